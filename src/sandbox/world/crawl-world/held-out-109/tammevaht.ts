/**
 * Tammevaht Mööbel OÜ: a solid-wood furniture workshop in Viljandi, on Joomla 3 with the Protostar
 * template, in Estonian with an English section (reached through the language filter's hreflang
 * alternates). The contact page shows com_contact blocks whose addresses Joomla's email cloaking
 * writes from script variables (character references inside), the bookkeeper as "Title: Name"
 * with "[at]"; the interior architect in running text on a page two links from home; the English
 * home and contact page, whose JSON-LD holds the export manager inside a department; a job ad
 * listed only in the gzip sitemap the robots.txt names. The dealers' price list (disallowed) and a
 * retina logo's file name are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tammevaht-mobel.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/', 'Avaleht'],
    ['/tooted', 'Tooted'],
    ['/meist', 'Meist'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tammevaht Mööbel',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/protostar/css/template.css?5f1b9c0e4a7d2e3f8a6b1c0d9e8f7a6b" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?5f1b9c0e4a7d2e3f8a6b1c0d9e8f7a6b"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?5f1b9c0e4a7d2e3f8a6b1c0d9e8f7a6b"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="${lang === 'en' ? '/en' : '/'}"><img src="/images/logo/tammevaht-logo.png" srcset="/images/logo/tammevaht-logo@2x.png 2x" alt="Tammevaht Mööbel"></a>` +
      `<div class="header-search pull-right"></div></div></header><nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div>` +
      `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU[lang]!.map(([h, l], i) => `<li class="item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav><div class="row-fluid"><div id="content" class="span12"><div id="system-message-container"></div>`
    );
  },
  footer: (p) =>
    `</div></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Tammevaht Mööbel OÜ · Tallinna 61, 71012 Viljandi · ${tel('+372 435 7710')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/privaatsus">${p.lang === 'en' ? 'Privacy' : 'Privaatsustingimused'}</a> · <a href="/edasimuujatele">${p.lang === 'en' ? 'For dealers' : 'Edasimüüjatele'}</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">${p.lang === 'en' ? 'Back to Top' : 'Tagasi üles'}</a></p><p>© 2025 Tammevaht Mööbel OÜ</p></div></footer>`,
  privacyPath: { et: '/privaatsus', en: '/privaatsus' },
  bodyEnd: ['<script src="/templates/protostar/js/template.js?5f1b9c0e4a7d2e3f8a6b1c0d9e8f7a6b"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const item = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="et-EE"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's email cloaking (plugin "Content - Email Cloaking"): the address only in script variables. */
function cloak(local: string, id: string): { html: string; js: string } {
  const js =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + 'tammevaht-mobel' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'tammevaht-mobel' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  return { html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>${js}</script>`, js };
}

type Contact = { name: string; title: string; local: string; phone: string; id: string };
const CONTACTS: Contact[] = [
  { name: 'Margus Kivi', title: 'juhatuse liige', local: 'margus', phone: '+372 5301 1180', id: '4e1a7c92d05b3f86' },
  { name: 'Kristel Pärn', title: 'müügijuht', local: 'kristel', phone: '+372 5301 1182', id: '9b3d61f0a8c47e25' },
  { name: 'Rein Kuusk', title: 'tootmisjuht', local: 'rein', phone: '+372 5301 1185', id: 'c72e05a9f1d86b34' },
];
const CLOAKS = CONTACTS.map((c) => cloak(c.local, c.id));

const ALT = { et: '/', en: '/en' };

export function tammevaht(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Täispuitmööbel Viljandist',
    alternates: ALT,
    main: item(
      'Täispuitmööbel Viljandist',
      `<p>Valmistame tammest, saarest ja kasest laudu, toole, riiuleid ja kööke alates 2009. aastast. Kõik tooted on tehtud meie töökojas Viljandis ja viimistletud looduslike õlide ja vahaga.</p><p><a href="/tooted">Vaata tooteid</a> · <a href="/kontakt">Küsi pakkumist</a></p>`,
    ),
  });

  pages['/tooted'] = page({
    path: '/tooted',
    title: 'Tooted',
    main: item('Tooted', `<ul><li>Söögilauad ja pingid</li><li>Toolid „Sakala“ ja „Uku“</li><li>Raamaturiiulid</li><li>Köögimööbel eritellimusel</li></ul><p>Hinnad alates 390 € (tool) kuni 2800 € (söögilaud 240 cm).</p>`),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: item('Meist', `<p>Tammevaht on kaheksa inimesega puidutöökoda Viljandi kesklinnas. Kasutame Eesti metsast pärit puitu ja teeme iga toote käsitsi valmis.</p><p><a href="/meist/meie-lugu">Loe meie lugu</a></p>`),
  });

  pages['/meist/meie-lugu'] = page({
    path: '/meist/meie-lugu',
    title: 'Meie lugu',
    main: item(
      'Meie lugu',
      `<p>Margus Kivi ehitas esimese laua oma vanaisa rehealuses 2009. aastal. Kaks aastat hiljem koliti Tallinna tänavale endisesse piimapoodi, kus töökoda asub tänaseni.</p>` +
        `<p>Eritellimusmööbli kavandab meie sisearhitekt Kadri Rebane – saatke oma ruumi mõõdud ja soovid aadressile ${mailto(`kadri@${HOST}`)} ning ta teeb teile esialgse eskiisi tasuta.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<div class="contact-category"><div class="page-header"><h1>Kontakt</h1></div><p>Töökoda ja näidissaal: Tallinna 61, Viljandi. Avatud E–R 9–17, L 10–14.</p>` +
      CONTACTS.map(
        (c, i) =>
          `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">${esc(c.name)}</span></h2></div>` +
          `<dl class="contact-position dl-horizontal"><dt>Ametikoht:</dt><dd itemprop="jobTitle">${esc(c.title)}</dd></dl>` +
          `<dl class="contact-address dl-horizontal"><dt><span class="jicons-text">E-post: </span></dt><dd><span class="contact-emailto">${CLOAKS[i]!.html}</span></dd><dt><span class="jicons-text">Telefon: </span></dt><dd><span class="contact-telephone" itemprop="telephone">${esc(c.phone)}</span></dd></dl></div>`,
      ).join('') +
      `<div class="moduletable"><div class="custom"><p>Arved ja maksed<br>Raamatupidaja: Maire Oja, maire [at] tammevaht-mobel [dot] test</p></div></div></div>`,
  });

  pages['/uudised/otsime-tislerit'] = page({
    path: '/uudised/otsime-tislerit',
    title: 'Otsime tislerit',
    main: item(
      'Otsime oma meeskonda tislerit',
      `<p>Ootame tööle kogemusega tislerit, kes oskab lugeda jooniseid ja on töötanud CNC-pingiga. Pakume stabiilset palka, paindlikku tööaega ja tööd ilusa materjaliga.</p>` +
        `<p>Lisainfo: Eve Mänd, personalijuht, tel 5301 1190, ${mailto(`eve@${HOST}`)}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Solid wood furniture from Viljandi',
    lang: 'en',
    alternates: ALT,
    main: item(
      'Solid wood furniture from Viljandi',
      `<p>We make oak, ash and birch tables, chairs, shelving and kitchens by hand in our workshop in Viljandi, Estonia, and ship to Finland, Sweden and Germany.</p>` +
        `<div class="well"><h3>Liisa Tamm</h3><p>Sales Assistant, Finland and Sweden</p><p>${mailto(`liisa@${HOST}`)}</p></div><p><a href="/en/contact">Contact us</a></p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FurnitureStore',
        name: 'Tammevaht Mööbel OÜ',
        url: `${ORIGIN}/en`,
        address: { '@type': 'PostalAddress', streetAddress: 'Tallinna 61', postalCode: '71012', addressLocality: 'Viljandi', addressCountry: 'EE' },
        department: {
          '@type': 'Organization',
          name: 'Export sales',
          employee: { '@type': 'Person', name: 'Andrus Sepp', jobTitle: 'Export Manager', email: `andrus@${HOST}` },
        },
      },
    ],
    main: item('Contact', `<p>Workshop and showroom: Tallinna 61, 71012 Viljandi, Estonia.</p><p>Andrus Sepp, Export Manager, ${mailto(`andrus@${HOST}`)}, ${tel('+372 5301 1187')}</p>`),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsustingimused', main: item('Privaatsustingimused', `<p>Isikuandmete vastutav töötleja on Tammevaht Mööbel OÜ (registrikood 12198765).</p>`) });
  pages['/edasimuujatele'] = page({
    path: '/edasimuujatele',
    title: 'Edasimüüjatele',
    main: item('Edasimüüjatele', `<p>Hulgihinnakiri on saadaval sisselogitud partneritele. Ligipääsu saamiseks kirjutage ${mailto(`hinnakiri@${HOST}`)}.</p>`),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/tooted', '/meist', '/meist/meie-lugu', '/kontakt', '/uudised/otsime-tislerit', '/en', '/en/contact', '/privaatsus'], '2025-04-09'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /edasimuujatele\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...CONTACTS.map((c, i) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/kontakt'],
          encoded: { kind: 'script' as const, text: CLOAKS[i]!.js },
          cases: ['definition-list', 'script-protect', ln] as CaseKind[],
        })),
        { address: `maire@${HOST}`, name: 'Maire Oja', title: 'Raamatupidaja', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated', ln] },
        { address: `kadri@${HOST}`, name: 'Kadri Rebane', title: 'sisearhitekt', pages: ['/meist/meie-lugu'], cases: ['prose', 'deep-page', 'plain', ln] },
        { address: `eve@${HOST}`, name: 'Eve Mänd', title: 'personalijuht', pages: ['/uudised/otsime-tislerit'], cases: ['label-line', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: `liisa@${HOST}`, name: 'Liisa Tamm', title: 'Sales Assistant, Finland and Sweden', titleAlternatives: ['Sales Assistant'], pages: ['/en'], cases: ['hreflang', 'card', 'plain'] },
        { address: `andrus@${HOST}`, name: 'Andrus Sepp', title: 'Export Manager', pages: ['/en/contact'], cases: ['json-ld-nested', 'json-ld-person', 'name-title-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/edasimuujatele'],
      nonAddresses: [
        { text: `hinnakiri@${HOST}`, kind: 'disallowed' },
        { text: 'tammevaht-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
