/**
 * Idiomes Vilamar: a language academy in Mataró (Maresme), Catalan first with an English page
 * set that the Catalan pages name only through hreflang alternates. The teaching staff in a
 * table on "Qui som", the coordinators in a definition list on the contact page with their
 * addresses written "[at]"/"[dot]" by hand, and the Director of Studies on the English contact
 * page (two steps from home) with an address a small inline script assembles. An old address in a
 * comment and the teachers' intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'idiomesvilamar.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/qui-som', 'Qui som'],
    ['/cursos', 'Cursos'],
    ['/examens-oficials', 'Exàmens oficials'],
    ['/contacte', 'Contacte'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/courses', 'Courses'],
    ['/en/contact', 'Contact'],
  ],
};

const ALT_HOME = { ca: '/', en: '/en', 'x-default': '/' };

const theme: Theme = {
  host: HOST,
  siteName: 'Idiomes Vilamar',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'ca';
    return (
      `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link"><img src="${ORIGIN}/wp-content/uploads/2021/03/logo-vilamar.svg" width="180" height="52" alt="Idiomes Vilamar"></a></div>` +
      `<nav class="main-header-menu"><ul>${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="trp-language-switcher"><span class="trp-ls-shortcode-current-language">${lang === 'en' ? 'English' : 'Català'}</span></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-footer-copyright"><p>Idiomes Vilamar · Riera, 87, 1r · 08301 Mataró · ${tel('937 90 44 16')}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Authorised Cambridge English preparation centre' : "Centre preparador autoritzat d'exàmens Cambridge English"} · <a href="/avis-legal">Avís legal</a> · <a href="/politica-de-galetes">Política de galetes</a> · <a href="/intranet">Intranet professorat</a></p></div></footer>`,
  privacyPath: { ca: '/politica-de-galetes', en: '/politica-de-galetes' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });

type Teacher = { name: string; title: string; local: string };
const STAFF: Teacher[] = [
  { name: 'Montserrat Rovira', title: 'Directora', local: 'montserrat.rovira' },
  { name: 'Jordi Casals', title: "Cap d'estudis", local: 'jordi.casals' },
  { name: 'Emma Whitfield', title: "Coordinadora d'exàmens Cambridge", local: 'emma.whitfield' },
  { name: 'Laia Ferrer', title: "Professora d'alemany", local: 'laia.ferrer' },
  { name: 'Pau Soler', title: 'Professor de francès', local: 'pau.soler' },
];

const obf = (local: string): string => `${local} [at] idiomesvilamar [dot] test`;

export function idiomesVilamar(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Acadèmia d’idiomes a Mataró',
    alternates: ALT_HOME,
    description: 'Cursos d’anglès, alemany i francès per a infants, joves, adults i empreses a Mataró. Preparació d’exàmens Cambridge.',
    main:
      `<div class="entry-content"><h1>Aprèn idiomes a Mataró</h1><p>Des de 1998 ensenyem anglès, alemany i francès a grups reduïts de com a màxim vuit alumnes. Matrícula oberta per al curs 2025-2026!</p>` +
      `<p><a class="wp-block-button__link" href="/cursos">Descobreix els cursos</a> <a class="wp-block-button__link" href="/examens-oficials">Exàmens Cambridge</a></p></div>`,
  });

  pages['/qui-som'] = page({
    path: '/qui-som',
    title: 'Qui som',
    alternates: { ca: '/qui-som', 'x-default': '/qui-som' },
    main:
      `<div class="entry-content"><h1>Qui som</h1><p>Som un equip de professors titulats i nadius que viuen a la comarca. Tots tenim el CELTA, el DELTA o l’equivalent per a l’alemany i el francès.</p>` +
      `<figure class="wp-block-table"><table><thead><tr><th>Nom</th><th>Càrrec</th><th>Correu electrònic</th></tr></thead><tbody>` +
      STAFF.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.title)}</td><td>${mailto(`${t.local}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table></figure></div>`,
  });

  pages['/cursos'] = page({
    path: '/cursos',
    title: 'Cursos',
    main: `<div class="entry-content"><h1>Cursos 2025-2026</h1><ul><li>Anglès per a infants (6–11 anys): dilluns i dimecres</li><li>Anglès per a joves i adults: A2 a C2</li><li>Alemany i francès: A1 a B2</li><li>Cursos in company per a empreses del Maresme</li></ul></div>`,
  });

  pages['/examens-oficials'] = page({
    path: '/examens-oficials',
    title: 'Exàmens oficials',
    main: `<div class="entry-content"><h1>Exàmens oficials</h1><p>Preparem i inscrivim per als exàmens Cambridge English (A2 Key, B1 Preliminary, B2 First, C1 Advanced i C2 Proficiency). Per a qualsevol dubte sobre dates i inscripcions, adreceu-vos a l’Emma, la nostra coordinadora d’exàmens, a la taula de <a href="/qui-som">Qui som</a>.</p></div>`,
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main:
      `<div class="entry-content"><h1>Contacte</h1><p>Riera, 87, 1r – 08301 Mataró<br>Horari de secretaria: de dilluns a dijous de 10 a 13 h i de 16 a 21 h; divendres de 10 a 13 h.</p>` +
      `<p>Informació general: ${obf('info')}</p>` +
      `<dl class="contactes">` +
      `<dt>Coordinador de cursos per a empreses</dt><dd>Marc Puigdomènech<br>${obf('marc.puigdomenech')}</dd>` +
      `<dt>Secretària acadèmica</dt><dd>Núria Bosch<br>${obf('nuria.bosch')}</dd>` +
      `</dl>` +
      `<!-- adreça antiga, ja no es llegeix: academia@${HOST} -->` +
      `<p>Per evitar el correu brossa escrivim les adreces amb [at] i [dot]: substituïu-los per @ i un punt.</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Language school in Mataró',
    lang: 'en',
    alternates: ALT_HOME,
    main: `<div class="entry-content"><h1>English, German and French in Mataró</h1><p>Small groups of up to eight students, native and fully qualified teachers, and an authorised Cambridge English preparation centre on the Riera.</p><p><a href="/en/courses">Our courses</a> · <a href="/en/contact">Get in touch</a></p></div>`,
  });

  pages['/en/courses'] = page({
    path: '/en/courses',
    title: 'Courses',
    lang: 'en',
    main: `<div class="entry-content"><h1>Courses</h1><p>General English from A2 to C2, exam preparation, conversation groups and in-company training. German and French from A1 to B2.</p></div>`,
  });

  const oliver = `oliver.brennan@${HOST}`;
  const oliverScript = `<script>var u1 = 'oliver.brennan'; var d1 = 'idiomes' + 'vilamar' + '.test'; document.write('<a href="mailto:' + u1 + '@' + d1 + '">' + u1 + '@' + d1 + '</a>');</script>`;
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main:
      `<div class="entry-content"><h1>Contact us</h1><p>Riera, 87, 1st floor, 08301 Mataró (five minutes from the Rodalies station).</p>` +
      `<p>If you are an adult learner and are not sure which level to join, our Director of Studies, Oliver Brennan, will arrange a free placement test: ${oliverScript}<noscript>please enable JavaScript to see the address.</noscript></p>` +
      `<p>Cambridge exam dates and registrations are handled by Emma Whitfield, our Cambridge exams coordinator: ${mailto(`emma.whitfield@${HOST}`)}.</p></div>`,
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: `<div class="entry-content"><h1>Avís legal</h1><p>Idiomes Vilamar, S.L. – NIF B65123874 – Riera, 87, 1r, 08301 Mataró. Inscrita al Registre Mercantil de Barcelona.</p></div>` });
  pages['/politica-de-galetes'] = page({ path: '/politica-de-galetes', title: 'Política de galetes', main: `<div class="entry-content"><h1>Política de galetes</h1><p>Aquest web utilitza galetes tècniques i, amb el vostre consentiment, galetes analítiques.</p></div>` });
  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet professorat',
    main: `<div class="entry-content"><h1>Intranet del professorat</h1><p>Accés restringit. Incidències: ${mailto(`professorat@${HOST}`)}</p></div>`,
  });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/qui-som', '/cursos', '/examens-oficials', '/contacte', '/en', '/en/courses', '/en/contact'], '2025-06-02'));

  const staff = (t: Teacher) => ({
    address: `${t.local}@${HOST}`,
    name: t.name,
    title: t.title,
    ...(t.local === 'emma.whitfield' ? { titleAlternatives: ['Cambridge exams coordinator'] } : {}),
    pages: t.local === 'emma.whitfield' ? ['/qui-som', '/en/contact'] : ['/qui-som'],
    cases: ['table', 'plain', 'link-non-english', ...(t.local === 'emma.whitfield' ? ['hreflang', 'prose'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intranet\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['ca', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...STAFF.map(staff),
        { address: `marc.puigdomenech@${HOST}`, name: 'Marc Puigdomènech', title: 'Coordinador de cursos per a empreses', pages: ['/contacte'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: `nuria.bosch@${HOST}`, name: 'Núria Bosch', title: 'Secretària acadèmica', pages: ['/contacte'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        {
          address: oliver,
          name: 'Oliver Brennan',
          title: 'Director of Studies',
          pages: ['/en/contact'],
          encoded: { kind: 'script', text: oliverScript },
          cases: ['prose', 'script-concat', 'hreflang', 'deep-page'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `academia@${HOST}`, kind: 'comment' },
        { text: `professorat@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
