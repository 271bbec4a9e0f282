import { dialogs } from 'shared-kernel';

/** Spec 2: open dialogs close on every navigation (a toast or the success animation runs out). */
export function closeDialogsOnNavigation(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl) dialogs.closeOnNavigation();
  });
}
