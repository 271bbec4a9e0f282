/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { dialogs, type Language } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from '../RemoteRoot';
import {
  answerBoard,
  base,
  dosesOf,
  endedPlan,
  fixClock,
  plan,
  scheduledPlan,
  type FakeApi,
} from './medicine-common/testing/fixtures';
import { shownTexts } from './medicine-common/testing/shownTexts';

/** Every screen of the remote, with what it needs to show all its parts. */
const screens: { path: string; noPlans?: boolean; search?: string }[] = [
  { path: '/main/medicine' },
  { path: '/main/medicine', noPlans: true },
  { path: '/main/medicine?plan=1' },
  { path: '/main/medicine?plan=2' },
  { path: '/main/medicine?plan=3' },
  { path: '/main/medicine/registration-options' },
  { path: '/medicine/search', search: 'tylenol' },
  { path: '/medicine/search', search: 'nothing' },
  { path: '/medicine/direct' },
  { path: '/main/medicine/settings?plan=1' },
  { path: '/main/medicine/settings/options-cycle?plan=2' },
  { path: '/main/medicine/settings/options-cycle?plan=1' },
  { path: '/main/medicine/settings/options-period?plan=1' },
  { path: '/main/medicine/settings/options-period?plan=2' },
  { path: '/main/medicine/settings/options-time?plan=2' },
];

/** A key of the medicine namespace shown as text: `dose.taken`, `medicine:settings.save`... */
const keyLike = /^(medicine:)?[a-z]+\.[\w.]+$/;

let api: FakeApi;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  const tylenol = plan();
  // Mondays and Fridays, at 15:30 (no default time), with no end: the other texts of a plan.
  const vitamin = plan({ ...scheduledPlan, tkmdCycleCode: '0002', tkmdDowList: ['0002', '0006'] });
  answerBoard(api, [tylenol, vitamin, endedPlan], [...dosesOf(tylenol), ...dosesOf(vitamin)]);
  api.on(`GET ${base}/medicines`, (_body, request) => {
    const found = request.query.get('itemName') === 'tylenol';
    const items = found
      ? [
          {
            itemSeq: '1',
            itemName: '타이레놀정500밀리그람',
            itemEngName: 'Tylenol',
            entpName: '한국얀센',
            formName: '정제',
            strength: '500mg',
            efcyQesitm: null,
          },
        ]
      : [];
    return { status: 200, data: { items, totalCount: items.length, page: 1, rows: 20 } };
  });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

describe.each<Language>(['ko', 'en', 'km'])('in %s', (language) => {
  it.each(screens)(
    'shows $path (no plans: $noPlans, search: $search) with every text found, none a key',
    async ({ path, noPlans, search }) => {
      if (noPlans) answerBoard(api, [], []);
      const missing = watchMissingTexts();
      await renderRemoteAt(RemoteRoot, path, language);
      if (search) fireEvent.change(screen.getByRole('searchbox'), { target: { value: search } });
      // Let every load (and the search's wait) of the screen answer.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
      });
      expect(screen.queryByRole('status')).toBeNull();
      expect(missing.stop()).toEqual([]);
      expect(shownTexts().filter((text) => keyLike.test(text))).toEqual([]);
    },
  );
});

const tylenolEn = 'Tylenol Tab. 500mg (Acetaminophen)';

describe.each<[Language, string, string, string, string]>([
  [
    'ko',
    '오늘 먹을 약',
    '타이레놀',
    '타이레놀 아침 08:00 먹었어요',
    '수 11, 3월 11일 수요일, 오늘, 2회 중 0회 복용',
  ],
  [
    'en',
    "Today's medicine",
    tylenolEn,
    `${tylenolEn} at Morning 08:00: taken`,
    'Wed 11, Wednesday, March 11, today, 0 of 2 taken',
  ],
  [
    'km',
    'ថ្នាំត្រូវលេបថ្ងៃនេះ',
    tylenolEn,
    `${tylenolEn} ម៉ោង ពេលព្រឹក 08:00៖ បានលេប`,
    'ពុធ 11, ពុធ 11 មីនា, ថ្ងៃនេះ, បានលេប 0 ក្នុងចំណោម 2',
  ],
])('the medicine tab in %s', (language, title, name, takenButton, todayButton) => {
  it('names today’s doses, their buttons and today in the language', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine', language);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: takenButton })).toBeTruthy();
    expect(screen.getByRole('button', { name: todayButton })).toBeTruthy();
  });

  it('names a medicine from the catalogue by its English name in English and Khmer, its Korean name in Korean, in the list, its detail and its reminders (issue 35)', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine?plan=1', language);
    expect(await screen.findByRole('dialog', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name })).toBeTruthy();
    // A medicine named directly keeps the name its person typed.
    expect(screen.getByRole('link', { name: '비타민D' })).toBeTruthy();
  });
});

describe.each<[Language, string, string]>([
  ['ko', '타이레놀정500밀리그람', 'Tylenol'],
  ['en', 'Tylenol', '타이레놀정500밀리그람'],
  ['km', 'Tylenol', '타이레놀정500밀리그람'],
])('catalogue search results in %s', (language, first, second) => {
  it('name each medicine in the language first, then in the other (issue 35)', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search', language);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tylenol' } });
    const result = await screen.findByRole('button', { name: new RegExp(`^${first}`) });
    expect(result.querySelector('strong')?.textContent).toBe(first);
    expect(result.textContent).toContain(second);
  });
});
