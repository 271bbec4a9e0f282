import { session } from 'shared-kernel';
import type { GenderCode } from 'shared-kernel/isomorphic';
import { genderCodeOf } from './sex';

/** Whose health the page shows, and what the formulas need to know about them. */
export interface Person {
  /** fhirResId; the kernel calls read this subject. */
  readonly subjectId: string;
  readonly name: string;
  /** True for a family member who shared their data: it can be read, not changed. */
  readonly readOnly: boolean;
  readonly genderCode: GenderCode | null;
  readonly age: number | null;
  /** Height from the profile; the latest height record stands in when absent. */
  readonly height: number | null;
}

export interface SharedMember {
  readonly userId: string;
  readonly userNm: string;
  readonly fhirResId: string;
  readonly userGenderCode: string | null;
  readonly userAge: number | null;
  readonly height: number | null;
}

/** The logged-in person, from the session. */
export function ownPerson(): Person | null {
  const user = session.snapshot().userInfo;
  if (!user) return null;
  return {
    subjectId: user.fhirResId,
    name: user.userNm,
    readOnly: false,
    genderCode: genderCodeOf(user.userGenderCode),
    age: user.userAge ?? null,
    height: user.height ?? null,
  };
}

/** A family member who shared their data, as the sharing list describes them. */
export function memberPerson(member: SharedMember): Person {
  return {
    subjectId: member.fhirResId,
    name: member.userNm,
    readOnly: true,
    genderCode: genderCodeOf(member.userGenderCode),
    age: member.userAge,
    height: member.height,
  };
}
