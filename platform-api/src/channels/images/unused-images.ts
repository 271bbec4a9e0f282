// Uploads never attached to a post or a channel (a post abandoned, a photo removed before posting) are removed a
// day after they were made, rows and bytes (issue 32): otherwise they would be kept, unseen, for ever.
import type { Database } from '../../platform/database/database';
import type { ImageStore } from './image-store';

/** How long an upload waits to be attached: a post kept offline has this long to be sent with its photos. */
export const unusedImageLifetimeMs = 24 * 60 * 60 * 1000;
/** How often the API looks for them by default. */
export const defaultUnusedImageIntervalMs = 60 * 60 * 1000;

/**
 * Removes the images made `unusedImageLifetimeMs` or more before `at` that no post (deleted or not) and no channel
 * shows, `batchSize` at a time; returns how many. Rows are claimed with SKIP LOCKED: an image a post or a channel
 * is being given right now (its check holds the row) is left for a later run, and any number of instances may run
 * this at once. The bytes go after the rows' commit: a failure in between leaves bytes that no row names, never a
 * row without its bytes.
 */
export async function removeUnusedImages(
  db: Database,
  images: ImageStore,
  at: Date,
  batchSize = 100,
): Promise<number> {
  const madeBefore = new Date(at.getTime() - unusedImageLifetimeMs).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await db.transaction((transaction) =>
      transaction.query<{ storage_key: string }>(
        `WITH unused AS (
           SELECT image.image_id FROM stored_images AS image
            WHERE image.created_at <= $1
              AND NOT EXISTS (SELECT 1 FROM channels AS chn
                               WHERE chn.chn_image_id = image.image_id OR chn.chn_bg_image_id = image.image_id)
              AND NOT EXISTS (SELECT 1 FROM feeds AS post WHERE post.image_ids @> ARRAY[image.image_id])
            ORDER BY image.created_at
            LIMIT $2
            FOR UPDATE OF image SKIP LOCKED
         )
         DELETE FROM stored_images AS image USING unused WHERE image.image_id = unused.image_id
         RETURNING image.storage_key`,
        [madeBefore, batchSize],
      ),
    );
    for (const { storage_key: key } of batch) await images.delete(key);
    removed += batch.length;
    if (batch.length < batchSize) return removed;
  }
}

export interface UnusedImageCleaner {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

interface CleanerLog {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** Runs `removeUnusedImages` now and every `intervalMs` (a run still under way makes the next one wait). */
export function startUnusedImageCleaner(options: {
  db: Database;
  images: ImageStore;
  now: () => Date;
  intervalMs: number;
  log: CleanerLog;
}): UnusedImageCleaner {
  const { db, images, now, intervalMs, log } = options;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = removeUnusedImages(db, images, now())
      .then(
        (removed) => {
          if (removed > 0) log.debug({ removed }, 'unused images removed');
        },
        (error: unknown) => log.error({ err: error }, 'removing unused images failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
