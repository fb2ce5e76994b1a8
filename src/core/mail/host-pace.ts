/**
 * What a mail server has shown about the pace it tolerates, per server address, shared by every
 * worker through a store with a TTL. Real MTAs defend themselves; a verifier that ignores the
 * signs gets slow answers, no answers, or its IP on a blocklist. The signs, and what is learned:
 *
 * - Postfix's error tarpit: after `smtpd_soft_error_limit` (10) errors in a session every reply
 *   waits `smtpd_error_sleep_time` (1 s); at `smtpd_hard_error_limit` (20) it says 421 "too many
 *   errors" and closes. Exim's `smtp_accept_max_nonmail`/`delay` ACLs and "too many unknown
 *   users" drops behave alike. Learned: `errorsBeforeSlow` (the errors after which a reply came
 *   much later than the session's fastest) and `errorsBeforeClose` (the errors when the server
 *   closed the session); a session then ends before either is reached.
 * - Connection limits (Postfix `smtpd_client_connection_count_limit` and
 *   `smtpd_client_connection_rate_limit` via anvil, Exim `smtp_accept_max_per_host` and
 *   `ratelimit`): 421 at the greeting or on any command. Learned: fewer sessions at once, a
 *   longer pause between connection starts, and no connection before `notBefore` (exponential).
 * - Recipient rate limits (Postfix `smtpd_client_recipient_rate_limit`: 450 4.7.1 "too many
 *   recipients"; Exim `ratelimit` with `defer`: 450/451/452): the same back-off; the address that
 *   got the rate answer has no answer yet (never `invalid`).
 * - A slow greeting (tarpitting MTAs, Exim `delay` in the connect ACL): learned `greetingMs`, so the
 *   next greeting is waited for long enough (RFC 5321 4.5.3.2.1 allows 5 minutes) and a list is
 *   not spread over more sessions than the greetings are worth.
 *
 * Every learned value only ever makes the pace stricter than the configured politeness, and
 * stays until the record's TTL ends: a server that showed it is slowing down is never approached
 * faster again within that time.
 */

export interface PaceRecord {
  /** Errors a session collected before a reply came late (the server's soft error limit). */
  errorsBeforeSlow: number | null;
  /** Errors a session had collected when the server closed it (its hard error limit). */
  errorsBeforeClose: number | null;
  /** Sessions at once the server tolerates (lowered on "too many connections"). */
  maxSessions: number | null;
  /** Pause between connection starts, ms (raised on rate answers). */
  spacingMs: number | null;
  /** No new connection before this time (epoch ms), after a 421 or a rate answer. */
  notBefore: number;
  /** Back-offs in a row, for the exponential pause. */
  backoffs: number;
  /** The longest greeting seen, ms. */
  greetingMs: number | null;
  /** The last thing that changed the record, for the transcript and the logs. */
  why: string;
  /**
   * When the record ends (epoch ms): set by its first lesson, not moved by later ones, so what
   * was learned is forgotten `ttlSeconds` after it began (a wrong lesson cannot renew itself).
   */
  expiresAt?: number;
}

export interface PaceStore {
  get(host: string): Promise<PaceRecord | null>;
  put(host: string, record: PaceRecord, ttlSeconds: number): Promise<void>;
}

export interface PaceOptions {
  /** How long a learned pace is kept. */
  ttlSeconds: number;
  /** First back-off pause, ms; doubles with each back-off in a row. */
  backoffBaseMs: number;
  /** Longest back-off pause, ms. */
  backoffMaxMs: number;
}

export const DEFAULT_PACE_OPTIONS: PaceOptions = { ttlSeconds: 3600, backoffBaseMs: 5_000, backoffMaxMs: 300_000 };

/** What one connection should do, from the record and the configured politeness. */
export interface SessionPace {
  /** Errors (non-2xx RCPT replies) a session may collect before it ends; null: no limit known. */
  errorBudget: number | null;
  maxSessions: number;
  spacingMs: number;
  notBefore: number;
  /** How long to wait for a greeting. */
  greetingTimeoutMs: number;
}

/** The fewest errors a session is allowed before it ends, whatever was learned. */
const MIN_ERROR_BUDGET = 3;

/** RFC 5321 4.5.3.2.1: a client should wait 5 minutes for the greeting. */
const MAX_GREETING_WAIT_MS = 5 * 60_000;

function empty(): PaceRecord {
  return { errorsBeforeSlow: null, errorsBeforeClose: null, maxSessions: null, spacingMs: null, notBefore: 0, backoffs: 0, greetingMs: null, why: '' };
}

const minOf = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/** Two records of one host joined, the stricter value of each field winning. */
export function stricter(a: PaceRecord, b: PaceRecord): PaceRecord {
  return {
    errorsBeforeSlow: minOf(a.errorsBeforeSlow, b.errorsBeforeSlow),
    errorsBeforeClose: minOf(a.errorsBeforeClose, b.errorsBeforeClose),
    maxSessions: minOf(a.maxSessions, b.maxSessions),
    spacingMs: maxOf(a.spacingMs, b.spacingMs),
    notBefore: Math.max(a.notBefore, b.notBefore),
    backoffs: Math.max(a.backoffs, b.backoffs),
    greetingMs: maxOf(a.greetingMs, b.greetingMs),
    why: b.why || a.why,
    ...(a.expiresAt !== undefined || b.expiresAt !== undefined ? { expiresAt: Math.min(a.expiresAt ?? Infinity, b.expiresAt ?? Infinity) } : {}),
  };
}

export class HostPace {
  /** This process's view, so sessions running side by side see each other's lessons at once. */
  private readonly local = new Map<string, { record: PaceRecord }>();

  constructor(
    private readonly store: PaceStore,
    private readonly politeness: { perHost: number; spacingMs: number; commandTimeoutMs: number },
    private readonly opts: PaceOptions = DEFAULT_PACE_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The host's record (the store's joined with this process's). */
  async record(host: string): Promise<PaceRecord> {
    const now = this.now();
    const fresh = (r: PaceRecord | null | undefined): PaceRecord | null => (r && (r.expiresAt === undefined || r.expiresAt > now) ? r : null);
    const stored = fresh(await this.store.get(host));
    const mine = fresh(this.local.get(host)?.record);
    if (!mine) this.local.delete(host);
    return stored && mine ? stricter(stored, mine) : (stored ?? mine ?? empty());
  }

  /** How a connection to the host should go now. */
  async session(host: string): Promise<SessionPace> {
    const r = await this.record(host);
    const budgets = [r.errorsBeforeSlow, r.errorsBeforeClose].filter((n): n is number => n !== null);
    return {
      // Never below MIN_ERROR_BUDGET: one wrong lesson must not cost a connection per address.
      errorBudget: budgets.length > 0 ? Math.max(MIN_ERROR_BUDGET, Math.min(...budgets)) : null,
      maxSessions: Math.max(1, Math.min(this.politeness.perHost, r.maxSessions ?? this.politeness.perHost)),
      spacingMs: Math.max(this.politeness.spacingMs, r.spacingMs ?? 0),
      notBefore: r.notBefore,
      greetingTimeoutMs: Math.min(MAX_GREETING_WAIT_MS, Math.max(this.politeness.commandTimeoutMs, (r.greetingMs ?? 0) * 2)),
    };
  }

  /** A reply came late after `errors` errors in the session: end sessions before that many. */
  async slowedAfter(host: string, errors: number): Promise<void> {
    await this.learn(host, { errorsBeforeSlow: Math.max(1, errors), why: `replies slowed down after ${errors} errors in a session` });
  }

  /** The server closed a session that had collected `errors` errors. */
  async closedAfter(host: string, errors: number): Promise<void> {
    await this.learn(host, { errorsBeforeClose: Math.max(1, errors), why: `the server closed a session after ${errors} errors` });
  }

  /** A greeting took this long (or did not come within it). */
  async greeting(host: string, ms: number): Promise<void> {
    const known = (await this.record(host)).greetingMs ?? 0;
    if (ms > known && ms >= 1000) await this.learn(host, { greetingMs: ms, why: `the greeting took ${ms} ms` });
  }

  /**
   * The server asked us to slow down (421, "too many connections", a rate answer): no new
   * connection for a pause that doubles with each back-off in a row, one session fewer when it
   * counted connections, and twice the pause between connection starts.
   */
  async backOff(host: string, reason: string, tooManyConnections: boolean): Promise<number> {
    const r = await this.record(host);
    const pause = Math.min(this.opts.backoffMaxMs, this.opts.backoffBaseMs * 2 ** r.backoffs);
    const sessions = Math.max(1, Math.min(this.politeness.perHost, r.maxSessions ?? this.politeness.perHost) - (tooManyConnections ? 1 : 0));
    const spacing = Math.min(this.opts.backoffMaxMs, Math.max(this.politeness.spacingMs, r.spacingMs ?? 0) * 2 || 1000);
    const notBefore = this.now() + pause;
    await this.learn(host, { notBefore, backoffs: r.backoffs + 1, maxSessions: sessions, spacingMs: spacing, why: reason });
    return notBefore;
  }

  /**
   * A session got answers without being asked to slow down: the back-off starts from its first
   * step again next time. The pace itself (sessions, spacing, error budgets) stays as strict.
   */
  async calm(host: string): Promise<void> {
    const r = await this.record(host);
    if (r.backoffs === 0) return;
    await this.keep(host, { ...r, backoffs: 0 });
  }

  private async learn(host: string, change: Partial<PaceRecord>): Promise<void> {
    const current = await this.record(host);
    // A new record ends ttlSeconds from its first lesson; later lessons do not move that.
    const expiresAt = current.expiresAt ?? this.now() + this.opts.ttlSeconds * 1000;
    await this.keep(host, { ...stricter(current, { ...empty(), ...change }), expiresAt });
  }

  private async keep(host: string, record: PaceRecord): Promise<void> {
    const expiresAt = record.expiresAt ?? this.now() + this.opts.ttlSeconds * 1000;
    const next = { ...record, expiresAt };
    this.local.set(host, { record: next });
    await this.store.put(host, next, Math.max(1, Math.ceil((expiresAt - this.now()) / 1000)));
  }
}

/**
 * The pace as configured, never learned: how the prober behaved before it read servers' pace
 * (the benchmark's baseline, `ProberOptions.adaptive: false`).
 */
export class FixedPace extends HostPace {
  override async slowedAfter(): Promise<void> {}
  override async closedAfter(): Promise<void> {}
  override async greeting(): Promise<void> {}
  override async calm(): Promise<void> {}
  override async backOff(): Promise<number> {
    return 0;
  }
}

/** A PaceStore in memory (one process; tests and the CLI). */
export class MemoryPaceStore implements PaceStore {
  private readonly records = new Map<string, PaceRecord>();
  async get(host: string): Promise<PaceRecord | null> {
    return this.records.get(host) ?? null;
  }
  /** No expiry of its own: HostPace ignores a record past its `expiresAt`. */
  async put(host: string, record: PaceRecord, _ttlSeconds?: number): Promise<void> {
    this.records.set(host, record);
  }
}
