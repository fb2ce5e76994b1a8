/**
 * Salpausselän Kotkat ry: a ski-jumping club in Lahti, on WordPress, in Finnish. Board members as
 * "Puheenjohtaja: Name" lines (one address through an e-mail encoder plugin's character
 * references, one written "(at)/(dot)"), coaches as theme cards; an old address in an HTML
 * comment, a retina logo file, and the members' area (disallowed) as traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'salpauskotkat.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/seura', 'Seura'],
  ['/valmennus', 'Valmennus'],
  ['/hyppykoulu', 'Hyppykoulu'],
  ['/yhteystiedot', 'Yhteystiedot'],
  ['/jasenille', 'Jäsenille'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Salpausselän Kotkat ry',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.8" media="all">',
    '<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">',
  ],
  header: () =>
    `<header class="site-header ast-primary-header"><div class="ast-container"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/05/kotkat-logo@2x.png" class="custom-logo" alt="Salpausselän Kotkat" width="180"></a>` +
    `<nav class="main-navigation"><ul id="primary-menu" class="main-header-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}/" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container"><p>Salpausselän Kotkat ry · Suurmäentie 2, 15900 Lahti · Y-tunnus 0912345-6</p><p>${mailto(`info@${HOST}`)} · ${tel('+358 40 712 3340')}</p>` +
    `<!-- vanha sihteerin osoite, poistettu 2023: sihteeri@${HOST} -->` +
    `<p><a href="/tietosuoja/">Tietosuojaseloste</a></p><p class="copy">© 2025 Salpausselän Kotkat · Toteutus: Mäkimedia</p></div></footer>`,
  privacyPath: { fi: '/tietosuoja' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

type Coach = { name: string; title: string; local: string; note: string; how?: 'paren' };
const COACHES: Coach[] = [
  { name: 'Ville Rantanen', title: 'Päävalmentaja, mäkihyppy ja yhdistetty', local: 'ville.rantanen', note: 'Entinen maajoukkuehyppääjä, valmentanut seurassa vuodesta 2016.' },
  { name: 'Hanna Laine', title: 'Juniorivalmentaja (7–14 v.)', local: 'hanna.laine', note: 'Vetää hyppykoulun ja kesän muovimäkileirit.' },
  { name: 'Mika Lehtinen', title: 'Toiminnanjohtaja', local: 'mika.lehtinen', note: 'Kilpailujärjestelyt, talkoot ja yhteistyökumppanit.' },
  { name: 'Elina Virta', title: 'Nuorisovastaava ja naisten mäkihypyn valmentaja', local: 'elina.virta', note: 'Vastaa nuorten leireistä ja kilpailumatkoista.', how: 'paren' },
];

const card = (c: Coach): string => {
  const addr = c.how === 'paren' ? `${c.local}(at)salpauskotkat(dot)test` : mailto(`${c.local}@${HOST}`);
  return `<div class="wp-block-column kotkat-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/03/${c.local}-300x300.jpg" alt=""></figure><h3 class="wp-block-heading">${esc(c.name)}</h3><p class="has-small-font-size"><strong>${esc(c.title)}</strong></p><p>${esc(c.note)}</p><p>${addr}</p></div>`;
};

export function salpausKotkat(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Mäkihyppyseura Lahdessa',
    main: entry(`<h1>Hyppää mukaan!</h1><p>Salpausselän Kotkat on vuonna 1952 perustettu lahtelainen mäkihyppy- ja yhdistetyn seura. Harjoittelemme Salpausselän hyppyrimäissä ympäri vuoden – kesällä muovipintaisissa mäissä.</p><p><a href="/hyppykoulu/">Ilmoittaudu syksyn hyppykouluun</a> tai <a href="/yhteystiedot/">ota yhteyttä</a>.</p>`),
  });
  pages['/seura'] = page({
    path: '/seura',
    title: 'Seura',
    main: entry(`<h2>Seuran historia</h2><p>Seura syntyi Lahden ensimmäisten Salpausselän kisojen innoittamana. Kasvatteja on hypännyt olympialaisissa ja maailmancupissa, mutta tärkeintä on, että lapset pääsevät turvallisesti lentämään.</p><p>Seuran hallitus ja yhteystiedot löytyvät <a href="/yhteystiedot/">yhteystietosivulta</a>.</p>`),
  });
  pages['/valmennus'] = page({
    path: '/valmennus',
    title: 'Valmennus',
    main: entry(`<h1>Valmentajat</h1><p>Valmennusryhmät kokoontuvat arkisin Salpausselän K64- ja K90-mäissä sekä Kisapuiston oheisharjoitteluhallissa.</p><div class="wp-block-columns">${COACHES.map(card).join('')}</div>`),
  });
  pages['/hyppykoulu'] = page({
    path: '/hyppykoulu',
    title: 'Hyppykoulu',
    main: entry(`<h1>Hyppykoulu 6–12-vuotiaille</h1><p>Hyppykoulu alkaa syyskuussa. Seura lainaa sukset, kypärän ja hyppypuvun. Kurssimaksu 120 € / kausi.</p><p>Ilmoittautumiset lomakkeella tai hyppykoulun vetäjälle, Hanna Laineelle: ${mailto(`hanna.laine@${HOST}`)}.</p>`),
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: entry(
      `<h1>Yhteystiedot</h1><p>Yleiset tiedustelut: ${mailto(`info@${HOST}`)}</p><h2>Hallitus 2025</h2>` +
        `<p>Puheenjohtaja: Jukka Salonen, puh. 040 551 2093, ${mailto(`jukka.salonen@${HOST}`)}<br>` +
        `Varapuheenjohtaja: Sanna Koskinen, <a href="mailto:${entities(`sanna.koskinen@${HOST}`)}">${entities(`sanna.koskinen@${HOST}`)}</a><br>` +
        `Rahastonhoitaja: Petri Nieminen, ${mailto(`petri.nieminen@${HOST}`)}<br>` +
        `Kilpailusihteeri: Laura Heikkinen, ${mailto(`laura.heikkinen@${HOST}`)}</p>` +
        `<p>Laskut: Salpausselän Kotkat ry, verkkolaskuosoite 003709123456.</p>`,
    ),
  });
  pages['/jasenille'] = page({
    path: '/jasenille',
    title: 'Jäsenille',
    main: entry(`<h1>Jäsensivut</h1><p>Kirjaudu sisään nähdäksesi talkoovuorot. Jäsenrekisterin muutokset: ${mailto(`jasenrekisteri@${HOST}`)}</p>`),
  });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: entry(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Salpausselän Kotkat ry. Jäsentietoja käytetään vain seuran toimintaan.</p>`) });

  const ln: CaseKind = 'link-non-english';
  const board = (local: string, name: string, title: string, how: CaseKind) => ({ address: `${local}@${HOST}`, name, title, pages: ['/yhteystiedot'], cases: ['title-name-line', how, ln] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /jasenille\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/seura', '/valmennus', '/hyppykoulu', '/yhteystiedot', '/jasenille', '/tietosuoja'], '2025-02-11'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['fi'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        board('jukka.salonen', 'Jukka Salonen', 'Puheenjohtaja', 'plain'),
        board('sanna.koskinen', 'Sanna Koskinen', 'Varapuheenjohtaja', 'entities'),
        board('petri.nieminen', 'Petri Nieminen', 'Rahastonhoitaja', 'plain'),
        board('laura.heikkinen', 'Laura Heikkinen', 'Kilpailusihteeri', 'plain'),
        { address: `ville.rantanen@${HOST}`, name: 'Ville Rantanen', title: 'Päävalmentaja, mäkihyppy ja yhdistetty', titleAlternatives: ['Päävalmentaja'], pages: ['/valmennus'], cases: ['card', 'plain', ln] },
        { address: `hanna.laine@${HOST}`, name: 'Hanna Laine', title: 'Juniorivalmentaja (7–14 v.)', titleAlternatives: ['Juniorivalmentaja'], pages: ['/valmennus', '/hyppykoulu'], cases: ['card', 'plain', 'prose', ln] },
        { address: `mika.lehtinen@${HOST}`, name: 'Mika Lehtinen', title: 'Toiminnanjohtaja', pages: ['/valmennus'], cases: ['card', 'plain', ln] },
        { address: `elina.virta@${HOST}`, name: 'Elina Virta', title: 'Nuorisovastaava ja naisten mäkihypyn valmentaja', titleAlternatives: ['Nuorisovastaava'], pages: ['/valmennus'], cases: ['card', 'obfuscated', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/jasenille'],
      nonAddresses: [
        { text: `sihteeri@${HOST}`, kind: 'comment' },
        { text: 'kotkat-logo@2x.png', kind: 'retina' },
        { text: `jasenrekisteri@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
