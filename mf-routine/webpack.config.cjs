module.exports = require('../tooling/webpack/create-config.cjs')({
  dir: __dirname,
  kind: 'remote',
  containerName: 'mf_routine',
  title: 'mf-routine (standalone)',
});
