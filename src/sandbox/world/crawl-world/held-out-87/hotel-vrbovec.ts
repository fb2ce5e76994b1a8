/**
 * Kúpeľný hotel Vrbovec: an invented Slovak spa hotel on Wix. The hotel's JSON-LD carries a
 * contact point ("mailto:"), the director and, nested in the spa department, the spa physician
 * whose address is nowhere else; the contact page writes "Function: Name" lines and a label line
 * for group bookings; the partner extranet is barred by robots.txt.
 */
import { mailto, tel } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'kupelny-hotel-vrbovec.test';
const O = `http://${HOST}`;

export function hotelVrbovec(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Domov'], ['/liecebne-procedury', 'Liečebné procedúry'], ['/o-nas', 'O nás'], ['/kontakt', 'Kontakt'], ['/extranet', 'Pre partnerov']];
  const theme = simpleTheme(
    HOST,
    'Kúpeľný hotel Vrbovec',
    ['<meta name="generator" content="Wix.com Website Builder">', '<link rel="preconnect" href="https://static.parastorage.com">', `<link rel="icon" href="${O}/favicon.ico">`],
    menu,
    'wix',
    `<div data-testid="richTextElement"><p>Kúpeľný hotel Vrbovec ****, Kúpeľná 14, 922 03 Vrbové · ${tel('+421 33 779 41 00')}</p></div>`,
  );
  const hotelLd = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: 'Kúpeľný hotel Vrbovec',
    url: `${O}/`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:recepcia@${HOST}`, telephone: '+421 33 779 41 00', availableLanguage: ['sk', 'cs', 'de'] },
    employee: { '@type': 'Person', name: 'Štefan Baláž', honorificPrefix: 'Ing.', jobTitle: 'riaditeľ hotela', email: `stefan.balaz@${HOST}` },
    department: {
      '@type': 'MedicalClinic',
      name: 'Liečebný dom Vrbovec',
      employee: [{ '@type': 'Person', name: 'Zuzana Kováčová', honorificPrefix: 'MUDr.', jobTitle: 'vedúca lekárka kúpeľov', email: `zuzana.kovacova@${HOST}` }],
    },
  };
  const pages = render(theme, [
    { path: '/', title: 'Domov', lang: 'sk', jsonLd: [hotelLd], main: `<h1>Oddych pri termálnom prameni</h1><p>Liečivá voda s teplotou 38 °C, 86 izieb a vlastný liečebný dom. Rezervácie: ${mailto(`recepcia@${HOST}`)}</p>` },
    {
      path: '/liecebne-procedury',
      title: 'Liečebné procedúry',
      lang: 'sk',
      jsonLd: [hotelLd],
      main: `<h1>Liečebné procedúry</h1><p>Procedúry predpisuje vedúca lekárka kúpeľov MUDr. Zuzana Kováčová po vstupnej prehliadke. Objednať sa môžete na recepcii.</p>`,
    },
    {
      path: '/o-nas',
      title: 'O nás',
      lang: 'sk',
      jsonLd: [hotelLd],
      main: `<h1>O nás</h1><p>Riaditeľ hotela: Ing. Štefan Baláž, ${mailto(`stefan.balaz@${HOST}`)}</p><p>Šéfkuchár: Martin Slovák – ${mailto(`martin.slovak@${HOST}`)}</p><p>Vedúca housekeepingu: Monika Lacková, ${mailto(`monika.lackova@${HOST}`)}</p>`,
    },
    {
      path: '/kontakt',
      title: 'Kontakt',
      lang: 'sk',
      main:
        `<h1>Kontakt</h1><p>Vedúca recepcie: Mária Hrušovská<br>${mailto(`maria.hrusovska@${HOST}`)}</p>` +
        `<p>Wellness manažérka: Lucia Tóthová, ${mailto(`lucia.tothova@${HOST}`)}</p>` +
        `<p>Skupinové a firemné pobyty: Peter Oravec, obchodný manažér, +421 905 318 442, ${mailto(`peter.oravec@${HOST}`)}</p>`,
    },
    { path: '/extranet', title: 'Pre partnerov', lang: 'sk', main: `<h1>Extranet cestovných kancelárií</h1><p>Prístup: ${mailto(`extranet@${HOST}`)}</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nDisallow: /extranet\nDisallow: /*?lightbox=\n\nSitemap: ${O}/sitemap.xml\n`,
      sitemapXml: urlsetLocal(['/', '/liecebne-procedury', '/o-nas', '/kontakt']),
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['sk'],
      addresses: [
        { address: `recepcia@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        { address: `stefan.balaz@${HOST}`, name: 'Štefan Baláž', title: 'riaditeľ hotela', titleAlternatives: ['Riaditeľ hotela'], pages: ['/o-nas'], cases: ['json-ld-person', 'title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `zuzana.kovacova@${HOST}`, name: 'Zuzana Kováčová', title: 'vedúca lekárka kúpeľov', pages: ['/liecebne-procedury'], cases: ['json-ld-nested', 'json-ld-only', 'json-ld-person', 'honorific'] },
        { address: `martin.slovak@${HOST}`, name: 'Martin Slovák', title: 'Šéfkuchár', pages: ['/o-nas'], cases: ['title-name-line', 'plain'] },
        { address: `monika.lackova@${HOST}`, name: 'Monika Lacková', title: 'Vedúca housekeepingu', pages: ['/o-nas'], cases: ['title-name-line', 'plain'] },
        { address: `maria.hrusovska@${HOST}`, name: 'Mária Hrušovská', title: 'Vedúca recepcie', pages: ['/kontakt'], cases: ['title-name-line', 'plain'] },
        { address: `peter.oravec@${HOST}`, name: 'Peter Oravec', title: 'obchodný manažér', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
        { address: `lucia.tothova@${HOST}`, name: 'Lucia Tóthová', title: 'Wellness manažérka', pages: ['/kontakt'], cases: ['title-name-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/extranet'],
      nonAddresses: [{ text: `extranet@${HOST}`, kind: 'disallowed' }],
    },
  };
}

function urlsetLocal(paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `<url><loc>${O}${p}</loc><lastmod>2025-05-02</lastmod></url>`).join('\n')}\n</urlset>\n`;
}
