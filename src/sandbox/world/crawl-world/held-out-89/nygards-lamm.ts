/**
 * Nygårds Lamm & Ull: a sheep farm and wool shop at Lojsta on Gotland, on Wix, in Swedish
 * (Sweden). The owners in running text, the spinnery master in microdata, the shop manager's
 * address glued together by a script, the bookkeeper as "Ekonomi: name" and the shop's contact
 * point in JSON-LD written as mailto:.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nygards-lamm.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Hem'], ['/om-garden', 'Om gården'], ['/ullboden', 'Ullboden'], ['/kurser', 'Kurser'], ['/kontakt', 'Kontakt']];

const theme: Theme = {
  host: HOST,
  siteName: 'Nygårds Lamm & Ull',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5d2c81f0-7a1b-4c3e-9f0d-2b6e8a4c1d77">',
    '<link rel="preconnect" href="https://static.parastorage.com">',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_0">Nygårds Lamm &amp; Ull</p></div><nav id="comp-nav" class="wixui-horizontal-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p class="font_9">Nygårds Lamm &amp; Ull · Nygårds 114, 623 49 Lojsta · ${tel('0498-52 31 07')} · ${mailto(`info@${HOST}`)}</p><p class="font_9"><a href="/integritet">Integritetspolicy</a> · <a href="/aterforsaljare">Återförsäljare (inloggning)</a></p></footer>`,
  privacyPath: { sv: '/integritet' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8b1f5c2e.bundle.min.js" async></script>'],
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });
const rt = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></section>`;

const IDA_SCRIPT = `var u = 'ida'; var d = 'nygards-lamm' + '.' + 'test'; document.getElementById('ida-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function nygardsLamm(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Gotländska pälsfår i Lojsta',
    main: rt(`<h2 class="font_2">Ull, skinn och lammkött från Gotland</h2><p class="font_8">Vi föder upp ett hundratal gotländska pälsfår på naturbetesmarker kring Lojsta. I Ullboden säljer vi garn från eget spinneri, fällar och tovade plagg.</p><p class="font_8"><a href="/ullboden">Till Ullboden</a></p>`),
  });
  pages['/om-garden'] = page({
    path: '/om-garden',
    title: 'Om gården',
    main: rt(
      `<h2 class="font_2">Om gården</h2><p class="font_8">Gården har funnits i släkten sedan 1890-talet och drivs i dag av syskonen Karin och Olof Nygård. Karin är fårbonde och sköter avel och lamning – frågor om livdjur och lammkött skickar du till ${mailto(`karin@${HOST}`)}.</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="wixui-box"><p class="font_8"><span itemprop="name">Olof Nygård</span> är vår <span itemprop="jobTitle">spinnerimästare</span> och tar emot lönspinningsuppdrag av andra fårägare: <a href="mailto:olof@${HOST}" itemprop="email">olof@${HOST}</a></p></div>` +
        `<p class="font_8">Gårdsbesök för grupper bokas hos Emma Svensson, som är hos oss som säsongsarbetare i sommar. Skriv till ${mailto(`besok@${HOST}`)}.</p>`,
    ),
  });
  pages['/ullboden'] = page({
    path: '/ullboden',
    title: 'Ullboden',
    main: rt(
      `<h2 class="font_2">Ullboden</h2><p class="font_8">Öppet tisdag–lördag 11–16 från midsommar till skolstart, övrig tid enligt överenskommelse.</p>` +
        `<p class="font_8">Maja Eklund, ullsorterare och ansvarig för garnfärgning, ${mailto(`maja@${HOST}`)}</p>` +
        `<p class="font_8">Ida Larsson, butiksansvarig: <span id="ida-mail">[aktivera JavaScript]</span></p><script>${IDA_SCRIPT}</script>` +
        `<form class="wixui-form"><label>Nyhetsbrev <input type="email" placeholder="din@epost.se"></label><button>Prenumerera</button></form>`,
    ),
  });
  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: rt(
      `<h2 class="font_2">Kurser i tovning och spinning</h2><p class="font_8">Helgkurser för nybörjare och vidarekomna i gårdens gamla loge.</p>` +
        `<div class="wixui-repeater__item"><h6 class="font_6">Sofia Berg</h6><p class="font_8">Kursledare, tovning och handspinning</p><p class="font_8">${mailto(`sofia@${HOST}`)}</p></div>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: 'Nygårds Lamm & Ull – Ullboden',
        telephone: '+46 498 52 31 07',
        address: { '@type': 'PostalAddress', streetAddress: 'Nygårds 114', postalCode: '623 49', addressLocality: 'Lojsta', addressRegion: 'Gotland', addressCountry: 'SE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:order@${HOST}`, availableLanguage: ['sv', 'en'] },
      },
    ],
    main: rt(
      `<h2 class="font_2">Kontakt</h2><p class="font_8">Allmänna frågor: ${mailto(`info@${HOST}`)}<br>Beställningar från webbshoppen: ${mailto(`order@${HOST}`)}</p>` +
        `<p class="font_8">Ekonomi: Johan Pettersson, ${mailto(`johan@${HOST}`)}</p>` +
        `<p class="font_8">Ullen tvättas hos Tovfabriken i Visby – frågor om tvättning går direkt till dem: ${mailto('kundtjanst@tovfabriken-visby.test')}</p>`,
    ),
  });
  pages['/integritet'] = page({ path: '/integritet', title: 'Integritetspolicy', main: rt(`<h2 class="font_2">Integritetspolicy</h2><p class="font_8">Vi sparar dina uppgifter bara så länge det behövs för att leverera din beställning.</p>`) });
  pages['/aterforsaljare'] = page({ path: '/aterforsaljare', title: 'Återförsäljare', main: rt(`<p class="font_8">Prislista för återförsäljare. Frågor: ${mailto(`grossist@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /aterforsaljare\nDisallow: /_api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-garden', '/ullboden', '/kurser', '/kontakt', '/integritet'], '2025-04-02'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1743592311.1234567890' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `karin@${HOST}`, name: 'Karin Nygård', title: 'fårbonde', pages: ['/om-garden'], cases: ['prose', 'plain', ln] },
        { address: `olof@${HOST}`, name: 'Olof Nygård', title: 'spinnerimästare', pages: ['/om-garden'], cases: ['microdata', 'prose', 'plain', ln] },
        { address: `besok@${HOST}`, name: null, title: null, pages: ['/om-garden'], cases: ['neighbour', 'role', 'plain', ln] },
        { address: `maja@${HOST}`, name: 'Maja Eklund', title: 'ullsorterare och ansvarig för garnfärgning', titleAlternatives: ['ullsorterare'], pages: ['/ullboden'], cases: ['name-title-line', 'plain', ln] },
        { address: `ida@${HOST}`, name: 'Ida Larsson', title: 'butiksansvarig', pages: ['/ullboden'], encoded: { kind: 'script', text: IDA_SCRIPT }, cases: ['name-title-line', 'script-concat', ln] },
        { address: `sofia@${HOST}`, name: 'Sofia Berg', title: 'Kursledare, tovning och handspinning', titleAlternatives: ['Kursledare'], pages: ['/kurser'], cases: ['card', 'plain', ln] },
        { address: `order@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain', ln] },
        { address: `johan@${HOST}`, name: 'Johan Pettersson', title: 'Ekonomi', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/aterforsaljare'],
      nonAddresses: [
        { text: `grossist@${HOST}`, kind: 'disallowed' },
        { text: 'din@epost.se', kind: 'placeholder' },
        { text: 'kundtjanst@tovfabriken-visby.test', kind: 'other-company' },
      ],
    },
  };
}
