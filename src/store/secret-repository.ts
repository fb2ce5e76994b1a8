/**
 * Deployment secrets that every process must share (the queue board's session signing secret),
 * as rows of `deployment_secrets` (issue 12). The first process to ask creates the secret; when
 * two ask at once, one insert wins (ON CONFLICT DO NOTHING waits for the other's commit and then
 * does nothing) and both read the winner's value back, so API processes behind one load balancer
 * accept each other's sessions.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { SecretStore } from '../core/access/sessions.js';

export class SecretRepository implements SecretStore {
  constructor(private readonly pool: pg.Pool) {}

  async getOrCreate(name: string): Promise<Buffer> {
    await this.pool.query('INSERT INTO deployment_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32)]);
    // A statement of its own: under READ COMMITTED it sees the row whichever insert won.
    const { rows } = await this.pool.query<{ value: Buffer }>('SELECT value FROM deployment_secrets WHERE name = $1', [name]);
    if (!rows[0]) throw new Error(`secret ${name} could not be read back`);
    return rows[0].value;
  }
}
