-- Issue 11: the archive list answers summary rows and what changed since a version.
-- version: taken from one sequence on every write of a round (insert, decision); summary: the list row
-- (no entries), filled by the server when it writes a round and for older rows at start.
CREATE SEQUENCE completed_round_version_seq;
ALTER TABLE completed_round ADD COLUMN version bigint NOT NULL DEFAULT nextval('completed_round_version_seq');
ALTER TABLE completed_round ADD COLUMN summary jsonb;
CREATE INDEX completed_round_version ON completed_round (version);
