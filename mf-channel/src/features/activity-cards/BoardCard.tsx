import { useTranslation } from 'react-i18next';
import { ProtectedImage } from 'shared-kernel';
import type { FeedPost } from 'shared-kernel/isomorphic';
import { backgroundGradients } from './backgrounds';
import styles from './activityCards.module.css';

/** A board post (actCode 0001): title, text (on its background when chosen) and photos. */
export function BoardCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  const texts = (
    <>
      {post.feedTitle ? <h2 className={styles.title}>{post.feedTitle}</h2> : null}
      {post.feedCn ? <p className={styles.text}>{post.feedCn}</p> : null}
    </>
  );
  const count = post.imageList.length;
  return (
    <div className={styles.card}>
      {post.feedBgCode ? (
        <div className={styles.backdrop} style={{ backgroundImage: backgroundGradients[post.feedBgCode] }}>
          {texts}
        </div>
      ) : (
        texts
      )}
      {count > 0 ? (
        <ul className={styles.photos} aria-label={t('activity.board.photos', { count })}>
          {post.imageList.map((image, index) => (
            <li key={image.imageId}>
              <ProtectedImage
                className={styles.photo}
                src={image.url}
                width={image.width}
                height={image.height}
                alt={t('activity.board.photo', { index: index + 1, count })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
