/**
 * Katedra Sztuki Operatorskiej of an invented Łódź film school, on WordPress (Astra theme):
 * staff cards whose addresses an e-mail encoder plugin writes as character references, a dean's
 * office table, an English staff page reached through hreflang, an intranet page robots.txt bars.
 */
import { entities, mailto, tel, urlset } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'katedra-operatorska-lodz.test';
const O = `http://${HOST}`;

export function lodzKatedra(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Start'], ['/o-katedrze', 'O katedrze'], ['/kadra', 'Kadra dydaktyczna'], ['/kontakt', 'Kontakt'], ['/intranet', 'Strefa pracownika']];
  const theme = simpleTheme(
    HOST,
    'Katedra Sztuki Operatorskiej',
    ['<meta name="generator" content="WordPress 6.4.3">', `<link rel="stylesheet" id="astra-theme-css-css" href="${O}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">`],
    menu,
    'site',
    `<p>Katedra Sztuki Operatorskiej · ul. Targowa 61/63, 90-323 Łódź · ${tel('+48 42 275 58 10')}</p><p><img src="/wp-content/uploads/2024/02/logo-katedra@2x.png" alt="logo"></p><!-- stary adres, nie uzywac: katedra.stara@${HOST} -->`,
  );
  const enc = (a: string) => `<a href="${entities('mailto:' + a)}">${entities(a)}</a>`;
  const alt = { pl: '/', en: '/en' };
  const pages = render(theme, [
    { path: '/', title: 'Strona główna', lang: 'pl', alternates: alt, main: `<h1>Katedra Sztuki Operatorskiej</h1><p>Kształcimy operatorów filmowych od 1948 roku. Zapraszamy na dni otwarte w marcu.</p>` },
    { path: '/en', title: 'Home', lang: 'en', alternates: alt, main: `<h1>Department of Cinematography</h1><p>Courses for international students are taught in English. See <a href="/en/staff">our people</a>.</p>` },
    { path: '/o-katedrze', title: 'O katedrze', lang: 'pl', main: `<h1>O katedrze</h1><p>Katedra prowadzi studia jednolite magisterskie na kierunku realizacja obrazu filmowego, telewizyjnego i fotografia.</p><p>Praktyki na planie koordynuje dr Bartosz Kowalczyk, pełnomocnik dziekana ds. praktyk zawodowych – pytania prosimy kierować na ${mailto(`bartosz.kowalczyk@${HOST}`)}.</p>` },
    {
      path: '/kadra',
      title: 'Kadra dydaktyczna',
      lang: 'pl',
      main:
        `<h1>Kadra dydaktyczna</h1><div class="wp-block-columns">` +
        `<div class="wp-block-column staff-card"><img src="/wp-content/uploads/wojcik.jpg" alt=""><h3>prof. dr hab. Marek Wójcik</h3><p class="rola">Kierownik Katedry</p><p>${enc(`marek.wojcik@${HOST}`)}</p></div>` +
        `<div class="wp-block-column staff-card"><img src="/wp-content/uploads/zielinska.jpg" alt=""><h3>dr Anna Zielińska</h3><p class="rola">adiunkt, opiekunka II roku</p><p>${enc(`anna.zielinska@${HOST}`)}</p></div>` +
        `<div class="wp-block-column staff-card"><img src="/wp-content/uploads/nowicki.jpg" alt=""><h3>Tomasz Nowicki</h3><p class="rola">starszy wykładowca – zdjęcia dokumentalne</p><p>${enc(`tomasz.nowicki@${HOST}`)}</p></div>` +
        `<div class="wp-block-column staff-card"><img src="/wp-content/uploads/kaczmarek.jpg" alt=""><h3>mgr Joanna Kaczmarek</h3><p class="rola">specjalistka ds. organizacji dydaktyki</p><p>${enc(`joanna.kaczmarek@${HOST}`)}</p></div>` +
        `<div class="wp-block-column staff-card"><img src="/wp-content/uploads/dabrowska.jpg" alt=""><h3>Agnieszka Dąbrowska</h3><p class="rola">asystentka, pracownia fotografii</p><p>${enc(`agnieszka.dabrowska@${HOST}`)}</p></div>` +
        `</div>`,
    },
    {
      path: '/kontakt',
      title: 'Kontakt',
      lang: 'pl',
      main:
        `<h1>Kontakt</h1><p>Sekretariat katedry: ${mailto(`sekretariat@${HOST}`)}, pon.–pt. 9:00–15:00.</p>` +
        `<h2>Dziekanat</h2><table class="wp-block-table"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        `<tr><td>Ewa Mazur</td><td>kierowniczka dziekanatu</td><td>42 275 58 12</td><td>${mailto(`ewa.mazur@${HOST}`)}</td></tr>` +
        `<tr><td>Karolina Sobczak</td><td>starsza referentka ds. studenckich</td><td>42 275 58 14</td><td>${mailto(`karolina.sobczak@${HOST}`)}</td></tr></tbody></table>`,
    },
    {
      path: '/en/staff',
      title: 'Our people',
      lang: 'en',
      alternates: { pl: '/kadra', en: '/en/staff' },
      main:
        `<h1>Our people</h1><ul><li>Prof. Marek Wójcik, Head of Department, ${mailto(`marek.wojcik@${HOST}`)}</li>` +
        `<li>Piotr Szymański, International Exchange Coordinator, ${mailto(`piotr.szymanski@${HOST}`)}</li></ul>`,
    },
    { path: '/intranet', title: 'Strefa pracownika', lang: 'pl', main: `<h1>Strefa pracownika</h1><p>Zgłoszenia do działu IT: ${mailto(`intranet@${HOST}`)}</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intranet\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${O}/wp-sitemap.xml\n`,
      pages: { ...pages, '/wp-sitemap.xml': { body: urlset(HOST, ['/', '/o-katedrze', '/kadra', '/kontakt']), contentType: 'application/xml; charset=utf-8' } },
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['pl', 'en'],
      addresses: [
        { address: `marek.wojcik@${HOST}`, name: 'Marek Wójcik', title: 'Kierownik Katedry', titleAlternatives: ['Head of Department'], pages: ['/kadra', '/en/staff'], cases: ['card', 'honorific', 'entities', 'link-non-english'] },
        { address: `anna.zielinska@${HOST}`, name: 'Anna Zielińska', title: 'adiunkt, opiekunka II roku', pages: ['/kadra'], cases: ['card', 'honorific', 'entities', 'link-non-english'] },
        { address: `tomasz.nowicki@${HOST}`, name: 'Tomasz Nowicki', title: 'starszy wykładowca – zdjęcia dokumentalne', pages: ['/kadra'], cases: ['card', 'entities', 'link-non-english'] },
        { address: `joanna.kaczmarek@${HOST}`, name: 'Joanna Kaczmarek', title: 'specjalistka ds. organizacji dydaktyki', pages: ['/kadra'], cases: ['card', 'honorific', 'entities'] },
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'prose'] },
        { address: `ewa.mazur@${HOST}`, name: 'Ewa Mazur', title: 'kierowniczka dziekanatu', pages: ['/kontakt'], cases: ['table', 'plain'] },
        { address: `karolina.sobczak@${HOST}`, name: 'Karolina Sobczak', title: 'starsza referentka ds. studenckich', pages: ['/kontakt'], cases: ['table', 'plain'] },
        { address: `piotr.szymanski@${HOST}`, name: 'Piotr Szymański', title: 'International Exchange Coordinator', pages: ['/en/staff'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
        { address: `agnieszka.dabrowska@${HOST}`, name: 'Agnieszka Dąbrowska', title: 'asystentka, pracownia fotografii', pages: ['/kadra'], cases: ['card', 'entities'] },
        { address: `bartosz.kowalczyk@${HOST}`, name: 'Bartosz Kowalczyk', title: 'pełnomocnik dziekana ds. praktyk zawodowych', pages: ['/o-katedrze'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: `katedra.stara@${HOST}`, kind: 'comment' },
        { text: 'logo-katedra@2x.png', kind: 'retina' },
      ],
    },
  };
}
