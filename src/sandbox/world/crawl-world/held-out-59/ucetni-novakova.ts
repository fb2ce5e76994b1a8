/**
 * Účetní kancelář Nováková & partneři: an accountancy and tax practice in Jihlava, on WordPress
 * with Elementor (Hello theme), Czech only. The team as Elementor image boxes with Czech titles
 * before and after the name (Ing., Bc., Mgr., Ph.D.) and functions such as "jednatelka, daňová
 * poradkyně"; every address written as character references by the "Email Address Encoder"
 * plugin; addresses are the surname alone. The careers page gives a role mailbox beside the
 * managing partner's name; an old office address survives in an HTML comment; the client zone is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ucetni-novakova.test';
const ORIGIN = `http://${HOST}`;

/** The Email Address Encoder plugin's link: href and text as character references. */
const enc = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/sluzby', 'Služby'],
  ['/o-nas', 'O nás'],
  ['/kariera', 'Kariéra'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Účetní kancelář Nováková & partneři',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1714032211" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Přeskočit na obsah</a>` +
    `<div data-elementor-type="header" data-elementor-id="42" class="elementor elementor-42 elementor-location-header"><div class="elementor-element elementor-element-3f1c2a7 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="${ORIGIN}/"><img width="240" height="64" src="${ORIGIN}/wp-content/uploads/2023/02/logo-novakova.svg" class="attachment-full size-full" alt="Účetní kancelář Nováková"></a></div>` +
    `<div class="elementor-element elementor-widget elementor-widget-nav-menu"><nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-5b2e" class="elementor-nav-menu">${MENU.map(([href, label]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item current_page_item' : ''}"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}" class="elementor-item${href === p.path ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('')}</ul></nav></div>` +
    `</div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="57" class="elementor elementor-57 elementor-location-footer"><div class="elementor-element e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget-text-editor"><p><strong>Účetní kancelář Nováková &amp; partneři s.r.o.</strong><br>Masarykovo náměstí 38, 586 01 Jihlava<br>IČO 28 112 907 · zapsaná u KS v Brně, C 60314</p><p>${tel('+420 567 300 218')} · ${enc(`kancelar@${HOST}`)}</p></div>` +
    `<div class="elementor-widget-text-editor"><p><a href="${ORIGIN}/ochrana-osobnich-udaju/">Ochrana osobních údajů</a> · <a href="${ORIGIN}/klientska-zona/">Klientská zóna</a></p></div>` +
    `</div></div></div>` +
    `<!-- původní adresa kanceláře (do 2022): ucetnictvi@ucetni-novakova.test -->`,
  bodyEnd: [
    `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog" aria-labelledby="cmplz-header-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Souhlas se soubory cookie</div></div><div class="cmplz-message">Abychom poskytli co nejlepší služby, používáme k ukládání a/nebo přístupu k informacím o zařízení technologie jako jsou soubory cookie.</div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Přijmout</button><button class="cmplz-btn cmplz-deny">Odmítnout</button></div><div class="cmplz-links"><a href="${ORIGIN}/ochrana-osobnich-udaju/" class="cmplz-link privacy-statement">Zásady ochrany osobních údajů</a></div></div></div>`,
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1713789033" id="cmplz-cookiebanner-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });

const section = (id: string, html: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><div class="elementor-element e-con-boxed e-con e-parent"><div class="e-con-inner">${html}</div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; photo: string; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Ing. Jana Nováková', name: 'Jana Nováková', title: 'jednatelka, daňová poradkyně', local: 'novakova', photo: 'jana-novakova', cases: ['honorific'] },
  { shown: 'Ing. Pavel Černý, Ph.D.', name: 'Pavel Černý', title: 'společník, statutární auditor', local: 'cerny', photo: 'pavel-cerny', cases: ['honorific', 'post-nominal'] },
  { shown: 'Ing. Ondřej Kolář', name: 'Ondřej Kolář', title: 'daňový poradce', local: 'kolar', photo: 'ondrej-kolar', cases: ['honorific'] },
  { shown: 'Bc. Lenka Marešová', name: 'Lenka Marešová', title: 'vedoucí mzdového účetnictví', local: 'maresova', photo: 'lenka-maresova', cases: ['honorific'] },
  { shown: 'Veronika Šťastná', name: 'Veronika Šťastná', title: 'účetní – podvojné účetnictví, DPH', local: 'stastna', photo: 'veronika-stastna', cases: [] },
  { shown: 'Mgr. Simona Havlíková', name: 'Simona Havlíková', title: 'asistentka kanceláře, fakturace', local: 'havlikova', photo: 'simona-havlikova', cases: ['honorific'] },
];

const imageBox = (m: Member, i: number): string =>
  `<div class="elementor-element elementor-element-${(0x5a1c30 + i * 7).toString(16)} elementor-position-top elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
  `<figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/01/${m.photo}-400x400.jpg" class="attachment-medium size-medium" alt="${esc(m.shown)}"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${enc(`${m.local}@${HOST}`)}</p></div></div></div></div>`;

export function ucetniNovakova(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Účetnictví, daně a mzdy v Jihlavě',
    main: section(
      '7',
      `<div class="elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Účetnictví, daně a mzdy bez starostí</h1></div>` +
        `<div class="elementor-widget-text-editor"><p>Vedeme účetnictví a daňovou evidenci pro více než 180 firem a živnostníků z Vysočiny. Zpracujeme daňová přiznání, mzdy i komunikaci s finančním úřadem.</p></div>` +
        `<div class="elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-sm" href="${ORIGIN}/kontakt/"><span class="elementor-button-text">Nezávazná konzultace</span></a></div>`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: section(
      '11',
      `<h1 class="elementor-heading-title">Služby</h1><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Vedení účetnictví a daňové evidence</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Daňové poradenství a zastupování před finančním úřadem</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Zpracování mezd a personální agendy</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Audit účetní závěrky</span></li></ul>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: section(
      '13',
      `<div class="elementor-widget-heading"><h1 class="elementor-heading-title">Náš tým</h1></div><div class="elementor-widget-text-editor"><p>Kancelář založila Ing. Jana Nováková v roce 2006. Jsme členy Komory daňových poradců ČR a Komory auditorů ČR.</p></div>` +
        `<div class="e-con-full e-grid e-con e-child">${TEAM.map(imageBox).join('')}</div>`,
    ),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    main: section(
      '15',
      `<h1 class="elementor-heading-title">Přidejte se k nám</h1><div class="elementor-widget-text-editor"><h2>Účetní / účetní junior (HPP, Jihlava)</h2><p>Hledáme kolegu nebo kolegyni na vedení účetnictví malých a středních firem. Praxe výhodou, ochota učit se nutností.</p>` +
        `<p>Životopis a pár vět o sobě posílejte na ${enc(`prace@${HOST}`)}. Pohovory vede jednatelka Ing. Jana Nováková.</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      '17',
      `<h1 class="elementor-heading-title">Kontakt</h1><div class="elementor-widget-text-editor"><p>Masarykovo náměstí 38 (2. patro), 586 01 Jihlava<br>Po–Čt 8:00–16:30, Pá 8:00–14:00</p><p>Telefon: ${tel('+420 567 300 218')}<br>E-mail: ${enc(`kancelar@${HOST}`)}</p><p>Dotazy ke mzdám směřujte přímo na Bc. Lenku Marešovou (${enc(`maresova@${HOST}`)}).</p></div>` +
        `<div class="elementor-widget-google_maps"><iframe loading="lazy" src="https://maps.google.com/maps?q=Masarykovo%20n%C3%A1m%C4%9Bst%C3%AD%2038%2C%20Jihlava&amp;t=m&amp;z=16&amp;output=embed&amp;iwloc=near" title="Masarykovo náměstí 38, Jihlava"></iframe></div>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    main: section('3', `<h1>Zásady ochrany osobních údajů</h1><p>Správcem osobních údajů je Účetní kancelář Nováková &amp; partneři s.r.o., IČO 28112907. Kontaktní údaje správce naleznete v patičce webu.</p>`),
  });

  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientská zóna',
    main: section('21', `<h1>Klientská zóna</h1><p>Doklady nahrávejte přes portál. Přístupové údaje vám zašleme na požádání z adresy ${enc(`doklady@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /klientska-zona\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['cs'],
      addresses: [
        { address: `kancelar@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'entities'] },
        { address: `prace@${HOST}`, name: null, title: null, pages: ['/kariera'], cases: ['role', 'neighbour', 'entities', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'maresova' ? ['/o-nas', '/kontakt'] : ['/o-nas'],
          cases: ['card', 'entities', ln, ...m.cases] as CaseKind[],
        })),
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `ucetnictvi@${HOST}`, kind: 'comment' },
        { text: `doklady@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
