// The stored_images rows: who uploaded an image, for what, where its bytes are, and who may see it.
import type { ImagePurpose } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

export interface NewStoredImage {
  imageId: string;
  ownerUserId: string;
  purpose: ImagePurpose;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  storageKey: string;
}

export async function insertStoredImage(db: Queryable, image: NewStoredImage, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO stored_images
       (image_id, owner_user_id, purpose, content_type, width, height, byte_size, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      image.imageId,
      image.ownerUserId,
      image.purpose,
      image.contentType,
      image.width,
      image.height,
      image.byteSize,
      image.storageKey,
      at,
    ],
  );
}

export interface VisibleImage {
  storageKey: string;
  contentType: string;
}

/**
 * The image, when `userId` may see it: its uploader; a member of an open channel whose profile or background it
 * is, or a person invited to that channel (the invitation shows the channel's cover); a member of an open
 * channel where a post that is not deleted shows it. Otherwise null, whether or not it exists.
 */
export async function visibleImage(
  db: Queryable,
  userId: string,
  imageId: string,
): Promise<VisibleImage | null> {
  const [row] = await db.query<{ storage_key: string; content_type: string }>(
    `SELECT image.storage_key, image.content_type
       FROM stored_images image
      WHERE image.image_id = $1::uuid
        AND (image.owner_user_id = $2
             OR EXISTS (SELECT 1 FROM channels chn
                          JOIN channel_participants person ON person.chn_sn = chn.chn_sn
                         WHERE chn.closed_at IS NULL
                           AND (chn.chn_image_id = image.image_id OR chn.chn_bg_image_id = image.image_id)
                           AND person.user_id = $2 AND person.prtcpnt_sttus_code IN ('0001', '0002'))
             OR EXISTS (SELECT 1 FROM channel_participants member
                          JOIN channels chn ON chn.chn_sn = member.chn_sn AND chn.closed_at IS NULL
                          JOIN channel_feeds copy ON copy.chn_sn = chn.chn_sn AND copy.deleted_at IS NULL
                          JOIN feeds post ON post.feed_sn = copy.feed_sn
                         WHERE member.user_id = $2 AND member.prtcpnt_sttus_code = '0002'
                           AND post.image_ids @> ARRAY[image.image_id]))`,
    [imageId, userId],
  );
  return row ? { storageKey: row.storage_key, contentType: row.content_type } : null;
}
