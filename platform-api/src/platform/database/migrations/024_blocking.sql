-- Blocking (issue 36.2, spec section 7 `/user/block`, `/user/block/resource`). A person's blocks, the comments
-- they hid (a hidden post is feed_user_states.hidden_at, migration 011) and the reports they made for the
-- operator. Every read of posts, comments, likes and invitations, and the statement that stores a
-- notification, leaves out what the reader blocked or hid; the blocked person is never told.
CREATE TABLE user_blocks (
  blocker_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  blocked_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- The reads ask "did $1 block this author?" (a primary-key probe) or walk $1's few blocks.
  PRIMARY KEY (blocker_user_id, blocked_user_id),
  CHECK (blocker_user_id <> blocked_user_id)
);
-- For a withdrawn account's cascade.
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_user_id);

CREATE TABLE hidden_comments (
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  comt_sn integer NOT NULL REFERENCES feed_comments (comt_sn) ON DELETE CASCADE,
  hidden_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, comt_sn)
);
CREATE INDEX hidden_comments_comment_idx ON hidden_comments (comt_sn);

-- What a person reported, for the operator: the item, its author then, a reason from a short list and, for
-- "other", a few words. One report per person and item.
CREATE TABLE content_reports (
  report_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  feed_sn integer NOT NULL,
  chn_sn integer NOT NULL,
  -- NULL: the post itself.
  comt_sn integer REFERENCES feed_comments (comt_sn) ON DELETE CASCADE,
  reported_user_id text REFERENCES users (user_id) ON DELETE SET NULL,
  reason_code text NOT NULL CHECK (reason_code IN ('spam', 'abuse', 'other')),
  reason_text text CHECK (char_length(reason_text) <= 200),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (feed_sn, chn_sn) REFERENCES channel_feeds (feed_sn, chn_sn) ON DELETE CASCADE,
  CHECK (reason_code <> 'other' OR char_length(reason_text) > 0)
);
CREATE UNIQUE INDEX content_reports_once_idx
  ON content_reports (reporter_user_id, feed_sn, chn_sn, COALESCE(comt_sn, 0));
