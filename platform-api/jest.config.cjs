module.exports = require('../tooling/jest.preset.cjs')({
  // jose and content-disposition (used by @fastify/static) ship only as ES modules: swc turns them into
  // CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|jose/|content-disposition/)'],
  // Migrates one PGlite and one PostgreSQL database (when TEST_DATABASE_URL is set) for the whole run; each test
  // app starts from a copy of them (test-support/test-databases.ts).
  globalSetup: '<rootDir>/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test-support/jest-global-teardown.ts',
  // Each test file starts an embedded PostgreSQL: a second or so, not milliseconds; on a loaded CI machine 30 s
  // was once too little.
  testTimeout: 120_000,
});
