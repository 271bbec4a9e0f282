-- App versions and maintenance (issue 36.3, spec section 7 `GET /appinfo/{id}`): per platform the oldest version
-- still served and the newest published, and at most one maintenance window. Both are set by the operator command
-- (`pnpm --filter platform-api operator -- ...`); every API instance reads them from here.
CREATE TABLE app_versions (
  platform text PRIMARY KEY CHECK (platform IN ('android', 'ios', 'web')),
  minimum_version text NOT NULL,
  latest_version text NOT NULL,
  updated_at timestamptz NOT NULL
);
INSERT INTO app_versions (platform, minimum_version, latest_version, updated_at)
VALUES ('android', '0.0.0', '0.0.0', now()), ('ios', '0.0.0', '0.0.0', now()), ('web', '0.0.0', '0.0.0', now());

-- One row at most (the key is always true): setting a window replaces the previous one, lifting deletes it.
CREATE TABLE maintenance_window (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  message_code text NOT NULL CHECK (message_code ~ '^M[0-9]{4}$'),
  CHECK (starts_at < ends_at)
);
