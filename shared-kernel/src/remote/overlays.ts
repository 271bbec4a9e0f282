/** An overlay is a child segment the spec repeats under many parents, mounted over the current page. */
export interface OverlayMatch {
  overlay: string;
  /** The page underneath: where closing the overlay goes back to. */
  basePath: string;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The first of `overlays` (e.g. `input/basal/metabolic`) found as whole segments after at least one parent segment. */
export function matchOverlay(pathname: string, overlays: readonly string[]): OverlayMatch | null {
  const segments = segmentsOf(pathname);
  for (let start = 1; start < segments.length; start += 1) {
    for (const overlay of overlays) {
      const wanted = segmentsOf(overlay);
      const found = wanted.every((segment, offset) => segments[start + offset] === segment);
      if (found) return { overlay, basePath: `/${segments.slice(0, start).join('/')}` };
    }
  }
  return null;
}

/** True when `pathname` is `prefix` or lies below it, segment-wise (`/main/my` owns `/main/my/x`, not `/main/myX`). */
export function pathIsUnder(pathname: string, prefix: string): boolean {
  const path = segmentsOf(pathname);
  const base = segmentsOf(prefix);
  return base.length <= path.length && base.every((segment, index) => path[index] === segment);
}
