-- issue 16: the values call pages each series by (dt, seq) from a window's start or a continuation
-- (queries/value-pages.ts); the index covers the old (ts_id, dt) one, which it replaces under the same name.
DROP INDEX IF EXISTS ts_value_ts_dt;
CREATE INDEX ts_value_ts_dt ON ts_value (ts_id, dt, seq);
