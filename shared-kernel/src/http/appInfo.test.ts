/** @jest-environment jsdom */
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { waitFor } from '@testing-library/react';
import { bridge } from '../bridge';
import { configureKernel } from '../config';
import { nativeResultCodes, type AppInfo } from '../isomorphic';
import { appStatus, openApi, startAppStatus, userApi } from './index';

jest.mock('../bridge', () => ({
  bridge: { call: jest.fn(), send: jest.fn() },
}));

const call = bridge.call as jest.Mock;
const send = bridge.send as jest.Mock;

const window2h = {
  from: '2026-03-02T01:00:00.000Z',
  until: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  messageCode: 'M1188',
};
let info: AppInfo;
const asked: string[] = [];

const adapter: AxiosAdapter = async (config) => {
  const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
  asked.push(url);
  const response = (status: number, data: unknown): AxiosResponse => ({
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
  if (url.includes('/api/open/appinfo/')) return response(200, info);
  throw new AxiosError(
    '503',
    AxiosError.ERR_BAD_RESPONSE,
    config,
    null,
    response(503, {
      code: 'M1188',
      message: 'under maintenance',
    }),
  );
};

beforeEach(() => {
  configureKernel({ apiBaseUrl: 'http://api.test' });
  openApi.defaults.adapter = adapter;
  userApi.defaults.adapter = adapter;
  asked.length = 0;
  send.mockClear();
  info = { platform: 'android', minimumVersion: '1.2.0', latestVersion: '1.4.0', maintenance: null };
});

it('asks a native host older than its platform’s minimum to update through the bridge (issue 36.3)', async () => {
  call.mockResolvedValue({
    resultCode: nativeResultCodes.SUCCESS,
    data: { platform: 'android', version: '1.1.9' },
  });
  const status = await startAppStatus();
  expect(asked).toEqual(['http://api.test/api/open/appinfo/android']);
  expect(status).toEqual({ maintenance: null, updateRequired: true });
  expect(send).toHaveBeenCalledWith('updateApp');
});

it('lets a native host at the minimum in, without asking it to update (issue 36.3)', async () => {
  call.mockResolvedValue({
    resultCode: nativeResultCodes.SUCCESS,
    data: { platform: 'android', version: '1.2.0' },
  });
  expect(await startAppStatus()).toEqual({ maintenance: null, updateRequired: false });
  expect(send).not.toHaveBeenCalled();
});

it('reads a browser’s app info as the web platform’s and shows a window under way (issue 36.3)', async () => {
  call.mockResolvedValue({ resultCode: nativeResultCodes.SUCCESS, data: { platform: 'web' } });
  info = { ...info, platform: 'web', maintenance: window2h };
  expect(await startAppStatus()).toEqual({ maintenance: window2h, updateRequired: false });
  expect(asked).toEqual(['http://api.test/api/open/appinfo/web']);
});

it('shows the maintenance when any call answers 503 M1188 after the start (issue 36.3)', async () => {
  call.mockResolvedValue({ resultCode: nativeResultCodes.SUCCESS, data: { platform: 'web' } });
  await startAppStatus();
  expect(appStatus().maintenance).toBeNull();

  info = { ...info, maintenance: window2h };
  await expect(userApi.get('/api/user')).rejects.toMatchObject({ status: 503, code: 'M1188' });
  await waitFor(() => expect(appStatus().maintenance).toEqual(window2h));
});
