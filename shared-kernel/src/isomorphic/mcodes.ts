/** Every M-code the spec names (sections 5, 6 and 8); each has a text in locales' `messages` namespace. */
export const mCodes = [
  'M0002', 'M0013', 'M0014', 'M0015', 'M0017', 'M0019', 'M0043', 'M0044', 'M0051', 'M0058',
  'M0062', 'M0073', 'M0075', 'M0078', 'M0086', 'M0087', 'M0088', 'M0089', 'M0091', 'M0097',
  'M0105', 'M0109', 'M0116', 'M0117', 'M0119', 'M0120', 'M0122', 'M0124', 'M0125', 'M0127',
  'M0128', 'M0129', 'M0130', 'M0131', 'M0132', 'M0133', 'M0134', 'M0135', 'M0136', 'M0137',
  'M0138', 'M0139', 'M0140', 'M0141', 'M0142', 'M0144', 'M0145', 'M0146', 'M0148', 'M0152',
  'M0153', 'M0155', 'M0159', 'M0166', 'M0167', 'M0168', 'M0172', 'M0175', 'M0176', 'M0177',
  'M0182', 'M0183', 'M0185', 'M0187', 'M0188', 'M0189', 'M0205', 'M1062', 'M1063', 'M1074',
  'M1075', 'M1087',
] as const;

export type MCode = (typeof mCodes)[number];

export function isMCode(value: unknown): value is MCode {
  return typeof value === 'string' && (mCodes as readonly string[]).includes(value);
}
