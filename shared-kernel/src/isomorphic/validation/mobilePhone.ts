/** National form of a phone number as typed: dashes and spaces dropped (`010-1234-5678` → `01012345678`). */
export function normalizeMobilePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Messages of the phone verification flow, which no schema can check on its own. */
export const mobilePhoneVerificationMessages = {
  /** Sign-up or a phone change before the number was verified. */
  notVerified: 'M0142',
  /** A code entered before one was requested. */
  codeNotRequested: 'M0109',
} as const;
