/**
 * Polarlys Ekspedisjoner AS: an arctic research and expedition cruise operator in Tromsø, on a
 * home-made PHP CMS, in Norwegian with an English section. The crew as a definition list (the
 * research lead with a post-nominal, the captain's address from String.fromCharCode), the English
 * expedition leader with an honorific, a contactPoint with a mailto: address, a research page
 * listed only in a sitemap robots.txt names, a voyage page listed only in a gzip sitemap. A git
 * clone URL of the CTD data and the crew portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'polarlys-ekspedisjoner.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  no: [
    ['/ekspedisjoner', 'Ekspedisjoner'],
    ['/om-oss', 'Om oss'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'English'],
  ],
  en: [
    ['/en/about', 'About us'],
    ['/', 'Norsk'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Polarlys Ekspedisjoner',
  head: ['<link rel="stylesheet" href="/assets/css/polarlys.min.css?v=3.8">', '<script src="/assets/js/app.js?v=3.8" defer></script>'],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'no';
    return `<div class="topbar"><a class="logo" href="${lang === 'en' ? '/en' : '/'}">POLARLYS</a><ul class="nav">${MENU[lang]!.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div>`;
  },
  footer: () =>
    `<div class="bottom"><p>Polarlys Ekspedisjoner AS · Strandtorget 1, 9008 Tromsø · Org.nr. 921 456 789</p><p>${mailto(`booking@${HOST}`)} · ${tel('+47 77 60 12 00')}</p><p><a href="/personvern">Personvern</a> · <a href="/mannskap">Mannskapsportal</a></p></div>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'no' });
const wrap = (html: string): string => `<div class="wrap">${html}</div>`;

const LARS_CODES = charCodes(`lars.berg@${HOST}`);

export function polarlys(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { no: '/', en: '/en' };
  pages['/'] = page({
    path: '/',
    title: 'Ekspedisjonscruise og forskningstokt',
    alternates: alt,
    main: wrap(`<h1>Til iskanten med forskere om bord</h1><p>Med ekspedisjonsskipet M/S Nordlys seiler vi fra Tromsø til Svalbard, Bjørnøya og Framstredet. Hvert tokt har marinbiologer og glasiologer om bord, og gjestene får delta i målingene.</p><p><a href="/ekspedisjoner">Se sesongens ekspedisjoner</a></p>`),
  });
  pages['/ekspedisjoner'] = page({
    path: '/ekspedisjoner',
    title: 'Ekspedisjoner',
    main: wrap(`<h1>Sesongen 2025</h1><ul><li>Svalbard rundt – 12 dager, juni–august</li><li>Pakkisen og isbjørnene – 9 dager, juli</li><li>Mørketid og nordlys – 6 dager, november–februar</li></ul><p>Priser fra 48 900 kr per person i dobbeltlugar.</p>`),
  });
  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: wrap(
      `<h1>Folkene bak Polarlys</h1><p>Vi er et lite rederi med 28 ansatte om bord og på land.</p><dl class="crew">` +
        `<dt>Ingrid Johansen</dt><dd>daglig leder</dd><dd>${mailto(`ingrid.johansen@${HOST}`)}</dd>` +
        `<dt>Erik Solberg, ph.d.</dt><dd>forskningsleder og marinbiolog</dd><dd>${mailto(`erik.solberg@${HOST}`)}</dd>` +
        `<dt>Lars Berg</dt><dd>kaptein, M/S Nordlys</dd><dd><script>document.write('<a href="mailto:'+String.fromCharCode(${LARS_CODES})+'">'+String.fromCharCode(${LARS_CODES})+'</a>');</script></dd>` +
        `<dt>Anne Lie</dt><dd>salgs- og bookingansvarlig</dd><dd>${mailto(`anne.lie@${HOST}`)}</dd>` +
        `</dl><p>Måledataene fra toktene er åpne. Hent dem med <code>git clone git@data.${HOST}:tokt/ctd-profiler.git</code></p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: 'Polarlys Ekspedisjoner AS',
        url: `${ORIGIN}/`,
        telephone: '+47 77 60 12 00',
        address: { '@type': 'PostalAddress', streetAddress: 'Strandtorget 1', postalCode: '9008', addressLocality: 'Tromsø', addressCountry: 'NO' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:booking@${HOST}`, telephone: '+47 77 60 12 00', availableLanguage: ['Norwegian', 'English', 'German'] }],
      },
    ],
    main: wrap(`<h1>Kontakt oss</h1><p>Bestilling og spørsmål om tokt: ${mailto(`booking@${HOST}`)}, telefon hverdager 09–16.</p><p>Kontoret ligger i 2. etasje over Hurtigruteterminalen.</p>`),
  });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: wrap(`<h1>Personvernerklæring</h1><p>Passasjerlister slettes seks måneder etter toktet.</p>`) });
  pages['/mannskap'] = page({ path: '/mannskap', title: 'Mannskapsportal', main: wrap(`<h1>Mannskapsportal</h1><p>Vaktlister og sertifikater. Kontakt ${mailto(`mannskap@${HOST}`)} ved problemer.</p>`) });
  pages['/forskning/samarbeid'] = page({
    path: '/forskning/samarbeid',
    title: 'Forskningssamarbeid',
    main: wrap(`<h1>Plass til forskere om bord</h1><p>Hvert år stiller vi køyer og laboratorieplass til rådighet for universiteter og institutter. Søknader koordineres av Sigrid Haugen, som er vår koordinator for forskningstokt – skriv til ${mailto(`sigrid.haugen@${HOST}`)} innen 1. november.</p>`),
  });
  pages['/tokt/svalbard-2025'] = page({
    path: '/tokt/svalbard-2025',
    title: 'Svalbard rundt 2025',
    main: wrap(`<h1>Svalbard rundt 2025</h1><p>Avgang 14. juni fra Tromsø. Toktleder: Tor Eriksen (${mailto(`tor.eriksen@${HOST}`)})</p><p>Program: Hornsund, Barentsøya, Nordaustlandet og iskanten nord for 81°.</p>`),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Arctic expedition cruises',
    lang: 'en',
    alternates: alt,
    main: wrap(`<h1>To the ice edge, with scientists on board</h1><p>Small-ship expeditions from Tromsø to Svalbard and the Fram Strait. <a href="/en/about">Meet our team</a>.</p>`),
  });
  pages['/en/about'] = page({
    path: '/en/about',
    title: 'About us',
    lang: 'en',
    main: wrap(
      `<h1>About Polarlys</h1><div class="person"><h3>Dr. Kari Nilsen</h3><p>Expedition Leader &amp; Glaciologist</p><p>${mailto(`kari.nilsen@${HOST}`)}</p></div>` +
        `<div class="person"><h3>Ingrid Johansen</h3><p>Managing Director</p><p>${mailto(`ingrid.johansen@${HOST}`)}</p></div>`,
    ),
  });
  pages['/sitemaps/sider.xml'] = xmlPage(urlset(HOST, ['/', '/ekspedisjoner', '/om-oss', '/kontakt', '/forskning/samarbeid', '/en', '/en/about'], '2025-03-01'));
  pages['/sitemaps/tokt.xml.gz'] = gzipXmlPage(urlset(HOST, ['/tokt/svalbard-2025'], '2025-03-01'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /mannskap\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemaps/sider.xml\nSitemap: ${ORIGIN}/sitemaps/tokt.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['no', 'en'],
      addresses: [
        { address: `booking@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `ingrid.johansen@${HOST}`, name: 'Ingrid Johansen', title: 'daglig leder', titleAlternatives: ['Managing Director'], pages: ['/om-oss', '/en/about'], cases: ['definition-list', 'card', 'plain'] },
        { address: `erik.solberg@${HOST}`, name: 'Erik Solberg', title: 'forskningsleder og marinbiolog', titleAlternatives: ['forskningsleder'], pages: ['/om-oss'], cases: ['definition-list', 'post-nominal', 'plain'] },
        { address: `lars.berg@${HOST}`, name: 'Lars Berg', title: 'kaptein, M/S Nordlys', titleAlternatives: ['kaptein'], pages: ['/om-oss'], encoded: { kind: 'charcodes', text: LARS_CODES }, cases: ['definition-list', 'script-charcode'] },
        { address: `anne.lie@${HOST}`, name: 'Anne Lie', title: 'salgs- og bookingansvarlig', pages: ['/om-oss'], cases: ['definition-list', 'plain'] },
        { address: `sigrid.haugen@${HOST}`, name: 'Sigrid Haugen', title: 'koordinator for forskningstokt', pages: ['/forskning/samarbeid'], cases: ['sitemap-robots', 'prose', 'plain', ln] },
        { address: `tor.eriksen@${HOST}`, name: 'Tor Eriksen', title: 'Toktleder', pages: ['/tokt/svalbard-2025'], cases: ['sitemap-gzip', 'title-name-line', 'plain', ln] },
        { address: `kari.nilsen@${HOST}`, name: 'Kari Nilsen', title: 'Expedition Leader & Glaciologist', pages: ['/en/about'], cases: ['card', 'honorific', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/mannskap'],
      nonAddresses: [
        { text: `git@data.${HOST}`, kind: 'git' },
        { text: `mannskap@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
