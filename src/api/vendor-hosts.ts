/**
 * Which vendor a request was addressed to, by its host name: a client of Clearbit's whose requests
 * reach this service (through DNS, a proxy or its transport) still names Clearbit's host, and
 * reads Clearbit's shapes. `request.hostname` is Fastify's: the Host header without its port, or
 * X-Forwarded-Host when TRUST_PROXY is on.
 */
import { HttpError } from './errors.js';
import type { FastifyRequest } from 'fastify';
import type { ClearbitConfig } from '../config.js';

export interface VendorHosts {
  /** Sent to one of CLEARBIT_HOSTS (Clearbit's Person and Company APIs) or LOGO_HOSTS. */
  clearbit(request: FastifyRequest): boolean;
  /** Sent to one of LOGO_HOSTS (Clearbit's Logo API). */
  logo(request: FastifyRequest): boolean;
}

function hostOf(request: FastifyRequest): string {
  // Called on every lookup: no regular expression for the rare fully-qualified trailing dot.
  const host = (request.hostname ?? '').toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

export function vendorHosts(config: ClearbitConfig): VendorHosts {
  const logo = new Set(config.logoHosts);
  const clearbit = new Set([...config.hosts, ...config.logoHosts]);
  return {
    clearbit: (request) => clearbit.size > 0 && clearbit.has(hostOf(request)),
    logo: (request) => logo.size > 0 && logo.has(hostOf(request)),
  };
}

/**
 * Hunter's `clearbit_format` parameter: "when set to any non-empty value" its lookups answer
 * Clearbit's shape. `false` and `0` are read as no, as a client that sends a boolean means.
 */
export function clearbitFormatAsked(raw: unknown): boolean {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  if (CLEARBIT_FORMAT_ON.has(v)) return true;
  if (CLEARBIT_FORMAT_OFF.has(v)) return false;
  // Anything else is a client's mistake, not a switch: said so rather than guessed either way.
  throw new HttpError('wrong_params', 'The clearbit_format parameter takes true or false.', {}, 'clearbit_format');
}

const CLEARBIT_FORMAT_ON = new Set(['true', '1', 'yes', 'on']);
const CLEARBIT_FORMAT_OFF = new Set(['', 'false', '0', 'no', 'off']);
