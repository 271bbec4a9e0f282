// Answer schemas of the blocking calls (the bodies' schemas are the kernel's, shared with the app).
export const blockListSchema = {
  type: 'object',
  required: ['blockList'],
  properties: {
    blockList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userNm', 'blockDt'],
        properties: {
          userId: { type: 'string' },
          userNm: { type: 'string' },
          blockDt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
