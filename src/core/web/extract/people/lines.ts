/**
 * Line forms: a name and a title written on the line(s) just before an address, as people write
 * contact lines:
 *
 *   "Karen Lopez, Billing Coordinator – <address>"                        Name, Title
 *   "Head of Sales EMEA: Anne-Sophie de la Tour, <address>"               Title: Name
 *   "Daglig leder: Ingrid Haugen, <address>"
 *   "Myyntipäällikkö (Suomi): Mikko Rantanen, <address>"                 Title (note): Name
 *   "Megan Callahan (Founder & CEO): <address>"                           Name (Title)
 *   "Pressekontakt: Dr. Julia Brandt, Leiterin Unternehmenskommunikation,  Label: Name, Title, street, phone
 *    Gewerbestraße 14, 72766 Reutlingen, Telefon +49 …, <address>"
 *   "Accueil et secrétariat : Nathalie Perrin — 04 78 28 41 90 — <address>"
 *   "Thomas Berger, Area Sales Manager International<br>Phone …<br><address>"
 *
 * The text is cut into segments at , ; : ( ) [ ] | • · – — " - " " / ", sentence ends and line breaks.
 * From the address backwards, what only says how to reach the person (a phone number, a street
 * with its number, a postcode and town, "Tel.", "E-Mail") is passed over; the segment reached
 * then must be the person's name or their title, and the name must be next to that title. A label
 * ("Contact:", "Presse:") between a name and the address is a wall: the address is the label's,
 * not the person's. A title needs a job-title word unless the structure ties it (the segment right
 * after the name on a label line or a line of its own, with a name whose first word is a given
 * name). A name alone before the address is taken when its first word is a given name of the name
 * lists, or when the caller's structure (a definition list's item, a table row) already ties it.
 */
import { isGivenName } from '../../../identity/given-names.js';
import { isCapitalFaculty, isHonorific, isPostNominal, stripHonorifics } from './honorifics.js';
import { isClearName, isDepartmentWord, isInitialsOf, isNotNameWord, isUnlistedCredential, PARTICLES, personNameIn, spelledFromName, withCallName } from './names.js';
import { collapse, fold, words } from './text.js';
import type { Found } from './found.js';
import { isKinship, isNoRole, isSpousePhrase, responsibleForNothing, THIRD_PERSON_POSSESSIVES } from './prose.js';
import { headerKind, isAgentLabel, isAgentTitle, isChannelLabel, isContactLabel, isInlineTitle, leadsToAddress, isFunctionWord, namesFirm, isPhoneLike, isTitleWord, LANGUAGE_WORDS, saysHowOrWhen, speaksLanguage, TITLE_ADJECTIVE_RE, titleShaped } from './titles.js';

export interface Segment {
  text: string;
  /** Separator(s) after the segment: ':', ',', '(' ... and '\n' at the end of a line. */
  sep: string;
}

export type { Found } from './found.js';

// `(?<!\s)`: a separator starts where its run of spaces starts (the same matches, since `\s*` takes the
// whole run), so a long run of spaces is not retried from each of its positions (quadratic).
// A period ends a sentence only before something that is not a lower-case word ("specjalista ds.
// sprzedaży" is one segment); the lookahead takes the whole run of spaces first.
// " / " between spaces separates too ("Maria Rossi / Ufficio acquisti / <address>"); a slash
// without spaces stays inside its segment ("WP/StB", "Inhaber/Geschäftsführer").
// A colon inside a word is German gender marking, not a separator ("Projektleiter:in", "Mitarbeiter:innen").
const SEPARATOR_RE = /(?<!\s)\s*(?:[;,()[\]|•·–—]|(?<!\p{L}):|:(?!in(?:nen)?(?!\p{L}))|\s[-/](?:\s|$)|(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?![\s\p{Ll}]))\s*/gu;

/** An honorific, an initial or a lower-case abbreviation such as a doctor's faculty ("Dr.", "F.", "med."). */
function isAbbreviation(token: string): boolean {
  return isHonorific(token) || isCapitalFaculty(token) || /^\p{Lu}\.$/u.test(token) || /^\p{Ll}{1,5}\.$/u.test(token) || TITLE_ABBREVIATIONS.has(token);
}

/** Abbreviations opening a title, written capitalised ("Stv. Schulleiter", "Stellv. Leiterin", "Vors."). */
const TITLE_ABBREVIATIONS = new Set(['Stv.', 'Stellv.', 'Vors.', 'Ltd.', 'Kfm.', 'Techn.', 'Dir.', 'Ass.', 'Asst.', 'Dep.', 'Vice.', 'Sr.', 'Jr.']);

/** Segments of one line (see the file comment). */
export function segmentsOf(written: string): Segment[] {
  // ("M.A. (Marieke) Postma": the brackets hold the name she goes by, no note of the line's.)
  const text = withCallName(written);
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(SEPARATOR_RE)) {
    out.push({ text: collapse(text.slice(last, m.index)), sep: m[0].trim() || ' ' });
    last = m.index + m[0].length;
  }
  out.push({ text: collapse(text.slice(last)), sep: '' });
  const merged: Segment[] = [];
  // The last merged segment's last word, and whether it is only abbreviations so far: kept as we
  // go, since re-reading a growing segment at each merge was quadratic on "Dr. Dr. Dr. ...".
  let prevLast = '';
  let onlyAbbreviations = false;
  for (const s of out) {
    const prev = merged[merged.length - 1];
    // A separator written after another one and a space ("(Title) – <address>", ": – ") starts
    // after that space, where the pattern above does not start a separator: it is one, not text.
    const lead = /^[:;,()[\]|•·–—-]+(?:\s+|$)/u.exec(s.text)?.[0] ?? '';
    if (lead !== '') {
      if (prev !== undefined) prev.sep += lead.trim();
      s.text = s.text.slice(lead.length);
    }
    if (s.text === '') {
      if (prev !== undefined) prev.sep += s.sep;
      continue;
    }
    const tokens = s.text.split(' ');
    const allAbbreviations = tokens.every(isAbbreviation);
    // "Dr." + "Julia Brandt": a sentence split after an honorific, an initial, or a faculty after an
    // honorific ("Dr. med." + "Anna Weber") is no split.
    const joins = isHonorific(prevLast) || /^\p{Lu}\.$/u.test(prevLast) || (onlyAbbreviations && isAbbreviation(prevLast));
    if (prev !== undefined && prev.sep === ' ' && joins) {
      prev.text = `${prev.text} ${s.text}`;
      prev.sep = s.sep;
      onlyAbbreviations = onlyAbbreviations && allAbbreviations;
    } else {
      merged.push({ ...s });
      onlyAbbreviations = allAbbreviations;
    }
    prevLast = tokens[tokens.length - 1] ?? '';
  }
  return withBracketNotes(merged);
}

/**
 * A note in brackets with commas inside is one segment ("Dentist (English, German)", "vétérinaire
 * NAC (lapins, rongeurs, oiseaux et reptiles)"): its parts are no fields of the line. Only a short
 * note that closes, with no address in it.
 */
function withBracketNotes(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const open = segments[i] as Segment;
    out.push(open);
    if (!open.sep.endsWith('(')) continue;
    let close = i + 1;
    while (close < segments.length && close - i <= 6 && /^[,;]$/.test((segments[close] as Segment).sep)) close++;
    const inner = segments.slice(i + 1, close + 1);
    if (close === i + 1 || close >= segments.length || close - i > 6 || !(segments[close] as Segment).sep.startsWith(')') || inner.some((s) => s.text.includes('@'))) continue;
    out.push({ text: inner.map((s, k) => (k < inner.length - 1 ? `${s.text}${s.sep} ` : s.text)).join(''), sep: (segments[close] as Segment).sep });
    i = close;
  }
  return out;
}

/** How much text before an address the line forms read: a contact line is never longer. */
const TAIL_CHARS = 1_000;

/**
 * Segments of several lines, each line's last segment marked with '\n'. Only the last TAIL_CHARS
 * characters are read; when that cuts a line, its cut segment is replaced by a stand-in that is
 * neither a name nor a line start.
 */
export function segmentsOfLines(lines: readonly string[]): Segment[] {
  let budget = TAIL_CHARS;
  const kept: string[] = [];
  let truncated = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (line.length > budget) {
      kept.unshift(line.slice(line.length - budget));
      truncated = true;
      break;
    }
    kept.unshift(line);
    budget -= line.length + 1;
  }
  const out: Segment[] = [];
  for (const line of kept) {
    const segs = segmentsOf(line);
    const last = segs[segs.length - 1];
    if (last !== undefined) last.sep += '\n';
    out.push(...segs);
  }
  if (truncated) {
    out.shift();
    out.unshift({ text: '…', sep: '' });
  }
  return out;
}

/** Words that join two people: a segment starting so ("and Ben Kurz") is the second of a list. */
const CONJUNCTIONS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'en', 'og', 'och', 'oraz', 'or', 'oder', 'ou', 'o', 'of', 'eller', 'lub']);

/** The person's name in a segment, after leading label or prose words ("Ask Zoë Whitfield", "Contact Anna Weber"). */
export function nameIn(text: string): string | null {
  const tokens = collapse(text).split(' ');
  // An index, not tokens.shift(): shifting a long array once per label word was quadratic.
  let first = bylineStart(tokens);
  while (tokens.length - first > 2 && isNotNameWord(fold(tokens[first] ?? ''))) {
    if (CONJUNCTIONS.has(fold(tokens[first] ?? ''))) return null;
    first++;
  }
  // The Catalan, French and Italian article elided before a name ("a l'Arnau Pujol") is not the name's.
  const rest = tokens.slice(first);
  if (/^[lL]['’]\p{Lu}/u.test(rest[0] ?? '')) rest[0] = (rest[0] ?? '').slice(2);
  return personNameIn(rest.join(' '));
}

/**
 * Folded words that open a byline before the author's name: "by" and "written" in the languages
 * read, and the words for the author or the post ("Ein Beitrag von", "Par", "Kirjoittaja",
 * "Text de"). "von", "de", "di" are also particles of family names ("Ursula von der Leyen"), so
 * the name after them must open with a given name of the lists.
 */
const BYLINE_WORDS = new Set(
  [
    'by', 'von', 'par', 'por', 'di', 'de', 'da', 'door', 'av', 'af', 'przez', 'od', 'written', 'posted', 'geschrieben', 'verfasst',
    'ecrit', 'escrito', 'escrit', 'scritto', 'escrita', 'geschreven', 'skrevet', 'skriven', 'kirjoittanut', 'kirjoittaja', 'autor',
    'autorin', 'author', 'auteur', 'autrice', 'autore', 'autora', 'forfatter', 'forfattare', 'skribent', 'beitrag', 'artikel', 'text',
    'texte', 'texto', 'testo', 'tekst', 'napisal', 'napsal', 'napisala', 'napsala',
  ].map(fold),
);

/** Where the name starts after a byline's opening words ("Ein Beitrag von Lena Maier" -> at "Lena"), or 0. */
function bylineStart(tokens: readonly string[]): number {
  for (let i = 0; i < Math.min(3, tokens.length - 2); i++) {
    const t = tokens[i] ?? '';
    if (!BYLINE_WORDS.has(fold(t))) continue;
    const next = tokens[i + 1] ?? '';
    if (/^\p{Lu}/u.test(next) && isGivenName(next) && tokens.slice(0, i).every((w) => !isGivenName(w))) return i + 1;
  }
  return 0;
}

/**
 * A title written before the name in one phrase ("Inhaber Jan Köhler", "Geschäftsführerin Dr. Anna
 * Weber", "Daglig leder Ola Nordmann"): the title must hold a job-title word and the name be
 * clearly one (its first word a given name of the lists, or the address spelled from it).
 */
export function titleThenName(text: string, local?: string): Found | null {
  const tokens = collapse(text).split(' ');
  if (tokens.length < 3 || tokens.length > 12) return null;
  // A title phrase, not a sentence: at most four words ("Leiterin der Buchhaltung Anna Weber"),
  // each a title word, a capitalised word, a short joining word or an adjective of a title.
  for (let i = 1; i <= tokens.length - 2 && i <= 4; i++) {
    const title = tokens.slice(0, i).join(' ');
    if (!isInlineTitle(title) || isContactLabel(title)) continue;
    // (A lower-case word right after a title word may be its complement, as Slavic languages write
    // it in the genitive: "Riaditeľka knižnice PhDr. Monika Sliacka", "Kierownik recepcji Anna Nowak".)
    const part = tokens.slice(0, i);
    if (!part.every((t, j) => isTitleWord(fold(t)) || /^\p{Lu}/u.test(t) || fold(t).length <= 3 || TITLE_ADJECTIVE_RE.test(t) || (j > 0 && isTitleWord(fold(part[j - 1] ?? '')) && !isFunctionWord(fold(t))))) continue;
    const name = personNameIn(tokens.slice(i).join(' '));
    if (name !== null && (isClearName(name, local) || (local !== undefined && isInitialsOf(local, name)))) return { name, title };
  }
  return null;
}

/**
 * A job no list holds, by its agent noun, written right before a name that opens with a given
 * name of the lists ("Driftsoperatør Arne Sætre", "Kurator Nils Hedlund"): the noun is the
 * title, not the name's first word.
 */
function agentThenName(text: string, local?: string): Found | null {
  const tokens = collapse(text).split(' ');
  const first = tokens[0] ?? '';
  if (tokens.length < 3 || tokens.length > 5 || isGivenName(first) || !isGivenName(tokens[1] ?? '') || !isAgentTitle(first)) return null;
  const name = personNameIn(tokens.slice(1).join(' '));
  return name !== null && isClearName(name, local) ? { name, title: first } : null;
}

/** Whether a bracketed segment after a name is a note, not a job: saying how or when, no job word, no name, and a name right before it. */
function isBracketNote(note: string, before: string, local?: string): boolean {
  // A phrase in brackets may name a duty ("Wenonah Castell (Group Travel)", "Lotte Jansen
  // (evenementen & rondleidingen)"): only one saying how or when is read past.
  if (!saysHowOrWhen(note)) return false;
  if (isInlineTitle(note) || isAgentTitle(note) || nameIn(note) !== null || words(note).length > 5) return false;
  return agentThenName(before, local) !== null || titleThenName(before, local) !== null || nameIn(before) !== null;
}

/**
 * A name written family name first with a comma, as staff lists and forms do ("Weber, Anna",
 * "Müller, Dr. Jonas"), at segment `n` (the given name) and `n - 1` (the family name): given as
 * people write it ("Anna Weber"). The given name must be one of the lists, the family name one
 * capitalised word (with its particles) that is not.
 */
export function familyFirstAt(segs: readonly Segment[], n: number): { name: string; start: number } | null {
  const given = segs[n];
  const family = segs[n - 1];
  if (given === undefined || family === undefined || family.sep !== ',') return null;
  const first = stripHonorifics(given.text);
  if (first.includes(' ') || !isGivenName(first)) return null;
  const familyWords = family.text.split(' ');
  const core = familyWords.filter((w) => !PARTICLES.has(w));
  if (core.length !== 1 || isGivenName(core[0] ?? '')) return null;
  const name = personNameIn(`${first} ${family.text}`);
  return name === null ? null : { name, start: n - 1 };
}

/** Possessives (folded) that introduce a role in running text: "our", "unsere", "notre", "nuestra", "onze", "vår", "nasza". */
const POSSESSIVES = new Set(
  [
    'our', 'your', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'ihre', 'ihren', 'ihrem', 'notre', 'votre',
    'nuestro', 'nuestra', 'vuestro', 'vuestra', 'nostro', 'nostra', 'vostro', 'vostra', 'nosso', 'nossa', 'onze', 'uw',
    'var', 'vart', 'vara', 'vore', 'vores', 'jeres', 'nasz', 'nasza', 'naszego', 'naszej', 'nostre', 'nas', 'nase', 'meidan',
    // third person ("Écrivez à sa directrice, Anne Roux")
    'su', 'sua', 'seu',
    ...THIRD_PERSON_POSSESSIVES,
  ].map(fold),
);

/**
 * A title segment as written, or what follows its last possessive when it has one ("Contact our
 * office manager" -> "office manager"); null when nothing follows.
 */
/** "our practice owner" -> "practice owner": a possessive opening a title is no part of it ("head of our clinic" keeps its own). */
function withoutLeadingPossessive(title: string): string {
  const tokens = collapse(title).split(' ');
  // With its article in the Romance languages ("el nostre delineant", "la nostra segretaria", "o nosso gerente").
  const from = tokens.length > 2 && ROMANCE_ARTICLES.has(fold(tokens[0] ?? '')) && POSSESSIVES.has(fold(tokens[1] ?? '')) ? 1 : 0;
  return tokens.length > from + 1 && POSSESSIVES.has(fold(tokens[from] ?? '')) ? tokens.slice(from + 1).join(' ') : title;
}

/** Articles (folded) written before a possessive in the Romance languages. */
const ROMANCE_ARTICLES = new Set(['el', 'la', 'els', 'les', 'il', 'lo', 'i', 'gli', 'le', 'o', 'a', 'os', 'as', 'los', 'las']);

export function afterPossessive(text: string): string | null {
  const tokens = collapse(text).split(' ');
  let last = -1;
  tokens.forEach((t, i) => {
    if (POSSESSIVES.has(fold(t))) last = i;
  });
  if (last < 0) return text;
  const rest = tokens.slice(last + 1).join(' ');
  return rest === '' ? null : rest;
}

/**
 * The job without the clause a sentence opened with before it ("Dodatkowych informacji udziela
 * inspektor ds. kadr, Pani …": "inspektor ds. kadr"): three words or more before the first
 * job-title word, two of them in lower case, are the sentence's, not the title's.
 */
function withoutLeadingClause(title: string | null): string | null {
  if (title === null) return null;
  const tokens = collapse(title).split(' ');
  const job = tokens.findIndex((t) => isTitleWord(fold(t)));
  return job >= 3 && tokens.slice(0, job).filter((t) => /^\p{Ll}/u.test(t)).length >= 2 ? tokens.slice(job).join(' ') : title;
}

/** A postcode and the town after it (de, fr, es, it, nl, pt, pl, cs/sk, sv, no, da, fi, ch, at, uk). */
const POSTCODE_TOWN_RE = /^(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3} ?\d{2}|\d{4} ?[A-Z]{2})\s+\p{Lu}/u;

/** What only says how to reach someone: digits (phone, street number, postcode), "Tel.", "E-Mail", "[email protected]". */
export function isNoise(text: string): boolean {
  return (/\d/.test(text) && !WITH_TRAINING_YEAR_RE.test(text)) || isChannelLabel(text) || isPhoneLike(text) || /\[\s*email\s*protected\s*\]/i.test(text) || STREET_OPENER_RE.test(text);
}

/**
 * A street written with its kind first and its number in the next field ("c/ Gran de la Sagrera,
 * 118", "Avda. de la Constitución, 4", "Via Roma, 12", "Rue de la Paix, 5"), or an Italian rural
 * locality ("Contrada Seggio", "Località Pian del Lago"): where, not a title.
 */
const STREET_OPENER_RE = /^(?:c\/|avda\.|av\.|pg\.|ptge\.|ctra\.|carrer|calle|avenida|avinguda|plaça|passeig|paseo|rua|travessa|largo|viale|piazza|corso|contrada|località|frazione|rue|chemin|impasse|allée)\s/iu;

/**
 * A street with its number ("sala 1.102", "Ruta Provincial 89 km 12", "Hauptstraße 4"): digits
 * and a word of four letters or more, no phone and no channel label.
 */
function isStreetField(text: string): boolean {
  return (STREET_OPENER_RE.test(text) || (/\d/.test(text) && /\p{L}{4,}/u.test(text))) && !isPhoneLike(text) && !isChannelLabel(words(text)[0] ?? '');
}

/**
 * A town after a street, before the phone or the address (the caller has seen the noise after
 * it): one to three capitalised words, or a Brazilian "Town/UF", with no job word, no department,
 * and not the name the address is spelled from (a town may be read as a name: "Belo Horizonte").
 */
function isTownBetween(text: string, before: string, local: string | undefined): boolean {
  if (!isStreetField(before) || isNoise(text)) return false;
  const town = text.replace(/\/\p{Lu}{2}$/u, '');
  const ws = town.split(' ');
  return ws.length <= 3 && ws.every((w) => /^\p{Lu}/u.test(w) || /^(?:de|do|da|dos|das|del|la|le|sur|am|an|im)$/u.test(w)) && !isInlineTitle(town) && !isAgentTitle(town) && !isDepartmentWord(fold(town)) && !(local !== undefined && spelledFromName(local, town));
}

/**
 * A postcode after the town: the United Kingdom's ("HG4 1AB"), Ireland's Eircode ("F94 X2K7"),
 * Canada's ("P0T 2E0") or a US state and ZIP code ("MN 55037").
 */
const TRAILING_POSTCODE_RE = /(?:^|\s)(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[\dW] ?[A-Z\d]{4}|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{2} \d{5}(?:-\d{4})?)$/u;

/**
 * A line of a postal address without a number before such a postcode ("Carrickfin Pier",
 * "Annagry", "Co."): capitalised, short, with no job word, no department and no clear name.
 */
function isPlaceField(seg: Segment, local: string | undefined): boolean {
  const text = seg.text;
  if (!(seg.sep === ',' || (seg.sep === ' ' && /^\p{Lu}\p{Ll}{0,3}\.$/u.test(text)))) return false;
  return /^\p{Lu}/u.test(text) && !/\d/u.test(text) && words(text).length <= 4 && !isInlineTitle(text) && !isAgentTitle(text) && !isDepartmentWord(fold(text)) && !isClearName(nameIn(text) ?? '', local);
}

const endsLine = (s: Segment | undefined): boolean => s === undefined || s.sep.includes('\n') || /[.!?]$/.test(s.text);
const isLabel = (s: Segment | undefined): boolean => s !== undefined && s.sep.includes(':');

/**
 * The name (and title) the lines before an address give it, or null (see the file comment).
 * `tied`: the caller's structure already ties the text to the address (a definition-list item, a
 * table cell), so a name alone needs no given-name check. `local`: the address's local part, so a
 * name the address is spelled from counts as clearly a name (names.ts isClearName).
 */
export function recordBeforeAddress(lines: readonly string[], tied = false, local?: string): Found | null {
  const fields = labelledFields(lines);
  if (fields !== null) return fields;
  const read = (ls: readonly string[]): Found | null => {
    const found = readRecord(withTrainingYears(segmentsOfLines(ls)), tied, local);
    return found === null || found.title === null ? found : { ...found, title: withoutKinshipTail(found.title) };
  };
  const found = wholeTitleLine(read(lines), lines);
  if (found !== null && found.title !== null && isClearName(found.name, local)) return found;
  // The unit a person works in, on its own line between the job and the address, as council and
  // university staff pages print their records ("Randi Kolstad" / "Saksbehandler byggesak" / "Plan,
  // byggesak og geodata" / <address>): where they work, read past when the lines above it are a
  // clear name and a whole job line.
  // "Daniel Okafor" / "Staff Engineer, Payments Infrastructure" / <address>: what reads as
  // "Title, Name" on the last line is a job and its field when that name is no clear one and the
  // line above is: the whole line is the title.
  const field = found !== null && found.title !== null && !isClearName(found.name, local) ? jobAndFieldUnderName(lines, found, local) : null;
  if (field !== null) return field;
  // Or a sentence about the person there ("Associate, International Competitions" / "Lena joined
  // us from a practice in Basel and leads …" / <address>): what they do, no field of the record.
  const unitLine = unitLineAt(lines, local);
  const unit = unitLine >= 0 ? unitLine : bioLineAt(lines);
  if (unit < 0) return found;
  const rest = [...lines.slice(0, unit), ...lines.slice(unit + 1)];
  const again = wholeTitleLine(read(rest), rest);
  const job = lines[unit - 1] ?? '';
  return again !== null && again.title === collapse(job) && isClearName(again.name, local) && collapse(lines[unit - 2] ?? '').includes(again.name) ? again : found;
}

/** Folded words naming a field of law or medicine, as a lawyer's or a doctor's line gives it after the job ("Dret immobiliari", "Medicina general"). */
const FIELD_WORDS = new Set(
  [
    'dret', 'derecho', 'diritto', 'droit', 'direito', 'recht', 'rechts', 'law', 'prawo', 'pravo', 'právo', 'jog', 'oikeus', 'ret', 'rett', 'rätt', 'õigus',
    'medicina', 'medicine', 'médecine', 'medizin', 'geneeskunde', 'medycyna', 'medicína', 'orvostudomány', 'lääketiede', 'medisin',
  ].map(fold),
);

/**
 * A capitalised field after a job's dash that no town is: fields joined by "&" or a conjunction
 * ("Groups & Tour Operators", "Bau und Umwelt"), or one word with a branch of medicine's or
 * science's ending ("Emodinamica", "Kardiologie", "Radiology", "Pédiatrie").
 */
function isFieldPhrase(text: string): boolean {
  const ws = collapse(text).split(' ');
  if (ws.length >= 3 && ws.some((w, i) => i > 0 && i < ws.length - 1 && (w === '&' || w === '+' || FIELD_JOINTS.has(fold(w))))) return true;
  return ws.length === 1 && /\p{L}{3}(?:logia|logie|logy|iatria|iatrie|iatry|grafia|graphie|graphy|terapia|therapie|therapy|ica)$/u.test(ws[0] ?? '') && (ws[0]?.length ?? 0) >= 9;
}

/** Conjunctions joining two fields, folded. */
const FIELD_JOINTS = new Set(['and', 'und', 'et', 'e', 'y', 'i', 'en', 'og', 'och', 'ja', 'a', 'és', 'oraz'].map(fold));

/**
 * A line that is a job and then its field after a full stop or a dash ("Advocada sòcia. Dret
 * immobiliari i urbanístic", "Socio director. Abogado especialista en derecho mercantil"): the
 * whole line, as the page gives it, when what follows the job is a phrase with no digit and no
 * name that says no language, time or channel; else null.
 */
export function jobWithField(raw: string): string | null {
  const line = collapse(raw);
  const m = /^(.+?)(?:\.|(?<!\s)\s+[–—|-])\s+(?=\p{L})/u.exec(line);
  if (m === null) return null;
  const rest = line.slice(m[0].length).replace(/\.$/u, '');
  // After a full stop, a second sentence may say anything ("Abogada. Llámenos hoy mismo"): only a
  // job or a field of law or medicine is the title's.
  const stop = m[0].trimEnd().endsWith('.');
  if (stop && !isInlineTitle(rest) && !isAgentTitle(rest) && !words(rest).some((w) => FIELD_WORDS.has(w))) return null;
  if (/\d/u.test(rest) || !titleShaped(rest) || words(rest).length > 7 || personNameIn(rest) !== null || saysHowOrWhen(rest) || speaksLanguage(words(rest)) || isContactLabel(rest) || isChannelLabel(rest)) return null;
  return isTitleLine(line) ? line.replace(/\.$/u, '') : null;
}

/** A job read from the start of such a line (jobWithField) under the name: the whole line. */
function wholeTitleLine(found: Found | null, lines: readonly string[]): Found | null {
  const title = found?.title;
  if (found === null || title === null || title === undefined) return found;
  for (const raw of lines) {
    const line = collapse(raw);
    if (line.length <= title.length || !line.startsWith(title) || line.includes(found.name) || !/^(?:\.|\s[–—|-])\s/u.test(line.slice(title.length))) continue;
    const whole = jobWithField(line);
    return whole === null ? found : { ...found, title: whole };
  }
  return found;
}

/** See recordBeforeAddress: the name of the line above and the job line whole, or null. */
function jobAndFieldUnderName(lines: readonly string[], found: Found, local: string | undefined): Found | null {
  const at = lines.findIndex((l) => collapse(l) === `${found.title ?? ''}, ${found.name}`);
  if (at < 1) return null;
  const above = collapse(lines[at - 1] ?? '');
  const name = nameIn(above);
  if (name === null || name !== personNameIn(above) || !isClearName(name, local) || lines.slice(at + 1).some((l) => !segmentsOf(l).every((seg) => isNoise(seg.text)))) return null;
  const line = collapse(lines[at] ?? '');
  return titleShaped(line) && words(line).length <= 8 ? { name, title: line } : null;
}

/**
 * The index of a unit's line (a department, a section) before the address's line and the noise
 * lines above it (a room, a phone), or -1: a line of at most eight words with no digit, no job, no
 * clear name and no label, under a job line (a job-title word or an agent noun).
 */
function unitLineAt(lines: readonly string[], local: string | undefined): number {
  let i = lines.length - 1;
  while (i >= 0 && segmentsOf(lines[i] ?? '').every((seg) => isNoise(seg.text))) i--;
  // (Its floor or room after it is noise: "Sivistyspalvelut, Kunnantalo, 2. krs"; a town and its
  // postcode are longer, and make the line a postal address: "Church Lane, Little Brampton OX7 4QT".)
  const segs = segmentsOf(lines[i] ?? '');
  while (segs.length > 1 && isNoise(segs[segs.length - 1]?.text ?? '') && words(segs[segs.length - 1]?.text ?? '').length <= 2) segs.pop();
  const line = segs.map((seg) => seg.text).join(', ');
  const job = collapse(lines[i - 1] ?? '');
  if (i < 2 || line === '' || /[\d:@]/u.test(line) || words(line).length > 8 || isInlineTitle(line) || isAgentTitle(line) || isClearName(personNameIn(line) ?? '', local)) return -1;
  return (isInlineTitle(job) || isAgentTitle(job)) && !job.includes(':') ? i : -1;
}

/**
 * The index of a sentence of six words or more, ending in a full stop and holding no address,
 * right before the address's line and the noise lines above it, under a job line, or -1.
 */
function bioLineAt(lines: readonly string[]): number {
  let i = lines.length - 1;
  while (i >= 0 && segmentsOf(lines[i] ?? '').every((seg) => isNoise(seg.text))) i--;
  return i >= 2 && isBioUnderJob(lines[i] ?? '', lines[i - 1] ?? '') ? i : -1;
}

/** Whether `line` is a sentence about the person (six words or more, a full stop, no address) under `job`, a job line. */
export function isBioUnderJob(line: string, job: string): boolean {
  const text = collapse(line);
  const above = collapse(job);
  return /[.!?]$/u.test(text) && !text.includes('@') && words(text).length >= 6 && (isTitleLine(above) || isAgentTitle(above)) && !above.includes(':');
}

/**
 * A line that is a job and nothing else: a job-title word, no name, no contact label, no label's
 * colon, at most eight words. In the address's own block ("<h3>Giles Rowe</h3><p>Head of
 * Quality<br><address></p>") it lets the name be read over the element around it, as for an
 * address alone in its block; above a card's name or as the heading right before one person's
 * block it is that person's title.
 */
export function isTitleLine(line: string): boolean {
  const text = collapse(line);
  if (text === '' || nameIn(text) !== null || isContactLabel(text) || /:$/u.test(text)) return false;
  if (words(text).length <= 8 && isInlineTitle(text)) return true;
  // A job, then its field after a dash, a bar or a full stop: the whole line is the title, as the
  // page gives it ("Socio – diritto di famiglia e dei minori", "Advocaat-partner | Arbeidsrecht",
  // "Advocat. Soci fundador").
  // (The run of spaces before the dash starts after a non-space, so a long run is tried once: linear.)
  const head = text.split(/(?<!\s)\s+[–—|-]\s+|\.\s+(?=\p{L})/u)[0] ?? text;
  return head !== text && words(text).length <= 12 && words(head).length <= 5 && isInlineTitle(head);
}

/** A line "Label: value" split at its first colon: a label of 2-30 characters without digits. */
function fieldOf(line: string): { label: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const label = line.slice(0, colon).trim();
  if (label.length < 2 || label.length > 30 || /\d/.test(label)) return null;
  return { label, value: line.slice(colon + 1).trim() };
}

/**
 * The name and job of a record written as labelled fields, one per line, ending at the address's
 * line ("Name: Anna Berg" / "Position: Office Manager" / "Email: <address>"), as form-built team
 * pages and CMS person fields print them: the labels say which value is which. Null unless a name
 * label gives a person's name.
 */
function labelledFields(lines: readonly string[]): Found | null {
  let name: string | null = null;
  let title: string | null = null;
  const last = lines.length - 1;
  for (let i = last; i >= Math.max(0, last - 8); i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' && i === last) continue;
    const m = fieldOf(line);
    if (m === null) {
      // The address's own line may hold no label ("<address>" under the fields).
      if (i === last && line.trim() === '') continue;
      break;
    }
    // The labels a table's column headers use (titles.ts headerKind: "Name", "Nombre", "Position",
    // "Funktion", "Stanowisko" …) say which value is which.
    const kind = headerKind(m.label);
    const value = m.value;
    if (i === last && value !== '') return null;
    if (kind === 'name' && name === null) name = personNameIn(value);
    else if (kind === 'title' && title === null && value !== '' && titleShaped(value)) title = value;
  }
  return name === null ? null : { name, title };
}

/** "Floristin und Mutter von zwei Kindern" -> "Floristin": whose relative someone is, joined to the job, is no part of it. */
function withoutKinshipTail(title: string): string {
  const ws = title.split(' ');
  const at = ws.findIndex((w, k) => k > 0 && CONJUNCTIONS.has(fold(w)) && isKinship(ws.slice(k).join(' ')));
  return at > 0 ? ws.slice(0, at).join(' ').replace(/[,;]$/, '') : title;
}

/**
 * The year of an apprenticeship or a course written after a title ("Elev, 2. år", "Lehrling (2.
 * Lehrjahr)", "Apprentice Bookbinder (2nd year)", "apprendista (2° anno)"): a number, which the
 * line reader passes over as noise, but part of the title as written.
 */
const TRAINING_YEAR =
  '(?:\\d{1,2}\\.?\\s*(?:år|års|lehrjahr|ausbildungsjahr|jahr|leerjaar|jaar|rok|rok nauki|vuosi|aasta|ročník|évfolyam|year)|(?:1st|2nd|3rd|[4-9]th)\\s+year|\\d{1,2}\\s*(?:re|er|e|ème|º|ª|°|o|a)\\s*(?:année|año|any|anno|ano))';
const TRAINING_YEAR_RE = new RegExp(`^${TRAINING_YEAR}$`, 'iu');
/** A title ending with its year so joined ("Elev, 2. år"): no noise for all its digit. */
const WITH_TRAINING_YEAR_RE = new RegExp(`(?:, |\\()${TRAINING_YEAR}\\)?$`, 'iu');

/** Segments with a year of training joined to the title before it. */
function withTrainingYears(segs: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i] as Segment;
    // The segmenter may split the year at its ordinal's dot ("2." | "Lehrjahr").
    const one = segs[i + 1];
    const two = one !== undefined && one.sep.trim() === '' ? segs[i + 2] : undefined;
    const next = one !== undefined && TRAINING_YEAR_RE.test(one.text) ? { text: one.text, sep: one.sep, used: 1 } : two !== undefined && one !== undefined && TRAINING_YEAR_RE.test(`${one.text} ${two.text}`) ? { text: `${one.text} ${two.text}`, sep: two.sep, used: 2 } : undefined;
    if (next === undefined || !/^[,(]\s*$/.test(seg.sep) || isNoise(seg.text) || nameIn(seg.text) !== null) {
      out.push(seg);
      continue;
    }
    const bracket = seg.sep.startsWith('(');
    out.push({ text: bracket ? `${seg.text} (${next.text})` : `${seg.text}, ${next.text}`, sep: bracket ? next.sep.replace(/^\)\s*/, '') : next.sep });
    i += next.used;
  }
  return out;
}

/** A post-nominal a list holds, or a credential in their shape ("Mari Lehtonen, LKV, <title>"). */
function isAfterName(field: string): boolean {
  return isPostNominal(field) || isUnlistedCredential(field) || isDottedCredential(field) || DEGREE_CLASS_RE.test(field);
}

/** A degree's class or university in brackets after it, the segmenter's bracket taken off ("BVSc (Hons)", "MA (Oxon)"). */
const DEGREE_CLASS_RE = /^(?:Hons|Oxon|Cantab)$/u;

/**
 * A field of abbreviations only, each of one to five letters with its period ("inf. B. Sc." of a
 * Québec nurse, "dipl. Ing."): credentials written after a name, not a title; not a channel label ("Tel.").
 */
function isDottedCredential(field: string): boolean {
  const tokens = collapse(field).split(' ');
  return tokens.length > 0 && tokens.every((t) => /^\p{L}{1,5}\.$/u.test(t)) && !isChannelLabel(field);
}

/** A word alone before an address, after a comma, that leads to it ("en", "at", "unter", "på"), folded. */
const LEADS_TO_ADDRESS = new Set(['en', 'at', 'a', 'an', 'unter', 'under', 'pa', 'em', 'pod', 'na', 'op', 'bij', 'via', 'to', 'till', 'til', 'chez', 'per', 'sur', 'auf', 'osoitteessa', 'aadressil']);

function readRecord(segs: readonly Segment[], tied: boolean, local: string | undefined): Found | null {
  let k = segs.length - 1;
  // "…, encargada de administración y finanzas, en <address>": the word that leads to the address
  // after the last comma ("en", "at", "unter") is no part of the title before it.
  if (k > 0 && LEADS_TO_ADDRESS.has(fold(segs[k]?.text ?? '')) && (segs[k - 1]?.sep ?? '') === ',') k--;
  // (And a note in brackets saying when to call, "tlf. … (hverdage kl. 7–8)", read past as the phone is.)
  // Or such a note as a line of its own under the name ("riceve su appuntamento", "Termine nach Vereinbarung").
  const whenNote = (j: number): boolean =>
    j > 0 && ((segs[j - 1]?.sep.endsWith('(') ?? false) || (endsLine(segs[j - 1]) && (segs[j]?.sep.includes('\n') ?? false) && words(segs[j]?.text ?? '').length <= 6)) && saysHowOrWhen(segs[j]?.text ?? '');
  // What the address is for, as a label of a phrase with a number in it, joined by commas to the
  // words before it on its line ("firemní akce, svatby a oslavy nad 20 osob: <address>"): no
  // title, nor are the words before it; the line above says whose address it is.
  const subject = segs[k];
  if (subject !== undefined && isLabel(subject) && /\d/u.test(subject.text) && /^\p{Ll}/u.test(subject.text) && words(subject.text).length >= 3 && segs[k - 1]?.sep === ',' && !isPhoneLike(subject.text)) {
    k--;
    while (k > 0 && segs[k - 1]?.sep === ',') k--;
    if (!(segs[k - 1]?.sep.includes('\n') ?? false)) return null;
    k--;
  }
  // (And a note in brackets after a street or a phone, where on the premises: "Slottsskogsgatan 61 (gårdsplan)".)
  const fieldNote = (j: number): boolean =>
    j > 0 && (segs[j - 1]?.sep.endsWith('(') ?? false) && (segs[j]?.sep.startsWith(')') ?? false) && isNoise(segs[j - 1]?.text ?? '') && words(segs[j]?.text ?? '').length <= 4 && !isInlineTitle(segs[j]?.text ?? '');
  // (And the first day of a range of days before the hours: "tisdag–torsdag 8–12", "Mon – Thu 9-1".)
  const dayRange = (j: number): boolean => /^\s*[–—-]/u.test(segs[j]?.sep ?? '') && isNoise(segs[j + 1]?.text ?? '') && words(segs[j]?.text ?? '').length <= 2 && saysHowOrWhen(segs[j]?.text ?? '');
  while (k >= 0 && (isNoise(segs[k]?.text ?? '') || whenNote(k) || fieldNote(k) || dayRange(k))) {
    // The postcode and town of a postal address: the place written before it without a number
    // ("Herdade do Freixo, 7050-320 Montemor-o-Novo", "Gut Eichhof, 84036 Landshut") is its street
    // line, unless a job word says it is a title.
    const place = segs[k - 1]?.text ?? '';
    if (POSTCODE_TOWN_RE.test(segs[k]?.text ?? '') && /^\p{Lu}/u.test(place) && !isNoise(place) && !isInlineTitle(place) && !isDepartmentWord(fold(place)) && !isClearName(nameIn(place) ?? '', local) && words(place).length <= 5) k--;
    k--;
    // The town of a postal address written without its postcode, between the street and the
    // phone ("Av. do Contorno, 6.594, sala 1.102, Belo Horizonte/MG, tel. …", "Ruta Provincial 89
    // km 12, Gualtallary · <phone>"): where, not a title.
    if (k > 0 && isTownBetween(segs[k]?.text ?? '', segs[k - 1]?.text ?? '', local)) k--;
    // The lines of a postal address before a postcode written after the town, as Britain, Ireland,
    // Canada and the United States write it ("Carrickfin Pier, Annagry, Co. Donegal F94 X2K7",
    // "Town Hall, Market Place, Haddon HG4 1AB"): where, not a title, up to the job or the name.
    if (TRAILING_POSTCODE_RE.test(segs[k + 1]?.text ?? '')) {
      for (let n = 0; n < 4 && k > 0 && isPlaceField(segs[k] as Segment, local); n++) k--;
    }
  }
  // The firm a person works at, after the name ("Arto Rinne, Isännöintipalvelu Rinne Oy", <address>): where, not a title.
  if (k > 0 && namesFirm(segs[k]?.text ?? '') && segs[k - 1]?.sep === ',') k--;
  // Post-nominals written after the name as their own segment ("Rachel Kim, DDS, <address>").
  while (k > 0 && (isPostNominal(segs[k]?.text ?? '') || isDottedCredential(segs[k]?.text ?? '') || DEGREE_CLASS_RE.test(segs[k]?.text ?? ''))) k--;
  // A note in brackets after the name that is no job ("Kurator Nils Hedlund (tis och tors)",
  // "Anna Weber (Teilzeit)"): when or how much she works, read past as the phone is.
  if (k > 0 && segs[k - 1]?.sep.endsWith('(') && segs[k]?.sep.startsWith(')') && isBracketNote(segs[k]?.text ?? '', segs[k - 1]?.text ?? '', local)) k--;
  const seg = segs[k];
  if (seg === undefined) return null;

  const agentFirst = agentThenName(seg.text, local);
  const name = agentFirst === null ? nameIn(seg.text) : null;
  if (name === null) {
    const both = agentFirst ?? titleThenName(seg.text, local);
    // "Geschäftsführer: Bäckermeister Stefan Kornhuber": a label that is a title says the post;
    // the trade written before the name is the person's qualification, as an honorific is.
    const label = segs[k - 1];
    // A label of more words says a responsibility ("Ansvarlig for CT: radiograf Nikolaj Holm"):
    // the job written with the name is the title then.
    // (A job written with an honorific before it is a qualification whatever the label's length:
    // "Coordenadora de Sustentabilidade: Eng.ª agrônoma Paula Rezende".)
    const qualified = both?.title !== null && both?.title !== undefined && isHonorific(both.title.split(' ')[0] ?? '');
    if (both !== null && isLabel(label) && (words(label?.text ?? '').length === 1 || qualified) && isInlineTitle(label?.text ?? '') && !isContactLabel(label?.text ?? '')) return { name: both.name, title: label?.text ?? both.title };
    if (both !== null && (endsLine(segs[k - 1]) || isLabel(segs[k - 1]))) return both;
    const reversed = familyFirstAt(segs, k);
    if (reversed !== null && (endsLine(segs[reversed.start - 1]) || isLabel(segs[reversed.start - 1]))) {
      const label = segs[reversed.start - 1];
      return { name: reversed.name, title: isLabel(label) && isInlineTitle(label?.text ?? '') && !isContactLabel(label?.text ?? '') ? (label?.text ?? null) : null };
    }
  }
  if (name !== null) {
    // Name last: "Title: Name", "Label: Name", "Title, Name", or the name alone.
    const before = segs[k - 1];
    if (isLabel(before)) {
      const label = before?.text ?? '';
      // A title with a note in parentheses as the label ("Myyntipäällikkö (Suomi): Mikko
      // Rantanen", "Head of Sales (EMEA): …"): the title and its note.
      const opener = segs[k - 2];
      // (Age groups are a note too, digits and all: "Forwards Coach (U16 & U18): Cian Hayes".)
      const ageGroups = label.split(/[\s&,/]+/u).every((w) => /^U\d{1,2}$/u.test(w));
      if (before?.sep.startsWith(')') && opener !== undefined && opener.sep === '(' && isInlineTitle(opener.text) && !isContactLabel(opener.text) && nameIn(opener.text) === null && (!isNoise(label) || ageGroups) && (endsLine(segs[k - 3]) || isLabel(segs[k - 3]))) {
        return { name, title: withNote(opener.text, label) };
      }
      if (isInlineTitle(label) && !isContactLabel(label)) return { name, title: label };
      // A job with its area or note in the label, after a comma, a dash or in brackets ("Reserves
      // Ranger, Northern Coast: Kirsten Dobbie", "Principal Advisor – Cemeteries & Crematorium:
      // …", "Arborist (Council Trees): …"): the whole label, where its first part starts the line.
      const noted = isClearName(name, local) ? labelWithNote(segs, k - 1) : null;
      if (noted !== null) return { name, title: noted };
      // A job no list holds, as the label that starts the line, before a name clearly one: an
      // agent noun, or a phrase of two words or more naming a duty ("Regnskap og fakturaer:
      // Berit Hauge – <address>"). One word without a job word or ending may be anything ("Auteur",
      // "Revista", "Caja": a byline, a magazine, a till).
      // Or one word naming a department ("Buchhaltung: Petra Schneider, <address>").
      const owns = endsLine(segs[k - 2]) && isClearName(name, local);
      const department = words(label).length === 1 && /^\p{Lu}/u.test(label) && isDepartmentWord(fold(label));
      return { name, title: owns && (isAgentLabel(label) || isDutyLabel(label) || department) ? label : null };
    }
    // Two jobs joined by a slash on the line above the name ("Stv. Schulleiter /
    // ICT-Verantwortlicher<br><b>Marco Tanner</b>"): the whole line is the title.
    if (before !== undefined && before.sep.includes('\n')) {
      let j = k - 1;
      while (j > 0 && (segs[j - 1]?.sep.trim() ?? '') === '/') j--;
      const parts = segs.slice(j, k);
      if (j < k - 1 && (j === 0 || endsLine(segs[j - 1]) || isLabel(segs[j - 1])) && parts.every((p) => isInlineTitle(p.text) && nameIn(p.text) === null) && words(parts.map((p) => p.text).join(' ')).length <= 8) {
        return { name, title: parts.map((p) => p.text).join(' / ') };
      }
      // Or by a comma, each a job by a job-title word or an agent noun, above a clear name
      // ("Mérlegképes könyvelő, adótanácsadó" / "Simon Péter" / <address>).
      let c = k - 1;
      while (c > 0 && segs[c - 1]?.sep === ',') c--;
      const jobs = segs.slice(c, k);
      if (c < k - 1 && c >= k - 3 && endsLine(segs[c - 1]) && isClearName(name, local) && jobs.every((p) => (isInlineTitle(p.text) || isAgentTitle(p.text)) && nameIn(p.text) === null && !isNoise(p.text)) && jobs.some((p) => isInlineTitle(p.text))) {
        return { name, title: jobs.map((p) => p.text).join(', ') };
      }
      // A job and its field after a dash on the line above a clear name ("Trenér mládeže –
      // volejbal" / "Ondřej Vacek" / <address>): the whole line, as for the same line under it.
      let start = k - 1;
      while (start > 0 && !(segs[start - 1]?.sep.includes('\n') ?? true)) start--;
      const above = segs.slice(start, k);
      if (above.length >= 2 && above.slice(0, -1).every((p) => /^[–—|]$/u.test(p.sep.trim())) && isClearName(name, local)) {
        const field = jobWithField(above.map((p, i) => (i < above.length - 1 ? `${p.text} ${p.sep.trim()} ` : p.text)).join(''));
        if (field !== null) return { name, title: field };
      }
    }
    // A title is a phrase, not a sentence ("Send your résumé to our firm administrator, Joanne
    // Pike"): a longer segment is left to the prose reader, which takes the role phrase from it.
    if (before !== undefined && isInlineTitle(before.text) && words(withoutLeadingClause(before.text) ?? '').length <= 6 && (endsLine(segs[k - 2]) || isLabel(segs[k - 2]))) {
      // "Contact our office manager, Dana Whitfield": the title is what follows the possessive.
      const title = withoutLeadingClause(afterPossessive(before.text));
      return { name, title: title !== null && isInlineTitle(title) && !isKinship(title) && !isSpousePhrase(before.text) ? title : null };
    }
    // A job no list holds, by its agent noun, on its own line above a clear name ("Školská
    // psychologička" / "Mgr. Katarína Vargová, PhD." / <address>): a line of its own says what the
    // person is, as the same job under the name does.
    if (before !== undefined && before.sep.includes('\n') && endsLine(segs[k - 2]) && isAgentTitle(before.text) && !isKinship(before.text) && isClearName(name, local)) return { name, title: before.text };
    if (tied || (isClearName(name, local) && endsLine(before))) return { name, title: null };
    // Capitalised words that are not clearly a name may be a title after one ("Jan Köhler,
    // Disposition Ersatzteile"): read on as a title.
    if (isClearName(name, local)) return null;
  }

  // Title last: "Name, Title", "Name (Title):", "Label: Name, Title".
  // A title with a note in parentheses ("Geschäftsführerin (CEO)", "Office Manager (Teilzeit)") is one title.
  const opener = segs[k - 1];
  if (seg.sep.startsWith(')') && opener !== undefined && opener.sep === '(' && isInlineTitle(opener.text) && nameIn(opener.text) === null) {
    const owner = segs[k - 2];
    const name4 = owner === undefined ? null : nameIn(owner.text);
    // (After a label that is a job, a degree with its school's note is what the person studied: "Puukauppavastaava: Tiina Korhonen, metsätalousinsinööri (AMK)".)
    const label = segs[k - 3];
    if (name4 !== null && isLabel(label) && /^(?:AMK|YAMK|FH|HF|HTL|ETH|TU)$/u.test(seg.text) && (isInlineTitle(label?.text ?? '') || isAgentTitle(label?.text ?? '')) && !isContactLabel(label?.text ?? '') && endsLine(segs[k - 4])) return { name: name4, title: label?.text ?? null };
    if (name4 !== null) return { name: name4, title: withNote(opener.text, seg.text) };
  }
  const title = seg.text;
  if (!titleShaped(title) || isContactLabel(title) || leadsToAddress(title)) return null;
  // A label right before the address that is not a title is the address's own ("Presse: <address>").
  // A job no list holds by its agent noun is still a title there ("Ruben Meijer,
  // backend-ontwikkelaar: <address>"), when a name clearly one precedes it (below).
  if (isLabel(seg) && !isInlineTitle(title) && !isAgentTitle(title)) return null;
  // "responsible for you" says nothing of a job (prose.ts checks what follows "responsible for"
  // the same way in running text): the clear name starting the line, without a title.
  if (responsibleForNothing(title)) {
    const owner = nameIn(segs[k - 1]?.text ?? '');
    return owner !== null && isClearName(owner, local) && endsLine(segs[k - 2]) ? { name: owner, title: null } : null;
  }
  let n = k - 1;
  // Post-nominals, and a phone or street between the name and the title ("Anna Weber, Tel. …, Vertriebsleiterin").
  // (A label is no post-nominal: "UTIC: <phone>" on the line above is another desk's.)
  while (n > 0 && ((isAfterName(segs[n]?.text ?? '') && !isLabel(segs[n])) || isNoise(segs[n]?.text ?? ''))) n--;
  const nameSeg = segs[n];
  if (nameSeg === undefined || n === k) return null;
  const reversed = nameIn(nameSeg.text) === null ? familyFirstAt(segs, n) : null;
  if (reversed !== null && isInlineTitle(title) && (endsLine(segs[reversed.start - 1]) || isLabel(segs[reversed.start - 1]))) return { name: reversed.name, title };
  const name2 = nameIn(nameSeg.text);
  // "Tischlermeister Bernd Vogelsang – Inhaber": a trade written before the name is the person's
  // qualification, as an honorific is; the job after the name is the post.
  const qualified = name2 === null && isInlineTitle(title) && !isKinship(title) ? (agentThenName(nameSeg.text, local) ?? titleThenName(nameSeg.text, local)) : null;
  if (qualified !== null && (endsLine(segs[n - 1]) || isLabel(segs[n - 1]))) return { name: qualified.name, title };
  // "Hoofdpiloot: Thijs van Dam – vluchtaanvragen en vergunningen <address>", "Vessel Manager:
  // Brian McAllister, CEng MIMarEST – <address>": a label starting the line that is a job is the
  // post; what follows the name with no job word (the duties, credentials no list holds) is not.
  const labelled = segs[n - 1];
  const noJob = /^\p{Ll}/u.test(title) || title.split(/\s+/u).every((w) => isPostNominal(w) || isUnlistedCredential(w));
  if (name2 !== null && labelled !== undefined && isLabel(labelled) && endsLine(segs[n - 2]) && isInlineTitle(labelled.text) && !isContactLabel(labelled.text) && noJob && !isInlineTitle(title) && !isAgentTitle(title)) return { name: name2, title: labelled.text };
  if (name2 === null) {
    // A title with a comma in it ("Samuel Whitaker | Principal, Consumer | <address>").
    // Or two joined by " / " ("Klaus Meier, Steuerberater / Wirtschaftsprüfer").
    // Or a job no list holds by its agent noun, when dashes delimit the title's field on both
    // sides and post-nominals may follow the name ("Inès Faure, PhD – acousticienne, mesures et
    // réglage des caisses – <address>"): the dashes, not the comma, separate the line's fields.
    const head = segs[k - 1];
    let o = k - 2;
    while (o > 0 && isAfterName(segs[o]?.text ?? '')) o--;
    const owner = segs[o];
    const dashed = /^[–—|]\s*$/u.test(segs[k - 2]?.sep ?? '') && /^[–—|]\s*$/u.test(seg.sep);
    // A job and its field after a dash or a bar, on its own line under the name ("Avv. Francesca
    // Colombo" / "Socio – diritto di famiglia e dei minori" / <address>), or two jobs written as
    // sentences ("Abogado. Socio director"): the whole line, as written.
    const field = head?.sep.trim() ?? '';
    const sentences = head?.sep === ' ' && head.text.endsWith('.') && isInlineTitle(title);
    const job = head?.text.replace(/\.$/u, '') ?? '';
    if (head !== undefined && owner !== undefined && (segs[k - 2]?.sep.includes('\n') ?? false) && (/^[–—|-]$/u.test(field) || sentences) && (isInlineTitle(job) || (sentences && isAgentTitle(job))) && nameIn(job) === null && words(title).length <= 6) {
      const name5 = nameIn(owner.text);
      if (name5 !== null && (endsLine(segs[o - 1]) || isLabel(segs[o - 1]))) return { name: name5, title: sentences ? `${head.text} ${title}` : `${head.text} ${field} ${title}` };
    }
    // "Dr Thomas Delvaux, vétérinaire – chirurgie et orthopédie – <address>": a job and its field
    // after a dash, on the name's line after its comma: the whole, as written.
    if (head !== undefined && owner !== undefined && /^[–—]$/u.test(head.sep.trim()) && segs[k - 2]?.sep === ',' && (o === k - 2) && (endsLine(segs[o - 1]) || isLabel(segs[o - 1])) && isInlineTitle(head.text) && nameIn(head.text) === null) {
      const name6 = nameIn(owner.text);
      // (A field is a phrase with a common noun in lower case: "Stuttgart" after the dash is where.)
      // Capitalised, a field says so by a list's joint ("Groups & Tour Operators") or a branch of
      // medicine's ending ("Emodinamica", "Kardiologie"); a lone capitalised word may be a town.
      const fieldOk = titleShaped(title) && !/\d/u.test(title) && nameIn(title) === null && words(title).length <= 6 && !saysHowOrWhen(title) && (title.split(' ').some((w) => /^\p{Ll}{3,}/u.test(w)) || isFieldPhrase(title));
      if (name6 !== null && fieldOk) return { name: name6, title: `${head.text} ${head.sep.trim()} ${title}` };
    }
    // (Or two fields joined by a middle dot or a bullet on the title's line: "Odontóloga ·
    // Especialista en Ortodoncia".)
    const dotted = (head?.sep === '·' || head?.sep === '•') && (segs[k - 2]?.sep.includes('\n') ?? false) && seg.sep.includes('\n');
    if (head === undefined || owner === undefined || (head.sep !== ',' && head.sep !== '/' && !dotted)) return null;
    // Or two jobs as a line of their own under a clear name, one of them a job by a job-title word
    // or an agent noun, the other a short phrase shaped like one ("Ville Honkanen" /
    // "sähköurakoitsija, yrittäjä" / <phone> / <address>).
    const isJob = (t: string) => isInlineTitle(t) || isAgentTitle(t);
    const shortPhrase = (t: string) => titleShaped(t) && words(t).length <= 3 && nameIn(t) === null && !isNoise(t);
    const ownLine = head.sep === ',' && (segs[k - 2]?.sep.includes('\n') ?? false) && seg.sep.includes('\n') && shortPhrase(head.text) && shortPhrase(title) && (isJob(head.text) || isJob(title)) && !isKinship(title) && !saysHowOrWhen(title);
    // (The name with a trade written before it, the person's qualification: "Arkkitehti Sanna
    // Saari, SAFA" / "osakas, suunnittelujohtaja" / <address>.)
    const name3 = nameIn(owner.text) ?? (endsLine(segs[o - 1]) ? ((agentThenName(owner.text, local) ?? titleThenName(owner.text, local))?.name ?? null) : null);
    if (dotted && !(isJob(head.text) && titleShaped(title) && nameIn(title) === null && !isNoise(title) && isClearName(name3 ?? '', local))) return null;
    if (!dotted && !isInlineTitle(head.text) && !(dashed && head.sep === ',' && isAgentTitle(head.text)) && !(ownLine && isClearName(name3 ?? '', local))) return null;
    return name3 === null ? null : { name: name3, title: `${head.text}${head.sep === '/' ? ' /' : dotted ? ` ${head.sep}` : ','} ${title}` };
  }
  if (isInlineTitle(title) && !isKinship(title)) return { name: name2, title: isSpousePhrase(title) ? null : withoutLeadingPossessive(title) };
  // A job no list holds by its agent noun, after a name that follows the line's label ("Adatvédelmi
  // tisztviselő: dr. Papp Krisztina, jogász, <street>, <address>"): the person's own job, as in
  // "Label: Name, Title" with a job-title word.
  if (isLabel(segs[n - 1]) && isAgentTitle(title) && words(title).length <= 3) return { name: name2, title };
  // Without a job-title word, the title must sit right after a name that is clearly one, which
  // itself starts a line, follows a label, or is tied by the structure.
  const strong = tied || isClearName(name2, local);
  const placed = endsLine(segs[n - 1]) || isLabel(segs[n - 1]);
  if (!strong || !placed || words(title).length > 6) return null;
  // A job no list holds, by its agent noun, on its own line under the name ("<strong>Dott. Davide
  // Esposito</strong><br><em>Ortodonzista</em><br>E-mail: …"): a line of its own says what the
  // person is; a town after a comma on the name's line stays no title (below).
  if (nameSeg.sep.includes('\n') && n === k - 1 && isAgentTitle(title) && words(title).length <= 3 && !saysHowOrWhen(title) && !isKinship(title)) return { name: name2, title };
  // "Jana Roth, gerne per Telefon, <address>": how or when to reach her, not her job; "Jan
  // Kalina, his son, <address>": whose relative he is.
  if (saysHowOrWhen(title) || isKinship(title)) return { name: name2, title: null };
  // "Jana Roth, our wheelwright, <address>": the job is what follows the possessive.
  const own = afterPossessive(title);
  if (own === null) return { name: name2, title: null };
  // "Jana Roth, our Berlin office, …", "…, our favourite, …": where, or what she is to them.
  // "riceve su appuntamento" (she sees people by appointment): a possessive after a verb of the
  // phrase opens no job; only one that starts it, after an article at most, does ("our wheelwright").
  const tokens = collapse(title).split(' ');
  const opening = tokens.slice(0, tokens.map((t) => POSSESSIVES.has(fold(t))).lastIndexOf(true));
  if (own !== title && opening.some((w) => !ROMANCE_ARTICLES.has(fold(w)))) return { name: name2, title: null };
  if (own !== title) return { name: name2, title: (isNoRole(own) && !isInlineTitle(own)) || isKinship(own) ? null : own };
  // One capitalised word with no job-title word and no agent noun (both read above), and not a
  // department or desk the name lists know (Verwaltung, Kundendienst), is as likely a proper noun,
  // where the person sits, as what they do ("Kert és park: Nagy Péter, Kecskemét, <address>",
  // "Vertrieb: Anna Weber, Stuttgart, …"): a wrong title is worse than none, so the name stands
  // alone. A phrase ("Disposition Ersatzteile", "Atención a clientes corporativos") says a duty.
  // (A German compound naming a duty by its ending is no place: "Kanzleimanagement", "Lohnbuchhaltung".)
  if (!tied && words(title).length === 1 && /^\p{Lu}/u.test(title) && !isNotNameWord(fold(title)) && !DUTY_COMPOUND_RE.test(title)) return { name: name2, title: null };
  return { name: name2, title };
}

/** Endings of German compounds that name a duty or a desk ("Kanzleimanagement", "Lohnbuchhaltung", "Objektbetreuung"). */
const DUTY_COMPOUND_RE = /\p{Ll}{3}(?:management|verwaltung|buchhaltung|betreuung|beratung|organisation|assistenz|sekretariat|disposition|koordination|planung|entwicklung|marketing|vertrieb)$/u;

/**
 * A label of two to six words that names a duty, starting a "Label: Name, <address>" line
 * ("Regnskap og fakturaer", "Bestellungen und Lieferungen"): capitalised, title-shaped, no digit,
 * not a contact, channel or how-or-when label, nor a greeting or a question.
 */
function isDutyLabel(label: string): boolean {
  const ws = words(label);
  const raw = collapse(label).split(/[^\p{L}\p{M}-]+/u).filter((w) => w !== '');
  // A common noun in lower case says the duty ("og fakturaer"); labels of capitalised words only
  // are as often regions, places or headings ("North West England", "Bayern und Österreich").
  // Or a department the lists know opens it ("Dirección General", "Dirección de Producción", "Vertrieb Nord").
  const duty = raw.some((w, i) => i > 0 && w === w.toLowerCase() && w.length >= 4 && !isFunctionWord(fold(w))) || isDepartmentWord(ws[0] ?? '');
  return (
    duty && ws.length >= 2 && ws.length <= 6 && /^\p{Lu}/u.test(collapse(label)) && !/[\d?!]/u.test(label) && titleShaped(label) &&
    !isContactLabel(label) && !isChannelLabel(label) && !saysHowOrWhen(label) && !leadsToAddress(label) && !BY_WORDS.has(ws[ws.length - 1] ?? '') &&
    !ws.some((w) => NOT_DUTY_WORDS.has(w) || LANGUAGE_WORDS.has(w))
  );
}

/**
 * Folded words of labels that are no duty: credits and imprint lines ("Photos and text",
 * "Verantwortlich für den Inhalt"), headings ("Meet the team", "In loving memory"); languages are
 * LANGUAGE_WORDS.
 */
const NOT_DUTY_WORDS = new Set(
  [
    'photo', 'photos', 'foto', 'fotos', 'text', 'texte', 'texts', 'textes', 'texto', 'textos', 'testo', 'testi', 'tekst', 'design', 'webdesign',
    'gestaltung', 'konzept', 'inhalt', 'inhalte', 'illustration', 'illustrations', 'images', 'bilder', 'layout', 'credits', 'realisation',
    'team', 'teams', 'equipe', 'equipo', 'squadra', 'welcome', 'willkommen', 'bienvenue', 'bienvenido', 'benvenuto', 'welkom', 'velkommen',
    'valkommen', 'memory', 'memoriam', 'gedenken', 'month', 'monat', 'winner', 'gewinner',
  ].map(fold),
);

/** Folded words a byline or a credit ends with ("Written by:", "Texte par :", "Fotos von:"): the label is no duty. */
const BY_WORDS = new Set(['by', 'von', 'par', 'por', 'da', 'door', 'av', 'af', 'przez', 'de', 'fra', 'from']);

/** How a separator between a job and its note is written back ("," -> ", "). */
const NOTE_SEPARATORS: Record<string, string> = { ',': ', ', '–': ' – ', '—': ' — ', '(': ' (' };

/**
 * The label ending at `end` read whole as a job and its note: two or three segments from the
 * start of the line, the first a job (a title word or an agent noun), joined by a comma, a dash or
 * an opening bracket, with no name, digit or contact word in any.
 */
function labelWithNote(segs: readonly Segment[], end: number): string | null {
  for (let start = end - 1; start >= Math.max(0, end - 2); start--) {
    if (!endsLine(segs[start - 1])) continue;
    const parts = segs.slice(start, end + 1);
    const head = parts[0] as Segment;
    if (!(isInlineTitle(head.text) || isAgentTitle(head.text)) || isContactLabel(head.text)) return null;
    // A note may look like a name ("Northern Coast"); one starting with a given name is one.
    if (parts.some((p) => p.text === '' || /\d/.test(p.text) || isClearName(p.text) || isNoise(p.text) || isContactLabel(p.text))) return null;
    if (parts.slice(0, -1).some((p) => !(p.sep in NOTE_SEPARATORS))) return null;
    const closes = (parts[parts.length - 1] as Segment).sep.startsWith(')');
    const text = parts.map((p, i) => (i === parts.length - 1 ? p.text + (closes ? ')' : '') : p.text + (NOTE_SEPARATORS[p.sep] as string))).join('');
    return words(text).length <= 10 ? text : null;
  }
  return null;
}

/**
 * A title with the note written in parentheses after it: one title ("Geschäftsführerin (CEO)",
 * "Myyntipäällikkö (Suomi)", "vétérinaire NAC (lapins, rongeurs, oiseaux et reptiles)": a list
 * of the fields the job covers), unless the note describes the duties in a phrase of its own
 * ("bogholder (fakturaer og betalinger)", "tècnic de camp (visites a explotacions)": three words
 * or more, or two in lower case, without a number or a comma), which is no part of the job's
 * name, or names the languages the person speaks ("Dentist (English, German)").
 */
function withNote(title: string, note: string): string {
  const ws = words(note);
  if (ws.length > 0 && ws.every((w) => LANGUAGE_WORDS.has(w) || isFunctionWord(w))) return title;
  const describes = !/\d/.test(note) && !note.includes(',') && (ws.length >= 3 || (ws.length === 2 && note === note.toLowerCase()));
  return describes ? title : `${title} (${note})`;
}

/** A whole block reading "Title: Name" or "Title: Name, Name" ("Geschäftsführer: Dipl.-Ing. Markus Kessler"). */
export function titleColonNames(text: string): { title: string; names: string[] } | null {
  const m = /^((?:[^:]|:(?=in(?:nen)?(?!\p{L}))){2,60}):\s*(.+)$/u.exec(text);
  if (m === null) return null;
  const title = collapse(m[1] ?? '');
  if (!isInlineTitle(title) || isContactLabel(title)) return null;
  const parts = collapse(m[2] ?? '').split(/(?<!\s)\s*(?:[,;&]|\s(?:and|und|et|y|e|i|en|og|och|oraz)\s)\s*/);
  const names: string[] = [];
  for (const part of parts) {
    if (isPostNominal(part) && names.length > 0) continue;
    const name = personNameIn(part);
    if (name === null) return null;
    names.push(name);
  }
  return names.length === 0 ? null : { title, names };
}

/**
 * Whether the address's own line, up to the address, says nothing but how to reach someone ("",
 * "E-Mail:", a phone number): an address introduced by a label of its own is the label's.
 */
export function onlyNoiseBefore(line: string): boolean {
  return line.length <= 300 && segmentsOf(line).every((s) => isNoise(s.text));
}
