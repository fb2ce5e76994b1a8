/**
 * Women's names declined in Czech, Slovak and Polish running text, given back in the nominative
 * as their owner writes them (pure, no I/O): "na naši účetní paní Janu Novákovou" is Jana
 * Nováková, "z Panią Katarzyną Wójcik" Katarzyna Wójcik, "do pani Anny Zielińskiej" Anna
 * Zielińska.
 *
 * Only the feminine endings are read, because only they are unambiguous: a woman's given name in
 * -a and her family name in -ová/-ská/-cká (cs, sk) or -ska/-cka/-owa (pl) take endings no
 * nominative has (Janu, Janou, Katarzyną, Katarzynę, Anny; Novákovou, Novákové, Zielińskiej).
 * A man's name is read only after a declined "Mr" (pana, panu, panem: "pana Jana Nováka" is Jan
 * Novák), which says it is a man's; without it "Jana" is a woman's nominative or a man's
 * genitive, and is left as written. The given name must come back as one of the
 * name lists; every declined word must come back; and a family name that takes no ending (Wójcik)
 * stays only beside a given name whose ending is a woman's in Polish (-ą, -ę).
 */
import { isGivenName } from '../../../identity/given-names.js';

/** Family-name endings (declined -> nominative), longest first. */
const FAMILY_ENDINGS: readonly (readonly [string, string])[] = [
  // cs, sk: -ová (Nováková), -ská/-cká (Malinská, Palacká); Slovak accusative -ovú, -skú
  ['ovou', 'ová'], ['ové', 'ová'], ['ovej', 'ová'], ['ovú', 'ová'],
  ['skou', 'ská'], ['ské', 'ská'], ['skej', 'ská'], ['skú', 'ská'], ['ckou', 'cká'], ['cké', 'cká'], ['ckej', 'cká'], ['ckú', 'cká'],
  // pl: -ska/-cka/-dzka (Zielińska, Nowicka), -owa (Nowakowa)
  ['skiej', 'ska'], ['ską', 'ska'], ['ckiej', 'cka'], ['cką', 'cka'], ['dzkiej', 'dzka'], ['dzką', 'dzka'],
  ['owej', 'owa'], ['ową', 'owa'],
  // pl: any family name in -a beside a woman's declined given name (Sowa: "panią Martę Sowę", "z Martą Sową")
  ['ę', 'a'], ['ą', 'a'],
];

/** Given-name endings of a woman's name (declined -> nominative -a), with whether the ending is Polish (a woman's only). */
const GIVEN_ENDINGS: readonly (readonly [string, boolean, string?])[] = [
  // pl: instrumental -ą, accusative -ę (Katarzyną, Katarzynę); genitive -y/-i (Anny, Marii) only beside a declined family name
  ['ą', true], ['ę', true],
  // cs, sk: accusative -u, instrumental -ou (Janu, Janou); genitive -y (Jany) only beside a declined family name
  ['ou', false], ['u', false], ['y', false], ['i', false],
  // cs: dative and locative -ě, -e after a softened consonant (Janě, Evě, Petře, Monice), only
  // beside a declined family name (Kubíčkové)
  ['ře', false, 'ra'], ['ce', false, 'ka'], ['ě', false],
  // sk: dative and locative -e (Jane, Eve: "našej HR špecialistke Jane Kollárovej"), only beside a declined family name
  ['e', false],
  // cs: instrumental and genitive -í of given names in -ie (Lucií, Marií), back to -ie
  ['í', false, 'e'],
];

function restoreFamily(word: string): string | null {
  for (const [declined, nominative] of FAMILY_ENDINGS) {
    if (word.length > declined.length + 2 && word.endsWith(declined)) return word.slice(0, -declined.length) + nominative;
  }
  return null;
}

/** The given name in the nominative, and whether its ending says "a woman" on its own (Polish -ą/-ę). */
function restoreGiven(word: string, spelled: (name: string) => boolean = () => false): { name: string; womans: boolean } | null {
  for (const [declined, womans, nominative = 'a'] of GIVEN_ENDINGS) {
    if (word.length <= declined.length + 1 || !word.endsWith(declined)) continue;
    const name = `${word.slice(0, -declined.length)}${nominative}`;
    if (isGivenName(name) || spelled(name)) return { name, womans };
  }
  return null;
}

/**
 * "Mr" declined (cs, sk, pl: pana, panu, panem, pánovi ...): after it the name is a man's, in the
 * same case, and can be given back (the word says which endings to take off).
 */
const MASCULINE_MARKERS = new Set(['pana', 'panu', 'panem', 'pane', 'pánovi', 'pána', 'pánom', 'pánem', 'panovi']);

/** A man's family-name endings (declined -> nominative), longest first: -ski/-cki declined, then -ovi/-em/-a/-u/-om taken off. */
const MASCULINE_FAMILY_ENDINGS: readonly (readonly [string, string])[] = [
  ['skiego', 'ski'], ['skiemu', 'ski'], ['skim', 'ski'], ['ckiego', 'cki'], ['ckiemu', 'cki'], ['ckim', 'cki'],
  ['ského', 'ský'], ['skému', 'ský'], ['ským', 'ský'], ['ckého', 'cký'], ['ckému', 'cký'], ['ckým', 'cký'],
  // pl instrumental after k/g (Nowakiem -> Nowak)
  ['kiem', 'k'], ['giem', 'g'],
  ['ovi', ''], ['em', ''], ['om', ''], ['a', ''], ['u', ''],
];
const MASCULINE_GIVEN_ENDINGS = ['ovi', 'em', 'om', 'a', 'u'];

/** Whether a word is a declined "Mr" (pana, panu, panem ...), after which a name is a man's. */
export function isMasculineMarker(word: string): boolean {
  return MASCULINE_MARKERS.has(word.toLowerCase());
}

function nominativeMasculine(words: readonly string[]): string | null {
  const first = words[0] ?? '';
  const given = MASCULINE_GIVEN_ENDINGS.map((e) => (first.length > e.length + 1 && first.endsWith(e) ? first.slice(0, -e.length) : null)).find((g) => g !== null && isGivenName(g));
  if (given === undefined || given === null) return null;
  const family: string[] = [];
  for (const w of words.slice(1)) {
    const hit = MASCULINE_FAMILY_ENDINGS.find(([e]) => w.length > e.length + 2 && w.endsWith(e));
    if (hit === undefined) return null;
    family.push(w.slice(0, -hit[0].length) + hit[1]);
  }
  return [given, ...family].join(' ');
}

/**
 * The nominative of a name written declined ("Janu Novákovou" -> "Jana Nováková"; after a
 * declined "Mr", "pana Jana Nováka" -> "Jan Novák"), or null when the words are not such a name,
 * or not declined (see the file comment). `before`: the word written right before the name.
 */
export function nominativeName(words: readonly string[], before?: string, spelled: (name: string) => boolean = () => false): string | null {
  if (words.length < 2 || words.length > 4) return null;
  if (before !== undefined && isMasculineMarker(before)) return nominativeMasculine(words);
  // (A given name the lists lack comes back when the address spells the whole name so: Bogumiła.)
  const given = restoreGiven(words[0] ?? '', (g) => spelled([g, ...words.slice(1)].join(' ')));
  if (given === null) return null;
  const family = words.slice(1).map((w) => ({ word: w, restored: restoreFamily(w) }));
  // At least the last word takes a family-name ending, or the given name's ending is a woman's alone.
  const anyRestored = family.some((f) => f.restored !== null);
  // After Polish "Pani" (Mrs, the same word in the genitive: "do Pani Magdaleny Wójcik") a
  // genitive given name in -y/-i is a woman's beside a family name that takes no ending.
  const afterPani = before !== undefined && before.toLowerCase() === 'pani' && /[yi]$/u.test(words[0] ?? '');
  const name = [given.name, ...family.map((f) => f.restored ?? f.word)].join(' ');
  // (Or beside a family name that takes no ending, when the address is spelled from the name
  // given back: "do koordynatorki seminarium, dr Bogumiły Ryś, na adres bogumila.rys@".)
  if (!anyRestored && !given.womans && !afterPani && !spelled(name)) return null;
  // Genitive -y/-i and dative -e/-ě given names only beside a family name that shows the case too
  // ("Anny Zielińskiej", "Petře Kubíčkové").
  if (!anyRestored && /[yieě]$/.test(words[0] ?? '') && !afterPani && !spelled(name)) return null;
  return name;
}

/**
 * A word of a woman's job title declined with her name, in the nominative ("asistentku" ->
 * asistentka, "ředitelku" -> ředitelka, "specjalistką" -> specjalistka, "główną" -> główna):
 * Czech and Slovak feminine titles end in -ka (accusative -ku, instrumental -kou), their hard adjectives in -á
 * (accusative and instrumental -ou); Polish feminine nouns and adjectives in -a (-ą, -ę).
 * Adjectives in -í (účetní, vedoucí) and genitives after a title ("ds. sprzedaży", "provozu") take
 * no such ending. Only read beside a name given back by nominativeName.
 */
export function nominativeTitleWord(word: string): string {
  if (/\p{L}{2}ku$/u.test(word)) return `${word.slice(0, -1)}a`;
  if (/\p{L}{2}kou$/u.test(word)) return `${word.slice(0, -2)}a`;
  if (/\p{L}{3}ou$/u.test(word)) return `${word.slice(0, -2)}á`;
  if (/\p{L}{3}[ąę]$/u.test(word)) return `${word.slice(0, -1)}a`;
  // pl, cs genitive of -ka: "do naszej koordynatorki" -> koordynatorka, "od naší manažerky" -> manažerka
  if (/\p{L}{3}k[iy]$/u.test(word)) return `${word.slice(0, -1)}a`;
  // sk accusative of a hard adjective: "marketingovú manažérku" -> marketingová
  if (/\p{L}{3}ú$/u.test(word)) return `${word.slice(0, -1)}á`;
  // cs dative of -ka: "naší personalistce" -> personalistka
  if (/\p{L}{3}ce$/u.test(word)) return `${word.slice(0, -2)}ka`;
  // sk dative and genitive of a participle used as a noun: "vedúcej" -> vedúca, "riadiacej" -> riadiaca
  if (/\p{L}{2}(?:ú|ia)cej$/u.test(word)) return `${word.slice(0, -3)}ca`;
  // cs accusative and dative of -yně: "na zástupkyni ředitelky" -> zástupkyně, "kolegyni" -> kolegyně
  if (/\p{L}{4}yni$/u.test(word)) return `${word.slice(0, -1)}ě`;
  // sk dative of -ka: "našej špecialistke" -> špecialistka, "asistentke" -> asistentka
  if (/\p{L}{3}ke$/u.test(word)) return `${word.slice(0, -2)}ka`;
  return word;
}

/** A stem that may end in a lengthened á/é, as the name it came from and as it stands. */
function lengthened(stem: string): string[] {
  return [stem.endsWith('á') ? `${stem.slice(0, -1)}a` : '', stem.endsWith('é') ? `${stem.slice(0, -1)}e` : '', stem];
}

/**
 * A Hungarian given name in the accusative or the dative, written last in a family-first name ("keresse Kovács
 * Pétert", "hívja Szabó Annát"), given back in the nominative: -t after the name, with a linking
 * vowel (-ot, -et, -öt: Ádámot, Józsefet) or a lengthened final vowel (-át, -ét: Annát, Bencét).
 * Only when what comes back is a given name of the lists, or a word the address spells (`spelled`:
 * "Editnek" beside nagy.edit@, a name the lists lack); null otherwise.
 */
export function hungarianAccusativeGiven(word: string, spelled: (stem: string) => boolean = () => false): string | null {
  const known = (c: string) => c.length >= 3 && (isGivenName(c) || spelled(c));
  // The dative and the other cases a name takes after a verb ("küldje Nagy Editnek", "forduljon
  // Kovács Annához", "Tóth Évánál", "Szabó Pétertől"): a final a/e lengthened before the ending.
  const ending = /(?:nak|nek|hoz|hez|höz|nál|nél|tól|től|ról|ről)$/u.exec(word);
  if (ending !== null && word.length >= 6) {
    const hit = lengthened(word.slice(0, -3)).find(known);
    if (hit !== undefined) return hit;
  }
  // The instrumental, -val/-vel, whose v becomes the name's last consonant ("Péterrel", "Annával").
  if (/(?:(\p{L})\1|(?<=[aáeé])v)(?:al|el)$/u.test(word) && word.length >= 6) {
    const hit = lengthened(word.slice(0, -3)).find(known);
    if (hit !== undefined) return hit;
  }
  if (!word.endsWith('t') || word.length < 4) return null;
  const stem = word.slice(0, -1);
  // The lengthened vowel first: the lists fold accents, so "Anná" would pass for Anna.
  const candidates = [...lengthened(stem), /[oeö]$/u.test(stem) ? stem.slice(0, -1) : ''];
  return candidates.find(known) ?? null;
}
