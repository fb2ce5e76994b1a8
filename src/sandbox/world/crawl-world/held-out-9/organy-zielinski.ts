/**
 * Pracownia Organmistrzowska Zieliński: an organ-building and restoration workshop near Kraków,
 * Polish only. A WordPress-like site with a sitemap index: the master organ builder as a JSON-LD
 * founder Person written with "mailto:", the team as a definition list with Polish academic
 * titles (an organ voicer, an organ joiner, a pipe maker whose address is in character
 * references), the voicer again in running prose, the installation lead on a "Title: Name" line
 * of a project page two links deep, the press officer on a label line, a careers page listed only
 * in a gzip child of the sitemap index, a tin supplier's address, and a parishes' zone robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'organy-zielinski.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/06';
const PROJECT = '/realizacje/renowacja-organow-w-ketach';
const KAMINSKI = 'bkaminski@organy-zielinski.test';

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-pracowni', 'O pracowni'],
  ['/zespol', 'Zespół'],
  ['/realizacje', 'Realizacje'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pracownia Organmistrzowska Zieliński',
  head: ['<meta name="generator" content="WordPress 6.5.5">', '<link rel="stylesheet" id="generatepress-css" href="/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">'],
  header: () =>
    `<header class="site-header"><div class="inside-header"><a href="/" rel="home"><img src="${UP}/logo-zielinski.png" alt="Pracownia Organmistrzowska Zieliński"></a>\n` +
    `<nav class="main-navigation"><ul class="menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-info"><p>Pracownia Organmistrzowska Zieliński s.c. · ul. Kościelna 8, 32-020 Wieliczka · NIP 683-123-45-67</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/strefa-parafii">Strefa dla parafii</a></p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const wpis = (html: string) => `<article class="page type-page"><div class="entry-content">${html}</div></article>`;

export function organyZielinski(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Budowa i renowacja organów',
    lang: 'pl',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Pracownia Organmistrzowska Zieliński s.c.',
        url: `${ORIGIN}/`,
        telephone: '+48 12 278 45 10',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Kościelna 8', postalCode: '32-020', addressLocality: 'Wieliczka', addressCountry: 'PL' },
        founder: { '@type': 'Person', name: 'Stanisław Zieliński', jobTitle: 'organmistrz', email: 'mailto:szielinski@organy-zielinski.test' },
      },
    ],
    main: wpis(
      `<h1>Budowa i renowacja organów piszczałkowych</h1><p>Od 1987 roku budujemy nowe instrumenty, restaurujemy zabytkowe organy i stroimy je w kościołach całej Małopolski.</p>` +
        `<p><img src="${UP}/warsztat.jpg" srcset="${UP}/warsztat.jpg 1x, ${UP}/warsztat@2x.jpg 2x" alt="Warsztat"></p>`,
    ),
  });

  pages['/o-pracowni'] = page({
    path: '/o-pracowni',
    title: 'O pracowni',
    lang: 'pl',
    main: wpis(
      `<h2>O pracowni</h2><p>Pracownię założył Stanisław Zieliński po latach terminowania u organmistrzów w Austrii. Dziś pracuje u nas dziewięć osób.</p>` +
        `<p>O brzmienie każdego instrumentu dba nasz intonator Tomasz Wróbel; z pytaniami o strój i barwę głosów można pisać do niego bezpośrednio: ${mailto('twrobel@organy-zielinski.test')}.</p>`,
    ),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    lang: 'pl',
    main: wpis(
      `<h2>Zespół</h2><dl class="zespol">\n` +
        `<dt>mgr inż. Stanisław Zieliński</dt><dd>organmistrz, właściciel pracowni</dd><dd>${mailto('szielinski@organy-zielinski.test')}</dd>\n` +
        `<dt>Agnieszka Zielińska</dt><dd>kierowniczka biura</dd><dd>${mailto('azielinska@organy-zielinski.test')}</dd>\n` +
        `<dt>Paweł Głowacki</dt><dd>stolarz organowy</dd><dd>${mailto('pglowacki@organy-zielinski.test')}</dd>\n` +
        `<dt>Bartosz Kamiński</dt><dd>piszczałkarz – odlewa i lutuje piszczałki cynowe</dd><dd><a href="${entities(`mailto:${KAMINSKI}`)}">${entities(KAMINSKI)}</a></dd>\n` +
        `<dt>dr Marta Lewandowska</dt><dd>konsultantka ds. organów zabytkowych</dd><dd>${mailto('mlewandowska@organy-zielinski.test')}</dd>\n` +
        `</dl>`,
    ),
  });

  pages['/realizacje'] = page({
    path: '/realizacje',
    title: 'Realizacje',
    lang: 'pl',
    main: wpis(
      `<h2>Realizacje</h2><ul><li><a href="${PROJECT}">Renowacja organów w Kętach (2024)</a></li><li>Nowe organy, 14 głosów – Nowy Targ (2022)</li><li>Rekonstrukcja wiatrownic – Bochnia (2021)</li></ul>`,
    ),
  });

  pages[PROJECT] = page({
    path: PROJECT,
    title: 'Renowacja organów w Kętach',
    lang: 'pl',
    main: wpis(
      `<h1>Renowacja organów w Kętach</h1><p>Instrument z 1894 roku otrzymał nowe miechy, odrestaurowane wiatrownice i zrekonstruowany głos Vox humana.</p>` +
        `<p>Kierownik montażu: Krzysztof Mazur, ${mailto('kmazur@organy-zielinski.test')}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main: wpis(
      `<h2>Kontakt</h2><p>ul. Kościelna 8, 32-020 Wieliczka<br>tel. +48 12 278 45 10</p><p>Biuro: ${mailto('biuro@organy-zielinski.test')}</p>` +
        `<p>Kontakt dla mediów: Joanna Nowicka, rzeczniczka prasowa, tel. +48 601 234 567, ${mailto('jnowicka@organy-zielinski.test')}</p>` +
        `<p>Cynę do piszczałek kupujemy w Hucie Cyny Śląsk; pytania handlowe prosimy kierować do nich: ${mailto('handel@cyna-slask.test')}.</p>` +
        `<form class="wpcf7-form" method="post"><input type="email" name="your-email" placeholder="twoj@adres.pl"><textarea name="your-message"></textarea><input type="submit" value="Wyślij"></form>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: wpis(`<h2>Polityka prywatności</h2><p>Administratorem danych jest Pracownia Organmistrzowska Zieliński s.c. Kontakt: ${mailto('biuro@organy-zielinski.test')}.</p>`),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariera',
    lang: 'pl',
    main: wpis(
      `<h2>Praca w pracowni</h2><p>Przyjmiemy ucznia w zawodzie organmistrz. CV prosimy przesyłać na ${mailto('rekrutacja@organy-zielinski.test')}.</p>` +
        `<p>Henryk Wójcik, opiekun uczniów i praktykantów – ${mailto('hwojcik@organy-zielinski.test')}</p>`,
    ),
  });

  pages['/strefa-parafii'] = page({
    path: '/strefa-parafii',
    title: 'Strefa dla parafii',
    lang: 'pl',
    main: wpis(`<h2>Strefa dla parafii</h2><p>Harmonogramy strojenia i przeglądów. Dostęp: ${mailto('parafie@organy-zielinski.test')}</p>`),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-pracowni', '/zespol', '/realizacje', PROJECT, '/kontakt', '/polityka-prywatnosci'], '2024-09-30'));
  pages['/kariera-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/kariera'], '2024-09-30'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-parafii\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/kariera-sitemap.xml.gz'], '2024-09-30'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['pl'],
      addresses: [
        {
          address: 'szielinski@organy-zielinski.test',
          name: 'Stanisław Zieliński',
          title: 'organmistrz, właściciel pracowni',
          titleAlternatives: ['organmistrz', 'właściciel pracowni'],
          pages: ['/', '/zespol'],
          cases: ['json-ld-person', 'json-ld-mailto', 'definition-list', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'azielinska@organy-zielinski.test', name: 'Agnieszka Zielińska', title: 'kierowniczka biura', pages: ['/zespol'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: 'pglowacki@organy-zielinski.test', name: 'Paweł Głowacki', title: 'stolarz organowy', pages: ['/zespol'], cases: ['definition-list', 'plain', 'link-non-english'] },
        {
          address: KAMINSKI,
          name: 'Bartosz Kamiński',
          title: 'piszczałkarz – odlewa i lutuje piszczałki cynowe',
          titleAlternatives: ['piszczałkarz'],
          pages: ['/zespol'],
          cases: ['definition-list', 'entities', 'link-non-english'],
        },
        {
          address: 'mlewandowska@organy-zielinski.test',
          name: 'Marta Lewandowska',
          title: 'konsultantka ds. organów zabytkowych',
          pages: ['/zespol'],
          cases: ['definition-list', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'twrobel@organy-zielinski.test', name: 'Tomasz Wróbel', title: 'intonator', pages: ['/o-pracowni'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'kmazur@organy-zielinski.test', name: 'Krzysztof Mazur', title: 'Kierownik montażu', pages: [PROJECT], cases: ['title-name-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: 'jnowicka@organy-zielinski.test', name: 'Joanna Nowicka', title: 'rzeczniczka prasowa', pages: ['/kontakt'], cases: ['label-line', 'plain', 'link-non-english'] },
        {
          address: 'hwojcik@organy-zielinski.test',
          name: 'Henryk Wójcik',
          title: 'opiekun uczniów i praktykantów',
          pages: ['/kariera'],
          cases: ['name-title-line', 'sitemap-index', 'sitemap-gzip', 'plain'],
        },
        { address: 'biuro@organy-zielinski.test', name: null, title: null, pages: ['/kontakt', '/polityka-prywatnosci'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'rekrutacja@organy-zielinski.test', name: null, title: null, pages: ['/kariera'], cases: ['role', 'sitemap-index', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/strefa-parafii'],
      nonAddresses: [
        { text: 'parafie@organy-zielinski.test', kind: 'disallowed' },
        { text: 'warsztat@2x.jpg', kind: 'retina' },
        { text: 'twoj@adres.pl', kind: 'placeholder' },
        { text: 'handel@cyna-slask.test', kind: 'other-company' },
      ],
    },
  };
}
