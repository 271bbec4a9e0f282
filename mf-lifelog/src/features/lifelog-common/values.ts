import {
  emptyValue,
  lifelogTypes,
  roundLifelogValue,
  type HealthIndexKey,
  type LifelogType,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

/** Decimals each index keeps (the kernel's formulas round to these); the ratio always shows both. */
const indexDecimals: Record<HealthIndexKey, { decimals: number; fixed?: boolean }> = {
  bodyMassIndex: { decimals: 1 },
  waistHipRatio: { decimals: 2, fixed: true },
  basalMetabolicRate: { decimals: 0 },
  fatFreeMassIndex: { decimals: 1 },
};

/** Decimals shown for a type whose rounding the spec leaves open (laboratory values). */
const openDecimals = 2;

function formatNumber(value: number, language: string, decimals: number, fixed = false): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: decimals,
    minimumFractionDigits: fixed ? decimals : 0,
  }).format(value);
}

/** A life-log value in the language's number format after the type's rounding; `--` when missing. */
export function formatLifelogNumber(
  typeKey: LifelogTypeKey,
  value: number | null | undefined,
  language: string,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return emptyValue;
  const type: LifelogType = lifelogTypes[typeKey];
  return formatNumber(roundLifelogValue(typeKey, value), language, type.decimals ?? openDecimals);
}

/**
 * The display text of a record's values: `sbp/dbp` for blood pressure (`--/--` when missing), the one value
 * otherwise (`--` when missing).
 */
export function formatRecordValue(
  typeKey: LifelogTypeKey,
  values: Readonly<Record<string, number>> | null | undefined,
  language: string,
): string {
  const type: LifelogType = lifelogTypes[typeKey];
  return type.values.map((value) => formatLifelogNumber(typeKey, values?.[value.name], language)).join('/');
}

/** An index value in the language's number format with the index's decimals; `--` when missing. */
export function formatIndexValue(
  indexKey: HealthIndexKey,
  value: number | null | undefined,
  language: string,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return emptyValue;
  const { decimals, fixed } = indexDecimals[indexKey];
  return formatNumber(value, language, decimals, fixed);
}
