import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppRole, type EnvironmentVariables } from './config/env.validation';

const SHUTDOWN_GRACE_MS = 10_000;

export async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app);
  // enableShutdownHooks closes the app on SIGTERM/SIGINT; if a dependency is away (queue workers wait
  // for Redis to close), do not hang for ever.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref());
  }
  const config = app.get<ConfigService<EnvironmentVariables, true>>(ConfigService);
  const logger = app.get(Logger);

  if (config.get('ROLE', { infer: true }) === AppRole.Worker) {
    // Workers serve no HTTP: they only run queue processors and schedules.
    await app.init();
    logger.log('Waypoint worker started', 'Bootstrap');
    return;
  }
  const port = config.get('PORT', { infer: true });
  await app.listen(port, config.get('HOST', { infer: true }));
  const url = config.get('PUBLIC_URL', { infer: true }) ?? `http://localhost:${port}`;
  logger.log(`Waypoint is running at ${url}`, 'Bootstrap');
}
