-- issue 34: the instanceId is an idempotency key that sees content. The digest of the post as it was stored tells a
-- repeat (same content: "duplicate") from a different round under the same id (409 naming the difference, read from
-- the stored post). Rounds stored before this have neither and are answered as duplicates, as before.
ALTER TABLE completed_round ADD COLUMN post_digest text, ADD COLUMN post_body json;
