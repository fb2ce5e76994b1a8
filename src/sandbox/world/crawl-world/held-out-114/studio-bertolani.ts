/**
 * Studio Bertolani Cattani Zanichelli: an accountants' and payroll consultants' practice in
 * Reggio Emilia, on Joomla 3.10 with a Protostar-based template, in Italian with one English
 * article. Joomla's "Email Cloaking" plugin writes every address in the articles (and the footer
 * module) as its document.write-style script with variables; the partners as cards with Dott.,
 * Dott.ssa and Rag., one of them again on the English page; the collaborators as "Name, title –
 * address" lines on a page whose article turns cloaking off ({emailcloak=off}); the retired
 * founder only in the AccountingService JSON-LD. The clients' area is disallowed; an old address
 * in a module comment, the newsletter placeholder, the e-invoicing provider's help desk and a
 * retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'studio-bertolani.test';
const ORIGIN = `http://${HOST}`;

/** A stable 32-hex id, as Joomla's md5(rand()) gives each cloak. */
function cloakId(seed: string): string {
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; round < 4; round++) {
    for (const c of `${seed}#${round}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

/** Joomla 3's email cloak: a span and the script that fills it, the domain split at its dots. */
function cloak(address: string, seed: string): string {
  const id = cloakId(`${address}/${seed}`);
  const [local, domain = ''] = address.split('@');
  const domainParts = domain
    .split('.')
    .map((p) => `'${p}'`)
    .join(" + '&#46;' + ");
  return (
    `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + ${domainParts};\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + ${domainParts};document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/lo-studio', 'Lo studio'],
  ['/lo-studio/professionisti', 'Professionisti'],
  ['/servizi', 'Servizi'],
  ['/lavora-con-noi', 'Lavora con noi'],
  ['/contatti', 'Contatti'],
  ['/en', 'EN'],
];

const SEGRETERIA = `segreteria@${HOST}`;
const FOOTER_CLOAK = cloak(SEGRETERIA, 'footer');

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Bertolani Cattani Zanichelli',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/studiobcz/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/templates/studiobcz/css/template.css?4b7e1f0c2a9d8e3b5f6a7c8d9e0f1a2b" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?4b7e1f0c2a9d8e3b5f6a7c8d9e0f1a2b"></script>`,
    `<script src="${ORIGIN}/media/jui/js/bootstrap.min.js?4b7e1f0c2a9d8e3b5f6a7c8d9e0f1a2b"></script>`,
  ],
  header: (spec) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="${ORIGIN}/"><img src="${ORIGIN}/images/logo/logo-studio-bcz.png" srcset="${ORIGIN}/images/logo/logo-studio-bcz@2x.png 2x" alt="Studio Bertolani Cattani Zanichelli"></a><div class="header-search pull-right"><div class="custom"><p>Dottori commercialisti · Revisori legali · Consulenti del lavoro</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Attiva/disattiva navigazione</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === spec.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: (spec) =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>Studio Bertolani Cattani Zanichelli – Associazione professionale<br>Via Emilia San Pietro 41 – 42121 Reggio Emilia – Tel. ${tel('0522 431 870')} – P.IVA 02518470359<br>Segreteria: ${FOOTER_CLOAK}</p></div>` +
    `<!-- mod_custom pos-footer: fino al 2021 anche amministrazione@${HOST} -->` +
    `<p class="pull-right"><a href="#top" id="back-top">${spec.lang === 'en' ? 'Back to top' : 'Torna su'}</a></p><p>&copy; 2025 Studio BCZ · <a href="/privacy">Privacy e cookie</a> · <a href="/area-clienti">Area clienti</a></p></div></footer>`,
  privacyPath: { it: '/privacy', en: '/privacy' },
};

const article = (html: string, heading: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div class="page-header"><h2 itemprop="headline">${esc(heading)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

const page = (spec: Omit<PageSpec, 'lang' | 'main'> & { lang?: string; body: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'it-it', main: article(spec.body, spec.title) });

type Partner = { shown: string; name: string; title: string; local: string; phone: string };
const SOCI: Partner[] = [
  { shown: 'Dott. Marco Bertolani', name: 'Marco Bertolani', title: 'Socio – Dottore commercialista e revisore legale', local: 'm.bertolani', phone: '0522 431 871' },
  { shown: 'Dott.ssa Elena Cattani', name: 'Elena Cattani', title: 'Socia – Dottore commercialista, fiscalità internazionale', local: 'e.cattani', phone: '0522 431 872' },
  { shown: 'Rag. Paolo Zanichelli', name: 'Paolo Zanichelli', title: 'Socio – Consulente del lavoro', local: 'p.zanichelli', phone: '0522 431 873' },
];

type Collab = { shown: string; name: string; title: string; local: string; honorific?: boolean };
const COLLABORATORI: Collab[] = [
  { shown: 'Dott.ssa Giulia Montanari', name: 'Giulia Montanari', title: 'praticante dottore commercialista', local: 'g.montanari', honorific: true },
  { shown: 'Luca Guidetti', name: 'Luca Guidetti', title: 'contabilità e bilanci', local: 'l.guidetti' },
  { shown: 'Silvia Rinaldi', name: 'Silvia Rinaldi', title: 'responsabile ufficio paghe e contributi', local: 's.rinaldi' },
  { shown: 'Federica Corradini', name: 'Federica Corradini', title: 'segreteria e accoglienza clienti', local: 'f.corradini' },
];

export function studioBertolani(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const sociCloaks = SOCI.map((s) => cloak(`${s.local}@${HOST}`, 'soci'));
  const cattaniEn = cloak(`e.cattani@${HOST}`, 'en');
  const lavoro = cloak(`lavoro@${HOST}`, 'lavora');

  pages['/'] = page({
    path: '/',
    title: 'Commercialisti a Reggio Emilia',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Studio Bertolani Cattani Zanichelli',
        url: `${ORIGIN}/`,
        telephone: '+39 0522 431870',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Emilia San Pietro 41', postalCode: '42121', addressLocality: 'Reggio Emilia', addressRegion: 'RE', addressCountry: 'IT' },
        foundingDate: '1978',
        founder: { '@type': 'Person', name: 'Giorgio Bertolani', jobTitle: 'Socio fondatore', email: `g.bertolani@${HOST}` },
      },
    ],
    body:
      `<p>Dal 1978 assistiamo imprese, professionisti e famiglie della provincia di Reggio Emilia in materia contabile, fiscale, societaria e di amministrazione del personale.</p>` +
      `<p>Lo studio conta tre soci e quindici collaboratori. <a href="/lo-studio">Scopri lo studio</a> o <a href="/contatti">fissa un appuntamento</a>.</p>`,
  });

  pages['/lo-studio'] = page({
    path: '/lo-studio',
    title: 'Lo studio',
    body:
      `<p>Fondato da Giorgio Bertolani nel 1978, oggi in pensione, lo studio è diventato un'associazione professionale nel 2006 con l'ingresso di Elena Cattani e Paolo Zanichelli.</p>` +
      `<p><a href="/lo-studio/professionisti">I soci</a> · <a href="/lo-studio/collaboratori">I collaboratori</a></p>`,
  });

  pages['/lo-studio/professionisti'] = page({
    path: '/lo-studio/professionisti',
    title: 'I professionisti',
    body: `<div class="row-fluid soci">${SOCI.map((s, i) => `<div class="span4 socio"><img src="${ORIGIN}/images/soci/${s.local.replace('.', '-')}.jpg" alt="${esc(s.name)}" width="300" height="360"><h3>${esc(s.shown)}</h3><p class="ruolo">${esc(s.title)}</p><p>Tel. ${tel(s.phone)}<br>${sociCloaks[i]}</p></div>`).join('')}</div>`,
  });

  pages['/lo-studio/collaboratori'] = page({
    path: '/lo-studio/collaboratori',
    title: 'I collaboratori',
    body: `<p>Ogni cliente ha un referente in studio. Per le pratiche correnti potete scrivere direttamente ai collaboratori:</p>${COLLABORATORI.map((c) => `<p>${esc(c.shown)}, ${esc(c.title)} – ${mailto(`${c.local}@${HOST}`)}</p>`).join('')}`,
  });

  pages['/servizi'] = page({
    path: '/servizi',
    title: 'Servizi',
    body: `<ul><li>Contabilità ordinaria e semplificata, bilanci</li><li>Dichiarazioni dei redditi, IVA, 730</li><li>Operazioni straordinarie e consulenza societaria</li><li>Paghe, contributi e consulenza del lavoro</li><li>Revisione legale dei conti</li></ul><p>La fatturazione elettronica e la conservazione digitale sono gestite con Fattura Chiara srl; per problemi tecnici con il portale: assistenza@fatturachiara.it.</p>`,
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    body: `<p><strong>Cerchiamo un/una addetto/a paghe e contributi</strong>, anche con breve esperienza, per l'ufficio diretto da Silvia Rinaldi. Contratto a tempo indeterminato, CCNL studi professionali, part-time possibile.</p><p>Inviare il curriculum a ${lavoro} indicando nell'oggetto "Ufficio paghe".</p>`,
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    body:
      `<p>Via Emilia San Pietro 41, 42121 Reggio Emilia (secondo piano, ascensore)<br>Tel. ${tel('0522 431 870')} – Fax 0522 431 879</p><p>Orari: lunedì–venerdì 8.30–12.30 e 14.30–18.30</p>` +
      `<div class="acymailing_module"><form id="formAcymailing1" action="${ORIGIN}/index.php?option=com_acymailing" method="post"><p>Iscriviti alla circolare fiscale mensile</p><input id="user_email_formAcymailing1" type="text" name="user[email]" placeholder="nome@esempio.it"><input type="submit" class="btn" value="Iscriviti"></form></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'English',
    lang: 'en-gb',
    body: `<p>We advise foreign companies with branches or subsidiaries in Italy on bookkeeping, VAT, corporate tax and payroll.</p><p>Your contact for international clients is Dott.ssa Elena Cattani, Partner, ${cattaniEn}, phone ${tel('+39 0522 431 872')}.</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy e cookie', body: `<p>Titolare del trattamento: Studio Bertolani Cattani Zanichelli, Via Emilia San Pietro 41, Reggio Emilia.</p>` });

  pages['/area-clienti'] = page({
    path: '/area-clienti',
    title: 'Area clienti',
    body: `<form action="/area-clienti" method="post" id="login-form"><input name="username" type="text"><input name="password" type="password"><button type="submit">Accedi</button></form><p>Credenziali smarrite? Scrivete a ${mailto(`areaclienti@${HOST}`)}</p>`,
  });

  const soci: TruthAddress[] = SOCI.map((s, i) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.title,
    ...(s.local === 'e.cattani' ? { titleAlternatives: ['Partner'], pages: ['/lo-studio/professionisti', '/en'] } : { pages: ['/lo-studio/professionisti'] }),
    encoded: { kind: 'script', text: sociCloaks[i]! },
    cases: ['card', 'honorific', 'script-protect', 'link-non-english'],
  }));

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-clienti\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['it', 'en'],
      addresses: [
        { address: SEGRETERIA, name: null, title: null, pages: ['/', '/contatti'], encoded: { kind: 'script', text: FOOTER_CLOAK }, cases: ['role', 'script-protect'] },
        { address: `lavoro@${HOST}`, name: null, title: null, pages: ['/lavora-con-noi'], encoded: { kind: 'script', text: lavoro }, cases: ['role', 'script-protect', 'link-non-english'] },
        ...soci,
        ...COLLABORATORI.map(
          (c): TruthAddress => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/lo-studio/collaboratori'], cases: ['name-title-line', 'plain', 'link-non-english', ...(c.honorific ? (['honorific'] as const) : [])] }),
        ),
        { address: `g.bertolani@${HOST}`, name: 'Giorgio Bertolani', title: 'Socio fondatore', pages: ['/'], cases: ['json-ld-only', 'json-ld-person'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-clienti'],
      nonAddresses: [
        { text: `amministrazione@${HOST}`, kind: 'comment' },
        { text: `areaclienti@${HOST}`, kind: 'disallowed' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
        { text: 'assistenza@fatturachiara.it', kind: 'other-company' },
        { text: 'logo-studio-bcz@2x.png', kind: 'retina' },
      ],
    },
  };
}
