/**
 * Te Awa Community Housing Trust: a community housing provider in Kirikiriroa Hamilton, New
 * Zealand, on Joomla 3 (Protostar-derived template, the email cloaking plugin on). Our people as a
 * definition list, two of them cloaked by Joomla's script, the chief executive's title also in te
 * reo Māori; the office manager's address reversed by a template script; a 24/7 maintenance
 * mailbox; a development news item listed only in the gzip sitemap the robots.txt names. The
 * tenant portal is disallowed; a form placeholder is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'teawahousing.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/index.php/about-us', 'About Us'],
  ['/index.php/about-us/our-people', 'Our People'],
  ['/index.php/tenants', 'Tenants'],
  ['/index.php/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Te Awa Community Housing Trust',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/teawa/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/teawa/css/template.css?4c1b0e2f" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?4c1b0e2f"></script>',
    '<script src="/media/system/js/caption.js?4c1b0e2f"></script>',
  ],
  header: () =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo/teawa-logo.png" alt="Te Awa Community Housing Trust"></a><div class="header-search pull-right"><p>Kia ora, welcome</p></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12">`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Te Awa Community Housing Trust · 212 Victoria Street, Hamilton Central 3204 · PO Box 9041, Hamilton 3240</p><p>Phone ${tel('07 839 4410')} · Email ${mailto(`kiaora@${HOST}`)}</p><p>Registered Community Housing Provider (CHRA) · Charities Services CC51234</p><p><a href="/index.php/privacy">Privacy</a> · <a href="/index.php/tenant-portal">Tenant Portal</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p><p>© 2025 Te Awa Community Housing Trust</p></div></footer>`,
  bodyEnd: ['<script src="/templates/teawa/js/template.js?4c1b0e2f"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-NZ' });
const article = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's email cloaking: the address built from pieces with character references. */
function cloakScript(address: string, id: string): string {
  const ent = (s: string) => s.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);
  const [local, domain] = address.split('@') as [string, string];
  const [d1, d2] = domain.split('.') as [string, string];
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${ent(local)}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${ent(d1)}' + '&#46;' + '${ent(d2)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${ent(local)}' + '&#64;' + '${ent(d1)}' + '&#46;' + '${ent(d2)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
}
const cloak = (address: string, id: string): string =>
  `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>${cloakScript(address, id)}</script>`;

type Person = { name: string; title: string; local: string; cloak?: string; reo?: string };
const PEOPLE: Person[] = [
  { name: 'Hemi Walker', title: 'Chief Executive', reo: 'Tumu Whakarae', local: 'hemi.walker', cloak: '3f9a1c7e0b2d4e6f8a1b3c5d7e9f0a12' },
  { name: 'Aroha Ngata', title: 'Tenancy Services Manager', local: 'aroha.ngata', cloak: '8e2d6b4a1c9f7e3d5b0a2c4e6f8a1b3c' },
  { name: 'Sione Tuilagi', title: 'Property and Maintenance Manager', local: 'sione.tuilagi' },
  { name: 'Mele Fifita', title: 'Tenant Support Coordinator (Pasifika whānau)', local: 'mele.fifita' },
];

const KIRSTY = `kirsty.bell@${HOST}`;

export function teAwa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: article('Homes for whānau in Kirikiriroa', `<p>We provide 340 warm, dry, affordable rental homes across Hamilton and Waikato, with tenancy support for every household.</p><p><a href="/index.php/tenants">Information for tenants</a> · <a href="/index.php/about-us/our-people">Meet our people</a></p>`),
  });

  pages['/index.php/about-us'] = page({
    path: '/index.php/about-us',
    title: 'About Us',
    main: article('About Us', `<p>Te Awa was set up in 2004 by local churches and iwi to house families the market was leaving behind. We became a registered Community Housing Provider in 2016.</p>`),
  });

  pages['/index.php/about-us/our-people'] = page({
    path: '/index.php/about-us/our-people',
    title: 'Our People',
    main: article(
      'Our People',
      `<p>Ngā kaimahi – our staff</p><dl class="staff-list">` +
        PEOPLE.map((p) => `<dt>${esc(p.name)}</dt><dd>${esc(p.reo ? `${p.title} / ${p.reo}` : p.title)}</dd><dd>${p.cloak ? cloak(`${p.local}@${HOST}`, p.cloak) : mailto(`${p.local}@${HOST}`)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/index.php/tenants'] = page({
    path: '/index.php/tenants',
    title: 'Tenants',
    main: article('Information for Tenants', `<p>Rent can be paid by automatic payment or at any Kiwibank branch. If your home needs a repair, tell us as soon as you can – urgent repairs are attended within four hours.</p><p>Maintenance requests (24/7): ${mailto(`maintenance@${HOST}`)} or ${tel('0800 832 929')}</p>`),
  });

  pages['/index.php/contact-us'] = page({
    path: '/index.php/contact-us',
    title: 'Contact Us',
    main: article(
      'Contact Us',
      `<p>Our office at 212 Victoria Street is open Monday to Friday, 8.30am to 4.30pm.</p><p>Office Manager – Kirsty Bell – <a class="js-rmail" data-rmail="${reversed(KIRSTY)}" href="#">email Kirsty</a></p>` +
        `<script>jQuery(function($){$('.js-rmail').each(function(){var a=$(this).data('rmail').split('').reverse().join('');$(this).attr('href','mailto:'+a).text(a);});});</script>` +
        `<form class="form-validate form-horizontal"><label for="jform_contact_email">Email *</label><input type="email" name="jform[contact_email]" id="jform_contact_email" placeholder="name@domain.com"><button class="btn btn-primary">Send Email</button></form>`,
    ),
  });

  pages['/index.php/privacy'] = page({ path: '/index.php/privacy', title: 'Privacy', main: article('Privacy Statement', `<p>We collect personal information under the Privacy Act 2020 to assess housing applications and manage tenancies.</p>`) });
  pages['/index.php/tenant-portal'] = page({ path: '/index.php/tenant-portal', title: 'Tenant Portal', main: article('Tenant Portal', `<p>Log in to see your rent statement. Trouble logging in? ${mailto(`portal@${HOST}`)}</p>`) });

  pages['/index.php/news/new-homes-at-frankton'] = page({
    path: '/index.php/news/new-homes-at-frankton',
    title: 'Twelve new homes at Frankton',
    main: article('Twelve new homes at Frankton', `<p>Construction has started on twelve two- and three-bedroom homes on Massey Street, due for completion next winter. Whānau interested in the homes, or neighbours with questions about the build, can contact our Development Manager, Ben Harris, at ${mailto(`ben.harris@${HOST}`)}.</p>`),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/index.php/about-us', '/index.php/about-us/our-people', '/index.php/tenants', '/index.php/contact-us', '/index.php/news/new-homes-at-frankton'], '2025-06-11'));

  const person = (p: Person) => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    ...(p.reo ? { titleAlternatives: [p.reo, `${p.title} / ${p.reo}`] } : {}),
    pages: ['/index.php/about-us/our-people'],
    ...(p.cloak ? { encoded: { kind: 'script' as const, text: cloakScript(`${p.local}@${HOST}`, p.cloak) } } : {}),
    cases: ['definition-list', p.cloak ? 'script-protect' : 'plain'] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/tenant-portal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['en', 'mi'],
      addresses: [
        { address: `kiaora@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `maintenance@${HOST}`, name: null, title: null, pages: ['/index.php/tenants'], cases: ['role', 'plain'] },
        ...PEOPLE.map(person),
        { address: KIRSTY, name: 'Kirsty Bell', title: 'Office Manager', pages: ['/index.php/contact-us'], encoded: { kind: 'reversed', text: reversed(KIRSTY) }, cases: ['name-title-line', 'script-reversed'] },
        { address: `ben.harris@${HOST}`, name: 'Ben Harris', title: 'Development Manager', pages: ['/index.php/news/new-homes-at-frankton'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/index.php/tenant-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
