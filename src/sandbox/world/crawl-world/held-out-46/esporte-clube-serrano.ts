/**
 * Esporte Clube Serrano: a Série D football club from Caxias do Sul (Rio Grande do Sul), on
 * WordPress with a sports theme. The board as "Cargo: Nome" lines (the president's address built
 * from character codes), the professional football staff in a table, the youth coordinator in
 * prose with a reversed address a script turns around, the press officer on a label line, and the
 * fiscal council on a transparency page listed only in the gzip sitemap robots.txt names. The
 * ticketing partner's address, Swiper's version on jsDelivr and the athletes' area (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'esporteclubeserrano.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/o-clube', 'O Clube'],
  ['/diretoria', 'Diretoria'],
  ['/futebol-profissional', 'Futebol Profissional'],
  ['/categorias-de-base', 'Categorias de Base'],
  ['/socio-torcedor', 'Sócio Torcedor'],
  ['/imprensa', 'Imprensa'],
  ['/contato', 'Contato'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Esporte Clube Serrano',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">`,
    `<link rel="stylesheet" id="sportspress-general-css" href="${ORIGIN}/wp-content/plugins/sportspress/assets/css/sportspress.css?ver=2.7.21" media="all">`,
  ],
  header: () =>
    `<header class="header-clube"><div class="container"><a href="/" class="brand"><img src="${ORIGIN}/wp-content/uploads/2020/02/escudo-serrano.png" width="72" height="90" alt="Esporte Clube Serrano – Escudo"></a>` +
    `<nav class="menu-principal"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="btn-ingressos" href="/ingressos">Ingressos</a></div></header>`,
  footer: () =>
    `<footer class="rodape"><div class="container"><p><strong>Esporte Clube Serrano</strong> – Fundado em 19 de março de 1947<br>Estádio Antônio Zambon · Rua Os Dezoito do Forte, 2210 · Bairro São Pelegrino · Caxias do Sul/RS · CEP 95020-472</p>` +
    `<p>${tel('(54) 3221-4087')} · ${mailto(`contato@${HOST}`)}</p><p><a href="/area-do-atleta">Área do Atleta</a> · <a href="/politica-de-privacidade">Política de Privacidade</a></p><p>© 2025 EC Serrano – Todos os direitos reservados.</p></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
  bodyEnd: [`<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>`, `<script>new Swiper('.noticias-slider',{slidesPerView:1,loop:true});</script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-BR' });

export function esporteClubeSerrano(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Site oficial',
    description: 'Site oficial do Esporte Clube Serrano, de Caxias do Sul. Notícias, jogos, ingressos e sócio torcedor.',
    main:
      `<section class="noticias-slider swiper"><div class="swiper-wrapper"><div class="swiper-slide"><h2>Serrano vence o Brasil-Farroupilha e assume a vice-liderança</h2></div><div class="swiper-slide"><h2>Sub-17 estreia no Gauchão Juvenil neste sábado</h2></div></div></section>` +
      `<section class="proximo-jogo"><h2>Próximo jogo</h2><p>Serrano x Juventude B · Domingo, 16h · Estádio Antônio Zambon</p><p><a href="/ingressos">Compre seu ingresso</a></p></section>`,
  });

  pages['/o-clube'] = page({
    path: '/o-clube',
    title: 'O Clube',
    main: `<article><h1>O Clube</h1><p>Fundado por operários das metalúrgicas do bairro São Pelegrino em 1947, o Serrano conquistou a Divisão de Acesso em 1983 e 2019. As cores grená e branco homenageiam os imigrantes italianos da Serra Gaúcha.</p></article>`,
  });

  const carlos = `carlos.machado@${HOST}`;
  const carlosCodes = charCodes(carlos);
  pages['/diretoria'] = page({
    path: '/diretoria',
    title: 'Diretoria',
    main:
      `<article><h1>Diretoria Executiva – Gestão 2024/2026</h1><ul class="lista-diretoria">` +
      `<li><strong>Presidente:</strong> Carlos Eduardo Machado – <span id="em-pres"></span><script>(function(){var e=String.fromCharCode(${carlosCodes});document.getElementById('em-pres').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script></li>` +
      `<li><strong>Vice-presidente de Futebol:</strong> Anderson Luiz Bortolini – ${mailto(`anderson.bortolini@${HOST}`)}</li>` +
      `<li><strong>Vice-presidente Administrativo:</strong> Élio Grazziotin</li>` +
      `<li><strong>Diretor Financeiro:</strong> Marcelo Tonietto – ${mailto(`marcelo.tonietto@${HOST}`)}</li>` +
      `<li><strong>Secretária-Geral:</strong> Daniela Pezzi – ${mailto(`daniela.pezzi@${HOST}`)}</li>` +
      `</ul><p>Conselho Deliberativo e Conselho Fiscal: veja a página de transparência do clube.</p></article>`,
  });

  pages['/futebol-profissional'] = page({
    path: '/futebol-profissional',
    title: 'Futebol Profissional',
    main:
      `<article><h1>Futebol Profissional</h1><h2>Comissão técnica</h2><table class="sp-table"><thead><tr><th>Função</th><th>Nome</th><th>Contato</th></tr></thead><tbody>` +
      `<tr><td>Técnico</td><td>Paulo Roberto Zanotto</td><td>–</td></tr>` +
      `<tr><td>Auxiliar técnico</td><td>Fabrício Lazzari</td><td>–</td></tr>` +
      `<tr><td>Gerente de Futebol</td><td>Tiago Rech</td><td>${mailto(`tiago.rech@${HOST}`)}</td></tr>` +
      `<tr><td>Supervisor de Futebol</td><td>Luciano Sartori</td><td>${mailto(`luciano.sartori@${HOST}`)}</td></tr>` +
      `<tr><td>Preparador físico</td><td>Jeferson Boff</td><td>–</td></tr>` +
      `</tbody></table><p>Empresários e clubes interessados em atletas do elenco devem tratar diretamente com o gerente de futebol.</p></article>`,
  });

  const rogerio = `rogerio.fontana@${HOST}`;
  pages['/categorias-de-base'] = page({
    path: '/categorias-de-base',
    title: 'Categorias de Base',
    main:
      `<article><h1>Categorias de Base</h1><p>O Serrano mantém equipes sub-11, sub-13, sub-15, sub-17 e sub-20, com treinos no CT da Rua Pinheiro Machado. As peneiras são gratuitas e acontecem em fevereiro e agosto.</p>` +
      `<p>Pais e responsáveis que queiram inscrever um atleta podem falar com o coordenador das categorias de base, Rogério Fontana, pelo e-mail <span class="eml" data-eml="${reversed(rogerio)}"></span> ou pelo WhatsApp ${tel('(54) 99644-2108')}.</p>` +
      `<script>document.querySelectorAll('.eml').forEach(function(s){var a=s.getAttribute('data-eml').split('').reverse().join('');s.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script></article>`,
  });

  pages['/socio-torcedor'] = page({
    path: '/socio-torcedor',
    title: 'Sócio Torcedor',
    main: `<article><h1>Sócio Torcedor Grená</h1><p>Planos a partir de R$ 29,90 por mês, com entrada em todos os jogos em casa. Dúvidas sobre o seu plano: ${mailto(`socio@${HOST}`)}.</p></article>`,
  });

  pages['/ingressos'] = page({
    path: '/ingressos',
    title: 'Ingressos',
    main: `<article><h1>Ingressos</h1><p>Os ingressos são vendidos on-line pela plataforma IngressoFácil e nas bilheterias do estádio a partir das 14h do dia do jogo. Problemas com a compra on-line: atendimento@ingressofacil.com.br.</p></article>`,
  });

  pages['/imprensa'] = page({
    path: '/imprensa',
    title: 'Imprensa',
    main:
      `<article><h1>Sala de Imprensa</h1><p>Credenciamento para os jogos em casa até as 18h da sexta-feira anterior à partida.</p>` +
      `<p class="contato-imprensa"><strong>Assessoria de Imprensa:</strong> Juliana Crestani, assessora de comunicação, ${tel('(54) 99912-4471')}, ${mailto(`juliana.crestani@${HOST}`)}</p></article>`,
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Contato',
    main:
      `<article><h1>Contato</h1><p>Secretaria do clube: segunda a sexta, das 8h30 às 12h e das 13h30 às 18h.</p><ul><li>Geral: ${mailto(`contato@${HOST}`)}</li><li>Sócio Torcedor: ${mailto(`socio@${HOST}`)}</li><li>Imprensa: veja a <a href="/imprensa">Sala de Imprensa</a></li></ul></article>`,
  });

  pages['/transparencia'] = page({
    path: '/transparencia',
    title: 'Transparência',
    main:
      `<article><h1>Portal da Transparência</h1><p>Balanços patrimoniais 2022, 2023 e 2024, aprovados pelo Conselho Deliberativo.</p><h2>Conselho Fiscal</h2>` +
      `<p>Presidente do Conselho Fiscal: Valdir Zanella – ${mailto(`valdir.zanella@${HOST}`)}<br>Conselheiros: Ivo Menegotto e Sandra Carraro</p></article>`,
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: `<article><h1>Política de Privacidade</h1><p>Tratamos seus dados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p></article>` });
  pages['/area-do-atleta'] = page({ path: '/area-do-atleta', title: 'Área do Atleta', main: `<article><h1>Área do Atleta</h1><p>Acesso restrito a atletas e comissão técnica. Suporte: ${mailto(`departamento.medico@${HOST}`)}</p></article>` });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/o-clube', '/diretoria', '/futebol-profissional', '/categorias-de-base', '/socio-torcedor', '/ingressos', '/imprensa', '/contato', '/transparencia'], '2025-04-08'),
  );

  const allowedHtml = Object.keys(pages).filter((p) => p !== '/area-do-atleta' && p !== '/sitemap.xml.gz');
  const board = (local: string, name: string, title: string): { address: string; name: string; title: string; pages: string[]; cases: CaseKind[] } => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/diretoria'],
    cases: ['title-name-line', 'plain', 'link-non-english'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-do-atleta\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['pt'],
      addresses: [
        { address: `contato@${HOST}`, name: null, title: null, pages: allowedHtml, cases: ['role', 'plain'] },
        { address: `socio@${HOST}`, name: null, title: null, pages: ['/socio-torcedor', '/contato'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: carlos,
          name: 'Carlos Eduardo Machado',
          title: 'Presidente',
          pages: ['/diretoria'],
          encoded: { kind: 'charcodes', text: carlosCodes },
          cases: ['title-name-line', 'script-charcode', 'link-non-english'],
        },
        board('anderson.bortolini', 'Anderson Luiz Bortolini', 'Vice-presidente de Futebol'),
        board('marcelo.tonietto', 'Marcelo Tonietto', 'Diretor Financeiro'),
        board('daniela.pezzi', 'Daniela Pezzi', 'Secretária-Geral'),
        { address: `tiago.rech@${HOST}`, name: 'Tiago Rech', title: 'Gerente de Futebol', pages: ['/futebol-profissional'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `luciano.sartori@${HOST}`, name: 'Luciano Sartori', title: 'Supervisor de Futebol', pages: ['/futebol-profissional'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: rogerio,
          name: 'Rogério Fontana',
          title: 'coordenador das categorias de base',
          pages: ['/categorias-de-base'],
          encoded: { kind: 'reversed', text: reversed(rogerio) },
          cases: ['prose', 'script-reversed', 'link-non-english'],
        },
        { address: `juliana.crestani@${HOST}`, name: 'Juliana Crestani', title: 'assessora de comunicação', pages: ['/imprensa'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `valdir.zanella@${HOST}`, name: 'Valdir Zanella', title: 'Presidente do Conselho Fiscal', pages: ['/transparencia'], cases: ['title-name-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-atleta'],
      nonAddresses: [
        { text: `departamento.medico@${HOST}`, kind: 'disallowed' },
        { text: 'atendimento@ingressofacil.com.br', kind: 'other-company' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
