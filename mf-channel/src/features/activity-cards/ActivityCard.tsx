import { useTranslation } from 'react-i18next';
import { feedActivityCodes, type FeedPost } from 'shared-kernel/isomorphic';
import { BoardCard } from './BoardCard';
import { HtmlCard } from './HtmlCard';
import { LifelogRecordCard } from './LifelogRecordCard';
import { MedicationCard } from './MedicationCard';
import { PredictionCard } from './PredictionCard';
import { RoutineCard } from './RoutineCard';
import styles from './activityCards.module.css';

/** The body of a post, drawn by its screen type (actCode); the words a person added come first. */
export function ActivityCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  if (post.actCode === feedActivityCodes.board) return <BoardCard post={post} />;
  const data = post.actData;
  if (data?.actCode === '0009') {
    return (
      <p className={styles.system}>{t(`activity.system.${data.messageKey}`, { userNm: data.userNm })}</p>
    );
  }
  const words = post.feedCn ? <p className={styles.text}>{post.feedCn}</p> : null;
  return (
    <div className={styles.card}>
      {words}
      {data ? (
        <ActivityData data={data} />
      ) : words ? null : (
        <p className={styles.text}>{t('activity.unknown')}</p>
      )}
    </div>
  );
}

function ActivityData({ data }: { data: NonNullable<FeedPost['actData']> }) {
  switch (data.actCode) {
    case '0002':
      return <LifelogRecordCard data={data} />;
    case '0004':
      return <RoutineCard data={data} />;
    case '0005':
      return <MedicationCard data={data} />;
    case '0006':
    case '0007':
    case '0008':
      return <PredictionCard data={data} />;
    case '0010':
      return <HtmlCard html={data.html} />;
    case '0009':
      return null;
  }
}
