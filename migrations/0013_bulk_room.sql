-- Room set aside for giving a full disk's space back (store/bulk-repository-pg.ts, `reclaim`).
-- When the disk that holds the bulk parts fills, a bulk that meets it is failed and its parts are
-- deleted; but deleted rows give no room back until VACUUM marks it reusable (or cuts the empty
-- pages off the end of the files), and VACUUM itself may need a few new pages: a table's
-- visibility map and free space map are made by the first VACUUM that needs them (PostgreSQL
-- docs, "Database Physical Storage"). On a disk without a page free, that VACUUM fails with
-- disk_full and the room stays lost. So this table holds 1 MiB that `reclaim` empties first, with
-- TRUNCATE, which gives its file's pages back to the file system at once and needs no new page
-- itself (the table has no index, and no TOAST table: its one column is fixed-width), and fills
-- again once VACUUM has run.
--
-- 1 MiB is 128 pages, and fillfactor 10 fills each page to a tenth (CREATE TABLE, "fillfactor"),
-- 22 rows of 36 bytes (a 4-byte line pointer, a 24-byte tuple header and the 8-byte value), so
-- 2,816 rows take it; ROOM_ROWS in store/bulk-repository-pg.ts says the same.
-- A deployment that moves the bulk parts (bulk_uploads, bulk_pages, bulk_windows, bulk_chunks,
-- bulk_pending) to a tablespace of their own moves this table with them: the room must be on the
-- disk that fills.
CREATE TABLE IF NOT EXISTS bulk_room (filler bigint NOT NULL) WITH (fillfactor = 10);
INSERT INTO bulk_room SELECT 0 FROM generate_series(1, 2816);
