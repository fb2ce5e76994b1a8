/**
 * A professional-network handle the way people write it, turned into one key: Hunter's clients
 * send the bare form (`mathieu-lefevre`), profiles give `in/mathieu-lefevre`, and links give
 * `https://www.linkedin.com/in/mathieu-lefevre/?trk=...`. All three name one person, so all three
 * become `in/mathieu-lefevre`. Company and school pages keep their own prefix (`company/acme`).
 */
const PROFILE_KINDS = new Set(['in', 'pub', 'company', 'school', 'showcase']);

/** The canonical key of a handle, or null when nothing of a handle is left. */
export function proHandleKey(input: string): string | null {
  let value = input.trim().toLowerCase();
  // A link: keep its path (any host: national subdomains, with or without a scheme).
  const link = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com(?=[/?#]|$)/.exec(value);
  if (link) value = value.slice(link[0].length);
  value = value.split(/[?#]/, 1)[0]!;
  const parts = value.split('/').filter((p) => p !== '');
  if (parts.length === 0) return null;
  if (parts.length === 1) return `in/${parts[0]}`;
  return PROFILE_KINDS.has(parts[0]!) ? `${parts[0]}/${parts[1]}` : parts.join('/');
}

/**
 * The public link of a handle, in the one form every spelling of it shares
 * (`mathieu-lefevre`, `in/mathieu-lefevre` -> `https://www.linkedin.com/in/mathieu-lefevre`),
 * or null when nothing of a handle is left. A lead carries the link (Hunter's `linkedin_url`);
 * the index keeps the handle.
 */
export function proHandleUrl(input: string): string | null {
  const key = proHandleKey(input);
  return key === null ? null : `https://www.linkedin.com/${key}`;
}
