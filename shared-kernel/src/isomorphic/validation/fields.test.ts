import { validateField } from './validate';

describe('mobilePhone', () => {
  it('requires a number (M0116)', () => {
    expect(validateField('mobilePhone', '')).toEqual({
      mobilePhone: { code: 'M0116', params: { field: 'mobilePhone' } },
    });
    expect(validateField('mobilePhone', undefined).mobilePhone?.code).toBe('M0116');
  });

  it('accepts an 11-digit number and one written with dashes or spaces', () => {
    expect(validateField('mobilePhone', '01012345678')).toEqual({});
    expect(validateField('mobilePhone', '010-1234-5678')).toEqual({});
    expect(validateField('mobilePhone', '010 1234 5678')).toEqual({});
    expect(validateField('mobilePhone', '0111234567')).toEqual({});
  });

  it('rejects more than 11 digits (M0117)', () => {
    expect(validateField('mobilePhone', '010123456789').mobilePhone?.code).toBe('M0117');
    expect(validateField('mobilePhone', '010-1234-56789').mobilePhone?.code).toBe('M0117');
  });

  it('asks to check a number that is not a Korean mobile number', () => {
    expect(validateField('mobilePhone', '02-123-4567').mobilePhone?.code).toBe('generic.invalid');
    expect(validateField('mobilePhone', '0101234567a').mobilePhone?.code).toBe('generic.invalid');
  });
});

describe('authCode', () => {
  it('requires a code (M0119)', () => {
    expect(validateField('authCode', ' ').authCode?.code).toBe('M0119');
  });

  it('accepts exactly 6 digits and rejects 5, 7 or non-digits', () => {
    expect(validateField('authCode', '123456')).toEqual({});
    expect(validateField('authCode', '12345').authCode).toEqual({
      code: 'generic.minLength',
      params: { field: 'authCode', min: 6, max: 6 },
    });
    expect(validateField('authCode', '1234567').authCode?.code).toBe('generic.maxLength');
    expect(validateField('authCode', '12345a').authCode?.code).toBe('generic.number');
  });
});

describe('userNm', () => {
  it('requires a name (M0120)', () => {
    expect(validateField('userNm', '').userNm?.code).toBe('M0120');
  });

  it('accepts up to 5 Korean or English letters and rejects 6', () => {
    expect(validateField('userNm', '홍길동')).toEqual({});
    expect(validateField('userNm', 'Alice')).toEqual({});
    expect(validateField('userNm', 'Alices').userNm).toEqual({
      code: 'generic.maxLength',
      params: { field: 'userNm', max: 5 },
    });
  });

  it('rejects digits, spaces and other scripts (M0122)', () => {
    expect(validateField('userNm', '홍길1').userNm?.code).toBe('M0122');
    expect(validateField('userNm', 'Al ce').userNm?.code).toBe('M0122');
    expect(validateField('userNm', 'សុខា').userNm?.code).toBe('M0122');
  });

  it('in the Khmer variant accepts Khmer or English letters and rejects Korean', () => {
    expect(validateField('userNmKhmer', 'សុខា')).toEqual({});
    expect(validateField('userNmKhmer', 'Dara')).toEqual({});
    expect(validateField('userNmKhmer', '').userNmKhmer?.code).toBe('M0120');
    expect(validateField('userNmKhmer', '홍길동').userNmKhmer?.code).toBe('generic.lettersOnly');
    expect(validateField('userNmKhmer', '១២៣').userNmKhmer?.code).toBe('generic.lettersOnly');
  });
});

describe('userId', () => {
  it('requires an id', () => {
    expect(validateField('userId', '').userId).toEqual({
      code: 'generic.required',
      params: { field: 'userId' },
    });
  });

  it('accepts 3 and 50 characters and rejects 2 and 51 (M0124)', () => {
    expect(validateField('userId', 'abc')).toEqual({});
    expect(validateField('userId', 'a'.repeat(50))).toEqual({});
    expect(validateField('userId', 'ab').userId?.code).toBe('M0124');
    expect(validateField('userId', 'a'.repeat(51)).userId?.code).toBe('M0124');
  });

  it('accepts English letters and digits or an e-mail address, nothing else (M0125)', () => {
    expect(validateField('userId', 'kim2024')).toEqual({});
    expect(validateField('userId', 'kim.lee@example.com')).toEqual({});
    expect(validateField('userId', 'kim_lee').userId?.code).toBe('M0125');
    expect(validateField('userId', '김철수님').userId?.code).toBe('M0125');
  });
});

describe('userPassword', () => {
  it('requires a password', () => {
    expect(validateField('userPassword', '').userPassword?.code).toBe('generic.required');
  });

  it('accepts 8 and 12 characters and rejects 7 and 13 (M0127)', () => {
    expect(validateField('userPassword', 'abcd1234')).toEqual({});
    expect(validateField('userPassword', 'abcd1234efgh')).toEqual({});
    expect(validateField('userPassword', 'abc1234').userPassword?.code).toBe('M0127');
    expect(validateField('userPassword', 'abcd1234efghi').userPassword?.code).toBe('M0127');
  });

  it('rejects a password with whitespace (M0128)', () => {
    expect(validateField('userPassword', 'abcd 1234').userPassword?.code).toBe('M0128');
  });

  it('rejects a password with fewer than two kinds of letters, digits and special characters (M0129)', () => {
    expect(validateField('userPassword', 'abcdefgh').userPassword?.code).toBe('M0129');
    expect(validateField('userPassword', '13572468').userPassword?.code).toBe('M0129');
    expect(validateField('userPassword', 'abcdefg!')).toEqual({});
    expect(validateField('userPassword', '1357246!')).toEqual({});
  });

  it('rejects a password with a character three times in a row (M0130)', () => {
    expect(validateField('userPassword', 'abc1111d').userPassword?.code).toBe('M0130');
    expect(validateField('userPassword', 'abc11d11')).toEqual({});
  });

  it('reports only the first failing rule', () => {
    expect(validateField('userPassword', 'aaa a').userPassword?.code).toBe('M0127');
  });
});

describe('userEmail', () => {
  it('is optional', () => {
    expect(validateField('userEmail', '')).toEqual({});
  });

  it('accepts 3 to 50 characters (M0133) in e-mail form', () => {
    expect(validateField('userEmail', 'kim@example.com')).toEqual({});
    expect(validateField('userEmail', `${'a'.repeat(38)}@example.com`)).toEqual({});
    expect(validateField('userEmail', `${'a'.repeat(39)}@example.com`).userEmail?.code).toBe('M0133');
    expect(validateField('userEmail', 'a@').userEmail?.code).toBe('M0133');
    expect(validateField('userEmail', 'kim.example.com').userEmail?.code).toBe('generic.email');
  });
});

describe('body measurements', () => {
  it.each([
    ['weight', 1000, 'M0134'],
    ['height', 500, 'M0136'],
    ['waistCircumference', 500, 'M0137'],
    ['hipCircumference', 500, 'M0138'],
  ] as const)('%s accepts 1 to %d and rejects values outside (%s)', (field, max, code) => {
    expect(validateField(field, 1)).toEqual({});
    expect(validateField(field, max)).toEqual({});
    expect(validateField(field, 0)[field]?.code).toBe(code);
    expect(validateField(field, 0.9)[field]?.code).toBe(code);
    expect(validateField(field, max + 0.1)[field]?.code).toBe(code);
  });

  it('accepts one decimal place and rejects two (M0135)', () => {
    expect(validateField('weight', 70.5)).toEqual({});
    expect(validateField('weight', 0.3 + 70)).toEqual({});
    expect(validateField('weight', 70.25).weight?.code).toBe('M0135');
  });

  it('asks for a number when the value is not one', () => {
    expect(validateField('weight', '70').weight?.code).toBe('generic.number');
    expect(validateField('weight', Number.NaN).weight?.code).toBe('generic.number');
  });
});

describe('channel fields', () => {
  it('requires a channel name of 1 to 25 characters (M0013, M0015)', () => {
    expect(validateField('chnNm', '').chnNm?.code).toBe('M0013');
    expect(validateField('chnNm', '가')).toEqual({});
    expect(validateField('chnNm', '가'.repeat(25))).toEqual({});
    expect(validateField('chnNm', '가'.repeat(26)).chnNm?.code).toBe('M0015');
  });

  it('requires a channel image (M0014) and a background image (M0017)', () => {
    expect(validateField('chnImage', null).chnImage?.code).toBe('M0014');
    expect(validateField('chnBackgroundImage', undefined).chnBackgroundImage?.code).toBe('M0017');
  });

  it('accepts a stored image URL or an image file and rejects other files', () => {
    expect(validateField('chnImage', 'https://cdn.example/chn/1.png')).toEqual({});
    expect(validateField('chnImage', { type: 'image/png', size: 1200 })).toEqual({});
    expect(validateField('chnImage', { type: 'application/pdf', size: 1200 }).chnImage?.code).toBe(
      'generic.imageOnly',
    );
  });

  it('requires at least one participant (M0019)', () => {
    expect(validateField('prtcpntList', undefined).prtcpntList?.code).toBe('M0019');
    expect(validateField('prtcpntList', []).prtcpntList?.code).toBe('M0019');
    expect(validateField('prtcpntList', ['01012345678'])).toEqual({});
  });
});

describe('texts', () => {
  it('requires post and comment content and allows at most 500 characters', () => {
    expect(validateField('content', '  ').content?.code).toBe('generic.required');
    expect(validateField('content', 'a'.repeat(500))).toEqual({});
    expect(validateField('content', 'a'.repeat(501)).content).toEqual({
      code: 'generic.maxLength',
      params: { field: 'content', max: 500 },
    });
  });

  it('requires a feedback title and a withdrawal reason', () => {
    expect(validateField('title', '').title?.code).toBe('generic.required');
    expect(validateField('unregisterReason', '').unregisterReason?.code).toBe('generic.required');
  });
});

describe('terms agreement', () => {
  it('requires agreeing to the terms (M0141)', () => {
    expect(validateField('termsAgreed', false).termsAgreed?.code).toBe('M0141');
    expect(validateField('termsAgreed', undefined).termsAgreed?.code).toBe('M0141');
    expect(validateField('termsAgreed', true)).toEqual({});
  });
});

describe('tkmdEndDe', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts today or later in Seoul and rejects an earlier day (M0159)', () => {
    // 15:30 UTC on 10 March is already 11 March in Seoul.
    jest.useFakeTimers({ now: new Date('2025-03-10T15:30:00Z') });
    expect(validateField('tkmdEndDe', '2025-03-11')).toEqual({});
    expect(validateField('tkmdEndDe', '2025-12-31')).toEqual({});
    expect(validateField('tkmdEndDe', '2025-03-10').tkmdEndDe?.code).toBe('M0159');
  });

  it('rejects something that is not a date', () => {
    expect(validateField('tkmdEndDe', '2025-02-30').tkmdEndDe?.code).toBe('generic.invalid');
  });
});

describe('time and blood pressure', () => {
  it('accepts HH:mm times from 00:00 to 23:59 only', () => {
    expect(validateField('time', '00:00')).toEqual({});
    expect(validateField('time', '23:59')).toEqual({});
    expect(validateField('time', '24:00').time?.code).toBe('generic.invalid');
    expect(validateField('time', '7:00').time?.code).toBe('generic.invalid');
  });

  it('accepts blood pressure written as systolic/diastolic', () => {
    expect(validateField('bloodPressure', '120/80')).toEqual({});
    expect(validateField('bloodPressure', '120-80').bloodPressure?.code).toBe('generic.invalid');
  });
});
