// JSON Schemas of the feedback board's answers: they document shared-kernel's Inquiry and InquiryPage in the
// OpenAPI document (the request schemas are the kernel's inquiryInputSchema and inquiryPageQuerySchema).
const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

export const inquirySchema = {
  type: 'object',
  required: ['inqrySn', 'title', 'content', 'privateAt', 'userNm', 'mineAt', 'answer', 'answerDt', 'creatDt'],
  properties: {
    inqrySn: { type: 'integer' },
    title: nullableString('null for a private entry of someone else'),
    content: nullableString('null for a private entry of someone else'),
    privateAt: { type: 'string', enum: ['Y', 'N'] },
    userNm: nullableString('The author; null for a private entry of someone else or a withdrawn author'),
    mineAt: { type: 'string', enum: ['Y', 'N'], description: 'Y: written by the caller' },
    answer: nullableString('The operator’s answer; null while unanswered or private to someone else'),
    answerDt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it was answered (also for a private entry of someone else); null while unanswered',
    },
    creatDt: { type: 'string', format: 'date-time' },
  },
} as const;

export const inquiryPageSchema = {
  type: 'object',
  required: ['inqryList', 'totalCount', 'page', 'rows'],
  properties: {
    inqryList: { type: 'array', items: inquirySchema },
    totalCount: {
      type: ['integer', 'null'],
      description: 'Every entry on the board when totalYn=Y; null otherwise',
    },
    page: { type: 'integer' },
    rows: { type: 'integer' },
  },
} as const;
