/**
 * Vahtitorni Security Oy: an IT-security consultancy in Helsinki, on WordPress with Yoast, in
 * Finnish with an English section. The team in cards, names with the Finnish doctorate before
 * them (TkT) and certifications after (CISSP, OSCP), titles partly in English as Finnish IT firms
 * write them; one address "(at)", one turned around by a script; the contact page states the
 * scheme (etunimi.sukunimi@) and gives the sales director as "Name, title"; the recruiting page
 * names the HR manager in a sentence; a blog post, listed only in a child of the sitemap index,
 * has its author's address only in JSON-LD; the English contact page, two links from home, has
 * the Tallinn country manager. A git clone URL, an npm package version and the client portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vahtitorni-security.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/palvelut', 'Palvelut'],
    ['/tiimi', 'Tiimi'],
    ['/rekry', 'Rekry'],
    ['/yhteystiedot', 'Yhteystiedot'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/services', 'Services'],
    ['/en/contact', 'Contact'],
    ['/', 'FI'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vahtitorni Security',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" id="generatepress-css" href="${ORIGIN}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">`,
    '<script defer data-domain="vahtitorni-security.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'fi';
    return `<header class="site-header" id="masthead"><div class="inside-header grid-container"><div class="site-logo"><a href="${lang === 'en' ? '/en' : '/'}" rel="home"><img class="header-image" alt="Vahtitorni Security" src="${UP}/2022/09/vahtitorni-logo.svg" width="190" height="40"></a></div><nav class="main-navigation" id="site-navigation"><ul class="menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`;
  },
  footer: (p) =>
    `<footer class="site-info"><div class="inside-site-info grid-container"><div class="footer-widgets"><p><strong>Vahtitorni Security Oy</strong><br>Lönnrotinkatu 18 B, 00120 Helsinki<br>${tel('+358 9 4245 1100')}<br>${mailto(`info@${HOST}`)}</p><p>Y-tunnus 3104552-8</p>` +
    `<p>${p.lang === 'en' ? '<a href="/tietoturvailmoitus">Report a vulnerability</a>' : '<a href="/tietoturvailmoitus">Ilmoita haavoittuvuudesta</a>'} · <a href="/asiakasportaali">${p.lang === 'en' ? 'Client portal' : 'Asiakasportaali'}</a></p></div><div class="copyright-bar">© 2025 Vahtitorni Security Oy</div></div></footer>`,
  privacyPath: { fi: '/tietosuoja', en: '/tietosuoja' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const content = (html: string): string => `<div class="site-content" id="content"><div class="content-area"><article class="page"><div class="entry-content">${html}</div></article></div></div>`;

const VILLE_REV = reversed(`ville.niemi@${HOST}`);
const VILLE_SCRIPT = `<script>(function () { var s = '${VILLE_REV}'; var a = s.split('').reverse().join(''); document.getElementById('vn-mail').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; })();</script>`;

type Card = { display: string; title: string; bio: string; mail: string; photo: string };
const TEAM: Card[] = [
  { display: 'TkT Antti Rautio', title: 'Toimitusjohtaja', bio: 'Perusti Vahtitornin 2016. Väitteli Aalto-yliopistossa verkkoprotokollien turvallisuudesta.', mail: mailto(`antti.rautio@${HOST}`), photo: 'antti-rautio' },
  { display: 'Noora Jääskeläinen, CISSP, CISM', title: 'Johtava tietoturva-asiantuntija', bio: 'Tietoturvan hallintajärjestelmät, ISO 27001 ja NIS2-valmius.', mail: mailto(`noora.jaaskelainen@${HOST}`), photo: 'noora-jaaskelainen' },
  { display: 'Mikko Halonen, OSCP, OSEP', title: 'Senior Penetration Tester', bio: 'Verkkosovellusten ja sisäverkkojen murtotestaus, red team -harjoitukset.', mail: mailto(`mikko.halonen@${HOST}`), photo: 'mikko-halonen' },
  { display: 'Elina Korpela, CIPP/E', title: 'Tietosuojakonsultti', bio: 'Tietosuojan vaikutustenarvioinnit ja GDPR-auditoinnit.', mail: `<span class="obf">elina.korpela(at)vahtitorni-security.test</span>`, photo: 'elina-korpela' },
  { display: 'Ville Niemi', title: 'Pilviturvallisuusarkkitehti', bio: 'AWS- ja Azure-ympäristöjen arkkitehtuurikatselmoinnit ja kovennukset.', mail: `<span id="vn-mail"></span>${VILLE_SCRIPT}`, photo: 'ville-niemi' },
];

export function vahtitorniSecurity(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { fi: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Tietoturvakonsultointi ja murtotestaus',
    alternates: alt,
    main: content(
      `<h1>Tietoturvaa, joka kestää tarkastelun</h1><p>Vahtitorni Security on helsinkiläinen tietoturvakonsultointiyritys. Teemme murtotestauksia, tietoturva-auditointeja ja autamme organisaatioita valmistautumaan NIS2-direktiivin vaatimuksiin.</p>` +
        `<p><a href="/palvelut">Palvelumme</a> · <a href="/tiimi">Tutustu tiimiin</a></p>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: content(`<h1>Palvelut</h1><ul><li>Murtotestaus (verkkosovellukset, API:t, sisäverkot)</li><li>Pilviympäristöjen tietoturvakatselmoinnit</li><li>ISO 27001 ja NIS2 -valmiusarvioinnit</li><li>Tietosuoja-auditoinnit</li><li>Incident response -päivystys sopimusasiakkaille</li></ul>`),
  });

  pages['/tiimi'] = page({
    path: '/tiimi',
    title: 'Tiimi',
    main: content(
      `<h1>Tiimi</h1><p>Meitä on neljätoista tietoturva-ammattilaista Helsingissä ja Tallinnassa. Tässä osa tiimistä.</p><div class="team-grid">` +
        TEAM.map(
          (m) =>
            `<div class="team-member"><img src="${UP}/2024/01/${m.photo}-400x400.jpg" alt="${esc(m.display.replace(/^TkT /, '').replace(/,.*$/, ''))}" width="200" height="200"><h3>${esc(m.display)}</h3><p class="team-title">${esc(m.title)}</p><p>${esc(m.bio)}</p><p class="team-mail">${m.mail}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/rekry'] = page({
    path: '/rekry',
    title: 'Rekry',
    main: content(
      `<h1>Avoimet työpaikat</h1><h2>Murtotestaaja (Junior / Mid)</h2><p>Etsimme Helsingin toimistolle murtotestaajaa, joka tuntee verkkosovellusten haavoittuvuudet ja haluaa oppia lisää. OSCP tai vastaava on plussaa, ei vaatimus.</p>` +
        `<p>Lisätietoja tehtävästä antaa HR-päällikkö Sanna Mäkelä (${mailto(`sanna.makela@${HOST}`)}, ${tel('040 722 1840')}). Hakemukset 30.4. mennessä.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: content(
      `<h1>Yhteystiedot</h1><p>Vahtitorni Security Oy<br>Lönnrotinkatu 18 B, 00120 Helsinki<br>${tel('+358 9 4245 1100')}</p>` +
        `<h2>Myynti</h2><p>Jenni Lahtinen, myyntijohtaja, ${tel('+358 40 712 3390')}, ${mailto(`jenni.lahtinen@${HOST}`)}</p>` +
        `<p>Henkilöstön sähköpostiosoitteet ovat muotoa etunimi.sukunimi@vahtitorni-security.test.</p>` +
        `<p>Onko sinulla akuutti tietoturvapoikkeama? Sopimusasiakkaiden päivystysnumero löytyy asiakasportaalista.</p>`,
    ),
  });

  pages['/tietoturvailmoitus'] = page({
    path: '/tietoturvailmoitus',
    title: 'Haavoittuvuuksien ilmoittaminen',
    main: content(
      `<h1>Haavoittuvuuksien ilmoittaminen</h1><p>Jos löydät haavoittuvuuden järjestelmistämme tai julkaisemistamme työkaluista, ilmoita siitä osoitteeseen ${mailto(`security@${HOST}`)}. Salaa viestisi PGP-avaimellamme.</p>` +
        `<pre>Fingerprint: 4B1E 9C07 22A5 61F3 0D8E  7A44 C951 2E6B 3F10 A7D2</pre><p>Vastaamme kahden arkipäivän kuluessa.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({
    path: '/tietosuoja',
    title: 'Tietosuojaseloste',
    main: content(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Vahtitorni Security Oy. Käytämme evästeettömää Plausible-analytiikkaa.</p>`),
  });

  pages['/asiakasportaali'] = page({
    path: '/asiakasportaali',
    title: 'Asiakasportaali',
    main: content(`<h1>Asiakasportaali</h1><p>Kirjaudu sisään SSO-tunnuksillasi. Ongelmatilanteissa: ${mailto(`portaali@${HOST}`)}</p>`),
  });

  pages['/blogi/tls-konfiguraation-tarkistus'] = page({
    path: '/blogi/tls-konfiguraation-tarkistus',
    title: 'Näin tarkistat palvelimesi TLS-konfiguraation',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Näin tarkistat palvelimesi TLS-konfiguraation',
        datePublished: '2025-02-18T08:00:00+02:00',
        inLanguage: 'fi',
        author: { '@type': 'Person', name: 'Tuomas Virtanen', jobTitle: 'Tietoturva-asiantuntija', email: `mailto:tuomas.virtanen@${HOST}` },
        publisher: { '@type': 'Organization', name: 'Vahtitorni Security Oy', logo: { '@type': 'ImageObject', url: `${UP}/2022/09/vahtitorni-logo.svg` } },
      },
    ],
    main: content(
      `<h1>Näin tarkistat palvelimesi TLS-konfiguraation</h1><p class="byline">18.2.2025 · Tuomas Virtanen</p>` +
        `<p>Julkaisimme avoimena lähdekoodina pienen komentorivityökalun, jolla TLS-asetukset voi tarkistaa nopeasti. Asenna se npm:llä:</p><pre><code>npm install -g tlsprobe@2.4.1\ntlsprobe www.esimerkki.test</code></pre>` +
        `<p>Lähdekoodi on omalla Git-palvelimellamme:</p><pre><code>git clone git@git.vahtitorni-security.test:oss/tlsprobe.git</code></pre>` +
        `<p>Työkalu tarkistaa protokollaversiot, salausalgoritmit, HSTS-otsakkeen ja varmenneketjun.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Security consulting and penetration testing',
    lang: 'en',
    alternates: alt,
    main: content(`<h1>Security you can put to the test</h1><p>Vahtitorni Security is a Helsinki-based security consultancy with an office in Tallinn. We do penetration testing, security audits and NIS2 readiness work.</p><p><a href="/en/contact">Get in touch</a></p>`),
  });

  pages['/en/services'] = page({
    path: '/en/services',
    title: 'Services',
    lang: 'en',
    main: content(`<h1>Services</h1><ul><li>Penetration testing</li><li>Cloud security reviews</li><li>ISO 27001 and NIS2 readiness</li><li>Privacy audits</li></ul>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: content(
      `<h1>Contact</h1><h2>Helsinki</h2><p>Lönnrotinkatu 18 B, 00120 Helsinki, Finland · ${tel('+358 9 4245 1100')}</p><p>Antti Rautio, CEO, ${mailto(`antti.rautio@${HOST}`)}</p>` +
        `<h2>Tallinn</h2><p>Vahtitorni Security OÜ, Telliskivi 60a, 10412 Tallinn</p><p>Kristo Tamm, Country Manager Estonia, ${mailto(`kristo.tamm@${HOST}`)}</p>`,
    ),
  });

  const fiPages = ['/', '/palvelut', '/tiimi', '/rekry', '/yhteystiedot', '/tietoturvailmoitus', '/tietosuoja'];
  const enPages = ['/en', '/en/services', '/en/contact'];
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, [...fiPages, ...enPages], '2025-03-01'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/blogi/tls-konfiguraation-tarkistus'], '2025-02-18'));

  const everyPage = [...fiPages, ...enPages, '/blogi/tls-konfiguraation-tarkistus'];
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /asiakasportaali\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-01'),
      pages,
      headers: { Server: 'nginx', 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains', 'X-Frame-Options': 'DENY' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['fi', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `security@${HOST}`, name: null, title: null, pages: ['/tietoturvailmoitus'], cases: ['role', 'plain', ln] },
        {
          address: `antti.rautio@${HOST}`,
          name: 'Antti Rautio',
          title: 'Toimitusjohtaja',
          titleAlternatives: ['CEO'],
          pages: ['/tiimi', '/en/contact'],
          cases: ['card', 'honorific', 'name-title-line', 'plain', ln],
        },
        { address: `noora.jaaskelainen@${HOST}`, name: 'Noora Jääskeläinen', title: 'Johtava tietoturva-asiantuntija', pages: ['/tiimi'], cases: ['card', 'post-nominal', 'plain', ln] },
        { address: `mikko.halonen@${HOST}`, name: 'Mikko Halonen', title: 'Senior Penetration Tester', pages: ['/tiimi'], cases: ['card', 'post-nominal', 'plain', ln] },
        { address: `elina.korpela@${HOST}`, name: 'Elina Korpela', title: 'Tietosuojakonsultti', pages: ['/tiimi'], cases: ['card', 'post-nominal', 'obfuscated', ln] },
        { address: `ville.niemi@${HOST}`, name: 'Ville Niemi', title: 'Pilviturvallisuusarkkitehti', pages: ['/tiimi'], encoded: { kind: 'script', text: VILLE_SCRIPT }, cases: ['card', 'script-reversed', ln] },
        { address: `jenni.lahtinen@${HOST}`, name: 'Jenni Lahtinen', title: 'myyntijohtaja', pages: ['/yhteystiedot'], cases: ['name-title-line', 'plain', ln] },
        { address: `sanna.makela@${HOST}`, name: 'Sanna Mäkelä', title: 'HR-päällikkö', pages: ['/rekry'], cases: ['prose', 'plain', ln] },
        {
          address: `tuomas.virtanen@${HOST}`,
          name: 'Tuomas Virtanen',
          title: 'Tietoturva-asiantuntija',
          pages: ['/blogi/tls-konfiguraation-tarkistus'],
          cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only', 'sitemap-index'],
        },
        { address: `kristo.tamm@${HOST}`, name: 'Kristo Tamm', title: 'Country Manager Estonia', pages: ['/en/contact'], cases: ['name-title-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/asiakasportaali'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `portaali@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'tlsprobe@2.4.1', kind: 'package' },
      ],
    },
  };
}
