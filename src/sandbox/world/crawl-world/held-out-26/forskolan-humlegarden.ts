/**
 * Humlegårdens förskola: a parent cooperative preschool in Uppsala, on WordPress with Elementor
 * in Swedish. The principal as "Rektor: name" on the contact page, the staff as a table with
 * "[at]" addresses, the cook in prose on a page two links deep whose address an inline script
 * puts together, the data protection officer as a label line in the privacy policy, the
 * admissions and general mailboxes; an old address left in an HTML comment, a form placeholder
 * and the staff intranet robots.txt keeps out.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'forskolan-humlegarden.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-oss/', 'Om oss'],
  ['/var-personal/', 'Vår personal'],
  ['/ansok-om-plats/', 'Ansök om plats'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Humlegårdens förskola',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
  ],
  header: () =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-container"><div class="elementor-widget-image"><a href="/"><img width="220" height="80" src="${ORIGIN}/wp-content/uploads/2023/02/humlegarden-logo.svg" alt="Humlegårdens förskola"></a></div>` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-1-huvudmeny" class="elementor-nav-menu">${MENU.map(([h, l], i) => `<li class="menu-item menu-item-${210 + i}"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="elementor elementor-location-footer" data-elementor-type="footer"><div class="elementor-container"><div class="elementor-column"><h4 class="elementor-heading-title">Humlegårdens förskola ek. för.</h4><p>Humlegårdsvägen 14, 752 36 Uppsala<br>Tel. ${tel('018-25 41 90')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="elementor-column"><ul><li><a href="/integritetspolicy/">Integritetspolicy</a></li><li><a href="/intranat/">Personalens intranät</a></li></ul><p>Org.nr 717905-2243</p></div></div></footer>`,
  privacyPath: { sv: '/integritetspolicy/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`, `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });
const el = (html: string): string => `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">${html}</div></div></div></div></section></div>`;
const obf = (local: string): string => `${local} [at] forskolan-humlegarden [dot] test`;

const STAFF: { name: string; title: string; group: string; local: string }[] = [
  { name: 'Anna Holm', title: 'Förskollärare', group: 'Blåbärsgrenen (1–3 år)', local: 'anna.holm' },
  { name: 'Johan Ek', title: 'Barnskötare', group: 'Blåbärsgrenen (1–3 år)', local: 'johan.ek' },
  { name: 'Leila Haddad', title: 'Förskollärare', group: 'Lingonriset (3–5 år)', local: 'leila.haddad' },
  { name: 'Ahmed Yusuf', title: 'Barnskötare', group: 'Lingonriset (3–5 år)', local: 'ahmed.yusuf' },
  { name: 'Sofia Berg', title: 'Specialpedagog', group: 'Hela förskolan', local: 'sofia.berg' },
];

const MAJA_SCRIPT = `<script>var mn='maja.nordstrom'; var md='forskolan-humlegarden'+'.'+'test'; document.write('<a href="mai'+'lto:'+mn+'@'+md+'">'+mn+'@'+md+'</a>');</script>`;

export function forskolanHumlegarden(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Välkommen',
    main: el(
      `<h1>Välkommen till Humlegårdens förskola</h1><p>Vi är en föräldrakooperativ förskola i Luthagen med två avdelningar och 38 barn. Vi är mycket ute – i skogen bakom Stadsträdgården, i odlingslådorna och på gården.</p>` +
        `<p><a href="/om-oss/">Läs mer om hur vi arbetar</a> eller <a href="/ansok-om-plats/">ställ ditt barn i kö</a>.</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: el(
      `<h1>Om oss</h1><p>Humlegården startade 1989 som föräldrakooperativ. Föräldrarna sitter i styrelsen och hjälper till med städning och fixardagar två gånger om året.</p>` +
        `<ul><li><a href="/om-oss/maltider/">Mat och måltider</a></li><li><a href="/var-personal/">Personalen</a></li></ul>`,
    ),
  });

  pages['/om-oss/maltider'] = page({
    path: '/om-oss/maltider',
    title: 'Mat och måltider',
    main: el(
      `<h1>Mat och måltider</h1><p>All mat lagas från grunden i vårt eget kök, med mycket vegetariskt och ekologiskt. Matsedeln sitter på anslagstavlan i hallen.</p>` +
        `<p>Har ditt barn en allergi eller behöver specialkost? Prata med vår kock Maja Nordström – du når henne på ${MAJA_SCRIPT}<noscript>(aktivera JavaScript för att se adressen)</noscript> eller i köket före kl. 10.</p>`,
    ),
  });

  pages['/var-personal'] = page({
    path: '/var-personal',
    title: 'Vår personal',
    main: el(
      `<h1>Vår personal</h1><p>Alla pedagoger nås enklast via e-post. Vid sjukanmälan – ring avdelningens telefon före kl. 8.</p>` +
        `<table class="tablepress"><thead><tr><th>Namn</th><th>Roll</th><th>Avdelning</th><th>E-post</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${esc(s.group)}</td><td>${esc(obf(s.local))}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/ansok-om-plats'] = page({
    path: '/ansok-om-plats',
    title: 'Ansök om plats',
    main: el(
      `<h1>Ansök om plats</h1><p>Ställ ditt barn i kö via Uppsala kommuns e-tjänst och skicka samtidigt ett mejl till oss, så bjuder vi in till ett besök. Frågor om kön: ${mailto(`antagning@${HOST}`)}.</p>` +
        `<form class="elementor-form" method="post" name="Intresseanmälan"><label for="form-field-namn">Förälderns namn</label><input type="text" id="form-field-namn" name="form_fields[namn]"><label for="form-field-email">E-post</label><input type="email" id="form-field-email" name="form_fields[email]" placeholder="namn@exempel.se"><button type="submit" class="elementor-button">Skicka</button></form>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: el(
      `<h1>Kontakt</h1><p>Besöksadress: Humlegårdsvägen 14, Uppsala. Blåbärsgrenen ${tel('018-25 41 91')}, Lingonriset ${tel('018-25 41 92')}.</p>` +
        `<!-- gammal adress, vidarebefordras till och med juni: forestandare@${HOST} -->` +
        `<p><strong>Rektor:</strong> Karin Lindqvist, ${mailto(`karin.lindqvist@${HOST}`)}, ${tel('070-318 22 45')}</p>` +
        `<p>Frågor om fakturor och avgifter skickas till kooperativets kassör via ${mailto(`info@${HOST}`)}.</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    main: el(
      `<h1>Integritetspolicy</h1><p>Humlegårdens förskola ek. för. är personuppgiftsansvarig för de uppgifter vi behandlar om barn och vårdnadshavare.</p>` +
        `<p>Dataskyddsombud: Per Axelsson, styrelseledamot, Humlegårdsvägen 14, 752 36 Uppsala, ${mailto(`per.axelsson@${HOST}`)}</p>`,
    ),
  });

  pages['/wp-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/om-oss/', '/om-oss/maltider/', '/var-personal/', '/ansok-om-plats/', '/kontakt/', '/integritetspolicy/'], '2025-08-18'));
  pages['/intranat'] = page({ path: '/intranat', title: 'Intranät', main: el(`<h1>Personalens intranät</h1><p>Schema, vikarielista och rutiner. Vikarieanmälan: ${mailto(`vikarie@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /intranat/\nDisallow: /intranat\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `antagning@${HOST}`, name: null, title: null, pages: ['/ansok-om-plats'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `karin.lindqvist@${HOST}`, name: 'Karin Lindqvist', title: 'Rektor', pages: ['/kontakt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/var-personal'], cases: ['table', 'obfuscated', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        {
          address: `maja.nordstrom@${HOST}`,
          name: 'Maja Nordström',
          title: 'kock',
          pages: ['/om-oss/maltider'],
          encoded: { kind: 'script', text: MAJA_SCRIPT },
          cases: ['prose', 'script-concat', 'deep-page', 'link-non-english'],
        },
        { address: `per.axelsson@${HOST}`, name: 'Per Axelsson', title: 'Dataskyddsombud', titleAlternatives: ['styrelseledamot'], pages: ['/integritetspolicy'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `forestandare@${HOST}`, kind: 'comment' },
        { text: `vikarie@${HOST}`, kind: 'disallowed' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
