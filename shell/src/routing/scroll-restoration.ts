// Spec 2: scroll position is restored on back. Remotes render after the route changes, so the position is
// re-applied for a short while until the page is tall enough to hold it.
const STORAGE_KEY = 'scrollPositions';
const RESTORE_FOR_MS = 2000;

interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  originalEvent?: Event & { singleSpa?: boolean };
}

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function restore(target: number): void {
  const startedAt = performance.now();
  const step = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) > 1 && performance.now() - startedAt < RESTORE_FOR_MS) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}

export function restoreScrollOnBack(): void {
  history.scrollRestoration = 'manual';
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<RoutingDetail>).detail;
    if (oldUrl !== newUrl)
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...positions(), [oldUrl]: window.scrollY }));
  });
  window.addEventListener('single-spa:routing-event', (event) => {
    const { oldUrl, newUrl, originalEvent } = (event as CustomEvent<RoutingDetail>).detail;
    if (oldUrl === newUrl) return;
    const wentBack = originalEvent?.type === 'popstate' && !originalEvent.singleSpa;
    if (wentBack) restore(positions()[newUrl] ?? 0);
    else window.scrollTo(0, 0);
  });
}
