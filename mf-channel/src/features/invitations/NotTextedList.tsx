import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor, pageStyles } from 'shared-kernel';
import { formatMobilePhone, type NotTexted } from 'shared-kernel/isomorphic';
import { channelStyles as styles } from '../channel-common';

/**
 * The invited numbers that were sent no text, each with why in words (the M-code's message, which also says the
 * invitation waits in the app). Its heading takes the focus when it appears, so that a screen reader reads it.
 */
export function NotTextedList({ notTexted }: { notTexted: readonly NotTexted[] }) {
  const { t } = useTranslation('channel');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={pageStyles.fieldset} aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1} className={pageStyles.sectionTitle}>
        {t('notTexted.title', { count: notTexted.length })}
      </h3>
      <ul className={styles.people}>
        {notTexted.map(({ mphonNo, reason }) => (
          <li key={mphonNo} className={styles.person}>
            <span className={styles.personName}>
              {formatMobilePhone(mphonNo)}
              <span className={styles.personDetail}>{messageFor(reason)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
