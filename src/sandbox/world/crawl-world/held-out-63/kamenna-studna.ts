/**
 * Remeselný pivovar Kamenná studňa: a Slovak craft brewery on Webflow, with Webflow
 * Localization's English pages under /en. The team as a CMS collection of cards (Ing., PhD.),
 * the same people in English on /en/team, the orders mailbox as the Brewery's contactPoint,
 * the events manager only in the JSON-LD the agency pasted into the About page, the press
 * contact as a label line, the tour guide's address built by an embed's String.fromCharCode,
 * and a reservations address next to the brewer's name that the page gives to no one. The
 * Bratislava distributor's address and the B2B portal (disallowed) are not the brewery's.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kamennastudna.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/65a0c3e1f2b4d81a9e7c5f10';

const MENU: Record<string, [string, string][]> = {
  sk: [
    ['/o-nas', 'O nás'],
    ['/pivo', 'Naše pivo'],
    ['/nas-tim', 'Náš tím'],
    ['/podujatia', 'Podujatia'],
    ['/exkurzie', 'Exkurzie'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/beer', 'Our beer'],
    ['/en/team', 'Team'],
  ],
};

/** Each page's counterpart in the other language (Webflow Localization writes them as alternates). */
const ALTS: Record<string, string> = { '/': '/en', '/pivo': '/en/beer', '/nas-tim': '/en/team' };
const alternatesOf = (path: string): Record<string, string> | undefined => {
  const sk = ALTS[path] ? path : Object.entries(ALTS).find(([, en]) => en === path)?.[0];
  return sk ? { sk: sk, en: ALTS[sk]!, 'x-default': sk } : undefined;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kamenná studňa',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/kamenna-studna.webflow.shared.4a1c9e2f7.min.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Bitter:regular,700","Work Sans:regular,500,600"]  }});</script>',
    `<link href="${CDN}/65a0c3e1f2b4d81a9e7c5f3a_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'sk';
    const other = alternatesOf(p.path)?.[lang === 'en' ? 'sk' : 'en'] ?? (lang === 'en' ? '/' : '/en');
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="container w-container">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/65a0c3e1f2b4d81a9e7c5f21_logo-kamenna-studna.svg" loading="lazy" width="148" alt="Kamenná studňa"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang]!.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}` +
      `<div class="locale-switcher"><a href="${other}" class="locale-link w-locales-item">${lang === 'en' ? 'SK' : 'EN'}</a></div></nav>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid footer-grid">` +
    `<div><div class="footer-heading">Kamenná studňa s.r.o.</div><p class="footer-text">Hlavná 212, 976 02 Staré Hory<br>IČO: 51 774 205 · ${tel('+421 905 318 440')}</p></div>` +
    `<div><div class="footer-heading">${p.lang === 'en' ? 'Taproom' : 'Piváreň'}</div><p class="footer-text">${p.lang === 'en' ? 'Wed–Sat 15:00–23:00, Sun 12:00–20:00' : 'St–So 15:00–23:00, Ne 12:00–20:00'}</p></div>` +
    `<div><a href="/ochrana-osobnych-udajov" class="footer-link">Ochrana osobných údajov</a><a href="/b2b" class="footer-link">B2B portál</a><a href="https://www.instagram.com/kamennastudna" class="footer-link">Instagram</a></div>` +
    `</div><div class="footer-legal">© 2025 Kamenná studňa · Alkohol len pre osoby staršie ako 18 rokov.</div></div></footer>`,
  bodyEnd: [
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a0c3e1f2b4d81a9e7c5f10" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.7c1e4a93.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang' | 'alternates'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'sk', alternates: alternatesOf(spec.path) });

const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;

type Brewer = { shown: string; name: string; sk: string; en: string; local: string; slug: string; bio: string };
const TEAM: Brewer[] = [
  { shown: 'Ing. Juraj Kovalčík', name: 'Juraj Kovalčík', sk: 'Zakladateľ a hlavný sládok', en: 'Founder & Head Brewer', local: 'juraj', slug: 'juraj-kovalcik', bio: 'Potravinár zo STU, desať rokov varil v Čechách, v roku 2017 založil pivovar v starej banskej kováčni.' },
  { shown: 'Ing. Jana Kovalčíková, PhD.', name: 'Jana Kovalčíková', sk: 'Spolumajiteľka, marketing a financie', en: 'Co-owner, Marketing & Finance', local: 'jana', slug: 'jana-kovalcikova', bio: 'Stará sa o to, aby sa o našom pive vedelo a aby sedeli čísla.' },
  { shown: 'Marek Baláž', name: 'Marek Baláž', sk: 'Sládok', en: 'Brewer', local: 'marek', slug: 'marek-balaz', bio: 'Kyslé pivá, sudové zrenie a divé kvasinky.' },
  { shown: 'Zuzana Ondrejková', name: 'Zuzana Ondrejková', sk: 'Vedúca obchodu', en: 'Head of Sales', local: 'zuzana', slug: 'zuzana-ondrejkova', bio: 'Pivárne, reštaurácie a obchody od Žiliny po Košice.' },
  { shown: 'Peter Hudák', name: 'Peter Hudák', sk: 'Vedúci pivárne', en: 'Taproom Manager', local: 'peter', slug: 'peter-hudak', bio: 'Ak si u nás dávate pivo, čapuje vám ho Peter alebo niekto, koho to naučil.' },
];

const cards = (lang: 'sk' | 'en'): string =>
  `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(
    (t) =>
      `<div role="listitem" class="w-dyn-item"><div class="team-card"><img src="${CDN}/65a0c3e1f2b4d81a9e7c5f4${t.local.length}_${t.slug}.jpg" loading="lazy" alt="${esc(t.name)}" class="team-photo">` +
      `<h3 class="team-name">${esc(t.shown)}</h3><div class="team-role">${esc(t[lang])}</div>${lang === 'sk' ? `<p class="team-bio">${esc(t.bio)}</p>` : ''}<a href="mailto:${t.local}@${HOST}" class="team-email">${t.local}@${HOST}</a></div></div>`,
  ).join('')}</div></div>`;

export function kamennaStudna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const tomas = `tomas@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Remeselný pivovar zo Starých Hôr',
    description: 'Nefiltrované a nepasterizované pivo zo Starých Hôr. Piváreň, exkurzie, sudy na akcie.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Brewery',
        name: 'Kamenná studňa',
        legalName: 'Kamenná studňa s.r.o.',
        url: `${ORIGIN}/`,
        logo: `${CDN}/65a0c3e1f2b4d81a9e7c5f21_logo-kamenna-studna.svg`,
        address: { '@type': 'PostalAddress', streetAddress: 'Hlavná 212', postalCode: '976 02', addressLocality: 'Staré Hory', addressCountry: 'SK' },
        telephone: '+421 905 318 440',
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `objednavky@${HOST}`, telephone: '+421 905 318 441', areaServed: 'SK' },
      },
    ],
    main:
      section(`<h1 class="hero-heading">Pivo z kameňa a vody</h1><p class="hero-text">Varíme nefiltrované a nepasterizované pivo v bývalej banskej kováčni v Starých Horách. Od roku 2017, bez kompromisov.</p><a href="/pivo" class="button w-button">Naše pivo</a>`, 'hero') +
      section(`<h2>Sudy na svadby a akcie</h2><p>Požičiame výčapné zariadenie a dovezieme sudy 15, 30 a 50 l. Objednávky vybavujeme do 48 hodín.</p>`),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kamenná studňa s.r.o.',
        url: `${ORIGIN}/`,
        foundingDate: '2017',
        founder: [
          { '@type': 'Person', name: 'Juraj Kovalčík', jobTitle: 'Zakladateľ a hlavný sládok' },
          { '@type': 'Person', name: 'Jana Kovalčíková', jobTitle: 'Spolumajiteľka, marketing a financie' },
        ],
        member: [{ '@type': 'Person', name: 'Lucia Hudecová', jobTitle: 'Manažérka podujatí', email: `lucia@${HOST}` }],
      },
    ],
    main: section(
      `<h1>O nás</h1><p>Kováčňu z roku 1896 sme opravovali tri roky. Dnes v nej stojí 10-hektolitrová varňa, osem spilových tankov a piváreň pre 60 hostí.</p><p>Vodu berieme z vlastnej studne vykopanej do vápencového podložia, odtiaľ aj náš názov.</p>`,
    ),
  });

  pages['/pivo'] = page({
    path: '/pivo',
    title: 'Naše pivo',
    main: section(`<h1>Naše pivo</h1><ul role="list"><li>Kováčska 11° – svetlý ležiak</li><li>Haviar 13° – polotmavý ležiak</li><li>Štôlňa IPA 15°</li><li>Jalovec – sezónne kyslé pivo</li></ul>`),
  });

  pages['/nas-tim'] = page({ path: '/nas-tim', title: 'Náš tím', main: section(`<h1>Náš tím</h1>${cards('sk')}`) });

  pages['/podujatia'] = page({
    path: '/podujatia',
    title: 'Podujatia',
    main: section(
      `<h1>Podujatia</h1><div class="event"><h3>Degustačný večer: sudové zrenie</h3><p>Piatok 14. marca o 18:00. Večerom prevedie sládok Marek Baláž, ochutnáte šesť pív zo sudov po víne a borovičke. Vstupné 25 €, počet miest je obmedzený.</p><p>Rezervácie: ${mailto(`eva@${HOST}`)}</p></div>` +
        `<div class="event"><h3>Pivný Jarmok v Starých Horách</h3><p>Sobota 24. mája od 12:00 na námestí.</p></div>`,
    ),
  });

  pages['/exkurzie'] = page({
    path: '/exkurzie',
    title: 'Exkurzie',
    main: section(
      `<h1>Exkurzie</h1><p>Prehliadka varne, spilky a ležiackej pivnice s ochutnávkou troch pív trvá asi 90 minút. Pre skupiny od 8 osôb, 18 € na osobu.</p>` +
        `<p>Exkurzie sprevádza Tomáš Kollár, sprievodca exkurziami. Termín si dohodnite e-mailom: <span id="tk-mail"></span></p>` +
        `<div class="w-embed w-script"><script>(function(){var a=String.fromCharCode(${charCodes(tomas)});var el=document.getElementById('tk-mail');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt</h1><div class="w-layout-grid contact-grid"><div><h3>Objednávky sudov a fliaš</h3><p>${mailto(`objednavky@${HOST}`)}<br>${tel('+421 905 318 441')}</p></div>` +
        `<div><h3>Piváreň</h3><p>Hlavná 212, Staré Hory<br>${tel('+421 905 318 440')}</p></div></div>` +
        `<p class="press-line"><strong>Kontakt pre médiá:</strong> Zuzana Ondrejková, vedúca obchodu, ${tel('+421 905 318 442')}, ${mailto(`zuzana@${HOST}`)}</p>` +
        `<p>Bratislavu a okolie zásobuje náš distribútor Nápoje Servis s.r.o., objednávky: obchod@napojeservis.sk</p>` +
        `<div class="w-form"><form id="email-form" name="email-form" data-name="Kontakt" method="get"><label for="Meno">Meno</label><input class="w-input" maxlength="256" name="Meno" type="text" id="Meno"><label for="Email">E-mail</label><input class="w-input" maxlength="256" name="Email" type="email" id="Email" required><input type="submit" data-wait="Chvíľku..." class="button w-button" value="Odoslať"></form></div>`,
    ),
  });

  pages['/b2b'] = page({ path: '/b2b', title: 'B2B portál', main: section(`<h1>B2B portál</h1><p>Cenník pre prevádzky a objednávkový formulár. Prístup vám pridelíme na ${mailto(`b2b@${HOST}`)}.</p>`) });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: section(`<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom je Kamenná studňa s.r.o., Hlavná 212, 976 02 Staré Hory.</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'Craft brewery in Staré Hory',
    lang: 'en',
    main: section(`<h1 class="hero-heading">Beer from stone and water</h1><p class="hero-text">Unfiltered, unpasteurised beer brewed in a former mining smithy in the Slovak hills since 2017. Tours in English on request.</p><a href="/en/team" class="button w-button">Meet the team</a>`, 'hero'),
  });
  pages['/en/beer'] = page({ path: '/en/beer', title: 'Our beer', lang: 'en', main: section(`<h1>Our beer</h1><ul role="list"><li>Kováčska 11° – pale lager</li><li>Haviar 13° – amber lager</li><li>Štôlňa IPA 15°</li></ul>`) });
  pages['/en/team'] = page({ path: '/en/team', title: 'Team', lang: 'en', main: section(`<h1>The team</h1>${cards('en')}`) });

  const member = (t: Brewer) => ({
    address: `${t.local}@${HOST}`,
    name: t.name,
    title: t.sk,
    titleAlternatives: [t.en],
    pages: ['/nas-tim', '/en/team'],
    cases: [
      'card' as const,
      'plain' as const,
      'link-non-english' as const,
      ...(t.shown.startsWith('Ing.') ? (['honorific'] as const) : []),
      ...(t.shown.includes('PhD.') ? (['post-nominal'] as const) : []),
    ],
  });
  const zuzana = member(TEAM[3]!);

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /b2b\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/pivo', '/nas-tim', '/podujatia', '/exkurzie', '/kontakt', '/en', '/en/beer', '/en/team'], '2025-02-27'),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'x-served-by': 'cache-fra-etou8220092-FRA' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['sk', 'en'],
      addresses: [
        { address: `objednavky@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...TEAM.filter((t) => t.local !== 'zuzana').map(member),
        { ...zuzana, pages: ['/nas-tim', '/en/team', '/kontakt'], cases: [...zuzana.cases, 'label-line'] },
        { address: `lucia@${HOST}`, name: 'Lucia Hudecová', title: 'Manažérka podujatí', pages: ['/o-nas'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: tomas, name: 'Tomáš Kollár', title: 'sprievodca exkurziami', pages: ['/exkurzie'], encoded: { kind: 'charcodes', text: charCodes(tomas) }, cases: ['prose', 'script-charcode', 'link-non-english'] },
        { address: `eva@${HOST}`, name: null, title: null, pages: ['/podujatia'], cases: ['neighbour', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/b2b'],
      nonAddresses: [
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'obchod@napojeservis.sk', kind: 'other-company' },
      ],
    },
  };
}
