/**
 * Estimated glomerular filtration rate, mL/min/1.73 m², by the race-free CKD-EPI 2021 creatinine equation:
 * Inker LA, Eneanya ND, Coresh J et al. New creatinine- and cystatin C-based equations to estimate GFR without
 * race. N Engl J Med 2021;385:1737-1749.
 *
 * eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [if female], with serum creatinine
 * Scr in mg/dL, κ 0.7 (women) or 0.9 (men), α −0.241 (women) or −0.302 (men), age in years at the blood test.
 * Rounded to a whole number, as laboratories report it.
 */
const ckdEpi2021 = {
  female: { kappa: 0.7, alpha: -0.241, factor: 1.012 },
  male: { kappa: 0.9, alpha: -0.302, factor: 1 },
} as const;

/** eGFR (CKD-EPI 2021) from serum creatinine in mg/dL; null when the creatinine or the age is not usable. */
export function egfrCkdEpi2021(
  creatinineMgDl: number | null | undefined,
  age: number | null | undefined,
  sex: 'male' | 'female',
): number | null {
  if (typeof creatinineMgDl !== 'number' || !(creatinineMgDl > 0)) return null;
  if (typeof age !== 'number' || !(age >= 0)) return null;
  const { kappa, alpha, factor } = ckdEpi2021[sex];
  const ratio = creatinineMgDl / kappa;
  return Math.round(142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * factor);
}
