/**
 * Rainer &amp; Zanon: a patent and trademark attorneys' firm in Bolzano/Bozen, Italian with a
 * German version. The professionals as cards under an English menu word ("Professionals"), with
 * Italian honorifics (Ing., Dott.ssa, Avv.) and post-nominals (PhD, LL.M.), the German team page
 * giving the same people German titles; a trainee on a profile page two links deep with a Person
 * in JSON-LD; the founder in the firm's history; the administration and trademark desk as
 * "Title: Name" lines on the contact page, the trademark desk's head also nested in the
 * LegalService's department in JSON-LD, whose ContactPoint holds the general mailbox. The client
 * portal (disallowed) and the EPO's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rainer-zanon-ip.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  it: [
    ['/', 'Home'],
    ['/studio', 'Lo studio'],
    ['/professionals', 'Professionals'],
    ['/servizi', 'Servizi'],
    ['/contatti', 'Contatti'],
    ['/de', 'DE'],
  ],
  de: [
    ['/de', 'Home'],
    ['/de/team', 'Team'],
    ['/contatti', 'Kontakt'],
    ['/', 'IT'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rainer & Zanon',
  head: [
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Source+Serif+4:wght@400;600&amp;family=Inter:wght@400;500&amp;display=swap">',
    '<link rel="stylesheet" href="/assets/css/site.css?v=2024.11">',
  ],
  header: (spec) => {
    const lang = spec.lang.slice(0, 2);
    return `<header class="top"><div class="wrap"><a class="brand" href="${lang === 'de' ? '/de' : '/'}"><span class="brand-name">Rainer &amp; Zanon</span><span class="brand-sub">${lang === 'de' ? 'Patent- und Markenanwälte' : 'Consulenti in Proprietà Industriale'}</span></a><nav class="menu"><ul>${MENU[lang]!.map(([href, label]) => `<li><a href="${href}"${href === spec.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`;
  },
  footer: (spec) =>
    `<footer class="bottom"><div class="wrap"><p>Rainer &amp; Zanon S.r.l. · Via della Mostra 9 / Musterplatz 9 · 39100 Bolzano / Bozen · P.IVA 02845610213</p><p>${tel('+39 0471 97 45 10')} · ${mailto(`info@${HOST}`)} · PEC: rainerzanon@pec.it</p>` +
    `<p><a href="/privacy">Privacy</a> · <a href="/area-clienti">${spec.lang.startsWith('de') ? 'Mandantenportal' : 'Area clienti'}</a></p></div></footer>`,
  privacyPath: { it: '/privacy', de: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Pro = { name: string; it: [string, string]; de: [string, string]; post?: string; local: string; photo: string };
const PROS: Pro[] = [
  { name: 'Markus Rainer', it: ['Ing.', 'Consulente in brevetti, European Patent Attorney'], de: ['Dipl.-Ing.', 'Patentanwalt, European Patent Attorney'], post: 'PhD', local: 'm.rainer', photo: 'rainer' },
  { name: 'Chiara Zanon', it: ['Dott.ssa', 'Consulente in marchi e design, European Trademark and Design Attorney'], de: ['Dr.', 'Markenanwältin, European Trademark and Design Attorney'], post: 'LL.M.', local: 'c.zanon', photo: 'zanon' },
  { name: 'Anna Oberhofer', it: ['Dott.ssa', 'Mandataria europea in brevetti'], de: ['Dr. rer. nat.', 'Europäische Patentvertreterin'], local: 'a.oberhofer', photo: 'oberhofer' },
  { name: 'Lorenzo Bassi', it: ['Dott. Ing.', 'Consulente in brevetti'], de: ['Dr.-Ing.', 'Patentberater'], local: 'l.bassi', photo: 'bassi' },
  { name: 'Giulia Moretti', it: ['Avv.', 'Avvocato, contenzioso in proprietà industriale'], de: ['RA', 'Rechtsanwältin, Prozessführung im gewerblichen Rechtsschutz'], local: 'g.moretti', photo: 'moretti' },
];

const card = (p: Pro, lang: 'it' | 'de'): string => {
  const [hon, title] = p[lang];
  return (
    `<article class="pro-card"><img src="/assets/img/team/${p.photo}.webp" alt="${esc(p.name)}" width="360" height="440" loading="lazy">` +
    `<h3>${esc(hon)} ${esc(p.name)}${p.post ? `, ${esc(p.post)}` : ''}</h3><p class="pro-role">${esc(title)}</p>` +
    `<p class="pro-mail">${mailto(`${p.local}@${HOST}`)}</p></article>`
  );
};
const traineeCard = (lang: 'it' | 'de'): string =>
  `<article class="pro-card"><img src="/assets/img/team/gasser.webp" alt="Elisa Gasser" width="360" height="440" loading="lazy"><h3>Dott.ssa Elisa Gasser</h3><p class="pro-role">${lang === 'it' ? 'Praticante consulente in brevetti' : 'Patentanwaltskandidatin'}</p><p><a href="/professionals/elisa-gasser">${lang === 'it' ? 'Profilo' : 'Profil'} →</a></p></article>`;

export function rainerZanonIp(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Brevetti, marchi e design',
    lang: 'it',
    alternates: { it: '/', de: '/de' },
    main: `<section class="hero"><div class="wrap"><h1>Brevetti, marchi e design dal 1987</h1><p>Assistiamo imprese dell’Alto Adige e del Nord Italia nella tutela dell’innovazione: ricerche di anteriorità, deposito e difesa di brevetti italiani ed europei, registrazione di marchi e design, contenzioso.</p><p><a class="btn" href="/professionals">I nostri professionisti</a></p></div></section>`,
  });

  pages['/de'] = page({
    path: '/de',
    title: 'Patente, Marken und Designs',
    lang: 'de',
    alternates: { it: '/', de: '/de' },
    main: `<section class="hero"><div class="wrap"><h1>Patente, Marken und Designs seit 1987</h1><p>Wir unterstützen Unternehmen in Südtirol und Norditalien beim Schutz ihrer Innovationen – von der Recherche über die Anmeldung italienischer und europäischer Patente bis zur Durchsetzung vor Gericht.</p><p><a class="btn" href="/de/team">Unser Team</a></p></div></section>`,
  });

  pages['/studio'] = page({
    path: '/studio',
    title: 'Lo studio',
    lang: 'it',
    main:
      `<div class="wrap prose"><h1>Lo studio</h1><p>Lo studio è stato fondato nel 1987 dall’Ing. Hubert Rainer, oggi socio emerito, che continua a seguire alcuni clienti storici del settore meccanico e resta raggiungibile all’indirizzo ${mailto(`h.rainer@${HOST}`)}.</p>` +
      `<p>Dal 2009 lo studio è associato con la Dott.ssa Chiara Zanon. Oggi vi lavorano cinque consulenti iscritti all’Albo dei Consulenti in Proprietà Industriale e sei collaboratori.</p>` +
      `<p>Per il deposito di domande di brevetto europeo operiamo direttamente presso l’Ufficio Europeo dei Brevetti (EPO), Monaco di Baviera; le comunicazioni ufficiali dell’EPO arrivano da indirizzi come noreply@epo.org e non vanno mai girate ai clienti senza verifica.</p></div>`,
  });

  pages['/professionals'] = page({
    path: '/professionals',
    title: 'Professionals',
    lang: 'it',
    alternates: { it: '/professionals', de: '/de/team' },
    main: `<div class="wrap"><h1>Professionals</h1><div class="pro-grid">${PROS.map((p) => card(p, 'it')).join('')}${traineeCard('it')}</div></div>`,
  });

  pages['/de/team'] = page({
    path: '/de/team',
    title: 'Team',
    lang: 'de',
    alternates: { it: '/professionals', de: '/de/team' },
    main: `<div class="wrap"><h1>Unser Team</h1><div class="pro-grid">${PROS.map((p) => card(p, 'de')).join('')}${traineeCard('de')}</div></div>`,
  });

  pages['/professionals/elisa-gasser'] = page({
    path: '/professionals/elisa-gasser',
    title: 'Elisa Gasser',
    lang: 'it',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Elisa Gasser',
        honorificPrefix: 'Dott.ssa',
        jobTitle: 'Praticante consulente in brevetti',
        email: `e.gasser@${HOST}`,
        alumniOf: { '@type': 'CollegeOrUniversity', name: 'Università degli Studi di Padova' },
        worksFor: { '@type': 'LegalService', name: 'Rainer & Zanon', url: `${ORIGIN}/` },
      },
    ],
    main:
      `<div class="wrap prose"><h1>Dott.ssa Elisa Gasser</h1><p class="pro-role">Praticante consulente in brevetti</p>` +
      `<p>Laureata in Ingegneria dei Materiali all’Università di Padova, è entrata nello studio nel 2023 e si sta preparando all’esame di abilitazione. Si occupa di ricerche di anteriorità e di redazione di domande di brevetto nei settori dei materiali e dell’edilizia; potete scriverle direttamente a ${mailto(`e.gasser@${HOST}`)}.</p>` +
      `<p>Lingue: italiano, tedesco, inglese.</p></div>`,
  });

  pages['/servizi'] = page({
    path: '/servizi',
    title: 'Servizi',
    lang: 'it',
    main: `<div class="wrap prose"><h1>Servizi</h1><ul><li>Ricerche di anteriorità e di libertà di attuazione (FTO)</li><li>Brevetti italiani, europei e domande PCT</li><li>Marchi italiani, dell’Unione europea e internazionali</li><li>Design e modelli</li><li>Contenzioso e consulenze tecniche d’ufficio</li><li>Sorveglianza marchi e gestione dei rinnovi</li></ul></div>`,
  });

  const contactLd = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Rainer & Zanon S.r.l.',
    url: `${ORIGIN}/`,
    address: { '@type': 'PostalAddress', streetAddress: 'Via della Mostra 9', postalCode: '39100', addressLocality: 'Bolzano', addressCountry: 'IT' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `info@${HOST}`, telephone: '+39 0471 974510', availableLanguage: ['Italian', 'German', 'English'] },
    department: [
      {
        '@type': 'Organization',
        name: 'Ufficio marchi e rinnovi',
        employee: [{ '@type': 'Person', name: 'Monika Unterkircher', jobTitle: 'Responsabile ufficio marchi', email: `m.unterkircher@${HOST}` }],
      },
    ],
  };

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    jsonLd: [contactLd],
    main:
      `<div class="wrap prose"><h1>Contatti / Kontakt</h1><p>Via della Mostra 9 / Musterplatz 9<br>39100 Bolzano / Bozen<br>Tel. ${tel('+39 0471 97 45 10')}<br>${mailto(`info@${HOST}`)}</p>` +
      `<p>Orari: lunedì–venerdì 8:30–12:30 e 14:00–17:30</p>` +
      `<p>Responsabile amministrazione: Dott. Paolo Sartori – ${mailto(`p.sartori@${HOST}`)}<br>Responsabile ufficio marchi: Monika Unterkircher – ${mailto(`m.unterkircher@${HOST}`)}</p></div>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'it', main: `<div class="wrap prose"><h1>Informativa privacy</h1><p>Titolare del trattamento è Rainer &amp; Zanon S.r.l., Via della Mostra 9, 39100 Bolzano.</p></div>` });

  pages['/area-clienti'] = page({ path: '/area-clienti', title: 'Area clienti', lang: 'it', main: `<div class="wrap prose"><h1>Area clienti</h1><p>Accesso al portafoglio titoli e alle scadenze. Assistenza: ${mailto(`portale@${HOST}`)}</p></div>` });

  const proCases: CaseKind[] = ['card', 'honorific', 'plain', 'link-english-unlisted'];
  const footerPages = Object.keys(pages).filter((p) => p !== '/area-clienti');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-clienti\nDisallow: /assets/private/\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['it', 'de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...PROS.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.it[1],
          titleAlternatives: [p.de[1]],
          pages: ['/professionals', '/de/team'],
          cases: p.post ? [...proCases, 'post-nominal' as const] : proCases,
        })),
        { address: `e.gasser@${HOST}`, name: 'Elisa Gasser', title: 'Praticante consulente in brevetti', pages: ['/professionals/elisa-gasser'], cases: ['deep-page', 'json-ld-person', 'prose', 'honorific', 'plain', 'link-english-unlisted'] },
        { address: `h.rainer@${HOST}`, name: 'Hubert Rainer', title: 'socio emerito', pages: ['/studio'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: `p.sartori@${HOST}`, name: 'Paolo Sartori', title: 'Responsabile amministrazione', pages: ['/contatti'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `m.unterkircher@${HOST}`, name: 'Monika Unterkircher', title: 'Responsabile ufficio marchi', pages: ['/contatti'], cases: ['title-name-line', 'json-ld-nested', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-clienti'],
      nonAddresses: [
        { text: `portale@${HOST}`, kind: 'disallowed' },
        { text: 'noreply@epo.org', kind: 'other-company' },
      ],
    },
  };
}
