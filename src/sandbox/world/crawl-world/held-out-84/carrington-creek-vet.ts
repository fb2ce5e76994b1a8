/**
 * Carrington Creek Veterinary Hospital, a mixed small-animal and equine hospital near
 * Toowoomba, Queensland, on Wix. "Meet the Team" shows each vet and nurse as an image-and-text
 * card with Australian veterinary post-nominals (BVSc (Hons), MANZCVS, Cert IV), "Dr" without a
 * stop; the practice manager's address is put together by String.fromCharCode in an embed. The
 * contact page marks up the accounts officer with microdata. Traps: the pet insurer's claims
 * address and the staff roster page (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'carringtoncreekvet.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/equine', 'Equine'],
  ['/meet-the-team', 'Meet the Team'],
  ['/after-hours', 'After Hours Emergencies'],
  ['/contact', 'Contact'],
];

let compSeq = 0;
const comp = (html: string): string => `<div id="comp-lk${(7301 + compSeq++ * 17).toString(36)}" class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Carrington Creek Veterinary Hospital',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3c2b1a09-8f7e-4d6c-b5a4-9382716f5e4d">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3c2b1a09-8f7e-4d6c-b5a4-9382716f5e4d","isPremium":true},"language":{"userLanguage":"en"}};</script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><header id="SITE_HEADER" class="wixui-header"><div class="logo"><a href="/"><img src="https://static.wixstatic.com/media/4b2c1e_9a8f7d6e5c4b4a39.png/v1/fill/w_210,h_74,al_c,q_85/ccvh-logo.png" alt="Carrington Creek Veterinary Hospital"></a></div>` +
    `<nav id="comp-menu" aria-label="Site"><ul>${MENU.map(([h, l]) => `<li><a data-testid="linkElement" href="${h}" class="wixui-dropdown-menu__item">${esc(l)}</a></li>`).join('')}</ul></nav><a class="wixui-button" href="/book-online">Book Online</a></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer">` +
    comp(`<p>Carrington Creek Veterinary Hospital · 412 Gore Highway, Carrington QLD 4352 · ${tel('(07) 4555 0193')} · ${mailto(`reception@${HOST}`)}</p><p>Open Mon–Fri 7:30am–6pm, Sat 8am–12pm · <a href="/staff-roster">Staff login</a> · <a href="/privacy-policy">Privacy</a></p>`) +
    `</footer></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.1b2c3d4e.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

type Member = { heading: string; name: string; title: string; local: string; blurb: string; cases: CaseKind[]; charcode?: boolean };
const TEAM: Member[] = [
  { heading: 'Dr Sarah Whitfield BVSc (Hons) MANZCVS (Small Animal Surgery)', name: 'Sarah Whitfield', title: 'Clinical Director & Senior Veterinarian', local: 'sarah', blurb: 'Sarah bought the practice in 2014 after ten years in Brisbane referral hospitals. Soft tissue surgery is her passion; her kelpie Rusty is the unofficial hospital mascot.', cases: ['honorific', 'post-nominal'] },
  { heading: 'Dr Liam Nguyen BVSc', name: 'Liam Nguyen', title: 'Associate Veterinarian', local: 'liam', blurb: 'Liam graduated from UQ Gatton and loves dentistry and ultrasound. Weekends you will find him at the Toowoomba parkrun.', cases: ['honorific', 'post-nominal'] },
  { heading: 'Dr Priya Raman BVMS', name: 'Priya Raman', title: 'Veterinarian – Birds, Reptiles & Pocket Pets', local: 'priya', blurb: 'Priya sees our feathered and scaly patients on Tuesdays and Thursdays.', cases: ['honorific', 'post-nominal'] },
  { heading: 'Dr Hamish Cole BVSc MVS FANZCVS', name: 'Hamish Cole', title: 'Equine Veterinarian (Lameness & Reproduction)', local: 'hamish', blurb: 'Hamish runs our ambulatory equine service across the Darling Downs.', cases: ['honorific', 'post-nominal'] },
  { heading: 'Kayla Robbins, Cert IV Veterinary Nursing', name: 'Kayla Robbins', title: 'Head Nurse', local: 'kayla', blurb: 'Kayla keeps the surgery list, the hospital ward and all of us running on time.', cases: ['post-nominal'] },
  { heading: 'Bree Lawson', name: 'Bree Lawson', title: 'Client Care Team Leader', local: 'bree', blurb: 'Bree is usually the first friendly voice you hear on the phone.', cases: [] },
  { heading: 'Tahnee Walsh', name: 'Tahnee Walsh', title: 'Practice Manager', local: 'tahnee', blurb: 'Tahnee looks after our people, our rosters and our suppliers. Feedback and compliments go straight to her.', cases: [], charcode: true },
];

const TAHNEE_SCRIPT = `<script>(function(){var e=String.fromCharCode(${charCodes(`tahnee@${HOST}`)});var a=document.createElement('a');a.href='mailto:'+e;a.textContent=e;document.getElementById('pm-mail').appendChild(a);})();</script>`;

export function carringtonCreekVet(): CrawlWorldSite {
  compSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: comp(`<h1>Caring for the Darling Downs' pets, horses and working dogs since 1987</h1><p>Fully equipped surgery, digital X-ray, in-house pathology and a 24-hour on-call vet for our clients.</p><p><a href="/meet-the-team">Meet our vets and nurses</a> · <a href="/after-hours">Emergency? Call first</a></p>`),
  });
  pages['/services'] = page({ path: '/services', title: 'Services', main: comp(`<h2>Services</h2><ul><li>Vaccinations &amp; health checks</li><li>Desexing &amp; soft tissue surgery</li><li>Dentistry</li><li>Puppy preschool</li><li>Tick paralysis treatment</li></ul>`) });
  pages['/equine'] = page({ path: '/equine', title: 'Equine', main: comp(`<h2>Equine</h2><p>Lameness work-ups, pre-purchase exams, reproduction and Hendra vaccinations, on farm or at our crush and stocks. Book through reception; Dr Cole's visits run Monday, Wednesday and Friday.</p>`) });

  pages['/meet-the-team'] = page({
    path: '/meet-the-team',
    title: 'Meet the Team',
    main:
      comp(`<h1>Meet the Team</h1><p>Four vets, five nurses and a client care crew who genuinely love animals.</p>`) +
      `<div class="wixui-repeater" role="list">` +
      TEAM.map(
        (m) =>
          `<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/4b2c1e_${m.local}7f3a.jpg/v1/fill/w_320,h_320,q_90/${m.local}.jpg" alt="${esc(m.name)}">` +
          comp(`<h4>${esc(m.heading)}</h4><p><span style="font-weight:bold">${esc(m.title)}</span></p><p>${esc(m.blurb)}</p>`) +
          (m.charcode ? `<p id="pm-mail"></p>${TAHNEE_SCRIPT}` : comp(`<p>${mailto(`${m.local}@${HOST}`, `Email ${m.name.split(' ')[0]!}`)}</p>`)) +
          `</div>`,
      ).join('') +
      `</div>`,
  });

  pages['/after-hours'] = page({
    path: '/after-hours',
    title: 'After Hours Emergencies',
    main: comp(`<h2>After hours</h2><p>Existing clients: call ${tel('(07) 4555 0193')} and follow the prompts to reach the on-call vet. Snake bite or tick paralysis? Keep your pet calm and come straight in.</p><p>Have PetCover insurance? Lodge your claim with them directly at claims@petcover.com.au; we can send records on request.</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      comp(`<h2>Contact us</h2><p>412 Gore Highway, Carrington QLD 4352<br>${tel('(07) 4555 0193')}<br>${mailto(`reception@${HOST}`)}</p>`) +
      `<div itemscope itemtype="https://schema.org/Person" class="accounts"><p>Accounts and account payment plans: <span itemprop="name">Mel Thorpe</span>, <span itemprop="jobTitle">Accounts Officer</span> – <a itemprop="email" href="mailto:mel@${HOST}">mel@${HOST}</a></p></div>`,
  });

  pages['/book-online'] = page({ path: '/book-online', title: 'Book Online', main: comp('<h2>Book Online</h2><p>Choose a service and a time that suits you.</p>') });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy', main: comp('<h2>Privacy Policy</h2><p>We comply with the Australian Privacy Principles.</p>') });
  pages['/staff-roster'] = page({ path: '/staff-roster', title: 'Staff Roster', main: comp(`<h2>Staff roster</h2><p>Swap requests to ${mailto(`roster@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /staff-roster\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-07-08'),
      pages: { ...pages, '/pages-sitemap.xml': xmlPage(urlset(HOST, ['/', '/services', '/equine', '/meet-the-team', '/after-hours', '/contact', '/book-online'], '2025-07-08')) },
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1720412345.678901234567890' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/meet-the-team'],
          ...(m.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(`tahnee@${HOST}`) } } : {}),
          cases: ['card', m.charcode ? 'script-charcode' : 'plain', ...m.cases] as CaseKind[],
        })),
        { address: `mel@${HOST}`, name: 'Mel Thorpe', title: 'Accounts Officer', pages: ['/contact'], cases: ['microdata', 'label-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-roster'],
      nonAddresses: [
        { text: `roster@${HOST}`, kind: 'disallowed' },
        { text: 'claims@petcover.com.au', kind: 'other-company' },
      ],
    },
  };
}
