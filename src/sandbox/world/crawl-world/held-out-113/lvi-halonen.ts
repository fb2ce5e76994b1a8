/**
 * LVI-Halonen Oy: a family plumbing and HVAC contractor in Tampere, on Joomla 3 with the stock
 * Protostar template, in Finnish. The staff page is a grid of Bootstrap 2 thumbnails: the office
 * people's addresses written by Joomla's e-mail cloaking script, the fitters' by hand in the
 * Finnish "(at)" form; the contact article's JSON-LD names the service desk as a contactPoint; a
 * job advert names the site foreman in running text. The retina logo in the header's srcset and
 * the customer extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lvi-halonen.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Etusivu', 101],
  ['/palvelut', 'Palvelut', 102],
  ['/henkilosto', 'Henkilöstö', 103],
  ['/toihin-meille', 'Töihin meille', 104],
  ['/yhteystiedot', 'Yhteystiedot', 105],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tämä sähköpostiosoite on suojattu spamboteilta. Tarvitset JavaScript-tuen nähdäksesi sen.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'lvi-halonen' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'lvi-halonen' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'LVI-Halonen Oy',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?6f2b8e1d0c4a9f3e7b5d2c1a0e9f8d7c" rel="stylesheet">`,
    `<link href="https://fonts.googleapis.com/css?family=Open+Sans" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?6f2b8e1d0c4a9f3e7b5d2c1a0e9f8d7c"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?6f2b8e1d0c4a9f3e7b5d2c1a0e9f8d7c"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container">` +
    `<header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo/lvi-halonen-logo.png" srcset="/images/logo/lvi-halonen-logo@2x.png 2x" alt="LVI-Halonen Oy"></a>` +
    `<div class="header-search pull-right"><div class="custom"><p><strong>Päivystys 24/7</strong> ${tel('040 718 2290')}</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Näytä/piilota valikko</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div>` +
    `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([href, label, id]) => `<li class="item-${id}${href === p.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid">`,
  footer: () =>
    `</div></div></div>` +
    `<footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>LVI-Halonen Oy · Hatanpään valtatie 34 C, 33900 Tampere · Y-tunnus 0816452-7<br>Vaihde ${tel('03 3142 660')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/tietosuojaseloste">Tietosuojaseloste</a> · <a href="/asiakasextranet">Asiakasextranet</a></p></div></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Takaisin ylös</a></p><p>© 2025 LVI-Halonen Oy</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi-fi' });

const article = (title: string, html: string): string =>
  `<div id="system-message-container"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fi-FI"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Worker = { name: string; title: string; local: string; phone: string; how: 'cloak' | 'at'; id: string; photo: string };
const STAFF: Worker[] = [
  { name: 'Jukka Halonen', title: 'toimitusjohtaja', local: 'jukka.halonen', phone: '040 718 2201', how: 'cloak', id: '3f9a1c7e52b04d86a1e3c9f07b2d5e48', photo: 'jukka' },
  { name: 'Sari Halonen', title: 'talouspäällikkö', local: 'sari.halonen', phone: '040 718 2202', how: 'cloak', id: 'a7d20e5b91c34f68b0e7a2d45c9f1b36', photo: 'sari' },
  { name: 'Johanna Koskinen', title: 'projektipäällikkö, urakat ja linjasaneeraukset', local: 'johanna.koskinen', phone: '040 718 2214', how: 'cloak', id: 'e51c8b3a07f24d9e6b1a0c3f8d2e7a59', photo: 'johanna' },
  { name: 'Tiina Salo', title: 'toimistosihteeri', local: 'tiina.salo', phone: '03 3142 660', how: 'cloak', id: '9c0e4f2a6b1d38e7f5a0c9b4d3e2f168', photo: 'tiina' },
  { name: 'Antti Lehtonen', title: 'huoltoasentaja', local: 'antti.lehtonen', phone: '040 718 2231', how: 'at', id: '', photo: 'antti' },
  { name: 'Heikki Mäkinen', title: 'ilmanvaihtoasentaja', local: 'heikki.makinen', phone: '040 718 2236', how: 'at', id: '', photo: 'heikki' },
];

const thumb = (w: Worker): string =>
  `<li class="span4"><div class="thumbnail"><img src="/images/henkilosto/${w.photo}.jpg" alt="${esc(w.name)}" width="300" height="300"><div class="caption">` +
  `<h4>${esc(w.name)}</h4><p class="tehtava">${esc(w.title)}</p><p>puh. ${tel(w.phone)}<br>` +
  (w.how === 'cloak' ? cloak(w.local, w.id) : `${w.local}(at)lvi-halonen.test`) +
  `</p></div></div></li>`;

export function lviHalonen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Putki- ja ilmanvaihtotyöt Tampereella',
    main: article(
      'Putkiremontit, huollot ja ilmanvaihto – Tampereella vuodesta 1987',
      `<p>LVI-Halonen on kolmannen polven perheyritys. Teemme linjasaneeraukset, kylpyhuoneremontit, lämpöpumppujen asennukset sekä kiinteistöjen vesi- ja viemärihuollot Tampereen seudulla.</p>` +
        `<p>Tarvitsetko huoltoa? Jätä <a href="/yhteystiedot">huoltopyyntö</a> tai soita päivystykseen. Kotitalousvähennyksen osuuden merkitsemme laskuun valmiiksi.</p>` +
        `<p>Katso myös <a href="/palvelut">palvelumme</a> ja <a href="/toihin-meille">avoimet työpaikat</a>.</p>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: article(
      'Palvelut',
      `<ul><li>Linjasaneeraukset taloyhtiöille (putkiremontin suunnittelusta vastaanottoon)</li><li>Kylpyhuone- ja saunaremontit</li><li>Ilmalämpöpumput ja maalämpö</li><li>Ilmanvaihtokoneiden huollot ja suodatinvaihdot</li><li>Vuotojen ja tukosten päivystys</li></ul>` +
        `<p>Kaikilla asentajillamme on voimassa oleva vedeneristäjän sertifikaatti ja tulityökortti.</p>`,
    ),
  });

  pages['/henkilosto'] = page({
    path: '/henkilosto',
    title: 'Henkilöstö',
    main: article('Henkilöstö', `<p>Toimistomme palvelee arkisin klo 7.30–16.00.</p><ul class="thumbnails">${STAFF.map(thumb).join('')}</ul>`),
  });

  pages['/toihin-meille'] = page({
    path: '/toihin-meille',
    title: 'Töihin meille',
    main: article(
      'Haemme kokenutta LVI-asentajaa',
      `<p>Kasvava asiakaskuntamme tarvitsee vahvistusta: haemme Tampereen seudulle LVI-asentajaa saneerauskohteisiin ja huoltotöihin. Tarjoamme vakituisen työsuhteen, TES:n mukaisen palkan, pakettiauton ja hyvät työkalut.</p>` +
        `<p>Lisätietoja tehtävästä antaa työnjohtaja Pekka Nieminen, puh. ${tel('040 718 2240')}, pekka.nieminen(at)lvi-halonen.test. Vapaamuotoiset hakemukset 31.5. mennessä.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Plumber',
        name: 'LVI-Halonen Oy',
        url: `${ORIGIN}/`,
        telephone: '+358 3 3142 660',
        email: `info@${HOST}`,
        vatID: 'FI08164527',
        address: { '@type': 'PostalAddress', streetAddress: 'Hatanpään valtatie 34 C', postalCode: '33900', addressLocality: 'Tampere', addressCountry: 'FI' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', name: 'Huoltopyynnöt', email: `huolto@${HOST}`, telephone: '+358 40 718 2290', availableLanguage: ['Finnish', 'Swedish'] },
        ],
      },
    ],
    main: article(
      'Yhteystiedot',
      `<p>LVI-Halonen Oy<br>Hatanpään valtatie 34 C<br>33900 Tampere</p>` +
        `<p>Vaihde: ${tel('03 3142 660')} (ma–pe 7.30–16.00)<br>Päivystys: ${tel('040 718 2290')}</p>` +
        `<p>Huoltopyynnöt ja vikailmoitukset: ${mailto(`huolto@${HOST}`)}<br>Tarjouspyynnöt ja yleiset asiat: ${mailto(`info@${HOST}`)}</p>` +
        `<!-- Timon osoite poistettu 2023, ohjaus info-osoitteeseen: timo.halonen@${HOST} -->` +
        `<p>Laskut pyydämme ensisijaisesti verkkolaskuina (OVT 003708164527, välittäjä Maventa).</p>`,
    ),
  });

  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', main: article('Tietosuojaseloste', `<p>Rekisterinpitäjä: LVI-Halonen Oy, Hatanpään valtatie 34 C, 33900 Tampere. Asiakasrekisterin tietoja käytetään vain asiakassuhteen hoitamiseen.</p>`) });
  pages['/asiakasextranet'] = page({ path: '/asiakasextranet', title: 'Asiakasextranet', main: article('Asiakasextranet', `<p>Isännöitsijöiden ja taloyhtiöiden tunnukset: ${mailto(`extranet@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /asiakasextranet\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['fi'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `huolto@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        ...STAFF.map((w) => ({
          address: `${w.local}@${HOST}`,
          name: w.name,
          title: w.title,
          pages: ['/henkilosto'],
          ...(w.how === 'cloak' ? { encoded: { kind: 'script' as const, text: cloakScript(w.local, w.id) } } : {}),
          cases: ['card', w.how === 'cloak' ? 'script-protect' : 'obfuscated', ln] as CaseKind[],
        })),
        { address: `pekka.nieminen@${HOST}`, name: 'Pekka Nieminen', title: 'työnjohtaja', pages: ['/toihin-meille'], cases: ['prose', 'obfuscated', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/asiakasextranet'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: `timo.halonen@${HOST}`, kind: 'comment' },
        { text: 'lvi-halonen-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
