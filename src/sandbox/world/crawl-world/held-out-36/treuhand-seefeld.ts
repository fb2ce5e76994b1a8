/**
 * Seefeld Treuhand AG: a fiduciary office (accounting, payroll, tax, company formation) in
 * Zürich-Seefeld, on TYPO3 13 with the bootstrap_package, in Swiss German. TYPO3's spam
 * protection writes addresses as "name(at)domain.test" with an encrypted mailto link.
 * "Team" lists partners with microdata cards (academic degrees before the name) and the staff
 * in a table; "Kontakt" gives "Function: Name, address" lines and the apprentices' trainer's
 * address built by an inline script; the Impressum names the person responsible in a labelled
 * line. The client portal (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'treuhand-seefeld.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/dienstleistungen', 'Dienstleistungen'],
  ['/team', 'Team'],
  ['/kontakt', 'Kontakt'],
];

/** TYPO3's linkTo_UnCryptMailto (offset 2) of "mailto:address". */
function crypt(address: string): string {
  return [...`mailto:${address}`]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(((n - 0x61 + 2) % 26) + 0x61);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(((n - 0x2b + 2) % 16) + 0x2b);
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(((n - 0x40 + 2) % 27) + 0x40);
      return c;
    })
    .join('');
}
/** A TYPO3-protected address: the visible "(at)" form and the encrypted link. */
const t3mail = (address: string): string => `<a href="#" data-mailto-token="${esc(crypt(address))}" data-mailto-vector="2">${address.replace('@', '(at)')}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Seefeld Treuhand AG',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-5f3a2c1e9b.css?1731580000" media="all">',
    '<link rel="stylesheet" href="/_assets/e799cca3073eabb617dfebf5f7cabc53/Css/seefeld.css?1731580000" media="all">',
  ],
  header: (p) =>
    `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a><header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Seefeld Treuhand AG" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/seefeld-logo.svg" alt="Seefeld Treuhand AG logo" height="52" width="200"></a>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item${h === p.path ? ' active' : ''}"><a href="${h}" class="nav-link"${h === p.path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(l)}</span></a></li>`).join('')}</ul></nav></div></header><div id="page-content" class="bp-page-content main-section"><div class="section section-default"><div class="container">`,
  footer: () =>
    `</div></div></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Seefeld Treuhand AG</strong><br>Seefeldstrasse 114<br>8008 Zürich<br>${tel('+41 44 383 27 60')}<br>${t3mail(`info@${HOST}`)}</p></div><div class="col-md-6"><p>Mitglied von TREUHAND|SUISSE<br><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/kundenportal">Kundenportal</a></p></div></div></div></section></footer></div>` +
    `<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/bootstrap.popover.min.js?1731580000"></script><script async="async" src="/typo3temp/assets/compressed/default_frontend-7e1e0b3c.js?1731580000"></script>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div>`;

type Partner = { shown: string; name: string; title: string; local: string };
const PARTNERS: Partner[] = [
  { shown: 'Dr. oec. HSG Martin Keller', name: 'Martin Keller', title: 'Geschäftsführer, dipl. Treuhandexperte', local: 'm.keller' },
  { shown: 'lic. iur. Sandra Huber', name: 'Sandra Huber', title: 'Partnerin, dipl. Steuerexpertin', local: 's.huber' },
  { shown: 'Reto Brunner', name: 'Reto Brunner', title: 'Partner, Leiter Buchhaltung & Revision', local: 'r.brunner' },
];

type Staff = { name: string; fn: string; local: string };
const STAFF: Staff[] = [
  { name: 'Andrea Meier', fn: 'Mandatsleiterin Treuhand', local: 'a.meier' },
  { name: 'Lukas Schneider', fn: 'Sachbearbeiter Lohnbuchhaltung', local: 'l.schneider' },
  { name: 'Nicole Frei', fn: 'Fachfrau Finanz- und Rechnungswesen mit eidg. FA', local: 'n.frei' },
  { name: 'Daniela Gerber', fn: 'Assistentin der Geschäftsleitung', local: 'd.gerber' },
];

const TRAINER = { name: 'Beat Zürcher', title: 'Personal und Lehrstellen', local: 'b.zuercher' };
const TRAINER_SCRIPT = `var u='b.zuer'+'cher'; var d='treuhand-seefeld'+'.'+'test'; document.getElementById('lehre-mail').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';`;

export function treuhandSeefeld(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Treuhand, Steuern und Buchhaltung in Zürich',
    main: ce(1, `<h1>Ihr Treuhandbüro im Seefeld</h1><p>Seit 1994 begleiten wir KMU, Selbständige und Privatpersonen in Buchhaltung, Lohn, Steuern und Mehrwertsteuer – persönlich und auf Augenhöhe.</p><p><a href="/dienstleistungen" class="btn btn-primary">Unsere Dienstleistungen</a></p>`),
  });
  pages['/dienstleistungen'] = page({
    path: '/dienstleistungen',
    title: 'Dienstleistungen',
    main: ce(2, `<h1>Dienstleistungen</h1><ul><li>Finanz- und Lohnbuchhaltung, Jahresabschluss</li><li>Steuererklärungen für natürliche und juristische Personen</li><li>Mehrwertsteuer-Abrechnungen</li><li>Firmengründungen und Nachfolgeregelungen</li><li>Eingeschränkte Revision</li></ul>`),
  });
  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    main:
      ce(3, `<h1>Unser Team</h1><h2>Partner</h2>`) +
      `<div class="row">` +
      PARTNERS.map(
        (p) =>
          `<div class="col-md-4"><div class="card" itemscope itemtype="https://schema.org/Person"><img class="card-img-top" src="/fileadmin/_processed_/team/csm_${p.local.replace('.', '-')}_4b2e1a.jpg" alt="${esc(p.name)}"><div class="card-body"><h3 class="card-title"><span itemprop="honorificPrefix">${esc(p.shown.replace(p.name, '').trim())}</span> <span itemprop="name">${esc(p.name)}</span></h3>` +
          `<p itemprop="jobTitle">${esc(p.title)}</p><p><a href="mailto:${p.local}@${HOST}" itemprop="email">${p.local}(at)${HOST}</a></p></div></div></div>`,
      ).join('') +
      `</div>` +
      ce(4, `<h2>Mitarbeitende</h2><table class="table table-striped"><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>${STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.fn)}</td><td>${t3mail(`${s.local}@${HOST}`)}</td></tr>`).join('')}</tbody></table>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(5, `<h1>Kontakt</h1><p>Seefeldstrasse 114, 8008 Zürich · ${tel('+41 44 383 27 60')} · ${t3mail(`info@${HOST}`)}</p><p>Tram 2 und 4 bis Feldeggstrasse. Besprechungen nach Vereinbarung.</p>`) +
      ce(
        6,
        `<h2>Ansprechpersonen</h2><p>Steuerberatung: Sandra Huber, ${t3mail(`s.huber@${HOST}`)}<br>Lohnbuchhaltung: Lukas Schneider, ${t3mail(`l.schneider@${HOST}`)}<br>Personal und Lehrstellen: Beat Zürcher, <span id="lehre-mail">[E-Mail wird mit JavaScript angezeigt]</span></p><script>${TRAINER_SCRIPT}</script>`,
      ),
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(7, `<h1>Impressum</h1><p>Seefeld Treuhand AG<br>Seefeldstrasse 114, 8008 Zürich<br>UID: CHE-105.844.219 MWST<br>Handelsregister des Kantons Zürich</p><p>Verantwortlich für den Inhalt: Dr. oec. HSG Martin Keller, Geschäftsführer, ${t3mail(`m.keller@${HOST}`)}</p>`),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(8, `<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenbearbeitung nach revDSG ist die Seefeld Treuhand AG, ${t3mail(`info@${HOST}`)}.</p>`) });
  pages['/kundenportal'] = page({ path: '/kundenportal', title: 'Kundenportal', main: ce(9, `<h1>Kundenportal</h1><p>Belege hochladen und Auswertungen abrufen. Support: <a href="mailto:portal@${HOST}">portal@${HOST}</a></p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\nDisallow: /kundenportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/dienstleistungen', '/team', '/kontakt', '/impressum', '/datenschutz'], '2025-01-08'),
      pages,
      headers: { Server: 'Apache', 'X-Frame-Options': 'SAMEORIGIN', 'Content-Language': 'de-CH' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...PARTNERS.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          ...(p.local === 's.huber' ? { titleAlternatives: ['Steuerberatung'] } : {}),
          pages: p.local === 'm.keller' ? ['/team', '/impressum'] : p.local === 's.huber' ? ['/team', '/kontakt'] : ['/team'],
          cases: [
            'card',
            'microdata',
            'plain',
            ...(p.shown !== p.name ? (['honorific'] as CaseKind[]) : []),
            ...(p.local === 'm.keller' ? (['label-line', 'obfuscated'] as CaseKind[]) : []),
            ...(p.local === 's.huber' ? (['title-name-line', 'obfuscated'] as CaseKind[]) : []),
          ] as CaseKind[],
        })),
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.fn,
          ...(s.local === 'l.schneider' ? { titleAlternatives: ['Lohnbuchhaltung'] } : {}),
          pages: s.local === 'l.schneider' ? ['/team', '/kontakt'] : ['/team'],
          cases: ['table', 'obfuscated', ...(s.local === 'l.schneider' ? (['title-name-line'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `${TRAINER.local}@${HOST}`, name: TRAINER.name, title: TRAINER.title, pages: ['/kontakt'], encoded: { kind: 'script', text: TRAINER_SCRIPT }, cases: ['title-name-line', 'script-concat'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/kundenportal'],
      nonAddresses: [{ text: `portal@${HOST}`, kind: 'disallowed' }],
    },
  };
}
