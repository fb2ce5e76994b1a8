/**
 * The MCP server (issue 20) driven by the SDK's own Client: in-process (InMemoryTransport), over
 * Streamable HTTP against the app on a loopback port, and `cli mcp` as a child process over stdio.
 * Every tool's happy path on the example index and the sandbox and its bad-argument path, run over
 * both the in-process and the HTTP transport (the same cases, `describe.each(TRANSPORTS)`), tenancy
 * of bulks and leads between keys, a revoked key, the listed output schemas validating the
 * answers, no key in any log line of an /mcp call, and the usage a call over stdio counts.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { admitted } from '../src/api/auth.js';
import { buildApp } from '../src/api/app.js';
import { createLogger } from '../src/logger.js';
import { createUsageCounter } from '../src/api/usage.js';
import { compileTools, createMcpServer, TOOLS, type McpDeps } from '../src/mcp/index.js';
import { sandboxEnv } from './support/sandbox-env.js';
import { startPipelineHarness, type PipelineHarness } from './support/pipeline.js';
import { shapeEnv } from './support/harness.js';
import { schemaUrl } from './support/postgres.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => void;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const PERSON = 'anne-sophie.delatour@northwind-robotics.test';
const COMPANY = 'northwind-robotics.test';

let sandbox: RunningSandbox;
let h: PipelineHarness;
let deps: McpDeps;
let otherKey: string;
let port: number;

/** A client connected in-process to a server for `plain`, admitted per call as stdio admits it. */
async function inMemoryClient(plain: string): Promise<Client> {
  const table = compileTools(h.config.wireKeys);
  const server = createMcpServer(table, deps, { admit: async () => admitted(await h.keys.authorize(plain, h.config.rateLimit)) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

async function httpClient(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'test-http', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), { requestInit: { headers } }));
  return client;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
/** The answer checked against the schema the listing gave for the tool. */
function expectValid(tools: Tool[], name: string, result: CallToolResult): Record<string, any> {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const schema = tools.find((t) => t.name === name)!.outputSchema!;
  const validate = ajv.compile(schema);
  const ok = validate(result.structuredContent);
  expect(ok, `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return result.structuredContent as Record<string, any>;
}

function errorOf(result: CallToolResult): { id: string; code: number; details: string } {
  expect(result.isError).toBe(true);
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  return (JSON.parse(text) as { errors: { id: string; code: number; details: string }[] }).errors[0]!;
}

async function waitForBulk(client: Client, id: string): Promise<Record<string, any>> {
  const until = Date.now() + 30_000;
  for (;;) {
    const res = (await client.callTool({ name: 'Get-Bulk', arguments: { id } })) as CallToolResult;
    const data = (res.structuredContent as { data: Record<string, any> }).data;
    if (['completed', 'failed', 'cancelled'].includes(data.state)) return data;
    if (Date.now() > until) throw new Error(`bulk ${id} still ${data.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startPipelineHarness(sandboxEnv(sandbox, { SMTP_POLITENESS_MS: '0', BULK_NETWORK_CHECKS: 'false' }));
  await h.importExamples();
  deps = { config: h.config, logger: h.app.log as never, services: h.services, pipeline: h.graph.pipeline, usage: createUsageCounter(h.keys, () => {}) };
  otherKey = (await h.keys.create({ name: 'other' })).plain;
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (h.app.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await h?.close();
  await sandbox?.stop();
});

/**
 * The transports every tool's cases run over: the same cases, a client each. Each run has a key of
 * its own team (named `test`), so the leads, lists, campaigns and bulks one run makes are not seen
 * by the other. Over HTTP, a body over BODY_LIMIT_BYTES (1 MiB) is refused by the app before the
 * tool sees it.
 */
const TRANSPORTS: { transport: string; team: string; connect: (plain: string) => Promise<Client>; oversize: 'tool error' | 'http 413' }[] = [
  { transport: 'in-process', team: 'mcp-in-memory', connect: inMemoryClient, oversize: 'tool error' },
  { transport: 'over Streamable HTTP', team: 'mcp-http', connect: (plain) => httpClient({ 'x-api-key': plain }), oversize: 'http 413' },
];

describe.each(TRANSPORTS)('MCP tools $transport', ({ team, connect, oversize }) => {
  let client: Client;
  let tools: Tool[];
  beforeAll(async () => {
    client = await connect((await h.keys.create({ name: 'test', team })).plain);
    tools = (await client.listTools()).tools;
  });
  afterAll(() => client.close());

  it('lists every tool with input and output schemas and truthful annotations', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS.map((t) => t.name).sort());
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.description).toBeTruthy();
      expect(typeof t.annotations?.readOnlyHint).toBe('boolean');
      expect(typeof t.annotations?.destructiveHint).toBe('boolean');
      expect(typeof t.annotations?.openWorldHint).toBe('boolean');
      // No tool takes the key as an argument: the transport carries it.
      expect(Object.keys(t.inputSchema.properties ?? {})).not.toContain('api_key');
    }
    const by = (n: string) => tools.find((t) => t.name === n)!.annotations!;
    expect(by('Email-Count')).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
    expect(by('Email-Verifier')).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    expect(by('Start-Bulk')).toMatchObject({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
    expect(by('Cancel-Bulk')).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });

  it('Domain-Search answers the API data shape', async () => {
    const out = expectValid(tools, 'Domain-Search', (await client.callTool({ name: 'Domain-Search', arguments: { domain: COMPANY, limit: 5 } })) as CallToolResult);
    expect(out.data.domain).toBe(COMPANY);
    expect(out.data.emails.length).toBeGreaterThan(0);
    expect(out.meta.limit).toBe(5);
  });

  it('Email-Finder finds an indexed person', async () => {
    const out = expectValid(tools, 'Email-Finder', (await client.callTool({ name: 'Email-Finder', arguments: { domain: COMPANY, first_name: 'Mathieu', last_name: 'Lefèvre' } })) as CallToolResult);
    expect(out.data.email).toBe('mathieu.lefevre@northwind-robotics.test');
  });

  it('Email-Verifier checks an address on the sandbox', async () => {
    const out = expectValid(tools, 'Email-Verifier', (await client.callTool({ name: 'Email-Verifier', arguments: { email: 'alice@mailbox.sandbox.test' } })) as CallToolResult);
    expect(out.data.status).toBe('valid');
  });

  it('Email-Count, the enrichments, discover and Get-Account-Details', async () => {
    const count = expectValid(tools, 'Email-Count', (await client.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })) as CallToolResult);
    expect(count.data.total).toBeGreaterThan(0);
    const person = expectValid(tools, 'Person-Enrichment', (await client.callTool({ name: 'Person-Enrichment', arguments: { email: PERSON } })) as CallToolResult);
    expect(person.data.email).toBe(PERSON);
    const company = expectValid(tools, 'Company-Enrichment', (await client.callTool({ name: 'Company-Enrichment', arguments: { domain: COMPANY } })) as CallToolResult);
    expect(company.data.name).toBe('Northwind Robotics');
    const combined = expectValid(tools, 'Combined-Enrichment', (await client.callTool({ name: 'Combined-Enrichment', arguments: { email: PERSON } })) as CallToolResult);
    expect(combined.data.company.domain).toBe(COMPANY);
    const found = expectValid(tools, 'Find-Companies', (await client.callTool({ name: 'Find-Companies', arguments: { headquarters_location: { include: [{ country: 'FR' }] } } })) as CallToolResult);
    expect(found.data.map((c: { domain: string }) => c.domain)).toContain(COMPANY);
    const account = expectValid(tools, 'Get-Account-Details', (await client.callTool({ name: 'Get-Account-Details', arguments: {} })) as CallToolResult);
    expect(account.data.key.name).toBe('test');
  });

  it('a company not indexed yet is a pending answer (the crawl), not an error', async () => {
    const res = (await client.callTool({ name: 'Company-Enrichment', arguments: { domain: `not-indexed-yet-${team}.sandbox.test` } })) as CallToolResult;
    const out = expectValid(tools, 'Company-Enrichment', res);
    expect(out.pending.id).toBe('queued');
    expect(out.pending.retry_after_seconds).toBeGreaterThan(0);
    expect((res.content as { text: string }[])[0]!.text).toMatch(/again/);
  });

  it('every tool refuses a bad argument with the API error id and details', async () => {
    for (const t of tools) {
      const err = errorOf((await client.callTool({ name: t.name, arguments: { no_such_argument: 1 } })) as CallToolResult);
      expect(err.id, t.name).toBe('wrong_params');
      expect(err.code).toBe(400);
      expect(err.details, t.name).toMatch(/no_such_argument|missing/);
    }
    // Wrong values, as the routes refuse them.
    expect(errorOf((await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'not-an-address' } })) as CallToolResult)).toMatchObject({ id: 'wrong_params', details: expect.stringMatching(/email/) });
    expect(errorOf((await client.callTool({ name: 'Domain-Search', arguments: { domain: COMPANY, seniority: 'wizard' } })) as CallToolResult).details).toMatch(/seniority/);
    expect(errorOf((await client.callTool({ name: 'Email-Finder', arguments: { domain: COMPANY, max_duration: 99 } })) as CallToolResult).id).toBe('wrong_params');
    expect(errorOf((await client.callTool({ name: 'Email-Verifier', arguments: { email: 'nope' } })) as CallToolResult).id).toBe('wrong_params');
    expect(errorOf((await client.callTool({ name: 'Email-Count', arguments: { domain: 'not a domain' } })) as CallToolResult).id).toBe('wrong_params');
    expect(errorOf((await client.callTool({ name: 'Find-Companies', arguments: { limit: 0 } })) as CallToolResult).id).toBe('pagination_error');
    expect(errorOf((await client.callTool({ name: 'Get-Bulk', arguments: { id: 'nope' } })) as CallToolResult).id).toBe('wrong_params');
    expect(errorOf((await client.callTool({ name: 'Start-Bulk', arguments: { csv: 'email\na@b.test\n', kind: 'juggle' } })) as CallToolResult).id).toBe('wrong_params');
    expect(errorOf((await client.callTool({ name: 'Start-Bulk', arguments: { csv: 'email\na@b.test\n', kind: 'verify', mapping: { nothing: 'x' } } })) as CallToolResult).id).toBe('wrong_params');
    // An unknown record: the API's not_found.
    expect(errorOf((await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'nobody@northwind-robotics.test' } })) as CallToolResult)).toMatchObject({ id: 'not_found', code: 404 });
    expect(errorOf((await client.callTool({ name: 'no_such_tool', arguments: {} })) as CallToolResult).id).toBe('not_found');
  });

  it('bulks: start from CSV text, status with counts, first rows and the download URL; another key sees none of it', async () => {
    const started = expectValid(tools, 'Start-Bulk', (await client.callTool({ name: 'Start-Bulk', arguments: { csv: 'Work email,Note\njane@gmail.com,a\nx@mailinator.com,b\nbroken,c\n', kind: 'verify', mapping: { email: 'Work email' }, filename: 'mcp.csv' } })) as CallToolResult);
    const id = started.data.id as string;
    expect(started.data.state).toBe('queued');
    const done = await waitForBulk(client, id);
    expect(done.state).toBe('completed');
    const status = expectValid(tools, 'Get-Bulk', (await client.callTool({ name: 'Get-Bulk', arguments: { id } })) as CallToolResult);
    expect(status.data.processed).toBe(3);
    expect(status.data.eta_seconds === null || typeof status.data.eta_seconds === 'number').toBe(true);
    expect(Object.values(status.data.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const results = expectValid(tools, 'Get-Bulk-Results', (await client.callTool({ name: 'Get-Bulk-Results', arguments: { id, limit: 2 } })) as CallToolResult);
    expect(results.data.rows).toHaveLength(2);
    expect(results.meta.more).toBe(true);
    expect(results.data.download_url).toBe(`/v2/bulks/${id}/results`);
    expect(JSON.stringify(results.data.rows[0])).toMatch(/jane@gmail\.com/);
    // A finished bulk cannot be cancelled.
    expect(errorOf((await client.callTool({ name: 'Cancel-Bulk', arguments: { id } })) as CallToolResult).id).toBe('bulk_finished');

    const other = await connect(otherKey);
    try {
      for (const name of ['Get-Bulk', 'Get-Bulk-Results', 'Cancel-Bulk']) {
        const err = errorOf((await other.callTool({ name, arguments: { id } })) as CallToolResult);
        expect(err.id, name).toBe('not_found');
      }
    } finally {
      await other.close();
    }
  }, 60_000);

  it('Cancel-Bulk cancels a running bulk of the key', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `someone${i}@gmail.com`).join('\n');
    const started = (await client.callTool({ name: 'Start-Bulk', arguments: { csv: `email\n${rows}\n`, kind: 'verify' } })) as CallToolResult;
    const id = (started.structuredContent as { data: { id: string } }).data.id;
    const res = (await client.callTool({ name: 'Cancel-Bulk', arguments: { id } })) as CallToolResult;
    if (res.isError) expect(errorOf(res).id).toBe('bulk_finished');
    else expect(expectValid(tools, 'Cancel-Bulk', res).data.state).toBe('cancelled');
  });

  it('a CSV over the cap is refused before it is stored', async () => {
    const call = client.callTool({ name: 'Start-Bulk', arguments: { csv: `email\n${'x'.repeat(1024 * 1024)}`, kind: 'verify' } });
    if (oversize === 'http 413') await expect(call).rejects.toThrow(/413/);
    else expect(errorOf((await call) as CallToolResult).id).toBe('wrong_params');
  });
});

describe('MCP in-process only (servers built with their own admission or wire keys)', () => {

  it("a key over its rate limit gets a tool error with the API's id and when to retry", async () => {
    const { plain } = await h.keys.create({ name: 'limited in-process' });
    const table = compileTools(h.config.wireKeys);
    const server = createMcpServer(table, deps, { admit: async () => admitted(await h.keys.authorize(plain, { perSecond: 1, perMinute: 1000 })) });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const c = new Client({ name: 'test', version: '1.0.0' });
    await c.connect(clientSide);
    try {
      const results = [];
      for (let i = 0; i < 3; i++) results.push((await c.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })) as CallToolResult);
      const refused = results.find((r) => r.isError);
      expect(refused).toBeDefined();
      expect(errorOf(refused!)).toMatchObject({ id: 'too_many_requests', code: 429 });
      expect(JSON.parse((refused!.content as { text: string }[])[0]!.text).retry_after_seconds).toBeGreaterThan(0);
    } finally {
      await c.close();
    }
  });

  it("in the vendor wire keys (WIRE_KEYS=vendor), the listing, the arguments and the answers use Hunter's names", async () => {
    const vendorDeps = { ...deps, config: { ...h.config, wireKeys: 'vendor' as const } };
    const server = createMcpServer(compileTools('vendor'), vendorDeps, { admit: async () => admitted(await h.keys.authorize(h.key, h.config.rateLimit)) });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const c = new Client({ name: 'test', version: '1.0.0' });
    await c.connect(clientSide);
    try {
      const { tools: vendorTools } = await c.listTools();
      expect(JSON.stringify(vendorTools)).not.toMatch(/proNetwork_url|socialB/);
      const found = expectValid(vendorTools, 'Email-Finder', (await c.callTool({ name: 'Email-Finder', arguments: { domain: COMPANY, first_name: 'Mathieu', last_name: 'Lefèvre' } })) as CallToolResult);
      expect(found.data).toHaveProperty('linkedin_url');
      expect(found.data).toHaveProperty('twitter', 'mlefevre');
      const lead = expectValid(vendorTools, 'Create-Lead', (await c.callTool({ name: 'Create-Lead', arguments: { email: 'vendor@gmail.com', linkedin_url: 'https://www.linkedin.com/in/vendor' } })) as CallToolResult);
      expect(lead.data.linkedin_url).toBe('https://www.linkedin.com/in/vendor');
      expect(errorOf((await c.callTool({ name: 'Create-Lead', arguments: { email: 'vendor2@gmail.com', proNetwork_url: 'x' } })) as CallToolResult).id).toBe('wrong_params');
    } finally {
      await c.close();
    }
  });

  it('a revoked key is refused from its next call', async () => {
    const { plain, key } = await h.keys.create({ name: 'soon revoked' });
    const c = await inMemoryClient(plain);
    try {
      expect((await c.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })).isError).toBeFalsy();
      await h.keys.revoke(key.id);
      expect(errorOf((await c.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })) as CallToolResult)).toMatchObject({ id: 'unauthorized', code: 401 });
    } finally {
      await c.close();
    }
  });
});

describe.each(TRANSPORTS)('MCP lead, list and campaign tools $transport', ({ team, connect }) => {
  let client: Client;
  let tools: Tool[];
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  beforeAll(async () => {
    client = await connect((await h.keys.create({ name: 'test', team })).plain);
    tools = (await client.listTools()).tools;
  });
  afterAll(() => client.close());

  it('leads and lists: create, create-if-missing, get, exists, update, list, rename, re-verify, delete; another team sees none of it', async () => {
    const list = expectValid(tools, 'Create-Leads-List', await call('Create-Leads-List', { name: 'MCP list' }));
    const listId = list.data.id as number;
    expect(errorOf(await call('Create-Leads-List', { name: 'MCP list' })).id).toBe('validation_failed');
    const lead = expectValid(tools, 'Create-Lead', await call('Create-Lead', { email: 'Jane@gmail.com', first_name: 'Jane', leads_list_id: listId }));
    const leadId = lead.data.id as number;
    expect(lead.data.email).toBe('jane@gmail.com');
    expect(errorOf(await call('Create-Lead', { email: 'jane@gmail.com', leads_list_id: listId })).id).toBe('validation_failed');
    const upserted = expectValid(tools, 'Create-Or-Update-Lead', await call('Create-Or-Update-Lead', { email: 'jane@gmail.com', position: 'CTO' }));
    expect(upserted.data).toMatchObject({ id: leadId, position: 'CTO', first_name: 'Jane' });
    const created = expectValid(tools, 'Create-Or-Update-Lead', await call('Create-Or-Update-Lead', { email: 'x@mailinator.com', leads_list_id: listId }));
    expect(created.data.id).not.toBe(leadId);
    const kept = expectValid(tools, 'Create-Lead-If-Missing', await call('Create-Lead-If-Missing', { email: 'jane@gmail.com', leads_list_id: listId, position: 'Intern' }));
    expect(kept.data).toMatchObject({ id: leadId, position: 'CTO' });
    expect(kept.meta.created).toBe(false);
    const fresh = expectValid(tools, 'Create-Lead-If-Missing', await call('Create-Lead-If-Missing', { email: 'new@gmail.com', leads_list_id: listId }));
    expect(fresh.meta.created).toBe(true);
    expect(expectValid(tools, 'Delete-Lead', await call('Delete-Lead', { id: fresh.data.id })).data.deleted).toBe(true);
    expect(expectValid(tools, 'Lead-Exists', await call('Lead-Exists', { email: 'jane@gmail.com' })).data).toEqual({ exists: true, id: leadId });
    expect(expectValid(tools, 'Get-Lead', await call('Get-Lead', { id: leadId })).data.position).toBe('CTO');
    expect(expectValid(tools, 'Update-Lead', await call('Update-Lead', { id: leadId, last_name: 'Doe' })).data.last_name).toBe('Doe');
    const listed = expectValid(tools, 'List-Leads', await call('List-Leads', { leads_list_id: listId }));
    expect(listed.meta.total).toBe(2);
    expect(expectValid(tools, 'List-Leads', await call('List-Leads', { first_name: 'jan' })).data.leads.map((l: { id: number }) => l.id)).toEqual([leadId]);
    expect(expectValid(tools, 'List-Leads-Lists', await call('List-Leads-Lists', {})).data.leads_lists.map((l: { id: number }) => l.id)).toContain(listId);
    expect(expectValid(tools, 'Get-Leads-List', await call('Get-Leads-List', { id: listId })).data.leads).toHaveLength(2);
    expect(expectValid(tools, 'Update-Leads-List', await call('Update-Leads-List', { id: listId, name: 'MCP list 2' })).data.name).toBe('MCP list 2');

    // Re-verification: a verify bulk whose rows update the leads.
    const reverify = expectValid(tools, 'Reverify-Leads-List', await call('Reverify-Leads-List', { id: listId }));
    expect(reverify.meta.leads).toBe(2);
    expect((await waitForBulk(client, reverify.data.id)).state).toBe('completed');
    const verified = expectValid(tools, 'Get-Lead', await call('Get-Lead', { id: leadId }));
    expect(verified.data.verification.status).not.toBeNull();

    // A key of another team: not found, through every tool.
    const other = await connect((await h.keys.create({ name: 'other team', team: 'other-team' })).plain);
    try {
      expect(errorOf((await other.callTool({ name: 'Get-Lead', arguments: { id: leadId } })) as CallToolResult).id).toBe('not_found');
      expect(errorOf((await other.callTool({ name: 'Get-Leads-List', arguments: { id: listId } })) as CallToolResult).id).toBe('not_found');
      expect(errorOf((await other.callTool({ name: 'Reverify-Leads-List', arguments: { id: listId } })) as CallToolResult).id).toBe('not_found');
      expect(errorOf((await other.callTool({ name: 'Delete-Lead', arguments: { id: leadId } })) as CallToolResult).id).toBe('not_found');
      expect(((await other.callTool({ name: 'Lead-Exists', arguments: { email: 'jane@gmail.com' } })) as CallToolResult).structuredContent).toMatchObject({ data: { exists: false } });
    } finally {
      await other.close();
    }

    expect(expectValid(tools, 'Delete-Lead', await call('Delete-Lead', { id: leadId })).data).toEqual({ id: leadId, deleted: true });
    expect(errorOf(await call('Get-Lead', { id: leadId })).id).toBe('not_found');
    expect(expectValid(tools, 'Delete-Leads-List', await call('Delete-Leads-List', { id: listId })).data.deleted).toBe(true);
    expect(errorOf(await call('Delete-Leads-List', { id: listId })).id).toBe('not_found');
    expect(errorOf(await call('List-Leads', { verification_status: ['webmail'] })).id).toBe('wrong_params');
    expect(errorOf(await call('Update-Lead', { id: 1, country_code: 'France' })).id).toBe('wrong_params');
  }, 60_000);

  it('campaigns and their recipients', async () => {
    const campaign = expectValid(tools, 'Create-Sequence', await call('Create-Sequence', { name: 'MCP campaign' }));
    const id = campaign.data.id as number;
    expect(expectValid(tools, 'Get-Sequence', await call('Get-Sequence', { id })).data.name).toBe('MCP campaign');
    expect(expectValid(tools, 'List-Sequences', await call('List-Sequences', {})).data.campaigns.map((c: { id: number }) => c.id)).toContain(id);
    const added = expectValid(tools, 'Add-Sequence-Recipients', await call('Add-Sequence-Recipients', { id, emails: ['a@gmail.com', 'b@gmail.com'] }));
    expect(added.data.recipients_added).toBe(2);
    expect(expectValid(tools, 'List-Sequence-Recipients', await call('List-Sequence-Recipients', { id })).meta.total).toBe(2);
    const cancelled = expectValid(tools, 'Remove-Sequence-Recipients', await call('Remove-Sequence-Recipients', { id, emails: ['a@gmail.com', 'c@gmail.com'] }));
    expect(cancelled.data.recipients_cancelled).toBe(1);
    expect(cancelled.data.skipped_recipients).toEqual([{ email: 'c@gmail.com', reason: 'not a recipient' }]);
    expect(errorOf(await call('Add-Sequence-Recipients', { id })).details).toMatch(/emails or lead_ids/);
    expect(errorOf(await call('Add-Sequence-Recipients', { id, emails: ['not-an-address'] })).id).toBe('wrong_params');
    expect(errorOf(await call('Get-Sequence', { id: 999_999 })).id).toBe('not_found');
  });
});

describe('MCP over Streamable HTTP at /mcp', () => {
  it('answers the lookups with the key in X-API-KEY or as a Bearer token, and counts the usage', async () => {
    const { plain } = await h.keys.create({ name: 'http' });
    for (const headers of [{ 'x-api-key': plain }, { authorization: `Bearer ${plain}` }] as Record<string, string>[]) {
      const client = await httpClient(headers);
      try {
        const { tools } = await client.listTools();
        expect(tools.length).toBe(TOOLS.length);
        const out = expectValid(tools, 'Person-Enrichment', (await client.callTool({ name: 'Person-Enrichment', arguments: { email: PERSON } })) as CallToolResult);
        expect(out.data.email).toBe(PERSON);
        expectValid(tools, 'Domain-Search', (await client.callTool({ name: 'Domain-Search', arguments: { domain: COMPANY } })) as CallToolResult);
        expect(errorOf((await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'x' } })) as CallToolResult).id).toBe('wrong_params');
      } finally {
        await client.close();
      }
    }
    // Two answered searches per client, counted like the REST answers (written every 250 ms).
    await new Promise((r) => setTimeout(r, 600));
    const client = await httpClient({ 'x-api-key': plain });
    const account = (await client.callTool({ name: 'Get-Account-Details', arguments: {} })) as CallToolResult;
    expect((account.structuredContent as any).data.requests.searches.used).toBe(4);
    await client.close();
  });

  it('a key over its rate limit gets tool errors over HTTP too (the requests still count)', async () => {
    const limitedApp = await buildApp({ config: { ...h.config, rateLimit: { perSecond: 4, perMinute: 1000 } }, logger: createLogger('silent'), ...h.graph });
    await limitedApp.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { plain } = await h.keys.create({ name: 'limited over http' });
      const client = new Client({ name: 'test-http', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(limitedApp.server.address() as { port: number }).port}/mcp`), { requestInit: { headers: { 'x-api-key': plain } } }));
      let refused: CallToolResult | undefined;
      for (let i = 0; i < 12 && !refused; i++) {
        const res = (await client.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })) as CallToolResult;
        if (res.isError) refused = res;
      }
      expect(refused).toBeDefined();
      expect(errorOf(refused!)).toMatchObject({ id: 'too_many_requests', code: 429 });
      await client.close();
    } finally {
      await limitedApp.close();
    }
  });

  it('checks the transport as the SDK does: Accept, batches, protocol version', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers: { 'x-api-key': h.key, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
    const call = (id: number, name: string, args: object) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    expect((await post(call(1, 'Email-Count', { domain: COMPANY }), { accept: 'application/json' })).status).toBe(406);
    expect((await post(call(1, 'Email-Count', { domain: COMPANY }), { 'mcp-protocol-version': '1999-01-01' })).status).toBe(400);
    expect((await post({ hello: 'world' })).status).toBe(400);
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    const batch = await post([call(1, 'Email-Count', { domain: COMPANY }), { jsonrpc: '2.0', id: 2, method: 'tools/list' }, call(3, 'Email-Count', { nope: 1 })]);
    expect(batch.status).toBe(200);
    const answers = (await batch.json()) as { id: number; result: { isError?: boolean; tools?: unknown[] } }[];
    expect(answers.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(answers[0]!.result.isError).toBeFalsy();
    expect(answers[1]!.result.tools).toHaveLength(TOOLS.length);
    expect(answers[2]!.result.isError).toBe(true);
  });

  it("a lookup's text block is the REST body byte for byte, and structuredContent the same answer in-process and over HTTP", async () => {
    const rest = await fetch(`http://127.0.0.1:${port}/v2/companies/find?domain=${COMPANY}`, { headers: { 'x-api-key': h.key } });
    expect(rest.status).toBe(200);
    const restBody = await rest.text();
    const res = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: { 'x-api-key': h.key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 'a-7', method: 'tools/call', params: { name: 'Company-Enrichment', arguments: { domain: COMPANY } } }),
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await res.json()) as { jsonrpc: string; id: string; result: CallToolResult };
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: 'a-7' });
    expect(answer.result.content).toEqual([{ type: 'text', text: restBody }]);
    expect(answer.result.structuredContent).toEqual(JSON.parse(restBody));
    const client = await inMemoryClient(h.key);
    try {
      const inProcess = (await client.callTool({ name: 'Company-Enrichment', arguments: { domain: COMPANY } })) as CallToolResult;
      expect(inProcess.content).toEqual([{ type: 'text', text: restBody }]);
      expect(inProcess.structuredContent).toEqual(answer.result.structuredContent);
    } finally {
      await client.close();
    }
  });

  it('keeps bulks per key', async () => {
    const mine = await httpClient({ 'x-api-key': h.key });
    const theirs = await httpClient({ authorization: `Bearer ${otherKey}` });
    try {
      const started = (await mine.callTool({ name: 'Start-Bulk', arguments: { csv: 'email\njane@gmail.com\n', kind: 'verify' } })) as CallToolResult;
      const id = (started.structuredContent as { data: { id: string } }).data.id;
      expect((await mine.callTool({ name: 'Get-Bulk', arguments: { id } })).isError).toBeFalsy();
      for (const name of ['Get-Bulk', 'Get-Bulk-Results', 'Cancel-Bulk']) {
        expect(errorOf((await theirs.callTool({ name, arguments: { id } })) as CallToolResult).id, name).toBe('not_found');
      }
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('writes the key into no log line, in a header, as a Bearer token or in the query string, answered or refused', async () => {
    const lines: string[] = [];
    const logged = await buildApp({ config: h.config, logger: createLogger('trace', 'cds', { write: (line: string) => void lines.push(line) }), ...h.graph });
    await logged.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(logged.server.address() as { port: number }).port}/mcp`;
    const { plain, key } = await h.keys.create({ name: 'logged' });
    const forms: [string, Record<string, string>][] = [
      [base, { 'x-api-key': plain }],
      [base, { authorization: `Bearer ${plain}` }],
      [`${base}?api_key=${plain}`, {}],
    ];
    const connect = async ([url, headers]: [string, Record<string, string>]) => {
      const client = new Client({ name: 'test-logged', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
      return client;
    };
    try {
      for (const form of forms) {
        const client = await connect(form);
        try {
          expect((await client.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })).isError).toBeFalsy();
          expect(errorOf((await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'x' } })) as CallToolResult).id).toBe('wrong_params');
          expect(errorOf((await client.callTool({ name: 'Email-Count', arguments: { no_such_argument: 1 } })) as CallToolResult).id).toBe('wrong_params');
          expect(errorOf((await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'nobody@northwind-robotics.test' } })) as CallToolResult).id).toBe('not_found');
        } finally {
          await client.close();
        }
      }
      await h.keys.revoke(key.id);
      for (const form of forms) await expect(connect(form)).rejects.toThrow(/401|unauthorized|not valid/i);
    } finally {
      await logged.close();
    }
    // The capture is not empty: the /mcp requests were logged, the refused ones included.
    const mcpLines = lines.filter((l) => l.includes('/mcp'));
    expect(mcpLines.length).toBeGreaterThanOrEqual(forms.length * 2);
    expect(lines.some((l) => /"statusCode":401/.test(l))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(plain);
      expect(line).not.toContain(plain.slice(4, 24));
    }
  });

  it('refuses a missing, unknown or revoked key with 401', async () => {
    const { plain, key } = await h.keys.create({ name: 'revoked over http' });
    await h.keys.revoke(key.id);
    for (const headers of [{}, { 'x-api-key': 'nope' }, { 'x-api-key': plain }] as Record<string, string>[]) {
      await expect(httpClient(headers)).rejects.toThrow(/401|unauthorized|not valid|No API key/i);
    }
    const res = await fetch(`http://127.0.0.1:${port}/mcp`, { headers: { 'x-api-key': h.key } });
    expect(res.status).toBe(405);
  });
});

describe('cli mcp over stdio', () => {
  it('serves the tools to a client that starts it, and counts the usage GET /v2/account shows', async () => {
    const stdioKey = (await h.keys.create({ name: 'stdio' })).plain;
    const searchesUsed = async () => (await h.app.inject({ method: 'GET', url: '/v2/account', headers: { 'x-api-key': stdioKey } })).json().data.requests.searches.used as number;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      DATABASE_URL: schemaUrl(h.database.schema),
      ...shapeEnv(),
      REDIS_PREFIX: h.prefix,
      LOG_LEVEL: 'silent',
      REVERIFY_CRON: '0 0 1 1 *',
      API_KEY: stdioKey,
    };
    const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', 'src/cli.ts', 'mcp'], cwd: ROOT, env, stderr: 'pipe' });
    const client = new Client({ name: 'test-stdio', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.length).toBe(TOOLS.length);
      const out = expectValid(tools, 'Email-Count', (await client.callTool({ name: 'Email-Count', arguments: { domain: COMPANY } })) as CallToolResult);
      expect(out.data.total).toBeGreaterThan(0);
      const account = expectValid(tools, 'Get-Account-Details', (await client.callTool({ name: 'Get-Account-Details', arguments: {} })) as CallToolResult);
      expect(account.data.key.name).toBe('stdio');
      const before = await searchesUsed();
      const person = expectValid(tools, 'Person-Enrichment', (await client.callTool({ name: 'Person-Enrichment', arguments: { email: PERSON } })) as CallToolResult);
      expect(person.data.email).toBe(PERSON);
      // The child writes its counts every 250 ms.
      const until = Date.now() + 10_000;
      while ((await searchesUsed()) === before && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await searchesUsed()).toBe(before + 1);
    } finally {
      await client.close();
    }
  }, 60_000);
});
