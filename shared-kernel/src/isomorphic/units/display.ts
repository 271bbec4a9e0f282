import { roundTo } from '../numbers';
import { lifelogTypes, type LifelogType, type LifelogTypeKey } from './lifelogTypes';

/** Shown in place of a value that is missing. */
export const emptyValue = '--';

/** Rounds a value the way spec section 9 says for its type; types without a rule keep the value. */
export function roundLifelogValue(typeKey: LifelogTypeKey, value: number): number {
  const type: LifelogType = lifelogTypes[typeKey];
  return type.decimals === undefined ? value : roundTo(value, type.decimals);
}

export interface BloodPressureValue {
  readonly sbp?: number | null;
  readonly dbp?: number | null;
}

/** Display text of a value, rounded; `--` when missing, `--/--` for a missing pressure. */
export function formatLifelogValue(
  typeKey: 'bloodPressure',
  value: BloodPressureValue | null | undefined,
): string;
export function formatLifelogValue(
  typeKey: Exclude<LifelogTypeKey, 'bloodPressure'>,
  value: number | null | undefined,
): string;
export function formatLifelogValue(
  typeKey: LifelogTypeKey,
  value: BloodPressureValue | number | null | undefined,
): string {
  const format = (part: number | null | undefined) =>
    typeof part === 'number' && Number.isFinite(part) ? String(roundLifelogValue(typeKey, part)) : emptyValue;
  if (typeKey === 'bloodPressure') {
    const pressure: BloodPressureValue = typeof value === 'object' && value !== null ? value : {};
    return `${format(pressure.sbp)}/${format(pressure.dbp)}`;
  }
  return format(typeof value === 'number' ? value : null);
}
