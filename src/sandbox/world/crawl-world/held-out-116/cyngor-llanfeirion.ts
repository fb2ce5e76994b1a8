/**
 * Llanfeirion Town Council / Cyngor Tref Llanfeirion: a town council in Gwynedd, on Joomla 3
 * with a bilingual English and Welsh site (the Welsh home a language home in the hreflang
 * alternates and the language switcher). The Town Clerk's address is written by Joomla's
 * "protect e-mail" cloak on both contact pages ("Town Clerk: Rhian Morgan", "Clerc y Dref: Rhian
 * Morgan"); "Your Councillors" is a table with "Cllr" before each name; the staff page is a
 * definition list (title, then name and address) and states the council's address scheme
 * (firstname.surname@); the allotments page names the facilities officer in a sentence. In Welsh:
 * the Mayor's welcome on the Welsh home, the Welsh contact page two links from home (the Welsh
 * enquiries mailbox and the events officer) and a news item whose press contact is a label line.
 * The intranet (disallowed) and an old address in a template comment are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cyngor-llanfeirion.test';
const ORIGIN = `http://${HOST}`;

type Lang = 'en' | 'cy';
const MENU: Record<Lang, [string, string][]> = {
  en: [
    ['/', 'Home'],
    ['/about/councillors', 'Your Councillors'],
    ['/council-staff', 'Council Staff'],
    ['/allotments', 'Allotments'],
    ['/meetings', 'Meetings & Minutes'],
    ['/contact-us', 'Contact Us'],
  ],
  cy: [
    ['/cy', 'Hafan'],
    ['/cy/cynghorwyr', 'Eich Cynghorwyr'],
    ['/cy/cyfarfodydd', 'Cyfarfodydd a Chofnodion'],
    ['/cy/newyddion', 'Newyddion'],
    ['/cy/cysylltu', 'Cysylltu â Ni'],
  ],
};

/** English page -> its Welsh twin, for the language switcher. */
const TWIN: Record<string, string> = {
  '/': '/cy',
  '/about/councillors': '/cy/cynghorwyr',
  '/meetings': '/cy/cyfarfodydd',
  '/contact-us': '/cy/cysylltu',
};
const twinOf = (path: string, lang: Lang): string => {
  if (lang === 'en') return TWIN[path] ?? '/cy';
  return Object.entries(TWIN).find(([, cy]) => cy === path)?.[0] ?? '/';
};

const theme: Theme = {
  host: HOST,
  siteName: 'Llanfeirion Town Council | Cyngor Tref Llanfeirion',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/cyngor/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/media/jui/css/bootstrap.min.css?4b9a1c0e2f" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/mod_languages/css/template.css?4b9a1c0e2f" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/cyngor/css/template.css?4b9a1c0e2f" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?4b9a1c0e2f"></script>`,
    `<script src="${ORIGIN}/media/jui/js/jquery-noconflict.js?4b9a1c0e2f"></script>`,
    `<script src="${ORIGIN}/media/system/js/caption.js?4b9a1c0e2f"></script>`,
    `<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); });</script>`,
  ],
  header: (p) => {
    const lang: Lang = p.lang === 'cy' ? 'cy' : 'en';
    return (
      `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix">` +
      `<a class="brand pull-left" href="${lang === 'cy' ? '/cy' : '/'}"><img src="${ORIGIN}/images/logos/cyngor-llanfeirion-crest.png" alt="${lang === 'cy' ? 'Cyngor Tref Llanfeirion' : 'Llanfeirion Town Council'}"></a>` +
      `<div class="header-search pull-right"><div class="moduletable"><div class="mod-languages"><ul class="lang-inline" dir="ltr">` +
      (lang === 'en'
        ? `<li class="lang-active"><a href="${p.path}">English</a></li><li><a href="${twinOf(p.path, 'en')}">Cymraeg</a></li>`
        : `<li><a href="${twinOf(p.path, 'cy')}">English</a></li><li class="lang-active"><a href="${p.path}">Cymraeg</a></li>`) +
      `</ul></div></div></div></div></header>` +
      `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
      MENU[lang].map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('') +
      `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`
    );
  },
  footer: (p) => {
    const cy = p.lang === 'cy';
    return (
      `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom">` +
      `<p>${cy ? 'Cyngor Tref Llanfeirion, Neuadd y Dref, Stryd Fawr, Llanfeirion, Gwynedd LL36 9BT' : 'Llanfeirion Town Council, Town Hall, High Street, Llanfeirion, Gwynedd LL36 9BT'} · ${tel('01654 700210')}</p>` +
      `<p>${cy ? 'Rydym yn croesawu gohebiaeth yn Gymraeg a Saesneg. Byddwn yn ateb gohebiaeth yn Gymraeg yn Gymraeg, heb oedi.' : 'We welcome correspondence in Welsh and English. Correspondence in Welsh will be answered in Welsh without delay.'}</p>` +
      `<p><a href="${cy ? '/cy/hygyrchedd' : '/accessibility'}">${cy ? 'Datganiad Hygyrchedd' : 'Accessibility Statement'}</a> · <a href="/staff-intranet">${cy ? 'Mewnrwyd' : 'Staff Intranet'}</a></p>` +
      `</div></div><p class="pull-right"><a href="#top" id="back-top">${cy ? 'Yn ôl i’r brig' : 'Back to Top'}</a></p><p>© 2025 ${cy ? 'Cyngor Tref Llanfeirion' : 'Llanfeirion Town Council'}</p></div></footer>` +
      `<!-- contact module: mayor@${HOST} (retired after May 2022 elections) -->`
    );
  },
};

const ALT = { en: '/', cy: '/cy', 'x-default': '/' };
const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's entity encoding of cloaked addresses (vowels as decimal references). */
const jEnc = (s: string): string => s.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for an address. */
function cloakScript(address: string, id: string): string {
  const [local = '', domain = ''] = address.split('@');
  const dom = domain
    .split('.')
    .map((part) => `'${jEnc(part)}'`)
    .join(" + '&#46;' + ");
  return (
    `\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${jEnc(local)}' + '&#64;';\n addy${id} = addy${id} + ${dom};\n` +
    ` var addy_text${id} = '${jEnc(local)}' + '&#64;' + ${dom};document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n`
  );
}
const RHIAN = `rhian.morgan@${HOST}`;
const RHIAN_EN = cloakScript(RHIAN, '5f3c1e7a9b2d40c8e6a1f0b3d7c9e214');
const RHIAN_CY = cloakScript(RHIAN, 'a04e9d2c6b1f38e7d5c0a9b8e1f2c3d4');
const cloak = (id: string, script: string, cy = false): string =>
  `<span id="cloak${id}">${cy ? 'Mae’r cyfeiriad e-bost hwn yn cael ei amddiffyn rhag spambots. Rhaid i chi alluogi JavaScript i’w weld.' : 'This email address is being protected from spambots. You need JavaScript enabled to view it.'}</span><script type='text/javascript'>${script}</script>`;

type Councillor = { name: string; ward: string; position: string | null; positionCy: string | null; local: string | null };
const COUNCILLORS: Councillor[] = [
  { name: 'Gwenllian Prys', ward: 'Glan-y-môr', position: 'Town Mayor', positionCy: 'Maer y Dref', local: 'gwenllian.prys' },
  { name: 'Huw Jenkins', ward: 'Bryn Eithin', position: 'Deputy Mayor', positionCy: 'Dirprwy Faer', local: 'huw.jenkins' },
  { name: 'Sioned Bowen', ward: 'Canol y Dref', position: 'Chair, Finance & General Purposes Committee', positionCy: 'Cadeirydd, Pwyllgor Cyllid a Dibenion Cyffredinol', local: 'sioned.bowen' },
  { name: 'Emyr Watkins', ward: 'Bryn Eithin', position: 'Chair, Planning Committee', positionCy: 'Cadeirydd, Pwyllgor Cynllunio', local: 'emyr.watkins' },
  { name: 'Robert Ellis', ward: 'Glan-y-môr', position: null, positionCy: null, local: null },
  { name: 'Nia Rowlands', ward: 'Canol y Dref', position: null, positionCy: null, local: null },
];

export function cyngorLlanfeirion(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    lang: 'en-GB',
    title: 'Home',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        name: 'Llanfeirion Town Council',
        alternateName: 'Cyngor Tref Llanfeirion',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Town Hall, High Street', addressLocality: 'Llanfeirion', addressRegion: 'Gwynedd', postalCode: 'LL36 9BT', addressCountry: 'GB' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: `enquiries@${HOST}`, telephone: '+44 1654 700210', availableLanguage: ['English', 'Welsh'] },
        ],
      },
    ],
    main: article(
      `<h1>Welcome to Llanfeirion Town Council</h1><p>The Town Council is the tier of local government closest to the people of Llanfeirion. Twelve councillors represent three wards; we look after the town’s allotments, cemetery, bus shelters, Christmas lights, the Town Hall and the summer show on the Maes.</p>` +
        `<p>Full council meets on the second Tuesday of every month at 7pm in the Town Hall. Members of the public are welcome to attend and may speak during the public participation session.</p>` +
        `<p>General enquiries: ${mailto(`enquiries@${HOST}`)} · ${tel('01654 700210')}</p>`,
    ),
  });

  pages['/about/councillors'] = page({
    path: '/about/councillors',
    lang: 'en-GB',
    title: 'Your Councillors',
    main: article(
      `<h1>Your Councillors</h1><p>Councillors were elected in May 2022 for a five-year term. The Mayor and Deputy Mayor are elected each May at the Annual Meeting.</p>` +
        `<table class="table table-striped table-bordered"><thead><tr><th>Councillor</th><th>Ward</th><th>Position</th><th>Email</th></tr></thead><tbody>` +
        COUNCILLORS.map((c) => `<tr><td>Cllr ${esc(c.name)}</td><td>${esc(c.ward)}</td><td>${c.position ? esc(c.position) : '&nbsp;'}</td><td>${c.local ? mailto(`${c.local}@${HOST}`) : 'via the Clerk'}</td></tr>`).join('') +
        `</tbody></table><p>Councillors without a council email address can be contacted through the Town Clerk.</p>`,
    ),
  });

  pages['/council-staff'] = page({
    path: '/council-staff',
    lang: 'en-GB',
    title: 'Council Staff',
    main: article(
      `<h1>Council Staff</h1><p>The council employs four part-time officers, based at the Town Hall. All councillors and staff can be contacted at firstname.surname@${HOST}.</p>` +
        `<dl class="dl-horizontal"><dt>Town Clerk &amp; Proper Officer</dt><dd>Rhian Morgan<br>(see <a href="/contact-us">Contact Us</a>)</dd>` +
        `<dt>Deputy Clerk &amp; Responsible Financial Officer</dt><dd>Owain Davies<br>${mailto(`owain.davies@${HOST}`)}</dd>` +
        `<dt>Facilities &amp; Cemetery Officer</dt><dd>Gareth Beynon<br>${mailto(`gareth.beynon@${HOST}`)}</dd>` +
        `<dt>Communications &amp; Welsh Language Officer</dt><dd>Elin Huws<br>${mailto(`elin.huws@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/allotments'] = page({
    path: '/allotments',
    lang: 'en-GB',
    title: 'Allotments',
    main: article(
      `<h1>Allotments</h1><p>The council manages 46 plots at Cae’r Ffynnon and 18 at Lôn Isaf. Annual rent is £32 for a full plot and £18 for a half plot, payable each October.</p>` +
        `<p>There is currently a waiting list of around 20 households. To add your name, or to report a problem with water or fencing, contact our Facilities &amp; Cemetery Officer, Gareth Beynon, on ${tel('01654 700214')} or at ${mailto(`gareth.beynon@${HOST}`)}.</p>`,
    ),
  });

  pages['/meetings'] = page({
    path: '/meetings',
    lang: 'en-GB',
    title: 'Meetings & Minutes',
    main: article(`<h1>Meetings &amp; Minutes</h1><ul><li>Full Council – 8 April 2025 – <a href="/images/docs/cofnodion-2025-04.pdf">Minutes (PDF)</a></li><li>Planning Committee – 25 March 2025 – <a href="/images/docs/planning-2025-03.pdf">Minutes (PDF)</a></li></ul>`),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    lang: 'en-GB',
    title: 'Contact Us',
    main: article(
      `<h1>Contact Us</h1><p>The Town Hall office is open Monday to Thursday, 10am to 1pm.</p>` +
        `<p>Town Clerk: Rhian Morgan, ${cloak('5f3c1e7a9b2d40c8e6a1f0b3d7c9e214', RHIAN_EN)}</p>` +
        `<p>General enquiries: ${mailto(`enquiries@${HOST}`)}<br>Telephone: ${tel('01654 700210')}</p>` +
        `<p>Please send planning consultations and formal correspondence to the Clerk.</p>`,
    ),
  });

  pages['/accessibility'] = page({ path: '/accessibility', lang: 'en-GB', title: 'Accessibility Statement', main: article(`<h1>Accessibility Statement</h1><p>This website is run by Llanfeirion Town Council. We want as many people as possible to be able to use it.</p>`) });

  pages['/staff-intranet'] = page({
    path: '/staff-intranet',
    lang: 'en-GB',
    title: 'Staff Intranet',
    main: article(`<h1>Staff Intranet / Mewnrwyd</h1><p>Login required. IT problems: ${mailto(`cymorth.tg@${HOST}`)}</p>`),
  });

  // ----- Cymraeg -----

  pages['/cy'] = page({
    path: '/cy',
    lang: 'cy',
    title: 'Hafan',
    alternates: ALT,
    main: article(
      `<h1>Croeso i Gyngor Tref Llanfeirion</h1><p>Y Cyngor Tref yw’r haen o lywodraeth leol sydd agosaf at bobl Llanfeirion. Mae deuddeg cynghorydd yn cynrychioli tair ward; rydym yn gofalu am y rhandiroedd, y fynwent, y llochesi bysiau, goleuadau’r Nadolig, Neuadd y Dref a’r sioe haf ar y Maes.</p>` +
        `<h2>Gair gan y Maer</h2><p>“Braint yw cael gwasanaethu fel Maer y dref eleni. Os oes gennych syniad ar gyfer Llanfeirion, neu bryder am y dref, cofiwch gysylltu â mi.” – Y Cynghorydd Gwenllian Prys, Maer y Dref, ${mailto(`gwenllian.prys@${HOST}`)}</p>` +
        `<h2>Newyddion diweddaraf</h2><ul><li><a href="/cy/newyddion/sioe-haf-2025">Sioe Haf Llanfeirion yn dychwelyd i’r Maes</a></li></ul>`,
    ),
  });

  pages['/cy/cynghorwyr'] = page({
    path: '/cy/cynghorwyr',
    lang: 'cy',
    title: 'Eich Cynghorwyr',
    main: article(
      `<h1>Eich Cynghorwyr</h1><p>Etholwyd y cynghorwyr ym mis Mai 2022 am dymor o bum mlynedd.</p><ul>` +
        COUNCILLORS.map((c) => `<li>Y Cynghorydd ${esc(c.name)} (${esc(c.ward)})${c.positionCy ? ` – ${esc(c.positionCy)}` : ''}</li>`).join('') +
        `</ul><p>I gysylltu â chynghorydd, ewch i’r <a href="/cy/cysylltu">dudalen gysylltu</a>.</p>`,
    ),
  });

  pages['/cy/cyfarfodydd'] = page({
    path: '/cy/cyfarfodydd',
    lang: 'cy',
    title: 'Cyfarfodydd a Chofnodion',
    main: article(`<h1>Cyfarfodydd a Chofnodion</h1><p>Mae’r Cyngor llawn yn cyfarfod ar ail nos Fawrth bob mis am 7 o’r gloch yn Neuadd y Dref.</p>`),
  });

  pages['/cy/newyddion'] = page({
    path: '/cy/newyddion',
    lang: 'cy',
    title: 'Newyddion',
    main: article(`<h1>Newyddion</h1><div class="blog"><div class="items-leading"><h2><a href="/cy/newyddion/sioe-haf-2025">Sioe Haf Llanfeirion yn dychwelyd i’r Maes</a></h2><p>Cyhoeddwyd: 2 Mai 2025</p></div></div>`),
  });

  pages['/cy/newyddion/sioe-haf-2025'] = page({
    path: '/cy/newyddion/sioe-haf-2025',
    lang: 'cy',
    title: 'Sioe Haf Llanfeirion yn dychwelyd i’r Maes',
    main: article(
      `<h1>Sioe Haf Llanfeirion yn dychwelyd i’r Maes</h1><p>Bydd Sioe Haf Llanfeirion yn dychwelyd i’r Maes ddydd Sadwrn 26 Gorffennaf, gyda chystadlaethau cŵn, llysiau a chrefftau, côr meibion y dref a stondinau bwyd lleol.</p>` +
        `<p>Dywedodd y Maer, y Cynghorydd Gwenllian Prys: “Mae’r sioe yn ddiwrnod i’r dref gyfan, ac rydym yn edrych ymlaen at groesawu ymwelwyr o bob cwr o Feirionnydd.”</p>` +
        `<p><strong>Ymholiadau’r wasg:</strong> Elin Huws, Swyddog Cyfathrebu a’r Gymraeg, ${tel('01654 700213')}, ${mailto(`elin.huws@${HOST}`)}</p>`,
    ),
  });

  pages['/cy/cysylltu'] = page({
    path: '/cy/cysylltu',
    lang: 'cy',
    title: 'Cysylltu â Ni',
    main: article(
      `<h1>Cysylltu â Ni</h1><p>Mae swyddfa Neuadd y Dref ar agor o ddydd Llun i ddydd Iau, 10 y bore tan 1 y prynhawn.</p>` +
        `<p>Clerc y Dref: Rhian Morgan, ${cloak('a04e9d2c6b1f38e7d5c0a9b8e1f2c3d4', RHIAN_CY, true)}</p>` +
        `<p>Swyddog Digwyddiadau: Catrin Lloyd, ${mailto(`catrin.lloyd@${HOST}`)}</p>` +
        `<p>Ymholiadau cyffredinol: ${mailto(`ymholiadau@${HOST}`)}<br>Ffôn: ${tel('01654 700210')}</p>`,
    ),
  });

  pages['/cy/hygyrchedd'] = page({ path: '/cy/hygyrchedd', lang: 'cy', title: 'Datganiad Hygyrchedd', main: article(`<h1>Datganiad Hygyrchedd</h1><p>Cyngor Tref Llanfeirion sy’n rhedeg y wefan hon.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /staff-intranet\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'Cache-Control': 'no-store, no-cache, must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en', 'cy'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `ymholiadau@${HOST}`, name: null, title: null, pages: ['/cy/cysylltu'], cases: ['role', 'plain', 'deep-page', ln] },
        {
          address: RHIAN,
          name: 'Rhian Morgan',
          title: 'Town Clerk',
          titleAlternatives: ['Clerc y Dref', 'Town Clerk & Proper Officer'],
          pages: ['/contact-us', '/cy/cysylltu'],
          encoded: { kind: 'script', text: RHIAN_EN },
          cases: ['title-name-line', 'script-protect'],
        },
        {
          address: `gwenllian.prys@${HOST}`,
          name: 'Gwenllian Prys',
          title: 'Town Mayor',
          titleAlternatives: ['Maer y Dref'],
          pages: ['/about/councillors', '/cy'],
          cases: ['table', 'honorific', 'plain', 'link-english-unlisted', 'prose', 'hreflang', ln],
        },
        ...COUNCILLORS.filter((c) => c.local !== null && c.local !== 'gwenllian.prys').map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.position,
          titleAlternatives: [c.positionCy!],
          pages: ['/about/councillors'],
          cases: ['table', 'honorific', 'plain', 'link-english-unlisted'] as CaseKind[],
        })),
        { address: `owain.davies@${HOST}`, name: 'Owain Davies', title: 'Deputy Clerk & Responsible Financial Officer', titleAlternatives: ['Deputy Clerk', 'Responsible Financial Officer'], pages: ['/council-staff'], cases: ['definition-list', 'plain'] },
        {
          address: `gareth.beynon@${HOST}`,
          name: 'Gareth Beynon',
          title: 'Facilities & Cemetery Officer',
          pages: ['/council-staff', '/allotments'],
          cases: ['definition-list', 'prose', 'plain'],
        },
        {
          address: `elin.huws@${HOST}`,
          name: 'Elin Huws',
          title: 'Communications & Welsh Language Officer',
          titleAlternatives: ['Swyddog Cyfathrebu a’r Gymraeg'],
          pages: ['/council-staff', '/cy/newyddion/sioe-haf-2025'],
          cases: ['definition-list', 'label-line', 'plain', ln],
        },
        { address: `catrin.lloyd@${HOST}`, name: 'Catrin Lloyd', title: 'Swyddog Digwyddiadau', pages: ['/cy/cysylltu'], cases: ['title-name-line', 'plain', 'deep-page', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/council-staff', text: `firstname.surname@${HOST}` },
      disallowed: ['/staff-intranet'],
      nonAddresses: [
        { text: `firstname.surname@${HOST}`, kind: 'scheme' },
        { text: `cymorth.tg@${HOST}`, kind: 'disallowed' },
        { text: `mayor@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
