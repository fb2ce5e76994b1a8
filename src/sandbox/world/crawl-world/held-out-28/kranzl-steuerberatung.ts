/**
 * Kranzl & Partner Steuerberatung: a tax advisory in Graz, on WordPress with the Enfold theme,
 * the "Email Address Encoder" plugin (team addresses as character references) and the old
 * "Google XML Sitemaps" plugin writing a gzip sitemap that robots.txt names. Austrian academic
 * titles before the names (Mag., Mag. Dr., Mag. (FH)) and the profession after (StB, WP, BSc)
 * on the team cards, the address scheme stated on the contact page, the reception on a
 * "Title: Name" line written "(at)", the payroll accountant's address built by
 * String.fromCharCode on a service page only the gzip sitemap lists, a tax adviser in a news
 * article's sentence and as its JSON-LD author, the managing partner again in the Impressum;
 * the web agency's address, the form placeholder, a commented-out reception address and the
 * client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, gzipXmlPage, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kranzl-stb.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `vorname.nachname@${HOST}`;

const MENU: [string, string, [string, string][]][] = [
  ['/', 'Start', []],
  ['/kanzlei', 'Kanzlei', [['/kanzlei/team', 'Unser Team'], ['/karriere', 'Karriere']]],
  ['/leistungen', 'Leistungen', []],
  ['/news', 'Aktuelles', []],
  ['/kontakt', 'Kontakt', []],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kranzl & Partner Steuerberatung',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    `<link rel="stylesheet" id="avia-merged-styles-css" href="${ORIGIN}/wp-content/uploads/dynamic_avia/avia-merged-styles-8f1d0c2b7e5a4f3e9b6c1d2a0e7f4b3c---6682a1f3d4e1b.css" type="text/css" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<link rel="alternate" type="application/rss+xml" title="Kranzl &amp; Partner Steuerberatung » Feed" href="${ORIGIN}/feed/">`,
  ],
  header: () =>
    `<div id="wrap_all"><header id="header" class="all_colors header_color light_bg_color av_header_top av_logo_left av_main_nav_header av_menu_right av_large av_header_sticky av_header_shrinking" role="banner" itemscope="itemscope" itemtype="https://schema.org/WPHeader"><div id="header_main" class="container_wrap container_wrap_logo"><div class="container av-logo-container"><div class="inner-container">` +
    `<span class="logo avia-standard-logo"><a href="/" class=""><img src="${ORIGIN}/wp-content/uploads/2021/03/kranzl-partner-logo.png" height="100" width="300" alt="Kranzl &amp; Partner Steuerberatung" title=""></a></span>` +
    `<nav class="main_menu" data-selectname="Wählen Sie eine Seite" role="navigation" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement"><div class="avia-menu av-main-nav-wrap"><ul role="menu" class="menu av-main-nav" id="avia-menu">` +
    MENU.map(
      ([h, l, sub], i) =>
        `<li role="menuitem" id="menu-item-${120 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${sub.length ? ' menu-item-has-children' : ''} menu-item-top-level"><a href="${h}" itemprop="url" tabindex="0"><span class="avia-bullet"></span><span class="avia-menu-text">${esc(l)}</span><span class="avia-menu-fx"><span class="avia-arrow-wrap"><span class="avia-arrow"></span></span></span></a>` +
        (sub.length ? `<ul class="sub-menu">${sub.map(([sh, sl]) => `<li role="menuitem" class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${sh}" itemprop="url" tabindex="0"><span class="avia-bullet"></span><span class="avia-menu-text">${esc(sl)}</span></a></li>`).join('')}</ul>` : '') +
        `</li>`,
    ).join('') +
    `</ul></div></nav></div></div></div></header><div id="main" class="all_colors" data-scroll-offset="116">`,
  footer: () =>
    `<div class="container_wrap footer_color" id="footer"><div class="container"><div class="flex_column av_one_third first el_before_av_one_third"><section id="text-2" class="widget clearfix widget_text"><h3 class="widgettitle">Kranzl &amp; Partner</h3><div class="textwidget"><p>Steuerberatung GmbH<br>Schmiedgasse 27<br>8010 Graz</p></div></section></div>` +
    `<div class="flex_column av_one_third el_after_av_one_third el_before_av_one_third"><section id="text-3" class="widget clearfix widget_text"><h3 class="widgettitle">Erreichbarkeit</h3><div class="textwidget"><p>Mo–Do 8–17 Uhr, Fr 8–12 Uhr<br>T ${tel('+43 316 82 47 11')}<br>office(at)kranzl-stb.test</p></div></section></div>` +
    `<div class="flex_column av_one_third el_after_av_one_third"><section id="nav_menu-2" class="widget clearfix widget_nav_menu"><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="/impressum">Impressum</a></li><li class="menu-item"><a href="/datenschutz">Datenschutz</a></li><li class="menu-item"><a href="/klientenportal/">Klientenportal</a></li></ul></div></section></div></div></div>` +
    `<footer class="container_wrap socket_color" id="socket" role="contentinfo" itemscope="itemscope" itemtype="https://schema.org/WPFooter"><div class="container"><span class="copyright">© Copyright 2025 – Kranzl &amp; Partner Steuerberatung GmbH – Mitglied der Kammer der Steuerberater:innen und Wirtschaftsprüfer</span></div></footer></div></div>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [
    `<a href="#top" title="Nach oben scrollen" id="scroll-top-link" aria-hidden="true" data-av_icon="" data-av_iconfont="entypo-fontello"><span class="avia_hidden_link_text">Nach oben scrollen</span></a>`,
    `<script src="${ORIGIN}/wp-content/uploads/dynamic_avia/avia-footer-scripts-2b6a1f0e9c4d8e7f1a3b5c7d9e0f2a4b---6682a1f40c1a2.js" id="avia-footer-scripts-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });

const avSection = (id: string, html: string): string =>
  `<div id="av_section_${id}" class="avia-section main_color avia-section-default avia-no-border-styling avia-bg-style-scroll container_wrap fullsize"><div class="container av-section-cont-open"><main role="main" itemprop="mainContentOfPage" class="template-page content av-content-full alpha units"><div class="post-entry post-entry-type-page"><div class="entry-content-wrapper clearfix">${html}</div></div></main></div></div>`;

const encodedMail = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Member = { shown: string; name: string; title: string; local: string; img: string; honorific: boolean; post: boolean; text: string };
const TEAM: Member[] = [
  {
    shown: 'Mag. Dr. Johanna Kranzl, StB',
    name: 'Johanna Kranzl',
    title: 'Geschäftsführende Gesellschafterin',
    local: 'johanna.kranzl',
    img: 'kranzl',
    honorific: true,
    post: true,
    text: 'Steuerberaterin seit 2004, Schwerpunkte Unternehmensgründung, Umgründungen und Land- und Forstwirtschaft. Vortragende an der Akademie der Steuerberater:innen.',
  },
  {
    shown: 'Mag. Bernhard Pölzl, StB WP',
    name: 'Bernhard Pölzl',
    title: 'Partner, Steuerberater und Wirtschaftsprüfer',
    local: 'bernhard.poelzl',
    img: 'poelzl',
    honorific: true,
    post: true,
    text: 'Jahresabschlussprüfungen, Vereine und gemeinnützige Organisationen, Finanzstrafrecht.',
  },
  { shown: 'Mag. (FH) Sandra Reinisch', name: 'Sandra Reinisch', title: 'Bilanzbuchhalterin', local: 'sandra.reinisch', img: 'reinisch', honorific: true, post: false, text: 'Buchhaltung und Jahresabschlüsse für Einnahmen-Ausgaben-Rechner und kleine GmbHs.' },
  { shown: 'Christoph Tauschmann, BSc (WU)', name: 'Christoph Tauschmann', title: 'Berufsanwärter', local: 'christoph.tauschmann', img: 'tauschmann', honorific: false, post: true, text: 'Arbeitnehmerveranlagungen, Vermietung und Verpachtung, Immobilienertragsteuer.' },
];

const card = (m: Member, i: number): string =>
  `<div class="flex_column av_one_half${i % 2 === 0 ? ' first' : ''} flex_column_div av-zero-column-padding"><section class="avia-team-member av-${m.img} avia-builder-el-${12 + i}" itemscope="itemscope" itemtype="https://schema.org/Person">` +
  `<div class="team-img-container"><img class="wp-image-${300 + i} avia-img-lazy-loading-${300 + i} avia_image" src="${ORIGIN}/wp-content/uploads/2023/09/team-${m.img}-495x400.jpg" alt="${esc(m.name)}" width="495" height="400"></div>` +
  `<h3 class="team-member-name">${esc(m.shown)}</h3><div class="team-member-job-title">${esc(m.title)}</div><div class="team-member-description"><p>${esc(m.text)}</p><p>E-Mail: ${encodedMail(`${m.local}@${HOST}`)}</p></div></section></div>`;

const PETRA = `petra.lackner@${HOST}`;
const petraScript = `<script type="text/javascript">document.write('<a href="mailto:' + String.fromCharCode(${charCodes(PETRA)}) + '">' + String.fromCharCode(${charCodes(PETRA)}) + '</a>');</script>`;

export function kranzlSteuerberatung(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Steuerberatung in Graz',
    description: 'Kranzl & Partner Steuerberatung in Graz: Steuerberatung, Buchhaltung, Lohnverrechnung und Jahresabschluss für Unternehmen, Landwirte und Privatpersonen.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Kranzl & Partner Steuerberatung GmbH',
        url: `${ORIGIN}/`,
        telephone: '+43 316 824711',
        address: { '@type': 'PostalAddress', streetAddress: 'Schmiedgasse 27', postalCode: '8010', addressLocality: 'Graz', addressCountry: 'AT' },
        openingHours: ['Mo-Th 08:00-17:00', 'Fr 08:00-12:00'],
      },
    ],
    main: avSection(
      '1',
      `<div class="av-special-heading av-special-heading-h1"><h1 class="av-special-heading-tag" itemprop="headline">Steuern. Klar. Persönlich.</h1></div><section class="av_textblock_section"><div class="avia_textblock" itemprop="text"><p>Seit über zwanzig Jahren begleiten wir Grazer Unternehmen, Freiberufler und Landwirte durch Steuerrecht, Buchhaltung und Lohnverrechnung – mit fixen Ansprechpartnern und ohne Fachchinesisch.</p><p><a href="/leistungen">Unsere Leistungen</a> · <a href="/kontakt">Termin vereinbaren</a></p></div></section>`,
    ),
  });

  pages['/kanzlei'] = page({
    path: '/kanzlei',
    title: 'Kanzlei',
    main: avSection('2', `<h1>Die Kanzlei</h1><div class="avia_textblock"><p>Kranzl &amp; Partner wurde 2004 von Johanna Kranzl gegründet; 2015 kam Bernhard Pölzl als Partner dazu. Heute arbeiten zwölf Menschen in unserer Kanzlei am Rande der Grazer Altstadt.</p><p><a href="/kanzlei/team">Lernen Sie unser Team kennen</a></p></div>`),
  });

  pages['/kanzlei/team'] = page({
    path: '/kanzlei/team',
    title: 'Unser Team',
    main: avSection('3', `<div class="av-special-heading"><h1 class="av-special-heading-tag">Unser Team</h1></div><div class="entry-content-wrapper clearfix">${TEAM.map(card).join('')}</div>`),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: avSection(
      '4',
      `<h1>Leistungen</h1><div class="avia_textblock"><ul><li>Laufende Steuerberatung und Steuererklärungen</li><li>Buchhaltung und Bilanzierung</li><li>Lohnverrechnung</li><li>Gründungsberatung und Umgründungen</li><li>Begleitung bei Betriebsprüfungen</li><li>Arbeitnehmerveranlagung</li></ul></div>`,
    ),
  });

  pages['/leistungen/lohnverrechnung'] = page({
    path: '/leistungen/lohnverrechnung',
    title: 'Lohnverrechnung',
    main: avSection(
      '5',
      `<h1>Lohnverrechnung</h1><div class="avia_textblock"><p>Wir übernehmen die monatliche Personalverrechnung für Betriebe mit einem bis 80 Dienstnehmer:innen: An- und Abmeldungen bei der ÖGK, Lohnzettel, Beitragsgrundlagennachweise und die Kommunikation mit Ihrer Dienstnehmer:innen-Vertretung.</p>` +
        `<p><strong>Ihre Ansprechpartnerin:</strong><br>Petra Lackner, Personalverrechnerin<br>T ${tel('+43 316 82 47 11-24')}<br>${petraScript}<noscript>Bitte aktivieren Sie JavaScript, um die E-Mail-Adresse zu sehen.</noscript></p></div>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'Aktuelles',
    main: avSection('6', `<h1>Aktuelles</h1><article class="post-entry post-entry-type-standard"><h2 class="post-title entry-title"><a href="/news/arbeitnehmerveranlagung-2024" rel="bookmark">Arbeitnehmerveranlagung 2024: Was Sie jetzt beachten sollten</a></h2><span class="post-meta-infos"><time class="date-container minor-meta updated">12. Februar 2025</time></span></article>`),
  });

  pages['/news/arbeitnehmerveranlagung-2024'] = page({
    path: '/news/arbeitnehmerveranlagung-2024',
    title: 'Arbeitnehmerveranlagung 2024: Was Sie jetzt beachten sollten',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Arbeitnehmerveranlagung 2024: Was Sie jetzt beachten sollten',
        datePublished: '2025-02-12T08:30:00+01:00',
        author: { '@type': 'Person', name: 'Mag. Katharina Fink', jobTitle: 'Steuerberaterin', email: `katharina.fink@${HOST}` },
        publisher: { '@type': 'Organization', name: 'Kranzl & Partner Steuerberatung GmbH' },
      },
    ],
    main: avSection(
      '7',
      `<article class="post type-post status-publish format-standard"><header class="entry-content-header"><h1 class="post-title entry-title">Arbeitnehmerveranlagung 2024: Was Sie jetzt beachten sollten</h1><span class="post-meta-infos"><time class="date-container minor-meta updated">12. Februar 2025</time> / <span class="blog-author minor-meta">von Katharina Fink</span></span></header>` +
        `<div class="entry-content" itemprop="text"><p>Die Arbeitnehmerveranlagung können Sie fünf Jahre rückwirkend beantragen – für 2024 also bis Ende 2029. Wer aber früh einreicht, bekommt eine Gutschrift meist schon nach wenigen Wochen.</p>` +
        `<p>Neu seit 2024: Der Familienbonus Plus wurde an die Inflation angepasst, das Pendlerpauschale und der Pendlereuro bleiben unverändert. Homeoffice-Pauschale und Ausgaben für ergonomisches Mobiliar können weiterhin geltend gemacht werden.</p>` +
        `<p>Bei Fragen zu Ihrer Veranlagung wenden Sie sich gerne an unsere Steuerberaterin Mag. Katharina Fink unter <a href="mailto:katharina.fink@${HOST}">katharina.fink@${HOST}</a>.</p></div></article>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: avSection(
      '8',
      `<h1>Karriere bei Kranzl &amp; Partner</h1><div class="avia_textblock"><h2>Buchhalter:in (20–38,5 Std.)</h2><p>Sie haben die Buchhalterprüfung abgelegt und mögen Zahlen, die aufgehen? Das Mindestgehalt laut KV beträgt € 2.580,– brutto (Vollzeit), wir zahlen je nach Erfahrung deutlich darüber.</p><p>Ihre Bewerbung schicken Sie bitte an karriere(at)kranzl-stb.test.</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: avSection(
      '9',
      `<h1>Kontakt</h1><div class="flex_column av_one_half first"><div class="avia_textblock"><p><strong>Kranzl &amp; Partner Steuerberatung GmbH</strong><br>Schmiedgasse 27, 2. Stock<br>8010 Graz</p><p>T ${tel('+43 316 82 47 11')}<br>F +43 316 82 47 11-99<br>office(at)kranzl-stb.test</p>` +
        `<p>Empfang &amp; Sekretariat: Martina Hiebler, DW 10, martina.hiebler(at)kranzl-stb.test</p>` +
        `<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie direkt unter ${SCHEME}.</p></div></div>` +
        `<!-- Empfang bis 2023: empfang@${HOST} -->` +
        `<div class="flex_column av_one_half"><form action="/kontakt/" method="post" class="avia_ajax_form av-form-labels-visible" data-avia-form-id="1"><fieldset><p class="first_form form_element form_fullwidth"><label for="avia_name_1">Name <abbr class="required" title="benötigt">*</abbr></label><input name="avia_name_1" class="text_input is_empty" type="text" id="avia_name_1" value=""></p><p class="form_element form_fullwidth"><label for="avia_e-mail_1">E-Mail <abbr class="required" title="benötigt">*</abbr></label><input name="avia_e-mail_1" class="text_input is_email" type="text" id="avia_e-mail_1" value="" placeholder="max.muster@beispiel.at"></p><p class="form_element form_fullwidth"><label for="avia_nachricht_1">Nachricht</label><textarea name="avia_nachricht_1" class="text_area" cols="40" rows="7" id="avia_nachricht_1"></textarea></p><p class="hidden"><input type="text" name="avia_contact_1" class="hidden " id="avia_contact_1" value=""></p><p class="form_element"><input type="submit" value="Absenden" class="button"></p></fieldset></form></div>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: avSection(
      '10',
      `<h1>Impressum</h1><div class="avia_textblock"><p>Informationen gemäß § 5 ECG, § 14 UGB und Offenlegung gemäß § 25 MedienG</p><p><strong>Medieninhaberin:</strong> Kranzl &amp; Partner Steuerberatung GmbH<br>Schmiedgasse 27, 8010 Graz<br>Firmenbuchnummer: FN 251873 t, Landesgericht für ZRS Graz<br>UID: ATU58712306</p>` +
        `<p><strong>Geschäftsführung und für den Inhalt verantwortlich:</strong> Mag. Dr. Johanna Kranzl, StB, Geschäftsführende Gesellschafterin, johanna.kranzl@${HOST}</p>` +
        `<p><strong>Berufsbezeichnung:</strong> Steuerberater (verliehen in der Republik Österreich)<br><strong>Kammer:</strong> Kammer der Steuerberater:innen und Wirtschaftsprüfer, Schönbrunner Straße 222–228/1/6, 1120 Wien<br><strong>Berufsrecht:</strong> Wirtschaftstreuhandberufsgesetz 2017 (WTBG 2017)</p>` +
        `<p><strong>Webdesign:</strong> pixelfabrik graz – hallo@pixelfabrik-graz.at</p></div>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: avSection('11', `<h1>Datenschutzerklärung</h1><div class="avia_textblock"><p>Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, DSG 2018, TKG 2021).</p></div>`) });

  pages['/klientenportal'] = page({ path: '/klientenportal', title: 'Klientenportal', main: avSection('12', `<h1>Klientenportal</h1><p>Zugangsdaten vergessen? Schreiben Sie an portal@${HOST}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/kanzlei/', '/kanzlei/team/', '/leistungen/', '/leistungen/lohnverrechnung/', '/news/', '/news/arbeitnehmerveranlagung-2024/', '/karriere/', '/kontakt/', '/impressum/'], '2025-02-12'));

  const member = (m: Member): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    pages: ['/kanzlei/team'],
    cases: ['card', 'entities', 'link-non-english', ...(m.honorific ? ['honorific' as CaseKind] : []), ...(m.post ? ['post-nominal' as CaseKind] : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /klientenportal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.28' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        {
          ...member(TEAM[0]!),
          titleAlternatives: ['Steuerberaterin', 'Geschäftsführerin'],
          pages: ['/kanzlei/team', '/impressum'],
          cases: ['card', 'entities', 'label-line', 'plain', 'honorific', 'post-nominal', 'link-non-english'],
        },
        { ...member(TEAM[1]!), titleAlternatives: ['Partner', 'Steuerberater und Wirtschaftsprüfer'] },
        member(TEAM[2]!),
        { ...member(TEAM[3]!), titleAlternatives: ['Steuerberater-Berufsanwärter'] },
        { address: `martina.hiebler@${HOST}`, name: 'Martina Hiebler', title: 'Empfang & Sekretariat', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated'] },
        {
          address: `katharina.fink@${HOST}`,
          name: 'Katharina Fink',
          title: 'Steuerberaterin',
          pages: ['/news/arbeitnehmerveranlagung-2024'],
          cases: ['prose', 'honorific', 'plain', 'json-ld-person', 'deep-page'],
        },
        {
          address: PETRA,
          name: 'Petra Lackner',
          title: 'Personalverrechnerin',
          pages: ['/leistungen/lohnverrechnung'],
          encoded: { kind: 'script', text: petraScript },
          cases: ['name-title-line', 'script-charcode', 'sitemap-gzip', 'sitemap-robots'],
        },
        { address: `karriere@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'obfuscated', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/klientenportal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `empfang@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'hallo@pixelfabrik-graz.at', kind: 'other-company' },
        { text: 'max.muster@beispiel.at', kind: 'placeholder' },
      ],
    },
  };
}
