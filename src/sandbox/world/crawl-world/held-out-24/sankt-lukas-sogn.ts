/**
 * Sankt Lukas Sogn: a parish of the Danish national church in Aalborg, on WordPress with the Divi
 * theme. Danish only; the two priests in Divi person modules (one also a JSON-LD Person), the
 * verger, organist, cantor and church attendant in a staff table, the parish council in a
 * definition list with the chair's address turned around by a script, a news post reached only
 * through a child of the Yoast sitemap index naming the culture worker in a sentence and a
 * baby-hymn mailbox beside two names; the diocese's address, the form's placeholder, a retina
 * logo, an old address in a comment and the council's internal page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'sanktlukas-sogn.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/gudstjenester/', 'Gudstjenester'],
  ['/praester/', 'Præster'],
  ['/medarbejdere/', 'Medarbejdere'],
  ['/menighedsraad/', 'Menighedsråd'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sankt Lukas Sogn',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-inline-inline-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" media="all">`,
    `<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Lora:regular,italic,700&#038;subset=latin,latin-ext&#038;display=swap" media="all">`,
  ],
  header: () =>
    `<div id="page-container"><div id="et-top-navigation-wrap"><header id="main-header" data-height-onload="86"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${ORIGIN}/"><img src="/wp-content/uploads/2023/08/sankt-lukas-logo.png" srcset="/wp-content/uploads/2023/08/sankt-lukas-logo@2x.png 2x" width="210" height="64" alt="Sankt Lukas Sogn" id="logo" data-height-percentage="60"></a></div>` +
    `<div id="et-top-navigation" data-height="86" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Vælg en side</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header></div>`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Kirkekontoret</h4><div class="textwidget"><p>Sankt Lukas Sogn<br>Lukasvej 3, 9000 Aalborg<br>${tel('98 12 40 61')}<br>${mailto(`kirkekontoret@${HOST}`)}</p><p>Kontortid: tirs–fre kl. 10–13, tors tillige 16–18</p></div></div></div>` +
    `<div class="footer-widget"><div class="textwidget"><p><a href="/privatlivspolitik/">Privatlivspolitik</a><br><a href="/mr-intern/">Menighedsrådets interne side</a></p><p><a href="https://www.facebook.com/sanktlukasaalborg">Facebook</a></p></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><p id="footer-info">© 2025 Sankt Lukas Sogn · Aalborg Stift</p></div></div></footer></div>`,
  privacyPath: { da: '/privatlivspolitik/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da-DK' });
const section = (html: string) => `<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">${html}</div></div></div>`;

const person = (img: string, name: string, position: string, body: string) =>
  `<div class="et_pb_module et_pb_team_member et_pb_bg_layout_light clearfix"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2024/01/${img}.jpg" alt="${esc(name)}"></div>` +
  `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(name)}</h4><p class="et_pb_member_position">${esc(position)}</p><div>${body}</div></div></div>`;

const HANNE_REV = reversed(`hanne@${HOST}`);
const HANNE_SCRIPT = `<script>(function(){var el=document.getElementById('mr-formand');var a=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`;

export function sanktLukasSogn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Velkommen',
    description: 'Sankt Lukas Kirke i Aalborg – gudstjenester, dåb, bryllup, konfirmation og kirkelige handlinger.',
    main:
      section(`<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Velkommen i Sankt Lukas Kirke</h1><p>Søndag kl. 10 er der højmesse med nadver. Kirken er åben for stille stund alle hverdage kl. 9–15.</p></div></div>`) +
      section(`<div class="et_pb_module et_pb_blurb"><h4 class="et_pb_module_header"><a href="/gudstjenester/">Se gudstjenestelisten</a></h4><p>Juleaftensdag er der tre gudstjenester: kl. 11, 14.30 og 16.</p></div>`),
  });

  pages['/gudstjenester'] = page({
    path: '/gudstjenester',
    title: 'Gudstjenester',
    main: section(`<h1>Gudstjenester</h1><table class="gudstjenesteliste"><tr><td>Søndag 16. marts</td><td>10.00</td><td>Højmesse, Kristine Bech Holm</td></tr><tr><td>Søndag 23. marts</td><td>10.00</td><td>Højmesse, Anders Møller-Jensen</td></tr><tr><td>Torsdag 27. marts</td><td>17.00</td><td>Spaghettigudstjeneste</td></tr></table>`),
  });

  pages['/praester'] = page({
    path: '/praester',
    title: 'Præster',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Kristine Bech Holm',
        jobTitle: 'Sognepræst (kirkebogsførende)',
        email: `kristine@${HOST}`,
        telephone: '+45 98 12 40 62',
        worksFor: { '@type': 'Church', name: 'Sankt Lukas Kirke', url: `${ORIGIN}/` },
      },
    ],
    main: section(
      `<h1>Præster</h1>` +
        person('kristine-bech-holm', 'Kristine Bech Holm', 'Sognepræst (kirkebogsførende)', `<p>Træffes bedst tirsdag–fredag kl. 12–13 på ${tel('98 12 40 62')} og på ${mailto(`kristine@${HOST}`)}. Fridag mandag.</p>`) +
        person('anders-moller-jensen', 'Anders Møller-Jensen', 'Sognepræst', `<p>Står for konfirmander og minikonfirmander. ${tel('98 12 40 63')} · ${mailto(`anders@${HOST}`)}. Fridag mandag og hver anden weekend.</p>`),
    ),
  });

  const row = (title: string, name: string, phone: string, mail: string) => `<tr><td>${esc(title)}</td><td>${esc(name)}</td><td>${tel(phone)}</td><td>${mail}</td></tr>`;
  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main: section(
      `<h1>Medarbejdere</h1><table class="medarbejdere"><thead><tr><th>Stilling</th><th>Navn</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        row('Kordegn', 'Birthe Kragh', '98 12 40 61', mailto(`birthe@${HOST}`)) +
        row('Organist', 'Peter Vinding', '22 31 58 04', mailto(`peter@${HOST}`)) +
        row('Kirkesanger', 'Line Sørup', '28 40 19 77', mailto(`line@${HOST}`)) +
        row('Kirketjener', 'Mikkel Fog', '40 15 62 90', `<a href="mailto:${entities(`mikkel@${HOST}`)}">${entities(`mikkel@${HOST}`)}</a>`) +
        `</tbody></table><p>Kirkegården passes af Aalborg Kirkegårde; henvendelser om gravsteder til kirkegårdskontoret, ${tel('99 31 14 00')}.</p>` +
        `<!-- Tidligere kirkesanger (fratrådt 2023): kirkesanger@${HOST} -->`,
    ),
  });

  pages['/menighedsraad'] = page({
    path: '/menighedsraad',
    title: 'Menighedsråd',
    main: section(
      `<h1>Menighedsrådet</h1><p>Menighedsrådet holder møde den første onsdag i måneden kl. 19 i sognegården. Møderne er offentlige; dagsorden og referat hænges op i våbenhuset.</p>` +
        `<dl class="mr-liste"><dt>Formand</dt><dd>Hanne Ravn, ${tel('21 44 70 12')}, <span id="mr-formand" data-m="${HANNE_REV}">(aktiver JavaScript for at se e-mailadressen)</span>${HANNE_SCRIPT}</dd>` +
        `<dt>Næstformand</dt><dd>Erik Thyssen</dd><dt>Kirkeværge</dt><dd>Ole Brix, ${tel('30 62 11 85')}, ${mailto(`ole@${HOST}`)}</dd><dt>Kasserer</dt><dd>Lone Dalgaard</dd><dt>Kontaktperson</dt><dd>Birthe Kragh (kordegn)</dd></dl>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      section(`<h1>Kontakt</h1><p>Anmeldelse af fødsel, dåb, vielse og dødsfald sker til kirkekontoret: ${mailto(`kirkekontoret@${HOST}`)} eller ${tel('98 12 40 61')}. Send ikke personnumre med almindelig e-mail – brug borger.dk.</p>`) +
      section(
        `<div class="et_pb_module et_pb_contact_form_container"><h2 class="et_pb_contact_main_title">Skriv til os</h2><form class="et_pb_contact_form clearfix" method="post" action="/kontakt/"><p class="et_pb_contact_field"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Navn</label><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0"></p>` +
          `<p class="et_pb_contact_field"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">E-mail</label><input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0" placeholder="navn@eksempel.dk"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Send</button></form></div>`,
      ) +
      section(`<p>Spørgsmål om stiftets kirkegårds- og bygningssager kan rettes til Aalborg Stift, aalborgstift@km.dk.</p>`),
  });

  // Only in the post child of the Yoast sitemap index.
  pages['/2025/02/babysalmesang-foraar'] = page({
    path: '/2025/02/babysalmesang-foraar',
    title: 'Babysalmesang og rytmik i foråret',
    main: section(
      `<article class="et_pb_post post type-post status-publish"><h1 class="entry-title">Babysalmesang og rytmik i foråret</h1><p class="post-meta">af <span class="author vcard">Kirkekontoret</span> | 3. feb 2025</p>` +
        `<div class="entry-content"><p>Et nyt hold babysalmesang begynder onsdag den 5. marts kl. 10.30 i kirken. Vi synger, leger og sanser sammen med børn fra 2 til 10 måneder. Holdet ledes af kirkesanger Line Sørup og organist Peter Vinding. Tilmelding: ${mailto(`babysalmesang@${HOST}`)}.</p>` +
        `<p>Har du lyst til at være frivillig ved kirkekaffen eller i sognegårdens café, så skriv til vores kirke- og kulturmedarbejder Sofie Lund på ${mailto(`sofie@${HOST}`)} – hun fortæller gerne mere.</p></div></article>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: section(`<h1>Privatlivspolitik</h1><p>Sankt Lukas Sogns menighedsråd er dataansvarlig for behandlingen af de personoplysninger, vi modtager.</p>`) });
  pages['/mr-intern'] = page({ path: '/mr-intern', title: 'Menighedsrådets interne side', main: section(`<h1>Internt</h1><p>Bilag til møderne sendes til ${mailto(`mr-bilag@${HOST}`)}.</p>`) });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml']));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/gudstjenester/', '/praester/', '/medarbejdere/', '/menighedsraad/', '/kontakt/', '/privatlivspolitik/']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/02/babysalmesang-foraar/'], '2025-02-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /mr-intern\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['da'],
      addresses: [
        { address: `kirkekontoret@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        {
          address: `kristine@${HOST}`,
          name: 'Kristine Bech Holm',
          title: 'Sognepræst (kirkebogsførende)',
          titleAlternatives: ['Sognepræst'],
          pages: ['/praester'],
          cases: ['card', 'json-ld-person', 'plain', 'link-non-english'],
        },
        { address: `anders@${HOST}`, name: 'Anders Møller-Jensen', title: 'Sognepræst', pages: ['/praester'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `birthe@${HOST}`, name: 'Birthe Kragh', title: 'Kordegn', pages: ['/medarbejdere'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `peter@${HOST}`, name: 'Peter Vinding', title: 'Organist', pages: ['/medarbejdere'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `line@${HOST}`, name: 'Line Sørup', title: 'Kirkesanger', pages: ['/medarbejdere'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `mikkel@${HOST}`, name: 'Mikkel Fog', title: 'Kirketjener', pages: ['/medarbejdere'], cases: ['table', 'entities', 'link-non-english'] },
        {
          address: `hanne@${HOST}`,
          name: 'Hanne Ravn',
          title: 'Formand',
          titleAlternatives: ['Formand for menighedsrådet'],
          pages: ['/menighedsraad'],
          encoded: { kind: 'reversed', text: HANNE_REV },
          cases: ['definition-list', 'script-reversed', 'link-non-english'],
        },
        { address: `ole@${HOST}`, name: 'Ole Brix', title: 'Kirkeværge', pages: ['/menighedsraad'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `babysalmesang@${HOST}`, name: null, title: null, pages: ['/2025/02/babysalmesang-foraar'], cases: ['neighbour', 'plain', 'sitemap-index'] },
        { address: `sofie@${HOST}`, name: 'Sofie Lund', title: 'kirke- og kulturmedarbejder', pages: ['/2025/02/babysalmesang-foraar'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/mr-intern'],
      nonAddresses: [
        { text: `kirkesanger@${HOST}`, kind: 'comment' },
        { text: `mr-bilag@${HOST}`, kind: 'disallowed' },
        { text: 'aalborgstift@km.dk', kind: 'other-company' },
        { text: 'navn@eksempel.dk', kind: 'placeholder' },
        { text: 'sankt-lukas-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
