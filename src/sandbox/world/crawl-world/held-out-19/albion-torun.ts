/**
 * Szkoła Językowa Albion: a private language school in Toruń, on Joomla 3 with the Helix3
 * template and SP Page Builder, Polish with an English version (hreflang). Teachers in
 * SP Page Builder person addons with schema.org microdata (with "mgr" and "dr" inside the
 * name), the exam and branch coordinators in a table, the office and the corporate-courses
 * coordinator behind Joomla's e-mail cloaking script, the HR specialist on a vacancies page
 * listed only in the sitemap robots.txt names; the exam centre's address, the form's
 * placeholder and the student area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'albion-torun.test';
const ORIGIN = `http://${HOST}`;

/** Joomla 3's convertEncoding: vowels, "@" and "." as decimal character references. */
const jEnc = (s: string) => s.replace(/[aeiou.@]/g, (c) => `&#${c.charCodeAt(0)};`);

function cloakId(address: string): string {
  let h = 2166136261;
  for (const c of address) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return (h.toString(16) + (h ^ 0x5bd1e995).toString(16) + (h >>> 3).toString(16) + 'a9c0f1e2d3b4c5d6').slice(0, 32);
}

/** The assignment lines of Joomla 3's cloak script, which the truth decodes. */
function cloakLines(address: string): string {
  const id = cloakId(address);
  const [local, domain] = address.split('@') as [string, string];
  const parts = domain.split('.').map(jEnc);
  return `var addy${id} = '${jEnc(local)}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${parts.join("' + '&#46;' + '")}';`;
}

/** Joomla 3's content plugin "Email Cloaking" (as a link). */
function cloak(address: string): string {
  const id = cloakId(address);
  const [local, domain] = address.split('@') as [string, string];
  const parts = domain.split('.').map(jEnc);
  return (
    `<span id="cloak${id}">Ten adres pocztowy jest chroniony przed spamowaniem. Aby go zobaczyć, konieczne jest włączenie obsługi JavaScript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\t${cloakLines(address)}\n` +
    `\t\t\t\tvar addy_text${id} = '${jEnc(local)}' + '&#64;' + '${parts.join("' + '&#46;' + '")}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}

type L = 'pl' | 'en';
const MENU: Record<L, [string, string][]> = {
  pl: [
    ['/', 'Start'],
    ['/o-szkole', 'O szkole'],
    ['/kursy', 'Kursy'],
    ['/lektorzy', 'Lektorzy'],
    ['/egzaminy', 'Egzaminy'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/our-teachers', 'Our teachers'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Szkoła Językowa Albion Toruń',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/shaper_helix3/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helix3/images/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
  ],
  header: (p) => {
    const l: L = p.lang.startsWith('en') ? 'en' : 'pl';
    return (
      `<header id="sp-header"><div class="container"><div class="row"><div id="sp-logo" class="col-xs-8 col-sm-3 col-md-3"><div class="sp-column"><div class="logo"><a href="${l === 'pl' ? '/' : '/en'}"><img class="sp-default-logo" src="/images/logo-albion.png" alt="Albion"></a></div></div></div>` +
      `<div id="sp-menu" class="col-xs-4 col-sm-9 col-md-9"><div class="sp-column"><div class="sp-megamenu-wrapper"><ul class="sp-megamenu-parent menu-fade hidden-sm hidden-xs">${MENU[l].map(([h, t]) => `<li class="sp-menu-item"><a href="${h}">${esc(t)}</a></li>`).join('')}</ul></div>` +
      `<div class="sp-module"><div class="mod-languages"><ul class="lang-inline"><li${l === 'pl' ? ' class="lang-active"' : ''}><a href="/"><img src="/media/mod_languages/images/pl_pl.gif" alt="Polski (PL)" title="Polski (PL)"></a></li><li${l === 'en' ? ' class="lang-active"' : ''}><a href="/en"><img src="/media/mod_languages/images/en_gb.gif" alt="English (UK)" title="English (UK)"></a></li></ul></div></div></div></div></div></div></header>`
    );
  },
  footer: (p) => {
    const l: L = p.lang.startsWith('en') ? 'en' : 'pl';
    return (
      `<footer id="sp-footer"><div class="container"><div class="row"><div id="sp-footer1" class="col-sm-12 col-md-12"><div class="sp-column"><span class="sp-copyright">© 2025 Szkoła Językowa Albion s.c., ul. Szeroka 31, 87-100 Toruń · NIP 956-204-18-77 · ${tel('+48 56 622 41 90')}</span>` +
      ` · <a href="/polityka-prywatnosci">${l === 'pl' ? 'Polityka prywatności' : 'Privacy policy'}</a> · <a href="/strefa-kursanta">${l === 'pl' ? 'Strefa kursanta' : 'Student area'}</a></div></div></div></div></footer>`
    );
  },
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="/templates/shaper_helix3/js/main.js"></script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Teacher = { pre: string; name: string; pl: string; en: string; local: string; bioPl: string; bioEn: string };
const TEACHERS: Teacher[] = [
  { pre: 'mgr', name: 'Katarzyna Wiśniewska', pl: 'dyrektor szkoły', en: 'Director', local: 'katarzyna.wisniewska', bioPl: 'Założycielka Albionu (1997), anglistka, absolwentka UMK. Uczy grupy przygotowujące do CAE i CPE.', bioEn: 'Founded Albion in 1997. Graduate of Nicolaus Copernicus University; teaches our CAE and CPE groups.' },
  { pre: 'dr', name: 'Przemysław Łukasik', pl: 'koordynator ds. metodycznych', en: 'Academic Coordinator', local: 'przemyslaw.lukasik', bioPl: 'Językoznawca, egzaminator Cambridge English, prowadzi hospitacje i szkolenia dla lektorów.', bioEn: 'Linguist and Cambridge English speaking examiner; runs teacher observations and training.' },
  { pre: 'mgr', name: 'Joanna Żak-Nowicka', pl: 'lektorka języka niemieckiego', en: 'German teacher', local: 'joanna.zak-nowicka', bioPl: 'Germanistka, przez osiem lat mieszkała w Lipsku. Przygotowuje do egzaminów Goethe-Institut.', bioEn: 'Lived in Leipzig for eight years and prepares students for Goethe-Institut exams.' },
  { pre: '', name: 'Oliver Bennett', pl: 'lektor języka angielskiego', en: 'English teacher', local: 'oliver.bennett', bioPl: 'Native speaker z Leeds, CELTA i DELTA. W Toruniu od 2011 roku, uczy głównie dorosłych i firmy.', bioEn: 'From Leeds, CELTA and DELTA qualified. In Toruń since 2011, teaching mostly adults and companies.' },
  { pre: 'mgr', name: 'Agnieszka Dąbrowska', pl: 'lektorka języka hiszpańskiego', en: 'Spanish teacher', local: 'agnieszka.dabrowska', bioPl: 'Iberystka, egzaminatorka DELE. Prowadzi także kurs hiszpańskiego dla dzieci.', bioEn: 'Hispanist and DELE examiner; also teaches our Spanish course for children.' },
];

const person = (t: Teacher, l: L) =>
  `<div class="sppb-col-md-4"><div class="sppb-column"><div class="sppb-column-addons"><div class="sppb-addon-wrapper"><div class="sppb-addon sppb-addon-person sppb-text-center" itemscope itemtype="https://schema.org/Person">` +
  `<div class="sppb-person-image"><img class="sppb-img-responsive" src="/images/lektorzy/${t.local}.jpg" alt="${esc(t.name)}"></div>` +
  `<div class="sppb-person-information"><span class="sppb-person-name" itemprop="name">${esc(t.pre ? `${t.pre} ${t.name}` : t.name)}</span><span class="sppb-person-designation" itemprop="jobTitle">${esc(t[l])}</span></div>` +
  `<div class="sppb-person-introtext"><p>${esc(l === 'pl' ? t.bioPl : t.bioEn)}</p></div>` +
  `<div class="sppb-person-email"><i class="fa fa-envelope-o"></i> <a itemprop="email" href="mailto:${t.local}@${HOST}">${t.local}@${HOST}</a></div>` +
  `</div></div></div></div></div>`;

const row = (inner: string) => `<div id="sp-page-builder" class="sp-page-builder page-3"><div class="page-content"><section class="sppb-section"><div class="sppb-row-container"><div class="sppb-row">${inner}</div></div></section></div></div>`;

export function albionTorun(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { 'pl-PL': '/', 'en-GB': '/en' };
  const teachers = { 'pl-PL': '/lektorzy', 'en-GB': '/en/our-teachers' };
  const contact = { 'pl-PL': '/kontakt', 'en-GB': '/en/contact' };
  const sekretariat = `sekretariat@${HOST}`;
  const monika = `monika.szymanska@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Kursy językowe w Toruniu',
    lang: 'pl-PL',
    alternates: home,
    main: row(
      `<div class="sppb-col-md-12"><div class="sppb-addon sppb-addon-header"><h1 class="sppb-addon-title">Angielski, niemiecki, hiszpański – w Toruniu od 1997 roku</h1></div><div class="sppb-addon sppb-addon-text-block"><div class="sppb-addon-content"><p>Kursy dla dzieci, młodzieży i dorosłych, przygotowanie do matury i egzaminów Cambridge, kursy dla firm. Zapisy na nowy rok szkolny trwają – <a href="/kontakt">skontaktuj się z sekretariatem</a>.</p></div></div></div>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Language courses in Toruń',
    lang: 'en-GB',
    alternates: home,
    main: row(`<div class="sppb-col-md-12"><h1 class="sppb-addon-title">English, German and Spanish in Toruń since 1997</h1><p>Courses for children, teenagers and adults, Cambridge exam preparation and in-company training.</p></div>`),
  });

  pages['/o-szkole'] = page({ path: '/o-szkole', title: 'O szkole', lang: 'pl-PL', main: row(`<div class="sppb-col-md-12"><h1>O szkole</h1><p>Albion to rodzinna szkoła językowa na toruńskiej Starówce. Uczymy w małych grupach (do 8 osób), a od 2009 roku jesteśmy Centrum Przygotowawczym Cambridge English.</p></div>`) });
  pages['/kursy'] = page({ path: '/kursy', title: 'Kursy', lang: 'pl-PL', main: row(`<div class="sppb-col-md-12"><h1>Kursy</h1><ul><li>Angielski dla dzieci 6–12 lat</li><li>Przygotowanie do matury</li><li>FCE, CAE, CPE</li><li>Niemiecki i hiszpański od podstaw</li><li>Kursy dla firm</li></ul></div>`) });

  pages['/lektorzy'] = page({
    path: '/lektorzy',
    title: 'Lektorzy',
    lang: 'pl-PL',
    alternates: teachers,
    main: `<div class="item-page"><div class="page-header"><h1>Nasi lektorzy</h1></div></div>` + row(TEACHERS.map((t) => person(t, 'pl')).join('')),
  });
  pages['/en/our-teachers'] = page({
    path: '/en/our-teachers',
    title: 'Our teachers',
    lang: 'en-GB',
    alternates: teachers,
    main: `<div class="item-page"><div class="page-header"><h1>Our teachers</h1></div></div>` + row(TEACHERS.map((t) => person(t, 'en')).join('')),
  });

  pages['/egzaminy'] = page({
    path: '/egzaminy',
    title: 'Egzaminy',
    lang: 'pl-PL',
    main:
      `<div class="item-page"><div class="page-header"><h1>Egzaminy</h1></div><div itemprop="articleBody"><p>Przygotowujemy do egzaminów Cambridge English (YLE, KET, PET, FCE, CAE, CPE), Goethe-Zertifikat i DELE. Zapisy na sesje egzaminacyjne prowadzi nasz partner, Centrum Egzaminacyjne LinguaCert w Bydgoszczy (rejestracja@linguacert.pl).</p>` +
      `<table class="table table-bordered"><thead><tr><th>Funkcja</th><th>Imię i nazwisko</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>koordynator egzaminów Cambridge</td><td>Tomasz Zieliński</td><td>${mailto(`tomasz.zielinski@${HOST}`)}</td></tr>` +
      `<tr><td>kierowniczka filii w Chełmży</td><td>Beata Lewandowska</td><td>${mailto(`beata.lewandowska@${HOST}`)}</td></tr>` +
      `</tbody></table></div></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl-PL',
    alternates: contact,
    main:
      `<div class="item-page"><div class="page-header"><h1>Kontakt</h1></div><div itemprop="articleBody"><p><strong>Szkoła Językowa Albion</strong><br>ul. Szeroka 31, 87-100 Toruń<br>tel. ${tel('56 622 41 90')}, kom. ${tel('601 284 377')}</p>` +
      `<p>Sekretariat (pon.–pt. 10:00–19:00): ${cloak(sekretariat)}</p>` +
      `<p>Kursy dla firm: Monika Szymańska, koordynatorka kursów firmowych, tel. ${tel('603 118 240')}, e-mail: ${cloak(monika)}</p></div>` +
      `<div class="rsform"><form method="post" id="userForm" action="/kontakt"><div class="formContainer"><label for="imie">Imię i nazwisko</label><input type="text" name="form[imie]" id="imie"><label for="email">Adres e-mail</label><input type="email" name="form[email]" id="email" placeholder="twoj@email.pl"><label for="wiadomosc">Wiadomość</label><textarea name="form[wiadomosc]" id="wiadomosc"></textarea><button type="submit" class="rsform-submit-button btn btn-primary">Wyślij</button></div></form></div></div>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en-GB',
    alternates: contact,
    main:
      `<div class="item-page"><div class="page-header"><h1>Contact</h1></div><div itemprop="articleBody"><p>Albion Language School, ul. Szeroka 31, 87-100 Toruń, Poland<br>Phone ${tel('+48 56 622 41 90')}</p><p>School office (Mon–Fri 10am–7pm): ${cloak(sekretariat)}</p>` +
      `<p>In-company courses: Monika Szymańska, Corporate Training Coordinator, phone ${tel('+48 603 118 240')}, e-mail: ${cloak(monika)}</p></div></div>`,
  });

  pages['/praca'] = page({
    path: '/praca',
    title: 'Praca dla lektorów',
    lang: 'pl-PL',
    main: `<div class="item-page"><div class="page-header"><h1>Praca dla lektorów</h1></div><div itemprop="articleBody"><p>Od września szukamy lektora/lektorki języka angielskiego (grupy dziecięce i młodzieżowe, min. 15 h tygodniowo). Wymagamy dyplomu filologii lub CELTA.</p><p>Osoba do kontaktu: Aleksandra Mazur, specjalistka ds. kadr, ${mailto(`aleksandra.mazur@${HOST}`)}, tel. ${tel('56 622 41 95')}</p></div></div>`,
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', lang: 'pl-PL', main: `<div class="item-page"><h1>Polityka prywatności</h1><p>Administratorem danych osobowych jest Szkoła Językowa Albion s.c.</p></div>` });
  pages['/strefa-kursanta'] = page({ path: '/strefa-kursanta', title: 'Strefa kursanta', lang: 'pl-PL', main: `<div class="item-page"><h1>Strefa kursanta</h1><p>Problem z logowaniem do platformy? Napisz: ${mailto(`platforma@${HOST}`)}</p></div>` });
  pages['/media/sitemaps/albion-pl.xml'] = xmlPage(urlset(HOST, ['/', '/o-szkole', '/kursy', '/lektorzy', '/egzaminy', '/kontakt', '/praca', '/polityka-prywatnosci'], '2025-08-21'));

  const teacher = (t: Teacher): TruthAddress => ({
    address: `${t.local}@${HOST}`,
    name: t.name,
    title: t.pl,
    titleAlternatives: [t.en],
    pages: ['/lektorzy', '/en/our-teachers'],
    cases: ['card', 'microdata', 'plain', 'link-non-english', ...(t.pre ? (['honorific'] as const) : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /strefa-kursanta\n\nSitemap: ${ORIGIN}/media/sitemaps/albion-pl.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['pl', 'en'],
      addresses: [
        ...TEACHERS.map(teacher),
        { address: `tomasz.zielinski@${HOST}`, name: 'Tomasz Zieliński', title: 'koordynator egzaminów Cambridge', pages: ['/egzaminy'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `beata.lewandowska@${HOST}`, name: 'Beata Lewandowska', title: 'kierowniczka filii w Chełmży', pages: ['/egzaminy'], cases: ['table', 'plain', 'link-non-english'] },
        { address: sekretariat, name: null, title: null, pages: ['/kontakt', '/en/contact'], encoded: { kind: 'script', text: cloakLines(sekretariat) }, cases: ['role', 'script-protect', 'link-non-english'] },
        {
          address: monika,
          name: 'Monika Szymańska',
          title: 'koordynatorka kursów firmowych',
          titleAlternatives: ['Corporate Training Coordinator'],
          pages: ['/kontakt', '/en/contact'],
          encoded: { kind: 'script', text: cloakLines(monika) },
          cases: ['label-line', 'script-protect', 'link-non-english'],
        },
        { address: `aleksandra.mazur@${HOST}`, name: 'Aleksandra Mazur', title: 'specjalistka ds. kadr', pages: ['/praca'], cases: ['label-line', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-kursanta'],
      nonAddresses: [
        { text: `platforma@${HOST}`, kind: 'disallowed' },
        { text: 'rejestracja@linguacert.pl', kind: 'other-company' },
        { text: 'twoj@email.pl', kind: 'placeholder' },
      ],
    },
  };
}
