/**
 * Escola de Vela Cala Figuera: a sailing school in Santanyí (Mallorca) on Joomla, in Catalan
 * with a Spanish home. The instructors in com_contact's category table (the director's address
 * behind Joomla's e-mail cloak), the manager as the data controller's label line in the legal
 * notice, and the racing coach in a news item two links from home.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'velacalafiguera.test';
const CLOAK = `document.getElementById('cloak4f2a91').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; var addy4f2a91 = 't&#111;n&#105;.v&#105;d&#97;l' + '&#64;'; addy4f2a91 = addy4f2a91 + 'v&#101;l&#97;c&#97;l&#97;f&#105;g&#117;&#101;r&#97;' + '&#46;' + 't&#101;st'; var addy_text4f2a91 = 't&#111;n&#105;.v&#105;d&#97;l' + '&#64;' + 'v&#101;l&#97;c&#97;l&#97;f&#105;g&#117;&#101;r&#97;' + '&#46;' + 't&#101;st';document.getElementById('cloak4f2a91').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy4f2a91 + '\\'>'+addy_text4f2a91+'<\\/a>';`;

const theme: Theme = {
  host: HOST,
  siteName: 'Escola de Vela Cala Figuera',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">'],
  header: (s) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/">Escola de Vela Cala Figuera</a></div><nav class="container-nav"><ul class="mod-menu mod-list nav">` +
    (s.lang.startsWith('es') ? `<li class="nav-item"><a href="/es">Inicio</a></li><li class="nav-item"><a href="/">Català</a></li>` : `<li class="nav-item"><a href="/">Inici</a></li><li class="nav-item"><a href="/cursets">Cursets</a></li><li class="nav-item"><a href="/equip">Monitors i equip</a></li><li class="nav-item"><a href="/noticies">Notícies</a></li><li class="nav-item"><a href="/es">Castellano</a></li>`) +
    `</ul></nav></header><div class="site-grid">`,
  footer: () => `</div><footer class="container-footer footer full-width"><p>Escola de Vela Cala Figuera · Carrer de la Marina, 7 · 07659 Santanyí (Illes Balears) · ${tel('971 64 52 18')}</p><p><a href="/avis-legal">Avís legal</a> · <a href="/socis">Àrea de socis</a></p></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'ca-ES' });

const STAFF: [string, string, string][] = [
  ['Toni Vidal', "Director de l'escola i patró major", 'toni.vidal'],
  ['Margalida Ferrer', "Cap d'estudis, instructora titulada de vela lleugera", 'margalida.ferrer'],
  ['Biel Oliver', 'Monitor de windsurf i caiac', 'biel.oliver'],
  ['Xisca Ramis', 'Administració i reserves', 'xisca.ramis'],
  ['Pep Bauza', 'Monitor de creuer (patró de iot)', 'pep.bauza'],
  ['Sebastia Coll', 'Mecànic i responsable de la flota', 'sebastia.coll'],
];

export function escolaVelaCalaFiguera(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cell = (l: string): string => (l === 'toni.vidal' ? `<span id="cloak4f2a91">Aquesta adreça electrònica està protegida contra els robots de spam. Necessiteu activar JavaScript per veure-la.</span><script type="text/javascript">${CLOAK}</script>` : mailto(`${l}@${HOST}`));
  pages['/'] = page({
    path: '/',
    title: 'Cursets de vela a Mallorca',
    alternates: { ca: '/', es: '/es' },
    main: `<div class="com-content-article item-page"><h1>Aprèn a navegar a Cala Figuera</h1><p>Cursets d'optimist, làser, catamarà i creuer per a infants i adults, de maig a octubre. Places limitades a sis alumnes per monitor.</p><p>Reserves: ${mailto(`info@${HOST}`)}</p></div>`,
  });
  pages['/es'] = page({ path: '/es', title: 'Cursos de vela en Mallorca', lang: 'es-ES', alternates: { ca: '/', es: '/es' }, main: `<h1>Aprende a navegar en Cala Figuera</h1><p>Cursos para niños y adultos de mayo a octubre. Reservas: ${mailto(`info@${HOST}`)}</p>` });
  pages['/cursets'] = page({ path: '/cursets', title: 'Cursets', main: `<h1>Cursets</h1><p>Optimist (7–12 anys) · Làser i 420 · Catamarà · Iniciació al creuer · Titulació PER.</p>` });
  pages['/equip'] = page({
    path: '/equip',
    title: 'Monitors i equip',
    main:
      `<div class="com-contact-category"><h1>Monitors i equip</h1><table class="com-contact-category__table table table-striped"><thead><tr><th>Nom</th><th>Càrrec</th><th>Correu electrònic</th></tr></thead><tbody>` +
      STAFF.map(([n, t, l]) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td>${cell(l)}</td></tr>`).join('') +
      `</tbody></table></div>`,
  });
  pages['/noticies'] = page({ path: '/noticies', title: 'Notícies', main: `<h1>Notícies</h1><ul><li><a href="/noticies/regata-de-tardor">La regata de tardor torna a Cala Figuera</a></li></ul>` });
  pages['/noticies/regata-de-tardor'] = page({
    path: '/noticies/regata-de-tardor',
    title: 'La regata de tardor torna a Cala Figuera',
    main: `<article><h1>La regata de tardor torna a Cala Figuera</h1><p>El 12 d'octubre sortiran vint-i-quatre optimists. Les inscripcions les gestiona el nostre entrenador de competició, Miquel Roig, a ${mailto(`miquel.roig@${HOST}`)}, fins al dia 5.</p></article>`,
  });
  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    main: `<h1>Avís legal i privacitat</h1><p>Responsable del tractament: Joana Pons, gerent, Carrer de la Marina, 7, 07659 Santanyí, tel. 971 64 52 18, ${mailto(`joana.pons@${HOST}`)}</p>`,
  });
  pages['/socis'] = page({ path: '/socis', title: 'Àrea de socis', main: `<h1>Àrea de socis</h1><p>Quotes i amarratges: ${mailto(`socis@${HOST}`)}</p>` });
  const nl = ['link-non-english'] as const;
  const staff = STAFF.map(([n, t, l]): TruthAddress => ({
    address: `${l}@${HOST}`,
    name: n,
    title: t,
    pages: ['/equip'],
    ...(l === 'toni.vidal' ? { encoded: { kind: 'script' as const, text: CLOAK } } : {}),
    cases: ['table', ...nl, ...(l === 'toni.vidal' ? (['script-protect'] as const) : (['plain'] as const))],
  }));
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /socis\n`, pages, headers: { Server: 'Apache' } },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/es'], cases: ['role', 'plain'] },
        ...staff,
        { address: `miquel.roig@${HOST}`, name: 'Miquel Roig', title: 'entrenador de competició', pages: ['/noticies/regata-de-tardor'], cases: ['prose', 'deep-page', 'plain', ...nl] },
        { address: `joana.pons@${HOST}`, name: 'Joana Pons', title: 'gerent', pages: ['/avis-legal'], cases: ['label-line', 'plain', ...nl] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/socis'],
      nonAddresses: [{ text: `socis@${HOST}`, kind: 'disallowed' }],
    },
  };
}
