/**
 * Cardoso Pimenta & Associados: a small law firm in Braga, Portuguese with English, on a hand-built
 * site. Addresses nome.apelido@. The founding partners as JSON-LD founders and in the team's
 * definition list with "Dr." and "Dra.", an associate with "LL.M." after the name, the litigation
 * lawyer only in the JSON-LD (an employee of a department), the bookings mailbox next to a partner's
 * name, the billing mailbox; the newsletter field's placeholder, the bar association's address and
 * the client area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cardoso-pimenta.test';
const ORIGIN = `http://${HOST}`;

const MENU_PT: [string, string][] = [
  ['/', 'Início'],
  ['/areas-de-pratica', 'Áreas de prática'],
  ['/equipa', 'Equipa'],
  ['/contactos', 'Contactos'],
  ['/en', 'EN'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/people', 'People'],
  ['/', 'PT'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cardoso Pimenta & Associados',
  head: [`<link rel="stylesheet" href="${ORIGIN}/assets/css/cpa.css?v=2024-11">`, '<link rel="preconnect" href="https://fonts.gstatic.test" crossorigin>'],
  header: (p) =>
    `<header class="topo"><a class="marca" href="${p.lang === 'en' ? '/en' : '/'}">Cardoso Pimenta <span>&amp; Associados</span></a>` +
    `<ul class="menu">${(p.lang === 'en' ? MENU_EN : MENU_PT).map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></header>`,
  footer: (p) =>
    `<footer class="rodape"><p>Cardoso Pimenta &amp; Associados, Sociedade de Advogados, SP, RL · Avenida da Liberdade 512, 3.º · 4710-249 Braga · ${tel('+351 253 218 440')}</p>` +
    `<form class="newsletter" action="/newsletter" method="post"><label for="nl">${p.lang === 'en' ? 'Newsletter' : 'Newsletter jurídica'}</label> <input id="nl" type="email" name="email" placeholder="nome@exemplo.pt"> <button>OK</button></form>` +
    `<p><a href="/privacidade">Privacidade</a> · <a href="/area-cliente">Área de cliente</a></p></footer>`,
  privacyPath: { pt: '/privacidade', en: '/privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const TEAM: { honorific: string; name: string; post?: string; pt: string; en: string; address: string }[] = [
  { honorific: 'Dr.', name: 'Rui Cardoso', pt: 'Sócio fundador', en: 'Founding partner', address: 'rui.cardoso@cardoso-pimenta.test' },
  { honorific: 'Dra.', name: 'Helena Pimenta', pt: 'Sócia fundadora', en: 'Founding partner', address: 'helena.pimenta@cardoso-pimenta.test' },
  { honorific: 'Dr.', name: 'Tiago Ferreira', post: 'LL.M.', pt: 'Advogado associado', en: 'Associate', address: 'tiago.ferreira@cardoso-pimenta.test' },
  { honorific: 'Dra.', name: 'Joana Matos', pt: 'Advogada associada', en: 'Associate', address: 'joana.matos@cardoso-pimenta.test' },
  { honorific: 'Dra.', name: 'Sofia Almeida', pt: 'Advogada estagiária', en: 'Trainee lawyer', address: 'sofia.almeida@cardoso-pimenta.test' },
];

function teamList(lang: 'pt' | 'en'): string {
  return (
    `<dl class="equipa">\n` +
    TEAM.map((t) => `<dt>${esc(t.honorific)} ${esc(t.name)}${t.post ? `, ${esc(t.post)}` : ''}</dt><dd>${esc(lang === 'pt' ? t.pt : t.en)}</dd><dd>${mailto(t.address)}</dd>`).join('\n') +
    `\n</dl>`
  );
}

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'LegalService',
  name: 'Cardoso Pimenta & Associados',
  url: `${ORIGIN}/`,
  telephone: '+351 253 218 440',
  address: { '@type': 'PostalAddress', streetAddress: 'Avenida da Liberdade 512, 3.º', postalCode: '4710-249', addressLocality: 'Braga', addressCountry: 'PT' },
  founder: [
    { '@type': 'Person', name: 'Rui Cardoso', jobTitle: 'Sócio fundador', email: 'rui.cardoso@cardoso-pimenta.test' },
    { '@type': 'Person', name: 'Helena Pimenta', jobTitle: 'Sócia fundadora', email: 'helena.pimenta@cardoso-pimenta.test' },
  ],
  department: {
    '@type': 'Organization',
    name: 'Contencioso e Arbitragem',
    employee: { '@type': 'Person', name: 'Paulo Nunes', jobTitle: 'Advogado sénior', email: 'paulo.nunes@cardoso-pimenta.test' },
  },
};

export function cardosoPimenta(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Sociedade de Advogados em Braga',
    lang: 'pt',
    alternates: { pt: '/', en: '/en' },
    jsonLd: [ORG],
    main:
      `<section class="destaque"><h1>Advocacia de proximidade desde 2004</h1><p>Direito imobiliário, família e sucessões, direito do trabalho e contencioso civil.</p>` +
      `<p>Contacto geral: ${mailto('geral@cardoso-pimenta.test')}</p></section>`,
  });

  pages['/areas-de-pratica'] = page({
    path: '/areas-de-pratica',
    title: 'Áreas de prática',
    lang: 'pt',
    main: `<h1>Áreas de prática</h1><ul><li>Imobiliário e arrendamento</li><li>Família e sucessões</li><li>Laboral</li><li>Contencioso e arbitragem</li></ul>`,
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    lang: 'pt',
    alternates: { pt: '/equipa', en: '/en/people' },
    jsonLd: [ORG],
    main: `<h1>Equipa</h1>\n${teamList('pt')}`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt',
    main:
      `<h1>Contactos</h1><p>Avenida da Liberdade 512, 3.º, 4710-249 Braga<br>Telefone ${tel('253 218 440')}<br>E-mail: ${mailto('geral@cardoso-pimenta.test')}</p>` +
      `<p>O Dr. Rui Cardoso atende às terças e quintas-feiras, mediante marcação prévia.<br>Marcações: ${mailto('agenda@cardoso-pimenta.test')}</p>` +
      `<p>Questões sobre honorários e faturas: ${mailto('faturacao@cardoso-pimenta.test')}</p>` +
      `<p>Reclamações sobre a atuação de advogados podem ser dirigidas ao Conselho Regional do Porto da Ordem dos Advogados: ${mailto('conselho.porto@ordem-advogados.test')}</p>`,
  });

  pages['/privacidade'] = page({
    path: '/privacidade',
    title: 'Política de privacidade',
    lang: 'pt',
    main: `<h1>Política de privacidade</h1><p>Responsável pelo tratamento: Cardoso Pimenta &amp; Associados, Sociedade de Advogados, SP, RL.</p>`,
  });

  pages['/area-cliente'] = page({
    path: '/area-cliente',
    title: 'Área de cliente',
    lang: 'pt',
    main: `<h1>Área de cliente</h1><p>Problemas de acesso: ${mailto('suporte.clientes@cardoso-pimenta.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Law firm in Braga',
    lang: 'en',
    alternates: { pt: '/', en: '/en' },
    jsonLd: [ORG],
    main: `<h1>A law firm in Braga since 2004</h1><p>Real estate, family and inheritance, employment and civil litigation. We advise in English and French. Write to ${mailto('geral@cardoso-pimenta.test')}</p>`,
  });

  pages['/en/people'] = page({
    path: '/en/people',
    title: 'People',
    lang: 'en',
    alternates: { pt: '/equipa', en: '/en/people' },
    main: `<h1>Our people</h1>\n${teamList('en')}`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-cliente\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['pt', 'en'],
      addresses: [
        { address: 'geral@cardoso-pimenta.test', name: null, title: null, pages: ['/', '/contactos', '/en'], cases: ['role', 'plain'] },
        { address: 'agenda@cardoso-pimenta.test', name: null, title: null, pages: ['/contactos'], cases: ['neighbour', 'plain', ln] },
        { address: 'faturacao@cardoso-pimenta.test', name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain', ln] },
        ...TEAM.map((t, i) => ({
          address: t.address,
          name: t.name,
          title: t.pt,
          titleAlternatives: [t.en],
          pages: i < 2 ? ['/equipa', '/en/people', '/'] : ['/equipa', '/en/people'],
          cases: [...(i < 2 ? ['json-ld-person'] : []), 'definition-list', 'honorific', ...(t.post ? ['post-nominal'] : []), 'plain', ln] as CaseKind[],
        })),
        {
          address: 'paulo.nunes@cardoso-pimenta.test',
          name: 'Paulo Nunes',
          title: 'Advogado sénior',
          pages: ['/', '/en'],
          cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-cliente'],
      nonAddresses: [
        { text: 'suporte.clientes@cardoso-pimenta.test', kind: 'disallowed' },
        { text: 'nome@exemplo.pt', kind: 'placeholder' },
        { text: 'conselho.porto@ordem-advogados.test', kind: 'other-company' },
      ],
    },
  };
}
