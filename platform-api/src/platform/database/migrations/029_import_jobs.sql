-- Background imports of a file a person uploaded (issue 31.3: an Apple Health export). The upload is kept as a
-- file (`file_name`, under the API's import directory) until its job ends. Any API instance claims a queued job,
-- or one whose lease ran out (its instance stopped), with FOR UPDATE SKIP LOCKED, and extends the lease at each
-- checkpoint. `position` is how many of the file's records are behind the last checkpoint: their records are
-- committed in the same transaction as it, so that an instance that takes the job over skips exactly those and
-- neither starts again nor imports anything twice. `counts` is the progress the app shows: records read, imported,
-- skipped as duplicates, of a type the app does not show (by type), and refused (by M-code).
CREATE TABLE import_jobs (
  job_id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('apple-health')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  file_name text NOT NULL,
  file_format text NOT NULL CHECK (file_format IN ('zip', 'xml')),
  file_bytes bigint NOT NULL CHECK (file_bytes >= 0),
  position bigint NOT NULL DEFAULT 0 CHECK (position >= 0),
  counts jsonb NOT NULL,
  failure_code text CHECK (failure_code ~ '^M[0-9]{4}$'),
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX import_jobs_user_idx ON import_jobs (user_id, created_at DESC);
CREATE INDEX import_jobs_open_idx ON import_jobs (created_at) WHERE status IN ('queued', 'running');
-- One open import per person: a second file waits until the first is done (409 M1196).
CREATE UNIQUE INDEX import_jobs_one_open_idx ON import_jobs (user_id) WHERE status IN ('queued', 'running');
