import { calendarDateIn } from '../dates';
import {
  findIdFormSchemaFor,
  identifyFormSchemaFor,
  passwordChangeFormSchema,
  passwordResetIdentifyFormSchemaFor,
  profileFormSchema,
  userNmAnyScriptSchema,
  withdrawalFormSchema,
  formSchema,
} from './schemas';
import { validateField, validateForm } from './validate';

const person = {
  userNm: '홍길동',
  userBrthdyDe: '1990-01-31',
  userGenderCode: '0002',
  mobilePhone: '010-1234-5678',
};

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('birth date (userBrthdyDe)', () => {
  it('is required', async () => {
    expect((await validateField('userBrthdyDe', '')).userBrthdyDe?.code).toBe('generic.required');
  });

  it('accepts a real date from 1900 up to today in Seoul', async () => {
    expect(await validateField('userBrthdyDe', '1900-01-01')).toEqual({});
    expect(await validateField('userBrthdyDe', calendarDateIn('Asia/Seoul'))).toEqual({});
  });

  it('rejects tomorrow, a date before 1900 and a date that does not exist', async () => {
    const tomorrow = nextDay(calendarDateIn('Asia/Seoul'));
    expect((await validateField('userBrthdyDe', tomorrow)).userBrthdyDe?.code).toBe('generic.invalid');
    expect((await validateField('userBrthdyDe', '1899-12-31')).userBrthdyDe?.code).toBe('generic.invalid');
    expect((await validateField('userBrthdyDe', '1990-02-30')).userBrthdyDe?.code).toBe('generic.invalid');
  });
});

describe('gender (userGenderCode)', () => {
  it('takes only 0001 male and 0002 female', async () => {
    expect(await validateField('userGenderCode', '0001')).toEqual({});
    expect(await validateField('userGenderCode', '0002')).toEqual({});
    expect((await validateField('userGenderCode', '0003')).userGenderCode?.code).toBe('generic.invalid');
    expect((await validateField('userGenderCode', '')).userGenderCode?.code).toBe('generic.choose');
  });
});

describe('identify form (sign-up and migrated accounts)', () => {
  it('accepts a complete person', async () => {
    expect(await validateForm(identifyFormSchemaFor('ko'), person)).toEqual({});
  });

  it('reports every missing value with its own message (M0120, M0116)', async () => {
    const errors = await validateForm(identifyFormSchemaFor('ko'), {});
    expect(errors.userNm?.code).toBe('M0120');
    expect(errors.mobilePhone?.code).toBe('M0116');
    expect(errors.userBrthdyDe?.code).toBe('generic.required');
    expect(errors.userGenderCode?.code).toBe('generic.choose');
  });

  it('takes Korean or English names in Korean and English forms, Khmer or English in Khmer forms (M0122)', async () => {
    const khmerName = { ...person, userNm: 'សុខា' };
    expect((await validateForm(identifyFormSchemaFor('ko'), khmerName)).userNm?.code).toBe('M0122');
    expect((await validateForm(identifyFormSchemaFor('en'), khmerName)).userNm?.code).toBe('M0122');
    expect(await validateForm(identifyFormSchemaFor('km'), khmerName)).toEqual({});
    expect((await validateForm(identifyFormSchemaFor('km'), person)).userNm?.code).toBe(
      'generic.lettersOnly',
    );
  });

  it('allows a name of 5 letters and refuses 6', async () => {
    expect(await validateForm(identifyFormSchemaFor('en'), { ...person, userNm: 'Minji' })).toEqual({});
    expect(
      (await validateForm(identifyFormSchemaFor('en'), { ...person, userNm: 'Minjun' })).userNm?.code,
    ).toBe('generic.maxLength');
  });

  it('lets the API accept a name in either script but not a mix with digits (M0122)', async () => {
    const anyScript = formSchema({ userNm: userNmAnyScriptSchema }, ['userNm']);
    expect(await validateForm(anyScript, { userNm: '홍길동' })).toEqual({});
    expect(await validateForm(anyScript, { userNm: 'សុខា' })).toEqual({});
    expect((await validateForm(anyScript, { userNm: '홍길동1' })).userNm?.code).toBe('M0122');
    expect((await validateForm(anyScript, {})).userNm?.code).toBe('M0120');
  });
});

describe('find id and reset password forms', () => {
  it('needs the name and the phone to find an id (M0120, M0116)', async () => {
    const errors = await validateForm(findIdFormSchemaFor('ko'), {});
    expect(errors).toMatchObject({ userNm: { code: 'M0120' }, mobilePhone: { code: 'M0116' } });
  });

  it('needs a well-formed id to reset a password (M0124, M0125)', async () => {
    const form = passwordResetIdentifyFormSchemaFor('ko');
    expect((await validateForm(form, { ...person, userId: 'ab' })).userId?.code).toBe('M0124');
    expect((await validateForm(form, { ...person, userId: 'kim 01' })).userId?.code).toBe('M0125');
    expect(await validateForm(form, { ...person, userId: 'kim01' })).toEqual({});
  });
});

describe('password change form', () => {
  it('asks for the current password and applies every rule to the new one (M0129, M0132)', async () => {
    expect(
      await validateForm(passwordChangeFormSchema, {
        currentPassword: 'old-pass1',
        userPassword: 'newpass12',
        userPasswordConfirm: 'newpass12',
      }),
    ).toEqual({});
    const errors = await validateForm(passwordChangeFormSchema, {
      userPassword: 'abcdefgh',
      userPasswordConfirm: 'abcdefgi',
    });
    expect(errors.currentPassword?.code).toBe('generic.required');
    expect(errors.userPassword?.code).toBe('M0129');
    expect(errors.userPasswordConfirm?.code).toBe('M0132');
  });
});

describe('profile form', () => {
  it('leaves height optional but holds it to 1 to 500 cm with one decimal (M0136, M0135)', async () => {
    expect(await validateForm(profileFormSchema, {})).toEqual({});
    expect(await validateForm(profileFormSchema, { height: 500 })).toEqual({});
    expect((await validateForm(profileFormSchema, { height: 500.1 })).height?.code).toBe('M0136');
    expect((await validateForm(profileFormSchema, { height: 170.25 })).height?.code).toBe('M0135');
  });
});

describe('withdrawal form', () => {
  const userPassword = 'Demo1234!';

  it('requires a reason', async () => {
    expect((await validateForm(withdrawalFormSchema, {})).unregisterReasonCode?.code).toBe('generic.choose');
    expect(await validateForm(withdrawalFormSchema, { unregisterReasonCode: '0001', userPassword })).toEqual(
      {},
    );
  });

  it('requires the password (issue 35.16)', async () => {
    expect(
      (await validateForm(withdrawalFormSchema, { unregisterReasonCode: '0001', userPassword: ' ' }))
        .userPassword,
    ).toEqual({ code: 'generic.required', params: { field: 'userPassword' } });
  });

  it('asks for the words of an "other" reason, up to 500 characters', async () => {
    expect(
      (await validateForm(withdrawalFormSchema, { unregisterReasonCode: '0005', unregisterReason: '  ' }))
        .unregisterReason?.code,
    ).toBe('generic.required');
    expect(
      await validateForm(withdrawalFormSchema, {
        unregisterReasonCode: '0005',
        unregisterReason: 'x'.repeat(500),
        userPassword,
      }),
    ).toEqual({});
    expect(
      (
        await validateForm(withdrawalFormSchema, {
          unregisterReasonCode: '0005',
          unregisterReason: 'x'.repeat(501),
        })
      ).unregisterReason?.code,
    ).toBe('generic.maxLength');
  });

  it('refuses a reason code that is not in the list', async () => {
    expect(
      (await validateForm(withdrawalFormSchema, { unregisterReasonCode: '0009' })).unregisterReasonCode?.code,
    ).toBe('generic.invalid');
  });
});
