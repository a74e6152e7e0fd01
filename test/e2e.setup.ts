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
