/**
 * Harcourt Orthotics & Prosthetics: an independent orthotic and prosthetic workshop and clinic in
 * Leeds, on a WordPress theme with Elementor, in British English. Clinicians in cards with "Dr"
 * and "Mr" before and BAPO/FRCS letters after their names; the workshop page naming its manager
 * in a sentence and the technicians in a list; the "For referrers" page with a referral label
 * line and JSON-LD (a referrals contact point and the clinical director as an employee, her
 * address written "mailto:"); the contact page as "Name, Title" lines; a new-patient page listed
 * only in a sitemap robots.txt names, with the patient services line. A component supplier's
 * address and the referral portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'harcourt-orthotics.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/our-clinicians', 'Our clinicians'],
  ['/workshop', 'The workshop'],
  ['/for-referrers', 'For referrers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Harcourt Orthotics & Prosthetics',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-post-12-css" href="${UP}/elementor/css/post-12.css?ver=1714031125" media="all">`,
  ],
  header: () =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home"><img src="${UP}/2023/06/harcourt-logo.svg" alt="Harcourt Orthotics &amp; Prosthetics" width="250"></a></div><nav class="site-navigation" aria-label="Main menu"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-inner"><p>Harcourt Orthotics &amp; Prosthetics Ltd · Unit 7, Kirkstall Forge Works, Bridge Road, Leeds LS5 3BW · ${tel('0113 496 0700')} · ${mailto(`enquiries@${HOST}`)}</p><p>Registered in England and Wales No. 08812405 · All clinicians are registered with the HCPC · <a href="/privacy-policy">Privacy</a> · <a href="/referral-portal">Referral portal login</a></p></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const el = (html: string): string => `<div data-elementor-type="wp-page" class="elementor"><div class="elementor-section-wrap"><section class="elementor-section"><div class="elementor-container"><div class="elementor-widget-wrap">${html}</div></div></section></div></div>`;

type Clinician = { heading: string; title: string; bio: string; local: string; photo: string };
const CLINICIANS: Clinician[] = [
  { heading: 'Dr Helen Ward', title: 'Clinical Director & Consultant Orthotist', bio: 'Helen founded Harcourt in 2009 after twelve years in NHS orthotic services. Her PhD was on ankle-foot orthoses for children with cerebral palsy.', local: 'helen.ward', photo: 'helen-ward' },
  { heading: 'James Whitaker BSc (Hons) MBAPO', title: 'Senior Prosthetist', bio: 'James leads our prosthetic service, from first fitting to sports and activity limbs.', local: 'james.whitaker', photo: 'james-whitaker' },
  { heading: 'Priya Sharma BSc (Hons) MBAPO', title: 'Orthotist', bio: 'Priya sees adults with foot, knee and spinal conditions and runs our Saturday clinic.', local: 'priya.sharma', photo: 'priya-sharma' },
  { heading: "Liam O'Connor BSc (Hons)", title: 'Prosthetist', bio: 'Liam joined us from Salford University in 2022 and specialises in upper-limb prosthetics.', local: 'liam.oconnor', photo: 'liam-oconnor' },
  { heading: 'Mr Anil Kapoor FRCS (Tr &amp; Orth)', title: 'Consultant Orthopaedic Surgeon, Clinical Adviser', bio: 'Mr Kapoor advises our team on complex cases and post-surgical bracing.', local: 'anil.kapoor', photo: 'anil-kapoor' },
];

export function harcourtOrthotics(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Orthotics and prosthetics in Leeds',
    main: el(
      `<h1>Made-to-measure orthotics and prosthetics, made in Leeds</h1><p>We assess, design, manufacture and fit orthoses and prostheses in our own workshop at Kirkstall Forge. We see private patients and patients referred by NHS trusts, GPs and physiotherapists.</p>` +
        `<p><a href="/services" class="elementor-button">Our services</a> <a href="/for-referrers" class="elementor-button">Referring a patient?</a></p>`,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: el(`<h2>Services</h2><ul><li>Custom foot orthoses and insoles</li><li>Ankle-foot orthoses (AFOs)</li><li>Knee and spinal bracing</li><li>Lower- and upper-limb prosthetics</li><li>Cranial remoulding helmets</li><li>Repairs and adjustments while you wait</li></ul>`),
  });

  pages['/our-clinicians'] = page({
    path: '/our-clinicians',
    title: 'Our clinicians',
    main: el(
      `<h1>Our clinicians</h1><div class="elementor-widget-container team-grid">` +
        CLINICIANS.map(
          (c) =>
            `<div class="elementor-team-member"><figure><img src="${UP}/2024/02/${c.photo}-300x300.jpg" alt="" width="300" height="300"></figure><h3 class="elementor-team-member__name">${c.heading}</h3><div class="elementor-team-member__position">${esc(c.title)}</div><p class="elementor-team-member__bio">${esc(c.bio)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/workshop'] = page({
    path: '/workshop',
    title: 'The workshop',
    main: el(
      `<h1>The workshop</h1><p>Everything we fit is made on site: we cast or scan, rectify, laminate, vacuum-form and finish in our own workshop. Most insoles are ready in a week and most AFOs in three.</p>` +
        `<p>The workshop is run by Tom Bradley, our workshop manager, who trained as a prosthetic technician at Chapel Allerton in the 1990s; you can reach him at ${mailto(`tom.bradley@${HOST}`)}.</p>` +
        `<h3>Technicians</h3><ul><li>Gemma Lister, Senior Orthotic Technician, ${mailto(`gemma.lister@${HOST}`)}</li><li>Dean Hutchinson, Prosthetic Technician</li><li>Aisha Begum, Apprentice Technician</li></ul>` +
        `<p>We source prosthetic componentry through Pennine Limb Components Ltd (${mailto('orders@pennine-limb-components.test')}).</p>`,
    ),
  });

  pages['/for-referrers'] = page({
    path: '/for-referrers',
    title: 'For referrers',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalBusiness',
        name: 'Harcourt Orthotics & Prosthetics',
        url: `${ORIGIN}/`,
        telephone: '+44 113 496 0700',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 7, Kirkstall Forge Works, Bridge Road', addressLocality: 'Leeds', postalCode: 'LS5 3BW', addressCountry: 'GB' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'referrals', email: `referrals@${HOST}`, telephone: '+44 113 496 0710' },
        employee: [{ '@type': 'Person', name: 'Helen Ward', honorificPrefix: 'Dr', jobTitle: 'Clinical Director', email: `mailto:helen.ward@${HOST}` }],
      },
    ],
    main: el(
      `<h1>For referrers</h1><p>We accept referrals from NHS trusts, GPs, consultants, physiotherapists and podiatrists. Please include the diagnosis, the reason for referral and any relevant imaging.</p>` +
        `<p>Send referrals to ${mailto(`referrals@${HOST}`)} (we can also receive from nhs.net accounts) or by fax to 0113 496 0711.</p>` +
        `<p>Referral enquiries: Sophie Clarke, Referrals Coordinator, ${tel('0113 496 0710')}, ${mailto(`sophie.clarke@${HOST}`)}</p>` +
        `<p>For clinical questions about a referral, please ask for our clinical director, Dr Helen Ward.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: el(
      `<h1>Contact us</h1><p>Unit 7, Kirkstall Forge Works, Bridge Road, Leeds LS5 3BW · ${tel('0113 496 0700')} · ${mailto(`enquiries@${HOST}`)}</p><p>Clinics Monday to Friday 8.30–5.00, Saturday 9.00–12.30. Free parking in front of the unit.</p>` +
        `<p>Karen Holt, Practice Manager, ${tel('0113 496 0720')}, ${mailto(`karen.holt@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: el(`<h1>Privacy policy</h1><p>Harcourt Orthotics &amp; Prosthetics Ltd is the data controller for patient records, which we keep for eight years after the last appointment (25 years for children).</p>`) });

  pages['/referral-portal'] = page({ path: '/referral-portal', title: 'Referral portal', main: el(`<h1>Referral portal</h1><p>Log in with the details sent to your organisation. Access problems: ${mailto(`portal-support@${HOST}`)}</p>`) });

  pages['/patient-information/your-first-appointment'] = page({
    path: '/patient-information/your-first-appointment',
    title: 'Your first appointment',
    main: el(
      `<h1>Your first appointment</h1><p>Please bring the shoes you wear most often, a list of your medications and any brace or insole you already use. Wear shorts or loose trousers. The assessment takes about an hour.</p>` +
        `<p>Changing or cancelling: Rachel Dunn, Patient Services Coordinator, ${tel('0113 496 0730')}, ${mailto(`rachel.dunn@${HOST}`)}</p>`,
    ),
  });
  pages['/patient-sitemap.xml'] = xmlPage(urlset(HOST, ['/patient-information/your-first-appointment'], '2025-01-09'));

  const everyPage = ['/', '/services', '/our-clinicians', '/workshop', '/for-referrers', '/contact', '/privacy-policy', '/patient-information/your-first-appointment'];
  const unlisted: CaseKind = 'link-english-unlisted';
  const card = (local: string, name: string, title: string, cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/our-clinicians'], cases: ['card', 'plain', ...cases] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /referral-portal\n\nSitemap: ${ORIGIN}/patient-sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/our-clinicians', '/workshop', '/for-referrers', '/contact', '/privacy-policy'], '2025-03-20'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `referrals@${HOST}`, name: null, title: null, pages: ['/for-referrers'], cases: ['role', 'json-ld-contact-point', 'plain', unlisted] },
        {
          address: `helen.ward@${HOST}`,
          name: 'Helen Ward',
          title: 'Clinical Director & Consultant Orthotist',
          titleAlternatives: ['Clinical Director'],
          pages: ['/our-clinicians', '/for-referrers'],
          cases: ['card', 'honorific', 'json-ld-person', 'json-ld-mailto', 'plain'],
        },
        card('james.whitaker', 'James Whitaker', 'Senior Prosthetist', ['post-nominal']),
        card('priya.sharma', 'Priya Sharma', 'Orthotist', ['post-nominal']),
        card('liam.oconnor', "Liam O'Connor", 'Prosthetist', ['post-nominal']),
        card('anil.kapoor', 'Anil Kapoor', 'Consultant Orthopaedic Surgeon, Clinical Adviser', ['honorific', 'post-nominal']),
        { address: `tom.bradley@${HOST}`, name: 'Tom Bradley', title: 'workshop manager', pages: ['/workshop'], cases: ['prose', 'plain'] },
        { address: `gemma.lister@${HOST}`, name: 'Gemma Lister', title: 'Senior Orthotic Technician', pages: ['/workshop'], cases: ['name-title-line', 'plain'] },
        { address: `sophie.clarke@${HOST}`, name: 'Sophie Clarke', title: 'Referrals Coordinator', pages: ['/for-referrers'], cases: ['label-line', 'plain', unlisted] },
        { address: `karen.holt@${HOST}`, name: 'Karen Holt', title: 'Practice Manager', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `rachel.dunn@${HOST}`, name: 'Rachel Dunn', title: 'Patient Services Coordinator', pages: ['/patient-information/your-first-appointment'], cases: ['label-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/referral-portal'],
      nonAddresses: [
        { text: `portal-support@${HOST}`, kind: 'disallowed' },
        { text: 'orders@pennine-limb-components.test', kind: 'other-company' },
      ],
    },
  };
}
