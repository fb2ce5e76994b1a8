/**
 * Hrušovský &amp; partneri: a tax adviser's office (daňová kancelária) in Žilina, built on Webnode.
 * The partners on the "O nás" page as "Name, function" lines whose addresses a small inline
 * script puts together from pieces; the contact page states the scheme (meno.priezvisko@…),
 * then "Function: Name" lines (one address from character codes) and label lines for payroll and
 * data protection; a news article on VAT changes reached only through the page sitemap the
 * robots.txt names, its author in a sentence. The client zone (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'dane-hrusovsky.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/sluzby', 'Služby'],
  ['/cennik', 'Cenník'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hrušovský & partneri, daňová kancelária',
  head: [
    '<meta name="generator" content="Webnode 2">',
    `<link rel="stylesheet" href="https://d11bh4d8fhuq47.cloudfront.net/_system/skins/v12/50001418/css/style.css">`,
    `<link rel="icon" type="image/svg+xml" href="${ORIGIN}/favicon.svg">`,
  ],
  header: (page: PageSpec) =>
    `<div id="wnd_Page" class="wnd-page"><header id="wnd_Header" class="wnd-header"><div class="wnd-header__logo"><a href="/"><span class="wnd-logo-text">Hrušovský &amp; partneri</span><span class="wnd-logo-sub">daňová kancelária</span></a></div>` +
    `<nav id="wnd_Menu" class="wnd-menu"><ul class="menu-level-1">${MENU.map(([href, label]) => `<li class="${href === page.path ? 'wnd-active ' : ''}menu-item"><a class="menu-item-link" href="${href}"><span class="menu-item-text">${esc(label)}</span></a></li>`).join('')}</ul></nav></header><div id="wnd_Content" class="wnd-content">`,
  footer: () =>
    `</div><footer id="wnd_Footer" class="wnd-footer"><div class="wnd-footer__cols"><div class="wnd-footer__col"><p><strong>Hrušovský &amp; partneri, s.r.o.</strong><br>Národná 18, 010 01 Žilina<br>IČO: 47 251 933<br>Zapísaná v OR Okresného súdu Žilina, odd. Sro, vl. č. 61874/L</p></div>` +
    `<div class="wnd-footer__col"><p>Tel.: ${tel('+421 41 562 33 10')}<br>E-mail: ${mailto(`kancelaria@${HOST}`)}</p><p><a href="/klientska-zona">Klientska zóna</a> · <a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></p></div></div>` +
    `<div class="wnd-footer__powered">Vytvorené službou <a href="https://www.webnode.sk/" rel="nofollow">Webnode</a></div></footer></div>`,
  bodyEnd: ['<script src="https://d11bh4d8fhuq47.cloudfront.net/_system/skins/v12/50001418/js/main.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });

const section = (title: string, html: string): string =>
  `<section class="wnd-section s-text"><div class="s-cont"><div class="b-text"><h1>${esc(title)}</h1>${html}</div></div></section>`;

/** The office's own snippet: the address from two pieces, written in place. */
const concatScript = (local: string): string =>
  `var m_u='${local}'; var m_d='dane-hrusovsky'+'.test'; document.write('<a href="mai'+'lto:'+m_u+'@'+m_d+'">'+m_u+'@'+m_d+'</a>');`;

type Partner = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const PARTNERS: Partner[] = [
  { shown: 'Ing. Marek Hrušovský', name: 'Marek Hrušovský', title: 'daňový poradca, konateľ', local: 'marek.hrusovsky', cases: ['honorific'] },
  { shown: 'Ing. Zuzana Hrušovská', name: 'Zuzana Hrušovská', title: 'certifikovaná účtovníčka, konateľka', local: 'zuzana.hrusovska', cases: ['honorific'] },
  { shown: 'Mgr. Ivan Rybár, LL.M.', name: 'Ivan Rybár', title: 'daňový poradca (osvedčenie SKDP č. 1124)', local: 'ivan.rybar', cases: ['honorific', 'post-nominal'] },
];

export function daneHrusovsky(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const silvia = `silvia.benkova@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Daňové poradenstvo a účtovníctvo Žilina',
    main: section(
      'Daňové poradenstvo a účtovníctvo v Žiline',
      `<p>Pre živnostníkov, malé a stredné firmy spracúvame daňové priznania, vedieme podvojné účtovníctvo, mzdy a zastupujeme klientov pri daňových kontrolách. Sme členmi Slovenskej komory daňových poradcov.</p>` +
        `<p><a class="b-btn" href="/kontakt">Dohodnite si konzultáciu</a></p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: section(
      'O nás',
      `<p>Kanceláriu sme založili v roku 2009. Dnes nás je jedenásť a staráme sa o viac ako 300 klientov zo Žiliny a okolia.</p>` +
        PARTNERS.map((p) => `<p><strong>${esc(p.shown)}</strong>, ${esc(p.title)}<br><script>${concatScript(p.local)}</script></p>`).join(''),
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: section('Služby', `<ul><li>daňové poradenstvo a daňové priznania</li><li>podvojné a jednoduché účtovníctvo</li><li>mzdy a personalistika</li><li>zastupovanie pri daňovej kontrole</li><li>DPH a súhrnné výkazy</li></ul>`),
  });

  pages['/cennik'] = page({
    path: '/cennik',
    title: 'Cenník',
    main: section('Cenník', `<table><tr><td>Daňové priznanie FO typ A</td><td>od 40 €</td></tr><tr><td>Daňové priznanie FO typ B</td><td>od 90 €</td></tr><tr><td>Vedenie účtovníctva</td><td>od 120 € / mesiac</td></tr><tr><td>Konzultácia daňového poradcu</td><td>70 € / hod.</td></tr></table>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<p>Hrušovský &amp; partneri, s.r.o., Národná 18, 010 01 Žilina (2. poschodie, vchod z dvora)<br>Úradné hodiny: po–pia 8:00–16:00</p>` +
        `<p>Všeobecné otázky: ${mailto(`kancelaria@${HOST}`)}, tel. ${tel('+421 41 562 33 10')}</p>` +
        `<p>E-mailové adresy našich pracovníkov sú v tvare meno.priezvisko@${HOST}.</p>` +
        `<h2>Účtovníctvo</h2><p>Vedúca účtovného oddelenia: Ing. Silvia Benková<br>tel. ${tel('041/562 33 14')}, <script>document.write(String.fromCharCode(${charCodes(silvia)}));</script></p>` +
        `<p>Asistentka kancelárie: Katarína Mišíková – ${mailto(`katarina.misikova@${HOST}`)}</p>` +
        `<h2>Ďalšie kontakty</h2><p><strong>Mzdy a personalistika:</strong> Bc. Jana Oravcová, mzdová účtovníčka, tel. ${tel('041/562 33 18')}, ${mailto(`jana.oravcova@${HOST}`)}</p>` +
        `<p><strong>Ochrana osobných údajov:</strong> Mgr. Peter Kollár, zodpovedná osoba, Národná 18, 010 01 Žilina, ${mailto(`peter.kollar@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({
    path: '/ochrana-osobnych-udajov',
    title: 'Ochrana osobných údajov',
    main: section('Ochrana osobných údajov', `<p>Prevádzkovateľom je Hrušovský &amp; partneri, s.r.o. Otázky k spracúvaniu osobných údajov adresujte zodpovednej osobe (kontakt na stránke <a href="/kontakt">Kontakt</a>).</p>`),
  });

  pages['/aktuality/zmeny-dph-2025'] = page({
    path: '/aktuality/zmeny-dph-2025',
    title: 'Zmeny v DPH od 1. 1. 2025',
    main: section(
      'Zmeny v DPH od 1. 1. 2025',
      `<p class="author">Ing. Tomáš Lipták, daňový poradca · 14. 1. 2025</p>` +
        `<p>Od januára sa základná sadzba DPH zvýšila na 23 % a pribudla znížená sadzba 19 %. Zmeny sa dotknú aj registračnej hranice a fakturácie preddavkov.</p>` +
        `<p>Ak si nie ste istí, ktorú sadzbu na svoje plnenia použiť, napíšte priamo autorovi článku Tomášovi Liptákovi na ${mailto(`tomas.liptak@${HOST}`)}.</p>`,
    ),
  });

  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientska zóna', main: section('Klientska zóna', `<p>Doklady nahrávajte po prihlásení. Doklady poslané e-mailom prijímame len na ${mailto(`doklady@${HOST}`)}.</p>`) });

  pages['/sitemap-stranky.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/sluzby', '/cennik', '/kontakt', '/aktuality/zmeny-dph-2025'], '2025-01-14'));

  const ln: CaseKind = 'link-non-english';
  const allowedHtml = Object.keys(pages).filter((p) => !p.endsWith('.xml') && p !== '/klientska-zona');
  const addresses: TruthAddress[] = [
    { address: `kancelaria@${HOST}`, name: null, title: null, pages: allowedHtml, cases: ['role', 'plain'] },
    ...PARTNERS.map((p) => ({
      address: `${p.local}@${HOST}`,
      name: p.name,
      title: p.title,
      pages: ['/o-nas'],
      encoded: { kind: 'script' as const, text: concatScript(p.local) },
      cases: ['name-title-line', 'script-concat', ln, ...p.cases] as CaseKind[],
    })),
    { address: silvia, name: 'Silvia Benková', title: 'Vedúca účtovného oddelenia', pages: ['/kontakt'], encoded: { kind: 'charcodes', text: charCodes(silvia) }, cases: ['title-name-line', 'script-charcode', 'honorific', ln] },
    { address: `katarina.misikova@${HOST}`, name: 'Katarína Mišíková', title: 'Asistentka kancelárie', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
    { address: `jana.oravcova@${HOST}`, name: 'Jana Oravcová', title: 'mzdová účtovníčka', pages: ['/kontakt'], cases: ['label-line', 'honorific', 'plain', ln] },
    { address: `peter.kollar@${HOST}`, name: 'Peter Kollár', title: 'zodpovedná osoba', pages: ['/kontakt'], cases: ['label-line', 'honorific', 'plain', ln] },
    { address: `tomas.liptak@${HOST}`, name: 'Tomáš Lipták', title: 'daňový poradca', pages: ['/aktuality/zmeny-dph-2025'], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientska-zona\nDisallow: /_system/\n\nSitemap: ${ORIGIN}/sitemap-stranky.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Webnode' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['sk'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `meno.priezvisko@${HOST}` },
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `meno.priezvisko@${HOST}`, kind: 'scheme' },
        { text: `doklady@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
