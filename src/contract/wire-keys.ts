/**
 * The spec writes vendor-specific keys with neutral words. By default the service emits the
 * spec's names; with WIRE_KEYS=vendor it emits the names that existing Hunter/Clearbit clients
 * read, so such a client can switch to this service without code changes. The rename happens in
 * one place, at serialization, over both the payload and the response schemas.
 */
import type { WireKeyProfile } from '../config.js';

export const VENDOR_KEY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  socialA: 'facebook',
  socialB: 'twitter',
  socialC: 'googleplus',
  socialD: 'instagram',
  codeHost: 'github',
  proNetwork: 'linkedin',
  proNetwork_url: 'linkedin_url',
  avatarService: 'gravatar',
  fundingDb: 'crunchbase',
  rankerUsRank: 'alexaUsRank',
  rankerGlobalRank: 'alexaGlobalRank',
});

const NEUTRAL_KEY_NAMES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(VENDOR_KEY_NAMES).map(([neutral, vendor]) => [vendor, neutral])),
);

function renameKey(key: string): string {
  return VENDOR_KEY_NAMES[key] ?? key;
}

/** Request bodies in the vendor profile use vendor names; the core works with the spec's. */
export function fromVendorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromVendorKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[NEUTRAL_KEY_NAMES[k] ?? k] = fromVendorKeys(v);
  return out;
}

/** Returns a copy of a JSON value with every neutral key renamed to its vendor name. */
export function toVendorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toVendorKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[renameKey(k)] = toVendorKeys(v);
  return out;
}

/** Renames the property names of a JSON Schema (recursively) the way toVendorKeys renames data. */
export function schemaToVendorKeys<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => schemaToVendorKeys(s)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && v && typeof v === 'object') {
      const props: Record<string, unknown> = {};
      for (const [pk, pv] of Object.entries(v)) props[renameKey(pk)] = schemaToVendorKeys(pv);
      out[k] = props;
    } else if (k === 'required' && Array.isArray(v)) {
      out[k] = v.map((r) => (typeof r === 'string' ? renameKey(r) : r));
    } else {
      out[k] = schemaToVendorKeys(v);
    }
  }
  return out as T;
}

export interface WireKeys {
  readonly profile: WireKeyProfile;
  /** Response payload: neutral names -> the profile's names. */
  payload<T>(value: T): T;
  /** Request or response schema: neutral names -> the profile's names. */
  schema<T>(schema: T): T;
  /** Request body: the profile's names -> neutral names. */
  input<T>(value: T): T;
}

export function wireKeys(profile: WireKeyProfile): WireKeys {
  if (profile === 'spec') {
    return { profile, payload: (v) => v, schema: (s) => s, input: (v) => v };
  }
  return {
    profile,
    payload: <T>(v: T) => toVendorKeys(v) as T,
    schema: schemaToVendorKeys,
    input: <T>(v: T) => fromVendorKeys(v) as T,
  };
}
