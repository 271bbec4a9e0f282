-- Routines and health goals (issue 12): a person's goals, the plan of each, and one row per planned or
-- recorded day of exercise, no-smoking and drinking. Life-log values (weight, waist) stay in the FHIR store.
-- Flags the wire spells Y/N are kept as 'Y'/'N' text so that a row reads like the answer it becomes.

-- One row per goal. The state is never stored: it follows the calendar (scheduled before goal_begin_de, in
-- progress until goal_end_de, ended after it) unless ended_early_at says the person ended it, in which case
-- goal_end_de was moved to that day. A deleted goal keeps its row (deleted_at) but is never answered.
CREATE TABLE health_goals (
  helth_goal_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  goal_begin_de date NOT NULL,
  goal_end_de date NOT NULL CHECK (goal_end_de >= goal_begin_de),
  ended_early_at timestamptz,
  deleted_at timestamptz,
  nosmkng_at text NOT NULL CHECK (nosmkng_at IN ('Y', 'N')),
  -- The drinking limits: all four NULL when the goal has no drinking part.
  alchl_co smallint CHECK (alchl_co BETWEEN 0 AND 7),
  alchl_glass_cnt smallint CHECK (alchl_glass_cnt BETWEEN 0 AND 50),
  alchl_co_execut_at text CHECK (alchl_co_execut_at IN ('Y', 'N')),
  alchl_glass_cnt_execut_at text CHECK (alchl_glass_cnt_execut_at IN ('Y', 'N')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (
    (alchl_co IS NULL) = (alchl_glass_cnt IS NULL)
    AND (alchl_co IS NULL) = (alchl_co_execut_at IS NULL)
    AND (alchl_co IS NULL) = (alchl_glass_cnt_execut_at IS NULL)
  )
);
-- History, overlap checks and the dashboard's goals all start from a person's goals that are not deleted.
CREATE INDEX health_goals_user_period_idx ON health_goals (user_id, goal_begin_de, goal_end_de)
  WHERE deleted_at IS NULL;

-- The weight (0001) or waist (0002) target of a goal: at most one of each.
CREATE TABLE health_goal_targets (
  helth_goal_sn integer NOT NULL REFERENCES health_goals (helth_goal_sn) ON DELETE CASCADE,
  helth_goal_item_code text NOT NULL CHECK (helth_goal_item_code IN ('0001', '0002')),
  before_val numeric(5, 1) NOT NULL CHECK (before_val > 0),
  goal_val numeric(5, 1) NOT NULL CHECK (goal_val > 0),
  PRIMARY KEY (helth_goal_sn, helth_goal_item_code)
);

-- The weekly plan of a goal: each exercise with its minutes, time of day and weekdays (dowCode 0001 Sunday ...
-- 0007 Saturday). For a goal in progress it is the plan from the Monday after its last edit; the days before
-- keep the plan they were generated from in exercise_details.
CREATE TABLE health_goal_exercises (
  helth_goal_sn integer NOT NULL REFERENCES health_goals (helth_goal_sn) ON DELETE CASCADE,
  exrcise_ordr smallint NOT NULL CHECK (exrcise_ordr >= 0),
  exrcise_item_code text NOT NULL CHECK (exrcise_item_code ~ '^[0-9]{4}$'),
  exrcise_time_mi smallint NOT NULL CHECK (exrcise_time_mi BETWEEN 1 AND 300),
  exrcise_tod_code text NOT NULL CHECK (exrcise_tod_code IN ('0001', '0002', '0003', '0004')),
  exrcise_creat_type_code text NOT NULL CHECK (exrcise_creat_type_code IN ('0001', '0002')),
  dow_codes text[] NOT NULL CHECK (cardinality(dow_codes) BETWEEN 1 AND 7),
  PRIMARY KEY (helth_goal_sn, exrcise_ordr)
);

-- One row per exercise of a day: generated from the plan (creation type 0001 or 0002 as planned) or recorded by
-- hand (0002, exercise_manual). metsVal is copied from the catalogue when the row is made, so that a later
-- catalogue change never rewrites the past; cnsum_cal_val is stored when the exercise is checked done (from the
-- weight of that moment) and computed from the latest weight otherwise.
CREATE TABLE exercise_details (
  exrcise_execut_dtls_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  helth_goal_sn integer NOT NULL REFERENCES health_goals (helth_goal_sn) ON DELETE CASCADE,
  -- The goal's owner, copied so that the dashboard's range reads one index.
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  exrcise_item_code text NOT NULL CHECK (exrcise_item_code ~ '^[0-9]{4}$'),
  exrcise_plan_de date NOT NULL,
  exrcise_tod_code text NOT NULL CHECK (exrcise_tod_code IN ('0001', '0002', '0003', '0004')),
  exrcise_time_mi smallint NOT NULL CHECK (exrcise_time_mi BETWEEN 1 AND 300),
  exrcise_at text CHECK (exrcise_at IN ('Y', 'N')),
  delay_exrcise_at text NOT NULL DEFAULT 'N' CHECK (delay_exrcise_at IN ('Y', 'N')),
  exrcise_creat_type_code text NOT NULL CHECK (exrcise_creat_type_code IN ('0001', '0002')),
  -- True for a row recorded by hand (the manual calls), false for one generated from the plan.
  manual boolean NOT NULL DEFAULT false,
  mets_val numeric(4, 1) NOT NULL CHECK (mets_val > 0),
  cnsum_cal_val numeric(7, 1) CHECK (cnsum_cal_val >= 0)
);
CREATE INDEX exercise_details_user_date_idx ON exercise_details (user_id, exrcise_plan_de);
CREATE INDEX exercise_details_goal_date_idx ON exercise_details (helth_goal_sn, exrcise_plan_de);

-- One row per day of a goal with no-smoking. nosmkng_at: Y did not smoke, N smoked, NULL not entered.
CREATE TABLE no_smoking_details (
  nosmkng_execut_dtls_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  helth_goal_sn integer NOT NULL REFERENCES health_goals (helth_goal_sn) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  nosmkng_plan_de date NOT NULL,
  nosmkng_at text CHECK (nosmkng_at IN ('Y', 'N')),
  UNIQUE (helth_goal_sn, nosmkng_plan_de)
);
CREATE INDEX no_smoking_details_user_date_idx ON no_smoking_details (user_id, nosmkng_plan_de);

-- One row per day of a goal with drinking limits. alchl_at: Y drank, N did not, NULL not entered; the glasses
-- by kind as entered (jsonb of the kernel's GlassCounts), their total and grams of pure alcohol.
CREATE TABLE drinking_details (
  alchl_execut_dtls_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  helth_goal_sn integer NOT NULL REFERENCES health_goals (helth_goal_sn) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  alchl_plan_de date NOT NULL,
  alchl_at text CHECK (alchl_at IN ('Y', 'N')),
  alchl_glass_cnt smallint CHECK (alchl_glass_cnt BETWEEN 0 AND 400),
  alchl_glass_cnt_dtl jsonb CHECK (jsonb_typeof(alchl_glass_cnt_dtl) = 'object'),
  alchl_gram_val numeric(7, 1) CHECK (alchl_gram_val >= 0),
  UNIQUE (helth_goal_sn, alchl_plan_de)
);
CREATE INDEX drinking_details_user_date_idx ON drinking_details (user_id, alchl_plan_de);

-- The exercise items a person marked, by catalogue code (the catalogue itself lives in code).
CREATE TABLE exercise_bookmarks (
  user_exrcise_item_bmark_sn integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  exrcise_item_code text NOT NULL CHECK (exrcise_item_code ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, exrcise_item_code)
);
