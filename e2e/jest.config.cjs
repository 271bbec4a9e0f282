module.exports = require('../tooling/jest.preset.cjs')({ testTimeout: 90_000 });
