/**
 * Braamfontein Community Law Clinic: a non-profit legal-aid clinic in Johannesburg, on Wix. "Our
 * Attorneys" lists the legal team as "Name, Title" lines (an advocate styled "Adv.", an attorney
 * with "LLB"); the help page names the intake officer and paralegal coordinator in sentences and
 * states the address scheme; a news post credits a photographer beside the media mailbox and
 * names the outreach officer. Traps: the Legal Aid South Africa address, a form placeholder and
 * the staff portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'braamlawclinic.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `firstname.lastname@${HOST}`;

const MENU: [string, string][] = [['/get-help', 'Get Legal Help'], ['/our-attorneys', 'Our Attorneys'], ['/blog', 'News'], ['/contact', 'Contact']];

let comp = 0;
const rich = (html: string): string => `<div id="comp-lx${(9041 + comp++ * 53).toString(36)}" class="wixui-rich-text" data-testid="richTextElement"><div class="wixui-rich-text__text">${html}</div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Braamfontein Community Law Clinic',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>', '<meta http-equiv="X-Wix-Meta-Site-Id" content="3c8f1a2b-7d6e-4f50-9b1c-2a3d4e5f6a7b">'],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/3c8f1a_7be2d4c0a1b94f3e8d5c6b7a8f9e0d1c~mv2.png/v1/fill/w_160,h_64/bclc-logo.png" alt="BCLC"></a>` +
    `<nav aria-label="Site" class="wixui-horizontal-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer">` +
    rich(`<p>Braamfontein Community Law Clinic NPC · Reg. 2011/004417/08 · NPO 092-118 · 3rd Floor, 44 Stiemens Street, Braamfontein, Johannesburg 2001</p><p>${tel('011 555 0164')} · ${mailto(`help@${HOST}`)} · <a href="/staff-portal">Staff portal</a></p>`) +
    `</footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-ZA' });

type Lawyer = { line: string; name: string; title: string; local: string; cases: CaseKind[] };
const TEAM: Lawyer[] = [
  { line: 'Adv. Thandiwe Mokoena', name: 'Thandiwe Mokoena', title: 'Director', local: 'thandiwe.mokoena', cases: ['honorific'] },
  { line: 'Pieter Botha', name: 'Pieter Botha', title: 'Supervising Attorney: Labour and Employment', local: 'pieter.botha', cases: [] },
  { line: 'Sipho Ndlovu LLB', name: 'Sipho Ndlovu', title: 'Attorney, Housing & Evictions Unit', local: 'sipho.ndlovu', cases: ['post-nominal'] },
  { line: 'Lerato Khumalo', name: 'Lerato Khumalo', title: 'Candidate Attorney', local: 'lerato.khumalo', cases: [] },
];

export function braamLawClinic(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', main: rich(`<h1>Free legal help for people who can’t afford a lawyer.</h1><p>Evictions, unfair dismissals, maintenance, Home Affairs documents: our attorneys and paralegals see walk-in clients every weekday morning.</p><p><a href="/get-help">How to get help</a></p>`) });
  pages['/get-help'] = page({
    path: '/get-help',
    title: 'Get Legal Help',
    main:
      rich(
        `<h1>Get Legal Help</h1><p>Walk-in consultations run Monday to Friday, 08:30 to 12:00. Bring your ID and every document you have about your problem (letters, contracts, court papers).</p>` +
          `<p>If you cannot come in, our Intake Officer, Zanele Dube, will arrange a telephone consultation: email her on ${mailto(`zanele.dube@${HOST}`)}. Community organisations wanting paralegal training should speak to Fatima Patel, who coordinates our paralegal programme as Paralegal Coordinator (${mailto(`fatima.patel@${HOST}`)}).</p>` +
          `<p>All staff can be reached at ${esc(SCHEME)}. For criminal matters, please contact Legal Aid South Africa (info@legalaid-example.co.za).</p>`,
      ) + `<form class="wixui-form"><input type="email" name="email" placeholder="name@domain.com"><button type="submit">Request a call-back</button></form>`,
  });
  pages['/our-attorneys'] = page({
    path: '/our-attorneys',
    title: 'Our Attorneys',
    main: rich(`<h1>Our Attorneys</h1><p>All our attorneys are admitted to practise by the High Court and work full-time for the clinic.</p>` + TEAM.map((t) => `<p>${esc(t.line)}, ${esc(t.title)}, ${mailto(`${t.local}@${HOST}`)}</p>`).join('')),
  });
  pages['/blog'] = page({ path: '/blog', title: 'News', main: rich(`<h1>News</h1><ul><li><a href="/post/evictions-workshop-soweto">Know your rights: evictions workshop in Soweto</a></li></ul>`) });
  pages['/post/evictions-workshop-soweto'] = page({
    path: '/post/evictions-workshop-soweto',
    title: 'Know your rights: evictions workshop in Soweto',
    main: rich(
      `<h1>Know your rights: evictions workshop in Soweto</h1><p>More than 200 residents of Orlando East joined us on Saturday to learn what the PIE Act says about evictions. Thank you to Kagiso Molefe, Community Outreach Officer (${mailto(`kagiso.molefe@${HOST}`)}), who organised the day with the ward committee.</p>` +
        `<p><em>Photos: Bongani Sithole.</em> Journalists wishing to use them may write to ${mailto(`media@${HOST}`)}.</p>`,
    ),
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: rich(`<h1>Contact</h1><p>General enquiries: ${mailto(`help@${HOST}`)}</p><p>Office hours: Monday to Friday, 08:00–16:30.</p>`) });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff portal', main: rich(`<h1>Staff portal</h1><p>Case-management help desk: ${mailto(`itsupport@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /staff-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/get-help', '/our-attorneys', '/blog', '/post/evictions-workshop-soweto', '/contact'], '2025-08-18'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1723981234.5678901234567' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en'],
      addresses: [
        { address: `help@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/post/evictions-workshop-soweto'], cases: ['role', 'neighbour', 'plain'] },
        ...TEAM.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/our-attorneys'], cases: ['name-title-line', 'plain', 'link-english-unlisted', ...t.cases] as CaseKind[] })),
        { address: `zanele.dube@${HOST}`, name: 'Zanele Dube', title: 'Intake Officer', pages: ['/get-help'], cases: ['prose', 'plain'] },
        { address: `fatima.patel@${HOST}`, name: 'Fatima Patel', title: 'Paralegal Coordinator', pages: ['/get-help'], cases: ['prose', 'plain'] },
        { address: `kagiso.molefe@${HOST}`, name: 'Kagiso Molefe', title: 'Community Outreach Officer', pages: ['/post/evictions-workshop-soweto'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/get-help', text: SCHEME },
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `itsupport@${HOST}`, kind: 'disallowed' },
        { text: 'info@legalaid-example.co.za', kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
