import { session, userApi } from 'shared-kernel';
import { expectAnswer, isNumberOrNull, isRecord, isStringOrNull } from '../../api-answers/answers';

/** `GET /api/service/info`: the person's own account values. */
export interface ServiceInfo {
  userId: string;
  userNm: string | null;
  userBrthdyDe: string | null;
  userGenderCode: string | null;
  userMphonNo: string | null;
  userEmail: string | null;
  height: number | null;
  profilePhoto: string | null;
}

export function isServiceInfo(data: unknown): data is ServiceInfo {
  return (
    isRecord(data) &&
    typeof data.userId === 'string' &&
    ['userNm', 'userBrthdyDe', 'userGenderCode', 'userMphonNo', 'userEmail', 'profilePhoto'].every((key) =>
      isStringOrNull(data[key] ?? null),
    ) &&
    isNumberOrNull(data.height ?? null)
  );
}

/** The session's copy of the user follows what the person changed here. */
export function keepInSession(info: ServiceInfo): ServiceInfo {
  const user = session.snapshot().userInfo;
  if (user && user.userId === info.userId) {
    session.setUserInfo({
      ...user,
      userMphonNo: info.userMphonNo ?? user.userMphonNo,
      userEmail: info.userEmail,
      height: info.height,
    });
  }
  return info;
}

export async function fetchServiceInfo(): Promise<ServiceInfo> {
  return expectAnswer(await userApi.get<unknown>('/api/service/info'), isServiceInfo);
}

export async function updateServiceInfo(
  changes: Partial<Pick<ServiceInfo, 'height' | 'profilePhoto' | 'userEmail'>>,
): Promise<ServiceInfo> {
  return keepInSession(expectAnswer(await userApi.put<unknown>('/api/service/info', changes), isServiceInfo));
}
