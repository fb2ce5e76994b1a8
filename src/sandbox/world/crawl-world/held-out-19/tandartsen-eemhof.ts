/**
 * Tandartsenpraktijk Eemhof: a dental group practice in Amersfoort, on WordPress with Avada
 * (Fusion Builder) and Yoast Local SEO. The team in a definition list (dentists with "drs.",
 * the hygienist with "BSc"), some addresses written by a script from character codes or
 * turned around from a reversed data attribute; the orthodontist and a hygienist only as
 * employees of the JSON-LD departments; the billing mailbox beside the practice manager's
 * name; the emergency service's address, the form's placeholder, a commented-out address and
 * the staff pages disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'tandartsen-eemhof.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/behandelingen/', 'Behandelingen'],
  ['/ons-team/', 'Ons team'],
  ['/inschrijven/', 'Inschrijven'],
  ['/spoed/', 'Spoed'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tandartsenpraktijk Eemhof',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    `<link rel="stylesheet" id="fusion-dynamic-css-css" href="${ORIGIN}/wp-content/uploads/fusion-styles/5a1c3b0f7e2d.min.css?ver=3.11.9" media="all">`,
    `<link rel="stylesheet" id="avada-stylesheet-css" href="${ORIGIN}/wp-content/themes/Avada/assets/css/style.min.css?ver=7.11.9" media="all">`,
  ],
  header: () =>
    `<div class="fusion-header-wrapper"><header class="fusion-header-v1 fusion-logo-alignment fusion-logo-left fusion-sticky-menu-"><div class="fusion-header-sticky-height"></div><div class="fusion-header"><div class="fusion-row">` +
    `<div class="fusion-logo" data-margin-top="20px"><a class="fusion-logo-link" href="/"><img src="${ORIGIN}/wp-content/uploads/2021/03/logo-eemhof.png" width="220" height="70" alt="Tandartsenpraktijk Eemhof Logo" class="fusion-standard-logo"></a></div>` +
    `<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-hoofdmenu" class="fusion-menu">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="fusion-bar-highlight"><span class="menu-text">${esc(l)}</span></a></li>`).join('')}</ul></nav></div></div></header></div>`,
  footer: () =>
    `<div class="fusion-footer"><footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-3 fusion-widget-area">` +
    `<div class="fusion-column col-lg-4 col-md-4 col-sm-4"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Adres</h4><div class="textwidget"><p>Eemhof 12<br>3811 KL Amersfoort</p></div></section></div>` +
    `<div class="fusion-column col-lg-4 col-md-4 col-sm-4"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Contact</h4><div class="textwidget"><p>${tel('033 - 461 20 87')}<br>${mailto(`info@${HOST}`)}</p></div></section></div>` +
    `<div class="fusion-column fusion-column-last col-lg-4 col-md-4 col-sm-4"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Openingstijden</h4><div class="textwidget"><p>ma t/m do 8.00 – 17.00 uur<br>vr 8.00 – 12.30 uur</p></div></section></div></div></div></footer>` +
    `<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© 2025 Tandartsenpraktijk Eemhof | <a href="/privacyverklaring/">Privacyverklaring</a> | <a href="/klachtenregeling/">Klachtenregeling</a> | <a href="/medewerkers/">Medewerkers</a></div></div></div></div></footer></div>`,
  privacyPath: { nl: '/privacyverklaring' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const charScript = (address: string) =>
  `<script type="text/javascript">document.write('<a href="mailto:' + String.fromCharCode(${charCodes(address)}) + '">' + String.fromCharCode(${charCodes(address)}) + '</a>');</script>`;

const revSpan = (address: string) => `<span class="eh-mail" data-eh="${reversed(address)}"></span>`;

export function tandartsenEemhof(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ilse = `ilse@${HOST}`;
  const noor = `noor@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Tandarts in Amersfoort',
    lang: 'nl-NL',
    description: 'Tandartsenpraktijk Eemhof in Amersfoort: algemene tandheelkunde, implantologie, orthodontie en mondhygiëne onder één dak.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Tandartsenpraktijk Eemhof',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+31 33 461 2087',
        address: { '@type': 'PostalAddress', streetAddress: 'Eemhof 12', postalCode: '3811 KL', addressLocality: 'Amersfoort', addressCountry: 'NL' },
        openingHours: ['Mo-Th 08:00-17:00', 'Fr 08:00-12:30'],
        department: [
          {
            '@type': 'Dentist',
            name: 'Eemhof Orthodontie',
            telephone: '+31 33 461 2089',
            employee: { '@type': 'Person', name: 'Bart van der Linden', jobTitle: 'orthodontist', email: `bart@${HOST}` },
          },
          {
            '@type': 'MedicalClinic',
            name: 'Mondhygiëne Eemhof',
            employee: [{ '@type': 'Person', name: 'Fleur Hendriks', jobTitle: 'mondhygiënist', email: `fleur@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-1 nonhundred-percent-fullwidth"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion_builder_column fusion-builder-column-0 fusion_builder_column_1_1 1_1 fusion-one-full fusion-column-first fusion-column-last"><div class="fusion-column-wrapper">` +
      `<div class="fusion-title title fusion-title-1 fusion-sep-none fusion-title-text fusion-title-size-one"><h1 class="title-heading-left">Welkom bij Tandartsenpraktijk Eemhof</h1></div>` +
      `<div class="fusion-text fusion-text-1"><p>Wij zijn een groepspraktijk met drie tandartsen, een orthodontist, mondhygiënisten en preventieassistenten, midden in de binnenstad van Amersfoort. Nieuwe patiënten zijn van harte welkom: <a href="/inschrijven/">schrijf u hier in</a>.</p>` +
      `<p>Voor een beugel kunt u terecht bij Eemhof Orthodontie op de eerste verdieping, ook zonder verwijzing (${tel('033 - 461 20 89')}).</p></div></div></div></div></div>`,
  });

  pages['/behandelingen'] = page({
    path: '/behandelingen',
    title: 'Behandelingen',
    lang: 'nl-NL',
    main: `<div class="fusion-text"><h1>Behandelingen</h1><ul><li>Periodieke controle</li><li>Vullingen, kronen en bruggen</li><li>Implantaten</li><li>Wortelkanaalbehandelingen</li><li>Mondhygiëne en gebitsreiniging</li><li>Beugels (orthodontie)</li></ul></div>`,
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    lang: 'nl-NL',
    main:
      `<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion-one-full"><div class="fusion-column-wrapper"><div class="fusion-title title"><h1 class="title-heading-left">Ons team</h1></div>` +
      `<div class="fusion-text"><p>Hieronder stellen wij ons graag aan u voor. U kunt ons ook rechtstreeks mailen; voor het maken of verzetten van afspraken belt u liever even naar de balie.</p>` +
      `<dl class="eemhof-team">` +
      `<dt>drs. Maarten de Groot</dt><dd>tandarts-praktijkhouder</dd><dd>${mailto(`maarten@${HOST}`)}</dd>` +
      `<dt>Ilse van Beek</dt><dd>tandarts</dd><dd>${charScript(ilse)}</dd>` +
      `<dt>Yusuf Demir</dt><dd>tandarts-implantoloog (NVOI)</dd><dd>${mailto(`yusuf@${HOST}`)}</dd>` +
      `<dt>Sanne Verhoeven BSc</dt><dd>mondhygiënist</dd><dd>${mailto(`sanne@${HOST}`)}</dd>` +
      `<dt>Noor El Amrani</dt><dd>preventieassistente</dd><dd>${revSpan(noor)}</dd>` +
      `<dt>Petra Jansen-Bos</dt><dd>praktijkmanager</dd><dd>${mailto(`petra@${HOST}`)}</dd>` +
      `</dl></div></div></div></div></div>` +
      `<script>document.querySelectorAll('.eh-mail').forEach(function(el){var a=el.getAttribute('data-eh').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`,
  });

  pages['/inschrijven'] = page({
    path: '/inschrijven',
    title: 'Inschrijven',
    lang: 'nl-NL',
    main:
      `<div class="fusion-text"><h1>Inschrijven als nieuwe patiënt</h1><p>Vul het formulier in; wij nemen binnen twee werkdagen contact met u op voor een intake. U kunt het inschrijfformulier ook mailen naar ${mailto(`inschrijven@${HOST}`)}.</p>` +
      `<p>Vragen over uw nota of uw zorgverzekering? Neem contact op met onze praktijkmanager Petra Jansen-Bos, of mail naar ${mailto(`administratie@${HOST}`)}.</p></div>` +
      `<div class="fusion-form fusion-form-builder fusion-form-form-wrapper"><form action="" method="post" class="fusion-form fusion-form-412"><div class="fusion-form-field fusion-form-text-field"><label for="naam">Naam</label><input type="text" name="naam" id="naam"></div>` +
      `<div class="fusion-form-field fusion-form-email-field"><label for="email">E-mailadres</label><input type="email" name="email" id="email" placeholder="naam@voorbeeld.nl"></div>` +
      `<div class="fusion-form-field"><label for="geboortedatum">Geboortedatum</label><input type="text" name="geboortedatum" id="geboortedatum" placeholder="dd-mm-jjjj"></div><button type="submit" class="fusion-button">Verzenden</button></form></div>`,
  });

  pages['/spoed'] = page({
    path: '/spoed',
    title: 'Spoed',
    lang: 'nl-NL',
    main: `<div class="fusion-text"><h1>Spoed</h1><p>Tijdens openingstijden belt u ${tel('033 - 461 20 87')} en kiest u optie 1. 's Avonds, in het weekend en op feestdagen kunt u terecht bij de Tandartsenspoedpost Eemland, ${tel('033 - 303 30 30')} (geen e-mail: spoedpost@tandartsenspoedpost-eemland.nl is alleen voor tandartsen).</p></div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl-NL',
    main:
      `<div class="fusion-text"><h1>Contact</h1><p>Tandartsenpraktijk Eemhof<br>Eemhof 12<br>3811 KL Amersfoort</p><p>Telefoon: ${tel('033 - 461 20 87')}<br>E-mail: ${mailto(`info@${HOST}`)}</p>` +
      `<!-- oud adres balie, niet meer gebruiken: balie@${HOST} -->` +
      `<p>Parkeren kan in garage Flintplein (5 minuten lopen).</p></div>`,
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', lang: 'nl-NL', main: `<h1>Privacyverklaring</h1><p>Tandartsenpraktijk Eemhof verwerkt uw persoonsgegevens volgens de AVG en de WGBO.</p>` });
  pages['/klachtenregeling'] = page({ path: '/klachtenregeling', title: 'Klachtenregeling', lang: 'nl-NL', main: `<h1>Klachtenregeling</h1><p>Wij zijn aangesloten bij de geschillencommissie van de KNMT.</p>` });
  pages['/medewerkers'] = page({ path: '/medewerkers', title: 'Medewerkers', lang: 'nl-NL', main: `<h1>Medewerkers</h1><p>Roosterwijzigingen doorgeven via ${mailto(`rooster@${HOST}`)}.</p>` });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml'], '2025-01-09T10:21:37+00:00'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/behandelingen/', '/ons-team/', '/inschrijven/', '/spoed/', '/contact/', '/privacyverklaring/', '/klachtenregeling/'], '2025-01-09T10:21:37+00:00'));

  const dl = (address: string, name: string, title: string, extra: TruthAddress['cases']): TruthAddress => ({ address, name, title, pages: ['/ons-team'], cases: ['definition-list', 'link-non-english', ...extra] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /medewerkers\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'x-powered-by': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        dl(`maarten@${HOST}`, 'Maarten de Groot', 'tandarts-praktijkhouder', ['honorific', 'plain']),
        { ...dl(ilse, 'Ilse van Beek', 'tandarts', ['script-charcode']), encoded: { kind: 'charcodes', text: charCodes(ilse) } },
        { ...dl(`yusuf@${HOST}`, 'Yusuf Demir', 'tandarts-implantoloog (NVOI)', ['plain']), titleAlternatives: ['tandarts-implantoloog'] },
        dl(`sanne@${HOST}`, 'Sanne Verhoeven', 'mondhygiënist', ['post-nominal', 'plain']),
        { ...dl(noor, 'Noor El Amrani', 'preventieassistente', ['script-reversed']), encoded: { kind: 'reversed', text: reversed(noor) } },
        dl(`petra@${HOST}`, 'Petra Jansen-Bos', 'praktijkmanager', ['plain']),
        { address: `bart@${HOST}`, name: 'Bart van der Linden', title: 'orthodontist', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: `fleur@${HOST}`, name: 'Fleur Hendriks', title: 'mondhygiënist', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: `inschrijven@${HOST}`, name: null, title: null, pages: ['/inschrijven'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `administratie@${HOST}`, name: null, title: null, pages: ['/inschrijven'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/medewerkers'],
      nonAddresses: [
        { text: `rooster@${HOST}`, kind: 'disallowed' },
        { text: `balie@${HOST}`, kind: 'comment' },
        { text: 'spoedpost@tandartsenspoedpost-eemland.nl', kind: 'other-company' },
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
