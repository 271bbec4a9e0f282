import type { ReleaseSetConfig } from './config';
import { notificationOf, sameOriginPath } from './push';

const origin = 'https://app.example';
const config: ReleaseSetConfig = {
  mode: 'on',
  cacheName: 'fh-release-0123456789abcdef',
  page: '/index.html?release=0123456789abcdef',
  screens: [],
  files: [],
  icon: '/icons/icon-192.png',
  badge: '/icons/badge-96.png',
  fallback: {
    url: '/user/noti',
    languages: {
      ko: { title: '가족 건강', body: '새 알림이 있어요.' },
      en: { title: 'Family Health', body: 'You have a new notification.' },
    },
  },
};
const data = (value: unknown) => ({ json: () => value });
const notification = (value: unknown, languages = ['ko-KR']) =>
  notificationOf(data(value), { origin, languages, config });

describe('a push as a notification', () => {
  it('shows the payload the API sends, tagged, opening its screen', () => {
    expect(
      notification({
        title: '약 드실 시간이에요',
        body: '타이레놀 1정',
        url: '/main/medicine',
        tag: 'noti-7',
        lang: 'ko',
      }),
    ).toEqual({
      title: '약 드실 시간이에요',
      options: {
        body: '타이레놀 1정',
        tag: 'noti-7',
        data: { url: '/main/medicine' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'ko',
      },
    });
  });

  it('names no language the payload does not name', () => {
    expect(notification({ title: 'a', body: 'b', url: '/', tag: 't' }, ['en-US']).options.lang).toBe('');
    expect(notification({ title: 'a', body: 'b', url: '/', tag: 't', lang: 'toString' }).options.lang).toBe(
      '',
    );
  });

  it('opens the notification list for a url that is not a path of this origin', () => {
    for (const url of [
      'https://evil.example/main',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil',
      42,
    ]) {
      expect(notification({ title: 'a', body: 'b', url, tag: 't' }).options.data).toEqual({
        url: '/user/noti',
      });
    }
  });

  it('shows the app’s name and "a new notification" in the browser’s language for a push without a usable payload', () => {
    for (const broken of [null, 'text', ['a'], { title: 'only a title' }, { title: ' ', body: ' ' }]) {
      expect(notification(broken, ['en-US', 'ko'])).toEqual({
        title: 'Family Health',
        options: expect.objectContaining({
          body: 'You have a new notification.',
          tag: 'fallback',
          data: { url: '/user/noti' },
          lang: 'en',
        }),
      });
    }
    expect(notification(null, ['fr-FR']).title).toBe('가족 건강');
  });

  it('shows the fallback for a payload that is not JSON, or none at all', () => {
    const notJson = { json: () => JSON.parse('not json') as unknown };
    expect(notificationOf(notJson, { origin, languages: ['ko'], config }).options.tag).toBe('fallback');
    expect(notificationOf(null, { origin, languages: ['ko'], config }).title).toBe('가족 건강');
  });

  it('cuts a title and a body too long for a notification', () => {
    const shown = notification({ title: 'x'.repeat(500), body: 'y'.repeat(5000), url: '/', tag: 't' });
    expect([shown.title.length, shown.options.body.length]).toEqual([200, 1000]);
  });
});

describe('same-origin paths', () => {
  it('keeps the path, query and fragment of a path of this origin', () => {
    expect(sameOriginPath('/main/medicine?day=1#top', origin)).toBe('/main/medicine?day=1#top');
    expect(sameOriginPath('/main/../user/noti', origin)).toBe('/user/noti');
  });

  it('refuses anything else', () => {
    for (const url of ['main/medicine', 'https://app.example/main', '//x', '/\\x', '', undefined]) {
      expect(sameOriginPath(url, origin)).toBeNull();
    }
  });
});
