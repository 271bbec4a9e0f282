import { createReminderSnoozer, isReminderSnoozeMinutes, reminderSnoozeMinutes } from './snooze';

const minute = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('snoozing a reminder (issue 35: 10, 30 or 60 minutes, as Medisafe offers)', () => {
  it('offers 10, 30 and 60 minutes and nothing else', () => {
    expect(reminderSnoozeMinutes).toEqual([10, 30, 60]);
    expect([10, 30, 60, 0, 15, -10, 61].map(isReminderSnoozeMinutes)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each(reminderSnoozeMinutes)('brings the reminder back once, %i minutes later', (minutes) => {
    const shown: string[][] = [];
    const snoozer = createReminderSnoozer<string>((reminders) => shown.push(reminders));
    snoozer.snooze(['타이레놀 08:00', '아스피린 08:00'], minutes);

    jest.advanceTimersByTime(minutes * minute - 1);
    expect(shown).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([['타이레놀 08:00', '아스피린 08:00']]);
    jest.advanceTimersByTime(24 * 60 * minute);
    expect(shown).toHaveLength(1);
  });

  it('keeps each snooze apart, and cancelling drops those still waiting', () => {
    const shown: string[][] = [];
    const snoozer = createReminderSnoozer<string>((reminders) => shown.push(reminders));
    snoozer.snooze(['morning'], 10);
    snoozer.snooze(['noon'], 60);

    jest.advanceTimersByTime(10 * minute);
    expect(shown).toEqual([['morning']]);
    snoozer.cancelAll();
    jest.advanceTimersByTime(60 * minute);
    expect(shown).toEqual([['morning']]);
  });
});
