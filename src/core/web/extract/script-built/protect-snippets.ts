/**
 * The e-mail protection of two content-management systems, decoded from what the page holds
 * (pure; the CMS's script is never run):
 *
 * - TYPO3 (`config.spamProtectEmailAddresses = N`, N in -10..10): the `mailto:` URL with every
 *   character in the ranges `+` to `:`, `@` to `Z` and `a` to `z` shifted by N within its range
 *   (wrapping at its ends), written as `javascript:linkTo_UnCryptMailto('...')` (older versions)
 *   or as `data-mailto-token` (with `data-mailto-vector`, newer ones). The shift is not known to
 *   the page's reader without the CMS's script, so every shift of -10..10 is tried, and the one
 *   whose result starts with `mailto:` is the one; when not exactly one does, nothing is decoded.
 * - Joomla 4's `<joomla-hidden-mail first="..." last="...">`: the local part and the domain,
 *   each Base64 (the element's script joins them with "@"). Joomla 3's cloak is an inline script
 *   (string pieces in `addy...` variables and `document.write`/`innerHTML`), read by the script
 *   reader like any other.
 */

const RANGES: readonly [number, number][] = [
  [0x2b, 0x3a], // + , - . / 0-9 :
  [0x40, 0x5a], // @ A-Z
  [0x61, 0x7a], // a-z
];

/** TYPO3's decryptCharcode/decryptString (typo3/sysext/frontend, default_frontend.js). */
function shift(enc: string, offset: number): string {
  let out = '';
  for (const ch of enc) {
    let n = ch.charCodeAt(0);
    const range = RANGES.find(([start, end]) => n >= start && n <= end);
    if (range !== undefined) {
      const [start, end] = range;
      n += offset;
      if (offset > 0 && n > end) n = start + (n - end - 1);
      else if (offset < 0 && n < start) n = end - (start - n - 1);
    }
    out += String.fromCharCode(n);
  }
  return out;
}

/** The `mailto:` URL a TYPO3-encrypted string stands for; undefined when no single shift gives one. */
export function decryptTypo3Mailto(encrypted: string): string | undefined {
  if (encrypted.length < 10 || encrypted.length > 2000) return undefined;
  const found = new Set<string>();
  for (let offset = -10; offset <= 10; offset++) {
    const url = shift(encrypted, offset);
    if (url.startsWith('mailto:')) found.add(url);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

function base64(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const b = s.trim();
  if (b === '' || b.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b)) return undefined;
  return Buffer.from(b, 'base64').toString('utf8');
}

/** The address of a Joomla 4 `<joomla-hidden-mail>` element from its attributes; undefined when they do not decode. */
export function joomlaHiddenMail(attrs: { first?: string; last?: string }): string | undefined {
  const local = base64(attrs.first);
  const domain = base64(attrs.last);
  if (local === undefined || domain === undefined || local === '' || domain === '') return undefined;
  return `${local}@${domain}`;
}
