import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import styles from './activityCards.module.css';

/** Operator content in simple HTML (actCode 0010): the only post shown as HTML, and only once sanitized. */
export function HtmlCard({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
