/**
 * Kuusiku Saeveski: a family sawmill near Rapla, Estonian with an English home reached through
 * the hreflang alternates and an export desk page under it. A WordPress-like site: the owner as a
 * JSON-LD founder Person written with "mailto:", the orders mailbox as a contactPoint, the crew
 * as cards (one address in character references), the head sawyer in running prose, the
 * dispatcher on a "Title: Name" line, the invoices mailbox in "[at]" text, a kiln supplier's
 * address, a retina photo, and a partners' price list robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kuusiku-saeveski.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/09';
const HOMES = { et: '/', en: '/en' };

const MENU = {
  et: [
    ['/', 'Avaleht'],
    ['/tooted', 'Tooted'],
    ['/meist', 'Meist'],
    ['/meeskond', 'Meeskond'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/export-desk', 'Export desk'],
    ['/', 'EST'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Kuusiku Saeveski',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">`,
  ],
  header: (page) =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="${page.lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img src="${UP}/kuusiku-logo.png" class="custom-logo" alt="Kuusiku Saeveski"></a></div>\n` +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="main-header-menu">${MENU[page.lang === 'en' ? 'en' : 'et'].map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer class="site-footer"><div class="footer-widget-area"><p>Kuusiku Saeveski OÜ · Saeveski tee 4, Kuusiku küla, 79814 Rapla vald · Reg. kood 10987654</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/privaatsus">Privaatsuspoliitika</a> · <a href="/partnerite-hinnakiri">Partnerite hinnakiri</a></p>`) +
    `</div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

const CREW: [string, string, string][] = [
  ['Mart Kask', 'tegevjuht ja omanik', 'mart.kask@kuusiku-saeveski.test'],
  ['Kadri Mets', 'saematerjali müügijuht', 'kadri.mets@kuusiku-saeveski.test'],
  ['Priit Saar', 'kuivati operaator', 'priit.saar@kuusiku-saeveski.test'],
];
const LIIS = 'liis.ilves@kuusiku-saeveski.test';

export function kuusikuSaeveski(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Saematerjal otse saeveskist',
    lang: 'et',
    alternates: HOMES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Kuusiku Saeveski OÜ',
        url: `${ORIGIN}/`,
        telephone: '+372 489 1234',
        address: { '@type': 'PostalAddress', streetAddress: 'Saeveski tee 4', addressLocality: 'Kuusiku küla', postalCode: '79814', addressCountry: 'EE' },
        founder: { '@type': 'Person', name: 'Mart Kask', jobTitle: 'Tegevjuht', email: 'mailto:mart.kask@kuusiku-saeveski.test' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: 'tellimused@kuusiku-saeveski.test', availableLanguage: ['et', 'en', 'ru'] }],
      },
    ],
    main: entry(
      `<h1>Saematerjal otse saeveskist</h1><p>Saeme kuuske ja mändi Raplamaa metsadest: prussid, lauad, voodrilauad ja terrassilauad, soovi korral kuivatatud ja hööveldatud.</p>` +
        `<p><img src="${UP}/saeraam.jpg" srcset="${UP}/saeraam.jpg 1x, ${UP}/saeraam@2x.jpg 2x" alt="Lintsaag töös"></p>`,
    ),
  });

  pages['/tooted'] = page({
    path: '/tooted',
    title: 'Tooted',
    lang: 'et',
    main: entry(
      `<h2>Tooted ja hinnad</h2><table class="hinnad"><tr><th>Toode</th><th>Hind</th></tr><tr><td>Kuusepruss 50×150, kuivatatud</td><td>310 €/m³</td></tr><tr><td>Männilaud 25×100, hööveldatud</td><td>420 €/m³</td></tr><tr><td>Terrassilaud 28×120</td><td>2,10 €/jm</td></tr></table>` +
        `<p>Meie kuivatid on pärit firmalt Kuivatid Baltic, kelle hooldusosakond vastab aadressil ${mailto('hooldus@kuivatid-baltic.test')}.</p>`,
    ),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    lang: 'et',
    main: entry(
      `<h2>Meist</h2><p>Saeveski asutas 1994. aastal Mart Kask koos isaga vanas kolhoosi kuivatis. Täna töötab meil neliteist inimest ja aastas saeme ligi 18 000 tihumeetrit palki.</p>` +
        `<p>Kui tahate teada, milline palk sobib just teie palkmajale, küsige julgelt: meie peasaemees Rein Tamm vastab aadressil ${mailto('rein.tamm@kuusiku-saeveski.test')} tavaliselt samal päeval.</p>`,
    ),
  });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    lang: 'et',
    main: entry(
      `<h2>Meeskond</h2><div class="wp-block-columns meeskond">\n` +
        CREW.map(
          ([name, role, address]) =>
            `<div class="wp-block-column kaart"><figure><img src="${UP}/${address.slice(0, address.indexOf('@')).replace('.', '-')}.jpg" alt="${esc(name)}"></figure><h3>${esc(name)}</h3><p class="amet">${esc(role)}</p><p>${mailto(address)}</p></div>`,
        ).join('\n') +
        `\n<div class="wp-block-column kaart"><figure><img src="${UP}/liis-ilves.jpg" alt="Liis Ilves"></figure><h3>Liis Ilves</h3><p class="amet">metsaülem, palgi ost</p><p><a href="${entities(`mailto:${LIIS}`)}">${entities(LIIS)}</a></p></div>\n` +
        `</div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'et',
    main: entry(
      `<h2>Kontakt</h2><p>Saeveski tee 4, Kuusiku küla, Rapla vald<br>Tel. +372 489 1234 · E–R 7.30–16.30</p>` +
        `<p>Tellimused ja hinnapäringud: ${mailto('tellimused@kuusiku-saeveski.test')}</p>` +
        `<p>Dispetšer: Toomas Lepp, ${mailto('toomas.lepp@kuusiku-saeveski.test')}, +372 5301 2233 (veokid ja pealelaadimine)</p>` +
        `<p>Arved: arved [at] kuusiku-saeveski [dot] test</p>` +
        `<form class="wpcf7-form" method="post"><input type="email" name="your-email" placeholder="nimi@ettevote.ee"><textarea name="your-message"></textarea><input type="submit" value="Saada"></form>`,
    ),
  });

  pages['/privaatsus'] = page({
    path: '/privaatsus',
    title: 'Privaatsuspoliitika',
    lang: 'et',
    main: entry(`<h2>Privaatsuspoliitika</h2><p>Isikuandmete vastutav töötleja on Kuusiku Saeveski OÜ. Andmete kohta saab küsida kirjutades: arved [at] kuusiku-saeveski [dot] test.</p>`),
  });

  pages['/partnerite-hinnakiri'] = page({
    path: '/partnerite-hinnakiri',
    title: 'Partnerite hinnakiri',
    lang: 'et',
    main: entry(`<h2>Partnerite hinnakiri</h2><p>Ainult edasimüüjatele. Juurdepääsu saamiseks kirjutage ${mailto('partnerid@kuusiku-saeveski.test')}.</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Sawn timber straight from the mill',
    lang: 'en',
    alternates: HOMES,
    main: entry(`<h1>Sawn timber straight from the mill</h1><p>Spruce and pine from central Estonia, kiln-dried to order and shipped by truck or container. Buyers abroad: see our <a href="/en/export-desk">export desk</a>.</p>`),
  });

  pages['/en/export-desk'] = page({
    path: '/en/export-desk',
    title: 'Export desk',
    lang: 'en',
    main: entry(
      `<h2>Export desk</h2><p>We load full trucks for Finland, Sweden and the UK every week and 40ft containers from Muuga harbour.</p>` +
        `<p>Karl Rebane, responsible for exports to Scandinavia and the UK, ${mailto('karl.rebane@kuusiku-saeveski.test')}, +372 5302 4455</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /partnerite-hinnakiri\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tooted', '/meist', '/meeskond', '/kontakt', '/privaatsus', '/en', '/en/export-desk'], '2024-10-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.12' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['et', 'en'],
      addresses: [
        {
          address: 'mart.kask@kuusiku-saeveski.test',
          name: 'Mart Kask',
          title: 'tegevjuht ja omanik',
          titleAlternatives: ['Tegevjuht', 'omanik'],
          pages: ['/', '/meeskond'],
          cases: ['json-ld-person', 'json-ld-mailto', 'card', 'plain', 'link-non-english'],
        },
        { address: 'kadri.mets@kuusiku-saeveski.test', name: 'Kadri Mets', title: 'saematerjali müügijuht', pages: ['/meeskond'], cases: ['card', 'plain', 'link-non-english'] },
        { address: 'priit.saar@kuusiku-saeveski.test', name: 'Priit Saar', title: 'kuivati operaator', pages: ['/meeskond'], cases: ['card', 'plain', 'link-non-english'] },
        {
          address: LIIS,
          name: 'Liis Ilves',
          title: 'metsaülem, palgi ost',
          titleAlternatives: ['metsaülem'],
          pages: ['/meeskond'],
          cases: ['card', 'entities', 'link-non-english'],
        },
        { address: 'rein.tamm@kuusiku-saeveski.test', name: 'Rein Tamm', title: 'peasaemees', pages: ['/meist'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'toomas.lepp@kuusiku-saeveski.test', name: 'Toomas Lepp', title: 'Dispetšer', pages: ['/kontakt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        {
          address: 'karl.rebane@kuusiku-saeveski.test',
          name: 'Karl Rebane',
          title: 'responsible for exports to Scandinavia and the UK',
          titleAlternatives: ['responsible for exports'],
          pages: ['/en/export-desk'],
          cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'name-title-line', 'plain'],
        },
        { address: 'tellimused@kuusiku-saeveski.test', name: null, title: null, pages: ['/', '/kontakt'], cases: ['json-ld-contact-point', 'role', 'plain', 'link-non-english'] },
        { address: 'arved@kuusiku-saeveski.test', name: null, title: null, pages: ['/kontakt', '/privaatsus'], cases: ['obfuscated', 'role', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/partnerite-hinnakiri'],
      nonAddresses: [
        { text: 'partnerid@kuusiku-saeveski.test', kind: 'disallowed' },
        { text: 'saeraam@2x.jpg', kind: 'retina' },
        { text: 'nimi@ettevote.ee', kind: 'placeholder' },
        { text: 'hooldus@kuivatid-baltic.test', kind: 'other-company' },
      ],
    },
  };
}
