/**
 * The verifier against real MTAs' defenses, as the sandbox plays them (MtaDefenses): Postfix's
 * error tarpit, an anvil-style connection limit, a recipient rate limit, a slow greeting. For each,
 * the prober's pace adapts (learned and shared through Redis) and every status stays right: an
 * address is never `invalid` because a server slowed us down, and one left unasked is pending
 * (unknown, retryable, with a time to ask again), never refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredVerification } from '../src/core/mail/email-verifier.js';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { buildSandboxWorld, SANDBOX_IPS } from '../src/sandbox/world/index.js';
import { startHarness, type Harness } from './support/harness.js';
import { sandboxEnv } from './support/sandbox-env.js';

let sandbox: RunningSandbox;

const REAL = ['alice', 'bob', 'carol', 'dave', 'erin'];
const addresses = (domain: string, unknown: number, from = 0): string[] => [
  ...REAL.map((name) => `${name}@${domain}`),
  ...Array.from({ length: unknown }, (_, i) => `nobody${from + i}@${domain}`),
];
const expected = (address: string) => (REAL.includes(address.split('@')[0]!) ? 'valid' : 'invalid');

function env(extra: Record<string, string> = {}): Record<string, string> {
  return sandboxEnv(sandbox, {
    SMTP_POLITENESS_MS: '100',
    SMTP_CONNECTIONS_PER_HOST: '2',
    SMTP_BACKOFF_MS: '500',
    PROBE_BUDGET_MS: '15000',
    ...extra,
  });
}

beforeAll(async () => {
  const world = buildSandboxWorld();
  // Shorter windows than the shared world's, so the suite stays quick; the same limits otherwise.
  world.hosts.find((h) => h.ip === SANDBOX_IPS.recipientRate)!.defenses = { recipientRate: { max: 20, windowMs: 2000, code: 450 } };
  // One connection at a time, and one start a second: the prober's second session is refused,
  // and so is a reconnection that comes too soon.
  // A greeting later than the first wait (the command timeout, 1.5 s) but within twice it.
  world.hosts.find((h) => h.ip === SANDBOX_IPS.slowGreeting)!.defenses = { greetingDelayMs: 2200 };
  world.hosts.find((h) => h.ip === SANDBOX_IPS.connectionRate)!.defenses = { maxConnections: 1, connectionRate: { max: 1, windowMs: 1000 }, replyLatencyMs: 20 };
  // A primary MX that never greets (the tarpit), and a backup that works (RFC 5321 5.1).
  world.hosts.push({ host: 'mx2.slowprimary.sandbox.test', ip: SANDBOX_IPS.normal });
  world.domains.push({
    domain: 'slowprimary.sandbox.test',
    mx: [
      { host: 'mx1.tarpit.sandbox.test', priority: 10 },
      { host: 'mx2.slowprimary.sandbox.test', priority: 20 },
    ],
    smtp: 'normal',
    mailboxes: { alice: 'exists' },
  });
  // A catch-all domain whose server stops answering RCPTs after 10 a minute.
  world.hosts.push({ host: 'mx1.ratedcatchall.sandbox.test', ip: '127.0.0.10', behaviour: 'defended', defenses: { recipientRate: { max: 10, windowMs: 60_000, code: 450 } } });
  world.domains.push({ domain: 'ratedcatchall.sandbox.test', mx: [{ host: 'mx1.ratedcatchall.sandbox.test', priority: 10 }], smtp: 'catch_all' });
  sandbox = await startSandbox({ world });
});
afterAll(async () => {
  await sandbox.stop();
});

describe('the prober against MTA defenses', () => {
  let h: Harness;
  const defenses = (kind: string) => sandbox.smtp.stats().defenses.get(kind as never) ?? 0;
  const verifyAll = (list: string[]): Promise<StoredVerification[]> => h.services.verifier.verifyMany(list, { fresh: true });
  const pace = (ip: string) => h.state.pace.get(ip);

  beforeAll(async () => {
    h = await startHarness(env());
  });
  afterAll(() => h.close());

  it('Postfix error tarpit: learns the soft error limit, ends sessions before it, and every status is right', async () => {
    sandbox.smtp.resetStats();
    const list = addresses('errortarpit.sandbox.test', 60);
    const results = await verifyAll(list);
    for (const r of results) expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    expect((await pace(SANDBOX_IPS.errorTarpit))?.errorsBeforeSlow).toBe(10);
    // Learning costs at most two slept replies per session that started before the lesson.
    expect(defenses('error_sleep')).toBeLessThanOrEqual(4);
    expect(defenses('error_close')).toBe(0);

    // Known now: another 60 unknown users cost no sleep at all.
    sandbox.smtp.resetStats();
    const more = await verifyAll(addresses('errortarpit.sandbox.test', 60, 100));
    for (const r of more) expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    expect(defenses('error_sleep')).toBe(0);
    expect(defenses('error_close')).toBe(0);
    // Ten errors per session at most: 60 unknown users (and the catch-all probe) take at least 6 sessions.
    expect(sandbox.smtp.stats().connectionsByIp.get(SANDBOX_IPS.errorTarpit)).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('recipient rate limit: backs off on 450 and asks again after the pause; nothing becomes invalid for it', async () => {
    sandbox.smtp.resetStats();
    const list = addresses('rcptrate.sandbox.test', 40);
    const results = await verifyAll(list);
    expect(defenses('rcpt_rate')).toBeGreaterThan(0);
    for (const r of results) expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    const learned = await pace(SANDBOX_IPS.recipientRate);
    // It backed off (and, once answered again, starts the next back-off from its first step), and
    // never opens connections faster than it did before the server asked it to slow down.
    expect(learned?.notBefore).toBeGreaterThan(0);
    expect(learned?.backoffs).toBe(0);
    expect(learned?.spacingMs).toBeGreaterThan(100);
  }, 60_000);

  it('a catch-all server that paces us: no accepted address is called valid', async () => {
    const list = Array.from({ length: 30 }, (_, i) => `person${i}@ratedcatchall.sandbox.test`);
    const results = await verifyAll(list);
    for (const r of results) expect(['accept_all', 'unknown'], `${r.email}: ${r.status} (${r.reason})`).toContain(r.status);
    expect(results.filter((r) => r.status === 'accept_all').length).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.status === 'unknown')) expect(r.retryable).toBe(true);
  }, 60_000);

  it('connection limits: one session fewer after "too many connections", and the answers stay right', async () => {
    sandbox.smtp.resetStats();
    const list = addresses('connrate.sandbox.test', 40);
    const results = await verifyAll(list);
    expect(defenses('connection_refused')).toBeGreaterThan(0);
    const learned = await pace(SANDBOX_IPS.connectionRate);
    expect(learned?.maxSessions).toBe(1);
    for (const r of results) {
      if (r.status === 'unknown') {
        // Not asked within the budget: pending, with a time to ask again; never refused.
        expect(r.retryable, r.reason).toBe(true);
        expect(r.retryAt, r.reason).toBeGreaterThan(0);
      } else expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    }
    // The pace is kept: the next run opens one session at a time and gets everything right.
    sandbox.smtp.resetStats();
    await new Promise((r) => setTimeout(r, 1100));
    const again = await verifyAll(list);
    for (const r of again) expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    expect(sandbox.smtp.stats().maxOpenByIp.get(SANDBOX_IPS.connectionRate)).toBe(1);
  }, 60_000);

  it('slow greeting: waits longer after a greeting timed out, then gets every answer', async () => {
    const list = addresses('slowgreeting.sandbox.test', 10);
    const results = await verifyAll(list);
    for (const r of results) expect(r.status, `${r.email}: ${r.reason}`).toBe(expected(r.email));
    expect((await pace(SANDBOX_IPS.slowGreeting))?.greetingMs).toBeGreaterThanOrEqual(2200);
  }, 60_000);
});

describe('the prober under its own politeness', () => {
  let h: Harness;
  beforeAll(async () => {
    // One connection start a second per server, and a short budget: most domains below share
    // 127.0.0.1, so most of them cannot be asked within it.
    h = await startHarness(env({ SMTP_POLITENESS_MS: '1000', PROBE_BUDGET_MS: '3000' }));
  });
  afterAll(() => h.close());

  it('many domains on one server: ends within its budget, leaves the rest pending, and does not push the server out of reach', async () => {
    const domains = buildSandboxWorld()
      .domains.filter((d) => d.smtp === 'normal' && d.mailboxes && d.mx?.length === 1 && !d.dns && !d.recipientLimit)
      .filter((d) => d.domain.endsWith('.test') && !d.domain.includes('sandbox.test'))
      .slice(0, 8)
      .map((d) => d.domain);
    expect(domains).toHaveLength(8);
    const started = Date.now();
    const results = await h.services.verifier.verifyMany(domains.map((d) => `nobody-here@${d}`), { fresh: true });
    expect(Date.now() - started).toBeLessThan(3000 + 2000);
    for (const r of results) {
      if (r.status !== 'invalid') {
        expect(r.status, r.reason).toBe('unknown');
        expect(r.retryable).toBe(true);
      }
    }
    expect(results.some((r) => r.status === 'unknown')).toBe(true);
    // The server is not pushed hours out: a check a few seconds later is answered.
    await new Promise((r) => setTimeout(r, 1500));
    const later = await h.services.verifier.verifyMany(['alice@mailbox.sandbox.test'], { fresh: true });
    expect(later[0]!.status, later[0]!.reason).toBe('valid');
  }, 30_000);

  it('a primary MX that never greets: the backup answers within the same check', async () => {
    const [r] = await h.services.verifier.verifyMany(['alice@slowprimary.sandbox.test'], { fresh: true });
    expect(r!.status, r!.reason).toBe('valid');
  }, 30_000);
});
