import path from 'node:path';

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
}

const packageDir = path.resolve(__dirname, '..');

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

/** Settings from the environment, with the defaults of a developer machine. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const databaseUrl = nonEmpty(env['DATABASE_URL']);
  const corsOrigins = nonEmpty(env['CORS_ORIGINS'])
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
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
  };
}
