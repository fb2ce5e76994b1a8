/**
 * `mailto:` values (RFC 6068) as the extractors meet them: in links, in JSON-LD `email`
 * properties, in microdata/RDFa values and in what inline scripts write (pure, no I/O).
 */

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Addresses of one `mailto:` value (the scheme optional): percent-decoded, `?query` stripped,
 * several recipients split on `,`/`;`, `Name <address>` reduced to the address. Not validated.
 */
export function parseMailto(href: string): string[] {
  const body = href.trim().replace(/^mailto:/i, '');
  const q = body.indexOf('?');
  const recipients = safeDecode(q >= 0 ? body.slice(0, q) : body);
  return recipients
    .split(/[,;]/)
    .map((part) => {
      const angle = /<([^<>]+)>/.exec(part);
      return (angle?.[1] ?? part).trim();
    })
    .filter((p) => p !== '');
}
