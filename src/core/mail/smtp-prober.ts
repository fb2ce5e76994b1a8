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
 */
import { randomBytes } from 'node:crypto';
import type { MailRoute } from './mail-dns.js';
import type { HostGate } from './host-gate.js';
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
}

/** After one connection: finished, reconnect to the same server, or try the next address or host. */
type SessionOutcome = 'done' | 'again' | 'next_host';

/** What the sessions of one domain's probe share. */
interface ProbeRun {
  verdicts: Map<string, AddressProbe>;
  deadline: number;
  transcript: TranscriptLine[];
  startedAt: number | undefined;
  result: DomainProbe;
}

/** Below this many addresses per session, a second connection costs more than it saves. */
const MIN_ADDRESSES_PER_SESSION = 10;

/** Splits a list into at most `parts` contiguous chunks of at least `min` (one chunk when short). */
function split(list: readonly string[], parts: number, min: number): string[][] {
  const n = Math.max(1, Math.min(parts, Math.floor(list.length / min)));
  const size = Math.ceil(list.length / n);
  const out: string[][] = [];
  for (let i = 0; i < n; i++) out.push(list.slice(i * size, (i + 1) * size));
  return out.length > 0 ? out : [[]];
}

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

function tooManyRecipients(reply: SmtpReply): boolean {
  return (reply.code === 452 || reply.code === 451) && (reply.enhanced === '4.5.3' || /too many recipients/i.test(reply.text));
}

/** A local part no real person has: 20 random hex characters. */
export function randomLocalPart(): string {
  return `cds-${randomBytes(10).toString('hex')}`;
}

export class SmtpProber {
  constructor(
    private readonly routes: RouteSource,
    private readonly connect: SocketFactory,
    private readonly gate: HostGate,
    private readonly opts: ProberOptions,
  ) {}

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
    };
    result.route = await this.routes.route(domain);
    if (result.route.hosts.length === 0) {
      result.failure = `no mail host (${result.route.kind})`;
      return result;
    }
    const probeAddress = `${randomLocalPart()}@${domain}`;
    const verdicts = new Map<string, AddressProbe>();
    // A long list is shared among up to `parallelSessions` sessions (the per-host limit): the
    // random catch-all address rides in the first, after that session's real addresses.
    const chunks = split(addresses, this.opts.parallelSessions ?? 1, MIN_ADDRESSES_PER_SESSION);
    if (options.checkAcceptAll) chunks[0]!.push(probeAddress);
    // Each parallel session writes its own transcript (interleaved lines would attribute one
    // session's replies to another's addresses); they are joined, session by session, at the end.
    const transcripts = chunks.map((): TranscriptLine[] => []);
    const failures = await Promise.all(
      chunks.map((chunk, i) => this.probeOnHosts(chunk, { verdicts, deadline, transcript: transcripts[i]!, startedAt: options.startedAt, result })),
    );
    for (const lines of transcripts) transcript.push(...lines);
    result.failure = failures.find((f) => f !== null) ?? null;

    for (const a of addresses) {
      const v = verdicts.get(a);
      if (v) result.addresses.set(a, v);
    }
    const probe = verdicts.get(probeAddress);
    if (probe?.verdict === 'accepted') result.acceptAll = true;
    else if (probe?.verdict === 'rejected') result.acceptAll = false;
    if ([...verdicts.values()].some((v) => v.verdict === 'blocked')) result.blocked = true;
    return result;
  }

  /**
   * Tries the domain's mail hosts in preference order (and each host's addresses, IPv4 first)
   * until one serves the addresses. Every connection, reconnections after a recipient cap
   * included, goes through the host gate, so politeness holds for all of them.
   */
  private async probeOnHosts(pending: readonly string[], run: ProbeRun): Promise<string | null> {
    const { deadline, result, verdicts } = run;
    let failure: string | null = null;
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
        result.host = mx.host;
        result.ip = ip;
        let outcome: SessionOutcome = 'again';
        let reconnects = 0;
        while (outcome === 'again' && pending.some((a) => !verdicts.has(a))) {
          const step = await this.gate
            .run(ip, deadline, () => this.session(ip, pending, run))
            .catch((err: unknown): { failure: string; next: SessionOutcome } => {
              if (err instanceof SmtpFailure) return { failure: err.message, next: 'next_host' };
              throw err;
            });
          failure = step.failure;
          outcome = step.next;
          if (outcome === 'again' && ++reconnects > 2) {
            for (const a of pending) if (!verdicts.has(a)) verdicts.set(a, { verdict: 'temporary', reply: null });
            return 'the server keeps refusing more recipients';
          }
        }
        if (outcome !== 'next_host') return failure;
      }
    }
    return failure;
  }

  /**
   * One connection to one server: greeting, EHLO, then transactions until every address has a
   * verdict or the server caps recipients ('again': reconnect), or the server cannot be used
   * ('next_host').
   */
  private async session(ip: string, pending: readonly string[], run: ProbeRun): Promise<{ failure: string | null; next: SessionOutcome }> {
    const { verdicts, deadline, transcript, startedAt, result } = run;
    result.connections++;
    const { session, greeting } = await SmtpSession.open({
      ip,
      port: this.opts.port,
      connect: this.connect,
      connectTimeoutMs: this.opts.connectTimeoutMs,
      commandTimeoutMs: this.opts.commandTimeoutMs,
      deadline,
      transcript,
      startedAt,
    });
    try {
      if (greeting.code !== 220) {
        // RFC 5321 3.1: 554 instead of 220 means "no SMTP service here" for this client.
        if (greeting.code >= 500 && (BLOCK_TEXT.test(greeting.text) || greeting.enhanced?.startsWith('5.7.'))) {
          for (const a of pending) if (!verdicts.has(a)) verdicts.set(a, { verdict: 'blocked', reply: greeting });
          return { failure: `the server refused the connection: ${greeting.code} ${greeting.text}`, next: 'done' };
        }
        return { failure: `greeting ${greeting.code} ${greeting.text}`, next: 'next_host' };
      }
      const hello = await session.hello(this.opts.helo);
      if (hello.code !== 250) return { failure: `EHLO refused: ${hello.code} ${hello.text}`, next: 'next_host' };
      result.smtpServer = true;
      const progressed = await this.transactions(session, pending, verdicts);
      if (progressed === 'blocked') return { failure: 'the server refused our sender', next: 'done' };
      return { failure: null, next: progressed === 'stuck' ? 'again' : 'done' };
    } catch (err) {
      if (!(err instanceof SmtpFailure)) throw err;
      // A server that took our EHLO then failed: what it answered stands, the rest is unknown.
      return { failure: `${err.kind}: ${err.message}`, next: result.smtpServer ? 'done' : 'next_host' };
    } finally {
      await session.close();
    }
  }

  /** MAIL FROM, then RCPTs until done, RSET and a new MAIL FROM at the per-transaction cap. */
  private async transactions(
    session: SmtpSession,
    pending: readonly string[],
    verdicts: Map<string, AddressProbe>,
  ): Promise<'done' | 'stuck' | 'blocked'> {
    let inTransaction = 0;
    let open = false;
    for (const address of pending) {
      if (verdicts.has(address)) continue;
      if (open && inTransaction >= this.opts.recipientsPerSession) {
        await session.command('RSET');
        open = false;
      }
      if (!open) {
        const from = await session.command(`MAIL FROM:<${this.opts.mailFrom}>`);
        if (from.code !== 250) {
          if (classifyRcpt(from) === 'blocked') {
            for (const a of pending) if (!verdicts.has(a)) verdicts.set(a, { verdict: 'blocked', reply: from });
            return 'blocked';
          }
          for (const a of pending) if (!verdicts.has(a)) verdicts.set(a, { verdict: 'temporary', reply: from });
          return 'done';
        }
        open = true;
        inTransaction = 0;
      }
      const reply = await session.command(`RCPT TO:<${address}>`);
      if (tooManyRecipients(reply)) {
        // The server caps recipients per transaction (or per session): start over.
        if (inTransaction === 0) return 'stuck';
        await session.command('RSET');
        open = false;
        const retry = await this.transactions(session, pending, verdicts);
        return retry;
      }
      inTransaction++;
      verdicts.set(address, { verdict: classifyRcpt(reply), reply });
    }
    if (open) await session.command('RSET');
    return 'done';
  }
}
