import { validateField } from './validate';

describe('mobilePhone', () => {
  it('requires a number (M0116)', async () => {
    expect(await validateField('mobilePhone', '')).toEqual({
      mobilePhone: { code: 'M0116', params: { field: 'mobilePhone' } },
    });
    expect((await validateField('mobilePhone', undefined)).mobilePhone?.code).toBe('M0116');
  });

  it('accepts an 11-digit number and one written with dashes or spaces', async () => {
    expect(await validateField('mobilePhone', '01012345678')).toEqual({});
    expect(await validateField('mobilePhone', '010-1234-5678')).toEqual({});
    expect(await validateField('mobilePhone', '010 1234 5678')).toEqual({});
    expect(await validateField('mobilePhone', '0111234567')).toEqual({});
  });

  it('rejects more than 11 digits (M0117)', async () => {
    expect((await validateField('mobilePhone', '010123456789')).mobilePhone?.code).toBe('M0117');
    expect((await validateField('mobilePhone', '010-1234-56789')).mobilePhone?.code).toBe('M0117');
  });

  it('asks to check a number that is not a Korean mobile number', async () => {
    expect((await validateField('mobilePhone', '02-123-4567')).mobilePhone?.code).toBe('generic.invalid');
    expect((await validateField('mobilePhone', '0101234567a')).mobilePhone?.code).toBe('generic.invalid');
  });
});

describe('authCode', () => {
  it('requires a code (M0119)', async () => {
    expect((await validateField('authCode', ' ')).authCode?.code).toBe('M0119');
  });

  it('accepts exactly 6 digits and rejects 5, 7 or non-digits', async () => {
    expect(await validateField('authCode', '123456')).toEqual({});
    expect((await validateField('authCode', '12345')).authCode).toEqual({
      code: 'generic.minLength',
      params: { field: 'authCode', min: 6, max: 6 },
    });
    expect((await validateField('authCode', '1234567')).authCode?.code).toBe('generic.maxLength');
    expect((await validateField('authCode', '12345a')).authCode?.code).toBe('generic.number');
  });
});

describe('userNm', () => {
  it('requires a name (M0120)', async () => {
    expect((await validateField('userNm', '')).userNm?.code).toBe('M0120');
  });

  it('accepts up to 5 Korean or English letters and rejects 6', async () => {
    expect(await validateField('userNm', '홍길동')).toEqual({});
    expect(await validateField('userNm', 'Alice')).toEqual({});
    expect((await validateField('userNm', 'Alices')).userNm).toEqual({
      code: 'generic.maxLength',
      params: { field: 'userNm', max: 5 },
    });
  });

  it('rejects digits, spaces and other scripts (M0122)', async () => {
    expect((await validateField('userNm', '홍길1')).userNm?.code).toBe('M0122');
    expect((await validateField('userNm', 'Al ce')).userNm?.code).toBe('M0122');
    expect((await validateField('userNm', 'សុខា')).userNm?.code).toBe('M0122');
  });

  it('in the Khmer variant accepts Khmer or English letters and rejects Korean', async () => {
    expect(await validateField('userNmKhmer', 'សុខា')).toEqual({});
    expect(await validateField('userNmKhmer', 'Dara')).toEqual({});
    expect((await validateField('userNmKhmer', '')).userNmKhmer?.code).toBe('M0120');
    expect((await validateField('userNmKhmer', '홍길동')).userNmKhmer?.code).toBe('generic.lettersOnly');
    expect((await validateField('userNmKhmer', '១២៣')).userNmKhmer?.code).toBe('generic.lettersOnly');
  });
});

describe('userId', () => {
  it('requires an id', async () => {
    expect((await validateField('userId', '')).userId).toEqual({
      code: 'generic.required',
      params: { field: 'userId' },
    });
  });

  it('accepts 3 and 50 characters and rejects 2 and 51 (M0124)', async () => {
    expect(await validateField('userId', 'abc')).toEqual({});
    expect(await validateField('userId', 'a'.repeat(50))).toEqual({});
    expect((await validateField('userId', 'ab')).userId?.code).toBe('M0124');
    expect((await validateField('userId', 'a'.repeat(51))).userId?.code).toBe('M0124');
  });

  it('accepts English letters and digits or an e-mail address, nothing else (M0125)', async () => {
    expect(await validateField('userId', 'kim2024')).toEqual({});
    expect(await validateField('userId', 'kim.lee@example.com')).toEqual({});
    expect((await validateField('userId', 'kim_lee')).userId?.code).toBe('M0125');
    expect((await validateField('userId', '김철수님')).userId?.code).toBe('M0125');
  });
});

describe('userPassword', () => {
  it('requires a password', async () => {
    expect((await validateField('userPassword', '')).userPassword?.code).toBe('generic.required');
  });

  it('accepts 8 and 12 characters and rejects 7 and 13 (M0127)', async () => {
    expect(await validateField('userPassword', 'abcd1234')).toEqual({});
    expect(await validateField('userPassword', 'abcd1234efgh')).toEqual({});
    expect((await validateField('userPassword', 'abc1234')).userPassword?.code).toBe('M0127');
    expect((await validateField('userPassword', 'abcd1234efghi')).userPassword?.code).toBe('M0127');
  });

  it('rejects a password with whitespace (M0128)', async () => {
    expect((await validateField('userPassword', 'abcd 1234')).userPassword?.code).toBe('M0128');
  });

  it('rejects a password with fewer than two kinds of letters, digits and special characters (M0129)', async () => {
    expect((await validateField('userPassword', 'abcdefgh')).userPassword?.code).toBe('M0129');
    expect((await validateField('userPassword', '13572468')).userPassword?.code).toBe('M0129');
    expect(await validateField('userPassword', 'abcdefg!')).toEqual({});
    expect(await validateField('userPassword', '1357246!')).toEqual({});
  });

  it('rejects a password with a character three times in a row (M0130)', async () => {
    expect((await validateField('userPassword', 'abc1111d')).userPassword?.code).toBe('M0130');
    expect(await validateField('userPassword', 'abc11d11')).toEqual({});
  });

  it('reports only the first failing rule', async () => {
    expect((await validateField('userPassword', 'aaa a')).userPassword?.code).toBe('M0127');
  });
});

describe('userEmail', () => {
  it('is optional', async () => {
    expect(await validateField('userEmail', '')).toEqual({});
  });

  it('accepts 3 to 50 characters (M0133) in e-mail form', async () => {
    expect(await validateField('userEmail', 'kim@example.com')).toEqual({});
    expect(await validateField('userEmail', `${'a'.repeat(38)}@example.com`)).toEqual({});
    expect((await validateField('userEmail', `${'a'.repeat(39)}@example.com`)).userEmail?.code).toBe('M0133');
    expect((await validateField('userEmail', 'a@')).userEmail?.code).toBe('M0133');
    expect((await validateField('userEmail', 'kim.example.com')).userEmail?.code).toBe('generic.email');
  });
});

describe('body measurements', () => {
  it.each([
    ['weight', 1000, 'M0134'],
    ['height', 500, 'M0136'],
    ['waistCircumference', 500, 'M0137'],
    ['hipCircumference', 500, 'M0138'],
  ] as const)('%s accepts 1 to %d and rejects values outside (%s)', async (field, max, code) => {
    expect(await validateField(field, 1)).toEqual({});
    expect(await validateField(field, max)).toEqual({});
    expect((await validateField(field, 0))[field]?.code).toBe(code);
    expect((await validateField(field, 0.9))[field]?.code).toBe(code);
    expect((await validateField(field, max + 0.1))[field]?.code).toBe(code);
  });

  it('accepts one decimal place and rejects two (M0135)', async () => {
    expect(await validateField('weight', 70.5)).toEqual({});
    expect(await validateField('weight', 0.3 + 70)).toEqual({});
    expect((await validateField('weight', 70.25)).weight?.code).toBe('M0135');
  });

  it('asks for a number when the value is not one', async () => {
    expect((await validateField('weight', '70')).weight?.code).toBe('generic.number');
    expect((await validateField('weight', Number.NaN)).weight?.code).toBe('generic.number');
  });
});

describe('channel fields', () => {
  it('requires a channel name of 1 to 25 characters (M0013, M0015)', async () => {
    expect((await validateField('chnNm', '')).chnNm?.code).toBe('M0013');
    expect(await validateField('chnNm', '가')).toEqual({});
    expect(await validateField('chnNm', '가'.repeat(25))).toEqual({});
    expect((await validateField('chnNm', '가'.repeat(26))).chnNm?.code).toBe('M0015');
  });

  it('requires a channel image (M0014) and a background image (M0017)', async () => {
    expect((await validateField('chnImage', null)).chnImage?.code).toBe('M0014');
    expect((await validateField('chnBackgroundImage', undefined)).chnBackgroundImage?.code).toBe('M0017');
  });

  it('accepts a stored image URL or an image file and rejects other files', async () => {
    expect(await validateField('chnImage', 'https://cdn.example/chn/1.png')).toEqual({});
    expect(await validateField('chnImage', { type: 'image/png', size: 1200 })).toEqual({});
    expect((await validateField('chnImage', { type: 'application/pdf', size: 1200 })).chnImage?.code).toBe(
      'generic.imageOnly',
    );
  });

  it('requires at least one participant (M0019)', async () => {
    expect((await validateField('prtcpntList', undefined)).prtcpntList?.code).toBe('M0019');
    expect((await validateField('prtcpntList', [])).prtcpntList?.code).toBe('M0019');
    expect(await validateField('prtcpntList', ['01012345678'])).toEqual({});
  });
});

describe('texts', () => {
  it('requires post and comment content and allows at most 500 characters', async () => {
    expect((await validateField('content', '  ')).content?.code).toBe('generic.required');
    expect(await validateField('content', 'a'.repeat(500))).toEqual({});
    expect((await validateField('content', 'a'.repeat(501))).content).toEqual({
      code: 'generic.maxLength',
      params: { field: 'content', max: 500 },
    });
  });

  it('requires a feedback title and a withdrawal reason', async () => {
    expect((await validateField('title', '')).title?.code).toBe('generic.required');
    expect((await validateField('unregisterReason', '')).unregisterReason?.code).toBe('generic.required');
  });
});

describe('terms agreement', () => {
  it('requires agreeing to the terms (M0141)', async () => {
    expect((await validateField('termsAgreed', false)).termsAgreed?.code).toBe('M0141');
    expect((await validateField('termsAgreed', undefined)).termsAgreed?.code).toBe('M0141');
    expect(await validateField('termsAgreed', true)).toEqual({});
  });
});

describe('tkmdEndDe', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts today or later in Seoul and rejects an earlier day (M0159)', async () => {
    // 15:30 UTC on 10 March is already 11 March in Seoul.
    jest.useFakeTimers({ now: new Date('2025-03-10T15:30:00Z') });
    expect(await validateField('tkmdEndDe', '2025-03-11')).toEqual({});
    expect(await validateField('tkmdEndDe', '2025-12-31')).toEqual({});
    expect((await validateField('tkmdEndDe', '2025-03-10')).tkmdEndDe?.code).toBe('M0159');
  });

  it('rejects something that is not a date', async () => {
    expect((await validateField('tkmdEndDe', '2025-02-30')).tkmdEndDe?.code).toBe('generic.invalid');
  });
});

describe('time and blood pressure', () => {
  it('accepts HH:mm times from 00:00 to 23:59 only', async () => {
    expect(await validateField('time', '00:00')).toEqual({});
    expect(await validateField('time', '23:59')).toEqual({});
    expect((await validateField('time', '24:00')).time?.code).toBe('generic.invalid');
    expect((await validateField('time', '7:00')).time?.code).toBe('generic.invalid');
  });

  it('accepts blood pressure written as systolic/diastolic', async () => {
    expect(await validateField('bloodPressure', '120/80')).toEqual({});
    expect((await validateField('bloodPressure', '120-80')).bloodPressure?.code).toBe('generic.invalid');
  });
});
