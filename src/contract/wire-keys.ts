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

function renameKey(key: string): string {
  return VENDOR_KEY_NAMES[key] ?? key;
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
  payload<T>(value: T): T;
  schema<T>(schema: T): T;
}

export function wireKeys(profile: WireKeyProfile): WireKeys {
  if (profile === 'spec') {
    return { profile, payload: (v) => v, schema: (s) => s };
  }
  return {
    profile,
    payload: <T>(v: T) => toVendorKeys(v) as T,
    schema: schemaToVendorKeys,
  };
}
