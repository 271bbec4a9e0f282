module.exports = require('../tooling/webpack/create-config.cjs')({
  dir: __dirname,
  kind: 'host',
  containerName: 'shell',
  title: '가족 건강',
});
