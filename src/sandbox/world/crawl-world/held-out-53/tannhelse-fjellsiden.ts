/**
 * Fjellsiden Tannhelse: a dental practice in Lillehammer on WordPress (Astra theme), in Norwegian
 * with an English page for visitors. The dentists as team cards, the hygienists and assistants as
 * "Name, title" lines with WordPress-encoded addresses, the practice as a JSON-LD ContactPoint,
 * the English contact page two links from home, a retina logo and a commented-out address.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fjellsiden-tannhelse.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  no: [['/behandlinger/', 'Behandlinger'], ['/vare-tannleger/', 'Våre tannleger'], ['/ansatte/', 'Ansatte'], ['/kontakt-oss/', 'Kontakt oss'], ['/en/', 'English']],
  en: [['/en/', 'Home'], ['/en/new-patients/', 'New patients'], ['/', 'Norsk']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Fjellsiden Tannhelse',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'no';
    return `<header id="masthead" class="site-header ast-primary-header"><div class="site-branding"><a href="${lang === 'en' ? '/en/' : '/'}" class="custom-logo-link" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/02/fjellsiden-logo@2x.png" class="custom-logo" alt="Fjellsiden Tannhelse" width="220"></a></div><nav id="site-navigation" class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: () =>
    `<footer class="site-footer"><div class="footer-widget-area"><section class="widget"><h2 class="widget-title">Fjellsiden Tannhelse AS</h2><p>Storgata 88, 2609 Lillehammer<br>${tel('61 25 40 80')}<br>${mailto(`post@${HOST}`)}</p><p>Org.nr. 918 442 117</p></section></div><div class="ast-small-footer">© 2025 Fjellsiden Tannhelse · <a href="/personvern/">Personvern</a> · <a href="/ansattportal/">Ansattportal</a></div></footer>`,
  privacyPath: { no: '/personvern/', en: '/personvern/' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nb' });
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

const card = (name: string, title: string, local: string, bio: string): string =>
  `<div class="wp-block-column tannlege-kort"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/01/${local}-300x300.jpg" alt="${esc(name)}"></figure><h3 class="wp-block-heading">${esc(name)}</h3><p class="stilling"><strong>${esc(title)}</strong></p><p>${esc(bio)}</p><p>${mailto(`${local}@${HOST}`)}</p></div>`;

export function fjellsidenTannhelse(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Tannlege i Lillehammer',
    alternates: { nb: '/', en: '/en/' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Fjellsiden Tannhelse',
        url: `${ORIGIN}/`,
        telephone: '+47 61 25 40 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Storgata 88', postalCode: '2609', addressLocality: 'Lillehammer', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `post@${HOST}`, telephone: '+47 61 25 40 80', availableLanguage: ['Norwegian', 'English'] },
      },
    ],
    main: entry(`<h1>Trygg tannbehandling midt i Lillehammer</h1><p>Vi tar imot nye pasienter – både voksne og barn. Akutt tannpine? Ring oss før kl. 10, så finner vi en time samme dag.</p><p><a href="/vare-tannleger/">Møt tannlegene våre</a> · <a href="/kontakt-oss/">Bestill time</a></p>`),
  });
  pages['/behandlinger'] = page({ path: '/behandlinger', title: 'Behandlinger', main: entry(`<h1>Behandlinger</h1><ul><li>Undersøkelse og røntgen</li><li>Fyllinger og rotfylling</li><li>Implantater og kroner</li><li>Tannbleking</li><li>Tannregulering for voksne</li></ul><p>Se prislisten vår, eller spør i resepsjonen.</p>`) });
  pages['/vare-tannleger'] = page({
    path: '/vare-tannleger',
    title: 'Våre tannleger',
    main: entry(
      `<h1>Våre tannleger</h1><div class="wp-block-columns">` +
        card('Ingrid Haugland', 'Tannlege og daglig leder', 'ingrid', 'Utdannet ved Universitetet i Bergen i 2004. Ingrid har særlig interesse for protetikk.') +
        card('Magnus Solbakken', 'Spesialist i kjeve- og ansiktsradiologi', 'magnus', 'Magnus tar CBCT-undersøkelser for hele Innlandet.') +
        card('Sara Lunde', 'Tannlege', 'sara', 'Sara behandler barn og ungdom og tar gjerne imot tannlegeskrekk-pasienter.') +
        `</div>` +
        `<!-- gammel: ${`vikar@${HOST}`} (Per, sommervikar 2023) -->`,
    ),
  });
  pages['/ansatte'] = page({
    path: '/ansatte',
    title: 'Ansatte',
    main: entry(
      `<h1>Tannpleiere og assistenter</h1>` +
        `<p>Hilde Bakken, tannpleier, <a href="mailto:${entities(`hilde@${HOST}`)}">${entities(`hilde@${HOST}`)}</a></p>` +
        `<p>Jonas Strand, tannpleier med ansvar for forebyggende program i skolene, <a href="mailto:${entities(`jonas@${HOST}`)}">${entities(`jonas@${HOST}`)}</a></p>` +
        `<p>Tone Eide, tannhelsesekretær og fakturaansvarlig, ${mailto(`tone@${HOST}`)}</p>` +
        `<p>Vi samarbeider med Lillehammer Tannteknikk AS (${mailto('ordre@lillehammer-tannteknikk.test')}).</p>`,
    ),
  });
  pages['/kontakt-oss'] = page({
    path: '/kontakt-oss',
    title: 'Kontakt oss',
    main: entry(`<h1>Kontakt oss</h1><p>Telefon ${tel('61 25 40 80')} (man–fre 8–15). Timebestilling på e-post: ${mailto(`timebestilling@${HOST}`)}. Svar innen én arbeidsdag.</p><p>Ikke send helseopplysninger på e-post – bruk heller telefon.</p>`),
  });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: entry(`<h1>Personvernerklæring</h1><p>Behandlingsansvarlig er Fjellsiden Tannhelse AS. Journal oppbevares i henhold til pasientjournalloven.</p>`) });
  pages['/ansattportal'] = page({ path: '/ansattportal', title: 'Ansattportal', main: entry(`<h1>Ansattportal</h1><p>Problemer med innlogging? Kontakt ${mailto(`drift@${HOST}`)}.</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Dentist in Lillehammer',
    lang: 'en',
    alternates: { nb: '/', en: '/en/' },
    main: entry(`<h1>English-speaking dentists in Lillehammer</h1><p>Visiting or new in town? We treat tourists and international students.</p><p><a href="/en/new-patients/">New patients</a></p>`),
  });
  pages['/en/new-patients'] = page({
    path: '/en/new-patients',
    title: 'New patients',
    lang: 'en',
    main: entry(`<h1>New patients</h1><p>Ingrid Haugland, Dentist and Practice Owner – ${mailto(`ingrid@${HOST}`)}</p><p>Questions about invoices or HELFO reimbursement: Tone Eide, Dental Secretary, ${mailto(`tone@${HOST}`)}</p><p>For students: Emil Rønning, Dentist (English, German), ${mailto(`emil@${HOST}`)}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /ansattportal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/behandlinger/', '/vare-tannleger/', '/ansatte/', '/kontakt-oss/', '/personvern/', '/en/', '/en/new-patients/']),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt-oss'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `timebestilling@${HOST}`, name: null, title: null, pages: ['/kontakt-oss'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `ingrid@${HOST}`, name: 'Ingrid Haugland', title: 'Tannlege og daglig leder', titleAlternatives: ['Dentist and Practice Owner'], pages: ['/vare-tannleger', '/en/new-patients'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `magnus@${HOST}`, name: 'Magnus Solbakken', title: 'Spesialist i kjeve- og ansiktsradiologi', pages: ['/vare-tannleger'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `sara@${HOST}`, name: 'Sara Lunde', title: 'Tannlege', pages: ['/vare-tannleger'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `hilde@${HOST}`, name: 'Hilde Bakken', title: 'tannpleier', pages: ['/ansatte'], cases: ['name-title-line', 'entities', 'link-non-english'] },
        { address: `jonas@${HOST}`, name: 'Jonas Strand', title: 'tannpleier med ansvar for forebyggende program i skolene', titleAlternatives: ['tannpleier'], pages: ['/ansatte'], cases: ['name-title-line', 'entities', 'link-non-english'] },
        { address: `tone@${HOST}`, name: 'Tone Eide', title: 'tannhelsesekretær og fakturaansvarlig', titleAlternatives: ['Dental Secretary', 'tannhelsesekretær'], pages: ['/ansatte', '/en/new-patients'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `emil@${HOST}`, name: 'Emil Rønning', title: 'Dentist', pages: ['/en/new-patients'], cases: ['name-title-line', 'plain', 'hreflang', 'deep-page', 'link-english-unlisted'] },
      ],
      pattern: '{first}',
      disallowed: ['/ansattportal'],
      nonAddresses: [
        { text: `vikar@${HOST}`, kind: 'comment' },
        { text: `drift@${HOST}`, kind: 'disallowed' },
        { text: 'fjellsiden-logo@2x.png', kind: 'retina' },
        { text: 'ordre@lillehammer-tannteknikk.test', kind: 'other-company' },
      ],
    },
  };
}
