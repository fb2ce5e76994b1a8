/**
 * Arktisen kasviekologian tutkimusryhmä: a university research group on tundra vegetation, with
 * a Drupal 10 site of its own. Finnish at the root and an English version under /en reached
 * through the hreflang alternates; the members as Drupal view cards with schema.org RDFa and the
 * visible addresses written "(at)", with "FT" and "PhD" after names, the group leader again with
 * "Prof." in microdata on the English people page beside the laboratory engineer; the project
 * coordinator on a "Title: Name" line with an "(at)" address and no link, a field-course news
 * item listed only in the gzip sitemap that robots.txt names; the software page's git clone URL
 * and package version, the university's address, a placeholder and the equipment booking page
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'arktinen-kasviekologia.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `etunimi.sukunimi@${HOST}`;
const at = (local: string) => `${local}(at)${HOST}`;

const MENU_FI: [string, string][] = [
  ['/', 'Etusivu'],
  ['/tutkimus', 'Tutkimus'],
  ['/ryhma', 'Ryhmä'],
  ['/julkaisut', 'Julkaisut'],
  ['/ohjelmistot', 'Ohjelmistot ja data'],
  ['/yhteystiedot', 'Yhteystiedot'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/people', 'People'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Arktisen kasviekologian tutkimusryhmä',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Vb3dQ2kK8oXr1mJ0yH7t9eWcS4aLpN6uF5gZiRjBx0.css?delta=0&amp;language=fi&amp;theme=olivero&amp;include=eJxlyEEKgCAQBdALGR4pRv2k">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"fi"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[]}</script>`,
  ],
  header: (p) =>
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-branding"><a href="${p.lang === 'en' ? '/en' : '/'}" rel="home" class="site-branding__logo"><img src="/themes/custom/tundra/logo.svg" alt="Etusivu" fetchpriority="high" width="180" height="60"></a></div>` +
    `<nav id="block-tundra-main-menu" class="primary-nav" aria-labelledby="block-tundra-main-menu-menu" role="navigation"><h2 class="visually-hidden" id="block-tundra-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">${(p.lang === 'en' ? MENU_EN : MENU_FI).map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: (p) =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-tundra-footer" class="block block-block-content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>${p.lang === 'en' ? 'Arctic Plant Ecology Research Group · Ecology and Genetics Research Unit' : 'Ekologian ja genetiikan tutkimusyksikkö'} · Pentti Kaiteran katu 1, 90570 Oulu</p><p><a href="${p.lang === 'en' ? '/en/privacy' : '/tietosuoja'}">${p.lang === 'en' ? 'Privacy' : 'Tietosuoja'}</a> · <a href="/laitevaraukset">Laitevaraukset</a></p></div></div></div></div></footer>`,
  bodyEnd: [`<script src="/core/misc/drupal.js?v=10.3.6"></script>`, `<script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const node = (html: string) => `<div class="region region--content"><article data-history-node-id="12" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Member = { shown: string; name: string; title: string; mail: string; text: string; honorific?: boolean; post?: boolean };
const MEMBERS: Member[] = [
  { shown: 'Riikka Mäkelä', name: 'Riikka Mäkelä', title: 'Professori, ryhmän johtaja', mail: 'riikka.makela', text: 'Tundran kasvillisuusdynamiikka, lumen ja kasvillisuuden vuorovaikutus.' },
  { shown: 'Jukka Heinonen, FT', name: 'Jukka Heinonen', title: 'Yliopistonlehtori', mail: 'jukka.heinonen', text: 'Kasvien toiminnallinen ekologia; vastaa kenttäkursseista.', post: true },
  { shown: 'Aino Lindqvist, PhD', name: 'Aino Lindqvist', title: 'Tutkijatohtori', mail: 'aino.lindqvist', text: 'Kaukokartoitus ja fenologia, PhenoCam-verkosto.', post: true },
  { shown: 'Ville Korpela', name: 'Ville Korpela', title: 'Tutkija', mail: 'ville.korpela', text: 'Porolaidunnuksen vaikutukset tunturikasvillisuuteen.' },
  { shown: 'Tuomas Kettunen', name: 'Tuomas Kettunen', title: 'Väitöskirjatutkija', mail: 'tuomas.kettunen', text: 'Pensoittuminen ja lumipeitteen muutos Kilpisjärvellä.' },
  { shown: 'Minna Salo', name: 'Minna Salo', title: 'Väitöskirjatutkija', mail: 'minna.salo', text: 'Sammalten ja jäkälien vasteet lämpenemiskokeissa.' },
];

const rdfaCard = (m: Member) =>
  `<div class="views-row"><div vocab="https://schema.org/" typeof="Person" class="person-card"><img src="/sites/default/files/styles/person_square/public/2024-09/${m.mail}.jpg" alt="" loading="lazy" width="240" height="240">` +
  `<h3 class="person-card__name"><span property="name">${esc(m.name)}</span>${m.shown !== m.name ? esc(m.shown.slice(m.name.length)) : ''}</h3><div class="person-card__title" property="jobTitle">${esc(m.title)}</div><p>${esc(m.text)}</p>` +
  `<div class="person-card__email"><a property="email" href="mailto:${m.mail}@${HOST}">${at(m.mail)}</a></div></div></div>`;

export function arktinenKasviekologia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT_HOME = { fi: '/', en: '/en' };
  const ALT_PEOPLE = { fi: '/ryhma', en: '/en/people' };

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    lang: 'fi',
    alternates: ALT_HOME,
    main: node(`<h1>Arktisen kasviekologian tutkimusryhmä</h1><p>Tutkimme, miten tundran kasvillisuus muuttuu ilmaston lämmetessä ja lumiolojen muuttuessa. Pääkenttäalueemme ovat Kilpisjärvellä, Värriössä ja Svalbardilla.</p><p><a href="/tutkimus">Lue lisää tutkimuksestamme</a></p>`),
  });
  pages['/tutkimus'] = page({ path: '/tutkimus', title: 'Tutkimus', lang: 'fi', main: node(`<h1>Tutkimus</h1><ul><li>Lumen sulamisen ajoitus ja kasvukauden pituus</li><li>Pensoittuminen ja porolaidunnus</li><li>Lämpenemiskokeet (OTC-kammiot) vuodesta 2012</li></ul>`) });
  pages['/julkaisut'] = page({ path: '/julkaisut', title: 'Julkaisut', lang: 'fi', main: node(`<h1>Julkaisut</h1><ol><li>Mäkelä R., Kettunen T. &amp; Lindqvist A. (2024) Snowmelt timing controls shrub expansion in oroarctic tundra. <em>Journal of Ecology</em> 112: 1843–1857.</li><li>Heinonen J. ym. (2023) Functional traits along a grazing gradient. <em>Oikos</em> e09921.</li></ol>`) });

  pages['/ryhma'] = page({
    path: '/ryhma',
    title: 'Ryhmä',
    lang: 'fi',
    alternates: ALT_PEOPLE,
    main:
      `<div class="region region--content"><h1 class="page-title">Ryhmä</h1><div class="view view-henkilot view-id-henkilot view-display-id-page_1"><div class="view-content">` +
      MEMBERS.map(rdfaCard).join('') +
      `</div></div><p>Ryhmän jäsenten sähköpostiosoitteet ovat muotoa ${SCHEME}.</p></div>`,
  });

  pages['/ohjelmistot'] = page({
    path: '/ohjelmistot',
    title: 'Ohjelmistot ja data',
    lang: 'fi',
    main: node(
      `<h1>Ohjelmistot ja data</h1><p>PhenoCam-kuvien käsittelyketju on avointa lähdekoodia:</p><pre><code>git clone git@gitlab.${HOST}:tundra/phenocam-pipeline.git\ncd phenocam-pipeline\nnpm install @tundra/phenocam-viewer@1.3.0</code></pre>` +
        `<p>Aineistot on julkaistu Zenodossa (CC BY 4.0). Kysymykset aineistoista tutkijatohtori Aino Lindqvistille.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: node(
      `<h1>Yhteystiedot</h1><p>Postiosoite: PL 3000, 90014 Oulun yliopisto<br>Käyntiosoite: Pentti Kaiteran katu 1, Linnanmaa, huone IT213</p>` +
        `<p>Projektikoordinaattori: Satu Rantanen, puh. ${tel('+358 29 448 1570')}, ${at('satu.rantanen')}</p>` +
        `<p>Kilpisjärven kenttäaseman majoitusvaraukset: ${mailto(`kenttaasema@${HOST}`)}</p>` +
        `<p>Yliopiston kirjaamo: kirjaamo@oulu-yliopisto.fi</p>`,
    ),
  });

  // Listed only in the gzip sitemap robots.txt names.
  pages['/uutiset/kenttakurssi-2025'] = page({
    path: '/uutiset/kenttakurssi-2025',
    title: 'Kenttäkurssi Kilpisjärvellä 2025',
    lang: 'fi',
    main: node(
      `<h1>Kenttäkurssi Kilpisjärvellä 2025: haku auki</h1><p class="node__meta">Julkaistu 14.3.2025</p><p>Tunturikasvillisuuden kenttäkurssi (5 op) järjestetään 7.–18.7.2025. Kurssille otetaan 16 opiskelijaa. Käytännön järjestelyistä vastaa kurssiassistentti Laura Nieminen, jolle voi lähettää kysymykset osoitteeseen ${mailto(`laura.nieminen@${HOST}`)}. Hakulomakkeessa pyydetään yhteystiedot muodossa etunimi.sukunimi@esimerkki.fi.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuoja', lang: 'fi', main: node(`<h1>Tietosuoja</h1><p>Sivusto ei käytä seurantaevästeitä.</p>`) });
  pages['/laitevaraukset'] = page({ path: '/laitevaraukset', title: 'Laitevaraukset', lang: 'fi', main: node(`<h1>Laitevaraukset</h1><p>LI-COR-mittarin varaukset: ${mailto(`laitteet@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'Home',
    lang: 'en',
    alternates: ALT_HOME,
    main: node(`<h1>Arctic Plant Ecology Research Group</h1><p>We study how tundra vegetation responds to warming and changing snow conditions, at Kilpisjärvi, Värriö and on Svalbard.</p><p><a href="/en/people">Meet the group</a></p>`),
  });
  pages['/en/people'] = page({
    path: '/en/people',
    title: 'People',
    lang: 'en',
    alternates: ALT_PEOPLE,
    main: node(
      `<h1>People</h1><div class="person" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="honorificPrefix">Prof.</span> <span itemprop="name">Riikka Mäkelä</span></h3><p itemprop="jobTitle">Professor, Group Leader</p><p><a itemprop="email" href="mailto:riikka.makela@${HOST}">riikka.makela@${HOST}</a></p></div>` +
        `<div class="person" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="name">Petri Vaara</span></h3><p itemprop="jobTitle">Laboratory Engineer</p><p>Runs the stable-isotope and gas-exchange laboratory and the field loggers.</p><p><a itemprop="email" href="mailto:petri.vaara@${HOST}">petri.vaara@${HOST}</a></p></div>` +
        `<p>The other members are listed on the <a href="/ryhma">Finnish people page</a>.</p>`,
    ),
  });
  pages['/en/contact'] = page({ path: '/en/contact', title: 'Contact', lang: 'en', main: node(`<h1>Contact</h1><p>PO Box 3000, FI-90014 University of Oulu. Visiting address: Pentti Kaiteran katu 1, room IT213.</p>`) });
  pages['/en/privacy'] = page({ path: '/en/privacy', title: 'Privacy', lang: 'en', main: node(`<h1>Privacy</h1><p>This site does not use tracking cookies.</p>`) });

  pages['/sitemaps/fi/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/tutkimus', '/ryhma', '/julkaisut', '/ohjelmistot', '/yhteystiedot', '/uutiset/kenttakurssi-2025'], '2025-03-14'));

  const memberAddr = (m: Member) => ({
    address: `${m.mail}@${HOST}`,
    name: m.name,
    title: m.title,
    pages: ['/ryhma'],
    cases: ['card', 'rdfa', 'plain', 'link-non-english', ...(m.post ? (['post-nominal'] as const) : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt\nUser-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /laitevaraukset\nDisallow: /node/add/\n\nSitemap: ${ORIGIN}/sitemaps/fi/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['fi', 'en'],
      addresses: [
        {
          address: `riikka.makela@${HOST}`,
          name: 'Riikka Mäkelä',
          title: 'Professori, ryhmän johtaja',
          titleAlternatives: ['Professor, Group Leader', 'Professori', 'Professor'],
          pages: ['/ryhma', '/en/people'],
          cases: ['card', 'rdfa', 'microdata', 'honorific', 'plain', 'hreflang', 'link-non-english'],
        },
        ...MEMBERS.slice(1).map(memberAddr),
        { address: `petri.vaara@${HOST}`, name: 'Petri Vaara', title: 'Laboratory Engineer', titleAlternatives: ['Laboratorioinsinööri'], pages: ['/en/people'], cases: ['card', 'microdata', 'plain', 'hreflang'] },
        { address: `satu.rantanen@${HOST}`, name: 'Satu Rantanen', title: 'Projektikoordinaattori', pages: ['/yhteystiedot'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: `kenttaasema@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `laura.nieminen@${HOST}`, name: 'Laura Nieminen', title: 'kurssiassistentti', pages: ['/uutiset/kenttakurssi-2025'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/ryhma', text: SCHEME },
      disallowed: ['/laitevaraukset'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
        { text: '@tundra/phenocam-viewer@1.3.0', kind: 'package' },
        { text: `laitteet@${HOST}`, kind: 'disallowed' },
        { text: 'kirjaamo@oulu-yliopisto.fi', kind: 'other-company' },
        { text: 'etunimi.sukunimi@esimerkki.fi', kind: 'placeholder' },
      ],
    },
  };
}
