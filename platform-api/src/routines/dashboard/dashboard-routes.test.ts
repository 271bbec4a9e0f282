import type { FhirTestUser } from '../../../test-support/fhir';
import { createPlan, newPatient, twiceDaily } from '../../../test-support/medication';
import { dashboard, setClock, testMonday } from '../../../test-support/routines';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /dashboard2 doses (%s)',
  (_name, kind) => {
    let api: TestApp;
    let patient: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      api.clock.advance(new Date(testMonday).getTime() - api.clock.now().getTime());
      patient = await newPatient(api);
    });

    it("gives each dose the catalogue's English name, as the medication answers do, and null for a typed name (issue 35.20)", async () => {
      await api.db.query(
        `INSERT INTO medicine_items (item_seq, item_name, item_eng_name, entp_name, strength, search_key, name_key)
         VALUES ('202403520', '대시보드정', 'Dashboard Tab. 10mg', '테스트제약', '10mg', '대시보드정', '대시보드정')
         ON CONFLICT DO NOTHING`,
      );
      await setClock(api, '2026-03-02T07:00:00+09:00', patient);
      await createPlan(api, patient, twiceDaily({ tkmdNm: '대시보드정', itemSeq: '202403520' }));
      await createPlan(api, patient, twiceDaily({ tkmdNm: '할머니 혈압약' }));
      await setClock(api, testMonday, patient);

      const board = await dashboard(api, patient, '2026-03-02', '2026-03-02');
      const doses = board.routhLapseList.flatMap((day) => day.helthTkmdPlanList);
      expect(doses.map(({ tkmdNm, itemEngName, tkmdPlanDt }) => [tkmdPlanDt, tkmdNm, itemEngName])).toEqual([
        ['2026-03-02T08:00:00', '대시보드정', 'Dashboard Tab. 10mg'],
        ['2026-03-02T08:00:00', '할머니 혈압약', null],
        ['2026-03-02T20:00:00', '대시보드정', 'Dashboard Tab. 10mg'],
        ['2026-03-02T20:00:00', '할머니 혈압약', null],
      ]);
    });
  },
);
