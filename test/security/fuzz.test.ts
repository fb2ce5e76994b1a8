/**
 * API fuzzer: every operation of the OpenAPI document (and the hidden routes: the queue board,
 * the docs) is sent hostile values, one field at a time and all at once, in several families
 * (hostile strings, unicode, lone surrogates, null bytes, wrong types, prototype keys, huge
 * numbers, repeated parameters, hostile path segments, malformed JSON, wrong content types,
 * bodies over the limit, empty bodies).
 *
 * Bounded: about FUZZ_MAX_REQUESTS requests (3000) and FUZZ_BUDGET_MS of wall time (60 s), but
 * every operation gets every family at least once whatever the clock says. Reproducible: one
 * seeded PRNG (mulberry32, FUZZ_SEED) draws every choice before the request is sent.
 *
 * Every answer must be < 500; every 4xx a Hunter error body whose code is the status (the HTML
 * and text routes excepted when they answer in their own type); every 2xx of a JSON route
 * `{data, meta}`. Failures are collected and reported together at the end.
 *
 *   npx vitest run test/security/fuzz.test.ts
 *   FUZZ_SEED=42 FUZZ_MAX_REQUESTS=10000 FUZZ_BUDGET_MS=300000 npx vitest run test/security/fuzz.test.ts
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startHarness, type Harness } from '../support/harness.js';
import { mulberry32 } from '../../bench/support/prng.js';

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eedf00d) >>> 0;
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 3000);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const HEAP_GROWTH_LIMIT = 256 * 1024 * 1024;
const BODY_LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 32 * 1024;

// --- PRNG -------------------------------------------------------------------------------------


class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// --- values -----------------------------------------------------------------------------------

const LONG = 100_000;
const enc = encodeURIComponent;

const HOSTILE = [
  "'; DROP TABLE leads; --",
  '" OR "1"="1',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  'a\r\nSet-Cookie: pwned=1',
  '\r\n\r\nHTTP/1.1 200 OK\r\n',
  '*1\r\n$8\r\nFLUSHALL\r\n',
  '${jndi:ldap://127.0.0.1:1389/a}',
  '${7*7}{{7*7}}#{7*7}<%= 7*7 %>',
  '%s%s%s%n%n%n',
  '%x%x%x%p%d',
  '$(id)`id`|| ls;',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'gopher://127.0.0.1:6379/_FLUSHALL',
  'http://127.0.0.1:6379/',
  '*',
  '?*[a-z]\\',
  '[',
  '{}',
  'a@b@c.test',
  '@',
  'mathieu.lefevre@northwind-robotics.test,anne-sophie.delatour@northwind-robotics.test',
  'northwind-robotics.test/../..',
  'northwind-robotics.test:6379',
  'user@[127.0.0.1]',
  '"quoted local"@northwind-robotics.test',
  'x'.repeat(2000) + '@northwind-robotics.test',
];

const UNICODE = [
  '\u202Etxt.exe',
  'abc\u202Edef\u202C@northwind-robotics.test',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ｍａｔｈｉｅｕ＠ｎｏｒｔｈｗｉｎｄ－ｒｏｂｏｔｉｃｓ．ｔｅｓｔ',
  'ｎｏｒｔｈｗｉｎｄ-ｒｏｂｏｔｉｃｓ．ｔｅｓｔ',
  'north\u200Bwind\u200C-\u200Drobotics\uFEFF.test',
  'İ',
  'İSTANBUL@İ.TEST',
  'ß\uFB03\u212B',
  '日本語@例え.テスト',
  'münchen.test',
  '\uFFFF\uFFFE\u{10FFFF}',
  '\u2028\u2029',
  '\u0085\u00A0\u1680\u3000',
  'x'.repeat(LONG),
  '😀'.repeat(LONG / 2),
  'e\u0301'.repeat(LONG / 2),
  'a@' + 'b'.repeat(LONG) + '.test',
];

/** Strings holding lone UTF-16 surrogates (for JSON bodies, as \u escapes). */
const SURROGATE_JSON = ['"\\ud800"', '"a\\udfffb"', '"\\udc00\\ud800"', '"\\ud83d"', '"mathieu\\ud800@northwind-robotics.test"'];
/** The same and other ill-formed UTF-8, percent-encoded for query strings and paths. */
const SURROGATE_QUERY = ['%ED%A0%80', 'a%ED%BF%BFb', '%ED%B0%80%ED%A0%80', '%F0%9F', '%C0%80', '%FF%FE', '%E0%80%AF', 'mathieu%ED%A0%80%40northwind-robotics.test'];

const NULLS = ['\u0000', 'a\u0000b', 'mathieu.lefevre@northwind-robotics.test\u0000', 'northwind-robotics.test\u0000.evil.test', '\u0000'.repeat(1000)];

const WRONG_TYPES_JSON = ['0', '-1', '1.5', 'true', 'false', 'null', '{}', '[]', '[null]', '{"a":{"b":1}}', '["a","b"]', '""', '[[[]]]', '[{}]'];
const WRONG_TYPES_QUERY = ['', 'true', 'false', 'null', 'undefined', '[]', '{}', '[object Object]', '0', '-1', '1.5'];

const HUGE_JSON = [
  '1e308',
  '-1e308',
  '1e400',
  '-1',
  '-0',
  '9007199254740993',
  '99999999999999999999',
  '"99999999999999999999"',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '1.7976931348623157e308',
  '5e-324',
  '"0x10"',
  '"1e3"',
  '1e-400',
];
const HUGE_QUERY = ['1e308', '-1e308', '1e400', '-1', '-0', '9007199254740993', '99999999999999999999', 'NaN', 'Infinity', '-Infinity', '0x10', '1e3', '%201', '1.0', '0b1', '1_000'];

const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];
const PROTO_QUERY_PAIRS: [string, string][] = [
  ['__proto__', 'x'],
  ['__proto__[polluted]', 'yes'],
  ['__proto__.polluted', 'yes'],
  ['constructor[prototype][polluted]', 'yes'],
  ['constructor', 'x'],
  ['prototype', '1'],
  ['hasOwnProperty', 'x'],
  ['toString', 'x'],
];
const PROTO_BODY_PAIRS: [string, string][] = [
  ['"__proto__"', '{"polluted":"yes"}'],
  ['"constructor"', '{"prototype":{"polluted":"yes"}}'],
  ['"prototype"', '{"polluted":"yes"}'],
  ['"__proto__"', '"x"'],
  ['"hasOwnProperty"', '1'],
];
const PROTO_BODY_VALUES = ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '"__proto__"', '"constructor"', '"toString"', '["__proto__"]'];

const PATH_VALUES = [
  '%2F',
  '..',
  '.',
  '%2E%2E',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(10_000),
  '1'.repeat(101),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  '%20%201',
  '1%00',
  '%00',
  '%ED%A0%80',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '9007199254740993',
  '1%3Bx',
  '1%3Fx%3D1',
  '1%23frag',
  enc('<script>'),
  enc("'; DROP TABLE x; --"),
  enc('😀'),
  enc('İ'),
  'a'.repeat(LONG),
];

// --- the operations ---------------------------------------------------------------------------

type Kind = 'json' | 'text' | 'html' | 'image' | 'csv' | 'events' | 'docs' | 'board';

interface Op {
  method: string;
  /** Path template with {name} parameters. */
  path: string;
  kind: Kind;
  query: string[];
  pathParams: string[];
  /** 'csv': a text/csv upload (POST /v2/bulks). */
  body: 'json' | 'csv' | 'none';
  baseQuery: Map<string, string>;
  basePath: Map<string, string>;
  baseBody?: unknown;
  /** Every node of baseBody, dotted (a.b.0.c). */
  bodyPaths: string[];
  /** The valid key it is sent with: an operator's for the operator routes. */
  key: string;
}

const id = (op: Op) => `${op.method} ${op.path}`;

interface Fixtures {
  key: string;
  adminKey: string;
  leadId: number;
  deletableLeadId: number;
  listId: number;
  deletableListId: number;
  campaignId: number;
  bulkId: string;
  queueName: string;
}

/** Valid values for query parameters by name (raw, not encoded). */
function queryBaseline(op: Op, fx: Fixtures, required: Set<string>): Map<string, string> {
  const known: Record<string, string> = {
    email: 'mathieu.lefevre@northwind-robotics.test',
    domain: 'northwind-robotics.test',
    company: 'Northwind Robotics',
    first_name: 'Mathieu',
    last_name: 'Lefevre',
    full_name: 'Mathieu Lefevre',
    linkedin_handle: 'in/mathieu-lefevre',
    max_duration: '3',
    kind: 'verify',
    format: 'json',
    query: 'robotics',
    limit: '5',
    offset: '0',
    locale: 'fr',
    size: '64',
    debug: 'true',
    leads_list_id: String(fx.listId),
    header: 'true',
    delimiter: ',',
    mapping: '{"email":"email"}',
  };
  const wanted: Record<string, string[]> = {
    'GET /v2/email-finder': ['domain', 'first_name', 'last_name', 'max_duration'],
    'GET /v2/domain-search': ['domain'],
    'POST /v2/bulks': ['kind'],
    'POST /v2/discover': ['query'],
  };
  const out = new Map<string, string>();
  for (const name of op.query) {
    if (required.has(name) || wanted[id(op)]?.includes(name)) out.set(name, enc(known[name] ?? 'fuzz'));
  }
  return out;
}

function pathBaseline(op: Op, fx: Fixtures): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of op.pathParams) {
    let v = 'fuzz';
    if (name === 'id') {
      if (op.path.startsWith('/v2/leads_lists')) v = String(op.method === 'DELETE' ? fx.deletableListId : fx.listId);
      else if (op.path.startsWith('/v2/leads')) v = String(op.method === 'DELETE' ? fx.deletableLeadId : fx.leadId);
      else if (op.path.startsWith('/v2/bulks')) v = fx.bulkId;
      else v = String(fx.campaignId);
    } else if (name === 'domain') v = 'northwind-robotics.test';
    else if (name === 'queueName') v = fx.queueName;
    else if (name === 'jobId') v = '1';
    else if (name === 'queueStatus') v = 'failed';
    else if (name === 'rest') v = 'index.html';
    out.set(name, enc(v));
  }
  return out;
}

type Schema = Record<string, unknown>;

function sampleBody(schema: Schema | undefined, name: string, fx: Fixtures, refs: Record<string, Schema>): unknown {
  if (!schema) return 'fuzz';
  if (typeof schema.$ref === 'string') return sampleBody(refs[schema.$ref.split('/').pop()!], name, fx, refs);
  const overrides: Record<string, unknown> = {
    email: 'fuzz.lead@acme.test',
    emails: ['mathieu.lefevre@northwind-robotics.test'],
    lead_ids: [fx.leadId],
    leads_list_id: fx.listId,
    country: 'FR',
    country_code: 'FR',
    query: 'robotics companies in France',
    website: 'https://northwind-robotics.test',
    confidence_score: 50,
    limit: 10,
    offset: 0,
    domain: ['northwind-robotics.test'],
  };
  if (name in overrides) return overrides[name];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return sampleBody(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name, fx, refs);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sampleBody(s, k, fx, refs)]));
    }
    case 'array':
      return [sampleBody(schema.items as Schema, name, fx, refs)];
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return true;
    default:
      if (schema.pattern === '^[A-Za-z]{2}$') return 'FR';
      return name === 'name' ? 'Fuzz name' : 'Fuzz';
  }
}

function nodePaths(v: unknown, prefix = ''): string[] {
  const out: string[] = [];
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const here = prefix ? `${prefix}.${k}` : k;
      out.push(here, ...nodePaths(x, here));
    }
  }
  return out;
}

function operationsOf(doc: Record<string, unknown>, fx: Fixtures): Op[] {
  const refs = ((doc.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, spec] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (spec.parameters ?? []) as { in: string; name: string; required?: boolean }[];
      const content = (spec.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      const jsonSchema = content?.['application/json']?.schema;
      const kind: Kind = path === '/metrics' ? 'text' : path.startsWith('/v2/logos/') ? 'image' : path.endsWith('/results') ? 'csv' : path.endsWith('/events') ? 'events' : 'json';
      const op: Op = {
        method: method.toUpperCase(),
        path,
        kind,
        query: [...params.filter((p) => p.in === 'query').map((p) => p.name), 'api_key'],
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        body: jsonSchema ? 'json' : path === '/v2/bulks' && method === 'post' ? 'csv' : 'none',
        baseQuery: new Map(),
        basePath: new Map(),
        bodyPaths: [],
        key: path === '/metrics' || path === '/v2/status' ? fx.adminKey : fx.key,
      };
      op.baseQuery = queryBaseline(op, fx, new Set(params.filter((p) => p.in === 'query' && p.required).map((p) => p.name)));
      op.basePath = pathBaseline(op, fx);
      if (jsonSchema) {
        op.baseBody = sampleBody(jsonSchema, '', fx, refs);
        op.bodyPaths = nodePaths(op.baseBody);
      }
      ops.push(op);
    }
  }
  return ops;
}

/** Routes the document does not list (printRoutes): the queue board and the docs. */
function hiddenOperations(fx: Fixtures): Op[] {
  const mk = (method: string, path: string, kind: Kind, query: string[], baseBody?: unknown): Op => {
    const op: Op = {
      method,
      path,
      kind,
      query: [...query, 'api_key'],
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      body: baseBody === undefined ? 'none' : 'json',
      baseQuery: new Map(),
      basePath: new Map(),
      baseBody,
      bodyPaths: baseBody === undefined ? [] : nodePaths(baseBody),
      key: path.startsWith('/admin') ? fx.adminKey : fx.key,
    };
    op.basePath = pathBaseline(op, fx);
    return op;
  };
  return [
    mk('GET', '/v2/openapi.json', 'docs', []),
    mk('GET', '/v2/docs/{rest}', 'docs', []),
    mk('GET', '/admin/queues', 'html', []),
    mk('GET', '/admin/queues/login', 'html', []),
    mk('POST', '/admin/queues/login', 'html', [], { api_key: fx.adminKey }),
    mk('GET', '/admin/queues/queue/{queueName}', 'html', ['status', 'page']),
    mk('GET', '/admin/queues/{rest}', 'html', []),
    mk('GET', '/admin/queues/api/queues', 'board', ['activeQueue', 'status', 'page', 'jobsPerPage', 'query']),
    mk('GET', '/admin/queues/api/redis/stats', 'board', []),
    mk('GET', '/admin/queues/api/queues/{queueName}/metrics', 'board', ['from', 'to', 'percentiles']),
    mk('GET', '/admin/queues/api/queues/{queueName}/{jobId}', 'board', []),
    mk('GET', '/admin/queues/api/queues/{queueName}/{jobId}/logs', 'board', []),
    mk('GET', '/admin/queues/api/queues/{queueName}/{jobId}/flow', 'board', ['depth', 'maxChildren', 'root']),
    mk('PUT', '/admin/queues/api/queues/{queueName}/{jobId}/retry', 'board', []),
    mk('PUT', '/admin/queues/api/queues/{queueName}/clean/{queueStatus}', 'board', []),
    mk('PUT', '/admin/queues/api/queues/{queueName}/rate-limit', 'board', [], { duration: 1000, max: 10 }),
    mk('PATCH', '/admin/queues/api/queues/{queueName}/{jobId}/update-data', 'board', [], { data: { a: 1 } }),
    mk('POST', '/admin/queues/api/queues/{queueName}/add', 'board', [], { name: 'fuzz', data: { a: 1 }, options: { delay: 1 } }),
  ];
}

// --- cases ------------------------------------------------------------------------------------

interface Mutation {
  /** name -> encoded values (a repeated parameter has several); null removes it. */
  query?: Map<string, string[] | null>;
  extraQuery?: [string, string][];
  rawQuery?: string;
  path?: Map<string, string>;
  pathOverride?: string;
  /** dotted node -> raw JSON text. */
  body?: Map<string, string>;
  /** Raw JSON key and value added to the top-level object. */
  extraBody?: [string, string][];
  payload?: string | Buffer | null;
  contentType?: string | null;
}

interface Case {
  op: Op;
  family: string;
  mode: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function serialize(v: unknown, muts: Map<string, string>, path = ''): string {
  if (path && muts.has(path)) return muts.get(path)!;
  const at = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(v)) return `[${v.map((x, i) => serialize(x, muts, at(i))).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${serialize(x, muts, at(k))}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

function withExtraPairs(json: string, pairs: [string, string][]): string {
  if (pairs.length === 0 || !json.startsWith('{')) return json;
  const extra = pairs.map(([k, v]) => `${k}:${v}`).join(',');
  return json === '{}' ? `{${extra}}` : `${json.slice(0, -1)},${extra}}`;
}

const CSV_BASE = 'email\nmathieu.lefevre@northwind-robotics.test\n';

function build(op: Op, family: string, mode: string, mut: Mutation): Case {
  let path = op.path;
  for (const name of op.pathParams) path = path.replace(`{${name}}`, mut.path?.get(name) ?? op.basePath.get(name) ?? 'x');
  if (mut.pathOverride !== undefined) path = mut.pathOverride;
  let query: string;
  if (mut.rawQuery !== undefined) query = mut.rawQuery;
  else {
    const q = new Map<string, string[]>([...op.baseQuery].map(([k, v]) => [k, [v]]));
    for (const [k, v] of mut.query ?? []) {
      if (v === null) q.delete(k);
      else q.set(k, v);
    }
    const pairs = [...q].flatMap(([k, vs]) => vs.map((v) => `${enc(k)}=${v}`));
    for (const [k, v] of mut.extraQuery ?? []) pairs.push(`${k}=${v}`);
    query = pairs.join('&');
  }
  const headers: Record<string, string> = { 'x-api-key': op.key };
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  if (mut.payload !== undefined) {
    payload = mut.payload ?? undefined;
    contentType = 'application/json';
  } else if (op.body === 'json') {
    payload = withExtraPairs(serialize(op.baseBody, mut.body ?? new Map()), mut.extraBody ?? []);
    contentType = 'application/json';
  } else if (op.body === 'csv') {
    payload = CSV_BASE;
    contentType = 'text/csv';
  }
  if (mut.contentType !== undefined) contentType = mut.contentType ?? undefined;
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { op, family, mode, method: op.method, url: query ? `${path}?${query}` : path, headers, payload };
}

/** The fields of an operation a field family may aim at. */
interface Field {
  where: 'query' | 'body' | 'path';
  name: string;
}

function fieldsOf(op: Op, where: Field['where'][]): Field[] {
  const out: Field[] = [];
  if (where.includes('query')) out.push(...op.query.map((name) => ({ where: 'query' as const, name })));
  if (where.includes('body')) out.push(...op.bodyPaths.map((name) => ({ where: 'body' as const, name })));
  if (where.includes('path')) out.push(...op.pathParams.map((name) => ({ where: 'path' as const, name })));
  return out;
}

/** One family's values for each kind of slot: encoded for query and path, raw JSON for bodies. */
interface ValueFamily {
  query(rng: Rng): string;
  body(rng: Rng): string;
  path(rng: Rng): string;
}

const str = (rng: Rng, xs: readonly string[]) => rng.pick(xs);
const valueFamily = (xs: readonly string[]): ValueFamily => ({
  query: (rng) => enc(str(rng, xs)),
  body: (rng) => JSON.stringify(str(rng, xs)),
  path: (rng) => enc(str(rng, xs)),
});

const VALUE_FAMILIES: Record<string, ValueFamily> = {
  hostile: {
    query: (rng) => (rng.chance(0.1) ? rng.pick(['%', '%zz', '%E0%A4%A', '%%%', '%0D%0AX-Injected:%201', '%s%n']) : enc(rng.pick(HOSTILE))),
    body: (rng) => JSON.stringify(rng.pick(HOSTILE)),
    path: (rng) => enc(rng.pick(HOSTILE)),
  },
  unicode: valueFamily(UNICODE),
  surrogate: {
    query: (rng) => rng.pick(SURROGATE_QUERY),
    body: (rng) => rng.pick(SURROGATE_JSON),
    path: (rng) => rng.pick(SURROGATE_QUERY),
  },
  nullByte: {
    query: (rng) => enc(rng.pick(NULLS)),
    body: (rng) => JSON.stringify(rng.pick(NULLS)),
    path: (rng) => enc(rng.pick(NULLS)),
  },
  wrongType: {
    query: (rng) => enc(rng.pick(WRONG_TYPES_QUERY)),
    body: (rng) => rng.pick(WRONG_TYPES_JSON),
    path: (rng) => enc(rng.pick(WRONG_TYPES_QUERY)) || '%20',
  },
  hugeNumber: {
    query: (rng) => rng.pick(HUGE_QUERY),
    body: (rng) => rng.pick(HUGE_JSON),
    path: (rng) => rng.pick(HUGE_QUERY),
  },
  proto: {
    query: (rng) => enc(rng.pick(PROTO_NAMES)),
    body: (rng) => rng.pick(PROTO_BODY_VALUES),
    path: (rng) => enc(rng.pick(PROTO_NAMES)),
  },
};

const REQUEST_FAMILIES = ['repeated', 'path', 'malformed', 'contentType', 'hugeBody', 'empty'] as const;
const FAMILIES = [...Object.keys(VALUE_FAMILIES), ...REQUEST_FAMILIES];

function deep(open: string, close: string, depth: number, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

const DEEP_ARRAYS = deep('[', ']', 10_000);
const DEEPER_ARRAYS = deep('[', ']', 100_000);
const DEEP_OBJECTS = deep('{"a":', '}', 10_000);
const DEEP_PROTO = deep('{"a":', '}', 5_000, '{"constructor":{"prototype":{"polluted":"yes"}}}');

function malformedJson(op: Op, rng: Rng): (() => Mutation)[] {
  const base = op.body === 'json' ? serialize(op.baseBody, new Map()) : '{"a":1}';
  const firstKey = op.bodyPaths.find((p) => !p.includes('.')) ?? 'a';
  const variants: (() => Mutation)[] = [
    () => ({ payload: base.slice(0, 1 + rng.int(Math.max(1, base.length - 1))) }),
    () => ({ payload: `${base.slice(0, -1)},}` }),
    () => ({ payload: '{"a":1,,}' }),
    () => ({ payload: DEEP_ARRAYS }),
    () => ({ payload: DEEPER_ARRAYS }),
    () => ({ payload: DEEP_OBJECTS }),
    () => ({ payload: DEEP_PROTO }),
    () => ({ body: new Map([[firstKey, DEEP_ARRAYS]]) }),
    () => ({ body: new Map([[firstKey, DEEP_OBJECTS]]) }),
    () => ({ extraBody: [[JSON.stringify(firstKey), '"dup1"'], [JSON.stringify(firstKey), '"dup2"']] }),
    () => ({ payload: `{${`"${firstKey}":1,`.repeat(1000)}"${firstKey}":2}` }),
    () => ({ payload: "{'a':1}" }),
    () => ({ payload: '{a:1}' }),
    () => ({ payload: 'NaN' }),
    () => ({ payload: 'undefined' }),
    () => ({ payload: `\uFEFF${base}` }),
    () => ({ payload: `${base}garbage` }),
    () => ({ payload: `${base}${base}` }),
    () => ({ payload: '"just a string"' }),
    () => ({ payload: '12345' }),
    () => ({ payload: '{"a":"\\u12"}' }),
    () => ({ payload: '{"a":"\\x41"}' }),
    () => ({ payload: '{"a":"' }),
    () => ({ payload: '{/*c*/"a":1}' }),
    () => ({ payload: '{"a":1e99999}' }),
    () => ({ payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]) }),
    () => ({ payload: Buffer.from(base, 'utf16le') }),
    () => ({ payload: '\u0000' }),
  ];
  if (op.body === 'csv') {
    const csv = (text: string | Buffer): Mutation => ({ payload: text, contentType: 'text/csv' });
    variants.push(
      () => csv('email\n"unterminated\n'),
      () => csv('a,b\n"x""y,z\n"'),
      () => csv('\u0000\u0000\u0000'),
      () => csv(`email\n${'x,'.repeat(10_000)}\n`),
      () => csv('\uFEFF\uFEFFemail\r\r\nmathieu.lefevre@northwind-robotics.test\r'),
      () => csv(',,,,\n,,,,\n'),
      () => csv(Buffer.from(CSV_BASE, 'utf16le')),
      () => csv('__proto__,constructor,prototype\n1,2,3\n'),
      () => csv('email,email,email\n=cmd|"/c calc"!A1,@SUM(1),+1\n'),
      () => csv(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x0a])),
    );
  }
  return variants;
}

const MULTIPART_BOUNDARY = 'fuzzBoundary7f3a';
function multipart(parts: { name: string; filename?: string; type?: string; value: string }[], boundary = MULTIPART_BOUNDARY): string {
  return (
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          `\r\n${p.value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

function wrongContentType(op: Op): (() => Mutation)[] {
  const base = op.body === 'json' ? serialize(op.baseBody, new Map()) : op.body === 'csv' ? CSV_BASE : '{"a":1}';
  const mpType = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  const variants: (() => Mutation)[] = [
    () => ({ payload: base, contentType: 'text/plain' }),
    () => ({ payload: base, contentType: 'text/plain; charset=utf-8' }),
    () => ({ payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', contentType: 'application/xml' }),
    () => ({ payload: base, contentType: 'multipart/form-data' }),
    () => ({ payload: 'garbage without parts', contentType: mpType }),
    () => ({ payload: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nemail\n`, contentType: mpType }),
    () => ({ payload: multipart([{ name: 'file', filename: '../../etc/passwd', type: 'text/csv', value: CSV_BASE }]), contentType: mpType }),
    () => ({ payload: multipart([{ name: 'file', filename: 'a\r\nb.csv', type: 'text/csv', value: CSV_BASE }, { name: 'file', filename: 'b.csv', value: CSV_BASE }]), contentType: mpType }),
    () => ({ payload: multipart([{ name: '__proto__', value: 'x' }, { name: 'kind', value: 'constructor' }, { name: 'file', filename: 'a.csv', value: CSV_BASE }]), contentType: mpType }),
    () => ({ payload: multipart([{ name: 'kind', value: 'verify' }, { name: 'mapping', value: '{"__proto__":{"polluted":"yes"}}' }, { name: 'file', filename: 'a.csv', value: CSV_BASE }]), contentType: mpType }),
    () => ({ payload: multipart([{ name: 'kind', value: 'verify' }]), contentType: mpType }),
    () => ({ payload: base, contentType: 'application/json; charset=utf-16le' }),
    () => ({ payload: Buffer.from(base, 'utf16le'), contentType: 'application/json; charset=utf-16le' }),
    () => ({ payload: base, contentType: 'application/json; charset=iso-8859-1' }),
    () => ({ payload: base, contentType: 'application/json; charset=ebcdic-fuzz' }),
    () => ({ payload: base, contentType: 'application/json; charset="utf-8"' }),
    () => ({ payload: base, contentType: 'APPLICATION/JSON' }),
    () => ({ payload: base, contentType: 'application/json, text/plain' }),
    () => ({ payload: base, contentType: 'application/jsonx' }),
    () => ({ payload: base, contentType: 'application/vnd.api+json' }),
    () => ({ payload: base, contentType: 'application/json;;;' }),
    () => ({ payload: base, contentType: 'application/json; boundary=x' }),
    () => ({ payload: 'email=a%40b.test&name=x', contentType: 'application/x-www-form-urlencoded' }),
    () => ({ payload: base, contentType: '*/*' }),
    () => ({ payload: base, contentType: '' }),
    () => ({ payload: base, contentType: null }),
    () => ({ payload: base, contentType: 'text/csv' }),
    () => ({ payload: base, contentType: 'application/csv' }),
    () => ({ payload: base, contentType: 'application/octet-stream' }),
    () => ({ payload: base, contentType: 'image/svg+xml' }),
    () => ({ payload: base, contentType: 'text/html; charset=utf-7' }),
  ];
  return variants;
}

const OVER_BODY_LIMIT = `{"name":"${'a'.repeat(BODY_LIMIT)}"}`;
const OVER_UPLOAD_LIMIT = `email\n${'a@b.test\n'.repeat(Math.ceil(UPLOAD_LIMIT / 9) + 1)}`;
const OVER_UPLOAD_MULTIPART = multipart([{ name: 'file', filename: 'big.csv', type: 'text/csv', value: OVER_UPLOAD_LIMIT }]);

function hugeBody(op: Op): (() => Mutation)[] {
  const variants: (() => Mutation)[] = [
    () => ({ payload: OVER_BODY_LIMIT }),
    () => ({ payload: OVER_BODY_LIMIT, contentType: 'text/plain' }),
    () => ({ payload: OVER_UPLOAD_LIMIT, contentType: 'text/csv' }),
    () => ({ payload: OVER_UPLOAD_MULTIPART, contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` }),
    () => ({ payload: OVER_BODY_LIMIT, contentType: 'application/xml' }),
  ];
  return op.body === 'csv' ? variants.slice(2, 4) : variants;
}

function emptyBody(op: Op): (() => Mutation)[] {
  const variants: (() => Mutation)[] = [
    () => ({ payload: '' }),
    () => ({ payload: null }),
    () => ({ payload: null, contentType: null }),
    () => ({ payload: '{}' }),
    () => ({ payload: '[]' }),
    () => ({ payload: 'null' }),
    () => ({ payload: '""' }),
    () => ({ payload: '   \n\t ' }),
    () => ({ payload: '', contentType: 'text/csv' }),
    () => ({ payload: '', contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` }),
    () => ({ rawQuery: '' }),
    () => ({ rawQuery: '&&&' }),
    () => ({ rawQuery: '=' }),
    () => ({ rawQuery: '=x&' }),
    () => ({ query: new Map(op.query.map((q) => [q, ['']])) }),
  ];
  return variants;
}

function repeated(op: Op, rng: Rng, field: string | null): Mutation {
  if (field === null || rng.chance(0.1)) {
    return rng.pick<Mutation>([
      { extraQuery: [['api_key', enc(op.key)], ['api_key', 'garbage']] },
      { extraQuery: [['api_key', 'garbage'], ['api_key', enc(op.key)]] },
      { extraQuery: Array.from({ length: 1000 }, (_, i) => ['x', String(i)] as [string, string]) },
      { extraQuery: [['a[]', '1'], ['a[]', '2'], ['a[b]', '3']] },
    ]);
  }
  const base = op.baseQuery.get(field) ?? enc('fuzz');
  const other = VALUE_FAMILIES.hostile!.query(rng);
  const values = rng.pick([[base, base], [base, other], [other, base], Array.from({ length: 200 }, () => base), [`${base}`, '']]);
  const mut: Mutation = { query: new Map([[field, values]]) };
  if (op.body === 'json' && op.bodyPaths.length > 0 && rng.chance(0.3)) {
    const top = rng.pick(op.bodyPaths.filter((p) => !p.includes('.')));
    mut.extraBody = [[JSON.stringify(top), VALUE_FAMILIES.hostile!.body(rng)]];
  }
  return mut;
}

function pathMutation(op: Op, rng: Rng, all: boolean): Mutation {
  if (op.pathParams.length > 0 && !rng.chance(0.15)) {
    const names = all ? op.pathParams : [rng.pick(op.pathParams)];
    return { path: new Map(names.map((n) => [n, rng.pick(PATH_VALUES)])) };
  }
  const concrete = op.pathParams.reduce((p, n) => p.replace(`{${n}}`, op.basePath.get(n)!), op.path);
  const variants = [
    `${concrete}/`,
    `${concrete}/..`,
    `${concrete}%2F..`,
    `${concrete}/%2E%2E/%2E%2E/etc/passwd`,
    concrete.replace(/\//g, '//'),
    concrete.toUpperCase(),
    `${concrete}%00`,
    `${concrete}.json`,
    `${concrete};x=1`,
    `${concrete}/${'a'.repeat(10_000)}`,
    `/v2/..${concrete}`,
    `${concrete}/%ED%A0%80`,
    `${concrete}#frag`,
    `/./${concrete.slice(1)}`,
  ];
  return { pathOverride: rng.pick(variants) };
}

function valueMutation(op: Op, fam: ValueFamily, famName: string, rng: Rng, all: boolean): Mutation {
  let fields = fieldsOf(op, ['query', 'body', 'path']);
  if (all) fields = fields.filter((f) => f.name !== 'api_key');
  const mut: Mutation = { query: new Map(), body: new Map(), path: new Map() };
  if (fields.length === 0) {
    mut.extraQuery = [['fuzz', fam.query(rng)]];
  } else {
    const chosen = all ? fields : [rng.pick(fields)];
    // All at once: one very long value at most, so one request stays a few megabytes.
    let longs = 0;
    for (const f of chosen) {
      let v = f.where === 'query' ? fam.query(rng) : f.where === 'body' ? fam.body(rng) : fam.path(rng);
      if (all && v.length > 5000 && longs++ > 0) v = f.where === 'body' ? '"x"' : 'x';
      if (f.where === 'query') mut.query!.set(f.name, [v]);
      else if (f.where === 'body') mut.body!.set(f.name, v);
      else mut.path!.set(f.name, v);
    }
  }
  if (famName === 'proto') {
    if (all || rng.chance(0.5)) mut.extraQuery = [...(mut.extraQuery ?? []), rng.pick(PROTO_QUERY_PAIRS)];
    if (op.body === 'json' && (all || rng.chance(0.5))) {
      mut.extraBody = [rng.pick(PROTO_BODY_PAIRS)];
      // The same keys one level down (discover's nested filters, leads' fields).
      const inner = op.bodyPaths.find((p) => !p.includes('.') && typeof (op.baseBody as Record<string, unknown>)[p] === 'object');
      if (inner && rng.chance(0.5)) mut.body!.set(inner, rng.pick(PROTO_BODY_VALUES.slice(0, 2)));
    }
  }
  return mut;
}

/** Every whole-request variant of a family (malformed, contentType, hugeBody, empty). */
function requestVariants(family: string, op: Op, rng: Rng): (() => Mutation)[] {
  switch (family) {
    case 'malformed':
      return malformedJson(op, rng);
    case 'contentType':
      return wrongContentType(op);
    case 'hugeBody':
      return hugeBody(op);
    case 'empty':
      return emptyBody(op);
  }
  return [];
}

/** Operations that get every whole-request variant, not a random one: the upload and two JSON bodies. */
const SWEPT = ['POST /v2/bulks', 'POST /v2/leads', 'POST /v2/discover'];

function makeCase(op: Op, family: string, all: boolean, rng: Rng): Case {
  const mode = all ? 'all' : 'one';
  const fam = VALUE_FAMILIES[family];
  if (fam) return build(op, family, mode, valueMutation(op, fam, family, rng, all));
  switch (family) {
    case 'repeated': {
      const fields = op.query.filter((q) => q !== 'api_key');
      if (all && fields.length > 0) {
        const mut: Mutation = { query: new Map(fields.map((f) => [f, [op.baseQuery.get(f) ?? 'a', VALUE_FAMILIES.hostile!.query(rng)]])) };
        return build(op, family, mode, mut);
      }
      return build(op, family, mode, repeated(op, rng, fields.length > 0 ? rng.pick(fields) : null));
    }
    case 'path':
      return build(op, family, mode, pathMutation(op, rng, all));
    case 'malformed':
    case 'contentType':
    case 'hugeBody':
    case 'empty':
      return build(op, family, mode, rng.pick(requestVariants(family, op, rng))());
  }
  throw new Error(`unknown family ${family}`);
}

// --- checks -----------------------------------------------------------------------------------

interface Failure {
  reason: string;
  c: Case;
  status: number | null;
  response: string;
}

function snippet(x: string | Buffer | undefined, max: number): string {
  if (x === undefined) return '(none)';
  const s = Buffer.isBuffer(x) ? `<${x.length} bytes> ${x.subarray(0, max).toString('latin1')}` : x;
  const cut = s.length > max ? `${s.slice(0, max)}... (${s.length} chars)` : s;
  return JSON.stringify(cut);
}

function isHunterError(body: unknown, status: number): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'errors') return false;
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return false;
  return errors.every(
    (e) =>
      e !== null &&
      typeof e === 'object' &&
      typeof (e as Record<string, unknown>).id === 'string' &&
      (e as Record<string, unknown>).code === status &&
      typeof (e as Record<string, unknown>).details === 'string',
  );
}

function isBoardError(body: unknown): boolean {
  const error = (body as { error?: { key?: unknown } } | null)?.error;
  return typeof error?.key === 'string' && error.key.startsWith('ERRORS.') && error.key !== 'ERRORS.INTERNAL_SERVER_ERROR';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function problemOf(c: Case, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `${status} server error`;
  if (c.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 400) {
    // The HTML and text routes may answer in their own type; JSON they send must be Hunter's.
    if ((c.op.kind === 'html' || c.op.kind === 'text' || c.op.kind === 'docs') && !type.includes('json')) return null;
    if (!type.includes('application/json')) return `${status} error body is not JSON (${type || 'no content-type'})`;
    const body = parse(res.body);
    // The board's JSON API answers its own page in Bull Board's shape ({"error":{"key":...}},
    // which the page translates); only the service's refusals, which Bull Board renders as
    // ERRORS.INTERNAL_SERVER_ERROR, must be Hunter's there.
    if (c.op.kind === 'board' && isBoardError(body)) return null;
    if (!isHunterError(body, status)) return `${status} error body is not Hunter-shaped`;
    return null;
  }
  if (status >= 200 && status < 300 && c.op.kind === 'events') {
    // The fixture bulk is cancelled: its stream is its end event at once.
    if (!type.startsWith('text/event-stream')) return `${status} event stream is ${type || 'untyped'}`;
    if (!/^event: end$/m.test(res.body)) return `${status} event stream has no end event`;
  }
  if (status >= 200 && status < 300 && c.op.kind === 'json' && status !== 204) {
    const body = parse(res.body);
    if (status === 202 && isHunterError(body, 202)) return null;
    // Hunter's clearbit_format=true answers Clearbit's object at the top level, not the envelope.
    if (/[?&]clearbit_format=(true|1|yes|on)(&|$)/i.test(c.url)) return body !== null && typeof body === 'object' && !Array.isArray(body) ? null : `${status} Clearbit body is not an object`;
    if (body === null || typeof body !== 'object' || !('data' in body) || !('meta' in body)) return `${status} body is not {data, meta}`;
  }
  return null;
}

/** What kind of answer a failure got: Fastify's error code, Bull Board's key and message, else its start. */
function signature(f: Failure): string {
  const body = parse(f.response) as Record<string, unknown> | undefined;
  if (body && typeof body.code === 'string') return body.code;
  const error = body?.error as { key?: unknown } | undefined;
  if (typeof error?.key === 'string') return `${error.key}${typeof body?.message === 'string' ? `: ${body.message.replace(/\d+/g, 'N').slice(0, 80)}` : ''}`;
  return f.response.slice(0, 80);
}

function report(failures: Failure[], sent: number): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const k = `${f.reason} [${signature(f)}]`;
    groups.set(k, [...(groups.get(k) ?? []), f]);
  }
  const lines = [`${failures.length} failing responses of ${sent} requests (seed ${SEED}), in ${groups.size} kinds:`];
  for (const [k, fs] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const ops = [...new Set(fs.map((f) => id(f.c.op)))];
    const families = [...new Set(fs.map((f) => f.c.family))];
    lines.push('', `## ${k}  x${fs.length}`, `   families: ${families.join(', ')}`, `   operations (${ops.length}): ${ops.join('; ')}`);
    for (const f of fs.slice(0, 2)) {
      lines.push(`   e.g. ${f.c.method} ${snippet(f.c.url, 200)} [${f.c.family}/${f.c.mode}]`);
      lines.push(`        content-type: ${f.c.headers['content-type'] ?? '(none)'}  body: ${snippet(f.c.payload, 160)}`);
      lines.push(`        -> ${f.status ?? 'threw'}: ${snippet(f.response, 240)}`);
    }
  }
  return lines.join('\n');
}

/** global.gc when node runs with --expose-gc, else the same function obtained at run time. */
function collector(): () => void {
  const given = (globalThis as { gc?: () => void }).gc;
  if (given) return given;
  try {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return () => {};
  }
}

// --- the run ----------------------------------------------------------------------------------

describe('API fuzzer', () => {
  let h: Harness;
  let ops: Op[] = [];

  beforeAll(async () => {
    h = await startHarness({
      // No network: the resolver is a closed local port, so DNS and SMTP fail at once.
      DNS_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '200',
      SMTP_CONNECT_TIMEOUT_MS: '200',
      SMTP_COMMAND_TIMEOUT_MS: '200',
      VERIFY_BUDGET_MS: '300',
      PROBE_BUDGET_MS: '1000',
      GREYLIST_RETRIES: '0',
      FETCH_TIMEOUT_MS: '200',
      CRAWL_BUDGET_MS: '1000',
      BULK_NETWORK_CHECKS: 'false',
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      BULK_MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT),
    });
    await h.importExamples();
    const post = async (url: string, payload: object) => {
      const res = await h.app.inject({ method: 'POST', url, headers: { 'x-api-key': h.key }, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json().data;
    };
    const listId = (await post('/v2/leads_lists', { name: 'fuzz list' })).id as number;
    const deletableListId = (await post('/v2/leads_lists', { name: 'fuzz list 2' })).id as number;
    const leadId = (await post('/v2/leads', { email: 'fuzz.fixture@acme.test', leads_list_id: listId })).id as number;
    const deletableLeadId = (await post('/v2/leads', { email: 'fuzz.fixture2@acme.test' })).id as number;
    const campaignId = (await post('/v2/campaigns', { name: 'fuzz campaign' })).id as number;
    const bulk = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': h.key, 'content-type': 'text/csv' }, payload: CSV_BASE });
    expect(bulk.statusCode, bulk.body).toBe(202);
    // Cancelled (no worker runs here): its event stream ends at once, and cancelling it again
    // (the fuzzed DELETE) answers the same.
    const cancel = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${bulk.json().data.id}`, headers: { 'x-api-key': h.key } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // An operator key where the harness has one (the queue board and deployment metrics need it).
    const adminKey = h.adminKey;
    const queues = await h.app.inject({ url: '/admin/queues/api/queues', headers: { 'x-api-key': adminKey } });
    const queueName = (queues.json() as { queues?: { name: string }[] }).queues?.[0]?.name ?? 'fuzz';
    const fx: Fixtures = { key: h.key, adminKey, leadId, deletableLeadId, listId, deletableListId, campaignId, bulkId: bulk.json().data.id, queueName };
    const doc = (await h.app.inject({ url: '/v2/openapi.json' })).json() as Record<string, unknown>;
    ops = [...operationsOf(doc, fx), ...hiddenOperations(fx)];
  }, 60_000);

  afterAll(async () => {
    await h?.close();
  });

  it('routes are all covered: every documented operation, /metrics and /admin/queues', () => {
    const routes = h.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/metrics');
    expect(routes).toContain('/admin/queues');
    const paths = new Set(ops.map((o) => o.path));
    expect(paths).toContain('/metrics');
    expect(paths).toContain('/admin/queues');
    expect(ops.length).toBeGreaterThan(40);
  });

  it(
    'answers hostile input with < 500, Hunter error bodies and {data, meta}, within bounded memory',
    async () => {
      const rng = new Rng(SEED);
      const failures: Failure[] = [];
      let sent = 0;
      const started = Date.now();

      const slowest: { ms: number; c: Case; status: number }[] = [];
      const run = async (c: Case) => {
        sent++;
        let res: LightMyRequestResponse;
        const t0 = performance.now();
        try {
          res = await h.app.inject({ method: c.method as 'GET', url: c.url, headers: c.headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
        } catch (err) {
          failures.push({ reason: `inject threw ${(err as Error).name}`, c, status: null, response: String((err as Error).message) });
          return;
        }
        const ms = performance.now() - t0;
        if (slowest.length < 10 || ms > slowest[slowest.length - 1]!.ms) {
          slowest.push({ ms, c, status: res.statusCode });
          slowest.sort((a, b) => b.ms - a.ms);
          slowest.length = Math.min(slowest.length, 10);
        }
        const problem = problemOf(c, res);
        if (problem) failures.push({ reason: problem, c, status: res.statusCode, response: res.body });
      };
      const pool = async (next: () => Case | null) => {
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let c = next(); c; c = next()) await run(c);
          }),
        );
      };

      // Warm-up: each operation once with its valid baseline, then the heap is measured.
      await pool(
        (() => {
          let i = 0;
          return () => (i < ops.length ? build(ops[i++]!, 'baseline', 'valid', {}) : null);
        })(),
      );
      const gc = collector();
      gc();
      const heapBefore = process.memoryUsage().heapUsed;

      // Every operation with every family, one field and all at once, whatever the clock says.
      const mandatory: Case[] = [];
      for (const op of ops) for (const family of FAMILIES) for (const all of [false, true]) mandatory.push(makeCase(op, family, all, rng));
      for (const op of ops.filter((o) => SWEPT.includes(id(o)))) {
        for (const family of ['malformed', 'contentType', 'hugeBody', 'empty']) {
          for (const variant of requestVariants(family, op, rng)) mandatory.push(build(op, family, 'sweep', variant()));
        }
      }
      let m = 0;
      await pool(() => (m < mandatory.length ? mandatory[m++]! : null));
      mandatory.length = 0;

      // Then random cases while the budgets last.
      const deadline = started + BUDGET_MS;
      await pool(() => {
        if (sent >= MAX_REQUESTS || Date.now() >= deadline) return null;
        const c = makeCase(rng.pick(ops), rng.pick(FAMILIES), rng.chance(0.2), rng);
        // Fastify answers HEAD on every GET route: a few of them go that way.
        if (c.method === 'GET' && rng.chance(0.05)) c.method = 'HEAD';
        return c;
      });

      gc();
      const heapAfter = process.memoryUsage().heapUsed;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`fuzz: ${ops.length} operations, ${FAMILIES.length} families, ${sent} requests in ${seconds} s, heap ${(heapBefore / 2 ** 20).toFixed(0)} -> ${(heapAfter / 2 ** 20).toFixed(0)} MB, seed ${SEED}`);

      if (process.env.FUZZ_VERBOSE) {
        for (const x of slowest) console.info(`  ${x.ms.toFixed(0)} ms ${x.status} ${x.c.family}/${x.c.mode} ${x.c.method} ${snippet(x.c.url, 160)} body ${snippet(x.c.payload, 80)}`);
      }

      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(heapAfter - heapBefore, 'heap growth').toBeLessThan(HEAP_GROWTH_LIMIT);
      expect(failures.length, report(failures, sent)).toBe(0);
    },
    240_000,
  );
});
