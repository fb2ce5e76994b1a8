/**
 * API keys as the core sees them: who a key is (its id, role and team), the rate limits it is
 * held to, and the store that keeps keys (hashed; `store/api-key-repository.ts` implements it).
 *
 * Roles: every key is an ordinary `user` unless it was created as an operator (`admin`, with
 * `cli keys create --admin`). Only an operator key opens the queue board, its write actions, and
 * the deployment-wide parts of `/v2/status` and `/metrics`.
 *
 * Teams: a key may belong to a team. Leads, leads lists and campaigns belong to the key's team;
 * keys without a team share the deployment's default team (one team per deployment, as before).
 * Bulks belong to the key that created them, whatever its team.
 */

export type KeyRole = 'user' | 'admin';
export const KEY_ROLES: readonly KeyRole[] = ['user', 'admin'];

export interface ApiKeyInfo {
  id: string;
  name: string;
  createdAt: string;
  revokedAt: string | null;
  role: KeyRole;
  /** The key's team, or null for the deployment's default team. */
  team: string | null;
}

export interface RateLimits {
  perSecond: number;
  perMinute: number;
}

export type AuthOutcome =
  | { kind: 'unknown_key' }
  | { kind: 'limited'; key: ApiKeyInfo; retryAfterSeconds: number; limit: number; window: 'second' | 'minute' }
  | { kind: 'ok'; key: ApiKeyInfo; remainingSecond: number; remainingMinute: number };

export interface NewKey {
  name: string;
  role?: KeyRole;
  team?: string | null;
}

/** Team names: short slugs, so they can name a storage scope and appear in a CLI table. */
export const TEAM_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function checkTeamName(team: string): string {
  const t = team.trim().toLowerCase();
  if (!TEAM_NAME.test(t)) throw new RangeError(`team "${team}": use 1-63 lower-case letters, digits, - and _ (starting with a letter or digit)`);
  return t;
}

/**
 * What an answered request used, as Hunter's account counts it: a search (domain search, email
 * finder, person/company/combined lookups) or a verification.
 */
export const USAGE_KINDS = ['searches', 'verifications'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export interface ApiKeyStore {
  /** Creates a key and returns the plain key (shown once) with its record. */
  create(input: NewKey, now?: Date): Promise<{ plain: string; key: ApiKeyInfo }>;
  list(): Promise<ApiKeyInfo[]>;
  /** The key with this id (revoked ones included), or null. */
  byId(id: string): Promise<ApiKeyInfo | null>;
  /** Gives a key another role; false when no key has that id. */
  setRole(id: string, role: KeyRole): Promise<boolean>;
  /** Marks a key revoked; false when no key has that id. */
  revoke(id: string, now?: Date): Promise<boolean>;
  /** Checks a presented key and counts it against its rate limits, in one step. */
  authorize(plain: string, limits: RateLimits, nowMs?: number): Promise<AuthOutcome>;
  /** Requests a key made in a calendar month (YYYY-MM, UTC). */
  usage(id: string, month: string): Promise<number>;
  /** Counts answered searches or verifications (`n`, default 1) of a key in a calendar month (YYYY-MM, UTC). */
  countUse(id: string, kind: UsageKind, month: string, n?: number): Promise<void>;
  /** The searches and verifications a key had answered in a calendar month. */
  uses(id: string, month: string): Promise<Record<UsageKind, number>>;
  /** Every team some key was created in (the default team not included). */
  teams(): Promise<string[]>;
}
