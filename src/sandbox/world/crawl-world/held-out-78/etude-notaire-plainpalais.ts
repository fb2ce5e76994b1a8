/**
 * Étude Favre & Mottier: a notary's office at Plainpalais in Geneva, on TYPO3, in Swiss French
 * with an English home page reached only through hreflang. The two partner notaries as "Me"
 * cards (one address written with TYPO3's "(at)" substitution, the other's built by an e-mail
 * protection snippet writing it with document.write and variables), the staff as a table (one
 * address as character references), the receptionist in a definition list, and the notary for
 * English-speaking clients as "Name, Title, address" on the English home. The contact page states
 * the scheme "prenom.nom@…"; a correspondent notary in France and the client portal (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'etude-notaire-plainpalais-geneve.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Accueil'],
  ['/etude', "L'étude"],
  ['/domaines', "Domaines d'activité"],
  ['/etude/collaborateurs', 'Collaborateurs'],
  ['/contact', 'Contact'],
];

let uid = 0;
const ce = (html: string, type = 'text'): string => `<div id="c${412 + uid++ * 3}" class="frame frame-default frame-type-${type} frame-layout-0"><a id="c${412 + (uid - 1) * 3}-anchor"></a>${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Étude Favre & Mottier, notaires',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f7c2d9e1a0b3c5d6e7f8a9b0c1d2e3f-min.css.gzip?1711540212" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-a1b2c3d4e5f60718293a4b5c6d7e8f90-min.js.gzip?1711540212"></script>',
  ],
  header: (spec) =>
    `<div class="page"><header class="page-header"><a class="brand" href="${ORIGIN}/"><img src="/fileadmin/templates/img/logo-etude.svg" alt="Étude Favre &amp; Mottier" width="260"></a>` +
    (spec.lang.startsWith('en')
      ? `<nav class="mainnav"><ul><li><a href="${ORIGIN}/">Français</a></li></ul></nav>`
      : `<nav class="mainnav" aria-label="Navigation principale"><ul>${NAV.map(([h, l]) => `<li${h === spec.path ? ' class="active"' : ''}><a href="${ORIGIN}${h}">${esc(l)}</a></li>`).join('')}</ul></nav>`) +
    `</header><div class="page-content">`,
  footer: () =>
    `</div><footer class="page-footer"><div class="row"><div class="col"><p>Étude Favre &amp; Mottier<br>Boulevard du Pont-d'Arve 28<br>1205 Genève</p></div>` +
    `<div class="col"><p>T ${tel('+41 22 320 54 10')}<br>${mailto(at('etude'))}</p><p>Lundi–vendredi 8 h 30 – 12 h et 14 h – 17 h 30</p></div>` +
    `<div class="col"><p><a href="${ORIGIN}/mentions-legales">Mentions légales</a> · <a href="${ORIGIN}/protection-des-donnees">Protection des données</a> · <a href="${ORIGIN}/espace-clients">Espace clients</a></p><p>Membre de la Chambre des notaires de Genève</p></div></div></footer></div>`,
  privacyPath: { fr: `${ORIGIN}/protection-des-donnees`, en: `${ORIGIN}/protection-des-donnees` },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-CH' });

/** An e-mail protection snippet as TYPO3 extensions of the Joomla era wrote it. */
const MOTTIER_SCRIPT =
  `var prefix = 'ma' + 'il' + 'to'; var path = 'hr' + 'ef' + '='; var addy40217 = 'olivier.mottier' + '&#64;'; addy40217 = addy40217 + 'etude-notaire-plainpalais-geneve' + '&#46;' + 'test'; ` +
  `document.write('<a ' + path + '\\'' + prefix + ':' + addy40217 + '\\'>'); document.write(addy40217); document.write('<\\/a>');`;

const ALT = { fr: '/', en: '/en', 'x-default': '/' };

export function etudeNotairePlainpalais(): CrawlWorldSite {
  uid = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notaires à Genève',
    alternates: ALT,
    main:
      ce("<h1>Étude de notaires à Plainpalais</h1><p>Depuis 1987, l'étude accompagne particuliers et entreprises pour les achats immobiliers, les successions, les contrats de mariage et la constitution de sociétés.</p>") +
      ce(`<h2>Actualités</h2><p><strong>Mars 2025</strong> – Nouveaux émoluments cantonaux pour les actes de vente immobilière : nous vous renseignons volontiers.</p><p><a href="${ORIGIN}/etude">Découvrir l'étude</a></p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Notaries in Geneva',
    lang: 'en',
    alternates: ALT,
    main:
      ce('<h1>Notaries in Geneva</h1><p>Buying property in Geneva, drafting a will or setting up a company? Our office handles deeds in French, English and German.</p>') +
      ce(`<p>Thomas Keller, Notary, ${mailto(at('thomas.keller'))} – for English- and German-speaking clients.</p><p>Office hours: Monday to Friday, 8:30 am – 12 noon and 2 pm – 5:30 pm.</p>`),
  });

  const notary = (name: string, role: string, mail: string, bio: string): string =>
    `<div class="card card-notaire"><img class="card-img" src="/fileadmin/_processed_/portrait-${name.toLowerCase().split(' ').pop()}.jpg" alt=""><div class="card-body"><h3 class="card-title">Me ${esc(name)}</h3><p class="card-subtitle">${esc(role)}</p><p>${esc(bio)}</p><p class="card-mail">${mail}</p></div></div>`;

  pages['/etude'] = page({
    path: '/etude',
    title: "L'étude",
    alternates: ALT,
    main:
      ce("<h1>L'étude</h1><p>Deux notaires associés, un notaire et une équipe de cinq collaboratrices et collaborateurs.</p>") +
      ce(
        `<div class="card-group">` +
          notary('Claire Favre', 'Notaire associée', `<a href="#" data-mailto-token="nbjmup+dmbjsf/gbwsfAfuvef.opubjsf.qmbjoqbmbjt.hfofwf/uftu" data-mailto-vector="1">claire.favre(at)etude-notaire-plainpalais-geneve.test</a>`, 'Brevet de notaire en 2004, droit immobilier et successions.') +
          notary('Olivier Mottier', 'Notaire associé', `<script>${MOTTIER_SCRIPT}</script>`, 'Brevet de notaire en 2009, droit des sociétés et droit matrimonial.') +
          `</div>`,
        'textmedia',
      ) +
      ce(`<p><a href="${ORIGIN}/etude/collaborateurs">Nos collaborateurs</a></p>`),
  });

  const row = (name: string, role: string, mail: string): string => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mail}</td></tr>`;
  pages['/etude/collaborateurs'] = page({
    path: '/etude/collaborateurs',
    title: 'Collaborateurs',
    alternates: ALT,
    main:
      ce('<h1>Collaboratrices et collaborateurs</h1>') +
      ce(
        `<table class="contenttable"><thead><tr><th scope="col">Nom</th><th scope="col">Fonction</th><th scope="col">Courriel</th></tr></thead><tbody>` +
          row('Sophie Berthoud', 'Clerc de notaire', mailto(at('sophie.berthoud'))) +
          row('Marc Dupasquier', 'Juriste', mailto(at('marc.dupasquier'))) +
          row('Nadia Cherif', 'Secrétaire-comptable', `<a href="mailto:${entities(at('nadia.cherif'))}">${entities(at('nadia.cherif'))}</a>`) +
          row('Aline Perrenoud', 'Apprentie employée de commerce', mailto(at('aline.perrenoud'))) +
          `</tbody></table>`,
        'table',
      ),
  });

  pages['/domaines'] = page({
    path: '/domaines',
    title: "Domaines d'activité",
    alternates: ALT,
    main: ce("<h1>Domaines d'activité</h1><ul><li>Ventes immobilières et PPE</li><li>Successions, testaments et pactes successoraux</li><li>Contrats de mariage</li><li>Sociétés anonymes et Sàrl</li><li>Légalisations de signatures</li></ul><p>Pour un bien situé en Haute-Savoie, nous travaillons avec l'office notarial de nos confrères d'Annemasse (contact@office-notarial-annemasse.test).</p>"),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    alternates: ALT,
    main:
      ce(`<h1>Contact</h1><p>Boulevard du Pont-d'Arve 28, 1205 Genève (tram 15, arrêt Uni-Mail)</p><p>Secrétariat : ${mailto(at('etude'))} · ${tel('+41 22 320 54 10')}</p>`) +
      ce(`<dl class="contact-list"><dt>Laura Rochat</dt><dd>Responsable de la réception et des rendez-vous</dd><dd>${mailto(at('laura.rochat'))}</dd></dl>`) +
      ce(`<p class="small">Les adresses électroniques de nos collaborateurs sont construites sur le modèle prenom.nom@${HOST}. Aucun document original ne peut être transmis par courriel.</p>`),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', main: ce('<h1>Mentions légales</h1><p>Étude Favre &amp; Mottier, notaires, Boulevard du Pont-d\'Arve 28, 1205 Genève. IDE CHE-109.417.552. Les notaires sont soumis à la surveillance du Conseil d\'État.</p>') });
  pages['/protection-des-donnees'] = page({ path: '/protection-des-donnees', title: 'Protection des données', main: ce('<h1>Protection des données</h1><p>Nous traitons vos données conformément à la loi fédérale sur la protection des données (nLPD).</p>') });
  pages['/espace-clients'] = page({ path: '/espace-clients', title: 'Espace clients', main: ce(`<h1>Espace clients</h1><p>Accès sécurisé aux projets d'actes. Assistance : ${mailto(at('portail'))}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nDisallow: /espace-clients\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/etude', '/etude/collaborateurs', '/domaines', '/contact', '/mentions-legales'], '2025-03-27'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['fr', 'en'],
      addresses: [
        { address: at('etude'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: at('claire.favre'), name: 'Claire Favre', title: 'Notaire associée', pages: ['/etude'], cases: ['card', 'honorific', 'obfuscated', 'link-non-english'] },
        {
          address: at('olivier.mottier'),
          name: 'Olivier Mottier',
          title: 'Notaire associé',
          pages: ['/etude'],
          encoded: { kind: 'script', text: MOTTIER_SCRIPT },
          cases: ['card', 'honorific', 'script-protect', 'link-non-english'],
        },
        { address: at('sophie.berthoud'), name: 'Sophie Berthoud', title: 'Clerc de notaire', pages: ['/etude/collaborateurs'], cases: ['table', 'plain', 'link-non-english'] },
        { address: at('marc.dupasquier'), name: 'Marc Dupasquier', title: 'Juriste', pages: ['/etude/collaborateurs'], cases: ['table', 'plain', 'link-non-english'] },
        { address: at('nadia.cherif'), name: 'Nadia Cherif', title: 'Secrétaire-comptable', pages: ['/etude/collaborateurs'], cases: ['table', 'entities', 'link-non-english'] },
        { address: at('aline.perrenoud'), name: 'Aline Perrenoud', title: 'Apprentie employée de commerce', pages: ['/etude/collaborateurs'], cases: ['table', 'plain', 'link-non-english'] },
        { address: at('laura.rochat'), name: 'Laura Rochat', title: 'Responsable de la réception et des rendez-vous', pages: ['/contact'], cases: ['definition-list', 'plain'] },
        { address: at('thomas.keller'), name: 'Thomas Keller', title: 'Notary', pages: ['/en'], cases: ['name-title-line', 'hreflang', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `prenom.nom@${HOST}` },
      disallowed: ['/espace-clients'],
      nonAddresses: [
        { text: `prenom.nom@${HOST}`, kind: 'scheme' },
        { text: `portail@${HOST}`, kind: 'disallowed' },
        { text: 'contact@office-notarial-annemasse.test', kind: 'other-company' },
      ],
    },
  };
}
