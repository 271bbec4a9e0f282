-- The answers to writes sent with an `Idempotency-Key` header (issue 15, the app-wide offline queue): one row per
-- user and key. A row without a status is a request still being handled; once answered, its status, the headers a
-- client needs and the body are kept, and the same key from the same user gets that answer again without a second
-- write. Rows older than a day are deleted as new ones come.
CREATE TABLE idempotent_requests (
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 100),
  method text NOT NULL,
  path text NOT NULL,
  status_code integer,
  headers jsonb,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotent_requests_created_at_idx ON idempotent_requests (created_at);
