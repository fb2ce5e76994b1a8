/**
 * Secrets out of everything the service writes down: logs, job data shown on the queue board,
 * failure reasons, stored bulk parameters. One place decides what a secret looks like:
 *
 * - query parameters whose name carries a credential (`api_key`, `token`, `secret`, `password`,
 *   `signature`, ...), matched on the decoded, lower-cased name with any `[...]` suffix dropped,
 *   so `API_KEY`, `api%5Fkey` and `api_key[]` are caught as well;
 * - `webhook_url`: a webhook address is often a bearer credential itself (Slack, Zapier and the
 *   like put the secret in the path), so its value is never written down whole;
 * - the user-info part of a URL (`https://user:pass@host/`, RFC 3986 3.2.1 deprecates it for
 *   exactly this reason);
 * - the service's own API keys wherever they appear in free text (`cds_` and 43 base64url
 *   characters), the net under everything else.
 */

export const REDACTED = '[redacted]';

/** Parameter names (decoded, lower-cased, brackets dropped) whose values are secrets. */
const SECRET_PARAM = /(^|[_.-])(api[_-]?key|apikey|key|token|access[_-]?token|refresh[_-]?token|id[_-]?token|secret|client[_-]?secret|webhook[_-]?secret|password|passwd|pass|pwd|signature|sig|auth|authorization|credential|credentials|session|cookie|webhook[_-]?url)$/;

/** The service's API keys: `cds_` + 32 random bytes in base64url (store/api-key-repository.ts). */
const SERVICE_KEY = /cds_[A-Za-z0-9_-]{40,}/g;

/** True when a query parameter (or body field) of this name carries a credential. */
export function isSecretParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape is compared as written.
  }
  return SECRET_PARAM.test(withoutIndex(decoded).toLowerCase().trim());
}

/**
 * The name without its `[…]` suffix (`api_key[]`, `api_key[0]`): cut at the first `[` after the
 * last line break. Written with indexOf, not /\[.*$/, which backtracks quadratically on a name
 * of many `[`.
 */
function withoutIndex(name: string): string {
  let lineStart = 0;
  for (const br of ['\n', '\r', '\u2028', '\u2029']) lineStart = Math.max(lineStart, name.lastIndexOf(br) + 1);
  const bracket = name.indexOf('[', lineStart);
  return bracket < 0 ? name : name.slice(0, bracket);
}

/** A query string (without the `?`) with every secret parameter's value replaced. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (absolute, or a request target such as `/v2/x?api_key=...`) with its credentials
 * replaced: secret query parameters, user info, and any service key in the path or fragment.
 * Anything unparseable is still cleaned as text; nothing here throws.
 */
export function redactUrl(url: string): string {
  let out = url;
  // user:pass@ of an absolute URL
  out = out.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, `$1${REDACTED}@`);
  const hash = out.indexOf('#');
  const fragment = hash >= 0 ? out.slice(hash) : '';
  const beforeHash = hash >= 0 ? out.slice(0, hash) : out;
  const q = beforeHash.indexOf('?');
  if (q >= 0) out = `${beforeHash.slice(0, q)}?${redactQuery(beforeHash.slice(q + 1))}${fragment}`;
  return redactText(out);
}

/** `name=value` of the commonest credential parameters inside free text (error messages, log lines). */
const SECRET_PAIR_IN_TEXT = /((?:^|[^A-Za-z0-9])(?:api[_-]?key|apikey|access_token|token|secret|webhook_secret|webhook_url|password|signature)=)[^&\s"'#<>]*/gi;

/** Free text with the service's API keys and credential `name=value` pairs replaced. */
export function redactText(text: string): string {
  let out = text.includes('cds_') ? text.replace(SERVICE_KEY, REDACTED) : text;
  if (out.includes('=')) out = out.replace(SECRET_PAIR_IN_TEXT, `$1${REDACTED}`);
  return out;
}

/**
 * A plain JSON-like value with secrets replaced: fields named like credentials lose their value,
 * strings that look like URLs are redacted as URLs, other strings as text. Used for job data and
 * anything else shown to people.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.startsWith('/') ? redactUrl(value) : redactText(value);
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretParam(k) && v !== null && v !== undefined ? REDACTED : redactValue(v, depth + 1);
  return out;
}
