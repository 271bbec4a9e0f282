// Issue 17, production profile: `npm run serve` as a server runs it. What is built and released (a fresh release
// store with the six built remotes promoted), two API instances on one PostgreSQL, a Solapi stand-in that records what
// it is sent, configuration from the environment only. Needs `npm run build` and TEST_DATABASE_URL (a PostgreSQL
// server this test may create a database on; CI sets it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePortBase } from './ports';

const root = path.resolve(__dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const APP_CLIENT = `Basic ${Buffer.from('family-health-app:').toString('base64')}`;
const SMS_SENDER = '0215880000';

/** The pg client of the API's own package (this one has none of its own). */
type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
const { Client } = createRequire(path.join(root, 'platform-api', 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Publishes and promotes each remote's build (`mf-*\/dist`) into a new store, with the store module itself. */
function storeWithBuiltRemotes(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fh-serve-releases-'));
  const store = pathToFileURL(path.join(root, 'scripts/releases/store.mjs')).href;
  const script = `import path from 'node:path';
import { openStore, readShellProvides, remotePackages } from ${JSON.stringify(store)};
const store = openStore(${JSON.stringify(dir)});
const shellProvides = readShellProvides(${JSON.stringify(path.join(root, 'shell/dist'))});
for (const pkg of remotePackages) {
  const { version } = store.publish({ pkg, distDir: path.join(${JSON.stringify(root)}, pkg, 'dist') });
  store.promote(pkg, version, { by: 'production-profile test', shellProvides });
}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`Releasing the built remotes failed (npm run build first?):\n${result.stderr}`);
  return dir;
}

interface Sms {
  path: string | undefined;
  authorization: string | undefined;
  body: { message: { from: string; to: string; text: string } };
}

const SOLAPI_API_KEY = 'NCSE2ETESTKEY';
const SOLAPI_API_SECRET = 'e2e-stand-in-secret';

/** Whether `authorization` is Solapi's HMAC-SHA256 header, signed with our secret over its date + salt. */
function signedBySolapiKey(authorization: string | undefined): boolean {
  const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
    authorization ?? '',
  );
  if (!match || match[1] !== SOLAPI_API_KEY) return false;
  const expected = createHmac('sha256', SOLAPI_API_SECRET).update(`${match[2]}${match[3]}`).digest('hex');
  return expected === match[4];
}

/** A stand-in for Solapi (SMS_GATEWAY=solapi): answers every message as taken (status 2000), keeps what it got. */
async function fakeSmsGateway(): Promise<{ url: string; received: Sms[]; server: Server }> {
  const received: Sms[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(body),
      });
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ statusCode: '2000', statusMessage: '정상 접수' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, server };
}

/** `npm run serve`'s environment: `variables`, and none of the dev settings this process may have been given. */
function serveEnv(variables: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...variables };
  for (const name of [
    'DEV_SMS_OUTBOX',
    'DEV_CLOCK',
    'API_UPSTREAMS',
    'API_INSTANCES',
    'TRUST_PROXY',
    'DEMO_DATA',
  ]) {
    if (!(name in variables)) delete env[name];
  }
  return env;
}

const describeWithPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl) {
  console.warn(
    'npm run serve: skipped, TEST_DATABASE_URL (a PostgreSQL server to create a database on) is not set.',
  );
}

describeWithPostgres('npm run serve', () => {
  const database = `serve_${randomBytes(6).toString('hex')}`;
  let releasesDir: string;
  let imageDir: string;
  let gateway: Awaited<ReturnType<typeof fakeSmsGateway>>;
  let serve: ChildProcess;
  let output = '';
  let appUrl: string;
  let config: Record<string, string>;

  /** Resolves when the serve's output (stdout and stderr) from offset `from` on matches `pattern`. */
  const outputMatching = (pattern: RegExp, { from = 0, timeoutMs = 30_000 } = {}) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(
          new Error(`npm run serve printed nothing matching ${pattern} within ${timeoutMs} ms:\n${output}`),
        );
      }, timeoutMs);
      const poll = setInterval(() => {
        const match = pattern.exec(output.slice(from));
        if (!match) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match);
      }, 50);
    });

  beforeAll(async () => {
    const dbUrl = new URL(serverUrl!);
    await onServer(`CREATE DATABASE ${database}`);
    dbUrl.pathname = `/${database}`;
    releasesDir = storeWithBuiltRemotes();
    imageDir = mkdtempSync(path.join(tmpdir(), 'fh-serve-images-'));
    gateway = await fakeSmsGateway();
    // The app, and two API instances at +10 and +11.
    const port = await freePortBase([0, 10, 11]);
    appUrl = `http://127.0.0.1:${port}`;
    config = {
      APP_ORIGIN: 'https://app.example.test',
      DATABASE_URL: dbUrl.href,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      SMS_GATEWAY: 'solapi',
      SOLAPI_BASE_URL: gateway.url,
      SOLAPI_API_KEY,
      SOLAPI_API_SECRET,
      SMS_SENDER,
      IMAGE_STORE: 'directory',
      IMAGE_DIR: imageDir,
      RELEASES_DIR: releasesDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_INSTANCES: '2',
      // Each request's log line carries the pid of the instance that answered it.
      LOG_LEVEL: 'info',
    };
    serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: serveEnv(config),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serve.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    serve.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await Promise.race([
      outputMatching(/✔ Serving the app/, { timeoutMs: 60_000 }),
      new Promise((_, reject) =>
        serve.once('exit', (code) => reject(new Error(`npm run serve exited with ${code}:\n${output}`))),
      ),
    ]);
  }, 90_000);

  afterAll(async () => {
    if (serve && serve.exitCode === null) {
      const exited = new Promise((resolve) => serve.once('exit', resolve));
      serve.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => gateway?.server.close(resolve));
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    for (const dir of [releasesDir, imageDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('refuses to start without TOKEN_SECRET and DATABASE_URL, naming both and what they are', () => {
    const rest = Object.fromEntries(
      Object.entries(config).filter(([name]) => name !== 'TOKEN_SECRET' && name !== 'DATABASE_URL'),
    );
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: serveEnv(rest),
      encoding: 'utf8',
      timeout: 10_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run serve cannot start: fix these in the environment.');
    expect(result.stderr).toMatch(/- DATABASE_URL is missing: the PostgreSQL connection string/);
    expect(result.stderr).toMatch(/- TOKEN_SECRET is missing: .*at least 32 characters/);
    expect(result.stderr).not.toMatch(/SMS_|IMAGE_|APP_ORIGIN/);
  });

  it('prints where it listens and each API instance with its pid, the first running the dose scheduler', () => {
    expect(output).toContain(`on 127.0.0.1:${config.PORT}: ${appUrl}`);
    expect(output).toMatch(/API instance 1 pid \d+ on http:\/\/127\.0\.0\.1:\d+ \(runs the dose scheduler\)/);
    expect(output).toMatch(/API instance 2 pid \d+ on http:\/\/127\.0\.0\.1:\d+\n/);
  });

  it('serves the page with its Content-Security-Policy, nosniff, X-Frame-Options and HSTS for an https APP_ORIGIN', async () => {
    const response = await fetch(`${appUrl}/intro/login`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('serves a versioned remote file immutable, and brotli-compressed when the browser accepts it', async () => {
    const registry = (await (await fetch(`${appUrl}/remotes.json`)).json()) as {
      remotes: { entry: string; version: string }[];
    };
    const entry = registry.remotes[0]!.entry;
    const [, pkg, version] = entry.split('/').slice(1);
    const script = readdirSync(path.join(releasesDir, 'remotes', pkg!, version!)).find(
      (file) =>
        file.endsWith('.js') &&
        readdirSync(path.join(releasesDir, 'remotes', pkg!, version!)).includes(`${file}.br`),
    );

    const response = await fetch(`${appUrl}/remotes/${pkg}/${version}/${script}`, {
      headers: { 'Accept-Encoding': 'br' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves /remotes.json no-cache and /app-config.json, neither naming a host', async () => {
    const registry = await fetch(`${appUrl}/remotes.json`);
    const appConfig = await fetch(`${appUrl}/app-config.json`);
    const registryText = await registry.text();

    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(registryText).remotes).toHaveLength(6);
    expect(registryText).not.toMatch(/:\/\/|localhost|127\.0\.0\.1/);
    expect(await appConfig.json()).toEqual({ apiBaseUrl: '', clientId: 'family-health-app' });
  });

  it('has no dev SMS outbox', async () => {
    const response = await fetch(`${appUrl}/api/dev/sms-outbox?mobilePhone=01012345678`);

    expect(response.status).toBe(404);
  });

  it('answers the API through the origin, without demo data: /health 200, the demo login 401 M0139', async () => {
    const health = await fetch(`${appUrl}/health`);
    const token = await fetch(`${appUrl}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: APP_CLIENT, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'Demo1234!' }),
    });

    expect(health.status).toBe(200);
    expect(token.status).toBe(401);
    expect(await token.json()).toMatchObject({ code: 'M0139' });
  });

  it('sends a sign-up verification code through the SMS gateway', async () => {
    const mobilePhone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    const response = await fetch(`${appUrl}/api/open/identify/phone`, {
      method: 'POST',
      headers: { Authorization: APP_CLIENT, 'Content-Type': 'application/json' },
      body: JSON.stringify({ purpose: 'register', mobilePhone }),
    });

    expect(response.status).toBe(200);
    const sent = gateway.received.find((sms) => sms.body.message.to === mobilePhone);
    expect(sent).toEqual({
      path: '/messages/v4/send',
      authorization: expect.any(String),
      body: { message: { from: SMS_SENDER, to: mobilePhone, text: expect.stringMatching(/\d{6}/) } },
    });
    expect(signedBySolapiKey(sent?.authorization)).toBe(true);
  });

  it('spreads requests over both API instances, and the second answers alone once the first is stopped', async () => {
    const answeredBy = async () => {
      const from = output.length;
      expect((await fetch(`${appUrl}/health`)).status).toBe(200);
      const [line] = await outputMatching(/^\{.*"url":"\/health".*$/m, { from });
      return (JSON.parse(line) as { pid: number }).pid;
    };
    const pids = new Set<number>();
    for (let i = 0; i < 4; i += 1) pids.add(await answeredBy());
    expect(pids.size).toBe(2);

    const [, first] = /API instance 1 pid (\d+)/.exec(output)!;
    process.kill(Number(first), 'SIGTERM');
    await outputMatching(
      new RegExp(`API instance 1 \\(pid ${first}\\) ended .*requests go to the other instance`),
    );

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${appUrl}/health`)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
