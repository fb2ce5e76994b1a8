/**
 * Suunnistusseura Kaarna ry: an orienteering club in Jyväskylä, on Joomla 3.10 with the Protostar
 * template, in Finnish. The board as a table (duty, name, phone, e-mail) whose addresses Joomla's
 * e-mail cloaking writes by script; the coaching page with "Duty: Name, address" lines, one with a
 * Finnish post-nominal (LitM) and written "(at)", one "[at] … [dot]"; the club office's manager as
 * a com_contact Person in microdata; the events page with the entries mailbox beside the course
 * setter's name; the spring race's page listed only in the gzip sitemap the robots.txt names, with
 * its race director as a "Duty: Name" line. A git clone URL of the map-symbol set, a retina logo,
 * an old webmaster address in an HTML comment, the results service's support address and the
 * members' pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kaarna-suunnistus.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Etusivu', 101],
  ['/seura', 'Seura', 102],
  ['/valmennus', 'Valmennus', 105],
  ['/tapahtumat', 'Tapahtumat', 108],
  ['/kartat', 'Kartat', 110],
  ['/yhteystiedot', 'Yhteystiedot', 112],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tämä sähköpostiosoite on suojattu spamboteilta. Tarvitset JavaScriptin käyttöön nähdäksesi osoitteen.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'kaarna-suunnistus' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'kaarna-suunnistus' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Suunnistusseura Kaarna ry',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?5e1b8c1f0a2d9e7c4b3a6f8d1e2c0b9a" rel="stylesheet">`,
    `<link href="https://fonts.googleapis.com/css?family=Open+Sans" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5e1b8c1f0a2d9e7c4b3a6f8d1e2c0b9a"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?5e1b8c1f0a2d9e7c4b3a6f8d1e2c0b9a"></script>`,
    `<script src="/templates/protostar/js/template.js?5e1b8c1f0a2d9e7c4b3a6f8d1e2c0b9a"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logot/kaarna-logo.png" srcset="${ORIGIN}/images/logot/kaarna-logo@2x.png 2x" alt="Suunnistusseura Kaarna ry"> <div class="site-description">Suunnistusta Jyväskylässä vuodesta 1957</div></a>` +
    `<div class="header-search pull-right"><div class="search"><form action="/" method="post" class="form-inline" role="search"><label for="mod-search-searchword93" class="element-invisible">Etsi...</label> <input name="searchword" id="mod-search-searchword93" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Etsi..."><input type="hidden" name="task" value="search"><input type="hidden" name="option" value="com_search"><input type="hidden" name="Itemid" value="101"></form></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Vaihda navigointi</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label, id]) => `<li class="item-${id}${href === p.path ? ' current active' : ''}${id === 101 ? ' default' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><div id="aside" class="span3"><div class="well "><h3 class="page-header">Tulevat tapahtumat</h3><ul class="latestnews mod-list"><li itemscope itemtype="https://schema.org/Article"><span itemprop="name">Kevätrastit 27.4.</span></li><li itemscope itemtype="https://schema.org/Article"><span itemprop="name">Iltarastit ti ja to klo 17–19</span></li></ul></div></div><div id="content-wrap" class="span9">`,
  footer: () =>
    `</div></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Suunnistusseura Kaarna ry · Y-tunnus 0219478-6 · Seuratoimisto Kyllikinkatu 3, 40100 Jyväskylä · ${tel('014 618 220')} · ${mailto(`toimisto@${HOST}`)}</p>` +
    `<p><a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/jasensivut">Jäsensivut (kirjautuminen)</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">Takaisin ylös</a></p><p>© 2025 Suunnistusseura Kaarna ry</p></div></footer>` +
    `<!-- ylläpito: vanhat sivut webmaster@${HOST} (Kalle), siirretty Joomlaan 2016 -->`,
  bodyEnd: [
    '<div id="cookieBanner" class="cookie-banner alert alert-info" style="display:none"><p>Sivusto käyttää evästeitä. Jatkamalla sivuston käyttöä hyväksyt evästeiden käytön. <a href="/tietosuoja">Lisätietoja</a></p><button class="btn btn-small" id="cookieAccept">OK</button></div>',
    "<script>if(!document.cookie.match(/kaarna_cookie=1/)){document.getElementById('cookieBanner').style.display='block';}document.getElementById('cookieAccept').onclick=function(){document.cookie='kaarna_cookie=1;path=/;max-age=31536000';document.getElementById('cookieBanner').style.display='none';};</script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi-fi' });

const article = (title: string, html: string): string =>
  `<div id="system-message-container"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fi-FI"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Board = { duty: string; name: string; phone: string; local: string; id: string };
const BOARD: Board[] = [
  { duty: 'puheenjohtaja', name: 'Timo Hyvärinen', phone: '040 551 2873', local: 'timo.hyvarinen', id: '4e7a91c05b3d28f6a1e0c94d7b2f5e83' },
  { duty: 'varapuheenjohtaja, kilpailu- ja tapahtumatoiminta', name: 'Riikka Leinonen', phone: '050 338 1402', local: 'riikka.leinonen', id: 'b09d3f6e2a7c1845e6b0d2f9a3c7e154' },
  { duty: 'sihteeri, jäsenasiat ja seurakirjeet', name: 'Anna-Kaisa Pöllänen', phone: '044 290 6618', local: 'anna-kaisa.pollanen', id: '71c5e2a8f04b9d36c1e7a5f20d8b4c69' },
  { duty: 'rahastonhoitaja', name: 'Jarmo Kettunen', phone: '040 720 4451', local: 'jarmo.kettunen', id: 'e3a8b6d1c92f07e45a3b8c6d1f0e2a97' },
  { duty: 'nuorisovastaava (Kaarnan Rastikoulu ja nuorten leirit)', name: 'Outi Kervinen', phone: '050 467 3390', local: 'outi.kervinen', id: '2d6f9c3a85e1b47d0c2e6a9f3b5d8e10' },
];

export function kaarna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    main: article(
      'Tervetuloa Kaarnaan!',
      `<p>Kaarna on jyväskyläläinen suunnistusseura, jossa harrastetaan suunnistusta, hiihtosuunnistusta ja tarkkuussuunnistusta kaiken ikäisinä. Iltarastit järjestetään huhtikuusta lokakuuhun tiistaisin ja torstaisin.</p>` +
        `<p>Uusille harrastajille: katso <a href="/valmennus">valmennus ja Rastikoulu</a> sekä <a href="/tapahtumat">tapahtumakalenteri</a>. Seuran hallinto löytyy sivulta <a href="/seura">Seura</a>.</p>`,
    ),
  });

  pages['/seura'] = page({
    path: '/seura',
    title: 'Seura',
    main: article(
      'Seura',
      `<p>Suunnistusseura Kaarna ry on perustettu vuonna 1957 ja kuuluu Suomen Suunnistusliittoon. Jäseniä on noin 480, joista lähes puolet alle 20-vuotiaita.</p>` +
        `<p>Seuran asioista päättää vuosikokouksen valitsema <a href="/seura/hallitus">hallitus</a>. Päivittäisistä asioista huolehtii seuratoimisto.</p>`,
    ),
  });

  pages['/seura/hallitus'] = page({
    path: '/seura/hallitus',
    title: 'Hallitus 2025',
    main: article(
      'Hallitus 2025',
      `<p>Vuosikokous valitsi 25.11.2024 seuran hallitukseen seuraavat henkilöt. Hallitus kokoontuu kuukauden ensimmäisenä maanantaina.</p>` +
        `<table class="table table-striped table-bordered"><thead><tr><th>Tehtävä</th><th>Nimi</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        BOARD.map((b) => `<tr><td>${esc(b.duty)}</td><td>${esc(b.name)}</td><td>${tel(b.phone)}</td><td>${cloak(b.local, b.id)}</td></tr>`).join('') +
        `<tr><td>jäsen</td><td>Ville Paananen</td><td>${tel('040 881 0927')}</td><td></td></tr></tbody></table>`,
    ),
  });

  pages['/valmennus'] = page({
    path: '/valmennus',
    title: 'Valmennus',
    main: article(
      'Valmennus',
      `<p>Kaarnan valmennus jakautuu Rastikouluun (7–12-vuotiaat), nuorten valmennusryhmään ja aikuisten kuntosuunnistajien ryhmään. Harjoitukset ovat jäsenille maksuttomia.</p>` +
        `<p>Päävalmentaja: Sami Rautiainen, LitM, puh. ${tel('040 613 7724')}, sami.rautiainen(at)kaarna-suunnistus.test</p>` +
        `<p>Nuorisovalmentaja (H/D14–18): Elina Sirviö, elina.sirvio [at] kaarna-suunnistus [dot] test</p>` +
        `<p>Rastikoulun ilmoittautumiset ja kysymykset hoitaa seuran nuorisovastaava Outi Kervinen (yhteystiedot <a href="/seura/hallitus">hallituksen sivulla</a>).</p>`,
    ),
  });

  pages['/tapahtumat'] = page({
    path: '/tapahtumat',
    title: 'Tapahtumat',
    main: article(
      'Tapahtumat',
      `<div class="jevents-calendar" data-source="/index.php?option=com_jevents&amp;task=month.calendar&amp;tmpl=component" data-year="2025" data-month="4"><noscript>Tapahtumakalenteri vaatii JavaScriptin.</noscript></div>` +
        `<h3>Kaarnan Kevätrastit 27.4.2025</h3><p>Keskus Laajavuoren majalla, radat H/D10–H/D80 sekä kuntoradat. Kilpailun ratamestarina toimii Pekka Koskinen. Ilmoittautumiset ja jälki-ilmoittautumiset: ${mailto(`kilpailut@${HOST}`)}</p>` +
        `<p>Tulokset julkaistaan Rastipalvelun tulospalvelussa; tulospalvelun häiriöissä voit olla yhteydessä osoitteeseen tuki@rastipalvelu.fi.</p>`,
    ),
  });

  pages['/tapahtumat/kaarnan-kevatrastit-2025'] = page({
    path: '/tapahtumat/kaarnan-kevatrastit-2025',
    title: 'Kaarnan Kevätrastit 2025',
    main: article(
      'Kaarnan Kevätrastit 2025 – kilpailuohje',
      `<p>Kilpailukeskus: Laajavuoren maja, Laajavuorentie 15, Jyväskylä. Pysäköinti opastetaan Laajavuorentieltä. Lähtö 1,2 km keskuksesta, viitoitus sini-valkoinen.</p>` +
        `<p>Kartta: Laajavuori 1:10 000 (H/D16–H/D20 ja H/D40–), 1:7 500 (muut), käyräväli 5 m, maastokartoitus 2023.</p>` +
        `<h3>Toimitsijat</h3><p>Kilpailunjohtaja: Hannu Turunen, ${mailto(`hannu.turunen@${HOST}`)}<br>Ratamestari: Pekka Koskinen<br>Tuomarineuvosto: Riikka Leinonen, Jarmo Kettunen, Mika Niskanen (Jyväskylän Suunta)</p>`,
    ),
  });

  pages['/kartat'] = page({
    path: '/kartat',
    title: 'Kartat',
    main: article(
      'Kartat',
      `<p>Seura omistaa kartat Laajavuoresta, Harjusta, Tikkakoskelta ja Vaajakoskelta. Karttojen käyttöluvat kilpailuihin ja koulujen käyttöön myöntää seuratoimisto.</p>` +
        `<p>Karttojen OCAD- ja OpenOrienteering Mapper -tiedostoissa käytetyt ISOM 2017-2 -symbolit ovat avoimesti saatavilla:</p><pre>git clone git@github.com:kaarna-suunnistus/isom-symbolit.git</pre>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><h2><span class="contact-name" itemprop="name">Merja Halonen</span></h2><h3>Seuratoimisto</h3>` +
      `<dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt><span class="jicons-icons"><img src="/media/contacts/images/con_address.png" alt="Osoite: "></span></dt><dd><span class="contact-street" itemprop="streetAddress">Kyllikinkatu 3</span></dd><dd><span class="contact-postcode" itemprop="postalCode">40100</span> <span class="contact-suburb" itemprop="addressLocality">Jyväskylä</span></dd></dl>` +
      `<dl class="dl-horizontal"><dt>Asema:</dt><dd><span class="contact-position" itemprop="jobTitle">toiminnanjohtaja</span></dd><dt>Sähköposti:</dt><dd><span class="contact-emailto">${mailto(`merja.halonen@${HOST}`, `merja.halonen@${HOST}`, 'itemprop="email"')}</span></dd><dt>Puhelin:</dt><dd><span class="contact-telephone" itemprop="telephone">${tel('014 618 220')}</span></dd></dl>` +
      `<div class="contact-miscinfo"><p>Seuratoimisto on avoinna ti ja to klo 10–14. Jäsenmaksut, karttaluvat ja seura-asut: ${mailto(`toimisto@${HOST}`)}.</p></div></div>`,
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: article('Tietosuojaseloste', `<p>Jäsenrekisterin rekisterinpitäjä on Suunnistusseura Kaarna ry. Tietoja käytetään jäsenyyden hoitamiseen ja kilpailulisenssien välittämiseen Suunnistusliitolle.</p>`) });

  pages['/jasensivut'] = page({ path: '/jasensivut', title: 'Jäsensivut', main: article('Jäsensivut', `<p>Kirjaudu sisään jäsennumerollasi. Jos tunnukset ovat hukassa, kirjoita osoitteeseen ${mailto(`jasenrekisteri@${HOST}`)}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/seura', '/seura/hallitus', '/valmennus', '/tapahtumat', '/tapahtumat/kaarnan-kevatrastit-2025', '/kartat', '/yhteystiedot', '/tietosuoja'], '2025-04-02'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /jasensivut\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `kilpailut@${HOST}`, name: null, title: null, pages: ['/tapahtumat'], cases: ['role', 'neighbour', 'plain', ln] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.duty,
          pages: ['/seura/hallitus'],
          encoded: { kind: 'script' as const, text: cloakScript(b.local, b.id) },
          cases: ['table', 'script-protect', 'deep-page', ln] as CaseKind[],
        })),
        { address: `sami.rautiainen@${HOST}`, name: 'Sami Rautiainen', title: 'Päävalmentaja', pages: ['/valmennus'], cases: ['title-name-line', 'post-nominal', 'obfuscated', ln] },
        {
          address: `elina.sirvio@${HOST}`,
          name: 'Elina Sirviö',
          title: 'Nuorisovalmentaja (H/D14–18)',
          titleAlternatives: ['Nuorisovalmentaja'],
          pages: ['/valmennus'],
          cases: ['title-name-line', 'obfuscated', ln],
        },
        { address: `merja.halonen@${HOST}`, name: 'Merja Halonen', title: 'toiminnanjohtaja', pages: ['/yhteystiedot'], cases: ['microdata', 'plain', ln] },
        {
          address: `hannu.turunen@${HOST}`,
          name: 'Hannu Turunen',
          title: 'Kilpailunjohtaja',
          pages: ['/tapahtumat/kaarnan-kevatrastit-2025'],
          cases: ['title-name-line', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/jasensivut'],
      nonAddresses: [
        { text: `jasenrekisteri@${HOST}`, kind: 'disallowed' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'kaarna-logo@2x.png', kind: 'retina' },
        { text: 'tuki@rastipalvelu.fi', kind: 'other-company' },
      ],
    },
  };
}
