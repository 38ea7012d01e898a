-- Measure rounds with their entry templates (station, timeseries and metadata, no readings).
CREATE TABLE measure_round (
  mr_id integer PRIMARY KEY,
  mr_name text NOT NULL,
  mr_group text NOT NULL,
  mr_remark text,
  entries jsonb NOT NULL,
  track jsonb,
  overlays jsonb NOT NULL DEFAULT '[]'
);

-- Timeseries history: one row per value; instance_id names the posted round it came from.
CREATE TABLE ts_value (
  ts_id text NOT NULL,
  dt timestamptz NOT NULL,
  value double precision,
  sta_remark jsonb,
  ts_remark jsonb,
  instance_id text
);
CREATE INDEX ts_value_ts_dt ON ts_value (ts_id, dt);

-- Completed (posted) rounds with decisions; instance_id is the idempotency key of the post.
CREATE TABLE completed_round (
  instance_id text PRIMARY KEY,
  mr_id integer NOT NULL,
  submission_time timestamptz NOT NULL,
  value_count integer NOT NULL,
  body jsonb NOT NULL
);
CREATE INDEX completed_round_mr ON completed_round (mr_id, submission_time);

-- Photos per round and image name; they may arrive before or after the round body.
CREATE TABLE round_image (
  mr_id integer NOT NULL,
  image_name text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  dt text,
  sta_number text,
  ts_parameter text,
  ts_id text,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mr_id, image_name)
);

-- Reference lists stored as JSON documents in list order.
CREATE TABLE discharge_meter (position integer PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE facility_model (position integer PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE measure_document (
  md_id text PRIMARY KEY,
  md_filename text NOT NULL,
  md_document text NOT NULL,
  md_last_modified timestamptz NOT NULL
);

-- Users known to permission management and their roles per round.
CREATE TABLE app_user (username text PRIMARY KEY, is_admin boolean NOT NULL DEFAULT false);
CREATE TABLE permission (
  username text NOT NULL,
  mr_id integer NOT NULL,
  role text NOT NULL,
  PRIMARY KEY (username, mr_id, role)
);
CREATE TABLE role_name (name text PRIMARY KEY);
