/**
 * `clearbit` (npm), Clearbit's Node client, against this service: each of its methods that maps
 * to this API (Person.find, Company.find, Enrichment.find, NameToDomain.find), as it calls them:
 * `https://{person,company}[-stream].clearbit.com/v{1,2}/...` with the key as HTTP Basic user.
 * Its HTTPS goes to the in-process app listening on 127.0.0.1 (test/support/local-transport.ts),
 * Host header kept, so the app answers in Clearbit's shapes and error types: no network.
 * Its other methods (Prospector, Discovery, Reveal, Risk, Watchlist) have no counterpart here.
 *
 * The client's dependency `needle` is Clearbit's fork on GitHub; package.json's overrides put
 * the registry's needle 0.7.10 (the fork's base) in its place: they differ only in how arrays are
 * written in a query string, which no call here sends.
 */
import clearbit from 'clearbit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/harness.js';
import { httpsToLocal, listenLocally, type LocalHttps } from '../support/local-transport.js';

const DOMAIN = 'northwind-robotics.test';
const PERSON = 'mathieu.lefevre@northwind-robotics.test';

let h: Harness;
let https: LocalHttps;
let client: ReturnType<typeof clearbit>;

beforeAll(async () => {
  h = await startHarness();
  await h.importExamples();
  const { port } = await listenLocally(h.app);
  https = httpsToLocal(port);
  client = clearbit(h.key);
});
afterAll(async () => {
  https?.restore();
  await h?.close();
});

/** The error a lookup was refused with. */
async function refusal(lookup: Promise<unknown>): Promise<Error & { type?: string; statusCode?: number }> {
  try {
    await lookup;
  } catch (err) {
    return err as Error & { type?: string; statusCode?: number };
  }
  throw new Error('the lookup succeeded');
}

describe('the clearbit client against the service', () => {
  it('Person.find: the person, in Clearbit\'s shape, from person.clearbit.com', async () => {
    const person = await client.Person.find({ email: PERSON });
    expect(https.requested.at(-1)).toBe('person.clearbit.com:443');
    expect(person).toMatchObject({
      email: PERSON,
      name: { fullName: 'Mathieu Lefèvre', givenName: 'Mathieu', familyName: 'Lefèvre' },
      employment: { domain: DOMAIN, name: 'Northwind Robotics', title: 'CEO' },
      twitter: { handle: 'mlefevre' },
      linkedin: { handle: 'in/mathieu-lefevre' },
      emailProvider: false,
    });
    expect(person.indexedAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });

  it('Person.find: NotFoundError for an address the index does not know', async () => {
    const err = await refusal(client.Person.find({ email: 'nobody@northwind-robotics.test' }));
    expect(err).toBeInstanceOf(client.Person.NotFoundError);
  });

  it('Person.find with stream: the streaming host answers the same', async () => {
    const person = await client.Person.find({ email: PERSON, stream: true });
    expect(https.requested.at(-1)).toBe('person-stream.clearbit.com:443');
    expect(person.email).toBe(PERSON);
  });

  it('Company.find: the company, in Clearbit\'s shape, from company.clearbit.com', async () => {
    const company = await client.Company.find({ domain: DOMAIN });
    expect(https.requested.at(-1)).toBe('company.clearbit.com:443');
    expect(company).toMatchObject({
      domain: DOMAIN,
      name: 'Northwind Robotics',
      legalName: 'Northwind Robotics SAS',
      category: { industry: 'Machinery' },
      crunchbase: { handle: 'organization/northwind-robotics' },
      metrics: { employees: 120, employeesRange: '51-250' },
      logo: 'http://northwind-robotics.test/logo.png',
    });
  });

  it('Company.find: QueuedError while a domain the index does not know is looked up', async () => {
    const err = await refusal(client.Company.find({ domain: 'not-indexed-yet.test' }));
    expect(err).toBeInstanceOf(client.Company.QueuedError);
  });

  it('Enrichment.find: person and company by email; the company by domain', async () => {
    const both = await client.Enrichment.find({ email: PERSON });
    expect(both.person).toMatchObject({ email: PERSON, employment: { domain: DOMAIN } });
    expect(both.company).toMatchObject({ domain: DOMAIN, name: 'Northwind Robotics' });
    const company = await client.Enrichment.find({ domain: 'sakura-biolabs.test' });
    expect(company).toMatchObject({ domain: 'sakura-biolabs.test', name: 'Sakura BioLabs' });
  });

  it('NameToDomain.find: a company name to its domain, logo and name', async () => {
    const found = await client.NameToDomain.find({ name: 'Northwind Robotics' });
    expect(https.requested.at(-1)).toBe('company.clearbit.com:443');
    expect(found).toMatchObject({ domain: DOMAIN, name: 'Northwind Robotics', logo: 'http://northwind-robotics.test/logo.png' });
    expect(await refusal(client.NameToDomain.find({ name: 'No Such Company Anywhere' }))).toBeInstanceOf(client.NameToDomain.NotFoundError);
  });

  it("a wrong key or a malformed email: ClearbitError with Clearbit's status and type", async () => {
    const malformed = await refusal(client.Person.find({ email: 'not-an-address' }));
    expect(malformed).toMatchObject({ statusCode: 422, type: 'params_invalid' });
    // The client's resources are module-level: a new client rebinds them to its key, so the
    // test's own client is made again afterwards.
    const wrong = await refusal(clearbit('cds_not-a-key').Person.find({ email: PERSON }));
    expect(wrong).toMatchObject({ statusCode: 401, type: 'unauthorized' });
    client = clearbit(h.key);
    expect((await client.Person.find({ email: PERSON })).email).toBe(PERSON);
  });
});
