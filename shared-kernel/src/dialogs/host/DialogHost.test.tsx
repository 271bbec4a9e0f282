/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { loadCatalog } from 'locales';
import { createDialogs, type DialogService } from '../dialogService';
import { DialogHost, loadDialogViews } from './DialogHost';

let i18n: I18n;

beforeAll(async () => {
  await loadDialogViews();
  const { dialogs } = await loadCatalog('ko');
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'ko',
    resources: { ko: { dialogs } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

afterEach(() => jest.useRealTimers());

/** Renders the host with a fresh service, beside a button that stands for the page underneath. */
function renderHost(): DialogService {
  const service = createDialogs();
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">페이지 버튼</button>
      <DialogHost service={service} />
    </I18nextProvider>,
  );
  return service;
}

/** Opens a dialog inside act, so that the host has drawn it when this returns. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let promise: Promise<T> | undefined;
  act(() => {
    promise = show();
  });
  if (!promise) throw new Error('the dialog did not open');
  return promise;
}

describe('alert', () => {
  it('is an alertdialog labelled by its title that resolves when OK is pressed', async () => {
    const service = renderHost();
    const closed = open(() => service.alert({ title: '알림', message: '저장했습니다.' }));

    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '저장했습니다.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));

    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is labelled by its message when it has no title', () => {
    const service = renderHost();
    void open(() => service.alert({ message: '저장했습니다.' }));
    expect(screen.getByRole('alertdialog', { name: '저장했습니다.' })).toBeDefined();
  });
});

describe('confirm', () => {
  it('resolves true on confirm and false on cancel, with the labels given', async () => {
    const service = renderHost();
    const yes = open(() =>
      service.confirm({ message: '삭제할까요?', confirmLabel: '삭제', cancelLabel: '유지' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await expect(yes).resolves.toBe(true);

    const no = open(() => service.confirm({ message: '삭제할까요?' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(no).resolves.toBe(false);
  });
});

describe('select', () => {
  it('resolves with the option pressed', async () => {
    const service = renderHost();
    const chosen = open(() =>
      service.select({
        title: '주종',
        options: [
          { value: 'soju', label: '소주' },
          { value: 'beer', label: '맥주' },
        ],
      }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '주종' })).getByRole('button', { name: '맥주' }),
    );
    await expect(chosen).resolves.toBe('beer');
  });

  it('says what it is about under its title, and leaves with its own cancel word', async () => {
    const service = renderHost();
    const chosen = open(() =>
      service.select({
        title: '약 드실 시간이에요',
        message: '타이레놀 (08:00)',
        cancelLabel: '닫기',
        options: [{ value: 'later', label: '10분 뒤에 다시 알림' }],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: '약 드실 시간이에요' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('타이레놀 (08:00)').id);
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await expect(chosen).resolves.toBeNull();
  });
});

describe('selectButton', () => {
  it('confirms only after a choice, and resolves with it', async () => {
    const service = renderHost();
    const chosen = open(() =>
      service.selectButton({
        title: '강도',
        options: [
          { value: 'weak', label: '약' },
          { value: 'strong', label: '강' },
        ],
      }),
    );
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: '확인' });
    expect(confirm.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '강' }));
    expect(screen.getByRole('button', { name: '강', pressed: true })).toBeDefined();
    fireEvent.click(confirm);

    await expect(chosen).resolves.toBe('strong');
  });
});

describe('checkbox', () => {
  it('starts from the selected values and resolves with the checked ones in option order', async () => {
    const service = renderHost();
    const checked = open(() =>
      service.checkbox({
        title: '공유 항목',
        options: [
          { value: 'weight', label: '체중' },
          { value: 'steps', label: '걸음 수' },
          { value: 'sleep', label: '수면' },
        ],
        selected: ['sleep'],
      }),
    );
    expect(screen.getByRole('checkbox', { name: '수면', checked: true })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: '체중' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));

    await expect(checked).resolves.toEqual(['weight', 'sleep']);
  });

  it('resolves null when cancelled', async () => {
    const service = renderHost();
    const checked = open(() =>
      service.checkbox({ title: '공유 항목', options: [{ value: 'a', label: 'A' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(checked).resolves.toBeNull();
  });
});

describe('numberInput', () => {
  const weightField = { key: 'weight', label: '체중', value: 999.95, min: 1, max: 1000, unit: 'kg' };

  it('shows the value clamped to one decimal, and steps by 0.1 up to the maximum', async () => {
    const service = renderHost();
    const entered = open(() => service.numberInput({ title: '체중 입력', fields: [weightField] }));
    const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: '체중' });
    expect(input.value).toBe('1000');

    fireEvent.click(screen.getByRole('button', { name: '체중 줄이기' }));
    fireEvent.click(screen.getByRole('button', { name: '체중 줄이기' }));
    expect(input.value).toBe('999.8');
    fireEvent.click(screen.getByRole('button', { name: '체중 늘리기' }));
    fireEvent.click(screen.getByRole('button', { name: '체중 늘리기' }));
    fireEvent.click(screen.getByRole('button', { name: '체중 늘리기' }));
    expect(input.value).toBe('1000');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));

    await expect(entered).resolves.toEqual({ weight: 1000 });
  });

  it('never steps below 0', () => {
    const service = renderHost();
    void open(() =>
      service.numberInput({ title: '음주', fields: [{ key: 'glasses', label: '잔', value: 0.1 }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: '잔 줄이기' }));
    fireEvent.click(screen.getByRole('button', { name: '잔 줄이기' }));
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '잔' }).value).toBe('0');
  });

  it('clamps and rounds a typed value when the field is left, and on confirm', async () => {
    const service = renderHost();
    const entered = open(() =>
      service.numberInput({
        title: '둘레',
        fields: [
          { key: 'waist', label: '허리', min: 1, max: 500 },
          { key: 'hip', label: '엉덩이', min: 1, max: 500 },
        ],
      }),
    );
    const waist = screen.getByRole<HTMLInputElement>('spinbutton', { name: '허리' });
    fireEvent.change(waist, { target: { value: '80.46' } });
    fireEvent.blur(waist);
    expect(waist.value).toBe('80.5');
    fireEvent.change(screen.getByRole('spinbutton', { name: '엉덩이' }), { target: { value: '612' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));

    await expect(entered).resolves.toEqual({ waist: 80.5, hip: 500 });
  });

  it('resolves null (cancelled) when a field is left empty', async () => {
    const service = renderHost();
    const entered = open(() =>
      service.numberInput({
        title: '혈압',
        fields: [
          { key: 'systolic', label: '수축기', value: 120 },
          { key: 'diastolic', label: '이완기', value: null },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(entered).resolves.toBeNull();
  });

  it('moves focus to the first field', () => {
    const service = renderHost();
    void open(() => service.numberInput({ title: '체중 입력', fields: [weightField] }));
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '체중' }));
  });
});

describe('keyboard and focus', () => {
  it('moves focus into the dialog, cancels on Escape, and gives focus back to where it was', async () => {
    const service = renderHost();
    const pageButton = screen.getByRole('button', { name: '페이지 버튼' });
    pageButton.focus();
    const answer = open(() => service.confirm({ message: '나갈까요?' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });

    await expect(answer).resolves.toBe(false);
    expect(document.activeElement).toBe(pageButton);
  });

  it('gives focus back to the dialog underneath when the top one closes', async () => {
    const service = renderHost();
    void open(() => service.confirm({ message: '첫째' }));
    const underneath = document.activeElement;
    const top = open(() => service.alert({ message: '둘째' }));

    fireEvent.keyDown(screen.getByRole('alertdialog', { name: '둘째' }), { key: 'Escape' });

    await top;
    expect(document.activeElement).toBe(underneath);
  });

  it('keeps Tab inside the dialog', () => {
    const service = renderHost();
    void open(() => service.confirm({ message: '삭제할까요?' }));
    const cancel = screen.getByRole('button', { name: '취소' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(cancel);

    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
  });

  it('cancels a select on Escape', async () => {
    const service = renderHost();
    const chosen = open(() => service.select({ title: '주종', options: [{ value: 'soju', label: '소주' }] }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(chosen).resolves.toBeNull();
  });
});

describe('toast and success', () => {
  it('announces a toast in a status region, fades it after 1.5 s and removes it after 2 s', async () => {
    jest.useFakeTimers();
    const service = renderHost();
    let gone = false;
    void open(() => service.toast('복사했습니다.')).then(() => {
      gone = true;
    });
    const status = screen.getByRole('status');
    const toast = within(status).getByText('복사했습니다.');
    expect(toast.getAttribute('data-state')).toBe('open');

    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(toast.getAttribute('data-state')).toBe('closing');
    await act(() => jest.advanceTimersByTimeAsync(500));

    expect(within(status).queryByText('복사했습니다.')).toBeNull();
    expect(gone).toBe(true);
  });

  it('shows the congratulations text for 2.75 s', async () => {
    jest.useFakeTimers();
    const service = renderHost();
    const done = open(() => service.success({ message: '목표를 달성했어요.' }));
    expect(within(screen.getByRole('status')).getByText('축하합니다!')).toBeDefined();
    expect(screen.getByText('목표를 달성했어요.')).toBeDefined();

    await act(() => jest.advanceTimersByTimeAsync(2750));

    await expect(done).resolves.toBeUndefined();
    expect(screen.queryByText('축하합니다!')).toBeNull();
  });
});

describe('closeAll', () => {
  it('closes every drawn dialog as cancelled', async () => {
    const service = renderHost();
    const confirmed = open(() => service.confirm({ message: '첫째' }));
    const chosen = open(() => service.select({ title: '둘째', options: [] }));

    act(() => service.closeAll());

    await expect(confirmed).resolves.toBe(false);
    await expect(chosen).resolves.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
