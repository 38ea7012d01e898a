-- Issue 38: the large archive of 20,000 rounds (tests/support/large-archive.ts, mrId 9001) grown to $copies × as many
-- by copies in SQL (seeding 100,000 rounds through the generator takes most of an hour on a loaded 2-core machine).
-- Copy k continues the generator's numbering: its instanceIds count on from 20,000·k and its times lie 20,000·k hours
-- earlier (list and summary; the entries' times stay as copied). Run once on an archive of exactly 20,000 rounds.
CREATE FUNCTION pg_temp.iso(instant text, shift interval) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT to_char((instant::timestamptz - shift) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

INSERT INTO completed_round (instance_id, mr_id, submission_time, value_count, body, summary, post_digest, post_body)
SELECT shifted.id, c.mr_id, c.submission_time - shifted.hours, c.value_count,
       (c.body::jsonb || jsonb_build_object('instanceId', shifted.id, 'creationTime', pg_temp.iso(c.body->>'creationTime', shifted.hours),
          'submissionTime', pg_temp.iso(c.body->>'submissionTime', shifted.hours), 'completionTime', pg_temp.iso(c.body->>'completionTime', shifted.hours)))::json,
       c.summary || jsonb_build_object('instanceId', shifted.id, 'creationTime', pg_temp.iso(c.summary->>'creationTime', shifted.hours),
          'submissionTime', pg_temp.iso(c.summary->>'submissionTime', shifted.hours), 'completionTime', pg_temp.iso(c.summary->>'completionTime', shifted.hours)),
       NULL, NULL
FROM completed_round c
CROSS JOIN generate_series(1, :copies - 1) AS k
CROSS JOIN LATERAL (SELECT '00000000-0000-4000-8000-' || lpad((right(c.instance_id, 12)::int + 20000 * k)::text, 12, '0') AS id,
                           make_interval(hours => 20000 * k) AS hours) AS shifted
WHERE c.mr_id = 9001
ORDER BY k, c.instance_id;
