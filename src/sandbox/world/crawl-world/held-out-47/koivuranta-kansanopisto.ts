/**
 * Koivurannan kansanopisto: a folk high school in Central Finland, on WordPress, in Finnish with a
 * Swedish section that only the language switcher (a select, no link) and the hreflang
 * alternates reach. The staff on "Henkilökunta" as a definition list, names with degree
 * post-nominals (KM, FM, MuM), addresses written "etunimi.sukunimi(at)…" as Finnish sites do,
 * the study secretary's built by String.fromCharCode; the scheme stated above the list. The
 * Swedish home names the Swedish-speaking study counsellor; its contact page, two links from
 * home, gives the principal's Swedish title and the boarding house supervisor. A git clone URL
 * on the programming line's page and the student intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'koivuranta-kansanopisto.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}(at)koivuranta-kansanopisto.test`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/linjat', 'Linjat'],
    ['/asuminen', 'Asuminen'],
    ['/henkilokunta', 'Henkilökunta'],
    ['/yhteystiedot', 'Yhteystiedot'],
  ],
  sv: [
    ['/sv', 'Hem'],
    ['/sv/kontakt', 'Kontakt'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Koivurannan kansanopisto',
  head: ['<meta name="generator" content="WordPress 6.5.2">', `<link rel="stylesheet" href="${ORIGIN}/wp-content/themes/kansanopisto/dist/main.css?ver=2.3.1">`],
  header: (p) => {
    const lang = p.lang === 'sv' ? 'sv' : 'fi';
    return (
      `<header class="site-header"><a class="brand" href="${lang === 'sv' ? '/sv' : '/'}"><img src="/wp-content/uploads/2022/08/koivuranta-logo.svg" alt="Koivurannan kansanopisto"></a>` +
      `<nav class="primary">${MENU[lang]!.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join('')}</nav>` +
      `<select class="lang-switch" aria-label="Kieli / Språk" onchange="window.location.href=this.value"><option value="/"${lang === 'fi' ? ' selected' : ''}>Suomi</option><option value="/sv"${lang === 'sv' ? ' selected' : ''}>Svenska</option></select></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><p>Koivurannan kansanopisto · Koivurannantie 120, 41800 Korpilahti · ${tel('014 882 300')} · ${at('toimisto')}</p>` +
    `<p>${p.lang === 'sv' ? 'Huvudman: Stiftelsen för Koivuranta folkhögskola' : 'Ylläpitäjä: Koivurannan kansanopiston kannatusyhdistys ry'} · <a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/opiskelijat">Opiskelijoille (kirjaudu)</a></p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const wrap = (html: string): string => `<div class="container"><div class="entry">${html}</div></div>`;

const ANNELI_CODES = charCodes(`anneli.koskinen@${HOST}`);
const ANNELI_SCRIPT = `<script>document.write(String.fromCharCode(${ANNELI_CODES}));</script>`;

type Staff = { name: string; post?: string; title: string; local: string; phone: string; script?: string };
const STAFF: Staff[] = [
  { name: 'Liisa Mäkinen', post: 'KM', title: 'rehtori', local: 'liisa.makinen', phone: '040 551 2301' },
  { name: 'Timo Hirvonen', post: 'FM', title: 'apulaisrehtori, matematiikan ja fysiikan opettaja', local: 'timo.hirvonen', phone: '040 551 2302' },
  { name: 'Anneli Koskinen', title: 'opintosihteeri', local: 'anneli.koskinen', phone: '040 551 2300', script: ANNELI_SCRIPT },
  { name: 'Jussi Rantanen', post: 'MuM', title: 'musiikkilinjan vastuuopettaja', local: 'jussi.rantanen', phone: '040 551 2311' },
  { name: 'Mikko Salo', post: 'FM', title: 'ohjelmointilinjan opettaja', local: 'mikko.salo', phone: '040 551 2314' },
  { name: 'Sanna Laaksonen', title: 'keittiöpäällikkö', local: 'sanna.laaksonen', phone: '040 551 2320' },
];

export function koivurantaKansanopisto(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alternates = { fi: '/', sv: '/sv' };

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    alternates,
    main: wrap(
      `<h1>Opiskele itsellesi vuosi järven rannalla</h1><p>Koivurannan kansanopisto tarjoaa lukuvuoden mittaisia linjoja musiikissa, ohjelmoinnissa ja kuvataiteessa sekä lyhytkursseja kaikenikäisille.</p>` +
        `<p><a href="/linjat">Tutustu linjoihin</a> · <a href="/asuminen">Asuminen opistolla</a></p>`,
    ),
  });

  pages['/linjat'] = page({
    path: '/linjat',
    title: 'Linjat',
    main: wrap(`<h1>Linjat</h1><ul><li><a href="/linjat/musiikki">Musiikkilinja</a></li><li><a href="/linjat/ohjelmointi">Ohjelmointilinja</a></li><li>Kuvataidelinja</li></ul><p>Lukuvuosi alkaa elokuussa. Haku päättyy 31.5.</p>`),
  });

  pages['/linjat/musiikki'] = page({ path: '/linjat/musiikki', title: 'Musiikkilinja', main: wrap(`<h1>Musiikkilinja</h1><p>Bändisoittoa, laulua, äänitystä ja pääsykoevalmennusta ammattikorkeakouluihin. Linjaa vetää Jussi Rantanen.</p>`) });

  pages['/linjat/ohjelmointi'] = page({
    path: '/linjat/ohjelmointi',
    title: 'Ohjelmointilinja',
    main: wrap(
      `<h1>Ohjelmointilinja</h1><p>Python, web-kehitys ja versionhallinta – lähtötasoa ei tarvita. Linjan kurssimateriaali on avoimesti saatavilla:</p><pre><code>git clone git@gitlab.koivuranta-kansanopisto.test:ohjelmointilinja/kurssimateriaali.git</code></pre>`,
    ),
  });

  pages['/asuminen'] = page({ path: '/asuminen', title: 'Asuminen', main: wrap(`<h1>Asuminen</h1><p>Opiskelijat asuvat kahden hengen huoneissa asuntolassa. Täysihoito sisältyy lukuvuosimaksuun.</p>`) });

  pages['/henkilokunta'] = page({
    path: '/henkilokunta',
    title: 'Henkilökunta',
    main: wrap(
      `<h1>Henkilökunta</h1><p>Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@koivuranta-kansanopisto.test.</p>` +
        `<dl class="henkilokunta">` +
        STAFF.map((s) => `<dt>${esc(s.name)}${s.post ? `, ${s.post}` : ''}</dt><dd>${esc(s.title)}<br>puh. ${tel(s.phone)}<br>${s.script ?? at(s.local)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: wrap(`<h1>Yhteystiedot</h1><p>Toimisto on avoinna ma–to 8–15.30, pe 8–14.</p><p>Koivurannantie 120, 41800 Korpilahti<br>${tel('014 882 300')}<br>${at('toimisto')}</p><p>Henkilökunnan yhteystiedot löydät <a href="/henkilokunta">henkilökuntasivulta</a>.</p>`),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Folkhögskola vid sjön',
    lang: 'sv',
    alternates,
    main: wrap(
      `<h1>Ett år för dig själv – vid sjön</h1><p>Koivuranta folkhögskola har linjer i musik, programmering och bildkonst. Undervisningen sker på finska, men vi hjälper gärna svenskspråkiga studerande.</p>` +
        `<p>Emma Westerlund, studiehandledare, ${mailto(`emma.westerlund@${HOST}`)}</p><p><a href="/sv/kontakt">Kontakta oss</a></p>`,
    ),
  });

  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main: wrap(
      `<h1>Kontakt</h1><p>Liisa Mäkinen, rektor, ${mailto(`liisa.makinen@${HOST}`)}</p><p>Johanna Nyman, internatsföreståndare, ${mailto(`johanna.nyman@${HOST}`)}</p><p>Kansliet: ${at('toimisto')}, ${tel('+358 14 882 300')}</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: wrap(`<h1>Tietosuojaseloste</h1><p>Opiskelijarekisterin tietoja käsitellään opetuksen järjestämiseksi.</p>`) });

  pages['/opiskelijat'] = page({ path: '/opiskelijat', title: 'Opiskelijoille', main: wrap(`<h1>Opiskelijoille</h1><p>Lukujärjestykset ja ruokalistat. Tunnusongelmissa: ${mailto(`it-tuki@${HOST}`)}</p>`) });

  const all = Object.keys(pages).filter((p) => p !== '/opiskelijat');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /opiskelijat\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, all.filter((p) => !p.startsWith('/sv')), '2025-01-20'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: all, cases: ['role', 'obfuscated'] },
        ...STAFF.map((s) => {
          const cases: CaseKind[] = ['definition-list', s.script ? 'script-charcode' : 'obfuscated', ln];
          if (s.post) cases.push('post-nominal');
          const pgs = s.local === 'liisa.makinen' ? ['/henkilokunta', '/sv/kontakt'] : ['/henkilokunta'];
          if (s.local === 'liisa.makinen') cases.push('name-title-line');
          return {
            address: `${s.local}@${HOST}`,
            name: s.name,
            title: s.title,
            ...(s.local === 'liisa.makinen' ? { titleAlternatives: ['rektor'] } : {}),
            pages: pgs,
            ...(s.script ? { encoded: { kind: 'charcodes' as const, text: ANNELI_CODES } } : {}),
            cases,
          };
        }),
        { address: `emma.westerlund@${HOST}`, name: 'Emma Westerlund', title: 'studiehandledare', pages: ['/sv'], cases: ['hreflang', 'name-title-line', 'plain'] },
        { address: `johanna.nyman@${HOST}`, name: 'Johanna Nyman', title: 'internatsföreståndare', pages: ['/sv/kontakt'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/henkilokunta', text: 'etunimi.sukunimi@koivuranta-kansanopisto.test' },
      disallowed: ['/opiskelijat'],
      nonAddresses: [
        { text: 'etunimi.sukunimi@koivuranta-kansanopisto.test', kind: 'scheme' },
        { text: `it-tuki@${HOST}`, kind: 'disallowed' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
      ],
    },
  };
}
