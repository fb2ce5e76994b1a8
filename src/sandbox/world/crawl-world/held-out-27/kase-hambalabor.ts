/**
 * Kase Hambalabor OÜ: a dental laboratory in Tartu on Wix. The staff in a table (one address
 * written "[at]"/"[dot]", one reversed in a data attribute a script turns round), the order desk
 * on a label line of the contact page beside a definition list, the accountant only in the
 * JSON-LD of the about page, a clinical consultant ("dr") in a news post listed only in the
 * sitemap robots.txt names, and the scheme "eesnimi.perenimi@…" stated on the contact page; the
 * partner portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kasehambalabor.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Avaleht'],
  ['/teenused', 'Teenused'],
  ['/hinnakiri', 'Hinnakiri'],
  ['/meeskond', 'Meeskond'],
  ['/meist', 'Meist'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kase Hambalabor',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5a1c7e2b-93f0-4d1e-8a4c-0b7f2e91d3aa">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"5a1c7e2b-93f0-4d1e-8a4c-0b7f2e91d3aa","language":"et"},"requestUrl":"/"};</script>',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-lk3q9a1" class="comp-lk3q9a1 wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7e1f2a_kase-logo~mv2.png/v1/fill/w_180,h_52/kase-logo.png" alt="Kase Hambalabor" width="180" height="52"></a></div>` +
    `<nav id="comp-lk3q9b4" aria-label="Sait" class="wixui-dropdown-menu"><ul class="StylableHorizontalMenu3372578893__menu">` +
    MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a href="${h}" class="StylableHorizontalMenu3372578893__menuItem" data-testid="linkElement"><span class="label">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer"><div class="_C0cVf"><div id="comp-lk3qa2f" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8">Kase Hambalabor OÜ · Riia 142, 50411 Tartu · ${tel('+372 736 1290')} · ${mailto(`info@${HOST}`)}</p><p class="font_8">Reg. kood 12874563 · <a href="/privaatsus">Privaatsuspoliitika</a> · <a href="/partnerportaal">Partneritele</a></p></div></div></footer>`,
  privacyPath: { et: '/privaatsus' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8b2f0a.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et' });
const rich = (html: string): string => `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">${html}</div></section>`;

const KRISTJAN_REV = reversed(`kristjan.sepp@${HOST}`);
const KRISTJAN_SCRIPT = `<script>document.querySelectorAll('.e-rev').forEach(function(el){var a=el.getAttribute('data-e').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

export function kaseHambalabor(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hambatehnilised tööd hambaarstidele üle Eesti',
    description: 'Keraamilised kroonid, CAD/CAM-tööd, proteesid ja implantaaditööd Tartu hambalaborist.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalBusiness',
        name: 'Kase Hambalabor OÜ',
        url: `${ORIGIN}/`,
        telephone: '+372 736 1290',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Riia 142', postalCode: '50411', addressLocality: 'Tartu', addressCountry: 'EE' },
      },
    ],
    main: rich(`<h1 class="font_0">Täpsus, millele hambaarst saab loota</h1><p class="font_7">Oleme teinud hambatehnilisi töid Lõuna-Eesti kliinikutele alates 2006. aastast. Tellimusi võtame vastu nii digitaalselt kui ka jäljendite kujul.</p><p class="font_7"><a href="/teenused">Vaata teenuseid</a></p>`),
  });

  pages['/teenused'] = page({
    path: '/teenused',
    title: 'Teenused',
    main: rich(`<h1>Teenused</h1><ul><li>Metallkeraamilised ja täiskeraamilised kroonid</li><li>Tsirkooniumtööd (CAD/CAM)</li><li>Eemaldatavad proteesid</li><li>Implantaaditööd ja abutmendid</li><li>Kapped ja põrkekaitsmed</li></ul>`),
  });

  pages['/hinnakiri'] = page({
    path: '/hinnakiri',
    title: 'Hinnakiri',
    main: rich(`<h1>Hinnakiri 2025</h1><table><tr><td>Tsirkooniumkroon</td><td>145 €</td></tr><tr><td>Metallkeraamiline kroon</td><td>120 €</td></tr><tr><td>Täisprotees</td><td>310 €</td></tr></table><p>Hinnad ei sisalda käibemaksu.</p>`),
  });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    main:
      rich(`<h1>Meeskond</h1><p>Meie laboris töötab üheksa hambatehnikut ja kaks administraatorit.</p>`) +
      `<section class="wixui-section"><div class="wixui-table"><table class="meeskond"><thead><tr><th>Nimi</th><th>Ametikoht</th><th>E-post</th></tr></thead><tbody>` +
      `<tr><td>Mart Kask</td><td>juhataja, hambatehnik</td><td>${mailto(`mart.kask@${HOST}`)}</td></tr>` +
      `<tr><td>Liis Tamm</td><td>keraamik</td><td>liis.tamm [at] kasehambalabor [dot] test</td></tr>` +
      `<tr><td>Kristjan Sepp</td><td>CAD/CAM-tehnik</td><td><span class="e-rev" data-e="${KRISTJAN_REV}">(e-post nähtav JavaScriptiga)</span></td></tr>` +
      `<tr><td>Triin Ilves</td><td>proteesitehnik</td><td>${mailto(`triin.ilves@${HOST}`)}</td></tr>` +
      `</tbody></table></div>${KRISTJAN_SCRIPT}</section>`,
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kase Hambalabor OÜ',
        url: `${ORIGIN}/`,
        employee: [
          { '@type': 'Person', name: 'Mart Kask', jobTitle: 'juhataja' },
          { '@type': 'Person', name: 'Peeter Org', jobTitle: 'raamatupidaja', email: `peeter.org@${HOST}` },
        ],
      },
    ],
    main: rich(`<h1>Meist</h1><p>Kase Hambalabori asutas 2006. aastal hambatehnik Mart Kask. Täna teenindame üle neljakümne hambakliiniku Tartus, Viljandis ja Võrus.</p><p>Kvaliteedijuhtimine vastab standardi ISO 13485 nõuetele.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      rich(
        `<h1>Kontakt</h1><p>Kase Hambalabor OÜ<br>Riia 142, 50411 Tartu<br>Avatud E–R 8.00–17.00</p>` +
          `<p>Tellimuste vastuvõtt: Anu Lepp, administraator, ${tel('+372 736 1291')}, ${mailto(`anu.lepp@${HOST}`)}</p>` +
          `<dl class="kontaktid"><dt>Kvaliteedijuht</dt><dd>Raili Mets<br>${mailto(`raili.mets@${HOST}`)}</dd><dt>Üldaadress</dt><dd>${mailto(`info@${HOST}`)}</dd></dl>` +
          `<p>Töötajate e-posti aadressid on kujul eesnimi.perenimi@${HOST}</p>`,
      ) +
      `<section class="wixui-section"><form class="wixui-form"><label>Nimi<input type="text" name="name"></label><label>E-post<input type="email" name="email"></label><label>Sõnum<textarea name="message"></textarea></label><button type="submit">Saada</button></form></section>`,
  });

  pages['/uudised/uus-intraoraalne-skanner'] = page({
    path: '/uudised/uus-intraoraalne-skanner',
    title: 'Võtame vastu digitaalseid jäljendeid',
    main: rich(
      `<h1>Võtame vastu digitaalseid jäljendeid</h1><p class="font_9">12. märts 2025</p><p>Alates aprillist saavad kliinikud saata meile skannitud jäljendeid otse skannerist. Kliinilistes küsimustes nõustab kliinikuid meie konsultant hambaarst dr Kadri Rebane, kellele saab kirjutada aadressil ${mailto(`kadri.rebane@${HOST}`)}.</p>`,
    ),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsuspoliitika', main: rich(`<h1>Privaatsuspoliitika</h1><p>Isikuandmete vastutav töötleja on Kase Hambalabor OÜ.</p>`) });
  pages['/partnerportaal'] = page({ path: '/partnerportaal', title: 'Partneritele', main: rich(`<h1>Partneriportaal</h1><p>Ligipääsu taotlemine: ${mailto(`portaal@${HOST}`)}</p>`) });

  pages['/sitemaps/kasehambalabor-pages.xml'] = xmlPage(urlset(HOST, ['/', '/teenused', '/hinnakiri', '/meeskond', '/meist', '/kontakt', '/uudised/uus-intraoraalne-skanner']));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /partnerportaal\nDisallow: /_api/\n\nSitemap: ${ORIGIN}/sitemaps/kasehambalabor-pages.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1741780000.12345' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['et'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `mart.kask@${HOST}`, name: 'Mart Kask', title: 'juhataja, hambatehnik', titleAlternatives: ['juhataja'], pages: ['/meeskond'], cases: ['table', 'plain', ln] },
        { address: `liis.tamm@${HOST}`, name: 'Liis Tamm', title: 'keraamik', pages: ['/meeskond'], cases: ['table', 'obfuscated', ln] },
        { address: `kristjan.sepp@${HOST}`, name: 'Kristjan Sepp', title: 'CAD/CAM-tehnik', pages: ['/meeskond'], encoded: { kind: 'reversed', text: KRISTJAN_REV }, cases: ['table', 'script-reversed', ln] },
        { address: `triin.ilves@${HOST}`, name: 'Triin Ilves', title: 'proteesitehnik', pages: ['/meeskond'], cases: ['table', 'plain', ln] },
        { address: `peeter.org@${HOST}`, name: 'Peeter Org', title: 'raamatupidaja', pages: ['/meist'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `anu.lepp@${HOST}`, name: 'Anu Lepp', title: 'administraator', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `raili.mets@${HOST}`, name: 'Raili Mets', title: 'Kvaliteedijuht', pages: ['/kontakt'], cases: ['definition-list', 'plain', ln] },
        { address: `kadri.rebane@${HOST}`, name: 'Kadri Rebane', title: 'hambaarst', titleAlternatives: ['konsultant', 'konsultant hambaarst'], pages: ['/uudised/uus-intraoraalne-skanner'], cases: ['prose', 'honorific', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `eesnimi.perenimi@${HOST}` },
      disallowed: ['/partnerportaal'],
      nonAddresses: [
        { text: `eesnimi.perenimi@${HOST}`, kind: 'scheme' },
        { text: `portaal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
