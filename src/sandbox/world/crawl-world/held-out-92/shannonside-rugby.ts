/**
 * Shannonside Rugby Academy: a youth rugby academy outside Limerick, on Joomla 4. "Coaching Team"
 * writes "Title: Name" lines, three of them with Joomla's e-mail cloak; the summer-camp news item
 * ends with a contact label line; the contact page gives the physio with his post-nominals and
 * keeps a departed coach's address in an HTML comment. The members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'shannonsiderugby.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [['/coaching-team', 'Coaching Team'], ['/programmes', 'Programmes'], ['/news', 'News'], ['/contact-us', 'Contact Us']];

const theme: Theme = {
  host: HOST,
  siteName: 'Shannonside Rugby Academy',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4b1c2e" rel="stylesheet">`],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/headers/sra-crest.png" alt="Shannonside Rugby Academy" width="140" height="140"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Shannonside Rugby Academy CLG · Clonlara Road, Co. Limerick V94 X2R7 · ${tel('061 555 0140')} · ${mailto(`academy@${HOST}`)}</p><p><a href="/members">Members’ Area</a> · <a href="/privacy">Privacy &amp; Cookies</a></p></div></div></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const item = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output. */
function cloak(id: string, local: string): { html: string; js: string } {
  const js =
    `document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'shannonsiderugby' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + 'shannonsiderugby' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n ${js}\n</script>`, js };
}

type Coach = { title: string; name: string; local: string; cloakId?: string };
const COACHES: Coach[] = [
  { title: 'Academy Director', name: 'Declan Moloney', local: 'dmoloney', cloakId: 'a7f3e21c09' },
  { title: 'Head of Strength & Conditioning', name: 'Aoife Ryan', local: 'aryan', cloakId: 'b58d04e6aa' },
  { title: 'Forwards Coach (U16 & U18)', name: 'Cian Hayes', local: 'chayes', cloakId: 'c31b9f7d42' },
  { title: 'Backs Coach', name: 'Niamh Brennan', local: 'nbrennan' },
  { title: 'Head of Player Welfare & Education', name: 'Padraig Kiely', local: 'pkiely' },
  { title: 'Children’s Officer', name: 'Ruth Considine', local: 'rconsidine' },
];

export function shannonsideRugby(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map(COACHES.filter((c) => c.cloakId).map((c) => [c.local, cloak(c.cloakId!, c.local)]));
  pages['/'] = page({ path: '/', title: 'Home', main: item(`<h1>Player first, always.</h1><p>We coach boys and girls from U12 to U18 across Limerick and Clare, with pathways into the Munster sub-academy. <a href="/news/summer-camp-2025">Summer camp 2025 – booking now open</a></p>`) });
  pages['/coaching-team'] = page({
    path: '/coaching-team',
    title: 'Coaching Team',
    main: item(
      `<h1>Coaching Team</h1><p>All of our coaches hold IRFU coaching badges and are Garda vetted.</p>` +
        COACHES.map((c) => `<p><strong>${esc(c.title)}:</strong> ${esc(c.name)}, ${cloaks.has(c.local) ? cloaks.get(c.local)!.html : mailto(`${c.local}@${HOST}`)}</p>`).join('\n'),
    ),
  });
  pages['/programmes'] = page({ path: '/programmes', title: 'Programmes', main: item(`<h1>Programmes</h1><ul><li>Mini-Academy (U12–U14): Saturday mornings</li><li>Development Squad (U15–U16): Tuesday and Thursday evenings</li><li>Performance Squad (U17–U18): by invitation</li></ul>`) });
  pages['/news'] = page({ path: '/news', title: 'News', main: item(`<h1>News</h1><ul><li><a href="/news/summer-camp-2025">Summer Camp 2025: dates announced</a></li></ul>`) });
  pages['/news/summer-camp-2025'] = page({
    path: '/news/summer-camp-2025',
    title: 'Summer Camp 2025: dates announced',
    main: item(
      `<h1>Summer Camp 2025: dates announced</h1><p>Our five-day non-contact camp returns from 7 to 11 July at the Clonlara pitches. €95 per child, €80 for siblings, lunch included.</p>` +
        `<p>Camp enquiries: Sorcha Quinlan, Camp Co-ordinator, ${tel('087 555 0192')}, ${mailto(`squinlan@${HOST}`)}</p>`,
    ),
  });
  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: item(
      `<h1>Contact Us</h1><p>Office: ${mailto(`academy@${HOST}`)} (Monday to Thursday, 10am–2pm)</p>` +
        `<p>Injury clinics are run on Monday evenings by Gary Walsh MISCP, Chartered Physiotherapist, ${mailto(`gwalsh@${HOST}`)}</p>` +
        `<!-- Tom Coffey left in June – keep for reference: tcoffey@${HOST} -->`,
    ),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy & Cookies', main: item(`<h1>Privacy &amp; Cookies</h1><p>Player records are kept in line with the IRFU data policy.</p>`) });
  pages['/members'] = page({ path: '/members', title: 'Members’ Area', main: item(`<h1>Members’ Area</h1><p>Fixture lists and team sheets. Password help: ${mailto(`registrations@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members\n`,
      sitemapXml: urlset(HOST, ['/', '/coaching-team', '/programmes', '/news', '/news/summer-camp-2025', '/contact-us', '/privacy'], '2025-04-30'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'Joomla!' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en'],
      addresses: [
        { address: `academy@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        ...COACHES.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/coaching-team'],
          ...(cloaks.has(c.local) ? { encoded: { kind: 'script' as const, text: cloaks.get(c.local)!.js } } : {}),
          cases: ['title-name-line', cloaks.has(c.local) ? 'script-protect' : 'plain'] as CaseKind[],
        })),
        { address: `squinlan@${HOST}`, name: 'Sorcha Quinlan', title: 'Camp Co-ordinator', pages: ['/news/summer-camp-2025'], cases: ['label-line', 'plain'] },
        { address: `gwalsh@${HOST}`, name: 'Gary Walsh', title: 'Chartered Physiotherapist', pages: ['/contact-us'], cases: ['prose', 'post-nominal', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: `tcoffey@${HOST}`, kind: 'comment' },
        { text: `registrations@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
