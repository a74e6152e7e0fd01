// Per test file: point the app at this worker's own database and Redis db.
import { tmpdir } from 'node:os';
import { databaseUrl, redisUrl, workerDatabaseName } from './test-env';

const worker = Number(process.env.JEST_WORKER_ID ?? '1');

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = databaseUrl(workerDatabaseName(worker));
process.env.REDIS_URL = redisUrl(worker);
process.env.QUEUE_PREFIX = `test${worker}`;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.HEARTBEAT_INTERVAL_MS = '3600000';
process.env.DEMO_CREDENTIALS_FILE = `${tmpdir()}/waypoint-demo-credentials-${worker}-${process.pid}.json`;
// Sign-in goes through the fake Keycloak on loopback (test/fakes/oidc-provider.ts, started in global setup).
process.env.OIDC_ISSUER = process.env.TEST_OIDC_ISSUER;
process.env.OIDC_CLIENT_ID = 'waypoint-test';
process.env.OIDC_CLIENT_SECRET = 'fake-client-secret';
process.env.PUBLIC_URL = 'http://127.0.0.1:3000';
process.env.SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
// The training-program crawler reads the loopback fixture sites (test/fakes/training-site.ts), quickly.
process.env.TRAINING_CRAWL_ALLOW_PRIVATE = 'true';
process.env.CRAWL_HOST_DELAY_MS = '20';
