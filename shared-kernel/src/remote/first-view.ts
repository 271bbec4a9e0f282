// A remote's entry screen may arrive as HTML rendered when the remote was released (issue 30), so that a phone
// paints it before any script runs. The app server writes it into the page as
// `<div id="first-view" data-remote data-first-view-route data-first-view-language>`; the shell makes that element
// the remote's mount element, and the remote hydrates it instead of rendering it again.
import { currentLanguage } from '../i18n';

export const FIRST_VIEW_ID = 'first-view';
/** The performance mark set once a remote has hydrated a first view: when its form starts taking input. */
export const FIRST_VIEW_HYDRATED_MARK = 'first-view-hydrated';

/** The first view the server sent for `remoteName`, still waiting in the page, if any. */
export function firstViewOf(remoteName: string): HTMLElement | null {
  const element = document.getElementById(FIRST_VIEW_ID);
  return element?.dataset.remote === remoteName ? element : null;
}

/** Whether `element` holds a first view no remote has taken yet. */
export function holdsFirstView(element: HTMLElement | undefined): boolean {
  return element?.dataset.firstViewRoute !== undefined;
}

/**
 * Called as the remote mounts into `element`: true when it holds the first view of the screen and language the
 * remote is about to render, which it then hydrates. A first view of another address or language (the person
 * moved on, or chose another language than the server guessed) is removed, and the remote renders afresh.
 */
export function takeFirstView(element: HTMLElement | undefined): boolean {
  if (!element || !holdsFirstView(element)) return false;
  const fits =
    element.dataset.firstViewRoute === window.location.pathname &&
    element.dataset.firstViewLanguage === currentLanguage();
  delete element.dataset.firstViewRoute;
  delete element.dataset.firstViewLanguage;
  if (!fits) element.replaceChildren();
  return fits;
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: FormField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changedByPerson = (field: FormField): boolean => {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
};

/**
 * Notes what a person typed, ticked or chose in a first view before the remote hydrates it, and returns what hands
 * it to the remote once hydrated: the page kept it, but React's state holds what the server rendered. Each change
 * is made again as the browser reports a person's change (React ignores a value set from script unless its own
 * record of the value differs). The values are noted first: each replayed change re-renders the form, which puts
 * the fields not yet replayed back to their state.
 */
export function keepChangesThroughHydration(element: HTMLElement): () => void {
  const changes = [...element.querySelectorAll<FormField>('input, textarea, select')]
    .filter(changedByPerson)
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
  const focused = document.activeElement;
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? { field: focused, start: focused.selectionStart, end: focused.selectionEnd }
      : null;
  return () => {
    for (const { field, value, checked } of changes) {
      if (isToggle(field)) {
        field.checked = !checked;
        field.click();
        continue;
      }
      field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (caret && changes.some(({ field }) => field === caret.field))
      caret.field.setSelectionRange(caret.start, caret.end);
  };
}
