import { choseongKey, compactKey, likeLiteral, medicineKeys, medicineQuery } from './medicine-search-key';

describe('medicine search keys', () => {
  it('compacts a name: lower case, no white space', () => {
    expect(compactKey(' Tylenol  Tab.\t500mg ')).toBe('tylenoltab.500mg');
    expect(compactKey('타이레놀 정')).toBe('타이레놀정');
  });

  it('keeps the initial consonants of Hangul syllables only (es-hangul getChoseong)', () => {
    expect(choseongKey('타이레놀정500밀리그램')).toBe('ㅌㅇㄹㄴㅈㅁㄹㄱㄹ');
    expect(choseongKey('Tylenol')).toBe('');
    expect(choseongKey('쌍화탕')).toBe('ㅆㅎㅌ');
  });

  it('joins item name, English name and ingredient in the search key, so a match never spans two names', () => {
    expect(
      medicineKeys({
        itemName: '노바스크정5밀리그램',
        itemEngName: 'Norvasc Tab. 5mg',
        mainIngrName: '암로디핀',
      }),
    ).toEqual({
      searchKey: '노바스크정5밀리그램\nnorvasctab.5mg\n암로디핀',
      nameKey: '노바스크정5밀리그램',
      engKey: 'norvasctab.5mg',
      choseongKey: 'ㄴㅂㅅㅋㅈㅁㄹㄱㄹ',
    });
    expect(medicineKeys({ itemName: '게보린정', itemEngName: null, mainIngrName: null }).searchKey).toBe(
      '게보린정',
    );
  });

  it('reads nothing typed as the whole catalogue', () => {
    expect(medicineQuery(undefined)).toEqual({ kind: 'all' });
    expect(medicineQuery('   ')).toEqual({ kind: 'all' });
  });

  it('reads names, English and digits as a text to find', () => {
    expect(medicineQuery('타이레놀')).toEqual({ kind: 'text', key: '타이레놀', short: false });
    expect(medicineQuery('TYLENOL 500')).toEqual({ kind: 'text', key: 'tylenol500', short: false });
  });

  it('marks texts of one or two characters short (trigrams need three)', () => {
    expect(medicineQuery('레놀')).toEqual({ kind: 'text', key: '레놀', short: true });
    expect(medicineQuery('😀a')).toEqual({ kind: 'text', key: '😀a', short: true });
    expect(medicineQuery('ㅌㅇ')).toEqual({ kind: 'choseong', key: 'ㅌㅇ', short: true });
  });

  it('reads initial consonants alone as a consonant search (ㅌㅇㄹㄴ finds 타이레놀)', () => {
    expect(medicineQuery('ㅌㅇㄹㄴ')).toEqual({ kind: 'choseong', key: 'ㅌㅇㄹㄴ', short: false });
    expect(medicineQuery('ㅌ ㅇ ㄹ')).toEqual({ kind: 'choseong', key: 'ㅌㅇㄹ', short: false });
  });

  it('reads syllables with lone consonants as a pattern: each consonant stands for the syllables it begins', () => {
    const query = medicineQuery('타ㅇ');
    expect(query).toEqual({
      kind: 'mixed',
      choseong: 'ㅌㅇ',
      short: true,
      syllables: ['타'],
      namePattern: '타[아-잏]',
    });
    if (query.kind !== 'mixed') throw new Error('not mixed');
    const pattern = new RegExp(query.namePattern, 'u');
    expect(pattern.test('타이레놀정')).toBe(true);
    expect(pattern.test('타나민정')).toBe(false);
  });

  it('escapes regular-expression characters of a mixed query', () => {
    expect(medicineQuery('타ㅇ.*')).toMatchObject({ namePattern: '타[아-잏]\\.\\*' });
  });

  it('makes LIKE wildcards literal', () => {
    expect(likeLiteral('0.1%_a\\b')).toBe('0.1\\%\\_a\\\\b');
  });
});
