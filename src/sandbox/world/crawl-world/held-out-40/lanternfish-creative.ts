/**
 * Lanternfish Creative: a marketing agency in Portland, Oregon, with a Paris office, on Webflow,
 * in US English and French. The team as "Name, Title" lines, two addresses built by inline
 * scripts (concatenation, String.fromCharCode), the founder as a JSON-LD Person with a "mailto:"
 * address, and the Paris office's French pages reached through hreflang only. A retina logo, an
 * npm package version, a git clone URL and the client extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lanternfish-creative.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Lanternfish Creative',
  head: ['<meta content="Webflow" name="generator">', '<link href="https://assets-global.website-files.com/65aa01/css/lanternfish.webflow.3c1d.css" rel="stylesheet" type="text/css">'],
  header: (p) =>
    `<div class="navbar w-nav"><a href="${p.lang === 'fr' ? '/fr' : '/'}" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/65aa01/lanternfish-logo@2x.png" width="150" alt="Lanternfish"></a>` +
    (p.lang === 'fr'
      ? `<nav class="w-nav-menu"><a href="/fr/agence" class="w-nav-link">L'agence</a><a href="/fr/contact" class="w-nav-link">Contact</a></nav>`
      : `<nav class="w-nav-menu"><a href="/work" class="w-nav-link">Work</a><a href="/people" class="w-nav-link">People</a><a href="/open-source" class="w-nav-link">Open source</a><a href="/contact" class="w-nav-link">Contact</a></nav>`) +
    `</div>`,
  footer: () => `<footer class="footer"><p>Lanternfish Creative LLC · 1017 SE Morrison St, Portland, OR 97214 · 42 rue de Paradis, 75010 Paris</p><p><a href="/client-login">Client extranet</a> · <a href="/privacy">Privacy</a></p></footer>`,
  privacyPath: { en: '/privacy', fr: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'en-US' });
const ALT = { 'en-US': '/', fr: '/fr' };

const DEV_SCRIPT = `<script>var u = 'dev' + 'ika.rao'; var d = 'lanternfish-creative' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;
const MATEO_CODES = charCodes(at('mateo'));
const MATEO_SCRIPT = `<script>document.write(String.fromCharCode(${MATEO_CODES}));</script>`;

export function lanternfishCreative(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Brand & growth marketing',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lanternfish Creative',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Devika Rao', jobTitle: 'Founder & Chief Strategy Officer', email: `mailto:${at('devika.rao')}` },
      },
    ],
    main: `<div class="section hero"><h1>We make brands people go looking for.</h1><p>Strategy, identity, paid social and lifecycle email for outdoor and food brands. Retainers from $8,500/month.</p><p>New business: ${mailto(at('hello'))}</p></div>`,
  });
  pages['/work'] = page({ path: '/work', title: 'Work', main: `<div class="section"><h1>Selected work</h1><ul><li>Cascade Cider – rebrand, +42% DTC revenue</li><li>Wildroot Outfitters – paid social</li></ul></div>` });
  pages['/people'] = page({
    path: '/people',
    title: 'People',
    main:
      `<div class="section"><h1>The crew</h1>` +
      `<p>Devika Rao, Founder &amp; Chief Strategy Officer, ${DEV_SCRIPT}</p>` +
      `<p>Jordan Whitaker-Bell, Group Creative Director, ${mailto(at('jordan'))}</p>` +
      `<p>Mateo Quiñones, Head of Paid Social &amp; Performance, ${MATEO_SCRIPT}</p>` +
      `<p>Abigail Osei, Senior Lifecycle Marketing Manager, ${mailto(at('abigail'))}</p>` +
      `<p>Ryan Kowalczyk, Partner &amp; Head of Client Services, ${mailto(at('ryan'))}</p></div>`,
  });
  pages['/open-source'] = page({
    path: '/open-source',
    title: 'Open source',
    main: `<div class="section"><h1>Open source</h1><p>Our Webflow-to-Klaviyo sync is on npm: <code>npm i @lanternfish/wf-sync@2.3.1</code>, or clone <code>git@github.com:lanternfish-creative/wf-sync.git</code>.</p></div>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<div class="section"><h1>Say hi</h1><p>New business: ${mailto(at('hello'))} · ${tel('(503) 555-0133')}</p><p>Use this form; leave your email like name@company.com and we reply within a day.</p></div>` });
  pages['/fr'] = page({
    path: '/fr',
    title: 'Agence de marque et de croissance',
    lang: 'fr',
    alternates: ALT,
    main: `<div class="section hero"><h1>Le bureau de Paris</h1><p>Depuis 2022, notre équipe parisienne accompagne les marques françaises de l'outdoor et de l'alimentaire.</p><p>Directrice du bureau de Paris : Clémence Aubertin-Roux, ${mailto(at('clemence'))}</p><p><a href="/fr/contact">Nous écrire</a></p></div>`,
  });
  pages['/fr/agence'] = page({ path: '/fr/agence', title: "L'agence", lang: 'fr', main: `<div class="section"><h1>L'agence</h1><p>Douze personnes entre Portland et Paris.</p></div>` });
  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr',
    main: `<div class="section"><h1>Contact</h1><p>Ryan Kowalczyk, associé et directeur du service clients, ${mailto(at('ryan'))}</p><p>Yanis Benali, chef de projet digital, ${mailto(at('yanis'))}</p><p>Océane Marchetti, chargée de communication et des relations presse, ${mailto(at('oceane'))}</p></div>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<div class="section"><h1>Privacy</h1><p>We use Webflow Analytics and Klaviyo.</p></div>` });
  pages['/client-login'] = page({ path: '/client-login', title: 'Client extranet', main: `<div class="section"><h1>Client extranet</h1><p>Access issues: ${mailto(at('extranet'))}</p></div>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/work', '/people', '/open-source', '/contact', '/privacy'], '2025-02-20'),
      pages,
      headers: { 'x-wf-region': 'us-east-1', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['en', 'fr'],
      addresses: [
        { address: at('hello'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        {
          address: at('devika.rao'),
          name: 'Devika Rao',
          title: 'Founder & Chief Strategy Officer',
          pages: ['/', '/people'],
          encoded: { kind: 'script', text: DEV_SCRIPT },
          cases: ['json-ld-person', 'json-ld-mailto', 'name-title-line', 'script-concat'],
        },
        { address: at('jordan'), name: 'Jordan Whitaker-Bell', title: 'Group Creative Director', pages: ['/people'], cases: ['name-title-line', 'plain'] },
        { address: at('mateo'), name: 'Mateo Quiñones', title: 'Head of Paid Social & Performance', pages: ['/people'], encoded: { kind: 'charcodes', text: MATEO_CODES }, cases: ['name-title-line', 'script-charcode'] },
        { address: at('abigail'), name: 'Abigail Osei', title: 'Senior Lifecycle Marketing Manager', pages: ['/people'], cases: ['name-title-line', 'plain'] },
        {
          address: at('ryan'),
          name: 'Ryan Kowalczyk',
          title: 'Partner & Head of Client Services',
          titleAlternatives: ['associé et directeur du service clients'],
          pages: ['/people', '/fr/contact'],
          cases: ['name-title-line', 'plain'],
        },
        { address: at('clemence'), name: 'Clémence Aubertin-Roux', title: 'Directrice du bureau de Paris', pages: ['/fr'], cases: ['title-name-line', 'hreflang', 'plain'] },
        { address: at('yanis'), name: 'Yanis Benali', title: 'chef de projet digital', pages: ['/fr/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
        { address: at('oceane'), name: 'Océane Marchetti', title: 'chargée de communication et des relations presse', pages: ['/fr/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/client-login'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'lanternfish-logo@2x.png', kind: 'retina' },
        { text: 'wf-sync@2.3.1', kind: 'package' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'name@company.com', kind: 'placeholder' },
      ],
    },
  };
}
