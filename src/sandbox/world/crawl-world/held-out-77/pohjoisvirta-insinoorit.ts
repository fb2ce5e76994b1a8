/**
 * Insinööritoimisto Pohjoisvirta: a structural, HVAC and electrical engineering consultancy in
 * Oulu, on Drupal, in Finnish. The management as schema.org microdata Person blocks in a Drupal
 * view; the designers as a definition list with addresses written "etunimi.sukunimi(at)…", as
 * Finnish sites do by hand; the contact page stating the scheme and carrying JSON-LD with the
 * managers inside departments; a news item on the new BIM coordinator listed only in the
 * gzip-compressed sitemap robots.txt names. A git clone URL of the open calculation tool, a
 * Bootstrap package version from the CDN and the client extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pohjoisvirta-insinoorit-oulu.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `etunimi.sukunimi@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/palvelut', 'Palvelut'],
  ['/henkilosto', 'Henkilöstö'],
  ['/ura', 'Ura meillä'],
  ['/yhteystiedot', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Insinööritoimisto Pohjoisvirta Oy',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk2f9bq1T0aZx3mYwq7Lr4s8Jc1dV0pNhQe6uGz5oA.css?delta=0&amp;language=fi&amp;theme=pohjoisvirta&amp;include=eJxLz8lPSsxRKC5JLCpRKC5NTsxLz1VITEoFAG8WCJ4">',
  ],
  header: () =>
    `<header role="banner" class="navbar navbar-expand-lg"><div class="container"><a href="/" title="Etusivu" rel="home" class="navbar-brand"><img src="/themes/custom/pohjoisvirta/logo.svg" alt="Etusivu"></a>` +
    `<nav role="navigation" aria-labelledby="block-pohjoisvirta-main-menu-menu" id="block-pohjoisvirta-main-menu"><h2 class="visually-hidden" id="block-pohjoisvirta-main-menu-menu">Päävalikko</h2><ul class="nav navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}" class="nav-link" data-drupal-link-system-path="${h === '/' ? '<front>' : `node${h}`}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Insinööritoimisto Pohjoisvirta Oy</strong><br>Kauppurienkatu 23 B, 90100 Oulu<br>puh. ${tel('08 562 4100')}<br>toimisto(at)${HOST}</p><p>Y-tunnus 2345678-9</p></div>` +
    `<div class="col-md-6"><p>Avoinna ma–pe 8.00–16.00</p><p><a href="/extranet">Asiakasextranet</a> · <a href="/tietosuojaseloste">Tietosuojaseloste</a></p></div></div></div></footer>`,
  bodyEnd: [
    '<div id="sliding-popup" class="eu-cookie-compliance-banner" role="banner" hidden><div class="popup-content info"><div id="popup-text"><p>Käytämme evästeitä sivuston toiminnan varmistamiseen ja, suostumuksellasi, kävijätilastointiin.</p><a href="/tietosuojaseloste">Lisätietoja</a></div><div id="popup-buttons"><button type="button" class="agree-button">Hyväksy kaikki</button><button type="button" class="decline-button">Vain välttämättömät</button></div></div></div>',
    '<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>',
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const node = (html: string): string => `<div class="container"><article class="node node--type-page"><div class="field field--name-body field--type-text-with-summary">${html}</div></article></div>`;
const at = (local: string): string => `${local}(at)${HOST}`;

type Lead = { name: string; title: string; local: string; phone: string; dept: string };
const LEADS: Lead[] = [
  { name: 'Jari Heikkinen', title: 'toimitusjohtaja', local: 'jari.heikkinen', phone: '040 581 2201', dept: 'Johto' },
  { name: 'Sanna Koskela', title: 'rakennesuunnittelun osastopäällikkö', local: 'sanna.koskela', phone: '040 581 2214', dept: 'Rakennesuunnittelu' },
  { name: 'Mikko Rautio', title: 'LVI-suunnittelun osastopäällikkö', local: 'mikko.rautio', phone: '040 581 2230', dept: 'LVI-suunnittelu' },
];

type Designer = { name: string; title: string; local: string };
const DESIGNERS: Designer[] = [
  { name: 'Tuomas Laine', title: 'rakennesuunnittelija, DI', local: 'tuomas.laine' },
  { name: 'Elina Rantala', title: 'LVI-suunnittelija', local: 'elina.rantala' },
  { name: 'Ville Karjalainen', title: 'sähkösuunnittelija', local: 'ville.karjalainen' },
  { name: 'Heidi Ojala', title: 'projektisihteeri', local: 'heidi.ojala' },
];

export function pohjoisvirtaInsinoorit(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Rakenne-, LVI- ja sähkösuunnittelua Oulusta',
    main: node(
      `<h1>Suunnittelua pohjoisen olosuhteisiin</h1><p>Pohjoisvirta on 24 hengen insinööritoimisto, joka suunnittelee asuin-, liike- ja teollisuusrakennuksia Pohjois-Suomessa.</p>` +
        `<h2>Ajankohtaista</h2><div class="views-view"><div class="views-row"><span class="date">12.3.2025</span> Oulun uuden kirjastotalon rakennesuunnittelu käynnistyi.</div><div class="views-row"><span class="date">28.2.2025</span> Olemme mukana Rakentamisen BIM-päivillä Helsingissä.</div></div>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: node(
      `<h1>Palvelut</h1><ul><li>Rakennesuunnittelu (betoni, teräs, puu)</li><li>LVI- ja energiasuunnittelu</li><li>Sähkö- ja automaatiosuunnittelu</li><li>Kuntotutkimukset ja korjausrakentaminen</li><li>Tietomallinnus ja yhdistelmämallit</li></ul>` +
        `<h2>Avoin lähdekoodi</h2><p>Julkaisemme puupalkkien mitoitustyökalumme avoimena lähdekoodina:</p><pre><code>git clone git@git.${HOST}:avoin/puupalkki-mitoitus.git</code></pre>`,
    ),
  });

  pages['/henkilosto'] = page({
    path: '/henkilosto',
    title: 'Henkilöstö',
    main: node(
      `<h1>Henkilöstö</h1><h2>Johto</h2><div class="views-view views-view--henkilosto row">` +
        LEADS.map(
          (l) =>
            `<div class="views-row col-md-4" itemscope itemtype="https://schema.org/Person"><img src="/sites/default/files/styles/henkilo/public/henkilosto/${l.local}.jpg" alt=""><h3 itemprop="name">${esc(l.name)}</h3><div class="field--name-field-titteli" itemprop="jobTitle">${esc(l.title)}</div>` +
            `<div>puh. <span itemprop="telephone">${esc(l.phone)}</span></div><div><a itemprop="email" href="mailto:${l.local}@${HOST}">${l.local}@${HOST}</a></div></div>`,
        ).join('') +
        `</div><h2>Suunnittelijat ja asiantuntijat</h2><dl class="henkilolista">` +
        DESIGNERS.map((d) => `<dt>${esc(d.name)}</dt><dd>${esc(d.title)}<br>${at(d.local)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/ura'] = page({
    path: '/ura',
    title: 'Ura meillä',
    main: node(
      `<h1>Ura meillä</h1><p>Haemme kevään aikana kahta rakennesuunnittelijaa ja kesäharjoittelijoita LVI-osastolle. Avoimet hakemukset otetaan vastaan ympäri vuoden osoitteessa rekry(at)${HOST}.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Insinööritoimisto Pohjoisvirta Oy',
        url: `${ORIGIN}/`,
        email: `toimisto@${HOST}`,
        telephone: '+358 8 562 4100',
        address: { '@type': 'PostalAddress', streetAddress: 'Kauppurienkatu 23 B', postalCode: '90100', addressLocality: 'Oulu', addressCountry: 'FI' },
        department: LEADS.slice(1).map((l) => ({ '@type': 'Organization', name: l.dept, employee: { '@type': 'Person', name: l.name, jobTitle: l.title, email: `${l.local}@${HOST}` } })),
      },
    ],
    main: node(
      `<h1>Yhteystiedot</h1><p>Käyntiosoite: Kauppurienkatu 23 B, 4. krs, 90100 Oulu<br>Vaihde: ${tel('08 562 4100')}<br>Yleiset yhteydenotot: toimisto(at)${HOST}</p>` +
        `<p>Henkilöstön sähköpostiosoitteet ovat muotoa ${esc(SCHEME)}.</p><p>Laskutusosoitteet ja verkkolaskutunnukset löydät tietosuojaselosteen alta.</p>`,
    ),
  });

  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', main: node(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Insinööritoimisto Pohjoisvirta Oy. Verkkolaskuosoite 003723456789, operaattori Maventa.</p>`) });

  pages['/extranet'] = page({ path: '/extranet', title: 'Asiakasextranet', main: node(`<h1>Asiakasextranet</h1><p>Tunnukset projektipankkiin saat projektisi yhteyshenkilöltä tai osoitteesta ${mailto(`extranet@${HOST}`)}.</p>`) });

  pages['/ajankohtaista/uusi-bim-koordinaattori'] = page({
    path: '/ajankohtaista/uusi-bim-koordinaattori',
    title: 'Anna Keränen BIM-koordinaattoriksi',
    main: node(
      `<h1>Anna Keränen BIM-koordinaattoriksi</h1><p class="date">3.2.2025</p><p>Pohjoisvirran BIM-koordinaattorina on aloittanut Anna Keränen, joka siirtyi meille rakennusliikkeen tietomallinnustehtävistä. Tietomallinnukseen liittyvissä kysymyksissä Annan tavoittaa osoitteesta ${at('anna.keranen')}.</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/palvelut', '/henkilosto', '/ura', '/yhteystiedot', '/ajankohtaista/uusi-bim-koordinaattori'], '2025-03-12'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt (Drupal)\nUser-agent: *\nDisallow: /admin/\nDisallow: /user/\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'obfuscated'] },
        { address: `rekry@${HOST}`, name: null, title: null, pages: ['/ura'], cases: ['role', 'obfuscated', ln] },
        ...LEADS.map((l, i) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: i === 0 ? ['/henkilosto'] : ['/henkilosto', '/yhteystiedot'],
          cases: ['microdata', 'card', 'plain', ln, ...(i === 0 ? [] : (['json-ld-nested', 'json-ld-person'] as CaseKind[]))] as CaseKind[],
        })),
        ...DESIGNERS.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title.replace(/, DI$/, ''),
          pages: ['/henkilosto'],
          cases: ['definition-list', 'obfuscated', ln] as CaseKind[],
        })),
        { address: `anna.keranen@${HOST}`, name: 'Anna Keränen', title: 'BIM-koordinaattori', titleAlternatives: ['BIM-koordinaattorina'], pages: ['/ajankohtaista/uusi-bim-koordinaattori'], cases: ['prose', 'obfuscated', 'sitemap-gzip'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: SCHEME },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
      ],
    },
  };
}
