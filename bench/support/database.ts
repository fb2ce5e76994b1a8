/**
 * The benches' PostgreSQL: with DATABASE_URL, a schema of the bench's own in that database
 * (dropped by close()); without, a throw-away embedded cluster (removed by close()).
 */
import { loadConfig } from '../../src/config.js';
import { openServiceDatabase } from '../../src/composition/index.js';
import { dropSchema, type Database } from '../../src/store/pg/database.js';

export interface BenchDatabase {
  db: Database;
  /** DATABASE_URL's value for loadConfig, when one was given. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const given = loadConfig().databaseUrl;
  const schema = given ? `bench_${name}_${process.pid}` : undefined;
  const env: Record<string, string> = given ? { DATABASE_URL: given } : {};
  const db = await openServiceDatabase(loadConfig(env), null, { temporary: true, ...(schema ? { schema } : {}) });
  return {
    db,
    env,
    async close() {
      if (schema) await dropSchema(db.pool, schema);
      await db.close();
    },
  };
}
