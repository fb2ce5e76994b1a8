/**
 * Tallowwood Beach Surf Life Saving Club: a volunteer surf club on Queensland's Sunshine Coast,
 * on Wix, in Australian English. "Who's Who" shows the committee as Wix repeater cards (a life
 * member with OAM; two addresses put together by a custom-code script, one written "[at] [dot]");
 * the Nippers page names the age manager beside the nippers mailbox; patrol captains are listed as
 * "Name – Title – address" lines. Traps: the branch's address, and the members' portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'tallowwoodslsc.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/join', 'Join'],
  ['/nippers', 'Nippers'],
  ['/patrols', 'Patrols'],
  ['/whos-who', "Who's Who"],
  ['/functions', 'Functions & Venue Hire'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tallowwood Beach SLSC',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3f2a9c1e-7b4d-4e21-9a6f-0c8d5e1b2a73">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3f2a9c1e-7b4d-4e21-9a6f-0c8d5e1b2a73","isWixSite":false}};</script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="xjgCe wixui-header" tabindex="-1"><div data-testid="linkElement"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/5b1c2e_8f9a0d1c2b3e4f56~mv2.png/v1/fill/w_180,h_90/tallowwood-logo.png" alt="Tallowwood Beach SLSC"></a></div><nav id="comp-lq2x8f1n" aria-label="Site"><ul class="wixui-dropdown-menu">${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}" class="UiHgGh">${esc(l)}</a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER" tabindex="-1">`,
  footer: () =>
    `</main><footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8">Tallowwood Beach Surf Life Saving Club Inc. · 1 Esplanade, Tallowwood Beach QLD 4573 · ${tel('07 5455 0182')} · ${mailto(`admin@${HOST}`)}</p><p class="font_8">We acknowledge the Kabi Kabi people, Traditional Custodians of the land and sea where we patrol. · <a href="${ORIGIN}/members-portal">Members' portal</a></p></div></footer></div></div>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const rt = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></section>`;

type Member = { name: string; shown: string; title: string; local: string; how: 'plain' | 'script' | 'obf'; post?: boolean };
const COMMITTEE: Member[] = [
  { name: 'Shane Cottrell', shown: 'Shane Cottrell', title: 'President', local: 'shane.cottrell', how: 'plain' },
  { name: 'Kylie Brennan', shown: 'Kylie Brennan', title: 'Club Captain', local: 'kylie.brennan', how: 'script' },
  { name: 'Mick Dwyer', shown: 'Mick Dwyer', title: 'Director of Lifesaving', local: 'mick.dwyer', how: 'obf' },
  { name: 'Ray Hollis', shown: 'Ray Hollis OAM', title: 'Chief Training Officer (Life Member)', local: 'ray.hollis', how: 'plain', post: true },
  { name: 'Tash Nguyen', shown: 'Tash Nguyen', title: 'Registrar & Membership Officer', local: 'tash.nguyen', how: 'plain' },
];
const KYLIE_SCRIPT = `var u = 'kylie' + '.' + 'brennan'; var d = 'tallowwoodslsc' + '.' + 'test'; var e = u + '@' + d; $w('#textCaptain').html = '<a href="mailto:' + e + '">' + e + '</a>';`;

export function tallowwoodSlsc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const card = (m: Member): string => {
    const addr = `${m.local}@${HOST}`;
    const shown =
      m.how === 'plain' ? mailto(addr) : m.how === 'obf' ? esc(`${m.local} [at] tallowwoodslsc [dot] test`) : `<span id="textCaptain">Email Kylie</span><script>${KYLIE_SCRIPT}</script>`;
    return `<div class="wixui-repeater__item" role="listitem"><img src="https://static.wixstatic.com/media/5b1c2e_${m.local.replace('.', '')}~mv2.jpg" alt="${esc(m.name)}"><h4 class="font_4">${esc(m.shown)}</h4><p class="font_8">${esc(m.title)}</p><p class="font_8">${shown}</p></div>`;
  };
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: rt(`<h1 class="font_0">Vigilance and Service since 1948</h1><p class="font_7">Red and yellow flags are up every weekend and public holiday from late September to Easter. Swim between the flags!</p><p><a href="${ORIGIN}/nippers">Nippers rego is open for 2025/26</a></p>`),
  });
  pages['/join'] = page({ path: '/join', title: 'Join', main: rt(`<h2>Become a member</h2><p>Patrolling members need a Bronze Medallion or SRC. We run courses every October and January. Membership is done online through the SLSA Members Area.</p>`) });
  pages['/nippers'] = page({
    path: '/nippers',
    title: 'Nippers',
    main: rt(`<h2>Nippers (U6 to U14)</h2><p>Sunday mornings 7.30–9.30am from October. Parents are asked to do at least one water-safety shift a term.</p><p>Age Manager co-ordinator Leanne Pitt and her team of parents run the program; questions go to ${mailto(`nippers@${HOST}`)}.</p>`),
  });
  pages['/patrols'] = page({
    path: '/patrols',
    title: 'Patrols',
    main: rt(
      `<h2>Patrol captains 2025/26</h2><p>Swapping a patrol? Contact your captain directly.</p><p>Bec Ashworth – Patrol Captain, Patrol 1 – ${mailto(`bec.ashworth@${HOST}`)}<br>Jordan Fala – Patrol Captain, Patrol 4 – ${mailto(`jordan.fala@${HOST}`)}</p>`,
    ),
  });
  pages['/whos-who'] = page({ path: '/whos-who', title: "Who's Who", main: rt(`<h2>Management Committee</h2>`) + `<div class="wixui-repeater" role="list">${COMMITTEE.map(card).join('')}</div>` });
  pages['/functions'] = page({
    path: '/functions',
    title: 'Functions & Venue Hire',
    main: rt(`<h2>Weddings, birthdays and wakes with a view</h2><p>The upstairs function room seats 120. Bar and catering by the club's hospitality partner, Coastline Hospitality (events@coastlinehospitality.com.au).</p><p>Tours of the room: Mel Carver, Functions Manager, ${mailto(`functions@${HOST}`)}</p>`),
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: rt(`<h2>Contact us</h2><p>Club office (Tues &amp; Thurs, 9–1): ${tel('07 5455 0182')}<br>${mailto(`admin@${HOST}`)}</p><p>Beach emergency? Call 000.</p>`) });
  pages['/members-portal'] = page({ path: '/members-portal', title: "Members' portal", main: rt(`<h2>Members only</h2><p>Rosters and SRC renewals. Help: ${mailto(`portal@${HOST}`)}</p>`) });

  const cases = (m: Member): CaseKind[] => ['card', m.how === 'plain' ? 'plain' : m.how === 'obf' ? 'obfuscated' : 'script-concat', ...(m.post ? (['post-nominal'] as CaseKind[]) : [])];
  const enc = (m: Member): { encoded?: EncodedAddress } => (m.how === 'script' ? { encoded: { kind: 'script', text: KYLIE_SCRIPT } } : {});
  return {
    site: {
      host: HOST,
      robotsTxt: `# By default, Wix sites use the following robots.txt file\nUser-agent: *\nDisallow: /members-portal\nDisallow: *?lightbox=\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1717000000.123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en'],
      addresses: [
        { address: `admin@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `nippers@${HOST}`, name: null, title: null, pages: ['/nippers'], cases: ['role', 'neighbour', 'plain'] },
        ...COMMITTEE.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/whos-who'], ...enc(m), cases: cases(m) })),
        { address: `bec.ashworth@${HOST}`, name: 'Bec Ashworth', title: 'Patrol Captain, Patrol 1', titleAlternatives: ['Patrol Captain'], pages: ['/patrols'], cases: ['name-title-line', 'plain'] },
        { address: `jordan.fala@${HOST}`, name: 'Jordan Fala', title: 'Patrol Captain, Patrol 4', titleAlternatives: ['Patrol Captain'], pages: ['/patrols'], cases: ['name-title-line', 'plain'] },
        { address: `functions@${HOST}`, name: 'Mel Carver', title: 'Functions Manager', pages: ['/functions'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'events@coastlinehospitality.com.au', kind: 'other-company' },
      ],
    },
  };
}
