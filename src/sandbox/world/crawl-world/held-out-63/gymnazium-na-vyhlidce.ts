/**
 * Gymnázium Na Vyhlídce: a Czech grammar school on Joomla 3 with the Helix Ultimate template and
 * SEF URLs without rewriting (/index.php/...). The school management as a table whose addresses
 * Joomla's e-mail cloaking plugin writes with document scripts, the school counselling team as
 * "Funkce: jméno" lines with Czech academic degrees (Mgr., RNDr., PaedDr., Ing., Ph.D.), one of
 * them written with "(at)", the "jmeno.prijmeni@" scheme stated on the contacts page, the
 * maturita coordinator two links deep, and an older news article listed only in the OSMap
 * sitemap named in robots.txt. An old webmaster address in a comment and the intranet
 * (disallowed) are not the school's to report.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'gymnavyhlidce.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/index.php/o-skole', 'O škole'],
  ['/index.php/studium', 'Studium'],
  ['/index.php/uchazeci', 'Pro uchazeče'],
  ['/index.php/skolni-poradenske-pracoviste', 'Poradenské pracoviště'],
  ['/index.php/aktuality', 'Aktuality'],
  ['/index.php/kontakty', 'Kontakty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Gymnázium Na Vyhlídce',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/shaper_helixultimate/images/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?8f1b4c2e9d"></script>`,
    `<script src="/templates/shaper_helixultimate/js/main.js"></script>`,
  ],
  header: (p) =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><div id="sp-top-bar"><div class="container"><div class="container-inner"><div class="row"><div id="sp-top1" class="col-lg-6"><div class="sp-column"><ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone"></span> ${tel('+420 465 321 100')}</li><li class="sp-contact-time"><span class="far fa-clock"></span> Po–Pá 7:00–15:30</li></ul></div></div></div></div></div></div>` +
    `<header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-8 col-lg-3"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/gymnazium-na-vyhlidce.png" alt="Gymnázium Na Vyhlídce"></a></div></div></div>` +
    `<div id="sp-menu" class="col-4 col-lg-9"><div class="sp-column"><nav class="sp-megamenu-wrapper" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">${MENU.map(([h, l]) => `<li class="sp-menu-item${h === p.path ? ' current-item active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-block d-lg-none" href="#"><div class="burger-icon"><span></span><span></span><span></span></div></a></nav></div></div></div></div></div></header>` +
    `<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><div id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container"></div>`,
  footer: () =>
    `</div></div></div></div></div></section>` +
    `<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-6"><div class="sp-column"><div class="sp-module"><div class="sp-module-content"><div class="custom">` +
    `<p>Gymnázium Na Vyhlídce, Kostelec, příspěvková organizace<br>Na Vyhlídce 1187, 517 41 Kostelec nad Orlicí<br>IČO: 60884571 · ID datové schránky: 7hxq2mz</p><p>Tel.: ${tel('+420 465 321 100')} · E-mail: ${mailto(`sekretariat@${HOST}`)}</p>` +
    `<!-- původní kontakt správce webu: webmaster@${HOST} (zrušeno 2021) --></div></div></div></div></div>` +
    `<div id="sp-footer2" class="col-lg-6"><div class="sp-column"><ul class="menu"><li><a href="/index.php/gdpr">Ochrana osobních údajů</a></li><li><a href="/index.php/povinne-informace">Povinně zveřejňované informace</a></li><li><a href="/index.php/intranet">Intranet</a></li></ul><span class="sp-copyright">© 2025 Gymnázium Na Vyhlídce</span></div></div></div></div></div></footer></div></div>`,
  bodyEnd: [`<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-cz' });

const article = (title: string, body: string, itemid: number): string =>
  `<div class="article-details" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${body}</div><!-- itemid ${itemid} --></div>`;

/** Joomla 3's "Content - Email Cloaking" plugin output for one address (hash as the plugin makes it). */
function cloak(local: string, hash: string): { html: string; encoded: string } {
  const [domainName, tld] = HOST.split('.');
  const encoded = `var addy_text${hash} = '${local}' + '&#64;' + '${domainName}' + '&#46;' + '${tld}';`;
  const html =
    `<span id="cloak${hash}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${hash}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${hash} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${hash} = addy${hash} + '${domainName}' + '&#46;' + '${tld}';\n` +
    `\t\t\t\t${encoded}document.getElementById('cloak${hash}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${hash} + '\\'>'+addy_text${hash}+'<\\/a>';\n` +
    `\t\t</script>`;
  return { html, encoded };
}

const LEADERS = [
  { role: 'ředitelka školy', shown: 'Mgr. Jana Dvořáková', name: 'Jana Dvořáková', local: 'jana.dvorakova', phone: '+420 465 321 101', hash: '4c1f0b9e2d7a63e58b0c9f1d2a4e7b36' },
  { role: 'zástupce ředitelky', shown: 'PaedDr. Karel Novák', name: 'Karel Novák', local: 'karel.novak', phone: '+420 465 321 102', hash: '9a3e5d7c1b0f28e64d9c3b7a5e1f0d82' },
  { role: 'zástupkyně ředitelky pro organizaci výuky', shown: 'Mgr. Hana Procházková', name: 'Hana Procházková', local: 'hana.prochazkova', phone: '+420 465 321 103', hash: 'e27b4f9a0c6d13b85e2f7a9c4d0b6e15' },
  { role: 'ekonomka školy', shown: 'Ing. Alena Marková', name: 'Alena Marková', local: 'alena.markova', phone: '+420 465 321 105', hash: '07d9c2e4b6a1f35c8e0d2b4a6f9c1e73' },
];

export function gymnaziumNaVyhlidce(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = LEADERS.map((l) => cloak(l.local, l.hash));

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    description: 'Čtyřleté a osmileté gymnázium v Kostelci nad Orlicí.',
    main: article(
      'Vítejte na stránkách Gymnázia Na Vyhlídce',
      `<p>Jsme všeobecné gymnázium se čtyřletým a osmiletým studijním cyklem, s rozšířenou výukou jazyků a přírodních věd. Školu navštěvuje 486 žáků v 16 třídách.</p>` +
        `<h3>Nejnovější aktuality</h3><ul><li><a href="/index.php/aktuality/151-prijimaci-zkousky-2025">Přijímací zkoušky 2025</a></li><li><a href="/index.php/aktuality/149-uspech-v-krajskem-kole-chemicke-olympiady">Úspěch v krajském kole chemické olympiády</a></li></ul>`,
      101,
    ),
  });

  pages['/index.php/o-skole'] = page({
    path: '/index.php/o-skole',
    title: 'O škole',
    main: article('O škole', `<p>Gymnázium bylo založeno v roce 1909. Od roku 2002 sídlí v budově Na Vyhlídce, kterou zřizovatel, Královéhradecký kraj, v letech 2018–2019 zrekonstruoval.</p>`, 102),
  });

  pages['/index.php/studium'] = page({
    path: '/index.php/studium',
    title: 'Studium',
    main: article('Studium', `<ul><li><a href="/index.php/studium/maturita">Maturitní zkouška</a></li><li>Učební plány (PDF)</li><li>Rozvrhy tříd – Bakaláři</li></ul>`, 103),
  });

  pages['/index.php/studium/maturita'] = page({
    path: '/index.php/studium/maturita',
    title: 'Maturitní zkouška',
    main: article(
      'Maturitní zkouška 2025',
      `<p>Společná část: didaktické testy 2.–5. května 2025. Profilová část: ústní zkoušky 19.–23. května 2025.</p><p><strong>Koordinátor maturitní zkoušky:</strong> Mgr. Jiří Kratochvíl, ${mailto(`jiri.kratochvil@${HOST}`)}</p>`,
      131,
    ),
  });

  pages['/index.php/uchazeci'] = page({
    path: '/index.php/uchazeci',
    title: 'Pro uchazeče',
    main: article('Pro uchazeče', `<p>Přihlášky ke studiu podávejte do 20. února. Kritéria přijímacího řízení zveřejníme do 31. ledna.</p><p>Dotazy k přijímacímu řízení: ${mailto(`sekretariat@${HOST}`)}</p>`, 104),
  });

  pages['/index.php/skolni-poradenske-pracoviste'] = page({
    path: '/index.php/skolni-poradenske-pracoviste',
    title: 'Školní poradenské pracoviště',
    main: article(
      'Školní poradenské pracoviště',
      `<p>Poradenské pracoviště pomáhá žákům s výběrem vysoké školy, s výukovými obtížemi i s osobními problémy. Konzultace po domluvě e-mailem.</p>` +
        `<p><strong>Výchovná poradkyně:</strong> RNDr. Lenka Horáková, Ph.D., ${mailto(`lenka.horakova@${HOST}`)}, konzultační hodiny út 13:30–15:00</p>` +
        `<p><strong>Školní metodik prevence:</strong> Mgr. Tomáš Beneš, tomas.benes(at)${HOST}</p>` +
        `<p><strong>Školní psycholožka:</strong> Mgr. Veronika Čermáková, ${mailto(`veronika.cermakova@${HOST}`)}, ve škole st a čt</p>`,
      105,
    ),
  });

  pages['/index.php/aktuality'] = page({
    path: '/index.php/aktuality',
    title: 'Aktuality',
    main:
      `<div class="blog" itemscope itemtype="https://schema.org/Blog"><h1>Aktuality</h1>` +
      `<div class="article-list"><div class="article"><h2><a href="/index.php/aktuality/151-prijimaci-zkousky-2025">Přijímací zkoušky 2025</a></h2><p>Jednotná přijímací zkouška proběhne 14. a 15. dubna.</p></div>` +
      `<div class="article"><h2><a href="/index.php/aktuality/149-uspech-v-krajskem-kole-chemicke-olympiady">Úspěch v krajském kole chemické olympiády</a></h2><p>Naši žáci obsadili 2. a 5. místo.</p></div></div>` +
      `<nav class="pagination-wrapper"><ul class="pagination"><li class="page-item active"><span class="page-link">1</span></li><li class="page-item disabled"><span class="page-link">2</span></li></ul></nav></div>`,
  });

  pages['/index.php/aktuality/151-prijimaci-zkousky-2025'] = page({
    path: '/index.php/aktuality/151-prijimaci-zkousky-2025',
    title: 'Přijímací zkoušky 2025',
    main: article('Přijímací zkoušky 2025', `<p>Jednotná přijímací zkouška proběhne 14. a 15. dubna 2025. Pozvánky rozešleme nejpozději 14 dní před termínem.</p>`, 151),
  });

  pages['/index.php/aktuality/149-uspech-v-krajskem-kole-chemicke-olympiady'] = page({
    path: '/index.php/aktuality/149-uspech-v-krajskem-kole-chemicke-olympiady',
    title: 'Úspěch v krajském kole chemické olympiády',
    main: article('Úspěch v krajském kole chemické olympiády', `<p>V krajském kole chemické olympiády kategorie B obsadila Tereza Málková ze 3.A druhé místo a Ondřej Sýkora ze sexty páté místo. Gratulujeme!</p>`, 149),
  });

  pages['/index.php/aktuality/142-pevecky-sbor-vyhlidka-prijima-nove-cleny'] = page({
    path: '/index.php/aktuality/142-pevecky-sbor-vyhlidka-prijima-nove-cleny',
    title: 'Pěvecký sbor Vyhlídka přijímá nové členy',
    main: article(
      'Pěvecký sbor Vyhlídka přijímá nové členy',
      `<p>Pěvecký sbor Vyhlídka zkouší každé úterý od 14:30 v hudebně ve 2. patře. Sbor vede Mgr. Petra Šťastná, učitelka hudební výchovy a sbormistryně; zájemci jí mohou napsat na ${mailto(`petra.stastna@${HOST}`)} nebo přijít rovnou na zkoušku.</p>`,
      142,
    ),
  });

  pages['/index.php/kontakty'] = page({
    path: '/index.php/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p>Gymnázium Na Vyhlídce, Kostelec, příspěvková organizace<br>Na Vyhlídce 1187, 517 41 Kostelec nad Orlicí</p>` +
        `<h3>Vedení školy a provozní úsek</h3><table class="table table-striped"><thead><tr><th>Funkce</th><th>Jméno</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        LEADERS.map((l, i) => `<tr><td>${esc(l.role)}</td><td>${esc(l.shown)}</td><td>${tel(l.phone)}</td><td>${cloaks[i]!.html}</td></tr>`).join('') +
        `<tr><td>sekretariát</td><td>&nbsp;</td><td>${tel('+420 465 321 100')}</td><td>${mailto(`sekretariat@${HOST}`)}</td></tr></tbody></table>` +
        `<p>E-mailové adresy všech pedagogů mají tvar jmeno.prijmeni@${HOST} (bez diakritiky).</p>`,
      106,
    ),
  });

  pages['/index.php/gdpr'] = page({ path: '/index.php/gdpr', title: 'Ochrana osobních údajů', main: article('Ochrana osobních údajů', `<p>Pověřencem pro ochranu osobních údajů je Mgr. Ivan Klíma, kontakt přes sekretariát školy.</p>`, 107) });
  pages['/index.php/povinne-informace'] = page({ path: '/index.php/povinne-informace', title: 'Povinně zveřejňované informace', main: article('Povinně zveřejňované informace', `<p>Informace podle zákona č. 106/1999 Sb., o svobodném přístupu k informacím.</p>`, 108) });
  pages['/index.php/intranet'] = page({ path: '/index.php/intranet', title: 'Intranet', main: article('Intranet', `<p>Přihlášení pro zaměstnance. Zapomenuté heslo: ${mailto(`ict@${HOST}`)}</p>`, 109) });

  pages['/osmap.xml'] = xmlPage(
    urlset(
      HOST,
      ['/', '/index.php/o-skole', '/index.php/studium', '/index.php/uchazeci', '/index.php/skolni-poradenske-pracoviste', '/index.php/aktuality', '/index.php/aktuality/142-pevecky-sbor-vyhlidka-prijima-nove-cleny', '/index.php/kontakty'],
      '2025-02-03',
    ),
  );

  const leader = (i: number) => ({
    address: `${LEADERS[i]!.local}@${HOST}`,
    name: LEADERS[i]!.name,
    title: LEADERS[i]!.role,
    pages: ['/index.php/kontakty'],
    encoded: { kind: 'script' as const, text: cloaks[i]!.encoded },
    cases: ['table', 'honorific', 'script-protect', 'link-non-english'] as const,
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/intranet\n\nSitemap: ${ORIGIN}/osmap.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['cs'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/index.php/kontakty', '/index.php/uchazeci'], cases: ['role', 'plain'] },
        ...LEADERS.map((_, i) => ({ ...leader(i), cases: [...leader(i).cases] })),
        { address: `lenka.horakova@${HOST}`, name: 'Lenka Horáková', title: 'Výchovná poradkyně', pages: ['/index.php/skolni-poradenske-pracoviste'], cases: ['title-name-line', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `tomas.benes@${HOST}`, name: 'Tomáš Beneš', title: 'Školní metodik prevence', pages: ['/index.php/skolni-poradenske-pracoviste'], cases: ['title-name-line', 'honorific', 'obfuscated', 'link-non-english'] },
        { address: `veronika.cermakova@${HOST}`, name: 'Veronika Čermáková', title: 'Školní psycholožka', pages: ['/index.php/skolni-poradenske-pracoviste'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `jiri.kratochvil@${HOST}`, name: 'Jiří Kratochvíl', title: 'Koordinátor maturitní zkoušky', pages: ['/index.php/studium/maturita'], cases: ['title-name-line', 'honorific', 'plain', 'deep-page', 'link-non-english'] },
        {
          address: `petra.stastna@${HOST}`,
          name: 'Petra Šťastná',
          title: 'učitelka hudební výchovy a sbormistryně',
          pages: ['/index.php/aktuality/142-pevecky-sbor-vyhlidka-prijima-nove-cleny'],
          cases: ['prose', 'honorific', 'plain', 'sitemap-robots'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/index.php/kontakty', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/index.php/intranet'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `ict@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
