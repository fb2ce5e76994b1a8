/**
 * The OpenAPI document (/v2/openapi.json, the docs page at /v2/docs) as a person uses it: every
 * operation summarized, its responses named with their schemas, the bulk upload's body described
 * so the docs page can send a file, and that upload, sent as the docs page sends it, accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';
import { BULK_KINDS } from '../src/core/bulk/kinds/index.js';
import { BULK_STATES } from '../src/core/bulk/bulk-state.js';

type Json = Record<string, any>;
let h: Harness;
let doc: Json;

beforeAll(async () => {
  h = await startHarness();
  const res = await h.app.inject({ url: '/v2/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => h?.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op: op as Json })),
  );

describe('the OpenAPI document', () => {
  it('summarizes every operation and names every response; each has a 2xx, with a schema unless it has no body', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { name, op } of ops) {
      if (typeof op.summary !== 'string' || op.summary.trim() === '') problems.push(`${name}: no summary`);
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
      const ok = responses.filter(([status]) => status.startsWith('2'));
      if (ok.length === 0) problems.push(`${name}: no 2xx response`);
      for (const [status, r] of responses) {
        if (!r.description || r.description === 'Default Response') problems.push(`${name} ${status}: not named`);
        const noBody = status === '204' || status.startsWith('3');
        const schemas = Object.values((r.content ?? {}) as Record<string, Json>).map((m) => m.schema);
        if (!noBody && (schemas.length === 0 || schemas.some((s) => !s))) problems.push(`${name} ${status}: no schema`);
      }
      if (!ok.some(([status, r]) => status === '204' || Object.values((r.content ?? {}) as Record<string, Json>).some((m) => m.schema))) {
        problems.push(`${name}: no 2xx response with a schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the refusals every keyed route can answer (no key, rate limit, a bad parameter)', () => {
    for (const { name, op } of operations().filter(({ name }) => name.includes('/v2/bulks') || name.includes('/v2/leads'))) {
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['400', '401', '429']));
    }
    const bulk = doc.paths['/v2/bulks/{id}'];
    expect(Object.keys(bulk.delete.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(bulk.delete.responses['409'].description).toMatch(/bulk_finished/);
    expect(Object.keys(doc.paths['/v2/bulks/{id}/results'].get.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '422']));
    expect(Object.keys(doc.paths['/v2/bulks'].post.responses)).toEqual(['202', '400', '401', '413', '415', '422', '429', '503', '507']);
  });

  it('asks for a key only where one is needed, and names 202 only where the route answers it', () => {
    expect(doc.security).toEqual(expect.arrayContaining([{ apiKeyHeader: [] }]));
    expect(doc.paths['/v2/health'].get.security).toEqual([]);
    // The status route reads a key when given: optional ({}), then the key schemes.
    expect(doc.paths['/v2/status'].get.security[0]).toEqual({});
    expect(doc.paths['/v2/companies/find'].get.security).toBeUndefined();
    expect(Object.keys(doc.paths['/v2/companies/find'].get.responses)).toContain('202');
    expect(Object.keys(doc.paths['/v2/domain-search'].get.responses)).toContain('202');
    for (const path of ['/v2/people/find', '/v2/domain-search/found', '/v2/email-finder/found']) {
      expect(Object.keys(doc.paths[path].get.responses), path).not.toContain('202');
    }
    expect(Object.keys(doc.paths['/v2/domain-search/found'].post.responses)).not.toContain('202');
  });

  it('describes the bulk upload: a multipart body with a binary file, or a text/csv body; kind and output as enums', () => {
    const post = doc.paths['/v2/bulks'].post;
    const multipart = post.requestBody.content['multipart/form-data'].schema;
    expect(multipart.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(multipart.required).toEqual(['file']);
    expect(multipart.properties.kind.enum).toEqual([...BULK_KINDS]);
    expect(multipart.properties.output.enum).toEqual(['csv', 'leads']);
    expect(post.parameters.find((p: Json) => p.name === 'mapping' && p.in === 'query').description).toMatch(/column name or 0-based index/);
    expect(post.requestBody.content['text/csv'].schema).toMatchObject({ type: 'string', format: 'binary' });
    const kind = post.parameters.find((p: Json) => p.name === 'kind' && p.in === 'query');
    expect(kind.schema.enum).toEqual([...BULK_KINDS]);
    expect(post.parameters.find((p: Json) => p.name === 'output').schema.enum).toEqual(['csv', 'leads']);
    const status = doc.paths['/v2/bulks/{id}'].get.responses['200'].content['application/json'];
    expect(status.schema.properties.data.properties.state.enum).toEqual([...BULK_STATES]);
    expect(status.example ?? status.examples).toBeDefined();
  });

  it('documents the events stream as text/event-stream', () => {
    const events = doc.paths['/v2/bulks/{id}/events'].get;
    expect(Object.keys(events.responses['200'].content)).toEqual(['text/event-stream']);
    expect(events.description).toMatch(/Last-Event-ID/);
  });

  it('takes the upload as the docs page sends it: multipart, the file and the fields', async () => {
    const boundary = '----swaggerui';
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
    const payload = `${part('file', 'Work email,name\nmathieu.lefevre@northwind-robotics.test,M\n', 'people.csv')}${part('kind', 'verify')}${part('output', 'csv')}${part('mapping', '{"email":"Work email"}')}--${boundary}--\r\n`;
    const res = await h.app.inject({ method: 'POST', url: '/v2/bulks', headers: { 'x-api-key': h.key, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ kind: 'verify', output: 'csv', state: 'queued', filename: 'people.csv' });
    // A kind outside the enum is refused, naming the parameter.
    const bad = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=paint', headers: { 'x-api-key': h.key, 'content-type': 'text/csv' }, payload: 'email\na@b.test\n' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].details).toMatch(/kind/);
  });
});
