/**
 * Obec Kamenná Lhota: a village municipality (about 900 inhabitants) in the Vysočina region, on
 * Joomla 3 with a Gantry template, Czech only. The mayor, deputy mayor and accountant as
 * "Name, function" lines with Czech academic titles (Ing. … Ph.D., Mgr.) whose addresses Joomla's
 * e-mail cloaking writes by script; the registrar as a schema.org Person in microdata; the council
 * as a table with its committees; the filing office as a GovernmentOffice contactPoint in JSON-LD;
 * a hazardous-waste collection notice listed only in the gzip sitemap named by robots.txt. The
 * waste company's dispatch address, a retina coat of arms and the councillors' intranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kamenna-lhota.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/obec/historie', 'Historie obce'],
  ['/obecni-urad', 'Obecní úřad'],
  ['/samosprava/zastupitelstvo', 'Zastupitelstvo'],
  ['/uredni-deska', 'Úřední deska'],
  ['/kontakty', 'Kontakty'],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'kamenna-lhota' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'kamenna-lhota' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Obec Kamenná Lhota',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/rt_hydrogen/css-compiled/nucleus.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/rt_hydrogen/custom/css-compiled/hydrogen_12.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/gantry5/assets/css/font-awesome.min.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/images/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?4c1e9b2f0a7d"></script>`,
  ],
  header: () =>
    `<div id="g-page-surround"><header id="g-header"><div class="g-container"><div class="g-grid"><div class="g-block size-30"><div id="logo-6481-particle" class="g-content g-particle"><a href="/" target="_self" title="Obec Kamenná Lhota" rel="home" class="g-logo"><img src="/images/znak/znak-obce.png" srcset="/images/znak/znak-obce@2x.png 2x" alt="Znak obce Kamenná Lhota"> Obec Kamenná Lhota</a></div></div>` +
    `<div class="g-block size-70"><div id="menu-2291-particle" class="g-content g-particle"><nav class="g-main-nav" data-g-hover-expand="true"><ul class="g-toplevel">${MENU.map(([href, label], i) => `<li class="g-menu-item g-menu-item-type-component g-menu-item-${101 + i} g-standard${i === 0 ? ' active' : ''}"><a class="g-menu-item-container" href="${href}"><span class="g-menu-item-content"><span class="g-menu-item-title">${esc(label)}</span></span></a></li>`).join('')}</ul></nav></div></div></div></div></header>`,
  footer: () =>
    `<footer id="g-footer"><div class="g-container"><div class="g-grid"><div class="g-block size-50"><div class="g-content"><div class="moduletable"><h3 class="g-title">Obecní úřad Kamenná Lhota</h3><div class="custom"><p>Kamenná Lhota 47, 588 42 Kamenná Lhota<br>IČO: 00286 114 · datová schránka: h4kb7vx<br>Tel.: ${tel('+420 567 214 130')}<br>E-podatelna: ${mailto(`podatelna@${HOST}`)}</p><p>Úřední hodiny: Po a St 8:00–11:30, 13:00–17:00</p></div></div></div></div>` +
    `<div class="g-block size-50"><div class="g-content"><ul class="menu"><li><a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a></li><li><a href="/gdpr">Ochrana osobních údajů</a></li><li><a href="/intranet">Intranet zastupitelů</a></li></ul><p class="g-copyright">© 2025 Obec Kamenná Lhota · Web: Obecní weby Vysočina</p></div></div></div></div></footer></div>`,
  bodyEnd: [
    '<div id="cookieconsent" class="cc-window cc-banner cc-type-opt-in cc-theme-block cc-bottom" role="dialog" aria-label="cookieconsent" hidden><span class="cc-message">Tento web používá pouze technické cookies nezbytné pro jeho fungování. <a class="cc-link" href="/gdpr">Více informací</a></span><div class="cc-compliance"><a class="cc-btn cc-allow" role="button" tabindex="0">Rozumím</a></div></div>',
    `<script src="${ORIGIN}/media/gantry5/engines/nucleus/js/nucleus.js"></script>`,
    `<script src="${ORIGIN}/templates/rt_hydrogen/js/main.js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-cz' });

const article = (title: string, html: string): string =>
  `<section id="g-mainbar"><div class="g-container"><div class="g-grid"><div class="g-block size-100"><div class="g-content"><div class="platform-content"><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div></div></div></div></div></div></section>`;

type Official = { shown: string; name: string; title: string; local: string; phone: string; id: string; cases: CaseKind[] };
const OFFICIALS: Official[] = [
  { shown: 'Ing. Miroslav Kubíček, Ph.D.', name: 'Miroslav Kubíček', title: 'starosta obce', local: 'miroslav.kubicek', phone: '+420 602 418 337', id: 'a3f08c2d71e94b5c06d2e8f1b7a4c395', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Dana Šebestová', name: 'Dana Šebestová', title: 'místostarostka (neuvolněná), předsedkyně kontrolního výboru', local: 'dana.sebestova', phone: '+420 721 905 114', id: '5e19b7c04d8a2f63e0b1c9d7a85f4e12', cases: ['honorific'] },
  { shown: 'Jiřina Koutná', name: 'Jiřina Koutná', title: 'účetní obce – rozpočet, rozpočtová opatření, mzdy a poplatky', local: 'jirina.koutna', phone: '+420 567 214 132', id: 'c7d2e04a9b61f853d0e7a2c4b19f6d08', cases: [] },
];

type Councillor = { shown: string; name: string; title: string; party: string; local: string; honorific?: boolean };
const COUNCIL: Councillor[] = [
  { shown: 'Petr Hanák', name: 'Petr Hanák', title: 'člen zastupitelstva, předseda finančního výboru', party: 'SNK Kamenná Lhota', local: 'petr.hanak' },
  { shown: 'MUDr. Věra Bartošová', name: 'Věra Bartošová', title: 'členka zastupitelstva, předsedkyně sociální a kulturní komise', party: 'SNK Kamenná Lhota', local: 'vera.bartosova', honorific: true },
  { shown: 'Radim Šimek', name: 'Radim Šimek', title: 'člen zastupitelstva, velitel JSDH obce', party: 'Sdružení hasičů a sportovců', local: 'radim.simek' },
];

export function obecKamennaLhota(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Oficiální stránky obce',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOffice',
        name: 'Obecní úřad Kamenná Lhota',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kamenná Lhota 47', postalCode: '588 42', addressLocality: 'Kamenná Lhota', addressRegion: 'Kraj Vysočina', addressCountry: 'CZ' },
        telephone: '+420 567 214 130',
        contactPoint: { '@type': 'ContactPoint', contactType: 'podatelna', email: `podatelna@${HOST}`, telephone: '+420 567 214 130', availableLanguage: 'cs' },
        openingHours: ['Mo 08:00-17:00', 'We 08:00-17:00'],
      },
    ],
    main: article(
      'Vítejte v Kamenné Lhotě',
      `<p>Obec Kamenná Lhota leží v Křemešnické vrchovině, 11 km od Pelhřimova. První písemná zmínka pochází z roku 1379, dnes zde žije 912 obyvatel.</p>` +
        `<p>Aktuální dokumenty najdete na <a href="/uredni-deska">úřední desce</a>, kontakty na pracovníky úřadu na stránce <a href="/obecni-urad">Obecní úřad</a>.</p>`,
    ),
  });

  pages['/obec/historie'] = page({
    path: '/obec/historie',
    title: 'Historie obce',
    main: article('Historie obce', `<p>Ves vznikla při kolonizaci Vysočiny ve 13. století. Kostel sv. Jakuba Většího byl barokně přestavěn v roce 1742, škola založena roku 1786.</p>`),
  });

  pages['/obecni-urad'] = page({
    path: '/obecni-urad',
    title: 'Obecní úřad',
    main: article(
      'Obecní úřad',
      `<p>Obecní úřad Kamenná Lhota, Kamenná Lhota 47, 588 42 · úřední hodiny Po a St 8:00–11:30 a 13:00–17:00</p><h2>Vedení obce a pracovníci úřadu</h2>` +
        OFFICIALS.map((o) => `<p><strong>${esc(o.shown)}</strong>, ${esc(o.title)}<br>tel.: ${tel(o.phone)}<br>e-mail: ${cloak(o.local, o.id)}</p>`).join('') +
        `<h2>Matrika, evidence obyvatel, CzechPOINT</h2>` +
        `<div class="kontakt-osoba" itemscope itemtype="https://schema.org/Person"><p><span itemprop="honorificPrefix">Bc.</span> <span itemprop="name">Lenka Šťastná</span><br><span itemprop="jobTitle">matrikářka, referentka pro evidenci obyvatel a CzechPOINT</span><br>tel.: <span itemprop="telephone">${tel('+420 567 214 131')}</span><br>e-mail: ${mailto(`lenka.stastna@${HOST}`, `lenka.stastna@${HOST}`, 'itemprop="email"')}</p></div>`,
    ),
  });

  pages['/samosprava/zastupitelstvo'] = page({
    path: '/samosprava/zastupitelstvo',
    title: 'Zastupitelstvo obce',
    main: article(
      'Zastupitelstvo obce (volební období 2022–2026)',
      `<p>Zastupitelstvo má 9 členů. Starosta a místostarostka jsou uvedeni na stránce <a href="/obecni-urad">Obecní úřad</a>.</p>` +
        `<table class="table table-bordered"><thead><tr><th>Jméno</th><th>Funkce</th><th>Volební strana</th><th>E-mail</th></tr></thead><tbody>` +
        COUNCIL.map((c) => `<tr><td>${esc(c.shown)}</td><td>${esc(c.title)}</td><td>${esc(c.party)}</td><td>${mailto(`${c.local}@${HOST}`)}</td></tr>`).join('') +
        `<tr><td>Josef Vondráček</td><td>člen zastupitelstva</td><td>Sdružení hasičů a sportovců</td><td>–</td></tr></tbody></table>`,
    ),
  });

  pages['/uredni-deska'] = page({
    path: '/uredni-deska',
    title: 'Úřední deska',
    main: article(
      'Úřední deska',
      `<table class="table"><thead><tr><th>Název</th><th>Vyvěšeno</th><th>Sejmuto</th></tr></thead><tbody><tr><td><a href="/images/uredni-deska/2025/rozpocet-2025.pdf">Schválený rozpočet obce na rok 2025</a></td><td>18. 12. 2024</td><td>–</td></tr><tr><td><a href="/images/uredni-deska/2025/pozvanka-zo-03-2025.pdf">Pozvánka na zasedání zastupitelstva 24. 3. 2025</a></td><td>14. 3. 2025</td><td>25. 3. 2025</td></tr></tbody></table>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p>Obecní úřad Kamenná Lhota, Kamenná Lhota 47, 588 42 Kamenná Lhota<br>Tel.: ${tel('+420 567 214 130')}<br>E-podatelna: ${mailto(`podatelna@${HOST}`)}<br>ID datové schránky: h4kb7vx<br>Bankovní spojení: 3219751/0100</p>` +
        `<p>Svoz komunálního odpadu zajišťuje EKO-SVOZ Pelhřimov s.r.o., dispečink: dispecink@ekosvoz-pelhrimov.test, tel. 565 300 411.</p>`,
    ),
  });

  pages['/prohlaseni-o-pristupnosti'] = page({ path: '/prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti', main: article('Prohlášení o přístupnosti', '<p>Obec Kamenná Lhota se zavazuje zpřístupnit své internetové stránky v souladu se zákonem č. 99/2019 Sb.</p>') });
  pages['/gdpr'] = page({ path: '/gdpr', title: 'Ochrana osobních údajů', main: article('Ochrana osobních údajů', '<p>Správcem osobních údajů je Obec Kamenná Lhota, IČO 00286114.</p>') });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet zastupitelů', main: article('Intranet zastupitelů', `<p>Podklady pro zasedání. Přístupové údaje vydává úřad na žádost zaslanou na ${mailto(`zastupitele@${HOST}`)}.</p>`) });

  const notice = '/aktuality/mobilni-svoz-nebezpecneho-odpadu-duben-2025';
  pages[notice] = page({
    path: notice,
    title: 'Mobilní svoz nebezpečného odpadu – duben 2025',
    main: article(
      'Mobilní svoz nebezpečného odpadu – duben 2025',
      `<p>V sobotu 12. dubna 2025 proběhne mobilní svoz nebezpečného a velkoobjemového odpadu. Stanoviště: náves u hasičské zbrojnice 8:00–8:45, osada Skrýšov u kapličky 9:00–9:30.</p>` +
        `<p>Odebírají se barvy, ředidla, oleje, baterie, pneumatiky (bez disků), vyřazená elektrozařízení a nábytek. Bližší informace podá Tomáš Vybíral, referent pro životní prostředí a odpadové hospodářství, na e-mailu ${mailto(`tomas.vybiral@${HOST}`)} nebo na tel. ${tel('+420 567 214 133')}.</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/obec/historie', '/obecni-urad', '/samosprava/zastupitelstvo', '/uredni-deska', '/kontakty', notice], '2025-04-02'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['cs'],
      addresses: [
        { address: `podatelna@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...OFFICIALS.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.title,
          pages: ['/obecni-urad'],
          encoded: { kind: 'script' as const, text: cloakScript(o.local, o.id) },
          cases: ['name-title-line', 'script-protect', ln, ...o.cases] as CaseKind[],
        })),
        { address: `lenka.stastna@${HOST}`, name: 'Lenka Šťastná', title: 'matrikářka, referentka pro evidenci obyvatel a CzechPOINT', pages: ['/obecni-urad'], cases: ['microdata', 'honorific', 'plain', ln] },
        ...COUNCIL.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/samosprava/zastupitelstvo'],
          cases: ['table', 'plain', ln, ...(c.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `tomas.vybiral@${HOST}`, name: 'Tomáš Vybíral', title: 'referent pro životní prostředí a odpadové hospodářství', pages: [notice], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `zastupitele@${HOST}`, kind: 'disallowed' },
        { text: 'dispecink@ekosvoz-pelhrimov.test', kind: 'other-company' },
        { text: 'znak-obce@2x.png', kind: 'retina' },
      ],
    },
  };
}
