/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '../i18n';
import { DateField } from './DateField';
import { TimeField } from './TimeField';

function Dates({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Start" value={value} onChange={setValue} min={min} max={max} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('2026-12-24')}>
        set from outside
      </button>
    </>
  );
}

function Times({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Time" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const shownValue = () => screen.getByRole('status').textContent;
const native = (type: 'date' | 'time') => document.querySelector<HTMLInputElement>(`input[type="${type}"]`)!;

beforeEach(() => changeLanguage('ko'));

describe('DateField', () => {
  it('shows the date as YYYY.MM.DD in every language, not the browser locale’s mm/dd/yyyy', async () => {
    for (const language of ['ko', 'en', 'km'] as const) {
      await changeLanguage(language);
      const { unmount } = render(<Dates initial="2026-03-09" />);
      expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('2026.03.09');
      expect(screen.getByLabelText('Start').getAttribute('type')).toBe('text');
      unmount();
    }
  });

  it('takes a typed date in the app’s format (or digits only) and hands on YYYY-MM-DD', () => {
    render(<Dates />);
    const field = screen.getByLabelText('Start');
    fireEvent.change(field, { target: { value: '2026.3' } });
    expect(shownValue()).toBe('2026.3');
    fireEvent.change(field, { target: { value: '20260310' } });
    expect(shownValue()).toBe('2026-03-10');
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('2026.03.10');
  });

  it('offers the browser’s calendar from a labelled button, limited to min and max', () => {
    render(<Dates min="2026-03-09" max="2026-12-31" />);
    const pick = screen.getByRole('button', { name: 'Start 달력에서 고르기' });
    expect(pick).toBeTruthy();
    const calendar = native('date');
    expect(calendar.min).toBe('2026-03-09');
    expect(calendar.max).toBe('2026-12-31');
    // Out of the tab order and hidden from screen readers: the text input is the field.
    expect(calendar.tabIndex).toBe(-1);
    expect(calendar.getAttribute('aria-hidden')).toBe('true');

    fireEvent.click(pick);
    fireEvent.change(calendar, { target: { value: '2026-04-01' } });
    expect(shownValue()).toBe('2026-04-01');
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('2026.04.01');
    expect(document.activeElement).toBe(screen.getByLabelText('Start'));
  });

  it('marks a typed date outside min and max invalid', () => {
    render(<Dates min="2026-03-09" max="2026-12-31" />);
    const field = screen.getByLabelText('Start');
    fireEvent.change(field, { target: { value: '2026.03.08' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '2026.03.09' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a value set from outside', () => {
    render(<Dates initial="2026-03-09" />);
    fireEvent.click(screen.getByRole('button', { name: 'set from outside' }));
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('2026.12.24');
  });

  it('names its button and its format in the current language, never a date that could be today (issue 35)', async () => {
    await changeLanguage('en');
    render(<Dates />);
    expect(screen.getByRole('button', { name: 'Pick Start on a calendar' })).toBeTruthy();
    expect(screen.getByLabelText('Start').getAttribute('placeholder')).toBe('YYYY.MM.DD');
    await changeLanguage('km');
    expect(screen.getByLabelText('Start').getAttribute('placeholder')).toBe('ឆ្នាំ.ខែ.ថ្ងៃ');
  });
});

describe('TimeField', () => {
  it('shows 24-hour HH:mm, not AM/PM, and takes typed times', () => {
    render(<Times initial="19:30" />);
    const field = screen.getByLabelText('Time') as HTMLInputElement;
    expect(field.value).toBe('19:30');
    fireEvent.change(field, { target: { value: '130' } });
    // Left as typed while the person is still typing (1300 is on its way).
    expect(field.value).toBe('130');
    fireEvent.change(field, { target: { value: '1300' } });
    expect(shownValue()).toBe('13:00');
    fireEvent.blur(field);
    expect(field.value).toBe('13:00');
  });

  it('offers the browser’s time picker from a labelled button', () => {
    render(<Times />);
    fireEvent.click(screen.getByRole('button', { name: 'Time 고르기' }));
    fireEvent.change(native('time'), { target: { value: '07:05' } });
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('07:05');
    expect(shownValue()).toBe('07:05');
  });
});
