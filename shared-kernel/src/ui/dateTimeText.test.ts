import { dateFormat, timeFormat } from './dateTimeText';

describe('the app date format (spec 9: YYYY.MM.DD)', () => {
  it('shows a YYYY-MM-DD value as YYYY.MM.DD, and anything else as it is', () => {
    expect(dateFormat.display('1990-05-20')).toBe('1990.05.20');
    expect(dateFormat.display('1990.05')).toBe('1990.05');
    expect(dateFormat.display('')).toBe('');
  });

  it.each(['1990.05.20', '1990-5-20', '1990/05/20', '19900520', ' 1990. 5. 20 ', '1990년 5월 20일'])(
    'reads %p as 1990-05-20',
    (text) => expect(dateFormat.parse(text)).toBe('1990-05-20'),
  );

  it.each([
    '',
    '1990.05',
    '1990.13.01',
    '2025.02.29',
    '199005201',
    '05/20/1990',
    'May 20 1990',
    '1990.05.20.1',
  ])('reads %p as no date yet', (text) => expect(dateFormat.parse(text)).toBeNull());
});

describe('the app time format (spec 9: 24-hour HH:mm)', () => {
  it('shows HH:mm and drops seconds', () => {
    expect(timeFormat.display('19:30')).toBe('19:30');
    expect(timeFormat.display('07:05:00')).toBe('07:05');
  });

  it.each([
    ['19:30', '19:30'],
    ['1930', '19:30'],
    ['7:05', '07:05'],
    ['705', '07:05'],
    ['0:00', '00:00'],
    ['19시 30분', '19:30'],
  ])('reads %p as %p', (text, value) => expect(timeFormat.parse(text)).toBe(value));

  it.each(['', '7', '7:5', '24:00', '19:60', '7:30 PM', '19305'])('reads %p as no time yet', (text) =>
    expect(timeFormat.parse(text)).toBeNull(),
  );
});
