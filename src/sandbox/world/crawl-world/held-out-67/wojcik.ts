/**
 * Kancelaria Doradztwa Podatkowego Wójcik i Wspólnicy: a tax advisory office in Poznań, on
 * Squarespace, in Polish. The team as "tytuł Imię Nazwisko, funkcja – adres" lines, the contact
 * page's people as a definition list, a blog post naming a consultant and his address written
 * "[at] / [dot]", the founder as a JSON-LD Person; the IT contractor's address and the client
 * zone (disallowed) as traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kancelaria-wojcik.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/o-kancelarii', 'O kancelarii'],
  ['/zespol', 'Zespół'],
  ['/uslugi', 'Usługi'],
  ['/aktualnosci', 'Aktualności'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Wójcik i Wspólnicy – Doradztwo Podatkowe',
  head: [
    '<!-- This is Squarespace. --><!-- kancelaria-wojcik -->',
    '<script type="text/javascript" src="//use.typekit.net/ik/5fGk2xQ9aPz.js" async fetchpriority="high"></script>',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f2c3d4e5f60718293a4b/14/5c5a519771c10ba3470d8101/65a1f2c3d4e5f60718293a52/1589/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"websiteSettings":{"storeSettings":{"currencyCode":"PLN"}},"templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><div class="header-title-text"><a href="/" data-animation-role="header-element">Wójcik i Wspólnicy</a></div></div>` +
    `<nav class="header-nav"><div class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</div></nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">` +
    `<p>Wójcik i Wspólnicy Doradztwo Podatkowe sp.k. · ul. Półwiejska 12/4, 61-885 Poznań · NIP 7831234567 · KRS 0000712345</p><p>${tel('+48 61 855 40 20')} · ${mailto(`biuro@${HOST}`)}</p>` +
    `<p><a href="/strefa-klienta">Strefa klienta</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a></p></div></div></div></section></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: ['<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519671c10ba3470d8101/scripts/site-bundle.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });
const block = (html: string): string =>
  `<article class="sections" id="sections" data-page-sections="65a1f2c3d4e5f60718293a61"><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></section></article>`;

export function wojcik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Doradztwo podatkowe Poznań',
    main: block(`<h1>Podatki bez niespodzianek</h1><p>Doradzamy spółkom i przedsiębiorcom w CIT, VAT i cenach transferowych. Reprezentujemy klientów w kontrolach i przed sądami administracyjnymi.</p><p><a href="/kontakt">Umów konsultację</a></p>`),
  });
  pages['/o-kancelarii'] = page({
    path: '/o-kancelarii',
    title: 'O kancelarii',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Wójcik i Wspólnicy Doradztwo Podatkowe sp.k.',
        url: `${ORIGIN}/`,
        email: `biuro@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Półwiejska 12/4', postalCode: '61-885', addressLocality: 'Poznań', addressCountry: 'PL' },
        founder: { '@type': 'Person', name: 'Anna Wójcik', honorificPrefix: 'dr', jobTitle: 'partner zarządzający, doradca podatkowy', email: `a.wojcik@${HOST}` },
      },
    ],
    main: block(`<h2>O kancelarii</h2><p>Kancelarię założyła w 2008 roku dr Anna Wójcik, doradca podatkowy i wykładowca prawa podatkowego. Dziś zespół liczy dwanaście osób.</p>`),
  });
  const line = (title: string, name: string, fn: string, mail: string) => `<p><strong>${esc(title ? `${title} ${name}` : name)}</strong>, ${esc(fn)} – ${mail}</p>`;
  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: block(
      `<h2>Zespół</h2>` +
        line('dr', 'Anna Wójcik', 'partner zarządzający, doradca podatkowy (nr wpisu 10234)', mailto(`a.wojcik@${HOST}`)) +
        line('mgr', 'Piotr Zieliński', 'partner, doradca podatkowy (nr wpisu 11872)', mailto(`p.zielinski@${HOST}`)) +
        line('mgr', 'Katarzyna Lewandowska', 'radca prawny, postępowania podatkowe', mailto(`k.lewandowska@${HOST}`)) +
        line('', 'Michał Dąbrowski', 'starszy konsultant ds. cen transferowych', mailto(`m.dabrowski@${HOST}`)) +
        line('', 'Tomasz Nowicki', 'młodszy konsultant podatkowy', mailto(`t.nowicki@${HOST}`)),
    ),
  });
  pages['/uslugi'] = page({ path: '/uslugi', title: 'Usługi', main: block(`<h2>Usługi</h2><ul><li>Bieżące doradztwo w CIT i VAT</li><li>Dokumentacja cen transferowych (TPR)</li><li>Reprezentacja w kontrolach celno-skarbowych</li><li>Kadry i płace</li></ul>`) });
  pages['/aktualnosci'] = page({
    path: '/aktualnosci',
    title: 'Aktualności',
    main: block(
      `<article class="blog-item"><h2>Nowe terminy TPR na 2025 rok</h2><p>Informację o cenach transferowych trzeba złożyć do końca dziesiątego miesiąca po zakończeniu roku podatkowego. O tym, kogo dotyczy obowiązek, pisze Michał Dąbrowski, starszy konsultant ds. cen transferowych; pytania można kierować bezpośrednio do niego: m.dabrowski [at] kancelaria-wojcik [dot] test.</p></article>` +
        `<p class="blog-meta">Strona utrzymywana przez NetPartner IT, zgłoszenia błędów: pomoc@netpartner-it.test</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(
      `<h2>Kontakt</h2><p>ul. Półwiejska 12/4, 61-885 Poznań<br>pon.–pt. 8:30–16:30</p><p>Sekretariat: ${mailto(`biuro@${HOST}`)}, ${tel('+48 61 855 40 20')}</p>` +
        `<h3>Osoby do kontaktu</h3><dl class="kontakty">` +
        `<dt>mgr Agnieszka Kamińska</dt><dd>specjalista ds. kadr i płac<br>${mailto(`a.kaminska@${HOST}`)}</dd>` +
        `<dt>Joanna Mazur</dt><dd>asystentka zarządu<br>${mailto(`j.mazur@${HOST}`)}</dd>` +
        `<dt>Krzysztof Wróbel</dt><dd>główny księgowy<br>${mailto(`k.wrobel@${HOST}`)}</dd>` +
        `</dl>`,
    ),
  });
  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: block(`<h2>Polityka prywatności</h2><p>Administratorem danych jest Wójcik i Wspólnicy Doradztwo Podatkowe sp.k.</p>`) });
  pages['/strefa-klienta'] = page({ path: '/strefa-klienta', title: 'Strefa klienta', main: block(`<h2>Strefa klienta</h2><p>Problem z logowaniem? ${mailto(`dokumenty@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const z = (local: string, name: string, title: string, cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/zespol'], cases: ['name-title-line', 'plain', ln, ...cases] as CaseKind[] });
  const d = (local: string, name: string, title: string, cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/kontakt'], cases: ['definition-list', 'plain', ln, ...cases] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /strefa-klienta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-kancelarii', '/zespol', '/uslugi', '/aktualnosci', '/kontakt'], '2025-03-28'),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        {
          address: `a.wojcik@${HOST}`,
          name: 'Anna Wójcik',
          title: 'partner zarządzający, doradca podatkowy (nr wpisu 10234)',
          titleAlternatives: ['partner zarządzający, doradca podatkowy', 'partner zarządzający'],
          pages: ['/zespol', '/o-kancelarii'],
          cases: ['name-title-line', 'honorific', 'plain', 'json-ld-person', ln],
        },
        z('p.zielinski', 'Piotr Zieliński', 'partner, doradca podatkowy (nr wpisu 11872)', ['honorific']),
        z('k.lewandowska', 'Katarzyna Lewandowska', 'radca prawny, postępowania podatkowe', ['honorific']),
        {
          address: `m.dabrowski@${HOST}`,
          name: 'Michał Dąbrowski',
          title: 'starszy konsultant ds. cen transferowych',
          pages: ['/zespol', '/aktualnosci'],
          cases: ['name-title-line', 'prose', 'plain', 'obfuscated', ln],
        },
        z('t.nowicki', 'Tomasz Nowicki', 'młodszy konsultant podatkowy', []),
        d('a.kaminska', 'Agnieszka Kamińska', 'specjalista ds. kadr i płac', ['honorific']),
        d('j.mazur', 'Joanna Mazur', 'asystentka zarządu', []),
        d('k.wrobel', 'Krzysztof Wróbel', 'główny księgowy', []),
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `dokumenty@${HOST}`, kind: 'disallowed' },
        { text: 'pomoc@netpartner-it.test', kind: 'other-company' },
      ],
    },
  };
}
