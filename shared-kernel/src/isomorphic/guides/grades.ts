import { glucoseMeasurementTimeCodes, type LifelogTypeKey } from '../units/lifelogTypes';
import {
  guideGrades,
  healthGradeCodes,
  type GenderCode,
  type GuideGrade,
  type HealthGradeCode,
} from '../codes';

/** One band of a guide (spec section 3): `idxMinVal` inclusive, `idxMaxVal` exclusive, null = unbounded. */
export interface GuideRange {
  readonly idxCode: string;
  /** null when the band is the same for both sexes. */
  readonly genderCode: GenderCode | null;
  readonly gradCode: HealthGradeCode;
  readonly idxMinVal: number | null;
  readonly idxMaxVal: number | null;
  /** Which published standard the band comes from. */
  readonly idxOriginCode?: string | null;
}

/** idxCode of each guide: the value names of the records, the index names, and glucose by measurement time. */
export const guideIndexCodes = {
  bodyMassIndex: 'bodyMassIndex',
  waistCircumference: 'waistCircumference',
  waistHipRatio: 'waistHipRatio',
  percentageBodyFat: 'percentageBodyFat',
  sbp: 'sbp',
  dbp: 'dbp',
  fastingBloodSugar: 'bloodSugarLevel',
  postMealBloodSugar: 'bloodSugarLevelAfterMeal',
  triglyceride: 'triglyceride',
  hdlCholesterol: 'hdlCholesterol',
  totalCholesterol: 'totalCholesterolQuantification',
  heartRate: 'heartRate',
  hbA1c: 'hbA1c',
} as const;
export type GuideIndexCode = (typeof guideIndexCodes)[keyof typeof guideIndexCodes];

const severity: readonly HealthGradeCode[] = [
  healthGradeCodes.normal,
  healthGradeCodes.cautionA,
  healthGradeCodes.cautionB,
  healthGradeCodes.danger,
  healthGradeCodes.diseaseSuspicion,
];

/** The bands of one guide that apply to a person of this sex. */
export function guideRangesFor(
  ranges: readonly GuideRange[],
  idxCode: string,
  genderCode: GenderCode | null | undefined,
): GuideRange[] {
  return ranges.filter(
    (range) => range.idxCode === idxCode && (range.genderCode === null || range.genderCode === genderCode),
  );
}

/** The band of one guide that holds a value for a person of this sex; null when there is no value or no band holds it. */
export function guideRangeOf<Range extends GuideRange>(
  value: number | null | undefined,
  ranges: readonly Range[],
  idxCode: string,
  genderCode: GenderCode | null | undefined,
): Range | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const band = ranges.find(
    (range) =>
      range.idxCode === idxCode &&
      (range.genderCode === null || range.genderCode === genderCode) &&
      (range.idxMinVal === null || value >= range.idxMinVal) &&
      (range.idxMaxVal === null || value < range.idxMaxVal),
  );
  return band ?? null;
}

/** The grade of a value on one guide; null when there is no value or no band holds it. */
export function gradeOf(
  value: number | null | undefined,
  ranges: readonly GuideRange[],
  idxCode: string,
  genderCode: GenderCode | null | undefined,
): HealthGradeCode | null {
  return guideRangeOf(value, ranges, idxCode, genderCode)?.gradCode ?? null;
}

/** The most severe of several grades (blood pressure takes the worse of its two values). */
export function worstGrade(grades: readonly (HealthGradeCode | null)[]): HealthGradeCode | null {
  let worst: HealthGradeCode | null = null;
  for (const grade of grades) {
    if (grade !== null && (worst === null || severity.indexOf(grade) > severity.indexOf(worst)))
      worst = grade;
  }
  return worst;
}

/** The record grade of spec section 9: 2 normal, 1 caution, 0 danger (disease suspicion counts as danger). */
export function guideGradeOf(gradCode: HealthGradeCode): GuideGrade {
  if (gradCode === healthGradeCodes.normal) return guideGrades.normal;
  if (gradCode === healthGradeCodes.cautionA || gradCode === healthGradeCodes.cautionB)
    return guideGrades.caution;
  return guideGrades.danger;
}

/** Which guide judges each value of a record; glucose depends on when it was measured. */
export function guideIndexOf(
  typeKey: LifelogTypeKey,
  valueName: string,
  measurementTime?: string,
): GuideIndexCode | null {
  if (typeKey === 'bloodGlucose') {
    return measurementTime === glucoseMeasurementTimeCodes.afterMeal
      ? guideIndexCodes.postMealBloodSugar
      : guideIndexCodes.fastingBloodSugar;
  }
  const byValue: Readonly<Record<string, GuideIndexCode>> = {
    waistCircumference: guideIndexCodes.waistCircumference,
    percentageBodyFat: guideIndexCodes.percentageBodyFat,
    sbp: guideIndexCodes.sbp,
    dbp: guideIndexCodes.dbp,
    triglyceride: guideIndexCodes.triglyceride,
    hdlCholesterol: guideIndexCodes.hdlCholesterol,
    totalCholesterolQuantification: guideIndexCodes.totalCholesterol,
    heartRate: guideIndexCodes.heartRate,
    hbA1c: guideIndexCodes.hbA1c,
  };
  return byValue[valueName] ?? null;
}

/** The bands that judge each value of a record (none for a value no guide judges). */
function bandsOfRecord(
  record: RecordToGrade,
  ranges: readonly GuideRange[],
  genderCode: GenderCode | null | undefined,
): GuideRange[] {
  return Object.entries(record.values).flatMap(([valueName, value]) => {
    const idxCode = guideIndexOf(record.typeKey, valueName, record.measurementTime);
    const band = idxCode ? guideRangeOf(value, ranges, idxCode, genderCode) : null;
    return band ? [band] : [];
  });
}

export interface RecordToGrade {
  readonly typeKey: LifelogTypeKey;
  readonly values: Readonly<Record<string, number>>;
  readonly measurementTime?: string;
}

/** The grade of a record: the worst grade of its values (null when no guide judges it). */
export function gradeOfRecord(
  record: RecordToGrade,
  ranges: readonly GuideRange[],
  genderCode: GenderCode | null | undefined,
): HealthGradeCode | null {
  return worstGrade(bandsOfRecord(record, ranges, genderCode).map((band) => band.gradCode));
}

/**
 * The published standards (`idxOriginCode`) behind the grade of a record, so that a screen can say which
 * standard a grade follows: the same value can read differently on the national checkup's judgement.
 */
export function guideOriginsOfRecord(
  record: RecordToGrade,
  ranges: readonly GuideRange[],
  genderCode: GenderCode | null | undefined,
): string[] {
  return originsOf(bandsOfRecord(record, ranges, genderCode));
}

/** The published standards of one guide's bands for a person of this sex. */
export function guideOriginsOf(
  ranges: readonly GuideRange[],
  idxCode: string,
  genderCode: GenderCode | null | undefined,
): string[] {
  return originsOf(guideRangesFor(ranges, idxCode, genderCode));
}

function originsOf(bands: readonly GuideRange[]): string[] {
  return [...new Set(bands.flatMap((band) => band.idxOriginCode ?? []))];
}
