/**
 * A small tokenizer for inline scripts (ECMA-262 lexical grammar, the parts the address decoder
 * reads): string literals with every escape decoded, template literals (their `${...}` parts
 * tokenized in turn), numbers, identifiers and punctuators; comments (also the `<!--` / `-->`
 * line comments of Annex B) are skipped and a regular expression literal is one opaque token.
 * It only reads text; nothing is ever run.
 *
 * A script the tokenizer cannot read with certainty (an unterminated string or template, a
 * character that starts no token) yields null, so its addresses are not guessed at.
 */

export type Token =
  | { t: 'str'; v: string }
  | { t: 'tpl'; quasis: string[]; exprs: Token[][] }
  | { t: 'num'; v: number }
  | { t: 'id'; v: string }
  | { t: 'p'; v: string }
  /** A regular expression literal (or anything else read but not kept). */
  | { t: 'other' };

const PUNCTUATORS = [
  '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
  '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=',
  '<<', '>>', '**',
  '{', '}', '(', ')', '[', ']', ';', ',', '<', '>', '+', '-', '*', '/', '%', '&', '|', '^', '!', '~', '?', ':', '=', '.', '@', '#',
];

/** Keywords after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

const ID_START = /[A-Za-z_$]/;
const ID_PART = /[A-Za-z0-9_$]/;

class Failed extends Error {}

class Lexer {
  private i = 0;

  constructor(
    private readonly src: string,
    private readonly budget: { tokens: number },
  ) {}

  /** Tokens up to the end, or (inside a template's `${`) up to the `}` that closes it. */
  run(untilBrace: boolean): Token[] {
    const out: Token[] = [];
    let depth = 0;
    const s = this.src;
    while (this.i < s.length) {
      if (--this.budget.tokens < 0) throw new Failed();
      const c = s[this.i]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || c === '\ufeff' || c === '\u2028' || c === '\u2029') {
        this.i++;
        continue;
      }
      if (c === '/' && s[this.i + 1] === '/') {
        this.skipLine();
        continue;
      }
      if (c === '/' && s[this.i + 1] === '*') {
        const end = s.indexOf('*/', this.i + 2);
        if (end < 0) throw new Failed();
        this.i = end + 2;
        continue;
      }
      if (s.startsWith('<!--', this.i) || (s.startsWith('-->', this.i) && this.atLineStart())) {
        this.skipLine();
        continue;
      }
      if (c === '"' || c === "'") {
        out.push({ t: 'str', v: this.string(c) });
        continue;
      }
      if (c === '`') {
        out.push(this.template());
        continue;
      }
      if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[this.i + 1] ?? ''))) {
        out.push(this.number());
        continue;
      }
      if (ID_START.test(c) || c === '\\') {
        out.push({ t: 'id', v: this.identifier() });
        continue;
      }
      if (c === '/' && regexAllowed(out[out.length - 1])) {
        this.regex();
        out.push({ t: 'other' });
        continue;
      }
      if (untilBrace) {
        if (c === '{') depth++;
        if (c === '}') {
          if (depth === 0) {
            this.i++;
            return out;
          }
          depth--;
        }
      }
      const p = PUNCTUATORS.find((x) => s.startsWith(x, this.i));
      if (p === undefined) {
        // Non-ASCII identifiers are legal JavaScript but never part of the snippets read here.
        if (/[\p{L}\p{N}]/u.test(c)) {
          let j = this.i;
          while (j < s.length && /[\p{L}\p{N}_$]/u.test(s[j]!)) j++;
          out.push({ t: 'id', v: s.slice(this.i, j) });
          this.i = j;
          continue;
        }
        throw new Failed();
      }
      out.push({ t: 'p', v: p });
      this.i += p.length;
    }
    if (untilBrace) throw new Failed();
    return out;
  }

  private atLineStart(): boolean {
    for (let j = this.i - 1; j >= 0; j--) {
      const c = this.src[j]!;
      if (c === '\n' || c === '\r') return true;
      if (c !== ' ' && c !== '\t') return false;
    }
    return true;
  }

  private skipLine(): void {
    const s = this.src;
    while (this.i < s.length && s[this.i] !== '\n' && s[this.i] !== '\r') this.i++;
  }

  /** One escape sequence after a backslash (ECMA-262 12.9.4), `this.i` on the character after the backslash. */
  private escape(): string {
    const s = this.src;
    const c = s[this.i++];
    switch (c) {
      case undefined:
        throw new Failed();
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case '0':
        if (/[0-9]/.test(s[this.i] ?? '')) throw new Failed(); // legacy octal: not read
        return '\0';
      case 'x': {
        const h = s.slice(this.i, this.i + 2);
        if (!/^[0-9a-fA-F]{2}$/.test(h)) throw new Failed();
        this.i += 2;
        return String.fromCharCode(parseInt(h, 16));
      }
      case 'u': {
        if (s[this.i] === '{') {
          const end = s.indexOf('}', this.i);
          const h = end < 0 ? '' : s.slice(this.i + 1, end);
          if (!/^[0-9a-fA-F]{1,6}$/.test(h) || parseInt(h, 16) > 0x10ffff) throw new Failed();
          this.i = end + 1;
          return String.fromCodePoint(parseInt(h, 16));
        }
        const h = s.slice(this.i, this.i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(h)) throw new Failed();
        this.i += 4;
        return String.fromCharCode(parseInt(h, 16));
      }
      case '\r':
        if (s[this.i] === '\n') this.i++;
        return '';
      case '\n':
      case '\u2028':
      case '\u2029':
        return '';
      default:
        if (/[1-9]/.test(c)) throw new Failed(); // legacy octal: not read
        return c;
    }
  }

  private string(quote: string): string {
    const s = this.src;
    this.i++;
    let out = '';
    for (;;) {
      const c = s[this.i];
      if (c === undefined || c === '\n' || c === '\r') throw new Failed();
      this.i++;
      if (c === quote) return out;
      out += c === '\\' ? this.escape() : c;
    }
  }

  private template(): Token {
    const s = this.src;
    this.i++;
    const quasis: string[] = [];
    const exprs: Token[][] = [];
    let cur = '';
    for (;;) {
      const c = s[this.i];
      if (c === undefined) throw new Failed();
      this.i++;
      if (c === '`') {
        quasis.push(cur);
        return { t: 'tpl', quasis, exprs };
      }
      if (c === '\\') cur += this.escape();
      else if (c === '$' && s[this.i] === '{') {
        this.i++;
        quasis.push(cur);
        cur = '';
        exprs.push(this.run(true));
      } else cur += c === '\r' ? (s[this.i] === '\n' ? '' : '\n') : c;
    }
  }

  private number(): Token {
    const m = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)n?/.exec(this.src.slice(this.i, this.i + 400));
    if (!m) throw new Failed();
    this.i += m[0].length;
    const text = m[0].replace(/_/g, '').replace(/n$/, '');
    return { t: 'num', v: Number(text) };
  }

  private identifier(): string {
    const s = this.src;
    let out = '';
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === '\\') {
        if (s[this.i + 1] !== 'u') throw new Failed();
        this.i++;
        out += this.escape();
      } else if (ID_PART.test(c)) {
        out += c;
        this.i++;
      } else break;
    }
    return out;
  }

  private regex(): void {
    const s = this.src;
    this.i++;
    let inClass = false;
    for (;;) {
      const c = s[this.i];
      if (c === undefined || c === '\n' || c === '\r') throw new Failed();
      this.i++;
      if (c === '\\') {
        this.i++;
        continue;
      }
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
    }
    while (this.i < s.length && ID_PART.test(s[this.i]!)) this.i++;
  }
}

function regexAllowed(prev: Token | undefined): boolean {
  if (prev === undefined) return true;
  if (prev.t === 'num' || prev.t === 'str' || prev.t === 'tpl' || prev.t === 'other') return false;
  if (prev.t === 'id') return REGEX_AFTER_WORDS.has(prev.v);
  return prev.v !== ')' && prev.v !== ']' && prev.v !== '++' && prev.v !== '--';
}

/** The script's tokens; null when it cannot be read with certainty or has more than `maxTokens`. */
export function tokenize(src: string, maxTokens = 100_000): Token[] | null {
  try {
    return new Lexer(src, { tokens: maxTokens }).run(false);
  } catch (e) {
    if (e instanceof Failed) return null;
    throw e;
  }
}
