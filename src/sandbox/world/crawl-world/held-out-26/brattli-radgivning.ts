/**
 * Brattli Rådgivende Ingeniører: a structural and geotechnical engineering consultancy in
 * Trondheim, on Webflow, in Norwegian with an English home page reached through hreflang. The
 * staff as Webflow collection cards (the managing director also a JSON-LD founder, a "Siv.ing."
 * before one name and "dr.ing." after another), a geotechnical adviser only as a department's
 * employee in the contact page's JSON-LD, a site manager in a project article's prose, the jobs
 * mailbox beside the HR lead's name, and the tender manager on an English page; a git clone
 * URL and an npm package version on the open-source page, and the client portal robots.txt
 * keeps out.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'brattli-radgivning.test';
const ORIGIN = `http://${HOST}`;

const MENU_NO: [string, string][] = [
  ['/', 'Hjem'],
  ['/tjenester', 'Tjenester'],
  ['/prosjekter', 'Prosjekter'],
  ['/ansatte', 'Ansatte'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/tenders-and-frameworks', 'Tenders & frameworks'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brattli Rådgivende Ingeniører',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/64b1f0c2a7e3d90012ab34cd/css/brattli.webflow.4f1e2a9c8.css" rel="stylesheet" type="text/css">',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_NO;
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${menu[0]![0]}" aria-current="page" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64b1f0c2a7e3d90012ab34cd/64b1f3a9e1c2_brattli-logo.svg" loading="lazy" alt="Brattli"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${menu.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="w-layout-grid footer-grid"><div><p class="footer-text">Brattli Rådgivende Ingeniører AS<br>Kjøpmannsgata 35, 7011 Trondheim<br>Org.nr. 915 482 006</p></div>` +
    `<div><p class="footer-text">${tel('+47 73 52 18 00')}<br>${mailto(`post@${HOST}`)}</p></div>` +
    `<div><a href="/personvern" class="footer-link">${p.lang.startsWith('en') ? 'Privacy' : 'Personvern'}</a><a href="/apen-kildekode" class="footer-link">Åpen kildekode</a><a href="/kundeportal" class="footer-link">Kundeportal</a></div></div></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b1f0c2a7e3d90012ab34cd" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64b1f0c2a7e3d90012ab34cd/js/webflow.a1b2c3d4e.js" type="text/javascript"></script>',
  ],
};

const ALT = { no: '/', en: '/en' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'no' });
const wrap = (html: string): string => `<div class="section"><div class="container w-container">${html}</div></div>`;

type Card = { shown: string; name: string; title: string; local: string; area: string; cases: CrawlWorldSite['truth']['addresses'][number]['cases'] };
const CARDS: Card[] = [
  { shown: 'Kari Brattli', name: 'Kari Brattli', title: 'Daglig leder', local: 'kari.brattli', area: 'Ledelse', cases: ['json-ld-person'] },
  { shown: 'Siv.ing. Ingrid Solheim', name: 'Ingrid Solheim', title: 'Prosjektleder bru og kai', local: 'ingrid.solheim', area: 'Konstruksjon', cases: ['honorific'] },
  { shown: 'Sindre Vik, dr.ing.', name: 'Sindre Vik', title: 'Fagleder bærende konstruksjoner', local: 'sindre.vik', area: 'Konstruksjon', cases: ['post-nominal'] },
  { shown: 'Håkon Moe', name: 'Håkon Moe', title: 'Avdelingsleder VVS og energi', local: 'hakon.moe', area: 'VVS', cases: [] },
];

export function brattliRadgivning(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Rådgivende ingeniører i Trøndelag',
    alternates: ALT,
    main: wrap(
      `<h1 class="hero-heading">Vi prosjekterer bruer, kaier og bygg som tåler trøndersk vær</h1><p class="hero-paragraph">28 ingeniører innen konstruksjon, geoteknikk og VVS. Oppdragsgivere er kommuner, Statens vegvesen og private utbyggere.</p>` +
        `<div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/prosjekter/ny-gangbru-over-nidelva" class="news-link">Ny gangbru over Nidelva: byggestart i august</a></div></div></div>`,
    ),
  });

  pages['/tjenester'] = page({ path: '/tjenester', title: 'Tjenester', main: wrap(`<h1>Tjenester</h1><ul><li>Bærende konstruksjoner i betong, stål og tre</li><li>Geoteknikk og fundamentering</li><li>VVS, energi og miljø</li><li>Byggeledelse og kontroll</li></ul>`) });
  pages['/prosjekter'] = page({ path: '/prosjekter', title: 'Prosjekter', main: wrap(`<h1>Prosjekter</h1><a href="/prosjekter/ny-gangbru-over-nidelva" class="project-card w-inline-block"><h3>Gangbru over Nidelva</h3><p>Trondheim kommune, 2025–2026</p></a>`) });

  pages['/prosjekter/ny-gangbru-over-nidelva'] = page({
    path: '/prosjekter/ny-gangbru-over-nidelva',
    title: 'Ny gangbru over Nidelva',
    main: wrap(
      `<h1>Ny gangbru over Nidelva: byggestart i august</h1><div class="rich-text-block w-richtext"><p>Brattli har prosjektert den 84 meter lange gangbrua i limtre og stål for Trondheim kommune. Brua skal stå ferdig høsten 2026.</p>` +
        `<p>I byggeperioden legges gang- og sykkeltrafikken om via Bakke bru. Naboer som lurer på støy eller omkjøring, kan kontakte byggeleder Eirik Nygård på ${mailto(`eirik.nygard@${HOST}`)} – han er på plassen hver dag.</p></div>`,
    ),
  });

  pages['/ansatte'] = page({
    path: '/ansatte',
    title: 'Ansatte',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brattli Rådgivende Ingeniører AS',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Kari Brattli', jobTitle: 'Daglig leder', email: `kari.brattli@${HOST}` },
      },
    ],
    main: wrap(
      `<h1>Ansatte</h1><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">` +
        CARDS.map(
          (c) =>
            `<div role="listitem" class="w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/64b1f0c2a7e3d90012ab34cd/65a0_${c.local.replace('.', '-')}.jpg" loading="lazy" alt="" class="team-photo"><div class="team-area">${esc(c.area)}</div>` +
            `<h3 class="team-name">${esc(c.shown)}</h3><div class="team-role">${esc(c.title)}</div><a href="mailto:${c.local}@${HOST}" class="team-mail">${c.local}@${HOST}</a></div></div>`,
        ).join('') +
        `</div></div>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: wrap(
      `<h1>Jobb hos oss</h1><p>Vi søker to geoteknikere og en erfaren VVS-rådgiver. Spørsmål om stillingene kan rettes til HR-ansvarlig Nina Berg på ${tel('922 11 443')}.</p>` +
        `<p>Søknad med CV og vitnemål sendes til ${mailto(`jobb@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brattli Rådgivende Ingeniører AS',
        email: `post@${HOST}`,
        department: [
          {
            '@type': 'Organization',
            name: 'Geoteknikk',
            employee: [{ '@type': 'Person', name: 'Thomas Aasen', jobTitle: 'Seniorrådgiver geoteknikk', email: `thomas.aasen@${HOST}`, telephone: '+47 73 52 18 14' }],
          },
        ],
      },
    ],
    main: wrap(
      `<h1>Kontakt oss</h1><p>Sentralbord ${tel('+47 73 52 18 00')}, hverdager 08–16. Generelle henvendelser til ${mailto(`post@${HOST}`)}.</p>` +
        `<div class="w-form"><form id="wf-form-Kontakt" name="wf-form-Kontakt" data-name="Kontakt" method="get"><label for="navn">Navn</label><input type="text" class="w-input" maxlength="256" name="navn" id="navn"><label for="epost">E-post</label><input type="email" class="w-input" maxlength="256" name="epost" id="epost" required><input type="submit" value="Send" class="w-button"></form></div>`,
    ),
  });

  pages['/apen-kildekode'] = page({
    path: '/apen-kildekode',
    title: 'Åpen kildekode',
    main: wrap(
      `<h1>Åpen kildekode</h1><p>Vi deler verktøyet vi bruker til snølastberegning etter NS-EN 1991-1-3.</p><pre><code>git clone git@github.com:brattli-ing/snolast.git\nnpm install @brattli/snolast@1.4.2</code></pre>`,
    ),
  });

  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: wrap(`<h1>Kundeportal</h1><p>Innlogging for oppdragsgivere. Tilgang bestilles hos ${mailto(`portal@${HOST}`)}.</p>`) });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: wrap(`<h1>Personvernerklæring</h1><p>Brattli Rådgivende Ingeniører AS er behandlingsansvarlig for personopplysninger som samles inn på dette nettstedet.</p>`) });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Consulting engineers in Trondheim',
    alternates: ALT,
    main: wrap(
      `<h1>Consulting engineers in Central Norway</h1><p>Bridges, quays, buildings and foundations, designed in Trondheim since 1998.</p>` +
        `<p>Kari Brattli, Managing Director – ${mailto(`kari.brattli@${HOST}`)}</p><p><a href="/en/tenders-and-frameworks">Tenders &amp; frameworks</a></p>`,
    ),
  });

  pages['/en/tenders-and-frameworks'] = page({
    path: '/en/tenders-and-frameworks',
    lang: 'en',
    title: 'Tenders & frameworks',
    main: wrap(
      `<h1>Tenders &amp; frameworks</h1><p>We hold framework agreements with Trøndelag County and the Norwegian Public Roads Administration and team up with international contractors on larger bids.</p>` +
        `<p>Tender enquiries: Marte Lie, Tender Manager, ${tel('+47 915 20 883')}, ${mailto(`marte.lie@${HOST}`)}</p>`,
    ),
  });

  const card = (c: Card) => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: c.title,
    ...(c.local === 'kari.brattli' ? { titleAlternatives: ['Managing Director'] } : {}),
    pages: c.local === 'kari.brattli' ? ['/ansatte', '/en'] : ['/ansatte'],
    cases: ['card', 'plain', 'link-non-english', ...c.cases] as Card['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundeportal\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...CARDS.map(card),
        { address: `thomas.aasen@${HOST}`, name: 'Thomas Aasen', title: 'Seniorrådgiver geoteknikk', pages: ['/kontakt'], cases: ['json-ld-nested', 'json-ld-only', 'link-non-english'] },
        { address: `eirik.nygard@${HOST}`, name: 'Eirik Nygård', title: 'byggeleder', pages: ['/prosjekter/ny-gangbru-over-nidelva'], cases: ['prose', 'plain'] },
        { address: `jobb@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        { address: `marte.lie@${HOST}`, name: 'Marte Lie', title: 'Tender Manager', pages: ['/en/tenders-and-frameworks'], cases: ['hreflang', 'link-english-unlisted', 'label-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:brattli-ing/snolast.git', kind: 'git' },
        { text: 'snolast@1.4.2', kind: 'package' },
      ],
    },
  };
}
