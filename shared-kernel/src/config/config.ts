import configValidators from '../generated/config';

export interface KernelConfig {
  /** Origin (and optional path) of the platform API; '' means the page's own origin. */
  apiBaseUrl: string;
  /** The app is a public OAuth client: it authenticates as `clientId` with an empty secret. */
  clientId: string;
}

/** What an app (or `/app-config.json`) provides; the client id has a default. */
export type KernelConfigInput = Pick<KernelConfig, 'apiBaseUrl'> & Partial<Pick<KernelConfig, 'clientId'>>;

export const defaultClientId = 'family-health-app';

const { isAppConfig } = configValidators;

let current: KernelConfig | undefined;

export function configureKernel(config: KernelConfigInput): KernelConfig {
  current = {
    // Callers join paths that start with '/', so a trailing slash here would double it.
    apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, ''),
    clientId: config.clientId ?? defaultClientId,
  };
  return current;
}

export function kernelConfig(): KernelConfig {
  if (!current) {
    throw new Error(
      'The shared kernel is not configured: call loadAppConfig() or configureKernel() at start-up.',
    );
  }
  return current;
}

export async function loadAppConfig(url = '/app-config.json'): Promise<KernelConfig> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Could not load the app config from ${url}: HTTP ${response.status}.`);
  }
  const body: unknown = await response.json();
  if (!isAppConfig(body)) {
    const problem = isAppConfig.errors?.[0];
    throw new Error(
      `Invalid app config at ${url}: ${problem?.instancePath || '/'} ${problem?.message ?? ''}`.trim(),
    );
  }
  return configureKernel(body);
}
