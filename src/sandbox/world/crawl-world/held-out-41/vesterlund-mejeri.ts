/**
 * Vesterlund Andelsmejeri a.m.b.a.: a cooperative dairy in western Jutland, on WordPress, in
 * Danish. The staff as tables per department (Navn, Stilling, Telefon, E-mail), the quality
 * manager's address written as character references by an e-mail encoder plugin; the contact
 * page's press line and its JSON-LD sales contact point; the members' consultant in a card on the
 * cooperative members' page, the farm shop's order mailbox beside the shop keeper's name; and a
 * news post on the new dairy engineer listed only in a gzip sitemap robots.txt names. A retina
 * logo, a former employee's address in a comment, the milk haulier's address and the members'
 * login (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vesterlund-mejeri.test';
const ORIGIN = `http://${HOST}`;
const UP = 'https://vesterlund-mejeri.test/wp-content/uploads';

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-mejeriet', 'Om mejeriet'],
  ['/medarbejdere', 'Medarbejdere'],
  ['/andelshavere', 'Andelshavere'],
  ['/gaardbutik', 'Gårdbutik'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vesterlund Andelsmejeri',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="vesterlund-child-css" href="${ORIGIN}/wp-content/themes/vesterlund-child/style.css?ver=1.2.0" media="all">`,
    `<link rel="icon" href="${UP}/2021/05/cropped-ko-ikon-32x32.png" sizes="32x32">`,
  ],
  header: (p) =>
    `<header id="masthead" class="site-header ast-primary-header"><div class="ast-container"><div class="site-branding"><a href="/" rel="home"><img width="220" height="64" src="${UP}/2021/05/vesterlund-logo.png" srcset="${UP}/2021/05/vesterlund-logo.png 1x, ${UP}/2021/05/vesterlund-logo@2x.png 2x" class="custom-logo" alt="Vesterlund Andelsmejeri"></a></div>` +
    `<nav id="primary-site-navigation" class="main-navigation" aria-label="Hovedmenu"><ul id="primary-menu" class="main-header-menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-container"><div class="footer-widget-area"><section class="widget widget_text"><h2 class="widget-title">Vesterlund Andelsmejeri a.m.b.a.</h2><div class="textwidget"><p>Mejerivej 4, Vesterlund<br>7760 Hurup Thy<br>Tlf. ${tel('97 92 14 00')}<br>${mailto(`info@${HOST}`)}</p><p>CVR 18 42 55 07</p></div></section>` +
    `<section class="widget widget_nav_menu"><ul><li><a href="/privatlivspolitik">Privatlivspolitik</a></li><li><a href="/andelshavere">For andelshavere</a></li></ul></section></div><div class="ast-small-footer">© 2025 Vesterlund Andelsmejeri · Økologisk mælk fra Thy siden 1888</div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

type Row = { name: string; title: string; phone: string; local: string; encoded?: boolean };
const DEPARTMENTS: [string, Row[]][] = [
  ['Ledelse', [{ name: 'Henrik Dalsgaard', title: 'Direktør', phone: '97 92 14 01', local: 'henrik.dalsgaard' }]],
  [
    'Produktion',
    [
      { name: 'Mette Kjærgaard', title: 'Mejerichef', phone: '97 92 14 10', local: 'mette.kjaergaard' },
      { name: 'Søren Nielsen', title: 'Produktionsleder, ost', phone: '97 92 14 12', local: 'soren.nielsen' },
    ],
  ],
  ['Kvalitet og laboratorium', [{ name: 'Lone Vestergaard', title: 'Kvalitetschef', phone: '97 92 14 20', local: 'lone.vestergaard', encoded: true }]],
  ['Salg', [{ name: 'Jesper Holm', title: 'Salgschef', phone: '97 92 14 30', local: 'jesper.holm' }]],
  ['Administration', [{ name: 'Birthe Mikkelsen', title: 'Bogholder', phone: '97 92 14 40', local: 'birthe.mikkelsen' }]],
];

const rowHtml = (r: Row): string => {
  const address = `${r.local}@${HOST}`;
  const mail = r.encoded ? `<a href="mailto:${entities(address)}">${entities(address)}</a>` : mailto(address);
  return `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${mail}</td></tr>`;
};

export function vesterlundMejeri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Økologisk mejeri i Thy',
    description: 'Andelsmejeri ejet af 38 økologiske mælkeproducenter i Thy. Ost, smør og mælk fra egne gårde.',
    main: entry(
      `<h1>Mælk fra Thy – forarbejdet i Thy</h1><p>Vesterlund Andelsmejeri er ejet af 38 økologiske mælkeproducenter. Vi indvejer omkring 42 millioner kg mælk om året og laver modnet ost, kærnemælk og smør.</p>` +
        `<p><a href="/om-mejeriet">Læs om mejeriets historie</a> · <a href="/gaardbutik">Besøg gårdbutikken</a></p>`,
    ),
  });

  pages['/om-mejeriet'] = page({
    path: '/om-mejeriet',
    title: 'Om mejeriet',
    main: entry(
      `<h1>Om mejeriet</h1><p>Mejeriet blev grundlagt i 1888 af 54 andelshavere fra sognene omkring Vesterlund. I dag er vi et af de sidste selvstændige andelsmejerier i Danmark. Hver andelshaver har én stemme på generalforsamlingen, uanset hvor meget mælk han eller hun leverer.</p>` +
        `<p>Mejeriet ledes af direktør Henrik Dalsgaard og har 46 medarbejdere i produktion, laboratorium, lager og administration.</p>` +
        `<h2>Vores oste</h2><ul><li>Vesterlund Vesterhavsost, 12 måneder</li><li>Thy Skørost</li><li>Kærnemælk og økologisk smør</li></ul>`,
    ),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main: entry(
      `<h1>Medarbejdere</h1><p>Her finder du de medarbejdere, du typisk får brug for at kontakte. Vores omstilling har åbent mandag–torsdag 7.30–15.30 og fredag 7.30–13.00.</p>` +
        DEPARTMENTS.map(
          ([dept, rows]) =>
            `<h2 class="wp-block-heading">${esc(dept)}</h2><figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Navn</th><th>Stilling</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>${rows.map(rowHtml).join('')}</tbody></table></figure>`,
        ).join('') +
        `<!-- Ole Bach fratrådt 31.12.2024, mail omstillet: ole.bach@${HOST} -->`,
    ),
  });

  pages['/andelshavere'] = page({
    path: '/andelshavere',
    title: 'Andelshavere',
    main: entry(
      `<h1>For andelshavere</h1><p>Som andelshaver leverer du al din mælk til mejeriet og får andel i årets overskud. Efterbetalingen for 2024 blev 38 øre pr. kg.</p>` +
        `<h2>Bestyrelse</h2><ul><li>Formand: Niels Kristian Thomsen, Bakkegården, tlf. 21 44 90 12</li><li>Næstformand: Karen Brix, Lyngholm, tlf. 40 18 77 03</li><li>Jens Ole Mortensen, Vesterbøl</li><li>Anne-Mette Bach, Søndergård</li></ul>` +
        `<h2>Kontakt for andelshavere</h2><div class="wp-block-columns"><div class="wp-block-column"><div class="ast-card contact-card"><img src="${UP}/2023/02/ane-sonderby-300x300.jpg" alt="Ane Sønderby" width="150" height="150"><h3>Ane Sønderby</h3><p class="role">Andelshaverkonsulent</p><p>Mælkekvalitet, afregning og optagelse af nye andelshavere</p><p>${tel('97 92 14 50')}<br>${mailto(`ane.sonderby@${HOST}`)}</p></div></div></div>` +
        `<h2>Mælkeafhentning</h2><p>Mælken hentes hver anden dag af Thy Mælketransport ApS. Spørgsmål om kørsel og tankrengøring: ${mailto('disponent@thy-maelketransport.test')}.</p>` +
        `<p><a href="/andelshaver-login">Log ind på andelshaverportalen</a> (afregninger, leverancer, analyseresultater)</p>`,
    ),
  });

  pages['/andelshaver-login'] = page({
    path: '/andelshaver-login',
    title: 'Andelshaverportal',
    main: entry(`<h1>Andelshaverportal</h1><form method="post" action="/andelshaver-login"><label>Leverandørnummer <input name="lev"></label><label>Adgangskode <input type="password" name="pw"></label><button>Log ind</button></form><p>Problemer med at logge ind? Skriv til ${mailto(`portal@${HOST}`)}.</p>`),
  });

  pages['/gaardbutik'] = page({
    path: '/gaardbutik',
    title: 'Gårdbutik',
    main: entry(
      `<h1>Gårdbutikken</h1><p>Åben torsdag og fredag 10–17, lørdag 9–13. Her kan du købe alle vores oste, også dem der ikke kommer i supermarkedet, og kasseret ost til halv pris.</p>` +
        `<p>Gårdbutikken passes af Inge Lauridsen. Bestilling af ostebord og gaveæsker: ${mailto(`butik@${HOST}`)} eller tlf. ${tel('97 92 14 60')} senest tre dage før.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Vesterlund Andelsmejeri a.m.b.a.',
        url: `${ORIGIN}/`,
        logo: `${UP}/2021/05/vesterlund-logo@2x.png`,
        email: `info@${HOST}`,
        telephone: '+45 97 92 14 00',
        address: { '@type': 'PostalAddress', streetAddress: 'Mejerivej 4, Vesterlund', postalCode: '7760', addressLocality: 'Hurup Thy', addressCountry: 'DK' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'sales', email: `salg@${HOST}`, telephone: '+45 97 92 14 30', availableLanguage: ['Danish', 'English', 'German'] },
        ],
      },
    ],
    main: entry(
      `<h1>Kontakt</h1><div class="wp-block-columns"><div class="wp-block-column"><p><strong>Vesterlund Andelsmejeri a.m.b.a.</strong><br>Mejerivej 4, Vesterlund<br>7760 Hurup Thy</p><p>Tlf. ${tel('97 92 14 00')}<br>${mailto(`info@${HOST}`)}</p></div>` +
        `<div class="wp-block-column"><p>Ordrer og salg til butikker: ${mailto(`salg@${HOST}`)}</p><p>Pressehenvendelser: Direktør Henrik Dalsgaard, tlf. ${tel('97 92 14 01')}, ${mailto(`henrik.dalsgaard@${HOST}`)}</p></div></div>` +
        `<p>Find en bestemt medarbejder på siden <a href="/medarbejdere">Medarbejdere</a>.</p>`,
    ),
  });

  pages['/privatlivspolitik'] = page({
    path: '/privatlivspolitik',
    title: 'Privatlivspolitik',
    main: entry(`<h1>Privatlivspolitik</h1><p>Vesterlund Andelsmejeri a.m.b.a. er dataansvarlig for behandlingen af de personoplysninger, vi modtager om dig. Vi bruger Google Analytics med anonymiserede IP-adresser.</p>`),
  });

  pages['/nyheder/ny-mejeriingenioer'] = page({
    path: '/nyheder/ny-mejeriingenioer',
    title: 'Ny mejeriingeniør på Vesterlund',
    main: entry(
      `<h1>Ny mejeriingeniør på Vesterlund</h1><p class="posted-on">3. marts 2025</p><p>Vi byder velkommen til Camilla Friis, der 1. april starter som mejeriingeniør. Camilla kommer fra et større mejeri i Sønderjylland og skal især arbejde med vores nye ystekar og med energioptimering.</p>` +
        `<p>Camilla kan fra 1. april kontaktes på ${mailto(`camilla.friis@${HOST}`)}.</p>`,
    ),
  });

  const newsMap = urlset(HOST, ['/nyheder/ny-mejeriingenioer'], '2025-03-03');
  pages['/sitemap_nyheder.xml.gz'] = gzipXmlPage(newsMap);

  const everyPage = Object.keys(pages).filter((p) => p !== '/andelshaver-login' && !p.endsWith('.gz'));
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /andelshaver-login\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemap_nyheder.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/om-mejeriet', '/medarbejdere', '/andelshavere', '/gaardbutik', '/kontakt', '/privatlivspolitik'], '2025-02-11'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['da'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `salg@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `butik@${HOST}`, name: null, title: null, pages: ['/gaardbutik'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `henrik.dalsgaard@${HOST}`, name: 'Henrik Dalsgaard', title: 'Direktør', pages: ['/medarbejdere', '/kontakt'], cases: ['table', 'label-line', 'plain', ln] },
        { address: `mette.kjaergaard@${HOST}`, name: 'Mette Kjærgaard', title: 'Mejerichef', pages: ['/medarbejdere'], cases: ['table', 'plain', ln] },
        { address: `soren.nielsen@${HOST}`, name: 'Søren Nielsen', title: 'Produktionsleder, ost', pages: ['/medarbejdere'], cases: ['table', 'plain', ln] },
        { address: `lone.vestergaard@${HOST}`, name: 'Lone Vestergaard', title: 'Kvalitetschef', pages: ['/medarbejdere'], cases: ['table', 'entities', ln] },
        { address: `jesper.holm@${HOST}`, name: 'Jesper Holm', title: 'Salgschef', pages: ['/medarbejdere'], cases: ['table', 'plain', ln] },
        { address: `birthe.mikkelsen@${HOST}`, name: 'Birthe Mikkelsen', title: 'Bogholder', pages: ['/medarbejdere'], cases: ['table', 'plain', ln] },
        { address: `ane.sonderby@${HOST}`, name: 'Ane Sønderby', title: 'Andelshaverkonsulent', pages: ['/andelshavere'], cases: ['card', 'plain', ln] },
        { address: `camilla.friis@${HOST}`, name: 'Camilla Friis', title: 'mejeriingeniør', pages: ['/nyheder/ny-mejeriingenioer'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/andelshaver-login'],
      nonAddresses: [
        { text: `ole.bach@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'disponent@thy-maelketransport.test', kind: 'other-company' },
        { text: 'vesterlund-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
