import { calendarDateIn, isCalendarDate } from './dates';

describe('calendarDateIn', () => {
  it('gives the day an instant falls on in a time zone', () => {
    const instant = new Date('2025-03-10T15:30:00Z');
    expect(calendarDateIn('Asia/Seoul', instant)).toBe('2025-03-11');
    expect(calendarDateIn('Asia/Phnom_Penh', instant)).toBe('2025-03-10');
  });
});

describe('isCalendarDate', () => {
  it('accepts YYYY-MM-DD days that exist and nothing else', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-29')).toBe(false);
  });
});
