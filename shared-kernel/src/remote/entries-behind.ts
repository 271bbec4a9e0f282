import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The path of the history entry behind each entry this app pushed, by the entry's location key. One map for the
 * whole page (the kernel is a single instance for the shell and every remote): only the router that pushes an
 * entry knows what it left, and the overlay closing over it may belong to another remote, mounted afterwards.
 */
const pathBehind = new Map<string, string>();

/** The path of the entry behind the entry `key`, when this app put `key` there by leaving that path. */
export function pathBehindEntry(key: string): string | undefined {
  return pathBehind.get(key);
}

/**
 * Notes, for each entry this router pushes, the path it left; an entry replaced keeps what was behind the one it
 * replaced. Back and forward (and another router's push, which this router sees as a pop) note nothing.
 */
export function useRememberEntriesBehind(): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  useEffect(() => {
    const left = shown.current;
    if (left && left.key !== key) {
      const behind =
        navigationType === 'PUSH'
          ? left.pathname
          : navigationType === 'REPLACE'
            ? pathBehind.get(left.key)
            : undefined;
      if (behind !== undefined) pathBehind.set(key, behind);
    }
    shown.current = { key, pathname };
  }, [key, pathname, navigationType]);
}
