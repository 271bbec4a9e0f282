import {
  isManualLifelogType,
  lifelogEntryFormSchemas,
  lifelogTypeKeys,
  lifelogValueProblem,
  validateForm,
} from '..';

describe('manual life-log entry', () => {
  it('lets a person register exactly waist, glucose, pressure, water, weight, body fat, hip, triglyceride and HDL', () => {
    expect(lifelogTypeKeys.filter(isManualLifelogType).sort()).toEqual(
      [
        'bloodGlucose',
        'bloodPressure',
        'bodyComposition',
        'hdlCholesterol',
        'hipCircumference',
        'meal',
        'triglyceride',
        'waistCircumference',
        'weight',
      ].sort(),
    );
    expect(isManualLifelogType('step')).toBe(false);
    expect(isManualLifelogType('heartRate')).toBe(false);
  });

  it('rejects a weight over 1000 kg (M0134) and more than one decimal (M0135)', async () => {
    expect(await validateForm(lifelogEntryFormSchemas.weight, { weight: 1000.5 })).toEqual({
      weight: expect.objectContaining({ code: 'M0134' }),
    });
    expect(await validateForm(lifelogEntryFormSchemas.weight, { weight: 70.25 })).toEqual({
      weight: expect.objectContaining({ code: 'M0135' }),
    });
    expect(await validateForm(lifelogEntryFormSchemas.weight, { weight: 70.2 })).toEqual({});
  });

  it('asks water in whole millilitres', async () => {
    expect(await validateForm(lifelogEntryFormSchemas.meal, { waterIntake: 250.5 })).toEqual({
      waterIntake: expect.objectContaining({ code: 'generic.wholeNumber' }),
    });
    expect(lifelogValueProblem('meal', { waterIntake: 250.5 })).toMatchObject({
      code: 'generic.wholeNumber',
    });
  });

  it('asks blood pressure typed as systolic/diastolic', async () => {
    expect(await validateForm(lifelogEntryFormSchemas.bloodPressure, { bloodPressure: '130/85' })).toEqual(
      {},
    );
    expect(await validateForm(lifelogEntryFormSchemas.bloodPressure, { bloodPressure: '130/' })).not.toEqual(
      {},
    );
  });

  it('says between which values a glucose must lie, and takes only the known measurement times', async () => {
    expect(await validateForm(lifelogEntryFormSchemas.bloodGlucose, { bloodSugarLevel: 0 })).toEqual({
      bloodSugarLevel: expect.objectContaining({ code: 'generic.between' }),
    });
    expect(
      await validateForm(lifelogEntryFormSchemas.bloodGlucose, {
        bloodSugarLevel: 98,
        measurementTime: '80099',
      }),
    ).not.toEqual({});
  });
});

describe('values the API stores', () => {
  it('answers the M-code of a weight out of range (M0134) and a waist out of range (M0137)', () => {
    expect(lifelogValueProblem('weight', { weight: 1001 })).toMatchObject({
      valueName: 'weight',
      code: 'M0134',
    });
    expect(lifelogValueProblem('waistCircumference', { waistCircumference: 0 })).toMatchObject({
      code: 'M0137',
    });
  });

  it('says between which values a diastolic pressure must lie', () => {
    expect(lifelogValueProblem('bloodPressure', { sbp: 120, dbp: 301 })).toEqual({
      valueName: 'dbp',
      code: 'generic.between',
      params: { min: 1, max: 300 },
    });
  });

  it('rejects two decimals on a manual type (M0135) but takes any steps count', () => {
    expect(lifelogValueProblem('weight', { weight: 70.25 })).toMatchObject({ code: 'M0135' });
    expect(lifelogValueProblem('step', { stepCount: 123456 })).toBeNull();
    expect(lifelogValueProblem('bloodPressure', { sbp: 130, dbp: 85 })).toBeNull();
  });
});
