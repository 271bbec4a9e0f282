import { egfrCkdEpi2021 } from './egfr';

/**
 * Reference values: the CKD-EPI 2021 creatinine equation (Inker LA et al., N Engl J Med 2021;385:1737-1749) as
 * Exeter-Diabetes/EHRBiomarkr codes it (R/egfr_creatinine_ckd-epi-2021.R, ckd_epi_2021_egfr), run in a
 * throwaway Python transcription on creatinine in mg/dL; unrounded value in each name.
 */
describe('egfrCkdEpi2021', () => {
  it.each([
    [1.0, 'male', 50, 92, '91.69'],
    [1.0, 'female', 50, 69, '68.63'],
    [0.7, 'female', 40, 112, '112.05 (creatinine at κ: only age and sex count)'],
    [0.6, 'female', 30, 124, '123.76'],
    [0.8, 'male', 45, 111, '111.22'],
    [0.9, 'male', 60, 98, '97.78'],
    [1.5, 'male', 70, 50, '49.77'],
    [1.2, 'female', 58, 52, '52.47'],
    [2.5, 'female', 65, 21, '20.82'],
  ] as const)(
    'gives creatinine %d mg/dL in a %s aged %d an eGFR of %d (EHRBiomarkr: %s)',
    (creatinine, sex, age, egfr, _unrounded) => {
      expect(egfrCkdEpi2021(creatinine, age, sex)).toBe(egfr);
    },
  );

  it('is null without a positive creatinine or an age', () => {
    expect(egfrCkdEpi2021(0, 50, 'male')).toBeNull();
    expect(egfrCkdEpi2021(undefined, 50, 'male')).toBeNull();
    expect(egfrCkdEpi2021(1, null, 'female')).toBeNull();
  });
});
