/**
 * Porthmellin Independent Lifeboat, a Cornish charity (UK English), on Drupal 10: the crew page
 * written as "Role: Name – address" lines (one address written "[at]"), the station officers as
 * schema.org microdata and RDFa (the chairman a Captain with an MBE, the treasurer an ACA), a
 * fundraising label line, a boathouse appeal page listed only in the sitemap robots.txt names.
 * An old webmaster address in a comment, a git remote in the footer, the crew area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'porthmellinlifeboat.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/the-station', 'The Station'],
  ['/crew', 'Our Crew'],
  ['/station-officers', 'Officers &amp; Trustees'],
  ['/fundraising', 'Support Us'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Porthmellin Independent Lifeboat',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xk3P9aQ.css?delta=0&amp;language=en">`],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas"><header role="banner" class="region region-header"><a href="/" class="site-logo"><img src="${ORIGIN}/themes/custom/tide/logo.svg" alt="Home"></a><nav role="navigation" id="block-tide-main-menu"><ul class="menu menu--main">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${l}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="region region-footer"><p>Porthmellin Independent Lifeboat · The Boathouse, Quay Road, Porthmellin, Cornwall TR12 9QX · Registered Charity No. 1098765</p><p>Launch requests in an emergency: dial 999 and ask for the Coastguard.</p><p><a href="/crew-area">Crew area</a> · <a href="/privacy">Privacy notice</a></p><p class="build">Site maintained by volunteers – source at git@gitlab.com:porthmellin/boathouse-drupal.git</p></footer></div>`,
  privacyPath: { en: '/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

export function porthmellinLifeboat(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', main: `<div class="field--name-body"><h1>On call, 24 hours a day, since 1968</h1><p>We are an independent, volunteer-crewed lifeboat covering the Manacles and the eastern Lizard. We receive no government funding: every launch is paid for by people like you.</p><p>Shouts this year: <strong>37</strong></p></div>` });
  pages['/the-station'] = page({ path: '/the-station', title: 'The Station', main: `<div class="field--name-body"><h1>The Station</h1><p>Our Atlantic 85, <em>Spirit of Porthmellin</em>, lives on a tractor-launched carriage in the boathouse on the quay. Visitors are welcome on Sunday mornings from Easter to October.</p></div>` });
  pages['/crew'] = page({
    path: '/crew',
    title: 'Our Crew',
    main:
      `<div class="field--name-body"><h1>Our Crew</h1><p>Twenty-four volunteers, from a fisherman to a GP's receptionist, carry pagers round the clock.</p>` +
      `<p>Coxswain: Jory Pascoe – ${mailto(`jory.pascoe@${HOST}`)}<br>` +
      `Deputy Launching Authority: Demelza Rowe – demelza.rowe [at] porthmellinlifeboat [dot] test<br>` +
      `Lifeboat Operations Manager: Peter Tregear – ${mailto(`peter.tregear@${HOST}`)}<br>` +
      `Head Launcher: Alan Curnow</p><p>Fancy joining? We train new crew every spring; ask any of the above.</p></div>`,
  });
  pages['/station-officers'] = page({
    path: '/station-officers',
    title: 'Officers & Trustees',
    main:
      `<div class="field--name-body"><h1>Officers &amp; Trustees</h1>` +
      `<div class="person" itemscope itemtype="https://schema.org/Person"><h3><span itemprop="honorificPrefix">Capt.</span> <span itemprop="name">Roger Nance</span> <span itemprop="honorificSuffix">MBE</span></h3><p itemprop="jobTitle">Chairman of the Trustees</p><p><a itemprop="email" href="mailto:roger.nance@${HOST}">roger.nance@${HOST}</a></p></div>` +
      `<div class="person" vocab="https://schema.org/" typeof="Person"><h3><span property="name">Morwenna Jago</span> ACA</h3><p property="jobTitle">Honorary Treasurer</p><p><a property="email" href="mailto:morwenna.jago@${HOST}">morwenna.jago@${HOST}</a></p></div>` +
      `<!-- Webmaster (retired 2022): webmaster@${HOST} -->` +
      `</div>`,
  });
  pages['/fundraising'] = page({
    path: '/fundraising',
    title: 'Support Us',
    main: `<div class="field--name-body"><h1>Support Us</h1><p>Buy a raffle ticket, run a coffee morning, or leave a gift in your will.</p><p><strong>Shop &amp; fundraising:</strong> Tamsin Hocking, Fundraising Co-ordinator, ${tel('01326 555 210')}, ${mailto(`tamsin.hocking@${HOST}`)}</p></div>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<div class="field--name-body"><h1>Contact</h1><p>For anything non-urgent – visits, talks, lost property from the open day – email ${mailto(`enquiries@${HOST}`)} and a volunteer will reply within a few days.</p></div>` });
  pages['/news/boathouse-appeal'] = page({
    path: '/news/boathouse-appeal',
    title: 'The Boathouse Appeal',
    main: `<div class="field--name-body"><h1>The Boathouse Appeal</h1><p>Our 1968 boathouse needs a new slipway and roof: £480,000 in all. The appeal is led by Kerenza Williams, our Appeal Director, who would be glad to hear from businesses and trusts at ${mailto(`kerenza.williams@${HOST}`)}.</p></div>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: `<div class="field--name-body"><h1>Privacy notice</h1><p>We hold donor details under UK GDPR for Gift Aid purposes only.</p></div>` });
  pages['/crew-area'] = page({ path: '/crew-area', title: 'Crew area', main: `<h1>Crew area</h1><p>Rota changes to rota@${HOST}</p>` });
  pages['/sitemaps/station.xml'] = { body: urlset(HOST, ['/', '/the-station', '/crew', '/station-officers', '/fundraising', '/contact', '/news/boathouse-appeal']), contentType: 'application/xml; charset=utf-8' };

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /crew-area\n\nSitemap: ${ORIGIN}/sitemaps/station.xml\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `jory.pascoe@${HOST}`, name: 'Jory Pascoe', title: 'Coxswain', pages: ['/crew'], cases: ['title-name-line', 'plain'] },
        { address: `demelza.rowe@${HOST}`, name: 'Demelza Rowe', title: 'Deputy Launching Authority', pages: ['/crew'], cases: ['title-name-line', 'obfuscated'] },
        { address: `peter.tregear@${HOST}`, name: 'Peter Tregear', title: 'Lifeboat Operations Manager', pages: ['/crew'], cases: ['title-name-line', 'plain'] },
        { address: `roger.nance@${HOST}`, name: 'Roger Nance', title: 'Chairman of the Trustees', pages: ['/station-officers'], cases: ['microdata', 'honorific', 'post-nominal', 'plain'] },
        { address: `morwenna.jago@${HOST}`, name: 'Morwenna Jago', title: 'Honorary Treasurer', pages: ['/station-officers'], cases: ['rdfa', 'post-nominal', 'plain'] },
        { address: `tamsin.hocking@${HOST}`, name: 'Tamsin Hocking', title: 'Fundraising Co-ordinator', pages: ['/fundraising'], cases: ['label-line', 'plain'] },
        { address: `kerenza.williams@${HOST}`, name: 'Kerenza Williams', title: 'Appeal Director', pages: ['/news/boathouse-appeal'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/crew-area'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: 'git@gitlab.com:porthmellin/boathouse-drupal.git', kind: 'git' },
      ],
    },
  };
}
