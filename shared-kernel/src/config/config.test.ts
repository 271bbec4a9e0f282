import { configureKernel, kernelConfig, loadAppConfig } from './index';

function respondWith(status: number, body: unknown): void {
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

afterEach(() => jest.restoreAllMocks());

describe('kernel config', () => {
  it('throws a clear error when read before it is configured', () => {
    expect(() => kernelConfig()).toThrow(/not configured.*loadAppConfig\(\)/);
  });

  it('uses family-health-app as the client id when none is given', () => {
    configureKernel({ apiBaseUrl: 'http://127.0.0.1:3000' });
    expect(kernelConfig()).toEqual({ apiBaseUrl: 'http://127.0.0.1:3000', clientId: 'family-health-app' });
  });

  it('keeps a given client id and drops trailing slashes of the API base URL', () => {
    configureKernel({ apiBaseUrl: 'http://127.0.0.1:3000/', clientId: 'other-app' });
    expect(kernelConfig()).toEqual({ apiBaseUrl: 'http://127.0.0.1:3000', clientId: 'other-app' });
  });

  it('loads /app-config.json by default and configures the kernel with it', async () => {
    respondWith(200, { apiBaseUrl: 'http://127.0.0.1:4000' });
    await expect(loadAppConfig()).resolves.toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      clientId: 'family-health-app',
    });
    expect(fetch).toHaveBeenCalledWith('/app-config.json');
    expect(kernelConfig().apiBaseUrl).toBe('http://127.0.0.1:4000');
  });

  it('rejects an app config whose shape is wrong, naming the field', async () => {
    respondWith(200, { apiBaseUrl: 42 });
    await expect(loadAppConfig('/config.json')).rejects.toThrow(
      'Invalid app config at /config.json: /apiBaseUrl must be string',
    );
  });

  it('rejects when the app config cannot be fetched', async () => {
    respondWith(404, {});
    await expect(loadAppConfig()).rejects.toThrow('HTTP 404');
  });
});
