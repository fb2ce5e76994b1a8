/**
 * `@agentic/hunter` (npm), the Hunter client of the Agentic SDK, against this service: its three
 * methods (domainSearch, emailFinder, emailVerifier) with its own `apiBaseUrl` option pointed at
 * the in-process app listening on 127.0.0.1, and the mail checks answered by the sandbox: no
 * network. WIRE_KEYS=vendor. (`@microfox/hunter`, the other candidate, does not install: its
 * `@microfox/core` is not on the npm registry.) The client drops nulls from what it returns.
 */
import { HunterClient } from '@agentic/hunter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { startHarness, type Harness } from '../support/harness.js';
import { listenLocally } from '../support/local-transport.js';
import { sandboxEnv } from '../support/sandbox-env.js';

const DOMAIN = 'northwind-robotics.test';
const PERSON = 'mathieu.lefevre@northwind-robotics.test';

let sandbox: RunningSandbox;
let h: Harness;
let hunter: HunterClient;

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startHarness(sandboxEnv(sandbox, { WIRE_KEYS: 'vendor', SMTP_POLITENESS_MS: '0', PROBE_BUDGET_MS: '8000', CRAWL_ON_MISS: 'false' }));
  await h.importExamples();
  const { baseUrl } = await listenLocally(h.app);
  hunter = new HunterClient({ apiKey: h.key, apiBaseUrl: baseUrl });
});
afterAll(async () => {
  await h?.close();
  await sandbox?.stop();
});

describe('@agentic/hunter against the service', () => {
  it('domainSearch by domain, and by company name', async () => {
    const res = (await hunter.domainSearch(DOMAIN)) as any;
    expect(res.data).toMatchObject({ domain: DOMAIN, organization: 'Northwind Robotics' });
    expect(res.data.emails.map((e: { value: string }) => e.value)).toContain(PERSON);
    const byName = (await hunter.domainSearch({ company: 'Northwind Robotics', limit: 2, type: 'personal' })) as any;
    expect(byName.data.domain).toBe(DOMAIN);
    expect(byName.data.emails).toHaveLength(2);
    for (const e of byName.data.emails) expect(e.type).toBe('personal');
  });

  it('domainSearch with array filters, as the client sends them (comma lists)', async () => {
    const res = (await hunter.domainSearch({ domain: DOMAIN, seniority: ['executive', 'senior'], required_field: ['position'] })) as any;
    expect(res.data.emails.length).toBeGreaterThan(0);
    for (const e of res.data.emails) {
      expect(['executive', 'senior']).toContain(e.seniority);
      expect(e.position).toEqual(expect.any(String));
    }
  });

  it('emailFinder: the address of a person the index knows', async () => {
    const res = (await hunter.emailFinder({ domain: DOMAIN, first_name: 'Mathieu', last_name: 'Lefèvre' })) as any;
    expect(res.data).toMatchObject({ email: PERSON, domain: DOMAIN, first_name: 'Mathieu', last_name: 'Lefèvre' });
    expect(res.data.score).toBeGreaterThan(0);
  });

  it('emailVerifier: the checks of an address', async () => {
    const res = (await hunter.emailVerifier('alice@mailbox.sandbox.test')) as any;
    expect(res.data).toMatchObject({ email: 'alice@mailbox.sandbox.test', status: 'valid', result: 'deliverable', smtp_check: true });
  });

  it("a refusal reaches the caller as the client's HTTP error, with Hunter's body", async () => {
    const err = (await hunter.emailVerifier('not-an-address').catch((e: unknown) => e)) as { response?: Response };
    expect(err.response?.status).toBe(400);
    expect(await err.response?.json()).toMatchObject({ errors: [{ id: 'invalid_email', code: 400 }] });
  });
});
