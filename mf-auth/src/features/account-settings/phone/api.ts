import { userApi } from 'shared-kernel';
import { expectAnswer } from '../../api-answers/answers';
import { isServiceInfo, keepInSession, type ServiceInfo } from '../profile/api';

export async function changePhone(mobilePhone: string, verificationId: string): Promise<ServiceInfo> {
  const response = await userApi.put<unknown>('/api/service/info/phone', { mobilePhone, verificationId });
  return keepInSession(expectAnswer(response, isServiceInfo));
}
