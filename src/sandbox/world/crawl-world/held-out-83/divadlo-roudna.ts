/**
 * Divadlo Na Roudné: a regional repertory theatre in Plzeň, on Joomla 3 with a Gantry template,
 * in Czech with an English corner reached through the hreflang alternate of the home page (the
 * language switch is a script dropdown). The director and the head of drama as "Funkce: jméno"
 * lines whose addresses Joomla's e-mail cloaking writes by script; the staff table with Czech
 * academic titles, one address written "[at] … [dot]"; rental inquiries in prose; the English
 * contact page with the international projects lead as a "Name, Title" line and the press officer
 * under her English title. A former director's address in an HTML comment and the staff intranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'divadlo-roudna.test';
const ORIGIN = `http://${HOST}`;

const MENU_CS: [string, string][] = [
  ['/', 'Úvod'],
  ['/program', 'Program'],
  ['/vstupenky', 'Vstupenky'],
  ['/o-divadle', 'O divadle'],
  ['/pronajem-prostor', 'Pronájem prostor'],
  ['/kontakty', 'Kontakty'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/contact', 'Contact'],
];

/** Joomla 3's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'divadlo-roudna' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'divadlo-roudna' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Divadlo Na Roudné',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/rt_salient/css-compiled/salient-custom.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/gantry5/assets/css/font-awesome.min.css" rel="stylesheet">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RDN42PLZ"></script>',
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_CS;
    return (
      `<div id="g-page-surround"><section id="g-top"><div class="g-container"><div class="g-grid"><div class="g-block size-70"><div class="g-content"><span class="g-contact">${en ? 'Box office' : 'Pokladna'}: ${tel('+420 377 221 400')}</span></div></div>` +
      `<div class="g-block size-30"><div class="g-content"><form class="lang-switch"><select aria-label="Jazyk / Language" onchange="window.location=this.value"><option value="/"${en ? '' : ' selected'}>Česky</option><option value="/en"${en ? ' selected' : ''}>English</option></select></form></div></div></div></div></section>` +
      `<header id="g-navigation"><div class="g-container"><div class="g-grid"><div class="g-block size-25"><a href="${en ? '/en' : '/'}" class="g-logo"><img src="/images/logo-roudna.svg" alt="Divadlo Na Roudné"></a></div><div class="g-block size-75"><nav class="g-main-nav"><ul class="g-toplevel">` +
      menu.map(([href, label]) => `<li class="g-menu-item g-menu-item-type-component${p.path === href ? ' active' : ''}"><a class="g-menu-item-container" href="${href}"><span class="g-menu-item-content"><span class="g-menu-item-title">${esc(label)}</span></span></a></li>`).join('') +
      `</ul></nav></div></div></div></header><section id="g-container-main" class="g-wrapper"><div class="g-container"><div class="g-grid"><div class="g-block size-100"><main id="g-mainbar"><div class="platform-content"><div class="item-page" itemscope itemtype="https://schema.org/Article">`
    );
  },
  footer: (p) =>
    `</div></div></main></div></div></div></section><footer id="g-footer"><div class="g-container"><div class="g-grid"><div class="g-block size-50"><div class="g-content"><p><strong>Divadlo Na Roudné, příspěvková organizace</strong><br>Na Roudné 36, 301 00 Plzeň<br>IČO: 00496521</p></div></div>` +
    `<div class="g-block size-50"><div class="g-content"><p>${p.lang.startsWith('en') ? 'Tickets' : 'Vstupenky a rezervace'}: ${mailto(`pokladna@${HOST}`)}</p><ul class="g-footer-links"><li><a href="/ochrana-osobnich-udaju">GDPR</a></li><li><a href="/intranet">Pro zaměstnance</a></li></ul><p class="g-copyright">© 2025 Divadlo Na Roudné · zřizovatel Plzeňský kraj</p></div></div></div></div></footer></div>` +
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?3.4.1"></script>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju', en: '/ochrana-osobnich-udaju' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'cs-CZ', ...spec });
const body = (title: string, html: string): string => `<div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div>`;

type Row = { dept: string; shown: string; name: string; title: string; phone: string; local: string; at?: boolean; cases: CaseKind[] };
const TABLE: Row[] = [
  { dept: 'Ekonomický úsek', shown: 'Ing. Radka Šimková, Ph.D.', name: 'Radka Šimková', title: 'ekonomická náměstkyně', phone: '+420 377 221 410', local: 'radka.simkova', cases: ['honorific', 'post-nominal', 'plain'] },
  { dept: 'Obchodní oddělení', shown: 'Veronika Malá', name: 'Veronika Malá', title: 'vedoucí obchodního oddělení', phone: '+420 377 221 420', local: 'veronika.mala', cases: ['plain'] },
  { dept: 'Technický úsek', shown: 'Jiří Hájek', name: 'Jiří Hájek', title: 'technický šéf', phone: '+420 377 221 430', local: 'jiri.hajek', at: true, cases: ['obfuscated'] },
  { dept: 'Marketing a PR', shown: 'Bc. Petra Vacková', name: 'Petra Vacková', title: 'tisková mluvčí', phone: '+420 603 118 907', local: 'petra.vackova', cases: ['honorific', 'plain'] },
];

export function divadloRoudna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { cs: '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Činohra, opereta a divadlo pro děti v Plzni',
    alternates: alt,
    main: body(
      'Sezóna 2025/2026: Hrajeme pro vás',
      `<p>Novou sezónu otevíráme 12. září premiérou Čapkovy <em>Matky</em> v režii Lukáše Beneše. Do konce roku uvedeme ještě čtyři premiéry, z toho jednu na Malé scéně.</p>` +
        `<p><a href="/program">Celý program</a> · <a href="/vstupenky">Předplatné a vstupenky</a></p>`,
    ),
  });

  pages['/program'] = page({ path: '/program', title: 'Program', main: body('Program na září', `<table><tr><td>12. 9.</td><td>Matka (premiéra)</td><td>Velká scéna</td></tr><tr><td>14. 9.</td><td>Mam'zelle Nitouche</td><td>Velká scéna</td></tr><tr><td>20. 9.</td><td>Krtek a kalhotky</td><td>Malá scéna</td></tr></table>`) });

  pages['/vstupenky'] = page({
    path: '/vstupenky',
    title: 'Vstupenky',
    main: body('Vstupenky a předplatné', `<p>Pokladna je otevřena v pracovní dny 10:00–18:00 a hodinu před každým představením. Rezervace přijímáme telefonicky a e-mailem na ${mailto(`pokladna@${HOST}`)}.</p><p>Skupinové objednávky škol vyřizuje produkce: ${mailto(`produkce@${HOST}`)}.</p>`),
  });

  pages['/o-divadle'] = page({ path: '/o-divadle', title: 'O divadle', main: body('O divadle', `<p>Budovu Na Roudné postavil spolek Plzeňská beseda v roce 1912. Od roku 2001 je divadlo příspěvkovou organizací Plzeňského kraje a má stálý činoherní soubor o dvaceti hercích.</p>`) });

  pages['/pronajem-prostor'] = page({
    path: '/pronajem-prostor',
    title: 'Pronájem prostor',
    main: body(
      'Pronájem prostor',
      `<p>Velkou scénu (420 míst), Malou scénu i foyer pronajímáme pro koncerty, konference a firemní večírky v termínech, kdy nehrajeme.</p>` +
        `<p>Volné termíny a technické podmínky vám ráda pošle naše produkční Tereza Horká, ${mailto(`tereza.horka@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: body(
      'Kontakty',
      `<h2>Vedení divadla</h2>` +
        `<p>Ředitel divadla: Mgr. Ondřej Kratochvíl<br>tel.: ${tel('+420 377 221 401')}, e-mail: ${cloak('ondrej.kratochvil', 'a4f07c19d2e86b35e1c0b7d94f2a6e83')}</p>` +
        `<!-- do 30. 6. 2024: ředitelka Mgr. Hana Novotná, hana.novotna@${HOST} -->` +
        `<p>Umělecký šéf činohry: MgA. Lukáš Beneš<br>tel.: ${tel('+420 377 221 402')}, e-mail: ${cloak('lukas.benes', '5c2e91b0f7a34d68c1e5a0b28d7f3c94')}</p>` +
        `<h2>Úseky</h2><table class="table table-striped"><thead><tr><th>Úsek</th><th>Jméno</th><th>Funkce</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        TABLE.map((r) => `<tr><td>${esc(r.dept)}</td><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${r.at ? `${r.local} [at] divadlo-roudna [dot] test` : mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `<tr><td>Produkce</td><td colspan="2">zájezdy, školy, skupiny</td><td>${tel('+420 377 221 440')}</td><td>${mailto(`produkce@${HOST}`)}</td></tr></tbody></table>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Drama, operetta and children’s theatre in Pilsen',
    alternates: alt,
    main: body(
      'Welcome to Divadlo Na Roudné',
      `<p>Most of our productions are in Czech; selected performances of the drama ensemble are surtitled in English and German. See the <a href="/en/contact">contact page</a> for touring and co-production inquiries.</p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    main: body(
      'Contact',
      `<p>Divadlo Na Roudné, Na Roudné 36, 301 00 Plzeň, Czech Republic</p>` +
        `<p>Klára Říhová, Head of International Projects – ${mailto(`klara.rihova@${HOST}`)}, ${tel('+420 377 221 450')}</p>` +
        `<p>Press &amp; media: Petra Vacková, Press Officer – ${mailto(`petra.vackova@${HOST}`)}</p>` +
        `<p>Box office: ${mailto(`pokladna@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: body('Ochrana osobních údajů', `<p>Správcem osobních údajů je Divadlo Na Roudné, příspěvková organizace. Pověřencem pro ochranu osobních údajů je Krajský úřad Plzeňského kraje.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: body('Intranet', `<p>Přihlášení pro zaměstnance. Zapomenuté heslo: ${mailto(`it-podpora@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /tmp/\nDisallow: /intranet\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['cs', 'en'],
      addresses: [
        { address: `pokladna@${HOST}`, name: null, title: null, pages: ['/', '/vstupenky', '/en/contact'], cases: ['role', 'plain'] },
        { address: `produkce@${HOST}`, name: null, title: null, pages: ['/vstupenky', '/kontakty'], cases: ['role', 'plain', ln] },
        {
          address: `ondrej.kratochvil@${HOST}`,
          name: 'Ondřej Kratochvíl',
          title: 'Ředitel divadla',
          pages: ['/kontakty'],
          encoded: { kind: 'script', text: cloakScript('ondrej.kratochvil', 'a4f07c19d2e86b35e1c0b7d94f2a6e83') },
          cases: ['title-name-line', 'honorific', 'script-protect', ln],
        },
        {
          address: `lukas.benes@${HOST}`,
          name: 'Lukáš Beneš',
          title: 'Umělecký šéf činohry',
          pages: ['/kontakty'],
          encoded: { kind: 'script', text: cloakScript('lukas.benes', '5c2e91b0f7a34d68c1e5a0b28d7f3c94') },
          cases: ['title-name-line', 'honorific', 'script-protect', ln],
        },
        ...TABLE.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          ...(r.local === 'petra.vackova' ? { titleAlternatives: ['Press Officer'] } : {}),
          pages: r.local === 'petra.vackova' ? ['/kontakty', '/en/contact'] : ['/kontakty'],
          cases: ['table', ln, ...r.cases] as CaseKind[],
        })),
        { address: `tereza.horka@${HOST}`, name: 'Tereza Horká', title: 'produkční', pages: ['/pronajem-prostor'], cases: ['prose', 'plain', ln] },
        { address: `klara.rihova@${HOST}`, name: 'Klára Říhová', title: 'Head of International Projects', pages: ['/en/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `it-podpora@${HOST}`, kind: 'disallowed' },
        { text: `hana.novotna@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
