/**
 * Korpelan Saha Oy: a third-generation family sawmill in Keski-Suomi, on Joomla 3 with a
 * Protostar-derived template. "Yhteystiedot" is a table of the staff whose addresses Joomla's
 * e-mail cloaking plugin writes with a script; a custom HTML module under it states the scheme
 * (etunimi.sukunimi@…); the timber-buying page lists the buyers by district, title first, with
 * "(at)" written by hand; the English page repeats the export manager with an English title.
 * The freight partner's address, a pinned script version and the staff extranet (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'korpelansaha.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `etunimi.sukunimi@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/tuotteet', 'Tuotteet'],
  ['/puukauppa', 'Puukauppa'],
  ['/yritys', 'Yritys'],
  ['/yhteystiedot', 'Yhteystiedot'],
  ['/in-english', 'In English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Korpelan Saha Oy',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/korpela/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/korpela/css/template.css?2f1c0a9e8d7b6a5c4d3e2f1a0b9c8d7e" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?2f1c0a9e8d7b6a5c4d3e2f1a0b9c8d7e"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?2f1c0a9e8d7b6a5c4d3e2f1a0b9c8d7e"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?2f1c0a9e8d7b6a5c4d3e2f1a0b9c8d7e"></script>',
    '<script src="https://cdn.jsdelivr.net/npm/lightbox2@2.11.4/dist/js/lightbox.min.js"></script>',
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo/korpelan-saha-logo.png" alt="Korpelan Saha Oy"></a><div class="header-search pull-right"><div class="custom"><p>${tel('014 378 2200')}</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Valikko</span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p><strong>Korpelan Saha Oy</strong> · Sahantie 12, 41900 Petäjävesi · ${tel('014 378 2200')} · ${mailto(`myynti@${HOST}`)} · Y-tunnus 0712345-6</p></div></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Takaisin ylös</a></p><p>© 2025 Korpelan Saha Oy · <a href="/tietosuojaseloste">Tietosuojaseloste</a> · <a href="/extranet">Henkilöstön extranet</a></p></div></footer>`,
  privacyPath: { fi: '/tietosuojaseloste', en: '/tietosuojaseloste' },
};

const page = (spec: Omit<PageSpec, 'lang'>, lang = 'fi-fi'): SandboxPage => renderPage(theme, { ...spec, lang });
const article = (html: string): string => `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fi-FI"><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's content plugin "Sähköpostisuojaus" (emailcloak): the address in pieces, joined by a script. */
function cloakScript(address: string, id: string): string {
  const [local, domain = ''] = address.split('@');
  const dom = domain
    .split('.')
    .map((part) => `'${part}'`)
    .join(" + '&#46;' + ");
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + ${dom};\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + ${dom};document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
}
const cloak = (address: string, id: string): string =>
  `<span id="cloak${id}">Tämä sähköpostiosoite on suojattu spamboteilta. JavaScriptin tulee olla käytössä, jotta voit nähdä sen.</span><script type='text/javascript'>${cloakScript(address, id)}</script>`;

type Row = { name: string; title: string; local: string; phone: string; id: string; en?: string };
const STAFF: Row[] = [
  { name: 'Jussi Korpela', title: 'toimitusjohtaja', local: 'jussi.korpela', phone: '0400 641 210', id: 'a3f81c0e9b2d47c5e6f1a2b3c4d5e6f7' },
  { name: 'Tuula Korpela', title: 'talouspäällikkö, henkilöstöasiat', local: 'tuula.korpela', phone: '0400 641 211', id: 'b7e20d1f8c3a56d4f7a2b3c4d5e6f708' },
  { name: 'Anna Lehtonen', title: 'myyntipäällikkö, vienti', local: 'anna.lehtonen', phone: '040 722 1934', id: 'c1d92e3a7f4b65e3a8b3c4d5e6f70819', en: 'Export Sales Manager' },
  { name: 'Petri Jääskeläinen', title: 'tuotantopäällikkö', local: 'petri.jaaskelainen', phone: '040 722 1935', id: 'd5c03f4b6e5c74f2b9c4d5e6f708192a' },
  { name: 'Sanna Heikkinen', title: 'myyntisihteeri', local: 'sanna.heikkinen', phone: '014 378 2201', id: 'e9b14a5c5d6d83e1cad5e6f708192a3b' },
  { name: 'Ville Rantanen', title: 'kunnossapitoesimies', local: 'ville.rantanen', phone: '040 722 1940', id: 'f2a25b6d4c7e92d0dbe6f708192a3b4c' },
];

type Buyer = { area: string; name: string; local: string; phone: string };
const BUYERS: Buyer[] = [
  { area: 'Puunostaja, Keski-Suomi', name: 'Mikko Hämäläinen', local: 'mikko.hamalainen', phone: '040 722 1950' },
  { area: 'Puunostaja, Pohjois-Häme ja Pirkanmaa', name: 'Kalle Nieminen', local: 'kalle.nieminen', phone: '040 722 1951' },
];

export function korpelanSaha(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    description: 'Korpelan Saha Oy – kuusi- ja mäntysahatavaraa Petäjävedeltä vuodesta 1948.',
    main: article(`<h1>Sahatavaraa Keski-Suomesta vuodesta 1948</h1><p>Korpelan Saha on kolmannen polven perheyritys. Sahaamme vuosittain noin 180 000 kuutiota kuusta ja mäntyä rakentamiseen, puusepänteollisuuteen ja vientiin.</p><p>Tarjouspyynnöt: ${mailto(`myynti@${HOST}`)}</p><p><a href="/puukauppa">Myy puusi meille »</a></p>`),
  });

  pages['/tuotteet'] = page({
    path: '/tuotteet',
    title: 'Tuotteet',
    main: article(`<h1>Tuotteet</h1><ul><li>Kuusi- ja mäntysahatavara, sahattu ja höylätty</li><li>Lujuuslajiteltu rakennepuu C24 ja C30</li><li>Hake, puru ja kuori energiakäyttöön</li></ul><p>Kuljetukset hoitaa kumppanimme Petäjäveden Kuljetus Oy (tilaukset@petajavedenkuljetus.test).</p>`),
  });

  pages['/puukauppa'] = page({
    path: '/puukauppa',
    title: 'Puukauppa',
    main: article(
      `<h1>Puukauppa</h1><p>Ostamme tukkia ja kuitupuuta pysty- ja hankintakaupoilla noin 150 km säteellä sahasta. Ota yhteyttä alueesi puunostajaan:</p>` +
        BUYERS.map((b) => `<p><strong>${esc(b.area)}:</strong> ${esc(b.name)}, p. ${tel(b.phone)}, ${b.local}(at)korpelansaha.test</p>`).join(''),
    ),
  });

  pages['/yritys'] = page({
    path: '/yritys',
    title: 'Yritys',
    main: article('<h1>Yritys</h1><p>Eino Korpela perusti sahan Petäjävedelle vuonna 1948. Nykyään yritystä johtaa hänen pojanpoikansa Jussi Korpela. Työllistämme 38 henkilöä sahalla ja höyläämöllä sekä noin 20 urakoitsijaa metsässä.</p><p>Sahamme on PEFC-sertifioitu.</p>'),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main:
      article(
        `<h1>Yhteystiedot</h1><p>Korpelan Saha Oy<br>Sahantie 12, 41900 Petäjävesi<br>Vaihde ${tel('014 378 2200')}</p>` +
          `<table class="table table-striped"><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
          STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${cloak(`${r.local}@${HOST}`, r.id)}</td></tr>`).join('') +
          `</tbody></table>`,
      ) + `<div class="moduletable"><div class="custom"><p>Henkilöstön sähköpostiosoitteet ovat muotoa ${SCHEME}</p></div></div>`,
  });

  pages['/in-english'] = page(
    {
      path: '/in-english',
      title: 'In English',
      main: article(`<h1>Korpelan Saha – Finnish sawn timber since 1948</h1><p>We produce about 180,000 m³ of spruce and pine sawn goods a year, kiln-dried and graded to Nordic Timber rules, for customers in Finland, Japan, Egypt and the UK.</p><p>Export enquiries: Anna Lehtonen, Export Sales Manager, ${tel('+358 40 722 1934')}, ${mailto(`anna.lehtonen@${HOST}`)}</p>`),
    },
    'en-gb',
  );

  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', main: article(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Korpelan Saha Oy. Tietosuoja-asioissa ota yhteyttä: ${mailto(`myynti@${HOST}`)}.</p>`) });

  pages['/extranet'] = page({ path: '/extranet', title: 'Henkilöstön extranet', main: article(`<h1>Kirjaudu</h1><p>Vuorolistat ja työturvallisuusohjeet. Tunnusongelmissa: ${mailto(`atk@${HOST}`)}</p>`) });

  const tableCases: CaseKind[] = ['table', 'script-protect', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /extranet\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['fi', 'en'],
      addresses: [
        { address: `myynti@${HOST}`, name: null, title: null, pages: ['/', '/tietosuojaseloste'], cases: ['role', 'plain'] },
        ...STAFF.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          ...(r.en ? { titleAlternatives: [r.en] } : {}),
          pages: r.en ? ['/yhteystiedot', '/in-english'] : ['/yhteystiedot'],
          encoded: { kind: 'script' as const, text: cloakScript(`${r.local}@${HOST}`, r.id) },
          cases: r.en ? ([...tableCases, 'name-title-line', 'plain'] as CaseKind[]) : tableCases,
        })),
        ...BUYERS.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.area,
          pages: ['/puukauppa'],
          cases: ['title-name-line', 'obfuscated', 'link-non-english'] as CaseKind[],
        })),
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: SCHEME },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `atk@${HOST}`, kind: 'disallowed' },
        { text: 'tilaukset@petajavedenkuljetus.test', kind: 'other-company' },
        { text: 'lightbox2@2.11.4', kind: 'package' },
      ],
    },
  };
}
