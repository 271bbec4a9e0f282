-- Two results of one model computed at the same instant (one request's clock, a fixed test clock) were ordered by
-- their random uuid, so "the latest" could be the older one: the order they were stored in settles it.
ALTER TABLE prediction_results ADD COLUMN stored_seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX prediction_results_user_model_date_idx;
CREATE INDEX prediction_results_user_model_date_idx
  ON prediction_results (user_id, model_id, computed_at DESC, stored_seq DESC);
