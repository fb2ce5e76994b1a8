/**
 * Accademia della Pizza Sannazaro: a Neapolitan pizza school on WordPress (Astra + Elementor),
 * Italian with a Portuguese page for Brazilian students. Instructors as Elementor cards with
 * microdata, the founder also a JSON-LD Person with a mailto: address, one address reversed by a
 * script, a group-bookings mailbox beside the director's name, and a blog post only in the post
 * sitemap of Yoast's index.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'accademiapizzasannazaro.test';
const O = `http://${HOST}`;
const REV = reversed(`ciro.amato@${HOST}`);

const theme: Theme = {
  host: HOST,
  siteName: 'Accademia della Pizza Sannazaro',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" href="${O}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12">`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.1/swiper-bundle.min.js"></script>',
  ],
  header: (s) =>
    `<header id="masthead" class="site-header ast-primary-header"><div class="site-branding"><a href="${O}/" rel="home">Accademia della Pizza Sannazaro</a></div><nav id="site-navigation" class="main-header-menu"><ul id="primary-menu" class="menu">` +
    (s.lang === 'pt' ? `<li class="menu-item"><a href="${O}/pt/">Início</a></li><li class="menu-item"><a href="${O}/">Italiano</a></li>` : `<li class="menu-item"><a href="${O}/">Home</a></li><li class="menu-item"><a href="${O}/corsi/">Corsi</a></li><li class="menu-item"><a href="${O}/docenti/">I nostri docenti</a></li><li class="menu-item"><a href="${O}/contatti/">Contatti</a></li><li class="menu-item"><a href="${O}/pt/">Português</a></li>`) +
    `</ul></nav></header><div id="content" class="site-content">`,
  footer: () =>
    `</div><footer id="colophon" class="site-footer"><p>Accademia della Pizza Sannazaro s.r.l. · Via Jacopo Sannazaro 41, 80122 Napoli · P.IVA 08431270634 · ${tel('081 761 2290')} · ${mailto(`info@${HOST}`)}</p><p><a href="${O}/privacy-policy/">Privacy Policy</a> · <a href="${O}/area-allievi/">Area allievi</a></p></footer>`,
  privacyPath: { it: `${O}/privacy-policy/`, pt: `${O}/privacy-policy/` },
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'it-IT' });

type D = { name: string; shown: string; role: string; local: string; rev?: boolean };
const DOCENTI: D[] = [
  { name: 'Gennaro Esposito', shown: 'Gennaro Esposito', role: 'Maestro pizzaiolo, fondatore e direttore didattico', local: 'gennaro.esposito' },
  { name: 'Salvatore Romano', shown: 'Salvatore Romano', role: 'Istruttore – impasti e lievitazione', local: 'salvatore.romano' },
  { name: 'Ciro Amato', shown: 'Ciro Amato', role: 'Fornaio, docente di gestione del forno a legna', local: 'ciro.amato', rev: true },
  { name: 'Anna Caputo', shown: 'Dott.ssa Anna Caputo', role: 'Biologa nutrizionista, docente di merceologia', local: 'anna.caputo' },
  { name: 'Valeria Russo', shown: 'Dott.ssa Valeria Russo', role: 'Segreteria didattica e amministrazione', local: 'valeria.russo' },
  { name: 'Francesca Ricci', shown: 'Francesca Ricci', role: 'Tutor stage e inserimento lavorativo', local: 'francesca.ricci' },
];
const card = (d: D): string => {
  const mail = d.rev
    ? `<span class="eae-encoded" data-eae="${REV}">[e-mail protetta]</span><script>document.querySelectorAll('.eae-encoded').forEach(function(el){var s=el.getAttribute('data-eae').split('').reverse().join('');el.innerHTML='<a href="mailto:'+s+'">'+s+'</a>';});</script>`
    : `<a href="mailto:${d.local}@${HOST}" itemprop="email">${d.local}@${HOST}</a>`;
  return `<div class="elementor-widget elementor-widget-image-box" itemscope itemtype="https://schema.org/Person"><div class="elementor-image-box-wrapper"><h3 class="elementor-image-box-title" itemprop="name">${esc(d.shown)}</h3><p class="elementor-image-box-description" itemprop="jobTitle">${esc(d.role)}</p><p>${mail}</p></div></div>`;
};

export function accademiaPizzaSannazaro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Scuola per pizzaioli a Napoli',
    alternates: { it: '/', pt: '/pt' },
    main: `<h1>Diventa pizzaiolo napoletano</h1><p>Corsi professionali di 120 ore, corsi amatoriali del weekend e masterclass sull’impasto a lunga maturazione, nel cuore di Mergellina.</p><p><a href="${O}/corsi/">Scopri i corsi</a> · <a href="${O}/blog/">Dal nostro blog</a></p>`,
  });
  pages['/corsi'] = page({ path: '/corsi', title: 'Corsi', main: `<h1>Corsi</h1><ul><li>Corso professionale pizzaiolo – 120 ore</li><li>Weekend amatoriale</li><li>Masterclass impasti indiretti</li></ul>` });
  pages['/blog'] = page({ path: '/blog', title: 'Blog', main: `<h1>Blog</h1><p>Ricette, storie e novità dall’Accademia. Nuovi articoli in arrivo.</p>` });
  pages['/docenti'] = page({
    path: '/docenti',
    title: 'I nostri docenti',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Gennaro Esposito', jobTitle: 'Maestro pizzaiolo, fondatore e direttore didattico', email: `mailto:gennaro.esposito@${HOST}`, worksFor: { '@type': 'EducationalOrganization', name: 'Accademia della Pizza Sannazaro' } }],
    main: `<div class="elementor elementor-1187"><h1 class="elementor-heading-title">I nostri docenti</h1><div class="elementor-container">${DOCENTI.map(card).join('')}</div></div>`,
  });
  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: `<h1>Contatti</h1><p>Via Jacopo Sannazaro 41, 80122 Napoli</p><p>Direttore: Gennaro Esposito<br>Prenotazioni per gruppi, team building e aziende: ${mailto(`eventi@${HOST}`)}</p><div class="wpcf7"><form><input type="email" name="your-email" placeholder="nome@esempio.it"><textarea name="your-message"></textarea><input type="submit" value="Invia"></form></div>`,
  });
  pages['/pt'] = page({
    path: '/pt',
    title: 'Cursos de pizzaiolo em Nápoles',
    lang: 'pt-BR',
    alternates: { it: '/', pt: '/pt' },
    main: `<h1>Aprenda a pizza napolitana em Nápoles</h1><p>Turmas com tradução simultânea para alunos do Brasil e de Portugal, duas vezes por ano.</p><p>Coordenadora das turmas em português: Fernanda Lima – ${mailto(`fernanda.lima@${HOST}`)}</p>`,
  });
  pages['/2025/03/18/il-segreto-del-cornicione'] = page({
    path: '/2025/03/18/il-segreto-del-cornicione',
    title: 'Il segreto del cornicione',
    main: `<article class="post"><h1 class="entry-title">Il segreto del cornicione</h1><p>Idratazione, maturazione e un forno a 485 gradi: questo il tema della serata di marzo, condotta da Luca Ferraro, il nostro responsabile eventi e degustazioni, che raccoglie le iscrizioni per la prossima all’indirizzo ${mailto(`luca.ferraro@${HOST}`)}.</p></article>`,
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: `<h1>Privacy Policy</h1><p>Titolare del trattamento: Accademia della Pizza Sannazaro s.r.l.</p>` });
  pages['/area-allievi'] = page({ path: '/area-allievi', title: 'Area allievi', main: `<h1>Area allievi</h1><p>Dispense e attestati. Assistenza: ${mailto(`allievi@${HOST}`)}</p>` });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/corsi/', '/docenti/', '/contatti/', '/pt/', '/privacy-policy/'].map((p) => (p === '/' ? p : p.replace(/\/$/, '')))));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/18/il-segreto-del-cornicione']));
  const dc = (d: D): CaseKind[] => [
    'card',
    'link-non-english',
    ...(d.rev ? (['script-reversed'] as const) : (['microdata', 'plain'] as const)),
    ...(d.shown.startsWith('Dott') ? (['honorific'] as const) : []),
    ...(d.local === 'gennaro.esposito' ? (['json-ld-person', 'json-ld-mailto'] as const) : []),
  ];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-allievi\n\nSitemap: ${O}/sitemap_index.xml\n`,
      pages: { ...pages, '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'])) },
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['it', 'pt'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `eventi@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['neighbour', 'plain', 'link-non-english'] },
        ...DOCENTI.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.role,
          pages: ['/docenti'],
          ...(d.rev ? { encoded: { kind: 'reversed' as const, text: REV } } : {}),
          cases: dc(d),
        })),
        { address: `fernanda.lima@${HOST}`, name: 'Fernanda Lima', title: 'Coordenadora das turmas em português', pages: ['/pt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `luca.ferraro@${HOST}`, name: 'Luca Ferraro', title: 'responsabile eventi e degustazioni', pages: ['/2025/03/18/il-segreto-del-cornicione'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-allievi'],
      nonAddresses: [
        { text: `allievi@${HOST}`, kind: 'disallowed' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
        { text: 'swiper@11.1.1', kind: 'package' },
      ],
    },
  };
}
