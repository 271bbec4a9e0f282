import type { MedicationDose, MedicationPlan, MedicationPlanInput } from 'shared-kernel/isomorphic';
import { noEndDate } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { dashboard, setClock, testMonday } from '../../../test-support/routines';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  createPlan,
  doseAt,
  medicationCall,
  newPatient,
  plans,
  schedule,
  tick,
  twiceDaily,
} from '../../../test-support/medication';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'medication plans and doses (%s)',
  (_name, kind) => {
    let api: TestApp;
    let patient: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());
    // Every test begins on the test clock's Monday with a new person of its own.
    beforeEach(async () => {
      api.clock.advance(new Date(testMonday).getTime() - api.clock.now().getTime());
      patient = await newPatient(api);
    });

    /**
     * Registers `plan` for `user` at 07:00 on the test Monday, before its first dose (08:00), and comes back to
     * 09:00: a plan registered later has no dose that morning.
     */
    async function registeredAtDawn(user: FhirTestUser, plan: MedicationPlanInput): Promise<MedicationPlan> {
      await setClock(api, '2026-03-02T07:00:00+09:00', user);
      const made = await createPlan(api, user, plan);
      await setClock(api, testMonday, user);
      return made;
    }

    const refusal = (response: { statusCode: number; json<T>(): T }) => ({
      status: response.statusCode,
      ...response.json<{ code: string; field?: string }>(),
    });

    describe('POST and GET /plan', () => {
      it('makes a plan from today with its total days, state and adherence so far (the 08:00 dose is due)', async () => {
        const made = await registeredAtDawn(patient, twiceDaily());
        expect(made.adherence).toEqual({ takenCnt: 0, dueCnt: 0, rate: null, compliant: null });

        const [plan] = await plans(api, patient);
        expect(plan).toEqual({
          ...made,
          adherence: { takenCnt: 0, dueCnt: 1, rate: 0, compliant: false },
        });
        expect(plan).toMatchObject({
          tkmdNm: '타이레놀',
          tkmdTotDayCnt: 30,
          planState: 'ongoing',
          tkmdTimeList: ['08:00', '20:00'],
          entpName: null,
        });
      });

      it('asks nothing of the doses due before the plan was registered: not shown, not due, not missed (issue 35)', async () => {
        await setClock(api, '2026-03-02T14:00:00+09:00', patient);
        const plan = await createPlan(api, patient, twiceDaily());
        expect(plan.adherence).toEqual({ takenCnt: 0, dueCnt: 0, rate: null, compliant: null });
        const today = await schedule(api, patient, '2026-03-02');
        expect(today.tkmdDtlsList.map((dose) => dose.tkmdPlanDt)).toEqual(['2026-03-02T20:00:00']);
        expect(today.adherence.rate).toBeNull();
        const board = await dashboard(api, patient, '2026-03-02', '2026-03-02');
        expect(
          board.routhLapseList.flatMap((day) => day.helthTkmdPlanList.map((dose) => dose.tkmdPlanDt)),
        ).toEqual(['2026-03-02T20:00:00']);

        // The next morning: that evening's dose, left unticked, is missed; the morning before never was.
        await setClock(api, '2026-03-03T09:00:00+09:00', patient);
        const history = await schedule(api, patient, '2026-03-02', '2026-03-03');
        expect(history.tkmdDtlsList.map((dose) => [dose.tkmdPlanDt, dose.tkmdSttusCode])).toEqual([
          ['2026-03-02T20:00:00', '0004'],
          ['2026-03-03T08:00:00', '0003'],
          ['2026-03-03T20:00:00', '0003'],
        ]);
        expect(history.adherence).toMatchObject({ takenCnt: 0, dueCnt: 2 });
        expect((await plans(api, patient))[0]?.adherence).toMatchObject({ takenCnt: 0, dueCnt: 2 });
      });

      it('keeps weekdays only for a weekdays cycle and N only for an every-N-days cycle, times in order', async () => {
        const plan = await createPlan(
          api,
          patient,
          twiceDaily({ tkmdDowList: ['0002'], tkmdIntrvlDayCnt: 3, tkmdTimeList: ['20:00', '07:30'] }),
        );
        expect(plan).toMatchObject({
          tkmdDowList: [],
          tkmdIntrvlDayCnt: null,
          tkmdTimeList: ['07:30', '20:00'],
        });
      });

      it('stores no end as 9999-12-31T23:59:59 with no total days', async () => {
        const plan = await createPlan(api, patient, twiceDaily({ tkmdEndDe: noEndDate }));
        expect(plan).toMatchObject({ tkmdEndDe: noEndDate, tkmdTotDayCnt: null });
      });

      it('answers the catalogue item’s maker, strength and English name for a plan made from the catalogue (issue 35)', async () => {
        await api.db.query(
          `INSERT INTO medicine_items (item_seq, item_name, item_eng_name, entp_name, strength, search_key, name_key)
           VALUES ('202400001', '테스트정', 'Test Tab. 500mg', '테스트제약', '500mg', '테스트정', '테스트정')`,
        );
        const plan = await createPlan(api, patient, twiceDaily({ itemSeq: '202400001' }));
        expect(plan).toMatchObject({
          itemSeq: '202400001',
          entpName: '테스트제약',
          strength: '500mg',
          itemEngName: 'Test Tab. 500mg',
        });
        expect((await createPlan(api, patient, twiceDaily())).itemEngName).toBeNull();

        const unknown = await medicationCall(
          api,
          patient,
          'POST',
          '/plan',
          twiceDaily({ itemSeq: '999999999' }),
        );
        expect(refusal(unknown)).toMatchObject({ status: 400, code: 'M0187', field: 'itemSeq' });
      });

      it('lists ongoing plans, then scheduled ones, then ended ones', async () => {
        const ended = await createPlan(
          api,
          patient,
          twiceDaily({ tkmdNm: 'ended', tkmdEndDe: '2026-03-02' }),
        );
        const scheduled = await createPlan(
          api,
          patient,
          twiceDaily({ tkmdNm: 'later', tkmdBeginDe: '2026-03-10' }),
        );
        const ongoing = await createPlan(api, patient, twiceDaily({ tkmdNm: 'now', tkmdEndDe: noEndDate }));
        await setClock(api, '2026-03-03T09:00:00+09:00', patient);

        const listed = await plans(api, patient);
        expect(listed.map((plan) => [plan.tkmdSn, plan.planState])).toEqual([
          [ongoing.tkmdSn, 'ongoing'],
          [scheduled.tkmdSn, 'scheduled'],
          [ended.tkmdSn, 'ended'],
        ]);
        // The ended plan, registered at 09:00 on its one day, had its 20:00 dose due, not taken.
        expect(listed[2]?.adherence).toEqual({ takenCnt: 0, dueCnt: 1, rate: 0, compliant: false });
      });

      it.each([
        ['M1107', 'tkmdBeginDe', { tkmdBeginDe: '2026-03-01' }],
        ['M0159', 'tkmdEndDe', { tkmdEndDe: '2026-03-01' }],
        ['M1109', 'tkmdEndDe', { tkmdBeginDe: '2026-03-10', tkmdEndDe: '2026-03-09' }],
        ['M1108', 'tkmdEndDe', { tkmdEndDe: '2029-03-05' }],
        ['M1103', 'tkmdDowList', { tkmdCycleCode: '0002' }],
        ['M1104', 'tkmdIntrvlDayCnt', { tkmdCycleCode: '0003' }],
        ['M1104', 'tkmdIntrvlDayCnt', { tkmdCycleCode: '0003', tkmdIntrvlDayCnt: 1 }],
        ['M1104', 'tkmdIntrvlDayCnt', { tkmdCycleCode: '0003', tkmdIntrvlDayCnt: 31 }],
        ['M1101', 'tkmdTimeList', { tkmdTimeList: [] }],
        ['M1100', 'tkmdTimeList.0', { tkmdTimeList: ['7:00'] }],
        ['M1100', 'tkmdTimeList.1', { tkmdTimeList: ['08:00', '24:00'] }],
        ['M1102', 'tkmdTimeList', { tkmdTimeList: ['08:00', '08:00'] }],
        ['M0187', 'tkmdBeginDe', { tkmdBeginDe: '2026-02-30' }],
        ['M0187', 'tkmdEndDe', { tkmdEndDe: '2026-04-31' }],
      ] as [string, string, Partial<MedicationPlanInput>][])(
        'refuses %s (%s) and stores nothing',
        async (code, field, overrides) => {
          const response = await medicationCall(api, patient, 'POST', '/plan', twiceDaily(overrides));
          expect(refusal(response)).toMatchObject({ status: 400, code, field });
          expect(await plans(api, patient)).toEqual([]);
        },
      );
    });

    describe('ticking doses', () => {
      let plan: MedicationPlan;
      let morning: MedicationDose;

      beforeEach(async () => {
        plan = await registeredAtDawn(patient, twiceDaily());
        morning = await doseAt(api, patient, '2026-03-02T08:00');
      });

      it('ticks a dose taken, moving the plan’s and the week’s adherence, and unticks it', async () => {
        const taken = await tick(api, patient, morning, '0002');
        expect(taken.statusCode).toBe(200);
        expect(taken.json()).toMatchObject({
          tkmdDtlsSn: morning.tkmdDtlsSn,
          tkmdSttusCode: '0002',
          tkmdDt: '2026-03-02T00:00:00.000Z',
        });
        expect((await plans(api, patient))[0]?.adherence).toEqual({
          takenCnt: 1,
          dueCnt: 1,
          rate: 100,
          compliant: true,
        });
        expect((await schedule(api, patient, '2026-03-02', '2026-03-08')).adherence.rate).toBe(100);

        const unticked = await tick(api, patient, morning, '0003');
        expect(unticked.json()).toMatchObject({ tkmdSttusCode: '0003', tkmdDt: null });
        expect((await plans(api, patient))[0]?.adherence.rate).toBe(0);
      });

      it('counts a later dose of today ticked early as due at once', async () => {
        const evening = await doseAt(api, patient, '2026-03-02T20:00');
        expect((await tick(api, patient, evening, '0002')).statusCode).toBe(200);
        expect((await plans(api, patient))[0]?.adherence).toMatchObject({ takenCnt: 1, dueCnt: 2, rate: 50 });
      });

      it('answers a dose left unticked after its day as unchecked (0004), and counts it missed', async () => {
        await setClock(api, '2026-03-03T09:00:00+09:00', patient);
        const { tkmdDtlsList, adherence } = await schedule(api, patient, '2026-03-02', '2026-03-03');
        expect(tkmdDtlsList.map((dose) => [dose.tkmdPlanDt, dose.tkmdSttusCode])).toEqual([
          ['2026-03-02T08:00:00', '0004'],
          ['2026-03-02T20:00:00', '0004'],
          ['2026-03-03T08:00:00', '0003'],
          ['2026-03-03T20:00:00', '0003'],
        ]);
        expect(adherence).toEqual({ takenCnt: 0, dueCnt: 3, rate: 0, compliant: false });
        // A past day's dose can still be ticked.
        expect((await tick(api, patient, morning, '0001')).json()).toMatchObject({ tkmdSttusCode: '0001' });
      });

      it('refuses 0004 from a client (M0187) and a later day’s dose (M1105)', async () => {
        expect(refusal(await tick(api, patient, morning, '0004'))).toMatchObject({
          status: 400,
          code: 'M0187',
        });
        const tomorrow = await doseAt(api, patient, '2026-03-03T08:00');
        expect(refusal(await tick(api, patient, tomorrow, '0002'))).toMatchObject({
          status: 400,
          code: 'M1105',
        });
      });

      it('ticks several doses at once, all or none', async () => {
        const evening = await doseAt(api, patient, '2026-03-02T20:00');
        const tomorrow = await doseAt(api, patient, '2026-03-03T08:00');
        const url = `/plan/${plan.tkmdSn}/dtls`;
        const both = await medicationCall(api, patient, 'PUT', url, {
          tkmdDtlsList: [
            { tkmdDtlsSn: evening.tkmdDtlsSn, tkmdSttusCode: '0001' },
            { tkmdDtlsSn: morning.tkmdDtlsSn, tkmdSttusCode: '0002' },
          ],
        });
        expect(both.statusCode).toBe(200);
        expect(both.json<MedicationDose[]>().map((dose) => [dose.tkmdDtlsSn, dose.tkmdSttusCode])).toEqual([
          [evening.tkmdDtlsSn, '0001'],
          [morning.tkmdDtlsSn, '0002'],
        ]);

        const withFuture = await medicationCall(api, patient, 'PUT', url, {
          tkmdDtlsList: [
            { tkmdDtlsSn: morning.tkmdDtlsSn, tkmdSttusCode: '0003' },
            { tkmdDtlsSn: tomorrow.tkmdDtlsSn, tkmdSttusCode: '0002' },
          ],
        });
        expect(refusal(withFuture)).toMatchObject({ status: 400, code: 'M1105' });
        const twice = await medicationCall(api, patient, 'PUT', url, {
          tkmdDtlsList: [
            { tkmdDtlsSn: morning.tkmdDtlsSn, tkmdSttusCode: '0003' },
            { tkmdDtlsSn: morning.tkmdDtlsSn, tkmdSttusCode: '0002' },
          ],
        });
        expect(refusal(twice)).toMatchObject({ status: 400, code: 'M0187' });
        expect((await doseAt(api, patient, '2026-03-02T08:00')).tkmdSttusCode).toBe('0002');
      });

      it('refuses another person’s plan and doses, and a dose under another plan, with 404 M0105', async () => {
        const other = await newPatient(api, 'other');
        const theirPlan = await registeredAtDawn(other, twiceDaily());
        const theirDose = await doseAt(api, other, '2026-03-02T08:00');
        const mine = await createPlan(api, patient, twiceDaily({ tkmdNm: 'mine' }));

        const calls = [
          medicationCall(api, patient, 'PUT', `/plan/${theirPlan.tkmdSn}`, twiceDaily()),
          medicationCall(api, patient, 'PUT', `/plan/${theirPlan.tkmdSn}/noti`, { notiAt: 'N' }),
          tick(api, patient, theirDose, '0002'),
          medicationCall(api, patient, 'PUT', `/plan/${mine.tkmdSn}/${morning.tkmdDtlsSn}`, {
            tkmdSttusCode: '0002',
          }),
          medicationCall(api, patient, 'PUT', `/plan/${theirPlan.tkmdSn}/dtls`, {
            tkmdDtlsList: [{ tkmdDtlsSn: theirDose.tkmdDtlsSn, tkmdSttusCode: '0002' }],
          }),
          medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}/dtls`, {
            tkmdDtlsList: [
              { tkmdDtlsSn: morning.tkmdDtlsSn, tkmdSttusCode: '0002' },
              { tkmdDtlsSn: theirDose.tkmdDtlsSn, tkmdSttusCode: '0002' },
            ],
          }),
          medicationCall(api, patient, 'PUT', '/plan/2147483647', twiceDaily()),
        ];
        for (const response of await Promise.all(calls))
          expect(refusal(response)).toMatchObject({ status: 404, code: 'M0105' });
        expect((await doseAt(api, other, '2026-03-02T08:00')).tkmdSttusCode).toBe('0003');
        expect(morning.tkmdSttusCode).toBe('0003');
        expect((await doseAt(api, patient, '2026-03-02T08:00', plan.tkmdSn)).tkmdSttusCode).toBe('0003');
      });

      it('turns the reminder off and on', async () => {
        const off = await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}/noti`, { notiAt: 'N' });
        expect(off.json()).toMatchObject({ tkmdSn: plan.tkmdSn, notiAt: 'N' });
        expect((await plans(api, patient))[0]?.notiAt).toBe('N');
      });

      it('shows the day’s doses on the routine dashboard, with their status', async () => {
        await tick(api, patient, morning, '0002');
        const board = await dashboard(api, patient, '2026-03-02', '2026-03-03');
        expect(
          board.routhLapseList.map((day) => [
            day.routhLapseDe,
            day.helthTkmdPlanList.map((dose) => [dose.tkmdPlanDt.slice(11, 16), dose.tkmdSttusCode]),
          ]),
        ).toEqual([
          [
            '2026-03-02',
            [
              ['08:00', '0002'],
              ['20:00', '0003'],
            ],
          ],
          [
            '2026-03-03',
            [
              ['08:00', '0003'],
              ['20:00', '0003'],
            ],
          ],
        ]);
      });
    });

    describe('GET /schedules', () => {
      it('makes a no-end plan’s doses only for the days read: a week a year ahead', async () => {
        const plan = await createPlan(api, patient, twiceDaily({ tkmdEndDe: noEndDate }));
        const ahead = await schedule(api, patient, '2027-03-01', '2027-03-07');
        expect(ahead.tkmdDtlsList).toHaveLength(14);
        expect(ahead.adherence).toEqual({ takenCnt: 0, dueCnt: 0, rate: null, compliant: null });
        const [stored] = await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM medication_doses WHERE tkmd_sn = $1',
          [plan.tkmdSn],
        );
        // Today's 20:00 (made with the plan at 09:00) and the week's fourteen.
        expect(stored?.count).toBe(15);
        const again = await schedule(api, patient, '2027-03-01', '2027-03-07');
        expect(again.tkmdDtlsList.map((dose) => dose.tkmdDtlsSn)).toEqual(
          ahead.tkmdDtlsList.map((dose) => dose.tkmdDtlsSn),
        );
      });

      it('orders a day’s doses by time, then medicine name, across plans and cycles', async () => {
        await registeredAtDawn(patient, twiceDaily({ tkmdNm: '혈압약', tkmdTimeList: ['08:00'] }));
        await registeredAtDawn(
          patient,
          twiceDaily({ tkmdNm: '감기약', tkmdCycleCode: '0002', tkmdDowList: ['0002', '0004'] }),
        );
        await registeredAtDawn(
          patient,
          twiceDaily({
            tkmdNm: '비타민',
            tkmdCycleCode: '0003',
            tkmdIntrvlDayCnt: 3,
            tkmdTimeList: ['12:00'],
          }),
        );
        const week = await schedule(api, patient, '2026-03-02', '2026-03-08');
        const byDay = (day: string) =>
          week.tkmdDtlsList
            .filter((dose) => dose.tkmdPlanDt.startsWith(day))
            .map((dose) => `${dose.tkmdPlanDt.slice(11, 16)} ${dose.tkmdNm}`);
        expect(byDay('2026-03-02')).toEqual(['08:00 감기약', '08:00 혈압약', '12:00 비타민', '20:00 감기약']);
        expect(byDay('2026-03-03')).toEqual(['08:00 혈압약']);
        expect(byDay('2026-03-04')).toEqual(['08:00 감기약', '08:00 혈압약', '20:00 감기약']);
        expect(byDay('2026-03-05')).toEqual(['08:00 혈압약', '12:00 비타민']);
      });

      it.each([
        ['from after to', '2026-03-10', '2026-03-09'],
        ['94 days', '2026-03-01', '2026-06-02'],
        ['an impossible day', '2026-02-30', '2026-03-02'],
        ['a day out of the calendar window', '0000-01-01', '0000-01-02'],
      ])('refuses %s with 400 M0187', async (_what, from, to) => {
        const response = await medicationCall(
          api,
          patient,
          'GET',
          `/schedules?fromPeriodDt=${from}&toPeriodDt=${to}`,
        );
        expect(refusal(response)).toMatchObject({ status: 400, code: 'M0187' });
      });

      it('answers 93 days', async () => {
        await registeredAtDawn(patient, twiceDaily({ tkmdEndDe: noEndDate }));
        expect((await schedule(api, patient, '2026-03-01', '2026-06-01')).tkmdDtlsList).toHaveLength(184);
      });

      it('answers 401 without a token', async () => {
        const response = await medicationCall(
          api,
          null,
          'GET',
          '/schedules?fromPeriodDt=2026-03-02&toPeriodDt=2026-03-02',
        );
        expect(response.statusCode).toBe(401);
      });
    });

    describe('PUT /plan/{tkmdSn}', () => {
      it('applies an edit to doses after now: ticked, past and today’s earlier doses stay', async () => {
        const plan = await registeredAtDawn(patient, twiceDaily({ tkmdEndDe: noEndDate }));
        await tick(api, patient, await doseAt(api, patient, '2026-03-02T08:00'), '0002');
        await setClock(api, '2026-03-04T12:00:00+09:00', patient);
        await schedule(api, patient, '2026-03-02', '2026-03-10');
        // This evening's pill taken early: it stays although the new plan has no 20:00.
        await tick(api, patient, await doseAt(api, patient, '2026-03-04T20:00'), '0002');

        const edited = await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}`, {
          ...twiceDaily({ tkmdEndDe: noEndDate }),
          tkmdNm: '타이레놀 500',
          tkmdTimeList: ['09:00', '21:00'],
        });
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ tkmdTimeList: ['09:00', '21:00'], tkmdNm: '타이레놀 500' });

        const { tkmdDtlsList } = await schedule(api, patient, '2026-03-02', '2026-03-05');
        expect(tkmdDtlsList.map((dose) => `${dose.tkmdPlanDt.slice(5, 16)} ${dose.tkmdSttusCode}`)).toEqual([
          '03-02T08:00 0002',
          '03-02T20:00 0004',
          '03-03T08:00 0004',
          '03-03T20:00 0004',
          '03-04T08:00 0003',
          '03-04T20:00 0002',
          '03-04T21:00 0003',
          '03-05T09:00 0003',
          '03-05T21:00 0003',
        ]);
        // Adherence over the life so far: the ticked 08:00 and 20:00 of the 6 due (the early one counts).
        expect((await plans(api, patient))[0]?.adherence).toMatchObject({ takenCnt: 2, dueCnt: 6 });
      });

      it('keeps a running plan’s begin day (M1107), and replaces a scheduled plan whole', async () => {
        const running = await createPlan(api, patient, twiceDaily());
        const moved = await medicationCall(api, patient, 'PUT', `/plan/${running.tkmdSn}`, {
          ...twiceDaily(),
          tkmdBeginDe: '2026-03-03',
        });
        expect(refusal(moved)).toMatchObject({ status: 400, code: 'M1107', field: 'tkmdBeginDe' });

        const scheduled = await createPlan(
          api,
          patient,
          twiceDaily({ tkmdNm: 'later', tkmdBeginDe: '2026-03-10' }),
        );
        await schedule(api, patient, '2026-03-10', '2026-03-12');
        const replaced = await medicationCall(api, patient, 'PUT', `/plan/${scheduled.tkmdSn}`, {
          ...twiceDaily({ tkmdNm: 'later' }),
          tkmdBeginDe: '2026-03-11',
          tkmdTimeList: ['07:00'],
        });
        expect(replaced.json()).toMatchObject({ tkmdBeginDe: '2026-03-11', planState: 'scheduled' });
        const later = await schedule(api, patient, '2026-03-10', '2026-03-12');
        expect(
          later.tkmdDtlsList
            .filter((dose) => dose.tkmdSn === scheduled.tkmdSn)
            .map((dose) => dose.tkmdPlanDt),
        ).toEqual(['2026-03-11T07:00:00', '2026-03-12T07:00:00']);
      });

      it('asks nothing due before the moment a scheduled plan is moved to begin today (issue 35)', async () => {
        const scheduled = await createPlan(api, patient, twiceDaily({ tkmdBeginDe: '2026-03-10' }));
        await setClock(api, '2026-03-02T14:00:00+09:00', patient);
        const moved = await medicationCall(api, patient, 'PUT', `/plan/${scheduled.tkmdSn}`, twiceDaily());
        expect(moved.json()).toMatchObject({
          planState: 'ongoing',
          adherence: { dueCnt: 0, rate: null },
        });
        const today = await schedule(api, patient, '2026-03-02');
        expect(today.tkmdDtlsList.map((dose) => dose.tkmdPlanDt)).toEqual(['2026-03-02T20:00:00']);
      });

      it('ends a plan today, after which it is ended and cannot change (409 M1106)', async () => {
        const plan = await createPlan(api, patient, twiceDaily());
        await schedule(api, patient, '2026-03-02', '2026-03-08');
        const ended = await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}`, {
          ...twiceDaily(),
          tkmdEndDe: '2026-03-02',
        });
        expect(ended.json()).toMatchObject({
          tkmdEndDe: '2026-03-02',
          tkmdTotDayCnt: 1,
          planState: 'ongoing',
        });
        // The 20:00 dose: the plan was registered after the 08:00 one.
        expect((await schedule(api, patient, '2026-03-02', '2026-03-08')).tkmdDtlsList).toHaveLength(1);

        await setClock(api, '2026-03-03T09:00:00+09:00', patient);
        expect((await plans(api, patient))[0]?.planState).toBe('ended');
        const edit = await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}`, twiceDaily());
        expect(refusal(edit)).toMatchObject({ status: 409, code: 'M1106' });
        const reminder = await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}/noti`, {
          notiAt: 'N',
        });
        expect(refusal(reminder)).toMatchObject({ status: 409, code: 'M1106' });
      });

      it('continues an ended plan from now: its history stays, the days it was ended ask for nothing (issue 36.7)', async () => {
        const plan = await registeredAtDawn(patient, twiceDaily({ tkmdEndDe: '2026-03-02' }));
        await tick(api, patient, await doseAt(api, patient, '2026-03-02T08:00', plan.tkmdSn), '0002');
        await setClock(api, '2026-03-05T12:00:00+09:00', patient);
        expect((await plans(api, patient))[0]?.planState).toBe('ended');

        const continued = await medicationCall(api, patient, 'POST', `/plan/${plan.tkmdSn}/continue`, {
          tkmdEndDe: '2026-03-11',
        });

        expect(continued.statusCode).toBe(200);
        expect(continued.json()).toMatchObject({
          tkmdSn: plan.tkmdSn,
          tkmdBeginDe: '2026-03-02',
          tkmdEndDe: '2026-03-11',
          planState: 'ongoing',
        });
        const doses = (await schedule(api, patient, '2026-03-02', '2026-03-05')).tkmdDtlsList;
        // Monday's two doses as they were; nothing on the days it was ended; today only the 20:00 dose after now.
        expect(doses.map((dose) => [dose.tkmdPlanDt, dose.tkmdSttusCode])).toEqual([
          ['2026-03-02T08:00:00', '0002'],
          ['2026-03-02T20:00:00', '0004'],
          ['2026-03-05T20:00:00', '0003'],
        ]);
      });

      it('continues only an ended plan (409 M1175) and to a day from today (400 M0159), changing nothing refused', async () => {
        const running = await createPlan(api, patient, twiceDaily());
        const notEnded = await medicationCall(api, patient, 'POST', `/plan/${running.tkmdSn}/continue`, {
          tkmdEndDe: noEndDate,
        });
        expect(refusal(notEnded)).toMatchObject({ status: 409, code: 'M1175' });

        const ended = await createPlan(api, patient, twiceDaily({ tkmdEndDe: '2026-03-02' }));
        await setClock(api, '2026-03-04T09:00:00+09:00', patient);
        const past = await medicationCall(api, patient, 'POST', `/plan/${ended.tkmdSn}/continue`, {
          tkmdEndDe: '2026-03-03',
        });
        expect(refusal(past)).toMatchObject({ status: 400, code: 'M0159', field: 'tkmdEndDe' });
        const malformed = await medicationCall(api, patient, 'POST', `/plan/${ended.tkmdSn}/continue`, {
          tkmdEndDe: '2026-03-10',
          tkmdNm: 'other',
        });
        expect(malformed.statusCode).toBe(400);
        expect((await plans(api, patient)).find((plan) => plan.tkmdSn === ended.tkmdSn)).toMatchObject({
          tkmdEndDe: '2026-03-02',
          planState: 'ended',
        });
      });

      it('makes a plan’s past doses from the plan as it was when it is edited unviewed', async () => {
        const plan = await createPlan(
          api,
          patient,
          twiceDaily({ tkmdEndDe: noEndDate, tkmdTimeList: ['08:00'] }),
        );
        await setClock(api, '2026-03-05T12:00:00+09:00', patient);
        await medicationCall(api, patient, 'PUT', `/plan/${plan.tkmdSn}`, {
          ...twiceDaily({ tkmdEndDe: noEndDate }),
          tkmdTimeList: ['10:00', '13:00'],
        });
        const { tkmdDtlsList } = await schedule(api, patient, '2026-03-04', '2026-03-06');
        expect(tkmdDtlsList.map((dose) => dose.tkmdPlanDt.slice(5, 16))).toEqual([
          '03-04T08:00',
          '03-05T08:00',
          '03-05T13:00',
          '03-06T10:00',
          '03-06T13:00',
        ]);
      });
    });
  },
);
