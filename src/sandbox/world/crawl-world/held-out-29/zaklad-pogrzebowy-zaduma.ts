/**
 * Zakład Pogrzebowy Zaduma: a family funeral home in Tarnów, on Joomla 4 (Cassiopeia) with the
 * e-mail cloaking plugin. The owners as "Name – function" lines written by the cloak's script,
 * staff in a table, the stone-mason partner's address, a page about cremation reached only
 * through the sitemap the robots.txt names, a Bootstrap version in the asset URLs and the price
 * list for cooperating parishes disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zaklad-zaduma.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas', 'O nas'],
  ['/uslugi', 'Usługi'],
  ['/nekrologi', 'Nekrologi'],
  ['/kontakt', 'Kontakt'],
];

/** The script Joomla 4's "Content - Email Cloaking" plugin writes for one address. */
function cloakScript(local: string, id: string): string {
  return (
    `<script>\n` +
    `        document.getElementById('cloak${id}').innerHTML = '';\n` +
    `        var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `        var path = 'hr' + 'ef' + '=';\n` +
    `        var addy${id} = '${local}' + '&#64;';\n` +
    `        addy${id} = addy${id} + 'zaklad-zaduma' + '&#46;' + 'test';\n` +
    `        var addy_text${id} = '${local}' + '&#64;' + 'zaklad-zaduma' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `    </script>`
  );
}
const cloak = (local: string, id: string): string => `<span id="cloak${id}">Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyć, konieczne jest włączenie w przeglądarce obsługi JavaScript.</span>${cloakScript(local, id)}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Zakład Pogrzebowy Zaduma',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?5f3a9c" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/vendor/bootstrap/css/bootstrap.min.css?5.3.2" rel="stylesheet">`,
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Błąd","MESSAGE":"Wiadomość"},"system.paths":{"root":"","base":""}}</script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-zaduma.png" alt="Zakład Pogrzebowy Zaduma" width="240" height="64"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Menu główne"><ul class="mod-menu mod-list nav">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p><strong>Zakład Pogrzebowy Zaduma s.c.</strong> · ul. Krakowska 118, 33-100 Tarnów · NIP 873-302-41-66</p><p>Całodobowo: ${tel('+48 14 621 33 90')} · ${mailto(`biuro@${HOST}`)}</p><p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/dla-parafii">Dla parafii</a></p></div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="${ORIGIN}/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>`, `<script src="${ORIGIN}/media/templates/site/cassiopeia/js/template.min.js?5f3a9c" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl' });
const article = (title: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="pl-PL"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

type Owner = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const OWNERS: Owner[] = [
  { shown: 'Stanisław Wójcik', name: 'Stanisław Wójcik', title: 'współwłaściciel, mistrz ceremonii', local: 's.wojcik', id: '9a41c7e2b0d35f88a1c6e0d4b7f29e13', cases: [] },
  { shown: 'mgr Beata Wójcik-Nowak', name: 'Beata Wójcik-Nowak', title: 'współwłaścicielka, kierownik biura', local: 'b.wojcik-nowak', id: '3e7b1d90c4a258f6e0b9d2c7a1f48e65', cases: ['honorific'] },
];
type Worker = { name: string; title: string; local: string };
const STAFF: Worker[] = [
  { name: 'Tomasz Kaczmarek', title: 'Doradca pogrzebowy', local: 't.kaczmarek' },
  { name: 'Agnieszka Dudek', title: 'Doradca pogrzebowy', local: 'a.dudek' },
  { name: 'Łukasz Zieliński', title: 'Kierowca karawanu, tanatopraktor', local: 'l.zielinski' },
  { name: 'Katarzyna Mazur', title: 'Florystka', local: 'k.mazur' },
];

export function zakladZaduma(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({ path: '/', title: 'Zakład pogrzebowy w Tarnowie', main: article('Zakład Pogrzebowy Zaduma', `<p>Od 1991 roku pomagamy rodzinom z Tarnowa i okolic w trudnych chwilach. Jesteśmy do dyspozycji całą dobę, również w niedziele i święta.</p><p>Załatwiamy formalności w USC i ZUS, przewozimy zmarłych na terenie całego kraju.</p>`) });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    main: article('O nas', `<p>Firmę rodzinną założył Jan Wójcik. Dziś prowadzą ją jego syn i córka.</p>` + OWNERS.map((o) => `<p><strong>${esc(o.shown)}</strong> – ${esc(o.title)}<br>${cloak(o.local, o.id)}</p>`).join('')),
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    main: article(
      'Usługi',
      `<ul><li>Organizacja pogrzebów tradycyjnych i urnowych</li><li>Przewóz zmarłych w kraju i z zagranicy</li><li>Oprawa muzyczna i wieńce</li></ul>` +
        `<p>Nagrobki i renowacje wykonuje nasz partner, Kamieniarstwo Górecki – kontakt: zamowienia@kamieniarstwo-gorecki.pl.</p>`,
    ),
  });

  pages['/nekrologi'] = page({ path: '/nekrologi', title: 'Nekrologi', main: article('Nekrologi', `<p>Treść nekrologu lub kondolencji prosimy przesyłać na adres ${mailto(`nekrologi@${HOST}`)}. Publikujemy je bezpłatnie po uzgodnieniu z rodziną.</p>`) });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      'Kontakt',
      `<p>ul. Krakowska 118, 33-100 Tarnów · biuro czynne pn.–pt. 8:00–16:00</p><h2>Nasi doradcy</h2><table class="table table-striped"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s, i) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(`+48 600 41${i} 22${i}`)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/kremacja'] = page({
    path: '/kremacja',
    title: 'Kremacja',
    main: article('Kremacja – jak przebiega?', `<p>Współpracujemy z krematorium w Krakowie. O szczegóły kremacji i pochówku urnowego można pytać naszą specjalistkę ds. kremacji, panią Martę Sowę: ${mailto(`m.sowa@${HOST}`)}.</p>`),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: article('Polityka prywatności', `<p>Administratorem danych osobowych jest Zakład Pogrzebowy Zaduma s.c., ul. Krakowska 118, 33-100 Tarnów.</p>`) });
  pages['/dla-parafii'] = page({ path: '/dla-parafii', title: 'Dla parafii', main: article('Cennik dla parafii', `<p>Zapytania: ${mailto(`parafie@${HOST}`)}</p>`) });
  pages['/sitemaps/sitemap-pl.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/uslugi', '/nekrologi', '/kontakt', '/kremacja'], '2025-02-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /dla-parafii\n\nSitemap: ${ORIGIN}/sitemaps/sitemap-pl.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `nekrologi@${HOST}`, name: null, title: null, pages: ['/nekrologi'], cases: ['role', 'plain', 'link-non-english'] },
        ...OWNERS.map((o) => ({ address: `${o.local}@${HOST}`, name: o.name, title: o.title, pages: ['/o-nas'], encoded: { kind: 'script' as const, text: cloakScript(o.local, o.id) }, cases: ['name-title-line', 'script-protect', 'link-non-english', ...o.cases] as CaseKind[] })),
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/kontakt'], cases: ['table', 'plain'] as CaseKind[] })),
        { address: `m.sowa@${HOST}`, name: 'Marta Sowa', title: 'specjalistka ds. kremacji', pages: ['/kremacja'], cases: ['sitemap-robots', 'prose', 'honorific', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/dla-parafii'],
      nonAddresses: [
        { text: `parafie@${HOST}`, kind: 'disallowed' },
        { text: 'zamowienia@kamieniarstwo-gorecki.pl', kind: 'other-company' },
      ],
    },
  };
}
