/**
 * Kōwhai Grove School: a full primary school in Heretaunga (Hastings), New Zealand, with a
 * Māori-medium unit, Te Whānau Kōwhai, on Silverstripe CMS 5 with Elemental and Fluent, in New
 * Zealand English and te reo Māori. The staff page states the address scheme and lists the
 * leadership team as a definition list ("Mrs", "Mr", "Ms"); the office manager's card on the
 * contact page gets its address from a reversed data attribute; the enrolments page names the
 * enrolments officer in a sentence. The Māori home is reached only through its hreflang alternate
 * (the language switcher is a select box), and its "Ngā Kaimahi" page lists the unit's kaiako as
 * profile cards with "Whaea" and "Matua"; "Whakapā Mai" gives the principal as "Tumuaki: Name".
 * A retired mailbox in an HTML comment, the uniform shop's address and the relief-teacher page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kowhaigrove-school.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `firstname.lastname@${HOST}`;

const MENU: Record<'en' | 'mi', [string, string][]> = {
  en: [
    ['/', 'Home'],
    ['/about-us/', 'About Us'],
    ['/about-us/our-staff/', 'Our Staff'],
    ['/enrolments/', 'Enrolments'],
    ['/contact-us/', 'Contact Us'],
  ],
  mi: [
    ['/mi/', 'Kāinga'],
    ['/mi/ko-matou/', 'Mō Mātou'],
    ['/mi/kaimahi/', 'Ngā Kaimahi'],
    ['/mi/whakapa-mai/', 'Whakapā Mai'],
  ],
};

let elementSeq = 0;
const element = (html: string, type = 'elementcontent'): string =>
  `<div class="element dnadesign__elemental__models__${type}" id="e${(14 + elementSeq++ * 3).toString()}"><div class="element__content typography">${html}</div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Kōwhai Grove School',
  head: [
    '<meta name="generator" content="Silverstripe CMS 5.2">',
    `<link rel="stylesheet" type="text/css" href="/_resources/themes/kowhaigrove/dist/css/styles.css?m=1712893410">`,
    `<link rel="icon" type="image/png" href="/_resources/themes/kowhaigrove/dist/images/favicon-32.png?m=1712893410">`,
  ],
  header: (p) => {
    const lang = p.lang === 'mi' ? 'mi' : 'en';
    const current = p.path === '/' ? '/' : `${p.path}/`;
    return (
      `<header class="header" role="banner"><div class="inner"><a href="${lang === 'mi' ? '/mi/' : '/'}" class="brand" rel="home"><img src="/assets/Uploads/kowhai-grove-logo.svg" alt="Kōwhai Grove School – Te Kura o Kōwhai Grove" width="220" height="64"></a>` +
      `<form class="language-switcher" action="#" onsubmit="return false"><label for="lang-select" class="sr-only">${lang === 'mi' ? 'Reo' : 'Language'}</label><select id="lang-select" onchange="window.location.href=this.value">` +
      `<option value="/"${lang === 'en' ? ' selected' : ''}>English</option><option value="/mi/"${lang === 'mi' ? ' selected' : ''}>Te Reo Māori</option></select></form>` +
      `<nav class="primary" aria-label="${lang === 'mi' ? 'Tahua matua' : 'Main navigation'}"><ul>${MENU[lang].map(([h, l]) => `<li class="${h === current ? 'current' : 'link'}"><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="footer" role="contentinfo"><div class="inner"><div class="footer__contact"><p><strong>Kōwhai Grove School</strong><br>14 Karamū Road, Hastings 4122<br>${tel('(06) 876 2240')} · ${mailto(`office@${HOST}`)}</p></div>` +
    `<div class="footer__links"><p>${p.lang === 'mi' ? 'Nōu te rourou, nōku te rourou, ka ora ai te iwi.' : 'Growing confident, kind learners.'}</p><p><a href="/privacy-statement/">Privacy Statement</a> · <a href="/staff-only/">Staff Only</a></p></div>` +
    `<p class="footer__credit">&copy; 2025 Kōwhai Grove School Board · Website powered by Silverstripe</p></div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => page({ ...spec, lang: 'en-NZ' });
const mi = (spec: Omit<PageSpec, 'lang'>): SandboxPage => page({ ...spec, lang: 'mi' });
const layout = (title: string, html: string): string => `<div class="main typography"><h1>${title}</h1>${html}</div>`;

type Staff = { shown: string; name: string; title: string; local: string };
const LEADERSHIP: Staff[] = [
  { shown: 'Mrs Hinemoa Ngata', name: 'Hinemoa Ngata', title: 'Principal / Tumuaki', local: 'hinemoa.ngata' },
  { shown: 'Mr Craig Donaldson', name: 'Craig Donaldson', title: 'Deputy Principal', local: 'craig.donaldson' },
  { shown: 'Ms Sophie McAllister', name: 'Sophie McAllister', title: 'Team Leader, Years 5–6 (Rūma Rimu)', local: 'sophie.mcallister' },
  { shown: 'Mr Nikhil Sharma', name: 'Nikhil Sharma', title: 'Executive Officer', local: 'nikhil.sharma' },
];
const KAIAKO: Staff[] = [
  { shown: 'Whaea Aroha Tawhiri', name: 'Aroha Tawhiri', title: 'Kaiako Matua, Te Whānau Kōwhai', local: 'aroha.tawhiri' },
  { shown: 'Matua Rawiri Paki', name: 'Rawiri Paki', title: 'Kaiako, Tau 4–6', local: 'rawiri.paki' },
  { shown: 'Whaea Mere Walker', name: 'Mere Walker', title: 'Kaiāwhina', local: 'mere.walker' },
  { shown: 'Matua Tamati Herewini', name: 'Tamati Herewini', title: 'Kaitakawaenga Whānau', local: 'tamati.herewini' },
];
const JENNY = `jenny.liu@${HOST}`;
const JENNY_REV = reversed(JENNY);

export function kowhaiGroveSchool(): CrawlWorldSite {
  elementSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const homeAlternates = { 'en-NZ': `/`, mi: `/mi/` };

  pages['/'] = en({
    path: '/',
    title: 'Home',
    description: 'Kōwhai Grove School is a Years 1–8 full primary school in Hastings with a Māori-medium unit, Te Whānau Kōwhai.',
    alternates: homeAlternates,
    main:
      element(
        `<h1>Nau mai, haere mai – welcome to Kōwhai Grove</h1><p>We are a Years 1–8 full primary school of 310 tamariki beside the Karamū Stream in Hastings, with English-medium classes and a Māori-medium unit, Te Whānau Kōwhai.</p>`,
        'elementbanner',
      ) +
      element(
        `<h2>Latest notices</h2><ul><li>Term 2 starts Monday 28 April. Kapa haka practice resumes Wednesday lunchtime.</li><li>Year 7–8 camp to Waikaremoana: payments due 16 May.</li></ul>` +
          `<p><a href="/enrolments/">Enrolling for 2026?</a> · <a href="/about-us/our-staff/">Meet our staff</a> · <a href="/contact-us/">Contact the office</a></p>`,
      ),
  });

  pages['/about-us'] = en({
    path: '/about-us',
    title: 'About Us',
    main: layout(
      'About Us',
      element(
        `<p>Kōwhai Grove School opened in 1961. Our values – manaakitanga, whanaungatanga and ako – guide how we learn and how we treat one another. We were the first school in Heretaunga to open a bilingual unit (1989), which became the full immersion Te Whānau Kōwhai in 2008.</p>`,
      ),
    ),
  });

  pages['/about-us/our-staff'] = en({
    path: '/about-us/our-staff',
    title: 'Our Staff',
    main: layout(
      'Our Staff',
      element(`<p>All staff can be emailed directly using the format ${SCHEME}. Please allow one school day for a reply – teachers check email before and after school.</p>`) +
        element(
          `<h2>Leadership team</h2><dl class="staff-list">` +
            LEADERSHIP.map((s) => `<dt>${esc(s.shown)}</dt><dd class="staff-role">${esc(s.title)}</dd><dd class="staff-email">${mailto(`${s.local}@${HOST}`)}</dd>`).join('') +
            `</dl>`,
          'elementstafflist',
        ),
    ),
  });

  pages['/enrolments'] = en({
    path: '/enrolments',
    title: 'Enrolments',
    main: layout(
      'Enrolments',
      element(
        `<p>Our school has an enrolment scheme (home zone). Children living in zone are entitled to enrol; out-of-zone places are offered by ballot each term. Te Whānau Kōwhai enrols tamariki from anywhere in Heretaunga whose whānau are committed to learning in te reo Māori.</p>` +
          `<p>Enrolment packs and pre-enrolment visits are arranged by Tracey Manu, our Enrolments Officer, who you can reach at ${mailto(`tracey.manu@${HOST}`)} or on ${tel('(06) 876 2241')}.</p>` +
          `<p>School uniforms are sold by Kiwi Uniform Co. in Heretaunga Street West – order online or email orders@kiwiuniformco.test.</p>`,
      ),
    ),
  });

  pages['/contact-us'] = en({
    path: '/contact-us',
    title: 'Contact Us',
    alternates: { 'en-NZ': '/contact-us/', mi: '/mi/whakapa-mai/' },
    main: layout(
      'Contact Us',
      element(
        `<p>14 Karamū Road, Hastings 4122 · PO Box 8112, Hastings 4156</p><p>Office hours: 8.15am – 3.30pm, Monday to Friday during term.<br>Phone ${tel('(06) 876 2240')} · ${mailto(`office@${HOST}`)}</p>` +
          `<p>To report an absence, phone before 9am or use the Hero app.</p>`,
      ) +
        `<!-- reception@${HOST} retired Term 4 2024 – all mail now goes to the office mailbox -->` +
        element(
          `<div class="contact-card"><img src="/assets/Uploads/Staff/jenny-liu.jpg" alt="Jenny Liu" width="160" height="160" loading="lazy"><h3>Jenny Liu</h3><p class="contact-card__role">Office Manager</p>` +
            `<p>Jenny looks after accounts, school donations, camp payments and the school bus roll.</p><p><span class="js-mail" data-rev="${JENNY_REV}">[enable JavaScript to see Jenny's email address]</span></p></div>` +
            `<script>document.querySelectorAll('.js-mail').forEach(function (el) { var a = el.getAttribute('data-rev').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
        ),
    ),
  });

  pages['/privacy-statement'] = en({
    path: '/privacy-statement',
    title: 'Privacy Statement',
    main: layout('Privacy Statement', element(`<p>We collect and hold information about students and whānau in line with the Privacy Act 2020 and the Education and Training Act 2020.</p>`)),
  });

  pages['/staff-only'] = en({
    path: '/staff-only',
    title: 'Staff Only',
    main: layout('Staff Only', element(`<p>Relief teacher information, duty rosters and planning templates. Relief teachers: confirm your availability with ${mailto(`relief@${HOST}`)} by 7.15am.</p>`)),
  });

  pages['/mi'] = mi({
    path: '/mi',
    title: 'Kāinga',
    alternates: homeAlternates,
    main:
      element(
        `<h1>Tēnā koutou katoa – nau mai, haere mai ki Te Kura o Kōwhai Grove</h1><p>Ko Te Whānau Kōwhai tā mātou rumaki reo Māori, mai i te Tau 1 ki te Tau 8. Ka whakaakona ā mātou tamariki i roto i te reo Māori mō te nuinga o te rā, ā, ka whai wāhi hoki rātou ki ngā kaupapa o te kura whānui.</p>`,
        'elementbanner',
      ) +
      element(`<p><a href="/mi/ko-matou/">Mō mātou</a> · <a href="/mi/kaimahi/">Ngā kaiako o Te Whānau Kōwhai</a> · <a href="/mi/whakapa-mai/">Whakapā mai ki te tari</a></p>`),
  });

  pages['/mi/ko-matou'] = mi({
    path: '/mi/ko-matou',
    title: 'Mō Mātou',
    alternates: { 'en-NZ': '/about-us/', mi: '/mi/ko-matou/' },
    main: layout(
      'Mō Mātou',
      element(
        `<p>Kei Heretaunga tō mātou kura, i te taha o te awa o Karamū. E 310 ngā ākonga o te kura, ā, e 64 kei Te Whānau Kōwhai. Ko ō mātou uara ko te manaakitanga, ko te whanaungatanga, ko te ako.</p><p>I tīmata te rumaki i te tau 2008, ā, nā ngā whānau tonu i whakatū.</p>`,
      ),
    ),
  });

  pages['/mi/kaimahi'] = mi({
    path: '/mi/kaimahi',
    title: 'Ngā Kaimahi',
    main: layout(
      'Ngā Kaimahi o Te Whānau Kōwhai',
      element(`<p>Ko ēnei ngā kaiako me ngā kaimahi o Te Whānau Kōwhai. Ka taea te tuku īmēra ki a rātou mā ngā wāhitau kei raro iho nei.</p>`) +
        element(
          `<ul class="staff-profiles">` +
            KAIAKO.map(
              (s) =>
                `<li class="staff-profile"><img src="/assets/Uploads/Staff/${s.local.replace('.', '-')}.jpg" alt="${esc(s.name)}" width="160" height="160" loading="lazy"><h3 class="staff-profile__name">${esc(s.shown)}</h3><p class="staff-profile__role">${esc(s.title)}</p><p class="staff-profile__email">${mailto(`${s.local}@${HOST}`)}</p></li>`,
            ).join('') +
            `</ul>`,
          'elementstafflist',
        ),
    ),
  });

  pages['/mi/whakapa-mai'] = mi({
    path: '/mi/whakapa-mai',
    title: 'Whakapā Mai',
    alternates: { 'en-NZ': '/contact-us/', mi: '/mi/whakapa-mai/' },
    main: layout(
      'Whakapā Mai',
      element(
        `<p>Mō ngā pātai katoa, whakapā atu ki te tari o te kura: ${mailto(`office@${HOST}`)} · ${tel('(06) 876 2240')}. Ka tuwhera te tari mai i te 8.15 i te ata ki te 3.30 i te ahiahi, Rāhina ki Rāmere.</p>` +
          `<p>Tumuaki: Hinemoa Ngata, ${mailto(`hinemoa.ngata@${HOST}`)}</p>` +
          `<p>Wāhitau: 14 Karamū Road, Heretaunga 4122</p>`,
      ),
    ),
  });

  const maori: CaseKind[] = ['link-non-english', 'deep-page', 'hreflang'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin/\nDisallow: /Security/\nDisallow: /dev/\nDisallow: /staff-only\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about-us/', '/about-us/our-staff/', '/enrolments/', '/contact-us/', '/privacy-statement/'], '2025-04-14'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Silverstripe' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en', 'mi'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact-us', '/mi/whakapa-mai'], cases: ['role', 'plain'] },
        ...LEADERSHIP.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          ...(s.local === 'hinemoa.ngata' ? { titleAlternatives: ['Principal', 'Tumuaki'] } : {}),
          pages: s.local === 'hinemoa.ngata' ? ['/about-us/our-staff', '/mi/whakapa-mai'] : ['/about-us/our-staff'],
          cases: (s.local === 'hinemoa.ngata' ? ['definition-list', 'honorific', 'plain', 'title-name-line', 'link-non-english'] : ['definition-list', 'honorific', 'plain']) as CaseKind[],
        })),
        { address: JENNY, name: 'Jenny Liu', title: 'Office Manager', pages: ['/contact-us'], encoded: { kind: 'reversed', text: JENNY_REV }, cases: ['card', 'script-reversed'] },
        { address: `tracey.manu@${HOST}`, name: 'Tracey Manu', title: 'Enrolments Officer', pages: ['/enrolments'], cases: ['prose', 'plain'] },
        ...KAIAKO.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/mi/kaimahi'],
          cases: ['card', 'honorific', 'plain', ...maori] as CaseKind[],
        })),
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/about-us/our-staff', text: SCHEME },
      disallowed: ['/staff-only'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `relief@${HOST}`, kind: 'disallowed' },
        { text: `reception@${HOST}`, kind: 'comment' },
        { text: 'orders@kiwiuniformco.test', kind: 'other-company' },
      ],
    },
  };
}
