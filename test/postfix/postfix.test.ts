/**
 * The verifier against a real MTA: a throwaway Postfix (test/support/postfix.ts) on a loopback
 * port, with five virtual mailboxes and Postfix's default defenses. Postfix counts every rejected
 * RCPT as an error: after `smtpd_soft_error_limit` (10) each reply waits
 * `smtpd_error_sleep_time` (1 s), and at `smtpd_hard_error_limit` (20) it answers 421 "too many
 * errors" and closes the session. A verifier that keeps asking in one session gets slow answers,
 * then none; the right behaviour is every status right, within the budget, nothing `unknown`.
 *
 * Runs where Postfix can (installed, root, Linux); elsewhere the suite is skipped and its title
 * says why. POSTFIX_TEST_VERBOSE=1 prints one line per probe with its pace: sessions, Postfix's
 * "too many errors" disconnects, seconds, wrong answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Duplex } from 'node:stream';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { EmailVerifier, type RetryScheduler, type StoredVerification, type VerificationCache, type VerificationSink } from '../../src/core/mail/email-verifier.js';
import { HostGate } from '../../src/core/mail/host-gate.js';
import { HostPace, MemoryPaceStore } from '../../src/core/mail/host-pace.js';
import type { MailRoute } from '../../src/core/mail/mail-dns.js';
import { SmtpProber, type RouteSource } from '../../src/core/mail/smtp-prober.js';
import { SmtpSession, directConnect, type SocketFactory } from '../../src/core/mail/smtp-session.js';
import { startPostfix, type PostfixInstance } from '../support/postfix.js';

const DOMAIN = 'postfix-probe.test';
const MX = `mx.${DOMAIN}`;
const MAILBOXES = ['alice', 'bob.smith', 'carol', 'dave_ops', 'erin.k'];
const FIRST = ['john', 'mary', 'peter', 'linda', 'steve', 'susan', 'mark', 'nancy', 'paul', 'karen', 'tom', 'julia', 'frank', 'helen', 'oscar'];
const LAST = ['miller', 'garcia', 'wilson'];
/**
 * 45 plausible people who have no mailbox there: more refusals than two sessions can take under
 * the hard error limit (2 x 20), so a prober that ignores Postfix's pace loses answers.
 */
const UNKNOWN = LAST.flatMap((last) => FIRST.map((first) => `${first}.${last}`));
/** The real mailboxes spread over the list (every tenth), as in a real list: 50 addresses. */
const ADDRESSES: string[] = (() => {
  const out = UNKNOWN.map((u) => `${u}@${DOMAIN}`);
  MAILBOXES.forEach((m, i) => out.splice(4 + i * 10, 0, `${m}@${DOMAIN}`));
  return out;
})();
const REAL = new Set(MAILBOXES.map((m) => `${m}@${DOMAIN}`));

/** The budget one domain's probe gets: generous, Postfix's pace has to fit in it. */
const PROBE_BUDGET_MS = 60_000;
const TEST_TIMEOUT_MS = 120_000;
const VERBOSE = !['', '0', 'false', undefined].includes(process.env.POSTFIX_TEST_VERBOSE);

/** The production defaults (connections per host, politeness, recipients per session, timeouts). */
const mail = loadConfig({}).mail;

const started = await startPostfix({ domain: DOMAIN, mailboxes: MAILBOXES });
const skipped = 'skipped' in started ? started.skipped : null;
const pf = 'skipped' in started ? null : started;
// The default reporter shows skipped tests only as a count: say why once, on stderr.
if (skipped) console.warn(`[postfix] tests skipped: ${skipped}`);

afterAll(async () => {
  await pf?.stop();
}, 30_000);

function routesTo(instance: PostfixInstance): RouteSource {
  return {
    async route(domain: string): Promise<MailRoute> {
      return domain === DOMAIN ? { kind: 'mx', hosts: [{ host: MX, priority: 10 }] } : { kind: 'no_mail_domain', hosts: [] };
    },
    async addresses(host: string) {
      return host === MX ? { kind: 'ok' as const, ips: [instance.ip] } : { kind: 'error' as const, error: 'ENOTFOUND' };
    },
  };
}

/** A prober as composition.ts builds it, pointed at the instance, counting its connections. */
function proberFor(instance: PostfixInstance): { prober: SmtpProber; sessions: () => number } {
  let sessions = 0;
  const connect: SocketFactory = (ip: string, _port: number, timeoutMs: number): Promise<Duplex> => {
    sessions++;
    return directConnect(ip, instance.port, timeoutMs);
  };
  const prober = new SmtpProber(routesTo(instance), connect, new HostGate(mail.smtpConnectionsPerHost, mail.smtpPolitenessMs), {
    port: instance.port,
    helo: 'verifier.example.test',
    mailFrom: 'probe@verifier.example.test',
    connectTimeoutMs: mail.smtpConnectTimeoutMs,
    commandTimeoutMs: mail.smtpCommandTimeoutMs,
    recipientsPerSession: mail.smtpRecipientsPerSession,
    parallelSessions: mail.smtpConnectionsPerHost,
    // As composition.ts: the configured politeness, and a pace learned from this server alone.
    pace: new HostPace(new MemoryPaceStore(), { perHost: mail.smtpConnectionsPerHost, spacingMs: mail.smtpPolitenessMs, commandTimeoutMs: mail.smtpCommandTimeoutMs }),
  });
  return { prober, sessions: () => sessions };
}

function memoryCache(): VerificationCache & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    async get<T>(kind: string, id: string) {
      return (map.get(`${kind}:${id}`) as T | undefined) ?? null;
    },
    async put(kind: string, id: string, value: unknown) {
      map.set(`${kind}:${id}`, value);
    },
  };
}

/** What Postfix logged for the sessions since `from` (an offset in its log). */
interface PostfixPace {
  connects: number;
  disconnects: number;
  /** Sessions Postfix ended with 421 "too many errors" (smtpd_hard_error_limit). */
  tooManyErrors: number;
  /** RCPTs and refused RCPTs, from the counters of the "disconnect" lines (rcpt=ok/total). */
  rcpts: number;
  rejectedRcpts: number;
  /** Sessions with more failed commands than smtpd_soft_error_limit: Postfix slept 1 s per reply. */
  slowedSessions: number;
}

function paceIn(log: string): PostfixPace {
  const count = (re: RegExp) => (log.match(re) ?? []).length;
  let rcpts = 0;
  let rejectedRcpts = 0;
  let slowedSessions = 0;
  let closedForErrors = 0;
  // postlogd may drop lines of a burst (a datagram socket), so every count comes from the one
  // summary line each session ends with: "disconnect from ... rcpt=2/13 quit=1 commands=5/16".
  for (const m of log.matchAll(/\]: disconnect from .*$/gm)) {
    const rcpt = / rcpt=(\d+)(?:\/(\d+))?/.exec(m[0]);
    if (rcpt) {
      const total = Number(rcpt[2] ?? rcpt[1]);
      rcpts += total;
      rejectedRcpts += total - Number(rcpt[1]);
    }
    const commands = / commands=(\d+)(?:\/(\d+))?/.exec(m[0]);
    const failed = commands ? Number(commands[2] ?? commands[1]) - Number(commands[1]) : 0;
    if (failed > 10) slowedSessions++;
    // Closed by Postfix at smtpd_hard_error_limit: 20 failed commands and no QUIT.
    if (failed >= 20 && !/ quit=/.test(m[0])) closedForErrors++;
  }
  return {
    connects: count(/\]: connect from /g),
    disconnects: count(/\]: disconnect from /g),
    tooManyErrors: Math.max(count(/: too many errors after /g), closedForErrors),
    rcpts,
    rejectedRcpts,
    slowedSessions,
  };
}

/** The log from `offset` on, once postlogd has written every session the client opened. */
async function logSince(instance: PostfixInstance, offset: number, sessions: number): Promise<string> {
  let log = '';
  for (let i = 0; i < 30; i++) {
    log = (await instance.log()).slice(offset);
    if (paceIn(log).disconnects >= sessions) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return log;
}

function report(what: string, p: { sessions: number; pace: PostfixPace; ms: number; wrong: number; unknown: number }): void {
  if (!VERBOSE) return;
  console.log(
    `[postfix] ${what}: ${ADDRESSES.length} addresses + catch-all in ${(p.ms / 1000).toFixed(1)} s, ${p.sessions} sessions ` +
      `(Postfix: ${p.pace.connects} connects, ${p.pace.rcpts} RCPTs, ${p.pace.rejectedRcpts} refused, ` +
      `${p.pace.slowedSessions} sessions past the soft error limit, ${p.pace.tooManyErrors} "too many errors" disconnects), ` +
      `${p.wrong} wrong (${p.unknown} without an answer)`,
  );
}

describe.skipIf(skipped !== null)(`a real Postfix${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const instance = pf!;

  it('runs with its default error limits and anvil limits in force', async () => {
    const values = await instance.postconf(
      'smtpd_soft_error_limit',
      'smtpd_error_sleep_time',
      'smtpd_hard_error_limit',
      'smtpd_reject_unlisted_recipient',
      'smtpd_client_connection_count_limit',
      'smtpd_client_connection_rate_limit',
      'smtpd_client_recipient_rate_limit',
      'smtpd_recipient_limit',
      'mynetworks',
      'relayhost',
      'default_transport',
      'virtual_mailbox_domains',
    );
    expect(values).toMatchObject({
      smtpd_soft_error_limit: '10',
      smtpd_error_sleep_time: '1s',
      smtpd_hard_error_limit: '20',
      smtpd_reject_unlisted_recipient: 'yes',
      smtpd_client_connection_count_limit: '50',
      smtpd_client_connection_rate_limit: '0',
      smtpd_client_recipient_rate_limit: '0',
      smtpd_recipient_limit: '1000',
      mynetworks: '',
      relayhost: '',
      virtual_mailbox_domains: DOMAIN,
    });
    expect(values.default_transport).toMatch(/^error:/);
    // Defaults, not settings that happen to equal them.
    const mainCf = readFileSync(join(instance.configDir, 'main.cf'), 'utf8');
    expect(mainCf).not.toMatch(/^\s*smtpd_(soft_error_limit|hard_error_limit|error_sleep_time|reject_unlisted_recipient|client_\w+)\s*=/m);
  });

  it('greets, takes EHLO, and the prober sees a mail server that knows its mailboxes', async () => {
    const { session, greeting } = await SmtpSession.open({
      ip: instance.ip,
      port: instance.port,
      connect: directConnect,
      connectTimeoutMs: 5000,
      commandTimeoutMs: 5000,
      deadline: Date.now() + 10_000,
    });
    try {
      expect(greeting.code).toBe(220);
      expect(greeting.text).toMatch(/ESMTP Postfix/);
      const hello = await session.hello('verifier.example.test');
      expect(hello.code).toBe(250);
    } finally {
      await session.close();
    }

    const { prober } = proberFor(instance);
    const probe = await prober.probe(DOMAIN, [`alice@${DOMAIN}`, `nobody-at-all@${DOMAIN}`], Date.now() + 20_000, { checkAcceptAll: true });
    expect(probe.smtpServer).toBe(true);
    expect(probe.failure).toBeNull();
    expect(probe.addresses.get(`alice@${DOMAIN}`)?.verdict).toBe('accepted');
    expect(probe.addresses.get(`nobody-at-all@${DOMAIN}`)).toMatchObject({ verdict: 'rejected', reply: { code: 550, enhanced: '5.1.1' } });
    expect(probe.acceptAll).toBe(false);
  });

  it(
    'the prober gets every mailbox right from a 50-address list, at the pace Postfix allows',
    async () => {
      const { prober, sessions } = proberFor(instance);
      const offset = (await instance.log()).length;
      const t0 = Date.now();
      const probe = await prober.probe(DOMAIN, ADDRESSES, t0 + PROBE_BUDGET_MS, { checkAcceptAll: true });
      const ms = Date.now() - t0;
      const pace = paceIn(await logSince(instance, offset, sessions()));

      const expected = (a: string) => (REAL.has(a) ? 'accepted' : 'rejected');
      const wrong = ADDRESSES.filter((a) => probe.addresses.get(a)?.verdict !== expected(a)).map((a) => {
        const got = probe.addresses.get(a);
        return `${a}: ${got?.verdict ?? 'missing'}${got?.reply ? ` (${got.reply.code} ${got.reply.text})` : ''}, want ${expected(a)}`;
      });
      const unknown = ADDRESSES.filter((a) => ['unknown', 'temporary'].includes(probe.addresses.get(a)?.verdict ?? 'unknown')).length;
      report('prober', { sessions: sessions(), pace, ms, wrong: wrong.length, unknown });

      expect(wrong).toEqual([]);
      for (const a of ADDRESSES.filter((x) => !REAL.has(x))) {
        expect(probe.addresses.get(a)?.reply).toMatchObject({ code: 550, enhanced: '5.1.1' });
      }
      expect(probe.acceptAll).toBe(false);
      expect(probe.smtpServer).toBe(true);
      expect(ms).toBeLessThan(PROBE_BUDGET_MS);
      // Polite: never pushed to the hard error limit; only the sessions that ran before the soft
      // limit was learned (at most one per allowed connection) went past it.
      expect(pace.tooManyErrors).toBe(0);
      expect(pace.slowedSessions).toBeLessThanOrEqual(mail.smtpConnectionsPerHost);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the verifier says valid and invalid for the same list, and nothing unknown',
    async () => {
      const { prober, sessions } = proberFor(instance);
      const recorded: StoredVerification[] = [];
      const sink: VerificationSink = {
        async recordVerifications(items) {
          recorded.push(...items.map((i) => i.result));
        },
        async sourcesOf() {
          return [];
        },
      };
      const scheduled: string[] = [];
      const retries: RetryScheduler = { schedule: (address) => void scheduled.push(address) };
      const cache = memoryCache();
      const verifier = new EmailVerifier(prober, cache, sink, retries, {
        probeBudgetMs: PROBE_BUDGET_MS,
        acceptAllCacheSeconds: 60,
        resultCacheSeconds: 60,
        greylistRetrySeconds: 300,
        greylistRetries: 3,
      });

      const offset = (await instance.log()).length;
      const t0 = Date.now();
      const results = await verifier.verifyMany(ADDRESSES, { fresh: true });
      const ms = Date.now() - t0;
      const pace = paceIn(await logSince(instance, offset, sessions()));

      const expected = (a: string) => (REAL.has(a) ? 'valid' : 'invalid');
      const wrong = results
        .map((r, i) => ({ a: ADDRESSES[i]!, r }))
        .filter(({ a, r }) => r.status !== expected(a))
        .map(({ a, r }) => `${a}: ${r.status} (${r.reason}), want ${expected(a)}`);
      const unknown = results.filter((r) => r.status === 'unknown').length;
      report('verifier', { sessions: sessions(), pace, ms, wrong: wrong.length, unknown });

      expect(wrong).toEqual([]);
      expect(unknown).toBe(0);
      for (const [i, r] of results.entries()) {
        expect(r, ADDRESSES[i]).toMatchObject({ smtp_server: true, mx_records: true, accept_all: false, block: false, smtp_check: REAL.has(ADDRESSES[i]!) });
      }
      // The catch-all question was answered (a refused random address), not just left open.
      expect(cache.map.get(`accept-all:${DOMAIN}`)).toBe(false);
      expect(scheduled).toEqual([]);
      expect(recorded).toHaveLength(ADDRESSES.length);
      expect(ms).toBeLessThan(PROBE_BUDGET_MS);
      expect(pace.tooManyErrors).toBe(0);
      expect(pace.slowedSessions).toBeLessThanOrEqual(mail.smtpConnectionsPerHost);
    },
    TEST_TIMEOUT_MS,
  );
});
