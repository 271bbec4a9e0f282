import { useEffect, useRef } from 'react';

/**
 * Moves focus to the screen's heading when a screen of a multi-step form opens, so a screen reader starts there.
 * base.css draws no ring around a heading so focused: it is not a control.
 */
export function useHeadingFocus<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return ref;
}
