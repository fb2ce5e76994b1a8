/** Bratislava: an architecture bureau on Squarespace, Slovak with an English studio page. */
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'atelier-nabrezie.test';
const ORIGIN = `http://${HOST}`;
const ALT = { sk: '/', en: '/en' };

const theme: Theme = {
  host: HOST,
  siteName: 'Ateliér Nábrežie',
  head: [
    '<!-- This is Squarespace. --><!-- atelier-nabrezie -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f0c2e4b0d1a3/12/5c5a519771c10ba3470d8101/65a1f0c2e4b0d1a3/1540/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","templateId":"5c5a519771c10ba3470d8101","websiteId":"65a1f0c2e4b0d1a3"};</script>',
  ],
  header: (p: PageSpec) =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title"><div class="header-title-text"><a href="${p.lang === 'en' ? '/en' : '/'}">Ateliér Nábrežie</a></div></div><nav class="header-nav"><div class="header-nav-list">` +
    (p.lang === 'en' ? [['/en', 'Home'], ['/en/studio', 'Studio']] : [['/', 'Úvod'], ['/projekty', 'Projekty'], ['/atelier', 'Ateliér'], ['/ludia', 'Ľudia'], ['/kontakt', 'Kontakt']])
      .map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l!)}</a></div>`)
      .join('') +
    `</div></nav></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="65a1f3d8">`,
  footer: (p: PageSpec) =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content"><p>Ateliér Nábrežie s.r.o., Tyršovo nábrežie 7, 851 01 Bratislava · ${tel('+421 2 5555 3100')}</p><p><a href="/interne">${p.lang === 'en' ? 'Partners’ area' : 'Pre partnerov'}</a></p></div></div></div></section></footer>`,
  bodyEnd: ['<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (html: string): string => `<section class="page-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></section>`;

type Person = { shown: string; name: string; title: string; local: string; honorific?: boolean; postNominal?: boolean; reverse?: boolean };
const PEOPLE: Person[] = [
  { shown: 'Ing. arch. Martin Kováč', name: 'Martin Kováč', title: 'zakladajúci partner, hlavný architekt', local: 'martin.kovac', honorific: true },
  { shown: 'Ing. arch. Zuzana Balážová', name: 'Zuzana Balážová', title: 'partnerka, vedúca projektov', local: 'zuzana.balazova', honorific: true },
  { shown: 'Ing. arch. Peter Gregor, PhD.', name: 'Peter Gregor', title: 'konzultant pre obnovu pamiatok', local: 'peter.gregor', honorific: true, postNominal: true },
  { shown: 'Michal Hudec', name: 'Michal Hudec', title: 'architekt', local: 'michal.hudec', reverse: true },
  { shown: 'Ing. Veronika Šimková', name: 'Veronika Šimková', title: 'rozpočtárka a inžiniering stavieb', local: 'veronika.simkova', honorific: true },
];

export function nabrezie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const mail = (p: Person): string => {
    const a = `${p.local}@${HOST}`;
    return p.reverse ? `<span class="js-mail" data-m="${reversed(a)}"></span><script>(function(){var s=document.currentScript.previousElementSibling;var m=s.getAttribute('data-m').split('').reverse().join('');s.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';})();</script>` : mailto(a);
  };

  pages['/'] = page({
    path: '/', lang: 'sk', title: 'Architektúra a obnova', alternates: ALT,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'ProfessionalService', name: 'Ateliér Nábrežie', url: `${ORIGIN}/`, telephone: '+421 2 5555 3100', contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:kancelaria@${HOST}`, availableLanguage: ['sk', 'en', 'de'] } }],
    main: section(`<h1>Navrhujeme domy, ktoré vydržia</h1><p>Rodinné domy, bytové domy a citlivé obnovy pamiatok v Bratislave a na Záhorí. Od štúdie po autorský dozor.</p><p><a href="/projekty">Vybrané projekty</a></p>`),
  });
  pages['/projekty'] = page({ path: '/projekty', lang: 'sk', title: 'Projekty', main: section(`<h1>Projekty</h1><ul><li>Obnova meštianskeho domu na Panskej ulici (2023)</li><li>Bytový dom Tehelné pole (2024)</li><li>Vila v Marianke (2022)</li></ul><p>Fotografie: Svetlo štúdio, foto@svetlostudio.sk</p>`) });
  pages['/atelier'] = page({ path: '/atelier', lang: 'sk', title: 'Ateliér', main: section(`<h1>Ateliér</h1><p>Ateliér založil v roku 2009 Martin Kováč po rokoch vo Viedni. Dnes nás je jedenásť – architekti, rozpočtárka a dvaja vizualizátori.</p>`) });
  pages['/ludia'] = page({
    path: '/ludia', lang: 'sk', title: 'Ľudia',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Ateliér Nábrežie s.r.o.', url: `${ORIGIN}/`, department: { '@type': 'Organization', name: 'Architektonický ateliér', employee: [{ '@type': 'Person', name: 'Martin Kováč', honorificPrefix: 'Ing. arch.', jobTitle: 'zakladajúci partner, hlavný architekt', email: `martin.kovac@${HOST}` }] } }],
    main: section(`<h1>Ľudia</h1><dl class="team">${PEOPLE.map((p) => `<dt>${esc(p.shown)}</dt><dd>${esc(p.title)}<br>${mail(p)}</dd>`).join('')}</dl>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt', lang: 'sk', title: 'Kontakt',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Ateliér Nábrežie s.r.o.', email: `kancelaria@${HOST}`, employee: { '@type': 'Person', name: 'Lucia Mrázová', jobTitle: 'office manažérka', email: `lucia.mrazova@${HOST}` } }],
    main: section(`<h1>Kontakt</h1><p>Tyršovo nábrežie 7, 851 01 Bratislava – Petržalka (3. poschodie, zvoniť na „Nábrežie“).</p><p>${mailto(`kancelaria@${HOST}`)}<br>${tel('+421 2 5555 3100')}</p><form class="sqs-form"><input type="email" placeholder="meno@domena.sk"></form>`),
  });
  pages['/en'] = page({ path: '/en', lang: 'en', title: 'Architecture and restoration', alternates: ALT, main: section(`<h1>Houses built to last</h1><p>Family homes, apartment buildings and careful restorations in Bratislava and western Slovakia.</p><p><a href="/en/studio">About the studio</a></p>`) });
  pages['/en/studio'] = page({
    path: '/en/studio', lang: 'en', title: 'Studio',
    main: section(`<h1>Studio</h1><p>Founded in 2009 by Martin Kováč (Founding Partner, Principal Architect – ${mailto(`martin.kovac@${HOST}`)}).</p><div class="summary-item"><h3>Tomáš Varga</h3><p>Head of Visualisation</p><p>${mailto(`tomas.varga@${HOST}`)}</p></div><p>Our Revit family library is public: <code>git clone git@github.com:atelier-nabrezie/revit-families.git</code></p>`),
  });
  pages['/interne'] = page({ path: '/interne', lang: 'sk', title: 'Interné', main: section(`<p>Zdieľané výkresy: ${mailto(`vykresy@${HOST}`)}</p>`) });
  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/projekty', '/atelier', '/ludia', '/kontakt', '/en', '/en/studio']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /interne\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'aB3dE5fG/ko9Lm2Np' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['sk', 'en'],
      addresses: [
        { address: `kancelaria@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          ...(p.local === 'martin.kovac' ? { titleAlternatives: ['Founding Partner, Principal Architect'] } : {}),
          pages: p.local === 'martin.kovac' ? ['/ludia', '/en/studio'] : ['/ludia'],
          ...(p.reverse ? { encoded: { kind: 'reversed' as const, text: reversed(`${p.local}@${HOST}`) } } : {}),
          cases: ['definition-list', p.reverse ? 'script-reversed' : 'plain', ln, ...(p.honorific ? ['honorific'] : []), ...(p.postNominal ? ['post-nominal'] : []), ...(p.local === 'martin.kovac' ? ['json-ld-nested', 'json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `lucia.mrazova@${HOST}`, name: 'Lucia Mrázová', title: 'office manažérka', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `tomas.varga@${HOST}`, name: 'Tomáš Varga', title: 'Head of Visualisation', pages: ['/en/studio'], cases: ['card', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/interne'],
      nonAddresses: [
        { text: 'foto@svetlostudio.sk', kind: 'other-company' },
        { text: 'git@github.com:atelier-nabrezie/revit-families.git', kind: 'git' },
        { text: `vykresy@${HOST}`, kind: 'disallowed' },
        { text: 'meno@domena.sk', kind: 'placeholder' },
      ],
    },
  };
}
