-- Web Push (issue 29): a person's browsers that asked for pushes, and the pushes still to send to them.

-- One row per browser (its push service endpoint), made in one login (`session_id`, the refresh-token family):
-- logging out of that session or withdrawing removes it, and no push goes to a session that has ended.
CREATE TABLE push_subscriptions (
  push_sub_sn bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  session_id uuid,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 2048),
  -- The browser's ECDH public key (P-256, uncompressed) and authentication secret, base64url (RFC 8291).
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 128),
  auth text NOT NULL CHECK (char_length(auth) <= 64),
  -- The language the browser's pushes are written in.
  language text NOT NULL CHECK (language IN ('ko', 'en', 'km')),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, last_used_at);
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);

-- One row per notification and browser, written in the statement that stores the notification (so a
-- notification rolled back pushes nothing); each API instance claims due rows with FOR UPDATE SKIP LOCKED and
-- holds them for a lease while it sends, outside any transaction.
CREATE TABLE push_outbox (
  push_sn bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  push_sub_sn bigint NOT NULL REFERENCES push_subscriptions (push_sub_sn) ON DELETE CASCADE,
  noti_sn bigint NOT NULL REFERENCES notifications (noti_sn) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until timestamptz,
  UNIQUE (push_sub_sn, noti_sn)
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at);
