/**
 * Pixelpuszta Games: an indie game studio in Budapest with a hand-rolled Next.js site, English
 * first with a Hungarian section. First-name addresses. The crew as cards with schema.org
 * microdata (one address kept reversed in a data attribute for a script), the press kit with the
 * PR manager's label line and JSON-LD nesting her under a department with a "mailto:" address and
 * a business-enquiries ContactPoint given only in JSON-LD, and the jobs mailbox on the Hungarian
 * contact page. Press builds (disallowed), the newsletter placeholder, an npm package version and
 * the publisher's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pixelpuszta.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  en: [['/', 'Home'], ['/games', 'Games'], ['/studio', 'The crew'], ['/press', 'Press kit']],
  hu: [['/hu', 'Kezdőlap'], ['/hu/jatekaink', 'Játékaink'], ['/hu/kapcsolat', 'Kapcsolat']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Pixelpuszta Games',
  head: [
    '<meta name="next-head-count" content="14">',
    '<link rel="preload" href="/_next/static/css/7a2c91e04b.css" as="style">',
    '<link rel="stylesheet" href="/_next/static/css/7a2c91e04b.css" data-n-g="">',
    '<script src="https://cdn.jsdelivr.net/npm/phaser@3.80.1/dist/phaser.min.js" defer></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'hu' ? 'hu' : 'en';
    return `<div id="__next"><header class="Header_root__x8Kq2"><a href="${lang === 'hu' ? '/hu' : '/'}" class="Header_logo__p1Vt0"><img src="/img/pixelpuszta-logo.png" srcset="/img/pixelpuszta-logo@2x.png 2x" alt="Pixelpuszta"></a><nav class="Header_nav__3mZr1">${NAV[lang]!.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join('')}</nav><a class="Header_lang__Qw0s" href="${lang === 'hu' ? '/' : '/hu'}">${lang === 'hu' ? 'EN' : 'HU'}</a></header><main class="Layout_main__b2Hc9">`;
  },
  footer: (p) =>
    `</main><footer class="Footer_root__k3Lr7"><p>Pixelpuszta Games Kft. · Budapest, Király utca 42. · ${mailto(`hello@${HOST}`)}</p>` +
    `<form class="Footer_newsletter__z1"><label for="nl">${p.lang === 'hu' ? 'Hírlevél' : 'Devlog newsletter'}</label><input id="nl" type="email" placeholder="you@example.com"><button>${p.lang === 'hu' ? 'Feliratkozom' : 'Subscribe'}</button></form>` +
    `<p><a href="/builds">Press builds</a> · <a href="https://store.steampowered.com/">Steam</a></p></footer></div>`,
};

const page = (lang: 'en' | 'hu', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });

type Dev = { name: string; title: string; local: string; reversed?: boolean; line: string };
const CREW: Dev[] = [
  { name: 'Dániel Horváth', title: 'Co-founder & Creative Director', local: 'daniel', line: 'Ex-Gameloft. Draws the first sketch of every level on squared paper.' },
  { name: 'Eszter Nagy', title: 'Co-founder / Technical Director', local: 'eszter', line: 'Wrote our engine tooling; will talk about ECS for hours if you let her.' },
  { name: 'Bálint Szabó', title: 'Lead Gameplay Programmer', local: 'balint', line: 'Makes the horses feel like horses.' },
  { name: 'Kata Varga', title: 'Senior 2D Artist', local: 'kata', line: 'Hand-paints every background of Puszta Drift.' },
  { name: 'Ádám Fekete', title: 'Narrative Designer', local: 'adam', reversed: true, line: 'Folk tales in, branching dialogue out.' },
  { name: 'Noémi Tóth', title: 'Community & QA Lead', local: 'noemi', line: 'Runs the Discord and breaks every build before you can.' },
  { name: 'Gergő Lengyel', title: 'Audio Lead (music & SFX)', local: 'gergo', line: 'Recorded a real cimbalom for the soundtrack.' },
];

const devCard = (d: Dev): string => {
  const addr = `${d.local}@${HOST}`;
  const mail = d.reversed
    ? `<a class="js-rmail" data-m="${reversed(addr)}" href="#">say hi</a>`
    : `<a itemprop="email" href="mailto:${addr}">${addr}</a>`;
  return `<article class="Crew_card__9fQ1" itemscope itemtype="https://schema.org/Person"><img src="/img/crew/${d.local}.webp" alt="" width="240" height="240"><h3 itemprop="name">${esc(d.name)}</h3><p class="Crew_role__u7" itemprop="jobTitle">${esc(d.title)}</p><p>${esc(d.line)}</p>${mail}</article>`;
};
const UNREVERSE = `<script>document.querySelectorAll('.js-rmail').forEach(function(el){var m=el.getAttribute('data-m').split('').reverse().join('');el.href='mailto:'+m;el.textContent=m;});</script>`;

export function pixelpuszta(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { en: '/', hu: '/hu' };
  pages['/'] = page('en', { path: '/', title: 'Cozy games from the Great Plain', alternates: home, main: `<section class="Hero_root"><h1>Cozy games from the Great Plain</h1><p>We are a team of nine in Budapest making small, warm games about Hungarian folklore. Puszta Drift is out now on Steam and Switch.</p></section>` });
  pages['/games'] = page('en', { path: '/games', title: 'Games', main: `<h1>Games</h1><ul><li>Puszta Drift (2024) – a horse-herding roguelite</li><li>Tündérkert (in development)</li></ul>` });
  pages['/studio'] = page('en', { path: '/studio', title: 'The crew', main: `<h1>The crew</h1><p>Small team, big moustaches (some of us).</p><div class="Crew_grid__p4">${CREW.map(devCard).join('')}</div>${UNREVERSE}` });
  pages['/press'] = page('en', {
    path: '/press',
    title: 'Press kit',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Pixelpuszta Games Kft.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/img/pixelpuszta-logo.png`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'business enquiries', email: `business@${HOST}` },
        department: {
          '@type': 'Organization',
          name: 'Marketing & PR',
          employee: { '@type': 'Person', name: 'Zsófia Molnár', jobTitle: 'PR Manager', email: `mailto:zsofia@${HOST}` },
        },
      },
    ],
    main:
      `<h1>Press kit</h1><p>Fact sheet, logos, screenshots and trailers for Puszta Drift. Feel free to use anything here in your coverage.</p>` +
      `<p class="Press_contact"><strong>Press &amp; review keys:</strong> Zsófia Molnár, PR Manager – ${mailto(`zsofia@${HOST}`)}</p>` +
      `<p>Published in Asia by Lantern Peak Publishing (partners@lanternpeak-publishing.example).</p>`,
  });
  pages['/hu'] = page('hu', { path: '/hu', title: 'Hangulatos játékok az Alföldről', alternates: home, main: `<h1>Hangulatos játékok az Alföldről</h1><p>Kilencen vagyunk, Budapesten készítünk kis, meleg hangulatú játékokat a magyar népmesék világából.</p>` });
  pages['/hu/jatekaink'] = page('hu', { path: '/hu/jatekaink', title: 'Játékaink', main: `<h1>Játékaink</h1><p>Puszta Drift (2024), Tündérkert (fejlesztés alatt).</p>` });
  pages['/hu/kapcsolat'] = page('hu', {
    path: '/hu/kapcsolat',
    title: 'Kapcsolat',
    main: `<h1>Kapcsolat</h1><p>Irodánk: 1061 Budapest, Király utca 42., III. emelet.</p><p>Gyakornoki és állásjelentkezéseket portfólióval együtt a ${mailto(`jobs@${HOST}`)} címre várjuk.</p>`,
  });
  pages['/builds'] = page('en', { path: '/builds', title: 'Press builds', main: `<h1>Press builds</h1><p>Steam keys for verified press only. Request access: ${mailto(`builds@${HOST}`)}</p>` });

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /builds\nDisallow: /api/\n`,
      pages,
      headers: { Server: 'Vercel', 'X-Powered-By': 'Next.js' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['en', 'hu'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `business@${HOST}`, name: null, title: null, pages: ['/press'], cases: ['role', 'json-ld-contact-point', 'json-ld-only', lu] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/hu/kapcsolat'], cases: ['role', 'plain', 'hreflang', 'deep-page', 'link-non-english'] },
        ...CREW.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title,
          pages: ['/studio'],
          ...(d.reversed ? { encoded: { kind: 'reversed' as const, text: reversed(`${d.local}@${HOST}`) } } : {}),
          cases: ['card', d.reversed ? 'script-reversed' : 'plain', lu, ...(d.reversed ? [] : ['microdata'])] as CaseKind[],
        })),
        { address: `zsofia@${HOST}`, name: 'Zsófia Molnár', title: 'PR Manager', pages: ['/press'], cases: ['label-line', 'json-ld-person', 'json-ld-nested', 'json-ld-mailto', 'plain', lu] },
      ],
      pattern: '{first}',
      disallowed: ['/builds'],
      nonAddresses: [
        { text: `builds@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'phaser@3.80.1', kind: 'package' },
        { text: 'pixelpuszta-logo@2x.png', kind: 'retina' },
        { text: 'partners@lanternpeak-publishing.example', kind: 'other-company' },
      ],
    },
  };
}
