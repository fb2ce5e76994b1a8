import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/postgres.js';
import { migrate, MigrationError, readMigrations } from './migrator.js';
import { proHandleKey } from '../../core/identity/pro-handle.js';

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

  it('0006 fills email_sources from the records written before it, by the repository\'s rules', async () => {
    const before = await freshDatabase();
    try {
      await migrate(before.pool, readMigrations().filter((m) => m.name < '0006'));
      const record = {
        value: 'a@old.test',
        domain: 'old.test',
        sources: [
          { domain: 'old.test', uri: 'http://old.test/x', extracted_on: '2025-01-01', last_seen_on: '2025-02-30', still_on_page: true },
          { domain: 'old.test', uri: 'http://old.test/y', extracted_on: 'soon', last_seen_on: '2025-03-01T10:00:00Z', still_on_page: false },
          { domain: 'old.test', uri: 'http://old.test/y', extracted_on: '2025-03-01', last_seen_on: '2025-03-02', still_on_page: 'yes' },
          'not an object',
        ],
      };
      await before.pool.query(`INSERT INTO email_records (address, domain, record) VALUES ('a@old.test', 'old.test', $1::json), ('b@old.test', 'old.test', '{"sources": null}')`, [
        JSON.stringify(record),
      ]);
      expect(await migrate(before.pool)).toEqual(readMigrations().filter((m) => m.name >= '0006').map((m) => m.name));
      const { rows } = await before.pool.query(
        `SELECT address, uri, extracted_on::text AS e, last_seen_on::text AS l, still_on_page AS s FROM email_sources ORDER BY address, uri`,
      );
      expect(rows).toEqual([
        { address: 'a@old.test', uri: 'http://old.test/x', e: '2025-01-01', l: null, s: true },
        { address: 'a@old.test', uri: 'http://old.test/y', e: '2025-03-01', l: '2025-03-02', s: true },
      ]);
    } finally {
      await before.drop();
    }
  });

  it('0007 gives people written before it the canonical handle key the code now computes', async () => {
    const before = await freshDatabase();
    try {
      await migrate(before.pool, readMigrations().filter((m) => m.name < '0007'));
      // Keys as the old rule wrote them: lower case, outer slashes off, nothing else.
      const old: [string, string | null][] = [
        ['a@x.test', 'in/ada-lovelace'],
        ['b@x.test', 'grace-hopper'],
        ['c@x.test', 'https://www.linkedin.com/in/alan-turing/?trk=x'],
        ['d@x.test', 'fr.linkedin.com/in/marie-curie'],
        ['e@x.test', 'company/acme/about'],
        ['f@x.test', 'in//emmy-noether#top'],
        ['g@x.test', null],
      ];
      for (const [email, key] of old) await before.pool.query(`INSERT INTO people (email, handle_key, record) VALUES ($1, $2, '{}')`, [email, key]);
      await migrate(before.pool);
      const { rows } = await before.pool.query('SELECT email, handle_key FROM people ORDER BY email');
      const expected = old.map(([email, key]) => ({ email, handle_key: key === null ? null : proHandleKey(key) }));
      expect(rows).toEqual(expected);
      expect(rows.map((r) => r.handle_key)).toEqual(['in/ada-lovelace', 'in/grace-hopper', 'in/alan-turing', 'in/marie-curie', 'company/acme', 'in/emmy-noether', null]);
    } finally {
      await before.drop();
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
