import { randomUUID } from 'node:crypto';
import type { Observation } from 'fhir/r4';
import type { ActivityReference, PostedFeed } from 'shared-kernel/isomorphic';
import { bloodPressure, fhirCall, record, type FhirTestUser } from '../../../test-support/fhir';
import { createPlan, doseAt, tick, twiceDaily } from '../../../test-support/medication';
import { createGoal, walkingGoal } from '../../../test-support/routines';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { feedCall, insertFamilyChannel, newPerson, notificationsOf } from '../../../test-support/feed';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'activity shares (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const share = (
      person: FhirTestUser,
      chnSnList: number[],
      activity: unknown,
      feedCn: string | null = null,
    ) => feedCall(api, person, 'POST', '/api/feed/share', { chnSnList, activity, feedCn });
    const shared = async (person: FhirTestUser, chnSnList: number[], activity: ActivityReference) => {
      const response = await share(person, chnSnList, activity, '자랑');
      expect(response.statusCode).toBe(201);
      const [post] = response.json<PostedFeed>().feedList;
      return post;
    };
    const expectRefusal = async (
      response: Awaited<ReturnType<typeof share>>,
      status: number,
      code: string,
      field?: string,
    ) => {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, ...(field ? { field } : {}) });
    };
    const storeObservation = async (person: FhirTestUser, observation: Observation) => {
      const response = await fhirCall(api, person, 'POST', '/fhir/Observation', observation);
      expect(response.statusCode).toBe(201);
      return response.json<Observation>().id ?? '';
    };
    const feedCount = async () =>
      (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM feeds'))[0]?.count;

    async function family() {
      const person = await newPerson(api, 'share');
      const relative = await newPerson(api, 'share');
      const chnSn = await insertFamilyChannel(api.db, { members: [person, relative], chnNm: '가족' });
      return { person, relative, chnSn };
    }

    it('shares a life-log record read from the store: values with units, the guide grade; members told', async () => {
      const { person, relative, chnSn } = await family();
      const observationId = await storeObservation(
        person,
        bloodPressure(person, 145, 92, '2026-03-01T07:30:00+09:00'),
      );
      const post = await shared(person, [chnSn], { actCode: '0002', observationId });
      expect(post).toMatchObject({
        actCode: '0002',
        feedCn: '자랑',
        feedTitle: null,
        imageList: [],
        actData: {
          actCode: '0002',
          lifelogTypeKey: 'bloodPressure',
          values: [
            { key: 'sbp', value: 145, unit: 'mmHg' },
            { key: 'dbp', value: 92, unit: 'mmHg' },
          ],
          effectiveDateTime: '2026-03-01T07:30:00+09:00',
          gradCode: expect.stringMatching(/^000[2-4]$/),
        },
      });
      expect(await notificationsOf(api.db, relative, '0008')).toHaveLength(1);

      const weightId = await storeObservation(
        person,
        record(person, 'weight', { weight: 71.5 }, '2026-03-01T08:00:00+09:00'),
      );
      expect((await shared(person, [chnSn], { actCode: '0002', observationId: weightId }))?.actData).toEqual({
        actCode: '0002',
        lifelogTypeKey: 'weight',
        values: [{ key: 'weight', value: 71.5, unit: 'kg' }],
        effectiveDateTime: '2026-03-01T08:00:00+09:00',
        gradCode: null,
      });
    });

    it('refuses another person’s record or an unknown id (404 M0105), writing nothing', async () => {
      const { person, relative, chnSn } = await family();
      const theirs = await storeObservation(
        relative,
        bloodPressure(relative, 120, 80, '2026-03-01T07:30:00+09:00'),
      );
      const before = await feedCount();
      for (const observationId of [theirs, randomUUID(), 'not-a-uuid'])
        await expectRefusal(await share(person, [chnSn], { actCode: '0002', observationId }), 404, 'M0105');
      expect(await feedCount()).toBe(before);
    });

    it('shares a routine day whose exercises were all done; not all done: 409 M0187', async () => {
      const { person, chnSn } = await family();
      const goal = await createGoal(api, person, walkingGoal());
      const day = { actCode: '0004', helthGoalSn: goal.helthGoalSn, routhLapseDe: '2026-03-02' } as const;
      await expectRefusal(await share(person, [chnSn], day), 409, 'M0187', 'activity.routhLapseDe');
      await expectRefusal(
        await share(person, [chnSn], { ...day, routhLapseDe: '2026-03-03' }),
        409,
        'M0187',
        'activity.routhLapseDe',
      );
      await api.db.query(
        `UPDATE exercise_details SET exrcise_at = 'Y', cnsum_cal_val = 120.4
        WHERE helth_goal_sn = $1 AND exrcise_plan_de = '2026-03-02'`,
        [goal.helthGoalSn],
      );
      const post = await shared(person, [chnSn], day);
      expect(post?.actData).toEqual({
        actCode: '0004',
        routhLapseDe: '2026-03-02',
        exrciseTimeMiTot: 30,
        cnsumCalValTot: 120,
        exrciseItemNmList: [expect.any(String)],
      });

      const stranger = await newPerson(api, 'share');
      const strangers = await insertFamilyChannel(api.db, { members: [stranger] });
      await expectRefusal(await share(stranger, [strangers], day), 404, 'M0105', 'activity.helthGoalSn');
    });

    it('shares a medication summary over a period with its adherence; a period over 93 days: 400 M0187', async () => {
      const { person, chnSn } = await family();
      await createPlan(api, person, twiceDaily());
      expect(
        (await tick(api, person, await doseAt(api, person, '2026-03-02T20:00'), '0002')).statusCode,
      ).toBe(200);
      const post = await shared(person, [chnSn], {
        actCode: '0005',
        fromPeriodDt: '2026-03-01',
        toPeriodDt: '2026-03-02',
      });
      // At 09:00, registered after the morning dose, only the evening one ticked early is due: 1 of 1.
      expect(post?.actData).toEqual({
        actCode: '0005',
        fromPeriodDt: '2026-03-01',
        toPeriodDt: '2026-03-02',
        takenCount: 1,
        dueCount: 1,
        rate: 100,
        compliant: true,
      });
      await expectRefusal(
        await share(person, [chnSn], {
          actCode: '0005',
          fromPeriodDt: '2026-01-01',
          toPeriodDt: '2026-06-01',
        }),
        400,
        'M0187',
      );
      await expectRefusal(
        await share(person, [chnSn], {
          actCode: '0005',
          fromPeriodDt: '2026-03-05',
          toPeriodDt: '2026-03-01',
        }),
        400,
        'M0187',
      );
    });

    it('shares the caller’s stored prediction (the latest, or the one named); none: 404 M0152', async () => {
      const { person, relative, chnSn } = await family();
      const body = { actCode: '0006', predictionModel: '7', predictionId: null } as const;
      await expectRefusal(await share(person, [chnSn], body), 404, 'M0152');

      const store = async (owner: FhirTestUser, computedAt: string, heartAge: number) => {
        const id = randomUUID();
        await api.db.query(
          `INSERT INTO prediction_results (id, user_id, model_id, computed_at, result) VALUES ($1, $2, '7', $3, $4)`,
          [
            id,
            owner.userId,
            computedAt,
            JSON.stringify({
              modelId: '7',
              outcome: 'bodyAge',
              horizonYears: 10,
              inputs: {},
              inputSources: {},
              age: 45,
              computedAt,
              heartAge,
              band: 'older',
              severity: 'moderate',
              contributions: [],
            }),
          ],
        );
        return id;
      };
      const older = await store(person, '2026-02-01T00:00:00.000Z', 50.26);
      const latest = await store(person, '2026-03-01T00:00:00.000Z', 48);
      const theirs = await store(relative, '2026-03-01T00:00:00.000Z', 60);

      expect((await shared(person, [chnSn], body))?.actData).toEqual({
        actCode: '0006',
        predictionModel: '7',
        predictionId: latest,
        value: 48,
        unit: 'years',
        realAge: 45,
        severity: 'moderate',
        predictDt: '2026-03-01T00:00:00.000Z',
      });
      expect((await shared(person, [chnSn], { ...body, predictionId: older }))?.actData).toMatchObject({
        predictionId: older,
        value: 50.3,
      });
      await expectRefusal(await share(person, [chnSn], { ...body, predictionId: theirs }), 404, 'M0152');
      // The schema knows the catalogue's models: another one is a malformed request.
      await expectRefusal(await share(person, [chnSn], { ...body, predictionModel: '999' }), 400, 'M0187');
      await expectRefusal(await share(person, [chnSn], { ...body, actCode: '0008' }), 400, 'M0187');
    });

    it('refuses what is not shareable (400 M1118) and a channel whose shareActList leaves it out (409 M1117)', async () => {
      const { person, chnSn } = await family();
      const observationId = await storeObservation(
        person,
        bloodPressure(person, 120, 80, '2026-03-01T07:30:00+09:00'),
      );
      const before = await feedCount();
      for (const actCode of ['0001', '0003', '0009', '0010'])
        await expectRefusal(await share(person, [chnSn], { actCode, observationId }), 400, 'M1118');

      const strict = await insertFamilyChannel(api.db, { members: [person], shareActList: ['0004', '0005'] });
      await expectRefusal(
        await share(person, [chnSn, strict], { actCode: '0002', observationId }),
        409,
        'M1117',
        'chnSnList',
      );
      const other = await newPerson(api, 'share');
      const theirs = await insertFamilyChannel(api.db, { members: [other] });
      await expectRefusal(
        await share(person, [theirs], { actCode: '0002', observationId }),
        404,
        'M0105',
        'chnSnList',
      );
      expect(await feedCount()).toBe(before);
    });
  },
);
