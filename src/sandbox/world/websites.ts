/**
 * The sandbox's company websites: HTML for the example index's companies, true to
 * examples/index (names, titles, addresses, phones, cities), served by SandboxWebServer on
 * 127.0.0.1 and routed by the Host header. Each site shows some of what a crawler must handle:
 * JSON-LD (@graph with @id references, or a flat Organization), Open Graph tags, footer social
 * links, team cards, obfuscated and Cloudflare-encoded addresses, robots.txt, sitemap.xml, alias
 * domains that redirect, a slow page, a page past any sane size cap and an address that disappears
 * in version 2 (`setVersion(host, 2)`). Each site also carries the markup and response headers of
 * some of the web technologies its company lists in examples/index (`tech`): a CMS generator tag,
 * theme stylesheets, analytics/consent/chat script tags, `Server`/CDN headers, so technology
 * detection has real signals to find.
 */

/** One path of a site. */
export interface SandboxPage {
  /** The body (HTML unless contentType says otherwise). */
  body: string;
  /** Default 'text/html; charset=utf-8'. */
  contentType?: string;
  /** Default 200. */
  status?: number;
  /** The answer (headers included) comes after this many milliseconds. */
  slowMs?: number;
  /** The body is streamed and padded with HTML until at least this many bytes have been sent. */
  bigBytes?: number;
  /** 301 to this absolute URL (body ignored). */
  redirectTo?: string;
  /**
   * The body is sent gzip-compressed as the file itself (a `sitemap.xml.gz`), with no
   * Content-Encoding header: the client must gunzip it, as with a real `.gz` sitemap (sitemaps.org
   * allows gzip-compressed sitemap files). `body` stays the uncompressed text.
   */
  gzip?: boolean;
}

export interface SandboxSite {
  /** Lower-case host name the Host header must carry (without port). */
  host: string;
  /**
   * An alias domain: every path answers 301 to this origin (e.g. 'http://northwind-robotics.test')
   * with the same path and query.
   */
  redirectTo?: string;
  /** Served at /robots.txt as text/plain; absent: 404. */
  robotsTxt?: string;
  /** Served at /sitemap.xml as application/xml; absent: the page at '/sitemap.xml', else 404. */
  sitemapXml?: string;
  /** Version 1 (the default): path (no trailing slash except '/') -> page. */
  pages: Record<string, SandboxPage>;
  /** Version n >= 2: overrides of `pages`; null removes the page (404). */
  versions?: Record<number, Record<string, SandboxPage | null>>;
  /** Response headers sent with every answer of the site (e.g. `Server`, a CDN's headers). */
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Cloudflare email obfuscation
// ---------------------------------------------------------------------------------------------

/**
 * Cloudflare's "email address obfuscation" encoding: hex of a key byte, then every byte of the
 * address XOR the key. The key is random per page on Cloudflare; here it is fixed per call site.
 */
export function cfEncode(email: string, key: number): string {
  if (!Number.isInteger(key) || key < 0 || key > 255) throw new Error(`cfEncode: bad key ${key}`);
  const hex = (n: number): string => n.toString(16).padStart(2, '0');
  let out = hex(key);
  for (const byte of Buffer.from(email, 'utf8')) out += hex(byte ^ key);
  return out;
}

/** The inverse of cfEncode (what a crawler must do). */
export function cfDecode(encoded: string): string {
  const key = parseInt(encoded.slice(0, 2), 16);
  const bytes: number[] = [];
  for (let i = 2; i + 1 < encoded.length; i += 2) bytes.push(parseInt(encoded.slice(i, i + 2), 16) ^ key);
  return Buffer.from(bytes).toString('utf8');
}

/** `<a href="/cdn-cgi/l/email-protection#HEX">` as Cloudflare rewrites a mailto link. */
function cfLink(email: string, key: number): string {
  return `<a href="/cdn-cgi/l/email-protection#${cfEncode(email, key)}"><span class="__cf_email__" data-cfemail="${cfEncode(email, key)}">[email&#160;protected]</span></a>`;
}

/** A bare `data-cfemail` span, as Cloudflare rewrites an address in text. */
function cfText(email: string, key: number): string {
  return `<span class="__cf_email__" data-cfemail="${cfEncode(email, key)}">[email&#160;protected]</span>`;
}

/** "name [at] domain [dot] test". */
function obfuscated(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local} [at] ${domain.split('.').join(' [dot] ')}`;
}

// ---------------------------------------------------------------------------------------------
// Page building
// ---------------------------------------------------------------------------------------------

interface Company {
  domain: string;
  name: string;
  legalName: string;
  description: string;
  street: string;
  subPremise?: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  countryCode: string;
  phone: string;
  email: string;
  logo?: string;
  employees: number;
  founded: number;
  lang: string;
  sameAs: string[];
  /** 'graph': JSON-LD @graph with @id references; 'flat': one Organization object; 'none'. */
  jsonLd: 'graph' | 'flat';
  /** What the site's technologies leave in every page and answer (no people, no addresses). */
  stack: Stack;
}

/** Traces of a site's web technologies, as real sites built with them carry. */
interface Stack {
  /** Tags appended to every page's head. */
  head: string[];
  /** Tags appended to every page's body. */
  body?: string[];
  /** Response headers of every answer (SandboxSite.headers). */
  headers?: Record<string, string>;
}

// Tags of common web technologies (their URLs are the vendors' real ones; ids are made up).
const wordpress = (theme: string): string[] => [
  '<meta name="generator" content="WordPress 6.4.3">',
  `<link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=6.4.3" media="all">`,
];
/** Universal Analytics (analytics.js), which unlike gtag.js is not loaded from Google Tag Manager. */
const universalAnalytics = '<script async src="https://www.google-analytics.com/analytics.js"></script>';
const oneTrust = (id: string): string =>
  `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${id}"></script>`;
const cloudflareHeaders = (ray: string): Record<string, string> => ({ Server: 'cloudflare', 'CF-RAY': ray, 'CF-Cache-Status': 'DYNAMIC' });
const akamaiHeaders: Record<string, string> = { 'X-Akamai-Transformed': '9 - 0 pmb=mRUM,1' };

interface Person {
  name: string;
  title: string;
  email?: string;
  phone?: string;
  photo?: string;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function origin(c: Company): string {
  return `http://${c.domain}`;
}

function addressLines(c: Company): string {
  const street = c.subPremise ? `${esc(c.street)}, ${esc(c.subPremise)}` : esc(c.street);
  return `<address class="company-address">${esc(c.legalName)}<br>${street}<br>${esc(c.postalCode)} ${esc(c.city)}<br>${esc(c.country)}</address>`;
}

function jsonLd(c: Company): string {
  const base = origin(c);
  const address = {
    '@type': 'PostalAddress',
    streetAddress: c.subPremise ? `${c.street}, ${c.subPremise}` : c.street,
    addressLocality: c.city,
    postalCode: c.postalCode,
    addressRegion: c.region,
    addressCountry: c.countryCode,
  };
  const org = {
    '@type': 'Organization',
    name: c.name,
    legalName: c.legalName,
    url: `${base}/`,
    description: c.description,
    telephone: c.phone,
    email: c.email,
    foundingDate: String(c.founded),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: c.employees },
    sameAs: c.sameAs,
  };
  let data: unknown;
  if (c.jsonLd === 'graph') {
    const graph: unknown[] = [
      {
        ...org,
        '@id': `${base}/#organization`,
        address: { '@id': `${base}/#address` },
        ...(c.logo ? { logo: { '@id': `${base}/#logo` }, image: { '@id': `${base}/#logo` } } : {}),
      },
      { ...address, '@id': `${base}/#address` },
      ...(c.logo ? [{ '@type': 'ImageObject', '@id': `${base}/#logo`, url: c.logo, contentUrl: c.logo, caption: c.name }] : []),
      { '@type': 'WebSite', '@id': `${base}/#website`, url: `${base}/`, name: c.name, publisher: { '@id': `${base}/#organization` }, inLanguage: c.lang },
    ];
    data = { '@context': 'https://schema.org', '@graph': graph };
  } else {
    data = { '@context': 'https://schema.org', ...org, address, ...(c.logo ? { logo: c.logo } : {}) };
  }
  // JSON in a script element must not contain "</"; these strings never do, but be safe.
  return `<script type="application/ld+json">${JSON.stringify(data, null, 2).replace(/<\//g, '<\\/')}</script>`;
}

const NAV_LABELS: [string, string][] = [
  ['/about', 'About'],
  ['/about/leadership', 'Leadership'],
  ['/team', 'Team'],
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/blog/news', 'News'],
  ['/contact', 'Contact'],
  ['/imprint', 'Imprint'],
];

function socialLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return ({ 'facebook.com': 'Facebook', 'twitter.com': 'X (Twitter)', 'linkedin.com': 'LinkedIn', 'crunchbase.com': 'Crunchbase' } as Record<string, string>)[host] ?? host;
}

/** Wraps each page body in a full document: head (meta, Open Graph, JSON-LD on '/'), nav, footer. */
function buildPages(c: Company, bodies: Record<string, { title: string; body: string }>): Record<string, SandboxPage> {
  const present = NAV_LABELS.filter(([path]) => bodies[path] !== undefined);
  const nav = `<nav><a href="/">Home</a>${present.map(([path, label]) => ` <a href="${path}">${label}</a>`).join('')}</nav>`;
  const footer =
    `<footer><p>&copy; ${esc(c.legalName)} &middot; ${esc(c.city)}</p>` +
    `<ul class="social">${c.sameAs.map((url) => `<li><a href="${url}" rel="noopener">${socialLabel(url)}</a></li>`).join('')}</ul></footer>`;
  const pages: Record<string, SandboxPage> = {};
  for (const [path, { title, body }] of Object.entries(bodies)) {
    pages[path] = { body: documentHtml(c, path, title, `${nav}\n<main>\n${body}\n</main>\n${footer}`) };
  }
  return pages;
}

function documentHtml(c: Company, path: string, title: string, body: string): string {
  const fullTitle = path === '/' ? `${c.name} | ${title}` : `${title} | ${c.name}`;
  const head = [
    '<meta charset="utf-8">',
    `<title>${esc(fullTitle)}</title>`,
    `<meta name="description" content="${esc(c.description)}">`,
    `<link rel="canonical" href="${origin(c)}${path}">`,
    `<meta property="og:site_name" content="${esc(c.name)}">`,
    `<meta property="og:title" content="${esc(fullTitle)}">`,
    `<meta property="og:description" content="${esc(c.description)}">`,
    `<meta property="og:url" content="${origin(c)}${path}">`,
    `<meta property="og:type" content="website">`,
    ...(c.logo ? [`<meta property="og:image" content="${c.logo}">`, `<link rel="icon" href="${c.logo}">`] : []),
    ...(path === '/' ? [jsonLd(c)] : []),
    ...c.stack.head,
  ];
  const tail = (c.stack.body ?? []).map((tag) => `\n${tag}`).join('');
  return `<!doctype html>\n<html lang="${c.lang}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n<header>${c.logo ? `<img src="${c.logo}" alt="${esc(c.name)} logo"> ` : ''}<strong>${esc(c.name)}</strong></header>\n${body}${tail}\n</body>\n</html>\n`;
}

function home(c: Company, extra: string): { title: string; body: string } {
  return { title: c.description.split('.')[0] ?? c.name, body: `<h1>${esc(c.name)}</h1>\n<p class="lead">${esc(c.description)}</p>\n${extra}` };
}

/** A person card: name, title and mailto in the same element. */
function card(p: Person, mail: (email: string) => string = mailto): string {
  return (
    `<div class="person-card">` +
    (p.photo ? `<img src="${p.photo}" alt="${esc(p.name)}">` : '') +
    `<h3 class="name">${esc(p.name)}</h3><p class="title">${esc(p.title)}</p>` +
    (p.email ? `<p class="email">${mail(p.email)}</p>` : '') +
    (p.phone ? `<p class="phone"><a href="tel:${p.phone.replace(/\s/g, '')}">${esc(p.phone)}</a></p>` : '') +
    `</div>`
  );
}

function mailto(email: string): string {
  return `<a href="mailto:${email}">${email}</a>`;
}

function contactBlock(c: Company, email: string = mailto(c.email)): string {
  return `<section class="contact">${addressLines(c)}<p>Phone: <a href="tel:${c.phone.replace(/\s/g, '')}">${esc(c.phone)}</a></p><p>Email: ${email}</p></section>`;
}

function sitemap(c: Company, paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `  <url><loc>${origin(c)}${p}</loc></url>`).join('\n')}\n</urlset>\n`;
}

function robots(c: Company, disallow: string[]): string {
  return `User-agent: *\n${disallow.map((d) => `Disallow: ${d}`).join('\n')}${disallow.length ? '\n' : 'Disallow:\n'}\nSitemap: ${origin(c)}/sitemap.xml\n`;
}

/** The site's response headers (a fresh object per site, so a test may change them). */
function stackHeaders(c: Company): Pick<SandboxSite, 'headers'> {
  return c.stack.headers ? { headers: { ...c.stack.headers } } : {};
}

function alias(host: string, c: Company): SandboxSite {
  return { host, redirectTo: origin(c), pages: {} };
}

// ---------------------------------------------------------------------------------------------
// The companies (facts from examples/index/companies.jsonl, people from people.csv/emails.jsonl)
// ---------------------------------------------------------------------------------------------

const NORTHWIND: Company = {
  domain: 'northwind-robotics.test',
  name: 'Northwind Robotics',
  legalName: 'Northwind Robotics SAS',
  description: 'Northwind Robotics designs collaborative robot arms and palletising cells for small and mid-sized factories. Its cobots are assembled in Île-de-France and sold across Europe.',
  street: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  region: 'Île-de-France',
  country: 'France',
  countryCode: 'FR',
  phone: '+33 1 99 00 20 00',
  email: 'contact@northwind-robotics.test',
  logo: 'http://northwind-robotics.test/logo.png',
  employees: 120,
  founded: 2014,
  lang: 'en',
  sameAs: [
    'https://www.facebook.com/northwindrobotics',
    'https://twitter.com/northwindbots',
    'https://www.linkedin.com/company/northwind-robotics',
    'https://www.crunchbase.com/organization/northwind-robotics',
  ],
  jsonLd: 'graph',
  // tech: google-workspace (MX), react, cloudflare, hubspot, google-analytics, greenhouse.
  stack: {
    head: [
      universalAnalytics,
      '<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4512345.js"></script>',
      '<script src="https://boards.greenhouse.io/embed/job_board/js?for=northwindrobotics"></script>',
    ],
    body: ['<div id="react-root" data-reactroot=""></div>'],
    headers: cloudflareHeaders('8a1f2c3d4e5b6a7c-CDG'),
  },
};

/** 6 MB: larger than any sensible per-page cap. */
export const BIG_PAGE_BYTES = 6 * 1024 * 1024;
/** How long /careers on northwind-robotics.test takes to answer. */
export const SLOW_PAGE_MS = 3000;

function northwind(): SandboxSite[] {
  const c = NORTHWIND;
  const mathieu: Person = { name: 'Mathieu Lefèvre', title: 'CEO & Co-founder', email: 'mathieu.lefevre@northwind-robotics.test', photo: 'http://northwind-robotics.test/team/mathieu-lefevre.jpg' };
  const amina: Person = { name: 'Amina Diallo', title: 'Chief Technology Officer', email: 'amina.diallo@northwind-robotics.test' };
  const leadership = (people: Person[]) => ({
    title: 'Leadership',
    body: `<h1>Leadership</h1>\n<div class="team">${people.map((p) => card(p)).join('\n')}</div>`,
  });
  const bodies = (leaders: Person[]) => ({
    '/': home(c, `<p>Talk to us: ${mailto(c.email)} &middot; Press: ${mailto('press@northwind-robotics.test')}</p>\n${contactBlock(c)}`),
    '/about': { title: 'About us', body: `<h1>About Northwind Robotics</h1><p>Founded in ${c.founded} in Paris.</p>${card(amina)}` },
    '/about/leadership': leadership(leaders),
    '/careers': { title: 'Careers', body: `<h1>Careers</h1><p>We are hiring in Paris. Send your application to ${mailto(c.email)}.</p>` },
    '/press': {
      title: 'Press',
      body: `<h1>Press</h1>${card({ name: 'Hélène Rousseau', title: 'HR Business Partner', email: 'helene.rousseau@northwind-robotics.test', phone: '+33 1 99 00 20 14' })}<p><a href="/press/archive">Press archive</a></p>`,
    },
    '/contact': { title: 'Contact', body: `<h1>Contact</h1>${contactBlock(c)}` },
    '/imprint': {
      title: 'Imprint',
      body: `<h1>Mentions légales</h1>${addressLines(c)}<p>Tel. ${esc(c.phone)}</p><p>Head of Sales EMEA: Anne-Sophie de la Tour, ${mailto('anne-sophie.delatour@northwind-robotics.test')}</p>`,
    },
  });
  const pages = buildPages(c, bodies([mathieu, { name: 'Amina Diallo', title: 'Chief Technology Officer' }]));
  const careers = pages['/careers'];
  if (careers) careers.slowMs = SLOW_PAGE_MS;
  pages['/press/archive'] = {
    body: documentHtml(c, '/press/archive', 'Press archive', `<main><h1>Press archive</h1><p>Every press release since ${c.founded}.</p>\n`),
    bigBytes: BIG_PAGE_BYTES,
  };
  return [
    {
      host: c.domain,
      robotsTxt: robots(c, []),
      sitemapXml: sitemap(c, ['/', '/about', '/about/leadership', '/press', '/press/archive', '/contact', '/imprint']),
      pages,
      // Version 2: Mathieu Lefèvre's address left /about/leadership (emails.jsonl: still_on_page false).
      versions: { 2: { '/about/leadership': buildPages(c, bodies([{ name: 'Mathieu Lefèvre', title: 'CEO & Co-founder' }, { name: 'Amina Diallo', title: 'Chief Technology Officer' }]))['/about/leadership'] ?? null } },
      ...stackHeaders(c),
    },
    alias('northwind.test', c),
  ];
}

const KRANICH: Company = {
  domain: 'kranich-analytics.test',
  name: 'Kranich Analytics',
  legalName: 'Kranich Analytics GmbH',
  description: 'Kranich Analytics builds a privacy-first product analytics platform for European SaaS companies, hosted entirely in the EU.',
  street: 'Torstraße 140',
  subPremise: '3. OG',
  city: 'Berlin',
  postalCode: '10119',
  region: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  phone: '+49 30 23125 410',
  email: 'info@kranich-analytics.test',
  logo: 'http://kranich-analytics.test/logo.png',
  employees: 34,
  founded: 2019,
  lang: 'de',
  sameAs: ['https://twitter.com/kranichdata', 'https://www.linkedin.com/company/kranich-analytics', 'https://www.crunchbase.com/organization/kranich-analytics'],
  jsonLd: 'graph',
  // tech: microsoft-365 (MX), vue, nginx, matomo, stripe, personio, sentry.
  stack: {
    head: [
      '<script src="https://js.stripe.com/v3/"></script>',
      '<script src="https://browser.sentry-cdn.com/7.99.0/bundle.min.js" crossorigin="anonymous"></script>',
    ],
    headers: { Server: 'nginx/1.24.0' },
  },
};

function kranich(): SandboxSite[] {
  const c = KRANICH;
  const pages = buildPages(c, {
    '/': home(c, `<p>Sales: ${mailto('sales@kranich-analytics.test')}</p>`),
    '/about': {
      title: 'Über uns',
      body: `<h1>Über uns</h1>${card({ name: 'Jürgen Müller', title: 'Geschäftsführer / CEO', email: 'jmuller@kranich-analytics.test' })}${card({ name: 'Felix Brandt', title: 'Working Student (Intern), Product', email: 'fbrandt@kranich-analytics.test' })}<p>Support: ${mailto('support@kranich-analytics.test')}</p>`,
    },
    '/press': {
      title: 'Presse',
      body: `<h1>Presse</h1>${card({ name: 'Leonie Schäfer', title: 'Marketing Manager', email: 'lschafer@kranich-analytics.test' })}${card({ name: 'Katarzyna Nowak', title: 'Data Scientist', email: 'knowak@kranich-analytics.test' })}<p>${mailto(c.email)}</p>`,
    },
    '/careers': { title: 'Karriere', body: `<h1>Karriere</h1><p>Bewerbungen an ${mailto(c.email)}</p>` },
    // Obfuscated, as many German contact pages do against harvesters.
    '/contact': { title: 'Kontakt', body: `<h1>Kontakt</h1>${contactBlock(c, obfuscated('sales@kranich-analytics.test'))}` },
    '/imprint': {
      title: 'Impressum',
      body: `<h1>Impressum</h1>${addressLines(c)}<p>Geschäftsführer: Jürgen Müller</p><p>Telefon: ${esc(c.phone)}</p><p>E-Mail: ${obfuscated(c.email)}</p>`,
    },
  });
  // Disallowed by robots.txt: a crawler that obeys it never sees this address.
  pages['/internal/directory'] = {
    body: documentHtml(c, '/internal/directory', 'Directory', `<main><h1>Interne Liste</h1>${card({ name: 'Emre Aksoy', title: 'Senior Software Engineer', email: 'eaksoy@kranich-analytics.test' })}</main>`),
  };
  return [
    {
      host: c.domain,
      robotsTxt: robots(c, ['/internal/']),
      sitemapXml: sitemap(c, ['/', '/about', '/press', '/careers', '/contact', '/imprint']),
      pages,
      ...stackHeaders(c),
    },
  ];
}

const SAKURA: Company = {
  domain: 'sakura-biolabs.test',
  name: 'Sakura BioLabs',
  legalName: 'Sakura BioLabs K.K.',
  description: 'Sakura BioLabs develops allogeneic cell therapies for autoimmune diseases and runs its own GMP manufacturing site in Osaka.',
  street: '2-3-18 Nakanoshima, Kita-ku',
  subPremise: '14F',
  city: 'Osaka',
  postalCode: '530-0005',
  region: 'Osaka',
  country: 'Japan',
  countryCode: 'JP',
  phone: '+81 6 6200 4100',
  email: 'info@sakura-biolabs.test',
  logo: 'http://sakura-biolabs.test/logo.png',
  employees: 640,
  founded: 2006,
  lang: 'en',
  sameAs: ['https://www.facebook.com/sakurabiolabs', 'https://twitter.com/sakurabiolabs', 'https://www.linkedin.com/company/sakura-biolabs', 'https://www.crunchbase.com/organization/sakura-biolabs'],
  jsonLd: 'graph',
  // tech: microsoft-365 (MX), wordpress, akamai, google-analytics, onetrust.
  stack: {
    head: [...wordpress('sakura-bio'), oneTrust('0190b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b'), universalAnalytics],
    headers: akamaiHeaders,
  },
};

function sakura(): SandboxSite[] {
  const c = SAKURA;
  const tanaka: Person = { name: 'Yuki Tanaka', title: 'President & Chief Executive Officer', email: 'tanaka.yuki@sakura-biolabs.test' };
  const pages = buildPages(c, {
    '/': home(c, `<p>${mailto(c.email)}</p>${contactBlock(c)}`),
    '/about': { title: 'About', body: `<h1>About Sakura BioLabs</h1><p>Media enquiries: ${mailto('press@sakura-biolabs.test')}</p>` },
    '/about/leadership': { title: 'Leadership', body: `<h1>Leadership</h1>${card({ name: 'Ren Kobayashi', title: 'Legal Counsel, IP & Licensing', email: 'kobayashi.ren@sakura-biolabs.test' })}` },
    '/team': { title: 'Team', body: `<h1>Our team</h1><div class="team">${card(tanaka)}</div>` },
    '/careers': {
      title: 'Careers',
      body: `<h1>Careers</h1>${card(tanaka)}${card({ name: 'Mei Nakamura', title: 'Communications Officer', email: 'nakamura.mei@sakura-biolabs.test', phone: '+81 6 6200 4123' })}`,
    },
    '/imprint': { title: 'Corporate information', body: `<h1>Corporate information</h1>${addressLines(c)}<p>Clinical enquiries: Haruka Satō, Clinical Research Nurse, ${mailto('sato.haruka@sakura-biolabs.test')}</p>` },
  });
  return [{ host: c.domain, robotsTxt: robots(c, []), sitemapXml: sitemap(c, ['/', '/about', '/team', '/careers']), pages, ...stackHeaders(c) }, alias('sakura-bio.test', c)];
}

const HARBOR: Company = {
  domain: 'harbor-lane-goods.test',
  name: 'Harbor Lane Goods',
  legalName: 'Harbor Lane Goods, Inc.',
  description: 'Harbor Lane Goods sells handmade ceramics, linens and kitchenware from Pacific Northwest makers, online and from a flagship store in Portland.',
  street: '1120 NW Couch St',
  subPremise: 'Suite 200',
  city: 'Portland',
  postalCode: '97209',
  region: 'Oregon',
  country: 'United States',
  countryCode: 'US',
  phone: '+1 503 555 0142',
  email: 'hello@harbor-lane-goods.test',
  logo: 'http://harbor-lane-goods.test/logo.png',
  employees: 18,
  founded: 2017,
  lang: 'en',
  sameAs: ['https://www.facebook.com/harborlanegoods', 'https://twitter.com/harborlanegoods', 'https://www.linkedin.com/company/harbor-lane-goods', 'https://www.crunchbase.com/organization/harbor-lane-goods'],
  jsonLd: 'graph',
  // tech: google-workspace (MX), shopify, klaviyo, google-analytics, google-tag-manager, zendesk, hotjar.
  stack: {
    head: [
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-HLG7Q2X9ZP"></script>',
      "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-HLG7Q2X9ZP');</script>",
      '<script src="https://cdn.shopify.com/s/files/1/0612/3456/7890/t/3/assets/theme.js?v=1712345678" defer></script>',
      '<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=HbLg42"></script>',
      '<script async src="https://static.hotjar.com/c/hotjar-3456789.js?sv=6"></script>',
    ],
    body: ['<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=5b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e"></script>'],
    headers: { 'X-ShopId': '61234567890', 'X-Shopify-Stage': 'production' },
  },
};

function harbor(): SandboxSite[] {
  const c = HARBOR;
  const lucia: Person = { name: 'Lucía Fernández', title: 'E-commerce Marketing Manager', email: 'lucia@harbor-lane-goods.test' };
  const pages = buildPages(c, {
    '/': home(c, `<p>Say ${mailto('hello@harbor-lane-goods.test')} &middot; Orders: ${mailto('support@harbor-lane-goods.test')}</p>${contactBlock(c)}`),
    '/about/leadership': { title: 'Leadership', body: `<h1>Leadership</h1>${card(lucia)}` },
    '/team': { title: 'Team', body: `<h1>The crew</h1><div class="team">${card({ name: 'Tom Nguyen', title: 'Customer Support Specialist', email: 'tom@harbor-lane-goods.test' })}</div>` },
    '/press': { title: 'Press', body: `<h1>Press</h1><p>Press contact:</p>${card(lucia)}` },
    '/blog/news': { title: 'News', body: `<h1>News</h1><article><p>A note from our founder, Megan Callahan (Founder &amp; CEO): ${mailto('megan@harbor-lane-goods.test')}</p></article>` },
    '/imprint': {
      title: 'Legal',
      body: `<h1>Legal</h1>${addressLines(c)}${card({ name: 'DeShawn Brooks', title: 'Operations & Fulfillment Lead', email: 'deshawn@harbor-lane-goods.test' })}${card({ name: 'Priya Shah', title: 'Junior Designer', email: 'priya@harbor-lane-goods.test' })}`,
    },
  });
  return [{ host: c.domain, robotsTxt: robots(c, ['/cart', '/checkout']), sitemapXml: sitemap(c, ['/', '/team', '/press', '/blog/news']), pages, ...stackHeaders(c) }, alias('harborlane.test', c)];
}

const TIDEWATER: Company = {
  domain: 'tidewater-capital.test',
  name: 'Tidewater Capital Partners',
  legalName: 'Tidewater Capital Partners, L.P.',
  description: 'Tidewater Capital Partners is a lower-middle-market private equity firm investing in founder-led consumer and retail brands in North America.',
  street: '88 Summer Street',
  subPremise: 'Floor 9',
  city: 'Boston',
  postalCode: '02110',
  region: 'Massachusetts',
  country: 'United States',
  countryCode: 'US',
  phone: '+1 617 555 0190',
  email: 'info@tidewater-capital.test',
  logo: 'http://tidewater-capital.test/logo.png',
  employees: 9,
  founded: 2009,
  lang: 'en',
  sameAs: ['https://www.linkedin.com/company/tidewater-capital-partners', 'https://www.crunchbase.com/organization/tidewater-capital-partners'],
  jsonLd: 'flat',
  // tech: microsoft-365 (MX), wordpress, cloudflare, docusign.
  stack: { head: wordpress('tidewater'), headers: cloudflareHeaders('8a1f2c3d4e5b6a7d-BOS') },
};

/** The fixed "random" key of tidewater-capital.test's Cloudflare obfuscation. */
export const TIDEWATER_CF_KEY = 0x5a;

function tidewater(): SandboxSite[] {
  const c = TIDEWATER;
  const k = TIDEWATER_CF_KEY;
  const cf = (email: string) => cfLink(email, k);
  const pages = buildPages(c, {
    '/': home(c, `<p>${cf(c.email)}</p>${contactBlock(c, cf(c.email))}<p>Portfolio: <a href="http://harbor-lane-goods.test/">Harbor Lane Goods</a></p>`),
    '/team': { title: 'Team', body: `<h1>Team</h1><div class="team">${card({ name: 'Wei Chen', title: 'Investment Analyst', email: 'wchen@tidewater-capital.test' }, cf)}</div>` },
    '/careers': {
      title: 'Careers',
      body: `<h1>Careers</h1>${card({ name: "Margaret O'Connell", title: 'Managing Partner', email: 'moconnell@tidewater-capital.test' }, cf)}${card({ name: 'Samuel Whitaker', title: 'Principal, Consumer', email: 'swhitaker@tidewater-capital.test' }, cf)}`,
    },
    '/contact': { title: 'Contact', body: `<h1>Contact</h1>${contactBlock(c, cfText(c.email, k))}` },
    '/imprint': {
      title: 'Disclosures',
      body: `<h1>Disclosures</h1>${addressLines(c)}${card({ name: 'Rebecca Goldstein', title: 'CFO & Chief Compliance Officer', email: 'rgoldstein@tidewater-capital.test', phone: '+1 617 555 0193' }, cf)}`,
    },
  });
  return [{ host: c.domain, robotsTxt: robots(c, ['/wp-admin/']), pages, ...stackHeaders(c) }];
}

const ASHGROVE: Company = {
  domain: 'ashgrove-consulting.test',
  name: 'Ashgrove Consulting',
  legalName: 'Ashgrove Consulting LLP',
  description: 'Ashgrove Consulting is a boutique management consultancy advising UK public-sector bodies and charities on operating models and procurement.',
  street: '14 Bedford Row',
  city: 'London',
  postalCode: 'WC1R 4BX',
  region: 'England',
  country: 'United Kingdom',
  countryCode: 'GB',
  phone: '+44 20 7946 0321',
  email: 'enquiries@ashgrove-consulting.test',
  logo: 'http://ashgrove-consulting.test/logo.png',
  employees: 85,
  founded: 2002,
  lang: 'en-GB',
  sameAs: ['https://twitter.com/ashgroveconsult', 'https://www.linkedin.com/company/ashgrove-consulting'],
  jsonLd: 'graph',
  // tech: drupal, apache, google-analytics, workable.
  stack: {
    head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', universalAnalytics],
    headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
  },
};

function ashgrove(): SandboxSite[] {
  const c = ASHGROVE;
  const pages = buildPages(c, {
    '/': home(c, contactBlock(c, obfuscated(c.email))),
    '/about/leadership': { title: 'Leadership', body: `<h1>Leadership</h1>${card({ name: 'Oliver Hartley', title: 'Senior Partner', email: 'oliverh@ashgrove-consulting.test' })}` },
    '/careers': { title: 'Careers', body: `<h1>Careers</h1><p>Questions about the graduate scheme? Ask Zoë Whitfield, Business Analyst: ${obfuscated('zoew@ashgrove-consulting.test')}</p>` },
    '/contact': {
      title: 'Contact',
      body: `<h1>Contact us</h1>${contactBlock(c, obfuscated(c.email))}<p>Recruitment: ${obfuscated('jobs@ashgrove-consulting.test')}</p>`,
    },
  });
  return [{ host: c.domain, robotsTxt: robots(c, []), sitemapXml: sitemap(c, ['/', '/about/leadership', '/careers', '/contact']), pages, ...stackHeaders(c) }, alias('ashgrove.test', c)];
}

const BRISA: Company = {
  domain: 'brisa-logistica.test',
  name: 'Brisa Logística',
  legalName: 'Brisa Logística Integral, S.L.',
  description: 'Brisa Logística is a freight forwarder and contract-logistics operator based at the Port of Valencia, specialising in refrigerated produce exports.',
  street: 'Carrer de Colón 22',
  subPremise: '4º',
  city: 'Valencia',
  postalCode: '46004',
  region: 'Comunidad Valenciana',
  country: 'Spain',
  countryCode: 'ES',
  phone: '+34 963 00 41 20',
  email: 'info@brisa-logistica.test',
  logo: 'http://brisa-logistica.test/logo.png',
  employees: 410,
  founded: 1998,
  lang: 'es',
  sameAs: ['https://www.facebook.com/brisalogistica', 'https://www.linkedin.com/company/brisa-logistica'],
  jsonLd: 'flat',
  // tech: wordpress, nginx, sap, google-analytics.
  stack: { head: [...wordpress('brisa'), universalAnalytics], headers: { Server: 'nginx' } },
};

function brisa(): SandboxSite[] {
  const c = BRISA;
  const alvaro: Person = { name: 'Álvaro Peña', title: 'Junior Logistics Analyst', email: 'alvaro_pena@brisa-logistica.test' };
  const nuria: Person = { name: 'Núria Castells', title: 'Operations Director', email: 'nuria_castells@brisa-logistica.test' };
  const pages = buildPages(c, {
    '/': home(c, contactBlock(c)),
    '/about': { title: 'Quiénes somos', body: `<h1>Quiénes somos</h1><p>Desde ${c.founded} en el Puerto de Valencia. ${mailto(c.email)}</p>${card(alvaro)}` },
    '/team': { title: 'Equipo', body: `<h1>Equipo</h1><div class="team">${card({ name: 'Carmen Ruiz', title: 'Especialista de Atención al Cliente', email: 'carmen_ruiz@brisa-logistica.test' })}</div>` },
    '/careers': { title: 'Empleo', body: `<h1>Trabaja con nosotros</h1>${card(nuria)}` },
    '/press': { title: 'Prensa', body: `<h1>Prensa</h1>${card(nuria)}<p>${mailto(c.email)}</p>` },
    '/blog/news': { title: 'Noticias', body: `<h1>Noticias</h1>${card(alvaro)}` },
    '/contact': { title: 'Contacto', body: `<h1>Contacto</h1>${contactBlock(c, mailto('sales@brisa-logistica.test'))}` },
  });
  return [{ host: c.domain, robotsTxt: robots(c, ['/wp-admin/']), sitemapXml: sitemap(c, ['/', '/about', '/team', '/careers', '/press', '/contact']), pages, ...stackHeaders(c) }];
}

const OLIVARO: Company = {
  domain: 'olivaro-foods.test',
  name: 'Olivaro',
  legalName: 'Olivaro Alimentari S.p.A.',
  description: 'Olivaro produces extra-virgin olive oil, preserved vegetables and pasta sauces, selling to supermarket chains in more than 30 countries.',
  street: "Via dell'Industria 45",
  city: 'Bologna',
  postalCode: '40138',
  region: 'Emilia-Romagna',
  country: 'Italy',
  countryCode: 'IT',
  phone: '+39 051 000 7700',
  email: 'info@olivaro-foods.test',
  logo: 'http://olivaro-foods.test/logo.png',
  employees: 5400,
  founded: 1961,
  lang: 'it',
  sameAs: ['https://www.facebook.com/olivarofoods', 'https://twitter.com/olivaro_it', 'https://www.linkedin.com/company/olivaro'],
  jsonLd: 'graph',
  // tech: microsoft-365 (MX), salesforce, sap, akamai, google-analytics, onetrust.
  stack: { head: [oneTrust('7e3a9c51-2b64-4d08-9f17-c0a8e5d3b296'), universalAnalytics], headers: akamaiHeaders },
};

function olivaro(): SandboxSite[] {
  const c = OLIVARO;
  const team = [
    { name: "Lorenzo D'Angelo", title: 'Head of Quality & Food Safety', email: 'l.dangelo@olivaro-foods.test' },
    { name: 'Chiara De Luca', title: 'HR Business Partner', email: 'c.deluca@olivaro-foods.test' },
  ];
  const pages = buildPages(c, {
    '/': home(c, `<p>Lavora con noi: ${mailto('jobs@olivaro-foods.test')}</p>${contactBlock(c)}`),
    '/about': { title: 'Chi siamo', body: `<h1>Chi siamo</h1><p>Dal ${c.founded} a Bologna.</p>${contactBlock(c)}` },
    '/about/leadership': {
      title: 'Leadership',
      body: `<h1>Leadership</h1>${card({ name: 'Matteo Conti', title: 'Export Sales Manager, Americas', email: 'm.conti@olivaro-foods.test', phone: '+39 02 000 4410' })}`,
    },
    '/team': { title: 'Il team', body: `<h1>Il team</h1><div class="team">${team.map((p) => card(p)).join('')}</div>` },
    '/careers': { title: 'Lavora con noi', body: `<h1>Lavora con noi</h1>${team.map((p) => card(p)).join('')}` },
    '/press': {
      title: 'Press',
      body: `<h1>Press</h1>${card({ name: 'Giulia Bianchi', title: 'Amministratrice Delegata', email: 'g.bianchi@olivaro-foods.test' })}<p>Ufficio stampa: ${mailto('press@olivaro-foods.test')}</p>`,
    },
    '/imprint': { title: 'Note legali', body: `<h1>Note legali</h1>${addressLines(c)}<p>Tel. ${esc(c.phone)}</p><p>${mailto('jobs@olivaro-foods.test')}</p>` },
  });
  return [{ host: c.domain, robotsTxt: robots(c, []), sitemapXml: sitemap(c, ['/', '/about', '/team', '/press', '/imprint']), pages, ...stackHeaders(c) }, alias('olivaro.test', c)];
}

/**
 * A company the example index does not know: crawling its site is how the service learns it (its
 * profile, four addresses and their {first} pattern). Its studio manager is named on the site
 * without an address; her mailbox exists (FERNHILL_MAILBOXES), so the email finder can confirm the
 * address the learned pattern gives over SMTP.
 */
const FERNHILL: Company = {
  domain: 'fernhill-studio.test',
  name: 'Fernhill Studio',
  legalName: 'Fernhill Studio Ltd',
  description: 'Fernhill Studio is a small brand and packaging design studio in Bristol working with food and drink makers.',
  street: '3 Wapping Road',
  city: 'Bristol',
  postalCode: 'BS1 4RW',
  region: 'England',
  country: 'United Kingdom',
  countryCode: 'GB',
  phone: '+44 117 496 0555',
  email: 'hello@fernhill-studio.test',
  employees: 7,
  founded: 2017,
  lang: 'en-GB',
  sameAs: ['https://www.instagram.com/fernhillstudio', 'https://www.linkedin.com/company/fernhill-studio'],
  jsonLd: 'flat',
  // tech: wordpress, google-analytics.
  stack: { head: [...wordpress('fernhill'), universalAnalytics] },
};

/** The mailboxes of fernhill-studio.test's mail server (the sandbox world's mail side). */
export const FERNHILL_MAILBOXES = ['hello', 'tom', 'maya', 'oscar', 'priya'];

function fernhill(): SandboxSite[] {
  const c = FERNHILL;
  const pages = buildPages(c, {
    '/': home(c, `<p>Say hello: ${mailto(c.email)}</p>${contactBlock(c)}`),
    '/team': {
      title: 'Studio',
      body: `<h1>The studio</h1><div class="team">${card({ name: 'Tom Ashby', title: 'Founder & Creative Director', email: 'tom@fernhill-studio.test' })}${card({ name: 'Maya Okafor', title: 'Senior Designer', email: 'maya@fernhill-studio.test' })}${card({ name: 'Oscar Lindqvist', title: 'Packaging Designer', email: 'oscar@fernhill-studio.test' })}</div><p>Priya Raman, our Studio Manager, keeps the projects on time.</p>`,
    },
    '/contact': { title: 'Contact', body: `<h1>Contact</h1>${contactBlock(c)}` },
  });
  return [{ host: c.domain, robotsTxt: robots(c, ['/wp-admin/']), sitemapXml: sitemap(c, ['/', '/team', '/contact']), pages, ...stackHeaders(c) }];
}

/**
 * The sandbox's websites; a new array of new objects on each call, so a test may change one
 * (shorten slowMs) without touching anyone else's.
 */
export function buildSandboxSites(): SandboxSite[] {
  return [...northwind(), ...kranich(), ...sakura(), ...harbor(), ...tidewater(), ...ashgrove(), ...brisa(), ...olivaro(), ...fernhill()];
}

/** The hosts of the nine company websites (alias domains, which only redirect, left out). */
export function companySiteHosts(): string[] {
  return buildSandboxSites()
    .filter((site) => !site.redirectTo)
    .map((site) => site.host);
}
