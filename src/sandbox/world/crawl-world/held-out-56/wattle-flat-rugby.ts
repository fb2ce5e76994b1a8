/**
 * Wattle Flat Rugby Union Club: a country rugby union club in the NSW Central West on Joomla 4
 * (en-AU). The Committee page lists office bearers as "Title: Name" lines whose addresses are
 * Joomla's e-mail cloak scripts; the registrar's address is written "[at] [dot]"; the Juniors page
 * names the junior co-ordinator in a sentence; the news item ends with a media contact label line
 * and credits a photographer beside the photos mailbox. The sponsor's address, a pinned Bootstrap
 * and the members' portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wattleflatrugby.test';
const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/index.php/the-club', 'The Club'],
  ['/index.php/the-club/committee', 'Committee'],
  ['/index.php/juniors', 'Juniors'],
  ['/index.php/news', 'News'],
  ['/index.php/sponsors', 'Sponsors'],
  ['/index.php/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Wattle Flat Rugby Union Club',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo/wfruc-logo.png" alt="Wattle Flat Rugby Union Club"></a></div><nav class="container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Wattle Flat Rugby Union Club Inc. · Jim Dwyer Oval, Mitchell St, Wattle Flat NSW 2795 · ${tel('0412 555 318')} · ${mailto(`info@${HOST}`)}</p><p><a href="/index.php/members-portal">Members Portal</a> · Proudly affiliated with Central West Rugby Union</p></div></div></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const item = (h1: string, html: string): string => `<div class="com-content-article item-page"><div class="page-header"><h1>${h1}</h1></div><div class="com-content-article__body">${html}</div></div>`;

let cloakSeq = 0;
/** Joomla's email cloak: a span the script fills, the address built from pieces. */
function cloak(local: string): { html: string; script: string } {
  const id = `cloak${(0x3f2a1b + cloakSeq++ * 7919).toString(16)}`;
  const script = `document.getElementById('${id}').innerHTML = ''; var prefix = 'ma' + 'il' + 'to'; var path = 'hr' + 'ef' + '='; var addy${id} = '${local}' + '@'; addy${id} = addy${id} + 'wattleflatrugby' + '.' + 'test'; var addy_text${id} = '${local}' + '@' + 'wattleflatrugby' + '.' + 'test';document.getElementById('${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">${script}</script>`, script };
}

type Officer = { title: string; name: string; local: string; cloaked: boolean };
const OFFICERS: Officer[] = [
  { title: 'President', name: 'Craig Nolan', local: 'cnolan', cloaked: true },
  { title: 'Secretary', name: 'Bec Hartigan', local: 'bhartigan', cloaked: true },
  { title: 'Treasurer', name: 'Matt Kovac', local: 'mkovac', cloaked: true },
  { title: 'Director of Rugby', name: 'Shane Tuilagi', local: 'stuilagi', cloaked: false },
  { title: "Women's 10s Team Manager", name: 'Kirsty Doyle', local: 'kdoyle', cloaked: false },
];

export function wattleFlatRugby(): CrawlWorldSite {
  cloakSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const scripts = new Map<string, string>();
  pages['/'] = page({ path: '/', title: 'Home', main: item('Go the Wattles!', `<p>Season 2025 is under way. First grade and reserves play at home to Mudgee this Saturday, kick-off 3pm. Canteen open from 11.</p><p><a href="/index.php/news/round-6-wrap">Round 6 wrap</a></p>`) });
  pages['/index.php/the-club'] = page({ path: '/index.php/the-club', title: 'The Club', main: item('The Club', `<p>Founded in 1968 by a handful of shearers and a publican, the Wattles field first grade, reserves, colts, a women's 10s side and juniors from U7s to U16s.</p><p><a href="/index.php/the-club/committee">2025 Committee</a></p>`) });
  pages['/index.php/the-club/committee'] = page({
    path: '/index.php/the-club/committee',
    title: 'Committee',
    main: item(
      '2025 Committee',
      `<p>Elected at the AGM on 9 November 2024.</p>` +
        OFFICERS.map((o) => {
          if (o.cloaked) {
            const c = cloak(o.local);
            scripts.set(o.local, c.script);
            return `<p><strong>${esc(o.title)}:</strong> ${esc(o.name)} – ${c.html}</p>`;
          }
          return `<p><strong>${esc(o.title)}:</strong> ${esc(o.name)} – ${mailto(`${o.local}@${HOST}`)}</p>`;
        }).join('') +
        `<p><strong>Registrar:</strong> Leanne Pratt – lpratt [at] wattleflatrugby [dot] test (rego queries and Rugby Xplorer)</p><p>General committee: Dave Quinn, Jarrod Walsh, Tayla Nguyen.</p>`,
    ),
  });
  pages['/index.php/juniors'] = page({ path: '/index.php/juniors', title: 'Juniors', main: item('Juniors', `<p>Junior training is Wednesdays 5pm at the oval. New players can try two sessions for free. Our Junior Co-ordinator, Sam Ferris (${mailto(`sferris@${HOST}`)}), will sort out a team for your child.</p>`) });
  pages['/index.php/news'] = page({ path: '/index.php/news', title: 'News', main: item('News', `<ul><li><a href="/index.php/news/round-6-wrap">Round 6 wrap: Wattles hold on in the wet</a></li></ul>`) });
  pages['/index.php/news/round-6-wrap'] = page({
    path: '/index.php/news/round-6-wrap',
    title: 'Round 6 wrap: Wattles hold on in the wet',
    main: item(
      'Round 6 wrap: Wattles hold on in the wet',
      `<p>A late try to winger Josh Barlow sealed a 17–12 win over Oberon in heavy rain. The reserves went down 24–10.</p><p>Photos: Trish Malone. Got game-day snaps? Send them to ${mailto(`photos@${HOST}`)}.</p><p>Media contact: Jarrod Walsh, Publicity Officer, ${tel('0438 555 902')}, ${mailto(`jwalsh@${HOST}`)}</p>`,
    ),
  });
  pages['/index.php/sponsors'] = page({ path: '/index.php/sponsors', title: 'Sponsors', main: item('Sponsors', `<p>Thanks to the Royal Hotel Wattle Flat (bookings@royalhotelwattleflat.com.au) and Central West Ag Supplies.</p>`) });
  pages['/index.php/contact-us'] = page({ path: '/index.php/contact-us', title: 'Contact Us', main: item('Contact Us', `<p>General enquiries: ${mailto(`info@${HOST}`)}<br>Postal: PO Box 41, Wattle Flat NSW 2795</p>`) });
  pages['/index.php/members-portal'] = page({ path: '/index.php/members-portal', title: 'Members Portal', main: item('Members Portal', `<p>Log in to view selection notices. Help: ${mailto(`portal@${HOST}`)}</p>`) });

  const officerCases = (o: Officer): CaseKind[] => ['title-name-line', o.cloaked ? 'script-protect' : 'plain'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/members-portal\n`,
      sitemapXml: urlset(HOST, Object.keys(pages).filter((p) => p !== '/index.php/members-portal')),
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: Object.keys(pages).filter((p) => p !== '/index.php/members-portal'), cases: ['role', 'plain'] },
        ...OFFICERS.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.title,
          pages: ['/index.php/the-club/committee'],
          ...(o.cloaked ? { encoded: { kind: 'script' as const, text: scripts.get(o.local)! } } : {}),
          cases: officerCases(o),
        })),
        { address: `lpratt@${HOST}`, name: 'Leanne Pratt', title: 'Registrar', pages: ['/index.php/the-club/committee'], cases: ['title-name-line', 'obfuscated'] },
        { address: `sferris@${HOST}`, name: 'Sam Ferris', title: 'Junior Co-ordinator', pages: ['/index.php/juniors'], cases: ['prose', 'plain'] },
        { address: `photos@${HOST}`, name: null, title: null, pages: ['/index.php/news/round-6-wrap'], cases: ['neighbour', 'role', 'plain'] },
        { address: `jwalsh@${HOST}`, name: 'Jarrod Walsh', title: 'Publicity Officer', pages: ['/index.php/news/round-6-wrap'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/index.php/members-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'bookings@royalhotelwattleflat.com.au', kind: 'other-company' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
      ],
    },
  };
}
