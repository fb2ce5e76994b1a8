/**
 * Rannavilla Spaa Hotell: a spa hotel on the beach in Pärnu, on Joomla, in Estonian with an
 * English page. The staff in a table (the managing director's address behind Joomla's e-mail
 * cloak), the spa and conference departments in JSON-LD (the conference coordinator nowhere
 * else), the rehabilitation doctor with an honorific in prose, and the address scheme stated on
 * the contact page. The Joomla administrator page (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rannavilla.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/majutus', 'Majutus'],
    ['/spaa', 'Spaa ja taastusravi'],
    ['/meist', 'Meist'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'In English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/', 'Eesti keeles'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rannavilla Spaa Hotell',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4.4.3"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'et';
    return `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${lang === 'en' ? '/en' : '/'}"><img src="/images/rannavilla-logo.svg" alt="Rannavilla"></a></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU[lang]!.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`;
  },
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Rannavilla Spaa Hotell · Ranna pst 9, 80010 Pärnu · ${tel('+372 447 9900')} · ${mailto(`info@${HOST}`)}</p><p><a href="/privaatsus">Privaatsustingimused</a></p></div></footer>`,
  privacyPath: { et: '/privaatsus', en: '/privaatsus' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const art = (html: string): string => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

const KERTU_CLOAK = `document.getElementById('cloak8f3e2a').innerHTML = '';
		var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
		var path = 'hr' + 'ef' + '=';
		var addy8f3e2a = 'k&#101;rt&#117;.s&#97;&#97;r' + '&#64;';
		addy8f3e2a = addy8f3e2a + 'r&#97;nn&#97;v&#105;ll&#97;' + '&#46;' + 't&#101;st';
		var addy_text8f3e2a = 'k&#101;rt&#117;.s&#97;&#97;r' + '&#64;' + 'r&#97;nn&#97;v&#105;ll&#97;' + '&#46;' + 't&#101;st';document.getElementById('cloak8f3e2a').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy8f3e2a + '\\'>'+addy_text8f3e2a+'<\\/a>';`;

type Row = { name: string; title: string; local: string; cloak?: boolean };
const STAFF: Row[] = [
  { name: 'Kertu Saar', title: 'tegevjuht', local: 'kertu.saar', cloak: true },
  { name: 'Marko Kivi', title: 'majutusjuht', local: 'marko.kivi' },
  { name: 'Triin Laan', title: 'spaajuht', local: 'triin.laan' },
  { name: 'Anneli Mets', title: 'müügi- ja turundusjuht', local: 'anneli.mets' },
  { name: 'Siim Rebane', title: 'vastuvõtu vanem-administraator', local: 'siim.rebane' },
  { name: 'Rain Tamm', title: 'peakokk, restoran Meriheina', local: 'rain.tamm' },
];

const cell = (r: Row): string =>
  r.cloak ? `<span id="cloak8f3e2a">See e-posti aadress on spämmirobotite eest kaitstud. JavaScript peab olema lubatud, et seda näha.</span><script type="text/javascript">${KERTU_CLOAK}</script>` : mailto(`${r.local}@${HOST}`);

export function rannavilla(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { et: '/', en: '/en' };
  pages['/'] = page({
    path: '/',
    title: 'Spaahotell Pärnu rannas',
    alternates: alt,
    main: art(`<h1>Tere tulemast Rannavillasse</h1><p>Funkstiilis villa otse Pärnu rannapromenaadil: 64 tuba, mudaravi, soolakamber ja sauna­keskus vaatega merele.</p><p><a href="/spaa">Tutvu spaapakettidega</a></p>`),
  });
  pages['/majutus'] = page({ path: '/majutus', title: 'Majutus', main: art(`<h1>Toad ja sviidid</h1><p>Standardtoad, merevaatega toad ja kaks katusesviiti. Hommikusöök ja spaakeskuse külastus sisalduvad hinnas.</p>`) });
  pages['/spaa'] = page({ path: '/spaa', title: 'Spaa ja taastusravi', main: art(`<h1>Spaa ja taastusravi</h1><p>Pärnu ravimuda, massaažid, veeprotseduurid ja arsti määratud taastusravi. Protseduuride broneerimine vastuvõtus.</p>`) });
  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: art(`<h1>Meist</h1><p>Villa ehitati 1937. aastal ja avati pärast põhjalikku renoveerimist spaahotellina 2012. Taastusravi meditsiinilist poolt juhib dr Liina Org, taastusravi arst, kelle poole saab enne ravikuuri pöörduda aadressil ${mailto(`liina.org@${HOST}`)}.</p>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Rannavilla Spaa Hotell',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Ranna pst 9', postalCode: '80010', addressLocality: 'Pärnu', addressCountry: 'EE' },
        department: [
          { '@type': 'HealthAndBeautyBusiness', name: 'Rannavilla Spaa', employee: [{ '@type': 'Person', name: 'Triin Laan', jobTitle: 'spaajuht', email: `triin.laan@${HOST}` }] },
          { '@type': 'Organization', name: 'Konverentsikeskus', employee: [{ '@type': 'Person', name: 'Helen Kask', jobTitle: 'konverentsikoordinaator', email: `helen.kask@${HOST}` }] },
        ],
      },
    ],
    main: art(
      `<h1>Kontakt</h1><p>Broneeringud ja üldküsimused: ${mailto(`info@${HOST}`)}, ${tel('+372 447 9900')} (vastuvõtt avatud ööpäev läbi).</p>` +
        `<p>Töötajate e-posti aadressid on kujul eesnimi.perekonnanimi@${HOST}.</p>` +
        `<table class="table table-striped"><thead><tr><th>Nimi</th><th>Ametikoht</th><th>E-post</th></tr></thead><tbody>${STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${cell(r)}</td></tr>`).join('')}</tbody></table>`,
    ),
  });
  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsustingimused', main: art(`<h1>Privaatsustingimused</h1><p>Külaliste andmeid töödeldakse majutuslepingu täitmiseks.</p>`) });
  pages['/administrator'] = page({ path: '/administrator', title: 'Administration', main: art(`<h1>Joomla! Administrator Login</h1><p>Contact ${mailto(`webadmin@${HOST}`)} for access.</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Spa hotel on Pärnu beach',
    lang: 'en',
    alternates: alt,
    main: art(`<h1>Welcome to Rannavilla</h1><p>A 1930s functionalist villa on the Pärnu beach promenade with 64 rooms, mud therapy and a sauna centre.</p><p>Group and corporate enquiries: Anneli Mets, Head of Sales &amp; Marketing, ${mailto(`anneli.mets@${HOST}`)}<br>Kertu Saar, Managing Director, ${mailto(`kertu.saar@${HOST}`)}</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  const tr = (local: string, name: string, title: string, extra: CaseKind[] = []) => ({ address: `${local}@${HOST}`, name, title, pages: ['/kontakt'], cases: ['table', 'plain', ln, ...extra] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator\nDisallow: /cache/\nDisallow: /tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/majutus', '/spaa', '/meist', '/kontakt', '/privaatsus', '/administrator', '/en'], '2025-01-20'),
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `kertu.saar@${HOST}`, name: 'Kertu Saar', title: 'tegevjuht', titleAlternatives: ['Managing Director'], pages: ['/kontakt', '/en'], encoded: { kind: 'script', text: KERTU_CLOAK }, cases: ['table', 'script-protect', 'name-title-line', ln] },
        tr('marko.kivi', 'Marko Kivi', 'majutusjuht'),
        tr('triin.laan', 'Triin Laan', 'spaajuht', ['json-ld-nested', 'json-ld-person']),
        { ...tr('anneli.mets', 'Anneli Mets', 'müügi- ja turundusjuht'), titleAlternatives: ['Head of Sales & Marketing'], pages: ['/kontakt', '/en'] },
        tr('siim.rebane', 'Siim Rebane', 'vastuvõtu vanem-administraator'),
        { ...tr('rain.tamm', 'Rain Tamm', 'peakokk, restoran Meriheina'), titleAlternatives: ['peakokk'] },
        { address: `helen.kask@${HOST}`, name: 'Helen Kask', title: 'konverentsikoordinaator', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `liina.org@${HOST}`, name: 'Liina Org', title: 'taastusravi arst', pages: ['/meist'], cases: ['prose', 'honorific', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `eesnimi.perekonnanimi@${HOST}` },
      disallowed: ['/administrator'],
      nonAddresses: [
        { text: `eesnimi.perekonnanimi@${HOST}`, kind: 'scheme' },
        { text: `webadmin@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
