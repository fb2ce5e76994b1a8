/**
 * Hotel Sonnleitn: a four-star family hotel in Lofer, Salzburger Land (Austrian German with an
 * English version), on WordPress with a hotel theme and the "Email Address Encoder" plugin. The
 * team as Gutenberg media cards (an Austrian "Mag."), the same cards under English titles on an
 * English page the English home calls "Your hosts", the front desk and group reservations as a
 * definition list, the hotel's microdata and a Hotel JSON-LD whose contactPoint gives the
 * reservations mailbox as "mailto:", the reservations manager's address written by
 * String.fromCharCode on the enquiry page; a retina logo and the booking engine's support address.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hotel-sonnleitn.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Hotel'],
    ['/zimmer-preise', 'Zimmer &amp; Preise'],
    ['/kulinarik', 'Kulinarik'],
    ['/wellness', 'Wellness'],
    ['/unser-team', 'Unser Team'],
    ['/anfrage', 'Anfrage'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Hotel'],
    ['/en/rooms', 'Rooms &amp; rates'],
    ['/en/your-hosts', 'Your hosts'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Sonnleitn ****',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all">`,
    `<link rel="stylesheet" id="sonnleitn-style-css" href="${ORIGIN}/wp-content/themes/sonnleitn/style.css?ver=2.3.0" media="all">`,
    `<link rel="stylesheet" href="https://fonts.bunny.net/css?family=lora:400,600|open-sans:400,600" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'de';
    return (
      `<header id="masthead" class="site-header"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" rel="home"><img src="${ORIGIN}/wp-content/uploads/2022/11/sonnleitn-logo.png" srcset="${ORIGIN}/wp-content/uploads/2022/11/sonnleitn-logo.png 1x, ${ORIGIN}/wp-content/uploads/2022/11/sonnleitn-logo@2x.png 2x" alt="Hotel Sonnleitn" width="200" height="80"></a></div>` +
      `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}">${l}</a></li>`).join('')}</ul></nav>` +
      `<div class="lang-switch"><a href="${lang === 'en' ? '/' : '/en'}" hreflang="${lang === 'en' ? 'de' : 'en'}">${lang === 'en' ? 'DE' : 'EN'}</a></div>` +
      `<a class="btn-book" href="${lang === 'en' ? '/en/rooms' : '/anfrage'}">${lang === 'en' ? 'Book now' : 'Jetzt anfragen'}</a></header>`
    );
  },
  footer: (p) =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><div class="textwidget"><p><strong>Hotel Sonnleitn</strong><br>Familie Pichler<br>Sonnleitnweg 12, 5090 Lofer<br>Salzburger Land, Österreich</p><p>${tel('+43 6588 8312')}<br>${mailto(`office@${HOST}`)}</p></div></section>` +
    `<section class="widget"><ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/agb">AGB</a></li><li><a href="/intern">Mitarbeiterbereich</a></li></ul></section></div>` +
    `<p class="site-info">${p.lang.startsWith('en') ? 'Online booking via our partner' : 'Online-Buchung über unseren Partner'} Buchungsportal Alpin (Support: support@buchungsportal-alpin.at)</p></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-AT' });

type Person = { shown: string; name: string; title: string; titleEn: string; local: string; photo: string; encode?: boolean; honorific?: boolean };
const TEAM: Person[] = [
  { shown: 'Johanna Pichler', name: 'Johanna Pichler', title: 'Gastgeberin & Geschäftsführerin', titleEn: 'Host & Managing Director', local: 'johanna', photo: 'johanna', encode: true },
  { shown: 'Mag. Florian Pichler', name: 'Florian Pichler', title: 'Juniorchef – Marketing & Verkauf', titleEn: 'Junior Manager – Marketing & Sales', local: 'florian', photo: 'florian', honorific: true },
  { shown: 'Stefan Gruber', name: 'Stefan Gruber', title: 'Küchenchef', titleEn: 'Head Chef', local: 'stefan', photo: 'stefan' },
  { shown: 'Elisabeth Wallner', name: 'Elisabeth Wallner', title: 'Leitung Sonnleitn SPA', titleEn: 'Spa Manager', local: 'elisabeth', photo: 'lisi', encode: true },
  { shown: 'Markus Eder', name: 'Markus Eder', title: 'Restaurantleiter & Sommelier', titleEn: 'Restaurant Manager & Sommelier', local: 'markus', photo: 'markus' },
];

const card = (p: Person, en: boolean): string => {
  const addr = `${p.local}@${HOST}`;
  const link = p.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="${ORIGIN}/wp-content/uploads/2024/03/team-${p.photo}-600x600.jpg" alt="${esc(p.name)}" width="600" height="600"></figure>` +
    `<div class="wp-block-media-text__content"><h3 class="wp-block-heading">${esc(p.shown)}</h3><p class="has-small-font-size">${esc(en ? p.titleEn : p.title)}</p><p>${link}</p></div></div>`
  );
};

export function hotelSonnleitn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT_HOME = { 'de-AT': '/', en: '/en', 'x-default': '/' };
  const ALT_TEAM = { 'de-AT': '/unser-team', en: '/en/your-hosts' };

  pages['/'] = page({
    path: '/',
    title: 'Familienhotel in Lofer',
    alternates: ALT_HOME,
    main: `<div class="entry-content"><h1 class="wp-block-heading">Herzlich willkommen im Hotel Sonnleitn</h1><p>Seit drei Generationen führt Familie Pichler das Haus am Sonnenhang über Lofer – mit 38 Zimmern und Suiten, eigener Landwirtschaft und einem kleinen, feinen Spa.</p><p><a href="/zimmer-preise">Zimmer entdecken</a> · <a href="/unser-team">Unser Team</a></p></div>`,
  });
  pages['/zimmer-preise'] = page({ path: '/zimmer-preise', title: 'Zimmer & Preise', main: `<div class="entry-content"><h1>Zimmer &amp; Preise</h1><p>Doppelzimmer Bergblick ab € 148 pro Person und Nacht inkl. Verwöhnhalbpension.</p></div>` });
  pages['/kulinarik'] = page({ path: '/kulinarik', title: 'Kulinarik', main: `<div class="entry-content"><h1>Kulinarik</h1><p>Regionale Küche mit Produkten vom eigenen Hof: Pinzgauer Kasnocken, Saibling aus dem Loferer Bach und Mehlspeisen aus der hauseigenen Patisserie.</p></div>` });
  pages['/wellness'] = page({ path: '/wellness', title: 'Wellness', main: `<div class="entry-content"><h1>Sonnleitn SPA</h1><p>Zirbensauna, Dampfbad, Infinity-Pool mit Blick auf die Loferer Steinberge.</p></div>` });

  pages['/unser-team'] = page({
    path: '/unser-team',
    title: 'Unser Team',
    alternates: ALT_TEAM,
    main: `<div class="entry-content"><h1 class="wp-block-heading">Unser Team</h1><p>Gastfreundschaft ist bei uns Familiensache – und die unserer Mitarbeiterinnen und Mitarbeiter.</p><div class="team-grid">${TEAM.map((p) => card(p, false)).join('')}</div></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Family hotel in Lofer, Austria',
    lang: 'en',
    alternates: ALT_HOME,
    main: `<div class="entry-content"><h1>Welcome to Hotel Sonnleitn</h1><p>A family-run four-star hotel above Lofer in the Salzburg Alps, with 38 rooms and suites, our own farm and a small spa.</p><p><a href="/en/your-hosts">Meet your hosts</a></p></div>`,
  });
  pages['/en/rooms'] = page({ path: '/en/rooms', title: 'Rooms & rates', lang: 'en', main: `<div class="entry-content"><h1>Rooms &amp; rates</h1><p>Double room with mountain view from € 148 per person and night, half board included.</p></div>` });
  pages['/en/your-hosts'] = page({
    path: '/en/your-hosts',
    title: 'Your hosts',
    lang: 'en',
    alternates: ALT_TEAM,
    main: `<div class="entry-content"><h1>Your hosts</h1><p>Hospitality is a family affair at the Sonnleitn.</p><div class="team-grid">${TEAM.map((p) => card(p, true)).join('')}</div></div>`,
  });

  pages['/anfrage'] = page({
    path: '/anfrage',
    title: 'Anfrage',
    main:
      `<div class="entry-content"><h1>Unverbindliche Anfrage</h1><p>Ihre Ansprechpartnerin für Reservierungen und Gruppen: Katharina Moser, Reservierungsleiterin, Tel. ${tel('+43 6588 8312 14')}, E-Mail: <span id="res-mail"></span></p>` +
      `<script>document.getElementById('res-mail').innerHTML='<a href="mailto:'+String.fromCharCode(${charCodes(`katharina@${HOST}`)})+'">'+String.fromCharCode(${charCodes(`katharina@${HOST}`)})+'</a>';</script>` +
      `<form class="wpcf7-form" action="/anfrage#wpcf7-f88-o1" method="post"><p><label>Anreise<br><input type="date" name="anreise"></label></p><p><label>Abreise<br><input type="date" name="abreise"></label></p><p><label>E-Mail<br><input type="email" name="your-email"></label></p><p><input type="submit" value="Anfrage senden"></p></form></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel Sonnleitn',
        starRating: { '@type': 'Rating', ratingValue: '4' },
        telephone: '+43 6588 8312',
        address: { '@type': 'PostalAddress', streetAddress: 'Sonnleitnweg 12', postalCode: '5090', addressLocality: 'Lofer', addressCountry: 'AT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:reservierung@${HOST}`, telephone: '+43 6588 8312 14', availableLanguage: ['German', 'English'] },
      },
    ],
    main:
      `<div class="entry-content"><h1>Kontakt</h1><div itemscope itemtype="https://schema.org/Hotel"><p><span itemprop="name">Hotel Sonnleitn</span><br><span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Sonnleitnweg 12</span>, <span itemprop="postalCode">5090</span> <span itemprop="addressLocality">Lofer</span></span><br>Tel. <span itemprop="telephone">+43 6588 8312</span><br>E-Mail: <a href="mailto:office@${HOST}" itemprop="email">office@${HOST}</a></p></div>` +
      `<dl class="contact-list"><dt>Rezeptionsleiterin</dt><dd>Theresa Hofer<br>${mailto(`theresa@${HOST}`)}</dd><dt>Reservierung &amp; Gruppen</dt><dd>${mailto(`reservierung@${HOST}`)}<br>Tel. ${tel('+43 6588 8312 14')}</dd></dl></div>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: `<div class="entry-content"><h1>Impressum</h1><p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p><p>Medieninhaber und Herausgeber: Hotel Sonnleitn Pichler KG<br>Sonnleitnweg 12, 5090 Lofer<br>Unternehmensgegenstand: Beherbergung und Gastronomie<br>UID: ATU 51873204 · Firmenbuchnummer: FN 198273 s, Landesgericht Salzburg<br>Kammerzugehörigkeit: Wirtschaftskammer Salzburg, Fachgruppe Hotellerie</p><p>Unbeschränkt haftende Gesellschafterin: Johanna Pichler<br>E-Mail: ${mailto(`office@${HOST}`)}</p></div>`,
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: `<div class="entry-content"><h1>Datenschutzerklärung</h1><p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen.</p></div>` });
  pages['/intern'] = page({ path: '/intern', title: 'Mitarbeiterbereich', main: `<div class="entry-content"><h1>Mitarbeiterbereich</h1><p>Dienstpläne und Urlaubsanträge bitte an ${mailto(`dienstplan@${HOST}`)}.</p></div>` });
  pages['/agb'] = page({ path: '/agb', title: 'AGB', main: `<div class="entry-content"><h1>AGB</h1><p>Es gelten die Allgemeinen Geschäftsbedingungen für die Hotellerie (AGBH 2006).</p></div>` });

  const person = (p: Person) => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    titleAlternatives: [p.titleEn],
    pages: ['/unser-team', '/en/your-hosts'],
    cases: ['card', p.encode ? 'entities' : 'plain', 'link-non-english', 'link-english-unlisted', ...(p.honorific ? ['honorific'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intern\nAllow: /wp-admin/admin-ajax.php\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['de', 'en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain', 'microdata'] },
        { address: `reservierung@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'definition-list', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        ...TEAM.map(person),
        { address: `theresa@${HOST}`, name: 'Theresa Hofer', title: 'Rezeptionsleiterin', pages: ['/kontakt'], cases: ['definition-list', 'plain', 'link-non-english'] },
        {
          address: `katharina@${HOST}`,
          name: 'Katharina Moser',
          title: 'Reservierungsleiterin',
          pages: ['/anfrage'],
          encoded: { kind: 'charcodes', text: charCodes(`katharina@${HOST}`) },
          cases: ['label-line', 'script-charcode', 'link-non-english'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'sonnleitn-logo@2x.png', kind: 'retina' },
        { text: `dienstplan@${HOST}`, kind: 'disallowed' },
        { text: 'support@buchungsportal-alpin.at', kind: 'other-company' },
      ],
    },
  };
}
