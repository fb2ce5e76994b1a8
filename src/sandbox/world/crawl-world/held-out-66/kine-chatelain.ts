/**
 * Kiné Châtelain: a physiotherapy practice in Ixelles (Brussels) on Squarespace, in French with
 * an English page for expatriate patients. The team as Squarespace summary cards with schema.org
 * microdata on some, post-nominals (MSc, DO), one address written "[at] … [dot]" and the
 * osteopath's turned around by a code-block script; the medical secretary as "Nom, fonction,
 * adresse" on the contact page. The patients' booking area (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kine-chatelain.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/le-cabinet', 'Le cabinet'],
  ['/equipe', "L'équipe"],
  ['/tarifs', 'Tarifs & remboursements'],
  ['/contact', 'Contact'],
  ['/new-patients', 'New patients (EN)'],
  ['/espace-patients', 'Espace patients'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kiné Châtelain',
  head: [
    '<!-- This is Squarespace. --><!-- kine-chatelain -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f2c3d4e5f60718293a4b/31/5c5a519771c10ba3470d8101/64a1f2c3d4e5f60718293a5c/1549/site.css">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"websiteId":"64a1f2c3d4e5f60718293a4b","templateId":"5c5a519771c10ba3470d8101","cookieBannerEnabled":true};</script>',
    '<script defer src="https://assets.squarespace.com/universal/scripts-compressed/commerce-3f4a2b1c9d8e7f60-min.fr-FR.js"></script>',
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="light"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/64a1f2c3d4e5f60718293a4b/logo-kine-chatelain.png?format=1500w" alt="Kiné Châtelain"></a></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection"><a href="${href}" data-animation-role="header-element">${esc(label)}</a></div>`).join('')}</nav></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64a1f2c3d4e5f60718293b01">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="dark"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">` +
    `<p>Kiné Châtelain · Rue du Page 29 · 1050 Ixelles · ${tel('+32 2 000 48 31')} · ${mailto(`secretariat@${HOST}`)}</p><p>Conventionné INAMI · N° BCE 0712.345.678</p></div></div></div></div></section></footer></div>`,
  privacyPath: { fr: '/politique-de-confidentialite', en: '/politique-de-confidentialite' },
  bodyEnd: ['<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(Squarespace && Squarespace.afterBodyLoad) {Squarespace.afterBodyLoad(Y);}})();</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-BE' });
const block = (html: string): string =>
  `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></div></section>`;

type Kine = { name: string; shown: string; title: string; local: string; how: 'micro' | 'plain' | 'obfuscated' | 'reversed' };
const TEAM: Kine[] = [
  { name: 'Thomas Dubois', shown: 'Thomas Dubois', title: 'Kinésithérapeute, fondateur du cabinet', local: 'thomas.dubois', how: 'micro' },
  { name: 'Julie Peeters', shown: 'Julie Peeters, MSc', title: 'Kinésithérapeute en rééducation périnéale et pelvienne', local: 'julie.peeters', how: 'obfuscated' },
  { name: 'Antoine Leclercq', shown: 'Antoine Leclercq', title: 'Kinésithérapeute du sport', local: 'antoine.leclercq', how: 'micro' },
  { name: 'Sophie Lambert', shown: 'Sophie Lambert', title: 'Kinésithérapeute – rééducation vestibulaire', local: 'sophie.lambert', how: 'plain' },
  { name: 'Nicolas Renard', shown: 'Nicolas Renard, DO', title: 'Ostéopathe', local: 'nicolas.renard', how: 'reversed' },
  { name: 'Manon Dupont', shown: 'Manon Dupont, MSc', title: 'Kinésithérapeute pédiatrique', local: 'manon.dupont', how: 'micro' },
];
const NICOLAS_REV = reversed(`nicolas.renard@${HOST}`);

const card = (k: Kine): string => {
  const address = `${k.local}@${HOST}`;
  const mail =
    k.how === 'micro' || k.how === 'plain'
      ? `<a href="mailto:${address}"${k.how === 'micro' ? ' itemprop="email"' : ''}>${address}</a>`
      : k.how === 'obfuscated'
        ? `${k.local} [at] kine-chatelain [dot] test`
        : `<span class="js-mail" data-m="${NICOLAS_REV}">(adresse visible avec JavaScript)</span>`;
  const micro = k.how === 'micro';
  return (
    `<div class="summary-item summary-item-record-type-text"${micro ? ' itemscope itemtype="https://schema.org/Person"' : ''}><div class="summary-thumbnail-outer-container"><img data-src="https://images.squarespace-cdn.com/content/v1/64a1f2c3d4e5f60718293a4b/${k.local}.jpg" alt=""></div>` +
    `<div class="summary-content"><div class="summary-title"${micro ? ' itemprop="name"' : ''}>${esc(k.shown)}</div><div class="summary-excerpt"><p${micro ? ' itemprop="jobTitle"' : ''}>${esc(k.title)}</p><p>${mail}</p></div></div></div>`
  );
};

export function kineChatelain(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Kinésithérapie à Ixelles', main: block(`<h1>Kinésithérapie à Ixelles, près de la place du Châtelain</h1><p>Rééducation orthopédique, sportive, périnéale, vestibulaire et pédiatrique. Sur rendez-vous, du lundi au samedi.</p><p><a href="/equipe">Découvrir l'équipe</a></p>`) });
  pages['/le-cabinet'] = page({ path: '/le-cabinet', title: 'Le cabinet', main: block('<h1>Le cabinet</h1><p>Six kinésithérapeutes et un ostéopathe, trois salles de traitement et une salle de rééducation équipée.</p>') });
  pages['/equipe'] = page({
    path: '/equipe',
    title: "L'équipe",
    main:
      block("<h1>L'équipe</h1><p>Tous nos kinésithérapeutes sont agréés par le SPF Santé publique et conventionnés.</p>") +
      `<section class="page-section"><div class="sqs-block summary-v2-block sqs-block-summary-v2"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">${TEAM.map(card).join('')}</div></div></div></section>` +
      `<script>document.querySelectorAll('.js-mail').forEach(function(el){var m=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`,
  });
  pages['/tarifs'] = page({ path: '/tarifs', title: 'Tarifs & remboursements', main: block('<h1>Tarifs &amp; remboursements</h1><p>Séance de kinésithérapie conventionnée : tarif INAMI. Ostéopathie : 60 €, remboursement partiel selon votre mutualité.</p>') });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: block(`<h1>Contact</h1><p>Rue du Page 29 · 1050 Ixelles · Tram 81, 93 – arrêt Châtelain</p><p>Camille Martin, secrétaire médicale, ${mailto(`camille.martin@${HOST}`)} – ${tel('+32 2 000 48 31')} (lundi à vendredi, 8h–13h)</p><p>Questions générales : ${mailto(`secretariat@${HOST}`)}</p>`),
  });
  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New patients',
    lang: 'en',
    main: block(
      `<h1>New patients</h1><p>Most of our physiotherapists speak English. Please bring your doctor's prescription and your mutuality card to the first session.</p><p>For English-language appointments, contact Sophie Lambert, Physiotherapist – vestibular rehabilitation: ${mailto(`sophie.lambert@${HOST}`)}</p>`,
    ),
  });
  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: block('<h1>Politique de confidentialité</h1><p>Vos données de santé sont traitées conformément au RGPD et à la loi du 22 août 2002 relative aux droits du patient.</p>') });
  pages['/espace-patients'] = page({ path: '/espace-patients', title: 'Espace patients', main: block(`<h1>Espace patients</h1><p>Connectez-vous pour gérer vos rendez-vous. Aide : ${mailto(`rendezvous@${HOST}`)}</p>`) });

  const cases = (k: Kine): CaseKind[] => {
    const base: CaseKind[] = ['card', 'link-non-english'];
    if (k.shown !== k.name) base.push('post-nominal');
    if (k.how === 'micro') base.push('microdata', 'plain');
    if (k.how === 'plain') base.push('plain', 'link-english-unlisted');
    if (k.how === 'obfuscated') base.push('obfuscated');
    if (k.how === 'reversed') base.push('script-reversed');
    return base;
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow:/*?author=*\nDisallow:/*&author=*\nDisallow:/*?tag=*\nDisallow:/*&tag=*\nDisallow:/*?month=*\nDisallow:/*&month=*\nDisallow:/*?view=*\nDisallow:/*&view=*\nDisallow:/*?format=json\nDisallow:/*&format=json\nDisallow:/*?format=page-context\nDisallow:/*&format=page-context\nDisallow:/*?format=main-content\nDisallow:/*&format=main-content\nDisallow:/*?format=json-pretty\nDisallow:/*&format=json-pretty\nDisallow:/*?format=ical\nDisallow:/*&format=ical\nDisallow:/*?reversePaginate=*\nDisallow:/*&reversePaginate=*\nDisallow: /espace-patients\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'aBcD1234/eFgH5678' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['fr', 'en'],
      addresses: [
        { address: `secretariat@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((k) => ({
          address: `${k.local}@${HOST}`,
          name: k.name,
          title: k.title,
          ...(k.local === 'sophie.lambert' ? { titleAlternatives: ['Physiotherapist – vestibular rehabilitation'] } : {}),
          pages: k.local === 'sophie.lambert' ? ['/equipe', '/new-patients'] : ['/equipe'],
          ...(k.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: NICOLAS_REV } } : {}),
          cases: cases(k),
        })),
        { address: `camille.martin@${HOST}`, name: 'Camille Martin', title: 'secrétaire médicale', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-patients'],
      nonAddresses: [{ text: `rendezvous@${HOST}`, kind: 'disallowed' }],
    },
  };
}
