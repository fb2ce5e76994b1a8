/**
 * Physiotherapie Mühlbach: a physiotherapy practice (OG of two therapists) in Graz, on Joomla 4
 * with a Cassiopeia child template, in Austrian German. The team as schema.org Person cards in
 * microdata, with Austrian academic degrees split into honorificPrefix/-Suffix ("Mag.a", "BSc",
 * "MSc"); the massage therapist's address stated only in the page's JSON-LD, inside a
 * department; the cooperating physician's address written by Joomla's e-mail cloaking; the
 * reception as a "Terminvereinbarung:" label line on the contact page; the office mailbox in the
 * footer. The web agency's address in the Impressum and the team intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'physio-muehlbach-graz.test';
const ORIGIN = `http://${HOST}`;
const addr = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/team', 'Unser Team'],
  ['/kosten-und-kassen', 'Kosten & Kassen'],
  ['/kontakt', 'Kontakt & Anfahrt'],
];

/** Joomla 4's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): string {
  return (
    `<joomla-hidden-mail is-link="1" is-email="1" first="" last="" text="" base="">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</joomla-hidden-mail>` +
    `<span id="cloak${id}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">\n` +
    `\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\tvar path = 'hr' + 'ef' + '=';\n` +
    `\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\taddy${id} = addy${id} + 'physio-muehlbach-graz' + '&#46;' + 'test';\n` +
    `\tvar addy_text${id} = '${local}' + '&#64;' + 'physio-muehlbach-graz' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}
const cloakScript = (local: string, id: string) => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Physiotherapie Mühlbach',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia_muehlbach/css/template.min.css?4.4.5" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/templates/site/cassiopeia_muehlbach/css/user.css" rel="stylesheet">`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-muehlbach.svg" alt="Physiotherapie Mühlbach"></a><div class="site-description">Physiotherapie · Ergotherapie · Heilmassage in Graz-Andritz</div></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p><strong>Physiotherapie Mühlbach</strong> · Andritzer Reichsstraße 41 · 8045 Graz<br>${tel('+43 316 694 218')} · ${mailto(addr('office'))}</p>` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/intern">Intern</a></p></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });
const article = (title: string, html: string) =>
  `<div class="site-grid"><div class="grid-child container-component"><div class="com-content-article item-page"><div class="page-header"><h1>${esc(title)}</h1></div><div class="com-content-article__body">${html}</div></div></div></div>`;

type Member = { prefix?: string; name: string; suffix?: string; job: string; local: string; text: string; jsonLdOnly?: boolean };
const TEAM: Member[] = [
  { prefix: 'Mag.a', name: 'Katharina Pichler', suffix: 'MSc', job: 'Praxisleitung, Physiotherapeutin', local: 'k.pichler', text: 'Schwerpunkte: Orthopädie, Manuelle Therapie, Kiefergelenk (CMD).' },
  { name: 'Bernhard Weninger', suffix: 'BSc', job: 'Physiotherapeut', local: 'b.weninger', text: 'Schwerpunkte: Sportphysiotherapie, Kreuzbandrehabilitation, Laufanalyse.' },
  { name: 'Lisa Gruber', suffix: 'BSc', job: 'Ergotherapeutin', local: 'l.gruber', text: 'Schwerpunkte: Handtherapie, Neurologie, Ergotherapie für Kinder.' },
  { name: 'Martin Koller', suffix: 'MSc', job: 'Trainingstherapeut', local: 'm.koller', text: 'Sportwissenschafter, betreut die medizinische Trainingstherapie im Geräteraum.' },
  { name: 'Sabine Url', job: 'Heilmasseurin', local: 's.url', text: 'Klassische Massage, Lymphdrainage, Bindegewebsmassage.', jsonLdOnly: true },
];

export function physioMuehlbach(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Physiotherapie in Graz-Andritz',
    main: article(
      'Willkommen in der Physiotherapie Mühlbach',
      `<p>Seit 2014 behandeln wir in Graz-Andritz Patientinnen und Patienten nach Operationen, Sportverletzungen und bei chronischen Schmerzen. Wir sind Wahltherapeut:innen – einen Teil der Kosten erstattet Ihre Krankenkasse.</p>` +
        `<p>Termine nach Vereinbarung: Mo–Fr 7:00–19:00. Mehr zu unseren <a href="/leistungen">Leistungen</a>.</p>`,
    ),
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Physiotherapy', name: 'Physiotherapie Mühlbach', url: `${ORIGIN}/`, telephone: '+43 316 694 218', address: { '@type': 'PostalAddress', streetAddress: 'Andritzer Reichsstraße 41', postalCode: '8045', addressLocality: 'Graz', addressCountry: 'AT' } }],
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: article('Leistungen', `<ul><li>Physiotherapie (Einzeltherapie 30/45/60 Minuten)</li><li>Ergotherapie</li><li>Medizinische Trainingstherapie</li><li>Heilmassage und Lymphdrainage</li><li>Hausbesuche im Grazer Norden</li></ul>`),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    main: article(
      'Unser Team',
      `<div class="team-grid">` +
        TEAM.map(
          (m) =>
            `<div class="team-card" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/images/team/${m.local.replace('.', '-')}.jpg" alt="">` +
            `<h3>${m.prefix ? `<span itemprop="honorificPrefix">${esc(m.prefix)}</span> ` : ''}<span itemprop="name">${esc(m.name)}</span>${m.suffix ? `, <span itemprop="honorificSuffix">${esc(m.suffix)}</span>` : ''}</h3>` +
            `<p class="job" itemprop="jobTitle">${esc(m.job)}</p><p>${esc(m.text)}</p>` +
            (m.jsonLdOnly ? '' : `<p class="mail">${mailto(addr(m.local), addr(m.local), 'itemprop="email"')}</p>`) +
            `</div>`,
        ).join('') +
        `</div>` +
        `<h2>Ärztliche Kooperation</h2><p><strong>Dr. Florian Haas</strong>, Facharzt für Physikalische Medizin und allgemeine Rehabilitation<br>Ordination im 1. Stock, Termine nur nach Vereinbarung: ${cloak('f.haas', '5c1e9a7b3d204f68a1e2b7c90d3f4a65')}</p>`,
    ),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Physiotherapie Mühlbach',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'MedicalBusiness',
            name: 'Heilmassage',
            employee: [{ '@type': 'Person', name: 'Sabine Url', jobTitle: 'Heilmasseurin', email: addr('s.url') }],
          },
        ],
      },
    ],
  });

  pages['/kosten-und-kassen'] = page({
    path: '/kosten-und-kassen',
    title: 'Kosten & Kassen',
    main: article(
      'Kosten & Rückerstattung',
      `<p>Wir sind Wahltherapeut:innen. Mit ärztlicher Verordnung und Bewilligung erstattet die ÖGK einen Teil der Kosten (derzeit rund 40 %). Physiotherapie 45 Minuten: € 85,–.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt & Anfahrt',
    main: article(
      'Kontakt & Anfahrt',
      `<p>Andritzer Reichsstraße 41, 8045 Graz (Haltestelle Andritz, Straßenbahnlinie 5; Parkplätze im Hof)</p>` +
        `<p><strong>Terminvereinbarung:</strong> Anna Leitner, Ordinationsassistenz, Tel. ${tel('+43 316 694 218')}, E-Mail: ${mailto(addr('a.leitner'))}</p>` +
        `<p>Allgemeine Anfragen und Verordnungen: ${mailto(addr('office'))}</p>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: article(
      'Impressum',
      `<p>Medieninhaberin: Physiotherapie Mühlbach Pichler &amp; Weninger OG, Andritzer Reichsstraße 41, 8045 Graz<br>Firmenbuch: FN 412377 s, Landesgericht für ZRS Graz<br>E-Mail: ${mailto(addr('office'))}</p>` +
        `<p>Berufsbezeichnung: Physiotherapeut:in, Ergotherapeut:in (verliehen in Österreich); Berufsrecht: MTD-Gesetz, www.ris.bka.gv.at</p>` +
        `<p>Webdesign &amp; Betreuung: Pixelhof Webagentur, Graz – hallo@pixelhof-graz.at</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: article('Datenschutzerklärung', `<p>Verantwortlich: Physiotherapie Mühlbach Pichler &amp; Weninger OG.</p>`) });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', main: article('Interner Bereich', `<p>Dienstplan und Urlaubsanträge. Zugangsprobleme bitte an ${mailto(addr('dienstplan'))}.</p>`) });

  const everyPage = Object.keys(pages).filter((p) => p !== '/intern');
  const memberAddress = (m: Member): TruthAddress => ({
    address: addr(m.local),
    name: m.name,
    title: m.job,
    pages: ['/team'],
    cases: (m.jsonLdOnly
      ? ['json-ld-only', 'json-ld-person', 'json-ld-nested']
      : ['card', 'microdata', 'plain', ...(m.prefix ? ['honorific'] : []), ...(m.suffix ? ['post-nominal'] : [])]) as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /includes/\nDisallow: /tmp/\nDisallow: /intern\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['de'],
      addresses: [
        { address: addr('office'), name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        ...TEAM.map(memberAddress),
        {
          address: addr('f.haas'),
          name: 'Florian Haas',
          title: 'Facharzt für Physikalische Medizin und allgemeine Rehabilitation',
          pages: ['/team'],
          encoded: { kind: 'script', text: cloakScript('f.haas', '5c1e9a7b3d204f68a1e2b7c90d3f4a65') },
          cases: ['name-title-line', 'honorific', 'script-protect'],
        },
        { address: addr('a.leitner'), name: 'Anna Leitner', title: 'Ordinationsassistenz', pages: ['/kontakt'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: addr('dienstplan'), kind: 'disallowed' },
        { text: 'hallo@pixelhof-graz.at', kind: 'other-company' },
      ],
    },
  };
}
