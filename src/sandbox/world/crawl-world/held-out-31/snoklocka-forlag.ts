/**
 * Bokförlaget Snöklocka: a small literary publisher in Umeå (fiction, Norrland non-fiction,
 * children's books), on Squarespace 7.1, Swedish only. The publisher as "Förläggare: Namn" on the
 * contact page; the editors, designer and finance manager as a definition list on the about page, the rights
 * manager's address put together by a code-block script; the press officer as a label line on the
 * press page; the children's editor in the prose of a news post listed only in the blog sitemap
 * the robots.txt names. The newsletter form's placeholder, the distributor's order address and the
 * review-copy portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'snoklocka-forlag.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hem'],
  ['/utgivning', 'Utgivning'],
  ['/om-oss', 'Om oss'],
  ['/press', 'Press'],
  ['/manus', 'Skicka manus'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bokförlaget Snöklocka',
  head: [
    '<!-- This is Squarespace. --><!-- snoklocka-forlag -->',
    '<base href="">',
    `<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6512a3f0c8e1b94d2a7f0c11/favicon.ico?format=100w">`,
    '<script type="text/javascript" src="//use.typekit.net/ik/9cQzA1-2bXv7yM0PqRkT3hLwN5sD4eF6gH8jK0lZ.js" async fetchpriority="low"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"6512a3f0c8e1b94d2a7f0c11","identifier":"snoklocka-forlag","websiteType":1,"siteTitle":"Bokf\\u00f6rlaget Sn\\u00f6klocka","language":"sv-SE"},"templateVersion":"7.1","templateId":"5c5a519771c10ba3470d8101"};</script>',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512a3f0c8e1b94d2a7f0c11/41/5c5a519771c10ba3470d8101/6512a3f0c8e1b94d2a7f0c31/1623/site.css">',
  ],
  header: (p) =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce"><div class="header-display-desktop">` +
    `<div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a href="/" id="site-title">Bokförlaget Snöklocka</a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">` +
    MENU.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection${p.path === href ? ' header-nav-item--active' : ''}"><a href="${href}" data-animation-role="header-element"${p.path === href ? ' aria-current="page"' : ''}>${esc(label)}</a></div>`).join('') +
    `</nav></div></div></div></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="6512a4">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="dark"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-6 span-6"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">` +
    `<p><strong>Bokförlaget Snöklocka AB</strong><br>Storgatan 38, 903 26 Umeå<br>${tel('090-13 57 20')} · ${mailto(`info@${HOST}`)}</p></div></div></div></div>` +
    `<div class="col sqs-col-6 span-6"><div class="sqs-block newsletter-block sqs-block-newsletter"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">Nyhetsbrev</h2><form class="newsletter-form" autocomplete="on"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui_3_17_2">E-postadress</label><input id="email-yui_3_17_2" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="namn@exempel.se" /></div><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape" type="submit" value="Prenumerera">Prenumerera</button></form></div></div></div>` +
    `<p><a href="/integritetspolicy">Integritetspolicy</a> · <a href="/forhandsexemplar">Recensionsexemplar</a></p></div></div></div></div></div></section></footer></div>`,
  privacyPath: { sv: '/integritetspolicy' },
  bodyEnd: [
    '<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7a3c1e9b0f2d4a6c8e1b.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });

const section = (html: string): string =>
  `<section class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></section>`;

const codeBlock = (html: string): string =>
  `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block code-block sqs-block-code" data-block-type="23"><div class="sqs-block-content">${html}</div></div></div></div></div></div></section>`;

const JOHAN_SCRIPT = `var anv = 'johan'; var dom = 'snoklocka-forlag' + '.' + 'test'; var adr = anv + '@' + dom; document.getElementById('rattigheter').innerHTML = '<a href="mailto:' + adr + '">' + adr + '</a>';`;

export function snoklockaForlag(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Böcker från norr',
    main: section(
      `<h1>Böcker från norr sedan 2009</h1><p>Vi ger ut åtta till tio titlar om året: skönlitteratur, facklitteratur om Norrland och bilderböcker för de yngsta. Våra böcker finns i bokhandeln, på biblioteken och som e-bok.</p><p><a href="/utgivning">Vårens utgivning</a> · <a href="/om-oss">Vilka vi är</a></p>`,
    ),
  });

  pages['/utgivning'] = page({
    path: '/utgivning',
    title: 'Utgivning',
    main: section(
      `<h1>Utgivning våren 2025</h1><ul><li><em>Älven vet</em> – roman av Siri Henriksson (mars)</li><li><em>Flottarna</em> – fackbok av Per-Erik Lidström (april)</li><li><em>Lilla Ren och dimman</em> – bilderbok av Moa Tjärnström (maj)</li></ul><p>Bokhandeln beställer via vår distributör Förlagssystem: order@forlagsdistribution.test</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main:
      section(
        `<h1>Om oss</h1><p>Snöklocka grundades 2009 av Karin Sjöberg efter tjugo år som redaktör i Stockholm. Vi är fem personer på kontoret vid Storgatan och arbetar med ett trettiotal frilansande översättare, illustratörer och korrekturläsare.</p>` +
          `<dl class="medarbetare"><dt>Olof Nyström</dt><dd>Redaktör, skönlitteratur</dd><dd>${mailto(`olof@${HOST}`)}</dd><dt>Maja Eklund</dt><dd>Formgivare och produktionsansvarig</dd><dd>${mailto(`maja@${HOST}`)}</dd><dt>Johan Berglund</dt><dd>Rättighetsansvarig (foreign rights)</dd><dd id="rattigheter">Aktivera JavaScript för att se adressen.</dd><dt>Lena Wikström</dt><dd>Ekonomiansvarig, royaltyredovisning</dd><dd>${mailto(`lena@${HOST}`)}</dd></dl>`,
      ) + codeBlock(`<script>${JOHAN_SCRIPT}</script>`),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: section(
      `<h1>Press</h1><p>Pressbilder på författare och omslag finns att ladda ner i högupplöst format under respektive titel.</p>` +
        `<p>Presskontakt: Hanna Lund, pressansvarig, tel. ${tel('070-482 19 63')}, ${mailto(`hanna@${HOST}`)}</p><p>Recensionsexemplar beställer du i vår portal för recensenter.</p>`,
    ),
  });

  pages['/manus'] = page({
    path: '/manus',
    title: 'Skicka manus',
    main: section(`<h1>Skicka manus</h1><p>Vi läser alla manus som kommer in, men hinner tyvärr inte ge personliga omdömen. Skicka manuset som pdf till ${mailto(`manus@${HOST}`)} tillsammans med en kort presentation av dig själv. Svarstiden är cirka tre månader.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt</h1><p>Bokförlaget Snöklocka AB<br>Storgatan 38, 903 26 Umeå<br>Telefon ${tel('090-13 57 20')}<br>${mailto(`info@${HOST}`)}</p>` +
        `<p>Förläggare: Karin Sjöberg, ${mailto(`karin@${HOST}`)}</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: section(`<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Bokförlaget Snöklocka AB, org.nr 556789-1234.</p>`) });
  pages['/forhandsexemplar'] = page({ path: '/forhandsexemplar', title: 'Recensionsexemplar', main: section(`<h1>Recensionsexemplar</h1><p>Inloggning för recensenter och bokbloggare. Frågor: ${mailto(`recension@${HOST}`)}</p>`) });

  pages['/blogg/lilla-ren-till-augustgalan'] = page({
    path: '/blogg/lilla-ren-till-augustgalan',
    title: 'Lilla Ren nominerad!',
    main: section(
      `<h1>Lilla Ren och dimman nominerad till Augustpriset</h1><p class="blog-meta"><time datetime="2025-10-21">21 oktober 2025</time></p><p>Vi är så glada! Moa Tjärnströms bilderbok är en av sex nominerade i kategorin Årets svenska barn- och ungdomsbok. Bibliotek och skolor som vill boka ett författarbesök kan vända sig till Ebba Forsgren, vår redaktör för barn- och ungdomsböcker, på ${mailto(`ebba@${HOST}`)}.</p>`,
    ),
  });

  pages['/blog-sitemap.xml'] = xmlPage(urlset(HOST, ['/blogg/lilla-ren-till-augustgalan'], '2025-10-21'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?format=json\nDisallow: /forhandsexemplar\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/blog-sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/utgivning', '/om-oss', '/press', '/manus', '/kontakt', '/integritetspolicy'], '2025-10-21'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Kq3ZbR1p/7vX2mNa' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `manus@${HOST}`, name: null, title: null, pages: ['/manus'], cases: ['role', 'plain', ln] },
        { address: `karin@${HOST}`, name: 'Karin Sjöberg', title: 'Förläggare', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        { address: `olof@${HOST}`, name: 'Olof Nyström', title: 'Redaktör, skönlitteratur', pages: ['/om-oss'], cases: ['definition-list', 'plain', ln] },
        { address: `maja@${HOST}`, name: 'Maja Eklund', title: 'Formgivare och produktionsansvarig', pages: ['/om-oss'], cases: ['definition-list', 'plain', ln] },
        {
          address: `johan@${HOST}`,
          name: 'Johan Berglund',
          title: 'Rättighetsansvarig (foreign rights)',
          pages: ['/om-oss'],
          encoded: { kind: 'script', text: JOHAN_SCRIPT },
          cases: ['definition-list', 'script-concat', ln],
        },
        { address: `lena@${HOST}`, name: 'Lena Wikström', title: 'Ekonomiansvarig, royaltyredovisning', pages: ['/om-oss'], cases: ['definition-list', 'plain', ln] },
        { address: `hanna@${HOST}`, name: 'Hanna Lund', title: 'pressansvarig', pages: ['/press'], cases: ['label-line', 'plain'] },
        { address: `ebba@${HOST}`, name: 'Ebba Forsgren', title: 'redaktör för barn- och ungdomsböcker', pages: ['/blogg/lilla-ren-till-augustgalan'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/forhandsexemplar'],
      nonAddresses: [
        { text: `recension@${HOST}`, kind: 'disallowed' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'order@forlagsdistribution.test', kind: 'other-company' },
      ],
    },
  };
}
