/**
 * `hunter.io` (npm), a Node client of Hunter's API v2, against this service: every method of the
 * client, as it calls them (`https://api.hunter.io/v2/{type}/{id}?api_key=...`, JSON bodies),
 * with its HTTPS sent to the in-process app listening on 127.0.0.1 (test/support/local-transport.ts)
 * and the mail checks answered by the sandbox (DNS and SMTP on loopback): no network.
 * WIRE_KEYS=vendor, Hunter's names and statuses. The client hands back the response body only
 * (`err` is the error body), so the assertions read bodies.
 */
import EmailHunter from 'hunter.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { startHarness, type Harness } from '../support/harness.js';
import { httpsToLocal, listenLocally, type LocalHttps } from '../support/local-transport.js';
import { sandboxEnv } from '../support/sandbox-env.js';

const DOMAIN = 'northwind-robotics.test';
const PERSON = 'mathieu.lefevre@northwind-robotics.test';

let sandbox: RunningSandbox;
let h: Harness;
let https: LocalHttps;
let hunter: EmailHunter;

/** The client's callback as a promise: its body, or its error (the error body). */
function call(run: (cb: (err: unknown, data?: unknown) => void) => unknown): Promise<any> {
  return new Promise((resolve, reject) => {
    run((err, data) => (err ? reject(err) : resolve(data)));
  });
}
/** The error body the client passes to its callback. */
async function failure(run: (cb: (err: unknown, data?: unknown) => void) => unknown): Promise<any> {
  try {
    await call(run);
  } catch (err) {
    return err;
  }
  throw new Error('the call succeeded');
}

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startHarness(sandboxEnv(sandbox, { WIRE_KEYS: 'vendor', SMTP_POLITENESS_MS: '0', PROBE_BUDGET_MS: '8000', CRAWL_ON_MISS: 'false' }));
  await h.importExamples();
  const { port } = await listenLocally(h.app);
  https = httpsToLocal(port);
  hunter = new EmailHunter(h.key);
});
afterAll(async () => {
  https?.restore();
  await h?.close();
  await sandbox?.stop();
});

describe('hunter.io against the service', () => {
  it('domainSearch: the addresses of a domain, best first, through https://api.hunter.io', async () => {
    const body = await call((cb) => hunter.domainSearch({ domain: DOMAIN, limit: 5 }, cb));
    expect(https.requested.at(-1)).toBe('api.hunter.io:443');
    expect(body.data).toMatchObject({ domain: DOMAIN, organization: 'Northwind Robotics' });
    expect(body.data.emails.length).toBeGreaterThan(0);
    expect(body.data.emails.length).toBeLessThanOrEqual(5);
    expect(body.data.emails.map((e: { value: string }) => e.value)).toContain(PERSON);
    expect(body.data.emails[0]).toHaveProperty('linkedin');
    expect(body.meta).toMatchObject({ limit: 5, offset: 0 });
  });

  it('domainSearch: by company name, and with filters', async () => {
    const byName = await call((cb) => hunter.domainSearch({ company: 'Northwind Robotics', seniority: 'executive' }, cb));
    expect(byName.data.domain).toBe(DOMAIN);
    expect(byName.data.emails.length).toBeGreaterThan(0);
    for (const e of byName.data.emails) expect(e.seniority).toBe('executive');
  });

  it("domainSearch: Hunter's error ids for a bad request", async () => {
    const err = await failure((cb) => hunter.domainSearch({ domain: 'not_a_domain' }, cb));
    expect(err.errors[0]).toMatchObject({ id: 'invalid_domain', code: 400 });
  });

  it('emailFinder: the address of a person the index knows', async () => {
    const body = await call((cb) => hunter.emailFinder({ domain: DOMAIN, first_name: 'Mathieu', last_name: 'Lefèvre' }, cb));
    expect(body.data).toMatchObject({ email: PERSON, first_name: 'Mathieu', last_name: 'Lefèvre', domain: DOMAIN });
    expect(body.data.score).toBeGreaterThan(0);
  });

  it('emailVerifier: the checks of an address, with Hunter\'s result', async () => {
    const body = await call((cb) => hunter.emailVerifier('alice@mailbox.sandbox.test', cb));
    expect(body.data).toMatchObject({ email: 'alice@mailbox.sandbox.test', status: 'valid', result: 'deliverable', smtp_check: true, mx_records: true });
    const bad = await call((cb) => hunter.emailVerifier({ email: 'nobody-here@mailbox.sandbox.test' }, cb));
    expect(bad.data).toMatchObject({ status: 'invalid', result: 'undeliverable' });
  });

  it('emailCount: the addresses of a domain by type', async () => {
    const body = await call((cb) => hunter.emailCount(DOMAIN, cb));
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.total).toBe(body.data.personal_emails + body.data.generic_emails);
    const typed = await call((cb) => hunter.emailCount({ domain: DOMAIN, type: 'personal' }, cb));
    expect(typed.data.total).toBe(body.data.personal_emails);
  });

  it("account: the calling account in Hunter's shape (requests used and available)", async () => {
    const body = await call((cb) => hunter.account(cb));
    for (const kind of ['searches', 'verifications']) {
      expect(body.data.requests[kind].used, kind).toEqual(expect.any(Number));
      expect(body.data.requests[kind], kind).toHaveProperty('available');
    }
    expect(body.data).toHaveProperty('plan_name');
    expect(body.data).toHaveProperty('reset_date');
  });
});

describe('hunter.io leads and leads lists', () => {
  it('leads: create, retrieve, list, update and delete', async () => {
    const created = await call((cb) => hunter.leads.create({ email: 'ada.client@northwind-robotics.test', first_name: 'Ada', position: 'Engineer' }, cb));
    const id = created.data.id as number;
    expect(created.data).toMatchObject({ email: 'ada.client@northwind-robotics.test', first_name: 'Ada', position: 'Engineer' });
    const one = await call((cb) => hunter.leads.retrieve(id, cb));
    expect(one.data).toMatchObject({ id, email: 'ada.client@northwind-robotics.test' });
    const all = await call((cb) => hunter.leads.list({ limit: 100 }, cb));
    expect(all.data.leads.map((l: { id: number }) => l.id)).toContain(id);
    expect(all.meta.total).toBeGreaterThanOrEqual(1);
    // Hunter answers an update 204 without a body.
    expect(await call((cb) => hunter.leads.update(id, { last_name: 'Lovelace' }, cb))).toBe('');
    expect((await call((cb) => hunter.leads.retrieve(id, cb))).data.last_name).toBe('Lovelace');
    await call((cb) => hunter.leads.delete(id, cb));
    const gone = await failure((cb) => hunter.leads.retrieve(id, cb));
    expect(gone.errors[0]).toMatchObject({ id: 'not_found', code: 404 });
  });

  it('leads: list filters match as Hunter\'s do (contains)', async () => {
    const created = await call((cb) => hunter.leads.create({ email: 'contains.filter@northwind-robotics.test', company: 'Northwind Robotics' }, cb));
    const found = await call((cb) => hunter.leads.list({ company: 'Northwind' }, cb));
    expect(found.data.leads.map((l: { id: number }) => l.id)).toContain(created.data.id);
  });

  it('leads: a lead created with an address the index knows is filled from it', async () => {
    const created = await call((cb) => hunter.leads.create({ email: PERSON }, cb));
    expect(created.data).toMatchObject({ email: PERSON, first_name: 'Mathieu', last_name: 'Lefèvre', position: 'CEO', company: 'Northwind Robotics' });
  });

  it('leadsList: create, retrieve, list, update and delete (the client spells it /v2/leads_list)', async () => {
    const created = await call((cb) => hunter.leadsList.create({ name: 'Client fair' }, cb));
    const id = created.data.id as number;
    expect(created.data).toMatchObject({ name: 'Client fair', leads_count: 0 });
    expect((await call((cb) => hunter.leadsList.retrieve(id, cb))).data.name).toBe('Client fair');
    const all = await call((cb) => hunter.leadsList.list({}, cb));
    expect(all.data.leads_lists.map((l: { id: number }) => l.id)).toContain(id);
    expect(await call((cb) => hunter.leadsList.update(id, { name: 'Client fair 2' }, cb))).toBe('');
    expect((await call((cb) => hunter.leadsList.retrieve(id, cb))).data.name).toBe('Client fair 2');
    await call((cb) => hunter.leadsList.delete(id, cb));
    const gone = await failure((cb) => hunter.leadsList.retrieve(id, cb));
    expect(gone.errors[0]).toMatchObject({ id: 'not_found', code: 404 });
  });
});
