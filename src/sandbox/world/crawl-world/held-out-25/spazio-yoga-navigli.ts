/**
 * Spazio Yoga Navigli: a yoga studio in Milan, on Squarespace. The teachers on cards marked up
 * with RDFa (schema.org Person, property="email"), one address as character references, the
 * administrator on a "Ruolo: Nome" line, the Yin teacher on a "Nome, ruolo" line on the timetable,
 * the retreat coordinator in a blog post two links deep, the retreats mailbox beside a photo
 * credit; the retreat venue's address, a placeholder, a retina hero image, an old address in a
 * comment and the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'spazio-yoga-navigli.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/corsi', 'Corsi'],
  ['/orari', 'Orari e prezzi'],
  ['/insegnanti', 'Insegnanti'],
  ['/chi-siamo', 'Chi siamo'],
  ['/journal', 'Journal'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Spazio Yoga Navigli',
  head: [
    '<!-- This is Squarespace. --><!-- spazio-yoga-navigli -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f0c2b8e4d/18/5c5a519771c10ba3470d8101/65a1f0c2b8e4d71/1573/site.css">',
    '<script type="text/javascript" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-8e1b2c3d4f5a6b7c-min.it-IT.js" defer></script>',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"65a1f0c2b8e4d","siteTitle":"Spazio Yoga Navigli","language":"it-IT"}};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/65a1f0c2b8e4d/logo-syn.png?format=1500w" alt="Spazio Yoga Navigli"></a></div>` +
    `<nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Spazio Yoga Navigli ASD · Alzaia Naviglio Grande 66 · 20144 Milano · ${tel('+39 02 8942 1173')}</p>` +
    `<p>${mailto(`ciao@${HOST}`)} · C.F. 97812340155 · <a href="/privacy">Privacy e cookie</a> · <a href="/area-soci">Area soci</a></p></div></div></section></footer>`,
  privacyPath: { it: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });
const block = (html: string) => `<article class="sections" id="sections" data-page-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></section></article>`;

type Teacher = { name: string; title: string; local: string; bio: string; ent?: boolean };
const TEACHERS: Teacher[] = [
  { name: 'Giulia Ferrante', title: 'Fondatrice e insegnante di Hatha e Vinyasa', local: 'giulia', bio: 'Formata a Rishikesh e a Londra, insegna dal 2009. Ha aperto lo studio nel 2016.' },
  { name: 'Marco Bellini', title: 'Insegnante di Ashtanga', local: 'marco', bio: 'Pratica Mysore ogni mattina alle 7, anche ad agosto.', ent: true },
  { name: 'Elena Sartori', title: 'Insegnante di yoga in gravidanza e post-parto', local: 'elena', bio: 'Ostetrica di formazione, segue le future mamme dal quarto mese.' },
  { name: 'Sara Longo', title: 'Insegnante di yoga per bambini', local: 'sara', bio: 'Classi per bambini dai 5 ai 10 anni, il sabato mattina.' },
];

export function spazioYogaNavigli(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Yoga sui Navigli',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsActivityLocation',
        name: 'Spazio Yoga Navigli',
        url: `${ORIGIN}/`,
        telephone: '+39 02 8942 1173',
        email: `ciao@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Alzaia Naviglio Grande 66', postalCode: '20144', addressLocality: 'Milano', addressCountry: 'IT' },
      },
    ],
    main: block(
      `<img src="//images.squarespace-cdn.com/content/v1/65a1f0c2b8e4d/hero-sala@2x.jpg" alt="La sala grande affacciata sul Naviglio"><h1>Respira. Muoviti. Resta.</h1><p>Uno spazio luminoso affacciato sul Naviglio Grande: Hatha, Vinyasa, Ashtanga, Yin, yoga in gravidanza e per bambini. La prima lezione di prova è gratuita: scrivici a ${mailto(`ciao@${HOST}`)}.</p>`,
    ),
  });

  pages['/corsi'] = page({ path: '/corsi', title: 'Corsi', main: block(`<h2>I nostri corsi</h2><ul><li>Hatha yoga – tutti i livelli</li><li>Vinyasa flow</li><li>Ashtanga Mysore</li><li>Yin yoga</li><li>Yoga in gravidanza</li><li>Yoga bimbi</li></ul>`) });

  pages['/orari'] = page({
    path: '/orari',
    title: 'Orari e prezzi',
    main: block(
      `<h2>Orari</h2><table><tr><th>Lunedì</th><td>7:00 Mysore · 18:30 Vinyasa · 20:00 Yin</td></tr><tr><th>Mercoledì</th><td>12:30 Hatha · 19:00 Gravidanza</td></tr><tr><th>Sabato</th><td>10:00 Yoga bimbi · 11:30 Hatha</td></tr></table>` +
        `<p>Le classi di Yin del lunedì e del giovedì sono tenute da Davide Greco, insegnante di Yin yoga e meditazione – ${mailto(`davide@${HOST}`)}</p>` +
        `<h2>Prezzi</h2><p>Lezione singola 18 € · Carnet 10 lezioni 150 € · Mensile illimitato 95 €. Tessera associativa ASD 20 €/anno.</p>`,
    ),
  });

  pages['/insegnanti'] = page({
    path: '/insegnanti',
    title: 'Insegnanti',
    main: block(
      `<h2>Insegnanti</h2><div class="user-items-list" vocab="https://schema.org/">` +
        TEACHERS.map(
          (t) =>
            `<div class="list-item" typeof="Person"><img src="//images.squarespace-cdn.com/content/v1/65a1f0c2b8e4d/${t.local}.jpg?format=750w" alt="" property="image"><h3 class="list-item-content__title" property="name">${esc(t.name)}</h3>` +
            `<p class="list-item-content__subtitle" property="jobTitle">${esc(t.title)}</p><p class="list-item-content__description">${esc(t.bio)}</p>` +
            (t.ent ? `<p><a href="mailto:${entities(`${t.local}@${HOST}`)}">${entities(`${t.local}@${HOST}`)}</a></p>` : `<p><a href="mailto:${t.local}@${HOST}" property="email">${t.local}@${HOST}</a></p>`) +
            `</div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: block(
      `<h2>Chi siamo</h2><p>Spazio Yoga Navigli è un'associazione sportiva dilettantistica affiliata a CSEN. Nasce nel 2016 in un ex laboratorio di cornici sull'Alzaia.</p>` +
        `<p>Responsabile amministrativa: Paola Conti – ${mailto(`paola@${HOST}`)} (tesseramenti, ricevute e fatture)</p>`,
    ),
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    main: block(`<h2>Journal</h2><article class="blog-item"><h1 class="blog-title"><a href="/journal/ritiro-in-umbria-2025">Ritiro in Umbria, 25–27 aprile 2025</a></h1><time>18 febbraio 2025</time></article><article class="blog-item"><h1 class="blog-title"><a href="/journal/perche-lo-yin">Perché lo Yin fa bene a chi corre</a></h1></article>`),
  });

  pages['/journal/ritiro-in-umbria-2025'] = page({
    path: '/journal/ritiro-in-umbria-2025',
    title: 'Ritiro in Umbria 2025',
    main: block(
      `<h1>Ritiro in Umbria, 25–27 aprile 2025</h1><p>Tre giorni tra gli ulivi vicino a Spello, con due pratiche al giorno, cucina vegetariana e una camminata al tramonto. Ospiti dell'Agriturismo La Quercia (prenotazioni@agriturismo-laquercia.test), che ci riserva l'intera struttura.</p>` +
        `<p>I posti sono 18. Francesca Moretti, la nostra coordinatrice dei ritiri, raccoglie le iscrizioni e risponde a ogni domanda su camere e trasporti: ${mailto(`francesca@${HOST}`)}.</p>` +
        `<figure><img src="//images.squarespace-cdn.com/content/v1/65a1f0c2b8e4d/umbria-2024.jpg" alt=""><figcaption>Il ritiro dell'anno scorso. Foto di Luca Ricci · ${mailto(`ritiri@${HOST}`)}</figcaption></figure>`,
    ),
  });

  pages['/journal/perche-lo-yin'] = page({ path: '/journal/perche-lo-yin', title: 'Perché lo Yin fa bene a chi corre', main: block(`<h1>Perché lo Yin fa bene a chi corre</h1><p>Posizioni tenute a lungo, tessuti connettivi e un po' di pazienza.</p>`) });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main:
      block(`<h2>Contatti</h2><p>Alzaia Naviglio Grande 66, 20144 Milano (M2 Porta Genova)<br>${tel('+39 02 8942 1173')}<br>${mailto(`ciao@${HOST}`)}</p>`) +
      `<!-- vecchia casella, dismessa: segreteria@${HOST} -->` +
      `<div class="sqs-block form-block"><form class="form-wrapper" data-form-id="65a1f0c2b8e4d-form"><label for="email-yui">Email</label><input id="email-yui" type="email" name="email" placeholder="nome@esempio.it" autocomplete="email"><button type="submit" class="button sqs-system-button">Invia</button></form></div>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy e cookie', main: block(`<h2>Informativa privacy</h2><p>Titolare del trattamento è Spazio Yoga Navigli ASD, ai sensi del Regolamento UE 2016/679.</p>`) });
  pages['/area-soci'] = page({ path: '/area-soci', title: 'Area soci', main: block(`<h2>Area soci</h2><p>Certificati medici da inviare a ${mailto(`certificati@${HOST}`)}</p>`) });

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /area-soci\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['it'],
      addresses: [
        { address: `ciao@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: c('role', 'plain') },
        ...TEACHERS.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          ...(t.local === 'giulia' ? { titleAlternatives: ['Fondatrice', 'insegnante di Hatha e Vinyasa'] } : {}),
          pages: ['/insegnanti'],
          cases: t.ent ? c('card', 'entities', 'link-non-english') : c('card', 'rdfa', 'plain', 'link-non-english'),
        })),
        { address: `davide@${HOST}`, name: 'Davide Greco', title: 'insegnante di Yin yoga e meditazione', titleAlternatives: ['insegnante di Yin yoga'], pages: ['/orari'], cases: c('name-title-line', 'plain', 'link-non-english') },
        { address: `paola@${HOST}`, name: 'Paola Conti', title: 'Responsabile amministrativa', pages: ['/chi-siamo'], cases: c('title-name-line', 'plain', 'link-non-english') },
        { address: `francesca@${HOST}`, name: 'Francesca Moretti', title: 'coordinatrice dei ritiri', pages: ['/journal/ritiro-in-umbria-2025'], cases: c('prose', 'plain', 'deep-page') },
        { address: `ritiri@${HOST}`, name: null, title: null, pages: ['/journal/ritiro-in-umbria-2025'], cases: c('neighbour', 'role', 'plain', 'deep-page') },
      ],
      pattern: '{first}',
      disallowed: ['/area-soci'],
      nonAddresses: [
        { text: 'hero-sala@2x.jpg', kind: 'retina' },
        { text: `segreteria@${HOST}`, kind: 'comment' },
        { text: `certificati@${HOST}`, kind: 'disallowed' },
        { text: 'prenotazioni@agriturismo-laquercia.test', kind: 'other-company' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
      ],
    },
  };
}
