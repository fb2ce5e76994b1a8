/**
 * Notářský úřad JUDr. Petra Dvořáková: a notary's office in Brno, Czech with one English page. A
 * Joomla 3 site: articles, the contacts component (a category list, then one page per person with
 * a definition list), and the "Content - Email Cloaking" plugin on, so every address in an
 * article or a contact is written by Joomla's cloaking script; the footer is a custom module
 * without "prepare content", so its address is plain.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'notar-dvorakova.test';

/** Joomla's convertEncoding: vowels as decimal references, the rest HTML-escaped. */
function convertEncoding(text: string): string {
  return text.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Joomla 3's JHtmlEmail::cloak (mailto link, the address as its text): a span with the
 * "protected" notice and a script that writes the link into it. Returns the HTML and the script.
 */
function cloak(address: string, rand: string): { html: string; script: string } {
  const mail = convertEncoding(address);
  const [local, domain = ''] = mail.split('@');
  const parts = domain.split('.').join("' + '&#46;' + '");
  const script =
    `\n\t\t\t\tdocument.getElementById('cloak${rand}').innerHTML = '';` +
    `\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';` +
    `\n\t\t\t\tvar path = 'hr' + 'ef' + '=';` +
    `\n\t\t\t\tvar addy${rand} = '${local}' + '&#64;';` +
    `\n\t\t\t\taddy${rand} = addy${rand} + '${parts}';` +
    `\n\t\t\t\tvar addy_text${rand} = '${local}' + '&#64;' + '${parts}';document.getElementById('cloak${rand}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${rand} + '\\'>'+addy_text${rand}+'<\\/a>';` +
    `\n\t\t`;
  const html = `<span id="cloak${rand}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>${script}</script>`;
  return { html, script };
}

const NAV: [string, string, [string, string][]?][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  [
    '/sluzby',
    'Služby',
    [
      ['/sluzby/notarske-uschovy', 'Notářské úschovy'],
      ['/sluzby/overovani', 'Ověřování podpisů a listin'],
      ['/sluzby/dedictvi', 'Dědictví'],
    ],
  ],
  ['/cenik', 'Ceník'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Notářský úřad JUDr. Petra Dvořáková',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/notar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/notar/css/template.css?7e1f2c9a4b8d3e6f0a5c1b2d3e4f5a6b" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?7e1f2c9a4b8d3e6f0a5c1b2d3e4f5a6b"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?7e1f2c9a4b8d3e6f0a5c1b2d3e4f5a6b"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?7e1f2c9a4b8d3e6f0a5c1b2d3e4f5a6b"></script>',
  ],
  header: (page) =>
    `<header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo-notar.png" alt="Notářský úřad JUDr. Petra Dvořáková"> <div class="site-description">Notářský úřad v Brně</div></a></div></header>\n` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Přepnout navigaci</span></a></div><div class="nav-collapse">` +
    `<ul class="nav menu nav-pills mod-list">` +
    NAV.map(([href, label, sub], i) =>
      sub
        ? `<li class="item-${110 + i} deeper parent"><a href="${href}">${esc(label)}</a><ul class="nav-child unstyled small">${sub.map(([h, l], j) => `<li class="item-${130 + j}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></li>`
        : `<li class="item-${110 + i}${href === page.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`,
    ).join('') +
    `</ul></div></nav>`,
  footer: () =>
    `<footer class="footer" role="contentinfo"><div class="container"><hr>` +
    `<div class="custom"><p><strong>Notářský úřad JUDr. Petra Dvořáková</strong>, Kobližná 19, 602 00 Brno<br>tel.: +420 542 211 300, e-mail: <a href="mailto:kancelar@notar-dvorakova.test">kancelar@notar-dvorakova.test</a>, datová schránka: 8xk2pqa<br>IČO: 71234567 · Úřední hodiny: po–čt 8:00–16:30, pá 8:00–14:00</p></div>` +
    `<p class="pull-right"><a href="/interni/rozpis-sluzeb">Intranet</a> · <a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></p><p>© 2025 Notářský úřad JUDr. Petra Dvořáková</p>` +
    `</div></footer>`,
  bodyEnd: [],
};

function page(spec: PageSpec, sidebar = ''): SandboxPage {
  return renderPage(theme, {
    ...spec,
    main: `<div class="row-fluid">${sidebar ? `<div id="aside" class="span3">${sidebar}</div>` : ''}<div id="component" class="span${sidebar ? 9 : 12}"><div id="system-message-container"></div>\n${spec.main}\n</div></div>`,
  });
}

/** A com_content article. */
function article(title: string, body: string): string {
  return `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${body}</div></div>`;
}

interface Contact {
  id: number;
  alias: string;
  name: string;
  position: string;
  phone: string;
  email: string;
  rand: string;
  photo: string;
  misc: string;
}

const CONTACTS: Contact[] = [
  { id: 1, alias: 'judr-petra-dvorakova-ph-d', name: 'JUDr. Petra Dvořáková, Ph.D.', position: 'notářka', phone: '+420 542 211 301', email: 'dvorakova@notar-dvorakova.test', rand: 'a41f0c2e9b7d86a3e5f1c0d2b4a69e87', photo: 'dvorakova', misc: 'Notářkou v Brně od roku 2011. Předtím notářská kandidátka a advokátka.' },
  { id: 2, alias: 'mgr-tomas-krejci', name: 'Mgr. Tomáš Krejčí', position: 'notářský kandidát', phone: '+420 542 211 305', email: 'krejci@notar-dvorakova.test', rand: '5c0e8b1d7f3a92c6e4d0b8a1f7c3e529', photo: 'krejci', misc: 'Zastupuje notářku v době její nepřítomnosti. Úschovy, smlouvy o převodu nemovitostí.' },
  { id: 3, alias: 'mgr-lucie-stastna', name: 'Mgr. Lucie Šťastná', position: 'notářská koncipientka', phone: '+420 542 211 306', email: 'stastna@notar-dvorakova.test', rand: 'e9d2a7c4f10b385e6a9c2d7f4b1e0a63', photo: 'stastna', misc: 'Dědická řízení, zakládání obchodních společností. Komunikuje také anglicky.' },
  { id: 4, alias: 'bc-veronika-horakova', name: 'Bc. Veronika Horáková', position: 'vedoucí kanceláře', phone: '+420 542 211 300', email: 'horakova@notar-dvorakova.test', rand: '27b6f3e08c1d4a95f2e7c6b0d3a8194f', photo: 'horakova', misc: 'Objednávky, ověřování podpisů (legalizace) a listin (vidimace), výpisy z CzechPOINT.' },
];

function contactPage(c: Contact): { html: string; script: string } {
  const mail = cloak(c.email, c.rand);
  const html =
    `<div class="contact" itemscope itemtype="https://schema.org/Person">\n` +
    `\t<div class="page-header"><h2><span class="contact-name" itemprop="name">${esc(c.name)}</span></h2></div>\n` +
    `\t<h3>Kontakt</h3>\n` +
    `\t<div class="thumbnail pull-right"><img src="/images/kontakty/${c.photo}.jpg" itemprop="image"></div>\n` +
    `\t<dl class="contact-position dl-horizontal"><dd itemprop="jobTitle">${esc(c.position)}</dd></dl>\n` +
    `\t<dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">\n` +
    `\t\t<dt><span class="jicons-text">Adresa: </span></dt>\n` +
    `\t\t<dd><span class="contact-street" itemprop="streetAddress">Kobližná 19<br></span></dd>\n` +
    `\t\t<dd><span class="contact-suburb" itemprop="addressLocality">Brno<br></span></dd>\n` +
    `\t\t<dd><span class="contact-postcode" itemprop="postalCode">602 00<br></span></dd>\n` +
    `\t\t<dt><span class="jicons-text">E-mail: </span></dt>\n` +
    `\t\t<dd><span class="contact-emailto">${mail.html}</span></dd>\n` +
    `\t\t<dt><span class="jicons-text">Telefon: </span></dt>\n` +
    `\t\t<dd><span class="contact-telephone" itemprop="telephone">${esc(c.phone)}</span></dd>\n` +
    `\t</dl>\n` +
    `\t<h3>Další informace</h3><div class="contact-miscinfo"><dl class="dl-horizontal"><dt><span class="jicons-text">Další informace: </span></dt><dd><div class="contact-misc"><p>${esc(c.misc)}</p></div></dd></dl></div>\n` +
    `</div>`;
  return { html, script: mail.script };
}

export function notarDvorakova(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const scripts: Record<string, string> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    lang: 'cs-cz',
    description: 'Notářský úřad v centru Brna: úschovy, ověřování, dědictví, zakládání společností, notářské zápisy.',
    main: article(
      'Vítejte na stránkách notářského úřadu',
      `<p>Notářský úřad JUDr. Petry Dvořákové sídlí v centru Brna, na ulici Kobližná, nedaleko náměstí Svobody. Poskytujeme veškeré notářské služby: sepisujeme notářské zápisy, přijímáme peníze a listiny do úschovy, ověřujeme podpisy a listiny a jako soudní komisaři vedeme dědická řízení.</p>
<p>Ověření podpisu nebo listiny provedeme bez objednání v úředních hodinách. Na sepis notářského zápisu se prosím předem objednejte.</p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    lang: 'cs-cz',
    main: article(
      'O nás',
      `<p>JUDr. Petra Dvořáková, Ph.D., byla jmenována notářkou se sídlem v Brně v roce 2011. Vystudovala Právnickou fakultu Masarykovy univerzity, kde později získala i doktorát z občanského práva.</p>
<p>V kanceláři s ní pracují notářský kandidát Mgr. Tomáš Krejčí, notářská koncipientka Mgr. Lucie Šťastná a vedoucí kanceláře Bc. Veronika Horáková. Kontakty na jednotlivé pracovníky najdete v sekci <a href="/kontakt">Kontakt</a>.</p>`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    lang: 'cs-cz',
    main: `<div class="blog" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name"><a href="/sluzby/notarske-uschovy" itemprop="url">Notářské úschovy</a></h2></div><p>Bezpečná úschova kupní ceny při prodeji nemovitosti.</p></div>
<div class="leading-1"><div class="page-header"><h2 itemprop="name"><a href="/sluzby/overovani" itemprop="url">Ověřování podpisů a listin</a></h2></div><p>Legalizace a vidimace bez objednání.</p></div>
<div class="leading-2"><div class="page-header"><h2 itemprop="name"><a href="/sluzby/dedictvi" itemprop="url">Dědictví</a></h2></div><p>Dědická řízení v pověření Městského soudu v Brně.</p></div></div></div>`,
  });

  const krejciUschovy = cloak('krejci@notar-dvorakova.test', '0f6b3d9e2a7c41e8b5d0f9a3c6e2b714');
  const uschovy = cloak('uschovy@notar-dvorakova.test', 'c83e1a5f7d2b904e6c1a8f3d5b7e2096');
  scripts.uschovy = uschovy.script;
  pages['/sluzby/notarske-uschovy'] = page({
    path: '/sluzby/notarske-uschovy',
    title: 'Notářské úschovy',
    lang: 'cs-cz',
    main: article(
      'Notářské úschovy',
      `<p>Při prodeji nemovitosti je bezpečné složit kupní cenu do notářské úschovy. Notář peníze vyplatí prodávajícímu teprve po zápisu vlastnického práva kupujícího do katastru nemovitostí. Peníze jsou vedeny na zvláštním účtu notářské úschovy a jsou pojištěny.</p>
<p><strong>Kontaktní osoba:</strong> Mgr. Tomáš Krejčí, notářský kandidát, tel. +420 542 211 305, e-mail: ${krejciUschovy.html}</p>
<p>Avíza o platbách do úschovy a potvrzení o zápisu do katastru zasílejte na ${uschovy.html}.</p>`,
    ),
  });

  pages['/sluzby/overovani'] = page({
    path: '/sluzby/overovani',
    title: 'Ověřování podpisů a listin',
    lang: 'cs-cz',
    main: article(
      'Ověřování podpisů a listin',
      `<p>Ověření pravosti podpisu (legalizaci) a ověření shody opisu nebo kopie s listinou (vidimaci) provádíme bez objednání v úředních hodinách. K ověření podpisu vezměte s sebou platný doklad totožnosti.</p>
<p>Cena ověření jednoho podpisu činí 60 Kč + DPH, ověření kopie 36 Kč + DPH za každou i započatou stránku.</p>`,
    ),
  });

  pages['/sluzby/dedictvi'] = page({
    path: '/sluzby/dedictvi',
    title: 'Dědictví',
    lang: 'cs-cz',
    main: article(
      'Dědictví',
      `<p>Notářka je pověřována Městským soudem v Brně projednáním dědictví jako soudní komisařka. Po úmrtí blízké osoby není třeba notáře vyhledávat: soud dědické řízení zahájí sám a notářský úřad vás předvolá.</p>`,
    ),
  });

  const novakova = cloak('novakova@notar-dvorakova.test', '94d7b2f0e6a3c815d9b4e7a0c2f6d38b');
  scripts.novakova = novakova.script;
  pages['/cenik'] = page({
    path: '/cenik',
    title: 'Ceník',
    lang: 'cs-cz',
    main: article(
      'Ceník',
      `<p>Odměna notáře se řídí vyhláškou Ministerstva spravedlnosti č. 196/2001 Sb., o odměnách a náhradách notářů (notářský tarif). Ke všem cenám se připočítává DPH.</p>
<table class="table table-striped"><tbody><tr><td>Ověření podpisu (za každý podpis)</td><td>60 Kč</td></tr><tr><td>Ověření kopie (za stránku)</td><td>36 Kč</td></tr><tr><td>Úschova peněz</td><td>dle výše úschovy, min. 2 000 Kč</td></tr></tbody></table>
<p>Platit lze v hotovosti nebo kartou. Doklady o zaplacení, žádosti o vystavení faktury a dotazy k vyúčtování směřujte prosím na naši účetní paní Janu Novákovou (${novakova.html}).</p>`,
    ),
  });

  const sidebar = `<div class="moduletable"><h3>Zastupování</h3><div class="custom"><p>V době nepřítomnosti notářky ji zastupuje notářský kandidát Mgr. Tomáš Krejčí, případně JUDr. Karel Veselý, notář v Brně, Masarykova 12, tel. 542 210 480, <a href="mailto:vesely@notar-vesely.test">vesely@notar-vesely.test</a>.</p></div></div>`;
  pages['/kontakt'] = page(
    {
      path: '/kontakt',
      title: 'Kontakt',
      lang: 'cs-cz',
      main:
        `<div class="contact-category"><h2>Kontakt</h2><div class="category-desc"><p>Notářský úřad sídlí ve 2. patře domu Kobližná 19 (vchod z pasáže). Bezbariérový přístup výtahem.</p></div>\n` +
        `<ul class="category list-striped">` +
        CONTACTS.map(
          (c, i) =>
            `<li class="cat-list-row${i % 2}"><span class="pull-right">Telefon: ${esc(c.phone)}<br></span><div class="list-title"><a href="/kontakt/${c.id}-${c.alias}">${esc(c.name)}</a></div>${esc(c.position)}<br>Brno<br></li>`,
        ).join('') +
        `</ul></div>`,
    },
    sidebar,
  );
  for (const c of CONTACTS) {
    const { html, script } = contactPage(c);
    scripts[c.email] = script;
    pages[`/kontakt/${c.id}-${c.alias}`] = page({ path: `/kontakt/${c.id}-${c.alias}`, title: c.name, lang: 'cs-cz', main: html }, sidebar);
  }

  const stastnaEn = cloak('stastna@notar-dvorakova.test', '6a1c9e4b2f0d7358a6e1c9b4d2f07e35');
  pages['/en'] = page({
    path: '/en',
    title: 'Notary in Brno – services in English',
    lang: 'en-gb',
    main: article(
      'Notary public in Brno – services in English',
      `<p>We authenticate signatures and copies, draw up notarial deeds, hold purchase prices in escrow and act as court commissioner in probate proceedings. Documents for use abroad can be provided with an apostille by the Notarial Chamber.</p>
<p><strong>Contact person for English-speaking clients:</strong> Mgr. Lucie Šťastná, notarial trainee, phone +420 542 211 306, e-mail: ${stastnaEn.html}</p>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    lang: 'cs-cz',
    main: article(
      'Ochrana osobních údajů',
      `<p>Správcem osobních údajů je JUDr. Petra Dvořáková, Ph.D., notářka se sídlem v Brně, Kobližná 19. Osobní údaje zpracováváme zejména pro plnění zákonných povinností podle notářského řádu a zákona o některých opatřeních proti legalizaci výnosů z trestné činnosti.</p>
<p>Své požadavky můžete uplatnit osobně v úředních hodinách nebo prostřednictvím datové schránky 8xk2pqa.</p>`,
    ),
  });

  pages['/interni/rozpis-sluzeb'] = page({
    path: '/interni/rozpis-sluzeb',
    title: 'Rozpis služeb',
    lang: 'cs-cz',
    main: article('Rozpis služeb – duben', `<p>Sobotní služby a dovolené. Změny hlaste do pátku na <a href="mailto:sluzby@notar-dvorakova.test">sluzby@notar-dvorakova.test</a>.</p>`),
  });

  const allowed = Object.keys(pages).filter((p) => !p.startsWith('/interni'));
  const detail = (id: number) => {
    const c = CONTACTS.find((x) => x.id === id)!;
    return `/kontakt/${c.id}-${c.alias}`;
  };

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n# eg the Disallow rule for the /administrator/ folder MUST\n# be changed to read\n# Disallow: /joomla/administrator/\n#\n# For more information about the robots.txt standard, see:\n# https://www.robotstxt.org/orig.html\n\n` +
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /interni/\n`,
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['cs', 'en'],
      addresses: [
        {
          address: 'dvorakova@notar-dvorakova.test',
          name: 'Petra Dvořáková',
          title: 'notářka',
          pages: [detail(1)],
          encoded: { kind: 'script', text: scripts['dvorakova@notar-dvorakova.test']! },
          cases: ['definition-list', 'honorific', 'post-nominal', 'deep-page', 'script-protect', 'link-non-english'],
        },
        {
          address: 'krejci@notar-dvorakova.test',
          name: 'Tomáš Krejčí',
          title: 'notářský kandidát',
          pages: [detail(2), '/sluzby/notarske-uschovy'],
          encoded: { kind: 'script', text: scripts['krejci@notar-dvorakova.test']! },
          cases: ['definition-list', 'label-line', 'honorific', 'script-protect', 'link-non-english'],
        },
        {
          address: 'stastna@notar-dvorakova.test',
          name: 'Lucie Šťastná',
          title: 'notářská koncipientka',
          titleAlternatives: ['notarial trainee'],
          pages: [detail(3), '/en'],
          encoded: { kind: 'script', text: scripts['stastna@notar-dvorakova.test']! },
          cases: ['definition-list', 'label-line', 'honorific', 'script-protect'],
        },
        {
          address: 'horakova@notar-dvorakova.test',
          name: 'Veronika Horáková',
          title: 'vedoucí kanceláře',
          pages: [detail(4)],
          encoded: { kind: 'script', text: scripts['horakova@notar-dvorakova.test']! },
          cases: ['definition-list', 'honorific', 'deep-page', 'script-protect', 'link-non-english'],
        },
        {
          address: 'novakova@notar-dvorakova.test',
          name: 'Jana Nováková',
          title: 'účetní',
          pages: ['/cenik'],
          encoded: { kind: 'script', text: scripts.novakova! },
          cases: ['prose', 'honorific', 'script-protect', 'link-non-english'],
        },
        { address: 'kancelar@notar-dvorakova.test', name: null, title: null, pages: allowed, cases: ['role', 'plain'] },
        {
          address: 'uschovy@notar-dvorakova.test',
          name: null,
          title: null,
          pages: ['/sluzby/notarske-uschovy'],
          encoded: { kind: 'script', text: scripts.uschovy! },
          cases: ['role', 'neighbour', 'script-protect', 'link-non-english'],
        },
      ],
      pattern: '{last}',
      disallowed: ['/interni/rozpis-sluzeb'],
      nonAddresses: [
        { text: 'sluzby@notar-dvorakova.test', kind: 'disallowed' },
        { text: 'vesely@notar-vesely.test', kind: 'other-company' },
      ],
    },
  };
}
