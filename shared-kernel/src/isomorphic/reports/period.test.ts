import { addCalendarMonths, defaultReportPeriod, reportPeriodError } from './period';

describe('the report for the doctor’s period (issue 31.4)', () => {
  it('is the last three months up to today unless the person chooses', () => {
    expect(defaultReportPeriod('2026-12-07')).toEqual({ from: '2026-09-08', to: '2026-12-07' });
    expect(defaultReportPeriod('2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });

  it('keeps a month’s last day when the month is shorter', () => {
    expect(addCalendarMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('accepts up to the same date a year on, refuses longer (M1185), backwards (M1109) and impossible days (M0187)', () => {
    expect(reportPeriodError('2025-12-07', '2026-12-07')).toBeNull();
    expect(reportPeriodError('2026-03-01', '2026-03-01')).toBeNull();
    expect(reportPeriodError('2025-12-07', '2026-12-08')).toBe('M1185');
    expect(reportPeriodError('9999-01-01', '9999-12-31')).toBeNull();
    expect(reportPeriodError('2026-03-02', '2026-03-01')).toBe('M1109');
    expect(reportPeriodError('2026-02-30', '2026-03-01')).toBe('M0187');
    expect(reportPeriodError('', '2026-03-01')).toBe('M0187');
  });
});
