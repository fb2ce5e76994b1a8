/**
 * Scheme text: a local part that names how the company's addresses are made instead of being
 * one ("vorname.nachname@kessler.de", "prénom.nom@", "{first}.{last}@", "first_initial+lastname@",
 * "nombre@"). Such a string is never an address; it is the company's own statement of its address
 * pattern, the strongest evidence of a pattern there is (pure, no I/O).
 *
 * A local part is scheme text when, after lower-casing, dropping accents and the wrappers people put
 * around placeholders (`{first}`, `[last]`, `<first>`, `%first%`, `$first`), it reads entirely as
 * words of the vocabulary below, joined by `.`, `_`, `-` (kept in the pattern) or `+`/nothing
 * (concatenation: "first_initial+lastname" is {f}{last}). One single letter may stand beside one
 * word as the initial of the other part of the name ("f.lastname", "v.nachname", "flast": the
 * given name's initial beside the surname); a placeholder `{f}`/`{l}` is the given name's/surname's
 * initial. "f@x", "j.doe@x" or "nomad@x" are not scheme text.
 *
 * Words that mean "name" in one language and "surname" in another (fr "nom" is the surname, ca
 * "nom" the given name; de "Name" after "Vorname" is the surname) take their meaning from the word
 * beside them, else from the page's language; when neither tells, the text is still no address but
 * states no pattern.
 */
import type { AddressPattern } from '../../mail/address-patterns.js';
import { PATTERNS } from '../../mail/address-patterns.js';

type Role = 'first' | 'last' | 'f' | 'l';
type TokenRole = Role | 'ambiguous' | 'letter';

/** Folded words (and multi-word spellings) naming a part of a person's name, by what they name. */
const WORDS: Record<Role, readonly string[]> = {
  first: [
    // en
    'first', 'firstname', 'first_name', 'first-name', 'fname', 'forename', 'givenname', 'given_name', 'given-name',
    // de, fr, es, it/pt, nl, no/da, sv, pl, pt
    'vorname', 'prenom', 'nombre', 'voornaam', 'fornavn', 'fornamn', 'imie', 'primeironome', 'primeiro_nome', 'primeiro-nome',
    // fi, cs, sk, hu, et (the neighbours' languages the people extractor reads)
    'etunimi', 'jmeno', 'krestnijmeno', 'meno', 'krstnemeno', 'keresztnev', 'utonev', 'eesnimi',
  ],
  last: [
    // en
    'last', 'lastname', 'last_name', 'last-name', 'lname', 'surname', 'familyname', 'family_name', 'family-name',
    // de, es, it, pt, nl, no, sv, da, pl, ca
    'nachname', 'familienname', 'zuname', 'apellido', 'apellidos', 'cognome', 'sobrenome', 'apelido', 'achternaam',
    'etternavn', 'efternamn', 'efternavn', 'nazwisko', 'cognom', 'ultimonome', 'ultimo_nome',
    // nl (Flemish), fr
    'familienaam', 'nomdefamille', 'nom_de_famille', 'nom-de-famille',
    // fi, cs, sk, hu, et
    'sukunimi', 'prijmeni', 'priezvisko', 'vezeteknev', 'csaladnev', 'perenimi', 'perekonnanimi',
  ],
  f: [
    'initial', 'first_initial', 'first-initial', 'firstinitial', 'finitial', 'initiale', 'inicial', 'iniziale',
    'initiaal', 'voorletter', 'inicjal', 'forbokstav', 'alkukirjain', 'etukirjain', 'initiala',
  ],
  l: ['last_initial', 'last-initial', 'lastinitial', 'linitial'],
};

/**
 * Words meaning "name" that name the given name in some languages and the surname in others: the
 * meaning each page language gives them when no other word of the scheme tells.
 */
const AMBIGUOUS: Record<string, Partial<Record<string, 'first' | 'last'>>> = {
  name: { en: 'first', de: 'last' },
  nom: { fr: 'last', ca: 'first' },
  nome: { it: 'first', pt: 'first' },
  naam: { nl: 'last' },
  navn: {},
  namn: {},
};

interface Vocab {
  word: string;
  role: TokenRole;
}

/** Longest first, so "firstname" is read before "first" and "first_initial" before "first". */
const VOCAB: readonly Vocab[] = [
  ...(Object.entries(WORDS) as [Role, readonly string[]][]).flatMap(([role, words]) => words.map((word) => ({ word, role }))),
  ...Object.keys(AMBIGUOUS).map((word) => ({ word, role: 'ambiguous' as const })),
].sort((a, b) => b.word.length - a.word.length);

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

interface Token {
  vocab: Vocab;
  /** The separator written before it ('' for concatenation). */
  sep: string;
  /** Written inside a placeholder wrapper ({first}, [last], <first>, %first%, $first). */
  wrapped: boolean;
}

/** Reads a local part as scheme words; null when any part of it is not one. */
function tokens(local: string): Token[] | null {
  const s = fold(local.trim());
  if (s === '' || s.length > 80) return null;
  const out: Token[] = [];
  let i = 0;
  let sep = '';
  while (i < s.length) {
    const c = s[i]!;
    if (c === '.' || c === '_' || c === '-') {
      if (sep !== '' || out.length === 0) return null;
      sep = c;
      i++;
      continue;
    }
    if (c === '+') {
      if (out.length === 0) return null;
      i++;
      continue;
    }
    let wrapped = false;
    let close = '';
    if (c === '{' || c === '[' || c === '<' || c === '%' || c === '$') {
      wrapped = true;
      close = c === '{' ? '}' : c === '[' ? ']' : c === '<' ? '>' : c === '%' ? '%' : '';
      i++;
      if (c === '{' && s[i] === '{') i++; // {{first}}
    }
    const rest = s.slice(i);
    let v = VOCAB.find((x) => rest.startsWith(x.word));
    if (v === undefined && wrapped && (rest[0] === 'f' || rest[0] === 'l') && !/^[a-z]/.test(rest.slice(1))) v = { word: rest[0], role: rest[0] };
    // A single letter: the initial of the other part of the name (checked in isSchemeLocal).
    if (v === undefined && /^[a-z]/.test(rest) && (rest.length === 1 || /^[._+-]/.test(rest.slice(1)) || VOCAB.some((x) => rest.startsWith(x.word, 1)))) v = { word: rest[0]!, role: 'letter' };
    if (v === undefined) return null;
    i += v.word.length;
    if (close !== '') {
      if (s[i] !== close) return null;
      i++;
      if (close === '}' && s[i] === '}') i++;
    }
    out.push({ vocab: v, sep, wrapped });
    sep = '';
  }
  if (sep !== '' || out.length === 0) return null;
  return out;
}

/** Whether the tokens read as scheme text: words, with at most one letter standing beside a single word. */
function schemeTokens(t: readonly Token[] | null): t is Token[] {
  if (t === null) return false;
  const letters = t.filter((x) => x.vocab.role === 'letter');
  const words = t.filter((x) => x.vocab.role !== 'letter');
  if (words.length === 0 || !words.some((x) => x.wrapped || x.vocab.word.length > 1)) return false;
  if (letters.length === 0) return true;
  // "f.lastname", "flastname", "vorname.n": one letter, first (written apart or joined) or last
  // (written apart), beside one word.
  if (letters.length > 1 || words.length !== 1) return false;
  const at = t.indexOf(letters[0]!);
  return at === 0 || t[at]!.sep !== '';
}

/**
 * Folded words for a person's initials, alone the whole local part ("initialer@", "{initials}@",
 * "iniciales@"): the given name's initial and the surname's, joined ({f}{l}).
 */
const INITIALS = new Set([
  'initials', 'initialen', 'initialer', 'initiales', 'iniciales', 'iniciais', 'iniziali', 'initialien', 'inicjaly',
  'inicialy', 'inicialky', 'nimikirjaimet', 'initsiaalid', 'monogramm', 'kezdobetuk',
]);

function initialsOnly(local: string): boolean {
  return INITIALS.has(fold(local.trim()).replace(/^(?:\{\{|[{[<%$])/, '').replace(/(?:\}\}|[}\]>%])$/, ''));
}

/** Whether the local part is scheme text (a placeholder for a name), not a mailbox. */
export function isSchemeLocal(local: string): boolean {
  return initialsOnly(local) || schemeTokens(tokens(local));
}

/**
 * The address pattern (in the project's notation, e.g. `{first}.{last}`) a scheme local part
 * states; null when it is not scheme text, when a word's meaning cannot be told, or when the
 * pattern it spells is not one of PATTERNS.
 */
export function schemePattern(local: string, lang?: string | null): AddressPattern | null {
  if (initialsOnly(local)) return '{f}{l}';
  const t = tokens(local);
  if (!schemeTokens(t)) return null;
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const roles: (Role | null)[] = t.map((x) => (x.vocab.role === 'ambiguous' || x.vocab.role === 'letter' ? null : x.vocab.role));
  const meaningOf = (r: Role | null): 'first' | 'last' | null => (r === 'first' || r === 'f' ? 'first' : r === 'last' || r === 'l' ? 'last' : null);
  // Words meaning "name": beside a word naming the given name it names the surname, and the other
  // way round; else the page's language tells.
  t.forEach((x, i) => {
    if (x.vocab.role !== 'ambiguous') return;
    const others = roles.filter((_, j) => j !== i).map(meaningOf);
    if (others.includes('first')) roles[i] = 'last';
    else if (others.includes('last')) roles[i] = 'first';
    else roles[i] = AMBIGUOUS[x.vocab.word]?.[primary] ?? null;
  });
  // A letter is the initial of the part of the name the word beside it does not name.
  t.forEach((x, i) => {
    if (x.vocab.role !== 'letter') return;
    const other = roles.find((r, j) => j !== i && r !== null);
    roles[i] = meaningOf(other ?? null) === 'first' ? 'l' : meaningOf(other ?? null) === 'last' ? 'f' : null;
  });
  if (roles.some((r) => r === null)) return null;
  const pattern = t.map((x, i) => `${x.sep}{${roles[i]}}`).join('');
  return (PATTERNS as readonly string[]).includes(pattern) ? (pattern as AddressPattern) : null;
}

/**
 * Scheme-text candidates in free text: a run of letters (any script), digits, separators and
 * placeholder wrappers, "@", a domain. A match starts only where such a run starts (the lookbehind),
 * and the run is bounded, so long runs without "@" stay linear.
 */
export const SCHEME_TEXT_RE =
  /(?<![\p{L}\p{M}\p{N}._%+{}[\]<>$-])([\p{L}\p{M}\p{N}._%+{}[\]<>$-]{1,80})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63})/gu;

/**
 * A legend right after an address-shaped string that says what each of its letters stands for:
 * "fe@acme.dk (f = fornavn, e = efternavn)", "vn@acme.de (V = Vorname, N = Nachname)",
 * "fl@acme.test, where f = first name and l = last name". Such a string is the company's scheme
 * written with the initials' letters, not a mailbox: in any language the letters are explained by
 * the scheme words of the vocabulary above, so only the vocabulary is read, never the glue.
 *
 * `after` is the text right after the address. The local part must be letters only (and
 * separators), each explained by the legend as the initial of the given name or of the surname
 * (a legend word "fornavn", "first name", "Vorname's initial" names the part; a word meaning
 * "name" takes its meaning as in schemePattern), and both parts must be named. Returns the pattern
 * the letters spell ({f}{l}, {f}.{l}, {l}{f} ...; null when it is none of PATTERNS), or undefined
 * when the text after the address is no such legend (then the string is read as usual).
 */
export function legendPattern(local: string, after: string, lang?: string | null): AddressPattern | null | undefined {
  const letters = fold(local.trim());
  if (!/^[a-z](?:[._-]?[a-z]){1,3}$/.test(letters)) return undefined;
  // The legend is what follows at once, in brackets or after a comma/colon/dash and a few words
  // ("where", "hvor", "wobei"): at most 120 characters, up to the sentence's end.
  const head = after.slice(0, 160).split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const meaning = new Map<string, 'first' | 'last'>();
  for (const m of head.matchAll(/(?<![\p{L}\p{N}])(\p{L})\s*(?:=|:|→|->|–|—)\s*(\p{L}[\p{L}\p{M}'’ -]{1,40}?)(?=\s*(?:[,;.)\]]|$|\s(?:and|og|und|et|y|i|e|en|och|ja|a|és|ir|oraz|ve)\s))/gu)) {
    const letter = fold(m[1] ?? '');
    const words = fold(m[2] ?? '').replace(/[\s'’-]+/g, '');
    const v = VOCAB.find((x) => words.startsWith(x.word) && x.word.length > 1);
    if (v === undefined) continue;
    const role =
      v.role === 'first' || v.role === 'f'
        ? 'first'
        : v.role === 'last' || v.role === 'l'
          ? 'last'
          : v.role === 'ambiguous'
            ? (AMBIGUOUS[v.word]?.[primary] ?? null)
            : null;
    if (role !== null && !meaning.has(letter)) meaning.set(letter, role);
  }
  const parts = letters.split(/([._-])/);
  const used = new Set<string>();
  let pattern = '';
  for (const p of parts) {
    if (p === '.' || p === '_' || p === '-') {
      pattern += p;
      continue;
    }
    for (const c of p) {
      const role = meaning.get(c);
      if (role === undefined) return undefined;
      used.add(role);
      pattern += role === 'first' ? '{f}' : '{l}';
    }
  }
  if (!used.has('first') || !used.has('last')) return undefined;
  return (PATTERNS as readonly string[]).includes(pattern) ? (pattern as AddressPattern) : null;
}
