-- AI chat (issue 5): each person's questions and the assistant's answers, kept until they clear them.
-- engine: which engine wrote an answer (questions have none).
CREATE TABLE ai_chat_messages (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL CHECK (char_length(content) > 0),
  engine text CHECK (engine IN ('offline', 'openai')),
  created_at timestamptz NOT NULL,
  CHECK ((role = 'assistant') = (engine IS NOT NULL))
);
CREATE INDEX ai_chat_messages_user_created_idx ON ai_chat_messages (user_id, created_at DESC, id DESC);
