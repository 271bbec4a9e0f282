-- Rate-limit counters shared by every API instance on this database (issue 15): one row per limited key (a hash of
-- route or rule, IP address, username, token family or client), counting the hits of its current window. Each hit
-- is one atomic INSERT ... ON CONFLICT DO UPDATE; rows whose window has ended are deleted from time to time.
CREATE TABLE rate_limit_counters (
  key_hash text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_at_idx ON rate_limit_counters (window_ends_at);
