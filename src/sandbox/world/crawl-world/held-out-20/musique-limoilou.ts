/**
 * École de musique de Limoilou: a community music school with a youth orchestra in Québec City,
 * on Wix with Wix Multilingual. French pages with an English version reached through the
 * hreflang alternates; teachers in Wix repeater cards (the English "Faculty" page with English
 * titles), the administrative assistant in a sentence of the registration page, the orchestra's
 * conductor with his "D.Mus." on the orchestra page, one teacher's address turned around by a
 * script in an embedded HTML element; a retina image, the form's placeholder, the ticketing
 * company's address and the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ecolemusiquelimoilou.test';
const ORIGIN = `http://${HOST}`;

const MENU_FR: [string, string][] = [
  ['/', 'Accueil'],
  ['/cours', 'Cours'],
  ['/equipe', 'Notre équipe'],
  ['/orchestre-des-jeunes', 'Orchestre des jeunes'],
  ['/inscription', 'Inscription'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/faculty', 'Faculty'],
];

let compId = 0;
const comp = () => `comp-lq${(++compId).toString(36).padStart(4, '0')}`;

const theme: Theme = {
  host: HOST,
  siteName: 'École de musique de Limoilou',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="8b2c4e1a-77d3-4f0e-9c51-3d2a6f0b9e14">',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7f1e3a2b.bundle.min.js" as="script">',
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_FR;
    return (
      `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content">` +
      `<div id="comp-hdrlogo" class="j7pOnl wixui-image"><a href="${p.lang.startsWith('en') ? '/en' : '/'}" data-testid="linkElement"><wow-image><img src="https://static.wixstatic.com/media/9c2e1d_4a7b.png/v1/fill/w_180,h_72,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/logo-emdl@2x.png" alt="École de musique de Limoilou" width="180" height="72"></wow-image></a></div>` +
      `<wix-dropdown-menu id="comp-hdrmenu" class="XRwtpn wixui-dropdown-menu"><nav class="StylableHorizontalMenu3372578893__root" aria-label="Site"><ul class="lnk1gr">${menu.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}" class="UiHgGh"><p class="wixui-dropdown-menu__item-text">${esc(l)}</p></a></li>`).join('')}</ul></nav></wix-dropdown-menu>` +
      `</div></div></header><div id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES">`
    );
  },
  footer: (p) =>
    `</div></div><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer"><div class="U4Bvut"><div id="comp-ftr1" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text" data-testid="richTextElement">` +
    `<p class="font_9 wixui-rich-text__text">École de musique de Limoilou · 1055, 3e Avenue, Québec (Québec) G1L 2X4 · ${tel('418 522-7140')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p class="font_9 wixui-rich-text__text">${p.lang.startsWith('en') ? 'Registered charity 83211 4470 RR0001' : 'Organisme de bienfaisance enregistré 83211 4470 RR0001'} · <a href="/politique-de-confidentialite">${p.lang.startsWith('en') ? 'Privacy' : 'Confidentialité'}</a> · <a href="/espace-membres">${p.lang.startsWith('en') ? 'Members' : 'Espace membres'}</a></p>` +
    `</div></div></footer></div></div></div></div>`,
  privacyPath: { fr: '/politique-de-confidentialite', en: '/politique-de-confidentialite' },
  bodyEnd: ['<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const rich = (html: string) => `<div id="${comp()}" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const section = (html: string) => `<section id="${comp()}" class="xuzjBY wixui-section" tabindex="-1"><div data-testid="columns" class="V5AUxf"><div id="${comp()}" class="comp-column wixui-column-strip__column"><div data-mesh-id="inlineContent" data-testid="inline-content">${html}</div></div></div></section>`;

type Teacher = { name: string; post?: string; fr: string; en: string; mail: string; img: string; reversedMail?: boolean };
const TEACHERS: Teacher[] = [
  { name: 'Geneviève Tremblay-Roy', fr: 'Directrice générale', en: 'Executive Director', mail: 'gtremblayroy', img: '9c2e1d_a01' },
  { name: 'Mathieu Lévesque', fr: 'Directeur pédagogique', en: 'Academic Director', mail: 'mlevesque', img: '9c2e1d_a02' },
  { name: 'Sophie Côté-Gagnon', fr: 'Professeure de piano', en: 'Piano teacher', mail: 'scotegagnon', img: '9c2e1d_a03' },
  { name: 'Jean-François Bouchard', fr: 'Professeur de guitare et de basse électrique', en: 'Guitar and electric bass teacher', mail: 'jbouchard', img: '9c2e1d_a04' },
  { name: 'Élise Nguyen', fr: 'Professeure de violon et d’alto', en: 'Violin and viola teacher', mail: 'enguyen', img: '9c2e1d_a05', reversedMail: true },
];

const ELISE_SCRIPT = `<script>(function(){var e='${reversed(`enguyen@${HOST}`)}'.split('').reverse().join('');var a=document.getElementById('courriel-elise');a.href='mailto:'+e;a.textContent=e;})();</script>`;

const card = (t: Teacher, en: boolean) =>
  `<div role="listitem" class="Xxy4Vr wixui-repeater__item"><div id="${comp()}" class="comp-repeater-item"><div class="j7pOnl wixui-image"><wow-image><img src="https://static.wixstatic.com/media/${t.img}~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80,enc_auto/${t.img}~mv2.jpg" alt="${esc(t.name)}"></wow-image></div>` +
  rich(`<h4 class="font_4 wixui-rich-text__text">${esc(t.name)}${t.post ? `, ${esc(t.post)}` : ''}</h4><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text" style="font-style:italic;">${esc(en ? t.en : t.fr)}</span></p>`) +
  (t.reversedMail && !en
    ? `<div class="wixui-html-embed"><p class="font_8"><a id="courriel-elise" href="#">[courriel]</a></p>${ELISE_SCRIPT}</div>`
    : t.reversedMail
      ? ''
      : rich(`<p class="font_8 wixui-rich-text__text"><a href="mailto:${t.mail}@${HOST}" target="_self" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">${t.mail}@${HOST}</span></a></p>`)) +
  `</div></div>`;

export function musiqueLimoilou(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { fr: '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Cours de musique pour tous',
    lang: 'fr-CA',
    alternates: ALT,
    main: section(
      rich(`<h1 class="font_0 wixui-rich-text__text">Apprendre la musique à Limoilou depuis 1979</h1><p class="font_7 wixui-rich-text__text">Cours privés et de groupe pour enfants, ados et adultes, un orchestre des jeunes et une chorale – dans le sous-sol de l’église Saint-Esprit.</p>`) +
        `<a data-testid="linkElement" href="/inscription" class="uDW_Qe wixui-button"><span class="l7_2fn wixui-button__label">S’inscrire à la session d’hiver</span></a>`,
    ),
  });

  pages['/cours'] = page({ path: '/cours', title: 'Cours', lang: 'fr-CA', main: section(rich(`<h1>Cours</h1><ul><li>Piano</li><li>Guitare et basse électrique</li><li>Violon et alto</li><li>Chant</li><li>Éveil musical (3 à 5 ans)</li></ul>`)) });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Notre équipe',
    lang: 'fr-CA',
    alternates: { fr: '/equipe', en: '/en/faculty' },
    main: section(rich(`<h1 class="font_2 wixui-rich-text__text">Notre équipe</h1>`) + `<div id="${comp()}" class="wixui-repeater" role="list">${TEACHERS.map((t) => card(t, false)).join('')}</div>`),
  });

  pages['/orchestre-des-jeunes'] = page({
    path: '/orchestre-des-jeunes',
    title: 'Orchestre des jeunes',
    lang: 'fr-CA',
    main: section(
      rich(
        `<h1 class="font_2">Orchestre des jeunes de Limoilou</h1><p class="font_8">Une quarantaine de musiciens de 10 à 18 ans, répétitions le samedi matin, deux concerts par année au Palais Montcalm. Billets en vente chez Billetterie Capitale (service@billetteriecapitale.ca).</p>` +
          `<p class="font_8">Marc-André Pelletier, D.Mus., chef de l’Orchestre des jeunes – ${mailto(`mpelletier@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/inscription'] = page({
    path: '/inscription',
    title: 'Inscription',
    lang: 'fr-CA',
    main: section(
      rich(
        `<h1 class="font_2">Inscription – session d’hiver 2026</h1><p class="font_8">La session compte 15 semaines, du 12 janvier au 25 avril. Les frais sont payables en trois versements.</p>` +
          `<p class="font_8">Pour toute question sur l’inscription ou les horaires, écrivez à notre adjointe administrative, Chantal Lemieux, à ${mailto(`clemieux@${HOST}`)}; elle vous répondra dans les 48 heures ouvrables.</p>`,
      ) +
        `<form id="${comp()}" class="wixui-form"><div class="wixui-text-input"><label for="input_email">Courriel *</label><input type="email" id="input_email" name="email" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="votre.nom@videotron.ca" required></div><button class="wixui-button" type="submit">Envoyer</button></form>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Music lessons for everyone',
    lang: 'en-CA',
    alternates: ALT,
    main: section(rich(`<h1 class="font_0">Learning music in Limoilou since 1979</h1><p class="font_7">Private and group lessons for children, teens and adults, a youth orchestra and a choir. Meet our <a href="/en/faculty">faculty</a>.</p>`)),
  });
  pages['/en/faculty'] = page({
    path: '/en/faculty',
    title: 'Faculty',
    lang: 'en-CA',
    alternates: { fr: '/equipe', en: '/en/faculty' },
    main: section(rich(`<h1 class="font_2">Faculty &amp; Staff</h1>`) + `<div class="wixui-repeater" role="list">${TEACHERS.map((t) => card(t, true)).join('')}</div>`),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', lang: 'fr-CA', main: section(rich(`<h1>Politique de confidentialité</h1><p>Conformément à la Loi 25, l’École désigne sa directrice générale comme responsable de la protection des renseignements personnels.</p>`)) });
  pages['/espace-membres'] = page({ path: '/espace-membres', title: 'Espace membres', lang: 'fr-CA', main: section(rich(`<h1>Espace membres</h1><p>Absences des professeurs : ${mailto(`absences@${HOST}`)}</p>`)) });

  const teacherAddr = (t: Teacher): TruthAddress =>
    t.reversedMail
      ? { address: `${t.mail}@${HOST}`, name: t.name, title: t.fr, pages: ['/equipe'], encoded: { kind: 'script', text: ELISE_SCRIPT }, cases: ['card', 'script-reversed', 'link-non-english'] }
      : { address: `${t.mail}@${HOST}`, name: t.name, title: t.fr, titleAlternatives: [t.en], pages: ['/equipe', '/en/faculty'], cases: ['card', 'plain', 'link-non-english', 'link-english-unlisted'] };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /espace-membres\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1732781234.5671234567890123456' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['fr', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...TEACHERS.map(teacherAddr),
        { address: `mpelletier@${HOST}`, name: 'Marc-André Pelletier', title: 'chef de l’Orchestre des jeunes', pages: ['/orchestre-des-jeunes'], cases: ['name-title-line', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `clemieux@${HOST}`, name: 'Chantal Lemieux', title: 'adjointe administrative', pages: ['/inscription'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-membres'],
      nonAddresses: [
        { text: `absences@${HOST}`, kind: 'disallowed' },
        { text: 'service@billetteriecapitale.ca', kind: 'other-company' },
        { text: 'votre.nom@videotron.ca', kind: 'placeholder' },
        { text: 'logo-emdl@2x.png', kind: 'retina' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
