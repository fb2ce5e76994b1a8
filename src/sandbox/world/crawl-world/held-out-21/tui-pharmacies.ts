/**
 * Tūī Pharmacy: an owner-run group of three community pharmacies in Auckland (Ponsonby, Grey
 * Lynn, Mt Eden), on Shopify with the Dawn theme (online shop plus pages). The pharmacists in a
 * multicolumn section with their NZ qualifications on a separate line, the owner as the
 * Organization's JSON-LD founder, branch pages two links deep with "Pharmacist Manager: Name"
 * lines, the Ponsonby branch mailbox under its manager's name, the Mt Eden manager's address
 * turned around by a theme snippet, the naturopath on a "Name, Title" line, the vaccinator's
 * address in a Health Hub post's closing sentence, the accounts mailbox through an e-mail
 * protection app's character references; the wholesaler's address, the newsletter placeholder
 * and the staff page disallowed by a custom robots.txt.liquid.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tuipharmacies.test';
const ORIGIN = `http://${HOST}`;
const CDN = `//${HOST}/cdn/shop/files`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/collections/all', 'Shop'],
  ['/pages/our-stores', 'Our Stores'],
  ['/pages/our-pharmacists', 'Our Pharmacists'],
  ['/pages/vaccinations', 'Vaccinations'],
  ['/blogs/health-hub', 'Health Hub'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tūī Pharmacy',
  head: [
    `<link rel="stylesheet" href="//${HOST}/cdn/shop/t/7/assets/base.css?v=144997082486365258741711418790" media="all">`,
    '<script>window.Shopify = window.Shopify || {};Shopify.shop = "tui-pharmacy-nz.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"NZD","rate":"1.0"};Shopify.country = "NZ";Shopify.theme = {"name":"Dawn","id":131447980214,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>',
  ],
  header: () =>
    `<div id="shopify-section-sections--16523871912118__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-accent-1 gradient" role="region" aria-label="Announcement"><div class="page-width"><p class="announcement-bar__message h5"><span>Free delivery across Auckland on orders over $60</span></p></div></div></div>` +
    `<div id="shopify-section-sections--16523871912118__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-background-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/tui-logo.png?v=1699317045&amp;width=600" srcset="${CDN}/tui-logo.png?v=1699317045&amp;width=180 180w, ${CDN}/tui-logo@2x.png?v=1699317045 360w" width="180" height="62" alt="Tūī Pharmacy" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav></header></sticky-header></div>`,
  footer: () =>
    `<div id="shopify-section-sections--16523871944886__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-background-1 gradient section-sections--16523871944886__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Tūī Pharmacy</h2><div class="footer-block__details-content rte"><p>Ponsonby · Grey Lynn · Mt Eden<br>${tel('09 376 2240')}<br>${mailto(`hello@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy Policy</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li><li><a href="/pages/staff-only" class="link link--text list-menu__item list-menu__item--link">Staff</a></li></ul></div>` +
    `<div class="footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Subscribe to our emails</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--16523871944886__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="name@example.co.nz" required><label class="field__label" for="NewsletterForm--sections--16523871944886__footer">Email</label></div></div></form></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Tūī Pharmacy</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer></div>`,
  bodyEnd: [`<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=37284204640041572741711418790" defer="defer"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'en-NZ' });

const section = (id: string, html: string): string => `<div id="shopify-section-template--16523872010422__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--16523872010422__${id}-padding">${html}</div></div>`;

type Pharmacist = { name: string; role: string; quals: string; mail: string; img: string };
const PHARMACISTS: Pharmacist[] = [
  { name: 'Aroha Ngata', role: 'Owner & Managing Pharmacist', quals: 'BPharm, PGCertClinPharm, MPS', mail: 'angata', img: 'aroha' },
  { name: 'David Chen', role: 'Pharmacist Manager – Ponsonby', quals: 'BPharm, MPS', mail: 'dchen', img: 'david' },
  { name: 'Priya Raman', role: 'Pharmacist & Authorised Vaccinator', quals: 'BPharm (Hons)', mail: 'praman', img: 'priya' },
  { name: 'Mere Tawhiri', role: 'Senior Pharmacy Technician', quals: 'NZ Cert Pharmacy (Technician)', mail: 'mtawhiri', img: 'mere' },
];

const column = (p: Pharmacist): string =>
  `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--circle"><img src="${CDN}/${p.img}-team.jpg?v=1701234567&amp;width=750" alt="${esc(p.name)}" loading="lazy" width="500" height="500"></div></div>` +
  `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(p.name)}</h3><div class="rte"><p><strong>${esc(p.role)}</strong><br>${esc(p.quals)}</p><p>${mailto(`${p.mail}@${HOST}`)}</p></div></div></div></li>`;

const liamReversed = reversed(`lfitzgerald@${HOST}`);
const liamScript = `<script>(function(){var r='${liamReversed}';var e=r.split('').reverse().join('');document.getElementById('mteden-manager-mail').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`;

export function tuiPharmacies(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Your local pharmacy in Ponsonby, Grey Lynn & Mt Eden',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Tūī Pharmacy',
        logo: `https:${CDN}/tui-logo.png?v=1699317045&width=500`,
        sameAs: ['https://www.facebook.com/tuipharmacy', 'https://www.instagram.com/tuipharmacy'],
        url: `${ORIGIN}`,
        founder: { '@type': 'Person', name: 'Aroha Ngata', jobTitle: 'Owner & Managing Pharmacist', email: `angata@${HOST}` },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: `hello@${HOST}`, telephone: '+64 9 376 2240', areaServed: 'NZ' },
      },
    ],
    main:
      section('image_banner', `<h1 class="banner__heading h0">Kia ora, welcome to Tūī Pharmacy</h1><p>Three friendly community pharmacies, free prescription delivery in the inner west, and flu and COVID vaccinations without an appointment.</p><a href="/pages/our-stores" class="button button--primary">Find your nearest store</a>`) +
      section('featured_collection', `<h2 class="title inline-richtext h2">Winter wellness</h2><ul class="grid product-grid"><li class="grid__item"><a href="/products/vitamin-d-1000iu-90-caps" class="full-unstyled-link">Vitamin D 1000IU 90 caps</a> $18.99</li></ul>`),
  });

  pages['/collections/all'] = page({ path: '/collections/all', title: 'Products', main: section('product-grid', `<h1 class="collection-hero__title">Products</h1><ul class="grid product-grid"><li class="grid__item"><a href="/products/vitamin-d-1000iu-90-caps">Vitamin D 1000IU 90 caps</a></li></ul>`) });
  pages['/products/vitamin-d-1000iu-90-caps'] = page({ path: '/products/vitamin-d-1000iu-90-caps', title: 'Vitamin D 1000IU 90 caps', main: section('main', `<h1 class="product__title">Vitamin D 1000IU 90 caps</h1><p>Pharmacy-only medicine. Always read the label and use as directed.</p>`) });

  pages['/pages/our-pharmacists'] = page({
    path: '/pages/our-pharmacists',
    title: 'Our Pharmacists',
    main: section(
      'multicolumn',
      `<div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h1 class="title inline-richtext h1">Meet our pharmacists</h1></div><div class="rte"><p>Our team speaks English, te reo Māori, Mandarin, Cantonese and Tamil. Ask for a private consultation any time.</p></div>` +
        `<ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--4-col-desktop" role="list">${PHARMACISTS.map(column).join('')}</ul>`,
    ),
  });

  pages['/pages/our-stores'] = page({
    path: '/pages/our-stores',
    title: 'Our Stores',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Our Stores</h1><div class="rte"><ul><li><a href="/pages/ponsonby">Tūī Pharmacy Ponsonby</a> – 214 Ponsonby Road</li><li><a href="/pages/grey-lynn">Tūī Pharmacy Grey Lynn</a> – 566 Great North Road</li><li><a href="/pages/mt-eden">Tūī Pharmacy Mt Eden</a> – 432 Mt Eden Road</li></ul></div>`,
    ),
  });

  pages['/pages/ponsonby'] = page({
    path: '/pages/ponsonby',
    title: 'Tūī Pharmacy Ponsonby',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Tūī Pharmacy Ponsonby</h1><div class="rte"><p>214 Ponsonby Road, Ponsonby, Auckland 1011<br>Mon–Fri 8.30am–6pm, Sat 9am–4pm, Sun 10am–2pm<br>Phone ${tel('09 376 2240')}</p>` +
        `<p>Pharmacist Manager: David Chen<br>Email: ${mailto(`ponsonby@${HOST}`)}</p></div>`,
    ),
  });

  pages['/pages/grey-lynn'] = page({
    path: '/pages/grey-lynn',
    title: 'Tūī Pharmacy Grey Lynn',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Tūī Pharmacy Grey Lynn</h1><div class="rte"><p>566 Great North Road, Grey Lynn, Auckland 1021<br>Mon–Sat 9am–6pm<br>Phone ${tel('09 360 8812')}</p>` +
        `<p>Pharmacist Manager: Sophie Walker – ${mailto(`swalker@${HOST}`)}</p>` +
        `<p>Our Grey Lynn store also has a natural health clinic on Thursdays and Saturdays:<br>Hannah Brooks, Naturopath (BNatMed), ${mailto(`hbrooks@${HOST}`)}</p></div>`,
    ),
  });

  pages['/pages/mt-eden'] = page({
    path: '/pages/mt-eden',
    title: 'Tūī Pharmacy Mt Eden',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Tūī Pharmacy Mt Eden</h1><div class="rte"><p>432 Mt Eden Road, Mt Eden, Auckland 1024<br>Mon–Fri 8am–7pm, Sat–Sun 9am–5pm<br>Phone ${tel('09 630 4471')}</p>` +
        `<p>Pharmacist Manager: Liam Fitzgerald<br><span id="mteden-manager-mail"></span></p>${liamScript}</div>`,
    ),
  });

  pages['/pages/vaccinations'] = page({
    path: '/pages/vaccinations',
    title: 'Vaccinations',
    main: section('main', `<h1 class="main-page-title page-title h0">Vaccinations</h1><div class="rte"><p>Funded flu vaccines for over-65s, pregnant people and those with eligible conditions. Walk in, or book online through Book My Vaccine.</p></div>`),
  });

  pages['/blogs/health-hub'] = page({
    path: '/blogs/health-hub',
    title: 'Health Hub',
    main: section('main-blog', `<h1 class="title--primary">Health Hub</h1><ul class="blog-articles"><li><article class="article-card"><h3 class="card__heading h2"><a href="/blogs/health-hub/flu-season-2025-what-you-need-to-know" class="full-unstyled-link">Flu season 2025: what you need to know</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider">by Priya Raman</span><time datetime="2025-03-28T01:00:00Z">28 March 2025</time></div></article></li></ul>`),
  });

  pages['/blogs/health-hub/flu-season-2025-what-you-need-to-know'] = page({
    path: '/blogs/health-hub/flu-season-2025-what-you-need-to-know',
    title: 'Flu season 2025: what you need to know',
    main: section(
      'main-article',
      `<article class="article-template"><header class="page-width page-width--narrow"><h1 class="article-template__title">Flu season 2025: what you need to know</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2025-03-28T01:00:00Z">28 March 2025</time></span><span class="caption-with-letter-spacing">by Priya Raman</span></header>` +
        `<div class="article-template__content page-width page-width--narrow rte"><p>This year's vaccine covers four strains, including the H3N2 strain that hit Australia hard over their winter. It takes about two weeks to work, so don't leave it until the first sniffles at work.</p>` +
        `<p>Workplaces with ten or more staff can book an on-site clinic – email our vaccinator Priya Raman at ${mailto(`praman@${HOST}`)} with your numbers and preferred dates.</p></div></article>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Contact</h1><div class="rte"><p>General questions and online orders: ${mailto(`hello@${HOST}`)}</p>` +
        `<p>Accounts &amp; supplier enquiries: <a href="${entities(`mailto:accounts@${HOST}`)}">${entities(`accounts@${HOST}`)}</a></p>` +
        `<p>Stock supplied by Pharmaco Wholesale – trade account queries go to customerservices@pharmaco-wholesale.co.nz, not to us.</p></div>` +
        `<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div><button type="submit" class="button">Send</button></form>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacy Policy', main: section('main', `<h1>Privacy Policy</h1><p>We hold your health information in line with the Health Information Privacy Code 2020.</p>`) });
  pages['/policies/shipping-policy'] = page({ path: '/policies/shipping-policy', title: 'Shipping Policy', main: section('main', `<h1>Shipping Policy</h1><p>Orders placed before 1pm ship the same day. Prescription medicines are delivered within Auckland only.</p>`) });
  pages['/pages/staff-only'] = page({ path: '/pages/staff-only', title: 'Staff', main: section('main', `<h1>Staff</h1><p>Leave requests and roster swaps: ${mailto(`roster@${HOST}`)}</p>`) });

  const cardCases: CrawlWorldSite['truth']['addresses'][number]['cases'] = ['card', 'post-nominal', 'plain', 'link-english-unlisted'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /search\nDisallow: /pages/staff-only\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-shopid': '60911550646', 'x-sorting-hat-shopid': '60911550646', powered_by: 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/pages/contact'], cases: ['role', 'entities'] },
        { address: `ponsonby@${HOST}`, name: null, title: null, pages: ['/pages/ponsonby'], cases: ['role', 'neighbour', 'plain', 'deep-page'] },
        { address: `angata@${HOST}`, name: 'Aroha Ngata', title: 'Owner & Managing Pharmacist', pages: ['/pages/our-pharmacists', '/'], cases: [...cardCases, 'json-ld-person'] },
        { address: `dchen@${HOST}`, name: 'David Chen', title: 'Pharmacist Manager – Ponsonby', titleAlternatives: ['Pharmacist Manager'], pages: ['/pages/our-pharmacists'], cases: cardCases },
        {
          address: `praman@${HOST}`,
          name: 'Priya Raman',
          title: 'Pharmacist & Authorised Vaccinator',
          titleAlternatives: ['vaccinator'],
          pages: ['/pages/our-pharmacists', '/blogs/health-hub/flu-season-2025-what-you-need-to-know'],
          cases: [...cardCases, 'prose'],
        },
        { address: `mtawhiri@${HOST}`, name: 'Mere Tawhiri', title: 'Senior Pharmacy Technician', pages: ['/pages/our-pharmacists'], cases: cardCases },
        { address: `swalker@${HOST}`, name: 'Sophie Walker', title: 'Pharmacist Manager', pages: ['/pages/grey-lynn'], cases: ['title-name-line', 'plain', 'deep-page'] },
        { address: `hbrooks@${HOST}`, name: 'Hannah Brooks', title: 'Naturopath', titleAlternatives: ['Naturopath (BNatMed)'], pages: ['/pages/grey-lynn'], cases: ['name-title-line', 'post-nominal', 'plain', 'deep-page'] },
        {
          address: `lfitzgerald@${HOST}`,
          name: 'Liam Fitzgerald',
          title: 'Pharmacist Manager',
          pages: ['/pages/mt-eden'],
          encoded: { kind: 'reversed', text: liamReversed },
          cases: ['title-name-line', 'script-reversed', 'deep-page'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/pages/staff-only'],
      nonAddresses: [
        { text: `roster@${HOST}`, kind: 'disallowed' },
        { text: 'customerservices@pharmaco-wholesale.co.nz', kind: 'other-company' },
        { text: 'name@example.co.nz', kind: 'placeholder' },
        { text: 'tui-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
