/**
 * Hotel Oberwieser: a family-run four-star hotel in Schenna above Meran, South Tyrol, in German,
 * Italian and English, the Italian and English homes reached through hreflang alternates (the
 * language switch is a select box). The family on one page per language as cards, each person's
 * title in the three languages, addresses by first name only; the spa manager in a contact box,
 * the Italian contact page's wedding and events contact as "Title: Name" (two steps from home),
 * the reception mailbox also as a JSON-LD contact point, and the data-protection contact's label
 * line in the Impressum. The web agency's address and the staff rota (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hotel-oberwieser.test';
const ORIGIN = `http://${HOST}`;

type Lang = 'de' | 'it' | 'en';
const HOMES: Record<Lang, string> = { de: '/', it: '/it', en: '/en' };
const FAMILY_PATH: Record<Lang, string> = { de: '/unsere-familie', it: '/it/la-nostra-famiglia', en: '/en/our-family' };
const CONTACT_PATH: Record<Lang, string> = { de: '/kontakt', it: '/it/contatti', en: '/en/contact' };

const MENUS: Record<Lang, [string, string][]> = {
  de: [['/', 'Hotel'], ['/zimmer', 'Zimmer & Preise'], ['/wellness', 'Wellness'], ['/unsere-familie', 'Unsere Familie'], ['/kontakt', 'Kontakt']],
  it: [['/it', 'Hotel'], ['/it/la-nostra-famiglia', 'La nostra famiglia'], ['/it/contatti', 'Contatti']],
  en: [['/en', 'Hotel'], ['/en/our-family', 'Our family'], ['/en/contact', 'Contact']],
};
const alt = (p: Record<Lang, string>): Record<string, string> => ({ de: p.de, it: p.it, en: p.en, 'x-default': p.de });

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Oberwieser',
  head: ['<link rel="stylesheet" href="/static/css/style.min.css?v=2025.2">', '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>'],
  header: (p) => {
    const lang = (p.lang.slice(0, 2) as Lang) ?? 'de';
    return (
      `<header class="hd"><a class="hd__logo" href="${HOMES[lang]}"><img src="/static/img/oberwieser-logo.svg" alt="Hotel Oberwieser ****" width="190" height="90"></a>` +
      `<nav class="hd__nav"><ul>${MENUS[lang].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<select class="hd__lang" aria-label="Sprache / Lingua / Language" onchange="location.href=this.value"><option value="/"${lang === 'de' ? ' selected' : ''}>DE</option><option value="/it"${lang === 'it' ? ' selected' : ''}>IT</option><option value="/en"${lang === 'en' ? ' selected' : ''}>EN</option></select></header>`
    );
  },
  footer: (p) => {
    const lang = p.lang.slice(0, 2);
    return (
      `<footer class="ft"><p>Hotel Oberwieser KG · Dorfstraße 12 · I-39017 Schenna (BZ) · ${tel('+39 0473 555 120')} · MwSt.-Nr./P.IVA IT 02281630214 · CIN IT021087A1XK9Q4ZB3</p>` +
      `<p><a href="/impressum">${lang === 'it' ? 'Note legali' : lang === 'en' ? 'Legal notice' : 'Impressum'}</a> · <a href="/datenschutz">Privacy</a> · <a href="/intern">Mitarbeiter</a></p></footer>`
    );
  },
  privacyPath: { de: '/datenschutz', it: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Person = { name: string; local: string; titles: Record<Lang, string> };
const FAMILY: Person[] = [
  { name: 'Anna Oberwieser', local: 'anna', titles: { de: 'Gastgeberin', it: 'padrona di casa', en: 'Host' } },
  { name: 'Markus Oberwieser', local: 'markus', titles: { de: 'Küchenchef', it: 'chef di cucina', en: 'Head chef' } },
  { name: 'Lisa Oberwieser', local: 'lisa', titles: { de: 'Rezeption & Reservierung', it: 'reception e prenotazioni', en: 'Reception & reservations' } },
  { name: 'Peter Oberwieser', local: 'peter', titles: { de: 'Seniorchef & Wanderführer', it: 'senior e guida escursionistica', en: 'Senior host & hiking guide' } },
  { name: 'Thomas Gamper', local: 'thomas', titles: { de: 'Restaurantleiter', it: 'maître di sala', en: 'Restaurant manager' } },
];

const FAMILY_INTRO: Record<Lang, { h: string; p: string }> = {
  de: { h: 'Unsere Familie', p: 'Seit 1968 führen wir das Haus in dritter Generation. Wir freuen uns auf Ihren Besuch – und beantworten Ihre Fragen gern persönlich.' },
  it: { h: 'La nostra famiglia', p: 'Dal 1968 gestiamo l’hotel di generazione in generazione. Saremo felici di rispondere personalmente alle vostre domande.' },
  en: { h: 'Our family', p: 'Three generations of our family have welcomed guests here since 1968. Write to us personally – we look forward to hearing from you.' },
};

const familyPage = (lang: Lang): SandboxPage =>
  page({
    path: FAMILY_PATH[lang],
    title: FAMILY_INTRO[lang].h,
    lang,
    alternates: alt(FAMILY_PATH),
    main:
      `<section class="sec"><h1>${esc(FAMILY_INTRO[lang].h)}</h1><p>${esc(FAMILY_INTRO[lang].p)}</p><div class="familie">` +
      FAMILY.map(
        (f) =>
          `<figure class="familie__karte"><img src="/static/img/team/${f.local}.jpg" alt="${esc(f.name)}" width="360" height="480" loading="lazy"><figcaption><strong>${esc(f.name)}</strong><span class="rolle">${esc(f.titles[lang])}</span>${mailto(`${f.local}@${HOST}`)}</figcaption></figure>`,
      ).join('') +
      `</div></section>`,
  });

const hotelLd = {
  '@context': 'https://schema.org',
  '@type': 'Hotel',
  name: 'Hotel Oberwieser',
  url: `${ORIGIN}/`,
  starRating: { '@type': 'Rating', ratingValue: '4' },
  address: { '@type': 'PostalAddress', streetAddress: 'Dorfstraße 12', postalCode: '39017', addressLocality: 'Schenna', addressRegion: 'BZ', addressCountry: 'IT' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', telephone: '+39 0473 555 120', email: `info@${HOST}`, availableLanguage: ['German', 'Italian', 'English'] },
};

export function hotelOberwieser(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Familienhotel in Schenna bei Meran',
    lang: 'de',
    alternates: alt(HOMES),
    main: `<section class="sec"><h1>Willkommen im Hotel Oberwieser</h1><p>Zwischen Apfelwiesen und Waalwegen, zehn Minuten über Meran: 32 Zimmer und Suiten, Panoramapool, Dreiviertelpension mit Südtiroler Küche.</p><p><a href="/zimmer">Zimmer &amp; Preise</a> · <a href="/kontakt">Anfrage</a></p></section>`,
  });
  pages['/it'] = page({
    path: '/it',
    title: 'Hotel per famiglie a Scena vicino a Merano',
    lang: 'it',
    alternates: alt(HOMES),
    main: `<section class="sec"><h1>Benvenuti all’Hotel Oberwieser</h1><p>Tra meleti e sentieri delle rogge, a dieci minuti da Merano: 32 camere e suite, piscina panoramica, trattamento di tre quarti di pensione.</p></section>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Family-run hotel in Schenna near Merano',
    lang: 'en',
    alternates: alt(HOMES),
    main: `<section class="sec"><h1>Welcome to Hotel Oberwieser</h1><p>Among apple orchards and irrigation-channel trails, ten minutes above Merano: 32 rooms and suites, panoramic pool and half board plus.</p></section>`,
  });

  pages['/zimmer'] = page({ path: '/zimmer', title: 'Zimmer & Preise', lang: 'de', main: `<section class="sec"><h1>Zimmer &amp; Preise</h1><p>Doppelzimmer Ifinger ab 138 € pro Person und Nacht, Dreiviertelpension inklusive. Ortstaxe 2,50 € pro Person und Nacht.</p></section>` });

  pages['/wellness'] = page({
    path: '/wellness',
    title: 'Wellness',
    lang: 'de',
    main:
      `<section class="sec"><h1>Wellness &amp; Spa</h1><p>Panorama-Hallenbad, Freibad, finnische Sauna, Zirben-Biosauna und Ruheraum mit Blick auf die Texelgruppe.</p>` +
      `<aside class="ansprechpartner"><p><strong>Verena Kofler</strong><br>Spa-Leitung &amp; Kosmetikerin<br>${mailto(`verena@${HOST}`)}</p><p>Behandlungen reservieren Sie am besten schon vor der Anreise.</p></aside></section>`,
  });

  pages['/unsere-familie'] = familyPage('de');
  pages['/it/la-nostra-famiglia'] = familyPage('it');
  pages['/en/our-family'] = familyPage('en');

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de',
    alternates: alt(CONTACT_PATH),
    jsonLd: [hotelLd],
    main: `<section class="sec"><h1>Kontakt &amp; Anfrage</h1><p>Hotel Oberwieser, Dorfstraße 12, I-39017 Schenna<br>Tel. ${tel('+39 0473 555 120')} · ${mailto(`info@${HOST}`)}</p><p>Die Rezeption ist täglich von 7 bis 22 Uhr für Sie da.</p></section>`,
  });
  pages['/it/contatti'] = page({
    path: '/it/contatti',
    title: 'Contatti',
    lang: 'it',
    alternates: alt(CONTACT_PATH),
    jsonLd: [hotelLd],
    main:
      `<section class="sec"><h1>Contatti e richieste</h1><p>Hotel Oberwieser, via del Paese 12, I-39017 Scena (BZ)<br>Tel. ${tel('+39 0473 555 120')} · ${mailto(`info@${HOST}`)}</p>` +
      `<p>Referente matrimoni ed eventi: Giulia Pichler – ${mailto(`giulia@${HOST}`)}</p></section>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: alt(CONTACT_PATH),
    jsonLd: [hotelLd],
    main: `<section class="sec"><h1>Contact &amp; enquiries</h1><p>Hotel Oberwieser, Dorfstraße 12, I-39017 Schenna, South Tyrol, Italy<br>Tel. ${tel('+39 0473 555 120')} · ${mailto(`info@${HOST}`)}</p></section>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de',
    main:
      `<section class="sec"><h1>Impressum</h1><p>Hotel Oberwieser KG des Markus Oberwieser &amp; Co.<br>Dorfstraße 12, I-39017 Schenna (BZ)<br>MwSt.-Nr. IT 02281630214 · Handelsregister Bozen BZ-166402</p>` +
      `<p>Ansprechpartner Datenschutz: Stefan Mair, Verwaltung, Dorfstraße 12, I-39017 Schenna, Tel. +39 0473 555 128, ${mailto(`stefan@${HOST}`)}</p>` +
      `<p>Konzept, Design &amp; Programmierung: Alpenpixel Webagentur, Meran – office@alpenpixel-meran.test</p></section>`,
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', lang: 'de', main: `<section class="sec"><h1>Datenschutz</h1><p>Verantwortlicher im Sinne der DSGVO ist die Hotel Oberwieser KG.</p></section>` });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', lang: 'de', main: `<section class="sec"><h1>Mitarbeiterbereich</h1><p>Dienstpläne und Urlaubsanträge. Fragen an ${mailto(`dienstplan@${HOST}`)}</p></section>` });

  const ln: CaseKind = 'link-non-english';
  const allFamily = [FAMILY_PATH.de, FAMILY_PATH.it, FAMILY_PATH.en];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['de', 'it', 'en'],
      addresses: [
        ...FAMILY.map((f) => ({ address: `${f.local}@${HOST}`, name: f.name, title: f.titles.de, titleAlternatives: [f.titles.it, f.titles.en], pages: allFamily, cases: ['card', 'plain', ln] as CaseKind[] })),
        { address: `verena@${HOST}`, name: 'Verena Kofler', title: 'Spa-Leitung & Kosmetikerin', pages: ['/wellness'], cases: ['card', 'plain'] },
        { address: `giulia@${HOST}`, name: 'Giulia Pichler', title: 'Referente matrimoni ed eventi', pages: ['/it/contatti'], cases: ['title-name-line', 'deep-page', 'hreflang', 'plain', ln] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/it/contatti', '/en/contact'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `stefan@${HOST}`, name: 'Stefan Mair', title: 'Verwaltung', titleAlternatives: ['Ansprechpartner Datenschutz'], pages: ['/impressum'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `dienstplan@${HOST}`, kind: 'disallowed' },
        { text: 'office@alpenpixel-meran.test', kind: 'other-company' },
      ],
    },
  };
}
