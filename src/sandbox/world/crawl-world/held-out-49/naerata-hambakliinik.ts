/**
 * Naerata Hambakliinik: a dental clinic in Pärnu on WordPress (Astra theme, Polylang with its
 * language dropdown, Google XML Sitemaps writing a gzip sitemap), in Estonian with an English
 * section reached through hreflang. The team as cards with schema.org microdata and "dr"; the
 * administrator's address as character references from an e-mail encoder plugin; the contact
 * page's JSON-LD Dentist with employees (mailto: addresses, the clinic manager only there); the
 * English "Meet our dentists" page with post-nominals; the English contact page's label line for
 * international patients; a job advert listed only in the gzip sitemap robots.txt names. The
 * booking form's placeholder, the dental lab's address (another company) and the patient portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'naerata-hambakliinik.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/', 'Avaleht'],
    ['/teenused', 'Teenused'],
    ['/hinnakiri', 'Hinnakiri'],
    ['/meie-meeskond', 'Meie meeskond'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/meet-our-dentists', 'Meet our dentists'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Naerata Hambakliinik',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-NRT4K2P8QX"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'et';
    return (
      `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead"><div class="ast-container"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/05/naerata-logo.svg" class="custom-logo" alt="Naerata Hambakliinik"></a></div>` +
      `<nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu ast-nav-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="pll-switcher"><select name="lang_choice_1" id="lang_choice_1" class="pll-switcher-select"><option value="${ORIGIN}/" lang="et"${lang === 'et' ? ' selected="selected"' : ''}>Eesti</option><option value="${ORIGIN}/en/" lang="en-GB"${lang === 'en' ? ' selected="selected"' : ''}>English</option></select>` +
      `<script>document.getElementById( "lang_choice_1" ).addEventListener( "change", function ( event ) { location.href = event.currentTarget.value; } )</script></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer" id="colophon"><div class="ast-small-footer"><div class="ast-container"><p>Naerata Hambakliinik OÜ · Rüütli 27, 80010 Pärnu · ${tel('+372 444 7720')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Open Mon–Fri 8–19, Sat 9–14' : 'E–R 8–19, L 9–14'} · <a href="/privaatsuspoliitika">Privaatsuspoliitika</a> · <a href="/patsiendiportaal">Patsiendiportaal</a></p></div></div></footer>`,
  privacyPath: { et: '/privaatsuspoliitika', en: '/privaatsuspoliitika' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const entry = (html: string): string => `<div id="primary" class="content-area primary"><article class="page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">${html}</div></article></div>`;

type Card = { name: string; honorific?: string; title: string; local?: string; encode?: boolean };
const TEAM: Card[] = [
  { name: 'Kati Mets', honorific: 'dr', title: 'hambaarst-ortodont, kliiniku asutaja', local: 'kati' },
  { name: 'Marko Kull', honorific: 'dr', title: 'suu-, näo- ja lõualuukirurg', local: 'marko' },
  { name: 'Liina Pärn', title: 'suuhügienist', local: 'liina' },
  { name: 'Rasmus Ilves', title: 'hambaarsti assistent' },
  { name: 'Anneli Vaher', title: 'administraator', local: 'anneli', encode: true },
];

function card(c: Card): string {
  const mail = c.local
    ? c.encode
      ? `<a href="${entities(`mailto:${c.local}@${HOST}`)}" itemprop="email">${entities(`${c.local}@${HOST}`)}</a>`
      : `<a href="mailto:${c.local}@${HOST}" itemprop="email">${c.local}@${HOST}</a>`
    : '';
  return (
    `<div class="wp-block-column team-card" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2024/02/${c.name.toLowerCase().replace(/[^a-z]+/g, '-')}-300x300.jpg" alt="${esc(c.name)}"></figure>` +
    `<h3 class="wp-block-heading">${c.honorific ? `${c.honorific} ` : ''}<span itemprop="name">${esc(c.name)}</span></h3><p class="has-small-font-size"><span itemprop="jobTitle">${esc(c.title)}</span>${mail ? `<br>${mail}` : ''}</p></div>`
  );
}

const SITEMAP_GZ = '/sitemap.xml.gz';

export function naerataHambakliinik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hambaravi Pärnus',
    alternates: { et: '/', en: '/en' },
    main: entry(
      `<h1>Terve naeratus algab ennetusest</h1><p>Oleme pereettevõte, kus saate hambaravi, ortodontia, suuhügienisti ja suukirurgi teenuse ühest kohast. Võtame vastu ka Haigekassa hambaravihüvitisega patsiente.</p>` +
        `<p><a href="/kontakt">Broneeri aeg</a> · <a href="/hinnakiri">Vaata hinnakirja</a></p>`,
    ),
  });

  pages['/teenused'] = page({ path: '/teenused', title: 'Teenused', main: entry(`<h1>Teenused</h1><ul><li>Hambaravi ja esteetiline täidis</li><li>Ortodontia ja läbipaistvad joondajad</li><li>Suuhügieen</li><li>Implantoloogia ja suukirurgia</li></ul>`) });

  pages['/hinnakiri'] = page({
    path: '/hinnakiri',
    title: 'Hinnakiri',
    main: entry(`<h1>Hinnakiri</h1><figure class="wp-block-table"><table><tbody><tr><td>Esmane läbivaatus</td><td>45 €</td></tr><tr><td>Suuhügienisti visiit</td><td>75 €</td></tr><tr><td>Ühepinnaline täidis</td><td>65–85 €</td></tr></tbody></table></figure><p>Hambaproteesid valmistab meie partner Hambalabor Kaar OÜ (${mailto('tellimused@hambalabor-kaar.test')}).</p>`),
  });

  pages['/meie-meeskond'] = page({
    path: '/meie-meeskond',
    title: 'Meie meeskond',
    main: entry(`<h1>Meie meeskond</h1><div class="wp-block-columns team-grid">${TEAM.map(card).join('')}</div>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Naerata Hambakliinik',
        url: `${ORIGIN}/`,
        telephone: '+372 444 7720',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Rüütli 27', postalCode: '80010', addressLocality: 'Pärnu', addressCountry: 'EE' },
        founder: { '@type': 'Person', name: 'Kati Mets', jobTitle: 'hambaarst-ortodont', email: `mailto:kati@${HOST}` },
        employee: [
          { '@type': 'Person', name: 'Tiiu Sild', jobTitle: 'kliiniku juhataja', email: `mailto:tiiu@${HOST}` },
          { '@type': 'Person', name: 'Marko Kull', jobTitle: 'suukirurg', email: `mailto:marko@${HOST}` },
        ],
      },
    ],
    main: entry(
      `<h1>Kontakt</h1><p>Rüütli 27, 80010 Pärnu (sissepääs hoovist, parkimine tasuta)<br>Registratuur: ${tel('+372 444 7720')}, ${mailto(`info@${HOST}`)}</p>` +
        `<h2>Broneeri aeg</h2><form class="wpcf7-form" action="/kontakt#wpcf7-f112-o1" method="post"><p><label>Nimi<br><input type="text" name="your-name"></label></p><p><label>E-post<br><input type="email" name="your-email" placeholder="nimi@example.com"></label></p><p><label>Soovitud aeg<br><input type="text" name="aeg"></label></p><p><input type="submit" value="Saada"></p></form>`,
    ),
  });

  pages['/too'] = page({
    path: '/too',
    title: 'Tööpakkumised',
    main: entry(
      `<h1>Otsime hambaarsti assistenti</h1><p>Täistööaeg, võimalik alustada kohe. Ootame kandideerijalt eelnevat kogemust tervishoius ja head suhtlemisoskust.</p>` +
        `<p>Lisainfot ametikoha kohta annab vanemõde Merike Laas (${mailto(`merike@${HOST}`)}), kellele palume saata ka CV.</p>`,
    ),
  });

  pages['/privaatsuspoliitika'] = page({ path: '/privaatsuspoliitika', title: 'Privaatsuspoliitika', main: entry(`<h1>Privaatsuspoliitika</h1><p>Terviseandmeid töötleme tervishoiuteenuste korraldamise seaduse alusel ja hoiame neid tervise infosüsteemis.</p>`) });

  pages['/patsiendiportaal'] = page({
    path: '/patsiendiportaal',
    title: 'Patsiendiportaal',
    main: entry(`<h1>Patsiendiportaal</h1><p>Sisselogimine ID-kaardi või Mobiil-ID-ga. Tehnilised probleemid: ${mailto(`portaal@${HOST}`)}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Dental clinic in Pärnu',
    lang: 'en-GB',
    alternates: { et: '/', en: '/en' },
    main: entry(
      `<h1>A healthy smile starts with prevention</h1><p>General dentistry, orthodontics, hygiene and oral surgery under one roof, ten minutes from Pärnu beach. Many of our patients come from Finland.</p>` +
        `<p><a href="/en/meet-our-dentists">Meet our dentists</a> · <a href="/en/contact">Book an appointment</a></p>`,
    ),
  });

  pages['/en/meet-our-dentists'] = page({
    path: '/en/meet-our-dentists',
    title: 'Meet our dentists',
    lang: 'en-GB',
    main: entry(
      `<h1>Meet our dentists</h1>` +
        `<h3>Dr Kati Mets, DDS, MSc</h3><p>Orthodontist and founder of the clinic. Trained in Tartu and Helsinki. ${mailto(`kati@${HOST}`)}</p>` +
        `<h3>Dr Marko Kull, DMD, PhD</h3><p>Oral and maxillofacial surgeon, specialising in implants. ${mailto(`marko@${HOST}`)}</p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en-GB',
    main: entry(
      `<h1>Contact</h1><p>Rüütli 27, 80010 Pärnu, Estonia · ${tel('+372 444 7720')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>International patients: Kerli Saar, patient coordinator, ${tel('+372 5551 8834')}, ${mailto(`kerli@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /patsiendiportaal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}${SITEMAP_GZ}\n`,
      pages: {
        ...pages,
        [SITEMAP_GZ]: gzipXmlPage(urlset(HOST, ['/', '/teenused', '/hinnakiri', '/meie-meeskond', '/kontakt', '/too', '/en', '/en/meet-our-dentists', '/en/contact'], '2025-02-20')),
      },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        {
          address: `kati@${HOST}`,
          name: 'Kati Mets',
          title: 'hambaarst-ortodont, kliiniku asutaja',
          titleAlternatives: ['hambaarst-ortodont', 'Orthodontist and founder of the clinic', 'Orthodontist'],
          pages: ['/meie-meeskond', '/kontakt', '/en/meet-our-dentists'],
          cases: ['card', 'microdata', 'honorific', 'post-nominal', 'json-ld-person', 'json-ld-mailto', 'plain', 'hreflang', 'link-english-unlisted', ln],
        },
        {
          address: `marko@${HOST}`,
          name: 'Marko Kull',
          title: 'suu-, näo- ja lõualuukirurg',
          titleAlternatives: ['suukirurg', 'Oral and maxillofacial surgeon'],
          pages: ['/meie-meeskond', '/kontakt', '/en/meet-our-dentists'],
          cases: ['card', 'microdata', 'honorific', 'post-nominal', 'json-ld-person', 'json-ld-mailto', 'plain', 'hreflang', 'link-english-unlisted', ln],
        },
        { address: `liina@${HOST}`, name: 'Liina Pärn', title: 'suuhügienist', pages: ['/meie-meeskond'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `anneli@${HOST}`, name: 'Anneli Vaher', title: 'administraator', pages: ['/meie-meeskond'], cases: ['card', 'entities', ln] },
        { address: `tiiu@${HOST}`, name: 'Tiiu Sild', title: 'kliiniku juhataja', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-mailto', ln] },
        { address: `merike@${HOST}`, name: 'Merike Laas', title: 'vanemõde', pages: ['/too'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
        { address: `kerli@${HOST}`, name: 'Kerli Saar', title: 'patient coordinator', pages: ['/en/contact'], cases: ['label-line', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/patsiendiportaal'],
      nonAddresses: [
        { text: 'nimi@example.com', kind: 'placeholder' },
        { text: 'tellimused@hambalabor-kaar.test', kind: 'other-company' },
        { text: `portaal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
