/**
 * Pellingin Vesiosuuskunta – Pellinge Vattenandelslag: a rural water co-operative in the Porvoo
 * archipelago, on Joomla 3 (Protostar), in Finnish with a Finland-Swedish side. The board as a
 * table whose addresses Joomla's e-mail cloaking plugin writes with `var addy…` scripts (inside
 * the `//<!--` … `//-->` Joomla puts in them); the contact page, which the editor keeps in a
 * module the plugin never touches, with a label line for the office secretary and the network
 * foreman as "Verkostomestari: Name, ins. (AMK)" with his address written "(at)"; the billing
 * mailbox as a JSON-LD contact point; the meter-reading mailbox, cloaked too, in a news item that
 * names the secretary beside it; the Swedish home, reached only through hreflang (the language
 * switcher is a <select>), with a board member in running text and the Swedish contact page two
 * steps in with the managing director's "Name, title" line. An old address in an HTML comment,
 * the members' pages (disallowed), the auditor's address and the contact form's placeholder
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pellinginvesi.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string, string][]> = {
  fi: [
    ['/', 'Etusivu', '101'],
    ['/ajankohtaista', 'Ajankohtaista', '108'],
    ['/liittyminen', 'Liittyminen', '109'],
    ['/hallinto', 'Hallinto', '110'],
    ['/yhteystiedot', 'Yhteystiedot', '111'],
    ['/jasenille', 'Jäsenille', '112'],
  ],
  sv: [
    ['/sv', 'Startsida', '131'],
    ['/sv/kontakt', 'Kontakt', '133'],
  ],
};

/** Joomla 3's JHtmlEmail::convertEncoding: the vowels as character references. */
const vowels = (text: string): string => text.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The inner script of Joomla 3's e-mail cloak for `local@pellinginvesi.test`, with the cloak span's id. */
function cloakScript(local: string, rand: string): string {
  const parts = HOST.split('.').map(vowels);
  return (
    `\n //<!--\n document.getElementById('cloak${rand}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${rand} = '${vowels(local)}' + '&#64;';\n addy${rand} = addy${rand} + '${parts.join("' + '&#46;' + '")}';\n` +
    ` var addy_text${rand} = '${vowels(local)}' + '&#64;' + '${parts.join("' + '&#46;' + '")}';document.getElementById('cloak${rand}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${rand} + '\\'>'+addy_text${rand}+'<\\/a>';\n //-->\n `
  );
}

const cloak = (local: string, rand: string): string =>
  `<span id="cloak${rand}">Tämä sähköpostiosoite on suojattu spamboteilta. Tarvitset JavaScript-tuen nähdäksesi osoitteen.</span><script type='text/javascript'>${cloakScript(local, rand)}</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Pellingin Vesiosuuskunta',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/protostar/css/template.css?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60" rel="stylesheet">',
    '<link href="/media/mod_languages/css/template.css?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60" rel="stylesheet">',
    '<style>body.site { border-top: 3px solid #1c6ea4; background-color: #f4f6f7; } a { color: #1c6ea4; } .nav-list > .active > a, .nav-pills > .active > a { background: #1c6ea4; }</style>',
    '<script src="/media/jui/js/jquery.min.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    '<script src="/media/jui/js/jquery-migrate.min.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    '<script src="/media/system/js/caption.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    '<script src="/templates/protostar/js/template.js?8c1e3f0a2b7d9e4c5f6a1b2c3d4e5f60"></script>',
    "<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); });</script>",
  ],
  header: (p) => {
    const lang = p.lang.startsWith('sv') ? 'sv' : 'fi';
    const items = MENU[lang]!.map(([href, label, id]) => `<li class="item-${id}${href === p.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('');
    return (
      `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix">` +
      `<a class="brand pull-left" href="${lang === 'sv' ? '/sv' : '/'}"><img src="/images/logo/pellingin-vesi-logo.png" alt="${lang === 'sv' ? 'Pellinge Vattenandelslag' : 'Pellingin Vesiosuuskunta'}"> <div class="site-description">${lang === 'sv' ? 'Vatten och avlopp i Pellinge skärgård sedan 2006' : 'Vesi- ja viemäripalvelut Pellingin saaristoon vuodesta 2006'}</div></a>` +
      `<div class="header-search pull-right"><div class="mod-languages"><form name="lang" method="post" action="${ORIGIN}${p.path}"><select class="inputbox advSelect" onchange="document.location.replace(this.value);"><option dir="ltr" value="/"${lang === 'fi' ? ' selected="selected"' : ''}>Suomi</option><option dir="ltr" value="/sv"${lang === 'sv' ? ' selected="selected"' : ''}>Svenska</option></select></form></div></div>` +
      `</div></header><nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Valikko</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div>` +
      `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${items}</ul></div></nav><div class="row-fluid"><div id="content" class="span12"><div id="system-message-container"></div>`
    );
  },
  footer: (p) =>
    `</div></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>Pellingin Vesiosuuskunta – Pellinge Vattenandelslag · Ströminkuja 2, 06750 Pellinki · Y-tunnus 2041887-3<br>` +
    `${p.lang.startsWith('sv') ? 'Jour' : 'Päivystys'} ${tel('0400 512 377')} · ${mailto(`info@${HOST}`)}</p></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">${p.lang.startsWith('sv') ? 'Till början' : 'Sivun alkuun'}</a></p><p>© 2025 Pellingin Vesiosuuskunta · <a href="/tietosuoja">Tietosuojaseloste</a></p></div></footer>`,
  bodyEnd: [
    '<div id="cookieConsent" class="cookie-notice" style="display:none"><p>Käytämme evästeitä sivuston toiminnan varmistamiseen. Jatkamalla sivuston käyttöä hyväksyt evästeiden käytön. <a href="/tietosuoja">Lue lisää</a></p><button type="button" class="btn btn-primary" id="cookieOk">Selvä</button></div>',
    "<script>jQuery(function($){ if(!document.cookie.match(/pv_cookies=1/)){ $('#cookieConsent').show(); } $('#cookieOk').on('click', function(){ document.cookie='pv_cookies=1;path=/;max-age=31536000'; $('#cookieConsent').hide(); }); });</script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi-FI' });

/** A Joomla article as Protostar prints it. */
const article = (heading: string, body: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fi-FI"><div class="page-header"><h2 itemprop="headline">${esc(heading)}</h2></div><div itemprop="articleBody">${body}</div></div>`;

type Board = { name: string; title: string; phone: string; local?: string; rand?: string };
const BOARD: Board[] = [
  { name: 'Markku Holmström', title: 'hallituksen puheenjohtaja', phone: '040 718 2290', local: 'markku.holmstrom', rand: '3f9a1c7e5b2d8046a1e9c3b7d5f20a84' },
  { name: 'Eeva-Liisa Kärkkäinen', title: 'hallituksen varapuheenjohtaja', phone: '050 331 0476', local: 'eeva-liisa.karkkainen', rand: '9b04e2d7c1a65f38e0b7d2c9a4f16e53' },
  { name: 'Ralf Åkerblom', title: 'hallituksen jäsen, Tirmon ja Sondbyn runkolinjat', phone: '040 162 5583', local: 'ralf.akerblom', rand: 'c7e13a95d0b248f6a3c1e7d9b5024f1a' },
  { name: 'Kari Mäkelä', title: 'hallituksen jäsen', phone: '044 290 1187' },
  { name: 'Mikaela Sundström', title: 'hallituksen jäsen, ruotsinkielinen jäsenviestintä', phone: '040 833 6021' },
  { name: 'Tuija Saarinen-Lindqvist', title: 'sihteeri (hallituksen ulkopuolinen)', phone: '045 127 9930', local: 'tuija.saarinen-lindqvist', rand: '1d6f0b8e4a3c927d5e1b0f6a8c4d2e97' },
];

const METER_RAND = '5e2c9a0f7d3b1e86c4a2f0d9b7e5c3a1';

export function pellinginVesi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Etusivu',
    alternates: { 'fi-FI': '/', 'sv-FI': '/sv' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Pellingin Vesiosuuskunta',
        alternateName: 'Pellinge Vattenandelslag',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/logo/pellingin-vesi-logo.png`,
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Ströminkuja 2', postalCode: '06750', addressLocality: 'Pellinki', addressRegion: 'Porvoo', addressCountry: 'FI' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'billing support', email: `laskutus@${HOST}`, telephone: '+358 19 612 4410', availableLanguage: ['Finnish', 'Swedish'] },
          { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+358 400 512 377', hoursAvailable: 'Mo-Su 00:00-23:59' },
        ],
      },
    ],
    main: `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog">${article(
      'Tervetuloa Pellingin Vesiosuuskunnan sivuille',
      `<p>Pellingin Vesiosuuskunta on vuonna 2006 perustettu jäsentensä omistama osuuskunta, joka toimittaa talousvettä ja johtaa jätevedet noin 430 kiinteistöltä Pellingin, Sondbyn ja Tirmon alueella. Jätevedet johdetaan siirtoviemäriä pitkin Porvoon kaupungin Hermanstorpin puhdistamolle.</p>` +
        `<p>Osuuskunta toimii ilman voittoa: vesimaksut kattavat verkoston ylläpidon, saneeraukset ja lainanhoidon.</p>` +
        `<ul><li><a href="/ajankohtaista">Mittarilukemat 15.1.2025 mennessä</a></li><li><a href="/ajankohtaista">Kevätkokous 22.4.2025 Pellingin koululla</a></li><li><a href="/liittyminen">Liittymismaksut 2025</a></li></ul>`,
    )}</div>`,
  });

  pages['/ajankohtaista'] = page({
    path: '/ajankohtaista',
    title: 'Ajankohtaista',
    main:
      `<div class="blog" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix">` +
      `<div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Mittarilukemat 15.1.2025 mennessä</h2></div><dl class="article-info muted"><dd class="published"><time datetime="2024-12-18T09:12:00+02:00" itemprop="datePublished">18.12.2024</time></dd></dl>` +
      `<p>Vuoden 2024 kulutuksen tasauslaskua varten pyydämme kaikkia jäseniä ilmoittamaan vesimittarin lukeman 15.1.2025 mennessä. Lukeman voi ilmoittaa jäsensivuilla tai sähköpostitse osoitteeseen ${cloak('mittarilukemat', METER_RAND)}. Ilmoita viestissä jäsennumerosi ja mittarin numero.</p>` +
      `<p>Lisätietoja antaa Pirjo Lehtonen, puh. 019 612 4410 (ti ja to klo 9–12).</p></div>` +
      `<div class="leading-1" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Kevätkokous 22.4.2025</h2></div>` +
      `<p>Osuuskunnan sääntömääräinen kevätkokous pidetään tiistaina 22.4.2025 klo 18.00 Pellingin koululla. Kokouksessa käsitellään tilinpäätös vuodelta 2024 sekä Tirmon runkolinjan saneerauksen toinen vaihe. Kokouskutsu postitetaan jäsenille maaliskuussa.</p></div>` +
      `</div></div>`,
  });

  pages['/liittyminen'] = page({
    path: '/liittyminen',
    title: 'Liittyminen',
    main: article(
      'Liittyminen verkostoon',
      `<p>Toiminta-alueella sijaitseva kiinteistö voi liittyä osuuskunnan vesijohto- ja viemäriverkostoon. Liittyminen edellyttää osuuskunnan jäsenyyttä ja liittymissopimusta.</p>` +
        `<table class="table table-bordered"><thead><tr><th>Maksu</th><th>Vakituinen asunto</th><th>Vapaa-ajan asunto</th></tr></thead><tbody><tr><td>Liittymismaksu (vesi + jätevesi)</td><td>6 900 €</td><td>5 400 €</td></tr><tr><td>Osuusmaksu</td><td>100 €</td><td>100 €</td></tr><tr><td>Perusmaksu / vuosi</td><td>168 €</td><td>168 €</td></tr></tbody></table>` +
        `<!-- vanha yhteyshenkilö liittymissopimuksille: bengt.forsman@${HOST} (poistettu 2023) -->` +
        `<p>Kiinteistön tonttijohdot ja pumppaamon hankkii ja asentaa jäsen itse. Liittymissopimukset ja liittymislausunnot hoitaa osuuskunnan toimisto, katso <a href="/yhteystiedot">yhteystiedot</a>.</p>`,
    ),
  });

  const boardRow = (b: Board): string =>
    `<tr><td>${esc(b.name)}</td><td>${esc(b.title)}</td><td>${esc(b.phone)}</td><td>${b.local && b.rand ? cloak(b.local, b.rand) : ''}</td></tr>`;

  pages['/hallinto'] = page({
    path: '/hallinto',
    title: 'Hallinto',
    main: article(
      'Hallinto',
      `<p>Osuuskunnan ylintä päätösvaltaa käyttää osuuskunnan kokous. Hallitus valitaan kevätkokouksessa kahdeksi vuodeksi kerrallaan. Hallituksen sihteerinä toimii osuuskunnan toimiston ulkopuolinen henkilö.</p>` +
        `<h3>Hallitus 2024–2026</h3><table class="table table-striped"><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>${BOARD.map(boardRow).join('')}</tbody></table>` +
        `<h3>Toiminnantarkastaja</h3><p>Tilintarkastus Rinne Oy, Porvoo. Yhteyshenkilö KHT Sanna Rinne, tarkastus@rinne-tilit.test.</p>` +
        `<p>Toimitusjohtaja Henrik Lindroos vastaa osuuskunnan juoksevista asioista ja on hallituksen kokouksissa esittelijänä.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    alternates: { 'fi-FI': '/yhteystiedot', 'sv-FI': '/sv/kontakt' },
    main:
      article('Yhteystiedot', `<p>Osuuskunnan toimisto (Ströminkuja 2, Pellingin entinen meijeri) on avoinna tiistaisin ja torstaisin klo 9–12.</p>`) +
      `<div class="moduletable"><div class="custom">` +
      `<p>Yleiset asiat: ${mailto(`info@${HOST}`)}<br>Laskut ja maksusuunnitelmat: ${mailto(`laskutus@${HOST}`)}</p>` +
      `<p>Liittymis- ja laskutusasiat: Pirjo Lehtonen, toimistosihteeri, Ströminkuja 2, 06750 Pellinki, puh. ${tel('019 612 4410')}, ${mailto(`pirjo.lehtonen@${HOST}`)}</p>` +
      `<p><strong>Verkostomestari:</strong> Jari Nieminen, ins. (AMK)<br>puh. ${tel('0400 512 377')} (arkisin 7–15)<br>jari.nieminen(at)pellinginvesi.test</p>` +
      `<p>Toimitusjohtaja Henrik Lindroos tavoittaa parhaiten puhelimitse, ${tel('040 552 8190')}.</p>` +
      `<p>Vuodoista ja häiriöistä ilmoitetaan aina puhelimitse päivystysnumeroon ${tel('0400 512 377')}, myös viikonloppuisin.</p>` +
      `</div></div>` +
      `<div class="contact-form"><form id="contact-form" action="/yhteystiedot" method="post" class="form-validate form-horizontal well"><fieldset><legend>Lähetä viesti</legend>` +
      `<div class="control-group"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name">Nimi<span class="star">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" size="30" required></div></div>` +
      `<div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_emailmsg">Sähköposti<span class="star">&#160;*</span></label></div><div class="controls"><input type="email" name="jform[contact_email]" class="validate-email" id="jform_contact_email" size="30" placeholder="matti.meikalainen@esimerkki.fi" required></div></div>` +
      `<div class="control-group"><div class="control-label"><label for="jform_contact_message">Viesti</label></div><div class="controls"><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10"></textarea></div></div>` +
      `<div class="form-actions"><button class="btn btn-primary validate" type="submit">Lähetä</button></div></fieldset></form></div>`,
  });

  pages['/jasenille'] = page({
    path: '/jasenille',
    title: 'Jäsenille',
    main: article(
      'Jäsensivut',
      `<p>Jäsensivuilla voit ilmoittaa mittarilukeman, tarkastella laskujasi ja päivittää yhteystietosi. Kirjaudu jäsennumerollasi.</p><p>Jos et pääse kirjautumaan, kirjoita osoitteeseen jasenrekisteri@${HOST}.</p>` +
        `<form action="/jasenille" method="post" id="login-form"><input type="text" name="username" placeholder="Jäsennumero"><input type="password" name="password"><button type="submit" class="btn btn-primary">Kirjaudu</button></form>`,
    ),
  });

  pages['/tietosuoja'] = page({
    path: '/tietosuoja',
    title: 'Tietosuojaseloste',
    main: article('Tietosuojaseloste', `<p>Rekisterinpitäjä on Pellingin Vesiosuuskunta. Jäsenrekisteriin tallennetaan jäsenen nimi, kiinteistötunnus, yhteystiedot, kulutustiedot ja laskutustiedot. Tietoja säilytetään jäsenyyden ajan ja kirjanpitolain edellyttämän ajan.</p>`),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Startsida',
    lang: 'sv-FI',
    alternates: { 'fi-FI': '/', 'sv-FI': '/sv' },
    main: `<div class="blog-featured">${article(
      'Välkommen till Pellinge Vattenandelslag',
      `<p>Andelslaget grundades 2006 av fastighetsägare i Pellinge, Sondby och Tirmo och levererar i dag vatten till cirka 430 fastigheter. Avloppsvattnet leds via överföringsledningen till Borgå stads reningsverk i Hermanstorp.</p>` +
        `<p>Nästan en tredjedel av våra medlemmar är svenskspråkiga. Vår styrelseledamot Mikaela Sundström ansvarar för medlemsinformationen på svenska och svarar gärna på frågor: ${mailto(`mikaela.sundstrom@${HOST}`)}.</p>` +
        `<p>Mätarställningen för 2024 ska meddelas senast 15.1.2025. <a href="/sv/kontakt">Kontaktuppgifter</a></p>`,
    ).replace('content="fi-FI"', 'content="sv-FI"')}</div>`,
  });

  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakt',
    lang: 'sv-FI',
    alternates: { 'fi-FI': '/yhteystiedot', 'sv-FI': '/sv/kontakt' },
    main: article(
      'Kontakt',
      `<p>Pellinge Vattenandelslag<br>Strömgränd 2, 06750 Pellinge<br>Kansliet är öppet tisdagar och torsdagar kl. 9–12.</p>` +
        `<p>Henrik Lindroos, verkställande direktör, tfn ${tel('040 552 8190')}, ${mailto(`henrik.lindroos@${HOST}`)}</p>` +
        `<p>Fakturor och avbetalningsplaner: ${mailto(`laskutus@${HOST}`)}</p>` +
        `<p>Läckor och driftstörningar anmäls alltid per telefon till jourens nummer ${tel('0400 512 377')}.</p>`,
    ).replace('content="fi-FI"', 'content="sv-FI"'),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n\n` +
        `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /jasenille\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot', '/sv'], cases: ['role', 'plain'] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot', '/sv/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        ...BOARD.filter((b) => b.local && b.rand).map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.title,
          ...(b.local === 'tuija.saarinen-lindqvist' ? { titleAlternatives: ['sihteeri'] } : {}),
          pages: ['/hallinto'],
          encoded: { kind: 'script' as const, text: cloakScript(b.local!, b.rand!) },
          cases: ['table', 'script-protect', ln] as CaseKind[],
        })),
        {
          address: `mittarilukemat@${HOST}`,
          name: null,
          title: null,
          pages: ['/ajankohtaista'],
          encoded: { kind: 'script', text: cloakScript('mittarilukemat', METER_RAND) },
          cases: ['role', 'neighbour', 'script-protect', ln],
        },
        { address: `pirjo.lehtonen@${HOST}`, name: 'Pirjo Lehtonen', title: 'toimistosihteeri', pages: ['/yhteystiedot'], cases: ['label-line', 'plain', ln] },
        { address: `jari.nieminen@${HOST}`, name: 'Jari Nieminen', title: 'Verkostomestari', pages: ['/yhteystiedot'], cases: ['title-name-line', 'post-nominal', 'obfuscated', ln] },
        {
          address: `mikaela.sundstrom@${HOST}`,
          name: 'Mikaela Sundström',
          title: 'styrelseledamot',
          titleAlternatives: ['hallituksen jäsen, ruotsinkielinen jäsenviestintä', 'hallituksen jäsen'],
          pages: ['/sv'],
          cases: ['prose', 'hreflang', 'plain'],
        },
        { address: `henrik.lindroos@${HOST}`, name: 'Henrik Lindroos', title: 'verkställande direktör', titleAlternatives: ['Toimitusjohtaja'], pages: ['/sv/kontakt'], cases: ['name-title-line', 'deep-page', 'hreflang', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/jasenille'],
      nonAddresses: [
        { text: `bengt.forsman@${HOST}`, kind: 'comment' },
        { text: `jasenrekisteri@${HOST}`, kind: 'disallowed' },
        { text: 'tarkastus@rinne-tilit.test', kind: 'other-company' },
        { text: 'matti.meikalainen@esimerkki.fi', kind: 'placeholder' },
      ],
    },
  };
}
