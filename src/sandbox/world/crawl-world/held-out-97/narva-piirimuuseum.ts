/**
 * Narva Piirimuuseum: a border-history museum in Narva on Joomla 4 (Cassiopeia), in Estonian with
 * an English section reached only through the home page's hreflang alternate. The staff page uses
 * Joomla's e-mail cloaking; the contact page's JSON-LD holds a contact point ("mailto:") and the
 * departments' employees; the English pages give "Name, Title" lines, the staff list two links
 * from the English home. A hotel's booking address is another firm's; the press archive is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'piirimuuseum.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/', 'Avaleht'],
    ['/naitused', 'Näitused'],
    ['/muuseumist/tootajad', 'Töötajad'],
    ['/kontakt', 'Kontakt'],
    ['/pressiarhiiv', 'Pressiarhiiv'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/plan-your-visit', 'Plan your visit'],
    ['/en/whos-who', "Who's who"],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Narva Piirimuuseum',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4f2c9a" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?2cb912"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${lang === 'en' ? '/en' : '/'}"><img loading="eager" decoding="async" src="/images/logo/piirimuuseum-logo.svg" alt="Narva Piirimuuseum" width="220" height="60"></a></div></div>` +
      `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU[lang]!.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>${p.lang === 'en' ? 'Narva Border Museum' : 'Narva Piirimuuseum'} · Peetri plats 3, 20308 Narva · ${tel('+372 356 2210')} · ${mailto(`muuseum@${HOST}`)}</p></div></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const item = (h: string): string => `<div class="com-content-article item-page"><div itemprop="articleBody" class="com-content-article__body">${h}</div></div>`;

/** Joomla's email cloak: the address assembled in pieces by document.getElementById(...).innerHTML. */
function cloak(local: string, n: number): { html: string; script: string } {
  const id = `cloak${n}a7f3e2b9c1d0`;
  const half = Math.ceil(local.length / 2);
  const script = `document.getElementById('${id}').innerHTML = ''; var prefix = 'ma' + 'il' + 'to'; var path = 'hr' + 'ef' + '='; var addy${id} = '${local.slice(0, half)}' + '${local.slice(half)}' + '@'; addy${id} = addy${id} + 'piirimuuseum' + '.' + 'test'; var addy_text${id} = '${local.slice(0, half)}' + '${local.slice(half)}' + '@' + 'piirimuuseum' + '.' + 'test';document.getElementById('${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="${id}">See e-posti aadress on spämmirobotite eest kaitstud. JavaScript peab olema lubatud, et seda näha.</span><script type="text/javascript">${script}</script>`, script };
}

type Staff = { name: string; title: string; local: string };
const CLOAKED: Staff[] = [
  { name: 'Tatjana Smirnova', title: 'muuseumi direktor', local: 'tatjana.smirnova' },
  { name: 'Marko Kuusk', title: 'teadusdirektor, ajaloolane', local: 'marko.kuusk' },
  { name: 'Sergei Vassiljev', title: 'kogude hoidja', local: 'sergei.vassiljev' },
  { name: 'Kaja Roots', title: 'haridusprogrammide koordinaator', local: 'kaja.roots' },
];
const CL = CLOAKED.map((s, i) => ({ ...s, ...cloak(s.local, 41 + i) }));

export function narvaPiirimuuseum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Avaleht',
    alternates: { et: '/', en: '/en' },
    main: item(`<h1>Kahe riigi piiril</h1><p>Narva Piirimuuseum jutustab linna lugu, mida on läbi sajandite kujundanud piir: Rootsi ja Vene impeeriumi kindlused, 1919. aasta rahuleping, Nõukogude aeg ja tänane Euroopa Liidu välispiir.</p><p>Avatud T–P 10–18.</p>`),
  });
  pages['/naitused'] = page({ path: '/naitused', title: 'Näitused', main: item('<h1>Näitused</h1><p>Püsinäitus „Sild üle Narva jõe“ ja vahetuv näitus „Tollipunkt 1994“.</p><p>Piletid ja öömaja gruppidele: partnerhotell, broneering@narvahotell.test.</p>') });
  pages['/muuseumist/tootajad'] = page({
    path: '/muuseumist/tootajad',
    title: 'Töötajad',
    main: item(`<h1>Töötajad</h1><ul class="tootajad">${CL.map((s) => `<li><strong>${esc(s.name)}</strong> – ${esc(s.title)}<br>${s.html}</li>`).join('')}</ul>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        name: 'Narva Piirimuuseum',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Peetri plats 3', postalCode: '20308', addressLocality: 'Narva', addressCountry: 'EE' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:muuseum@${HOST}`, telephone: '+372 356 2210', availableLanguage: ['et', 'ru', 'en'] }],
        department: [
          {
            '@type': 'Organization',
            name: 'Haridusosakond',
            employee: [{ '@type': 'Person', name: 'Olga Petrova', jobTitle: 'muuseumipedagoog', email: `olga.petrova@${HOST}` }],
          },
          {
            '@type': 'Organization',
            name: 'Turundus ja kommunikatsioon',
            employee: [{ '@type': 'Person', name: 'Igor Fjodorov', jobTitle: 'turundusjuht', email: `igor.fjodorov@${HOST}` }],
          },
        ],
      },
    ],
    main: item(
      `<h1>Kontakt</h1><p>Peetri plats 3, 20308 Narva<br>${tel('+372 356 2210')}<br>${mailto(`muuseum@${HOST}`)}</p>` +
        `<p>Olga Petrova, muuseumipedagoog, ${mailto(`olga.petrova@${HOST}`)}</p>` +
        `<p>Igor Fjodorov, turundusjuht, ${mailto(`igor.fjodorov@${HOST}`)}</p>`,
    ),
  });
  pages['/pressiarhiiv'] = page({ path: '/pressiarhiiv', title: 'Pressiarhiiv', main: item(`<h1>Pressiarhiiv</h1><p>Ajakirjanikele: ${mailto(`press@${HOST}`)}</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Home',
    lang: 'en',
    alternates: { et: '/', en: '/en' },
    main: item(
      `<h1>On the border of two countries</h1><p>The museum tells the story of Narva, a town shaped for centuries by the border that runs along its river.</p>` +
        `<p>Guided tours in English and Finnish are arranged by Olga Petrova, Museum Educator (${mailto(`olga.petrova@${HOST}`)}).</p>`,
    ),
  });
  pages['/en/plan-your-visit'] = page({ path: '/en/plan-your-visit', title: 'Plan your visit', lang: 'en', main: item('<h1>Plan your visit</h1><p>Open Tuesday to Sunday, 10:00–18:00. Adults €8, students and seniors €5.</p>') });
  pages['/en/whos-who'] = page({
    path: '/en/whos-who',
    title: "Who's who",
    lang: 'en',
    main: item(
      `<h1>Who's who at the museum</h1><p>Tatjana Smirnova, Director, ${mailto(`tatjana.smirnova@${HOST}`)}</p><p>Marko Kuusk, Head of Research, ${mailto(`marko.kuusk@${HOST}`)}</p>` +
        `<p>Maria Kallas, Exhibitions Curator, ${mailto(`maria.kallas@${HOST}`)}</p>`,
    ),
  });

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /pressiarhiiv\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/naitused', '/muuseumist/tootajad', '/kontakt'], '2025-03-02'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'Joomla' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['et', 'en'],
      addresses: [
        { address: `muuseum@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...CL.map((s): TruthAddress => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          ...(s.local === 'tatjana.smirnova' ? { titleAlternatives: ['Director'] } : s.local === 'marko.kuusk' ? { titleAlternatives: ['Head of Research', 'teadusdirektor'] } : {}),
          pages: s.local === 'tatjana.smirnova' || s.local === 'marko.kuusk' ? ['/muuseumist/tootajad', '/en/whos-who'] : ['/muuseumist/tootajad'],
          encoded: { kind: 'script', text: s.script },
          cases: s.local === 'tatjana.smirnova' || s.local === 'marko.kuusk' ? ['script-protect', 'name-title-line', 'plain', ln] : ['script-protect', ln],
        })),
        { address: `olga.petrova@${HOST}`, name: 'Olga Petrova', title: 'muuseumipedagoog', titleAlternatives: ['Museum Educator'], pages: ['/kontakt', '/en'], cases: ['name-title-line', 'json-ld-nested', 'json-ld-person', 'hreflang', 'plain', ln] },
        { address: `igor.fjodorov@${HOST}`, name: 'Igor Fjodorov', title: 'turundusjuht', pages: ['/kontakt'], cases: ['name-title-line', 'json-ld-nested', 'plain', ln] },
        { address: `maria.kallas@${HOST}`, name: 'Maria Kallas', title: 'Exhibitions Curator', pages: ['/en/whos-who'], cases: ['name-title-line', 'deep-page', 'link-english-unlisted', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/pressiarhiiv'],
      nonAddresses: [
        { text: `press@${HOST}`, kind: 'disallowed' },
        { text: 'broneering@narvahotell.test', kind: 'other-company' },
      ],
    },
  };
}
