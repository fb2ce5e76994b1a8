/**
 * Svaneapoteket Ribe: a Danish pharmacy with a webshop on Shopify (Dawn theme). The staff as a
 * table on "Personale", the pharmacist as "Apoteker: Name" in the footer-like owner box, the
 * branch manager as a schema.org Person in microdata, one address built with String.fromCharCode
 * by a theme snippet, prescription and shop mailboxes, the payment provider's address, a Swiper
 * CDN version and a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'svaneapoteket-ribe.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/collections/handkob', 'Håndkøb'],
  ['/pages/recepter', 'Recepter'],
  ['/pages/personale', 'Personale'],
  ['/pages/om-apoteket', 'Om apoteket'],
  ['/pages/kontakt', 'Kontakt'],
];

const CHARCODE_ADDR = `signe@${HOST}`;
const CHARCODE_SCRIPT = `<script>(function(){var e=String.fromCharCode(${charCodes(CHARCODE_ADDR)});var a=document.getElementById('vaccine-mail');a.href='mailto:'+e;a.textContent=e;})();</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Svaneapoteket Ribe',
  head: [
    `<link rel="stylesheet" href="//${HOST}/cdn/shop/t/7/assets/base.css?v=144968985024194912401712048129" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css">',
    '<script>window.Shopify = window.Shopify || {};Shopify.shop = "svaneapoteket-ribe.myshopify.com";Shopify.locale = "da";Shopify.currency = {"active":"DKK","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":139204411467,"schema_name":"Dawn","schema_version":"13.0.1"};</script>',
  ],
  header: () =>
    `<sticky-header class="header-wrapper"><header class="header header--middle-left page-width"><a href="/" class="header__heading-link"><img srcset="//${HOST}/cdn/shop/files/svane-logo.png?v=1680 1x, //${HOST}/cdn/shop/files/logo@2x.png?v=1680 2x" src="//${HOST}/cdn/shop/files/svane-logo.png?v=1680" alt="Svaneapoteket Ribe" width="180" height="60"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link">${esc(l)}</a></li>`).join('')}</ul></nav><a href="/cart" class="header__icon header__icon--cart">Kurv</a></header></sticky-header>`,
  footer: () =>
    `<footer class="footer color-background-1"><div class="footer__content-top page-width"><div class="footer-block__details-content rte"><p>Svaneapoteket Ribe · Torvet 9 · 6760 Ribe · CVR 31 42 87 55</p><p>Telefon ${tel('+45 75 42 01 19')} · ${mailto(`kontakt@${HOST}`)}</p><p><a href="/policies/privacy-policy">Privatlivspolitik</a> · <a href="/policies/terms-of-service">Handelsbetingelser</a></p></div></div><div class="footer__payment"><span class="visually-hidden">Betalingsmetoder</span>MobilePay · Dankort · Visa</div></footer>`,
  privacyPath: { da: '/policies/privacy-policy' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js" defer></script>', `<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=37284204640041572741712048129" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const rte = (title: string, html: string): string => `<div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div></div>`;

type Staff = { name: string; title: string; local: string };
const STAFF: Staff[] = [
  { name: 'Henrik Østergaard', title: 'Farmaceut, souschef', local: 'henrik' },
  { name: 'Camilla Juhl', title: 'Farmakonom', local: 'camilla' },
  { name: 'Rasmus Bech', title: 'Farmakonom, medicinhåndtering i plejeboliger', local: 'rasmus' },
  { name: 'Ida Kjærsgaard', title: 'Apoteksassistent', local: 'ida' },
  { name: 'Nanna Skov', title: 'Farmakonomelev', local: 'nanna' },
];

export function svaneapoteketRibe(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dit lokale apotek i Ribe',
    main: `<div class="banner"><h2 class="banner__heading">Dit lokale apotek midt i Ribe</h2><p>Åbent hverdage 9–17.30 og lørdag 9–13. Bestil håndkøbsmedicin online og hent den samme dag.</p><a href="/pages/recepter" class="button">Forny recept</a></div>`,
  });

  pages['/collections/handkob'] = page({ path: '/collections/handkob', title: 'Håndkøb', main: rte('Håndkøb', `<ul class="product-grid"><li>Panodil 500 mg, 20 stk. – 29,95 kr.</li><li>Zyrtec 10 mg, 30 stk. – 79,00 kr.</li><li>Solcreme SPF 50, 200 ml – 119,00 kr.</li></ul>`) });

  pages['/pages/recepter'] = page({
    path: '/pages/recepter',
    title: 'Recepter',
    main: rte('Recepter og vaccination', `<p>Send spørgsmål om din recept til ${mailto(`recept@${HOST}`)} – vi svarer inden for en hverdag.</p>` + `<p>Influenza- og covidvaccination: tidsbestilling hos vores vaccinationsansvarlige Signe Lund på <a id="vaccine-mail" href="#">(aktivér JavaScript)</a>.</p>${CHARCODE_SCRIPT}`),
  });

  pages['/pages/personale'] = page({
    path: '/pages/personale',
    title: 'Personale',
    main: rte(
      'Personale',
      `<p>Mød holdet bag skranken.</p><table><thead><tr><th>Navn</th><th>Stilling</th><th>E-mail</th></tr></thead><tbody>` + STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') + `</tbody></table><p class="small"><a href="/pages/intern-vagtplan">Intern vagtplan (kun for personale)</a></p>`,
    ),
  });

  pages['/pages/om-apoteket'] = page({
    path: '/pages/om-apoteket',
    title: 'Om apoteket',
    main: rte(
      'Om apoteket',
      `<p>Svaneapoteket har ligget ved Torvet siden 1872. Apoteket ejes og drives af apoteker Mette Frandsen.</p>` +
        `<div class="owner-box"><p><strong>Apoteker:</strong> Mette Frandsen, ${mailto(`mette@${HOST}`)}</p></div>` +
        `<div class="branch" itemscope itemtype="https://schema.org/Person"><h2>Apoteksudsalget i Gram</h2><p><span itemprop="name">Lars Dalgaard</span>, <span itemprop="jobTitle">filialleder</span><br><a itemprop="email" href="mailto:lars@${HOST}">lars@${HOST}</a></p></div>` +
        `<p>Betaling håndteres af vores betalingsudbyder; spørgsmål om refusion kan sendes til support@quickpay-nordic.dk.</p>`,
    ),
  });

  pages['/pages/kontakt'] = page({ path: '/pages/kontakt', title: 'Kontakt', main: rte('Kontakt', `<p>Torvet 9, 6760 Ribe</p><p>Webshop og ordrer: ${mailto(`webshop@${HOST}`)}</p><form method="post" action="/contact#contact_form" class="contact-form"><input type="hidden" name="form_type" value="contact"><input type="text" name="contact[name]" placeholder="Navn"><input type="email" name="contact[email]" placeholder="E-mail"><textarea name="contact[body]"></textarea><button type="submit">Send</button></form>`) });
  pages['/pages/intern-vagtplan'] = page({ path: '/pages/intern-vagtplan', title: 'Intern vagtplan', main: rte('Intern vagtplan', `<p>Bytte af vagter meldes til ${mailto(`vagtplan@${HOST}`)}.</p>`) });
  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privatlivspolitik', main: rte('Privatlivspolitik', `<p>Dataansvarlig: Svaneapoteket Ribe, Torvet 9, 6760 Ribe.</p>`) });
  pages['/policies/terms-of-service'] = page({ path: '/policies/terms-of-service', title: 'Handelsbetingelser', main: rte('Handelsbetingelser', `<p>Alle priser er inkl. moms. Receptpligtig medicin kan ikke returneres.</p>`) });

  const staff = (s: Staff) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/pages/personale'], cases: ['table', 'plain', 'link-non-english'] as CaseKind[] });

  return {
    site: {
      host: HOST,
      robotsTxt: `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\nDisallow: /pages/intern-vagtplan\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '71820345419', 'X-Shopify-Stage': 'production' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['da'],
      addresses: [
        { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `recept@${HOST}`, name: null, title: null, pages: ['/pages/recepter'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `webshop@${HOST}`, name: null, title: null, pages: ['/pages/kontakt'], cases: ['role', 'plain'] },
        { address: CHARCODE_ADDR, name: 'Signe Lund', title: 'vaccinationsansvarlig', titleAlternatives: ['vaccinationsansvarlige'], pages: ['/pages/recepter'], encoded: { kind: 'charcodes', text: charCodes(CHARCODE_ADDR) }, cases: ['script-charcode', 'prose', 'link-non-english'] },
        ...STAFF.map(staff),
        { address: `mette@${HOST}`, name: 'Mette Frandsen', title: 'Apoteker', pages: ['/pages/om-apoteket'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `lars@${HOST}`, name: 'Lars Dalgaard', title: 'filialleder', pages: ['/pages/om-apoteket'], cases: ['microdata', 'name-title-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/pages/intern-vagtplan'],
      nonAddresses: [
        { text: 'support@quickpay-nordic.dk', kind: 'other-company' },
        { text: `vagtplan@${HOST}`, kind: 'disallowed' },
        { text: 'swiper@8.4.7', kind: 'package' },
        { text: 'logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
