/**
 * Kelkar Joshi & Associates: a firm of chartered accountants in Pune, on Joomla 3 (Protostar),
 * in Indian English. Joomla's "Content - Email Cloaking" plugin turns every address in an article
 * into its span-and-script cloak: the partners' table ("CA Rohit Kelkar, B.Com., FCA"), the
 * managers under headings with "Mrs."/"Mr." and their memberships, and the careers article's
 * "Contact person:" line with a full postal address. The NRI taxation article switches cloaking
 * off and names the NRI desk's manager in a sentence; the contact page is a com_contact view with
 * schema.org microdata. The client upload area (disallowed) is the trap; the Bootstrap and jQuery
 * of the template carry no addresses.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'kelkar-joshi-ca.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/index.php/about-us/partners', 'Partners'],
  ['/index.php/about-us/our-team', 'Our Team'],
  ['/index.php/services/nri-taxation', 'NRI Taxation'],
  ['/index.php/careers', 'Careers'],
  ['/index.php/contact-us', 'Contact Us'],
];

/** 32 hex digits, as md5() gives Joomla its cloak ids (fixed here per address and page). */
function hex32(seed: string): string {
  let out = '';
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 32; round++) {
    for (const ch of `${seed}#${round}`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 32);
}

/** Joomla's convertEncoding: the vowels as decimal references. */
const vowels = (text: string): string => text.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JHtmlEmail::cloak as Joomla 3 writes it: the span, then the script that fills it. */
function cloak(address: string, seed: string): { html: string; script: string } {
  const id = hex32(`${address}|${seed}`);
  const [local = '', domain = ''] = vowels(address).split('@');
  const domainParts = domain.split('.').join(`' + '&#46;' + '`);
  const script =
    `<script type='text/javascript'>\n //<!--\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + '${domainParts}';\n var addy_text${id} = '${local}' + '&#64;' + '${domainParts}';\n` +
    ` document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n //-->\n </script>`;
  return { html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span>${script}`, script };
}

const theme: Theme = {
  host: HOST,
  siteName: 'Kelkar Joshi & Associates',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management" />',
    `<link href="${ORIGIN}/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />`,
    `<link href="${ORIGIN}/templates/protostar/css/template.css?8a1c2f5e4b7d9e3a6c0f1b2d4e5a7c9b" rel="stylesheet" />`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?8a1c2f5e4b7d9e3a6c0f1b2d4e5a7c9b"></script>`,
    `<script src="${ORIGIN}/media/jui/js/jquery-noconflict.js?8a1c2f5e4b7d9e3a6c0f1b2d4e5a7c9b"></script>`,
    `<script src="${ORIGIN}/media/jui/js/bootstrap.min.js?8a1c2f5e4b7d9e3a6c0f1b2d4e5a7c9b"></script>`,
    `<script src="${ORIGIN}/templates/protostar/js/template.js?8a1c2f5e4b7d9e3a6c0f1b2d4e5a7c9b"></script>`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-KJA4P2N7QX"></script>',
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container">` +
    `<header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo/kja-logo.png" alt="Kelkar Joshi &amp; Associates, Chartered Accountants" /></a>` +
    `<div class="header-search pull-right"><div class="custom"><p>${tel('+91 20 2543 1870')} | Mon–Sat 10:00–18:30</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span><span class="icon-bar"></span></a></div>` +
    `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid"><div id="content" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</div></div></div></div>` +
    `<footer class="footer" role="contentinfo"><div class="container"><hr /><div class="custom"><p><strong>Kelkar Joshi &amp; Associates</strong>, Chartered Accountants (FRN 118437W)<br />Office No. 402, Siddharth Towers, Karve Road, Kothrud, Pune – 411038<br />Tel: ${tel('+91 20 2543 1870')} | Email: ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/index.php/privacy-policy">Privacy Policy</a> | <a href="/index.php/client-area">Client Document Upload</a></p></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p><p>&copy; 2025 Kelkar Joshi &amp; Associates</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });

/** A com_content article view, as Protostar renders it. */
const article = (heading: string, body: string, category = 'About Us'): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB" />` +
  `<div class="page-header"><h2 itemprop="headline">${heading}</h2></div>` +
  `<dl class="article-info muted"><dt class="article-info-term">Details</dt><dd class="category-name">Category: <span itemprop="genre">${esc(category)}</span></dd></dl>` +
  `<div itemprop="articleBody">${body}</div></div>`;

type Person = { shown: string; name: string; title: string; local: string; postNominal: boolean; honorific: boolean };
const PARTNERS: Person[] = [
  { shown: 'CA Rohit Kelkar, B.Com., FCA', name: 'Rohit Kelkar', title: 'Founder & Managing Partner', local: 'rohit.kelkar', postNominal: true, honorific: true },
  { shown: 'CA Sunanda Joshi, FCA, DISA (ICAI)', name: 'Sunanda Joshi', title: 'Partner – Audit & Assurance', local: 'sunanda.joshi', postNominal: true, honorific: true },
  { shown: 'Dr. Anil Deshmukh, Ph.D., FCA', name: 'Anil Deshmukh', title: 'Partner – Direct Taxation & Litigation', local: 'anil.deshmukh', postNominal: true, honorific: true },
  { shown: 'CA Meghna Iyer, ACA, ACS', name: 'Meghna Iyer', title: 'Partner – GST & Indirect Taxes', local: 'meghna.iyer', postNominal: true, honorific: true },
];
const MANAGERS: (Person & { bio: string })[] = [
  {
    shown: 'Mrs. Vaishali Kulkarni, ACA',
    name: 'Vaishali Kulkarni',
    title: 'Senior Manager – Statutory & Bank Audits',
    local: 'vaishali.kulkarni',
    postNominal: true,
    honorific: true,
    bio: 'Vaishali has led concurrent and statutory branch audits for public sector banks for over eleven years and coordinates our audit teams across Pune and Satara.',
  },
  {
    shown: 'Mr. Sandeep Patil',
    name: 'Sandeep Patil',
    title: 'Manager – Company Law & Secretarial',
    local: 'sandeep.patil',
    postNominal: false,
    honorific: true,
    bio: 'Sandeep handles ROC filings, LLP and private company incorporations, and FEMA compliance for our start-up clients.',
  },
];
const PRIYANKA = `priyanka.shetty@${HOST}`;

export function kelkarJoshiCa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const scripts = new Map<string, string>();
  const cloaked = (address: string, pagePath: string): string => {
    const c = cloak(address, pagePath);
    if (!scripts.has(address)) scripts.set(address, c.script);
    return c.html;
  };

  pages['/'] = page({
    path: '/',
    title: 'Chartered Accountants in Pune',
    description: 'Kelkar Joshi & Associates, Chartered Accountants, Pune: audit and assurance, income tax, GST, company law and NRI taxation since 1996.',
    main:
      `<div class="moduletable"><div class="custom"><h1>Trusted advisors to Pune's businesses since 1996</h1><p>Kelkar Joshi &amp; Associates is a firm of Chartered Accountants registered with the Institute of Chartered Accountants of India (ICAI), with four partners and a team of forty professionals at our Kothrud office.</p></div></div>` +
      `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Due dates for the month of July</h2></div>` +
      `<p>ITR filing for individuals (non-audit cases) – 31st July. TDS return for Q1 (Form 24Q/26Q) – 31st July. GSTR-1 for June – 11th July. Please share your Form 16, AIS and capital gains statements with your engagement team at the earliest.</p></div></div></div>` +
      `<p><a href="/index.php/about-us/partners">Meet our partners</a> | <a href="/index.php/services/nri-taxation">NRI Taxation Desk</a> | <a href="/index.php/careers">Articleship openings</a></p>`,
  });

  pages['/index.php/about-us/partners'] = page({
    path: '/index.php/about-us/partners',
    title: 'Partners',
    main: article(
      'Partners',
      `<p>All our partners are Fellow or Associate members of the ICAI and hold certificates of practice. Appointments with partners are by prior email only.</p>` +
        `<table class="table table-bordered table-striped"><thead><tr><th>Partner</th><th>Designation</th><th>Email</th></tr></thead><tbody>` +
        PARTNERS.map((p) => `<tr><td><strong>${esc(p.shown)}</strong></td><td>${esc(p.title)}</td><td>${cloaked(`${p.local}@${HOST}`, '/partners')}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/index.php/about-us/our-team'] = page({
    path: '/index.php/about-us/our-team',
    title: 'Our Team',
    main: article(
      'Our Team',
      `<p>Our partners are supported by qualified managers, semi-qualified assistants and around twenty-five articled assistants.</p>` +
        MANAGERS.map(
          (m) =>
            `<div class="team-member"><img src="${ORIGIN}/images/team/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" width="160" height="160" style="float: left; margin-right: 15px;" />` +
            `<h3>${esc(m.shown)}</h3><p><em>${esc(m.title)}</em></p><p>${esc(m.bio)}</p><p>Email: ${cloaked(`${m.local}@${HOST}`, '/our-team')}</p><div class="clearfix"></div></div>`,
        ).join('<hr />'),
    ),
  });

  pages['/index.php/services/nri-taxation'] = page({
    path: '/index.php/services/nri-taxation',
    title: 'NRI Taxation',
    main: article(
      'NRI Taxation Desk',
      `<p>We assist Non-Resident Indians with residential status, income tax returns, DTAA relief, Form 15CA/15CB certification for remittances, lower TDS certificates on sale of property and repatriation under FEMA.</p>` +
        `<p>Our NRI Desk works with clients in the USA, the UK, the Gulf and Singapore over video call; NRI clients can write to Ankita Gokhale, Tax Manager (NRI Desk), at ${mailto(`ankita.gokhale@${HOST}`)} with their passport copy and the last two years' returns.</p>`,
      'Services',
    ),
  });

  pages['/index.php/careers'] = page({
    path: '/index.php/careers',
    title: 'Careers',
    main: article(
      'Careers – Articleship &amp; Semi-Qualified Assistants',
      `<p>We are looking for <strong>Articled Assistants</strong> (CA Intermediate – both groups cleared) and <strong>Semi-Qualified Assistants</strong> for statutory audit, tax audit and GST assignments. Stipend as per ICAI norms and above; exposure to bank audits and listed company audits.</p>` +
        `<p>Interested candidates may send their CV with Intermediate mark sheets, mentioning the post in the subject line.</p>` +
        `<p><strong>Contact person:</strong> Ms. Priyanka Shetty, HR Executive, Kelkar Joshi &amp; Associates, Office No. 402, Siddharth Towers, Karve Road, Kothrud, Pune – 411038, Ph: ${tel('+91 20 2543 1874')}, Email: ${cloaked(PRIYANKA, '/careers')}</p>`,
      'Careers',
    ),
  });

  pages['/index.php/contact-us'] = page({
    path: '/index.php/contact-us',
    title: 'Contact Us',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Nilesh Pawar</span></h2></div>` +
      `<dl class="contact-position dl-horizontal"><dd itemprop="jobTitle">Office Administrator</dd></dl>` +
      `<h3>Contact</h3><div class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">` +
      `<dt><span class="jicons-text">Address: </span></dt><dd><span class="contact-street" itemprop="streetAddress">Office No. 402, Siddharth Towers,<br />Karve Road, Kothrud</span></dd>` +
      `<dd><span class="contact-suburb" itemprop="addressLocality">Pune</span></dd><dd><span class="contact-state" itemprop="addressRegion">Maharashtra</span></dd><dd><span class="contact-postcode" itemprop="postalCode">411038</span></dd><dd><span class="contact-country" itemprop="addressCountry">India</span></dd></div>` +
      `<dl class="dl-horizontal"><dt><span class="jicons-text">Email: </span></dt><dd><span class="contact-emailto"><a href="mailto:nilesh.pawar@${HOST}" itemprop="email">nilesh.pawar@${HOST}</a></span></dd>` +
      `<dt><span class="jicons-text">Phone: </span></dt><dd><span class="contact-telephone" itemprop="telephone">+91 20 2543 1870</span></dd></dl>` +
      `<div class="contact-miscinfo"><p>For appointments, document pick-up and general queries please contact our Office Administrator. Office timings: Monday to Saturday, 10:00 am to 6:30 pm (closed on 2nd and 4th Saturdays).</p></div></div>`,
  });

  pages['/index.php/privacy-policy'] = page({
    path: '/index.php/privacy-policy',
    title: 'Privacy Policy',
    main: article('Privacy Policy', `<p>Information shared with us by clients is kept confidential in accordance with the Code of Ethics of the ICAI and the Digital Personal Data Protection Act, 2023.</p>`, 'Uncategorised'),
  });

  pages['/index.php/client-area'] = page({
    path: '/index.php/client-area',
    title: 'Client Document Upload',
    main: article('Client Document Upload', `<p>Please log in with the credentials sent to you. If you have not received them, write to ${mailto(`uploads@${HOST}`)}.</p>`, 'Clients'),
  });

  const enc = (address: string): EncodedAddress => ({ kind: 'script', text: scripts.get(address)! });
  const personCases = (p: Person, extra: CaseKind[]): CaseKind[] => [...extra, 'script-protect', ...(p.honorific ? (['honorific'] as CaseKind[]) : []), ...(p.postNominal ? (['post-nominal'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n` +
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/client-area\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/index.php/contact-us'], cases: ['role', 'plain'] },
        ...PARTNERS.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          titleAlternatives: p.local === 'rohit.kelkar' ? ['Managing Partner'] : ['Partner'],
          pages: ['/index.php/about-us/partners'],
          encoded: enc(`${p.local}@${HOST}`),
          cases: personCases(p, ['table']),
        })),
        ...MANAGERS.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/index.php/about-us/our-team'],
          encoded: enc(`${m.local}@${HOST}`),
          cases: personCases(m, ['card']),
        })),
        {
          address: PRIYANKA,
          name: 'Priyanka Shetty',
          title: 'HR Executive',
          pages: ['/index.php/careers'],
          encoded: enc(PRIYANKA),
          cases: ['label-line', 'honorific', 'script-protect'],
        },
        {
          address: `ankita.gokhale@${HOST}`,
          name: 'Ankita Gokhale',
          title: 'Tax Manager (NRI Desk)',
          titleAlternatives: ['Tax Manager'],
          pages: ['/index.php/services/nri-taxation'],
          cases: ['prose', 'plain', 'link-english-unlisted'],
        },
        { address: `nilesh.pawar@${HOST}`, name: 'Nilesh Pawar', title: 'Office Administrator', pages: ['/index.php/contact-us'], cases: ['microdata', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/index.php/client-area'],
      nonAddresses: [{ text: `uploads@${HOST}`, kind: 'disallowed' }],
    },
  };
}
