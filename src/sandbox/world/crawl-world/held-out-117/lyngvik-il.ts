/**
 * Lyngvik Idrettslag: a sports club (football, cross-country skiing, a flea market) in Bergen, on
 * Joomla 3 with the Protostar template, in Norwegian Bokmål. Joomla's e-mail cloaking plugin
 * turns every address in the articles into its document.getElementById(…) script: the board as a
 * table, the football group's sporting director as "Title: Name, address", the head coach of the
 * skiing group in a sentence, and the flea-market article (linked nowhere, listed only in the
 * gzip sitemap robots.txt names) with its organiser. The contact article switches cloaking off
 * ({emailcloak=off}) and gives the general manager as "Title: Name". The newsletter module's
 * placeholder, a pinned slider library and the member portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'lyngvik-il.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/fotball', 'Fotball'],
  ['/ski', 'Ski'],
  ['/klubben/styret', 'Styret'],
  ['/klubben/kontakt-oss', 'Kontakt oss'],
  ['/medlemsportal', 'Min side'],
];

/** A stable 32-digit hex id per address, as Joomla's md5(rand()) gives one per cloak. */
const cloakId = (seed: string): string => {
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; round < 4; round++) {
    for (const c of `${seed}#${round}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
};

/** The script Joomla 3's HTMLHelperEmail::cloak writes for a mailto link (its body, between the script tags). */
const cloakScript = (address: string): string => {
  const id = cloakId(address);
  const [local, domain = ''] = address.split('@');
  const parts = domain.split('.').join("' + '&#46;' + '");
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${parts}';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + '${parts}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
};
const cloak = (address: string): string =>
  `<span id="cloak${cloakId(address)}">Denne e-postadressen er beskyttet mot programmer som samler e-postadresser. Du må aktivere JavaScript for å kunne se den.</span><script type='text/javascript'>${cloakScript(address)}</script>`;
const encoded = (address: string): EncodedAddress => ({ kind: 'script', text: cloakScript(address) });

const theme: Theme = {
  host: HOST,
  siteName: 'Lyngvik IL',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?8d1c5e0f3a2b4c6d7e9f0a1b2c3d4e5f" rel="stylesheet">`,
    `<link href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?8d1c5e0f3a2b4c6d7e9f0a1b2c3d4e5f"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?8d1c5e0f3a2b4c6d7e9f0a1b2c3d4e5f"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo/lyngvik-il-logo.png" alt="Lyngvik IL"> <div class="site-description">Idrett for alle i Lyngvik siden 1946</div></a></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Vis/skjul navigasjon</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><div id="content-main" class="span9">`,
  footer: () =>
    `</div><div id="aside" class="span3"><div class="well "><h3 class="page-header">Nyhetsbrev</h3><div class="acymailing_module" id="acymailing_module_formAcymailing41531"><form id="formAcymailing41531" action="/component/acymailing/" method="post" name="formAcymailing41531"><input id="user_email_formAcymailing41531" type="email" name="user[email]" placeholder="fornavn@eksempel.no" class="inputbox" required><input type="submit" class="btn btn-primary" value="Meld meg på"></form></div></div></div></div></div></div>` +
    `<footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>Lyngvik Idrettslag · Lyngvikvegen 30, 5155 Bønes · Org.nr. 971 234 567 · ${mailto(`post@${HOST}`)} · Vipps 12345</p></div><p class="pull-right"><a href="#top" id="back-top">Til toppen</a></p><p>© 2025 Lyngvik IL</p></div></footer>`,
  bodyEnd: [`<script>new Swiper('.sponsor-swiper', { slidesPerView: 3, loop: true, autoplay: { delay: 3000 } });</script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb-no' });
const article = (heading: string, body: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="nb-NO"><div class="page-header"><h2 itemprop="headline">${esc(heading)}</h2></div><div itemprop="articleBody">${body}</div></div>`;

type Board = { office: string; name: string; local: string; phone: string };
const BOARD: Board[] = [
  { office: 'Leder', name: 'Kari Solberg', local: 'kari', phone: '915 22 301' },
  { office: 'Nestleder', name: 'Eirik Haugen', local: 'eirik', phone: '918 40 772' },
  { office: 'Kasserer', name: 'Ingrid Bakke', local: 'ingrid', phone: '472 19 836' },
  { office: 'Sekretær', name: 'Tone Lie', local: 'tone', phone: '986 03 415' },
];

export function lyngvikIl(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const a = (local: string): string => `${local}@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Hjem',
    main:
      `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">` +
      `<h2 class="item-title" itemprop="headline">Årsmøtet 2025 er gjennomført</h2><p>Takk til alle som møtte opp på klubbhuset! Årsberetning og regnskap ligger under <a href="/klubben/styret">Styret</a>. Nytt styre ble valgt ved akklamasjon.</p></div></div>` +
      `<div class="items-row"><h2 class="item-title">Sesongstart for fotballskolen</h2><p>Fotballskolen for 6–9-åringer starter 22. april på Lyngvik kunstgress. Påmelding under <a href="/fotball">Fotball</a>.</p></div></div>` +
      `<div class="swiper sponsor-swiper"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/images/sponsorer/sparebanken.png" alt="Sparebanken"></div><div class="swiper-slide"><img src="/images/sponsorer/bones-bil.png" alt="Bønes Bil"></div></div></div>`,
  });

  pages['/fotball'] = page({
    path: '/fotball',
    title: 'Fotball',
    main: article(
      'Fotball',
      `<p>Fotballgruppa har 23 lag fra 6 år til senior, og over 350 aktive spillere. Alle lag trener på Lyngvik kunstgress, vinterstid også i Bønes flerbrukshall.</p>` +
        `<p>Sportslig leder: Thomas Berg, ${cloak(a('thomas'))}</p><p>Trenerkontakter for hvert årskull finner du i Spond.</p>`,
    ),
  });

  pages['/ski'] = page({
    path: '/ski',
    title: 'Ski',
    main: article(
      'Ski',
      `<p>Skigruppa arrangerer skileik for de minste og trening i klassisk og skøyting for barn og ungdom fra 10 år. Vi kjører til Kvamskogen når det er snø der og ikke her.</p>` +
        `<p>Vil du prøve langrenn? Send en e-post til hovedtrener Marte Nygård på ${cloak(a('marte'))}, så finner hun en gruppe som passer.</p>`,
    ),
  });

  pages['/klubben/styret'] = page({
    path: '/klubben/styret',
    title: 'Styret',
    main: article(
      'Styret',
      `<p>Styret ble valgt på årsmøtet 12. mars 2025 og sitter til årsmøtet 2026.</p><table class="table table-striped"><thead><tr><th>Verv</th><th>Navn</th><th>Telefon</th><th>E-post</th></tr></thead><tbody>` +
        BOARD.map((b) => `<tr><td>${esc(b.office)}</td><td>${esc(b.name)}</td><td>${tel(b.phone)}</td><td>${cloak(a(b.local))}</td></tr>`).join('') +
        `<tr><td>Styremedlem</td><td>Jørgen Vik</td><td>${tel('930 55 128')}</td><td></td></tr></tbody></table>`,
    ),
  });

  pages['/klubben/kontakt-oss'] = page({
    path: '/klubben/kontakt-oss',
    title: 'Kontakt oss',
    main: article(
      'Kontakt oss',
      `<p>Klubbhuset er betjent tirsdag og torsdag 17–20.</p><p>Generelle henvendelser, medlemskap og utleie av klubbhuset: ${mailto(a('post'))}</p>` +
        `<p>Daglig leder: Sindre Moen, tlf. ${tel('957 12 345')}, ${mailto(a('sindre'))}</p><p>Faktura sendes til Lyngvik IL, Postboks 44, 5892 Bergen.</p>`,
    ),
  });

  pages['/dugnad/loppemarked-2025'] = page({
    path: '/dugnad/loppemarked-2025',
    title: 'Loppemarked 2025',
    main: article(
      'Loppemarked 2025',
      `<p>Lyngvik ILs store loppemarked arrangeres i Bønes flerbrukshall lørdag 20. september. Inntektene går til nye baner og til å holde treningsavgiften nede.</p>` +
        `<p>Vi tar imot lopper fra 1. september. Trenger du henting? Ansvarlig for loppemarkedet: Hilde Strand, tlf. ${tel('934 56 789')}, ${cloak(a('hilde'))}</p>`,
    ),
  });

  pages['/medlemsportal'] = page({
    path: '/medlemsportal',
    title: 'Min side',
    main: article('Min side', `<p>Logg inn for å se medlemskontingent og treningsavgift. Feil i medlemsregisteret? Skriv til ${mailto(a('medlemsregister'))}.</p>`),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/fotball', '/ski', '/klubben/styret', '/klubben/kontakt-oss', '/dugnad/loppemarked-2025'], '2025-08-18'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\n` +
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /medlemsportal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'K2 v2.11' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['no'],
      addresses: [
        { address: a('post'), name: null, title: null, pages: ['/', '/klubben/kontakt-oss'], cases: ['role', 'plain'] },
        ...BOARD.map((b) => ({
          address: a(b.local),
          name: b.name,
          title: b.office,
          pages: ['/klubben/styret'],
          encoded: encoded(a(b.local)),
          cases: ['table', 'script-protect', ln] as CaseKind[],
        })),
        { address: a('sindre'), name: 'Sindre Moen', title: 'Daglig leder', pages: ['/klubben/kontakt-oss'], cases: ['title-name-line', 'plain', ln] },
        { address: a('thomas'), name: 'Thomas Berg', title: 'Sportslig leder', pages: ['/fotball'], encoded: encoded(a('thomas')), cases: ['title-name-line', 'script-protect', ln] },
        { address: a('marte'), name: 'Marte Nygård', title: 'hovedtrener', pages: ['/ski'], encoded: encoded(a('marte')), cases: ['prose', 'script-protect', ln] },
        {
          address: a('hilde'),
          name: 'Hilde Strand',
          title: 'Ansvarlig for loppemarkedet',
          pages: ['/dugnad/loppemarked-2025'],
          encoded: encoded(a('hilde')),
          cases: ['title-name-line', 'script-protect', 'sitemap-gzip', 'sitemap-robots'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/medlemsportal'],
      nonAddresses: [
        { text: a('medlemsregister'), kind: 'disallowed' },
        { text: 'fornavn@eksempel.no', kind: 'placeholder' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
