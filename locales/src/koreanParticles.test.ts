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

  it.each([
    ['타이레놀 5mg을(를) 아직 복용하지 않았어요', '타이레놀 5mg을 아직 복용하지 않았어요'],
    ['아스피린 100 mg을(를)', '아스피린 100 mg을'],
    ['시럽 2mL을(를)', '시럽 2mL를'],
    ['비타민 D 1000IU을(를)', '비타민 D 1000IU를'],
    ['50%이(가)', '50%가'],
    ['알약 2개 중 1(으)로', '알약 2개 중 1로'],
    ['3(으)로', '3으로'],
    ['10이(가)', '10이'],
    ['1,000을(를)', '1,000을'],
    ['2.5은(는)', '2.5는'],
    ['B12을(를)', 'B12를'],
  ])('settles the pair after a number or a dose as Korean reads it (issue 35): %s', (text, expected) => {
    expect(withKoreanParticles(text)).toBe(expected);
  });

  it('keeps the written pair after a word that is not Hangul or a known unit (its reading decides)', () => {
    expect(withKoreanParticles('Tylenol을(를) 먹어요')).toBe('Tylenol을(를) 먹어요');
    expect(withKoreanParticles('5tab을(를) 먹어요')).toBe('5tab을(를) 먹어요');
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
