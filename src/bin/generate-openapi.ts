/**
 * Writes openapi.json from the Nest decorators. Needs no database or Redis: the app is built
 * in preview mode, which resolves the module graph without instantiating providers.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

async function generate(): Promise<void> {
  // Placeholders satisfy validation; preview mode never connects to them.
  process.env.DATABASE_URL ??= 'postgres://openapi@127.0.0.1:1/openapi';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:1/0';
  // Loaded only now: the config module validates the environment as the app module loads.
  const { AppModule } = await import('../app.module');
  const { buildOpenApiDocument } = await import('../core/http/openapi');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { preview: true, logger: false, abortOnError: false });
  const { GLOBAL_PREFIX_OPTIONS } = await import('../app.setup');
  app.setGlobalPrefix('api', GLOBAL_PREFIX_OPTIONS);
  const document = buildOpenApiDocument(app);
  const file = join(__dirname, '..', '..', '..', 'openapi.json');
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`Wrote ${file} (${Object.keys(document.paths).length} paths)`);
}

void generate().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
