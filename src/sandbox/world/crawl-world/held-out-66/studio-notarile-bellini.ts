/**
 * Studio Notarile Bellini: a two-notary office in Bergamo on WordPress with the Divi theme, in
 * Italian. The notaries as Divi team-member modules (with "Notaio Dott." and a Person in JSON-LD),
 * the collaborators in a table (one address as character references), the secretariat as a
 * ContactPoint, and a tax adviser in a news post listed only in the gzip sitemap robots.txt names.
 * The retina logo and the clients' reserved area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'notaiobellini-bergamo.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/lo-studio', 'Lo Studio'],
  ['/servizi', 'Servizi notarili'],
  ['/contatti', 'Contatti'],
  ['/area-riservata', 'Area riservata'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Notarile Bellini',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: () =>
    `<div id="page-container"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2023/02/logo-studio-bellini@2x.png" width="260" height="72" alt="Studio Notarile Bellini" id="logo" data-height-percentage="54"></a></div>` +
    `<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([href, label], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}">${esc(label)}</a></li>`).join('')}</ul></nav></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Studio Notarile Bellini</h4><div class="textwidget"><p>Via Tasso, 41 – 24121 Bergamo<br>Tel. ${tel('035 000 4182')}<br>${mailto(`info@${HOST}`)}</p></div></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Studio Notarile Bellini – C.F. BLLGNN64C12A794K – <a href="${ORIGIN}/privacy-policy/">Privacy &amp; Cookie Policy</a></div></div></div></footer></div></div>`,
  privacyPath: { it: `${ORIGIN}/privacy-policy/` },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });
const section = (html: string, n: number): string =>
  `<div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n}">${html}</div></div></div>`;
const text = (html: string, n: number): string => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

const member = (n: number, name: string, position: string, mail: string, img: string): string =>
  `<div class="et_pb_module et_pb_team_member et_pb_team_member_${n} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2023/02/${img}.jpg" alt="${esc(name)}"></div>` +
  `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(name)}</h4><p class="et_pb_member_position">${esc(position)}</p><div>${mail}</div></div></div>`;

const STAFF: [string, string, string, boolean][] = [
  ['Marco Ferri', 'Responsabile pratiche immobiliari', 'marco.ferri', false],
  ['Elena Gatti', 'Addetta al repertorio e alle formalità', 'elena.gatti', false],
  ['Luca Moretti', 'Praticante notaio', 'luca.moretti', false],
  ['Sara Colombo', 'Segreteria e accoglienza clienti', 'sara.colombo', true],
  ['Chiara Locatelli', 'Responsabile successioni e donazioni', 'chiara.locatelli', false],
];

export function studioNotarileBellini(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Notaio a Bergamo',
    main: section(text(`<h1>Studio Notarile Bellini</h1><p>Compravendite immobiliari, mutui, successioni, donazioni, costituzione di società. Ricevimento su appuntamento dal lunedì al venerdì.</p><p><a href="${ORIGIN}/lo-studio/">Conosci lo studio</a></p>`, 0), 0),
  });
  pages['/lo-studio'] = page({
    path: '/lo-studio',
    title: 'Lo Studio',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Notary',
        name: 'Studio Notarile Bellini',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Giovanni Bellini', honorificPrefix: 'Dott.', jobTitle: 'Notaio', email: `giovanni.bellini@${HOST}` },
      },
    ],
    main:
      section(text('<h1>Lo Studio</h1><p>Lo studio è stato fondato nel 1996 dal notaio Giovanni Bellini, iscritto al Collegio Notarile di Bergamo; dal 2015 vi esercita anche la figlia Francesca.</p>', 1), 1) +
      section(
        member(0, 'Notaio Dott. Giovanni Bellini', 'Notaio', mailto(`giovanni.bellini@${HOST}`), 'giovanni-bellini') +
          member(1, 'Notaio Dott.ssa Francesca Bellini', 'Notaio', `<a href="mailto:${entities(`francesca.bellini@${HOST}`)}">${entities(`francesca.bellini@${HOST}`)}</a>`, 'francesca-bellini'),
        2,
      ) +
      section(
        text(
          `<h2>I collaboratori</h2><table class="tabella-collaboratori"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>${STAFF.map(([n, r, l, ent]) => `<tr><td>${esc(n)}</td><td>${esc(r)}</td><td>${ent ? `<a href="mailto:${entities(`${l}@${HOST}`)}">${entities(`${l}@${HOST}`)}</a>` : mailto(`${l}@${HOST}`)}</td></tr>`).join('')}</tbody></table>`,
          2,
        ),
        3,
      ),
  });
  pages['/servizi'] = page({ path: '/servizi', title: 'Servizi notarili', main: section(text('<h1>Servizi notarili</h1><ul><li>Compravendite e mutui</li><li>Successioni e donazioni</li><li>Atti societari</li><li>Procure e autentiche</li></ul>', 3), 4) });
  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Notary',
        name: 'Studio Notarile Bellini',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Tasso, 41', postalCode: '24121', addressLocality: 'Bergamo', addressCountry: 'IT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+39 035 000 4182', email: `segreteria@${HOST}`, availableLanguage: ['it', 'en'] },
      },
    ],
    main: section(text(`<h1>Contatti</h1><p>Via Tasso, 41 – 24121 Bergamo (ZTL: accesso consentito per i clienti dello studio)</p><p>Appuntamenti e richieste di preventivo: ${mailto(`segreteria@${HOST}`)} – Tel. ${tel('035 000 4182')}</p>`, 4), 5),
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy & Cookie Policy', main: section(text('<h1>Privacy &amp; Cookie Policy</h1><p>Titolare del trattamento è il notaio Giovanni Bellini, con sede in Via Tasso, 41, Bergamo.</p>', 5), 6) });
  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', main: section(text(`<h1>Area riservata clienti</h1><p>Per le credenziali di accesso scrivere a ${mailto(`archivio@${HOST}`)}.</p>`, 6), 7) });
  pages['/news/atto-notarile-a-distanza'] = page({
    path: '/news/atto-notarile-a-distanza',
    title: 'Atto notarile a distanza: come funziona',
    main: section(
      text(
        `<h1>Atto notarile a distanza: come funziona</h1><p class="post-meta">14 marzo 2025</p><p>Dal 2022 è possibile costituire una S.r.l. con atto pubblico informatico in videoconferenza, tramite la piattaforma del Consiglio Nazionale del Notariato.</p><p>Per gli aspetti fiscali dell'operazione può rivolgersi all'Avv. Paolo Rinaldi, consulente fiscale dello studio, scrivendo a ${mailto(`paolo.rinaldi@${HOST}`)}.</p>`,
        7,
      ),
      8,
    ),
  });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/lo-studio', '/servizi', '/contatti', '/privacy-policy']));
  pages['/sitemap-news.xml.gz'] = gzipXmlPage(urlset(HOST, ['/news/atto-notarile-a-distanza']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-riservata/\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/page-sitemap.xml\nSitemap: ${ORIGIN}/sitemap-news.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['it'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `segreteria@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `giovanni.bellini@${HOST}`, name: 'Giovanni Bellini', title: 'Notaio', pages: ['/lo-studio'], cases: ['card', 'honorific', 'json-ld-person', 'plain'] },
        { address: `francesca.bellini@${HOST}`, name: 'Francesca Bellini', title: 'Notaio', pages: ['/lo-studio'], cases: ['card', 'honorific', 'entities'] },
        ...STAFF.map(([name, title, local, ent]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/lo-studio'], cases: ['table', ent ? 'entities' : 'plain'] as ('table' | 'entities' | 'plain')[] })),
        { address: `paolo.rinaldi@${HOST}`, name: 'Paolo Rinaldi', title: 'consulente fiscale dello studio', pages: ['/news/atto-notarile-a-distanza'], cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `archivio@${HOST}`, kind: 'disallowed' },
        { text: 'logo-studio-bellini@2x.png', kind: 'retina' },
      ],
    },
  };
}
