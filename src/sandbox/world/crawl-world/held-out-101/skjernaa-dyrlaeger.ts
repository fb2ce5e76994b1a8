/**
 * Skjern Å Dyrlæger: a mixed veterinary practice (dairy herds, horses, small animals) in western
 * Jutland, on TYPO3 12 with the Bootstrap Package, in Danish with an English page for foreign
 * farm staff. TYPO3's spam protection turns every mailto link into a `data-mailto-token` link
 * whose text reads "name(at)domain(dot)test". The staff as a table content element (names with
 * cand.med.vet. and ph.d.); the horse vet in running text; the contact page's label line for the
 * bookkeeper and its JSON-LD with departments and their employees, one health adviser nowhere
 * else; and the English page, reachable only through hreflang (the language switcher is a
 * <select>), with a "Name, Title" line. The laboratory's address and the farmers' portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'skjernaa-dyr.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail with offset 1 (the `data-mailto-token`). */
function typo3Token(text: string): string {
  const shift = (n: number, start: number, end: number) => String.fromCharCode(((n - start + 1) % (end - start + 1)) + start);
  return [...text]
    .map((ch) => {
      const n = ch.charCodeAt(0);
      if (n >= 0x2b && n <= 0x3a) return shift(n, 0x2b, 0x3a);
      if (n >= 0x40 && n <= 0x5a) return shift(n, 0x40, 0x5a);
      if (n >= 0x61 && n <= 0x7a) return shift(n, 0x61, 0x7a);
      return ch;
    })
    .join('');
}

/** A mailto typolink under `config.spamProtectEmailAddresses = 1`, atSubst "(at)", lastDotSubst "(dot)". */
function protectedMail(address: string): string {
  const at = address.indexOf('@');
  const lastDot = address.lastIndexOf('.');
  const shown = `${address.slice(0, at)}(at)${address.slice(at + 1, lastDot)}(dot)${address.slice(lastDot + 1)}`;
  return `<a href="#" data-mailto-token="${typo3Token(`mailto:${address}`)}" data-mailto-vector="1">${shown}</a>`;
}

const MENU: Record<string, [string, string][]> = {
  da: [
    ['/om-klinikken', 'Om klinikken'],
    ['/kvaeg', 'Kvæg'],
    ['/hest', 'Hest'],
    ['/smaadyr', 'Smådyr'],
    ['/medarbejdere', 'Medarbejdere'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [['/en', 'Farm staff']],
};

let ceSeq = 0;
/** A fluid_styled_content / Bootstrap Package content element. */
const ce = (type: string, header: string | null, body: string): string => {
  const id = 180 + ceSeq++ * 3;
  return (
    `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage">` +
    `<div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">` +
    (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
    `${body}</div></div></div></div></div>`
  );
};

const theme: Theme = {
  host: HOST,
  siteName: 'Skjern Å Dyrlæger',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-8d2a61f4c0b9e3a7d5c1f0e2b4a69837.css?1738842071" media="all">',
    '<link rel="stylesheet" href="/_assets/948410ace0dfa9ad00627133d9ca8a23/Css/Dist/bootstrap-icons.min.css?1738842019" media="all">',
    '<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/webfont.js?1738842019"></script>',
    '<script>WebFont.load({custom: {families: ["Source Sans Pro:300,400,700"], urls: ["/typo3temp/assets/bootstrappackage/fonts/5d3a1c8e/webfont.css"]}, timeout: 1000});</script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'da';
    return (
      `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${lang === 'en' ? 'Skip to main content' : 'Gå til hovedindhold'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
      `<a class="navbar-brand navbar-brand-image" title="Skjern Å Dyrlæger" href="${lang === 'en' ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/logo/skjernaa-dyrlaeger.svg" alt="Skjern Å Dyrlæger logo" height="52" width="180"></a>` +
      `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>` +
      `<nav aria-label="Main navigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU[lang]!.map(([href, label]) => `<li class="nav-item${href === p.path ? ' active' : ''}"><a class="nav-link${href === p.path ? ' nav-link-active' : ''}" href="${href}" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav>` +
      `<div class="language-switch"><label for="lang-select" class="visually-hidden">Sprog</label><select id="lang-select" class="form-select form-select-sm" onchange="window.location.href=this.value"><option value="/"${lang === 'da' ? ' selected' : ''}>Dansk</option><option value="/en"${lang === 'en' ? ' selected' : ''}>English</option></select></div>` +
      `</div></header></div><div class="body-bg"><div id="page-content" class="bp-page-content main-section"><!--TYPO3SEARCH_begin-->`
    );
  },
  footer: (p) =>
    `<!--TYPO3SEARCH_end--></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c9" class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner"><p><strong>Skjern Å Dyrlæger ApS</strong><br>Nørregade 41, 6900 Skjern<br>CVR 38 41 27 96</p></div></div></div></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-middle"><p>${p.lang.startsWith('en') ? 'Clinic' : 'Klinik'}: ${tel('97 35 12 00')}<br>${p.lang.startsWith('en') ? 'Emergency service 24/7' : 'Døgnvagt, kvæg og hest'}: ${tel('21 44 18 00')}</p></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-right"><p><a href="/privatlivspolitik">Privatlivspolitik</a><br><a href="/landmandsportal">Landmandsportal</a></p></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-ruler-before frame-type-footer-meta"><div class="footer-copyright"><p>© 2025 Skjern Å Dyrlæger ApS</p></div><div class="footer-sociallinks"><a href="https://www.facebook.com/skjernaadyrlaeger" title="Facebook" rel="noopener" target="_blank"><span class="footer-sociallink-icon"><span class="bi bi-facebook"></span></span></a></div></div></div></section></footer></div>`,
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
  bodyEnd: [
    '<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/bootstrap.bundle.min.js?1738842019"></script>',
    '<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/bootstrap.navbar.min.js?1738842019"></script>',
    '<script async="async" src="/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1738842071"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => {
  const out = renderPage(theme, { ...spec, lang: spec.lang ?? 'da', main: `<div class="section section-default"><div class="container">${spec.main}</div></div>` });
  ceSeq = 0;
  return out;
};

type Vet = { name: string; suffix?: string; title: string; phone: string; local: string };
const STAFF: Vet[] = [
  { name: 'Søren Kjær Mortensen', suffix: 'cand.med.vet., ph.d.', title: 'Partner, dyrlæge – kvæg, sundhedsrådgivning og reproduktion', phone: '21 44 18 02', local: 'smortensen' },
  { name: 'Mette Bach-Andersen', title: 'Dyrlæge, kvæg – klovsundhed og mælkekvalitet', phone: '21 44 18 07', local: 'mbach-andersen' },
  { name: 'Niels Christian Vinther', suffix: 'cand.med.vet.', title: 'Dyrlæge, hest – ortopædi og halthedsudredning', phone: '21 44 18 11', local: 'nvinther' },
  { name: 'Anne-Sofie Højgaard', title: 'Dyrlæge, smådyr – hund, kat og eksotiske dyr', phone: '97 35 12 00', local: 'ahojgaard' },
  { name: 'Bo Lauridsen', title: 'Klinikchef, smådyrsklinikken i Skjern', phone: '97 35 12 00', local: 'blauridsen' },
  { name: 'Line Kristensen', title: 'Veterinærsygeplejerske, fagansvarlig for anæstesi', phone: '97 35 12 00', local: 'lkristensen' },
];

export function skjernaaDyrlaeger(): CrawlWorldSite {
  ceSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dyrlæge i Skjern – kvæg, hest og smådyr',
    alternates: { da: '/', en: '/en', 'x-default': '/' },
    main:
      ce('textmedia', 'Dyrlæger for landbrug, heste og familiens dyr', `<div class="textmedia-item textmedia-text"><p>Vi er 14 dyrlæger og 9 veterinærsygeplejersker med klinik i Skjern og kørende praksis fra Ringkøbing til Tarm. Kvægpraksis med sundhedsrådgivning for 140 besætninger, hestepraksis med klinik og smådyrsklinik med operationsstue og røntgen.</p></div>`) +
      ce('text', null, `<p><a href="/kvaeg">Sundhedsrådgivning for kvægbrug</a> · <a href="/hest">Hesteklinikken</a> · <a href="/smaadyr">Bestil tid til hund og kat</a></p>`),
  });

  pages['/om-klinikken'] = page({
    path: '/om-klinikken',
    title: 'Om klinikken',
    main: ce('text', 'Om klinikken', `<p>Praksis blev grundlagt i 1972 som en ren kvægpraksis og flyttede i 2016 til den nuværende klinik på Nørregade med separat indgang til hesteklinikken. Praksis ejes af tre partnere.</p><p>Se <a href="/medarbejdere">alle medarbejdere</a>.</p>`),
  });

  const row = (v: Vet): string =>
    `<tr><td>${esc(v.name)}${v.suffix ? `, ${esc(v.suffix)}` : ''}</td><td>${esc(v.title)}</td><td>${esc(v.phone)}</td><td>${protectedMail(`${v.local}@${HOST}`)}</td></tr>`;

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main:
      ce('text', 'Medarbejdere', `<p>Her finder du dyrlæger og nøglepersoner med direkte kontaktoplysninger. Akutte henvendelser skal altid ske på telefon.</p>`) +
      ce(
        'table',
        'Dyrlæger og klinikpersonale',
        `<div class="table-responsive"><table class="table table-striped"><thead><tr><th scope="col">Navn</th><th scope="col">Stilling</th><th scope="col">Telefon</th><th scope="col">E-mail</th></tr></thead><tbody>${STAFF.map(row).join('')}</tbody></table></div>`,
      ),
  });

  pages['/kvaeg'] = page({
    path: '/kvaeg',
    title: 'Kvæg',
    main: ce(
      'text',
      'Kvægpraksis og sundhedsrådgivning',
      `<p>Vi laver rådgivningsaftaler (sundhedsrådgivningsaftaler) med 12 eller 26 årlige besøg, reproduktionsundersøgelser med scanner, klovbeskæring i samarbejde med lokale klovbeskærere og ydelseskontrol.</p>` +
        `<p>Blod- og mælkeprøver analyseres hos VestLab Diagnostik; prøvesvar kan også rekvireres direkte hos laboratoriet på lab@vestlab-diagnostik.test.</p>`,
    ),
  });

  pages['/hest'] = page({
    path: '/hest',
    title: 'Hest',
    main: ce(
      'text',
      'Hesteklinikken',
      `<p>Hesteklinikken har to behandlingsbokse, løbebane til halthedsundersøgelser og digital røntgen. Vi kører også ud til stalde i hele Vestjylland.</p>` +
        `<p>Camilla Thygesen har været hos os siden 2020 og er dyrlæge med hest som speciale – især tandbehandling og fertilitet. Vil du booke tandraspning til hele stalden, så skriv til hende på ${protectedMail(`cthygesen@${HOST}`)}.</p>`,
    ),
  });

  pages['/smaadyr'] = page({
    path: '/smaadyr',
    title: 'Smådyr',
    main: ce('text', 'Smådyrsklinikken', `<p>Vaccination, tandbehandling, kastration og ultralyd. Tidsbestilling på ${tel('97 35 12 00')} hverdage 8–16. Vi modtager også kaniner, marsvin og fugle.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        '@id': `${ORIGIN}/#klinik`,
        name: 'Skjern Å Dyrlæger',
        legalName: 'Skjern Å Dyrlæger ApS',
        url: `${ORIGIN}/`,
        email: `klinik@${HOST}`,
        telephone: '+45 97 35 12 00',
        address: { '@type': 'PostalAddress', streetAddress: 'Nørregade 41', postalCode: '6900', addressLocality: 'Skjern', addressCountry: 'DK' },
        department: [
          {
            '@type': 'VeterinaryCare',
            name: 'Kvægpraksis',
            employee: [
              { '@type': 'Person', name: 'Søren Kjær Mortensen', honorificSuffix: 'ph.d.', jobTitle: 'Partner, dyrlæge – kvæg', email: `smortensen@${HOST}` },
              { '@type': 'Person', name: 'Karoline Dam', jobTitle: 'Sundhedsrådgiver, kvæg (mælkekvalitet og kalvesundhed)', email: `kdam@${HOST}` },
            ],
          },
          {
            '@type': 'VeterinaryCare',
            name: 'Smådyrsklinikken Skjern',
            employee: [{ '@type': 'Person', name: 'Bo Lauridsen', jobTitle: 'Klinikchef', email: `blauridsen@${HOST}` }],
          },
        ],
      },
    ],
    main:
      ce('text', 'Kontakt', `<p>Nørregade 41, 6900 Skjern<br>Klinikken: ${tel('97 35 12 00')} (hverdage 8–16)<br>Døgnvagt kvæg og hest: ${tel('21 44 18 00')}<br>E-mail: ${protectedMail(`klinik@${HOST}`)}</p>`) +
      ce('text', 'Regnskab', `<p>Regnskab og fakturaspørgsmål: Birthe Lund Sørensen, bogholder, Nørregade 41, 6900 Skjern, tlf. ${tel('97 35 12 05')}, ${protectedMail(`bsorensen@${HOST}`)}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Information for farm staff',
    lang: 'en',
    alternates: { da: '/', en: '/en', 'x-default': '/' },
    main:
      ce('text', 'Information for farm staff', `<p>Many of the dairy farms we work with employ staff from abroad. Our vets can explain treatments, withdrawal periods and medicine records in English, and some of us also in Polish and Ukrainian.</p>`) +
      ce(
        'text',
        'Who to contact',
        `<p>Tomasz Wiśniewski, Veterinarian – dairy herds (speaks Polish and English), ${protectedMail(`twisniewski@${HOST}`)}</p><p>Clinic: ${tel('+45 97 35 12 00')}, ${protectedMail(`klinik@${HOST}`)}. In an emergency, always call ${tel('+45 21 44 18 00')}.</p>`,
      ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: ce('text', 'Privatlivspolitik', `<p>Skjern Å Dyrlæger ApS er dataansvarlig for de oplysninger, vi behandler om dig som kunde. Besætningsdata deles kun med din rådgiver og de myndigheder, lovgivningen kræver.</p>`) });

  pages['/landmandsportal'] = page({
    path: '/landmandsportal',
    title: 'Landmandsportal',
    main: ce('text', 'Landmandsportal', `<p>Log ind for at se besøgsrapporter, medicinoversigter og prøvesvar for din besætning. Glemt adgangskode? Skriv til portal@${HOST} med dit CHR-nummer.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  const tableCases = (v: Vet): CaseKind[] => ['table', 'obfuscated', ln, ...(v.suffix ? (['post-nominal'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nAllow: /typo3/sysext/frontend/Resources/Public/*\nDisallow: /landmandsportal\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Powered-By': 'PHP/8.2.26', 'Content-Language': 'da' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['da', 'en'],
      addresses: [
        { address: `klinik@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en'], cases: ['role', 'obfuscated', ln] },
        ...STAFF.map((v) => {
          if (v.local === 'smortensen') {
            return {
              address: `${v.local}@${HOST}`,
              name: v.name,
              title: v.title,
              titleAlternatives: ['Partner, dyrlæge – kvæg'],
              pages: ['/medarbejdere', '/kontakt'],
              cases: [...tableCases(v), 'json-ld-nested', 'json-ld-person'] as CaseKind[],
            };
          }
          if (v.local === 'blauridsen') {
            return { address: `${v.local}@${HOST}`, name: v.name, title: v.title, titleAlternatives: ['Klinikchef'], pages: ['/medarbejdere', '/kontakt'], cases: [...tableCases(v), 'json-ld-nested', 'json-ld-person'] as CaseKind[] };
          }
          return { address: `${v.local}@${HOST}`, name: v.name, title: v.title, pages: ['/medarbejdere'], cases: tableCases(v) };
        }),
        {
          address: `cthygesen@${HOST}`,
          name: 'Camilla Thygesen',
          title: 'dyrlæge med hest som speciale',
          titleAlternatives: ['dyrlæge'],
          pages: ['/hest'],
          cases: ['prose', 'obfuscated', ln],
        },
        { address: `bsorensen@${HOST}`, name: 'Birthe Lund Sørensen', title: 'bogholder', pages: ['/kontakt'], cases: ['label-line', 'obfuscated', ln] },
        {
          address: `kdam@${HOST}`,
          name: 'Karoline Dam',
          title: 'Sundhedsrådgiver, kvæg (mælkekvalitet og kalvesundhed)',
          titleAlternatives: ['Sundhedsrådgiver'],
          pages: ['/kontakt'],
          cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln],
        },
        {
          address: `twisniewski@${HOST}`,
          name: 'Tomasz Wiśniewski',
          title: 'Veterinarian – dairy herds',
          titleAlternatives: ['Veterinarian'],
          pages: ['/en'],
          cases: ['name-title-line', 'obfuscated', 'hreflang'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/landmandsportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'lab@vestlab-diagnostik.test', kind: 'other-company' },
      ],
    },
  };
}
