// System tests: the built app (dist/, web/dist/) run as a real process, driven over HTTP and
// through Debian's Chromium (playwright-core). scripts/test builds before running them.
const path = require('node:path');

const root = path.join(__dirname, '..', '..');

module.exports = {
  rootDir: root,
  displayName: 'system',
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/dist', '<rootDir>/.data'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.json') }] },
  testMatch: ['<rootDir>/test/system/**/*.system-spec.ts'],
  globalSetup: '<rootDir>/test/system/global-setup.ts',
  globalTeardown: '<rootDir>/test/system/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
