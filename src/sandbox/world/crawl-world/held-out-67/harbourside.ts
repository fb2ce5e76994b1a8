/**
 * Harbourside Dental Practice: a mixed NHS and private dental practice in Falmouth, Cornwall, a
 * hand-written static site (a local agency's Bootstrap template), in British English. The team as
 * cards with schema.org microdata, dentists with "Dr" and their degrees after the name, the
 * practice's JSON-LD Dentist with its principal as employee; the treatment coordinator in running
 * text on the "New patients" page; a referral partner's address, the form's placeholder and the
 * patient portal (disallowed) as traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'harbourside-dental.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/treatments', 'Treatments'],
  ['/new-patients', 'New patients'],
  ['/meet-the-team', 'Meet the team'],
  ['/fees', 'Fees'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Harbourside Dental Practice',
  head: [
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">',
    '<link rel="stylesheet" href="/assets/css/harbourside.css?v=7">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-4HD2PX81QZ"></script>',
  ],
  header: () =>
    `<nav class="navbar navbar-expand-lg bg-body-tertiary sticky-top"><div class="container"><a class="navbar-brand" href="/"><img src="/assets/img/harbourside-logo.svg" alt="Harbourside Dental" height="44"></a><button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul><a class="btn btn-primary ms-3" href="tel:01326555210">Call 01326 555210</a></div></div></nav>`,
  footer: () =>
    `<footer class="bg-dark text-light py-4"><div class="container"><div class="row"><div class="col-md-6"><p>Harbourside Dental Practice<br>3 Arwenack Street, Falmouth TR11 3JA<br>${tel('01326 555210')} · ${mailto(`reception@${HOST}`)}</p></div>` +
    `<div class="col-md-6"><p>CQC registered · GDC registration numbers on our team page</p><p><a href="/patient-portal" class="link-light">Patient portal</a> · <a href="/privacy" class="link-light">Privacy notice</a> · <a href="/complaints" class="link-light">Complaints</a></p></div></div></div></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const wrap = (html: string): string => `<div class="container py-5">${html}</div>`;

type Member = { honor?: string; name: string; post?: string; title: string; gdc?: string; local: string };
const TEAM: Member[] = [
  { honor: 'Dr', name: 'Amelia Hart', post: 'BDS (Bris) MJDF RCS (Eng)', title: 'Principal Dentist', gdc: '112873', local: 'ahart' },
  { honor: 'Dr', name: 'Rajesh Patel', post: 'BDS MSc (Endo)', title: 'Associate Dentist with a special interest in endodontics', gdc: '198442', local: 'rpatel' },
  { honor: 'Dr', name: 'Chloe Bennett', post: 'BDS', title: 'Associate Dentist', gdc: '276105', local: 'cbennett' },
  { name: 'Hannah Lewis', post: 'RDH', title: 'Dental Hygienist', gdc: '209931', local: 'hlewis' },
  { name: 'Olivia Green', post: 'Dip DH&DT', title: 'Dental Therapist', gdc: '254317', local: 'ogreen' },
  { name: 'Sophie Turner', title: 'Practice Manager', local: 'sturner' },
];

const card = (m: Member): string =>
  `<div class="col-md-4"><div class="card h-100 team-card" itemscope itemtype="https://schema.org/Person"><img class="card-img-top" src="/assets/img/team/${m.local}.jpg" alt="${esc(m.name)}" loading="lazy"><div class="card-body">` +
  `<h3 class="card-title h5">${m.honor ? `<span itemprop="honorificPrefix">${m.honor}</span> ` : ''}<span itemprop="name">${esc(m.name)}</span>${m.post ? ` <small class="text-muted" itemprop="honorificSuffix">${esc(m.post)}</small>` : ''}</h3>` +
  `<p class="card-subtitle" itemprop="jobTitle">${esc(m.title)}</p>${m.gdc ? `<p class="small">GDC No. ${m.gdc}</p>` : ''}<p><a href="mailto:${m.local}@${HOST}" itemprop="email">${m.local}@${HOST}</a></p></div></div></div>`;

export function harbourside(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Dentist in Falmouth',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Harbourside Dental Practice',
        url: `${ORIGIN}/`,
        telephone: '+44 1326 555210',
        email: `reception@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: '3 Arwenack Street', addressLocality: 'Falmouth', postalCode: 'TR11 3JA', addressCountry: 'GB' },
        employee: [{ '@type': 'Person', name: 'Amelia Hart', honorificPrefix: 'Dr', jobTitle: 'Principal Dentist', email: `ahart@${HOST}` }],
      },
    ],
    main: wrap(`<h1>Gentle, modern dentistry by the harbour</h1><p>NHS and private care for the whole family, with evening appointments on Tuesdays and Thursdays.</p><p><a href="/new-patients" class="btn btn-outline-primary">Register as a new patient</a></p>`),
  });
  pages['/treatments'] = page({ path: '/treatments', title: 'Treatments', main: wrap(`<h1>Treatments</h1><ul><li>Check-ups and hygiene</li><li>Root canal treatment</li><li>Invisalign clear aligners</li><li>Implants (with our referral partner)</li></ul>`) });
  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New patients',
    main: wrap(
      `<h1>New patients</h1><p>We are currently accepting new private patients and children under 18 for NHS care. Fill in the form below and we will call you back within two working days.</p>` +
        `<p>Nervous about your first visit? Daniel Reid, our lead dental nurse and treatment coordinator, is happy to talk things through before you book; you can email him directly at ${mailto(`dreid@${HOST}`)}.</p>` +
        `<form class="row g-3" action="/new-patients" method="post"><div class="col-md-6"><label class="form-label" for="f-name">Full name</label><input class="form-control" id="f-name" name="name"></div><div class="col-md-6"><label class="form-label" for="f-email">Email</label><input class="form-control" id="f-email" type="email" name="email" placeholder="you@example.com"></div><div class="col-12"><button class="btn btn-primary" type="submit">Send</button></div></form>`,
    ),
  });
  pages['/meet-the-team'] = page({ path: '/meet-the-team', title: 'Meet the team', main: wrap(`<h1>Meet the team</h1><div class="row g-4">${TEAM.map(card).join('')}</div>`) });
  pages['/fees'] = page({
    path: '/fees',
    title: 'Fees',
    main: wrap(`<h1>Fees</h1><table class="table"><tr><td>NHS Band 1</td><td>£27.40</td></tr><tr><td>Private examination</td><td>£58</td></tr></table><p>Implant cases are referred to Truro Implant Centre (referrals@truro-implants.test).</p>`),
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: wrap(`<h1>Contact us</h1><p>3 Arwenack Street, Falmouth TR11 3JA<br>${tel('01326 555210')}<br>${mailto(`reception@${HOST}`)}</p><p>Emergencies out of hours: call NHS 111.</p>`) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: wrap(`<h1>Privacy notice</h1><p>Harbourside Dental Practice Ltd is the data controller for your dental records.</p>`) });
  pages['/complaints'] = page({ path: '/complaints', title: 'Complaints', main: wrap(`<h1>Complaints</h1><p>Please speak to our practice manager in the first instance.</p>`) });
  pages['/patient-portal'] = page({ path: '/patient-portal', title: 'Patient portal', main: wrap(`<h1>Patient portal</h1><p>Locked out? Email ${mailto(`portal@${HOST}`)}.</p>`) });

  const cases = (m: Member): CaseKind[] => ['card', 'microdata', 'plain', 'link-english-unlisted', ...(m.honor ? (['honorific'] as CaseKind[]) : []), ...(m.post ? (['post-nominal'] as CaseKind[]) : [])];
  const t = (m: Member) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/meet-the-team'], cases: cases(m) });
  const [hart, patel, bennett, lewis, green, turner] = TEAM as [Member, Member, Member, Member, Member, Member];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /patient-portal\nDisallow: /assets/forms/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/treatments', '/new-patients', '/meet-the-team', '/fees', '/contact', '/privacy', '/complaints'], '2025-06-02'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { ...t(hart), pages: ['/meet-the-team', '/'], cases: [...cases(hart), 'json-ld-person'] },
        t(patel),
        t(bennett),
        t(lewis),
        t(green),
        t(turner),
        {
          address: `dreid@${HOST}`,
          name: 'Daniel Reid',
          title: 'lead dental nurse and treatment coordinator',
          pages: ['/new-patients'],
          cases: ['prose', 'plain', 'link-english-unlisted'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/patient-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'referrals@truro-implants.test', kind: 'other-company' },
        { text: 'bootstrap@5.3.3', kind: 'package' },
      ],
    },
  };
}
