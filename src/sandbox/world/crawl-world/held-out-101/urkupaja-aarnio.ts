/**
 * Urkupaja Aarnio: a family organ-building and restoration workshop in Loimaa, a hand-written
 * Hugo site, in Finnish with an English section. The people as schema.org microdata cards (the
 * organ consultant with "Director musices", a Finnish honorary title, as honorificPrefix); the
 * restoration manager in running text with his address kept reversed in a data attribute and
 * turned around by a script; the contact page's label lines, the tuner's address written as
 * character references by a shortcode; the English people page two links from home with
 * "Name, Title" lines; and a workshop diary post listed only in a gzip sitemap that robots.txt
 * names. A git clone URL of the open stop-list data, a PhotoSwipe package version, the pipe
 * maker's address, an old address in an HTML comment and the customer extranet (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'urkupaja-aarnio.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/tyopaja/', 'Työpaja'],
    ['/kunnostukset/', 'Kunnostukset'],
    ['/meista/', 'Meistä'],
    ['/yhteystiedot/', 'Yhteystiedot'],
    ['/en/', 'In English'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/people/', 'The people behind the pipes'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Urkupaja Aarnio',
  head: [
    '<meta name="generator" content="Hugo 0.140.2">',
    '<link rel="stylesheet" href="/css/main.min.7d1e4c0b9a2f5e38c6d1a4b7e0f3c2d5a8b1e4f7c0d3a6b9e2f5c8d1a4b7e0f3.css" integrity="sha256-fR5MC5ovXjjG0aS34PPC1aix5PfA06a54vXI0aS34PM=" crossorigin="anonymous">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<script defer data-domain="urkupaja-aarnio.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'fi';
    return (
      `<header class="site-header"><div class="wrap"><a class="site-header__brand" href="${lang === 'en' ? '/en/' : '/'}"><img src="/img/urkupaja-logo.svg" width="56" height="56" alt=""> <span>Urkupaja Aarnio</span></a>` +
      `<nav class="site-nav" aria-label="${lang === 'en' ? 'Main' : 'Päävalikko'}"><ul class="site-nav__list">${MENU[lang]!.map(([h, l]) => `<li><a class="site-nav__link${h.replace(/\/$/, '') === p.path ? ' is-active' : ''}" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="wrap"><p>Urkupaja Aarnio Oy · Tehdaskatu 9, 32200 Loimaa · ${tel('02 762 3310')} · ${mailto(`toimisto@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Business ID' : 'Y-tunnus'} 0718294-6 · <a href="/asiakkaat/">${p.lang.startsWith('en') ? 'Customer extranet' : 'Asiakkaille'}</a> · <a href="/tietosuoja/">${p.lang.startsWith('en') ? 'Privacy' : 'Tietosuoja'}</a></p></div></footer>`,
  bodyEnd: ['<script src="/js/main.min.3a9c1e7f.js" integrity="sha256-Opwe7zL0d1gHk2bJ1A9s6rRkY4xXo0T9mWc7uQ2nVfA=" crossorigin="anonymous" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string; section?: string }): SandboxPage =>
  renderPage(theme, {
    ...spec,
    lang: spec.lang ?? 'fi',
    main: `<div class="wrap"><article class="page page--${spec.section ?? 'default'}"><h1 class="page__title">${esc(spec.title)}</h1><div class="page__content">${spec.main}</div></article></div>`,
  });

type Person = { name: string; honorific?: string; title: string; phone: string; local?: string; img: string };
const PEOPLE: Person[] = [
  { name: 'Juhani Aarnio', title: 'toimitusjohtaja, urkurakentajamestari', phone: '0400 227 518', local: 'juhani', img: 'juhani-aarnio' },
  { name: 'Ilona Aarnio-Kallio', title: 'intonoija, pilliosaston vastaava', phone: '0400 227 519', local: 'ilona', img: 'ilona-aarnio-kallio' },
  { name: 'Leena Pelkonen', honorific: 'Director musices', title: 'urkukonsulentti, soitinsuunnittelu ja dispositiot', phone: '050 411 6093', local: 'leena', img: 'leena-pelkonen' },
  { name: 'Tapio Koskela', title: 'puuseppä', phone: '02 762 3310', img: 'tapio-koskela' },
];

const personCard = (p: Person): string =>
  `<article class="henkilo" itemscope itemtype="https://schema.org/Person"><img class="henkilo__kuva" src="/henkilot/${p.img}_hu8c3f2a1b7e9d4c6a_41822_400x0_resize_q80_box.jpg" itemprop="image" width="400" height="500" alt="" loading="lazy">` +
  `<h2 class="henkilo__nimi">${p.honorific ? `<span itemprop="honorificPrefix">${esc(p.honorific)}</span> ` : ''}<span itemprop="name">${esc(p.name)}</span></h2>` +
  `<p class="henkilo__titteli" itemprop="jobTitle">${esc(p.title)}</p>` +
  `<p class="henkilo__yhteys"><a href="tel:${p.phone.replace(/\s/g, '')}" itemprop="telephone">${esc(p.phone)}</a>${p.local ? ` · <a href="mailto:${p.local}@${HOST}" itemprop="email">${p.local}@${HOST}</a>` : ''}</p></article>`;

const ALEKSI_REV = reversed(`aleksi@${HOST}`);
const DIARY = '/paivakirja/2025/ilmalaatikon-nahoitus-sastamalan-vanha-kirkko';

export function urkupajaAarnio(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Urkujen rakentamista ja kunnostusta vuodesta 1964',
    alternates: { fi: '/', en: '/en/' },
    section: 'home',
    main:
      `<p class="lead">Urkupaja Aarnio rakentaa uusia mekaanisia urkuja ja kunnostaa historiallisia soittimia kirkoille, kouluille ja konserttitaloille Suomessa ja Baltiassa.</p>` +
      `<p>Työpajassamme Loimaalla työskentelee kahdeksan soitinrakentajaa. Teemme myös urkujen vuosihuollot ja viritykset noin sataan kirkkoon Länsi-Suomessa.</p>` +
      `<p><a class="button" href="/kunnostukset/">Katso kunnostuskohteet</a></p>`,
  });

  pages['/tyopaja'] = page({
    path: '/tyopaja',
    title: 'Työpaja',
    section: 'tyopaja',
    head: ['<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/photoswipe@5.4.3/dist/photoswipe.css">'],
    main:
      `<p>Vanhan sahan rakennukseen vuonna 1964 perustetussa työpajassa on oma puuvarasto, metallipillien valimo ja kaksi kokoonpanosalia, joissa urut rakennetaan pystyyn ennen kuljetusta.</p>` +
      `<p>Metalliset pillit valmistamme itse; suurimmat puupillit valmistaa alihankintana saksalainen pillitehdas (yhteys: info@orgelpfeifen-weimar.test).</p>` +
      `<div class="galleria" id="galleria"><a href="/kuvat/valimo-2024.jpg" data-pswp-width="1600" data-pswp-height="1067"><img src="/kuvat/valimo-2024_hu91c2_400x0_resize_q75_box.jpg" alt="Pillimetallin valu" loading="lazy"></a><a href="/kuvat/kokoonpanosali.jpg" data-pswp-width="1600" data-pswp-height="1067"><img src="/kuvat/kokoonpanosali_hu7b1e_400x0_resize_q75_box.jpg" alt="Kokoonpanosali" loading="lazy"></a></div>` +
      `<p>Julkaisemme kunnostamiemme urkujen dispositiot avoimena datana:</p><pre><code>git clone git@codeberg.org:urkupaja-aarnio/dispositiot.git</code></pre>` +
      `<script type="module">import PhotoSwipeLightbox from 'https://cdn.jsdelivr.net/npm/photoswipe@5.4.3/dist/photoswipe-lightbox.esm.min.js'; const lightbox = new PhotoSwipeLightbox({ gallery: '#galleria', children: 'a', pswpModule: () => import('https://cdn.jsdelivr.net/npm/photoswipe@5.4.3/dist/photoswipe.esm.min.js') }); lightbox.init();</script>`,
  });

  pages['/kunnostukset'] = page({
    path: '/kunnostukset',
    title: 'Kunnostukset',
    section: 'kunnostukset',
    main:
      `<p>Historiallisten urkujen kunnostuksessa lähtökohtana on soittimen alkuperäinen ääni ja rakenne. Teemme ennen jokaista kunnostusta kuntotutkimuksen ja dokumentoinnin yhteistyössä Museoviraston kanssa.</p>` +
      `<ul class="kohteet"><li>Sastamalan vanha kirkko, Thulé 1897 – ilmalaatikot ja palkeet 2025</li><li>Kokemäen kirkko, Zachariassen 1911 – kokonaiskunnostus 2023–2024</li><li>Pärnun Elisabetin kirkko (Viro) – pillistön puhdistus 2022</li></ul>` +
      `<p>Kunnostusprojekteja johtaa restaurointipäällikkö Aleksi Rantanen, joka on koulutukseltaan konservaattori. Kysy kunnostuksesta: <a class="js-mail" href="#" data-rev="${ALEKSI_REV}">[sähköposti]</a></p>` +
      `<script>document.querySelectorAll('a.js-mail').forEach(function (a) { var m = a.getAttribute('data-rev').split('').reverse().join(''); a.href = 'mailto:' + m; a.textContent = m; });</script>`,
  });

  pages['/meista'] = page({
    path: '/meista',
    title: 'Meistä',
    section: 'meista',
    main:
      `<p>Urkupajan perusti urkurakentaja Eino Aarnio vuonna 1964. Nykyään pajaa johtaa hänen poikansa Juhani, ja kolmas sukupolvi on jo mukana pilliosastolla.</p>` +
      `<div class="henkilot">${PEOPLE.map(personCard).join('')}</div>`,
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    section: 'yhteystiedot',
    main:
      `<p>Urkupaja Aarnio Oy<br>Tehdaskatu 9, 32200 Loimaa<br>${tel('02 762 3310')} (arkisin 8–16)<br>${mailto(`toimisto@${HOST}`)}</p>` +
      `<!-- TODO päivitä: Tapio ei enää hoida huoltoja, vanha osoite tapio@${HOST} -->` +
      `<p>Laskutus: Marjatta Koskinen, kirjanpitäjä (ma–ke), puh. ${tel('02 762 3315')}, ${mailto(`marjatta@${HOST}`)}</p>` +
      `<p>Huoltosopimukset ja viritykset: Ville Heikkilä, virittäjä – vuosihuollot Varsinais-Suomessa ja Satakunnassa, puh. ${tel('0440 762 331')}, <a href="${entities(`mailto:ville@${HOST}`)}">${entities(`ville@${HOST}`)}</a></p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Organ building and restoration since 1964',
    lang: 'en',
    alternates: { fi: '/', en: '/en/' },
    section: 'home',
    main:
      `<p class="lead">Urkupaja Aarnio builds new mechanical-action organs and restores historic instruments for churches, schools and concert halls in Finland, Estonia and Latvia.</p>` +
      `<p>Meet <a href="/en/people/">the people behind the pipes</a>, or write to ${mailto(`toimisto@${HOST}`)}.</p>`,
  });

  pages['/en/people'] = page({
    path: '/en/people',
    title: 'The people behind the pipes',
    lang: 'en',
    section: 'people',
    main:
      `<p>Juhani Aarnio, Managing Director and Master Organ Builder, ${mailto(`juhani@${HOST}`)}</p>` +
      `<p>Eveliina Lund, Project Manager, international restorations (Baltic states and Germany), ${mailto(`eveliina@${HOST}`)}</p>` +
      `<p>For tuning and maintenance contracts in Finland, please see the <a href="/yhteystiedot/">Finnish contact page</a>.</p>`,
  });

  pages[DIARY] = page({
    path: DIARY,
    title: 'Ilmalaatikon nahoitus: Sastamalan vanha kirkko',
    section: 'paivakirja',
    main:
      `<p class="meta"><time datetime="2025-02-11">11.2.2025</time></p>` +
      `<p>Sastamalan vanhan kirkon Thulén urkujen ilmalaatikot ovat olleet talven työpajalla. Alkuperäiset lampaannahat olivat haurastuneet, ja venttiilit vuotivat niin, että osa pilleistä soi itsestään.</p>` +
      `<p>Ilmalaatikon uudet nahat liimasi puuseppämme Sakari Vähä-Pietilä, joka vastaa meillä ilmalaatikoista ja soittopöydistä. Kysymyksiä nahoituksesta voi lähettää hänelle suoraan: ${mailto(`sakari@${HOST}`)}.</p>`,
  });

  pages['/paivakirja/2024/kokemaen-urut-valmiit'] = page({
    path: '/paivakirja/2024/kokemaen-urut-valmiit',
    title: 'Kokemäen urut valmiit',
    section: 'paivakirja',
    main: `<p class="meta"><time datetime="2024-11-29">29.11.2024</time></p><p>Kokemäen kirkon Zachariassenin urut vihittiin uudelleen käyttöön adventtina. Kunnostus kesti puolitoista vuotta; soittopöytä ja koko pillistö kunnostettiin, ja palkeisto rakennettiin uudelleen alkuperäisen mallin mukaan.</p>`,
  });

  pages['/asiakkaat'] = page({ path: '/asiakkaat', title: 'Asiakkaille', main: `<p>Seurakuntien huoltoraportit ja tarjoukset. Tunnukset saa osoitteesta extranet@${HOST}.</p>` });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuoja', main: `<p>Sivusto ei käytä evästeitä. Kävijätilastot kerätään Plausible-palvelulla ilman henkilötietoja.</p>` });

  pages['/paivakirja/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, [`${DIARY}/`, '/paivakirja/2024/kokemaen-urut-valmiit/'], '2025-02-11T14:02:00+02:00'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /asiakkaat/\nDisallow: /asiakkaat\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/paivakirja/sitemap.xml.gz\n`,
      sitemapXml:
        `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
        ['/', '/tyopaja/', '/kunnostukset/', '/meista/', '/yhteystiedot/', '/tietosuoja/', '/en/', '/en/people/']
          .map((p) => `  <url>\n    <loc>${ORIGIN}${p}</loc>\n    <lastmod>2025-02-11T14:02:00+02:00</lastmod>\n  </url>`)
          .join('\n') +
        `\n</urlset>\n`,
      pages,
      headers: { Server: 'nginx', 'Cache-Control': 'public, max-age=600' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['fi', 'en'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot', '/en'], cases: ['role', 'plain'] },
        {
          address: `juhani@${HOST}`,
          name: 'Juhani Aarnio',
          title: 'toimitusjohtaja, urkurakentajamestari',
          titleAlternatives: ['Managing Director and Master Organ Builder', 'toimitusjohtaja', 'Managing Director'],
          pages: ['/meista', '/en/people'],
          cases: ['card', 'microdata', 'name-title-line', 'plain', ln],
        },
        { address: `ilona@${HOST}`, name: 'Ilona Aarnio-Kallio', title: 'intonoija, pilliosaston vastaava', titleAlternatives: ['intonoija'], pages: ['/meista'], cases: ['card', 'microdata', 'plain', ln] },
        {
          address: `leena@${HOST}`,
          name: 'Leena Pelkonen',
          title: 'urkukonsulentti, soitinsuunnittelu ja dispositiot',
          titleAlternatives: ['urkukonsulentti'],
          pages: ['/meista'],
          cases: ['card', 'microdata', 'honorific', 'plain', ln],
        },
        { address: `aleksi@${HOST}`, name: 'Aleksi Rantanen', title: 'restaurointipäällikkö', pages: ['/kunnostukset'], encoded: { kind: 'reversed', text: ALEKSI_REV }, cases: ['prose', 'script-reversed', ln] },
        { address: `marjatta@${HOST}`, name: 'Marjatta Koskinen', title: 'kirjanpitäjä', pages: ['/yhteystiedot'], cases: ['label-line', 'plain', ln] },
        {
          address: `ville@${HOST}`,
          name: 'Ville Heikkilä',
          title: 'virittäjä – vuosihuollot Varsinais-Suomessa ja Satakunnassa',
          titleAlternatives: ['virittäjä'],
          pages: ['/yhteystiedot'],
          cases: ['label-line', 'entities', ln],
        },
        {
          address: `eveliina@${HOST}`,
          name: 'Eveliina Lund',
          title: 'Project Manager, international restorations (Baltic states and Germany)',
          titleAlternatives: ['Project Manager'],
          pages: ['/en/people'],
          cases: ['name-title-line', 'deep-page', 'link-english-unlisted', 'plain'],
        },
        {
          address: `sakari@${HOST}`,
          name: 'Sakari Vähä-Pietilä',
          title: 'puuseppä',
          titleAlternatives: ['vastaa ilmalaatikoista ja soittopöydistä'],
          pages: [DIARY],
          cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/asiakkaat'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: `tapio@${HOST}`, kind: 'comment' },
        { text: 'git@codeberg.org', kind: 'git' },
        { text: 'photoswipe@5.4.3', kind: 'package' },
        { text: 'info@orgelpfeifen-weimar.test', kind: 'other-company' },
      ],
    },
  };
}
