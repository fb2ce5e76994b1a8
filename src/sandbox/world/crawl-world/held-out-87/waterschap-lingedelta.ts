/**
 * Waterschap Lingedelta: an invented Dutch water board on TYPO3 13. The board page, two links
 * deep, is a table whose addresses TYPO3 writes with "(at)"; the contact page builds two
 * addresses by script (concatenation, character codes) and shows an area office address next to
 * a manager who does not own it; the permits page is listed only in the sitemap robots.txt names
 * at a non-default path; the internal file area is barred.
 */
import { charCodes, mailto, tel, urlset, xmlPage } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'waterschap-lingedelta.test';
const O = `http://${HOST}`;

const CONCAT = `<script>var u = 'sanne.kuipers', d = 'waterschap-lingedelta'; document.write('<a href="mailto:' + u + '@' + d + '.test">' + u + '@' + d + '.test<\\/a>');</script>`;
const CODES = charCodes(`ruben.smit@${HOST}`);

export function waterschapLingedelta(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Home'], ['/organisatie', 'Organisatie'], ['/contact', 'Contact'], ['/fileadmin/intern', 'Intranet']];
  const theme = simpleTheme(
    HOST,
    'Waterschap Lingedelta',
    ['<meta name="generator" content="TYPO3 CMS">', `<link rel="stylesheet" href="${O}/typo3conf/ext/ws_sitepackage/Resources/Public/Css/main.css?1712065443" media="all">`],
    menu,
    'ws',
    `<p>Waterschap Lingedelta · Postbus 412, 4140 AK Leerdam · ${tel('0345 61 22 00')}</p>`,
  );
  const at = (local: string) => `<a href="#" data-mailto-token="ocknvq,${local}">${local}(at)${HOST.replace(/\./g, '.')}</a>`;
  const pages = render(theme, [
    { path: '/', title: 'Home', lang: 'nl', main: `<h1>Schoon en voldoende water, veilige dijken</h1><p>Wij beheren de dijken, watergangen en zuiveringen tussen Linge en Merwede.</p>` },
    { path: '/organisatie', title: 'Organisatie', lang: 'nl', main: `<h1>Organisatie</h1><p>Het waterschap wordt bestuurd door het algemeen bestuur en het dagelijks bestuur. Zie <a href="/organisatie/dagelijks-bestuur">Dagelijks bestuur</a>.</p>` },
    {
      path: '/organisatie/dagelijks-bestuur',
      title: 'Dagelijks bestuur',
      lang: 'nl',
      main:
        `<h1>Dagelijks bestuur</h1><table class="contenttable"><thead><tr><th>Functie</th><th>Naam</th><th>E-mail</th></tr></thead><tbody>` +
        `<tr><td>Dijkgraaf</td><td>Hendrik Bosman</td><td>${at('hendrik.bosman')}</td></tr>` +
        `<tr><td>Secretaris-directeur</td><td>drs. Ingrid Vermeulen</td><td>${at('ingrid.vermeulen')}</td></tr>` +
        `<tr><td>Heemraad (portefeuille Waterkeringen en Klimaatadaptatie)</td><td>ir. Kees Dijkstra</td><td>${at('kees.dijkstra')}</td></tr>` +
        `<tr><td>Heemraad (portefeuille Waterketen)</td><td>Fatima Ouali</td><td>${at('fatima.ouali')}</td></tr>` +
        `</tbody></table>`,
    },
    {
      path: '/contact',
      title: 'Contact',
      lang: 'nl',
      main:
        `<h1>Contact</h1><p>Algemene vragen: ${mailto(`info@${HOST}`)}</p>` +
        `<div class="card"><h3>Sanne Kuipers</h3><p>Teamleider Vergunningverlening en Handhaving</p><p>${CONCAT}</p></div>` +
        `<div class="card"><h3>Ruben Smit</h3><p>Woordvoerder / communicatieadviseur</p><p><script>document.write(String.fromCharCode(${CODES}));</script></p></div>` +
        `<div class="card"><h3>Jeroen Visser</h3><p>Coördinator calamiteitenzorg</p><p>${mailto(`jeroen.visser@${HOST}`)}</p></div>` +
        `<div class="card"><h3>Willem Bakker</h3><p>${tel('06 41 88 20 73')}</p></div><p>${mailto(`beheer-oost@${HOST}`)}</p>`,
    },
    {
      path: '/vergunningen',
      title: 'Vergunningen',
      lang: 'nl',
      main: `<h1>Watervergunning aanvragen</h1><p>Vragen over uw aanvraag? Esther Brouwer, vergunningverlener, ${mailto(`esther.brouwer@${HOST}`)}</p>`,
    },
    { path: '/fileadmin/intern', title: 'Intranet', lang: 'nl', main: `<h1>Intern</h1><p>Servicedesk: ${mailto(`servicedesk@${HOST}`)}</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /fileadmin/intern\n\nSitemap: ${O}/sitemaps/pages.xml\n`,
      pages: { ...pages, '/sitemaps/pages.xml': xmlPage(urlset(HOST, ['/', '/organisatie', '/contact', '/vergunningen'])) },
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['nl'],
      addresses: [
        { address: `hendrik.bosman@${HOST}`, name: 'Hendrik Bosman', title: 'Dijkgraaf', pages: ['/organisatie/dagelijks-bestuur'], cases: ['table', 'obfuscated', 'deep-page'] },
        { address: `ingrid.vermeulen@${HOST}`, name: 'Ingrid Vermeulen', title: 'Secretaris-directeur', pages: ['/organisatie/dagelijks-bestuur'], cases: ['table', 'obfuscated', 'deep-page', 'honorific'] },
        { address: `kees.dijkstra@${HOST}`, name: 'Kees Dijkstra', title: 'Heemraad (portefeuille Waterkeringen en Klimaatadaptatie)', pages: ['/organisatie/dagelijks-bestuur'], cases: ['table', 'obfuscated', 'deep-page', 'honorific'] },
        { address: `fatima.ouali@${HOST}`, name: 'Fatima Ouali', title: 'Heemraad (portefeuille Waterketen)', pages: ['/organisatie/dagelijks-bestuur'], cases: ['table', 'obfuscated', 'deep-page'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `sanne.kuipers@${HOST}`, name: 'Sanne Kuipers', title: 'Teamleider Vergunningverlening en Handhaving', pages: ['/contact'], encoded: { kind: 'script', text: CONCAT }, cases: ['card', 'script-concat'] },
        { address: `ruben.smit@${HOST}`, name: 'Ruben Smit', title: 'Woordvoerder / communicatieadviseur', pages: ['/contact'], encoded: { kind: 'charcodes', text: CODES }, cases: ['card', 'script-charcode'] },
        { address: `beheer-oost@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
        { address: `esther.brouwer@${HOST}`, name: 'Esther Brouwer', title: 'vergunningverlener', pages: ['/vergunningen'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
        { address: `jeroen.visser@${HOST}`, name: 'Jeroen Visser', title: 'Coördinator calamiteitenzorg', pages: ['/contact'], cases: ['card', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/fileadmin/intern'],
      nonAddresses: [{ text: `servicedesk@${HOST}`, kind: 'disallowed' }],
    },
  };
}
