import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ChatMessage } from 'shared-kernel/isomorphic';
import styles from './aiChat.module.css';

/** One message, its speaker named in words ("나" / "AI") as well as by its place and colour. */
export function ChatMessageItem({
  message,
}: {
  message: Pick<ChatMessage, 'role' | 'content' | 'createdAt'>;
}) {
  const { t } = useTranslation('ai', { keyPrefix: 'chat' });
  const mine = message.role === 'user';
  return (
    <li className={mine ? styles.mine : styles.assistant} data-speaker={message.role}>
      <p className={styles.messageTop}>
        <span className={mine ? styles.speakerMine : styles.speaker}>
          {mine ? t('speaker.user') : t('speaker.assistant')}
        </span>
        {message.createdAt ? (
          <time className={styles.time} dateTime={message.createdAt}>
            {formatDate(message.createdAt, 'HH:mm')}
          </time>
        ) : null}
      </p>
      <p className={styles.content}>{message.content}</p>
    </li>
  );
}
