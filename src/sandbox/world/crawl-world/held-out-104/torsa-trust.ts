/**
 * Isle of Torsa Community Trust (Urras Coimhearsnachd Eilean Thòrsa): the community landowner of a
 * small Hebridean island, on Joomla 3 with Protostar, in English with a Scottish Gaelic section
 * that Joomla's language associations name through hreflang alternates and the language switcher.
 * The English "Staff & Board" article has every address cloaked by Joomla's e-mail cloaking
 * plugin ("Title – Name – address" lines and a board table); the hydro page has an "enquiries:"
 * line; the harbour page writes the harbour master's address with "(at)" and "(dot)" and the
 * contact page marks him up as a com_contact Person with microdata. The Gaelic team page is a
 * definition list with Gaelic titles, and the Gaelic contact page, two links from home, names the
 * Gaelic development officer in a "Name, Title, address" line beside a Gaelic mailbox. The island
 * shop's own address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'torsatrust.test';
const ORIGIN = `http://${HOST}`;

type Lang = 'en' | 'gd';
const MENU: Record<Lang, [string, string][]> = {
  en: [
    ['/', 'Home'],
    ['/about', 'About the Trust'],
    ['/harbour', 'Harbour & Pontoons'],
    ['/hydro', 'Allt Mòr Hydro'],
    ['/staff', 'Staff & Board'],
    ['/contact', 'Contact'],
  ],
  gd: [
    ['/gd', 'Dachaigh'],
    ['/gd/mun-urras', 'Mun Urras'],
    ['/gd/an-sgioba', 'An Sgioba'],
    ['/gd/fios-thugainn', 'Fios thugainn'],
  ],
};

/** The page of the other language Joomla's associations link (the switcher and the hreflang alternates). */
const ASSOC: Record<string, string> = { '/': '/gd', '/gd': '/', '/about': '/gd/mun-urras', '/gd/mun-urras': '/about', '/staff': '/gd/an-sgioba', '/gd/an-sgioba': '/staff', '/contact': '/gd/fios-thugainn', '/gd/fios-thugainn': '/contact' };

const V = '8c1f3a0e9b2d4c7f6a5e1d0b3c9f8a27';
const langOf = (lang: string): Lang => (lang.startsWith('gd') ? 'gd' : 'en');

const switcher = (path: string, lang: Lang): string => {
  const other = ASSOC[path] ?? (lang === 'en' ? '/gd' : '/');
  const en = lang === 'en' ? path : other;
  const gd = lang === 'gd' ? path : other;
  return (
    `<div class="moduletable"><div class="mod-languages"><ul class="lang-inline" dir="ltr">` +
    `<li${lang === 'en' ? ' class="lang-active"' : ''}><a href="${en}"><img src="/media/mod_languages/images/en_gb.gif" alt="English (United Kingdom)" title="English (United Kingdom)"></a></li>` +
    `<li${lang === 'gd' ? ' class="lang-active"' : ''}><a href="${gd}"><img src="/media/mod_languages/images/gd.gif" alt="Gàidhlig" title="Gàidhlig"></a></li>` +
    `</ul></div></div>`
  );
};

const theme: Theme = {
  host: HOST,
  siteName: 'Isle of Torsa Community Trust',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?${V}" rel="stylesheet">`,
    `<link href="/media/mod_languages/css/template.css?${V}" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?${V}"></script>`,
    `<script src="/media/jui/js/jquery-noconflict.js?${V}"></script>`,
    `<script src="/media/jui/js/jquery-migrate.min.js?${V}"></script>`,
    `<script src="/media/system/js/caption.js?${V}"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?${V}"></script>`,
    `<script src="/templates/protostar/js/template.js?${V}"></script>`,
    `<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); });</script>`,
  ],
  header: (p) => {
    const lang = langOf(p.lang);
    return (
      `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="${lang === 'gd' ? '/gd' : '/'}"><img src="/images/logo/torsa-trust-logo.png" alt="${lang === 'gd' ? 'Urras Coimhearsnachd Eilean Thòrsa' : 'Isle of Torsa Community Trust'}"></a>` +
      `<div class="header-search pull-right">${switcher(p.path, lang)}</div></div></header>` +
      `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
      MENU[lang].map(([h, l], i) => `<li class="item-${(lang === 'gd' ? 201 : 101) + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('') +
      `</ul></div></nav><div class="row-fluid"><div id="content" class="span12"><div id="system-message-container"></div>`
    );
  },
  footer: (p) => {
    const gd = langOf(p.lang) === 'gd';
    return (
      `</div></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>${gd ? 'Urras Coimhearsnachd Eilean Thòrsa' : 'Isle of Torsa Community Trust'} · ${gd ? 'Oifis an Urrais, Baile na Cille, Eilean Thòrsa' : 'Trust Office, Baile na Cille, Isle of Torsa'} PA78 6TX · ${tel('01681 700412')} · ${mailto(`info@${HOST}`)}</p>` +
      `<p>${gd ? 'Carthannas Albannach' : 'Scottish Charity'} SC037194 · ${gd ? 'Companaidh earranta le barantas' : 'Company limited by guarantee'} SC301266 · <a href="/members">${gd ? 'Buill' : 'Members’ Area'}</a> · <a href="/privacy">${gd ? 'Prìobhaideachd' : 'Privacy'}</a></p></div></div>` +
      `<p class="pull-right"><a href="#top" id="back-top">${gd ? 'Air ais gu mullach' : 'Back to Top'}</a></p><p>© 2025 Isle of Torsa Community Trust</p></div></footer>`
    );
  },
  bodyEnd: [
    '<div id="cookieconsent" class="cc-window cc-banner cc-type-info cc-theme-block cc-bottom" role="dialog" aria-label="cookieconsent" hidden><span id="cookieconsent:desc" class="cc-message">This website uses cookies to ensure you get the best experience. / Tha briosgaidean gan cleachdadh air an làrach-lìn seo. <a aria-label="learn more about cookies" role="button" tabindex="0" class="cc-link" href="/privacy" target="_blank">Learn more</a></span><div class="cc-compliance"><a aria-label="dismiss cookie message" role="button" tabindex="0" class="cc-btn cc-dismiss">Got it!</a></div></div>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang' | 'alternates'> & { lang: Lang }): SandboxPage => {
  const other = ASSOC[spec.path];
  const alternates = other ? (spec.lang === 'en' ? { 'en-gb': spec.path, 'gd-gb': other } : { 'en-gb': other, 'gd-gb': spec.path }) : undefined;
  return renderPage(theme, { ...spec, lang: spec.lang === 'gd' ? 'gd-gb' : 'en-gb', ...(alternates ? { alternates } : {}) });
};

let itemId = 0;
const article = (heading: string, body: string, lang: Lang = 'en'): string => {
  const day = (itemId++ % 9) + 1;
  return (
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="${lang === 'gd' ? 'gd-GB' : 'en-GB'}"><div class="page-header"><h2 itemprop="headline">${esc(heading)}</h2></div>` +
  `<dl class="article-info muted"><dt class="article-info-term">Details</dt><dd class="published"><span class="icon-calendar" aria-hidden="true"></span><time datetime="2024-11-0${day}T10:15:00+00:00" itemprop="datePublished">${lang === 'gd' ? 'Foillsichte' : 'Published'}: 0${day} ${lang === 'gd' ? 'an t-Samhain' : 'November'} 2024</time></dd></dl>` +
  `<div itemprop="articleBody">${body}</div></div>`
  );
};

/** Joomla 3's HTMLHelper email.cloak: vowels as character references, the domain's parts joined by '&#46;' in a script. */
function jvowels(text: string): string {
  return text.replace(/a/g, '&#97;').replace(/e/g, '&#101;').replace(/i/g, '&#105;').replace(/o/g, '&#111;').replace(/u/g, '&#117;');
}
function cloakScript(address: string, rand: string): string {
  const [local = '', domain = ''] = address.split('@');
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${rand}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${rand} = '${jvowels(local)}' + '&#64;';\n\t\t\t\taddy${rand} = addy${rand} + '${domain.split('.').map(jvowels).join("' + '&#46;' + '")}';\n` +
    `\t\t\t\tdocument.getElementById('cloak${rand}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${rand} + '\\'>' +addy${rand}+'<\\/a>';\n\t\t`
  );
}
const cloak = (script: string, rand: string): string =>
  `<span id="cloak${rand}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>${script}</script>`;

const CLOAKED = {
  catriona: { rand: '3f9a1c7e0b5d2a8f4e6c1b9d7a3e5f02', address: `catriona@${HOST}` },
  ceit: { rand: 'a72e4b1d9c0f3e8a6b5d2c7f1e9a4b38', address: `ceit@${HOST}` },
  seonaidh: { rand: '5c0d8e2f7a1b9c4e3d6f0a8b2e7c1d94', address: `seonaidh@${HOST}` },
  iain: { rand: 'e41b7c9a2d5f0e3b8c6a1d4f9e2b7c05', address: `iain@${HOST}` },
};
type Cloaked = keyof typeof CLOAKED;
const SCRIPTS = Object.fromEntries(Object.entries(CLOAKED).map(([k, v]) => [k, cloakScript(v.address, v.rand)])) as Record<Cloaked, string>;
const cloaked = (who: Cloaked): string => cloak(SCRIPTS[who], CLOAKED[who].rand);

export function torsaTrust(): CrawlWorldSite {
  itemId = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    lang: 'en',
    title: 'Home',
    main: article(
      'Welcome to Torsa',
      `<p>Torsa has been owned by its community since the buyout of 2006. The Trust manages the island’s 3,100 hectares of croft land, hill grazing and woodland, the harbour and pontoons at Baile na Cille, and the Allt Mòr community hydro scheme, whose income funds island projects.</p>` +
        `<p>Sixty-eight people live on Torsa year-round. The ferry from Oban runs daily in summer and four days a week in winter.</p><p><a href="/harbour">Visiting by boat</a> · <a href="/hydro">Our hydro scheme</a> · <a href="/staff">Who’s who</a></p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    lang: 'en',
    title: 'About the Trust',
    main: article(
      'About the Trust',
      `<p>The Isle of Torsa Community Trust is a Scottish charity and a company limited by guarantee. Every adult resident on the electoral roll may become a member; members elect the board of seven directors at the AGM each September.</p>` +
        `<p>The island shop is run separately by Torsa Stores Co-operative Ltd (orders for the ferry: shop@torsastores.co.uk).</p>`,
    ),
  });

  pages['/harbour'] = page({
    path: '/harbour',
    lang: 'en',
    title: 'Harbour & Pontoons',
    main: article(
      'Harbour & Pontoons',
      `<p>Twelve visitor berths on the pontoons at Baile na Cille, with water and electricity; the fuel berth is on the north side of the pier. Overnight berthing is £2.50 per metre.</p>` +
        `<p>Berths are booked through our Harbour Master, Donald MacAskill, on VHF channel 80 or by email to donald (at) torsatrust (dot) test. Please let him know your ETA and length overall.</p>`,
    ),
  });

  pages['/hydro'] = page({
    path: '/hydro',
    lang: 'en',
    title: 'Allt Mòr Hydro',
    main: article(
      'Allt Mòr Community Hydro',
      `<p>Our 450 kW run-of-river scheme on the Allt Mòr was commissioned in 2016 and generates about 1.6 GWh a year. Its income has paid for the new pontoons, the community hall roof and three affordable homes.</p>` +
        `<p>Scheme enquiries: Ewan Gillies, Hydro Operations Officer, Trust Office, Baile na Cille, Isle of Torsa PA78 6TX, tel. 01681 700412 (ext. 3), ${mailto(`ewan@${HOST}`)}</p>`,
    ),
  });

  pages['/staff'] = page({
    path: '/staff',
    lang: 'en',
    title: 'Staff & Board',
    main: article(
      'Staff & Board',
      `<h3>Staff</h3>` +
        `<p><strong>Development Manager</strong> – Catriona MacKinnon – ${cloaked('catriona')}</p>` +
        `<p><strong>Seasonal Ranger (April–October)</strong> – Ceit Dhòmhnallach – ${cloaked('ceit')}</p>` +
        `<p><strong>Hydro Operations Officer</strong> – Ewan Gillies – see <a href="/hydro">Allt Mòr Hydro</a></p>` +
        `<p><strong>Harbour Master</strong> – Donald MacAskill – see <a href="/harbour">Harbour &amp; Pontoons</a></p>` +
        `<p><strong>Oifigear Leasachaidh na Gàidhlig / Gaelic Development Officer</strong> – Mòrag NicLeòid – see <a href="/gd/an-sgioba">An Sgioba</a></p>` +
        `<h3>Board of Directors</h3><table class="table table-striped table-bordered"><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
        `<tr><td>Chair</td><td>Seonaidh MacAoidh</td><td>${cloaked('seonaidh')}</td></tr>` +
        `<tr><td>Vice-Chair</td><td>Alasdair MacIllEathain</td><td>–</td></tr>` +
        `<tr><td>Treasurer &amp; Company Secretary</td><td>Iain Caimbeul</td><td>${cloaked('iain')}</td></tr>` +
        `<tr><td>Directors</td><td>Peigi Morrison, Dr Angus Buchanan, Kirsty Mac a’ Phearsain, Neil Rankin</td><td>–</td></tr>` +
        `</tbody></table>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    lang: 'en',
    title: 'Contact',
    main:
      `<div class="contact-category"><h1>Contact</h1><p>The Trust Office at Baile na Cille is open Monday to Thursday, 9.30am–3.30pm.</p></div>` +
      `<div class="contact" itemscope itemtype="https://schema.org/Organization"><div class="page-header"><h2><span class="contact-name" itemprop="name">Trust Office</span></h2></div><h3>Contact</h3><dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt><span class="jicons-icons"><img src="/media/contacts/images/con_address.png" alt="Address: "></span></dt><dd><span class="contact-street" itemprop="streetAddress">Baile na Cille</span><br></dd><dd><span class="contact-suburb" itemprop="addressLocality">Isle of Torsa</span><br></dd><dd><span class="contact-postcode" itemprop="postalCode">PA78 6TX</span><br></dd></dl>` +
      `<dl class="dl-horizontal"><dt><span class="jicons-icons"><img src="/media/contacts/images/emailButton.png" alt="Email: "></span></dt><dd><span class="contact-emailto">${mailto(`info@${HOST}`)}</span></dd><dt><span class="jicons-icons"><img src="/media/contacts/images/con_tel.png" alt="Phone: "></span></dt><dd><span class="contact-telephone" itemprop="telephone">01681 700412</span></dd></dl></div>` +
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Donald MacAskill</span></h2></div><dl class="contact-position dl-horizontal"><dd itemprop="jobTitle">Harbour Master</dd></dl>` +
      `<dl class="dl-horizontal"><dt><span class="jicons-icons"><img src="/media/contacts/images/emailButton.png" alt="Email: "></span></dt><dd><span class="contact-emailto"><a href="mailto:donald@${HOST}" itemprop="email">donald@${HOST}</a></span></dd><dt><span class="jicons-icons"><img src="/media/contacts/images/con_mobile.png" alt="Mobile: "></span></dt><dd><span class="contact-mobile" itemprop="telephone">07700 900582</span></dd></dl></div>`,
  });

  pages['/privacy'] = page({ path: '/privacy', lang: 'en', title: 'Privacy', main: article('Privacy Notice', `<p>The Trust is the data controller for members’ and tenants’ details. We keep the membership register as the Companies Act requires and use it for nothing else.</p>`) });

  pages['/members'] = page({
    path: '/members',
    lang: 'en',
    title: 'Members’ Area',
    main:
      `<div class="login"><form action="/members?task=user.login" method="post" class="form-validate form-horizontal well"><fieldset><div class="control-group"><div class="control-label"><label id="username-lbl" for="username" class="required">Username<span class="star">&#160;*</span></label></div><div class="controls"><input type="text" name="username" id="username" value="" class="validate-username required" size="25" required aria-required="true" autofocus></div></div><div class="control-group"><div class="control-label"><label id="password-lbl" for="password" class="required">Password<span class="star">&#160;*</span></label></div><div class="controls"><input type="password" name="password" id="password" value="" class="validate-password required" size="25" maxlength="99" required aria-required="true"></div></div><div class="control-group"><div class="controls"><button type="submit" class="btn btn-primary">Log in</button></div></div></fieldset></form></div>` +
      `<p>Board papers, AGM minutes and the crofting register are in the members’ area. For a login, write to ${mailto(`membership@${HOST}`)}.</p>`,
  });

  // Gàidhlig
  pages['/gd'] = page({
    path: '/gd',
    lang: 'gd',
    title: 'Dachaigh',
    main: article(
      'Fàilte gu Eilean Thòrsa',
      `<p>Tha Eilean Thòrsa fo shealbh na coimhearsnachd bho cheannach 2006. Tha an t-Urras a’ stiùireadh fearann nan croitean, an cala agus sgeama dealan-uisge an Uillt Mhòir, agus tha an teachd-a-steach a’ pàigheadh airson pròiseactan air an eilean.</p>` +
        `<p>Tha a’ Ghàidhlig fhathast ga bruidhinn ann an iomadh dachaigh air an eilean, agus tha sgoil-àraich Ghàidhlig againn bho 2019.</p>`,
      'gd',
    ),
  });

  pages['/gd/mun-urras'] = page({
    path: '/gd/mun-urras',
    lang: 'gd',
    title: 'Mun Urras',
    main: article('Mun Urras', `<p>’S e carthannas Albannach agus companaidh earranta le barantas a th’ anns an Urras. Faodaidh gach inbheach a tha a’ fuireach air an eilean a bhith na bhall.</p>`, 'gd'),
  });

  pages['/gd/an-sgioba'] = page({
    path: '/gd/an-sgioba',
    lang: 'gd',
    title: 'An Sgioba',
    main: article(
      'An Sgioba',
      `<p>Luchd-obrach agus cathraiche a’ bhùird a bhruidhneas Gàidhlig:</p><dl class="sgioba">` +
        `<dt>Mòrag NicLeòid</dt><dd>Oifigear Leasachaidh na Gàidhlig<br>${mailto(`morag@${HOST}`)}</dd>` +
        `<dt>Ceit Dhòmhnallach</dt><dd>Maor-dùthcha ràitheil (An Giblean – An Dàmhair)<br>${mailto(`ceit@${HOST}`)}</dd>` +
        `<dt>Seonaidh MacAoidh</dt><dd>Cathraiche a’ Bhùird<br>${mailto(`seonaidh@${HOST}`)}</dd>` +
        `<dt>Catrìona NicFhionghain</dt><dd>Manaidsear Leasachaidh</dd>` +
        `</dl>`,
      'gd',
    ),
  });

  pages['/gd/fios-thugainn'] = page({
    path: '/gd/fios-thugainn',
    lang: 'gd',
    title: 'Fios thugainn',
    main: article(
      'Fios thugainn',
      `<p>Oifis an Urrais, Baile na Cille, Eilean Thòrsa PA78 6TX · ${tel('01681 700412')}</p>` +
        `<p>Ceistean mu chlasaichean Gàidhlig, an sgoil-àraich no an fhèis: Mòrag NicLeòid, Oifigear Leasachaidh na Gàidhlig, ${mailto(`morag@${HOST}`)}</p>` +
        `<p>Post-d coitcheann sa Ghàidhlig: ${mailto(`gaidhlig@${HOST}`)}</p>`,
      'gd',
    ),
  });

  const gdCases: CaseKind[] = ['link-non-english', 'hreflang', 'deep-page'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n# eg the Disallow rule for the /administrator/ folder MUST\n# be changed to read\n# Disallow: /joomla/administrator/\n#\n# For more information about the robots.txt standard, see:\n# https://www.robotstxt.org/orig.html\n\n` +
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en', 'gd'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `gaidhlig@${HOST}`, name: null, title: null, pages: ['/gd/fios-thugainn'], cases: ['role', 'plain', ...gdCases] },
        {
          address: `catriona@${HOST}`,
          name: 'Catriona MacKinnon',
          title: 'Development Manager',
          pages: ['/staff'],
          encoded: { kind: 'script', text: SCRIPTS.catriona },
          cases: ['title-name-line', 'script-protect', 'link-english-unlisted'],
        },
        {
          address: `ceit@${HOST}`,
          name: 'Ceit Dhòmhnallach',
          title: 'Seasonal Ranger (April–October)',
          titleAlternatives: ['Seasonal Ranger', 'Maor-dùthcha ràitheil (An Giblean – An Dàmhair)', 'Maor-dùthcha ràitheil'],
          pages: ['/staff', '/gd/an-sgioba'],
          encoded: { kind: 'script', text: SCRIPTS.ceit },
          cases: ['title-name-line', 'script-protect', 'definition-list', 'plain', 'link-english-unlisted', 'link-non-english', 'hreflang'],
        },
        {
          address: `seonaidh@${HOST}`,
          name: 'Seonaidh MacAoidh',
          title: 'Chair',
          titleAlternatives: ['Cathraiche a’ Bhùird'],
          pages: ['/staff', '/gd/an-sgioba'],
          encoded: { kind: 'script', text: SCRIPTS.seonaidh },
          cases: ['table', 'script-protect', 'definition-list', 'plain', 'link-english-unlisted', 'link-non-english', 'hreflang'],
        },
        {
          address: `iain@${HOST}`,
          name: 'Iain Caimbeul',
          title: 'Treasurer & Company Secretary',
          titleAlternatives: ['Treasurer', 'Company Secretary'],
          pages: ['/staff'],
          encoded: { kind: 'script', text: SCRIPTS.iain },
          cases: ['table', 'script-protect', 'link-english-unlisted'],
        },
        { address: `ewan@${HOST}`, name: 'Ewan Gillies', title: 'Hydro Operations Officer', pages: ['/hydro'], cases: ['label-line', 'plain'] },
        { address: `donald@${HOST}`, name: 'Donald MacAskill', title: 'Harbour Master', pages: ['/harbour', '/contact'], cases: ['microdata', 'plain', 'prose', 'obfuscated'] },
        {
          address: `morag@${HOST}`,
          name: 'Mòrag NicLeòid',
          title: 'Oifigear Leasachaidh na Gàidhlig',
          titleAlternatives: ['Gaelic Development Officer'],
          pages: ['/gd/an-sgioba', '/gd/fios-thugainn'],
          cases: ['definition-list', 'name-title-line', 'plain', ...gdCases],
        },
      ],
      pattern: '{first}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: `membership@${HOST}`, kind: 'disallowed' },
        { text: 'shop@torsastores.co.uk', kind: 'other-company' },
      ],
    },
  };
}
