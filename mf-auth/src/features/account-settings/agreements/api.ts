import { userApi } from 'shared-kernel';
import { expectAnswer } from '../../api-answers/answers';
import { isAgreedTerm, isTermList, type AgreedTerm, type Agreement } from '../../terms';

const isAgreedTermList = isTermList(isAgreedTerm);

export async function fetchAgreements(): Promise<AgreedTerm[]> {
  return expectAnswer(await userApi.get<unknown>('/api/service/agreements'), isAgreedTermList).stplatList;
}

export async function updateAgreements(agreements: Agreement[]): Promise<AgreedTerm[]> {
  const response = await userApi.put<unknown>('/api/service/agreements', { agreements });
  return expectAnswer(response, isAgreedTermList).stplatList;
}
