/**
 * Slaneyside Veterinary Clinic: a mixed small-animal, farm and equine practice in Enniscorthy, Co.
 * Wexford, on WordPress with the Divi theme, English only. The vets as Divi "person" modules on a
 * "Meet the Team" page with Irish post-nominals (MVB, MRCVS, CertAVP, RVN), one of the addresses
 * written "name [at] domain [dot] test"; the clinical director also a founder Person in the
 * practice's JSON-LD, reception a contactPoint; the practice manager as "Practice Manager: Name"
 * on the contact page beside an accounts mailbox; the equine vet in the running text of the
 * "New Clients" page. The client portal (disallowed), the Divi retina logo, a cookie library's
 * version and the pet-insurer's claims address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'slaneyside-vets.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/small-animals', 'Small Animals'],
  ['/farm-and-equine', 'Farm &amp; Equine'],
  ['/meet-the-team', 'Meet the Team'],
  ['/new-clients', 'New Clients'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Slaneyside Veterinary Clinic',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Nunito:300,regular,700&amp;subset=latin&amp;display=swap" type="text/css" media="all">`,
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/js-cookie@3.0.5/dist/js.cookie.min.js" id="js-cookie-js"></script>',
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-slaneyside-icon-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header class="et-l et-l--header"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_header et_section_regular"><div class="et_pb_row et_pb_row_0_tb_header">` +
    `<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_image et_pb_image_0_tb_header"><a href="/"><span class="et_pb_image_wrap"><img src="${ORIGIN}/wp-content/uploads/2023/02/slaneyside-logo.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/slaneyside-logo@2x.png 2x" alt="Slaneyside Veterinary Clinic" width="220" height="64"></span></a></div></div>` +
    `<div class="et_pb_column et_pb_column_3_4"><div class="et_pb_module et_pb_menu et_pb_menu_0_tb_header et_pb_bg_layout_light et_pb_text_align_right"><div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-main-menu" class="et-menu nav">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${101 + i}" class="et_pb_menu_page_id-${20 + i} menu-item menu-item-type-post_type menu-item-object-page menu-item-${101 + i}"><a href="${href}">${label}</a></li>`).join('') +
    `</ul></nav></div><div class="et_mobile_nav_menu"><a href="#" class="mobile_nav closed"><span class="mobile_menu_bar"></span></a></div></div></div></div></div>` +
    `<div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text et_pb_text_0_tb_header"><div class="et_pb_text_inner"><p>Emergencies 24/7: ${tel('053 923 4410')} &middot; <a href="/client-portal">Client portal</a></p></div></div></div>` +
    `</div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer class="et-l et-l--footer"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_footer et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0_tb_footer">` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h4>Find us</h4><p>Slaneyside Veterinary Clinic<br>Templeshannon Quay<br>Enniscorthy, Co. Wexford<br>Y21 K7P3</p></div></div></div>` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h4>Opening hours</h4><p>Mon–Fri 8.30am–7pm<br>Sat 9am–1pm<br>Sun: emergencies only</p></div></div></div>` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h4>Get in touch</h4><p>${tel('053 923 4410')}<br>${mailto(`reception@${HOST}`)}</p><p><a href="/privacy-policy">Privacy &amp; Cookies</a></p></div></div></div>` +
    `</div></div><div class="et_pb_section et_pb_section_1_tb_footer"><div class="et_pb_row"><div class="et_pb_text_inner"><p>© 2025 Slaneyside Veterinary Clinic Ltd. Registered in Ireland No. 584213. Veterinary Council of Ireland registered premises.</p></div></div></div></div></footer></div></div></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"}; var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });

const section = (html: string, n: number): string =>
  `<article id="post-${n}" class="post-${n} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">${html}</div></div></div></div></div></div></div></div></article>`;

type Vet = { shown: string; name: string; title: string; local: string; obfuscate?: boolean; bio: string };
const VETS: Vet[] = [
  { shown: 'Aoife Kinsella MVB MRCVS', name: 'Aoife Kinsella', title: 'Clinical Director', local: 'aoife', bio: 'Aoife qualified from UCD in 2004 and opened Slaneyside in 2011. She looks after our orthopaedic and soft-tissue surgery.' },
  { shown: 'Declan Furlong MVB CertAVP(Cattle) MRCVS', name: 'Declan Furlong', title: 'Senior Farm Animal Vet', local: 'declan', bio: 'Declan runs our herd health programmes, TB testing and fertility work for dairy and suckler farms from Bunclody to Ferns.' },
  { shown: 'Niamh Doyle MVB MRCVS', name: 'Niamh Doyle', title: 'Small Animal Vet', local: 'niamh', obfuscate: true, bio: 'Niamh has a special interest in dermatology and feline medicine and runs our cat-friendly clinic on Tuesday evenings.' },
  { shown: 'Tadhg Redmond MVB MRCVS', name: 'Tadhg Redmond', title: 'Veterinary Surgeon', local: 'tadhg', bio: 'Tadhg joined us from a mixed practice in Kilkenny and divides his week between the clinic and farm calls.' },
  { shown: 'Orla Cullen RVN', name: 'Orla Cullen', title: 'Head Veterinary Nurse', local: 'orla', bio: 'Orla manages our nursing team, theatre and the nurse clinics for weight, dental and post-op checks.' },
];

const person = (v: Vet): string => {
  const addr = `${v.local}@${HOST}`;
  const mail = v.obfuscate ? `<span class="email">${v.local} [at] slaneyside-vets [dot] test</span>` : mailto(addr);
  return (
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_team_member et_pb_bg_layout_light clearfix"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2024/05/team-${v.local}.jpg" alt="${esc(v.name)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(v.shown)}</h4><p class="et_pb_member_position">${esc(v.title)}</p><div><p>${esc(v.bio)}</p><p>${mail}</p></div></div></div></div>`
  );
};

export function slaneysideVets(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vets in Enniscorthy, Co. Wexford',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Slaneyside Veterinary Clinic',
        url: `${ORIGIN}/`,
        telephone: '+353 53 923 4410',
        address: { '@type': 'PostalAddress', streetAddress: 'Templeshannon Quay', addressLocality: 'Enniscorthy', addressRegion: 'Co. Wexford', postalCode: 'Y21 K7P3', addressCountry: 'IE' },
        founder: { '@type': 'Person', name: 'Aoife Kinsella', jobTitle: 'Clinical Director', email: `aoife@${HOST}` },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `reception@${HOST}`, telephone: '+353 53 923 4410', areaServed: 'IE' },
      },
    ],
    main: section(
      `<h1>Caring for Wexford's pets, farms and horses since 2011</h1><p>From puppy vaccinations to calving at 3am, our team of five vets and four nurses is here for you. We are a Veterinary Council of Ireland registered premises with on-site X-ray, ultrasound and a full laboratory.</p>` +
        `<p><a href="/new-clients">Registering a new pet?</a> &middot; <a href="/meet-the-team">Meet the vets</a></p>`,
      5,
    ),
  });

  pages['/small-animals'] = page({
    path: '/small-animals',
    title: 'Small Animals',
    main: section(`<h1>Small animal services</h1><ul><li>Vaccinations and the Slaneyside Pet Health Club</li><li>Neutering and soft-tissue surgery</li><li>Dentistry with digital dental X-ray</li><li>Microchipping and pet passports</li></ul><p>Pet insurance claims: we send forms straight to your insurer; for Petcover Ireland that is claims@petcover-ireland.test.</p>`, 7),
  });

  pages['/farm-and-equine'] = page({
    path: '/farm-and-equine',
    title: 'Farm & Equine',
    main: section(`<h1>Farm &amp; equine</h1><p>Herd health planning, TB testing, scanning and BVD/IBR programmes. Ambulatory equine work including lameness work-ups, dentistry and pre-purchase examinations.</p>`, 9),
  });

  pages['/meet-the-team'] = page({
    path: '/meet-the-team',
    title: 'Meet the Team',
    main:
      section(`<h1>Meet the Team</h1><p>Our vets and nurses – the faces behind the consult-room door.</p>`, 11) +
      `<div class="et_pb_section et_pb_section_12 et_section_regular"><div class="et_pb_row et_pb_row_12 et_pb_equal_columns">${VETS.map(person).join('')}</div></div>`,
  });

  pages['/new-clients'] = page({
    path: '/new-clients',
    title: 'New Clients',
    main: section(
      `<h1>New clients</h1><p>You can register online or at reception. Please bring any previous vaccination records and your pet's microchip number.</p>` +
        `<p>Moving a horse to the area? Our equine vet Rory Kehoe MVB MRCVS is happy to talk through vaccinations and passports before you arrive – email him at ${mailto(`rory@${HOST}`)} or ring the clinic.</p>`,
      13,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: section(
      `<h1>Contact us</h1><p>Templeshannon Quay, Enniscorthy, Co. Wexford Y21 K7P3<br>Phone: ${tel('053 923 4410')} (24 hours)<br>Appointments and general queries: ${mailto(`reception@${HOST}`)}</p>` +
        `<p>Practice Manager: Sinéad O'Leary, ${mailto(`sinead@${HOST}`)}</p><p>Invoices and statements – Sinéad O'Leary (Mon–Wed): ${mailto(`accounts@${HOST}`)}</p>` +
        `<div class="et_pb_module et_pb_contact_form_container"><h2 class="et_pb_contact_main_title">Send us a message</h2><form class="et_pb_contact_form clearfix" method="post" action="/contact-us"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Name"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="Email Address"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Message"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Send</button></form></div>`,
      15,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy & Cookies', main: section(`<h1>Privacy &amp; cookies</h1><p>Slaneyside Veterinary Clinic Ltd is the data controller for client and patient records. Write to the Practice Manager at the clinic address to exercise your rights.</p>`, 17) });

  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: section(`<h1>Client portal</h1><p>Log in to see vaccination reminders and invoices. Trouble logging in? ${mailto(`portal@${HOST}`)}</p>`, 19) });

  const unl: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/small-animals', '/farm-and-equine', '/meet-the-team', '/new-clients', '/contact-us', '/privacy-policy'], '2025-05-02'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...VETS.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: v.local === 'aoife' ? ['/meet-the-team', '/'] : ['/meet-the-team'],
          cases: ['card', 'post-nominal', v.obfuscate ? 'obfuscated' : 'plain', unl, ...(v.local === 'aoife' ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `rory@${HOST}`, name: 'Rory Kehoe', title: 'equine vet', pages: ['/new-clients'], cases: ['prose', 'post-nominal', 'plain', unl] },
        { address: `sinead@${HOST}`, name: "Sinéad O'Leary", title: 'Practice Manager', pages: ['/contact-us'], cases: ['title-name-line', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'neighbour', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'slaneyside-logo@2x.png', kind: 'retina' },
        { text: 'js-cookie@3.0.5', kind: 'package' },
        { text: 'claims@petcover-ireland.test', kind: 'other-company' },
      ],
    },
  };
}
