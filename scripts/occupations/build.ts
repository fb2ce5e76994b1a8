/**
 * Builds src/core/web/extract/people/occupations.ts: the words that name a job, taken from
 * ESCO's occupation labels (the European Commission's classification of occupations, v1.x, in each
 * EU language; CC BY 4.0) as the MELO benchmark ships them (github.com/Avature/melo-benchmark,
 * MIT, data/processed/melo/<country>_q_<lang>_c_<lang>/corpus_elements.tsv).
 *
 *   npx tsx scripts/occupations/build.ts <folder holding the corpus_elements files as <country>_q_<lang>_c_<lang>.tsv> [english word list]
 *
 * From each occupation label (concepts C000620 on; the ones before are ISCO's plural group names)
 * it takes the word that names the job, its head: the last word before a preposition where the
 * language puts the head last (de, nl, da, no, sv, et, hu, which write compounds as one word, and
 * en: "software developer", "head of sales"), the first word where it puts it first (fr, es, it,
 * pt), the first word after a leading adjective in cs, sk, pl ("technický ředitel" -> ředitel).
 * Where the head is last, only heads that are a label on their own are kept ("Bauleiter", not
 * "Abteilung" of "Leiter Abteilung"; "diplomat", not "department" of "department manager"); where
 * it is first, heads that are a label alone or head two occupations at least; a kept head that ends at
 * least three other heads and no given or family name becomes an ending, so compounds the labels never spell are read too
 * ("Tourenleiter" of "leiter"). Heads titles.ts's hand-written words and endings read are left out; so are, outside English, words of the English word list (the English loans that modify a
 * head in a label: "account", "brand", "business"). Heads that are given or family names (faker's
 * locales, human-names, and titles.ts's trades that are family names) are kept apart: they are read as a job only when written in lower case
 * ("Müller" is a name, "der müller" a job).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LOWER_CASE_TITLE_WORDS, TITLE_SUFFIXES, TITLE_WORD_SET } from '../../src/core/web/extract/people/titles.js';
import { fold } from '../../src/core/web/extract/people/text.js';
import { givenNameEntries } from '../../src/core/identity/given-names.js';

const [dir, englishList = '/usr/share/dict/words'] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: build.ts <corpus folder> [english word list]');

const LANG_OF: Record<string, string> = {
  aut: 'de', usa: 'en', deu: 'de', bel: '', fra: 'fr', cze: 'cs', dnk: 'da', esp: 'es', est: 'et', hun: 'hu', ita: 'it', nld: 'nl', nor: 'no', pol: 'pl', prt: 'pt', svk: 'sk', swe: 'sv',
};
const HEAD_LAST = new Set(['de', 'nl', 'da', 'no', 'sv', 'et', 'hu', 'en']);
/** Where the head is last and compounds are one word: a head is kept only when it is a label alone. */
const COMPOUNDING = new Set(['de', 'nl', 'da', 'no', 'sv', 'et', 'hu']);
const CONNECTORS = new Set(
  'für im in der des von mit bei zur zum am auf aus und oder van voor bij op met en of for i inom af av til till på med ved vid og och eller of at on with by'.split(' '),
);
/** Folded words for a body of people, not one person's job. */
const COLLECTIVES = new Set(['personale', 'personal', 'pessoal', 'personnel', 'staff', 'equipo', 'equipe', 'equipa', 'squadra', 'team', 'crew', 'tripulacion', 'tripulacao', 'equipaggio', 'equipage']);
const LEADING_ADJECTIVE: Record<string, RegExp> = {
  cs: /(?:ý|á|é|ní|ský|ská|cký|cká)$/u,
  sk: /(?:ý|á|é|ny|na|ne|ní|ský|ská|cký|cká)$/u,
  pl: /(?:ny|na|ne|wy|wa|we|ski|ska|cki|cka|szy|sza|owy|owa|ący|ąca|ły|ła)$/u,
};

function headOf(lang: string, words: string[]): string | null {
  if (HEAD_LAST.has(lang)) {
    const seg: string[] = [];
    for (const w of words) {
      if (seg.length > 0 && CONNECTORS.has(w.toLowerCase())) break;
      seg.push(w);
    }
    return seg[seg.length - 1] ?? null;
  }
  const adjective = LEADING_ADJECTIVE[lang];
  if (adjective !== undefined && words.length > 1 && adjective.test((words[0] as string).toLowerCase())) return words[1] as string;
  return words[0] ?? null;
}

const heads = new Map<string, Set<string>>();
/** Per language and head, the occupations (concepts) it heads. */
const headed = new Map<string, Map<string, Set<string>>>();
const singles = new Map<string, Set<string>>();
for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsv')).sort()) {
  const country = file.slice(0, 3);
  const lang = country === 'bel' ? file.slice(6, 8) : LANG_OF[country];
  if (!lang) continue;
  const h = heads.get(lang) ?? new Set<string>();
  const s = singles.get(lang) ?? new Set<string>();
  heads.set(lang, h);
  const c = headed.get(lang) ?? new Map<string, Set<string>>();
  headed.set(lang, c);
  singles.set(lang, s);
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const [id, label] = line.split('\t');
    if (id === undefined || label === undefined || Number(id.slice(1, 7)) < 620) continue;
    // A slash joins a job's forms for men and women ("Missionar/Missionarin"); English has none, and
    // its slashes join the things a job is of ("audio/video technician").
    for (const form of lang === 'en' ? [label] : label.split('/')) {
      // A comma lists what the head is of where the head is last ("agriculture, forestry and
      // fishery advisor"), or qualifies it where it is first ("ingénieur, génie civil").
      const whole = form.replace(/\([^)]*\)/g, ' ');
      const part = (HEAD_LAST.has(lang) ? whole : (whole.split(',')[0] ?? '')).trim();
      const words = part.match(/[\p{L}\p{M}'’-]+/gu) ?? [];
      if (words.length === 0) continue;
      if (words.length === 1 && !whole.includes(',')) s.add(fold(words[0] as string));
      const head = headOf(lang, words);
      if (head === null || head.endsWith('-')) continue;
      const w = fold(head).replace(/^['’-]+|['’-]+$/g, '');
      if (w.length >= 4 && /^\p{L}+(?:-\p{L}+)*$/u.test(w)) {
        h.add(w);
        c.set(w, (c.get(w) ?? new Set<string>()).add(id.slice(0, 7)));
      }
    }
  }
}

const require = createRequire(import.meta.url);
const faker = require('@faker-js/faker') as { allLocales: Record<string, { person?: { first_name?: Record<string, unknown>; last_name?: Record<string, unknown> } } | undefined> };
const names = new Set<string>([...givenNameEntries().map(fold), ...LOWER_CASE_TITLE_WORDS]);
for (const locale of Object.keys(faker.allLocales)) {
  const person = faker.allLocales[locale]?.person;
  for (const lists of [person?.first_name, person?.last_name]) {
    for (const list of Object.values(lists ?? {})) if (Array.isArray(list)) for (const n of list) if (typeof n === 'string') for (const w of n.split(/[\s-]+/)) names.add(fold(w));
  }
}
let english = new Set<string>();
try {
  english = new Set(readFileSync(englishList, 'utf8').split('\n').map((w) => w.trim().toLowerCase()).filter((w) => /^[a-z]+$/.test(w)));
} catch {
  throw new Error(`no English word list at ${englishList} (Debian: wamerican)`);
}

const words: Record<string, string[]> = {};
const endings: Record<string, string[]> = {};
const nameWords = new Set<string>();
for (const [lang, h] of [...heads].sort(([a], [b]) => a.localeCompare(b))) {
  const single = singles.get(lang) ?? new Set<string>();
  const all = [...h].filter((w) => lang === 'en' || !english.has(w));
  // Where the head comes first, a word that heads one label only and is no label alone is as likely a
  // slip of the head rule as a job; the collectives ("personale addetto ai servizi di bordo": the
  // staff) are no job however many labels they head.
  const heads2 = (w: string) => (headed.get(lang)?.get(w)?.size ?? 0) >= 2;
  const own = all.filter((w) => !COLLECTIVES.has(w) && (single.has(w) || (!HEAD_LAST.has(lang) && heads2(w))));
  const ends = COMPOUNDING.has(lang)
    ? own.filter((e) => e.length >= 5 && !e.includes('-') && all.filter((o) => o.length >= e.length + 3 && o.endsWith(e)).length >= 3)
    : [];
  const endSet = new Set(ends);
  const byEnding = (w: string) => [...Array(Math.max(0, w.length - 7)).keys()].some((i) => endSet.has(w.slice(i + 3)));
  // An ending that ends a name is no ending ("Baumgartner" of "gartner", "Schildhauer" of "hauer").
  const endsName = (e: string) => [...names].some((n) => n.length >= e.length + 3 && n.endsWith(e));
  const keep = (w: string) => {
    if (names.has(w)) {
      nameWords.add(w);
      return false;
    }
    return !TITLE_WORD_SET.has(w) && !TITLE_SUFFIXES.some((suffix) => w.length > suffix.length + 2 && w.endsWith(suffix));
  };
  endings[lang] = ends.filter((e) => !endsName(e)).filter(keep).sort();
  words[lang] = own.filter((w) => !endSet.has(w) && !byEnding(w)).filter(keep).sort();
}

const list = (ws: readonly string[]) => ws.join(' ');
const out = `/**
 * Words that name a job, from ESCO's occupation labels (European Commission, CC BY 4.0), as the
 * MELO benchmark ships them (github.com/Avature/melo-benchmark, MIT). Generated by
 * scripts/occupations/build.ts, which says how each word was taken; do not edit by hand.
 * Folded (lower case, accents dropped). \`words\`: whole words; \`endings\`: the ends of compounds
 * (de, nl, da, no, sv, et, hu); \`nameWords\`: jobs that are also given or family names, read as a
 * job only in lower case.
 */
/* eslint-disable */
const WORDS: Record<string, string> = {
${Object.entries(words).map(([l, ws]) => `  ${l}: '${list(ws)}',`).join('\n')}
};
const ENDINGS: Record<string, string> = {
${Object.entries(endings).map(([l, ws]) => `  ${l}: '${list(ws)}',`).join('\n')}
};
const NAME_WORDS = '${list([...nameWords].sort())}';

const split = (s: string) => s.split(' ').filter((w) => w !== '');
export const OCCUPATION_WORDS: ReadonlySet<string> = new Set(Object.values(WORDS).flatMap(split));
export const OCCUPATION_ENDINGS: ReadonlySet<string> = new Set(Object.values(ENDINGS).flatMap(split));
export const OCCUPATION_NAME_WORDS: ReadonlySet<string> = new Set(split(NAME_WORDS));
`;
writeFileSync(new URL('../../src/core/web/extract/people/occupations.ts', import.meta.url), out);
console.log(Object.entries(words).map(([l, ws]) => `${l} ${ws.length}+${endings[l]?.length}`).join(', '), `names ${nameWords.size}`, `${out.length} chars`);
