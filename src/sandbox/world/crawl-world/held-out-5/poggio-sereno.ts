/**
 * Cantina Poggio Sereno: a family winery near Montalcino, Italian with an English version
 * (WordPress with WPML, /en subdirectory). JSON-LD Winery on the home page with contact points
 * and the founder; the team as "Title: Name" and "Name, title" lines; a press page with a label
 * line; the careers page states the address scheme; a resellers' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'poggio-sereno.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/05';
const SCHEME = 'nome.cognome@poggio-sereno.test';
const COMMENTED = 'paola.conti@poggio-sereno.test';

const PAIRS: [string, string][] = [
  ['/', '/en'],
  ['/chi-siamo', '/en/about-us'],
  ['/contatti', '/en/contact'],
];

function alternates(path: string): Record<string, string> | undefined {
  const pair = PAIRS.find(([it, en]) => it === path || en === path);
  return pair ? { it: pair[0], en: pair[1], 'x-default': pair[0] } : undefined;
}

const MENU = {
  it: [
    ['/chi-siamo', 'Chi siamo'],
    ['/vini', 'I nostri vini'],
    ['/visite', 'Visite e degustazioni'],
    ['/stampa', 'Stampa'],
    ['/contatti', 'Contatti'],
  ],
  en: [
    ['/en/about-us', 'Our story'],
    ['/en/contact', 'Get in touch'],
  ],
} as const;

const en = (p: PageSpec) => p.lang === 'en';

const theme: Theme = {
  host: HOST,
  siteName: 'Cantina Poggio Sereno',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WPML ver:4.6.10 stt:1,27;">',
    `<link rel="stylesheet" id="kadence-global-css" href="/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.4" media="all">`,
    `<link rel="icon" href="${UP}/cropped-poggio-icona-32x32.png" sizes="32x32">`,
  ],
  header: (page) => {
    const l = en(page) ? 'en' : 'it';
    const alt = alternates(page.path) ?? { it: '/', en: '/en' };
    return (
      `<header id="masthead" class="site-header"><div class="site-branding"><a href="${l === 'en' ? '/en' : '/'}" rel="home">` +
      `<img src="${UP}/logo-poggio-sereno.png" srcset="${UP}/logo-poggio-sereno.png 1x, ${UP}/logo-poggio-sereno@2x.png 2x" alt="Cantina Poggio Sereno" width="220" height="64"></a></div>\n` +
      `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">` +
      MENU[l].map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('') +
      `<li class="menu-item wpml-ls-item"><a href="${l === 'en' ? alt.it : alt.en}"><span class="wpml-ls-native">${l === 'en' ? 'Italiano' : 'English'}</span></a></li>` +
      `</ul></nav></header>`
    );
  },
  footer: (page) =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets">` +
    `<section class="widget"><h2 class="widget-title">Cantina Poggio Sereno</h2><p>Podere Poggio Sereno 12<br>53024 Montalcino (SI)<br>P.IVA 01234560528</p></section>` +
    (en(page)
      ? `<section class="widget"><p>Visits by appointment only.</p></section>`
      : `<section class="widget"><ul><li><a href="/lavora-con-noi">Lavora con noi</a></li><li><a href="/area-rivenditori">Area rivenditori</a></li><li><a href="/privacy-policy">Privacy policy</a></li></ul></section>`) +
    `</div><div class="site-info">© 2025 Società Agricola Poggio Sereno s.s.</div></footer>`,
  privacyPath: { it: '/privacy-policy', en: '/privacy-policy' },
  bodyEnd: ['<script src="/wp-content/themes/kadence/assets/js/navigation.min.js?ver=1.2.4" id="kadence-navigation-js"></script>'],
};

function page(spec: PageSpec): SandboxPage {
  const alt = alternates(spec.path);
  return renderPage(theme, { ...spec, ...(alt ? { alternates: alt } : {}) });
}

const FOUNDER = {
  '@type': 'Person',
  name: 'Giovanni Bellucci',
  jobTitle: 'Fondatore e presidente',
  email: 'mailto:giovanni.bellucci@poggio-sereno.test',
};

export function poggioSereno(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Brunello di Montalcino dal 1978',
    lang: 'it',
    description: 'Cantina a conduzione familiare sulle colline di Montalcino: Brunello, Rosso e olio extravergine.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Cantina Poggio Sereno',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}${UP}/logo-poggio-sereno.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Podere Poggio Sereno 12', postalCode: '53024', addressLocality: 'Montalcino', addressRegion: 'SI', addressCountry: 'IT' },
        telephone: '+39 0577 847 112',
        founder: FOUNDER,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: 'mailto:accoglienza@poggio-sereno.test', telephone: '+39 0577 847 112', availableLanguage: ['Italian', 'English'] },
          { '@type': 'ContactPoint', contactType: 'sales', areaServed: ['DE', 'CH', 'US'], email: 'export@poggio-sereno.test' },
        ],
      },
    ],
    main:
      `<section class="hero"><h1>Brunello di Montalcino dal 1978</h1><p>Dodici ettari di Sangiovese sul versante sud-ovest, vinificati in botte grande come faceva il nonno.</p><a class="button" href="/visite">Prenota una degustazione</a></section>\n` +
      `<section class="vini-home"><h2>In cantina</h2><ul><li>Brunello di Montalcino DOCG 2019</li><li>Rosso di Montalcino DOC 2022</li><li>Olio extravergine di oliva 2024</li></ul><p><a href="/vini">Scopri tutti i vini</a></p></section>`,
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    lang: 'it',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'AboutPage', name: 'Chi siamo', about: { '@type': 'Winery', name: 'Cantina Poggio Sereno', founder: FOUNDER } }],
    main:
      `<article class="page"><h1>Chi siamo</h1>\n` +
      `<p>La cantina nasce nel 1978, quando Giovanni Bellucci, oggi fondatore e presidente dell’azienda, acquista il podere con i primi tre ettari di vigna; per raccontarvi quegli anni scrivetegli pure a ${mailto('giovanni.bellucci@poggio-sereno.test')}.</p>\n` +
      `<h2>La squadra</h2>\n` +
      `<p class="team-line">Enologo: Dott. Marco Santini – ${mailto('marco.santini@poggio-sereno.test')}</p>\n` +
      `<p class="team-line">Dott.ssa Chiara Lodi, responsabile commerciale Italia, ${mailto('chiara.lodi@poggio-sereno.test')}</p>\n` +
      `<p class="team-line">Agronomo: Dott. Agr. Stefano Neri – ${mailto('stefano.neri@poggio-sereno.test')}</p>\n` +
      `<p>Il vicino di casa e amico Luigi Ferraro ci presta da anni il suo trattore cingolato: grazie Luigi! Per le forniture di uva e mosto scrivete a ${mailto('conferimenti@poggio-sereno.test')}.</p>\n` +
      `</article>`,
  });

  pages['/vini'] = page({
    path: '/vini',
    title: 'I nostri vini',
    lang: 'it',
    main:
      `<h1>I nostri vini</h1><div class="wines">` +
      `<div class="wine"><img src="${UP}/brunello-2019.jpg" srcset="${UP}/brunello-2019@2x.jpg 2x" alt="Brunello 2019"><h3>Brunello di Montalcino DOCG 2019</h3><p>36 mesi in botte di rovere di Slavonia.</p></div>` +
      `<div class="wine"><img src="${UP}/rosso-2022.jpg" alt="Rosso 2022"><h3>Rosso di Montalcino DOC 2022</h3><p>Fresco, fruttato, da bere giovane.</p></div></div>` +
      `<p>Per ordini dall’estero consultate la pagina <a href="/contatti">Contatti</a>.</p>`,
  });

  pages['/visite'] = page({
    path: '/visite',
    title: 'Visite e degustazioni',
    lang: 'it',
    main:
      `<h1>Visite e degustazioni</h1><p>Dal martedì al sabato, su prenotazione. Visita della cantina e degustazione di tre vini: 25 € a persona.</p>\n` +
      `<p>Prenotazioni: ${mailto('accoglienza@poggio-sereno.test')} o +39 0577 847 112.</p>\n` +
      `<p>Cercate dove dormire? L’agriturismo dei nostri vicini ha camere con vista sulla valle: ${mailto('prenotazioni@agriturismo-il-gelso.test')}.</p>\n` +
      `<form class="wpcf7-form" method="post"><label>Nome e cognome<input type="text" name="your-name" placeholder="Mario Rossi"></label>` +
      `<label>E-mail<input type="email" name="your-email" placeholder="mario.rossi@esempio.it"></label><label>Data<input type="date" name="data"></label><input type="submit" value="Invia richiesta"></form>`,
  });

  pages['/stampa'] = page({
    path: '/stampa',
    title: 'Stampa',
    lang: 'it',
    main:
      `<h1>Area stampa</h1><p>Scarica la cartella stampa 2025 (PDF, 4 MB) e le foto in alta risoluzione: <a href="${UP}/poggio-sereno-vigna@2x.jpg">vigna</a>, <a href="${UP}/logo-poggio-sereno@2x.png">logo</a>.</p>\n` +
      `<p class="press-contact"><strong>Ufficio stampa:</strong> Elena Rinaldi, addetta stampa, tel. +39 335 612 4480, ${mailto('elena.rinaldi@poggio-sereno.test')}</p>\n` +
      `<h2>Rassegna</h2><ul><li>«Un Brunello d’altri tempi» – Gambero Rosso, marzo 2025</li><li>92 punti – Wine Spectator, 2024</li></ul>`,
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    main:
      `<h1>Contatti</h1><p>Cantina Poggio Sereno<br>Podere Poggio Sereno 12, 53024 Montalcino (SI)</p>\n` +
      `<p>Accoglienza e visite: ${mailto('accoglienza@poggio-sereno.test')}<br>Tel. +39 0577 847 112</p>\n` +
      `<!-- amministrazione: ${COMMENTED} (fino a giugno) -->\n` +
      `<p>Amministrazione e fatture: ${mailto('amministrazione@poggio-sereno.test')}</p>\n` +
      `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600" height="300" loading="lazy" title="Mappa"></iframe>`,
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    lang: 'it',
    main:
      `<h1>Lavora con noi</h1><p>Per la vendemmia 2025 cerchiamo due operai agricoli stagionali e un/una addetto/a all’accoglienza con inglese e tedesco.</p>\n` +
      `<p>Invia il curriculum a ${mailto('lavoro@poggio-sereno.test')}. Una volta in squadra avrai un indirizzo nel formato ${SCHEME}, come tutti noi.</p>`,
  });

  pages['/area-rivenditori'] = page({
    path: '/area-rivenditori',
    title: 'Area rivenditori',
    lang: 'it',
    main: `<h1>Area rivenditori</h1><p>Listini riservati a enoteche e ristoranti. Credenziali: ${mailto('listini@poggio-sereno.test')}</p>`,
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    lang: 'it',
    main: `<h1>Informativa privacy</h1><p>Titolare del trattamento è la Società Agricola Poggio Sereno s.s., Podere Poggio Sereno 12, 53024 Montalcino. Per esercitare i tuoi diritti scrivi a ${mailto('amministrazione@poggio-sereno.test')}.</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Brunello di Montalcino since 1978',
    lang: 'en',
    main: `<section class="hero"><h1>Brunello di Montalcino since 1978</h1><p>A family estate of twelve hectares on the south-west slope of Montalcino.</p><a class="button" href="/en/contact">Plan your visit</a></section>`,
  });

  pages['/en/about-us'] = page({
    path: '/en/about-us',
    title: 'Our story',
    lang: 'en',
    main: `<h1>Our story</h1><p>Giovanni Bellucci bought the estate in 1978. Today his daughter and a small team make about 40,000 bottles a year.</p><p>Winemaker: Marco Santini – ${mailto('marco.santini@poggio-sereno.test')}</p>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Get in touch',
    lang: 'en',
    main:
      `<h1>Get in touch</h1><p>Podere Poggio Sereno 12, 53024 Montalcino (SI), Italy</p>\n` +
      `<p>Importers in the UK, the US and Scandinavia: Sara Greco, Export Manager, ${mailto('sara.greco@poggio-sereno.test')}</p>\n` +
      `<p>Visits and tastings: ${mailto('accoglienza@poggio-sereno.test')}</p>`,
  });

  const italian = Object.keys(pages).filter((p) => !p.startsWith('/en') && p !== '/area-rivenditori');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-rivenditori\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, italian, '2025-05-20'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['it', 'en'],
      addresses: [
        {
          address: 'giovanni.bellucci@poggio-sereno.test',
          name: 'Giovanni Bellucci',
          title: 'Fondatore e presidente',
          titleAlternatives: ['fondatore e presidente dell’azienda'],
          pages: ['/', '/chi-siamo'],
          cases: ['json-ld-person', 'json-ld-mailto', 'prose', 'plain', 'link-non-english'],
        },
        { address: 'marco.santini@poggio-sereno.test', name: 'Marco Santini', title: 'Enologo', titleAlternatives: ['Winemaker'], pages: ['/chi-siamo', '/en/about-us'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'chiara.lodi@poggio-sereno.test', name: 'Chiara Lodi', title: 'responsabile commerciale Italia', pages: ['/chi-siamo'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'stefano.neri@poggio-sereno.test', name: 'Stefano Neri', title: 'Agronomo', pages: ['/chi-siamo'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'conferimenti@poggio-sereno.test', name: null, title: null, pages: ['/chi-siamo'], cases: ['neighbour', 'role', 'plain'] },
        { address: 'elena.rinaldi@poggio-sereno.test', name: 'Elena Rinaldi', title: 'addetta stampa', titleAlternatives: ['Ufficio stampa'], pages: ['/stampa'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: 'sara.greco@poggio-sereno.test', name: 'Sara Greco', title: 'Export Manager', pages: ['/en/contact'], cases: ['deep-page', 'name-title-line', 'plain'] },
        {
          address: 'accoglienza@poggio-sereno.test',
          name: null,
          title: null,
          pages: ['/', '/visite', '/contatti', '/en/contact'],
          cases: ['json-ld-contact-point', 'json-ld-mailto', 'role', 'plain'],
        },
        { address: 'export@poggio-sereno.test', name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'json-ld-only', 'role'] },
        { address: 'amministrazione@poggio-sereno.test', name: null, title: null, pages: ['/contatti', '/privacy-policy'], cases: ['role', 'plain'] },
        { address: 'lavoro@poggio-sereno.test', name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/lavora-con-noi', text: SCHEME },
      disallowed: ['/area-rivenditori'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'listini@poggio-sereno.test', kind: 'disallowed' },
        { text: 'logo-poggio-sereno@2x.png', kind: 'retina' },
        { text: 'brunello-2019@2x.jpg', kind: 'retina' },
        { text: 'mario.rossi@esempio.it', kind: 'placeholder' },
        { text: 'prenotazioni@agriturismo-il-gelso.test', kind: 'other-company' },
      ],
    },
  };
}
