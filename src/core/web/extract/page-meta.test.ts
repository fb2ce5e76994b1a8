import { describe, expect, it } from 'vitest';
import { buildSandboxSites } from '../../../sandbox/world/websites.js';
import { extractPageMeta, type PageMeta } from './page-meta.js';

const PAGE = 'https://www.acme.test/about/team';

const EMPTY: PageMeta = { siteName: null, title: null, description: null, logo: null, image: null, lang: null, canonical: null };

const doc = (head: string, body = '', htmlAttrs = ''): string => `<!doctype html><html${htmlAttrs}><head>${head}</head><body>${body}</body></html>`;

interface Case {
  name: string;
  html: string;
  expected: Partial<PageMeta>;
}

const cases: Case[] = [
  {
    name: 'Open Graph first, entities decoded, whitespace collapsed, relative URLs resolved',
    html: doc(
      '<title>Team | Acme</title><meta property="og:site_name" content=" Acme &amp; Sons ">' +
        '<meta property="og:title" content="Our\n  team &ndash; Acme"><meta name="twitter:title" content="Tw title">' +
        '<meta name="description" content="Plain description"><meta property="og:description" content="OG &quot;description&quot;">' +
        '<meta property="og:image" content="/img/og.png"><link rel="canonical" href="/about/team?ref=x">',
      '',
      ' lang="en-GB"',
    ),
    expected: {
      siteName: 'Acme & Sons',
      title: 'Our team – Acme',
      description: 'OG "description"',
      image: 'https://www.acme.test/img/og.png',
      logo: 'https://www.acme.test/img/og.png',
      lang: 'en',
      canonical: 'https://www.acme.test/about/team?ref=x',
    },
  },
  {
    name: 'fallbacks: application-name, twitter:title before <title>, meta description before twitter:description, twitter:image, og:url',
    html: doc(
      '<title> Fallback\ttitle </title><meta name="application-name" content="AcmeApp"><meta name="twitter:title" content="">' +
        '<meta name="twitter:description" content="Tw desc"><meta name="Description" content="Meta desc">' +
        '<meta name="twitter:image" content="https://cdn.acme.test/tw.jpg"><meta property="og:url" content="https://acme.test/team">',
    ),
    expected: { siteName: 'AcmeApp', title: 'Fallback title', description: 'Meta desc', image: 'https://cdn.acme.test/tw.jpg', canonical: 'https://acme.test/team' },
  },
  {
    name: 'empty values are null; a <title> inside inline SVG is not the page title',
    html: doc('<meta property="og:site_name" content="   "><meta name="description" content="">', '<svg><title>Icon</title></svg>'),
    expected: {},
  },
  {
    name: 'only http(s) URLs: data:, javascript: and mailto: are dropped',
    html: doc(
      '<meta property="og:image" content="data:image/png;base64,AAAA"><link rel="icon" href="javascript:alert(1)">' +
        '<link rel="canonical" href="mailto:x@acme.test">',
    ),
    expected: {},
  },
  {
    name: '<base href> is used to resolve URLs',
    html: doc('<base href="https://static.acme.test/site/"><meta property="og:image" content="img/og.png"><link rel="canonical" href="team">'),
    expected: { image: 'https://static.acme.test/site/img/og.png', logo: 'https://static.acme.test/site/img/og.png', canonical: 'https://static.acme.test/site/team' },
  },
  {
    name: 'lang: primary subtag lower-cased; content-language and og:locale fallbacks; nonsense is null',
    html: doc('<meta http-equiv="Content-Language" content="de-AT">', '', ' lang="EN_us"'),
    expected: { lang: 'en' },
  },
  { name: 'lang from content-language', html: doc('<meta http-equiv="content-language" content="de-AT, en">'), expected: { lang: 'de' } },
  { name: 'lang from og:locale', html: doc('<meta property="og:locale" content="pt_BR">'), expected: { lang: 'pt' } },
  { name: 'lang "english" is not a subtag', html: doc('', '', ' lang="english"'), expected: {} },
];

/** Every logo source, each with its own URL, to test the precedence by removing them one by one. */
const LOGO_SOURCES: [string, string, string][] = [
  ['1. apple-touch-icon / big icon', '<link rel="apple-touch-icon" sizes="120x120" href="/touch-120.png"><link rel="apple-touch-icon" sizes="180x180" href="/touch-180.png">', 'https://www.acme.test/touch-180.png'],
  ['2. og:logo', '<meta property="og:logo" content="/og-logo.png">', 'https://www.acme.test/og-logo.png'],
  ['3. itemprop=logo', '<meta itemprop="logo" content="/itemprop-logo.png">', 'https://www.acme.test/itemprop-logo.png'],
  ['4. header img with "logo"', '', 'https://www.acme.test/header-logo.svg'],
  ['5. og:image', '<meta property="og:image" content="/og-image.jpg">', 'https://www.acme.test/og-image.jpg'],
  ['6. small icon', '<link rel="shortcut icon" href="/favicon.ico"><link rel="icon" sizes="32x32" href="/favicon-32.png">', 'https://www.acme.test/favicon-32.png'],
];

function logoPage(from: number): string {
  const sources = LOGO_SOURCES.slice(from);
  const head = sources.map(([, tag]) => tag).join('');
  const header = sources.some(([name]) => name.startsWith('4.')) ? '<header><a href="/"><img src="/header-logo.svg" alt="Acme logo"></a></header>' : '<header><img src="/banner.jpg" alt="Welcome"></header>';
  return doc(head, `${header}<main><img src="/logo-in-main.png" alt="logo"></main>`);
}

describe('extractPageMeta', () => {
  it.each(cases)('$name', ({ html, expected }) => {
    expect(extractPageMeta(html, PAGE)).toEqual({ ...EMPTY, ...expected });
  });

  it.each(LOGO_SOURCES.map(([name, , url], i) => [name, i, url] as const))('logo precedence: %s', (_name, from, url) => {
    expect(extractPageMeta(logoPage(from), PAGE).logo).toBe(url);
  });

  it('no logo source at all: null (an img outside the header does not count)', () => {
    expect(extractPageMeta(logoPage(LOGO_SOURCES.length), PAGE).logo).toBeNull();
  });

  it.each([
    ['an icon with sizes >= 96 beats a smaller apple-touch-icon', '<link rel="apple-touch-icon" sizes="152x152" href="/t152.png"><link rel="icon" sizes="16x16 192x192" href="/i192.png">', '/i192.png'],
    ['an icon below 96 px does not take part in step 1', '<link rel="icon" sizes="64x64" href="/i64.png"><meta property="og:logo" content="/og-logo.png">', '/og-logo.png'],
    ['an SVG icon with sizes="any" counts as large', '<link rel="icon" sizes="any" href="/icon.svg"><link rel="apple-touch-icon" href="/touch.png">', '/icon.svg'],
    ['apple-touch-icon-precomposed without sizes still counts', '<link rel="apple-touch-icon-precomposed" href="/pre.png"><meta property="og:image" content="/og.jpg">', '/pre.png'],
    ['header logo found by the parent link class', '', '/brand.png'],
  ] as const)('%s', (_name, head, path) => {
    const body = path === '/brand.png' ? '<div role="banner"><a class="site-logo" href="/"><img src="/brand.png" alt="Acme"></a></div>' : '';
    expect(extractPageMeta(doc(head, body), PAGE).logo).toBe(`https://www.acme.test${path}`);
  });

  it('a sandbox home page (northwind-robotics.test)', () => {
    const site = buildSandboxSites().find((s) => s.host === 'northwind-robotics.test');
    const html = site?.pages['/']?.body ?? '';
    expect(extractPageMeta(html, 'http://northwind-robotics.test/')).toEqual({
      siteName: 'Northwind Robotics',
      title: 'Northwind Robotics | Northwind Robotics designs collaborative robot arms and palletising cells for small and mid-sized factories',
      description:
        'Northwind Robotics designs collaborative robot arms and palletising cells for small and mid-sized factories. Its cobots are assembled in Île-de-France and sold across Europe.',
      logo: 'http://northwind-robotics.test/logo.png',
      image: 'http://northwind-robotics.test/logo.png',
      lang: 'en',
      canonical: 'http://northwind-robotics.test/',
    });
  });
});
