import { isMCode, mCodes } from './mcodes';

describe('mCodes', () => {
  it('lists each code once, in the M0000 form', () => {
    expect(new Set(mCodes).size).toBe(mCodes.length);
    expect(mCodes.every((code) => /^M\d{4}$/.test(code))).toBe(true);
  });

  it('recognises a listed code and nothing else', () => {
    expect(isMCode('M0127')).toBe(true);
    expect(isMCode('M9999')).toBe(false);
    expect(isMCode(127)).toBe(false);
  });
});
