/**
 * bench/title-words (issue 17): how many job titles, as small organisations' sites print them,
 * the people extractor reads as a title where only the words can tell (running text, label lines,
 * a field after a name): `isInlineTitle(line) || isAgentTitle(line)` (titles.ts). And the other
 * side: how many given and family names it would take for a title word (isTitleWord), which would
 * stop a name from being read (names.ts refuses a title word as a name's word).
 *
 * Titles: bench/title-words/lexicon/<lang>.txt, one title per line, written by helpers who did not
 * read the extractors, a file per language. Each language's lines are split 70/30 (mulberry32, seed
 * 1717, a shuffle of the file's lines) into a tuning part and a held-out part. The word lists were
 * tuned on the tuning part only; the held-out part is printed as figures only, unless
 * --reveal-held-out is given.
 *
 * Names: the given names of the lists the extractor uses (human-names and faker's locales, as
 * src/core/identity/given-names.ts reads them) and faker's family names of those locales.
 *
 *   npm run bench:title-words [-- --reveal-held-out --misses]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAgentTitle, isInlineTitle, isTitleWord } from '../../src/core/web/extract/people/titles.js';
import { fold } from '../../src/core/web/extract/people/text.js';
import { mulberry32 } from '../support/prng.js';

const LEXICON = join(dirname(fileURLToPath(import.meta.url)), 'lexicon');
const SEED = 1717;
const reveal = process.argv.includes('--reveal-held-out');
const misses = process.argv.includes('--misses');
const out = (s = '') => process.stdout.write(`${s}\n`);
const pct = (n: number, d: number) => (d === 0 ? '   -' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

/** The lines of one language, split 70/30 by a seeded shuffle. */
export function splitLexicon(lines: readonly string[], seed = SEED): { tuning: string[]; heldOut: string[] } {
  const random = mulberry32(seed);
  const shuffled = [...lines];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  const cut = Math.round(shuffled.length * 0.7);
  return { tuning: shuffled.slice(0, cut), heldOut: shuffled.slice(cut) };
}

const readAsTitle = (line: string) => isInlineTitle(line) || isAgentTitle(line);

const files = readdirSync(LEXICON).filter((f) => f.endsWith('.txt')).sort();
let tuneRight = 0;
let tuneAll = 0;
let heldRight = 0;
let heldAll = 0;
out(`\nbench/title-words: ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${files.length} languages, titles read as titles (isInlineTitle || isAgentTitle)`);
out(`${'lang'.padEnd(6)}${'tuning'.padStart(18)}${'held-out'.padStart(18)}`);
for (const file of files) {
  const lang = file.replace(/\.txt$/, '');
  const lines = [...new Set(readFileSync(join(LEXICON, file), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean))];
  const { tuning, heldOut } = splitLexicon(lines);
  const t = tuning.filter(readAsTitle).length;
  const h = heldOut.filter(readAsTitle).length;
  tuneRight += t;
  tuneAll += tuning.length;
  heldRight += h;
  heldAll += heldOut.length;
  out(`${lang.padEnd(6)}${`${t}/${tuning.length}`.padStart(10)} ${pct(t, tuning.length)}${`${h}/${heldOut.length}`.padStart(10)} ${pct(h, heldOut.length)}`);
  if (misses) {
    const missed = [...tuning, ...(reveal ? heldOut : [])].filter((l) => !readAsTitle(l));
    if (missed.length > 0) out(`        missed: ${missed.join(' | ')}`);
  }
}
out(`${'all'.padEnd(6)}${`${tuneRight}/${tuneAll}`.padStart(10)} ${pct(tuneRight, tuneAll)}${`${heldRight}/${heldAll}`.padStart(10)} ${pct(heldRight, heldAll)}`);

// Names taken for title words.
const require = createRequire(import.meta.url);
const faker = require('@faker-js/faker') as { allLocales: Record<string, { person?: { first_name?: Record<string, unknown>; last_name?: Record<string, unknown> } } | undefined> };
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt_PT', 'pt_BR', 'nl', 'sv', 'nb_NO', 'da', 'pl', 'cs_CZ', 'sk', 'fi', 'de_CH', 'fr_CH', 'nl_BE', 'hu', 'sl_SI', 'es_MX'];
const names = { given: new Set<string>(), family: new Set<string>() };
for (const locale of LOCALES) {
  const person = faker.allLocales[locale]?.person;
  for (const [kind, lists] of [['given', person?.first_name], ['family', person?.last_name]] as const) {
    for (const list of Object.values(lists ?? {})) if (Array.isArray(list)) for (const n of list) if (typeof n === 'string') for (const w of n.split(/[\s-]+/)) if (w.length > 1) names[kind].add(w);
  }
}
for (const kind of ['given', 'family'] as const) {
  const taken = [...names[kind]].filter((n) => isTitleWord(fold(n)));
  out(`${kind} names taken for a title word: ${taken.length}/${names[kind].size} ${pct(taken.length, names[kind].size)}${misses ? `: ${taken.join(', ')}` : ''}`);
  // Agent nouns (an agent ending, or a job of ESCO's labels) are a title only where the page's
  // structure ties them to a name; a name taken for one is read as a name where it stands as one.
  const agents = [...names[kind]].filter((n) => !isTitleWord(fold(n)) && isAgentTitle(n));
  out(`${kind} names taken for an agent noun: ${agents.length}/${names[kind].size} ${pct(agents.length, names[kind].size)}${misses ? `: ${agents.join(', ')}` : ''}`);
}
