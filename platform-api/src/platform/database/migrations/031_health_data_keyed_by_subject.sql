-- Issue 38.6 (a path past one PostgreSQL): every key of the health-data tables starts with `subject`, so that they
-- can be distributed by subject (Citus) or partitioned by it (PARTITION BY HASH (subject)) as they are: there, a
-- primary key, a unique constraint or a foreign key must hold the distribution column. A record's values and earlier
-- versions reference it through (subject, observation_id) and so live on the same node as the record.
-- An Observation is still found by its id alone (a FHIR read of someone else's record names no subject) through a
-- plain index on id; diagnostic reports are only ever read by subject.

ALTER TABLE observation_values DROP CONSTRAINT observation_values_observation_id_fkey;
ALTER TABLE observation_history DROP CONSTRAINT observation_history_observation_id_fkey;

ALTER TABLE observations DROP CONSTRAINT observations_pkey;
ALTER TABLE observations ADD CONSTRAINT observations_pkey PRIMARY KEY (subject, id);
CREATE INDEX observations_id_idx ON observations (id);

-- The values of one record, found when it is replaced or deleted (and by the foreign key's cascade).
DROP INDEX observation_values_observation_id_idx;
CREATE INDEX observation_values_subject_observation_idx ON observation_values (subject, observation_id);
ALTER TABLE observation_values ADD CONSTRAINT observation_values_observation_fkey
  FOREIGN KEY (subject, observation_id) REFERENCES observations (subject, id) ON DELETE CASCADE;

-- Earlier versions carry their record's subject (taken from the record for those kept before this migration).
ALTER TABLE observation_history ADD COLUMN subject uuid;
UPDATE observation_history AS history SET subject = record.subject
  FROM observations AS record WHERE record.id = history.observation_id;
ALTER TABLE observation_history ALTER COLUMN subject SET NOT NULL;
ALTER TABLE observation_history DROP CONSTRAINT observation_history_pkey;
ALTER TABLE observation_history ADD CONSTRAINT observation_history_pkey
  PRIMARY KEY (subject, observation_id, version_id);
ALTER TABLE observation_history ADD CONSTRAINT observation_history_observation_fkey
  FOREIGN KEY (subject, observation_id) REFERENCES observations (subject, id) ON DELETE CASCADE;

ALTER TABLE diagnostic_reports DROP CONSTRAINT diagnostic_reports_pkey;
ALTER TABLE diagnostic_reports ADD CONSTRAINT diagnostic_reports_pkey PRIMARY KEY (subject, id);
