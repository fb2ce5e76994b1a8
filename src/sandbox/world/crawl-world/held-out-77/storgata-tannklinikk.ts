/**
 * Storgata Tannklinikk: a dental practice in Tromsø, on Wix, in Norwegian bokmål. The dentists
 * as repeater cards, two of them with "Dr. odont." before the name; the support staff in a table;
 * the invoicing contact as a label line; the contact page stating "fornavn.etternavn@…"; the
 * home page's JSON-LD giving the clinic's contact point and its founder (whose address is nowhere
 * else); a blog post welcoming the new hygienist listed only in a child of Wix's sitemap index.
 * The dental lab's address, the form's example address and the patient portal (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'storgata-tannklinikk-tromso.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `fornavn.etternavn@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/behandlere', 'Våre behandlere'],
  ['/ansatte', 'Ansatte'],
  ['/priser', 'Priser'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Storgata Tannklinikk',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5d2c81f4-7a0e-4b5e-9c61-3e8f0a1b2c4d">',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.c0d1e2f3.bundle.min.js" as="script">',
    '<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/a1b2c3_4d5e6f7a8b9c~mv2.png/v1/fill/w_192,h_192/a1b2c3_4d5e6f7a8b9c~mv2.png" type="image/png">',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><div id="comp-kx1a2b3c" class="wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/a1b2c3_storgata-logo~mv2.png" alt="Storgata Tannklinikk"></a></div>` +
    `<nav id="comp-kx1a2b3d" aria-label="Nettsted" class="wixui-horizontal-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}" class="wixui-horizontal-menu__item-label">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a data-testid="linkElement" href="/kontakt" class="wixui-button"><span class="wixui-button__label">Bestill time</span></a></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div class="wixui-rich-text" data-testid="richTextElement"><p>Storgata Tannklinikk AS · Storgata 74, 9008 Tromsø · ${tel('77 61 20 40')} · ${mailto(`post@${HOST}`)}</p>` +
    `<p>Åpningstider: man–tor 08–16, fre 08–14. Akutt tannverk utenom åpningstid: Tannlegevakten i Tromsø.</p><p><a href="/pasientportal">Pasientportal</a> · <a href="/personvern">Personvern</a></p><p>© 2025 Storgata Tannklinikk AS · Org.nr. 987 654 321</p></div></footer>`,
  bodyEnd: [
    '<div id="consent-banner" class="wixui-consent" role="dialog" hidden><p>Vi bruker informasjonskapsler for at nettstedet skal fungere og, med ditt samtykke, til statistikk. <a href="/personvern">Personvernerklæring</a></p><button type="button">Godta alle</button><button type="button">Kun nødvendige</button></div>','<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.c0d1e2f3.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb' });
const rich = (html: string, id: string): string => `<section class="wixui-section"><div id="comp-${id}" class="wixui-rich-text" data-testid="richTextElement">${html}</div></section>`;

type Dentist = { honorific?: string; name: string; title: string; email: string; text: string };
const DENTISTS: Dentist[] = [
  { honorific: 'Dr. odont.', name: 'Kari Nilsen', title: 'Tannlege, daglig leder', email: `kari.nilsen@${HOST}`, text: 'Allmenn tannbehandling, implantatprotetikk og behandling av tannlegeskrekk.' },
  { name: 'Henrik Berg', title: 'Tannlege', email: `henrik.berg@${HOST}`, text: 'Utdannet ved UiT i 2014. Rotfylling og estetisk behandling.' },
  { honorific: 'Dr. odont.', name: 'Ingrid Solberg', title: 'Spesialist i kjeveortopedi', email: `ingrid.solberg@${HOST}`, text: 'Regulering av barn og voksne, også med usynlige skinner.' },
  { name: 'Eirik Moe', title: 'Tannlege', email: `eirik.moe@${HOST}`, text: 'Barn og ungdom, visdomstenner og kirurgi.' },
];

type Staff = { name: string; title: string; email: string };
const STAFF: Staff[] = [
  { name: 'Marte Johansen', title: 'Tannpleier', email: `marte.johansen@${HOST}` },
  { name: 'Sofie Hansen', title: 'Tannhelsesekretær', email: `sofie.hansen@${HOST}` },
  { name: 'Nora Lie', title: 'Tannhelsesekretær, ansvarlig for sterilsentralen', email: `nora.lie@${HOST}` },
];

export function storgataTannklinikk(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tannlege i Tromsø sentrum',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Storgata Tannklinikk',
        url: `${ORIGIN}/`,
        telephone: '+47 77 61 20 40',
        address: { '@type': 'PostalAddress', streetAddress: 'Storgata 74', postalCode: '9008', addressLocality: 'Tromsø', addressCountry: 'NO' },
        openingHours: ['Mo-Th 08:00-16:00', 'Fr 08:00-14:00'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `post@${HOST}`, telephone: '+47 77 61 20 40', availableLanguage: ['Norwegian', 'English'] },
        founder: { '@type': 'Person', name: 'Tone Eide', jobTitle: 'Tannlege og grunnlegger', email: `tone.eide@${HOST}` },
      },
    ],
    main:
      rich(`<h1>Trygg tannbehandling midt i Tromsø</h1><p>Vi tar imot nye pasienter, voksne og barn. Vi har egen kjeveortoped og kort ventetid på akutttimer.</p><p><a href="/behandlere">Møt behandlerne våre</a></p>`, 'kx2b3c4d') +
      rich(`<h2>Nytt fra klinikken</h2><p><strong>Mars 2025:</strong> Fra 1. april har vi åpent til kl. 18 på tirsdager.</p><p><strong>Februar 2025:</strong> Klinikken fyller 27 år – takk for tilliten!</p>`, 'kx2b3c4e'),
  });

  pages['/behandlere'] = page({
    path: '/behandlere',
    title: 'Våre behandlere',
    main:
      rich(`<h1>Våre behandlere</h1><p>Fire tannleger, hvorav én spesialist i kjeveortopedi.</p>`, 'kx3c4d5e') +
      `<section class="wixui-repeater" data-testid="repeater"><div role="list">${DENTISTS.map(
        (d, i) =>
          `<div role="listitem" class="wixui-repeater__item"><div id="comp-kx4d5e6f__item-${i}" class="wixui-image"><img src="https://static.wixstatic.com/media/a1b2c3_behandler${i}~mv2.jpg" alt=""></div>` +
          `<div class="wixui-rich-text" data-testid="richTextElement"><h4>${d.honorific ? `${esc(d.honorific)} ` : ''}${esc(d.name)}</h4><p class="font_8">${esc(d.title)}</p><p class="font_9">${esc(d.text)}</p><p class="font_9">${mailto(d.email)}</p></div></div>`,
      ).join('')}</div></section>`,
  });

  pages['/ansatte'] = page({
    path: '/ansatte',
    title: 'Ansatte',
    main: rich(
      `<h1>Tannpleiere og sekretærer</h1><table class="wixui-table"><thead><tr><th>Navn</th><th>Stilling</th><th>E-post</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${mailto(s.email)}</td></tr>`).join('') +
        `</tbody></table>`,
      'kx5e6f7a',
    ),
  });

  pages['/priser'] = page({
    path: '/priser',
    title: 'Priser',
    main: rich(`<h1>Priser 2025</h1><ul><li>Undersøkelse hos tannlege: 890 kr</li><li>Tannrens hos tannpleier: 950 kr</li><li>Fylling, en flate: fra 1 150 kr</li><li>Akutt konsultasjon: 750 kr</li></ul><p>Vi har direkteoppgjør med Helfo.</p>`, 'kx6f7a8b'),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: rich(
      `<h1>Om klinikken</h1><p>Storgata Tannklinikk ble startet av tannlege Tone Eide i 1998 og flyttet til Storgata 74 i 2012. I dag er vi ni ansatte.</p>` +
        `<p>Kroner, broer og skinner lages av vårt samarbeidende laboratorium Polar Tannteknikk AS (${mailto('ordre@polar-tannteknikk.test')}).</p>`,
      'kx7a8b9c',
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt oss',
    main:
      rich(
        `<h1>Kontakt oss</h1><p>Ring ${tel('77 61 20 40')} eller skriv til ${mailto(`post@${HOST}`)} for timebestilling. Vi svarer innen én arbeidsdag.</p>` +
          `<p>Alle ansatte kan også nås direkte på ${esc(SCHEME)}.</p>` +
          `<p><strong>Faktura og Helfo-refusjon:</strong> Lars Pedersen, kontorleder, tlf. 77 61 20 45, ${mailto(`lars.pedersen@${HOST}`)}</p>`,
        'kx8b9c0d',
      ) +
      `<section class="wixui-form"><form><label>Navn<input type="text" name="navn"></label><label>E-post<input type="email" name="epost" placeholder="ola.nordmann@eksempel.no"></label><label>Melding<textarea name="melding"></textarea></label><button type="submit" class="wixui-button">Send</button></form></section>`,
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: rich(`<h1>Personvernerklæring</h1><p>Pasientjournaler føres etter pasientjournalloven og lagres i journalsystemet Opus.</p>`, 'kx9c0d1e') });

  pages['/pasientportal'] = page({ path: '/pasientportal', title: 'Pasientportal', main: rich(`<h1>Pasientportal</h1><p>Innlogging med BankID. Spørsmål om journalinnsyn: ${mailto(`journal@${HOST}`)}</p>`, 'kx0d1e2f') });

  pages['/post/ny-tannpleier-i-teamet'] = page({
    path: '/post/ny-tannpleier-i-teamet',
    title: 'Ny tannpleier i teamet',
    main: rich(
      `<article><h1>Ny tannpleier i teamet</h1><p><time datetime="2025-01-20">20. jan. 2025</time> · 2 min lesing</p><p>Vi ønsker Julie Strand velkommen som tannpleier hos oss! Julie kommer fra Tannhelsetjenesten i Troms og har særlig erfaring med barn og eldre. Som tannpleier tar hun imot pasienter for tannrens og forebygging; du kan skrive til Julie på ${mailto(`julie.strand@${HOST}`)}.</p></article>`,
      'kx1e2f3a',
    ),
  });

  const pagesMap = ['/', '/behandlere', '/ansatte', '/priser', '/om-oss', '/kontakt', '/personvern'];
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, pagesMap, '2025-03-10'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/ny-tannpleier-i-teamet'], '2025-01-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nDisallow: /pasientportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-03-10'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1741600000.123456789012345', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `tone.eide@${HOST}`, name: 'Tone Eide', title: 'Tannlege og grunnlegger', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
        ...DENTISTS.map((d) => ({
          address: d.email,
          name: d.name,
          title: d.title,
          ...(d.title === 'Tannlege, daglig leder' ? { titleAlternatives: ['Tannlege', 'daglig leder'] } : {}),
          pages: ['/behandlere'],
          cases: ['card', 'plain', ln, ...(d.honorific ? (['honorific'] as CaseKind[]) : [])] as CaseKind[],
        })),
        ...STAFF.map((s) => ({ address: s.email, name: s.name, title: s.title, pages: ['/ansatte'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `lars.pedersen@${HOST}`, name: 'Lars Pedersen', title: 'kontorleder', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `julie.strand@${HOST}`, name: 'Julie Strand', title: 'tannpleier', pages: ['/post/ny-tannpleier-i-teamet'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/pasientportal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `journal@${HOST}`, kind: 'disallowed' },
        { text: 'ordre@polar-tannteknikk.test', kind: 'other-company' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
      ],
    },
  };
}
