/**
 * Ljusnedals folkhögskola: a small folk high school in Härjedalen, on Sitevision, in Swedish with
 * an English page for international students. The staff as a table (name, post, phone, e-mail),
 * one teacher with the Swedish academic honorific "fil. dr"; the contact page's definition list
 * (function, then name, post and address); the textile course's "Kursansvarig:" label line whose
 * address a small script puts together from pieces; the new principal in a news item listed only
 * in the news child of the sitemap index; the international coordinator as a "Name, Title,
 * address" line on the English page two steps from home. The application form's placeholder, the
 * mountain-cabin company's booking address and the student portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ljusnedal-folkhogskola.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sv: [
    ['/', 'Start'],
    ['/kurser', 'Kurser'],
    ['/om-skolan', 'Om skolan'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'In English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/international-students', 'International students'],
    ['/', 'På svenska'],
  ],
};

let svid = 0;
const id = (kind: number): string => `svid${kind}_${(0x2f1e07 + svid++ * 4099).toString(16)}d1859a5cb8a${(1700 + svid * 13).toString(16)}`;

/** A Sitevision text module. */
const text = (html: string): string => `<div class="sv-text-portlet sv-use-margins" id="${id(12)}"><div class="sv-text-portlet-content">${html}</div></div>`;
const heading = (t: string): string => `<div class="sv-text-portlet sv-use-margins" id="${id(12)}"><div id="Rubrik" class="sv-text-portlet-content"><h1 class="heading">${esc(t)}</h1></div></div>`;
const layout = (html: string): string => `<div class="sv-layout sv-skip-spacer sv-template-portlet" id="${id(10)}"><div class="sv-layout sv-template-layout lf-content" id="${id(10)}">${html}</div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Ljusnedals folkhögskola',
  head: [
    '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
    `<link rel="stylesheet" type="text/css" href="/sitevision/system-resource/d6a5c8b0e41f2c7a93b50e18f4d2a6c1/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/webdav/files/System/resources/css/ljusnedal.css?v=2025-01">`,
    `<script src="/sitevision/system-resource/d6a5c8b0e41f2c7a93b50e18f4d2a6c1/js/jquery.js"></script>`,
    `<script src="/sitevision/system-resource/d6a5c8b0e41f2c7a93b50e18f4d2a6c1/js/utils.js"></script>`,
    `<script>svDocReady = function(fn) { document.addEventListener('DOMContentLoaded', fn); }</script>`,
    `<link rel="shortcut icon" href="/webdav/files/System/resources/graphics/favicon.ico">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'sv';
    return (
      `<div class="sv-layout" id="${id(10)}"><a class="lf-skip" href="#content">${lang === 'en' ? 'Skip to content' : 'Till innehållet'}</a><header class="lf-header"><div class="sv-image-portlet sv-use-margins" id="${id(14)}"><a href="${lang === 'en' ? '/en' : '/'}"><img class="sv-noborder" alt="Ljusnedals folkhögskola" src="/images/18.2f1e07d1859a5cb8a1704/1674129380214/logo-ljusnedal.svg" width="240" height="58"></a></div>` +
      `<nav class="sv-script-portlet sv-use-margins lf-menu" aria-label="${lang === 'en' ? 'Main menu' : 'Huvudmeny'}"><ul class="sv-defaultlist">${MENU[lang]!.map(([h, l]) => `<li class="lf-menu__item${h === p.path ? ' lf-menu__item--active' : ''}"><a class="lf-menu__link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header></div>`
    );
  },
  footer: (p) =>
    `<footer class="sv-layout lf-footer" id="${id(10)}">` +
    text(
      `<p class="normal"><strong>Ljusnedals folkhögskola</strong><br>Skolvägen 4, 840 95 Funäsdalen<br>${tel('0684-215 00')} (expeditionen, vardagar 8–15)<br>${mailto(`expedition@${HOST}`)}</p>` +
        `<p class="normal">${p.lang.startsWith('en') ? 'Run by the Härjedalen Folk High School Association' : 'Huvudman: Föreningen Härjedalens folkhögskola'} · <a href="/integritet">${p.lang.startsWith('en') ? 'Privacy' : 'Integritetspolicy'}</a> · <a href="/elevportal">Elevportalen</a></p>`,
    ) +
    `</footer>`,
  bodyEnd: [
    `<div class="sv-cookie-consent-banner env-modal-dialog" role="dialog" aria-labelledby="cc-title" hidden><h2 id="cc-title" class="subheading">Kakor</h2><p class="normal">Vi använder nödvändiga kakor för att webbplatsen ska fungera och, om du tillåter det, kakor för besöksstatistik. <a href="/integritet">Läs mer om kakor</a></p><button type="button" class="env-button" data-cookie-consent-button="all">Tillåt alla</button> <button type="button" class="env-button env-button--secondary" data-cookie-consent-button="necessary">Endast nödvändiga</button></div>`,
    `<script src="/sitevision/system-resource/d6a5c8b0e41f2c7a93b50e18f4d2a6c1/js/cookieConsent.js"></script>`,
    `<script src="/webdav/files/System/resources/js/ljusnedal.min.js?v=2025-01"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });

type Staff = { shown: string; name: string; title: string; phone: string; local: string; honorific?: boolean };
const STAFF: Staff[] = [
  { shown: 'Per-Olof Strand', name: 'Per-Olof Strand', title: 'biträdande rektor, ansvarig för allmän kurs', phone: '0684-215 02', local: 'per-olof.strand' },
  { shown: 'fil. dr Gunnar Wahlberg', name: 'Gunnar Wahlberg', title: 'lärare i svenska och samhällskunskap, allmän kurs', phone: '0684-215 11', local: 'gunnar.wahlberg', honorific: true },
  { shown: 'Amira Haddad', name: 'Amira Haddad', title: 'studie- och yrkesvägledare (SYV)', phone: '0684-215 06', local: 'amira.haddad' },
  { shown: 'Tove Lindahl', name: 'Tove Lindahl', title: 'kurator (tisdagar och torsdagar)', phone: '0684-215 07', local: 'tove.lindahl' },
  { shown: 'Elin Berglund-Sjöö', name: 'Elin Berglund-Sjöö', title: 'ekonomiansvarig och administratör, CSN-frågor', phone: '0684-215 03', local: 'elin.berglund-sjoo' },
  { shown: 'Nils Jonsson', name: 'Nils Jonsson', title: 'internatansvarig och vaktmästare', phone: '070-318 44 02', local: 'nils.jonsson' },
];

const MAJA_SCRIPT =
  "(function(){var n='maja.lindgren';var d='ljusnedal-folkhogskola'+'.'+'test';var a=n+'@'+d;var el=document.getElementById('ep-1847');if(el){el.innerHTML='<a href=\"mailto:'+a+'\">'+a+'</a>';}})();";

export function ljusnedal(): CrawlWorldSite {
  svid = 0;
  const pages: Record<string, SandboxPage> = {};
  const svEn = { sv: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Folkhögskola i Härjedalen',
    alternates: svEn,
    main: layout(
      heading('Välkommen till Ljusnedals folkhögskola') +
        text(
          `<p class="normal">Vi är en liten folkhögskola med internat vid Ljusnans källor. Här läser du allmän kurs för att få behörighet till högskolan, eller någon av våra profilkurser i textil, fjälledarskap och skrivande.</p>` +
            `<p class="normal"><a href="/kurser">Se alla kurser</a> · <a href="/om-skolan">Om skolan</a> · <a href="/kontakt">Kontakta oss</a></p>`,
        ),
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: layout(
      heading('Om skolan') +
        text(
          `<p class="normal">Ljusnedals folkhögskola grundades 1921 av nykterhetsrörelsen och drivs i dag av en ideell förening. Vi har omkring 90 långkursdeltagare och ett internat med 40 rum.</p>` +
            `<p class="normal">Här hittar du <a href="/om-skolan/personal">personalen</a> och vår <a href="/integritet">integritetspolicy</a>.</p>`,
        ),
    ),
  });

  pages['/om-skolan/personal'] = page({
    path: '/om-skolan/personal',
    title: 'Personal',
    main: layout(
      heading('Personal') +
        text(
          `<p class="normal">Du når oss enklast via expeditionen. E-post till personalen skickas till förnamn.efternamn@ och skolans domän.</p>` +
            `<div class="sv-table-responsive"><table class="sv-table-lf" summary="Personal"><thead><tr><th scope="col">Namn</th><th scope="col">Befattning</th><th scope="col">Telefon</th><th scope="col">E-post</th></tr></thead><tbody>` +
            STAFF.map((s) => `<tr><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
            `</tbody></table></div>`,
        ),
    ),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: layout(
      heading('Kurser läsåret 2025/26') +
        text(
          `<ul class="lf-list"><li><a href="/kurser/textil-och-form">Textil och form – vävning, växtfärgning och skrädderi</a></li><li>Allmän kurs, 1–3 år</li><li>Fjälledare, en termin</li><li>Skrivarlinjen, distans</li></ul><p class="normal">Ansökan öppnar 1 februari via schoolsoft.</p>`,
        ),
    ),
  });

  pages['/kurser/textil-och-form'] = page({
    path: '/kurser/textil-och-form',
    title: 'Textil och form',
    main: layout(
      heading('Textil och form') +
        text(
          `<p class="normal">Ett år med vävstolen, färgköket och tillskärarbordet. Vi arbetar med lin och ull från trakten, och under vårterminen syr varje deltagare ett eget plagg efter mått.</p>` +
            `<p class="normal">Kursansvarig: Maja Lindgren, kursföreståndare och textillärare, ${tel('0684-215 14')}, <span id="ep-1847">[e-post visas med JavaScript]</span></p><script>${MAJA_SCRIPT}</script>` +
            `<h2 class="subheading">Ansök</h2><form class="lf-form" action="/kurser/textil-och-form" method="post"><label for="f-namn">Namn</label><input id="f-namn" name="namn" type="text"><label for="f-epost">E-post</label><input id="f-epost" name="epost" type="email" placeholder="fornamn.efternamn@exempel.se"><button type="submit" class="env-button">Skicka intresseanmälan</button></form>`,
        ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: layout(
      heading('Kontakt') +
        text(
          `<dl class="lf-contact-list">` +
            `<dt>Expedition och antagning</dt><dd>${tel('0684-215 00')}<br>${mailto(`expedition@${HOST}`)}</dd>` +
            `<dt>Studieekonomi och CSN</dt><dd>Elin Berglund-Sjöö, ekonomiansvarig<br>${mailto(`elin.berglund-sjoo@${HOST}`)}</dd>` +
            `<dt>Skolhälsovård</dt><dd>Hanna Åkesson, skolsköterska<br>tisdag–torsdag 8–12<br>${mailto(`hanna.akesson@${HOST}`)}</dd>` +
            `<dt>Internatet, jour kvällstid</dt><dd>${tel('070-318 44 02')}</dd></dl>` +
            `<p class="normal">Fjällstugorna vid skolan hyrs ut av Ljusnedals Fjällturism AB, bokning@ljusnedalsfjall.se.</p>`,
        ),
    ),
  });

  pages['/nyheter/ny-rektor-fran-augusti'] = page({
    path: '/nyheter/ny-rektor-fran-augusti',
    title: 'Ny rektor från augusti',
    main: layout(
      text(`<p class="lf-date"><time datetime="2025-03-05">5 mars 2025</time></p>`) +
        heading('Karin Öst blir ny rektor') +
        text(
          `<p class="normal">Styrelsen har utsett Karin Öst till ny rektor för Ljusnedals folkhögskola från den 1 augusti 2025. Karin kommer närmast från Jämtlands läns folkhögskola där hon varit biträdande rektor i sex år.</p>` +
            `<p class="normal">– Jag ser fram emot att lära känna deltagarna och personalen, säger Karin, som redan nu nås på ${mailto(`karin.ost@${HOST}`)}.</p>`,
        ),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'A folk high school in the Swedish mountains',
    lang: 'en',
    alternates: svEn,
    main: layout(
      heading('Ljusnedal Folk High School') +
        text(
          `<p class="normal">A small residential folk high school in Härjedalen. Most courses are taught in Swedish, but our textile and mountain-leader courses welcome exchange students.</p><p class="normal"><a href="/en/international-students">Information for international students</a></p>`,
        ),
    ),
  });

  pages['/en/international-students'] = page({
    path: '/en/international-students',
    title: 'International students',
    lang: 'en',
    main: layout(
      heading('International students') +
        text(
          `<p class="normal">We take part in Erasmus+ and Nordplus Adult. Exchange students live at the school's boarding house and follow one of our profile courses for a term.</p>` +
            `<p class="normal">Sara Nilsson, International Coordinator (Erasmus+ and Nordplus), ${mailto(`sara.nilsson@${HOST}`)}</p>`,
        ),
    ),
  });

  pages['/integritet'] = page({ path: '/integritet', title: 'Integritetspolicy', main: layout(heading('Integritetspolicy') + text(`<p class="normal">Personuppgiftsansvarig är Föreningen Härjedalens folkhögskola, org.nr 893200-4417.</p>`)) });
  pages['/elevportal'] = page({ path: '/elevportal', title: 'Elevportalen', main: layout(heading('Elevportalen') + text(`<p class="normal">Inloggning för deltagare. Glömt lösenordet? Mejla ${mailto(`elevportal@${HOST}`)}.</p>`)) });

  pages['/sitemap-sidor.xml'] = xmlPage(urlset(HOST, ['/', '/om-skolan', '/om-skolan/personal', '/kurser', '/kurser/textil-och-form', '/kontakt', '/integritet', '/en', '/en/international-students'], '2025-03-05'));
  pages['/sitemap-nyheter.xml'] = xmlPage(urlset(HOST, ['/nyheter/ny-rektor-fran-augusti'], '2025-03-05'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /elevportal\nDisallow: /sitevision/\nDisallow: /edit-\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-sidor.xml', '/sitemap-nyheter.xml'], '2025-03-05'),
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['sv', 'en'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'definition-list', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          ...(s.local === 'elin.berglund-sjoo' ? { titleAlternatives: ['ekonomiansvarig'] } : {}),
          pages: s.local === 'elin.berglund-sjoo' ? ['/om-skolan/personal', '/kontakt'] : ['/om-skolan/personal'],
          cases: [
            'table',
            'plain',
            ...(s.local === 'elin.berglund-sjoo' ? [] : ['deep-page']),
            ln,
            ...(s.honorific ? ['honorific'] : []),
            ...(s.local === 'elin.berglund-sjoo' ? ['definition-list'] : []),
          ] as CaseKind[],
        })),
        { address: `hanna.akesson@${HOST}`, name: 'Hanna Åkesson', title: 'skolsköterska', pages: ['/kontakt'], cases: ['definition-list', 'plain', ln] },
        {
          address: `maja.lindgren@${HOST}`,
          name: 'Maja Lindgren',
          title: 'kursföreståndare och textillärare',
          pages: ['/kurser/textil-och-form'],
          encoded: { kind: 'script', text: MAJA_SCRIPT },
          cases: ['label-line', 'script-concat', 'deep-page', ln],
        },
        { address: `karin.ost@${HOST}`, name: 'Karin Öst', title: 'rektor', pages: ['/nyheter/ny-rektor-fran-augusti'], cases: ['prose', 'sitemap-index', 'plain'] },
        {
          address: `sara.nilsson@${HOST}`,
          name: 'Sara Nilsson',
          title: 'International Coordinator (Erasmus+ and Nordplus)',
          titleAlternatives: ['International Coordinator'],
          pages: ['/en/international-students'],
          cases: ['name-title-line', 'deep-page', 'hreflang', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/elevportal'],
      nonAddresses: [
        { text: `elevportal@${HOST}`, kind: 'disallowed' },
        { text: 'fornamn.efternamn@exempel.se', kind: 'placeholder' },
        { text: 'bokning@ljusnedalsfjall.se', kind: 'other-company' },
      ],
    },
  };
}
