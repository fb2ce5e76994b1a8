/**
 * Maré Viva: a surf school at Arrifana, Aljezur (Algarve), on Joomla 4, European Portuguese with
 * an English page. The instructors in an article table, two addresses behind Joomla's e-mail
 * cloaking script, a physiotherapist with "Dr.", the English retreat coordinator as a card; the
 * instructors' roster disallowed, a git clone URL of the booking widget left in the page.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'marevivasurf.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Maré Viva Surf School',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4b2f1c" rel="stylesheet">`,
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const items: [string, string][] = en
      ? [['/en', 'Home'], ['/en/surf-camp', 'Surf camp'], ['/', 'Português']]
      : [['/', 'Início'], ['/aulas-de-surf', 'Aulas de surf'], ['/a-equipa', 'A equipa'], ['/contactos', 'Contactos'], ['/en', 'English']];
    return `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/">Maré Viva</a></div><nav class="container-nav"><ul class="mod-menu mod-list nav">${items.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Maré Viva – Escola de Surf, Lda. · Praia da Arrifana, 8670-111 Aljezur · RNAAT 214/2016 · ${tel('+351 282 997 415')}</p>` +
    `<p><a href="/escala-instrutores">Escala de instrutores</a> · <a href="/politica-de-privacidade">Política de privacidade</a> · Seguro de acidentes pessoais: Tranquilidade (apoio.cliente@tranquilidade-seguros.pt)</p></div></footer>`,
  bodyEnd: [`<script data-repo="git@github.com:mareviva/booking-widget.git" src="${ORIGIN}/media/widgets/booking.min.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT', main: `<div class="com-content-article item-page"><div itemprop="articleBody" class="com-content-article__body">${spec.main}</div></div>` });

/** Joomla's "Email Cloaking" plugin output for one address. */
function cloak(local: string, id: string): { html: string; script: string } {
  const [dom, tld] = HOST.split('.') as [string, string];
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + '${dom}' + '&#46;' + '${tld}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.</span><script type="text/javascript">\n ${script}\n</script>`, script };
}

type Row = { shown: string; name: string; title: string; local: string; cloakId?: string; honorific?: boolean };
const TEAM: Row[] = [
  { shown: 'Rita Gonçalves', name: 'Rita Gonçalves', title: 'Fundadora e diretora da escola', local: 'rita', cloakId: 'a3f91c0d' },
  { shown: 'João Mendonça', name: 'João Mendonça', title: 'Treinador principal (Grau II FPS)', local: 'joao' },
  { shown: 'Beatriz Nunes', name: 'Beatriz Nunes', title: 'Instrutora de surf e nadadora-salvadora', local: 'beatriz', cloakId: '5be27a14' },
  { shown: 'Dr. Henrique Sales', name: 'Henrique Sales', title: 'Fisioterapeuta', local: 'henrique', honorific: true },
  { shown: 'Duarte Figueira', name: 'Duarte Figueira', title: 'Responsável de material e aluguer', local: 'duarte' },
];

export function mareVivaSurf(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map(TEAM.filter((r) => r.cloakId).map((r) => [r.local, cloak(r.local, r.cloakId!)]));

  pages['/'] = page({
    path: '/',
    title: 'Aulas de surf na Costa Vicentina',
    alternates: { 'pt-PT': '/', en: '/en' },
    main: `<h1>Aulas de surf na Costa Vicentina</h1><p>Grupos pequenos, instrutores certificados e a melhor onda do Algarve. Informações e marcações: ${mailto(`info@${HOST}`)}</p>`,
  });
  pages['/aulas-de-surf'] = page({ path: '/aulas-de-surf', title: 'Aulas de surf', main: `<h1>Aulas de surf</h1><table class="table"><tr><td>Aula de grupo (2 h)</td><td>35 €</td></tr><tr><td>Pack 5 aulas</td><td>150 €</td></tr></table>` });
  pages['/a-equipa'] = page({
    path: '/a-equipa',
    title: 'A equipa',
    main:
      `<h1>A equipa</h1><table class="table table-striped"><thead><tr><th>Nome</th><th>Função</th><th>Email</th></tr></thead><tbody>` +
      TEAM.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${cloaks.get(r.local)?.html ?? mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table>`,
  });
  pages['/contactos'] = page({ path: '/contactos', title: 'Contactos', main: `<h1>Contactos</h1><p>Escritório na praia, das 9h às 18h. Email geral: ${mailto(`info@${HOST}`)}</p>` });
  pages['/en'] = page({
    path: '/en',
    title: 'Surf lessons in the Algarve',
    lang: 'en',
    alternates: { 'pt-PT': '/', en: '/en' },
    main:
      `<h1>Surf lessons on the wild west coast</h1><p>Week-long surf camps with yoga and local food.</p>` +
      `<div class="card"><div class="card-body"><h3 class="card-title">Hannah Price</h3><p class="card-subtitle">Surf Camp &amp; Retreat Coordinator</p><p>${mailto(`hannah@${HOST}`)}</p></div></div>`,
  });
  pages['/en/surf-camp'] = page({ path: '/en/surf-camp', title: 'Surf camp', lang: 'en', main: `<h1>Surf camp</h1><p>Seven nights, ten lessons, from 690 €.</p>` });
  pages['/escala-instrutores'] = page({ path: '/escala-instrutores', title: 'Escala', main: `<h1>Escala de instrutores</h1><p>Trocas de turno: ${mailto(`escala@${HOST}`)}</p>` });
  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: `<h1>Política de privacidade</h1><p>RGPD.</p>` });

  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /escala-instrutores\n`, pages, headers: { Server: 'Apache' } },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['pt', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        ...TEAM.map((r) => {
          const c = cloaks.get(r.local);
          return {
            address: `${r.local}@${HOST}`,
            name: r.name,
            title: r.title,
            pages: ['/a-equipa'],
            ...(c ? { encoded: { kind: 'script' as const, text: c.script } } : {}),
            cases: ['table', c ? 'script-protect' : 'plain', 'link-non-english', ...(r.honorific ? ['honorific'] : [])] as CaseKind[],
          };
        }),
        { address: `hannah@${HOST}`, name: 'Hannah Price', title: 'Surf Camp & Retreat Coordinator', pages: ['/en'], cases: ['card', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/escala-instrutores'],
      nonAddresses: [
        { text: `escala@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:mareviva/booking-widget.git', kind: 'git' },
        { text: 'apoio.cliente@tranquilidade-seguros.pt', kind: 'other-company' },
      ],
    },
  };
}
