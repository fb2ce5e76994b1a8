/**
 * The mail core against the sandbox world (DNS and SMTP on 127.0.0.0/8): every scripted
 * behaviour gives the right status and flags, budgets hold, caching and sharing of probes work,
 * and the finder finds the right address.
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { IndexImporter } from '../src/importer/index-importer.js';
import { EXAMPLE_INDEX, startHarness, type Harness } from './support/harness.js';
import { sandboxEnv } from './support/sandbox-env.js';

let sandbox: RunningSandbox;

function mailEnv(extra: Record<string, string> = {}): Record<string, string> {
  return sandboxEnv(sandbox, {
    SMTP_POLITENESS_MS: '0',
    SMTP_CONNECTIONS_PER_HOST: '4',
    GREYLIST_RETRY_SECONDS: '3',
    GREYLIST_RETRIES: '2',
    PROBE_BUDGET_MS: '8000',
    ...extra,
  });
}

const rcptCount = (address: string) => sandbox.smtp.stats().rcpt.get(address) ?? 0;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

describe('email verifier on the sandbox', () => {
  let h: Harness;
  const verify = async (email: string, extra = '') => {
    const res = await h.app.inject({ url: `/v2/email-verifier?email=${encodeURIComponent(email)}${extra}`, headers: { 'x-api-key': h.key } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    h = await startHarness(mailEnv());
    await h.importExamples();
  });
  afterAll(() => h.close());

  const cases: [string, string, Record<string, unknown>][] = [
    ['alice@mailbox.sandbox.test', 'valid', { regexp: true, mx_records: true, smtp_server: true, smtp_check: true, accept_all: false, block: false, score: 100 }],
    ['nobody-here@mailbox.sandbox.test', 'invalid', { mx_records: true, smtp_server: true, smtp_check: false, score: 0 }],
    ['full@mailbox.sandbox.test', 'invalid', { smtp_server: true, smtp_check: false }],
    ['disabled@mailbox.sandbox.test', 'invalid', { smtp_server: true, smtp_check: false }],
    ['whoever@catchall.sandbox.test', 'accept_all', { smtp_check: true, accept_all: true, score: 50 }],
    ['x@drop.sandbox.test', 'unknown', { mx_records: true, smtp_server: false, smtp_check: false }],
    ['x@garbage.sandbox.test', 'unknown', { mx_records: true, smtp_server: false }],
    ['x@blocked.sandbox.test', 'unknown', { block: true, smtp_check: false }],
    ['x@nullmx.sandbox.test', 'invalid', { mx_records: false, smtp_server: false }],
    ['alice@nomx.sandbox.test', 'valid', { mx_records: true, smtp_check: true }],
    ['x@nxdomain.sandbox.test', 'invalid', { mx_records: false }],
    ['x@servfail.sandbox.test', 'unknown', { mx_records: false }],
    ['alice@backupmx.sandbox.test', 'valid', { mx_records: true, smtp_check: true }],
    ['someone@gmail.com', 'webmail', { webmail: true, smtp_check: true }],
    ['someone@mailinator.com', 'disposable', { disposable: true, smtp_check: false }],
  ];

  it.each(cases)('%s -> %s', async (email, status, flags) => {
    const { status: code, body } = await verify(email);
    expect(code, JSON.stringify(body)).toBe(200);
    expect(body.data.status).toBe(status);
    // Hunter's deprecated `result`, from status by the documented rule.
    expect(body.data.result).toBe(status === 'valid' ? 'deliverable' : status === 'invalid' ? 'undeliverable' : 'risky');
    expect(Object.keys(body.data).slice(0, 2)).toEqual(['status', 'result']);
    expect(body.data).toMatchObject(flags);
    expect(body.data.email).toBe(email);
    expect(Number.isInteger(body.data.score)).toBe(true);
    expect(body.meta).toEqual({ params: { email } });
    expect(body.data).not.toHaveProperty('transcript');
  });

  it('never probes a disposable domain', async () => {
    const before = sandbox.smtp.stats().connections;
    await verify('again@mailinator.com');
    expect(sandbox.smtp.stats().connections).toBe(before);
  });

  it('answers a syntax failure 200 invalid without asking anyone, and malformed input 400', async () => {
    const { status, body } = await verify('jane..doe@mailbox.sandbox.test');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'invalid', regexp: false, mx_records: false, smtp_server: false, score: 0 });
    expect((await verify('')).status).toBe(400);
    expect((await verify('no-at-sign')).status).toBe(400);
    expect((await h.app.inject({ url: '/v2/email-verifier', headers: { 'x-api-key': h.key } })).statusCode).toBe(400);
  });

  it('verifies an IDN address in A-label form', async () => {
    const { body } = await verify('juergen@bücher.sandbox.test');
    expect(body.data.status).toBe('valid');
    expect(body.data.email).toBe('juergen@xn--bcher-kva.sandbox.test');
  });

  it('returns the SMTP transcript only with debug=true', async () => {
    const { body } = await verify('bob@mailbox.sandbox.test', '&debug=true');
    expect(body.data.status).toBe('valid');
    const lines = body.data.transcript.map((l: { dir: string; line: string }) => `${l.dir} ${l.line}`);
    expect(lines.some((l: string) => l.startsWith('C RCPT TO:<bob@mailbox.sandbox.test>'))).toBe(true);
    expect(lines.some((l: string) => /^S 250/.test(l))).toBe(true);
  });

  it('answers from the cache on a repeat, without asking the server again', async () => {
    await verify('carol@mailbox.sandbox.test');
    const asked = rcptCount('carol@mailbox.sandbox.test');
    expect(asked).toBe(1);
    const again = await verify('carol@mailbox.sandbox.test');
    expect(again.body.data.status).toBe('valid');
    expect(rcptCount('carol@mailbox.sandbox.test')).toBe(1);
  });

  it('makes one probe for 50 concurrent lookups of one address', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => verify('dave@mailbox.sandbox.test')));
    expect(results.every((r) => r.body.data.status === 'valid')).toBe(true);
    expect(rcptCount('dave@mailbox.sandbox.test')).toBe(1);
  });

  it('adds the index\'s sources, and feeds confirmed addresses back into the index', async () => {
    const known = JSON.parse(readFileSync(join(EXAMPLE_INDEX, 'emails.jsonl'), 'utf8').split('\n')[0]!) as { value: string; sources: unknown[] };
    const { body } = await verify(known.value);
    expect(body.data.sources).toHaveLength(known.sources.length);
    expect(body.data.status).toBe('valid');
    const record = await h.index.getEmailRecord(known.value);
    expect(record?.verification).toEqual({ date: new Date().toISOString().slice(0, 10), status: 'valid' });
    const fresh = await h.index.getEmailRecord('alice@mailbox.sandbox.test');
    expect(fresh).toMatchObject({ value: 'alice@mailbox.sandbox.test', type: 'personal', verification: { status: 'valid' }, sources: [] });
  });

  it('probes many addresses of one domain in few sessions, reconnecting past a recipient cap', async () => {
    const before = sandbox.smtp.stats().connections;
    const addresses = Array.from({ length: 9 }, (_, i) => `a${i + 1}@limit.sandbox.test`);
    const results = await h.services.verifier.verifyMany([...addresses, 'nobody@limit.sandbox.test']);
    expect(results.map((r) => r.status)).toEqual([...addresses.map(() => 'valid'), 'invalid']);
    const opened = sandbox.smtp.stats().connections - before;
    expect(opened).toBeGreaterThanOrEqual(1);
    expect(opened).toBeLessThanOrEqual(5);
  });

  it('treats a greylisted address as unknown now and lands the retry later', async () => {
    const first = await verify('alice@greylist.sandbox.test');
    expect(first.body.data.status).toBe('unknown');
    let cached = await h.services.verifier.cached('alice@greylist.sandbox.test');
    const until = Date.now() + 9000;
    while (cached?.status !== 'valid' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      cached = await h.services.verifier.cached('alice@greylist.sandbox.test');
    }
    expect(cached?.status).toBe('valid');
    expect((await verify('alice@greylist.sandbox.test')).body.data.status).toBe('valid');
  }, 15_000);

  it('times out on a slow resolver into unknown', async () => {
    const { body } = await verify('alice@slowdns.sandbox.test');
    expect(body.data.status).toBe('unknown');
  });
});

describe('email verifier budget', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(mailEnv({ VERIFY_BUDGET_MS: '1000', SMTP_COMMAND_TIMEOUT_MS: '2500', PROBE_BUDGET_MS: '4000' }));
  });
  afterAll(() => h.close());

  it('answers 202 within its budget on a tarpit, finishes in the background, then answers 200', async () => {
    const started = Date.now();
    const res = await h.app.inject({ url: '/v2/email-verifier?email=x@tarpit.sandbox.test', headers: { 'x-api-key': h.key } });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(202);
    expect(res.json().errors[0]).toMatchObject({ id: 'verification_in_progress', code: 202 });
    expect(took).toBeLessThan(2000);
    let cached = await h.services.verifier.cached('x@tarpit.sandbox.test');
    const until = Date.now() + 8000;
    while (!cached && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      cached = await h.services.verifier.cached('x@tarpit.sandbox.test');
    }
    expect(cached?.status).toBe('unknown');
    const again = await h.app.inject({ url: '/v2/email-verifier?email=x@tarpit.sandbox.test', headers: { 'x-api-key': h.key } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('unknown');
  }, 15_000);
});

describe('email finder deadline', () => {
  let h: Harness;
  beforeAll(async () => {
    // Timeouts far longer than max_duration: only the finder's own deadline can end the wait.
    h = await startHarness(mailEnv({ SMTP_CONNECT_TIMEOUT_MS: '30000', SMTP_COMMAND_TIMEOUT_MS: '30000', PROBE_BUDGET_MS: '60000' }));
  });
  afterAll(() => h.close());

  it('honours max_duration against a tarpit', async () => {
    const started = Date.now();
    const res = await h.app.inject({ url: '/v2/email-finder?domain=tarpit.sandbox.test&first_name=Ann&last_name=Lee&max_duration=3', headers: { 'x-api-key': h.key } });
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(2000);
    expect(took).toBeLessThan(3300);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].details).toMatch(/ann\.lee/);
  }, 10_000);
});

describe('email finder on the sandbox', () => {
  let h: Harness;
  const hidden: { first: string; last: string; email: string; domain: string }[] = [];
  const find = async (query: string) => {
    const res = await h.app.inject({ url: `/v2/email-finder?${query}`, headers: { 'x-api-key': h.key } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    h = await startHarness(mailEnv());
    // Index every company and two thirds of each company's people; the rest must be found.
    const dir = mkdtempSync(join(tmpdir(), 'cds-finder-'));
    const lines = readFileSync(join(EXAMPLE_INDEX, 'emails.jsonl'), 'utf8').split('\n').filter(Boolean);
    const kept: string[] = [];
    const perDomain = new Map<string, number>();
    for (const line of lines) {
      const r = JSON.parse(line) as { value: string; type: string; first_name: string; last_name: string };
      const domain = r.value.split('@')[1]!;
      const n = (perDomain.get(domain) ?? 0) + 1;
      perDomain.set(domain, n);
      if (r.type === 'personal' && n % 3 === 0) hidden.push({ first: r.first_name, last: r.last_name, email: r.value, domain });
      else kept.push(line);
    }
    try {
      writeFileSync(join(dir, 'emails.jsonl'), kept.join('\n'));
      const importer = new IndexImporter(h.index);
      await importer.importFile('companies', join(EXAMPLE_INDEX, 'companies.jsonl'));
      await importer.importFile('people', join(EXAMPLE_INDEX, 'people.csv'));
      await importer.importFile('domains', join(EXAMPLE_INDEX, 'domains.jsonl'));
      await importer.importFile('emails', join(dir, 'emails.jsonl'));
    } finally {
      // Also when an import fails: the test leaves no temporary folder.
      rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => h.close());

  it('finds the right address for every hidden person on domains with known patterns', async () => {
    const catchAll = 'ashgrove-consulting.test';
    const targets = hidden.filter((p) => p.domain !== catchAll);
    expect(targets.length).toBeGreaterThanOrEqual(10);
    for (const p of targets) {
      const { status, body } = await find(`domain=${p.domain}&first_name=${encodeURIComponent(p.first)}&last_name=${encodeURIComponent(p.last)}`);
      expect(status, `${p.first} ${p.last}: ${JSON.stringify(body)}`).toBe(200);
      expect(body.data.email, `${p.first} ${p.last}`).toBe(p.email);
      expect(body.data).toMatchObject({ accept_all: false, verification: { status: 'valid' }, domain: p.domain });
      expect(body.data.score).toBeGreaterThanOrEqual(70);
    }
  }, 60_000);

  it('learns: a found address enters the index with the name', async () => {
    const p = hidden.find((x) => x.domain !== 'ashgrove-consulting.test')!;
    const record = await h.index.getEmailRecord(p.email);
    expect(record).toMatchObject({ first_name: p.first, last_name: p.last, verification: { status: 'valid' } });
  });

  it('on a catch-all domain returns the best-pattern candidate, not verified, with a lower score', async () => {
    const p = hidden.find((x) => x.domain === 'ashgrove-consulting.test');
    const first = p?.first ?? 'Imogen';
    const last = p?.last ?? 'Whitfield';
    const { status, body } = await find(`domain=ashgrove-consulting.test&first_name=${encodeURIComponent(first)}&last_name=${encodeURIComponent(last)}`);
    expect(status).toBe(200);
    expect(body.data.accept_all).toBe(true);
    expect(body.data.verification.status).toBe('accept_all');
    expect(body.data.score).toBeLessThan(70);
    if (p) expect(body.data.email).toBe(p.email);
  });

  it('returns the indexed address for a known person, with its sources and position', async () => {
    const { body } = await find('domain=northwind-robotics.test&full_name=Anne-Sophie%20de%20la%20Tour');
    expect(body.data.email).toBe('anne-sophie.delatour@northwind-robotics.test');
    expect(body.data.sources.length).toBeGreaterThan(0);
    expect(body.data.position).toBe('Head of Sales');
    expect(body.data.company).toBe('Northwind Robotics');
    expect(body.meta.params).toEqual({ first_name: null, last_name: null, full_name: 'Anne-Sophie de la Tour', domain: 'northwind-robotics.test', company: null, max_duration: null, linkedin_handle: null });
  });

  it('resolves company names and professional-network handles', async () => {
    expect((await find('company=Northwind%20Robotics&first_name=Anne-Sophie&last_name=de%20la%20Tour')).body.data.email).toBe('anne-sophie.delatour@northwind-robotics.test');
    expect((await find('linkedin_handle=in/anne-sophie-de-la-tour')).body.data.email).toBe('anne-sophie.delatour@northwind-robotics.test');
    expect((await find('linkedin_handle=anne-sophie-de-la-tour')).body.data.email).toBe('anne-sophie.delatour@northwind-robotics.test');
    // An alias domain (northwind.test) is searched as its company's main domain.
    const viaAlias = await find('domain=northwind.test&full_name=Anne-Sophie%20de%20la%20Tour');
    expect(viaAlias.body.data).toMatchObject({ email: 'anne-sophie.delatour@northwind-robotics.test', domain: 'northwind-robotics.test', company: 'Northwind Robotics' });
    expect(viaAlias.body.meta.params.domain).toBe('northwind.test');
  });

  it('answers 404 saying what was tried when nobody matches', async () => {
    const { status, body } = await find('domain=mailbox.sandbox.test&first_name=Zed&last_name=Nobody');
    expect(status).toBe(404);
    expect(body.errors[0].id).toBe('not_found');
    expect(body.errors[0].details).toMatch(/zed\.nobody/);
  });

  it('refuses missing and out-of-range parameters', async () => {
    expect((await find('first_name=A&last_name=B')).status).toBe(400);
    expect((await find('domain=mailbox.sandbox.test&first_name=A')).status).toBe(400);
    expect((await find('domain=mailbox.sandbox.test&full_name=Madonna')).status).toBe(400);
    expect((await find('domain=mailbox.sandbox.test&first_name=A&last_name=B&max_duration=2')).status).toBe(400);
    expect((await find('domain=mailbox.sandbox.test&first_name=A&last_name=B&max_duration=21')).status).toBe(400);
    expect((await find('domain=bad_domain&first_name=A&last_name=B')).status).toBe(400);
    expect((await find('company=Unknown%20Co&first_name=A&last_name=B')).status).toBe(404);
  });
});
