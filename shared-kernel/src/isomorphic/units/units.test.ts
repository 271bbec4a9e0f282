import { formatLifelogValue, roundLifelogValue } from './display';
import { isLifelogTypeKey, lifelogTypeKeys, lifelogTypes } from './lifelogTypes';

describe('life-log type catalogue', () => {
  it('holds the seventeen types of the spec, keyed by type key', () => {
    expect(lifelogTypeKeys).toHaveLength(17);
    expect(isLifelogTypeKey('bloodGlucose')).toBe(true);
    expect(isLifelogTypeKey('toString')).toBe(false);
  });

  it('lets the spec list and total cholesterol be registered by hand', () => {
    const manual = lifelogTypeKeys.filter((key) => lifelogTypes[key].manualEntry).sort();
    expect(manual).toEqual(
      [
        'waistCircumference',
        'bloodGlucose',
        'bloodPressure',
        'meal',
        'weight',
        'bodyComposition',
        'hipCircumference',
        'triglyceride',
        'hdlCholesterol',
        'totalCholesterol',
      ].sort(),
    );
    expect(lifelogTypes.step.manualEntry).toBe(false);
    expect(lifelogTypes.heartRate.manualEntry).toBe(false);
  });

  it('names blood-pressure values sbp and dbp in mmHg', () => {
    expect(lifelogTypes.bloodPressure.values).toEqual([
      { name: 'sbp', unit: 'mmHg', ucum: 'mm[Hg]' },
      { name: 'dbp', unit: 'mmHg', ucum: 'mm[Hg]' },
    ]);
  });
});

describe('roundLifelogValue', () => {
  it('rounds steps to an integer', () => {
    expect(roundLifelogValue('step', 1234.5)).toBe(1235);
  });

  it.each([
    'weight',
    'bloodGlucose',
    'hipCircumference',
    'waistCircumference',
    'triglyceride',
    'hdlCholesterol',
    'height',
  ] as const)('rounds %s to one decimal, half up', (typeKey) => {
    expect(roundLifelogValue(typeKey, 70.25)).toBe(70.3);
    expect(roundLifelogValue(typeKey, 70.24)).toBe(70.2);
    expect(roundLifelogValue(typeKey, 1.05)).toBe(1.1);
  });

  it('keeps values of types the spec gives no rounding for', () => {
    expect(roundLifelogValue('gammaGtp', 32.456)).toBe(32.456);
  });
});

describe('formatLifelogValue', () => {
  it('shows a rounded value', () => {
    expect(formatLifelogValue('weight', 70.26)).toBe('70.3');
    expect(formatLifelogValue('step', 8000)).toBe('8000');
  });

  it('shows -- for an empty value and --/-- for an empty pressure', () => {
    expect(formatLifelogValue('weight', null)).toBe('--');
    expect(formatLifelogValue('step', undefined)).toBe('--');
    expect(formatLifelogValue('weight', Number.NaN)).toBe('--');
    expect(formatLifelogValue('bloodPressure', null)).toBe('--/--');
    expect(formatLifelogValue('bloodPressure', {})).toBe('--/--');
  });

  it('shows pressure as systolic/diastolic', () => {
    expect(formatLifelogValue('bloodPressure', { sbp: 120, dbp: 80 })).toBe('120/80');
    expect(formatLifelogValue('bloodPressure', { sbp: 120, dbp: null })).toBe('120/--');
  });
});
