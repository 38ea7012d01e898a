-- issue 16: the station remarks of 12 months (archive.md §3) in their own small table, kept by triggers in the same
-- transaction as every write of ts_value (posts, seeds, the long fixture). Each row holds the metadata answer's
-- {dt, text} ready as JSON, so a round's remarks cost a short range scan of small rows — not a heap fetch from the
-- values table, a jsonb lookup, a date conversion and a sort per remark (queries/timeseries-metadata.ts).
CREATE TABLE ts_station_remark (
  seq bigint PRIMARY KEY,
  ts_id text NOT NULL,
  dt timestamptz NOT NULL,
  remark json NOT NULL
);
CREATE INDEX ts_station_remark_ts_dt ON ts_station_remark (ts_id, dt, seq);

-- the answer's staRemarks entry; dt as JavaScript's toISOString writes it, whatever the session's time zone
CREATE FUNCTION station_remark_json(dt timestamptz, text text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('dt', to_char(dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'text', text)
$$;

CREATE FUNCTION keep_ts_station_remark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM ts_station_remark WHERE seq = OLD.seq;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.sta_remark->>'text' <> '' THEN
    INSERT INTO ts_station_remark (seq, ts_id, dt, remark)
    VALUES (NEW.seq, NEW.ts_id, NEW.dt, station_remark_json(NEW.dt, NEW.sta_remark->>'text'));
  END IF;
  RETURN NULL;
END
$$;

-- only values with a remark fire (a bulk insert of plain values queues nothing)
CREATE TRIGGER ts_value_station_remark_insert AFTER INSERT ON ts_value
  FOR EACH ROW WHEN (NEW.sta_remark->>'text' <> '') EXECUTE FUNCTION keep_ts_station_remark();
CREATE TRIGGER ts_value_station_remark_delete AFTER DELETE ON ts_value
  FOR EACH ROW WHEN (OLD.sta_remark->>'text' <> '') EXECUTE FUNCTION keep_ts_station_remark();
CREATE TRIGGER ts_value_station_remark_update AFTER UPDATE OF ts_id, dt, sta_remark ON ts_value
  FOR EACH ROW WHEN (OLD.sta_remark->>'text' <> '' OR NEW.sta_remark->>'text' <> '') EXECUTE FUNCTION keep_ts_station_remark();

-- existing remarks, read through the partial index of migration 004, which nothing needs afterwards (the planner,
-- without statistics on the remark text, would read all of a long history's table instead)
SET LOCAL enable_seqscan = off;
INSERT INTO ts_station_remark (seq, ts_id, dt, remark)
  SELECT seq, ts_id, dt, station_remark_json(dt, sta_remark->>'text') FROM ts_value WHERE sta_remark->>'text' <> '';
DROP INDEX ts_value_remarks;
ANALYZE ts_station_remark;
