/**
 * Datavrch s.r.o.: an IT services firm in Žilina (managed IT, networks, custom software for
 * hospitals and municipalities), on Joomla 3.10 with a Helix Ultimate template, Slovak only. The
 * management and team leads in an article table (Meno, Pozícia, E-mail) with Slovak academic
 * titles before and after the names (Ing., Mgr., Bc., PhD.), every address written by Joomla's
 * e-mail cloaking script; the HR officer as an RDFa Person card on the careers page, which also
 * shows a git clone URL and an npm package version for the trial task; the sales director as a
 * "Kontaktná osoba:" label line in a reference case study listed only in the gzip sitemap the
 * robots.txt names. The client zone (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'datavrch.test';
const ORIGIN = `http://${HOST}`;

/** The script Joomla 3's "Obsah - Maskovanie e-mailov" plugin writes for one address. */
function cloak(local: string, id: string): string {
  const [d1, d2] = HOST.split('.');
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať povolený JavaScript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${d1}' + '&#46;' + '${d2}';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + '${d1}' + '&#46;' + '${d2}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/sluzby', 'Služby'],
  ['/o-nas', 'O nás'],
  ['/o-nas/nas-tim', 'Náš tím'],
  ['/kariera', 'Kariéra'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Datavrch',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5c0b3e1d2a"></script>`,
    `<script src="/templates/shaper_helixultimate/js/main.js"></script>`,
  ],
  header: (p) =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/datavrch-logo.svg" alt="Datavrch s.r.o."></a></div></div></div>` +
    `<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">` +
    MENU.map(([href, label], i) => `<li class="sp-menu-item${p.path === href ? ' current-item active' : ''}"><a href="${href}"${i === 0 ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon"><span></span><span></span><span></span></div></a></nav></div></div></div></div></div></header><section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container" aria-live="polite"></div>`,
  footer: () =>
    `</div></main></div></div></div></section><footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-6"><div class="sp-column"><span class="sp-copyright">© 2025 Datavrch s.r.o., Framborská 58, 010 01 Žilina · IČO: 47 123 456 · Zapísaná v OR OS Žilina, odd. Sro, vl. č. 61234/L</span></div></div>` +
    `<div id="sp-footer2" class="col-lg-6"><div class="sp-column"><ul class="menu"><li><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li><a href="/klientska-zona">Klientska zóna</a></li></ul></div></div></div></div></div></footer></div></div>`,
  privacyPath: { sk: '/ochrana-osobnych-udajov' },
  bodyEnd: ['<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-SK' });

const article = (title: string, html: string): string =>
  `<div class="article-details " itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

type Row = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const TEAM: Row[] = [
  { shown: 'Ing. Peter Kučera', name: 'Peter Kučera', title: 'konateľ a výkonný riaditeľ', local: 'peter.kucera', id: '8a1c93e2f5b7d40c6e18a2b9f3d57c01', cases: ['honorific'] },
  { shown: 'Ing. Martin Hlinka, PhD.', name: 'Martin Hlinka', title: 'technický riaditeľ', local: 'martin.hlinka', id: '2f7e0b4d9c13a6e58b21d0f4c7a93e62', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Zuzana Hrušková', name: 'Zuzana Hrušková', title: 'projektová manažérka – zdravotníctvo', local: 'zuzana.hruskova', id: 'c41d8e7a02b95f36d1e0a7c4b82f19d3', cases: ['honorific'] },
  { shown: 'Bc. Tomáš Benko', name: 'Tomáš Benko', title: 'vedúci Service Desku', local: 'tomas.benko', id: '7b93f1c0e4d26a58f0c3b1e9d47a2c85', cases: ['honorific'] },
  { shown: 'Ing. Lucia Vargová', name: 'Lucia Vargová', title: 'ekonómka', local: 'lucia.vargova', id: 'e06a4c2d91f73b85c2d9e0a1f6b43d78', cases: ['honorific'] },
];

export function datavrch(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'IT služby pre firmy a samosprávy',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Datavrch s.r.o.',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Framborská 58', addressLocality: 'Žilina', postalCode: '010 01', addressCountry: 'SK' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'technical support', email: `podpora@${HOST}`, telephone: '+421 41 500 22 90', availableLanguage: ['sk', 'cs'] },
      },
    ],
    main: article(
      'Spoľahlivé IT pre firmy, nemocnice a samosprávy',
      `<p>Od roku 2011 spravujeme siete, servery a pracovné stanice pre viac ako 80 organizácií v Žilinskom kraji. Vyvíjame aj vlastný softvér – objednávkový systém pre ambulancie a portál pre obce.</p><p><a href="/sluzby">Naše služby</a> · <a href="/o-nas/nas-tim">Kto sme</a> · Nonstop podpora: ${tel('+421 41 500 22 90')}</p>`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: article('Služby', `<ul><li>Správa IT infraštruktúry a Service Desk 24/7</li><li>Kybernetická bezpečnosť podľa zákona č. 69/2018 Z. z.</li><li>Vývoj webových aplikácií na mieru</li><li>Cloud a zálohovanie (Microsoft 365, Azure)</li></ul>`),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: article('O nás', `<p>Datavrch založili v roku 2011 dvaja spolužiaci zo Žilinskej univerzity. Dnes máme 34 zamestnancov a pobočku v Martine.</p><p><a href="/o-nas/nas-tim">Vedenie a kontaktné osoby</a></p>`),
  });

  const rows = TEAM.map((m) => `<tr><td>${esc(m.shown)}</td><td>${esc(m.title)}</td><td>${cloak(m.local, m.id)}</td></tr>`).join('\n');
  pages['/o-nas/nas-tim'] = page({
    path: '/o-nas/nas-tim',
    title: 'Náš tím',
    main: article('Náš tím', `<p>Vedenie spoločnosti a vedúci tímov:</p><table class="table table-bordered"><thead><tr><th>Meno</th><th>Pozícia</th><th>E-mail</th></tr></thead><tbody>\n${rows}\n</tbody></table>`),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    main: article(
      'Kariéra',
      `<h2>Junior backend developer (PHP/Laravel)</h2><p>Mzda od 1 600 € brutto podľa skúseností, hybridná práca, Žilina.</p><p>Súčasťou výberového konania je krátka úloha. Zadanie si stiahnete príkazom <code>git clone git@gitlab.datavrch.test:kariera/zadanie-backend.git</code>, frontend používa náš balík <code>datavrch-ui@2.4.1</code>.</p>` +
        `<div class="hr-kontakt" vocab="https://schema.org/" typeof="Person"><img src="/images/tim/oravcova.jpg" alt="" width="120" height="120"><p><strong property="name">Mgr. Katarína Oravcová</strong><br><span property="jobTitle">personalistka</span><br><a property="email" href="mailto:katarina.oravcova@${HOST}">katarina.oravcova@${HOST}</a></p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      'Kontakt',
      `<p><strong>Datavrch s.r.o.</strong><br>Framborská 58, 010 01 Žilina</p><p>Recepcia: ${tel('+421 41 500 22 00')}, ${mailto(`info@${HOST}`)}<br>Service Desk (nonstop): ${tel('+421 41 500 22 90')}, ${mailto(`podpora@${HOST}`)}</p><p>Fakturácia: ${mailto(`fakturacia@${HOST}`)}</p>`,
    ),
  });

  pages['/referencie/nemocnica-kysuce'] = page({
    path: '/referencie/nemocnica-kysuce',
    title: 'Referencia: Kysucká nemocnica',
    main: article(
      'Nová sieť a Service Desk pre Kysuckú nemocnicu',
      `<p>V roku 2024 sme za deväť týždňov vymenili celú sieťovú infraštruktúru nemocnice bez výpadku ambulancií a prevzali správu 420 pracovných staníc.</p><p>Kontaktná osoba: Ing. Juraj Mikuš, obchodný riaditeľ, tel. ${tel('+421 905 318 447')}, e-mail: ${mailto(`juraj.mikus@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article('Ochrana osobných údajov', `<p>Prevádzkovateľom je Datavrch s.r.o. Osobné údaje spracúvame podľa nariadenia GDPR a zákona č. 18/2018 Z. z.</p>`) });
  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientska zóna', main: article('Klientska zóna', `<p>Prihlásenie pre zmluvných klientov. Problém s prihlásením: ${mailto(`zona@${HOST}`)}</p>`) });

  pages['/media/sitemaps/sitemap-sk.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/sluzby', '/o-nas', '/o-nas/nas-tim', '/kariera', '/kontakt', '/referencie/nemocnica-kysuce', '/ochrana-osobnych-udajov'], '2025-06-03'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /klientska-zona\n\n` +
        `Sitemap: ${ORIGIN}/media/sitemaps/sitemap-sk.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['sk'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: `podpora@${HOST}`, name: null, title: null, pages: ['/kontakt', '/'], cases: ['role', 'plain', 'json-ld-contact-point', ln] },
        { address: `fakturacia@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/o-nas/nas-tim'],
          encoded: { kind: 'script' as const, text: cloak(m.local, m.id) },
          cases: ['table', 'script-protect', ln, ...m.cases] as CaseKind[],
        })),
        { address: `katarina.oravcova@${HOST}`, name: 'Katarína Oravcová', title: 'personalistka', pages: ['/kariera'], cases: ['card', 'rdfa', 'honorific', 'plain', ln] },
        { address: `juraj.mikus@${HOST}`, name: 'Juraj Mikuš', title: 'obchodný riaditeľ', pages: ['/referencie/nemocnica-kysuce'], cases: ['label-line', 'honorific', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `zona@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.datavrch.test', kind: 'git' },
        { text: 'datavrch-ui@2.4.1', kind: 'package' },
      ],
    },
  };
}
