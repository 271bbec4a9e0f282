/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { answerBoard, dosesOf, fixClock, plan } from '../medicine-common/testing/fixtures';

/** Plan 1 runs from 2026-03-02 to 2026-03-31; today is in between, so its start is fixed. */
const periodOfPlan1 = '/main/medicine/settings/options-period?plan=1';
const labels = {
  ko: { begin: '시작일', end: '종료일' },
  en: { begin: 'Start date', end: 'End date' },
} as const;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  const tylenol = plan();
  answerBoard(fakeApi(), [tylenol], dosesOf(tylenol));
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

describe('the period screen’s dates', () => {
  it.each(['ko', 'en'] as const)('read YYYY.MM.DD in %s, not the browser’s mm/dd/yyyy', async (language) => {
    await renderRemoteAt(RemoteRoot, periodOfPlan1, language);
    const end = (await screen.findByLabelText(labels[language].end)) as HTMLInputElement;
    expect(end.value).toBe('2026.03.31');
    const begin = screen.getByLabelText(labels[language].begin) as HTMLInputElement;
    expect(begin.value).toBe('2026.03.02');
    expect(begin.disabled).toBe(true);
  });

  it('takes a typed end date, keeps min on the calendar, and judges a half-typed date at "done", not per key', async () => {
    await renderRemoteAt(RemoteRoot, periodOfPlan1);
    const end = await screen.findByLabelText('종료일');
    fireEvent.change(end, { target: { value: '20260320' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('총 19일')).toBeTruthy();
    const calendars = document.querySelectorAll<HTMLInputElement>('input[type="date"]');
    expect([...calendars].map((input) => input.min)).toContain('2026-03-11');

    fireEvent.change(end, { target: { value: '2026.03' } });
    expect(screen.getByText('기간을 확인해 주세요')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert').textContent).toBe('종료일을 확인해 주세요.');
    expect(window.location.pathname).toBe('/main/medicine/settings/options-period');
  });
});
