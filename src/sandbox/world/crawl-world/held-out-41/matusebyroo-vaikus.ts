/**
 * Matusebüroo Vaikus: a family funeral home in Viljandi, on Joomla, in Estonian. The staff in
 * RDFa cards on the about page; the contact page with the manager as "Juhataja: Name" and her
 * address behind Joomla's e-mail cloak, the cemetery works leader in a label line, and JSON-LD
 * departments holding the funeral arranger and the bookkeeper (the bookkeeper nowhere else); the
 * services page naming the designer of mourning cards in a sentence. The florist's address and
 * the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'matusebyroo-vaikus.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Avaleht'],
  ['/teenused', 'Teenused'],
  ['/meist', 'Meist'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Matusebüroo Vaikus',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/cassiopeia/css/template.min.css?8a1c2f" rel="stylesheet">`,
    `<link href="/media/templates/site/cassiopeia_vaikus/css/user.css?8a1c2f" rel="stylesheet">`,
    `<script src="/media/system/js/core.min.js?576eb5"></script>`,
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo/vaikus-logo.png" alt="Matusebüroo Vaikus" width="240" height="60"></a><div class="site-description">Ööpäevaringselt ${tel('530 12 244')}</div></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Matusebüroo Vaikus OÜ · Tallinna 9, 71004 Viljandi · ${tel('+372 530 12 244')} · ${mailto(`info@${HOST}`)}</p><p>Reg. kood 10583214 · <a href="/privaatsus">Privaatsus</a> · <a href="/siseveeb">Töötajale</a></p></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et-ee' });
const article = (html: string): string => `<div class="site-grid"><div class="grid-child container-component"><div class="com-content-article item-page"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div></div></div>`;

/** Joomla's "Content - Email Cloaking" plugin output (Joomla 3 style, still common on old sites). */
function cloak(id: string, local: string): string {
  const [label, tld] = HOST.split('.') as [string, string];
  return (
    `<span id="cloak${id}">See e-posti aadress on spämmirobotite eest kaitstud. Selle nägemiseks peab JavaScript lubatud olema.</span><script type='text/javascript'>\n` +
    ` //<!--\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${label}' + '&#46;' + '${tld}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${label}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    ` //-->\n` +
    ` </script>`
  );
}

const TIINA_CLOAK = cloak('b41c9e07d2f35a8e61c04d7b29fa03e5', 'tiina');

type Staff = { name: string; title: string; local: string; photo: string; text: string };
const STAFF: Staff[] = [
  { name: 'Margus Kukk', title: 'matusekorraldaja', local: 'margus', photo: 'margus.jpg', text: 'Aitab lähedasi kõigis matusekorralduse küsimustes, sh surnu transport ja dokumendid.' },
  { name: 'Kadi Saar', title: 'matusekorraldaja, leinanõustaja', local: 'kadi', photo: 'kadi.jpg', text: 'Leinanõustaja väljaõppega; juhib kord kuus toimuvat leinagruppi.' },
  { name: 'Aivar Lepp', title: 'kirstutöökoja meister', local: 'aivar', photo: 'aivar.jpg', text: 'Valmistab meie kirstud ja urnid kohalikust männist ja kasest.' },
];

export function matusebyrooVaikus(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Matuseteenused Viljandis',
    description: 'Perefirma Viljandis aastast 1994. Matuste korraldamine, surnu transport, kirstud ja urnid, leinakaardid.',
    main: article(
      `<h1>Oleme olemas, kui vajate abi</h1><p>Lähedase kaotus on raske. Matusebüroo Vaikus aitab korraldada matuse algusest lõpuni – rahulikult ja teie soove austades. Meie telefon vastab ööpäev läbi.</p>` +
        `<p><a href="/teenused">Meie teenused</a> · <a href="/meist">Kes me oleme</a></p>`,
    ),
  });

  pages['/teenused'] = page({
    path: '/teenused',
    title: 'Teenused',
    main: article(
      `<h1>Teenused</h1><ul><li>Matuste korraldamine ja leinatalitused</li><li>Surnu transport ööpäevaringselt</li><li>Kirstud, urnid ja riietus</li><li>Tuhastamise korraldamine</li><li>Hauaplatsi ettevalmistus ja hauatööd</li><li>Leinakuulutused ja leinakaardid</li></ul>` +
        `<p>Leinakuulutuste ja leinakaartide kujundamisel aitab teid meie graafiline disainer Kerli Jõesaar, kellele võite kirjutada aadressil ${mailto(`kerli@${HOST}`)}.</p>` +
        `<p>Lillede ja pärgade tellimiseks teeme koostööd Viljandi lillepoega Kannike: ${mailto('tellimused@kannike-lilled.test')}.</p>`,
    ),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: article(
      `<h1>Meist</h1><p>Matusebüroo Vaikus on perefirma, mille asutas 1994. aastal Arvo Rebane. Täna juhib bürood tema tütar Tiina Rebane. Meie juures töötab kuus inimest.</p><h2>Meie inimesed</h2><div class="staff">` +
        STAFF.map(
          (s) =>
            `<div class="staff-card" vocab="https://schema.org/" typeof="Person"><img property="image" src="/images/inimesed/${s.photo}" alt="${esc(s.name)}" width="180" height="220"><h3 property="name">${esc(s.name)}</h3><p property="jobTitle">${esc(s.title)}</p><p>${esc(s.text)}</p><p><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Matusebüroo Vaikus',
        legalName: 'Matusebüroo Vaikus OÜ',
        url: `${ORIGIN}/`,
        telephone: '+372 530 12 244',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Tallinna 9', postalCode: '71004', addressLocality: 'Viljandi', addressCountry: 'EE' },
        openingHours: 'Mo-Fr 09:00-17:00',
        department: [
          { '@type': 'Organization', name: 'Matuste korraldamine', employee: [{ '@type': 'Person', name: 'Margus Kukk', jobTitle: 'matusekorraldaja', email: `margus@${HOST}` }] },
          { '@type': 'Organization', name: 'Raamatupidamine', employee: [{ '@type': 'Person', name: 'Anneli Mets', jobTitle: 'raamatupidaja', email: `anneli@${HOST}` }] },
        ],
      },
    ],
    main: article(
      `<h1>Kontakt</h1><p>Tallinna 9, 71004 Viljandi<br>Büroo on avatud E–R 9–17, laupäeval kokkuleppel.<br>Ööpäevaringne telefon: ${tel('530 12 244')}<br>E-post: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Juhataja: Tiina Rebane, tel ${tel('530 12 240')}, ${TIINA_CLOAK}</p>` +
        `<p>Kalmistuteenused: Rein Saar, kalmistutööde juht, Riia mnt 42, Viljandi, tel ${tel('530 12 246')}, ${mailto(`rein@${HOST}`)}</p>` +
        `<p>Arved ja maksed: pangaülekandega või kaardiga büroos.</p>`,
    ),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: article(`<h1>Privaatsustingimused</h1><p>Isikuandmeid töötleme ainult matuse korraldamiseks ja seadusest tulenevate kohustuste täitmiseks.</p>`) });

  pages['/siseveeb'] = page({ path: '/siseveeb', title: 'Siseveeb', main: article(`<h1>Siseveeb</h1><p>Ainult töötajatele. Valvegraafik ja tööajatabel. Tehniline tugi: ${mailto(`haldus@${HOST}`)}</p>`) });

  const tiina: EncodedAddress = { kind: 'script', text: TIINA_CLOAK };
  const everyPage = ['/', '/teenused', '/meist', '/kontakt', '/privaatsus'];
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /includes/\nDisallow: /tmp/\nDisallow: /siseveeb\n`,
      sitemapXml: urlset(HOST, everyPage, '2024-11-20'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['et'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `tiina@${HOST}`, name: 'Tiina Rebane', title: 'Juhataja', pages: ['/kontakt'], encoded: tiina, cases: ['title-name-line', 'script-protect', ln] },
        { address: `rein@${HOST}`, name: 'Rein Saar', title: 'kalmistutööde juht', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `margus@${HOST}`, name: 'Margus Kukk', title: 'matusekorraldaja', pages: ['/meist', '/kontakt'], cases: ['rdfa', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        { address: `kadi@${HOST}`, name: 'Kadi Saar', title: 'matusekorraldaja, leinanõustaja', pages: ['/meist'], cases: ['rdfa', 'plain', ln] },
        { address: `aivar@${HOST}`, name: 'Aivar Lepp', title: 'kirstutöökoja meister', pages: ['/meist'], cases: ['rdfa', 'plain', ln] },
        { address: `anneli@${HOST}`, name: 'Anneli Mets', title: 'raamatupidaja', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `kerli@${HOST}`, name: 'Kerli Jõesaar', title: 'graafiline disainer', pages: ['/teenused'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/siseveeb'],
      nonAddresses: [
        { text: `haldus@${HOST}`, kind: 'disallowed' },
        { text: 'tellimused@kannike-lilled.test', kind: 'other-company' },
      ],
    },
  };
}
