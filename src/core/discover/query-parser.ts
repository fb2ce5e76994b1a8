/**
 * Plain-language company search -> structured filters for `POST /v2/discover`, with every word
 * of the query accounted for.
 *
 * "software companies in France with more than 50 employees" becomes
 * `{ industry: { include: ['Software'] }, headquarters_location: { include: [{ country: 'FR' }] },
 *    headcount: ['51-200', '201-500', ...] }`.
 *
 * Pure code, no I/O. The caller passes the vocabulary of its index (distinct industries,
 * technologies, company types and cities) and the parser only ever emits values from it (or the
 * static vocabularies: countries, continents, business regions, Hunter's headcount buckets and
 * funding series, company type names).
 *
 * How a query is read:
 * - The query is NFKC-normalized and cut into tokens: words (accents folded, lower case), numbers
 *   ("1,000", "5 000", "1.000", "1k", "1.5K"), a few symbols (`+ < > <= >=` and a dash between two
 *   numbers) and, for Japanese and Chinese (written without spaces), the longest known phrases
 *   found in each run of CJK characters.
 * - At each position every recognizer proposes a match; the longest wins, ties go to headcount,
 *   founding year, continent or business region, country, city, company type, technology,
 *   funding series, industry, size word, negation, stop word in that order.
 * - Negation words ("not", "excluding", "except", "outside", "without", "sauf", "ohne", "excepto",
 *   "tranne", "exceto", "除了"; postfix "以外"/"を除く") send the next entity, and the entities that
 *   follow it joined only by "and"/"or"/commas, to `exclude`.
 * - Every word ends in one of four places, reported in `words` in query order: a filter (its
 *   name), a keyword (matched as full text over names, descriptions and tags: a word nothing
 *   recognized, or an industry word whose industries the index lacks), a stop word (dropped, and
 *   said so), or not understood (a bare number, a symbol, a place the service cannot map, a
 *   negation with nothing after it).
 */
import { INDUSTRY_SYNONYM_GROUPS } from './industry-synonyms.js';
import { HEADCOUNT_BUCKETS, headcountBucketsFor, type HeadcountBucket } from './headcount.js';
import { BUSINESS_REGIONS, CONTINENTS, type BusinessRegion } from './regions.js';
import type { FundingSeries } from './funding.js';
import type { DiscoverFilters, FilterName, IncludeExclude, LocationFilter } from './filters.js';

export type { DiscoverFilters, LocationFilter } from './filters.js';

// ---------------------------------------------------------------------------------------------
// Public types

/**
 * What the index holds. The parser caches the tables it derives from each array (by identity),
 * so pass arrays that are not mutated afterwards (build a new array when the index changes).
 */
export interface DiscoverVocabulary {
  /** Distinct category.industry values in the index, e.g. 'Software', 'Air Freight & Logistics'. */
  industries: readonly string[];
  /** e.g. 'shopify', 'google-analytics', 'microsoft-365', 'wordpress'. */
  technologies: readonly string[];
  /** e.g. 'privately held', 'public company', 'partnership'. */
  companyTypes: readonly string[];
  /** Distinct geo.city values in the index, e.g. 'Paris', 'São Paulo'. */
  cities?: readonly string[];
}

/** Where one word of the query went. */
export type WordRole =
  | { as: 'filter'; filter: FilterName }
  | { as: 'keyword' }
  | { as: 'stop_word' }
  | { as: 'unmatched' };
export type QueryWord = { word: string } & WordRole;

export interface ParsedQuery {
  filters: DiscoverFilters;
  /** Words to match as full text (every include word; no exclude word), as written. */
  keywords: { include: string[]; exclude: string[] };
  /** Every word of the query, in order, and where it went. */
  words: QueryWord[];
  /** Human-readable pieces that were understood, in query order, e.g. 'industry Software (from "software")'. */
  understood: string[];
  /** Words not understood (bare numbers, symbols, unmapped places, dangling negations). */
  unrecognized: string[];
  /** Stop words dropped. */
  stopWords: string[];
}

// ---------------------------------------------------------------------------------------------
// Text normalization and tokens

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々〆・';
const CJK_RUN = new RegExp(`^[${CJK_CLASS}]+$`, 'u');
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー・]+$/u;
const TOKEN_RE = new RegExp(
  [
    `(?<cjk>[${CJK_CLASS}]+)`,
    // 1,000 / 1.000 / 5 000 / 1.5 / 1,5 / 1k / 1.5K / 2m
    `(?<num>\\d+(?:[.,\\u00a0\\u202f ]\\d{3}(?!\\d))*(?:[.,]\\d+)?(?:[kKmM](?![\\p{L}\\p{N}]))?)`,
    `(?<word>(?:(?![${CJK_CLASS}])[\\p{L}\\p{M}])(?:(?![${CJK_CLASS}])[\\p{L}\\p{M}\\p{N}])*)`,
    `(?<sym>[<>]=?|[≤≥+&]|[-–—~〜](?=\\s*\\d))`,
    // Digits of other scripts (\d is ASCII only): a token, so no character of the query is lost.
    `(?<other>\\p{N}+)`,
  ].join('|'),
  'gu',
);

type TokenKind = 'word' | 'num' | 'sym' | 'cjk';
interface Token {
  kind: TokenKind;
  /** Text as written (after NFKC). */
  raw: string;
  /** Matching form: folded lower case for words, the text for CJK, canonical symbol, digits for numbers. */
  norm: string;
  /** Numeric value of a number token, NaN otherwise. */
  value: number;
  /** Offsets in the NFKC query. */
  start: number;
  end: number;
}

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/** Accents folded (NFKD, combining marks dropped), lower case, a few letters spelled out. */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßøæœłđıþ]/g, (c) => LETTER_FOLDS[c] ?? c);
}

function symbolNorm(raw: string): string {
  if (raw === '≤') return '<=';
  if (raw === '≥') return '>=';
  if (raw === '&') return 'and';
  if (/^[-–—~〜]$/.test(raw)) return '-';
  return raw;
}

function parseNumber(raw: string): number {
  let body = raw;
  let factor = 1;
  const last = body.slice(-1).toLowerCase();
  if (last === 'k' || last === 'm') {
    factor = last === 'k' ? 1000 : 1_000_000;
    body = body.slice(0, -1);
  }
  const m = /^(\d+(?:[.,\u00a0\u202f ]\d{3})*)(?:[.,](\d+))?$/.exec(body);
  if (!m) return Number.NaN;
  const whole = Number((m[1] ?? '').replace(/\D/g, ''));
  const fraction = m[2] ? Number(`0.${m[2]}`) : 0;
  return Math.round((whole + fraction) * factor * 1000) / 1000;
}

interface CjkDictionary {
  has(piece: string): boolean;
  readonly maxLength: number;
}

/**
 * Cuts a run of CJK characters into the longest known pieces (greedy, left to right). Unknown
 * stretches become one token each. Short katakana words (≤ 3 characters, e.g. タイ, マリ, インド)
 * only match when not glued to more katakana, so タイヤ (tyre) is not Thailand.
 */
function segmentCjk(run: string, offset: number, dict: CjkDictionary, out: Token[]): void {
  const chars = Array.from(run);
  const starts: number[] = [];
  let pos = 0;
  for (const c of chars) {
    starts.push(pos);
    pos += c.length;
  }
  starts.push(pos);
  const isKatakana = (c: string | undefined): boolean => c !== undefined && KATAKANA_ONLY.test(c);
  const push = (from: number, to: number): void => {
    const text = chars.slice(from, to).join('');
    out.push({
      kind: 'cjk',
      raw: text,
      norm: text,
      value: Number.NaN,
      start: offset + (starts[from] ?? 0),
      end: offset + (starts[to] ?? 0),
    });
  };
  let unknownFrom = -1;
  let i = 0;
  while (i < chars.length) {
    let found = 0;
    for (let len = Math.min(dict.maxLength, chars.length - i); len >= 1; len--) {
      const piece = chars.slice(i, i + len).join('');
      if (!dict.has(piece)) continue;
      if (len <= 3 && KATAKANA_ONLY.test(piece) && (isKatakana(chars[i - 1]) || isKatakana(chars[i + len]))) {
        continue;
      }
      found = len;
      break;
    }
    if (found === 0) {
      if (unknownFrom < 0) unknownFrom = i;
      i += 1;
      continue;
    }
    if (unknownFrom >= 0) {
      push(unknownFrom, i);
      unknownFrom = -1;
    }
    push(i, i + found);
    i += found;
  }
  if (unknownFrom >= 0) push(unknownFrom, chars.length);
}

/**
 * Tokens of a text. With a dictionary, CJK runs are segmented into known pieces (queries);
 * without one, each CJK run is a single token (dictionary phrases).
 */
function tokenize(text: string, dict?: CjkDictionary): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const end = start + raw.length;
    const g = m.groups ?? {};
    if (g.cjk !== undefined) {
      if (dict) segmentCjk(raw, start, dict, out);
      else out.push({ kind: 'cjk', raw, norm: raw, value: Number.NaN, start, end });
    } else if (g.num !== undefined) {
      out.push({ kind: 'num', raw, norm: foldWord(raw), value: parseNumber(raw), start, end });
    } else if (g.word !== undefined) {
      const prev = out[out.length - 1];
      if (prev?.kind === 'word' && /^[sS]$/.test(raw) && prev.end === start - 1 && /['’]/.test(text[prev.end] ?? '')) {
        // An English possessive is part of its word ("Acme's" is "acme").
        out[out.length - 1] = { ...prev, raw: text.slice(prev.start, end), end };
      } else if (prev?.kind === 'num' && prev.end === start && !/[kKmM]$/.test(prev.raw)) {
        // Digits glued to letters are one word ("3D", "5G", "B2B" starts with a letter anyway).
        const text = prev.raw + raw;
        out[out.length - 1] = { kind: 'word', raw: text, norm: foldWord(text), value: Number.NaN, start: prev.start, end };
      } else {
        out.push({ kind: 'word', raw, norm: foldWord(raw), value: Number.NaN, start, end });
      }
    } else if (g.other !== undefined) {
      out.push({ kind: 'num', raw, norm: raw, value: Number.NaN, start, end });
    } else {
      const norm = symbolNorm(raw);
      // A dash counts only between two numbers ("200-1000"); the lookahead checked the right side.
      if (norm === '-' && out[out.length - 1]?.kind !== 'num') continue;
      out.push({ kind: norm === 'and' ? 'word' : 'sym', raw, norm, value: Number.NaN, start, end });
    }
  }
  return out;
}

/** Match keys of a dictionary phrase; CJK pieces are reported to `cjk` for the segmenter. */
function phraseKeys(text: string, cjk?: Set<string>): string[] {
  const tokens = tokenize(text.normalize('NFKC'));
  if (cjk) for (const t of tokens) if (t.kind === 'cjk') cjk.add(t.norm);
  return tokens.map((t) => t.norm);
}

/** One key for comparing names (industry, company type) regardless of case, accents and "&"/"and". */
function nameKey(text: string): string {
  return phraseKeys(text).join(' ');
}

/** Singular forms an English plural may stand for ("startups" -> "startup", "companies" -> "company"). */
export function singulars(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss') || !/^[a-z]+$/.test(word)) return [];
  const out = [word.slice(0, -1)];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Phrase tables

interface PhraseEntry<T> {
  keys: readonly string[];
  payloads: T[];
}
interface PhraseMatch<T> {
  len: number;
  payloads: T[];
}

/** Token-sequence dictionary: longest phrase starting at a position. */
class PhraseTable<T> {
  private readonly byFirst = new Map<string, PhraseEntry<T>[]>();

  add(keys: readonly string[], payload: T): void {
    const first = keys[0];
    if (first === undefined) return;
    let list = this.byFirst.get(first);
    if (!list) {
      list = [];
      this.byFirst.set(first, list);
    }
    const joined = keys.join(' ');
    const existing = list.find((e) => e.keys.join(' ') === joined);
    if (existing) {
      if (!existing.payloads.includes(payload)) existing.payloads.push(payload);
    } else {
      list.push({ keys: [...keys], payloads: [payload] });
    }
  }

  /** `plural`: the last word may carry a plural "s"/"es"/"ies" the phrase lacks. */
  match(tokens: readonly Token[], at: number, plural = false): PhraseMatch<T> | null {
    const first = tokens[at];
    if (!first || first.kind === 'sym') return null;
    const candidates = plural ? [first.norm, ...singulars(first.norm)] : [first.norm];
    let best: PhraseMatch<T> | null = null;
    for (const key of candidates) {
      for (const entry of this.byFirst.get(key) ?? []) {
        if (best && entry.keys.length <= best.len) continue;
        if (matchesAt(entry.keys, tokens, at, plural)) best = { len: entry.keys.length, payloads: entry.payloads };
      }
    }
    return best;
  }

  /** Entries made of a single key equal to `word` (or its singular when `plural`). */
  single(word: string, plural = false): T[] | null {
    const keys = plural ? [word, ...singulars(word)] : [word];
    for (const key of keys) {
      const entry = this.byFirst.get(key)?.find((e) => e.keys.length === 1);
      if (entry) return entry.payloads;
    }
    return null;
  }

  *phrases(): Iterable<PhraseEntry<T>> {
    for (const list of this.byFirst.values()) yield* list;
  }
}

function matchesAt(keys: readonly string[], tokens: readonly Token[], at: number, plural: boolean): boolean {
  for (let k = 0; k < keys.length; k++) {
    const t = tokens[at + k];
    if (!t || t.kind === 'sym') return false;
    if (t.norm === keys[k]) continue;
    if (plural && k === keys.length - 1 && singulars(t.norm).includes(keys[k] ?? '')) continue;
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Word lists

/** Locales whose region names are recognized as countries. */
export const COUNTRY_NAME_LOCALES = ['en', 'ja', 'it', 'fr', 'de', 'pt', 'es', 'zh-CN'] as const;

/**
 * Codes Intl knows that are not current ISO 3166-1 countries: exceptionally reserved (AC, CP, CQ,
 * DG, EA, IC, TA), groupings and user-assigned codes (EU, EZ, UN, QO, XA, XB, ZZ) and withdrawn codes whose
 * names duplicate a current one (DD Germany, FX France, UK, SU, YU, ...). XK (Kosovo) is kept.
 */
const NON_COUNTRY_CODES = new Set(
  'AC CP CQ DG EA IC TA EU EZ UN QO XA XB ZZ AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR'.split(' '),
);

/** Region names that are ordinary words in one of the languages ("Island" is Iceland in German). */
const AMBIGUOUS_COUNTRY_NAMES = new Set(['island', 'ira', 'oma', 'gana', 'sark', 'sercq', 'man']);

/** Upper-case two-letter tokens that are common abbreviations, never read as ISO codes. */
const NEVER_CODES = new Set(
  'AI IT HR PR ML TV VC PE QA BI IO CV AD PM AM AS AG SA CO BV NV AB GP RE TM BS SO'.split(' '),
);
/** Upper-case tokens that are words when shouted: ISO codes only right after "in", "from", "outside"... */
const CUE_ONLY_CODES = new Set('AT BE BY DO GO IN IS ME MY NO TO LA IE ID SE AR MD'.split(' '));

/** English (and a few other) names and demonyms Intl does not give. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: [
    'usa', 'u s a', 'u s', 'united states of america', 'america', 'american', 'americans', 'ee uu', 'eeuu',
    'eua', 'アメリカ', '米国', '美國', 'us american', 'amerikanische', 'amerikanischen', 'americaines',
    'americaine', 'americanas', 'americanos', 'americane', 'americani', 'estadounidenses',
  ],
  GB: [
    'uk', 'u k', 'britain', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'british',
    'scottish', 'welsh', 'grande bretagne', 'angleterre', 'grossbritannien', 'inglaterra', 'gran bretana',
    'inghilterra', 'gran bretagna', 'gra bretanha', 'britanniques', 'britische', 'britischen', 'britanicas',
    'britanniche', 'イングランド', '英国',
  ],
  NL: ['holland', 'hollande', 'holanda', 'olanda', 'dutch', 'neerlandaises', 'niederlandische', 'niederlandischen'],
  CZ: ['czech republic', 'czech', 'republique tcheque', 'tschechische republik', 'republica checa', 'repubblica ceca'],
  CI: ['ivory coast', 'cote d ivoire'],
  TR: ['turkey', 'turkish', 'turkiye'],
  MM: ['burma', 'myanmar'],
  KR: ['korea', 'south korean', 'korean', 'coree', 'korea republik'],
  AE: ['uae', 'u a e', 'emirates', 'emirati', 'dubai'],
  HK: ['hong kong', 'hongkong', '香港', '中国香港'],
  MO: ['macau', 'macao', '澳门', 'マカオ', '中国澳门'],
  TW: ['taiwanese', '中国台湾', '台灣'],
  VA: ['vatican', 'holy see'],
  BA: ['bosnia', 'bosnia and herzegovina'],
  SZ: ['swaziland'],
  MK: ['macedonia', 'fyrom'],
  RU: ['russian federation', 'russian'],
  VN: ['viet nam', 'vietnamese'],
  CD: ['drc', 'dr congo', 'democratic republic of the congo', 'democratic republic of congo'],
  SA: ['saudi', 'ksa'],
  CN: ['chinese', 'prc', 'mainland china', 'chinoises', 'chinesische', 'chinesischen'],
  FR: ['french', 'francaises', 'francais', 'francaise', 'franzosische', 'franzosischen', 'francesas', 'franceses', 'francesi', 'francese'],
  DE: ['german', 'deutsche', 'deutschen', 'deutscher', 'deutsches', 'allemandes', 'allemands', 'allemande', 'alemanas', 'alemanes', 'tedesche', 'tedeschi', 'tedesca', 'alemas', 'alemaes', 'west germany'],
  ES: ['spanish', 'espagnoles', 'espagnols', 'spanische', 'spanischen', 'espanolas', 'espanoles', 'spagnole', 'spagnoli', 'espanholas'],
  IT: ['italian', 'italiennes', 'italiens', 'italienische', 'italienischen', 'italianas', 'italianos', 'italiane', 'italiani'],
  JP: ['japanese', 'japonaises', 'japanische', 'japanischen', 'japonesas', 'giapponesi'],
  IN: ['indian', 'indiennes', 'indische', 'indias'],
  BR: ['brazilian', 'bresiliennes', 'brasilianische', 'brasilenas', 'brasiliane', 'brasileiras', 'brasileiros', 'brasileira', 'brasileiro'],
  CA: ['canadian', 'canadiennes', 'kanadische', 'canadienses', 'canadesi'],
  CH: ['swiss', 'suisses', 'schweizer', 'schweizerische', 'suizas', 'svizzere', 'svizzeri', 'suicas'],
  SE: ['swedish', 'suedoises', 'schwedische', 'suecas', 'svedesi'],
  IE: ['irish', 'irlandaises', 'irische', 'irlandesas', 'irlandesi'],
  AU: ['australian', 'australiennes', 'australische', 'australianas', 'australiane'],
  MX: ['mexican', 'mexicaines', 'mexikanische', 'mexicanas', 'messicane'],
  IL: ['israeli', 'israeliennes', 'israelische'],
  PT: ['portuguese', 'portugaises', 'portugiesische', 'portuguesas', 'portoghesi'],
  BE: ['belgian', 'belges', 'belgische', 'belgas'],
  AT: ['austrian', 'autrichiennes', 'osterreichische', 'osterreichischen', 'austriacas', 'austriache'],
  DK: ['danish', 'danoises', 'danische', 'danesas', 'danesi'],
  NO: ['norwegian', 'norvegiennes', 'norwegische', 'noruegas', 'norvegesi'],
  FI: ['finnish', 'finlandaises', 'finnische', 'finlandesas', 'finlandesi'],
  PL: ['polnische', 'polonaises', 'polacas', 'polacche'],
  SG: ['singaporean'],
  NG: ['nigerian'],
  KE: ['kenyan'],
  ZA: ['south african'],
  AR: ['argentinian', 'argentine', 'argentinean'],
  CL: ['chilean'],
  CO: ['colombian'],
  UA: ['ukrainian'],
  GR: ['greek'],
  HU: ['hungarian'],
  RO: ['romanian'],
  EG: ['egyptian'],
  MA: ['moroccan'],
  TH: ['thai'],
  ID: ['indonesian'],
  MY: ['malaysian'],
  PH: ['filipino', 'philippine'],
  NZ: ['kiwi'],
  EE: ['estonian'],
  LV: ['latvian'],
  LT: ['lithuanian'],
  PE: ['peruvian'],
  PK: ['pakistani'],
  BD: ['bangladeshi'],
  IS: ['icelandic'],
  LU: ['luxembourgish'],
};

/** Place phrases that contain a country name or alias but are not that country. */
const NOT_A_COUNTRY = [
  'south america', 'latin america', 'latin american', 'north america', 'north american', 'central america',
  'america latina', 'america del sur', 'america do sul', 'america del norte', 'america do norte', 'america central',
  'amerique du sud', 'amerique du nord', 'amerique latine', 'amerique centrale', 'new england', 'new mexico',
  'new south wales', 'new jersey', 'british columbia', 'indian ocean', 'south asia', 'east asia',
];

const STOP_WORDS = new Set(
  [
    // en
    'a an the and or nor of in on at to for from with by via into within inside near around across that',
    'which who whose where what are is be been being was were have has having had do does their its it this',
    'these those there here all any some such as than then also only just please me my i we our you list',
    'find show give get search looking look want need like companies company firms firm businesses business',
    'organizations organisations organization organisation orgs corporations corporation enterprises players',
    'vendors providers provider brands agencies agency located based headquartered hq headquarters offices',
    'office operating operate active use uses using used user users run runs running built powered employ',
    'employing employs sector sectors industry industries space field market markets area areas vertical',
    'verticals country countries city cities region regions other others etc about top best leading main',
    'whose known us',
    // fr
    'le la les l un une des de du d et ou en au aux dans avec pour par qui que qu dont sur chez entre ce ces',
    'cette leur leurs son ses entreprises entreprise societes societe boites boite firmes compagnies groupes',
    'acteurs situees situes situe situee basees bases basee implantees implantes utilisant utilisent',
    'utilise emploient employant secteur domaine pays ville villes sous',
    // de
    'der die das den dem des ein eine einen einem einer eines und oder im ins mit von vom aus fur bei zu zum',
    'zur auf am an als wie welche welcher sich unternehmen firmen firma betriebe gesellschaften nutzen nutzt',
    'verwenden verwendet einsetzen setzen sitz ansassig ansassige ansassigen branche sektor bereich land',
    'stadt deren',
    // es
    'el los las lo unos unas del y o e u con para que cuyo cuyas al empresas empresa companias compania',
    'firmas negocios organizaciones ubicadas ubicados situadas situados basadas basados sede usan utilizan',
    'usando utilizando emplean pais ciudad region',
    // it
    'il gli i di dello della dei degli delle da dal dallo dalla dai nel nello nella nei negli nelle per che',
    'ed allo alla ai agli alle su sul aziende azienda societa imprese impresa ditte gruppi situate situati',
    'usano utilizzano settore paese citta regione',
    // pt
    'os as um uma uns umas do dos das em no na nos nas com ao aos companhias organizacoes localizadas',
    'localizados sediadas sediados usam utilizam setor cidade regiao',
    // ja
    'の で に にある には は が を と や も から 会社 企業 株式会社 社 従業員 社員 職員 業界 業種 関連 系 使っている',
    '使用 利用 導入 ある いる する です ます 所在 拠点 本社 数 規模 国 都市 など 向け メーカー された されている している した',
    // zh
    '的 在 和 与 或 及 公司 企业 有限公司 集团 有 位于 总部 员工 职员 位 采用 用 行业 领域 家 个 国家 城市 等 哪些 所有 中 内',
  ]
    .join(' ')
    .split(/\s+/),
);

/** Words that keep a negation going ("excluding software and banks"). */
const CONNECTORS = new Set('and or nor et ou und oder sowie y o e u ni ed 和 与 或 及 と や'.split(' '));
/** Words after which a location is expected (cities in lower case, shouted ISO codes). */
const LOCATION_CUES = new Set(
  'in from within inside near around across at based located headquartered hq en au aux dans a im aus bei de du des da do di del della dal nel nella em no na nos nas 在 位于'.split(' '),
);
/** Words after which a technology is expected (needed for ids that are ordinary words: "segment", "react"). */
const TECH_CUES = new Set(
  'using use uses used user users run runs running built powered on with via utilisant utilisent utilise avec sous nutzen nutzt verwenden verwendet einsetzen mit auf usando usan utilizan utilizando con usano utilizzano utilizzando usam utilizam com 使用 使っている 利用 導入 采用 用'.split(' '),
);
/** Words that count people after a number. */
const HEADCOUNT_UNITS = new Set(
  [
    'employees employee people persons person staff staffers workers headcount fte ftes emps',
    'employes employe salaries salarie collaborateurs personnes',
    'mitarbeiter mitarbeitern mitarbeitende mitarbeitenden beschaftigte beschaftigten angestellte angestellten personen leute',
    'empleados empleado trabajadores personas colaboradores',
    'dipendenti persone addetti lavoratori',
    'funcionarios empregados pessoas trabalhadores',
    '人 名',
  ]
    .join(' ')
    .split(/\s+/),
);
for (const w of [...CONNECTORS, ...LOCATION_CUES, ...TECH_CUES, ...HEADCOUNT_UNITS]) STOP_WORDS.add(w);

type NegationKind = 'pre' | 'post';
type NegationState = 'none' | 'pending' | 'active';
const NEGATIONS: Readonly<Record<NegationKind, readonly string[]>> = {
  pre: [
    'not', 'excluding', 'exclude', 'excludes', 'except', 'except for', 'excepting', 'outside', 'without',
    'other than', 'but not', 'apart from', 'aside from', 'non', 'no en',
    'pas', 'sauf', 'hors', 'hormis', 'excepte', 'sans', 'en dehors de', 'a l exception de', 'excluant', 'exclure',
    'nicht', 'ohne', 'ausser', 'ausserhalb', 'ausgenommen', 'mit ausnahme von', 'kein', 'keine', 'keinen',
    'excepto', 'salvo', 'sin', 'fuera de', 'excluyendo',
    'tranne', 'eccetto', 'senza', 'fuori da', 'escluso', 'esclusa', 'esclusi', 'escluse', 'escludendo', 'ad eccezione di',
    'exceto', 'sem', 'fora de', 'excluindo', 'nao', 'com excecao de',
    '除了', '不包括', '不含', '排除',
  ],
  post: ['以外', 'を除く', '除く', '除外', '之外'],
};

interface SizeWord {
  min: number;
  max: number | undefined;
  /** e.g. '1-50', '1K+'. */
  label: string;
}
const SIZE_WORDS: readonly (SizeWord & { terms: readonly string[] })[] = [
  {
    min: 1, max: 10, label: '1-10',
    terms: ['micro', 'micro companies', 'microenterprises', 'micro enterprises', 'micro entreprises', 'tpe', 'kleinstunternehmen', 'microempresas', 'microimprese', 'very small', 'tiny', '零细企业'],
  },
  {
    min: 1, max: 50, label: '1-50',
    terms: [
      'small', 'small companies', 'small business', 'small businesses', 'small firms', 'startup', 'startups',
      'start up', 'start ups', 'early stage', 'young companies', 'petites', 'petite', 'petites entreprises',
      'jeunes pousses', 'kleine', 'kleinen', 'kleinunternehmen', 'pequenas', 'pequena', 'pequenos', 'pequeno',
      'piccole', 'piccola', 'piccoli', 'piccolo', 'スタートアップ', 'ベンチャー', '小規模', '小企業', '初创',
      '初创公司', '初创企业', '创业公司', '小型企业', '小公司',
    ],
  },
  {
    min: 1, max: 250, label: '1-250',
    terms: [
      'sme', 'smes', 'smb', 'smbs', 'small and medium', 'small and medium sized', 'small and mid sized',
      'small to medium', 'small to mid sized', 'small and medium enterprises', 'small and medium businesses',
      'pme', 'pmes', 'kmu', 'kmus', 'pyme', 'pymes', 'pmi', 'pequenas e medias', '中小企業', '中小企业',
    ],
  },
  {
    min: 51, max: 1000, label: '51-1K',
    terms: [
      'mid size', 'mid sized', 'midsize', 'midsized', 'medium', 'medium size', 'medium sized', 'mid market',
      'midmarket', 'moyennes', 'moyenne', 'moyennes entreprises', 'eti', 'etis', 'mittelstandische',
      'mittelstandischen', 'mittlere', 'mittleren', 'mittelstand', 'medianas', 'mediana', 'medianos', 'medie',
      'medio', '中堅', '中堅企業', '中型', '中型企业',
    ],
  },
  {
    min: 1001, max: undefined, label: '1K+',
    terms: [
      'large', 'big', 'large companies', 'large enterprises', 'large corporations', 'enterprise',
      'enterprise companies', 'enterprise level', 'huge', 'multinationals', 'multinational', 'fortune 500',
      'grandes', 'grande', 'grandes entreprises', 'grands groupes', 'grosse', 'grossen', 'grosskonzerne',
      'konzerne', 'grossunternehmen', 'grandi', 'grandi aziende', 'grandes empresas', '大企業', '大手', '大型',
      '大型企业', '大企业', '大公司',
    ],
  },
];

/** Company-type words → values the index may use for them (matched case-insensitively). */
const COMPANY_TYPE_SYNONYMS: readonly { values: readonly string[]; terms: readonly string[] }[] = [
  {
    values: ['public company', 'public', 'publicly held'],
    terms: [
      'public', 'public company', 'public companies', 'publicly traded', 'publicly listed', 'publicly held',
      'listed', 'listed companies', 'stock listed', 'traded', 'cotee', 'cotees', 'cotee en bourse',
      'cotees en bourse', 'borsennotiert', 'borsennotierte', 'borsennotierten', 'cotizadas', 'cotizada',
      'cotizan en bolsa', 'quotate', 'quotata', 'quotati', 'quotate in borsa', 'cotadas', 'cotada',
      'de capital aberto', '上場', '上場企業', '上市', '上市公司',
    ],
  },
  {
    values: ['privately held', 'private'],
    terms: [
      'private', 'privately held', 'privately owned', 'private companies', 'private company', 'privees',
      'privee', 'privat', 'privatunternehmen', 'privadas', 'privada', 'private aziende', 'privati', '非上場',
      '私营', '私营企业', '民营', '民营企业',
    ],
  },
  { values: ['partnership'], terms: ['partnership', 'partnerships', 'partnerschaft', 'partnerschaftsgesellschaft', 'sociedad colectiva'] },
  {
    values: ['nonprofit', 'non-profit', 'non profit'],
    terms: [
      'nonprofit', 'nonprofits', 'non profit', 'non profits', 'not for profit', 'charity', 'charities', 'ngo',
      'ngos', 'associations', 'association', 'sans but lucratif', 'gemeinnutzige', 'gemeinnutzig',
      'sin fines de lucro', 'senza scopo di lucro', 'sem fins lucrativos', 'ong', 'ongs', '非営利', '非营利',
    ],
  },
  {
    values: ['government agency', 'government'],
    terms: ['government', 'government agency', 'government agencies', 'public sector', 'public administration', 'administrations', 'behorden', 'gobierno', 'pubblica amministrazione', 'governo'],
  },
  {
    values: ['educational', 'educational institution', 'education'],
    terms: ['educational', 'educational institution', 'educational institutions', 'universities and schools'],
  },
  { values: ['self-employed', 'self employed'], terms: ['self employed', 'freelancers', 'freelance', 'independants', 'selbststandige', 'autonomos'] },
  { values: ['sole proprietorship', 'self-owned'], terms: ['sole proprietorship', 'sole proprietorships', 'sole traders', 'self owned'] },
];

/** Other spellings of technology ids (used only when the id is in the vocabulary). */
const TECH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'microsoft-365': ['office 365', 'o365', 'ms 365', 'm365'],
  'google-workspace': ['g suite', 'gsuite', 'google apps'],
  'google-analytics': ['ga4', 'universal analytics'],
  'google-tag-manager': ['gtm'],
  aws: ['amazon web services'],
  gcp: ['google cloud', 'google cloud platform'],
  azure: ['microsoft azure'],
  wordpress: ['word press', 'wp'],
  woocommerce: ['woo commerce'],
  hubspot: ['hub spot'],
  salesforce: ['sfdc'],
  'next-js': ['nextjs', 'next js'],
  nextjs: ['next js'],
  'vue-js': ['vue', 'vuejs'],
  vue: ['vuejs', 'vue js'],
  react: ['reactjs', 'react js'],
  angular: ['angularjs'],
  'node-js': ['nodejs', 'node'],
};

/**
 * Technology ids that are ordinary words: they only count after a usage cue ("using", "on",
 * "with", "that use"...), after a negation, or in a list continuing another technology.
 */
const AMBIGUOUS_TECH = new Set(
  (
    'segment react vue sentry stripe greenhouse workable square box zoom slack notion ghost lever gusto apache ' +
    'intercom express next spring rails ruby python java go swift elastic amplitude heap drift front outreach ' +
    'gong iterable loom monday basecamp teams office live shift checkout affirm one render railway close copper ' +
    'crisp medium target lattice workday oracle sage bootstrap angular meteor backbone ember mono unity ' +
    'discourse hive salt chef puppet vault consul nomad atlas base pipe wp node'
  ).split(' '),
);

const GERMAN_COMPOUND_SUFFIXES = [
  'unternehmen', 'gesellschaften', 'dienstleister', 'hersteller', 'konzerne', 'konzern', 'anbieter',
  'betriebe', 'branche', 'firmen', 'firma', 'industrie',
];

// ---------------------------------------------------------------------------------------------
// Continents, business regions, funding series

type Area = { continent: string } | { business_region: BusinessRegion };

/** Area names besides Intl's names of the M49 regions in COUNTRY_NAME_LOCALES. */
const AREA_ALIASES: readonly [string, Area][] = [
  ['emea', { business_region: 'EMEA' }],
  ['europe middle east and africa', { business_region: 'EMEA' }],
  ['apac', { business_region: 'APAC' }],
  ['asia pacific', { business_region: 'APAC' }],
  ['亚太', { business_region: 'APAC' }],
  ['amer', { business_region: 'AMER' }],
  ['latam', { business_region: 'LATAM' }],
  ['latin american', { business_region: 'LATAM' }],
  ['中南米', { business_region: 'LATAM' }],
  ['拉美', { business_region: 'LATAM' }],
  ['european', { continent: 'Europe' }],
  ['europeen', { continent: 'Europe' }],
  ['europeennes', { continent: 'Europe' }],
  ['europaische', { continent: 'Europe' }],
  ['europaischen', { continent: 'Europe' }],
  ['europeas', { continent: 'Europe' }],
  ['europee', { continent: 'Europe' }],
  ['欧州', { continent: 'Europe' }],
  ['asian', { continent: 'Asia' }],
  ['african', { continent: 'Africa' }],
  ['north american', { continent: 'North America' }],
  ['北米', { continent: 'North America' }],
  ['北美', { continent: 'North America' }],
  ['south american', { continent: 'South America' }],
  ['南米', { continent: 'South America' }],
];
/** Region names that usually mean one country ("America", "Amerika": the United States). */
const AMBIGUOUS_AREA_NAMES = new Set(['america', 'amerika']);

/** Funding series phrases (Hunter's series names); each also with "funded", "round", "stage", "funding" after it. */
const SERIES_TERMS: Readonly<Partial<Record<FundingSeries, readonly string[]>>> = {
  pre_seed: ['pre seed', 'preseed'],
  seed: ['seed stage', 'seed funded', 'seed round', 'seed funding', 'seed backed'],
  pre_series_a: ['pre series a'],
  series_a: ['series a'],
  pre_series_b: ['pre series b'],
  series_b: ['series b'],
  pre_series_c: ['pre series c'],
  'series_c+': 'cdefghij'.split('').map((l) => `series ${l}`),
};
const SERIES_SUFFIXES = ['funded', 'round', 'rounds', 'stage', 'funding', 'backed'];

// ---------------------------------------------------------------------------------------------
// Headcount phrase templates

type HeadcountOp = 'gt' | 'gte' | 'lt' | 'lte' | 'range' | 'eq';
/** Slots: N, M numbers; U a unit word ("employees"); U? an optional unit; anything else a literal word. */
const HEADCOUNT_TEMPLATES: Readonly<Record<HeadcountOp, readonly string[]>> = {
  gt: [
    'more than N', 'over N', 'above N', 'greater than N', 'bigger than N', 'larger than N', 'upwards of N',
    'in excess of N', '> N',
    'plus de N', 'au dessus de N', 'superieur a N', 'mehr als N', 'uber N', 'mas de N', 'por encima de N',
    'piu di N', 'oltre N', 'mais de N', 'acima de N',
    'N U? 超', 'N U? より多い', '超过 N', '多于 N', '大于 N', '高于 N',
  ],
  gte: [
    'at least N', 'minimum N', 'minimum of N', 'min N', 'N or more', 'N U or more', 'N U? and more',
    'N U? and above', 'N U? and up', 'N +', 'N U +', '>= N', 'from N U', 'no less than N', 'not less than N',
    'no fewer than N', 'not fewer than N', 'starting at N', 'starting from N',
    'au moins N', 'N U? et plus', 'a partir de N', 'mindestens N', 'ab N', 'N U? und mehr', 'al menos N',
    'como minimo N', 'N U? o mas', 'almeno N', 'N U? o piu', 'pelo menos N', 'no minimo N', 'N U? ou mais',
    'N U? 以上', '至少 N', '不少于 N',
  ],
  lt: [
    'fewer than N', 'less than N', 'under N', 'below N', 'smaller than N', '< N',
    'moins de N', 'inferieur a N', 'weniger als N', 'unter N', 'menos de N', 'por debajo de N', 'meno di N',
    'sotto N', 'abaixo de N',
    'N U? 未満', 'N U? より少ない', '少于 N', '不到 N', '小于 N', '低于 N', '不足 N',
  ],
  lte: [
    'up to N', 'at most N', 'no more than N', 'not more than N', 'maximum N', 'maximum of N', 'max N',
    'N or fewer', 'N or less', 'N U or fewer', 'N U or less', '<= N', 'N U? and under', 'N U? and below',
    'N U? and fewer', 'N U? and less',
    'jusqu a N', 'au plus N', 'au maximum N', 'bis zu N', 'bis N', 'hochstens N', 'maximal N', 'hasta N',
    'como maximo N', 'fino a N', 'al massimo N', 'massimo N', 'ate N', 'no maximo N',
    'N U? 以下', 'N U? まで', 'N U? 以内', '最多 N', '不超过 N',
  ],
  range: [
    'between N and M', 'between N U? and M', 'between N - M', 'N U? - M', 'N U? to M', 'from N to M',
    'from N U? to M', 'N through M',
    'entre N et M', 'de N U? a M', 'N U? a M', 'zwischen N und M', 'von N bis M', 'N U? bis M',
    'entre N y M', 'tra N e M', 'fra N e M', 'da N a M', 'entre N e M',
    'N U? から M', 'N U? 到 M', 'N U? 至 M',
  ],
  eq: ['N U', 'exactly N', 'around N', 'about N', 'approximately N', 'roughly N', 'circa N', 'ca N'],
};

/**
 * Founding-year phrases: F is any FOUNDED_WORDS word, N and M years. English first, then French,
 * German, Spanish, Italian, Portuguese, Japanese and Chinese forms.
 */
const FOUNDED_WORDS = ['founded', 'established', 'incorporated', 'created', 'started', 'launched'];
const FOUNDED_TEMPLATES: Readonly<Record<HeadcountOp, readonly string[]>> = {
  gt: ['F after N', 'F later than N', 'fondees apres N', 'fondee apres N', 'gegrundet nach N', 'fundadas despues de N', 'fondate dopo il N', 'fundadas depois de N'],
  gte: [
    'F since N', 'F from N', 'F in or after N', 'F N or later', 'F N and later', 'F N onwards', 'F in N or later',
    'fondees depuis N', 'gegrundet seit N', 'gegrundet ab N', 'fundadas desde N', 'fondate dal N', 'fundadas desde N',
    'N 年 以降 に 設立', 'N 年 以降 設立', 'N 年 以后 成立',
  ],
  lt: ['F before N', 'F earlier than N', 'F prior to N', 'fondees avant N', 'fondee avant N', 'gegrundet vor N', 'fundadas antes de N', 'fondate prima del N'],
  lte: ['F in or before N', 'F N or earlier', 'F until N', 'F by N', 'N 年 以前 に 設立', 'N 年 以前 設立', 'N 年 以前 成立'],
  range: ['F between N and M', 'F from N to M', 'F N - M', 'F in N - M', 'F between N - M', 'F N to M', 'gegrundet zwischen N und M', 'fondees entre N et M', 'fundadas entre N y M'],
  eq: [
    'F in N', 'F N', 'fondee en N', 'fondees en N', 'fonde en N', 'fondes en N', 'creee en N', 'creees en N',
    'gegrundet N', 'gegrundet im jahr N', 'gegrundet in N', 'fundada en N', 'fundadas en N', 'fondata nel N',
    'fondate nel N', 'fundada em N', 'fundadas em N', 'N 年 設立', 'N 年 創業', 'N 年 に 設立', '成立 于 N 年', 'N 年 成立',
  ],
};
/** Years a founding-year phrase takes. */
const MIN_YEAR = 1000;
const MAX_YEAR = 2999;

interface Template {
  op: HeadcountOp;
  slots: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Static tables, built once on first use

interface StaticTables {
  countries: PhraseTable<string>;
  /** Valid ISO codes (upper case). */
  countryCodes: Set<string>;
  industries: PhraseTable<string>;
  companyTypes: PhraseTable<string>;
  sizes: PhraseTable<SizeWord>;
  negations: PhraseTable<NegationKind>;
  areas: PhraseTable<Area>;
  series: PhraseTable<FundingSeries>;
  templates: Template[];
  foundedTemplates: Template[];
  /** Single-word keys of industry, size, company-type, country and negation phrases. */
  meaningfulWords: Set<string>;
  cjk: Set<string>;
}

let staticTables: StaticTables | null = null;

/** Names of a region as Intl spells them, plus variants without parentheses, "・" or "St.". */
function regionNameVariants(name: string): string[] {
  const out = new Set<string>([name]);
  const noParens = name.replace(/\s*[(（][^)）]*[)）]/g, '').trim();
  if (noParens) out.add(noParens);
  for (const n of [...out]) {
    if (n.includes('・')) out.add(n.replace(/・/g, ''));
    if (/\bSt\.\s/.test(n)) out.add(n.replace(/\bSt\.\s/g, 'Saint '));
  }
  return [...out];
}

function buildCountryTable(cjk: Set<string>): { table: PhraseTable<string>; codes: Set<string> } {
  const byKey = new Map<string, { keys: string[]; codes: Set<string> }>();
  const codes = new Set<string>();
  const add = (text: string, code: string): void => {
    const keys = phraseKeys(text);
    if (keys.length === 0) return;
    const key = keys.join(' ');
    let entry = byKey.get(key);
    if (!entry) {
      entry = { keys, codes: new Set() };
      byKey.set(key, entry);
    }
    entry.codes.add(code);
  };
  for (const locale of COUNTRY_NAME_LOCALES) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (NON_COUNTRY_CODES.has(code)) continue;
        let name: string | undefined;
        try {
          name = names.of(code);
        } catch {
          name = undefined;
        }
        if (!name || name === code) continue;
        codes.add(code);
        for (const variant of regionNameVariants(name.normalize('NFKC'))) add(variant, code);
      }
    }
  }
  for (const [code, aliases] of Object.entries(COUNTRY_ALIASES)) {
    if (!codes.has(code)) continue;
    for (const alias of aliases) add(alias, code);
  }
  const table = new PhraseTable<string>();
  for (const [key, entry] of byKey) {
    // A name two regions share (a bare "Congo", "刚果") or that is an ordinary word is dropped.
    if (entry.codes.size !== 1 || AMBIGUOUS_COUNTRY_NAMES.has(key) || STOP_WORDS.has(key)) continue;
    const [code] = entry.codes;
    if (code === undefined) continue;
    table.add(entry.keys, code);
    for (const k of entry.keys) if (CJK_RUN.test(k)) cjk.add(k);
  }
  for (const phrase of NOT_A_COUNTRY) table.add(phraseKeys(phrase), '');
  return { table, codes };
}

function getStaticTables(): StaticTables {
  if (staticTables) return staticTables;
  const cjk = new Set<string>();
  const { table: countries, codes: countryCodes } = buildCountryTable(cjk);

  const industries = new PhraseTable<string>();
  for (const group of INDUSTRY_SYNONYM_GROUPS) {
    for (const term of group.terms) {
      const keys = phraseKeys(term, cjk);
      for (const industry of group.industries) industries.add(keys, industry);
    }
  }
  const companyTypes = new PhraseTable<string>();
  for (const group of COMPANY_TYPE_SYNONYMS) {
    for (const term of group.terms) {
      const keys = phraseKeys(term, cjk);
      for (const value of group.values) companyTypes.add(keys, value);
    }
  }
  const sizes = new PhraseTable<SizeWord>();
  for (const { terms, ...size } of SIZE_WORDS) for (const term of terms) sizes.add(phraseKeys(term, cjk), size);
  const negations = new PhraseTable<NegationKind>();
  for (const kind of ['pre', 'post'] as const) {
    for (const term of NEGATIONS[kind]) negations.add(phraseKeys(term, cjk), kind);
  }
  const slotsOf = (text: string): string[] =>
    text.split(' ').map((part) => {
      if (part === 'N' || part === 'M' || part === 'U' || part === 'U?') return part;
      if (CJK_RUN.test(part)) {
        cjk.add(part);
        return part;
      }
      return /^[<>=+~-]+$/.test(part) ? part : foldWord(part);
    });
  const templates: Template[] = [];
  for (const op of Object.keys(HEADCOUNT_TEMPLATES) as HeadcountOp[]) {
    for (const text of HEADCOUNT_TEMPLATES[op]) templates.push({ op, slots: slotsOf(text) });
  }
  const foundedTemplates: Template[] = [];
  for (const op of Object.keys(FOUNDED_TEMPLATES) as HeadcountOp[]) {
    for (const text of FOUNDED_TEMPLATES[op]) {
      const expanded = text.split(' ').includes('F') ? FOUNDED_WORDS.map((w) => text.replace(/\bF\b/, w)) : [text];
      for (const t of expanded) foundedTemplates.push({ op, slots: slotsOf(t) });
    }
  }

  const areas = new PhraseTable<Area>();
  const countryKeys = new Set<string>();
  for (const entry of countries.phrases()) if (entry.payloads.some((code) => code !== '')) countryKeys.add(entry.keys.join(' '));
  const addArea = (text: string, area: Area): void => {
    const keys = phraseKeys(text, cjk);
    const key = keys.join(' ');
    // A name that is also a country's ("America" is the United States) stays the country's.
    if (keys.length === 0 || AMBIGUOUS_AREA_NAMES.has(key) || countryKeys.has(key)) return;
    areas.add(keys, area);
  };
  for (const locale of COUNTRY_NAME_LOCALES) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    const named: [string, Area][] = [
      ...Object.entries(CONTINENTS)
        .filter(([, code]) => code !== 'AQ') // Antarctica is also a region code: the country table has it
        .map(([continent, code]): [string, Area] => [code, { continent }]),
      ['019', { business_region: 'AMER' }],
      ['419', { business_region: 'LATAM' }],
    ];
    for (const [code, area] of named) {
      const name = names.of(code);
      if (name) for (const variant of regionNameVariants(name.normalize('NFKC'))) addArea(variant, area);
    }
  }
  for (const [text, area] of AREA_ALIASES) addArea(text, area);

  const series = new PhraseTable<FundingSeries>();
  for (const [value, terms] of Object.entries(SERIES_TERMS) as [FundingSeries, readonly string[]][]) {
    for (const term of terms) {
      series.add(phraseKeys(term), value);
      for (const suffix of SERIES_SUFFIXES) series.add(phraseKeys(`${term} ${suffix}`), value);
    }
  }
  for (const w of STOP_WORDS) if (CJK_RUN.test(w)) cjk.add(w);

  const meaningfulWords = new Set<string>();
  for (const table of [industries, companyTypes, sizes, negations, countries, areas, series] as PhraseTable<unknown>[]) {
    for (const entry of table.phrases()) {
      const only = entry.keys.length === 1 ? entry.keys[0] : undefined;
      if (only !== undefined) meaningfulWords.add(only);
    }
  }
  staticTables = { countries, countryCodes, industries, companyTypes, sizes, negations, areas, series, templates, foundedTemplates, meaningfulWords, cjk };
  return staticTables;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary tables, cached per array

interface VocabularyTables<T> {
  table: PhraseTable<T>;
  cjk: Set<string>;
}

const industryCache = new WeakMap<readonly string[], { table: PhraseTable<string>; byKey: Map<string, string> }>();
const techCache = new WeakMap<readonly string[], PhraseTable<string>>();
const companyTypeCache = new WeakMap<readonly string[], { table: PhraseTable<string>; byKey: Map<string, string> }>();
const cityCache = new WeakMap<readonly string[], VocabularyTables<string>>();

/** A phrase table over vocabulary values, and each value by its normalized key; cached per array. */
function valueTables(
  cache: WeakMap<readonly string[], { table: PhraseTable<string>; byKey: Map<string, string> }>,
  values: readonly string[],
): { table: PhraseTable<string>; byKey: Map<string, string> } {
  let cached = cache.get(values);
  if (!cached) {
    const table = new PhraseTable<string>();
    const byKey = new Map<string, string>();
    for (const value of values) {
      const keys = phraseKeys(value);
      if (keys.length === 0) continue;
      table.add(keys, value);
      if (!byKey.has(keys.join(' '))) byKey.set(keys.join(' '), value);
    }
    cached = { table, byKey };
    cache.set(values, cached);
  }
  return cached;
}

function industryTables(values: readonly string[]) {
  return valueTables(industryCache, values);
}

function companyTypeTables(values: readonly string[]) {
  return valueTables(companyTypeCache, values);
}

function techTable(ids: readonly string[]): PhraseTable<string> {
  let table = techCache.get(ids);
  if (!table) {
    table = new PhraseTable<string>();
    for (const id of ids) {
      const keys = phraseKeys(id);
      if (keys.length === 0) continue;
      table.add(keys, id);
      if (keys.length > 1) table.add([keys.join('')], id);
      for (const alias of TECH_ALIASES[id] ?? []) table.add(phraseKeys(alias), id);
    }
    techCache.set(ids, table);
  }
  return table;
}

function cityTables(cities: readonly string[]): VocabularyTables<string> {
  let cached = cityCache.get(cities);
  if (!cached) {
    const table = new PhraseTable<string>();
    const cjk = new Set<string>();
    for (const city of cities) {
      const keys = phraseKeys(city, cjk);
      if (keys.length === 0 || (keys.length === 1 && STOP_WORDS.has(keys[0] ?? ''))) continue;
      table.add(keys, city);
    }
    cached = { table, cjk };
    cityCache.set(cities, cached);
  }
  return cached;
}

// ---------------------------------------------------------------------------------------------
// The parser

interface ItemBase {
  /** Token index range, inclusive. */
  first: number;
  last: number;
  from: string;
  exclude: boolean;
}
type Item = ItemBase &
  (
    | { type: 'country'; code: string }
    | { type: 'city'; city: string }
    | { type: 'area'; area: Area }
    | { type: 'industry'; values: string[] }
    | { type: 'companyType'; values: string[] }
    | { type: 'technology'; ids: string[] }
    | { type: 'series'; series: FundingSeries }
    | { type: 'headcount'; min: number; max: number | undefined; label: string }
    | { type: 'founded'; yearFrom: number | undefined; yearTo: number | undefined; label: string }
  );

type Candidate =
  | { kind: 'headcount'; len: number; min: number; max: number | undefined; label: string }
  | { kind: 'founded'; len: number; yearFrom: number | undefined; yearTo: number | undefined; label: string }
  | { kind: 'size'; len: number; size: SizeWord }
  | { kind: 'country'; len: number; code: string }
  | { kind: 'area'; len: number; area: Area }
  | { kind: 'region'; len: number }
  | { kind: 'city'; len: number; city: string }
  | { kind: 'companyType'; len: number; values: string[] }
  | { kind: 'technology'; len: number; ids: string[] }
  | { kind: 'series'; len: number; series: FundingSeries }
  | { kind: 'industry'; len: number; values: string[] }
  | { kind: 'negation'; len: number; post: boolean }
  | { kind: 'stop'; len: number };

const PRIORITY: Readonly<Record<Candidate['kind'], number>> = {
  headcount: 0,
  founded: 0.5,
  area: 1,
  country: 1,
  region: 1.5,
  city: 2,
  companyType: 3,
  technology: 4,
  series: 4.5,
  industry: 5,
  size: 6,
  negation: 7,
  stop: 8,
};

/** The filter an item feeds. */
const ITEM_FILTER: Readonly<Record<Item['type'], FilterName>> = {
  country: 'headquarters_location',
  city: 'headquarters_location',
  area: 'headquarters_location',
  industry: 'industry',
  companyType: 'company_type',
  technology: 'technology',
  series: 'funding',
  headcount: 'headcount',
  founded: 'year_founded',
};

function formatCount(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

function matchTemplate(slots: readonly string[], k: number, tokens: readonly Token[], at: number, values: Map<string, number>): number | null {
  if (k === slots.length) return at;
  const slot = slots[k];
  const t = tokens[at];
  if (slot === 'U?') {
    if (t && HEADCOUNT_UNITS.has(t.norm)) {
      const end = matchTemplate(slots, k + 1, tokens, at + 1, values);
      if (end !== null) return end;
    }
    return matchTemplate(slots, k + 1, tokens, at, values);
  }
  if (!t || slot === undefined) return null;
  if (slot === 'N' || slot === 'M') {
    if (t.kind !== 'num' || !Number.isFinite(t.value)) return null;
    values.set(slot, t.value);
  } else if (slot === 'U') {
    if (!HEADCOUNT_UNITS.has(t.norm)) return null;
  } else if (t.norm !== slot || t.kind === 'num') {
    return null;
  }
  return matchTemplate(slots, k + 1, tokens, at + 1, values);
}

function matchHeadcount(tokens: readonly Token[], at: number, templates: readonly Template[]): Candidate | null {
  let best: Candidate | null = null;
  for (const { op, slots } of templates) {
    const values = new Map<string, number>();
    let end = matchTemplate(slots, 0, tokens, at, values);
    if (end === null) continue;
    while (tokens[end] && HEADCOUNT_UNITS.has(tokens[end]?.norm ?? '')) end++;
    const len = end - at;
    if (best && len <= best.len) continue;
    const n = values.get('N') ?? 0;
    const m = values.get('M') ?? n;
    let min: number;
    let max: number | undefined;
    let label: string;
    switch (op) {
      case 'gt':
        min = Math.floor(n) + 1;
        max = undefined;
        label = `headcount > ${formatCount(n)}`;
        break;
      case 'gte':
        min = n;
        max = undefined;
        label = `headcount >= ${formatCount(n)}`;
        break;
      case 'lt':
        min = 1;
        max = Math.ceil(n) - 1;
        label = `headcount < ${formatCount(n)}`;
        break;
      case 'lte':
        min = 1;
        max = n;
        label = `headcount <= ${formatCount(n)}`;
        break;
      case 'range':
        min = Math.min(n, m);
        max = Math.max(n, m);
        label = `headcount ${formatCount(min)}-${formatCount(max)}`;
        break;
      case 'eq':
        min = n;
        max = n;
        label = `headcount = ${formatCount(n)}`;
        break;
    }
    best = { kind: 'headcount', len, min, max, label };
  }
  return best;
}

const isYear = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= MIN_YEAR && n <= MAX_YEAR;

function matchFounded(tokens: readonly Token[], at: number, templates: readonly Template[]): Candidate | null {
  let best: Candidate | null = null;
  for (const { op, slots } of templates) {
    const values = new Map<string, number>();
    const end = matchTemplate(slots, 0, tokens, at, values);
    if (end === null) continue;
    const len = end - at;
    const n = values.get('N');
    const m = values.get('M') ?? n;
    if ((best && len <= best.len) || !isYear(n) || !isYear(m)) continue;
    const found = {
      gt: { yearFrom: n + 1, yearTo: undefined, label: `founded after ${n}` },
      gte: { yearFrom: n, yearTo: undefined, label: `founded ${n} or later` },
      lt: { yearFrom: undefined, yearTo: n - 1, label: `founded before ${n}` },
      lte: { yearFrom: undefined, yearTo: n, label: `founded ${n} or earlier` },
      range: { yearFrom: Math.min(n, m), yearTo: Math.max(n, m), label: `founded ${Math.min(n, m)}-${Math.max(n, m)}` },
      eq: { yearFrom: n, yearTo: n, label: `founded in ${n}` },
    }[op];
    best = { kind: 'founded', len, ...found };
  }
  return best;
}

function resolveByKey(canonical: readonly string[], byKey: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const name of canonical) {
    const value = byKey.get(nameKey(name));
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function pushUniqueWord(list: string[], word: string): void {
  if (!list.some((w) => w.toLowerCase() === word.toLowerCase())) list.push(word);
}

/**
 * The longest query the parser reads (the API's `query` takes 500 characters). The parser is
 * linear but does real work per word (about 10-20 µs), so a caller that skipped validation must
 * not hand it a page of text.
 */
export const MAX_DISCOVER_QUERY_LENGTH = 500;

/** Parses a plain-language company search into /v2/discover filters over the given vocabulary. */
export function parseDiscoverQuery(query: string, vocabulary: DiscoverVocabulary): ParsedQuery {
  if (query.length > MAX_DISCOVER_QUERY_LENGTH) throw new RangeError(`a discover query is at most ${MAX_DISCOVER_QUERY_LENGTH} characters`);
  const S = getStaticTables();
  const industryVocab = industryTables(vocabulary.industries);
  const companyTypeVocab = companyTypeTables(vocabulary.companyTypes);
  const techs = techTable(vocabulary.technologies);
  const cities = vocabulary.cities ? cityTables(vocabulary.cities) : null;
  const dict: CjkDictionary = {
    has: (piece) => S.cjk.has(piece) || (cities?.cjk.has(piece) ?? false),
    maxLength: 16,
  };

  const text = query.normalize('NFKC');
  const tokens = tokenize(text, dict);
  const allCaps = /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);

  const items: Item[] = [];
  const unrecognized: string[] = [];
  const keywords = { include: [] as string[], exclude: [] as string[] };
  /** Where each token went (by token index). */
  const roles: (WordRole | undefined)[] = new Array(tokens.length);
  const mark = (first: number, last: number, role: WordRole): void => {
    for (let k = first; k <= last; k++) roles[k] = role;
  };
  const unmatched = (first: number, last: number, word: string): void => {
    mark(first, last, { as: 'unmatched' });
    pushUniqueWord(unrecognized, word);
  };

  // Negation: 'pending' after a negation word, 'active' right after a negated entity (a connector
  // keeps it for the next entity), 'none' otherwise. The negation words wait in negationTokens
  // until what they negate is known: they then go where it goes.
  let negation: NegationState = 'none';
  let negationTokens: number[] = [];
  const settleNegation = (role: WordRole | null): void => {
    for (const k of negationTokens) {
      if (role) roles[k] = role;
      else unmatched(k, k, tokens[k]?.raw ?? '');
    }
    negationTokens = [];
  };
  const endNegation = (): void => {
    negation = 'none';
    settleNegation(null);
  };
  let locationContext = false;
  let techContext = false;

  const sliceFrom = (first: number, len: number): string => {
    const a = tokens[first];
    const b = tokens[first + len - 1];
    return a && b ? text.slice(a.start, b.end) : '';
  };
  /** A word to match as full text (or to exclude, after a negation). */
  const keyword = (k: number, negated: boolean): void => {
    const tok = tokens[k];
    if (!tok) return;
    roles[k] = { as: 'keyword' };
    pushUniqueWord(negated ? keywords.exclude : keywords.include, tok.raw);
  };

  let i = 0;
  while (i < tokens.length) {
    const tok = tokens[i];
    if (!tok) break;
    const candidates: Candidate[] = [];

    const headcount = matchHeadcount(tokens, i, S.templates);
    if (headcount) candidates.push(headcount);
    const founded = matchFounded(tokens, i, S.foundedTemplates);
    if (founded) candidates.push(founded);

    if (tok.kind !== 'sym') {
      const country = S.countries.match(tokens, i);
      if (country) {
        const code = country.payloads[0] ?? '';
        candidates.push(code ? { kind: 'country', len: country.len, code } : { kind: 'region', len: country.len });
      }
      const area = S.areas.match(tokens, i);
      if (area?.payloads[0]) candidates.push({ kind: 'area', len: area.len, area: area.payloads[0] });
      if (tok.raw === 'us' && locationContext) candidates.push({ kind: 'country', len: 1, code: 'US' });
      if (
        tok.kind === 'word' &&
        !allCaps &&
        /^[A-Z]{2}$/.test(tok.raw) &&
        S.countryCodes.has(tok.raw) &&
        !NEVER_CODES.has(tok.raw) &&
        (!CUE_ONLY_CODES.has(tok.raw) || locationContext)
      ) {
        candidates.push({ kind: 'country', len: 1, code: tok.raw });
      }

      if (cities) {
        const city = cities.table.match(tokens, i);
        const capitalized = tok.kind === 'cjk' || /^\p{Lu}/u.test(tok.raw);
        if (city && (capitalized || locationContext)) {
          for (const name of city.payloads.slice(0, 1)) candidates.push({ kind: 'city', len: city.len, city: name });
        }
      }

      const typeSyn = S.companyTypes.match(tokens, i, true);
      const typeDirect = companyTypeVocab.table.match(tokens, i, true);
      const typeLen = Math.max(typeSyn?.len ?? 0, typeDirect?.len ?? 0);
      if (typeLen > 0) {
        const values: string[] = [];
        if (typeDirect && typeDirect.len === typeLen) for (const v of typeDirect.payloads) pushUnique(values, v);
        if (typeSyn && typeSyn.len === typeLen) for (const v of resolveByKey(typeSyn.payloads, companyTypeVocab.byKey)) pushUnique(values, v);
        // A type the index has no company of is still that type: the filter then honestly matches none.
        if (values.length === 0 && typeSyn?.payloads[0]) values.push(typeSyn.payloads[0]);
        candidates.push({ kind: 'companyType', len: typeLen, values });
      }

      const tech = techs.match(tokens, i);
      if (tech) {
        const ambiguous =
          tech.len === 1 &&
          (AMBIGUOUS_TECH.has(tok.norm) || STOP_WORDS.has(tok.norm) || S.meaningfulWords.has(tok.norm));
        if (!ambiguous || techContext || negation !== 'none') candidates.push({ kind: 'technology', len: tech.len, ids: [...tech.payloads] });
      }

      const series = S.series.match(tokens, i);
      if (series?.payloads[0]) {
        // "Series C+": the plus belongs to the series.
        const plus = tokens[i + series.len]?.kind === 'sym' && tokens[i + series.len]?.norm === '+' ? 1 : 0;
        candidates.push({ kind: 'series', len: series.len + plus, series: series.payloads[0] });
      }

      let indSyn = S.industries.match(tokens, i, true);
      const indDirect = industryVocab.table.match(tokens, i, true);
      if (!indSyn && !indDirect && tok.kind === 'word') {
        // German compounds: "Softwareunternehmen", "Logistikdienstleister", "Beratungsfirmen".
        for (const suffix of GERMAN_COMPOUND_SUFFIXES) {
          if (!tok.norm.endsWith(suffix) || tok.norm.length < suffix.length + 3) continue;
          const stem = tok.norm.slice(0, -suffix.length).replace(/-$/, '');
          const found = S.industries.single(stem, true) ?? (stem.endsWith('s') ? S.industries.single(stem.slice(0, -1)) : null);
          if (found) {
            indSyn = { len: 1, payloads: found };
            break;
          }
        }
      }
      // "IT" in capitals on its own is the IT sector (lower-case "it" is a pronoun).
      if (!indSyn && tok.raw === 'IT') {
        const itServices = S.industries.match(tokenize('it services'), 0);
        if (itServices) indSyn = { len: 1, payloads: itServices.payloads };
      }
      const indLen = Math.max(indSyn?.len ?? 0, indDirect?.len ?? 0);
      if (indLen > 0) {
        const values: string[] = [];
        if (indDirect && indDirect.len === indLen) for (const v of indDirect.payloads) pushUnique(values, v);
        if (indSyn && indSyn.len === indLen) for (const v of resolveByKey(indSyn.payloads, industryVocab.byKey)) pushUnique(values, v);
        candidates.push({ kind: 'industry', len: indLen, values });
      }

      const size = S.sizes.match(tokens, i);
      if (size?.payloads[0]) candidates.push({ kind: 'size', len: size.len, size: size.payloads[0] });

      const neg = S.negations.match(tokens, i);
      if (neg) candidates.push({ kind: 'negation', len: neg.len, post: neg.payloads[0] === 'post' });

      if (STOP_WORDS.has(tok.norm)) candidates.push({ kind: 'stop', len: 1 });
    }

    // A city wins a tie only after a location word ("in Media" is a place, "Media companies" is not).
    const rank = (c: Candidate): number => (c.kind === 'city' && !locationContext ? PRIORITY.size + 0.5 : PRIORITY[c.kind]);
    let best: Candidate | null = null;
    for (const c of candidates) {
      if (!best || c.len > best.len || (c.len === best.len && rank(c) < rank(best))) best = c;
    }

    if (!best) {
      const negated: boolean = negation !== 'none';
      if (tok.kind === 'word' || tok.kind === 'cjk') {
        // A word nothing recognized is a keyword: matched as full text, never dropped.
        keyword(i, negated);
        if (negated) settleNegation({ as: 'keyword' });
        negation = negated ? 'active' : 'none';
      } else {
        // A bare number or a symbol says nothing a company's text could match.
        unmatched(i, i, tok.raw);
        if (negation === 'active') endNegation();
      }
      locationContext = false;
      techContext = false;
      i += 1;
      continue;
    }

    const from = sliceFrom(i, best.len);
    const first = i;
    const last = i + best.len - 1;
    const base = { first, last, from };
    // An entity after a negation word is excluded and keeps the negation for the next one.
    const negated: boolean = negation !== 'none';
    const negationAfterEntity: NegationState = negated ? 'active' : 'none';
    /** Records an item, its words and (when negated) its negation words under its filter. */
    const push = (item: Item): void => {
      items.push(item);
      const role: WordRole = { as: 'filter', filter: ITEM_FILTER[item.type] };
      mark(first, last, role);
      if (item.exclude) settleNegation(role);
    };

    switch (best.kind) {
      case 'headcount':
        // A count no bucket holds ("fewer than 1 employee") selects nothing: said, not applied.
        if (headcountBucketsFor(best.min, best.max).length === 0) unmatched(first, last, from);
        else push({ ...base, exclude: false, type: 'headcount', min: best.min, max: best.max, label: best.label });
        endNegation();
        locationContext = techContext = false;
        break;
      case 'size':
        push({
          ...base,
          exclude: false,
          type: 'headcount',
          min: best.size.min,
          max: best.size.max,
          label: `size "${from}" (headcount ${best.size.label})`,
        });
        endNegation();
        locationContext = techContext = false;
        break;
      case 'founded':
        push({ ...base, exclude: false, type: 'founded', yearFrom: best.yearFrom, yearTo: best.yearTo, label: best.label });
        endNegation();
        locationContext = techContext = false;
        break;
      case 'series':
        push({ ...base, exclude: false, type: 'series', series: best.series });
        endNegation();
        locationContext = techContext = false;
        break;
      case 'country':
        push({ ...base, exclude: negated, type: 'country', code: best.code });
        negation = negationAfterEntity;
        locationContext = true;
        techContext = false;
        break;
      case 'area':
        push({ ...base, exclude: negated, type: 'area', area: best.area });
        negation = negationAfterEntity;
        locationContext = true;
        techContext = false;
        break;
      case 'city':
        push({ ...base, exclude: negated, type: 'city', city: best.city });
        negation = negationAfterEntity;
        locationContext = true;
        techContext = false;
        break;
      case 'region':
        // A place this service cannot map to countries ("New England", "East Asia").
        unmatched(first, last, from);
        if (negation === 'active') endNegation();
        break;
      case 'companyType':
        push({ ...base, exclude: negated, type: 'companyType', values: best.values });
        negation = negationAfterEntity;
        locationContext = techContext = false;
        break;
      case 'technology':
        push({ ...base, exclude: negated, type: 'technology', ids: best.ids });
        negation = negationAfterEntity;
        techContext = true;
        locationContext = false;
        break;
      case 'industry':
        if (best.values.length > 0) {
          push({ ...base, exclude: negated, type: 'industry', values: best.values });
        } else {
          // An industry word whose industries the index lacks ("pharma") is searched as full text.
          for (let k = first; k <= last; k++) {
            if (STOP_WORDS.has(tokens[k]?.norm ?? '')) roles[k] = { as: 'stop_word' };
            else keyword(k, negated);
          }
          if (negated) settleNegation({ as: 'keyword' });
        }
        negation = negationAfterEntity;
        locationContext = techContext = false;
        break;
      case 'negation':
        if (best.post) {
          // Japanese/Chinese postfix negation: "ドイツ以外" flips the entities just before it.
          let edge = i - 1;
          let flipped: Item | null = null;
          for (let k = items.length - 1; k >= 0; k--) {
            const item = items[k];
            if (!item || item.last !== edge || item.type === 'headcount' || item.type === 'founded' || item.type === 'series') break;
            item.exclude = true;
            flipped = item;
            edge = item.first - 1;
            while (edge >= 0 && CONNECTORS.has(tokens[edge]?.norm ?? '')) edge--;
          }
          if (flipped) mark(first, last, { as: 'filter', filter: ITEM_FILTER[flipped.type] });
          else unmatched(first, last, from);
          negation = 'none';
        } else {
          negation = 'pending';
          for (let k = first; k <= last; k++) negationTokens.push(k);
          locationContext = true;
          techContext = true;
        }
        break;
      case 'stop':
        roles[i] = { as: 'stop_word' };
        if (!CONNECTORS.has(tok.norm) && negation === 'active') endNegation();
        if (LOCATION_CUES.has(tok.norm)) locationContext = true;
        if (TECH_CUES.has(tok.norm)) techContext = true;
        break;
    }
    i += best.len;
  }
  // A negation with nothing after it negated nothing.
  settleNegation(null);

  const words: QueryWord[] = tokens.map((t, k) => {
    const role = roles[k];
    if (!role) pushUniqueWord(unrecognized, t.raw);
    return { word: t.raw, ...(role ?? { as: 'unmatched' }) };
  });
  const stopWords: string[] = [];
  for (const w of words) if (w.as === 'stop_word') pushUniqueWord(stopWords, w.word);
  const result = buildResult(items);
  for (const w of keywords.include) result.understood.push(`keyword "${w}"`);
  for (const w of keywords.exclude) result.understood.push(`excluding keyword "${w}"`);
  return { ...result, keywords, words, unrecognized, stopWords };
}

function buildResult(items: readonly Item[]): { filters: DiscoverFilters; understood: string[] } {
  const filters: DiscoverFilters = {};
  const understood: string[] = [];
  const locations: { include: LocationFilter[]; exclude: LocationFilter[] } = { include: [], exclude: [] };
  const industries = { include: [] as string[], exclude: [] as string[] };
  const companyTypes = { include: [] as string[], exclude: [] as string[] };
  const technologies = { include: [] as string[], exclude: [] as string[] };
  const headcounts: HeadcountBucket[][] = [];
  const series: FundingSeries[] = [];
  let founded: { from: number | undefined; to: number | undefined } | null = null;

  const addLocation = (list: LocationFilter[], loc: LocationFilter): void => {
    const key = JSON.stringify([loc.continent, loc.business_region, loc.country, loc.state, loc.city]);
    if (!list.some((l) => JSON.stringify([l.continent, l.business_region, l.country, l.state, l.city]) === key)) list.push(loc);
  };

  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    if (!item) continue;
    const not = item.exclude ? 'excluding ' : '';
    const side = item.exclude ? 'exclude' : 'include';
    switch (item.type) {
      case 'country': {
        understood.push(`${not}country ${item.code} (from "${item.from}")`);
        const prev = items[k - 1];
        // "Paris, France": the country was folded into the city just before it.
        const folded = prev?.type === 'city' && prev.last === item.first - 1 && prev.exclude === item.exclude;
        if (!folded) addLocation(locations[side], { country: item.code });
        break;
      }
      case 'city': {
        understood.push(`${not}city ${item.city} (from "${item.from}")`);
        const next = items[k + 1];
        const loc: LocationFilter = { city: item.city };
        if (next?.type === 'country' && next.first === item.last + 1 && next.exclude === item.exclude) loc.country = next.code;
        addLocation(locations[side], loc);
        break;
      }
      case 'area': {
        const label = 'continent' in item.area ? `continent ${item.area.continent}` : `business region ${item.area.business_region}`;
        understood.push(`${not}${label} (from "${item.from}")`);
        addLocation(locations[side], { ...item.area });
        break;
      }
      case 'industry':
        understood.push(`${not}industry ${item.values.join(' or ')} (from "${item.from}")`);
        for (const v of item.values) pushUnique(industries[side], v);
        break;
      case 'companyType':
        understood.push(`${not}company type ${item.values.join(' or ')} (from "${item.from}")`);
        for (const v of item.values) pushUnique(companyTypes[side], v);
        break;
      case 'technology':
        understood.push(`${not}technology ${item.ids.join(' or ')} (from "${item.from}")`);
        for (const id of item.ids) pushUnique(technologies[side], id);
        break;
      case 'series':
        understood.push(`funding series ${item.series} (from "${item.from}")`);
        pushUnique(series, item.series);
        break;
      case 'founded': {
        understood.push(`${item.label} (from "${item.from}")`);
        // Several constraints narrow each other; contradictory ones keep the last.
        const from = Math.max(founded?.from ?? -Infinity, item.yearFrom ?? -Infinity);
        const to = Math.min(founded?.to ?? Infinity, item.yearTo ?? Infinity);
        founded =
          from <= to
            ? { from: Number.isFinite(from) ? from : undefined, to: Number.isFinite(to) ? to : undefined }
            : { from: item.yearFrom, to: item.yearTo };
        break;
      }
      case 'headcount': {
        understood.push(item.label);
        headcounts.push(headcountBucketsFor(item.min, item.max));
        break;
      }
    }
  }

  const includeExclude = <T>(sets: { include: T[]; exclude: T[] }, same: (a: T, b: T) => boolean): IncludeExclude<T> | undefined => {
    const include = sets.include.filter((v) => !sets.exclude.some((x) => same(v, x)));
    const out: IncludeExclude<T> = {};
    if (include.length > 0) out.include = include;
    if (sets.exclude.length > 0) out.exclude = sets.exclude;
    return out.include || out.exclude ? out : undefined;
  };
  const sameString = (a: string, b: string): boolean => a === b;
  const sameLocation = (a: LocationFilter, b: LocationFilter): boolean =>
    a.continent === b.continent && a.business_region === b.business_region && a.country === b.country && a.state === b.state && a.city === b.city;

  const location = includeExclude(locations, sameLocation);
  if (location) filters.headquarters_location = location;
  const industry = includeExclude(industries, sameString);
  if (industry) filters.industry = industry;
  if (headcounts.length > 0) {
    // Several constraints narrow each other ("large companies with more than 5000 employees");
    // contradictory ones ("small ... more than 5000") fall back to their union.
    let buckets: HeadcountBucket[] = HEADCOUNT_BUCKETS.filter((b) => headcounts.every((set) => set.includes(b)));
    if (buckets.length === 0) buckets = HEADCOUNT_BUCKETS.filter((b) => headcounts.some((set) => set.includes(b)));
    filters.headcount = buckets;
  }
  const companyType = includeExclude(companyTypes, sameString);
  if (companyType) filters.company_type = companyType;
  const technology = includeExclude(technologies, sameString);
  if (technology) filters.technology = technology;
  if (founded) {
    const f: { from?: number; to?: number } = founded;
    filters.year_founded = {};
    if (f.from !== undefined) filters.year_founded.from = f.from;
    if (f.to !== undefined) filters.year_founded.to = f.to;
  }
  if (series.length > 0) filters.funding = { series };

  return { filters, understood };
}
