/**
 * Tiskárna Bystrc: an offset and digital printing house in Brno, on Joomla 3 with a Helix
 * template. The management as "Name, function" lines with Czech academic titles (Ing., Mgr.,
 * Ph.D.) whose addresses Joomla's e-mail cloaking writes by script; the contact article states
 * the staff scheme (jmeno.prijmeni@…) above a staff table with one address written "(at)", and
 * the order desk's head as a schema.org Person in microdata; a job advert reached only through
 * the gzip sitemap the robots.txt names, with the production manager's name in the dative
 * ("Ing. Haně Kučerové"). The courier's address, a retina logo, the PDF viewer's package version
 * on the data-preparation page and the B2B portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tiskarna-bystrc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/sluzby', 'Služby'],
  ['/pro-grafiky', 'Podklady pro tisk'],
  ['/vedeni-spolecnosti', 'Vedení společnosti'],
  ['/poptavka', 'Poptávka'],
  ['/kontakty', 'Kontakty'],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'tiskarna-bystrc' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'tiskarna-bystrc' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tiskárna Bystrc',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/shaper_helix3/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/shaper_helix3/css/template.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/shaper_helix3/css/presets/preset3.css" rel="stylesheet" class="preset">`,
    `<link href="${ORIGIN}/images/favicon.png" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
  ],
  header: () =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><section id="sp-top-bar"><div class="container"><div class="row"><div id="sp-top1" class="col-sm-6"><ul class="sp-contact-info"><li class="sp-contact-phone"><i class="fa fa-phone"></i> ${tel('+420 546 211 804')}</li><li class="sp-contact-time"><i class="fa fa-clock-o"></i> Po–Pá 7:00–15:30</li></ul></div></div></div></section>` +
    `<header id="sp-header"><div class="container"><div class="row"><div id="sp-logo" class="col-xs-8 col-sm-3 col-md-3"><div class="sp-column"><a class="logo" href="/"><h1><img class="sp-default-logo" src="/images/logo/tiskarna-bystrc.png" srcset="/images/logo/tiskarna-bystrc@2x.png 2x" alt="Tiskárna Bystrc"></h1></a></div></div>` +
    `<div id="sp-menu" class="col-xs-4 col-sm-9 col-md-9"><div class="sp-column"><div class="sp-megamenu-wrapper"><ul class="sp-megamenu-parent menu-fade hidden-sm hidden-xs">${MENU.map(([href, label], i) => `<li class="sp-menu-item${i === 0 ? ' current-item active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></div></div></div></div></header>`,
  footer: () =>
    `<section id="sp-bottom"><div class="container"><div class="row"><div id="sp-bottom1" class="col-sm-6 col-md-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Tiskárna Bystrc s.r.o.</h3><div class="sp-module-content"><div class="custom"><p>Kamenolomy 14, 635 00 Brno-Bystrc<br>IČO: 26 274 918, DIČ: CZ26274918<br>Zapsáno u Krajského soudu v Brně, oddíl C, vložka 41227</p><p>Tel.: ${tel('+420 546 211 804')}<br>E-mail: ${mailto(`info@${HOST}`)}</p></div></div></div></div></div>` +
    `<div id="sp-bottom2" class="col-sm-6 col-md-4"><div class="sp-column"><ul class="menu"><li><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></li><li><a href="/b2b">B2B portál pro agentury</a></li></ul></div></div></div></div></section>` +
    `<footer id="sp-footer"><div class="container"><div class="row"><div id="sp-footer1" class="col-sm-12"><div class="sp-column"><span class="sp-copyright">© 2025 Tiskárna Bystrc s.r.o. Všechna práva vyhrazena.</span></div></div></div></div></footer></div></div>`,
  bodyEnd: [
    '<div id="cc-main" class="cc--anim" aria-hidden="true"><div class="cm-wrapper"><div class="cm" role="dialog" aria-labelledby="cm__title"><h2 id="cm__title" class="cm__title">Používáme cookies</h2><p class="cm__desc">Tento web používá nezbytné cookies a se souhlasem také analytické cookies. <a href="/ochrana-osobnich-udaju">Více informací</a></p><div class="cm__btns"><button type="button" data-role="all">Přijmout vše</button> <button type="button" data-role="necessary">Jen nezbytné</button></div></div></div></div>',
    '<script src="https://cdn.jsdelivr.net/gh/orestbida/cookieconsent@3.0.1/dist/cookieconsent.umd.js"></script>',
    `<script src="${ORIGIN}/templates/shaper_helix3/js/main.js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-cz' });

const article = (title: string, html: string): string =>
  `<section id="sp-main-body"><div class="container"><div class="row"><div id="sp-component" class="col-sm-12 col-md-12"><div class="sp-column"><div id="system-message-container"></div><article class="item item-page" itemscope itemtype="http://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="entry-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></article></div></div></div></div></section>`;

type Leader = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { shown: 'Ing. Tomáš Dvořák', name: 'Tomáš Dvořák', title: 'jednatel společnosti', local: 'tomas.dvorak', id: '8f3e21a07c5d94b6e2f1a83c0d7b5e49', cases: ['honorific'] },
  { shown: 'Ing. Jana Procházková, Ph.D.', name: 'Jana Procházková', title: 'obchodní ředitelka', local: 'jana.prochazkova', id: '2b7d0c94e1f36a85c0e4d19b7a2f6c31', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Petr Svoboda', name: 'Petr Svoboda', title: 'finanční ředitel', local: 'petr.svoboda', id: 'c41a8e6f09b27d3e5f1c0a94b8d67e20', cases: ['honorific'] },
];

type Row = { dept: string; shown: string; name: string; title: string; phone: string; local: string; at?: boolean; honorific?: boolean };
const STAFF: Row[] = [
  { dept: 'Obchod', shown: 'Lukáš Veselý', name: 'Lukáš Veselý', title: 'obchodní zástupce', phone: '+420 737 218 455', local: 'lukas.vesely' },
  { dept: 'Obchod', shown: 'Bc. Martina Králová', name: 'Martina Králová', title: 'obchodní zástupkyně', phone: '+420 737 218 460', local: 'martina.kralova', at: true, honorific: true },
  { dept: 'Předtisková příprava', shown: 'Michaela Horáková', name: 'Michaela Horáková', title: 'DTP operátorka', phone: '+420 546 211 812', local: 'michaela.horakova' },
  { dept: 'Knihárna', shown: 'Radek Pospíšil', name: 'Radek Pospíšil', title: 'vedoucí knihárny', phone: '+420 546 211 817', local: 'radek.pospisil' },
];

export function tiskarnaBystrc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ofsetový a digitální tisk v Brně',
    main: article(
      'Ofsetový a digitální tisk v Brně',
      `<p>Tiskneme katalogy, knihy, časopisy, letáky a obaly od roku 1994. Ve vlastní knihárně zpracujeme V1, V2 i V8, včetně šití nití.</p>` +
        `<p>Pošlete nám <a href="/poptavka">poptávku</a> – cenovou nabídku připravíme do 24 hodin. Technické požadavky na data najdete v sekci <a href="/pro-grafiky">Podklady pro tisk</a>.</p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: article(
      'O nás',
      `<p>Tiskárnu založili v roce 1994 bratři Dvořákové v bývalé dílně Zbrojovky v Bystrci. Dnes máme 38 zaměstnanců, dva ofsetové stroje Heidelberg Speedmaster a digitální tiskový stroj HP Indigo.</p>` +
        `<p>Hotové zakázky po celé republice rozváží naše vozidla, zásilky do zahraničí přepravuje společnost Kurýr Morava s.r.o. (reklamace zásilek: reklamace@kuryrmorava.cz).</p>`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: article('Služby', `<ul><li>Ofsetový tisk do formátu B1</li><li>Digitální tisk malých nákladů a personalizace</li><li>Knižní vazba V2, V4 a V8</li><li>Lakování UV a laminace</li><li>Výroba skládaček a obalů</li></ul>`),
  });

  pages['/pro-grafiky'] = page({
    path: '/pro-grafiky',
    title: 'Podklady pro tisk',
    main: article(
      'Podklady pro tisk',
      `<p>Data přijímáme ve formátu PDF/X-4 se spadávkou 3 mm a ořezovými značkami. Barevný profil pro natírané papíry: PSO Coated v3 (FOGRA51).</p>` +
        `<p>Náhledy PDF ve správci zakázek zobrazujeme knihovnou pdfjs-dist@4.0.379; starší prohlížeče proto nemusí náhled zobrazit.</p>` +
        `<p>S dotazy k datům se obracejte na oddělení předtiskové přípravy – kontakty najdete na stránce <a href="/kontakty">Kontakty</a>.</p>`,
    ),
  });

  pages['/vedeni-spolecnosti'] = page({
    path: '/vedeni-spolecnosti',
    title: 'Vedení společnosti',
    main: article('Vedení společnosti', LEADERS.map((l) => `<p><strong>${esc(l.shown)}</strong>, ${esc(l.title)}<br>${cloak(l.local, l.id)}</p>`).join('')),
  });

  pages['/poptavka'] = page({
    path: '/poptavka',
    title: 'Poptávka',
    main: article(
      'Nezávazná poptávka',
      `<p>Vyplňte formulář nebo pošlete specifikaci zakázky (náklad, formát, rozsah, papír, vazba) na ${mailto(`poptavky@${HOST}`)}.</p>` +
        `<form action="/poptavka" method="post" class="form-validate"><label for="jform_name">Jméno a příjmení *</label><input type="text" name="jform[name]" id="jform_name" required><label for="jform_email">E-mail *</label><input type="email" name="jform[email]" id="jform_email" required><label for="jform_msg">Specifikace zakázky</label><textarea name="jform[message]" id="jform_msg" rows="8"></textarea><button class="btn btn-primary validate" type="submit">Odeslat poptávku</button></form>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p>Tiskárna Bystrc s.r.o., Kamenolomy 14, 635 00 Brno-Bystrc · ústředna ${tel('+420 546 211 804')}</p>` +
        `<p>Poptávky a cenové nabídky: ${mailto(`poptavky@${HOST}`)}</p>` +
        `<p>E-mailové adresy našich zaměstnanců jsou ve tvaru jmeno.prijmeni@tiskarna-bystrc.test (bez diakritiky).</p>` +
        `<table class="table table-striped"><thead><tr><th>Oddělení</th><th>Jméno</th><th>Funkce</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map(
          (s) =>
            `<tr><td>${esc(s.dept)}</td><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${s.at ? `${s.local}(at)tiskarna-bystrc.test` : mailto(`${s.local}@${HOST}`)}</td></tr>`,
        ).join('') +
        `</tbody></table>` +
        `<h3>Zakázkové oddělení</h3><div class="contact-person" itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Kateřina Benešová</span><br><span itemprop="jobTitle">vedoucí zakázkového oddělení</span><br>Tel.: <span itemprop="telephone">${tel('+420 546 211 809')}</span><br>E-mail: ${mailto(`katerina.benesova@${HOST}`, `katerina.benesova@${HOST}`, 'itemprop="email"')}</p></div>`,
    ),
  });

  pages['/kariera/tiskar-ofsetovych-stroju'] = page({
    path: '/kariera/tiskar-ofsetovych-stroju',
    title: 'Tiskař/ka ofsetových strojů',
    main: article(
      'Hledáme tiskaře/tiskařku ofsetových strojů',
      `<p>Do třísměnného provozu hledáme tiskaře na stroj Heidelberg Speedmaster SX 102. Nabízíme mzdu 42–48 tisíc Kč, 5 týdnů dovolené a příspěvek na penzijní spoření.</p>` +
        `<p>Strukturovaný životopis zasílejte vedoucí výroby Ing. Haně Kučerové na adresu ${mailto(`hana.kucerova@${HOST}`)}, případně volejte na ${tel('+420 546 211 815')}.</p>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: article('Ochrana osobních údajů', `<p>Správcem osobních údajů je Tiskárna Bystrc s.r.o., IČO 26274918.</p>`) });
  pages['/b2b'] = page({ path: '/b2b', title: 'B2B portál', main: article('B2B portál pro agentury', `<p>Přístup do portálu vám zřídíme na žádost zaslanou na ${mailto(`b2b@${HOST}`)}.</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/o-nas', '/sluzby', '/pro-grafiky', '/vedeni-spolecnosti', '/poptavka', '/kontakty', '/ochrana-osobnich-udaju', '/kariera/tiskar-ofsetovych-stroju'], '2025-04-07'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /b2b\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        { address: `poptavky@${HOST}`, name: null, title: null, pages: ['/poptavka', '/kontakty'], cases: ['role', 'plain', ln] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/vedeni-spolecnosti'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['name-title-line', 'script-protect', ln, ...l.cases] as CaseKind[],
        })),
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/kontakty'],
          cases: ['table', s.at ? 'obfuscated' : 'plain', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `katerina.benesova@${HOST}`, name: 'Kateřina Benešová', title: 'vedoucí zakázkového oddělení', pages: ['/kontakty'], cases: ['microdata', 'plain', ln] },
        { address: `hana.kucerova@${HOST}`, name: 'Hana Kučerová', title: 'vedoucí výroby', pages: ['/kariera/tiskar-ofsetovych-stroju'], cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakty', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/b2b'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'reklamace@kuryrmorava.cz', kind: 'other-company' },
        { text: 'tiskarna-bystrc@2x.png', kind: 'retina' },
        { text: 'pdfjs-dist@4.0.379', kind: 'package' },
      ],
    },
  };
}
