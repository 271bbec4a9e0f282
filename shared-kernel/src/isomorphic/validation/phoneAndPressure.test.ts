import { splitBloodPressure } from './bloodPressure';
import { formatMobilePhone, normalizeMobilePhone } from './mobilePhone';

describe('normalizeMobilePhone', () => {
  it('drops dashes and spaces to give the national form', () => {
    expect(normalizeMobilePhone('010-1234-5678')).toBe('01012345678');
    expect(normalizeMobilePhone(' 010 1234 5678 ')).toBe('01012345678');
    expect(normalizeMobilePhone('01012345678')).toBe('01012345678');
  });
});

describe('formatMobilePhone (issue 35: the profile showed 01012345678)', () => {
  it('groups a Korean mobile number with dashes, 11 or 10 digits, however it was typed', () => {
    expect(formatMobilePhone('01012345678')).toBe('010-1234-5678');
    expect(formatMobilePhone('0111234567')).toBe('011-123-4567');
    expect(formatMobilePhone('010 1234 5678')).toBe('010-1234-5678');
  });

  it('leaves anything else as it is', () => {
    expect(formatMobilePhone('010-****-5678')).toBe('010-****-5678');
    expect(formatMobilePhone('+85512345678')).toBe('+85512345678');
    expect(formatMobilePhone('0212345678')).toBe('0212345678');
    expect(formatMobilePhone('')).toBe('');
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
