-- issue 13: every values and metadata call checks that its timeseries belong to rounds the caller may see. The
-- rounds' timeseries ids are kept beside their entries, so the check compares short text arrays instead of
-- expanding every entry of every round (2,000 jsonb objects with the bench's rounds) on each call.
CREATE FUNCTION entry_ts_ids(entries jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT e->>'tsId') FILTER (WHERE e->>'tsId' IS NOT NULL), '{}')
  FROM jsonb_array_elements(entries) AS e
$$;
ALTER TABLE measure_round ADD COLUMN ts_ids text[] GENERATED ALWAYS AS (entry_ts_ids(entries)) STORED;
