/**
 * Meridian Language Services: a translation and interpreting agency in Leeds, on a hand-written
 * site an agency built in 2012 and the office has kept up since. The directors on "About us"
 * with their institute post-nominals, their addresses written by the old "hide your e-mail"
 * snippet (document.write with variables); the in-house linguists and project managers as a
 * definition list on "Our linguists"; a label line for quality and the freelance mailbox beside
 * the vendor manager's name on the contact page; a news item on the new Polish team reached only
 * through the gzip sitemap the robots.txt names. The quote tool's package version and the client
 * portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'meridian-linguists.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about', 'About us'],
  ['/services', 'Services'],
  ['/our-linguists', 'Our linguists'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Meridian Language Services',
  head: ['<link rel="stylesheet" href="/css/style.css?v=14">', '<link rel="shortcut icon" href="/favicon.ico">', '<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>'],
  header: (page: PageSpec) =>
    `<div id="wrapper"><div id="header"><a href="/"><img src="/images/meridian-logo.gif" width="260" height="70" alt="Meridian Language Services" border="0"></a><span class="strap">Translation &middot; Interpreting &middot; Localisation</span></div>` +
    `<div id="nav"><ul>${MENU.map(([href, label]) => `<li><a href="${href}"${href === page.path ? ' class="current"' : ''}>${esc(label)}</a></li>`).join('')}</ul></div><div id="main">`,
  footer: () =>
    `</div><div id="footer"><p>Meridian Language Services Ltd &middot; 22 Park Square East, Leeds LS1 2NE &middot; ${tel('0113 496 0728')} &middot; ${mailto(`enquiries@${HOST}`)}</p>` +
    `<p>Registered in England &amp; Wales no. 07712345 &middot; ISO 17100 certified &middot; <a href="/privacy">Privacy</a> &middot; <a href="/client-portal">Client portal</a></p></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

/** The snippet the site's first developer pasted in for each director. */
const hideScript = (local: string): string =>
  `var user = "${local}";\nvar site = "meridian-linguists.test";\ndocument.write('<a href=\\"mailto:' + user + '@' + site + '\\">');\ndocument.write(user + '@' + site + '</a>');`;

type Director = { shown: string; name: string; title: string; local: string; bio: string; cases: CaseKind[] };
const DIRECTORS: Director[] = [
  {
    shown: 'Margaret Ellison MITI',
    name: 'Margaret Ellison',
    title: 'Managing Director',
    local: 'mellison',
    bio: 'Margaret founded Meridian in 2003 after twelve years as an in-house French and German translator in the automotive industry.',
    cases: ['post-nominal'],
  },
  {
    shown: 'Daniel Okafor BA MA MCIL',
    name: 'Daniel Okafor',
    title: 'Operations Director',
    local: 'dokafor',
    bio: 'Daniel runs our project management team and our interpreting bookings for courts, hospitals and local authorities.',
    cases: ['post-nominal'],
  },
];

type Linguist = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const LINGUISTS: Linguist[] = [
  { shown: 'Dr Katrin Vogel MITI', name: 'Katrin Vogel', title: 'Senior Translator, German and Dutch into English', local: 'kvogel', cases: ['honorific', 'post-nominal'] },
  { shown: 'Luca Bellini MCIL CL', name: 'Luca Bellini', title: 'Head of Interpreting (Italian and Spanish)', local: 'lbellini', cases: ['post-nominal'] },
  { shown: 'Hannah Reid', name: 'Hannah Reid', title: 'Project Manager – legal and financial', local: 'hreid', cases: [] },
  { shown: 'Tomás Ruiz', name: 'Tomás Ruiz', title: 'Localisation Project Manager', local: 'truiz', cases: [] },
];

export function meridianLinguists(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Translation and interpreting in Leeds',
    main:
      `<h1>Professional translation and interpreting since 2003</h1>` +
      `<p>Meridian translates legal, medical and technical documents in more than 60 languages and provides face-to-face, telephone and video interpreters across Yorkshire.</p>` +
      `<p><a href="/services">Our services</a> &middot; <a href="/contact">Get a quote</a></p>`,
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About us',
    main:
      `<h1>About us</h1><p>We are a team of fourteen in-house staff and a network of over 400 qualified freelance linguists.</p><h2>Our directors</h2>` +
      DIRECTORS.map((d) => `<table class="person" cellpadding="4"><tr><td valign="top"><img src="/images/staff/${d.local}.jpg" width="120" alt=""></td><td valign="top"><p><b>${esc(d.shown)}</b>, ${esc(d.title)}<br><script type="text/javascript">\n${hideScript(d.local)}\n</script></p><p>${esc(d.bio)}</p></td></tr></table>`).join(''),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: `<h1>Services</h1><ul><li>Certified translation for courts and the Home Office</li><li>Medical and pharmaceutical translation</li><li>Website and software localisation</li><li>Face-to-face, telephone and video interpreting</li><li>BSL interpreting</li></ul><p>Our online quote tool counts words in your PDF in the browser (built on pdf-lib@1.17.1); nothing is uploaded until you press Send.</p>`,
  });

  pages['/our-linguists'] = page({
    path: '/our-linguists',
    title: 'Our linguists',
    main:
      `<h1>Our in-house linguists and project managers</h1><p>Every job has a named project manager and is translated and revised by two qualified linguists, as ISO 17100 requires.</p>` +
      `<dl class="staff">${LINGUISTS.map((l) => `<dt>${esc(l.shown)}</dt><dd>${esc(l.title)}<br>${mailto(`${l.local}@${HOST}`)}</dd>`).join('')}</dl>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact us</h1><p>22 Park Square East, Leeds LS1 2NE<br>Tel. ${tel('0113 496 0728')} (Mon–Fri 9am–5.30pm)<br>Quotes and general enquiries: ${mailto(`enquiries@${HOST}`)}</p>` +
      `<p><b>Quality and complaints:</b> Rachel Turner, Quality Manager, 22 Park Square East, Leeds LS1 2NE, ${tel('0113 496 0733')}, ${mailto(`rturner@${HOST}`)}</p>` +
      `<h2>Working with us</h2><p>Qualified translators and interpreters who would like to join our register are welcome to get in touch with our vendor manager, Priya Nair. Please send your CV and rates to ${mailto(`freelance@${HOST}`)}.</p>`,
  });

  pages['/news/polish-team'] = page({
    path: '/news/polish-team',
    title: 'Welcome to our new Polish team',
    main:
      `<h1>Welcome to our new Polish team</h1><p class="date">3 March 2025</p>` +
      `<p>Demand for Polish legal translation has doubled in two years, so we now have three in-house Polish translators. The team is led by Agnieszka Nowicka, our Head of Polish Translation, who can be reached at ${mailto(`anowicka@${HOST}`)} for anything from a single birth certificate to a full court bundle.</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy notice</h1><p>Meridian Language Services Ltd is the data controller for documents you send us. We keep source documents for six years.</p>` });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: `<h1>Client portal</h1><p>Log in to upload files and download translations. Account problems: ${mailto(`portal@${HOST}`)}</p>` });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/about', '/services', '/our-linguists', '/contact', '/news/polish-team', '/privacy'], '2025-03-03'));

  const eu: CaseKind = 'link-english-unlisted';
  const footerPages = Object.keys(pages).filter((p) => p !== '/client-portal' && !p.endsWith('.gz'));
  const addresses: TruthAddress[] = [
    { address: `enquiries@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'plain'] },
    ...DIRECTORS.map(
      (d): TruthAddress => ({
        address: `${d.local}@${HOST}`,
        name: d.name,
        title: d.title,
        pages: ['/about'],
        encoded: { kind: 'script', text: hideScript(d.local) },
        cases: ['name-title-line', 'script-protect', ...d.cases],
      }),
    ),
    ...LINGUISTS.map((l): TruthAddress => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: ['/our-linguists'], cases: ['definition-list', 'plain', eu, ...l.cases] })),
    { address: `rturner@${HOST}`, name: 'Rachel Turner', title: 'Quality Manager', pages: ['/contact'], cases: ['label-line', 'plain'] },
    { address: `freelance@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'role', 'plain'] },
    { address: `anowicka@${HOST}`, name: 'Agnieszka Nowicka', title: 'Head of Polish Translation', pages: ['/news/polish-team'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\nDisallow: /cgi-bin/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.41 (Ubuntu)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'pdf-lib@1.17.1', kind: 'package' },
        { text: 'jquery@3.7.1', kind: 'package' },
      ],
    },
  };
}
