import Ajv from 'ajv';
import { addKernelKeywords } from './keywords';
import {
  channelFormSchema,
  formSchema,
  inquiryFormSchema,
  loginFormSchema,
  passwordFormSchema,
  phoneVerificationFormSchema,
  signUpFormSchema,
  userPasswordSchema,
} from './schemas';
import { validateForm } from './validate';

describe('validateForm', () => {
  it('returns an empty object when every field is valid', async () => {
    expect(
      await validateForm(signUpFormSchema, {
        userId: 'kim2024',
        userPassword: 'abcd1234',
        userPasswordConfirm: 'abcd1234',
        userNm: '김철수',
        userEmail: '',
      }),
    ).toEqual({});
  });

  it('reports the first failing rule of every invalid field at once', async () => {
    expect(
      await validateForm(signUpFormSchema, {
        userId: 'ab',
        userPassword: 'abcdefgh',
        userPasswordConfirm: 'x',
        userNm: '',
      }),
    ).toEqual({
      userId: { code: 'M0124', params: { field: 'userId', min: 3, max: 50 } },
      userPassword: { code: 'M0129', params: { field: 'userPassword' } },
      userPasswordConfirm: { code: 'M0132', params: { field: 'userPasswordConfirm' } },
      userNm: { code: 'M0120', params: { field: 'userNm' } },
    });
  });

  it('requires the password confirmation (M0131) and equality with the password (M0132)', async () => {
    expect(
      (await validateForm(passwordFormSchema, { userPassword: 'abcd1234' })).userPasswordConfirm?.code,
    ).toBe('M0131');
    const mismatch = await validateForm(passwordFormSchema, {
      userPassword: 'abcd1234',
      userPasswordConfirm: 'abcd1235',
    });
    expect(mismatch.userPasswordConfirm?.code).toBe('M0132');
    expect(
      await validateForm(passwordFormSchema, { userPassword: 'abcd1234', userPasswordConfirm: 'abcd1234' }),
    ).toEqual({});
  });

  it('asks for the id and password together when either is missing at login (M0146)', async () => {
    expect(await validateForm(loginFormSchema, { userId: 'kim', userPassword: '' })).toEqual({
      userPassword: { code: 'M0146', params: { field: 'userPassword' } },
    });
    expect((await validateForm(loginFormSchema, {})).userId?.code).toBe('M0146');
  });

  it('validates the phone number in its national form without changing the values given', async () => {
    const values = { mobilePhone: '010-1234-5678', authCode: '123456' };
    expect(await validateForm(phoneVerificationFormSchema, values)).toEqual({});
    expect(values.mobilePhone).toBe('010-1234-5678');
  });

  it('reports each rule of a channel form with its M-code', async () => {
    expect(await validateForm(channelFormSchema, { chnNm: '', chnImage: null, prtcpntList: [] })).toEqual({
      chnNm: { code: 'M0013', params: { field: 'chnNm' } },
      chnImage: { code: 'M0014', params: { field: 'chnImage' } },
      prtcpntList: { code: 'M0019', params: { field: 'prtcpntList', min: 1 } },
    });
  });

  it('lets feedback content be left out but not the title', async () => {
    expect(await validateForm(inquiryFormSchema, { title: '문의', content: '' })).toEqual({});
    expect((await validateForm(inquiryFormSchema, { content: '내용' })).title?.code).toBe('generic.required');
  });

  it('validates a form built with formSchema from the kernel field schemas', async () => {
    const form = formSchema({ newPassword: userPasswordSchema }, ['newPassword']);
    expect((await validateForm(form, { newPassword: 'short' })).newPassword?.code).toBe('M0127');
  });
});

describe('addKernelKeywords', () => {
  // The options Fastify gives its own Ajv.
  const fastifyLikeAjv = () =>
    addKernelKeywords(
      new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false }),
    );

  it('lets another Ajv compile the kernel schemas and normalise a phone number in the data', () => {
    const validate = fastifyLikeAjv().compile(phoneVerificationFormSchema);
    const body = { mobilePhone: '010 1234-5678', authCode: '123456' };
    expect(validate(body)).toBe(true);
    expect(body.mobilePhone).toBe('01012345678');
  });

  it('rejects what the kernel rejects', () => {
    const validate = fastifyLikeAjv().compile(signUpFormSchema);
    expect(
      validate({
        userId: 'kim2024',
        userPassword: 'aaa11111',
        userPasswordConfirm: 'aaa11111',
        userNm: '김철수',
      }),
    ).toBe(false);
    expect(validate.errors?.[0]?.schemaPath).toBe('#/properties/userPassword/allOf/3/pattern');
  });

  it('rejects a schema whose x-messages names something other than a known M-code or generic message', () => {
    const ajv = fastifyLikeAjv();
    expect(() => ajv.compile({ type: 'string', 'x-messages': { required: 'please enter it' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', 'x-messages': { required: 'M9999' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', 'x-messages': { required: 'M0116' } })).not.toThrow();
  });
});

describe('loading the form validator', () => {
  afterEach(() => jest.dontMock('jsonschema'));

  it('tries to load the validator again on the next validation after a failed load (a chunk that did not arrive)', async () => {
    jest.resetModules();
    jest.doMock('jsonschema', () => {
      throw new Error('Loading chunk failed');
    });
    const { validateField: validateWithFreshKernel } = await import('./validate');
    await expect(validateWithFreshKernel('title', '문의')).rejects.toThrow('Loading chunk failed');

    jest.dontMock('jsonschema');
    await expect(validateWithFreshKernel('title', '문의')).resolves.toEqual({});
  });
});
