import { gradeOf, guideIndexCodes, guideRangesFor, type GuideRange } from 'shared-kernel/isomorphic';
import { callerHeaders } from '../../../test-support/phone-verification';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /api/service/idxguide (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    const guides = async (path: string, accessToken = token) => {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/service/idxguide${path}`,
        headers: callerHeaders(accessToken),
      });
      return { response, list: response.json<{ idxGuideList: GuideRange[] }>().idxGuideList };
    };

    it('lists a band of every guide index code, numbers as numbers, each with its standard', async () => {
      const { response, list } = await guides('');

      expect(response.statusCode).toBe(200);
      expect(new Set(list.map((range) => range.idxCode))).toEqual(new Set(Object.values(guideIndexCodes)));
      for (const range of list) {
        expect([typeof range.idxMinVal, typeof range.idxMaxVal]).not.toContain('string');
        expect(range.idxOriginCode).toMatch(/^[A-Za-z0-9-]+$/);
      }
    });

    it('covers every value exactly once for each guide and sex: the bands meet with no gap or overlap', async () => {
      const { list } = await guides('');

      for (const idxCode of Object.values(guideIndexCodes)) {
        for (const genderCode of ['0001', '0002'] as const) {
          const bands = guideRangesFor(list, idxCode, genderCode).sort(
            (a, b) => (a.idxMinVal ?? -Infinity) - (b.idxMinVal ?? -Infinity),
          );
          const edges = bands.flatMap((band) => [band.idxMinVal, band.idxMaxVal]);
          const inner = edges.slice(1, -1);
          expect([edges[0], edges.at(-1)]).toEqual([null, null]);
          for (let index = 0; index < inner.length; index += 2) expect(inner[index]).toBe(inner[index + 1]);
        }
      }
    });

    it('grades BMI with the Asian cut-offs (KSSO 2022): 18.4 caution A, 22.9 normal, 23 caution A, 25 caution B, 30 danger', async () => {
      const { list } = await guides('/bodyMassIndex');

      expect([18.4, 22.9, 23, 25, 30].map((bmi) => gradeOf(bmi, list, 'bodyMassIndex', '0001'))).toEqual([
        '0002',
        '0001',
        '0002',
        '0003',
        '0004',
      ]);
    });

    it('grades a waist of 89.9 cm normal and 90 cm danger for a man, 85 cm danger for a woman', async () => {
      const { list } = await guides('/waistCircumference');

      expect(gradeOf(89.9, list, 'waistCircumference', '0001')).toBe('0001');
      expect(gradeOf(90, list, 'waistCircumference', '0001')).toBe('0004');
      expect(gradeOf(85, list, 'waistCircumference', '0002')).toBe('0004');
      expect(gradeOf(85, list, 'waistCircumference', '0001')).toBe('0001');
    });

    it('grades blood pressure at its boundaries: sbp 119/120/130/140 and dbp 79/80/90', async () => {
      const { list } = await guides('');

      expect([119, 120, 130, 140].map((sbp) => gradeOf(sbp, list, 'sbp', '0002'))).toEqual([
        '0001',
        '0002',
        '0003',
        '0004',
      ]);
      expect([79, 80, 90].map((dbp) => gradeOf(dbp, list, 'dbp', '0002'))).toEqual(['0001', '0003', '0004']);
    });

    it('grades fasting glucose 99/100/126, after-meal glucose 139/140/200 and HbA1c 5.6/5.7/6.5', async () => {
      const { list } = await guides('');

      expect([99, 100, 126].map((value) => gradeOf(value, list, 'bloodSugarLevel', null))).toEqual([
        '0001',
        '0003',
        '0004',
      ]);
      expect([139, 140, 200].map((value) => gradeOf(value, list, 'bloodSugarLevelAfterMeal', null))).toEqual([
        '0001',
        '0003',
        '0004',
      ]);
      expect([5.6, 5.7, 6.5].map((value) => gradeOf(value, list, 'hbA1c', null))).toEqual([
        '0001',
        '0003',
        '0004',
      ]);
    });

    it('grades HDL 45 as caution A for a man and caution B for a woman (under 50), 39 danger, 60 normal', async () => {
      const { list } = await guides('/hdlCholesterol');

      expect(gradeOf(45, list, 'hdlCholesterol', '0001')).toBe('0002');
      expect(gradeOf(45, list, 'hdlCholesterol', '0002')).toBe('0003');
      expect(gradeOf(39, list, 'hdlCholesterol', '0002')).toBe('0004');
      expect(gradeOf(60, list, 'hdlCholesterol', '0001')).toBe('0001');
    });

    it('filters by sex: a woman gets her bands and those of both sexes, none of the men', async () => {
      const { response, list } = await guides('/hdlCholesterol/0002');

      expect(response.statusCode).toBe(200);
      expect(list.map((range) => range.genderCode).sort()).toEqual([null, null, '0002', '0002'].sort());
    });

    it('filters by sex and grade: the danger band of a waist for a man', async () => {
      const { list } = await guides('/waistCircumference/0001/0004');

      expect(list).toEqual([
        {
          idxCode: 'waistCircumference',
          genderCode: '0001',
          gradCode: '0004',
          idxMinVal: 90,
          idxMaxVal: null,
          idxOriginCode: 'KSSO-2022',
        },
      ]);
    });

    it('filters by idxOriginCode, and answers an empty list for a standard it does not have', async () => {
      const known = await guides('?idxOriginCode=ADA-2024');
      const unknown = await guides('/sbp?idxOriginCode=JNC-7');

      expect(new Set(known.list.map((range) => range.idxCode))).toEqual(
        new Set(['bloodSugarLevel', 'bloodSugarLevelAfterMeal', 'hbA1c']),
      );
      expect(unknown.response.statusCode).toBe(200);
      expect(unknown.list).toEqual([]);
    });

    it('answers an empty list for a well-formed index code no guide has', async () => {
      const { response, list } = await guides('/boneDensity');

      expect(response.statusCode).toBe(200);
      expect(list).toEqual([]);
    });

    it.each([
      ['a malformed index code', '/body-mass!', 'idxCode'],
      ['an unknown gender code', '/sbp/0003', 'genderCode'],
      ['an unknown grade code', '/sbp/0001/0009', 'gradCode'],
      ['a malformed idxOriginCode', '?idxOriginCode=a%20b', 'idxOriginCode'],
    ])('refuses %s with 400 M0187', async (_case, path, field) => {
      const { response } = await guides(path);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'M0187', field });
    });

    it('refuses a call without a token with 401 M0139', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/service/idxguide' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0139' });
    });

    it('refuses a token without phr.read (a migrated account not yet consented) with 403 M0105', async () => {
      const { response } = await guides('', (await logIn(api.app, 'demo-legacy')).access_token);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M0105' });
    });
  },
);
