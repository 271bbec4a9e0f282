-- A person's settings (issue 36, spec section 7 `/setting`): the notifications they turned off, quiet hours, and
-- the language every device writes to them in. No row: the defaults (everything on, no quiet hours, each
-- device's language). The notification store reads it in the statement that stores a notification, so a
-- notification turned off is never stored nor pushed, and quiet hours hold back its push.
CREATE TABLE user_settings (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  -- notiKindCodes the person turned off.
  muted_kinds text[] NOT NULL DEFAULT '{}',
  quiet_start time,
  quiet_end time,
  -- The IANA zone quiet hours are read in; checked against pg_timezone_names when saved.
  time_zone text NOT NULL,
  language text CHECK (language IN ('ko', 'en', 'km')),
  updated_at timestamptz NOT NULL,
  CHECK ((quiet_start IS NULL AND quiet_end IS NULL) OR quiet_start <> quiet_end)
);
