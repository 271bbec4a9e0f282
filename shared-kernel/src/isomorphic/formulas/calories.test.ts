import { caloriesBurnt } from './calories';

describe('caloriesBurnt', () => {
  it('is mets × minutes × kg / 57.142857: 4 METs for 30 minutes at 70 kg is 147 kcal', () => {
    expect(caloriesBurnt({ mets: 4, minutes: 30, weightKg: 70 })).toBe(147);
  });

  it('keeps one decimal: 3.5 METs for 20 minutes at 62 kg is 76 kcal', () => {
    // 3.5 × 20 × 62 / 57.142857 = 75.95
    expect(caloriesBurnt({ mets: 3.5, minutes: 20, weightKg: 62 })).toBe(76);
  });

  it('is null when an input is missing', () => {
    expect(caloriesBurnt({ mets: 4, minutes: null, weightKg: 70 })).toBeNull();
    expect(caloriesBurnt({ mets: undefined, minutes: 30, weightKg: 70 })).toBeNull();
  });
});
