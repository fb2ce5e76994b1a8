/**
 * Medáreň pod Tatrami: a family beekeeping business near Poprad selling honey, mead and gift
 * boxes online, on the Shoptet shop system, Slovak only. The owner in running text on the about
 * page, the shop team as cards on the contact page, the customer-care contact's label line in the
 * terms ("Reklamácie vybavuje: name, function, street, phone, address"), the corporate-gifts
 * contact as a definition list with "Ing.", and the organisation's JSON-LD with a customer-service
 * ContactPoint and a wholesale department whose head is stated only there. The carrier's address,
 * the newsletter field's placeholder and the client zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'medaren-pod-tatrami.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.myshoptet.com/usr/www.medaren-pod-tatrami.test/user';

const MENU: [string, string][] = [
  ['/med/', 'Med'],
  ['/medovina/', 'Medovina'],
  ['/darcekove-balicky/', 'Darčekové balíčky'],
  ['/firemne-darceky/', 'Firemné darčeky'],
  ['/o-nas/', 'O nás'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Medáreň pod Tatrami',
  head: [
    '<meta name="author" content="Medáreň pod Tatrami">',
    '<meta name="web_author" content="Shoptet.sk">',
    '<link rel="preconnect" href="https://cdn.myshoptet.com">',
    '<link rel="stylesheet" href="https://cdn.myshoptet.com/prj/dist/master/cms/templates/frontend_templates/11/css/main.min.css">',
    `<link rel="stylesheet" href="${CDN}/documents/upload/custom.css?v=1711">`,
    '<script>dataLayer = []; dataLayer.push({"shoptet":{"pageType":"article","currency":"EUR","language":"sk"}});</script>',
    '<script>var shoptet = shoptet || {}; shoptet.abilities = {"about":{"generation":2,"id":"11"},"config":{"category":{"product":{"image_size":"detail"}},"navigation_breakpoint":767}};</script>',
  ],
  header: () =>
    `<div class="overall-wrapper"><div class="user-action"><div class="container"><div class="user-action-in"><div id="login" class="user-action-login popup-widget login-widget" role="dialog"><a href="/login/?backTo=%2F" rel="nofollow">Prihlásenie</a></div></div></div></div>` +
    `<header id="header"><div class="container navigation-wrapper"><div class="header-top"><div class="site-name-wrapper"><div class="site-name"><a href="/" data-testid="linkWebsiteLogo"><img src="${CDN}/logos/medaren-logo.png" alt="Medáreň pod Tatrami" fetchpriority="low"></a></div></div>` +
    `<div class="search" itemscope itemtype="https://schema.org/WebSite"><meta itemprop="url" content="${ORIGIN}/"><form action="/action/ProductSearch/prepareString/" method="post" class="search-form compact-form"><input type="search" name="string" class="query-input form-control search-input" placeholder="Napíšte, čo hľadáte" autocomplete="off"><button type="submit" class="btn btn-default">Hľadať</button></form></div>` +
    `<div class="navigation-buttons"><a href="/kosik/" class="btn btn-icon toggle-window cart-count" rel="nofollow" data-testid="headerCart"><span class="sr-only">Nákupný košík</span></a></div></div>` +
    `<nav id="navigation" aria-label="Hlavné menu"><div class="navigation-in menu"><ul class="menu-level-1" role="menubar">${MENU.map(([href, label], i) => `<li class="menu-item-${683 + i * 3}" role="none"><a href="${href}" target="_self" role="menuitem"><b>${esc(label)}</b></a></li>`).join('')}</ul></div></nav></div></header>` +
    `<div id="content-wrapper" class="container content-wrapper"><div class="content-wrapper-in">`,
  footer: () =>
    `</div></div><footer id="footer"><div class="container footer-rows"><div class="custom-footer elements-4">` +
    `<div class="custom-footer__contact"><h4><span>Kontakt</span></h4><div class="contact-box no-image"><ul><li><span class="mail" data-testid="contactboxEmail">${mailto(`objednavky@${HOST}`)}</span></li><li><span class="tel">${tel('+421 52 772 14 30')}</span></li><li><span class="cellphone">${tel('+421 905 318 227')}</span></li></ul></div></div>` +
    `<div class="custom-footer__articles"><h4><span>Informácie pre vás</span></h4><ul><li><a href="/obchodne-podmienky/">Obchodné podmienky</a></li><li><a href="/doprava-a-platba/">Doprava a platba</a></li><li><a href="/ochrana-osobnych-udajov/">Ochrana osobných údajov</a></li><li><a href="/klientska-zona/">Klientská zóna pre predajne</a></li></ul></div>` +
    `<div class="custom-footer__newsletter"><h4><span>Newsletter</span></h4><form action="/action/MailForm/subscribeToNewsletters/" method="post"><input type="email" name="email" class="form-control" placeholder="vas@email.sk" required><button type="submit" class="btn btn-default">Prihlásiť sa</button></form></div></div>` +
    `<div class="footer-bottom"><span id="signature" style="display: inline-block !important; visibility: visible !important;"><a href="https://www.shoptet.sk/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" class="image" target="_blank" rel="nofollow noopener">Vytvorené na Shoptete</a></span><span class="copyright">© 2025 Medáreň pod Tatrami s.r.o.</span></div></div></footer></div>`,
  bodyEnd: [
    '<div class="siteCookies siteCookies--bottom" role="dialog" aria-label="Cookies" hidden><div class="siteCookies__text">Tento web používa súbory cookie na poskytovanie služieb a analýzu návštevnosti. <a href="/ochrana-osobnych-udajov/">Viac informácií</a></div><div class="siteCookies__buttons"><button class="siteCookies__button js-cookiesConsentSubmit" value="all">Prijať všetko</button><button class="siteCookies__button js-cookiesConsentSubmit" value="reject">Odmietnuť</button></div></div>',
    '<script src="https://cdn.myshoptet.com/prj/dist/master/cms/templates/frontend_templates/11/js/shoptet.min.js" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });

const content = (title: string, html: string): string =>
  `<div class="content-inner"><div class="breadcrumbs navigation-home-icon-wrapper" itemscope itemtype="https://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/" itemprop="item" class="navigation-home-icon"><span itemprop="name" class="sr-only">Domov</span></a><meta itemprop="position" content="1"></span></div>` +
  `<article><header><h1>${esc(title)}</h1></header><div class="text">${html}</div></article></div>`;

type Member = { name: string; title: string; local: string; phone?: string };
const TEAM: Member[] = [
  { name: 'Zuzana Hudáková', title: 'konateľka, e-shop a marketing', local: 'zuzana', phone: '+421 905 318 227' },
  { name: 'Martina Oravcová', title: 'zákaznícka podpora', local: 'martina', phone: '+421 52 772 14 30' },
  { name: 'Peter Jurčo', title: 'expedícia a sklad', local: 'peter' },
  { name: 'Lucia Vargová', title: 'grafika a sociálne siete', local: 'lucia' },
];

export function medarenPodTatrami(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Poctivý tatranský med priamo od včelára',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Medáreň pod Tatrami s.r.o.',
        url: `${ORIGIN}/`,
        logo: `${CDN}/logos/medaren-logo.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Hlavná 12', addressLocality: 'Poprad-Matejovce', postalCode: '058 01', addressCountry: 'SK' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `objednavky@${HOST}`, telephone: '+421 52 772 14 30', availableLanguage: ['sk', 'cs'] }],
        department: [
          {
            '@type': 'Organization',
            name: 'Veľkoobchod – Medáreň pod Tatrami',
            employee: [{ '@type': 'Person', name: 'Ján Kováčik', jobTitle: 'vedúci veľkoobchodu', email: `jan@${HOST}` }],
          },
        ],
      },
    ],
    main: content(
      'Poctivý tatranský med priamo od včelára',
      `<p>Kvetový, agátový, lipový aj medovicový med z našich 240 včelstiev pod Vysokými Tatrami. Med neprehrievame a plníme ho ručne v Matejovciach.</p>` +
        `<p>Objednávky nad 40 € posielame zadarmo. Na Vianoce pripravujeme <a href="/darcekove-balicky/">darčekové balíčky</a> a pre firmy aj <a href="/firemne-darceky/">darčeky s vlastným logom</a>.</p>`,
    ),
  });

  pages['/med'] = page({ path: '/med', title: 'Med', main: content('Med', '<p>Agátový med 950 g – 14,90 €<br>Lipový med 950 g – 13,90 €<br>Medovicový med 500 g – 9,50 €<br>Pastovaný med so škoricou 400 g – 7,90 €</p>') });
  pages['/medovina'] = page({ path: '/medovina', title: 'Medovina', main: content('Medovina', '<p>Tradičná slovenská medovina polosladká 0,5 l – 12,50 €. Predaj alkoholu len osobám starším ako 18 rokov.</p>') });
  pages['/darcekove-balicky'] = page({ path: '/darcekove-balicky', title: 'Darčekové balíčky', main: content('Darčekové balíčky', '<p>Drevená krabička s tromi druhmi medu, medovinou a sviečkou z včelieho vosku – 34,90 €.</p>') });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: content(
      'O nás',
      `<p>Včeláriť začal Štefan Hudák v roku 1998 s piatimi úľmi po starom otcovi. Dnes máme včelnice v Tatranskej Kotline, pod Kráľovou hoľou a v Spišskej Belej a med predávame na trhoch aj cez e-shop.</p>` +
        `<p>Majiteľ a hlavný včelár Štefan Hudák rád odpovie na otázky o chove včiel, peľových analýzach či exkurziách na včelnici – napíšte mu na ${mailto(`stefan@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      'Kontakt',
      `<p><strong>Medáreň pod Tatrami s.r.o.</strong><br>Hlavná 12, 058 01 Poprad-Matejovce<br>IČO: 51 847 296, DIČ: 2120788453, IČ DPH: SK2120788453<br>Zapísaná v Obchodnom registri Okresného súdu Prešov, oddiel Sro, vložka č. 38412/P</p>` +
        `<p>Objednávky a otázky k tovaru: ${mailto(`objednavky@${HOST}`)}, ${tel('+421 52 772 14 30')} (po–pi 8:00–15:00)</p>` +
        `<h2>Náš tím</h2><div class="team-members">` +
        TEAM.map(
          (m) =>
            `<div class="team-member"><img src="${CDN}/documents/upload/tim/${m.local}.jpg" alt="${esc(m.name)}" width="200" height="200" loading="lazy"><h3>${esc(m.name)}</h3><p class="team-member__role">${esc(m.title)}</p><p>${mailto(`${m.local}@${HOST}`)}${m.phone ? `<br>${tel(m.phone)}` : ''}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/firemne-darceky'] = page({
    path: '/firemne-darceky',
    title: 'Firemné darčeky',
    main: content(
      'Firemné darčeky s vaším logom',
      `<p>Pre firmy pripravujeme medové darčeky s vlastnou etiketou od 30 kusov. Vzorky vám radi pošleme.</p>` +
        `<dl class="contact-dl"><dt>Kontaktná osoba</dt><dd>Ing. Róbert Šimko</dd><dt>Funkcia</dt><dd>obchodný zástupca pre firemných zákazníkov</dd><dt>Telefón</dt><dd>${tel('+421 911 402 563')}</dd><dt>E-mail</dt><dd>${mailto(`robert@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/obchodne-podmienky'] = page({
    path: '/obchodne-podmienky',
    title: 'Obchodné podmienky',
    main: content(
      'Všeobecné obchodné podmienky',
      `<h2>1. Predávajúci</h2><p>Medáreň pod Tatrami s.r.o., Hlavná 12, 058 01 Poprad-Matejovce, IČO: 51 847 296.</p>` +
        `<h2>7. Reklamácie</h2><p>Reklamácie vybavuje: Martina Oravcová, zákaznícka podpora, Medáreň pod Tatrami s.r.o., Hlavná 12, 058 01 Poprad-Matejovce, tel. ${tel('+421 52 772 14 30')}, e-mail: ${mailto(`martina@${HOST}`)}</p>` +
        `<h2>8. Doprava</h2><p>Zásielky doručuje spoločnosť Balíkovo Express s.r.o.; otázky k doručeniu zásielky môžete adresovať priamo dopravcovi na info@balikovo-express.sk.</p>`,
    ),
  });

  pages['/doprava-a-platba'] = page({ path: '/doprava-a-platba', title: 'Doprava a platba', main: content('Doprava a platba', '<p>Kuriér 4,20 €, Packeta výdajné miesto 2,90 €, osobný odber v Matejovciach zdarma. Platba kartou, prevodom alebo na dobierku.</p>') });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: content('Ochrana osobných údajov', '<p>Prevádzkovateľom je Medáreň pod Tatrami s.r.o. Osobné údaje spracúvame v súlade s nariadením GDPR.</p>') });
  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientská zóna', main: content('Klientská zóna pre predajne', `<p>Veľkoobchodný cenník pre predajne a lekárne. Prístup vám pridelíme na základe žiadosti na ${mailto(`b2b@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /action/\nDisallow: /kosik/\nDisallow: /login/\nDisallow: /klientska-zona\nDisallow: /*?\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/med/', '/medovina/', '/darcekove-balicky/', '/firemne-darceky/', '/o-nas/', '/kontakt/', '/obchodne-podmienky/', '/doprava-a-platba/'], '2025-04-18'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Shoptet' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['sk'],
      addresses: [
        { address: `objednavky@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `jan@${HOST}`, name: 'Ján Kováčik', title: 'vedúci veľkoobchodu', pages: ['/'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'] },
        { address: `stefan@${HOST}`, name: 'Štefan Hudák', title: 'Majiteľ a hlavný včelár', pages: ['/o-nas'], cases: ['prose', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'martina' ? ['/kontakt', '/obchodne-podmienky'] : ['/kontakt'],
          cases: ['card', 'plain', ln, ...(m.local === 'martina' ? ['label-line'] : [])] as CaseKind[],
        })),
        { address: `robert@${HOST}`, name: 'Róbert Šimko', title: 'obchodný zástupca pre firemných zákazníkov', pages: ['/firemne-darceky'], cases: ['definition-list', 'honorific', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'info@balikovo-express.sk', kind: 'other-company' },
        { text: 'vas@email.sk', kind: 'placeholder' },
      ],
    },
  };
}
