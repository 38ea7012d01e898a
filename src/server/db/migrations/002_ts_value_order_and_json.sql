-- seq: the order values were written in, so values of one timeseries at the same dt (posted by several rounds)
-- are always answered in the same order.
-- value_json / value_json_remarks: each value's JSON text for the values call, stored the first time the value
-- is read (readValuesJson in queries/history.ts), the second only for values with remarks.
ALTER TABLE ts_value ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN value_json text, ADD COLUMN value_json_remarks text;
