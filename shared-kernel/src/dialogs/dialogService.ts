import { BehaviorSubject, type Observable } from 'rxjs';
import { settleNumbers, type NumberField } from './numberField';

export interface DialogOption {
  value: string;
  label: string;
}

export interface AlertOptions {
  message: string;
  title?: string;
}

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ChoiceOptions {
  title: string;
  options: readonly DialogOption[];
}

/** A list of choices with, under its title, what it is about, and its own word for leaving without a choice. */
export interface SelectOptions extends ChoiceOptions {
  message?: string;
  cancelLabel?: string;
}

export interface CheckboxOptions extends ChoiceOptions {
  selected?: readonly string[];
}

export interface NumberInputOptions {
  title: string;
  fields: readonly NumberField[];
}

export interface SuccessOptions {
  message?: string;
}

export const toastShownMs = 1500;
export const toastClosingMs = 500;
export const successShownMs = 2750;

/** What every open dialog has: `cancel` settles it the way Escape or a navigation would. */
interface Handle<R> {
  id: number;
  close(result: R): void;
  cancel(): void;
}

export type OpenDialog =
  | ({ kind: 'alert'; options: AlertOptions } & Handle<void>)
  | ({ kind: 'confirm'; options: ConfirmOptions } & Handle<boolean>)
  | ({ kind: 'select'; options: SelectOptions } & Handle<string | null>)
  | ({ kind: 'selectButton'; options: ChoiceOptions } & Handle<string | null>)
  | ({ kind: 'checkbox'; options: CheckboxOptions } & Handle<string[] | null>)
  /** Takes the values as typed (null when a field is empty); the service applies the number rules. */
  | ({ kind: 'numberInput'; options: NumberInputOptions } & Handle<Readonly<Record<string, number | null>>>)
  | ({ kind: 'toast'; message: string; closing: boolean } & Handle<void>)
  | ({ kind: 'success'; options: SuccessOptions } & Handle<void>);

export type DialogKind = OpenDialog['kind'];
export type DialogOf<K extends DialogKind> = Extract<OpenDialog, { kind: K }>;

export interface DialogService {
  alert(options: AlertOptions): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
  select(options: SelectOptions): Promise<string | null>;
  /** Shown for 1.5 s, then closes over 0.5 s; resolves once it is gone. */
  toast(message: string): Promise<void>;
  /** Null when cancelled, and also when any field is left empty. */
  numberInput(options: NumberInputOptions): Promise<Record<string, number> | null>;
  selectButton(options: ChoiceOptions): Promise<string | null>;
  checkbox(options: CheckboxOptions): Promise<string[] | null>;
  /** The success animation with its congratulations text, 2.75 s. */
  success(options?: SuccessOptions): Promise<void>;
  /** Settles every open dialog as cancelled. */
  closeAll(): void;
  /**
   * What the shell calls on every navigation: settles the dialogs that wait for an answer as cancelled, and
   * lets notices (toast, success animation) run out, so that "saved" shown as a page closes stays.
   */
  closeOnNavigation(): void;
  /** The open dialogs, oldest first, for the host that draws them. */
  readonly state$: Observable<readonly OpenDialog[]>;
}

export function createDialogs(): DialogService {
  const open = new BehaviorSubject<readonly OpenDialog[]>([]);
  let lastId = 0;

  const replace = (id: number, change: (dialog: OpenDialog) => OpenDialog) =>
    open.next(open.value.map((dialog) => (dialog.id === id ? change(dialog) : dialog)));

  /** Opens a dialog and settles its promise exactly once, whoever closes it first. */
  function track<R>(
    cancelValue: R,
    show: (handle: Handle<R>, after: (ms: number, action: () => void) => void) => OpenDialog,
  ): Promise<R> {
    return new Promise((resolve) => {
      lastId += 1;
      const id = lastId;
      const timers: ReturnType<typeof setTimeout>[] = [];
      let settled = false;
      const close = (result: R) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        open.next(open.value.filter((dialog) => dialog.id !== id));
        resolve(result);
      };
      const after = (ms: number, action: () => void) => {
        timers.push(setTimeout(action, ms));
      };
      const dialog = show({ id, close, cancel: () => close(cancelValue) }, after);
      open.next([...open.value, dialog]);
    });
  }

  return {
    alert: (options) => track<void>(undefined, (handle) => ({ kind: 'alert', options, ...handle })),
    confirm: (options) => track(false, (handle) => ({ kind: 'confirm', options, ...handle })),
    select: (options) => track<string | null>(null, (handle) => ({ kind: 'select', options, ...handle })),
    selectButton: (options) =>
      track<string | null>(null, (handle) => ({ kind: 'selectButton', options, ...handle })),
    checkbox: (options) =>
      track<string[] | null>(null, (handle) => ({ kind: 'checkbox', options, ...handle })),
    numberInput: (options) =>
      track<Readonly<Record<string, number | null>> | null>(null, (handle) => ({
        kind: 'numberInput',
        options,
        ...handle,
      })).then((values) => (values ? settleNumbers(options.fields, values) : null)),
    toast: (message) =>
      track<void>(undefined, (handle, after) => {
        after(toastShownMs, () =>
          replace(handle.id, (dialog) => (dialog.kind === 'toast' ? { ...dialog, closing: true } : dialog)),
        );
        after(toastShownMs + toastClosingMs, handle.cancel);
        return { kind: 'toast', message, closing: false, ...handle };
      }),
    success: (options = {}) =>
      track<void>(undefined, (handle, after) => {
        after(successShownMs, handle.cancel);
        return { kind: 'success', options, ...handle };
      }),
    closeAll: () => open.value.forEach((dialog) => dialog.cancel()),
    closeOnNavigation: () =>
      open.value
        .filter((dialog) => dialog.kind !== 'toast' && dialog.kind !== 'success')
        .forEach((dialog) => dialog.cancel()),
    state$: open.asObservable(),
  };
}

/** The app's one dialog service, shared by every remote through the kernel. */
export const dialogs: DialogService = createDialogs();
