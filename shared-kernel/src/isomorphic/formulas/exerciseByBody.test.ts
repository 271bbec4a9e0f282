import fc from 'fast-check';
import { genderCodes } from '../codes';
import {
  correctedMets,
  exerciseIntensityOf,
  metsCorrectionRate,
  restingOxygenUptake,
  weeklyMetMinutesForBody,
} from './exerciseByBody';

const man40 = { userGenderCode: genderCodes.male, age: 40, heightCm: 175, weightKg: 70 };
const woman70 = { userGenderCode: genderCodes.female, age: 70, heightCm: 155, weightKg: 60 };

describe('exerciseIntensityOf (Compendium light < 3, moderate 3-5.9, vigorous >= 6 METs)', () => {
  it('puts Hatha yoga (2024 Compendium 02150, 2.3 METs) in the weak band', () => {
    expect(exerciseIntensityOf(2.3)).toBe('weak');
  });

  it('puts 3.0 METs, the moderate floor, in the medium band and 2.9 below it', () => {
    expect(exerciseIntensityOf(3)).toBe('medium');
    expect(exerciseIntensityOf(2.9)).toBe('weak');
  });

  it('puts jogging (2024 Compendium 12020, 7.5 METs) and 6.0 METs in the strong band', () => {
    expect(exerciseIntensityOf(7.5)).toBe('strong');
    expect(exerciseIntensityOf(6)).toBe('strong');
    expect(exerciseIntensityOf(5.9)).toBe('medium');
  });
});

describe('metsCorrectionRate (3.5 over the Mifflin-St Jeor resting oxygen uptake)', () => {
  it('works the 70 kg, 40-year-old man of the MET convention (175 cm) by hand: rest 3.17 mL/kg/min, rate 1.10', () => {
    // Mifflin-St Jeor: 10 × 70 + 6.25 × 175 − 5 × 40 + 5 = 1598.75 → 1599 kcal/day;
    // 1599 / 1440 / 5 × 1000 / 70 = 3.1726 mL/kg/min; 3.5 / 3.17 = 1.104
    expect(restingOxygenUptake(man40)).toBe(3.17);
    expect(metsCorrectionRate(man40)).toBe(1.1);
  });

  it('works a 70-year-old woman of 60 kg and 155 cm by hand: rest 2.45 mL/kg/min, rate 1.43', () => {
    // 600 + 968.75 − 350 − 161 = 1057.75 → 1058 kcal/day; 1058 / 7200 × 1000 / 60 = 2.449; 3.5 / 2.45 = 1.4286
    expect(restingOxygenUptake(woman70)).toBe(2.45);
    expect(metsCorrectionRate(woman70)).toBe(1.43);
  });

  it('is null when sex, age, height or weight is unknown', () => {
    expect(metsCorrectionRate({ ...man40, userGenderCode: null })).toBeNull();
    expect(metsCorrectionRate({ ...man40, age: null })).toBeNull();
    expect(metsCorrectionRate({ ...man40, heightCm: null })).toBeNull();
    expect(metsCorrectionRate({ ...man40, weightKg: 0 })).toBeNull();
  });

  it('is a finite positive number or null for any body', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(genderCodes.male, genderCodes.female, null),
        fc.oneof(fc.double(), fc.constant(null)),
        fc.oneof(fc.double(), fc.constant(null)),
        fc.oneof(fc.double(), fc.constant(null)),
        (userGenderCode, age, heightCm, weightKg) => {
          const rate = metsCorrectionRate({ userGenderCode, age, heightCm, weightKg });
          return rate === null || (Number.isFinite(rate) && rate > 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('correctedMets and weeklyMetMinutesForBody', () => {
  it('makes brisk walking (4.8 METs) strong for the 70-year-old woman (4.8 × 1.43 = 6.9)', () => {
    expect(correctedMets(4.8, 1.43)).toBe(6.9);
    expect(exerciseIntensityOf(correctedMets(4.8, 1.43))).toBe('strong');
  });

  it('asks the woman for 500 / 1.43 = 350 Compendium MET-minutes where the convention asks 500', () => {
    expect(weeklyMetMinutesForBody(500, 1.43)).toBe(350);
  });

  it('keeps the standard amount when the body is unknown', () => {
    expect(weeklyMetMinutesForBody(500, null)).toBe(500);
  });
});
