/**
 * Advokátska kancelária Hrnčiar Babjak: a Bratislava law office, Slovak with an English version
 * the Slovak home names only in its hreflang alternates (no switcher in the menu). The attorneys
 * as definition lists ("Pozícia", "Zameranie", "E-mail") with JUDr./Mgr. and PhD./LL.M., one
 * address written by String.fromCharCode; the English attorneys page with the English titles; the
 * office manager as a "Name, function" line on the contact page; the international desk's
 * associate in a sentence on an English page two steps from home; the office mailbox in the
 * footer and in the JSON-LD contactPoint. The form's placeholder and the client portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ak-hrnciar-babjak.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'sk' | 'en', [string, string][]> = {
  sk: [
    ['/', 'Úvod'],
    ['/o-kancelarii', 'O kancelárii'],
    ['/pravne-sluzby', 'Právne služby'],
    ['/advokati', 'Advokáti'],
    ['/kontakt', 'Kontakt'],
    ['/klientska-zona', 'Klientska zóna'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/attorneys', 'Attorneys'],
    ['/en/international-clients', 'International clients'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hrnčiar Babjak, advokátska kancelária',
  head: [`<link rel="stylesheet" href="${ORIGIN}/assets/css/main.css?v=20240311">`, '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>'],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'sk';
    return `<header class="top"><div class="wrap"><a class="brand" href="${lang === 'en' ? '/en' : '/'}">HRNČIAR <span>BABJAK</span><small>${lang === 'en' ? 'law office' : 'advokátska kancelária'}</small></a><nav><ul>${MENU[lang].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`;
  },
  footer: (p) =>
    `<footer class="bottom"><div class="wrap"><p><strong>Hrnčiar Babjak s.r.o.</strong>, Panenská 24, 811 03 Bratislava<br>IČO: 51 884 207 · ${p.lang.startsWith('en') ? 'Registered with the Slovak Bar Association' : 'zapísaná v zozname advokátov SAK pod č. 10312'}</p>` +
    `<p>${tel('+421 2 5443 8810')} · ${mailto(`kancelaria@${HOST}`)}</p><p><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'sk', ...spec });

type Lawyer = { shown: string; name: string; sk: string; en: string; focus: string; local: string | null; charcode?: boolean; honorific: boolean; postNominal: boolean };
const LAWYERS: Lawyer[] = [
  { shown: 'JUDr. Pavol Hrnčiar, PhD.', name: 'Pavol Hrnčiar', sk: 'zakladajúci partner', en: 'Founding Partner', focus: 'obchodné právo, fúzie a akvizície', local: 'hrnciar', honorific: true, postNominal: true },
  { shown: 'Mgr. Zuzana Babjaková, LL.M.', name: 'Zuzana Babjaková', sk: 'partnerka', en: 'Partner', focus: 'pracovné právo, ochrana osobných údajov', local: 'babjakova', honorific: true, postNominal: true },
  { shown: 'JUDr. Michal Ďurica', name: 'Michal Ďurica', sk: 'advokát', en: 'Attorney', focus: 'spory a rozhodcovské konania', local: 'durica', charcode: true, honorific: true, postNominal: false },
  { shown: 'JUDr. Eva Hudecová', name: 'Eva Hudecová', sk: 'advokátka', en: 'Attorney', focus: 'nehnuteľnosti, stavebné právo', local: 'hudecova', honorific: true, postNominal: false },
  { shown: 'Mgr. Lucia Kmeťová', name: 'Lucia Kmeťová', sk: 'advokátska koncipientka', en: 'Trainee Lawyer', focus: 'obchodné právo', local: 'kmetova', honorific: true, postNominal: false },
  { shown: 'Mgr. Tomáš Repka', name: 'Tomáš Repka', sk: 'advokát', en: 'Senior Associate', focus: 'zahraniční klienti, cezhraničné spory', local: null, honorific: true, postNominal: false },
];

const addr = (local: string) => `${local}@${HOST}`;
const charcodeLink = (local: string) => `<script>var m=String.fromCharCode(${charCodes(addr(local))});document.write('<a href="mailto:'+m+'">'+m+'</a>');</script>`;
const mailOf = (l: Lawyer) => (l.local === null ? '' : l.charcode ? charcodeLink(l.local) : mailto(addr(l.local)));

export function akHrnciarBabjak(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (sk: string, en: string) => ({ sk, en, 'x-default': sk });

  pages['/'] = page({
    path: '/',
    title: 'Advokátska kancelária Bratislava',
    alternates: alt('/', '/en'),
    main: `<section class="hero"><h1>Právo, ktorému rozumiete</h1><p>Poskytujeme právne služby podnikateľom, obciam aj súkromným osobám od roku 2009. Zastupujeme klientov pred súdmi v Slovenskej republike a spolupracujeme s kanceláriami v Prahe, Viedni a Budapešti.</p><p><a class="btn" href="/kontakt">Dohodnúť stretnutie</a></p></section>`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Hrnčiar Babjak s.r.o.',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Panenská 24', postalCode: '811 03', addressLocality: 'Bratislava', addressCountry: 'SK' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+421 2 5443 8810', email: addr('kancelaria'), availableLanguage: ['sk', 'en', 'de'] },
      },
    ],
  });

  pages['/o-kancelarii'] = page({
    path: '/o-kancelarii',
    title: 'O kancelárii',
    main: `<article><h1>O kancelárii</h1><p>Kanceláriu založil JUDr. Pavol Hrnčiar v roku 2009, od roku 2015 je jej partnerkou Mgr. Zuzana Babjaková. Dnes v nej pracuje šesť advokátov a koncipientov.</p><p>Sme členom siete nezávislých kancelárií CEE Legal Alliance.</p></article>`,
  });

  pages['/pravne-sluzby'] = page({
    path: '/pravne-sluzby',
    title: 'Právne služby',
    main: `<article><h1>Právne služby</h1><ul><li>Obchodné právo a korporátna agenda</li><li>Pracovné právo</li><li>Nehnuteľnosti a výstavba</li><li>Súdne spory a rozhodcovské konania</li><li>GDPR a ochrana osobných údajov</li></ul></article>`,
  });

  pages['/advokati'] = page({
    path: '/advokati',
    title: 'Advokáti',
    alternates: alt('/advokati', '/en/attorneys'),
    main:
      `<article><h1>Advokáti a koncipienti</h1>` +
      LAWYERS.map(
        (l) =>
          `<div class="advokat"><h2>${esc(l.shown)}</h2><dl><dt>Pozícia</dt><dd>${esc(l.sk)}</dd><dt>Zameranie</dt><dd>${esc(l.focus)}</dd>${l.local ? `<dt>E-mail</dt><dd>${mailOf(l)}</dd>` : ''}</dl></div>`,
      ).join('') +
      `</article>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<article><h1>Kontakt</h1><p>Panenská 24, 811 03 Bratislava (3. poschodie, vstup z dvora)<br>Po–Pi 8:30–17:00</p>` +
      `<p>Stretnutia s advokátmi dohaduje:<br><strong>Ing. Jana Sloviková</strong>, office manažérka, ${tel('+421 2 5443 8812')}, ${mailto(addr('slovikova'))}</p>` +
      `<p>Všeobecné otázky: ${mailto(addr('kancelaria'))}</p>` +
      `<form class="contact" action="/kontakt" method="post"><label>Meno a priezvisko<input name="meno" required></label><label>E-mail<input type="email" name="email" placeholder="napr. meno@firma.sk" required></label><label>Správa<textarea name="sprava"></textarea></label><button>Odoslať</button></form></article>`,
  });

  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientska zóna',
    main: `<article><h1>Klientska zóna</h1><p>Prihláste sa prístupovými údajmi, ktoré ste dostali od kancelárie. Problémy s prihlásením: ${mailto(addr('portal'))}</p><form action="/klientska-zona/login" method="post"><input name="user"><input type="password" name="pass"><button>Prihlásiť</button></form></article>`,
  });

  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: `<article><h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom je Hrnčiar Babjak s.r.o., IČO 51884207.</p></article>` });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Law office in Bratislava',
    alternates: alt('/', '/en'),
    main: `<section class="hero"><h1>Slovak law, explained in your language</h1><p>We advise businesses and individuals on Slovak corporate, employment and real estate law, and represent them before Slovak courts.</p><p>See our <a href="/en/attorneys">attorneys</a> or read how we work with <a href="/en/international-clients">international clients</a>.</p></section>`,
  });

  pages['/en/attorneys'] = page({
    path: '/en/attorneys',
    lang: 'en',
    title: 'Attorneys',
    alternates: alt('/advokati', '/en/attorneys'),
    main:
      `<article><h1>Attorneys</h1><ul class="attorneys">` +
      LAWYERS.filter((l) => l.local !== null)
        .map((l) => `<li><strong>${esc(l.shown)}</strong> – ${esc(l.en)}<br>${mailOf(l)}</li>`)
        .join('') +
      `</ul></article>`,
  });

  pages['/en/international-clients'] = page({
    path: '/en/international-clients',
    lang: 'en',
    title: 'International clients',
    main: `<article><h1>International clients</h1><p>Around a third of our clients are based outside Slovakia. We work in English and German and can arrange certified translations of documents.</p><p>Our international desk is led by Mgr. Tomáš Repka, Senior Associate, who worked for six years in a Vienna firm; you can reach him directly at ${mailto(addr('repka'))}.</p></article>`,
  });

  const everyPage = Object.keys(pages).filter((p) => p !== '/klientska-zona');
  const lawyerAddress = (l: Lawyer): TruthAddress => ({
    address: addr(l.local!),
    name: l.name,
    title: l.sk,
    titleAlternatives: [l.en],
    pages: ['/advokati', '/en/attorneys'],
    ...(l.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(addr(l.local!)) } } : {}),
    cases: ['definition-list', 'link-non-english', l.charcode ? 'script-charcode' : 'plain', ...(l.honorific ? ['honorific' as const] : []), ...(l.postNominal ? ['post-nominal' as const] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientska-zona\nDisallow: /assets/tmp/\n`,
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['sk', 'en'],
      addresses: [
        { address: addr('kancelaria'), name: null, title: null, pages: everyPage, cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...LAWYERS.filter((l) => l.local !== null).map(lawyerAddress),
        { address: addr('slovikova'), name: 'Jana Sloviková', title: 'office manažérka', pages: ['/kontakt'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: addr('repka'), name: 'Tomáš Repka', title: 'Senior Associate', titleAlternatives: ['advokát'], pages: ['/en/international-clients'], cases: ['prose', 'honorific', 'plain', 'hreflang', 'deep-page', 'link-english-unlisted'] },
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: addr('portal'), kind: 'disallowed' },
        { text: 'meno@firma.sk', kind: 'placeholder' },
      ],
    },
  };
}
