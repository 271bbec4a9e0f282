import { bloodPressureLevel, bloodPressureMeanDays } from './readings';

const seoul = 'Asia/Seoul';
const reading = (systolic: number, diastolic: number, date: string) => ({ systolic, diastolic, date });

describe('bloodPressureLevel: the mean of the readings of the 7 days ending with the newest (ESH 2023)', () => {
  it('has no level without readings', () => {
    expect(bloodPressureLevel([], seoul)).toBeNull();
  });

  it('gives two readings of one day their mean, not the last one', () => {
    expect(
      bloodPressureLevel(
        [reading(150, 96, '2026-02-25T07:00:00+09:00'), reading(128, 80, '2026-02-25T21:00:00+09:00')],
        seoul,
      ),
    ).toEqual({
      systolic: 139,
      diastolic: 88,
      mean: { count: 2, from: '2026-02-25T07:00:00+09:00', to: '2026-02-25T21:00:00+09:00' },
    });
  });

  it('counts the days in the given time zone, whatever order the readings come in, and rounds to one decimal', () => {
    const level = bloodPressureLevel(
      [
        reading(127, 80, '2026-02-25T11:00:00Z'),
        // 2026-02-18 in Seoul: the eighth day back.
        reading(170, 100, '2026-02-18T14:30:00Z'),
        // 2026-02-19 00:30 in Seoul: the first of the seven days.
        reading(130, 84, '2026-02-18T15:30:00Z'),
        reading(122, 80, '2026-02-21T23:00:00Z'),
      ],
      seoul,
    );
    expect(bloodPressureMeanDays).toBe(7);
    expect(level).toEqual({
      systolic: 126.3,
      diastolic: 81.3,
      mean: { count: 3, from: '2026-02-18T15:30:00Z', to: '2026-02-25T11:00:00Z' },
    });
  });
});
