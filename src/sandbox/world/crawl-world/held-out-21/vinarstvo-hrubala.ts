/**
 * Vinárstvo Hrubala: a family winery in Modra in the Little Carpathians, on Joomla 3 with a
 * Bootstrap template and Joomla's e-mail cloaking plugin, so every address in an article is
 * written by the cloak's document script. The family as "Name, function" lines with Slovak
 * academic titles (Ing., Mgr., Bc., PhD.), the tasting manager as a schema.org Person in
 * microdata on the contact article (cloaking switched off there), a table of order and invoice
 * mailboxes without a header row, the shipping mailbox beside the cellar master's name, and an
 * open-cellar event page reached only through the sitemap the robots.txt names; the courier's
 * address, a Bootstrap CDN version, a retina logo and the partners' price list disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'vinarstvo-hrubala.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Domov'],
  ['/o-nas', 'O nás'],
  ['/nase-vina', 'Naše vína'],
  ['/degustacie', 'Degustácie'],
  ['/e-shop-informacie', 'Objednávky a doprava'],
  ['/kontakt', 'Kontakt'],
];

/** The script Joomla 3's content plugin "Email Cloaking" writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať nainštalovaný JavaScript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'vinarstvo-hrubala' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'vinarstvo-hrubala' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
/** The script part alone (what the truth names as the encoded form). */
const cloakScript = (local: string, id: string): string => cloak(local, id).slice(cloak(local, id).indexOf('<script'));

const INFO_ID = '5b1c0e7f2a9d4c61b3e8f0a2d7c94e15';

const theme: Theme = {
  host: HOST,
  siteName: 'Vinárstvo Hrubala',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet">',
    `<link href="${ORIGIN}/templates/hrubala/css/template.css?8c1f2a" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/hrubala/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
  ],
  header: () =>
    `<header class="header container"><div class="row"><div class="col-md-4 brand"><a href="/"><img src="/templates/hrubala/images/logo.png" srcset="/templates/hrubala/images/logo@2x.png 2x" alt="Vinárstvo Hrubala" width="210" height="70"></a></div>` +
    `<nav class="col-md-8 navigation" role="navigation"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${i === 0 ? ' default' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="footer" role="contentinfo"><div class="container"><div class="row"><div class="col-md-6 moduletable"><div class="custom"><p><strong>Vinárstvo Hrubala s.r.o.</strong><br>Štúrova 112, 900 01 Modra<br>Tel.: ${tel('+421 33 647 2815')}<br>E-mail: ${cloak('info', INFO_ID)}</p></div></div>` +
    `<div class="col-md-6 moduletable"><ul class="nav menu"><li><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li><a href="/pre-partnerov">Pre partnerov (B2B)</a></li></ul></div></div><p class="copyright">© 2025 Vinárstvo Hrubala s.r.o. · IČO: 44 718 263</p></div></footer>`,
  privacyPath: { sk: '/ochrana-osobnych-udajov' },
  bodyEnd: ['<script src="/media/jui/js/jquery.min.js?8c1f2a"></script>', '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sk' });

const article = (title: string, html: string): string =>
  `<div class="container"><div class="row"><div id="content" class="col-md-12"><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; id: string; cases: CrawlWorldSite['truth']['addresses'][number]['cases'] };
const FAMILY: Member[] = [
  { shown: 'Ing. Ján Hrubala', name: 'Ján Hrubala', title: 'zakladateľ a vinár', local: 'jan.hrubala', id: 'a41d7c09e2b35f8816c0d4e7b9a21f30', cases: ['honorific'] },
  { shown: 'Ing. Martin Hrubala, PhD.', name: 'Martin Hrubala', title: 'konateľ a hlavný enológ', local: 'martin.hrubala', id: '0c9e3b27f14a86d25e71c0b9a3f8d462', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Zuzana Hrubalová', name: 'Zuzana Hrubalová', title: 'vedúca obchodu a exportu', local: 'zuzana.hrubalova', id: 'e6f20a4c8b1d937a05c2e18f4b7d6a93', cases: ['honorific'] },
  { shown: 'Peter Čierny', name: 'Peter Čierny', title: 'pivničný majster', local: 'peter.cierny', id: '7d3a91c5e0f24b68a1c9e5d02f7b3c84', cases: [] },
];

export function vinarstvoHrubala(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Rodinné vinárstvo v Modre',
    main: article(
      'Rodinné vinárstvo v Modre od roku 1992',
      `<p>Vinohrady na svahoch Malých Karpát obrábame už tretiu generáciu. Dorábame najmä Frankovku modrú, Veltlínske zelené a Rizling rýnsky z vlastných viníc v Modre a Šenkviciach.</p>` +
        `<p>Pozývame vás na <a href="/degustacie">degustácie v našej pivnici</a> – pre skupiny od 6 osôb po predchádzajúcej rezervácii.</p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: article(
      'O nás',
      `<p>Vinárstvo založil v roku 1992 Ján Hrubala, ktorý predtým dvadsať rokov pracoval v Slovenských vinárskych závodoch. Dnes vedie firmu jeho syn Martin so sestrou Zuzanou.</p><h2>Kto sme</h2>` +
        FAMILY.map((m) => `<p><strong>${esc(m.shown)}</strong>, ${esc(m.title)}<br>${cloak(m.local, m.id)}</p>`).join(''),
    ),
  });

  pages['/nase-vina'] = page({ path: '/nase-vina', title: 'Naše vína', main: article('Naše vína', `<ul><li>Veltlínske zelené 2023, neskorý zber, suché</li><li>Frankovka modrá 2021, barrique</li><li>Rizling rýnsky 2022, výber z hrozna</li></ul>`) });

  pages['/degustacie'] = page({
    path: '/degustacie',
    title: 'Degustácie',
    main: article('Degustácie a exkurzie', `<p>Degustácia 6 vzoriek s prehliadkou pivnice: 18 € na osobu. Termíny dohodnete na stránke <a href="/kontakt">Kontakt</a>.</p>`),
  });

  pages['/e-shop-informacie'] = page({
    path: '/e-shop-informacie',
    title: 'Objednávky a doprava',
    main: article(
      'Objednávky a doprava',
      `<p>Víno posielame po celom Slovensku v kartónoch po 6 fľašiach. Objednávky osobne balí a expeduje náš pivničný majster Peter Čierny.</p>` +
        `<p>Otázky k zásielkam: ${cloak('zasielky', '39b0f6e2c7a148d5902e3c7f1ab68d05')}</p>` +
        `<p>Prepravu zabezpečuje Vinokuriér s.r.o.; reklamácie poškodených zásielok rieši priamo dopravca na reklamacie@vinokurier.sk.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      'Kontakt',
        `<p>Vinárstvo Hrubala s.r.o., Štúrova 112, 900 01 Modra</p>` +
        `<table class="table"><tbody><tr><td>Objednávky vína</td><td>${mailto(`objednavky@${HOST}`)}</td></tr><tr><td>Fakturácia</td><td>${mailto(`fakturacia@${HOST}`)}</td></tr><tr><td>Telefón</td><td>${tel('+421 33 647 2815')}</td></tr></tbody></table>` +
        `<h2>Degustácie a exkurzie</h2><div class="contact" itemscope itemtype="https://schema.org/Person"><p><span class="contact-name" itemprop="name">Bc. Lucia Vargová</span><br><span class="contact-position" itemprop="jobTitle">manažérka degustácií</span><br>` +
        `<span class="contact-telephone" itemprop="telephone">${tel('+421 905 318 442')}</span><br><span class="contact-emailto">${mailto(`lucia.vargova@${HOST}`, `lucia.vargova@${HOST}`, 'itemprop="email"')}</span></p></div>`,
    ),
  });

  pages['/podujatia/otvorene-pivnice-2025'] = page({
    path: '/podujatia/otvorene-pivnice-2025',
    title: 'Otvorené pivnice 2025',
    main: article(
      'Otvorené pivnice 2025',
      `<p>Počas Dňa otvorených pivníc 24. mája 2025 bude naša pivnica otvorená od 10:00 do 19:00. Vstupenky kupujte cez Malokarpatskú vínnu cestu.</p>` +
        `<p><em>Kontakt pre médiá: Mgr. Katarína Hrubalová, marketingová manažérka, tel. ${tel('+421 905 318 447')}, ${mailto(`katarina.hrubalova@${HOST}`)}</em></p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article('Ochrana osobných údajov', `<p>Prevádzkovateľ: Vinárstvo Hrubala s.r.o., Štúrova 112, 900 01 Modra.</p>`) });
  pages['/pre-partnerov'] = page({ path: '/pre-partnerov', title: 'Pre partnerov', main: article('Veľkoobchodný cenník', `<p>Cenník pre reštaurácie a vinotéky: ${mailto(`velkoobchod@${HOST}`)}</p>`) });
  pages['/sitemaps/sitemap-sk.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/nase-vina', '/degustacie', '/e-shop-informacie', '/kontakt', '/podujatia/otvorene-pivnice-2025'], '2025-04-02'));

  const named = (m: Member) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/o-nas'], encoded: { kind: 'script' as const, text: cloakScript(m.local, m.id) }, cases: ['name-title-line', 'script-protect', 'link-non-english', ...m.cases] as Member['cases'] });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /pre-partnerov\n\n` +
        `Sitemap: ${ORIGIN}/sitemaps/sitemap-sk.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['sk'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], encoded: { kind: 'script', text: cloakScript('info', INFO_ID) }, cases: ['role', 'script-protect'] },
        { address: `objednavky@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'table', 'plain', 'link-non-english'] },
        { address: `fakturacia@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'table', 'plain', 'link-non-english'] },
        {
          address: `zasielky@${HOST}`,
          name: null,
          title: null,
          pages: ['/e-shop-informacie'],
          encoded: { kind: 'script', text: cloakScript('zasielky', '39b0f6e2c7a148d5902e3c7f1ab68d05') },
          cases: ['role', 'neighbour', 'script-protect', 'link-non-english'],
        },
        ...FAMILY.map(named),
        { address: `lucia.vargova@${HOST}`, name: 'Lucia Vargová', title: 'manažérka degustácií', pages: ['/kontakt'], cases: ['microdata', 'honorific', 'plain', 'link-non-english'] },
        { address: `katarina.hrubalova@${HOST}`, name: 'Katarína Hrubalová', title: 'marketingová manažérka', pages: ['/podujatia/otvorene-pivnice-2025'], cases: ['sitemap-robots', 'label-line', 'honorific', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/pre-partnerov'],
      nonAddresses: [
        { text: `velkoobchod@${HOST}`, kind: 'disallowed' },
        { text: 'reklamacie@vinokurier.sk', kind: 'other-company' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
        { text: 'logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
