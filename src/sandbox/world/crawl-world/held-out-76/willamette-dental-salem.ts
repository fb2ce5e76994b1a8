/**
 * Willamette Family Dental Group: a three-dentist practice in Salem, Oregon, on WordPress with a
 * page-builder theme. "Our Dentists" holds the dentists as cards, each heading "Dr. … , DMD/DDS"
 * (the founder also a Person in JSON-LD; one address written as character references by an
 * e-mail encoder plugin; one built from character codes by a script); "Hygiene Team" is a table
 * of hygienists (RDH) and an assistant; "New Patients" names the patient coordinator in a
 * sentence; the insurance page has a label line; the footer names the office manager. The oral
 * surgeon's referral address, the form's placeholder, a retina logo, a pinned slider library and
 * the patient portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'willamette-dental-salem.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/about-us', 'About Us'],
  ['/our-dentists', 'Our Dentists'],
  ['/hygiene-team', 'Hygiene Team'],
  ['/new-patients', 'New Patients'],
  ['/insurance-billing', 'Insurance & Billing'],
  ['/blog', 'Blog'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Willamette Family Dental Group',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    "<link rel='stylesheet' id='astra-theme-css-css' href='http://willamette-dental-salem.test/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all'>",
    "<link rel='stylesheet' id='elementor-frontend-css' href='http://willamette-dental-salem.test/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all'>",
    "<script src='http://willamette-dental-salem.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>",
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">',
    '<link rel="https://api.w.org/" href="http://willamette-dental-salem.test/wp-json/">',
  ],
  header: () =>
    `<header id="masthead" class="site-header ast-primary-header" itemtype="https://schema.org/WPHeader" itemscope>` +
    `<div class="ast-above-header-bar"><span>Mon–Thu 7:30am–5pm · Fri 7:30am–1pm</span> <span>${tel('(503) 555-0164')}</span> <a class="portal-link" href="/patient-portal">Patient Portal</a></div>` +
    `<div class="site-branding"><a href="/" rel="home"><img width="260" height="72" src="/wp-content/uploads/2024/02/wfdg-logo@2x.png" class="custom-logo" alt="Willamette Family Dental Group"></a></div>` +
    `<nav id="primary-site-navigation" class="main-header-bar-navigation" aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu ast-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}/" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="elementor-button book-btn" href="/contact-us/">Request an Appointment</a></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon"><div class="footer-widget-area widget-area">` +
    `<section class="widget"><h2 class="widget-title">Visit Us</h2><p>2150 Commercial St SE, Suite 110<br>Salem, OR 97302<br>${tel('(503) 555-0164')}</p></section>` +
    `<section class="widget"><h2 class="widget-title">Office Hours</h2><p>Monday–Thursday: 7:30 am – 5:00 pm<br>Friday: 7:30 am – 1:00 pm<br>Saturday &amp; Sunday: Closed</p></section>` +
    `<section class="widget"><h2 class="widget-title">Questions?</h2><p>Office Manager: Denise Carter · ${mailto(at('denise'))}</p><p>${mailto(at('hello'))}</p></section>` +
    `</div><div class="ast-small-footer"><p>© 2025 Willamette Family Dental Group, P.C. · <a href="/privacy-policy/">Privacy Policy</a> · <a href="/patient-portal/">Patient Portal</a> · Website by Cascade Pixel Co.</p></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>',
    "<script src='http://willamette-dental-salem.test/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5' id='elementor-frontend-js'></script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const wrap = (html: string): string => `<div class="elementor elementor-${Math.abs(html.length % 9000) + 100}" data-elementor-type="wp-page"><div class="elementor-section-wrap">${html}</div></div>`;

const AISHA_CODES = charCodes(at('aisha'));
const AISHA_SCRIPT = `(function(){var a=String.fromCharCode(${AISHA_CODES});var el=document.getElementById('dr-rahman-email');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();`;

const dentistCard = (heading: string, title: string, photo: string, bio: string, email: string): string =>
  `<div class="elementor-widget elementor-widget-image-box team-card"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/03/${photo}-600x600.jpg" alt="${esc(heading)}" loading="lazy"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(heading)}</h3><p class="team-role">${esc(title)}</p><p class="elementor-image-box-description">${esc(bio)}</p>${email}</div></div></div>`;

export function willametteDentalSalem(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Family & Cosmetic Dentistry in Salem, OR',
    description: 'Gentle family, pediatric and cosmetic dentistry in South Salem. New patients welcome; most PPO plans accepted.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Willamette Family Dental Group',
        url: `${ORIGIN}/`,
        telephone: '+1-503-555-0164',
        address: { '@type': 'PostalAddress', streetAddress: '2150 Commercial St SE, Suite 110', addressLocality: 'Salem', addressRegion: 'OR', postalCode: '97302', addressCountry: 'US' },
        openingHours: ['Mo-Th 07:30-17:00', 'Fr 07:30-13:00'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'appointments', telephone: '+1-503-555-0164', email: at('appointments'), areaServed: 'US', availableLanguage: ['English', 'Spanish'] },
      },
    ],
    main: wrap(
      `<section class="hero"><h1>Gentle dentistry for the whole family</h1><p>From a child’s first visit to crowns, implants and Invisalign, our Salem team has cared for Willamette Valley smiles since 2006.</p><p><a href="/new-patients/">Becoming a patient</a> · <a href="/our-dentists/">Meet our dentists</a></p></section>` +
        `<section class="services"><h2>What we do</h2><ul><li>Cleanings &amp; exams</li><li>Children’s dentistry</li><li>Same-day crowns</li><li>Clear aligners</li><li>Emergency visits</li></ul></section>` +
        `<section class="appointments"><h2>Book a visit</h2><p>Call ${tel('(503) 555-0164')} or email ${mailto(at('appointments'))} and we will find a time that works. Se habla español.</p></section>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: wrap(
      `<h1>About Willamette Family Dental Group</h1><p>Dr. Karen Holloway opened the practice on Commercial Street in 2006 with two chairs and one hygienist. Today we are three dentists, four hygienists and a front-office team who still answer the phone by name.</p><p>We are proud members of the Oregon Dental Association and the Marion-Polk Dental Society.</p>`,
    ),
  });

  pages['/our-dentists'] = page({
    path: '/our-dentists',
    title: 'Our Dentists',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Karen Holloway',
        honorificPrefix: 'Dr.',
        honorificSuffix: 'DMD',
        jobTitle: 'Founder & Lead Dentist',
        email: at('karen'),
        alumniOf: 'OHSU School of Dentistry',
        worksFor: { '@type': 'Dentist', name: 'Willamette Family Dental Group', url: `${ORIGIN}/` },
      },
    ],
    main: wrap(
      `<h1>Our Dentists</h1><div class="elementor-container team-grid">` +
        dentistCard(
          'Dr. Karen Holloway, DMD',
          'Founder & Lead Dentist',
          'dr-holloway',
          'Dr. Holloway graduated from the OHSU School of Dentistry in 2001 and founded the practice five years later. She focuses on restorative and implant dentistry.',
          `<p>${mailto(at('karen'))}</p>`,
        ) +
        dentistCard(
          'Dr. Miguel Santos, DDS',
          'Associate Dentist',
          'dr-santos',
          'Dr. Santos joined us in 2015 after a general practice residency in Spokane. He sees patients in English and Spanish.',
          `<p><a href="${entities('mailto:' + at('miguel'))}">${entities(at('miguel'))}</a></p>`,
        ) +
        dentistCard(
          'Dr. Aisha Rahman, DMD',
          'Pediatric Dentist',
          'dr-rahman',
          'Dr. Rahman completed her pediatric residency at Seattle Children’s and sees our youngest patients on Tuesdays and Thursdays.',
          `<p><span id="dr-rahman-email">Email Dr. Rahman</span></p><script>${AISHA_SCRIPT}</script>`,
        ) +
        `</div>`,
    ),
  });

  const hyg: [string, string, string, string][] = [
    ['Brittany Lowe, RDH', 'Lead Dental Hygienist', 'brittany', 'Since 2009'],
    ['Jordan Pike, RDH', 'Dental Hygienist', 'jordan', 'Since 2018'],
    ['Marisol Vega', 'Expanded Function Dental Assistant', 'marisol', 'Since 2020'],
  ];
  pages['/hygiene-team'] = page({
    path: '/hygiene-team',
    title: 'Hygiene Team',
    main: wrap(
      `<h1>Our Hygiene Team</h1><p>Your hygienist is the person you will see most often at our office. All of our hygienists are licensed by the Oregon Board of Dentistry and certified in local anesthesia.</p>` +
        `<table class="tablepress tablepress-id-3"><thead><tr><th>Name</th><th>Position</th><th>With us</th><th>Email</th></tr></thead><tbody>` +
        hyg.map(([n, t, l, since]) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td>${since}</td><td>${mailto(at(l))}</td></tr>`).join('') +
        `</tbody></table><p>Two more hygienists, Kelsey and Ana, work Fridays and are not listed here.</p>`,
    ),
  });

  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New Patients',
    main: wrap(
      `<h1>New Patients</h1><p>Welcome! Your first visit takes about ninety minutes and includes a full exam, X-rays and a cleaning if time allows.</p>` +
        `<p>Please bring your insurance card and a list of medications. If you are switching from another office, our patient coordinator, Tanya Whitfield, can request your records for you; reach her at ${mailto(at('tanya'))} or ${tel('(503) 555-0168')}.</p>` +
        `<p>Need a wisdom tooth removed? We refer to Capitol Oral Surgery (referrals@capitol-oral-surgery.com), who will send your X-rays back to us.</p>` +
        `<form class="wpforms-form" id="wpforms-form-212"><label for="wpforms-212-field_1">Your email</label><input type="email" id="wpforms-212-field_1" name="wpforms[fields][1]" placeholder="name@domain.com"><button type="submit">Send my new patient forms</button></form>`,
    ),
  });

  pages['/insurance-billing'] = page({
    path: '/insurance-billing',
    title: 'Insurance & Billing',
    main: wrap(
      `<h1>Insurance &amp; Billing</h1><p>We are in network with Delta Dental of Oregon, Moda, ODS and most PPO plans, and we offer CareCredit financing.</p>` +
        `<p class="contact-line"><strong>Insurance questions:</strong> Lisa Moreno, Billing Coordinator, ${tel('(503) 555-0187')}, ${mailto(at('lisa'))}</p>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: wrap(`<h1>Blog</h1><article><h2><a href="/blog/summer-smile-drive-2025/">Our 2025 Summer Smile Drive</a></h2><p>August 4, 2025</p></article>`),
  });

  pages['/blog/summer-smile-drive-2025'] = page({
    path: '/blog/summer-smile-drive-2025',
    title: 'Our 2025 Summer Smile Drive',
    main: wrap(
      `<article class="post"><h1 class="entry-title">Our 2025 Summer Smile Drive</h1><p class="entry-meta">August 4, 2025 · Posted by Denise Carter</p><p>Thank you to every family who donated toothbrushes and floss this summer: we delivered 640 kits to Salem-Keizer schools. Dr. Rahman and Jordan visited three elementary schools to teach brushing.</p></article>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: wrap(
      `<h1>Contact Us</h1><p>2150 Commercial St SE, Suite 110, Salem, OR 97302 · Free parking behind the building</p>` +
        `<p>Appointments: ${mailto(at('appointments'))}<br>General questions: ${mailto(at('hello'))}</p><p>Dental emergency after hours? Call ${tel('(503) 555-0164')} and follow the prompts for the on-call dentist.</p>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: wrap(`<h1>Privacy Policy</h1><p>We handle your health information as HIPAA requires. See our Notice of Privacy Practices at the front desk.</p>`) });

  pages['/patient-portal'] = page({
    path: '/patient-portal',
    title: 'Patient Portal',
    main: wrap(`<h1>Patient Portal</h1><p>Log in to view statements and pay online. Locked out? Email ${mailto(at('portal-support'))}.</p><form><input type="text" name="user"><input type="password" name="pass"></form>`),
  });

  const L = ['link-english-unlisted'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /patient-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about-us', '/our-dentists', '/hygiene-team', '/new-patients', '/insurance-billing', '/blog', '/blog/summer-smile-drive-2025', '/contact-us'], '2025-08-04'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en'],
      addresses: [
        { address: at('hello'), name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        { address: at('appointments'), name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('denise'), name: 'Denise Carter', title: 'Office Manager', pages: ['/', '/contact-us'], cases: ['title-name-line', 'plain'] },
        { address: at('karen'), name: 'Karen Holloway', title: 'Founder & Lead Dentist', pages: ['/our-dentists'], cases: ['card', 'honorific', 'post-nominal', 'json-ld-person', 'plain', ...L] },
        { address: at('miguel'), name: 'Miguel Santos', title: 'Associate Dentist', pages: ['/our-dentists'], cases: ['card', 'honorific', 'post-nominal', 'entities', ...L] },
        {
          address: at('aisha'),
          name: 'Aisha Rahman',
          title: 'Pediatric Dentist',
          pages: ['/our-dentists'],
          encoded: { kind: 'charcodes', text: AISHA_CODES },
          cases: ['card', 'honorific', 'post-nominal', 'script-charcode', ...L],
        },
        { address: at('brittany'), name: 'Brittany Lowe', title: 'Lead Dental Hygienist', pages: ['/hygiene-team'], cases: ['table', 'post-nominal', 'plain', ...L] },
        { address: at('jordan'), name: 'Jordan Pike', title: 'Dental Hygienist', pages: ['/hygiene-team'], cases: ['table', 'post-nominal', 'plain', ...L] },
        { address: at('marisol'), name: 'Marisol Vega', title: 'Expanded Function Dental Assistant', pages: ['/hygiene-team'], cases: ['table', 'plain', ...L] },
        { address: at('tanya'), name: 'Tanya Whitfield', title: 'patient coordinator', pages: ['/new-patients'], cases: ['prose', 'plain', ...L] },
        { address: at('lisa'), name: 'Lisa Moreno', title: 'Billing Coordinator', pages: ['/insurance-billing'], cases: ['label-line', 'plain', ...L] },
      ],
      pattern: '{first}',
      disallowed: ['/patient-portal'],
      nonAddresses: [
        { text: at('portal-support'), kind: 'disallowed' },
        { text: 'referrals@capitol-oral-surgery.com', kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
        { text: 'wfdg-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
