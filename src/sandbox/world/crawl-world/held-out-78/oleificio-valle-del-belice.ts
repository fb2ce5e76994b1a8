/**
 * Oleificio Sociale Valle del Belìce: an olive growers' cooperative at Castelvetrano (Trapani),
 * on WordPress, in Italian. Addresses are the initial and surname ("g.rizzo@"). The home page's
 * JSON-LD names the orders desk as a contactPoint, the president as an employee with a "mailto:"
 * address and the laboratory head inside a department; the president and the quality manager as
 * "Name, title, address" lines, the export manager as a microdata card and the agronomist ("Dott.
 * agr.") with an address as character references (an e-mail encoder plugin); the mill foreman in
 * a news post, the sales assistant for Germany in a post listed only in a gzip-compressed
 * sitemap and the administrative director as the privacy notice's label line. A newsletter
 * placeholder, a package version in a script URL and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'oleificio-valbelice-castelvetrano.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/il-frantoio', 'Il frantoio'],
  ['/i-nostri-oli', 'I nostri oli'],
  ['/notizie', 'Notizie'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Oleificio Sociale Valle del Belìce',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    "<link rel='stylesheet' id='astra-theme-css-css' href='http://oleificio-valbelice-castelvetrano.test/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all' />",
    "<link rel='stylesheet' id='swiper-css' href='https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css' media='all' />",
    "<script src='http://oleificio-valbelice-castelvetrano.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>",
  ],
  header: (spec) =>
    `<div id="page" class="hfeed site"><header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="${ORIGIN}/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/05/logo-oleificio.png" alt="Oleificio Sociale Valle del Belìce" width="210"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Menu principale"><ul id="primary-menu" class="main-header-menu">${NAV.map(([h, l]) => `<li class="menu-item${h === spec.path ? ' current-menu-item' : ''}"><a href="${ORIGIN}${h === '/' ? '/' : `${h}/`}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer"><div class="footer-widget-area"><section class="widget widget_text"><h2 class="widget-title">Oleificio Sociale Valle del Belìce Soc. Coop. Agricola</h2><div class="textwidget"><p>Contrada Seggio, SS 115 km 42 – 91022 Castelvetrano (TP)<br>P.IVA 01874530812</p>` +
    `<p>Tel. ${tel('0924 90 41 63')} · ${mailto(at('info'))}<br>Ordini e spedizioni: ${mailto(at('ordini'))}</p></div></section>` +
    `<section class="widget widget_newsletter"><h2 class="widget-title">Newsletter</h2><form class="mc4wp-form"><input type="email" name="EMAIL" placeholder="la-tua-email@esempio.it"><button type="submit">Iscriviti</button></form></section>` +
    `<section class="widget"><p><a href="${ORIGIN}/privacy-policy/">Privacy policy</a> · <a href="${ORIGIN}/area-soci/">Area soci</a></p></section></div></footer></div>`,
  privacyPath: { it: `${ORIGIN}/privacy-policy/` },
  bodyEnd: ["<script src='https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js' id='swiper-js'></script>"],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it' });
const entry = (title: string, html: string): string => `<article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article>`;

const ORG_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Oleificio Sociale Valle del Belìce Soc. Coop. Agricola',
  url: `${ORIGIN}/`,
  telephone: '+39 0924 904163',
  address: { '@type': 'PostalAddress', streetAddress: 'Contrada Seggio, SS 115 km 42', postalCode: '91022', addressLocality: 'Castelvetrano', addressRegion: 'TP', addressCountry: 'IT' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: at('ordini'), telephone: '+39 0924 904163', availableLanguage: ['it', 'en', 'de'] },
  employee: [{ '@type': 'Person', name: 'Giuseppe Rizzo', jobTitle: 'Presidente', email: `mailto:${at('g.rizzo')}` }],
  department: [
    {
      '@type': 'Organization',
      name: 'Laboratorio analisi',
      employee: { '@type': 'Person', name: 'Rosalia Messina', jobTitle: 'Responsabile del laboratorio analisi', email: at('r.messina') },
    },
  ],
};

export function oleificioValleDelBelice(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Olio extravergine di oliva Nocellara del Belìce',
    jsonLd: [ORG_LD],
    main: entry(
      'Dal 1958 l’olio dei soci della Valle del Belìce',
      `<p>Centoquaranta aziende socie, 1.100 ettari di oliveti tra Castelvetrano, Partanna e Campobello di Mazara. Moliamo a freddo entro dodici ore dalla raccolta.</p><p><a href="${ORIGIN}/i-nostri-oli/">Scopri i nostri oli</a> · <a href="${ORIGIN}/il-frantoio/">Visita il frantoio</a></p>`,
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: entry(
      'Chi siamo',
      `<p>La cooperativa è nata nel 1958 per iniziativa di trentadue piccoli produttori. Oggi il consiglio di amministrazione è eletto ogni tre anni dall’assemblea dei soci.</p>` +
        `<p>Giuseppe Rizzo, presidente, ${mailto(at('g.rizzo'))}</p>` +
        `<h2>Lo staff</h2><div class="wp-block-columns">` +
        `<div class="wp-block-column" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/02/cusumano-300x300.jpg" alt=""></figure><h3 itemprop="name">Francesca Cusumano</h3><p itemprop="jobTitle">Responsabile export</p><p><a itemprop="email" href="mailto:${at('f.cusumano')}">${at('f.cusumano')}</a></p></div>` +
        `<div class="wp-block-column"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/02/gentile-300x300.jpg" alt=""></figure><h3>Dott. agr. Salvatore Gentile</h3><p>Agronomo, assistenza tecnica ai soci</p><p><a href="mailto:${entities(at('s.gentile'))}">${entities(at('s.gentile'))}</a></p></div>` +
        `</div>`,
    ),
  });

  pages['/il-frantoio'] = page({
    path: '/il-frantoio',
    title: 'Il frantoio',
    main: entry(
      'Il frantoio',
      `<p>Due linee continue a due fasi, gramolazione sotto azoto e conservazione in silos d’acciaio a temperatura controllata.</p>` +
        `<p>Carmela Russo, responsabile qualità e certificazioni, ${mailto(at('c.russo'))}</p>` +
        `<p>Ogni lotto viene analizzato nel nostro laboratorio interno (acidità, perossidi, polifenoli) prima dell’imbottigliamento; per i certificati di analisi rivolgetevi a Rosalia Messina, responsabile del laboratorio analisi: ${mailto(at('r.messina'))}.</p>`,
    ),
  });

  pages['/i-nostri-oli'] = page({
    path: '/i-nostri-oli',
    title: 'I nostri oli',
    main: entry('I nostri oli', '<ul><li>Nocellara del Belìce DOP – 0,5 l e 3 l</li><li>Biologico monocultivar Nocellara</li><li>Olio nuovo (novembre–gennaio)</li></ul><p>Spediamo in tutta Italia e nell’Unione europea.</p>'),
  });

  pages['/notizie'] = page({
    path: '/notizie',
    title: 'Notizie',
    main:
      entry(
        'Notizie',
        `<article class="post"><h2><a href="${ORIGIN}/notizie/">Al via la molitura 2025</a></h2><p class="entry-meta">6 ottobre 2025</p><p>Da lunedì 13 ottobre il frantoio lavora a ciclo continuo. Le scuole e i gruppi che vogliono assistere alla molitura possono prenotare scrivendo a Vincenzo Accardi, il nostro capo frantoiano, all’indirizzo ${mailto(at('v.accardi'))}.</p></article>`,
      ),
  });

  pages['/notizie/olio-nuovo-germania'] = page({
    path: '/notizie/olio-nuovo-germania',
    title: 'L’olio nuovo arriva in Germania',
    main: entry(
      'L’olio nuovo arriva in Germania',
      `<p class="entry-meta">20 novembre 2025</p><p>Da quest’anno le latte da 3 litri sono disponibili anche per i clienti tedeschi, con consegna in cinque giorni lavorativi. Gli ordini dalla Germania li segue Martina Ferro, addetta alle vendite estero, che risponde in italiano e in tedesco a ${mailto(at('m.ferro'))}.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: entry(
      'Contatti',
      `<p>Contrada Seggio, SS 115 km 42 – 91022 Castelvetrano (TP)</p><p>Orari dello spaccio: dal lunedì al sabato 8:30–13:00 e 15:30–19:00 (in molitura anche la domenica mattina).</p><p>Informazioni: ${mailto(at('info'))} · Ordini: ${mailto(at('ordini'))}</p>`,
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    main: entry(
      'Informativa sul trattamento dei dati personali',
      `<p>Titolare del trattamento è l’Oleificio Sociale Valle del Belìce Soc. Coop. Agricola.</p><p>Referente privacy: Antonino Bono, direttore amministrativo, Contrada Seggio, SS 115 km 42, 91022 Castelvetrano (TP), tel. ${tel('0924 90 41 63')}, ${mailto(at('a.bono'))}</p>`,
    ),
  });

  pages['/area-soci'] = page({ path: '/area-soci', title: 'Area soci', main: entry('Area soci', `<p>Conferimenti, liquidazioni e verbali d’assemblea. Per le credenziali: ${mailto(at('soci'))}</p>`) });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/chi-siamo/', '/il-frantoio/', '/i-nostri-oli/', '/notizie/', '/contatti/', '/privacy-policy/'], '2025-11-20'));
  pages['/post-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/notizie/olio-nuovo-germania/'], '2025-11-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-soci\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml.gz'], '2025-11-20'),
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['it'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain'] },
        { address: at('ordini'), name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: at('g.rizzo'), name: 'Giuseppe Rizzo', title: 'presidente', titleAlternatives: ['Presidente'], pages: ['/', '/chi-siamo'], cases: ['json-ld-person', 'json-ld-mailto', 'name-title-line', 'plain', 'link-non-english'] },
        { address: at('r.messina'), name: 'Rosalia Messina', title: 'responsabile del laboratorio analisi', titleAlternatives: ['Responsabile del laboratorio analisi'], pages: ['/', '/il-frantoio'], cases: ['json-ld-nested', 'prose', 'plain', 'link-non-english'] },
        { address: at('f.cusumano'), name: 'Francesca Cusumano', title: 'Responsabile export', pages: ['/chi-siamo'], cases: ['microdata', 'card', 'plain', 'link-non-english'] },
        { address: at('s.gentile'), name: 'Salvatore Gentile', title: 'Agronomo, assistenza tecnica ai soci', pages: ['/chi-siamo'], cases: ['card', 'honorific', 'entities', 'link-non-english'] },
        { address: at('c.russo'), name: 'Carmela Russo', title: 'responsabile qualità e certificazioni', pages: ['/il-frantoio'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: at('v.accardi'), name: 'Vincenzo Accardi', title: 'capo frantoiano', pages: ['/notizie'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: at('m.ferro'), name: 'Martina Ferro', title: 'addetta alle vendite estero', pages: ['/notizie/olio-nuovo-germania'], cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'plain'] },
        { address: at('a.bono'), name: 'Antonino Bono', title: 'direttore amministrativo', pages: ['/privacy-policy'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-soci'],
      nonAddresses: [
        { text: `soci@${HOST}`, kind: 'disallowed' },
        { text: 'la-tua-email@esempio.it', kind: 'placeholder' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
