/**
 * Prose: a name (and title) in running text, within one sentence of the address.
 *
 *   "For press, write to our spokesperson Anna Weber at <address>."  -> Anna Weber, spokesperson
 *   "… beantwortet Ihnen gerne unsere Personalreferentin Lena Hoffmann unter <address>."
 *   "Pour les stages, notre chargée des ressources humaines, Lucie Garnier, vous répondra : <address>."
 *   "Our new-patient coordinator is Ashley Nguyen. She will call you …, or email her at <address>."
 *
 * Only the address's own line is read (a line break or another block is a wall), and in it the
 * address's sentence up to the address. The sentence must mention exactly one person, and that
 * mention must be a full name: two names, or a name beside another person ("Dr. Kim", "Tom"),
 * make the sentence nobody's. Without any person in the address's sentence, the sentence before
 * it counts when it mentions exactly one person by full name and the address's sentence refers
 * back to someone ("her", "ihr", "lui", "ella", "hem", "henne", "jej" ...) or has a role phrase as
 * the subject of its clause ("The coordinator will answer at <address>").
 *
 * The title is the role phrase written with the name: after a possessive or an article ("our",
 * "unsere", "notre", "nuestra", "onze", "vår", "nasza", "the" ...) and before the name, with an
 * optional "is"/"ist"/"est" ("Our coordinator is Ashley Nguyen"), or in apposition after it
 * ("Anna Weber, our spokesperson, …"), or a single job-title word right before the name
 * ("spokesperson Anna Weber"), or else a role phrase that is the subject of the address's clause
 * after the name ("…la Núria Ferrer; per a dubtes, la coordinadora del campus us respondrà a
 * <address>"); it must hold a job-title word. A name without such a phrase is
 * taken only when its first word is a given name of the name lists.
 *
 * Running text ties loosely, so one more check: the address's local part must be one that could
 * be built from the name (names.ts localPartFits); "buero.leipzig@" beside "Anna Weber" is not
 * hers.
 */
import { isHonorific, isPostNominal } from './honorifics.js';
import { hungarianAccusativeGiven, isMasculineMarker, nominativeName, nominativeTitleWord } from './declension.js';
import { CAPITAL_PERSONAL_ARTICLES, continuesName, isClearName, JOINING_PARTICLES, isDeclinedNameToken, isNameToken, isNotNameWord, localPartFits, localPartNames, localPartSpells, looksLikePersonName, namedAfterJob, ownsAddress, pageWritesFamilyFirst, PARTICLES, spelledFromName, withoutDon } from './names.js';
import { isRoleAddress } from '../../../mail/role-address.js';
import { isGivenName } from '../../../identity/given-names.js';
import type { Found } from './found.js';
import { collapse, fold } from './text.js';
import { GENERIC_FIRM_WORDS, isAddressPreposition, isAgentTitle, isChannelLabel, isContactLabel, isFunctionWord, isInlineTitle, isNotJobAgent, isTitleWord, LANGUAGE_WORDS, leadsToAddress, saysHowOrWhen, TITLE_ADJECTIVE_RE, titleShaped } from './titles.js';

interface Token {
  /** The word without the punctuation around it ("Nguyen" of "Nguyen."). */
  core: string;
  /** As written. */
  raw: string;
  /** Punctuation after the word ends a phrase: , ; : ) and sentence ends. */
  breakAfter: boolean;
  /** Punctuation before the word starts a phrase: ( and quotes. */
  breakBefore: boolean;
  sentenceEnd: boolean;
}

/** Abbreviations (folded, without the dot) after which a period does not end the sentence. */
const ABBREVIATIONS = new Set([
  'bzw', 'usw', 'inkl', 'evtl', 'ggf', 'vgl', 'tel', 'str', 'nr', 'ca', 'approx', 'dept', 'abt', 'no', 'st', 'av',
  'avda', 'pl', 'ul', 'tlf', 'mob', 'ref', 'art', 'abs', 'sog', 'geb', 'jr', 'sr', 'vs', 'etc', 'inc', 'ltd', 'co',
  // pl "ds." (do spraw: "specjalistka ds. sprzedaży"), cs "tj."/"resp."
  'ds', 'tj', 'resp',
]);

const OPENING = /^[(\[«„“"‘'¡¿]+/u;
// `(?<!…)`: the run starts where it starts (a run retried from each of its positions was quadratic).
const CLOSING = /(?<![)\]»“”"’',;:.!?…])[)\]»“”"’',;:.!?…]+$/u;

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const raws = text.split(/\s+/);
  raws.forEach((raw, k) => {
    if (raw === '') return;
    const open = OPENING.exec(raw)?.[0] ?? '';
    // The Catalan, French and Italian article elided before a name ("l’Arnau Vila", "l'Anna", "L'Anna" opening a sentence) is not the name's.
    const rest = raw.slice(open.length).replace(/^[lL]['’](?=\p{Lu})/u, '');
    let close = CLOSING.exec(rest)?.[0] ?? '';
    let core = rest.slice(0, rest.length - close.length);
    // An initial or an abbreviation keeps its period ("F.", "Dr.", "bzw.").
    if (close.startsWith('.') && core !== '' && (/^\p{Lu}$/u.test(core) || isHonorific(`${core}.`) || ABBREVIATIONS.has(fold(core)) || core.includes('.'))) {
      core = `${core}.`;
      close = close.slice(1);
    }
    // An ordinal as Central European languages and German write it, before a lower-case word ("pro
    // 1. stupeň", "die 2. Klasse" aside, "zástupkyně … pro 2. stupeň"): no sentence ends there.
    if (close === '.' && /^\d{1,2}$/u.test(core) && /^\p{Ll}/u.test(raws[k + 1] ?? '')) {
      core = `${core}.`;
      close = '';
    }
    const sentenceEnd = /[.!?…]/.test(close);
    const breakAfter = sentenceEnd || /[,;:)\]»”"]/u.test(close) || core === '' || /^[–—-]+$/.test(core);
    out.push({ core, raw, breakAfter, breakBefore: open !== '' || /^[–—-]+$/.test(core), sentenceEnd });
  });
  return out;
}

/** The sentences of a token list (a sentence ends after a token with ., ! or ?). */
function sentences(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const t of tokens) {
    out[out.length - 1]?.push(t);
    if (t.sentenceEnd) out.push([]);
  }
  return out;
}

interface Mention {
  /** Where the mention starts, its honorifics included ("Frau Petra Schulz", "la signora Anna Russo"). */
  from: number;
  start: number;
  /** Exclusive. */
  end: number;
  /** The full name, or null for a bare surname after an honorific or a lone given name. */
  name: string | null;
  /** The name was written declined and is given back in the nominative (declension.ts). */
  declined?: boolean;
}

/**
 * Whether capitalised words right after a job-title word, in the same phrase, are the rest of that
 * title ("Coordinadora Académica de Inglés", "Directora General Adjunta"), not a person: their
 * first word is no given name of the lists and the address is not spelled from them.
 */
function continuesTitle(tokens: readonly Token[], start: number, text: string, local: string | undefined): boolean {
  const prev = tokens[start - 1];
  if (prev === undefined || prev.breakAfter || !isTitleWord(fold(prev.core))) return false;
  return !isGivenName(tokens[start]?.core ?? '') && (local === undefined || !localPartFits(local, text));
}

/**
 * Whether capitalised words right before a job-title word, in the same phrase, are the front of
 * that title ("Reader Development Officer", "Local Studies Librarian"), not a person: none of
 * them is a given name of the lists (a name written family name first, "Horváth Gábor
 * pincemester", has one) and the address is not spelled from them.
 */
function opensTitle(tokens: readonly Token[], start: number, end: number, text: string, local: string | undefined): boolean {
  const next = tokens[end];
  if (next === undefined || (tokens[end - 1] as Token).breakAfter || !isTitleWord(fold(next.core))) return false;
  return !tokens.slice(start, end).some((t) => isGivenName(t.core)) && (local === undefined || !localPartFits(local, text));
}

const HUNGARIAN_OUR_CASE_RE = /(?:ünk|unk|nk)(?:nek|nak|nél|nál|höz|hoz|hez|től|tól|ről|ról|kel|kal|et|ot|öt|at|t)?$/u;

/**
 * A token beside a declined name, its title word in the nominative: Czech, Slovak and Polish
 * endings (declension.ts), and Hungarian's "our" with a case after it when what is left is a title
 * word ("HR-referensünknek" HR-referens, "irodavezetőnknél" irodavezető, "ügyvezetőnkhöz"). Such a
 * Hungarian word closes the apposition ("Nagy Editnek, HR-referensünknek küldje …"): what follows
 * is the clause's verb, no part of the title.
 */
function inNominative(t: Token): Token {
  const m = HUNGARIAN_OUR_CASE_RE.exec(t.core);
  if (m !== null && t.core.length - m[0].length >= 4) {
    const stem = t.core.slice(0, -m[0].length);
    if (isTitleWord(fold(stem.split('-').pop() ?? ''))) return { ...t, core: stem, raw: t.raw.replace(t.core, stem), breakAfter: true };
  }
  const core = nominativeTitleWord(t.core);
  return core === t.core ? t : { ...t, core, raw: t.raw.replace(t.core, core) };
}

/** A Finnish family name in -nen from its declined stem in -se- ("Pitkäseen", "Virtaselle", "Lehtisen"), when the address spells it; else null. */
function finnishNominative(word: string, local: string): string | null {
  const m = /^(\p{Lu}\p{Ll}{2,})s(?:een|elle|eltä|elta|ellä|ella|en|estä|esta|eksi)$/u.exec(word);
  if (m === null) return null;
  const nominative = `${m[1]}nen`;
  return localPartSpells(local, nominative) ? nominative : null;
}

/** The people a sentence mentions: full names, "Dr. Kim"-like mentions and lone given names. */
/** Months that are also given names (folded; names.ts keeps the others out of names altogether). */
const NAME_MONTHS = new Set(['april', 'may', 'june', 'july', 'august', 'avril', 'julio', 'mayo', 'augusto']);
/** Endings of Italian, Spanish and Portuguese adjectives written after a job word ("Scolastica", "Amministrativa"). */
const ROMANCE_ADJECTIVE_RE = /\p{L}{3}(?:ica|ico|iva|ivo|ale|aria|ario)$/u;
/** A day of the month as written beside a month's name: "13", "13th", "13." */
const DAY_NUMBER_RE = /^\d{1,2}(?:st|nd|rd|th|\.)?$/u;

function mentions(tokens: readonly Token[], local?: string): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    const startsRun = isHonorific(t.core) || isNameToken(t.core) || isDeclinedNameToken(t.core);
    if (!startsRun) {
      i++;
      continue;
    }
    // A run of honorifics, then name words and particles, not crossing punctuation.
    let j = i;
    let honorifics = 0;
    while (j < tokens.length && isHonorific(tokens[j]?.core ?? '') && j - i === honorifics) {
      honorifics++;
      if (tokens[j]?.breakAfter) break;
      j++;
    }
    let end = j;
    while (end < tokens.length) {
      const c = tokens[end] as Token;
      if (end > j && c.breakBefore) break;
      // (Not "y" or "i" before two more name words: "Pilar Gracia y Begoña Lasheras" are two people;
      // "Ortega y Gasset" joins one's two family names.)
      const second = end - j >= 2 && JOINING_PARTICLES.has(c.core) && isNameToken(tokens[end + 1]?.core ?? '') && isNameToken(tokens[end + 2]?.core ?? '') && !(tokens[end + 1] as Token).breakAfter && !(tokens[end + 2] as Token).breakBefore;
      // (Two particles before the family name too: "Maarten van der Wal", "María de la Fuente".)
      const particleRun = PARTICLES.has(tokens[end + 1]?.core ?? '') && isNameToken(tokens[end + 2]?.core ?? '') && !(tokens[end + 1] as Token).breakAfter;
      const ok = isNameToken(c.core) || isDeclinedNameToken(c.core) || (end > j && !second && PARTICLES.has(c.core) && (isNameToken(tokens[end + 1]?.core ?? '') || particleRun) && continuesName(c.core, tokens[end + 1]?.core ?? ''));
      // One capital without a period is a word ("Har I spørgsmål": Danish "you"; English "I"), no initial.
      if (!ok || /^\p{Lu}$/u.test(c.core)) break;
      end++;
      if (c.breakAfter) break;
    }
    let start = i + honorifics;
    // "La Montse Casals", "En Pau Vila": a Catalan personal article opening the sentence is no part
    // of the name (names.ts withoutPersonalArticle).
    if (end - start > 2 && honorifics === 0 && CAPITAL_PERSONAL_ARTICLES.has(tokens[start]?.core ?? '')) start++;
    // "Reach Sarah directly at …", "Ask Tom": a sentence's capitalised first word before a lone
    // given name is a word, not the name's (a family name first is Hungarian's, read apart).
    if (end - start === 2 && honorifics === 0 && i === 0 && !pageWritesFamilyFirst() && !isGivenName(tokens[start]?.core ?? '') && isGivenName(tokens[start + 1]?.core ?? '')) start++;
    // "Beszéljen Kiss Péterrel": on a page that writes family names first, a sentence's first word
    // before the two words the address is spelled from is the verb, not the name's.
    if (end - start === 3 && honorifics === 0 && i === 0 && pageWritesFamilyFirst() && local !== undefined && !isGivenName(tokens[start]?.core ?? '')) {
      const rest = tokens.slice(start + 1, end).map((x) => x.core).join(' ');
      if (localPartFits(local, rest, 2) && !localPartFits(local, tokens[start]?.core ?? '')) start++;
    }
    // "Contactez Anna Weber", "Abteilung Vertrieb Anna Weber": the name starts at its given name.
    if (end - start > 2 && !isGivenName(tokens[start]?.core ?? '')) {
      for (let g = start + 1; g < end - 1; g++) {
        if (isGivenName(tokens[g]?.core ?? '')) {
          start = g;
          break;
        }
      }
    }
    const words = tokens.slice(start, end).map((x) => x.core);
    // A woman's name written declined ("paní Janu Novákovou"), given back in the nominative.
    // (Polish "Pani" is an honorific, read in the run: the word right before the name then.)
    const said = /^pani$/iu.test(tokens[start - 1]?.core ?? '') ? tokens[start - 1]?.core : tokens[i - 1]?.core;
    const nominative = words.some(isDeclinedNameToken) || !isGivenName(words[0] ?? '') || isMasculineMarker(said ?? '') ? nominativeName(words, said, (n) => local !== undefined && localPartNames(local, n) && localPartFits(local, n) && localPartSpells(local, n.split(' ')[0] ?? '')) : null;
    // Hungarian writes the family name first and declines the given name last ("keresse Kovács Pétert").
    const accusative = nominative === null && words.length >= 2 && pageWritesFamilyFirst() && !isGivenName(words[words.length - 1] ?? '') ? hungarianAccusativeGiven(words[words.length - 1] ?? '', (stem) => local !== undefined && localPartSpells(local, stem)) : null;
    // A Finnish family name in -nen declined ("yhteydessä Eero Pitkäseen", "Virtaselle", "Laineelta"
    // is not one): given back where the address spells the nominative.
    const finnish = nominative === null && accusative === null && words.length >= 2 && local !== undefined ? finnishNominative(words[words.length - 1] ?? '', local) : null;
    const text = nominative ?? (accusative !== null ? [...words.slice(0, -1), accusative].join(' ') : finnish !== null ? [...words.slice(0, -1), finnish].join(' ') : words.join(' '));
    // "our Supporter Care team", "das Kundenservice-Team": capitalised words before a word for a
    // group name a department, not a person.
    const group = honorifics === 0 && tokens[end - 1]?.breakAfter === false && GROUP_WORDS.has(fold(tokens[end]?.core ?? ''));
    if (words.length >= 2 && !group && looksLikePersonName(text) && !(honorifics === 0 && (continuesTitle(tokens, start, text, local) || opensTitle(tokens, start, end, text, local)))) {
      // Capitalised words skipped before the given name ("unsere Pädakustikerin Julia Hartl") are
      // not the name's: the mention starts at the name, so the role reader sees them; honorifics stay.
      const from = start > i + honorifics ? start : Math.min(i, start);
      out.push(nominative === null && accusative === null && finnish === null ? { from, start, end, name: text } : { from, start, end, name: text, declined: true });
    }
    // ("Dipl. ECVS" after a name is a post-nominal, nobody's mention; "English or German" are
    // languages, though Germán is a given name.)
    // (A given name no list holds is one when the address is that name: "Please email Lerato at lerato@".)
    // ("by June 13", "le 4 Avril": a month that is also a given name, beside a day's number, is a date.)
    else if (words.length === 1 && honorifics === 0 && NAME_MONTHS.has(fold(words[0] ?? '')) && (DAY_NUMBER_RE.test(tokens[end]?.core ?? '') || DAY_NUMBER_RE.test(tokens[start - 1]?.core ?? ''))) {
      // (nobody's mention)
    }
    // ("Dirigente Scolastica", "Segretaria Generale": an adjective after a job word is the title's,
    // though Scolastica is a given name too.)
    else if (words.length === 1 && honorifics === 0 && start > 0 && !(tokens[start - 1] as Token).breakAfter && /^\p{Lu}/u.test(tokens[start - 1]?.core ?? '') && isTitleWord(fold(tokens[start - 1]?.core ?? '')) && ROMANCE_ADJECTIVE_RE.test(words[0] ?? '')) {
      // (nobody's mention)
    } else if (words.length === 1 && (honorifics > 0 || ((isGivenName(words[0] ?? '') || (local !== undefined && fold(local) === fold(words[0] ?? ''))) && start > 0 && !LANGUAGE_WORDS.has(fold(words[0] ?? '')))) && !isPostNominal(tokens.slice(i, end).map((x) => x.core).join(' '))) out.push({ from: honorifics > 0 ? Math.min(i, start) : start, start, end, name: null });
    i = Math.max(end, i + 1);
  }
  return out;
}

/**
 * Third-person possessives (not French "son", which is also a kinship word in English, nor Spanish
 * "sin", "without"): the company's or the founder's ("jej właściciel", "sa directrice").
 */
export const THIRD_PERSON_POSSESSIVES: readonly string[] = [
  'his', 'her', 'its', 'their', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'sa', 'ses', 'leur', 'leurs', 'sus',
  'suo', 'zijn', 'haar', 'hun', 'hans', 'hennes', 'hendes', 'dess', 'deras', 'deres', 'jego', 'jej', 'jeho', 'její',
  'hänen',
];

/** Words that introduce a role phrase: possessives and articles (folded). */
const ANCHORS = new Set(
  [
    'our', 'your', 'the', 'unser', 'unsere', 'unserer', 'unseren', 'unserem', 'unseres', 'ihre', 'ihrem', 'ihren',
    'ihrer', 'ihr', 'der', 'die', 'den', 'dem', 'notre', 'nos', 'votre', 'vos', 'le', 'la', "l'", 'nuestro', 'nuestra',
    // a preposition and the article in one word ("guidata dal titolare, Marco Bindi", "atendido pelo
    // dentista João Lima", "geleitet vom Kellermeister Jan Wolf")
    'dal', 'dalla', 'dallo', 'del', 'della', 'al', 'alla', 'nel', 'nella', 'pelo', 'pela', 'do', 'vom', 'zum', 'zur', 'beim', 'au', 'du',
    'nuestros', 'nuestras', 'su', 'el', 'il', 'lo', 'nostro', 'nostra', 'vostro', 'vostra', 'o', 'a', 'nosso', 'nossa',
    'vosso', 'vossa', 'seu', 'sua', 'onze', 'ons', 'uw', 'de', 'het', 'var', 'vart', 'vara', 'vare', 'er', 'ert',
    'vores', 'jeres', 'nasz', 'nasza', 'naszego', 'naszej', 'nasza', 'wasz', 'wasza', 'nostre', 'vostre',
    // cs, sk: náš, naše, naši, naší, našeho, našemu, našem, naša, našu, našej, váš, vaše
    'náš', 'naše', 'naši', 'naší', 'našeho', 'našemu', 'našem', 'naša', 'našu', 'našej', 'váš', 'vaše', 'vaši',
    // et, fi: meie, teie; meidän, teidän (not declined before a noun)
    'meie', 'teie', 'meidän', 'teidän',
    // the company's or the founder's ("prowadzi jej właściciel, Andrzej Kalina")
    ...THIRD_PERSON_POSSESSIVES,
  ].map(fold),
);

/** "is" in the languages read: "Our coordinator is Ashley Nguyen", "Ashley Nguyen ist unsere …". */
const COPULAS = new Set(['is', 'ist', 'est', 'es', 'e', 'é', 'è', 'är', 'er', 'jest', 'was', 'war', 'era', 'als', 'as', 'como', 'come', 'comme', 'fue', 'foi', 'fu', 'était', 'byl', 'byla', 'był', 'była', 'oli'].map(fold));

const MAX_ROLE_WORDS = 6;

/** Sentences read back from the address's own to the one naming the person its sentence calls by the given name. */
const LOOK_BACK = 3;

/** How much of the address's line running text reads, at most. */
const TAIL_CHARS = 2_000;

function phrase(tokens: readonly Token[]): string {
  const p = tokens
    .map((t) => t.raw)
    .join(' ')
    .replace(/^[\s(«„“"‘',;:–—-]+/u, '')
    .replace(/(?<![\s)»“”"’',;:.!?–—-])[\s)»“”"’',;:.!?–—-]+$/u, '')
    // A bracket opened right before the address ("nossa analista de RH (<address>)") is not the phrase's.
    .replace(/(?<![\s(\[])[\s(\[]*[(\[]$/u, '');
  // A note in parentheses keeps its closing one ("Geschäftsführerin (CEO)").
  return (p.match(/\(/g) ?? []).length > (p.match(/\)/g) ?? []).length ? `${p})` : p;
}

/**
 * Personal articles written before a name or its honorific: Catalan "la Núria", "en Pau", Italian
 * and Portuguese "la signora", "a senhora", German colloquial "die Anna".
 */
const PERSONAL_ARTICLES = new Set(['la', 'le', 'el', 'en', 'na', "l'", 'il', 'lo', 'o', 'a', 'die', 'der']);

/** `from`, moved back over one personal article right before it that follows a comma ("…, la signora Anna Russo"). */
function beforeArticle(tokens: readonly Token[], from: number): number {
  const prev = tokens[from - 1];
  const beforePrev = tokens[from - 2];
  return prev !== undefined && PERSONAL_ARTICLES.has(fold(prev.core)) && (beforePrev === undefined || beforePrev.breakAfter) ? from - 1 : from;
}

/** Whether every token is a lower-case title adjective (TITLE_ADJECTIVE_RE: "předtiskový", "technischer"); true for none. */
function onlyTitleAdjectives(tokens: readonly Token[]): boolean {
  return tokens.every((t) => !t.breakAfter && t.core === t.core.toLowerCase() && TITLE_ADJECTIVE_RE.test(t.core));
}

/**
 * Whether tokens `from`..`end` (exclusive) are an agent noun after lower-case title adjectives
 * ("náš předtiskový specialista"), followed by at most one lower-case word, its complement, as
 * Slavic and other languages put it after the noun ("náš chovateľ matiek", "nasz stroiciel
 * organów"): a possessive and the name close the phrase on both sides.
 */
function agentThenComplement(tokens: readonly Token[], from: number, end: number): boolean {
  for (let h = from; h < end; h++) {
    const head = tokens[h] as Token;
    if (isAgentTitle(head.core)) {
      const rest = tokens.slice(h + 1, end);
      return rest.length <= 1 && rest.every((t, k) => (k === rest.length - 1 || !t.breakAfter) && /^\p{Ll}+$/u.test(t.core) && !NOT_AREA_WORDS.has(fold(t.core)));
    }
    if (!onlyTitleAdjectives([head])) return false;
  }
  return false;
}

/**
 * First-person plural possessives (folded) in the case a job after them is written as it is:
 * nominative (Slavic oblique forms, "našej manažérky", "naszą księgową", decline the job too),
 * and German's every case ("unserer Floristin"), which leaves the noun as it is.
 */
const OUR = new Set(
  [
    'our', 'unser', 'unsere', 'unserer', 'unseren', 'unserem', 'unseres', 'notre', 'nos', 'nuestro', 'nuestra', 'nostro',
    'nostra', 'nosso', 'nossa', 'nostre', 'onze', 'ons', 'vår', 'vårt', 'våra', 'våre', 'vores', 'vor', 'nasz', 'nasza',
    'náš', 'naše', 'naši', 'naša', 'meie', 'meidän',
  ].map(fold),
);

/**
 * Words (folded) that, after "our", say what someone is to the company or how long, not their job:
 * skipped when they open the phrase ("unsere neue Floristin" -> Floristin).
 */
const NOT_ROLE_OPENERS = new Set(
  [
    'new', 'neue', 'neuer', 'neuen', 'neues', 'nouveau', 'nouvel', 'nouvelle', 'nuevo', 'nueva', 'nuovo', 'nuova', 'novo',
    'nova', 'nieuwe', 'ny', 'nya', 'nye', 'nyt', 'nowy', 'nowa', 'novy', 'uusi', 'uus', 'longtime', 'langjahrige',
    'langjahriger', 'langjahrigen', 'fidele', 'experienced', 'erfahrene', 'erfahrener', 'erfahrenen',
  ].map(fold),
);

/** Words (folded) after "our" that are no job: what someone is to the company ("unsere Kollegin", "our own", "notre ami"). */
const NOT_ROLE_WORDS = new Set(
  [
    'own', 'very', 'dear', 'beloved', 'lovely', 'friend', 'friends', 'colleague', 'colleagues', 'people', 'customer',
    'customers', 'client', 'clients', 'guest', 'guests', 'member', 'members', 'family', 'dog', 'cat', 'liebe', 'lieber',
    'lieben', 'kollege', 'kollegin', 'kollegen', 'freund', 'freundin', 'kunde', 'kundin', 'gast', 'eigene', 'eigener',
    'eigenen', 'cher', 'chere', 'ami', 'amie', 'collegue', 'cliente', 'propre', 'querido', 'querida', 'amigo', 'amiga',
    'colega', 'propio', 'propia', 'caro', 'cara', 'amico', 'amica', 'collega', 'proprio', 'propria', 'companheiro',
    'companheira', 'lieve', 'beste', 'vriend', 'vriendin', 'kollega', 'kolleger', 'kollegor', 'kaere', 'kara', 'kjaere',
    'van', 'venn', 'egen', 'eget', 'drogi', 'droga', 'kolega', 'kolezanka', 'przyjaciel', 'drahy', 'draha', 'mily',
    'mila', 'kolegyne', 'kallis', 'kolleeg', 'sobra', 'rakas', 'ystava',
    // what someone is to the company or to a club: neighbour, winner, member, sponsor, patron, volunteer
    'neighbour', 'neighbor', 'landlord', 'landlady', 'sponsor', 'hero', 'favourite', 'favorite', 'winner', 'patron',
    'volunteer', 'nachbar', 'nachbarin', 'pate', 'patin', 'stammkunde', 'stammkundin', 'gewinner', 'gewinnerin',
    'mitglied', 'ehrenmitglied', 'sieger', 'siegerin', 'voisin', 'voisine', 'gagnant', 'gagnante', 'parrain', 'marraine',
    'vecino', 'vecina', 'ganador', 'ganadora', 'padrino', 'madrina', 'vicino', 'vicina', 'vincitore', 'vincitrice',
    'testimonial', 'buurman', 'buurvrouw', 'winnaar', 'granne', 'vinnare', 'nabo', 'vinder', 'sasiad', 'sasiadka',
    'zwyciezca', 'soused', 'sousedka', 'vyherce', 'former', 'ehemalige', 'ehemaliger', 'ancien', 'ancienne',
  ].map(fold),
);

/**
 * Folded nouns of places, teams and firms, alone or ending a compound ("meie saeveski Toomas
 * Lepp": our sawmill; "unser Büro", "notre atelier", "vores værksted"): after "our" they say
 * where, not who.
 */
const PLACE_NOUNS = [
  'mill', 'veski', 'muhle', 'moulin', 'molino', 'molle', 'kvarn', 'mlyn', 'workshop', 'werkstatt', 'atelier', 'taller',
  'laboratorio', 'verksted', 'verkstad', 'vaerksted', 'warsztat', 'dilna', 'dielna', 'tookoda', 'paja', 'office',
  'buro', 'bureau', 'oficina', 'ufficio', 'kantoor', 'kontor', 'biuro', 'kancelar', 'toimisto', 'shop', 'store', 'laden',
  'boutique', 'tienda', 'negozio', 'winkel', 'butik', 'sklep', 'obchod', 'kauppa', 'pood', 'team', 'teams', 'equipe',
  'equipo', 'squadra', 'equipa', 'zespol', 'tym', 'tiimi', 'meeskond', 'company', 'firma', 'empresa', 'azienda',
  'bedrijf', 'selskap', 'yritys', 'ettevote', 'studio', 'lab', 'plant', 'factory', 'fabrik', 'fabrika', 'fabryka',
  'tehdas', 'tehas', 'usine', 'fabrica', 'fabbrica', 'fabriek', 'site', 'website', 'cellar', 'keller', 'cave',
  'bodega', 'cantina', 'kelder', 'pince', 'yard', 'werft', 'varv', 'verft', 'telakka', 'warehouse', 'depot', 'branch',
  // the firm itself, definite forms included ("på byrån", "no escritório", "på kontoret")
  'byra', 'byran', 'byraet', 'kontoret', 'escritorio', 'kancelaria', 'kanzlei', 'cabinet', 'firmaet', 'firman',
].map(fold);

function isPlaceNoun(w: string): boolean {
  return PLACE_NOUNS.some((p) => w === p || (w.length >= p.length + 3 && p.length >= 4 && w.endsWith(p)));
}

/**
 * Whether an apposition after a possessive says what someone is to the company, where, or what
 * they were, rather than their job ("our favourite", "our Berlin office", "former apprentice"):
 * a word of NOT_ROLE_WORDS or a place noun in it.
 */
export function isNoRole(text: string): boolean {
  const ws = fold(text).split(/[^\p{L}]+/u).filter((w) => w !== '');
  return ws.some((w) => NOT_ROLE_WORDS.has(w) || isPlaceNoun(w));
}

/**
 * The job in one word between "our" and a name (`from`..`end`, exclusive), or null: lower case, or
 * capitalised as German writes a noun, with no word of NOT_ROLE_WORDS, no place or thing, no digit
 * or symbol ("Vår plantskoleodlare Karin Dahl", "unsere neue Stellmacherin Jana Roth" ->
 * Stellmacherin). One word only: more may be a clause ("Náš chovateľ píše vám Michal Baláž": our
 * breeder writes to you), and the titles of several words that hold a job word are read above.
 */
function ownRole(tokens: readonly Token[], from: number, end: number): string | null {
  let f = from;
  while (f < end - 1 && NOT_ROLE_OPENERS.has(fold((tokens[f] as Token).core)) && !(tokens[f] as Token).breakAfter) f++;
  const ws = tokens.slice(f, end);
  const t = ws[0];
  if (ws.length !== 1 || t === undefined || t.breakBefore || !/^\p{L}+(?:-\p{L}+)*$/u.test(t.core)) return null;
  const w = fold(t.core);
  if (NOT_ROLE_WORDS.has(w) || NOT_ROLE_OPENERS.has(w) || isPlaceNoun(w) || isNotJobAgent(w) || isHonorific(t.core) || isKinship(w) || isContactLabel(t.core)) return null;
  const ok = t.core === t.core.toLowerCase() || /^\p{Lu}\p{Ll}+(?:-\p{L}+)*$/u.test(t.core);
  const p = phrase(ws);
  // A word with the form of a job: a job word, an agent noun by its ending (titles.ts), or the
  // Swedish and Norwegian agent ending -are/-ere (odlare, snickare, lærere). Any noun at all
  // there would as often say what someone is to the company ("our neighbour", "unsere
  // Sonnenschein", "notre marraine") as what they do: a wrong title is worse than none.
  // A master of a trade too (Kellermeister, Braumeisterin, kældermester): no title word alone,
  // as Meister is a family name, but a job after "our".
  const jobForm = isInlineTitle(p) || isAgentTitle(p) || /^\p{L}{4,}(?:are|ere)$/u.test(w) || /^\p{L}{3,}(?:meister|meisterin)$/u.test(w);
  return ok && jobForm && titleShaped(p) ? p : null;
}

/** Third-person possessives (folded) among ANCHORS. */
const THIRD_PERSON = new Set(THIRD_PERSON_POSSESSIVES.map(fold));
/** Whether a phrase ends with a third-person possessive and a partner word ("Ask her partner"): as likely a spouse. */
export function isSpousePhrase(text: string): boolean {
  const ws = fold(text).split(/[^\p{L}]+/u).filter((w) => w !== '');
  return ws.length >= 2 && THIRD_PERSON.has(ws[ws.length - 2] ?? '') && PARTNER_WORDS.has(ws[ws.length - 1] ?? '');
}

/** Words (folded) that make a job one someone held before ("his former apprentice"). */
const FORMER_WORDS = new Set(['former', 'ex', 'ehemalige', 'ehemaliger', 'ehemaligen', 'fruhere', 'fruherer', 'ancien', 'ancienne', 'antiguo', 'antigua', 'ex-', 'voormalige', 'tidligere', 'tidigare', 'byly', 'byla', 'byvaly', 'były', 'była'].map(fold));
/** Words (folded) for a partner that after "his"/"her" is as likely a spouse as a business partner. */
const PARTNER_WORDS = new Set(['partner', 'partnerin', 'compagne', 'compagnon', 'companera', 'compagna', 'partnerka', 'partnere', 'sambo'].map(fold));

/** Whether a possessive or an article stands within MAX_ROLE_WORDS before token `at`, in the same clause. */
function anchoredBefore(tokens: readonly Token[], at: number): boolean {
  for (let a = at - 1; a >= Math.max(0, at - MAX_ROLE_WORDS); a--) {
    const t = tokens[a] as Token;
    if (t.breakAfter) return false;
    if (ANCHORS.has(fold(t.core))) return true;
  }
  return false;
}

/** Openings (folded words) of "as" before a job at a sentence's start ("Als", "En tant que", "In qualità di"). */
const AS_OPENINGS: readonly (readonly string[])[] = [
  ['as'], ['als'], ['como'], ['come'], ['comme'], ['jako'], ['som'], ['en', 'tant', 'que'], ['in', 'qualita', 'di'], ['i', 'egenskap', 'av'],
  ['i', 'egenskab', 'af'], ['in', 'de', 'rol', 'van'], ['in', 'seiner', 'funktion', 'als'], ['in', 'ihrer', 'funktion', 'als'],
];

/**
 * "As head chef, Marta Rossi …", "Als office manager is Eline Smit …", "En tant que responsable de
 * la fromagerie, Élodie Bovet …": a sentence opening with "as" and a job, closed by a comma or by
 * the copula right before the name, names that person's job.
 */
function frontedAs(tokens: readonly Token[], start: number): string | null {
  let end = start;
  if (end > 0 && COPULAS.has(fold(tokens[end - 1]?.core ?? '')) && !(tokens[end - 2] as Token | undefined)?.breakAfter) end--;
  const last = tokens[end - 1];
  if (last === undefined || (end === start && !last.breakAfter)) return null;
  let s = end - 1;
  while (s > 0 && !(tokens[s - 1] as Token).sentenceEnd && end - s <= MAX_ROLE_WORDS + 4) s--;
  if (s > 0 && !(tokens[s - 1] as Token).sentenceEnd) return null;
  const opening = AS_OPENINGS.find((o) => o.every((w, k) => fold(tokens[s + k]?.core ?? '') === w));
  if (opening === undefined) return null;
  const from = s + opening.length;
  if (from >= end || end - from > MAX_ROLE_WORDS || tokens.slice(from, end - 1).some((t) => t.breakAfter)) return null;
  const p = phrase(tokens.slice(from, end));
  return !isKinship(p) && (isInlineTitle(p) || isAgentTitle(p)) ? p : null;
}

/**
 * Adjectives of the Nordic and German titles written before the head word ("daglig leder",
 * "administrerende direktør", "verkställande direktör", "technischer Leiter"), by their endings:
 * only when they open the sentence, where their capital says nothing.
 */
const TITLE_OPENING_ADJECTIVE_RE = /^\p{L}{3,}(?:ig|lig|isk|ende|ande|ische|ischer|licher|liche)$/u;

/** English words of rank that open a title before its area ("Senior tax associate", "Lead data engineer"). */
const SENIORITY_WORDS = new Set(['senior', 'junior', 'principal', 'lead', 'chief', 'head', 'deputy', 'assistant', 'executive', 'managing', 'staff', 'associate']);

/**
 * A job word and the body or area it serves right before the name ("przyjmuje sekretarz Rady
 * Nadzorczej Halina Wójcik", "says chair of the Board Anna Weber", "Sportslig leder for håndball
 * er Kristian Moe", "Head of marketing is Anna Weber"): capitalised words (and "of", "der", "des"
 * between them), or a preposition and up to two words of its area, after the job word, no
 * punctuation; the title adjectives before the job word are the title's.
 */
function titleWithComplement(tokens: readonly Token[], stop: number): string | null {
  for (let at = stop - 2; at >= Math.max(0, stop - 5); at--) {
    const t = tokens[at] as Token;
    if (t.breakAfter) return null;
    const opening = at === 0 || (tokens[at - 1]?.sentenceEnd ?? false);
    if ((/^\p{Ll}/u.test(t.core) || opening) && isTitleWord(fold(t.core))) {
      const complement = tokens.slice(at + 1, stop);
      // A capitalised body ("Rady Nadzorczej", "the Board"), or a preposition and its area ("for håndball", "of marketing").
      // (Or a Slavic body named in the genitive, its first word capitalised alone: "vedúca Mestského
      // kultúrneho strediska", "dyrektor Miejskiego ośrodka kultury".)
      const body =
        complement.every((c) => /^\p{Lu}/u.test(c.core) || COMPLEMENT_JOINS.has(fold(c.core))) ||
        (complement.length >= 2 && complement.length <= 4 && /^\p{Lu}\p{Ll}{3,}(?:ého|eho|ej|ego|ých|ích)$/u.test(complement[0]?.core ?? '') && complement.slice(1).every((c) => /^\p{Ll}{3,}$/u.test(c.core) && !isFunctionWord(fold(c.core))));
      const area = AREA_PREPOSITIONS.has(fold(complement[0]?.core ?? '')) && complement.length <= 3 && complement.slice(1).every((c) => !isFunctionWord(fold(c.core)) || COMPLEMENT_JOINS.has(fold(c.core)));
      // Or one lower-case word, the area in the genitive as Slavic languages write it ("vedoucí výroby", "kierownik sprzedaży").
      const genitive = complement.length === 1 && /^\p{Ll}{4,}$/u.test(complement[0]?.core ?? '') && !isFunctionWord(fold(complement[0]?.core ?? ''));
      // Or both: the genitive, then the area ("zástupkyně ředitelky pro 1. stupeň", "kierownik działu do spraw kadr").
      const genitiveArea =
        complement.length >= 3 && complement.length <= 4 && /^\p{Ll}{4,}$/u.test(complement[0]?.core ?? '') && !isFunctionWord(fold(complement[0]?.core ?? '')) &&
        AREA_PREPOSITIONS.has(fold(complement[1]?.core ?? '')) && complement.slice(2).every((c) => !isFunctionWord(fold(c.core)));
      if (!body && !area && !genitive && !genitiveArea) return null;
      // The adjectives before the job word ("Sportslig leder for håndball").
      let from = at;
      for (let prev = titleWordAt(tokens, from - 1); prev !== null && isTitleModifier(prev) && stop - from < MAX_ROLE_WORDS; prev = titleWordAt(tokens, from - 1)) from--;
      const p = phrase(tokens.slice(from, stop));
      return isInlineTitle(p) ? p : null;
    }
  }
  return null;
}

/** Prepositions (folded) opening the area a job serves ("leder for håndball", "head of marketing", "responsable de ventas"). */
const AREA_PREPOSITIONS = new Set(['of', 'for', 'für', 'voor', 'för', 'af', 'av', 'de', 'du', 'des', 'del', 'della', 'di', 'da', 'do', 'dla', 'pro', 'ds', 'ds.', 'per', 'para']);

/** Small words joining a job to the capitalised body it serves ("chair of the Board", "Leiterin der Stiftung"). */
const COMPLEMENT_JOINS = new Set(['of', 'the', 'der', 'des', 'du', 'de', 'la', 'del', 'della', 'van', 'het']);

/** The role phrase before the name at `start` (see the file comment), or null. */
/** Verbs (folded) that attribute a quotation to its speaker ("says", "sier", "säger", "dit", "dice", "zegt", "mówi"). */
const SAY_VERBS = new Set(
  [
    'says', 'said', 'adds', 'added', 'explains', 'explained', 'sier', 'sa', 'sagde', 'siger', 'forteller', 'fortæller', 'säger',
    'berättar', 'sagt', 'sagte', 'erklärt', 'betont', 'dit', 'explique', 'ajoute', 'précise', 'souligne', 'dice', 'explica',
    'afirma', 'añade', 'señala', 'spiega', 'afferma', 'aggiunge', 'diz', 'acrescenta', 'diu', 'afegeix', 'zegt', 'vertelt',
    'mówi', 'dodaje', 'wyjaśnia', 'říká', 'uvedl', 'uvedla', 'dodal', 'dodala', 'hovorí', 'uviedol', 'uviedla', 'mondja',
    'mondta', 'sanoo', 'kertoo', 'ütleb', 'lisas',
  ].map(fold),
);

/**
 * The speaker's job between a verb of saying and the name, closed by a comma, after a quotation
 * ("…, sier prosjektleder for elektrifiseringen, Sigurd Åsen", "…, says the chair of the trust,
 * Tom Hale"): the whole run, an article or a possessive after the verb left out, as a newspaper
 * writes the speaker's title. (Without the comma the run may hold an adverb, "kertoo lisää
 * tutkija Ville Koskinen", and roleBefore reads the job before the name.)
 */
function saidBy(tokens: readonly Token[], start: number): string | null {
  if (!(tokens[start - 1]?.breakAfter ?? false)) return null;
  for (let v = start - 1; v >= Math.max(0, start - 2 - MAX_ROLE_WORDS); v--) {
    const t = tokens[v] as Token;
    if (v < start - 1 && t.breakAfter) return null;
    if (!SAY_VERBS.has(fold(t.core))) continue;
    let from = v + 1;
    if (from < start - 1 && ANCHORS.has(fold(tokens[from]?.core ?? ''))) from++;
    if (t.breakAfter || from >= start) return null;
    const p = phrase(tokens.slice(from, start));
    return (isInlineTitle(p) || isAgentTitle(p)) && !tokens.slice(from, start).some((x) => ANCHORS.has(fold(x.core)) && !COMPLEMENT_JOINS.has(fold(x.core))) ? withoutNew(p) : null;
  }
  return null;
}

function roleBefore(tokens: readonly Token[], start: number): string | null {
  const fronted = frontedAs(tokens, start) ?? instrumentalPredicate(tokens, start) ?? saidBy(tokens, start);
  if (fronted !== null) return fronted;
  let end = start; // exclusive end of the phrase
  // A stretch of time between the copula and the name ("Körledare och organist är sedan 2011
  // Karin Bergqvist", "… ist seit 2015 Anna Weber"): a time preposition and a year or a unit of time.
  if (end >= 3 && TIME_PREPOSITIONS.has(fold(tokens[end - 2]?.core ?? '')) && TIME_UNIT_RE.test(fold(tokens[end - 1]?.core ?? '')) && COPULAS.has(fold(tokens[end - 3]?.core ?? ''))) end -= 2;
  // "…, Lucie Garnier": a comma right before the name closes the phrase.
  // (Swedish and Norwegian "var", was, is read as written: folded it is "vår", our; Estonian and
  // Finnish "on", is, as written too: it is English "on" elsewhere, which no job precedes.)
  if (end > 0 && (COPULAS.has(fold(tokens[end - 1]?.core ?? '')) || tokens[end - 1]?.core === 'var' || tokens[end - 1]?.core === 'on')) end--;
  if (end === 0) return null;
  for (let a = end - 1; a >= Math.max(0, end - 1 - MAX_ROLE_WORDS); a--) {
    const t = tokens[a] as Token;
    // Punctuation inside the phrase ends the search (the phrase's own final comma is allowed).
    if (a < end - 1 && t.breakAfter) break;
    // The nearest anchor whose phrase is a title: "nuestra responsable de atención al cliente"
    // has the Dutch article "de" inside it, which is no anchor there.
    if (ANCHORS.has(fold(t.core)) && a < end - 1) {
      // A date after the word ("do 31. mája vedúcej …": Slovak "until", Portuguese "of the") ends
      // what the anchor could open; the job starts after it.
      if (tokens.slice(a + 1, end).some((x) => /^\d{1,2}\.$/u.test(x.core))) break;
      // Two lower-case words or more, none of a title, between the anchor and the job's first
      // word: the anchor was another noun's ("na naše revíry zodpoví správkyně revírů …": our
      // fishing grounds; "a fakturaci se stará provozní manažer …"), the words a clause; the job
      // is read as if no anchor were there.
      if (clauseAfterAnchor(tokens, a + 1, end)) break;
      // (So is an infinitive: "är du välkommen att kontakta biträdande rektor Erik Johansson".)
      // (Danish "til at" too: "er du velkommen til at kontakte advokatfuldmægtig Jonas Kruse".)
      if (tokens.slice(a + 1, end - 1).some((x, i, xs) => INFINITIVE_MARKERS.has(fold(x.core)) || (x.core === 'at' && xs[i - 1]?.core === 'til'))) break;
      const written = phrase(tokens.slice(a + 1, end));
      // After a Nordic possessive the job takes the definite form ("vores vaccinationsansvarlige"): read in the base form.
      const p = NORDIC_POSSESSIVES.has(fold(t.core)) && !isInlineTitle(written) && isInlineTitle(strongForm(written)) ? strongForm(written) : written;
      // "His former apprentice", "our favourite": what someone was or is to the company, no job;
      // "her partner" after a third-person possessive is as likely a spouse.
      if (FORMER_WORDS.has(fold(p).split(' ')[0] ?? '') || (THIRD_PERSON.has(fold(t.core)) && PARTNER_WORDS.has(fold(p)))) return null;
      // An article inside the phrase ("nuestra responsable de atención al cliente") is no anchor of its own.
      if (isNoRole(p) && !isInlineTitle(p)) continue;
      // A job no list holds, by its agent noun, right between the anchor and the name ("unsere
      // Floristin Anna Weber"), or after lower-case title adjectives ("náš předtiskový specialista").
      if (isInlineTitle(p) || (agentThenComplement(tokens, a + 1, end) && isAgentTitle(p))) {
        // A preposition and its article after a job word open that job's complement ("ao Provedor
        // do Associado, Dr. Fernando Antunes": the members' ombudsman): the whole is the job.
        const head = tokens[a - 1];
        if (head !== undefined && !head.breakAfter && OF_WORDS.has(fold(t.core)) && isTitleWord(fold(head.core)) && isInlineTitle(`${head.core} ${t.core} ${p}`)) return phrase(tokens.slice(a - 1, end));
        // An "anchor" that is the conjunction of two jobs ("Majiteľ a hlavný včelár Štefan Hudák",
        // Slovak "a", and, is Portuguese's article too): both jobs are the title.
        const first = tokens[a - 1];
        if (first !== undefined && !first.breakAfter && CONJUNCTIONS.has(fold(t.core)) && (a - 1 === 0 || /^\p{Ll}/u.test(first.core)) && isTitleWord(fold(first.core)) && isInlineTitle(first.core) && !anchoredBefore(tokens, a - 1)) return phrase(tokens.slice(a - 1, end));
        const job = withoutNew(p) as string;
        return NORDIC_POSSESSIVES.has(fold(t.core)) ? strongForm(job) : job;
      }
      // "our" and a short noun phrase right before the name: a company writing of one of its own
      // by what they do ("nasz intonator Tomasz Wróbel", "Vår plantskoleodlare Karin Dahl", "our
      // wheelwright Jana Roth"), a job no list holds as often as one it does.
      const own = OUR.has(fold(t.core)) ? ownRole(tokens, a + 1, end) : null;
      if (own !== null) return NORDIC_POSSESSIVES.has(fold(t.core)) ? strongForm(own) : own;
    }
  }
  // No anchor: a title word right before the name ("spokesperson Anna Weber"), with the title
  // words and adjectives written before it ("directeur commercial Jean Dupont", "obchodní ředitel
  // Jan Dvořák", "technischer Leiter Jan Köhler"): a partial title would be a wrong one.
  // A copula between the job and the name ("Uppdragsledare var Karin Lundgren", "Geschäftsführer ist …") is no part of the job.
  const stop = end;
  const single = tokens[stop - 1];
  // Or an agent noun no list holds, as languages without articles write it ("pääveistäjä Aarne Koivuranta").
  // Not after a possessive or an article a few words back: that phrase was read above ("unsere
  // neue Floristin" is no title, and "Floristin" alone would be part of one).
  const bareAgent = single !== undefined && isAgentTitle(single.core) && !anchoredBefore(tokens, stop - 1);
  if (single !== undefined && !single.breakAfter && !isTitleWord(fold(single.core)) && !bareAgent) {
    const served = titleWithComplement(tokens, stop);
    if (served !== null) return served;
  }
  if (single === undefined || single.breakAfter || !((isTitleWord(fold(single.core)) && isInlineTitle(single.core)) || bareAgent)) return null;
  let from = stop - 1;
  while (from - 1 >= 0 && stop - from < 3) {
    const prev = titleWordAt(tokens, from - 1);
    if (prev === null) break;
    if (!isTitleModifier(prev)) {
      // One plain word naming the area between a title word and the job ("Senior tax associate
      // Ryan O'Connell", "head sales engineer …"): the title word before it says the phrase goes on.
      const before = titleWordAt(tokens, from - 2);
      if (before !== null && /^\p{Ll}{3,}$/u.test(prev.word) && !isFunctionWord(fold(prev.word)) && (isTitleWord(fold(before.word)) || SENIORITY_WORDS.has(before.word)) && stop - (from - 2) <= 4) from -= 2;
      break;
    }
    from--;
  }
  // A title written in title case, its area a capitalised word before it, in lower-case running
  // text ("led by Country Manager Jessica Kalsakau"): the whole title, not its last word.
  const area = tokens[from - 1];
  const lead = tokens[from - 2];
  if (from === stop - 1 && /^\p{Lu}/u.test(single.core) && area !== undefined && !area.breakAfter && /^\p{Lu}\p{Ll}{2,}$/u.test(area.core) && !isFunctionWord(fold(area.core)) && !isGivenName(area.core) && lead !== undefined && !lead.breakAfter && /^\p{Ll}+$/u.test(lead.core)) {
    return phrase(tokens.slice(from - 1, stop));
  }
  // A Finnish or Estonian genitive naming the body or the line the job belongs to ("hallituksen
  // puheenjohtaja Eero Pitkäseen", "musiikkilinjan vastuuopettaja"): part of the title. Told by its
  // Finnic letters or ending, not a German adjective in -en ("zuständigen Sachbearbeiter").
  const genitive = tokens[from - 1];
  if (genitive !== undefined && !genitive.breakAfter && FINNIC_GENITIVE_RE.test(genitive.core) && !/(?:igen|lichen|ischen|enden)$/u.test(genitive.core) && !ANCHORS.has(fold(genitive.core)) && !isFunctionWord(fold(genitive.core)) && (FINNIC_LETTERS_RE.test(genitive.core) || FINNIC_LETTERS_RE.test(single.core))) {
    return phrase(tokens.slice(from - 1, stop));
  }
  // Two jobs joined by a conjunction ("skriv till diakon och musikansvarig Sofia Brännström",
  // "contact our office manager and bookkeeper"): one title word, lower-case, before "and".
  const join = tokens[from - 1];
  const other = from >= 2 ? titleWordAt(tokens, from - 2) : null;
  // (Capitalised only as the sentence's first word: "Majiteľ a hlavný včelár Štefan Hudák".)
  if (join !== undefined && !join.breakAfter && CONJUNCTIONS.has(fold(join.core)) && other !== null && (/^\p{Ll}/u.test(other.word) || from - 2 === 0) && isTitleWord(fold(other.word)) && isInlineTitle(other.word) && !anchoredBefore(tokens, from - 2)) {
    return phrase(tokens.slice(from - 2, stop));
  }
  return phrase(tokens.slice(from, stop));
}

/** A role phrase without the elided article it was written with ("l’editora de narrativa", "l'assistante"). */
function withoutElidedArticle(role: string | null): string | null {
  return role === null ? null : role.replace(/^[ld]['’](?=\p{L})/u, '');
}

/** A lower-case genitive in -n of seven letters or more. */
const FINNIC_GENITIVE_RE = /^\p{Ll}{6,}n$/u;
/** Letters and endings Finnish and Estonian words have and English, German or Scandinavian ones rarely do together. */
const FINNIC_LETTERS_RE = /[äöõ]|aa|ee|ii|oo|uu|yy|ksen$|jan$|jän$/u;

/** Copulas (as written) of Czech, Slovak and Polish after a job in the instrumental. */
const SLAVIC_COPULAS = new Set(['je', 'jest', 'byl', 'byla', 'bol', 'bola', 'był', 'była']);

/**
 * A job in the instrumental opening the sentence, a copula, then the name ("Ředitelkou školy je
 * Mgr. Alena Machalová", "Ředitelem je Jan Novák", "Dyrektorem szkoły jest Anna Nowak"), as
 * Czech, Slovak and Polish say who holds a post: the job given back in the nominative, with its
 * genitive complement (at most two lower-case words).
 */
function instrumentalPredicate(tokens: readonly Token[], start: number): string | null {
  const copula = tokens[start - 1];
  if (copula === undefined || !SLAVIC_COPULAS.has(copula.core) || start < 2 || start > 4) return null;
  const head = tokens[0] as Token;
  const rest = tokens.slice(1, start - 1);
  if (rest.some((t) => t.breakAfter || t.breakBefore || !/^\p{Ll}+$/u.test(t.core) || isFunctionWord(fold(t.core))) || head.breakAfter) return null;
  const word = head.core;
  const nominative = /\p{L}{3}kou$/u.test(word) ? nominativeTitleWord(word) : /\p{L}{4}em$/u.test(word) ? word.slice(0, -2) : null;
  if (nominative === null || !isTitleWord(fold(nominative))) return null;
  return phrase([{ ...head, core: nominative.toLowerCase(), raw: nominative.toLowerCase() }, ...rest]);
}

/**
 * Token `k` as a word of a title before a name: a sentence's first word is capitalised as any
 * first word is, so read in lower case ("Daglig leder Ola Bakken"); null where punctuation sets it
 * apart or it is capitalised mid-sentence (a name's, a body's).
 */
function titleWordAt(tokens: readonly Token[], k: number): { word: string; opening: boolean } | null {
  const t = tokens[k];
  if (t === undefined || t.breakAfter || t.breakBefore) return null;
  const opening = k === 0 || (tokens[k - 1]?.sentenceEnd ?? false);
  const word = opening ? t.core.toLowerCase() : t.core;
  return word === t.core.toLowerCase() ? { word, opening } : null;
}

/** Letters only Czech, Slovak and Polish write among the languages read. */
const WEST_SLAVIC_LETTERS_RE = /[ěščřžťďňůľĺŕąęłńśźż]/u;

/**
 * Whether the words from `from` open with two lower-case words or more, none a title word or a
 * title's adjective, before the first that is one (a clause between an anchor and a job), in
 * Czech, Slovak or Polish: there the words before a job are its adjectives, where English or the
 * Nordic languages put nouns ("our large animal vet").
 */
function clauseAfterAnchor(tokens: readonly Token[], from: number, end: number): boolean {
  if (!WEST_SLAVIC_LETTERS_RE.test(phrase(tokens.slice(from, end)))) return false;
  for (let k = from; k < end; k++) {
    const w = titleWordAt(tokens, k);
    if (w === null || !/^\p{Ll}/u.test(tokens[k]?.core ?? '')) return false;
    if (isTitleModifier(w)) return k - from >= 2;
  }
  return false;
}

/** Nordic participles for a deputy or an acting holder before a job ("biträdande rektor", "konstituert leder"), folded. */
const DEPUTY_PARTICIPLES = new Set(['biträdande', 'ställföreträdande', 'tillförordnad', 'fungerande', 'vikarierande', 'assisterande', 'konstituerad', 'konstituert', 'fungerende', 'assisterende', 'stedfortrædende', 'konstitueret'].map(fold));
/** Markers of an infinitive (folded): a clause, not a job, when they come between an anchor and the name ("du välkommen att kontakta …"). */
const INFINITIVE_MARKERS = new Set(['att', 'å', 'zu'].map(fold));

/** A title word or a title's adjective ("technischer", "obchodní"; at a sentence's start also "Daglig", "Sportslig"). */
function isTitleModifier({ word, opening }: { word: string; opening: boolean }): boolean {
  return isTitleWord(fold(word)) || DEPUTY_PARTICIPLES.has(fold(word)) || TITLE_ADJECTIVE_RE.test(word) || (opening && TITLE_OPENING_ADJECTIVE_RE.test(word));
}


/**
 * Words (folded) for a family tie: a part of an apposition starting with one says whose relative
 * the person is ("engenheira agrónoma e neta do fundador", "and son of the founder", "und Tochter
 * des Gründers"), never a job, even with a job word in its complement.
 */
const KINSHIP_WORDS = new Set(
  [
    // en
    'son', 'daughter', 'grandson', 'granddaughter', 'grandchild', 'wife', 'husband', 'brother', 'sister', 'father', 'mother', 'nephew', 'niece', 'widow', 'widower',
    'mum', 'mom', 'dad', 'mama', 'mamma', 'papa', 'mutti', 'vati', 'maman', 'madre', 'padre', 'mare', 'pare', 'mae', 'pai', 'moeder', 'vader', 'mor',
    'matka', 'ojciec', 'otec', 'ema', 'isa', 'aiti', 'anya', 'apa',
    // de
    'sohn', 'tochter', 'enkel', 'enkelin', 'ehefrau', 'ehemann', 'gattin', 'gatte', 'bruder', 'schwester', 'vater', 'mutter', 'neffe', 'nichte', 'witwe',
    // fr
    'fils', 'fille', 'petit-fils', 'petite-fille', 'epouse', 'epoux', 'frere', 'soeur', 'sœur', 'pere', 'mere', 'neveu', 'niece', 'veuve',
    // es, ca, pt, it
    'hijo', 'hija', 'nieto', 'nieta', 'esposa', 'esposo', 'hermano', 'hermana', 'sobrino', 'sobrina', 'viuda', 'fill', 'filla', 'net', 'neta',
    'germa', 'germana', 'filho', 'filha', 'neto', 'irmao', 'irma', 'marido', 'mulher', 'sobrinho', 'figlio', 'figlia', 'nipote', 'moglie',
    'marito', 'fratello', 'sorella', 'vedova',
    // nl, sv, no, da
    'zoon', 'dochter', 'kleinzoon', 'kleindochter', 'echtgenote', 'echtgenoot', 'broer', 'zus', 'dotter', 'datter', 'sonson', 'dotterdotter',
    'barnebarn', 'barnbarn', 'hustru', 'kone', 'bror', 'syster', 'søster', 'sønn', 'søn', 'sonnesønn', 'mann', 'make', 'maka', 'mand',
    // pl, cs, sk, fi, hu, et
    'syn', 'corka', 'wnuk', 'wnuczka', 'zona', 'maz', 'siostra', 'dcera', 'vnuk', 'vnucka', 'manzelka', 'manzel', 'sestra', 'poika', 'tytar',
    'lapsenlapsi', 'vaimo', 'aviomies', 'fia', 'lanya', 'unoka', 'feleseg', 'tutar', 'poeg', 'lapselaps',
  ].map(fold),
);

/** Whether a phrase says whose relative someone is ("son of the founder", "his son", "und Tochter des Gründers"). */
export function isKinship(part: string): boolean {
  const ws = fold(part).split(' ');
  // "und Tochter des Gründers", "und ihre Tochter Lisa": a conjunction, then perhaps a possessive;
  // "Astrids mann", "Peters Frau": a name in the genitive is a possessive too.
  const genitive = ws.length === 2 && /^\p{Lu}\p{L}+s$/u.test(collapse(part).split(' ')[0] ?? '') ? 1 : 0;
  const from = ['and', 'und', 'et', 'y', 'e', 'i', 'en', 'och', 'og'].includes(ws[0] ?? '') ? 1 : genitive;
  const first = ANCHORS.has(ws[from] ?? '') ? (ws[from + 1] ?? '') : (ws[from] ?? '');
  return KINSHIP_WORDS.has(first);
}

/** Prepositions (folded), with their articles, that open a job's area ("de", "des", "du", "of", "für", "della"). */
const AREA_OPENERS = new Set(['of', 'de', 'des', 'du', 'del', 'dels', 'della', 'delle', 'dei', 'degli', 'da', 'do', 'dos', 'das', 'für', 'fur', 'der', 'van', 'voor', 'for', 'af', 'för', 'pro', 'dla'].map(fold));

/** Conjunctions (folded) that are prepositions in other languages the crawler reads. */
const AMBIGUOUS_CONJUNCTIONS = new Set(['en', 'i']);

/**
 * How many words a role phrase may have: MAX_ROLE_WORDS, two more when punctuation closes it and
 * an area follows the job after "of" ("dirigente medico responsabile del laboratorio di
 * ecocardiografia", "head of the department of paediatric dentistry").
 */
function roleWords(tokens: readonly Token[], from: number, to: number, closed: boolean): number {
  return closed && tokens.slice(from + 1, to - 1).some((t) => AREA_OPENERS.has(fold(t.core))) ? MAX_ROLE_WORDS + 2 : MAX_ROLE_WORDS;
}

/** How many words a role phrase of several titles joined by "and" may have ("sòcia fundadora i coordinadora tècnica"). */
const MAX_COORDINATED_WORDS = 12;

/**
 * The role phrase between `from` and `to` (exclusive), or null. Titles joined by a conjunction
 * ("sòcia fundadora i coordinadora tècnica", "tradutora pública e intérprete comercial") are one
 * phrase when the apposition is closed there and every part holds a job-title word; otherwise
 * the phrase ends before the first conjunction ("our technical director and answers …").
 */
function rolePhrase(tokens: readonly Token[], start: number, toEnd: number, closed: boolean, own: ReadonlySet<string> = NO_WORDS): string | null {
  // "Hubert Rainer, oggi socio emerito": "now" before the job says since when; it is no part of it.
  const from = start + 1 < toEnd && NOW_WORDS.has(fold(tokens[start]?.core ?? '')) && !(tokens[start] as Token).breakAfter ? start + 1 : start;
  const cut = withoutOurPlace(tokens, from, withoutWithUs(tokens, from, withoutParticipleClause(tokens, from, withoutTimeComplement(tokens, from, withoutRelativeClause(tokens, from, toEnd)))));
  const to = withoutOwnComplement(tokens, from, cut, own);
  // The company named after the job closes it as a comma would.
  if (to < cut && closed) {
    const p = phrase(tokens.slice(from, to));
    if (!isKinship(p) && (isInlineTitle(p) || isAgentTitle(p))) return p;
  }
  const cuts: number[] = [];
  for (let k = from + 1; k < to; k++) if (CONJUNCTIONS.has(fold(tokens[k]?.core ?? ''))) cuts.push(k);
  const first = cuts[0];
  if (first === undefined) {
    const p = phrase(tokens.slice(from, to));
    // An apposition closed by a comma may name a job no list holds by its agent noun ("Anna Weber, Floristin, …").
    // Whose relative someone is, even with a job word in it ("son of the founder"), is no job.
    if (isKinship(p)) return null;
    return to - from <= roleWords(tokens, from, to, closed) && (isInlineTitle(p) || (closed && tokens[toEnd - 1]?.breakAfter === true && isAgentTitle(p))) ? p : null;
  }
  // "a Musculoskeletal Physiotherapist at Harbourside and an England Athletics running coach": the
  // company named after the first job closes the title; what follows the conjunction is another role.
  const ownClosesFirst = withoutOwnComplement(tokens, from, first, own) < first;
  if (closed && !ownClosesFirst) {
    const bounds = [from, ...cuts.map((c) => c + 1)];
    const ends = [...cuts, to];
    const parts = bounds.map((b, k) => phrase(tokens.slice(b, ends[k])));
    const whole = phrase(tokens.slice(from, to));
    if (parts.every((p) => p !== '' && isInlineTitle(p) && !isKinship(p)) && isInlineTitle(whole)) return whole;
    // "en" and "i" join in Dutch and Catalan and place in Catalan, Spanish, French and the Nordic
    // languages ("responsable de la botiga en línia", "ansvarlig i butikken"): in an apposition the
    // commas close, one that does not join two titles is a preposition, and the whole is the title.
    // Only before one word with no article: "en línia", not "i la persona que coneix tothom".
    // "responsable devis et fabrication", "head of sales and marketing": a title, then one or two
    // plain lower-case words after the conjunction, closed by the apposition's punctuation, are
    // the title's second area, not a new clause.
    const head = phrase(tokens.slice(from, first));
    const second = tokens.slice(first + 1, to).map((t) => t.core);
    if (cuts.length === 1 && second.length <= 2 && plainDuty(second) && isInlineTitle(head) && !isKinship(whole) && to - from <= MAX_ROLE_WORDS + 2) return whole;
    // "responsable de l'action culturelle et des publics jeunes", "head of finance and of the
    // foundation's office": the area after "of" goes on past the conjunction with another "of",
    // closed by the apposition's punctuation.
    const headWords = tokens.slice(from, first).map((t) => fold(t.core));
    const areaAgain = cuts.length === 1 && second.length >= 2 && second.length <= 4 && AREA_OPENERS.has(fold(second[0] ?? '')) && headWords.slice(1).some((w) => AREA_OPENERS.has(w) || /^(?:l|d)['’]/u.test(w));
    if (areaAgain && isInlineTitle(head) && !isKinship(whole) && second.slice(1).every((w) => !CLAUSE_VERBS.has(fold(w)) && !COPULAS.has(fold(w))) && to - from <= MAX_ROLE_WORDS + 4) return whole;
    // "Sales and Marketing Manager", "Children and Families Worker": one or two capitalised
    // words before the conjunction are the areas of the job the words after it end with.
    const areas = tokens.slice(from, first);
    const last = phrase(tokens.slice(first + 1, to));
    // (Or all in lower case, as running text writes them: "our safety and operations lead".)
    const lower = (w: string): boolean => /^\p{Ll}+$/u.test(w) && !isFunctionWord(fold(w));
    const cased = (areas.every((t) => /^\p{Lu}/u.test(t.core)) && /^\p{Lu}/u.test(second[0] ?? '')) || (areas.every((t) => lower(t.core)) && second.every(lower));
    if (cuts.length === 1 && areas.length <= 2 && cased && areas.every((t) => !isTitleWord(fold(t.core))) && second.length <= 3 && isTitleWord(fold(second[second.length - 1] ?? '')) && isInlineTitle(last) && !isKinship(whole)) return whole;
    const prepositional = cuts.length === 1 && to - (first + 1) === 1 && !AREA_ARTICLES.has(fold((tokens[first + 1] as Token).core));
    if (prepositional && AMBIGUOUS_CONJUNCTIONS.has(fold((tokens[first] as Token).core)) && to - from <= MAX_ROLE_WORDS + 2 && isInlineTitle(whole) && !isKinship(whole)) return whole;
  }
  if (first - from > MAX_ROLE_WORDS) return null;
  // Up to the conjunction, without the company named after the job ("a veterinary surgeon at
  // Corrib and runs our senior clinic").
  const p = phrase(tokens.slice(from, withoutOwnComplement(tokens, from, withoutOurPlace(tokens, from, withoutWithUs(tokens, from, withoutTimeComplement(tokens, from, first))), own)));
  return isInlineTitle(p) ? p : null;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/** Pairs (folded) of "with us" closing a role phrase: where, not what ("Floristin bei uns", "conseillère chez nous"). */
const WITH_US_PAIRS = new Set(['with us', 'bei uns', 'chez nous', 'con noi', 'con nosotros', 'con nosaltres', 'connosco', 'bij ons', 'hos oss', 'hos os', 'u nas', 'u nás'].map(fold));

/** Prepositions (folded) of place: "in", "at", "on" in the languages read (not "of", "for"). */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'im', 'am', 'dans', 'chez', 'en', 'nel', 'nella', 'no', 'na', 'i', 'pa', 'w', 'v', 've', 'bij', 'op'].map(fold));

/**
 * `to`, or where a place of the company's closing the phrase starts: a preposition of place and a
 * possessive or a place noun ("butikschef i vår trädgårdsbutik", "Floristin in unserem Laden",
 * "biträdande jurist på byrån", "advogada estagiária no escritório").
 */
function withoutOurPlace(tokens: readonly Token[], from: number, to: number): number {
  for (let k = from + 1; k < to - 1; k++) {
    if (!PLACE_PREPOSITIONS.has(fold((tokens[k] as Token).core))) continue;
    const next = fold((tokens[k + 1] as Token).core);
    const rest = tokens.slice(k + 1, to).map((t) => fold(t.core));
    if ((OUR.has(next) && rest.length <= 3) || (rest.length === 1 && isPlaceNoun(next))) return k;
    // ("Production Lead at the Gothenburg workshop": the article, the place's name and the noun of a place.)
    if (AREA_ARTICLES.has(next) && rest.length >= 2 && rest.length <= 4 && isPlaceNoun(rest[rest.length - 1] ?? '')) return k;
  }
  return to;
}

/** `to`, or where "with us" closing the phrase starts. */
function withoutWithUs(tokens: readonly Token[], from: number, to: number): number {
  if (to - from < 3) return to;
  const pair = `${fold((tokens[to - 2] as Token).core)} ${fold((tokens[to - 1] as Token).core)}`;
  return WITH_US_PAIRS.has(pair) ? to - 2 : to;
}

/** Folded prepositions, and their contractions with an article, that open "of the company" after a job. */
export const OWN_PREPOSITIONS = new Set(
  ['of', 'at', 'del', 'della', 'dello', 'dell', 'dei', 'di', 'de', 'du', 'des', 'der', 'bei', 'beim', 'im', 'van', 'bij', 'hos', 'pa', 'på', 'i', 'w', 've', 'v', 'z', 'ze', 'do', 'da', 'na', 'no', 'en'].map(fold),
);
export const OWN_ARTICLES = new Set(['the', 'la', 'le', "l'", 'el', 'il', 'lo', 'het', 'de', 'o', 'a', 'die', 'das'].map(fold));

/**
 * `to`, or where a complement naming the company itself starts at the end of a role phrase
 * ("tecnologa alimentare del caseificio" on Caseificio Pedroni's site, "head brewer at Hopfenhaus"):
 * a preposition, an optional article and one or two words of the site's own names. The job is
 * what comes before; the company is not part of it.
 */
function withoutOwnComplement(tokens: readonly Token[], from: number, end: number, own: ReadonlySet<string>): number {
  if (own.size === 0) return end;
  // A bracket opened before the address ("del caseificio (<address>)") is no word.
  let to = end;
  while (to > from && (tokens[to - 1] as Token).core === '') to--;
  // The site's name may hold a particle between its words ("Folha do Taquari", "Casa de Campo").
  const ownWord = (t: Token) => own.has(fold(t.core)) && !isTitleWord(fold(t.core)) && !isNotNameWord(fold(t.core)) && !GENERIC_FIRM_WORDS.has(fold(t.core));
  const lengths = [1, 2];
  for (let n = 3; n <= 4 && to - n > from; n++) {
    const words = tokens.slice(to - n, to);
    if (ownWord(words[0] as Token) && ownWord(words[n - 1] as Token) && words.slice(1, -1).every((t) => ownWord(t) || OWN_PREPOSITIONS.has(fold(t.core)))) lengths.push(n);
  }
  for (const n of lengths.reverse()) {
    const words = tokens.slice(to - n, to);
    // Not a word that says a job or a department ("Head of Sales" on Sales Partners' site).
    if (to - n <= from || !(n > 2 || words.every(ownWord))) continue;
    let k = to - n - 1;
    if (k > from && OWN_ARTICLES.has(fold((tokens[k] as Token).core)) && OWN_PREPOSITIONS.has(fold((tokens[k - 1] as Token).core))) k--;
    // Two words of the job at least before it: "responsabile del caseificio" (the dairy's head) stays whole.
    if (k - from >= 2 && OWN_PREPOSITIONS.has(fold((tokens[k] as Token).core))) return k;
  }
  return end;
}

/**
 * Prepositions (folded) that open a complement of time after a job ("capo lucidatore da
 * vent'anni", "Winzer seit 1998", "chef depuis 2009", "maestro desde hace 20 años", "head baker
 * for ten years"): how long or since when the person has done it, never part of the job's name.
 */
const TIME_PREPOSITIONS = new Set(
  ['for', 'since', 'in', 'im', 'en', 'em', 'nel', 'w', 'v', 'seit', 'depuis', 'desde', 'des', 'da', 'dal', 'dai', 'dall', 'sinds', 'sedan', 'i', 'siden', 'od', 'jo', 'alates', 'ha', 'há', 'hace'].map(fold),
);

/**
 * Words (folded, as a word's start) for a stretch of years or months, or a year written in digits,
 * that tell a complement after a TIME_PREPOSITIONS word is one of time ("vent'anni", "zwanzig
 * Jahren", "years", "ans", "años", "anys", "anos", "jaar", "år", "lat", "vuotta", "let", "rokov", "éve", "aastat").
 */
const TIME_UNIT_RE = /^(?:\d{4}|.*anni|anno|year|years|month|months|jahr|jahre|jahren|monat|monaten|an|ans|annee|annees|mois|ano|anos|anys|any|meses|mesos|mes|jaar|jaren|maand|maanden|ar|aar|lat|roku|rok|let|rokov|vuotta|vuoden|eve|eves|ev|aastat|aasta)$/u;

/**
 * `to`, or where a complement of time closing the role phrase starts: a TIME_PREPOSITIONS word
 * followed, within four words, by a TIME_UNIT_RE word ending the phrase. The job is what comes before.
 */
function withoutTimeComplement(tokens: readonly Token[], from: number, to: number): number {
  // (Within five words: "há mais de dez anos", "for more than ten years".)
  for (let k = Math.max(from + 1, to - 5); k < to - 1; k++) {
    if (!TIME_PREPOSITIONS.has(fold(tokens[k]?.core ?? ''))) continue;
    const last = fold(tokens[to - 1]?.core ?? '');
    if (TIME_UNIT_RE.test(last)) return k;
  }
  return to;
}

/**
 * Relative pronouns (folded) that cannot be an article or a job's own word in the languages read:
 * "who", "which", Romance "qui", "que", "che", Polish, Czech and Slovak "który", "který", "ktorý"
 * and their forms, Hungarian "aki", "amely", Finnish "joka", Estonian "kes" (not German or Dutch
 * "die", "der", "dat": articles too; nor "that", "som": a job may follow them).
 */
const CLAUSE_PRONOUNS = new Set(
  ['who', 'which', 'qui', 'que', 'che', 'który', 'która', 'które', 'którzy', 'který', 'která', 'které', 'kteří', 'ktorý', 'ktorá', 'ktoré', 'ktorí', 'aki', 'akik', 'amely', 'joka', 'jotka', 'kes'].map(fold),
);

/**
 * `to`, or where a relative clause after the job starts ("dietista-nutricionista que col·labora
 * amb nosaltres", "engineer who answers …"): what the person does for or with us is not the job.
 */
function withoutRelativeClause(tokens: readonly Token[], from: number, to: number): number {
  for (let k = from + 1; k < to; k++) {
    if (tokens[k - 1]?.breakAfter === true) return to;
    if (CLAUSE_PRONOUNS.has(fold(tokens[k]?.core ?? ''))) return k;
  }
  return to;
}

/** Prepositions (folded) that open where a French participle clause says the person trained, worked or lives ("formée à Mirecourt", "installé en Savoie"). */
const PARTICIPLE_PREPOSITIONS = new Set(['a', 'au', 'aux', 'en', 'chez', 'dans', 'par', 'pres', 'sur', 'aupres']);

/**
 * `to`, or where a French past participle and its place close the role phrase ("facteur de harpes
 * formée à Mirecourt", "luthier installé en Savoie"): a word after the first one ending in -é, -ée,
 * -és or -ées, no title word itself ("déléguée à la protection des données", "chargée de"), followed
 * by a preposition of place. What the person did or where they were is not their job.
 */
function withoutParticipleClause(tokens: readonly Token[], from: number, to: number): number {
  for (let k = from + 1; k < to - 1; k++) {
    const w = tokens[k]?.core ?? '';
    if (tokens[k - 1]?.breakAfter === true) return to;
    if (!/^\p{Ll}{3,}(?:é|ée|és|ées)$/u.test(w) || isTitleWord(fold(w))) continue;
    if (PARTICIPLE_PREPOSITIONS.has(fold(tokens[k + 1]?.core ?? ''))) return k;
  }
  return to;
}

/** The role phrase after the name ending at `end` ("Anna Weber, our spokesperson, …", "Ashley Nguyen is our coordinator."), or null. */
function roleAfter(tokens: readonly Token[], nameEnd: number, closedByEnd: boolean, own: ReadonlySet<string> = NO_WORDS, midSentence = false): string | null {
  const end = midSentence ? pastPostNominals(tokens, nameEnd) : nameEnd;
  const last = tokens[end - 1];
  let i = workedAs(tokens, end);
  // "Linnea Dahl som butikschef", "Jan Novák jako vedoucí": "as" before a job word (not "som
  // ansvarar för", who is responsible: responsibleFor reads that).
  const asJob = ['som', 'jako'].includes(fold(tokens[i]?.core ?? '')) && isTitleWord(fold(tokens[i + 1]?.core ?? ''));
  // "Mette Bækgaard, der er medejer og …", "Tom Reid, who is our head brewer, …": a relative
  // pronoun and the copula after the comma say what the person is, as the copula alone does.
  // ("who is responsible for X" is read by responsibleFor, which gives the area.)
  const relative =
    (last?.breakAfter ?? false) &&
    RELATIVE_PRONOUNS.has(fold(tokens[i]?.core ?? '')) &&
    COPULAS.has(fold(tokens[i + 1]?.core ?? '')) &&
    !/^(?:responsib|responsab|verantwort|verantwoord|ansvar|in charge|charge|encarga|incarica|zodpov|odpowiedz)/u.test(fold(tokens[i + 2]?.core ?? ''));
  if (relative) i++;
  // "Paul Morley, who joins us as Line Manager for the North Sea service, takes …": a relative
  // pronoun before a verb of joining or working and its "as".
  else if ((last?.breakAfter ?? false) && i === end && RELATIVE_PRONOUNS.has(fold(tokens[i]?.core ?? '')) && workedAs(tokens, i + 1) !== i + 1) i = workedAs(tokens, i + 1);
  // "Camilla Friis, der 1. april starter som mejeriingeniør": a relative pronoun, a date or a
  // verb, and "as" before the job, a few words on: the job is after "as", never the words before it.
  else if ((last?.breakAfter ?? false) && i === end && RELATIVE_PRONOUNS.has(fold(tokens[i]?.core ?? '')) && asSoonAfter(tokens, i + 1) !== null) i = asSoonAfter(tokens, i + 1) as number;
  const copula = i < tokens.length && (i !== end || asJob || COPULAS.has(fold(tokens[i]?.core ?? '')));
  if (!(last?.breakAfter ?? false) && !copula && !(tokens[i]?.breakBefore ?? false)) return pageWritesFamilyFirst() ? titleRightAfter(tokens, end) : null;
  if (copula) i++;
  // "Anna Weber – unsere Floristin – freut sich …": a dash opens the apposition as a comma does.
  else if (/^[–—-]+$/u.test(tokens[i]?.core ?? '')) i++;
  // "é o nosso diretor", "è la nostra responsabile": an article and a possessive.
  const anchorAt = i;
  for (let k = 0; k < 2 && i < tokens.length && ANCHORS.has(fold(tokens[i]?.core ?? '')); k++) i++;
  const from = i;
  const nordic = tokens.slice(anchorAt, from).some((t) => NORDIC_POSSESSIVES.has(fold(t.core)));
  const role =
    withoutNew(roleAfterFrom(tokens, from, closedByEnd, own)) ??
    ownRoleAfter(tokens, anchorAt, from, closedByEnd) ??
    ownAgentBeforeConjunction(tokens, anchorAt, from) ??
    (copula || anchorAt !== from ? null : contactApposition(tokens, from));
  return role !== null && nordic ? strongForm(role) : role;
}

/**
 * Past post-nominals written between commas after a name inside a sentence ("It is coordinated
 * by Avv. Elena Marchetti, LL.M., Of Counsel, who …"): the apposition after them is the job. (A
 * line that opens with the name and runs on in commas, "Inès Faure, PhD, acousticienne, mesures
 * et réglage des caisses, <address>", does not say where its title ends.)
 */
function pastPostNominals(tokens: readonly Token[], end: number): number {
  let at = end;
  while ((tokens[at - 1]?.breakAfter ?? false) && at < tokens.length) {
    let stop = at;
    while (stop < tokens.length && stop - at < 4 && !(tokens[stop] as Token).breakAfter) stop++;
    if (stop >= tokens.length || !(tokens[stop] as Token).breakAfter) break;
    const segment = tokens.slice(at, stop + 1).map((t) => t.core).join(' ');
    if (!isPostNominal(segment)) break;
    at = stop + 1;
  }
  return at;
}

/**
 * "neue Stellmacherin" -> "Stellmacherin", "nuova responsabile comunicazione" -> "responsabile
 * comunicazione": "new" in lower case before a job is no part of it ("New Business Manager" keeps it).
 */
function withoutNew(role: string | null): string | null {
  const ws = role?.split(' ') ?? [];
  const rest = ws.slice(1).join(' ');
  return ws.length >= 2 && NOT_ROLE_OPENERS.has(fold(ws[0] ?? '')) && ws[0] === ws[0]?.toLowerCase() && (ws.length === 2 || isInlineTitle(rest)) ? rest : role;
}

/**
 * "…, please contact Lukas Berger, export sales, <address>": a contact line written inside a
 * sentence, the name, a phrase between commas and the address right after it. The phrase (`from`
 * to the address) is the person's title as the line form's is ("Name, Title, <address>"): short,
 * shaped like a title, closed by its comma or colon, not how or when to reach them ("by email",
 * "mornings only"), not a clause leading to the address ("who answers at").
 */
function contactApposition(tokens: readonly Token[], from: number): string | null {
  let rest = tokens.slice(from);
  // "… contact Thomas Keller, project architect, at <address>": the preposition after the closing comma leads to the address.
  if (rest.length >= 2 && isAddressPreposition((rest[rest.length - 1] as Token).core) && (rest[rest.length - 2] as Token).breakAfter) rest = rest.slice(0, -1);
  if (rest.length === 0 || rest.length > 4 || !(rest[rest.length - 1] as Token).breakAfter) return null;
  if (rest.slice(0, -1).some((t) => t.breakAfter || t.sentenceEnd) || rest.some((t) => !/^\p{L}[\p{L}'’-]*$/u.test(t.core))) return null;
  const p = phrase(rest);
  if (!titleShaped(p) || saysHowOrWhen(p) || leadsToAddress(p) || isChannelLabel(p) || isKinship(p) || responsibleForNothing(p) || ANCHORS.has(fold((rest[0] as Token).core))) return null;
  // Without a job word or an agent noun, a plain duty: lower-case words only, none a function
  // word, an adverb or a place ("export sales"; not "in Vertretung", "sur rendez-vous", "thank
  // you", "temporarily", "region norr", "Hamburg office").
  if (!isInlineTitle(p) && !isAgentTitle(p) && !plainDuty(rest.map((t) => t.core))) return null;
  // A label closed by a colon right before the address is the address's own ("Ruben Meijer,
  // Presse: <address>"), unless a job word or ending says it is his (lines.ts reads it so).
  if (/:\s*$/u.test((rest[rest.length - 1] as Token).raw) && !isInlineTitle(p) && !isAgentTitle(p)) return null;
  // One capitalised word that no job word or ending marks, and no department: as likely where the
  // person sits as what they do ("Nagy Péter, Kecskemét, <address>"), as on a line (lines.ts).
  if (rest.length === 1 && /^\p{Lu}/u.test(p) && !isInlineTitle(p) && !isAgentTitle(p) && !isNotNameWord(fold(p))) return null;
  return p;
}

/**
 * Auxiliary and modal verbs (folded) that open a clause after "and" ("… og har været hos os siden
 * 2015", "and has worked here", "und hat …", "et a rejoint …"): the sentence goes on, no second duty.
 */
const CLAUSE_VERBS = new Set(
  [
    'has', 'have', 'had', 'will', 'can', 'har', 'hade', 'havde', 'hadde', 'hat', 'hatte', 'wird', 'kann', 'heeft', 'ha', 'hanno', 'han', 'ont', 'tem', 'têm', 'tiene', 'vil', 'kan', 'ska', 'skal', 'má', 'ma', 'mają',
    // what the person does, said as a verb after the job ("Head of Operations and oversees scheduling")
    'oversees', 'manages', 'runs', 'leads', 'handles', 'looks', 'coordinates', 'heads', 'supports', 'works', 'takes', 'answers', 'helps', 'brings', 'keeps', 'organises', 'organizes',
    'leitet', 'betreut', 'koordiniert', 'unterstützt', 'verantwortet', 'kümmert', 'gère', 'dirige', 'coordonne', 'gestiona', 'coordina', 'gestisce', 'leidt', 'beheert', 'leder', 'ansvarar', 'sköter',
  ].map(fold),
);

/** Whether lower-case words name a duty plainly: one to three of them, none a function word, an adverb, a place, a region or a verb opening a clause. */
function plainDuty(ws: readonly string[]): boolean {
  return ws.length >= 1 && ws.length <= 3 && !CLAUSE_VERBS.has(fold(ws[0] ?? '')) && !COPULAS.has(fold(ws[0] ?? '')) && ws.every((w) => w === w.toLowerCase() && !isFunctionWord(fold(w)) && !isPlaceNoun(fold(w)) && !/(?:ly|mente)$/u.test(w));
}

/**
 * "Jana Roth is our wheelwright; …", "Karin Dahl, vår plantskoleodlare, …": after "our" (at
 * `anchorAt`..`from`), one word closing the clause is the job, as before a name (ownRole).
 */
function ownRoleAfter(tokens: readonly Token[], anchorAt: number, from: number, closedByEnd: boolean): string | null {
  if (!tokens.slice(anchorAt, from).some((t) => OUR.has(fold(t.core)))) return null;
  let end = from;
  while (end < tokens.length && end - from < 2 && NOT_ROLE_OPENERS.has(fold((tokens[end] as Token).core)) && !(tokens[end] as Token).breakAfter) end++;
  const head = tokens[end];
  if (head === undefined || !(head.breakAfter || (end === tokens.length - 1 && closedByEnd))) return null;
  return ownRole(tokens, from, end + 1);
}

/**
 * "Julia Santos é a nossa higienista oral e responde …": after "our", an agent noun (with at most
 * one lower-case word after it, its complement) ended by a conjunction that goes on with the
 * sentence, not with another title, is the job, as it is when a comma closes it.
 */
function ownAgentBeforeConjunction(tokens: readonly Token[], anchorAt: number, from: number): string | null {
  if (!tokens.slice(anchorAt, from).some((t) => OUR.has(fold(t.core)))) return null;
  for (let c = from + 1; c < tokens.length && c - from <= 3; c++) {
    if ((tokens[c - 1] as Token).breakAfter) return null;
    if (!CONJUNCTIONS.has(fold((tokens[c] as Token).core))) continue;
    const p = phrase(tokens.slice(from, c));
    return agentThenComplement(tokens, from, c) && isAgentTitle(p) && !isKinship(p) ? p : null;
  }
  return null;
}

/**
 * Possessives (folded) of Swedish, Norwegian and Danish among ANCHORS: the adjectives of a title
 * written after one take their weak form ("vår behöriga elinstallatör", "vår daglige leder",
 * "vores tekniske chef").
 */
const NORDIC_POSSESSIVES = new Set(['vår', 'vårt', 'våra', 'våre', 'vores', 'jeres'].map(fold));

/**
 * A Scandinavian title in its base form, as it is written on its own ("behörig elinstallatör",
 * "daglig leder", "teknisk chef"), as declined Polish and Czech titles are given in the
 * nominative: the weak ending of an adjective before the head noun taken off, only for the
 * regular adjective endings (-ig, -isk, -iv, -ell; Swedish weak -a, Norwegian and Danish -e).
 */
function strongForm(title: string): string {
  const ws = title.split(' ');
  // The last word too when it is an adjective used as the job ("vores vaccinationsansvarlige" -> vaccinationsansvarlig).
  return ws.map((w, k) => (k < ws.length - 1 ? w.replace(/(\p{L}{2}(?:ig|isk|iv|ell))[ae]$/u, '$1') : w.replace(/(\p{L}{4}(?:lig|ig))e$/u, '$1'))).join(' ');
}

/**
 * Hungarian writes the job right after the name, with no comma ("Szabó Katalin cukrászmester
 * szívesen válaszol", "Kovács Péter ügyvezető igazgató"): on a family-first page, the lower-case
 * words right after the name that are each a job word or an agent noun (or an adjective in -i
 * naming the job's field before one), up to three.
 */
function titleRightAfter(tokens: readonly Token[], end: number): string | null {
  let i = end;
  const isJob = (t: Token | undefined): boolean => t !== undefined && (isTitleWord(fold(t.core)) || isAgentTitle(t.core));
  while (i < tokens.length && i - end < 3) {
    const t = tokens[i] as Token;
    // An adjective in -i before the job word names its field ("képzési tanácsadó", "pénzügyi
    // vezető": training adviser, financial manager).
    const field = /^\p{Ll}{3,}i$/u.test(t.core) && !t.breakAfter && isJob(tokens[i + 1]) && (tokens[i + 1] as Token).core === (tokens[i + 1] as Token).core.toLowerCase();
    if (t.breakBefore || t.core === '' || t.core !== t.core.toLowerCase() || !(isJob(t) || field)) break;
    i++;
    if (t.breakAfter) break;
  }
  if (i === end) return null;
  // The phrase ends with its job word, not with a field's adjective.
  while (i > end && !isJob(tokens[i - 1])) i--;
  if (i === end) return null;
  const p = phrase(tokens.slice(end, i));
  return isInlineTitle(p) || isAgentTitle(p) ? p : null;
}

/** Relative pronouns (folded) before a copula: "who is", "der er", "som är", "qui est", "che è", "die is". */
const RELATIVE_PRONOUNS = new Set(['who', 'der', 'die', 'som', 'qui', 'que', 'quien', 'che', 'ktory', 'ktora', 'ktery', 'ktera', 'joka'].map(fold));

/** Verbs (folded) of working somewhere, before "as" and a job ("works as", "arbeitet … als", "působí jako"). */
const WORK_VERBS = new Set(
  [
    'works', 'worked', 'arbeitet', 'travaille', 'trabaja', 'treballa', 'lavora', 'trabalha', 'werkt', 'arbetar', 'jobber',
    'arbejder', 'pracuje', 'působí', 'pôsobí', 'serves',
  ].map(fold),
);
/**
 * Verbs (folded) of joining, whose object (the team, the firm: at most three words) comes before
 * "as" ("Clara Mertens rejoint l'agence comme terminologue", "Tom Hale joins the team as office
 * manager", "Anna Weber verstärkt unser Team als Floristin", "Eva Lind ansluter till byrån som jurist").
 */
const JOIN_VERBS = new Set(
  [
    'joins', 'joined', 'rejoint', 'rejoindra', 'intègre', 'integra', 'verstärkt', 'ergänzt', 'versterkt', 'ansluter', 'forstærker', 'forsterker',
    'dołącza', 'posiluje', 'incorpora', 'entra', 'arriva', 'chega',
    // welcomed as ("Vi ønsker Julie Strand velkommen som tannpleier", "We welcome Ann Lee as …")
    'velkommen', 'välkommen',
  ].map(fold),
);

/** "as" (folded) before the job a verb of working or joining gives. */
const AS_WORDS = new Set(['as', 'als', 'comme', 'como', 'come', 'jako', 'som']);

/** Words (folded) of "with us", "here" between the verb and "as" ("arbeitet bei uns als", "travaille chez nous comme"). */
const WITH_US_WORDS = new Set(['with', 'us', 'here', 'bei', 'uns', 'hier', 'chez', 'nous', 'ici', 'con', 'nosotros', 'aqui', 'noi', 'qui', 'connosco', 'bij', 'ons', 'hos', 'oss', 'os', 'her', 'u', 'nas', 'nás'].map(fold));

/**
 * Where a job said with a verb of working starts: "Marie Dupont travaille chez nous comme
 * conseillère clientèle", "Pavel Svoboda působí jako vedoucí projektů": the verb, at most two
 * words of "with us" or "here", then "as" (a copula of COPULAS) at the returned index; `end` when
 * the words after the name are not so.
 */
function workedAs(tokens: readonly Token[], end: number): number {
  // ("Sophie Lam has joined us as …": the auxiliary before the verb is read past.)
  const aux = AUXILIARIES.has(fold(tokens[end]?.core ?? '')) && !(tokens[end] as Token).breakAfter ? 1 : 0;
  const verb = fold(tokens[end + aux]?.core ?? '');
  const joins = JOIN_VERBS.has(verb);
  if ((tokens[end - 1] as Token | undefined)?.breakAfter !== false || !(WORK_VERBS.has(verb) || joins)) return end;
  let i = end + aux + 1;
  // After a verb of joining, its object (the team, the firm), lower-case or not, without punctuation.
  while (i < tokens.length && i - end <= 3 && (joins || WITH_US_WORDS.has(fold((tokens[i] as Token).core))) && !(tokens[i - 1] as Token).breakAfter && !AS_WORDS.has(fold((tokens[i] as Token).core))) i++;
  // After a verb of working, where and since when, opened by a preposition, up to seven words
  // without punctuation ("působí na klinice od roku 2021 jako …", "works in our Leeds office as …").
  if (!joins && (PLACE_PREPOSITIONS.has(fold(tokens[i]?.core ?? '')) || TIME_PREPOSITIONS.has(fold(tokens[i]?.core ?? '')))) {
    for (let j = i + 1; j < tokens.length && j - i <= 7 && !(tokens[j - 1] as Token).breakAfter; j++) {
      if (AS_WORDS.has(fold((tokens[j] as Token).core))) {
        i = j;
        break;
      }
    }
  }
  const as = tokens[i];
  return as !== undefined && !(tokens[i - 1] as Token).breakAfter && AS_WORDS.has(fold(as.core)) ? i : end;
}

/** Auxiliaries of the perfect before a verb of working or joining ("has joined", "hat … begonnen", "har börjat"), folded. */
const AUXILIARIES = new Set(['has', 'have', 'hat', 'har', 'heeft', 'ha', 'a']);

/**
 * The role with the market or the field a dash adds after it, up to the sentence's end ("Tatiana
 * Lopes, Key Account Manager – Japan & Korea."): at most four words, the first capitalised, no
 * punctuation inside. `at`: the token after the one that closed the role; a dash closed it when
 * the token before `at` is one.
 */
function withDashNote(tokens: readonly Token[], at: number, role: string | null): string | null {
  if (role === null || !/^[–—]$/u.test(tokens[at - 1]?.core ?? '') || !/^\p{Lu}/u.test(tokens[at]?.core ?? '')) return role;
  for (let k = at; k < tokens.length && k - at < 4; k++) {
    const t = tokens[k] as Token;
    if (t.sentenceEnd) return `${role} – ${phrase(tokens.slice(at, k + 1))}`;
    if (t.breakAfter) return role;
  }
  return role;
}

/**
 * The index of "as" (AS_WORDS) within four words after `from`, no punctuation between, or null:
 * a date before the verb and "as" ("fra 1. maj starter som"), never an object ("die ihre
 * Ausbildung bei uns als … abgeschlossen hat": what she trained as, not her post).
 */
function asSoonAfter(tokens: readonly Token[], from: number): number | null {
  let free = false;
  for (let k = from; k < tokens.length && k - from <= 4; k++) {
    const t = tokens[k] as Token;
    if (k > from + 1 && AS_WORDS.has(fold(t.core))) return !free || closedJobAfter(tokens, k + 1) ? k : null;
    if (t.breakAfter) return null;
    // (Every word but the verb right before "as" is part of the date: a number, a month after it,
    // a time preposition. Other words, a verb and its object, "who coordinates our paralegal
    // programme as Paralegal Coordinator (", only before a short job closed by punctuation.)
    const verb = AS_WORDS.has(fold(tokens[k + 1]?.core ?? '')) && /^\p{Ll}+$/u.test(t.core);
    if (!verb && !/^\d/u.test(t.core) && !TIME_PREPOSITIONS.has(fold(t.core)) && !FROM_DATE_WORDS.has(fold(t.core)) && !/^\d/u.test(tokens[k - 1]?.core ?? '')) free = true;
  }
  return null;
}

/** Whether a job of at most four words with a job-title word starts at `from`, closed by punctuation. */
function closedJobAfter(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < tokens.length && k - from < 4; k++) {
    if ((tokens[k] as Token).breakAfter) return isInlineTitle(phrase(tokens.slice(from, k + 1)));
  }
  return false;
}

/** The role phrase of roleAfter from `from`, after the copula and the possessive. */
function roleAfterFrom(tokens: readonly Token[], from: number, closedByEnd: boolean, own: ReadonlySet<string> = NO_WORDS): string | null {
  let i = from;
  let conjunction = false;
  while (i < tokens.length && i - from < (conjunction ? MAX_COORDINATED_WORDS : MAX_ROLE_WORDS)) {
    const t = tokens[i] as Token;
    // "… is our technical director and answers …": the phrase ends before the conjunction unless
    // what follows it is a title too, up to where the apposition closes (rolePhrase).
    if (i > from && CONJUNCTIONS.has(fold(t.core))) conjunction = true;
    i++;
    if (t.breakAfter) return withDashNote(tokens, i, rolePhrase(tokens, from, i, true, own));
  }
  if (i === tokens.length && closedByEnd && i > from) return rolePhrase(tokens, from, i, true, own);
  if (conjunction) return rolePhrase(tokens, from, i, false, own);
  // Longer than a role only by the company's own name closing it ("repórter de Cidades da Folha do
  // Taquari."): the phrase up to where it closes, without the name.
  let end = i;
  while (end < tokens.length && end - from < MAX_ROLE_WORDS + 4 && !(tokens[end - 1] as Token).breakAfter) end++;
  const closes = (tokens[end - 1] as Token).breakAfter || (end === tokens.length && closedByEnd);
  if (closes && withoutOwnComplement(tokens, from, end, own) - from <= roleWords(tokens, from, end, true)) return rolePhrase(tokens, from, end, true, own);
  // Longer by what the person holds or brings, after "with" ("lek. wet. Ewa Duda, lekarz
  // weterynarii z certyfikatem ISFM w zakresie medycyny kotów;"), or by what they did before,
  // after "after" and a stretch of time ("as Finance Manager after twelve years in audit;"): the
  // job before it, within an apposition that closes.
  if (!closes) return null;
  for (let w = from + 1; w < Math.min(end, from + 5); w++) {
    const after = AFTER_WORDS.has(fold(tokens[w]?.core ?? '')) && tokens.slice(w + 1, Math.min(end, w + 4)).some((t) => TIME_UNIT_RE.test(fold(t.core)));
    if ((!WITH_WORDS.has(fold(tokens[w]?.core ?? '')) && !after) || (tokens[w - 1] as Token).breakAfter) continue;
    const p = phrase(tokens.slice(from, w));
    return isInlineTitle(p) && !isKinship(p) ? p : null;
  }
  return null;
}

/** Words (folded) for "after" that open what a person did before their job ("after twelve years in audit", "nach zehn Jahren", "après dix ans"). */
const AFTER_WORDS = new Set(['after', 'nach', 'apres', 'dopo', 'despues', 'depois', 'na', 'efter', 'etter', 'po']);

/** Words (folded) for "with" that open what a person holds or brings after their job ("with a certificate in …", "z certyfikatem", "mit Zertifikat"). */
const WITH_WORDS = new Set(['with', 'mit', 'avec', 'con', 'com', 'met', 'med', 'z', 'ze', 'se', 's']);

/**
 * What a relative clause right after the name says the person is responsible for, as the title
 * ("Frau Mag. Theresa Wallner, die bei uns HR & Office Management verantwortet", "Tom Reid, who is
 * responsible for Key Accounts", "Anne Roy, qui est responsable de la Logistique", "Eva Lind, som
 * ansvarar för Ekonomi", "Ellen Smet, die bij ons de boekhouding opvolgt"): only with a verb that
 * says responsibility, in the languages read, and only when what follows is a title-shaped area,
 * in upper or lower case, without a possessive, a pronoun or a clause word; the articles before
 * it and before each of its coordinated parts are not the area's ("la Logistique" -> "Logistique").
 */
const RESPONSIBLE_FOR: readonly RegExp[] = [
  // en
  /^(?:who|that) (?:is|was) (?:responsible|in charge) (?:for|of) (.+)$/u,
  // de (verb last): "die (bei uns|hier|im Team) (für) X verantwortet | (für) X zuständig ist | X verantwortlich ist"
  /^(?:die|der|welche|welcher) (?:(?:bei uns|hier|im team|im haus|seit \d{4}) )?(?:den bereich |das )?(.+?) verantwortet$/u,
  /^(?:die|der|welche|welcher) (?:(?:bei uns|hier|im team|im haus) )?für (?:den bereich )?(.+?) (?:zuständig|verantwortlich) ist$/u,
  // fr, es, ca, it, pt
  /^(?:qui) (?:est|était) (?:responsable|chargée?) (?:de|du|des) (.+)$/u,
  /^(?:que|quien) (?:es|era) (?:responsable|encargad[oa]) de (.+)$/u,
  /^(?:que|qui) (?:és|era) (?:responsable|encarregad[ae]) de (.+)$/u,
  /^(?:che) (?:è|era) (?:responsabile|incaricat[oa]) (?:di|del|della|dell') ?(.+)$/u,
  /^(?:que) (?:é|era) (?:responsável|encarregad[oa]) (?:de|do|da|pelo|pela) (.+)$/u,
  // nl (verb last or second): "die (bij ons) verantwoordelijk is voor X", "die (bij ons) X
  // opvolgt | beheert | coördineert | verzorgt | behartigt" (the verbs that say "is in charge of")
  /^(?:die) (?:(?:bij ons|hier) )?verantwoordelijk is voor (.+)$/u,
  /^(?:die) (?:(?:bij ons|hier|binnen het team|op kantoor) )?(.+?) (?:opvolgt|beheert|coördineert|coordineert|verzorgt|behartigt|verantwoordt)$/u,
  // sv, no, da
  /^(?:som) (?:ansvarar för|har ansvar for|har ansvaret for|er ansvarlig for|är ansvarig för) (.+)$/u,
  // the verbs that say "looks after X" ("who looks after Bookings", "der sich um den Einkauf
  // kümmert", "qui s'occupe de l'accueil", "que se encarga de la tienda", "che si occupa della
  // segreteria", "que cuida das encomendas", "die zich met de verhuur bezighoudt", "som sköter
  // bokningen", "som tar seg av kundeservice"): what the person looks after is their area too
  /^(?:who|that) (?:looks after|takes care of|oversees|heads|coordinates|manages) (.+)$/u,
  /^(?:die|der) (?:(?:bei uns|hier|im team) )?sich (?:bei uns )?um (.+?) kümmert$/u,
  /^qui (?:s['’]occupe|se charge) (?:de |du |des |d['’])(.+)$/u,
  /^(?:que|quien) se (?:encarga|ocupa) (?:de|del) (.+)$/u,
  /^que s['’]encarrega (?:de|del|dels|d['’]) ?(.+)$/u,
  /^che si occupa (?:di|del|della|dello|dei|delle|degli|dell['’]) ?(.+)$/u,
  /^que (?:cuida|trata|se ocupa) (?:de|do|da|dos|das) (.+)$/u,
  /^die (?:(?:bij ons|hier) )?zich (?:met (.+?) bezighoudt|bezighoudt met (.+))$/u,
  /^som (?:sköter|har hand om|tar hand om|tar seg av|står for|tager sig af) (.+)$/u,
  // pl
  /^(?:który|która) (?:odpowiada za|jest odpowiedzialn[ya] za) (.+)$/u,
];

/**
 * An apposition after the name that is an adjective of responsibility and its area, with no
 * relative pronoun or verb ("Karl Rebane, responsible for exports to Scandinavia, …", "Jan Köhler,
 * zuständig für den Einkauf, …", "Petra Dvořáková, zodpovědná za expedici, …"): the person's
 * title as written, as on a card. "responsable de" and "ansvarig för" hold a title word already.
 */
const RESPONSIBLE_APPOSITION =
  /^(?:responsible for|in charge of|(?:zuständig|verantwortlich) für|verantwoordelijk voor|odpowiedzialn[ya] za|zodpovědn[ýá] za|zodpovedn[ýá] za) (.+)$/u;

/** Words that make what follows a responsibility verb something else than an area ("your order", "it", "all questions"). */
const NOT_AREA_WORDS = new Set(
  [
    'your', 'you', 'it', 'this', 'that', 'all', 'any', 'ihre', 'ihr', 'sie', 'alle', 'alles', 'es', 'das', 'votre', 'vos', 'tout', 'tous', 'su', 'sus', 'todo', 'todos', 'tutto', 'tutti', 'uw', 'alt', 'alla', 'allt', 'wszystko', 'fragen', 'questions', 'questioni', 'preguntas',
    // pronouns and clause words, so that a lower-case area is a noun phrase, not a clause ("for
    // it", "voor dat", "för det", "de ce que", "for everything")
    'everything', 'dit', 'dat', 'det', 'dette', 'ce', 'cela', 'ceci', 'que', 'qui', 'che', 'eso', 'esto', 'isso', 'isto', 'dass', 'att', 'at', 'ze', 'what', 'was', 'wat', 'vad', 'hva', 'hvad',
    'ensuring', 'making', 'keeping', 'ihnen', 'u', 'je', 'jou', 'jullie', 'er', 'dig', 'deg', 'dere', 'jer', 'vous', 'usted', 'ustedes', 'voi', 'lei',
  ].map(fold),
);

/** Articles (folded) written before an area and before each of its coordinated parts ("de HR en de opleidingen"): not the area's. */
const AREA_ARTICLES = new Set(['the', 'der', 'die', 'den', 'le', 'la', 'les', "l'", 'el', 'los', 'las', 'il', 'lo', 'gli', 'o', 'os', 'as', 'de', 'het'].map(fold));

/** How many tokens the relative clause read by responsibleFor spans after `end`. */
function clauseEnd(tokens: readonly Token[], end: number): number {
  let i = end;
  while (i < tokens.length && i - end < 16) if ((tokens[i++] as Token).breakAfter) break;
  return i;
}

/**
 * Whether the apposition after a full name, closed by its comma, is a job with its area after a
 * preposition ("Freyja Karlsdóttir, Regional Sales Manager for North America, works …"): the
 * capitalised words in it are the job and where it is done, nobody.
 */
function jobApposition(tokens: readonly Token[], end: number): boolean {
  const last = tokens[end - 1];
  if (!(last?.breakAfter ?? false) || last?.sentenceEnd === true) return false;
  const stop = clauseEnd(tokens, end);
  if (!(tokens[stop - 1]?.breakAfter ?? false) || stop - end > 10) return false;
  const at = tokens.slice(end, stop).findIndex((t) => AREA_PREPOSITIONS.has(fold(t.core)));
  return at > 0 && isInlineTitle(phrase(tokens.slice(end, end + at)));
}

/**
 * Mentions without those inside a responsibility clause after a full name: "Tom Reid, who is
 * responsible for Key Accounts, at …" names one person, Key Accounts being what he answers for.
 */
function withoutAreas(tokens: readonly Token[], found: Mention[]): Mention[] {
  const first = found[0];
  if (found.length < 2 || first === undefined || first.name === null || (responsibleFor(tokens, first.end) === null && !jobApposition(tokens, first.end))) return found;
  const stop = clauseEnd(tokens, first.end);
  const rest = found.slice(1).filter((m) => !(m.from >= first.end && m.end <= stop));
  return [first, ...rest];
}

function responsibleFor(tokens: readonly Token[], end: number): string | null {
  const last = tokens[end - 1];
  if (!(last?.breakAfter ?? false) || last?.sentenceEnd === true) return null;
  const clause: Token[] = [];
  for (let i = end; i < tokens.length && clause.length < 16; i++) {
    const t = tokens[i] as Token;
    clause.push(t);
    if (t.breakAfter) break;
  }
  const text = phrase(clause);
  // The bare apposition is the title as written; its area is checked as a clause's is.
  if (RESPONSIBLE_APPOSITION.test(text.toLowerCase())) return responsibleForNothing(text) ? null : text;
  for (const re of RESPONSIBLE_FOR) {
    const match = re.exec(text.toLowerCase());
    const area = match?.[1] ?? match?.[2];
    if (area === undefined) continue;
    return checkedArea(text, area);
  }
  return null;
}

/**
 * Whether `text` is a bare "responsible for X" apposition whose X is no area ("responsible for
 * you", "zuständig für alle Fragen"): no title, wherever it is written (running text or a
 * "Name, …, <address>" line), so the line reader asks this too.
 */
export function responsibleForNothing(text: string): boolean {
  const area = RESPONSIBLE_APPOSITION.exec(collapseSpaces(text).toLowerCase())?.[1];
  return area !== undefined && checkedArea(collapseSpaces(text), area) === null;
}

function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * The area `area` (a lower-cased part of `text`) as written, without its articles, or null when
 * it is no area: too long, a pronoun or a clause, someone else's name, a number.
 */
function checkedArea(text: string, area: string): string | null {
  // The area as written (its case), from the lower-cased match's position.
  const at = text.toLowerCase().lastIndexOf(area);
  // An elided article is not the area's either ("l'accueil", "dell'amministrazione" read from "l'").
  const written = text.slice(at, at + area.length).trim().replace(/^l['’](?=\p{L})/u, '').split(/\s+/);
  // The area without its articles: at its start and after a conjunction ("de HR en de
  // opleidingen" -> "HR en opleidingen"), each only before a word of the area.
  const ws = written.filter((w, k) => !(AREA_ARTICLES.has(fold(w)) && k + 1 < written.length && (k === 0 || CONJUNCTIONS.has(fold(written[k - 1] ?? '')))));
  const original = ws.join(' ');
  if (ws.length === 0 || ws.length > MAX_ROLE_WORDS || ANCHORS.has(fold(ws[0] ?? '')) || ws.some((w) => NOT_AREA_WORDS.has(fold(w)))) return null;
  // Someone else ("responsible for Anna Weber") is no area. A lower-case area ("responsible for
  // customer service", "die de boekhouding opvolgt") is one too: a noun phrase without a
  // pronoun or a clause word (NOT_AREA_WORDS).
  if (!titleShaped(original) || isGivenName(ws[0] ?? '') || /\d/.test(original)) return null;
  return original;
}

/**
 * Words (folded) that follow the subject of the clause giving an address, and so end a role
 * phrase written as that subject ("the campus coordinator | will answer you at", "la coordinadora
 * del campus | us respondrà a", "unsere Leiterin | beantwortet Ihnen … unter"): object pronouns,
 * auxiliaries and the prepositions that introduce an address, in the languages read.
 */
const AFTER_SUBJECT = new Set(
  [
    // en
    'will', 'would', 'can', 'could', 'is', 'answers', 'replies', 'responds', 'handles', 'takes', 'at', 'on', 'you',
    // de
    'wird', 'kann', 'ist', 'beantwortet', 'hilft', 'ihnen', 'dir', 'euch', 'unter', 'per',
    // fr
    'vous', 'te', 'va', 'peut', 'répond', 'repond', 'répondra', 'repondra', 'à', 'au',
    // es, ca, pt, it
    'le', 'les', 'os', 'us', 'lhe', 'lhes', 'vos', 'ti', 'vi', 'ci', 'va', 'puede', 'pot', 'pode', 'può', 'puo',
    'responde', 'respon', 'risponde', 'contesta', 'atiende', 'atén', 'aten', 'atende', 'en', 'em', 'a', 'al',
    // nl
    'zal', 'kan', 'helpt', 'beantwoordt', 'u', 'je', 'jou', 'op', 'via',
    // sv, no, da
    'kommer', 'ska', 'skal', 'vil', 'kan', 'svarar', 'svarer', 'hjälper', 'hjelper', 'hjælper', 'dig', 'deg', 'er',
    'dere', 'jer', 'er', 'på',
    // pl, cs, fi
    'odpowie', 'pomoże', 'pomoze', 'pan', 'pani', 'państwu', 'panstwu', 'vám', 'vam', 'odpoví', 'odpovi', 'vastaa',
  ].map(fold),
);

/** Folded words that make the phrase after them a complement, someone else ("son of the founder", "Tochter des Gründers"). */
const OF_WORDS = new Set(['of', 'von', 'vom', 'des', 'du', 'di', 'del', 'della', 'dello', 'do', 'dos', 'das', 'van', 'av', 'af'].map(fold));

/**
 * A role phrase written as the subject of the address's own clause, after the person's name in
 * the same sentence or the one before ("Enguany el campus el coordina la Núria Ferrer; per a
 * dubtes, la coordinadora del campus us respondrà a <address>"): an article or a possessive, then
 * at most MAX_ROLE_WORDS words with a job-title word and no name, ended by a comma or by a word
 * that follows a subject (AFTER_SUBJECT); the one nearest the address. The caller has checked that the address is
 * spelled from the one name the text gives, so the subject answering at it is that person.
 */
function roleSubject(tokens: readonly Token[], from: number): string | null {
  // The last such phrase: the one nearest the address.
  let found: string | null = null;
  for (let a = Math.max(0, from); a < tokens.length; a++) {
    if (!ANCHORS.has(fold(tokens[a]?.core ?? ''))) continue;
    // "son of the founder": a phrase after "of" or a relative is someone else, not the subject.
    const prev = tokens[a - 1];
    if (prev !== undefined && !prev.breakAfter && (OF_WORDS.has(fold(prev.core)) || KINSHIP_WORDS.has(fold(prev.core)))) continue;
    for (let end = a + 2; end <= Math.min(tokens.length, a + 1 + MAX_ROLE_WORDS); end++) {
      const last = tokens[end - 1] as Token;
      const next = tokens[end];
      if (next !== undefined && next.breakBefore) break;
      const closed = last.breakAfter || (next !== undefined && (AFTER_SUBJECT.has(fold(next.core)) || CONJUNCTIONS.has(fold(next.core))));
      if (!closed) {
        if (last.breakAfter) break;
        continue;
      }
      // ("la nueva coordinadora", "a nova sócia": how long someone has held it is no part of the job.)
      let from2 = a + 1;
      while (from2 < end - 1 && NOT_ROLE_OPENERS.has(fold(tokens[from2]?.core ?? ''))) from2++;
      const p = phrase(tokens.slice(from2, end));
      // (A word in lower case is no name: "a nova sócia", though Nova is a given name.)
      if (isInlineTitle(p) && !tokens.slice(a + 1, end).some((t) => /^\p{Lu}/u.test(t.core) && isGivenName(t.core))) found = coordinated(tokens, from2, end) ?? p;
      break;
    }
  }
  return found;
}

/**
 * Titles joined by a conjunction after the first ("Marguerite, our innkeeper and co-owner, still
 * bakes …"): the whole phrase up to where the apposition closes, when rolePhrase reads every part
 * as a title; otherwise null.
 */
function coordinated(tokens: readonly Token[], from: number, end: number): string | null {
  if (!CONJUNCTIONS.has(fold(tokens[end]?.core ?? '')) || (tokens[end - 1] as Token).breakAfter) return null;
  for (let close = end + 2; close <= Math.min(tokens.length, from + MAX_COORDINATED_WORDS); close++) {
    const t = tokens[close - 1] as Token;
    if (tokens[close]?.breakBefore === true && !t.breakAfter) return null;
    if (!t.breakAfter) continue;
    const whole = rolePhrase(tokens, from, close, true);
    return whole !== null && whole.split(' ').length > end - from ? whole : null;
  }
  return null;
}

/** Whether a short mention (a given name, or an honorific and a family name) is the full name's person. */
function namesSame(tokens: readonly Token[], short: Mention, full: string): boolean {
  const word = fold(tokens[short.start]?.core ?? '');
  const parts = full.split(' ').map(fold);
  if (short.from < short.start) return parts.length > 1 && parts[parts.length - 1] === word;
  return parts[0] === word;
}

/** "Now", "today" in the languages read, before a job said of someone ("oggi socio emerito", "heute Seniorpartner"), folded. */
const NOW_WORDS = new Set(['now', 'today', 'oggi', 'ora', 'heute', 'jetzt', 'nun', 'aujourdhui', 'desormais', 'hoy', 'ahora', 'hoje', 'agora', 'avui', 'ara', 'nu', 'idag', 'inmiddels', 'tegenwoordig', 'dzis', 'obecnie', 'nyni', 'dnes', 'ma', 'nyt', 'nuegu', 'praegu'].map(fold));

/** Words for a group of staff, written after its name ("our Supporter Care team"), folded. */
const GROUP_WORDS = new Set(['team', 'teams', 'department', 'desk', 'unit', 'crew', 'squad', 'abteilung', 'equipe', 'equipo', 'equipa', 'afdeling', 'avdeling', 'avdelning', 'tiimi', 'zespol', 'oddeleni', 'oddelenie', 'csapat']);

/** Words that join two clauses or two phrases: a role phrase ends before them. */
const CONJUNCTIONS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'en', 'og', 'och', 'oraz', 'a', 'ja', 'sowie'].map(fold));

/** Third-person pronouns (folded) that refer back to a person named in the sentence before. */
const PRONOUNS = new Set(
  [
    'her', 'him', 'she', 'he', 'ihr', 'ihm', 'ihn', 'er', 'lui', 'elle', 'il', 'ella', 'él', 'ell', 'li', 'lei', 'ela',
    'ele', 'lhe', 'haar', 'hem', 'zij', 'hij', 'hon', 'han', 'henne', 'honom', 'hun', 'ham', 'hende', 'ona', 'on',
    'jej', 'niej', 'niego', 'jego', 'nim', 'nią',
    // cs, sk, pl "mu", "jemu" (to him), cs "jí", "ji" (to, her); fi "hänelle", "häntä"; et "talle", "temale"; hu "neki"
    // (not Czech "ho", him: Italian "ho" is "I have")
    'mu', 'jemu', 'jí', 'ji', 'hänelle', 'häntä', 'talle', 'temale', 'neki',
  ].map(fold),
);
/**
 * Verbs of writing, calling or contacting with the pronoun joined to them, as Spanish and Italian
 * write it without a hyphen ("puede escribirle a", "contattarla a"), folded.
 */
const ENCLITIC_CONTACT = new Set(
  [
    'escribirle', 'escribirla', 'escribale', 'escribala', 'escribele', 'escribela', 'escribanle', 'contactarle', 'contactarla',
    'contactele', 'contactela', 'llamarle', 'llamarla', 'llamele', 'llamela', 'preguntarle', 'preguntarla', 'consultarle',
    'scrivergli', 'scriverle', 'contattarlo', 'contattarla', 'chiamarlo', 'chiamarla', 'scrivetegli', 'scrivetele',
  ].map(fold),
);

function refersBack(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) =>
    ENCLITIC_CONTACT.has(fold(t.core)) ||
    // "Écrivez-lui", "escreva-lhe", "escriu-li", "contactá-la": the pronoun after a hyphen.
    t.core.split('-').some((p, k) => {
      const f = fold(p);
      const lower = p === p.toLowerCase();
      // German "Sie" is also the polite "you", "Ihr" also "your": only lower case, not first, counts.
      if (f === 'sie' || f === 'ihr') return lower && i > 0;
      if (k > 0 && ['lo', 'la', 'los', 'las'].includes(f)) return true;
      return PRONOUNS.has(f) && (lower || (i === 0 && k === 0));
    }),
  );
}

/** First-person object pronouns (folded): "write to me", "schreiben Sie mir", "écrivez-moi", "escríbeme", "írjon nekem". */
const WRITER_PRONOUNS = new Set(
  ['me', 'mir', 'mich', 'moi', 'mi', 'mij', 'mig', 'meg', 'minulle', 'minua', 'mnie', 'mně', 'mne', 'nekem', 'mulle', 'minuga', 'escribeme', 'escriviu-me'].map(fold),
);

/** Whether the sentence asks to write to its writer ("Shoot me an email", "Ozvite sa mi", "Írjon nekem"). */
function speaksToWriter(tokens: readonly Token[]): boolean {
  return tokens.some((t) => t.core.split('-').some((p) => p === p.toLowerCase() && WRITER_PRONOUNS.has(fold(p))));
}

/** Words (folded) that introduce the writer by name: "I'm", "my name is", "ich bin", "je suis", "jsem", "som", "vagyok", "jestem" … */
const SELF_WORDS = new Set(
  ['i\'m', 'i’m', 'im', 'am', 'ich', 'bin', 'suis', 'soy', 'sono', 'sou', 'ben', 'är', 'er', 'olen', 'jestem', 'jsem', 'som', 'vagyok', 'jmenuji', 'volám', 'nazywam', 'heiße', 'llamo', 'chiamo', 'chamo', 'heet'].map(fold),
);

/**
 * The writer named in a sentence that introduces them, one or two sentences before the address's
 * (see proseBeforeAddress): the sentence holds a word of SELF_WORDS and exactly one person's
 * name, clear by the lists or spelled by the address, which must be one that person could own.
 */
function selfIntroduced(before: readonly Token[][], local: string): { sentence: Token[]; mention: Mention } | undefined {
  for (let k = before.length - 1; k >= Math.max(0, before.length - 2); k--) {
    const sentence = before[k] as Token[];
    if (!sentence.some((t) => SELF_WORDS.has(fold(t.core)))) continue;
    const there = withoutCapitalisedNouns(mentions(sentence, local), local).filter((m) => m.name !== null);
    const one = there[0];
    if (there.length !== 1 || one === undefined || one.name === null || !ownsAddress(local, one.name) || !isClearName(one.name, local)) return undefined;
    return { sentence, mention: one };
  }
  return undefined;
}

/**
 * The person the address's sentence calls by a given name the name lists may not hold ("Escriu al
 * Pau: <address>"), named in full in the nearest sentence before it that mentions anyone (at most
 * LOOK_BACK back, this paragraph or the one before): of that sentence's people, exactly one has a
 * name the address is spelled from in full (given and family name: names.ts localPartFits), and
 * its given name is a capitalised word of the address's sentence, not its first.
 */
function spelledBefore(current: readonly Token[], earlier: readonly Token[][], local: string): { sentence: Token[]; mention: Mention } | undefined {
  for (let k = earlier.length - 1; k >= Math.max(0, earlier.length - LOOK_BACK); k--) {
    const candidate = earlier[k] as Token[];
    const all = mentions(candidate, local);
    if (all.length === 0) continue;
    const fits = all.filter((m) => m.name !== null && m.name.includes(' ') && localPartFits(local, m.name) && fold(local).replace(/[^a-z]/g, '').includes(fold(m.name.split(' ').pop() ?? '').replace(/[^a-z]/g, '')));
    // (Past a sentence that names only places or bodies: "Julie kommer fra Tannhelsetjenesten i Troms".)
    if (fits.length === 0 && all.every((m) => m.name !== null && !isClearName(m.name))) continue;
    const one = fits[0];
    if (fits.length !== 1 || one === undefined) return undefined;
    const given = fold((one.name ?? '').split(' ')[0] ?? '');
    // An elided article stays off the name ("a l'Arnau", "d'Anna").
    const called = current.some((t, i) => {
      const word = t.core.replace(/^\p{L}{1,2}['’](?=\p{Lu})/u, '');
      return i > 0 && /^\p{Lu}/u.test(word) && fold(word) === given;
    });
    return called ? { sentence: candidate, mention: one } : undefined;
  }
  return undefined;
}

/**
 * The person of the sentence right before the address's, on its line, when the address's sentence
 * names no one and the address is spelled from two parts of that person's name ("Geschreven door
 * Wim Desmet, energieadviseur. Vragen bij dit artikel? w.desmet@…"): the address itself says
 * whose it is, as a pronoun would.
 */
function spelledJustBefore(all: readonly Token[][], local: string): { sentence: Token[]; mention: Mention } | undefined {
  // The sentences before it on the line, nearest first, up to two, past one that names no one ("Vragen bij dit artikel?").
  for (let k = all.length - 2; k >= Math.max(0, all.length - 3); k--) {
    const previous = all[k] as Token[];
    const there = mentions(previous, local);
    if (there.length === 0) continue;
    // The one mention the address spells in full, whatever else the sentence names with capitals
    // ("Juliana Heck is a reporter for the Taquari Herald. Got a story idea? Write to
    // juliana.heck@": the paper's name is no person's); else the sentence's only mention, spelled by the address at least by its
    // given name.
    const spelled = there.filter((m) => m.name !== null && localPartNames(local, m.name) && localPartFits(local, m.name) && m.name.split(' ').length >= 2);
    // (Never beside another person's clear name: "Written by Wim Desmet and Anna Smith" ties no one.)
    const othersNamed = there.some((m) => m !== spelled[0] && m.name !== null && isClearName(m.name));
    const one = spelled.length === 1 && !othersNamed ? spelled[0] : there.length === 1 ? there[0] : undefined;
    if (one === undefined || one.name === null || !(localPartNames(local, one.name) || isGivenNameMailbox(local, one.name))) return undefined;
    return { sentence: previous, mention: one };
  }
  return undefined;
}

/**
 * The given name opening the address's sentence, as a mention of someone named in full just
 * before (`prior`: the paragraph or heading before it): a sentence-initial capital is no name by
 * itself, but "Louise" after a heading "Louise Dam" is her. Only when the paragraph before names
 * exactly one person, with that given name, and the address fits that person.
 */
function openingGivenName(current: readonly Token[], prior: readonly Token[][], local: string): Mention | undefined {
  const first = current[0]?.core ?? '';
  if (!isGivenName(first) || prior.length === 0) return undefined;
  const named = prior.flatMap((s) => mentions(s, local)).filter((m) => m.name !== null);
  const one = named[0];
  if (named.length !== 1 || one === undefined || one.name === null || one.name.split(' ')[0] !== first || !ownsAddress(local, one.name)) return undefined;
  return { from: 0, start: 0, end: 1, name: null };
}

/**
 * Whether the local part is the person's given name, whole ("beatriz@" of Beatriz Almeida, whose
 * given name is one of the lists): a small firm's staff often have addresses so, and no role
 * mailbox is spelled so.
 */
function isGivenNameMailbox(local: string, name: string): boolean {
  const given = name.split(' ')[0] ?? '';
  return given.length >= 3 && !isRoleAddress(local) && isClearName(name) && fold(local) === fold(given).replace(/[^a-z]/g, '');
}

/** The word right after or right before the mention that the address is named after (names.ts namedAfterJob), as written; else null. */
function jobBeside(sentence: readonly Token[], mention: Mention, local: string): string | null {
  for (const t of [sentence[mention.end], sentence[mention.from - 1]]) {
    if (t === undefined || isRoleAddress(local) || !namedAfterJob(local, t.core)) continue;
    // The word and the job word it qualifies right after it ("Varga Ilona pénzügyi asszisztens
    // segít: penzugy@"): the job as written.
    const next = t === sentence[mention.end] && !t.breakAfter ? sentence[mention.end + 1] : undefined;
    if (next !== undefined && isTitleWord(fold(next.core)) && isInlineTitle(`${t.core} ${next.core}`)) return `${t.core} ${next.core}`;
    return t.core;
  }
  return null;
}

/**
 * One person named in full and called again by the given name in the same sentence ("… posted by
 * Emer Walsh, our bookings coordinator, so … drop Emer a line at"): one mention, the full one.
 */
function withoutRepeats(tokens: readonly Token[], found: Mention[]): Mention[] {
  const full = found.filter((m) => m.name !== null);
  const one = full[0];
  if (full.length !== 1 || one === undefined || found.length === 1) return found;
  return found.every((m) => m === one || (m.name === null && m.from === m.start && namesSame(tokens, m, one.name ?? ''))) ? [one] : found;
}

/**
 * The mentions without capitalised words that only look like a name, when the sentence holds one
 * clear name the address is spelled from ("Welches Mittel für Ihr Tier passt, bespricht unsere
 * Tierärztin Nina Graf …": German capitalises its nouns): a run with no given name of the lists,
 * not spelled by the address, is no person beside one that is both.
 */
function withoutCapitalisedNouns(found: Mention[], local: string, tokens?: readonly Token[]): Mention[] {
  if (found.length < 2) return found;
  const clear = found.filter((m) => m.name !== null && isClearName(m.name, local) && localPartFits(local, m.name));
  if (clear.length !== 1) return found;
  // A lone given name or "Dr. Kim" (name null) is someone; only full runs can be nouns. But a lone
  // given name right before a capitalised job-title word is that job's first word ("who joins us
  // as Line Manager for …": Line is a Norwegian given name; "Junior Club Coordinator").
  // ("Our Junior Club Coordinator, …": the job word may come a capitalised word later.)
  const opensJob = (m: Mention): boolean => {
    if (m.end - m.start !== 1 || m.from !== m.start || tokens === undefined) return false;
    for (let k = m.end; k < Math.min(tokens.length, m.end + 2); k++) {
      const t = tokens[k] as Token;
      if ((tokens[k - 1] as Token).breakAfter || !/^\p{Lu}/u.test(t.core)) return false;
      if (isTitleWord(fold(t.core))) return true;
    }
    return false;
  };
  return found.filter((m) => m === clear[0] || (m.name === null && !opensJob(m)) || (m.name !== null && (isClearName(m.name) || m.name.split(' ').some((w) => isGivenName(w)))));
}

/**
 * The sentence with the words beside a declined name read in the nominative, as the title is
 * declined with it ("naši asistentku Lenku Novákovou", "z panią Anną Zielińską, naszą główną
 * księgową"); the name's own words as written. Not the words of a body written after a
 * capitalised one before the name, in the genitive whatever the case of the job ("vedúcej
 * Mestskej knižnice Zuzane Hronskej" is the head of the town library).
 */
function inNominativeBeside(sentence: readonly Token[], mention: Mention): readonly Token[] {
  if (mention.declined !== true) return sentence;
  const inBody = (k: number): boolean => {
    if (k >= mention.from) return false;
    for (let j = Math.max(0, k - 3); j < k; j++) {
      const opening = j === 0 || (sentence[j - 1]?.sentenceEnd ?? false);
      if (!opening && /^\p{Lu}\p{Ll}/u.test(sentence[j]?.core ?? '')) return true;
    }
    return false;
  };
  // (A noun's genitive after the declined job noun stays: "na zástupkyni ředitelky" is "zástupkyně
  // ředitelky", the headmistress's deputy; after a declined adjective the noun is declined too.)
  const afterDeclinedNoun = (k: number): boolean => {
    const prev = sentence[k - 1];
    if (prev === undefined || k - 1 >= mention.from) return false;
    const base = inNominative(prev).core;
    return base !== prev.core && isTitleWord(fold(base)) && !TITLE_ADJECTIVE_RE.test(base);
  };
  return sentence.map((t, k) => (k >= mention.from && k < mention.end) || inBody(k) || afterDeclinedNoun(k) ? t : inNominative(t));
}

/** "From" or "on" before a date ("fra 1. maj", "ab 1. März", "from 1 May", "à partir du"), folded. */
const FROM_DATE_WORDS = new Set(['fra', 'från', 'ab', 'from', 'vom', 'am', 'per', 'le', 'on', 'op', 'pa'].map(fold));

/** "From" before a place ("works from Santiago", "kommt aus Linz"), folded. */
const FROM_WORDS = new Set(['from', 'aus', 'desde', 'fra', 'från', 'van', 'z', 'ze', 'depuis'].map(fold));

/**
 * The one mention the address is spelled from, when every other is a place after a preposition
 * ("After three vintages in the Adelaide Hills, Sophie Lam has joined us …, at sophie@": Adelaide
 * is a given name too); the mentions as they are otherwise.
 */
function placesAside(tokens: readonly Token[], found: Mention[], local: string): Mention[] {
  if (found.length < 2) return found;
  const spelled = found.filter((m) => m.name !== null && m.name.includes(' ') && spelledFromName(local, m.name));
  if (spelled.length !== 1) return found;
  const at = (word: string): boolean => PLACE_PREPOSITIONS.has(word) || FROM_WORDS.has(word);
  const placed = (m: Mention): boolean => {
    const before = fold(tokens[m.from - 1]?.core ?? '');
    return at(before) || (AREA_ARTICLES.has(before) && at(fold(tokens[m.from - 2]?.core ?? '')));
  };
  return found.every((m) => m === spelled[0] || placed(m)) ? spelled : found;
}

/**
 * The person running text ties to an address: `line` is the address's line up to the address,
 * `local` the address's local part. Null when the text ties nobody (see the file comment).
 */
/**
 * `own`: the folded words of the site's own names (og:site_name, JSON-LD organization names), so
 * that a complement naming the company closes a title ("tecnologa alimentare del caseificio" on
 * Caseificio Pedroni's site is "tecnologa alimentare").
 */
export function proseBeforeAddress(line: string, local: string, before?: string, own: ReadonlySet<string> = NO_WORDS): Found | null {
  // Two sentences are never longer than this; a cut sentence (the first one kept) is not read.
  const truncated = line.length > TAIL_CHARS;
  const all = sentences(tokenize(truncated ? line.slice(line.length - TAIL_CHARS) : line));
  if (truncated) all.shift();
  const current = all[all.length - 1] ?? [];
  const here = placesAside(current, withoutRepeats(current, withoutCapitalisedNouns(withoutAreas(current, mentions(current, local)), local, current)), local);
  let sentence: Token[];
  let mention: Mention;
  let closedByEnd: boolean;
  const prior = before === undefined || truncated ? [] : sentences(tokenize(before.slice(-TAIL_CHARS)));
  if (before !== undefined && before.length > TAIL_CHARS) prior.shift();
  const short = here.length === 1 && here[0]?.name === null ? here[0] : here.length === 0 ? openingGivenName(current, prior, local) : undefined;
  const earlier = [...prior, ...all.slice(0, -1)].filter((x) => x.length > 0);
  // Several people in the address's sentence ("interviews with Hannah, please get in touch with
  // our PR consultant Ellie Marsh at e.marsh@"): the last one before the address, when the address
  // is spelled from that full name.
  const last = here[here.length - 1];
  if (here.length === 1 && here[0]?.name !== null) {
    sentence = current;
    mention = here[0] as Mention;
    closedByEnd = false;
  } else if (here.length > 1 && last !== undefined && last.name !== null && last.name.includes(' ') && localPartNames(local, last.name) && !here.some((m) => m !== last && m.name !== null && localPartNames(local, m.name)) && apartFromBefore(current, here)) {
    sentence = current;
    mention = last;
    closedByEnd = false;
  } else if (short !== undefined) {
    // The address's sentence names the person by the given name or "Dr./Frau + family name" only
    // ("Dana Whitfield is our office manager. For billing, email Dana at …"): the nearest sentence
    // before it that mentions anyone, at most LOOK_BACK sentences back, in this paragraph or the
    // one right before it ("<p>… the process is run by Pau Ferrer, head of people …</p><p>Questions?
    // Write to Pau: <address></p>"), must name exactly that one person in full.
    let hit: { sentence: Token[]; mention: Mention } | undefined;
    for (let k = earlier.length - 1; k >= Math.max(0, earlier.length - LOOK_BACK); k--) {
      const candidate = earlier[k] as Token[];
      // ("Sarah Johnson started Bright Path in 2010": the company's capitalised name is nobody.)
      const there = withoutCapitalisedNouns(mentions(candidate, local), local);
      if (there.length === 0) continue;
      if (there.length === 1 && there[0]?.name !== null && namesSame(current, short, there[0]?.name ?? '')) hit = { sentence: candidate, mention: there[0] as Mention };
      break;
    }
    hit ??= spelledBefore(current, earlier, local);
    if (hit === undefined) return null;
    sentence = hit.sentence;
    mention = hit.mention;
    closedByEnd = true;
  } else if (here.length === 0 && (all.length >= 2 || prior.length > 0) && (refersBack(current) || roleSubject(current, 0) !== null)) {
    // The address's sentence names nobody but refers back to someone ("… email her at"): the
    // sentence before must name exactly one person in full; past one that names no one ("Lewis
    // Morgan MCSP is a … physiotherapist. Questions about this plan? Email him at …"). The
    // sentences of the paragraph before count when the address's opens its paragraph ("<p>…
    // Sofia Teixeira passou a sócia … Advogada desde 2011, …</p><p>A nova sócia … através de
    // <address>"), and then only for the person the address is spelled from.
    const seq = all.length >= 2 ? all : [...prior.filter((x) => x.length > 0), current];
    const back = seq.length >= 3 && mentions(seq[seq.length - 2] ?? [], local).length === 0 ? 3 : 2;
    const previous = seq[seq.length - back] ?? [];
    const all2 = mentions(previous, local);
    // (With other capitalised names in it, "an England Athletics running coach", the one the
    // address spells in full.)
    const spelled = all2.filter((m) => m.name !== null && m.name.includes(' ') && localPartNames(local, m.name));
    // (Or the one clear person's name among capitalised names of places and schools, whose
    // address is the given name: "… Rubén Álvarez, jefe de cocina, formado en la Escuela de
    // Hostelería de Gijón. … puede escribirle a ruben@".)
    const owners = all2.filter((m) => m.name !== null && m.name.includes(' ') && isClearName(m.name) && ownsAddress(local, m.name));
    const there = all2.length > 1 && spelled.length === 1 ? spelled : all2.length > 1 && spelled.length === 0 && owners.length === 1 && all2.every((m) => m === owners[0] || (m.name !== null && !isClearName(m.name))) ? owners : all2;
    if (there.length !== 1 || there[0]?.name === null) return null;
    if (all.length < 2 && !localPartNames(local, there[0]?.name ?? '')) return null;
    sentence = previous;
    mention = there[0] as Mention;
    closedByEnd = true;
  } else if (here.length === 0 && all.length >= 2 && speaksToWriter(current) && selfIntroduced(all.slice(0, -1), local) !== undefined) {
    // "I'm Shane Doherty, a licensed electrician … Shoot me an email at <address>": the writer
    // introduced themself a sentence or two before, and the address's sentence asks to write to "me".
    const hit = selfIntroduced(all.slice(0, -1), local) as { sentence: Token[]; mention: Mention };
    sentence = hit.sentence;
    mention = hit.mention;
    closedByEnd = true;
  } else {
    const hit = here.length === 0 ? (spelledBefore(current, earlier, local) ?? spelledJustBefore(all, local)) : undefined;
    if (hit === undefined) return null;
    sentence = hit.sentence;
    mention = hit.mention;
    closedByEnd = true;
  }

  const name = withoutDon(mention.name as string);
  const read = inNominativeBeside(sentence, mention);
  // The role phrase written with the name, before it or after it: read once, for the three uses below.
  let around: string | null | undefined;
  const rolePhrase = (): string | null => {
    if (around === undefined) {
      const before = roleBefore(read, beforeArticle(read, mention.from));
      // "Los guía Pedro Aquino, guía de recorridos y catas;": a one-word job before the name (here
      // a verb, "guides") that the apposition after it opens is that apposition's first word.
      const after = before !== null && !before.includes(' ') ? roleAfter(read, mention.end, closedByEnd, own, mention.from > 0) : null;
      around = withoutElidedArticle(after !== null && fold(after).startsWith(`${fold(before ?? '')} `) ? after : (before ?? roleAfter(read, mention.end, closedByEnd, own, mention.from > 0)));
    }
    return around;
  };
  // A mailbox not built from the name is the person's only when it is named after the job written
  // right beside the name ("Horváth Gábor pincemester … a pincemester@ címen"): that word is the title.
  const beside = ownsAddress(local, name) ? undefined : jobBeside(sentence, mention, local);
  // Or named after a word of the role phrase written with the name ("our Parish Clerk and
  // Responsible Financial Officer, Mrs Helen Marsh, at clerk@"): that phrase is the title.
  const named = beside === null && !isRoleAddress(local) && mention.declined !== true ? rolePhrase() : null;
  const job = beside === null && named !== null && namedAfterJob(local, named) ? named : beside;
  if (job === null) return null;
  // A mailbox named after the complement of the job beside the name ("nuestra coordinadora de
  // eventos, Lucía Gil, a eventos@"): the job with its complement, as written, where the word is no
  // job itself ("rector@" beside "rector de la parròquia" stays "rector").
  const phrase = job === undefined || isInlineTitle(job) || isAgentTitle(job) ? null : rolePhrase();
  const title =
    (phrase !== null && fold(phrase).split(' ').includes(fold(job ?? '')) ? phrase : job) ??
    rolePhrase() ??
    // The paragraph that calls the person by the given name says the job itself ("<h4>Louise
    // Dam</h4><p>Louise er veterinærsygeplejerske hos os …").
    (short !== undefined && sentence !== current ? roleAfter(current, short.end, false, own) : null) ??
    responsibleFor(read, mention.end) ??
    roleSubject(current, sentence === current ? mention.end : 0);
  // The address's sentence names the person in full without the job, a sentence before it named
  // them with it ("… l'arrivée de Me Léa Fontaine, avocate collaboratrice en droit social, … Léa
  // Fontaine conseille désormais nos clients ; vous pouvez la joindre à <address>"): that job,
  // where the address is spelled from the name.
  const earlierJob = title === null && sentence === current && name.includes(' ') && localPartNames(local, name) ? roleNamedBefore(earlier, name, own) : null;
  if (title === null && earlierJob === null && !isClearName(name, local)) return null;
  return { name, title: afterAttachedAs(title ?? earlierJob) };
}

/** Words that join two people into one subject ("Dr. Kim and Anna Weber can be reached at …"), folded. */
const JOINING_WORDS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'og', 'och', 'en', 'a', 'es', 'oraz', 'ja', '&'].map(fold));

/**
 * Whether the last person the sentence mentions stands in a clause of their own: a punctuation
 * mark and some words between them and the one before, and no "and" joining the two.
 */
function apartFromBefore(tokens: readonly Token[], here: readonly Mention[]): boolean {
  const last = here[here.length - 1] as Mention;
  const prev = here[here.length - 2] as Mention;
  const gap = tokens.slice(prev.end, last.from);
  return gap.length >= 3 && (tokens[prev.end - 1]?.breakAfter === true || gap.some((tk) => tk.breakAfter)) && !JOINING_WORDS.has(fold(gap[0]?.core ?? ''));
}

/** The role written with the same full name in one of the sentences before (nearest first, at most LOOK_BACK back). */
function roleNamedBefore(earlier: readonly Token[][], name: string, own: ReadonlySet<string>): string | null {
  for (let k = earlier.length - 1; k >= Math.max(0, earlier.length - LOOK_BACK); k--) {
    const candidate = earlier[k] as Token[];
    const same = mentions(candidate).filter((m) => m.name !== null && fold(m.name) === fold(name));
    if (same.length !== 1) continue;
    const m = same[0] as Mention;
    const read = inNominativeBeside(candidate, m);
    const role = withoutElidedArticle(roleBefore(read, beforeArticle(read, m.from)) ?? roleAfter(read, m.end, false, own, m.from > 0));
    // (Only a job a word of it says is one: "Vår software Karin Dahl?" gives none.)
    return role !== null && (isInlineTitle(role) || isAgentTitle(role)) ? role : null;
  }
  return null;
}

/** Participles of being employed or attached somewhere (folded): "tilknyttet firmaet som …", "employed as …", "tätig als …". */
const ATTACHED_PARTICIPLES = new Set(
  ['tilknyttet', 'tilknyttede', 'knyttet', 'knuten', 'ansat', 'ansatt', 'anställd', 'employed', 'hired', 'engaged', 'angestellt', 'beschäftigt', 'tätig', 'engagé', 'engagée', 'employé', 'employée', 'embauché', 'embauchée', 'recruté', 'recrutée', 'assunto', 'assunta', 'contratado', 'contratada', 'contractat', 'contractada', 'zatrudniony', 'zatrudniona', 'zaměstnán', 'zaměstnána', 'werkzaam', 'aangesteld', 'verbonden'].map(fold),
);
/**
 * A role read as the participle of being employed and what follows ("tilknyttet firmaet som of
 * counsel", "employed by the trust as volunteer coordinator"): the post is what comes after "as".
 */
function afterAttachedAs(title: string | null): string | null {
  if (title === null) return null;
  const ws = title.split(' ');
  if (!ATTACHED_PARTICIPLES.has(fold(ws[0] ?? ''))) return title;
  const at = ws.findIndex((w, i) => i > 0 && AS_WORDS.has(fold(w)));
  const rest = at > 0 ? ws.slice(at + 1).join(' ') : '';
  return rest !== '' && titleShaped(rest) ? rest : title;
}

/**
 * The person running text names after the address, in the address's own sentence, when the
 * address is spelled from that person's name ("Saada oma CV … aadressile eva@… – kandideerijatega
 * suhtleb meie personalijuht Eva Lepp, kes vastab kõigile."; "Write to tom.hale@… and our
 * office manager Tom Hale will reply"). `after` is the address's line after the address, up to the
 * next address. Only the one person the sentence mentions, named in full, and only an address
 * made from that name (never a role mailbox): a name after an address is as often the next
 * contact's, so the spelling, not the place, ties them.
 */
export function proseAfterAddress(after: string, local: string, own: ReadonlySet<string> = NO_WORDS): Found | null {
  if (isRoleAddress(local)) return null;
  const sentence = sentences(tokenize(after.slice(0, TAIL_CHARS)))[0] ?? [];
  const all = mentions(sentence, local);
  const mention = all[0];
  if (all.length !== 1 || mention === undefined || mention.name === null) return null;
  const name = mention.name;
  if (!name.includes(' ') || !spelledFromName(local, name)) return null;
  const read = inNominativeBeside(sentence, mention);
  const title = withoutElidedArticle(roleBefore(read, beforeArticle(read, mention.from)) ?? roleAfter(read, mention.end, false, own, true));
  return { name, title };
}

/**
 * The full names running text mentions (lone given names and "Dr. Kim"-like mentions left out),
 * so a caller can tell text about one person from text naming others.
 */
export function namesMentioned(text: string): string[] {
  return sentences(tokenize(text.slice(0, TAIL_CHARS))).flatMap((s) => mentions(s).flatMap((m) => (m.name === null ? [] : [m.name])));
}

/**
 * The job a bio gives the person a card is about (`name`, from the card's heading): a sentence
 * opening with the person's given or full name and saying what they are ("Louise er
 * veterinærsygeplejerske og har været hos os siden 2015."), or a sentence that is a job alone
 * ("Dyrlæge."). Null when no sentence does.
 */
export function bioRole(text: string, name: string, own: ReadonlySet<string> = NO_WORDS): string | null {
  const given = name.split(' ')[0] ?? '';
  const parts = name.split(' ');
  for (const sentence of sentences(tokenize(text.slice(0, TAIL_CHARS)))) {
    if (sentence.length === 0) continue;
    const full = parts.every((p, k) => sentence[k]?.core === p);
    // (Or a subject pronoun, the person called again in a later sentence: "She is Head of
    // Materials Research and can be reached at …"; read only with a copula after it.)
    const pronoun = SUBJECT_PRONOUNS.has(sentence[0]?.core ?? '') && COPULAS.has(fold(sentence[1]?.core ?? ''));
    const end = full ? parts.length : sentence[0]?.core === given || pronoun ? 1 : 0;
    if (end > 0) {
      const role = roleAfter(sentence, end, false, own) ?? joinedCopulaRole(sentence, end, own);
      if (role !== null) return role;
      continue;
    }
    const alone = phrase(sentence);
    if (sentence.length <= 4 && isInlineTitle(alone) && namesMentioned(alone).length === 0 && !isContactLabel(alone)) return alone;
    // A job and its field after a comma, a sentence of its own ("Chief Engineer, Trawl Doors.").
    const head = alone.split(',')[0] ?? '';
    if (sentence.length <= 6 && head !== alone && titleShaped(alone) && isInlineTitle(head) && !isContactLabel(head)) return alone;
  }
  return null;
}

/** Subject pronouns opening a sentence, as written: a bio's later sentence about its person. */
const SUBJECT_PRONOUNS = new Set(['She', 'He', 'Sie', 'Er', 'Elle', 'Il', 'Ella', 'Él', 'Lei', 'Lui', 'Ela', 'Ele', 'Zij', 'Hij', 'Ze', 'Hon', 'Han', 'Hun', 'Ona', 'On']);

/** Present-tense copulas (folded): a bio's second clause says what the person is now, not was. */
const PRESENT_COPULAS = new Set(['is', 'ist', 'est', 'es', 'è', 'é', 'är', 'er', 'jest', 'je', 'on'].map(fold));

/**
 * What a bio's sentence says the person is in a second clause, after "and" and the copula ("Anahera
 * co-founded the practice in 2009 and is its Design Director", "Sione joined us in 2016 and is now
 * an Associate Principal, leading …"): the clause read as if it followed the name, "now" read past.
 */
function joinedCopulaRole(sentence: readonly Token[], end: number, own: ReadonlySet<string>): string | null {
  for (let k = end; k + 1 < sentence.length; k++) {
    if (!CONJUNCTIONS.has(fold((sentence[k] as Token).core)) || !PRESENT_COPULAS.has(fold((sentence[k + 1] as Token).core))) continue;
    // ("is now an Associate Principal": the English article "an" is no anchor elsewhere, "an" being German for "at".)
    const rest = sentence.slice(k + 1).filter((t, j) => !(j === 1 && NOW_WORDS.has(fold(t.core))) && !(j >= 1 && j <= 2 && t.core === 'an'));
    return roleAfter([...sentence.slice(0, end), ...rest], end, false, own);
  }
  return null;
}
