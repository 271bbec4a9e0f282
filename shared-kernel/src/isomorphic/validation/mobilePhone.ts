/** National form of a phone number as typed: dashes and spaces dropped (`010-1234-5678` → `01012345678`). */
export function normalizeMobilePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/**
 * A Korean mobile number as people read it, grouped by dashes (`01012345678` → `010-1234-5678`, 10 digits
 * `010-123-4567`); anything else (a masked or foreign number) is shown as it is.
 */
export function formatMobilePhone(number: string): string {
  const match = /^(01[016789])(\d{3,4})(\d{4})$/.exec(normalizeMobilePhone(number));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : number;
}

/** Messages of the phone verification flow, which no schema can check on its own. */
export const mobilePhoneVerificationMessages = {
  /** Sign-up or a phone change before the number was verified. */
  notVerified: 'M0142',
  /** A code entered before one was requested. */
  codeNotRequested: 'M0109',
} as const;
