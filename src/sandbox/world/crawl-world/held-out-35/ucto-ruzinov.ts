/**
 * Účtovníctvo Ružinov: a Bratislava accounting and tax office on Joomla 4 (Cassiopeia template),
 * in Slovak. The team as a definition list (degree and name, then the job and the address), two
 * of the addresses hidden by Joomla's e-mail cloaking script; the contact page names the contact
 * person for new clients in a labelled line and marks up the payroll accountant with RDFa. The
 * intranet (disallowed) holds an address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ucto-ruzinov.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/sluzby', 'Služby'],
  ['/nas-tim', 'Náš tím'],
  ['/cennik', 'Cenník'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Účtovníctvo Ružinov',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?4a1c8e" rel="stylesheet">`,
    `<link href="/media/system/css/joomla-fontawesome.min.css?4a1c8e" rel="stylesheet">`,
    '<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Chyba"},"system.paths":{"root":"","base":""}}</script>',
    '<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-ucto.svg" alt="Účtovníctvo Ružinov"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Účtovníctvo Ružinov, s.r.o. · Trnavská cesta 27, 821 08 Bratislava · IČO 47 812 903 · ${tel('+421 2 4333 1122')}</p><p><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a> | <a href="/intranet">Intranet</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4a1c8e" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-sk' });
const body = (html: string): string => `<div class="site-grid"><div class="grid-child container-component"><div class="com-content-article item-page">${html}</div></div></div>`;

/** Joomla's "Content - Email Cloaking" output for one address. */
function cloak(id: string, local: string): string {
  const [name, tld] = HOST.split('.');
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať zapnutý JavaScript.</span><script type="text/javascript">\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${name}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}

const ZH = cloak('b3f81c0a9d2e', 'zhorvathova');
const MK = cloak('7e14a6c2f05b', 'mkucera');

type Member = { shown: string; name: string; title: string; local: string; mail: string };
const TEAM: Member[] = [
  { shown: 'Ing. Zuzana Horváthová', name: 'Zuzana Horváthová', title: 'konateľka, certifikovaná účtovníčka', local: 'zhorvathova', mail: ZH },
  { shown: 'Ing. Martin Kučera', name: 'Martin Kučera', title: 'daňový poradca', local: 'mkucera', mail: MK },
  { shown: 'Ing. Lenka Ondrejková, PhD.', name: 'Lenka Ondrejková', title: 'štatutárna audítorka', local: 'londrejkova', mail: mailto(`londrejkova@${HOST}`) },
  { shown: 'Ing. Jana Mikulová', name: 'Jana Mikulová', title: 'vedúca mzdového oddelenia', local: 'jmikulova', mail: mailto(`jmikulova@${HOST}`) },
  { shown: 'Veronika Balážová', name: 'Veronika Balážová', title: 'mzdová účtovníčka', local: 'vbalazova', mail: mailto(`vbalazova@${HOST}`) },
  { shown: 'Peter Šimko', name: 'Peter Šimko', title: 'účtovník pre živnostníkov a malé s.r.o.', local: 'psimko', mail: mailto(`psimko@${HOST}`) },
];

export function uctoRuzinov(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Vedenie účtovníctva Bratislava',
    main: body(`<h1>Účtovníctvo bez starostí</h1><p>Vedieme podvojné aj jednoduché účtovníctvo, mzdy a personalistiku a podávame daňové priznania pre viac než 140 firiem a živnostníkov z Bratislavy a okolia.</p><p><a href="/nas-tim">Spoznajte náš tím</a></p>`),
  });
  pages['/sluzby'] = page({ path: '/sluzby', title: 'Služby', main: body(`<h1>Služby</h1><ul><li>Podvojné účtovníctvo</li><li>Mzdy a personalistika</li><li>Daňové poradenstvo</li><li>Audit účtovných závierok</li></ul>`) });
  pages['/cennik'] = page({ path: '/cennik', title: 'Cenník', main: body(`<h1>Cenník</h1><p>Jednoduché účtovníctvo od 45 € mesačne, podvojné od 120 € mesačne, spracovanie mzdy 12 € za zamestnanca.</p>`) });
  pages['/nas-tim'] = page({
    path: '/nas-tim',
    title: 'Náš tím',
    main: body(`<div class="page-header"><h1>Náš tím</h1></div><div itemprop="articleBody" class="com-content-article__body"><dl class="tim">${TEAM.map((m) => `<dt>${esc(m.shown)}</dt><dd>${esc(m.title)}<br>${m.mail}</dd>`).join('\n')}</dl></div>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: body(
      `<h1>Kontakt</h1><p>Účtovníctvo Ružinov, s.r.o.<br>Trnavská cesta 27 (3. poschodie), 821 08 Bratislava<br>Po–Pi 8:00–16:30</p><p>Kancelária: ${tel('+421 2 4333 1122')}, ${mailto(`office@${HOST}`)}</p>` +
        `<p><strong>Kontaktná osoba pre nových klientov:</strong> Ing. Martin Kučera, daňový poradca, tel. ${tel('+421 905 218 447')}, ${mailto(`mkucera@${HOST}`)}</p>` +
        `<div vocab="https://schema.org/" typeof="Person"><p>Otázky k mzdám a odvodom: <span property="name">Veronika Balážová</span>, <span property="jobTitle">mzdová účtovníčka</span>, <a property="email" href="mailto:vbalazova@${HOST}">vbalazova@${HOST}</a></p></div>`,
    ),
  });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: body(`<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom je Účtovníctvo Ružinov, s.r.o.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: body(`<h1>Prihlásenie</h1><p>Zabudnuté heslo: ${mailto(`helpdesk@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const dl = (m: Member, extra: CaseKind[], pagesOf: string[] = ['/nas-tim']): TruthAddress => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: pagesOf, cases: ['definition-list', ln, ...extra] });
  const [zh, mk, lo, jm, vb, ps] = TEAM as [Member, Member, Member, Member, Member, Member];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /intranet\nDisallow: /tmp/\n`,
      sitemapXml: urlset(HOST, ['/', '/sluzby', '/nas-tim', '/cennik', '/kontakt'], '2025-01-08'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['sk'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { ...dl(zh, ['honorific', 'script-protect']), encoded: { kind: 'script', text: ZH } },
        { ...dl(mk, ['honorific', 'script-protect', 'label-line', 'plain'], ['/nas-tim', '/kontakt']), encoded: { kind: 'script', text: MK } },
        dl(lo, ['honorific', 'post-nominal', 'plain']),
        dl(jm, ['honorific', 'plain']),
        dl(vb, ['plain', 'rdfa'], ['/nas-tim', '/kontakt']),
        dl(ps, ['plain']),
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [{ text: `helpdesk@${HOST}`, kind: 'disallowed' }],
    },
  };
}
