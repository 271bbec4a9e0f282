import { calendarText, weekdayName } from './calendarText';

describe('calendar days in the person’s language', () => {
  it('uses the browser’s Intl where it knows the language', () => {
    expect(
      calendarText('ko', '2026-03-14', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
    ).toBe('2026년 3월 14일 토요일');
    expect(weekdayName('0002', 'en', 'long')).toBe('Monday');
  });

  it('writes Khmer itself where the browser has no Khmer calendar data (Debian’s Chromium)', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      expect(calendarText('km', '2026-03-14', { year: 'numeric', month: 'long' })).toBe('មីនា 2026');
      expect(calendarText('km', '2026-03-14', { month: 'long', day: 'numeric', weekday: 'long' })).toBe(
        'សៅរ៍ 14 មីនា',
      );
      expect(weekdayName('0005', 'km')).toBe('ព្រហ');
      expect(weekdayName('0005', 'km', 'long')).toBe('ព្រហស្បតិ៍');
    } finally {
      supported.mockRestore();
    }
  });
});
