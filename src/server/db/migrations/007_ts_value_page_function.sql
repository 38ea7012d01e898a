-- issue 13: the values call (queries/value-pages.ts) in one database call instead of one per series, and a version
-- per series so the server can keep answers of unchanged series (routes/values-answer-cache.ts).

-- version: taken from one sequence by every statement that writes values of the series (insert, delete, an update
-- of anything but the stored JSON texts), in the same transaction; a series without a row has not been written
-- since this migration. Kept by statement triggers, so a bulk insert costs one upsert per series, not per value.
CREATE SEQUENCE ts_series_version_seq;
CREATE TABLE ts_series_version (
  ts_id text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION keep_ts_series_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_version bigint := nextval('ts_series_version_seq');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ts_series_version (ts_id, version) SELECT DISTINCT ts_id, new_version FROM new_rows
      ON CONFLICT (ts_id) DO UPDATE SET version = excluded.version;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ts_series_version (ts_id, version) SELECT DISTINCT ts_id, new_version FROM old_rows
      ON CONFLICT (ts_id) DO UPDATE SET version = excluded.version;
  ELSE
    -- storing a value's JSON text (value_json, value_json_remarks) changes no answer
    INSERT INTO ts_series_version (ts_id, version)
      SELECT DISTINCT changed.ts_id, new_version
      FROM old_rows o JOIN new_rows n USING (seq), LATERAL (VALUES (o.ts_id), (n.ts_id)) AS changed(ts_id)
      WHERE (o.ts_id, o.dt, o.value, o.sta_remark, o.ts_remark, o.instance_id)
              IS DISTINCT FROM (n.ts_id, n.dt, n.value, n.sta_remark, n.ts_remark, n.instance_id)
      ON CONFLICT (ts_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ts_value_series_version_insert AFTER INSERT ON ts_value
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_ts_series_version();
CREATE TRIGGER ts_value_series_version_delete AFTER DELETE ON ts_value
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_ts_series_version();
CREATE TRIGGER ts_value_series_version_update AFTER UPDATE ON ts_value
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_ts_series_version();

-- a value changed in place answers its new content: its stored JSON texts are made again when it is next read
CREATE FUNCTION forget_ts_value_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.value_json := NULL;
  NEW.value_json_remarks := NULL;
  RETURN NEW;
END
$$;
CREATE TRIGGER ts_value_forget_json BEFORE UPDATE OF ts_id, dt, value, sta_remark, ts_remark, instance_id ON ts_value
  FOR EACH ROW EXECUTE FUNCTION forget_ts_value_json();

-- a value's JSON text in the array form: tsId, dt (ISO with ms and Z), value, instanceId when present, and with
-- `remarks` those present (stored in value_json / value_json_remarks the first time the value is read)
CREATE FUNCTION ts_value_json(ts_id text, dt timestamptz, value float8, instance_id text, sta_remark jsonb, ts_remark jsonb,
                              remarks boolean) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"tsId":' || to_json(ts_id)::text
    || ',"dt":"' || to_char(dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","value":' || coalesce(value::text, 'null')
    || coalesce(',"instanceId":' || to_json(instance_id)::text, '')
    || CASE WHEN remarks
         THEN coalesce(',"staRemark":' || sta_remark::text, '') || coalesce(',"tsRemark":' || ts_remark::text, '')
         ELSE '' END
    || '}'
$$;

-- One page of the values call: the series in the given order, each read by a range scan of (ts_id, dt, seq) from the
-- window's start (or, for the continuation's series, after its last value), at most as many values as the page
-- still has room for. One row per series read: its JSON part (the array form's values joined by commas, or the
-- column form's object) and its count; the row that fills the page also names its last value and whether any
-- value follows it (in this series or, when it is not the last, in a later one).
CREATE FUNCTION ts_value_page(series_ids text[], window_start timestamptz, after_series text, after_dt timestamptz,
                              after_seq bigint, page_limit int, with_remarks boolean, as_columns boolean)
RETURNS TABLE (series_id text, part text, value_count int, last_dt text, last_seq text, more boolean)
LANGUAGE plpgsql AS $$
DECLARE
  room int := page_limit;
  waiting boolean := after_series IS NOT NULL;
  start_dt timestamptz;
  start_seq bigint;
  unstored boolean;
  last_row record;
BEGIN
  window_start := coalesce(window_start, '-infinity');
  FOREACH series_id IN ARRAY series_ids LOOP
    IF waiting AND series_id <> after_series THEN CONTINUE; END IF;
    start_dt := CASE WHEN waiting THEN after_dt ELSE '-infinity' END;
    start_seq := CASE WHEN waiting THEN after_seq ELSE -9223372036854775808 END;
    waiting := false;
    unstored := false;
    IF as_columns THEN
      SELECT '{"tsId":' || to_json(series_id)::text
          || ',"t":[' || coalesce(string_agg((extract(epoch FROM p.dt) * 1000)::float8::text, ',' ORDER BY p.rn), '') || ']'
          || ',"v":[' || coalesce(string_agg(coalesce(p.value::text, 'null'), ',' ORDER BY p.rn), '') || ']'
          || CASE WHEN with_remarks THEN ',"remarks":[' || coalesce(string_agg('{"i":' || (p.rn - 1)::text
               || coalesce(',"staRemark":' || p.sta_remark::text, '') || coalesce(',"tsRemark":' || p.ts_remark::text, '') || '}',
               ',' ORDER BY p.rn) FILTER (WHERE p.sta_remark IS NOT NULL OR p.ts_remark IS NOT NULL), '') || ']' ELSE '' END
          || '}',
        count(*)::int
      INTO part, value_count
      FROM (SELECT t.dt, t.value, t.sta_remark, t.ts_remark, row_number() OVER (ORDER BY t.dt, t.seq) AS rn
            FROM (SELECT * FROM ts_value v WHERE v.ts_id = series_id AND v.dt >= window_start
                    AND (v.dt, v.seq) > (start_dt, start_seq) ORDER BY v.dt, v.seq LIMIT room) t) p;
    ELSE
      SELECT string_agg(CASE WHEN p.value_json IS NULL THEN ts_value_json(p.ts_id, p.dt, p.value, p.instance_id, p.sta_remark, p.ts_remark, with_remarks)
                             WHEN with_remarks AND p.value_json_remarks IS NOT NULL THEN p.value_json_remarks
                             ELSE p.value_json END, ',' ORDER BY p.dt, p.seq),
        count(*)::int, coalesce(bool_or(p.value_json IS NULL), false)
      INTO part, value_count, unstored
      FROM (SELECT * FROM ts_value v WHERE v.ts_id = series_id AND v.dt >= window_start
              AND (v.dt, v.seq) > (start_dt, start_seq) ORDER BY v.dt, v.seq LIMIT room) p;
    END IF;
    last_dt := NULL;
    last_seq := NULL;
    more := false;
    IF value_count > 0 AND (unstored OR value_count = room) THEN
      SELECT p.dt, p.seq INTO last_row FROM ts_value p WHERE p.ts_id = series_id AND p.dt >= window_start
        AND (p.dt, p.seq) > (start_dt, start_seq) ORDER BY p.dt, p.seq OFFSET value_count - 1 LIMIT 1;
    END IF;
    IF unstored THEN
      UPDATE ts_value v SET value_json = ts_value_json(v.ts_id, v.dt, v.value, v.instance_id, v.sta_remark, v.ts_remark, false),
          value_json_remarks = CASE WHEN v.sta_remark IS NOT NULL OR v.ts_remark IS NOT NULL
            THEN ts_value_json(v.ts_id, v.dt, v.value, v.instance_id, v.sta_remark, v.ts_remark, true) END
        WHERE v.ts_id = series_id AND v.dt >= window_start AND (v.dt, v.seq) > (start_dt, start_seq)
          AND (v.dt, v.seq) <= (last_row.dt, last_row.seq) AND v.value_json IS NULL;
    END IF;
    room := room - value_count;
    IF room = 0 THEN
      last_dt := to_char(last_row.dt AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"');
      last_seq := last_row.seq::text;
      more := series_id <> series_ids[array_upper(series_ids, 1)] OR EXISTS (SELECT FROM ts_value p
        WHERE p.ts_id = series_id AND p.dt >= window_start AND (p.dt, p.seq) > (last_row.dt, last_row.seq));
    END IF;
    IF value_count > 0 THEN RETURN NEXT; END IF;
    EXIT WHEN room = 0;
  END LOOP;
END
$$;
