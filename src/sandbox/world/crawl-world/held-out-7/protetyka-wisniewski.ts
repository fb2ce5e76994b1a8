/**
 * Pracownia Protetyki Zębowej Wiśniewski: a dental laboratory in Gdańsk, Polish only. A
 * Drupal-like site: the technicians in a table with Polish academic titles before the names,
 * the billing specialist as a schema.org microdata Person inside the organisation, the head of
 * orthodontics on a "Title: Name" line with "lek. dent.", the courier-pickup address written by
 * String.fromCharCode, a careers page listed only in the sitemap robots.txt names at a path of
 * its own (with the stated address scheme and a label line), and a clinics' zone robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'protetyka-wisniewski.test';
const ORIGIN = `http://${HOST}`;
const FILES = '/sites/default/files';
const SCHEME = 'i.nazwisko@protetyka-wisniewski.test';
const ODBIORY_CODES = charCodes('odbiory@protetyka-wisniewski.test');

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas', 'O nas'],
  ['/zespol', 'Zespół'],
  ['/uslugi', 'Usługi i cennik'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Protetyka Wiśniewski',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3kVw2nD9yJr1aLbT0f.css?delta=0&amp;language=pl&amp;theme=olivero&amp;include=eJxdj0EOwjAMBD9E4">',
  ],
  header: () =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home"><img src="${FILES}/logo-protetyka.svg" alt="Strona główna"></a></div>\n` +
    `<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" class="primary-nav"><ul class="menu primary-nav__menu">${MENU.map(([href, label]) => `<li class="primary-nav__menu-item"><a href="${href}" data-drupal-link-system-path="${href === '/' ? '<front>' : `node/${href.length}`}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="block block-block-content"><p>Pracownia Protetyki Zębowej Tomasz Wiśniewski · ul. Grunwaldzka 188/4, 80-266 Gdańsk · NIP 584-123-45-67</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/strefa-gabinetu">Strefa gabinetu</a></p></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const node = (html: string) => `<article class="node node--type-page"><div class="node__content"><div class="field field--name-body text-content">${html}</div></div></article>`;

const STAFF: [string, string, string][] = [
  ['mgr inż. Tomasz Wiśniewski', 'właściciel, kierownik pracowni', 't.wisniewski@protetyka-wisniewski.test'],
  ['Anna Kowalczyk', 'starszy technik dentystyczny – ceramika i licówki', 'a.kowalczyk@protetyka-wisniewski.test'],
  ['Marek Zieliński', 'technik CAD/CAM, frezowanie cyrkonu', 'm.zielinski@protetyka-wisniewski.test'],
  ['tech. Joanna Nowicka', 'koordynatorka zleceń', 'j.nowicka@protetyka-wisniewski.test'],
];

export function protetykaWisniewski(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Pracownia protetyczna w Gdańsku',
    lang: 'pl',
    main: node(`<h1>Pracownia protetyczna dla gabinetów stomatologicznych</h1><p>Korony i mosty cyrkonowe, licówki, protezy szkieletowe i szyny relaksacyjne. Odbiór i dostawa wycisków na terenie Trójmiasta w 24 godziny.</p><p>Zapytania: ${mailto('biuro@protetyka-wisniewski.test')}</p>`),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    lang: 'pl',
    main: node(
      `<h2>O nas</h2><p>Pracownię założył w 1998 roku Tomasz Wiśniewski. Dziś pracuje u nas jedenaście osób, a skanery wewnątrzustne naszych klientów wysyłają prace prosto do działu CAD.</p>\n` +
        `<p>Kierownik działu ortodoncji: lek. dent. Piotr Mazur – ${mailto('p.mazur@protetyka-wisniewski.test')}</p>\n` +
        `<div itemscope itemtype="https://schema.org/Organization"><p><span itemprop="name">Pracownia Protetyki Zębowej Wiśniewski</span>, e-mail: <a itemprop="email" href="mailto:biuro@protetyka-wisniewski.test">biuro@protetyka-wisniewski.test</a></p>\n` +
        `<p itemprop="employee" itemscope itemtype="https://schema.org/Person">Faktury i rozliczenia z NFZ: <span itemprop="name">Katarzyna Dąbrowska</span>, <span itemprop="jobTitle">specjalistka ds. rozliczeń</span> – <a itemprop="email" href="mailto:k.dabrowska@protetyka-wisniewski.test">k.dabrowska@protetyka-wisniewski.test</a></p></div>`,
    ),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    lang: 'pl',
    main: node(
      `<h2>Zespół</h2><table class="cols-3"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>\n` +
        STAFF.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
        `\n</tbody></table>`,
    ),
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi i cennik',
    lang: 'pl',
    main: node(`<h2>Usługi i cennik</h2><table><tr><td>Korona pełnoceramiczna (cyrkon)</td><td>od 420 zł</td></tr><tr><td>Licówka porcelanowa</td><td>od 520 zł</td></tr><tr><td>Szyna relaksacyjna</td><td>290 zł</td></tr></table><p>Materiały kupujemy wyłącznie u autoryzowanych dystrybutorów, m.in. w hurtowni Dentomax (${mailto('zamowienia@dentomax-hurt.test')}).</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main: node(
      `<h2>Kontakt</h2><p>ul. Grunwaldzka 188/4, 80-266 Gdańsk<br>tel. 58 341 22 90, pon.–pt. 7:00–17:00</p><p>Biuro: ${mailto('biuro@protetyka-wisniewski.test')}</p>\n` +
        `<p>Zamówienie odbioru wycisków kurierem: <script>var o = String.fromCharCode(${ODBIORY_CODES}); document.write('<a href="mailto:' + o + '">' + o + '</a>');</script><noscript>włącz JavaScript</noscript></p>\n` +
        `<form class="contact-message-feedback-form" method="post"><label for="edit-mail">Twój adres e-mail</label><input type="email" id="edit-mail" name="mail" placeholder="jan.kowalski@gabinet.pl"><textarea name="message[0][value]"></textarea><input type="submit" value="Wyślij"></form>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: node(`<h2>Polityka prywatności</h2><p>Administratorem danych osobowych jest Tomasz Wiśniewski, prowadzący działalność pod firmą Pracownia Protetyki Zębowej Tomasz Wiśniewski. Kontakt w sprawach RODO: ${mailto('biuro@protetyka-wisniewski.test')}.</p>`),
  });

  pages['/praca'] = page({
    path: '/praca',
    title: 'Praca',
    lang: 'pl',
    main: node(
      `<h2>Praca w pracowni</h2><p>Szukamy technika dentystycznego ze znajomością exocad (umowa o pracę, 7:00–15:00). CV prosimy przesyłać na ${mailto('rekrutacja@protetyka-wisniewski.test')}.</p>\n` +
        `<p>Każdy pracownik ma skrzynkę według schematu ${SCHEME} (pierwsza litera imienia, kropka, nazwisko bez polskich znaków).</p>\n` +
        `<p>Praktyki dla uczniów szkół policealnych – kontakt: Ewa Lis, technik dentystyczny, opiekunka praktyk, tel. 58 341 22 93, ${mailto('e.lis@protetyka-wisniewski.test')}</p>`,
    ),
  });

  pages['/strefa-gabinetu'] = page({
    path: '/strefa-gabinetu',
    title: 'Strefa gabinetu',
    lang: 'pl',
    main: node(`<h2>Strefa gabinetu</h2><p>Status zleceń i pliki STL. Problem z logowaniem? ${mailto('gabinety@protetyka-wisniewski.test')}</p>`),
  });

  pages['/sitemap/strony.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/zespol', '/uslugi', '/kontakt', '/polityka-prywatnosci', '/praca'], '2025-05-09'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /strefa-gabinetu\n\nSitemap: ${ORIGIN}/sitemap/strony.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['pl'],
      addresses: [
        {
          address: 't.wisniewski@protetyka-wisniewski.test',
          name: 'Tomasz Wiśniewski',
          title: 'właściciel, kierownik pracowni',
          titleAlternatives: ['właściciel', 'kierownik pracowni'],
          pages: ['/zespol'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'a.kowalczyk@protetyka-wisniewski.test',
          name: 'Anna Kowalczyk',
          title: 'starszy technik dentystyczny – ceramika i licówki',
          titleAlternatives: ['starszy technik dentystyczny'],
          pages: ['/zespol'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'm.zielinski@protetyka-wisniewski.test',
          name: 'Marek Zieliński',
          title: 'technik CAD/CAM, frezowanie cyrkonu',
          titleAlternatives: ['technik CAD/CAM'],
          pages: ['/zespol'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        { address: 'j.nowicka@protetyka-wisniewski.test', name: 'Joanna Nowicka', title: 'koordynatorka zleceń', pages: ['/zespol'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { address: 'p.mazur@protetyka-wisniewski.test', name: 'Piotr Mazur', title: 'Kierownik działu ortodoncji', pages: ['/o-nas'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'k.dabrowska@protetyka-wisniewski.test', name: 'Katarzyna Dąbrowska', title: 'specjalistka ds. rozliczeń', pages: ['/o-nas'], cases: ['microdata', 'plain', 'link-non-english'] },
        {
          address: 'e.lis@protetyka-wisniewski.test',
          name: 'Ewa Lis',
          title: 'technik dentystyczny, opiekunka praktyk',
          titleAlternatives: ['technik dentystyczny', 'opiekunka praktyk'],
          pages: ['/praca'],
          cases: ['label-line', 'sitemap-robots', 'plain'],
        },
        { address: 'rekrutacja@protetyka-wisniewski.test', name: null, title: null, pages: ['/praca'], cases: ['role', 'sitemap-robots', 'plain'] },
        { address: 'biuro@protetyka-wisniewski.test', name: null, title: null, pages: ['/', '/o-nas', '/kontakt', '/polityka-prywatnosci'], cases: ['role', 'microdata', 'plain'] },
        {
          address: 'odbiory@protetyka-wisniewski.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: ODBIORY_CODES },
          cases: ['script-charcode', 'role', 'link-non-english'],
        },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/praca', text: SCHEME },
      disallowed: ['/strefa-gabinetu'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'gabinety@protetyka-wisniewski.test', kind: 'disallowed' },
        { text: 'jan.kowalski@gabinet.pl', kind: 'placeholder' },
        { text: 'zamowienia@dentomax-hurt.test', kind: 'other-company' },
      ],
    },
  };
}
