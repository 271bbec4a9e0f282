-- Channels, the family feed, stored images and the feedback board (issue 14, spec sections 3, 4, 5, 6 and 9).

-- Uploaded images, re-encoded and resized on upload. The bytes live in the image store (a directory by default,
-- an object store by configuration) under storage_key; this row says who may see them.
CREATE TABLE stored_images (
  image_id uuid PRIMARY KEY,
  -- Who uploaded it; only they may attach it to a channel or a post.
  owner_user_id text REFERENCES users (user_id) ON DELETE SET NULL,
  purpose text NOT NULL
    CHECK (purpose IN ('board', 'channelProfile', 'channelBackground', 'userProfile', 'default')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 1000),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 1000),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_images_owner_idx ON stored_images (owner_user_id, created_at);

-- A person's own channel (type 0001, one per account, made with the account) or a family channel (0002).
CREATE TABLE channels (
  chn_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chn_type_code text NOT NULL CHECK (chn_type_code IN ('0001', '0002')),
  chn_nm text NOT NULL CHECK (char_length(chn_nm) BETWEEN 1 AND 25),
  chn_image_id uuid REFERENCES stored_images (image_id) ON DELETE SET NULL,
  chn_bg_image_id uuid REFERENCES stored_images (image_id) ON DELETE SET NULL,
  invite_mssage text NOT NULL DEFAULT '' CHECK (char_length(invite_mssage) <= 200),
  -- Members who are not the manager may invite too.
  pos_invt_at boolean NOT NULL DEFAULT false,
  -- Life-log type codes (0008-0019) every member shares with the other members while in the channel.
  req_lifelog_list text[] NOT NULL DEFAULT '{}',
  -- Activity codes members may share into the channel.
  share_act_list text[] NOT NULL DEFAULT '{0002,0004,0005,0006,0007,0008}',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A closed channel is seen by nobody; its rows stay for the record.
  closed_at timestamptz
);

-- Members (0002), invitations waiting (0001) and refused (0003). A person who leaves or is excluded loses the
-- row: they see nothing of the channel any more. An invited number without an account has user_id NULL until
-- an account with that number exists (see claim_channel_invitations below).
CREATE TABLE channel_participants (
  prtcpnt_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chn_sn integer NOT NULL REFERENCES channels (chn_sn) ON DELETE CASCADE,
  user_id text REFERENCES users (user_id) ON DELETE CASCADE,
  -- The number invited, or the member's number when they joined (national form); NULL only for an owner whose
  -- migrated account has no number yet.
  mphon_no text CHECK (mphon_no ~ '^01[016789][0-9]{7,8}$'),
  prtcpnt_sttus_code text NOT NULL CHECK (prtcpnt_sttus_code IN ('0001', '0002', '0003')),
  mngr_at boolean NOT NULL DEFAULT false CHECK (NOT mngr_at OR prtcpnt_sttus_code = '0002'),
  invited_by text REFERENCES users (user_id) ON DELETE SET NULL,
  invite_mssage text NOT NULL DEFAULT '' CHECK (char_length(invite_mssage) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  joined_at timestamptz CHECK ((joined_at IS NOT NULL) = (prtcpnt_sttus_code = '0002')),
  answered_at timestamptz,
  CHECK (prtcpnt_sttus_code = '0001' OR user_id IS NOT NULL),
  CHECK (prtcpnt_sttus_code <> '0001' OR mphon_no IS NOT NULL)
);
-- One live row (waiting or member) per person and per number in a channel; refusals may repeat.
CREATE UNIQUE INDEX channel_participants_person_idx ON channel_participants (chn_sn, user_id)
  WHERE prtcpnt_sttus_code IN ('0001', '0002');
CREATE UNIQUE INDEX channel_participants_number_idx ON channel_participants (chn_sn, mphon_no)
  WHERE prtcpnt_sttus_code IN ('0001', '0002');
-- One manager per channel.
CREATE UNIQUE INDEX channel_participants_manager_idx ON channel_participants (chn_sn) WHERE mngr_at;
-- "My channels" and "my invitations".
CREATE INDEX channel_participants_user_idx ON channel_participants (user_id, prtcpnt_sttus_code);
CREATE INDEX channel_participants_waiting_number_idx ON channel_participants (mphon_no)
  WHERE user_id IS NULL AND prtcpnt_sttus_code = '0001';

-- What was posted: written (board) or made by the server from a shared record (act_data). A post may go to
-- several channels at once; each channel's copy (channel_feeds) has its own comments, likes and reads.
CREATE TABLE feeds (
  feed_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text REFERENCES users (user_id) ON DELETE SET NULL,
  act_code text NOT NULL CHECK (act_code ~ '^[0-9]{4}$'),
  feed_title text CHECK (char_length(feed_title) <= 50),
  feed_cn text CHECK (char_length(feed_cn) <= 500),
  feed_bg_code text CHECK (feed_bg_code ~ '^[0-9]{4}$'),
  act_data jsonb CHECK (act_data IS NULL OR jsonb_typeof(act_data) = 'object'),
  -- In display order; each one a stored_images row of purpose 'board'.
  image_ids uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(image_ids) <= 5),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE channel_feeds (
  feed_sn integer NOT NULL REFERENCES feeds (feed_sn) ON DELETE CASCADE,
  chn_sn integer NOT NULL REFERENCES channels (chn_sn) ON DELETE CASCADE,
  -- Kept in step with feed_likes and feed_comments in the same transaction, so that a page reads no counts.
  like_cnt integer NOT NULL DEFAULT 0 CHECK (like_cnt >= 0),
  comt_cnt integer NOT NULL DEFAULT 0 CHECK (comt_cnt >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Deleted by its author or the manager: gone for everyone.
  deleted_at timestamptz,
  PRIMARY KEY (feed_sn, chn_sn)
);
-- A channel's page, newest first (feed_sn grows with time); the cursor is the last feed_sn seen.
CREATE INDEX channel_feeds_page_idx ON channel_feeds (chn_sn, feed_sn DESC) WHERE deleted_at IS NULL;

CREATE TABLE feed_comments (
  comt_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed_sn integer NOT NULL,
  chn_sn integer NOT NULL,
  -- The comment replied to; replies are one level deep (a reply to a reply names the top comment).
  upper_comt_sn integer REFERENCES feed_comments (comt_sn) ON DELETE CASCADE,
  user_id text REFERENCES users (user_id) ON DELETE SET NULL,
  comt_cn text NOT NULL CHECK (char_length(comt_cn) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  FOREIGN KEY (feed_sn, chn_sn) REFERENCES channel_feeds (feed_sn, chn_sn) ON DELETE CASCADE
);
CREATE INDEX feed_comments_feed_idx ON feed_comments (feed_sn, chn_sn, comt_sn);
CREATE INDEX feed_comments_user_idx ON feed_comments (user_id);

CREATE TABLE feed_likes (
  feed_sn integer NOT NULL,
  chn_sn integer NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feed_sn, chn_sn, user_id),
  FOREIGN KEY (feed_sn, chn_sn) REFERENCES channel_feeds (feed_sn, chn_sn) ON DELETE CASCADE
);

-- Each person's own marks on a post: read, hidden from their feed.
CREATE TABLE feed_user_states (
  feed_sn integer NOT NULL,
  chn_sn integer NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  read_at timestamptz,
  hidden_at timestamptz,
  PRIMARY KEY (user_id, chn_sn, feed_sn),
  FOREIGN KEY (feed_sn, chn_sn) REFERENCES channel_feeds (feed_sn, chn_sn) ON DELETE CASCADE
);

-- The feedback board (`/api/service/inqry`): a person writes, an operator answers (see the README's command).
CREATE TABLE inquiries (
  inqry_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text REFERENCES users (user_id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  content text NOT NULL CHECK (char_length(content) < 500),
  private_at boolean NOT NULL,
  answer text CHECK (char_length(answer) BETWEEN 1 AND 2000),
  answered_at timestamptz CHECK ((answered_at IS NULL) = (answer IS NULL)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiries_page_idx ON inquiries (inqry_sn DESC);

-- Every account has its own channel from the start, whichever way the account was made (sign-up, migration,
-- seeding), and sees the invitations sent to its number before it existed.
CREATE FUNCTION make_my_channel(owner users) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_chn_sn integer;
BEGIN
  INSERT INTO channels (chn_type_code, chn_nm, created_at)
    VALUES ('0001', left(coalesce(owner.user_nm, owner.user_id), 25), owner.created_at)
    RETURNING chn_sn INTO new_chn_sn;
  INSERT INTO channel_participants
      (chn_sn, user_id, mphon_no, prtcpnt_sttus_code, mngr_at, created_at, joined_at)
    VALUES (new_chn_sn, owner.user_id, owner.user_mphon_no, '0002', true, owner.created_at, owner.created_at);
  UPDATE users SET my_chn_sn = new_chn_sn WHERE user_id = owner.user_id;
END;
$$;

CREATE FUNCTION create_my_channel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM make_my_channel(NEW);
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_my_channel AFTER INSERT ON users FOR EACH ROW
  WHEN (NEW.unregistered_at IS NULL AND NEW.my_chn_sn IS NULL) EXECUTE FUNCTION create_my_channel();

CREATE FUNCTION claim_channel_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE channel_participants SET user_id = NEW.user_id
    WHERE user_id IS NULL AND prtcpnt_sttus_code = '0001' AND mphon_no = NEW.user_mphon_no
      AND NOT EXISTS (SELECT 1 FROM channel_participants AS member
                      WHERE member.chn_sn = channel_participants.chn_sn AND member.user_id = NEW.user_id
                        AND member.prtcpnt_sttus_code IN ('0001', '0002'));
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_claim_invitations AFTER INSERT OR UPDATE OF user_mphon_no ON users FOR EACH ROW
  WHEN (NEW.unregistered_at IS NULL AND NEW.user_mphon_no IS NOT NULL) EXECUTE FUNCTION claim_channel_invitations();

-- Accounts made before channels existed get theirs now.
SELECT make_my_channel(users) FROM users WHERE unregistered_at IS NULL AND my_chn_sn IS NULL ORDER BY user_id;

-- Invitation texts carry a join link, not a code.
ALTER TABLE dev_sms_outbox ALTER COLUMN auth_code DROP NOT NULL;
