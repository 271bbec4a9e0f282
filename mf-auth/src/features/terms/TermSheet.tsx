import { Sheet } from 'shared-kernel';
import styles from '../auth.module.css';
import type { Term } from './api';

/** The full text of one term. */
export function TermSheet({ term, onClose }: { term: Term; onClose: () => void }) {
  return (
    <Sheet title={term.stplatNm} onClose={onClose}>
      <div className={styles.termText}>{term.stplatCn}</div>
    </Sheet>
  );
}
