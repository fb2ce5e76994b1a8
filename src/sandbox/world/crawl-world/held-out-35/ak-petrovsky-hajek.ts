/**
 * Advokátní kancelář Petrovský & Hájek: a Prague law firm (Vinohrady), a hand-made Bootstrap 5
 * site in Czech. The lawyers in a table (academic degrees before and after the name, position,
 * practice area) with addresses written "jmeno.prijmeni(at)…" as Czech firms do by hand; the
 * contact page states the address scheme and carries JSON-LD with the secretariat's contact point
 * and an insolvency team whose head is only in the JSON-LD; the careers page gives the CV mailbox
 * beside the training supervisor's name and his own address in prose. An old address in an HTML
 * comment, the web agency's address and the client zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ak-petrovsky-hajek.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}(at)${HOST}`;

const MENU: [string, string][] = [
  ['/o-kancelari', 'O kanceláři'],
  ['/pravni-sluzby', 'Právní služby'],
  ['/nas-tym', 'Náš tým'],
  ['/kariera', 'Kariéra'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Petrovský & Hájek, advokátní kancelář',
  head: [
    '<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">',
    '<link rel="stylesheet" href="/assets/css/style.css?v=2024-11">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-PH8K2LQ4TZ"></script>',
  ],
  header: () =>
    `<nav class="navbar navbar-expand-lg bg-white border-bottom"><div class="container"><a class="navbar-brand" href="/"><img src="/assets/img/ph-logo.svg" alt="Petrovský &amp; Hájek" height="40"></a><button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#nav"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="collapse navbar-collapse" id="nav"><ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></div></nav>`,
  footer: () =>
    `<footer class="bg-dark text-light py-4"><div class="container"><div class="row"><div class="col-md-6"><strong>Petrovský &amp; Hájek, advokátní kancelář s.r.o.</strong><br>Mánesova 1442/61, 120 00 Praha 2<br>IČO: 08123456 · zapsaná u Městského soudu v Praze, oddíl C, vložka 312455<br>${tel('+420 222 512 870')}</div>` +
    `<div class="col-md-6 text-md-end"><a href="/klientska-zona" class="link-light">Klientská zóna</a> · <a href="/ochrana-osobnich-udaju" class="link-light">Ochrana osobních údajů</a><br><small>Web: Studio Pixelka, ${mailto('studio@pixelka.test')}</small></div></div>` +
    `<p class="small mt-3">Advokáti kanceláře jsou zapsáni v seznamu advokátů vedeném Českou advokátní komorou.</p></div></footer>` +
    `<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"></script>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const wrap = (html: string): string => `<div class="container py-5">${html}</div>`;

type Row = { before: string; name: string; after: string; title: string; area: string; local: string };
const LAWYERS: Row[] = [
  { before: 'JUDr.', name: 'Tomáš Petrovský', after: 'Ph.D.', title: 'zakládající partner, advokát', area: 'obchodní právo, M&A', local: 'tomas.petrovsky' },
  { before: 'Mgr.', name: 'Lucie Hájková', after: 'LL.M.', title: 'partnerka, advokátka', area: 'nemovitosti, stavební právo', local: 'lucie.hajkova' },
  { before: 'Mgr.', name: 'Ondřej Sýkora', after: '', title: 'advokát', area: 'pracovní právo, spory', local: 'ondrej.sykora' },
  { before: 'Mgr.', name: 'Barbora Němcová', after: '', title: 'advokátní koncipientka', area: 'rodinné právo', local: 'barbora.nemcova' },
  { before: 'Bc.', name: 'Klára Urbanová', after: '', title: 'office manažerka', area: '—', local: 'klara.urbanova' },
];

export function akPetrovskyHajek(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Advokátní kancelář Praha 2',
    main: wrap(`<h1 class="display-5">Právo srozumitelně</h1><p class="lead">Zastupujeme podnikatele i soukromé osoby v obchodních, nemovitostních a pracovněprávních věcech. Jednáme česky, anglicky a německy.</p><a class="btn btn-primary" href="/kontakt">Domluvit schůzku</a>`),
  });
  pages['/o-kancelari'] = page({ path: '/o-kancelari', title: 'O kanceláři', main: wrap(`<h1>O kanceláři</h1><p>Kancelář založil JUDr. Tomáš Petrovský v roce 2009; od roku 2016 je partnerkou Mgr. Lucie Hájková, LL.M.</p>`) });
  pages['/pravni-sluzby'] = page({ path: '/pravni-sluzby', title: 'Právní služby', main: wrap(`<h1>Právní služby</h1><ul><li>Převody nemovitostí a úschovy</li><li>Zakládání obchodních korporací</li><li>Pracovněprávní spory</li><li>Insolvenční řízení a vymáhání pohledávek</li></ul>`) });
  pages['/nas-tym'] = page({
    path: '/nas-tym',
    title: 'Náš tým',
    main: wrap(
      `<h1>Náš tým</h1><div class="table-responsive"><table class="table table-striped"><thead><tr><th>Jméno</th><th>Pozice</th><th>Specializace</th><th>E-mail</th></tr></thead><tbody>` +
        LAWYERS.map((r) => `<tr><td>${esc([r.before, r.name].filter(Boolean).join(' '))}${r.after ? `, ${esc(r.after)}` : ''}</td><td>${esc(r.title)}</td><td>${esc(r.area)}</td><td>${at(r.local)}</td></tr>`).join('') +
        `</tbody></table></div>`,
    ),
  });
  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    main: wrap(
      `<h1>Kariéra</h1><p>Hledáme advokátního koncipienta nebo koncipientku se zájmem o obchodní právo. Strukturovaný životopis a motivační dopis zasílejte na adresu ${mailto(`kariera@${HOST}`)}.</p>` +
        `<p>Výběrové řízení vede Mgr. Martin Veselý, advokát a garant koncipientského programu; s dotazy se na něj můžete obrátit přímo na ${mailto(`martin.vesely@${HOST}`)}.</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Petrovský & Hájek, advokátní kancelář s.r.o.',
        url: `${ORIGIN}/`,
        telephone: '+420 222 512 870',
        address: { '@type': 'PostalAddress', streetAddress: 'Mánesova 1442/61', postalCode: '120 00', addressLocality: 'Praha 2', addressCountry: 'CZ' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `sekretariat@${HOST}`, telephone: '+420 222 512 870', availableLanguage: ['cs', 'en', 'de'] },
        department: {
          '@type': 'LegalService',
          name: 'Insolvenční tým',
          employee: { '@type': 'Person', name: 'Jiří Kratochvíl', honorificPrefix: 'Mgr.', jobTitle: 'advokát, vedoucí insolvenčního týmu', email: `jiri.kratochvil@${HOST}` },
        },
      },
    ],
    main: wrap(
      `<h1>Kontakt</h1><div class="row"><div class="col-md-6"><p>Mánesova 1442/61<br>120 00 Praha 2 – Vinohrady</p><p>Sekretariát: ${tel('+420 222 512 870')}<br>${mailto(`sekretariat@${HOST}`)}</p>` +
        `<p class="text-muted small">E-mailové adresy našich spolupracovníků mají tvar jmeno.prijmeni@${HOST} (bez diakritiky).</p></div>` +
        `<!-- stary kontakt, do 2023: novak@${HOST} -->` +
        `<div class="col-md-6"><iframe title="Mapa" src="https://frame.mapy.cz/s/fakemap" width="100%" height="280" loading="lazy"></iframe></div></div>`,
    ),
  });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: wrap(`<h1>Ochrana osobních údajů</h1><p>Správcem osobních údajů je Petrovský &amp; Hájek, advokátní kancelář s.r.o. Údaje klientů zpracováváme v souladu se zákonem o advokacii.</p>`) });
  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientská zóna', main: wrap(`<h1>Klientská zóna</h1><p>Přístupové údaje vám zašle ${mailto(`spisovna@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  const row = (local: string, name: string, title: string, extra: CaseKind[] = []): TruthAddress => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/nas-tym'],
    cases: ['table', 'honorific', 'obfuscated', ln, ...extra],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientska-zona\n`,
      sitemapXml: urlset(HOST, ['/', '/o-kancelari', '/pravni-sluzby', '/nas-tym', '/kariera', '/kontakt'], '2024-11-20'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['cs'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', ln] },
        row('tomas.petrovsky', 'Tomáš Petrovský', 'zakládající partner, advokát', ['post-nominal']),
        row('lucie.hajkova', 'Lucie Hájková', 'partnerka, advokátka', ['post-nominal']),
        row('ondrej.sykora', 'Ondřej Sýkora', 'advokát'),
        row('barbora.nemcova', 'Barbora Němcová', 'advokátní koncipientka'),
        row('klara.urbanova', 'Klára Urbanová', 'office manažerka'),
        { address: `kariera@${HOST}`, name: null, title: null, pages: ['/kariera'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `martin.vesely@${HOST}`, name: 'Martin Veselý', title: 'advokát a garant koncipientského programu', titleAlternatives: ['advokát'], pages: ['/kariera'], cases: ['prose', 'honorific', 'plain', ln] },
        { address: `jiri.kratochvil@${HOST}`, name: 'Jiří Kratochvíl', title: 'advokát, vedoucí insolvenčního týmu', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `novak@${HOST}`, kind: 'comment' },
        { text: `spisovna@${HOST}`, kind: 'disallowed' },
        { text: 'studio@pixelka.test', kind: 'other-company' },
      ],
    },
  };
}
