import { loadCatalog, messageText, withKoreanParticles } from './index';

describe('Korean particles', () => {
  it.each([
    ['생년월일을(를) 입력해 주세요.', '생년월일을 입력해 주세요.'],
    ['탈퇴 이유을(를) 입력해 주세요.', '탈퇴 이유를 입력해 주세요.'],
    ['아이디은(는) 50자 이하로 입력해 주세요.', '아이디는 50자 이하로 입력해 주세요.'],
    ['비밀번호은(는) 8자 이상 입력해 주세요.', '비밀번호는 8자 이상 입력해 주세요.'],
    ['혈압이(가) 높아요', '혈압이 높아요'],
    ['운동과(와) 금연', '운동과 금연'],
    ['‘약’(으)로 찾은 약이 없어요.', '‘약’(으)로 찾은 약이 없어요.'],
    ['약(으)로', '약으로'],
    ['타이레놀(으)로', '타이레놀로'],
  ])('settles the particle pair by the word before it: %s', (text, expected) => {
    expect(withKoreanParticles(text)).toBe(expected);
  });

  it('keeps the written pair after a word that is not Hangul (its reading decides, e.g. 100mg)', () => {
    expect(withKoreanParticles('100mg을(를) 먹어요')).toBe('100mg을(를) 먹어요');
    expect(withKoreanParticles('Tylenol을(를) 먹어요')).toBe('Tylenol을(를) 먹어요');
  });

  it('leaves English and Khmer untouched', () => {
    expect(withKoreanParticles('Please enter (your) name.')).toBe('Please enter (your) name.');
  });

  it('gives the API’s messages the right particle for the field (generic.required)', async () => {
    const korean = await loadCatalog('ko');
    expect(messageText(korean, 'generic.required', { field: '탈퇴 이유' })).toBe(
      '탈퇴 이유를 입력해 주세요.',
    );
    expect(messageText(korean, 'generic.required', { field: '생년월일' })).toBe('생년월일을 입력해 주세요.');
  });
});
