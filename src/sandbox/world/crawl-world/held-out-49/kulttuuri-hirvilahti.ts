/**
 * Kulttuuri-Hirvilahti: the culture services of a bilingual Finnish municipality, on Drupal 10,
 * in Finnish with a Swedish section. Staff are written family name first, as Finnish municipal
 * directories write them ("Aaltonen Tiina"), in a contacts table with addresses in the "(at)"
 * form; the office's own mailbox is the JSON-LD contact point; the art coordinator's card carries
 * RDFa; the events page and the Swedish contact page give "Title: Name" lines; the accessibility
 * statement names the web editor as its feedback contact. The address scheme is stated on the
 * contacts page; the ticket agency's address is another company's; the staff intranet is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kulttuurihirvilahti.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}(at)${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/tapahtumat', 'Tapahtumat'],
    ['/avustukset', 'Kulttuuriavustukset'],
    ['/yhteystiedot', 'Yhteystiedot'],
    ['/sv', 'På svenska'],
  ],
  sv: [
    ['/sv/evenemang', 'Evenemang'],
    ['/sv/kontakt', 'Kontakt'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kulttuuri-Hirvilahti',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qk1x3vP9aTz0m2hY7dLwR5c8uJ4eN6bF.css?delta=0&amp;language=fi&amp;theme=hirvilahti&amp;include=eJxLyk9KLMnMz4tPzi9KLSrJT9FPzs8rSc0r0U_JTEosSrUFAG0mD2E">',
    '<script src="https://siteimproveanalytics.com/js/siteanalyze_6021945.js" async></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'sv' ? 'sv' : 'fi';
    return (
      `<header role="banner" class="region region-header"><div class="site-branding"><a href="${lang === 'sv' ? '/sv' : '/'}" rel="home" class="site-logo"><img src="/themes/custom/hirvilahti/logo.svg" alt="${lang === 'sv' ? 'Hjortvik kommun – Kultur' : 'Hirvilahden kaupunki – Kulttuuri'}"></a></div>` +
      `<nav role="navigation" aria-labelledby="block-hirvilahti-main-menu-menu" id="block-hirvilahti-main-menu"><h2 class="visually-hidden" id="block-hirvilahti-main-menu-menu">${lang === 'sv' ? 'Huvudmeny' : 'Päävalikko'}</h2><ul class="menu menu--main">` +
      MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="${h}">${esc(l)}</a></li>`).join('') +
      `</ul></nav></header>`
    );
  },
  footer: (p) =>
    `<footer role="contentinfo" class="region region-footer"><div class="block block-block-content"><p><strong>${p.lang === 'sv' ? 'Hjortvik kommun, Kulturtjänster' : 'Hirvilahden kaupunki, Kulttuuripalvelut'}</strong><br>Kirkkokatu 14, 07960 Hirvilahti<br>${p.lang === 'sv' ? 'Växel' : 'Vaihde'} ${tel('019 555 4000')}</p>` +
    `<ul class="menu"><li><a href="/saavutettavuusseloste">${p.lang === 'sv' ? 'Tillgänglighetsutlåtande' : 'Saavutettavuusseloste'}</a></li><li><a href="/tietosuoja">Tietosuoja</a></li><li><a href="/intranet">Henkilöstölle</a></li></ul></div></footer>`,
  privacyPath: { fi: '/tietosuoja', sv: '/tietosuoja' },
  bodyEnd: ['<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>', '<script src="/core/misc/drupal.js?v=10.2.5"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article>`;

const STATED = `etunimi.sukunimi@${HOST}`;

export function kulttuuriHirvilahti(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kulttuuripalvelut',
    alternates: { fi: '/', sv: '/sv' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        name: 'Hirvilahden kaupungin kulttuuripalvelut',
        url: `${ORIGIN}/`,
        parentOrganization: { '@type': 'GovernmentOrganization', name: 'Hirvilahden kaupunki' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `kulttuuri@${HOST}`, telephone: '+358 19 555 4120', availableLanguage: ['fi', 'sv'] },
      },
    ],
    main: node(
      `<h1>Kulttuuria koko Hirvilahdelle</h1><p>Kulttuuripalvelut järjestää konsertteja, näyttelyitä ja tapahtumia, tukee paikallisia taiteilijoita ja yhdistyksiä sekä tarjoaa kulttuurikasvatusta kouluille ja päiväkodeille.</p>` +
        `<p>Kysyttävää? Kulttuuripalveluiden asiakaspalvelu: ${mailto(`kulttuuri@${HOST}`)}, ${tel('019 555 4120')}</p>` +
        `<p><a href="/tapahtumat">Katso tulevat tapahtumat</a> · <a href="/avustukset">Hae kulttuuriavustusta</a></p>`,
    ),
  });

  pages['/tapahtumat'] = page({
    path: '/tapahtumat',
    title: 'Tapahtumat',
    main: node(
      `<h1>Tapahtumat</h1><h2>Taiteiden yö 22.8.</h2><p>Kaupungin keskusta täyttyy musiikista, tanssista ja työpajoista. Ohjelmaan voi ilmoittaa oman esityksen 15.6. mennessä.</p>` +
        `<p>Tuottaja: Heikkinen Jukka, ${at('jukka.heikkinen')}, p. 040 555 2218</p>` +
        `<h2>Liput</h2><p>Liput maksullisiin konsertteihin myy Lippukauppa Oy. Lippuasioissa: ${mailto('asiakaspalvelu@lippukauppa-demo.test')}</p>`,
    ),
  });

  pages['/avustukset'] = page({
    path: '/avustukset',
    title: 'Kulttuuriavustukset',
    main: node(
      `<h1>Kulttuuriavustukset</h1><p>Kaupunki myöntää toiminta-avustuksia rekisteröityneille kulttuuriyhdistyksille ja kohdeavustuksia yksittäisille hankkeille. Hakuaika päättyy 31.1. klo 15.00.</p>` +
        `<p>Neuvontaa hakemuksen tekemiseen antaa kulttuurisihteeri, yhteystiedot <a href="/yhteystiedot">yhteystietosivulla</a>.</p>`,
    ),
  });

  const rows: [string, string, string, string][] = [
    ['Aaltonen Tiina', 'kulttuurijohtaja', '040 555 2201', 'tiina.aaltonen'],
    ['Heikkinen Jukka', 'kulttuurituottaja', '040 555 2218', 'jukka.heikkinen'],
    ['Rantanen Olli', 'kulttuurisihteeri (avustukset, tilavaraukset)', '040 555 2230', 'olli.rantanen'],
    ['Mäkelä Sanna', 'kulttuurikasvatuksen suunnittelija', '040 555 2245', 'sanna.makela'],
    ['Lehtonen Pekka', 'museoamanuenssi, kotiseutumuseo', '040 555 2252', 'pekka.lehtonen'],
  ];
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    alternates: { fi: '/yhteystiedot', sv: '/sv/kontakt' },
    main: node(
      `<h1>Yhteystiedot</h1><p>Kulttuuripalvelut, Kirkkokatu 14, 07960 Hirvilahti. Asiakaspalvelu ma–pe klo 9–15.</p>` +
        `<p>Henkilöstön sähköpostiosoitteet ovat muotoa ${STATED}.</p>` +
        `<table class="cols-4"><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        rows.map(([n, t, ph, l]) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td>${tel(ph)}</td><td>${at(l)}</td></tr>`).join('') +
        `</tbody></table>` +
        `<h2>Kuvataide ja näyttelyt</h2><div vocab="https://schema.org/" typeof="Person" class="contact-card"><p><span property="name">Koivisto Marja</span><br><span property="jobTitle">taidekoordinaattori</span><br>Galleria Vanha Meijeri<br><a property="email" href="mailto:marja.koivisto@${HOST}">marja.koivisto@${HOST}</a></p></div>`,
    ),
  });

  pages['/saavutettavuusseloste'] = page({
    path: '/saavutettavuusseloste',
    title: 'Saavutettavuusseloste',
    main: node(
      `<h1>Saavutettavuusseloste</h1><p>Tämä saavutettavuusseloste koskee verkkosivustoa kulttuurihirvilahti.test ja on laadittu 12.3.2025. Sivusto täyttää saavutettavuusvaatimukset osittain.</p>` +
        `<h2>Anna palautetta saavutettavuudesta</h2><p>Saavutettavuuspalaute: Nieminen Laura, verkkotoimittaja, p. 040 555 2260, ${mailto(`laura.nieminen@${HOST}`)}</p>` +
        `<p>Valvontaviranomainen on Etelä-Suomen aluehallintovirasto.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuoja', main: node(`<h1>Tietosuoja</h1><p>Rekisterinpitäjä on Hirvilahden kaupungin sivistyslautakunta. Tietosuojavastaavan tavoitat kaupungin kirjaamon kautta.</p>`) });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Henkilöstölle',
    main: node(`<h1>Henkilöstölle</h1><p>Sisäiset tilavaraukset ja lomalistat: ${mailto(`sisainen.varaus@${HOST}`)}</p>`),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Kulturtjänster',
    lang: 'sv',
    alternates: { fi: '/', sv: '/sv' },
    main: node(
      `<h1>Kultur i hela Hjortvik</h1><p>Kulturtjänsterna ordnar konserter, utställningar och evenemang och stöder lokala konstnärer och föreningar.</p><p><a href="/sv/evenemang">Evenemang</a> · <a href="/sv/kontakt">Kontaktuppgifter</a></p>`,
    ),
  });

  pages['/sv/evenemang'] = page({
    path: '/sv/evenemang',
    title: 'Evenemang',
    lang: 'sv',
    main: node(`<h1>Evenemang</h1><p>Konstens natt 22.8 fyller centrum med musik, dans och verkstäder. Anmäl ditt eget program senast 15.6.</p>`),
  });

  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    alternates: { fi: '/yhteystiedot', sv: '/sv/kontakt' },
    main: node(
      `<h1>Kontakt</h1><p>Kulturtjänster, Kyrkogatan 14, 07960 Hjortvik. Kundtjänst ${mailto(`kulttuuri@${HOST}`)}</p>` +
        `<p>Kulturchef: Aaltonen Tiina, ${at('tiina.aaltonen')}</p>` +
        `<p>Konstkoordinator, svensk service: Koivisto Marja, ${at('marja.koivisto')}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tapahtumat', '/avustukset', '/yhteystiedot', '/saavutettavuusseloste', '/tietosuoja', '/sv', '/sv/evenemang', '/sv/kontakt'], '2025-03-12'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `kulttuuri@${HOST}`, name: null, title: null, pages: ['/', '/sv/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: `tiina.aaltonen@${HOST}`,
          name: 'Aaltonen Tiina',
          title: 'kulttuurijohtaja',
          titleAlternatives: ['Kulturchef'],
          pages: ['/yhteystiedot', '/sv/kontakt'],
          cases: ['table', 'title-name-line', 'obfuscated', ln],
        },
        { address: `jukka.heikkinen@${HOST}`, name: 'Heikkinen Jukka', title: 'kulttuurituottaja', titleAlternatives: ['Tuottaja'], pages: ['/yhteystiedot', '/tapahtumat'], cases: ['table', 'title-name-line', 'obfuscated', ln] },
        { address: `olli.rantanen@${HOST}`, name: 'Rantanen Olli', title: 'kulttuurisihteeri (avustukset, tilavaraukset)', titleAlternatives: ['kulttuurisihteeri'], pages: ['/yhteystiedot'], cases: ['table', 'obfuscated', ln] },
        { address: `sanna.makela@${HOST}`, name: 'Mäkelä Sanna', title: 'kulttuurikasvatuksen suunnittelija', pages: ['/yhteystiedot'], cases: ['table', 'obfuscated', ln] },
        { address: `pekka.lehtonen@${HOST}`, name: 'Lehtonen Pekka', title: 'museoamanuenssi, kotiseutumuseo', titleAlternatives: ['museoamanuenssi'], pages: ['/yhteystiedot'], cases: ['table', 'obfuscated', ln] },
        {
          address: `marja.koivisto@${HOST}`,
          name: 'Koivisto Marja',
          title: 'taidekoordinaattori',
          titleAlternatives: ['Konstkoordinator, svensk service', 'Konstkoordinator'],
          pages: ['/yhteystiedot', '/sv/kontakt'],
          cases: ['rdfa', 'card', 'title-name-line', 'plain', 'obfuscated', ln],
        },
        { address: `laura.nieminen@${HOST}`, name: 'Nieminen Laura', title: 'verkkotoimittaja', pages: ['/saavutettavuusseloste'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: STATED },
      nameOrder: 'family-first',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: STATED, kind: 'scheme' },
        { text: `sisainen.varaus@${HOST}`, kind: 'disallowed' },
        { text: 'asiakaspalvelu@lippukauppa-demo.test', kind: 'other-company' },
      ],
    },
  };
}
