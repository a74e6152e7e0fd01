import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';

interface TestAppOptions {
  webDist?: string;
}

/** The whole app, configured exactly as main.ts does, on the worker's database and Redis. */
export async function createTestApp(options: TestAppOptions = {}): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app, options);
  await app.init();
  return app;
}

/**
 * The app with other environment values. The config module validates the environment when the
 * app module loads, so this loads a fresh copy of the app's modules. Talk to it over HTTP only:
 * its classes are not the ones this test file imported.
 */
export async function createTestAppWithEnv(
  env: Record<string, string>,
  /** Runs inside the isolated module registry, where `await import(...)` yields the app's own classes (for `app.get`). */
  inside?: (app: NestExpressApplication) => Promise<void>,
): Promise<NestExpressApplication> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let app: NestExpressApplication | undefined;
    await jest.isolateModulesAsync(async () => {
      const { Test: IsolatedTest } = await import('@nestjs/testing');
      const { AppModule: IsolatedAppModule } = await import('../src/app.module');
      const { configureApp: isolatedConfigure } = await import('../src/app.setup');
      const moduleRef = await IsolatedTest.createTestingModule({ imports: [IsolatedAppModule] }).compile();
      app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
      isolatedConfigure(app);
      await app.init();
      if (inside) await inside(app);
    });
    return app as unknown as NestExpressApplication;
  } finally {
    process.env = saved;
  }
}

/** Reference data the migrations seed (catalogue, crawler domains and platforms): kept across suites. */
const REFERENCE_TABLES = new Set(['courses', 'learning_paths', 'training_domains', 'training_platforms']);

/** Empties every table but the migrations' and the reference data, so each suite starts from a clean database. */
export async function resetDatabase(app: NestExpressApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const tables = dataSource.entityMetadatas.filter((m) => !REFERENCE_TABLES.has(m.tableName)).map((m) => `"${m.tableName}"`);
  if (tables.length) await dataSource.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * `resetDatabase` for an app made by `createTestAppWithEnv`, passed as its `inside`: the app's
 * classes are the isolated registry's, so the reset must come from there too. A suite that checks a
 * member's service flags starts from none: a suite before it in the same worker may have set them.
 */
export async function resetIsolated(app: NestExpressApplication): Promise<void> {
  const { resetDatabase: reset } = await import('./create-app');
  await reset(app);
}
