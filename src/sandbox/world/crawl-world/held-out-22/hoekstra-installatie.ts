/**
 * Hoekstra Installatietechniek: a family plumbing and heating company in Sneek, Friesland, on
 * Joomla, in Dutch. Joomla's e-mail cloaking plug-in writes most addresses with a script
 * (document.write through variables and character references); the team as cards on "Over ons",
 * one card with a hand-typed "(at)" address, the owner again as the contact person on a label
 * line, the service engineer in a sentence on a service page two links deep, the HR adviser on a
 * "Name (Title): address" line, the privacy officer on a "Title: Name" line, and the emergency
 * mailbox as a contactPoint; the wholesaler's address, an old address in a comment and the staff
 * page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'hoekstra-installatie.test';
const ORIGIN = `http://${HOST}`;

/** Joomla's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): string {
  const v = `addy${id}`;
  return (
    `<span id="cloak${id}">Dit e-mailadres wordt beveiligd tegen spambots. JavaScript dient ingeschakeld te zijn om het te bekijken.</span><script type="text/javascript">\n` +
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `var path = 'hr' + 'ef' + '=';\n` +
    `var ${v} = '${local}' + '&#64;';\n` +
    `${v} = ${v} + 'hoekstra-installatie' + '&#46;' + 'test';\n` +
    `var ${v}_text = '${local}' + '&#64;' + 'hoekstra-installatie' + '&#46;' + 'test';\n` +
    `document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + ${v} + '\\'>'+${v}_text+'<\\/a>';\n` +
    `</script>`
  );
}

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/diensten', 'Diensten'],
  ['/over-ons', 'Over ons'],
  ['/storing', 'Storing melden'],
  ['/vacatures', 'Werken bij'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hoekstra Installatietechniek',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.5" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?2cb912" type="text/javascript"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/hoekstra-logo.png" alt="Hoekstra Installatietechniek" width="240" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Hoekstra Installatietechniek B.V. · Industrieweg 12 · 8601 AB Sneek<br>${tel('0515 43 21 00')} · ${mailto(`info@${HOST}`)} · KvK 01234567</p>` +
    `<p>Erkend installateur · Lid van Techniek Nederland</p><p><a href="/privacyverklaring">Privacyverklaring</a> · <a href="/medewerkers">Medewerkers</a></p></div></div></footer>`,
  privacyPath: { nl: '/privacyverklaring' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL' });

const art = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

type Member = { name: string; title: string; local: string; how: 'cloak' | 'at' | 'plain'; id: string };
const TEAM: Member[] = [
  { name: 'Ruud Hoekstra', title: 'Eigenaar / directeur', local: 'r.hoekstra', how: 'cloak', id: '3f1a9c' },
  { name: 'Wim Hoekstra', title: 'Projectleider warmtepompen', local: 'w.hoekstra', how: 'cloak', id: '7b20e4' },
  { name: 'Anouk Visser', title: 'Planning & administratie', local: 'a.visser', how: 'cloak', id: 'c5d813' },
  { name: 'Dennis Bakker', title: 'Eerste monteur', local: 'd.bakker', how: 'at', id: '' },
  { name: 'Lisa Jansen', title: 'Werkvoorbereider', local: 'l.jansen', how: 'plain', id: '' },
];

const memberMail = (m: Member): string => (m.how === 'cloak' ? cloak(m.local, m.id) : m.how === 'at' ? `${esc(m.local)}(at)hoekstra-installatie.test` : mailto(`${m.local}@${HOST}`));

export function hoekstraInstallatie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Loodgieter en cv-installateur in Sneek',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Plumber',
        name: 'Hoekstra Installatietechniek B.V.',
        url: `${ORIGIN}/`,
        telephone: '+31 515 432100',
        address: { '@type': 'PostalAddress', streetAddress: 'Industrieweg 12', postalCode: '8601 AB', addressLocality: 'Sneek', addressCountry: 'NL' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+31 515 432199', email: `storing@${HOST}`, hoursAvailable: 'Mo-Su 00:00-23:59' },
      },
    ],
    main: art(`<h1>Warm en droog, al sinds 1978</h1><p>Cv-ketels, warmtepompen, badkamers en lekkages in Sneek en omgeving. Storing? Wij zijn 24/7 bereikbaar.</p><p><a href="/diensten">Bekijk onze diensten</a></p>`),
  });

  pages['/diensten'] = page({
    path: '/diensten',
    title: 'Diensten',
    main: art(`<h1>Diensten</h1><ul><li><a href="/diensten/cv-ketel-onderhoud">Cv-ketel onderhoud en vervanging</a></li><li><a href="/diensten/warmtepompen">Warmtepompen</a></li><li><a href="/diensten/loodgieterswerk">Loodgieterswerk en lekkages</a></li></ul>`),
  });
  pages['/diensten/cv-ketel-onderhoud'] = page({
    path: '/diensten/cv-ketel-onderhoud',
    title: 'Cv-ketel onderhoud',
    main: art(
      `<h1>Cv-ketel onderhoud en vervanging</h1><p>Een jaarlijkse onderhoudsbeurt verlengt de levensduur van je ketel en voorkomt koolmonoxide-problemen. Een onderhoudscontract kost vanaf € 9,50 per maand.</p>` +
        `<p>Twijfel je of je ketel aan vervanging toe is? Onze servicemonteur Jeroen Dekker kijkt graag met je mee; mail hem een foto van het typeplaatje via ${mailto(`j.dekker@${HOST}`)}.</p>`,
    ),
  });
  pages['/diensten/warmtepompen'] = page({ path: '/diensten/warmtepompen', title: 'Warmtepompen', main: art(`<h1>Warmtepompen</h1><p>Hybride of volledig elektrisch: wij berekenen wat bij je woning past en regelen de ISDE-subsidie.</p>`) });
  pages['/diensten/loodgieterswerk'] = page({ path: '/diensten/loodgieterswerk', title: 'Loodgieterswerk', main: art(`<h1>Loodgieterswerk en lekkages</h1><p>Van een lekkende kraan tot een complete nieuwe badkamer. Materialen betrekken we van onze groothandel; bestellingen via orders@technische-groothandel-noord.nl.</p>`) });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: art(
      `<h1>Over ons</h1><p>Wat in 1978 begon met opa Sjoerd en een bestelbus, is nu een team van achttien vakmensen.</p><div class="team-cards">` +
        TEAM.map((m) => `<div class="card"><img class="card-img-top" src="/images/team/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}"><div class="card-body"><h3 class="card-title">${esc(m.name)}</h3><p class="card-text">${esc(m.title)}</p><p>${memberMail(m)}</p></div></div>`).join('') +
        `</div>`,
    ),
  });

  pages['/storing'] = page({ path: '/storing', title: 'Storing melden', main: art(`<h1>Storing melden</h1><p>Bel dag en nacht ${tel('0515 43 21 99')}. Geen haast? Mail je storing met adres en typenummer naar ${mailto(`storing@${HOST}`)}.</p>`) });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Werken bij Hoekstra',
    main: art(`<h1>Werken bij Hoekstra</h1><h2>Servicemonteur cv en warmtepompen (32–40 uur)</h2><p>Je krijgt een eigen bus, een goed salaris en opleiding bij ons eigen trainingscentrum.</p><p>Solliciteren kan via ${cloak('sollicitatie', '9e44b0')}.</p><p>Vragen? Sanne Mulder (HR-adviseur): ${mailto(`s.mulder@${HOST}`)}</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: art(
      `<h1>Contact</h1><p>Hoekstra Installatietechniek B.V.<br>Industrieweg 12, 8601 AB Sneek<br>${tel('0515 43 21 00')}<br>${mailto(`info@${HOST}`)}</p>` +
        `<p>Contactpersoon zakelijke klanten: Ruud Hoekstra, directeur, ${tel('06 12 34 56 78')}, ${mailto(`r.hoekstra@${HOST}`)}</p>` +
        `<!-- oud adres showroom: showroom@${HOST} -->` +
        `<form id="contact-form" class="form-validate" method="post"><label for="jform_contact_email">E-mail</label><input type="email" id="jform_contact_email" name="jform[contact_email]" placeholder="jan.jansen@voorbeeld.nl"><button class="btn btn-primary" type="submit">Versturen</button></form>`,
    ),
  });

  pages['/privacyverklaring'] = page({
    path: '/privacyverklaring',
    title: 'Privacyverklaring',
    main: art(`<h1>Privacyverklaring</h1><p>Wij verwerken persoonsgegevens alleen voor het uitvoeren van opdrachten en onderhoudscontracten.</p><p>Privacy-officer: Kevin Smit, ${mailto(`k.smit@${HOST}`)}</p>`),
  });

  pages['/medewerkers'] = page({ path: '/medewerkers', title: 'Medewerkers', main: art(`<h1>Inloggen medewerkers</h1><p>Urenregistratie: uren@${HOST}</p>`) });

  const cardAddr = (m: Member) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    ...(m.local === 'r.hoekstra' ? { titleAlternatives: ['directeur', 'Eigenaar'] } : {}),
    pages: m.local === 'r.hoekstra' ? ['/over-ons', '/contact'] : ['/over-ons'],
    ...(m.how === 'cloak' ? { encoded: { kind: 'script' as const, text: cloak(m.local, m.id) } } : {}),
    cases: [
      'card',
      'link-non-english',
      m.how === 'cloak' ? 'script-protect' : m.how === 'at' ? 'obfuscated' : 'plain',
      ...(m.local === 'r.hoekstra' ? ['label-line' as const] : []),
    ] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /medewerkers\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'Joomla!' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `storing@${HOST}`, name: null, title: null, pages: ['/', '/storing'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-non-english'] },
        ...TEAM.map(cardAddr),
        { address: `j.dekker@${HOST}`, name: 'Jeroen Dekker', title: 'servicemonteur', titleAlternatives: ['Servicemonteur'], pages: ['/diensten/cv-ketel-onderhoud'], cases: ['prose', 'deep-page', 'plain', 'link-non-english'] },
        {
          address: `sollicitatie@${HOST}`,
          name: null,
          title: null,
          pages: ['/vacatures'],
          encoded: { kind: 'script', text: cloak('sollicitatie', '9e44b0') },
          cases: ['role', 'script-protect', 'link-non-english'],
        },
        { address: `s.mulder@${HOST}`, name: 'Sanne Mulder', title: 'HR-adviseur', pages: ['/vacatures'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `k.smit@${HOST}`, name: 'Kevin Smit', title: 'Privacy-officer', pages: ['/privacyverklaring'], cases: ['title-name-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/medewerkers'],
      nonAddresses: [
        { text: `showroom@${HOST}`, kind: 'comment' },
        { text: `uren@${HOST}`, kind: 'disallowed' },
        { text: 'orders@technische-groothandel-noord.nl', kind: 'other-company' },
        { text: 'jan.jansen@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
