import {
  guideIndexCodes,
  healthIndexes,
  lifelogTypeKeys,
  lifelogTypeParam,
  lifelogTypes,
  type GlucoseMeasurementTimeCode,
  type HealthGradeCode,
  type HealthIndexKey,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { MissingInput } from './healthIndexValues';

/** A `t` from `useTranslation` of any namespace: the keys below name the `lifelog` namespace themselves. */
export type Translate = (key: string) => string;

/** What a my-page card shows: a life-log type or an index derived from life-logs. */
export type LifelogItemKey = LifelogTypeKey | HealthIndexKey;

/** Name of a life-log type or index as people read it ("혈압", "Blood pressure"...). */
export function lifelogTypeName(t: Translate, typeKey: LifelogItemKey): string {
  return t(`lifelog:types.${typeKey}`);
}

/** Display unit of a life-log type or index in the current language; empty for a ratio, which has none. */
export function lifelogUnit(t: Translate, typeKey: LifelogItemKey): string {
  const unitless = isHealthIndexKey(typeKey) && healthIndexes[typeKey].unit === '';
  return unitless ? '' : t(`lifelog:units.${typeKey}`);
}

export function isHealthIndexKey(key: string): key is HealthIndexKey {
  return Object.hasOwn(healthIndexes, key);
}

/** Name of what an index still needs: a record type, or the person's age or sex. */
export function missingInputName(t: Translate, input: MissingInput): string {
  return input === 'age' || input === 'sex' ? t(`lifelog:inputs.${input}`) : lifelogTypeName(t, input);
}

/** Name of a guide by its `idxCode` (`sbp`, `bloodSugarLevelAfterMeal`, `bodyMassIndex`...). */
export function guideIndexName(t: Translate, idxCode: string): string {
  return isHealthIndexKey(idxCode) ? lifelogTypeName(t, idxCode) : t(`lifelog:guides.${idxCode}`);
}

/** The type or index whose unit a guide's bands are in; null for a guide this app does not know. */
export function guideItemKeyOf(idxCode: string): LifelogItemKey | null {
  if (idxCode === guideIndexCodes.bodyMassIndex || idxCode === guideIndexCodes.waistHipRatio) return idxCode;
  if (idxCode === guideIndexCodes.postMealBloodSugar) return 'bloodGlucose';
  return (
    lifelogTypeKeys.find((typeKey) =>
      lifelogTypes[typeKey].values.some((value: { name: string }) => value.name === idxCode),
    ) ?? null
  );
}

/** Display unit of a guide's bands (`mmHg` for `sbp`...); empty when it has none. */
export function guideUnit(t: Translate, idxCode: string): string {
  const itemKey = guideItemKeyOf(idxCode);
  return itemKey ? lifelogUnit(t, itemKey) : '';
}

/** Name of a grade: normal, caution, danger... */
export function gradeName(t: Translate, gradCode: HealthGradeCode): string {
  return t(`lifelog:grades.${gradCode}`);
}

/** Name of a blood-glucose measurement time (fasting, after a meal...). */
export function measurementTimeName(t: Translate, code: GlucoseMeasurementTimeCode): string {
  return t(`lifelog:measurementTimes.${code}`);
}

/**
 * The detail page of a type, under /main/my. `subjectId` (a family member's fhirResId) opens that person's
 * records instead of one's own.
 */
export function lifelogTypeRoute(typeKey: LifelogTypeKey, subjectId?: string): string {
  const params = new URLSearchParams({ lifelogTypeCode: lifelogTypeParam(typeKey) });
  if (subjectId) params.set('subject', subjectId);
  return `/main/my/lifelogDetailPage?${params}`;
}
