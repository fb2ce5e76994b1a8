/**
 * Escola de Línguas Ribeira: a language school in Porto on Webflow, in Portuguese with an English
 * page for foreign students. The teachers as a Webflow CMS collection list (cards), one of them
 * with a post-nominal (MA TESOL) whose address an Embed element builds with String.fromCharCode;
 * the director with "Dra.", the secretariat and exams office as a definition list on the contact
 * page, the Cambridge exams coordinator on a page that only the gzip-compressed sitemap named in
 * robots.txt lists; the managing director and director of studies with English titles on the
 * English page. A placeholder address in the enrolment form, the online-payment provider's
 * address, a comment and the students' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'escolaribeira.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/65f1a2b3c4d5e6f7a8b9c0d1';

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/cursos', 'Cursos'],
  ['/equipa', 'Equipa'],
  ['/inscricoes', 'Inscrições'],
  ['/contactos', 'Contactos'],
  ['/en', 'EN'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Escola de Línguas Ribeira',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/escola-ribeira.webflow.4a7c1e2f9.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${CDN}/65f1a2b3c4d5e6f7a8b9c0e2_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: () =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0f3_logo-ribeira.svg" loading="lazy" width="150" alt="Escola de Línguas Ribeira"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<section class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><p class="footer-text">Escola de Línguas Ribeira, Lda.<br>Rua das Flores, 87 – 2.º<br>4050-265 Porto<br>${tel('+351 222 018 347')} (chamada para a rede fixa nacional)<br>${mailto(`secretaria@${HOST}`)}</p></div>` +
    `<div><a href="/politica-de-privacidade" class="footer-link">Política de Privacidade</a><a href="https://www.livroreclamacoes.pt" class="footer-link">Livro de Reclamações</a><a href="/area-do-aluno" class="footer-link">Área do Aluno</a></div></div></div></section>` +
    `<!-- formulário antigo enviava para inscricoes2019@${HOST} -->`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: [`<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1a2b3c4d5e6f7a8b9c0d1" type="text/javascript" crossorigin="anonymous"></script>`, `<script src="${CDN}/js/webflow.8c1e4b7a2.js" type="text/javascript"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT' });

const sectionWf = (cls: string, html: string): string => `<section class="section ${cls}"><div class="w-container"><div class="w-richtext">${html}</div></div></section>`;

type Teacher = { shown: string; name: string; title: string; local: string; script?: boolean; honorific?: boolean; postNominal?: boolean; photo: string };
const TEACHERS: Teacher[] = [
  { shown: 'Pedro Almeida', name: 'Pedro Almeida', title: 'Diretor Executivo', local: 'palmeida', photo: 'pedro' },
  { shown: 'Dra. Helena Marques', name: 'Helena Marques', title: 'Diretora Pedagógica', local: 'hmarques', honorific: true, photo: 'helena' },
  { shown: 'Ricardo Lopes, MA TESOL', name: 'Ricardo Lopes', title: 'Coordenador do Departamento de Inglês', local: 'rlopes', script: true, postNominal: true, photo: 'ricardo' },
  { shown: 'Sabine Hoffmann', name: 'Sabine Hoffmann', title: 'Professora de Alemão e examinadora do Goethe-Institut', local: 'shoffmann', photo: 'sabine' },
  { shown: 'Camille Durand', name: 'Camille Durand', title: 'Professora de Francês', local: 'cdurand', photo: 'camille' },
  { shown: 'Ana Ribeiro', name: 'Ana Ribeiro', title: 'Professora de Espanhol', local: 'aribeiro', photo: 'ana' },
];

const scriptFor = (address: string): string => `document.write('<a href="mailto:' + String.fromCharCode(${charCodes(address)}) + '">' + String.fromCharCode(${charCodes(address)}) + '</a>');`;

const card = (t: Teacher): string => {
  const addr = `${t.local}@${HOST}`;
  const email = t.script ? `<div class="w-embed w-script"><script>${scriptFor(addr)}</script></div>` : mailto(addr, addr, 'class="team-email"');
  return (
    `<div role="listitem" class="team-item w-dyn-item"><img src="${CDN}/66a0b1c2d3e4f5a6b7c8d9e0_${t.photo}.jpg" loading="lazy" alt="${esc(t.name)}" class="team-photo">` +
    `<h3 class="team-name">${esc(t.shown)}</h3><div class="team-role">${esc(t.title)}</div>${email}</div>`
  );
};

export function escolaRibeira(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cursos de línguas no Porto',
    alternates: { 'pt-PT': '/', en: '/en' },
    description: 'Cursos de inglês, alemão, francês e espanhol no Porto para jovens e adultos. Preparação para exames Cambridge, Goethe, DELF e DELE.',
    main: sectionWf('hero', `<h1>Aprenda línguas no coração do Porto</h1><p>Desde 1998 ensinamos inglês, alemão, francês e espanhol a jovens e adultos, em grupos de no máximo oito alunos.</p><p><a href="/cursos">Ver cursos</a> · <a href="/inscricoes">Inscreva-se</a></p>`),
  });

  pages['/cursos'] = page({
    path: '/cursos',
    title: 'Cursos',
    main: sectionWf('cursos', `<h1>Cursos</h1><ul><li>Inglês Geral A1–C2</li><li>Alemão para profissionais de saúde</li><li>Francês – preparação DELF</li><li>Espanhol – preparação DELE</li><li>Português para estrangeiros</li></ul>`),
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    main: `<section class="section team"><div class="w-container"><h1>A nossa equipa</h1><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEACHERS.map(card).join('')}</div></div></div></section>`,
  });

  pages['/inscricoes'] = page({
    path: '/inscricoes',
    title: 'Inscrições',
    main:
      `<section class="section"><div class="w-container"><h1>Inscrições 2025/26</h1><div class="w-form"><form id="wf-form-Inscricao" name="wf-form-Inscricao" data-name="Inscricao" method="get" aria-label="Inscricao">` +
      `<label for="nome">Nome completo</label><input class="w-input" maxlength="256" name="nome" data-name="Nome" type="text" id="nome" required>` +
      `<label for="email">E-mail</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="nome@exemplo.test" type="email" id="email" required>` +
      `<label for="curso">Curso</label><select id="curso" name="curso" class="w-select"><option value="ingles">Inglês</option><option value="alemao">Alemão</option><option value="frances">Francês</option><option value="espanhol">Espanhol</option></select>` +
      `<input type="submit" data-wait="Aguarde..." class="submit-button w-button" value="Enviar inscrição"></form><div class="w-form-done" tabindex="-1" role="region"><div>Obrigado! Recebemos a sua inscrição.</div></div><div class="w-form-fail" tabindex="-1" role="region"><div>Ocorreu um erro. Tente novamente.</div></div></div>` +
      `<p>O pagamento da propina pode ser feito por MB Way ou referência Multibanco; dúvidas sobre pagamentos: suporte@pagamentos-easypay.test.</p></div></section>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: sectionWf(
      'contactos',
      `<h1>Contactos</h1><p>Rua das Flores, 87 – 2.º, 4050-265 Porto (metro São Bento)</p>` +
        `<dl><dt>Secretaria Académica</dt><dd>Inês Cardoso<br>${tel('+351 222 018 347')}<br>${mailto(`icardoso@${HOST}`)}</dd>` +
        `<dt>Coordenação de Exames</dt><dd>Teresa Vaz<br>${mailto(`tvaz@${HOST}`)}</dd>` +
        `<dt>Informações gerais</dt><dd>${mailto(`secretaria@${HOST}`)}</dd></dl>` +
        `<p>Horário: segunda a sexta, 9h30–20h30; sábado, 9h30–13h00.</p>`,
    ),
  });

  pages['/preparacao-exames-cambridge'] = page({
    path: '/preparacao-exames-cambridge',
    title: 'Preparação para exames Cambridge',
    main: sectionWf(
      'exames',
      `<h1>Preparação para exames Cambridge</h1><p>Somos centro de preparação para os exames B1 Preliminary, B2 First, C1 Advanced e C2 Proficiency, com simulações de exame todos os meses.</p>` +
        `<p>Joana Pinto, coordenadora do centro de preparação Cambridge, ${mailto(`jpinto@${HOST}`)}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Language courses in Porto',
    lang: 'en',
    alternates: { 'pt-PT': '/', en: '/en' },
    main: sectionWf(
      'en',
      `<h1>Learn Portuguese in Porto</h1><p>Intensive and part-time Portuguese courses for foreigners, A1 to C1, with CAPLE exam preparation.</p>` +
        `<h2>Who to contact</h2><p><strong>Pedro Almeida</strong> – Managing Director – ${mailto(`palmeida@${HOST}`)}</p><p><strong>Helena Marques</strong> – Director of Studies – ${mailto(`hmarques@${HOST}`)}</p>`,
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: sectionWf('legal', `<h1>Política de Privacidade</h1><p>Responsável pelo tratamento: Escola de Línguas Ribeira, Lda., NIPC 504 118 260.</p>`) });
  pages['/area-do-aluno'] = page({ path: '/area-do-aluno', title: 'Área do Aluno', main: sectionWf('aluno', `<h1>Área do Aluno</h1><p>Materiais e sumários. Problemas de acesso: ${mailto(`plataforma@${HOST}`)}</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/cursos', '/equipa', '/inscricoes', '/contactos', '/preparacao-exames-cambridge', '/en', '/politica-de-privacidade'], '2025-02-03'));

  const teacherCases = (t: Teacher): CaseKind[] => [
    'card',
    'link-non-english',
    t.script ? 'script-charcode' : 'plain',
    ...(t.honorific ? (['honorific'] as CaseKind[]) : []),
    ...(t.postNominal ? (['post-nominal'] as CaseKind[]) : []),
  ];
  const EN: Record<string, string> = { palmeida: 'Managing Director', hmarques: 'Director of Studies' };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-do-aluno\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['pt', 'en'],
      addresses: [
        { address: `secretaria@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        ...TEACHERS.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          ...(EN[t.local] ? { titleAlternatives: [EN[t.local]!] } : {}),
          pages: EN[t.local] ? ['/equipa', '/en'] : ['/equipa'],
          ...(t.script ? { encoded: { kind: 'charcodes' as const, text: charCodes(`${t.local}@${HOST}`) } } : {}),
          cases: teacherCases(t),
        })),
        { address: `icardoso@${HOST}`, name: 'Inês Cardoso', title: 'Secretaria Académica', pages: ['/contactos'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `tvaz@${HOST}`, name: 'Teresa Vaz', title: 'Coordenação de Exames', pages: ['/contactos'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `jpinto@${HOST}`, name: 'Joana Pinto', title: 'coordenadora do centro de preparação Cambridge', pages: ['/preparacao-exames-cambridge'], cases: ['sitemap-gzip', 'name-title-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-do-aluno'],
      nonAddresses: [
        { text: `inscricoes2019@${HOST}`, kind: 'comment' },
        { text: `plataforma@${HOST}`, kind: 'disallowed' },
        { text: 'nome@exemplo.test', kind: 'placeholder' },
        { text: 'suporte@pagamentos-easypay.test', kind: 'other-company' },
      ],
    },
  };
}
