import {
  createDialogs,
  successShownMs,
  type DialogKind,
  type DialogOf,
  type DialogService,
  type OpenDialog,
} from './dialogService';

function watch(service: DialogService): { open: readonly OpenDialog[] } {
  const state: { open: readonly OpenDialog[] } = { open: [] };
  service.state$.subscribe((open) => {
    state.open = open;
  });
  return state;
}

function only<K extends DialogKind>(state: { open: readonly OpenDialog[] }, kind: K): DialogOf<K> {
  const [dialog] = state.open;
  if (state.open.length !== 1 || dialog?.kind !== kind) throw new Error(`expected one ${kind} dialog`);
  return dialog as DialogOf<K>;
}

afterEach(() => jest.useRealTimers());

describe('dialog promises', () => {
  it('resolves alert when it is closed', async () => {
    const service = createDialogs();
    const state = watch(service);
    const closed = service.alert({ message: 'Saved' });
    only(state, 'alert').close();
    await expect(closed).resolves.toBeUndefined();
    expect(state.open).toEqual([]);
  });

  it('resolves confirm with the answer', async () => {
    const service = createDialogs();
    const state = watch(service);
    const answer = service.confirm({ message: 'Delete?' });
    only(state, 'confirm').close(true);
    await expect(answer).resolves.toBe(true);
  });

  it('resolves select and selectButton with the chosen value', async () => {
    const service = createDialogs();
    const state = watch(service);
    const chosen = service.select({ title: 'Drink', options: [{ value: 'soju', label: 'Soju' }] });
    only(state, 'select').close('soju');
    await expect(chosen).resolves.toBe('soju');

    const pressed = service.selectButton({ title: 'Level', options: [{ value: '0003', label: 'Middle' }] });
    only(state, 'selectButton').close('0003');
    await expect(pressed).resolves.toBe('0003');
  });

  it('resolves checkbox with the checked values', async () => {
    const service = createDialogs();
    const state = watch(service);
    const checked = service.checkbox({ title: 'Share', options: [], selected: ['a'] });
    only(state, 'checkbox').close(['a', 'b']);
    await expect(checked).resolves.toEqual(['a', 'b']);
  });

  it('resolves numberInput with clamped numbers, or null when a field is empty', async () => {
    const service = createDialogs();
    const state = watch(service);
    const fields = [{ key: 'weight', label: 'Weight', value: 70, min: 1, max: 1000 }];

    const entered = service.numberInput({ title: 'Weight', fields });
    only(state, 'numberInput').close({ weight: 1234.56 });
    await expect(entered).resolves.toEqual({ weight: 1000 });

    const empty = service.numberInput({ title: 'Weight', fields });
    only(state, 'numberInput').close({ weight: null });
    await expect(empty).resolves.toBeNull();
  });

  it('settles a dialog only once', async () => {
    const service = createDialogs();
    const state = watch(service);
    const answer = service.confirm({ message: 'Leave?' });
    const dialog = only(state, 'confirm');
    dialog.close(true);
    dialog.close(false);
    await expect(answer).resolves.toBe(true);
  });

  it('keeps several dialogs open, oldest first', () => {
    const service = createDialogs();
    const state = watch(service);
    void service.alert({ message: 'first' });
    void service.confirm({ message: 'second' });
    expect(state.open.map((dialog) => dialog.kind)).toEqual(['alert', 'confirm']);
  });
});

describe('timed dialogs', () => {
  it('shows a toast for 1.5 s, closes it over 0.5 s, and resolves once it is gone', async () => {
    jest.useFakeTimers();
    const service = createDialogs();
    const state = watch(service);
    let gone = false;
    void service.toast('Copied').then(() => {
      gone = true;
    });

    await jest.advanceTimersByTimeAsync(1499);
    expect(only(state, 'toast').closing).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(only(state, 'toast').closing).toBe(true);
    await jest.advanceTimersByTimeAsync(499);
    expect(gone).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.open).toEqual([]);
    expect(gone).toBe(true);
  });

  it('shows the success animation for 2.75 s', async () => {
    jest.useFakeTimers();
    const service = createDialogs();
    const state = watch(service);
    let done = false;
    void service.success().then(() => {
      done = true;
    });

    await jest.advanceTimersByTimeAsync(2749);
    expect(only(state, 'success')).toBeDefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(state.open).toEqual([]);
    expect(done).toBe(true);
  });
});

describe('closeAll', () => {
  it('settles every open dialog as cancelled', async () => {
    jest.useFakeTimers();
    const service = createDialogs();
    const state = watch(service);
    const settled = Promise.all([
      service.alert({ message: 'a' }),
      service.confirm({ message: 'b' }),
      service.select({ title: 'c', options: [] }),
      service.selectButton({ title: 'd', options: [] }),
      service.checkbox({ title: 'e', options: [] }),
      service.numberInput({ title: 'f', fields: [] }),
      service.toast('g'),
      service.success(),
    ]);

    service.closeAll();

    await expect(settled).resolves.toEqual([undefined, false, null, null, null, null, undefined, undefined]);
    expect(state.open).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('closeOnNavigation', () => {
  it('cancels a question but lets a toast and the success animation shown just before run out', async () => {
    jest.useFakeTimers();
    const service = createDialogs();
    const state = watch(service);
    const confirmed = service.confirm({ message: 'leave?' });
    const notices = Promise.all([service.toast('saved'), service.success()]);

    service.closeOnNavigation();

    await expect(confirmed).resolves.toBe(false);
    expect(state.open.map((dialog) => dialog.kind)).toEqual(['toast', 'success']);
    jest.advanceTimersByTime(successShownMs);
    await expect(notices).resolves.toEqual([undefined, undefined]);
    expect(state.open).toEqual([]);
  });
});
