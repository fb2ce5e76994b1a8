/**
 * Maplegrove Family Dentistry, a dental practice in Madison, Wisconsin (US English). Tuning set.
 *
 * Shows: headings with honorifics and post-nominals ("Dr. Rachel Kim, DDS", "Dr. Marcus Bell,
 * DMD", "Jennifer Alvarez, RDH"); a JSON-LD Dentist with an `employee` (honorificPrefix/Suffix);
 * a "New patients" page (English words outside a short keyword list) with the owner's name in the
 * sentence before the address; a "Name, Title – address" line; an unowned address right after a
 * staff card without one; the front desk's address written by the common document.write
 * snippet (variables for user and domain) in every footer, and the appointments address built with
 * String.fromCharCode; a patient portal robots.txt disallows; an address in a comment.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'maplegrove-dental.test';
const ORIGIN = `http://${HOST}`;

const A = {
  frontdesk: `frontdesk@${HOST}`,
  rkim: `rkim@${HOST}`,
  mbell: `mbell@${HOST}`,
  jalvarez: `jalvarez@${HOST}`,
  anguyen: `anguyen@${HOST}`,
  klopez: `klopez@${HOST}`,
  statements: `statements@${HOST}`,
  billing: `billing@${HOST}`,
  appointments: `appointments@${HOST}`,
};
const COMMENTED = `frontdesk.old@${HOST}`;
const PORTAL = [`records@${HOST}`, `hipaa-officer@${HOST}`];

/** The footer's e-mail: a snippet many small-practice sites paste to keep harvesters away. */
const PROTECT_SNIPPET = `<script type="text/javascript">\n  var user = "frontdesk";\n  var site = "${HOST}";\n  document.write('<a href="mailto:' + user + '@' + site + '">' + user + '@' + site + '</a>');\n</script>`;

const APPOINTMENT_CODES = charCodes(A.appointments);

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/our-team', 'Our Team'],
  ['/new-patients', 'New Patients'],
  ['/services', 'Services'],
  ['/insurance-billing', 'Insurance & Billing'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Maplegrove Family Dentistry',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">',
    '<script src="https://www.getweave.com/scripts/weave-schedule-widget.js" async></script>',
  ],
  privacyPath: { en: '/privacy-policy' },
  header: () =>
    `<div class="topbar">Call us: <a href="tel:+16085550187">(608) 555-0187</a> · Mon–Thu 7:30–5, Fri 7:30–1</div>\n` +
    `<header class="site-header"><a href="/"><img src="/wp-content/uploads/2022/08/maplegrove-logo.png" srcset="/wp-content/uploads/2022/08/maplegrove-logo@2x.png 2x" alt="Maplegrove Family Dentistry"></a>\n` +
    `<nav class="main-navigation"><ul>${NAV.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
    `<a class="ast-button" href="/new-patients#request">Request Appointment</a></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-widgets">\n` +
    `<div class="widget"><h4>Visit</h4><p>2210 Monroe St<br>Madison, WI 53711</p></div>\n` +
    `<div class="widget"><h4>Reach us</h4><p>(608) 555-0187</p><p class="footer-email">${PROTECT_SNIPPET}<noscript>Please enable JavaScript to see our email address.</noscript></p></div>\n` +
    `<div class="widget"><h4>Hours</h4><p>Mon–Thu 7:30 am – 5 pm<br>Fri 7:30 am – 1 pm</p></div>\n` +
    `</div><p class="copyright">© 2025 Maplegrove Family Dentistry, S.C. · <a href="/privacy-policy">Privacy Policy</a> · <a href="/patient-portal/messages">Patient Portal</a></p></footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'en-US', ...spec });
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Gentle family dentistry on Monroe Street',
      description: 'Family and cosmetic dentistry in Madison, WI. New patients welcome; most insurance accepted.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Dentist',
          '@id': `${ORIGIN}/#dentist`,
          name: 'Maplegrove Family Dentistry',
          url: `${ORIGIN}/`,
          telephone: '+1-608-555-0187',
          priceRange: '$$',
          address: { '@type': 'PostalAddress', streetAddress: '2210 Monroe St', addressLocality: 'Madison', addressRegion: 'WI', postalCode: '53711', addressCountry: 'US' },
          openingHours: ['Mo-Th 07:30-17:00', 'Fr 07:30-13:00'],
          employee: [{ '@type': 'Person', honorificPrefix: 'Dr.', name: 'Rachel Kim', honorificSuffix: 'DDS', jobTitle: 'Practice Owner & General Dentist', email: A.rkim }],
        },
      ],
      main:
        `<section class="hero"><h1>Gentle dentistry for the whole family</h1><p>Cleanings, fillings, crowns, Invisalign® and emergency care – right on Monroe Street.</p><a class="ast-button" href="/new-patients">New patients welcome</a></section>\n` +
        `<section class="welcome"><h2>Meet Dr. Kim</h2><p>Dr. Rachel Kim has cared for Madison families since 2009. <a href="/our-team">Meet our team</a></p></section>\n` +
        `<section class="reviews"><blockquote>“Best cleaning I’ve ever had, and they actually explained my insurance.” – Google review</blockquote></section>`,
    }),
    '/our-team': page({
      path: '/our-team',
      title: 'Our Team',
      main:
        `<h1>Our Team</h1>\n` +
        `<section class="doctor"><img src="/wp-content/uploads/2022/08/dr-kim.jpg" alt="Dr. Rachel Kim"><h2>Dr. Rachel Kim, DDS</h2><p class="subtitle">Practice Owner &amp; General Dentist</p><p>Dr. Kim earned her DDS at Marquette University and has owned Maplegrove since 2014. Outside the office she coaches youth soccer.</p><p>${mailto(A.rkim)}</p></section>\n` +
        `<section class="doctor"><img src="/wp-content/uploads/2022/08/dr-bell.jpg" alt="Dr. Marcus Bell"><h2>Dr. Marcus Bell, DMD</h2><p class="subtitle">Associate Dentist</p><p>Dr. Bell focuses on implants and restorative work. He joined the practice in 2019.</p><p>${mailto(A.mbell)}</p></section>\n` +
        `<section class="doctor"><img src="/wp-content/uploads/2022/08/jennifer.jpg" alt="Jennifer Alvarez"><h2>Jennifer Alvarez, RDH</h2><p class="subtitle">Registered Dental Hygienist</p><p>Jennifer has 15 years of experience and a gift for putting nervous patients at ease.</p><p>${mailto(A.jalvarez)}</p></section>\n` +
        `<section class="staff"><h2>Front office</h2><p>Tom Becker, our Office Manager, and Ashley Nguyen, our new-patient coordinator, keep the schedule running.</p></section>`,
    }),
    '/new-patients': page({
      path: '/new-patients',
      title: 'New Patients',
      main:
        `<h1>New Patients</h1>\n<p>Welcome! Your first visit includes a full exam, X-rays and a cleaning, and takes about 90 minutes.</p>\n` +
        `<h2 id="request">Request an appointment</h2>\n<p>Our new-patient coordinator is Ashley Nguyen. She will call you within one business day, or you can email her directly at ${mailto(A.anguyen)}.</p>\n` +
        `<form class="wpforms-form"><label>Your email <input type="email" name="email"></label><p class="hint">For example: you@example.com</p><label>Preferred day <select name="day"><option>Monday</option><option>Tuesday</option></select></label><button>Send request</button></form>\n` +
        `<h2>Forms</h2><ul><li><a href="/wp-content/uploads/forms/medical-history.pdf">Medical history (PDF)</a></li><li><a href="/wp-content/uploads/forms/hipaa-consent.pdf">HIPAA consent (PDF)</a></li></ul>`,
    }),
    '/services': page({
      path: '/services',
      title: 'Services',
      main: `<h1>Services</h1>\n<ul><li><a href="/services/invisalign">Invisalign®</a></li><li><a href="/services/dental-implants">Dental implants</a></li><li>Cleanings &amp; exams</li><li>Emergency care</li></ul>`,
    }),
    '/services/invisalign': page({ path: '/services/invisalign', title: 'Invisalign', main: `<h1>Invisalign®</h1>\n<p>Clear aligners for adults and teens. Free consultation with Dr. Kim.</p>` }),
    '/services/dental-implants': page({ path: '/services/dental-implants', title: 'Dental Implants', main: `<h1>Dental implants</h1>\n<p>Dr. Marcus Bell, DMD, places and restores implants in our office.</p>` }),
    '/insurance-billing': page({
      path: '/insurance-billing',
      title: 'Insurance & Billing',
      main:
        `<h1>Insurance &amp; Billing</h1>\n<p>We are in network with Delta Dental of Wisconsin, Anthem and Quartz, and file claims for most other PPO plans.</p>\n` +
        `<h2>Who to ask</h2>\n<p>Karen Lopez, Billing Coordinator – ${mailto(A.klopez)}</p>\n` +
        `<div class="staff-card"><h3>Tom Becker</h3><p>Office Manager</p><p>Tom oversees scheduling, payment plans and our front office.</p></div>\n` +
        `<p>Copies of past statements: ${mailto(A.statements)}</p>\n<p>Any other billing question: ${mailto(A.billing)}</p>`,
    }),
    '/contact-us': page({
      path: '/contact-us',
      title: 'Contact Us',
      main:
        `<h1>Contact Us</h1>\n<p>2210 Monroe St, Madison, WI 53711 · (608) 555-0187</p>\n` +
        `<!-- Weave widget fallback: ${COMMENTED} -->\n` +
        `<p>Request an appointment by email: <span id="appt-mail">(enable JavaScript to see the address)</span></p>\n` +
        `<script>(function(){var e=String.fromCharCode(${APPOINTMENT_CODES});var el=document.getElementById('appt-mail');el.innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>\n` +
        `<p>Dental emergency after hours? Call the main number and follow the prompts.</p>`,
    }),
    '/privacy-policy': page({
      path: '/privacy-policy',
      title: 'Privacy Policy',
      main: `<h1>Privacy Policy</h1>\n<p>This policy covers our website. Your health information is protected under HIPAA; see our Notice of Privacy Practices, available at the front desk.</p>`,
    }),
    '/patient-portal/messages': page({
      path: '/patient-portal/messages',
      title: 'Patient Portal',
      main: `<h1>Secure messages</h1>\n<p>Records requests: ${PORTAL[0]} · Privacy officer: ${PORTAL[1]}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  {
    address: A.frontdesk,
    name: null,
    title: null,
    pages: ['/', '/our-team', '/new-patients', '/contact-us'],
    encoded: { kind: 'script', text: PROTECT_SNIPPET },
    cases: ['role', 'script-protect', 'script-concat'],
  },
  { address: A.rkim, name: 'Rachel Kim', title: 'Practice Owner & General Dentist', pages: ['/', '/our-team'], cases: ['honorific', 'post-nominal', 'card', 'json-ld-person', 'plain'] },
  { address: A.mbell, name: 'Marcus Bell', title: 'Associate Dentist', pages: ['/our-team'], cases: ['honorific', 'post-nominal', 'card', 'plain'] },
  { address: A.jalvarez, name: 'Jennifer Alvarez', title: 'Registered Dental Hygienist', pages: ['/our-team'], cases: ['post-nominal', 'card', 'plain'] },
  { address: A.anguyen, name: 'Ashley Nguyen', title: 'new-patient coordinator', pages: ['/new-patients'], cases: ['link-english-unlisted', 'prose', 'plain'] },
  { address: A.klopez, name: 'Karen Lopez', title: 'Billing Coordinator', pages: ['/insurance-billing'], cases: ['link-english-unlisted', 'name-title-line', 'plain'] },
  { address: A.statements, name: null, title: null, pages: ['/insurance-billing'], cases: ['link-english-unlisted', 'neighbour', 'plain'] },
  { address: A.billing, name: null, title: null, pages: ['/insurance-billing'], cases: ['link-english-unlisted', 'role', 'plain'] },
  { address: A.appointments, name: null, title: null, pages: ['/contact-us'], encoded: { kind: 'charcodes', text: APPOINTMENT_CODES }, cases: ['role', 'script-charcode'] },
];

export function maplegroveDental(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /patient-portal/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/our-team', '/new-patients', '/services', '/services/invisalign', '/services/dental-implants', '/insurance-billing', '/contact-us', '/privacy-policy']),
      pages: pages(),
      headers: { Server: 'nginx', 'X-Powered-By': 'WP Engine' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/patient-portal/messages'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        ...PORTAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'maplegrove-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
