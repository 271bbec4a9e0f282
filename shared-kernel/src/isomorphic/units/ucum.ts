// UCUM unit conversion (https://ucum.org), written once for every place that reads a quantity in a unit other
// than the catalogue's: imported FHIR records (a weight in [lb_av], a glucose in mmol/L, a temperature in
// [degF]). Only the units health records use are known; anything else is not converted rather than guessed.

/** What a unit measures; two units convert only within one dimension (or through a substance's molar mass). */
type Dimension =
  | 'mass'
  | 'length'
  | 'temperature'
  | 'time'
  | 'volume'
  | 'massConcentration'
  | 'substanceConcentration'
  | 'pressure'
  | 'frequency'
  | 'ratio'
  | 'count'
  | 'enzymeConcentration';

/** A unit as `factor` times its dimension's base unit, plus `offset` (temperatures only). */
interface UnitDefinition {
  readonly dimension: Dimension;
  readonly factor: number;
  readonly offset?: number;
}

const units: Readonly<Record<string, UnitDefinition>> = {
  // mass, base kg
  kg: { dimension: 'mass', factor: 1 },
  g: { dimension: 'mass', factor: 1e-3 },
  mg: { dimension: 'mass', factor: 1e-6 },
  '[lb_av]': { dimension: 'mass', factor: 0.45359237 },
  '[oz_av]': { dimension: 'mass', factor: 0.028349523125 },
  '[stone_av]': { dimension: 'mass', factor: 6.35029318 },
  // length, base cm
  m: { dimension: 'length', factor: 100 },
  cm: { dimension: 'length', factor: 1 },
  mm: { dimension: 'length', factor: 0.1 },
  '[in_i]': { dimension: 'length', factor: 2.54 },
  '[ft_i]': { dimension: 'length', factor: 30.48 },
  // temperature, base Cel: °F = °C × 9/5 + 32
  Cel: { dimension: 'temperature', factor: 1 },
  '[degF]': { dimension: 'temperature', factor: 5 / 9, offset: -32 * (5 / 9) },
  K: { dimension: 'temperature', factor: 1, offset: -273.15 },
  // time, base min
  s: { dimension: 'time', factor: 1 / 60 },
  min: { dimension: 'time', factor: 1 },
  h: { dimension: 'time', factor: 60 },
  d: { dimension: 'time', factor: 1440 },
  // volume, base mL
  mL: { dimension: 'volume', factor: 1 },
  L: { dimension: 'volume', factor: 1000 },
  dL: { dimension: 'volume', factor: 100 },
  '[foz_us]': { dimension: 'volume', factor: 29.5735295625 },
  // mass concentration, base mg/dL
  'mg/dL': { dimension: 'massConcentration', factor: 1 },
  'g/dL': { dimension: 'massConcentration', factor: 1000 },
  'g/L': { dimension: 'massConcentration', factor: 100 },
  'mg/L': { dimension: 'massConcentration', factor: 0.1 },
  // substance concentration, base mmol/L
  'mmol/L': { dimension: 'substanceConcentration', factor: 1 },
  'umol/L': { dimension: 'substanceConcentration', factor: 1e-3 },
  'mol/L': { dimension: 'substanceConcentration', factor: 1000 },
  // pressure, base mm[Hg]
  'mm[Hg]': { dimension: 'pressure', factor: 1 },
  kPa: { dimension: 'pressure', factor: 7.500615758456563 },
  // frequency, base /min
  '/min': { dimension: 'frequency', factor: 1 },
  '{beats}/min': { dimension: 'frequency', factor: 1 },
  '/s': { dimension: 'frequency', factor: 60 },
  // plain numbers
  '%': { dimension: 'ratio', factor: 1 },
  '{steps}': { dimension: 'count', factor: 1 },
  '{count}': { dimension: 'count', factor: 1 },
  '1': { dimension: 'count', factor: 1 },
  'U/L': { dimension: 'enzymeConcentration', factor: 1 },
};

/**
 * Molar masses (g/mol) of the substances measured both by mass and by amount: a glucose of 5.5 mmol/L is
 * 99.1 mg/dL (mg/dL = mmol/L × molar mass / 10).
 */
export const molarMasses = {
  glucose: 180.156,
} as const;

export type MeasuredSubstance = keyof typeof molarMasses;

/** Whether `code` is a UCUM unit this module converts. */
export function isKnownUcumUnit(code: string): boolean {
  return Object.hasOwn(units, code);
}

/**
 * `value` in UCUM unit `from` expressed in unit `to`; null when either unit is unknown or they measure different
 * things. Mass and substance concentrations convert into each other only for a named `substance` (its molar
 * mass). Not rounded: the caller rounds to the precision the value is kept at.
 */
export function convertUcum(
  value: number,
  from: string,
  to: string,
  substance?: MeasuredSubstance,
): number | null {
  if (!Number.isFinite(value) || !isKnownUcumUnit(from) || !isKnownUcumUnit(to)) return null;
  const source = units[from] as UnitDefinition;
  const target = units[to] as UnitDefinition;
  let base = value * source.factor + (source.offset ?? 0);
  if (source.dimension !== target.dimension) {
    const molarMass = substance === undefined ? undefined : molarMasses[substance];
    if (molarMass === undefined) return null;
    if (source.dimension === 'substanceConcentration' && target.dimension === 'massConcentration') {
      base = (base * molarMass) / 10;
    } else if (source.dimension === 'massConcentration' && target.dimension === 'substanceConcentration') {
      base = (base * 10) / molarMass;
    } else {
      return null;
    }
  }
  const converted = (base - (target.offset ?? 0)) / target.factor;
  return Number.isFinite(converted) ? converted : null;
}
