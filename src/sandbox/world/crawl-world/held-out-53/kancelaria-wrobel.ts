/**
 * Kancelaria Adwokacka Wróbel i Wspólnicy: a law firm in Toruń on Joomla, in Polish with an
 * English page. The lawyers as "mec./adw./r. pr." cards with Joomla's e-mail cloak, the partner
 * in microdata and JSON-LD Person, the staff as "Name – title" lines, and an other firm's address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wrobel-kancelaria.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pl: [['/index.php/o-kancelarii', 'O kancelarii'], ['/index.php/zespol', 'Zespół'], ['/index.php/specjalizacje', 'Specjalizacje'], ['/index.php/kontakt', 'Kontakt'], ['/index.php/en', 'EN']],
  en: [['/index.php/en', 'About the firm'], ['/', 'PL']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kancelaria Adwokacka Wróbel i Wspólnicy',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="/templates/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">`],
  header: (p) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-wrobel.png" alt="Wróbel i Wspólnicy"></a></div><nav class="container-nav"><ul class="mod-menu mod-list nav">${MENU[p.lang === 'en' ? 'en' : 'pl']!.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Kancelaria Adwokacka Wróbel i Wspólnicy sp.p. · ul. Szeroka 41, 87-100 Toruń · ${tel('+48 56 622 40 18')} · ${mailto(`sekretariat@${HOST}`)}</p><p>NIP 956-231-44-07 · <a href="/index.php/polityka-prywatnosci">Polityka prywatności</a> · <a href="/administrator/">Panel</a></p></div></footer>`,
  privacyPath: { pl: '/index.php/polityka-prywatnosci' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pl-pl' });
const art = (html: string): string => `<div class="com-content-article item-page"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's email cloak: the address assembled from variables and written in by a script. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyć, konieczne jest włączenie w przeglądarce obsługi JavaScript.</span><script type="text/javascript">\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'wrobel-kancelaria' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'wrobel-kancelaria' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n</script>`
  );
}
const CLOAKS: Record<string, string> = {};
const cloaked = (local: string, id: string): string => (CLOAKS[local] = cloak(local, id));

type Lawyer = { display: string; name: string; title: string; local: string; id: string; note: string };
const LAWYERS: Lawyer[] = [
  { display: 'adw. Tomasz Wróbel', name: 'Tomasz Wróbel', title: 'Adwokat, Partner Zarządzający', local: 'tomasz.wrobel', id: 'a81f2c', note: 'Prawo gospodarcze i spory sądowe.' },
  { display: 'dr Agnieszka Kowalczyk', name: 'Agnieszka Kowalczyk', title: 'Radca prawny, Partner', local: 'agnieszka.kowalczyk', id: 'b3e9d1', note: 'Prawo pracy, doktor nauk prawnych UMK.' },
  { display: 'r. pr. Paweł Zieliński', name: 'Paweł Zieliński', title: 'Radca prawny', local: 'pawel.zielinski', id: 'c47a02', note: 'Nieruchomości i prawo budowlane.' },
  { display: 'apl. adw. Natalia Mazur', name: 'Natalia Mazur', title: 'Aplikantka adwokacka', local: 'natalia.mazur', id: 'd90b6e', note: 'Prawo rodzinne.' },
];

export function kancelariaWrobel(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Adwokat Toruń',
    alternates: { pl: '/', en: '/index.php/en' },
    main: art(`<h1>Kancelaria Adwokacka Wróbel i Wspólnicy</h1><p>Od 2006 roku świadczymy pomoc prawną przedsiębiorcom i osobom prywatnym w Toruniu i całym województwie kujawsko-pomorskim.</p>`),
  });
  pages['/index.php/o-kancelarii'] = page({
    path: '/index.php/o-kancelarii',
    title: 'O kancelarii',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LegalService', name: 'Kancelaria Adwokacka Wróbel i Wspólnicy', founder: { '@type': 'Person', name: 'Tomasz Wróbel', jobTitle: 'Adwokat, Partner Zarządzający', email: `mailto:tomasz.wrobel@${HOST}` } }],
    main: art(
      `<h1>O kancelarii</h1><div itemscope itemtype="https://schema.org/Person" class="partner"><p>Kancelarię założył <span itemprop="honorificPrefix">adw.</span> <span itemprop="name">Tomasz Wróbel</span> (<span itemprop="jobTitle">Adwokat, Partner Zarządzający</span>), członek Izby Adwokackiej w Toruniu. Kontakt: <a itemprop="email" href="mailto:tomasz.wrobel@${HOST}">tomasz.wrobel@${HOST}</a></p></div>`,
    ),
  });
  pages['/index.php/zespol'] = page({
    path: '/index.php/zespol',
    title: 'Zespół',
    main: art(
      `<h1>Zespół</h1><div class="row">` +
        LAWYERS.map((l) => `<div class="col-md-6 card osoba"><div class="card-body"><h3>${esc(l.display)}</h3><p class="stanowisko">${esc(l.title)}</p><p>${esc(l.note)}</p><p>e-mail: ${cloaked(l.local, l.id)}</p></div></div>`).join('') +
        `</div><h2>Biuro</h2><p>Monika Lewandowska – kierownik sekretariatu, ${mailto(`monika.lewandowska@${HOST}`)}</p><p>Krzysztof Dąbrowski – specjalista ds. windykacji i rozliczeń, ${mailto(`krzysztof.dabrowski@${HOST}`)}</p><p>Joanna Wiśniewska – asystentka prawna, tłumacz przysięgły języka angielskiego, ${mailto(`joanna.wisniewska@${HOST}`)}</p>`,
    ),
  });
  pages['/index.php/specjalizacje'] = page({ path: '/index.php/specjalizacje', title: 'Specjalizacje', main: art(`<h1>Specjalizacje</h1><ul><li>Prawo gospodarcze</li><li>Prawo pracy</li><li>Nieruchomości</li><li>Prawo rodzinne</li></ul><p>Sprawy upadłościowe prowadzimy wspólnie z Kancelarią Restrukturyzacyjną Nowak (${mailto('biuro@nowak-restrukturyzacje.test')}).</p>`) });
  pages['/index.php/kontakt'] = page({ path: '/index.php/kontakt', title: 'Kontakt', main: art(`<h1>Kontakt</h1><p>Sekretariat czynny pn.–pt. 8:30–16:30. E-mail: ${mailto(`sekretariat@${HOST}`)}</p>`) });
  pages['/index.php/polityka-prywatnosci'] = page({ path: '/index.php/polityka-prywatnosci', title: 'Polityka prywatności', main: art(`<h1>Polityka prywatności</h1><p>Administratorem danych jest Kancelaria Adwokacka Wróbel i Wspólnicy sp.p.</p>`) });
  pages['/administrator'] = page({ path: '/administrator', title: 'Administracja', main: art(`<p>Logowanie. Pomoc: ${mailto(`webmaster@${HOST}`)}</p>`) });
  pages['/index.php/en'] = page({
    path: '/index.php/en',
    title: 'Law firm in Toruń',
    lang: 'en-gb',
    alternates: { pl: '/', en: '/index.php/en' },
    main: art(`<h1>About the firm</h1><p>We advise foreign investors in Poland. Contact our English-speaking partner, Agnieszka Kowalczyk, Legal Counsel and Partner, at ${mailto(`agnieszka.kowalczyk@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /administrator\nDisallow: /cache/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/index.php/o-kancelarii', '/index.php/zespol', '/index.php/specjalizacje', '/index.php/kontakt', '/index.php/en']),
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['pl', 'en'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/index.php/kontakt'], cases: ['role', 'plain'] },
        { address: `tomasz.wrobel@${HOST}`, name: 'Tomasz Wróbel', title: 'Adwokat, Partner Zarządzający', pages: ['/index.php/o-kancelarii', '/index.php/zespol'], cases: ['microdata', 'json-ld-person', 'json-ld-mailto', 'honorific', 'prose', ln] },
        ...LAWYERS.slice(1).map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, ...(l.local === 'agnieszka.kowalczyk' ? { titleAlternatives: ['Legal Counsel and Partner'] } : {}), pages: l.local === 'agnieszka.kowalczyk' ? ['/index.php/zespol', '/index.php/en'] : ['/index.php/zespol'], encoded: { kind: 'script' as const, text: CLOAKS[l.local]! }, cases: ['card', 'honorific', 'script-protect', ln] as CaseKind[] })),
        { address: `monika.lewandowska@${HOST}`, name: 'Monika Lewandowska', title: 'kierownik sekretariatu', pages: ['/index.php/zespol'], cases: ['name-title-line', 'plain', ln] },
        { address: `joanna.wisniewska@${HOST}`, name: 'Joanna Wiśniewska', title: 'asystentka prawna, tłumacz przysięgły języka angielskiego', titleAlternatives: ['asystentka prawna'], pages: ['/index.php/zespol'], cases: ['name-title-line', 'plain', ln] },
        { address: `krzysztof.dabrowski@${HOST}`, name: 'Krzysztof Dąbrowski', title: 'specjalista ds. windykacji i rozliczeń', pages: ['/index.php/zespol'], cases: ['name-title-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/administrator'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
        { text: 'biuro@nowak-restrukturyzacje.test', kind: 'other-company' },
      ],
    },
  };
}
