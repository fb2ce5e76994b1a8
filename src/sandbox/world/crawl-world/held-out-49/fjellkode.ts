/**
 * Fjellkode AS: an IT consultancy in Trondheim on Webflow, in Norwegian (bokmål) with an English
 * page. The people as Webflow CMS collection cards (one with "ph.d.", one address turned around
 * from a reversed data attribute by a custom-code embed); the home page's JSON-LD puts the cloud
 * lead inside a department; the contact page has "Title: Name" lines and a "Pressekontakt:"
 * label line; the jobs page names the recruiter in a sentence; the English contact page gives
 * "Name, Title" lines. A git clone URL and an npm package version on the blog, the hosting
 * partner's address (another company) and the intranet page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fjellkode.test';
const ORIGIN = `http://${HOST}`;
const SITE_ID = '65a0d3f1c2b4e70019a8f3d2';

const MENU: Record<string, [string, string][]> = {
  no: [
    ['/tjenester', 'Tjenester'],
    ['/folka', 'Folka'],
    ['/blogg', 'Blogg'],
    ['/jobb', 'Jobb hos oss'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
    ['/', 'NO'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Fjellkode',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/${SITE_ID}/css/fjellkode.webflow.4c2e81b9a.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:400,500,700"]  }});</script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'no';
    return (
      `<div data-animation="default" class="navbar w-nav" data-collapse="medium" role="banner"><div class="nav-container w-container"><a href="${lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/${SITE_ID}/65a0d5e2f1a3b4c5d6e7f801_fjellkode-logo.svg" loading="lazy" alt="Fjellkode"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang]!.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav></div></div>`
    );
  },
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid"><div><strong>Fjellkode AS</strong><br>Olav Tryggvasons gate 40, 7011 Trondheim<br>Org.nr. 921 456 789 MVA</div><div>${mailto(`post@${HOST}`)}<br>${tel('+47 73 50 44 10')}</div>` +
    `<div><a href="/personvern" class="footer-link">Personvern</a><br><a href="/intern" class="footer-link">Ansattportal</a></div></div></div></footer>`,
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="https://assets-global.website-files.com/${SITE_ID}/js/webflow.b7f3a21c9.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'no' });
const section = (html: string, cls = 'section'): string => `<div class="${cls}"><div class="w-container"><div class="rich-text w-richtext">${html}</div></div></div>`;

const JONAS_REV = reversed(`jonas.berg@${HOST}`);

type Person = { name: string; suffix?: string; role: string; local: string; reversed?: boolean };
const PEOPLE: Person[] = [
  { name: 'Ingrid Solberg', role: 'Daglig leder og partner', local: 'ingrid.solberg' },
  { name: 'Erik Haugen', suffix: 'ph.d.', role: 'Fagleder maskinlæring', local: 'erik.haugen' },
  { name: 'Øyvind Bakke', role: 'Seniorutvikler, skyinfrastruktur', local: 'oyvind.bakke' },
  { name: 'Sara Nilsen', role: 'UX-designer', local: 'sara.nilsen' },
  { name: 'Kristine Aas', role: 'Prosjektleder / Scrum Master', local: 'kristine.aas' },
  { name: 'Jonas Berg', role: 'Utvikler', local: 'jonas.berg', reversed: true },
];

function card(p: Person): string {
  const mail = p.reversed
    ? `<a href="#" class="person-mail" data-m="${JONAS_REV}">Send e-post</a>`
    : `<a href="mailto:${p.local}@${HOST}" class="person-mail">${p.local}@${HOST}</a>`;
  return (
    `<div role="listitem" class="person-item w-dyn-item"><img src="https://assets-global.website-files.com/${SITE_ID}/65a1${p.local.length}e0c_${p.local.replace('.', '-')}.webp" loading="lazy" alt="" class="person-photo">` +
    `<div class="person-name">${esc(p.name)}${p.suffix ? `, ${esc(p.suffix)}` : ''}</div><div class="person-role">${esc(p.role)}</div>${mail}</div>`
  );
}

export function fjellkode(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Skytjenester og programvareutvikling i Trondheim',
    alternates: { no: '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Fjellkode AS',
        url: `${ORIGIN}/`,
        email: `post@${HOST}`,
        vatID: 'NO921456789MVA',
        department: [
          {
            '@type': 'Organization',
            name: 'Fjellkode Sky',
            description: 'Drift, plattform og skymigrering',
            employee: { '@type': 'Person', name: 'Øyvind Bakke', jobTitle: 'Seniorutvikler, skyinfrastruktur', email: `oyvind.bakke@${HOST}` },
          },
        ],
      },
    ],
    main:
      section(`<h1>Vi bygger programvare som tåler norsk vinter</h1><p>Fjellkode er 14 utviklere, designere og arkitekter som hjelper kommuner, energiselskaper og oppstartsbedrifter med skyplattformer, dataplattformer og brukervennlige tjenester.</p>`, 'section hero') +
      section(`<p><a href="/tjenester">Hva vi gjør</a> · <a href="/folka">Møt folka</a> · <a href="/kontakt">Ta kontakt</a></p>`),
  });

  pages['/tjenester'] = page({ path: '/tjenester', title: 'Tjenester', main: section(`<h1>Tjenester</h1><ul><li>Skymigrering og plattformdrift (Azure, AWS)</li><li>Dataplattformer og maskinlæring</li><li>Tjenestedesign og universell utforming</li><li>Innleie av utviklere</li></ul>`) });

  pages['/folka'] = page({
    path: '/folka',
    title: 'Folka',
    main:
      section(`<h1>Folka bak Fjellkode</h1><p>Vi er eid av de ansatte. Her er noen av dem du møter i prosjektene våre.</p>`) +
      `<div class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="people-grid w-dyn-items">${PEOPLE.map(card).join('')}</div></div></div></div>` +
      `<div class="w-embed w-script"><script>document.querySelectorAll('[data-m]').forEach(function (a) { var m = a.getAttribute('data-m').split('').reverse().join(''); a.href = 'mailto:' + m; a.textContent = m; });</script></div>`,
  });

  pages['/blogg'] = page({
    path: '/blogg',
    title: 'Blogg',
    main: section(`<h1>Blogg</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/blogg/oppgradering-til-node-22">Slik oppgraderte vi 40 tjenester til Node 22</a></div></div></div>`),
  });

  pages['/blogg/oppgradering-til-node-22'] = page({
    path: '/blogg/oppgradering-til-node-22',
    title: 'Slik oppgraderte vi 40 tjenester til Node 22',
    main: section(
      `<h1>Slik oppgraderte vi 40 tjenester til Node 22</h1><p>Av Sara Nilsen og Jonas Berg, 12. februar 2025</p><p>Det største hinderet var en gammel avhengighet. Vi låste den til <code>node-fetch@2.7.0</code> til alt annet var på plass, og byttet deretter til innebygd fetch.</p>` +
        `<p>Byggeskriptene våre er åpen kildekode:</p><pre><code>git clone git@git.fjellkode.test:plattform/byggeskript.git</code></pre>`,
    ),
  });

  pages['/jobb'] = page({
    path: '/jobb',
    title: 'Jobb hos oss',
    main: section(
      `<h1>Jobb hos oss</h1><p>Vi ser etter en erfaren backend-utvikler med kjennskap til Kotlin eller Go. Søknadsfrist 15. april.</p>` +
        `<p>Lurer du på noe om stillingen, ta gjerne kontakt med rekrutteringsansvarlig Hilde Strand på ${mailto(`hilde.strand@${HOST}`)} eller ${tel('+47 922 44 108')}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt oss</h1><p>Generelle henvendelser: ${mailto(`post@${HOST}`)} · ${tel('+47 73 50 44 10')}</p>` +
        `<p>Salgssjef: Marius Lie, ${mailto(`marius.lie@${HOST}`)}, ${tel('+47 915 60 221')}</p>` +
        `<p>Pressekontakt: Ingrid Solberg, daglig leder, ${tel('+47 908 12 345')}, ${mailto(`ingrid.solberg@${HOST}`)}</p>` +
        `<p>Våre tjenester driftes i datasenter hos Nordlys Hosting AS. Driftsavvik kan meldes til ${mailto('noc@nordlys-hosting.test')}.</p>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: section(`<h1>Personvernerklæring</h1><p>Fjellkode AS er behandlingsansvarlig for personopplysninger vi samler inn via dette nettstedet.</p>`) });

  pages['/intern'] = page({ path: '/intern', title: 'Ansattportal', main: section(`<h1>Ansattportal</h1><p>Innlogging med Microsoft-konto. Brukerstøtte: ${mailto(`it-hjelp@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'Cloud and software development in Trondheim',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main: section(`<h1>Software built to survive a Norwegian winter</h1><p>Cloud platforms, data platforms and usable digital services for public and private clients across Norway.</p><p><a href="/en/contact">Contact</a></p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: section(
      `<h1>Contact</h1><p>${mailto(`post@${HOST}`)} · ${tel('+47 73 50 44 10')}</p>` +
        `<p>Ingrid Solberg, CEO and Partner, ${mailto(`ingrid.solberg@${HOST}`)}</p>` +
        `<p>Marius Lie, Head of Sales, ${mailto(`marius.lie@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tjenester', '/folka', '/blogg', '/blogg/oppgradering-til-node-22', '/jobb', '/kontakt', '/personvern', '/en', '/en/contact'], '2025-02-12'),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'x-cluster-name': 'eu-central-1-prod-hosting-red', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        {
          address: `ingrid.solberg@${HOST}`,
          name: 'Ingrid Solberg',
          title: 'Daglig leder og partner',
          titleAlternatives: ['daglig leder', 'CEO and Partner'],
          pages: ['/folka', '/kontakt', '/en/contact'],
          cases: ['card', 'label-line', 'name-title-line', 'plain', ln],
        },
        { address: `erik.haugen@${HOST}`, name: 'Erik Haugen', title: 'Fagleder maskinlæring', pages: ['/folka'], cases: ['card', 'post-nominal', 'plain', ln] },
        { address: `oyvind.bakke@${HOST}`, name: 'Øyvind Bakke', title: 'Seniorutvikler, skyinfrastruktur', pages: ['/folka', '/'], cases: ['card', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        { address: `sara.nilsen@${HOST}`, name: 'Sara Nilsen', title: 'UX-designer', pages: ['/folka'], cases: ['card', 'plain', ln] },
        { address: `kristine.aas@${HOST}`, name: 'Kristine Aas', title: 'Prosjektleder / Scrum Master', titleAlternatives: ['Prosjektleder'], pages: ['/folka'], cases: ['card', 'plain', ln] },
        { address: `jonas.berg@${HOST}`, name: 'Jonas Berg', title: 'Utvikler', pages: ['/folka'], encoded: { kind: 'reversed', text: JONAS_REV }, cases: ['card', 'script-reversed', ln] },
        { address: `hilde.strand@${HOST}`, name: 'Hilde Strand', title: 'rekrutteringsansvarlig', pages: ['/jobb'], cases: ['prose', 'plain', ln] },
        {
          address: `marius.lie@${HOST}`,
          name: 'Marius Lie',
          title: 'Salgssjef',
          titleAlternatives: ['Head of Sales'],
          pages: ['/kontakt', '/en/contact'],
          cases: ['title-name-line', 'name-title-line', 'plain', ln],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'node-fetch@2.7.0', kind: 'package' },
        { text: 'noc@nordlys-hosting.test', kind: 'other-company' },
        { text: `it-hjelp@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
