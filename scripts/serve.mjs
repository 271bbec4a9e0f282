// `npm run serve`: the production profile (issue 17, docs/deployment.md). Serves what is already built and released
// (the shell's build and each remote's promoted release) on one origin, with the API processes behind it. Unlike
// `npm start` it installs, builds and seeds nothing, never runs the dev SMS outbox and takes its whole
// configuration from the environment, refusing to start until every variable it needs is there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createAppHandler,
  listen,
  networkAddresses,
  portsFrom,
  root,
  startApi,
  startAppServerTracing,
  waitForApi,
} from './app-server.mjs';
import { compatibilityProblems, openStore, readShellProvides, remotePackages } from './releases/store.mjs';

const MAX_INSTANCES = 16;
/** How long requests under way may take to finish after SIGTERM/SIGINT before their connections are cut. */
const GRACE_MS = 5_000;

/** A non-empty, trimmed value of the environment, or undefined. */
const valueOf = (env, name) => env[name]?.trim() || undefined;

const isHttpUrl = (value) => /^https?:\/\//.test(value) && URL.canParse(value);

/** `scheme://host[:port]`, nothing after: native shells' debug pages may use their own schemes. */
const isOrigin = (value) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(value);

/**
 * The configuration of `npm run serve`, and every problem with the environment (empty when it can start). The API
 * checks its own variables' values again when it starts (config.ts); this makes sure none it needs is missing.
 * @param {NodeJS.ProcessEnv} env
 */
function readServeConfig(env) {
  const problems = [];
  const value = (name) => valueOf(env, name);
  const wholeNumber = (name, fallback, min, max) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const number = Number(raw);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
    return fallback;
  };

  if (value('DEV_SMS_OUTBOX') !== undefined) {
    problems.push(
      'DEV_SMS_OUTBOX is set: the dev SMS outbox keeps verification codes readable on this machine, for ' +
        'development only (npm start). Unset it.',
    );
  }
  const appOrigin = value('APP_ORIGIN');
  if (appOrigin === undefined) {
    problems.push(
      'APP_ORIGIN is missing: the public address people open the app at, e.g. https://app.example.com ' +
        '(the links in texts point there).',
    );
  } else if (!isHttpUrl(appOrigin) || new URL(appOrigin).origin !== appOrigin.replace(/\/$/, '')) {
    problems.push(
      `APP_ORIGIN must be an http(s) origin without a path, e.g. https://app.example.com, not "${appOrigin}".`,
    );
  }
  const port = wholeNumber('PORT', 8080, 1, 65_535 - 10 - MAX_INSTANCES);
  const host = value('HOST') ?? '0.0.0.0';

  const upstreams = value('API_UPSTREAMS')
    ?.split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean);
  let instances = 0;
  if (upstreams) {
    if (value('API_INSTANCES') !== undefined) {
      problems.push(
        'API_INSTANCES and API_UPSTREAMS are both set: API_UPSTREAMS names APIs run elsewhere, so no API ' +
          'process is started here. Set one of them.',
      );
    }
    const wrong = upstreams.filter((url) => !isHttpUrl(url));
    if (wrong.length || upstreams.length === 0) {
      problems.push(
        `API_UPSTREAMS must list the APIs' http(s) base URLs, separated by commas (e.g. ` +
          `http://10.0.0.5:8090,http://10.0.0.6:8090), not "${value('API_UPSTREAMS')}".`,
      );
    }
  } else {
    instances = wholeNumber('API_INSTANCES', 2, 1, MAX_INSTANCES);
    problems.push(...apiProblems(env));
  }
  return { problems, appOrigin, port, host, upstreams, instances };
}

/** What the API processes started here need: one PostgreSQL, a real SMS gateway, a shared token secret and image store. */
function apiProblems(env) {
  const value = (name) => valueOf(env, name);
  const problems = [];
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl === undefined) {
    problems.push(
      'DATABASE_URL is missing: the PostgreSQL connection string, e.g. postgres://user:password@db:5432/family_health ' +
        '(the embedded PGlite serves one process only).',
    );
  } else if (!/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a PostgreSQL connection string starting with postgres:// or postgresql://.',
    );
  }
  const tokenSecret = value('TOKEN_SECRET');
  if (tokenSecret === undefined) {
    problems.push(
      'TOKEN_SECRET is missing: the key that signs access tokens, at least 32 characters, the same for every ' +
        'API instance (e.g. from `openssl rand -base64 48`).',
    );
  } else if (tokenSecret.length < 32) {
    problems.push(`TOKEN_SECRET must be at least 32 characters long, not ${tokenSecret.length}.`);
  }
  const gateway = value('SMS_GATEWAY');
  if (gateway !== 'solapi') {
    problems.push(
      `SMS_GATEWAY must be solapi (verification codes go out through Solapi's API), not ${gateway === undefined ? 'unset' : `"${gateway}"`}.`,
    );
  }
  for (const name of ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET']) {
    if (value(name) === undefined)
      problems.push(`${name} is missing: Solapi's API key pair (its console, API keys).`);
  }
  if (value('SMS_SENDER') === undefined) {
    problems.push('SMS_SENDER is missing: the number texts come from, registered with Solapi.');
  }
  const imageStore = value('IMAGE_STORE');
  if (imageStore === 'directory') {
    if (value('IMAGE_DIR') === undefined) {
      problems.push(
        'IMAGE_DIR is missing: IMAGE_STORE=directory keeps uploaded images in that folder (every API instance must see the same one).',
      );
    }
  } else if (imageStore === 's3') {
    if (value('IMAGE_S3_BUCKET') === undefined) {
      problems.push(
        'IMAGE_S3_BUCKET is missing: IMAGE_STORE=s3 keeps uploaded images in that bucket (keys from the AWS SDK chain).',
      );
    }
  } else {
    problems.push(
      `IMAGE_STORE must be s3 (a bucket: IMAGE_S3_BUCKET, IMAGE_S3_REGION, IMAGE_S3_ENDPOINT) or directory (IMAGE_DIR), not ${imageStore === undefined ? 'unset' : `"${imageStore}"`}.`,
    );
  }
  const demoData = value('DEMO_DATA');
  if (demoData !== undefined && demoData !== 'on' && demoData !== 'off') {
    problems.push(`DEMO_DATA must be on or off (default off here), not "${demoData}".`);
  }
  const wrongOrigins = (value('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin && !isOrigin(origin));
  if (wrongOrigins.length) {
    problems.push(
      `CORS_ORIGINS must list origins (scheme://host[:port]) separated by commas; not: ${wrongOrigins.join(', ')}.`,
    );
  }
  return problems;
}

/** Why the built shell and the release store cannot be served, with the commands that fix it; empty when they can. */
function buildProblems(shellDir, store) {
  if (!existsSync(path.join(shellDir, 'index.html')) || !existsSync(path.join(shellDir, 'shared.json'))) {
    return [`The shell is not built: ${shellDir} has no index.html or shared.json. Run: npm run build`];
  }
  const shellProvides = readShellProvides(shellDir);
  const unreleased = remotePackages.filter((pkg) => store.current(pkg) === null);
  if (unreleased.length) {
    return [
      `${unreleased.join(', ')} ${unreleased.length === 1 ? 'has' : 'have'} no promoted release in ${store.dir}. ` +
        `Run: npm run release -- ${unreleased.join(' ')} --promote`,
    ];
  }
  // A remote promoted against an earlier shell would leave its areas on their fallback: say so before serving.
  const problems = remotePackages.flatMap((pkg) =>
    compatibilityProblems(store.release(pkg, store.current(pkg)), shellProvides),
  );
  return problems.length
    ? [
        ...problems,
        'Promote a compatible release (npm run registry -- list, then npm run registry -- promote <remote> <version>) ' +
          'or build one against this shell (npm run release -- <remote> --promote).',
      ]
    : [];
}

function refuse(title, problems) {
  console.error(
    `npm run serve cannot start: ${title}\n  - ${problems.join('\n  - ')}\nSee docs/deployment.md.`,
  );
  process.exit(1);
}

const config = readServeConfig(process.env);
if (config.problems.length) refuse('fix these in the environment.', config.problems);
const shellDir = path.resolve(valueOf(process.env, 'SHELL_DIR') ?? path.join(root, 'shell', 'dist'));
const store = openStore();
const notReady = buildProblems(shellDir, store);
if (notReady.length) refuse('build and release first.', notReady);

/** @type {{ url: string, pid?: number, exited?: Promise<unknown>, stop: () => Promise<void> }[]} */
const apis = [];
const stopApis = () => Promise.all(apis.map((api) => api.stop()));
let server;
let stopping = false;
// From here on, so that a stop during the start leaves no API process behind (startApi's exit hook ends the one
// still starting).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping; requests under way get ${GRACE_MS / 1000} s.`);
    if (server) {
      const closed = new Promise((resolve) => server.close(resolve));
      // Open notification streams would hold `close` forever.
      const cut = setTimeout(() => server.closeAllConnections(), GRACE_MS);
      await closed;
      clearTimeout(cut);
    }
    await stopApis();
    console.log('Stopped.');
    process.exit(0);
  });
}

try {
  if (config.upstreams) {
    await Promise.all(config.upstreams.map((url) => waitForApi(url)));
    apis.push(...config.upstreams.map((url) => ({ url, stop: async () => {} })));
  } else {
    const apiEnv = {
      NODE_ENV: 'production',
      DEMO_DATA: valueOf(process.env, 'DEMO_DATA') === 'on' ? 'on' : 'off',
      // The API's one direct caller is this server, on loopback; TRUST_PROXY adds a load balancer in front of it.
      TRUST_PROXY: ['loopback', valueOf(process.env, 'TRUST_PROXY')].filter(Boolean).join(','),
    };
    const firstPort = portsFrom(config.port).api;
    // The first instance alone first: it migrates the database and seeds the medicine catalogue. Only it runs
    // the dose scheduler: each dose is claimed once, so the others' runs would only add queries.
    apis.push(await startApi({ port: firstPort, env: apiEnv }));
    const others = await Promise.allSettled(
      Array.from({ length: config.instances - 1 }, (_, index) =>
        startApi({ port: firstPort + 1 + index, env: { ...apiEnv, DOSE_ALERTS_INTERVAL_SECONDS: 'off' } }),
      ),
    );
    apis.push(...others.filter((result) => result.status === 'fulfilled').map((result) => result.value));
    const failed = others.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
} catch (error) {
  await stopApis();
  refuse('the API did not start (its own error, if any, is above).', [error.message]);
}

// The handler takes each request's API from this array, so an instance that dies is dropped from the round robin.
const apiTargets = apis.map((api) => api.url);
const schedulerHere =
  !config.upstreams && valueOf(process.env, 'DOSE_ALERTS_INTERVAL_SECONDS')?.toLowerCase() !== 'off';
const handler = createAppHandler({ shellDir, store, apiTargets, tracing: await startAppServerTracing() });
// Strict-Transport-Security only when people reach the app over https: the TLS terminator in front speaks plain
// http to this server, so only APP_ORIGIN tells. With an http APP_ORIGIN (a trial on a LAN address) there is no
// https to pin browsers to.
const hsts = new URL(config.appOrigin).protocol === 'https:';
server = await listen(
  hsts
    ? (req, res) => {
        res.setHeader('Strict-Transport-Security', 'max-age=31536000');
        handler(req, res);
      }
    : handler,
  config.port,
  config.host,
).catch(async (error) => {
  await stopApis();
  refuse(`cannot listen on ${config.host}:${config.port}.`, [error.message]);
});

apis.forEach((api, index) =>
  api.exited?.then((how) => {
    if (stopping) return;
    apiTargets.splice(apiTargets.indexOf(api.url), 1);
    apis.splice(apis.indexOf(api), 1);
    console.error(
      `API instance ${index + 1} (pid ${api.pid}) ended (${how}); ` +
        (apiTargets.length
          ? `requests go to the other ${apiTargets.length === 1 ? 'instance' : `${apiTargets.length}`}` +
            `${index === 0 && schedulerHere ? '; no instance runs the dose scheduler until npm run serve is restarted' : ''}.`
          : 'none is left, so npm run serve stops (exit code 1) for its supervisor to start it again.'),
    );
    if (apiTargets.length === 0) process.exit(1);
  }),
);

const listening = config.host === '0.0.0.0' ? ['localhost', ...networkAddresses()] : [config.host];
console.log(
  [
    `✔ Serving the app (production profile) on ${config.host}:${config.port}: ${listening.map((address) => `http://${address}:${config.port}`).join('  ')}`,
    `  Public address (APP_ORIGIN): ${config.appOrigin}${hsts ? ' (Strict-Transport-Security on)' : ''}`,
    `  Shell: ${shellDir}`,
    `  Remotes from ${store.dir}: ${remotePackages.map((pkg) => `${pkg} ${store.current(pkg)}`).join(', ')}`,
    ...(config.upstreams
      ? [`  API upstreams, round robin: ${config.upstreams.join(', ')}`]
      : apis.map(
          (api, index) =>
            `  API instance ${index + 1} pid ${api.pid} on ${api.url}${index === 0 && schedulerHere ? ' (runs the dose scheduler)' : ''}`,
        )),
  ].join('\n'),
);
