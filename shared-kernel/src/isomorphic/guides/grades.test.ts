import {
  gradeOf,
  gradeOfRecord,
  guideGradeOf,
  guideOriginsOf,
  guideOriginsOfRecord,
  worstGrade,
  type GuideRange,
} from '..';

const ranges: GuideRange[] = [
  { idxCode: 'sbp', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 120 },
  { idxCode: 'sbp', genderCode: null, gradCode: '0002', idxMinVal: 120, idxMaxVal: 130 },
  { idxCode: 'sbp', genderCode: null, gradCode: '0003', idxMinVal: 130, idxMaxVal: 140 },
  { idxCode: 'sbp', genderCode: null, gradCode: '0004', idxMinVal: 140, idxMaxVal: null },
  { idxCode: 'dbp', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 80 },
  { idxCode: 'dbp', genderCode: null, gradCode: '0003', idxMinVal: 80, idxMaxVal: 90 },
  { idxCode: 'dbp', genderCode: null, gradCode: '0004', idxMinVal: 90, idxMaxVal: null },
  { idxCode: 'waistCircumference', genderCode: '0001', gradCode: '0001', idxMinVal: null, idxMaxVal: 90 },
  { idxCode: 'waistCircumference', genderCode: '0001', gradCode: '0004', idxMinVal: 90, idxMaxVal: null },
  { idxCode: 'waistCircumference', genderCode: '0002', gradCode: '0001', idxMinVal: null, idxMaxVal: 85 },
  { idxCode: 'waistCircumference', genderCode: '0002', gradCode: '0004', idxMinVal: 85, idxMaxVal: null },
  { idxCode: 'bloodSugarLevel', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 100 },
  { idxCode: 'bloodSugarLevel', genderCode: null, gradCode: '0003', idxMinVal: 100, idxMaxVal: 126 },
  {
    idxCode: 'bloodSugarLevelAfterMeal',
    genderCode: null,
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 140,
  },
];

describe('guide grades', () => {
  it('includes a band minimum and excludes its maximum', () => {
    expect(gradeOf(119.9, ranges, 'sbp', '0001')).toBe('0001');
    expect(gradeOf(120, ranges, 'sbp', '0001')).toBe('0002');
    expect(gradeOf(140, ranges, 'sbp', '0001')).toBe('0004');
  });

  it('judges the waist with the Korean cut-offs of each sex (90 cm men, 85 cm women)', () => {
    expect(gradeOf(87, ranges, 'waistCircumference', '0001')).toBe('0001');
    expect(gradeOf(87, ranges, 'waistCircumference', '0002')).toBe('0004');
  });

  it('gives no grade without a value or a band', () => {
    expect(gradeOf(null, ranges, 'sbp', '0001')).toBeNull();
    expect(gradeOf(50, ranges, 'heartRate', '0001')).toBeNull();
  });

  it('grades blood pressure 130/85 by the worse of its two values', () => {
    const record = { typeKey: 'bloodPressure' as const, values: { sbp: 118, dbp: 92 } };
    expect(gradeOfRecord(record, ranges, '0001')).toBe('0004');
    expect(gradeOfRecord({ ...record, values: { sbp: 130, dbp: 85 } }, ranges, '0001')).toBe('0003');
  });

  it('judges glucose after a meal with the post-meal guide and otherwise with the fasting one', () => {
    const glucose = { typeKey: 'bloodGlucose' as const, values: { bloodSugarLevel: 120 } };
    expect(gradeOfRecord({ ...glucose, measurementTime: '80002' }, ranges, '0002')).toBe('0001');
    expect(gradeOfRecord({ ...glucose, measurementTime: '80001' }, ranges, '0002')).toBe('0003');
    expect(gradeOfRecord(glucose, ranges, '0002')).toBe('0003');
  });

  it('maps grades to the record grade 2 normal, 1 caution, 0 danger', () => {
    expect(guideGradeOf('0001')).toBe(2);
    expect(guideGradeOf('0002')).toBe(1);
    expect(guideGradeOf('0003')).toBe(1);
    expect(guideGradeOf('0004')).toBe(0);
    expect(guideGradeOf('0005')).toBe(0);
    expect(worstGrade([null, '0002', '0001'])).toBe('0002');
  });
});

describe('the standards behind a grade', () => {
  const withOrigins: GuideRange[] = [
    {
      idxCode: 'bodyMassIndex',
      genderCode: null,
      gradCode: '0001',
      idxMinVal: 18.5,
      idxMaxVal: 23,
      idxOriginCode: 'KSSO-2022',
    },
    {
      idxCode: 'bodyMassIndex',
      genderCode: null,
      gradCode: '0002',
      idxMinVal: 23,
      idxMaxVal: 25,
      idxOriginCode: 'KSSO-2022',
    },
    {
      idxCode: 'sbp',
      genderCode: null,
      gradCode: '0001',
      idxMinVal: null,
      idxMaxVal: 120,
      idxOriginCode: 'KSH-2022',
    },
    {
      idxCode: 'dbp',
      genderCode: null,
      gradCode: '0001',
      idxMinVal: null,
      idxMaxVal: 80,
      idxOriginCode: 'KSH-2022',
    },
    {
      idxCode: 'waistCircumference',
      genderCode: '0002',
      gradCode: '0004',
      idxMinVal: 85,
      idxMaxVal: null,
      idxOriginCode: 'KSSO-2022',
    },
    {
      idxCode: 'waistCircumference',
      genderCode: '0001',
      gradCode: '0004',
      idxMinVal: 90,
      idxMaxVal: null,
      idxOriginCode: 'OTHER',
    },
  ];

  it('names the standard of the bands that judged a record, once for blood pressure’s two values', () => {
    const pressure = { typeKey: 'bloodPressure' as const, values: { sbp: 110, dbp: 70 } };
    expect(guideOriginsOfRecord(pressure, withOrigins, '0001')).toEqual(['KSH-2022']);
    const waist = { typeKey: 'waistCircumference' as const, values: { waistCircumference: 85.8 } };
    expect(guideOriginsOfRecord(waist, withOrigins, '0002')).toEqual(['KSSO-2022']);
    expect(
      guideOriginsOfRecord({ typeKey: 'step' as const, values: { stepCount: 9000 } }, withOrigins, '0002'),
    ).toEqual([]);
  });

  it('names the standards of a guide for a person of this sex', () => {
    expect(guideOriginsOf(withOrigins, 'bodyMassIndex', '0002')).toEqual(['KSSO-2022']);
    expect(guideOriginsOf(withOrigins, 'waistCircumference', '0001')).toEqual(['OTHER']);
    expect(guideOriginsOf(withOrigins, 'heartRate', '0001')).toEqual([]);
  });
});
