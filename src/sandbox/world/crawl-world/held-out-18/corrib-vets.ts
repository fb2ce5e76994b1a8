/**
 * Corrib Veterinary Hospital: a mixed small-animal and equine practice in Galway, on WordPress
 * with the Divi theme and Yoast's JSON-LD. Vets and nurses in Divi team-member modules with their
 * post-nominals, the clinical director as a JSON-LD Person, the equine vet only in the JSON-LD
 * department's employees, a vet's address in a blog post's closing sentence, the practice
 * manager on the contact page; the out-of-hours provider's address, the form's placeholder, a
 * retina logo and the staff portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'corribvethospital.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/meet-the-vets', 'Meet the Vets'],
  ['/registering-a-new-pet', 'Registering a New Pet'],
  ['/out-of-hours', 'Out of Hours'],
  ['/news', 'News'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Corrib Veterinary Hospital',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-inline-inline-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
  ],
  header: () =>
    `<header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="/"><img src="/wp-content/uploads/2023/02/corrib-vets-logo@2x.png" width="186" height="60" alt="Corrib Veterinary Hospital" id="logo"></a></div>` +
    `<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header>`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><h4 class="title">Find us</h4><p>Corrib Veterinary Hospital<br>Headford Road, Galway H91 X2K7</p><p>${tel('091 562 418')}<br>${mailto(`reception@${HOST}`)}</p></div>` +
    `<div class="footer-widget"><h4 class="title">Opening hours</h4><p>Mon–Fri 8.30am–7pm<br>Sat 9am–1pm</p></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><p id="footer-info">© 2025 Corrib Veterinary Hospital Ltd · <a href="/privacy-policy/">Privacy Policy</a> · <a href="/staff-portal/">Staff</a></p></div></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Member = { name: string; post: string; title: string; mail: string; bio: string };
const TEAM: Member[] = [
  { name: 'Aoife Ní Chonaill', post: 'MVB MRCVS', title: 'Clinical Director', mail: 'aoife', bio: 'Aoife qualified from UCD in 2006 and bought the practice from its founder in 2015. Her main interests are soft-tissue surgery and dentistry.' },
  { name: 'Seán Ó Briain', post: 'MVB CertAVP(SAM) MRCVS', title: 'Veterinary Surgeon, small animal medicine', mail: 'sean', bio: 'Seán sees our medicine referrals, especially endocrine cases and older cats.' },
  { name: 'Róisín Burke', post: 'RVN', title: 'Head Nurse', mail: 'roisin', bio: 'Róisín runs our nurse clinics for weight, puppies and dental checks.' },
  { name: 'Niamh Keane', post: 'RVN', title: 'Veterinary Nurse (part-time)', mail: 'niamh', bio: 'Niamh works Tuesdays, Thursdays and alternate Saturdays.' },
];

const card = (m: Member) =>
  `<div class="et_pb_module et_pb_team_member et_pb_bg_layout_light clearfix"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img src="/wp-content/uploads/2024/05/${m.mail}-400x400.jpg" alt="${esc(m.name)}"></div>` +
  `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(`${m.name} ${m.post}`)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${esc(m.bio)}</p><p>${mailto(`${m.mail}@${HOST}`)}</p></div></div></div>`;

export function corribVets(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vets in Galway City',
    lang: 'en-IE',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        '@id': `${ORIGIN}/#organization`,
        name: 'Corrib Veterinary Hospital',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/corrib-vets-logo@2x.png`,
        telephone: '+353 91 562 418',
        address: { '@type': 'PostalAddress', streetAddress: 'Headford Road', addressLocality: 'Galway', postalCode: 'H91 X2K7', addressCountry: 'IE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:reception@${HOST}`, telephone: '+353 91 562 418' },
        department: [
          {
            '@type': 'VeterinaryCare',
            name: 'Corrib Equine & Farm',
            telephone: '+353 87 214 9930',
            employee: [{ '@type': 'Person', name: 'Pádraig Mulkerrin', jobTitle: 'Equine Veterinary Surgeon', email: `padraig@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<div class="et_pb_section et_pb_fullwidth_section"><div class="et_pb_module et_pb_fullwidth_header"><h1>Caring for Galway's pets, horses and farm animals since 1978</h1><p>Small animal hospital on the Headford Road, with an ambulatory equine and farm service across Connemara and south Mayo.</p>` +
      `<a class="et_pb_button" href="/registering-a-new-pet/">Register your pet</a></div></div>` +
      `<div class="et_pb_section"><div class="et_pb_text"><h2>Equine &amp; farm calls</h2><p>Our equine vet covers yard visits, lameness work-ups, pre-purchase exams and TB testing. Call ${tel('087 214 9930')} to book.</p></div></div>`,
  });

  pages['/services'] = page({ path: '/services', title: 'Services', lang: 'en-IE', main: `<h1>Services</h1><ul><li>Vaccinations and pet passports</li><li>Neutering and soft-tissue surgery</li><li>Digital X-ray and ultrasound</li><li>Dental care</li><li>Nurse clinics</li></ul>` });

  pages['/meet-the-vets'] = page({
    path: '/meet-the-vets',
    title: 'Meet the Vets',
    lang: 'en-IE',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Aoife Ní Chonaill',
        honorificSuffix: 'MVB MRCVS',
        jobTitle: 'Clinical Director',
        email: `aoife@${HOST}`,
        worksFor: { '@id': `${ORIGIN}/#organization` },
      },
    ],
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Meet the Vets &amp; Nurses</h1></div><div class="et_pb_row et_pb_gutters2">${TEAM.map(card).join('')}</div></div>`,
  });

  pages['/registering-a-new-pet'] = page({
    path: '/registering-a-new-pet',
    title: 'Registering a New Pet',
    lang: 'en-IE',
    main:
      `<h1>Registering a new pet</h1><p>Fill in the form below and bring your pet's vaccination card to the first visit. Prescription requests for existing patients go to ${mailto(`prescriptions@${HOST}`)} – please allow 48 hours.</p>` +
      `<form class="et_pb_contact_form clearfix" method="post" action="/registering-a-new-pet/"><p class="et_pb_contact_field"><label for="et_pb_contact_name_0">Your name</label><input type="text" id="et_pb_contact_name_0" name="et_pb_contact_name_0"></p>` +
      `<p class="et_pb_contact_field"><label for="et_pb_contact_email_0">Email</label><input type="email" id="et_pb_contact_email_0" name="et_pb_contact_email_0" placeholder="you@example.com"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Send</button></form>`,
  });

  pages['/out-of-hours'] = page({
    path: '/out-of-hours',
    title: 'Out of Hours',
    lang: 'en-IE',
    main: `<h1>Out-of-hours emergencies</h1><p>Outside opening hours, emergency cover for small animals is provided by West Coast Vet Emergency in Oranmore: ${tel('091 790 112')}, triage@westcoastvetemergency.ie. Horses and farm animals: ring our equine mobile.</p>`,
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    lang: 'en-IE',
    main: `<h1>News</h1><article class="et_pb_post"><h2 class="entry-title"><a href="/2025/02/caring-for-your-older-dog/">Caring for your older dog</a></h2><p class="post-meta">by Ciarán Fahy | Feb 11, 2025</p></article>`,
  });

  pages['/2025/02/caring-for-your-older-dog'] = page({
    path: '/2025/02/caring-for-your-older-dog',
    title: 'Caring for your older dog',
    lang: 'en-IE',
    main:
      `<article class="et_pb_post type-post"><h1 class="entry-title">Caring for your older dog</h1><p class="post-meta">by <span class="author vcard">Ciarán Fahy</span> | Feb 11, 2025 | Pet Health</p>` +
      `<div class="entry-content"><p>Stiff mornings, a greying muzzle, a dog who no longer jumps into the car: most owners notice the small changes long before we do. Twice-yearly senior checks let us catch kidney disease, arthritis and dental pain early.</p>` +
      `<p>Ciarán Fahy is a veterinary surgeon at Corrib and runs our senior pet clinic on Wednesday afternoons; if you have questions about your own dog, you can email him at ${mailto(`ciaran@${HOST}`)}.</p></div></article>`,
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    lang: 'en-IE',
    main:
      `<h1>Contact us</h1><p>Appointments: ${tel('091 562 418')} or ${mailto(`reception@${HOST}`)}</p>` +
      `<p>Accounts, insurance claims and pet insurance forms: Gráinne Walsh, Practice Manager, ${mailto(`grainne@${HOST}`)}</p>`,
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', lang: 'en-IE', main: `<h1>Privacy Policy</h1><p>Corrib Veterinary Hospital Ltd is the data controller for client and patient records.</p>` });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff', lang: 'en-IE', main: `<h1>Staff portal</h1><p>Rota swaps: ${mailto(`rota@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /staff-portal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'x-powered-by': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `prescriptions@${HOST}`, name: null, title: null, pages: ['/registering-a-new-pet'], cases: ['role', 'plain', 'link-english-unlisted'] },
        { address: `aoife@${HOST}`, name: 'Aoife Ní Chonaill', title: 'Clinical Director', pages: ['/meet-the-vets'], cases: ['card', 'post-nominal', 'json-ld-person', 'plain', 'link-english-unlisted'] },
        ...TEAM.slice(1).map((m) => ({ address: `${m.mail}@${HOST}`, name: m.name, title: m.title, pages: ['/meet-the-vets'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `padraig@${HOST}`, name: 'Pádraig Mulkerrin', title: 'Equine Veterinary Surgeon', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: `ciaran@${HOST}`, name: 'Ciarán Fahy', title: 'veterinary surgeon', pages: ['/2025/02/caring-for-your-older-dog'], cases: ['prose', 'deep-page', 'plain'] },
        { address: `grainne@${HOST}`, name: 'Gráinne Walsh', title: 'Practice Manager', pages: ['/contact-us'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'triage@westcoastvetemergency.ie', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'corrib-vets-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
