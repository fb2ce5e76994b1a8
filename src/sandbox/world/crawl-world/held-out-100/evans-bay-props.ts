/**
 * Evans Bay Prop Co.: a film and television props workshop in Miramar, Wellington, on a site its
 * own developer built (a static generator with a small Node back end), in New Zealand English.
 * "The Crew" shows heads of department as cards with prose bios; each head is also a JSON-LD
 * Person whose address is written "mailto:"; one card's address is turned around by a script.
 * The contact page states the address scheme; the health-and-safety page is only in a gzipped
 * sitemap. Traps: the developer's git remote, a retina logo, a pinned library, an old address in a
 * comment, a client studio's address and the client portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'evansbayprops.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/work', 'Work'],
  ['/capabilities', 'What We Make'],
  ['/the-crew', 'The Crew'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Evans Bay Prop Co.',
  head: [
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/site.3f9c1a.css">`,
    '<script type="module" src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/module.esm.js"></script>',
    '<!-- build 2025-03-02 · repo git@github.com:tidewater-dev/evansbay-site.git -->',
  ],
  header: () =>
    `<header class="eb-top"><a class="eb-logo" href="/"><img src="${ORIGIN}/assets/img/logo.png" srcset="${ORIGIN}/assets/img/logo@2x.png 2x" alt="Evans Bay Prop Co."></a><nav class="eb-nav">${MENU.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join(' ')}</nav></header>`,
  footer: () =>
    `<footer class="eb-foot"><p>Evans Bay Prop Co. Ltd · Unit 4, 27 Tauhinu Road, Miramar, Wellington 6022 · ${tel('+64 4 555 0193')} · ${mailto(`studio@${HOST}`)}</p><p><a href="/client-portal">Client portal</a> · Site by Tidewater Dev</p></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-NZ' });

type Head = { name: string; shown: string; title: string; bio: string; reversedScript?: boolean };
const CREW: Head[] = [
  { name: 'Hemi Walker', shown: 'Hemi Walker', title: 'Managing Director & Prop Master', bio: 'Hemi started sweeping floors at a Miramar workshop in 1999 and has since propped more than thirty features. He still can’t resist a rusty hinge at a garage sale.' },
  { name: 'Kate Te Huia', shown: 'Kate Te Huia', title: 'Head of Sculpture & Moulding', bio: 'Kate leads our clay, silicone and fibreglass teams, from creature armour to a five-metre stone idol.' },
  { name: 'Sam Fenwick', shown: 'Sam Fenwick', title: 'Workshop Manager (Metal, Timber & Mechanical)', bio: 'Sam runs the floor day to day and signs off every rig before it goes near a set.', reversedScript: true },
  { name: 'Lucy Marsden', shown: 'Lucy Marsden', title: 'Head of Paint & Finishing', bio: 'Lucy ages, distresses and paints the lot, and is fiercely proud that nobody can tell her foam bricks from real ones.' },
  { name: 'Anand Pillai', shown: 'Anand Pillai', title: 'Production Coordinator', bio: 'Anand is your first call once a job is booked: quotes, schedules, freight and the paperwork that comes with them.' },
];
const local = (h: Head): string => h.name.toLowerCase().replace(/ /g, '.').replace('te.huia', 'tehuia');

export function evansBayProps(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const samAddr = `sam.fenwick@${HOST}`;
  const SAM_SCRIPT = `(function(){var r='${reversed(samAddr)}';var a=r.split('').reverse().join('');var el=document.getElementById('sam-mail');el.href='mailto:'+a;el.textContent=a;})();`;
  pages['/'] = page({
    path: '/',
    title: 'Props, Miniatures & Set Dressing',
    main: `<section class="hero"><h1>We build the things actors pick up.</h1><p>Hero props, breakaways, miniatures and large-scale set pieces for film, television and commercials – designed, sculpted, cast and painted under one roof in Miramar.</p><p><a href="/work">See recent work</a></p></section>`,
  });
  pages['/work'] = page({ path: '/work', title: 'Work', main: `<h1>Recent work</h1><ul><li>Period sailing ship miniatures for a streaming series (2024)</li><li>Breakaway furniture for a local horror feature</li><li>A full 1970s dairy for a TV commercial</li></ul><p>Work for Harbourline Studios is booked through their production office (props@harbourlinestudios.co.nz).</p>` });
  pages['/capabilities'] = page({ path: '/capabilities', title: 'What We Make', main: `<h1>What we make</h1><p>3D scanning and printing, CNC routing, silicone moulds, vacuum forming, welding, upholstery, scenic paint.</p>` });
  pages['/the-crew'] = page({
    path: '/the-crew',
    title: 'The Crew',
    jsonLd: CREW.map((h) => ({ '@context': 'https://schema.org', '@type': 'Person', name: h.name, jobTitle: h.title, ...(h.reversedScript ? {} : { email: `mailto:${local(h)}@${HOST}` }), worksFor: { '@type': 'Organization', name: 'Evans Bay Prop Co.' } })),
    main:
      `<h1>Heads of department</h1><div class="crew-grid">` +
      CREW.map(
        (h) =>
          `<div class="crew-card"><img src="${ORIGIN}/assets/img/crew/${local(h)}.jpg" alt=""><h3>${esc(h.shown)}</h3><p class="crew-role">${esc(h.title)}</p><p>${esc(h.bio)}</p>` +
          (h.reversedScript ? `<p><a id="sam-mail" href="#">email Sam</a><script>${SAM_SCRIPT}</script></p>` : `<p>${mailto(`${local(h)}@${HOST}`)}</p>`) +
          `</div>`,
      ).join('') +
      `</div><p>Plus about twenty-five makers, painters and runners, depending on what’s in the shed.</p>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Get in touch</h1><p>New jobs and quotes: ${mailto(`studio@${HOST}`)}</p><p>Everyone here can be reached at firstname.lastname@${HOST} – if you know who you want, write to them directly.</p><p>Hiring: send your showreel to ${mailto(`crew@${HOST}`)}.</p><!-- Tane left in 2022: tane.rowe@${HOST} -->` +
      `<form class="eb-form"><input type="email" name="email" placeholder="name@domain.com"><textarea name="msg"></textarea><button>Send</button></form>`,
  });
  pages['/health-and-safety'] = page({
    path: '/health-and-safety',
    title: 'Health & Safety',
    main: `<h1>Health &amp; safety on set</h1><p>All rigs, weapons replicas and breakaways are signed off before they leave the workshop.</p><p>Health &amp; Safety Advisor: Grace Tupou — ${mailto(`grace.tupou@${HOST}`)}</p>`,
  });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: `<h1>Client portal</h1><p>Approvals and drawings. Access: ${mailto(`portal@${HOST}`)}</p>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/work', '/capabilities', '/the-crew', '/contact', '/health-and-safety'], '2025-03-02'));

  const crewCases = (h: Head): CaseKind[] => (h.reversedScript ? ['card', 'prose', 'script-reversed', 'link-english-unlisted'] : ['card', 'prose', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-english-unlisted']);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'Express' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en'],
      addresses: [
        { address: `studio@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `crew@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...CREW.map((h) => ({
          address: `${local(h)}@${HOST}`,
          name: h.name,
          title: h.title,
          pages: ['/the-crew'],
          ...(h.reversedScript ? { encoded: { kind: 'reversed' as const, text: reversed(samAddr) } } : {}),
          cases: crewCases(h),
        })),
        { address: `grace.tupou@${HOST}`, name: 'Grace Tupou', title: 'Health & Safety Advisor', pages: ['/health-and-safety'], cases: ['title-name-line', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `firstname.lastname@${HOST}` },
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `firstname.lastname@${HOST}`, kind: 'scheme' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `tane.rowe@${HOST}`, kind: 'comment' },
        { text: 'git@github.com:tidewater-dev/evansbay-site.git', kind: 'git' },
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'alpinejs@3.14.1', kind: 'package' },
        { text: 'name@domain.com', kind: 'placeholder' },
        { text: 'props@harbourlinestudios.co.nz', kind: 'other-company' },
      ],
    },
  };
}
