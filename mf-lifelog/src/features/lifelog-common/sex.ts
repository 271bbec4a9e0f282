import { genderCodes, type GenderCode } from 'shared-kernel/isomorphic';

/** The session keeps `userGenderCode` as a plain string; guides want one of the two codes (or none). */
export function genderCodeOf(code: string | null | undefined): GenderCode | null {
  return code === genderCodes.male || code === genderCodes.female ? code : null;
}
