/**
 * A fresh PostgreSQL database for one test file: on the server DATABASE_URL names, else the
 * machine's (127.0.0.1:5432, user postgres, as CI has), else an embedded one started for the file.
 * The database is created empty and dropped by `drop()`, so no test depends on data another left.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/store/pg/embedded-postgres.js';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  /** Where it runs: 'given', 'machine' or 'embedded'. */
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

export async function freshDatabase(): Promise<TestDatabase> {
  const given = process.env.DATABASE_URL;
  let embedded: EmbeddedPostgres | null = null;
  let adminUrl: string;
  let server: TestDatabase['server'];
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
  const name = `cds_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    server,
    async drop() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      await embedded?.stop();
    },
  };
}
