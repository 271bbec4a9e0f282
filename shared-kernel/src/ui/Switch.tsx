import type { ReactNode } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  /** What the switch turns on, read as its name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a text that says more (its state, a consequence). */
  describedBy?: string;
}

/**
 * The app's on/off control: a whole-row button with the switch role, its text naming it and the track showing its
 * state, 48 px tall. Use it for a setting that takes effect at once, not for a choice inside a form.
 */
export function Switch({ label, checked, onChange, disabled = false, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span>{label}</span>
      <span className={styles.track} aria-hidden="true" />
    </button>
  );
}
