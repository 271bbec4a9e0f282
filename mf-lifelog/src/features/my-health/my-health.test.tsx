/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from 'shared-kernel';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { buildLifelogObservation, type LifelogTypeKey } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import { pendingSaves } from '../pending-saves';
import {
  daySum,
  latestBatch,
  recentSearch,
  testGuides,
  type RecordInput,
} from '../lifelog-common/testing/fakeHealthData';

const mother = {
  userId: 'mom01',
  userNm: '박순자',
  fhirResId: '0b9f6c1e-2a4d-4c7b-9e8f-1a2b3c4d5e6f',
  userGenderCode: '0002',
  userAge: 62,
  height: 158,
};

let records: RecordInput[] = [];

function api(interestItems: string[], sharedWithMeList: unknown[] = []) {
  return fakeApi()
    .on('GET /api/service/interest/item', { status: 200, data: { interestItems } })
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: testGuides } })
    .on('GET /api/user/sharedUserList', { status: 200, data: { sharedUserList: [], sharedWithMeList } })
    .on(
      'POST /fhir',
      latestBatch(() => records, demoUser.fhirResId),
    )
    .on(
      'GET /fhir/Observation',
      recentSearch(() => records, demoUser.fhirResId),
    )
    .on(
      'POST /fhir/Observation/$aggregate',
      daySum(() => records),
    );
}

/** The cards of the page, in order. */
async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('heading', { name: '나의 건강 지표' });
  return within(list.parentElement as HTMLElement).getAllByRole('listitem');
}

function card(name: string): HTMLElement {
  const found = screen
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name) || within(item).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

beforeEach(() => {
  resetSession();
  logIn();
  records = [];
});

describe('my health cards', () => {
  it('lists the chosen cards in the chosen order with their latest value, unit, date and grade', async () => {
    records = [
      {
        typeKey: 'bloodPressure',
        values: { sbp: 118, dbp: 76 },
        effectiveDateTime: '2025-02-27T08:00:00+09:00',
      },
      {
        typeKey: 'bloodPressure',
        values: { sbp: 130, dbp: 85 },
        effectiveDateTime: '2025-03-01T08:00:00+09:00',
      },
      { typeKey: 'weight', values: { weight: 62.34 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    api(['weight', 'bloodPressure', 'step']);
    await renderRemoteAt(RemoteRoot, '/main/my');

    const shown = await cards();
    expect(shown.map((item) => item.textContent?.split(/\d|-/)[0])).toEqual(['체중', '혈압', '걸음 수']);
    expect(shown[1]?.textContent).toContain('130/85 mmHg');
    expect(shown[1]?.textContent).toContain('2025.03.01');
    expect(within(shown[1] as HTMLElement).getByText('주의')).toBeTruthy();
    expect(shown[0]?.textContent).toContain('62.3 kg');
    expect(shown[2]?.textContent).toContain('-- 걸음');
    expect(shown[2]?.textContent).toContain('기록 없음');
  });

  it('shows --/-- for a blood pressure never measured, and links each type to its detail page', async () => {
    api(['bloodPressure']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    const [pressure] = await cards();
    const link = within(pressure as HTMLElement).getByRole('link');
    expect(link.textContent).toContain('--/-- mmHg');
    expect(link.getAttribute('href')).toBe('/main/my/lifelogDetailPage?lifelogTypeCode=0017');
  });

  it('computes BMI, waist-hip ratio, basal metabolic rate and fat-free mass index from the latest records, rounded', async () => {
    // demoUser: a woman of 36, 162.5 cm in her profile.
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
      {
        typeKey: 'waistCircumference',
        values: { waistCircumference: 80 },
        effectiveDateTime: '2025-03-01T07:30:00+09:00',
      },
      {
        typeKey: 'hipCircumference',
        values: { hipCircumference: 95 },
        effectiveDateTime: '2025-03-01T07:30:00+09:00',
      },
      {
        typeKey: 'bodyComposition',
        values: { percentageBodyFat: 30 },
        effectiveDateTime: '2025-03-01T07:30:00+09:00',
      },
    ];
    api(['bodyMassIndex', 'waistHipRatio', 'basalMetabolicRate', 'fatFreeMassIndex']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();

    // 62.3 / 1.625² = 23.59 → 23.6, pre-obese for Asian adults.
    expect(card('체질량지수(BMI)').textContent).toContain('23.6 kg/m²');
    expect(within(card('체질량지수(BMI)')).getByText('관심')).toBeTruthy();
    // 80 / 95 = 0.842 → 0.84, under the women's cut-off of 0.85.
    expect(card('허리-엉덩이 둘레 비율').textContent).toContain('0.84');
    expect(within(card('허리-엉덩이 둘레 비율')).getByText('정상')).toBeTruthy();
    // 10 × 62.3 + 6.25 × 162.5 − 5 × 36 − 161 = 1297.6 → 1,298.
    expect(card('기초대사량').textContent).toContain('1,298 kcal/일');
    // 62.3 × 0.7 / 1.625² = 16.51 → 16.5.
    expect(card('제지방량지수(FFMI)').textContent).toContain('16.5 kg/m²');
  });

  it('takes the latest height record when the profile has no height', async () => {
    logIn({ ...demoUser, height: null });
    records = [
      { typeKey: 'weight', values: { weight: 80 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
      { typeKey: 'height', values: { height: 180 }, effectiveDateTime: '2024-03-02T07:30:00+09:00' },
    ];
    api(['bodyMassIndex']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();
    // 80 / 1.8² = 24.69 → 24.7.
    expect(card('체질량지수(BMI)').textContent).toContain('24.7 kg/m²');
  });

  it('shows -- and says what is missing when an index cannot be computed', async () => {
    records = [
      {
        typeKey: 'waistCircumference',
        values: { waistCircumference: 80 },
        effectiveDateTime: '2025-03-01T07:30:00+09:00',
      },
    ];
    api(['bodyMassIndex', 'waistHipRatio']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();
    expect(card('체질량지수(BMI)').textContent).toContain('-- kg/m²');
    expect(card('체질량지수(BMI)').textContent).toContain('체중 정보가 필요해요.');
    expect(card('허리-엉덩이 둘레 비율').textContent).toContain('엉덩이 둘레 정보가 필요해요.');
  });

  it('opens the guide of an index from its ? button', async () => {
    api(['bodyMassIndex']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    fireEvent.click(await screen.findByRole('button', { name: '체질량지수(BMI) 기준 안내' }));
    expect(window.location.pathname).toBe('/main/my/idxGuidePopup');
    expect(window.location.search).toBe('?idxCode=bodyMassIndex');
  });

  it('reads all shown types in one batch call', async () => {
    const calls = api(['bloodPressure', 'weight', 'bodyMassIndex', 'waistHipRatio']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();
    expect(calls.routes().filter((route) => route === 'POST /fhir')).toHaveLength(1);
    const [batch] = calls.bodies('POST /fhir') as { entry: unknown[] }[];
    // pressure, weight, height, waist, hip: weight is asked once for both the card and BMI.
    expect(batch?.entry).toHaveLength(5);
  });
});

describe('records waiting on this phone (issue 35.15)', () => {
  function keepOffline(typeKey: LifelogTypeKey, values: Record<string, number>, effectiveDateTime: string) {
    const observation = buildLifelogObservation({
      typeKey,
      subjectId: demoUser.fhirResId,
      values,
      effectiveDateTime,
    });
    act(() =>
      pendingSaves.keep(demoUser.userId, {
        idempotencyKey: effectiveDateTime,
        observation,
        createdAt: effectiveDateTime,
      }),
    );
  }

  afterEach(() => act(() => pendingSaves.removeWhere(demoUser.userId, () => true)));

  it('shows a measurement saved offline on its card at once, marked as waiting, and the indexes follow it', async () => {
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    api(['weight', 'bodyMassIndex', 'bloodPressure']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();
    expect(card('체중').textContent).toContain('62.3 kg');

    keepOffline('weight', { weight: 60.1 }, '2025-03-05T07:30:00+09:00');

    expect(card('체중').textContent).toContain('60.1 kg');
    expect(card('체중').textContent).toContain('2025.03.05');
    expect(within(card('체중')).getByText('보내기 대기 중')).toBeTruthy();
    // 60.1 / 1.625² = 22.76 → 22.8.
    expect(card('체질량지수(BMI)').textContent).toContain('22.8 kg/m²');
    expect(within(card('혈압')).queryByText('보내기 대기 중')).toBeNull();
  });

  it('keeps the cards shown when the refresh after a record kept offline cannot reach the API', async () => {
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    const calls = api(['weight']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();

    calls.on('GET /api/service/interest/item', refusal(503, 'M0073', '서버에 문제가 있어요.'));
    keepOffline('weight', { weight: 60.1 }, '2025-03-05T07:30:00+09:00');
    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'weight' }));
    await act(async () => {});

    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('체중').textContent).toContain('60.1 kg');
    expect(within(card('체중')).getByText('보내기 대기 중')).toBeTruthy();
  });

  it('keeps the stored value when the waiting measurement is older, and adds waiting water to its day’s total', async () => {
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
      { typeKey: 'meal', values: { waterIntake: 300 }, effectiveDateTime: '2025-03-02T09:00:00+09:00' },
    ];
    keepOffline('weight', { weight: 64 }, '2025-02-20T07:30:00+09:00');
    keepOffline('meal', { waterIntake: 200 }, '2025-03-02T12:00:00+09:00');
    api(['weight', 'meal']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();

    expect(card('체중').textContent).toContain('62.3 kg');
    expect(within(card('체중')).queryByText('보내기 대기 중')).toBeNull();
    expect(card('물').textContent).toContain('500');
    expect(within(card('물')).getByText('보내기 대기 중')).toBeTruthy();
  });
});

describe('daily totals', () => {
  it('shows the steps of the latest day as the day’s total of its hourly counts', async () => {
    records = [8, 9, 10].map((hour) => ({
      typeKey: 'step' as const,
      values: { stepCount: 1000 * hour },
      effectiveDateTime: `2025-03-02T${String(hour).padStart(2, '0')}:00:00+09:00`,
    }));
    api(['step']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    await cards();
    expect(card('걸음 수').textContent).toContain('27,000 걸음');
    expect(card('걸음 수').textContent).toContain('2025.03.02');
  });
});

describe('recent activity', () => {
  it('lists the five latest records of any type with their value and date and time', async () => {
    const olderSteps = [1, 2, 3, 4].map((hour) => ({
      typeKey: 'step' as const,
      values: { stepCount: 100 * hour },
      effectiveDateTime: `2025-02-28T0${hour}:00:00+09:00`,
    }));
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
      {
        typeKey: 'bloodPressure',
        values: { sbp: 130, dbp: 85 },
        effectiveDateTime: '2025-03-01T08:05:00+09:00',
      },
      ...olderSteps,
    ];
    api(['weight']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    const heading = await screen.findByRole('heading', { name: '최근 활동' });
    const items = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '체중62.3 kg2025.03.02 07:30',
      '혈압130/85 mmHg2025.03.01 08:05',
      '걸음 수400 걸음2025.02.28 04:00',
      '걸음 수300 걸음2025.02.28 03:00',
      '걸음 수200 걸음2025.02.28 02:00',
    ]);
  });

  it('says so when the person has no record yet', async () => {
    api(['weight']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect(await screen.findByText('아직 기록된 건강 정보가 없어요')).toBeTruthy();
  });
});

describe('my health page', () => {
  it('links to recording, connecting a health app and choosing items', async () => {
    api(['weight']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect(screen.getByRole('link', { name: '기록하기' }).getAttribute('href')).toBe('/main/my/lifeLogForm');
    expect(screen.getByRole('link', { name: '건강 앱 연동' }).getAttribute('href')).toBe(
      '/main/my/lifelogConnect',
    );
    expect(screen.getByRole('link', { name: '항목 선택' }).getAttribute('href')).toBe(
      '/main/my/interest/items',
    );
  });

  it('says why it could not load, and loads again on retry', async () => {
    const calls = api(['weight']).on(
      'GET /api/service/interest/item',
      refusal(500, 'M0073', '서버에 문제가 있어요.'),
    );
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect((await screen.findByRole('alert')).textContent).toContain('서버에 문제가 있어요.');
    calls.on('GET /api/service/interest/item', { status: 200, data: { interestItems: ['weight'] } });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await cards()).toHaveLength(1);
  });

  it('shows the new value when records change elsewhere, and when the native host asks', async () => {
    api(['weight']);
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect((await cards())[0]?.textContent).toContain('-- kg');

    records = [
      { typeKey: 'weight', values: { weight: 70.5 }, effectiveDateTime: '2025-03-03T07:30:00+09:00' },
    ];
    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'weight' }));
    expect(await screen.findByText('70.5')).toBeTruthy();

    records = [{ typeKey: 'weight', values: { weight: 69 }, effectiveDateTime: '2025-03-04T07:30:00+09:00' }];
    act(() => bus.publish('lifelog.refresh-requested', {}));
    expect(await screen.findByText('69')).toBeTruthy();
  });

  it('computes a family member’s indices with their own height, age and sex', async () => {
    records = [
      {
        typeKey: 'weight',
        values: { weight: 55.1 },
        effectiveDateTime: '2025-03-02T07:30:00+09:00',
        subjectId: mother.fhirResId,
      },
    ];
    api(['bodyMassIndex', 'basalMetabolicRate'], [mother]);
    await renderRemoteAt(RemoteRoot, '/main/my');
    fireEvent.change(await screen.findByRole('combobox', { name: '누구의 건강 정보를 볼까요?' }), {
      target: { value: mother.fhirResId },
    });

    // 55.1 / 1.58² = 22.07; Mifflin-St Jeor for a woman: 10 × 55.1 + 6.25 × 158 − 5 × 62 − 161 = 1067.5
    expect(await screen.findByText('22.1')).toBeTruthy();
    expect(await screen.findByText('1,068')).toBeTruthy();
  });

  it('switches to a family member who shared their data, read only', async () => {
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
      {
        typeKey: 'weight',
        values: { weight: 55.1 },
        effectiveDateTime: '2025-03-02T07:30:00+09:00',
        subjectId: mother.fhirResId,
      },
    ];
    const calls = api(['weight'], [mother]);
    await renderRemoteAt(RemoteRoot, '/main/my');
    const picker = await screen.findByRole('combobox', { name: '누구의 건강 정보를 볼까요?' });
    expect((await screen.findByText('62.3')).textContent).toBe('62.3');

    fireEvent.change(picker, { target: { value: mother.fhirResId } });

    expect(await screen.findByText('55.1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
    expect(screen.getByText('박순자님이 공유한 건강 정보예요. 보기만 할 수 있어요.')).toBeTruthy();
    const [weight] = await cards();
    expect(
      within(weight as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/main/my/lifelogDetailPage?lifelogTypeCode=0010&subject=${mother.fhirResId}`);
    const batches = calls.bodies('POST /fhir') as { entry: { request: { url: string } }[] }[];
    expect(batches.at(-1)?.entry[0]?.request.url).toContain(`subject=Patient%2F${mother.fhirResId}`);
  });

  it('shows the page in English', async () => {
    records = [
      { typeKey: 'step', values: { stepCount: 12345 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    api(['step', 'waistHipRatio']);
    await renderRemoteAt(RemoteRoot, '/main/my', 'en');
    expect(await screen.findByRole('heading', { name: 'My health indicators' })).toBeTruthy();
    expect(card('Steps').textContent).toContain('12,345 steps');
    expect(card('Waist-hip ratio').textContent).toContain('Needs Waist circumference and Hip circumference.');
    expect(screen.getByRole('link', { name: 'Record' })).toBeTruthy();
  });
});
