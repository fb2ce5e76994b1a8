/**
 * Browser sessions for the operator pages (the queue board): the cookie holds who signed in and
 * until when, signed with the deployment's session secret, never the API key itself. A stolen
 * cookie expires; a revoked key's sessions end at its next request, because every request looks
 * the key up again by id (see api/routes/queue-board.ts).
 *
 * Token: `v1.<key id>.<expires, unix seconds>.<HMAC-SHA256 of "v1.<id>.<expires>", base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the session secret comes from: configured, or created once and shared by every API process. */
export interface SecretStore {
  /** The named secret, created (random, 32 bytes) the first time it is asked for. */
  getOrCreate(name: string): Promise<Buffer>;
}

const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signSession(secret: Buffer, keyId: string, expiresAtSeconds: number): string {
  if (!KEY_ID.test(keyId)) throw new RangeError('key id has characters a session cannot carry');
  const payload = `${VERSION}.${keyId}.${Math.floor(expiresAtSeconds)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The key id a valid, unexpired token names; null for anything else. Constant-time on the MAC. */
export function verifySession(secret: Buffer, token: string, nowSeconds: number): string | null {
  if (token.length > 256) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, keyId, expires, given] = parts as [string, string, string, string];
  if (!KEY_ID.test(keyId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(mac(secret, `${VERSION}.${keyId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(expires) <= nowSeconds) return null;
  return keyId;
}
