export { createDialogs, dialogs, successShownMs, toastClosingMs, toastShownMs } from './dialogService';
export type {
  AlertOptions,
  CheckboxOptions,
  ChoiceOptions,
  SelectOptions,
  ConfirmOptions,
  DialogKind,
  DialogOf,
  DialogOption,
  DialogService,
  NumberInputOptions,
  OpenDialog,
  SuccessOptions,
} from './dialogService';
export { clampNumber, numberStep } from './numberField';
export type { NumberField } from './numberField';
export { DialogHost } from './host/DialogHost';
