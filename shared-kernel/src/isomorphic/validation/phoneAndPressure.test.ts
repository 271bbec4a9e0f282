import { splitBloodPressure } from './bloodPressure';
import { normalizeMobilePhone } from './mobilePhone';

describe('normalizeMobilePhone', () => {
  it('drops dashes and spaces to give the national form', () => {
    expect(normalizeMobilePhone('010-1234-5678')).toBe('01012345678');
    expect(normalizeMobilePhone(' 010 1234 5678 ')).toBe('01012345678');
    expect(normalizeMobilePhone('01012345678')).toBe('01012345678');
  });
});

describe('splitBloodPressure', () => {
  it('splits systolic/diastolic on the slash', () => {
    expect(splitBloodPressure('120/80')).toEqual({ sbp: 120, dbp: 80 });
    expect(splitBloodPressure(' 95 / 60 ')).toEqual({ sbp: 95, dbp: 60 });
  });

  it('gives null for text that is not two numbers around a slash', () => {
    expect(splitBloodPressure('120')).toBeNull();
    expect(splitBloodPressure('120/')).toBeNull();
    expect(splitBloodPressure('120/80/70')).toBeNull();
    expect(splitBloodPressure('abc/80')).toBeNull();
  });
});
