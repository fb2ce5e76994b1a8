/**
 * Clinique vétérinaire du Val d'Ourthe: a small-animal and NAC practice in Esneux, province of
 * Liège (Belgian French), built with Wix. The vets as "Dr Name, title – address" lines in Wix
 * rich text (one "DMV"), the office manager in a sentence on the about page, the press contact
 * as a label line in a blog post, the emergency mailbox only in the VeterinaryCare JSON-LD; the
 * contact form's placeholder address, the pet crematorium's address and the referring vets' area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'veto-valdourthe.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/a-propos', 'La clinique'],
  ['/equipe', "L'équipe"],
  ['/services', 'Nos services'],
  ['/blog', 'Actualités'],
  ['/contact', 'Contact'],
];

let comp = 0x3a1f;
const rich = (html: string): string => `<div id="comp-lk${(comp++).toString(36)}" class="KcpHeO tz5MRu wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const wmail = (address: string): string => `<a href="mailto:${address}" target="_self" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">${address}</span></a>`;

const theme: Theme = {
  host: HOST,
  siteName: "Clinique vétérinaire du Val d'Ourthe",
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="6b1e2f4a-90c3-4d7e-a812-3c5f9e0d7b21">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7e1b3c0a.bundle.min.js" async></script>',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><div id="comp-hdr1" class="wixui-image"><a href="/"><img src="https://static.wixstatic.com/media/a1b2c3_7f9e2d1c0b8a4e6f.png/v1/fill/w_180,h_72/logo-clinique.png" alt="Clinique vétérinaire du Val d'Ourthe"></a></div>` +
    `<nav id="comp-menu" aria-label="Site" class="wixui-dropdown-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}"><p class="wixui-dropdown-menu__item-label">${esc(l)}</p></a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer">${rich(
      p(`Clinique vétérinaire du Val d'Ourthe SRL · Rue de Tilff 41, 4130 Esneux`) +
        p(`Tél. ${tel('04 380 12 12')} · ${wmail(`accueil@${HOST}`)}`) +
        p(`<a href="/mentions-legales">Mentions légales</a> · <a href="/espace-referents">Espace vétérinaires référents</a> · © 2025`),
    )}</footer>`,
  privacyPath: { fr: '/mentions-legales' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-BE' });

type Vet = { line: string; name: string; title: string; local: string; cases: ('honorific' | 'post-nominal')[] };
const VETS: Vet[] = [
  { line: 'Dr Anne Lambert, DMV, vétérinaire associée et gérante', name: 'Anne Lambert', title: 'vétérinaire associée et gérante', local: 'a.lambert', cases: ['honorific', 'post-nominal'] },
  { line: 'Dr Thomas Delvaux, vétérinaire – chirurgie et orthopédie', name: 'Thomas Delvaux', title: 'vétérinaire – chirurgie et orthopédie', local: 't.delvaux', cases: ['honorific'] },
  { line: 'Dr Julie Renard, vétérinaire NAC (lapins, rongeurs, oiseaux et reptiles)', name: 'Julie Renard', title: 'vétérinaire NAC (lapins, rongeurs, oiseaux et reptiles)', local: 'j.renard', cases: ['honorific'] },
  { line: 'Dr Pauline Maes, vétérinaire comportementaliste', name: 'Pauline Maes', title: 'vétérinaire comportementaliste', local: 'p.maes', cases: ['honorific'] },
  { line: 'Sophie Dubois, assistante vétérinaire (ASV)', name: 'Sophie Dubois', title: 'assistante vétérinaire (ASV)', local: 's.dubois', cases: [] },
];

export function vetoValDOurthe(): CrawlWorldSite {
  comp = 0x3a1f;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vétérinaire à Esneux',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: "Clinique vétérinaire du Val d'Ourthe",
        url: `${ORIGIN}/`,
        telephone: '+32 4 380 12 12',
        email: `urgences@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Rue de Tilff 41', postalCode: '4130', addressLocality: 'Esneux', addressCountry: 'BE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+32 4 380 12 12', email: `urgences@${HOST}`, hoursAvailable: 'Mo-Su 00:00-23:59' },
        openingHours: ['Mo-Fr 08:30-19:00', 'Sa 09:00-12:00'],
      },
    ],
    main: rich(
      `<h1 class="font_0 wixui-rich-text__text">Votre clinique vétérinaire à Esneux</h1>` +
        p(`Chiens, chats et nouveaux animaux de compagnie : consultations sur rendez-vous, chirurgie, imagerie et hospitalisation.`) +
        p(`<strong>Urgences 24 h/24 et 7 j/7 :</strong> ${tel('04 380 12 12')} (suivez le message du répondeur).`) +
        p(`<a href="/equipe">Découvrir l'équipe</a>`),
    ),
  });

  pages['/a-propos'] = page({
    path: '/a-propos',
    title: 'La clinique',
    main: rich(
      `<h1 class="font_0 wixui-rich-text__text">La clinique</h1>` +
        p(`Fondée en 2009 par le Dr Anne Lambert, la clinique a déménagé en 2021 dans un bâtiment neuf au bord de l'Ourthe, avec salle de chirurgie, radiologie numérique et une salle d'attente séparée pour les chats.`) +
        p(`La gestion administrative, les devis et la facturation sont assurés par Marc Henrotte, notre responsable administratif, que vous pouvez joindre à l'adresse ${wmail(`m.henrotte@${HOST}`)}.`),
    ),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: "L'équipe",
    main: rich(`<h1 class="font_0 wixui-rich-text__text">L'équipe</h1>` + VETS.map((v) => p(`${esc(v.line)} – ${wmail(`${v.local}@${HOST}`)}`)).join('')),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Nos services',
    main: rich(`<h1 class="font_0 wixui-rich-text__text">Nos services</h1>` + p('Vaccinations et identification · Stérilisations · Chirurgie des tissus mous et orthopédique · Dentisterie · Échographie · Consultations comportementales · Euthanasie et crémation')),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Actualités',
    main: `<div data-hook="post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="/post/portes-ouvertes-2025">Portes ouvertes le 26 avril</a></h2><p data-hook="post-description">Venez visiter la clinique en famille.</p></article></div>`,
  });

  pages['/post/portes-ouvertes-2025'] = page({
    path: '/post/portes-ouvertes-2025',
    title: 'Portes ouvertes le 26 avril',
    main:
      `<article data-hook="post"><h1 data-hook="post-title">Portes ouvertes le 26 avril</h1><div data-hook="post-description">` +
      p(`Le samedi 26 avril, de 10 h à 16 h, nous ouvrons nos portes : visite du bloc opératoire, atelier « premiers secours pour votre chien » et stand du refuge de Sprimont.`) +
      p(`Pour les animaux qui nous quittent, nous travaillons avec le Crématorium animalier de Liège (contact@crematorium-animalier-liege.be).`) +
      p(`Contact presse : Camille Lejeune, chargée de communication, ${tel('0475 62 18 40')}, ${wmail(`c.lejeune@${HOST}`)}`) +
      `</div></article>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      rich(`<h1 class="font_0 wixui-rich-text__text">Contact</h1>` + p(`Rue de Tilff 41, 4130 Esneux`) + p(`Tél. ${tel('04 380 12 12')}`) + p(`E-mail : ${wmail(`accueil@${HOST}`)}`) + p('Consultations sur rendez-vous du lundi au vendredi de 8 h 30 à 19 h, le samedi de 9 h à 12 h.')) +
      `<form id="comp-form1" class="wixui-form"><label>Nom<input type="text" name="nom"></label><label>E-mail<input type="email" name="email" placeholder="prenom.nom@exemple.be"></label><label>Message<textarea name="message"></textarea></label><button type="submit">Envoyer</button></form>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: rich(`<h1 class="font_0 wixui-rich-text__text">Mentions légales</h1>` + p(`Clinique vétérinaire du Val d'Ourthe SRL, Rue de Tilff 41, 4130 Esneux · BCE 0712.448.391 · Vétérinaires inscrits à l'Ordre des Médecins Vétérinaires (Conseil régional francophone).`) + p(`E-mail : ${wmail(`accueil@${HOST}`)}`)),
  });

  pages['/espace-referents'] = page({ path: '/espace-referents', title: 'Espace référents', main: rich(p(`Demandes de référés et résultats d'imagerie : ${wmail(`referents@${HOST}`)}`)) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-referents\nDisallow: /_api/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1741695021.2281935419442614872' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['fr'],
      addresses: [
        { address: `accueil@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/mentions-legales'], cases: ['role', 'plain'] },
        { address: `urgences@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-only', 'json-ld-contact-point'] },
        ...VETS.map((v) => ({ address: `${v.local}@${HOST}`, name: v.name, title: v.title, pages: ['/equipe'], cases: ['name-title-line' as const, 'plain' as const, 'link-non-english' as const, ...v.cases] })),
        { address: `m.henrotte@${HOST}`, name: 'Marc Henrotte', title: 'responsable administratif', pages: ['/a-propos'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `c.lejeune@${HOST}`, name: 'Camille Lejeune', title: 'chargée de communication', pages: ['/post/portes-ouvertes-2025'], cases: ['label-line', 'plain', 'deep-page'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/espace-referents'],
      nonAddresses: [
        { text: 'prenom.nom@exemple.be', kind: 'placeholder' },
        { text: 'contact@crematorium-animalier-liege.be', kind: 'other-company' },
        { text: `referents@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
