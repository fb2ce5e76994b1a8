/**
 * Fjordvig Roklub: a Danish rowing club on Joomla 4 (Cassiopeia child template), in Danish. The
 * board as "Post: Name, phone, address" lines, every address behind Joomla's e-mail cloaking
 * script; the head coach's contact page from com_contact with schema.org microdata, two links
 * from home; the recreational rowing page as "Name, title, address" lines; the contact page's
 * "Leje af klubhuset:" label line and the racing committee's shared mailbox. The template's
 * retina logo, the boat builder's address (another company) and the members' area (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'fjordvig-roklub.test';
const DOMAIN_PART = 'fjordvig-roklub';

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-klubben/bestyrelse', 'Bestyrelse'],
  ['/motionsroning', 'Motionsroning'],
  ['/kaproning', 'Kaproning'],
  ['/kontakt', 'Kontakt'],
  ['/medlemsomraade', 'Medlemsområde'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fjordvig Roklub',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia_fjordvig/css/user.css?4.4.3" rel="stylesheet">',
    '<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Fejl","MESSAGE":"Besked"},"system.paths":{"root":"","rootFull":"http:\\/\\/fjordvig-roklub.test\\/","base":"","baseFull":"http:\\/\\/fjordvig-roklub.test\\/"},"csrf.token":"4c1f0b9e2d7a63f58e0c1b2a9d8e7f60"}</script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/fjordvig-logo.png" srcset="/images/logo/fjordvig-logo@2x.png 2x" alt="Fjordvig Roklub" width="260" height="80"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Fjordvig Roklub · Strandvejen 41 · 4300 Holbæk · CVR 29 87 65 43<br>${mailto(`info@${HOST}`)} · ${tel('+45 59 44 12 30')}</p><p><a href="/persondatapolitik">Persondatapolitik</a></p></div></div></footer>`,
  privacyPath: { da: '/persondatapolitik' },
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4.4.3" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da-dk' });
const article = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="da-DK"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" plugin output, as Joomla 4 writes it. */
function cloak(local: string, id: string): { html: string; encoded: EncodedAddress } {
  const script =
    `<script>\n        document.getElementById('cloak${id}').innerHTML = '';\n        var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n        var path = 'hr' + 'ef' + '=';\n` +
    `        var addy${id} = '${local}' + '&#64;';\n        addy${id} = addy${id} + '${DOMAIN_PART}' + '&#46;' + 'test';\n` +
    `        var addy_text${id} = '${local}' + '&#64;' + '${DOMAIN_PART}' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n    </script>`;
  return {
    html: `<span id="cloak${id}">Denne e-mailadresse bliver beskyttet mod spambots. Du skal have JavaScript aktiveret for at vise den.</span>${script}`,
    encoded: { kind: 'script', text: script },
  };
}

type Board = { post: string; name: string; phone: string; local: string; id: string };
const BOARD: Board[] = [
  { post: 'Formand', name: 'Jens Mikkelsen', phone: '20 45 67 89', local: 'jens', id: '8e1d2c0f5b6a7c9e1f2a3b4c5d6e7f80' },
  { post: 'Næstformand og ansvarlig for ungdomsroning', name: 'Birgitte Sørensen', phone: '26 11 38 40', local: 'birgitte', id: '1a2b3c4d5e6f708192a3b4c5d6e7f809' },
  { post: 'Kasserer', name: 'Thomas Kjær', phone: '42 70 15 16', local: 'thomas', id: '9f8e7d6c5b4a39281706f5e4d3c2b1a0' },
  { post: 'Sekretær', name: 'Signe Holm', phone: '51 33 90 02', local: 'signe', id: '0a9b8c7d6e5f40312a1b0c9d8e7f6a5b' },
  { post: 'Materielforvalter (både og årer)', name: 'Kasper Lund', phone: '28 19 64 73', local: 'kasper', id: '5c4b3a29180f7e6d5c4b3a2918070f6e' },
];

export function fjordvigRoklub(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map(BOARD.map((b) => [b.local, cloak(b.local, b.id)]));

  pages['/'] = page({
    path: '/',
    title: 'Forside',
    main: article(
      `<h1>Velkommen til Fjordvig Roklub</h1><p>Vi ror i inrigger, coastal og scullere på Holbæk Fjord fra april til oktober og træner i ergometerrummet hele vinteren. Nye medlemmer er altid velkomne – kom til standerhejsning lørdag den 5. april kl. 10.</p>` +
        `<h2>Seneste nyt</h2><ul><li>Ny coastal-firer døbt »Lammefjord«</li><li>Tre DM-medaljer til vores juniorer</li></ul><p><a href="/kaproning">Læs mere om kaproning</a></p>`,
    ),
  });

  pages['/om-klubben/bestyrelse'] = page({
    path: '/om-klubben/bestyrelse',
    title: 'Bestyrelse',
    main: article(
      `<h1>Bestyrelse</h1><p>Bestyrelsen er valgt på generalforsamlingen den 23. februar 2025.</p>` +
        BOARD.map((b) => `<p>${esc(b.post)}: ${esc(b.name)}, tlf. ${esc(b.phone)}, ${cloaks.get(b.local)!.html}</p>`).join('\n'),
    ),
  });

  pages['/motionsroning'] = page({
    path: '/motionsroning',
    title: 'Motionsroning',
    main: article(
      `<h1>Motionsroning</h1><p>Vi ror fællesture tirsdag og torsdag kl. 17.30 og søndag kl. 9.00. Nye roere får et instruktionsforløb på 8 gange, før de bliver frigivet til at ro selv.</p>` +
        `<p>Niels Bach, instruktørchef, ${mailto(`niels@${HOST}`)}</p>` +
        `<p>Hanne Vestergaard, ansvarlig for langtursroning, ${mailto(`hanne@${HOST}`)}</p>`,
    ),
  });

  pages['/kaproning'] = page({
    path: '/kaproning',
    title: 'Kaproning',
    main: article(
      `<h1>Kaproning</h1><p>Klubbens kaproningsafdeling træner seks gange om ugen og deltager i DM, regattaer i Sverige og Danish Open. Vi har hold for juniorer fra 12 år og for masters.</p>` +
        `<p>Spørgsmål om kaproning: ${mailto(`kaproning@${HOST}`)} – eller skriv direkte til <a href="/kaproning/cheftraener">vores cheftræner</a>.</p>` +
        `<p>Vores både er bygget af Nordisk Bådeværft; service og reservedele: ${mailto('service@nordisk-baadevaerft.test')}</p>`,
    ),
  });

  pages['/kaproning/cheftraener'] = page({
    path: '/kaproning/cheftraener',
    title: 'Mette Skov',
    main:
      `<div class="com-contact contact" itemscope itemtype="https://schema.org/Person"><h1><span class="contact-name" itemprop="name">Mette Skov</span></h1>` +
      `<div class="com-contact__container"><dl class="com-contact__position contact-position dl-horizontal"><dt>Stilling:</dt><dd itemprop="jobTitle">Cheftræner, kaproning</dd></dl>` +
      `<dl class="com-contact__address contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dd><span class="contact-street" itemprop="streetAddress">Strandvejen 41</span></dd><dd><span class="contact-suburb" itemprop="addressLocality">Holbæk</span></dd></dl>` +
      `<dl class="dl-horizontal"><dt><span class="icon-envelope" aria-hidden="true"></span><span class="visually-hidden">E-mail</span></dt><dd><span class="contact-emailto"><a href="mailto:mette@${HOST}" itemprop="email">mette@${HOST}</a></span></dd>` +
      `<dt><span class="icon-mobile" aria-hidden="true"></span></dt><dd><span class="contact-mobile" itemprop="telephone">22 87 40 19</span></dd></dl></div></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      `<h1>Kontakt</h1><p>Fjordvig Roklub, Strandvejen 41, 4300 Holbæk. Generelle henvendelser: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Leje af klubhuset: Lone Dahl, husforvalter, tlf. 31 22 44 55, ${mailto(`lone@${HOST}`)}</p>` +
        `<p>Bestyrelsens medlemmer finder du under <a href="/om-klubben/bestyrelse">Bestyrelse</a>.</p>`,
    ),
  });

  pages['/persondatapolitik'] = page({ path: '/persondatapolitik', title: 'Persondatapolitik', main: article(`<h1>Persondatapolitik</h1><p>Fjordvig Roklub er dataansvarlig for de oplysninger, vi behandler om medlemmer. Oplysningerne slettes senest to år efter udmeldelse.</p>`) });

  pages['/medlemsomraade'] = page({
    path: '/medlemsomraade',
    title: 'Medlemsområde',
    main: article(`<h1>Medlemsområde</h1><p>Log ind for at booke både og se rostatistik. Har du mistet din nøglebrik, så skriv til ${mailto(`noegler@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /medlemsomraade\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['da'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `kaproning@${HOST}`, name: null, title: null, pages: ['/kaproning'], cases: ['role', 'plain', ln] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.post,
          ...(b.local === 'birgitte' ? { titleAlternatives: ['Næstformand'] } : b.local === 'kasper' ? { titleAlternatives: ['Materielforvalter'] } : {}),
          pages: ['/om-klubben/bestyrelse'],
          encoded: cloaks.get(b.local)!.encoded,
          cases: ['title-name-line', 'script-protect', ln] as CaseKind[],
        })),
        { address: `niels@${HOST}`, name: 'Niels Bach', title: 'instruktørchef', pages: ['/motionsroning'], cases: ['name-title-line', 'plain', ln] },
        { address: `hanne@${HOST}`, name: 'Hanne Vestergaard', title: 'ansvarlig for langtursroning', pages: ['/motionsroning'], cases: ['name-title-line', 'plain', ln] },
        { address: `mette@${HOST}`, name: 'Mette Skov', title: 'Cheftræner, kaproning', titleAlternatives: ['Cheftræner'], pages: ['/kaproning/cheftraener'], cases: ['microdata', 'definition-list', 'deep-page', 'plain', ln] },
        { address: `lone@${HOST}`, name: 'Lone Dahl', title: 'husforvalter', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemsomraade'],
      nonAddresses: [
        { text: 'fjordvig-logo@2x.png', kind: 'retina' },
        { text: `noegler@${HOST}`, kind: 'disallowed' },
        { text: 'service@nordisk-baadevaerft.test', kind: 'other-company' },
      ],
    },
  };
}
