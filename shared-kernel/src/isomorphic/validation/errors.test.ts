import Ajv from 'ajv';
import { fieldErrorsOf } from './errors';
import { addKernelKeywords } from './keywords';
import { formSchema, mobilePhoneSchema, signUpFormSchema, weightSchema } from './schemas';

describe('fieldErrorsOf', () => {
  it('gives the M-code of each field from Ajv errors made with verbose: true', () => {
    const validate = addKernelKeywords(new Ajv({ allErrors: true, verbose: true })).compile(signUpFormSchema);
    validate({ userId: 'ab', userPassword: 'abcd 1234', userPasswordConfirm: 'abcd 1234' });
    expect(fieldErrorsOf(validate.errors ?? [])).toEqual({
      userId: { code: 'M0124', params: { field: 'userId', min: 3, max: 50 } },
      userPassword: { code: 'M0128', params: { field: 'userPassword' } },
      userNm: { code: 'M0120', params: { field: 'userNm' } },
    });
  });

  it('falls back to generic messages when the errors carry no schema', () => {
    const validate = addKernelKeywords(new Ajv({ allErrors: true })).compile(signUpFormSchema);
    validate({ userId: 'ab', userPassword: 'abcd1234', userPasswordConfirm: 'abcd1234', userNm: '김철수' });
    expect(fieldErrorsOf(validate.errors ?? [])).toEqual({
      userId: { code: 'generic.minLength', params: { field: 'userId' } },
    });
  });

  it('names a nested field by its dotted path and labels it by its own name', () => {
    const schema = {
      type: 'object',
      properties: {
        profile: formSchema({ weight: weightSchema, mobilePhone: mobilePhoneSchema }, ['mobilePhone']),
      },
    };
    const validate = addKernelKeywords(new Ajv({ allErrors: true, verbose: true })).compile(schema);
    validate({ profile: { weight: 1000.5 } });
    expect(fieldErrorsOf(validate.errors ?? [])).toEqual({
      'profile.weight': { code: 'M0134', params: { field: 'weight', min: 1, max: 1000 } },
      'profile.mobilePhone': { code: 'M0116', params: { field: 'mobilePhone' } },
    });
  });
});
