/**
 * Landmeetbureau Hoekstra & Visser: een landmeet- en maatvoeringsbureau in Leeuwarden, als
 * Webflow-site (nl, met een Engelse pagina die alleen via hreflang en de taalkeuze bereikbaar is).
 * "Ons team" toont kaarten met ing./ir. en scripts die adressen samenvoegen of omkeren;
 * "Contact" noemt medewerkers als "Naam, functie, adres"-regels en vermeldt het adresschema
 * (voornaam.achternaam@); de vacaturepagina staat alleen in een sitemap die robots.txt noemt. Een
 * git-URL in de techniekpagina, het adres van het Kadaster en het klantenportaal (geblokkeerd)
 * zijn vallen.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'hoekstravisser-landmeten.test';
const ORIGIN = `http://${HOST}`;
const MENU: Record<string, [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/diensten', 'Diensten'],
    ['/werkwijze-en-techniek', 'Werkwijze &amp; techniek'],
    ['/ons-team', 'Ons team'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Landmeetbureau Hoekstra & Visser',
  head: ['<meta content="Webflow" name="generator">', '<link href="https://assets-global.website-files.com/64b0c1d2e3f4a5b6c7d8e9f0/css/hoekstravisser.webflow.4f3e2d1c.css" rel="stylesheet" type="text/css">'],
  header: (p) =>
    `<div data-collapse="medium" role="banner" class="navbar w-nav"><a href="${p.lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64b0c1d2e3f4a5b6c7d8e9f0/logo-hv@2x.png" alt="Hoekstra &amp; Visser"></a><nav role="navigation" class="nav-menu w-nav-menu">${(MENU[p.lang] ?? MENU.nl!).map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${l}</a>`).join('')}${p.lang === 'en' ? '<a href="/" class="lang">NL</a>' : ''}</nav></div>`,
  footer: (p) =>
    `<footer class="footer"><div class="w-container"><p>Landmeetbureau Hoekstra &amp; Visser B.V. · Zuiderburen 12 · 8924 AE Leeuwarden · ${tel('058 555 2741')} · ${mailto(`info@${HOST}`)}</p><p>KvK 01234567 · <a href="${p.lang === 'en' ? '/' : '/privacyverklaring'}">${p.lang === 'en' ? 'Nederlands' : 'Privacyverklaring'}</a> · <a href="/klantportaal">Klantportaal</a></p></div></footer>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: ['<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b0c1d2e3f4a5b6c7d8e9f0" type="text/javascript"></script>', '<script src="https://cdn.jsdelivr.net/npm/@studio-freight/lenis@1.0.29/dist/lenis.min.js"></script>'],
};
const ALT = { nl: '/', en: '/en' };
const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const BAKKER = `sanne.bakker@${HOST}`;
const BAKKER_SCRIPT = `var u = 'sanne.bakker'; var d = 'hoekstravisser-landmeten' + '.' + 'test'; document.getElementById('m-sb').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const DEKKER = `wouter.dekker@${HOST}`;
const DEKKER_SCRIPT = `var r = '${reversed(DEKKER)}'; var a = r.split('').reverse().join(''); document.getElementById('m-wd').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';`;

export function landmeetbureauHoekstraVisser(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    lang: 'nl',
    title: 'Landmeten, maatvoering en kadastrale splitsing',
    alternates: ALT,
    main: `<div class="section hero"><h1>Nauwkeurig meten, helder rapporteren</h1><p>Sinds 2004 meten wij in heel Friesland en Groningen: maatvoering voor bouwprojecten, hoogtemetingen, splitsingstekeningen en 3D-laserscans.</p><a href="/diensten" class="button w-button">Onze diensten</a></div>`,
  });
  pages['/diensten'] = page({ path: '/diensten', lang: 'nl', title: 'Diensten', main: `<div class="section"><h1>Diensten</h1><ul><li>Maatvoering en uitzetwerk</li><li>Hoogte- en situatiemetingen</li><li>Splitsingstekeningen (VvE)</li><li>3D-laserscanning en BIM</li><li>Grensreconstructie in overleg met het Kadaster (klantcontact@kadaster.nl)</li></ul></div>` });
  pages['/werkwijze-en-techniek'] = page({
    path: '/werkwijze-en-techniek',
    lang: 'nl',
    title: 'Werkwijze & techniek',
    main: `<div class="section"><h1>Werkwijze &amp; techniek</h1><p>Wij werken met GNSS-RTK en robotic total stations. Onze eigen conversietools voor RDNAPTRANS™ delen we openbaar: <code>git clone git@github.com:hoekstravisser/rd-tools.git</code></p></div>`,
  });
  const card = (name: string, shown: string, title: string, mail: string): string =>
    `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/64b0c1d2e3f4a5b6c7d8e9f0/${name.toLowerCase().replace(/ /g, '-')}.jpg" alt="${esc(name)}" class="team-photo"><h3 class="team-name">${esc(shown)}</h3><div class="team-function">${esc(title)}</div><div class="team-mail">${mail}</div></div>`;
  pages['/ons-team'] = page({
    path: '/ons-team',
    lang: 'nl',
    title: 'Ons team',
    main:
      `<div class="section"><h1>Ons team</h1><div role="list" class="team-list w-dyn-items">` +
      card('Pieter Hoekstra', 'ing. Pieter Hoekstra', 'Directeur / landmeetkundige', mailto(`pieter.hoekstra@${HOST}`)) +
      card('Marieke Visser', 'Marieke Visser', 'Directeur en hoofd kadastrale zaken', mailto(`marieke.visser@${HOST}`)) +
      card('Sanne Bakker', 'ir. Sanne Bakker', 'Projectleider 3D-scanning & BIM', `<span id="m-sb"></span><script>${BAKKER_SCRIPT}</script>`) +
      card('Wouter Dekker', 'Wouter Dekker', 'Landmeter buitendienst', `<span id="m-wd"></span><script>${DEKKER_SCRIPT}</script>`) +
      `</div></div>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    lang: 'nl',
    title: 'Contact',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Landmeetbureau Hoekstra & Visser B.V.', url: `${ORIGIN}/`, email: `info@${HOST}`, address: { '@type': 'PostalAddress', streetAddress: 'Zuiderburen 12', postalCode: '8924 AE', addressLocality: 'Leeuwarden' } }],
    main: `<div class="section"><h1>Contact</h1><p>Bel ons op ${tel('058 555 2741')} of mail naar ${mailto(`info@${HOST}`)}.</p><p>Rechtstreeks contact:</p><p>Erik de Boer, offertes en planning, ${mailto(`erik.deboer@${HOST}`)}<br>Fenna Mulder, administratie, ${mailto(`fenna.mulder@${HOST}`)}</p><p>Onze e-mailadressen zijn opgebouwd als voornaam.achternaam@${HOST}.</p></div>`,
  });
  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', lang: 'nl', title: 'Privacyverklaring', main: `<div class="section"><h1>Privacyverklaring</h1><p>Wij verwerken uw gegevens conform de AVG.</p></div>` });
  pages['/vacatures/landmeetkundige'] = page({
    path: '/vacatures/landmeetkundige',
    lang: 'nl',
    title: 'Vacature: landmeetkundige (32–40 uur)',
    main: `<div class="section"><h1>Vacature: landmeetkundige (32–40 uur)</h1><p>Interesse? Stuur je cv en motivatie naar Fenna Mulder of bel met Pieter. Voor vragen over de functie: Joost Smit, teamleider meetploeg, ${mailto(`joost.smit@${HOST}`)}</p></div>`,
  });
  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Land surveying in the north of the Netherlands',
    alternates: ALT,
    main: `<div class="section"><h1>Land surveying and setting-out</h1><p>We work for contractors, architects and municipalities in Friesland and Groningen. <a href="/en/contact">Contact us</a></p></div>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    main: `<div class="section"><h1>Contact</h1><p>For international projects and English-language enquiries, please contact Thomas Veenstra, Business Development Manager: ${mailto(`thomas.veenstra@${HOST}`)}</p></div>`,
  });
  pages['/klantportaal'] = page({ path: '/klantportaal', lang: 'nl', title: 'Klantportaal', main: `<div class="section"><h1>Klantportaal</h1><p>Inloggen mislukt? ${mailto(`portaal@${HOST}`)}</p></div>` });
  pages['/sitemaps/vacatures.xml'] = xmlPage(urlset(HOST, ['/vacatures/landmeetkundige']));

  const nlPages = ['/', '/diensten', '/werkwijze-en-techniek', '/ons-team', '/contact', '/privacyverklaring', '/vacatures/landmeetkundige', '/en', '/en/contact'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klantportaal\n\nSitemap: ${ORIGIN}/sitemaps/vacatures.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/diensten', '/werkwijze-en-techniek', '/ons-team', '/contact', '/privacyverklaring']),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: nlPages, cases: ['role', 'plain'] },
        { address: `pieter.hoekstra@${HOST}`, name: 'Pieter Hoekstra', title: 'Directeur / landmeetkundige', pages: ['/ons-team'], cases: ['card', 'honorific', 'plain'] },
        { address: `marieke.visser@${HOST}`, name: 'Marieke Visser', title: 'Directeur en hoofd kadastrale zaken', pages: ['/ons-team'], cases: ['card', 'plain'] },
        { address: BAKKER, name: 'Sanne Bakker', title: 'Projectleider 3D-scanning & BIM', pages: ['/ons-team'], encoded: { kind: 'script', text: BAKKER_SCRIPT }, cases: ['card', 'honorific', 'script-concat'] },
        { address: DEKKER, name: 'Wouter Dekker', title: 'Landmeter buitendienst', pages: ['/ons-team'], encoded: { kind: 'script', text: DEKKER_SCRIPT }, cases: ['card', 'script-reversed'] },
        { address: `erik.deboer@${HOST}`, name: 'Erik de Boer', title: 'offertes en planning', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `fenna.mulder@${HOST}`, name: 'Fenna Mulder', title: 'administratie', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `joost.smit@${HOST}`, name: 'Joost Smit', title: 'teamleider meetploeg', pages: ['/vacatures/landmeetkundige'], cases: ['sitemap-robots', 'prose', 'plain'] },
        { address: `thomas.veenstra@${HOST}`, name: 'Thomas Veenstra', title: 'Business Development Manager', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `voornaam.achternaam@${HOST}` },
      disallowed: ['/klantportaal'],
      nonAddresses: [
        { text: `voornaam.achternaam@${HOST}`, kind: 'scheme' },
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:hoekstravisser/rd-tools.git', kind: 'git' },
        { text: 'klantcontact@kadaster.nl', kind: 'other-company' },
        { text: 'logo-hv@2x.png', kind: 'retina' },
        { text: 'lenis@1.0.29', kind: 'package' },
      ],
    },
  };
}
