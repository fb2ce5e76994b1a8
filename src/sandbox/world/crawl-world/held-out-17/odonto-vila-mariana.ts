/**
 * Odonto Vila Mariana: a dental clinic in São Paulo, Brazilian Portuguese, on WordPress with Divi.
 * The dentists in Divi team-member modules with "Dr."/"Dra." before the names, the paediatric
 * dentist's address built from character codes, the oral-maxillofacial surgeon's address only in
 * the JSON-LD, the administrative manager in a sentence with the address as character references,
 * the clinic in microdata on the contact page, the patient area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'odontovilamariana.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/tratamentos', 'Tratamentos'],
  ['/nossa-equipe', 'Nossa Equipe'],
  ['/convenios', 'Convênios'],
  ['/blog', 'Blog'],
  ['/contato', 'Contato'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Odonto Vila Mariana',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Nunito:300,regular,600,700&amp;subset=latin,latin-ext&amp;display=swap" type="text/css" media="all">`,
  ],
  header: () =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container">` +
    `<div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="${UP}/2022/08/logo-odonto-vm.png" width="320" height="90" alt="Odonto Vila Mariana" id="logo" data-height-percentage="60" data-retina="${UP}/2022/08/logo-odonto-vm@2x.png"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
    MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div class="et_pb_widget widget_text"><div class="textwidget">` +
    `<p><strong>Odonto Vila Mariana</strong><br>Rua Domingos de Morais, 1580 – conj. 32<br>Vila Mariana – São Paulo/SP – CEP 04010-200<br>${tel('(11) 5572-4410')} · WhatsApp ${tel('(11) 98870-2214')}</p>` +
    `<p>Responsável técnica: Dra. Helena Prado – CRO-SP 84.512</p></div></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Odonto Vila Mariana · <a href="/politica-de-privacidade">Política de Privacidade</a> · <a href="/area-do-paciente">Área do paciente</a></div></div></div></footer></div></div></div>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (inner: string, n = 0) =>
  `<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_0">\n${inner}\n</div></div></div></div>`;

const CAMILA = 'camila.nogueira@odontovilamariana.test';
const CAMILA_CODES = charCodes(CAMILA);

interface Dentist {
  shown: string;
  name: string;
  title: string;
  photo: string;
  mail: string;
}
const TEAM: Dentist[] = [
  { shown: 'Dra. Helena Prado', name: 'Helena Prado', title: 'Diretora clínica e ortodontista', photo: 'helena', mail: mailto('helena.prado@odontovilamariana.test') },
  { shown: 'Dr. Rafael Tavares', name: 'Rafael Tavares', title: 'Implantodontista', photo: 'rafael', mail: mailto('rafael.tavares@odontovilamariana.test') },
  {
    shown: 'Dra. Camila Nogueira',
    name: 'Camila Nogueira',
    title: 'Odontopediatra',
    photo: 'camila',
    mail: `<span class="email-protegido"><script>document.write('<a href="mailto:'+String.fromCharCode(${CAMILA_CODES})+'">'+String.fromCharCode(${CAMILA_CODES})+'</a>');</script></span>`,
  },
  { shown: 'Dr. Thiago Moreira', name: 'Thiago Moreira', title: 'Endodontista (tratamento de canal)', photo: 'thiago', mail: mailto('thiago.moreira@odontovilamariana.test') },
  { shown: 'Juliana Alves', name: 'Juliana Alves', title: 'Técnica em Saúde Bucal (TSB)', photo: 'juliana', mail: mailto('juliana.alves@odontovilamariana.test') },
  { shown: 'Dr. Lucas Ferraz', name: 'Lucas Ferraz', title: 'Cirurgião bucomaxilofacial', photo: 'lucas', mail: '<p class="et_pb_member_note">Atende às quintas-feiras, com agendamento prévio.</p>' },
];

function teamModules(): string {
  return TEAM.map(
    (d, i) =>
      `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${i}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
      `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${UP}/2023/02/${d.photo}-400x400.jpg" alt="${esc(d.shown)}"></div>` +
      `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(d.shown)}</h4><p class="et_pb_member_position">${esc(d.title)}</p>` +
      `<div>${d.mail}</div></div></div></div>`,
  ).join('\n');
}

const DENTIST_LD = {
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  name: 'Odonto Vila Mariana',
  url: `${ORIGIN}/`,
  telephone: '+55 11 5572-4410',
  address: { '@type': 'PostalAddress', streetAddress: 'Rua Domingos de Morais, 1580 – conj. 32', addressLocality: 'São Paulo', addressRegion: 'SP', postalCode: '04010-200', addressCountry: 'BR' },
  founder: { '@type': 'Person', name: 'Helena Prado', honorificPrefix: 'Dra.', jobTitle: 'Diretora clínica e ortodontista', email: 'helena.prado@odontovilamariana.test' },
};

const TEAM_LD = {
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  name: 'Odonto Vila Mariana',
  employee: [
    { '@type': 'Person', name: 'Lucas Ferraz', honorificPrefix: 'Dr.', jobTitle: 'Cirurgião bucomaxilofacial', email: 'lucas.ferraz@odontovilamariana.test' },
    { '@type': 'Person', name: 'Thiago Moreira', honorificPrefix: 'Dr.', jobTitle: 'Endodontista' },
  ],
};

export function odontoVilaMariana(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Clínica odontológica na Vila Mariana',
    lang: 'pt-BR',
    jsonLd: [DENTIST_LD],
    main: section(
      `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Seu sorriso em boas mãos, há 15 anos na Vila Mariana</h1><p>Ortodontia, implantes, odontopediatria e clínica geral em um só lugar, a 200 metros da estação Ana Rosa do metrô.</p></div></div>` +
        `<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="/contato">Agende sua avaliação</a></div>` +
        `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Dúvidas? Escreva para ${mailto('contato@odontovilamariana.test')}</p></div></div>`,
    ),
  });

  pages['/tratamentos'] = page({
    path: '/tratamentos',
    title: 'Tratamentos',
    lang: 'pt-BR',
    main: section(
      `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Tratamentos</h1><ul><li>Aparelhos ortodônticos fixos e alinhadores transparentes</li><li>Implantes dentários e próteses sobre implante</li><li>Tratamento de canal</li><li>Clareamento dental</li><li>Odontopediatria</li></ul></div></div>`,
    ),
  });

  pages['/nossa-equipe'] = page({
    path: '/nossa-equipe',
    title: 'Nossa Equipe',
    lang: 'pt-BR',
    jsonLd: [TEAM_LD],
    main: section(`<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Nossa Equipe</h1><p>Profissionais especialistas, registrados no CRO-SP.</p></div></div>\n${teamModules()}`, 1),
  });

  pages['/convenios'] = page({
    path: '/convenios',
    title: 'Convênios',
    lang: 'pt-BR',
    main: section(
      `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Convênios aceitos</h1><p>Atendemos Amil Dental, Bradesco Dental, OdontoPrev e SulAmérica Odonto. Para saber se o seu plano cobre o tratamento, fale com a nossa gerente administrativa, Patrícia Rocha, pelo e-mail <a href="mailto:${entities('patricia.rocha@odontovilamariana.test')}">${entities('patricia.rocha@odontovilamariana.test')}</a>, ou ligue na recepção.</p></div></div>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'pt-BR',
    main: section(`<div class="et_pb_module et_pb_blog_grid"><article class="et_pb_post"><h2 class="entry-title"><a href="/blog/clareamento-dental-mitos-e-verdades">Clareamento dental: mitos e verdades</a></h2><p class="post-meta">por Dra. Camila Nogueira | 14 mar 2025</p></article></div>`),
  });

  pages['/blog/clareamento-dental-mitos-e-verdades'] = page({
    path: '/blog/clareamento-dental-mitos-e-verdades',
    title: 'Clareamento dental: mitos e verdades',
    lang: 'pt-BR',
    main: section(
      `<article class="et_pb_post"><h1 class="entry-title">Clareamento dental: mitos e verdades</h1><p class="post-meta">por <span class="author vcard">Dra. Camila Nogueira</span> | 14 mar 2025</p><div class="entry-content"><p>Clareamento enfraquece os dentes? Não, quando feito com acompanhamento profissional. A sensibilidade passageira é comum e pode ser controlada.</p><p>Crianças e adolescentes devem esperar a formação completa da dentição.</p></div></article>`,
    ),
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Contato',
    lang: 'pt-BR',
    main: section(
      `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contato</h1>` +
        `<div itemscope itemtype="https://schema.org/Dentist"><p><strong itemprop="name">Odonto Vila Mariana</strong></p><p itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Rua Domingos de Morais, 1580 – conj. 32</span>, <span itemprop="addressLocality">São Paulo</span> – <span itemprop="postalCode">04010-200</span></p>` +
        `<p>Telefone: <span itemprop="telephone">(11) 5572-4410</span><br>E-mail: <a href="mailto:contato@odontovilamariana.test" itemprop="email">contato@odontovilamariana.test</a></p></div>` +
        `<p>Para agendar ou remarcar consultas: ${mailto('agendamento@odontovilamariana.test')} ou WhatsApp ${tel('(11) 98870-2214')}.</p>` +
        `<p>Segunda a sexta, das 8h às 20h; sábados, das 8h às 13h.</p></div></div>`,
    ),
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de Privacidade',
    lang: 'pt-BR',
    main: section(`<div class="et_pb_text_inner"><h1>Política de Privacidade</h1><p>Tratamos seus dados pessoais conforme a LGPD (Lei 13.709/2018), apenas para agendamento e prontuário odontológico.</p></div>`),
  });

  pages['/area-do-paciente'] = page({
    path: '/area-do-paciente',
    title: 'Área do paciente',
    lang: 'pt-BR',
    main: section(`<div class="et_pb_text_inner"><h1>Área do paciente</h1><p>Acesse exames, orçamentos e radiografias. Problemas de acesso: ${mailto('prontuario@odontovilamariana.test')}</p></div>`),
  });

  const ln: CaseKind = 'link-non-english';
  const card = (address: string, extra: CaseKind[] = ['plain']): CaseKind[] => ['card', 'honorific', ln, ...extra].filter((c) => address !== 'juliana.alves@odontovilamariana.test' || c !== 'honorific') as CaseKind[];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-do-paciente\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: { ...pages, '/wp-sitemap.xml': { body: urlset(HOST, Object.keys(pages).filter((p) => p !== '/area-do-paciente')), contentType: 'application/xml; charset=utf-8' } },
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['pt'],
      addresses: [
        { address: 'contato@odontovilamariana.test', name: null, title: null, pages: ['/', '/contato'], cases: ['role', 'microdata', 'plain', ln] },
        { address: 'agendamento@odontovilamariana.test', name: null, title: null, pages: ['/contato'], cases: ['role', 'plain', ln] },
        {
          address: 'helena.prado@odontovilamariana.test',
          name: 'Helena Prado',
          title: 'Diretora clínica e ortodontista',
          pages: ['/nossa-equipe', '/'],
          cases: [...card('helena.prado@odontovilamariana.test'), 'json-ld-person'],
        },
        { address: 'rafael.tavares@odontovilamariana.test', name: 'Rafael Tavares', title: 'Implantodontista', pages: ['/nossa-equipe'], cases: card('rafael.tavares@odontovilamariana.test') },
        {
          address: CAMILA,
          name: 'Camila Nogueira',
          title: 'Odontopediatra',
          pages: ['/nossa-equipe'],
          encoded: { kind: 'charcodes', text: CAMILA_CODES },
          cases: card(CAMILA, ['script-charcode']),
        },
        { address: 'thiago.moreira@odontovilamariana.test', name: 'Thiago Moreira', title: 'Endodontista (tratamento de canal)', pages: ['/nossa-equipe'], cases: card('thiago.moreira@odontovilamariana.test') },
        { address: 'juliana.alves@odontovilamariana.test', name: 'Juliana Alves', title: 'Técnica em Saúde Bucal (TSB)', pages: ['/nossa-equipe'], cases: card('juliana.alves@odontovilamariana.test') },
        {
          address: 'lucas.ferraz@odontovilamariana.test',
          name: 'Lucas Ferraz',
          title: 'Cirurgião bucomaxilofacial',
          pages: ['/nossa-equipe'],
          cases: ['json-ld-only', 'json-ld-person', 'honorific', ln],
        },
        { address: 'patricia.rocha@odontovilamariana.test', name: 'Patrícia Rocha', title: 'gerente administrativa', pages: ['/convenios'], cases: ['prose', 'entities', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-paciente'],
      nonAddresses: [
        { text: 'prontuario@odontovilamariana.test', kind: 'disallowed' },
        { text: 'logo-odonto-vm@2x.png', kind: 'retina' },
      ],
    },
  };
}
