/**
 * Caseificio Pedroni: a family cheese dairy in Valsassina (taleggio, strachitunt, formaggella),
 * Italian only, a WordPress-like site with a sitemap index whose news sitemap lists a page no menu
 * links. First-name addresses. The family and the cheesemakers in a table, the cave ripener in
 * prose, the farm shop as a label line, the sales office a JSON-LD department whose employee is
 * only in the JSON-LD, the general address written by an inline script from pieces, a consortium's
 * address, a form placeholder, a slider package version, a build comment with an address and a
 * wholesalers' page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'caseificio-pedroni.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/la-famiglia', 'La famiglia'],
  ['/i-nostri-formaggi', 'I nostri formaggi'],
  ['/spaccio', 'Spaccio aziendale'],
  ['/contatti', 'Contatti'],
];

const INFO_SCRIPT = `var u = 'info'; var d = 'caseificio-pedroni' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '<\\/a>');`;

const theme: Theme = {
  host: HOST,
  siteName: 'Caseificio Pedroni',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" href="/wp-content/themes/alpeggio/style.css?ver=1.4.0">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css">',
  ],
  header: () =>
    `<!-- build alpeggio 1.4.0 · pacchetto: sviluppo@caseificio-pedroni.test -->\n` +
    `<header id="masthead"><div class="top-bar">Aperti tutti i giorni 8:30–12:30 · ${tel('0341 996 214')}</div>` +
    `<a class="custom-logo-link" href="/"><img src="/wp-content/uploads/2024/02/logo-pedroni.png" alt="Caseificio Pedroni"></a>` +
    `<nav id="site-navigation"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon"><div class="footer-widgets"><p><strong>Caseificio Pedroni s.s. agricola</strong><br>Via per Moggio 7, 23818 Pasturo (LC)<br>P.IVA 02233440131</p>` +
    `<p>Socio del Consorzio Tutela Taleggio</p></div>` +
    `<p class="site-info"><a href="/privacy">Privacy e cookie</a> · <a href="/lavora-con-noi">Lavora con noi</a> · <a href="/area-grossisti">Area grossisti</a></p></footer>` +
    `<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js"></script>`,
  privacyPath: { it: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<div class="entry-content">${html}</div>`;

const FAMILY: { name: string; shown: string; role: string; address: string }[] = [
  { name: 'Giorgio Pedroni', shown: 'Giorgio Pedroni', role: 'titolare, mastro casaro', address: 'giorgio@caseificio-pedroni.test' },
  { name: 'Elena Pedroni', shown: 'Dott.ssa Elena Pedroni', role: 'responsabile qualità e laboratorio analisi', address: 'elena@caseificio-pedroni.test' },
  { name: 'Luca Mainetti', shown: 'Luca Mainetti', role: 'casaro', address: 'luca@caseificio-pedroni.test' },
  { name: 'Federica Combi', shown: 'Federica Combi', role: 'addetta alla salatura e alla stagionatura', address: 'federica@caseificio-pedroni.test' },
];

export function caseificioPedroni(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Formaggi di Valsassina dal 1961',
    lang: 'it',
    main: entry(
      `<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/wp-content/uploads/2024/02/taleggio-grotta.jpg" alt="Taleggio in grotta"></div></div></div>` +
        `<h1>Formaggi di Valsassina dal 1961</h1><p>Latte crudo delle nostre stalle e di sei aziende della valle, lavorato ogni mattina a Pasturo. Taleggio DOP, strachitunt, formaggella e burro d'affioramento.</p>` +
        `<p>Per informazioni: <script>${INFO_SCRIPT}</script><noscript>attiva JavaScript per vedere l'indirizzo</noscript></p>`,
    ),
  });

  pages['/la-famiglia'] = page({
    path: '/la-famiglia',
    title: 'La famiglia',
    lang: 'it',
    main: entry(
      `<h1>La famiglia e chi lavora con noi</h1><p>Il caseificio è nato con nonno Battista e oggi è alla terza generazione.</p>\n` +
        `<table class="wp-block-table"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>\n` +
        FAMILY.map((f) => `<tr><td>${esc(f.shown)}</td><td>${esc(f.role)}</td><td>${mailto(f.address)}</td></tr>`).join('\n') +
        `\n</tbody></table>`,
    ),
  });

  pages['/i-nostri-formaggi'] = page({
    path: '/i-nostri-formaggi',
    title: 'I nostri formaggi',
    lang: 'it',
    main: entry(
      `<h1>I nostri formaggi</h1><p>Taleggio DOP (40 giorni), strachitunt DOP (75 giorni), formaggella della Valsassina, stracchino e burro.</p>` +
        `<p>Leggi come nasce un taleggio: <a href="/i-nostri-formaggi/la-grotta">la stagionatura in grotta</a>.</p>`,
    ),
  });

  pages['/i-nostri-formaggi/la-grotta'] = page({
    path: '/i-nostri-formaggi/la-grotta',
    title: 'La stagionatura in grotta',
    lang: 'it',
    main: entry(
      `<h1>La stagionatura in grotta</h1><p>Le forme riposano nelle grotte naturali di Introbio, dove l'aria che sale dalla montagna mantiene 6 gradi tutto l'anno. Ogni settimana vengono girate e spugnate con acqua e sale.</p>` +
        `<p>Le grotte sono affidate a Walter Invernizzi, il nostro affinatore: è lui a decidere quando una forma è pronta, e se volete prenotare una visita guidata potete scrivergli a ${mailto('walter@caseificio-pedroni.test')}.</p>`,
    ),
  });

  pages['/spaccio'] = page({
    path: '/spaccio',
    title: 'Spaccio aziendale',
    lang: 'it',
    main: entry(
      `<h1>Spaccio aziendale</h1><p>Aperto tutti i giorni dalle 8:30 alle 12:30, anche la domenica. Confezioni sottovuoto per spedizioni in tutta Italia.</p>` +
        `<p><strong>Spaccio e spedizioni:</strong> Marta Gilardi, responsabile dello spaccio, tel. 0341 996 215, ${mailto('marta@caseificio-pedroni.test')}</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Caseificio Pedroni',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'Organization',
            name: 'Ufficio commerciale',
            email: 'commerciale@caseificio-pedroni.test',
            employee: [{ '@type': 'Person', name: 'Stefano Buzzoni', jobTitle: 'Responsabile commerciale Italia ed estero', email: 'stefano@caseificio-pedroni.test' }],
          },
        ],
      },
    ],
    main: entry(
      `<h1>Contatti</h1><p>Via per Moggio 7, 23818 Pasturo (LC) · ${tel('0341 996 214')}</p>` +
        `<p>Ristoranti, gastronomie e GDO: ${mailto('commerciale@caseificio-pedroni.test')}</p>` +
        `<p>Per il marchio DOP e i controlli rivolgersi al Consorzio: ${mailto('segreteria@consorzio-taleggio-valli.test')}</p>` +
        `<form class="wpcf7-form"><p><label>Nome<br><input type="text" name="your-name"></label></p><p><label>E-mail<br><input type="email" name="your-email" placeholder="nome@esempio.it"></label></p><p><input type="submit" value="Invia"></p></form>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy e cookie',
    lang: 'it',
    main: entry(`<h1>Informativa privacy</h1><p>Titolare del trattamento: Caseificio Pedroni s.s. agricola, Via per Moggio 7, Pasturo.</p>`),
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    lang: 'it',
    main: entry(`<h1>Lavora con noi</h1><p>Cerchiamo un aiuto casaro per la stagione estiva in alpeggio. Invia il curriculum a ${mailto('lavoro@caseificio-pedroni.test')}.</p>`),
  });

  pages['/notizie/premio-caseus-2025'] = page({
    path: '/notizie/premio-caseus-2025',
    title: 'Il nostro strachitunt premiato a Caseus 2025',
    lang: 'it',
    main: entry(
      `<h1>Il nostro strachitunt premiato a Caseus 2025</h1><p class="meta">12 marzo 2025</p>` +
        `<p>Medaglia d'oro nella categoria erborinati. «Abbiamo lavorato due anni sui tempi di foratura» racconta Chiara Locatelli, tecnologa alimentare del caseificio (${mailto('chiara@caseificio-pedroni.test')}), che ha seguito le prove.</p>`,
    ),
  });

  pages['/area-grossisti'] = page({
    path: '/area-grossisti',
    title: 'Area grossisti',
    lang: 'it',
    main: entry(`<h1>Area grossisti</h1><p>Listino riservato. Ordini: ${mailto('grossisti@caseificio-pedroni.test')}</p>`),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/la-famiglia', '/i-nostri-formaggi', '/i-nostri-formaggi/la-grotta', '/spaccio', '/contatti', '/privacy', '/lavora-con-noi'], '2025-03-20'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/notizie/premio-caseus-2025'], '2025-03-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-grossisti\nAllow: /wp-admin/admin-ajax.php\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-20'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['it'],
      addresses: [
        ...FAMILY.map((f) => ({
          address: f.address,
          name: f.name,
          title: f.role,
          pages: ['/la-famiglia'],
          cases: (f.shown !== f.name ? ['table', 'honorific', 'plain', ln] : ['table', 'plain', ln]) as CaseKind[],
        })),
        { address: 'walter@caseificio-pedroni.test', name: 'Walter Invernizzi', title: 'affinatore', pages: ['/i-nostri-formaggi/la-grotta'], cases: ['prose', 'deep-page', 'plain', ln] },
        { address: 'marta@caseificio-pedroni.test', name: 'Marta Gilardi', title: 'responsabile dello spaccio', pages: ['/spaccio'], cases: ['label-line', 'plain', ln] },
        {
          address: 'stefano@caseificio-pedroni.test',
          name: 'Stefano Buzzoni',
          title: 'Responsabile commerciale Italia ed estero',
          pages: ['/contatti'],
          cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only', ln],
        },
        { address: 'commerciale@caseificio-pedroni.test', name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain', 'json-ld-nested', ln] },
        {
          address: 'info@caseificio-pedroni.test',
          name: null,
          title: null,
          pages: ['/'],
          encoded: { kind: 'script', text: INFO_SCRIPT },
          cases: ['role', 'script-concat'],
        },
        { address: 'lavoro@caseificio-pedroni.test', name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'plain', ln] },
        {
          address: 'chiara@caseificio-pedroni.test',
          name: 'Chiara Locatelli',
          title: 'tecnologa alimentare',
          pages: ['/notizie/premio-caseus-2025'],
          cases: ['prose', 'sitemap-index', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/area-grossisti'],
      nonAddresses: [
        { text: 'sviluppo@caseificio-pedroni.test', kind: 'comment' },
        { text: 'grossisti@caseificio-pedroni.test', kind: 'disallowed' },
        { text: 'segreteria@consorzio-taleggio-valli.test', kind: 'other-company' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
