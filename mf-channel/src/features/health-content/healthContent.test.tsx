/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, session } from 'shared-kernel';
import type { HealthContentCard, HealthContentDetail } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  fakeNotificationStream,
  fixClock,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { answerFeed, familyChannel, page, post, type FakeApi } from '../feed-common/testing/fixtures';

const saltCard: HealthContentCard = {
  contentId: 4,
  kind: 'article',
  language: 'ko',
  title: '소금은 하루 5 g 아래로',
  summary: 'WHO는 어른에게 소금을 하루 5 g 아래로 먹으라고 권합니다.',
  tags: ['salt'],
  source: 'WHO fact sheet "Sodium reduction" (2023)',
  publishedAt: '2026-03-10T09:00:00.000Z',
};
const videoCard: HealthContentCard = {
  ...saltCard,
  contentId: 5,
  kind: 'video',
  title: 'WHO 건강 영상',
  summary: '세계보건기구의 영상',
};
const saltArticle: HealthContentDetail = {
  ...saltCard,
  bodyHtml: '<p>국물은 남기세요.</p><img src=x onerror="window.hacked = true">',
  videoUrl: null,
};

watchMissingTexts();

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.useRealTimers();
});

function withContent(api: FakeApi) {
  fakeNotificationStream();
  api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
  return api.on('GET /api/health-content', (_body, { query }) => ({
    status: 200,
    data: {
      contentList:
        query.get('kind') === 'video'
          ? [videoCard]
          : query.get('kind') === 'article'
            ? [saltCard]
            : [saltCard, videoCard],
      nextBefore: null,
    },
  }));
}

describe('health content in the feed (issue 36.4)', () => {
  it('shows an article card and a video card at the top of the feed, each opening its own screen', async () => {
    withContent(answerFeed(fakeApi(), page([post(30)])));
    await renderRemoteAt(RemoteRoot, '/main/feed');
    const section = await screen.findByRole('region', { name: '건강 정보' });
    const [article, video] = within(section).getAllByRole('article');
    expect(within(article!).getByText('기사')).toBeTruthy();
    expect(within(video!).getByText('영상')).toBeTruthy();
    expect(within(article!).getByRole('link', { name: saltCard.title }).getAttribute('href')).toBe(
      '/main/feed/contents/4',
    );
    expect(within(section).getByRole('link', { name: '건강 영상 전체' }).getAttribute('href')).toBe(
      '/main/feed/movies',
    );
  });

  it('shows an article as sanitized simple HTML with its source and a counseling entry that carries its topic', async () => {
    withContent(fakeApi()).on('GET /api/health-content/4', { status: 200, data: saltArticle });
    await renderRemoteAt(RemoteRoot, '/main/feed/contents/4');
    expect(await screen.findByRole('heading', { name: saltCard.title })).toBeTruthy();
    expect(screen.getByText('국물은 남기세요.')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(`출처: ${saltCard.source}`)).toBeTruthy();
    const counseling = screen.getByRole('link', { name: 'AI에게 이 내용 물어보기' });
    expect(counseling.getAttribute('href')).toBe(
      `/main/feed/counseling?${new URLSearchParams({ topic: saltCard.title })}`,
    );
  });

  it('opens a video on its host, outside the app, without counseling', async () => {
    withContent(fakeApi()).on('GET /api/health-content/5', {
      status: 200,
      data: { ...videoCard, bodyHtml: null, videoUrl: 'https://www.youtube.com/@WHO/videos' },
    });
    await renderRemoteAt(RemoteRoot, '/main/feed/contents/5');
    const watch = await screen.findByRole('link', { name: '영상 보기 (해당 사이트에서 열림)' });
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/@WHO/videos');
    expect(watch.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'AI에게 이 내용 물어보기' })).toBeNull();
  });

  it('lists the videos on the movie list screen', async () => {
    withContent(fakeApi());
    await renderRemoteAt(RemoteRoot, '/main/feed/movies');
    const list = await screen.findByRole('list', { name: '건강 영상' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText(videoCard.title)).toBeTruthy();
  });

  it('says that a content the API does not have does not exist (M1234)', async () => {
    withContent(fakeApi()).on('GET /api/health-content/9', {
      status: 404,
      data: { code: 'M1234', message: '존재하지 않거나 내려간 건강 콘텐츠입니다.' },
    });
    await renderRemoteAt(RemoteRoot, '/main/feed/contents/9');
    expect(await screen.findByText(/존재하지 않거나 내려간 건강 콘텐츠입니다/)).toBeTruthy();
  });
});

describe('/main/feed/feedFilter (issue 36.7)', () => {
  it('keeps the chosen channel, kind and health content choice, and the feed asks for them', async () => {
    const feedQueries: string[] = [];
    withContent(answerFeed(fakeApi(), page([post(30)]))).on('GET /api/feed', (_body, { query }) => {
      feedQueries.push(query.toString());
      return { status: 200, data: page([post(30)]) };
    });
    await renderRemoteAt(RemoteRoot, '/main/feed/feedFilter');
    expect(await screen.findByRole('heading', { name: '피드 필터' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: familyChannel.chnNm }));
    fireEvent.click(screen.getByRole('radio', { name: '건강 기록' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '건강 기사와 영상 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '피드 보기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(session.snapshot().channel).toMatchObject({
      curChnSn: familyChannel.chnSn,
      feedFilterCondition: { activity: 'lifelog', healthContent: false },
    });
    await waitFor(() => expect(feedQueries).toContain(`chnSn=${familyChannel.chnSn}&actCode=0002`));
    expect(await screen.findByRole('list', { name: '게시글 목록' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '건강 정보' })).toBeNull();
  });
});

describe('/main/feed/main-notification (issue 36.7)', () => {
  it('opens the notification centre instead of the feed', async () => {
    const api = withContent(fakeApi());
    api.on('GET /api/service/noti', { status: 200, data: { notiList: [], totalCount: 0 } });
    await renderRemoteAt(RemoteRoot, '/main/feed/main-notification');
    expect(await screen.findByRole('heading', { name: '알림' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '게시글 목록' })).toBeNull();
  });
});
