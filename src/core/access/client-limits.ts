/**
 * Rate limits by client address, for the routes that take no key (the logos, served to any
 * browser as Clearbit's Logo API is): a keyless route is still bounded per caller, as a keyed one
 * is per key (`api-keys.ts`). `store/client-rate-limit-repository.ts` implements the store.
 */
import type { RateLimits } from './api-keys.js';

export type ClientLimitOutcome =
  | { kind: 'ok' }
  | { kind: 'limited'; retryAfterSeconds: number; limit: number; window: 'second' | 'minute' };

export interface ClientRateLimiter {
  /** Counts one request of a client (its IP address) against the limits, unless it is over them. */
  hit(client: string, limits: RateLimits, nowMs?: number): Promise<ClientLimitOutcome>;
}
