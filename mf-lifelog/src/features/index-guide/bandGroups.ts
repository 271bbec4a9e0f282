import { genderCodes, guideRangesFor, type GenderCode, type GuideRange } from 'shared-kernel/isomorphic';

export interface BandGroup {
  /** null: the bands hold for both sexes. */
  readonly genderCode: GenderCode | null;
  readonly bands: readonly GuideRange[];
}

function byLowerBound(a: GuideRange, b: GuideRange): number {
  return (a.idxMinVal ?? -Infinity) - (b.idxMinVal ?? -Infinity);
}

/**
 * The bands of a guide to show, lowest first: those for the person's sex, or, when their sex is unknown and
 * the guide differs by sex, one group per sex.
 */
export function bandGroups(
  ranges: readonly GuideRange[],
  idxCode: string,
  genderCode: GenderCode | null,
): BandGroup[] {
  const bySex = (sex: GenderCode | null): BandGroup => ({
    genderCode: sex,
    bands: guideRangesFor(ranges, idxCode, sex).sort(byLowerBound),
  });
  if (genderCode) return [bySex(genderCode)].filter((group) => group.bands.length > 0);
  const differsBySex = ranges.some((range) => range.idxCode === idxCode && range.genderCode !== null);
  const groups = differsBySex ? [bySex(genderCodes.male), bySex(genderCodes.female)] : [bySex(null)];
  return groups.filter((group) => group.bands.length > 0);
}

export function isInBand(value: number, band: GuideRange): boolean {
  return (
    (band.idxMinVal === null || value >= band.idxMinVal) &&
    (band.idxMaxVal === null || value < band.idxMaxVal)
  );
}
