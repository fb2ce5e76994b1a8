/**
 * Lindqvists Bokbinderi: a hand bookbindery in Uppsala (rebinding, conservation, gold tooling,
 * courses), Swedish only, a small Wix-like site whose robots.txt names a sitemap at a path of its
 * own listing the courses page no menu links. First-dot-last addresses. The binders as RDFa cards,
 * the bookkeeper as a "Namn, titel, adress" line, the library projects in prose two links deep,
 * the course leader as "Titel: Namn", the orders desk reversed by a script, a paper supplier's
 * address, a commented-out address and a customer archive robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bokbinderi-lindqvist.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-oss', 'Om oss'],
  ['/medarbetare', 'Medarbetare'],
  ['/tjanster', 'Tjänster'],
  ['/kontakt', 'Kontakt'],
];

const ORDER_REVERSED = reversed('order@bokbinderi-lindqvist.test');
const ORDER_SCRIPT = `var o = '${ORDER_REVERSED}'.split('').reverse().join(''); document.getElementById('order-mail').innerHTML = '<a href="mailto:' + o + '">' + o + '<\\/a>';`;

const theme: Theme = {
  host: HOST,
  siteName: 'Lindqvists Bokbinderi',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<link rel="stylesheet" href="/_static/css/site.5f2c1a.css">'],
  header: (p) =>
    `<header class="hdr"><div class="hdr-inner"><a href="/" class="hdr-logo">Lindqvists Bokbinderi<span>sedan 1958</span></a>` +
    `<ul class="hdr-menu">${MENU.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="ftr"><div>Lindqvists Bokbinderi AB · Svartbäcksgatan 31, 753 32 Uppsala · ${tel('018-12 40 77')}</div>` +
    `<div><a href="/integritetspolicy">Integritetspolicy</a> · <a href="/kundarkiv">Kundarkiv (inloggning)</a></div>` +
    `<!-- gammal adress, ta bort efter flytten: verkstan@bokbinderi-lindqvist.test --></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const BINDERS: { name: string; title: string; address: string }[] = [
  { name: 'Karin Lindqvist', title: 'Bokbindarmästare och VD', address: 'karin.lindqvist@bokbinderi-lindqvist.test' },
  { name: 'Olof Berglund', title: 'Gesäll i bokbinderi', address: 'olof.berglund@bokbinderi-lindqvist.test' },
  { name: 'Sara Nyström', title: 'Pappers- och bokkonservator', address: 'sara.nystrom@bokbinderi-lindqvist.test' },
  { name: 'Ahmed Karimi', title: 'Förgyllare', address: 'ahmed.karimi@bokbinderi-lindqvist.test' },
  { name: 'Linnea Holm', title: 'Lärling', address: 'linnea.holm@bokbinderi-lindqvist.test' },
];

export function bokbinderiLindqvist(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Handbokbinderi i Uppsala',
    lang: 'sv',
    main:
      `<section class="intro"><h1>Handbokbinderi i Uppsala</h1><p>Vi binder in avhandlingar, lagar slitna psalmböcker, gör gästböcker och lådor på beställning och konserverar arkivmaterial åt bibliotek och församlingar.</p>` +
      `<p><a href="/kontakt" class="button">Begär offert</a></p></section>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    main:
      `<h1>Om oss</h1><p>Bokbinderiet grundades 1958 av Gösta Lindqvist i en källarlokal vid Svartbäcken. I dag är vi sex personer och arbetar fortfarande med limpress, falsben och guldkrus.</p>` +
      `<p>Läs mer om vårt arbete för <a href="/om-oss/bibliotek-och-arkiv">bibliotek och arkiv</a>.</p>`,
  });

  pages['/om-oss/bibliotek-och-arkiv'] = page({
    path: '/om-oss/bibliotek-och-arkiv',
    title: 'Bibliotek och arkiv',
    lang: 'sv',
    main:
      `<h1>Bibliotek och arkiv</h1><p>Sedan 1998 binder vi om och konserverar böcker åt universitetsbiblioteket, landsarkivet och flera stiftsbibliotek.</p>` +
      `<p>De uppdragen samordnas av vår projektledare Per Engström, som gärna tar emot förfrågningar om större volymer på ${mailto('per.engstrom@bokbinderi-lindqvist.test')}.</p>`,
  });

  pages['/medarbetare'] = page({
    path: '/medarbetare',
    title: 'Medarbetare',
    lang: 'sv',
    main:
      `<h1>Medarbetare</h1>\n<div class="staff" vocab="https://schema.org/">\n` +
      BINDERS.map(
        (b) =>
          `<div class="staff-card" typeof="Person"><img src="/_media/staff/${b.address.slice(0, b.address.indexOf('@'))}.jpg" alt=""><h2 property="name">${esc(b.name)}</h2>` +
          `<p property="jobTitle">${esc(b.title)}</p><a property="email" href="mailto:${b.address}">${b.address}</a></div>`,
      ).join('\n') +
      `\n</div>`,
  });

  pages['/tjanster'] = page({
    path: '/tjanster',
    title: 'Tjänster',
    lang: 'sv',
    main:
      `<h1>Tjänster</h1><ul><li>Inbindning av avhandlingar och examensarbeten</li><li>Renovering av böcker och biblar</li><li>Konservering av papper och pergament</li><li>Guldtryck och förgyllning</li><li>Askar, lådor och portföljer</li></ul>` +
      `<p>Vi använder papper och skinn från Harmatan Leather och Papperix Nordic (${mailto('kundtjanst@papperix-nordic.test')}).</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main:
      `<h1>Kontakt</h1><p>Svartbäcksgatan 31, Uppsala. Verkstaden är öppen tisdag–fredag 10–17.</p>` +
      `<p>Allmänna frågor: ${mailto('info@bokbinderi-lindqvist.test')}</p>` +
      `<p>Beställningar och offerter: <span id="order-mail">aktivera JavaScript</span><script>${ORDER_SCRIPT}</script></p>` +
      `<p>Maria Åkesson, ekonomiansvarig, ${mailto('maria.akesson@bokbinderi-lindqvist.test')}</p>`,
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    lang: 'sv',
    main: `<h1>Integritetspolicy</h1><p>Lindqvists Bokbinderi AB är personuppgiftsansvarig. Frågor om dina uppgifter skickar du till ${mailto('info@bokbinderi-lindqvist.test')}.</p>`,
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser i bokbinderi',
    lang: 'sv',
    main:
      `<h1>Kurser i bokbinderi</h1><p>Helgkurser för nybörjare: japansk bindning, koptisk bindning och halvfranskt band. Max sex deltagare, allt material ingår.</p>` +
      `<p>Kursansvarig: Eva Sundberg, ${mailto('eva.sundberg@bokbinderi-lindqvist.test')}</p>`,
  });

  pages['/kundarkiv'] = page({
    path: '/kundarkiv',
    title: 'Kundarkiv',
    lang: 'sv',
    main: `<h1>Kundarkiv</h1><p>Logga in för att se dina beställningar. Problem med inloggningen? Skriv till ${mailto('kundarkiv@bokbinderi-lindqvist.test')}.</p>`,
  });

  pages['/_sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/om-oss', '/om-oss/bibliotek-och-arkiv', '/medarbetare', '/tjanster', '/kontakt', '/kurser'], '2025-02-11'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundarkiv\nDisallow: /_api/\n\nSitemap: ${ORIGIN}/_sitemaps/pages.xml\n`,
      pages,
      headers: { Server: 'Pepyaka/1.19.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['sv'],
      addresses: [
        ...BINDERS.map((b) => ({ address: b.address, name: b.name, title: b.title, pages: ['/medarbetare'], cases: ['rdfa', 'card', 'plain', ln] as CaseKind[] })),
        { address: 'per.engstrom@bokbinderi-lindqvist.test', name: 'Per Engström', title: 'projektledare', pages: ['/om-oss/bibliotek-och-arkiv'], cases: ['prose', 'deep-page', 'plain', ln] },
        { address: 'maria.akesson@bokbinderi-lindqvist.test', name: 'Maria Åkesson', title: 'ekonomiansvarig', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: 'eva.sundberg@bokbinderi-lindqvist.test', name: 'Eva Sundberg', title: 'Kursansvarig', pages: ['/kurser'], cases: ['title-name-line', 'sitemap-robots', 'plain'] },
        { address: 'info@bokbinderi-lindqvist.test', name: null, title: null, pages: ['/kontakt', '/integritetspolicy'], cases: ['role', 'plain', ln] },
        {
          address: 'order@bokbinderi-lindqvist.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: ORDER_REVERSED },
          cases: ['role', 'script-reversed', ln],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundarkiv'],
      nonAddresses: [
        { text: 'verkstan@bokbinderi-lindqvist.test', kind: 'comment' },
        { text: 'kundarkiv@bokbinderi-lindqvist.test', kind: 'disallowed' },
        { text: 'kundtjanst@papperix-nordic.test', kind: 'other-company' },
      ],
    },
  };
}
