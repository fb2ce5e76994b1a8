/**
 * Waimakariri Plains Rugby Football Club: a country club of senior, women's and junior teams at
 * Mandeville Domain in North Canterbury, on Wix. "Meet the Committee" is a repeater of cards
 * (the treasurer also a member of the club's JSON-LD through an OrganizationRole); the teams page
 * has "Title: Name – address" lines for coaches and managers; the juniors page names the junior
 * coordinator in a sentence with a bracketed (at) address; the sponsorship page, linked from
 * nowhere and named only in a sitemap robots.txt gives at a path of its own, has a label line;
 * a match report credits a photographer beside the media mailbox. The union's address, a
 * placeholder in the form, a git remote in the footer credit and the members' page (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'waimak-plains-rfc-canterbury.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/about', 'About'],
  ['/teams', 'Teams'],
  ['/juniors', 'Juniors'],
  ['/meet-the-committee', 'Meet the Committee'],
  ['/blog', 'Club News'],
  ['/contact', 'Contact'],
];

let comp = 0;
const wixComp = (html: string, type = 'WRichText'): string =>
  `<div id="comp-lx${(91234 + comp++ * 17).toString(36)}" class="${type === 'WRichText' ? 'wixui-rich-text' : 'wixui-repeater'}" data-testid="richTextElement">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Waimakariri Plains RFC',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4b2c9f31-7d8e-4a65-b1c0-93f2e5d6a7b8">',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"4b2c9f31-7d8e-4a65-b1c0-93f2e5d6a7b8","siteId":"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d","isHttps":false},"language":{"userLanguage":"en"},"requestUrl":"http://waimak-plains-rfc-canterbury.test/"};</script>',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.27f4ad2c.bundle.min.js" as="script">',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header"><div class="header-inner"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/4b2c9f_3e7a1c0d5b8f4e2a9c6d.png/v1/fill/w_120,h_120/wprfc-crest.png" alt="Waimakariri Plains RFC crest"></a>` +
    `<nav id="comp-menu" class="wixui-horizontal-menu" aria-label="Site"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></main><footer id="SITE_FOOTER" class="wixui-footer">` +
    wixComp(
      `<p class="font_8">Mandeville Domain, 1 Tram Road, Ohoka 7692 · Clubrooms open Thursday 6–9pm and Saturdays in season · ${tel('03 555 0192')} · ${mailto(at('info'))}</p><p class="font_8">Proud member of the Canterbury Country Rugby Union. <a href="${ORIGIN}/members">Members</a> · <a href="${ORIGIN}/privacy">Privacy</a></p><p class="font_9">Fixtures feed built by a club volunteer: git@gitlab.com:wprfc/fixtures-feed.git</p>`,
    ) +
    `</footer></div></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.27f4ad2c.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-NZ' });

type Committee = { office: string; name: string; local: string; blurb: string };
const COMMITTEE: Committee[] = [
  { office: 'President', name: 'Aroha Tipene', local: 'arohatipene', blurb: 'Played 120 games for the club’s women’s side and coaches the under 9s on Saturday mornings.' },
  { office: 'Club Secretary', name: 'Grant McLeod', local: 'grantmcleod', blurb: 'Registrations, player clearances and the AGM. If it has a form, Grant has it.' },
  { office: 'Treasurer', name: 'Sione Latu', local: 'sionelatu', blurb: 'Sione looks after subs, bar takings and our grant applications.' },
  { office: 'Club Captain', name: 'Callum Fraser', local: 'callumfraser', blurb: 'Premier lock and the players’ voice on the committee.' },
];

export function waimakPlainsRfc(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};
  const clubLd = {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Waimakariri Plains Rugby Football Club',
    sport: 'Rugby union',
    url: `${ORIGIN}/`,
    email: `mailto:${at('info')}`,
    address: { '@type': 'PostalAddress', streetAddress: '1 Tram Road', addressLocality: 'Ohoka', postalCode: '7692', addressRegion: 'Canterbury', addressCountry: 'NZ' },
  };

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [clubLd],
    main: wixComp(
      `<h1 class="font_0">Waimak Plains Rugby</h1><p class="font_7">Seniors, women and juniors from Mandeville, Ohoka, Swannanoa and Clarkville since 1921.</p><p class="font_7">Registrations for the 2026 season are open. Training starts Tuesday 3 March at 6pm.</p><p><a href="${ORIGIN}/blog/post/round-7-report-plains-hold-on-at-oxford">Round 7: Plains hold on at Oxford</a></p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: wixComp(`<h1 class="font_2">About the club</h1><p class="font_8">Founded in 1921 as the Mandeville Football Club, we merged with Ohoka in 1978. Our clubrooms on the Domain were rebuilt after the 2011 earthquakes with help from the whole community.</p>`),
  });

  pages['/teams'] = page({
    path: '/teams',
    title: 'Teams',
    main: wixComp(
      `<h1 class="font_2">Teams</h1><h2 class="font_4">Premier</h2><p class="font_8">Canterbury Country Premier competition, Saturdays at 2.45pm.</p><p class="font_8">Premier Head Coach: Tama Wereta – ${mailto(at('tamawereta'))}</p>` +
        `<h2 class="font_4">Women</h2><p class="font_8">Our women’s XV plays in the Canterbury Metro women’s grade.</p><p class="font_8">Women’s Team Manager: Jess Harrington – <a href="${entities('mailto:' + at('jessharrington'))}">${entities(at('jessharrington'))}</a></p>` +
        `<h2 class="font_4">Colts &amp; Seniors Reserve</h2><p class="font_8">Coach: Brendon Ashby (contact via the Club Secretary).</p>`,
    ),
  });

  pages['/juniors'] = page({
    path: '/juniors',
    title: 'Juniors',
    main: wixComp(
      `<h1 class="font_2">Junior Rugby</h1><p class="font_8">Rippa rugby for 5–7 year olds, then tackle grades from under 8 to under 13. Saturday mornings at the Domain, 9am.</p><p class="font_8">Our Junior Club Coordinator, Nikki Brown, is your first point of contact for registrations and grading: nikkibrown (at) waimak-plains-rfc-canterbury (dot) test.</p><p class="font_8">Team lists and draws go out through the club app.</p>`,
    ),
  });

  pages['/meet-the-committee'] = page({
    path: '/meet-the-committee',
    title: 'Meet the Committee',
    jsonLd: [
      {
        ...clubLd,
        member: [{ '@type': 'OrganizationRole', roleName: 'Treasurer', startDate: '2022', member: { '@type': 'Person', name: 'Sione Latu', email: at('sionelatu') } }],
      },
    ],
    main:
      wixComp(`<h1 class="font_2">Meet the Committee</h1><p class="font_8">Elected at the AGM in November. Committee meets on the second Monday of the month in the clubrooms.</p>`) +
      `<div class="wixui-repeater" role="list">` +
      COMMITTEE.map(
        (c) =>
          `<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/4b2c9f_${c.local}.jpg/v1/fill/w_300,h_300/${c.local}.jpg" alt="">${wixComp(`<h4 class="font_5">${esc(c.name)}</h4><p class="font_8"><span style="font-weight:bold;">${esc(c.office)}</span></p><p class="font_8">${esc(c.blurb)}</p><p class="font_8">${mailto(at(c.local))}</p>`)}</div>`,
      ).join('') +
      `</div>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Club News',
    main: `<div class="blog-feed"><article><h2><a href="${ORIGIN}/blog/post/round-7-report-plains-hold-on-at-oxford">Round 7: Plains hold on at Oxford</a></h2><p>7 June 2025 · 2 min read</p></article></div>`,
  });

  pages['/blog/post/round-7-report-plains-hold-on-at-oxford'] = page({
    path: '/blog/post/round-7-report-plains-hold-on-at-oxford',
    title: 'Round 7: Plains hold on at Oxford',
    main: `<article class="blog-post"><h1>Round 7: Plains hold on at Oxford</h1><p>7 June 2025</p>${wixComp(`<p class="font_8">A try to winger Mika Faleolo in the 78th minute and a nervy conversion from the sideline gave the Premiers a 24–22 win at Oxford, their fourth on the trot. The women beat Lincoln 31–10 at home.</p><p class="font_8">Photos by Kiri Morgan. Got match-day snaps from the sideline? Send them to ${mailto(at('media'))}.</p>`)}</article>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: wixComp(
      `<h1 class="font_2">Contact us</h1><p class="font_8">General enquiries: ${mailto(at('info'))}</p><p class="font_8">Referee appointments are made by the Canterbury Country Rugby Union (refs@ccru-rugby.co.nz), not the club.</p>` +
        `<form class="wixui-form"><label>Email *</label><input type="email" placeholder="e.g. example@email.com" required><label>Message</label><textarea></textarea><button type="submit">Send</button></form>`,
    ),
  });

  pages['/sponsorship'] = page({
    path: '/sponsorship',
    title: 'Sponsorship',
    main: wixComp(
      `<h1 class="font_2">Sponsorship Packages 2026</h1><p class="font_8">Gold ($5,000): shirt front, ground signage and a table at the end-of-season dinner. Silver ($2,500): sleeve and signage. Bronze ($750): programme and website.</p><p class="font_8"><strong>Sponsorship &amp; Partnerships:</strong> Hemi Rangi, Commercial Manager, ${tel('027 555 0144')}, ${mailto(at('hemirangi'))}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: wixComp(`<h1 class="font_2">Privacy</h1><p class="font_8">Player registration data is held by New Zealand Rugby’s Sportlomo system.</p>`) });
  pages['/members'] = page({ path: '/members', title: 'Members', main: wixComp(`<h1 class="font_2">Members</h1><p class="font_8">Log in to see team sheets and the bar roster. Problems? ${mailto(at('webmaster'))}</p>`) });
  pages['/club-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/about', '/teams', '/juniors', '/meet-the-committee', '/blog', '/contact', '/sponsorship'], '2025-06-07'));

  const committeeCases = (c: Committee): CaseKind[] => (c.local === 'sionelatu' ? ['card', 'plain', 'link-english-unlisted', 'json-ld-nested', 'json-ld-person'] : ['card', 'plain', 'link-english-unlisted']);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /members\nDisallow: /account/\nDisallow: /_api/\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/club-sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1717747200.1234567890123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: at('media'), name: null, title: null, pages: ['/blog/post/round-7-report-plains-hold-on-at-oxford'], cases: ['role', 'neighbour', 'plain'] },
        ...COMMITTEE.map((c) => ({ address: at(c.local), name: c.name, title: c.office, pages: ['/meet-the-committee'], cases: committeeCases(c) })),
        { address: at('tamawereta'), name: 'Tama Wereta', title: 'Premier Head Coach', pages: ['/teams'], cases: ['title-name-line', 'plain'] },
        { address: at('jessharrington'), name: 'Jess Harrington', title: 'Women’s Team Manager', pages: ['/teams'], cases: ['title-name-line', 'entities'] },
        { address: at('nikkibrown'), name: 'Nikki Brown', title: 'Junior Club Coordinator', pages: ['/juniors'], cases: ['prose', 'obfuscated'] },
        { address: at('hemirangi'), name: 'Hemi Rangi', title: 'Commercial Manager', pages: ['/sponsorship'], cases: ['label-line', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: at('webmaster'), kind: 'disallowed' },
        { text: 'refs@ccru-rugby.co.nz', kind: 'other-company' },
        { text: 'example@email.com', kind: 'placeholder' },
        { text: 'git@gitlab.com:wprfc/fixtures-feed.git', kind: 'git' },
      ],
    },
  };
}
