// jose ships only as ES modules: let swc turn it into CommonJS like our own code.
module.exports = require('../tooling/jest.preset.cjs')({
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|jose/)'],
});
