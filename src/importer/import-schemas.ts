/**
 * What an import row may contain, derived from the wire schemas so the two cannot drift: the
 * same fields, every one optional except the natural key, minus what the service computes
 * itself (ids, utcOffset, indexedAt, fuzzy).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { CompanySchema, EmailRecordSchema, PersonSchema, SourceSchema } from '../contract/schemas.js';
import type { IndexKind } from '../core/index-records.js';

export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  additionalProperties?: boolean;
  [k: string]: unknown;
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Every property optional, recursively (array items keep their own required lists). */
function optionalEverywhere(node: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  delete out.required;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, optionalEverywhere(v)]));
  }
  return out;
}

/** Lets every scalar and object field be null in an import, meaning "clear this value". */
function nullableEverywhere(node: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, nullableEverywhere(v)]));
  }
  if (typeof out.type === 'string' && out.type !== 'array') out.type = [out.type, 'null'];
  return out;
}

function withoutFields(node: SchemaNode, fields: string[]): SchemaNode {
  const out = clone(node);
  for (const f of fields) delete out.properties?.[f];
  return out;
}

function requireKey(node: SchemaNode, key: string, keySchema: SchemaNode): SchemaNode {
  return { ...node, properties: { ...node.properties, [key]: keySchema }, required: [key] };
}

/** An imported source may leave out `domain`: it is the host of `uri`. */
const ImportSourceSchema: SchemaNode = (() => {
  const s = clone(SourceSchema) as unknown as SchemaNode;
  s.required = (s.required ?? []).filter((r) => r !== 'domain');
  s.properties!.uri = { type: 'string', format: 'uri' };
  return s;
})();

function build(): Record<IndexKind, SchemaNode> {
  const company = requireKey(
    nullableEverywhere(optionalEverywhere(withoutFields(CompanySchema as unknown as SchemaNode, ['id', 'utcOffset', 'indexedAt']))),
    'domain',
    { type: 'string', minLength: 1 },
  );
  const person = requireKey(
    nullableEverywhere(
      optionalEverywhere(withoutFields(PersonSchema as unknown as SchemaNode, ['id', 'utcOffset', 'indexedAt', 'fuzzy'])),
    ),
    'email',
    { type: 'string', minLength: 1 },
  );
  const emailBase = nullableEverywhere(optionalEverywhere(withoutFields(EmailRecordSchema as unknown as SchemaNode, ['sources'])));
  const email = requireKey(
    { ...emailBase, properties: { ...emailBase.properties, sources: { type: 'array', items: ImportSourceSchema } } },
    'value',
    { type: 'string', minLength: 1 },
  );
  email.properties!.confidence = { type: ['integer', 'null'], minimum: 0, maximum: 100 };
  const domain: SchemaNode = {
    type: 'object',
    required: ['domain'],
    properties: {
      domain: { type: 'string', minLength: 1 },
      pattern: { type: ['string', 'null'], pattern: '^[^@\\s]*\\{(first|last|f|l)\\}[^@\\s]*$' },
      organization: { type: ['string', 'null'] },
      linked_domains: { type: 'array', items: { type: 'string' } },
      accept_all: { type: ['boolean', 'null'] },
    },
  };
  return { companies: company, people: person, emails: email, domains: domain };
}

export const IMPORT_SCHEMAS: Readonly<Record<IndexKind, SchemaNode>> = build();

const ajv = new Ajv({ allErrors: false, coerceTypes: true, strict: false });
// ajv-formats ships CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
(addFormats as unknown as (a: Ajv) => void)(ajv);

const validators = new Map<IndexKind, ValidateFunction>();

export function importValidator(kind: IndexKind): ValidateFunction {
  let v = validators.get(kind);
  if (!v) {
    v = ajv.compile(IMPORT_SCHEMAS[kind]);
    validators.set(kind, v);
  }
  return v;
}

/** Paths ("geo.city") of fields whose schema is an array: CSV cells for them are lists. */
export function arrayPaths(node: SchemaNode, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (child.type === 'array') out.add(path);
    for (const p of arrayPaths(child, path)) out.add(p);
  }
  return out;
}

/** Paths of fields whose schema is an object (CSV cells for them hold JSON). */
export function objectPaths(node: SchemaNode, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${k}` : k;
    const type = Array.isArray(child.type) ? child.type : [child.type];
    if (type.includes('object')) out.add(path);
    for (const p of objectPaths(child, path)) out.add(p);
  }
  return out;
}

/** Removes keys the schema does not name, recursively, and returns their dotted paths. */
export function stripUnknown(node: SchemaNode, value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !node.properties) return [];
  const removed: string[] = [];
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const child = node.properties[key];
    if (!child) {
      removed.push(path);
      delete obj[key];
    } else {
      removed.push(...stripUnknown(child, obj[key], path));
    }
  }
  return removed;
}
