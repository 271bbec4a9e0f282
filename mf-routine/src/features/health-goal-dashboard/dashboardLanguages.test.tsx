/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { dialogs, type Language } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  fixClock,
  goal,
  goalDays,
  ids,
  walking,
  type FakeApi,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const base = '/main/health-goal-dashboard';

/** Every screen of the dashboard: the page, with and without a goal, and each overlay. */
const screens: { path: string; noGoal?: boolean }[] = [
  { path: base },
  { path: base, noGoal: true },
  { path: '/routine/dashboard' },
  { path: `${base}/exercise-record` },
  { path: `${base}/exercise-record/exercise-selector` },
  { path: `${base}/exercise-record-menu?id=900` },
  { path: `${base}/exercise-routine-menu?id=${ids.walkingToday}` },
  { path: `${base}/no-smoking-record` },
  { path: `${base}/drinking-record?date=2026-03-09` },
  { path: `${base}/dashboard-calendar` },
  { path: `${base}/health-roadmap-detail` },
];

/** A key of the routine namespace shown as text: `dashboard.goal.title`, `routine:records.save`... */
const keyLike = /^(routine:)?(dashboard|exercise|records|calendar|roadmap|common)\.[\w.]+$/;

function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [aria-valuetext], [title]')) {
    for (const name of ['aria-label', 'aria-valuetext', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

let api: FakeApi;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  const days = goalDays();
  days[9]!.helthGoalExrciseDtlsList.push(
    walking(900, '2026-03-11', { exrciseCreatTypeCode: '0002', exrciseAt: 'Y' }),
  );
  days[7]!.helthGoalAlchlDtls = {
    ...days[7]!.helthGoalAlchlDtls!,
    alchlAt: 'Y',
    alchlGlassCnt: 2,
    alchlGlassCntDtl: { soju: 1, beer: 1 },
    alchlGramVal: 12.2,
  };
  answerDashboard(api, { goals: [goal()], days });
  answerNoRecords(api);
  api.on('GET /api/routine/helthGoal/exrcise/item', { status: 200, data: { exrciseItemList: [] } });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

describe.each<Language>(['ko', 'en', 'km'])('in %s', (language) => {
  it.each(screens)(
    'shows $path (no goal: $noGoal) with every text found, none a key',
    async ({ path, noGoal }) => {
      if (noGoal) {
        answerDashboard(api, { goals: [], days: [] });
        api.on('GET /api/routine/helthGoal/recommendation', {
          status: 200,
          data: {
            predictDt: '2026-03-11T09:00:00+09:00',
            bmicode: '0003',
            bmicomt: '—',
            bmicomtKey: 'abdominalObesity',
            bmiVal: 24,
            helthGoalItemCode: '0002',
            beforeVal: 90,
            goalVal: 86,
            goalBeginDe: '2026-03-11',
            goalEndDe: '2026-04-07',
            source: 'WHO',
          },
        });
      }
      const missing = watchMissingTexts();
      await renderRemoteAt(RemoteRoot, path, language);
      await screen.findAllByRole(path === base || path === '/routine/dashboard' ? 'region' : 'dialog');
      // Let every load of the screen answer.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(missing.stop()).toEqual([]);
      expect(shownTexts().filter((text) => keyLike.test(text))).toEqual([]);
    },
  );
});

describe.each<[Language, string, string]>([
  ['ko', '오늘의 목표', '수 11, 3월 11일 수요일, 오늘, 운동 3개'],
  ['en', "Today's goal", 'Wed 11, Wednesday, March 11, today, 3 exercises'],
  ['km', 'គោលដៅថ្ងៃនេះ', 'ពុធ 11, ពុធ 11 មីនា, ថ្ងៃនេះ, ហាត់ប្រាណ 3'],
])('the dashboard in %s', (language, title, todayName) => {
  it('names today’s goal and today in the language', async () => {
    await renderRemoteAt(RemoteRoot, base, language);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: todayName })).toBeTruthy();
  });
});
