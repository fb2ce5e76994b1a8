/**
 * Cedar Knoll Family Dental: a general dental practice in Boise, Idaho, on Wix (en-US). "Meet the
 * Team" is a repeater of cards: dentists with "Dr." and DDS/DMD (the founder also a Person in
 * JSON-LD, the associate in microdata), a hygienist with RDH; "New Patients" names the insurance
 * coordinator in a sentence; the front desk is a role mailbox and the practice's ContactPoint.
 * The lab's address, the form's placeholder and the staff portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cedarknolldental.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/meet-the-team', 'Meet the Team'],
  ['/new-patients', 'New Patients'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cedar Knoll Family Dental',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<meta http-equiv="X-Wix-Meta-Site-Id" content="8f2a1c3e-7b4d-4e9a-a1c2-3d4e5f607182">', '<link rel="preconnect" href="https://static.parastorage.com">'],
  header: () =>
    `<div id="SITE_CONTAINER"><header id="SITE_HEADER" class="wixui-header"><div data-testid="linkElement"><a href="/"><img src="https://static.wixstatic.com/media/a1b2c3_cedarknoll-logo.png" alt="Cedar Knoll Family Dental"></a></div><nav aria-label="Site" id="comp-lk1menu"><ul class="wixui-horizontal-menu">${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}"><p>${esc(l)}</p></a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER">`,
  footer: () =>
    `</main><footer id="SITE_FOOTER" class="wixui-footer"><div class="wixui-rich-text"><p>Cedar Knoll Family Dental · 4120 W Cedar Knoll Dr, Suite 200, Boise, ID 83705 · ${tel('(208) 555-0163')} · ${mailto(`frontdesk@${HOST}`)}</p><p><a href="/privacy">Privacy Policy</a> · <a href="/staff-portal">Staff Portal</a></p></div></footer></div>`,
  privacyPath: { en: '/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const rt = (html: string): string => `<div class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

type Member = { heading: string; name: string; title: string; local: string; microdata?: boolean; honorific?: boolean; post?: boolean };
const TEAM: Member[] = [
  { heading: 'Dr. Alan Marsh, DDS', name: 'Alan Marsh', title: 'Founder & General Dentist', local: 'alan', honorific: true, post: true },
  { heading: 'Dr. Priya Raman, DMD', name: 'Priya Raman', title: 'Associate Dentist', local: 'priya', honorific: true, post: true, microdata: true },
  { heading: 'Kelly Brandt, RDH', name: 'Kelly Brandt', title: 'Registered Dental Hygienist', local: 'kelly', post: true },
  { heading: 'Monica Alvarez', name: 'Monica Alvarez', title: 'Office Manager', local: 'monica' },
  { heading: 'Jenna Cole', name: 'Jenna Cole', title: 'Patient Care Coordinator', local: 'jenna' },
  { heading: 'Tyler Nguyen, CDA', name: 'Tyler Nguyen', title: 'Certified Dental Assistant', local: 'tyler', post: true },
  { heading: 'Rosa Jimenez', name: 'Rosa Jimenez', title: 'Front Office & Financial Coordinator', local: 'rosa' },
];

const card = (m: Member): string => {
  const a = `${m.local}@${HOST}`;
  if (m.microdata)
    return `<div role="listitem" class="wixui-repeater__item" itemscope itemtype="https://schema.org/Person"><img src="https://static.wixstatic.com/media/a1b2c3_${m.local}.jpg" alt="${esc(m.name)}">${rt(`<h4><span itemprop="name">${esc(m.heading)}</span></h4><p itemprop="jobTitle">${esc(m.title)}</p><p><a href="mailto:${a}" itemprop="email">${a}</a></p>`)}</div>`;
  return `<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/a1b2c3_${m.local}.jpg" alt="${esc(m.name)}">${rt(`<h4>${esc(m.heading)}</h4><p>${esc(m.title)}</p><p>${mailto(a)}</p>`)}</div>`;
};

export function cedarKnollDental(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Family & Cosmetic Dentistry in Boise',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Dentist', name: 'Cedar Knoll Family Dental', url: `${ORIGIN}/`, telephone: '+1-208-555-0163', address: { '@type': 'PostalAddress', streetAddress: '4120 W Cedar Knoll Dr, Suite 200', addressLocality: 'Boise', addressRegion: 'ID', postalCode: '83705' }, contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `frontdesk@${HOST}`, telephone: '+1-208-555-0163' } }],
    main: rt(`<h1>Gentle dentistry for the whole family</h1><p>Accepting new patients! Same-day emergency visits, Saturday hours and most PPO plans accepted.</p><p><a href="/new-patients">New patient forms</a></p>`),
  });
  pages['/services'] = page({ path: '/services', title: 'Services', main: rt(`<h1>Services</h1><ul><li>Cleanings &amp; exams</li><li>Crowns and bridges (milled in-house or by Summit Dental Lab, cases@summitdentallab.com)</li><li>Clear aligners</li><li>Pediatric dentistry</li></ul>`) });
  pages['/meet-the-team'] = page({
    path: '/meet-the-team',
    title: 'Meet the Team',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Alan Marsh', honorificPrefix: 'Dr.', honorificSuffix: 'DDS', jobTitle: 'Founder & General Dentist', email: `alan@${HOST}`, worksFor: { '@type': 'Dentist', name: 'Cedar Knoll Family Dental' } }],
    main: rt(`<h1>Meet the Team</h1><p>Our friendly team has been caring for Boise smiles since 2009.</p>`) + `<div role="list" class="wixui-repeater">${TEAM.map(card).join('')}</div>`,
  });
  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New Patients',
    main:
      rt(`<h1>New Patients</h1><p>Please arrive 15 minutes early for your first visit and bring your insurance card and photo ID.</p><p>Have a question about your benefits before you come in? Our insurance coordinator, Dana Whitfield, is happy to check them for you – just email her at ${mailto(`dana@${HOST}`)}.</p>`) +
      `<form class="wixui-form"><label for="input_email">Email</label><input id="input_email" type="email" placeholder="name@domain.com"><button type="submit">Request Appointment</button></form>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: rt(`<h1>Contact Us</h1><p>Mon–Thu 7am–5pm · Sat 8am–1pm</p><p>Appointments: ${mailto(`frontdesk@${HOST}`)}<br>Billing questions: ${mailto(`billing@${HOST}`)}</p>`) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy Policy', main: rt(`<h1>Privacy Policy</h1><p>We protect your health information as required by HIPAA.</p>`) });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff Portal', main: rt(`<h1>Staff Portal</h1><p>Schedule changes: ${mailto(`schedule@${HOST}`)}</p>`) });

  const cases = (m: Member): CaseKind[] => [
    'card',
    'plain',
    'link-english-unlisted',
    ...(m.honorific ? (['honorific'] as CaseKind[]) : []),
    ...(m.post ? (['post-nominal'] as CaseKind[]) : []),
    ...(m.microdata ? (['microdata'] as CaseKind[]) : []),
    ...(m.local === 'alan' ? (['json-ld-person'] as CaseKind[]) : []),
  ];
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /staff-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/meet-the-team', '/new-patients', '/contact', '/privacy']),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1717171717.123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['en'],
      addresses: [
        { address: `frontdesk@${HOST}`, name: null, title: null, pages: ['/', '/services', '/meet-the-team', '/new-patients', '/contact', '/privacy'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `billing@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/meet-the-team'], cases: cases(m) })),
        { address: `dana@${HOST}`, name: 'Dana Whitfield', title: 'insurance coordinator', pages: ['/new-patients'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `schedule@${HOST}`, kind: 'disallowed' },
        { text: 'cases@summitdentallab.com', kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
