import { displayUnit } from '..';

describe('display units of UCUM codes', () => {
  it.each([
    ['mm[Hg]', 'mmHg'],
    ['kg/m2', 'kg/m²'],
    ['mL/min/{1.73_m2}', 'mL/min/1.73 m²'],
    ['10*3/uL', '10³/µL'],
    ['10^6/uL', '10⁶/µL'],
    ['umol/L', 'µmol/L'],
    ['ug/dL', 'µg/dL'],
    ['Cel', '°C'],
    ['kg.m-2', 'kg·m⁻²'],
    ['mL/min/1.73.m2', 'mL/min/1.73·m²'],
    ['[iU]/L', 'IU/L'],
    ['{steps}', 'steps'],
    ['/min', '/min'],
  ])('shows %s as %s', (code, shown) => {
    expect(displayUnit(code)).toBe(shown);
  });

  it.each(['mg/dL', 'g/dL', 'U/L', '%', 'cm', 'kg', 'mL', ''])(
    'keeps %s, which has no UCUM notation, as it is',
    (code) => {
      expect(displayUnit(code)).toBe(code);
    },
  );
});
