import { loadMedicineSeed, parseMedicineSeed } from './medicine-seed';

const line = {
  seq: 198900158,
  name: '타이레놀정',
  en: 'Tylenol Tab.',
  entp: '한국존슨앤드존슨판매(유)',
  form: '정제',
  ingr: ['아세트아미노펜', 'Acetaminophen'],
  efcy: 'fever',
  strengths: [
    { ko: '160밀리그램', en: '160mg' },
    { ko: '500밀리그램', en: '500mg' },
  ],
};
const seedOf = (lines: unknown[]) =>
  JSON.stringify({
    source: 'test',
    fields: 'test',
    efficacy: { fever: '이 약은 발열에 사용합니다.' },
    lines,
  });

describe('the medicine catalogue seed (medicine-seed.json)', () => {
  it('loads the stored seed: one record per item, every sequence a unique nine-digit number', async () => {
    const records = await loadMedicineSeed();
    expect(records.length).toBeGreaterThan(300);
    expect(new Set(records.map((record) => record.itemSeq)).size).toBe(records.length);
    for (const record of records) expect(record.itemSeq).toMatch(/^\d{9}$/);
  });

  it('expands a brand line into one item per strength, with the following sequences', () => {
    const [first, second] = parseMedicineSeed(seedOf([line]));
    expect(first).toMatchObject({
      itemSeq: '198900158',
      itemName: '타이레놀정160밀리그램',
      itemEngName: 'Tylenol Tab. 160mg (Acetaminophen)',
      strength: '160mg',
      efcyQesitm: '이 약은 발열에 사용합니다.',
    });
    expect(second).toMatchObject({ itemSeq: '198900159', itemName: '타이레놀정500밀리그램' });
  });

  it('refuses a line naming an efficacy the file does not hold, saying which', () => {
    expect(() => parseMedicineSeed(seedOf([{ ...line, efcy: 'sleep' }]), 'seed.json')).toThrow(
      'seed.json: /lines/0/efcy names no efficacy: sleep',
    );
  });

  it('refuses two items with one sequence', () => {
    expect(() => parseMedicineSeed(seedOf([line, { ...line, seq: 198900159 }]), 'seed.json')).toThrow(
      'seed.json: item sequence 198900159 is used twice',
    );
  });

  it('refuses a line that does not match the schema, naming where', () => {
    expect(() => parseMedicineSeed(seedOf([{ ...line, form: '알약' }]), 'seed.json')).toThrow(
      'seed.json: /lines/0/form',
    );
    expect(() => parseMedicineSeed(seedOf([{ ...line, strengths: [null] }]), 'seed.json')).toThrow(
      'seed.json: /lines/0/strengths/0',
    );
  });
});
