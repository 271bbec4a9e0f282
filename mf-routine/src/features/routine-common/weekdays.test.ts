import { weekdayNames } from './weekdays';

describe('weekdays of a goal', () => {
  it('names the codes Monday first, joined for a summary line', () => {
    expect(weekdayNames(['0001', '0006', '0002'], 'ko')).toBe('월 · 금 · 일');
  });
});
