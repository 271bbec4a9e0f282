import { genderCodes } from '../codes';
import {
  basalMetabolicRate,
  bmiCategory,
  bodyMassIndex,
  fatFreeMassIndex,
  waistHipRatio,
} from './bodyIndices';

describe('bodyMassIndex', () => {
  it('is kg/m² to one decimal: 70 kg at 175 cm is 22.9', () => {
    expect(bodyMassIndex(70, 175)).toBe(22.9);
  });

  it('is null when an input is missing or not positive', () => {
    expect(bodyMassIndex(null, 175)).toBeNull();
    expect(bodyMassIndex(70, undefined)).toBeNull();
    expect(bodyMassIndex(70, 0)).toBeNull();
    expect(bodyMassIndex(-1, 175)).toBeNull();
  });
});

describe('bmiCategory', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [22.9, 'normal'],
    [23, 'overweight'],
    [24.9, 'overweight'],
    [25, 'obese'],
    [29.9, 'obese'],
    [30, 'severelyObese'],
  ] as const)('puts a BMI of %d in the Asian category %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('is null without a BMI', () => {
    expect(bmiCategory(null)).toBeNull();
  });
});

describe('waistHipRatio', () => {
  it('is waist over hip to two decimals: 85 / 100 is 0.85, 80 / 97 is 0.82', () => {
    expect(waistHipRatio(85, 100)).toBe(0.85);
    expect(waistHipRatio(80, 97)).toBe(0.82);
  });

  it('is null when an input is missing', () => {
    expect(waistHipRatio(85, null)).toBeNull();
  });
});

describe('basalMetabolicRate', () => {
  it('follows Mifflin-St Jeor: a man of 70 kg, 175 cm, 30 years burns 1649 kcal/day', () => {
    expect(
      basalMetabolicRate({ weightKg: 70, heightCm: 175, age: 30, userGenderCode: genderCodes.male }),
    ).toBe(1649);
  });

  it('follows Mifflin-St Jeor: a woman of 60 kg, 165 cm, 40 years burns 1270 kcal/day', () => {
    // 600 + 1031.25 - 200 - 161 = 1270.25
    expect(
      basalMetabolicRate({ weightKg: 60, heightCm: 165, age: 40, userGenderCode: genderCodes.female }),
    ).toBe(1270);
  });

  it('is null when an input is missing', () => {
    expect(basalMetabolicRate({ weightKg: 60, heightCm: 165, age: null, userGenderCode: '0002' })).toBeNull();
    expect(
      basalMetabolicRate({ weightKg: 60, heightCm: 165, age: 40, userGenderCode: undefined }),
    ).toBeNull();
  });
});

describe('fatFreeMassIndex', () => {
  it('is weight × (1 − fat %) / m²: 80 kg, 25 % fat, 180 cm is 18.5', () => {
    expect(fatFreeMassIndex({ weightKg: 80, percentageBodyFat: 25, heightCm: 180 })).toBe(18.5);
  });

  it('is null when an input is missing or body fat is not a percentage', () => {
    expect(fatFreeMassIndex({ weightKg: 80, percentageBodyFat: null, heightCm: 180 })).toBeNull();
    expect(fatFreeMassIndex({ weightKg: 80, percentageBodyFat: 100, heightCm: 180 })).toBeNull();
  });
});
