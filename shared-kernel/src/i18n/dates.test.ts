import { formatDate } from './index';

describe('formatDate', () => {
  const processTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = processTimeZone;
  });

  it('formats as YYYY.MM.DD in the Asia/Seoul time zone by default', () => {
    expect(formatDate('2025-02-28T16:00:00Z')).toBe('2025.03.01');
    expect(formatDate(new Date('2025-02-28T14:59:00Z'))).toBe('2025.02.28');
    expect(formatDate(Date.parse('2025-02-28T15:00:00Z'))).toBe('2025.03.01');
  });

  it('takes another format and time zone', () => {
    expect(formatDate('2025-02-28T16:00:00+00:00', 'YYYY-MM-DD HH:mm', 'UTC')).toBe('2025-02-28 16:00');
    expect(formatDate('2025-02-28T16:00:00Z', 'MM.DD HH:mm')).toBe('03.01 01:00');
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'])(
    'shows a wire date (YYYY-MM-DD or YYYYMMDD) as that same calendar day when the device is in %s',
    (deviceTimeZone) => {
      process.env.TZ = deviceTimeZone;
      expect(formatDate('2025-03-01')).toBe('2025.03.01');
      expect(formatDate('20250301')).toBe('2025.03.01');
      expect(formatDate('2025-03-01 23:30:00', 'YYYY.MM.DD HH:mm')).toBe('2025.03.01 23:30');
    },
  );

  it('shows "--" for a missing or unreadable date (spec 5: empty values display --)', () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate(undefined)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });
});
