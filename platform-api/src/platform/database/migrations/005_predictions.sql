-- Predictions (issue 5): the results of the prediction models and the questionnaire that feeds them.

-- One row per stored result. model_id is a catalogue model id ('7', '10', '11', '13', 'metabolic-syndrome'),
-- never an alias. result is the kernel's `PredictionResult` without its id (the row's id).
CREATE TABLE prediction_results (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  model_id text NOT NULL CHECK (char_length(model_id) BETWEEN 1 AND 40),
  computed_at timestamptz NOT NULL,
  result jsonb NOT NULL CHECK (jsonb_typeof(result) = 'object')
);
-- The latest result of a model, a person's latest per model, and history pages all read this index.
CREATE INDEX prediction_results_user_model_date_idx ON prediction_results (user_id, model_id, computed_at DESC);

-- What a person answered on /ai/paper-weight (the kernel's `PredictionQuestionnaire`). No row: never answered.
CREATE TABLE prediction_questionnaires (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  updated_at timestamptz NOT NULL
);
