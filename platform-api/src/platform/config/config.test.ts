import path from 'node:path';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 8090 on localhost, embedded PGlite in .data/pglite, demo data on, rate limit 10, dev SMS outbox, offline AI chat, dose alerts every 30 s', () => {
    expect(readConfig({})).toEqual({
      port: 8090,
      host: 'localhost',
      database: { kind: 'pglite', dataDir: path.resolve(__dirname, '..', '..', '..', '.data', 'pglite') },
      demoData: true,
      corsOrigins: undefined,
      logLevel: 'info',
      tokenSecret: undefined,
      tokenRequestsPerMinute: 10,
      sms: { kind: 'dev-outbox' },
      devSmsOutbox: false,
      chat: { engine: 'offline' },
      doseAlerts: { intervalMs: 30_000 },
      adjustableClock: false,
      images: { kind: 'directory', dir: path.resolve(__dirname, '..', '..', '..', '.data', 'images') },
      appOrigin: 'http://localhost:8080',
      trustProxy: undefined,
      webPush: {},
    });
  });

  it('reads the Web Push keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither) and VAPID_SUBJECT', () => {
    const keys = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' };
    expect(readConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@family.example.com' }).webPush).toEqual({
      keys: { publicKey: 'BPublic', privateKey: 'private' },
      subject: 'mailto:ops@family.example.com',
    });
    expect(() => readConfig({ VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    );
    expect(() => readConfig({ VAPID_SUBJECT: 'ops@family.example.com' })).toThrow('VAPID_SUBJECT');
  });

  it('reads the redirect URIs of POST /oauth/authorize from OAUTH_REDIRECT_URIS and refuses one not absolute or with a fragment', () => {
    expect(readConfig({}).oauthRedirectUris).toBeUndefined();
    expect(
      readConfig({ OAUTH_REDIRECT_URIS: 'familyhealth://oauth/callback, https://app.example.com/cb' })
        .oauthRedirectUris,
    ).toEqual(['familyhealth://oauth/callback', 'https://app.example.com/cb']);
    expect(() => readConfig({ OAUTH_REDIRECT_URIS: '/relative/callback' })).toThrow('OAUTH_REDIRECT_URIS');
    expect(() => readConfig({ OAUTH_REDIRECT_URIS: 'https://app.example.com/cb#x' })).toThrow(
      'OAUTH_REDIRECT_URIS',
    );
  });

  it('trusts no proxy unless TRUST_PROXY lists addresses, CIDR ranges or proxy-addr names, and refuses anything else at start', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(
      readConfig({ TRUST_PROXY: 'loopback, linklocal,uniquelocal, 10.0.0.0/8, 192.168.1.1, ::1, fd00::/8' })
        .trustProxy,
    ).toEqual(['loopback', 'linklocal', 'uniquelocal', '10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']);
    for (const wrong of [
      'true',
      '*',
      'localhost',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0/8',
      '1.2.3.4/8/8',
      'loopback,',
    ]) {
      expect(() => readConfig({ TRUST_PROXY: wrong })).toThrow('TRUST_PROXY must list the proxies');
    }
    expect(() => readConfig({ TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(
      '"proxy.internal" in "loopback, proxy.internal" is none of these',
    );
  });

  it('takes the address invitation links point to from APP_ORIGIN: an http(s) origin, nothing more', () => {
    expect(readConfig({ APP_ORIGIN: 'https://family.example.com' }).appOrigin).toBe(
      'https://family.example.com',
    );
    expect(readConfig({ APP_ORIGIN: 'http://localhost:18080/' }).appOrigin).toBe('http://localhost:18080');
    expect(() => readConfig({ APP_ORIGIN: 'family.example.com' })).toThrow('APP_ORIGIN');
    expect(() => readConfig({ APP_ORIGIN: 'https://family.example.com/app' })).toThrow('APP_ORIGIN');
    expect(() => readConfig({ APP_ORIGIN: 'ftp://family.example.com' })).toThrow('APP_ORIGIN');
  });

  it('lets the dev SMS outbox be read only with DEV_SMS_OUTBOX=on beside the dev outbox, never in production', () => {
    expect(readConfig({}).devSmsOutbox).toBe(false);
    expect(readConfig({ DEV_SMS_OUTBOX: 'off' }).devSmsOutbox).toBe(false);
    expect(readConfig({ DEV_SMS_OUTBOX: 'on' }).devSmsOutbox).toBe(true);
    expect(() => readConfig({ DEV_SMS_OUTBOX: 'yes' })).toThrow('DEV_SMS_OUTBOX');
    expect(() => readConfig({ DEV_SMS_OUTBOX: 'on', NODE_ENV: 'production' })).toThrow('SMS_GATEWAY');
    expect(() =>
      readConfig({
        DEV_SMS_OUTBOX: 'on',
        SMS_GATEWAY: 'solapi',
        SOLAPI_API_KEY: 'key',
        SOLAPI_API_SECRET: 'secret',
        SMS_SENDER: '0212345678',
      }),
    ).toThrow('DEV_SMS_OUTBOX');
  });

  it('runs the dose scheduler every DOSE_ALERTS_INTERVAL_SECONDS, or not at all with off', () => {
    expect(readConfig({ DOSE_ALERTS_INTERVAL_SECONDS: '5' }).doseAlerts).toEqual({ intervalMs: 5000 });
    expect(readConfig({ DOSE_ALERTS_INTERVAL_SECONDS: 'off' }).doseAlerts).toBe(false);
    expect(() => readConfig({ DOSE_ALERTS_INTERVAL_SECONDS: '0' })).toThrow('DOSE_ALERTS_INTERVAL_SECONDS');
  });

  it('lets the clock be moved forward only with DEV_CLOCK=adjustable, and never in production', () => {
    expect(readConfig({ DEV_CLOCK: 'adjustable' }).adjustableClock).toBe(true);
    expect(() => readConfig({ DEV_CLOCK: 'yes' })).toThrow('DEV_CLOCK must be adjustable or unset');
    expect(() =>
      readConfig({
        DEV_CLOCK: 'adjustable',
        NODE_ENV: 'production',
        SMS_GATEWAY: 'solapi',
        SOLAPI_API_KEY: 'key',
        SOLAPI_API_SECRET: 'secret',
        SMS_SENDER: '0212345678',
      }),
    ).toThrow('not for production');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db:5432/health' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://db:5432/health',
    });
  });

  it('reads PORT, HOST, PGLITE_DIR, LOG_LEVEL, TOKEN_SECRET and TOKEN_RATE_LIMIT', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      PGLITE_DIR: '/tmp/pglite',
      LOG_LEVEL: 'debug',
      TOKEN_SECRET: 'secret',
      TOKEN_RATE_LIMIT: '50',
    });

    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: '/tmp/pglite' },
      logLevel: 'debug',
      tokenSecret: 'secret',
      tokenRequestsPerMinute: 50,
    });
  });

  it('skips the demo data when DEMO_DATA is off', () => {
    expect(readConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    expect(readConfig({ CORS_ORIGINS: 'https://app.example, https://admin.example' }).corsOrigins).toEqual([
      'https://app.example',
      'https://admin.example',
    ]);
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow('PORT');
  });
});

describe('readConfig: SMS gateway', () => {
  it('refuses to start in production with the dev outbox, saying why', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('SMS_GATEWAY=dev-outbox');
    expect(() => readConfig({ NODE_ENV: 'production', SMS_GATEWAY: 'dev-outbox' })).toThrow(
      'not for production',
    );
  });

  it('reads Solapi from SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER and SOLAPI_BASE_URL', () => {
    const env = {
      NODE_ENV: 'production',
      SMS_GATEWAY: 'solapi',
      SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
      SOLAPI_API_SECRET: 'secret',
      SMS_SENDER: '0215880000',
    };

    expect(readConfig(env).sms).toEqual({
      kind: 'solapi',
      apiKey: 'NCSAYU7YDBXYORXC',
      apiSecret: 'secret',
      sender: '0215880000',
      baseUrl: 'https://api.solapi.com',
    });
    expect(readConfig({ ...env, SOLAPI_BASE_URL: 'http://127.0.0.1:9999' }).sms).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  const solapi = {
    SMS_GATEWAY: 'solapi',
    SOLAPI_API_KEY: 'k',
    SOLAPI_API_SECRET: 's',
    SMS_SENDER: '0215880000',
  };
  it.each([
    [{ SMS_GATEWAY: 'carrier-pigeon' }, 'SMS_GATEWAY must be dev-outbox or solapi'],
    [{ SMS_GATEWAY: 'http' }, 'SMS_GATEWAY must be dev-outbox or solapi'],
    [{ ...solapi, SOLAPI_API_SECRET: '' }, 'SOLAPI_API_SECRET'],
    [{ ...solapi, SOLAPI_API_KEY: ' ' }, 'SOLAPI_API_KEY'],
    [{ ...solapi, SMS_SENDER: undefined }, 'SMS_SENDER'],
    [{ ...solapi, SMS_SENDER: '02-1588-0000' }, 'SMS_SENDER'],
    [{ ...solapi, SOLAPI_BASE_URL: 'ftp://sms.example' }, 'SOLAPI_BASE_URL'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(name);
  });
});

describe('readConfig: AI chat engine', () => {
  it('answers with the offline engine unless AI_CHAT_ENGINE says otherwise', () => {
    expect(readConfig({ AI_CHAT_ENGINE: 'offline' }).chat).toEqual({ engine: 'offline' });
  });

  it('reads the OpenAI-compatible service from AI_CHAT_BASE_URL, AI_CHAT_API_KEY and AI_CHAT_MODEL', () => {
    const config = readConfig({
      AI_CHAT_ENGINE: 'openai',
      AI_CHAT_BASE_URL: 'https://llm.example/v1',
      AI_CHAT_API_KEY: 'secret',
      AI_CHAT_MODEL: 'small-model',
    });

    expect(config.chat).toEqual({
      engine: 'openai',
      baseUrl: 'https://llm.example/v1',
      apiKey: 'secret',
      model: 'small-model',
    });
  });

  it('needs no API key (a local service)', () => {
    const config = readConfig({
      AI_CHAT_ENGINE: 'openai',
      AI_CHAT_BASE_URL: 'http://127.0.0.1:8000/v1',
      AI_CHAT_MODEL: 'local',
    });

    expect(config.chat).toMatchObject({ engine: 'openai', apiKey: undefined });
  });

  it.each([
    [{ AI_CHAT_ENGINE: 'gpt' }, 'AI_CHAT_ENGINE'],
    [{ AI_CHAT_ENGINE: 'openai', AI_CHAT_MODEL: 'm' }, 'AI_CHAT_BASE_URL'],
    [
      { AI_CHAT_ENGINE: 'openai', AI_CHAT_BASE_URL: 'ftp://llm.example', AI_CHAT_MODEL: 'm' },
      'AI_CHAT_BASE_URL',
    ],
    [{ AI_CHAT_ENGINE: 'openai', AI_CHAT_BASE_URL: 'https://llm.example/v1' }, 'AI_CHAT_MODEL'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(name);
  });
});

describe('readConfig: image store', () => {
  it('keeps images in IMAGE_DIR when given', () => {
    expect(readConfig({ IMAGE_STORE: 'directory', IMAGE_DIR: '/var/lib/images' }).images).toEqual({
      kind: 'directory',
      dir: '/var/lib/images',
    });
  });

  it('reads an S3 bucket from IMAGE_S3_BUCKET, IMAGE_S3_REGION, IMAGE_S3_ENDPOINT and IMAGE_S3_FORCE_PATH_STYLE', () => {
    expect(
      readConfig({
        IMAGE_STORE: 's3',
        IMAGE_S3_BUCKET: 'family-photos',
        IMAGE_S3_REGION: 'ap-northeast-2',
        IMAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
        IMAGE_S3_FORCE_PATH_STYLE: 'on',
      }).images,
    ).toEqual({
      kind: 's3',
      bucket: 'family-photos',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    // AWS itself: region and keys from the SDK's chain, virtual-hosted addresses.
    expect(readConfig({ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'family-photos' }).images).toEqual({
      kind: 's3',
      bucket: 'family-photos',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ IMAGE_STORE: 'http' }, 'IMAGE_STORE must be directory or s3'],
    [{ IMAGE_STORE: 's3' }, 'IMAGE_S3_BUCKET'],
    [{ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'Bad_Bucket' }, 'IMAGE_S3_BUCKET'],
    [{ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'photos', IMAGE_S3_ENDPOINT: 'ftp://x' }, 'IMAGE_S3_ENDPOINT'],
    [{ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: 'photos', IMAGE_S3_FORCE_PATH_STYLE: 'yes' }, 'PATH_STYLE'],
  ])('refuses %p naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(name);
  });
});
