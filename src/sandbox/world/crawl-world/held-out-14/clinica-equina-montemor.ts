/**
 * Clínica Equina de Montemor: an equine veterinary clinic in the Alentejo, Portuguese and English,
 * on Joomla with its e-mail cloaking. First-name.last-name addresses. The clinical director with
 * "Dr.ª" on both home pages and as a JSON-LD employee, the emergency line as a JSON-LD contact
 * point, the team as cards (a British vet with post-nominals, the nurse's address written by the
 * cloak script), the administration in a definition list and the press officer as a label line;
 * a form placeholder, an old address in a comment and a client results area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'clinica-equina-montemor.test';
const ORIGIN = `http://${HOST}`;

const MENU_PT: [string, string][] = [
  ['/', 'Início'],
  ['/pt/servicos', 'Serviços'],
  ['/pt/equipa', 'Equipa'],
  ['/pt/imprensa', 'Imprensa'],
  ['/pt/contactos', 'Contactos'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/our-team', 'Our team'],
  ['/', 'Português'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Equina de Montemor',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?5f3a1c" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?5f3a1c"></script>',
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img src="/images/logo-clinica.png" alt="Clínica Equina de Montemor"></a></div>` +
    `<nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${(p.lang === 'en' ? MENU_EN : MENU_PT).map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Clínica Equina de Montemor, Lda. · Herdade do Freixo, EN 114 km 12 · 7050-320 Montemor-o-Novo · NIF 514 872 903 · ${tel('+351 266 898 140')}</p>` +
    `<p><a href="/pt/privacidade">${p.lang === 'en' ? 'Privacy' : 'Privacidade'}</a> · <a href="/area-cliente">${p.lang === 'en' ? 'Client area' : 'Área de cliente'}</a></p></div></footer>`,
  privacyPath: { pt: '/pt/privacidade', en: '/pt/privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const CLOAK_ID = 'cloak4c1e9f27b0d35a8e6f12c4d09b7a3e51';
const CATARINA_SCRIPT =
  `document.getElementById('${CLOAK_ID}').innerHTML = '';\n` +
  `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `var path = 'hr' + 'ef' + '=';\n` +
  `var addy${CLOAK_ID} = 'catarina.reis' + '&#64;';\n` +
  `addy${CLOAK_ID} = addy${CLOAK_ID} + 'clinica-equina-montemor' + '&#46;' + 'test';\n` +
  `var addy_text${CLOAK_ID} = 'catarina.reis' + '&#64;' + 'clinica-equina-montemor' + '&#46;' + 'test';\n` +
  `document.getElementById('${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID} + '\\'>'+addy_text${CLOAK_ID}+'<\\/a>';`;

function cloaked(lang: 'pt' | 'en'): string {
  const notice = lang === 'pt' ? 'Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.' : 'This email address is being protected from spambots. You need JavaScript enabled to view it.';
  return `<span id="${CLOAK_ID}">${notice}</span><script type="text/javascript">\n${CATARINA_SCRIPT}\n</script>`;
}

const TEAM: { name: string; honorific?: string; suffix?: string; pt: string; en: string; address?: string }[] = [
  { name: 'Rui Tavares', honorific: 'Dr.', pt: 'Médico Veterinário – Cirurgia e Ortopedia', en: 'Veterinary Surgeon – Surgery and Orthopaedics', address: 'rui.tavares@clinica-equina-montemor.test' },
  { name: 'James Whitford', honorific: 'Dr.', suffix: 'BVSc MRCVS', pt: 'Médico Veterinário – Medicina Desportiva', en: 'Veterinary Surgeon – Sports Medicine', address: 'james.whitford@clinica-equina-montemor.test' },
  { name: 'Joana Mota', honorific: 'Dr.ª', pt: 'Médica Veterinária – Reprodução', en: 'Veterinary Surgeon – Reproduction', address: 'joana.mota@clinica-equina-montemor.test' },
  { name: 'Tiago Lopes', pt: 'Ferrador', en: 'Farrier', address: 'tiago.lopes@clinica-equina-montemor.test' },
  { name: 'Catarina Reis', pt: 'Enfermeira Veterinária', en: 'Veterinary Nurse' },
];

function teamCards(lang: 'pt' | 'en'): string {
  return (
    `<div class="blog-items columns-3">\n` +
    TEAM.map(
      (t) =>
        `<div class="blog-item"><div class="item-content"><h2 class="item-title">${esc(`${t.honorific && lang === 'pt' ? `${t.honorific} ` : t.honorific ? 'Dr ' : ''}${t.name}${t.suffix ? ` ${t.suffix}` : ''}`)}</h2>` +
        `<p class="cargo">${esc(lang === 'pt' ? t.pt : t.en)}</p><p>${t.address ? mailto(t.address) : cloaked(lang)}</p></div></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

const CLINIC = {
  '@context': 'https://schema.org',
  '@type': 'VeterinaryCare',
  name: 'Clínica Equina de Montemor',
  url: `${ORIGIN}/`,
  telephone: '+351 266 898 140',
  address: { '@type': 'PostalAddress', streetAddress: 'Herdade do Freixo, EN 114 km 12', postalCode: '7050-320', addressLocality: 'Montemor-o-Novo', addressCountry: 'PT' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', email: 'urgencias@clinica-equina-montemor.test', telephone: '+351 912 480 300', hoursAvailable: 'Mo-Su 00:00-23:59' },
  employee: { '@type': 'Person', name: 'Inês Carvalho', jobTitle: 'Diretora Clínica', email: 'ines.carvalho@clinica-equina-montemor.test' },
};

export function clinicaEquinaMontemor(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Clínica veterinária de equinos',
    lang: 'pt',
    alternates: { pt: '/', en: '/en' },
    jsonLd: [CLINIC],
    main:
      `<div class="com-content-article item-page"><h1>Medicina e cirurgia de equinos no Alentejo</h1><p>Bloco operatório, internamento com 12 boxes, imagiologia e serviço ambulatório em todo o Alentejo e Ribatejo.</p>` +
      `<p>Urgências 24 horas: ${mailto('urgencias@clinica-equina-montemor.test')} · ${tel('+351 912 480 300')}</p>` +
      `<p>Dr.ª Inês Carvalho, Diretora Clínica – ${mailto('ines.carvalho@clinica-equina-montemor.test')}</p></div>`,
  });

  pages['/pt/servicos'] = page({
    path: '/pt/servicos',
    title: 'Serviços',
    lang: 'pt',
    main: `<h1>Serviços</h1><ul><li>Cólicas e cirurgia abdominal</li><li>Exames em ato de compra</li><li>Ortopedia e claudicações</li><li>Reprodução e inseminação artificial</li><li>Ferração ortopédica</li></ul>`,
  });

  pages['/pt/equipa'] = page({
    path: '/pt/equipa',
    title: 'Equipa',
    lang: 'pt',
    alternates: { pt: '/pt/equipa', en: '/en/our-team' },
    main: `<h1>A nossa equipa</h1>\n${teamCards('pt')}`,
  });

  pages['/pt/imprensa'] = page({
    path: '/pt/imprensa',
    title: 'Imprensa',
    lang: 'pt',
    main:
      `<h1>Imprensa</h1><p>Fotografias, entrevistas e visitas à clínica mediante pedido.</p>` +
      `<p>Contacto para imprensa: Marta Silva, Responsável de Comunicação, Herdade do Freixo, 7050-320 Montemor-o-Novo, tel. ${tel('266 898 145')}, ${mailto('marta.silva@clinica-equina-montemor.test')}</p>`,
  });

  pages['/pt/contactos'] = page({
    path: '/pt/contactos',
    title: 'Contactos',
    lang: 'pt',
    main:
      `<h1>Contactos</h1><dl class="contactos"><dt>Urgências</dt><dd>${mailto('urgencias@clinica-equina-montemor.test')}</dd>` +
      `<dt>Administração e faturação</dt><dd>Patrícia Gomes</dd><dd>${mailto('patricia.gomes@clinica-equina-montemor.test')}</dd></dl>` +
      `<!-- antigo: geral@clinica-equina-montemor.test -->` +
      `<form class="form-validate"><label for="jform_email">Email</label><input type="email" id="jform_email" name="jform[email]" placeholder="o.seu.nome@exemplo.pt"><button type="submit">Enviar</button></form>`,
  });

  pages['/pt/privacidade'] = page({
    path: '/pt/privacidade',
    title: 'Privacidade',
    lang: 'pt',
    main: `<h1>Política de privacidade</h1><p>Responsável pelo tratamento: Clínica Equina de Montemor, Lda.</p>`,
  });

  pages['/area-cliente'] = page({
    path: '/area-cliente',
    title: 'Área de cliente',
    lang: 'pt',
    main: `<h1>Área de cliente</h1><p>Resultados de análises e relatórios de imagiologia. Pedidos de acesso: ${mailto('resultados@clinica-equina-montemor.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Equine veterinary clinic',
    lang: 'en',
    alternates: { pt: '/', en: '/en' },
    jsonLd: [CLINIC],
    main:
      `<div class="com-content-article item-page"><h1>Equine medicine and surgery in the Alentejo</h1><p>Operating theatre, 12 hospital stables, diagnostic imaging and an ambulatory service across the Alentejo.</p>` +
      `<p>24-hour emergencies: ${mailto('urgencias@clinica-equina-montemor.test')}</p>` +
      `<p>Dr Inês Carvalho, Clinical Director – ${mailto('ines.carvalho@clinica-equina-montemor.test')}</p></div>`,
  });

  pages['/en/our-team'] = page({
    path: '/en/our-team',
    title: 'Our team',
    lang: 'en',
    alternates: { pt: '/pt/equipa', en: '/en/our-team' },
    main: `<h1>Our team</h1>\n${teamCards('en')}`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /area-cliente\nDisallow: /tmp/\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['pt', 'en'],
      addresses: [
        {
          address: 'ines.carvalho@clinica-equina-montemor.test',
          name: 'Inês Carvalho',
          title: 'Diretora Clínica',
          titleAlternatives: ['Clinical Director'],
          pages: ['/', '/en'],
          cases: ['honorific', 'name-title-line', 'json-ld-person', 'plain'],
        },
        { address: 'urgencias@clinica-equina-montemor.test', name: null, title: null, pages: ['/', '/pt/contactos', '/en'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...TEAM.filter((t) => t.address).map((t) => ({
          address: t.address!,
          name: t.name,
          title: t.pt,
          titleAlternatives: [t.en],
          pages: ['/pt/equipa', '/en/our-team'],
          cases: ['card', 'plain', ln, ...(t.honorific ? ['honorific'] : []), ...(t.suffix ? ['post-nominal'] : [])] as CaseKind[],
        })),
        {
          address: 'catarina.reis@clinica-equina-montemor.test',
          name: 'Catarina Reis',
          title: 'Enfermeira Veterinária',
          titleAlternatives: ['Veterinary Nurse'],
          pages: ['/pt/equipa', '/en/our-team'],
          encoded: { kind: 'script', text: CATARINA_SCRIPT },
          cases: ['card', 'script-protect', ln],
        },
        {
          address: 'patricia.gomes@clinica-equina-montemor.test',
          name: 'Patrícia Gomes',
          title: 'Administração e faturação',
          pages: ['/pt/contactos'],
          cases: ['definition-list', 'plain', ln],
        },
        {
          address: 'marta.silva@clinica-equina-montemor.test',
          name: 'Marta Silva',
          title: 'Responsável de Comunicação',
          pages: ['/pt/imprensa'],
          cases: ['label-line', 'plain', ln],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-cliente'],
      nonAddresses: [
        { text: 'resultados@clinica-equina-montemor.test', kind: 'disallowed' },
        { text: 'geral@clinica-equina-montemor.test', kind: 'comment' },
        { text: 'o.seu.nome@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
