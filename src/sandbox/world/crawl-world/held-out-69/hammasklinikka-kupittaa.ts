/**
 * Hammasklinikka Kupittaa: a private dental clinic in Turku, on WordPress (a block theme with the
 * "Email Address Encoder" plugin), in Finnish. The dentists as Gutenberg media-text cards with
 * their degree after the name ("HLL", "EHL"), two of them encoded as character references; the
 * dental hygienists in prose bios; the Swedish-speaking dentist introduced in one sentence on the
 * "På svenska" page; the managing director as a "Toimitusjohtaja: name" line on the contact page,
 * whose JSON-LD holds the booking contact point; and the recruitment mailbox beside the head
 * dentist's name. The booking system vendor's support address, the form's placeholder, a retina
 * logo and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hammasklinikka-kupittaa-turku.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads/2024/09`;

const MENU: [string, string][] = [
  ['/hoidot', 'Hoidot'],
  ['/hammaslaakarit', 'Hammaslääkärit'],
  ['/suuhygienistit', 'Suuhygienistit'],
  ['/hinnasto', 'Hinnasto'],
  ['/ajanvaraus', 'Ajanvaraus'],
  ['/yhteystiedot', 'Yhteystiedot'],
  ['/pa-svenska', 'På svenska'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hammasklinikka Kupittaa',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all">`,
    `<link rel="stylesheet" id="kupittaa-style-css" href="${ORIGIN}/wp-content/themes/kupittaa-hammas/style.css?ver=1.4.0" media="all">`,
    `<link rel="icon" href="${UP}/cropped-favicon-32x32.png" sizes="32x32">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: () =>
    `<header class="wp-block-template-part site-header"><div class="wp-block-group alignwide is-layout-flex">` +
    `<a href="/" class="custom-logo-link" rel="home"><img src="${UP}/kupittaa-logo.png" srcset="${UP}/kupittaa-logo.png 1x, ${UP}/kupittaa-logo@2x.png 2x" width="220" height="48" alt="Hammasklinikka Kupittaa" class="custom-logo"></a>` +
    `<nav class="wp-block-navigation" aria-label="Päävalikko"><ul class="wp-block-navigation__container">${MENU.map(([h, l]) => `<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="${h}/">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="wp-block-button__link header-cta" href="/ajanvaraus/">Varaa aika</a></div></header>`,
  footer: () =>
    `<footer class="wp-block-template-part site-footer"><div class="wp-block-columns">` +
    `<div class="wp-block-column"><h3>Hammasklinikka Kupittaa Oy</h3><p>Lemminkäisenkatu 14 B<br>20520 Turku<br>${tel('02 274 8100')}<br>${mailto(`vastaanotto@${HOST}`)}</p></div>` +
    `<div class="wp-block-column"><h3>Aukioloajat</h3><p>ma–to 7.30–19.00<br>pe 7.30–15.00<br>la suljettu</p><p>Särkypäivystys arkisin klo 8 alkaen.</p></div>` +
    `<div class="wp-block-column"><p><a href="/tietosuoja/">Tietosuojaseloste</a><br><a href="/saavutettavuus/">Saavutettavuusseloste</a><br><a href="/henkilokunta/">Henkilökunnalle</a></p><p>Y-tunnus 2745318-6</p></div>` +
    `</div><p class="copyright">© 2025 Hammasklinikka Kupittaa Oy</p></footer>`,
  bodyEnd: [
    '<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" role="dialog" hidden><div class="cmplz-message">Käytämme evästeitä sivuston toiminnan varmistamiseen ja, suostumuksellasi, kävijätilastointiin. <a href="/tietosuoja/">Lue lisää</a></div><button class="cmplz-accept" data-consent="all">Hyväksy kaikki</button><button class="cmplz-deny" data-consent="necessary">Vain välttämättömät</button></div>',
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=7.1.0" id="cmplz-cookiebanner-js"></script>`,
    `<script src="${ORIGIN}/wp-includes/js/wp-emoji-release.min.js?ver=6.6.2" defer></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const entry = (h1: string, html: string): string => `<article class="page type-page status-publish"><div class="entry-content wp-block-post-content is-layout-constrained"><h1 class="wp-block-post-title">${esc(h1)}</h1>${html}</div></article>`;

type Dentist = { name: string; degree: string; title: string; local: string; how: 'plain' | 'entities'; photo: string; bio: string };
const DENTISTS: Dentist[] = [
  { name: 'Päivi Mäkelä', degree: 'HLL', title: 'Vastaava hammaslääkäri', local: 'paivi.makela', how: 'plain', photo: 'paivi-makela', bio: 'Päivi on työskennellyt yleishammaslääkärinä vuodesta 2003 ja perusti klinikan vuonna 2011. Hänen erityisosaamistaan ovat proteettiset hoidot ja pelkopotilaiden hoito.' },
  { name: 'Juhani Laaksonen', degree: 'EHL', title: 'Erikoishammaslääkäri, oikomishoito', local: 'juhani.laaksonen', how: 'entities', photo: 'juhani-laaksonen', bio: 'Juhani hoitaa sekä lasten että aikuisten oikomishoitoja, myös näkymättömillä kiskoilla.' },
  { name: 'Sanna Virtanen', degree: 'HLL', title: 'Hammaslääkäri', local: 'sanna.virtanen', how: 'entities', photo: 'sanna-virtanen', bio: 'Sanna tekee kaikkia yleishammaslääkärin hoitoja ja on perehtynyt erityisesti juurihoitoihin.' },
  { name: 'Anna Lindqvist', degree: 'HLL', title: 'Hammaslääkäri', local: 'anna.lindqvist', how: 'plain', photo: 'anna-lindqvist', bio: 'Anna palvelee potilaita suomeksi, ruotsiksi ja englanniksi.' },
  { name: 'Tuomas Heikkinen', degree: 'EHL', title: 'Erikoishammaslääkäri, suu- ja leukakirurgia', local: 'tuomas.heikkinen', how: 'entities', photo: 'tuomas-heikkinen', bio: 'Tuomas tekee viisaudenhampaiden poistot ja implanttikirurgian. Vastaanotolla tiistaisin ja torstaisin.' },
];

const dentistCard = (d: Dentist): string => {
  const address = `${d.local}@${HOST}`;
  const link = d.how === 'plain' ? mailto(address) : `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;
  return (
    `<div class="wp-block-media-text is-stacked-on-mobile staff-card"><figure class="wp-block-media-text__media"><img src="${UP}/${d.photo}-600x600.jpg" alt="${esc(d.name)}" width="600" height="600" loading="lazy"></figure>` +
    `<div class="wp-block-media-text__content"><h3 class="wp-block-heading">${esc(d.name)}, ${esc(d.degree)}</h3><p class="staff-title"><strong>${esc(d.title)}</strong></p><p>${esc(d.bio)}</p><p>Sähköposti: ${link}</p></div></div>`
  );
};

export function hammasklinikkaKupittaa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hammaslääkäri Turussa',
    description: 'Yksityinen hammasklinikka Kupittaalla, Turussa. Hammastarkastukset, oikomishoidot, implantit ja suuhygienistipalvelut. Kela-korvaukset suoraan vastaanotolla.',
    main:
      `<div class="wp-block-cover alignfull hero"><div class="wp-block-cover__inner-container"><h1>Hymyile Kupittaalla</h1><p>Yksilöllistä ja kivutonta hammashoitoa kaikenikäisille – aivan Kupittaan aseman vieressä.</p><p><a class="wp-block-button__link" href="/ajanvaraus/">Varaa aika verkossa</a></p></div></div>` +
      `<section class="wp-block-group"><h2>Ajankohtaista</h2><ul class="wp-block-latest-posts"><li><strong>Syyskuu 2025:</strong> Oikomishoidon vastaanotto laajenee – erikoishammaslääkäri Juhani Laaksonen nyt myös maanantaisin.</li><li><strong>Elokuu 2025:</strong> Uusi 3D-kuvauslaite otettu käyttöön.</li></ul></section>` +
      `<section class="wp-block-group"><h2>Miksi me?</h2><ul><li>Kela-korvaus vähennetään suoraan laskusta</li><li>Ilmainen pysäköinti pihalla</li><li>Esteetön sisäänkäynti</li></ul><p><a href="/rekry/">Avoimet työpaikat</a></p></section>`,
  });

  pages['/hoidot'] = page({
    path: '/hoidot',
    title: 'Hoidot',
    main: entry('Hoidot', `<h2>Tarkastus ja ennaltaehkäisy</h2><p>Hammastarkastuksessa tutkimme hampaat, ikenet ja purennan sekä otamme tarvittaessa röntgenkuvat.</p><h2>Oikomishoito</h2><p>Kiinteät kojeet, irrotettavat kojeet ja läpinäkyvät kiskot.</p><h2>Implantit</h2><p>Implanttihoidon suunnittelu ja kirurgia samassa paikassa.</p><h2>Särkypäivystys</h2><p>Soita heti aamulla klo 7.30 alkaen, niin järjestämme ajan saman päivän aikana.</p>`),
  });

  pages['/hammaslaakarit'] = page({
    path: '/hammaslaakarit',
    title: 'Hammaslääkärit',
    main: entry('Hammaslääkärimme', `<p>Tutustu hammaslääkäreihimme. Voit lähettää heille viestin suoraan, mutta ajanvaraukset ja perumiset hoidetaan aina puhelimitse tai verkkoajanvarauksessa.</p>${DENTISTS.map(dentistCard).join('\n')}`),
  });

  pages['/suuhygienistit'] = page({
    path: '/suuhygienistit',
    title: 'Suuhygienistit',
    main: entry(
      'Suuhygienistit ja hammashoitajat',
      `<p>Suuhygienistikäynnillä poistetaan hammaskivi ja värjäymät, tarkistetaan ienten kunto ja saat yksilölliset ohjeet kotihoitoon.</p>` +
        `<h2>Riikka Salonen</h2><p>Suuhygienisti Riikka Salonen on ollut tiimissämme vuodesta 2014, ja hänen vastaanotollaan käy paljon parodontiittipotilaita. Riikalle voit kirjoittaa osoitteeseen ${mailto(`riikka.salonen@${HOST}`)}.</p>` +
        `<h2>Laura Nieminen</h2><p>Suuhygienisti Laura Nieminen valmistui Turun ammattikorkeakoulusta 2019 ja hoitaa myös hampaiden valkaisut. Valkaisuihin liittyvät kysymykset voit lähettää hänelle: ${mailto(`laura.nieminen@${HOST}`)}.</p>` +
        `<h2>Hammashoitajat</h2><p>Avustavina hammashoitajina toimivat Emilia Koskinen, Jenni Aalto ja Mirja Lehto.</p>`,
    ),
  });

  pages['/hinnasto'] = page({
    path: '/hinnasto',
    title: 'Hinnasto',
    main: entry('Hinnasto', `<figure class="wp-block-table"><table><thead><tr><th>Toimenpide</th><th>Hinta</th></tr></thead><tbody><tr><td>Hammastarkastus (hammaslääkäri)</td><td>75 €</td></tr><tr><td>Suuhygienistikäynti 45 min</td><td>98 €</td></tr><tr><td>Paikkaus, yksi pinta</td><td>alk. 95 €</td></tr><tr><td>Juurihoito, yksi kanava</td><td>alk. 260 €</td></tr><tr><td>Toimistomaksu</td><td>19,90 €</td></tr></tbody></table></figure><p>Kela-korvaus vähennetään hinnasta suoraan vastaanotolla.</p>`),
  });

  pages['/ajanvaraus'] = page({
    path: '/ajanvaraus',
    title: 'Ajanvaraus',
    main: entry(
      'Ajanvaraus',
      `<p>Varaa aika puhelimitse ${tel('02 274 8100')} (ma–pe 7.30–16.00) tai verkossa ympäri vuorokauden.</p>` +
        `<iframe src="https://varausnetti.test/embed/kupittaa" title="Verkkoajanvaraus" width="100%" height="720" loading="lazy"></iframe>` +
        `<p class="has-small-font-size">Verkkoajanvarauksen tarjoaa Varausnetti Oy. Jos varausjärjestelmä ei toimi, ilmoitathan siitä järjestelmän toimittajalle: ${mailto('tuki@varausnetti.test')}.</p>` +
        `<p>Peru aika viimeistään edellisenä arkipäivänä klo 14 mennessä. Peruuttamattomasta ajasta perimme 45 €.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Hammasklinikka Kupittaa',
        url: `${ORIGIN}/`,
        image: `${UP}/kupittaa-logo@2x.png`,
        telephone: '+358 2 274 8100',
        email: `vastaanotto@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Lemminkäisenkatu 14 B', postalCode: '20520', addressLocality: 'Turku', addressCountry: 'FI' },
        openingHours: ['Mo-Th 07:30-19:00', 'Fr 07:30-15:00'],
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', telephone: '+358 2 274 8100', email: `ajanvaraus@${HOST}`, availableLanguage: ['fi', 'sv', 'en'] }],
      },
    ],
    main: entry(
      'Yhteystiedot',
      `<div class="wp-block-columns"><div class="wp-block-column"><h2>Vastaanotto</h2><p>Lemminkäisenkatu 14 B, 2. krs<br>20520 Turku</p><p>Puhelin ${tel('02 274 8100')}<br>Sähköposti ${mailto(`vastaanotto@${HOST}`)}</p><p>Ajanvarauksen sähköposti: ${mailto(`ajanvaraus@${HOST}`)} (ei kiireellisiä asioita)</p></div>` +
        `<div class="wp-block-column"><h2>Laskutus ja yritysasiakkaat</h2><p>Toimitusjohtaja: Kari Lehtonen, ${mailto(`kari.lehtonen@${HOST}`)}</p><p>Työterveyshuollon sopimukset ja yrityslaskutus hoituvat saman osoitteen kautta.</p></div></div>` +
        `<h2>Lähetä viesti</h2><form class="wpcf7-form" action="/yhteystiedot/#wpcf7-f112" method="post"><p><label>Nimi<br><input type="text" name="your-name" autocomplete="name"></label></p><p><label>Sähköposti<br><input type="email" name="your-email" placeholder="etunimi.sukunimi@esimerkki.fi"></label></p><p><label>Viesti<br><textarea name="your-message"></textarea></label></p><p>Älä lähetä terveystietoja lomakkeella.</p><p><input type="submit" value="Lähetä"></p></form>`,
    ),
  });

  pages['/pa-svenska'] = page({
    path: '/pa-svenska',
    title: 'På svenska',
    lang: 'sv',
    main: entry(
      'Välkommen till Tandklinik Kuppis',
      `<p>Vi är en privat tandklinik i Kuppis i Åbo. Hos oss får du vård även på svenska.</p><p>Vår tandläkare Anna Lindqvist tar gärna emot svenskspråkiga patienter, och du kan också skriva till henne på svenska: ${mailto(`anna.lindqvist@${HOST}`)}.</p><p>Tidsbeställning: ${tel('02 274 8100')}, vardagar 7.30–16.00.</p>`,
    ),
  });

  pages['/rekry'] = page({
    path: '/rekry',
    title: 'Avoimet työpaikat',
    main: entry(
      'Tule meille töihin!',
      `<h2>Hammaslääkäri, vakituinen</h2><p>Haemme kokenutta yleishammaslääkäriä vakituiseen työsuhteeseen 1.1.2026 alkaen. Tarjoamme modernit välineet, oman hoitajan ja mukavan työyhteisön.</p>` +
        `<p>Lisätietoja tehtävästä antaa vastaava hammaslääkäri Päivi Mäkelä, puh. ${tel('040 718 2290')} (ti ja to klo 15–16). Vapaamuotoiset hakemukset ansioluetteloineen osoitteeseen ${mailto(`rekry@${HOST}`)} 31.10.2025 mennessä.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: entry('Tietosuojaseloste', `<p>Rekisterinpitäjä: Hammasklinikka Kupittaa Oy, Lemminkäisenkatu 14 B, 20520 Turku. Potilasasiakirjat säilytetään potilasasiakirja-asetuksen mukaisesti.</p><p>Tietosuoja-asioissa ota yhteyttä vastaanottoon.</p>`) });
  pages['/saavutettavuus'] = page({ path: '/saavutettavuus', title: 'Saavutettavuusseloste', main: entry('Saavutettavuusseloste', `<p>Sivusto täyttää osittain WCAG 2.1 -tason AA vaatimukset. Verkkoajanvarauksen upotus ei ole täysin saavutettava.</p>`) });
  pages['/henkilokunta'] = page({ path: '/henkilokunta', title: 'Henkilökunnalle', main: entry('Henkilökunnalle', `<p>Työvuorolistat ja sisäiset ohjeet. Tunnusongelmissa: ${mailto(`intra@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const dentistTruth = DENTISTS.map((d) => ({
    address: `${d.local}@${HOST}`,
    name: d.name,
    title: d.title,
    ...(d.local === 'anna.lindqvist' ? { titleAlternatives: ['tandläkare'] } : {}),
    pages: d.local === 'anna.lindqvist' ? ['/hammaslaakarit', '/pa-svenska'] : ['/hammaslaakarit'],
    cases: [
      'card',
      'post-nominal',
      d.how === 'plain' ? 'plain' : 'entities',
      ...(d.local === 'anna.lindqvist' ? ['prose'] : []),
      ln,
    ] as CaseKind[],
  }));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /henkilokunta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/hoidot', '/hammaslaakarit', '/suuhygienistit', '/hinnasto', '/ajanvaraus', '/yhteystiedot', '/pa-svenska', '/rekry', '/tietosuoja'], '2025-09-22'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.24', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `vastaanotto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `ajanvaraus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        ...dentistTruth,
        { address: `riikka.salonen@${HOST}`, name: 'Riikka Salonen', title: 'suuhygienisti', pages: ['/suuhygienistit'], cases: ['prose', 'plain', ln] },
        { address: `laura.nieminen@${HOST}`, name: 'Laura Nieminen', title: 'suuhygienisti', pages: ['/suuhygienistit'], cases: ['prose', 'plain', ln] },
        { address: `kari.lehtonen@${HOST}`, name: 'Kari Lehtonen', title: 'toimitusjohtaja', pages: ['/yhteystiedot'], cases: ['title-name-line', 'plain', ln] },
        { address: `rekry@${HOST}`, name: null, title: null, pages: ['/rekry'], cases: ['role', 'neighbour', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/henkilokunta'],
      nonAddresses: [
        { text: `intra@${HOST}`, kind: 'disallowed' },
        { text: 'kupittaa-logo@2x.png', kind: 'retina' },
        { text: 'etunimi.sukunimi@esimerkki.fi', kind: 'placeholder' },
        { text: 'tuki@varausnetti.test', kind: 'other-company' },
      ],
    },
  };
}
