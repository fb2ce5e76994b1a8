-- What admission (core/bulk/admission.ts) reads of the bulks that have not ended: each one's
-- upload size and lines (an upper bound of its rows until the split counts them), and an index
-- that finds those bulks without reading the ended ones (the sweep reads them too).
ALTER TABLE bulks ADD COLUMN IF NOT EXISTS upload_bytes bigint;
ALTER TABLE bulks ADD COLUMN IF NOT EXISTS upload_lines bigint;
CREATE INDEX IF NOT EXISTS bulks_unfinished ON bulks (created_at) WHERE state IN ('queued', 'splitting', 'running');
