/**
 * Nemocnica Považie Žilina, Interné oddelenie: a regional hospital's internal-medicine department
 * on Joomla 4 (Cassiopeia), Slovak only. The department's leadership as a definition list whose
 * addresses Joomla's e-mail cloaking writes with scripts, doctors with "MUDr.", "Mgr.", "Bc." and
 * "PhD."; the outpatient clinics as "Title: Name, address" lines, and a news item about a new
 * echocardiograph listed only in the gzip sitemap robots.txt names. The staff intranet
 * (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'nemocnica-povazie.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/oddelenie', 'O oddelení'],
  ['/ambulancie', 'Ambulancie'],
  ['/pre-pacientov', 'Pre pacientov'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Interné oddelenie – Nemocnica Považie Žilina',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4b7c1a" rel="stylesheet">',
    '<link href="/media/system/css/joomla-fontawesome.min.css?4b7c1a" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4b7c1a"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-npz.png" alt="Nemocnica Považie Žilina" width="260" height="64"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Nemocnica Považie Žilina, n. o. · Interné oddelenie, pavilón B, 2. poschodie · Vojtecha Spanyola 61, 010 01 Žilina</p><p>Sekretariát: ${tel('+421 41 511 2301')} · <a href="/intranet">Intranet</a></p></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });
const item = (title: string, html: string): string =>
  `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's email cloaking plugin output: the address built from pieces with entities in between. */
function cloak(local: string, id: string): { html: string; encoded: EncodedAddress } {
  const [a, b] = [local.slice(0, Math.ceil(local.length / 2)), local.slice(Math.ceil(local.length / 2))];
  const script =
    `\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${a}' + '${b}' + '&#64;';\n addy${id} = addy${id} + 'nemocnica-povazie' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${a}' + '${b}' + '&#64;' + 'nemocnica-povazie' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n`;
  return {
    html: `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať nainštalovaný JavaScript.</span><script type="text/javascript">${script}</script>`,
    encoded: { kind: 'script', text: script },
  };
}

type Lead = { label: string; shown: string; name: string; local: string; id: string; honorific?: boolean; postNominal?: boolean };
const LEADS: Lead[] = [
  { label: 'Primár oddelenia', shown: 'MUDr. Peter Hudec, PhD.', name: 'Peter Hudec', local: 'peter.hudec', id: 'a3f19c0e', honorific: true, postNominal: true },
  { label: 'Zástupkyňa primára', shown: 'MUDr. Zuzana Kolláriková', name: 'Zuzana Kolláriková', local: 'zuzana.kollarikova', id: '5be2d7a1', honorific: true },
  { label: 'Vedúca sestra oddelenia', shown: 'Mgr. Renáta Baláková', name: 'Renáta Baláková', local: 'renata.balakova', id: '90c4e8b3', honorific: true },
  { label: 'Staničná sestra', shown: 'Bc. Monika Hrušková', name: 'Monika Hrušková', local: 'monika.hruskova', id: '1d7a60f2', honorific: true },
  { label: 'Sekretariát primára', shown: 'Lenka Kubišová', name: 'Lenka Kubišová', local: 'lenka.kubisova', id: 'e8836b54' },
];

export function nemocnicaPovazie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaked = LEADS.map((l) => ({ lead: l, ...cloak(l.local, l.id) }));
  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: item('Interné oddelenie', `<p>Oddelenie má 48 lôžok vrátane 6 lôžok jednotky intenzívnej starostlivosti. Ročne hospitalizujeme viac ako 3 000 pacientov s ochoreniami srdca, pľúc, tráviaceho traktu a metabolizmu.</p><p>Návštevy: denne 14:00 – 17:00.</p>`),
  });
  pages['/oddelenie'] = page({
    path: '/oddelenie',
    title: 'O oddelení',
    main: item(
      'O oddelení',
      `<p>Oddelenie poskytuje ústavnú starostlivosť pre spádovú oblasť okresov Žilina, Bytča a Kysucké Nové Mesto.</p><h2>Vedenie oddelenia</h2><dl class="vedenie">` +
        cloaked.map((c) => `<dt>${esc(c.lead.label)}</dt><dd>${esc(c.lead.shown)}<br>${c.html}</dd>`).join('') +
        `</dl>`,
    ),
  });
  pages['/ambulancie'] = page({
    path: '/ambulancie',
    title: 'Ambulancie',
    main: item(
      'Ambulancie',
      `<h3>Kardiologická ambulancia</h3><p>Ordinačné hodiny: po – pi 7:00 – 14:30, objednávanie telefonicky ${tel('+421 41 511 2344')}</p>` +
        `<p>Vedúci lekár ambulancie: MUDr. Marek Šimko, ${mailto(`marek.simko@${HOST}`)}</p>` +
        `<h3>Gastroenterologická ambulancia</h3><p>Ordinačné hodiny: po, st, pi 7:30 – 13:00</p>` +
        `<p>Lekárka pre endoskopiu: MUDr. Jana Melicherová, ${mailto(`jana.melicherova@${HOST}`)}</p>`,
    ),
  });
  pages['/pre-pacientov'] = page({ path: '/pre-pacientov', title: 'Pre pacientov', main: item('Pre pacientov', `<p>Na príjem si prineste občiansky preukaz, kartičku poistenca, zoznam liekov a výsledky posledných vyšetrení.</p>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: item('Kontakt', `<p>Interné oddelenie, pavilón B<br>Vojtecha Spanyola 61, 010 01 Žilina</p><p>Lekárska izba: ${tel('+421 41 511 2310')}<br>E-mail oddelenia: ${mailto(`interna@${HOST}`)}</p><p>Informácie o zdravotnom stave pacientov telefonicky ani e-mailom nepodávame.</p>`),
  });
  pages['/aktuality/novy-echokardiograf'] = page({
    path: '/aktuality/novy-echokardiograf',
    title: 'Oddelenie má nový echokardiograf',
    main: item(
      'Oddelenie má nový echokardiograf',
      `<p>Vďaka zbierke Nadácie Považie sme v marci uviedli do prevádzky nový echokardiografický prístroj s 3D sondou.</p>` +
        `<p>Vyšetrenia na ňom vykonáva najmä MUDr. Ivan Chovanec, lekár so špecializáciou vo funkčnej diagnostike, ktorému môžu lekári z regiónu posielať otázky na ${mailto(`ivan.chovanec@${HOST}`)}.</p>`,
    ),
  });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: item('Intranet', `<p>Služby a rozpisy. Problémy s prihlásením hláste na ${mailto(`helpdesk@${HOST}`)}.</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/oddelenie', '/ambulancie', '/pre-pacientov', '/kontakt', '/aktuality/novy-echokardiograf'], '2025-03-28'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['sk'],
      addresses: [
        { address: `interna@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain'] },
        ...cloaked.map((c) => ({
          address: `${c.lead.local}@${HOST}`,
          name: c.lead.name,
          title: c.lead.label,
          pages: ['/oddelenie'],
          encoded: c.encoded,
          cases: ['definition-list', 'script-protect', 'link-non-english', ...(c.lead.honorific ? ['honorific'] : []), ...(c.lead.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `marek.simko@${HOST}`, name: 'Marek Šimko', title: 'Vedúci lekár ambulancie', pages: ['/ambulancie'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `jana.melicherova@${HOST}`, name: 'Jana Melicherová', title: 'Lekárka pre endoskopiu', pages: ['/ambulancie'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `ivan.chovanec@${HOST}`, name: 'Ivan Chovanec', title: 'lekár so špecializáciou vo funkčnej diagnostike', pages: ['/aktuality/novy-echokardiograf'], cases: ['prose', 'honorific', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [{ text: `helpdesk@${HOST}`, kind: 'disallowed' }],
    },
  };
}
