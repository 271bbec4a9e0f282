import { useTranslation } from 'react-i18next';
import { formatDate, pageStyles } from 'shared-kernel';
import type { Inquiry } from 'shared-kernel/isomorphic';
import styles from './feedbackBoard.module.css';

const dateOf = (iso: string) => formatDate(iso, 'YYYY.MM.DD HH:mm');

/**
 * One entry: whether it is private (a lock and the word), its title, author and date, its content and the
 * operator's answer with its date. Someone else's private entry shows only that it exists and was answered.
 * Everything written is shown as text.
 */
export function InquiryItem({ entry }: { entry: Inquiry }) {
  const { t } = useTranslation('inquiry');
  const hidden = entry.title === null;
  const answered = entry.answerDt !== null;
  return (
    <li className={styles.entry}>
      <article className={styles.entryBody} aria-label={hidden ? t('privateEntry') : (entry.title ?? '')}>
        <div className={styles.marks}>
          {entry.privateAt === 'Y' ? (
            <span className={styles.privateMark}>
              <span aria-hidden="true">🔒</span> {t('private')}
            </span>
          ) : null}
          {entry.mineAt === 'Y' ? <span className={pageStyles.badge}>{t('mine')}</span> : null}
          <span className={answered ? styles.answeredMark : pageStyles.badge}>
            {answered ? t('answered') : t('waiting')}
          </span>
        </div>
        <h3 className={hidden ? styles.hiddenTitle : styles.title}>
          {hidden ? t('privateEntry') : entry.title}
        </h3>
        <p className={styles.meta}>
          {hidden ? null : <span>{entry.userNm ?? t('unknownAuthor')}</span>}
          <time dateTime={entry.creatDt}>{dateOf(entry.creatDt)}</time>
        </p>
        {entry.content ? <p className={styles.content}>{entry.content}</p> : null}
        {entry.answer !== null && entry.answerDt !== null ? (
          <section className={styles.answer} aria-label={t('answer')}>
            <h4 className={styles.answerHeading}>{t('answer')}</h4>
            <p className={styles.content}>{entry.answer}</p>
            <p className={styles.meta}>
              <time dateTime={entry.answerDt}>{t('answeredAt', { date: dateOf(entry.answerDt) })}</time>
            </p>
          </section>
        ) : null}
      </article>
    </li>
  );
}
