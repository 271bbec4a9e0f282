/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from 'shared-kernel';
import {
  demoUser,
  fakeApi,
  fixClock,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
  type FakeRequest,
} from 'shared-kernel/testing';
import { fhirSystems, type AdherenceReport, type PredictionOverview } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import { testGuides } from '../lifelog-common/testing/fakeHealthData';

// ApexCharts cannot draw in jsdom: the chart stands in as its series in text.
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: ({ series }: { series: unknown }) => {
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement('pre', { 'data-testid': 'chart' }, JSON.stringify(series));
  },
}));

const mother = {
  userId: 'mom01',
  userNm: '박순자',
  fhirResId: '0b9f6c1e-2a4d-4c7b-9e8f-1a2b3c4d5e6f',
  userGenderCode: '0002',
  userAge: 62,
  height: 158,
};

const adherence: AdherenceReport = {
  fromPeriodDt: '2025-12-12',
  toPeriodDt: '2026-03-11',
  adherence: { takenCnt: 5, dueCnt: 7, rate: 71.4, compliant: false },
  tkmdList: [
    {
      tkmdSn: 1,
      tkmdNm: '암로디핀',
      tkmdTypeCode: '0001',
      adherence: { takenCnt: 3, dueCnt: 5, rate: 60, compliant: false },
      missedList: [
        { tkmdDtlsSn: 11, tkmdPlanDt: '2026-03-09T20:00:00', tkmdSttusCode: '0001' },
        { tkmdDtlsSn: 12, tkmdPlanDt: '2026-03-10T08:00:00', tkmdSttusCode: '0004' },
      ],
    },
    {
      tkmdSn: 2,
      tkmdNm: '메트포르민',
      tkmdTypeCode: '0001',
      adherence: { takenCnt: 2, dueCnt: 2, rate: 100, compliant: true },
      missedList: [],
    },
  ],
};

const checkup = {
  resourceType: 'DiagnosticReport',
  id: 'checkup-2025',
  status: 'final',
  identifier: [{ system: fhirSystems.checkup, value: 'checkup-2025' }],
  code: { text: 'Health checkup' },
  effectiveDateTime: '2025-09-14',
  conclusionCode: [{ coding: [{ system: fhirSystems.checkupJudgement, code: '0003' }] }],
  contained: [
    {
      resourceType: 'Observation',
      id: 'item-fastingBloodSugar',
      status: 'final',
      code: { coding: [{ system: fhirSystems.checkupItem, code: 'fastingBloodSugar' }] },
      valueQuantity: { value: 112, unit: 'mg/dL', system: fhirSystems.ucum, code: 'mg/dL' },
      interpretation: [{ coding: [{ system: fhirSystems.checkupJudgement, code: '0004' }] }],
    },
  ],
};

const predictions: PredictionOverview = {
  entries: [
    {
      outcome: 'diabetes',
      modelId: '13',
      status: 'result',
      result: {
        modelId: '13',
        outcome: 'diabetes',
        horizonYears: 10,
        score: 12,
        scoreMax: 26,
        band: 'moderate',
        severity: 'moderate',
        contributions: [],
        inputs: {},
        inputSources: {},
        age: 48,
        computedAt: '2026-03-10T09:00:00+09:00',
      },
    },
    { outcome: 'stroke', modelId: null, status: 'unavailable' },
  ],
};

const weightRecords = [
  { typeKey: 'weight' as const, values: { weight: 71.2 }, effectiveDateTime: '2026-03-02T07:30:00+09:00' },
];

interface AggregatePart {
  name: string;
  valueCode?: string;
  valueCoding?: { code?: string };
  valuePeriod?: { start: string; end: string };
}

/** `$aggregate` by day over a period: one bucket for each day with a weight record (the only ones here). */
function weightByDay(body: unknown) {
  const parts = (body as { parameter?: { part?: AggregatePart[] }[] }).parameter?.[0]?.part ?? [];
  const isWeight = parts.find((part) => part.name === 'code')?.valueCoding?.code === '29463-7';
  const period = parts.find((part) => part.name === 'period')?.valuePeriod;
  const inPeriod = weightRecords.filter(
    (record) =>
      isWeight &&
      period &&
      record.effectiveDateTime.slice(0, 10) >= period.start.slice(0, 10) &&
      record.effectiveDateTime.slice(0, 10) < period.end.slice(0, 10),
  );
  // Buckets are named by their first day: the record's day, or its month's first day.
  const byMonth = parts.find((part) => part.name === 'type')?.valueCode === 'month';
  const parameter = inPeriod.map((record) => ({
    name: 'bucket',
    part: [
      {
        name: 'start',
        valueDateTime: `${byMonth ? `${record.effectiveDateTime.slice(0, 7)}-01` : record.effectiveDateTime.slice(0, 10)}T00:00:00+09:00`,
      },
      { name: 'end', valueDateTime: `${record.effectiveDateTime.slice(0, 10)}T23:59:59+09:00` },
      { name: 'value', valueDecimal: record.values.weight },
      { name: 'count', valueInteger: 1 },
    ],
  }));
  return { status: 200, data: { resourceType: 'Parameters', parameter } };
}

/** The API of the report; `shares` false: the family member has not shared with the caller. */
function api({ shares = true } = {}) {
  const subjects: string[] = [];
  const fake = fakeApi()
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: testGuides } })
    .on('GET /api/user/sharedUserList', {
      status: 200,
      data: { sharedUserList: [], sharedWithMeList: [mother] },
    })
    .on('POST /fhir/Observation/$aggregate', weightByDay)
    .on('GET /fhir/DiagnosticReport', {
      status: 200,
      data: { resourceType: 'Bundle', type: 'searchset', entry: [{ resource: checkup }] },
    })
    .on('POST /api/user/predict', { status: 200, data: predictions })
    .on('GET /api/medication/adherence', (_body: unknown, request: FakeRequest) => {
      subjects.push(request.query.get('subject') ?? 'own');
      if (!shares) return refusal(403, 'M0105', 'This access is not allowed.');
      return { status: 200, data: { ...adherence, fromPeriodDt: request.query.get('fromPeriodDt') } };
    });
  fake.on(`GET /fhir/Patient/${demoUser.fhirResId}`, {
    status: 200,
    data: {
      resourceType: 'Patient',
      id: demoUser.fhirResId,
      name: [{ text: '김민수' }],
      birthDate: '1978-05-04',
    },
  });
  fake.on(
    `GET /fhir/Patient/${mother.fhirResId}`,
    shares
      ? {
          status: 200,
          data: {
            resourceType: 'Patient',
            name: [{ text: '박순자' }],
            gender: 'female',
            birthDate: '1963-02-01',
          },
        }
      : refusal(404, 'M1129', 'The requested resource was not found.'),
  );
  return { fake, subjects };
}

beforeEach(() => {
  resetSession();
  logIn();
  fixClock();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

describe('the report for the doctor (issue 31.4)', () => {
  it('shows who, the last three months by default and the day printed, then charts, medication, checkup and predictions', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    expect(await screen.findByRole('heading', { name: '진료용 건강 보고서', level: 1 })).toBeTruthy();
    await screen.findByText('김민수');
    expect(screen.getByText('1978.05.04')).toBeTruthy();
    expect(screen.getByText('2025.12.12 ~ 2026.03.11')).toBeTruthy();
    expect(screen.getByText('2026.03.11')).toBeTruthy();
    for (const heading of ['혈압 · 혈당 · 체중', '복약 현황', '2025.09.14 건강검진 결과', '질병 예측']) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeTruthy();
  });

  it('lists each medicine’s adherence and every missed dose with its date, time and state', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    await screen.findByRole('heading', { name: '암로디핀' });
    const medication = section('복약 현황');
    expect(within(medication).getByText('복약률 60% (5회 중 3회 복용)')).toBeTruthy();
    const missed = within(medication).getByRole('table', { name: '암로디핀 놓친 복용 2회' });
    expect(
      within(missed)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['날짜시간상태', '2026.03.0920:00먹지 않음', '2026.03.1008:00체크 안 함']);
    expect(within(medication).getByText('놓친 복용이 없어요.')).toBeTruthy();
  });

  it('gives each chart its values as a table, readable in black and white, and says where a measurement has none', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    const weight = await screen.findByRole('table', { name: /체중/ });
    expect(within(weight).getByRole('row', { name: /2026\.03\.02/ }).textContent).toContain('71.2');
    const charts = section('혈압 · 혈당 · 체중');
    expect(within(charts).getAllByText('이 기간에 기록이 없어요.')).toHaveLength(2);
  });

  it('charts a period over three months a value a month, so that a year stays twelve rows', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report?from=2025-04-01&to=2026-03-11');
    const weight = await screen.findByRole('table', { name: /체중/ });
    expect(
      within(weight)
        .getAllByRole('row')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['기간', '2026.03']);
  });

  it('shows the checkup’s findings with their judgement, and the predictions with their equation and paper', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    const finding = await screen.findByRole('row', { name: /공복혈당/ });
    expect(finding.textContent).toContain('질환 의심');
    const diabetes = screen.getByRole('row', { name: /당뇨병/ });
    expect(diabetes.textContent).toContain('12/26점');
    expect(diabetes.textContent).toContain('FINDRISC');
  });

  it.each([
    ['en', 'Health report for the doctor', 'Medication', '2026.03.09', 'Not taken'],
    ['km', 'របាយការណ៍សុខភាពសម្រាប់គ្រូពេទ្យ', 'ការលេបថ្នាំ', '2026.03.09', 'មិនបានលេប'],
  ] as const)('speaks the person’s language (%s)', async (language, title, medication, day, state) => {
    api();
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/main/my/report', language);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    await screen.findByRole('heading', { name: medication, level: 2 });
    expect(screen.getByRole('row', { name: new RegExp(day) }).textContent).toContain(state);
    expect(missing.stop()).toEqual([]);
  });

  it('follows a change of language on the open report, predictions and checkup included', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    await screen.findByRole('heading', { name: '복약 현황', level: 2 });
    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { name: 'Health report for the doctor', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Medication', level: 2 })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Diabetes/ }).textContent).toContain('FINDRISC');
    expect(screen.getByRole('row', { name: /Fasting/ }).textContent).toContain('Disease suspected');
  });

  it('opens a consenting family member’s report from their id, without predictions, which are not shared', async () => {
    const { subjects } = api();
    await renderRemoteAt(RemoteRoot, `/main/my/report?subject=${mother.fhirResId}`);
    await screen.findByText('박순자');
    expect(subjects).toEqual([mother.fhirResId]);
    expect(
      within(section('질병 예측')).getByText('예측 결과는 본인만 볼 수 있어 가족의 보고서에는 없어요.'),
    ).toBeTruthy();
  });

  it('says so when the person has not consented to share with the caller', async () => {
    api({ shares: false });
    await renderRemoteAt(RemoteRoot, `/main/my/report?subject=${mother.fhirResId}`);
    expect((await screen.findByRole('alert')).textContent).toContain('건강 정보를 나와 공유하지 않아');
    expect(screen.queryByRole('heading', { name: '복약 현황' })).toBeNull();
  });

  it('refuses a period over a year (M1185) and reads a period chosen within it', async () => {
    const { subjects } = api();
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    await screen.findByText('김민수');
    const from = screen.getByRole('textbox', { name: '시작일' });
    fireEvent.change(from, { target: { value: '2025.01.01' } });
    fireEvent.blur(from);
    fireEvent.click(screen.getByRole('button', { name: '기간 적용' }));
    expect((await screen.findByRole('alert')).textContent).toContain('보고서 기간은 1년까지 고를 수 있어요.');
    expect(subjects).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2026.03.01' } });
    fireEvent.blur(from);
    fireEvent.click(screen.getByRole('button', { name: '기간 적용' }));
    expect(await screen.findByText('2026.03.01 ~ 2026.03.11')).toBeTruthy();
    expect(window.location.search).toContain('from=2026-03-01');
  });

  it('prints with the browser’s print, which saves the PDF', async () => {
    api();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderRemoteAt(RemoteRoot, '/main/my/report');
    fireEvent.click(await screen.findByRole('button', { name: '인쇄 / PDF로 저장' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('has print styles: A4 pages, without the controls or the app’s header and tab bar', () => {
    const css = readFileSync(join(__dirname, 'doctorReport.module.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/@page\s*\{[^}]*size:\s*A4/);
    expect(print).toMatch(/\.controls\s*\{\s*display:\s*none/);
    expect(print).toMatch(/header/);
  });
});

describe('the way to the report from the health page', () => {
  it('links my own report, and a family member’s report once they are chosen', async () => {
    api();
    await renderRemoteAt(RemoteRoot, '/main/my');
    const link = await screen.findByRole('link', { name: '진료용 보고서' });
    expect(link.getAttribute('href')).toBe('/main/my/report');
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: mother.fhirResId } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '진료용 보고서' }).getAttribute('href')).toBe(
        `/main/my/report?subject=${mother.fhirResId}`,
      ),
    );
  });
});
