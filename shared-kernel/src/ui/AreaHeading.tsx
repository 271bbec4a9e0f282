import type { ReactNode } from 'react';
import styles from './page.module.css';

/**
 * The heading of a /main area's page (My health, the feed, AI predictions, the checkup). The frame's header already
 * shows the area's title, so the page's own heading is for screen readers and heading navigation only: seen once,
 * not twice under each other (issue 35).
 */
export function AreaHeading({ children }: { children: ReactNode }) {
  return <h1 className={styles.visuallyHidden}>{children}</h1>;
}
