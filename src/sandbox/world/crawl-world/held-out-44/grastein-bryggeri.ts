/**
 * Gråstein Bryggeri: a craft brewery with a taproom in Lillehammer, on WordPress with a
 * hand-made language menu (a <select> a script follows), so the English pages are found through
 * the hreflang alternates. "Om oss" and "About us" list the five people as a definition list
 * (title, then name, mail and phone), the sales manager's address written "[at]"/"[dot]"; the
 * visit page names the taproom manager in parentheses in a sentence; the English contact page,
 * two steps in, has an "Export enquiries:" line; the orders mailbox is reversed by a script. The
 * retina logo, the distributor's address and the retailer portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'grasteinbryggeri.test';

const MENUS: Record<string, [string, string][]> = {
  no: [
    ['/ol', 'Øl'],
    ['/besok-oss', 'Besøk oss'],
    ['/om-oss', 'Om oss'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/beers', 'Beers'],
    ['/en/visit', 'Visit'],
    ['/en/about', 'About us'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Gråstein Bryggeri',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    '<link rel="stylesheet" href="/wp-content/themes/grastein/style.css?ver=2.1.0">',
    '<link rel="preload" href="/wp-content/themes/grastein/fonts/Grotesk-Bold.woff2" as="font" crossorigin>',
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    const alt = p.alternates ?? {};
    return (
      `<header class="site-header"><a class="logo" href="${lang === 'en' ? '/en' : '/'}"><img src="/wp-content/uploads/2022/11/grastein-logo.png" srcset="/wp-content/uploads/2022/11/grastein-logo.png 1x, /wp-content/uploads/2022/11/grastein-logo@2x.png 2x" alt="Gråstein Bryggeri" width="160" height="60"></a>` +
      `<nav class="main-nav"><ul>${MENUS[lang]!.map(([h, l]) => `<li${h === p.path ? ' class="current"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="lang-switch"><select aria-label="Språk / Language" onchange="window.location.href=this.value">${Object.entries(alt)
        .map(([l, path]) => `<option value="${path}"${l === lang ? ' selected' : ''}>${l === 'no' ? 'Norsk' : 'English'}</option>`)
        .join('')}</select></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><p>Gråstein Bryggeri AS · Storgata 112, 2615 Lillehammer · Org.nr. 921 334 586</p><p>${p.lang.startsWith('en') ? 'Alcohol is sold only to persons aged 18 and over (beer above 4.7% ABV: 20).' : 'Vi selger ikke alkohol til personer under 18 år.'}</p><p><a href="/forhandler">${p.lang.startsWith('en') ? 'Retailer login' : 'Forhandlerportal'}</a> · <a href="https://www.instagram.com/grasteinbryggeri">Instagram</a></p></footer>`,
  bodyEnd: ['<script src="/wp-content/themes/grastein/js/site.js?ver=2.1.0"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Person = { no: string; en: string; name: string; local: string; phone: string; obfuscated?: boolean };
const PEOPLE: Person[] = [
  { no: 'Daglig leder', en: 'Managing Director', name: 'Kari Nordvik', local: 'kari', phone: '952 11 480' },
  { no: 'Bryggmester', en: 'Head Brewer', name: 'Eirik Haugen', local: 'eirik', phone: '918 40 227' },
  { no: 'Salgssjef', en: 'Sales Manager', name: 'Ingrid Moen', local: 'ingrid', phone: '470 35 912', obfuscated: true },
  { no: 'Brygger', en: 'Brewer', name: 'Jonas Vik', local: 'jonas', phone: '932 78 105' },
];

const dl = (lang: 'no' | 'en'): string =>
  `<dl class="staff">${PEOPLE.map(
    (p) =>
      `<dt>${esc(lang === 'no' ? p.no : p.en)}</dt><dd>${esc(p.name)}<br>` +
      (p.obfuscated ? `${p.local} [at] grasteinbryggeri [dot] test` : mailto(`${p.local}@${HOST}`)) +
      `<br>${lang === 'no' ? 'Tlf.' : 'Phone'} ${tel(`+47 ${p.phone}`)}</dd>`,
  ).join('')}</dl>`;

const ORDRE_SCRIPT = `(function(){var el=document.getElementById('ordre');var a='${reversed(`ordre@${HOST}`)}'.split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();`;

export function grasteinBryggeri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = {
    home: { no: '/', en: '/en' },
    beers: { no: '/ol', en: '/en/beers' },
    visit: { no: '/besok-oss', en: '/en/visit' },
    about: { no: '/om-oss', en: '/en/about' },
    contact: { no: '/kontakt', en: '/en/contact' },
  };

  pages['/'] = page({
    path: '/',
    title: 'Håndverksøl fra Lillehammer',
    lang: 'no',
    alternates: ALT.home,
    main: `<section class="hero"><h1>Øl brygget ved Mjøsa</h1><p>Siden 2019 har vi brygget ufiltrert øl i en gammel trykkeribygning i Storgata. Tappehuset er åpent torsdag til lørdag.</p><p><a class="btn" href="/ol">Se øllisten</a> <a class="btn" href="/besok-oss">Besøk tappehuset</a></p></section>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Craft beer from Lillehammer',
    lang: 'en',
    alternates: ALT.home,
    main: `<section class="hero"><h1>Beer brewed by Lake Mjøsa</h1><p>Since 2019 we have brewed unfiltered beer in an old printing works on Storgata. The taproom is open Thursday to Saturday.</p><p><a class="btn" href="/en/beers">Our beers</a> <a class="btn" href="/en/visit">Visit the taproom</a></p></section>`,
  });

  pages['/ol'] = page({
    path: '/ol',
    title: 'Øl',
    lang: 'no',
    alternates: ALT.beers,
    main: `<h1>Våre øl</h1><ul class="beers"><li><strong>Steinbrudd</strong> – pale ale, 4,7 %</li><li><strong>Mjøsdis</strong> – New England IPA, 6,5 %</li><li><strong>Svartfjell</strong> – imperial stout, 10 %</li><li><strong>Lågen</strong> – pilsner, 4,5 %</li></ul><p>Øl over 4,7 % selges på Vinmonopolet og i tappehuset.</p>`,
  });
  pages['/en/beers'] = page({
    path: '/en/beers',
    title: 'Beers',
    lang: 'en',
    alternates: ALT.beers,
    main: `<h1>Our beers</h1><ul class="beers"><li><strong>Steinbrudd</strong> – pale ale, 4.7%</li><li><strong>Mjøsdis</strong> – New England IPA, 6.5%</li><li><strong>Svartfjell</strong> – imperial stout, 10%</li><li><strong>Lågen</strong> – pilsner, 4.5%</li></ul>`,
  });

  pages['/besok-oss'] = page({
    path: '/besok-oss',
    title: 'Besøk oss',
    lang: 'no',
    alternates: ALT.visit,
    main: `<h1>Besøk tappehuset</h1><p>Åpningstider: torsdag og fredag 16–23, lørdag 13–23. Vi har tolv kraner, pizza fra nabobakeriet og omvisning i bryggeriet første lørdag i måneden.</p><p>Skal dere være mer enn tolv? Send en e-post til Sindre Lie (pubsjef) på ${mailto(`sindre@${HOST}`)}, så setter han av bord.</p>`,
  });
  pages['/en/visit'] = page({
    path: '/en/visit',
    title: 'Visit',
    lang: 'en',
    alternates: ALT.visit,
    main: `<h1>Visit the taproom</h1><p>Opening hours: Thursday and Friday 4–11pm, Saturday 1–11pm. Twelve taps, pizza from the bakery next door and a brewery tour on the first Saturday of the month.</p><p>Coming in a group of more than twelve? Email Sindre Lie (taproom manager) at ${mailto(`sindre@${HOST}`)} and he will reserve tables.</p>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'no',
    alternates: ALT.about,
    main: `<h1>Om oss</h1><p>Gråstein ble startet av tre venner som brygget hjemme i en garasje på Søre Ål. I dag er vi ni ansatte og brygger rundt 180 000 liter i året.</p><h2>Folka bak</h2>${dl('no')}`,
  });
  pages['/en/about'] = page({
    path: '/en/about',
    title: 'About us',
    lang: 'en',
    alternates: ALT.about,
    main: `<h1>About us</h1><p>Gråstein was started by three friends home-brewing in a garage at Søre Ål. Today nine of us brew about 180,000 litres a year.</p><h2>The people</h2>${dl('en')}`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'no',
    alternates: ALT.contact,
    main:
      `<h1>Kontakt oss</h1><p>Gråstein Bryggeri AS<br>Storgata 112<br>2615 Lillehammer</p><p>Generelle henvendelser: ${mailto(`post@${HOST}`)} · ${tel('+47 61 24 70 00')}</p>` +
      `<p>Bestillinger fra serveringssteder: <span id="ordre">aktiver JavaScript for å se adressen</span></p><script>${ORDRE_SCRIPT}</script>` +
      `<p>Butikker og Vinmonopolet bestiller via vår distributør Nordlys Drikke (ordre@nordlysdrikke.no).</p>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: ALT.contact,
    main:
      `<h1>Contact us</h1><p>Gråstein Bryggeri AS<br>Storgata 112<br>NO-2615 Lillehammer</p><p>General enquiries: ${mailto(`post@${HOST}`)} · ${tel('+47 61 24 70 00')}</p>` +
      `<p>Export enquiries: Tobias Berg, Export Manager, ${tel('+47 913 62 408')}, ${mailto(`tobias@${HOST}`)}</p>`,
  });

  pages['/forhandler'] = page({
    path: '/forhandler',
    title: 'Forhandlerportal',
    lang: 'no',
    main: `<h1>Forhandlerportal</h1><p>Logg inn for prislister og bestillingsskjema. Ny forhandler? Skriv til ${mailto(`forhandler@${HOST}`)}.</p>`,
  });

  const dlCases = (p: Person): CaseKind[] => ['definition-list', 'link-non-english', 'hreflang', p.obfuscated ? 'obfuscated' : 'plain'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /forhandler\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ol', '/besok-oss', '/om-oss', '/kontakt'], '2025-08-12'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `ordre@${HOST}`, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'script', text: ORDRE_SCRIPT }, cases: ['role', 'script-reversed', 'link-non-english'] },
        ...PEOPLE.map((p) => ({ address: `${p.local}@${HOST}`, name: p.name, title: p.no, titleAlternatives: [p.en], pages: ['/om-oss', '/en/about'], cases: dlCases(p) })),
        { address: `sindre@${HOST}`, name: 'Sindre Lie', title: 'pubsjef', titleAlternatives: ['taproom manager'], pages: ['/besok-oss', '/en/visit'], cases: ['prose', 'link-non-english', 'hreflang', 'plain'] },
        { address: `tobias@${HOST}`, name: 'Tobias Berg', title: 'Export Manager', pages: ['/en/contact'], cases: ['label-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/forhandler'],
      nonAddresses: [
        { text: `forhandler@${HOST}`, kind: 'disallowed' },
        { text: 'grastein-logo@2x.png', kind: 'retina' },
        { text: 'ordre@nordlysdrikke.no', kind: 'other-company' },
      ],
    },
  };
}
