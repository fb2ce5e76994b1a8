/**
 * Špilberk Labs: a software consultancy in Brno, Czech with English, a Next.js site exported as
 * static pages. jmeno.prijmeni addresses. The team in cards with the Czech academic titles (Ing.,
 * Mgr., Ph.D.), the managing director also as the Organization's founder in JSON-LD with a
 * "mailto:" address, the support mailbox as a JSON-LD contact point, a developer's blog byline
 * with the address written "(at)" and "(dot)", a job offer listed only in the gzip sitemap; the
 * open-source page's git clone URL, the intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'spilberklabs.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  cs: [
    ['/o-nas', 'O nás'],
    ['/kariera', 'Kariéra'],
    ['/blog', 'Blog'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/about', 'About'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Špilberk Labs',
  head: [
    '<meta name="next-head-count" content="14">',
    '<link rel="preload" href="/_next/static/css/8a1f3c0b2d4e5f67.css" as="style">',
    '<link rel="stylesheet" href="/_next/static/css/8a1f3c0b2d4e5f67.css" data-n-g="">',
    '<script src="/_next/static/chunks/webpack-3f9c1d2e4b5a6c78.js" defer=""></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'cs';
    return (
      `<div id="__next"><header class="sticky top-0 z-40 border-b bg-white/90 backdrop-blur"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" class="flex items-center gap-2"><img src="/_next/static/media/spilberk-labs.5e2c1a.svg" alt="Špilberk Labs" width="150" height="32"></a>` +
      `<nav class="hidden gap-6 text-sm font-medium md:flex">${MENU[lang]!.map(([h, l]) => `<a href="${h}" class="hover:text-rose-700">${esc(l)}</a>`).join('')}</nav>` +
      `<div class="text-xs"><a href="/" class="${lang === 'cs' ? 'font-bold' : ''}">CZ</a> / <a href="/en" class="${lang === 'en' ? 'font-bold' : ''}">EN</a></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="mt-24 bg-slate-900 text-slate-300"><div class="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">` +
    `<div><p class="font-semibold text-white">Špilberk Labs s.r.o.</p><p>Údolní 53, 602 00 Brno<br>IČO: 08765432, DIČ: CZ08765432<br>${p.lang === 'en' ? 'Registered with the Regional Court in Brno, file C 123456' : 'Zapsáno u Krajského soudu v Brně, sp. zn. C 123456'}</p></div>` +
    `<div><p>${tel('+420 530 331 870')}</p><p><a href="/open-source">Open source</a> · <a href="/ochrana-osobnich-udaju">${p.lang === 'en' ? 'Privacy' : 'Ochrana osobních údajů'}</a> · <a href="/intranet">Intranet</a></p></div>` +
    `</div></footer></div>` +
    `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"${esc(p.path)}","buildId":"vQ3x8kLm2pT7","nextExport":true,"locale":"${p.lang}"}</script>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Member {
  name: string;
  shown: string;
  cs: string;
  en: string;
  address: string;
  cases: CaseKind[];
}

const TEAM: Member[] = [
  { name: 'Jiří Dvořák', shown: 'Ing. Jiří Dvořák', cs: 'jednatel a technický ředitel', en: 'Managing Director & CTO', address: 'jiri.dvorak@spilberklabs.test', cases: ['card', 'honorific', 'plain', 'json-ld-person', 'json-ld-mailto'] },
  { name: 'Petra Horáková', shown: 'Mgr. Petra Horáková', cs: 'obchodní ředitelka', en: 'Head of Sales', address: 'petra.horakova@spilberklabs.test', cases: ['card', 'honorific', 'plain'] },
  { name: 'Tomáš Sedláček', shown: 'Ing. Tomáš Sedláček, Ph.D.', cs: 'vedoucí vývoje', en: 'Head of Engineering', address: 'tomas.sedlacek@spilberklabs.test', cases: ['card', 'honorific', 'post-nominal', 'plain'] },
  { name: 'Lucie Marešová', shown: 'Lucie Marešová', cs: 'projektová manažerka', en: 'Project Manager', address: 'lucie.maresova@spilberklabs.test', cases: ['card', 'plain'] },
  { name: 'Jakub Novotný', shown: 'Bc. Jakub Novotný', cs: 'DevOps inženýr', en: 'DevOps Engineer', address: 'jakub.novotny@spilberklabs.test', cases: ['card', 'honorific', 'plain'] },
  { name: 'Eva Svobodová', shown: 'Eva Svobodová', cs: 'ekonomka (externě)', en: 'Accountant (external)', address: 'eva.svobodova@spilberklabs.test', cases: ['card', 'plain'] },
  { name: 'Martin Pokorný', shown: 'Martin Pokorný', cs: 'stážista – frontend (částečný úvazek)', en: 'Frontend intern (part-time)', address: 'martin.pokorny@spilberklabs.test', cases: ['card', 'plain'] },
];

function card(m: Member, lang: 'cs' | 'en'): string {
  return (
    `<li class="rounded-2xl border p-6"><img src="/_next/image?url=%2Fteam%2F${m.address.split('@')[0]}.jpg&amp;w=256&amp;q=75" alt="" class="mb-4 h-24 w-24 rounded-full object-cover">` +
    `<h3 class="text-lg font-semibold">${esc(m.shown)}</h3><p class="text-sm text-slate-500">${esc(lang === 'cs' ? m.cs : m.en)}</p>` +
    `<p class="mt-2 text-sm">${mailto(m.address, m.address, 'class="text-rose-700 underline"')}</p></li>`
  );
}

export function spilberklabs(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vývoj softwaru na zakázku, Brno',
    lang: 'cs',
    alternates: { cs: '/', en: '/en' },
    main:
      `<section class="mx-auto max-w-6xl px-4 py-20"><h1 class="text-4xl font-bold">Navrhujeme a vyvíjíme software, který vydrží</h1>` +
      `<p class="mt-4 text-lg">Backendy v Javě a Kotlinu, webové aplikace v Reactu, migrace z legacy systémů a DevOps pro firmy z Česka, Rakouska a Německa.</p>` +
      `<a href="/kontakt" class="mt-6 inline-block rounded bg-rose-700 px-5 py-3 text-white">Nezávazná konzultace</a></section>` +
      `<section class="mx-auto max-w-6xl px-4 py-12"><h2 class="text-2xl font-semibold">Co děláme</h2><ul class="mt-6 grid gap-4 md:grid-cols-3"><li>Vývoj backendů a API (Java 21, Kotlin, Spring Boot)</li><li>Webové aplikace (React, TypeScript)</li><li>Modernizace a migrace legacy systémů</li><li>CI/CD, Kubernetes, provoz v cloudu</li><li>Code review a technický audit</li></ul>` +
      `<p class="mt-8 text-sm text-slate-500">Pracovali jsme pro síť brněnských sportovišť, distributora elektroinstalačního materiálu i pro IDS JMK.</p></section>`,
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    lang: 'cs',
    alternates: { cs: '/o-nas', en: '/en/about' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Špilberk Labs s.r.o.',
        url: `${ORIGIN}/`,
        foundingDate: '2019',
        founder: { '@type': 'Person', name: 'Jiří Dvořák', honorificPrefix: 'Ing.', jobTitle: 'jednatel a technický ředitel', email: 'mailto:jiri.dvorak@spilberklabs.test' },
      },
    ],
    main:
      `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">O nás</h1><p class="mt-4">Firmu založil v roce 2019 Jiří Dvořák po deseti letech v brněnských vývojových centrech. Dnes nás je dvanáct a většina sedí v kanceláři na Údolní, pár kolegů pracuje z Olomouce a z Vídně.</p>` +
      `<h2 class="mt-12 text-2xl font-semibold">Tým</h2><ul class="mt-6 grid gap-6 md:grid-cols-3">${TEAM.map((m) => card(m, 'cs')).join('')}</ul></section>`,
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    lang: 'cs',
    main: `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">Kariéra</h1><p>Momentálně nemáme otevřenou žádnou pozici na plný úvazek. Studentům nabízíme stáže – napište nám na adresu uvedenou na stránce <a href="/kontakt">Kontakt</a>.</p></section>`,
  });

  pages['/kariera/junior-tester'] = page({
    path: '/kariera/junior-tester',
    title: 'Junior tester/ka',
    lang: 'cs',
    main:
      `<section class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-3xl font-bold">Junior tester/ka (manuální i automatizované testy)</h1>` +
      `<ul class="mt-4 list-disc pl-6"><li>Hlavní pracovní poměr, Brno, 2 dny home office</li><li>Playwright, Postman, základy SQL</li><li>Mzda 38–45 tis. Kč, stravenkový paušál, MultiSport</li></ul>` +
      `<p class="mt-6">Kontakt: Klára Benešová, HR specialistka, tel. ${tel('+420 731 228 904')}, ${mailto('klara.benesova@spilberklabs.test')}</p></section>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'cs',
    main: `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">Blog</h1><ul class="mt-6 space-y-4"><li><a href="/blog/migrace-z-javy-8-na-kotlin" class="text-xl font-semibold">Migrace z Javy 8 na Kotlin bez velkého třesku</a><p class="text-sm text-slate-500">12. 3. 2025</p></li></ul></section>`,
  });

  pages['/blog/migrace-z-javy-8-na-kotlin'] = page({
    path: '/blog/migrace-z-javy-8-na-kotlin',
    title: 'Migrace z Javy 8 na Kotlin bez velkého třesku',
    lang: 'cs',
    main:
      `<article class="prose mx-auto max-w-3xl px-4 py-16"><h1>Migrace z Javy 8 na Kotlin bez velkého třesku</h1>` +
      `<p>Když k nám loni přišel klient s patnáct let starým monolitem, první otázka nezněla „jak všechno přepsat“, ale „co můžeme přepsat jako první, aniž by to někdo poznal“. Tady je, jak jsme postupovali modul po modulu.</p>` +
      `<p>Kotlin a Java žijí ve stejném projektu bez problémů; nejvíc času nám zabraly testy a nastavení buildu v Gradlu.</p>` +
      `<footer class="not-prose mt-10 border-t pt-4 text-sm">Ondřej Kratochvíl, senior vývojář · ondrej.kratochvil(at)spilberklabs(dot)test</footer></article>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'cs',
    alternates: { cs: '/kontakt', en: '/en/contact' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Špilberk Labs s.r.o.',
        url: `${ORIGIN}/`,
        email: 'mailto:kancelar@spilberklabs.test',
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'technical support', email: 'mailto:podpora@spilberklabs.test', telephone: '+420 530 331 879', availableLanguage: ['cs', 'en', 'de'] }],
      },
    ],
    main:
      `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">Kontakt</h1><div class="mt-8 grid gap-8 md:grid-cols-2"><div>` +
      `<p>Špilberk Labs s.r.o.<br>Údolní 53, 602 00 Brno</p><p>Telefon: ${tel('+420 530 331 870')}<br>E-mail: ${mailto('kancelar@spilberklabs.test')}</p>` +
      `<p>Podpora klientů se smlouvou SLA: ${mailto('podpora@spilberklabs.test')}, ${tel('+420 530 331 879')}</p></div>` +
      `<form class="space-y-4"><input class="w-full rounded border p-2" name="jmeno" placeholder="Jméno a příjmení"><input class="w-full rounded border p-2" type="email" name="email" placeholder="jan.novak@firma.cz"><textarea class="w-full rounded border p-2" name="zprava" placeholder="S čím vám můžeme pomoci?"></textarea><button class="rounded bg-rose-700 px-4 py-2 text-white">Odeslat</button></form></div></section>`,
  });

  pages['/open-source'] = page({
    path: '/open-source',
    title: 'Open source',
    lang: 'cs',
    main:
      `<section class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-3xl font-bold">Open source</h1><p>Knihovnu pro práci s jízdními řády IDS JMK ve formátu GTFS jsme uvolnili pod licencí MIT.</p>` +
      `<pre class="rounded bg-slate-100 p-4"><code>git clone git@github.test:spilberklabs/brno-gtfs-kotlin.git\ncd brno-gtfs-kotlin &amp;&amp; ./gradlew build</code></pre></section>`,
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    lang: 'cs',
    main: `<section class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-3xl font-bold">Zásady ochrany osobních údajů</h1><p>Správcem osobních údajů je Špilberk Labs s.r.o., IČO 08765432, Údolní 53, 602 00 Brno. Údaje z kontaktního formuláře zpracováváme pouze za účelem odpovědi na váš dotaz.</p></section>`,
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    lang: 'cs',
    main: `<section class="mx-auto max-w-3xl px-4 py-16"><h1>Intranet</h1><p>Přihlášení přes firemní účet. Zapomenuté heslo: ${mailto('it@spilberklabs.test')}</p></section>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Custom software development, Brno',
    lang: 'en',
    alternates: { cs: '/', en: '/en' },
    main: `<section class="mx-auto max-w-6xl px-4 py-20"><h1 class="text-4xl font-bold">We design and build software that lasts</h1><p class="mt-4 text-lg">Java and Kotlin backends, React web apps, legacy migrations and DevOps for companies in Czechia, Austria and Germany.</p><a href="/en/contact" class="mt-6 inline-block rounded bg-rose-700 px-5 py-3 text-white">Book a free consultation</a></section>`,
  });

  pages['/en/about'] = page({
    path: '/en/about',
    title: 'About',
    lang: 'en',
    alternates: { cs: '/o-nas', en: '/en/about' },
    main: `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">About us</h1><p class="mt-4">Founded in 2019, we are a team of twelve, mostly in our office in Brno.</p><ul class="mt-6 grid gap-6 md:grid-cols-3">${TEAM.map((m) => card(m, 'en')).join('')}</ul></section>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: { cs: '/kontakt', en: '/en/contact' },
    main: `<section class="mx-auto max-w-6xl px-4 py-16"><h1 class="text-3xl font-bold">Contact</h1><p>Špilberk Labs s.r.o., Údolní 53, 602 00 Brno, Czech Republic</p><p>Phone: ${tel('+420 530 331 870')}<br>Email: ${mailto('kancelar@spilberklabs.test')}</p></section>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/kariera/junior-tester'], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /_next/data/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Nextjs-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['cs', 'en'],
      addresses: [
        { address: 'kancelar@spilberklabs.test', name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'json-ld-mailto', 'link-non-english'] },
        { address: 'podpora@spilberklabs.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: m.address,
          name: m.name,
          title: m.cs,
          titleAlternatives: [m.en],
          pages: ['/o-nas', '/en/about'],
          cases: [...m.cases, 'link-non-english'] as CaseKind[],
        })),
        {
          address: 'ondrej.kratochvil@spilberklabs.test',
          name: 'Ondřej Kratochvíl',
          title: 'senior vývojář',
          pages: ['/blog/migrace-z-javy-8-na-kotlin'],
          cases: ['name-title-line', 'obfuscated', 'deep-page'],
        },
        {
          address: 'klara.benesova@spilberklabs.test',
          name: 'Klára Benešová',
          title: 'HR specialistka',
          pages: ['/kariera/junior-tester'],
          cases: ['sitemap-gzip', 'label-line', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'it@spilberklabs.test', kind: 'disallowed' },
        { text: 'git@github.test:spilberklabs/brno-gtfs-kotlin.git', kind: 'git' },
        { text: 'jan.novak@firma.cz', kind: 'placeholder' },
      ],
    },
  };
}
