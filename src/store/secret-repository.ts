/**
 * Deployment secrets that every process must share (the board's session signing secret), kept
 * in Redis under `secret:{name}`. The first process to ask creates it (SET NX), the others read
 * the same value, so API processes behind one load balancer accept each other's sessions.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from '../redis.js';
import type { SecretStore } from '../core/access/sessions.js';

export class SecretRepository implements SecretStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async getOrCreate(name: string): Promise<Buffer> {
    const key = `${this.prefix}secret:${name}`;
    await this.redis.set(key, randomBytes(32).toString('base64'), 'NX');
    const value = await this.redis.get(key);
    if (!value) throw new Error(`secret ${name} could not be read back`);
    return Buffer.from(value, 'base64');
  }
}
