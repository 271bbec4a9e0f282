module.exports = require('../tooling/jest.preset.cjs')({
  // jose and content-disposition (used by @fastify/static) ship only as ES modules: swc turns them into
  // CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|jose/|content-disposition/)'],
  // Each test file starts an embedded PostgreSQL and hashes passwords with scrypt: seconds, not milliseconds.
  testTimeout: 30_000,
});
