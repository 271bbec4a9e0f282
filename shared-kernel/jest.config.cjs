module.exports = require('../tooling/jest.preset.cjs')({
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.ts'],
});
