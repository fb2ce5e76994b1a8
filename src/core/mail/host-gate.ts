/**
 * Politeness towards one mail server: at most `perHost` connections open at once, and at least
 * `spacingMs` between two connection starts. Mail servers rate-limit and blocklist clients that
 * open many connections; a verifier that wants to keep working must not look like a spammer.
 */
import { SmtpFailure } from './smtp-session.js';

interface HostState {
  active: number;
  nextStartAt: number;
  waiting: (() => void)[];
}

export class HostGate {
  private readonly hosts = new Map<string, HostState>();

  constructor(
    private readonly perHost: number,
    private readonly spacingMs: number,
  ) {
    if (!Number.isInteger(perHost) || perHost < 1) throw new RangeError('perHost must be a positive integer');
    if (!(spacingMs >= 0)) throw new RangeError('spacingMs must be >= 0');
  }

  /** The earliest time a new connection to the host could start (epoch ms). */
  earliestStart(host: string): number {
    return Math.max(Date.now(), this.hosts.get(host)?.nextStartAt ?? 0);
  }

  /** Connections open to the host now. */
  active(host: string): number {
    return this.hosts.get(host)?.active ?? 0;
  }

  /**
   * Runs fn when the host has a free slot; gives up with a timeout when the deadline comes first.
   * `limits` (what the server has shown it tolerates, host-pace.ts) can only make it stricter.
   */
  async run<T>(host: string, deadline: number, fn: () => Promise<T>, limits: { perHost?: number; spacingMs?: number; notBefore?: number } = {}): Promise<T> {
    const state = this.hosts.get(host) ?? { active: 0, nextStartAt: 0, waiting: [] };
    this.hosts.set(host, state);
    const perHost = Math.min(this.perHost, limits.perHost ?? this.perHost);
    const spacingMs = Math.max(this.spacingMs, limits.spacingMs ?? 0);
    state.nextStartAt = Math.max(state.nextStartAt, limits.notBefore ?? 0);
    while (state.active >= perHost) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new SmtpFailure('paced', `no free connection slot for ${host} before the deadline`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          state.waiting.splice(state.waiting.indexOf(wake), 1);
          resolve();
        }, remaining);
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        state.waiting.push(wake);
      });
    }
    state.active++;
    try {
      const wait = state.nextStartAt - Date.now();
      // A start that would pass the deadline is not reserved: the next caller's turn stays where
      // it was (reserving it anyway would push every later start out, without bound).
      if (wait > 0 && Date.now() + wait > deadline) throw new SmtpFailure('paced', `politeness delay for ${host} passes the deadline`);
      state.nextStartAt = Math.max(Date.now(), state.nextStartAt) + spacingMs;
      if (wait > 0) {
        await new Promise((r) => setTimeout(r, wait));
        // A timer that fired late (a busy event loop) must not shorten the gap to the next start:
        // count the spacing from when this connection really starts.
        state.nextStartAt = Math.max(state.nextStartAt, Date.now() + spacingMs);
      }
      return await fn();
    } finally {
      state.active--;
      const next = state.waiting.shift();
      // A woken waiter still holds this state (it has not counted itself yet): keep it.
      if (next) next();
      else if (state.active === 0 && state.nextStartAt < Date.now()) this.hosts.delete(host);
    }
  }
}
