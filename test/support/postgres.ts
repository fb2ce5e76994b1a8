/**
 * PostgreSQL for the tests. The run's server is the one DATABASE_URL names, else the machine's
 * (127.0.0.1:5432, user postgres, as CI has), else an embedded one started for the run
 * (test/support/global-setup.ts). On it:
 * - `freshDatabase()`: an empty database for one test file, dropped by `drop()`;
 * - `freshSchema()`: a schema of its own in the run's database, migrated, dropped by `drop()`
 *   (what the harness gives each app it builds: cheaper than a database).
 * No test depends on data another left.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/store/pg/embedded-postgres.js';
import { dropSchema, openDatabase, withSearchPath, type Database } from '../../src/store/pg/database.js';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export interface RunDatabase {
  /** The run's database. */
  url: string;
  /** The server's maintenance database. */
  adminUrl: string;
  server: 'given' | 'machine' | 'embedded';
  drop(): Promise<void>;
}

const MACHINE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cds_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The run's database (global setup). */
export async function createRunDatabase(): Promise<RunDatabase> {
  const given = process.env.DATABASE_URL;
  let embedded: EmbeddedPostgres | null = null;
  let adminUrl: string;
  let server: RunDatabase['server'];
  if (given) {
    adminUrl = given;
    server = 'given';
  } else if (await reachable(MACHINE_URL)) {
    adminUrl = MACHINE_URL;
    server = 'machine';
  } else {
    embedded = await startEmbeddedPostgres();
    adminUrl = embedded.url;
    server = 'embedded';
  }
  const db = await createDatabase(adminUrl);
  return {
    url: db.url,
    adminUrl,
    server,
    async drop() {
      await db.drop();
      await embedded?.stop();
    },
  };
}

/** An empty database of its own for one test file, on the run's server. */
export async function freshDatabase(): Promise<TestDatabase> {
  const db = await createDatabase(inject('postgresAdminUrl'));
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  pool.on('error', () => undefined);
  return {
    url: db.url,
    pool,
    async drop() {
      await pool.end();
      await db.drop();
    },
  };
}

export interface TestSchema {
  db: Database;
  schema: string;
  drop(): Promise<void>;
}

/** A migrated schema of its own in the run's database (or in `url`'s, a test file's own database). */
export async function freshSchema(max = 4, url: string = inject('databaseUrl')): Promise<TestSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url, embeddedDataDir: null, schema, max });
  return {
    db,
    schema,
    async drop() {
      await dropSchema(db.pool, schema);
      await db.close();
    },
  };
}

/**
 * DATABASE_URL for a child process that must work in `schema` of the run's database: libpq's
 * `options` parameter sets its search_path (the schema must exist: make it with freshSchema).
 */
export function schemaUrl(schema: string): string {
  return withSearchPath(inject('databaseUrl'), schema);
}
