import { convertUcum, isKnownUcumUnit } from './ucum';

describe('UCUM unit conversion (issue 31)', () => {
  it('converts a glucose between mg/dL and mmol/L through its molar mass', () => {
    expect(convertUcum(5.5, 'mmol/L', 'mg/dL', 'glucose')).toBeCloseTo(99.0858, 4);
    expect(convertUcum(100, 'mg/dL', 'mmol/L', 'glucose')).toBeCloseTo(5.5507, 4);
    expect(convertUcum(1, 'g/L', 'mmol/L', 'glucose')).toBeCloseTo(5.5507, 4);
  });

  it('converts no concentration by mass into one by amount without a substance', () => {
    expect(convertUcum(5.5, 'mmol/L', 'mg/dL')).toBeNull();
  });

  it('converts pounds and kilograms both ways', () => {
    expect(convertUcum(150, '[lb_av]', 'kg')).toBeCloseTo(68.0388555, 6);
    expect(convertUcum(68.0388555, 'kg', '[lb_av]')).toBeCloseTo(150, 6);
    expect(convertUcum(1, '[stone_av]', '[lb_av]')).toBeCloseTo(14, 9);
  });

  it('converts Fahrenheit and Celsius with their offset', () => {
    expect(convertUcum(98.6, '[degF]', 'Cel')).toBeCloseTo(37, 9);
    expect(convertUcum(37, 'Cel', '[degF]')).toBeCloseTo(98.6, 9);
    expect(convertUcum(-40, '[degF]', 'Cel')).toBeCloseTo(-40, 9);
    expect(convertUcum(0, 'K', 'Cel')).toBeCloseTo(-273.15, 9);
  });

  it('converts lengths, times and pressures within their dimension', () => {
    expect(convertUcum(40, '[in_i]', 'cm')).toBeCloseTo(101.6, 9);
    expect(convertUcum(2, 'h', 'min')).toBe(120);
    expect(convertUcum(16, 'kPa', 'mm[Hg]')).toBeCloseTo(120.01, 2);
  });

  it('leaves a value in its own unit as it is', () => {
    expect(convertUcum(70.5, 'kg', 'kg')).toBe(70.5);
  });

  it('refuses units of different dimensions, unknown units and numbers that are not finite', () => {
    expect(convertUcum(70, 'kg', 'cm')).toBeNull();
    expect(convertUcum(70, 'stone', 'kg')).toBeNull();
    expect(convertUcum(Number.POSITIVE_INFINITY, '[lb_av]', 'kg')).toBeNull();
    expect(convertUcum(1e308, 'kg', 'mg')).toBeNull();
    expect(isKnownUcumUnit('toString')).toBe(false);
  });
});
