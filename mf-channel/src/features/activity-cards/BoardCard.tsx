import type { FeedPost } from 'shared-kernel/isomorphic';
import { backgroundGradients } from './backgrounds';
import { PostPhotos } from './PostPhotos';
import styles from './activityCards.module.css';

/** A board post (actCode 0001): title, text (on its background when chosen) and photos. */
export function BoardCard({ post }: { post: FeedPost }) {
  const texts = (
    <>
      {post.feedTitle ? <h2 className={styles.title}>{post.feedTitle}</h2> : null}
      {post.feedCn ? <p className={styles.text}>{post.feedCn}</p> : null}
    </>
  );
  return (
    <div className={styles.card}>
      {post.feedBgCode ? (
        <div className={styles.backdrop} style={{ backgroundImage: backgroundGradients[post.feedBgCode] }}>
          {texts}
        </div>
      ) : (
        texts
      )}
      {post.imageList.length > 0 ? <PostPhotos images={post.imageList} /> : null}
    </div>
  );
}
