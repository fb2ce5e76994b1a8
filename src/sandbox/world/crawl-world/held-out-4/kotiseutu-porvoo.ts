/**
 * Porvoon Kotiseutuyhdistys ry – Borgå Hembygdsförening rf: a local-heritage association in
 * Porvoo, Finnish with a Swedish version. Hand-written HTML kept up by a volunteer: a layout
 * table, "(at)" for "@" as Finnish sites write it, an hCard on the contact page, an old
 * document.write snippet, a sitemap at a path of its own named in robots.txt.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kotiseutu-porvoo.test';
const ORIGIN = `http://${HOST}`;

/** "etunimi.sukunimi(at)kotiseutu-porvoo.test", unlinked, as the volunteer types it. */
const at = (address: string) => address.replace('@', '(at)');

const PAIRS: [string, string][] = [
  ['/', '/sv'],
  ['/yhteystiedot.html', '/sv/kontakt.html'],
  ['/hallitus.html', '/sv/styrelse.html'],
];

function alternates(path: string): Record<string, string> | undefined {
  const pair = PAIRS.find(([fi, sv]) => fi === path || sv === path);
  return pair ? { fi: pair[0], sv: pair[1] } : undefined;
}

const MENU = {
  fi: [
    ['/', 'Etusivu'],
    ['/tapahtumat.html', 'Tapahtumat'],
    ['/jasenyys.html', 'Jäseneksi'],
    ['/hallitus.html', 'Hallitus'],
    ['/yhteystiedot.html', 'Yhteystiedot'],
  ],
  sv: [
    ['/sv/', 'Startsida'],
    ['/sv/styrelse.html', 'Styrelsen'],
    ['/sv/kontakt.html', 'Kontakt'],
  ],
} as const;

const sv = (p: PageSpec) => p.lang === 'sv';

const theme: Theme = {
  host: HOST,
  siteName: 'Porvoon Kotiseutuyhdistys ry',
  head: ['<meta name="author" content="Porvoon Kotiseutuyhdistys ry">', '<link rel="stylesheet" type="text/css" href="/tyyli.css">'],
  header: (page) => {
    const l = sv(page) ? 'sv' : 'fi';
    const alt = alternates(page.path);
    const other = l === 'fi' ? `<a href="${alt?.sv ?? '/sv/'}" hreflang="sv" lang="sv">På svenska</a>` : `<a href="${alt?.fi ?? '/'}" hreflang="fi" lang="fi">Suomeksi</a>`;
    return (
      `<table id="ylaosa" width="100%" border="0" cellspacing="0" cellpadding="0"><tr>` +
      `<td width="120"><a href="${l === 'fi' ? '/' : '/sv/'}"><img src="/kuvat/vaakuna.gif" width="100" height="112" alt="" border="0"></a></td>` +
      `<td><div class="otsikko">Porvoon Kotiseutuyhdistys ry</div><div class="alaotsikko">Borgå Hembygdsförening rf · perustettu 1911</div></td>` +
      `<td align="right" valign="top">${other}</td></tr></table>\n` +
      `<div id="valikko">${MENU[l].map(([href, label]) => `<a href="${href}"${href === page.path ? ' class="valittu"' : ''}>${esc(label)}</a>`).join(' | ')}</div>`
    );
  },
  footer: (page) =>
    `<div id="alaosa"><hr>${sv(page) ? 'Borgå Hembygdsförening rf, Mellangatan 11, 06100 Borgå' : 'Porvoon Kotiseutuyhdistys ry, Välikatu 11, 06100 Porvoo'} · ${sv(page) ? 'Sidan uppdaterad' : 'Sivua päivitetty'} 3.4.2025</div>`,
};

function page(spec: PageSpec): SandboxPage {
  const alt = alternates(spec.path);
  return renderPage(theme, { ...spec, ...(alt ? { alternates: alt } : {}), main: `<div id="sisalto">\n${spec.main}\n</div>` });
}

const MEMBERSHIP_CODES = charCodes('jasenasiat@kotiseutu-porvoo.test');

interface BoardRow {
  fi: string;
  sv: string;
  name: string;
  phone: string;
  email?: string;
}

const BOARD: BoardRow[] = [
  { fi: 'Puheenjohtaja', sv: 'Ordförande', name: 'Matti Virtanen', phone: '040 551 2034', email: 'matti.virtanen@kotiseutu-porvoo.test' },
  { fi: 'Varapuheenjohtaja', sv: 'Vice ordförande', name: 'Annika Söderberg', phone: '050 330 7781', email: 'annika.soderberg@kotiseutu-porvoo.test' },
  { fi: 'Sihteeri', sv: 'Sekreterare', name: 'Pekka Heikkinen', phone: '044 902 1156', email: 'pekka.heikkinen@kotiseutu-porvoo.test' },
  { fi: 'Rahastonhoitaja', sv: 'Kassör', name: 'Liisa Mäkelä', phone: '040 127 6640', email: 'liisa.makela@kotiseutu-porvoo.test' },
  { fi: 'Jäsen', sv: 'Medlem', name: 'Kaj Lindroos', phone: '0400 612 389' },
  { fi: 'Jäsen', sv: 'Medlem', name: 'Riitta Nieminen', phone: '' },
];

function boardTable(lang: 'fi' | 'sv'): string {
  const head = lang === 'fi' ? ['Tehtävä', 'Nimi', 'Puhelin', 'Sähköposti'] : ['Uppdrag', 'Namn', 'Telefon', 'E-post'];
  return (
    `<table class="hallitus" border="1" cellspacing="0" cellpadding="4">\n<tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>\n` +
    BOARD.map((r) => `<tr><td>${r[lang]}</td><td>${esc(r.name)}</td><td>${r.phone || '&nbsp;'}</td><td>${r.email ? at(r.email) : '&nbsp;'}</td></tr>`).join('\n') +
    (lang === 'fi' ? `\n<!-- 2024 sihteeri: Maija Korhonen, maija.korhonen@kotiseutu-porvoo.test -->` : '') +
    `\n</table>`
  );
}

export function kotiseutuPorvoo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    lang: 'fi',
    description: 'Porvoon Kotiseutuyhdistys ry vaalii Porvoon ja sen ympäristön kulttuuriperintöä. Tapahtumia, retkiä, julkaisuja.',
    main: `<h1>Tervetuloa!</h1>
<p>Porvoon Kotiseutuyhdistys on vuonna 1911 perustettu kaksikielinen yhdistys, joka vaalii Porvoon ja sen ympäristön historiaa, rakennusperintöä ja perinteitä. Järjestämme esitelmiä, kävelykierroksia ja kesäretkiä sekä julkaisemme vuosikirjaa.</p>
<h2>Ajankohtaista</h2>
<ul>
<li><b>22.4.2025</b> Kevätkokous Vanhan raatihuoneen juhlasalissa klo 18. <a href="/tapahtumat.html">Lue lisää</a></li>
<li><b>14.6.2025</b> Kesäretki Loviisaan ja Ruotsinpyhtään ruukkiin. <a href="/tapahtumat.html">Ilmoittautuminen</a></li>
<li>Vuosikirja 2024 on ilmestynyt! Jäsenet saavat sen postitse.</li>
</ul>
<p>Toimisto on avoinna tiistaisin ja torstaisin klo 10–14. <a href="/yhteystiedot.html">Yhteystiedot</a></p>`,
  });

  pages['/yhteystiedot.html'] = page({
    path: '/yhteystiedot.html',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: `<h1>Yhteystiedot</h1>
<div class="vcard">
<p><span class="fn org">Porvoon Kotiseutuyhdistys ry</span><br>
<span class="adr"><span class="street-address">Välikatu 11</span><br><span class="postal-code">06100</span> <span class="locality">Porvoo</span></span><br>
Puh. <span class="tel">019 584 2210</span><br>
Sähköposti: <a class="email" href="mailto:toimisto@kotiseutu-porvoo.test">toimisto@kotiseutu-porvoo.test</a></p>
</div>
<p>Toimisto avoinna ti ja to klo 10–14 (heinäkuussa suljettu).</p>
<p>Toiminnanjohtaja Johanna Lindqvist, FM<br>puh. 040 718 2290<br>${at('johanna.lindqvist@kotiseutu-porvoo.test')}</p>
<p>Hallituksen jäsenten yhteystiedot löytyvät sivulta <a href="/hallitus.html">Hallitus</a>. Henkilökunnan ja hallituksen sähköpostiosoitteet ovat muotoa etunimi.sukunimi@kotiseutu-porvoo.test.</p>
<p>Y-tunnus 0212345-6</p>`,
  });

  pages['/hallitus.html'] = page({
    path: '/hallitus.html',
    title: 'Hallitus',
    lang: 'fi',
    main: `<h1>Hallitus 2025</h1>
<p>Vuosikokous valitsi 20.11.2024 yhdistyksen hallitukseen seuraavat henkilöt:</p>
${boardTable('fi')}
<p>Hallitus kokoontuu noin kerran kuukaudessa.</p>`,
  });

  pages['/tapahtumat.html'] = page({
    path: '/tapahtumat.html',
    title: 'Tapahtumat',
    lang: 'fi',
    main: `<h1>Tapahtumat kevät ja kesä 2025</h1>
<h3>Kevätkokous ti 22.4.2025 klo 18</h3>
<p>Vanhan raatihuoneen juhlasali, Raatihuoneentori. Sääntömääräiset asiat, jonka jälkeen esitelmä Porvoon puutalojen korjaamisesta. Kahvitarjoilu.</p>
<h3>Kesäretki Loviisaan la 14.6.2025</h3>
<p>Lähtö tilausbussilla Porvoon linja-autoasemalta klo 9. Ohjelmassa Loviisan vanha kaupunki ja Ruotsinpyhtään ruukkialue. Hinta jäsenille 45 €, muille 55 € (sis. matkat, lounaan ja opastukset).</p>
<p>Ilmoittautumiset 31.5. mennessä Pekka Heikkiselle, puh. 044 902 1156, tai sähköpostilla ${at('retket@kotiseutu-porvoo.test')}.</p>
<p>Retki järjestetään yhteistyössä Porvoon kaupungin kulttuuripalveluiden kanssa (kulttuuri@porvoon-kulttuuri.test).</p>`,
  });

  pages['/jasenyys.html'] = page({
    path: '/jasenyys.html',
    title: 'Jäseneksi',
    lang: 'fi',
    main: `<h1>Liity jäseneksi</h1>
<p>Jäsenmaksu vuodelle 2025 on 20 € (perhejäsen 10 €, ainaisjäsen 250 €). Jäsenenä saat vuosikirjan ja jäsenkirjeet sekä alennuksen retkistä.</p>
<p>Laskuihin ja jäsenmaksuihin liittyvissä kysymyksissä voit kääntyä rahastonhoitajamme Liisa Mäkelän puoleen: ${at('liisa.makela@kotiseutu-porvoo.test')}.</p>
<p>Jäseneksi liittyminen ja osoitteenmuutokset:
<script type="text/javascript">
<!--
var m = String.fromCharCode(${MEMBERSHIP_CODES});
document.write('<a href="mailto:' + m + '">' + m + '</a>');
//-->
</script></p>
<p>Jäsenille: <a href="/jasenet/jasenrekisteri.html">jäsenrekisteri</a> (vaatii kirjautumisen)</p>`,
  });

  pages['/kokoelmat.html'] = page({
    path: '/kokoelmat.html',
    title: 'Kokoelmat',
    lang: 'fi',
    main: `<h1>Yhdistyksen kokoelmat</h1>
<p>Yhdistyksellä on noin 4 000 valokuvan ja 600 esineen kokoelma, joka on säilytetty Porvoon museon tiloissa vuodesta 1986. Kokoelmaa digitoidaan parhaillaan Finna-palveluun.</p>
<p>Kokoelmiin liittyvät tiedustelut: museoamanuenssi Sara Holmström, puh. 019 584 2215, ${at('sara.holmstrom@kotiseutu-porvoo.test')}</p>`,
  });

  pages['/jasenet/jasenrekisteri.html'] = page({
    path: '/jasenet/jasenrekisteri.html',
    title: 'Jäsenrekisteri',
    lang: 'fi',
    main: `<h1>Jäsenrekisteri</h1><p>Kirjaudu sisään. Ongelmatilanteissa: <a href="mailto:rekisteri@kotiseutu-porvoo.test">rekisteri@kotiseutu-porvoo.test</a></p>`,
  });

  // ----- sv -----
  pages['/sv'] = page({
    path: '/sv',
    title: 'Startsida',
    lang: 'sv',
    main: `<h1>Välkommen!</h1>
<p>Borgå Hembygdsförening grundades 1911 och är en tvåspråkig förening som värnar om Borgånejdens historia, byggnadsarv och traditioner. Vi ordnar föredrag, stadsvandringar och sommarutfärder och ger ut en årsbok.</p>
<p>Kansliet är öppet tisdagar och torsdagar kl. 10–14. <a href="/sv/kontakt.html">Kontakt</a></p>`,
  });

  pages['/sv/kontakt.html'] = page({
    path: '/sv/kontakt.html',
    title: 'Kontakt',
    lang: 'sv',
    main: `<h1>Kontakt</h1>
<div class="vcard">
<p><span class="fn org">Borgå Hembygdsförening rf</span><br>
<span class="adr"><span class="street-address">Mellangatan 11</span><br><span class="postal-code">06100</span> <span class="locality">Borgå</span></span><br>
Tfn <span class="tel">019 584 2210</span><br>
E-post: <a class="email" href="mailto:toimisto@kotiseutu-porvoo.test">toimisto@kotiseutu-porvoo.test</a></p>
</div>
<p>Verksamhetsledare Johanna Lindqvist, FM<br>tfn 040 718 2290<br>${at('johanna.lindqvist@kotiseutu-porvoo.test')}</p>`,
  });

  pages['/sv/styrelse.html'] = page({
    path: '/sv/styrelse.html',
    title: 'Styrelsen',
    lang: 'sv',
    main: `<h1>Styrelsen 2025</h1>\n${boardTable('sv')}`,
  });

  const mapped = ['/', '/yhteystiedot.html', '/hallitus.html', '/tapahtumat.html', '/jasenyys.html', '/kokoelmat.html', '/sv/', '/sv/kontakt.html', '/sv/styrelse.html'];
  pages['/sivukartta.xml'] = xmlPage(urlset(HOST, mapped, '2025-04-03'));

  const board = (i: number): { pages: string[] } => ({ pages: ['/hallitus.html', '/sv/styrelse.html', ...(i === 3 ? ['/jasenyys.html'] : [])] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /jasenet/\nDisallow: /cgi-bin/\n\nSitemap: ${ORIGIN}/sivukartta.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['fi', 'sv'],
      addresses: [
        {
          address: 'johanna.lindqvist@kotiseutu-porvoo.test',
          name: 'Johanna Lindqvist',
          title: 'Toiminnanjohtaja',
          titleAlternatives: ['Verksamhetsledare'],
          pages: ['/yhteystiedot.html', '/sv/kontakt.html'],
          cases: ['title-name-line', 'post-nominal', 'obfuscated', 'link-non-english'],
        },
        { address: 'matti.virtanen@kotiseutu-porvoo.test', name: 'Matti Virtanen', title: 'Puheenjohtaja', titleAlternatives: ['Ordförande'], ...board(0), cases: ['table', 'obfuscated', 'link-non-english'] },
        { address: 'annika.soderberg@kotiseutu-porvoo.test', name: 'Annika Söderberg', title: 'Varapuheenjohtaja', titleAlternatives: ['Vice ordförande'], ...board(1), cases: ['table', 'obfuscated', 'link-non-english'] },
        { address: 'pekka.heikkinen@kotiseutu-porvoo.test', name: 'Pekka Heikkinen', title: 'Sihteeri', titleAlternatives: ['Sekreterare'], ...board(2), cases: ['table', 'obfuscated', 'link-non-english'] },
        {
          address: 'liisa.makela@kotiseutu-porvoo.test',
          name: 'Liisa Mäkelä',
          title: 'Rahastonhoitaja',
          titleAlternatives: ['Kassör'],
          ...board(3),
          cases: ['table', 'prose', 'obfuscated', 'link-non-english'],
        },
        {
          address: 'sara.holmstrom@kotiseutu-porvoo.test',
          name: 'Sara Holmström',
          title: 'museoamanuenssi',
          pages: ['/kokoelmat.html'],
          cases: ['title-name-line', 'sitemap-robots', 'obfuscated'],
        },
        { address: 'toimisto@kotiseutu-porvoo.test', name: null, title: null, pages: ['/yhteystiedot.html', '/sv/kontakt.html'], cases: ['role', 'card', 'plain'] },
        { address: 'retket@kotiseutu-porvoo.test', name: null, title: null, pages: ['/tapahtumat.html'], cases: ['role', 'neighbour', 'obfuscated', 'link-non-english'] },
        {
          address: 'jasenasiat@kotiseutu-porvoo.test',
          name: null,
          title: null,
          pages: ['/jasenyys.html'],
          encoded: { kind: 'charcodes', text: MEMBERSHIP_CODES },
          cases: ['role', 'script-charcode', 'link-non-english'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot.html', text: 'etunimi.sukunimi@kotiseutu-porvoo.test' },
      disallowed: ['/jasenet/jasenrekisteri.html'],
      nonAddresses: [
        { text: 'etunimi.sukunimi@kotiseutu-porvoo.test', kind: 'scheme' },
        { text: 'maija.korhonen@kotiseutu-porvoo.test', kind: 'comment' },
        { text: 'rekisteri@kotiseutu-porvoo.test', kind: 'disallowed' },
        { text: 'kulttuuri@porvoon-kulttuuri.test', kind: 'other-company' },
      ],
    },
  };
}
