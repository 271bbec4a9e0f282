import {
  guideIndexOf,
  guideRangesFor,
  lifelogTypes,
  type GenderCode,
  type GuideRange,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

/**
 * The guides that judge a type's values, one per value at most (blood pressure: systolic and diastolic). The
 * glucose chart mixes every measurement time, so it shows the fasting guide, the one a glucose value without a
 * time is judged by.
 */
export function chartGuidesOf(typeKey: LifelogTypeKey): string[] {
  const guides = lifelogTypes[typeKey].values.flatMap(({ name }) => {
    const idxCode = guideIndexOf(typeKey, name);
    return idxCode ? [idxCode] : [];
  });
  return [...new Set(guides)];
}

/**
 * The bands a type's chart draws for a person of this sex; when the sex is unknown (a family member's records),
 * only the bands that hold for both sexes.
 */
export function chartBandsOf(
  typeKey: LifelogTypeKey,
  ranges: readonly GuideRange[],
  genderCode: GenderCode | null,
): GuideRange[] {
  return chartGuidesOf(typeKey).flatMap((idxCode) => guideRangesFor(ranges, idxCode, genderCode));
}
