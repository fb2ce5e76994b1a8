/**
 * Hammaskulma Kuopio: a dental clinic in Kuopio on WordPress (Astra theme), in Finnish. Staff as
 * cards (post-nominals HLL, EHL; two addresses written as character references), the contact page
 * with a stated scheme and a billing label line in the "(at)" form, a news post reachable only
 * through the gzip sitemap robots.txt names, and the staff intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'hammaskulma.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/hoidot', 'Hoidot'],
  ['/hinnasto', 'Hinnasto'],
  ['/henkilokunta', 'Henkilökunta'],
  ['/yhteystiedot', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hammaskulma',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-hammaskulma-ikoni-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<header id="masthead" class="site-header ast-primary-submenu-animation-fade"><div class="ast-container"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/02/hammaskulma-logo.svg" alt="Hammaskulma" width="190"></a></div>` +
    `<nav id="site-navigation" class="main-header-bar-navigation" aria-label="Päävalikko"><ul id="primary-menu" class="main-header-menu ast-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}/" class="menu-link">${esc(l)}</a></li>`).join('')}<li class="menu-item ast-cta"><a href="/ajanvaraus/" class="menu-link">Varaa aika</a></li></ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container"><div class="footer-widget-area"><section class="widget"><h2 class="widget-title">Hammaskulma Oy</h2><p>Puijonkatu 19 B, 70100 Kuopio<br>${tel('017 288 4410')}<br>${mailto(`ajanvaraus@${HOST}`)}</p><p>Avoinna ma–to 7.30–18, pe 7.30–15</p></section>` +
    `<section class="widget"><ul><li><a href="/tietosuojaseloste/">Tietosuojaseloste</a></li><li><a href="/intra/">Henkilökunnalle</a></li></ul></section></div><div class="ast-small-footer">© 2025 Hammaskulma Oy · Y-tunnus 2874411-6</div></div></footer>`,
  privacyPath: { fi: '/tietosuojaseloste/' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const art = (h: string): string => `<div class="ast-container"><article class="page type-page"><div class="entry-content">${h}</div></article></div>`;

type Card = { name: string; shown: string; title: string; local: string; enc?: boolean; blurb: string };
const CARDS: Card[] = [
  { name: 'Sanna Hiltunen', shown: 'Sanna Hiltunen, HLL', title: 'vastaava hammaslääkäri', local: 'sanna.hiltunen', blurb: 'Perushammashoito, juurihoidot ja pelkopotilaat.' },
  { name: 'Mikko Karhunen', shown: 'Mikko Karhunen, EHL', title: 'erikoishammaslääkäri (oikomishoito)', local: 'mikko.karhunen', blurb: 'Aikuisten ja lasten oikomishoidot, kiinteät kojeet ja näkymättömät kiskot.' },
  { name: 'Laura Tikkanen', shown: 'Laura Tikkanen, HLL', title: 'hammaslääkäri', local: 'laura.tikkanen', enc: true, blurb: 'Esteettinen hammashoito ja valkaisut.' },
  { name: 'Jenni Miettinen', shown: 'Jenni Miettinen', title: 'suuhygienisti', local: 'jenni.miettinen', enc: true, blurb: 'Hammaskiven poistot, ientulehduksen hoito ja kotihoidon ohjaus.' },
  { name: 'Riikka Savolainen', shown: 'Riikka Savolainen', title: 'hammashoitaja, vastaanoton esihenkilö', local: 'riikka.savolainen', blurb: 'Vastaa vastaanoton järjestelyistä ja välinehuollosta.' },
];
const card = (c: Card): string =>
  `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/01/${c.local.replace('.', '-')}-400x400.jpg" alt="${esc(c.name)}"></figure><h3 class="wp-block-heading">${esc(c.shown)}</h3><p class="has-small-font-size"><strong>${esc(c.title)}</strong></p><p>${esc(c.blurb)}</p>` +
  `<p>${c.enc ? `<a href="${entities(`mailto:${c.local}@${HOST}`)}">${entities(`${c.local}@${HOST}`)}</a>` : mailto(`${c.local}@${HOST}`)}</p></div>`;

export function hammaskulma(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Hammaslääkäri Kuopion keskustassa',
    main: art(`<h1>Hammaslääkäri Kuopion keskustassa</h1><p>Kotoisa yksityinen hammasklinikka Puijonkadulla. Hoidamme kaikenikäisiä – myös hammashoitoa jännittäviä.</p><p><a href="/ajanvaraus/">Varaa aika verkossa</a> tai soita ${tel('017 288 4410')}.</p><p>Tutustu <a href="/henkilokunta/">henkilökuntaamme</a>.</p>`),
  });
  pages['/hoidot'] = page({ path: '/hoidot', title: 'Hoidot', main: art('<h1>Hoidot</h1><ul><li>Tarkastukset ja paikkaukset</li><li>Juurihoidot</li><li>Oikomishoito</li><li>Suuhygienistin käynnit</li><li>Valkaisut</li></ul>') });
  pages['/hinnasto'] = page({ path: '/hinnasto', title: 'Hinnasto', main: art('<h1>Hinnasto</h1><table class="hinnasto"><tr><td>Hammaslääkärin tarkastus</td><td>75 €</td></tr><tr><td>Suuhygienistin käynti 45 min</td><td>98 €</td></tr></table><p>Hinnoista vähennetään Kela-korvaus.</p>') });
  pages['/henkilokunta'] = page({
    path: '/henkilokunta',
    title: 'Henkilökunta',
    main: art(`<h1>Henkilökunta</h1><p>Meillä hoidat asiasi aina samojen tuttujen ihmisten kanssa.</p><div class="wp-block-columns team-grid">${CARDS.map(card).join('\n')}</div>`),
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: art(
      `<h1>Yhteystiedot</h1><p>Hammaskulma Oy<br>Puijonkatu 19 B (2. krs, hissi)<br>70100 Kuopio</p><p>Ajanvaraus: ${tel('017 288 4410')}, ajanvaraus(at)hammaskulma.test</p>` +
        `<p>Laskutus ja Kela-suorakorvaukset: klinikkapäällikkö Anne Koskinen, puh. 017 288 4415, anne.koskinen(at)hammaskulma(dot)test</p>` +
        `<p>Laskukopiot: laskutus(at)hammaskulma.test</p>` +
        `<p class="has-small-font-size">Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@hammaskulma.test. Älä lähetä terveystietoja sähköpostilla.</p>`,
    ),
  });
  pages['/ajanvaraus'] = page({ path: '/ajanvaraus', title: 'Ajanvaraus', main: art(`<h1>Ajanvaraus</h1><p>Varaa aika ajanvarausjärjestelmästämme tai sähköpostitse ${mailto(`ajanvaraus@${HOST}`)}. Peruutukset viimeistään edellisenä arkipäivänä.</p>`) });
  pages['/ajankohtaista/uusi-suuhygienisti-aloitti'] = page({
    path: '/ajankohtaista/uusi-suuhygienisti-aloitti',
    title: 'Uusi suuhygienisti aloitti',
    main: art(`<h1>Uusi suuhygienisti aloitti</h1><p class="posted-on">12.2.2025</p><p>Tiimimme kasvoi helmikuussa, kun suuhygienisti Emilia Laitinen aloitti meillä. Emilia ottaa vastaan myös iltavastaanotolla tiistaisin; kysymyksiä voit lähettää hänelle suoraan osoitteeseen ${mailto(`emilia.laitinen@${HOST}`)}.</p>`),
  });
  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', main: art('<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Hammaskulma Oy. Potilastiedot säilytetään potilasasiakirja-asetuksen mukaisesti.</p>') });
  pages['/intra'] = page({ path: '/intra', title: 'Henkilökunnalle', main: art(`<h1>Henkilökunnalle</h1><p>Työvuorolistat ja IT-tuki: ${mailto(`it-tuki@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      ['/', '/hoidot/', '/hinnasto/', '/henkilokunta/', '/yhteystiedot/', '/ajanvaraus/', '/ajankohtaista/uusi-suuhygienisti-aloitti/'].map((p) => `  <url><loc>${ORIGIN}${p}</loc><lastmod>2025-02-12</lastmod></url>`).join('\n') +
      `\n</urlset>\n`,
  );

  const ln = 'link-non-english' as const;
  const cardAddr = (c: Card): TruthAddress => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: c.title,
    pages: ['/henkilokunta'],
    cases: ['card', ln, ...(c.shown.includes(',') ? (['post-nominal'] as const) : []), c.enc ? ('entities' as const) : ('plain' as const)],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intra\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['fi'],
      addresses: [
        { address: `ajanvaraus@${HOST}`, name: null, title: null, pages: ['/', '/ajanvaraus', '/yhteystiedot'], cases: ['role', 'plain'] },
        ...CARDS.map(cardAddr),
        { address: `anne.koskinen@${HOST}`, name: 'Anne Koskinen', title: 'klinikkapäällikkö', pages: ['/yhteystiedot'], cases: ['label-line', 'obfuscated', ln] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'obfuscated', ln] },
        { address: `emilia.laitinen@${HOST}`, name: 'Emilia Laitinen', title: 'suuhygienisti', pages: ['/ajankohtaista/uusi-suuhygienisti-aloitti'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/intra'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `it-tuki@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
