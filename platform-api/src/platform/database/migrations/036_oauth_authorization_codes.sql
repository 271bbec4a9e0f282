-- OAuth authorization codes (issue 36.8, RFC 6749 section 4.1 with PKCE, RFC 7636): a native host that logs the
-- person in itself gets a one-time code, bound to its client, one allowed redirect URI and an S256 code challenge,
-- and trades it (with the verifier) at the token endpoint. Only the code's SHA-256 is kept: codes are 256 random
-- bits. A code works once; the login it started (its refresh token family) is kept, so that a replayed code can
-- revoke the tokens issued from it (RFC 6749 section 4.1.2).
CREATE TABLE oauth_authorization_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  redirect_uri text NOT NULL CHECK (char_length(redirect_uri) <= 512),
  code_challenge text NOT NULL CHECK (code_challenge ~ '^[A-Za-z0-9_-]{43}$'),
  scope text NOT NULL,
  user_agent text CHECK (char_length(user_agent) <= 256),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  family_id uuid
);
CREATE INDEX oauth_authorization_codes_expires_at_idx ON oauth_authorization_codes (expires_at);
