/**
 * Parafia Rzymskokatolicka pw. Najświętszego Serca Pana Jezusa w Dąbrówce Leśnej: a village
 * parish on Joomla 3, in Polish. The priests on "Duszpasterze" as "ks. kan. Name – proboszcz"
 * headings with Joomla's e-mail cloaking script; the parish office page with "Organista: Name"
 * lines (the sacristan's address as character references) and a "Sprawy cmentarza: name,
 * title, street, phone, address" line; the parish groups page naming the catechist and the
 * Caritas chair in running text. The diocesan curia's address and the altar servers' zone
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'parafia-dabrowka-lesna.test';
const ORIGIN = `http://${HOST}`;

/** Joomla 3's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): { html: string; script: string } {
  const [name, tld] = ['parafia-dabrowka-lesna', 'test'];
  const script =
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + '${name}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`;
  const html = `<span id="cloak${id}">Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyć, konieczne jest włączenie w przeglądarce obsługi JavaScript.</span>${script}`;
  return { html, script };
}

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/ogloszenia', 'Ogłoszenia'],
  ['/duszpasterze', 'Duszpasterze'],
  ['/kancelaria', 'Kancelaria'],
  ['/grupy-parafialne', 'Grupy parafialne'],
  ['/historia', 'Historia parafii'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Parafia Najświętszego Serca Pana Jezusa w Dąbrówce Leśnej',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/protostar/css/template.css?5f1e8a2b" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?5f1e8a2b"></script>`,
  ],
  header: () =>
    `<header class="header"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo-parafia.png" alt="Parafia NSPJ"></a><div class="header-search pull-right"><p>Diecezja Kielecka · Dekanat Chęciński</p></div></div></header>` +
    `<nav class="navigation"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>`,
  footer: () =>
    `<footer class="footer"><div class="container"><hr><div class="moduletable"><p><strong>Parafia Rzymskokatolicka pw. Najświętszego Serca Pana Jezusa</strong><br>ul. Kościelna 4, 26-065 Dąbrówka Leśna<br>tel. ${tel('41 315 22 08')} · ${mailto(`kancelaria@${HOST}`)}</p><p>Nr konta: 12 8493 0004 0000 0120 4411 0001</p></div>` +
    `<p class="pull-right"><a href="/strefa-ministranta">Strefa ministranta</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a></p><p>© 2025 Parafia NSPJ Dąbrówka Leśna</p></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-pl' });
const article = (html: string): string => `<div class="item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody">${html}</div></div>`;

const NOWICKI = cloak('m.nowicki', 'b3c1f0e27a9d4c58e6f1a2b3c4d5e6f7');
const KMIECIK = cloak('p.kmiecik', '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b');
const SOWA = cloak('a.sowa', '4a7b1c9d2e8f3a6b5c0d7e1f9a2b4c8d');

export function parafiaDabrowkaLesna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Strona główna',
    main: article(
      `<h1>Szczęść Boże!</h1><p>Witamy na stronie parafii Najświętszego Serca Pana Jezusa w Dąbrówce Leśnej.</p>` +
        `<h2>Porządek Mszy Świętych</h2><p>Niedziele i święta: 7:30, 9:30, 11:30, 17:00<br>Dni powszednie: 7:00 i 18:00</p><p><a href="/ogloszenia">Aktualne ogłoszenia duszpasterskie</a></p>`,
    ),
  });

  pages['/ogloszenia'] = page({
    path: '/ogloszenia',
    title: 'Ogłoszenia duszpasterskie',
    main: article(`<h1>Ogłoszenia duszpasterskie – III Niedziela Wielkiego Postu</h1><ol><li>Gorzkie Żale w niedzielę o 16:30, Droga Krzyżowa w piątek po Mszy wieczornej.</li><li>Rekolekcje wielkopostne poprowadzi o. Bartłomiej, kapucyn z Krakowa.</li><li>Bóg zapłać za ofiary na tacę – przeznaczone na remont dachu kościoła.</li></ol>`),
  });

  pages['/duszpasterze'] = page({
    path: '/duszpasterze',
    title: 'Duszpasterze',
    main: article(
      `<h1>Duszpasterze</h1>` +
        `<h3>ks. kan. Marek Nowicki – proboszcz</h3><p>Urodzony w 1964 r. w Jędrzejowie, święcenia kapłańskie przyjął w 1990 r. Proboszczem naszej parafii jest od 2011 r.</p><p>e-mail: ${NOWICKI.html}</p>` +
        `<h3>ks. Paweł Kmiecik – wikariusz</h3><p>Pochodzi z Pińczowa, święcenia w 2019 r. Katecheta w Szkole Podstawowej w Dąbrówce Leśnej, opiekun ministrantów i Oazy.</p><p>e-mail: ${KMIECIK.html}</p>` +
        `<h3>ks. prał. dr Andrzej Sowa – rezydent</h3><p>Emerytowany wykładowca Wyższego Seminarium Duchownego w Kielcach, pomaga w posłudze duszpasterskiej.</p><p>e-mail: ${SOWA.html}</p>`,
    ),
  });

  pages['/kancelaria'] = page({
    path: '/kancelaria',
    title: 'Kancelaria parafialna',
    main: article(
      `<h1>Kancelaria parafialna</h1><p>Kancelaria czynna: wtorek i czwartek 16:00–17:30, sobota 9:00–10:00. W sprawach pogrzebów – codziennie po Mszy św.</p><p>Tel. ${tel('41 315 22 08')}, e-mail: ${mailto(`kancelaria@${HOST}`)}</p>` +
        `<p>Organista: Piotr Grabowski, tel. ${tel('600 442 719')}, ${mailto(`p.grabowski@${HOST}`)}<br>` +
        `Kościelny: Tomasz Bielski, tel. ${tel('512 300 118')}, <a href="mailto:${entities(`t.bielski@${HOST}`)}">${entities(`t.bielski@${HOST}`)}</a></p>` +
        `<p>Sprawy cmentarza parafialnego: Tadeusz Mazur, zarządca cmentarza, ul. Cmentarna 2, tel. ${tel('604 118 230')}, ${mailto(`t.mazur@${HOST}`)}</p>` +
        `<p>Dokumenty do chrztu i ślubu z innych parafii prosimy przesyłać przez Kurię Diecezjalną w Kielcach (${mailto('kancelaria@kuria-kielecka.test')}).</p>`,
    ),
  });

  pages['/grupy-parafialne'] = page({
    path: '/grupy-parafialne',
    title: 'Grupy parafialne',
    main: article(
      `<h1>Grupy parafialne</h1>` +
        `<p><strong>Schola dziecięca</strong> spotyka się w soboty o 10:00 w salce pod plebanią. Scholą opiekuje się katechetka Agnieszka Lis – zapisy u niej lub mailowo: ${mailto(`a.lis@${HOST}`)}.</p>` +
        `<p><strong>Parafialny Zespół Caritas</strong> prowadzi paczki świąteczne i zbiórki żywności. Przewodnicząca Parafialnego Zespołu Caritas Halina Wilk prosi o kontakt pod adresem ${mailto(`h.wilk@${HOST}`)} osoby, które chciałyby pomóc.</p>` +
        `<p><strong>Koła Żywego Różańca</strong> – zmiana tajemnic w pierwszą niedzielę miesiąca po Mszy o 9:30.</p>`,
    ),
  });

  pages['/historia'] = page({ path: '/historia', title: 'Historia parafii', main: article(`<h1>Historia parafii</h1><p>Parafię erygował bp Czesław Kaczmarek w 1936 r. Obecny murowany kościół konsekrowano w 1958 r.</p>`) });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: article(`<h1>Polityka prywatności</h1><p>Administratorem danych jest Parafia NSPJ w Dąbrówce Leśnej, zgodnie z Dekretem ogólnym KEP w sprawie ochrony osób fizycznych.</p>`) });

  pages['/strefa-ministranta'] = page({ path: '/strefa-ministranta', title: 'Strefa ministranta', main: article(`<h1>Strefa ministranta</h1><p>Grafik służby przy ołtarzu. Hasło u ks. Pawła lub: ${mailto(`ministranci@${HOST}`)}</p>`) });

  const all = Object.keys(pages).filter((p) => p !== '/strefa-ministranta');
  const ln: CaseKind = 'link-non-english';
  const priest = (local: string, name: string, title: string, script: string) => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/duszpasterze'],
    encoded: { kind: 'script' as const, text: script },
    cases: ['honorific', 'name-title-line', 'script-protect', ln] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt:
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /strefa-ministranta\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['pl'],
      addresses: [
        { address: `kancelaria@${HOST}`, name: null, title: null, pages: all, cases: ['role', 'plain'] },
        priest('m.nowicki', 'Marek Nowicki', 'proboszcz', NOWICKI.script),
        priest('p.kmiecik', 'Paweł Kmiecik', 'wikariusz', KMIECIK.script),
        priest('a.sowa', 'Andrzej Sowa', 'rezydent', SOWA.script),
        { address: `p.grabowski@${HOST}`, name: 'Piotr Grabowski', title: 'Organista', pages: ['/kancelaria'], cases: ['title-name-line', 'plain', ln] },
        { address: `t.bielski@${HOST}`, name: 'Tomasz Bielski', title: 'Kościelny', pages: ['/kancelaria'], cases: ['title-name-line', 'entities', ln] },
        { address: `t.mazur@${HOST}`, name: 'Tadeusz Mazur', title: 'zarządca cmentarza', pages: ['/kancelaria'], cases: ['label-line', 'plain', ln] },
        { address: `a.lis@${HOST}`, name: 'Agnieszka Lis', title: 'katechetka', pages: ['/grupy-parafialne'], cases: ['prose', 'plain', ln] },
        { address: `h.wilk@${HOST}`, name: 'Halina Wilk', title: 'Przewodnicząca Parafialnego Zespołu Caritas', pages: ['/grupy-parafialne'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-ministranta'],
      nonAddresses: [
        { text: `ministranci@${HOST}`, kind: 'disallowed' },
        { text: 'kancelaria@kuria-kielecka.test', kind: 'other-company' },
      ],
    },
  };
}
