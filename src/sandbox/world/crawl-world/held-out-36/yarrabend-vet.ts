/**
 * Yarra Bend Veterinary Clinic: a small-animal practice in Fairfield, Melbourne, on WordPress
 * with the Divi theme, in Australian English. "Meet Our Team" shows the vets as Divi person
 * modules ("Dr", degrees such as BVSc (Hons) and MANZCVS after the name) and the nurses and
 * front desk in a table; the page's JSON-LD is a VeterinaryCare with a contact point, a
 * department whose employees carry "mailto:" addresses and the practice manager, whose address
 * appears nowhere else. The pet-insurance partner's address and the staff rota (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'yarrabendvet.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/new-clients', 'New Clients'],
  ['/meet-our-team', 'Meet Our Team'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Yarra Bend Veterinary Clinic',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    '<meta name="generator" content="Divi v.4.27.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.27.1" type="text/css" media="all">`,
    "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-7QX2LM4K1B\"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QX2LM4K1B');</script>",
  ],
  header: (p) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header class="et-l et-l--header"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_header et_section_regular"><div class="et_pb_row et_pb_row_0_tb_header">` +
    `<div class="et_pb_module et_pb_menu et_pb_menu_0_tb_header et_pb_bg_layout_light et_pb_text_align_left et_dropdown_animation_fade et_pb_menu--with-logo et_pb_menu--style-left_aligned"><div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><a href="/"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2022/06/ybvc-logo.png" alt="Yarra Bend Veterinary Clinic" width="240" height="80"></a></div></div>` +
    `<div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-main" class="et-menu nav">${MENU.map(([h, l]) => `<li class="et_pb_menu_page_id-${h.length} menu-item menu-item-type-post_type menu-item-object-page${h === p.path ? ' current-menu-item' : ''}"><a href="${h === '/' ? '/' : `${h}/`}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></div></div></div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer class="et-l et-l--footer"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_footer et_pb_with_background et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p><strong>Yarra Bend Veterinary Clinic</strong><br>112 Station Street, Fairfield VIC 3078<br>${tel('(03) 9486 2215')}<br>${mailto(`reception@${HOST}`)}</p></div></div></div>` +
    `<div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Mon–Fri 8am–7pm · Sat 9am–1pm<br>After hours: Melbourne Veterinary Emergency Centre ${tel('(03) 9555 0144')}</p><p><a href="/privacy-policy/">Privacy Policy</a> · <a href="/staff-rota/">Staff login</a></p></div></div></div></div></div></div></footer></div></div></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [`<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.1" id="divi-custom-script-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const section = (html: string, n = 0): string =>
  `<div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}">${html}</div></div></div></div></div></article></div>`;
const textModule = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

type Vet = { shown: string; name: string; position: string; local: string; photo: string; bio: string; postNominal: boolean };
const VETS: Vet[] = [
  { shown: 'Dr Fiona McAllister BVSc (Hons) MANZCVS', name: 'Fiona McAllister', position: 'Principal Veterinarian & Practice Owner', local: 'fmcallister', photo: 'fiona', bio: 'Fiona bought the practice in 2014 and has a Membership of the Australian and New Zealand College of Veterinary Scientists in small animal surgery.', postNominal: true },
  { shown: 'Dr Daniel Ko BVSc', name: 'Daniel Ko', position: 'Associate Veterinarian', local: 'dko', photo: 'daniel', bio: 'Daniel has a special interest in feline medicine and dentistry.', postNominal: true },
  { shown: 'Dr Priya Raman BVSc MVS', name: 'Priya Raman', position: 'Veterinarian – Dermatology', local: 'praman', photo: 'priya', bio: 'Priya runs our itchy-pet clinic on Thursday afternoons.', postNominal: true },
  { shown: 'Dr Tom Whitfield', name: 'Tom Whitfield', position: 'Veterinarian', local: 'twhitfield', photo: 'tom', bio: 'Tom grew up on a dairy farm in Gippsland and joined us in 2023 after graduating from the University of Melbourne.', postNominal: false },
];

type Nurse = { name: string; role: string; local: string };
const NURSES: Nurse[] = [
  { name: 'Jess Nolan', role: 'Head Nurse', local: 'jnolan' },
  { name: 'Aisha Karimi', role: 'Veterinary Nurse (Cert IV)', local: 'akarimi' },
  { name: 'Ben Lockwood', role: 'Client Care Coordinator', local: 'blockwood' },
];

const MANAGER = { name: 'Claire Donovan', title: 'Practice Manager', local: 'cdonovan' };

export function yarrabendVet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  const personModule = (v: Vet, i: number): string =>
    `<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2024/03/${v.photo}-400x400.jpg" alt="${esc(v.shown)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(v.shown)}</h4><p class="et_pb_member_position">${esc(v.position)}</p><div><p>${esc(v.bio)}</p><p>${mailto(`${v.local}@${HOST}`, 'Email ' + v.name.split(' ')[0])}</p></div></div></div></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Vet in Fairfield & Alphington',
    main: section(textModule(`<h1>Caring for Fairfield’s pets since 1987</h1><p>Consultations, desexing, dentistry, surgery and puppy preschool, five minutes from Fairfield station.</p><p><a href="/new-clients/">New to the clinic?</a> · <a href="/meet-our-team/">Meet Our Team</a></p>`)),
  });
  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: section(textModule(`<h1>Services</h1><ul><li>Vaccinations and health checks</li><li>Desexing and soft-tissue surgery</li><li>Dental scale and polish, extractions</li><li>Dermatology clinic (Thursdays)</li></ul><p>We recommend PetCover Australia for insurance; claims questions go to claims@petcover-au.test.</p>`)),
  });
  pages['/new-clients'] = page({
    path: '/new-clients',
    title: 'New Clients',
    main: section(textModule(`<h1>New Clients</h1><p>Please bring your pet’s vaccination certificate to the first visit, or have the previous clinic email records to ${mailto(`records@${HOST}`)} before your appointment.</p>`)),
  });
  pages['/meet-our-team'] = page({
    path: '/meet-our-team',
    title: 'Meet Our Team',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Yarra Bend Veterinary Clinic',
        url: `${ORIGIN}/`,
        telephone: '+61 3 9486 2215',
        address: { '@type': 'PostalAddress', streetAddress: '112 Station Street', addressLocality: 'Fairfield', addressRegion: 'VIC', postalCode: '3078', addressCountry: 'AU' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+61 3 9486 2215', email: `reception@${HOST}`, areaServed: 'AU' },
        employee: [{ '@type': 'Person', name: MANAGER.name, jobTitle: MANAGER.title, email: `mailto:${MANAGER.local}@${HOST}` }],
        department: [
          {
            '@type': 'VeterinaryCare',
            name: 'Yarra Bend Veterinary Clinic – Veterinary Team',
            employee: VETS.map((v) => ({ '@type': 'Person', name: v.name, honorificPrefix: 'Dr', jobTitle: v.position, email: `mailto:${v.local}@${HOST}` })),
          },
        ],
      },
    ],
    main:
      section(textModule(`<h1>Meet Our Team</h1><h2>Our Vets</h2>`), 0) +
      section(VETS.map(personModule).join(''), 1) +
      section(
        textModule(
          `<h2>Nurses &amp; Client Care</h2><table class="staff-table"><thead><tr><th>Name</th><th>Role</th><th>Email</th></tr></thead><tbody>${NURSES.map((n) => `<tr><td>${esc(n.name)}</td><td>${esc(n.role)}</td><td>${mailto(`${n.local}@${HOST}`)}</td></tr>`).join('')}</tbody></table>`,
        ),
        2,
      ),
  });
  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: section(
      textModule(`<h1>Contact Us</h1><p>112 Station Street, Fairfield VIC 3078<br>${tel('(03) 9486 2215')}</p><p>Appointments and general enquiries: ${mailto(`reception@${HOST}`)}<br>Medical records and referrals: ${mailto(`records@${HOST}`)}</p>`) +
        `<div class="et_pb_module et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="/contact-us/"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Name"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="Email Address"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Message"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Submit</button></form></div>`,
    ),
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: section(textModule(`<h1>Privacy Policy</h1><p>We handle your information under the Privacy Act 1988 (Cth). Questions: ${mailto(`reception@${HOST}`)}.</p>`)) });
  pages['/staff-rota'] = page({ path: '/staff-rota', title: 'Staff Rota', main: section(textModule(`<h1>Staff Rota</h1><p>Swap requests to ${mailto(`rota@${HOST}`)} by Wednesday.</p>`)) });

  const vetCases = (v: Vet): CaseKind[] => ['card', 'honorific', ...(v.postNominal ? (['post-nominal'] as CaseKind[]) : []), 'plain', 'json-ld-nested', 'json-ld-mailto', 'json-ld-person', 'link-english-unlisted'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff-rota/\nDisallow: /staff-rota\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/new-clients', '/meet-our-team', '/contact-us', '/privacy-policy'], '2025-05-06'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.29', 'x-litespeed-cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/contact-us', '/meet-our-team'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `records@${HOST}`, name: null, title: null, pages: ['/new-clients', '/contact-us'], cases: ['role', 'plain', 'link-english-unlisted'] },
        ...VETS.map((v) => ({ address: `${v.local}@${HOST}`, name: v.name, title: v.position, pages: ['/meet-our-team'], cases: vetCases(v) })),
        ...NURSES.map((n) => ({ address: `${n.local}@${HOST}`, name: n.name, title: n.role, pages: ['/meet-our-team'], cases: ['table', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        { address: `${MANAGER.local}@${HOST}`, name: MANAGER.name, title: MANAGER.title, pages: ['/meet-our-team'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-mailto', 'link-english-unlisted'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/staff-rota'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'claims@petcover-au.test', kind: 'other-company' },
      ],
    },
  };
}
