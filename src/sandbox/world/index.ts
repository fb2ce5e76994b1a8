import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';
import type { MailboxState, SandboxDomain, SandboxMailHost, SandboxWorld } from './types.js';
import { FERNHILL_MAILBOXES } from './websites.js';
import { crawlWorldMailboxes } from './crawl-world/index.js';

export type * from './types.js';

/**
 * One loopback address per connection behaviour, because the behaviour belongs to the address a
 * client reaches; every well-behaved host shares 127.0.0.1.
 */
export const SANDBOX_IPS = {
  normal: '127.0.0.1',
  tarpit: '127.0.0.2',
  drop: '127.0.0.3',
  garbage: '127.0.0.4',
  block: '127.0.0.5',
  errorTarpit: '127.0.0.6',
  connectionRate: '127.0.0.7',
  recipientRate: '127.0.0.8',
  slowGreeting: '127.0.0.9',
} as const;

const EXAMPLE_INDEX_DIR = join(PACKAGE_ROOT, 'examples', 'index');

/**
 * The shared sandbox world: scripted domains for every DNS and SMTP case a verifier must handle,
 * look-alikes of big webmail and disposable providers, the example index's companies with
 * their people's mailboxes, and the crawl truth world's companies. A new object on each call, so a caller may adjust it (a test shortens
 * a delay) without touching anyone else's.
 */
export function buildSandboxWorld(): SandboxWorld {
  const domains: SandboxDomain[] = [];
  const hosts: SandboxMailHost[] = [];
  const normalHost = (host: string): string => {
    hosts.push({ host, ip: SANDBOX_IPS.normal });
    return host;
  };

  domains.push({
    domain: 'mailbox.sandbox.test',
    mx: [{ host: normalHost('mx1.mailbox.sandbox.test'), priority: 10 }],
    a: ['127.0.0.1'],
    aaaa: ['::1'],
    txt: ['v=spf1 ip4:127.0.0.1 -all'],
    smtp: 'normal',
    mailboxes: { alice: 'exists', bob: 'exists', carol: 'exists', dave: 'exists', full: 'full', disabled: 'disabled' },
  });
  domains.push({
    domain: 'catchall.sandbox.test',
    mx: [{ host: normalHost('mx1.catchall.sandbox.test'), priority: 10 }],
    smtp: 'catch_all',
  });
  domains.push({
    domain: 'greylist.sandbox.test',
    mx: [{ host: normalHost('mx1.greylist.sandbox.test'), priority: 10 }],
    smtp: 'greylist',
    greylistSeconds: 2,
    mailboxes: { alice: 'exists' },
  });

  // Connection behaviours: each domain's MX is a host on that behaviour's own address. The
  // mailboxes answer for a client that gets through (the tarpit does, slowly).
  hosts.push({ host: 'mx1.tarpit.sandbox.test', ip: SANDBOX_IPS.tarpit, behaviour: 'tarpit', tarpitSeconds: 30 });
  hosts.push({ host: 'mx1.drop.sandbox.test', ip: SANDBOX_IPS.drop, behaviour: 'drop' });
  hosts.push({ host: 'mx1.garbage.sandbox.test', ip: SANDBOX_IPS.garbage, behaviour: 'garbage' });
  hosts.push({ host: 'mx1.blocked.sandbox.test', ip: SANDBOX_IPS.block, behaviour: 'block' });
  for (const [domain, host] of [
    ['tarpit.sandbox.test', 'mx1.tarpit.sandbox.test'],
    ['drop.sandbox.test', 'mx1.drop.sandbox.test'],
    ['garbage.sandbox.test', 'mx1.garbage.sandbox.test'],
    ['blocked.sandbox.test', 'mx1.blocked.sandbox.test'],
  ] as const) {
    domains.push({ domain, mx: [{ host, priority: 10 }], smtp: 'normal', mailboxes: { alice: 'exists' } });
  }

  // Real MTAs' defenses (MtaDefenses), each on its own address: Postfix's default error limits,
  // an anvil-style connection rate limit, a recipient rate limit, a slow greeting. Each domain has
  // a few real mailboxes among many unknown users, so a verifier that gives up or misreads a
  // slowdown gets statuses wrong.
  const defended = (domain: string, ip: string, defenses: SandboxMailHost['defenses']) => {
    const host = `mx1.${domain}`;
    hosts.push({ host, ip, behaviour: 'defended', defenses });
    domains.push({ domain, mx: [{ host, priority: 10 }], smtp: 'normal', mailboxes: { alice: 'exists', bob: 'exists', carol: 'exists', dave: 'exists', erin: 'exists' } });
  };
  defended('errortarpit.sandbox.test', SANDBOX_IPS.errorTarpit, { errorLimits: { soft: 10, sleepMs: 1000, hard: 20 } });
  defended('connrate.sandbox.test', SANDBOX_IPS.connectionRate, { connectionRate: { max: 3, windowMs: 5000 }, maxConnections: 1 });
  defended('rcptrate.sandbox.test', SANDBOX_IPS.recipientRate, { recipientRate: { max: 20, windowMs: 3000, code: 450 } });
  defended('slowgreeting.sandbox.test', SANDBOX_IPS.slowGreeting, { greetingDelayMs: 3000 });

  // RFC 7505: a domain that declares it accepts no mail. It keeps an A record (its website) so a
  // verifier that wrongly falls back to A would find a server that answers.
  domains.push({ domain: 'nullmx.sandbox.test', mx: [{ host: '.', priority: 0 }], a: ['127.0.0.1'] });
  // RFC 5321 5.1: no MX at all, so mail goes to the A record, where the normal host listens.
  domains.push({ domain: 'nomx.sandbox.test', a: ['127.0.0.1'], smtp: 'normal', mailboxes: { alice: 'exists' } });
  domains.push({ domain: 'nxdomain.sandbox.test', dns: 'nxdomain' });
  domains.push({ domain: 'servfail.sandbox.test', dns: 'servfail' });
  domains.push({
    domain: 'slowdns.sandbox.test',
    dns: 'slow',
    dnsDelayMs: 3000,
    mx: [{ host: normalHost('mx1.slowdns.sandbox.test'), priority: 10 }],
    smtp: 'normal',
    mailboxes: { alice: 'exists' },
  });
  domains.push({
    domain: 'limit.sandbox.test',
    mx: [{ host: normalHost('mx1.limit.sandbox.test'), priority: 10 }],
    smtp: 'normal',
    recipientLimit: 3,
    mailboxes: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`a${i + 1}`, 'exists' as const])),
  });
  // "bücher.sandbox.test" as its A-label (RFC 5891); local parts stay ASCII because RCPT TO with a
  // UTF-8 local part needs SMTPUTF8 (RFC 6531), which the sandbox does not offer.
  domains.push({
    domain: 'xn--bcher-kva.sandbox.test',
    mx: [{ host: normalHost('mx1.xn--bcher-kva.sandbox.test'), priority: 10 }],
    smtp: 'normal',
    mailboxes: { juergen: 'exists', info: 'exists' },
  });
  // RFC 5321 5.1: the lower preference is tried first; when it fails the client moves on to the next.
  hosts.push({ host: 'mx1.backupmx.sandbox.test', ip: SANDBOX_IPS.drop, behaviour: 'drop' });
  domains.push({
    domain: 'backupmx.sandbox.test',
    mx: [
      { host: 'mx1.backupmx.sandbox.test', priority: 10 },
      { host: normalHost('mx2.backupmx.sandbox.test'), priority: 20 },
    ],
    smtp: 'normal',
    mailboxes: { alice: 'exists' },
  });

  // Big webmail hosts accept every RCPT at RCPT time and bounce later, so at the SMTP level they
  // look like catch-all domains; the MX names are the providers' well-known ones.
  domains.push({
    domain: 'gmail.com',
    mx: [
      { host: normalHost('gmail-smtp-in.l.google.com'), priority: 5 },
      { host: normalHost('alt1.gmail-smtp-in.l.google.com'), priority: 10 },
    ],
    smtp: 'catch_all',
  });
  domains.push({
    domain: 'yahoo.com',
    mx: [
      { host: normalHost('mta5.am0.yahoodns.net'), priority: 1 },
      { host: normalHost('mta6.am0.yahoodns.net'), priority: 1 },
    ],
    smtp: 'catch_all',
  });
  domains.push({
    domain: 'mailinator.com',
    mx: [{ host: normalHost('mail.mailinator.com'), priority: 10 }],
    smtp: 'catch_all',
  });

  // A company the example index does not know (its website is in world/websites.ts).
  domains.push({
    domain: 'fernhill-studio.test',
    mx: [{ host: normalHost('mx.fernhill-studio.test'), priority: 10 }],
    a: [SANDBOX_IPS.normal],
    smtp: 'normal',
    mailboxes: Object.fromEntries(FERNHILL_MAILBOXES.map((local) => [local, 'exists' as const])),
  });

  for (const company of exampleIndexDomains()) {
    domains.push(company);
    for (const mx of company.mx ?? []) normalHost(mx.host);
  }

  // The crawl truth world's companies (world/crawl-world/): not in the example index; their
  // websites are served beside the example companies', and their mail servers hold a mailbox for
  // every address their truth tables list. Last, so the domains above keep their order.
  for (const { domain, localParts } of crawlWorldMailboxes()) {
    domains.push({
      domain,
      mx: [{ host: normalHost(`mx.${domain}`), priority: 10 }],
      a: [SANDBOX_IPS.normal],
      smtp: 'normal',
      mailboxes: Object.fromEntries(localParts.map((local) => [local, 'exists' as const])),
    });
  }
  return { domains, hosts };
}

/**
 * A world of `domains` normal domains `bench-1.sandbox.test` .. `bench-<domains>.sandbox.test`,
 * each with mailboxes `user1` .. `user<mailboxesPerDomain>` and its own MX name
 * `mx.bench-<i>.sandbox.test` on 127.0.0.1, for benchmarks.
 */
export function generateBenchWorld(domains: number, mailboxesPerDomain: number, options: { ownHostPerDomain?: boolean } = {}): SandboxWorld {
  const world: SandboxWorld = { domains: [], hosts: [] };
  const mailboxes: Record<string, MailboxState> = {};
  for (let j = 1; j <= mailboxesPerDomain; j++) mailboxes[`user${j}`] = 'exists';
  for (let i = 1; i <= domains; i++) {
    const domain = `bench-${i}.sandbox.test`;
    const host = `mx.${domain}`;
    // Real companies have their own mail servers, so per-server politeness applies per domain:
    // each gets a loopback address of its own (127.0.1.1, 127.0.1.2, ...).
    const ip = options.ownHostPerDomain ? `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` : SANDBOX_IPS.normal;
    world.hosts.push({ host, ip });
    world.domains.push({
      domain,
      mx: [{ host, priority: 10 }],
      a: [SANDBOX_IPS.normal],
      smtp: 'normal',
      mailboxes: { ...mailboxes },
    });
  }
  return world;
}

interface ExampleDomainLine {
  domain: string;
  linked_domains?: string[];
  accept_all?: boolean;
}

interface ExampleEmailLine {
  value: string;
}

/**
 * The example index's company domains with every address it lists as an existing mailbox, so a
 * verifier run over the example finds what the index says. Linked domains get the same mail setup.
 */
function exampleIndexDomains(): SandboxDomain[] {
  const companies = readJsonLines<ExampleDomainLine>(join(EXAMPLE_INDEX_DIR, 'domains.jsonl'));
  const localParts = new Map<string, Set<string>>();
  for (const email of readJsonLines<ExampleEmailLine>(join(EXAMPLE_INDEX_DIR, 'emails.jsonl'))) {
    const at = email.value.lastIndexOf('@');
    if (at <= 0) continue;
    const domain = email.value.slice(at + 1).toLowerCase();
    const set = localParts.get(domain) ?? new Set<string>();
    set.add(email.value.slice(0, at).toLowerCase());
    localParts.set(domain, set);
  }
  const result: SandboxDomain[] = [];
  const seen = new Set<string>();
  for (const company of companies) {
    const primary = company.domain.toLowerCase();
    const mailboxes: Record<string, MailboxState> = {};
    for (const local of localParts.get(primary) ?? []) mailboxes[local] = 'exists';
    for (const name of [primary, ...(company.linked_domains ?? []).map((d) => d.toLowerCase())]) {
      if (seen.has(name)) continue;
      seen.add(name);
      result.push({
        domain: name,
        mx: [{ host: `mx.${name}`, priority: 10 }],
        a: [SANDBOX_IPS.normal],
        smtp: company.accept_all === true ? 'catch_all' : 'normal',
        mailboxes: { ...mailboxes },
      });
    }
  }
  return result;
}

function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}
