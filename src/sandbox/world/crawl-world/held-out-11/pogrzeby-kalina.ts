/**
 * Dom Pogrzebowy Kalina: a family funeral home in Poznań, Polish only. Initial-dot-surname
 * addresses. The owner in a sentence on the about page, the staff as schema.org microdata cards
 * (one with "mgr", the driver's address built from character codes), the paperwork specialist on
 * a label line with street and phone, the florist's orders mailbox under the florist's name, the
 * obituary editor on a page listed only in a gzip sitemap named by robots.txt, a placeholder in
 * the form, the municipal cemetery office's address and a family panel robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'pogrzeby-kalina.test';
const DRIVER = 'k.nowicki@pogrzeby-kalina.test';

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas', 'O nas'],
  ['/zespol', 'Nasz zespół'],
  ['/uslugi', 'Usługi'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dom Pogrzebowy Kalina',
  head: ['<link rel="stylesheet" href="/css/style.css?v=3">', '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>'],
  header: () =>
    `<div class="topbar">Całodobowo: ${tel('+48 600 100 200')}</div><header><div class="logo"><a href="/">Dom Pogrzebowy Kalina</a></div>` +
    `<ul class="menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></header>`,
  footer: () =>
    `<footer><p>Dom Pogrzebowy Kalina s.c. · ul. Grunwaldzka 12, 60-780 Poznań · NIP 779-112-34-56</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> | <a href="/panel-rodziny">Panel dla rodzin</a></p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

function person(name: string, honorific: string, job: string, contact: string, photo: string): string {
  return (
    `<div class="osoba" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/img/zespol/${photo}.jpg" alt="">` +
    `<h3>${honorific ? `${esc(honorific)} ` : ''}<span itemprop="name">${esc(name)}</span></h3><p itemprop="jobTitle">${esc(job)}</p>${contact}</div>`
  );
}
const emailProp = (address: string) => `<p><a itemprop="email" href="mailto:${address}">${address}</a></p>`;

const DRIVER_JS = `(function(){var e=String.fromCharCode(${charCodes(DRIVER)});document.getElementById('kn-mail').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();`;

export function pogrzebyKalina(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Zakład pogrzebowy Poznań',
    lang: 'pl',
    main: `<section class="hero"><h1>Jesteśmy przy Państwu całą dobę</h1><p>Kompleksowa organizacja pogrzebów, przewóz zmarłych, chłodnia, kremacja, oprawa ceremonii. Pomagamy w formalnościach i rozliczeniu zasiłku pogrzebowego.</p></section>`,
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    lang: 'pl',
    main:
      `<h1>O nas</h1><p>Dom Pogrzebowy Kalina to firma rodzinna działająca w Poznaniu od 1994 roku.</p>` +
      `<p>Firmę od początku prowadzi jej właściciel, Andrzej Kalina, i to do niego można pisać w każdej sprawie, której nie udało się załatwić telefonicznie: ${mailto('a.kalina@pogrzeby-kalina.test')}.</p>`,
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Nasz zespół',
    lang: 'pl',
    main:
      `<h1>Nasz zespół</h1><div class="zespol">\n` +
      [
        person('Beata Kalina', '', 'kierownik zakładu', emailProp('b.kalina@pogrzeby-kalina.test'), 'beata'),
        person('Tomasz Wróbel', '', 'mistrz ceremonii pogrzebowych', emailProp('t.wrobel@pogrzeby-kalina.test'), 'tomasz'),
        person('Joanna Lis', 'mgr', 'tanatopraktor', emailProp('j.lis@pogrzeby-kalina.test'), 'joanna'),
        person('Krzysztof Nowicki', '', 'kierowca, przewóz zmarłych', `<p id="kn-mail"></p><script>${DRIVER_JS}</script>`, 'krzysztof'),
      ].join('\n') +
      `\n</div>`,
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    lang: 'pl',
    main: `<h1>Usługi</h1><ul><li>organizacja pogrzebów tradycyjnych i świeckich</li><li>kremacja i urny</li><li>przewóz zmarłych w kraju i z zagranicy</li><li>ekshumacje</li><li>wieńce i wiązanki</li></ul>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main:
      `<h1>Kontakt</h1><p>Biuro czynne pon.–pt. 8:00–18:00, sob. 8:00–13:00. Telefon całodobowy: ${tel('600 100 200')}</p>` +
      `<p>Adres e-mail biura: ${mailto('biuro@pogrzeby-kalina.test')}</p>` +
      `<p>Formalności cmentarne i zasiłek pogrzebowy ZUS: Ewa Mazur, specjalistka ds. formalności, ul. Grunwaldzka 12, tel. 61 847 22 10, ${mailto('e.mazur@pogrzeby-kalina.test')}</p>` +
      `<h2>Kwiaciarnia przy zakładzie</h2><p>Wieńce i wiązanki przygotowuje nasza florystka Halina Pawlak, tel. 61 847 22 15.<br>${mailto('zamowienia@pogrzeby-kalina.test')}</p>` +
      `<p>Rezerwacja miejsc na cmentarzach komunalnych: Zarząd Cmentarzy Komunalnych, ${mailto('cmentarz@zck-poznan.test')}</p>` +
      `<form method="post" action="/kontakt/wyslij"><label>E-mail <input type="email" name="email" placeholder="jan.kowalski@przyklad.pl"></label><textarea name="wiadomosc"></textarea><button>Wyślij</button></form>`,
  });

  pages['/nekrologi'] = page({
    path: '/nekrologi',
    title: 'Nekrologi',
    lang: 'pl',
    main:
      `<h1>Nekrologi i kondolencje</h1><p>Nekrologi publikujemy bezpłatnie na prośbę rodziny.</p>` +
      `<p>Agnieszka Dudek, redaktorka działu nekrologów, ${mailto('a.dudek@pogrzeby-kalina.test')}</p>`,
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: `<h1>Polityka prywatności</h1><p>Administratorem danych jest Dom Pogrzebowy Kalina s.c. z siedzibą w Poznaniu.</p>`,
  });

  pages['/panel-rodziny'] = page({
    path: '/panel-rodziny',
    title: 'Panel dla rodzin',
    lang: 'pl',
    main: `<h1>Panel dla rodzin</h1><p>Dostęp do dokumentów i zdjęć z ceremonii. Problem z logowaniem: ${mailto('panel@pogrzeby-kalina.test')}</p>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/nekrologi'], '2025-06-01'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /panel-rodziny\nDisallow: /kontakt/wyslij\n\nSitemap: http://${HOST}/sitemap.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/zespol', '/uslugi', '/kontakt', '/polityka-prywatnosci'], '2025-06-01'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['pl'],
      addresses: [
        { address: 'a.kalina@pogrzeby-kalina.test', name: 'Andrzej Kalina', title: 'właściciel', pages: ['/o-nas'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'b.kalina@pogrzeby-kalina.test', name: 'Beata Kalina', title: 'kierownik zakładu', pages: ['/zespol'], cases: ['card', 'microdata', 'plain', 'link-non-english'] },
        {
          address: 't.wrobel@pogrzeby-kalina.test',
          name: 'Tomasz Wróbel',
          title: 'mistrz ceremonii pogrzebowych',
          pages: ['/zespol'],
          cases: ['card', 'microdata', 'plain', 'link-non-english'],
        },
        { address: 'j.lis@pogrzeby-kalina.test', name: 'Joanna Lis', title: 'tanatopraktor', pages: ['/zespol'], cases: ['card', 'microdata', 'honorific', 'plain', 'link-non-english'] },
        {
          address: DRIVER,
          name: 'Krzysztof Nowicki',
          title: 'kierowca, przewóz zmarłych',
          titleAlternatives: ['kierowca'],
          pages: ['/zespol'],
          encoded: { kind: 'charcodes', text: charCodes(DRIVER) },
          cases: ['card', 'script-charcode', 'link-non-english'],
        },
        {
          address: 'e.mazur@pogrzeby-kalina.test',
          name: 'Ewa Mazur',
          title: 'specjalistka ds. formalności',
          pages: ['/kontakt'],
          cases: ['label-line', 'plain', 'link-non-english'],
        },
        {
          address: 'a.dudek@pogrzeby-kalina.test',
          name: 'Agnieszka Dudek',
          title: 'redaktorka działu nekrologów',
          pages: ['/nekrologi'],
          cases: ['sitemap-gzip', 'sitemap-robots', 'name-title-line', 'plain'],
        },
        { address: 'biuro@pogrzeby-kalina.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'zamowienia@pogrzeby-kalina.test', name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/panel-rodziny'],
      nonAddresses: [
        { text: 'panel@pogrzeby-kalina.test', kind: 'disallowed' },
        { text: 'jan.kowalski@przyklad.pl', kind: 'placeholder' },
        { text: 'cmentarz@zck-poznan.test', kind: 'other-company' },
      ],
    },
  };
}
