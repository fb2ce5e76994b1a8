/**
 * Coopérative acéricole des Appalaches: a maple-syrup cooperative in Beauce, Québec, on Drupal 10,
 * Québec French with an English page. The management team as a Drupal view marked up in RDFa
 * with Québec post-nominals (MBA, agr., CPA), the members' service as a label line, the sugar
 * master's address written by String.fromCharCode, an export director only in the Organization's
 * JSON-LD (a department's employee), a press release listed only in the gzip sitemap; the
 * members' extranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, type PageSpec, type Theme, urlset } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'coop-acericole-appalaches.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Coopérative acéricole des Appalaches',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xq3pLw0aR2v.css?delta=0&amp;language=fr&amp;theme=olivero">`,
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu: [string, string][] = en
      ? [['/', 'Accueil (FR)'], ['/en', 'In English']]
      : [['/', 'Accueil'], ['/la-cooperative/equipe-de-direction', 'Équipe de direction'], ['/cabane-a-sucre', 'Cabane à sucre'], ['/nous-joindre', 'Nous joindre'], ['/en', 'English']];
    return `<header role="banner" class="site-header"><div class="site-branding"><a href="/" rel="home">Coopérative acéricole des Appalaches</a></div><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu"><ul class="menu menu--level-1">${menu.map(([h, l]) => `<li class="menu__item"><a href="${h}" class="menu__link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-bottom"><p>Coopérative acéricole des Appalaches · 1240, route du Président-Kennedy, Saint-Georges (Québec) G5Z 0B4 · ${tel('418 555-0140')}</p>` +
    `<p><a href="/extranet-membres">Extranet des membres</a> · <a href="/politique-de-confidentialite">Politique de confidentialité</a></p></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite', en: '/politique-de-confidentialite' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-CA', main: `<div class="layout-content"><article class="node node--type-page">${spec.main}</article></div>` });

type Person = { shown: string; name: string; title: string; local: string; postNominal?: boolean };
const DIRECTION: Person[] = [
  { shown: 'Geneviève Lachance, MBA', name: 'Geneviève Lachance', title: 'Directrice générale', local: 'genevieve.lachance', postNominal: true },
  { shown: 'Étienne Bolduc, agr.', name: 'Étienne Bolduc', title: 'Agronome-conseil, érablières membres', local: 'etienne.bolduc', postNominal: true },
  { shown: 'Nathalie Poulin, CPA', name: 'Nathalie Poulin', title: 'Contrôleuse financière', local: 'nathalie.poulin', postNominal: true },
  { shown: 'Sylvain Gagnon', name: 'Sylvain Gagnon', title: "Responsable de la qualité et du classement du sirop", local: 'sylvain.gagnon' },
];

export function acericoleAppalaches(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { 'fr-CA': '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Du sirop d’érable pur, de nos érablières à votre table',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Coopérative acéricole des Appalaches',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        department: [
          {
            '@type': 'Organization',
            name: 'Ventes à l’exportation',
            employee: [{ '@type': 'Person', name: 'Denis Côté', jobTitle: 'Directeur des ventes à l’exportation', email: `denis.cote@${HOST}` }],
          },
        ],
      },
    ],
    main: `<h1>Du sirop d’érable pur, de nos érablières à votre table</h1><p>Fondée en 1978, notre coopérative regroupe 212 producteurs acéricoles de la Beauce et des Etchemins. Questions générales : ${mailto(`info@${HOST}`)}</p>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Pure maple syrup from the Appalachians',
    lang: 'en-CA',
    alternates: ALT,
    main: `<h1>Pure maple syrup from the Appalachians</h1><p>212 family sugarbushes in Beauce, Québec. For general enquiries, write to ${mailto(`info@${HOST}`)}.</p>`,
  });
  pages['/la-cooperative/equipe-de-direction'] = page({
    path: '/la-cooperative/equipe-de-direction',
    title: 'Équipe de direction',
    main:
      `<h1>Équipe de direction</h1><div class="views-view view-equipe" vocab="http://schema.org/">` +
      DIRECTION.map(
        (d) =>
          `<div class="views-row" typeof="Person"><h3 property="name" content="${esc(d.name)}">${esc(d.shown)}</h3><div class="field field--name-field-poste" property="jobTitle">${esc(d.title)}</div>` +
          `<div class="field field--name-field-courriel"><a href="mailto:${d.local}@${HOST}" property="email">${d.local}@${HOST}</a></div></div>`,
      ).join('') +
      `</div>`,
  });
  pages['/nous-joindre'] = page({
    path: '/nous-joindre',
    title: 'Nous joindre',
    main:
      `<h1>Nous joindre</h1><p>Heures d’ouverture : du lundi au vendredi, de 8 h 30 à 16 h 30.</p>` +
      `<p>Service aux membres : Chantal Roy, coordonnatrice aux services aux membres, ${tel('418 555-0142')}, ${mailto(`chantal.roy@${HOST}`)}</p>` +
      `<p>Inscription à l’infolettre : <input type="email" name="courriel" placeholder="votre.courriel@exemple.com"></p>` +
      `<p>Transport des barils : Transports Beauce-Nord inc. (repartition@transportsbeaucenord.ca)</p>`,
  });
  pages['/cabane-a-sucre'] = page({
    path: '/cabane-a-sucre',
    title: 'Cabane à sucre',
    main:
      `<h1>Visites de la cabane à sucre</h1><p>De la mi-mars à la fin avril, nous accueillons les groupes scolaires à notre érablière-école de Saint-Prosper.</p>` +
      `<p>Réjean Pelletier, maître sucrier, <span id="ml-rp"></span><script>var rp=String.fromCharCode(${charCodes(`rejean.pelletier@${HOST}`)});document.getElementById('ml-rp').innerHTML='<a href="mailto:'+rp+'">'+rp+'</a>';</script></p>`,
  });
  pages['/communiques/recolte-2025-record'] = page({
    path: '/communiques/recolte-2025-record',
    title: 'Récolte 2025 : une saison record',
    main: `<h1>Récolte 2025 : une saison record</h1><p>Saint-Georges, le 12 mai 2025 – Les membres de la coopérative ont produit 9,4 millions de livres de sirop ce printemps.</p><p>Pour toute demande d’entrevue, communiquez avec Josée Bergeron, conseillère en communication, à ${mailto(`josee.bergeron@${HOST}`)}.</p>`,
  });
  pages['/extranet-membres'] = page({ path: '/extranet-membres', title: 'Extranet des membres', main: `<h1>Extranet</h1><p>Soutien technique : ${mailto(`extranet@${HOST}`)}</p>` });
  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: `<h1>Politique de confidentialité</h1><p>Conforme à la Loi 25.</p>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/en', '/la-cooperative/equipe-de-direction', '/nous-joindre', '/cabane-a-sucre', '/communiques/recolte-2025-record']));

  const d = (p: Person) => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    pages: ['/la-cooperative/equipe-de-direction'],
    cases: ['rdfa', 'card', 'plain', 'link-non-english', ...(p.postNominal ? ['post-nominal'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /extranet-membres\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['fr', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/en'], cases: ['role', 'plain'] },
        ...DIRECTION.map(d),
        { address: `chantal.roy@${HOST}`, name: 'Chantal Roy', title: 'coordonnatrice aux services aux membres', pages: ['/nous-joindre'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `denis.cote@${HOST}`, name: 'Denis Côté', title: 'Directeur des ventes à l’exportation', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        {
          address: `rejean.pelletier@${HOST}`,
          name: 'Réjean Pelletier',
          title: 'maître sucrier',
          pages: ['/cabane-a-sucre'],
          encoded: { kind: 'charcodes', text: charCodes(`rejean.pelletier@${HOST}`) },
          cases: ['name-title-line', 'script-charcode', 'link-non-english'],
        },
        { address: `josee.bergeron@${HOST}`, name: 'Josée Bergeron', title: 'conseillère en communication', pages: ['/communiques/recolte-2025-record'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/extranet-membres'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'votre.courriel@exemple.com', kind: 'placeholder' },
        { text: 'repartition@transportsbeaucenord.ca', kind: 'other-company' },
      ],
    },
  };
}
