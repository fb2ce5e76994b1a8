/**
 * Fernbrook Veterinary Hospital: a small-animal hospital in Harrogate, North Yorkshire, on
 * Squarespace. Vets and nurses as Squarespace image blocks under "Meet the Team" (UK vets' "Dr"
 * without a full stop and their post-nominals, first-name addresses), the hospital director in a
 * "Name, Title, address" line, one nurse's address put together by a code-injection script that
 * turns a reversed string around, the referrals address written "[at]" and the out-of-hours
 * partner's address (another company) on the emergencies page.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fernbrookvets.test';
const ORIGIN = `http://${HOST}`;
const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/meet-the-team', 'Meet the Team'],
  ['/our-services', 'Our Services'],
  ['/emergencies', 'Emergencies'],
  ['/register', 'Register Your Pet'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fernbrook Veterinary Hospital',
  head: [
    '<!-- This is Squarespace. --><!-- fernbrook-vets -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64b1f0c2a7d3e51a2c9f0e11/18/5c5a519771c10ba3470d8101/64b1f0c2a7d3e51a2c9f0e3a/1544/site.css">',
    '<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7b4c1f0e2d.js" defer></script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme=""><div class="header-inner container--fluid"><div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/64b1f0c2a7d3e51a2c9f0e11/fernbrook-logo.png?format=1500w" alt="Fernbrook Veterinary Hospital" style="display:block" fetchpriority="high"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">` +
    NAV.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection"><a href="${href}" data-animation-role="header-element">${esc(label)}</a></div>`).join('') +
    `</nav></div></div></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="dark"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><p>Fernbrook Veterinary Hospital · 14 Otley Road, Harrogate HG2 0DJ · ${tel('01423 555 210')}</p><p>RCVS Accredited Practice · <a href="/privacy-notice">Privacy Notice</a> · <a href="/complaints">Complaints Procedure</a></p></div></div></div></div></section></footer>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: ['<script>Squarespace.afterBodyLoad(Y);</script>'],
};

let blockSeq = 0;
const block = (html: string): string => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_${1690000000000 + blockSeq++ * 7331}_${4100 + blockSeq}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const section = (inner: string): string => `<section data-test="page-section" class="page-section layout-engine-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${inner}</div></div></div></div></div></section>`;
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-GB', ...spec, main: `<article class="sections" id="sections" data-page-sections="64b1f0c2a7d3e51a2c9f0e4b">${spec.main}</article>` });

interface Vet {
  name: string;
  heading: string;
  role: string;
  local: string;
  honorific?: boolean;
  postNominal?: boolean;
  script?: boolean;
}
const TEAM: Vet[] = [
  { name: 'Helen Marsh', heading: 'Dr Helen Marsh BVSc CertAVP(SAM) MRCVS', role: 'Clinical Director & RCVS Advanced Practitioner in Small Animal Medicine', local: 'helen', honorific: true, postNominal: true },
  { name: 'Tom Ashworth', heading: 'Tom Ashworth BVM&S MRCVS', role: 'Senior Veterinary Surgeon', local: 'tom', postNominal: true },
  { name: 'Ruth Okafor', heading: 'Dr Ruth Okafor DVM MRCVS', role: 'Veterinary Surgeon – Orthopaedics', local: 'ruth', honorific: true, postNominal: true },
  { name: 'Niamh Gallagher', heading: 'Niamh Gallagher RVN', role: 'Head Nurse', local: 'niamh', postNominal: true },
  { name: 'Ellie Pritchard', heading: 'Ellie Pritchard RVN CertVNECC', role: 'Registered Veterinary Nurse', local: 'ellie', postNominal: true, script: true },
  { name: 'Gemma Hurst', heading: 'Gemma Hurst', role: 'Client Care Team Leader', local: 'gemma' },
];
const ELLIE_REV = reversed(`ellie@${HOST}`);
const ELLIE_SCRIPT = `var e = '${ELLIE_REV}'.split('').reverse().join(''); document.getElementById('ellie-mail').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;

const card = (v: Vet): string => {
  const mail = v.script ? `<span id="ellie-mail">Enable JavaScript to see this email address</span><script>${ELLIE_SCRIPT}</script>` : mailto(`${v.local}@${HOST}`);
  return (
    `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img data-src="https://images.squarespace-cdn.com/content/v1/64b1f0c2a7d3e51a2c9f0e11/${v.local}-portrait.jpg" alt="${esc(v.name)}" loading="lazy"><figcaption class="image-card-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p style="white-space:pre-wrap;">${esc(v.heading)}</p></div></div>` +
    `<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p class="" style="white-space:pre-wrap;">${esc(v.role)}</p><p class="" style="white-space:pre-wrap;">${mail}</p></div></div></div></figcaption></figure></div></div>`
  );
};

export function fernbrookVets(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Independent Vets in Harrogate',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'LocalBusiness', name: 'Fernbrook Veterinary Hospital', address: '14 Otley Road, Harrogate, HG2 0DJ, United Kingdom', telephone: '01423 555 210', openingHours: 'Mo-Fr 08:00-19:00, Sa 09:00-12:30', image: '//images.squarespace-cdn.com/content/v1/64b1f0c2a7d3e51a2c9f0e11/fernbrook-logo.png' }],
    main: section(block(`<h1 style="white-space:pre-wrap;">Independent, family-run vets caring for Harrogate's pets since 1987</h1><p class="" style="white-space:pre-wrap;">Fully equipped hospital with digital radiography, ultrasound, in-house laboratory and 24-hour nursed inpatient care.</p><p class=""><a href="/register">Register your pet</a> · <a href="/meet-the-team">Meet the team</a></p>`)),
  });
  pages['/meet-the-team'] = page({
    path: '/meet-the-team',
    title: 'Meet the Team',
    main:
      section(block('<h1>Meet the Team</h1><p>Our vets and nurses are all registered with the Royal College of Veterinary Surgeons.</p>')) +
      section(`<div class="row sqs-row">${TEAM.map((v) => `<div class="col sqs-col-4 span-4">${card(v)}</div>`).join('')}</div>`) +
      section(block(`<h2>Hospital management</h2><p class="" style="white-space:pre-wrap;">Andrew Lockwood, Hospital Director, ${mailto(`andrew@${HOST}`)}</p>`)),
  });
  pages['/our-services'] = page({
    path: '/our-services',
    title: 'Our Services',
    main: section(block(`<h1>Our Services</h1><ul><li><p>Vaccinations and our Pet Health Club</p></li><li><p>Neutering and soft-tissue surgery</p></li><li><p>Orthopaedic surgery including TPLO</p></li><li><p>Dentistry with dental radiography</p></li></ul><p class="" style="white-space:pre-wrap;">We welcome referrals from other practices. Referring vets can send histories and imaging to ${'referrals [at] fernbrookvets [dot] test'} – our referrals coordinator, Karen Doyle, will confirm the appointment with the owner within one working day.</p>`)),
  });
  pages['/emergencies'] = page({
    path: '/emergencies',
    title: 'Emergencies',
    main: section(block(`<h1>Out-of-hours emergencies</h1><p class="" style="white-space:pre-wrap;">Outside our opening hours our emergency service is provided by Vets Now Harrogate, 3 Hornbeam Park, HG2 8QT. Call ${tel('01423 555 999')} before travelling. Clinical notes are shared with them at harrogate@vetsnow-partner.test.</p>`)),
  });
  pages['/register'] = page({
    path: '/register',
    title: 'Register Your Pet',
    main: section(block(`<h1>Register your pet</h1><p>Please complete the form and we will send you a welcome pack.</p>`) + `<div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><form autocomplete="on" action="" method="POST"><div class="form-item field email required"><label class="title" for="email-yui_3_17_2_1">Email Address</label><input class="field-element" name="email" type="email" spellcheck="false" placeholder="name@domain.com" aria-required="true"></div><div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button" type="submit" value="Register"></div></form></div></div></div>`),
  });
  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: section(block(`<h1>Contact us</h1><p class="" style="white-space:pre-wrap;">14 Otley Road, Harrogate HG2 0DJ</p><p class="" style="white-space:pre-wrap;">Appointments: ${tel('01423 555 210')}</p><p class="" style="white-space:pre-wrap;">General enquiries and repeat prescriptions: ${mailto(`reception@${HOST}`)}</p><p class="" style="white-space:pre-wrap;">Accounts and insurance claims: ${mailto(`accounts@${HOST}`)}</p>`)),
  });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: section(block(`<h1>Privacy Notice</h1><p>Fernbrook Veterinary Hospital Ltd is the data controller for the personal data we hold about you and your animals. Our Data Protection Lead is Andrew Lockwood, Hospital Director.</p>`)) });
  pages['/complaints'] = page({ path: '/complaints', title: 'Complaints Procedure', main: section(block('<h1>Complaints Procedure</h1><p>If you are unhappy with any aspect of our service please ask to speak to the Hospital Director. If we cannot resolve your complaint you may contact the Veterinary Client Mediation Service.</p>')) });
  pages['/staff-rota'] = page({ path: '/staff-rota', title: 'Staff Rota', main: section(block(`<h1>Staff rota</h1><p>Swaps to ${mailto(`rota@${HOST}`)}</p>`)) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /staff-rota\nDisallow: /*?author=*\nDisallow: /*&author=*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/meet-the-team', '/our-services', '/emergencies', '/register', '/contact-us', '/privacy-notice', '/complaints', '/staff-rota'], '2025-02-27'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'pK3vX9aQ/Ld8sW2rT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['en'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        { address: `referrals@${HOST}`, name: null, title: null, pages: ['/our-services'], cases: ['neighbour', 'obfuscated'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.role,
          pages: ['/meet-the-team'],
          ...(v.script ? { encoded: { kind: 'reversed' as const, text: ELLIE_REV } } : {}),
          cases: ['card' as const, v.script ? ('script-reversed' as const) : ('plain' as const), ...(v.honorific ? (['honorific'] as const) : []), ...(v.postNominal ? (['post-nominal'] as const) : [])],
        })),
        { address: `andrew@${HOST}`, name: 'Andrew Lockwood', title: 'Hospital Director', pages: ['/meet-the-team'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-rota'],
      nonAddresses: [
        { text: 'harrogate@vetsnow-partner.test', kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
        { text: `rota@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
