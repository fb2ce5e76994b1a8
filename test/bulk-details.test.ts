/**
 * What the upload page reads around the bulks routes: the kinds, the layout the service reads
 * from a file's head (the same reader as an upload), and a bulk's first rows in error.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/package-root.js';
import { startPipelineHarness, uploadCsv, waitForBulk, type PipelineHarness } from './support/pipeline.js';

let h: PipelineHarness;

beforeAll(async () => {
  h = await startPipelineHarness({ BULK_NETWORK_CHECKS: 'false', CRAWL_ON_MISS: 'false' });
}, 30_000);
afterAll(async () => {
  await h?.close();
});

const preview = (query: string, body: string | Buffer, key = h.key) =>
  h.app.inject({ method: 'POST', url: `/v2/bulks/preview?${query}`, headers: { 'x-api-key': key, 'content-type': 'text/csv' }, payload: body });

describe('GET /v2/bulks/kinds', () => {
  it('lists every kind with what it needs mapped and the columns it appends', async () => {
    const res = await h.app.inject({ url: '/v2/bulks/kinds', headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(200);
    const { kinds, input_fields, outputs } = res.json().data;
    expect(kinds.map((k: { name: string }) => k.name)).toEqual(['verify', 'enrich', 'find', 'domain-search', 'crawl']);
    expect(kinds[0]).toMatchObject({ needs: { groups: [['email']], text: 'an email column' } });
    expect(kinds[0].columns.slice(-2)).toEqual(['bulk.status', 'bulk.error']);
    expect(input_fields).toEqual(['email', 'domain', 'first_name', 'last_name', 'full_name', 'company']);
    expect(outputs).toEqual(['csv', 'leads']);
  });

  it('needs a key', async () => {
    expect((await h.app.inject({ url: '/v2/bulks/kinds' })).statusCode).toBe(401);
  });
});

describe('POST /v2/bulks/preview', () => {
  it('reads examples/contacts.csv as an upload would: header, columns by header name, first rows', async () => {
    const res = await preview('kind=enrich&rows=3', await readFile(join(PACKAGE_ROOT, 'examples', 'contacts.csv')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      delimiter: ',',
      has_header: true,
      encoding: 'utf-8',
      header: ['name', 'email', 'title', 'notes'],
      mapping: { full_name: 0, email: 1 },
      mapped_by: { full_name: 'header', email: 'header' },
      rows: [
        ['Mathieu Lefèvre', 'mathieu.lefevre@northwind-robotics.test', 'CEO', ''],
        ['Jürgen Müller', 'jmuller@kranich-analytics.test', 'CEO', ''],
        ['Yuki Tanaka', 'tanaka.yuki@sakura-biolabs.test', 'Chief Executive Officer', ''],
      ],
      problem: null,
    });
  });

  it('finds columns by content, takes an explicit mapping, and says what a kind still needs', async () => {
    const csv = 'Qui;Site\nAda Lovelace;lovelace.example\nAlan Turing;turing.example\n';
    const detected = (await preview('kind=find', csv)).json().data;
    expect(detected).toMatchObject({ delimiter: ';', has_header: true, mapping: { domain: 1 }, mapped_by: { domain: 'header' } });
    expect(detected.problem).toMatch(/^a find upload needs first and last name \(or a full name\) and a domain/);
    const mapped = (await preview(`kind=find&mapping=${encodeURIComponent('{"full_name":0}')}`, csv)).json().data;
    expect(mapped).toMatchObject({ mapping: { full_name: 0, domain: 1 }, mapped_by: { full_name: 'explicit' }, problem: null });
    const noHeader = (await preview('kind=find&header=false', csv)).json().data;
    expect(noHeader).toMatchObject({ has_header: false, header: ['column_1', 'column_2'] });
    expect(noHeader.rows[0]).toEqual(['Qui', 'Site']);
  });

  it('refuses what an upload would refuse, saying why', async () => {
    const binary = await preview('kind=verify', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]));
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors[0].details).toMatch(/NUL/);
    const unknownColumn = await preview(`kind=verify&mapping=${encodeURIComponent('{"email":"Work email"}')}`, 'email\na@b.example\n');
    expect(unknownColumn.statusCode).toBe(422);
    expect(unknownColumn.json().errors[0].details).toContain('"Work email"');
    expect((await preview('kind=nope', 'email\na@b.example\n')).statusCode).toBe(400);
    expect((await preview('kind=verify', 'x'.repeat(128 * 1024 + 1))).statusCode).toBe(413);
  });
});

describe('GET /v2/bulks/{id}/errors', () => {
  it("gives a bulk's first rows in error with their row numbers and cells, and only to its key", async () => {
    const up = await uploadCsv(h, 'email,note\nada@lovelace.example,ok\n,empty\ngrace@hopper.example,ok\n,also empty\n', 'kind=verify');
    expect(up.status).toBe(202);
    const id = up.body.data.id as string;
    expect((await waitForBulk(h, id)).state).toBe('completed');
    const res = await h.app.inject({ url: `/v2/bulks/${id}/errors?limit=5`, headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(200);
    const { errors, bulk_error } = res.json().data;
    expect(bulk_error).toBeNull();
    expect(errors.map((e: { row: number; status: string; cells: string[] }) => [e.row, e.status, e.cells])).toEqual([
      [2, 'invalid_input', ['', 'empty']],
      [4, 'invalid_input', ['', 'also empty']],
    ]);
    expect(errors[0].error).toEqual(expect.any(String));
    const one = await h.app.inject({ url: `/v2/bulks/${id}/errors?limit=1`, headers: { 'x-api-key': h.key } });
    expect(one.json().data.errors).toHaveLength(1);
    const other = (await h.keys.create({ name: 'other' })).plain;
    expect((await h.app.inject({ url: `/v2/bulks/${id}/errors`, headers: { 'x-api-key': other } })).statusCode).toBe(404);
  });
});
