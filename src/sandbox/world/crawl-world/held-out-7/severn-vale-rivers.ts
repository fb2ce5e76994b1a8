/**
 * Severn Vale Rivers Trust: a small river-restoration charity in Gloucestershire, British
 * English. A WordPress site on a classic theme: pages linked with words a short English keyword
 * list would not hold ("Who we are", "Get involved", "Our trustees"), the trustees in a table with
 * honorifics and post-nominals, staff as "Name, Title" lines, the chair as a JSON-LD role member
 * at depth, a volunteer of the year named beside an address that is not hers, a data page with a
 * clone URL and a package version, and a members' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'severnvale-rivers.test';
const ORIGIN = `http://${HOST}`;
const UPLOADS = '/wp-content/uploads/2024/11';
const COMMENTED = 'ian.blake@severnvale-rivers.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/who-we-are/', 'Who we are'],
  ['/our-work/', 'Our work'],
  ['/get-involved/', 'Get involved'],
  ['/river-data/', 'River data'],
  ['/contact-us/', 'Contact us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Severn Vale Rivers Trust',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    "<link rel='stylesheet' id='generate-style-css' href='/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.5.1' media='all'>",
    "<script async src='https://www.googletagmanager.com/gtag/js?id=G-7QX2R4M1ZP'></script>",
  ],
  header: () =>
    `<header class="site-header" id="masthead"><div class="inside-header grid-container"><div class="site-logo"><a href="/" rel="home"><img class="header-image" src="${UPLOADS}/svrt-logo.png" srcset="${UPLOADS}/svrt-logo@2x.png 2x" alt="Severn Vale Rivers Trust"></a></div>\n` +
    `<nav class="main-navigation" id="site-navigation"><ul id="primary-menu" class="menu sf-menu">${MENU.map(([href, label]) => `<li class="menu-item menu-item-type-post_type"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-info"><div class="inside-site-info grid-container"><p>Severn Vale Rivers Trust is a registered charity in England and Wales (no. 1187654) and a company limited by guarantee (no. 11876543). Registered office: The Old Lock House, Saul, Gloucestershire GL2 7JR.</p>` +
    `<p><a href="/our-trustees/">Our trustees</a> · <a href="/privacy-policy/">Privacy policy</a> · <a href="/members/">Members’ area</a></p></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<article class="page type-page status-publish"><div class="inside-article"><div class="entry-content">${html}</div></div></article>`;

const TRUSTEES: [string, string, string | null][] = [
  ['Dr Helen Price OBE', 'Chair', 'helen.price@severnvale-rivers.test'],
  ['Martin Hughes FCA', 'Treasurer', 'martin.hughes@severnvale-rivers.test'],
  ['Prof. Aled Rees', 'Trustee (science and monitoring)', null],
  ['Joanna Whitlock', 'Trustee', null],
];

export function severnValeRivers(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Healthy rivers for the Severn Vale',
    lang: 'en-GB',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'NGO',
            '@id': `${ORIGIN}/#organization`,
            name: 'Severn Vale Rivers Trust',
            url: `${ORIGIN}/`,
            member: [{ '@type': 'OrganizationRole', roleName: 'Chair of Trustees', member: { '@type': 'Person', name: 'Helen Price', honorificPrefix: 'Dr', email: 'helen.price@severnvale-rivers.test' } }],
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Severn Vale Rivers Trust', publisher: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main: entry(`<h1>Healthy rivers for the Severn Vale</h1><p>We restore streams, plant buffer strips and test water quality on the Frome, the Cam and the Little Avon, with landowners and more than 200 volunteers.</p><p>General enquiries: ${mailto('hello@severnvale-rivers.test')}</p>`),
  });

  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who we are',
    lang: 'en-GB',
    main: entry(
      `<h1>Who we are</h1><p>The Trust was set up in 2015 by anglers, farmers and ecologists worried about the state of the Vale’s brooks. Today we have six staff.</p>\n` +
        `<p>Rhiannon Evans, Chief Executive – ${mailto('rhiannon.evans@severnvale-rivers.test')}</p>\n` +
        `<p>Tom Ashworth, Senior Project Officer (Frome catchment) – ${mailto('tom.ashworth@severnvale-rivers.test')}</p>\n` +
        `<p>Priya Shah, Head of Fundraising &amp; Communications – ${mailto('priya.shah@severnvale-rivers.test')}</p>\n` +
        `<!-- Ian left March 2024; remove once his mailbox is closed: ${COMMENTED} -->\n` +
        `<p>Our <a href="/our-trustees/">board of trustees</a> meets four times a year.</p>`,
    ),
  });

  pages['/our-trustees'] = page({
    path: '/our-trustees',
    title: 'Our trustees',
    lang: 'en-GB',
    main: entry(
      `<h1>Our trustees</h1><table class="wp-block-table"><thead><tr><th>Trustee</th><th>Role</th><th>Contact</th></tr></thead><tbody>\n` +
        TRUSTEES.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${address ? mailto(address) : '–'}</td></tr>`).join('\n') +
        `\n</tbody></table><p>Trustees are unpaid and elected at the AGM for three years.</p>`,
    ),
  });

  pages['/our-work'] = page({
    path: '/our-work',
    title: 'Our work',
    lang: 'en-GB',
    main: entry(`<h1>Our work</h1><ul><li>Removing weirs and fish passes on the Frome</li><li>Citizen science water testing</li><li>Natural flood management with farmers</li></ul><p>Funded in part by the Environment Agency’s Water Environment Investment Fund (grants team: ${mailto('weif.grants@agency-funds.test')}).</p>`),
  });

  pages['/get-involved'] = page({
    path: '/get-involved',
    title: 'Get involved',
    lang: 'en-GB',
    main: entry(
      `<h1>Get involved</h1><p>Congratulations to Gwen Morgan, our Volunteer of the Year, who has tested the Cam at Coaley every fortnight since 2019!</p>\n` +
        `<p>Work parties run every second Saturday. Volunteering enquiries: ${mailto('volunteers@severnvale-rivers.test')}</p>\n` +
        `<p>If you would like to leave the Trust a gift in your will, our legacy officer Hannah Doyle would be glad to talk it through in confidence: ${mailto('hannah.doyle@severnvale-rivers.test')} or 01453 890 214.</p>`,
    ),
  });

  pages['/river-data'] = page({
    path: '/river-data',
    title: 'River data',
    lang: 'en-GB',
    main: entry(
      `<h1>River data</h1><p>All our volunteer water-quality readings are open data. To work with them in R or Python:</p>\n` +
        `<pre class="wp-block-code"><code>git clone git@github.com:svrt/river-readings.git\npip install pandas==2.2.3\nnpm install chart.js@4.4.6</code></pre>\n` +
        `<p>Questions about the data go to our monitoring lead, Dr Owen Pritchard (${mailto('owen.pritchard@severnvale-rivers.test')}).</p>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact us',
    lang: 'en-GB',
    main: entry(
      `<h1>Contact us</h1><p>The Old Lock House, Saul, Gloucestershire GL2 7JR<br>01453 890 210 (Tuesday–Thursday)</p><p>${mailto('hello@severnvale-rivers.test')}</p>` +
        `<div class="wpcf7"><form class="wpcf7-form" method="post"><input type="email" name="your-email" placeholder="you@example.com"><textarea name="your-message"></textarea><input type="submit" value="Send"></form></div>`,
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    lang: 'en-GB',
    main: entry(`<h1>Privacy policy</h1><p>Severn Vale Rivers Trust is the data controller for supporters’ and volunteers’ details. Write to ${mailto('hello@severnvale-rivers.test')} for a copy of the data we hold about you.</p>`),
  });

  pages['/members'] = page({
    path: '/members',
    title: 'Members’ area',
    lang: 'en-GB',
    main: entry(`<h1>Members’ area</h1><p>AGM papers and minutes. Lost your login? ${mailto('membership@severnvale-rivers.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /members\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/who-we-are/', '/our-trustees/', '/our-work/', '/get-involved/', '/river-data/', '/contact-us/', '/privacy-policy/'], '2024-11-18'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['en'],
      addresses: [
        {
          address: 'helen.price@severnvale-rivers.test',
          name: 'Helen Price',
          title: 'Chair',
          titleAlternatives: ['Chair of Trustees'],
          pages: ['/', '/our-trustees'],
          cases: ['json-ld-nested', 'json-ld-person', 'table', 'honorific', 'post-nominal', 'plain', 'link-english-unlisted'],
        },
        { address: 'martin.hughes@severnvale-rivers.test', name: 'Martin Hughes', title: 'Treasurer', pages: ['/our-trustees'], cases: ['table', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: 'rhiannon.evans@severnvale-rivers.test', name: 'Rhiannon Evans', title: 'Chief Executive', pages: ['/who-we-are'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
        {
          address: 'tom.ashworth@severnvale-rivers.test',
          name: 'Tom Ashworth',
          title: 'Senior Project Officer (Frome catchment)',
          titleAlternatives: ['Senior Project Officer'],
          pages: ['/who-we-are'],
          cases: ['name-title-line', 'plain', 'link-english-unlisted'],
        },
        { address: 'priya.shah@severnvale-rivers.test', name: 'Priya Shah', title: 'Head of Fundraising & Communications', pages: ['/who-we-are'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
        { address: 'hannah.doyle@severnvale-rivers.test', name: 'Hannah Doyle', title: 'legacy officer', pages: ['/get-involved'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: 'owen.pritchard@severnvale-rivers.test', name: 'Owen Pritchard', title: 'monitoring lead', pages: ['/river-data'], cases: ['prose', 'honorific', 'plain'] },
        { address: 'volunteers@severnvale-rivers.test', name: null, title: null, pages: ['/get-involved'], cases: ['neighbour', 'role', 'plain', 'link-english-unlisted'] },
        { address: 'hello@severnvale-rivers.test', name: null, title: null, pages: ['/', '/contact-us', '/privacy-policy'], cases: ['role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'membership@severnvale-rivers.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'chart.js@4.4.6', kind: 'package' },
        { text: 'svrt-logo@2x.png', kind: 'retina' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'weif.grants@agency-funds.test', kind: 'other-company' },
      ],
    },
  };
}
