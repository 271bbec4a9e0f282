import {
  isManualLifelogType,
  lifelogEntryFormSchemas,
  lifelogTypeKeys,
  lifelogTypes,
  lifelogValueProblem,
  measurementRangeOf,
  validateForm,
} from '..';

describe('manual life-log entry', () => {
  it('lets a person register exactly waist, glucose, pressure, water, weight, body fat, hip, triglyceride, HDL and total cholesterol', () => {
    expect(lifelogTypeKeys.filter(isManualLifelogType).sort()).toEqual(
      [
        'bloodGlucose',
        'bloodPressure',
        'bodyComposition',
        'hdlCholesterol',
        'hipCircumference',
        'meal',
        'totalCholesterol',
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

  it('takes only the known glucose measurement times', async () => {
    expect(
      await validateForm(lifelogEntryFormSchemas.bloodGlucose, {
        bloodSugarLevel: 98,
        measurementTime: '80099',
      }),
    ).not.toEqual({});
  });

  it('asks total cholesterol in mg/dL with one decimal at most (M0135)', async () => {
    const schema = lifelogEntryFormSchemas.totalCholesterol;
    expect(await validateForm(schema, { totalCholesterolQuantification: 195 })).toEqual({});
    expect(await validateForm(schema, { totalCholesterolQuantification: 195.25 })).toEqual({
      totalCholesterolQuantification: expect.objectContaining({ code: 'M0135' }),
    });
    expect(await validateForm(schema, {})).toEqual({
      totalCholesterolQuantification: expect.objectContaining({ code: 'generic.required' }),
    });
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

  it('rejects two decimals on a manual type (M0135) but takes any steps count', () => {
    expect(lifelogValueProblem('weight', { weight: 70.25 })).toMatchObject({ code: 'M0135' });
    expect(lifelogValueProblem('step', { stepCount: 123456 })).toBeNull();
    expect(lifelogValueProblem('bloodPressure', { sbp: 130, dbp: 85 })).toBeNull();
  });
});

describe('possible ranges of the values a person records', () => {
  it('refuses a systolic pressure outside 70-270 mmHg (M1123): 300/20 is never stored', () => {
    expect(lifelogValueProblem('bloodPressure', { sbp: 300, dbp: 20 })).toEqual({
      valueName: 'sbp',
      code: 'M1123',
      params: { min: 70, max: 270 },
    });
    expect(lifelogValueProblem('bloodPressure', { sbp: 69, dbp: 40 })).toMatchObject({ code: 'M1123' });
    expect(lifelogValueProblem('bloodPressure', { sbp: 270, dbp: 149 })).toBeNull();
  });

  it('refuses a diastolic pressure outside 30-150 mmHg (M1124)', () => {
    expect(lifelogValueProblem('bloodPressure', { sbp: 120, dbp: 20 })).toEqual({
      valueName: 'dbp',
      code: 'M1124',
      params: { min: 30, max: 150 },
    });
    expect(lifelogValueProblem('bloodPressure', { sbp: 200, dbp: 151 })).toMatchObject({ code: 'M1124' });
    expect(lifelogValueProblem('bloodPressure', { sbp: 70, dbp: 30 })).toBeNull();
  });

  it('refuses a systolic pressure not above the diastolic (M1121)', () => {
    expect(lifelogValueProblem('bloodPressure', { sbp: 80, dbp: 120 })).toEqual({
      valueName: 'sbp',
      code: 'M1121',
    });
    expect(lifelogValueProblem('bloodPressure', { sbp: 90, dbp: 90 })).toMatchObject({ code: 'M1121' });
    expect(lifelogValueProblem('bloodPressure', { sbp: 91, dbp: 90 })).toBeNull();
  });

  it.each([
    ['bloodGlucose', 'bloodSugarLevel', 20, 600, 'mg/dL'],
    ['triglyceride', 'triglyceride', 17, 1770, 'mg/dL'],
    ['hdlCholesterol', 'hdlCholesterol', 15, 194, 'mg/dL'],
    ['totalCholesterol', 'totalCholesterolQuantification', 67, 773, 'mg/dL'],
    ['bodyComposition', 'percentageBodyFat', 3, 75, '%'],
    ['meal', 'waterIntake', 1, 5000, 'ml'],
  ] as const)(
    'refuses a %s outside its possible range, naming the range and unit (M1122)',
    (typeKey, valueName, min, max, unit) => {
      const outside = { valueName, code: 'M1122', params: { min, max, unit: ` ${unit}` } };
      expect(lifelogValueProblem(typeKey, { [valueName]: min - 1 })).toEqual(outside);
      expect(lifelogValueProblem(typeKey, { [valueName]: max + 1 })).toEqual(outside);
      expect(lifelogValueProblem(typeKey, { [valueName]: min })).toBeNull();
      expect(lifelogValueProblem(typeKey, { [valueName]: max })).toBeNull();
      expect(measurementRangeOf(typeKey, valueName)).toEqual({ min, max });
    },
  );

  it('keeps the spec ranges of weight 1-1000 (M0134), height, waist and hip 1-500 (M0136-M0138)', () => {
    expect(lifelogValueProblem('weight', { weight: 0.5 })).toMatchObject({ code: 'M0134' });
    expect(lifelogValueProblem('height', { height: 501 })).toMatchObject({ code: 'M0136' });
    expect(lifelogValueProblem('waistCircumference', { waistCircumference: 501 })).toMatchObject({
      code: 'M0137',
    });
    expect(lifelogValueProblem('hipCircumference', { hipCircumference: 0 })).toMatchObject({ code: 'M0138' });
    expect(lifelogValueProblem('weight', { weight: 1000 })).toBeNull();
  });

  it('gives a range to every value a person can record by hand, and none to steps or heart rate', () => {
    const manualValues = lifelogTypeKeys
      .filter(isManualLifelogType)
      .flatMap((typeKey) => lifelogTypes[typeKey].values.map(({ name }) => [typeKey, name] as const));
    expect(manualValues.filter(([typeKey, name]) => !measurementRangeOf(typeKey, name))).toEqual([]);
    expect(measurementRangeOf('step', 'stepCount')).toBeUndefined();
    expect(measurementRangeOf('heartRate', 'heartRate')).toBeUndefined();
  });
});
