/**
 * Apicultura Serra: a beekeeping supplier in the Lluçanès hills (hives, frames, smokers, wax
 * foundation, courses), Catalan and Spanish, on Shopify. Initial-and-surname addresses. The founder
 * as "Nom, càrrec" on both home pages and a JSON-LD founder with a mailto: e-mail, the online shop
 * manager in a prose sentence, the warehouse head with an entity-encoded address, the bee-health
 * vet with "Dra." and the field technician on the advice page, the training lead as "Càrrec: Nom",
 * a school-visits address beside the founder's name that belongs to nobody named, and the orders
 * mailbox; a retina logo, a form placeholder and a wholesale page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'apicultura-serra.test';
const ORIGIN = `http://${HOST}`;

const MENU_CA: [string, string][] = [
  ['/', 'Inici'],
  ['/collections/all', 'Botiga'],
  ['/pages/qui-som', 'Qui som'],
  ['/pages/assessorament', 'Assessorament'],
  ['/pages/cursos', 'Cursos'],
  ['/pages/contacte', 'Contacte'],
  ['/es', 'Castellano'],
];
const MENU_ES: [string, string][] = [
  ['/es', 'Inicio'],
  ['/es/pages/quienes-somos', 'Quiénes somos'],
  ['/es/pages/contacto', 'Contacto'],
  ['/', 'Català'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Apicultura Serra',
  head: [
    '<meta name="shopify-digital-wallet" content="/61234567/digital_wallets/dialog">',
    '<link rel="stylesheet" href="//apicultura-serra.test/cdn/shop/t/4/assets/base.css?v=1582716021" media="all">',
    '<script src="//cdn.shopify.test/s/trekkie.storefront.min.js" defer></script>',
  ],
  header: (p) =>
    `<header class="header header--middle-left"><a href="${p.lang === 'es' ? '/es' : '/'}" class="header__heading-link"><img src="//apicultura-serra.test/cdn/shop/files/logo-serra.png" srcset="//apicultura-serra.test/cdn/shop/files/logo-serra@2x.png 2x" alt="Apicultura Serra" class="header__heading-logo" width="160"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline">${(p.lang === 'es' ? MENU_ES : MENU_CA).map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">${p.lang === 'es' ? 'Carrito' : 'Cistella'}</a></header>`,
  footer: (p) =>
    `<footer class="footer"><div class="footer__content-top"><p>Apicultura Serra SL · Carrer de la Font 9 · 08519 Sant Boi de Lluçanès · NIF B65204118 · ${tel('+34 938 550 417')}</p>` +
    `<ul class="footer-block__details-content"><li><a href="${p.lang === 'es' ? '/es/pages/contacto' : '/pages/contacte'}">${p.lang === 'es' ? 'Contacto' : 'Contacte'}</a></li><li><a href="/pages/majoristes">${p.lang === 'es' ? 'Mayoristas' : 'Majoristes'}</a></li><li><a href="/policies/privacy-policy">${p.lang === 'es' ? 'Privacidad' : 'Privadesa'}</a></li></ul></div>` +
    `<div class="footer__copyright"><small class="copyright__content">© 2025, Apicultura Serra</small> <small class="copyright__content"><a href="https://www.shopify.test" rel="nofollow">Powered by Shopify</a></small></div></footer>`,
  privacyPath: { ca: '/policies/privacy-policy', es: '/policies/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STORE = (lang: 'ca' | 'es') => ({
  '@context': 'https://schema.org',
  '@type': 'Store',
  name: 'Apicultura Serra',
  url: `${ORIGIN}${lang === 'es' ? '/es' : '/'}`,
  telephone: '+34 938 550 417',
  founder: { '@type': 'Person', name: 'Jordi Serra', jobTitle: lang === 'es' ? 'Apicultor y fundador' : 'Apicultor i fundador', email: 'mailto:jserra@apicultura-serra.test' },
  address: { '@type': 'PostalAddress', streetAddress: 'Carrer de la Font 9', postalCode: '08519', addressLocality: 'Sant Boi de Lluçanès', addressCountry: 'ES' },
});

const PAU = 'pvidal@apicultura-serra.test';

export function apiculturaSerra(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Material apícola i cursos',
    lang: 'ca',
    alternates: { ca: '/', es: '/es' },
    jsonLd: [STORE('ca')],
    main:
      `<div class="banner__content"><h1>Tot el que necessiten les teves abelles</h1><p>Arnes Layens i Langstroth, quadres, cera estampada, fumadors i roba de protecció. Enviament en 48 h a tot Catalunya.</p></div>` +
      `<div class="rich-text__text"><p>Jordi Serra, apicultor i fundador · ${mailto('jserra@apicultura-serra.test')}</p></div>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Botiga',
    lang: 'ca',
    main: `<h1>Tots els productes</h1><ul class="product-grid"><li>Arna Layens de pi, 12 quadres – 89,00 €</li><li>Fumador inoxidable gran – 32,50 €</li><li>Cera estampada, 1 kg – 18,90 €</li><li>Vestit ventilat talla L – 119,00 €</li></ul>`,
  });

  pages['/pages/qui-som'] = page({
    path: '/pages/qui-som',
    title: 'Qui som',
    lang: 'ca',
    alternates: { ca: '/pages/qui-som', es: '/es/pages/quienes-somos' },
    main:
      `<h1>Qui som</h1><p>Som una empresa familiar amb 300 ruscos propis al Lluçanès. Fem servir cada dia el material que venem.</p>` +
      `<p>La Montse Casals, responsable de la botiga en línia, s'encarrega de les comandes, els canvis i les devolucions; li podeu escriure a ${mailto('mcasals@apicultura-serra.test')}.</p>` +
      `<p>Pau Vidal, cap de magatzem i enviaments<br><a href="${entities(`mailto:${PAU}`)}">${entities(PAU)}</a></p>`,
  });

  pages['/pages/assessorament'] = page({
    path: '/pages/assessorament',
    title: 'Assessorament',
    lang: 'ca',
    main:
      `<h1>Assessorament sanitari i tècnic</h1><p>Varroa, loque, nosemosi: t'ajudem a fer el pla sanitari de l'explotació i el llibre de registre.</p>` +
      `<p>Dra. Laia Ferrer, veterinària especialista en sanitat apícola<br>${mailto('lferrer@apicultura-serra.test')}</p>` +
      `<p>Carles Roca, tècnic de camp (visites a explotacions)<br>${mailto('croca@apicultura-serra.test')}</p>`,
  });

  pages['/pages/cursos'] = page({
    path: '/pages/cursos',
    title: 'Cursos',
    lang: 'ca',
    main:
      `<h1>Cursos d'apicultura</h1><p>Curs d'iniciació (dos dissabtes, 140 €), curs de cria de reines i jornades de collita a l'estiu.</p>` +
      `<p>Responsable de formació: Núria Puig · ${mailto('npuig@apicultura-serra.test')}</p>` +
      `<p>Les visites escolars al colmenar les guia en Jordi Serra. Reserves de grups: ${mailto('amolins@apicultura-serra.test')}</p>`,
  });

  pages['/pages/contacte'] = page({
    path: '/pages/contacte',
    title: 'Contacte',
    lang: 'ca',
    main:
      `<h1>Contacte</h1><p>Comandes, factures i seguiment d'enviaments: ${mailto('comandes@apicultura-serra.test')}</p>` +
      `<form method="post" action="/contact#contact_form" class="contact-form"><label for="ContactForm-email">Correu electrònic</label><input type="email" id="ContactForm-email" name="contact[email]" placeholder="nom@exemple.cat"><textarea name="contact[body]"></textarea><button type="submit">Envia</button></form>`,
  });

  pages['/pages/majoristes'] = page({
    path: '/pages/majoristes',
    title: 'Majoristes',
    lang: 'ca',
    main: `<h1>Tarifes per a majoristes i cooperatives</h1><p>Sol·liciteu l'accés a ${mailto('majoristes@apicultura-serra.test')}</p>`,
  });

  pages['/policies/privacy-policy'] = page({
    path: '/policies/privacy-policy',
    title: 'Política de privadesa',
    lang: 'ca',
    main: `<h1>Política de privadesa</h1><p>Responsable: Apicultura Serra SL. Per exercir els vostres drets, escriviu a ${mailto('comandes@apicultura-serra.test')}.</p>`,
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Material apícola y cursos',
    lang: 'es',
    alternates: { ca: '/', es: '/es' },
    jsonLd: [STORE('es')],
    main:
      `<div class="banner__content"><h1>Todo lo que necesitan tus abejas</h1><p>Colmenas Layens y Langstroth, cuadros, cera estampada, ahumadores y ropa de protección.</p></div>` +
      `<div class="rich-text__text"><p>Jordi Serra, apicultor y fundador · ${mailto('jserra@apicultura-serra.test')}</p></div>`,
  });

  pages['/es/pages/quienes-somos'] = page({
    path: '/es/pages/quienes-somos',
    title: 'Quiénes somos',
    lang: 'es',
    alternates: { ca: '/pages/qui-som', es: '/es/pages/quienes-somos' },
    main:
      `<h1>Quiénes somos</h1><p>Somos una empresa familiar con 300 colmenas propias en el Lluçanès.</p>` +
      `<p>Montse Casals, responsable de la tienda online, atiende los pedidos, cambios y devoluciones en ${mailto('mcasals@apicultura-serra.test')}.</p>` +
      `<p>Pau Vidal, jefe de almacén y envíos<br><a href="${entities(`mailto:${PAU}`)}">${entities(PAU)}</a></p>`,
  });

  pages['/es/pages/contacto'] = page({
    path: '/es/pages/contacto',
    title: 'Contacto',
    lang: 'es',
    main: `<h1>Contacto</h1><p>Pedidos, facturas y seguimiento de envíos: ${mailto('comandes@apicultura-serra.test')}</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /checkout\nDisallow: /pages/majoristes\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61234567' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['ca', 'es'],
      addresses: [
        {
          address: 'jserra@apicultura-serra.test',
          name: 'Jordi Serra',
          title: 'apicultor i fundador',
          titleAlternatives: ['Apicultor i fundador', 'apicultor y fundador', 'Apicultor y fundador'],
          pages: ['/', '/es'],
          cases: ['name-title-line', 'json-ld-person', 'json-ld-mailto', 'plain'],
        },
        {
          address: 'mcasals@apicultura-serra.test',
          name: 'Montse Casals',
          title: 'responsable de la botiga en línia',
          titleAlternatives: ['responsable de la tienda online'],
          pages: ['/pages/qui-som', '/es/pages/quienes-somos'],
          cases: ['prose', 'plain', ln],
        },
        {
          address: PAU,
          name: 'Pau Vidal',
          title: 'cap de magatzem i enviaments',
          titleAlternatives: ['jefe de almacén y envíos'],
          pages: ['/pages/qui-som', '/es/pages/quienes-somos'],
          cases: ['name-title-line', 'entities', ln],
        },
        {
          address: 'lferrer@apicultura-serra.test',
          name: 'Laia Ferrer',
          title: 'veterinària especialista en sanitat apícola',
          pages: ['/pages/assessorament'],
          cases: ['honorific', 'name-title-line', 'plain', ln],
        },
        {
          address: 'croca@apicultura-serra.test',
          name: 'Carles Roca',
          title: 'tècnic de camp',
          pages: ['/pages/assessorament'],
          cases: ['name-title-line', 'plain', ln],
        },
        {
          address: 'npuig@apicultura-serra.test',
          name: 'Núria Puig',
          title: 'Responsable de formació',
          pages: ['/pages/cursos'],
          cases: ['title-name-line', 'plain', ln],
        },
        { address: 'amolins@apicultura-serra.test', name: null, title: null, pages: ['/pages/cursos'], cases: ['neighbour', 'plain'] },
        { address: 'comandes@apicultura-serra.test', name: null, title: null, pages: ['/pages/contacte', '/policies/privacy-policy', '/es/pages/contacto'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/pages/majoristes'],
      nonAddresses: [
        { text: 'majoristes@apicultura-serra.test', kind: 'disallowed' },
        { text: 'logo-serra@2x.png', kind: 'retina' },
        { text: 'nom@exemple.cat', kind: 'placeholder' },
      ],
    },
  };
}
