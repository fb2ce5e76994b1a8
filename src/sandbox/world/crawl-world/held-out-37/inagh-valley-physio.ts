/**
 * Inagh Valley Physiotherapy: a chartered physiotherapy practice in Ennis, Co. Clare, on Joomla,
 * in Irish English. "Our Clinicians" (a link word outside the usual list) as cards whose names
 * carry their qualifications and membership after them (BSc (Hons), MISCP, PhD) and, on Joomla's
 * email cloaking, two addresses built by the cloak's script; a senior physio's profile page two
 * links from home, with "Dr" before the name; the about page's JSON-LD founder and a staff
 * member only there; "New Patients" with the reception mailbox and the accounts mailbox beside
 * the practice manager's name; a GP-referrals line as "Name, Title, address". The practice
 * software's support (another firm), the booking form's placeholder, a commented-out address
 * and the staff rota (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'inaghvalleyphysio.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/index.php/conditions-we-treat', 'Conditions We Treat'],
  ['/index.php/our-clinicians', 'Our Clinicians'],
  ['/index.php/clinical-pilates', 'Clinical Pilates'],
  ['/index.php/new-patients', 'New Patients'],
  ['/index.php/fees', 'Fees &amp; Insurance'],
  ['/index.php/about', 'About the Practice'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Inagh Valley Physiotherapy',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4f1b2c" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/system/css/joomla-fontawesome.min.css?4f1b2c" rel="stylesheet">`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/headers/inagh-logo.svg" alt="Inagh Valley Physiotherapy" width="240" height="60"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${NAV.map(([h, l]) => `<li class="nav-item"><a href="${h}">${l}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Inagh Valley Physiotherapy · Unit 4, Clonroad Business Park, Ennis, Co. Clare, V95 K2X8 · ${tel('065 682 4417')} · ${mailto(`reception@${HOST}`)}</p>` +
    `<p>All our physiotherapists are Chartered Physiotherapists, members of the ISCP and registered with CORU. · <a href="/index.php/privacy-policy">Privacy Policy</a> · <a href="/index.php/staff-area">Staff</a></p></div></div></footer>`,
  privacyPath: { en: '/index.php/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const article = (html: string): string => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Email Cloaking" plugin output. */
function cloak(id: string, local: string): string {
  return (
    `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n` +
    `\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\tvar path = 'hr' + 'ef' + '=';\n` +
    `\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\taddy${id} = addy${id} + 'inaghvalleyphysio' + '&#46;' + 'test';\n` +
    `\tvar addy_text${id} = '${local}' + '&#64;' + 'inaghvalleyphysio' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}

const AOIFE_CLOAK = cloak('7c1e04b2a9d3f5e8', 'aoife');
const NIAMH_CLOAK = cloak('2b9f6d13e0c4a7f1', 'niamh');

type Clinician = { display: string; name: string; title: string; local: string; how: 'cloak' | 'plain'; bio: string };
const CLINICIANS: Clinician[] = [
  { display: 'Aoife Brennan BSc (Hons) Physiotherapy, MISCP', name: 'Aoife Brennan', title: 'Clinical Director &amp; Chartered Physiotherapist', local: 'aoife', how: 'cloak', bio: 'Aoife qualified from Trinity College Dublin in 2006 and spent eight years at University Hospital Limerick before opening the practice. Special interest: spinal pain and persistent pain.' },
  { display: 'Niamh Keane MSc, MISCP', name: 'Niamh Keane', title: "Chartered Physiotherapist – Women's Health", local: 'niamh', how: 'cloak', bio: 'Pelvic health, pregnancy-related pain and postnatal return to exercise.' },
  { display: 'Declan Moloney BSc, CAT(C)', name: 'Declan Moloney', title: 'Certified Athletic Therapist', local: 'declan', how: 'plain', bio: 'Declan looks after Clare GAA underage squads and runs our return-to-sport programme.' },
  { display: 'Orla Considine BSc (Hons), MISCP', name: 'Orla Considine', title: 'Chartered Physiotherapist &amp; Clinical Pilates Instructor (APPI)', local: 'orla', how: 'plain', bio: 'Orla runs our small-group Clinical Pilates classes on Tuesday and Thursday evenings.' },
];
const unesc = (s: string): string => s.replace(/&amp;/g, '&');

export function inaghValleyPhysio(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Chartered Physiotherapy in Ennis, Co. Clare',
    main: article(
      `<h1>Chartered physiotherapy in Ennis</h1><p>We treat back and neck pain, sports injuries, post-operative rehab and women's health conditions. No GP referral needed – most health insurers (VHI, Laya, Irish Life Health) cover part of the cost of each session.</p>` +
        `<p><a href="/index.php/new-patients">Booking your first appointment</a> · <a href="/index.php/our-clinicians">Meet our clinicians</a></p>`,
    ),
  });

  pages['/index.php/conditions-we-treat'] = page({ path: '/index.php/conditions-we-treat', title: 'Conditions We Treat', main: article(`<h1>Conditions We Treat</h1><ul><li>Low back and neck pain</li><li>Sports injuries and ACL rehab</li><li>Pre- and post-operative rehab (hip, knee, shoulder)</li><li>Pelvic health</li><li>Headaches and jaw pain</li></ul>`) });

  pages['/index.php/our-clinicians'] = page({
    path: '/index.php/our-clinicians',
    title: 'Our Clinicians',
    main: article(
      `<h1>Our Clinicians</h1><div class="clinicians row">` +
        CLINICIANS.map(
          (c) =>
            `<div class="card col-md-6"><img class="card-img-top" src="${ORIGIN}/images/team/${c.local}.jpg" alt="${esc(c.name)}"><div class="card-body"><h3 class="card-title">${esc(c.display)}</h3><p class="card-subtitle"><strong>${c.title}</strong></p><p>${esc(c.bio)}</p>` +
            `<p>${c.how === 'cloak' ? (c.local === 'aoife' ? AOIFE_CLOAK : NIAMH_CLOAK) : mailto(`${c.local}@${HOST}`)}</p></div></div>`,
        ).join('') +
        `<div class="card col-md-6"><div class="card-body"><h3 class="card-title">Dr Ciarán Ó Dálaigh PhD, MISCP</h3><p class="card-subtitle"><strong>Senior Physiotherapist, Sports &amp; Exercise Medicine</strong></p><p><a href="/index.php/our-clinicians/ciaran-o-dalaigh">Read Ciarán's profile</a></p></div></div>` +
        `</div>`,
    ),
  });

  pages['/index.php/our-clinicians/ciaran-o-dalaigh'] = page({
    path: '/index.php/our-clinicians/ciaran-o-dalaigh',
    title: 'Dr Ciarán Ó Dálaigh',
    main: article(
      `<h1>Dr Ciarán Ó Dálaigh PhD, MISCP</h1><p class="lead">Senior Physiotherapist, Sports &amp; Exercise Medicine</p><p>Ciarán completed his PhD on hamstring injury in hurling at the University of Limerick and lectured there for five years. He sees patients on Mondays, Wednesdays and Fridays; clubs and coaches who want to talk to him about injury-prevention programmes can email him directly at ${mailto(`ciaran@${HOST}`)}.</p>`,
    ),
  });

  pages['/index.php/clinical-pilates'] = page({
    path: '/index.php/clinical-pilates',
    title: 'Clinical Pilates',
    main: article(`<h1>Clinical Pilates</h1><p>Six-week blocks of small-group classes (max. 6) led by a chartered physiotherapist. €120 per block. Ask at reception for the next start date.</p>`),
  });

  pages['/index.php/new-patients'] = page({
    path: '/index.php/new-patients',
    title: 'New Patients',
    main: article(
      `<h1>New Patients</h1><p>Your first appointment lasts 45 minutes. Please wear comfortable clothing and bring any scans or letters from your consultant.</p>` +
        `<p>To book, ring ${tel('065 682 4417')} or email ${mailto(`reception@${HOST}`)} – we reply within one working day.</p>` +
        `<h2>Referring patients</h2><p>Eimear Mac Mahon, GP Liaison &amp; Referrals Coordinator, ${mailto(`eimear@${HOST}`)}</p>` +
        `<h2>Receipts and insurance claims</h2><p>Sinéad Hehir, Practice Manager<br>${tel('065 682 4419')}</p><p>${mailto(`accounts@${HOST}`)}</p>` +
        `<form class="booking-request" action="/index.php/new-patients" method="post"><label>Email <input type="email" name="email" placeholder="yourname@email.com"></label><button>Request a callback</button></form>`,
    ),
  });

  pages['/index.php/fees'] = page({
    path: '/index.php/fees',
    title: 'Fees & Insurance',
    main: article(
      `<h1>Fees &amp; Insurance</h1><table class="table"><tr><td>Initial assessment and treatment</td><td>€75</td></tr><tr><td>Follow-up treatment</td><td>€65</td></tr><tr><td>Clinical Pilates (6 weeks)</td><td>€120</td></tr></table>` +
        `<p>Online receipts are issued through our practice-management software; if a receipt link does not work, contact ${mailto('help@cliniko-ireland.test')}.</p>` +
        `<!-- Declan's old address, remove once forwarding ends: dmoloney@${HOST} -->`,
    ),
  });

  pages['/index.php/about'] = page({
    path: '/index.php/about',
    title: 'About the Practice',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Inagh Valley Physiotherapy',
        url: `${ORIGIN}/`,
        telephone: '+353 65 682 4417',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Clonroad Business Park', addressLocality: 'Ennis', addressRegion: 'Co. Clare', postalCode: 'V95 K2X8', addressCountry: 'IE' },
        founder: { '@type': 'Person', name: 'Aoife Brennan', jobTitle: 'Clinical Director', honorificSuffix: 'MISCP', email: `aoife@${HOST}` },
        employee: [
          { '@type': 'Person', name: 'Ciarán Ó Dálaigh', jobTitle: 'Senior Physiotherapist', email: `mailto:ciaran@${HOST}` },
          { '@type': 'Person', name: 'Padraig Lynch', jobTitle: 'Physiotherapist (Locum)', email: `padraig@${HOST}` },
        ],
      },
    ],
    main: article(
      `<h1>About the Practice</h1><p>Inagh Valley Physiotherapy was founded in 2014 by Aoife Brennan. We are a team of four chartered physiotherapists and an athletic therapist, with free parking and a ground-floor, wheelchair-accessible clinic beside the Clonroad roundabout.</p>`,
    ),
  });

  pages['/index.php/privacy-policy'] = page({ path: '/index.php/privacy-policy', title: 'Privacy Policy', main: article(`<h1>Privacy Policy</h1><p>Inagh Valley Physiotherapy Ltd is the data controller for patient records, which are kept for eight years after your last appointment in line with ISCP guidance.</p>`) });

  pages['/index.php/staff-area'] = page({ path: '/index.php/staff-area', title: 'Staff', main: article(`<h1>Staff area</h1><p>Rota swaps: ${mailto(`rota@${HOST}`)}</p>`) });

  const le: CaseKind = 'link-english-unlisted';
  const cards = CLINICIANS.map((c) => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: unesc(c.title),
    pages: ['/index.php/our-clinicians'],
    ...(c.how === 'cloak'
      ? { encoded: { kind: 'script' as const, text: c.local === 'aoife' ? AOIFE_CLOAK : NIAMH_CLOAK }, cases: ['card', 'post-nominal', 'script-protect', le] as CaseKind[] }
      : { cases: ['card', 'post-nominal', 'plain', le] as CaseKind[] }),
  }));
  cards[0] = { ...cards[0]!, pages: ['/index.php/our-clinicians', '/index.php/about'], cases: [...cards[0]!.cases, 'json-ld-person'] };
  (cards[0] as { titleAlternatives?: string[] }).titleAlternatives = ['Clinical Director'];
  (cards[1] as { titleAlternatives?: string[] }).titleAlternatives = ['Chartered Physiotherapist'];
  (cards[3] as { titleAlternatives?: string[] }).titleAlternatives = ['Chartered Physiotherapist', 'Clinical Pilates Instructor'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /index.php/staff-area\nDisallow: /tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', ...NAV.map(([h]) => h), '/index.php/our-clinicians/ciaran-o-dalaigh', '/index.php/privacy-policy'], '2025-03-08'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/index.php/new-patients'], cases: ['role', 'plain', le] },
        ...cards,
        {
          address: `ciaran@${HOST}`,
          name: 'Ciarán Ó Dálaigh',
          title: 'Senior Physiotherapist, Sports & Exercise Medicine',
          titleAlternatives: ['Senior Physiotherapist'],
          pages: ['/index.php/our-clinicians/ciaran-o-dalaigh', '/index.php/about'],
          cases: ['honorific', 'post-nominal', 'prose', 'json-ld-person', 'json-ld-mailto', 'plain', le],
        },
        { address: `padraig@${HOST}`, name: 'Padraig Lynch', title: 'Physiotherapist (Locum)', pages: ['/index.php/about'], cases: ['json-ld-only', 'json-ld-person'] },
        { address: `eimear@${HOST}`, name: 'Eimear Mac Mahon', title: 'GP Liaison & Referrals Coordinator', pages: ['/index.php/new-patients'], cases: ['name-title-line', 'plain', le] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/index.php/new-patients'], cases: ['role', 'neighbour', 'plain', le] },
      ],
      pattern: '{first}',
      disallowed: ['/index.php/staff-area'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: `dmoloney@${HOST}`, kind: 'comment' },
        { text: 'help@cliniko-ireland.test', kind: 'other-company' },
        { text: 'yourname@email.com', kind: 'placeholder' },
      ],
    },
  };
}
