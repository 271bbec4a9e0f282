-- Sessions and share requests (issue 15).

-- The session list of account settings: a session is a token family (one login), shown with the device's user
-- agent as given at login (copied to each rotated token), when it started and when it was last refreshed.
ALTER TABLE refresh_tokens ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 256);
CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id);

-- Sharing my health data asks first: the request waits until the other person accepts (a row in shared_users,
-- this one deleted) or it expires. The id is kept as typed, with no foreign key: an id no account has is
-- requested alike, so that asking tells the requester nothing about which ids exist. A declined request is kept
-- until it expires, so that declining looks to the requester as no answer does.
CREATE TABLE share_requests (
  owner_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  requested_user_id text NOT NULL CHECK (char_length(requested_user_id) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  declined_at timestamptz,
  PRIMARY KEY (owner_user_id, requested_user_id),
  CHECK (owner_user_id <> requested_user_id)
);
CREATE INDEX share_requests_requested_user_id_idx ON share_requests (requested_user_id);
