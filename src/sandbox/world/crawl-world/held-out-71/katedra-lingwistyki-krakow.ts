/**
 * Katedra Lingwistyki Komputerowej: a university department in Kraków on the faculty's own
 * home-grown CMS, in Polish with a thin English part. The staff page is a table with Polish
 * academic degrees before the names (prof. dr hab., dr inż., mgr) and some addresses written
 * "[at]"; the head and a professor have profile pages in schema.org microdata; the corpus lab's
 * project staff are "Name, function" lines whose addresses an old script builds from character
 * codes; the Erasmus+ coordinator is only on the English pages, reached through the hreflang
 * alternate (the language switch is a button, not a link); a seminar notice, in the genitive,
 * is listed only in the gzip sitemap robots.txt names. The contact page states the scheme
 * (imie.nazwisko@…). The intranet (disallowed) and a retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'katedra-lingwistyki-krakow.test';
const ORIGIN = `http://${HOST}`;

const MENU_PL: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-katedrze', 'O Katedrze'],
  ['/pracownicy', 'Pracownicy'],
  ['/dydaktyka', 'Dydaktyka'],
  ['/aktualnosci', 'Aktualności'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/international', 'Incoming students'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Katedra Lingwistyki Komputerowej',
  head: [
    '<meta name="generator" content="WydzialCMS 3.8 (Sekcja Informatyczna Wydziału Filologicznego)">',
    `<link rel="stylesheet" href="${ORIGIN}/static/css/wydzial.min.css?v=38">`,
    `<link rel="icon" href="${ORIGIN}/static/img/favicon.ico">`,
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_PL;
    return (
      `<div class="topbar"><div class="wrap"><span class="uczelnia">Akademia Krakowska · Wydział Filologiczny</span>` +
      `<button type="button" class="lang-switch" data-target="${en ? '/' : '/en'}" onclick="location.href=this.getAttribute('data-target')">${en ? 'PL' : 'EN'}</button></div></div>` +
      `<header class="site-header"><div class="wrap"><a class="brand" href="${en ? '/en' : '/'}"><img src="/static/img/logo-kjk.png" srcset="/static/img/logo-kjk@2x.png 2x" alt="KLK" width="64" height="64"><span>${en ? 'Department of Computational Linguistics' : 'Katedra Lingwistyki Komputerowej'}</span></a>` +
      `<nav class="main-nav"><ul>${menu.map(([href, label]) => `<li${href === p.path ? ' class="active"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="wrap"><div class="col"><strong>Katedra Lingwistyki Komputerowej</strong><br>Akademia Krakowska, Wydział Filologiczny<br>al. Mickiewicza 9A, 31-120 Kraków<br>budynek C, III piętro</div>` +
    `<div class="col">${p.lang.startsWith('en') ? 'Office' : 'Sekretariat'}: ${tel('+48 12 663 44 10')}<br>${mailto(`sekretariat@${HOST}`)}</div>` +
    `<div class="col"><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/deklaracja-dostepnosci">Deklaracja dostępności</a> · <a href="/intranet">Intranet</a></div>` +
    `<p class="copy">© 2025 Akademia Krakowska. Strona prowadzona w systemie WydzialCMS.</p></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="${ORIGIN}/static/js/wydzial.min.js?v=38"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'pl', ...spec });
const box = (title: string, html: string): string => `<div class="wrap content"><h1>${esc(title)}</h1>${html}</div>`;

type Row = { deg: string; name: string; title: string; room: string; local: string; at?: boolean; profile?: string };
const STAFF: Row[] = [
  { deg: 'prof. dr hab.', name: 'Andrzej Kowalczyk', title: 'kierownik Katedry', room: 'C-312', local: 'andrzej.kowalczyk', profile: '/pracownicy/andrzej-kowalczyk' },
  { deg: 'dr hab.', name: 'Magdalena Wójcik', title: 'profesor uczelni', room: 'C-314', local: 'magdalena.wojcik', profile: '/pracownicy/magdalena-wojcik' },
  { deg: 'dr', name: 'Łukasz Wróbel', title: 'adiunkt', room: 'C-315', local: 'lukasz.wrobel', at: true },
  { deg: 'dr inż.', name: 'Katarzyna Nowicka', title: 'adiunkt', room: 'C-315', local: 'katarzyna.nowicka' },
  { deg: 'mgr', name: 'Piotr Zając', title: 'asystent', room: 'C-318', local: 'piotr.zajac', at: true },
  { deg: 'mgr', name: 'Joanna Mazur', title: 'asystentka', room: 'C-318', local: 'joanna.mazur' },
  { deg: 'mgr', name: 'Ewa Lis', title: 'sekretarz Katedry', room: 'C-310', local: 'ewa.lis' },
];

const LAB = [
  { shown: 'inż. Michał Dudek', name: 'Michał Dudek', title: 'specjalista ds. technicznych', local: 'michal.dudek' },
  { shown: 'mgr Natalia Kaczmarek', name: 'Natalia Kaczmarek', title: 'programistka projektu', local: 'natalia.kaczmarek' },
];

const writeMail = (address: string): string =>
  `<script>var m=String.fromCharCode(${charCodes(address)});document.write('<a href="mailto:'+m+'">'+m+'<\\/a>');</script><noscript>[adres e-mail widoczny po włączeniu JavaScript]</noscript>`;

function profile(r: Row, bio: string): SandboxPage {
  return page({
    path: r.profile!,
    title: `${r.deg} ${r.name}`,
    main: box(
      `${r.deg} ${r.name}`,
      `<div class="osoba" itemscope itemtype="https://schema.org/Person"><p><span itemprop="honorificPrefix">${esc(r.deg)}</span> <strong itemprop="name">${esc(r.name)}</strong><br>` +
        `<span itemprop="jobTitle">${esc(r.title)}</span>, <span itemprop="worksFor">Katedra Lingwistyki Komputerowej</span><br>pokój ${r.room}, tel. <span itemprop="telephone">${tel('+48 12 663 44 1' + r.room.slice(-1))}</span><br>` +
        `e-mail: <a itemprop="email" href="mailto:${r.local}@${HOST}">${r.local}@${HOST}</a></p>` +
        `<h2>Zainteresowania naukowe</h2><p>${esc(bio)}</p><h2>Konsultacje</h2><p>wtorek 12:00–13:30, pokój ${r.room} (w okresie sesji także zdalnie, po wcześniejszym umówieniu)</p></div>` +
        `<p><a href="/pracownicy">← wróć do listy pracowników</a></p>`,
    ),
  });
}

export function katedraLingwistykiKrakow(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alternates = { pl: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Strona główna',
    alternates,
    description: 'Katedra Lingwistyki Komputerowej Akademii Krakowskiej: badania, dydaktyka, Pracownia Korpusowa.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollegeOrUniversity', name: 'Katedra Lingwistyki Komputerowej – Akademia Krakowska', url: `${ORIGIN}/`, address: { '@type': 'PostalAddress', streetAddress: 'al. Mickiewicza 9A', postalCode: '31-120', addressLocality: 'Kraków', addressCountry: 'PL' } }],
    main: box(
      'Katedra Lingwistyki Komputerowej',
      `<p>Prowadzimy badania nad automatycznym przetwarzaniem języka polskiego, lingwistyką korpusową i fonetyką akustyczną. Kształcimy studentów kierunku <em>Lingwistyka komputerowa</em> (I i II stopień).</p>` +
        `<section class="aktualnosci"><h2>Aktualności</h2><ul>` +
        `<li><span class="data">14.03.2025</span> <a href="/aktualnosci">Rekrutacja na studia II stopnia 2025/2026 – terminy</a></li>` +
        `<li><span class="data">03.03.2025</span> <a href="/aktualnosci">Harmonogram egzaminów dyplomowych</a></li></ul>` +
        `<p><a href="/aktualnosci">Wszystkie aktualności »</a></p></section>`,
    ),
  });

  pages['/o-katedrze'] = page({
    path: '/o-katedrze',
    title: 'O Katedrze',
    main: box(
      'O Katedrze',
      `<p>Katedra powstała w 2009 roku z przekształcenia Zakładu Językoznawstwa Stosowanego. Zatrudniamy 7 nauczycieli akademickich; przy Katedrze działa <a href="/pracownia-korpusowa">Pracownia Korpusowa</a>, która rozwija Korpus Mowy Małopolskiej.</p>` +
        `<p>Współpracujemy z ośrodkami w Pradze, Bratysławie i Utrechcie w ramach programu Erasmus+.</p>`,
    ),
  });

  pages['/pracownicy'] = page({
    path: '/pracownicy',
    title: 'Pracownicy',
    main: box(
      'Pracownicy',
      `<table class="tabela-pracownicy"><thead><tr><th>Stopień / tytuł</th><th>Imię i nazwisko</th><th>Stanowisko</th><th>Pokój</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map(
          (r) =>
            `<tr><td>${esc(r.deg)}</td><td>${r.profile ? `<a href="${r.profile}">${esc(r.name)}</a>` : esc(r.name)}</td><td>${esc(r.title)}</td><td>${r.room}</td><td>${r.at ? `${r.local} [at] ${HOST}` : mailto(`${r.local}@${HOST}`)}</td></tr>`,
        ).join('') +
        `</tbody></table><p class="uwaga">Konsultacje w semestrze letnim: harmonogram w zakładce <a href="/dydaktyka">Dydaktyka</a>.</p>`,
    ),
  });

  pages['/pracownicy/andrzej-kowalczyk'] = profile(STAFF[0]!, 'Składnia formalna, parsowanie zależnościowe, gramatyki kategorialne; kierownik projektu NCN „Parsowanie mowy spontanicznej”.');
  pages['/pracownicy/magdalena-wojcik'] = profile(STAFF[1]!, 'Fonetyka akustyczna, rozpoznawanie mowy, prozodia gwar małopolskich.');

  pages['/pracownia-korpusowa'] = page({
    path: '/pracownia-korpusowa',
    title: 'Pracownia Korpusowa',
    main: box(
      'Pracownia Korpusowa',
      `<p>Pracownia gromadzi i anotuje nagrania do Korpusu Mowy Małopolskiej (obecnie 412 godzin). Korzystanie ze stanowisk odsłuchowych jest możliwe po wcześniejszym zgłoszeniu.</p><h2>Zespół projektu</h2>` +
        LAB.map((l) => `<p><strong>${esc(l.shown)}</strong>, ${esc(l.title)}<br>e-mail: ${writeMail(`${l.local}@${HOST}`)}</p>`).join(''),
    ),
  });

  pages['/dydaktyka'] = page({
    path: '/dydaktyka',
    title: 'Dydaktyka',
    main: box('Dydaktyka', `<p>Plany studiów, sylabusy i harmonogram konsultacji publikujemy w systemie USOS. Sprawy dyplomowe prowadzi sekretariat Katedry (pon.–pt. 9:00–14:00, pokój C-310).</p>`),
  });

  pages['/aktualnosci'] = page({
    path: '/aktualnosci',
    title: 'Aktualności',
    main: box(
      'Aktualności',
      `<article><h2>Rekrutacja na studia II stopnia 2025/2026 – terminy</h2><p class="data">14.03.2025</p><p>Rejestracja kandydatów w systemie IRK potrwa od 2 czerwca do 10 lipca 2025 r.</p></article>` +
        `<article><h2>Harmonogram egzaminów dyplomowych</h2><p class="data">03.03.2025</p><p>Egzaminy odbędą się w dniach 23–27 czerwca w sali C-301.</p></article>`,
    ),
  });

  pages['/aktualnosci/seminarium-katedralne-kwiecien-2025'] = page({
    path: '/aktualnosci/seminarium-katedralne-kwiecien-2025',
    title: 'Seminarium katedralne – kwiecień 2025',
    main: box(
      'Seminarium katedralne – kwiecień 2025',
      `<p class="data">20.02.2025</p><p>Kolejne spotkanie seminarium katedralnego odbędzie się 10 kwietnia 2025 r. o godz. 15:00 w sali C-301. Zgłoszenia referatów (tytuł i krótkie streszczenie) prosimy przesyłać do 25 marca do koordynatorki seminarium, dr Bogumiły Ryś, na adres ${mailto(`bogumila.rys@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: box(
      'Kontakt',
      `<p>Katedra Lingwistyki Komputerowej<br>al. Mickiewicza 9A, 31-120 Kraków, budynek C, III piętro</p>` +
        `<p><strong>Sekretariat</strong> (pokój C-310), czynny pon.–pt. 9:00–14:00<br>tel. ${tel('+48 12 663 44 10')}<br>e-mail: ${mailto(`sekretariat@${HOST}`)}</p>` +
        `<p>Adresy e-mail pracowników mają postać imie.nazwisko@${HOST} (bez polskich znaków). Pełna lista w zakładce <a href="/pracownicy">Pracownicy</a>.</p>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: box('Polityka prywatności', '<p>Administratorem danych osobowych jest Akademia Krakowska. Serwis używa plików cookie niezbędnych oraz analitycznych.</p>') });
  pages['/deklaracja-dostepnosci'] = page({ path: '/deklaracja-dostepnosci', title: 'Deklaracja dostępności', main: box('Deklaracja dostępności', '<p>Strona jest częściowo zgodna z ustawą o dostępności cyfrowej.</p>') });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: box('Intranet', '<p>Dostęp wyłącznie dla pracowników. Zaloguj się kontem uczelnianym.</p>') });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Department of Computational Linguistics',
    alternates,
    main: box(
      'Department of Computational Linguistics',
      `<p>The Department of Computational Linguistics of the Faculty of Philology works on speech and language technology for Polish. Most of our courses are taught in Polish; selected seminars are open to exchange students.</p><p>See <a href="/en/international">information for incoming students</a>.</p>`,
    ),
  });

  pages['/en/international'] = page({
    path: '/en/international',
    lang: 'en',
    title: 'Incoming students',
    main: box(
      'Incoming students',
      `<p>We welcome Erasmus+ students from our partner universities in Prague, Bratislava and Utrecht. Learning agreements are signed by the departmental coordinator.</p>` +
        `<p>Departmental Erasmus+ Coordinator: Dr Agnieszka Sowa, room C-316, ${mailto(`agnieszka.sowa@${HOST}`)}</p>` +
        `<p>Office hours: Thursdays 10:00–11:30.</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/o-katedrze', '/pracownicy', '/dydaktyka', '/aktualnosci', '/aktualnosci/seminarium-katedralne-kwiecien-2025', '/kontakt', '/en'], '2025-03-14'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /cms/\nDisallow: /szukaj\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx/1.22.1', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['pl', 'en'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...STAFF.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: r.profile ? ['/pracownicy', r.profile] : ['/pracownicy'],
          cases: ['table', 'honorific', ln, r.at ? 'obfuscated' : 'plain', ...(r.profile ? ['microdata'] : [])] as CaseKind[],
        })),
        ...LAB.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/pracownia-korpusowa'],
          encoded: { kind: 'charcodes' as const, text: charCodes(`${l.local}@${HOST}`) },
          cases: ['name-title-line', 'honorific', 'script-charcode', 'deep-page', ln] as CaseKind[],
        })),
        {
          address: `agnieszka.sowa@${HOST}`,
          name: 'Agnieszka Sowa',
          title: 'Departmental Erasmus+ Coordinator',
          pages: ['/en/international'],
          cases: ['title-name-line', 'honorific', 'hreflang', 'deep-page', 'plain'],
        },
        {
          address: `bogumila.rys@${HOST}`,
          name: 'Bogumiła Ryś',
          title: 'koordynatorka seminarium',
          pages: ['/aktualnosci/seminarium-katedralne-kwiecien-2025'],
          cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `imie.nazwisko@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `imie.nazwisko@${HOST}`, kind: 'scheme' },
        { text: 'logo-kjk@2x.png', kind: 'retina' },
      ],
    },
  };
}
