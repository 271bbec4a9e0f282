import { ageOn, seoulToday } from './user-age';

describe('ageOn', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageOn('1990-05-10', '2026-05-09')).toBe(35);
    expect(ageOn('1990-05-10', '2026-05-10')).toBe(36);
  });

  it('makes someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });
});

describe('seoulToday', () => {
  it('turns to the next day at midnight in Seoul (15:00 UTC), not at midnight UTC', () => {
    expect(seoulToday(new Date('2026-05-09T14:59:59Z'))).toBe('2026-05-09');
    expect(seoulToday(new Date('2026-05-09T15:00:00Z'))).toBe('2026-05-10');
  });
});
