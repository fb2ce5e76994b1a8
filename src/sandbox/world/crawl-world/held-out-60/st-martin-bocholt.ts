/**
 * Katholische Kirchengemeinde St. Martin Bocholt: a Catholic parish in the Münsterland, on
 * TYPO3 with the bootstrap_package. The pastoral team as a definition list and as content
 * elements with TYPO3's spam protection ("(at)" in the link text, a mailto token behind it), the
 * parish office's scheme "vorname.nachname@…" stated on the contact page, the Impressum's
 * "Verantwortlich" label line, the parish newsletter's editor in running text on a page listed
 * only in the gzip sitemap robots.txt names, and the internal area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'stmartin-bocholt.test';
const ORIGIN = `http://${HOST}`;
const NAV: [string, string][] = [
  ['/', 'Startseite'],
  ['/gottesdienste', 'Gottesdienste'],
  ['/seelsorgeteam', 'Seelsorgeteam'],
  ['/gremien', 'Gremien'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kath. Kirchengemeinde St. Martin Bocholt',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-9f2b1c4e7a.css?1712834411" media="all">`,
    `<script src="/typo3temp/assets/compressed/merged-5e1a0c7d3b.js?1712834411"></script>`,
  ],
  header: () =>
    `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a><header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Kath. Kirchengemeinde St. Martin Bocholt" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/templates/img/logo-st-martin.svg" alt="St. Martin Bocholt logo" height="52" width="180"></a>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    NAV.map(([href, label], i) => `<li class="nav-item"><a href="${href}" id="nav-item-${3 + i}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left"><div id="c12" class="frame frame-default frame-type-text frame-layout-default"><p>Pfarrbüro St. Martin · Kirchplatz 3 · 46399 Bocholt<br>Tel. ${tel('02871 555-410')}</p></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-meta-navigation"><li><a href="/impressum" title="Impressum">Impressum</a></li><li><a href="/datenschutz" title="Datenschutz">Datenschutz</a></li><li><a href="/intern" title="Intern">Intern</a></li></ul></div></div></section></footer></div>`,
  privacyPath: { de: '/datenschutz' },
};

const frame = (id: number, html: string, type = 'text'): string => `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div>`;
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'de-DE', ...spec, main: `<div id="page-content" class="bp-page-content main-section"><div class="section section-default">${spec.main}</div></div>` });
/** TYPO3's spamProtectEmailAddresses output: an encrypted token in data attributes, "(at)" in the text. */
const protectedMail = (local: string, token: string): string => `<a href="#" data-mailto-token="${token}" data-mailto-vector="1">${local}(at)${HOST}</a>`;

interface Member {
  name: string;
  shown: string;
  title: string;
  local: string;
  token: string;
}
const TEAM: Member[] = [
  { name: 'Thomas Brandt', shown: 'Thomas Brandt', title: 'Leitender Pfarrer', local: 'thomas.brandt', token: 'nbjmup+uipnbt/csboeuAtunbsujo.cpdipmu/uftu' },
  { name: 'Stefan Wiegand', shown: 'Stefan Wiegand', title: 'Kaplan', local: 'stefan.wiegand', token: 'nbjmup+tufgbo/xjfhboeAtunbsujo.cpdipmu/uftu' },
  { name: 'Anna Kessler', shown: 'Dr. Anna Kessler', title: 'Pastoralreferentin, Schwerpunkt Trauerpastoral', local: 'anna.kessler', token: 'nbjmup+boob/lfttmfsAtunbsujo.cpdipmu/uftu' },
  { name: 'Markus Lenz', shown: 'Markus Lenz', title: 'Gemeindereferent und Präventionsfachkraft', local: 'markus.lenz', token: 'nbjmup+nbslvt/mfo{Atunbsujo.cpdipmu/uftu' },
  { name: 'Peter Hoffmann', shown: 'Diakon Peter Hoffmann', title: 'Diakon mit Zivilberuf', local: 'peter.hoffmann', token: 'nbjmup+qfufs/ipggnbooAtunbsujo.cpdipmu/uftu' },
];

export function stMartinBocholt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Startseite',
    main: frame(21, `<header><h1 class="element-header">Herzlich willkommen in St. Martin</h1></header><p>Unsere Pfarrei mit den Gemeinden St. Martin, Liebfrauen und Heilig Kreuz lädt Sie zu Gottesdiensten, Gruppen und Begegnungen ein.</p><p><a href="/gottesdienste">Gottesdienstordnung</a> · <a href="/seelsorgeteam">Ansprechpartner</a> · <a href="/kirchenmusik">Kirchenmusik</a></p>`),
  });
  pages['/gottesdienste'] = page({ path: '/gottesdienste', title: 'Gottesdienste', main: frame(31, '<h1>Gottesdienste</h1><table class="table"><tbody><tr><td>Samstag</td><td>18:00 Vorabendmesse, Heilig Kreuz</td></tr><tr><td>Sonntag</td><td>9:30 Hl. Messe, Liebfrauen · 11:00 Hl. Messe, St. Martin</td></tr></tbody></table>', 'table') });
  pages['/seelsorgeteam'] = page({
    path: '/seelsorgeteam',
    title: 'Seelsorgeteam',
    main:
      frame(41, '<h1>Unser Seelsorgeteam</h1><p>Sie erreichen uns persönlich nach den Gottesdiensten oder über das Pfarrbüro.</p>') +
      TEAM.map((m, i) => frame(42 + i, `<div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><img src="/fileadmin/_processed_/team/csm_${m.local.replace('.', '-')}_${(0x3f1a + i * 97).toString(16)}.jpg" width="200" height="250" alt="${esc(m.shown)}"></div><div class="textpic-item textpic-text"><h3>${esc(m.shown)}</h3><p>${esc(m.title)}<br>Tel. ${tel(`02871 555-41${i + 1}`)}<br>${protectedMail(m.local, m.token)}</p></div></div>`, 'textpic')).join(''),
  });
  pages['/kirchenmusik'] = page({
    path: '/kirchenmusik',
    title: 'Kirchenmusik',
    main: frame(61, `<h1>Kirchenmusik</h1><p>Kirchenchor, Jugendkantorei und Choralschola proben im Pfarrheim.</p><dl class="contacts"><dt>Julia Hartmann</dt><dd>Kantorin, Regionalkantorin im Kreisdekanat Borken</dd><dd>${protectedMail('julia.hartmann', 'nbjmup+kvmjb/ibsunbooAtunbsujo.cpdipmu/uftu')}</dd><dt>Bernd Uhlenbrock</dt><dd>Organist (nebenamtlich)</dd><dd>${protectedMail('bernd.uhlenbrock', 'nbjmup+cfioe/vimfocspdlAtunbsujo.cpdipmu/uftu')}</dd></dl>`),
  });
  pages['/gremien'] = page({
    path: '/gremien',
    title: 'Gremien',
    main: frame(71, `<h1>Pfarreirat und Kirchenvorstand</h1><p>Vorsitzende des Pfarreirates: Martina Schulte-Hemming, ${protectedMail('pfarreirat', 'nbjmup+qgbssfjsbuAtunbsujo.cpdipmu/uftu')}</p><p>Der Kirchenvorstand wird vom leitenden Pfarrer geleitet; stellvertretender Vorsitzender ist Heinz-Georg Terwey.</p>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: frame(81, `<h1>Pfarrbüro</h1><p>Kirchplatz 3, 46399 Bocholt<br>Tel. ${tel('02871 555-410')}<br>${protectedMail('pfarrbuero', 'nbjmup+qgbssvfsfpAtunbsujo.cpdipmu/uftu')}</p><p>Öffnungszeiten: Mo–Fr 9–12 Uhr, Do 15–18 Uhr</p><p>Pfarrsekretärinnen: Birgit Vogel und Sandra Kemper</p><p>Alle hauptamtlichen Mitarbeiterinnen und Mitarbeiter erreichen Sie nach dem Schema vorname.nachname@${HOST}.</p><p>Verwaltungsleitung: Jens Overbeck, ${protectedMail('jens.overbeck', 'nbjmup+kfot/pwfscfdlAtunbsujo.cpdipmu/uftu')}</p>`),
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: frame(91, `<h1>Impressum</h1><p>Katholische Kirchengemeinde St. Martin Bocholt, Körperschaft des öffentlichen Rechts, vertreten durch den Kirchenvorstand.</p><p>Verantwortlich i. S. d. § 18 Abs. 2 MStV: Thomas Brandt, Leitender Pfarrer, Kirchplatz 3, 46399 Bocholt, Tel. 02871 555-410, ${mailto(`thomas.brandt@${HOST}`)}</p><p>Technische Umsetzung: Medienhaus Westmünsterland, support@medienhaus-wml.test</p><!-- alte Adresse Webredaktion: webredaktion@${HOST} -->`),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: frame(95, '<h1>Datenschutzerklärung</h1><p>Es gilt das Gesetz über den Kirchlichen Datenschutz (KDG). Zuständige Aufsicht: Katholisches Datenschutzzentrum Dortmund.</p>') });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', main: frame(99, `<h1>Interner Bereich</h1><p>Zugang für Ehrenamtliche: ${mailto(`intern@${HOST}`)}</p>`) });
  pages['/aktuelles/pfarrbrief-ostern-2025'] = page({
    path: '/aktuelles/pfarrbrief-ostern-2025',
    title: 'Pfarrbrief Ostern 2025',
    main: frame(101, `<h1>Pfarrbrief zu Ostern 2025 erschienen</h1><p>Der neue Pfarrbrief liegt in allen Kirchen aus. Beiträge für die Sommerausgabe nimmt Claudia Reuter aus der Redaktion des Pfarrbriefs bis zum 31. Mai unter ${mailto(`claudia.reuter@${HOST}`)} entgegen.</p>`, 'news'),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /intern\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: { ...pages, '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/gottesdienste', '/seelsorgeteam', '/kirchenmusik', '/gremien', '/kontakt', '/impressum', '/aktuelles/pfarrbrief-ostern-2025'], '2025-04-14')) },
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['de'],
      addresses: [
        { address: `pfarrbuero@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'obfuscated', 'link-non-english'] },
        { address: `pfarreirat@${HOST}`, name: null, title: null, pages: ['/gremien'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'thomas.brandt' ? ['/seelsorgeteam', '/impressum'] : ['/seelsorgeteam'],
          cases: ['card' as const, 'obfuscated' as const, 'link-non-english' as const, ...(m.shown !== m.name ? (['honorific'] as const) : []), ...(m.local === 'thomas.brandt' ? (['label-line', 'plain'] as const) : [])],
        })),
        { address: `julia.hartmann@${HOST}`, name: 'Julia Hartmann', title: 'Kantorin, Regionalkantorin im Kreisdekanat Borken', pages: ['/kirchenmusik'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: `bernd.uhlenbrock@${HOST}`, name: 'Bernd Uhlenbrock', title: 'Organist (nebenamtlich)', pages: ['/kirchenmusik'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: `jens.overbeck@${HOST}`, name: 'Jens Overbeck', title: 'Verwaltungsleitung', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: `claudia.reuter@${HOST}`, name: 'Claudia Reuter', title: 'Redaktion des Pfarrbriefs', pages: ['/aktuelles/pfarrbrief-ostern-2025'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `webredaktion@${HOST}`, kind: 'comment' },
        { text: `intern@${HOST}`, kind: 'disallowed' },
        { text: 'support@medienhaus-wml.test', kind: 'other-company' },
      ],
    },
  };
}
