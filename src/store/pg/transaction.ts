/**
 * One transaction on a pooled connection: BEGIN, the work, COMMIT; ROLLBACK on any error (the
 * error is rethrown). The connection goes back to the pool either way. A transaction PostgreSQL
 * aborted for a deadlock or a serialization failure is run again, a few times: the work must be
 * safe to repeat (it is, when it only talks to the database through `client`).
 */
import type pg from 'pg';
import { pgCode } from './sql-text.js';

const RETRYABLE = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
const MAX_TRANSACTION_ATTEMPTS = 5;

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(pool, work);
    } catch (err) {
      if (attempt >= MAX_TRANSACTION_ATTEMPTS || !RETRYABLE.has(pgCode(err) ?? '')) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

async function once<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
