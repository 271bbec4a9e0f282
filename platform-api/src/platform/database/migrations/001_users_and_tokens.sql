-- Users (spec section 3) and what the token endpoint keeps: refresh tokens and the access-token signing secret.

CREATE TABLE users (
  -- Kept forever, withdrawn users included: a withdrawn id cannot be registered again (M0075).
  user_id text PRIMARY KEY CHECK (char_length(user_id) BETWEEN 3 AND 50),
  password_hash text NOT NULL,
  user_nm text NOT NULL CHECK (char_length(user_nm) BETWEEN 1 AND 5),
  user_brthdy_de date NOT NULL,
  user_gender_code text NOT NULL CHECK (user_gender_code IN ('0001', '0002')),
  user_mphon_no text NOT NULL CHECK (user_mphon_no ~ '^01[016789][0-9]{7,8}$'),
  user_email text CHECK (char_length(user_email) BETWEEN 3 AND 50),
  height numeric(4, 1) CHECK (height BETWEEN 1 AND 500),
  my_chn_sn integer,
  pscstr_sttus_code text,
  fhir_res_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  unregistered_at timestamptz
);

-- Refresh tokens are kept only as hashes. Every login starts a family; each rotation adds a token to it.
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  client_id text NOT NULL,
  scope text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);

-- Secrets the server generates for itself on first start, when the environment gives none.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
