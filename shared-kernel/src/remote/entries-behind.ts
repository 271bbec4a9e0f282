import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The path of each history entry of this page, by its position in the history. One map for the whole page (the
 * kernel is a single instance for the shell and every remote, and the shell's router sees every change of
 * address): the overlay closing over an entry may belong to a remote mounted after the entry behind it was shown.
 */
const pathAt = new Map<number, string>();

/** The current entry's position: React Router's history keeps it in each entry's state as `idx`. */
function currentIndex(): number | undefined {
  const state: unknown = window.history.state;
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
}

/** The path of the entry behind the current one, when this page showed it. */
export function pathBehindCurrentEntry(): string | undefined {
  const index = currentIndex();
  return index === undefined ? undefined : pathAt.get(index - 1);
}

/**
 * Notes the path of each entry the router shows at its position, so that an entry pushed or replaced later at
 * that position takes its place.
 */
export function useRememberEntries(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    const index = currentIndex();
    // A later change of address already under way is noted when the router shows it.
    if (index !== undefined && window.location.pathname === pathname) pathAt.set(index, pathname);
  }, [key, pathname]);
}
