import { ageOn } from './age';

describe('ageOn', () => {
  it('counts completed years: born 1990-05-15 is 34 on 2025-05-14 and 35 on 2025-05-15', () => {
    expect(ageOn('1990-05-15', '2025-05-14')).toBe(34);
    expect(ageOn('1990-05-15', '2025-05-15')).toBe(35);
  });

  it('makes someone born on 29 February a year older on 1 March of a common year', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('is null for a missing or impossible date or a day before birth', () => {
    expect(ageOn(null, '2025-01-01')).toBeNull();
    expect(ageOn('1990-02-30', '2025-01-01')).toBeNull();
    expect(ageOn('1990-05-15', '1990-05-14')).toBeNull();
  });
});
