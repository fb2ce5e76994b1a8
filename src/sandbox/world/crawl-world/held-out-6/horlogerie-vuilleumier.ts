/**
 * Horlogerie Vuilleumier: a watch repair and restoration workshop in La Chaux-de-Fonds, French
 * with one Swiss German page reached only through the hreflang alternates. A hand-written site
 * kept by the owner's nephew: the workshop team as a definition list with "[at]" addresses, the
 * front desk in microdata, the workshop's address spelt by String.fromCharCode, an apprenticeship
 * page listed only in a child of the sitemap index robots.txt names (it states the address
 * scheme), and a trade area for jewellers robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'horlogerie-vuilleumier.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'prenom.nom@horlogerie-vuilleumier.test';
const COMMENTED = 'marc.tissot@horlogerie-vuilleumier.test';
const ATELIER_CODES = charCodes('atelier@horlogerie-vuilleumier.test');

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-atelier', 'L’atelier'],
  ['/services', 'Services et tarifs'],
  ['/equipe', 'Notre équipe'],
  ['/nous-trouver', 'Nous trouver'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Horlogerie Vuilleumier',
  head: ['<link rel="stylesheet" href="/css/style.css">', '<link rel="shortcut icon" href="/favicon.ico">'],
  header: (page) =>
    `<div id="entete"><a href="/"><img src="/images/logo.png" srcset="/images/logo@2x.png 2x" alt="Horlogerie Vuilleumier" width="300" height="80"></a>\n` +
    (page.lang === 'de' ? '' : `<div id="menu">${MENU.map(([href, label]) => `<a href="${href}"${href === page.path ? ' class="actif"' : ''}>${esc(label)}</a>`).join(' | ')}</div>`) +
    `</div>`,
  footer: () =>
    `<div id="pied">Horlogerie Vuilleumier Sàrl – Rue Jaquet-Droz 27 – 2300 La Chaux-de-Fonds – 032 913 44 08<br>` +
    `<a href="/espace-pro">Espace professionnels</a> – <a href="/mentions-legales">Mentions légales</a><br><small>Dernière mise à jour : 3 février 2025</small></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const ATELIER_SCRIPT = `var a = String.fromCharCode(${ATELIER_CODES}); document.write('<a href="mailto:' + a + '">' + a + '</a>');`;

export function horlogerieVuilleumier(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Réparation et restauration de montres',
    lang: 'fr-CH',
    alternates: { 'fr-CH': '/', 'de-CH': '/de' },
    main:
      `<h1>Réparation et restauration de montres depuis 1962</h1>\n` +
      `<p>Révision de montres mécaniques et automatiques, remplacement de verres et de piles, restauration de montres de poche et de pendules neuchâteloises. Devis gratuit, délai moyen de quatre semaines.</p>\n` +
      `<p><img src="/images/etabli.jpg" srcset="/images/etabli@2x.jpg 2x" alt="L’établi"></p>\n` +
      `<p>Horaires : mardi à vendredi 9h–12h et 14h–18h, samedi 9h–12h.</p>`,
  });

  pages['/l-atelier'] = page({
    path: '/l-atelier',
    title: 'L’atelier',
    lang: 'fr-CH',
    main:
      `<h1>L’atelier</h1>\n` +
      `<p>Fondé en 1962 par Charles Vuilleumier au rez-de-chaussée d’un immeuble horloger de la rue Jaquet-Droz, l’atelier est repris en 1991 par son fils Jean-Luc. Nous y travaillons toujours sur les établis d’origine, face aux fenêtres en longueur.</p>\n` +
      `<!-- ancien apprenti, ne plus afficher : ${COMMENTED} -->\n` +
      `<p>Nous ne sommes pas un service après-vente de marque : pour une montre sous garantie, adressez-vous au fabricant (par exemple ${mailto('sav@manufacture-du-jura.test')}).</p>`,
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services et tarifs',
    lang: 'fr-CH',
    main:
      `<h1>Services et tarifs</h1><table border="1" cellpadding="4"><tr><th>Prestation</th><th>Prix indicatif</th></tr>` +
      `<tr><td>Révision complète montre mécanique</td><td>dès CHF 280.–</td></tr><tr><td>Révision chronographe</td><td>dès CHF 420.–</td></tr>` +
      `<tr><td>Changement de pile et contrôle d’étanchéité</td><td>CHF 25.–</td></tr><tr><td>Restauration de pendule</td><td>sur devis</td></tr></table>`,
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Notre équipe',
    lang: 'fr-CH',
    main:
      `<h1>Notre équipe</h1>\n<dl class="equipe">\n` +
      `<dt>M. Jean-Luc Vuilleumier</dt>\n<dd>Maître horloger, fondateur de l’atelier actuel</dd>\n<dd>jean-luc.vuilleumier [at] horlogerie-vuilleumier [dot] test</dd>\n` +
      `<dt>Mme Sandrine Jaquet</dt>\n<dd>Horlogère rhabilleuse, responsable de l’atelier</dd>\n<dd>sandrine.jaquet [at] horlogerie-vuilleumier [dot] test</dd>\n` +
      `<dt>M. Loïc Perrenoud</dt>\n<dd>Horloger, montres anciennes et pendulerie</dd>\n<dd>${mailto('loic.perrenoud@horlogerie-vuilleumier.test')}</dd>\n` +
      `</dl>\n<p>Photos : Studio Lumen, Le Locle.</p>`,
  });

  pages['/nous-trouver'] = page({
    path: '/nous-trouver',
    title: 'Nous trouver',
    lang: 'fr-CH',
    main:
      `<h1>Nous trouver</h1>\n` +
      `<div itemscope itemtype="https://schema.org/LocalBusiness"><p><b itemprop="name">Horlogerie Vuilleumier Sàrl</b><br>` +
      `<span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Rue Jaquet-Droz 27</span><br><span itemprop="postalCode">2300</span> <span itemprop="addressLocality">La Chaux-de-Fonds</span></span><br>` +
      `Tél. <span itemprop="telephone">032 913 44 08</span> – <a itemprop="email" href="mailto:accueil@horlogerie-vuilleumier.test">accueil@horlogerie-vuilleumier.test</a></p>\n` +
      `<p itemprop="employee" itemscope itemtype="https://schema.org/Person">Réception, devis et suivi des réparations : <span itemprop="name">Valérie Droz</span> (<span itemprop="jobTitle">réceptionniste</span>), <a itemprop="email" href="mailto:valerie.droz@horlogerie-vuilleumier.test">valerie.droz@horlogerie-vuilleumier.test</a></p></div>\n` +
      `<p>Pour envoyer une montre par la poste, écrivez d’abord à l’atelier : <script type="text/javascript">${ATELIER_SCRIPT}</script></p>\n` +
      `<form action="/nous-trouver" method="post"><p>Votre e-mail : <input type="text" name="email" value="" placeholder="votre.adresse@exemple.ch"></p><p>Votre message : <textarea name="msg"></textarea></p><p><input type="submit" value="Envoyer"></p></form>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr-CH',
    main: `<h1>Mentions légales</h1><p>Horlogerie Vuilleumier Sàrl, Rue Jaquet-Droz 27, 2300 La Chaux-de-Fonds. IDE CHE-123.456.789. Gérant : Jean-Luc Vuilleumier.</p>`,
  });

  pages['/de'] = page({
    path: '/de',
    title: 'Uhrenreparatur in La Chaux-de-Fonds',
    lang: 'de-CH',
    alternates: { 'fr-CH': '/', 'de-CH': '/de' },
    main:
      `<h1>Uhrenreparatur und Restaurierung</h1><p>Wir revidieren mechanische Uhren aller Marken und restaurieren Taschenuhren und Pendulen. Ihre Ansprechpartnerin für Aufträge aus der Deutschschweiz:</p>\n` +
      `<p>Frau Ursula Brunner, Kundendienst, ${mailto('ursula.brunner@horlogerie-vuilleumier.test')}, Tel. 032 913 44 09</p><p><a href="/">Version française</a></p>`,
  });

  pages['/emplois'] = page({
    path: '/emplois',
    title: 'Apprentissage',
    lang: 'fr-CH',
    main:
      `<h1>Apprentissage d’horloger·ère praticien·ne (AFP)</h1><p>Nous formons un·e apprenti·e tous les deux ans, en collaboration avec le CIFOM. Prochaine place : août 2026.</p>\n` +
      `<p>Envoyez votre dossier (lettre, CV, bulletins) à ${mailto('apprentissage@horlogerie-vuilleumier.test')}. Si vous avez déjà fait un stage chez nous, vous pouvez écrire directement à votre maître de stage : nos adresses sont toutes sur le modèle ${SCHEME}.</p>`,
  });

  pages['/espace-pro'] = page({
    path: '/espace-pro',
    title: 'Espace professionnels',
    lang: 'fr-CH',
    main: `<h1>Espace professionnels</h1><p>Tarifs bijoutiers et détaillants. Identifiants : ${mailto('pro@horlogerie-vuilleumier.test')}</p>`,
  });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/l-atelier', '/services', '/equipe', '/nous-trouver', '/mentions-legales', '/de'], '2025-02-03'));
  pages['/sitemap-emplois.xml'] = xmlPage(urlset(HOST, ['/emplois'], '2025-02-03'));
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-emplois.xml'], '2025-02-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-pro\nDisallow: /stats/\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['fr', 'de'],
      addresses: [
        {
          address: 'jean-luc.vuilleumier@horlogerie-vuilleumier.test',
          name: 'Jean-Luc Vuilleumier',
          title: 'Maître horloger, fondateur de l’atelier actuel',
          titleAlternatives: ['Maître horloger', 'Maître horloger, fondateur'],
          pages: ['/equipe'],
          cases: ['definition-list', 'honorific', 'obfuscated', 'link-non-english'],
        },
        {
          address: 'sandrine.jaquet@horlogerie-vuilleumier.test',
          name: 'Sandrine Jaquet',
          title: 'Horlogère rhabilleuse, responsable de l’atelier',
          titleAlternatives: ['Horlogère rhabilleuse', 'responsable de l’atelier'],
          pages: ['/equipe'],
          cases: ['definition-list', 'honorific', 'obfuscated', 'link-non-english'],
        },
        {
          address: 'loic.perrenoud@horlogerie-vuilleumier.test',
          name: 'Loïc Perrenoud',
          title: 'Horloger, montres anciennes et pendulerie',
          titleAlternatives: ['Horloger'],
          pages: ['/equipe'],
          cases: ['definition-list', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'valerie.droz@horlogerie-vuilleumier.test', name: 'Valérie Droz', title: 'réceptionniste', titleAlternatives: ['Réception, devis et suivi des réparations'], pages: ['/nous-trouver'], cases: ['microdata', 'label-line', 'plain', 'link-non-english'] },
        { address: 'ursula.brunner@horlogerie-vuilleumier.test', name: 'Ursula Brunner', title: 'Kundendienst', pages: ['/de'], cases: ['hreflang', 'honorific', 'name-title-line', 'plain'] },
        { address: 'accueil@horlogerie-vuilleumier.test', name: null, title: null, pages: ['/nous-trouver'], cases: ['microdata', 'role', 'plain', 'link-non-english'] },
        {
          address: 'atelier@horlogerie-vuilleumier.test',
          name: null,
          title: null,
          pages: ['/nous-trouver'],
          encoded: { kind: 'charcodes', text: ATELIER_CODES },
          cases: ['script-charcode', 'role', 'link-non-english'],
        },
        { address: 'apprentissage@horlogerie-vuilleumier.test', name: null, title: null, pages: ['/emplois'], cases: ['sitemap-index', 'sitemap-robots', 'role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/emplois', text: SCHEME },
      disallowed: ['/espace-pro'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'pro@horlogerie-vuilleumier.test', kind: 'disallowed' },
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'etabli@2x.jpg', kind: 'retina' },
        { text: 'votre.adresse@exemple.ch', kind: 'placeholder' },
        { text: 'sav@manufacture-du-jura.test', kind: 'other-company' },
      ],
    },
  };
}
