import { readConfig } from './config';

const set = {
  mode: 'on',
  cacheName: 'fh-release-0123456789abcdef',
  page: '/index.html?release=0123456789abcdef',
  screens: [{ route: '/main/medicine', page: '/main/medicine?release=0123456789abcdef' }],
  files: ['/main.js'],
  icon: '/icons/icon-192.png',
  badge: '/icons/badge-96.png',
  fallback: { url: '/user/noti', languages: { ko: { title: '가족 건강', body: '새 알림이 있어요.' } } },
};

describe('the config the server writes in front of the worker', () => {
  it('is the release set when whole', () => {
    expect(readConfig(set)).toEqual(set);
  });

  it('is the kill switch when the server says off, and when it is missing or damaged', () => {
    for (const value of [
      { mode: 'off' },
      undefined,
      null,
      { ...set, files: '/main.js' },
      { ...set, screens: [{ route: '/main' }] },
      { ...set, cacheName: 'other-cache' },
      { ...set, fallback: { url: '/user/noti', languages: {} } },
    ]) {
      expect(readConfig(value)).toEqual({ mode: 'off' });
    }
  });
});
