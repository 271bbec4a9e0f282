-- Invitation texts with a budget (issue 34): each invited number takes a slot of its inviter's budget and of the
-- number's own, counted here so that every API instance on this database shares the counts. Reserving holds
-- advisory locks on the inviter and on each number (src/channels/participants/invitation-texts.ts).

-- One row per slot taken: a text sent, or an invitation of a number with an account, which is notified in the app
-- instead but counts the same, so that the budgets tell an inviter nothing about who has an account. Closing the
-- channel frees nothing. Rows are kept 90 days: the month's counts need 30, the opt-out link works 90.
CREATE TABLE invitation_texts (
  text_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inviter_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  mphon_no text NOT NULL CHECK (mphon_no ~ '^01[016789][0-9]{7,8}$'),
  -- The random code of the text's link (/register?invite=<code>); NULL when no text went (an account's number).
  invite_code text UNIQUE CHECK (invite_code ~ '^[A-Za-z0-9_-]{12}$'),
  sent_at timestamptz NOT NULL
);
CREATE INDEX invitation_texts_inviter_idx ON invitation_texts (inviter_id, sent_at);
CREATE INDEX invitation_texts_number_idx ON invitation_texts (mphon_no, sent_at);
CREATE INDEX invitation_texts_sent_at_idx ON invitation_texts (sent_at);

-- Numbers whose holder asked, through a text's link, for no more invitation texts from anyone. Invitations to
-- them are still made and shown in the app.
CREATE TABLE invitation_text_optouts (
  mphon_no text PRIMARY KEY CHECK (mphon_no ~ '^01[016789][0-9]{7,8}$'),
  opted_out_at timestamptz NOT NULL
);

-- Numbers each account looked up (POST /api/channel/prtcpnt/checking) in its current day, which starts at its
-- first lookup; one atomic INSERT ... ON CONFLICT DO UPDATE per call counts them.
CREATE TABLE number_lookup_counters (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  looked_up integer NOT NULL CHECK (looked_up >= 0),
  window_ends_at timestamptz NOT NULL
);
