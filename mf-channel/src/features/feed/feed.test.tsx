/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, session } from 'shared-kernel';
import type { FeedPost, WaitingInvitation } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  fakeNotificationStream,
  fixClock,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerFeed,
  channel,
  dialogOf,
  familyChannel,
  myChannel,
  page,
  post,
  type FakeApi,
} from '../feed-common/testing/fixtures';

function invitationTo(joined: ReturnType<typeof channel>): WaitingInvitation {
  return {
    prtcpntSn: 3,
    chnSn: joined.chnSn,
    chnNm: joined.chnNm,
    chnImage: null,
    inviterNm: '김영수',
    inviteMssage: '',
    prtcpntCnt: 2,
    reqLifelogList: [],
    creatDt: '2026-03-10T09:00:00+09:00',
  };
}

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.useRealTimers();
});

const postList = () => screen.findByRole('list', { name: '게시글 목록' });
const articles = async () => within(await postList()).getAllByRole('article');

const walk = post(30, {
  userNm: '할머니',
  feedTitle: '산책',
  feedCn: '공원 한 바퀴 돌았어요',
  readAt: 'N',
  likeCnt: 2,
  comtCnt: 3,
  creatDt: '2026-03-11T09:55:00+09:00',
});
const pressure = post(29, {
  actCode: '0002',
  feedCn: null,
  actData: {
    actCode: '0002',
    lifelogTypeKey: 'bloodPressure',
    values: [
      { key: 'sbp', value: 128, unit: 'mmHg' },
      { key: 'dbp', value: 82, unit: 'mmHg' },
    ],
    effectiveDateTime: '2026-03-11T07:30:00+09:00',
    gradCode: '0002',
  },
  creatDt: '2026-03-11T07:31:00+09:00',
});

async function openFeed(api: FakeApi, path = '/main/feed') {
  fakeNotificationStream();
  api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
  await renderRemoteAt(RemoteRoot, path);
}

describe('/main/feed', () => {
  it('lists the posts newest first: author, channel, relative time, unread mark, counts and the card by screen type', async () => {
    await openFeed(answerFeed(fakeApi(), page([walk, pressure])));
    const [first, second] = await articles();
    expect(first!.getAttribute('aria-label')).toBe('우리 가족 채널, 할머니님의 게시글');
    expect(within(first!).getByText('할머니')).toBeTruthy();
    expect(within(first!).getByText('5분 전')).toBeTruthy();
    expect(within(first!).getByText('안 읽음')).toBeTruthy();
    expect(within(first!).getByRole('heading', { name: '산책' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: /좋아요\s*2/ })).toBeTruthy();
    expect(
      within(first!)
        .getByRole('link', { name: /댓글\s*3/ })
        .getAttribute('href'),
    ).toBe('/main/feed/detail/30/7');
    expect(within(second!).getByText('혈압')).toBeTruthy();
    expect(within(second!).getByText('128 / 82 mmHg')).toBeTruthy();
    expect(within(second!).getByText('관심')).toBeTruthy();
    expect(within(second!).queryByText('안 읽음')).toBeNull();
  });

  it('likes at once, and keeps the server’s count', async () => {
    const api = answerFeed(fakeApi(), page([walk])).on('PUT /api/feed/30/7/like', {
      status: 200,
      data: { likeAt: 'Y', likeCnt: 3 },
    });
    await openFeed(api);
    const like = within((await articles())[0]!).getByRole('button', { name: /좋아요/ });
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('3');
    await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
    expect(api.bodies('PUT /api/feed/30/7/like')).toEqual([{ likeAt: 'Y' }]);
  });

  it('undoes a like the API refuses and says why', async () => {
    const api = answerFeed(fakeApi(), page([walk])).on(
      'PUT /api/feed/30/7/like',
      refusal(404, 'M0044', '없는 게시물이거나 공유되지 않은 게시물이에요.'),
    );
    await openFeed(api);
    const like = within((await articles())[0]!).getByRole('button', { name: /좋아요/ });
    fireEvent.click(like);
    expect((await dialogOf('toast')).message).toBe('없는 게시물이거나 공유되지 않은 게시물이에요.');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('2');
  });

  it('undoes a like refused as too frequent (429 M1157) and says why', async () => {
    const api = answerFeed(fakeApi(), page([walk])).on(
      'PUT /api/feed/30/7/like',
      refusal(429, 'M1157', '너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.'),
    );
    await openFeed(api);
    const like = within((await articles())[0]!).getByRole('button', { name: /좋아요/ });
    fireEvent.click(like);
    expect((await dialogOf('toast')).message).toBe('너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('2');
  });

  it('switches channel (with its new posts counted) and keeps the choice in the session', async () => {
    const api = answerFeed(fakeApi(), page([walk]));
    await openFeed(api);
    await postList();
    fireEvent.change(screen.getByRole('combobox', { name: '채널' }), { target: { value: '7' } });
    await waitFor(() => expect(session.snapshot().channel.curChnSn).toBe(7));
    expect(session.snapshot().channel.curChnNm).toBe('우리 가족');
    expect(api.routes().filter((route) => route === 'GET /api/feed')).toHaveLength(2);
    expect(
      within(screen.getByRole('combobox', { name: '채널' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['모든 채널', '김민아 (내 채널)', '우리 가족 (새 글 2)']);
  });

  it('loads more with the cursor of the page before', async () => {
    const seen: (string | null)[] = [];
    const api = fakeApi().on('GET /api/channel', {
      status: 200,
      data: { chnList: [myChannel, familyChannel] },
    });
    api.on('GET /api/feed', (_body, { query }) => {
      seen.push(query.get('cursor'));
      return { status: 200, data: query.get('cursor') === 'c2' ? page([pressure]) : page([walk], 'c2') };
    });
    await openFeed(api);
    expect(await articles()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(async () => expect(await articles()).toHaveLength(2));
    expect(seen).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('asks the chosen channel and activity codes', async () => {
    const queries: string[] = [];
    const api = fakeApi().on('GET /api/channel', {
      status: 200,
      data: { chnList: [myChannel, familyChannel] },
    });
    api.on('GET /api/feed', (_body, { query }) => {
      queries.push(query.toString());
      return { status: 200, data: page([walk]) };
    });
    await openFeed(api, '/main/feed?chnSn=7');
    await postList();
    fireEvent.change(screen.getByRole('combobox', { name: '활동 종류' }), { target: { value: 'ai' } });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries).toEqual(['chnSn=7', 'chnSn=7&actCode=0006%2C0007%2C0008']);
  });

  it('shows the waiting invitations on top, and follows into the channel an invitation was accepted for', async () => {
    const queries: string[] = [];
    const joined = channel(23, { chnNm: '할머니네' });
    const api = fakeApi()
      .on('GET /api/channel', { status: 200, data: { chnList: [myChannel, familyChannel, joined] } })
      .on('GET /api/channel/prtcpnt/wait', { status: 200, data: { waitList: [invitationTo(joined)] } })
      .on('PUT /api/channel/prtcpnt/3/accept', { status: 200, data: joined });
    api.on('GET /api/feed', (_body, { query }) => {
      queries.push(query.toString());
      return { status: 200, data: page([walk]) };
    });
    await openFeed(api, '/main/feed?chnSn=7');
    await postList();

    fireEvent.click(await screen.findByRole('button', { name: '할머니네 채널에 참여하기' }));

    await waitFor(() => expect(queries.at(-1)).toBe('chnSn=23'));
    expect(session.snapshot().channel.curChnSn).toBe(23);
    expect(screen.queryByRole('region', { name: '받은 초대' })).toBeNull();
  });

  it('invites to create a family channel or write a post when there is nothing', async () => {
    await openFeed(answerFeed(fakeApi(), page([]), [myChannel]));
    const empty = await screen.findByRole('region', { name: '아직 게시글이 없어요' });
    expect(within(empty).getByRole('link', { name: '가족 채널 만들기' }).getAttribute('href')).toBe(
      '/main/feed/chnForm',
    );
    expect(within(empty).getByRole('link', { name: '글쓰기' }).getAttribute('href')).toBe(
      '/main/feed/insert/board',
    );
  });

  it('reads the first page again when the stream tells of a new post in a channel shown', async () => {
    let answer = page([walk]);
    const api = answerFeed(fakeApi(), answer);
    api.on('GET /api/feed', () => ({ status: 200, data: answer }));
    const server = fakeNotificationStream();
    api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
    await renderRemoteAt(RemoteRoot, '/main/feed');
    expect(await articles()).toHaveLength(1);
    answer = page([post(31, { feedCn: '새 글이에요', creatDt: '2026-03-11T09:59:00+09:00' }), walk]);
    await waitFor(() => expect(server.connections().length).toBeGreaterThan(0));
    act(() =>
      server.latest().push({
        event: 'noti',
        data: {
          notiSn: 9,
          notiKindCode: '0008',
          params: { userNm: '할아버지', chnNm: '우리 가족' },
          link: '/main/feed/detail/31/7',
          readAt: 'N',
          creatDt: '2026-03-11T09:59:00+09:00',
        },
      }),
    );
    expect(await screen.findByText('새 글이에요')).toBeTruthy();
    expect(await articles()).toHaveLength(2);
  });

  it('shows every screen type in English with no text missing', async () => {
    const cards: FeedPost[] = [
      walk,
      pressure,
      post(28, {
        actCode: '0004',
        actData: {
          actCode: '0004',
          routhLapseDe: '2026-03-10',
          exrciseTimeMiTot: 35,
          cnsumCalValTot: 180,
          exrciseItemNmList: ['걷기'],
        },
      }),
      post(27, {
        actCode: '0005',
        actData: {
          actCode: '0005',
          fromPeriodDt: '2026-03-04',
          toPeriodDt: '2026-03-10',
          takenCount: 13,
          dueCount: 14,
          rate: 93,
          compliant: true,
        },
      }),
      post(26, {
        actCode: '0006',
        actData: {
          actCode: '0006',
          predictionModel: 'bodyAge',
          predictionId: 'p1',
          value: 52,
          unit: 'years',
          realAge: 55,
          severity: null,
          predictDt: '2026-03-09',
        },
      }),
      post(25, {
        actCode: '0007',
        actData: {
          actCode: '0007',
          predictionModel: 'lung-cancer',
          predictionId: 'p2',
          value: 12,
          unit: 'percent',
          realAge: null,
          severity: 'moderate',
          predictDt: '2026-03-09',
        },
      }),
      post(24, {
        actCode: '0009',
        feedCn: null,
        actData: { actCode: '0009', messageKey: 'joined', userNm: 'Grandma' },
      }),
      post(23, {
        actCode: '0010',
        feedCn: null,
        actData: {
          actCode: '0010',
          html: '<p>Welcome <b>family</b></p><script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">',
        },
      }),
    ];
    const missing = watchMissingTexts();
    fakeNotificationStream();
    const api = answerFeed(fakeApi(), page(cards), [
      channel(1, { chnTypeCode: '0001', chnNm: 'Mina' }),
      familyChannel,
    ]);
    api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
    await renderRemoteAt(RemoteRoot, '/main/feed', 'en');
    await screen.findByRole('list', { name: 'Posts' });
    expect(screen.getByRole('heading', { name: 'Feed', level: 1 })).toBe(document.activeElement);
    expect(screen.getByText('35 minutes')).toBeTruthy();
    expect(screen.getByText('13 of 14 doses')).toBeTruthy();
    expect(screen.getByText('52 years')).toBeTruthy();
    expect(screen.getByText('Moderate')).toBeTruthy();
    expect(screen.getByText('Lung cancer')).toBeTruthy();
    expect(screen.getByText('Grandma joined the channel.')).toBeTruthy();
    expect(screen.getByText('family').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(missing.stop()).toEqual([]);
  });

  it.each([
    ['ko', '질환', '당뇨병'],
    ['en', 'Disease', 'Diabetes'],
    ['km', 'ជំងឺ', 'ជំងឺទឹកនោមផ្អែម'],
  ] as const)(
    'names the disease a shared AI disease risk is about, in %s (issue 35)',
    async (language, label, name) => {
      const missing = watchMissingTexts();
      fakeNotificationStream();
      const shared = post(40, {
        actCode: '0008',
        feedCn: null,
        actData: {
          actCode: '0008',
          predictionModel: '13',
          predictionId: 'p3',
          value: 8.4,
          unit: 'percent',
          realAge: null,
          severity: 'low',
          predictDt: '2026-03-09',
        },
      });
      const api = answerFeed(fakeApi(), page([shared]));
      api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
      await renderRemoteAt(RemoteRoot, '/main/feed', language);
      const card = await screen.findByRole('article');
      const term = within(card).getByText(label);
      expect(term.nextElementSibling?.textContent).toBe(name);
      expect(missing.stop()).toEqual([]);
    },
  );
});
