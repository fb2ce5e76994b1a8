/**
 * Corrib Veterinary Clinic: a mixed veterinary practice in Galway, Irish English, on WordPress with
 * the block editor (a Gutenberg block theme). First-name addresses. Vets and nurses in a team grid
 * with their post-nominals (MVB, MRCVS, RVN), the receptionist's address turned round by a script,
 * the practice manager's built from character codes, the farm vet in a sentence on the farm
 * animals page, reception as the JSON-LD contact point, the insurance mailbox beside the practice
 * manager; a newsletter placeholder, the out-of-hours service's address, the staff rota disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'corribvets.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/pet-care/', 'Pet care'],
  ['/farm-animals/', 'Farm animals'],
  ['/meet-the-team/', 'Meet the team'],
  ['/new-clients/', 'New clients'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Corrib Veterinary Clinic',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">`,
    `<link rel="stylesheet" id="twentytwentyfour-style-css" href="${ORIGIN}/wp-content/themes/twentytwentyfour/style.css?ver=1.1" media="all">`,
  ],
  header: () =>
    `<header class="wp-block-template-part"><div class="wp-block-group alignwide is-layout-flex"><div class="wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home"><img width="180" height="60" src="${ORIGIN}/wp-content/uploads/2023/01/corrib-vets-logo.png" class="custom-logo" alt="Corrib Veterinary Clinic"></a></div>` +
    `<nav class="is-responsive wp-block-navigation is-layout-flex" aria-label="Main"><ul class="wp-block-navigation__container">` +
    MENU.map(([h, l]) => `<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${h}"><span class="wp-block-navigation-item__label">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="wp-block-template-part"><div class="wp-block-group has-base-2-background-color is-layout-constrained"><div class="wp-block-columns is-layout-flex">` +
    `<div class="wp-block-column"><p><strong>Corrib Veterinary Clinic</strong><br>Unit 4, Headford Road Business Park, Galway H91 X2T6<br>${tel('091 563 270')}</p><p>Mon–Fri 8.30am–7pm, Sat 9.30am–1pm</p></div>` +
    `<div class="wp-block-column"><p>Out of hours emergencies are covered by VetHelp Galway: ${tel('091 700 911')}, ${mailto('info@vethelp-galway.test')}</p></div>` +
    `<div class="wp-block-column"><form class="newsletter" action="/newsletter/" method="post"><label for="nl-email">Get our seasonal pet health tips</label><input type="email" id="nl-email" name="email" placeholder="you@example.com"><button type="submit" class="wp-block-button__link">Sign up</button></form>` +
    `<p><a href="/privacy-policy/">Privacy policy</a> · <a href="/staff/">Staff login</a></p></div></div></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Member {
  name: string;
  /** As the card writes it, post-nominals included. */
  shown: string;
  title: string;
  address: string;
  bio: string;
  cases: CaseKind[];
}

const GRAINNE = 'grainne@corribvets.test';
const NIAMH = 'niamh@corribvets.test';

const VETS: Member[] = [
  { name: 'Siobhán Ní Fhlaithearta', shown: 'Siobhán Ní Fhlaithearta MVB MRCVS', title: 'Clinical Director', address: 'siobhan@corribvets.test', bio: 'Qualified from UCD in 2004 and set up the clinic in 2011. Special interest in soft tissue surgery.', cases: ['card', 'post-nominal', 'plain'] },
  { name: 'Ciarán Mac Donnchadha', shown: 'Ciarán Mac Donnchadha MVB', title: 'Veterinary Surgeon', address: 'ciaran@corribvets.test', bio: 'From Carraroe, Ciarán sees small animals and horses and speaks Irish with any client who prefers to.', cases: ['card', 'post-nominal', 'plain'] },
  { name: 'Orla Geraghty', shown: 'Orla Geraghty MVB CertAVP(SAM) MRCVS', title: 'Veterinary Surgeon, Small Animal Medicine', address: 'orla@corribvets.test', bio: 'Runs our diabetes and thyroid clinics and the senior pet checks.', cases: ['card', 'post-nominal', 'plain'] },
  { name: 'Aoife Kelly', shown: 'Aoife Kelly RVN', title: 'Head Veterinary Nurse', address: 'aoife@corribvets.test', bio: 'Looks after our nurse clinics: weight, dental and puppy parties.', cases: ['card', 'post-nominal', 'plain'] },
  { name: 'Seán Fahy', shown: 'Seán Fahy', title: 'Student Veterinary Nurse', address: 'sean@corribvets.test', bio: 'In his second year of the veterinary nursing degree at ATU, with us on placement.', cases: ['card', 'plain'] },
];

function memberCard(m: Member): string {
  return (
    `<div class="wp-block-column is-layout-flow"><figure class="wp-block-image size-medium is-style-rounded"><img src="${ORIGIN}/wp-content/uploads/2024/02/team-${m.address.split('@')[0]}-300x300.jpg" alt="${esc(m.name)}"></figure>` +
    `<h3 class="wp-block-heading">${esc(m.shown)}</h3><p class="has-small-font-size"><em>${esc(m.title)}</em></p><p>${esc(m.bio)}</p><p>${mailto(m.address)}</p></div>`
  );
}

const GRAINNE_SCRIPT = `document.querySelectorAll('[data-rev]').forEach(function (el) { var a = el.getAttribute('data-rev').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });`;

export function corribvets(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vets in Galway city',
    lang: 'en-IE',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Corrib Veterinary Clinic',
        url: `${ORIGIN}/`,
        telephone: '+353 91 563 270',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Headford Road Business Park', addressLocality: 'Galway', postalCode: 'H91 X2T6', addressCountry: 'IE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+353 91 563 270', email: 'reception@corribvets.test', availableLanguage: ['English', 'Irish'] },
      },
    ],
    main:
      `<div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container"><h1 class="wp-block-heading has-text-align-center">Caring for Galway's pets and farm animals since 2011</h1>` +
      `<p class="has-text-align-center">Dogs, cats, rabbits, horses and cattle. Vaccinations, neutering, dentistry, in-house lab and digital X-ray.</p>` +
      `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/new-clients/">Register your pet</a></div></div></div></div>`,
  });

  pages['/pet-care'] = page({
    path: '/pet-care',
    title: 'Pet care',
    lang: 'en-IE',
    main: `<h1 class="wp-block-heading">Pet care</h1><ul class="wp-block-list"><li>Puppy and kitten packages (vaccines, microchip, first flea and worm treatment) €145</li><li>Annual booster and health check €65</li><li>Dental scale and polish from €280</li></ul><p>We are a Pet Health Club practice: spread the cost of routine care over the year.</p>`,
  });

  pages['/farm-animals'] = page({
    path: '/farm-animals',
    title: 'Farm animals',
    lang: 'en-IE',
    main:
      `<h1 class="wp-block-heading">Farm animal services</h1><p>We look after suckler and dairy herds across Galway and south Mayo: TB testing, herd health plans, fertility work, calvings and call-outs.</p>` +
      `<p>To book TB testing or talk about a herd health plan, ring the clinic or email our large animal vet Pádraig Joyce MVB at ${mailto('padraig@corribvets.test')}. He's usually on the road in the mornings, so expect a call back after lunch.</p>`,
  });

  pages['/meet-the-team'] = page({
    path: '/meet-the-team',
    title: 'Meet the team',
    lang: 'en-IE',
    main:
      `<h1 class="wp-block-heading">Meet the team</h1><div class="wp-block-columns is-layout-flex">${VETS.slice(0, 3).map(memberCard).join('')}</div>` +
      `<div class="wp-block-columns is-layout-flex">${VETS.slice(3).map(memberCard).join('')}` +
      `<div class="wp-block-column is-layout-flow"><figure class="wp-block-image size-medium is-style-rounded"><img src="${ORIGIN}/wp-content/uploads/2024/02/team-grainne-300x300.jpg" alt="Gráinne Walsh"></figure>` +
      `<h3 class="wp-block-heading">Gráinne Walsh</h3><p class="has-small-font-size"><em>Receptionist (part-time)</em></p><p>Gráinne is the friendly voice on the phone Tuesday to Friday.</p><p><span class="rev-mail" data-rev="${reversed(GRAINNE)}"></span></p></div></div>` +
      `<script>${GRAINNE_SCRIPT}</script>`,
  });

  pages['/new-clients'] = page({
    path: '/new-clients',
    title: 'New clients',
    lang: 'en-IE',
    main: `<h1 class="wp-block-heading">New clients</h1><p>You're very welcome! Fill in the registration form below or drop in with your pet's vaccination card. Previous vet records can be sent on to us with your consent.</p><form class="wpforms-form" method="post"><input type="text" name="owner" placeholder="Your name"><input type="text" name="pet" placeholder="Pet's name and species"><button type="submit">Register</button></form>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'en-IE',
    main:
      `<h1 class="wp-block-heading">Contact us</h1><div class="wp-block-columns is-layout-flex"><div class="wp-block-column">` +
      `<p>Unit 4, Headford Road Business Park, Galway H91 X2T6<br>Phone ${tel('091 563 270')}<br>Appointments and general queries: ${mailto('reception@corribvets.test')}</p>` +
      `<p>Niamh Burke, Practice Manager – <span id="pm-mail"></span></p>` +
      `<script>(function(){var a=String.fromCharCode(${charCodes(NIAMH)});document.getElementById('pm-mail').innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>` +
      `<p>Pet insurance claim forms can be left at reception or sent to ${mailto('claims@corribvets.test')}.</p>` +
      `</div><div class="wp-block-column"><iframe src="https://www.google.test/maps/embed?pb=corrib-vets" width="100%" height="320" loading="lazy" title="Map"></iframe></div></div>`,
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    lang: 'en-IE',
    main: `<h1 class="wp-block-heading">Privacy policy</h1><p>Corrib Veterinary Clinic Ltd (CRO 498765) is the data controller for the personal data of our clients. We keep clinical records for seven years as required by the Veterinary Council of Ireland.</p>`,
  });

  pages['/staff'] = page({
    path: '/staff',
    title: 'Staff',
    lang: 'en-IE',
    main: `<h1 class="wp-block-heading">Staff area</h1><p>Rota swaps and leave requests to ${mailto('rota@corribvets.test')}</p>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['en'],
      addresses: [
        { address: 'reception@corribvets.test', name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...VETS.map((m) => ({ address: m.address, name: m.name, title: m.title, pages: ['/meet-the-team'], cases: m.cases })),
        {
          address: GRAINNE,
          name: 'Gráinne Walsh',
          title: 'Receptionist (part-time)',
          pages: ['/meet-the-team'],
          encoded: { kind: 'reversed', text: reversed(GRAINNE) },
          cases: ['card', 'script-reversed'],
        },
        {
          address: NIAMH,
          name: 'Niamh Burke',
          title: 'Practice Manager',
          pages: ['/contact'],
          encoded: { kind: 'charcodes', text: charCodes(NIAMH) },
          cases: ['name-title-line', 'script-charcode'],
        },
        { address: 'claims@corribvets.test', name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
        {
          address: 'padraig@corribvets.test',
          name: 'Pádraig Joyce',
          title: 'large animal vet',
          pages: ['/farm-animals'],
          cases: ['prose', 'post-nominal', 'plain', 'link-english-unlisted'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/staff'],
      nonAddresses: [
        { text: 'rota@corribvets.test', kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'info@vethelp-galway.test', kind: 'other-company' },
      ],
    },
  };
}
