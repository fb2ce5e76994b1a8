/**
 * Lysaker Kjeveortopedi: a private orthodontic practice outside Oslo, on WordPress with Elementor
 * and WPML. Team cards on "Om oss" (the owner with "dr.odont." after her name), a Dentist JSON-LD
 * on the home page with a mailto contact point and the owner as employee, the invoice desk's
 * address written in character references, an English home reached only through hreflang with
 * the new-patient coordinator, and below it the international patients page. A retina logo and a
 * form placeholder are traps, and the patient portal (robots.txt disallows it) holds its own address.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lysaker-kjeveortopedi.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads/2024/02`;

const NO_MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/behandling', 'Behandling'],
  ['/om-oss', 'Om oss'],
  ['/priser', 'Priser'],
  ['/kontakt', 'Kontakt'],
];
const EN_MENU: [string, string][] = [
  ['/en', 'Home'],
  ['/en/international-patients', 'Moving from abroad'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lysaker Kjeveortopedi',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    '<meta name="generator" content="WPML ver:4.6.10 stt:1,38;">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1715331021" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? EN_MENU : NO_MENU;
    return (
      `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header"><div class="elementor-element elementor-element-3b1d2c7 e-flex e-con-boxed e-con e-parent">` +
      `<div class="elementor-widget elementor-widget-image"><a href="${p.lang.startsWith('en') ? '/en' : '/'}"><img width="240" height="64" src="${UP}/logo-lkk.png" srcset="${UP}/logo-lkk.png 1x, ${UP}/logo-lkk@2x.png 2x" alt="Lysaker Kjeveortopedi"></a></div>` +
      `<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Meny"><ul id="menu-1-5a1c" class="elementor-nav-menu">${menu.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link" href="tel:+4767101520">Ring oss: 67 10 15 20</a></div></div></div>`
    );
  },
  footer: (p) =>
    `<div data-elementor-type="footer" data-elementor-id="31" class="elementor elementor-31 elementor-location-footer"><div class="elementor-element e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-text-editor"><p><strong>Lysaker Kjeveortopedi AS</strong><br>Lysaker torg 5, 1366 Lysaker<br>Org.nr. 918 224 507</p></div>` +
    `<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item">${tel('67 10 15 20')}</li><li class="elementor-icon-list-item">${mailto(`post@${HOST}`)}</li></ul></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><p>${p.lang.startsWith('en') ? 'Mon–Thu 08:00–16:00, Fri 08:00–14:00' : 'Man–tors 08.00–16.00, fre 08.00–14.00'}</p><p><a href="/personvern">Personvernerklæring</a> · <a href="/min-side">Min side (pasientportal)</a></p></div>` +
    `</div></div></div>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor-pro/assets/js/nav-menu.44ce7d9d.bundle.min.js" id="elementor-pro-nav-js"></script>`,
  ],
};

const ALT = { nb: '/', en: '/en' };
const noPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb-NO' });
const enPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

const section = (id: string, html: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><div class="elementor-element e-con-boxed e-con e-parent"><div class="e-con-inner">${html}</div></div></div>`;

type Member = { name: string; shown: string; title: string; local: string; img: string };
const TEAM: Member[] = [
  { name: 'Kari Lunde Berg', shown: 'Kari Lunde Berg, dr.odont.', title: 'Spesialist i kjeveortopedi, daglig leder', local: 'kari', img: 'kari-lunde-berg' },
  { name: 'Henrik Aasen', shown: 'Henrik Aasen', title: 'Tannlege, spesialist i kjeveortopedi', local: 'henrik', img: 'henrik-aasen' },
  { name: 'Sofie Nilsen', shown: 'Sofie Nilsen', title: 'Tannpleier', local: 'sofie', img: 'sofie-nilsen' },
  { name: 'Ingrid Solheim', shown: 'Ingrid Solheim', title: 'Tannhelsesekretær', local: 'ingrid', img: 'ingrid-solheim' },
  { name: 'Eirik Haugen', shown: 'Eirik Haugen', title: 'Tanntekniker', local: 'eirik', img: 'eirik-haugen' },
];

const card = (m: Member): string =>
  `<div class="elementor-element elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="400" height="400" src="${UP}/${m.img}-400x400.jpg" alt="${esc(m.name)}"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${mailto(`${m.local}@${HOST}`)}</p></div></div></div>`;

export function lysakerKjeveortopedi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = noPage({
    path: '/',
    title: 'Kjeveortoped på Lysaker',
    alternates: ALT,
    description: 'Regulering for barn, ungdom og voksne. Spesialister i kjeveortopedi på Lysaker i Bærum.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Lysaker Kjeveortopedi',
        url: `${ORIGIN}/`,
        telephone: '+47 67 10 15 20',
        address: { '@type': 'PostalAddress', streetAddress: 'Lysaker torg 5', postalCode: '1366', addressLocality: 'Lysaker', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:post@${HOST}`, availableLanguage: ['Norwegian', 'English'] },
        employee: [{ '@type': 'Person', name: 'Kari Lunde Berg', honorificSuffix: 'dr.odont.', jobTitle: 'Spesialist i kjeveortopedi', email: `kari@${HOST}` }],
      },
    ],
    main: section(
      '7',
      `<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Et trygt smil – i ditt tempo</h1></div>` +
        `<div class="elementor-widget elementor-widget-text-editor"><p>Vi tilbyr regulering med faste bøyler, tannskinner (Invisalign) og avtakbare apparater. Barn under 18 år får stønad fra HELFO etter gruppe A–C.</p>` +
        `<p>Ny pasient? Du trenger ikke henvisning. <a href="/kontakt">Bestill en gratis konsultasjon</a>, eller les mer <a href="/behandling">om behandlingene</a>.</p></div>`,
    ),
  });

  pages['/behandling'] = noPage({
    path: '/behandling',
    title: 'Behandling',
    main: section('44', `<h1>Behandling</h1><ul><li>Faste bøyler i metall og keramikk</li><li>Invisalign for ungdom og voksne</li><li>Avtakbare apparater og retensjon</li><li>Kirurgisk-kjeveortopedisk behandling i samarbeid med sykehus</li></ul>`),
  });

  pages['/om-oss'] = noPage({
    path: '/om-oss',
    title: 'Om oss',
    main: section('51', `<h1 class="elementor-heading-title">Menneskene på klinikken</h1><div class="e-con e-grid team-grid">${TEAM.map(card).join('')}</div>`),
  });

  pages['/priser'] = noPage({
    path: '/priser',
    title: 'Priser',
    main: section('58', `<h1>Priser 2025</h1><table class="tablepress"><tbody><tr><td>Konsultasjon</td><td>0 kr</td></tr><tr><td>Faste bøyler, én kjeve</td><td>fra 19 500 kr</td></tr><tr><td>Invisalign</td><td>fra 34 000 kr</td></tr></tbody></table>`),
  });

  pages['/kontakt'] = noPage({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      '63',
      `<h1>Kontakt oss</h1><p>Ring ${tel('67 10 15 20')} eller skriv til ${mailto(`post@${HOST}`)}. Spørsmål om faktura og HELFO-refusjon: <a href="${entities(`mailto:faktura@${HOST}`)}">${entities(`faktura@${HOST}`)}</a></p>` +
        `<div class="elementor-widget elementor-widget-form"><form class="elementor-form" method="post" name="Timebestilling"><label for="form-field-name">Navn</label><input type="text" name="form_fields[name]" id="form-field-name" placeholder="Fornavn Etternavn"><label for="form-field-email">E-post</label><input type="email" name="form_fields[email]" id="form-field-email" placeholder="ola.nordmann@eksempel.no" required><label for="form-field-message">Melding</label><textarea name="form_fields[message]" id="form-field-message" rows="4"></textarea><button type="submit" class="elementor-button">Send</button></form></div>`,
    ),
  });

  pages['/personvern'] = noPage({ path: '/personvern', title: 'Personvernerklæring', main: section('3', `<h1>Personvernerklæring</h1><p>Lysaker Kjeveortopedi AS er behandlingsansvarlig for personopplysninger som behandles på klinikken og på dette nettstedet.</p>`) });

  pages['/en'] = enPage({
    path: '/en',
    title: 'Orthodontist in Lysaker',
    alternates: ALT,
    main: section(
      '88',
      `<h1>Orthodontics for children and adults in Bærum</h1><p>Many of our patients are expat families. Treatment is led by Kari Lunde Berg (Specialist Orthodontist, Clinical Director) – ${mailto(`kari@${HOST}`)}.</p>` +
        `<p>New patients: Maren Dahl, Patient Coordinator, ${mailto(`maren@${HOST}`)}</p>` +
        `<p>Continuing treatment started in another country? See <a href="/en/international-patients">Moving from abroad</a>.</p>`,
    ),
  });

  pages['/en/international-patients'] = enPage({
    path: '/en/international-patients',
    title: 'Moving from abroad',
    main: section(
      '91',
      `<h1>Moving to Norway mid-treatment</h1><p>Bring your records, X-rays and the name of your previous orthodontist. Our International Patient Coordinator, Jonas Eide, arranges the transfer and the HELFO application for you – write to him at ${mailto(`jonas@${HOST}`)}.</p>`,
    ),
  });

  pages['/min-side'] = noPage({ path: '/min-side', title: 'Min side', main: section('97', `<h1>Min side</h1><p>Logg inn med BankID for å se timer og behandlingsplan. Problemer med innloggingen? Skriv til ${mailto(`portal@${HOST}`)}.</p>`) });

  const L = (local: string) => `${local}@${HOST}`;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /min-side\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/behandling', '/om-oss', '/priser', '/kontakt'].map((p) => `  <url><loc>${ORIGIN}${p}</loc></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['no', 'en'],
      addresses: [
        { address: L('post'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: L('faktura'), name: null, title: null, pages: ['/kontakt'], cases: ['role', 'entities', 'link-non-english'] },
        {
          address: L('kari'),
          name: 'Kari Lunde Berg',
          title: 'Spesialist i kjeveortopedi, daglig leder',
          titleAlternatives: ['Specialist Orthodontist, Clinical Director'],
          pages: ['/', '/om-oss', '/en'],
          cases: ['card', 'post-nominal', 'json-ld-person', 'plain', 'link-non-english'],
        },
        ...TEAM.slice(1).map((m) => ({ address: L(m.local), name: m.name, title: m.title, pages: ['/om-oss'], cases: ['card', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: L('maren'), name: 'Maren Dahl', title: 'Patient Coordinator', pages: ['/en'], cases: ['hreflang', 'name-title-line', 'plain'] },
        { address: L('jonas'), name: 'Jonas Eide', title: 'International Patient Coordinator', pages: ['/en/international-patients'], cases: ['deep-page', 'hreflang', 'prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/min-side'],
      nonAddresses: [
        { text: 'logo-lkk@2x.png', kind: 'retina' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
      ],
    },
  };
}
