import { timeBandOf } from './timeBand';

describe('timeBandOf', () => {
  it.each([
    [0, 'dawn'],
    [5, 'dawn'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('puts hour %d in the %s band', (hour, band) => {
    expect(timeBandOf(hour)).toBe(band);
  });

  it('is null for a missing hour or one outside 0-23', () => {
    expect(timeBandOf(null)).toBeNull();
    expect(timeBandOf(24)).toBeNull();
    expect(timeBandOf(-1)).toBeNull();
  });
});
