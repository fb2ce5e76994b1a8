import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCfEmail, extractEmails, type ExtractedEmail } from './emails.js';

/** Encode like Cloudflare's e-mail protection: first byte is the key, the rest are UTF-8 bytes XOR key. */
function cfEncode(email: string, key = 0x5a): string {
  const hex = (n: number): string => n.toString(16).padStart(2, '0');
  return hex(key) + [...new TextEncoder().encode(email)].map((b) => hex(b ^ key)).join('');
}

const PAGE = 'https://www.acme.test/contact';
const ACME = ['acme.test'];

interface Case {
  name: string;
  html: string;
  allowed?: readonly string[];
  expected: ExtractedEmail[];
}

const cases: Case[] = [
  {
    name: 'several addresses in one mailto with ?subject=',
    html: '<a href="mailto:sales@acme.test,support@acme.test?subject=Hi%20there&body=x">Mail</a>',
    expected: [
      { address: 'sales@acme.test', via: 'mailto' },
      { address: 'support@acme.test', via: 'mailto' },
    ],
  },
  {
    name: 'percent-encoded mailto',
    html: '<a href="mailto:jane.doe%40acme.test">Jane</a><a href="MAILTO:%6A%6F%68%6E@Acme.TEST">John</a>',
    expected: [
      { address: 'jane.doe@acme.test', via: 'mailto' },
      { address: 'john@acme.test', via: 'mailto' },
    ],
  },
  {
    name: 'mailto with display name and semicolon separator',
    html: '<a href="mailto:Jane%20Doe%20%3Cjane@acme.test%3E;bob@acme.test">x</a>',
    expected: [
      { address: 'jane@acme.test', via: 'mailto' },
      { address: 'bob@acme.test', via: 'mailto' },
    ],
  },
  {
    name: 'plain text, domain lower-cased, trailing punctuation dropped',
    html: '<p>Write to info@ACME.test.</p><p>or sales@acme.test</p>',
    expected: [
      { address: 'info@acme.test', via: 'text' },
      { address: 'sales@acme.test', via: 'text' },
    ],
  },
  {
    name: 'adjacent block elements do not glue text together',
    html: '<div>a@acme.test</div><div>b@acme.test</div>',
    expected: [
      { address: 'a@acme.test', via: 'text' },
      { address: 'b@acme.test', via: 'text' },
    ],
  },
  {
    name: 'HTML entities are decoded by the parser',
    html: '<p>jane&#64;acme&#46;test</p>',
    expected: [{ address: 'jane@acme.test', via: 'text' }],
  },
  {
    name: 'jane [at] acme [dot] test',
    html: '<p>Contact: jane [at] acme [dot] test</p>',
    expected: [{ address: 'jane@acme.test', via: 'obfuscated' }],
  },
  {
    name: 'jane(at)acme(dot)test',
    html: '<p>jane(at)acme(dot)test</p>',
    expected: [{ address: 'jane@acme.test', via: 'obfuscated' }],
  },
  {
    name: 'name{at}domain, <at>/<dot> written as text, bare dot after a bracketed at',
    html: '<p>ops{at}acme.test</p><p>dev &lt;at&gt; acme &lt;dot&gt; test</p><p>hr [AT] acme dot test</p>',
    expected: [
      { address: 'ops@acme.test', via: 'obfuscated' },
      { address: 'dev@acme.test', via: 'obfuscated' },
      { address: 'hr@acme.test', via: 'obfuscated' },
    ],
  },
  {
    name: 'obfuscated local part with [dot]',
    html: '<p>jane [dot] doe [at] acme [dot] test</p>',
    expected: [{ address: 'jane.doe@acme.test', via: 'obfuscated' }],
  },
  {
    name: 'bare "at"/"dot" prose is not an address',
    html: '<p>Meet us at acme dot test or at the office.</p>',
    expected: [],
  },
  {
    name: 'Cloudflare data-cfemail',
    html: `<span class="__cf_email__" data-cfemail="${cfEncode('jane@acme.test')}">[email&#160;protected]</span>`,
    expected: [{ address: 'jane@acme.test', via: 'cfemail' }],
  },
  {
    name: 'Cloudflare /cdn-cgi/l/email-protection# href (relative and absolute)',
    html:
      `<a href="/cdn-cgi/l/email-protection#${cfEncode('sales@acme.test', 0x13)}">[email protected]</a>` +
      `<a href="https://www.acme.test/cdn-cgi/l/email-protection#${cfEncode('help@acme.test', 0xa7)}">x</a>`,
    expected: [
      { address: 'sales@acme.test', via: 'cfemail' },
      { address: 'help@acme.test', via: 'cfemail' },
    ],
  },
  {
    name: 'malformed cfemail is ignored',
    html: '<span data-cfemail="zz12">x</span><span data-cfemail="abc">y</span>',
    expected: [],
  },
  {
    name: 'address at another domain is filtered out; subdomain kept',
    html: '<p>a@elsewhere.test b@mail.acme.test c@notacme.test d@acme.test.evil.test</p>',
    expected: [{ address: 'b@mail.acme.test', via: 'text' }],
  },
  {
    name: 'addresses inside script/style/noscript are ignored',
    html: '<script>var e = "script@acme.test";</script><style>a:after{content:"s@acme.test"}</style><noscript>n@acme.test</noscript><p>ok@acme.test</p>',
    expected: [{ address: 'ok@acme.test', via: 'text' }],
  },
  {
    name: 'attribute text (title)',
    html: '<abbr title="Email press@acme.test">Press</abbr>',
    expected: [{ address: 'press@acme.test', via: 'text' }],
  },
  {
    name: 'dedupe keeps the highest-priority via',
    html: `<p>jane@acme.test, jane [at] acme [dot] test</p><span data-cfemail="${cfEncode('jane@acme.test')}"></span><a href="mailto:JANE@acme.test">x</a>`,
    expected: [{ address: 'JANE@acme.test', via: 'mailto' }],
  },
  {
    name: 'allowed domains are case-insensitive and www. is ignored',
    html: '<p>x@acme.test</p>',
    allowed: ['WWW.Acme.Test'],
    expected: [{ address: 'x@acme.test', via: 'text' }],
  },
  {
    name: 'invalid addresses rejected',
    html: '<a href="mailto:not-an-address">x</a><a href="mailto:a..b@acme.test">y</a><p>@acme.test</p>',
    expected: [],
  },
];

describe('extractEmails', () => {
  it.each(cases)('$name', ({ html, allowed, expected }) => {
    expect(extractEmails(html, PAGE, allowed ?? ACME)).toEqual(expected);
  });

  it('contact-page fixture', () => {
    const html = readFileSync(new URL('./fixtures/contact-page.html', import.meta.url), 'utf8');
    expect(extractEmails(html, PAGE, ACME)).toEqual([
      { address: 'sales@acme.test', via: 'mailto' },
      { address: 'Support@acme.test', via: 'mailto' },
      { address: 'info@acme.test', via: 'text' },
      { address: 'jobs@acme.test', via: 'text' },
      { address: 'billing@eu.acme.test', via: 'text' },
      { address: 'press@acme.test', via: 'text' },
      { address: 'jane@acme.test', via: 'obfuscated' },
    ]);
  });
});

describe('decodeCfEmail', () => {
  it.each([
    ['ascii', 'jane@acme.test'],
    ['utf-8', 'jürgen@acme.test'],
  ])('round-trips %s', (_, email) => {
    for (const key of [0x00, 0x42, 0xff]) expect(decodeCfEmail(cfEncode(email, key))).toBe(email);
  });
});
