/**
 * Liuteria Ferraresi: a violin-making and piano-tuning workshop in Cremona, Italian only. A
 * WordPress-like site with Yoast's sitemap index: the master luthier as a JSON-LD employee
 * Person and the tuning bookings as a contactPoint, "Name, Role" lines with Italian honorifics
 * (M°, Dott.ssa), the workshop as cards (a piano tuner, a bow maker, a varnisher), the shipping
 * address built by an inline script from pieces, a press page with an agency's address, a
 * careers page listed only in a gzip child of the sitemap index, and a reserved area robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'liuteria-ferraresi.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2025/01';
const COMMENTED = 'g.ferraresi.old@liuteria-ferraresi.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/la-bottega', 'La bottega'],
  ['/servizi', 'Servizi'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Liuteria Ferraresi',
  head: [
    '<meta name="generator" content="WordPress 6.7.1">',
    '<link rel="stylesheet" id="kadence-global-css" href="/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.14" media="all">',
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="${UP}/logo-liuteria.png" srcset="${UP}/logo-liuteria.png 1x, ${UP}/logo-liuteria@2x.png 2x" alt="Liuteria Ferraresi"></a></div>\n` +
    `<nav id="site-navigation" class="main-navigation"><ul class="menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><p>Liuteria Ferraresi di Giulio Ferraresi · Via Platina 21, 26100 Cremona · P.IVA 01234560197</p>` +
    `<p><a href="/stampa">Stampa</a> · <a href="/privacy-policy">Privacy policy</a> · <a href="/area-riservata">Area riservata</a></p></footer>`,
  privacyPath: { it: '/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<article class="entry content-bg single-entry"><div class="entry-content single-content">${html}</div></article>`;

const BOTTEGA: [string, string, string][] = [
  ['Paolo Bassi', 'accordatore e restauratore di pianoforti', 'p.bassi@liuteria-ferraresi.test'],
  ['Chiara Mantovani', 'archettaia', 'c.mantovani@liuteria-ferraresi.test'],
  ['Luca Zanetti', 'verniciatore, si occupa delle vernici ad olio', 'l.zanetti@liuteria-ferraresi.test'],
];

const SPEDIZIONI_SCRIPT = `var u = 'spedizioni'; var d = 'liuteria-ferraresi' + '.' + 'test'; var e = u + '@' + d; document.getElementById('sped').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;

export function liuteriaFerraresi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Liutai a Cremona dal 1978',
    lang: 'it',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Liuteria Ferraresi',
        url: `${ORIGIN}/`,
        telephone: '+39 0372 412345',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Platina 21', postalCode: '26100', addressLocality: 'Cremona', addressCountry: 'IT' },
        employee: [{ '@type': 'Person', name: 'Giulio Ferraresi', jobTitle: 'Maestro liutaio', email: 'g.ferraresi@liuteria-ferraresi.test' }],
        contactPoint: { '@type': 'ContactPoint', contactType: 'prenotazione accordature', email: 'accordature@liuteria-ferraresi.test', telephone: '+39 0372 412346' },
      },
    ],
    main: entry(`<h1>Violini, viole e violoncelli costruiti a mano</h1><p>Dal 1978 costruiamo e restauriamo strumenti ad arco nella tradizione cremonese, e accordiamo pianoforti in tutta la provincia.</p>\n<!-- contatto vecchio: ${COMMENTED} -->`),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    lang: 'it',
    main: entry(
      `<h2>Chi siamo</h2><p>La bottega è nata nel 1978 in via Platina, a due passi dal Museo del Violino.</p>\n` +
        `<p>M° Giulio Ferraresi, maestro liutaio e fondatore – ${mailto('g.ferraresi@liuteria-ferraresi.test')}</p>\n` +
        `<p>Dott.ssa Elena Righi, restauratrice di strumenti ad arco antichi – ${mailto('e.righi@liuteria-ferraresi.test')}</p>`,
    ),
  });

  pages['/la-bottega'] = page({
    path: '/la-bottega',
    title: 'La bottega',
    lang: 'it',
    main: entry(
      `<h2>La bottega</h2><div class="wp-block-group team">\n` +
        BOTTEGA.map(
          ([name, role, address]) =>
            `<div class="team-card"><img src="${UP}/${address.slice(0, address.indexOf('@')).replace('.', '-')}.jpg" alt=""><h4>${esc(name)}</h4><p class="ruolo">${esc(role)}</p><p>${mailto(address)}</p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/servizi'] = page({
    path: '/servizi',
    title: 'Servizi',
    lang: 'it',
    main: entry(
      `<h2>Servizi</h2><ul><li>Costruzione su commissione (tempi: 8–12 mesi)</li><li>Restauro e perizie</li><li>Accordatura pianoforti a domicilio</li></ul>` +
        `<p>Per prenotare un'accordatura: ${mailto('accordature@liuteria-ferraresi.test')} o 0372 412346.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    main: entry(
      `<h2>Contatti</h2><p>Via Platina 21, 26100 Cremona<br>Tel. 0372 412345 · mar–sab 9–12.30 / 15–19</p><p>Informazioni: ${mailto('info@liuteria-ferraresi.test')}</p>\n` +
        `<p>Spedizioni e ritiro strumenti: <span id="sped">attiva JavaScript per vedere l'indirizzo</span></p>\n<script>${SPEDIZIONI_SCRIPT}</script>\n` +
        `<div class="wpforms-container"><form class="wpforms-form" method="post"><input type="email" name="wpforms[fields][1]" placeholder="nome@esempio.it"><textarea name="wpforms[fields][2]"></textarea><button type="submit">Invia</button></form></div>`,
    ),
  });

  pages['/stampa'] = page({
    path: '/stampa',
    title: 'Stampa',
    lang: 'it',
    main: entry(
      `<h2>Stampa</h2><p>Cartella stampa e foto in alta risoluzione: Studio Lorenzi Comunicazione, ${mailto('stampa@studiolorenzi-comunicazione.test')}.</p>` +
        `<p>Per interviste in bottega: Marta Ferraresi, responsabile della comunicazione, ${mailto('m.ferraresi@liuteria-ferraresi.test')}</p>`,
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    lang: 'it',
    main: entry(`<h2>Informativa privacy</h2><p>Titolare del trattamento è Giulio Ferraresi, titolare della ditta individuale Liuteria Ferraresi. Richieste: ${mailto('info@liuteria-ferraresi.test')}.</p>`),
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    lang: 'it',
    main: entry(
      `<h2>Lavora con noi</h2><p>Cerchiamo un apprendista liutaio diplomato alla Scuola Internazionale di Liuteria. Candidature a ${mailto('candidature@liuteria-ferraresi.test')}.</p>` +
        `<p>Referente per tirocini e apprendistato: Franco Galli, ${mailto('f.galli@liuteria-ferraresi.test')}</p>`,
    ),
  });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    lang: 'it',
    main: entry(`<h2>Area riservata</h2><p>Per rivenditori e orchestre. Credenziali: ${mailto('laboratorio@liuteria-ferraresi.test')}</p>`),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/chi-siamo', '/la-bottega', '/servizi', '/contatti', '/stampa', '/privacy-policy'], '2025-01-20'));
  pages['/lavoro-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/lavora-con-noi'], '2025-01-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/lavoro-sitemap.xml.gz'], '2025-01-20'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.31' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['it'],
      addresses: [
        {
          address: 'g.ferraresi@liuteria-ferraresi.test',
          name: 'Giulio Ferraresi',
          title: 'maestro liutaio e fondatore',
          titleAlternatives: ['Maestro liutaio', 'fondatore'],
          pages: ['/', '/chi-siamo'],
          cases: ['json-ld-person', 'name-title-line', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'e.righi@liuteria-ferraresi.test',
          name: 'Elena Righi',
          title: 'restauratrice di strumenti ad arco antichi',
          titleAlternatives: ['restauratrice'],
          pages: ['/chi-siamo'],
          cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'p.bassi@liuteria-ferraresi.test',
          name: 'Paolo Bassi',
          title: 'accordatore e restauratore di pianoforti',
          titleAlternatives: ['accordatore'],
          pages: ['/la-bottega'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        { address: 'c.mantovani@liuteria-ferraresi.test', name: 'Chiara Mantovani', title: 'archettaia', pages: ['/la-bottega'], cases: ['card', 'plain', 'link-non-english'] },
        {
          address: 'l.zanetti@liuteria-ferraresi.test',
          name: 'Luca Zanetti',
          title: 'verniciatore, si occupa delle vernici ad olio',
          titleAlternatives: ['verniciatore'],
          pages: ['/la-bottega'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        {
          address: 'm.ferraresi@liuteria-ferraresi.test',
          name: 'Marta Ferraresi',
          title: 'responsabile della comunicazione',
          pages: ['/stampa'],
          cases: ['label-line', 'plain', 'link-non-english'],
        },
        {
          address: 'f.galli@liuteria-ferraresi.test',
          name: 'Franco Galli',
          title: 'Referente per tirocini e apprendistato',
          pages: ['/lavora-con-noi'],
          cases: ['title-name-line', 'sitemap-index', 'sitemap-gzip', 'plain'],
        },
        { address: 'accordature@liuteria-ferraresi.test', name: null, title: null, pages: ['/', '/servizi'], cases: ['json-ld-contact-point', 'role', 'plain', 'link-non-english'] },
        { address: 'info@liuteria-ferraresi.test', name: null, title: null, pages: ['/contatti', '/privacy-policy'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'spedizioni@liuteria-ferraresi.test',
          name: null,
          title: null,
          pages: ['/contatti'],
          encoded: { kind: 'script', text: SPEDIZIONI_SCRIPT },
          cases: ['script-concat', 'role', 'link-non-english'],
        },
        { address: 'candidature@liuteria-ferraresi.test', name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'sitemap-index', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'laboratorio@liuteria-ferraresi.test', kind: 'disallowed' },
        { text: 'logo-liuteria@2x.png', kind: 'retina' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
        { text: 'stampa@studiolorenzi-comunicazione.test', kind: 'other-company' },
      ],
    },
  };
}
