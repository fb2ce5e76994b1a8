/**
 * Schema migrations: the numbered SQL files in the package's migrations/ folder (beside
 * package.json, so the same files serve src/ under tsx and dist/ in the image), applied in order, each in its own
 * transaction, recorded in `schema_migrations`. The API and the worker both run it at start-up,
 * so it must be safe when two processes start together: a session-level advisory lock
 * (PostgreSQL 13+ `pg_advisory_lock`) makes the second wait until the first is done, then find
 * nothing left to apply. A file that was applied is never run again; changing one is refused
 * (its checksum is kept), because a deployment that applied the old text would differ silently.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { PACKAGE_ROOT } from '../../package-root.js';

const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'migrations');
/** The advisory lock's key: any constant the service's other locks do not use. */
const MIGRATION_LOCK = 0x63647301; // "cds" 1

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The migration files, in name order (0001_..., 0002_...). */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Applies what is not applied yet; returns the names applied by this call. */
export async function migrate(pool: Pool, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
      const done = new Map(rows.map((r) => [r.name, r.checksum]));
      const applied: string[] = [];
      for (const m of migrations) {
        const had = done.get(m.name);
        if (had !== undefined) {
          if (had !== m.checksum) throw new MigrationError(`migration ${m.name} was changed after it was applied; add a new migration instead`);
          continue;
        }
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new MigrationError(`migration ${m.name} failed: ${(err as Error).message}`);
        }
        applied.push(m.name);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
