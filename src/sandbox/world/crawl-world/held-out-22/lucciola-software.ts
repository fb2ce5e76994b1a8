/**
 * Lucciola Software: a Turin start-up building an SDK for indoor positioning, on Webflow, in
 * Italian. The founders and engineers as cards on "Chi siamo" with Italian honorifics (Ing.,
 * Dott.ssa), the CTO's address turned around by a script, the backend lead in RDFa, the CEO
 * again as the founder Person in the home page's JSON-LD, the press contacts in a table, the
 * people manager on a "Name, Title" line, and the developer advocate in a release post's sentence
 * two links deep; a git clone URL, an npm version and a retina image sit beside them.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lucciola-software.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/prodotto', 'Prodotto'],
  ['/chi-siamo', 'Chi siamo'],
  ['/blog', 'Blog'],
  ['/lavora-con-noi', 'Lavora con noi'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lucciola',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/64a1f0c2e7b3d91a5c0e7f21/css/lucciola.webflow.a1b2c3d4e.min.css" rel="stylesheet" type="text/css">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
  ],
  header: () =>
    `<div data-collapse="medium" data-animation="default" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/64a1f0c2e7b3d91a5c0e7f21/64a1f0c2e7b3d91a5c0e7f40_lucciola-logo.svg" loading="lazy" alt="Lucciola"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><p>Lucciola S.r.l. · Via Nizza 150, 10126 Torino · P.IVA 12345670012</p><p>${mailto(`ciao@${HOST}`)} · ${tel('+39 011 123 4567')}</p></div>` +
    `<div><a href="/stampa" class="footer-link">Stampa</a> <a href="/privacy" class="footer-link">Privacy</a> <a href="https://github.com/lucciola-io" class="footer-link">GitHub</a></div></div></div></footer>`,
  privacyPath: { it: '/privacy' },
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2e7b3d91a5c0e7f21" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64a1f0c2e7b3d91a5c0e7f21/js/webflow.4f2a9c1e.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it' });

const sec = (html: string): string => `<div class="section"><div class="container w-container">${html}</div></div>`;

const matteoScript = `<script>(function(){var e='${reversed(`matteo.conti@${HOST}`)}'.split('').reverse().join('');var a=document.getElementById('mail-matteo');a.href='mailto:'+e;a.textContent=e;})();</script>`;

const card = (inner: string): string => `<div class="team-card"><div class="team-card-body">${inner}</div></div>`;

export function lucciolaSoftware(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Posizionamento indoor al centimetro',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lucciola S.r.l.',
        url: `${ORIGIN}/`,
        logo: 'https://assets-global.website-files.com/64a1f0c2e7b3d91a5c0e7f21/lucciola-logo@2x.png',
        founder: [
          { '@type': 'Person', name: 'Giulia Ferraro', jobTitle: 'CEO & co-founder', email: `giulia.ferraro@${HOST}` },
          { '@type': 'Person', name: 'Matteo Conti', jobTitle: 'CTO & co-founder' },
        ],
      },
    ],
    main: sec(`<h1 class="hero-heading">Il GPS che funziona anche dentro</h1><p class="hero-paragraph">Lucciola è un SDK per app iOS e Android che localizza le persone negli edifici con precisione sotto il metro, usando i beacon Bluetooth e i sensori del telefono.</p><a href="/prodotto" class="button w-button">Scopri l'SDK</a>`),
  });

  pages['/prodotto'] = page({
    path: '/prodotto',
    title: 'Prodotto',
    main: sec(`<h1>L'SDK Lucciola</h1><p>Installazione in due righe:</p><pre><code>npm install lucciola-sdk@2.0.0\ngit clone git@github.com:lucciola-io/lucciola-examples.git</code></pre><p>Funziona offline, non raccoglie dati personali e si integra con le mappe che già usate.</p>`),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: sec(
      `<h1>Chi siamo</h1><p>Siamo nati nel 2021 come spin-off del Politecnico di Torino. Oggi siamo in quattordici.</p><div class="w-layout-grid team-grid">` +
        card(`<h3>Giulia Ferraro</h3><div class="team-role">CEO &amp; co-founder</div><p>${mailto(`giulia.ferraro@${HOST}`)}</p>`) +
        card(`<h3>Matteo Conti</h3><div class="team-role">CTO &amp; co-founder</div><p><a id="mail-matteo" href="#">scrivi a Matteo</a></p>${matteoScript}`) +
        `<div class="team-card" vocab="https://schema.org/" typeof="Person"><div class="team-card-body"><h3><span property="honorificPrefix">Ing.</span> <span property="name">Davide Russo</span></h3><div class="team-role" property="jobTitle">Lead Backend Engineer</div><p><a property="email" href="mailto:davide.russo@${HOST}">davide.russo@${HOST}</a></p></div></div>` +
        card(`<h3>Dott.ssa Chiara Galli</h3><div class="team-role">Head of Design</div><p>${mailto(`chiara.galli@${HOST}`)}</p>`) +
        `</div>`,
    ),
  });

  pages['/blog'] = page({ path: '/blog', title: 'Blog', main: sec(`<h1>Blog</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/blog/rilascio-sdk-2-0" class="blog-link">Esce Lucciola SDK 2.0</a><div class="blog-date">18 marzo 2025</div></div></div></div>`) });
  pages['/blog/rilascio-sdk-2-0'] = page({
    path: '/blog/rilascio-sdk-2-0',
    title: 'Esce Lucciola SDK 2.0',
    main: sec(
      `<h1>Esce Lucciola SDK 2.0</h1><div class="rich-text w-richtext"><p>La nuova versione porta il supporto a Flutter, un consumo di batteria ridotto del 30% e una nuova API per i percorsi accessibili.</p><p>Chi migra dalla 1.x trova la guida nella documentazione; per dubbi o segnalazioni potete scrivere direttamente a Luca Bianchi, il nostro developer advocate, all'indirizzo ${mailto(`luca.bianchi@${HOST}`)}.</p></div>`,
    ),
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    main: sec(`<h1>Lavora con noi</h1><p>Cerchiamo un/una Mobile Engineer (Kotlin/Swift) e un/una Solutions Engineer. Ibrido, Torino.</p><p>Manda il tuo CV a ${mailto(`jobs@${HOST}`)}.</p><p>Sara Villa, People &amp; Culture Manager — ${mailto(`sara.villa@${HOST}`)}</p>`),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: sec(
      `<h1>Contatti</h1><p>Lucciola S.r.l., Via Nizza 150, 10126 Torino</p><p>Per informazioni commerciali: ${mailto(`ciao@${HOST}`)}</p>` +
        `<div class="w-form"><form id="wf-form-Contatti" name="wf-form-Contatti" method="get"><label for="email">Email</label><input type="email" class="w-input" maxlength="256" name="email" placeholder="mario.rossi@esempio.it" id="email" required=""><input type="submit" value="Invia" class="w-button"></form></div>`,
    ),
  });

  pages['/stampa'] = page({
    path: '/stampa',
    title: 'Stampa',
    main: sec(
      `<h1>Area stampa</h1><p>Scarica il <a href="https://assets-global.website-files.com/64a1f0c2e7b3d91a5c0e7f21/lucciola-press-kit.zip">press kit</a> (logo, foto, scheda aziendale).</p>` +
        `<table class="press-table"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>` +
        `<tr><td>Francesca Moretti</td><td>Responsabile comunicazione</td><td>${mailto(`francesca.moretti@${HOST}`)}</td></tr>` +
        `<tr><td>Ufficio stampa</td><td>—</td><td>${mailto(`stampa@${HOST}`)}</td></tr></tbody></table>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: sec(`<h1>Informativa privacy</h1><p>Titolare del trattamento è Lucciola S.r.l. Il sito utilizza cookie tecnici e, previo consenso, cookie analitici.</p>`) });
  pages['/staging/team'] = page({ path: '/staging/team', title: 'Staging', main: sec(`<p>Bozza: hr@${HOST}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staging/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/prodotto', '/chi-siamo', '/blog', '/blog/rilascio-sdk-2-0', '/lavora-con-noi', '/contatti', '/stampa', '/privacy', '/staging/team']),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['it'],
      addresses: [
        { address: `ciao@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain'] },
        { address: `giulia.ferraro@${HOST}`, name: 'Giulia Ferraro', title: 'CEO & co-founder', titleAlternatives: ['CEO'], pages: ['/', '/chi-siamo'], cases: ['json-ld-person', 'card', 'plain', 'link-non-english'] },
        {
          address: `matteo.conti@${HOST}`,
          name: 'Matteo Conti',
          title: 'CTO & co-founder',
          titleAlternatives: ['CTO'],
          pages: ['/chi-siamo'],
          encoded: { kind: 'reversed', text: reversed(`matteo.conti@${HOST}`) },
          cases: ['card', 'script-reversed', 'link-non-english'],
        },
        { address: `davide.russo@${HOST}`, name: 'Davide Russo', title: 'Lead Backend Engineer', pages: ['/chi-siamo'], cases: ['card', 'rdfa', 'honorific', 'plain', 'link-non-english'] },
        { address: `chiara.galli@${HOST}`, name: 'Chiara Galli', title: 'Head of Design', pages: ['/chi-siamo'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: `luca.bianchi@${HOST}`, name: 'Luca Bianchi', title: 'developer advocate', titleAlternatives: ['Developer Advocate'], pages: ['/blog/rilascio-sdk-2-0'], cases: ['prose', 'deep-page', 'plain'] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `sara.villa@${HOST}`, name: 'Sara Villa', title: 'People & Culture Manager', pages: ['/lavora-con-noi'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `francesca.moretti@${HOST}`, name: 'Francesca Moretti', title: 'Responsabile comunicazione', pages: ['/stampa'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `stampa@${HOST}`, name: null, title: null, pages: ['/stampa'], cases: ['table', 'role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staging/team'],
      nonAddresses: [
        { text: `hr@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:lucciola-io/lucciola-examples.git', kind: 'git' },
        { text: 'lucciola-sdk@2.0.0', kind: 'package' },
        { text: 'lucciola-logo@2x.png', kind: 'retina' },
        { text: 'mario.rossi@esempio.it', kind: 'placeholder' },
      ],
    },
  };
}
