-- Health data (issue 4): FHIR R4 Observations and DiagnosticReports kept as sent (plus server fields), the
-- numeric values the aggregation reads, and who shares their data with whom.

-- One row per Observation. `resource` is the whole resource; the other columns are copies of what search
-- needs. code_system / code: the first coding of Observation.code. effective_start: effectiveDateTime,
-- effectiveInstant or effectivePeriod.start.
CREATE TABLE observations (
  id uuid PRIMARY KEY,
  subject uuid NOT NULL,
  code_system text,
  code text CHECK (char_length(code) > 0),
  category text,
  effective_start timestamptz NOT NULL,
  effective_end timestamptz CHECK (effective_end >= effective_start),
  -- valueQuantity.value, when the record has one.
  value numeric,
  -- 'system|value' of each identifier (conditional create, identifier search).
  identifiers text[] NOT NULL DEFAULT '{}',
  -- Each component coding twice, as 'code' and 'system|code', so that combo-code matches either form.
  component_codes text[] NOT NULL DEFAULT '{}',
  resource jsonb NOT NULL CHECK (resource ->> 'resourceType' = 'Observation' AND resource ->> 'id' = id::text),
  version_id integer NOT NULL DEFAULT 1 CHECK (version_id >= 1),
  last_updated timestamptz NOT NULL DEFAULT now(),
  idempotency_key text CHECK (char_length(idempotency_key) BETWEEN 1 AND 100),
  UNIQUE (subject, idempotency_key)
);
-- id DESC is the tie-break of every date sort, so that a page is read straight from the index; code_system is
-- included so that counting the matches of a `system|code` search (the Bundle's total) reads the index only.
CREATE INDEX observations_subject_code_date_idx ON observations (subject, code, effective_start DESC, id DESC)
  INCLUDE (code_system);
CREATE INDEX observations_subject_date_idx ON observations (subject, effective_start DESC, id DESC);
CREATE INDEX observations_identifiers_idx ON observations USING gin (identifiers);
CREATE INDEX observations_component_codes_idx ON observations USING gin (component_codes);

-- One row per numeric value of an Observation: its own valueQuantity (code = the record's code, upper_code
-- NULL) and each component's (code = the component's code, upper_code = the record's code). Kept in step
-- with observations in the same transaction; aggregation reads only this table.
CREATE TABLE observation_values (
  observation_id uuid NOT NULL REFERENCES observations (id) ON DELETE CASCADE,
  subject uuid NOT NULL,
  code text NOT NULL CHECK (char_length(code) > 0),
  upper_code text,
  effective_start timestamptz NOT NULL,
  value numeric NOT NULL
);
-- upper_code is included too so that an aggregate filtered by it stays an index-only scan.
CREATE INDEX observation_values_subject_code_date_idx ON observation_values (subject, code, effective_start)
  INCLUDE (value, upper_code);
CREATE INDEX observation_values_observation_id_idx ON observation_values (observation_id);

-- Checkups (and any other DiagnosticReport), kept like observations.
CREATE TABLE diagnostic_reports (
  id uuid PRIMARY KEY,
  subject uuid NOT NULL,
  identifiers text[] NOT NULL DEFAULT '{}',
  effective_start timestamptz NOT NULL,
  resource jsonb NOT NULL CHECK (resource ->> 'resourceType' = 'DiagnosticReport' AND resource ->> 'id' = id::text),
  version_id integer NOT NULL DEFAULT 1 CHECK (version_id >= 1),
  last_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diagnostic_reports_subject_date_idx ON diagnostic_reports (subject, effective_start DESC, id DESC);
CREATE INDEX diagnostic_reports_identifiers_idx ON diagnostic_reports USING gin (identifiers);

-- The owner shares their health data with the shared user, who may then read (never write) it.
CREATE TABLE shared_users (
  owner_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  shared_user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_user_id, shared_user_id),
  CHECK (owner_user_id <> shared_user_id)
);
CREATE INDEX shared_users_shared_user_id_idx ON shared_users (shared_user_id);
