/**
 * Role addresses: local parts that name a function or a group (info@, sales@, noreply@) rather than a person.
 *
 * Source list: the `role-based-email-addresses` package (MIT, (c) 2015 Mixmax, Inc.; about 1,000 prefixes in
 * four categories: marketing, notification, meeting and other), used as shipped, with two documented changes:
 *
 *  - Removed: package entries that are also a first name in the `human-names` package (MIT), because a bare
 *    first name is more likely a person than a mailbox (with the versions installed: alexa, apple, boston,
 *    denver, india, paris, sem, sydney: city, office and product names in the package), except the function
 *    words in KEEP_DESPITE_FIRST_NAME ('dev', 'job').
 *  - Added: ROLE_SUPPLEMENT, a few common role words in French, German, Italian, Spanish and Portuguese that the
 *    package lacks (it already has e.g. contact, kontakt, contato, contacto, hola, ventas, vendas, commercial,
 *    presse, rh, jobs, recrutement, buchhaltung). role-address.test.ts checks that no supplement word is a first
 *    name in human-names or already in the package.
 *
 * All-digit entries of the package (years such as '2024', class-of lists) are kept: such a local part is a
 * list, not a person.
 *
 * Matching, case-insensitive: surrounding quotes of a quoted local part and white space are removed, letters are
 * lower-cased and folded (NFD, combining marks dropped: 'carrières' -> 'carrieres'), a '+detail' sub-address
 * (RFC 5233) is cut off, and then the separators '.', '-' and '_' are ignored on both sides, so 'no-reply',
 * 'no_reply', 'no.reply' and 'noreply' are the same; a trailing number is also ignored ('sales2', 'info-01').
 */
import { createRequire } from 'node:module';
import { givenNameSet } from '../identity/given-names.js';

// The package is CommonJS with no type declarations; createRequire keeps the cast in this file.
const require = createRequire(import.meta.url);
const packageRoles = require('role-based-email-addresses') as string[];

/** Role words in other languages, missing from the package. */
export const ROLE_SUPPLEMENT: readonly string[] = [
  // French
  'bonjour', 'accueil', 'carrieres', 'commandes', 'facturation', 'secretariat', 'devis',
  // German
  'vertrieb', 'karriere', 'bewerbung', 'anfrage', 'anfragen', 'rechnung', 'datenschutz', 'impressum',
  'kundenservice', 'empfang', 'verwaltung', 'hallo',
  // Italian
  'contatto', 'contatti', 'stampa', 'lavoro', 'segreteria', 'ciao',
  // Spanish
  'prensa', 'empleo', 'pedidos', 'atencion',
  // Portuguese
  'contatos', 'imprensa', 'vagas',
  // Data protection, as the laws name it (a data-protection officer's mailbox is the office's, not a person's)
  'dpo', 'gdpr', 'rgpd', 'lgpd', 'dsgvo', 'privacidad', 'privacidade', 'privacitat', 'privacite', 'personvern',
  'integritet', 'privatliv', 'prywatnosc',
];

/** Package entries kept although they are also first names: they are mostly function words. */
const KEEP_DESPITE_FIRST_NAME = new Set(['dev', 'job']);

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function compact(s: string): string {
  return s.replace(/[-._]/g, '');
}

function buildRoleSet(): ReadonlySet<string> {
  // Folded as fold() below folds (NFD, marks dropped, lower case).
  const names = givenNameSet();
  const roles = new Set<string>();
  for (const entry of packageRoles) {
    const e = fold(entry.trim());
    if (e.length === 0) continue;
    if (names.has(e) && !KEEP_DESPITE_FIRST_NAME.has(e)) continue;
    roles.add(compact(e));
  }
  for (const entry of ROLE_SUPPLEMENT) roles.add(compact(fold(entry)));
  return roles;
}

const ROLE_SET = buildRoleSet();

/** The local part reduced to its comparable form (see the file comment). */
function normalizeLocalPart(localPart: string): string {
  let s = localPart.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1).replace(/\\(.)/g, '$1');
  s = fold(s);
  const plus = s.indexOf('+');
  if (plus >= 0) s = s.slice(0, plus);
  return compact(s);
}

export function isRoleAddress(localPart: string): boolean {
  const s = normalizeLocalPart(localPart);
  if (s.length === 0) return false;
  if (ROLE_SET.has(s)) return true;
  // The lookbehind lets a match start only where a digit run starts (linear, not quadratic on long digit runs).
  const withoutNumber = s.replace(/(?<![0-9])[0-9]+$/, '');
  return withoutNumber.length > 0 && withoutNumber !== s && ROLE_SET.has(withoutNumber);
}
