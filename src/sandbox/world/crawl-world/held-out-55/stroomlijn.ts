/**
 * Stroomlijn: a Utrecht software startup (planning software for home-care teams) on Webflow,
 * Dutch with an English version reached through hreflang alternates. The team as Webflow CMS
 * collection cards on "Over ons" and "About", the founders and a department's lead described in
 * JSON-LD (one founder's address only there, one written "mailto:"), the support desk as a
 * ContactPoint, the talent lead in a sentence on the vacancies page, the press mailbox on a label
 * line, and a partnerships manager only on the English contact page. The address scheme stated on
 * the contact page, a git clone URL and an npm package version on the developers page, the
 * staging environment (disallowed) and the payment provider's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'stroomlijn-software.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'nl' | 'en', [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/product', 'Product'],
    ['/over-ons', 'Over ons'],
    ['/vacatures', 'Vacatures'],
    ['/developers', 'Developers'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/about', 'About'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Stroomlijn',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/64f1c2a9d3e8b70012ab34cd/css/stroomlijn.webflow.7d1e2f.min.css" rel="stylesheet" type="text/css">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'nl';
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64f1c2a9d3e8b70012ab34cd/64f1c3b0e1a2c4001f5d6e7a_stroomlijn-logo.svg" loading="lazy" alt="Stroomlijn"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      MENU[lang].map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link">${esc(label)}</a>`).join('') +
      `</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid"><div><img src="https://assets-global.website-files.com/64f1c2a9d3e8b70012ab34cd/stroomlijn-logo-wit.svg" alt=""><p class="footer-text">Stroomlijn B.V. · Oudegracht 211 · 3511 NH Utrecht · KvK 87654321</p></div>` +
    `<div><p class="footer-text">${p.lang === 'en' ? 'Say hi' : 'Zeg hallo'}: ${mailto(`hallo@${HOST}`, `hallo@${HOST}`, 'class="footer-link"')}</p><p><a href="/privacy" class="footer-link">Privacy</a></p></div></div></div></footer>` +
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a9d3e8b70012ab34cd" type="text/javascript" crossorigin="anonymous"></script><script src="https://assets-global.website-files.com/64f1c2a9d3e8b70012ab34cd/js/webflow.3a2b1c.js" type="text/javascript"></script>`,
};

const ALT_HOME = { nl: '/', en: '/en', 'x-default': '/' };
const ALT_ABOUT = { nl: '/over-ons', en: '/en/about' };
const ALT_CONTACT = { nl: '/contact', en: '/en/contact' };

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Member = { name: string; nl: string; en: string; local?: string; img: string };
const TEAM: Member[] = [
  { name: 'Daan de Wit', nl: 'Medeoprichter & CEO', en: 'Co-founder & CEO', local: 'daan', img: 'daan' },
  { name: 'Joris van Leeuwen', nl: 'Medeoprichter & CTO', en: 'Co-founder & CTO', img: 'joris' },
  { name: 'Fleur Janssen', nl: 'Head of Product', en: 'Head of Product', local: 'fleur', img: 'fleur' },
  { name: 'Bram Visser', nl: 'Lead Engineer', en: 'Lead Engineer', local: 'bram', img: 'bram' },
  { name: 'Noor El Amrani', nl: 'Customer Success Manager zorgorganisaties', en: 'Customer Success Manager, care organisations', local: 'noor', img: 'noor' },
];

const card = (m: Member, lang: 'nl' | 'en'): string =>
  `<div role="listitem" class="team-item w-dyn-item"><img src="https://assets-global.website-files.com/64f1c2a9d3e8b70012ab34cd/65a0_${m.img}.webp" loading="lazy" alt="${esc(m.name)}" class="team-photo"><div class="team-name">${esc(m.name)}</div><div class="team-role">${esc(lang === 'en' ? m.en : m.nl)}</div>` +
  (m.local ? `<a href="mailto:${m.local}@${HOST}" class="team-mail w-inline-block"><div>${m.local}@${HOST}</div></a>` : `<a href="https://www.linkedin.com/in/jorisvanleeuwen-dev" class="team-mail">LinkedIn</a>`) +
  `</div>`;

const ORG_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Stroomlijn B.V.',
  url: `${ORIGIN}/`,
  founder: [
    { '@type': 'Person', name: 'Daan de Wit', jobTitle: 'Medeoprichter & CEO', email: `mailto:daan@${HOST}` },
    { '@type': 'Person', name: 'Joris van Leeuwen', jobTitle: 'Medeoprichter & CTO', email: `joris@${HOST}` },
  ],
  department: [{ '@type': 'Organization', name: 'Product', employee: [{ '@type': 'Person', name: 'Fleur Janssen', jobTitle: 'Head of Product', email: `fleur@${HOST}` }] }],
};

export function stroomlijn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      lang: 'nl',
      title: 'Roosters die kloppen voor de wijkzorg',
      alternates: ALT_HOME,
      main: `<section class="hero"><div class="w-container"><h1 class="hero-heading">Minder puzzelen, meer zorg.</h1><p class="hero-text">Stroomlijn plant routes en roosters voor wijkverpleging en thuiszorg, gekoppeld aan Nedap ONS en AFAS.</p><a href="/product" class="button w-button">Bekijk het product</a></div></section>`,
    }),
    '/product': page({ path: '/product', lang: 'nl', title: 'Product', main: `<section><div class="w-container"><h1>Het product</h1><p>Automatische routeplanning, ruilen van diensten in de app en rapportages voor de teamcoach.</p></div></section>` }),
    '/over-ons': page({
      path: '/over-ons',
      lang: 'nl',
      title: 'Over ons',
      alternates: ALT_ABOUT,
      jsonLd: [ORG_LD],
      main: `<section><div class="w-container"><h1>Over ons</h1><p>Stroomlijn is in 2021 opgericht door een wijkverpleegkundige en een ontwikkelaar die het rooster-Excel zat waren. We zijn nu met twaalf mensen in Utrecht.</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map((m) => card(m, 'nl')).join('')}</div></div></div></section>`,
    }),
    '/vacatures': page({
      path: '/vacatures',
      lang: 'nl',
      title: 'Vacatures',
      main: `<section><div class="w-container"><h1>Werken bij Stroomlijn</h1><h2>Medior backend developer (32–40 uur)</h2><p>Kotlin, PostgreSQL, een beetje Kubernetes.</p><p>Vragen over een vacature? Mail Sanne Bakker, onze Talent &amp; People Lead, via ${mailto(`sanne@${HOST}`)}. Acquisitie naar aanleiding van deze vacature wordt niet op prijs gesteld.</p></div></section>`,
    }),
    '/developers': page({
      path: '/developers',
      lang: 'nl',
      title: 'Developers',
      main: `<section><div class="w-container"><h1>Developers</h1><p>Onze open-source CLI en SDK:</p><pre><code>git clone git@github.com:stroomlijn/stroomlijn-cli.git\nnpm install @stroomlijn/sdk@2.4.1</code></pre><p>API-documentatie staat op <a href="https://docs.stroomlijn-api.test/">docs.stroomlijn-api.test</a>. Testomgeving: <a href="/staging">staging</a> (alleen voor partners).</p></div></section>`,
    }),
    '/staging': page({ path: '/staging', lang: 'nl', title: 'Staging', main: `<h1>Staging</h1><p>Toegang aanvragen: ${mailto(`staging@${HOST}`)}</p>` }),
    '/contact': page({
      path: '/contact',
      lang: 'nl',
      title: 'Contact',
      alternates: ALT_CONTACT,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Stroomlijn B.V.', url: `${ORIGIN}/`, contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer support', email: `support@${HOST}`, telephone: '+31 30 555 4120', availableLanguage: ['nl', 'en'] }] }],
      main:
        `<section><div class="w-container"><h1>Contact</h1><p>Iedereen bij Stroomlijn is bereikbaar via voornaam@stroomlijn-software.test.</p>` +
        `<div class="contact-grid"><div><h3>Support voor klanten</h3><p>${mailto(`support@${HOST}`)} · 030 555 4120 (werkdagen 8.30–17.00)</p></div>` +
        `<div><h3>Pers &amp; media</h3><p>Perscontact: ${mailto(`pers@${HOST}`)}</p></div></div>` +
        `<p>Betalingen verlopen via Mollie; vragen over een incasso kunt u ook stellen aan ${mailto('info@mollie-betalingen.test')}.</p>` +
        `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact"><input class="w-input" name="email" placeholder="jij@voorbeeld.nl" type="email"><input type="submit" value="Versturen" class="w-button"></form></div></div></section>`,
    }),
    '/privacy': page({ path: '/privacy', lang: 'nl', title: 'Privacyverklaring', main: `<section><div class="w-container"><h1>Privacyverklaring</h1><p>Stroomlijn B.V. is verwerker van de gegevens van cliënten van onze klanten. Vragen: ${mailto(`privacy@${HOST}`)}.</p></div></section>` }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Rosters that add up for community care',
      alternates: ALT_HOME,
      main: `<section class="hero"><div class="w-container"><h1 class="hero-heading">Less puzzling, more care.</h1><p class="hero-text">Stroomlijn plans routes and rosters for district nursing and home-care teams.</p></div></section>`,
    }),
    '/en/about': page({
      path: '/en/about',
      lang: 'en',
      title: 'About',
      alternates: ALT_ABOUT,
      main: `<section><div class="w-container"><h1>About us</h1><p>Founded in 2021 in Utrecht by a district nurse and a developer.</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map((m) => card(m, 'en')).join('')}</div></div></div></section>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      alternates: ALT_CONTACT,
      main: `<section><div class="w-container"><h1>Contact</h1><p>Customer support: ${mailto(`support@${HOST}`)}</p><p>Expanding to the UK and Ireland? Talk to Oliver Grant, Partnerships Manager UK &amp; Ireland: ${mailto(`oliver@${HOST}`)}</p></div></section>`,
    }),
  };

  const both = ['/over-ons', '/en/about'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staging\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/product', '/over-ons', '/vacatures', '/developers', '/contact', '/privacy'].map((p) => `  <url><loc>${ORIGIN}${p}</loc></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'Content-Security-Policy': "frame-ancestors 'self'" },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['nl', 'en'],
      addresses: [
        { address: `hallo@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `support@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `pers@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'label-line', 'plain'] },
        { address: `privacy@${HOST}`, name: null, title: null, pages: ['/privacy'], cases: ['role', 'plain'] },
        { address: `daan@${HOST}`, name: 'Daan de Wit', title: 'Medeoprichter & CEO', titleAlternatives: ['Co-founder & CEO'], pages: both, cases: ['card', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-non-english'] },
        { address: `joris@${HOST}`, name: 'Joris van Leeuwen', title: 'Medeoprichter & CTO', titleAlternatives: ['Co-founder & CTO'], pages: ['/over-ons'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: `fleur@${HOST}`, name: 'Fleur Janssen', title: 'Head of Product', pages: both, cases: ['card', 'json-ld-nested', 'plain', 'link-non-english'] },
        { address: `bram@${HOST}`, name: 'Bram Visser', title: 'Lead Engineer', pages: both, cases: ['card', 'plain', 'link-non-english'] },
        { address: `noor@${HOST}`, name: 'Noor El Amrani', title: 'Customer Success Manager zorgorganisaties', titleAlternatives: ['Customer Success Manager, care organisations'], pages: both, cases: ['card', 'plain', 'link-non-english'] },
        { address: `sanne@${HOST}`, name: 'Sanne Bakker', title: 'Talent & People Lead', pages: ['/vacatures'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `oliver@${HOST}`, name: 'Oliver Grant', title: 'Partnerships Manager UK & Ireland', pages: ['/en/contact'], cases: ['prose', 'name-title-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/contact', text: 'voornaam@stroomlijn-software.test' },
      disallowed: ['/staging'],
      nonAddresses: [
        { text: 'voornaam@stroomlijn-software.test', kind: 'scheme' },
        { text: `staging@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:stroomlijn/stroomlijn-cli.git', kind: 'git' },
        { text: '@stroomlijn/sdk@2.4.1', kind: 'package' },
        { text: 'info@mollie-betalingen.test', kind: 'other-company' },
        { text: 'jij@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
