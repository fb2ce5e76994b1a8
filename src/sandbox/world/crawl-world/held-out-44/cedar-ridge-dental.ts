/**
 * Cedar Ridge Dental Group: a four-dentist group practice in Boise, Idaho, on a dental-marketing
 * agency's WordPress theme. "Our Dentists" shows the doctors as cards ("Dr. Jennifer Alvarado,
 * DDS" above the role), with a Dentist JSON-LD block naming the founder and an associate as
 * employees (one address written "mailto:") and the pediatric dentist inside the kids'
 * department; the orthodontist's address is pieced together by a script. "Meet Our Team" marks
 * the hygienists (RDH) and office manager up in microdata; the insurance page introduces the
 * coordinator in a sentence. The home and contact pages carry the practice's contact points, the
 * billing one only in JSON-LD. The form's placeholder, an icon library's version, a referring
 * orthodontist's address and the patient portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cedarridgedentalgroup.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/our-dentists', 'Our Dentists'],
  ['/meet-our-team', 'Meet Our Team'],
  ['/services', 'Services'],
  ['/new-patients', 'New Patients'],
  ['/insurance-financing', 'Insurance & Financing'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cedar Ridge Dental Group',
  head: [
    '<meta name="generator" content="WordPress 6.6.1">',
    '<link rel="stylesheet" href="/wp-content/themes/smilepro-child/style.css?ver=4.2">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@6.5.1/css/all.min.css">',
    "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-7QH2KX4M1P\"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QH2KX4M1P');</script>",
  ],
  header: (p) =>
    `<div class="top-bar"><span><i class="fa-solid fa-phone"></i> ${tel('(208) 555-0176')}</span> <span><i class="fa-solid fa-location-dot"></i> 4120 W Cedar Ridge Dr, Boise, ID 83705</span> <a class="btn-portal" href="/patient-portal">Patient Portal</a></div>` +
    `<header id="masthead"><a href="/" class="site-logo"><img src="/wp-content/uploads/2023/01/cedar-ridge-logo.svg" alt="Cedar Ridge Dental Group"></a><nav id="site-navigation"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}/">${esc(l)}</a></li>`).join('')}</ul></nav><a class="btn btn-primary" href="/new-patients/">Request Appointment</a></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-cols"><div><h4>Cedar Ridge Dental Group</h4><p>4120 W Cedar Ridge Dr, Suite 200<br>Boise, ID 83705<br>${tel('(208) 555-0176')}<br>${mailto(`frontdesk@${HOST}`)}</p></div><div><h4>Hours</h4><p>Mon–Thu 7:30am–5pm<br>Fri 7:30am–1pm</p></div></div><p class="copyright">© 2025 Cedar Ridge Dental Group, PLLC. <a href="/privacy-policy/">Privacy Policy</a> · <a href="/notice-of-privacy-practices/">HIPAA Notice of Privacy Practices</a> · Website by BrightBite Marketing</p></footer>`,
  privacyPath: { en: '/privacy-policy/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

const ORG_LD = {
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  '@id': `${ORIGIN}/#practice`,
  name: 'Cedar Ridge Dental Group',
  url: `${ORIGIN}/`,
  telephone: '+1-208-555-0176',
  address: { '@type': 'PostalAddress', streetAddress: '4120 W Cedar Ridge Dr, Suite 200', addressLocality: 'Boise', addressRegion: 'ID', postalCode: '83705', addressCountry: 'US' },
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+1-208-555-0176', email: `mailto:frontdesk@${HOST}` },
    { '@type': 'ContactPoint', contactType: 'billing', telephone: '+1-208-555-0179', email: `billing@${HOST}` },
  ],
};

type Doctor = { shown: string; name: string; title: string; local: string; bio: string; how: 'plain' | 'script' };
const DOCTORS: Doctor[] = [
  { shown: 'Dr. Jennifer Alvarado, DDS', name: 'Jennifer Alvarado', title: 'Founder & General Dentist', local: 'jalvarado', bio: 'Dr. Alvarado earned her DDS at the University of Washington and opened Cedar Ridge in 2011. She is a Fellow of the Academy of General Dentistry.', how: 'plain' },
  { shown: 'Dr. Samuel Price, DDS', name: 'Samuel Price', title: 'Associate Dentist', local: 'sprice', bio: 'Dr. Price joined the practice in 2019 after four years as a U.S. Air Force dentist at Mountain Home AFB.', how: 'plain' },
  { shown: 'Dr. Michael Osei, DMD', name: 'Michael Osei', title: 'Pediatric Dentist', local: 'mosei', bio: 'Dr. Osei leads Cedar Ridge Kids, our pediatric office on the second floor. He completed his pediatric residency at OHSU.', how: 'plain' },
  { shown: 'Dr. Laura Whitcomb, DDS, MS', name: 'Laura Whitcomb', title: 'Orthodontist', local: 'lwhitcomb', bio: 'Dr. Whitcomb is a board-certified orthodontist offering braces and clear aligners for teens and adults.', how: 'script' },
];

const WHITCOMB_SCRIPT = `var u = 'lwhit' + 'comb'; var d = 'cedarridgedentalgroup' + '.' + 'test'; var e = u + '@' + d; document.getElementById('dr-whitcomb-email').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;

type Staff = { shown: string; name: string; title: string; local: string | null };
const TEAM: Staff[] = [
  { shown: 'Tanya Ruiz', name: 'Tanya Ruiz', title: 'Office Manager', local: 'truiz' },
  { shown: 'Kelsey Brandt, RDH', name: 'Kelsey Brandt', title: 'Lead Dental Hygienist', local: 'kbrandt' },
  { shown: 'Hailey Dawson, RDH', name: 'Hailey Dawson', title: 'Dental Hygienist', local: 'hdawson' },
  { shown: 'Marco Lindqvist, CDA', name: 'Marco Lindqvist', title: 'Dental Assistant', local: null },
];

export function cedarRidgeDental(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Family & Cosmetic Dentist in Boise, ID',
    jsonLd: [ORG_LD],
    main: `<section class="hero"><h1>Gentle dental care for the whole family</h1><p>Cleanings, fillings, crowns, implants, Invisalign and a dedicated kids’ office, all under one roof on Boise’s west side. Most insurance accepted; new patients welcome.</p><a class="btn" href="/new-patients/">Become a Patient</a></section><section class="reviews"><blockquote>“Dr. Price and Hailey are the best. I actually look forward to my cleanings!” – Google review</blockquote></section>`,
  });

  pages['/our-dentists'] = page({
    path: '/our-dentists',
    title: 'Our Dentists',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#practice`,
        name: 'Cedar Ridge Dental Group',
        employee: [
          { '@type': 'Person', name: 'Jennifer Alvarado', honorificPrefix: 'Dr.', honorificSuffix: 'DDS', jobTitle: 'Founder & General Dentist', email: `jalvarado@${HOST}`, alumniOf: 'University of Washington School of Dentistry' },
          { '@type': 'Person', name: 'Samuel Price', honorificPrefix: 'Dr.', honorificSuffix: 'DDS', jobTitle: 'Associate Dentist', email: `mailto:sprice@${HOST}` },
        ],
        department: {
          '@type': 'Dentist',
          name: 'Cedar Ridge Kids',
          medicalSpecialty: 'Pediatric',
          employee: { '@type': 'Person', name: 'Michael Osei', honorificSuffix: 'DMD', jobTitle: 'Pediatric Dentist', email: `mosei@${HOST}` },
        },
      },
    ],
    main:
      `<h1>Meet Our Dentists</h1><div class="doctor-grid">` +
      DOCTORS.map(
        (d) =>
          `<div class="doctor-card"><img src="/wp-content/uploads/2024/02/${d.local}.jpg" alt="${esc(d.shown)}" width="360"><div class="doctor-card__body"><h3>${esc(d.shown)}</h3><p class="doctor-card__role">${esc(d.title)}</p><p>${esc(d.bio)}</p>` +
          (d.how === 'plain' ? `<p><i class="fa-solid fa-envelope"></i> ${mailto(`${d.local}@${HOST}`)}</p>` : `<p><i class="fa-solid fa-envelope"></i> <span id="dr-whitcomb-email"></span></p><script>${WHITCOMB_SCRIPT}</script>`) +
          `</div></div>`,
      ).join('') +
      `</div>`,
  });

  pages['/meet-our-team'] = page({
    path: '/meet-our-team',
    title: 'Meet Our Team',
    main:
      `<h1>Meet Our Team</h1><p>Our hygienists, assistants and front office team are the friendly faces you’ll see at every visit.</p><div class="team-grid">` +
      TEAM.map(
        (s) =>
          `<div class="team-member" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="/wp-content/uploads/2024/02/team-${s.name.split(' ')[0]!.toLowerCase()}.jpg" alt=""><h4 itemprop="name">${esc(s.shown)}</h4><p itemprop="jobTitle">${esc(s.title)}</p>` +
          (s.local ? `<a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a>` : '') +
          `</div>`,
      ).join('') +
      `</div>`,
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: `<h1>Dental Services</h1><ul><li>Preventive care &amp; cleanings</li><li>Tooth-colored fillings</li><li>Crowns, bridges &amp; implants</li><li>Invisalign® and traditional braces</li><li>Pediatric dentistry</li><li>Emergency appointments</li></ul>`,
  });

  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New Patients',
    main: `<h1>New Patients</h1><p>Welcome! Please arrive 15 minutes early for your first visit and bring your insurance card and photo ID.</p><form class="appointment-request" method="post" action="/new-patients/"><label>Full name <input name="name" placeholder="Jane Doe"></label><label>Email <input type="email" name="email" placeholder="jane.doe@email.com"></label><label>Phone <input type="tel" name="phone"></label><label>Preferred day <select name="day"><option>Monday</option><option>Tuesday</option><option>Wednesday</option><option>Thursday</option><option>Friday</option></select></label><button type="submit">Request Appointment</button></form>`,
  });

  pages['/insurance-financing'] = page({
    path: '/insurance-financing',
    title: 'Insurance & Financing',
    main: `<h1>Insurance &amp; Financing</h1><p>We are in network with Delta Dental of Idaho, Blue Cross of Idaho, MetLife and Cigna, and we file claims for most other PPO plans. CareCredit and a 0% in-house payment plan are available for treatment over $500.</p><p>Not sure what your plan covers? Our insurance coordinator, Brianna Cole, will check your benefits before your visit – just email her at ${mailto(`bcole@${HOST}`)} with your member ID.</p>`,
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    jsonLd: [ORG_LD],
    main: `<h1>Contact Us</h1><p>4120 W Cedar Ridge Dr, Suite 200, Boise, ID 83705<br>Phone: ${tel('(208) 555-0176')} · Fax: (208) 555-0178</p><p>Appointments and general questions: ${mailto(`frontdesk@${HOST}`)}<br>Records requests: ${mailto(`records@${HOST}`)}</p><p>Patients referred to us by Snake River Orthodontics may send their x-rays to us directly or ask their office (referrals@snakeriverortho.com) to forward them.</p>`,
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: `<h1>Privacy Policy</h1><p>This website uses Google Analytics to understand how visitors use it.</p>` });
  pages['/notice-of-privacy-practices'] = page({ path: '/notice-of-privacy-practices', title: 'HIPAA Notice of Privacy Practices', main: `<h1>Notice of Privacy Practices</h1><p>This notice describes how medical information about you may be used and disclosed and how you can get access to this information.</p>` });
  pages['/patient-portal'] = page({
    path: '/patient-portal',
    title: 'Patient Portal',
    main: `<h1>Patient Portal</h1><p>Sign in to view appointments, pay your balance and complete forms. Need help? ${mailto(`portal@${HOST}`)}</p>`,
  });

  const allowed = Object.keys(pages).filter((p) => p !== '/patient-portal');

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /patient-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, allowed.map((p) => (p === '/' ? '/' : `${p}/`)), '2025-06-02'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'WP Engine', 'X-Cache': 'HIT: 3' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['en'],
      addresses: [
        { address: `frontdesk@${HOST}`, name: null, title: null, pages: allowed, cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `billing@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
        { address: `records@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        ...DOCTORS.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title,
          pages: ['/our-dentists'],
          ...(d.how === 'script' ? { encoded: { kind: 'script' as const, text: WHITCOMB_SCRIPT } } : {}),
          cases: [
            'card',
            'honorific',
            'post-nominal',
            'link-english-unlisted',
            d.how === 'script' ? 'script-concat' : 'plain',
            ...(d.local === 'jalvarado' ? ['json-ld-person'] : d.local === 'sprice' ? ['json-ld-person', 'json-ld-mailto'] : d.local === 'mosei' ? ['json-ld-person', 'json-ld-nested'] : []),
          ] as CaseKind[],
        })),
        ...TEAM.filter((s) => s.local !== null).map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/meet-our-team'],
          cases: ['card', 'microdata', 'plain', ...(s.shown.includes(',') ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `bcole@${HOST}`, name: 'Brianna Cole', title: 'insurance coordinator', pages: ['/insurance-financing'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/patient-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'jane.doe@email.com', kind: 'placeholder' },
        { text: 'fontawesome-free@6.5.1', kind: 'package' },
        { text: 'referrals@snakeriverortho.com', kind: 'other-company' },
      ],
    },
  };
}
