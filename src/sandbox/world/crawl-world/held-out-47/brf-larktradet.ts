/**
 * Bostadsrättsföreningen Lärkträdet 3: a housing cooperative in Västerås, on a small
 * association CMS, in Swedish. The board on "Styrelsen" as "Ordförande: Name" lines (the vice
 * chair's address put together by an inline script), the caretaker on the contact page as a
 * "Felanmälan: name, title, phone, address" line, the fault-report mailbox beside the
 * caretaker's name, and the nomination committee on a page only the sitemap that robots.txt
 * names lists. The outside property manager's address and the members' pages (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brf-larktradet3.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Brf Lärkträdet 3',
  head: ['<meta name="generator" content="Föreningshuset 4.2">', '<link rel="stylesheet" href="/static/css/forening.css?v=4.2.7">'],
  header: () =>
    `<div id="top"><a href="/" class="logo">Brf Lärkträdet 3</a><ul class="meny">` +
    [['/', 'Start'], ['/boende', 'Att bo hos oss'], ['/styrelsen', 'Styrelsen'], ['/dokument', 'Dokument'], ['/kontakt', 'Kontakt']].map(([h, l]) => `<li><a href="${h}">${esc(l!)}</a></li>`).join('') +
    `<li class="login"><a href="/medlemssidor">Logga in</a></li></ul></div>`,
  footer: () => `<div id="sidfot"><p>Bostadsrättsföreningen Lärkträdet 3 · Org.nr 778812-4410 · Lärkgatan 14–22, 722 19 Västerås</p><p><a href="/integritet">Integritetspolicy</a></p></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const box = (html: string): string => `<div class="innehall">${html}</div>`;

const PER_SCRIPT = `<script>var u = 'per.lindqvist'; var d = 'brf-larktradet3' + '.test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;

export function brfLarktradet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Välkommen',
    main: box(
      `<h1>Välkommen till Brf Lärkträdet 3</h1><p>Föreningen äger fem hus med 84 lägenheter på Lärkgatan i Västerås, byggda 1962 och stambytta 2019.</p>` +
        `<h2>Aktuellt</h2><ul><li>Städdag lördag 26 april kl 10–13 – vi bjuder på korv.</li><li>Ny avgift från 1 januari: +3 %.</li></ul>`,
    ),
  });

  pages['/boende'] = page({
    path: '/boende',
    title: 'Att bo hos oss',
    main: box(`<h1>Att bo hos oss</h1><p>Tvättstugan bokas på tavlan i entrén. Grovsoprummet är öppet första helgen varje månad. Andrahandsuthyrning kräver styrelsens godkännande.</p>`),
  });

  pages['/styrelsen'] = page({
    path: '/styrelsen',
    title: 'Styrelsen',
    main: box(
      `<h1>Styrelsen</h1><p>Styrelsen väljs på föreningsstämman och har möte första tisdagen varje månad. Frågor till hela styrelsen skickas till ${mailto(`styrelsen@${HOST}`)}.</p>` +
        `<p>Ordförande: Anna Berg, ${mailto(`anna.berg@${HOST}`)}<br>` +
        `Vice ordförande: Per Lindqvist, ${PER_SCRIPT}<br>` +
        `Kassör: Maria Sjöberg, ${mailto(`maria.sjoberg@${HOST}`)}<br>` +
        `Sekreterare: Johan Ek, ${mailto(`johan.ek@${HOST}`)}<br>` +
        `Ledamot: Fatima Haddad, ${mailto(`fatima.haddad@${HOST}`)}<br>` +
        `Suppleant: Oskar Nilsson</p>`,
    ),
  });

  pages['/dokument'] = page({ path: '/dokument', title: 'Dokument', main: box(`<h1>Dokument</h1><ul><li><a href="/filer/stadgar-2023.pdf">Stadgar (2023)</a></li><li><a href="/filer/arsredovisning-2024.pdf">Årsredovisning 2024</a></li><li><a href="/filer/trivselregler.pdf">Trivselregler</a></li></ul>`) });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: box(
      `<h1>Kontakt</h1>` +
        `<p><strong>Felanmälan:</strong> Kjell Åberg, vicevärd, ${tel('070-312 45 67')}, ${mailto(`kjell.aberg@${HOST}`)}</p>` +
        `<p>Kjell har jour vardagar 7–16. Akuta fel kvällar och helger (vattenläcka, stopp i avlopp) anmäls till ${tel('021-10 20 30')}. Icke akuta fel kan också mejlas till ${mailto(`felanmalan@${HOST}`)}.</p>` +
        `<p><strong>Ekonomisk förvaltning:</strong> Nordbo Fastighetsförvaltning AB sköter avgifter, andrahandsavgifter och pantsättningar, ${mailto('kundservice@nordbo-forvaltning.test')}, ${tel('021-44 55 00')}.</p>` +
        `<p><strong>Styrelsen:</strong> ${mailto(`styrelsen@${HOST}`)}</p>`,
    ),
  });

  pages['/styrelsen/valberedning'] = page({
    path: '/styrelsen/valberedning',
    title: 'Valberedningen',
    main: box(
      `<h1>Valberedningen</h1><p>Vill du engagera dig i styrelsen eller tipsa om någon? Valberedningen tar emot förslag fram till 15 mars.</p>` +
        `<p>Sammankallande: Lars Nyström, ${mailto(`lars.nystrom@${HOST}`)}<br>Ledamot: Eva Holm</p>`,
    ),
  });

  pages['/integritet'] = page({ path: '/integritet', title: 'Integritetspolicy', main: box(`<h1>Integritetspolicy</h1><p>Föreningen behandlar medlemmars personuppgifter enligt GDPR för att kunna förvalta lägenhetsförteckningen.</p>`) });

  pages['/medlemssidor'] = page({ path: '/medlemssidor', title: 'Medlemssidor', main: box(`<h1>Medlemssidor</h1><p>Protokoll och stämmohandlingar för medlemmar. Saknar du inloggning? Mejla ${mailto(`protokoll@${HOST}`)}.</p>`) });

  pages['/sitemaps/sv.xml'] = xmlPage(urlset(HOST, ['/', '/boende', '/styrelsen', '/styrelsen/valberedning', '/dokument', '/kontakt', '/integritet'], '2025-03-02'));

  const ln: CaseKind = 'link-non-english';
  const board = (local: string, name: string, title: string, extra: CaseKind[] = ['plain']) => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/styrelsen'],
    cases: ['title-name-line', ln, ...extra] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlemssidor\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemaps/sv.xml\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['sv'],
      addresses: [
        { address: `styrelsen@${HOST}`, name: null, title: null, pages: ['/styrelsen', '/kontakt'], cases: ['role', 'plain', ln] },
        { address: `felanmalan@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
        board('anna.berg', 'Anna Berg', 'Ordförande'),
        { ...board('per.lindqvist', 'Per Lindqvist', 'Vice ordförande', ['script-concat']), encoded: { kind: 'script', text: PER_SCRIPT } },
        board('maria.sjoberg', 'Maria Sjöberg', 'Kassör'),
        board('johan.ek', 'Johan Ek', 'Sekreterare'),
        board('fatima.haddad', 'Fatima Haddad', 'Ledamot'),
        { address: `kjell.aberg@${HOST}`, name: 'Kjell Åberg', title: 'vicevärd', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `lars.nystrom@${HOST}`, name: 'Lars Nyström', title: 'Sammankallande', pages: ['/styrelsen/valberedning'], cases: ['title-name-line', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlemssidor'],
      nonAddresses: [
        { text: `protokoll@${HOST}`, kind: 'disallowed' },
        { text: 'kundservice@nordbo-forvaltning.test', kind: 'other-company' },
      ],
    },
  };
}
