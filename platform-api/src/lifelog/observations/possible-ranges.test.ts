import type { Bundle, BundleEntry, Observation, OperationOutcome } from 'fhir/r4';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { messageCodeSystem } from '../fhir/bundle-routes';
import {
  addFhirTestUser,
  bloodPressure,
  fhirCall,
  record,
  weight,
  type FhirTestUser,
  problemOf,
} from '../../../test-support/fhir';

const measuredAt = '2026-03-01T08:00:00+09:00';
const post = (resource: Observation): BundleEntry => ({
  resource,
  request: { method: 'POST', url: 'Observation' },
});
const bundleOf = (type: 'batch' | 'transaction', entry: BundleEntry[]): Bundle => ({
  resourceType: 'Bundle',
  type,
  entry,
});

/** The possible ranges of the kernel (`measurementRanges`) at the API edge: nothing impossible is written. */
describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'possible ranges of life-log values at /fhir (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const countOf = async (user: FhirTestUser) => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid',
        [user.subject],
      );
      return row?.count;
    };
    const create = (user: FhirTestUser, resource: Observation, language = 'ko') =>
      fhirCall(api, user, 'POST', '/fhir/Observation', resource, { 'Language-Code': language });

    it('refuses 300/20 with the systolic range (400 M1123) and stores nothing', async () => {
      const user = await addFhirTestUser(api, 'range-pressure');

      const response = await create(user, bloodPressure(user, 300, 20, measuredAt), 'en');

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toEqual({
        code: 'M1123',
        message: 'Please enter a systolic pressure (first number) from 70 to 270 mmHg.',
        field: 'Observation.component[0].valueQuantity.value',
      });
      expect(await countOf(user)).toBe(0);
    });

    it('refuses a systolic pressure not above the diastolic (400 M1121) and a diastolic of 20 (M1124)', async () => {
      const user = await addFhirTestUser(api, 'range-order');

      const inverted = await create(user, bloodPressure(user, 120, 130, measuredAt));
      const lowDiastolic = await create(user, bloodPressure(user, 120, 20, measuredAt));

      expect(inverted.statusCode).toBe(400);
      expect(problemOf(inverted)).toMatchObject({
        code: 'M1121',
        message: '수축기 혈압(앞의 숫자)은 이완기 혈압(뒤의 숫자)보다 높아야 해요.',
        field: 'Observation.component[0].valueQuantity.value',
      });
      expect(problemOf(lowDiastolic)).toMatchObject({
        code: 'M1124',
        field: 'Observation.component[1].valueQuantity.value',
      });
      expect(await countOf(user)).toBe(0);
    });

    it('refuses a total cholesterol outside 67-773 mg/dL (400 M1122, the range in its text) and takes 195', async () => {
      const user = await addFhirTestUser(api, 'range-cholesterol');
      const cholesterol = (value: number) =>
        record(user, 'totalCholesterol', { totalCholesterolQuantification: value }, measuredAt);

      const refused = await create(user, cholesterol(1950));
      const taken = await create(user, cholesterol(195));

      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused)).toEqual({
        code: 'M1122',
        message: '기록할 수 있는 범위(67~773)를 벗어난 값이에요. 값을 확인해 주세요.',
        field: 'Observation.valueQuantity.value',
      });
      expect(taken.statusCode).toBe(201);
      expect(await countOf(user)).toBe(1);
    });

    it('refuses to change a stored pressure to 300/20 and keeps the stored one', async () => {
      const user = await addFhirTestUser(api, 'range-update');
      const stored = (await create(user, bloodPressure(user, 130, 85, measuredAt))).json<Observation>();

      const response = await fhirCall(api, user, 'PUT', `/fhir/Observation/${stored.id}`, {
        ...bloodPressure(user, 300, 20, measuredAt),
        id: stored.id,
      });

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: 'M1123' });
      const reread = await fhirCall(api, user, 'GET', `/fhir/Observation/${stored.id}`);
      expect(
        reread.json<Observation>().component?.map((component) => component.valueQuantity?.value),
      ).toEqual([130, 85]);
    });

    it('answers the impossible entry of a batch alone (400 M1123) and stores the others', async () => {
      const user = await addFhirTestUser(api, 'range-batch');

      const response = await fhirCall(
        api,
        user,
        'POST',
        '/fhir',
        bundleOf('batch', [
          post(weight(user, 70, measuredAt)),
          post(bloodPressure(user, 300, 20, measuredAt)),
          post(bloodPressure(user, 128, 82, measuredAt)),
        ]),
      );

      expect(response.statusCode).toBe(200);
      const answer = response.json<Bundle>();
      expect(answer.entry?.map((entry) => entry.response?.status)).toEqual([
        '201 Created',
        '400 Bad Request',
        '201 Created',
      ]);
      const issue = (answer.entry?.[1]?.response?.outcome as OperationOutcome | undefined)?.issue[0];
      expect(issue?.details?.coding).toEqual([{ system: messageCodeSystem, code: 'M1123' }]);
      expect(issue?.expression).toEqual(['Bundle.entry[1].resource.component[0].valueQuantity.value']);
      expect(await countOf(user)).toBe(2);
    });

    it('stores nothing of a transaction with one impossible entry (400 M1121)', async () => {
      const user = await addFhirTestUser(api, 'range-transaction');

      const response = await fhirCall(
        api,
        user,
        'POST',
        '/fhir',
        bundleOf('transaction', [
          post(weight(user, 70, measuredAt)),
          post(bloodPressure(user, 80, 120, measuredAt)),
        ]),
      );

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({
        code: 'M1121',
        field: 'Bundle.entry[1].resource.component[0].valueQuantity.value',
      });
      expect(await countOf(user)).toBe(0);
    });
  },
);
