/**
 * SA Läänemaa Laulupidu: the foundation behind a summer choir festival in Haapsalu, on Joomla, in
 * Estonian. The team as "Name – role" lines, two of them behind Joomla's e-mail cloaking script
 * (the artistic director with his professor's title), the contact page's JSON-LD holding the
 * council chair inside an OrganizationRole, and the volunteers' page listed only in the gzip
 * sitemap. Trap: the git address of the festival songbook app's repository; the board extranet
 * is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'laanelaul.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/festival', 'Festival 2025'],
  ['/meist', 'Meist'],
  ['/meeskond', 'Meeskond'],
  ['/laulik', 'Laulikuäpp'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Läänemaa Laulupidu',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4.4.3"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-laulupidu.png" alt="Läänemaa Laulupidu" width="220" height="70"></a></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>SA Läänemaa Laulupidu · Karja 9, 90502 Haapsalu · registrikood 90012745 · ${tel('+372 473 5120')} · ${mailto(`info@${HOST}`)}</p><p>Festivali toetavad Kultuuriministeerium, Eesti Kultuurkapital ja Haapsalu linn. <a href="/noukogu">Nõukogu ekstranet</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4.4.3" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et' });
const item = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's email cloak: the address split over variables and character references. */
function cloak(id: string, local: string): string {
  return (
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'laanelaul' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'laanelaul' + '&#46;' + 'test';\n` +
    ` document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`
  );
}
const cloaked = (id: string, js: string): string => `<span id="cloak${id}">See e-posti aadress on spämmirobotite eest kaitstud. Selle nägemiseks peab JavaScript olema lubatud.</span><script type="text/javascript">\n document.getElementById('cloak${id}').innerHTML = '';\n ${js}\n</script>`;

const JAAN_JS = cloak('4f1e2a7c9b', 'jaan.org');
const LIINA_JS = cloak('8d3b6c0e5a', 'liina.saar');

export function laanelaul(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Suvine koorifestival Haapsalus',
    main: item(`<h1>Läänemaa Laulupidu 27.–29. juunil 2025</h1><p>Kolm päeva koorimuusikat piiskopilinnuse õuel ja Haapsalu kirikutes. Oodata on üle 60 koori Eestist, Soomest ja Rootsist.</p><p><a href="/festival">Kava ja piletid</a></p>`),
  });
  pages['/festival'] = page({
    path: '/festival',
    title: 'Festival 2025',
    main: item(`<h1>Festival 2025</h1><p>Reede: avakontsert Toomkirikus. Laupäev: kooride võistulaulmine ja rongkäik. Pühapäev: ühendkooride suurkontsert lossiõuel.</p><p>Koori registreerimine on avatud 1. märtsini.</p>`),
  });
  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: item(`<h1>Meist</h1><p>Sihtasutus loodi 1998. aastal, et jätkata Läänemaa laulupidude traditsiooni, mis ulatub aastasse 1871. Sihtasutust juhib juhatus, tööd jälgib viieliikmeline nõukogu.</p>`),
  });
  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    main: item(
      `<h1>Meeskond</h1>` +
        `<p><strong>Triin Kask</strong> – juhatuse liige, festivali peakorraldaja<br>${mailto(`triin.kask@${HOST}`)}, ${tel('+372 5342 1180')}</p>` +
        `<p><strong>prof. Jaan Org</strong> – festivali kunstiline juht ja ühendkooride peadirigent<br>${cloaked('4f1e2a7c9b', JAAN_JS)}</p>` +
        `<p><strong>Liina Saar</strong> – turundus- ja kommunikatsioonijuht<br>${cloaked('8d3b6c0e5a', LIINA_JS)}</p>` +
        `<p><strong>Marko Lepp</strong> – projektijuht (kooride registreerimine ja majutus)<br>${mailto(`marko.lepp@${HOST}`)}</p>` +
        `<p><strong>Peeter Mets</strong> – tehniline juht<br>${mailto(`peeter.mets@${HOST}`)}</p>` +
        `<p><strong>Kersti Raud</strong> – raamatupidaja<br>${mailto(`kersti.raud@${HOST}`)}</p>`,
    ),
  });
  pages['/laulik'] = page({
    path: '/laulik',
    title: 'Laulikuäpp',
    main: item(`<h1>Laulikuäpp</h1><p>Ühislaulude sõnad ja noodid on telefonis ka ilma internetita. Äpp on avatud lähtekoodiga:</p><pre>git clone git@git.laanelaul.test:laulupidu/laulik-app.git</pre>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'SA Läänemaa Laulupidu',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        member: [{ '@type': 'OrganizationRole', roleName: 'nõukogu esimees', member: { '@type': 'Person', name: 'Andres Kuusk', email: `andres.kuusk@${HOST}` } }],
      },
    ],
    main: item(`<h1>Kontakt</h1><p>Üldküsimused: ${mailto(`info@${HOST}`)}</p><p>Nõukogu esimees: Andres Kuusk, ${mailto(`andres.kuusk@${HOST}`)}</p><p>Kontor on avatud E–N 10–16, Karja 9, II korrus.</p>`),
  });
  pages['/vabatahtlikud'] = page({
    path: '/vabatahtlikud',
    title: 'Vabatahtlikule',
    main: item(`<h1>Tule vabatahtlikuks!</h1><p>Vajame abilisi koorijuhtideks, piletimüüki ja lossiõue koristama. Vabatahtlike koordinaator Kertu Rand ootab sinu kirja aadressil ${mailto(`kertu.rand@${HOST}`)}.</p>`),
  });
  pages['/noukogu'] = page({ path: '/noukogu', title: 'Nõukogu ekstranet', main: item(`<h1>Nõukogu ekstranet</h1><p>Protokollid: ${mailto(`protokoll@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/festival', '/meist', '/meeskond', '/laulik', '/kontakt', '/vabatahtlikud']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /noukogu\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['et'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `triin.kask@${HOST}`, name: 'Triin Kask', title: 'juhatuse liige, festivali peakorraldaja', titleAlternatives: ['juhatuse liige', 'festivali peakorraldaja'], pages: ['/meeskond'], cases: ['name-title-line', 'plain', ln] },
        { address: `jaan.org@${HOST}`, name: 'Jaan Org', title: 'festivali kunstiline juht ja ühendkooride peadirigent', titleAlternatives: ['festivali kunstiline juht'], pages: ['/meeskond'], encoded: { kind: 'script', text: JAAN_JS }, cases: ['name-title-line', 'honorific', 'script-protect', ln] },
        { address: `liina.saar@${HOST}`, name: 'Liina Saar', title: 'turundus- ja kommunikatsioonijuht', pages: ['/meeskond'], encoded: { kind: 'script', text: LIINA_JS }, cases: ['name-title-line', 'script-protect', ln] },
        { address: `marko.lepp@${HOST}`, name: 'Marko Lepp', title: 'projektijuht (kooride registreerimine ja majutus)', titleAlternatives: ['projektijuht'], pages: ['/meeskond'], cases: ['name-title-line', 'plain', ln] },
        { address: `peeter.mets@${HOST}`, name: 'Peeter Mets', title: 'tehniline juht', pages: ['/meeskond'], cases: ['name-title-line', 'plain', ln] },
        { address: `kersti.raud@${HOST}`, name: 'Kersti Raud', title: 'raamatupidaja', pages: ['/meeskond'], cases: ['name-title-line', 'plain', ln] },
        { address: `andres.kuusk@${HOST}`, name: 'Andres Kuusk', title: 'nõukogu esimees', pages: ['/kontakt'], cases: ['json-ld-nested', 'title-name-line', 'plain'] },
        { address: `kertu.rand@${HOST}`, name: 'Kertu Rand', title: 'vabatahtlike koordinaator', pages: ['/vabatahtlikud'], cases: ['prose', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/noukogu'],
      nonAddresses: [
        { text: `protokoll@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
      ],
    },
  };
}
