import { userApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../../api-answers/answers';

function isMatch(data: unknown): data is { matches: boolean } {
  return isRecord(data) && typeof data.matches === 'boolean';
}

export async function passwordMatches(userPassword: string): Promise<boolean> {
  return expectAnswer(await userApi.post<unknown>('/api/user/checkpw', { userPassword }), isMatch).matches;
}

export async function changePassword(currentPassword: string, userPassword: string): Promise<void> {
  await userApi.put<unknown>('/api/service/info/password', { currentPassword, userPassword });
}
