module.exports = require('../tooling/webpack/create-config.cjs').firstView({
  dir: __dirname,
  containerName: 'mf_auth',
});
