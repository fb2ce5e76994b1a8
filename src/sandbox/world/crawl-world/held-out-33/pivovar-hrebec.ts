/**
 * Rodinný pivovar Hřebec: a family brewery with a taproom and guest rooms near Polná in the
 * Vysočina region, a hand-made Bootstrap 5 site with the CookieConsent library, Czech only. The
 * contacts page is a table (Funkce / Jméno / Telefon / E-mail) with "Ing." before and "Ph.D."
 * after names, some addresses written with "(at)"; the press page has a "Kontakt pro média:"
 * label line; the about page puts the tour-booking mailbox next to the brewmaster's name; a news
 * item about the new lager, listed only in the sitemap robots.txt names at a non-default path,
 * names the assistant brewer in a sentence. The wholesale partners' zone is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pivovar-hrebec.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-pivovaru', 'O pivovaru'],
  ['/nase-piva', 'Naše piva'],
  ['/exkurze', 'Exkurze'],
  ['/pro-media', 'Pro média'],
  ['/kontakty', 'Kontakty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Rodinný pivovar Hřebec',
  head: [
    `<link href="/assets/css/bootstrap.min.css?v=5.3.3" rel="stylesheet">`,
    `<link href="/assets/css/style.css?v=20250311" rel="stylesheet">`,
    `<link rel="stylesheet" href="/assets/vendor/cookieconsent/cookieconsent.css?v=3.0.1">`,
    `<link rel="icon" type="image/png" href="/assets/img/favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) =>
    `<nav class="navbar navbar-expand-lg navbar-dark bg-dark sticky-top"><div class="container"><a class="navbar-brand" href="/"><img src="/assets/img/hrebec-logo.svg" alt="Pivovar Hřebec" height="48"></a>` +
    `<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Menu"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav ms-auto">` +
    MENU.map(([href, label]) => `<li class="nav-item"><a class="nav-link${href === p.path ? ' active" aria-current="page' : ''}" href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></div></nav>`,
  footer: () =>
    `<footer class="bg-dark text-light py-5 mt-5"><div class="container"><div class="row"><div class="col-md-4"><h5>Pivovar Hřebec s.r.o.</h5><p>Hřebec 12, 588 13 Polná<br>IČO: 07215463 · DIČ: CZ07215463<br>Spisová značka C 41872 vedená u Krajského soudu v Brně</p></div>` +
    `<div class="col-md-4"><h5>Pivnice</h5><p>St–Čt 15–22, Pá 15–23, So 11–23, Ne 11–20<br>Tel.: ${tel('+420 567 123 480')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="col-md-4"><ul class="list-unstyled"><li><a class="link-light" href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></li><li><a class="link-light" href="/velkoodber">Pro velkoodběratele</a></li><li><a class="link-light" href="https://www.facebook.com/pivovarhrebec">Facebook</a></li></ul></div></div><p class="small text-secondary mb-0">© 2025 Pivovar Hřebec · Pijte zodpovědně, prodej alkoholu osobám mladším 18 let je zakázán.</p></div></footer>`,
  bodyEnd: [
    `<script src="/assets/js/bootstrap.bundle.min.js?v=5.3.3"></script>`,
    `<script type="module">import * as CookieConsent from '/assets/vendor/cookieconsent/cookieconsent.esm.js';CookieConsent.run({categories:{necessary:{enabled:true,readOnly:true},analytics:{}},language:{default:'cs',translations:{cs:{consentModal:{title:'Používáme cookies',description:'Soubory cookie používáme k zajištění funkčnosti webu a s vaším souhlasem i k měření návštěvnosti. <a href="/ochrana-osobnich-udaju">Více informací</a>',acceptAllBtn:'Přijmout vše',acceptNecessaryBtn:'Pouze nezbytné'}}}}});</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const wrap = (html: string): string => `<section class="py-5"><div class="container">${html}</div></section>`;

type Row = { funkce: string; shown: string; name: string; local: string; phone: string; at?: boolean; honorific?: boolean; postNominal?: boolean };
const ROWS: Row[] = [
  { funkce: 'Jednatel', shown: 'Ing. Pavel Dvořák, Ph.D.', name: 'Pavel Dvořák', local: 'dvorak', phone: '+420 603 218 440', at: true, honorific: true, postNominal: true },
  { funkce: 'Sládek', shown: 'Tomáš Beneš', name: 'Tomáš Beneš', local: 'benes', phone: '+420 603 218 441', at: true },
  { funkce: 'Vedoucí výroby', shown: 'Ondřej Malý', name: 'Ondřej Malý', local: 'maly', phone: '+420 603 218 442' },
  { funkce: 'Obchodní ředitelka', shown: 'Ing. Lucie Marková', name: 'Lucie Marková', local: 'markova', phone: '+420 603 218 443', honorific: true },
  { funkce: 'Vedoucí restaurace', shown: 'Jana Horáková', name: 'Jana Horáková', local: 'horakova', phone: '+420 603 218 445' },
  { funkce: 'Účetní', shown: 'Věra Šimková', name: 'Věra Šimková', local: 'simkova', phone: '+420 567 123 482' },
];

const tableRow = (r: Row): string => {
  const mail = r.at ? `${r.local}(at)${HOST}` : mailto(`${r.local}@${HOST}`);
  return `<tr><td>${esc(r.funkce)}</td><td>${esc(r.shown)}</td><td>${tel(r.phone)}</td><td>${mail}</td></tr>`;
};

export function pivovarHrebec(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Poctivé pivo z Vysočiny',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Brewery', name: 'Rodinný pivovar Hřebec', url: `${ORIGIN}/`, telephone: '+420 567 123 480', address: { '@type': 'PostalAddress', streetAddress: 'Hřebec 12', postalCode: '588 13', addressLocality: 'Polná', addressCountry: 'CZ' }, servesCuisine: 'Czech' }],
    main: `<header class="hero text-center text-white"><div class="container"><h1 class="display-4">Poctivé pivo z Vysočiny</h1><p class="lead">Vaříme od roku 2018 v bývalém statku, nefiltrované a nepasterizované.</p><a class="btn btn-warning btn-lg" href="/nase-piva">Naše piva</a> <a class="btn btn-outline-light btn-lg" href="/exkurze">Exkurze</a></div></header>`,
  });

  pages['/o-pivovaru'] = page({
    path: '/o-pivovaru',
    title: 'O pivovaru',
    main: wrap(
      `<h1>O pivovaru</h1><p>Pivovar jsme postavili v roce 2018 v opraveném statku po dědečkovi. Vaříme na dvacetihektolitrové varně z Moravy, ležíme v otevřených kádích a sklepní tancích, pivo necháváme zrát nejméně pět týdnů.</p>` +
        `<p>Exkurze pro skupiny od 10 osob provází náš sládek Tomáš Beneš, obvykle v sobotu odpoledne. Rezervace přijímáme na ${mailto(`exkurze@${HOST}`)}.</p>`,
    ),
  });

  pages['/nase-piva'] = page({
    path: '/nase-piva',
    title: 'Naše piva',
    main: wrap(`<h1>Naše piva</h1><ul class="list-group"><li class="list-group-item"><strong>Hřebec 10°</strong> – světlé výčepní, 4,1 % obj.</li><li class="list-group-item"><strong>Hřebec 12°</strong> – světlý ležák, 5,0 % obj.</li><li class="list-group-item"><strong>Vraník 13°</strong> – polotmavý speciál, 5,4 % obj.</li><li class="list-group-item"><strong>Sezónní IPA</strong> – podle chmele z úrody</li></ul>`),
  });

  pages['/exkurze'] = page({
    path: '/exkurze',
    title: 'Exkurze',
    main: wrap(`<h1>Exkurze</h1><p>Prohlídka varny, spilky a sklepa trvá asi hodinu a končí ochutnávkou tří piv. Cena 290 Kč za osobu, řidiči a děti dostanou domácí limonádu.</p><p>Jednotlivci se mohou přidat k pravidelné prohlídce každou sobotu ve 14:00, rezervace telefonem v pivnici.</p>`),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: wrap(
      `<h1>Kontakty</h1><p>Pivovar Hřebec s.r.o., Hřebec 12, 588 13 Polná</p>` +
        `<div class="table-responsive"><table class="table table-striped"><thead><tr><th>Funkce</th><th>Jméno</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>${ROWS.map(tableRow).join('')}</tbody></table></div>` +
        `<p>Objednávky sudů a lahví pro akce: ${tel('+420 567 123 480')} nebo ${mailto(`info@${HOST}`)}.</p>`,
    ),
  });

  pages['/pro-media'] = page({
    path: '/pro-media',
    title: 'Pro média',
    main: wrap(
      `<h1>Pro média</h1><p>Logo, fotografie varny a tiskové zprávy ke stažení vám rádi pošleme.</p>` +
        `<p>Kontakt pro média: Klára Veselá, marketing a PR, tel.: ${tel('+420 731 550 218')}, e-mail: ${mailto(`vesela@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: wrap(`<h1>Zásady zpracování osobních údajů</h1><p>Správcem osobních údajů je Pivovar Hřebec s.r.o. Údaje z rezervací uchováváme po dobu nezbytnou k vyřízení rezervace.</p>`) });

  pages['/velkoodber'] = page({ path: '/velkoodber', title: 'Pro velkoodběratele', main: wrap(`<h1>Zóna pro velkoodběratele</h1><p>Ceník pro hospody a obchody po přihlášení. Objednávky: ${mailto(`objednavky@${HOST}`)}</p>`) });

  const news = '/aktuality/nova-dvanactka-2025';
  pages[news] = page({
    path: news,
    title: 'Nová dvanáctka je na čepu',
    main: wrap(
      `<h1>Nová dvanáctka je na čepu</h1><p class="text-muted">14. 3. 2025</p><p>Od března čepujeme upravenou dvanáctku s žateckým poloraným chmelem a delším ležením.</p>` +
        `<p>Recept připravil náš podsládek Martin Kolář, který se na vaše ohlasy těší na adrese ${mailto(`kolar@${HOST}`)}.</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /velkoodber\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemap-cz.xml\n`,
      pages: {
        ...pages,
        '/sitemap-cz.xml': xmlPage(urlset(HOST, ['/', '/o-pivovaru', '/nase-piva', '/exkurze', '/kontakty', '/pro-media', '/ochrana-osobnich-udaju', news], '2025-03-14')),
      },
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Powered-By': 'PHP/8.2.24' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        ...ROWS.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.funkce,
          pages: ['/kontakty'],
          cases: ['table', ln, r.at ? 'obfuscated' : 'plain', ...(r.honorific ? ['honorific'] : []), ...(r.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `exkurze@${HOST}`, name: null, title: null, pages: ['/o-pivovaru'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `vesela@${HOST}`, name: 'Klára Veselá', title: 'marketing a PR', pages: ['/pro-media'], cases: ['label-line', 'plain', ln] },
        { address: `kolar@${HOST}`, name: 'Martin Kolář', title: 'podsládek', pages: [news], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}',
      disallowed: ['/velkoodber'],
      nonAddresses: [{ text: `objednavky@${HOST}`, kind: 'disallowed' }],
    },
  };
}
