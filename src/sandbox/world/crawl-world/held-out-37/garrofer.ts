/**
 * Garrofer Arquitectes SLP: an architecture studio in Reus, on a Squarespace-like builder, in
 * Catalan with a Spanish version that only the hreflang alternates lead to. The team as a
 * definition list (both surnames, titles as Catalan studios write them); the Spanish studio page
 * as RDFa Person blocks; the press page's label line; the contact page's administration line
 * with its address as character references; an internship note whose address a script turns
 * around. The structural engineers' address (another firm) and the project server page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'garrofer-arquitectes.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  ca: [
    ['/projectes', 'Projectes'],
    ['/estudi', "L'estudi"],
    ['/premsa', 'Premsa'],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es/proyectos', 'Proyectos'],
    ['/es/estudio', 'El estudio'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Garrofer Arquitectes',
  head: [
    '<meta name="generator" content="Squarespace">',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/sitecss/65a1f0c2d4e5/site.css?&filterFeatures=false">',
    '<link rel="preconnect" href="https://images.squarespace-cdn.test">',
  ],
  header: (p) => {
    const lang = p.lang === 'es' ? 'es' : 'ca';
    return (
      `<header id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title-logo"><a href="${lang === 'es' ? '/es' : '/'}"><img src="https://images.squarespace-cdn.test/content/v1/65a1f0c2/garrofer-logo.png?format=1500w" alt="Garrofer Arquitectes"></a></div>` +
      `<nav class="header-nav-list">${NAV[lang]!.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="content"><p>Garrofer Arquitectes SLP · Raval de Santa Anna, 14, 2n · 43201 Reus · ${tel('977 31 48 02')}</p>` +
    `<p>${p.lang === 'es' ? 'Inscrita en el Colegio de Arquitectos de Cataluña, sociedad profesional n.º 40218' : "Societat professional inscrita al Col·legi d'Arquitectes de Catalunya amb el núm. 40218"} · <a href="/avis-legal">Avís legal</a> · <a href="/servidor">Accés clients</a></p></div></section></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const block = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">${html}</div></div></div></section>`;

type Person = { name: string; title: string; local: string };
const TEAM: Person[] = [
  { name: 'Marta Vidal Casals', title: 'arquitecta, sòcia fundadora', local: 'mvidal' },
  { name: 'Oriol Ferrer Blanch', title: 'arquitecte, soci fundador', local: 'oferrer' },
  { name: 'Núria Salvat Pons', title: "arquitecta tècnica i directora d'execució d'obra", local: 'nsalvat' },
  { name: 'Laia Roca Ibars', title: 'responsable de comunicació i premsa', local: 'lroca' },
];
const ES_TEAM: (Person & { es: string })[] = [
  { ...TEAM[0]!, es: 'arquitecta, socia fundadora' },
  { ...TEAM[1]!, es: 'arquitecto, socio fundador' },
  { name: 'Pau Rovira Mas', title: 'arquitecto colaborador, coordinación BIM', local: 'provira', es: 'arquitecto colaborador, coordinación BIM' },
];
const ARNAU_REV = reversed(`apujol@${HOST}`);

export function garrofer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (ca: string, es: string) => ({ ca, es });

  pages['/'] = page({
    path: '/',
    title: 'Arquitectura i rehabilitació al Camp de Tarragona',
    alternates: alt('/', '/es'),
    main:
      block(`<h1>Arquitectura que fa lloc</h1><p>Som un estudi d'arquitectura de Reus fundat el 2009. Fem habitatge, equipaments públics i sobretot rehabilitació: masos, cases de poble i edificis modernistes del Baix Camp i el Priorat.</p>`) +
      block(`<p><a href="/projectes">Veure projectes</a> · <a href="/estudi">Qui som</a></p>`),
  });

  pages['/projectes'] = page({
    path: '/projectes',
    title: 'Projectes',
    alternates: alt('/projectes', '/es/proyectos'),
    main: block(
      `<h1>Projectes</h1><ul><li>Rehabilitació del Mas de les Garrofes, Riudoms (2024)</li><li>Escola de música de l'Aleixar (2022, premi Camp de Tarragona d'Arquitectura)</li><li>Cinc habitatges de protecció oficial a Cornudella de Montsant (2021)</li></ul>` +
        `<p>Càlcul d'estructures en col·laboració amb Enginyeria Tramuntana SL (${mailto('oficina@tramuntana-calculs.test')}).</p>`,
    ),
  });

  pages['/estudi'] = page({
    path: '/estudi',
    title: "L'estudi",
    alternates: alt('/estudi', '/es/estudio'),
    main:
      block(`<h1>L'estudi</h1><p>Treballem en equip petit, amb els clients a prop i a peu d'obra. Cada projecte el porta un dels socis de principi a fi.</p>`) +
      block(`<h2>Equip</h2><dl class="equip">${TEAM.map((p) => `<dt>${esc(p.name)}</dt><dd>${esc(p.title)}</dd><dd>${mailto(`${p.local}@${HOST}`)}</dd>`).join('')}</dl>`) +
      block(`<p><a href="/estudi/practiques">Pràctiques a l'estudi</a></p>`),
  });

  pages['/estudi/practiques'] = page({
    path: '/estudi/practiques',
    title: "Pràctiques a l'estudi",
    main: block(
      `<h1>Pràctiques</h1><p>Cada curs acollim un o dos estudiants de l'ETSA de Reus en pràctiques curriculars. Si t'interessa, envia el portafoli en PDF (màx. 10 MB) a l'Arnau Pujol, el nostre delineant projectista, a <span class="correu" data-c="${ARNAU_REV}">[correu]</span>.</p>` +
        `<script>document.querySelectorAll('.correu').forEach(function (s) { var c = s.getAttribute('data-c').split('').reverse().join(''); s.innerHTML = '<a href="mailto:' + c + '">' + c + '</a>'; });</script>`,
    ),
  });

  pages['/premsa'] = page({
    path: '/premsa',
    title: 'Premsa',
    main: block(
      `<h1>Premsa</h1><p>Dossier de premsa 2025 (PDF, 8 MB) i fotografies d'alta resolució de Adrià Goula disponibles sota petició.</p>` +
        `<p class="premsa-contacte"><strong>Premsa:</strong> Laia Roca Ibars, responsable de comunicació i premsa, ${tel('977 31 48 02')}, ${mailto(`lroca@${HOST}`)}</p>`,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: block(
      `<h1>Contacte</h1><p>Raval de Santa Anna, 14, 2n · 43201 Reus<br>Dilluns a divendres, de 9 a 14 h i de 16 a 19 h</p>` +
        `<p>Encàrrecs i visites a l'estudi: <a href="mailto:${entities(`estudi@${HOST}`)}">${entities(`estudi@${HOST}`)}</a></p>` +
        `<p>Gemma Bosch Aleu, administració i facturació, <a href="mailto:${entities(`gbosch@${HOST}`)}">${entities(`gbosch@${HOST}`)}</a></p>`,
    ),
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    main: block(
      `<h1>Avís legal i política de privacitat</h1><p>Titular: Garrofer Arquitectes SLP, NIF B55812047, Raval de Santa Anna, 14, 2n, 43201 Reus. Inscrita al Registre Mercantil de Tarragona, tom 2871, foli 44, full T-49217.</p><p>Les dades que ens faciliteu es tractaran per gestionar la vostra consulta i no es cediran a tercers.</p>`,
    ),
  });

  pages['/servidor'] = page({ path: '/servidor', title: 'Accés clients', main: block(`<h1>Accés clients</h1><p>Servidor de projectes. Incidències: ${mailto(`nuvol@${HOST}`)}</p>`) });

  pages['/es'] = page({
    path: '/es',
    title: 'Arquitectura y rehabilitación en el Camp de Tarragona',
    lang: 'es',
    alternates: alt('/', '/es'),
    main: block(`<h1>Arquitectura que hace lugar</h1><p>Estudio de arquitectura en Reus desde 2009: vivienda, equipamientos públicos y rehabilitación de masías y edificios modernistas.</p><p><a href="/es/estudio">Conócenos</a></p>`),
  });

  pages['/es/proyectos'] = page({ path: '/es/proyectos', title: 'Proyectos', lang: 'es', alternates: alt('/projectes', '/es/proyectos'), main: block(`<h1>Proyectos</h1><p>Rehabilitación del Mas de les Garrofes (Riudoms), Escuela de música de l'Aleixar, viviendas de protección oficial en Cornudella de Montsant.</p>`) });

  pages['/es/estudio'] = page({
    path: '/es/estudio',
    title: 'El estudio',
    lang: 'es',
    alternates: alt('/estudi', '/es/estudio'),
    main: block(
      `<h1>El estudio</h1><div class="equipo">` +
        ES_TEAM.map(
          (p) =>
            `<div class="miembro" vocab="https://schema.org/" typeof="Person"><h3 property="name">${esc(p.name)}</h3><p property="jobTitle">${esc(p.es)}</p><p><a property="email" href="mailto:${p.local}@${HOST}">${p.local}@${HOST}</a></p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  const t = (i: number, extra: CaseKind[], more: string[] = [], alts?: string[]) => {
    const p = TEAM[i]!;
    return { address: `${p.local}@${HOST}`, name: p.name, title: p.title, ...(alts ? { titleAlternatives: alts } : {}), pages: ['/estudi', ...more], cases: ['definition-list', 'plain', ln, ...extra] as CaseKind[] };
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /servidor\nDisallow: /config\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/projectes', '/estudi', '/premsa', '/contacte', '/avis-legal'], '2025-01-17'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'kQ2vR8pL/5mNzX1aT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['ca', 'es'],
      addresses: [
        { address: `estudi@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['role', 'entities', ln] },
        t(0, ['rdfa', 'card', 'hreflang'], ['/es/estudio'], ['arquitecta, socia fundadora', 'sòcia fundadora']),
        t(1, ['rdfa', 'card', 'hreflang'], ['/es/estudio'], ['arquitecto, socio fundador', 'soci fundador']),
        t(2, []),
        t(3, ['label-line'], ['/premsa']),
        { address: `provira@${HOST}`, name: 'Pau Rovira Mas', title: 'arquitecto colaborador, coordinación BIM', titleAlternatives: ['arquitecto colaborador'], pages: ['/es/estudio'], cases: ['rdfa', 'card', 'hreflang', 'plain'] },
        { address: `gbosch@${HOST}`, name: 'Gemma Bosch Aleu', title: 'administració i facturació', pages: ['/contacte'], cases: ['name-title-line', 'entities', ln] },
        { address: `apujol@${HOST}`, name: 'Arnau Pujol', title: 'delineant projectista', pages: ['/estudi/practiques'], encoded: { kind: 'reversed', text: ARNAU_REV }, cases: ['prose', 'script-reversed', 'deep-page', ln] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/servidor'],
      nonAddresses: [
        { text: `nuvol@${HOST}`, kind: 'disallowed' },
        { text: 'oficina@tramuntana-calculs.test', kind: 'other-company' },
      ],
    },
  };
}
