/**
 * Reads what a simple inline script writes into the page, without running it: the values of
 * string expressions made of literals, `+`, variables assigned such values earlier in the same
 * script, `String.fromCharCode(<numbers>)`, `.split('').reverse().join('')`, array literals joined,
 * `.concat`, `atob`/`decodeURIComponent`/`unescape` of a known string, template literals, and an
 * element's attribute (`el.getAttribute('data-x')`, `this.dataset.x`) as a placeholder filled in
 * later from the page's elements.
 *
 * Only values that reach a sink a reader sees are reported: `document.write(ln)`, `innerHTML`,
 * `outerHTML`, `insertAdjacentHTML`, `textContent`/`innerText`, `createTextNode`, jQuery's
 * `.html/.append/.prepend/.text`, Wix Velo's `.html`/`.text` properties, and links (`href =`, `location =`, `location.href =`,
 * `location.assign/replace`, `window.open`, `setAttribute('href', ...)`, `.attr('href', ...)`).
 * A value with any part that cannot be known (a function's parameter, a call, arithmetic) is
 * unknown, and an unknown value is never reported: what cannot be decoded with certainty yields
 * nothing. Assignments are read in source order, as one scope (the snippets are straight-line).
 */
import type { Token } from './tokens.js';
import { decryptTypo3Mailto } from './protect-snippets.js';

/** A known piece of a string, or an element attribute read by the script (filled in per element). */
export type Part = string | { attr: string; reversed: boolean };

type Value =
  | { k: 'str'; v: Part[] }
  /** An array of known strings (array literals, `.split(sep)` of a literal). */
  | { k: 'arr'; items: Part[][] }
  /** `x.split('')` of a value holding attributes: only `.reverse()` and `.join('')` can follow. */
  | { k: 'chars'; v: Part[] }
  /** Something that is not a known string (an element, `document`): attributes can be read from it. */
  | { k: 'obj' }
  /** Unknown. */
  | null;

export type SinkKind = 'html' | 'text' | 'url';

export interface Written {
  kind: SinkKind;
  value: Part[];
}

// (Wix's Velo sets a text element's `html` and `text` as properties: `$w('#text1').html = …`.)
const HTML_PROPS = new Set(['innerHTML', 'outerHTML', 'html']);
const TEXT_PROPS = new Set(['textContent', 'innerText', 'outerText', 'value', 'text']);
const URL_PROPS = new Set(['href', 'action']);

function literal(parts: readonly Part[]): string | undefined {
  return parts.every((p) => typeof p === 'string') ? (parts as string[]).join('') : undefined;
}

function join(parts: readonly Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else if (p !== '') out.push(p);
  }
  return out;
}

function reverseParts(parts: readonly Part[]): Part[] {
  return [...parts].reverse().map((p) => (typeof p === 'string' ? [...p].reverse().join('') : { attr: p.attr, reversed: !p.reversed }));
}

function concat(a: Value, b: Value): Value {
  if (a?.k !== 'str' || b?.k !== 'str') return null;
  return { k: 'str', v: join([...a.v, ...b.v]) };
}

function str(s: string): Value {
  return { k: 'str', v: s === '' ? [] : [s] };
}

function knownString(v: Value): string | undefined {
  return v?.k === 'str' ? literal(v.v) : undefined;
}

/** `data-foo-bar` for `dataset.fooBar` (HTML's dataset name conversion). */
function datasetAttribute(name: string): string {
  return `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

const ATTRIBUTE_NAME_RE = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;

function decodeBase64(s: string): string | undefined {
  const b = s.replace(/\s+/g, '');
  if (b === '' || b.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b)) return undefined;
  return Buffer.from(b, 'base64').toString('latin1'); // atob gives one character per byte
}

export class ScriptReader {
  private readonly env = new Map<string, Value>();
  readonly written: Written[] = [];
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  run(): Written[] {
    const t = this.tokens;
    for (let i = 0; i < t.length; i++) {
      const tok = t[i]!;
      const next = t[i + 1];
      const prev = t[i - 1];
      const afterDot = prev?.t === 'p' && (prev.v === '.' || prev.v === '?.');
      if (tok.t === 'id' && (tok.v === 'function' || tok.v === 'catch')) this.unknownParameters(i + 1);
      if (tok.t === 'p' && tok.v === '=>') this.unknownArrowParameters(i - 1);
      if (tok.t === 'id' && next?.t === 'p' && (next.v === '=' || next.v === '+=')) {
        const rhs = this.expr(i + 2);
        if (!afterDot) {
          if (tok.v === 'location' && next.v === '=') this.emit('url', rhs.value);
          this.assign(tok.v, next.v, rhs.value, t.slice(i + 2, rhs.end));
        } else if (HTML_PROPS.has(tok.v)) this.emit('html', rhs.value);
        else if (TEXT_PROPS.has(tok.v)) this.emit('text', rhs.value);
        else if (URL_PROPS.has(tok.v)) this.emit('url', rhs.value);
        continue;
      }
      if (tok.t === 'id' && next?.t === 'p' && next.v === '(') {
        const receiver = prev?.t === 'p' && prev.v === '.' ? t[i - 2] : undefined;
        this.sinkCall(tok.v, afterDot, receiver, i + 1);
      }
    }
    return this.written;
  }

  /**
   * A variable assigned what cannot be known becomes unknown (it may shadow an earlier value). A
   * variable given two different values (`var m = 'info'; if (de) m = 'kontakt';`) is unknown too:
   * which one the page shows depends on how the script runs. Building a value up
   * (`a = a + '...'`, `a += '...'`) is straight-line and stays known.
   */
  private assign(name: string, op: string, value: Value, rhs: readonly Token[]): void {
    const before = this.env.get(name);
    if (op === '+=' || rhs.some((x) => x.t === 'id' && x.v === name)) {
      this.env.set(name, op === '+=' ? concat(this.lookup(name), value) : value);
      return;
    }
    const differs = before !== undefined && JSON.stringify(before) !== JSON.stringify(value);
    this.env.set(name, differs ? null : value);
  }

  /** Parameters of `function name(a, b)` / `catch (e)` from `i` on: unknown wherever they are read. */
  private unknownParameters(i: number): void {
    const t = this.tokens;
    while (i < t.length && t[i]!.t === 'id') i++;
    if ((t[i] as { v?: string } | undefined)?.v !== '(') return;
    const end = this.skipBalanced(i);
    for (let j = i + 1; j < end; j++) {
      const x = t[j]!;
      if (x.t === 'id') this.env.set(x.v, { k: 'obj' });
    }
  }

  /** Parameters of an arrow function ending at `i` (`a =>`, `(a, b) =>`). */
  private unknownArrowParameters(i: number): void {
    const t = this.tokens;
    const last = t[i];
    if (last?.t === 'id') {
      this.env.set(last.v, { k: 'obj' });
      return;
    }
    if (last?.t !== 'p' || last.v !== ')') return;
    let depth = 0;
    for (let j = i; j >= 0; j--) {
      const x = t[j]!;
      if (x.t === 'p' && (x.v === ')' || x.v === ']' || x.v === '}')) depth++;
      else if (x.t === 'p' && (x.v === '(' || x.v === '[' || x.v === '{')) {
        depth--;
        if (depth === 0) return;
      } else if (x.t === 'id') this.env.set(x.v, { k: 'obj' });
    }
  }

  private emit(kind: SinkKind, v: Value): void {
    if (v?.k === 'str' && v.v.length > 0) this.written.push({ kind, value: v.v });
  }

  private lookup(name: string): Value {
    return this.env.has(name) ? this.env.get(name)! : { k: 'obj' };
  }

  /** Calls that write into the page (or follow a link). `open` is the index of the `(`. */
  private sinkCall(name: string, method: boolean, receiver: Token | undefined, open: number): void {
    const recv = receiver?.t === 'id' ? receiver.v : undefined;
    const args = (): Value[] => this.args(open).values;
    if (method && (name === 'write' || name === 'writeln') && recv === 'document') for (const a of args()) this.emit('html', a);
    else if (method && (name === 'html' || name === 'append' || name === 'prepend' || name === 'after' || name === 'before')) for (const a of args()) this.emit('html', a);
    else if (method && name === 'insertAdjacentHTML') this.emit('html', args()[1] ?? null);
    else if (method && (name === 'text' || name === 'createTextNode')) for (const a of args()) this.emit('text', a);
    else if (method && (name === 'assign' || name === 'replace') && recv === 'location') this.emit('url', args()[0] ?? null);
    else if (name === 'open' && (!method || recv === 'window')) this.emit('url', args()[0] ?? null);
    else if (name === 'linkTo_UnCryptMailto' || name === 'UnCryptMailto') {
      // TYPO3's spam protection: the mailto: URL with each character shifted (see protect-snippets.ts).
      const arg = args()[0];
      const encrypted = arg === undefined ? undefined : knownString(arg);
      const url = encrypted === undefined ? undefined : decryptTypo3Mailto(encrypted);
      if (url !== undefined) this.emit('url', str(url));
    } else if (method && (name === 'setAttribute' || name === 'attr')) {
      const [attr, value] = args();
      if (knownString(attr ?? null)?.toLowerCase() === 'href') this.emit('url', value ?? null);
    }
  }

  /** Comma-separated expressions from the `(` (or `[`) at `open` to its closing bracket. */
  private args(open: number): { values: Value[]; end: number } {
    const t = this.tokens;
    const close = (t[open] as { v: string }).v === '(' ? ')' : ']';
    const values: Value[] = [];
    let i = open + 1;
    if (t[i]?.t === 'p' && (t[i] as { v: string }).v === close) return { values, end: i + 1 };
    for (;;) {
      const r = this.expr(i);
      values.push(r.value);
      i = r.end;
      const tok = t[i];
      if (tok?.t === 'p' && tok.v === ',') {
        i++;
        continue;
      }
      if (tok?.t === 'p' && tok.v === close) return { values, end: i + 1 };
      // Something this reader does not follow: skip to the matching bracket, values unknown.
      return { values: values.map(() => null), end: this.skipBalanced(open) };
    }
  }

  private skipBalanced(open: number): number {
    const t = this.tokens;
    let depth = 0;
    for (let i = open; i < t.length; i++) {
      const tok = t[i]!;
      if (tok.t !== 'p') continue;
      if (tok.v === '(' || tok.v === '[' || tok.v === '{') depth++;
      else if (tok.v === ')' || tok.v === ']' || tok.v === '}') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return t.length;
  }

  /**
   * `term ('+' term)*` from `i`. The value is unknown when any term is, or when the expression
   * goes on with an operator this reader does not follow (`a + b * c`, `x ? a : b`).
   */
  expr(i: number): { value: Value; end: number } {
    if (++this.depth > 200) {
      this.depth--;
      return { value: null, end: i + 1 };
    }
    try {
      let { value, end } = this.term(i);
      for (;;) {
        const tok = this.tokens[end];
        if (tok?.t === 'p' && tok.v === '+') {
          const r = this.term(end + 1);
          value = concat(value, r.value);
          end = r.end;
          continue;
        }
        // The end of the expression: a closing bracket or separator, or a new statement without a
        // semicolon (automatic semicolon insertion) starting with a word or a literal.
        if (tok === undefined || tok.t !== 'p' || [',', ')', ']', '}', ';'].includes(tok.v)) return { value, end };
        // Any other operator: whatever the value is, it is not known with certainty.
        return { value: null, end };
      }
    } finally {
      this.depth--;
    }
  }

  private term(i: number): { value: Value; end: number } {
    const t = this.tokens;
    const tok = t[i];
    let value: Value;
    let end = i + 1;
    if (tok === undefined) return { value: null, end: i };
    if (tok.t === 'str') value = str(tok.v);
    else if (tok.t === 'num') value = str(String(tok.v));
    else if (tok.t === 'tpl') {
      value = str(tok.quasis[0] ?? '');
      tok.exprs.forEach((inner, j) => {
        const sub = new ScriptReader(inner);
        sub.env.clear();
        for (const [k, v] of this.env) sub.env.set(k, v);
        const r = sub.expr(0);
        value = concat(value, r.end === inner.length ? r.value : null);
        value = concat(value, str(tok.quasis[j + 1] ?? ''));
      });
    } else if (tok.t === 'p' && tok.v === '(') {
      const r = this.expr(i + 1);
      const closeTok = t[r.end];
      value = closeTok?.t === 'p' && closeTok.v === ')' ? r.value : null;
      end = closeTok?.t === 'p' && closeTok.v === ')' ? r.end + 1 : this.skipBalanced(i);
    } else if (tok.t === 'p' && tok.v === '[') {
      const r = this.args(i);
      end = r.end;
      const items = r.values.map((v) => (v?.k === 'str' ? v.v : undefined));
      value = items.every((x) => x !== undefined) ? { k: 'arr', items: items as Part[][] } : null;
    } else if (tok.t === 'id') {
      const call = t[i + 1]?.t === 'p' && (t[i + 1] as { v: string }).v === '(';
      if (tok.v === 'String' && this.isDot(i + 1) && t[i + 2]?.t === 'id' && (t[i + 2] as { v: string }).v === 'fromCharCode') {
        const r = this.fromCharCode(i + 3);
        value = r.value;
        end = r.end;
      } else if (call && (tok.v === 'atob' || tok.v === 'decodeURIComponent' || tok.v === 'decodeURI' || tok.v === 'unescape')) {
        const r = this.args(i + 1);
        end = r.end;
        const arg = r.values.length === 1 ? knownString(r.values[0]!) : undefined;
        value = arg === undefined ? null : this.decode(tok.v, arg);
      } else if (call && (tok.v === '$' || tok.v === 'jQuery')) {
        // jQuery's wrapper of an element (`$(this)`, `$('.js-mail')`): still an element.
        end = this.skipBalanced(i + 1);
        value = { k: 'obj' };
      } else if (call) {
        // A call to a function of the script's own: its result is not known.
        end = this.skipBalanced(i + 1);
        value = null;
      } else if (tok.v === 'this' || tok.v === 'document' || tok.v === 'window') value = { k: 'obj' };
      else value = this.lookup(tok.v);
    } else return { value: null, end };
    return this.postfix(value, end);
  }

  private isDot(i: number): boolean {
    const tok = this.tokens[i];
    return tok?.t === 'p' && (tok.v === '.' || tok.v === '?.');
  }

  private decode(fn: string, s: string): Value {
    if (fn === 'atob') {
      const d = decodeBase64(s);
      return d === undefined ? null : str(d);
    }
    try {
      if (fn === 'unescape') return str(unescape(s));
      return str(fn === 'decodeURI' ? decodeURI(s) : decodeURIComponent(s));
    } catch {
      return null;
    }
  }

  /** `String.fromCharCode(n, ...)` (or `.apply(_, [n, ...])`) with number literals only; `i` after `fromCharCode`. */
  private fromCharCode(i: number): { value: Value; end: number } {
    const t = this.tokens;
    let open = i;
    if (this.isDot(i) && t[i + 1]?.t === 'id' && (t[i + 1] as { v: string }).v === 'apply') {
      // .apply(thisArg, [codes])
      if ((t[i + 2] as { v?: string })?.v !== '(') return { value: null, end: i + 1 };
      const close = this.skipBalanced(i + 2);
      const arrOpen = t.slice(i + 3, close).findIndex((x) => x.t === 'p' && x.v === '[');
      if (arrOpen < 0) return { value: null, end: close };
      const codes = this.numbers(i + 3 + arrOpen, ']');
      return { value: codes === null ? null : str(String.fromCharCode(...codes)), end: close };
    }
    if ((t[open] as { v?: string })?.v !== '(') return { value: null, end: open };
    const codes = this.numbers(open, ')');
    return { value: codes === null ? null : str(String.fromCharCode(...codes)), end: this.skipBalanced(open) };
  }

  /** A bracketed list of number literals at `open`; null when anything else is in it. */
  private numbers(open: number, close: string): number[] | null {
    const t = this.tokens;
    const out: number[] = [];
    for (let i = open + 1; i < t.length; i += 2) {
      const n = t[i];
      if (n?.t !== 'num' || !Number.isInteger(n.v) || n.v < 0 || n.v > 0xffff) return null;
      out.push(n.v);
      const sep = t[i + 1];
      if (sep?.t === 'p' && sep.v === close) return out.length > 0 && out.length <= 400 ? out : null;
      if (sep?.t !== 'p' || sep.v !== ',') return null;
    }
    return null;
  }

  /** Member reads and method calls after a term. */
  private postfix(value: Value, i: number): { value: Value; end: number } {
    const t = this.tokens;
    let end = i;
    for (;;) {
      const open = t[end];
      if (open?.t === 'p' && open.v === '[') {
        // An index into a list of elements (`querySelectorAll(...)[i]`, `els[0]`) is an element, of
        // which attributes can be read; an index into a known array by a number literal is its item.
        // (A variable index is not followed into an array: in a loop it takes every value.)
        const r = this.args(end);
        const literalIndex = r.end === end + 3 && t[end + 1]?.t === 'num' ? (t[end + 1] as { v: number }).v : undefined;
        if (value?.k === 'obj') value = { k: 'obj' };
        else if (value?.k === 'arr' && literalIndex !== undefined && Number.isInteger(literalIndex)) {
          const item = value.items[literalIndex];
          value = item === undefined ? null : { k: 'str', v: item };
        } else value = null;
        end = r.end;
        continue;
      }
      if (!this.isDot(end) || t[end + 1]?.t !== 'id') break;
      const name = (t[end + 1] as { v: string }).v;
      const call = t[end + 2]?.t === 'p' && (t[end + 2] as { v: string }).v === '(';
      if (!call) {
        end += 2;
        if (name === 'dataset' && this.isDot(end) && t[end + 1]?.t === 'id' && value?.k === 'obj') {
          const attr = datasetAttribute((t[end + 1] as { v: string }).v);
          end += 2;
          value = { k: 'str', v: [{ attr, reversed: false }] };
          continue;
        }
        // Any other property: an element (or a property of one) stays something attributes can be read from.
        value = value?.k === 'obj' ? value : null;
        continue;
      }
      const r = this.args(end + 2);
      end = r.end;
      value = this.method(value, name, r.values);
    }
    return { value, end };
  }

  private method(value: Value, name: string, args: Value[]): Value {
    const arg = (n: number): string | undefined => (args[n] === undefined ? undefined : knownString(args[n]!));
    if (value === null) return null;
    if (value.k === 'obj') {
      if (name === 'getAttribute' && args.length === 1) {
        const attr = arg(0);
        return attr !== undefined && ATTRIBUTE_NAME_RE.test(attr) ? { k: 'str', v: [{ attr: attr.toLowerCase(), reversed: false }] } : null;
      }
      // jQuery reads the same attributes: `$(this).data('rmail')` (data-rmail, its name in camel
      // case as dataset's) and `$(this).attr('data-rmail')`.
      if (name === 'data' && args.length === 1) {
        const key = arg(0);
        return key !== undefined && /^[A-Za-z][\w-]{0,40}$/.test(key) ? { k: 'str', v: [{ attr: datasetAttribute(key), reversed: false }] } : null;
      }
      if (name === 'attr' && args.length === 1) {
        const attr = arg(0);
        return attr !== undefined && ATTRIBUTE_NAME_RE.test(attr) ? { k: 'str', v: [{ attr: attr.toLowerCase(), reversed: false }] } : null;
      }
      // getElementById(...), querySelector(...): still an element.
      return { k: 'obj' };
    }
    if (value.k === 'str') {
      const lit = literal(value.v);
      if (name === 'split' && args.length === 1 && arg(0) === '') return lit !== undefined ? { k: 'arr', items: [...lit].map((c) => [c]) } : { k: 'chars', v: value.v };
      if (name === 'split' && args.length === 1 && lit !== undefined && arg(0) !== undefined) return { k: 'arr', items: lit.split(arg(0)!).map((s) => (s === '' ? [] : [s])) };
      if (name === 'concat') return args.reduce<Value>((acc, a) => concat(acc, a), value);
      if (name === 'toString' && args.length === 0) return value;
      if (lit === undefined) return null;
      if (name === 'toLowerCase' && args.length === 0) return str(lit.toLowerCase());
      if (name === 'toUpperCase' && args.length === 0) return str(lit.toUpperCase());
      if (name === 'trim' && args.length === 0) return str(lit.trim());
      if (name === 'replace' && args.length === 2 && arg(0) !== undefined && arg(1) !== undefined) return str(lit.replace(arg(0)!, () => arg(1)!));
      if (name === 'replaceAll' && args.length === 2 && arg(0) !== undefined && arg(1) !== undefined) return str(lit.split(arg(0)!).join(arg(1)!));
      return null;
    }
    if (value.k === 'chars') {
      if (name === 'reverse' && args.length === 0) return { k: 'chars', v: reverseParts(value.v) };
      if (name === 'join' && args.length === 1 && arg(0) === '') return { k: 'str', v: value.v };
      return null;
    }
    // An array of known strings.
    if (name === 'reverse' && args.length === 0) return { k: 'arr', items: [...value.items].reverse() };
    if (name === 'join' && args.length <= 1) {
      const sep = args.length === 0 ? ',' : arg(0);
      if (sep === undefined) return null;
      const parts: Part[] = [];
      value.items.forEach((item, j) => {
        if (j > 0) parts.push(sep);
        parts.push(...item);
      });
      return { k: 'str', v: join(parts) };
    }
    return null;
  }
}

/** What a script (its tokens) writes into the page, as far as it can be known. */
export function scriptWrites(tokens: readonly Token[]): Written[] {
  return new ScriptReader(tokens).run();
}
