import type { HTMLAttributes, ReactNode } from 'react';
import styles from './toneBadge.module.css';

/** From good to bad, then the two that are no judgement of risk: already a patient, and nothing to judge. */
export type BadgeTone = 'normal' | 'borderline' | 'caution' | 'warning' | 'danger' | 'patient' | 'neutral';

/**
 * A judgement, grade or band as text on its tone's colour (never colour alone): the one badge of checkups, life-log
 * grades and prediction bands, so that the same weight looks the same on every screen.
 */
export function ToneBadge({
  tone,
  children,
  ...attributes
}: { tone: BadgeTone; children: ReactNode } & Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return (
    <span {...attributes} className={`${styles.badge} ${styles[tone] ?? ''}`} data-tone={tone}>
      {children}
    </span>
  );
}
