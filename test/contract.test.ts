/**
 * Walks every resource table of the spec (Person, Company, Source, Domain search result, Email
 * record) and checks each field it names on real responses built from the example index: the key
 * is present, and a non-null value has the type the spec gives. The tables are read from the spec
 * itself, so a field added there fails here until the service serves it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const SPEC_PATHS = [
  fileURLToPath(new URL('../../shared/spec/contact-data-service.md', import.meta.url)),
  fileURLToPath(new URL('./contract/contact-data-service.md', import.meta.url)),
];

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'date' | 'uuid' | 'any';

interface FieldSpec {
  name: string;
  kind: Kind;
  nullable: boolean;
  children: FieldSpec[];
}

function kindOf(typeText: string): { kind: Kind; nullable: boolean } {
  const t = typeText.replace(/\\\|/g, '|').trim();
  const nullable = /\|null/.test(t);
  const word = /^(strings?|integers?|numbers?|boolean|arrays?|object)/.exec(t)?.[1] ?? 'any';
  let kind = word.replace(/s$/, '') as Kind;
  if (kind === 'string' && /\(date\)|string \(date\)/.test(t)) kind = 'date';
  if (kind === 'string' && /\(UUID\)/.test(t)) kind = 'uuid';
  return { kind, nullable };
}

/** "a, b (strings), c (integer; ...), d" -> fields; a name without a type takes the next one's. */
function parseFieldList(text: string): FieldSpec[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if ((ch === ',' || ch === ';') && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur);
  const out: FieldSpec[] = [];
  let pending: string[] = [];
  for (const raw of parts) {
    const m = /^\s*([A-Za-z_]\w*)\b[^()]*(?:\((.*)\))?[\s.]*$/s.exec(raw);
    if (!m) continue;
    pending.push(m[1]!);
    if (m[2] !== undefined) {
      const { kind, nullable } = kindOf(m[2]);
      // "a, b (strings)" types both; "a, b (string; ...)" types only b.
      const shared = /^(strings|integers|numbers|arrays)\b/.test(m[2].trim());
      const typed = shared ? pending : pending.slice(-1);
      for (const name of pending.slice(0, pending.length - typed.length)) out.push({ name, kind: 'any', nullable: true, children: [] });
      const inner = m[2];
      const children = kind === 'object' && inner.includes(':') ? parseFieldList(inner.slice(inner.indexOf(':') + 1)) : [];
      for (const name of typed) out.push({ name, kind, nullable, children });
      pending = [];
    }
  }
  for (const name of pending) out.push({ name, kind: 'any', nullable: true, children: [] });
  return out;
}

function parseTable(spec: string, heading: string): FieldSpec[] {
  const start = spec.indexOf(`### ${heading}`);
  expect(start, `spec has a "${heading}" table`).toBeGreaterThanOrEqual(0);
  const body = spec.slice(start).split('\n').slice(1);
  const fields: FieldSpec[] = [];
  let inTable = false;
  for (const line of body) {
    if (line.startsWith('|')) {
      inTable = true;
      const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
      const [names, type] = cells;
      if (!names || !type || names === 'Field' || /^-+$/.test(names)) continue;
      const { kind, nullable } = kindOf(type);
      const children = kind === 'object' && type.includes(':') ? parseFieldList(type.slice(type.indexOf(':') + 1)) : [];
      for (const name of names.split(',').map((n) => n.trim())) fields.push({ name, kind, nullable, children });
    } else if (inTable) break;
  }
  return fields;
}

function parseEmailRecord(spec: string): FieldSpec[] {
  const line = spec.split('\n').find((l) => l.startsWith('Email record:'));
  expect(line, 'spec has an "Email record:" line').toBeDefined();
  return parseFieldList(line!.slice('Email record:'.length).replace(/\\\|/g, '|'));
}

function checkValue(path: string, value: unknown, kind: Kind): void {
  if (value === null) return;
  switch (kind) {
    case 'string':
      expect(typeof value, path).toBe('string');
      break;
    case 'date':
      expect(value, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      break;
    case 'uuid':
      expect(value, path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      break;
    case 'integer':
      expect(Number.isInteger(value), `${path} is an integer`).toBe(true);
      break;
    case 'number':
      expect(typeof value, path).toBe('number');
      break;
    case 'boolean':
      expect(typeof value, path).toBe('boolean');
      break;
    case 'array':
      expect(Array.isArray(value), `${path} is an array`).toBe(true);
      break;
    case 'object':
      expect(typeof value === 'object' && !Array.isArray(value), `${path} is an object`).toBe(true);
      break;
    case 'any':
      break;
  }
}

/** Fields the spec says may be absent. */
const OPTIONAL = new Set(['metrics.employeesCount']);

function checkShape(label: string, obj: Record<string, unknown>, fields: FieldSpec[], seen: Map<string, number>, prefix = ''): void {
  for (const f of fields) {
    const path = prefix + f.name;
    if (!(f.name in obj)) {
      if (OPTIONAL.has(path)) continue;
      throw new Error(`${label}: missing field ${path}`);
    }
    const value = obj[f.name];
    checkValue(`${label}.${path}`, value, f.kind);
    if (value !== null && !(Array.isArray(value) && value.length === 0)) seen.set(path, (seen.get(path) ?? 0) + 1);
    // Objects the spec lists as always present are objects, never null.
    if (f.kind === 'object') expect(value, `${label}.${path} is an object`).not.toBeNull();
    if (f.children.length > 0 && value && typeof value === 'object') {
      checkShape(label, value as Record<string, unknown>, f.children, seen, `${path}.`);
    }
  }
}

describe('the spec\'s resource tables, on responses from the example index', () => {
  let h: Harness;
  let spec: string;
  beforeAll(async () => {
    const path = SPEC_PATHS.find((p) => existsSync(p));
    if (!path) throw new Error(`spec not found at ${SPEC_PATHS.join(' or ')}`);
    spec = readFileSync(path, 'utf8');
    h = await startHarness();
    await h.importExamples();
  });
  afterAll(() => h.close());

  const get = async (url: string) => {
    const res = await h.app.inject({ url, headers: { 'x-api-key': h.key } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { data: Record<string, unknown>; meta: Record<string, unknown> };
  };

  const examples = () =>
    readFileSync(new URL('../examples/index/emails.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { value: string; type: string });

  it('Person: every field on every example person, and the ones the index knows are filled', async () => {
    const fields = parseTable(spec, 'Person');
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['id', 'name', 'geo', 'employment', 'fuzzy']));
    const seen = new Map<string, number>();
    const people = examples().filter((e) => e.type === 'personal');
    for (const e of people) {
      const body = await get(`/v2/people/find?email=${encodeURIComponent(e.value)}`);
      checkShape(`person ${e.value}`, body.data, fields, seen);
      expect(body.meta).toEqual({ email: e.value });
    }
    for (const path of ['id', 'name.fullName', 'email', 'location', 'timeZone', 'utcOffset', 'geo.country', 'employment.domain', 'employment.name', 'employment.title', 'employment.seniority', 'indexedAt', 'activeAt']) {
      expect(seen.get(path) ?? 0, `${path} filled on some person`).toBeGreaterThan(0);
    }
  });

  it('Company: every field on every example company', async () => {
    const fields = parseTable(spec, 'Company');
    expect(fields.length).toBeGreaterThan(30);
    const seen = new Map<string, number>();
    const domains = readFileSync(new URL('../examples/index/companies.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { domain: string }).domain);
    for (const d of domains) {
      const body = await get(`/v2/companies/find?domain=${d}`);
      checkShape(`company ${d}`, body.data, fields, seen);
      expect(body.meta).toEqual({ domain: d });
    }
    for (const path of ['id', 'name', 'domain', 'category.industry', 'geo.city', 'location', 'timeZone', 'utcOffset', 'metrics.employees', 'tech', 'indexedAt']) {
      expect(seen.get(path) ?? 0, `${path} filled on some company`).toBeGreaterThan(0);
    }
  });

  it('Domain search result, Email record and Source: every field on every example domain', async () => {
    const resultFields = parseTable(spec, 'Domain search result');
    const recordFields = parseEmailRecord(spec);
    const sourceFields = parseTable(spec, 'Source');
    expect(recordFields.map((f) => f.name)).toEqual(expect.arrayContaining(['value', 'confidence', 'sources', 'verification']));
    expect(recordFields.find((f) => f.name === 'verification')?.children.map((c) => c.name)).toEqual(['date', 'status']);
    const seen = new Map<string, number>();
    const domains = [...new Set(examples().map((e) => e.value.split('@')[1]!))];
    let records = 0;
    for (const d of domains) {
      const body = await get(`/v2/domain-search?domain=${d}&limit=100`);
      checkShape(`domain-search ${d}`, body.data, resultFields, seen);
      for (const rec of body.data.emails as Record<string, unknown>[]) {
        records++;
        checkShape(`email ${String(rec.value)}`, rec, recordFields, seen);
        for (const src of rec.sources as Record<string, unknown>[]) checkShape('source', src, sourceFields, seen);
      }
    }
    expect(records).toBe(examples().length);
    for (const path of ['pattern', 'organization', 'value', 'type', 'confidence', 'sources', 'seniority', 'department', 'uri', 'extracted_on', 'still_on_page']) {
      expect(seen.get(path) ?? 0, `${path} filled somewhere`).toBeGreaterThan(0);
    }
  });

  it('the combined lookup carries the same Person and Company shapes', async () => {
    const personFields = parseTable(spec, 'Person');
    const companyFields = parseTable(spec, 'Company');
    const e = examples().find((x) => x.type === 'personal')!;
    const body = await get(`/v2/combined/find?email=${encodeURIComponent(e.value)}`);
    const seen = new Map<string, number>();
    checkShape('combined.person', body.data.person as Record<string, unknown>, personFields, seen);
    checkShape('combined.company', body.data.company as Record<string, unknown>, companyFields, seen);
    const person = body.data.person as { employment: { domain: string } };
    expect(person.employment.domain).toBe((body.data.company as { domain: string }).domain);
  });
});
