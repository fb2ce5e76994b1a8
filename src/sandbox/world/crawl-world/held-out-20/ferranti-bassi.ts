/**
 * Studio Legale Ferranti Bassi & Associati: a law firm in Bologna with a seat in Modena, on
 * WordPress with Avada and WPML. Italian pages with an English version reached only through the
 * hreflang alternates; the lawyers in Avada person cards with "Avv." and "Prof. Avv." and their
 * addresses written as character references by an e-mail encoder plugin, the founder's profile
 * page as a definition list, the founders as JSON-LD Persons and the Modena head only in the
 * department's JSON-LD, the administrative head on the contact page, the address scheme stated
 * there; a German correspondent firm's address, a retina logo and the reserved area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ferrantibassi.test';
const ORIGIN = `http://${HOST}`;

const MENU_IT: [string, string][] = [
  ['/', 'Home'],
  ['/lo-studio/', 'Lo Studio'],
  ['/professionisti/', 'Professionisti'],
  ['/aree-di-attivita/', 'Aree di attività'],
  ['/contatti/', 'Contatti'],
];
const MENU_EN: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/the-firm/', 'The Firm'],
  ['/en/international-desk/', 'International Desk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Legale Ferranti Bassi & Associati',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    '<meta name="generator" content="WPML ver:4.6.9 stt:1,27;">',
    `<link rel="stylesheet" id="fusion-dynamic-css-css" href="${ORIGIN}/wp-content/uploads/fusion-styles/3f2a1c9e0b.min.css?ver=3.11.7" type="text/css" media="all">`,
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_IT;
    return (
      `<header class="fusion-header-wrapper"><div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left"><div class="fusion-header"><div class="fusion-row">` +
      `<div class="fusion-logo" data-margin-top="31px"><a class="fusion-logo-link" href="${p.lang.startsWith('en') ? '/en/' : '/'}"><img src="/wp-content/uploads/2022/06/logo-ferranti-bassi.png" srcset="/wp-content/uploads/2022/06/logo-ferranti-bassi.png 1x, /wp-content/uploads/2022/06/logo-ferranti-bassi@2x.png 2x" width="240" height="64" alt="Studio Legale Ferranti Bassi &amp; Associati Logo" class="fusion-standard-logo"></a></div>` +
      `<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-principale" class="fusion-menu">${menu.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="fusion-bar-highlight"><span class="menu-text">${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
      `</div></div></div></header>`
    );
  },
  footer: (p) =>
    p.lang.startsWith('en')
      ? `<footer class="fusion-footer"><div class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Bologna</h4><div class="textwidget"><p>Via Santo Stefano 38, 40125 Bologna<br>${tel('+39 051 227 4410')}<br>${mailto(`segreteria@${HOST}`)}</p></div></section></div></div>` +
        `<div class="fusion-footer-copyright-area"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© 2025 Studio Legale Ferranti Bassi &amp; Associati · VAT IT 02981740372 · <a href="/en/privacy-policy/">Privacy</a></div></div></div></div></footer>`
      : `<footer class="fusion-footer"><div class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Sede di Bologna</h4><div class="textwidget"><p>Via Santo Stefano 38, 40125 Bologna<br>${tel('051 227 4410')}<br>${mailto(`segreteria@${HOST}`)}</p></div></section>` +
        `<section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Sede di Modena</h4><div class="textwidget"><p>Corso Canalgrande 61, 41121 Modena<br>${tel('059 438 2216')}</p></div></section></div></div>` +
        `<div class="fusion-footer-copyright-area"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© 2025 Studio Legale Ferranti Bassi &amp; Associati · P.IVA 02981740372 · <a href="/privacy-policy/">Privacy</a> · <a href="/cookie-policy/">Cookie policy</a> · <a href="/note-legali/">Note legali</a> · <a href="/area-riservata/">Area riservata</a></div></div></div></div></footer>`,
  privacyPath: { it: '/cookie-policy/', en: '/en/privacy-policy/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT_HOME = { it: '/', en: '/en/', 'x-default': '/' };

type Lawyer = { slug: string; hon: string; name: string; it: string; en: string; mail: string; bio: string };
const LAWYERS: Lawyer[] = [
  { slug: 'giulia-ferranti', hon: 'Avv.', name: 'Giulia Ferranti', it: 'Socia fondatrice', en: 'Founding Partner', mail: 'g.ferranti', bio: 'Diritto societario, operazioni straordinarie, patti parasociali.' },
  { slug: 'marco-bassi', hon: 'Prof. Avv.', name: 'Marco Bassi', it: 'Socio fondatore', en: 'Founding Partner', mail: 'm.bassi', bio: 'Contenzioso civile e arbitrati. Professore associato di Diritto processuale civile all’Università di Bologna.' },
  { slug: 'francesca-dallolio', hon: 'Avv.', name: "Francesca Dall'Olio", it: 'Socia', en: 'Partner', mail: 'f.dallolio', bio: 'Diritto del lavoro e relazioni sindacali.' },
  { slug: 'lorenzo-de-santis', hon: 'Avv.', name: 'Lorenzo De Santis', it: 'Associato senior', en: 'Senior Associate', mail: 'l.desantis', bio: 'Contrattualistica commerciale e recupero crediti.' },
  { slug: 'chiara-lambertini', hon: 'Dott.ssa', name: 'Chiara Lambertini', it: 'Praticante avvocato', en: 'Trainee Lawyer', mail: 'c.lambertini', bio: 'Abilitata al patrocinio sostitutivo dal 2024.' },
];

const personCard = (l: Lawyer, en: boolean) =>
  `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${LAWYERS.indexOf(l) + 2} fusion_builder_column_1_3 1_3"><div class="fusion-column-wrapper"><div class="fusion-person person-shortcode fusion-person-1 fusion-person-left fusion-person-icon-top">` +
  `<div class="person-shortcode-image-wrapper"><div class="person-image-container hover-type-none"><img class="person-img img-responsive" src="/wp-content/uploads/2023/09/${l.slug}-600x700.jpg" width="600" height="700" alt="${esc(l.name)}"></div></div>` +
  `<div class="person-desc"><div class="person-author"><div class="person-author-wrapper"><span class="person-name">${esc(`${l.hon} ${l.name}`)}</span><span class="person-title">${esc(en ? l.en : l.it)}</span></div>` +
  `<div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a class="fusion-social-network-icon fusion-tooltip fusion-mail awb-icon-mail" title="Email" aria-label="fusion-mail" target="_self" href="mailto:${entities(`${l.mail}@${HOST}`)}"></a><a class="fusion-social-network-icon fusion-linkedin" href="https://www.linkedin.com/in/${l.slug}" target="_blank" rel="noopener noreferrer" aria-label="fusion-linkedin"></a></div></div></div>` +
  `<div class="person-content fusion-clearfix">${en ? '' : `<p>${esc(l.bio)}</p>`}${en ? '' : `<p><a href="/professionisti/${l.slug}/">Profilo completo</a></p>`}</div></div></div></div></div>`;

export function ferrantiBassi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Avvocati a Bologna e Modena',
    lang: 'it-IT',
    alternates: ALT_HOME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#organization`,
        name: 'Studio Legale Ferranti Bassi & Associati',
        url: `${ORIGIN}/`,
        telephone: '+39 051 2274410',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Santo Stefano 38', postalCode: '40125', addressLocality: 'Bologna', addressCountry: 'IT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `segreteria@${HOST}`, availableLanguage: ['Italian', 'English'] },
        founder: [
          { '@type': 'Person', name: 'Giulia Ferranti', honorificPrefix: 'Avv.', jobTitle: 'Socia fondatrice', email: `g.ferranti@${HOST}` },
          { '@type': 'Person', name: 'Marco Bassi', honorificPrefix: 'Prof. Avv.', jobTitle: 'Socio fondatore', email: `m.bassi@${HOST}` },
        ],
        department: {
          '@type': 'LegalService',
          name: 'Studio Legale Ferranti Bassi & Associati – Sede di Modena',
          address: { '@type': 'PostalAddress', streetAddress: 'Corso Canalgrande 61', postalCode: '41121', addressLocality: 'Modena', addressCountry: 'IT' },
          employee: { '@type': 'Person', name: 'Tommaso Righi', honorificPrefix: 'Avv.', jobTitle: 'Responsabile della sede di Modena', email: `t.righi@${HOST}` },
        },
      },
    ],
    main:
      `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-1 hundred-percent-fullwidth"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion_builder_column_1_1"><div class="fusion-column-wrapper">` +
      `<div class="fusion-title title fusion-title-1 fusion-sep-none fusion-title-text fusion-title-size-one"><h1 class="fusion-title-heading">Assistenza legale alle imprese dal 1994</h1></div>` +
      `<div class="fusion-text fusion-text-1"><p>Lo Studio assiste società, imprenditori e privati in ambito civile, societario e del lavoro, con sedi a Bologna e a Modena.</p></div>` +
      `<div class="fusion-button-wrapper"><a class="fusion-button button-flat button-large button-default" href="/professionisti/"><span class="fusion-button-text">I nostri professionisti</span></a></div></div></div></div></div>`,
  });

  pages['/lo-studio'] = page({
    path: '/lo-studio',
    title: 'Lo Studio',
    lang: 'it-IT',
    alternates: { it: '/lo-studio/', en: '/en/the-firm/' },
    main: `<div class="fusion-text"><h1>Lo Studio</h1><p>Fondato nel 1994 dall’Avv. Giulia Ferranti e dal Prof. Avv. Marco Bassi, lo Studio conta oggi sette professionisti tra Bologna e Modena.</p></div>`,
  });

  pages['/aree-di-attivita'] = page({
    path: '/aree-di-attivita',
    title: 'Aree di attività',
    lang: 'it-IT',
    main: `<div class="fusion-text"><h1>Aree di attività</h1><ul><li>Diritto societario e M&amp;A</li><li>Contenzioso civile e commerciale</li><li>Arbitrati</li><li>Diritto del lavoro</li><li>Recupero crediti</li></ul></div>`,
  });

  pages['/professionisti'] = page({
    path: '/professionisti',
    title: 'Professionisti',
    lang: 'it-IT',
    alternates: { it: '/professionisti/', en: '/en/the-firm/' },
    main: `<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-title"><h1 class="fusion-title-heading">Professionisti</h1></div>${LAWYERS.map((l) => personCard(l, false)).join('')}</div></div>`,
  });

  const g = LAWYERS[0]!;
  pages['/professionisti/giulia-ferranti'] = page({
    path: '/professionisti/giulia-ferranti',
    title: 'Avv. Giulia Ferranti',
    lang: 'it-IT',
    main:
      `<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion_builder_column_2_3"><div class="fusion-column-wrapper"><h1>Avv. Giulia Ferranti</h1>` +
      `<dl class="scheda-professionista"><dt>Ruolo</dt><dd>${esc(g.it)}</dd><dt>Iscrizione</dt><dd>Ordine degli Avvocati di Bologna dal 1991, patrocinante in Cassazione</dd><dt>Lingue</dt><dd>italiano, inglese, tedesco</dd><dt>E-mail</dt><dd><a href="mailto:${entities(`${g.mail}@${HOST}`)}">${entities(`${g.mail}@${HOST}`)}</a></dd></dl>` +
      `<p>Si occupa di diritto societario e di operazioni straordinarie, assistendo in particolare imprese familiari nei passaggi generazionali.</p></div></div></div></div>`,
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it-IT',
    main:
      `<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion_builder_column_1_2"><div class="fusion-column-wrapper"><h1>Contatti</h1>` +
      `<div class="fusion-text"><p><strong>Segreteria</strong> (lun–ven 9–13 / 14:30–18:30)<br>${tel('051 227 4410')}<br>${mailto(`segreteria@${HOST}`)}</p>` +
      `<p>Responsabile amministrativo: Dott. Paolo Zucchini – ${mailto(`p.zucchini@${HOST}`)} (fatturazione, preventivi, note spese)</p>` +
      `<p>Gli indirizzi dei singoli professionisti sono nella forma n.cognome@ferrantibassi.test.</p></div></div></div>` +
      `<div class="fusion-layout-column fusion_builder_column_1_2"><div class="fusion-column-wrapper"><div role="form" class="wpcf7" id="wpcf7-f112-p18-o1" lang="it-IT" dir="ltr"><form action="/contatti/#wpcf7-f112-p18-o1" method="post" class="wpcf7-form init">` +
      `<p><label>Nome e cognome<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input type="text" name="your-name" size="40" class="wpcf7-form-control wpcf7-text"></span></label></p>` +
      `<p><label>La tua email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email" size="40" class="wpcf7-form-control wpcf7-email" placeholder="mario.rossi@esempio.it"></span></label></p>` +
      `<p><input type="submit" value="Invia" class="wpcf7-form-control wpcf7-submit"></p></form></div></div></div></div></div>`,
  });

  pages['/note-legali'] = page({
    path: '/note-legali',
    title: 'Note legali',
    lang: 'it-IT',
    main: `<div class="fusion-text"><h1>Note legali</h1><p>Studio Legale Ferranti Bassi &amp; Associati – associazione professionale – Via Santo Stefano 38, 40125 Bologna – P.IVA 02981740372.</p><p>Gli avvocati dello Studio sono iscritti all’Ordine degli Avvocati di Bologna e di Modena. Titolare del trattamento dei dati: lo Studio, contattabile all’indirizzo della segreteria.</p></div>`,
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', lang: 'it-IT', main: `<div class="fusion-text"><h1>Informativa privacy</h1><p>Ai sensi dell’art. 13 del Regolamento UE 2016/679 …</p></div>` });
  pages['/cookie-policy'] = page({ path: '/cookie-policy', title: 'Cookie policy', lang: 'it-IT', main: `<div class="fusion-text"><h1>Cookie policy</h1><p>Il sito utilizza cookie tecnici e, previo consenso, cookie analitici.</p></div>` });
  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    lang: 'it-IT',
    main: `<h1>Area riservata</h1><p>Accesso ai fascicoli per i clienti. Problemi di accesso: ${mailto(`fascicoli@${HOST}`)}</p><form method="post" action="/wp-login.php"><input type="text" name="log"><input type="password" name="pwd"></form>`,
  });

  // English version: linked from the Italian pages only through the hreflang alternates.
  pages['/en'] = page({
    path: '/en',
    title: 'Lawyers in Bologna and Modena',
    lang: 'en-GB',
    alternates: ALT_HOME,
    main: `<div class="fusion-text"><h1>Legal advice to businesses since 1994</h1><p>We act for companies, entrepreneurs and private clients in corporate, civil and employment matters. Foreign clients are looked after by our <a href="/en/international-desk/">International Desk</a>.</p></div>`,
  });
  pages['/en/the-firm'] = page({
    path: '/en/the-firm',
    title: 'The Firm',
    lang: 'en-GB',
    alternates: { it: '/professionisti/', en: '/en/the-firm/' },
    main: `<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><h1>The Firm</h1><p>Founded in 1994, the firm has offices in Bologna and Modena.</p>${LAWYERS.slice(0, 4).map((l) => personCard(l, true)).join('')}</div></div>`,
  });
  pages['/en/international-desk'] = page({
    path: '/en/international-desk',
    title: 'International Desk',
    lang: 'en-GB',
    main:
      `<div class="fusion-text"><h1>International Desk</h1><p>Our International Desk assists foreign companies investing in Emilia-Romagna, in English and German. It is coordinated by Avv. Elena Marchetti, LL.M., Of Counsel, who can be reached at ${mailto(`e.marchetti@${HOST}`)}.</p>` +
      `<p>For matters in Germany we work with our correspondent firm Hagedorn &amp; Weil Rechtsanwälte in Munich (kanzlei@hagedorn-weil.de).</p></div>`,
  });
  pages['/en/privacy-policy'] = page({ path: '/en/privacy-policy', title: 'Privacy', lang: 'en-GB', main: `<div class="fusion-text"><h1>Privacy policy</h1><p>Under Article 13 of Regulation (EU) 2016/679 …</p></div>` });

  const lawyerAddr = (l: Lawyer, extra: Partial<TruthAddress> = {}): TruthAddress => ({
    address: `${l.mail}@${HOST}`,
    name: l.name,
    title: l.it,
    ...(LAWYERS.indexOf(l) < 4 ? { titleAlternatives: [l.en] } : {}),
    pages: LAWYERS.indexOf(l) < 4 ? ['/professionisti', '/en/the-firm'] : ['/professionisti'],
    cases: ['card', 'honorific', 'entities', 'link-non-english'],
    ...extra,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-riservata\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'x-powered-by': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['it', 'en'],
      addresses: [
        { address: `segreteria@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        lawyerAddr(LAWYERS[0]!, { pages: ['/professionisti', '/en/the-firm', '/professionisti/giulia-ferranti', '/'], cases: ['card', 'honorific', 'entities', 'link-non-english', 'definition-list', 'json-ld-person'] }),
        lawyerAddr(LAWYERS[1]!, { pages: ['/professionisti', '/en/the-firm', '/'], cases: ['card', 'honorific', 'entities', 'link-non-english', 'json-ld-person'] }),
        lawyerAddr(LAWYERS[2]!),
        lawyerAddr(LAWYERS[3]!),
        lawyerAddr(LAWYERS[4]!),
        { address: `t.righi@${HOST}`, name: 'Tommaso Righi', title: 'Responsabile della sede di Modena', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: `p.zucchini@${HOST}`, name: 'Paolo Zucchini', title: 'Responsabile amministrativo', pages: ['/contatti'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `e.marchetti@${HOST}`, name: 'Elena Marchetti', title: 'Of Counsel', pages: ['/en/international-desk'], cases: ['prose', 'honorific', 'post-nominal', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/contatti', text: 'n.cognome@ferrantibassi.test' },
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: 'n.cognome@ferrantibassi.test', kind: 'scheme' },
        { text: `fascicoli@${HOST}`, kind: 'disallowed' },
        { text: 'kanzlei@hagedorn-weil.de', kind: 'other-company' },
        { text: 'mario.rossi@esempio.it', kind: 'placeholder' },
        { text: 'logo-ferranti-bassi@2x.png', kind: 'retina' },
      ],
    },
  };
}
