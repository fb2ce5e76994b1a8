/**
 * Hotel Coma Blanca: a four-star ski hotel in Soldeu (Andorra), on Joomla 3.10 with the Helix
 * Ultimate template, Catalan with an English version reached through the language switcher
 * (a drop-down, so only the hreflang alternates link it). The home page's JSON-LD gives the
 * reservations mailbox as a contactPoint; the team page ("L'equip") is a definition list of
 * role and person marked up in RDFa, one address hidden by Joomla's e-mail cloaking script; the
 * contact page has "Responsable comercial: Name" (the English contact page gives the same
 * person as "Sales Manager"); the English home page names the guest-relations manager in a
 * sentence. The contact form has a placeholder address, and the staff area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hotelcomablanca.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/habitacions', 'Habitacions'],
    ['/spa', 'Spa'],
    ['/equip', "L'equip"],
    ['/contacte', 'Contacte'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/rooms', 'Rooms'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Coma Blanca',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5a1c2b7f0d9e8c6b4a3f2e1d0c9b8a7f"></script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    const menu = MENUS[lang]!;
    return (
      `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="${lang === 'ca' ? '/' : '/en'}"><img class="logo-image" srcset="/images/logo/coma-blanca.png 1x, /images/logo/coma-blanca-2x.png 2x" src="/images/logo/coma-blanca.png" alt="Hotel Coma Blanca"></a></div></div></div>` +
      `<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">` +
      menu.map(([href, label], i) => `<li class="sp-menu-item${href === p.path ? ' current-item active' : ''}"><a ${href === p.path ? 'aria-current="page" ' : ''}href="${href}" data-menu-id="${101 + i}">${esc(label)}</a></li>`).join('') +
      `</ul></nav><div class="sp-module mod-languages"><div class="sp-module-content"><form name="lang" method="post" action="${ORIGIN}${p.path}"><select class="inputbox custom-select" onchange="document.location.replace(this.value);"><option dir="ltr" value="/"${lang === 'ca' ? ' selected="selected"' : ''}>Català</option><option dir="ltr" value="/en"${lang === 'en' ? ' selected="selected"' : ''}>English</option></select></form></div></div>` +
      `<a class="btn btn-primary btn-reserve" href="https://booking.hotelcomablanca.test/?lang=${lang}">${lang === 'ca' ? 'Reserva' : 'Book now'}</a></div></div></div></div></div></header><section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><div id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container" aria-live="polite"></div>`
    );
  },
  footer: (p) =>
    `</div></div></div></div></div></section><footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-6"><div class="sp-column"><span class="sp-copyright">© 2025 Hotel Coma Blanca · Carretera General 2, AD100 Soldeu, Principat d'Andorra · NRT L-712345-B · ${tel('+376 851 200')}</span></div></div>` +
    `<div id="sp-footer2" class="col-lg-6"><div class="sp-column"><ul class="menu"><li class="item-131"><a href="/politica-de-privacitat">${p.lang === 'en' ? 'Privacy' : 'Privacitat'}</a></li><li class="item-132"><a href="/avis-legal">${p.lang === 'en' ? 'Legal notice' : 'Avís legal'}</a></li><li class="item-133"><a href="/area-personal">${p.lang === 'en' ? 'Staff area' : 'Àrea personal'}</a></li></ul></div></div></div></div></div></footer></div></div>`,
  privacyPath: { ca: '/politica-de-privacitat', en: '/politica-de-privacitat' },
  bodyEnd: [`<script src="/templates/shaper_helixultimate/js/main.js"></script>`, `<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (title: string, html: string): string =>
  `<div class="article-details" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="ca-ES"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

const CLOAK_ID = 'cloak4f2e91a07c3b';
const cloakLines = `var addy${CLOAK_ID} = 'xvidal' + '&#64;';\n addy${CLOAK_ID} = addy${CLOAK_ID} + 'hotelcomablanca' + '&#46;' + 'test';`;
const cloak =
  `<span id="${CLOAK_ID}">Aquesta adreça electrònica està protegida contra robots de correu brossa. Necessiteu tenir el JavaScript habilitat per poder veure-la.</span><script type='text/javascript'>\n` +
  ` document.getElementById('${CLOAK_ID}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n ${cloakLines}\n` +
  ` var addy_text${CLOAK_ID} = 'xvidal' + '&#64;' + 'hotelcomablanca' + '&#46;' + 'test';document.getElementById('${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID} + '\\'>'+addy_text${CLOAK_ID}+'<\\/a>';\n </script>`;

type Member = { role: string; name: string; local: string; cloaked?: boolean };
const TEAM: Member[] = [
  { role: 'Directora', name: 'Montse Pujol', local: 'mpujol' },
  { role: 'Cap de recepció', name: 'Xavier Vidal', local: 'xvidal', cloaked: true },
  { role: 'Xef de cuina', name: 'Núria Serra', local: 'nserra' },
  { role: 'Governanta', name: 'Laia Font', local: 'lfont' },
  { role: 'Cap de manteniment', name: 'Pau Riba', local: 'priba' },
];

const dlItem = (m: Member): string =>
  m.cloaked
    ? `<div class="equip-item"><dt>${esc(m.role)}</dt><dd>${esc(m.name)} · ${cloak}</dd></div>`
    : `<div class="equip-item" typeof="Person"><dt property="jobTitle">${esc(m.role)}</dt><dd><span property="name">${esc(m.name)}</span> · <a property="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></dd></div>`;

export function comaBlanca(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (ca: string, en: string) => ({ ca, en, 'x-default': ca });

  pages['/'] = page({
    path: '/',
    lang: 'ca-es',
    title: 'Hotel a peu de pistes a Soldeu',
    alternates: alt('/', '/en'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel Coma Blanca',
        url: `${ORIGIN}/`,
        starRating: { '@type': 'Rating', ratingValue: '4' },
        address: { '@type': 'PostalAddress', streetAddress: 'Carretera General 2', postalCode: 'AD100', addressLocality: 'Soldeu', addressRegion: 'Canillo', addressCountry: 'AD' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', telephone: '+376 851 200', email: `reserves@${HOST}`, availableLanguage: ['ca', 'es', 'fr', 'en'] },
      },
    ],
    main: article('Hotel a peu de pistes a Soldeu', `<p>A cent metres del telecabina de Soldeu, amb 48 habitacions, spa amb vistes a la vall d'Incles i cuina de muntanya. Obert de desembre a abril i d'estiu, de juny a setembre.</p><p>Reserves: ${tel('+376 851 200')} · ${mailto(`reserves@${HOST}`)}</p>`),
  });

  pages['/habitacions'] = page({ path: '/habitacions', lang: 'ca-es', title: 'Habitacions', main: article('Habitacions', `<p>Habitacions dobles, superiors amb balcó i suites familiars de fins a cinc persones. Totes amb guardaesquís escalfat.</p>`) });
  pages['/spa'] = page({ path: '/spa', lang: 'ca-es', title: 'Spa', main: article('Spa', `<p>Piscina climatitzada, sauna finlandesa, bany turc i sala de massatges. Obert cada dia de 16 a 21 h.</p>`) });

  pages['/equip'] = page({
    path: '/equip',
    lang: 'ca-es',
    title: "L'equip",
    main: article("L'equip", `<p>Som una quarantena de persones a l'hivern; aquests són els responsables de cada àrea.</p><dl class="equip" vocab="https://schema.org/">${TEAM.map(dlItem).join('')}</dl>`),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    lang: 'ca-es',
    title: 'Contacte',
    alternates: alt('/contacte', '/en/contact'),
    main: article(
      'Contacte',
      `<p>Hotel Coma Blanca, Carretera General 2, AD100 Soldeu<br>Telèfon: ${tel('+376 851 200')}<br>Reserves: ${mailto(`reserves@${HOST}`)}</p>` +
        `<p>Grups, empreses i casaments — Responsable comercial: Marc Roca – ${mailto(`mroca@${HOST}`)}</p>` +
        `<form class="form-validate" action="/contacte" method="post"><div class="control-group"><label for="jform_contact_email">Correu electrònic *</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="validate-email required" size="30" placeholder="nom@exemple.com" required></div><div class="control-group"><label for="jform_contact_message">Missatge *</label><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" class="required"></textarea></div><button class="btn btn-primary validate" type="submit">Envia</button></form>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en-gb',
    title: 'Ski-in hotel in Soldeu',
    alternates: alt('/', '/en'),
    main: article('Ski-in hotel in Soldeu', `<p>A hundred metres from the Soldeu gondola: 48 rooms, a spa looking over the Incles valley and mountain cooking.</p><p>Our guest relations manager, Emma Clarke, will gladly help you plan lessons, equipment hire and transfers from Barcelona or Toulouse – just write to ${mailto(`eclarke@${HOST}`)} before you arrive.</p>`),
  });
  pages['/en/rooms'] = page({ path: '/en/rooms', lang: 'en-gb', title: 'Rooms', main: article('Rooms', `<p>Doubles, superior rooms with balcony and family suites for up to five. Every room has a heated boot and ski locker.</p>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en-gb',
    title: 'Contact',
    alternates: alt('/contacte', '/en/contact'),
    main: article('Contact', `<p>Hotel Coma Blanca, Carretera General 2, AD100 Soldeu, Andorra<br>Phone: ${tel('+376 851 200')}<br>Bookings: ${mailto(`reserves@${HOST}`)}</p><p>Groups, companies and weddings — Sales Manager: Marc Roca – ${mailto(`mroca@${HOST}`)}</p>`),
  });

  pages['/politica-de-privacitat'] = page({ path: '/politica-de-privacitat', lang: 'ca-es', title: 'Política de privacitat', main: article('Política de privacitat', `<p>D'acord amb la Llei 29/2021 qualificada de protecció de dades personals del Principat d'Andorra, el responsable del tractament és Coma Blanca Hotels, SA.</p>`) });
  pages['/avis-legal'] = page({ path: '/avis-legal', lang: 'ca-es', title: 'Avís legal', main: article('Avís legal', `<p>Coma Blanca Hotels, SA · NRT L-712345-B · Inscrita al Registre de Societats Mercantils del Principat d'Andorra.</p>`) });
  pages['/area-personal'] = page({ path: '/area-personal', lang: 'ca-es', title: 'Àrea personal', main: article('Àrea personal', `<p>Quadrants, nòmines i vacances. Incidències: ${mailto(`rrhh@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-personal\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['ca', 'en'],
      addresses: [
        { address: `reserves@${HOST}`, name: null, title: null, pages: ['/', '/contacte', '/en/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.role,
          pages: ['/equip'],
          ...(m.cloaked ? { encoded: { kind: 'script' as const, text: cloakLines } } : {}),
          cases: ['definition-list', ln, ...(m.cloaked ? ['script-protect'] : ['rdfa', 'plain'])] as CaseKind[],
        })),
        { address: `mroca@${HOST}`, name: 'Marc Roca', title: 'Responsable comercial', titleAlternatives: ['Sales Manager'], pages: ['/contacte', '/en/contact'], cases: ['title-name-line', 'plain', ln] },
        { address: `eclarke@${HOST}`, name: 'Emma Clarke', title: 'guest relations manager', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-personal'],
      nonAddresses: [
        { text: 'nom@exemple.com', kind: 'placeholder' },
        { text: `rrhh@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
