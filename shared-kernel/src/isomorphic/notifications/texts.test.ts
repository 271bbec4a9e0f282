import { notificationParamsIn } from './texts';

describe('notificationParamsIn (issue 35.20: medicine names in the reader’s language)', () => {
  const reminder = { tkmdNm: '타이레놀정500밀리그람', tkmdEngNm: 'Tylenol Tab. 500mg', time: '08:00' };

  it('names the medicine by its catalogue English name in English and Khmer', () => {
    expect(notificationParamsIn(reminder, 'en').tkmdNm).toBe('Tylenol Tab. 500mg');
    expect(notificationParamsIn(reminder, 'km').tkmdNm).toBe('Tylenol Tab. 500mg');
  });

  it('keeps the Korean name in Korean, and a typed medicine (no English name) in every language', () => {
    expect(notificationParamsIn(reminder, 'ko').tkmdNm).toBe('타이레놀정500밀리그람');
    expect(notificationParamsIn({ tkmdNm: '혈압약', time: '08:00' }, 'en').tkmdNm).toBe('혈압약');
  });

  it('leaves a notification without a medicine as it is', () => {
    const comment = { userNm: 'Mom', comtCn: 'Hi' };
    expect(notificationParamsIn(comment, 'en')).toBe(comment);
  });
});
