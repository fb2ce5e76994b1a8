import { promises as dnsPromises } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './index.js';
import { RawSmtpClient } from './raw-smtp-client.js';
import { buildSandboxWorld, generateBenchWorld, SANDBOX_IPS } from './world/index.js';
import type { SandboxWorld } from './world/types.js';

/** The shared world with its slow parts shortened so the suite stays quick. */
function quickWorld(): SandboxWorld {
  const world = buildSandboxWorld();
  for (const domain of world.domains) {
    if (domain.domain === 'greylist.sandbox.test') domain.greylistSeconds = 1;
    if (domain.domain === 'slowdns.sandbox.test') domain.dnsDelayMs = 300;
  }
  for (const host of world.hosts) if (host.behaviour === 'tarpit') host.tarpitSeconds = 2;
  const errorTarpit = world.hosts.find((h) => h.ip === SANDBOX_IPS.errorTarpit)!;
  errorTarpit.defenses = { errorLimits: { soft: 10, sleepMs: 300, hard: 20 } };
  world.hosts.find((h) => h.ip === SANDBOX_IPS.slowGreeting)!.defenses = { greetingDelayMs: 600 };
  return world;
}

let sandbox: RunningSandbox;
let resolver: dnsPromises.Resolver;

beforeAll(async () => {
  // (No timing threshold here: on a loaded machine a start took 1.15 s; how long the sandbox takes
  // to start is a figure for a bench, not a unit test's pass or fail.)
  sandbox = await startSandbox({ world: quickWorld() });
  resolver = new dnsPromises.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([sandbox.dnsServer]);
});

afterAll(async () => {
  await sandbox?.stop();
});

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code;
  }
}

/** Connected, greeted, EHLO'd and inside a transaction with the null reverse-path. */
async function transaction(ip: string = SANDBOX_IPS.normal): Promise<RawSmtpClient> {
  const client = await RawSmtpClient.connect(ip, sandbox.smtpPort);
  expect((await client.reply()).code).toBe(220);
  expect((await client.command('EHLO verifier.test')).code).toBe(250);
  expect((await client.command('MAIL FROM:<>')).code).toBe(250);
  return client;
}

describe('sandbox world', () => {
  it('has the scripted values and the example index', () => {
    const world = buildSandboxWorld();
    const domain = (name: string) => world.domains.find((d) => d.domain === name);
    expect(world.hosts.find((h) => h.behaviour === 'tarpit')?.tarpitSeconds).toBe(30);
    expect(domain('slowdns.sandbox.test')?.dnsDelayMs).toBe(3000);
    expect(domain('greylist.sandbox.test')?.greylistSeconds).toBe(2);
    expect(domain('northwind-robotics.test')?.mailboxes?.['mathieu.lefevre']).toBe('exists');
    expect(domain('northwind.test')?.mx?.[0]?.host).toBe('mx.northwind.test');
    expect(domain('ashgrove-consulting.test')?.smtp).toBe('catch_all');
    // Every MX a domain names is a host the DNS answers.
    const hostNames = new Set(world.hosts.map((h) => h.host));
    for (const d of world.domains) for (const mx of d.mx ?? []) if (mx.host !== '.') expect(hostNames).toContain(mx.host);
  });

  it('generates bench worlds', () => {
    const world = generateBenchWorld(3, 2);
    expect(world.domains.map((d) => d.domain)).toEqual(['bench-1.sandbox.test', 'bench-2.sandbox.test', 'bench-3.sandbox.test']);
    expect(world.domains[0]?.mailboxes).toEqual({ user1: 'exists', user2: 'exists' });
    expect(world.hosts.every((h) => h.ip === '127.0.0.1')).toBe(true);
  });
});

describe('sandbox DNS', () => {
  it('answers MX with priorities, case-insensitively, and counts queries', async () => {
    expect(await resolver.resolveMx('mailbox.sandbox.test')).toEqual([{ exchange: 'mx1.mailbox.sandbox.test', priority: 10 }]);
    expect(await resolver.resolveMx('MailBox.Sandbox.TEST')).toEqual([{ exchange: 'mx1.mailbox.sandbox.test', priority: 10 }]);
    const backup = await resolver.resolveMx('backupmx.sandbox.test');
    expect(backup.sort((a, b) => a.priority - b.priority)).toEqual([
      { exchange: 'mx1.backupmx.sandbox.test', priority: 10 },
      { exchange: 'mx2.backupmx.sandbox.test', priority: 20 },
    ]);
    expect(sandbox.dns.queryCount('mailbox.sandbox.test', 'MX')).toBe(2);
  });

  it('answers the RFC 7505 null MX', async () => {
    expect(await resolver.resolveMx('nullmx.sandbox.test')).toEqual([{ exchange: '', priority: 0 }]);
  });

  it('answers NODATA for a known name without the asked type, and A for the fallback', async () => {
    expect(await errorCode(resolver.resolveMx('nomx.sandbox.test'))).toBe('ENODATA');
    expect(await resolver.resolve4('nomx.sandbox.test')).toEqual(['127.0.0.1']);
    // An empty non-terminal exists (RFC 8020).
    expect(await errorCode(resolver.resolve4('sandbox.test'))).toBe('ENODATA');
  });

  it('answers NXDOMAIN, SERVFAIL and unknown names', async () => {
    expect(await errorCode(resolver.resolveMx('nxdomain.sandbox.test'))).toBe('ENOTFOUND');
    expect(await errorCode(resolver.resolve4('nxdomain.sandbox.test'))).toBe('ENOTFOUND');
    expect(await errorCode(resolver.resolveMx('servfail.sandbox.test'))).toBe('ESERVFAIL');
    expect(await errorCode(resolver.resolveMx('no-such-domain.example'))).toBe('ENOTFOUND');
  });

  it('answers slowly for a slow domain', async () => {
    const started = Date.now();
    expect(await resolver.resolveMx('slowdns.sandbox.test')).toEqual([{ exchange: 'mx1.slowdns.sandbox.test', priority: 10 }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers A for mail hosts, AAAA and TXT for domains, and IDN and example domains', async () => {
    expect(await resolver.resolve4('mx1.tarpit.sandbox.test')).toEqual(['127.0.0.2']);
    expect(await resolver.resolve4('MX1.DROP.sandbox.test')).toEqual(['127.0.0.3']);
    expect(await resolver.resolve4('gmail-smtp-in.l.google.com')).toEqual(['127.0.0.1']);
    expect(await resolver.resolve6('mailbox.sandbox.test')).toEqual(['::1']);
    expect(await resolver.resolveTxt('mailbox.sandbox.test')).toEqual([['v=spf1 ip4:127.0.0.1 -all']]);
    expect(await resolver.resolveMx('xn--bcher-kva.sandbox.test')).toEqual([{ exchange: 'mx1.xn--bcher-kva.sandbox.test', priority: 10 }]);
    expect(await resolver.resolveMx('northwind.test')).toEqual([{ exchange: 'mx.northwind.test', priority: 10 }]);
  });
});

describe('sandbox SMTP', () => {
  it('answers RCPT from the mailbox list with enhanced status codes', async () => {
    sandbox.smtp.resetStats();
    const client = await transaction();
    expect(await client.command('RCPT TO:<alice@mailbox.sandbox.test>')).toMatchObject({ code: 250 });
    expect((await client.command('RCPT TO:<nobody@mailbox.sandbox.test>')).text).toMatch(/^550 5\.1\.1 /);
    expect((await client.command('RCPT TO:<full@mailbox.sandbox.test>')).text).toMatch(/^552 5\.2\.2 /);
    expect((await client.command('RCPT TO:<disabled@mailbox.sandbox.test>')).text).toMatch(/^550 5\.2\.1 /);
    expect((await client.command('RCPT TO:<x@unknown-domain.example>')).text).toMatch(/^550 5\.1\.2 /);
    expect((await client.command('RCPT TO:<ALICE@Mailbox.Sandbox.Test>')).code).toBe(250);
    expect((await client.command('RCPT TO:<juergen@xn--bcher-kva.sandbox.test>')).code).toBe(250);
    expect((await client.command('RCPT TO:<mathieu.lefevre@northwind-robotics.test>')).code).toBe(250);
    expect((await client.command('RCPT TO:<alice@nomx.sandbox.test>')).code).toBe(250);
    expect((await client.command('QUIT')).code).toBe(221);
    await client.waitClosed();
    const stats = sandbox.smtp.stats();
    expect(stats.connectionsByIp.get('127.0.0.1')).toBe(1);
    expect(stats.rcpt.get('alice@mailbox.sandbox.test')).toBe(2);
    expect(stats.rcptTotal).toBe(9);
  });

  it('accepts anything at catch-all and webmail domains', async () => {
    const client = await transaction();
    expect((await client.command('RCPT TO:<qx7-random@catchall.sandbox.test>')).code).toBe(250);
    expect((await client.command('RCPT TO:<no.such.user.zz9@gmail.com>')).code).toBe(250);
    client.close();
  });

  it('greylists a (client, recipient) pair until the delay has passed', async () => {
    const client = await transaction();
    expect((await client.command('RCPT TO:<alice@greylist.sandbox.test>')).text).toMatch(/^451 4\.7\.1 /);
    // Unknown users are deferred too: greylisting hides the answer until the retry.
    expect((await client.command('RCPT TO:<nobody@greylist.sandbox.test>')).code).toBe(451);
    expect((await client.command('RCPT TO:<alice@greylist.sandbox.test>')).code).toBe(451);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await client.command('RCPT TO:<alice@greylist.sandbox.test>')).code).toBe(250);
    // Past the delay the mailbox list decides.
    expect((await client.command('RCPT TO:<nobody@greylist.sandbox.test>')).text).toMatch(/^550 5\.1\.1 /);
    // A pair's first try starts its own delay.
    expect((await client.command('RCPT TO:<carol@greylist.sandbox.test>')).code).toBe(451);
    client.close();
  });

  it('limits recipients per transaction, and RSET starts a new one', async () => {
    const client = await transaction();
    for (const n of [1, 2, 3]) expect((await client.command(`RCPT TO:<a${n}@limit.sandbox.test>`)).code).toBe(250);
    expect((await client.command('RCPT TO:<a4@limit.sandbox.test>')).text).toMatch(/^452 4\.5\.3 /);
    expect((await client.command('RSET')).code).toBe(250);
    expect((await client.command('MAIL FROM:<>')).code).toBe(250);
    expect((await client.command('RCPT TO:<a4@limit.sandbox.test>')).code).toBe(250);
    client.close();
  });

  it('refuses DATA', async () => {
    const client = await transaction();
    expect((await client.command('RCPT TO:<alice@mailbox.sandbox.test>')).code).toBe(250);
    expect((await client.command('DATA')).code).toBe(354);
    expect((await client.command('Subject: hi\r\n\r\nhello\r\n.')).text).toMatch(/^554 5\.7\.1 /);
    client.close();
  });

  it('drops the connection before a greeting', async () => {
    const client = await RawSmtpClient.connect(SANDBOX_IPS.drop, sandbox.smtpPort);
    expect(await client.waitClosed(1000)).toBe(true);
    await expect(client.reply(100)).rejects.toThrow(/closed/);
  });

  it('answers garbage', async () => {
    const client = await RawSmtpClient.connect(SANDBOX_IPS.garbage, sandbox.smtpPort);
    const greeting = await client.reply();
    expect(greeting.code).toBeNull();
    expect(greeting.text).not.toMatch(/^\d{3}[ -]/);
    client.close();
  });

  it('greets a blocked client with 554 and a blocklist text, then waits for QUIT', async () => {
    const client = await RawSmtpClient.connect(SANDBOX_IPS.block, sandbox.smtpPort);
    const greeting = await client.reply();
    expect(greeting.text).toMatch(/^554 5\.7\.1 /);
    expect(greeting.text).toContain('spamhaus');
    expect((await client.command('EHLO verifier.test')).code).toBe(503);
    expect((await client.command('QUIT')).code).toBe(221);
    expect(await client.waitClosed()).toBe(true);
  });

  it('tarpits the greeting', async () => {
    const client = await RawSmtpClient.connect(SANDBOX_IPS.tarpit, sandbox.smtpPort);
    await expect(client.reply(500)).rejects.toThrow(/no reply line/);
    client.close();
  });

  it('defends like Postfix against errors: fast up to the soft limit, a sleep per reply past it, 421 and close at the hard limit', async () => {
    const client = await transaction(SANDBOX_IPS.errorTarpit);
    const times: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const t = Date.now();
      expect((await client.command(`RCPT TO:<nobody${i}@errortarpit.sandbox.test>`)).text).toMatch(/^550 5\.1\.1/);
      times.push(Date.now() - t);
    }
    // Replies 1-10 come at once; from the 11th error on, each waits the error sleep.
    expect(Math.max(...times.slice(0, 10))).toBeLessThan(300);
    for (const ms of times.slice(10)) expect(ms).toBeGreaterThanOrEqual(290);
    const refused = await client.command('RCPT TO:<alice@errortarpit.sandbox.test>');
    expect(refused.text).toMatch(/^421 4\.7\.0 .*too many errors/);
    expect(await client.waitClosed()).toBe(true);
    // Accepted recipients are no errors: a fresh session takes the real mailboxes fast.
    const again = await transaction(SANDBOX_IPS.errorTarpit);
    for (const name of ['alice', 'bob', 'carol']) expect((await again.command(`RCPT TO:<${name}@errortarpit.sandbox.test>`)).code).toBe(250);
    again.close();
  });

  it('refuses connections past the rate limit with 421 (anvil), and one at a time', async () => {
    const first = await RawSmtpClient.connect(SANDBOX_IPS.connectionRate, sandbox.smtpPort);
    expect((await first.reply()).code).toBe(220);
    // A second at once: past smtpd_client_connection_count_limit (1).
    const second = await RawSmtpClient.connect(SANDBOX_IPS.connectionRate, sandbox.smtpPort);
    expect((await second.reply()).text).toMatch(/^421 4\.7\.0 .*too many connections/);
    expect(await second.waitClosed()).toBe(true);
    first.close();
    await first.waitClosed();
    // The third start within the window is the rate limit's last; the fourth is refused.
    const third = await RawSmtpClient.connect(SANDBOX_IPS.connectionRate, sandbox.smtpPort);
    expect((await third.reply()).code).toBe(220);
    third.close();
    await third.waitClosed();
    const fourth = await RawSmtpClient.connect(SANDBOX_IPS.connectionRate, sandbox.smtpPort);
    expect((await fourth.reply()).text).toMatch(/^421 .*too many connections/);
    fourth.close();
  });

  it('answers RCPTs past the recipient rate with 450 4.7.1, whatever the mailbox', async () => {
    const client = await transaction(SANDBOX_IPS.recipientRate);
    for (let i = 0; i < 20; i++) expect((await client.command(`RCPT TO:<nobody${i}@rcptrate.sandbox.test>`)).code).toBe(550);
    const paced = await client.command('RCPT TO:<alice@rcptrate.sandbox.test>');
    expect(paced.text).toMatch(/^450 4\.7\.1 .*too many recipients from/);
    client.close();
  });

  it('greets late on the slow-greeting host', async () => {
    const client = await RawSmtpClient.connect(SANDBOX_IPS.slowGreeting, sandbox.smtpPort);
    await expect(client.reply(200)).rejects.toThrow(/no reply line/);
    expect((await client.reply(2000)).code).toBe(220);
    client.close();
  });

  it('delays replies by replyLatencyMs and stops cleanly', async () => {
    const bench = await startSandbox({ world: generateBenchWorld(2, 2), replyLatencyMs: 150 });
    try {
      const started = Date.now();
      const client = await RawSmtpClient.connect('127.0.0.1', bench.smtpPort);
      expect((await client.reply()).code).toBe(220);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect((await client.command('EHLO verifier.test')).code).toBe(250);
      expect((await client.command('MAIL FROM:<>')).code).toBe(250);
      expect((await client.command('RCPT TO:<user2@bench-2.sandbox.test>')).code).toBe(250);
      expect((await client.command('RCPT TO:<user3@bench-2.sandbox.test>')).code).toBe(550);
      // Left open on purpose: stop() must cut it.
    } finally {
      await bench.stop();
    }
    await expect(RawSmtpClient.connect('127.0.0.1', bench.smtpPort, 500)).rejects.toThrow();
  });
});
