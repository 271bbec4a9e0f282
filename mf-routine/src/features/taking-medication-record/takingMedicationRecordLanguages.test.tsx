/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { dialogs, type Language } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  fixClock,
  goal,
  goalDays,
} from '../routine-common/testing/dashboardFixtures';
import { tylenolEnglish, withDoses } from './testing/doseFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const base = '/main/health-goal-dashboard';

/** The medicine card (today, and a past day's link), and the record of today, a later day and a day without doses. */
const paths = [
  base,
  '/routine/dashboard',
  `${base}/taking-medication-record`,
  `${base}/taking-medication-record?date=2026-03-13`,
  `${base}/taking-medication-record?date=2026-03-12`,
  '/routine/dashboard/taking-medication-record?date=2026-03-10',
];

/** A key of the routine namespace shown as text instead of its translation. */
const keyLike = /^(routine:)?(dashboard|records|takingMedicationRecord)\.[\w.]+$/;

function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label]')) {
    texts.push(element.getAttribute('aria-label') ?? '');
  }
  return texts;
}

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  const api = fakeApi();
  answerDashboard(api, { goals: [goal()], days: withDoses(goalDays()) });
  answerNoRecords(api);
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

describe.each<Language>(['ko', 'en', 'km'])('in %s', (language) => {
  it.each(paths)('shows %s with every text found, none a key', async (path) => {
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, path, language);
    await screen.findAllByRole(path.includes('taking-medication-record') ? 'dialog' : 'region');
    // Let every load of the screen answer.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(missing.stop()).toEqual([]);
    expect(shownTexts().filter((text) => keyLike.test(text))).toEqual([]);
  });
});

describe.each<[Language, string, string, string, string, string]>([
  ['ko', '오늘 먹을 약', '복약 기록', '08:00 아스피린 먹었어요', '08:00 타이레놀 먹었어요', '복약 관리'],
  [
    'en',
    'Medicines for today',
    'Medication record',
    '아스피린 at 08:00: taken',
    `${tylenolEnglish} at 08:00: taken`,
    'Manage medicines',
  ],
  [
    'km',
    'ថ្នាំត្រូវលេបថ្ងៃនេះ',
    'កំណត់ត្រាលេបថ្នាំ',
    '아스피린 ម៉ោង 08:00៖ បានលេប',
    `${tylenolEnglish} ម៉ោង 08:00៖ បានលេប`,
    'គ្រប់គ្រងថ្នាំ',
  ],
])('the medication record in %s', (language, card, title, aspirinTaken, tylenolTaken, manage) => {
  it("names the card, the sheet, each answer (a catalogue medicine by the catalogue's English name outside Korean, issue 35.20) and the way to the plans in the language", async () => {
    // The sheet opens over the dashboard, which stays underneath with its card.
    await renderRemoteAt(RemoteRoot, `${base}/taking-medication-record`, language);
    const sheet = await screen.findByRole('dialog', { name: title });
    expect(screen.getByRole('region', { name: card })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: aspirinTaken })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: tylenolTaken })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: manage })).toBeTruthy();
  });
});
