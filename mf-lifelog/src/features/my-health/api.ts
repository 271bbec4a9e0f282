import { userApi } from 'shared-kernel';
import type { SharedMember } from '../lifelog-common';

function isSharedMember(value: unknown): value is SharedMember {
  if (typeof value !== 'object' || value === null) return false;
  const member = value as Record<string, unknown>;
  const numberOrNull = (field: unknown) => field === null || typeof field === 'number';
  return (
    typeof member.userId === 'string' &&
    typeof member.userNm === 'string' &&
    typeof member.fhirResId === 'string' &&
    (member.userGenderCode === null || typeof member.userGenderCode === 'string') &&
    numberOrNull(member.userAge) &&
    numberOrNull(member.height)
  );
}

/** `GET /api/user/sharedUserList`: the people who shared their health data with me. */
export async function fetchSharedWithMe(): Promise<SharedMember[]> {
  const { data } = await userApi.get<unknown>('/api/user/sharedUserList');
  const list: unknown =
    typeof data === 'object' && data !== null
      ? (data as { sharedWithMeList?: unknown }).sharedWithMeList
      : [];
  return Array.isArray(list) ? list.filter(isSharedMember) : [];
}
