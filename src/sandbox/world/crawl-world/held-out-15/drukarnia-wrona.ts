/**
 * Drukarnia Wrona: an offset and digital printing house in Łódź, Polish, on WordPress with
 * Elementor. Addresses imie.nazwisko@. The office mailbox visible and as a JSON-LD contact point,
 * the management with "inż." and "mgr" before the name, the customer service label line, the
 * prepress studio in a table two links from home, the production manager's address written with
 * String.fromCharCode, a job offer listed only in the gzip sitemap; the web-to-print client's git
 * URL, the paper wholesaler's address and the proof approval page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'drukarnia-wrona.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/oferta', 'Oferta'],
  ['/o-nas', 'O nas'],
  ['/dla-agencji', 'Dla agencji'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Drukarnia Wrona',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
  ],
  header: () =>
    `<header class="elementor elementor-location-header"><div class="elementor-widget-theme-site-logo"><a href="/"><img src="${ORIGIN}/wp-content/uploads/2022/09/drukarnia-wrona-logo.png" alt="Drukarnia Wrona"></a></div>` +
    `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="elementor elementor-location-footer"><p>Drukarnia Wrona sp. z o.o. · ul. Wólczańska 217 · 93-005 Łódź · NIP 727-281-44-09 · ${tel('+48 42 637 18 20')}</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/akceptacja-proofow">Akceptacja proofów</a></p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const TOMASZ = 'tomasz.nowicki@drukarnia-wrona.test';

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  name: 'Drukarnia Wrona sp. z o.o.',
  url: `${ORIGIN}/`,
  telephone: '+48 42 637 18 20',
  address: { '@type': 'PostalAddress', streetAddress: 'ul. Wólczańska 217', postalCode: '93-005', addressLocality: 'Łódź', addressCountry: 'PL' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: 'biuro@drukarnia-wrona.test', telephone: '+48 42 637 18 20', availableLanguage: 'Polish' },
};

export function drukarniaWrona(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Druk offsetowy i cyfrowy w Łodzi',
    lang: 'pl',
    jsonLd: [ORG],
    main:
      `<section class="elementor-section"><h1>Drukujemy od 1994 roku</h1><p>Katalogi, ulotki, książki w oprawie szytej i klejonej, opakowania. Nakłady od 50 do 500 000 egzemplarzy.</p>` +
      `<p>Zapytania ofertowe: ${mailto('biuro@drukarnia-wrona.test')}</p></section>`,
  });

  pages['/oferta'] = page({
    path: '/oferta',
    title: 'Oferta',
    lang: 'pl',
    main:
      `<h1>Oferta</h1><ul><li>Druk offsetowy B1 (Heidelberg Speedmaster)</li><li>Druk cyfrowy i personalizacja</li><li>Introligatornia</li></ul>` +
      `<p>Papier kupujemy w hurtowni Papyrus; klienci hurtowi mogą zamawiać bezpośrednio: zamowienia@papyrus-hurt.test.</p>`,
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    lang: 'pl',
    main:
      `<h1>O nas</h1><p>Rodzinna drukarnia założona przez Marka Wronę. Zatrudniamy 38 osób.</p>` +
      `<p>inż. Marek Wrona – prezes zarządu, ${mailto('marek.wrona@drukarnia-wrona.test')}</p>` +
      `<p>mgr Ewa Jankowska – główna księgowa, ${mailto('ewa.jankowska@drukarnia-wrona.test')}</p>` +
      `<p><a href="/o-nas/zespol">Poznaj nasz zespół przygotowalni</a></p>`,
  });

  pages['/o-nas/zespol'] = page({
    path: '/o-nas/zespol',
    title: 'Zespół',
    lang: 'pl',
    main:
      `<h1>Studio DTP i przygotowalnia</h1><table class="tabela-zespol"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>Karol Baran</td><td>Kierownik studia DTP</td><td>${mailto('karol.baran@drukarnia-wrona.test')}</td></tr>` +
      `<tr><td>Olga Szulc</td><td>Grafik DTP</td><td>${mailto('olga.szulc@drukarnia-wrona.test')}</td></tr>` +
      `<tr><td>Adam Kubiak</td><td>Technolog druku</td><td>${mailto('adam.kubiak@drukarnia-wrona.test')}</td></tr>` +
      `</tbody></table>`,
  });

  pages['/dla-agencji'] = page({
    path: '/dla-agencji',
    title: 'Dla agencji',
    lang: 'pl',
    main:
      `<h1>Web-to-print dla agencji</h1><p>Zamówienia możecie składać przez nasze API. Klient w Pythonie:</p>` +
      `<pre><code>git clone git@github.test:drukarnia-wrona/w2p-api-client.git</code></pre>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    jsonLd: [ORG],
    main:
      `<h1>Kontakt</h1><p>Biuro: ${mailto('biuro@drukarnia-wrona.test')}</p>` +
      `<p>Dział obsługi klienta: Anna Kubiak, specjalista ds. obsługi klienta, tel. ${tel('+48 42 637 18 24')}, ${mailto('anna.kubiak@drukarnia-wrona.test')}</p>` +
      `<p>Tomasz Nowicki, kierownik produkcji: <span class="email-produkcja"></span>` +
      `<script>(function(){var e=String.fromCharCode(${charCodes(TOMASZ)});document.querySelector('.email-produkcja').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script></p>`,
  });

  pages['/kariera/operator-maszyny-offsetowej'] = page({
    path: '/kariera/operator-maszyny-offsetowej',
    title: 'Praca: operator maszyny offsetowej',
    lang: 'pl',
    main:
      `<h1>Operator maszyny offsetowej (praca zmianowa)</h1><p>Oferujemy umowę o pracę, premię kwartalną i szkolenia.</p>` +
      `<p>Rekrutacja: Magdalena Lis, specjalistka ds. kadr, tel. 42 637 18 27, ${mailto('magdalena.lis@drukarnia-wrona.test')}</p>`,
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: `<h1>Polityka prywatności</h1><p>Administratorem danych jest Drukarnia Wrona sp. z o.o., ul. Wólczańska 217, 93-005 Łódź.</p>`,
  });

  pages['/akceptacja-proofow'] = page({
    path: '/akceptacja-proofow',
    title: 'Akceptacja proofów',
    lang: 'pl',
    main: `<h1>Akceptacja proofów</h1><p>Uwagi do proofa: ${mailto('proofy@drukarnia-wrona.test')}</p>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/kariera/operator-maszyny-offsetowej']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /akceptacja-proofow\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['pl'],
      addresses: [
        { address: 'biuro@drukarnia-wrona.test', name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: 'marek.wrona@drukarnia-wrona.test', name: 'Marek Wrona', title: 'prezes zarządu', pages: ['/o-nas'], cases: ['honorific', 'name-title-line', 'plain', ln] },
        { address: 'ewa.jankowska@drukarnia-wrona.test', name: 'Ewa Jankowska', title: 'główna księgowa', pages: ['/o-nas'], cases: ['honorific', 'name-title-line', 'plain', ln] },
        { address: 'karol.baran@drukarnia-wrona.test', name: 'Karol Baran', title: 'Kierownik studia DTP', pages: ['/o-nas/zespol'], cases: ['table', 'deep-page', 'plain', ln] },
        { address: 'olga.szulc@drukarnia-wrona.test', name: 'Olga Szulc', title: 'Grafik DTP', pages: ['/o-nas/zespol'], cases: ['table', 'deep-page', 'plain', ln] },
        { address: 'adam.kubiak@drukarnia-wrona.test', name: 'Adam Kubiak', title: 'Technolog druku', pages: ['/o-nas/zespol'], cases: ['table', 'deep-page', 'plain', ln] },
        { address: 'anna.kubiak@drukarnia-wrona.test', name: 'Anna Kubiak', title: 'specjalista ds. obsługi klienta', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
        {
          address: TOMASZ,
          name: 'Tomasz Nowicki',
          title: 'kierownik produkcji',
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: charCodes(TOMASZ) },
          cases: ['name-title-line', 'script-charcode'],
        },
        {
          address: 'magdalena.lis@drukarnia-wrona.test',
          name: 'Magdalena Lis',
          title: 'specjalistka ds. kadr',
          pages: ['/kariera/operator-maszyny-offsetowej'],
          cases: ['sitemap-gzip', 'label-line', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/akceptacja-proofow'],
      nonAddresses: [
        { text: 'proofy@drukarnia-wrona.test', kind: 'disallowed' },
        { text: 'git@github.test:drukarnia-wrona/w2p-api-client.git', kind: 'git' },
        { text: 'zamowienia@papyrus-hurt.test', kind: 'other-company' },
      ],
    },
  };
}
