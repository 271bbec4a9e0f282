import type { MCode } from 'shared-kernel/isomorphic';

/** The M-codes this API answers with (spec section 8); their texts live in the `locales` catalogues. */
export const errorCodes = {
  withdrawnUserId: 'M0075',
  verificationResendTooSoon: 'M0089',
  smsUnavailable: 'M0091',
  serverProblem: 'M0073',
  invalidAccess: 'M0105',
  codeNotRequested: 'M0109',
  loginAgain: 'M0139',
  invalidImage: 'M0140',
  termsNotAgreed: 'M0141',
  phoneNotVerified: 'M0142',
  tryAgainLater: 'M0145',
  missingIdOrPassword: 'M0146',
  requiredValueMissing: 'M0166',
  transferNotAgreed: 'M0167',
  legacyPlatformMember: 'M0168',
  userIdRegistered: 'M0177',
  nameAndPhoneMismatch: 'M0185',
  invalidRequest: 'M0187',
  unregisteredUserId: 'M0188',
  codeMismatch: 'M0189',
  unstorableCharacter: 'M1140',
  numberOutOfRange: 'M1141',
  textTooLong: 'M1142',
  loopbackOnly: 'M1143',
  tooManyLoginsFromAddress: 'M1130',
  passwordChecksBusy: 'M1131',
  sessionNotFound: 'M1145',
  shareRequestNotFound: 'M1146',
  tooManyShareRequests: 'M1147',
} as const satisfies Record<string, MCode>;

export type ErrorCode = MCode;
