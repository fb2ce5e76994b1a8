/**
 * Ålands Seglarskola: a sailing school in Mariehamn, on WordPress, in Swedish with a Finnish
 * section that only the hreflang alternates lead to. The staff as Gutenberg team cards (one
 * address written as character references by an e-mail encoder plugin, the office clerk's behind
 * a document.write "protect e-mail" snippet with variables); the Finnish contact page as "Name,
 * title, address" lines and the Finnish course page naming its senior instructor in prose; the
 * junior camp's mailbox beside the junior leader's name. An old treasurer's address in an HTML
 * comment, the retina logo and the members' pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'seglarskola-mariehamn.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sv: [
    ['/', 'Hem'],
    ['/kurser', 'Kurser'],
    ['/om-oss', 'Om oss'],
    ['/personal', 'Personal'],
    ['/kontakt', 'Kontakt'],
  ],
  fi: [
    ['/fi', 'Etusivu'],
    ['/fi/kurssit', 'Kurssit'],
    ['/fi/yhteystiedot', 'Yhteystiedot'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Ålands Seglarskola',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">`,
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) => {
    const lang = p.lang === 'fi' ? 'fi' : 'sv';
    return (
      `<header class="site-header ast-primary-header-bar" id="masthead"><div class="site-branding"><a href="${lang === 'fi' ? '/fi' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/02/seglarskola-logo.png" srcset="/wp-content/uploads/2023/02/seglarskola-logo.png 1x, /wp-content/uploads/2023/02/seglarskola-logo@2x.png 2x" class="custom-logo" alt="Ålands Seglarskola"></a></div>` +
      `<nav class="main-header-bar-navigation" aria-label="Huvudmeny"><ul id="primary-menu" class="main-header-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer" id="colophon"><div class="footer-widget-area"><section class="widget"><h2 class="widget-title">${p.lang === 'fi' ? 'Ota yhteyttä' : 'Kontakt'}</h2><p>Ålands Seglarskola r.f.<br>Västra hamnen, Sjökvarteret 4<br>AX-22100 Mariehamn<br>${tel('+358 18 531 200')}<br>${mailto(`info@${HOST}`)}</p></section>` +
    `<section class="widget"><h2 class="widget-title">${p.lang === 'fi' ? 'Toimisto' : 'Kansliet'}</h2><p>${p.lang === 'fi' ? 'ma–to 9–15, kesällä joka päivä 8–18' : 'mån–tors 9–15, sommartid alla dagar 8–18'}</p><p><a href="/medlem">Medlemssidor</a> · <a href="/integritetspolicy">Integritetspolicy</a></p></section></div>` +
    `<div class="ast-small-footer">© 2025 Ålands Seglarskola r.f. · FO-nummer 1023456-7</div></footer>`,
  privacyPath: { sv: '/integritetspolicy', fi: '/integritetspolicy' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const wrap = (html: string): string => `<div class="entry-content clear" itemprop="text">${html}</div>`;
const ALT = { sv: '/', fi: '/fi', 'x-default': '/' };

/** The office clerk's address as a "protect e-mail" plugin writes it. */
const ANNIKA_JS =
  `<script type="text/javascript">\n` +
  `var prefix = 'ma' + 'il' + 'to';\n` +
  `var path = 'hr' + 'ef' + '=';\n` +
  `var addy48213 = 'annika' + '@';\n` +
  `addy48213 = addy48213 + 'seglarskola-mariehamn' + '.' + 'test';\n` +
  `document.write('<a ' + path + '\\'' + prefix + ':' + addy48213 + '\\'>');\n` +
  `document.write(addy48213);\n` +
  `document.write('<\\/a>');\n` +
  `</script><noscript>Den här e-postadressen skyddas mot spambotar.</noscript>`;

const card = (name: string, title: string, email: string, img: string, bio: string): string =>
  `<div class="wp-block-column team-member"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2024/04/${img}.jpg" alt="${esc(name)}"></figure>` +
  `<h3 class="wp-block-heading">${esc(name)}</h3><p class="has-small-font-size"><strong>${esc(title)}</strong></p><p>${esc(bio)}</p><p>${email}</p></div>`;

export function seglarskolaMariehamn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Segling för alla åldrar',
    alternates: ALT,
    main: wrap(
      `<h1>Lär dig segla i Ålands skärgård</h1><p>Sedan 1978 har vi lärt barn, ungdomar och vuxna att segla från vår bas i Västra hamnen. Kurserna hålls på svenska och finska, i jolle, kölbåt och på vår skolbåt S/Y Kobba.</p>` +
        `<h2>Aktuellt</h2><article><h3>Anmälan till sommarens kurser är öppen</h3><p><time datetime="2025-03-03">3 mars 2025</time> – Juniorlägret vecka 27 och kölbåtskursen i juni fylls snabbt. <a href="/kurser">Se alla kurser</a>.</p></article>` +
        `<article><h3>Sjösättning av skolbåtarna</h3><p><time datetime="2025-02-18">18 februari 2025</time> – Talkodagen blir lördag 10 maj kl. 10. Ta med arbetshandskar, vi bjuder på soppa.</p></article>`,
    ),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: wrap(
      `<h1>Kurser 2025</h1><figure class="wp-block-table"><table><thead><tr><th>Kurs</th><th>Datum</th><th>Pris</th></tr></thead><tbody>` +
        `<tr><td>Optimist, nybörjare (7–11 år)</td><td>16–20 juni</td><td>240 €</td></tr><tr><td>Juniorläger i jolle</td><td>30 juni–4 juli</td><td>320 €</td></tr><tr><td>Kölbåt för vuxna</td><td>9–13 juni</td><td>420 €</td></tr><tr><td>Skepparkurs med övernattning</td><td>4–8 augusti</td><td>690 €</td></tr></tbody></table></figure>` +
        `<p>Bokningar och avbokningar: ${mailto(`bokning@${HOST}`)} eller ${tel('+358 18 531 201')}. Avbokning senast 14 dagar före kursstart ger full återbetalning.</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: wrap(
      `<h1>Om Ålands Seglarskola</h1><p>Seglarskolan är en ideell förening med drygt 400 medlemmar. Vi har sju jollar, tre kölbåtar och skolbåten Kobba, en Hallberg-Rassy 352 som föreningen köpte 2019.</p>` +
        `<h2>Juniorverksamheten</h2><p>Juniorverksamheten leds av Linda Holmberg, som själv började segla hos oss som nioåring. Anmälningar och frågor om juniorlägret skickas till ${mailto(`junior@${HOST}`)}.</p>` +
        `<p>Föreningens styrelse väljs på årsmötet i mars. Protokollen finns på medlemssidorna.</p>`,
    ),
  });

  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main: wrap(
      `<h1>Vår personal</h1><p>Under högsäsongen är vi ett tjugotal instruktörer; här är de som finns på plats året runt.</p><div class="wp-block-columns team-grid">` +
        card('Johan Eriksson', 'Rektor', mailto(`johan@${HOST}`), 'johan', 'Yrkesskeppare och seglare sedan barnsben. Ansvarar för kursutbudet och säkerheten.') +
        card('Maria Sundblom', 'Seglingsinstruktör', `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(`maria@${HOST}`)}">${entities(`maria@${HOST}`)}</a>`, 'maria', 'Håller i jollekurserna och tävlingsträningen.') +
        card('Stefan Lindqvist', 'Hamnkapten', mailto(`stefan@${HOST}`), 'stefan', 'Har hand om bryggplatser, gästhamnen och båtparken.') +
        card('Mikael Karlsson', 'Båtsman och materialansvarig', mailto(`mikael@${HOST}`), 'mikael', 'Lagar det som går sönder, och det mesta gör det.') +
        card('Annika Mattsson', 'Kanslist', ANNIKA_JS, 'annika', 'Sköter medlemsregister, fakturor och kursintyg.') +
        `</div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: wrap(
      `<h1>Kontakta oss</h1><p>Du hittar oss i det röda båthuset längst ut på Sjökvarterets brygga.</p><p>Allmänna frågor: ${mailto(`info@${HOST}`)}<br>Kursbokning: ${mailto(`bokning@${HOST}`)}<br>Telefon: ${tel('+358 18 531 200')}</p>` +
        `<!-- Kassör (tillfälligt ur bruk): kassor@${HOST} -->` +
        `<h2>Öppettider</h2><p>Måndag–torsdag 9–15. 1.6–31.8 alla dagar 8–18.</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: wrap(`<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Ålands Seglarskola r.f. Vi sparar deltagaruppgifter i högst tre år efter avslutad kurs.</p>`) });

  pages['/medlem'] = page({ path: '/medlem', title: 'Medlemssidor', main: wrap(`<h1>Medlemssidor</h1><p>Logga in för protokoll och bokning av klubbåtar. Problem med inloggningen? Skriv till ${mailto(`webb@${HOST}`)}.</p>`) });

  pages['/fi'] = page({
    path: '/fi',
    title: 'Purjehdusta kaikenikäisille',
    lang: 'fi',
    alternates: ALT,
    main: wrap(
      `<h1>Opi purjehtimaan Ahvenanmaan saaristossa</h1><p>Järjestämme suomenkielisiä kursseja lapsille ja aikuisille kesä–elokuussa Maarianhaminan Länsisatamassa.</p><p><a href="/fi/kurssit">Kurssit 2025</a> · <a href="/fi/yhteystiedot">Yhteystiedot</a></p>`,
    ),
  });

  pages['/fi/kurssit'] = page({
    path: '/fi/kurssit',
    title: 'Kurssit',
    lang: 'fi',
    main: wrap(
      `<h1>Kurssit 2025</h1><ul><li>Optimistikurssi aloittelijoille 16.–20.6.</li><li>Kölivenekurssi aikuisille 9.–13.6.</li><li>Päällikkökurssi 4.–8.8.</li></ul>` +
        `<p>Kesäkuun kölivenekurssin vetää vanhempi purjehdusopettaja Kaisa Nurmi, jolle voit lähettää kysymyksiä osoitteeseen ${mailto(`kaisa@${HOST}`)}.</p>`,
    ),
  });

  pages['/fi/yhteystiedot'] = page({
    path: '/fi/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: wrap(
      `<h1>Yhteystiedot</h1><p>Ålands Seglarskola r.f., Västra hamnen, Sjökvarteret 4, 22100 Maarianhamina · ${tel('+358 18 531 200')}</p>` +
        `<p>Johan Eriksson, rehtori, ${mailto(`johan@${HOST}`)}</p><p>Pekka Virtanen, purjehdusopettaja (suomenkieliset ryhmät), ${mailto(`pekka@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /medlem\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kurser', '/om-oss', '/personal', '/kontakt', '/integritetspolicy'], '2025-03-03'),
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['sv', 'fi'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `bokning@${HOST}`, name: null, title: null, pages: ['/kurser', '/kontakt'], cases: ['role', 'plain', ln] },
        { address: `junior@${HOST}`, name: null, title: null, pages: ['/om-oss'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `johan@${HOST}`, name: 'Johan Eriksson', title: 'Rektor', titleAlternatives: ['rehtori'], pages: ['/personal', '/fi/yhteystiedot'], cases: ['card', 'name-title-line', 'plain', 'hreflang', ln] },
        { address: `maria@${HOST}`, name: 'Maria Sundblom', title: 'Seglingsinstruktör', pages: ['/personal'], cases: ['card', 'entities', ln] },
        { address: `stefan@${HOST}`, name: 'Stefan Lindqvist', title: 'Hamnkapten', pages: ['/personal'], cases: ['card', 'plain', ln] },
        { address: `mikael@${HOST}`, name: 'Mikael Karlsson', title: 'Båtsman och materialansvarig', pages: ['/personal'], cases: ['card', 'plain', ln] },
        {
          address: `annika@${HOST}`,
          name: 'Annika Mattsson',
          title: 'Kanslist',
          pages: ['/personal'],
          encoded: { kind: 'script', text: ANNIKA_JS.slice(0, ANNIKA_JS.indexOf('<noscript>')) },
          cases: ['card', 'script-protect', ln],
        },
        { address: `kaisa@${HOST}`, name: 'Kaisa Nurmi', title: 'vanhempi purjehdusopettaja', pages: ['/fi/kurssit'], cases: ['prose', 'plain', 'hreflang', 'deep-page', ln] },
        {
          address: `pekka@${HOST}`,
          name: 'Pekka Virtanen',
          title: 'purjehdusopettaja (suomenkieliset ryhmät)',
          titleAlternatives: ['purjehdusopettaja'],
          pages: ['/fi/yhteystiedot'],
          cases: ['name-title-line', 'plain', 'hreflang', 'deep-page', ln],
        },
      ],
      pattern: '{first}',
      disallowed: ['/medlem'],
      nonAddresses: [
        { text: `kassor@${HOST}`, kind: 'comment' },
        { text: `webb@${HOST}`, kind: 'disallowed' },
        { text: 'seglarskola-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
