/**
 * Maison Verhaeghe: an invented bean-to-bar chocolate maker in Bruges writing English, on
 * Squarespace 7.1. The founder is a JSON-LD Person and a card on "Meet the makers" (a link in
 * English words no keyword list holds), with post-nominals and a prose bio; the wholesale page
 * has a label line; the newsletter form's placeholder, the theme's git remote, the courier's
 * address and the order-status page (barred) are traps.
 */
import { mailto, tel } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'maison-verhaeghe.test';
const O = `http://${HOST}`;

export function maisonVerhaeghe(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Home'], ['/meet-the-makers', 'Meet the makers'], ['/trade', 'For shops &amp; hotels'], ['/visit', 'Visit us'], ['/order-status', 'Track my parcel']];
  const theme = simpleTheme(
    HOST,
    'Maison Verhaeghe',
    ['<!-- This is Squarespace. --><!-- maison-verhaeghe -->', '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1/site.css">', '<meta name="x-theme-repo" content="git@github.com:maison-verhaeghe/sqs-theme.git">'],
    menu,
    'sqs',
    `<form class="newsletter-form"><input type="email" name="email" placeholder="you@example.com"><button>Subscribe</button></form><p>Maison Verhaeghe · Wollestraat 27, 8000 Brugge · ${tel('+32 50 34 18 62')}</p>`,
  );
  const orgLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Maison Verhaeghe',
    url: `${O}/`,
    founder: { '@type': 'Person', name: 'Lotte Verhaeghe', jobTitle: 'Founder & Head Chocolatier', email: `lotte.verhaeghe@${HOST}` },
  };
  const pages = render(theme, [
    { path: '/', title: 'Home', lang: 'en', jsonLd: [orgLd], main: `<h1>Bean-to-bar from Bruges</h1><p>Small batches, single origins, roasted and conched on Wollestraat. Questions? ${mailto(`hello@${HOST}`)}</p>` },
    {
      path: '/meet-the-makers',
      title: 'Meet the makers',
      lang: 'en',
      jsonLd: [orgLd],
      main:
        `<h1>Meet the makers</h1><div class="sqs-gallery">` +
        `<div class="summary-item"><h3>Lotte Verhaeghe</h3><p class="summary-excerpt">Founder &amp; Head Chocolatier</p><p>${mailto(`lotte.verhaeghe@${HOST}`)}</p></div>` +
        `<div class="summary-item"><h3>Pieter Claes, MBA</h3><p class="summary-excerpt">Commercial Director</p><p>${mailto(`pieter.claes@${HOST}`)}</p></div>` +
        `<div class="summary-item"><h3>Dr. Annelies Peeters, PhD</h3><p class="summary-excerpt">Cocoa Sourcing &amp; Quality Lead</p><p>${mailto(`annelies.peeters@${HOST}`)}</p></div>` +
        `<div class="summary-item"><h3>Thibault Lambert</h3><p class="summary-excerpt">Head of Production</p><p>${mailto(`thibault.lambert@${HOST}`)}</p></div>` +
        `</div><p>Jonas Willems, our workshop host, runs the Saturday tasting sessions; to book a private group, write to him at ${mailto(`jonas.willems@${HOST}`)}.</p>`,
    },
    {
      path: '/trade',
      title: 'For shops & hotels',
      lang: 'en',
      main: `<h1>Wholesale</h1><p>Wholesale enquiries: Sofie Maes, Key Account Manager, +32 470 21 55 09, ${mailto(`sofie.maes@${HOST}`)}</p><p>Outside Belgium, please contact Marie Dubois (Export Manager) at ${mailto(`marie.dubois@${HOST}`)}.</p><p>Parcels are shipped by our courier partner (claims: orders@bpost-partner.example.be).</p>`,
    },
    { path: '/visit', title: 'Visit us', lang: 'en', main: `<h1>Visit the workshop</h1><p>Open Wednesday to Sunday, 10:00–18:00. Group visits: ${mailto(`visits@${HOST}`)}</p>` },
    { path: '/order-status', title: 'Track my parcel', lang: 'en', main: `<h1>Order status</h1><p>Problems with an order: ${mailto(`webshop@${HOST}`)}</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /order-status\nDisallow: /api/\n\nSitemap: ${O}/sitemap.xml\n`,
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `lotte.verhaeghe@${HOST}`, name: 'Lotte Verhaeghe', title: 'Founder & Head Chocolatier', pages: ['/meet-the-makers', '/'], cases: ['json-ld-person', 'card', 'plain', 'link-english-unlisted'] },
        { address: `pieter.claes@${HOST}`, name: 'Pieter Claes', title: 'Commercial Director', pages: ['/meet-the-makers'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: `annelies.peeters@${HOST}`, name: 'Annelies Peeters', title: 'Cocoa Sourcing & Quality Lead', pages: ['/meet-the-makers'], cases: ['card', 'honorific', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: `jonas.willems@${HOST}`, name: 'Jonas Willems', title: 'workshop host', pages: ['/meet-the-makers'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `sofie.maes@${HOST}`, name: 'Sofie Maes', title: 'Key Account Manager', pages: ['/trade'], cases: ['label-line', 'plain', 'link-english-unlisted'] },
        { address: `visits@${HOST}`, name: null, title: null, pages: ['/visit'], cases: ['role', 'plain'] },
        { address: `thibault.lambert@${HOST}`, name: 'Thibault Lambert', title: 'Head of Production', pages: ['/meet-the-makers'], cases: ['card', 'plain', 'link-english-unlisted'] },
        { address: `marie.dubois@${HOST}`, name: 'Marie Dubois', title: 'Export Manager', pages: ['/trade'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/order-status'],
      nonAddresses: [
        { text: `webshop@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'git@github.com:maison-verhaeghe/sqs-theme.git', kind: 'git' },
        { text: 'orders@bpost-partner.example.be', kind: 'other-company' },
      ],
    },
  };
}
