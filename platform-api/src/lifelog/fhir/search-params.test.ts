import { pageLink, parseSearch } from './search-params';

const parse = (query: string) => parseSearch('Observation', new URLSearchParams(query));

describe('FHIR search parameters', () => {
  it('defaults to 20 records, newest first, from the first', () => {
    expect(parse('')).toMatchObject({ count: 20, offset: 0, sort: 'descending', subject: undefined });
  });

  it('reads code tokens with a system, without one, and with an empty one', () => {
    expect(parse('code=http://loinc.org|29463-7,8867-4,|local').codes).toEqual([
      [
        { system: 'http://loinc.org', code: '29463-7' },
        { system: undefined, code: '8867-4' },
        { system: null, code: 'local' },
      ],
    ]);
  });

  it('keeps each repeated parameter as its own group (ANDed)', () => {
    expect(parse('code=a&code=b').codes).toEqual([
      [{ system: undefined, code: 'a' }],
      [{ system: undefined, code: 'b' }],
    ]);
  });

  it('reads identifier=system| as any identifier of that system', () => {
    expect(parse('identifier=urn:x|').identifiers).toEqual([['urn:x|']]);
  });

  it('unescapes \\, and \\| inside a value instead of splitting on them', () => {
    expect(parse('identifier=urn:x|A\\,1\\|2,urn:y|B').identifiers).toEqual([['urn:x|A,1|2', 'urn:y|B']]);
  });

  it.each([
    [
      '2026-03-01',
      [
        ['>=', '2026-03-01T00:00:00'],
        ['<', '2026-03-02T00:00:00'],
      ],
    ],
    [
      'eq2026-02',
      [
        ['>=', '2026-02-01T00:00:00'],
        ['<', '2026-03-01T00:00:00'],
      ],
    ],
    [
      'eq2026',
      [
        ['>=', '2026-01-01T00:00:00'],
        ['<', '2027-01-01T00:00:00'],
      ],
    ],
    ['ge2026-02-28', [['>=', '2026-02-28T00:00:00']]],
    ['gt2026-02-28', [['>=', '2026-03-01T00:00:00']]],
    ['le2026-12-31', [['<', '2027-01-01T00:00:00']]],
    ['lt2026-03-01', [['<', '2026-03-01T00:00:00']]],
  ])('reads date=%s as a local range of the subject’s time zone', (value, expected) => {
    expect(parse(`date=${value}`).dates).toEqual(
      expected.map(([operator, localDateTime]) => ({ operator, edge: { localDateTime } })),
    );
  });

  it.each([
    ['2026-03-01T08:00:00+09:00', '='],
    ['ge2026-03-01T08:00:00Z', '>='],
    ['gt2026-03-01T08:00:00.250-05:00', '>'],
    ['le2026-03-01T08:00+09:00', '<='],
    ['lt2026-03-01T08:00:00Z', '<'],
  ])('reads date=%s as an instant compared with %s', (value, operator) => {
    const [condition] = parse(`date=${encodeURIComponent(value)}`).dates;

    expect(condition).toEqual({ operator, edge: { instant: value.replace(/^[a-z]{2}/, '') } });
  });

  it('takes an unencoded + of a zone offset (a space once decoded) as the + it was', () => {
    expect(parse('date=2026-03-01T08:00:00+09:00').dates).toEqual([
      { operator: '=', edge: { instant: '2026-03-01T08:00:00+09:00' } },
    ]);
  });

  it.each([
    ['date=2026-02-29', 'date'],
    ['date=2026-13', 'date'],
    ['date=2026-03-01T08:00:00', 'date'],
    ['date=sa2026-03-01', 'date'],
    ['date=2026-03-01,2026-03-02', 'date'],
    ['code=', 'code'],
    ['code=http://loinc.org|', 'code'],
    ['combo-code=a,', 'combo-code'],
    ['identifier=|A-1', 'identifier'],
    ['_count=0', '_count'],
    ['_count=101', '_count'],
    ['_count=2.5', '_count'],
    ['_offset=-1', '_offset'],
    ['_sort=-_lastUpdated', '_sort'],
    ['_total=some', '_total'],
    ['subject=a&subject=b', 'subject'],
    ['code:text=weight', 'code:text'],
    ['status=final', 'status'],
  ])('refuses %s (400 M0187 naming %s)', (query, field) => {
    expect(() => parse(query)).toThrow(expect.objectContaining({ statusCode: 400, code: 'M0187', field }));
  });

  it('counts the matches unless _total=none', () => {
    expect(
      [parse(''), parse('_total=accurate'), parse('_total=estimate'), parse('_total=none')].map(
        (search) => search.countTotal,
      ),
    ).toEqual([true, true, true, false]);
  });

  it('ignores lang, which chooses the language of messages', () => {
    expect(parse('lang=en&_count=5')).toMatchObject({ count: 5 });
  });

  it('knows the parameters of each type: DiagnosticReport has no code', () => {
    expect(() => parseSearch('DiagnosticReport', new URLSearchParams('code=x'))).toThrow(
      expect.objectContaining({ field: 'code' }),
    );
  });

  it('links another page absolutely under the base, with every parameter kept, in order, and _offset set', () => {
    const search = parse('code=29463-7&date=ge2026-01-01&date=lt2026-02-01&_count=5&_offset=5');

    expect(pageLink(search, 10, 'https://api.example/fhir')).toBe(
      'https://api.example/fhir/Observation?code=29463-7&date=ge2026-01-01&date=lt2026-02-01&_count=5&_offset=10',
    );
  });

  it.each([
    '2024-02-30T10:00Z',
    '2024-02-30T10:00:00Z',
    '0000-01-01T00:00Z',
    '2026-03-01T10:00+16:00',
    '2026-03-01T10:00-14:30',
    '2026-03-01T24:00Z',
    '2026-03-01T10:60Z',
    '0000-01-01',
    '2026-02-29',
  ])('refuses an impossible date or offset in `date` (%s) before it reaches PostgreSQL', (date) => {
    expect(() => parse(`date=${encodeURIComponent(date)}`)).toThrow(
      expect.objectContaining({ field: 'date' }),
    );
  });

  it('takes the FHIR extremes of offsets (+14:00, -12:00) and a leap day', () => {
    expect(parse('date=ge2026-03-01T10:00%2B14:00&date=lt2028-02-29T10:00-12:00').dates).toHaveLength(2);
  });

  it('refuses NUL in a parameter (M1127) and an over-long value (M1128), and takes _format=json', () => {
    expect(() => parse('code=a%00b')).toThrow(expect.objectContaining({ code: 'M1127', field: 'code' }));
    expect(() => parse(`code=${'a'.repeat(3000)}`)).toThrow(expect.objectContaining({ code: 'M1128' }));
    expect(parse('_format=json&code=x').codes).toHaveLength(1);
    expect(() => parse('_format=xml')).toThrow(expect.objectContaining({ code: 'M1125' }));
  });
});
