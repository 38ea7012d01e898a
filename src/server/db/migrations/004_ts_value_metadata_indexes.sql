-- issue 16: the timeseries metadata (archive.md §3) is read through these indexes, so its cost depends on the
-- number of series, not on the length of their history (queries/timeseries-metadata.ts).
-- last value: the newest dt, of equal dts the one written later (seq)
CREATE INDEX ts_value_last ON ts_value (ts_id, dt DESC, seq DESC) WHERE value IS NOT NULL;
-- min / max (and the two lowest / highest for "excluding the last")
CREATE INDEX ts_value_by_value ON ts_value (ts_id, value) WHERE value IS NOT NULL;
-- station remarks of the last 12 months: a range scan over the values that carry one
CREATE INDEX ts_value_remarks ON ts_value (ts_id, dt, seq) WHERE sta_remark->>'text' <> '';
