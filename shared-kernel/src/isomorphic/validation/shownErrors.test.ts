import { channelInputSchema } from '../channels';
import type { FieldErrors } from './messages';
import { formSchema, passwordFormSchema, signUpFormSchema } from './schemas';
import { changedFields, errorsAfterChange, recheckChangedFields } from './shownErrors';
import { validateForm } from './validate';

/** The channel form's rules, as mf-channel builds them from the API's. */
const channelRules = formSchema(
  { chnNm: channelInputSchema.properties.chnNm, chnImageId: channelInputSchema.properties.chnImageId },
  ['chnNm', 'chnImageId'],
);

/** A form that shows each problem's code, as a remote shows its text. */
const codes = (found: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(found).map(([field, error]) => [field, error?.code ?? '']));

describe('changedFields', () => {
  it('names the fields whose values differ, comparing lists and objects as data', () => {
    expect(
      changedFields(
        { userNm: '김', list: ['01012345678'], image: { imageId: 'a' }, gender: '' },
        { userNm: '김', list: ['01012345678'], image: { imageId: 'b' }, gender: 'M' },
      ),
    ).toEqual(['image', 'gender']);
  });

  it('counts a field that appears or disappears as changed', () => {
    expect(changedFields({ a: 1 }, { b: 1 })).toEqual(['a', 'b']);
    expect(changedFields({ list: [1, 2] }, { list: [1] })).toEqual(['list']);
    expect(changedFields({ list: [] }, { list: {} })).toEqual(['list']);
  });
});

describe('errorsAfterChange (issue 35.4: an error clears as soon as its field is valid)', () => {
  it('clears the error of a changed field that is now valid', () => {
    expect(
      errorsAfterChange({
        shown: { userGenderCode: 'choose', userNm: 'required' },
        changed: ['userGenderCode'],
        foundBefore: { userGenderCode: 'choose', userNm: 'required' },
        foundAfter: { userNm: 'required' },
      }),
    ).toEqual({ userNm: 'required' });
  });

  it("follows a changed field's current problem while it is still invalid", () => {
    expect(
      errorsAfterChange({
        shown: { chnNm: 'required' },
        changed: ['chnNm'],
        foundBefore: { chnNm: 'required' },
        foundAfter: { chnNm: 'too long' },
      }),
    ).toEqual({ chnNm: 'too long' });
  });

  it('clears an error that a change elsewhere settled (the confirmation once the password matches)', () => {
    expect(
      errorsAfterChange({
        shown: { userPasswordConfirm: 'differs' },
        changed: ['userPassword'],
        foundBefore: { userPasswordConfirm: 'differs' },
        foundAfter: {},
      }),
    ).toEqual({});
  });

  it("keeps the server's refusal under a field the person has not touched", () => {
    const shown = { userId: 'taken', userNm: 'required' };
    expect(
      errorsAfterChange({ shown, changed: ['userNm'], foundBefore: { userNm: 'required' }, foundAfter: {} }),
    ).toEqual({ userId: 'taken' });
  });

  it('clears the server refusal under a field once that field is edited into a valid value', () => {
    expect(
      errorsAfterChange({ shown: { userId: 'taken' }, changed: ['userId'], foundBefore: {}, foundAfter: {} }),
    ).toEqual({});
  });

  it('does not judge a field that shows nothing yet (a value still being typed)', () => {
    expect(
      errorsAfterChange({
        shown: {},
        changed: ['userNm'],
        foundBefore: {},
        foundAfter: { userNm: 'too short' },
      }),
    ).toEqual({});
  });

  it('answers the very same object when nothing it shows moves, so a state setter skips the render', () => {
    const shown = { userNm: 'required' };
    expect(
      errorsAfterChange({
        shown,
        changed: ['userEmail'],
        foundBefore: { userNm: 'required' },
        foundAfter: { userNm: 'required' },
      }),
    ).toBe(shown);
  });
});

describe('recheckChangedFields (the kernel rules behind issue 35.4)', () => {
  it('clears a required-field error as soon as the field gets a valid value', async () => {
    const update = await recheckChangedFields(
      signUpFormSchema,
      { userId: 'kim2024', userNm: '' },
      { userId: 'kim2024', userNm: '김철수' },
      codes,
    );
    expect(update({ userNm: 'M0120' })).toEqual({});
  });

  it("clears the channel's name and cover errors as each is fixed, one at a time", async () => {
    const empty = { chnNm: '', chnImageId: '' };
    const named = { ...empty, chnNm: '우리 가족' };
    const covered = { ...named, chnImageId: '0b5c2f4e-8a1d-4c3b-9e2f-6a7d8c9b0e1f' };
    const shown = codes(await validateForm(channelRules, empty));
    expect(Object.keys(shown)).toEqual(expect.arrayContaining(['chnNm', 'chnImageId']));
    const afterName = (await recheckChangedFields(channelRules, empty, named, codes))(shown);
    expect(afterName.chnNm).toBeUndefined();
    expect(afterName.chnImageId).toBe(shown.chnImageId);
    const afterCover = (await recheckChangedFields(channelRules, named, covered, codes))(afterName);
    expect(afterCover.chnImageId).toBeUndefined();
  });

  it('clears the confirmation error when the password is changed to match it', async () => {
    const update = await recheckChangedFields(
      passwordFormSchema,
      { userPassword: 'abcd1234', userPasswordConfirm: 'abcd1235' },
      { userPassword: 'abcd1235', userPasswordConfirm: 'abcd1235' },
      codes,
    );
    expect(update({ userPasswordConfirm: 'M0132' })).toEqual({});
  });

  it('leaves the errors as they are when no value changed', async () => {
    const shown = { userNm: 'M0120' };
    const update = await recheckChangedFields(signUpFormSchema, { userNm: '' }, { userNm: '' }, codes);
    expect(update(shown)).toBe(shown);
  });
});
