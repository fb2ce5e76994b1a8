import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSession, verifySession } from './sessions.js';

const secret = randomBytes(32);
const now = 1_800_000_000;

describe('board sessions', () => {
  it('name the key until they expire', () => {
    const token = signSession(secret, 'abc123', now + 60);
    expect(token).toMatch(/^v1\.abc123\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifySession(secret, token, now)).toBe('abc123');
    expect(verifySession(secret, token, now + 60)).toBeNull();
  });

  it('refuse another secret, a changed id or expiry, and malformed tokens', () => {
    const token = signSession(secret, 'abc123', now + 60);
    const [v, id, exp, mac] = token.split('.') as [string, string, string, string];
    expect(verifySession(randomBytes(32), token, now)).toBeNull();
    for (const bad of [`${v}.other.${exp}.${mac}`, `${v}.${id}.${Number(exp) + 1}.${mac}`, `${v}.${id}.${exp}`, `v2.${id}.${exp}.${mac}`, '', 'x'.repeat(300), `${v}.${id}.1e9.${mac}`]) {
      expect(verifySession(secret, bad, now), bad).toBeNull();
    }
    expect(id).toBe('abc123');
  });
});
