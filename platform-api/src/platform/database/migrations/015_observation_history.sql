-- Issue 15 (FHIR vread): the earlier versions of each Observation, so that `GET /fhir/Observation/{id}/_history/{vid}`
-- answers any version since this migration. The current version stays in `observations` alone; replacing a
-- record first copies the version it replaces here (in the same transaction). Deleting a record deletes its
-- history with it: nothing of deleted health data is kept.
CREATE TABLE observation_history (
  observation_id uuid NOT NULL REFERENCES observations (id) ON DELETE CASCADE,
  version_id integer NOT NULL CHECK (version_id >= 1),
  resource jsonb NOT NULL CHECK (resource ->> 'resourceType' = 'Observation'),
  last_updated timestamptz NOT NULL,
  PRIMARY KEY (observation_id, version_id)
);
