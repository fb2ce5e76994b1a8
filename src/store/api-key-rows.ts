/**
 * What both API key stores (api-key-repository.ts with Redis, api-key-repository-pg.ts without)
 * read from the `api_keys` rows alike: the key format, its digest, a row as the service's key
 * info, and the unique-violation check of a create.
 */
import { createHash } from 'node:crypto';
import type { ApiKeyInfo, KeyRole } from '../core/access/api-keys.js';

export const API_KEY_PREFIX = 'cds_';
/** The shape of every key create() makes: the prefix and 32 random bytes in base64url. */
export const KEY_FORMAT = /^cds_[A-Za-z0-9_-]{43}$/;

/** The key's digest at rest: keys are stored and looked up by it, never in the clear. */
export function hashApiKey(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** The columns of `api_keys` both stores read. */
export interface KeyRecordRow {
  id: string;
  name: string;
  role: string;
  team: string | null;
  created_at: Date;
  revoked_at: Date | null;
}

export function roleOf(raw: unknown): KeyRole {
  return raw === 'admin' ? 'admin' : 'user';
}

export function infoOf(row: KeyRecordRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    role: roleOf(row.role),
    team: row.team,
  };
}

/** PostgreSQL's unique_violation (23505): a digest or name that already exists. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}
