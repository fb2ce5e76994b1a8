import { describe, expect, it } from 'vitest';
import { extractEmails } from '../emails.js';
import { loadHtml } from '../dom.js';
import { scriptOutputs } from './index.js';
import { decryptTypo3Mailto, joomlaHiddenMail } from './protect-snippets.js';
import { tokenize } from './tokens.js';

const PAGE = 'https://acme.test/kontakt';
const ACME = ['acme.test'];

const codes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');
const reversed = (s: string): string => [...s].reverse().join('');
const entities = (s: string): string => [...s].map((c) => (/[aeiu@.]/.test(c) ? `&#${c.charCodeAt(0)};` : c)).join('');

/** TYPO3's encryptEmail (the same shift with the configured offset). */
function typo3(url: string, offset: number): string {
  const ranges: [number, number][] = [[0x2b, 0x3a], [0x40, 0x5a], [0x61, 0x7a]];
  return [...url]
    .map((ch) => {
      let n = ch.charCodeAt(0);
      const r = ranges.find(([s, e]) => n >= s && n <= e);
      if (!r) return ch;
      n += offset;
      if (offset > 0 && n > r[1]) n = r[0] + (n - r[1] - 1);
      else if (offset < 0 && n < r[0]) n = r[1] - (r[0] - n - 1);
      return String.fromCharCode(n);
    })
    .join('');
}

/** Joomla 3's email cloak, as the plugin writes it (the address in pieces, "@" and "." as character references). */
function joomla3(local: string, domain: string, tld: string): string {
  const id = 'cloak4f1e2d';
  return (
    `<span id="${id}">Diese E-Mail-Adresse ist vor Spambots geschützt!</span><script type="text/javascript">\n` +
    `document.getElementById('${id}').innerHTML = '';\n` +
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `var path = 'hr' + 'ef' + '=';\n` +
    `var addy${id} = '${entities(local)}' + '&#64;';\n` +
    `addy${id} = addy${id} + '${entities(domain)}' + '&#46;' + '${entities(tld)}';\n` +
    `var addy_text${id} = '${entities(local)}' + '&#64;' + '${entities(domain)}' + '&#46;' + '${entities(tld)}';` +
    `document.getElementById('${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n</script>`
  );
}

interface Case {
  name: string;
  html: string;
  expected: string[];
}

const decoded: Case[] = [
  {
    name: "a reversed data attribute read through jQuery's .data() on $(this)",
    html: `<p>Office Manager – Kirsty Bell – <a class="js-rmail" data-rmail="${reversed('kirsty.bell@acme.test')}" href="#">email Kirsty</a></p><script>jQuery(function($){$('.js-rmail').each(function(){var a=$(this).data('rmail').split('').reverse().join('');$(this).attr('href','mailto:'+a).text(a);});});</script>`,
    expected: ['kirsty.bell@acme.test'],
  },
  { name: 'string concatenation in document.write', html: `<script>document.write('info' + '@' + 'acme.test');</script>`, expected: ['info@acme.test'] },
  {
    name: 'variables assigned string literals (one var statement, commas), a mailto link written',
    html: `<script>var a='post',b='acme'+'.test';document.write('<a href="mailto:'+a+'@'+b+'">'+a+'@'+b+'</a>');</script>`,
    expected: ['post@acme.test'],
  },
  {
    name: 'the "protect email" snippet: var user / var site and document.write',
    html: `<script type="text/javascript">\n  var user = "frontdesk";\n  var site = "acme.test";\n  document.write('<a href=\\"mailto:' + user + '@' + site + '\\">' + user + '@' + site + '</a>');\n</script>`,
    expected: ['frontdesk@acme.test'],
  },
  {
    name: 'no semicolons, const, a template literal into innerHTML',
    html: '<script>\nconst user = "team"\nconst host = `acme.test`\ndocument.getElementById("m").innerHTML = `<a href="mailto:${user}@${host}">${user}</a>`\n</script>',
    expected: ['team@acme.test'],
  },
  {
    name: 'Wix Velo: variables joined into a text element\'s html property',
    html: `<script>var a = 'sales' + '.' + 'desk'; var h = 'acme' + '.' + 'test'; var m = a + '@' + h; $w('#text12').html = '<a href="mailto:' + m + '">' + m + '</a>';</script>`,
    expected: ['sales.desk@acme.test'],
  },
  {
    name: 'String.fromCharCode(numbers) into innerHTML',
    html: `<script>(function(){var e=String.fromCharCode(${codes('jobs@acme.test')});var el=document.getElementById('appt');el.innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`,
    expected: ['jobs@acme.test'],
  },
  {
    name: 'String.fromCharCode.apply with hexadecimal numbers',
    html: `<script>document.write(String.fromCharCode.apply(null, [${[...'hr@acme.test'].map((c) => `0x${c.charCodeAt(0).toString(16)}`).join(', ')}]));</script>`,
    expected: ['hr@acme.test'],
  },
  {
    name: 'a reversed string literal turned around',
    html: `<script>var a='${reversed('press@acme.test')}'.split('').reverse().join('');document.getElementById('x').textContent=a;</script>`,
    expected: ['press@acme.test'],
  },
  {
    name: 'a reversed attribute value turned around for every element that carries it',
    html:
      `<span class="eml" data-r="${reversed('hola@acme.test')}"></span><p>…</p><span class="eml" data-r="${reversed('botiga@acme.test')}"></span>` +
      `<script>document.querySelectorAll('.eml').forEach(function(el){var a=el.getAttribute('data-r').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`,
    expected: ['hola@acme.test', 'botiga@acme.test'],
  },
  {
    name: 'a reversed attribute read through an index into querySelectorAll in a for loop',
    html:
      `<span class="js-m" data-e="${reversed('obra@acme.test')}">(JavaScript)</span>` +
      `<script>(function(){var s=document.querySelectorAll('.js-m');for(var i=0;i<s.length;i++){var e=s[i].getAttribute('data-e').split('').reverse().join('');s[i].innerHTML='<a href="mailto:'+e+'">'+e+'</a>';}})();</script>`,
    expected: ['obra@acme.test'],
  },
  {
    name: 'an element taken by a number index, its data attribute read',
    html: `<b class="m" data-u="taller" data-d="acme.test"></b><script>var el=document.getElementsByClassName('m')[0];el.textContent=el.getAttribute('data-u')+'@'+el.getAttribute('data-d');</script>`,
    expected: ['taller@acme.test'],
  },
  { name: 'an item of a known array by a number literal', html: `<script>var p=['ventas','acme.test'];document.write(p[0]+'@'+p[1]);</script>`, expected: ['ventas@acme.test'] },
  { name: 'an array literal joined with "@"', html: `<script>document.write(['kontakt', 'acme.test'].join('@'));</script>`, expected: ['kontakt@acme.test'] },
  {
    name: 'atob of a literal into location.href',
    html: `<script>function mail(){ window.location.href = 'mailto:' + atob('${Buffer.from('billing@acme.test').toString('base64')}'); }</script>`,
    expected: ['billing@acme.test'],
  },
  {
    name: 'an onclick handler reading its own element\'s data attributes',
    html: `<a href="#" data-user="events" data-domain="acme.test" onclick="this.href='mailto:'+this.dataset.user+'@'+this.dataset.domain">Events</a><a href="#" data-user="other" onclick="this.href='mailto:'+this.dataset.user+'@'+this.dataset.domain">x</a>`,
    expected: ['events@acme.test'],
  },
  { name: 'jQuery .html() with a concatenation', html: `<script>$('#m').html('<a href="mailto:' + 'shop' + '@acme.test">Shop</a>');</script>`, expected: ['shop@acme.test'] },
  { name: 'Joomla 3 email cloak (addy variables, character references)', html: joomla3('verwaltung', 'acme', 'test'), expected: ['verwaltung@acme.test'] },
  {
    name: 'Joomla 4 <joomla-hidden-mail> (Base64 halves)',
    html: `<joomla-hidden-mail is-link="1" is-email="1" first="${Buffer.from('spenden').toString('base64')}" last="${Buffer.from('acme.test').toString('base64')}" text="" base="">Diese E-Mail-Adresse ist vor Spambots geschützt!</joomla-hidden-mail>`,
    expected: ['spenden@acme.test'],
  },
  {
    name: 'TYPO3 linkTo_UnCryptMailto in a javascript: href (quotes percent-encoded)',
    html: `<a href="javascript:linkTo_UnCryptMailto(%27${typo3('mailto:redaktion@acme.test', 3)}%27);">Redaktion</a>`,
    expected: ['redaktion@acme.test'],
  },
  {
    name: 'TYPO3 data-mailto-token (newer versions), negative offset',
    html: `<a href="#" data-mailto-token="${typo3('mailto:vertrieb@acme.test', -7)}" data-mailto-vector="7">Vertrieb</a>`,
    expected: ['vertrieb@acme.test'],
  },
  {
    name: 'comments and regular expressions in the script do not derail the reader',
    html: `<script>/* contact */ var re = /["'@]+/g; // it's here\nvar u = 'team'; <!-- legacy\ndocument.write(u + '@' + "acme.test");</script>`,
    expected: ['team@acme.test'],
  },
];

const nothing: Case[] = [
  { name: 'a literal the script never writes (configuration)', html: `<script>var e = "script@acme.test"; window.cfg = { email: 'cfg@acme.test' };</script>`, expected: [] },
  { name: 'a function parameter is not known', html: `<script>var u = 'info'; function show(u){ document.write(u + '@acme.test'); } show('ceo');</script>`, expected: [] },
  { name: 'an arrow function parameter is not known', html: `<script>var u = 'info'; const show = (u) => document.write(u + '@acme.test'); show('ceo');</script>`, expected: [] },
  { name: 'a variable given two values (which one shows depends on how it runs)', html: `<script>var m = 'info'; if (lang == 'de') m = 'kontakt'; document.write(m + '@acme.test');</script>`, expected: [] },
  { name: 'a conditional expression', html: `<script>document.write(de ? 'kontakt@acme.test' : 'info@acme.test');</script>`, expected: [] },
  { name: 'arithmetic inside fromCharCode', html: `<script>document.write(String.fromCharCode(106+1, 64, 97, 99, 109, 101, 46, 116, 101, 115, 116));</script>`, expected: [] },
  {
    name: 'a shift done by a loop (not read)',
    html: `<script>var s='', c='${[...'info@acme.test'].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 1)).join('')}'; for (var i = 0; i < c.length; i++) s += String.fromCharCode(c.charCodeAt(i) - 1); document.write(s);</script>`,
    expected: [],
  },
  {
    name: 'an array item by a variable index (a loop takes every value) is not known',
    html: `<script>var p=['ceo','info'];for(var i=0;i<p.length;i++){document.write(p[i]+'@acme.test');}</script>`,
    expected: [],
  },
  { name: 'an array index past its end is not known', html: `<script>var p=['ventas'];document.write(p[3]+'@acme.test');</script>`, expected: [] },
  { name: 'a call to an unknown function', html: `<script>document.write(decode('ksjdf') + '@acme.test');</script>`, expected: [] },
  { name: 'eval is never run: its string is not written', html: `<script>eval("document.write('ev' + '@acme.test')");</script>`, expected: [] },
  { name: 'a script with src, in a template, or of a non-script type', html: `<script src="/m.js">document.write('a@acme.test')</script><template><script>document.write('b@acme.test')</script></template><script type="text/template">document.write('c@acme.test')</script>`, expected: [] },
  { name: 'an unterminated string: the script is not read', html: `<script>var u = 'info; document.write(u + '@acme.test');</script>`, expected: [] },
  { name: 'another company\'s address built by a script', html: `<script>document.write('info' + '@' + 'supplier.test');</script>`, expected: [] },
  { name: 'scheme text built by a script', html: `<script>document.write('vorname.nachname' + '@' + 'acme.test');</script>`, expected: [] },
  { name: 'a TYPO3 string that no shift turns into a mailto: URL', html: `<a href="javascript:linkTo_UnCryptMailto('abcdefghijklmnop');">x</a>`, expected: [] },
];

describe('addresses built by inline scripts (read, never run)', () => {
  it.each([...decoded, ...nothing])('$name', ({ html, expected }) => {
    const found = extractEmails(html, PAGE, ACME);
    expect(found.map((e) => e.address)).toEqual(expected);
    for (const e of found) expect(e.via).toBe('script');
  });

  it('a TYPO3 token and the address its link shows with "(at)": one address when they agree, the shown one when they do not', () => {
    const agree = `<a href="#" data-mailto-token="${typo3('mailto:kweber@acme.test', 2)}" data-mailto-vector="2">kweber(at)acme.test</a>`;
    expect(extractEmails(agree, PAGE, ACME).map((e) => e.address)).toEqual(['kweber@acme.test']);
    // Hand-edited markup: the local part left unshifted, so the token decodes to "iuczcp@".
    const contradicted = `<a href="#" data-mailto-token="ocknvq,kweberBcego0vguv" data-mailto-vector="2">kweber(at)acme.test</a>`;
    expect(extractEmails(contradicted, PAGE, ACME).map((e) => e.address)).toEqual(['kweber@acme.test']);
  });

  it('a script with an address in plain sight keeps the better source', () => {
    expect(extractEmails(`<p>info@acme.test</p><script>document.write('info'+'@acme.test')</script>`, PAGE, ACME)).toEqual([{ address: 'info@acme.test', via: 'text' }]);
  });

  it('reports what a script writes, by kind', () => {
    const $ = loadHtml(`<script>document.write('<b>' + 'x' + '</b>'); el.textContent = 'y'; location.assign('mailto:' + 'z@acme.test');</script>`);
    expect(scriptOutputs($).map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'html', text: '<b>x</b>' },
      { kind: 'text', text: 'y' },
      { kind: 'url', text: 'mailto:z@acme.test' },
    ]);
  });

  it('says where each output was written: the script and the ids it looks up, or the element', () => {
    const $ = loadHtml(
      `<span id="m1"></span><script>document.getElementById('m1').innerHTML = 'a' + '@acme.test';</script>` +
        `<script>$("#m2").text('b' + '@acme.test'); document.querySelector('#m3');</script>` +
        `<a href="#" onclick="location.href='mailto:'+'c'+'@acme.test'">c</a>`,
    );
    const scripts = $('script').toArray();
    const link = $('a').toArray()[0];
    expect(scriptOutputs($)).toEqual([
      { kind: 'html', text: 'a@acme.test', source: scripts[0], targets: ['m1'] },
      { kind: 'text', text: 'b@acme.test', source: scripts[1], targets: ['m2', 'm3'] },
      { kind: 'url', text: 'mailto:c@acme.test', source: link },
    ]);
  });
});

describe('tokenize', () => {
  it.each([
    ['escapes', String.raw`'a\x40b\u0040c\u{40}d\'e\\f'`, 'a@b@c@d\'e\\f'],
    ['line continuation', "'in\\\nfo'", 'info'],
    ['double quotes', '"say \\"hi\\""', 'say "hi"'],
  ])('decodes string literals: %s', (_, src, value) => {
    expect(tokenize(src)).toEqual([{ t: 'str', v: value }]);
  });

  it('tokenizes template literals with their expressions', () => {
    expect(tokenize('`a${b + `c${d}`}e`')).toEqual([
      { t: 'tpl', quasis: ['a', 'e'], exprs: [[{ t: 'id', v: 'b' }, { t: 'p', v: '+' }, { t: 'tpl', quasis: ['c', ''], exprs: [[{ t: 'id', v: 'd' }]] }]] },
    ]);
  });

  it('tells a regular expression from a division', () => {
    expect(tokenize('a = b / c / d; e = /x"y/g.test(s)')?.filter((t) => t.t === 'other').length).toBe(1);
    expect(tokenize('x = (1) / 2 / "s"')?.filter((t) => t.t === 'str')).toEqual([{ t: 'str', v: 's' }]);
  });

  it.each([['unterminated string', "'abc"], ['unterminated template', '`abc${x}'], ['unterminated comment', '/* x'], ['legacy octal escape', "'\\101'"]])(
    'refuses what it cannot read with certainty: %s',
    (_, src) => {
      expect(tokenize(src)).toBeNull();
    },
  );

  it('stops at its token budget', () => {
    expect(tokenize('a;'.repeat(1000), 100)).toBeNull();
  });
});

describe('protect snippets', () => {
  it.each([-10, -3, -1, 0, 1, 2, 5, 10])('decrypts TYPO3 with offset %i', (offset) => {
    expect(decryptTypo3Mailto(typo3('mailto:Jane.Doe-1@acme.test', offset))).toBe('mailto:Jane.Doe-1@acme.test');
  });

  it('decodes Joomla 4 only from Base64 halves', () => {
    expect(joomlaHiddenMail({ first: Buffer.from('a').toString('base64'), last: Buffer.from('acme.test').toString('base64') })).toBe('a@acme.test');
    expect(joomlaHiddenMail({ first: 'not base64!', last: 'YQ==' })).toBeUndefined();
    expect(joomlaHiddenMail({ first: 'YQ==' })).toBeUndefined();
  });
});
