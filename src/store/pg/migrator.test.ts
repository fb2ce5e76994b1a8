import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/postgres.js';
import { migrate, MigrationError, readMigrations } from './migrator.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

describe('migrate', () => {
  it('applies every migration to an empty database, then nothing on a re-run', async () => {
    const all = readMigrations().map((m) => m.name);
    expect(all[0]).toBe('0001_api_keys.sql');
    expect(await migrate(db.pool)).toEqual(all);
    expect(await migrate(db.pool)).toEqual([]);
    const { rows } = await db.pool.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(all);
  });

  it('is safe when two processes start together: one applies, the other finds nothing left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cds-migrations-'));
    try {
      writeFileSync(join(dir, '0001_slow.sql'), 'SELECT pg_sleep(0.3); CREATE TABLE raced (id int PRIMARY KEY);');
      const [a, b] = await Promise.all([migrate(db.pool, readMigrations(dir)), migrate(db.pool, readMigrations(dir))]);
      expect([...a, ...b]).toEqual(['0001_slow.sql']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a migration changed after it was applied, and rolls back one that fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cds-migrations-'));
    try {
      writeFileSync(join(dir, '0001_slow.sql'), 'CREATE TABLE raced (id int PRIMARY KEY, changed text);');
      await expect(migrate(db.pool, readMigrations(dir))).rejects.toThrow(MigrationError);
      rmSync(join(dir, '0001_slow.sql'));
      writeFileSync(join(dir, '0002_broken.sql'), 'CREATE TABLE half (id int); SELECT no_such_function();');
      await expect(migrate(db.pool, readMigrations(dir))).rejects.toThrow(/0002_broken\.sql failed/);
      const { rows } = await db.pool.query("SELECT to_regclass('half') AS t");
      expect(rows[0].t).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries the API key invariants in constraints', async () => {
    const digest = Buffer.alloc(32, 7);
    await db.pool.query("INSERT INTO api_keys (id, name, key_sha256) VALUES ('k1', 'one', $1)", [digest]);
    await expect(db.pool.query("INSERT INTO api_keys (id, name, key_sha256) VALUES ('k2', 'two', $1)", [digest])).rejects.toThrow(/unique/i);
    await expect(db.pool.query("INSERT INTO api_keys (id, name, key_sha256, role) VALUES ('k3', 'x', $1, 'root')", [Buffer.alloc(32, 8)])).rejects.toThrow(/check/i);
    await expect(db.pool.query("INSERT INTO api_keys (id, name, key_sha256, team) VALUES ('k4', 'x', $1, 'Bad Team')", [Buffer.alloc(32, 9)])).rejects.toThrow(/check/i);
    await expect(db.pool.query("INSERT INTO api_keys (id, name, key_sha256) VALUES ('k5', 'x', $1)", [Buffer.alloc(16, 1)])).rejects.toThrow(/check/i);
    const { rows } = await db.pool.query("SELECT role, team FROM api_keys WHERE id = 'k1'");
    expect(rows[0]).toEqual({ role: 'user', team: null });
  });
});
