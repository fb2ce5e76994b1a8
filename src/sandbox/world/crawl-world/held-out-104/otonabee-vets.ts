/**
 * Otonabee Large Animal Veterinary Services: a mixed dairy, beef and small-ruminant practice near
 * Keene, Ontario, on Wix. "Our Vets" (a menu label outside the usual contact words) is a Wix
 * repeater of cards whose headings carry "Dr." and post-nominals (DVM, MSc, DACT, RVT); one
 * associate's address is written by a custom-code script with String.fromCharCode; the page's
 * JSON-LD nests the staff inside the practice's departments, a relief veterinarian nowhere else;
 * the careers page names the practice manager in a sentence; the pharmacy and office mailboxes
 * have no person. The diagnostic lab's address, the contact form's placeholder and the client
 * portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'otonabeevets.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/our-vets', 'Our Vets'],
  ['/herd-health', 'Herd Health Programs'],
  ['/pharmacy', 'Pharmacy & Feed Orders'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

let compSeq = 0;
const comp = (): string => `comp-lq${(0x7a3f2 + compSeq++ * 0x1b7).toString(36)}`;

const rich = (html: string): string => {
  const id = comp();
  return `<div id="${id}" class="HcOXKn c9GqVL QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const h = (level: 1 | 2 | 3, text: string): string => `<h${level} class="font_${level + 1} wixui-rich-text__text"><span class="wixui-rich-text__text">${esc(text)}</span></h${level}>`;
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Otonabee Large Animal Veterinary Services',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3b8f1e2a-7c4d-4a9e-b6f0-2d1c5e8a9f73">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="a4d7c2e9-1f3b-4c8a-9e6d-5b0f2a7c1e84">',
    '<meta http-equiv="X-Wix-Published-Version" content="412">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.__BROWSER_DEPRECATION__ = !("customElements" in window);</script>',
    '<script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-seo-renderer-gradual","type":"Rollout","code":1},"mode":{"qa":false,"enableTestApi":false,"debug":false,"ssrIndicator":false,"ssrOnly":false,"siteAssetsFallback":"enable","versionIndicator":false},"componentsLibrariesTopology":[{"artifactId":"editor-elements","namespace":"wixui","url":"https:\\/\\/static.parastorage.com\\/services\\/editor-elements\\/1.11911.0"}],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"language":{"userLanguage":"en"},"locale":"en-ca","site":{"isResponsive":false,"siteId":"3b8f1e2a-7c4d-4a9e-b6f0-2d1c5e8a9f73","externalBaseUrl":"http:\\/\\/otonabeevets.test"}}</script>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.c0b5f3d1.min.css">',
  ],
  header: (spec) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">` +
    `<div id="comp-kx2p5u0d" class="MW5IWV comp-kx2p5u0d wixui-image"><a data-testid="linkElement" href="${ORIGIN}/" class="j7pOnl"><img src="https://static.wixstatic.com/media/4c8e2a_9f1d3b7e5a2c4068b1e9d7f3a5c2e1b0~mv2.png/v1/fill/w_220,h_88,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/otonabee-vets-logo.png" alt="Otonabee Large Animal Veterinary Services" style="width:220px;height:88px;object-fit:cover" width="220" height="88"></a></div>` +
    `<nav id="comp-kx2p5u2q" aria-label="Site" class="comp-kx2p5u2q wixui-dropdown-menu"><ul class="ItJEyU" role="menubar">` +
    MENU.map(
      ([href, label], i) =>
        `<li id="comp-kx2p5u2q${i}" class="wixui-dropdown-menu__item" data-direction="ltr" data-listposition="${i === 0 ? 'left' : i === MENU.length - 1 ? 'right' : 'center'}" data-data-id="dataItem-kx2p5u3${i}" data-state="menu ${href === spec.path ? 'selected' : 'false'} idle link notMobile" role="menuitem"><a data-testid="linkElement" href="${ORIGIN}${href === '/' ? '/' : href}" class="UiHgGh" aria-haspopup="false"><div class="yRj2ms"><div class="" style="text-align:left"><p class="zKbzSQ" style="text-align:left;line-height:50px">${esc(label)}</p></div></div></a></li>`,
    ).join('') +
    `</ul></nav></div></div></div></div></header><div id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><section class="xGDYP1 wixui-section" tabindex="-1"><div data-testid="columns" class="V5AUxf">`,
  footer: () =>
    `</div></section></div></div></div></div></div><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">` +
    rich(
      p(`Otonabee Large Animal Veterinary Services · 2184 County Road 2, Keene, ON K0L 2G0 · ${tel('705-555-0176')}`) +
        p(`24/7 emergency line for clients: ${tel('705-555-0177')} · ${mailto(`office@${HOST}`)}`) +
        p(`<a href="${ORIGIN}/client-portal" class="wixui-rich-text__text">Client Portal</a> · © 2025 Otonabee Large Animal Veterinary Services Professional Corporation`),
    ) +
    `</div></div></div></div></footer></div></div></div></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" class="consent-banner-root" hidden><div data-hook="consent-banner-root" class="_2ccJ4 _1gJ8f"><div class="_2FUOz" data-hook="ccsu-banner-text"><p>This website uses cookies. We use cookies to ensure that we give you the best experience on our website and to analyze our traffic.</p></div><div class="_3OdNl"><button data-hook="ccsu-banner-decline-all" class="_1ZTtZ">Decline all</button><button data-hook="ccsu-banner-settings-button" class="_1ZTtZ">Settings</button><button data-hook="consent-banner-apply-button" class="_1nMgw">Accept</button></div></div></div>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.2f4c8e1a.bundle.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const column = (html: string): string => {
  const id = comp();
  return `<div id="${id}" class="comp-${id.slice(5)} YzqVVZ wixui-column-strip__column"><div data-mesh-id="${id}inlineContent" data-testid="inline-content"><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${html}</div></div></div>`;
};

const WILLEM = `willem.vandenbroek@${HOST}`;
const WILLEM_CODES = charCodes(WILLEM);
const WILLEM_SCRIPT = `(function(){var e=String.fromCharCode(${WILLEM_CODES});var n=document.getElementById('wvdb-email');if(n){n.innerHTML='<a href="mailto:'+e+'">'+e+'</a>';}})();`;

type Member = { heading: string; name: string; title: string; local: string; photo: string; bio: string; cases: CaseKind[]; script?: boolean; alternatives?: string[] };
const TEAM: Member[] = [
  {
    heading: 'Dr. Marie-Claude Tremblay, DVM, MSc',
    name: 'Marie-Claude Tremblay',
    title: 'Practice Owner & Senior Veterinarian, Dairy Herd Health & Milk Quality',
    local: 'marie-claude.tremblay',
    photo: '7e2c4a_mctremblay',
    bio: 'Marie-Claude grew up on a Holstein farm near Saint-Hyacinthe, graduated from the Faculté de médecine vétérinaire in 2004 and completed an MSc in epidemiology at the Ontario Veterinary College. She bought the practice in 2012.',
    cases: ['honorific', 'post-nominal', 'json-ld-nested', 'json-ld-person'],
    alternatives: ['Practice Owner', 'Senior Veterinarian'],
  },
  {
    heading: 'Dr. Willem van den Broek, DVM',
    name: 'Willem van den Broek',
    title: 'Associate Veterinarian – Beef Cow-Calf, Feedlot & Bull Breeding Soundness Exams',
    local: 'willem.vandenbroek',
    photo: '7e2c4a_wvandenbroek',
    bio: 'Willem joined us from a feedlot practice in southern Alberta in 2018. Each spring he tests more than 400 bulls before turnout.',
    cases: ['honorific', 'post-nominal', 'script-charcode'],
    script: true,
    alternatives: ['Associate Veterinarian'],
  },
  {
    heading: 'Dr. Priya Raghunathan, DVM, DACT',
    name: 'Priya Raghunathan',
    title: 'Associate Veterinarian, Small Ruminants & Camelids; Theriogenology',
    local: 'priya.raghunathan',
    photo: '7e2c4a_praghunathan',
    bio: 'Priya is a board-certified theriogenologist. She looks after our sheep, goat, alpaca and llama clients and runs the embryo transfer and pregnancy ultrasound service.',
    cases: ['honorific', 'post-nominal', 'json-ld-nested', 'json-ld-person'],
    alternatives: ['Associate Veterinarian'],
  },
  {
    heading: 'Jessica Lalonde, RVT',
    name: 'Jessica Lalonde',
    title: 'Registered Veterinary Technician – Herd Health Records & Milk Quality Lead',
    local: 'jessica.lalonde',
    photo: '7e2c4a_jlalonde',
    bio: 'Jess keeps the herd health records for our dairy clients in DairyComp and Lactanet, and runs the on-farm milk culture program.',
    cases: ['post-nominal', 'json-ld-nested', 'json-ld-person'],
    alternatives: ['Registered Veterinary Technician'],
  },
  {
    heading: 'Brent Kowalchuk',
    name: 'Brent Kowalchuk',
    title: 'Practice Manager',
    local: 'brent.kowalchuk',
    photo: '7e2c4a_bkowalchuk',
    bio: 'Brent handles accounts, scheduling, the vehicles and hiring. Before joining the practice he managed a feed mill in Lindsay for eleven years.',
    cases: ['prose'],
  },
  {
    heading: 'Ama Owusu-Ansah',
    name: 'Ama Owusu-Ansah',
    title: 'Client Care Coordinator (Reception, Farm-Call Booking & Pharmacy Orders)',
    local: 'ama.owusu-ansah',
    photo: '7e2c4a_aowusuansah',
    bio: 'Ama answers the phone, books farm calls and gets your pharmacy order ready for pickup. She is also the reason the clinic cat is still alive.',
    cases: [],
    alternatives: ['Client Care Coordinator'],
  },
];

const card = (m: Member, i: number): string =>
  `<div id="comp-lr8x2k5a__item-${i}" class="comp-lr8x2k5a wixui-repeater__item" role="listitem"><div class="B5hP5s wixui-box"><div data-mesh-id="comp-lr8x2k5a__item-${i}inlineContent" data-testid="inline-content">` +
  `<div class="MW5IWV wixui-image"><img src="https://static.wixstatic.com/media/${m.photo}~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${m.photo}.jpg" alt="${esc(m.name)}" width="320" height="320"></div>` +
  rich(
    h(3, m.heading) +
      p(`<span class="wixui-rich-text__text" style="font-weight:bold">${esc(m.title)}</span>`) +
      p(esc(m.bio)) +
      (m.script ? p(`<span id="wvdb-email"></span>`) + `<script>${WILLEM_SCRIPT}</script>` : p(mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'class="wixui-rich-text__text"'))),
  ) +
  `</div></div></div>`;

export function otonabeeVets(): CrawlWorldSite {
  compSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const person = (m: Member) => ({ '@type': 'Person', name: m.name, jobTitle: m.title, email: `${m.local}@${HOST}`, ...(m.heading.startsWith('Dr.') ? { honorificPrefix: 'Dr.' } : {}) });
  const byLocal = (local: string): Member => TEAM.find((m) => m.local === local)!;

  pages['/'] = page({
    path: '/',
    title: 'Large Animal Veterinarians | Peterborough County',
    description: 'Farm-call veterinary care for dairy, beef, sheep, goat and camelid clients across Peterborough, Northumberland and the Kawarthas.',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'VeterinaryCare',
        name: 'Otonabee Large Animal Veterinary Services',
        url: `${ORIGIN}/`,
        telephone: '705-555-0176',
        address: { '@type': 'PostalAddress', streetAddress: '2184 County Road 2', addressLocality: 'Keene', addressRegion: 'ON', postalCode: 'K0L 2G0', addressCountry: 'CA' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
      },
    ],
    main: column(
      rich(
        h(1, 'Farm-call veterinary care since 1987') +
          p('Three veterinarians and two RVTs serving dairy, beef, sheep, goat and camelid farms across Peterborough County, Northumberland County and the City of Kawartha Lakes. Our trucks carry ultrasound, a portable chute-side lab and a full pharmacy.') +
          p(`<a href="${ORIGIN}/herd-health" class="wixui-rich-text__text">Herd health programs</a> · <a href="${ORIGIN}/our-vets" class="wixui-rich-text__text">Meet our vets</a> · <a href="${ORIGIN}/pharmacy" class="wixui-rich-text__text">Order from the pharmacy</a>`),
      ),
    ),
  });

  pages['/our-vets'] = page({
    path: '/our-vets',
    title: 'Our Vets & Team',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'VeterinaryCare',
        '@id': `${ORIGIN}/#practice`,
        name: 'Otonabee Large Animal Veterinary Services',
        url: `${ORIGIN}/`,
        department: [
          { '@type': 'VeterinaryCare', name: 'Dairy & Beef Herd Health', employee: [person(byLocal('marie-claude.tremblay')), person(byLocal('jessica.lalonde'))] },
          {
            '@type': 'VeterinaryCare',
            name: 'Small Ruminant, Camelid & Equine Services',
            employee: [
              person(byLocal('priya.raghunathan')),
              { '@type': 'Person', honorificPrefix: 'Dr.', name: 'Owen Friesen', jobTitle: 'Relief Veterinarian – Equine Dentistry & Lameness', email: `owen.friesen@${HOST}` },
            ],
          },
        ],
      },
    ],
    main:
      column(rich(h(1, 'Our Vets & Team') + p('Everyone on our team has worked on a farm, and most of us still do on weekends.'))) +
      `<div id="comp-lr8x2k4p" class="comp-lr8x2k4p wixui-repeater" role="list"><div class="SIvhIv">${TEAM.map(card).join('')}</div></div>`,
  });

  pages['/herd-health'] = page({
    path: '/herd-health',
    title: 'Herd Health Programs',
    main: column(
      rich(
        h(1, 'Herd Health Programs') +
          p('Monthly or bi-weekly herd health visits for dairy herds, with pregnancy checks by ultrasound, fresh-cow exams, transition-cow monitoring and a quarterly review of your milk culture and SCC results.') +
          p('Beef clients can book pre-breeding and pre-weaning visits, bull breeding soundness exams and feedlot processing. Sheep and goat producers can join our flock health program for lambing and kidding season.') +
          p('Lab samples we collect are sent to Northland Animal Health Laboratory; to send samples yourself, write to the lab at samples@northlandahl.ca for a submission form.'),
      ),
    ),
  });

  pages['/pharmacy'] = page({
    path: '/pharmacy',
    title: 'Pharmacy & Feed Orders',
    main: column(
      rich(
        h(1, 'Pharmacy & Medicated Feed Orders') +
          p(`Email your order to ${mailto(`pharmacy@${HOST}`, `pharmacy@${HOST}`, 'class="wixui-rich-text__text"')} by noon for pickup the next business day. Please include your farm name and premises ID.`) +
          p('Since December 2018, all medically important antimicrobials for livestock require a prescription from a veterinarian with a valid veterinarian-client-patient relationship. We will need to have seen your herd within the past year.'),
      ),
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: column(
      rich(
        h(1, 'Careers') +
          p('We are hiring a full-time Associate Veterinarian (mixed large animal, new grads welcome) and summer students from the Ontario Veterinary College and the Veterinary Technician program at Fleming College.') +
          p(`Send your résumé and a cover letter to our Practice Manager, Brent Kowalchuk, at ${mailto(`brent.kowalchuk@${HOST}`, `brent.kowalchuk@${HOST}`, 'class="wixui-rich-text__text"')}. We offer a vehicle, CE allowance, licence fees, OVMA and CVMA dues and a fair after-hours rotation.`),
      ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: column(
      rich(
        h(1, 'Contact Us') +
          p(`2184 County Road 2, Keene, ON K0L 2G0<br>Office: ${tel('705-555-0176')} (Monday to Friday, 8 a.m. – 5 p.m.)<br>Emergencies, clients only: ${tel('705-555-0177')}`) +
          p(`General questions and accounts: ${mailto(`office@${HOST}`, `office@${HOST}`, 'class="wixui-rich-text__text"')}. Please do not email about an emergency: call us.`),
      ) +
        `<div id="comp-lr9a1c3e" class="comp-lr9a1c3e wixui-form"><form class="JVi7i2" data-testid="form"><div class="PKqW6c"><label for="input_comp-lr9a1c3f" class="wixui-text-input__label">Name *</label><input type="text" name="name" id="input_comp-lr9a1c3f" class="KvoMHf has-custom-focus wixui-text-input__input" required aria-required="true"></div><div class="PKqW6c"><label for="input_comp-lr9a1c40" class="wixui-text-input__label">Email *</label><input type="email" name="email" id="input_comp-lr9a1c40" class="KvoMHf has-custom-focus wixui-text-input__input" placeholder="name@yourfarm.ca" required aria-required="true"></div><div class="PKqW6c"><label for="textarea_comp-lr9a1c41" class="wixui-text-box__label">Message</label><textarea id="textarea_comp-lr9a1c41" class="rEindN has-custom-focus wixui-text-box__input"></textarea></div><button type="submit" class="wixui-button"><span class="w4Vxx6 wixui-button__label">Send</span></button></form></div>`,
    ),
  });

  pages['/client-portal'] = page({
    path: '/client-portal',
    title: 'Client Portal',
    main: column(rich(h(1, 'Client Portal') + p(`Log in to see your herd’s records, lab results and invoices. Need access for a new farm manager? Email ${mailto(`portal@${HOST}`, `portal@${HOST}`, 'class="wixui-rich-text__text"')}.`))),
  });

  const paths = ['/', '/our-vets', '/herd-health', '/pharmacy', '/careers', '/contact'];
  const index = sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-03-02');
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, paths, '2025-03-02'));

  const team: CaseKind[] = ['card', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By default, Wix sites use the following robots.txt file\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /client-portal\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\n# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\nUser-agent: AhrefsBot\nCrawl-delay: 10\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: index,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1742651234.871203456789012345', 'X-Seen-By': 'sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVgtfSAGHQTbbsuyf4jm6oQk', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `pharmacy@${HOST}`, name: null, title: null, pages: ['/pharmacy'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.alternatives ? { titleAlternatives: m.alternatives } : {}),
          pages: m.local === 'brent.kowalchuk' ? ['/our-vets', '/careers'] : ['/our-vets'],
          ...(m.script ? { encoded: { kind: 'charcodes' as const, text: WILLEM_CODES } } : {}),
          cases: [...team, ...m.cases, ...(m.script ? [] : (['plain'] as CaseKind[]))],
        })),
        {
          address: `owen.friesen@${HOST}`,
          name: 'Owen Friesen',
          title: 'Relief Veterinarian – Equine Dentistry & Lameness',
          titleAlternatives: ['Relief Veterinarian'],
          pages: ['/our-vets'],
          cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', 'link-english-unlisted'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'samples@northlandahl.ca', kind: 'other-company' },
        { text: 'name@yourfarm.ca', kind: 'placeholder' },
      ],
    },
  };
}
