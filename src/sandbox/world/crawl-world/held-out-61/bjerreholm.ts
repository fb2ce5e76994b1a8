/**
 * Bjerre & Holm Statsautoriseret Revisionspartnerselskab: an audit and accounting firm in Aarhus,
 * on Umbraco 13 with a hand-built Bootstrap theme, in Danish. The staff page as cards whose Razor
 * partial writes schema.org microdata (name with degree after it, job title, initials address);
 * the contact page's JSON-LD contact point and a definition list of contact people, the managing
 * partner's address turned around from a reversed data attribute; the anti-money-laundering
 * officer in running text. The whistleblower scheme's law firm, a CDN package version and the
 * client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bjerreholm.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/ydelser', 'Ydelser'],
  ['/medarbejdere', 'Medarbejdere'],
  ['/om-os', 'Om os'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bjerre & Holm',
  head: [
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">',
    '<link rel="stylesheet" href="/css/site.min.css?v=QnX8fJ2k1aP0rB7m">',
    `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7B2QX4');</script>`,
    '<script id="CookieConsent" src="https://policy.app.cookieinformation.com/uc.js" data-culture="DA" type="text/javascript"></script>',
  ],
  header: (p) =>
    `<header class="site-header border-bottom"><nav class="navbar navbar-expand-lg"><div class="container"><a class="navbar-brand" href="/"><img src="/media/3kdlq2vw/bjerre-holm-logo.svg" alt="Bjerre &amp; Holm" width="190" height="42"></a>` +
    `<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Vis menu"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link${p.path === h ? ' active' : ''}" href="${h}">${esc(l)}</a></li>`).join('')}</ul>` +
    `<a class="btn btn-outline-primary ms-lg-3" href="/kundeportal">Kundeportal</a></div></div></nav></header>`,
  footer: () =>
    `<footer class="site-footer bg-dark text-light py-5"><div class="container"><div class="row"><div class="col-md-4"><p><strong>Bjerre &amp; Holm</strong><br>Statsautoriseret Revisionspartnerselskab<br>Åboulevarden 31, 2. sal<br>8000 Aarhus C</p></div>` +
    `<div class="col-md-4"><p>Tlf. ${tel('87 30 12 00')}<br>${mailto(`kontakt@${HOST}`)}<br>CVR 29 41 88 17</p></div><div class="col-md-4"><p>Medlem af FSR – danske revisorer</p><p><a href="/whistleblower">Whistleblowerordning</a> · <a href="/privatlivspolitik">Privatlivspolitik</a></p></div></div></div></footer>`,
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz" crossorigin="anonymous"></script>', '<script src="/scripts/site.min.js?v=QnX8fJ2k1aP0rB7m"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const sec = (html: string): string => `<section class="py-5"><div class="container">${html}</div></section>`;

type Emp = { name: string; degree?: string; title: string; phone: string; local: string; img: string };
const STAFF: Emp[] = [
  { name: 'Anders Holm', degree: 'cand.merc.aud.', title: 'Partner, statsautoriseret revisor', phone: '87 30 12 02', local: 'ah', img: 'a1xk0d3f' },
  { name: 'Louise Bjerre', degree: 'cand.merc.aud.', title: 'Partner, statsautoriseret revisor', phone: '87 30 12 03', local: 'lb', img: 'b4mq9r2e' },
  { name: 'Søren Thomsen', degree: 'HD(R)', title: 'Registreret revisor', phone: '87 30 12 07', local: 'st', img: 'c2vn7t5w' },
  { name: 'Camilla Jensen', degree: 'cand.merc.aud.', title: 'Senior revisor', phone: '87 30 12 09', local: 'cj', img: 'd8pz1h6y' },
  { name: 'Mads Kristensen', degree: 'cand.jur.', title: 'Skatterådgiver', phone: '87 30 12 11', local: 'mk', img: 'e5rw3j0u' },
  { name: 'Hanne Lund', title: 'Kontorchef', phone: '87 30 12 01', local: 'hl', img: 'f9ta4k8i' },
  { name: 'Pernille Nørgaard', title: 'Bogholder', phone: '87 30 12 14', local: 'pn', img: 'g3bs6l2o' },
  { name: 'Jonas Vestergaard', title: 'Revisorassistent', phone: '87 30 12 16', local: 'jv', img: 'h7cd0m4p' },
];

const card = (e: Emp): string =>
  `<div class="col-sm-6 col-lg-3"><div class="employee-card h-100" itemscope itemtype="https://schema.org/Person">` +
  `<img class="img-fluid mb-3" src="/media/${e.img}/${e.name.toLowerCase().replace(/ø/g, 'oe').replace(/\s+/g, '-')}.jpg?width=400&amp;height=400&amp;rmode=crop&amp;v=1da8c3e" alt="${esc(e.name)}" itemprop="image">` +
  `<h3 class="h5 mb-1"><span itemprop="name">${esc(e.name)}</span>${e.degree ? `, <span itemprop="honorificSuffix">${esc(e.degree)}</span>` : ''}</h3>` +
  `<p class="text-muted mb-2" itemprop="jobTitle">${esc(e.title)}</p>` +
  `<p class="small mb-0">Direkte: <a href="tel:+45${e.phone.replace(/\s/g, '')}" itemprop="telephone">${esc(e.phone)}</a><br>${mailto(`${e.local}@${HOST}`, `${e.local}@${HOST}`, 'itemprop="email"')}</p></div></div>`;

const LB_REV = reversed(`lb@${HOST}`);

export function bjerreholm(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Revision og rådgivning i Aarhus',
    main: sec(
      `<div class="row align-items-center"><div class="col-lg-7"><h1 class="display-5">Revision, regnskab og skat – tæt på din virksomhed</h1><p class="lead">Vi er 14 medarbejdere, der siden 1987 har hjulpet østjyske virksomheder med revision, årsregnskaber, bogføring og skatterådgivning.</p>` +
        `<p><a class="btn btn-primary" href="/kontakt">Book et uforpligtende møde</a> <a class="btn btn-link" href="/medarbejdere">Mød os</a></p></div>` +
        `<div class="col-lg-5"><img class="img-fluid" src="/media/0wq4a1yz/kontoret-aaboulevarden.jpg?width=800&amp;v=1da8c3e" alt="Kontoret på Åboulevarden"></div></div>`,
    ),
  });

  pages['/ydelser'] = page({
    path: '/ydelser',
    title: 'Ydelser',
    main: sec(`<h1>Ydelser</h1><ul><li>Revision og review af årsregnskaber</li><li>Udvidet gennemgang</li><li>Bogføring og løn</li><li>Skatterådgivning og selvangivelser</li><li>Generationsskifte og virksomhedsoverdragelse</li></ul><p>Vi arbejder i e-conomic, Dinero og Uniconta.</p>`),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main: sec(`<h1 class="mb-4">Medarbejdere</h1><div class="row g-4">${STAFF.map(card).join('')}</div>`),
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main: sec(
      `<h1>Om os</h1><p>Bjerre &amp; Holm blev grundlagt i 1987 af statsautoriseret revisor Niels Bjerre. I dag ejes firmaet af partnerne Louise Bjerre og Anders Holm.</p>` +
        `<p>Vi er underlagt Erhvervsstyrelsens kvalitetskontrol og revisorlovens krav til uafhængighed. Spørgsmål om hvidvaskloven og vores kundekendskabsprocedurer kan rettes til vores hvidvaskansvarlige, senior revisor Camilla Jensen, på ${mailto(`cj@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Bjerre & Holm Statsautoriseret Revisionspartnerselskab',
        url: `${ORIGIN}/`,
        telephone: '+45 87 30 12 00',
        vatID: 'DK29418817',
        address: { '@type': 'PostalAddress', streetAddress: 'Åboulevarden 31, 2. sal', postalCode: '8000', addressLocality: 'Aarhus C', addressCountry: 'DK' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `kontakt@${HOST}`, telephone: '+45 87 30 12 00', areaServed: 'DK', availableLanguage: ['da', 'en'] },
      },
    ],
    main: sec(
      `<div class="row"><div class="col-lg-6"><h1>Kontakt</h1><p>Åboulevarden 31, 2. sal, 8000 Aarhus C<br>Tlf. ${tel('87 30 12 00')} · ${mailto(`kontakt@${HOST}`)}</p><p>Telefontid mandag–torsdag 8.30–16, fredag 8.30–14.</p></div>` +
        `<div class="col-lg-6"><h2 class="h4">Kontaktpersoner</h2><dl class="contact-list">` +
        `<dt>Louise Bjerre</dt><dd>Partner, statsautoriseret revisor<br><a class="js-mail" data-m="${LB_REV}" href="#">[e-mail]</a></dd>` +
        `<dt>Mads Kristensen</dt><dd>Skatterådgiver<br>${mailto(`mk@${HOST}`)}</dd>` +
        `<dt>Pernille Nørgaard</dt><dd>Bogholder<br>${mailto(`pn@${HOST}`)}</dd>` +
        `</dl></div></div>` +
        `<script>document.querySelectorAll('.js-mail').forEach(function (a) { var m = a.getAttribute('data-m').split('').reverse().join(''); a.href = 'mailto:' + m; a.textContent = m; });</script>`,
    ),
  });

  pages['/whistleblower'] = page({
    path: '/whistleblower',
    title: 'Whistleblowerordning',
    main: sec(`<h1>Whistleblowerordning</h1><p>Vores whistleblowerordning administreres af en ekstern advokat, så indberetninger behandles uafhængigt af firmaets ledelse: Advokatfirmaet Kragh &amp; Winther, ${mailto('whistleblower@kragh-winther.test')}.</p>`),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: sec(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Bjerre &amp; Holm Statsautoriseret Revisionspartnerselskab, CVR 29 41 88 17. Vi opbevarer regnskabsmateriale i fem år efter regnskabsårets udløb, jf. bogføringsloven.</p>`) });

  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: sec(`<h1>Kundeportal</h1><p>Log ind med MitID Erhverv for at uploade bilag. Problemer med login: ${mailto(`portal@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const addresses = STAFF.map((e) => {
    const cases: CaseKind[] = ['card', 'microdata', 'plain', ln];
    if (e.degree) cases.push('post-nominal');
    const pagesOf = ['/medarbejdere'];
    if (e.local === 'lb') {
      pagesOf.push('/kontakt');
      cases.push('definition-list', 'script-reversed');
    }
    if (e.local === 'mk' || e.local === 'pn') {
      pagesOf.push('/kontakt');
      cases.push('definition-list');
    }
    if (e.local === 'cj') {
      pagesOf.push('/om-os');
      cases.push('prose');
    }
    return {
      address: `${e.local}@${HOST}`,
      name: e.name,
      title: e.title,
      pages: pagesOf,
      ...(e.local === 'lb' ? { encoded: { kind: 'reversed' as const, text: LB_REV } } : {}),
      cases,
    };
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /umbraco/\nDisallow: /kundeportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ydelser', '/medarbejdere', '/om-os', '/kontakt', '/whistleblower', '/privatlivspolitik'], '2025-01-20'),
      pages,
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['da'],
      addresses: [...addresses, { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', ln] }],
      pattern: '{f}{l}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'whistleblower@kragh-winther.test', kind: 'other-company' },
        { text: 'bootstrap@5.3.3', kind: 'package' },
      ],
    },
  };
}
