module.exports = require('../tooling/webpack/create-config.cjs')({
  dir: __dirname,
  kind: 'remote',
  containerName: 'mf_medicine',
  title: 'mf-medicine (standalone)',
});
