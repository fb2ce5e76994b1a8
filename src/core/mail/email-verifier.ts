/**
 * Email verification: every check real, and the status honest about what could not be known.
 *
 * Checks (the spec's Verification result fields):
 * - regexp: RFC 5321/5322 address syntax, IDN domains in A-label form (address-syntax.ts).
 * - gibberish: the local part scored by a character model of names (gibberish.ts).
 * - disposable, webmail: maintained list packages (domain-lists.ts).
 * - mx_records: the domain has mail hosts (MX, or the RFC 5321 A/AAAA fallback; an RFC 7505 null
 *   MX has none).
 * - smtp_server: a mail server accepted a connection and our EHLO.
 * - smtp_check: it accepted RCPT TO for the address.
 * - accept_all: it also accepted a random address at the domain (asked first, before the real
 *   ones), so an accepted RCPT proves nothing there.
 * - block: it refused us for policy or reputation, so the answer is unknowable from here.
 *
 * Status (Hunter's set), first rule that applies:
 *   invalid     syntax fails; no mail host (NXDOMAIN, null MX, no records); the server rejected the
 *               mailbox permanently (unknown user, disabled, full)
 *   disposable  the domain is a disposable-mail service (not probed)
 *   webmail     a big webmail provider accepted it: such providers accept at RCPT time and bounce
 *               later, so RCPT alone never makes them valid
 *   accept_all  accepted, and so was a random address
 *   valid       accepted, and a random address was not
 *   unknown     everything else: DNS failure, no server answered, blocked, greylisted or paced
 *               by the server (retried later, `retryAt`), timeouts
 *
 * Score (0-100): invalid 0, disposable 10, unknown 30, accept_all 50, webmail 70, valid 100;
 * valid loses 10 when the catch-all question could not be asked; valid, accept_all and webmail
 * lose 15 for a gibberish local part and 5 for a role address (info@, sales@...).
 */
import type { Source, VerificationResult } from '../../contract/schemas.js';
import { checkAddressSyntax } from './address-syntax.js';
import { isGibberish } from './gibberish.js';
import { isRoleAddress } from './role-address.js';
import { isDisposableDomain, isWebmailDomain } from './domain-lists.js';
import type { DomainProbe, SmtpProber } from './smtp-prober.js';
import type { TranscriptLine } from './smtp-session.js';

export const VERIFICATION_STATUSES = ['valid', 'invalid', 'accept_all', 'webmail', 'disposable', 'unknown'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A verification as the service keeps it: the spec's fields, plus when, why and the transcript. */
export interface StoredVerification extends Omit<VerificationResult, 'sources'> {
  status: VerificationStatus;
  /** ISO timestamp of the check. */
  checked_at: string;
  /** One sentence on how the status was reached. */
  reason: string;
  /** Whether the answer may change on a retry (greylisting, timeouts): a retry is scheduled. */
  retryable: boolean;
  /**
   * When the server paced us (host-pace.ts): the earliest time (epoch ms) worth asking again.
   * Absent in results stored before it existed.
   */
  retryAt?: number | null;
  transcript: TranscriptLine[];
}

export interface VerificationCache {
  get<T>(kind: 'accept-all' | 'result', id: string): Promise<T | null>;
  put(kind: 'accept-all' | 'result', id: string, value: unknown, ttlSeconds: number): Promise<void>;
}

/** Where confirmed results go: the index's email records (implemented by the store). */
export interface VerificationSink {
  recordVerifications(items: readonly { address: string; domain: string; result: StoredVerification }[]): Promise<void>;
  sourcesOf(address: string): Promise<Source[]>;
}

/** Runs a re-check later (in-process timers now; the queue once the pipeline exists). */
export interface RetryScheduler {
  schedule(address: string, attempt: number, delaySeconds: number): void;
}

export interface VerifierOptions {
  /** Time one verification may take in all (DNS and SMTP waits are bounded by it). */
  probeBudgetMs: number;
  acceptAllCacheSeconds: number;
  resultCacheSeconds: number;
  greylistRetrySeconds: number;
  greylistRetries: number;
}

const SCORE: Record<VerificationStatus, number> = { invalid: 0, disposable: 10, unknown: 30, accept_all: 50, webmail: 70, valid: 100 };

function scoreOf(status: VerificationStatus, gibberish: boolean, role: boolean, acceptAllKnown: boolean): number {
  let score = SCORE[status];
  if (status === 'valid' && !acceptAllKnown) score -= 10;
  if (status === 'valid' || status === 'accept_all' || status === 'webmail') {
    if (gibberish) score -= 15;
    if (role) score -= 5;
  }
  return Math.max(0, Math.min(100, score));
}

/**
 * The part of a shared session transcript that concerns one address: everything except the other
 * addresses' RCPT commands and their replies (a session may carry hundreds of them).
 */
export function transcriptFor(lines: readonly TranscriptLine[], address: string): TranscriptLine[] {
  const out: TranscriptLine[] = [];
  let keep = true;
  for (const line of lines) {
    if (line.dir === 'C') {
      const rcpt = /^RCPT TO:<(.*)>$/i.exec(line.line);
      // The catch-all probe's RCPT stays: it is part of this address's answer.
      keep = !rcpt || rcpt[1]!.toLowerCase() === address || rcpt[1]!.startsWith('cds-');
    }
    if (keep) out.push(line);
  }
  return out;
}

interface Prechecked {
  input: string;
  address: string | null;
  local: string;
  domain: string;
  base: StoredVerification;
}

/** Hunter's deprecated `result`, which its clients still read. */
export type Deliverability = 'deliverable' | 'undeliverable' | 'risky';

/**
 * `result` from `status`, by one rule: a valid address is deliverable, an invalid one
 * undeliverable, and every status that leaves the answer open (accept_all, webmail, disposable,
 * unknown) risky.
 */
export function deliverability(status: string): Deliverability {
  return status === 'valid' ? 'deliverable' : status === 'invalid' ? 'undeliverable' : 'risky';
}

export class EmailVerifier {
  private readonly inflight = new Map<string, Promise<StoredVerification>>();

  constructor(
    private readonly prober: SmtpProber,
    private readonly cache: VerificationCache,
    private readonly sink: VerificationSink,
    private readonly retries: RetryScheduler,
    private readonly opts: VerifierOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The checks that need no network; `base` is the result when nothing more is asked. */
  private precheck(input: string): Prechecked {
    const syntax = checkAddressSyntax(input);
    const checkedAt = this.now().toISOString();
    const base: StoredVerification = {
      status: 'invalid',
      score: 0,
      email: syntax.address ?? input.trim(),
      regexp: syntax.valid,
      gibberish: false,
      disposable: false,
      webmail: false,
      mx_records: false,
      smtp_server: false,
      smtp_check: false,
      accept_all: false,
      block: false,
      checked_at: checkedAt,
      reason: syntax.valid ? '' : `the address is not valid syntax: ${syntax.reason ?? 'invalid'}`,
      retryable: false,
      transcript: [],
    };
    if (!syntax.valid || !syntax.address || !syntax.local || !syntax.domain) {
      return { input, address: null, local: '', domain: '', base };
    }
    base.gibberish = isGibberish(syntax.local);
    base.disposable = isDisposableDomain(syntax.domain);
    base.webmail = isWebmailDomain(syntax.domain);
    return { input, address: syntax.address.toLowerCase(), local: syntax.local, domain: syntax.domain, base };
  }

  /**
   * The checks that need no network (syntax, lists, gibberish): for bulks run with network
   * checks off. What only DNS and SMTP could tell stays unknown.
   */
  offline(input: string): StoredVerification {
    const pre = this.precheck(input);
    const r = { ...pre.base };
    if (!pre.address) return r;
    const role = isRoleAddress(pre.local);
    const status: VerificationStatus = r.disposable ? 'disposable' : r.webmail ? 'webmail' : 'unknown';
    r.status = status;
    r.reason = status === 'unknown' ? 'network checks are off: only syntax and lists were checked' : `the domain is a ${status} provider`;
    r.score = scoreOf(status, r.gibberish, role, false);
    return r;
  }

  /** The cached result when there is one; else null. */
  async cached(input: string): Promise<StoredVerification | null> {
    const pre = this.precheck(input);
    if (!pre.address) return pre.base;
    return this.cache.get<StoredVerification>('result', pre.address);
  }

  /**
   * Verifies one address. Concurrent calls for the same address share one probe; a cached
   * result is returned unless `fresh` is set.
   */
  verify(input: string, options: { fresh?: boolean; attempt?: number } = {}): Promise<StoredVerification> {
    const pre = this.precheck(input);
    if (!pre.address) return Promise.resolve(pre.base);
    const address = pre.address;
    const running = this.inflight.get(address);
    if (running) return running;
    const job = (async () => {
      if (!options.fresh) {
        const hit = await this.cache.get<StoredVerification>('result', address);
        if (hit) return hit;
      }
      const [result] = await this.probeDomain(pre.domain, [pre], options.attempt ?? 0);
      return result!;
    })().finally(() => this.inflight.delete(address));
    this.inflight.set(address, job);
    return job;
  }

  /**
   * Verifies many addresses, one SMTP session per domain for all of that domain's addresses.
   * Results come back in the input order; duplicates are verified once.
   */
  async verifyMany(inputs: readonly string[], options: { fresh?: boolean; scheduleRetries?: boolean } = {}): Promise<StoredVerification[]> {
    const pres = inputs.map((i) => this.precheck(i));
    const out = new Map<string, StoredVerification>();
    const unique = new Map<string, Prechecked>();
    for (const pre of pres) if (pre.address && !unique.has(pre.address)) unique.set(pre.address, pre);
    const hits = options.fresh
      ? []
      : await Promise.all([...unique.keys()].map((a) => this.cache.get<StoredVerification>('result', a)));
    const byDomain = new Map<string, Prechecked[]>();
    [...unique.values()].forEach((pre, i) => {
      const hit = hits[i];
      if (hit) {
        out.set(pre.address!, hit);
        return;
      }
      const list = byDomain.get(pre.domain) ?? [];
      list.push(pre);
      byDomain.set(pre.domain, list);
    });
    await Promise.all(
      [...byDomain].map(async ([domain, list]) => {
        // A caller that asks again itself (a bulk's waiting rows) wants no retries of ours as well.
        const results = await this.probeDomain(domain, list, options.scheduleRetries === false ? this.opts.greylistRetries : 0);
        results.forEach((r, i) => out.set(list[i]!.address!, r));
      }),
    );
    return pres.map((pre) => (pre.address ? out.get(pre.address)! : pre.base));
  }

  private async probeDomain(domain: string, pres: Prechecked[], attempt: number): Promise<StoredVerification[]> {
    const started = Date.now();
    const deadline = started + this.opts.probeBudgetMs;
    const transcript: TranscriptLine[] = [];
    const probeable = pres.filter((p) => !p.base.disposable);
    let probe: DomainProbe | null = null;
    if (probeable.length > 0) {
      const knownAcceptAll = await this.cache.get<boolean>('accept-all', domain);
      probe = await this.prober.probe(
        domain,
        probeable.map((p) => p.address!),
        deadline,
        { checkAcceptAll: knownAcceptAll === null, transcript, startedAt: started },
      );
      if (probe.acceptAll === null && knownAcceptAll !== null) probe.acceptAll = knownAcceptAll;
      else if (probe.acceptAll !== null) await this.cache.put('accept-all', domain, probe.acceptAll, this.opts.acceptAllCacheSeconds);
    }
    const results = pres.map((pre) => this.decide(pre, probe, transcript));
    await Promise.all([
      ...pres.map((pre, i) => this.cache.put('result', pre.address!, results[i]!, this.opts.resultCacheSeconds)),
      this.sink.recordVerifications(pres.map((pre, i) => ({ address: pre.address!, domain: pre.domain, result: results[i]! }))),
    ]);
    pres.forEach((pre, i) => {
      const r = results[i]!;
      if (r.retryable && attempt < this.opts.greylistRetries) {
        const paced = r.retryAt ? Math.ceil((r.retryAt - Date.now()) / 1000) : 0;
        this.retries.schedule(pre.address!, attempt + 1, Math.max(this.opts.greylistRetrySeconds, paced));
      }
    });
    return results;
  }

  private decide(pre: Prechecked, probe: DomainProbe | null, transcript: TranscriptLine[]): StoredVerification {
    const r: StoredVerification = { ...pre.base, transcript: transcriptFor(transcript, pre.address!) };
    const role = isRoleAddress(pre.local);
    const set = (status: VerificationStatus, reason: string, retryable = false) => {
      r.status = status;
      r.reason = reason;
      r.retryable = retryable;
      r.score = scoreOf(status, r.gibberish, role, probe?.acceptAll !== null && probe?.acceptAll !== undefined);
      return r;
    };
    if (!probe) return set('disposable', 'the domain is a disposable-mail service');
    const route = probe.route;
    r.mx_records = route.kind === 'mx' || route.kind === 'implicit_mx';
    r.smtp_server = probe.smtpServer;
    r.block = probe.blocked;
    r.accept_all = probe.acceptAll === true;
    if (route.kind === 'null_mx') return set('invalid', 'the domain publishes a null MX (RFC 7505): it accepts no mail');
    if (route.kind === 'no_mail_domain') return set('invalid', 'the domain has no mail host (no MX, A or AAAA record)');
    if (route.kind === 'dns_error') return set('unknown', `DNS could not be asked (${route.error})`, true);

    const answer = probe.addresses.get(pre.address!);
    const verdict = answer?.verdict ?? 'unknown';
    const said = answer?.reply ? ` (${answer.reply.code} ${answer.reply.text})` : '';
    r.smtp_check = verdict === 'accepted';
    switch (verdict) {
      case 'accepted':
        if (r.webmail) return set('webmail', 'a webmail provider accepted it; they accept at RCPT time and bounce later');
        if (probe.acceptAll === true) return set('accept_all', 'accepted, and so was a random address at the domain');
        if (probe.acceptAll === null && probe.retryAt !== null) {
          // Whether the domain accepts everything is still to be asked: not `valid` yet.
          r.retryAt = probe.retryAt;
          return set('unknown', 'accepted, but the server paced us before the catch-all question could be asked', true);
        }
        return set(
          'valid',
          probe.acceptAll === false ? 'accepted, and a random address was refused' : 'accepted; whether the domain accepts everything could not be asked',
        );
      case 'rejected':
        return set('invalid', `the server refused the mailbox${said}`);
      case 'disabled':
        return set('invalid', `the mailbox is disabled${said}`);
      case 'full':
        return set('invalid', `the mailbox is full and mail to it bounces permanently${said}`);
      case 'blocked':
        r.block = true;
        return set('unknown', `the server refused us, not the address${said}`);
      case 'temporary':
        return set('unknown', `the server answered with a temporary failure${said}; it will be asked again`, true);
      default:
        if (probe.retryAt !== null) {
          r.retryAt = probe.retryAt;
          return set('unknown', `not asked yet: the server is pacing us (${probe.failure ?? 'paced'})`, true);
        }
        return set('unknown', probe.failure ? `no answer: ${probe.failure}` : 'no answer from the mail server', true);
    }
  }

  /** A scheduled re-check (greylisting, timeouts): asks the server again and updates the cache. */
  retry(address: string, attempt: number): Promise<StoredVerification> {
    return this.verify(address, { fresh: true, attempt });
  }

  /**
   * The public shape: spec fields, Hunter's `result` (after `status`, where Hunter puts it), sources
   * from the index, and the transcript only on request.
   */
  async present(result: StoredVerification, debug: boolean): Promise<VerificationResult & { result: Deliverability; transcript?: TranscriptLine[] }> {
    const sources = result.regexp ? await this.sink.sourcesOf(result.email) : [];
    const { checked_at: _c, reason: _r, retryable: _x, retryAt: _a, transcript, status, ...fields } = result;
    return { status, result: deliverability(status), ...fields, sources, ...(debug ? { transcript } : {}) };
  }
}
