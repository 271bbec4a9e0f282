/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { buildLifelogObservation, exerciseIntensityOf, type ExerciseItem } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  dialogOf,
  fixClock,
  goal,
  goalDays,
  ids,
  walking,
  type FakeApi,
  type FakeRoutine,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const aggregateRoute = 'POST /fhir/Observation/$aggregate';
const base = '/main/health-goal-dashboard';

function item(code: string, name: string, category: ExerciseItem['exrciseItemCtgryCode'], mets: number) {
  return {
    exrciseItemCode: code,
    exrciseItemNm: name,
    exrciseItemCtgryCode: category,
    exrciseItemCtgryNm: category === '0004' ? '걷기' : '달리기',
    exrciseItemOrdr: Number(code),
    metsVal: mets,
    crrctMetsVal: null,
    intnstyCode: exerciseIntensityOf(mets),
    compendiumCode: '17200',
    weekRecmndCo: 0,
    userExrciseItemBmarkSn: null,
  } satisfies ExerciseItem;
}

const catalogue = [
  item('0401', '걷기', '0004', 3.5),
  item('0402', '빠르게 걷기', '0004', 4.3),
  item('0501', '달리기', '0005', 8),
];

/** The latest weight, 70 kg, as the roadmap and the calories read it. */
function answerWeight(api: FakeApi, kg: number | null) {
  const records =
    kg === null
      ? []
      : [
          {
            name: 'record',
            resource: buildLifelogObservation({
              typeKey: 'weight',
              subjectId: demoUser.fhirResId,
              values: { weight: kg },
              effectiveDateTime: '2026-03-10T07:30:00+09:00',
            }),
          },
        ];
  api.on(aggregateRoute, {
    status: 200,
    data: {
      resourceType: 'Parameters',
      parameter: [{ name: 'total', valueInteger: records.length }, ...records],
    },
  });
}

let api: FakeApi;
let routine: FakeRoutine;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  routine = { goals: [goal()], days: goalDays() };
  answerDashboard(api, routine);
  answerWeight(api, 70);
  api.on('GET /api/routine/helthGoal/exrcise/item', (_body, { query }) => {
    const category = query.get('exrciseItemCtgryCode');
    return {
      status: 200,
      data: {
        exrciseItemList: catalogue.filter(
          (one) => category === '9999' || one.exrciseItemCtgryCode === category,
        ),
      },
    };
  });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

async function openAt(path: string, title: string): Promise<HTMLElement> {
  await renderRemoteAt(RemoteRoot, path);
  return screen.findByRole('dialog', { name: title });
}

describe('recording an exercise done today', () => {
  it('chooses the exercise in the selector, by category, and comes back to the form', async () => {
    const record = await openAt(`${base}/exercise-record`, '운동 기록');
    fireEvent.click(within(record).getByRole('button', { name: /운동 고르기/ }));
    expect(window.location.pathname).toBe(`${base}/exercise-record/exercise-selector`);

    const selector = await screen.findByRole('dialog', { name: '운동 고르기' });
    await within(selector).findByRole('button', { name: /^빠르게 걷기 걷기/ });
    fireEvent.click(within(selector).getByRole('button', { name: '달리기', pressed: false }));
    await waitFor(() =>
      expect(within(selector).queryByRole('button', { name: /^빠르게 걷기 걷기/ })).toBeNull(),
    );
    expect(api.routes().filter((route) => route === 'GET /api/routine/helthGoal/exrcise/item')).toHaveLength(
      2,
    );
    fireEvent.click(await within(selector).findByRole('button', { name: '달리기 달리기 · 8 METs' }));

    expect(window.location.pathname).toBe(`${base}/exercise-record`);
    expect(screen.queryByRole('dialog', { name: '운동 고르기' })).toBeNull();
    expect(within(record).getByText('8 METs')).toBeTruthy();
  });

  it('takes minutes on a 5-180 seekbar and shows the calories live from the latest weight', async () => {
    const record = await openAt(`${base}/exercise-record/exercise-selector`, '운동 기록');
    const selector = await screen.findByRole('dialog', { name: '운동 고르기' });
    fireEvent.click(await within(selector).findByRole('button', { name: '걷기 걷기 · 3.5 METs' }));

    const seekbar = within(record).getByRole('slider', { name: '운동 시간' }) as HTMLInputElement;
    expect([seekbar.min, seekbar.max, seekbar.step, seekbar.value]).toEqual(['5', '180', '5', '30']);
    // 3.5 METs × 30 min × 70 kg / 57.142857
    expect(await within(record).findByText('소모 칼로리 약 128.6kcal')).toBeTruthy();
    fireEvent.change(seekbar, { target: { value: '45' } });
    expect(within(record).getByText('45분')).toBeTruthy();
    expect(within(record).getByText('소모 칼로리 약 192.9kcal').getAttribute('aria-live')).toBe('polite');
  });

  it('sends the exercise as done today (POST manual), then reads the week again', async () => {
    api.on('POST /api/routine/helthGoal/exrcise/dtls/manual', (body) => ({
      status: 201,
      data: walking(900, '2026-03-11', { ...(body as object), exrciseCreatTypeCode: '0002' }),
    }));
    const record = await openAt(`${base}/exercise-record/exercise-selector`, '운동 기록');
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: '운동 고르기' })).findByRole('button', {
        name: '걷기 걷기 · 3.5 METs',
      }),
    );
    fireEvent.click(within(record).getByRole('radio', { name: '오후' }));
    fireEvent.change(within(record).getByRole('slider', { name: '운동 시간' }), { target: { value: '20' } });
    fireEvent.click(within(record).getByRole('button', { name: '기록하기' }));

    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies('POST /api/routine/helthGoal/exrcise/dtls/manual')).toEqual([
      {
        exrciseItemCode: '0401',
        exrcisePlanDe: '2026-03-11',
        exrciseTimeMi: 20,
        exrciseTodCode: '0003',
        exrciseAt: 'Y',
      },
    ]);
    await waitFor(() =>
      expect(api.routes().filter((route) => route === 'GET /api/routine/dashboard2')).toHaveLength(2),
    );
    expect((await dialogOf('toast')).message).toBe('운동을 기록했어요.');
  });

  it('says calories need a weight when none is recorded', async () => {
    answerWeight(api, null);
    const record = await openAt(`${base}/exercise-record/exercise-selector`, '운동 기록');
    fireEvent.click(
      await within(await screen.findByRole('dialog', { name: '운동 고르기' })).findByRole('button', {
        name: '걷기 걷기 · 3.5 METs',
      }),
    );
    expect(await within(record).findByText('체중을 기록하면 소모 칼로리를 계산할 수 있어요.')).toBeTruthy();
  });

  it('toggles a bookmark with the star', async () => {
    api.on('POST /api/routine/helthGoal/exrcise/item/bmark', {
      status: 201,
      data: { userExrciseItemBmarkSn: 41, exrciseItemCode: '0402' },
    });
    api.on('DELETE /api/routine/helthGoal/exrcise/item/bmark/41', { status: 204, data: '' });
    await openAt(`${base}/exercise-record/exercise-selector`, '운동 기록');
    const selector = await screen.findByRole('dialog', { name: '운동 고르기' });
    const star = await within(selector).findByRole('button', { name: '빠르게 걷기 즐겨찾기' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(api.bodies('POST /api/routine/helthGoal/exrcise/item/bmark')).toEqual([
      { exrciseItemCode: '0402' },
    ]);
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(api.routes()).toContain('DELETE /api/routine/helthGoal/exrcise/item/bmark/41');
  });
});

describe('the menu of an exercise recorded by hand', () => {
  beforeEach(() => {
    routine.days[9]!.helthGoalExrciseDtlsList.push(
      walking(900, '2026-03-11', {
        exrciseCreatTypeCode: '0002',
        exrciseAt: 'Y',
        exrciseTimeMi: 20,
        exrciseTodCode: '0003',
      }),
    );
  });

  it('changes the minutes and time of day (PUT manual)', async () => {
    api.on('PUT /api/routine/helthGoal/exrcise/dtls/manual/900', (body) => ({ status: 200, data: body }));
    const menu = await openAt(`${base}/exercise-record-menu?id=900`, '직접 기록한 운동');
    fireEvent.click(within(menu).getByRole('button', { name: '고치기' }));
    fireEvent.change(within(menu).getByRole('slider', { name: '운동 시간' }), { target: { value: '40' } });
    fireEvent.click(within(menu).getByRole('radio', { name: '저녁' }));
    fireEvent.click(within(menu).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies('PUT /api/routine/helthGoal/exrcise/dtls/manual/900')).toEqual([
      {
        exrciseItemCode: '0401',
        exrcisePlanDe: '2026-03-11',
        exrciseTimeMi: 40,
        exrciseTodCode: '0004',
        exrciseAt: 'Y',
      },
    ]);
  });

  it('removes it only once confirmed (DELETE manual)', async () => {
    api.on('DELETE /api/routine/helthGoal/exrcise/dtls/manual/900', { status: 204, data: '' });
    const menu = await openAt(`${base}/exercise-record-menu?id=900`, '직접 기록한 운동');
    fireEvent.click(within(menu).getByRole('button', { name: '지우기' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('걷기 운동 기록을 지울까요?');
    expect(api.routes()).not.toContain('DELETE /api/routine/helthGoal/exrcise/dtls/manual/900');
    act(() => confirm.close(true));
    await waitFor(() =>
      expect(api.routes()).toContain('DELETE /api/routine/helthGoal/exrcise/dtls/manual/900'),
    );
    await waitFor(() => expect(window.location.pathname).toBe(base));
  });

  it('is reached from the exercise’s ⋯ on the dashboard', async () => {
    await renderRemoteAt(RemoteRoot, base);
    const menuLinks = await screen.findAllByRole('link', { name: '걷기 메뉴' });
    expect(menuLinks.map((link) => link.getAttribute('href'))).toEqual([
      `${base}/exercise-routine-menu?id=${ids.walkingToday}`,
      `${base}/exercise-record-menu?id=900`,
    ]);
  });
});

describe('the menu of a planned exercise', () => {
  it('marks it done', async () => {
    api.on(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`, (body) => ({
      status: 200,
      data: walking(ids.walkingToday, '2026-03-11', body as object),
    }));
    const menu = await openAt(`${base}/exercise-routine-menu?id=${ids.walkingToday}`, '계획한 운동');
    expect(within(menu).getByText('아직 체크하지 않았어요')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('button', { name: '했어요' }));
    await waitFor(() => expect(window.location.pathname).toBe(base));
    expect(api.bodies(`PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`)).toEqual([
      { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
    ]);
    expect((screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement).checked).toBe(true);
  });

  it('postpones it once confirmed, and refuses Sunday evening with M1074', async () => {
    const menu = await openAt(`${base}/exercise-routine-menu?id=${ids.stretchingSunday}`, '계획한 운동');
    fireEvent.click(within(menu).getByRole('button', { name: '미루기' }));
    expect((await dialogOf('alert')).options.message).toBe('일요일 저녁 운동은 미룰 수 없어요.');
    expect(window.location.pathname).toBe(`${base}/exercise-routine-menu`);
  });

  it('says when the exercise is not in the week', async () => {
    const menu = await openAt(`${base}/exercise-routine-menu?id=12345`, '계획한 운동');
    expect(within(menu).getByRole('heading', { name: '이 운동을 찾을 수 없어요' })).toBeTruthy();
  });
});
