/**
 * Motettkören i Sankt Lars: a church choir in a Swedish parish, on a hand-written site from the
 * 2000s (.html pages, a table layout, an inline script per address), in Swedish. The choir
 * director's address is assembled by a concatenating script, the treasurer's by
 * String.fromCharCode; the board as a table (task, name, address); the men's section leader in a
 * sentence on the join page; the choir's shared mailbox beside the chair's name. An old address
 * in an HTML comment, the parish office's address (another organisation) and the members' page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'motettkoren-sanktlars.test';

const NAV: [string, string][] = [
  ['index.html', 'Startsida'],
  ['om-koren.html', 'Om kören'],
  ['konserter.html', 'Konserter'],
  ['sjung-med-oss.html', 'Sjung med oss!'],
  ['styrelse.html', 'Styrelse &amp; kontakt'],
  ['medlemmar/index.html', 'För medlemmar'],
];

function doc(title: string, body: string, head = ''): SandboxPage {
  return {
    body:
      `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n<html lang="sv">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n<title>${esc(title)} - Motettkören i Sankt Lars</title>\n<meta name="keywords" content="kör, körsång, Sankt Lars, kyrkokör, motett">\n<link rel="stylesheet" type="text/css" href="stil.css">${head}\n</head>\n` +
      `<body bgcolor="#f4f1ea">\n<table width="760" align="center" cellpadding="0" cellspacing="0" border="0">\n<tr><td colspan="2"><img src="bilder/rubrik.jpg" width="760" height="120" alt="Motettkören i Sankt Lars"></td></tr>\n` +
      `<tr><td width="170" valign="top" class="meny">${NAV.map(([h, l]) => `<a href="/${h === 'index.html' ? '' : h}">${l}</a><br>`).join('\n')}</td>\n<td width="590" valign="top" class="innehall">\n${body}\n</td></tr>\n` +
      `<tr><td colspan="2" class="fot"><font size="1">Motettkören i Sankt Lars &middot; Sankt Lars kyrka, Kyrkbacken 3, 582 22 Linköping &middot; Senast uppdaterad 2025-02-09</font></td></tr>\n</table>\n</body>\n</html>\n`,
  };
}

const PER_CODES = charCodes(`per.lindqvist@${HOST}`);
const KARIN_SCRIPT = `<script type="text/javascript">\n<!--\nvar namn = "karin.bergqvist";\nvar doman = "motettkoren-sanktlars" + "." + "test";\ndocument.write('<a href="mailto:' + namn + '@' + doman + '">' + namn + '@' + doman + '</a>');\n//-->\n</script>`;

export function motettkorenSanktLars(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = doc(
    'Startsida',
    `<h1>Välkommen till Motettkören!</h1><p>Motettkören är en blandad kör med ett fyrtiotal sångare som sjunger vid gudstjänster och konserter i Sankt Lars kyrka. Vi repeterar torsdagar kl. 19.00&ndash;21.15 i församlingshemmet.</p>` +
      `<p><b>Nästa konsert:</b> Bach &ndash; Jesu, meine Freude, långfredagen kl. 18.00. Fri entré, kollekt till Act Svenska kyrkan.</p>` +
      `<p><img src="bilder/kören-2024.jpg" width="480" alt="Kören i koret, advent 2024"></p>`,
  );

  pages['/om-koren.html'] = doc(
    'Om kören',
    `<h1>Om kören</h1><p>Kören grundades 1968 av dåvarande domkyrkoorganisten och har sedan dess sjungit in tre skivor. Repertoaren spänner från renässansmotetter till nyskriven svensk körmusik.</p>` +
      `<p>Körledare och organist är sedan 2011 Karin Bergqvist. Hon nås på ${KARIN_SCRIPT}</p>` +
      `<!-- gamla adressen, används inte längre: korledaren@${HOST} -->`,
  );

  pages['/konserter.html'] = doc(
    'Konserter',
    `<h1>Konserter våren 2025</h1><table border="1" cellpadding="4" cellspacing="0"><tr><th>Datum</th><th>Program</th></tr><tr><td>18 april</td><td>Bach: Jesu, meine Freude</td></tr><tr><td>1 juni</td><td>Sommarmusik i kyrkan, med Sankt Lars barnkör</td></tr></table>` +
      `<p>Frågor om lokalen och bokningar i kyrkan besvaras av församlingsexpeditionen: ${mailto('sanktlars.exp@svenskakyrkan-linkoping.test')}</p>`,
  );

  pages['/sjung-med-oss.html'] = doc(
    'Sjung med oss!',
    `<h1>Sjung med oss!</h1><p>Vi söker särskilt tenorer och basar. Du behöver inte kunna läsa noter flytande, men du bör ha sjungit i kör tidigare.</p>` +
      `<p>Är du intresserad av att provsjunga så hör av dig till vår stämledare för herrstämmorna, Olof Nyberg, på ${mailto(`olof.nyberg@${HOST}`)} &ndash; han berättar mer om hur det går till.</p>` +
      `<p>Sopraner och altar kan anmäla intresse till körledaren (se <a href="/om-koren.html">Om kören</a>).</p>`,
  );

  const board: [string, string, string][] = [
    ['Ordförande', 'Anna Holm', `<a href="mailto:anna.holm@${HOST}">anna.holm@${HOST}</a>`],
    ['Kassör', 'Per Lindqvist', `<script type="text/javascript">document.write(String.fromCharCode(${PER_CODES}));</script>`],
    ['Sekreterare', 'Ebba Ström', `<a href="mailto:ebba.strom@${HOST}">ebba.strom@${HOST}</a>`],
    ['Notbibliotekarie', 'Gunnel Ek', `<a href="mailto:gunnel.ek@${HOST}">gunnel.ek@${HOST}</a>`],
    ['Ledamot, festkommittén', 'Hans-Erik Dahl', `<a href="mailto:hans-erik.dahl@${HOST}">hans-erik.dahl@${HOST}</a>`],
  ];
  pages['/styrelse.html'] = doc(
    'Styrelse & kontakt',
    `<h1>Styrelse</h1><p>Styrelsen väljs på årsmötet i februari.</p>` +
      `<table border="0" cellpadding="3" cellspacing="0" class="styrelse"><tr><th align="left">Uppdrag</th><th align="left">Namn</th><th align="left">E-post</th></tr>` +
      board.map(([t, n, e]) => `<tr><td>${esc(t)}</td><td>${esc(n)}</td><td>${e}</td></tr>`).join('\n') +
      `</table>` +
      `<h2>Kontakt</h2><p>Allmänna frågor till kören besvaras av ordförande Anna Holm eller någon annan i styrelsen. Körens gemensamma adress: ${mailto(`kontakt@${HOST}`)}</p>`,
  );

  pages['/medlemmar/index.html'] = doc(
    'För medlemmar',
    `<h1>För medlemmar</h1><p>Inloggning krävs. Stämfiler och övningsinspelningar finns i medlemsarkivet. Glömt lösenordet? Mejla ${mailto(`webb@${HOST}`)}</p>`,
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlemmar/\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['sv'],
      addresses: [
        {
          address: `karin.bergqvist@${HOST}`,
          name: 'Karin Bergqvist',
          title: 'Körledare och organist',
          pages: ['/om-koren.html'],
          encoded: { kind: 'script', text: KARIN_SCRIPT },
          cases: ['prose', 'script-concat', ln],
        },
        { address: `olof.nyberg@${HOST}`, name: 'Olof Nyberg', title: 'stämledare för herrstämmorna', pages: ['/sjung-med-oss.html'], cases: ['prose', 'plain', ln] },
        { address: `anna.holm@${HOST}`, name: 'Anna Holm', title: 'Ordförande', pages: ['/styrelse.html'], cases: ['table', 'plain', ln] },
        { address: `per.lindqvist@${HOST}`, name: 'Per Lindqvist', title: 'Kassör', pages: ['/styrelse.html'], encoded: { kind: 'charcodes', text: PER_CODES }, cases: ['table', 'script-charcode', ln] },
        { address: `ebba.strom@${HOST}`, name: 'Ebba Ström', title: 'Sekreterare', pages: ['/styrelse.html'], cases: ['table', 'plain', ln] },
        { address: `gunnel.ek@${HOST}`, name: 'Gunnel Ek', title: 'Notbibliotekarie', pages: ['/styrelse.html'], cases: ['table', 'plain', ln] },
        { address: `hans-erik.dahl@${HOST}`, name: 'Hans-Erik Dahl', title: 'Ledamot, festkommittén', titleAlternatives: ['Ledamot'], pages: ['/styrelse.html'], cases: ['table', 'plain', ln] },
        { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/styrelse.html'], cases: ['role', 'neighbour', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlemmar/index.html'],
      nonAddresses: [
        { text: `korledaren@${HOST}`, kind: 'comment' },
        { text: `webb@${HOST}`, kind: 'disallowed' },
        { text: 'sanktlars.exp@svenskakyrkan-linkoping.test', kind: 'other-company' },
      ],
    },
  };
}
