/**
 * L'Eco della Bassa: a weekly regional newspaper of the lower Cremona plain, on Joomla 4, Italian
 * only. The editor-in-chief as "Direttore responsabile: name" with Joomla's e-mail cloak, the
 * newsroom in a table (nome, ruolo, e-mail), the local advertising contact's address reversed by
 * a script, the data-protection officer ("avv.") as a label line in the legal notes, and an older
 * article whose JSON-LD author carries her address, listed only in the news sitemap robots.txt
 * names. The advertising agency's address, a git clone URL on the open-data page and the
 * subscribers' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ecodellabassa.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/cronaca', 'Cronaca'],
  ['/sport', 'Sport'],
  ['/chi-siamo/redazione', 'Redazione'],
  ['/contatti', 'Contatti'],
  ['/pubblicita', 'Pubblicità'],
];

const theme: Theme = {
  host: HOST,
  siteName: "L'Eco della Bassa",
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4b0f3c" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia_eco/css/user.css?4b0f3c" rel="stylesheet">',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/testata-eco.png" alt="L'Eco della Bassa – settimanale dal 1947" width="420" height="80"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><p>L'Eco della Bassa – Settimanale d'informazione. Registrazione Tribunale di Cremona n. 41 del 12/05/1947. Editore: Cooperativa Editoriale Bassa Padana s.c., via Garibaldi 18, 26041 Casalmaggiore (CR) – P. IVA 00914520193</p>` +
    `<p><a href="/note-legali">Note legali</a> · <a href="/privacy">Privacy</a> · <a href="/dati">Dati aperti</a> · <a href="/area-riservata">Area abbonati</a></p></div></footer>`,
  privacyPath: { it: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });
const item = (title: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "email cloaking" plugin output (the id is random per page load; fixed here). */
const CLOAK_ID = '8c1e2f4d0a7b';
const cloakScript = (local: string): string =>
  `document.getElementById('cloak${CLOAK_ID}').innerHTML = '';\n` +
  `		var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `		var path = 'hr' + 'ef' + '=';\n` +
  `		var addy${CLOAK_ID} = '${local}' + '&#64;';\n` +
  `		addy${CLOAK_ID} = addy${CLOAK_ID} + 'ecodellabassa' + '&#46;' + 'test';\n` +
  `		var addy_text${CLOAK_ID} = '${local}' + '&#64;' + 'ecodellabassa' + '&#46;' + 'test';document.getElementById('cloak${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID} + '\\'>'+addy_text${CLOAK_ID}+'<\\/a>';`;

const REVERSED_ADS = reversed(`andrea.sala@${HOST}`);

type Journalist = { name: string; title: string; local: string };
const NEWSROOM: Journalist[] = [
  { name: 'Giulia Ferrari', title: 'caporedattrice', local: 'giulia.ferrari' },
  { name: 'Luca Rinaldi', title: 'cronaca e nera', local: 'luca.rinaldi' },
  { name: 'Davide Monti', title: 'sport', local: 'davide.monti' },
  { name: 'Chiara Galli', title: 'cultura e spettacoli', local: 'chiara.galli' },
];

const OLD_ARTICLE = '/cronaca/2024/viadana-la-piena-del-po-vista-dagli-argini';

export function ecoDellaBassa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notizie da Casalmaggiore, Viadana e dalla Bassa',
    main:
      `<div class="blog-featured"><h2><a href="/cronaca">Cronaca</a></h2><div class="items-leading"><article><h3><a href="/cronaca">Casalmaggiore, riapre il ponte sul Po dopo sei mesi di lavori</a></h3><p>Da lunedì il traffico torna a doppio senso; restano i limiti per i mezzi pesanti.</p></article>` +
      `<article><h3><a href="/sport">Eccellenza: la Casalese vince il derby e aggancia il secondo posto</a></h3></article></div></div>`,
  });

  pages['/cronaca'] = page({ path: '/cronaca', title: 'Cronaca', main: item('Cronaca', `<p>Casalmaggiore, riapre il ponte sul Po dopo sei mesi di lavori. Da lunedì il traffico torna a doppio senso di marcia.</p>`) });
  pages['/sport'] = page({ path: '/sport', title: 'Sport', main: item('Sport', `<p>Eccellenza: la Casalese vince il derby 2-1 e aggancia il secondo posto in classifica.</p>`) });

  pages['/chi-siamo/redazione'] = page({
    path: '/chi-siamo/redazione',
    title: 'Redazione',
    main: item(
      'La redazione',
      `<p>Direttore responsabile: Marco Bellini – <span id="cloak${CLOAK_ID}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type="text/javascript">\n		${cloakScript('marco.bellini')}\n		</script></p>` +
        `<table class="table table-striped"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>` +
        NEWSROOM.map((j) => `<tr><td>${esc(j.name)}</td><td>${esc(j.title)}</td><td>${mailto(`${j.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Collaborano con il giornale una trentina di corrispondenti dai comuni del Casalasco e del Viadanese.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: item(
      'Contatti',
      `<p>Redazione: via Garibaldi 18, 26041 Casalmaggiore (CR) – tel. ${tel('0375 555 210')}</p><p>Segnalazioni, comunicati stampa e lettere al giornale: ${mailto(`redazione@${HOST}`)}</p>` +
        `<p>Necrologie e anniversari si ricevono allo sportello dal lunedì al venerdì, 9–12.</p>`,
    ),
  });

  pages['/pubblicita'] = page({
    path: '/pubblicita',
    title: 'Pubblicità',
    main: item(
      'Pubblicità',
      `<p>La raccolta pubblicitaria nazionale è affidata a PubliPo Media srl (commerciale@publipo-media.test).</p>` +
        `<p>Per la pubblicità locale e i necrologi: Andrea Sala, responsabile commerciale – <span class="mail-rev" data-m="${REVERSED_ADS}"></span><script>var e='${REVERSED_ADS}'.split('').reverse().join('');document.write('<a href="mailto:'+e+'">'+e+'</a>');</script></p>`,
    ),
  });

  pages['/note-legali'] = page({
    path: '/note-legali',
    title: 'Note legali',
    main: item(
      'Note legali',
      `<p>Testata registrata presso il Tribunale di Cremona. Iscrizione al ROC n. 11802. La testata fruisce dei contributi di cui al d.lgs. 70/2017.</p>` +
        `<p>Responsabile della protezione dei dati (RPD/DPO): avv. Paola Conti, via Garibaldi 18, 26041 Casalmaggiore, tel. 0375 555 219, ${mailto(`paola.conti@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: item('Informativa privacy', `<p>Titolare del trattamento è la Cooperativa Editoriale Bassa Padana s.c.</p>`) });

  pages['/dati'] = page({
    path: '/dati',
    title: 'Dati aperti',
    main: item(
      'Dati aperti',
      `<p>I dati che usiamo per le nostre inchieste (risultati elettorali comunali, livelli idrometrici del Po) sono pubblici. Per scaricare il repository:</p><pre><code>git clone git@codeberg.org:ecodellabassa/dati-elezioni.git</code></pre>`,
    ),
  });

  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area abbonati', main: item('Area abbonati', `<p>Sfoglia l'edizione digitale. Problemi con l'abbonamento? Scrivi a ${mailto(`abbonamenti@${HOST}`)}</p>`) });

  const author = { '@type': 'Person', name: 'Sara Colombo', jobTitle: 'corrispondente da Viadana', email: `sara.colombo@${HOST}` };
  pages[OLD_ARTICLE] = page({
    path: OLD_ARTICLE,
    title: 'Viadana, la piena del Po vista dagli argini',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Viadana, la piena del Po vista dagli argini',
        datePublished: '2024-11-03T08:30:00+01:00',
        author,
        publisher: { '@type': 'NewsMediaOrganization', name: "L'Eco della Bassa", url: `${ORIGIN}/` },
      },
    ],
    main: item(
      'Viadana, la piena del Po vista dagli argini',
      `<p class="byline">di Sara Colombo</p><p>Alle sei del mattino l'idrometro di Boretto segnava già sette metri. Sugli argini di Cizzolo i volontari della protezione civile controllavano i fontanazzi con le torce.</p>` +
        `<p class="autore-mail">${mailto(`sara.colombo@${HOST}`)}</p>`,
    ),
  });
  pages['/media/sitemaps/news.xml'] = xmlPage(urlset(HOST, [OLD_ARTICLE], '2024-11-03'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/media/sitemaps/news.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['it'],
      addresses: [
        {
          address: `marco.bellini@${HOST}`,
          name: 'Marco Bellini',
          title: 'Direttore responsabile',
          pages: ['/chi-siamo/redazione'],
          encoded: { kind: 'script', text: cloakScript('marco.bellini') },
          cases: ['title-name-line', 'script-protect', ln],
        },
        ...NEWSROOM.map((j) => ({ address: `${j.local}@${HOST}`, name: j.name, title: j.title, pages: ['/chi-siamo/redazione'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `redazione@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain', ln] },
        { address: `andrea.sala@${HOST}`, name: 'Andrea Sala', title: 'responsabile commerciale', pages: ['/pubblicita'], encoded: { kind: 'reversed', text: REVERSED_ADS }, cases: ['name-title-line', 'script-reversed', ln] },
        { address: `paola.conti@${HOST}`, name: 'Paola Conti', title: 'Responsabile della protezione dei dati (RPD/DPO)', pages: ['/note-legali'], cases: ['label-line', 'honorific', 'plain'] },
        { address: `sara.colombo@${HOST}`, name: 'Sara Colombo', title: 'corrispondente da Viadana', pages: [OLD_ARTICLE], cases: ['json-ld-person', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `abbonamenti@${HOST}`, kind: 'disallowed' },
        { text: 'commerciale@publipo-media.test', kind: 'other-company' },
        { text: 'git@codeberg.org:ecodellabassa/dati-elezioni.git', kind: 'git' },
      ],
    },
  };
}
