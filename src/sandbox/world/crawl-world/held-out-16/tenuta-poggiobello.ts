/**
 * Tenuta Poggiobello: a family winery with an agriturismo near Montalcino, Italian with an English
 * version reached through the hreflang alternates, on WordPress with Elementor. nome.cognome
 * addresses. The owner as the Organization's founder in JSON-LD and in the contact page's table,
 * the hospitality manager in a sentence of the agriturismo page, the kitchen's mailbox beside the
 * cook, the cellarman as a news post's byline, the export manager on the English contact page only;
 * the retina logo, a newsletter placeholder and the dealers' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tenuta-poggiobello.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU_IT: [string, string][] = [
  ['/', 'Home'],
  ['/la-cantina/', 'La Cantina'],
  ['/i-nostri-vini/', 'I nostri vini'],
  ['/agriturismo/', 'Agriturismo'],
  ['/notizie/', 'Notizie'],
  ['/contatti/', 'Contatti'],
];
const MENU_EN: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tenuta Poggiobello',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
  ],
  header: (p) => {
    const menu = p.lang === 'en' ? MENU_EN : MENU_IT;
    return (
      `<header data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">` +
      `<div class="elementor-element elementor-element-3b1f0a2 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
      `<div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="${p.lang === 'en' ? '/en/' : '/'}"><img width="240" height="90" src="${UP}/2022/05/poggiobello-logo@2x.png" class="attachment-full size-full" alt="Tenuta Poggiobello"></a></div>` +
      `<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-7c2e" class="elementor-nav-menu">` +
      menu.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer"><div class="e-con-inner">` +
    `<p>Società Agricola Poggiobello s.s. di Bellandi G. &amp; C. – Località Poggiobello 7, 53024 Montalcino (SI) – P.IVA 01234560528 – ${tel('+39 0577 848 112')}</p>` +
    (p.lang === 'en'
      ? `<p><a href="/privacy-policy/">Privacy</a></p>`
      : `<p><a href="/privacy-policy/">Privacy &amp; Cookie Policy</a> · <a href="/area-riservata/">Area rivenditori</a></p>` +
        `<form class="elementor-form" method="post" name="Newsletter"><label for="form-field-email">Iscriviti alla newsletter</label><input type="email" name="form_fields[email]" id="form-field-email" placeholder="mario.rossi@esempio.it"><button type="submit">Iscriviti</button></form>`) +
    `</div></footer>`,
  privacyPath: { it: '/privacy-policy/', en: '/privacy-policy/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const ALT_HOME = { it: '/', en: '/en/', 'x-default': '/' };
const ALT_CONTACT = { it: '/contatti/', en: '/en/contact/' };

function section(id: string, inner: string): string {
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent"><div class="e-con-inner"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">${inner}</div></div></div></div>`;
}

export function tenutaPoggiobello(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Brunello di Montalcino e agriturismo',
    lang: 'it',
    alternates: ALT_HOME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Tenuta Poggiobello',
        url: `${ORIGIN}/`,
        telephone: '+39 0577 848112',
        address: { '@type': 'PostalAddress', streetAddress: 'Località Poggiobello 7', postalCode: '53024', addressLocality: 'Montalcino', addressRegion: 'SI', addressCountry: 'IT' },
        founder: { '@type': 'Person', name: 'Giovanni Bellandi', jobTitle: 'Titolare ed enologo', email: 'giovanni.bellandi@tenuta-poggiobello.test' },
      },
    ],
    main:
      section('5a0c11e', `<h1>Vino, olio e ospitalità dal 1968</h1><p>Nove ettari di Sangiovese sul versante sud-ovest di Montalcino, una cantina scavata nel tufo e sei camere nel vecchio fienile. Visite e degustazioni su prenotazione, dal martedì alla domenica.</p>`) +
      section('9d77e40', `<h2>Le nostre etichette</h2><ul><li>Brunello di Montalcino DOCG 2019</li><li>Rosso di Montalcino DOC 2022</li><li>Sant'Antimo Rosato 2023</li><li>Olio extravergine di oliva Terre di Siena DOP</li></ul><p><a href="/i-nostri-vini/" class="elementor-button">Scopri i vini</a></p>`),
  });

  pages['/la-cantina'] = page({
    path: '/la-cantina',
    title: 'La Cantina',
    lang: 'it',
    main: section(
      '21f0b9a',
      `<h1>La famiglia Bellandi</h1><p>Nonno Ugo piantò le prime vigne nel 1968. Oggi la tenuta è guidata da Giovanni Bellandi, enologo, insieme alla sorella Chiara che ha trasformato il fienile in agriturismo e al figlio Tommaso, che ha finito la scuola enologica di Alba e lavora in cantina tutto l'anno.</p>` +
        `<p>Vendemmia manuale in cassette da 15 kg, fermentazioni spontanee in tini di cemento, affinamento in botti grandi di rovere di Slavonia.</p>`,
    ),
  });

  pages['/i-nostri-vini'] = page({
    path: '/i-nostri-vini',
    title: 'I nostri vini',
    lang: 'it',
    main: section(
      '0f4e6d2',
      `<h1>I nostri vini</h1><table class="wine-list"><tr><th>Vino</th><th>Annata</th><th>Prezzo in cantina</th></tr><tr><td>Brunello di Montalcino DOCG</td><td>2019</td><td>€ 38,00</td></tr><tr><td>Rosso di Montalcino DOC</td><td>2022</td><td>€ 16,00</td></tr><tr><td>Sant'Antimo Rosato</td><td>2023</td><td>€ 11,00</td></tr></table>` +
        `<p>Spedizioni in tutta Italia a partire da 6 bottiglie.</p>`,
    ),
  });

  pages['/agriturismo'] = page({
    path: '/agriturismo',
    title: 'Agriturismo',
    lang: 'it',
    main:
      section(
        '7c3a01b',
        `<h1>Dormire in vigna</h1><p>Sei camere con bagno privato, piscina panoramica e colazione con prodotti della fattoria. Soggiorno minimo due notti da aprile a ottobre.</p>` +
          `<p>Per disponibilità e prenotazioni scrivete alla nostra responsabile dell'accoglienza, Chiara Bellandi: ${mailto('chiara.bellandi@tenuta-poggiobello.test')}. Rispondiamo entro 24 ore.</p>`,
      ) +
      section(
        'b2d9e77',
        `<h2>La cena in fattoria</h2><p>Il giovedì e il sabato Rosa Nardini, la nostra cuoca, prepara la cena toscana per gli ospiti (pici all'aglione, peposo, cantucci). Allergie e intolleranze: ${mailto('cucina@tenuta-poggiobello.test')}</p>`,
      ),
  });

  pages['/notizie'] = page({
    path: '/notizie',
    title: 'Notizie',
    lang: 'it',
    main:
      `<h1>Notizie dalla tenuta</h1><div class="elementor-posts-container elementor-posts elementor-grid">` +
      `<article class="elementor-post elementor-grid-item post-412 type-post"><h3 class="elementor-post__title"><a href="/2024/10/vendemmia-2024-diario-di-cantina/">Vendemmia 2024: diario di cantina</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">14 ottobre 2024</span></div></article>` +
      `<article class="elementor-post elementor-grid-item post-388 type-post"><h3 class="elementor-post__title"><a href="/2024/05/benvenuto-2024/">Benvenuto Brunello 2024</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">3 maggio 2024</span></div></article>` +
      `</div>`,
  });

  pages['/2024/10/vendemmia-2024-diario-di-cantina'] = page({
    path: '/2024/10/vendemmia-2024-diario-di-cantina',
    title: 'Vendemmia 2024: diario di cantina',
    lang: 'it',
    main:
      `<article class="post-412 post type-post status-publish"><h1 class="entry-title">Vendemmia 2024: diario di cantina</h1>` +
      `<p>Abbiamo iniziato il 19 settembre con il Sangiovese della vigna bassa e finito l'8 ottobre. Poca quantità, grappoli spargoli, acidità bellissime: sarà un'annata da aspettare.</p>` +
      `<p>Chi vuole vivere una giornata di vendemmia con noi l'anno prossimo può già scriverci.</p>` +
      `<div class="elementor-author-box"><div class="elementor-author-box__text"><h4 class="elementor-author-box__name">Tommaso Bellandi, cantiniere</h4><p class="elementor-author-box__bio">${mailto('tommaso.bellandi@tenuta-poggiobello.test')}</p></div></div></article>`,
  });

  pages['/2024/05/benvenuto-2024'] = page({
    path: '/2024/05/benvenuto-2024',
    title: 'Benvenuto Brunello 2024',
    lang: 'it',
    main: `<article class="post-388 post type-post"><h1 class="entry-title">Benvenuto Brunello 2024</h1><p>Anche quest'anno eravamo al Chiostro di Sant'Agostino con l'annata 2019 e la Riserva 2018. Grazie a tutti quelli che sono passati al banco!</p></article>`,
  });

  const row = (name: string, role: string, email: string) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(email)}</td></tr>`;

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    alternates: ALT_CONTACT,
    main:
      section(
        'e41a6f0',
        `<h1>Contatti</h1><p>Località Poggiobello 7, 53024 Montalcino (SI)<br>Tel. ${tel('+39 0577 848 112')}<br>E-mail: ${mailto('info@tenuta-poggiobello.test')}</p>` +
          `<p>Cantina aperta per degustazioni martedì–domenica 10:00–18:00, su prenotazione.</p>`,
      ) +
      section(
        'a90c3d5',
        `<h2>Chi contattare</h2><table class="staff"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>` +
          row('Giovanni Bellandi', 'Titolare ed enologo', 'giovanni.bellandi@tenuta-poggiobello.test') +
          row('Davide Sartori', 'Agronomo, responsabile vigneti', 'davide.sartori@tenuta-poggiobello.test') +
          row('Federica Conti', 'Visite e degustazioni', 'federica.conti@tenuta-poggiobello.test') +
          row('Elena Marchi', 'Amministrazione e spedizioni', 'elena.marchi@tenuta-poggiobello.test') +
          `</tbody></table>`,
      ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy & Cookie Policy',
    lang: 'it',
    main: section('c0ffee1', `<h1>Informativa sul trattamento dei dati personali</h1><p>Titolare del trattamento è la Società Agricola Poggiobello s.s., Località Poggiobello 7, 53024 Montalcino (SI). I dati raccolti tramite i moduli del sito sono trattati ai sensi del Regolamento UE 2016/679.</p>`),
  });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area rivenditori',
    lang: 'it',
    main: section('d4e2aa0', `<h1>Area rivenditori</h1><p>Listini Horeca ed enoteche 2025. Per l'accesso: ${mailto('listini@tenuta-poggiobello.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Brunello di Montalcino and farm stay',
    lang: 'en',
    alternates: ALT_HOME,
    main: section('5a0c11f', `<h1>Wine, olive oil and hospitality since 1968</h1><p>Nine hectares of Sangiovese on the south-west slope of Montalcino, a cellar dug into the tuff and six rooms in the old hay barn. Tours and tastings by appointment, Tuesday to Sunday.</p><p><a href="/en/contact/">Get in touch</a></p>`),
  });

  const rowEn = (name: string, role: string, email: string) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(email)}</td></tr>`;

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: ALT_CONTACT,
    main:
      section('e41a6f1', `<h1>Contact us</h1><p>Località Poggiobello 7, 53024 Montalcino (SI), Italy<br>Phone ${tel('+39 0577 848 112')}<br>Email: ${mailto('info@tenuta-poggiobello.test')}</p>`) +
      section(
        'a90c3d6',
        `<h2>Who to contact</h2><table class="staff"><thead><tr><th>Name</th><th>Role</th><th>Email</th></tr></thead><tbody>` +
          rowEn('Giovanni Bellandi', 'Owner & winemaker', 'giovanni.bellandi@tenuta-poggiobello.test') +
          rowEn('Davide Sartori', 'Agronomist, vineyard manager', 'davide.sartori@tenuta-poggiobello.test') +
          rowEn('Federica Conti', 'Tours & tastings', 'federica.conti@tenuta-poggiobello.test') +
          rowEn('Elena Marchi', 'Accounts & shipping', 'elena.marchi@tenuta-poggiobello.test') +
          `</tbody></table>` +
          `<p>Importers and distributors outside Italy: Laura Pieri, Export Manager, ${mailto('laura.pieri@tenuta-poggiobello.test')}</p>`,
      ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['it', 'en'],
      addresses: [
        { address: 'info@tenuta-poggiobello.test', name: null, title: null, pages: ['/contatti', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'giovanni.bellandi@tenuta-poggiobello.test',
          name: 'Giovanni Bellandi',
          title: 'Titolare ed enologo',
          titleAlternatives: ['Owner & winemaker'],
          pages: ['/', '/contatti', '/en/contact'],
          cases: ['json-ld-person', 'table', 'plain', 'link-non-english'],
        },
        {
          address: 'davide.sartori@tenuta-poggiobello.test',
          name: 'Davide Sartori',
          title: 'Agronomo, responsabile vigneti',
          titleAlternatives: ['Agronomist, vineyard manager'],
          pages: ['/contatti', '/en/contact'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'federica.conti@tenuta-poggiobello.test',
          name: 'Federica Conti',
          title: 'Visite e degustazioni',
          titleAlternatives: ['Tours & tastings'],
          pages: ['/contatti', '/en/contact'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'elena.marchi@tenuta-poggiobello.test',
          name: 'Elena Marchi',
          title: 'Amministrazione e spedizioni',
          titleAlternatives: ['Accounts & shipping'],
          pages: ['/contatti', '/en/contact'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'chiara.bellandi@tenuta-poggiobello.test',
          name: 'Chiara Bellandi',
          title: "responsabile dell'accoglienza",
          pages: ['/agriturismo'],
          cases: ['prose', 'plain', 'link-non-english'],
        },
        { address: 'cucina@tenuta-poggiobello.test', name: null, title: null, pages: ['/agriturismo'], cases: ['neighbour', 'plain', 'link-non-english'] },
        {
          address: 'tommaso.bellandi@tenuta-poggiobello.test',
          name: 'Tommaso Bellandi',
          title: 'cantiniere',
          pages: ['/2024/10/vendemmia-2024-diario-di-cantina'],
          cases: ['name-title-line', 'plain', 'deep-page', 'link-non-english'],
        },
        {
          address: 'laura.pieri@tenuta-poggiobello.test',
          name: 'Laura Pieri',
          title: 'Export Manager',
          pages: ['/en/contact'],
          cases: ['name-title-line', 'plain', 'hreflang', 'deep-page'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: 'listini@tenuta-poggiobello.test', kind: 'disallowed' },
        { text: 'poggiobello-logo@2x.png', kind: 'retina' },
        { text: 'mario.rossi@esempio.it', kind: 'placeholder' },
      ],
    },
  };
}
