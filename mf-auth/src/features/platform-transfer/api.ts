import { userApi } from 'shared-kernel';
import { expectAnswer, isNumberOrNull, isRecord, isStringOrNull } from '../api-answers/answers';
import { isAgreedTerm, isTermList, type AgreedTerm, type Agreement } from '../terms';

/** What the older platform knew about the person; missing values are null. */
export interface PlatformUserInfo {
  userId: string;
  userNm: string | null;
  userBrthdyDe: string | null;
  userGenderCode: string | null;
  userMphonNo: string | null;
  userEmail: string | null;
  height: number | null;
}

export interface PlatformInfo {
  isAgreeTransfer: boolean;
  terms: AgreedTerm[];
  userInfo: PlatformUserInfo;
  missingFields: string[];
}

export interface TransferDetails {
  userNm: string;
  userBrthdyDe: string;
  userGenderCode: string;
  userEmail: string | null;
  height: number | null;
}

export const isAgreedTermList = isTermList(isAgreedTerm);

function isPlatformUserInfo(value: unknown): value is PlatformUserInfo {
  return (
    isRecord(value) &&
    typeof value.userId === 'string' &&
    ['userNm', 'userBrthdyDe', 'userGenderCode', 'userMphonNo', 'userEmail'].every((key) =>
      isStringOrNull(value[key] ?? null),
    ) &&
    isNumberOrNull(value.height ?? null)
  );
}

type PlatformAnswer = {
  isAgreeTransfer: boolean;
  agreeInfo: { stplatList: AgreedTerm[] };
  userInfo: PlatformUserInfo;
  missingFields: string[];
};

function isPlatformAnswer(data: unknown): data is PlatformAnswer {
  return (
    isRecord(data) &&
    typeof data.isAgreeTransfer === 'boolean' &&
    isAgreedTermList(data.agreeInfo) &&
    isPlatformUserInfo(data.userInfo) &&
    Array.isArray(data.missingFields) &&
    data.missingFields.every((field) => typeof field === 'string')
  );
}

export async function fetchPlatformInfo(): Promise<PlatformInfo> {
  const answer = expectAnswer(await userApi.get<unknown>('/api/user/platform'), isPlatformAnswer);
  return {
    isAgreeTransfer: answer.isAgreeTransfer,
    terms: answer.agreeInfo.stplatList,
    userInfo: { ...answer.userInfo },
    missingFields: answer.missingFields,
  };
}

export async function saveTransfer(
  agreements: Agreement[],
  details: TransferDetails,
  phone: { mobilePhone: string; verificationId?: string },
): Promise<void> {
  const { userEmail, height, ...required } = details;
  await userApi.put<unknown>('/api/user/platform', {
    isAgreeTransfer: true,
    agreements,
    ...required,
    ...phone,
    ...(userEmail && { userEmail }),
    ...(height !== null && { height }),
  });
}
