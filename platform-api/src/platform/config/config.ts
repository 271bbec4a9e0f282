import { isIP } from 'node:net';
import path from 'node:path';
import type { SmsConfig } from '../sms/sms-gateway';

/** Where uploaded images' bytes are kept: a directory, or an S3 bucket (see docs/deployment.md, Photos). */
export type ImageStoreConfig =
  | { kind: 'directory'; dir: string }
  | { kind: 's3'; bucket: string; region?: string; endpoint?: string; forcePathStyle: boolean };

/** `AI_CHAT_ENGINE`: the built-in engine (default, no network) or an OpenAI-compatible service. */
export type ChatConfig =
  | { engine: 'offline' }
  | {
      engine: 'openai';
      /** `AI_CHAT_BASE_URL`: `POST {baseUrl}/chat/completions` is called. */
      baseUrl: string;
      /** `AI_CHAT_API_KEY`, sent as a bearer token. */
      apiKey: string | undefined;
      /** `AI_CHAT_MODEL`. */
      model: string;
      /** How long to wait for an answer; 20 s by default. */
      timeoutMs?: number;
    };

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  demoData: boolean;
  /** Undefined: any http://localhost or http://127.0.0.1 origin. */
  corsOrigins: string[] | undefined;
  logLevel: string;
  tokenSecret: string | undefined;
  tokenRequestsPerMinute: number;
  sms: SmsConfig;
  /** `GET /api/dev/sms-outbox` answers (loopback callers only): DEV_SMS_OUTBOX=on, as `npm start` sets it. */
  devSmsOutbox: boolean;
  chat: ChatConfig;
  /** The dose scheduler's interval, or false: not run in this instance (another one runs it). */
  doseAlerts: { intervalMs: number } | false;
  /** The API's clock can be moved forward through `/api/dev/clock` (development and end-to-end tests). */
  adjustableClock: boolean;
  images: ImageStoreConfig;
  /** The app's public address, for links sent outside the app (the join link of an invitation text). */
  appOrigin: string;
  /** Fastify's `trustProxy`: the proxies whose `X-Forwarded-*` headers are believed; undefined: none. */
  trustProxy: string[] | undefined;
  /**
   * OAUTH_REDIRECT_URIS: comma-separated absolute URIs without a fragment (RFC 6749 section 3.1.2) a native host
   * may name in `POST /oauth/authorize`; undefined: the app's default.
   */
  oauthRedirectUris: string[] | undefined;
  /**
   * Web Push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither: without them a pair is generated once and
   * kept in the database), VAPID_SUBJECT (`mailto:` or `https:`, whom push services contact; the app's https
   * origin by default).
   */
  webPush: { keys?: { publicKey: string; privateKey: string }; subject?: string };
  /**
   * METRICS_TOKEN (16 characters or more): `GET /metrics` answers the bearer of this token; unset, metrics are off
   * (nothing counted, no route).
   */
  metricsToken: string | undefined;
}

const packageDir = path.resolve(__dirname, '..', '..', '..');

function positiveInteger(name: string, value: string | undefined, fallback: number, max = Infinity): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0 || number > max) {
    throw new Error(`${name} must be a whole number between 1 and ${max}, not "${value}"`);
  }
  return number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

/**
 * SMS_GATEWAY: `dev-outbox` (default, refused in production) or `solapi` with SOLAPI_API_KEY, SOLAPI_API_SECRET,
 * SMS_SENDER and SOLAPI_BASE_URL (https://api.solapi.com by default).
 */
function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const gateway = nonEmpty(env['SMS_GATEWAY']) ?? 'dev-outbox';
  if (gateway === 'dev-outbox') {
    if (env['NODE_ENV'] === 'production') {
      throw new Error(
        'SMS_GATEWAY=dev-outbox keeps verification codes in the database instead of sending them: not for ' +
          'production. Set SMS_GATEWAY=solapi with SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER.',
      );
    }
    return { kind: 'dev-outbox' };
  }
  if (gateway !== 'solapi') throw new Error(`SMS_GATEWAY must be dev-outbox or solapi, not "${gateway}"`);
  const apiKey = nonEmpty(env['SOLAPI_API_KEY']);
  const apiSecret = nonEmpty(env['SOLAPI_API_SECRET']);
  if (!apiKey || !apiSecret) {
    throw new Error(
      'SMS_GATEWAY=solapi needs SOLAPI_API_KEY and SOLAPI_API_SECRET (Solapi console, API keys)',
    );
  }
  const sender = nonEmpty(env['SMS_SENDER']);
  if (!sender || !/^\d{8,11}$/.test(sender)) {
    throw new Error(
      'SMS_GATEWAY=solapi needs SMS_SENDER, the registered number texts come from (digits only)',
    );
  }
  const baseUrl = nonEmpty(env['SOLAPI_BASE_URL']) ?? 'https://api.solapi.com';
  if (!/^https?:\/\//.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new Error(`SOLAPI_BASE_URL must be an http(s) URL, not "${baseUrl}"`);
  }
  return { kind: 'solapi', apiKey, apiSecret, sender, baseUrl };
}

/**
 * DEV_SMS_OUTBOX=on: the dev outbox's messages (verification codes) can be read at `/api/dev/sms-outbox`, from
 * this machine only. Off unless asked for, and only beside the dev outbox, never in production.
 */
function devSmsOutboxConfig(env: NodeJS.ProcessEnv, sms: SmsConfig): boolean {
  const value = nonEmpty(env['DEV_SMS_OUTBOX']);
  if (value === undefined || value === 'off') return false;
  if (value !== 'on') throw new Error(`DEV_SMS_OUTBOX must be on or off, not "${value}"`);
  if (sms.kind !== 'dev-outbox')
    throw new Error('DEV_SMS_OUTBOX=on reads the dev outbox: it needs SMS_GATEWAY=dev-outbox');
  return true;
}

/** DOSE_ALERTS_INTERVAL_SECONDS: how often the dose scheduler runs (default 30); `off`: not in this instance. */
function doseAlertsConfig(env: NodeJS.ProcessEnv): Config['doseAlerts'] {
  const value = nonEmpty(env['DOSE_ALERTS_INTERVAL_SECONDS']);
  if (value?.toLowerCase() === 'off') return false;
  return { intervalMs: positiveInteger('DOSE_ALERTS_INTERVAL_SECONDS', value, 30, 3_600) * 1000 };
}

function webPushConfig(env: NodeJS.ProcessEnv): Config['webPush'] {
  const publicKey = nonEmpty(env['VAPID_PUBLIC_KEY']);
  const privateKey = nonEmpty(env['VAPID_PRIVATE_KEY']);
  const subject = nonEmpty(env['VAPID_SUBJECT']);
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  if (subject !== undefined && !/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  }
  return {
    ...(publicKey && privateKey ? { keys: { publicKey, privateKey } } : {}),
    ...(subject ? { subject } : {}),
  };
}

function oauthRedirectUrisConfig(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = nonEmpty(env['OAUTH_REDIRECT_URIS']);
  if (!value) return undefined;
  return value.split(',').map((entry) => {
    const uri = entry.trim();
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (!url || url.hash !== '' || uri.includes('#') || uri.length > 512) {
      throw new Error(`OAUTH_REDIRECT_URIS must list absolute URIs without a fragment, not "${uri}"`);
    }
    return uri;
  });
}

function appOriginConfig(env: NodeJS.ProcessEnv): string {
  const value = nonEmpty(env['APP_ORIGIN']) ?? 'http://localhost:8080';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`APP_ORIGIN must be the app's address, e.g. https://app.example.com, not "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`APP_ORIGIN must be an http(s) origin without a path, not "${value}"`);
  }
  return url.origin;
}

/** The names proxy-addr (Fastify's `trustProxy`) gives to address ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddressOrRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: the proxies in front of the API (the app server's, a load balancer), whose X-Forwarded-For, -Proto
 * and -Host then give the client's address (per-IP limits), protocol and host (FHIR's absolute URLs). Unset: none,
 * so that a caller reaching the API directly cannot choose its own address; never "every address" for that reason.
 */
function trustProxyConfig(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = nonEmpty(env['TRUST_PROXY']);
  if (value === undefined) return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      'TRUST_PROXY must list the proxies in front of the API, separated by commas: IP addresses, CIDR ranges ' +
        `(10.0.0.0/8, fd00::/8) or loopback, linklocal, uniquelocal; "${wrong}" in "${value}" is none of these`,
    );
  }
  return entries;
}

/** DEV_CLOCK=adjustable: a clock anyone may move forward, so never with NODE_ENV=production. */
function adjustableClockConfig(env: NodeJS.ProcessEnv): boolean {
  const value = nonEmpty(env['DEV_CLOCK']);
  if (value === undefined) return false;
  if (value !== 'adjustable') throw new Error(`DEV_CLOCK must be adjustable or unset, not "${value}"`);
  if (env['NODE_ENV'] === 'production') {
    throw new Error('DEV_CLOCK=adjustable lets anyone move the API’s time forward: not for production.');
  }
  return true;
}

/**
 * IMAGE_STORE: `directory` (IMAGE_DIR, default .data/images) or `s3`: IMAGE_S3_BUCKET, IMAGE_S3_REGION (else the
 * SDK's AWS_REGION), IMAGE_S3_ENDPOINT (a store other than AWS), IMAGE_S3_FORCE_PATH_STYLE=on (MinIO). The keys
 * come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID..., a profile or a role), never from settings of this app.
 */
function imageStoreConfig(env: NodeJS.ProcessEnv): ImageStoreConfig {
  const store = nonEmpty(env['IMAGE_STORE']) ?? 'directory';
  if (store === 'directory') {
    return {
      kind: 'directory',
      dir: path.resolve(nonEmpty(env['IMAGE_DIR']) ?? path.join(packageDir, '.data', 'images')),
    };
  }
  if (store !== 's3') throw new Error(`IMAGE_STORE must be directory or s3, not "${store}"`);
  const bucket = nonEmpty(env['IMAGE_S3_BUCKET']);
  // S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error('IMAGE_STORE=s3 needs IMAGE_S3_BUCKET, a bucket name (3-63 of a-z, 0-9, . and -)');
  }
  const endpoint = nonEmpty(env['IMAGE_S3_ENDPOINT']);
  if (endpoint !== undefined && (!/^https?:\/\//.test(endpoint) || !URL.canParse(endpoint))) {
    throw new Error(`IMAGE_S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const pathStyle = nonEmpty(env['IMAGE_S3_FORCE_PATH_STYLE']) ?? 'off';
  if (pathStyle !== 'on' && pathStyle !== 'off') {
    throw new Error(`IMAGE_S3_FORCE_PATH_STYLE must be on or off, not "${pathStyle}"`);
  }
  const region = nonEmpty(env['IMAGE_S3_REGION']);
  return {
    kind: 's3',
    bucket,
    ...(region ? { region } : {}),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: pathStyle === 'on',
  };
}

function chatConfig(env: NodeJS.ProcessEnv): ChatConfig {
  const engine = nonEmpty(env['AI_CHAT_ENGINE']) ?? 'offline';
  if (engine === 'offline') return { engine };
  if (engine !== 'openai') throw new Error(`AI_CHAT_ENGINE must be offline or openai, not "${engine}"`);
  const baseUrl = nonEmpty(env['AI_CHAT_BASE_URL']);
  if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new Error(
      'AI_CHAT_ENGINE=openai needs AI_CHAT_BASE_URL, the http(s) URL of an OpenAI-compatible API (…/v1)',
    );
  }
  const model = nonEmpty(env['AI_CHAT_MODEL']);
  if (!model) throw new Error('AI_CHAT_ENGINE=openai needs AI_CHAT_MODEL, the model to ask');
  return { engine, baseUrl, apiKey: nonEmpty(env['AI_CHAT_API_KEY']), model };
}

const shortestMetricsToken = 16;

function metricsTokenConfig(env: NodeJS.ProcessEnv): string | undefined {
  const token = nonEmpty(env['METRICS_TOKEN']);
  if (token !== undefined && token.length < shortestMetricsToken) {
    throw new Error(`METRICS_TOKEN must be at least ${shortestMetricsToken} characters (a random secret)`);
  }
  return token;
}

/** Settings from the environment, with the defaults of a developer machine. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const databaseUrl = nonEmpty(env['DATABASE_URL']);
  const corsOrigins = nonEmpty(env['CORS_ORIGINS'])
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const sms = smsConfig(env);
  return {
    port: positiveInteger('PORT', env['PORT'], 8090, 65_535),
    host: nonEmpty(env['HOST']) ?? 'localhost',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : {
          kind: 'pglite',
          dataDir: path.resolve(nonEmpty(env['PGLITE_DIR']) ?? path.join(packageDir, '.data', 'pglite')),
        },
    demoData: env['DEMO_DATA']?.trim().toLowerCase() !== 'off',
    corsOrigins,
    logLevel: nonEmpty(env['LOG_LEVEL']) ?? 'info',
    tokenSecret: nonEmpty(env['TOKEN_SECRET']),
    tokenRequestsPerMinute: positiveInteger('TOKEN_RATE_LIMIT', env['TOKEN_RATE_LIMIT'], 10),
    sms,
    devSmsOutbox: devSmsOutboxConfig(env, sms),
    chat: chatConfig(env),
    doseAlerts: doseAlertsConfig(env),
    adjustableClock: adjustableClockConfig(env),
    images: imageStoreConfig(env),
    appOrigin: appOriginConfig(env),
    trustProxy: trustProxyConfig(env),
    oauthRedirectUris: oauthRedirectUrisConfig(env),
    webPush: webPushConfig(env),
    metricsToken: metricsTokenConfig(env),
  };
}
