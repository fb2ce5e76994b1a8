/**
 * Halmtorvsscenen: a small theatre on Vesterbro in Copenhagen, on Umbraco, in Danish. The
 * management as "Funktion: Navn, address" lines and the house manager in running prose on the
 * about page; the whole staff in a table (Funktion, Navn, E-mail); the press contact as a label
 * line marked up with schema.org RDFa; the press-photo page, listed only in the sitemap robots.txt
 * names, giving the graphic designer's address through a reversed data attribute. The ticket
 * office is a role mailbox; the staff intranet (disallowed) holds the IT desk's address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'halmtorvsscenen-kbh.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/forestillinger', 'Forestillinger'],
  ['/billetter', 'Billetter'],
  ['/om-teatret', 'Om teatret'],
  ['/om-teatret/medarbejdere', 'Medarbejdere'],
  ['/presse', 'Presse'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Halmtorvsscenen',
  head: [
    '<link rel="stylesheet" href="/css/main.min.css?v=2025.2.1">',
    '<link rel="stylesheet" href="/App_Plugins/UmbracoForms/Assets/themes/default/style.min.css">',
    '<script src="https://policy.app.cookieinformation.com/uc.js" data-culture="DA" id="CookieConsent"></script>',
  ],
  header: () =>
    `<header class="site-header"><a class="site-header__logo" href="/"><img src="/media/1xkpq3no/halmtorvsscenen-logo.svg" alt="Halmtorvsscenen"></a>` +
    `<nav class="site-nav" aria-label="Hovedmenu"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav><a class="btn btn--tickets" href="/billetter">Køb billet</a></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__col"><h3>Halmtorvsscenen</h3><p>Halmtorvet 19, 1700 København V<br>Billetkontor: ${tel('33 21 40 50')}<br>${mailto(`billetkontor@${HOST}`)}</p></div>` +
    `<div class="site-footer__col"><h3>Åbningstider</h3><p>Billetkontoret: tirs–lør 14–19 og en time før forestilling.</p></div>` +
    `<div class="site-footer__col"><p><a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/intern">Medarbejderlogin</a></p><p>Halmtorvsscenen er støttet af Københavns Kommune.</p></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
  bodyEnd: ['<script src="/scripts/main.min.js?v=2025.2.1" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const block = (html: string): string => `<div class="umb-block-grid"><div class="umb-block-grid__layout-item"><div class="rte">${html}</div></div></div>`;

const FREJA_REV = reversed(`freja@${HOST}`);

type Row = { role: string; name: string; local: string };
const STAFF: Row[] = [
  { role: 'Teaterchef', name: 'Sofie Lund', local: 'sofie' },
  { role: 'Kunstnerisk leder', name: 'Jonas Brandt', local: 'jonas' },
  { role: 'Administrationschef', name: 'Camilla Dahl', local: 'camilla' },
  { role: 'Teknisk chef', name: 'Rasmus Holm', local: 'rasmus' },
  { role: 'Scenemester', name: 'Peter Vinther', local: 'peter' },
  { role: 'Publikumskoordinator', name: 'Nanna Krogh', local: 'nanna' },
];

export function halmtorvsscenen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Teater på Vesterbro',
    main: block(
      `<h1>Nyt dansk drama i det gamle kvægtorvs staldbygning</h1><p>Halmtorvsscenen spiller ny dramatik for 140 publikummer ad gangen.</p>` +
        `<h2>Lige nu</h2><ul class="teaser-list"><li><a href="/forestillinger">«Kødbyen, 1963»</a> – spiller 6. marts til 12. april</li><li><a href="/forestillinger">«Min søsters have»</a> – premiere 2. maj</li></ul>`,
    ),
  });

  pages['/forestillinger'] = page({
    path: '/forestillinger',
    title: 'Forestillinger',
    main: block(
      `<h1>Forestillinger 2025</h1><article><h2>Kødbyen, 1963</h2><p>Af Anne Marie Vestergaard. Instruktion: Jonas Brandt. Spilletid ca. 1 t. 50 min. uden pause.</p></article><article><h2>Min søsters have</h2><p>En familiekomedie om arv, æbletræer og tre søstre der ikke taler sammen.</p></article>`,
    ),
  });

  pages['/billetter'] = page({
    path: '/billetter',
    title: 'Billetter',
    main: block(
      `<h1>Billetter</h1><p>Ordinær billet 245 kr., under 25 år 125 kr. Gruppebestilling fra 10 personer: skriv til billetkontoret på ${mailto(`billetkontor@${HOST}`)} eller ring ${tel('33 21 40 50')}.</p><p>Billetter kan ikke byttes, men gerne overdrages.</p>`,
    ),
  });

  pages['/om-teatret'] = page({
    path: '/om-teatret',
    title: 'Om teatret',
    main: block(
      `<h1>Om teatret</h1><p>Halmtorvsscenen blev grundlagt i 2004 og har siden 2016 været egnsteater i Københavns Kommune.</p>` +
        `<h2>Ledelse</h2><p>Teaterchef: Sofie Lund, ${mailto(`sofie@${HOST}`)}<br>Kunstnerisk leder: Jonas Brandt, ${mailto(`jonas@${HOST}`)}</p>` +
        `<h2>Lej salen</h2><p>Salen og foyeren kan lejes til møder, receptioner og koncerter på dage uden forestilling. Skriv til vores husansvarlige, Mads Bech, på ${mailto(`mads@${HOST}`)}, så sender han et tilbud.</p>`,
    ),
  });

  pages['/om-teatret/medarbejdere'] = page({
    path: '/om-teatret/medarbejdere',
    title: 'Medarbejdere',
    main: block(
      `<h1>Medarbejdere</h1><table class="table table--staff"><thead><tr><th>Funktion</th><th>Navn</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.role)}</td><td>${esc(r.name)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: block(
      `<h1>Presse</h1><p>Anmeldere og journalister er velkomne til premiererne. Tilmelding senest ugen før.</p>` +
        `<p vocab="https://schema.org/" typeof="Person"><strong>Pressekontakt:</strong> <span property="name">Ida Winther</span>, <span property="jobTitle">presse- og kommunikationsansvarlig</span>, tlf. <span property="telephone">33 21 40 55</span>, <a property="email" href="mailto:ida@${HOST}">ida@${HOST}</a></p>`,
    ),
  });

  pages['/presse/pressefotos'] = page({
    path: '/presse/pressefotos',
    title: 'Pressefotos',
    main: block(
      `<h1>Pressefotos</h1><p>Fotos fra sæsonens forestillinger må bruges frit i omtale af forestillingerne. Husk kreditering af fotografen.</p>` +
        `<p>Har du brug for fotos i høj opløsning eller plakater? Freja Møller, grafisk designer: <span class="mail" data-m="${FREJA_REV}">[e-mail]</span></p>` +
        `<script>document.querySelectorAll('.mail').forEach(function (el) { var m = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: block(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Halmtorvsscenen, CVR 27 12 34 56. Billetkøb behandles af vores billetsystem.</p>`) });
  pages['/intern'] = page({ path: '/intern', title: 'Medarbejderlogin', main: block(`<h1>Medarbejderlogin</h1><p>Glemt adgangskode? Kontakt ${mailto(`it@${HOST}`)}.</p>`) });

  pages['/sitemap-da.xml'] = xmlPage(urlset(HOST, ['/', '/forestillinger', '/billetter', '/om-teatret', '/om-teatret/medarbejdere', '/presse', '/presse/pressefotos'], '2025-03-01'));

  const ln: CaseKind = 'link-non-english';
  const mgmt = new Set(['sofie', 'jonas']);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /umbraco/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap-da.xml\n`,
      pages,
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['da'],
      addresses: [
        { address: `billetkontor@${HOST}`, name: null, title: null, pages: ['/billetter', '/'], cases: ['role', 'plain', ln] },
        ...STAFF.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.role,
          pages: mgmt.has(r.local) ? ['/om-teatret', '/om-teatret/medarbejdere'] : ['/om-teatret/medarbejdere'],
          cases: [...(mgmt.has(r.local) ? (['title-name-line'] as CaseKind[]) : []), 'table', 'plain', ln] as CaseKind[],
        })),
        { address: `mads@${HOST}`, name: 'Mads Bech', title: 'husansvarlig', titleAlternatives: ['husansvarlige'], pages: ['/om-teatret'], cases: ['prose', 'plain', ln] },
        { address: `ida@${HOST}`, name: 'Ida Winther', title: 'presse- og kommunikationsansvarlig', pages: ['/presse'], cases: ['label-line', 'rdfa', 'plain', ln] },
        { address: `freja@${HOST}`, name: 'Freja Møller', title: 'grafisk designer', pages: ['/presse/pressefotos'], encoded: { kind: 'reversed', text: FREJA_REV }, cases: ['name-title-line', 'script-reversed', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/intern'],
      nonAddresses: [{ text: `it@${HOST}`, kind: 'disallowed' }],
    },
  };
}
