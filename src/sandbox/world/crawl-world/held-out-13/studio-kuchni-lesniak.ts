/**
 * Studio Kuchni Leśniak: a kitchen design and fitting studio in Kraków, Polish only, hand-written
 * by a local agency. First-dot-last addresses (Polish letters folded). The owner as "Imię Nazwisko
 * – stanowisko" and a JSON-LD founder, the chief accountant only in the JSON-LD, the team as a
 * table with phones, the service coordinator as "Stanowisko: Imię Nazwisko", the office mailbox
 * written "[at]"/"[dot]", an orders mailbox beside the showroom manager's name; a fronts
 * supplier's address, a form placeholder and the architects' price list robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'studio-kuchni-lesniak.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/realizacje', 'Realizacje'],
  ['/o-nas', 'O nas'],
  ['/zespol', 'Zespół'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Kuchni Leśniak',
  head: ['<link rel="stylesheet" href="/css/style.css?v=14">', '<link rel="icon" href="/img/favicon.png">'],
  header: () =>
    `<div class="top-bar">pon.–pt. 10–18, sob. 10–14 · ${tel('+48 12 345 67 89')}</div><header class="site-header"><a href="/" class="logo"><img src="/img/logo-lesniak.svg" alt="Studio Kuchni Leśniak"></a>` +
    `<nav><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>Studio Kuchni Leśniak sp. z o.o. · ul. Lipowa 4, 30-702 Kraków · NIP 679-318-22-40 · KRS 0000823417</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/dla-architektow">Dla architektów</a></p><p class="credits">Realizacja: Webmaster Kraków</p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const TEAM: { name: string; title: string; phone: string; address: string }[] = [
  { name: 'Katarzyna Nowicka', title: 'Projektantka kuchni', phone: '601 214 330', address: 'katarzyna.nowicka@studio-kuchni-lesniak.test' },
  { name: 'Michał Zieliński', title: 'Projektant wnętrz, doradca klienta', phone: '601 214 331', address: 'michal.zielinski@studio-kuchni-lesniak.test' },
  { name: 'Tomasz Wróbel', title: 'Kierownik ekipy montażowej', phone: '601 214 332', address: 'tomasz.wrobel@studio-kuchni-lesniak.test' },
  { name: 'Agnieszka Kaczmarek', title: 'Specjalistka ds. zamówień', phone: '601 214 333', address: 'agnieszka.kaczmarek@studio-kuchni-lesniak.test' },
  { name: 'Paweł Dudek', title: 'Stolarz-monter', phone: '601 214 334', address: 'pawel.dudek@studio-kuchni-lesniak.test' },
];

export function studioKuchniLesniak(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kuchnie na wymiar w Krakowie',
    lang: 'pl',
    main:
      `<section class="hero"><h1>Kuchnie na wymiar – od projektu do montażu</h1><p>Projektujemy i montujemy kuchnie, zabudowy i szafy w Krakowie i okolicach. Bezpłatny pomiar i projekt 3D przy zamówieniu.</p>` +
      `<p>Napisz do nas: biuro [at] studio-kuchni-lesniak [dot] test</p></section>`,
  });

  pages['/realizacje'] = page({
    path: '/realizacje',
    title: 'Realizacje',
    lang: 'pl',
    main: `<h1>Nasze realizacje</h1><ul class="gallery"><li><img src="/img/realizacje/kazimierz-loft.jpg" alt="Kuchnia w lofcie na Kazimierzu"></li><li><img src="/img/realizacje/wieliczka-dom.jpg" alt="Kuchnia z wyspą, Wieliczka"></li><li><img src="/img/realizacje/bronowice-blok.jpg" alt="Mała kuchnia w bloku, Bronowice"></li></ul>`,
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    lang: 'pl',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HomeAndConstructionBusiness',
        name: 'Studio Kuchni Leśniak sp. z o.o.',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Piotr Leśniak', jobTitle: 'Właściciel', email: 'piotr.lesniak@studio-kuchni-lesniak.test' },
        employee: [{ '@type': 'Person', name: 'Magdalena Lis', jobTitle: 'Główna księgowa', email: 'magdalena.lis@studio-kuchni-lesniak.test' }],
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Lipowa 4', postalCode: '30-702', addressLocality: 'Kraków', addressCountry: 'PL' },
      },
    ],
    main:
      `<h1>O nas</h1><p>Studio założył w 2009 roku stolarz z trzydziestoletnim stażem. Dziś mamy własny salon na Zabłociu i warsztat w Skawinie, w którym powstają korpusy i blaty.</p>` +
      `<p>Piotr Leśniak – właściciel studia<br>${mailto('piotr.lesniak@studio-kuchni-lesniak.test')}</p>` +
      `<p>Fronty lakierowane zamawiamy u sprawdzonego dostawcy (${mailto('handlowy@fronty-meblowe-hurt.test')}).</p>`,
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    lang: 'pl',
    main:
      `<h1>Nasz zespół</h1>\n<table class="team"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>\n` +
      TEAM.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.title)}</td><td>${tel(t.phone)}</td><td>${mailto(t.address)}</td></tr>`).join('\n') +
      `\n</tbody></table>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main:
      `<h1>Kontakt</h1><p>Salon: ul. Lipowa 4, Kraków (Zabłocie). Biuro: biuro [at] studio-kuchni-lesniak [dot] test</p>` +
      `<p>Kierownik salonu: Joanna Mazur, tel. ${tel('600 123 456')}<br>Zamówienia: ${mailto('zamowienia@studio-kuchni-lesniak.test')}</p>` +
      `<p>Koordynatorka serwisu: Ewa Sikora, ${mailto('ewa.sikora@studio-kuchni-lesniak.test')}</p>` +
      `<form class="contact-form"><label>Twój e-mail <input type="email" name="email" placeholder="twoj@email.pl"></label><label>Wiadomość <textarea name="wiadomosc"></textarea></label><button type="submit">Wyślij</button></form>`,
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: `<h1>Polityka prywatności</h1><p>Administratorem danych jest Studio Kuchni Leśniak sp. z o.o., ul. Lipowa 4, 30-702 Kraków. Kontakt w sprawie danych: biuro [at] studio-kuchni-lesniak [dot] test.</p>`,
  });

  pages['/dla-architektow'] = page({
    path: '/dla-architektow',
    title: 'Dla architektów',
    lang: 'pl',
    main: `<h1>Cennik dla architektów</h1><p>Rabaty i próbniki frontów. Dostęp: ${mailto('architekci@studio-kuchni-lesniak.test')}</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dla-architektow\nDisallow: /panel/\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['pl'],
      addresses: [
        {
          address: 'piotr.lesniak@studio-kuchni-lesniak.test',
          name: 'Piotr Leśniak',
          title: 'właściciel studia',
          titleAlternatives: ['Właściciel'],
          pages: ['/o-nas'],
          cases: ['name-title-line', 'json-ld-person', 'plain', ln],
        },
        { address: 'magdalena.lis@studio-kuchni-lesniak.test', name: 'Magdalena Lis', title: 'Główna księgowa', pages: ['/o-nas'], cases: ['json-ld-person', 'json-ld-only', ln] },
        ...TEAM.map((t) => ({ address: t.address, name: t.name, title: t.title, pages: ['/zespol'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: 'ewa.sikora@studio-kuchni-lesniak.test', name: 'Ewa Sikora', title: 'Koordynatorka serwisu', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        { address: 'zamowienia@studio-kuchni-lesniak.test', name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'plain', ln] },
        { address: 'biuro@studio-kuchni-lesniak.test', name: null, title: null, pages: ['/', '/kontakt', '/polityka-prywatnosci'], cases: ['role', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/dla-architektow'],
      nonAddresses: [
        { text: 'architekci@studio-kuchni-lesniak.test', kind: 'disallowed' },
        { text: 'handlowy@fronty-meblowe-hurt.test', kind: 'other-company' },
        { text: 'twoj@email.pl', kind: 'placeholder' },
      ],
    },
  };
}
