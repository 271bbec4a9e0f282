import { recommendGoal } from './goal-recommendation';
import type { RoutinePerson } from '../routine-common/routine-person';

const person = (values: Partial<RoutinePerson>): RoutinePerson => ({
  userGenderCode: '0001',
  userBrthdyDe: null,
  pscstrSttusCode: null,
  weightKg: null,
  calorieWeightKg: null,
  waistCm: null,
  heightCm: 175,
  ...values,
});

describe('recommended goal (KSSO 2022)', () => {
  it('classes a BMI of 30 severely obese (0005)', () => {
    expect(recommendGoal(person({ weightKg: 91.9 }), '2026-03-02').bmicode).toBe('0005');
  });

  it('reaches 5 % less weight at 0.5 kg a week: 90 kg → 85.5 kg in 63 days', () => {
    expect(recommendGoal(person({ weightKg: 90 }), '2026-03-02')).toMatchObject({
      bmicode: '0004',
      beforeVal: 90,
      goalVal: 85.5,
      predictDt: '2026-05-04',
      goalEndDe: '2026-05-04',
    });
  });

  it('keeps the goal within 371 days when the loss takes longer (50 kg: 700 days); predictDt stays the day it is reached', () => {
    const giant = recommendGoal(person({ weightKg: 1000, heightCm: 200 }), '2026-03-02');
    expect(giant).toMatchObject({ goalVal: 950, predictDt: '2028-01-31', goalEndDe: '2027-03-07' });
  });

  it('offers a man a waist goal from 90 cm with a normal BMI, not at 89.9 cm', () => {
    expect(recommendGoal(person({ weightKg: 65, waistCm: 90 }), '2026-03-02')).toMatchObject({
      helthGoalItemCode: '0002',
      goalVal: 87,
    });
    expect(recommendGoal(person({ weightKg: 65, waistCm: 89.9 }), '2026-03-02').predictDt).toBeNull();
  });

  it('offers no waist goal when the sex is unknown (the cut-off depends on it)', () => {
    expect(
      recommendGoal(person({ weightKg: 65, waistCm: 100, userGenderCode: null }), '2026-03-02').predictDt,
    ).toBeNull();
  });
});
