/**
 * Insinööritoimisto Koskiraja: an engineering consultancy in Tampere (structural, HVAC and
 * electrical design) on TYPO3 v12, in Finnish with an English section. The staff as a table
 * (name with the Finnish "DI" degree after it, role, unit, phone, address) with addresses shown
 * "etunimi.sukunimi(at)koskiraja.test" by TYPO3's spam protection; the English "Meet the
 * engineers" page gives two of them again with English titles; the invoicing contact's address is
 * put together by an inline script; a news item listed only in the sitemap named by robots.txt
 * and a job advert listed only in the gzip sitemap name one person each in a sentence. An open
 * source repository's git URL and the staff extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, gzipXmlPage, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'koskiraja.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's spamProtectEmailAddresses = 1: the mailto: link shifted by one, the text with "(at)". */
function t3mail(address: string): string {
  const shift = (c: string): string => {
    const n = c.charCodeAt(0);
    const rot = (lo: number, hi: number) => String.fromCharCode(n + 1 > hi ? lo : n + 1);
    if (n >= 0x2b && n <= 0x39) return rot(0x2b, 0x39);
    if (n >= 0x40 && n <= 0x5a) return rot(0x40, 0x5a);
    if (n >= 0x61 && n <= 0x7a) return rot(0x61, 0x7a);
    return c;
  };
  const token = [...`mailto:${address}`].map(shift).join('');
  return `<a href="#" data-mailto-token="${token}" data-mailto-vector="1">${address.replace('@', '(at)')}</a>`;
}

const MENU: Record<'fi' | 'en', [string, string][]> = {
  fi: [
    ['/palvelut', 'Palvelut'],
    ['/yritys', 'Yritys'],
    ['/henkilosto', 'Henkilöstö'],
    ['/yhteystiedot', 'Yhteystiedot'],
    ['/en', 'In English'],
  ],
  en: [
    ['/en/services', 'Services'],
    ['/en/meet-the-engineers', 'Meet the engineers'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Insinööritoimisto Koskiraja Oy',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-6a1f0c9e3b2d8e47a5c1f0b9d3e2a7c4-min.css?1731920411" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f-min.js?1731920411"></script>',
  ],
  header: (p) => {
    const l = p.lang === 'en' ? 'en' : 'fi';
    return `<header class="page-header"><div class="container"><a class="logo" href="${l === 'en' ? '/en' : '/'}"><img src="/fileadmin/templates/koskiraja/img/logo.svg" alt="Koskiraja" width="180"></a><nav class="mainnav"><ul>${MENU[l].map(([h, t]) => `<li><a href="${h}">${esc(t)}</a></li>`).join('')}</ul></nav></div></header>`;
  },
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="frame frame-default frame-type-text"><p>Insinööritoimisto Koskiraja Oy · Hatanpään valtatie 24 B, 33100 Tampere · Y-tunnus 2456781-3 · ${tel('+358 3 356 4100')} · ${t3mail(`info@${HOST}`)}</p><p><a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/extranet">Extranet</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1731920402" async="async"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const ce = (html: string): string => `<div class="container"><div id="c${html.length}" class="frame frame-default frame-type-textmedia frame-layout-0">${html}</div></div>`;

type Row = { shown: string; name: string; title: string; unit: string; phone: string; local: string };
const STAFF: Row[] = [
  { shown: 'Erkki Järvinen, DI', name: 'Erkki Järvinen', title: 'toimitusjohtaja', unit: 'Johto', phone: '040 718 2201', local: 'erkki.jarvinen' },
  { shown: 'Outi Lahtinen, DI', name: 'Outi Lahtinen', title: 'yksikönpäällikkö', unit: 'Rakennesuunnittelu', phone: '040 718 2214', local: 'outi.lahtinen' },
  { shown: 'Hanna Koskinen, DI', name: 'Hanna Koskinen', title: 'projektipäällikkö', unit: 'Teollisuuden projektit', phone: '040 718 2230', local: 'hanna.koskinen' },
  { shown: 'Jussi Niemi, insinööri (AMK)', name: 'Jussi Niemi', title: 'LVI-suunnittelija', unit: 'Talotekniikka', phone: '040 718 2242', local: 'jussi.niemi' },
  { shown: 'Ville Rantanen', name: 'Ville Rantanen', title: 'sähkösuunnittelija', unit: 'Talotekniikka', phone: '040 718 2247', local: 'ville.rantanen' },
];

const SANNA_SCRIPT = `<script>var u = 'sanna.heikkinen'; var d = 'koskiraja' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;

export function koskiraja(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Rakenne- ja talotekniikkasuunnittelu',
    alternates: { fi: '/', en: '/en' },
    main: ce(`<h1>Rakennesuunnittelua ja talotekniikkaa Pirkanmaalta</h1><p>Suunnittelemme teollisuus-, asuin- ja julkisia rakennuksia sekä korjaushankkeita. Toimistollamme työskentelee 34 suunnittelijaa.</p><p><a href="/henkilosto">Ota yhteyttä asiantuntijaan</a></p>`),
  });
  pages['/palvelut'] = page({ path: '/palvelut', title: 'Palvelut', main: ce(`<h1>Palvelut</h1><ul><li>Rakennesuunnittelu (RAK)</li><li>LVIA-suunnittelu</li><li>Sähkö- ja automaatiosuunnittelu</li><li>Kuntotutkimukset</li></ul>`) });
  pages['/yritys'] = page({ path: '/yritys', title: 'Yritys', main: ce(`<h1>Yritys</h1><p>Koskiraja on perustettu Tampereella vuonna 1998. Olemme SKOL ry:n jäsen ja meillä on ISO 9001 -sertifioitu laatujärjestelmä.</p>`) });
  pages['/henkilosto'] = page({
    path: '/henkilosto',
    title: 'Henkilöstö',
    main: ce(
      `<h1>Henkilöstö</h1><table class="contenttable"><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Yksikkö</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${esc(r.unit)}</td><td>${tel(r.phone)}</td><td>${t3mail(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: ce(
      `<h1>Yhteystiedot</h1><p>Insinööritoimisto Koskiraja Oy<br>Hatanpään valtatie 24 B, 33100 Tampere<br>Vaihde ${tel('+358 3 356 4100')}<br>${t3mail(`info@${HOST}`)}</p>` +
        `<p><strong>Laskutus:</strong> Sanna Heikkinen, talouspäällikkö, ${SANNA_SCRIPT}</p><p>Verkkolaskuosoite 003724567813, operaattori Maventa (003721291126).</p>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Engineering consultancy in Tampere',
    lang: 'en',
    alternates: { fi: '/', en: '/en' },
    main: ce(`<h1>Structural and building services engineering</h1><p>We design industrial, residential and public buildings in Finland and for export projects.</p><p>Our IFC model checker is open source: <code>git clone git@github.com:koskiraja/ifc-tarkistin.git</code></p>`),
  });
  pages['/en/services'] = page({ path: '/en/services', title: 'Services', lang: 'en', main: ce(`<h1>Services</h1><ul><li>Structural design</li><li>HVAC design</li><li>Electrical design</li><li>Condition surveys</li></ul>`) });
  pages['/en/meet-the-engineers'] = page({
    path: '/en/meet-the-engineers',
    title: 'Meet the engineers',
    lang: 'en',
    main: ce(
      `<h1>Meet the engineers</h1><div class="card"><h3>Erkki Järvinen, M.Sc. (Tech.)</h3><p>Managing Director</p><p>${t3mail(`erkki.jarvinen@${HOST}`)}</p></div>` +
        `<div class="card"><h3>Outi Lahtinen, M.Sc. (Tech.)</h3><p>Head of Structural Design</p><p>${t3mail(`outi.lahtinen@${HOST}`)}</p></div>`,
    ),
  });
  pages['/ajankohtaista/uusi-rakennesuunnittelija'] = page({
    path: '/ajankohtaista/uusi-rakennesuunnittelija',
    title: 'Uusi rakennesuunnittelija',
    main: ce(`<h1>Tiimimme vahvistuu</h1><p>Rakennesuunnittelun yksikköön on aloittanut rakennesuunnittelija Aino Mäkelä, joka keskittyy puukerrostalojen suunnitteluun; hänet tavoittaa osoitteesta ${t3mail(`aino.makela@${HOST}`)}.</p>`),
  });
  pages['/rekry/projektipaallikko'] = page({
    path: '/rekry/projektipaallikko',
    title: 'Haemme projektipäällikköä',
    main: ce(`<h1>Haemme projektipäällikköä teollisuuden projekteihin</h1><p>Lisätietoja tehtävästä antaa henkilöstöasiantuntija Riikka Salo, ${t3mail(`riikka.salo@${HOST}`)}, puh. ${tel('040 718 2209')}.</p>`),
  });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: ce(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Insinööritoimisto Koskiraja Oy.</p>`) });
  pages['/extranet'] = page({ path: '/extranet', title: 'Extranet', main: ce(`<h1>Extranet</h1><p>Tunnusongelmat: <a href="mailto:it-tuki@${HOST}">it-tuki@${HOST}</a></p>`) });
  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/palvelut', '/yritys', '/henkilosto', '/yhteystiedot', '/ajankohtaista/uusi-rakennesuunnittelija'], '2025-03-02'));
  pages['/sitemap-jobs.xml.gz'] = gzipXmlPage(urlset(HOST, ['/rekry/projektipaallikko'], '2025-03-02'));

  const ln: CaseKind = 'link-non-english';
  const row = (r: Row, extra: CaseKind[] = [], en?: string): TruthAddress => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    ...(en ? { titleAlternatives: [en] } : {}),
    pages: en ? ['/henkilosto', '/en/meet-the-engineers'] : ['/henkilosto'],
    cases: ['table', 'obfuscated', ln, ...extra],
  });
  const [ej, ol, hk, jn, vr] = STAFF as [Row, Row, Row, Row, Row];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/sitemaps/pages.xml\nSitemap: ${ORIGIN}/sitemap-jobs.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['fi', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'obfuscated'] },
        row(ej, ['post-nominal', 'card', 'link-english-unlisted'], 'Managing Director'),
        row(ol, ['post-nominal', 'card', 'link-english-unlisted'], 'Head of Structural Design'),
        row(hk, ['post-nominal']),
        row(jn, ['post-nominal']),
        row(vr),
        { address: `sanna.heikkinen@${HOST}`, name: 'Sanna Heikkinen', title: 'talouspäällikkö', pages: ['/yhteystiedot'], encoded: { kind: 'script', text: SANNA_SCRIPT }, cases: ['label-line', 'script-concat', ln] },
        { address: `aino.makela@${HOST}`, name: 'Aino Mäkelä', title: 'rakennesuunnittelija', pages: ['/ajankohtaista/uusi-rakennesuunnittelija'], cases: ['prose', 'obfuscated', 'sitemap-robots'] },
        { address: `riikka.salo@${HOST}`, name: 'Riikka Salo', title: 'henkilöstöasiantuntija', pages: ['/rekry/projektipaallikko'], cases: ['prose', 'obfuscated', 'sitemap-gzip'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `it-tuki@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:koskiraja/ifc-tarkistin.git', kind: 'git' },
      ],
    },
  };
}
