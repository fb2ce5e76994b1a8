/**
 * Fisioteràpia La Sagrera: a physiotherapy clinic in Barcelona's Sant Andreu district, on Wix,
 * in Catalan with a short Spanish page. The team as Wix repeater cards (names with both
 * surnames, addresses built from the given name and first surname), one address written
 * "nom [at] domini [dot] test" and the osteopath's built by a custom-code script; the nutritionist
 * on a profile page two links deep with a Person in JSON-LD; the reception coordinator as
 * "Title: Name" on the contact page, the manager as the data controller's label line in the legal
 * notice, and the sports rehabilitation coach in a blog post listed only in the blog's child
 * sitemap. The newsletter placeholder and the patients' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fisiolasagrera.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/tractaments', 'Tractaments'],
    ['/equip', "L'equip"],
    ['/tarifes', 'Tarifes i mútues'],
    ['/contacte', 'Contacte'],
    ['/es', 'Castellano'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/', 'Català'],
  ],
};

let compSeq = 0;
/** A Wix component id, as the editor gives each element. */
const comp = (): string => `comp-lx${(0x3a7f1 + compSeq++ * 7919).toString(36)}`;

const richText = (html: string): string => `<div id="${comp()}" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string, font = 8): string => `<p class="font_${font} wixui-rich-text__text">${html}</p>`;
const h = (text: string, level = 2): string => `<h${level} class="font_${level === 1 ? 0 : 2} wixui-rich-text__text">${esc(text)}</h${level}>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Fisioteràpia La Sagrera',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4c9e7a12-0b3d-4f6e-a1c8-77d2e9b51f03">',
    '<meta name="format-detection" content="telephone=no">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script type="text/javascript">window.__BROWSER_DEPRECATION__ = false; window.viewerModel = {"site":{"metaSiteId":"4c9e7a12-0b3d-4f6e-a1c8-77d2e9b51f03","isHttps":false},"language":{"siteLanguage":"ca"}};</script>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.7c0b1b0f.min.css">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div data-testid="linkElement" class="j7pOnl"><a href="${ORIGIN}${lang === 'es' ? '/es' : '/'}"><img src="https://static.wixstatic.com/media/a31f8c_2e1d4b7c9f0a4d2b8e6c1f7a9b3d5e0c~mv2.png/v1/fill/w_220,h_64,al_c,q_85/logo-fisio-la-sagrera.png" alt="Fisioteràpia La Sagrera" width="220" height="64"></a></div>` +
      `<nav aria-label="Lloc" id="${comp()}" class="StylableHorizontalMenu wixui-horizontal-menu"><ul class="itemsContainer">${MENU[lang]!.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href}" class="wixui-horizontal-menu__item-label">${esc(label)}</a></li>`).join('')}</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">`
    );
  },
  footer: (spec) =>
    `</div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">` +
    richText(
      p(`Fisioteràpia La Sagrera · c/ Gran de la Sagrera, 118, baixos · 08027 Barcelona`) +
        p(`${tel('93 340 27 15')} · ${tel('+34 644 218 903')} (WhatsApp) · ${mailto(`info@${HOST}`)}`) +
        p(spec.lang.startsWith('es') ? 'Horario: lunes a viernes de 8 a 21 h' : 'Horari: de dilluns a divendres, de 8 a 21 h') +
        p(`<a href="${ORIGIN}/avis-legal">Avís legal</a> · <a href="${ORIGIN}/politica-de-privacitat">Política de privacitat</a> · <a href="${ORIGIN}/area-pacients">Àrea de pacients</a>`) +
        p(`© 2025 Fisioteràpia La Sagrera, SLP. Creat amb Wix.com`),
    ) +
    `</footer></div></div></div>`,
  privacyPath: { ca: `${ORIGIN}/politica-de-privacitat`, es: `${ORIGIN}/politica-de-privacitat` },
  bodyEnd: [
    '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.f51c4d6a.bundle.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const section = (html: string): string => `<section id="${comp()}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div data-testid="mesh-container-content" class="wixui-column-strip__column">${html}</div></div></section>`;

type Member = { name: string; role: string; col?: string; local: string; how: 'plain' | 'obfuscated' | 'script' };
const TEAM: Member[] = [
  { name: 'Marta Puig Roca', role: 'Directora i fisioterapeuta', col: 'Col. núm. 6.412', local: 'marta.puig', how: 'plain' },
  { name: 'Jordi Casals Ferrer', role: 'Fisioterapeuta esportiu', col: 'Col. núm. 9.087', local: 'jordi.casals', how: 'plain' },
  { name: 'Laia Domènech Vidal', role: 'Fisioterapeuta especialista en sòl pelvià', col: 'Col. núm. 11.350', local: 'laia.domenech', how: 'obfuscated' },
  { name: 'Pau Riera Mas', role: 'Osteòpata', local: 'pau.riera', how: 'script' },
];

const PAU_SCRIPT = `var usr = 'pau.riera'; var dom = 'fisiolasagrera' + '.' + 'test'; document.getElementById('correu-pau').innerHTML = '<a href="mailto:' + usr + '@' + dom + '">' + usr + '@' + dom + '</a>';`;

const card = (m: Member): string => {
  const mail =
    m.how === 'plain'
      ? mailto(`${m.local}@${HOST}`)
      : m.how === 'obfuscated'
        ? `${m.local} [at] fisiolasagrera [dot] test`
        : `<span id="correu-pau">Activa JavaScript per veure l'adreça.</span><script>${PAU_SCRIPT}</script>`;
  return (
    `<div role="listitem" class="wixui-repeater__item"><div class="wixui-box">` +
    `<img src="https://static.wixstatic.com/media/a31f8c_${m.local.replace('.', '')}~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" width="320" height="320">` +
    richText(h(m.name, 3) + p(esc(m.role)) + (m.col ? p(esc(m.col), 9) : '') + p(mail)) +
    `</div></div>`
  );
};

export function fisioLaSagrera(): CrawlWorldSite {
  compSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fisioteràpia a Sant Andreu',
    alternates: { ca: '/', es: '/es' },
    main: section(
      richText(
        h('Fisioteràpia a la Sagrera des de 2009', 1) +
          p('Tractem lesions esportives, dolor d’esquena i de coll, recuperació postoperatòria i disfuncions del sòl pelvià. Sessions individuals de 50 minuts.') +
          p(`<a href="${ORIGIN}/tractaments">Què tractem</a> · <a href="${ORIGIN}/equip">Coneix l'equip</a> · <a href="${ORIGIN}/contacte">Demana cita</a>`),
      ),
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Fisioterapia en Sant Andreu',
    lang: 'es',
    alternates: { ca: '/', es: '/es' },
    main: section(
      richText(
        h('Fisioterapia en La Sagrera desde 2009', 1) +
          p('Tratamos lesiones deportivas, dolor de espalda y cervical, recuperación postoperatoria y disfunciones del suelo pélvico.') +
          p(`Para pedir cita, llámenos al ${tel('93 340 27 15')} o escriba a ${mailto(`cites@${HOST}`)}.`),
      ),
    ),
  });

  pages['/tractaments'] = page({
    path: '/tractaments',
    title: 'Tractaments',
    main: section(richText(h('Tractaments', 1) + p('Fisioteràpia traumatològica · Fisioteràpia esportiva · Punció seca · Sòl pelvià i postpart · Osteopatia · Pilates terapèutic en grups reduïts'))),
  });

  pages['/equip'] = page({
    path: '/equip',
    title: "L'equip",
    main:
      section(richText(h("L'equip", 1) + p('Som sis professionals col·legiats. Cada pacient té un fisioterapeuta de referència durant tot el tractament.'))) +
      section(
        `<div id="${comp()}" class="wixui-repeater" role="list">${TEAM.map(card).join('')}` +
          `<div role="listitem" class="wixui-repeater__item"><div class="wixui-box"><img src="https://static.wixstatic.com/media/a31f8c_nuriasala~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80/nuria-sala.jpg" alt="Núria Sala Pons" width="320" height="320">` +
          richText(h('Núria Sala Pons', 3) + p('Dietista-nutricionista') + p(`<a href="${ORIGIN}/equip/nuria-sala-pons">Veure perfil</a>`)) +
          `</div></div></div>`,
      ),
  });

  pages['/equip/nuria-sala-pons'] = page({
    path: '/equip/nuria-sala-pons',
    title: 'Núria Sala Pons',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Núria Sala Pons',
        jobTitle: 'Dietista-nutricionista',
        email: `nuria.sala@${HOST}`,
        worksFor: { '@type': 'MedicalClinic', name: 'Fisioteràpia La Sagrera', url: `${ORIGIN}/` },
      },
    ],
    main: section(
      richText(
        h('Núria Sala Pons', 1) +
          p('Dietista-nutricionista col·legiada (CAT000812). Graduada en Nutrició Humana i Dietètica per la Universitat de Barcelona i especialitzada en nutrició esportiva.') +
          p(`Fa consulta dimarts i dijous a la tarda. Si vols preparar la primera visita, pots enviar-li l'analítica recent a ${mailto(`nuria.sala@${HOST}`)}.`),
      ),
    ),
  });

  pages['/tarifes'] = page({
    path: '/tarifes',
    title: 'Tarifes i mútues',
    main: section(richText(h('Tarifes', 1) + p('Sessió de fisioteràpia: 48 € · Bo de 5 sessions: 215 € · Primera visita de nutrició: 60 €') + p('Treballem amb Asisa, DKV i Mutuacat. Consulta les condicions a recepció.'))),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: section(
      richText(
        h('Contacte', 1) +
          p('c/ Gran de la Sagrera, 118, baixos · 08027 Barcelona (metro L1 La Sagrera)') +
          p(`Cites i canvis d'hora: ${mailto(`cites@${HOST}`)} · ${tel('93 340 27 15')}`) +
          p(`Consultes generals: ${mailto(`info@${HOST}`)}`) +
          p(`Coordinadora de recepció: Anna Vila Soler – ${mailto(`anna.vila@${HOST}`)}`),
      ) +
        `<form id="${comp()}" class="wixui-form" aria-label="Formulari de contacte"><label for="input_nom">Nom</label><input id="input_nom" name="nom" type="text"><label for="input_correu">Correu electrònic</label><input id="input_correu" name="correu" type="email" placeholder="nom@exemple.cat" required><label for="input_msg">Missatge</label><textarea id="input_msg" name="missatge"></textarea><button type="submit" data-testid="buttonElement">Envia</button></form>`,
    ),
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    main: section(
      richText(
        h('Avís legal', 1) +
          p('En compliment de la Llei 34/2002, de serveis de la societat de la informació i de comerç electrònic (LSSI-CE), us informem de les dades del titular d’aquest lloc web:') +
          p('Titular: Fisioteràpia La Sagrera, SLP · NIF B66418273 · Inscrita al Registre Mercantil de Barcelona, tom 45.120, foli 88, full B-482.117') +
          p(`Persona de contacte: Sergi Roca Pujol, gerent, c/ Gran de la Sagrera, 118, 08027 Barcelona, tel. ${tel('93 340 27 15')}, ${mailto(`sergi.roca@${HOST}`)}`) +
          p('Col·legi professional: Col·legi de Fisioterapeutes de Catalunya. Titulació: Grau en Fisioteràpia (Espanya).'),
      ),
    ),
  });

  pages['/politica-de-privacitat'] = page({ path: '/politica-de-privacitat', title: 'Política de privacitat', main: section(richText(h('Política de privacitat', 1) + p('Tractem les vostres dades de salut exclusivament per prestar-vos l’assistència sol·licitada.'))) });

  pages['/area-pacients'] = page({
    path: '/area-pacients',
    title: 'Àrea de pacients',
    main: section(richText(h('Àrea de pacients', 1) + p(`Exercicis personalitzats i informes. Problemes d'accés: ${mailto(`pacients@${HOST}`)}`))),
  });

  pages['/post/com-prevenir-lesions-si-comences-a-correr'] = page({
    path: '/post/com-prevenir-lesions-si-comences-a-correr',
    title: 'Com prevenir lesions si comences a córrer',
    main:
      `<article class="blog-post-page-font wixui-blog-post"><div data-hook="post-header">` +
      richText(h('Com prevenir lesions si comences a córrer', 1) + p('12 de març de 2025 · 4 min de lectura', 9)) +
      `</div><div data-hook="post-description" class="post-content__body">` +
      richText(
        p('Cada primavera rebem corredors novells amb el mateix quadre: dolor a la cara externa del genoll després de tres o quatre setmanes d’entrenament. Gairebé sempre hi ha un augment massa ràpid del volum.') +
          p('La regla que fem servir és senzilla: no augmentar més d’un 10 % els quilòmetres setmanals i fer dues sessions de força a la setmana.') +
          p(`Si estàs preparant la teva primera cursa i vols un pla de força adaptat, el Gerard Soler, el nostre readaptador esportiu, organitza grups reduïts els dissabtes al matí; escriu-li a ${mailto(`gerard.soler@${HOST}`)} i t'explicarà com funcionen.`),
      ) +
      `</div></article>`,
  });

  const sitemapPages = ['/', '/es', '/tractaments', '/equip', '/equip/nuria-sala-pons', '/tarifes', '/contacte', '/avis-legal', '/politica-de-privacitat'];
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, sitemapPages, '2025-03-20'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/com-prevenir-lesions-si-comences-a-correr'], '2025-03-12'));

  const teamCases = (m: Member): CaseKind[] =>
    m.how === 'plain' ? ['card', 'plain', 'link-non-english'] : m.how === 'obfuscated' ? ['card', 'obfuscated', 'link-non-english'] : ['card', 'script-concat', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `User-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /area-pacients\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n` +
        `# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-03-20'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1742468211.4471893720118224', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `cites@${HOST}`, name: null, title: null, pages: ['/contacte', '/es'], cases: ['role', 'plain', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.role,
          pages: ['/equip'],
          ...(m.how === 'script' ? { encoded: { kind: 'script' as const, text: PAU_SCRIPT } } : {}),
          cases: teamCases(m),
        })),
        { address: `nuria.sala@${HOST}`, name: 'Núria Sala Pons', title: 'Dietista-nutricionista', pages: ['/equip/nuria-sala-pons'], cases: ['deep-page', 'json-ld-person', 'prose', 'plain', 'link-non-english'] },
        { address: `anna.vila@${HOST}`, name: 'Anna Vila Soler', title: 'Coordinadora de recepció', pages: ['/contacte'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `sergi.roca@${HOST}`, name: 'Sergi Roca Pujol', title: 'gerent', pages: ['/avis-legal'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `gerard.soler@${HOST}`, name: 'Gerard Soler', title: 'readaptador esportiu', pages: ['/post/com-prevenir-lesions-si-comences-a-correr'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-pacients'],
      nonAddresses: [
        { text: `pacients@${HOST}`, kind: 'disallowed' },
        { text: 'nom@exemple.cat', kind: 'placeholder' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
