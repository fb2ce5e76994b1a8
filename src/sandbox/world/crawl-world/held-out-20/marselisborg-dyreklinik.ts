/**
 * Dyreklinikken Marselisborg: a small-animal clinic in Aarhus, on WordPress with Elementor and
 * Yoast. Danish only; vets and nurses in Elementor image boxes marked up as microdata Persons
 * with initials addresses, one vet with her "ph.d.", the bookkeeper's address built from
 * character codes on the contact page, a nurse's author box on a news post that only the gzip
 * child of the sitemap index lists; the emergency service's address, the form's placeholder, a
 * retina logo and the intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'marselisborgdyreklinik.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-klinikken/', 'Om klinikken'],
  ['/personale/', 'Personale'],
  ['/behandlinger/', 'Behandlinger'],
  ['/akut/', 'Akut'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dyreklinikken Marselisborg',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.4; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.4" media="all">`,
  ],
  header: () =>
    `<div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header"><div class="elementor-element elementor-element-4b1c e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-widget_type="theme-site-logo.default"><a href="${ORIGIN}"><img width="300" height="90" src="/wp-content/uploads/2024/01/dyreklinik-logo.png" srcset="/wp-content/uploads/2024/01/dyreklinik-logo.png 1x, /wp-content/uploads/2024/01/dyreklinik-logo@2x.png 2x" class="attachment-full size-full" alt="Dyreklinikken Marselisborg"></a></div>` +
    `<div class="elementor-element elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default"><nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal"><ul id="menu-1-5a2f" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="44" class="elementor elementor-44 elementor-location-footer"><div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-text-editor"><p><strong>Dyreklinikken Marselisborg ApS</strong><br>Marselisborg Allé 14, 8000 Aarhus C<br>CVR 38 11 42 97<br>${tel('86 19 42 10')} · ${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><p>Man–tors 8–18 · Fre 8–16 · Lør 9–12</p><p><a href="/privatlivspolitik/">Privatlivspolitik</a> · <a href="/intranet/">Medarbejderlogin</a></p></div></div></div></div>`,
  privacyPath: { da: '/privatlivspolitik/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (html: string) => `<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${html}</div></div>`;

type Staff = { name: string; post?: string; title: string; mail: string; text: string };
const STAFF: Staff[] = [
  { name: 'Mette Kjærgaard', title: 'Klinikejer og dyrlæge', mail: 'mk', text: 'Uddannet fra KU i 2003. Særlig interesse for bløddelskirurgi og tandbehandling.' },
  { name: 'Anne-Sofie Lindqvist', post: 'ph.d.', title: 'Dyrlæge', mail: 'al', text: 'Ph.d. i hjertesygdomme hos hund. Står for klinikkens ultralyd.' },
  { name: 'Jonas Brøndum Holst', title: 'Dyrlæge', mail: 'jh', text: 'Arbejder med katte, kaniner og andre smådyr.' },
  { name: 'Rasmus Æbelø', title: 'Veterinærsygeplejerske', mail: 'ra', text: 'Narkose, laboratorium og vægtkonsultationer.' },
  { name: 'Camilla Friis', title: 'Klinikkoordinator', mail: 'cf', text: 'Tager telefonen, laver tidsbestilling og styrer lageret.' },
];

const staffBox = (s: Staff) =>
  `<div class="elementor-element elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container" itemscope itemtype="https://schema.org/Person"><div class="elementor-image-box-wrapper">` +
  `<figure class="elementor-image-box-img"><img width="500" height="500" src="/wp-content/uploads/2024/02/${s.mail}-500x500.jpg" alt="${esc(s.name)}" itemprop="image"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><span itemprop="name">${esc(s.name)}</span>${s.post ? `, <span itemprop="honorificSuffix">${esc(s.post)}</span>` : ''}</h3>` +
  `<p class="elementor-image-box-description"><strong itemprop="jobTitle">${esc(s.title)}</strong><br>${esc(s.text)}<br><a href="mailto:${s.mail}@${HOST}" itemprop="email">${s.mail}@${HOST}</a></p></div></div></div></div>`;

const BOOKKEEPER_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(`hv@${HOST}`)}) + '">' + String.fromCharCode(${charCodes(`hv@${HOST}`)}) + '</a>');</script>`;

export function marselisborgDyreklinik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dyrlæge i Aarhus C',
    lang: 'da-DK',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'VeterinaryCare',
            '@id': `${ORIGIN}/#organization`,
            name: 'Dyreklinikken Marselisborg',
            url: `${ORIGIN}/`,
            email: `mailto:info@${HOST}`,
            telephone: '+45 86 19 42 10',
            address: { '@type': 'PostalAddress', streetAddress: 'Marselisborg Allé 14', postalCode: '8000', addressLocality: 'Aarhus C', addressCountry: 'DK' },
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2024/01/dyreklinik-logo@2x.png` },
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Dyreklinikken Marselisborg', inLanguage: 'da-DK' },
        ],
      },
    ],
    main:
      section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Din lokale dyrlæge på Marselisborg</h1></div><div class="elementor-widget elementor-widget-text-editor"><p>Vi behandler hunde, katte, kaniner og andre smådyr. Ring eller book tid online – vi har som regel en tid samme dag.</p></div>`) +
      section(`<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-sm" href="/personale/"><span class="elementor-button-text">Mød personalet</span></a></div>`),
  });

  pages['/om-klinikken'] = page({ path: '/om-klinikken', title: 'Om klinikken', lang: 'da-DK', main: section(`<h1>Om klinikken</h1><p>Klinikken blev åbnet i 1987 og blev overtaget af Mette Kjærgaard i 2016. Vi er fire dyrlæger og tre veterinærsygeplejersker.</p>`) });
  pages['/behandlinger'] = page({ path: '/behandlinger', title: 'Behandlinger', lang: 'da-DK', main: section(`<h1>Behandlinger</h1><ul><li>Vaccination og ormekur</li><li>Kastration og sterilisation</li><li>Tandrensning</li><li>Røntgen og ultralyd</li><li>Adfærdsrådgivning</li></ul>`) });
  pages['/akut'] = page({
    path: '/akut',
    title: 'Akut',
    lang: 'da-DK',
    main: section(`<h1>Akut hjælp uden for åbningstid</h1><p>Uden for vores åbningstid henviser vi til Dyrenes Døgnvagt Østjylland i Hasselager: ${tel('70 20 33 44')}, vagt@dyrenesdoegnvagt.dk.</p>`),
  });

  pages['/personale'] = page({
    path: '/personale',
    title: 'Personale',
    lang: 'da-DK',
    main: section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Personale</h1></div>`) + section(STAFF.map(staffBox).join('')),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da-DK',
    main:
      section(
        `<div class="elementor-widget elementor-widget-text-editor"><h1>Kontakt</h1><p>Tidsbestilling: ${tel('86 19 42 10')} eller ${mailto(`info@${HOST}`)}. Vi besvarer mails inden for én hverdag.</p>` +
          `<p>Spørgsmål om regninger og forsikring: Henrik Vestergaard, bogholder, ${BOOKKEEPER_SCRIPT}</p></div>`,
      ) +
      section(
        `<div class="elementor-widget elementor-widget-form"><form class="elementor-form" method="post" name="Kontaktformular"><div class="elementor-field-type-text elementor-field-group"><label for="form-field-name" class="elementor-field-label">Navn</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual"></div>` +
          `<div class="elementor-field-type-email elementor-field-group"><label for="form-field-email" class="elementor-field-label">E-mail</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="din@email.dk" required="required"></div><button type="submit" class="elementor-button elementor-size-sm">Send</button></form></div>`,
      ),
  });

  // Only in the gzip child of the sitemap index.
  pages['/2025/03/hvalpetraening-foraar-2025'] = page({
    path: '/2025/03/hvalpetraening-foraar-2025',
    title: 'Hvalpetræning forår 2025',
    lang: 'da-DK',
    main: section(
      `<article class="post type-post status-publish format-standard"><h1 class="entry-title">Hvalpetræning forår 2025</h1><p class="elementor-post-info"><span class="elementor-post-info__item--type-date">12. marts 2025</span></p>` +
        `<p>Nyt hold starter tirsdag den 8. april kl. 18.30. Fire aftener med socialisering, pleje og de første kommandoer – for hvalpe mellem 9 og 16 uger.</p>` +
        `<div class="elementor-author-box"><div class="elementor-author-box__text"><h4 class="elementor-author-box__name">Louise Dam</h4><p class="elementor-author-box__bio">Louise er veterinærsygeplejerske hos os og står for hvalpeholdene; tilmelding og spørgsmål kan sendes til hende på ${mailto(`ld@${HOST}`)}.</p></div></div></article>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', lang: 'da-DK', main: section(`<h1>Privatlivspolitik</h1><p>Dyreklinikken Marselisborg ApS er dataansvarlig for de oplysninger, vi behandler om dig og dit dyr.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Medarbejderlogin', lang: 'da-DK', main: section(`<h1>Intranet</h1><p>Vagtplan og ferie: ${mailto(`vagtplan@${HOST}`)}</p>`) });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml.gz']));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/om-klinikken/', '/personale/', '/behandlinger/', '/akut/', '/kontakt/']));
  pages['/post-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/2025/03/hvalpetraening-foraar-2025/'], '2025-03-12'));

  const staffAddr = (s: Staff): TruthAddress => ({
    address: `${s.mail}@${HOST}`,
    name: s.name,
    title: s.title,
    pages: ['/personale'],
    cases: s.post ? ['card', 'microdata', 'post-nominal', 'plain', 'link-non-english'] : ['card', 'microdata', 'plain', 'link-non-english'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intranet\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'x-powered-by': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['da'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-mailto'] },
        ...STAFF.map(staffAddr),
        { address: `hv@${HOST}`, name: 'Henrik Vestergaard', title: 'bogholder', pages: ['/kontakt'], encoded: { kind: 'script', text: BOOKKEEPER_SCRIPT }, cases: ['name-title-line', 'script-charcode', 'link-non-english'] },
        { address: `ld@${HOST}`, name: 'Louise Dam', title: 'veterinærsygeplejerske', pages: ['/2025/03/hvalpetraening-foraar-2025'], cases: ['prose', 'card', 'sitemap-index', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{f}{l}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `vagtplan@${HOST}`, kind: 'disallowed' },
        { text: 'vagt@dyrenesdoegnvagt.dk', kind: 'other-company' },
        { text: 'din@email.dk', kind: 'placeholder' },
        { text: 'dyreklinik-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
