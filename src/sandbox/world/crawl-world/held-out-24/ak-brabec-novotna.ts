/**
 * Advokátní kancelář Brabec & Novotná: a law firm in Prague with a branch in Brno, on WordPress
 * with the Astra theme and Spectra blocks. Czech only; the lawyers as team cards with Czech
 * academic titles before and after the name (JUDr., Mgr., Ph.D., LL.M.), one address built from
 * character codes and one written as character references, the founding partner also as the
 * JSON-LD founder with a "mailto:" address, the office manager on a "Title: Name" line, the Brno
 * branch head two links deep, the accountant in a sentence on the careers page and a seminar
 * mailbox under an article's author box; the bar association's address, the form placeholder,
 * a retina logo, an old address in a comment and the client zone disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ak-brabec-novotna.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/pravni-sluzby/', 'Právní služby'],
  ['/advokati/', 'Advokáti'],
  ['/clanky/', 'Články'],
  ['/kariera/', 'Kariéra'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Advokátní kancelář Brabec & Novotná',
  head: [
    '<meta name="generator" content="WordPress 6.6.1">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.1" media="all">`,
    `<link rel="stylesheet" id="uagb-block-css" href="${ORIGIN}/wp-content/uploads/uag-plugin/assets/1000/uag-css-12.css?ver=1718011223" media="all">`,
  ],
  header: () =>
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline" id="masthead"><div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="260" height="72" src="/wp-content/uploads/2023/05/ak-logo.png" class="custom-logo" alt="Brabec &amp; Novotná" srcset="/wp-content/uploads/2023/05/ak-logo.png 1x, /wp-content/uploads/2023/05/ak-logo@2x.png 2x"></a></span></div>` +
    `<nav id="primary-site-navigation-desktop" class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" aria-label="Primární navigace"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-builder-grid-row-container-inner"><div class="site-footer-primary-section-1 site-footer-section"><aside class="footer-widget-area widget-area site-footer-focus-item"><section class="widget widget_block"><p><strong>Advokátní kancelář Brabec &amp; Novotná s.r.o.</strong><br>Vodičkova 28, 110 00 Praha 1<br>IČO: 07 41 22 85 · ID datové schránky: 7xk4bq2<br>${tel('+420 224 918 330')} · ${mailto(`kancelar@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section"><p><a href="/ochrana-osobnich-udaju/">Ochrana osobních údajů</a> · <a href="/klientska-zona/">Klientská zóna</a></p><p>Advokáti jsou zapsáni v seznamu advokátů vedeném Českou advokátní komorou.</p></div></div></div></footer>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-CZ' });
const content = (html: string) => `<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><article class="post type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">${html}</div></article></div></div></div>`;

const KRIZ_SCRIPT = `<script>(function(){var m=String.fromCharCode(${charCodes(`kriz@${HOST}`)});document.getElementById('em-kriz').innerHTML='<a href="mailto:'+m+'">'+m+'</a>';})();</script>`;

type Lawyer = { shown: string; name: string; title: string; mail: string; text: string; hon?: boolean; post?: boolean; how: 'plain' | 'entities' | 'script' };
const LAWYERS: Lawyer[] = [
  { shown: 'JUDr. Martin Brabec, Ph.D.', name: 'Martin Brabec', title: 'advokát, zakládající partner', mail: 'brabec', text: 'Obchodní právo, fúze a akvizice, rozhodčí řízení. Přednáší na PF UK.', hon: true, post: true, how: 'plain' },
  { shown: 'Mgr. Jana Novotná, LL.M.', name: 'Jana Novotná', title: 'advokátka, partnerka', mail: 'novotna', text: 'Pracovní právo a ochrana osobních údajů (GDPR). Mluví anglicky a německy.', hon: true, post: true, how: 'plain' },
  { shown: 'Mgr. Ondřej Kříž', name: 'Ondřej Kříž', title: 'advokát', mail: 'kriz', text: 'Nemovitosti, stavební právo a developerské projekty.', hon: true, how: 'script' },
  { shown: 'Mgr. Jakub Zelenka', name: 'Jakub Zelenka', title: 'advokát', mail: 'zelenka', text: 'Soudní spory, vymáhání pohledávek a insolvence.', hon: true, how: 'plain' },
  { shown: 'Mgr. Tereza Hájková', name: 'Tereza Hájková', title: 'advokátní koncipientka', mail: 'hajkova', text: 'Pracovní právo, rodinné právo.', hon: true, how: 'entities' },
];

const lawyerCard = (l: Lawyer) => {
  const mail = l.how === 'script' ? `<span id="em-kriz"></span>${KRIZ_SCRIPT}` : l.how === 'entities' ? `<a href="mailto:${entities(`${l.mail}@${HOST}`)}">${entities(`${l.mail}@${HOST}`)}</a>` : mailto(`${l.mail}@${HOST}`);
  return (
    `<div class="wp-block-uagb-team uagb-team__image-position-above uagb-team__align-center"><div class="uagb-team__wrap"><div class="uagb-team__image-wrap"><img class="uagb-team__image-crop-circle" src="/wp-content/uploads/2023/05/${l.mail}-400x400.jpg" alt="${esc(l.name)}" width="400" height="400"></div>` +
    `<div class="uagb-team__content"><h3 class="uagb-team__title">${esc(l.shown)}</h3><span class="uagb-team__prefix">${esc(l.title)}</span><p class="uagb-team__desc">${esc(l.text)}</p><p class="uagb-team__desc">E-mail: ${mail}</p></div></div></div>`
  );
};

export function akBrabecNovotna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Advokátní kancelář Praha 1',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#organization`,
        name: 'Advokátní kancelář Brabec & Novotná s.r.o.',
        url: `${ORIGIN}/`,
        email: `kancelar@${HOST}`,
        telephone: '+420 224 918 330',
        address: { '@type': 'PostalAddress', streetAddress: 'Vodičkova 28', postalCode: '110 00', addressLocality: 'Praha 1', addressCountry: 'CZ' },
        founder: { '@type': 'Person', name: 'Martin Brabec', honorificPrefix: 'JUDr.', honorificSuffix: 'Ph.D.', jobTitle: 'advokát, zakládající partner', email: `mailto:brabec@${HOST}` },
      },
    ],
    main: content(`<h1>Právní služby pro firmy i jednotlivce</h1><p>Od roku 2012 zastupujeme klienty v obchodních, pracovněprávních a nemovitostních věcech v Praze a v Brně. Konzultace je možná osobně i online.</p><p><a href="/advokati/">Náš tým</a></p>`),
  });

  pages['/pravni-sluzby'] = page({ path: '/pravni-sluzby', title: 'Právní služby', main: content(`<h1>Právní služby</h1><ul><li>Obchodní právo a korporace</li><li>Pracovní právo</li><li>Nemovitosti a stavební právo</li><li>Soudní a rozhodčí řízení</li><li>Ochrana osobních údajů</li></ul>`) });

  pages['/advokati'] = page({
    path: '/advokati',
    title: 'Advokáti',
    main: content(`<h1>Advokáti</h1><div class="wp-block-columns uagb-team-grid">${LAWYERS.map(lawyerCard).join('')}</div><!-- JUDr. Kolář odešel 2024: kolar@${HOST} -->`),
  });

  pages['/clanky'] = page({
    path: '/clanky',
    title: 'Články',
    main: content(`<h1>Články</h1><article class="post"><h2 class="entry-title"><a href="/clanky/novela-zakoniku-prace-2025/">Novela zákoníku práce 2025: co se mění pro zaměstnavatele</a></h2><p>Od června se mění pravidla pro výpověď, práci na dálku a dohody o provedení práce…</p></article>`),
  });

  pages['/clanky/novela-zakoniku-prace-2025'] = page({
    path: '/clanky/novela-zakoniku-prace-2025',
    title: 'Novela zákoníku práce 2025',
    main: content(
      `<h1 class="entry-title">Novela zákoníku práce 2025: co se mění pro zaměstnavatele</h1><p>Novela přináší kratší výpovědní dobu u některých výpovědních důvodů, jednodušší doručování písemností a nová pravidla pro práci na dálku.</p>` +
        `<p>Změny rozebereme na bezplatném semináři pro klienty 22. května od 9:00 v naší pražské kanceláři. Přihlášky na seminář: ${mailto(`seminare@${HOST}`)}.</p>` +
        `<div class="ast-single-author-box"><div class="ast-author-meta"><div class="post-author-avatar"><img src="/wp-content/uploads/2023/05/hajkova-96x96.jpg" alt="" width="96" height="96"></div><div class="post-author-bio"><h4 class="author-title">Mgr. Tereza Hájková</h4><p>advokátní koncipientka</p></div></div></div>`,
    ),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    main: content(`<h1>Kariéra</h1><p>Hledáme advokátního koncipienta/koncipientku do pražské kanceláře a studenty práv na stáž (min. 3. ročník).</p><p>Životopis a motivační dopis posílejte na ${mailto(`kariera@${HOST}`)}. Dotazy k fakturaci a vyúčtování stáží vyřizuje naše účetní Ing. Radka Veselá na adrese ${mailto(`vesela@${HOST}`)}.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      `<h1>Kontakt</h1><p><strong>Praha</strong><br>Vodičkova 28, 110 00 Praha 1 (3. patro)<br>${tel('+420 224 918 330')}<br>${mailto(`kancelar@${HOST}`)}</p>` +
        `<p>Office manažerka: Bc. Lucie Dvořáková, ${tel('+420 224 918 331')}, ${mailto(`dvorakova@${HOST}`)}</p><p><a href="/kontakt/pobocka-brno/">Pobočka Brno</a></p>` +
        `<div class="wpcf7"><form action="/kontakt/#wpcf7-f211-o1" method="post" class="wpcf7-form init" novalidate="novalidate"><p><label>Jméno a příjmení<br><span class="wpcf7-form-control-wrap"><input type="text" name="your-name" size="40" class="wpcf7-form-control wpcf7-text"></span></label></p>` +
        `<p><label>E-mail<br><span class="wpcf7-form-control-wrap"><input type="email" name="your-email" size="40" class="wpcf7-form-control wpcf7-email" placeholder="jan.novak@email.cz"></span></label></p><p><input type="submit" value="Odeslat" class="wpcf7-form-control wpcf7-submit"></p></form></div>` +
        `<p>Stížnosti na postup advokáta lze podat České advokátní komoře: epodatelna@cak.cz.</p>`,
    ),
  });

  pages['/kontakt/pobocka-brno'] = page({
    path: '/kontakt/pobocka-brno',
    title: 'Pobočka Brno',
    main: content(`<h1>Pobočka Brno</h1><p>Masarykova 12, 602 00 Brno<br>Po–Pá 8:30–17:00, schůzky po předchozí domluvě</p><p>Vedoucí pobočky: JUDr. Pavel Šimek, advokát<br>${tel('+420 542 210 774')}<br>${mailto(`simek@${HOST}`)}</p>`),
  });

  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: content(`<h1>Ochrana osobních údajů</h1><p>Správcem osobních údajů je Advokátní kancelář Brabec &amp; Novotná s.r.o.</p>`) });
  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientská zóna', main: content(`<h1>Klientská zóna</h1><p>Technická podpora přístupu: ${mailto(`klienti@${HOST}`)}</p>`) });

  type Cases = CrawlWorldSite['truth']['addresses'][number]['cases'];
  const lawyerAddr = (l: Lawyer) => ({
    address: `${l.mail}@${HOST}`,
    name: l.name,
    title: l.title,
    pages: ['/advokati'],
    ...(l.how === 'script' ? { encoded: { kind: 'script' as const, text: KRIZ_SCRIPT } } : {}),
    cases: ['card', 'link-non-english', ...(l.hon ? ['honorific'] : []), ...(l.post ? ['post-nominal'] : []), l.how === 'script' ? 'script-charcode' : l.how] as Cases,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /klientska-zona\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.19' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['cs'],
      addresses: [
        { address: `kancelar@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        {
          address: `brabec@${HOST}`,
          name: 'Martin Brabec',
          title: 'advokát, zakládající partner',
          titleAlternatives: ['advokát', 'zakládající partner'],
          pages: ['/advokati', '/'],
          cases: ['card', 'honorific', 'post-nominal', 'plain', 'json-ld-person', 'json-ld-mailto', 'link-non-english'],
        },
        ...LAWYERS.slice(1).map(lawyerAddr).map((a) => (a.address === `novotna@${HOST}` ? { ...a, titleAlternatives: ['advokátka', 'partnerka'] } : a)),
        { address: `seminare@${HOST}`, name: null, title: null, pages: ['/clanky/novela-zakoniku-prace-2025'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { address: `kariera@${HOST}`, name: null, title: null, pages: ['/kariera'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `vesela@${HOST}`, name: 'Radka Veselá', title: 'účetní', pages: ['/kariera'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: `dvorakova@${HOST}`, name: 'Lucie Dvořáková', title: 'Office manažerka', pages: ['/kontakt'], cases: ['title-name-line', 'honorific', 'plain'] },
        { address: `simek@${HOST}`, name: 'Pavel Šimek', title: 'Vedoucí pobočky', titleAlternatives: ['advokát', 'Vedoucí pobočky, advokát'], pages: ['/kontakt/pobocka-brno'], cases: ['title-name-line', 'honorific', 'plain', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `kolar@${HOST}`, kind: 'comment' },
        { text: `klienti@${HOST}`, kind: 'disallowed' },
        { text: 'epodatelna@cak.cz', kind: 'other-company' },
        { text: 'jan.novak@email.cz', kind: 'placeholder' },
        { text: 'ak-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
