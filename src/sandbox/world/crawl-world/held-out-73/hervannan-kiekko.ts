/**
 * Hervannan Kiekko ry: a junior-heavy ice hockey club in Hervanta, Tampere, on WordPress, in
 * Finnish. The office and its staff in a WordPress table (one address through an e-mail encoder
 * plugin's character references, one written "(at)"), the junior manager's card built by an
 * inline script, the U14 team page (two links from home) with "Vastuuvalmentaja: Name, address"
 * lines and the team's treasury mailbox beside the treasurer's name, and a news item naming the
 * new head coach in prose. The office states its scheme (etunimi.sukunimi@...). Traps: a former
 * employee's address in an HTML comment, a Swiper package version, and the member register page
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hervannan-kiekko-tampere.test';
const ORIGIN = `http://${HOST}`;
const WP = `${ORIGIN}/wp-content/themes/kiekko-child`;

const MENU: [string, string, [string, string][]][] = [
  ['/', 'Etusivu', []],
  ['/seura', 'Seura', [['/seura/toimisto', 'Toimisto ja hallitus'], ['/tietosuoja', 'Tietosuojaseloste']]],
  ['/joukkueet', 'Joukkueet', []],
  ['/uutiset', 'Uutiset', []],
  ['/yhteystiedot', 'Yhteystiedot', []],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hervannan Kiekko ry',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="kiekko-child-css" href="${WP}/style.css?ver=1.3.2" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) =>
    `<header id="masthead" class="site-header ast-primary-header"><div class="ast-container"><div class="site-branding"><a href="/" rel="home" class="custom-logo-link"><img src="${ORIGIN}/wp-content/uploads/2023/08/hk-logo-180.png" class="custom-logo" alt="Hervannan Kiekko" width="180" height="72"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Päävalikko"><ul id="primary-menu" class="main-header-menu ast-nav-menu">` +
    MENU.map(
      ([h, l, sub]) =>
        `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}${sub.length ? ' menu-item-has-children' : ''}"><a href="${h}" class="menu-link">${esc(l)}</a>` +
        (sub.length ? `<ul class="sub-menu">${sub.map(([sh, sl]) => `<li class="menu-item"><a href="${sh}" class="menu-link">${esc(sl)}</a></li>`).join('')}</ul>` : '') +
        `</li>`,
    ).join('') +
    `<li class="menu-item menu-cta"><a href="/joukkueet#liity" class="menu-link">Liity mukaan!</a></li></ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container footer-widgets"><section class="widget"><h2 class="widget-title">Hervannan Kiekko ry</h2><p>Hervannan jäähalli<br>Lindforsinkatu 9, 33720 Tampere<br>Y-tunnus 1087452-3</p></section>` +
    `<section class="widget"><h2 class="widget-title">Toimisto</h2><p>Avoinna ma–to klo 10–15, heinäkuussa suljettu<br>${tel('040 552 1180')}<br>${mailto(`toimisto@${HOST}`)}</p><p>Toiminnanjohtaja Jari Niemi</p></section>` +
    `<section class="widget"><h2 class="widget-title">Linkit</h2><ul><li><a href="/jasenrekisteri">Jäsenrekisteri (kirjautuminen)</a></li><li><a href="/tietosuoja">Tietosuojaseloste</a></li><li><a href="https://www.instagram.com/hervannankiekko/">Instagram</a></li><li><a href="https://www.facebook.com/hervannankiekko">Facebook</a></li></ul></section></div>` +
    `<div class="ast-small-footer">© 2025 Hervannan Kiekko ry · Sivusto: Tampereen Verkkopaja</div></footer>`,
  bodyEnd: [
    `<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" hidden><div class="cmplz-message">Käytämme evästeitä sivuston toiminnan varmistamiseen ja, suostumuksellasi, kävijätilastointiin. <a href="/tietosuoja">Lue lisää</a></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Hyväksy kaikki</button><button class="cmplz-btn cmplz-deny">Vain välttämättömät</button></div></div>`,
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1716802392" id="cmplz-cookiebanner-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const article = (title: string, html: string): string =>
  `<div id="primary" class="content-area"><article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content clear">${html}</div></article></div>`;

const SATU_ENC = entities(`satu.laine@${HOST}`);
const ANNI_SCRIPT = `var hk_u = 'anni.saarinen'; var hk_d = 'hervannan-kiekko-tampere' + '.test'; document.write('<a href="mailto:' + hk_u + '@' + hk_d + '">' + hk_u + '@' + hk_d + '</a>');`;

export function hervannanKiekko(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kiekkoilua Hervannassa vuodesta 1978',
    description: 'Hervannan Kiekko ry on tamperelainen jääkiekkoseura: luistelukoulu, juniorijoukkueet ja harrastesarja.',
    head: ['<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">', '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>'],
    main:
      `<div class="hero swiper"><div class="swiper-wrapper"><div class="swiper-slide"><h1>Kiekkoilua Hervannassa vuodesta 1978</h1><p>Luistelukoulusta harrastesarjaan – meillä jokainen pelaa.</p><a class="wp-block-button__link" href="/joukkueet">Joukkueet</a></div></div></div>` +
      `<section class="latest-news"><h2>Ajankohtaista</h2><ul class="wp-block-latest-posts__list">` +
      `<li><a href="/uutiset/uusi-valmennuspaallikko">Tuomas Lehtonen seuran valmennuspäälliköksi</a> <time datetime="2025-05-12">12.5.2025</time></li>` +
      `<li><a href="/uutiset">Kevätkauden päätösjuhla la 24.5. Hervannan jäähallin kahviossa</a> <time datetime="2025-05-05">5.5.2025</time></li>` +
      `<li><a href="/uutiset">Kausimaksut 2025–2026 vahvistettu</a> <time datetime="2025-04-22">22.4.2025</time></li></ul></section>` +
      `<section class="partners"><h2>Yhteistyökumppanit</h2><p>Hervannan Apteekki · Rakennus Kaarlela Oy · Tampereen Sähkölaitos · K-Market Insinöörinkatu</p></section>`,
  });

  pages['/seura'] = page({
    path: '/seura',
    title: 'Seura',
    main: article(
      'Seura',
      `<p>Hervannan Kiekko ry on perustettu vuonna 1978 Hervannan ensimmäisten kerrostalojen pihakaukaloilla. Nykyään seurassa pelaa noin 420 lasta ja nuorta sekä kolme aikuisten harrastejoukkuetta.</p>` +
        `<p>Seura on Suomen Jääkiekkoliiton jäsen ja Tähtiseura-ohjelman sertifioima. Toimintaa pyörittävät palkattu toimisto sekä kymmenet vapaaehtoiset valmentajat ja joukkueenjohtajat.</p>` +
        `<p><a href="/seura/toimisto">Toimisto ja hallitus »</a></p>`,
    ),
  });

  pages['/seura/toimisto'] = page({
    path: '/seura/toimisto',
    title: 'Toimisto ja hallitus',
    main: article(
      'Toimisto ja hallitus',
      `<p>Seuran toimisto on Hervannan jäähallin 2. kerroksessa (sisäänkäynti B). Toimisto on avoinna ma–to klo 10–15. Toimiston henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@${HOST}.</p>` +
        `<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Tehtävä</th><th>Nimi</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        `<tr><td>Toiminnanjohtaja</td><td>Jari Niemi</td><td>${tel('040 552 1180')}</td><td>${mailto(`jari.niemi@${HOST}`)}</td></tr>` +
        `<tr><td>Seurasihteeri</td><td>Satu Laine</td><td>${tel('040 552 1181')}</td><td><a href="&#109;&#x61;&#105;&#x6c;&#116;&#x6f;&#58;${SATU_ENC}">${SATU_ENC}</a></td></tr>` +
        `<tr><td>Talouspäällikkö</td><td>Pekka Virtanen</td><td>${tel('040 552 1183')}</td><td>pekka.virtanen(at)${HOST}</td></tr>` +
        `<tr><td>Olosuhdevastaava</td><td>Ville Mäkelä</td><td>${tel('050 412 7730')}</td><td>${mailto(`ville.makela@${HOST}`)}</td></tr>` +
        `<!-- Markku siirtyi Ilvekseen 5/2024, poistettu taulukosta: Junioripäällikkö | Markku Salo | markku.salo@${HOST} -->` +
        `</tbody></table></figure>` +
        `<h2 class="wp-block-heading">Junioritoiminta</h2>` +
        `<div class="wp-block-media-text staff-card"><figure class="wp-block-media-text__media"><img src="${ORIGIN}/wp-content/uploads/2024/09/anni-saarinen-400x400.jpg" alt="Anni Saarinen" width="400" height="400"></figure>` +
        `<div class="wp-block-media-text__content"><h3>Anni Saarinen</h3><p class="staff-title">Junioripäällikkö</p><p>Junioripelaajien siirrot, sarjailmoittautumiset ja valmentajien koulutukset.</p><p>${tel('040 552 1184')}<br><script>${ANNI_SCRIPT}</script></p></div></div>` +
        `<h2 class="wp-block-heading">Hallitus 2025</h2>` +
        `<p>Puheenjohtaja Kimmo Aalto, varapuheenjohtaja Minna Hautala, jäsenet Jussi Peltonen, Riikka Salminen, Olli Kettunen ja Paula Järvinen.</p>` +
        `<p>Hallitukselle osoitetut viestit: ${mailto(`hallitus@${HOST}`)}. Hallitus kokoontuu kuukauden ensimmäisenä tiistaina.</p>`,
    ),
  });

  pages['/joukkueet'] = page({
    path: '/joukkueet',
    title: 'Joukkueet',
    main: article(
      'Joukkueet',
      `<p>Kaudella 2025–2026 seurassa pelaa 14 joukkuetta. Valitse joukkue nähdäksesi toimihenkilöt ja harjoitusvuorot.</p>` +
        `<div class="wp-block-columns team-grid"><div class="wp-block-column"><h3>Luistelukoulu</h3><p>4–7-vuotiaat, su klo 9.00</p><p><a href="/joukkueet/luistelukoulu">Lisätietoja »</a></p></div>` +
        `<div class="wp-block-column"><h3>U14 (2012)</h3><p>Suomi-sarja, Tampere-areena ja Hervanta</p><p><a href="/joukkueet/u14">Joukkueen sivu »</a></p></div>` +
        `<div class="wp-block-column"><h3>U16 (2010)</h3><p>Joukkueen sivu päivitetään elokuussa.</p></div>` +
        `<div class="wp-block-column"><h3>Harrastesarja</h3><p>Aikuiset, ma klo 21.15</p></div></div>` +
        `<h2 id="liity">Liity mukaan!</h2><p>Tule kokeilemaan maksutta kahteen harjoitukseen. Ota yhteyttä toimistoon, niin ohjaamme sinut oikeaan ryhmään.</p>`,
    ),
  });

  pages['/joukkueet/luistelukoulu'] = page({
    path: '/joukkueet/luistelukoulu',
    title: 'Luistelukoulu',
    main: article(
      'Luistelukoulu',
      `<p>Luistelukoulu on tarkoitettu 4–7-vuotiaille. Harjoitukset sunnuntaisin klo 9.00–9.45 Hervannan jäähallin kaukalossa 2. Varusteiksi riittävät luistimet, kypärä ja hanskat – mailan saa lainaksi.</p>` +
        `<p>Ilmoittautumiset ja kysymykset: ${mailto(`luistelukoulu@${HOST}`)}</p><p>Kausimaksu 95 €, sisarusalennus 20 %.</p>`,
    ),
  });

  pages['/joukkueet/u14'] = page({
    path: '/joukkueet/u14',
    title: 'U14 (2012)',
    main: article(
      'U14 (2012)',
      `<p>Joukkue pelaa kaudella 2025–2026 U14 Suomi-sarjaa. Jäävuorot ti ja to klo 17.30, la aamupäivä; oheisharjoitukset Hervannan kampuksen kentällä.</p>` +
        `<h2>Toimihenkilöt</h2>` +
        `<p>Vastuuvalmentaja: Mikko Heikkinen, ${tel('050 331 9045')}, ${mailto(`mikko.heikkinen@${HOST}`)}</p>` +
        `<p>Maalivahtivalmentaja: Teemu Rantanen, teemu.rantanen(at)${HOST}</p>` +
        `<p>Joukkueenjohtaja: Hanna Koskinen, ${tel('044 208 1157')}, ${mailto(`hanna.koskinen@${HOST}`)}</p>` +
        `<h2>Kausimaksut ja talkoot</h2>` +
        `<p>Joukkueen rahastonhoitajana toimii Liisa Ranta. Kausimaksuja, laskuja ja talkoovuoroja koskevat viestit lähetetään joukkueen yhteiseen osoitteeseen ${mailto(`u14.rahasto@${HOST}`)}, jota lukee koko taloustiimi.</p>`,
    ),
  });

  pages['/uutiset'] = page({
    path: '/uutiset',
    title: 'Uutiset',
    main: article(
      'Uutiset',
      `<article class="post"><h2><a href="/uutiset/uusi-valmennuspaallikko">Tuomas Lehtonen seuran valmennuspäälliköksi</a></h2><p class="meta">12.5.2025</p></article>` +
        `<article class="post"><h2>Kevätkauden päätösjuhla la 24.5.</h2><p class="meta">5.5.2025</p><p>Tervetuloa koko perhe! Palkitsemme kauden tsemppaajat, tarjolla kahvia ja pullaa.</p></article>` +
        `<article class="post"><h2>Kausimaksut 2025–2026 vahvistettu</h2><p class="meta">22.4.2025</p><p>Hallitus vahvisti kokouksessaan kausimaksut. Maksut nousevat keskimäärin 3 % jäävuokrien noustessa.</p></article>`,
    ),
  });

  pages['/uutiset/uusi-valmennuspaallikko'] = page({
    path: '/uutiset/uusi-valmennuspaallikko',
    title: 'Tuomas Lehtonen seuran valmennuspäälliköksi',
    main:
      `<div id="primary" class="content-area"><article class="post type-post status-publish"><header class="entry-header"><h1 class="entry-title">Tuomas Lehtonen seuran valmennuspäälliköksi</h1><div class="entry-meta"><time datetime="2025-05-12">12.5.2025</time> · Uutiset</div></header><div class="entry-content">` +
      `<p>Seuran uusi valmennuspäällikkö Tuomas Lehtonen aloittaa tehtävässään 1. kesäkuuta. Tuomas on valmentanut viimeiset kuusi vuotta Koovee:n junioreita ja suorittanut Jääkiekkoliiton valmentajan ammattitutkinnon.</p>` +
      `<p>Valmennuspäällikkö vastaa seuran valmennuslinjasta, valmentajien koulutuksesta ja pelaajapolusta. Valmentajakoulutuksia koskevat kysymykset Tuomas pyytää lähettämään suoraan hänelle osoitteeseen ${mailto(`tuomas.lehtonen@${HOST}`)}.</p>` +
      `<p>Toiminnanjohtaja Jari Niemi kiittää seuraa rakentanutta valmentajaverkostoa: ”Tuomaksen myötä saamme päätoimisen ihmisen valmennuksen kehittämiseen.”</p></div></article></div>`,
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsOrganization',
        name: 'Hervannan Kiekko ry',
        sport: 'Ice hockey',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/08/hk-logo-180.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Lindforsinkatu 9', postalCode: '33720', addressLocality: 'Tampere', addressCountry: 'FI' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: `toimisto@${HOST}`, telephone: '+358 40 552 1180', availableLanguage: ['fi', 'en'] },
          { '@type': 'ContactPoint', contactType: 'billing support', email: `laskutus@${HOST}` },
        ],
      },
    ],
    main: article(
      'Yhteystiedot',
      `<div class="wp-block-columns"><div class="wp-block-column"><h2>Seuran toimisto</h2><p>Hervannan jäähalli, 2. krs<br>Lindforsinkatu 9<br>33720 Tampere</p><p>Avoinna ma–to klo 10–15<br>${tel('040 552 1180')}<br>${mailto(`toimisto@${HOST}`)}</p></div>` +
        `<div class="wp-block-column"><h2>Laskutus</h2><p>Verkkolaskuosoite 003710874523<br>Operaattori Maventa (003721291126)</p><p>Kausimaksujen ja laskujen kysymykset: ${mailto(`laskutus@${HOST}`)}</p></div></div>` +
        `<p>Joukkueiden toimihenkilöiden yhteystiedot löydät <a href="/joukkueet">joukkueiden sivuilta</a>, toimiston henkilökunnan <a href="/seura/toimisto">täältä</a>.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({
    path: '/tietosuoja',
    title: 'Tietosuojaseloste',
    main: article('Tietosuojaseloste', `<p>Rekisterinpitäjä on Hervannan Kiekko ry. Jäsenrekisteriä käytetään jäsenyyden hoitamiseen, laskutukseen ja seuran tiedottamiseen. Tietoja säilytetään jäsenyyden ajan ja kaksi vuotta sen päättymisestä.</p>`),
  });

  pages['/jasenrekisteri'] = page({
    path: '/jasenrekisteri',
    title: 'Jäsenrekisteri',
    main: article('Jäsenrekisteri', `<form class="login" method="post"><label>Käyttäjätunnus <input name="log"></label><label>Salasana <input type="password" name="pwd"></label><button>Kirjaudu</button></form><p>Tunnusongelmissa: ${mailto(`rekisteri@${HOST}`)}</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /jasenrekisteri\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/seura', '/seura/toimisto', '/joukkueet', '/joukkueet/luistelukoulu', '/joukkueet/u14', '/uutiset', '/uutiset/uusi-valmennuspaallikko', '/yhteystiedot', '/tietosuoja'], '2025-05-12'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', 'json-ld-contact-point', ln] },
        { address: `hallitus@${HOST}`, name: null, title: null, pages: ['/seura/toimisto'], cases: ['role', 'plain', ln] },
        { address: `jari.niemi@${HOST}`, name: 'Jari Niemi', title: 'Toiminnanjohtaja', pages: ['/seura/toimisto'], cases: ['table', 'plain', ln] },
        { address: `satu.laine@${HOST}`, name: 'Satu Laine', title: 'Seurasihteeri', pages: ['/seura/toimisto'], cases: ['table', 'entities', ln] },
        { address: `pekka.virtanen@${HOST}`, name: 'Pekka Virtanen', title: 'Talouspäällikkö', pages: ['/seura/toimisto'], cases: ['table', 'obfuscated', ln] },
        { address: `ville.makela@${HOST}`, name: 'Ville Mäkelä', title: 'Olosuhdevastaava', pages: ['/seura/toimisto'], cases: ['table', 'plain', ln] },
        {
          address: `anni.saarinen@${HOST}`,
          name: 'Anni Saarinen',
          title: 'Junioripäällikkö',
          pages: ['/seura/toimisto'],
          encoded: { kind: 'script', text: ANNI_SCRIPT },
          cases: ['card', 'script-concat', ln],
        },
        { address: `luistelukoulu@${HOST}`, name: null, title: null, pages: ['/joukkueet/luistelukoulu'], cases: ['role', 'plain', 'deep-page', ln] },
        { address: `mikko.heikkinen@${HOST}`, name: 'Mikko Heikkinen', title: 'Vastuuvalmentaja', pages: ['/joukkueet/u14'], cases: ['title-name-line', 'plain', 'deep-page', ln] },
        { address: `teemu.rantanen@${HOST}`, name: 'Teemu Rantanen', title: 'Maalivahtivalmentaja', pages: ['/joukkueet/u14'], cases: ['title-name-line', 'obfuscated', 'deep-page', ln] },
        { address: `hanna.koskinen@${HOST}`, name: 'Hanna Koskinen', title: 'Joukkueenjohtaja', pages: ['/joukkueet/u14'], cases: ['title-name-line', 'plain', 'deep-page', ln] },
        { address: `u14.rahasto@${HOST}`, name: null, title: null, pages: ['/joukkueet/u14'], cases: ['role', 'neighbour', 'plain', 'deep-page', ln] },
        { address: `tuomas.lehtonen@${HOST}`, name: 'Tuomas Lehtonen', title: 'valmennuspäällikkö', pages: ['/uutiset/uusi-valmennuspaallikko'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/seura/toimisto', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/jasenrekisteri'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `markku.salo@${HOST}`, kind: 'comment' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: `rekisteri@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
