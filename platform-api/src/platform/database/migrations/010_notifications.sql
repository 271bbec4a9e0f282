-- The notification centre (issue 13, spec section 7 `/api/service/noti`): one row per notification to a person.
-- The text is not stored: `kind` names the locale key `notifications.kinds.<kind>` and `params` fills it, so the
-- same row reads in ko, en and km. Inserting one also sends NOTIFY app_notification (see notification-store.ts).
CREATE TABLE notifications (
  noti_sn bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[0-9]{4}$'),
  params jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object'),
  -- The app path it opens; NULL when it opens nothing.
  link text CHECK (link LIKE '/%'),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Whoever makes notifications names each one, so that a retry (another instance, a restart) adds nothing.
  dedupe_key text UNIQUE
);
-- The list, newest first.
CREATE INDEX notifications_user_idx ON notifications (user_id, noti_sn DESC);
-- The bell's unread count.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
