/**
 * Kruszyniak Logistyka: a road-freight and forwarding company in Tczew, on WordPress with an
 * Elementor theme. The team page is a table (dział, imię i nazwisko, stanowisko, telefon, e-mail)
 * with Polish degrees before names ("mgr inż."), two addresses built by the theme's anti-spam
 * script (string pieces; character codes); the media page a "Kontakt dla mediów:" label line; a
 * job advert reached only through a child of the sitemap index, with the HR specialist's name in
 * the genitive ("do Pani Magdaleny Wójcik, specjalistki ds. kadr i płac"). The tracking API
 * page's git clone URL and npm package, the terminal's address and the client zone (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kruszyniak-logistyka.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-firmie', 'O firmie'],
  ['/uslugi', 'Usługi'],
  ['/zespol', 'Nasz zespół'],
  ['/dla-mediow', 'Dla mediów'],
  ['/integracje-api', 'Integracje'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kruszyniak Logistyka',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
  ],
  header: () =>
    `<header class="site-header elementor-location-header"><div class="elementor-container"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/2023/05/kruszyniak-logo.svg" alt="Kruszyniak Logistyka" width="220" height="48"></a>` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-glowne" class="elementor-nav-menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}" class="elementor-item">${esc(label)}</a></li>`).join('')}</ul></nav>` +
    `<a class="elementor-button" href="/strefa-klienta">Strefa klienta</a></div></header>`,
  footer: () =>
    `<footer class="site-footer elementor-location-footer"><div class="elementor-container"><div class="elementor-column"><p><strong>Kruszyniak Logistyka Sp. z o.o.</strong><br>ul. Czatkowska 61, 83-110 Tczew<br>NIP 593-268-41-07 · REGON 221845370 · KRS 0000418826<br>Sąd Rejonowy Gdańsk-Północ w Gdańsku, VII Wydział Gospodarczy KRS<br>Kapitał zakładowy: 250 000 zł</p></div>` +
    `<div class="elementor-column"><p>Biuro: ${tel('+48 58 531 22 40')}<br>${mailto(`biuro@${HOST}`)}</p><p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/ogolne-warunki-przewozu">OWP</a></p></div></div><p class="copyright">© 2025 Kruszyniak Logistyka</p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });
const wrap = (h: string, html: string): string => `<div class="elementor elementor-page"><section class="elementor-section"><div class="elementor-widget-wrap"><h1 class="elementor-heading-title">${esc(h)}</h1>${html}</div></section></div>`;

/** The theme's "email protector": pieces joined by a script (concat) or character codes. */
const concatScript = (id: string, user: string): string =>
  `<script>(function(){var u='${user.slice(0, 4)}'+'${user.slice(4)}',d='kruszyniak'+'-logistyka'+'.test',e=u+'@'+d;document.getElementById('${id}').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`;
const charScript = (id: string, address: string): string =>
  `<script>document.getElementById('${id}').innerHTML='<a href="mailto:'+String.fromCharCode(${charCodes(address)})+'">'+String.fromCharCode(${charCodes(address)})+'</a>';</script>`;

type Row = { dept: string; shown: string; name: string; title: string; phone: string; local: string; how: 'plain' | 'concat' | 'charcode'; honorific?: boolean };
const ROWS: Row[] = [
  { dept: 'Zarząd', shown: 'mgr inż. Tomasz Wierzbicki', name: 'Tomasz Wierzbicki', title: 'Prezes Zarządu', phone: '+48 58 531 22 41', local: 'tomasz.wierzbicki', how: 'plain', honorific: true },
  { dept: 'Zarząd', shown: 'Ewa Kruszyniak', name: 'Ewa Kruszyniak', title: 'Wiceprezes Zarządu ds. finansowych', phone: '+48 58 531 22 42', local: 'ewa.kruszyniak', how: 'plain' },
  { dept: 'Spedycja międzynarodowa', shown: 'Agnieszka Kaczmarczyk', name: 'Agnieszka Kaczmarczyk', title: 'Kierownik Działu Spedycji Międzynarodowej', phone: '+48 602 418 330', local: 'agnieszka.kaczmarczyk', how: 'plain' },
  { dept: 'Spedycja międzynarodowa', shown: 'Marcin Zawadzki', name: 'Marcin Zawadzki', title: 'spedytor ds. transportu chłodniczego', phone: '+48 602 418 337', local: 'marcin.zawadzki', how: 'plain' },
  { dept: 'Flota', shown: 'Dariusz Piątek', name: 'Dariusz Piątek', title: 'dyspozytor floty / koordynator przewozów krajowych', phone: '+48 605 771 209', local: 'dariusz.piatek', how: 'charcode' },
  { dept: 'Księgowość', shown: 'Joanna Sobczak', name: 'Joanna Sobczak', title: 'specjalista ds. rozliczeń i fakturowania', phone: '+48 58 531 22 47', local: 'joanna.sobczak', how: 'concat' },
];

const cell = (r: Row): string => {
  const id = `em-${r.local.replace('.', '-')}`;
  if (r.how === 'plain') return mailto(`${r.local}@${HOST}`);
  return `<span id="${id}">[e-mail chroniony]</span>${r.how === 'concat' ? concatScript(id, r.local) : charScript(id, `${r.local}@${HOST}`)}`;
};
const scriptOf = (r: Row): string => (r.how === 'concat' ? concatScript(`em-${r.local.replace('.', '-')}`, r.local) : charCodes(`${r.local}@${HOST}`));

export function kruszyniakLogistyka(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Transport i spedycja – Tczew, Pomorze, cała Europa',
    main: wrap(
      'Transport drogowy i spedycja od 1998 roku',
      `<p>Przewozimy ładunki całopojazdowe (FTL) i drobnicowe (LTL) w kraju i w całej Unii Europejskiej. Dysponujemy 64 własnymi ciągnikami siodłowymi, naczepami typu mega, chłodniami i plandekami.</p>` +
        `<p>Zapytania ofertowe prosimy kierować na ${mailto(`biuro@${HOST}`)} – odpowiadamy w ciągu 2 godzin w dni robocze.</p>`,
    ),
  });

  pages['/o-firmie'] = page({
    path: '/o-firmie',
    title: 'O firmie',
    main: wrap(
      'O firmie',
      `<p>Firmę założył w 1998 roku Henryk Kruszyniak z jednym samochodem ciężarowym. Dziś Kruszyniak Logistyka to rodzinna spółka zatrudniająca 110 osób, z magazynem przeładunkowym w Tczewie i oddziałem w Gdyni przy terminalu kontenerowym.</p>` +
        `<p>Posiadamy certyfikaty ISO 9001:2015, SQAS oraz licencję na wykonywanie międzynarodowego transportu drogowego rzeczy.</p>`,
    ),
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    main: wrap(
      'Usługi',
      `<ul><li>Transport krajowy i międzynarodowy FTL/LTL</li><li>Transport w kontrolowanej temperaturze</li><li>Obsługa kontenerów z portu w Gdyni</li><li>Magazynowanie i cross-docking</li></ul>` +
        `<p>Awizacje kontenerów w terminalu w Gdyni przyjmuje bezpośrednio operator terminalu: awizacje@bct-terminal-gdynia.pl.</p>`,
    ),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Nasz zespół',
    main: wrap(
      'Nasz zespół',
      `<p>Skontaktuj się bezpośrednio z osobą odpowiedzialną za Twoją sprawę.</p>` +
        `<table class="tablepress"><thead><tr><th>Dział</th><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        ROWS.map((r) => `<tr><td>${esc(r.dept)}</td><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${cell(r)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/dla-mediow'] = page({
    path: '/dla-mediow',
    title: 'Dla mediów',
    main: wrap(
      'Dla mediów',
      `<p>Materiały prasowe, logotypy i zdjęcia floty udostępniamy na prośbę redakcji.</p>` +
        `<p class="press-contact">Kontakt dla mediów: Katarzyna Grabowska, rzecznik prasowy, tel. ${tel('+48 601 220 914')}, e-mail: ${mailto(`katarzyna.grabowska@${HOST}`)}</p>`,
    ),
  });

  pages['/integracje-api'] = page({
    path: '/integracje-api',
    title: 'Integracje',
    main: wrap(
      'Integracja z systemem śledzenia przesyłek',
      `<p>Klienci mogą pobierać statusy zleceń przez nasze REST API. Przykładowego klienta pobierzesz poleceniem:</p>` +
        `<pre><code>git clone git@github.com:kruszyniak-logistyka/tracking-client.git</code></pre>` +
        `<p>Widżet śledzenia na stronę sklepu instalujesz z npm: <code>npm install @kruszyniak/tracking-widget@2.4.1</code></p>` +
        `<p>Pytania techniczne: dział IT, ${mailto(`it@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: wrap(
      'Kontakt',
      `<div class="elementor-columns"><div><h2>Biuro główne</h2><p>ul. Czatkowska 61<br>83-110 Tczew<br>tel. ${tel('+48 58 531 22 40')}<br>${mailto(`biuro@${HOST}`)}</p></div>` +
        `<div><h2>Oddział Gdynia</h2><p>ul. Kontenerowa 12<br>81-155 Gdynia<br>tel. ${tel('+48 58 622 71 05')}<br>${mailto(`gdynia@${HOST}`)}</p></div></div>`,
    ),
  });

  pages['/praca/spedytor-miedzynarodowy'] = page({
    path: '/praca/spedytor-miedzynarodowy',
    title: 'Praca: Spedytor międzynarodowy',
    main: wrap(
      'Spedytor międzynarodowy (Tczew)',
      `<p>Szukamy osoby z min. 2-letnim doświadczeniem w spedycji drogowej i znajomością języka niemieckiego lub angielskiego. Oferujemy umowę o pracę, system premiowy i prywatną opiekę medyczną.</p>` +
        `<p>CV wraz z klauzulą RODO prosimy przesyłać do Pani Magdaleny Wójcik, specjalistki ds. kadr i płac, na adres ${mailto(`magdalena.wojcik@${HOST}`)}.</p>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: wrap('Polityka prywatności', `<p>Administratorem danych osobowych jest Kruszyniak Logistyka Sp. z o.o. z siedzibą w Tczewie.</p>`) });
  pages['/ogolne-warunki-przewozu'] = page({ path: '/ogolne-warunki-przewozu', title: 'Ogólne warunki przewozu', main: wrap('Ogólne warunki przewozu', `<p>Przewozy wykonujemy na warunkach Konwencji CMR oraz Ogólnych Polskich Warunków Spedycyjnych 2010.</p>`) });
  pages['/strefa-klienta'] = page({ path: '/strefa-klienta', title: 'Strefa klienta', main: wrap('Strefa klienta', `<p>Nie masz konta? Napisz na ${mailto(`strefa@${HOST}`)}.</p><form action="/strefa-klienta/login" method="post"><input name="login"><input name="haslo" type="password"><button>Zaloguj</button></form>`) });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-firmie', '/uslugi', '/zespol', '/dla-mediow', '/integracje-api', '/kontakt', '/polityka-prywatnosci', '/ogolne-warunki-przewozu'], '2025-02-11'));
  pages['/oferty-pracy-sitemap.xml'] = xmlPage(urlset(HOST, ['/praca/spedytor-miedzynarodowy'], '2025-03-03'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-klienta\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/oferty-pracy-sitemap.xml'], '2025-03-03'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `gdynia@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: `it@${HOST}`, name: null, title: null, pages: ['/integracje-api'], cases: ['role', 'plain', ln] },
        ...ROWS.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: ['/zespol'],
          ...(r.how === 'plain' ? {} : { encoded: { kind: r.how === 'concat' ? ('script' as const) : ('charcodes' as const), text: scriptOf(r) } }),
          cases: ['table', r.how === 'plain' ? 'plain' : r.how === 'concat' ? 'script-concat' : 'script-charcode', ln, ...(r.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `katarzyna.grabowska@${HOST}`, name: 'Katarzyna Grabowska', title: 'rzecznik prasowy', pages: ['/dla-mediow'], cases: ['label-line', 'plain', ln] },
        { address: `magdalena.wojcik@${HOST}`, name: 'Magdalena Wójcik', title: 'specjalistka ds. kadr i płac', pages: ['/praca/spedytor-miedzynarodowy'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `strefa@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'tracking-widget@2.4.1', kind: 'package' },
        { text: 'awizacje@bct-terminal-gdynia.pl', kind: 'other-company' },
      ],
    },
  };
}
