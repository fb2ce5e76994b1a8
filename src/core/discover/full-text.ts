/**
 * Full text for discover: the words of a company's name, description and tags as the index
 * holds them, and a keyword as the condition that matches them. One folding for both sides, so a
 * keyword matches whatever the record wrote, in any case and with or without accents.
 *
 * - A text is NFKC-normalized, accents folded and lower-cased (foldWord), and cut into words:
 *   runs of letters and digits. Japanese and Chinese, written without spaces, are cut into
 *   overlapping character pairs (and single characters), the usual way to search them without a
 *   dictionary: 東京大学 holds 東京, 京大, 大学.
 * - A keyword matches a company when every one of its words does. A word matches as a prefix
 *   when it has four letters or more ("pharma" finds "pharmaceuticals", "robot" "robotics"),
 *   exactly when shorter ("ai" is not "aid"), and an English plural also matches its singular of
 *   four letters or more ("startups" finds "startup"). A CJK word matches when all its character pairs do.
 *
 * The store keeps the words as a PostgreSQL tsvector (GIN-indexed) and runs the condition as a
 * tsquery; the words go in as lexemes, never through a text search parser, so both sides are
 * exactly this file's rules.
 */
import { foldWord, singulars } from './query-parser.js';

/** One form of a word: the lexeme, matched as a prefix or exactly. */
export interface TextTerm {
  lexeme: string;
  prefix: boolean;
}
/** A keyword's condition: every clause must match; a clause matches when any of its forms does. */
export type TextMatch = readonly (readonly TextTerm[])[];

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
/** Longest lexeme kept: PostgreSQL allows 2 KB; nothing longer is a word anyone searches for. */
const MAX_LEXEME = 100;

/** Words of a text: [lexeme, isCjk]. */
function words(text: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  // An English possessive is its word ("Acme's robots": acme, robots), on both sides.
  const folded = foldWord(text.normalize('NFKC')).replace(/\p{M}/gu, '').replace(/['’]s(?![\p{L}\p{N}])/gu, '');
  for (const m of folded.matchAll(RUN)) {
    // Split a run where it switches between CJK and other letters ("iphone用" -> "iphone", "用").
    let current = '';
    let currentCjk = false;
    for (const ch of m[0]) {
      const cjk = CJK.test(ch);
      if (current !== '' && cjk !== currentCjk) {
        out.push([current, currentCjk]);
        current = '';
      }
      current += ch;
      currentCjk = cjk;
    }
    if (current !== '') out.push([current, currentCjk]);
  }
  return out;
}

function cjkPieces(run: string): string[] {
  const chars = Array.from(run);
  const out = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** The lexemes a company's texts give the index (deduplicated). */
export function searchLexemes(...texts: readonly (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const [word, cjk] of words(text)) {
      if (cjk) for (const p of cjkPieces(word)) out.add(p);
      else if (word.length <= MAX_LEXEME) out.add(word);
    }
  }
  return [...out];
}

/** The condition a keyword (one word or a phrase) stands for; null when it has no word. */
export function keywordMatch(keyword: string): TextMatch | null {
  const clauses: TextTerm[][] = [];
  for (const [word, cjk] of words(keyword)) {
    if (cjk) {
      const chars = Array.from(word);
      if (chars.length === 1) clauses.push([{ lexeme: word, prefix: false }]);
      for (let i = 0; i + 1 < chars.length; i++) clauses.push([{ lexeme: chars[i]! + chars[i + 1]!, prefix: false }]);
      continue;
    }
    // A singular shorter than four letters would match exactly and too widely ("news" is not "new").
    const forms = [...new Set([word, ...singulars(word).filter((s) => s.length >= 4)])].filter((f) => f.length <= MAX_LEXEME);
    if (forms.length === 0) continue;
    const terms = forms.map((lexeme) => ({ lexeme, prefix: Array.from(lexeme).length >= 4 }));
    // A prefix form another prefix form starts ("payment" covers "payments") adds nothing but index work.
    clauses.push(terms.filter((t) => !terms.some((o) => o !== t && o.prefix && t.lexeme.startsWith(o.lexeme))));
  }
  return clauses.length === 0 ? null : clauses;
}
