/**
 * Asks a domain's mail server whether it would accept mail for some addresses, without sending
 * any. One session serves many addresses of the same domain (MAIL FROM, then RCPT after RCPT,
 * RSET between transactions), reconnecting when the server caps recipients. After the real
 * addresses, a random address at the domain tells whether the server accepts everything
 * (a "catch-all": then an accepted RCPT proves nothing).
 *
 * How replies are read (RFC 5321 4.2, enhanced codes RFC 3463):
 * - 2xx: accepted.
 * - 4xx: temporary (greylisting, RFC 6647; busy): nothing is known yet.
 * - 552 or x.2.2: mailbox full; x.2.1 or "disabled": mailbox disabled; both permanent.
 * - x.7.x or blocklist/policy wording: the server refuses *us*, so the address is unknowable.
 * - other 5xx (x.1.x, "user unknown", plain 550): the mailbox does not exist.
 *
 * Pace (host-pace.ts): every connection asks the server's learned pace first. A session ends
 * before the errors after which the server slows down or closes; a 421 or a rate answer ends it
 * and backs off; addresses left unasked when the pace would pass the deadline are 'paced' (no
 * answer yet, ask again at `retryAt`), never refused.
 */
import { randomBytes } from 'node:crypto';
import type { MailRoute } from './mail-dns.js';
import type { HostGate } from './host-gate.js';
import { FixedPace, HostPace, MemoryPaceStore, type SessionPace } from './host-pace.js';
import { SmtpFailure, SmtpSession, type SmtpReply, type SocketFactory, type TranscriptLine } from './smtp-session.js';

export type RcptVerdict = 'accepted' | 'rejected' | 'full' | 'disabled' | 'temporary' | 'blocked' | 'unknown';

export interface AddressProbe {
  verdict: RcptVerdict;
  reply: SmtpReply | null;
}

export interface DomainProbe {
  route: MailRoute;
  /** A mail server accepted our connection and our EHLO/HELO. */
  smtpServer: boolean;
  /** The server refused us for policy or reputation. */
  blocked: boolean;
  /** Whether a random address at the domain was accepted; null when that could not be asked. */
  acceptAll: boolean | null;
  addresses: Map<string, AddressProbe>;
  /** Why the probe could not finish, when it could not. */
  failure: string | null;
  /** The host and address that answered (or were last tried). */
  host: string | null;
  ip: string | null;
  /** How many SMTP connections this probe opened. */
  connections: number;
  /**
   * When the server paced us (a 421, a rate answer, or a pause that passed the deadline): the
   * earliest time worth asking again about the addresses left without an answer.
   */
  retryAt: number | null;
}

export interface RouteSource {
  route(domain: string): Promise<MailRoute>;
  addresses(host: string): Promise<{ kind: 'ok'; ips: string[] } | { kind: 'error'; error: string }>;
}

export interface ProberOptions {
  port: number;
  helo: string;
  mailFrom: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  recipientsPerSession: number;
  /** Mail hosts tried, in preference order, before giving up on a domain. */
  maxHosts?: number;
  /** Sessions one domain's list may be spread over (at most the per-host connection limit). */
  parallelSessions?: number;
  /**
   * Which mail host addresses may be connected to (core/net/address-policy.ts): public ones
   * unless configured otherwise, so an MX record cannot point probes at loopback or a private
   * network. Absent: every address (tests of the prober alone).
   */
  addressPolicy?: { permitted(ip: string): boolean };
  /** What the servers have shown about their pace (shared by the workers); absent: kept in memory. */
  pace?: HostPace;
  /**
   * false: the prober as it was before it read servers' pace (sessions kept open through a
   * server's slowdown, nothing learned): the baseline of bench/verify's tarpit scenario.
   */
  adaptive?: boolean;
}

/**
 * After one connection: finished, reconnect to the same server (a cap, or the session's error
 * budget was spent), the server paced us, try the next address or host, the greeting did not come
 * in time (try the others first), or our own politeness would pass the deadline.
 */
type SessionOutcome = 'done' | 'again' | 'paced' | 'next_host' | 'slow_greeting' | 'gate_paced';

interface SessionStep {
  failure: string | null;
  next: SessionOutcome;
  /** Answers this session got. */
  answered: number;
}

/** What one session counted: errors as the server counts them (non-2xx replies), answers. */
interface SessionTally {
  errors: number;
  answered: number;
}

/**
 * What the sessions of one domain's probe share: one queue of addresses that every session pulls
 * from, so a session that started later (politeness) or was cut short (an error budget, a close)
 * takes less, and none sits idle while another has a backlog.
 */
class ProbeRun {
  readonly verdicts = new Map<string, AddressProbe>();
  private cursor = 0;
  /** Claimed by a session that ended before their answer came: taken first by the next. */
  private readonly released: string[] = [];

  constructor(
    readonly queue: readonly string[],
    readonly deadline: number,
    readonly startedAt: number | undefined,
    readonly result: DomainProbe,
  ) {}

  /** The next address no session has claimed yet, or null. */
  claim(): string | null {
    while (this.released.length > 0) {
      const a = this.released.pop()!;
      if (!this.verdicts.has(a)) return a;
    }
    while (this.cursor < this.queue.length) {
      const a = this.queue[this.cursor++]!;
      if (!this.verdicts.has(a)) return a;
    }
    return null;
  }

  release(address: string): void {
    if (!this.verdicts.has(address)) this.released.push(address);
  }

  /** Whether an address is left that no session holds. */
  get hasUnclaimed(): boolean {
    return this.released.some((a) => !this.verdicts.has(a)) || this.queue.slice(this.cursor).some((a) => !this.verdicts.has(a));
  }

  get unanswered(): number {
    let n = 0;
    for (const a of this.queue) if (!this.verdicts.has(a)) n++;
    return n;
  }

  /** Every address still without an answer gets this one (a refusal of us, not of them). */
  settleRest(answer: AddressProbe): void {
    for (const a of this.queue) if (!this.verdicts.has(a)) this.verdicts.set(a, answer);
  }
}

/** Below this many addresses per session, a second connection costs more than it saves. */
const MIN_ADDRESSES_PER_SESSION = 10;
/**
 * A reply is late when it takes this much longer than three times the session's fastest: Postfix
 * sleeps 1 s per reply past its soft error limit, Exim's `delay` ACLs seconds; scheduling noise on
 * a busy machine is far below this.
 */
const SLOW_REPLY_MARGIN_MS = 700;
/** Sessions with no new answer in a row before the prober stops trying a server. */
const MAX_FRUITLESS_SESSIONS = 3;

const BLOCK_TEXT = /\b(block(ed|list)?|black ?list|spamhaus|spamcop|barracuda|rbl|dnsbl|reputation|denied|banned|poor reputation|policy|not allowed)\b/i;
const UNKNOWN_USER_TEXT = /\b(user unknown|unknown user|no such (user|mailbox|recipient)|does not exist|not exist|unknown recipient|recipient (address )?rejected|invalid (recipient|mailbox|address)|mailbox (unavailable|not found)|address rejected|undeliverable|not found)\b/i;

const FULL_SUBJECT_TEXT = /\b(mailbox|quota|storage)\b/gi;
const FULL_TEXT = /\b(full|exceeded)\b/gi;

/**
 * `/\b(mailbox|quota|storage)\b.*\b(full|exceeded)\b/i.test(text)` in linear time: that regex
 * retries `.*` from every subject word and so is quadratic on a long reply repeating "quota". The
 * first subject word of a line is the only one worth trying (`.*` from it reaches every later
 * position of the line), so the full word is looked for once, after it, on the same line.
 */
function saysFull(text: string): boolean {
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    FULL_SUBJECT_TEXT.lastIndex = 0;
    const subject = FULL_SUBJECT_TEXT.exec(line);
    if (subject === null) continue;
    FULL_TEXT.lastIndex = subject.index + subject[0].length;
    if (FULL_TEXT.test(line)) return true;
  }
  return false;
}

export function classifyRcpt(reply: SmtpReply): RcptVerdict {
  const { code, enhanced, text } = reply;
  if (code >= 200 && code < 300) return 'accepted';
  if (code >= 400 && code < 500) return 'temporary';
  if (code >= 500 && code < 600) {
    if (enhanced?.startsWith('5.7.') || (!UNKNOWN_USER_TEXT.test(text) && BLOCK_TEXT.test(text))) return 'blocked';
    if (code === 552 || enhanced === '5.2.2' || saysFull(text)) return 'full';
    if (enhanced === '5.2.1' || /\b(disabled|inactive|suspended)\b/i.test(text)) return 'disabled';
    return 'rejected';
  }
  return 'unknown';
}

const GREYLIST_TEXT = /\bgr[ae]y-?list/i;
/** Explicit wording about our rate or our connections; never a plain "try later" or "exceeded" (a full mailbox, greylisting). */
const RATE_TEXT = /\b(rate|too many (connections|recipients|messages|sessions|commands|concurrent)|too fast|slow down|throttl\w*)\b/i;
/** Postfix `smtpd_hard_error_limit`: "421 4.7.0 host Error: too many errors", then it closes. */
const ERROR_LIMIT_TEXT = /\btoo many (errors|unknown|invalid|bad|failed)/i;

/** The server ends the session for the errors in it (a hard error limit), not for our pace. */
function errorLimit(reply: SmtpReply): boolean {
  return reply.code >= 400 && reply.code < 500 && ERROR_LIMIT_TEXT.test(reply.text);
}

/**
 * A cap on recipients per transaction (RFC 5321 4.5.3.1.10: 452, the client sends the rest in a
 * new transaction): 4.5.3, or "too many recipients" without "from" (which names a client rate).
 */
function tooManyRecipients(reply: SmtpReply): boolean {
  if (reply.code !== 452 && reply.code !== 451) return false;
  if (reply.enhanced === '4.5.3') return true;
  return reply.enhanced === null && /too many recipients/i.test(reply.text) && !/\bfrom\b/i.test(reply.text);
}

/**
 * The server asks us to slow down: 421 (RFC 5321 3.8, the service closes the channel), or a
 * 450-452 that names a rate or a count (Postfix `smtpd_client_recipient_rate_limit`: "450 4.7.1
 * Error: too many recipients from [ip]"; Exim `ratelimit`). Greylisting (RFC 6647) and mailbox
 * states (x.1.x, x.2.x) are answers about one recipient, not about our pace.
 */
export function paceAnswer(reply: SmtpReply): 'connections' | 'rate' | null {
  if (errorLimit(reply)) return null;
  if (reply.code === 421) return /connection/i.test(reply.text) ? 'connections' : 'rate';
  if (reply.code < 450 || reply.code > 452 || GREYLIST_TEXT.test(reply.text) || tooManyRecipients(reply)) return null;
  if (reply.enhanced !== null && !reply.enhanced.startsWith('4.7.') && !reply.enhanced.startsWith('4.3.')) return null;
  if (!RATE_TEXT.test(reply.text)) return null;
  return /connection/i.test(reply.text) ? 'connections' : 'rate';
}

/** A local part no real person has: 20 random hex characters. */
export function randomLocalPart(): string {
  return `cds-${randomBytes(10).toString('hex')}`;
}

export class SmtpProber {
  private readonly pace: HostPace;

  constructor(
    private readonly routes: RouteSource,
    private readonly connect: SocketFactory,
    private readonly gate: HostGate,
    private readonly opts: ProberOptions,
  ) {
    const politeness = { perHost: opts.parallelSessions ?? 1, spacingMs: 0, commandTimeoutMs: opts.commandTimeoutMs };
    this.pace = opts.adaptive === false ? new FixedPace(new MemoryPaceStore(), politeness) : (opts.pace ?? new HostPace(new MemoryPaceStore(), politeness));
  }

  /**
   * Probes the addresses (all at `domain`) and, when asked, a random address for catch-all.
   * Never throws for anything the network does: failures come back in the result.
   */
  async probe(
    domain: string,
    addresses: readonly string[],
    deadline: number,
    options: { checkAcceptAll: boolean; transcript?: TranscriptLine[]; startedAt?: number },
  ): Promise<DomainProbe> {
    const transcript = options.transcript ?? [];
    const result: DomainProbe = {
      route: { kind: 'dns_error', hosts: [], error: 'not asked' },
      smtpServer: false,
      blocked: false,
      acceptAll: null,
      addresses: new Map(addresses.map((a) => [a, { verdict: 'unknown', reply: null }])),
      failure: null,
      host: null,
      ip: null,
      connections: 0,
      retryAt: null,
    };
    result.route = await this.routes.route(domain);
    if (result.route.hosts.length === 0) {
      result.failure = `no mail host (${result.route.kind})`;
      return result;
    }
    const probeAddress = `${randomLocalPart()}@${domain}`;
    // The random catch-all address first: an accepted RCPT means nothing until it is answered,
    // so it must not be the one left unasked when the server paces us.
    const run = new ProbeRun([...(options.checkAcceptAll ? [probeAddress] : []), ...addresses], deadline, options.startedAt, result);
    // Up to `parallelSessions` sessions (the per-host limit, lowered by the first host's learned
    // pace) pull from the queue; a short list gets fewer: a second connection costs more than it
    // saves below MIN_ADDRESSES_PER_SESSION each.
    const firstIp = await this.firstAddress(result.route.hosts[0]!.host);
    const allowed = firstIp === null ? (this.opts.parallelSessions ?? 1) : Math.min(this.opts.parallelSessions ?? 1, (await this.pace.session(firstIp)).maxSessions);
    const sessions = Math.max(1, Math.min(allowed, Math.floor(run.queue.length / MIN_ADDRESSES_PER_SESSION)));
    // Each parallel session writes its own transcript (interleaved lines would attribute one
    // session's replies to another's addresses); they are joined, session by session, at the end.
    const transcripts = Array.from({ length: sessions }, (): TranscriptLine[] => []);
    const failures = await Promise.all(transcripts.map((lines) => this.probeOnHosts(run, lines)));
    for (const lines of transcripts) transcript.push(...lines);
    result.failure = failures.find((f) => f !== null) ?? null;

    for (const a of addresses) {
      const v = run.verdicts.get(a);
      if (v) result.addresses.set(a, v);
    }
    const probe = run.verdicts.get(probeAddress);
    if (probe?.verdict === 'accepted') result.acceptAll = true;
    else if (probe?.verdict === 'rejected') result.acceptAll = false;
    if ([...run.verdicts.values()].some((v) => v.verdict === 'blocked')) result.blocked = true;
    return result;
  }

  private async firstAddress(host: string): Promise<string | null> {
    const ips = await this.routes.addresses(host);
    if (ips.kind === 'error') return null;
    return ips.ips.find((ip) => this.opts.addressPolicy?.permitted(ip) ?? true) ?? null;
  }

  /**
   * Tries the domain's mail hosts in preference order (and each host's addresses, IPv4 first)
   * until one serves the addresses. Every connection, reconnections included, goes through the
   * host gate with the server's learned pace, so politeness holds for all of them.
   */
  private async probeOnHosts(run: ProbeRun, transcript: TranscriptLine[]): Promise<string | null> {
    const { deadline, result } = run;
    let failure: string | null = null;
    let pacedUntil: number | null = null;
    const slowGreeters: { ip: string; host: string }[] = [];
    for (const mx of result.route.hosts.slice(0, this.opts.maxHosts ?? 3)) {
      const ips = await this.routes.addresses(mx.host);
      if (ips.kind === 'error' || ips.ips.length === 0) {
        failure = `mail host ${mx.host} has no address (${ips.kind === 'error' ? ips.error : 'none'})`;
        continue;
      }
      const usable = ips.ips.filter((ip) => this.opts.addressPolicy?.permitted(ip) ?? true);
      if (usable.length === 0) {
        failure = `mail host ${mx.host} has no public address`;
        continue;
      }
      for (const ip of usable.slice(0, 2)) {
        if (Date.now() >= deadline) return failure ?? 'no time left';
        const on = await this.sessionsOn(ip, mx.host, run, transcript);
        failure = on.failure ?? failure;
        if (on.outcome === 'done') return failure;
        // A server that paces us or greets slowly: the next host (RFC 5321 5.1) may answer now.
        if (on.outcome === 'paced') pacedUntil = Math.max(pacedUntil ?? 0, on.retryAt ?? 0);
        if (on.outcome === 'slow_greeting') slowGreeters.push({ ip, host: mx.host });
      }
    }
    // No other host answered: the slow greeters again, now waited for as long as they need.
    for (const { ip, host } of slowGreeters) {
      if (!run.hasUnclaimed || Date.now() >= deadline) break;
      const on = await this.sessionsOn(ip, host, run, transcript);
      failure = on.failure ?? failure;
      if (on.outcome === 'done') return failure;
      if (on.outcome === 'paced') pacedUntil = Math.max(pacedUntil ?? 0, on.retryAt ?? 0);
    }
    if (pacedUntil !== null && run.hasUnclaimed) return this.paced(run, pacedUntil, failure ?? 'the server asked us to slow down');
    return failure;
  }

  /**
   * Sessions to one server address until the queue is empty ('done'), the server cannot be used
   * ('next_host'), greets too slowly for now ('slow_greeting'), or paces us past the deadline
   * ('paced', with the time worth asking again). A pause the server asked for that ends before
   * the deadline is waited for in the gate.
   */
  private async sessionsOn(
    ip: string,
    host: string,
    run: ProbeRun,
    transcript: TranscriptLine[],
  ): Promise<{ outcome: 'done' | 'next_host' | 'slow_greeting' | 'paced'; failure: string | null; retryAt?: number }> {
    const { deadline } = run;
    let failure: string | null = null;
    let fruitless = 0;
    for (;;) {
      if (!run.hasUnclaimed) return { outcome: 'done', failure };
      if (Date.now() >= deadline) return { outcome: 'done', failure: failure ?? 'no time left' };
      const pace = await this.pace.session(ip);
      if (pace.notBefore > deadline) return { outcome: 'paced', failure: 'the server asked us to slow down', retryAt: pace.notBefore };
      const step = await this.gate
        .run(ip, deadline, () => this.session(ip, host, run, transcript), { perHost: pace.maxSessions, spacingMs: pace.spacingMs, notBefore: pace.notBefore })
        .catch((err: unknown): SessionStep => {
          if (!(err instanceof SmtpFailure)) throw err;
          // Our own politeness would pass the deadline: not the server's fault, ask later.
          if (err.kind === 'paced') return { failure: err.message, next: 'gate_paced', answered: 0 };
          return { failure: err.message, next: 'next_host', answered: 0 };
        });
      failure = step.failure ?? failure;
      switch (step.next) {
        case 'done':
        case 'next_host':
        case 'slow_greeting':
          return { outcome: step.next, failure };
        case 'gate_paced':
          return { outcome: 'paced', failure, retryAt: this.gate.earliestStart(ip) };
        case 'paced': {
          // The server asked for a pause (learned, with its back-off): the gate waits for it
          // when it ends before the deadline; past the deadline the rest waits for a later probe.
          const next = await this.pace.session(ip);
          const resume = Math.max(next.notBefore, this.gate.earliestStart(ip));
          if (resume >= deadline) return { outcome: 'paced', failure, retryAt: resume };
          continue;
        }
        case 'again':
          // Sessions that end without a single answer (a cap on the first RCPT, a close): give up
          // after a few in a row.
          if (step.answered > 0) fruitless = 0;
          else if (++fruitless >= MAX_FRUITLESS_SESSIONS) {
            run.settleRest({ verdict: 'temporary', reply: null });
            return { outcome: 'done', failure: 'the server keeps ending sessions without an answer' };
          }
          continue;
      }
    }
  }

  /** The addresses still without an answer wait for the server's pace: none is refused for it. */
  private paced(run: ProbeRun, retryAt: number, why: string): string {
    run.result.retryAt = Math.max(run.result.retryAt ?? 0, retryAt);
    return `${why}; the rest is asked again after ${new Date(retryAt).toISOString()}`;
  }

  /**
   * One connection to one server: greeting, EHLO, then transactions until every address has a
   * verdict, the server caps recipients or the session's error budget is spent ('again':
   * reconnect), the server paces us ('paced'), or the server cannot be used ('next_host').
   */
  private async session(ip: string, host: string, run: ProbeRun, transcript: TranscriptLine[]): Promise<SessionStep> {
    const { deadline, startedAt, result } = run;
    // Read again now that a slot is ours: another session may have emptied the queue, or been
    // told to slow down, while this one waited.
    const pace = await this.pace.session(ip);
    if (!run.hasUnclaimed) return { failure: null, next: 'done', answered: 0 };
    if (pace.notBefore > Date.now() || this.gate.active(ip) > pace.maxSessions) return { failure: 'the server asked us to slow down', next: 'paced', answered: 0 };
    result.connections++;
    result.host = host;
    result.ip = ip;
    const opened = Date.now();
    let greeted: Awaited<ReturnType<typeof SmtpSession.open>>;
    try {
      greeted = await SmtpSession.open({
        ip,
        port: this.opts.port,
        connect: this.connect,
        connectTimeoutMs: this.opts.connectTimeoutMs,
        commandTimeoutMs: this.opts.commandTimeoutMs,
        greetingTimeoutMs: pace.greetingTimeoutMs,
        deadline,
        transcript,
        startedAt,
      });
    } catch (err) {
      // A greeting that did not come in time: it is at least that slow, so wait twice as long
      // (RFC 5321 4.5.3.2.1 allows 5 minutes), now when the deadline allows.
      if (err instanceof SmtpFailure && err.kind === 'timeout' && Date.now() < deadline) {
        const waited = Date.now() - opened;
        if (waited >= pace.greetingTimeoutMs - 50) {
          await this.pace.greeting(ip, waited);
          return { failure: `no greeting within ${waited} ms`, next: 'slow_greeting', answered: 0 };
        }
      }
      throw err;
    }
    const { session, greeting } = greeted;
    const tally: SessionTally = { errors: 0, answered: 0 };
    try {
      await this.pace.greeting(ip, Date.now() - opened);
      if (greeting.code !== 220) {
        const asked = paceAnswer(greeting);
        if (asked) {
          await this.pace.backOff(ip, `greeting ${greeting.code} ${greeting.text}`, asked === 'connections');
          return { failure: `the server paced us: ${greeting.code} ${greeting.text}`, next: 'paced', answered: 0 };
        }
        // RFC 5321 3.1: 554 instead of 220 means "no SMTP service here" for this client.
        if (greeting.code >= 500 && (BLOCK_TEXT.test(greeting.text) || greeting.enhanced?.startsWith('5.7.'))) {
          run.settleRest({ verdict: 'blocked', reply: greeting });
          return { failure: `the server refused the connection: ${greeting.code} ${greeting.text}`, next: 'done', answered: 0 };
        }
        return { failure: `greeting ${greeting.code} ${greeting.text}`, next: 'next_host', answered: 0 };
      }
      const hello = await session.hello(this.opts.helo);
      if (hello.code !== 250) {
        const asked = paceAnswer(hello);
        if (asked) {
          await this.pace.backOff(ip, `EHLO ${hello.code} ${hello.text}`, asked === 'connections');
          return { failure: `the server paced us: ${hello.code} ${hello.text}`, next: 'paced', answered: 0 };
        }
        return { failure: `EHLO refused: ${hello.code} ${hello.text}`, next: 'next_host', answered: 0 };
      }
      result.smtpServer = true;
      const progressed = await this.transactions(session, run, ip, pace, tally);
      const answered = tally.answered;
      if (progressed === 'blocked') return { failure: 'the server refused our sender', next: 'done', answered };
      if (progressed === 'paced') return { failure: 'the server asked us to slow down', next: 'paced', answered };
      if (answered > 0) await this.pace.calm(ip);
      return { failure: null, next: progressed === 'stuck' || progressed === 'again' ? 'again' : 'done', answered };
    } catch (err) {
      if (!(err instanceof SmtpFailure)) throw err;
      if (err.kind === 'closed' && result.smtpServer && tally.answered > 0) {
        // Closed mid-list after answering some: go on with the rest in a new session. Nothing is
        // learned from a bare close (a reset, an idle timeout, a load balancer); only an explicit
        // "421 too many errors" teaches the error limit.
        return { failure: `${err.kind}: ${err.message}`, next: 'again', answered: tally.answered };
      }
      // A server that took our EHLO then failed: what it answered stands, the rest is unknown.
      return { failure: `${err.kind}: ${err.message}`, next: result.smtpServer ? 'done' : 'next_host', answered: tally.answered };
    } finally {
      await session.close();
    }
  }

  /**
   * MAIL FROM, then RCPTs until done, RSET and a new MAIL FROM at the per-transaction cap. Ends
   * the session early ('again') when its error budget is spent or the replies slow down after
   * errors (learned for the next sessions), and at a rate answer ('paced').
   */
  private async transactions(session: SmtpSession, run: ProbeRun, ip: string, pace: SessionPace, tally: SessionTally): Promise<'done' | 'stuck' | 'blocked' | 'again' | 'paced'> {
    const held = new Set<string>();
    try {
      return await this.transactionsHolding(session, run, ip, pace, tally, held);
    } finally {
      // Claimed but not answered (closed, paced, a cap): back to the queue for the next session.
      for (const a of held) run.release(a);
    }
  }

  private async transactionsHolding(
    session: SmtpSession,
    run: ProbeRun,
    ip: string,
    pace: SessionPace,
    tally: SessionTally,
    held: Set<string>,
  ): Promise<'done' | 'stuck' | 'blocked' | 'again' | 'paced'> {
    const { verdicts } = run;
    let inTransaction = 0;
    let open = false;
    let fastest = Infinity;
    /** Errors before the first late reply, while a second late one is awaited to confirm it. */
    let lateAfter: number | null = null;
    const timed = async (line: string): Promise<{ reply: SmtpReply; ms: number }> => {
      const t = Date.now();
      const reply = await session.command(line);
      return { reply, ms: Date.now() - t };
    };
    for (;;) {
      // End before the server starts sleeping or closes, not after (host-pace.ts).
      if (pace.errorBudget !== null && tally.errors >= pace.errorBudget) return run.hasUnclaimed ? 'again' : 'done';
      const address = run.claim();
      if (address === null) break;
      held.add(address);
      if (open && inTransaction >= this.opts.recipientsPerSession) {
        await session.command('RSET');
        open = false;
      }
      if (!open) {
        const { reply: from, ms } = await timed(`MAIL FROM:<${this.opts.mailFrom}>`);
        fastest = Math.min(fastest, ms);
        if (from.code !== 250) {
          if (errorLimit(from)) {
            if (tally.errors > 0) await this.pace.closedAfter(ip, tally.errors);
            return 'again';
          }
          const asked = paceAnswer(from);
          if (asked) {
            await this.pace.backOff(ip, `MAIL FROM ${from.code} ${from.text}`, asked === 'connections');
            return 'paced';
          }
          if (classifyRcpt(from) === 'blocked') {
            run.settleRest({ verdict: 'blocked', reply: from });
            return 'blocked';
          }
          run.settleRest({ verdict: 'temporary', reply: from });
          return 'done';
        }
        open = true;
        inTransaction = 0;
      }
      const { reply, ms } = await timed(`RCPT TO:<${address}>`);
      if (tooManyRecipients(reply)) {
        // The server caps recipients per transaction (or per session): start over.
        held.delete(address);
        run.release(address);
        if (inTransaction === 0) return 'stuck';
        await session.command('RSET');
        open = false;
        continue;
      }
      if (errorLimit(reply)) {
        // Closed for the errors so far: learned, and this address is asked in the next session.
        if (tally.errors > 0) await this.pace.closedAfter(ip, tally.errors);
        return 'again';
      }
      const asked = paceAnswer(reply);
      if (asked) {
        // No answer about this address: it waits with the rest.
        await this.pace.backOff(ip, `RCPT ${reply.code} ${reply.text}`, asked === 'connections');
        return 'paced';
      }
      const errorsBefore = tally.errors;
      inTransaction++;
      tally.answered++;
      if (reply.code < 200 || reply.code >= 300) tally.errors++;
      verdicts.set(address, { verdict: classifyRcpt(reply), reply });
      held.delete(address);
      const late = Number.isFinite(fastest) && ms > 3 * fastest + SLOW_REPLY_MARGIN_MS;
      fastest = Math.min(fastest, ms);
      if (!late || this.opts.adaptive === false) {
        lateAfter = null;
      } else if (errorsBefore > 0) {
        // Two late replies in a row after errors: the server slows down erring clients. One
        // alone may be the network or a busy machine.
        if (lateAfter === null) lateAfter = errorsBefore;
        else {
          await this.pace.slowedAfter(ip, lateAfter);
          return 'again';
        }
      }
    }
    // No RSET before QUIT: QUIT ends the transaction too (RFC 5321 4.1.1.10), and a server past
    // its soft error limit would make us wait for one more reply.
    return 'done';
  }
}
