/**
 * Solbackaskolan: a municipal F–9 school in Härnösand, on Sitevision (as Swedish municipalities'
 * sites are), in Swedish with a page for international families reached through the hreflang
 * alternates. The school management as contact cards in schema.org microdata, the pupil health
 * team as a definition list (title, then name and address), the work teams as a table in which one
 * leader's address is put together by a hand-written script, the reception desk in the JSON-LD
 * contact point. The staff intranet (disallowed) and the absence form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'solbackaskolan-harnosand.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-skolan', 'Om skolan'],
  ['/personal', 'Personal'],
  ['/elevhalsa', 'Elevhälsa'],
  ['/arbetslag', 'Arbetslag'],
  ['/kontakt', 'Kontakt'],
];

let svid = 0;
const portlet = (html: string, cls = 'sv-text-portlet sv-use-margins'): string => {
  svid += 1;
  return `<div class="${cls}" id="svid12_4a1f3c2e18c9d6b7e5${String(svid).padStart(3, '0')}"><div id="Text${svid}"></div><div class="sv-text-portlet-content">${html}</div></div>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Solbackaskolan',
  head: [
    '<meta name="generator" content="Sitevision">',
    `<link rel="stylesheet" type="text/css" href="/sitevision/system-resource/9f3d2c1b0a8e7d6c5b4a39281706f5e4d3c2b1a0/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/webapp-files/harnosand-skola/1.4.2/css/main.css">`,
    `<script src="/sitevision/system-resource/9f3d2c1b0a8e7d6c5b4a39281706f5e4d3c2b1a0/js/jquery.js"></script>`,
    `<script src="/sitevision/system-resource/9f3d2c1b0a8e7d6c5b4a39281706f5e4d3c2b1a0/js/utils.js"></script>`,
  ],
  header: (p) =>
    `<div class="sv-layout" id="svid10_4a1f3c2e18c9d6b7e5100"><header class="sv-vertical sv-layout env-header" id="svid10_4a1f3c2e18c9d6b7e5101"><div class="sv-image-portlet sv-portlet"><a href="${p.lang === 'en' ? '/in-english' : '/'}"><img class="sv-noborder" alt="Solbackaskolan – Härnösands kommun" src="/images/18.4a1f3c2e18c9d6b7e5190/1701437263012/solbacka-logo.svg" width="210" height="58"></a></div>` +
    `<nav class="sv-vertical sv-layout" aria-label="Huvudmeny"><ul class="env-nav env-nav--menubar env-nav--border">${MENU.map(([h, l]) => `<li class="env-nav__item"><a class="env-nav__link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>` +
    `<div class="sv-vertical sv-layout sv-template-layout" id="svid10_4a1f3c2e18c9d6b7e5110">`,
  footer: () =>
    `</div><footer class="sv-vertical sv-layout env-footer" id="svid10_4a1f3c2e18c9d6b7e5120">` +
    portlet(`<h2 class="subheading">Solbackaskolan</h2><p class="normal">Solbackavägen 12, 871 42 Härnösand<br>Expedition: ${tel('0611-34 82 00')}<br>${mailto(`expedition@${HOST}`)}</p><p class="normal">Huvudman: Härnösands kommun, Barn- och utbildningsförvaltningen</p><p class="normal"><a href="/medarbetare">För medarbetare</a> · <a href="/om-webbplatsen">Om webbplatsen</a></p>`) +
    `</footer></div>`,
  privacyPath: { sv: '/om-webbplatsen', en: '/om-webbplatsen' },
  bodyEnd: ['<script src="/sitevision/system-resource/9f3d2c1b0a8e7d6c5b4a39281706f5e4d3c2b1a0/js/portlets.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });

type Lead = { name: string; title: string; local: string; phone: string };
const LEADS: Lead[] = [
  { name: 'Helena Lundqvist', title: 'Rektor', local: 'helena.lundqvist', phone: '0611-34 82 01' },
  { name: 'Johan Berglund', title: 'Biträdande rektor, åk 7–9', local: 'johan.berglund', phone: '0611-34 82 02' },
  { name: 'Karin Öberg', title: 'Specialpedagog', local: 'karin.oberg', phone: '0611-34 82 14' },
];
const card = (l: Lead): string =>
  `<div class="sv-contact-card env-card" itemscope itemtype="https://schema.org/Person"><img src="/images/18.4a1f3c2e18c9d6b7e5${l.local.length}2/personal-${l.local.replace('.', '-')}.jpg" alt="" width="160" height="160"><div class="env-card__body"><h3 class="env-card__title" itemprop="name">${esc(l.name)}</h3><p class="env-card__text" itemprop="jobTitle">${esc(l.title)}</p>` +
  `<p class="env-card__text">Telefon: <span itemprop="telephone">${tel(l.phone)}</span><br>E-post: <a itemprop="email" href="mailto:${l.local}@${HOST}">${l.local}@${HOST}</a></p></div></div>`;

type Health = { role: string; name: string; local: string };
const HEALTH: Health[] = [
  { role: 'Skolsköterska', name: 'Maria Eklund', local: 'maria.eklund' },
  { role: 'Kurator', name: 'Fredrik Sandberg', local: 'fredrik.sandberg' },
  { role: 'Skolpsykolog', name: 'Anna Wallin', local: 'anna.wallin' },
  { role: 'Studie- och yrkesvägledare', name: 'Erik Holmgren', local: 'erik.holmgren' },
];

/** The F–3 leader's address, put together by an inline script in an HTML portlet. */
const SOFIA_SCRIPT = `(function(){var u='sofia.nyberg';var d='solbackaskolan-harnosand'+'.'+'test';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');})();`;

export function solbackaskolan(): CrawlWorldSite {
  svid = 0;
  const pages: Record<string, SandboxPage> = {};
  const ALT = { sv: '/', en: '/in-english' };

  pages['/'] = page({
    path: '/',
    title: 'Välkommen till Solbackaskolan',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'School',
        name: 'Solbackaskolan',
        url: `${ORIGIN}/`,
        parentOrganization: { '@type': 'GovernmentOrganization', name: 'Härnösands kommun' },
        address: { '@type': 'PostalAddress', streetAddress: 'Solbackavägen 12', postalCode: '871 42', addressLocality: 'Härnösand', addressCountry: 'SE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Expedition', telephone: '+46 611 348200', email: `expedition@${HOST}` },
      },
    ],
    main: portlet(
      `<h1 class="heading">Välkommen till Solbackaskolan</h1><p class="normal">Solbackaskolan är en kommunal grundskola för förskoleklass till årskurs 9 med cirka 480 elever. Här finns också fritidshem och en internationell introduktionsgrupp för nyanlända elever.</p>` +
        `<p class="normal">Anmäl frånvaro i Skolplattformen före kl. 8.00. Övriga frågor besvaras av expeditionen, ${mailto(`expedition@${HOST}`)}.</p>`,
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: portlet(`<h1 class="heading">Om skolan</h1><p class="normal">Skolan byggdes 1964 och renoverades 2019. Vi arbetar med ämnesövergripande teman och har ett nära samarbete med Härnösands kulturskola.</p>`),
  });

  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main: portlet(`<h1 class="heading">Skolledning</h1><p class="normal">Skolans ledning nås enklast via e-post.</p>`) + `<div class="sv-layout env-d--flex env-flex--wrap">${LEADS.map(card).join('')}</div>`,
  });

  pages['/elevhalsa'] = page({
    path: '/elevhalsa',
    title: 'Elevhälsa',
    main: portlet(
      `<h1 class="heading">Elevhälsa</h1><p class="normal">Elevhälsan arbetar förebyggande och hälsofrämjande. Du som vårdnadshavare är välkommen att kontakta oss direkt.</p>` +
        `<dl class="env-list env-list--horizontal">${HEALTH.map((h) => `<dt>${esc(h.role)}</dt><dd>${esc(h.name)}, ${mailto(`${h.local}@${HOST}`)}</dd>`).join('')}</dl>`,
    ),
  });

  pages['/arbetslag'] = page({
    path: '/arbetslag',
    title: 'Arbetslag',
    main: portlet(
      `<h1 class="heading">Arbetslag</h1><p class="normal">Lärarna är organiserade i tre arbetslag. Kontakta arbetslagsledaren om du har frågor om schema, utflykter eller utvecklingssamtal.</p>` +
        `<table class="sv-table sv-responsive"><thead><tr><th>Arbetslag</th><th>Arbetslagsledare</th><th>E-post</th></tr></thead><tbody>` +
        `<tr><td>F–3</td><td>Sofia Nyberg</td><td><script>${SOFIA_SCRIPT}</script></td></tr>` +
        `<tr><td>4–6</td><td>Per Åström</td><td>${mailto(`per.astrom@${HOST}`)}</td></tr>` +
        `<tr><td>7–9</td><td>Linnea Dahl</td><td>${mailto(`linnea.dahl@${HOST}`)}</td></tr>` +
        `</tbody></table>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: portlet(
      `<h1 class="heading">Kontakt</h1><p class="normal">Expeditionen är öppen måndag–fredag 7.30–15.30.<br>Telefon: ${tel('0611-34 82 00')}<br>E-post: ${mailto(`expedition@${HOST}`)}</p>` +
        `<form class="env-form" action="/kontakt/franvaro" method="post"><h2 class="subheading">Frånvaroanmälan (om du inte har tillgång till Skolplattformen)</h2><label>Din e-postadress <input type="email" name="epost" placeholder="namn@exempel.se"></label><label>Elevens namn <input type="text" name="elev"></label><button type="submit" class="env-button">Skicka</button></form>`,
    ),
  });

  pages['/in-english'] = page({
    path: '/in-english',
    title: 'Information in English',
    lang: 'en',
    alternates: ALT,
    main: portlet(
      `<h1 class="heading">Information in English</h1><p class="normal">Solbackaskolan is a municipal school for pupils aged 6 to 16. Newly arrived pupils start in our introduction group, where they learn Swedish alongside their other subjects.</p>` +
        `<p class="normal">Newcomer coordinator: Lina Haddad, ${mailto(`lina.haddad@${HOST}`)}, ${tel('0611-34 82 25')}</p>`,
    ),
  });

  pages['/om-webbplatsen'] = page({ path: '/om-webbplatsen', title: 'Om webbplatsen', main: portlet(`<h1 class="heading">Om webbplatsen</h1><p class="normal">Webbplatsen förvaltas av Härnösands kommun. Vi använder kakor för statistik.</p>`) });

  pages['/medarbetare'] = page({
    path: '/medarbetare',
    title: 'För medarbetare',
    main: portlet(`<h1 class="heading">För medarbetare</h1><p class="normal">Inloggning till intranätet. Problem med kontot? Skriv till ${mailto(`it-support@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medarbetare\nDisallow: /sitevision/\nDisallow: /edit/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-skolan', '/personal', '/elevhalsa', '/arbetslag', '/kontakt', '/in-english', '/om-webbplatsen'], '2025-02-03'),
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['sv', 'en'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...LEADS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          ...(l.local === 'johan.berglund' ? { titleAlternatives: ['Biträdande rektor'] } : {}),
          pages: ['/personal'],
          cases: ['card', 'microdata', 'plain', ln] as CaseKind[],
        })),
        ...HEALTH.map((h) => ({ address: `${h.local}@${HOST}`, name: h.name, title: h.role, pages: ['/elevhalsa'], cases: ['definition-list', 'plain', ln] as CaseKind[] })),
        {
          address: `sofia.nyberg@${HOST}`,
          name: 'Sofia Nyberg',
          title: 'Arbetslagsledare',
          titleAlternatives: ['Arbetslagsledare F–3'],
          pages: ['/arbetslag'],
          encoded: { kind: 'script', text: SOFIA_SCRIPT },
          cases: ['table', 'script-concat', ln],
        },
        { address: `per.astrom@${HOST}`, name: 'Per Åström', title: 'Arbetslagsledare', titleAlternatives: ['Arbetslagsledare 4–6'], pages: ['/arbetslag'], cases: ['table', 'plain', ln] },
        { address: `linnea.dahl@${HOST}`, name: 'Linnea Dahl', title: 'Arbetslagsledare', titleAlternatives: ['Arbetslagsledare 7–9'], pages: ['/arbetslag'], cases: ['table', 'plain', ln] },
        { address: `lina.haddad@${HOST}`, name: 'Lina Haddad', title: 'Newcomer coordinator', pages: ['/in-english'], cases: ['hreflang', 'title-name-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medarbetare'],
      nonAddresses: [
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
