/**
 * Dyreklinikken Kærby: a small-animal veterinary practice in a Jutland town, on WordPress with
 * Yoast (a sitemap index of page and post sitemaps), in Danish. The staff in a table on
 * "Personale" (the veterinary nurse's address bracketed as "[at]" / "[dot]") with the owner
 * and vets as Person employees in the page's JSON-LD; the booking mailbox as a ContactPoint
 * written "mailto:"; the new vet welcomed in a news post that only the post sitemap lists. A
 * former vet's address in an HTML comment, the contact form's placeholder, the lab's address and
 * the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'dyreklinik-kaerby.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Dyreklinikken Kærby',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12">`,
  ],
  header: () =>
    `<header class="site-header"><div class="ast-container"><a class="custom-logo-link" href="/"><img src="/wp-content/uploads/2023/09/kaerby-logo.svg" alt="Dyreklinikken Kærby" width="220"></a>` +
    `<nav class="main-navigation"><ul class="main-header-menu">` +
    [['/behandlinger', 'Behandlinger'], ['/personale', 'Personale'], ['/priser', 'Priser'], ['/kontakt', 'Kontakt og tidsbestilling']].map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l!)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container"><div class="footer-widget-area"><p><strong>Dyreklinikken Kærby ApS</strong><br>Kærbyvej 7, 8660 Skanderborg<br>Tlf. ${tel('86 52 14 90')}</p><p>Man–fre 8–17.30, lør 9–12<br>Akut uden for åbningstid: ring til Dyrenes Vagtcentral</p></div>` +
    `<div class="footer-widget-area"><p>CVR 38 41 27 09</p><p><a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/intra">Personalelogin</a></p></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const entry = (html: string): string => `<article class="page type-page"><div class="entry-content">${html}</div></article>`;

type Row = { name: string; title: string; local: string; obfuscate?: boolean };
const STAFF: Row[] = [
  { name: 'Mette Kjærgaard', title: 'Dyrlæge, indehaver', local: 'mette' },
  { name: 'Rasmus Holt', title: 'Dyrlæge', local: 'rasmus' },
  { name: 'Jakob Friis', title: 'Dyrlæge, tandbehandling', local: 'jakob' },
  { name: 'Sofie Damgaard', title: 'Veterinærsygeplejerske', local: 'sofie', obfuscate: true },
  { name: 'Line Østergaard', title: 'Veterinærsygeplejerske', local: 'line' },
  { name: 'Anne Vestergaard', title: 'Klinikassistent, reception', local: 'anne' },
  { name: 'Henrik Bach', title: 'Klinikchef', local: 'henrik' },
];

const cell = (r: Row): string => (r.obfuscate ? `${r.local} [at] dyreklinik-kaerby [dot] test` : mailto(`${r.local}@${HOST}`));

export function dyreklinikKaerby(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dyrlæge i Skanderborg',
    main: entry(
      `<h1>Din lokale dyrlæge i Skanderborg</h1><p>Vi behandler hunde, katte, kaniner og andre smådyr. Vaccination, neutralisering, tandrensning, røntgen og ultralyd – alt under samme tag.</p>` +
        `<p><a href="/kontakt">Bestil tid</a> · <a href="/behandlinger">Se vores behandlinger</a></p>`,
    ),
  });

  pages['/behandlinger'] = page({
    path: '/behandlinger',
    title: 'Behandlinger',
    main: entry(`<h1>Behandlinger</h1><ul><li>Vaccination og sundhedstjek</li><li>Kastration og sterilisation</li><li>Tandbehandling og tandrensning</li><li>Røntgen og ultralyd</li><li>Laboratorieundersøgelser</li></ul><p>Blodprøver analyseres af vores samarbejdspartner VetLab Danmark (${mailto('kundeservice@vetlab-danmark.test')}) med svar inden for 24 timer.</p>`),
  });

  pages['/personale'] = page({
    path: '/personale',
    title: 'Personale',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Dyreklinikken Kærby',
        url: `${ORIGIN}/`,
        employee: STAFF.filter((r) => r.title.startsWith('Dyrlæge')).map((r) => ({ '@type': 'Person', name: r.name, jobTitle: r.title, email: `${r.local}@${HOST}` })),
      },
    ],
    main: entry(
      `<h1>Personale</h1><p>Hos os møder du et fast team, der kender dig og dit dyr.</p>` +
        `<figure class="wp-block-table"><table><thead><tr><th>Navn</th><th>Stilling</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${cell(r)}</td></tr>`).join('') +
        `</tbody></table></figure>` +
        `<!-- Jesper er stoppet pr. 1/3, fjern når ny side er klar: jesper@${HOST} -->`,
    ),
  });

  pages['/priser'] = page({ path: '/priser', title: 'Priser', main: entry(`<h1>Priser</h1><p>Konsultation 495 kr · Vaccination hund 425 kr · Kastration kat 1.150 kr. Alle priser inkl. moms.</p>`) });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt og tidsbestilling',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Dyreklinikken Kærby',
        telephone: '+45 86 52 14 90',
        address: { '@type': 'PostalAddress', streetAddress: 'Kærbyvej 7', postalCode: '8660', addressLocality: 'Skanderborg', addressCountry: 'DK' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:booking@${HOST}`, telephone: '+45 86 52 14 90' }],
      },
    ],
    main: entry(
      `<h1>Kontakt og tidsbestilling</h1><p>Ring på ${tel('86 52 14 90')} (telefonen er åben 8–16) eller skriv til ${mailto(`booking@${HOST}`)} – vi svarer samme dag.</p>` +
        `<form class="wpforms-form"><label>Navn <input type="text" name="navn"></label><label>E-mail <input type="email" name="email" placeholder="ditnavn@eksempel.dk"></label><label>Besked <textarea name="besked"></textarea></label><button type="submit">Send</button></form>`,
    ),
  });

  pages['/nyheder/velkommen-til-camilla'] = page({
    path: '/nyheder/velkommen-til-camilla',
    title: 'Velkommen til Camilla',
    main: entry(
      `<h1>Velkommen til Camilla</h1><p class="meta">Skrevet 12. februar 2025</p><p>Vi er glade for at kunne byde velkommen til dyrlæge Camilla Borup, der kommer fra en stilling på Universitetshospitalet for Familiedyr. Camilla har særlig interesse for katte og adfærd, og du kan skrive direkte til hende på ${mailto(`camilla@${HOST}`)}.</p>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: entry(`<h1>Privatlivspolitik</h1><p>Vi opbevarer journaloplysninger om dit dyr i fem år, som loven kræver.</p>`) });

  pages['/intra'] = page({ path: '/intra', title: 'Personalelogin', main: entry(`<h1>Personalelogin</h1><p>Vagtplan og journalsystem. Glemt kode? Skriv til ${mailto(`it@${HOST}`)}.</p>`) });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/behandlinger', '/personale', '/priser', '/kontakt', '/privatlivspolitik'], '2025-02-12'));
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-12'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/nyheder/velkommen-til-camilla'], '2025-02-12'));

  const ln: CaseKind = 'link-non-english';
  const staff = STAFF.map((r) => {
    const vet = r.title.startsWith('Dyrlæge');
    const cases: CaseKind[] = ['table', r.obfuscate ? 'obfuscated' : 'plain', ln];
    if (vet) cases.push('json-ld-person');
    return { address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/personale'], cases };
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intra\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.27', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['da'],
      addresses: [
        { address: `booking@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', ln] },
        ...staff,
        { address: `camilla@${HOST}`, name: 'Camilla Borup', title: 'dyrlæge', pages: ['/nyheder/velkommen-til-camilla'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/intra'],
      nonAddresses: [
        { text: `jesper@${HOST}`, kind: 'comment' },
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'ditnavn@eksempel.dk', kind: 'placeholder' },
        { text: 'kundeservice@vetlab-danmark.test', kind: 'other-company' },
      ],
    },
  };
}
