/**
 * Raamatupidamisbüroo Kuldsulg: an accounting office in Pärnu, on a Bootstrap template from a
 * local web studio, in Estonian. The team on "Meist" as RDFa Person cards (one accountant's
 * address turned around from a reversed data attribute), the managing director as the founder
 * Person of the home page's JSON-LD, the contact page's JSON-LD with staff inside departments
 * (the payroll specialist nowhere else) and the tax adviser as a "Name, title, address" line; a
 * news post that only the gzip sitemap lists introduces a new accountant. A package version in a
 * CDN script URL, the software vendor's support address and the client zone (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kuldsulg-raamatupidamine.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Raamatupidamisbüroo Kuldsulg',
  head: ['<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css">', '<link rel="stylesheet" href="/assets/css/kuldsulg.css?v=12">'],
  header: () =>
    `<nav class="navbar navbar-expand-lg bg-white border-bottom"><div class="container"><a class="navbar-brand" href="/"><img src="/assets/img/kuldsulg-logo.svg" alt="Kuldsulg" height="38"></a><ul class="navbar-nav ms-auto">` +
    [['/teenused', 'Teenused'], ['/hinnakiri', 'Hinnakiri'], ['/meist', 'Meist'], ['/kontakt', 'Kontakt']].map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l!)}</a></li>`).join('') +
    `</ul></div></nav>`,
  footer: () =>
    `<footer class="bg-dark text-light py-4"><div class="container"><div class="row"><div class="col-md-6">Kuldsulg OÜ · Rüütli 31, 80010 Pärnu · ${tel('+372 445 2290')} · ${mailto(`info@${HOST}`)}</div>` +
    `<div class="col-md-6 text-md-end"><a class="text-light" href="/privaatsus">Privaatsus</a> · <a class="text-light" href="/klienditsoon">Klienditsoon</a> · Reg. kood 14412087</div></div></div></footer>`,
  privacyPath: { et: '/privaatsus' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-C6RzsynM9kWDrMNeT87bh95OGNyZPhcTNXj1NW7RuBCsyN/o0jlpcV8Qyq46cDfL" crossorigin="anonymous"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et' });
const sect = (html: string): string => `<section class="py-5"><div class="container">${html}</div></section>`;

const MARKO_REV = reversed(`marko@${HOST}`);

type Member = { name: string; title: string; local: string; text: string; reversed?: boolean };
const TEAM: Member[] = [
  { name: 'Reet Kallas', title: 'juhataja, vandeaudiitor', local: 'reet', text: 'Asutas büroo 2009. aastal; nõustab kliente ühinemistel ja auditiks valmistumisel.' },
  { name: 'Tiina Org', title: 'pearaamatupidaja', local: 'tiina', text: 'Vastutab aastaaruannete ja käibedeklaratsioonide eest.' },
  { name: 'Marko Lill', title: 'raamatupidaja', local: 'marko', text: 'Ehitus- ja kinnisvaraettevõtete raamatupidamine.', reversed: true },
  { name: 'Kadi Vaher', title: 'palgaarvestaja', local: 'kadi', text: 'Palgad, puhkusetasud, TSD ja töötamise register.' },
  { name: 'Priit Kuusk', title: 'e-arvete ja tarkvara konsultant', local: 'priit', text: 'Aitab üle minna e-arvetele ja seadistab Merit Aktivat ning Directot.' },
];

const rdfaCard = (m: Member): string =>
  `<div class="col-md-4"><div class="card h-100" vocab="https://schema.org/" typeof="Person"><img class="card-img-top" src="/assets/img/meeskond/${m.local}.jpg" alt="${esc(m.name)}"><div class="card-body">` +
  `<h3 class="h5" property="name">${esc(m.name)}</h3><p class="text-muted" property="jobTitle">${esc(m.title)}</p><p>${esc(m.text)}</p>` +
  (m.reversed
    ? `<p><span class="rev-mail" data-m="${MARKO_REV}"></span></p>`
    : `<p><a property="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></p>`) +
  `</div></div></div>`;

const REV_SCRIPT = `<script>document.querySelectorAll('.rev-mail').forEach(function (s) { var m = s.dataset.m.split('').reverse().join(''); s.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>`;

export function kuldsulg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Raamatupidamisteenus Pärnus',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Raamatupidamisbüroo Kuldsulg',
        legalName: 'Kuldsulg OÜ',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        founder: { '@type': 'Person', name: 'Reet Kallas', jobTitle: 'juhataja, vandeaudiitor', email: `reet@${HOST}` },
      },
    ],
    main: sect(`<h1 class="display-5">Raamatupidamine, palgaarvestus ja maksunõu ühest kohast</h1><p class="lead">Teenindame üle 120 väike- ja keskmise ettevõtte Pärnumaal. Esimene konsultatsioon on tasuta.</p><a class="btn btn-warning" href="/kontakt">Küsi pakkumist</a>`),
  });

  pages['/teenused'] = page({
    path: '/teenused',
    title: 'Teenused',
    main: sect(
      `<h1>Teenused</h1><ul><li>Igakuine raamatupidamine</li><li>Palgaarvestus</li><li>Majandusaasta aruanne</li><li>Maksunõustamine</li><li>E-arvete juurutamine</li></ul><p>Kasutame Merit Aktivat ja Directot; tarkvara litsentsiküsimustes pöörduge otse tootja poole: ${mailto('tugi@merit-tarkvara.test')}.</p>`,
    ),
  });

  pages['/hinnakiri'] = page({ path: '/hinnakiri', title: 'Hinnakiri', main: sect(`<h1>Hinnakiri</h1><table class="table"><tr><td>Kuni 30 dokumenti kuus</td><td>alates 95 €</td></tr><tr><td>Palgaarvestus ühe töötaja kohta</td><td>12 €</td></tr><tr><td>Majandusaasta aruanne</td><td>alates 180 €</td></tr></table><p>Hinnad ei sisalda käibemaksu.</p>`) });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: sect(`<h1>Meist</h1><p>Kuldsulg on perefirma, mis alustas 2009. aastal kahe inimesega. Täna on meid kaheksa.</p><div class="row g-4">${TEAM.map(rdfaCard).join('')}</div>${REV_SCRIPT}`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Raamatupidamisbüroo Kuldsulg',
        telephone: '+372 445 2290',
        address: { '@type': 'PostalAddress', streetAddress: 'Rüütli 31', postalCode: '80010', addressLocality: 'Pärnu', addressCountry: 'EE' },
        department: [
          { '@type': 'Organization', name: 'Maksunõustamine', employee: [{ '@type': 'Person', name: 'Siim Koppel', jobTitle: 'maksunõustaja', email: `siim@${HOST}` }] },
          {
            '@type': 'Organization',
            name: 'Palgaarvestus',
            employee: [
              { '@type': 'Person', name: 'Kadi Vaher', jobTitle: 'palgaarvestaja', email: `kadi@${HOST}` },
              { '@type': 'Person', name: 'Helle Rand', jobTitle: 'palgaarvestuse spetsialist', email: `helle@${HOST}` },
            ],
          },
        ],
      },
    ],
    main: sect(
      `<h1>Kontakt</h1><p>Kuldsulg OÜ, Rüütli 31 (II korrus), 80010 Pärnu. Oleme avatud E–R 9–17.</p><p>Üldküsimused ja pakkumised: ${mailto(`info@${HOST}`)}, ${tel('+372 445 2290')}</p>` +
        `<p>Siim Koppel, maksunõustaja, ${mailto(`siim@${HOST}`)}</p>`,
    ),
  });

  pages['/uudised/uus-kolleeg'] = page({
    path: '/uudised/uus-kolleeg',
    title: 'Meie meeskonnaga liitus Kristel',
    main: sect(`<h1>Meie meeskonnaga liitus Kristel</h1><p class="text-muted">3. märts 2025</p><p>Märtsist alustas meie juures raamatupidaja Kristel Mets, kes võtab üle osa Tiina klientidest; Kristeliga saab ühendust aadressil ${mailto(`kristel@${HOST}`)}.</p>`),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: sect(`<h1>Privaatsuspoliitika</h1><p>Kliendi raamatupidamisdokumente säilitame seadusega nõutud seitse aastat.</p>`) });

  pages['/klienditsoon'] = page({ path: '/klienditsoon', title: 'Klienditsoon', main: sect(`<h1>Klienditsoon</h1><p>Laadige siia kuu dokumendid. Kui sisselogimine ei õnnestu, kirjutage ${mailto(`dokumendid@${HOST}`)}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/teenused', '/hinnakiri', '/meist', '/kontakt', '/uudised/uus-kolleeg', '/privaatsus'], '2025-03-03'));

  const all = Object.keys(pages).filter((p) => p !== '/klienditsoon' && p !== '/sitemap.xml.gz');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klienditsoon\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['et'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: all, cases: ['role', 'plain'] },
        { address: `reet@${HOST}`, name: 'Reet Kallas', title: 'juhataja, vandeaudiitor', pages: ['/', '/meist'], cases: ['json-ld-person', 'rdfa', 'card', 'plain', ln] },
        { address: `tiina@${HOST}`, name: 'Tiina Org', title: 'pearaamatupidaja', pages: ['/meist'], cases: ['rdfa', 'card', 'plain', ln] },
        { address: `marko@${HOST}`, name: 'Marko Lill', title: 'raamatupidaja', pages: ['/meist'], encoded: { kind: 'reversed', text: MARKO_REV }, cases: ['card', 'script-reversed', ln] },
        { address: `kadi@${HOST}`, name: 'Kadi Vaher', title: 'palgaarvestaja', pages: ['/meist', '/kontakt'], cases: ['rdfa', 'card', 'plain', 'json-ld-nested', ln] },
        { address: `priit@${HOST}`, name: 'Priit Kuusk', title: 'e-arvete ja tarkvara konsultant', pages: ['/meist'], cases: ['rdfa', 'card', 'plain', ln] },
        { address: `siim@${HOST}`, name: 'Siim Koppel', title: 'maksunõustaja', pages: ['/kontakt'], cases: ['name-title-line', 'json-ld-nested', 'plain', ln] },
        { address: `helle@${HOST}`, name: 'Helle Rand', title: 'palgaarvestuse spetsialist', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `kristel@${HOST}`, name: 'Kristel Mets', title: 'raamatupidaja', pages: ['/uudised/uus-kolleeg'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}',
      disallowed: ['/klienditsoon'],
      nonAddresses: [
        { text: `dokumendid@${HOST}`, kind: 'disallowed' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
        { text: 'tugi@merit-tarkvara.test', kind: 'other-company' },
      ],
    },
  };
}
