/**
 * Sklárna Karlovka: an invented Bohemian glassworks near Nový Bor, on Joomla 3: management as
 * "Name, function" lines whose addresses Joomla's e-mail cloaking writes by script, the contact
 * article stating the staff scheme, a hot-shop master written "(at)", the dispatch head in
 * microdata, and a job advert listed only in the gzip sitemap robots.txt names.
 */
import { esc, gzipXmlPage, mailto, tel, urlset } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'sklarna-karlovka.test';
const O = `http://${HOST}`;

function cloakScript(local: string, id: string): string {
  return (
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'sklarna-karlovka' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'sklarna-karlovka' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloak = (local: string, id: string) => `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span>${cloakScript(local, id)}`;

export function sklarnaKarlovka(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Úvod'], ['/o-sklarne', 'O sklárně'], ['/vedeni', 'Vedení'], ['/kontakty', 'Kontakty'], ['/velkoobchod', 'Velkoobchod']];
  const theme = simpleTheme(
    HOST,
    'Sklárna Karlovka',
    ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${O}/templates/shaper_helix3/css/template.css" rel="stylesheet">`, `<script src="${O}/media/jui/js/jquery.min.js?v=jquery@3.7.1"></script>`],
    menu,
    'sp',
    `<p>Sklárna Karlovka s.r.o., Karlovka 112, 473 01 Nový Bor · IČO 27418552 · ${tel('+420 487 725 310')}</p>`,
  );
  const pages = render(theme, [
    { path: '/', title: 'Úvod', lang: 'cs', main: `<h1>Ručně foukané sklo z Karlovky</h1><p>Od roku 1887 foukáme sklo u píšťaly, brousíme a malujeme ručně.</p>` },
    { path: '/o-sklarne', title: 'O sklárně', lang: 'cs', main: `<h1>Historie</h1><p>Hutě u Karlovky založil Josef Pokorný; dnes zaměstnáváme 64 sklářů, brusičů a malířek.</p><p>Exkurze do huti pro skupiny domlouvá naše průvodkyně Eva Procházková na adrese eva.prochazkova (at) ${HOST}.</p>` },
    {
      path: '/vedeni',
      title: 'Vedení společnosti',
      lang: 'cs',
      main:
        `<h1>Vedení společnosti</h1><p>Ing. Pavel Dvořák, jednatel společnosti<br>${cloak('pavel.dvorak', 'a81c2f')}</p>` +
        `<p>Mgr. Lenka Horáková, Ph.D., vedoucí obchodního oddělení a exportu<br>${cloak('lenka.horakova', '5e07b1')}</p>` +
        `<p>Ing. arch. Vojtěch Beneš, hlavní designér<br>${cloak('vojtech.benes', '9d44e0')}</p>`,
    },
    {
      path: '/kontakty',
      title: 'Kontakty',
      lang: 'cs',
      main:
        `<h1>Kontakty</h1><p>Objednávky a dotazy: ${mailto(`obchod@${HOST}`)}</p>` +
        `<p>Adresy zaměstnanců mají tvar jmeno.prijmeni@${HOST} (bez diakritiky).</p>` +
        `<p>Jiří Kratochvíl, mistr hutě – jiri.kratochvil(at)${HOST}</p>` +
        `<p>Fakturace: Hana Marešová, hlavní účetní, ${mailto(`hana.maresova@${HOST}`)}</p>` +
        `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Martina Veselá</span>, <span itemprop="jobTitle">vedoucí expedice a skladu</span>, <a itemprop="email" href="mailto:martina.vesela@${HOST}">martina.vesela@${HOST}</a></div>`,
    },
    {
      path: '/kariera',
      title: 'Přijmeme brusiče skla',
      lang: 'cs',
      main: `<h1>Přijmeme brusiče/brusičku skla</h1><p>Nabízíme stabilní práci na HPP, 13. plat a závodní stravování.</p><p>Kontaktní osoba: Bc. Klára Novotná, personalistka, tel. 487 725 318, ${mailto(`klara.novotna@${HOST}`)}</p>`,
    },
    { path: '/velkoobchod', title: 'Velkoobchod', lang: 'cs', main: `<h1>Velkoobchodní portál</h1><p>Přihlášení partnerů: ${mailto(`b2b@${HOST}`)}</p><p>Dopravu zajišťuje ${esc('objednavky@dopravce-sped.cz')}.</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /velkoobchod\n\nSitemap: ${O}/sitemap.xml.gz\n`,
      pages: { ...pages, '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/o-sklarne', '/vedeni', '/kontakty', '/kariera'])) },
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['cs'],
      addresses: [
        { address: `pavel.dvorak@${HOST}`, name: 'Pavel Dvořák', title: 'jednatel společnosti', pages: ['/vedeni'], encoded: { kind: 'script', text: cloakScript('pavel.dvorak', 'a81c2f') }, cases: ['name-title-line', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `lenka.horakova@${HOST}`, name: 'Lenka Horáková', title: 'vedoucí obchodního oddělení a exportu', pages: ['/vedeni'], encoded: { kind: 'script', text: cloakScript('lenka.horakova', '5e07b1') }, cases: ['name-title-line', 'honorific', 'post-nominal', 'script-protect'] },
        { address: `vojtech.benes@${HOST}`, name: 'Vojtěch Beneš', title: 'hlavní designér', pages: ['/vedeni'], encoded: { kind: 'script', text: cloakScript('vojtech.benes', '9d44e0') }, cases: ['name-title-line', 'honorific', 'script-protect'] },
        { address: `obchod@${HOST}`, name: null, title: null, pages: ['/kontakty'], cases: ['role', 'plain'] },
        { address: `jiri.kratochvil@${HOST}`, name: 'Jiří Kratochvíl', title: 'mistr hutě', pages: ['/kontakty'], cases: ['name-title-line', 'obfuscated'] },
        { address: `martina.vesela@${HOST}`, name: 'Martina Veselá', title: 'vedoucí expedice a skladu', pages: ['/kontakty'], cases: ['microdata', 'plain'] },
        { address: `klara.novotna@${HOST}`, name: 'Klára Novotná', title: 'personalistka', pages: ['/kariera'], cases: ['label-line', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: `eva.prochazkova@${HOST}`, name: 'Eva Procházková', title: 'průvodkyně', pages: ['/o-sklarne'], cases: ['prose', 'obfuscated', 'link-non-english'] },
        { address: `hana.maresova@${HOST}`, name: 'Hana Marešová', title: 'hlavní účetní', pages: ['/kontakty'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakty', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/velkoobchod'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'objednavky@dopravce-sped.cz', kind: 'other-company' },
        { text: 'jquery@3.7.1', kind: 'package' },
      ],
    },
  };
}
