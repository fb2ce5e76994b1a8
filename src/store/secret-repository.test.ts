import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/support/postgres.js';
import { migrate, readMigrations } from './pg/migrator.js';
import { SecretRepository } from './secret-repository.js';

let db: TestDatabase;
let secondProcess: pg.Pool;

beforeAll(async () => {
  db = await freshDatabase();
  await migrate(db.pool, readMigrations());
  // Another process's pool: its own connections to the same database.
  secondProcess = new pg.Pool({ connectionString: db.url, max: 10 });
  secondProcess.on('error', () => undefined);
}, 60_000);

afterAll(async () => {
  await secondProcess?.end();
  await db?.drop();
});

describe('SecretRepository', () => {
  it('creates a random 32-byte secret on first use and returns the same one after', async () => {
    const secrets = new SecretRepository(db.pool);
    const first = await secrets.getOrCreate('board-session');
    expect(first).toHaveLength(32);
    expect(first.equals(Buffer.alloc(32))).toBe(false);
    expect(await secrets.getOrCreate('board-session')).toEqual(first);
    expect(await new SecretRepository(secondProcess).getOrCreate('board-session')).toEqual(first);
    const { rows } = await db.pool.query("SELECT value FROM deployment_secrets WHERE name = 'board-session'");
    expect(rows).toEqual([{ value: first }]);
  });

  it('gives each name its own secret', async () => {
    const secrets = new SecretRepository(db.pool);
    const a = await secrets.getOrCreate('one');
    const b = await secrets.getOrCreate('two');
    expect(a.equals(b)).toBe(false);
  });

  it('makes two processes asking at once for a new secret agree on one', async () => {
    const a = new SecretRepository(db.pool);
    const b = new SecretRepository(secondProcess);
    const names = Array.from({ length: 20 }, (_, i) => `raced-${i}`);
    const pairs = await Promise.all(names.map((name) => Promise.all([a.getOrCreate(name), b.getOrCreate(name), a.getOrCreate(name), b.getOrCreate(name)])));
    for (const [first, ...others] of pairs) for (const other of others) expect(other).toEqual(first);
    const { rows } = await db.pool.query("SELECT name, count(*)::int AS n FROM deployment_secrets WHERE name LIKE 'raced-%' GROUP BY name");
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const distinct = new Set(pairs.map(([first]) => first!.toString('hex')));
    expect(distinct.size).toBe(20);
  });

  it('refuses a value too short to be a secret', async () => {
    await expect(db.pool.query("INSERT INTO deployment_secrets (name, value) VALUES ('short', '\\x00')")).rejects.toThrow(/check/i);
  });
});
