// Backend tests: `unit` (src/**/*.spec.ts, no services) and `api` (test/**/*.e2e-spec.ts, real Postgres and Redis).
const path = require('node:path');

const root = path.join(__dirname, '..');
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.json') }],
};
// `marked` ships ESM only for import; Node 20.19+ requires it natively, jest's CommonJS runtime does not: its UMD build is the same code.
const moduleNameMapper = { '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' };

module.exports = {
  rootDir: root,
  testTimeout: 30_000,
  modulePathIgnorePatterns: ['<rootDir>/dist', '<rootDir>/.data'],
  projects: [
    {
      displayName: 'unit',
      rootDir: root,
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'api',
      rootDir: root,
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['<rootDir>/test/e2e.setup.ts'],
      slowTestThreshold: 15,
    },
  ],
};
