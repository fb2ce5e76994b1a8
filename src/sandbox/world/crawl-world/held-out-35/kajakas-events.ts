/**
 * Kajakas Events: an event and conference agency in Tallinn on Squarespace (7.1), in Estonian with
 * a Swedish section for clients from Sweden and Finland's Swedish speakers. The team as
 * Squarespace summary cards (the conference producer's address reversed in a data attribute and
 * turned around by a script), the contact page's JSON-LD naming the founder with a mailto: e-mail;
 * the Swedish home is reached only through its hreflang alternate and its contact page names the
 * Swedish-speaking project manager in a labelled line and the founder with her Swedish title; a
 * case study listed only in a child of the sitemap index names the producer of the event in a
 * sentence. The catering partner's address and the partner portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kajakas-events.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'et' | 'sv', [string, string][]> = {
  et: [
    ['/teenused', 'Teenused'],
    ['/meist', 'Meist'],
    ['/meeskond', 'Meeskond'],
    ['/kontakt', 'Kontakt'],
  ],
  sv: [
    ['/sv/tjanster', 'Tjänster'],
    ['/sv/kontakt', 'Kontakta oss'],
    ['/', 'Eesti'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kajakas Events',
  head: [
    '<!-- This is Squarespace. --><!-- kajakas-events -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f2c3d4e5f6a7b8c9d0e1/42/5c5a519771c10ba3470d8101/65a1f2c3d4e5f6a7b8c9d0f3/1532/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"65a1f2c3d4e5f6a7b8c9d0e1","identifier":"kajakas-events"},"templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  header: (p) => {
    const l = p.lang === 'sv' ? 'sv' : 'et';
    return `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><a href="${l === 'sv' ? '/sv' : '/'}" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/65a1f2c3d4e5f6a7b8c9d0e1/kajakas-logo.png?format=1500w" alt="Kajakas Events"></a></div>` +
      `<nav class="header-nav-list">${MENU[l].map(([h, t]) => `<div class="header-nav-item"><a href="${h}">${esc(t)}</a></div>`).join('')}</nav></div></header>`;
  },
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content"><p>Kajakas Events OÜ · Telliskivi 60a/3, 10412 Tallinn · reg. 14587320 · ${tel('+372 5820 4417')} · ${mailto(`info@${HOST}`)}</p><p><a href="/privaatsus">Privaatsus</a> · <a href="/partnerid">Partneritele</a></p></div></div></section></footer>`,
  bodyEnd: ['<script defer src="https://assets.squarespace.com/universal/scripts-compressed/website-1c7f2a9e5b3d4f60-min.en-US.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et-EE' });
const block = (html: string): string => `<article class="sections" data-page-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></section></article>`;

const RASMUS_REV = reversed(`rasmus@${HOST}`);

type M = { name: string; title: string; local: string; reversed?: boolean };
const TEAM: M[] = [
  { name: 'Kertu Valk', title: 'asutaja ja tegevjuht', local: 'kertu' },
  { name: 'Rasmus Ilves', title: 'konverentside produtsent', local: 'rasmus', reversed: true },
  { name: 'Getter Kuusk', title: 'loovjuht', local: 'getter' },
  { name: 'Siim Pärn', title: 'tehniline juht', local: 'siim' },
  { name: 'Maarja Lill', title: 'kliendisuhete juht', local: 'maarja' },
  { name: 'Ott Kivi', title: 'heli- ja valgustehnik', local: 'ott' },
];

const card = (m: M): string =>
  `<div class="summary-item"><div class="summary-thumbnail-container"><img data-src="https://images.squarespace-cdn.com/content/v1/65a1f2c3d4e5f6a7b8c9d0e1/${m.local}.jpg" alt="${esc(m.name)}"></div><div class="summary-content"><div class="summary-title">${esc(m.name)}</div><div class="summary-excerpt"><p>${esc(m.title)}</p><p>` +
  (m.reversed ? `<span class="rev-mail" data-m="${RASMUS_REV}">e-post</span>` : mailto(`${m.local}@${HOST}`)) +
  `</p></div></div></div>`;

export function kajakasEvents(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Sündmused, konverentsid, firmapäevad',
    alternates: { et: '/', sv: '/sv' },
    main: block(`<h1>Sündmused, mis jäävad meelde</h1><p>Korraldame konverentse, firmapäevi ja tootelanseeringuid üle Eesti – ideest lõpparuandeni.</p><p><a href="/teenused">Mida me teeme</a> · <a href="/meeskond">Kes me oleme</a></p>`),
  });
  pages['/teenused'] = page({ path: '/teenused', title: 'Teenused', main: block(`<h1>Teenused</h1><ul><li>Konverentsid ja seminarid</li><li>Firmapäevad ja jõulupeod</li><li>Tehniline lahendus: heli, valgus, LED-ekraanid</li></ul><p>Toitlustuspartner: Kokkade Köök OÜ, ${mailto('tellimus@kokkadekook.test')}</p>`) });
  pages['/meist'] = page({ path: '/meist', title: 'Meist', main: block(`<h1>Meist</h1><p>Kajakas Events sündis 2015. aastal Telliskivi loomelinnakus. Igal aastal korraldame ligi 80 sündmust.</p>`) });
  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    main:
      block(`<h1>Meeskond</h1>`) +
      `<div class="summary-v2-block"><div class="summary-item-list summary-item-list--grid">${TEAM.map(card).join('')}</div></div>` +
      `<script>document.querySelectorAll('.rev-mail').forEach(function (el) { var m = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kajakas Events OÜ',
        url: `${ORIGIN}/`,
        telephone: '+372 5820 4417',
        founder: { '@type': 'Person', name: 'Kertu Valk', jobTitle: 'asutaja ja tegevjuht', email: `mailto:kertu@${HOST}` },
      },
    ],
    main: block(`<h1>Kontakt</h1><p>Telliskivi 60a/3, 10412 Tallinn</p><p>Päringud: ${mailto(`info@${HOST}`)}, ${tel('+372 5820 4417')}</p><p>Kertu Valk, asutaja ja tegevjuht, ${mailto(`kertu@${HOST}`)}</p>`),
  });
  pages['/sv'] = page({
    path: '/sv',
    title: 'Evenemangsbyrå i Tallinn',
    lang: 'sv',
    alternates: { et: '/', sv: '/sv' },
    main: block(`<h1>Evenemang i Tallinn – på svenska</h1><p>Vi planerar konferenser, kick-offer och incentiveresor till Tallinn för företag från Sverige och Finland.</p><p><a href="/sv/kontakt">Kontakta oss</a></p>`),
  });
  pages['/sv/tjanster'] = page({ path: '/sv/tjanster', title: 'Tjänster', lang: 'sv', main: block(`<h1>Tjänster</h1><ul><li>Konferenser</li><li>Kick-off och teambuilding</li><li>Teknik och scenproduktion</li></ul>`) });
  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakta oss',
    lang: 'sv',
    main: block(
      `<h1>Kontakta oss</h1><p><strong>Kontaktperson för svenska kunder:</strong> Emma Lindqvist, projektledare, ${tel('+372 5820 4432')}, ${mailto(`emma@${HOST}`)}</p>` +
        `<p>Kertu Valk, vd och grundare, ${mailto(`kertu@${HOST}`)}</p>`,
    ),
  });
  pages['/projektid/pohjala-suvepaevad-2024'] = page({
    path: '/projektid/pohjala-suvepaevad-2024',
    title: 'Põhjala suvepäevad 2024',
    main: block(`<h1>Põhjala suvepäevad 2024</h1><p>420 külalist, kaks päeva Käsmus. Logistika ja lava eest vastutas meie produtsent Karl Saar, kellele võib sarnase sündmuse osas kirjutada otse: ${mailto(`karl@${HOST}`)}.</p>`),
  });
  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: block(`<h1>Privaatsuspoliitika</h1><p>Vastutav töötleja on Kajakas Events OÜ.</p>`) });
  pages['/partnerid'] = page({ path: '/partnerid', title: 'Partneritele', main: block(`<h1>Partnerite portaal</h1><p>Arved ja hanked: ${mailto(`hanked@${HOST}`)}</p>`) });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/teenused', '/meist', '/meeskond', '/kontakt', '/projektid/pohjala-suvepaevad-2024'], '2025-01-17'));

  const ln: CaseKind = 'link-non-english';
  const c = (m: M, extra: CaseKind[] = []) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/meeskond'], cases: ['card', 'plain', ln, ...extra] as CaseKind[] });
  const [kv, ri, gk, sp, ml, ok] = TEAM as [M, M, M, M, M, M];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /partnerid\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml'], '2025-01-17'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Zq1Lk3Vb/Tn4Xw8Rp' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['et', 'sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { ...c(kv, ['json-ld-person', 'json-ld-mailto', 'name-title-line']), titleAlternatives: ['vd och grundare'], pages: ['/meeskond', '/kontakt', '/sv/kontakt'] },
        { address: `rasmus@${HOST}`, name: ri.name, title: ri.title, pages: ['/meeskond'], encoded: { kind: 'reversed', text: RASMUS_REV }, cases: ['card', 'script-reversed', ln] },
        c(gk),
        c(sp),
        c(ml),
        c(ok),
        { address: `emma@${HOST}`, name: 'Emma Lindqvist', title: 'projektledare', pages: ['/sv/kontakt'], cases: ['label-line', 'plain', 'hreflang', 'deep-page'] },
        { address: `karl@${HOST}`, name: 'Karl Saar', title: 'produtsent', pages: ['/projektid/pohjala-suvepaevad-2024'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/partnerid'],
      nonAddresses: [
        { text: `hanked@${HOST}`, kind: 'disallowed' },
        { text: 'tellimus@kokkadekook.test', kind: 'other-company' },
      ],
    },
  };
}
