/**
 * Top End Crocodile Research Station: a university field station on the Adelaide River near
 * Darwin, on a hand-built site. The home page carries an Organization with a contactPoint; "Our
 * people" cards (the director styled "Prof.", the vet with "BVSc"), two addresses put together by
 * scripts (string pieces, character codes), and a lab manager who appears only in the page's
 * JSON-LD, nested in a department. The sitemap is an index: a news story is listed only in its
 * child, and an archived student page only in a gzip sitemap named by robots.txt. Traps: a git
 * remote, a retina logo, the university's address, and the field-data intranet (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'topendcrocresearch.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Top End Crocodile Research Station',
  head: [`<link rel="stylesheet" href="/assets/css/station.css?v=2025.2">`, `<link rel="icon" href="/assets/img/favicon-32.png">`],
  header: () =>
    `<div class="topbar"><a href="/" class="brand"><img src="/assets/img/tecrs-logo.png" srcset="/assets/img/tecrs-logo.png 1x, /assets/img/tecrs-logo@2x.png 2x" alt="TECRS" width="160" height="48"></a>` +
    `<nav><a href="/research">Research</a> <a href="/people">Our people</a> <a href="/visit">Visiting &amp; school groups</a> <a href="/data-portal">Data portal</a></nav></div>`,
  footer: () =>
    `<footer><p>Top End Crocodile Research Station · 412 Arnhem Highway, Humpty Doo NT 0836 · ${tel('(08) 8955 0150')} · ${mailto(`station@${HOST}`)}</p><p>We acknowledge the Limilngan-Wulna people, Traditional Owners of the land and waters where we work.</p><p class="small">Tracking pipeline source: <code>git@github.com:tecrs/croc-track-pipeline.git</code></p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

const LEAH_JS = `var u = 'lnguyen'; var d = 'topendcrocresearch' + '.' + 'test'; document.getElementById('m-ln').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const JARRAH_CODES = charCodes(`jmitchell@${HOST}`);
const JARRAH_JS = `(function(){var e = String.fromCharCode(${JARRAH_CODES}); document.getElementById('m-jm').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';})();`;

export function topEndCroc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'ResearchOrganization', name: 'Top End Crocodile Research Station', url: `${ORIGIN}/`, logo: `${ORIGIN}/assets/img/tecrs-logo@2x.png`, contactPoint: { '@type': 'ContactPoint', contactType: 'general enquiries', email: `station@${HOST}`, telephone: '+61 8 8955 0150' } }],
    main: `<section class="hero"><h1>Living with Australia’s apex predator</h1><p>We study the movement, nesting and behaviour of saltwater crocodiles in the Adelaide River catchment, and help Territorians live safely alongside them.</p></section>`,
  });
  pages['/research'] = page({ path: '/research', title: 'Research', main: `<h1>Research</h1><p>Satellite tags on 60 adult crocodiles, nest surveys every wet season, and a long-term study of crocodile immunology.</p><p>Postgraduate enquiries go through Charles Darwin University’s graduate school (hdr@cdu-example.edu.au).</p>` });
  pages['/people'] = page({
    path: '/people',
    title: 'Our people',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ResearchOrganization',
        name: 'Top End Crocodile Research Station',
        employee: [{ '@type': 'Person', name: 'Brendan Kelly', honorificPrefix: 'Prof.', jobTitle: 'Station Director', email: `bkelly@${HOST}` }],
        department: [
          {
            '@type': 'Organization',
            name: 'Veterinary and Laboratory Unit',
            employee: [{ '@type': 'Person', name: 'Bianca Ferreira', jobTitle: 'Laboratory Manager', email: `mailto:bferreira@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<h1>Our people</h1><div class="people">` +
      `<article class="person"><img src="/assets/img/people/kelly.jpg" alt=""><h2>Prof. Brendan Kelly</h2><p class="role">Station Director</p><p>Brendan has tagged more crocs than anyone else in the Territory and still does the night surveys.</p><p>${mailto(`bkelly@${HOST}`)}</p></article>` +
      `<article class="person"><img src="/assets/img/people/nguyen.jpg" alt=""><h2>Dr Leah Nguyen</h2><p class="role">Senior Research Scientist, Movement Ecology</p><p><span id="m-ln">[enable JavaScript to see email]</span></p><script>${LEAH_JS}</script></article>` +
      `<article class="person"><img src="/assets/img/people/raman.jpg" alt=""><h2>Priya Raman BVSc (Hons)</h2><p class="role">Station Veterinarian</p><p>${mailto(`praman@${HOST}`)}</p></article>` +
      `<article class="person"><img src="/assets/img/people/mitchell.jpg" alt=""><h2>Jarrah Mitchell</h2><p class="role">Field Operations Manager (boats, traps and rangers)</p><p><span id="m-jm"></span></p><script>${JARRAH_JS}</script></article>` +
      `</div><p>The Veterinary and Laboratory Unit also runs the sample bank under Bianca Ferreira.</p>`,
  });
  pages['/visit'] = page({
    path: '/visit',
    title: 'Visiting & school groups',
    main: `<h1>Visiting &amp; school groups</h1><p>We host school and community groups on Wednesdays in the dry season (May–October). Bookings are handled by Rosie Baker, our Community Liaison Officer, who can be reached at ${mailto(`rbaker@${HOST}`)} and also coordinates our work with the Indigenous ranger groups.</p>`,
  });
  pages['/news/tagging-season-2025'] = page({
    path: '/news/tagging-season-2025',
    title: 'Tagging season wraps up',
    main: `<article><h1>Tagging season wraps up</h1><time datetime="2025-09-30">30 September 2025</time><p>Fourteen new adults carry satellite tags this year, including a 4.9 m male the crew nicknamed “Tinny”. PhD candidate Callum Fraser (${mailto(`cfraser@${HOST}`)}) is leading the analysis of their river-to-sea movements.</p></article>`,
  });
  pages['/archive/honours-2024'] = page({
    path: '/archive/honours-2024',
    title: 'Honours projects 2024',
    main: `<h1>Honours projects 2024</h1><p>Nest temperature and hatchling sex ratios on the Adelaide River floodplain – Ella Thompson, Honours Student (${mailto(`ethompson@${HOST}`)}).</p>`,
  });
  pages['/data-portal'] = page({ path: '/data-portal', title: 'Data portal', main: `<h1>Field data portal</h1><p>Staff login. Account requests: ${mailto(`data@${HOST}`)}</p>` });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/research', '/people', '/visit'], '2025-10-01'));
  pages['/sitemap-news.xml'] = xmlPage(urlset(HOST, ['/news/tagging-season-2025'], '2025-10-01'));
  pages['/archive/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/archive/honours-2024'], '2024-12-12'));

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /data-portal\nDisallow: /cgi-bin/\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/archive/sitemap.xml.gz\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-news.xml'], '2025-10-01'),
      pages,
      headers: { Server: 'Caddy' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en'],
      addresses: [
        { address: `station@${HOST}`, name: null, title: null, pages: ['/'], cases: c('role', 'json-ld-contact-point', 'plain') },
        { address: `bkelly@${HOST}`, name: 'Brendan Kelly', title: 'Station Director', pages: ['/people'], cases: c('card', 'honorific', 'json-ld-person', 'plain') },
        { address: `lnguyen@${HOST}`, name: 'Leah Nguyen', title: 'Senior Research Scientist, Movement Ecology', pages: ['/people'], encoded: { kind: 'script', text: LEAH_JS }, cases: c('card', 'honorific', 'script-concat') },
        { address: `praman@${HOST}`, name: 'Priya Raman', title: 'Station Veterinarian', pages: ['/people'], cases: c('card', 'post-nominal', 'plain') },
        { address: `jmitchell@${HOST}`, name: 'Jarrah Mitchell', title: 'Field Operations Manager (boats, traps and rangers)', pages: ['/people'], encoded: { kind: 'charcodes', text: JARRAH_CODES }, cases: c('card', 'script-charcode') },
        { address: `bferreira@${HOST}`, name: 'Bianca Ferreira', title: 'Laboratory Manager', pages: ['/people'], cases: c('json-ld-only', 'json-ld-nested', 'json-ld-mailto', 'json-ld-person') },
        { address: `rbaker@${HOST}`, name: 'Rosie Baker', title: 'Community Liaison Officer', pages: ['/visit'], cases: c('prose', 'plain') },
        { address: `cfraser@${HOST}`, name: 'Callum Fraser', title: 'PhD candidate', pages: ['/news/tagging-season-2025'], cases: c('prose', 'sitemap-index', 'plain') },
        { address: `ethompson@${HOST}`, name: 'Ella Thompson', title: 'Honours Student', pages: ['/archive/honours-2024'], cases: c('name-title-line', 'sitemap-gzip', 'plain') },
      ],
      pattern: '{f}{last}',
      disallowed: ['/data-portal'],
      nonAddresses: [
        { text: `data@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:tecrs/croc-track-pipeline.git', kind: 'git' },
        { text: 'tecrs-logo@2x.png', kind: 'retina' },
        { text: 'hdr@cdu-example.edu.au', kind: 'other-company' },
      ],
    },
  };
}
