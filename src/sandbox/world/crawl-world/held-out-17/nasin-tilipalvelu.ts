/**
 * Näsin Tilipalvelu Oy: an accounting firm in Tampere, Finnish with Swedish and English, on
 * WordPress (Astra, Polylang). The staff in a definition list with addresses written
 * "etunimi.sukunimi(at)…", the payroll accountant also as a department's employee in the JSON-LD,
 * the accounts-receivable clerk on a page under the contact page, a Swedish-speaking contact line,
 * an English table behind "Our people", a trainee vacancy listed only in the sitemap robots.txt
 * names, a blog post with a git clone URL, the client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nasintili.test';
const ORIGIN = `http://${HOST}`;

type Lang = 'fi' | 'sv' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  fi: [['/', 'Etusivu'], ['/palvelut', 'Palvelut'], ['/yritys/henkilosto', 'Henkilöstö'], ['/ajankohtaista', 'Ajankohtaista'], ['/yhteystiedot', 'Yhteystiedot'], ['/sv', 'På svenska'], ['/en', 'In English']],
  sv: [['/sv', 'Hem'], ['/sv/kontakt', 'Kontakt'], ['/', 'Suomeksi'], ['/en', 'In English']],
  en: [['/en', 'Home'], ['/en/our-people', 'Our people'], ['/', 'Suomeksi'], ['/sv', 'På svenska']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Näsin Tilipalvelu Oy',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">`,
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.4" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang as Lang;
    return (
      `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemscope="itemscope" itemtype="https://schema.org/WPHeader"><div class="ast-container">` +
      `<div class="site-branding"><span class="site-logo-img"><a href="${lang === 'fi' ? '/' : `/${lang}`}" class="custom-logo-link" rel="home"><img width="240" height="60" src="${ORIGIN}/wp-content/uploads/2021/11/nasin-tilipalvelu-logo.svg" class="custom-logo" alt="Näsin Tilipalvelu"></a></span></div>` +
      `<nav class="main-header-bar-navigation" id="primary-site-navigation" aria-label="Site Navigation" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">` +
      MENUS[lang].map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="site-primary-footer-wrap ast-builder-grid-row-container"><div class="ast-builder-grid-row">` +
    `<div class="site-footer-section"><p>Näsin Tilipalvelu Oy<br>Hämeenkatu 19 B, 33200 Tampere<br>${tel('+358 3 214 5570')}<br>Y-tunnus 2384117-6</p></div>` +
    `<div class="site-footer-section"><p>${p.lang === 'fi' ? 'Tilitoimistojen laatuleimalla auditoitu tilitoimisto' : p.lang === 'sv' ? 'Auktoriserad redovisningsbyrå' : 'Authorised accounting firm'}</p>` +
    `<p><a href="/tietosuojaseloste">Tietosuojaseloste</a> | <a href="/asiakasportaali">Asiakasportaali</a></p></div></div></div>` +
    `<div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 Näsin Tilipalvelu Oy</p></div></div></footer>`,
  privacyPath: { fi: '/tietosuojaseloste', sv: '/tietosuojaseloste', en: '/tietosuojaseloste' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (inner: string) => `<div id="primary" class="content-area primary"><article class="page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">\n${inner}\n</div></article></div>`;
const at = (address: string) => address.replace('@', '(at)');

interface Person {
  name: string;
  written: string;
  title: string;
  phone: string;
  address: string;
}
const STAFF: Person[] = [
  { name: 'Marja Koskinen', written: 'Marja Koskinen, KLT', title: 'toimitusjohtaja', phone: '040 512 7731', address: 'marja.koskinen@nasintili.test' },
  { name: 'Antti Lahti', written: 'Antti Lahti, KTM', title: 'talouspäällikkö, tilinpäätökset ja verotus', phone: '040 512 7732', address: 'antti.lahti@nasintili.test' },
  { name: 'Heidi Mäkelä', written: 'Heidi Mäkelä', title: 'vastaava kirjanpitäjä', phone: '040 512 7735', address: 'heidi.makela@nasintili.test' },
  { name: 'Tuomas Niemi', written: 'Tuomas Niemi', title: 'kirjanpitäjä', phone: '040 512 7738', address: 'tuomas.niemi@nasintili.test' },
  { name: 'Sanna Jääskeläinen', written: 'Sanna Jääskeläinen', title: 'palkanlaskija', phone: '040 512 7740', address: 'sanna.jaaskelainen@nasintili.test' },
  { name: 'Oskari Rantanen', written: 'Oskari Rantanen', title: 'kirjanpidon harjoittelija', phone: '040 512 7744', address: 'oskari.rantanen@nasintili.test' },
];

const LD_STAFF = {
  '@context': 'https://schema.org',
  '@type': 'AccountingService',
  name: 'Näsin Tilipalvelu Oy',
  url: `${ORIGIN}/`,
  telephone: '+358 3 214 5570',
  address: { '@type': 'PostalAddress', streetAddress: 'Hämeenkatu 19 B', postalCode: '33200', addressLocality: 'Tampere', addressCountry: 'FI' },
  department: [
    {
      '@type': 'Organization',
      name: 'Palkanlaskenta',
      employee: [{ '@type': 'Person', name: 'Sanna Jääskeläinen', jobTitle: 'palkanlaskija', email: 'sanna.jaaskelainen@nasintili.test', telephone: '+358 40 512 7740' }],
    },
  ],
};

export function nasinTilipalvelu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tilitoimisto Tampereella',
    lang: 'fi',
    alternates: { fi: '/', sv: '/sv', en: '/en' },
    main: entry(
      `<div class="wp-block-cover"><h1 class="wp-block-heading">Kirjanpito, palkat ja tilinpäätökset – tamperelaisesti</h1><p>Palvelemme noin 250 pienyritystä, yhdistystä ja taloyhtiötä Pirkanmaalla. Kaikki aineistot sähköisesti, ja kirjanpitäjä, joka vastaa puhelimeen.</p></div>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/yhteystiedot">Pyydä tarjous</a></div></div>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    lang: 'fi',
    main: entry(`<h1>Palvelut</h1><ul class="wp-block-list"><li>Kirjanpito ja arvonlisäverotus</li><li>Palkanlaskenta ja tulorekisteri-ilmoitukset</li><li>Tilinpäätökset ja veroilmoitukset</li><li>Taloyhtiöiden isännöintikirjanpito</li><li>Yritystoiminnan aloitusneuvonta</li></ul>`),
  });

  pages['/yritys/henkilosto'] = page({
    path: '/yritys/henkilosto',
    title: 'Henkilöstö',
    lang: 'fi',
    jsonLd: [LD_STAFF],
    main: entry(
      `<h1 class="wp-block-heading">Henkilöstö</h1><p>Sähköpostiosoitteet ovat muotoa etunimi.sukunimi@nasintili.test (ä ja ö ilman pisteitä). Tavoitat meidät parhaiten arkisin klo 8.30–16.</p>\n` +
        `<dl class="henkilosto">\n` +
        STAFF.map((s) => `<dt>${esc(s.written)}</dt>\n<dd>${esc(s.title)}</dd>\n<dd>puh. ${tel(s.phone)}</dd>\n<dd>${at(s.address)}</dd>`).join('\n') +
        `\n</dl>`,
    ),
  });

  pages['/ajankohtaista'] = page({
    path: '/ajankohtaista',
    title: 'Ajankohtaista',
    lang: 'fi',
    main: entry(
      `<h1>Ajankohtaista</h1><article class="post"><h2><a href="/ajankohtaista/tiliotteet-camt-muotoon">Tiliotteet CAMT-muotoon: julkaisimme muuntimen</a></h2><p>12.3.2025</p></article>` +
        `<article class="post"><h2>Kausiveroilmoitukset siirtyvät OmaVeroon</h2><p>3.2.2025</p></article>`,
    ),
  });

  pages['/ajankohtaista/tiliotteet-camt-muotoon'] = page({
    path: '/ajankohtaista/tiliotteet-camt-muotoon',
    title: 'Tiliotteet CAMT-muotoon: julkaisimme muuntimen',
    lang: 'fi',
    main: entry(
      `<h1 class="entry-title">Tiliotteet CAMT-muotoon: julkaisimme muuntimen</h1><p class="entry-meta">12.3.2025 · Kirjoittaja: Tuomas Niemi, kirjanpitäjä</p>` +
        `<p>Osa pankeista toimittaa yhä vanhoja TITO-tiliotteita. Teimme pienen avoimen lähdekoodin työkalun, joka muuntaa ne CAMT.053-muotoon ennen tuontia kirjanpito-ohjelmaan.</p>` +
        `<pre class="wp-block-code"><code>git clone git@github.com:nasintili/tito2camt.git\ncd tito2camt\npython3 -m tito2camt tiliote.txt</code></pre>` +
        `<p>Kysymykset ja parannusehdotukset voi jättää GitHubiin.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: entry(
      `<h1>Yhteystiedot</h1><p>Näsin Tilipalvelu Oy<br>Hämeenkatu 19 B, 4. krs<br>33200 Tampere</p><p>Vaihde ${tel('03 214 5570')}<br>Sähköposti ${mailto('toimisto@nasintili.test')}</p>` +
        `<p>Laskuihin ja maksumuistutuksiin liittyvät asiat: <a href="/yhteystiedot/laskutus">laskutus ja reskontra</a>.</p>` +
        `<div class="wpforms-container"><form id="wpforms-form-211" class="wpforms-form" method="post"><label for="wpforms-211-field_1">Nimi</label><input type="text" id="wpforms-211-field_1" name="wpforms[fields][1]">` +
        `<label for="wpforms-211-field_2">Sähköposti</label><input type="email" id="wpforms-211-field_2" name="wpforms[fields][2]" placeholder="matti.meikalainen@esimerkki.fi">` +
        `<label for="wpforms-211-field_3">Viesti</label><textarea id="wpforms-211-field_3" name="wpforms[fields][3]"></textarea><button type="submit" class="wpforms-submit">Lähetä</button></form></div>`,
    ),
  });

  pages['/yhteystiedot/laskutus'] = page({
    path: '/yhteystiedot/laskutus',
    title: 'Laskutus ja reskontra',
    lang: 'fi',
    main: entry(
      `<h1>Laskutus ja reskontra</h1><p>Laskutamme palkkiot kuukausittain jälkikäteen. Maksuaika on 14 päivää netto.</p>` +
        `<p>Emilia Heikkinen, reskontranhoitaja (osa-aikainen, ma–ke), ${at('emilia.heikkinen@nasintili.test')}</p>`,
    ),
  });

  pages['/rekry/kirjanpidon-harjoittelija-2025'] = page({
    path: '/rekry/kirjanpidon-harjoittelija-2025',
    title: 'Kirjanpidon harjoittelija, kesä 2025',
    lang: 'fi',
    main: entry(
      `<h1>Haemme kirjanpidon harjoittelijaa kesäksi 2025</h1><p>Opiskeletko tradenomiksi tai kauppatieteiden kandidaatiksi? Pääset tekemään oikeita kirjanpitoja kokeneen kirjanpitäjän työparina.</p>` +
        `<p>Lisätietoja tehtävästä antaa HR-asiantuntija Katja Salonen, ${at('katja.salonen@nasintili.test')}. Hakemukset 31.3. mennessä.</p>`,
    ),
  });

  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', lang: 'fi', main: entry(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Näsin Tilipalvelu Oy, Hämeenkatu 19 B, 33200 Tampere.</p>`) });

  pages['/asiakasportaali'] = page({
    path: '/asiakasportaali',
    title: 'Asiakasportaali',
    lang: 'fi',
    main: entry(`<h1>Asiakasportaali</h1><p>Kirjaudu sisään pankkitunnuksilla. Ongelmatilanteissa ${mailto('portaali@nasintili.test')}</p>`),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Redovisningsbyrå i Tammerfors',
    lang: 'sv',
    alternates: { fi: '/', sv: '/sv', en: '/en' },
    main: entry(`<h1>Bokföring och löner på svenska</h1><p>Vi betjänar också svenskspråkiga företag och föreningar i Birkaland och Österbotten.</p><p><a href="/sv/kontakt">Kontakta oss</a></p>`),
  });
  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main: entry(
      `<h1>Kontakt</h1><p>Tavastgatan 19 B, 33200 Tammerfors<br>E-post ${mailto('toimisto@nasintili.test')}</p>` +
        `<h2>Service på svenska</h2><p>Heidi Mäkelä, ansvarig bokförare<br>${tel('040 512 7735')}<br>${mailto('heidi.makela@nasintili.test')}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Accounting firm in Tampere',
    lang: 'en',
    alternates: { fi: '/', sv: '/sv', en: '/en' },
    main: entry(`<h1>Bookkeeping, payroll and annual accounts in Tampere</h1><p>We help international founders and small companies with Finnish accounting and tax requirements.</p>`),
  });
  pages['/en/our-people'] = page({
    path: '/en/our-people',
    title: 'Our people',
    lang: 'en',
    main: entry(
      `<h1>Our people</h1><p>Your English-speaking contacts:</p><figure class="wp-block-table"><table><thead><tr><th>Name</th><th>Role</th><th>Email</th></tr></thead><tbody>` +
        `<tr><td>Marja Koskinen</td><td>Managing Director</td><td>${mailto('marja.koskinen@nasintili.test')}</td></tr>` +
        `<tr><td>Antti Lahti</td><td>Finance Manager, annual accounts and taxation</td><td>${mailto('antti.lahti@nasintili.test')}</td></tr>` +
        `</tbody></table></figure>`,
    ),
  });

  const fin: CaseKind[] = ['link-non-english'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /asiakasportaali\n\nSitemap: ${ORIGIN}/sitemaps/sivukartta.xml\n`,
      pages: {
        ...pages,
        '/sitemaps/sivukartta.xml': xmlPage(
          urlset(HOST, ['/', '/palvelut', '/yritys/henkilosto', '/ajankohtaista', '/yhteystiedot', '/yhteystiedot/laskutus', '/rekry/kirjanpidon-harjoittelija-2025', '/sv', '/sv/kontakt', '/en', '/en/our-people'], '2025-03-12'),
        ),
      },
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['fi', 'sv', 'en'],
      addresses: [
        { address: 'toimisto@nasintili.test', name: null, title: null, pages: ['/yhteystiedot', '/sv/kontakt'], cases: ['role', 'plain', ...fin] },
        {
          address: 'marja.koskinen@nasintili.test',
          name: 'Marja Koskinen',
          title: 'toimitusjohtaja',
          titleAlternatives: ['Managing Director'],
          pages: ['/yritys/henkilosto', '/en/our-people'],
          cases: ['definition-list', 'post-nominal', 'obfuscated', 'table', 'plain', 'link-english-unlisted', ...fin],
        },
        {
          address: 'antti.lahti@nasintili.test',
          name: 'Antti Lahti',
          title: 'talouspäällikkö, tilinpäätökset ja verotus',
          titleAlternatives: ['Finance Manager, annual accounts and taxation'],
          pages: ['/yritys/henkilosto', '/en/our-people'],
          cases: ['definition-list', 'post-nominal', 'obfuscated', 'table', 'plain', 'link-english-unlisted', ...fin],
        },
        {
          address: 'heidi.makela@nasintili.test',
          name: 'Heidi Mäkelä',
          title: 'vastaava kirjanpitäjä',
          titleAlternatives: ['ansvarig bokförare'],
          pages: ['/yritys/henkilosto', '/sv/kontakt'],
          cases: ['definition-list', 'obfuscated', 'name-title-line', 'plain', ...fin],
        },
        { address: 'tuomas.niemi@nasintili.test', name: 'Tuomas Niemi', title: 'kirjanpitäjä', pages: ['/yritys/henkilosto'], cases: ['definition-list', 'obfuscated', ...fin] },
        {
          address: 'sanna.jaaskelainen@nasintili.test',
          name: 'Sanna Jääskeläinen',
          title: 'palkanlaskija',
          pages: ['/yritys/henkilosto'],
          cases: ['definition-list', 'obfuscated', 'json-ld-nested', 'json-ld-person', ...fin],
        },
        { address: 'oskari.rantanen@nasintili.test', name: 'Oskari Rantanen', title: 'kirjanpidon harjoittelija', pages: ['/yritys/henkilosto'], cases: ['definition-list', 'obfuscated', ...fin] },
        {
          address: 'emilia.heikkinen@nasintili.test',
          name: 'Emilia Heikkinen',
          title: 'reskontranhoitaja',
          pages: ['/yhteystiedot/laskutus'],
          cases: ['name-title-line', 'obfuscated', 'deep-page', ...fin],
        },
        { address: 'katja.salonen@nasintili.test', name: 'Katja Salonen', title: 'HR-asiantuntija', pages: ['/rekry/kirjanpidon-harjoittelija-2025'], cases: ['prose', 'obfuscated', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yritys/henkilosto', text: 'etunimi.sukunimi@nasintili.test' },
      disallowed: ['/asiakasportaali'],
      nonAddresses: [
        { text: 'etunimi.sukunimi@nasintili.test', kind: 'scheme' },
        { text: 'portaali@nasintili.test', kind: 'disallowed' },
        { text: 'git@github.com:nasintili/tito2camt.git', kind: 'git' },
        { text: 'matti.meikalainen@esimerkki.fi', kind: 'placeholder' },
      ],
    },
  };
}
