/**
 * Ochotnicza Straż Pożarna w Lipnicy Górnej: a volunteer fire brigade association near Bochnia,
 * a hand-written site of tables and a left menu, Polish only. The board as "Function – dh Name"
 * lines with addresses, the secretary's address written by a String.fromCharCode script, the
 * youth team's keeper in a sentence, the data administrator's label line on the RODO page and the
 * association's mailbox. The members' zone (disallowed), an address left in a comment and the
 * district fire service's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'osp-lipnica-gorna.test';

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/aktualnosci.html', 'Aktualności'],
  ['/zarzad.html', 'Zarząd'],
  ['/jrg.html', 'Jednostka operacyjna'],
  ['/mdp.html', 'MDP'],
  ['/kontakt.html', 'Kontakt'],
];

const KROL = `t.krol@${HOST}`;
const KROL_CODES = charCodes(KROL);
const KROL_SCRIPT = `<script type="text/javascript">var e=String.fromCharCode(${KROL_CODES});document.write('<a href="mailto:'+e+'">'+e+'</a>');</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'OSP Lipnica Górna',
  head: ['<meta name="author" content="dh Paweł Nowak">', '<link rel="stylesheet" href="/css/styl.css" type="text/css">', '<meta name="keywords" content="OSP, straż pożarna, Lipnica Górna, KSRG, MDP">'],
  header: () =>
    `<table id="glowna" width="960" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2" id="naglowek"><img src="/img/herb-osp@2x.png" alt="OSP Lipnica Górna" width="960" height="160"></td></tr><tr><td id="menu" valign="top" width="200"><ul>` +
    MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('') +
    `<li><a href="/strefa-druha">Strefa druha</a></li><li><a href="/rodo.html">RODO</a></li></ul></td><td id="tresc" valign="top">`,
  footer: () =>
    `</td></tr><tr><td colspan="2" id="stopka"><p>Ochotnicza Straż Pożarna w Lipnicy Górnej, Lipnica Górna 112, 32-700 Bochnia · KRS 0000123456 · e-mail: ${mailto(`osp@${HOST}`)}</p><p>Alarmowy: 998 / 112</p><!-- stary kontakt naczelnika: naczelnik@${HOST} --></td></tr></table>`,
  privacyPath: { pl: '/rodo.html' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl' });

export function ospLipnicaGorna(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Strona główna',
      main: `<h1>Witamy na stronie OSP Lipnica Górna</h1><p>Nasza jednostka istnieje od 1908 roku, od 2004 roku należy do Krajowego Systemu Ratowniczo-Gaśniczego. W 2024 roku wyjeżdżaliśmy do 87 zdarzeń.</p><p>Zapraszamy na <a href="/aktualnosci.html">aktualności</a>.</p>`,
    }),
    '/aktualnosci.html': page({
      path: '/aktualnosci.html',
      title: 'Aktualności',
      main: `<h1>Aktualności</h1><h3>Nowy samochód GBA 2,5/16 już w remizie</h3><p>Dzięki dotacji z WFOŚiGW oraz wsparciu Gminy Bochnia do jednostki trafił nowy średni samochód ratowniczo-gaśniczy.</p><h3>Walne zebranie sprawozdawcze</h3><p>Dnia 15 lutego odbyło się walne zebranie. Sprawozdanie przedstawił prezes dh Stanisław Wójcik.</p>`,
    }),
    '/zarzad.html': page({
      path: '/zarzad.html',
      title: 'Zarząd',
      main:
        `<h1>Zarząd OSP Lipnica Górna</h1><p>Skład zarządu wybranego na walnym zebraniu w dniu 15.02.2025 r.:</p>` +
        `<p>Prezes Zarządu – dh Stanisław Wójcik, tel. ${tel('604 555 101')}, e-mail: ${mailto(`s.wojcik@${HOST}`)}</p>` +
        `<p>Wiceprezes – Naczelnik – dh Marek Pawlak, tel. ${tel('604 555 102')}, e-mail: ${mailto(`m.pawlak@${HOST}`)}</p>` +
        `<p>Zastępca Naczelnika – dh Grzegorz Mazur, e-mail: ${mailto(`g.mazur@${HOST}`)}</p>` +
        `<p>Skarbnik – dh Krystyna Dudek, e-mail: ${mailto(`k.dudek@${HOST}`)}</p>` +
        `<p>Sekretarz – dh Tomasz Król (korespondencję prosimy kierować na adres OSP)</p>` +
        `<p>Gospodarz – dh Józef Kapusta</p><p>Komisja Rewizyjna: przewodniczący dh Jan Sikora.</p>`,
    }),
    '/jrg.html': page({
      path: '/jrg.html',
      title: 'Jednostka operacyjna',
      main:
        `<h1>Jednostka operacyjno-techniczna</h1><p>W JOT jest 24 strażaków ratowników z ważnymi badaniami i szkoleniem podstawowym. Dowódcy sekcji: dh Piotr Kowal, dh Adam Wrona.</p>` +
        `<p>Sprawy szkoleń i badań lekarskich prowadzi Zastępca Naczelnika, dh Grzegorz Mazur: ${mailto(`g.mazur@${HOST}`)}.</p>`,
    }),
    '/mdp.html': page({
      path: '/mdp.html',
      title: 'MDP',
      main: `<h1>Młodzieżowa Drużyna Pożarnicza</h1><p>Zbiórki MDP odbywają się w każdy piątek o 17:00. Chętnych w wieku 12–18 lat zaprasza opiekunka MDP dh Anna Zając – prosimy o kontakt mailowy: ${mailto(`a.zajac@${HOST}`)}.</p>`,
    }),
    '/kontakt.html': page({
      path: '/kontakt.html',
      title: 'Kontakt',
      main:
        `<h1>Kontakt</h1><table border="1" cellpadding="4"><tr><td>Adres</td><td>OSP Lipnica Górna, Lipnica Górna 112, 32-700 Bochnia</td></tr><tr><td>E-mail</td><td>${mailto(`osp@${HOST}`)}</td></tr><tr><td>NIP</td><td>868-17-12-345</td></tr><tr><td>Konto</td><td>BS Bochnia 12 8591 0007 0000 0000 1234 5678</td></tr></table>` +
        `<p>Sekretarz OSP, dh Tomasz Król: ${KROL_SCRIPT}</p>` +
        `<p>W sprawach interwencji prosimy dzwonić pod 112. Komenda Powiatowa PSP w Bochni: ${mailto('kppsp@psp-bochnia.test')}</p>`,
    }),
    '/rodo.html': page({
      path: '/rodo.html',
      title: 'RODO',
      main: `<h1>Klauzula informacyjna RODO</h1><p>Administratorem danych osobowych jest Ochotnicza Straż Pożarna w Lipnicy Górnej.</p><p>Osoba do kontaktu w sprawach ochrony danych: dh Krystyna Dudek, Skarbnik OSP, ${mailto(`k.dudek@${HOST}`)}</p>`,
    }),
    '/strefa-druha': page({ path: '/strefa-druha', title: 'Strefa druha', main: `<h1>Strefa druha</h1><p>Grafik dyżurów i dokumenty. Problem z hasłem: ${mailto(`admin@${HOST}`)}</p>` }),
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /strefa-druha\nDisallow: /cgi-bin/\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Unix)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['pl'],
      addresses: [
        { address: `osp@${HOST}`, name: null, title: null, pages: ['/', '/kontakt.html'], cases: ['role', 'plain'] },
        { address: `s.wojcik@${HOST}`, name: 'Stanisław Wójcik', title: 'Prezes Zarządu', pages: ['/zarzad.html'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `m.pawlak@${HOST}`, name: 'Marek Pawlak', title: 'Wiceprezes – Naczelnik', pages: ['/zarzad.html'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `g.mazur@${HOST}`, name: 'Grzegorz Mazur', title: 'Zastępca Naczelnika', pages: ['/zarzad.html', '/jrg.html'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `k.dudek@${HOST}`, name: 'Krystyna Dudek', title: 'Skarbnik', titleAlternatives: ['Skarbnik OSP'], pages: ['/zarzad.html', '/rodo.html'], cases: ['title-name-line', 'label-line', 'honorific', 'plain', 'link-non-english'] },
        { address: KROL, name: 'Tomasz Król', title: 'Sekretarz OSP', titleAlternatives: ['Sekretarz'], pages: ['/kontakt.html'], encoded: { kind: 'charcodes', text: KROL_CODES }, cases: ['title-name-line', 'honorific', 'script-charcode', 'link-non-english'] },
        { address: `a.zajac@${HOST}`, name: 'Anna Zając', title: 'opiekunka MDP', pages: ['/mdp.html'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-druha'],
      nonAddresses: [
        { text: `admin@${HOST}`, kind: 'disallowed' },
        { text: `naczelnik@${HOST}`, kind: 'comment' },
        { text: 'kppsp@psp-bochnia.test', kind: 'other-company' },
        { text: 'herb-osp@2x.png', kind: 'retina' },
      ],
    },
  };
}
