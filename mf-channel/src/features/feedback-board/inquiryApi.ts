// The feedback board's calls (contract: /api/service/inqry, shared-kernel/isomorphic/channels/types.ts).
import { userApi } from 'shared-kernel';
import { channelLimits, type Inquiry, type InquiryInput, type InquiryPage } from 'shared-kernel/isomorphic';

const path = '/api/service/inqry';

/** Rows of one page of the board. */
export const boardRows = channelLimits.inquiryRows.default;

/** One page of the board, newest first, with the count of every entry (shown above the list). */
export async function loadInquiryPage(page: number): Promise<InquiryPage> {
  const { data } = await userApi.get<InquiryPage>(path, { params: { page, rows: boardRows, totalYn: 'Y' } });
  return data;
}

/** Writes an entry; only a 201 counts as saved. */
export async function postInquiry(input: InquiryInput): Promise<Inquiry> {
  const { data } = await userApi.post<Inquiry>(path, input, { validateStatus: (status) => status === 201 });
  return data;
}
