module.exports = require('../tooling/jest.preset.cjs')({
  testTimeout: 90_000,
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
});
