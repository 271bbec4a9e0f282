// Default ports of every served part; `npm start` and the dev servers read them, env vars override them.
module.exports = {
  shell: 8080,
  api: 8090,
  remotes: {
    'mf-auth': 8081,
    'mf-lifelog': 8082,
    'mf-routine': 8083,
    'mf-medicine': 8084,
    'mf-channel': 8085,
    'mf-ai': 8086,
  },
};
