import { clampNumber, parseNumber, settleNumbers, stepNumber } from './numberField';

const weight = { key: 'weight', label: 'Weight', min: 1, max: 1000 };

describe('number dialog values (spec 5, number dialog)', () => {
  it('clamps a value to the field min and max', () => {
    expect(clampNumber(1200, weight)).toBe(1000);
    expect(clampNumber(0.5, weight)).toBe(1);
    expect(clampNumber(72.4, weight)).toBe(72.4);
  });

  it('keeps one decimal', () => {
    expect(clampNumber(72.46, weight)).toBe(72.5);
    expect(clampNumber(72.44, weight)).toBe(72.4);
  });

  it('never goes below 0, even when the field allows it', () => {
    expect(clampNumber(-3, {})).toBe(0);
    expect(clampNumber(-3, { min: -10 })).toBe(0);
  });

  it('steps by 0.1 without floating-point residue', () => {
    expect(stepNumber(0.2, 1, {})).toBe(0.3);
    expect(stepNumber(72.4, -1, weight)).toBe(72.3);
  });

  it('stops stepping at the bounds and at 0', () => {
    expect(stepNumber(1000, 1, weight)).toBe(1000);
    expect(stepNumber(0, -1, {})).toBe(0);
  });

  it('starts an empty field from its lowest value', () => {
    expect(stepNumber(null, 1, weight)).toBe(1);
    expect(stepNumber(null, 1, {})).toBe(0);
  });

  it('reads empty or non-numeric text as no value', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber(' 12.5 ')).toBe(12.5);
  });

  it('settles to clamped values, or to null when any value is missing', () => {
    const waist = { key: 'waist', label: 'Waist', min: 1, max: 500 };
    expect(settleNumbers([weight, waist], { weight: 72.46, waist: 900 })).toEqual({
      weight: 72.5,
      waist: 500,
    });
    expect(settleNumbers([weight, waist], { weight: 72, waist: null })).toBeNull();
    expect(settleNumbers([weight, waist], { weight: 72 })).toBeNull();
  });
});
