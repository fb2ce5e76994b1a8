import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCfEmail, extractAddresses, extractEmails, findAddressesInText, type ExtractedEmail, type PageAddresses } from './emails.js';

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
  ...[
    ['hu', 'szabo.eva[kukac]acme.test', 'szabo.eva@acme.test'],
    ['cs', 'dvorakova (zavináč) acme (tečka) test', 'dvorakova@acme.test'],
    ['pl', 'jan.kowalski(małpa)acme(kropka)test', 'jan.kowalski@acme.test'],
    ['sv', 'anna [snabel-a] acme [punkt] test', 'anna@acme.test'],
    ['es', 'lucia (arroba) acme (punto) test', 'lucia@acme.test'],
    ['it', 'marco [chiocciola] acme.test', 'marco@acme.test'],
    ['de', 'anna.weber (ät) acme (punkt) test', 'anna.weber@acme.test'],
    ['fr', 'benoit[arobase]acme.test', 'benoit@acme.test'],
    ['no', 'kari (krøllalfa) acme (punkt) test', 'kari@acme.test'],
  ].map(([lang, text, address]) => ({
    name: `${lang}: the language's own "at" and "dot" words in brackets (${text})`,
    html: `<p>E-mail: ${text}</p>`,
    expected: [{ address: address as string, via: 'obfuscated' as const }],
  })),
  {
    name: 'an "at" word not in brackets is prose, not an address',
    html: '<p>Írj nekünk kukac acme pont test címre</p>',
    expected: [],
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

/** Strings that look like addresses and are not the company's (each must keep being refused). */
const traps: { name: string; html: string }[] = [
  { name: 'git clone URL on a subdomain of the company (scp form, host:path)', html: '<pre><code>git clone git@git.acme.test:platform/bd-cli.git\ncd bd-cli</code></pre>' },
  { name: 'git URL with a scheme (ssh://git@host/...)', html: '<p>ssh://git@git.acme.test/platform/cli.git</p>' },
  { name: 'after "git clone" without a colon', html: '<pre>$ git clone --depth 1 git@git.acme.test</pre>' },
  { name: 'git remote add', html: '<code>git remote add origin deploy@acme.test:site.git</code>' },
  { name: 'an address in an HTML comment', html: '<!-- old: ceo@acme.test --><p>Hello</p>' },
  { name: 'retina image names', html: '<img src="/logo@2x.png" srcset="/img/logo@2x.png 2x"><p>logo@2x.png team@3x.webp</p>' },
  { name: 'package versions', html: '<p>npm i widget@1.2.3 and @acme/ui@2.0.0-beta.1</p>' },
  { name: 'placeholders at example domains', html: '<input placeholder="you@example.com"><p>name@domain.com</p>' },
  { name: 'another company\'s address', html: '<p>Hosting: support@hoster.test</p>' },
  { name: 'the tail of a word in another script is not an address', html: '<p>müller@acme.test</p>' },
  { name: 'scheme text in prose, mailto, obfuscated, placeholders', html: '<p>Schema: vorname.nachname@acme.test.</p><a href="mailto:firstname.lastname@acme.test">x</a><p>{first}@acme.test</p><p>prenom [dot] nom [at] acme [dot] test</p>' },
];

describe('extractEmails: traps hold', () => {
  it.each(traps)('$name', ({ html }) => {
    expect(extractEmails(html, PAGE, ACME)).toEqual([]);
    expect(findAddressesInText(html.replace(/<[^>]+>/g, ' ')).filter((a) => a.address.endsWith('@acme.test') || a.address.endsWith('.acme.test'))).toEqual([]);
  });

  it.each([
    ['a colon and a space after an address', '<p>Mail info@acme.test: Mo–Fr 9–17</p>', 'info@acme.test'],
    ['a colon at the end of a sentence', '<p>Write to sales@acme.test:</p>', 'sales@acme.test'],
    ['an address in a code block without git', '<pre><code>security contact: security@acme.test</code></pre>', 'security@acme.test'],
  ])('keeps a real address: %s', (_, html, address) => {
    expect(extractEmails(html, PAGE, ACME).map((e) => e.address)).toEqual([address]);
  });

  it.each([
    ['a name glued to a linked address', '<p><span>Ana Ruiz</span><a href="mailto:ana@acme.test">ana@acme.test</a></p>', ['ana@acme.test']],
    ['a title glued to an address in a span', '<li><b>Sales</b><span>ola@acme.test</span></li>', ['ola@acme.test']],
    // Not glue: an address split over elements on purpose reads whole, as a browser shows it.
    ['an address split over spans', '<p><span>info</span>@<span>acme.test</span></p>', ['info@acme.test']],
    ['an address in one element after text with a space', '<p>Mail <a href="#">team@acme.test</a></p>', ['team@acme.test']],
  ])('inline elements without a space between them: %s', (_, html, addresses) => {
    expect(extractEmails(html, PAGE, ACME).map((e) => e.address).sort()).toEqual(addresses);
  });
});

describe('extractAddresses: scheme text is the domain\'s stated pattern, never an address', () => {
  const cases: { name: string; html: string; expected: PageAddresses }[] = [
    {
      name: 'German careers page',
      html: '<html lang="de"><body><p>Alle Mitarbeiter erreichen Sie nach dem Schema vorname.nachname@acme.test.</p><p>bewerbung@acme.test</p></body></html>',
      expected: { emails: [{ address: 'bewerbung@acme.test', via: 'text' }], schemes: [{ domain: 'acme.test', text: 'vorname.nachname@acme.test', pattern: '{first}.{last}' }] },
    },
    {
      name: 'French with an accent: no "nom.nom@" read out of "prénom.nom@"',
      html: '<html lang="fr"><p>nos adresses sont de la forme prénom.nom@acme.test.</p></html>',
      expected: { emails: [], schemes: [{ domain: 'acme.test', text: 'prénom.nom@acme.test', pattern: '{first}.{last}' }] },
    },
    {
      name: 'Spanish "nombre@", English "{first}@" and a placeholder in a mailto',
      html: '<html lang="es"><p>todos usamos nombre@acme.test</p><p>Every hire gets a {first}@acme.test address</p><a href="mailto:first_initial+lastname@acme.test">x</a></html>',
      expected: {
        emails: [],
        schemes: [
          { domain: 'acme.test', text: 'first_initial+lastname@acme.test', pattern: '{f}{last}' },
          { domain: 'acme.test', text: 'nombre@acme.test', pattern: '{first}' },
          { domain: 'acme.test', text: '{first}@acme.test', pattern: '{first}' },
        ],
      },
    },
    {
      name: 'Norwegian, obfuscated',
      html: '<html lang="nb"><p>Alle ansatte nås på fornavn.etternavn [at] acme [dot] test</p></html>',
      expected: { emails: [], schemes: [{ domain: 'acme.test', text: 'fornavn.etternavn@acme.test', pattern: '{first}.{last}' }] },
    },
    {
      name: 'Finnish, obfuscated with "(at)" as Finnish pages write addresses',
      html: '<html lang="fi"><p>Henkilökunnan osoitteet ovat muotoa etunimi.sukunimi(at)acme.test.</p><p>toimisto(at)acme.test</p></html>',
      expected: { emails: [{ address: 'toimisto@acme.test', via: 'obfuscated' }], schemes: [{ domain: 'acme.test', text: 'etunimi.sukunimi@acme.test', pattern: '{first}.{last}' }] },
    },
    {
      name: 'Czech with accents, Slovak, Flemish',
      html: '<html lang="cs"><p>Adresy mají tvar jméno.příjmení@acme.test.</p><p>meno.priezvisko@acme.test</p><p>voornaam.familienaam@acme.test</p></html>',
      expected: {
        emails: [],
        schemes: [
          { domain: 'acme.test', text: 'meno.priezvisko@acme.test', pattern: '{first}.{last}' },
          { domain: 'acme.test', text: 'voornaam.familienaam@acme.test', pattern: '{first}.{last}' },
          { domain: 'acme.test', text: 'jméno.příjmení@acme.test', pattern: '{first}.{last}' },
        ],
      },
    },
    {
      name: 'Danish initials with a legend after them ("f = fornavn, e = efternavn"), also as a mailto',
      html: '<html lang="da"><p>Alle medarbejdere kan skrives til på deres initialer: <a href="mailto:fe@acme.test">fe@acme.test</a> (f = fornavn, e = efternavn).</p><p>job@acme.test</p></html>',
      expected: { emails: [{ address: 'job@acme.test', via: 'text' }], schemes: [{ domain: 'acme.test', text: 'fe@acme.test', pattern: '{f}{l}' }] },
    },
    {
      name: 'German and English legends: "V = Vorname, N = Nachname", "where f = first name and l = last name"',
      html: '<html lang="de"><p>Schema: vn@acme.test (V = Vorname, N = Nachname)</p><p>Staff: f.l@acme.test, where f = first name and l = last name.</p></html>',
      expected: {
        emails: [],
        schemes: [
          { domain: 'acme.test', text: 'vn@acme.test', pattern: '{f}{l}' },
          { domain: 'acme.test', text: 'f.l@acme.test', pattern: null },
        ],
      },
    },
    {
      name: 'initials without a legend, or a legend that names no part of a name, are addresses',
      html: '<html lang="da"><p>Skriv til jk@acme.test (Jens Kofoed)</p><p>ab@acme.test (a = afdeling, b = byggeri)</p></html>',
      expected: { emails: [{ address: 'jk@acme.test', via: 'text' }, { address: 'ab@acme.test', via: 'text' }], schemes: [] },
    },
    {
      name: 'scheme text at another company\'s domain says nothing about this one',
      html: '<p>vorname.nachname@hoster.test</p>',
      expected: { emails: [], schemes: [] },
    },
  ];
  it.each(cases)('$name', ({ html, expected }) => {
    expect(extractAddresses(html, PAGE, ACME)).toEqual(expected);
  });
});

describe('extractEmails: structured data', () => {
  const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

  it('JSON-LD-only addresses are addresses, with the Person each belongs to; other companies\' are refused', () => {
    const html = ld({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      email: 'mailto:hello@acme.test',
      founder: { '@type': 'Person', name: 'Aoife Brennan', jobTitle: 'CEO', email: 'mailto:aoife@acme.test' },
      sponsor: { '@type': 'Organization', email: 'info@sponsor.test' },
    });
    expect(extractEmails(html, PAGE, ACME)).toEqual([
      { address: 'hello@acme.test', via: 'json-ld' },
      { address: 'aoife@acme.test', via: 'json-ld', owner: { name: 'Aoife Brennan', jobTitle: 'CEO', email: ['aoife@acme.test'] } },
    ]);
  });

  it('a visible address keeps its better source and gains its owner from microdata', () => {
    const html = '<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ana Ruiz</span><br><a itemprop="email" href="mailto:ana@acme.test">ana@acme.test</a></div>';
    expect(extractEmails(html, PAGE, ACME)).toEqual([{ address: 'ana@acme.test', via: 'mailto', owner: { name: 'Ana Ruiz' } }]);
  });

  it('an address two Persons state (a shared mailbox) is neither\'s', () => {
    const html = ld([
      { '@type': 'Person', name: 'A One', email: 'team@acme.test' },
      { '@type': 'Person', name: 'B Two', email: 'team@acme.test' },
    ]);
    expect(extractEmails(html, PAGE, ACME)).toEqual([{ address: 'team@acme.test', via: 'json-ld' }]);
  });
});
