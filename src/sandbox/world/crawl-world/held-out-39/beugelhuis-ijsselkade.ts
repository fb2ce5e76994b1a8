/**
 * Orthodontiepraktijk Beugelhuis aan de IJsselkade: an orthodontic practice in Zutphen, on a
 * Wix-like site builder with a Dutch team page of cards (Dutch academic prefixes "drs." and "dr.",
 * post-nominals MSc and BSc), the practice owner's address written as character references by
 * an encoder, the practice manager's built with String.fromCharCode, the reimbursements desk in
 * the first-visit prose, and an English page for expat families linked as "New patients" with
 * the patient coordinator on a name-title line. A placeholder in the contact form, a retina
 * logo, and the referrers' portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'beugelhuis-ijsselkade.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/behandelingen', 'Behandelingen'],
  ['/ons-team', 'Ons team'],
  ['/eerste-afspraak', 'Eerste afspraak'],
  ['/contact', 'Contact'],
  ['/en/new-patients', 'New patients'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Beugelhuis IJsselkade',
  head: [
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/site.6f2c91.css">`,
    `<link rel="icon" href="${ORIGIN}/assets/img/favicon-beugelhuis.png">`,
  ],
  header: () =>
    `<header class="topbar"><a class="logo" href="/"><img src="${ORIGIN}/assets/img/logo-beugelhuis.png" srcset="${ORIGIN}/assets/img/logo-beugelhuis@2x.png 2x" alt="Beugelhuis IJsselkade – orthodontie" width="200" height="56"></a>` +
    `<button class="menu-toggle" aria-controls="menu">Menu</button><nav id="menu"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="footer"><div class="cols"><div><h4>Beugelhuis IJsselkade</h4><p>IJsselkade 18<br>7201 HD Zutphen<br>${tel('0575 51 62 40')}</p></div><div><h4>Openingstijden</h4><p>ma t/m do 8.00–17.00<br>vr 8.00–12.30</p></div>` +
    `<div><h4>Praktisch</h4><p><a href="/privacy">Privacyverklaring</a><br><a href="/klachtenregeling">Klachtenregeling</a><br><a href="/verwijzersportaal">Verwijzersportaal</a></p></div></div>` +
    `<p class="agb">AGB-code praktijk 22-014387 · Aangesloten bij de NVvO</p></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nl' });

const MEREL_ENT = entities(`merel@${HOST}`);
const FEMKE_CODES = charCodes(`femke@${HOST}`);
const FEMKE_SCRIPT = `<script>(function(){var m=String.fromCharCode(${FEMKE_CODES});document.write('<a href="mailto:'+m+'">'+m+'</a>');})();</script>`;

type Card = { shown: string; name: string; title: string; local: string; html: string; cases: CaseKind[] };
const TEAM: Card[] = [
  { shown: 'drs. Merel Hoogeveen, MSc', name: 'Merel Hoogeveen', title: 'tandarts-orthodontist, praktijkhouder', local: 'merel', html: `<a href="${entities(`mailto:merel@${HOST}`)}">${MEREL_ENT}</a>`, cases: ['honorific', 'post-nominal', 'entities'] },
  { shown: 'dr. Jeroen Bakhuis', name: 'Jeroen Bakhuis', title: 'orthodontist', local: 'jeroen', html: mailto(`jeroen@${HOST}`), cases: ['honorific', 'plain'] },
  { shown: 'Femke Wolters', name: 'Femke Wolters', title: 'praktijkmanager', local: 'femke', html: FEMKE_SCRIPT, cases: ['script-charcode'] },
  { shown: 'Ilse Brink', name: 'Ilse Brink', title: 'orthodontie-assistente en preventieassistente', local: 'ilse', html: mailto(`ilse@${HOST}`), cases: ['plain'] },
  { shown: 'Sanne Veldkamp, BSc', name: 'Sanne Veldkamp', title: 'mondhygiënist', local: 'sanne', html: mailto(`sanne@${HOST}`), cases: ['post-nominal', 'plain'] },
  { shown: 'Naima el Idrissi', name: 'Naima el Idrissi', title: 'baliemedewerker en planning', local: 'naima', html: mailto(`naima@${HOST}`), cases: ['plain'] },
];

export function beugelhuisIjsselkade(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const wrap = (html: string) => `<div class="section"><div class="wrap">${html}</div></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Orthodontist in Zutphen',
    description: 'Orthodontiepraktijk in Zutphen voor kinderen en volwassenen: beugels, aligners en retentie. Geen verwijzing nodig.',
    main: wrap(
      `<h1>Een mooie, gezonde glimlach – voor jong en oud</h1><p>Beugelhuis IJsselkade is een orthodontiepraktijk in het centrum van Zutphen. Wij behandelen kinderen vanaf 8 jaar, tieners en volwassenen uit de hele regio Achterhoek en Stedendriehoek.</p>` +
        `<p><a class="btn" href="/eerste-afspraak">Plan een eerste consult</a></p>`,
    ),
  });

  pages['/behandelingen'] = page({
    path: '/behandelingen',
    title: 'Behandelingen',
    main: wrap(`<h1>Behandelingen</h1><ul><li>Vaste beugel (metaal of keramisch)</li><li>Uitneembare beugel en activator</li><li>Doorzichtige aligners</li><li>Retentie (spalkjes en retentieplaatjes)</li><li>Preventie en mondhygiëne tijdens de behandeling</li></ul>`),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    main: wrap(
      `<h1>Ons team</h1><p>Maak kennis met de mensen achter uw behandeling.</p><div class="team-grid">` +
        TEAM.map(
          (c) =>
            `<div class="team-card"><img src="${ORIGIN}/assets/img/team/${c.local}.jpg" alt="Foto van ${esc(c.name)}" loading="lazy"><div class="team-card__body"><h3>${esc(c.shown)}</h3><span class="team-card__functie">${esc(c.title)}</span><p>${c.html}</p></div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/eerste-afspraak'] = page({
    path: '/eerste-afspraak',
    title: 'Eerste afspraak',
    main: wrap(
      `<h1>Uw eerste afspraak</h1><p>U heeft geen verwijzing van de tandarts nodig. Tijdens het eerste consult (ca. 30 minuten) bekijkt de orthodontist of een behandeling zinvol is en wat de beste periode is om te starten.</p>` +
        `<p>Vragen over vergoedingen, machtigingen van uw zorgverzekeraar of een betalingsregeling? Onze financieel-administratief medewerker Daan Smit helpt u graag via ${mailto(`daan@${HOST}`)}.</p>`,
    ),
  });

  pages['/en/new-patients'] = page({
    path: '/en/new-patients',
    title: 'New patients',
    lang: 'en',
    main: wrap(
      `<h1>New patients – information in English</h1><p>Many families from abroad find their way to our practice. Treatment for children under 18 is usually covered by supplementary dental insurance; please check your policy.</p>` +
        `<p>Lotte Jansen, patient coordinator – ${mailto(`lotte@${HOST}`)}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: wrap(
      `<h1>Contact</h1><p>Bel ons op ${tel('0575 51 62 40')} of mail naar ${mailto(`info@${HOST}`)}.</p><p>Tandartsen die een patiënt willen verwijzen: ${mailto(`verwijzing@${HOST}`)}</p>` +
        `<form class="contact-form" action="/contact" method="post"><label>Naam <input name="naam" required></label><label>E-mailadres <input type="email" name="email" placeholder="naam@voorbeeld.nl" required></label><label>Bericht <textarea name="bericht"></textarea></label><button type="submit">Versturen</button></form>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacyverklaring', main: wrap(`<h1>Privacyverklaring</h1><p>Wij verwerken uw gegevens volgens de AVG en de WGBO. Uw dossier bewaren wij twintig jaar.</p>`) });
  pages['/klachtenregeling'] = page({ path: '/klachtenregeling', title: 'Klachtenregeling', main: wrap(`<h1>Klachtenregeling</h1><p>Wij zijn aangesloten bij de klachtenregeling van de KNMT en de Geschillencommissie Mondzorg.</p>`) });
  pages['/verwijzersportaal'] = page({ path: '/verwijzersportaal', title: 'Verwijzersportaal', main: wrap(`<h1>Verwijzersportaal</h1><p>Inloggen voor verwijzers. Toegang aanvragen: portaal@${HOST}</p>`) });

  pages['/sitemap.xml'] = { body: urlset(HOST, ['/', '/behandelingen', '/ons-team', '/eerste-afspraak', '/contact', '/en/new-patients', '/privacy', '/klachtenregeling'], '2025-04-01'), contentType: 'application/xml; charset=utf-8' };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /verwijzersportaal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `verwijzing@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/ons-team'],
          ...(c.local === 'femke' ? { encoded: { kind: 'charcodes' as const, text: FEMKE_CODES } } : {}),
          cases: ['card', ...c.cases] as CaseKind[],
        })),
        { address: `daan@${HOST}`, name: 'Daan Smit', title: 'financieel-administratief medewerker', pages: ['/eerste-afspraak'], cases: ['prose', 'plain'] },
        { address: `lotte@${HOST}`, name: 'Lotte Jansen', title: 'patient coordinator', pages: ['/en/new-patients'], cases: ['name-title-line', 'link-english-unlisted', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/verwijzersportaal'],
      nonAddresses: [
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: 'logo-beugelhuis@2x.png', kind: 'retina' },
      ],
    },
  };
}
