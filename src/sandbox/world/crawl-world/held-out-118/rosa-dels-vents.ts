/**
 * Fundació Rosa dels Vents: a social-inclusion foundation in Tarragona that finds work for people
 * at risk of exclusion, on Joomla 3 (a Helix-style template), in Catalan with a Spanish section
 * reached through the hreflang alternates. Joomla's email cloaking plugin turns every address in
 * an article into the span-and-script snippet; the staff as the contact category table; the
 * board secretary as "Secretària del Patronat: Sra. …"; the press officer as the press label line
 * and the photo mailbox beside the photographer's name; the volunteer coordinator in a sentence
 * (cloaking switched off for that article); the business liaison only in the Spanish section, two
 * links deep. The newsletter placeholder, the partner bank's address and the intranet (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fundaciorosadelsvents.test';
const ORIGIN = `http://${HOST}`;

/** A stable 32-hex id, as Joomla's md5(rand()) gives each cloak. */
function cloakId(seed: string): string {
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; round < 4; round++) {
    for (const ch of `${seed}#${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

/** The inline script of Joomla 3's JHtml::_('email.cloak') for one address. */
function cloakScript(local: string, id: string): string {
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + 'fundaciorosadelsvents' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'fundaciorosadelsvents' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
}

const PROTECTED: Record<'ca' | 'es', string> = {
  ca: 'Aquesta adreça de correu electrònic està protegida contra spambots. Cal habilitar el JavaScript per poder veure-la.',
  es: 'Esta dirección de correo electrónico está siendo protegida contra los robots de spam. Necesita tener JavaScript habilitado para poder verlo.',
};

/** The scripts written, per address (the first one), so the truth can quote one. */
const scripts = new Map<string, string>();
const cloak = (local: string, lang: 'ca' | 'es', where: string): string => {
  const id = cloakId(`${local}@${where}`);
  const script = cloakScript(local, id);
  if (!scripts.has(local)) scripts.set(local, script);
  return `<span id="cloak${id}">${PROTECTED[lang]}</span><script type='text/javascript'>${script}</script>`;
};

const MENU: Record<'ca' | 'es', [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/ca/qui-som', 'Qui som'],
    ['/ca/qui-som/equip', "L'equip"],
    ['/ca/programes', 'Programes'],
    ['/ca/voluntariat', 'Fes-te voluntari'],
    ['/ca/premsa', 'Premsa'],
    ['/ca/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/empresas', 'Empresas'],
    ['/es/contacto', 'Contacto'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Fundació Rosa dels Vents',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/com_acym/css/module.min.css?v=1031" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?8d1f5a0b1c2e3f4a"></script>`,
    `<script src="${ORIGIN}/media/system/js/caption.js?8d1f5a0b1c2e3f4a"></script>`,
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-8 col-lg-3"><div class="sp-column"><div class="logo"><a href="${ORIGIN}${lang === 'es' ? '/es' : '/'}"><img class="logo-image" src="${ORIGIN}/images/logo-rosa-dels-vents.png" alt="Fundació Rosa dels Vents"></a></div></div></div>` +
      `<div id="sp-menu" class="col-4 col-lg-9"><div class="sp-column"><nav class="sp-megamenu-wrapper" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">${MENU[lang].map(([href, label]) => `<li class="sp-menu-item"><a href="${ORIGIN}${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></div></div></div></div></header>` +
      `<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12" role="main"><div class="sp-column"><div id="system-message-container"></div>`
    );
  },
  footer: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `</div></main></div></div></div></section><section id="sp-bottom"><div class="container"><div class="container-inner"><div class="row"><div id="sp-bottom1" class="col-lg-6"><div class="sp-column"><div class="sp-module"><div class="sp-module-content"><div class="custom">` +
      `<p>Fundació Rosa dels Vents · C/ de la Unió, 42, baixos · 43001 Tarragona<br>${tel('977 24 18 30')} · ${cloak('info', lang, `footer${spec.path}`)}</p><p>Inscrita al Registre de Fundacions de la Generalitat de Catalunya amb el núm. 1873 · NIF G43718254</p></div></div></div></div></div>` +
      `<div id="sp-bottom2" class="col-lg-6"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">${lang === 'es' ? 'Boletín' : 'Butlletí'}</h3><div class="sp-module-content"><div class="acym_module" id="acym_module_formAcym81231"><form id="formAcym81231" name="formAcym81231" method="post" action="${ORIGIN}/index.php?option=com_acym&amp;ctrl=frontusers&amp;tmpl=component"><input id="email_field_318" type="email" class="cell acym__user__edit__email" name="user[email]" placeholder="el.teu.nom@correu.cat" required><input type="submit" class="btn btn-primary" value="${lang === 'es' ? 'Suscribirse' : "Subscriu-t'hi"}" name="Submit"></form></div></div></div></div></div></div></div></div></section>` +
      `<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-12"><div class="sp-column"><span class="sp-copyright">© 2025 Fundació Rosa dels Vents · <a href="${ORIGIN}/ca/avis-legal">Avís legal</a> · <a href="${ORIGIN}/ca/politica-de-privacitat">Privacitat</a> · <a href="${ORIGIN}/intranet">Intranet</a></span></div></div></div></div></div></footer></div></div>`
    );
  },
  privacyPath: { ca: `${ORIGIN}/ca/politica-de-privacitat`, es: `${ORIGIN}/ca/politica-de-privacitat` },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (title: string, html: string): string =>
  `<div class="article-details " itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="ca-ES"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

type Staff = { name: string; ca: string; es: string; local: string };
const STAFF: Staff[] = [
  { name: 'Núria Vallverdú Ferré', ca: 'Directora', es: 'Directora', local: 'nuria' },
  { name: 'Jordi Casanovas Pla', ca: "Coordinador del programa d'inserció laboral", es: 'Coordinador del programa de inserción laboral', local: 'jordi' },
  { name: 'Meritxell Ferran Bosch', ca: 'Treballadora social', es: 'Trabajadora social', local: 'meritxell' },
  { name: 'Oriol Batlle Rovira', ca: "Responsable d'administració i finances", es: 'Responsable de administración y finanzas', local: 'oriol' },
];

export function rosaDelsVents(): CrawlWorldSite {
  scripts.clear();
  const pages: Record<string, SandboxPage> = {};
  const alt = (ca: string, es: string): Record<string, string> => ({ 'ca-es': ca, 'es-es': es, 'x-default': ca });

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    lang: 'ca-ES',
    alternates: alt('/', '/es'),
    main: article(
      'Feina digna per a tothom',
      `<p>Des del 2004 acompanyem persones en situació o risc d'exclusió social del Camp de Tarragona en la recerca de feina: orientació, formació en oficis i intermediació amb empreses. L'any passat 212 persones van trobar feina gràcies als nostres programes.</p><p><a href="${ORIGIN}/ca/qui-som">Qui som</a> · <a href="${ORIGIN}/ca/programes">Els programes</a> · <a href="${ORIGIN}/ca/voluntariat">Fes-te voluntari</a></p>`,
    ),
  });

  pages['/ca/qui-som'] = page({
    path: '/ca/qui-som',
    title: 'Qui som',
    lang: 'ca-ES',
    main: article(
      'Qui som',
      `<p>La Fundació Rosa dels Vents és una entitat sense ànim de lucre creada per la Parròquia de Sant Francesc i un grup d'empresaris del Serrallo.</p><ul><li><a href="${ORIGIN}/ca/qui-som/equip">L'equip tècnic</a></li><li><a href="${ORIGIN}/ca/qui-som/patronat">El Patronat</a></li></ul>`,
    ),
  });

  pages['/ca/qui-som/equip'] = page({
    path: '/ca/qui-som/equip',
    title: "L'equip",
    lang: 'ca-ES',
    main:
      `<div class="contact-category"><h1>L'equip tècnic</h1><div class="category-desc"><p>Som un equip de dotze professionals de l'àmbit social i de l'empresa.</p></div>` +
      `<table class="category table table-striped table-bordered table-hover"><thead><tr><th id="categorylist_header_title">Nom</th><th id="categorylist_header_position">Càrrec</th><th id="categorylist_header_email">Correu electrònic</th></tr></thead><tbody>` +
      STAFF.map((s, i) => `<tr class="cat-list-row${i % 2}"><td headers="categorylist_header_title" class="list-title">${esc(s.name)}</td><td headers="categorylist_header_position">${esc(s.ca)}</td><td headers="categorylist_header_email">${cloak(s.local, 'ca', '/ca/qui-som/equip')}</td></tr>`).join('') +
      `</tbody></table></div>`,
  });

  pages['/ca/qui-som/patronat'] = page({
    path: '/ca/qui-som/patronat',
    title: 'El Patronat',
    lang: 'ca-ES',
    main: article(
      'El Patronat',
      `<p>President: Sr. Josep Maria Fortuny i Cabré<br>Vicepresidenta: Sra. Teresa Bonet i Llorach<br>Tresorer: Sr. Xavier Rull i Mestres<br>Vocals: Mn. Joan Anguera, Sra. Dolors Pallarès, Sr. Enric Queralt</p>` +
        `<p>Secretària del Patronat: Sra. Rosa Gispert i Vidal – ${cloak('rosa', 'ca', '/ca/qui-som/patronat')}</p>`,
    ),
  });

  pages['/ca/programes'] = page({
    path: '/ca/programes',
    title: 'Programes',
    lang: 'ca-ES',
    main: article('Programes', `<ul><li><strong>Obrim camí</strong>: orientació i acompanyament individual.</li><li><strong>Ofici</strong>: cursos de cuina, neteja industrial i magatzem amb pràctiques en empreses.</li><li><strong>Xarxa Empresa</strong>: intermediació amb més de 90 empreses col·laboradores.</li></ul><p>Amb el suport de Caixa Tarragona Social (obrasocial@caixatarragonasocial.test).</p>`),
  });

  pages['/ca/voluntariat'] = page({
    path: '/ca/voluntariat',
    title: 'Fes-te voluntari',
    lang: 'ca-ES',
    main: article(
      'Fes-te voluntari',
      `<p>Necessitem persones que puguin dedicar dues hores a la setmana a fer classes de català i castellà, a preparar entrevistes de feina o a acompanyar en tràmits.</p>` +
        `<p>Si t'hi vols apuntar, escriu a l'Anna Serrats, coordinadora del voluntariat, a ${mailto(`anna@${HOST}`)} i et convidarà a la sessió d'acollida del primer dijous de cada mes.</p>`,
    ),
  });

  pages['/ca/premsa'] = page({
    path: '/ca/premsa',
    title: 'Premsa',
    lang: 'ca-ES',
    main: article(
      'Sala de premsa',
      `<p><strong>Contacte de premsa:</strong> Marc Esteve Solé, responsable de comunicació, C/ de la Unió, 42, 43001 Tarragona, tel. ${tel('977 24 18 36')}, ${cloak('marc', 'ca', '/ca/premsa')}</p>` +
        `<h2>Memòria 2024</h2><p>Fotografies de la memòria: Pere Vilanova. Imatges en alta resolució: ${cloak('imatges', 'ca', '/ca/premsa')}</p>`,
    ),
  });

  pages['/ca/contacte'] = page({
    path: '/ca/contacte',
    title: 'Contacte',
    lang: 'ca-ES',
    alternates: alt('/ca/contacte', '/es/contacto'),
    main: article('Contacte', `<p>C/ de la Unió, 42, baixos · 43001 Tarragona<br>De dilluns a divendres, de 9 a 14 h i dimarts i dijous de 16 a 19 h<br>Telèfon ${tel('977 24 18 30')}</p>`),
  });

  pages['/ca/avis-legal'] = page({ path: '/ca/avis-legal', title: 'Avís legal', lang: 'ca-ES', main: article('Avís legal', `<p>Titular: Fundació Privada Rosa dels Vents, NIF G43718254, C/ de la Unió, 42, 43001 Tarragona.</p>`) });
  pages['/ca/politica-de-privacitat'] = page({ path: '/ca/politica-de-privacitat', title: 'Política de privacitat', lang: 'ca-ES', main: article('Política de privacitat', `<p>Les dades de les persones usuàries es tracten amb la màxima confidencialitat.</p>`) });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', lang: 'ca-ES', main: article('Intranet', `<p>Accés per a l'equip i el voluntariat. Incidències: suport@${HOST}</p>`) });

  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es-ES',
    alternates: alt('/', '/es'),
    main: article(
      'Trabajo digno para todos',
      `<p>Desde 2004 acompañamos a personas en situación o riesgo de exclusión social del Camp de Tarragona en la búsqueda de empleo.</p><p><a href="${ORIGIN}/es/empresas">¿Es usted una empresa? Colabore con nosotros</a></p>`,
    ),
  });

  pages['/es/empresas'] = page({
    path: '/es/empresas',
    title: 'Empresas',
    lang: 'es-ES',
    main: article(
      'Empresas colaboradoras',
      `<p>Preseleccionamos candidatos formados para puestos de cocina, limpieza, logística y atención al cliente, y hacemos el seguimiento durante los primeros seis meses de contrato. Sin coste para la empresa.</p>` +
        `<p>Ricardo Molina Sánchez, técnico de prospección empresarial – ${cloak('ricardo', 'es', '/es/empresas')} – tel. ${tel('977 24 18 34')}</p>`,
    ),
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es-ES',
    alternates: alt('/ca/contacte', '/es/contacto'),
    main: article(
      'Contacto',
      `<p>C/ de la Unió, 42, bajos · 43001 Tarragona · Teléfono ${tel('977 24 18 30')}</p><h2>Equipo técnico</h2><ul>${STAFF.map((s) => `<li>${esc(s.name)}, ${esc(s.es.toLowerCase())}: ${cloak(s.local, 'es', '/es/contacto')}</li>`).join('')}</ul>`,
    ),
  });

  const enc = (local: string) => ({ encoded: { kind: 'script' as const, text: scripts.get(local)! } });
  const sp: CaseKind[] = ['script-protect', 'link-non-english'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ca/qui-som', '/ca/qui-som/equip', '/ca/qui-som/patronat', '/ca/programes', '/ca/voluntariat', '/ca/premsa', '/ca/contacte', '/es', '/es/contacto'], '2025-01-28'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/ca/contacte'], ...enc('info'), cases: ['role', 'script-protect'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.ca, titleAlternatives: [s.es, s.es.toLowerCase()], pages: ['/ca/qui-som/equip', '/es/contacto'], ...enc(s.local), cases: ['table', ...sp] as CaseKind[] })),
        { address: `rosa@${HOST}`, name: 'Rosa Gispert i Vidal', title: 'Secretària del Patronat', pages: ['/ca/qui-som/patronat'], ...enc('rosa'), cases: ['title-name-line', 'honorific', 'deep-page', ...sp] },
        { address: `anna@${HOST}`, name: 'Anna Serrats', title: 'coordinadora del voluntariat', pages: ['/ca/voluntariat'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `marc@${HOST}`, name: 'Marc Esteve Solé', title: 'responsable de comunicació', pages: ['/ca/premsa'], ...enc('marc'), cases: ['label-line', ...sp] },
        { address: `imatges@${HOST}`, name: null, title: null, pages: ['/ca/premsa'], ...enc('imatges'), cases: ['role', 'neighbour', ...sp] },
        { address: `ricardo@${HOST}`, name: 'Ricardo Molina Sánchez', title: 'técnico de prospección empresarial', pages: ['/es/empresas'], ...enc('ricardo'), cases: ['name-title-line', 'hreflang', 'deep-page', ...sp] },
      ],
      pattern: '{first}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `suport@${HOST}`, kind: 'disallowed' },
        { text: 'el.teu.nom@correu.cat', kind: 'placeholder' },
        { text: 'obrasocial@caixatarragonasocial.test', kind: 'other-company' },
      ],
    },
  };
}
