/**
 * Spółdzielnia Rolnicza "Złote Pole": a farming cooperative (grain purchase, fertiliser and seed
 * supply, agronomic advice) near Kalisz, on Joomla 4 (Cassiopeia) in Polish, with Joomla's
 * e-mail cloaking on the board page. The board as "Prezes Zarządu: inż. name" lines whose
 * addresses the cloak writes, the departments as a table with academic titles (dr inż., mgr),
 * the grain purchase manager as a label line, the Supervisory Board secretary in a news item's
 * prose, the office mailbox in JSON-LD as a mailto; the members' area robots.txt keeps out, a
 * cooperative bank's address and a CDN package version.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'sr-zlote-pole.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-spoldzielni', 'O spółdzielni'],
  ['/zarzad-i-rada', 'Zarząd i Rada Nadzorcza'],
  ['/skup-zboz', 'Skup zbóż'],
  ['/aktualnosci', 'Aktualności'],
  ['/kontakt', 'Kontakt'],
];

/** The script Joomla 4's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<joomla-hidden-mail is-link="1" is-email="1" first="${Buffer.from(local).toString('base64')}" last="${Buffer.from('sr-zlote-pole.test').toString('base64')}" text="" base="">Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyć, konieczne jest włączenie w przeglądarce obsługi JavaScript.</joomla-hidden-mail>` +
    `<span id="cloak${id}"></span><script type="text/javascript">\n` +
    `  document.getElementById('cloak${id}').innerHTML = '';\n` +
    `  var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `  var path = 'hr' + 'ef' + '=';\n` +
    `  var addy${id} = '${local}' + '&#64;';\n` +
    `  addy${id} = addy${id} + 'sr-zlote-pole' + '&#46;' + 'test';\n` +
    `  var addy_text${id} = '${local}' + '&#64;' + 'sr-zlote-pole' + '&#46;' + 'test';\n` +
    `  document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>' + addy_text${id} + '<\\/a>';\n` +
    `</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'SR „Złote Pole”',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?5c2e8a" rel="stylesheet">`,
    '<link href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@6.5.1/css/all.min.css" rel="stylesheet">',
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"JLIB_FORM_CONTAINS_INVALID_FIELDS":"Formularz nie może zostać wysłany, ponieważ brakuje wymaganych danych."},"system.paths":{"root":"","rootFull":"${ORIGIN}\\/","base":"","baseFull":"${ORIGIN}\\/"}}</script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-zlote-pole.png" alt="Spółdzielnia Rolnicza Złote Pole" width="240" height="72"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Menu główne"><ul class="mod-menu mod-list nav">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p><strong>Spółdzielnia Rolnicza „Złote Pole”</strong><br>ul. Polna 8, 62-800 Kalisz<br>tel. ${tel('62 757 31 40')}<br>e-mail: ${mailto(`biuro@${HOST}`)}</p><p>KRS 0000118452 · NIP 618-00-12-457</p></div>` +
    `<ul class="mod-menu mod-list nav"><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/strefa-czlonka">Strefa członka</a></li></ul></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: ['<script src="/media/system/js/core.min.js?576eb51da909dcf692c98643faa6fc89629ead18"></script>', '<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });
const article = (title: string, html: string): string => `<div class="grid-child container-component"><div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="pl-PL"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div></div>`;

const BOARD = [
  { label: 'Prezes Zarządu', shown: 'inż. Jan Kowalczyk', name: 'Jan Kowalczyk', local: 'j.kowalczyk', id: '7f2c41a0b8e35d96c1047e2a9b3f58d1' },
  { label: 'Wiceprezes Zarządu ds. handlowych', shown: 'Marek Nowak', name: 'Marek Nowak', local: 'm.nowak', id: 'c09d3e7a1f6b482e95a0c3d8e7b1f264' },
];

const TABLE = [
  { dept: 'Księgowość', shown: 'Ewa Zielińska', name: 'Ewa Zielińska', title: 'główna księgowa', local: 'e.zielinska', honorific: false },
  { dept: 'Nawozy i środki ochrony roślin', shown: 'Piotr Mazur', name: 'Piotr Mazur', title: 'specjalista ds. zaopatrzenia', local: 'p.mazur', honorific: false },
  { dept: 'Doradztwo agronomiczne', shown: 'dr inż. Tomasz Lewandowski', name: 'Tomasz Lewandowski', title: 'doradca agronomiczny', local: 't.lewandowski', honorific: true },
  { dept: 'Sprawy członkowskie', shown: 'mgr Katarzyna Dąbrowska', name: 'Katarzyna Dąbrowska', title: 'specjalistka ds. członkowskich', local: 'k.dabrowska', honorific: true },
];

export function srZlotePole(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Strona główna',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Spółdzielnia Rolnicza „Złote Pole”',
        url: `${ORIGIN}/`,
        email: `mailto:biuro@${HOST}`,
        telephone: '+48 62 757 31 40',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Polna 8', postalCode: '62-800', addressLocality: 'Kalisz', addressCountry: 'PL' },
      },
    ],
    main: article(
      'Spółdzielnia Rolnicza „Złote Pole” w Kaliszu',
      `<p>Od 1957 roku skupujemy zboże i rzepak od rolników z powiatu kaliskiego i ostrowskiego, prowadzimy sprzedaż nawozów, nasion i środków ochrony roślin oraz doradztwo agronomiczne dla członków.</p>` +
        `<p><a href="/aktualnosci/walne-zgromadzenie-2025">Zwyczajne Walne Zgromadzenie 2025 – zawiadomienie</a></p>`,
    ),
  });

  pages['/o-spoldzielni'] = page({ path: '/o-spoldzielni', title: 'O spółdzielni', main: article('O spółdzielni', `<p>Spółdzielnia zrzesza 412 członków. Dysponujemy elewatorem o pojemności 18 000 ton, suszarnią i magazynem nawozów w Opatówku.</p>`) });

  pages['/zarzad-i-rada'] = page({
    path: '/zarzad-i-rada',
    title: 'Zarząd i Rada Nadzorcza',
    main: article(
      'Zarząd i Rada Nadzorcza',
      `<h2>Zarząd</h2>` +
        BOARD.map((b) => `<p><strong>${esc(b.label)}:</strong> ${esc(b.shown)}<br>e-mail: ${cloak(b.local, b.id)}</p>`).join('') +
        `<h2>Rada Nadzorcza</h2><p>Przewodniczący Rady: Stanisław Pawlak<br>Zastępca przewodniczącego: Grzegorz Sikora<br>Sekretarz Rady: Halina Wójcik</p>`,
    ),
  });

  pages['/skup-zboz'] = page({
    path: '/skup-zboz',
    title: 'Skup zbóż',
    main: article(
      'Skup zbóż i rzepaku – żniwa 2025',
      `<p>Punkt skupu w Opatówku czynny w czasie żniw od 6:00 do 22:00. Aktualne ceny publikujemy codziennie o 9:00.</p>` +
        `<p><strong>Informacje o skupie:</strong> mgr inż. Anna Wiśniewska, kierownik skupu, tel. ${tel('601 224 718')}, ${mailto(`a.wisniewska@${HOST}`)}</p>` +
        `<p>Awizacje dostaw: ${mailto(`skup@${HOST}`)}</p>`,
    ),
  });

  pages['/aktualnosci'] = page({ path: '/aktualnosci', title: 'Aktualności', main: article('Aktualności', `<ul class="category-module"><li><a href="/aktualnosci/walne-zgromadzenie-2025">Zwyczajne Walne Zgromadzenie 2025</a></li></ul>`) });

  pages['/aktualnosci/walne-zgromadzenie-2025'] = page({
    path: '/aktualnosci/walne-zgromadzenie-2025',
    title: 'Walne Zgromadzenie 2025',
    main: article(
      'Zwyczajne Walne Zgromadzenie 2025',
      `<p>Zarząd zawiadamia, że Zwyczajne Walne Zgromadzenie odbędzie się 14 czerwca 2025 r. o godz. 10:00 w świetlicy w Opatówku.</p>` +
        `<p>Kandydatów do Rady Nadzorczej można zgłaszać do 31 maja; zgłoszenia przyjmuje sekretarz Rady Nadzorczej Halina Wójcik, ${mailto(`h.wojcik@${HOST}`)}.</p>` +
        `<p>Wpłaty udziałów prosimy kierować na rachunek w Banku Spółdzielczym w Kaliszu (kontakt w sprawie rachunku: ${mailto('obsluga@bs-kalisz.test')}).</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      'Kontakt',
      `<p>Biuro spółdzielni: ul. Polna 8, 62-800 Kalisz, pn.–pt. 7:00–15:00, ${mailto(`biuro@${HOST}`)}</p>` +
        `<table class="table table-striped"><thead><tr><th>Dział</th><th>Osoba</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>` +
        TABLE.map((t) => `<tr><td>${esc(t.dept)}</td><td>${esc(t.shown)}</td><td>${esc(t.title)}</td><td>${mailto(`${t.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: article('Polityka prywatności', `<p>Administratorem danych osobowych jest Spółdzielnia Rolnicza „Złote Pole” z siedzibą w Kaliszu.</p>`) });
  pages['/strefa-czlonka'] = page({ path: '/strefa-czlonka', title: 'Strefa członka', main: article('Strefa członka', `<p>Protokoły i sprawozdania. Dostęp: ${mailto(`czlonkowie@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /strefa-czlonka\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-mailto', 'plain'] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.label,
          pages: ['/zarzad-i-rada'],
          encoded: { kind: 'script' as const, text: cloakScript(b.local, b.id) },
          cases: ['title-name-line', 'script-protect', 'link-non-english', ...(b.shown.startsWith('inż.') ? ['honorific'] : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: `a.wisniewska@${HOST}`, name: 'Anna Wiśniewska', title: 'kierownik skupu', pages: ['/skup-zboz'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `skup@${HOST}`, name: null, title: null, pages: ['/skup-zboz'], cases: ['role', 'plain', 'link-non-english'] },
        ...TABLE.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/kontakt'], cases: ['table', 'plain', 'link-non-english', ...(t.honorific ? ['honorific'] : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `h.wojcik@${HOST}`, name: 'Halina Wójcik', title: 'sekretarz Rady Nadzorczej', titleAlternatives: ['Sekretarz Rady'], pages: ['/aktualnosci/walne-zgromadzenie-2025'], cases: ['prose', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-czlonka'],
      nonAddresses: [
        { text: `czlonkowie@${HOST}`, kind: 'disallowed' },
        { text: 'obsluga@bs-kalisz.test', kind: 'other-company' },
        { text: 'fontawesome-free@6.5.1', kind: 'package' },
      ],
    },
  };
}
