/** The M-codes this API answers with (spec section 8); their texts live in the `locales` catalogues. */
export const errorCodes = {
  serverProblem: 'M0073',
  invalidAccess: 'M0105',
  loginAgain: 'M0139',
  tryAgainLater: 'M0145',
  missingIdOrPassword: 'M0146',
  invalidRequest: 'M0187',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
