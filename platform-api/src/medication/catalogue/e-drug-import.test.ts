import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MedicineSearchPage } from 'shared-kernel/isomorphic';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  csvRows,
  formFromName,
  itemsOfJson,
  parseEdrugList,
  plainText,
  strengthFromName,
} from './e-drug-import';
import { searchMedicines } from './medicine-repository';
import { seedMedicineCatalogue } from './seed-medicine-catalogue';
import { importEdrugList } from './store-e-drug-list';

const fixture = (name: string) =>
  readFile(path.join(__dirname, '..', '..', '..', 'test-support', 'fixtures', 'e-drug', name));

describe('reading the national e-drug list', () => {
  it('takes the API answer: good rows kept once per itemSeq (the later wins), bad rows reported', async () => {
    const parsed = parseEdrugList('answer.json', await fixture('e-drug-answer.json'));
    expect(parsed.read).toBe(5);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.skipped).toEqual([
      { row: 3, itemSeq: '201700102', reason: 'itemName missing' },
      { row: 4, itemSeq: '12-34', reason: 'itemSeq is not 6 to 12 digits' },
    ]);
    expect(parsed.records.map((record) => record.itemSeq)).toEqual(['195700004', '201700101']);
    expect(parsed.records[1]).toMatchObject({
      itemName: '유한메트포르민정500밀리그램(메트포르민염산염)',
      formName: '정제',
      strength: '500mg',
      efcyQesitm: '이 약은 제2형 당뇨병 환자의 혈당 조절에 사용합니다.',
    });
  });

  it('strips the list’s HTML: paragraphs become lines, entities are decoded', async () => {
    const parsed = parseEdrugList('answer.json', await fixture('e-drug-answer.json'));
    expect(parsed.records[0]).toMatchObject({
      itemName: '활명수',
      formName: '',
      strength: '',
      useMethodQesitm:
        '만 15세 이상 및 성인은 1회 1병(75 mL), 1일 3회 식후에 복용합니다.\n' +
        '만 11세 이상~만 15세 미만은 1회 2/3병, 만 8세 이상~만 11세 미만은 1회 1/2병을 복용합니다.',
      atpnWarnQesitm: null,
    });
    expect(plainText('<b>신기능 장애</b> 환자 &lt;중요&gt; &amp; &#54620;&#xAE00;')).toBe(
      '신기능 장애 환자 <중요> & 한글',
    );
    expect(plainText('a\u0000b\ud800c &#0; <p> </p>')).toBe('a bc');
  });

  it('takes a plain array of items and the XML-shaped items.item', () => {
    const item = { itemSeq: '1', itemName: 'x' };
    expect(itemsOfJson([item])).toEqual([item]);
    expect(itemsOfJson({ body: { items: { item: [item] } } })).toEqual([item]);
    expect(itemsOfJson({ body: { items: { item } } })).toEqual([item]);
    expect(() => itemsOfJson({ data: [] })).toThrow(/body: \{ items/);
  });

  it('takes a CSV with quoted commas, doubled quotes and line breaks, Korean headers included', async () => {
    const parsed = parseEdrugList('items.csv', await fixture('e-drug-items.csv'));
    expect(parsed.read).toBe(4);
    expect(parsed.skipped).toEqual([{ row: 3, itemSeq: 'abc', reason: 'itemSeq is not 6 to 12 digits' }]);
    expect(parsed.records[0]).toEqual({
      itemSeq: '198900159',
      itemName: '타이레놀정500밀리그램(아세트아미노펜)',
      itemEngName: null,
      entpName: '한국존슨앤드존슨판매(유)',
      formName: '정제',
      strength: '500mg',
      mainIngrName: null,
      efcyQesitm: '이 약은 감기로 인한 발열 및 통증, 두통에 사용합니다.',
      useMethodQesitm: '만 12세 이상:\n1회 1~2정씩, 1일 3~4회',
      atpnWarnQesitm: '매일 세 잔 이상 술을 마시는 사람은 "의사 또는 약사"와 상의하십시오.',
      atpnQesitm: null,
    });
    expect(parsed.records[1]).toMatchObject({ formName: '연질캡슐제', strength: '' });
    expect(csvRows('a,"b\r\nc",d\r\n\r\ne,f')).toEqual([
      ['a', 'b\r\nc', 'd'],
      ['e', 'f'],
    ]);
  });

  it('reads a CSV saved in EUC-KR, as the portal’s downloads often are', async () => {
    const parsed = parseEdrugList('items.csv', await fixture('e-drug-euc-kr.csv'));
    expect(parsed.records).toEqual([
      expect.objectContaining({
        itemSeq: '200103841',
        itemName: '마데카솔케어연고',
        entpName: '동국제약(주)',
        formName: '연고제',
      }),
    ]);
  });

  it('refuses a file that is neither JSON nor CSV', () => {
    expect(() => parseEdrugList('items.xlsx', new Uint8Array())).toThrow(/\.json or \.csv/);
  });

  it.each([
    ['타이레놀정500밀리그램(아세트아미노펜)', '정제', '500mg'],
    ['엑스포지정5/160밀리그램', '정제', '5/160mg'],
    ['씬지로이드정0.05밀리그램', '정제', '0.05mg'],
    ['다이아벡스엑스알서방정1000밀리그램', '서방정', '1000mg'],
    ['리리카캡슐75mg', '경질캡슐제', '75mg'],
    ['오마코연질캡슐', '연질캡슐제', ''],
    ['판콜에이내복액', '액제', ''],
    ['겔포스엠현탁액', '현탁제', ''],
    ['히아레인점안액0.1%', '점안제', '0.1%'],
    ['트레시바플렉스터치주', '주사제', ''],
    ['광동쌍화탕', '', ''],
    ['노루모산', '산제', ''],
    ['키미테패취1.5밀리그램', '첩부제', '1.5mg'],
  ])('reads form and strength from the name %s: %s, %s', (name, form, strength) => {
    expect(formFromName(name)).toBe(form);
    expect(strengthFromName(name)).toBe(strength);
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'importing the e-drug list (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
      await seedMedicineCatalogue(api.db);
    });
    afterAll(() => api.close());

    const find = (itemName: string): Promise<MedicineSearchPage> =>
      searchMedicines(api.db, { itemName, page: 1, rows: 20 });

    it('adds new medicines and replaces seeded ones of the same itemSeq; importing again changes nothing', async () => {
      const bytes = await fixture('e-drug-items.csv');
      const report = await importEdrugList(api.db, 'items.csv', bytes);
      expect(report).toMatchObject({ read: 4, written: 3, duplicates: 0 });
      expect(report.skipped).toHaveLength(1);

      const tylenol = await find('타이레놀정500');
      expect(tylenol.items).toEqual([
        expect.objectContaining({
          itemSeq: '198900159',
          itemName: '타이레놀정500밀리그램(아세트아미노펜)',
          efcyQesitm: '이 약은 감기로 인한 발열 및 통증, 두통에 사용합니다.',
          // The list has no English name: the import replaces the seed's.
          itemEngName: null,
        }),
      ]);
      // Found by the keys the import computed, initial consonants included.
      expect((await find('ㅋㄴㅂㅈ')).items.map((item) => item.itemName)).toContain(
        '카나브정60밀리그램(피마사르탄칼륨삼수화물)',
      );

      const [{ count }] = (await api.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM medicine_items',
      )) as [{ count: string }];
      expect(await importEdrugList(api.db, 'items.csv', bytes)).toMatchObject({ written: 3 });
      const [{ count: again }] = (await api.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM medicine_items',
      )) as [{ count: string }];
      expect(again).toBe(count);
    });

    it('stores the API answer’s texts without their HTML', async () => {
      await importEdrugList(api.db, 'answer.json', await fixture('e-drug-answer.json'));
      const [stored] = await api.db.query<{ efcy: string; warn: string }>(
        `SELECT efcy_qesitm AS efcy, atpn_warn_qesitm AS warn FROM medicine_items WHERE item_seq = '201700101'`,
      );
      expect(stored).toEqual({
        efcy: '이 약은 제2형 당뇨병 환자의 혈당 조절에 사용합니다.',
        warn: null,
      });
      expect((await find('활명수')).items.map((item) => item.itemSeq)).toContain('195700004');
    });
  },
);
