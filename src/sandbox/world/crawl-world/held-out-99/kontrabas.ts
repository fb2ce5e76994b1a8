/** Kraków: a jazz club in Kazimierz on WordPress, Polish with an English corner reached by hreflang. */
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'klub-kontrabas.test';
const ORIGIN = `http://${HOST}`;
const ALT = { pl: '/', en: '/en' };

const MENU_PL: [string, string][] = [
  ['/', 'Start'],
  ['/program', 'Program koncertów'],
  ['/o-klubie', 'O klubie'],
  ['/ludzie-klubu', 'Ludzie klubu'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/visit-us', 'Visit us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Jazz Klub Kontrabas',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="kadence-global-css" href="/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">',
    '<link rel="stylesheet" id="tribe-events-v2-single-skeleton-css" href="/wp-content/plugins/the-events-calendar/src/resources/css/tribe-events-single-skeleton.min.css?ver=6.5.0" media="all">',
  ],
  header: (p: PageSpec) =>
    `<header id="masthead" class="site-header" role="banner"><div class="site-header-inner-wrap"><div class="site-branding branding-layout-standard"><a class="brand has-logo-image" href="${p.lang === 'en' ? '/en' : '/'}" rel="home"><img width="220" height="64" src="/wp-content/uploads/2024/02/kontrabas-logo@2x.png" class="custom-logo" alt="Jazz Klub Kontrabas"></a></div>` +
    `<nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub" aria-label="${p.lang === 'en' ? 'Primary' : 'Menu główne'}"><ul id="primary-menu" class="menu">` +
    (p.lang === 'en' ? MENU_EN : MENU_PL).map(([h, l]) => `<li class="menu-item menu-item-type-post_type"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></header><div id="inner-wrap" class="wrap hfeed kt-clear"><div id="primary" class="content-area"><div class="content-container site-container">`,
  footer: (p: PageSpec) =>
    `</div></div></div><footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="footer-widget-area widget-area"><section class="widget widget_text">` +
    `<p>Jazz Klub Kontrabas · ul. Józefa 14, 31-056 Kraków<br>${p.lang === 'en' ? 'Box office' : 'Kasa'}: ${tel('+48 12 555 41 20')} · ${mailto(`biuro@${HOST}`)}</p>` +
    `<p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/strefa-artysty">Strefa artysty</a></p></section></div>` +
    `<div class="site-info">© 2025 Fundacja Kontrabas. Motyw: Kadence WP</div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: ['<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (title: string, html: string): string => `<article class="page type-page status-publish entry content-bg"><div class="entry-content-wrap"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content single-content">${html}</div></div></article>`;

type Member = { shown: string; name: string; title: string; local: string; note: string; encode?: boolean; honorific?: boolean };
const CREW: Member[] = [
  { shown: 'Marta Wróbel', name: 'Marta Wróbel', title: 'właścicielka klubu i dyrektorka artystyczna', local: 'marta.wrobel', note: 'Kontrabasistka, prowadzi klub od 2011 roku. To ona odpowiada za repertuar i festiwal „Jazz na Józefa”.' },
  { shown: 'Tomasz Zieliński', name: 'Tomasz Zieliński', title: 'kierownik muzyczny', local: 'tomasz.zielinski', note: 'Układa program jam sessions we wtorki i czwartki. Pytania o wolne terminy dla zespołów – bezpośrednio do Tomka.', encode: true },
  { shown: 'dr Paweł Sikora', name: 'Paweł Sikora', title: 'koordynator Akademii Improwizacji', local: 'pawel.sikora', note: 'Muzykolog z Akademii Muzycznej, prowadzi warsztaty dla młodzieży i sobotnie kursy harmonii.', honorific: true },
  { shown: 'Karolina Dudek', name: 'Karolina Dudek', title: 'realizatorka dźwięku', local: 'karolina.dudek', note: 'Rider techniczny, nagrania live, backline.' },
  { shown: 'Ewa Kowalczyk', name: 'Ewa Kowalczyk', title: 'kierowniczka baru i sali', local: 'ewa.kowalczyk', note: 'Rezerwacje grupowe, imprezy firmowe w piwnicy, catering.' },
  { shown: 'Adam Wójcik', name: 'Adam Wójcik', title: 'promocja i social media', local: 'adam.wojcik', note: 'Akredytacje prasowe, zdjęcia z koncertów, patronaty medialne.' },
];

const card = (m: Member): string => {
  const a = `${m.local}@${HOST}`;
  const mail = m.encode ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a);
  return `<div class="wp-block-column team-member"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2024/03/${m.local.replace('.', '-')}-300x300.jpg" alt="" width="300" height="300"></figure><h3 class="wp-block-heading">${esc(m.shown)}</h3><p class="has-small-font-size"><em>${esc(m.title)}</em></p><p>${esc(m.note)}</p><p>✉ ${mail}</p></div>`;
};

export function kontrabas(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/', lang: 'pl', title: 'Jazz na żywo w Kazimierzu', alternates: ALT,
    description: 'Klub jazzowy w krakowskim Kazimierzu: koncerty, jam sessions, warsztaty.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'MusicVenue', name: 'Jazz Klub Kontrabas', url: `${ORIGIN}/`, telephone: '+48 12 555 41 20', address: { '@type': 'PostalAddress', streetAddress: 'ul. Józefa 14', postalCode: '31-056', addressLocality: 'Kraków', addressCountry: 'PL' } }],
    main: entry('Jazz na żywo w Kazimierzu', `<p>Od czwartku do niedzieli gramy na żywo w piwnicy przy Józefa 14 – mainstream, free, bałkańskie klimaty i wszystko pomiędzy. We wtorki otwarte jam sessions, wstęp wolny.</p><p><a href="/program">Zobacz program koncertów</a> · <a href="/ludzie-klubu">Poznaj nasz zespół</a></p>`),
  });
  pages['/program'] = page({ path: '/program', lang: 'pl', title: 'Program koncertów', main: entry('Program koncertów', `<ul><li>Pt 14.03 – Kwartet Adama Pierończyka (bilety 60/45 zł)</li><li>Sob 15.03 – Sesja: Big Band AM w Krakowie</li><li>Wt 18.03 – Jam session, prowadzi Tomasz Zieliński</li></ul><p>Bilety w kasie klubu od 18:00 lub przez formularz.</p>`) });
  pages['/o-klubie'] = page({ path: '/o-klubie', lang: 'pl', title: 'O klubie', main: entry('O klubie', `<p>Klub działa od 2011 roku w dawnej piwnicy winnej. Prowadzi go Fundacja Kontrabas, która organizuje również Akademię Improwizacji dla młodzieży.</p><!-- stara skrzynka, wyłączona 2023: jam@${HOST} -->`) });
  pages['/ludzie-klubu'] = page({
    path: '/ludzie-klubu', lang: 'pl', title: 'Ludzie klubu',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Fundacja Kontrabas', url: `${ORIGIN}/`, founder: { '@type': 'Person', name: 'Marta Wróbel', jobTitle: 'właścicielka klubu i dyrektorka artystyczna', email: `marta.wrobel@${HOST}` } }],
    main: entry('Ludzie klubu', `<p>Mały zespół, duża piwnica. Napisz do właściwej osoby, a odpowiemy szybciej.</p><div class="wp-block-columns is-layout-flex">${CREW.map(card).join('')}</div>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt', lang: 'pl', title: 'Kontakt',
    main: entry('Kontakt', `<p>ul. Józefa 14, 31-056 Kraków (wejście od podwórza)<br>Kasa czynna czw.–niedz. od 18:00</p><p>Sprawy ogólne: ${mailto(`biuro@${HOST}`)}<br>Rezerwacja stolików: ${mailto(`rezerwacje@${HOST}`)} – prosimy podać datę koncertu i liczbę osób.</p><div class="wpforms-container"><form><input type="email" name="wpforms[fields][1]" placeholder="twoj.adres@przyklad.pl"></form></div>`),
  });
  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', lang: 'pl', title: 'Polityka prywatności', main: entry('Polityka prywatności', `<p>Administratorem danych jest Fundacja Kontrabas z siedzibą w Krakowie. Newsletter wysyła za nas Mailchimp.</p>`) });
  pages['/strefa-artysty'] = page({ path: '/strefa-artysty', lang: 'pl', title: 'Strefa artysty', main: entry('Strefa artysty', `<p>Rider, plan sceny, noclegi. Pliki wysyłajcie na ${mailto(`rider@${HOST}`)}.</p>`) });
  pages['/en'] = page({
    path: '/en', lang: 'en', title: 'Live jazz in Kazimierz', alternates: ALT,
    main: entry('Live jazz in Kazimierz', `<p>A cellar club in Kraków’s old Jewish quarter with live music Thursday to Sunday and a free jam every Tuesday.</p><p><a href="/en/visit-us">Getting here, bookings and touring bands</a></p>`),
  });
  pages['/en/visit-us'] = page({
    path: '/en/visit-us', lang: 'en', title: 'Visit us',
    main: entry('Visit us', `<p>Józefa 14, 31-056 Kraków – the door is in the courtyard. Tram 3, 19 or 24 to Miodowa.</p><p>Touring musicians looking for a date in Kraków:<br>Jakub Mazur, Booking &amp; Tour Manager, ${mailto(`jakub.mazur@${HOST}`)}</p><p>Anything about the programme: Marta Wróbel, Owner &amp; Artistic Director, ${mailto(`marta.wrobel@${HOST}`)}</p>`),
  });
  pages['/wp-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/program', '/o-klubie', '/ludzie-klubu', '/kontakt', '/en', '/en/visit-us']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-artysty\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['pl', 'en'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `rezerwacje@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        ...CREW.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.local === 'marta.wrobel' ? { titleAlternatives: ['Owner & Artistic Director'] } : {}),
          pages: m.local === 'marta.wrobel' ? ['/ludzie-klubu', '/en/visit-us'] : ['/ludzie-klubu'],
          cases: ['card', m.encode ? 'entities' : 'plain', ln, ...(m.honorific ? ['honorific'] : []), ...(m.local === 'marta.wrobel' ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `jakub.mazur@${HOST}`, name: 'Jakub Mazur', title: 'Booking & Tour Manager', pages: ['/en/visit-us'], cases: ['name-title-line', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-artysty'],
      nonAddresses: [
        { text: 'kontrabas-logo@2x.png', kind: 'retina' },
        { text: `jam@${HOST}`, kind: 'comment' },
        { text: `rider@${HOST}`, kind: 'disallowed' },
        { text: 'twoj.adres@przyklad.pl', kind: 'placeholder' },
      ],
    },
  };
}
