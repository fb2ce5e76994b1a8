/**
 * Sugarwood Hollow Sugarhouse: a family maple farm in Craftsbury, Vermont, on WordPress with a
 * WooCommerce store. "Our Family" holds the owners and staff as block cards (one address written
 * as character references by an encoder plugin, one in schema.org microdata); the owner is also a
 * JSON-LD Person and the order desk a JSON-LD contact point written "mailto:"; a blog post
 * introduces the crew lead in a sentence; the wholesale page gives a "Name, Title, address" line;
 * the tours mailbox sits beside a guide's name. Traps: the newsletter placeholder, a pinned
 * script version, a co-op's address, and the wholesale portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'sugarwoodhollow.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/our-family/', 'Our Family'],
  ['/shop/', 'Shop Syrup'],
  ['/visit-the-sugarhouse/', 'Visit'],
  ['/wholesale/', 'Wholesale'],
  ['/blog/', 'From the Sugarbush'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sugarwood Hollow Sugarhouse',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="WooCommerce 8.8.3">',
    `<link rel="stylesheet" id="kadence-global-css" href="${ORIGIN}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">`,
    '<script src="https://cdn.jsdelivr.net/npm/js-cookie@3.0.5/dist/js.cookie.min.js" id="js-cookie-js"></script>',
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/02/sugarwood-logo.png" alt="Sugarwood Hollow" width="220" height="80"></a></div><nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widget-area"><section class="widget widget_text"><h2 class="widget-title">Sugarwood Hollow</h2><p>1184 Town Farm Road<br>Craftsbury, VT 05826<br>${tel('(802) 555-0163')}<br>${mailto(`hello@${HOST}`)}</p></section><section class="widget"><p>Open daily 10–5 in sugaring season (March &amp; April), weekends the rest of the year.</p></section></div><div class="site-info">© 2025 Sugarwood Hollow LLC · <a href="/privacy-policy/">Privacy Policy</a> · <a href="/wholesale-portal/">Wholesale login</a></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const wp = (html: string): string => `<article class="page type-page status-publish hentry"><div class="entry-content">${html}</div></article>`;

export function sugarwoodHollow(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Pure Vermont Maple Since 1952',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Sugarwood Hollow Sugarhouse',
        telephone: '+1-802-555-0163',
        address: { '@type': 'PostalAddress', streetAddress: '1184 Town Farm Road', addressLocality: 'Craftsbury', addressRegion: 'VT', postalCode: '05826' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:orders@${HOST}`, telephone: '+1-802-555-0164' },
      },
    ],
    main: wp(
      `<h1>Four generations of boiling sap on the same hill</h1><p>We tap about 6,200 trees on 140 acres above the Black River and boil on a wood-fired evaporator, same as Grandpa Earl did. Stop by for a sugar-on-snow, or order Grade A Amber Rich by the quart.</p><p><a href="/shop/">Shop our syrup</a> · <a href="/blog/meet-the-2025-crew/">Meet the 2025 crew</a></p>` +
        `<div class="wp-block-group newsletter"><h3>Get the first-run alert</h3><form class="mc4wp-form"><input type="email" name="EMAIL" placeholder="you@example.com" required><input type="submit" value="Sign up"></form></div>`,
    ),
  });
  pages['/our-family'] = page({
    path: '/our-family',
    title: 'Our Family',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Ellen Marsh', jobTitle: 'Owner & Head Sugarmaker', email: `ellen@${HOST}`, worksFor: { '@type': 'Organization', name: 'Sugarwood Hollow Sugarhouse' } }],
    main: wp(
      `<h1>The folks behind the syrup</h1><div class="wp-block-columns">` +
        `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/03/ellen.jpg" alt="Ellen Marsh"></figure><h3>Ellen Marsh</h3><p class="role">Owner &amp; Head Sugarmaker</p><p>Ellen grew up in the sugarhouse and took over the boiling in 2009. She still grades every batch herself.</p><p>${mailto(`ellen@${HOST}`)}</p></div>` +
        `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/03/walt.jpg" alt="Walt Marsh"></figure><h3>Walt Marsh</h3><p class="role">Co-Owner – Woods, Tubing &amp; Everything That Breaks</p><p>If a mainline is down in February, Walt is already out there on snowshoes.</p><p><a href="mailto:${entities(`walt@${HOST}`)}">${entities(`walt@${HOST}`)}</a></p></div>` +
        `<div class="wp-block-column team-card" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/03/priya.jpg" alt="Priya Raman"></figure><h3 itemprop="name">Priya Raman</h3><p class="role" itemprop="jobTitle">Farm Store &amp; Mail-Order Manager</p><p>Priya packs every shipping box and runs the store counter. Questions about a gift order? She is your person.</p><p><a itemprop="email" href="mailto:priya@${HOST}">priya@${HOST}</a></p></div>` +
        `</div>`,
    ),
  });
  pages['/shop'] = page({ path: '/shop', title: 'Shop Syrup', main: wp(`<h1>Shop</h1><ul class="products"><li>Grade A Golden Delicate – pint $16</li><li>Grade A Amber Rich – quart $26</li><li>Maple cream – 8 oz $12</li></ul><p>Questions about an order? ${mailto(`orders@${HOST}`)} or ${tel('(802) 555-0164')}.</p>`) });
  pages['/visit-the-sugarhouse'] = page({
    path: '/visit-the-sugarhouse',
    title: 'Visit',
    main: wp(`<h1>Visit the sugarhouse</h1><p>Free self-guided visits any time we are open. Guided sugarbush walks with our guide Gus Farnham run Saturdays at 11 during Maple Open House Weekend.</p><p>Group and school tours: ${mailto(`tours@${HOST}`)}</p>`),
  });
  pages['/wholesale'] = page({
    path: '/wholesale',
    title: 'Wholesale',
    main: wp(
      `<h1>Wholesale &amp; private label</h1><p>We supply co-ops, inns and restaurants across New England in 1-gallon jugs, 40-gallon drums and private-label glass. Much of our bulk syrup is also marketed through the Northeast Kingdom Maple Co-op (sales@nekmaplecoop.org).</p><p>Dana Whitcomb, Wholesale &amp; Events Coordinator, ${mailto(`dana@${HOST}`)}, ${tel('(802) 555-0171')}</p>`,
    ),
  });
  pages['/blog'] = page({ path: '/blog', title: 'From the Sugarbush', main: wp(`<h1>From the Sugarbush</h1><ul><li><a href="/blog/meet-the-2025-crew/">Meet the 2025 crew</a> – March 3, 2025</li></ul>`) });
  pages['/blog/meet-the-2025-crew'] = page({
    path: '/blog/meet-the-2025-crew',
    title: 'Meet the 2025 crew',
    main: wp(
      `<h1>Meet the 2025 crew</h1><p class="byline">Posted March 3, 2025 by Ellen</p><p>Sap is running early this year, so here is who you will see in the woods. Jonah Tull is back for his fifth season as our sugarbush crew lead; if you find a tap line down on the Hollow Road side, drop him a line at ${mailto(`jonah@${HOST}`)}. Maddie and Cole, two juniors from Craftsbury Academy, are helping on weekends.</p>`,
    ),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: wp(`<h1>Contact us</h1><p>General questions: ${mailto(`hello@${HOST}`)}<br>Online orders &amp; shipping: ${mailto(`orders@${HOST}`)}<br>Wholesale: Dana Whitcomb, ${mailto(`dana@${HOST}`)}</p><p>1184 Town Farm Road, Craftsbury, VT 05826</p>`),
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: wp(`<h1>Privacy Policy</h1><p>We only use your email address to send the first-run alert and order updates.</p>`) });
  pages['/wholesale-portal'] = page({ path: '/wholesale-portal', title: 'Wholesale login', main: wp(`<h1>Wholesale accounts</h1><p>Price sheets for registered accounts. Lost your login? ${mailto(`accounts@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /wholesale-portal\nDisallow: /cart/\nDisallow: /checkout/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `orders@${HOST}`, name: null, title: null, pages: ['/', '/shop', '/contact'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        { address: `ellen@${HOST}`, name: 'Ellen Marsh', title: 'Owner & Head Sugarmaker', pages: ['/our-family'], cases: ['card', 'json-ld-person', 'plain', 'link-english-unlisted'] },
        { address: `walt@${HOST}`, name: 'Walt Marsh', title: 'Co-Owner – Woods, Tubing & Everything That Breaks', pages: ['/our-family'], cases: ['card', 'entities', 'link-english-unlisted'] },
        { address: `priya@${HOST}`, name: 'Priya Raman', title: 'Farm Store & Mail-Order Manager', pages: ['/our-family'], cases: ['card', 'microdata', 'plain', 'link-english-unlisted'] },
        { address: `jonah@${HOST}`, name: 'Jonah Tull', title: 'sugarbush crew lead', pages: ['/blog/meet-the-2025-crew'], cases: ['prose', 'plain'] },
        { address: `dana@${HOST}`, name: 'Dana Whitcomb', title: 'Wholesale & Events Coordinator', pages: ['/wholesale', '/contact'], cases: ['name-title-line', 'plain'] },
        { address: `tours@${HOST}`, name: null, title: null, pages: ['/visit-the-sugarhouse'], cases: ['neighbour', 'role', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/wholesale-portal'],
      nonAddresses: [
        { text: `accounts@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'js-cookie@3.0.5', kind: 'package' },
        { text: 'sales@nekmaplecoop.org', kind: 'other-company' },
      ],
    },
  };
}
