/**
 * Whitcombe Pruitt & Lane LLP: a business-litigation and estate-planning firm in Columbus, Ohio,
 * on WordPress with the Divi theme. Attorneys as Divi team-member modules (one address through
 * an e-mail encoder plugin's character references), staff in a table, a partner's bio page with
 * a Person in JSON-LD, the office manager as "Title: Name" on the contact page and the recruiting
 * coordinator in running text on the careers page.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'whitcombepruitt.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/attorneys', 'Attorneys'],
  ['/practice-areas', 'Practice Areas'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Whitcombe Pruitt & Lane LLP',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: () =>
    `<div id="page-container"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container">` +
    `<div class="logo_container"><a href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2023/02/wpl-logo@2x.png" width="420" height="96" alt="Whitcombe Pruitt &amp; Lane LLP" id="logo" data-height-percentage="60"></a></div>` +
    `<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${210 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${210 + i}"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Columbus Office</h4><div class="textwidget"><p>250 E. Broad Street, Suite 1400<br>Columbus, OH 43215<br>${tel('(614) 555-0183')}</p></div></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><p id="footer-info">© 2025 Whitcombe Pruitt &amp; Lane LLP · <a href="${ORIGIN}/privacy-policy/">Privacy Policy</a> · <a href="${ORIGIN}/disclaimer/">Attorney Advertising Disclaimer</a></p></div></div></footer></div></div>`,
  privacyPath: { en: `${ORIGIN}/privacy-policy/` },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`],
};

let mod = 0;
const section = (inner: string): string => `<div class="et_pb_section et_pb_section_${mod++} et_section_regular"><div class="et_pb_row et_pb_row_0">${inner}</div></div>`;
const text = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_${mod++} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-US', ...spec, main: `<div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${spec.main}</div></div></div>` });

interface Attorney {
  name: string;
  shown: string;
  position: string;
  local: string;
  encoded?: boolean;
  bio?: string;
}
const ATTORNEYS: Attorney[] = [
  { name: 'Daniel R. Whitcombe', shown: 'Daniel R. Whitcombe', position: 'Managing Partner', local: 'dwhitcombe' },
  { name: 'Margaret Lane', shown: 'Margaret Lane, J.D., LL.M.', position: 'Partner, Estate Planning & Probate', local: 'mlane', bio: '/attorneys/margaret-lane' },
  { name: 'Anthony Pruitt', shown: 'Anthony Pruitt', position: 'Partner', local: 'apruitt', encoded: true },
  { name: 'Priya Raman', shown: 'Priya Raman', position: 'Senior Associate', local: 'praman' },
  { name: 'Cole Hendricks', shown: 'Cole Hendricks, Esq.', position: 'Of Counsel', local: 'chendricks' },
  { name: 'Sarah Kim-Doyle', shown: 'Sarah Kim-Doyle', position: 'Associate Attorney', local: 'skim-doyle' },
];

const member = (a: Attorney): string => {
  const address = `${a.local}@${HOST}`;
  const mail = a.encoded ? `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>` : mailto(address);
  return (
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_team_member et_pb_team_member_${mod++} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2023/02/${a.local}-headshot.jpg" alt="${esc(a.shown)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${a.bio ? `<a href="${ORIGIN}${a.bio}/">${esc(a.shown)}</a>` : esc(a.shown)}</h4><p class="et_pb_member_position">${esc(a.position)}</p>` +
    `<div>${mail}<br>${tel(`(614) 555-01${90 + ATTORNEYS.indexOf(a)}`)}</div></div></div></div>`
  );
};

const STAFF: [string, string, string][] = [
  ['Renee Walsh', 'Senior Paralegal', 'rwalsh'],
  ['Marcus Bell', 'Litigation Paralegal', 'mbell'],
  ['Donna Fischer', 'Legal Assistant to Mr. Whitcombe', 'dfischer'],
];

export function whitcombePruitt(): CrawlWorldSite {
  mod = 0;
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Business Litigation & Estate Planning Attorneys in Columbus, Ohio',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LegalService', name: 'Whitcombe Pruitt & Lane LLP', telephone: '+1-614-555-0183', address: { '@type': 'PostalAddress', streetAddress: '250 E. Broad Street, Suite 1400', addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43215', addressCountry: 'US' }, url: `${ORIGIN}/` }],
    main: section(text(`<h1>Trusted Counsel for Central Ohio Businesses and Families</h1><p>For more than thirty years our attorneys have represented closely held companies in commercial disputes and helped families plan their estates.</p><p><a class="et_pb_button" href="${ORIGIN}/attorneys/">Meet Our Attorneys</a> <a class="et_pb_button" href="${ORIGIN}/contact/">Schedule a Consultation</a></p>`)),
  });
  pages['/practice-areas'] = page({ path: '/practice-areas', title: 'Practice Areas', main: section(text('<h1>Practice Areas</h1><ul><li>Commercial Litigation</li><li>Shareholder &amp; Partnership Disputes</li><li>Estate Planning</li><li>Probate &amp; Trust Administration</li><li>Real Estate Transactions</li></ul>')) });
  pages['/attorneys'] = page({
    path: '/attorneys',
    title: 'Attorneys',
    main:
      section(text('<h1>Our Attorneys</h1><p>Every client matter is led by a partner.</p>')) +
      section(ATTORNEYS.map(member).join('')) +
      section(
        text(
          `<h2>Paralegals &amp; Staff</h2><table class="staff-table"><thead><tr><th>Name</th><th>Position</th><th>Email</th></tr></thead><tbody>` +
            STAFF.map(([n, t, l]) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td>${mailto(`${l}@${HOST}`)}</td></tr>`).join('') +
            `</tbody></table>`,
        ),
      ),
  });
  pages['/attorneys/margaret-lane'] = page({
    path: '/attorneys/margaret-lane',
    title: 'Margaret Lane',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Margaret Lane', jobTitle: 'Partner, Estate Planning & Probate', email: `mlane@${HOST}`, alumniOf: 'The Ohio State University Moritz College of Law', worksFor: { '@type': 'LegalService', name: 'Whitcombe Pruitt & Lane LLP' } }],
    main: section(text(`<h1>Margaret Lane, J.D., LL.M.</h1><p class="position">Partner, Estate Planning &amp; Probate</p><p>Margaret advises families and business owners on wills, revocable trusts, succession planning and probate administration. She holds an LL.M. in Taxation and is a Board Certified Specialist in Estate Planning, Trust and Probate Law.</p><p>Email: ${mailto(`mlane@${HOST}`)} · Direct: ${tel('(614) 555-0191')}</p>`)),
  });
  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section(text(`<h1>Careers</h1><p>We are hiring a second-year litigation associate and a part-time receptionist.</p><p>Please send your résumé, a transcript and a short writing sample to our Recruiting Coordinator, Alicia Monroe, at ${mailto(`amonroe@${HOST}`)}. We do not accept submissions from search firms.</p>`)),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      section(text(`<h1>Contact Us</h1><p>250 E. Broad Street, Suite 1400, Columbus, OH 43215</p><p>Main: ${tel('(614) 555-0183')} · Fax: (614) 555-0184</p><p>New client inquiries: ${mailto(`intake@${HOST}`)}</p><p>Office Manager: Teresa Gomez, ${mailto(`tgomez@${HOST}`)}</p>`)) +
      section(`<div class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="${ORIGIN}/contact/"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Name"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="you@example.com"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Briefly describe your matter"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Submit</button></form></div>`) +
      `<!-- Divi contact form recipient: webforms@${HOST} -->`,
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: section(text('<h1>Privacy Policy</h1><p>We collect the information you submit through our contact form solely to respond to your inquiry. Submitting the form does not create an attorney-client relationship.</p>')) });
  pages['/disclaimer'] = page({ path: '/disclaimer', title: 'Attorney Advertising Disclaimer', main: section(text('<h1>Disclaimer</h1><p>This website is attorney advertising. Prior results do not guarantee a similar outcome.</p>')) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client Portal', main: section(text(`<h1>Client Portal</h1><p>Trouble logging in? Email ${mailto(`portal@${HOST}`)}.</p>`)) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: { ...pages, '/wp-sitemap.xml': { body: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/wp-sitemap-posts-page-1.xml</loc></sitemap></sitemapindex>\n`, contentType: 'application/xml; charset=utf-8' }, '/wp-sitemap-posts-page-1.xml': { body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/attorneys/', '/practice-areas/', '/careers/', '/contact/', '/client-portal/'].map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`).join('')}</urlset>\n`, contentType: 'application/xml; charset=utf-8' } },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['en'],
      addresses: [
        { address: `intake@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...ATTORNEYS.map((a) => ({
          address: `${a.local}@${HOST}`,
          name: a.name,
          title: a.position,
          pages: a.bio ? ['/attorneys', a.bio] : ['/attorneys'],
          cases: [
            'card' as const,
            a.encoded ? ('entities' as const) : ('plain' as const),
            'link-english-unlisted' as const,
            ...(a.shown !== a.name ? (['post-nominal'] as const) : []),
            ...(a.bio ? (['json-ld-person'] as const) : []),
          ],
        })),
        ...STAFF.map(([n, t, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/attorneys'], cases: ['table' as const, 'plain' as const, 'link-english-unlisted' as const] })),
        { address: `tgomez@${HOST}`, name: 'Teresa Gomez', title: 'Office Manager', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
        { address: `amonroe@${HOST}`, name: 'Alicia Monroe', title: 'Recruiting Coordinator', pages: ['/careers'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: 'wpl-logo@2x.png', kind: 'retina' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: `webforms@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
