/**
 * Three Dales Dry Stone Walling Association: a volunteer branch association in the Yorkshire
 * Dales on Drupal 10 (Olivero). The committee is a table (the treasurer with "ACA"); the
 * training page is a definition list (one address written "[at]" and "[dot]") and a
 * "Title: Name" line; the Nidderdale branch page is listed only in the XML sitemap robots.txt
 * names; the enquiries mailbox is put together by an inline script. The address scheme is
 * stated on the committee page; an old webmaster address sits in a comment.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'threedalesdswa.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Home'], ['/committee', 'Committee'], ['/training', 'Training & Certificates'], ['/events', 'Events'], ['/contact', 'Contact']];

const theme: Theme = {
  host: HOST,
  siteName: 'Three Dales Dry Stone Walling Association',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Hq3x9ZkP1aT0.css?delta=0&amp;language=en&amp;theme=olivero">`,
  ],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas"><header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home" class="site-branding__name">Three Dales DSWA</a></div>` +
    `<nav id="block-olivero-main-menu" class="primary-nav"><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-bottom"><p>Three Dales Dry Stone Walling Association is a registered charity (No. 1102947), affiliated to the national DSWA.</p><p><a href="/privacy">Privacy notice</a> · <a href="/members">Members’ pages</a></p></div></footer></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-GB', ...spec });

const COMMITTEE: [string, string, string][] = [
  ['Chairman', 'Geoffrey Ackroyd', 'geoffrey.ackroyd'],
  ['Hon. Secretary', 'Margaret Sowerby', 'margaret.sowerby'],
  ['Treasurer', 'Alan Pickersgill ACA', 'alan.pickersgill'],
  ['Competitions Secretary', 'Ruth Hebblethwaite', 'ruth.hebblethwaite'],
  ['Show Secretary', 'Trevor Haigh', 'trevor.haigh'],
];

const ENQ_SCRIPT = `var u = 'enq' + 'uiries'; var d = 'threedales' + 'dswa' + '.' + 'test'; document.getElementById('enq').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function threeDalesWalling(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: `<div class="node__content"><h1>Keeping the Dales walled</h1><p>Practice meets every second Saturday from March to October, weather permitting (and often when it isn’t). Newcomers always welcome – bring gloves and steel toecaps.</p></div>`,
  });
  pages['/committee'] = page({
    path: '/committee',
    title: 'Committee',
    main: `<div class="node__content"><h1>Committee 2025–26</h1><p>Elected at the AGM in Grassington, 8 February 2025. Committee members can all be written to at firstname.surname@${HOST}.</p>` +
      `<table class="views-table cols-3"><thead><tr><th>Office</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      COMMITTEE.map(([o, n, l]) => `<tr><td>${esc(o)}</td><td>${esc(n)}</td><td>${mailto(`${l}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table><!-- webmaster@${HOST} retired 2023, forward to secretary --></div>`,
  });
  pages['/training'] = page({
    path: '/training',
    title: 'Training & Certificates',
    main: `<div class="node__content"><h1>Training &amp; Certificates</h1><p>We run Level 1 and Level 2 craft certificate preparation days at Kilnsey.</p><dl class="field--name-field-contacts"><dt>Training Officer</dt><dd>Stephen Illingworth<br>stephen.illingworth [at] ${HOST.replace('.test', '')} [dot] test</dd><dt>Tools &amp; Equipment</dt><dd>Kept at the Kilnsey store; ask on the day.</dd></dl>` +
      `<p>Craftsman Certification Co-ordinator: Janet Bairstow, ${mailto(`janet.bairstow@${HOST}`)}</p></div>`,
  });
  pages['/events'] = page({ path: '/events', title: 'Events', main: `<h1>Events</h1><ul><li>Kilnsey Show walling competition – 26 August</li><li>Hedging &amp; walling demo, Malham – 14 June</li></ul>` });
  pages['/branches/nidderdale'] = page({
    path: '/branches/nidderdale',
    title: 'Nidderdale practice group',
    main: `<div class="node__content"><h1>Nidderdale practice group</h1><p>Meets at Pateley Bridge on the last Sunday of the month.</p><p>Group contact – Colin Metcalfe, Group Leader, ${tel('01423 555014')}, ${mailto(`colin.metcalfe@${HOST}`)}</p></div>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<h1>Contact</h1><p>For general enquiries, walling jobs and press, please email <span id="enq">(enable JavaScript to see the address)</span>.</p><script>${ENQ_SCRIPT}</script>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: `<h1>Privacy notice</h1><p>We hold members’ details for subscription and insurance purposes only.</p>` });
  pages['/members'] = page({ path: '/members', title: 'Members’ pages', main: `<h1>Members’ pages</h1><p>Insurance queries to ${mailto(`membership@${HOST}`)}.</p>` });
  pages['/sites/default/files/xmlsitemap/T4rk2/1.xml'] = xmlPage(urlset(HOST, ['/', '/committee', '/training', '/events', '/contact', '/branches/nidderdale']));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /profiles/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /members\n\nSitemap: ${ORIGIN}/sites/default/files/xmlsitemap/T4rk2/1.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en'],
      addresses: [
        ...COMMITTEE.map(([o, n, l]) => ({
          address: `${l}@${HOST}`,
          name: n.replace(' ACA', ''),
          title: o,
          pages: ['/committee'],
          cases: (n.endsWith('ACA') ? ['table', 'plain', 'post-nominal'] : ['table', 'plain']) as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: `stephen.illingworth@${HOST}`, name: 'Stephen Illingworth', title: 'Training Officer', pages: ['/training'], cases: ['definition-list', 'obfuscated'] },
        { address: `janet.bairstow@${HOST}`, name: 'Janet Bairstow', title: 'Craftsman Certification Co-ordinator', pages: ['/training'], cases: ['title-name-line', 'plain'] },
        { address: `colin.metcalfe@${HOST}`, name: 'Colin Metcalfe', title: 'Group Leader', pages: ['/branches/nidderdale'], cases: ['label-line', 'plain', 'sitemap-robots'] },
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/contact'], encoded: { kind: 'script', text: ENQ_SCRIPT }, cases: ['role', 'script-concat'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/committee', text: `firstname.surname@${HOST}` },
      disallowed: ['/members'],
      nonAddresses: [
        { text: `firstname.surname@${HOST}`, kind: 'scheme' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `membership@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
