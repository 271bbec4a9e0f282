import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes near the viewport (and from then on): the dashboard's roadmap is below the fold, so
 * its chart (ApexCharts, its own chunk) is fetched when the person scrolls toward it, not with the first load.
 * Where IntersectionObserver is missing, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
