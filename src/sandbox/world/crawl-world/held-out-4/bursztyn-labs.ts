/**
 * Bursztyn Labs: a small software house in Wrocław, Polish with an English version (Webflow
 * Localization, /en subdirectory). A Webflow site: CMS collection lists for the team (empty
 * fields left as w-condition-invisible), custom code embeds, a blog with code samples.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'bursztyn-labs.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/64f1a2b3c4d5e6f7a8b9c0d1';

const PAIRS: [string, string][] = [
  ['/', '/en'],
  ['/zespol', '/en/team'],
  ['/kariera', '/en/careers'],
  ['/kontakt', '/en/contact'],
];

function alternates(path: string): Record<string, string> | undefined {
  const pair = PAIRS.find(([pl, en]) => pl === path || en === path);
  return pair ? { pl: pair[0], en: pair[1], 'x-default': pair[0] } : undefined;
}

const NAV = {
  pl: [
    ['/uslugi', 'Usługi'],
    ['/case-study/logitrans', 'Realizacje'],
    ['/zespol', 'Zespół'],
    ['/kariera', 'Kariera'],
    ['/blog', 'Blog'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/team', 'Team'],
    ['/en/careers', 'Careers'],
    ['/en/contact', 'Contact'],
  ],
} as const;

const isEn = (p: PageSpec) => p.lang === 'en';

const theme: Theme = {
  host: HOST,
  siteName: 'Bursztyn Labs',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/bursztyn-labs.webflow.shared.5e1f2a3b4.min.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","Space Grotesk:500,700"]  }});</script>',
    `<link href="${CDN}/64f1a2b3c4d5e6f7a8b9c0e2_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (page) => {
    const l = isEn(page) ? 'en' : 'pl';
    const alt = alternates(page.path) ?? { pl: '/', en: '/en' };
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container">` +
      `<a href="${l === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/64f1a2b3c4d5e6f7a8b9c0f3_bursztyn-logo.svg" loading="lazy" alt="Bursztyn Labs" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      NAV[l].map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === page.path ? ' w--current' : ''}">${esc(label)}</a>`).join('') +
      `<div class="w-locales-list"><div role="list" class="w-locales-items">` +
      `<div role="listitem" class="w-locales-item"><a hreflang="pl" href="${alt.pl}"${l === 'pl' ? ' aria-current="page" class="w--current"' : ''}>PL</a></div>` +
      `<div role="listitem" class="w-locales-item"><a hreflang="en" href="${alt.en}"${l === 'en' ? ' aria-current="page" class="w--current"' : ''}>EN</a></div>` +
      `</div></div></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (page) =>
    `<footer class="footer"><div class="container w-container"><div class="footer-grid">` +
    `<div><img src="${CDN}/64f1a2b3c4d5e6f7a8b9c0f3_bursztyn-logo.svg" loading="lazy" alt="" class="footer-logo"><p class="footer-text">${isEn(page) ? 'Software that ships. Since 2016.' : 'Software, który działa. Od 2016 roku.'}</p></div>` +
    `<div><div class="footer-heading">${isEn(page) ? 'Say hello' : 'Napisz do nas'}</div>${mailto('hello@bursztyn-labs.test', 'hello@bursztyn-labs.test', 'class="footer-link"')}<a href="tel:+48717001234" class="footer-link">+48 71 700 12 34</a></div>` +
    `<div><div class="footer-heading">${isEn(page) ? 'Company' : 'Firma'}</div>` +
    (isEn(page)
      ? `<a href="/en/careers" class="footer-link">Careers</a><a href="/polityka-prywatnosci" class="footer-link">Privacy policy (PL)</a>`
      : `<a href="/kariera" class="footer-link">Kariera</a><a href="/bezpieczenstwo" class="footer-link">Bezpieczeństwo</a><a href="/polityka-prywatnosci" class="footer-link">Polityka prywatności</a><a href="/strefa-klienta" class="footer-link">Strefa klienta</a>`) +
    `</div></div><div class="footer-legal">© 2025 Bursztyn Labs sp. z o.o. · ul. Ruska 46a/12, 50-079 Wrocław · NIP 8971834562 · KRS 0000612345</div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1a2b3c4d5e6f7a8b9c0d1" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.4b2e5c1a9.js" type="text/javascript"></script>`,
  ],
};

function page(spec: PageSpec): SandboxPage {
  const alt = alternates(spec.path);
  return renderPage(theme, { ...spec, ...(alt ? { alternates: alt } : {}) });
}

interface Member {
  slug: string;
  name: string;
  role: { pl: string; en: string };
  email?: string;
  linkedin?: string;
}

const TEAM: Member[] = [
  { slug: 'anna-kowalczyk', name: 'Anna Kowalczyk', role: { pl: 'CEO & współzałożycielka', en: 'CEO & Co-founder' }, email: 'anna@bursztyn-labs.test', linkedin: 'annakowalczyk' },
  { slug: 'lukasz-wojcik', name: 'Łukasz Wójcik', role: { pl: 'CTO & współzałożyciel', en: 'CTO & Co-founder' }, email: 'lukasz@bursztyn-labs.test', linkedin: 'lukaszwojcik-dev' },
  { slug: 'marta-zielinska', name: 'dr inż. Marta Zielińska', role: { pl: 'Head of Data', en: 'Head of Data' }, email: 'marta@bursztyn-labs.test' },
  { slug: 'tomasz-grabowski', name: 'Tomasz Grabowski', role: { pl: 'Head of Delivery', en: 'Head of Delivery' }, email: 'tomasz@bursztyn-labs.test', linkedin: 'tgrabowski' },
  { slug: 'bartosz-mazur', name: 'Bartosz Mazur', role: { pl: 'Senior Frontend Developer', en: 'Senior Frontend Developer' }, linkedin: 'bartoszmazur' },
  { slug: 'michal-kaminski', name: 'Michał Kamiński', role: { pl: 'UX/UI Designer', en: 'UX/UI Designer' }, linkedin: 'mkaminski-ux' },
  { slug: 'katarzyna-lewandowska', name: 'Katarzyna Lewandowska', role: { pl: 'Office Manager', en: 'Office Manager' }, email: 'kasia@bursztyn-labs.test' },
];

/** A Webflow CMS collection list of team members. */
function teamList(lang: 'pl' | 'en'): string {
  return (
    `<div class="team-collection w-dyn-list"><div role="list" class="team-grid w-dyn-items">` +
    TEAM.map(
      (m, i) =>
        `<div role="listitem" class="w-dyn-item"><div class="team-card">` +
        `<img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9${(10 + i).toString(16)}_${m.slug}.webp" loading="lazy" alt="${esc(m.name)}" sizes="(max-width: 479px) 92vw, 280px" srcset="${CDN}/65a0b1c2d3e4f5a6b7c8d9${(10 + i).toString(16)}_${m.slug}-p-500.webp 500w, ${CDN}/65a0b1c2d3e4f5a6b7c8d9${(10 + i).toString(16)}_${m.slug}.webp 600w" class="team-photo">` +
        `<div class="team-info"><h3 class="team-name">${esc(m.name)}</h3><div class="team-role">${esc(m.role[lang])}</div>` +
        (m.email ? `<a href="mailto:${m.email}" class="team-email">${m.email}</a>` : `<a href="#" class="team-email w-condition-invisible"></a>`) +
        (m.linkedin
          ? `<a href="https://www.linkedin.com/in/${m.linkedin}" target="_blank" class="team-social w-inline-block"><img src="${CDN}/64f1a2b3c4d5e6f7a8b9c1a4_linkedin.svg" loading="lazy" alt="LinkedIn"></a>`
          : `<a href="#" class="team-social w-inline-block w-condition-invisible"></a>`) +
        `</div></div></div>`,
    ).join('') +
    `</div></div>`
  );
}

const SECURITY_SCRIPT = `
  (function () {
    var u = 'security';
    var d = 'bursztyn-labs' + '.' + 'test';
    var a = u + '@' + d;
    var el = document.getElementById('sec-mail');
    if (el) { el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; }
  })();
`;

export function bursztynLabs(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Software house z Wrocławia',
    lang: 'pl',
    description: 'Projektujemy i budujemy aplikacje webowe i mobilne dla logistyki, e-commerce i fintechu.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Bursztyn Labs sp. z o.o.', url: `${ORIGIN}/`, logo: `${CDN}/64f1a2b3c4d5e6f7a8b9c0f3_bursztyn-logo.svg`, sameAs: ['https://www.linkedin.com/company/bursztyn-labs', 'https://github.com/bursztyn-labs', 'https://clutch.co/profile/bursztyn-labs'] }],
    main: `<div class="section hero"><div class="container w-container"><h1 class="hero-heading">Budujemy software, który dowozi wyniki.</h1><p class="hero-paragraph">35 osób, 9 lat, ponad 80 wdrożonych produktów dla logistyki, e-commerce i fintechu.</p><a href="/kontakt" class="button w-button">Porozmawiajmy o projekcie</a></div></div>
<div class="section"><div class="container w-container"><h2>Ostatnio na blogu</h2><a href="/blog/migracja-na-react-19" class="blog-card w-inline-block"><h3>Migracja na React 19 w dużym monorepo – czego się nauczyliśmy</h3></a></div></div>`,
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>Usługi</h1><div class="w-layout-grid services-grid"><div><h3>Aplikacje webowe</h3><p>React, Next.js, Node.js, TypeScript.</p></div><div><h3>Aplikacje mobilne</h3><p>React Native i Flutter.</p></div><div><h3>Data &amp; ML</h3><p>Hurtownie danych, prognozowanie popytu, optymalizacja tras.</p></div><div><h3>Team augmentation</h3><p>Doświadczeni programiści w Twoim zespole w 2 tygodnie.</p></div></div></div></div>`,
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>Poznaj nasz zespół</h1><p class="section-lead">Za każdym projektem stoją konkretni ludzie. Oto część z nich.</p>${teamList('pl')}</div></div>`,
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Team',
    lang: 'en',
    main: `<div class="section"><div class="container w-container"><h1>Meet the team</h1><p class="section-lead">Every project has real people behind it. Here are some of them.</p>${teamList('en')}</div></div>`,
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariera',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>Kariera</h1>
<div class="job-card"><h3>Mid/Senior Backend Developer (Node.js)</h3><p>B2B 18 000 – 24 000 PLN netto / UoP 15 000 – 20 000 PLN brutto · hybrydowo, Wrocław</p></div>
<div class="job-card"><h3>QA Engineer (Playwright)</h3><p>B2B 12 000 – 16 000 PLN netto · zdalnie</p></div>
<div class="rich-text w-richtext"><p>CV wraz ze zgodą na przetwarzanie danych osobowych prześlij na <a href="mailto:jobs@bursztyn-labs.test">jobs@bursztyn-labs.test</a>.</p>
<p>Masz pytania o proces rekrutacji? Napisz do Tomka (<a href="mailto:tomasz@bursztyn-labs.test">tomasz@bursztyn-labs.test</a>) – chętnie opowie, jak u nas wygląda praca nad projektami.</p></div></div></div>`,
  });

  pages['/en/careers'] = page({
    path: '/en/careers',
    title: 'Careers',
    lang: 'en',
    main: `<div class="section"><div class="container w-container"><h1>Careers</h1><p>We hire in Wrocław and remotely across Poland. Send your CV to <a href="mailto:jobs@bursztyn-labs.test">jobs@bursztyn-labs.test</a>.</p></div></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><div class="w-layout-grid contact-grid">
<div><h1>Kontakt</h1><p>Bursztyn Labs sp. z o.o.<br>ul. Ruska 46a/12<br>50-079 Wrocław</p><p><a href="mailto:hello@bursztyn-labs.test">hello@bursztyn-labs.test</a><br>+48 71 700 12 34</p>
<div class="contact-person"><div class="contact-person-label">Nowe projekty</div><div>Anna Kowalczyk, CEO – <a href="mailto:anna@bursztyn-labs.test">anna@bursztyn-labs.test</a></div></div>
<div class="contact-person"><div class="contact-person-label">Dane do faktur</div><div>NIP 8971834562 · REGON 364512345<br>Faktury kosztowe prosimy przesyłać na <a href="mailto:faktury@bursztyn-labs.test">faktury@bursztyn-labs.test</a></div></div></div>
<div class="w-form"><form id="wf-form-Kontakt" name="wf-form-Kontakt" data-name="Kontakt" method="get"><label for="name">Imię i nazwisko</label><input class="w-input" maxlength="256" name="name" data-name="Name" placeholder="Jan Kowalski" type="text" id="name">
<label for="email">E-mail</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="jan.kowalski@firma.pl" type="email" id="email" required="">
<label for="msg">Opisz projekt</label><textarea id="msg" name="msg" maxlength="5000" class="w-input"></textarea><input type="submit" data-wait="Chwileczkę..." class="button w-button" value="Wyślij"></form>
<div class="w-form-done"><div>Dziękujemy! Odezwiemy się w ciągu 24 godzin.</div></div><div class="w-form-fail"><div>Ups! Coś poszło nie tak.</div></div></div>
</div></div></div>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: `<div class="section"><div class="container w-container"><h1>Contact</h1><p>Bursztyn Labs sp. z o.o., ul. Ruska 46a/12, 50-079 Wrocław, Poland</p>
<div class="contact-person"><div class="contact-person-label">New projects</div><div>Anna Kowalczyk, CEO – <a href="mailto:anna@bursztyn-labs.test">anna@bursztyn-labs.test</a></div></div></div></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Software house from Wrocław',
    lang: 'en',
    main: `<div class="section hero"><div class="container w-container"><h1 class="hero-heading">We build software that delivers.</h1><p class="hero-paragraph">35 people, 9 years, 80+ products shipped for logistics, e-commerce and fintech.</p><a href="/en/contact" class="button w-button">Let’s talk about your project</a></div></div>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>Blog</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/blog/migracja-na-react-19" class="blog-card w-inline-block"><h3>Migracja na React 19 w dużym monorepo – czego się nauczyliśmy</h3><div class="blog-meta">Bartosz Mazur · 12 lutego 2025</div></a></div></div></div></div></div>`,
  });

  pages['/blog/migracja-na-react-19'] = page({
    path: '/blog/migracja-na-react-19',
    title: 'Migracja na React 19 w dużym monorepo – czego się nauczyliśmy',
    lang: 'pl',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Migracja na React 19 w dużym monorepo – czego się nauczyliśmy',
        datePublished: '2025-02-12',
        author: { '@type': 'Person', name: 'Bartosz Mazur', jobTitle: 'Senior Frontend Developer', email: 'bartosz@bursztyn-labs.test', worksFor: { '@type': 'Organization', name: 'Bursztyn Labs' } },
        publisher: { '@type': 'Organization', name: 'Bursztyn Labs', logo: { '@type': 'ImageObject', url: `${CDN}/64f1a2b3c4d5e6f7a8b9c0f3_bursztyn-logo.svg` } },
      },
    ],
    main: `<div class="section"><div class="container narrow w-container"><h1>Migracja na React 19 w dużym monorepo – czego się nauczyliśmy</h1><div class="blog-meta">12 lutego 2025 · 8 min czytania</div>
<div class="rich-text w-richtext"><p>Nasz design system żyje w monorepo z 14 aplikacjami. Oto jak przenieśliśmy go na Reacta 19 bez zatrzymywania prac nad funkcjami.</p>
<h2>1. Aktualizacja zależności</h2><p>Zaczęliśmy od jednej aplikacji i wspólnego pakietu komponentów:</p>
<pre><code>git clone git@github.com:bursztyn-labs/design-system.git
cd design-system
pnpm add react@19.0.0 react-dom@19.0.0
pnpm add -D @types/react@19.0.2 @types/react-dom@19.0.2</code></pre>
<h2>2. forwardRef i defaultProps</h2><p>W React 19 <code>ref</code> jest zwykłym propsem, a <code>defaultProps</code> w komponentach funkcyjnych zostało usunięte. Codemod <code>npx codemod@latest react/19/migration-recipe</code> załatwił ok. 80% zmian.</p>
<h2>3. Testy</h2><p>Najwięcej czasu zajęły testy snapshotowe – warto je przejrzeć, zanim zaczniecie.</p></div>
<div class="author-box"><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d90e_bartosz-mazur.webp" loading="lazy" alt="" class="author-photo"><div><div class="author-name">Bartosz Mazur</div><div class="author-role">Senior Frontend Developer</div><p class="author-bio">Od 7 lat pisze frontend, od 3 – w Bursztyn Labs. Pytania o artykuł? <a href="mailto:bartosz@bursztyn-labs.test">bartosz@bursztyn-labs.test</a></p></div></div>
</div></div>`,
  });

  pages['/case-study/logitrans'] = page({
    path: '/case-study/logitrans',
    title: 'LogiTrans – platforma do planowania tras',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>LogiTrans: planowanie tras dla 400 ciężarówek</h1>
<p>W 7 miesięcy zbudowaliśmy dla LogiTrans platformę, która planuje trasy na kolejny dzień w 4 minuty zamiast 3 godzin.</p>
<blockquote class="testimonial">„Bursztyn Labs dowiózł projekt na czas i bez niespodzianek. Polecamy bez wahania.”<div class="testimonial-author">Marek Dąbrowski, CTO, LogiTrans sp. z o.o.</div></blockquote>
<p class="reference">Referencje: Marek Dąbrowski, <a href="mailto:marek.dabrowski@logitrans.test">marek.dabrowski@logitrans.test</a></p></div></div>`,
  });

  pages['/bezpieczenstwo'] = page({
    path: '/bezpieczenstwo',
    title: 'Bezpieczeństwo',
    lang: 'pl',
    main: `<div class="section"><div class="container narrow w-container"><h1>Zgłaszanie podatności</h1>
<p>Jeśli znalazłeś podatność w jednym z naszych produktów, napisz do nas: <span id="sec-mail">[włącz JavaScript, aby zobaczyć adres]</span>. Odpowiadamy w ciągu 2 dni roboczych.</p>
<div class="w-embed w-script"><script>${SECURITY_SCRIPT}</script></div>
<p>Prosimy nie publikować szczegółów przed wydaniem poprawki.</p></div></div>`,
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    lang: 'pl',
    main: `<div class="section"><div class="container narrow w-container"><h1>Polityka prywatności</h1><div class="rich-text w-richtext"><p>Administratorem Twoich danych osobowych jest Bursztyn Labs sp. z o.o. z siedzibą we Wrocławiu (ul. Ruska 46a/12, 50-079 Wrocław). W sprawach dotyczących danych osobowych możesz pisać na <a href="mailto:hello@bursztyn-labs.test">hello@bursztyn-labs.test</a>.</p><p>Strona korzysta z plików cookie w celach statystycznych.</p></div></div></div>`,
  });

  pages['/strefa-klienta'] = page({
    path: '/strefa-klienta',
    title: 'Strefa klienta',
    lang: 'pl',
    main: `<div class="section"><div class="container w-container"><h1>Strefa klienta</h1><p>Dostęp do dokumentacji projektów i zgłoszeń serwisowych. Problem z logowaniem? <a href="mailto:helpdesk@bursztyn-labs.test">helpdesk@bursztyn-labs.test</a></p></div></div>`,
  });

  const all = Object.keys(pages);
  const allowed = all.filter((p) => p !== '/strefa-klienta');
  const team = (address: string): Pick<TruthAddress, 'pages'> => ({ pages: ['/zespol', '/en/team', ...(address === 'anna@bursztyn-labs.test' ? ['/kontakt', '/en/contact'] : []), ...(address === 'tomasz@bursztyn-labs.test' ? ['/kariera'] : [])] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /strefa-klienta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml:
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
        allowed
          .filter((p) => !p.startsWith('/en'))
          .map((p) => {
            const alt = alternates(p);
            return `  <url>\n    <loc>${ORIGIN}${p}</loc>\n${alt ? `    <xhtml:link rel="alternate" hreflang="pl" href="${ORIGIN}${alt.pl}"/>\n    <xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${alt.en}"/>\n` : ''}  </url>`;
          })
          .join('\n') +
        `\n</urlset>\n`,
      pages,
      headers: { Server: 'cloudflare', 'CF-RAY': '8a1b2c3d4e5f6071-WAW', 'x-wf-region': 'eu-central-1', 'Surrogate-Key': 'bursztyn-labs.test 64f1a2b3c4d5e6f7a8b9c0d1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['pl', 'en'],
      addresses: [
        { address: 'anna@bursztyn-labs.test', name: 'Anna Kowalczyk', title: 'CEO & współzałożycielka', titleAlternatives: ['CEO & Co-founder', 'CEO'], ...team('anna@bursztyn-labs.test'), cases: ['card', 'name-title-line', 'plain'] },
        { address: 'lukasz@bursztyn-labs.test', name: 'Łukasz Wójcik', title: 'CTO & współzałożyciel', titleAlternatives: ['CTO & Co-founder'], ...team('lukasz@bursztyn-labs.test'), cases: ['card', 'plain'] },
        { address: 'marta@bursztyn-labs.test', name: 'Marta Zielińska', title: 'Head of Data', ...team('marta@bursztyn-labs.test'), cases: ['card', 'honorific', 'plain'] },
        { address: 'tomasz@bursztyn-labs.test', name: 'Tomasz Grabowski', title: 'Head of Delivery', ...team('tomasz@bursztyn-labs.test'), cases: ['card', 'prose', 'plain'] },
        { address: 'kasia@bursztyn-labs.test', name: 'Katarzyna Lewandowska', title: 'Office Manager', ...team('kasia@bursztyn-labs.test'), cases: ['card', 'plain'] },
        {
          address: 'bartosz@bursztyn-labs.test',
          name: 'Bartosz Mazur',
          title: 'Senior Frontend Developer',
          pages: ['/blog/migracja-na-react-19'],
          cases: ['card', 'json-ld-person', 'plain'],
        },
        { address: 'hello@bursztyn-labs.test', name: null, title: null, pages: allowed, cases: ['role', 'plain'] },
        { address: 'jobs@bursztyn-labs.test', name: null, title: null, pages: ['/kariera', '/en/careers'], cases: ['role', 'plain'] },
        { address: 'faktury@bursztyn-labs.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'label-line', 'plain', 'link-non-english'] },
        {
          address: 'security@bursztyn-labs.test',
          name: null,
          title: null,
          pages: ['/bezpieczenstwo'],
          encoded: { kind: 'script', text: SECURITY_SCRIPT },
          cases: ['role', 'script-concat', 'link-non-english'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: 'helpdesk@bursztyn-labs.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'react@19.0.0', kind: 'package' },
        { text: 'react-dom@19.0.0', kind: 'package' },
        { text: 'react@19.0.2', kind: 'package' },
        { text: 'react-dom@19.0.2', kind: 'package' },
        { text: 'codemod@latest', kind: 'package' },
        { text: 'jan.kowalski@firma.pl', kind: 'placeholder' },
        { text: 'marek.dabrowski@logitrans.test', kind: 'other-company' },
      ],
    },
  };
}
