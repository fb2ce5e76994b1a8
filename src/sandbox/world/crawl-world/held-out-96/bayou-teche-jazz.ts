/**
 * Bayou Teche Jazz Heritage Foundation: a small nonprofit in St. Martinville, Louisiana, on
 * WordPress (Astra theme, Yoast's sitemap index). "Who We Are" shows staff as image cards (the
 * executive director with "Dr." and "Ph.D.", also a JSON-LD Person; one address written as
 * character references by an e-mail encoder plugin); a news post quotes the oral history
 * coordinator and credits a photographer beside the photo-licensing mailbox; the oral history
 * project page is listed only in a child sitemap of the index.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bayoutechejazz.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Home'], ['/who-we-are', 'Who We Are'], ['/news', 'News'], ['/donate', 'Donate'], ['/contact', 'Contact']];

const theme: Theme = {
  host: HOST,
  siteName: 'Bayou Teche Jazz Heritage Foundation',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>`,
    '<!-- jquery-migrate@3.4.1 -->',
  ],
  header: () =>
    `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="/" rel="home"><img width="320" height="96" src="${ORIGIN}/wp-content/uploads/2024/02/btjhf-logo@2x.png" class="custom-logo" alt="Bayou Teche Jazz Heritage Foundation"></a></div>` +
    `<nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-footer-copyright"><p>Bayou Teche Jazz Heritage Foundation · 214 S. Main St., St. Martinville, LA 70582 · ${tel('(337) 555-0188')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>A 501(c)(3) nonprofit. © 2025 · <a href="/privacy-policy">Privacy Policy</a> · <a href="/members-lounge">Members’ Lounge</a></p></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-US', ...spec });

interface Card { local: string; shown: string; name: string; title: string; how: 'plain' | 'entities'; extra?: CaseKind[] }
const CARDS: Card[] = [
  { local: 'marguerite.fontenot', shown: 'Dr. Marguerite Fontenot, Ph.D.', name: 'Marguerite Fontenot', title: 'Executive Director', how: 'plain', extra: ['honorific', 'post-nominal', 'json-ld-person'] },
  { local: 'lucien.broussard', shown: 'Lucien Broussard', name: 'Lucien Broussard', title: 'Director of Education & Community Programs', how: 'entities' },
  { local: 'toni.guidry', shown: 'Toni Guidry', name: 'Toni Guidry', title: 'Archivist and Collections Manager', how: 'plain' },
  { local: 'clarence.batiste', shown: 'Rev. Clarence Batiste', name: 'Clarence Batiste', title: 'President, Board of Directors', how: 'plain', extra: ['honorific'] },
  { local: 'delphine.arceneaux', shown: 'Delphine Arceneaux', name: 'Delphine Arceneaux', title: 'Development & Grants Officer', how: 'plain' },
  { local: 'ernestine.sonnier', shown: 'Ernestine Sonnier', name: 'Ernestine Sonnier', title: 'Volunteer & Docent Coordinator', how: 'plain' },
];

export function bayouTecheJazz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Keeping the music of the Teche alive',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'NGO', name: 'Bayou Teche Jazz Heritage Foundation', url: `${ORIGIN}/`, contactPoint: { '@type': 'ContactPoint', contactType: 'general inquiries', email: `info@${HOST}`, telephone: '+1-337-555-0188' } }],
    main: `<div class="entry-content"><h1>Keeping the music of the Teche alive since 1987</h1><p>We collect, preserve and share the brass band, jazz and zydeco traditions of Acadiana, one second line at a time.</p><p><a href="/who-we-are">Meet the folks behind the foundation</a></p></div>`,
  });
  const card = (c: Card) => {
    const addr = `${c.local}@${HOST}`;
    const link = c.how === 'entities' ? `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(addr)}">${entities(addr)}</a>` : mailto(addr);
    return `<div class="wp-block-column staff-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/03/${c.local.replace('.', '-')}-300x300.jpg" alt=""></figure><h3 class="wp-block-heading">${esc(c.shown)}</h3><p class="has-small-font-size"><em>${esc(c.title)}</em></p><p>${link}</p></div>`;
  };
  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Marguerite Fontenot', honorificPrefix: 'Dr.', jobTitle: 'Executive Director', email: `marguerite.fontenot@${HOST}`, worksFor: { '@type': 'NGO', name: 'Bayou Teche Jazz Heritage Foundation' } }],
    main: `<div class="entry-content"><h1>Who We Are</h1><p>A small staff, a big volunteer family, and a board that still shows up to every jazz funeral.</p><h2>Staff &amp; Board</h2><div class="wp-block-columns">${CARDS.map(card).join('')}</div></div>`,
  });
  pages['/news'] = page({ path: '/news', title: 'News', main: `<h1>News</h1><article><h2><a href="/news/oral-history-grant">Foundation awarded NEH grant for oral history recordings</a></h2></article>` });
  pages['/news/oral-history-grant'] = page({
    path: '/news/oral-history-grant',
    title: 'Foundation awarded NEH grant for oral history recordings',
    main: `<article class="post"><h1>Foundation awarded NEH grant for oral history recordings</h1><p class="entry-meta">March 4, 2025</p><p>We’re thrilled to share that the foundation will spend the next two years recording interviews with musicians who played the Teche dance halls in the 1950s and ’60s. “Half of these stories have never been written down,” said Raymond Thibodeaux, our oral history coordinator, who asks anyone with a name to suggest to write him at ${mailto(`raymond.thibodeaux@${HOST}`)}.</p><figure><img src="${ORIGIN}/wp-content/uploads/2025/03/second-line-1024x683.jpg" alt="Second line on Main Street"><figcaption>Photo: Jules Robichaux · ${mailto(`photos@${HOST}`)}</figcaption></figure><p>Tickets for the spring benefit are sold by the Duchamp Opera House box office, ${mailto('boxoffice@duchampoperahouse.org')}.</p></article>`,
  });
  pages['/oral-history-project'] = page({
    path: '/oral-history-project',
    title: 'Oral History Project',
    main: `<div class="entry-content"><h1>Teche Voices: the Oral History Project</h1><p>Recording sessions are held Saturdays at the foundation library. To book a session contact:</p><p>Cecile Landry, Field Recording Producer, ${mailto(`cecile.landry@${HOST}`)}</p></div>`,
  });
  pages['/donate'] = page({ path: '/donate', title: 'Donate', main: `<h1>Support the Foundation</h1><form class="newsletter"><label>Email <input type="email" placeholder="you@example.com"></label><button>Keep me posted</button></form>` });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<h1>Contact Us</h1><p>214 S. Main St., St. Martinville, LA 70582</p><p>General inquiries: ${mailto(`info@${HOST}`)}</p>` });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: `<h1>Privacy Policy</h1><p>We only use your email to send the newsletter you signed up for.</p>` });
  pages['/members-lounge'] = page({ path: '/members-lounge', title: 'Members’ Lounge', main: `<h1>Members’ Lounge</h1><p>Password trouble? Write ${mailto(`members@${HOST}`)}.</p>` });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/who-we-are', '/news', '/donate', '/contact', '/oral-history-project']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/news/oral-history-grant']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /members-lounge\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml']),
      pages: { ...pages, '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'])) },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `photos@${HOST}`, name: null, title: null, pages: ['/news/oral-history-grant'], cases: ['neighbour', 'plain'] },
        ...CARDS.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/who-we-are'],
          cases: ['card', c.how, 'link-english-unlisted', ...(c.extra ?? [])] as CaseKind[],
        })),
        { address: `raymond.thibodeaux@${HOST}`, name: 'Raymond Thibodeaux', title: 'oral history coordinator', pages: ['/news/oral-history-grant'], cases: ['prose', 'plain', 'deep-page'] },
        { address: `cecile.landry@${HOST}`, name: 'Cecile Landry', title: 'Field Recording Producer', pages: ['/oral-history-project'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-lounge'],
      nonAddresses: [
        { text: `members@${HOST}`, kind: 'disallowed' },
        { text: 'btjhf-logo@2x.png', kind: 'retina' },
        { text: 'jquery-migrate@3.4.1', kind: 'package' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'boxoffice@duchampoperahouse.org', kind: 'other-company' },
      ],
    },
  };
}
