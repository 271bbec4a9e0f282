import type { MedicineSearchPage } from 'shared-kernel/isomorphic';
import { logIn, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { openCatalogueTestApp, queryOf, searchCall } from '../../../test-support/medicine-catalogue';
import { writeMedicines, type MedicineRecord } from './medicine-repository';
import { loadMedicineSeed } from './medicine-seed';
import { seedMedicineCatalogue } from './seed-medicine-catalogue';

/** A medicine of the tests' own, with sequences from 990000000 that the seed does not use. */
const testMedicine = (
  itemSeq: string,
  itemName: string,
  itemEngName: string | null = null,
): MedicineRecord => ({
  itemSeq,
  itemName,
  itemEngName,
  entpName: '테스트제약(주)',
  formName: '정제',
  strength: '',
  mainIngrName: null,
  efcyQesitm: null,
  useMethodQesitm: null,
  atpnWarnQesitm: null,
  atpnQesitm: null,
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /api/medication/medicines (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openCatalogueTestApp(kind);
      token = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    async function search(params: Record<string, string | number>): Promise<MedicineSearchPage> {
      const response = await searchCall(api, token, queryOf(params));
      expect(response.statusCode).toBe(200);
      return response.json<MedicineSearchPage>();
    }
    const names = (page: MedicineSearchPage) => page.items.map((item) => item.itemName);

    it('finds a part of a Korean name: 레놀 finds every Tylenol, with maker, form and strength', async () => {
      const page = await search({ itemName: '레놀' });
      expect(names(page)).toEqual(
        expect.arrayContaining(['타이레놀정500밀리그램', '타이레놀정160밀리그램', '어린이타이레놀현탁액']),
      );
      expect(page.items.every((item) => item.itemName.includes('레놀'))).toBe(true);
      expect(page.items.find((item) => item.itemName === '타이레놀정500밀리그램')).toEqual({
        itemSeq: '198900159',
        itemName: '타이레놀정500밀리그램',
        itemEngName: 'Tylenol Tab. 500mg (Acetaminophen)',
        entpName: '한국존슨앤드존슨판매(유)',
        formName: '정제',
        strength: '500mg',
        efcyQesitm: expect.stringContaining('두통'),
      });
    });

    it('ignores white space in the search text: 타이레놀 정 500 finds 타이레놀정500밀리그램', async () => {
      expect(names(await search({ itemName: '타이레놀 정 500' }))).toEqual(['타이레놀정500밀리그램']);
    });

    it('finds a part of an English name or ingredient whatever its case: AMLODIPINE finds Norvasc', async () => {
      const page = await search({ itemName: 'AMLODIPINE', rows: 50 });
      expect(names(page)).toEqual(expect.arrayContaining(['노바스크정5밀리그램', '아모디핀정5밀리그램']));
      expect(names(await search({ itemName: 'tylenol' }))).toContain('타이레놀정500밀리그램');
    });

    it('finds a Korean ingredient name: 아세트아미노펜 finds Tylenol and Geworin', async () => {
      expect(names(await search({ itemName: '아세트아미노펜', rows: 50 }))).toEqual(
        expect.arrayContaining(['타이레놀정500밀리그램', '게보린정']),
      );
    });

    it('finds one and two characters too (short grams): 놀 and ㅌㅇ find 타이레놀, ty finds Tylenol', async () => {
      expect(names(await search({ itemName: '놀', rows: 50 }))).toContain('타이레놀정500밀리그램');
      expect(names(await search({ itemName: 'ㅌㅇ', rows: 50 }))).toContain('타이레놀정500밀리그램');
      expect(names(await search({ itemName: 'TY', rows: 50 }))).toContain('타이레놀정500밀리그램');
      const twoSyllables = await search({ itemName: '레놀', rows: 50 });
      expect(names(twoSyllables).every((name) => name.includes('레놀'))).toBe(true);
      expect(twoSyllables.totalCount).toBe((await search({ itemName: '레놀', rows: 50 })).items.length);
    });

    it('finds by initial consonants: ㅌㅇㄹㄴ finds 타이레놀, ㄱㅂㄹ finds 게보린', async () => {
      const tylenol = await search({ itemName: 'ㅌㅇㄹㄴ' });
      expect(names(tylenol)).toEqual(expect.arrayContaining(['타이레놀정500밀리그램', '우먼스타이레놀정']));
      expect(names(tylenol).every((name) => name.includes('타이레놀'))).toBe(true);
      expect(names(await search({ itemName: 'ㄱㅂㄹ' }))).toContain('게보린정');
    });

    it('finds syllables mixed with initial consonants: 타ㅇㄹ finds 타이레놀 but not 타나민', async () => {
      const page = await search({ itemName: '타ㅇㄹ' });
      expect(names(page)).toContain('타이레놀정500밀리그램');
      expect(names(page).every((name) => /타[아-잏]레/u.test(name))).toBe(true);
    });

    it('takes LIKE wildcards literally: % finds only the few names holding %, _ finds nothing', async () => {
      const percent = await search({ itemName: '%', rows: 50 });
      expect(names(percent)).toEqual(expect.arrayContaining(['히아레인점안액0.1%', '리도멕스크림0.3%']));
      expect(percent.totalCount).toBeLessThan(10);
      expect(await search({ itemName: '_' })).toEqual({ items: [], totalCount: 0, page: 1, rows: 20 });
    });

    it('ranks exact names first, then names beginning with the text, then the rest, each in name order', async () => {
      await writeMedicines(
        api.db,
        [
          testMedicine('990000001', '가나랭킹약'),
          testMedicine('990000002', '랭킹약정10밀리그램'),
          testMedicine('990000003', '랭킹약'),
          testMedicine('990000004', '다라랭킹약'),
          testMedicine('990000005', '랭킹약시럽'),
          testMedicine('990000006', '영문랭킹', 'Rankingyak'),
        ],
        'keep',
      );
      expect(names(await search({ itemName: '랭킹약' }))).toEqual([
        '랭킹약',
        '랭킹약시럽',
        '랭킹약정10밀리그램',
        '가나랭킹약',
        '다라랭킹약',
      ]);
      expect(names(await search({ itemName: 'RANKINGYAK' }))).toEqual(['영문랭킹']);
      // 판피린큐액 (ㅍㅍㄹㅋㅇ) holds the consonants too.
      expect(names(await search({ itemName: 'ㄹㅋㅇ' }))).toEqual([
        '랭킹약',
        '랭킹약시럽',
        '랭킹약정10밀리그램',
        '가나랭킹약',
        '다라랭킹약',
        '판피린큐액',
      ]);
    });

    it('pages the matches with their total count; a page past the last is empty with the same count', async () => {
      const first = await search({ itemName: '정', rows: 5, page: 1 });
      const second = await search({ itemName: '정', rows: 5, page: 2 });
      expect(first.totalCount).toBeGreaterThan(100);
      expect(second.totalCount).toBe(first.totalCount);
      expect(first.items).toHaveLength(5);
      expect(second.items).toHaveLength(5);
      expect(names(second).some((name) => names(first).includes(name))).toBe(false);
      const beyond = await search({ itemName: '정', rows: 50, page: 1000 });
      expect(beyond).toEqual({ items: [], totalCount: first.totalCount, page: 1000, rows: 50 });
    });

    it('lists the whole catalogue in name order without a search text', async () => {
      const page = await search({});
      const [{ count }] = (await api.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM medicine_items',
      )) as [{ count: string }];
      expect(page.totalCount).toBe(Number(count));
      expect(page.totalCount).toBeGreaterThanOrEqual((await loadMedicineSeed()).length);
      expect(page.rows).toBe(20);
      expect(page.page).toBe(1);
      expect(names(page)).toEqual([...names(page)].sort());
      expect(await search({ itemName: '' })).toEqual(page);
    });

    it.each([
      ['an item name over 50 characters', queryOf({ itemName: '가'.repeat(51) }), 'itemName'],
      ['a NUL byte', 'itemName=%00', 'itemName'],
      ['a control character', 'itemName=%E1%84%90%1F', 'itemName'],
      ['more than 50 rows', queryOf({ rows: 51 }), 'rows'],
      ['page 0', queryOf({ page: 0 }), 'page'],
      ['a page that is no number', queryOf({ page: 'two' }), 'page'],
      ['an unknown parameter', queryOf({ itemNm: '타이레놀' }), undefined],
    ])('refuses %s with 400 and an M-code', async (_what, rawQuery, field) => {
      const response = await searchCall(api, token, rawQuery);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; field?: string }>();
      expect(body.code).toMatch(/^M\d{4}$/);
      if (field) expect(body.field).toBe(field);
    });

    it('takes the bytes of a lone surrogate, which no URL can carry as text, literally: nothing found', async () => {
      // Fastify leaves a percent-escape that is no UTF-8 undecoded; the kernel pattern refuses lone surrogates
      // should one ever arrive decoded.
      const response = await searchCall(api, token, 'itemName=%ED%A0%80');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    });

    it('refuses a call without a token (401 M0139)', async () => {
      const response = await searchCall(api, null, queryOf({ itemName: '타이레놀' }));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M0139' });
    });

    it('seeds once: seeding again adds nothing and keeps what is stored', async () => {
      const before = await search({ itemName: '타이레놀정500' });
      expect(await seedMedicineCatalogue(api.db)).toBe(0);
      expect(await search({ itemName: '타이레놀정500' })).toEqual(before);
    });
  },
);
