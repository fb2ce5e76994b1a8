/**
 * Museu Municipal de Vale de Arcos: a small municipal museum of rural life and linen weaving in
 * the Minho, on a municipal web supplier's CMS, in European Portuguese. "Equipa" (a Portuguese
 * menu label) gives the staff as a table (cargo, nome, telefone, correio eletrónico) with "Dr.ª"
 * and "Dr." before the director's and curator's names; the contacts page has a "Name, Title,
 * address" line for the documentation centre; the education service's mailbox stands beside
 * the guide's name; a past exhibition, listed only in the sitemap robots.txt names at its own
 * path, credits its curator as "Comissária: Dr.ª …". The town hall's address, the newsletter
 * placeholder, a comment left by the web supplier and the intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'museu-valedarcos.test';

const MENU: [string, string][] = [
  ['/o-museu', 'O Museu'],
  ['/exposicoes', 'Exposições'],
  ['/visitar', 'Visitar'],
  ['/servico-educativo', 'Serviço Educativo'],
  ['/equipa', 'Equipa'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Museu Municipal de Vale de Arcos',
  head: ['<meta name="author" content="Município de Vale de Arcos">', '<link rel="stylesheet" href="/assets/css/museu.min.css?v=20240311">', '<link rel="icon" href="/assets/img/favicon.ico">'],
  header: (p) =>
    `<header class="cabecalho"><div class="barra-municipio"><a href="https://www.cm-valedarcos.pt">Município de Vale de Arcos</a></div><a class="marca" href="/"><img src="/assets/img/logo-museu.svg" alt="Museu Municipal de Vale de Arcos"></a>` +
    `<nav class="menu-principal" aria-label="Menu principal"><ul>${MENU.map(([h, l]) => `<li><a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="rodape"><div class="rodape-col"><p><strong>Museu Municipal de Vale de Arcos</strong><br>Largo do Pelourinho, 7<br>4970-214 Vale de Arcos</p><p>${tel('258 940 310')}</p></div><div class="rodape-col"><p>Terça a domingo, 10h00–12h30 e 14h00–17h30. Encerra à segunda-feira e nos feriados de 1 de janeiro, domingo de Páscoa, 1 de maio e 25 de dezembro.</p></div>` +
    `<div class="rodape-col"><a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/intranet">Área reservada</a></div><!-- desenvolvido por Webminho: suporte.museu@${HOST} --></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT', main: `<div class="conteudo">${spec.main}</div>` });

type Staff = { cargo: string; shown: string; name: string; phone: string; local: string | null; honorific?: boolean };
const STAFF: Staff[] = [
  { cargo: 'Diretora', shown: 'Dr.ª Helena Cardoso', name: 'Helena Cardoso', phone: '258 940 311', local: 'helena.cardoso', honorific: true },
  { cargo: 'Conservador', shown: 'Dr. Rui Matias', name: 'Rui Matias', phone: '258 940 312', local: 'rui.matias', honorific: true },
  { cargo: 'Técnica Superior de Museologia', shown: 'Marta Pinheiro', name: 'Marta Pinheiro', phone: '258 940 313', local: 'marta.pinheiro' },
  { cargo: 'Técnico de Conservação e Restauro', shown: 'Nuno Ferraz', name: 'Nuno Ferraz', phone: '258 940 314', local: 'nuno.ferraz' },
  { cargo: 'Técnica Superior de Comunicação', shown: 'Sofia Lemos', name: 'Sofia Lemos', phone: '258 940 315', local: 'sofia.lemos' },
  { cargo: 'Assistente Técnica (Receção e Loja)', shown: 'Carla Sousa', name: 'Carla Sousa', phone: '258 940 310', local: 'carla.sousa' },
  { cargo: 'Assistente Operacional', shown: 'Manuel Rocha', name: 'Manuel Rocha', phone: '258 940 310', local: null },
];

const EXPO = '/exposicoes/2024-memorias-do-linho';

export function museuValeDeArcos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Início',
    main: `<section class="destaque"><h1>Do linho ao tear</h1><p>O Museu Municipal de Vale de Arcos guarda a memória do trabalho agrícola e da tecelagem do linho no Alto Minho. A exposição permanente ocupa o antigo solar dos Pereira Coutinho, no centro histórico.</p><p><a href="/exposicoes">Exposições</a> · <a href="/visitar">Horários e bilhetes</a></p></section>` +
      `<section class="newsletter"><h2>Receba a agenda do Museu</h2><form action="/newsletter" method="post"><input type="email" name="email" placeholder="o.seu.email@exemplo.pt"><button>Subscrever</button></form></section>`,
  });

  pages['/o-museu'] = page({
    path: '/o-museu',
    title: 'O Museu',
    main: `<h1>O Museu</h1><p>Criado em 1994 por deliberação da Câmara Municipal, o Museu reúne mais de 6 000 objetos doados pela população do concelho: alfaias agrícolas, teares, trajes de lavradeira e uma coleção de fotografia de Aurélio Pires (1902–1987). Integra a Rede Portuguesa de Museus desde 2005.</p><p>Para assuntos da autarquia, contacte os serviços centrais do Município (geral@cm-valedarcos.pt).</p>`,
  });

  pages['/exposicoes'] = page({
    path: '/exposicoes',
    title: 'Exposições',
    main: `<h1>Exposições</h1><h2>Permanente</h2><p><strong>Do linho ao tear</strong> – o ciclo do linho, da sementeira à peça de enxoval.</p><h2>Temporária</h2><p><strong>Lavradeiras: retratos de Aurélio Pires</strong> – até 15 de março de 2026, na sala do piso 1.</p>`,
  });

  pages[EXPO] = page({
    path: EXPO,
    title: 'Memórias do Linho (2024)',
    main: `<article><h1>Memórias do Linho</h1><p class="datas">12 de abril a 29 de setembro de 2024</p><p>Uma exposição de testemunhos orais e peças de enxoval recolhidas nas freguesias de Sá, Cabreiro e Gondufe, resultado de dois anos de trabalho de campo com as tecedeiras do concelho.</p><p>Comissária: Dr.ª Joana Vieira (${mailto(`joana.vieira@${HOST}`)})</p><p>Produção: Museu Municipal de Vale de Arcos. Apoio: Direção Regional de Cultura do Norte.</p></article>`,
  });

  pages['/visitar'] = page({
    path: '/visitar',
    title: 'Visitar',
    main: `<h1>Visitar</h1><table class="precos"><tr><th>Bilhete normal</th><td>3,00 €</td></tr><tr><th>Estudantes e maiores de 65</th><td>1,50 €</td></tr><tr><th>Residentes no concelho e menores de 12</th><td>Gratuito</td></tr></table><p>Entrada gratuita no primeiro domingo de cada mês.</p>`,
  });

  pages['/servico-educativo'] = page({
    path: '/servico-educativo',
    title: 'Serviço Educativo',
    main: `<h1>Serviço Educativo</h1><p>Oficinas de tecelagem, visitas orientadas e o programa «Férias no Museu» para crianças dos 6 aos 12 anos. As visitas são orientadas por Marta Pinheiro e por mediadores voluntários.</p><p>Marcações de grupos escolares (com pelo menos 15 dias de antecedência): ${mailto(`educativo@${HOST}`)}</p>`,
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    main:
      `<h1>Equipa</h1><table class="tabela-equipa"><caption>Equipa do Museu Municipal de Vale de Arcos</caption><thead><tr><th scope="col">Cargo</th><th scope="col">Nome</th><th scope="col">Telefone</th><th scope="col">Correio eletrónico</th></tr></thead><tbody>` +
      STAFF.map((s) => `<tr><td>${esc(s.cargo)}</td><td>${esc(s.shown)}</td><td>${esc(s.phone)}</td><td>${s.local ? mailto(`${s.local}@${HOST}`) : '—'}</td></tr>`).join('') +
      `</tbody></table>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: `<h1>Contactos</h1><p>Museu Municipal de Vale de Arcos<br>Largo do Pelourinho, 7<br>4970-214 Vale de Arcos</p><p>Tel. ${tel('258 940 310')}<br>Correio eletrónico: ${mailto(`geral@${HOST}`)}</p><h2>Centro de Documentação</h2><p>Aberto ao público às quartas e quintas-feiras, mediante marcação.<br>Paulo Guerreiro, Técnico Superior de Biblioteca e Documentação, ${mailto(`paulo.guerreiro@${HOST}`)}</p>`,
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: `<h1>Política de privacidade</h1><p>O responsável pelo tratamento dos dados é o Município de Vale de Arcos.</p>` });
  pages['/intranet'] = page({ path: '/intranet', title: 'Área reservada', main: `<h1>Área reservada</h1><p>Acesso exclusivo a trabalhadores. Pedidos de acesso: ${mailto(`informatica@${HOST}`)}</p>` });

  const allowed = Object.keys(pages).filter((p) => p !== '/intranet' && p !== EXPO);

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /pesquisa\nDisallow: /assets/docs/internos/\n\nSitemap: http://${HOST}/mapa-do-site.xml\n`,
      pages: { ...pages, '/mapa-do-site.xml': { body: urlset(HOST, [...allowed, EXPO], '2025-02-11'), contentType: 'application/xml; charset=utf-8' } },
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `educativo@${HOST}`, name: null, title: null, pages: ['/servico-educativo'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        ...STAFF.filter((s) => s.local !== null).map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.cargo,
          pages: ['/equipa'],
          cases: ['table', 'plain', 'link-non-english', ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `paulo.guerreiro@${HOST}`, name: 'Paulo Guerreiro', title: 'Técnico Superior de Biblioteca e Documentação', pages: ['/contactos'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `joana.vieira@${HOST}`, name: 'Joana Vieira', title: 'Comissária', pages: [EXPO], cases: ['title-name-line', 'honorific', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `informatica@${HOST}`, kind: 'disallowed' },
        { text: `suporte.museu@${HOST}`, kind: 'comment' },
        { text: 'geral@cm-valedarcos.pt', kind: 'other-company' },
        { text: 'o.seu.email@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
