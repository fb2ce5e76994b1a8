/**
 * Przychodnia Weterynaryjna Pod Lipami: a small-animal veterinary clinic in Poznań-Jeżyce, on
 * WordPress with Astra and Elementor, Yoast SEO's sitemap index and a Complianz-style cookie
 * banner. The team page is a grid of Elementor cards with Polish professional titles ("lek. wet.",
 * "dr n. wet."), two of whose addresses an e-mail encoder plugin writes as character references;
 * the reception is a JSON-LD contactPoint; the contact page has a label line for the
 * administrative manager; an older news post (reached only through the post sitemap of Yoast's
 * index) names the vet who runs the senior-cat programme. The client portal (disallowed), the
 * laboratory's address, the retina logo and the form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pod-lipami-weterynarz-jezyce-poznan.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-przychodni', 'O przychodni'],
  ['/uslugi', 'Usługi'],
  ['/nasz-zespol', 'Nasz zespół'],
  ['/cennik', 'Cennik'],
  ['/aktualnosci', 'Aktualności'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Przychodnia Weterynaryjna Pod Lipami',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: (p) =>
    `<div class="ast-above-header-bar"><div class="ast-container"><span class="ast-header-html">Całodobowy telefon alarmowy: ${tel('+48 601 220 417')}</span> <span class="ast-header-html">ul. Jana Henryka Dąbrowskiego 88, Poznań</span></div></div>` +
    `<header id="masthead" class="site-header ast-primary-header-bar" itemscope itemtype="https://schema.org/WPHeader"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/02/pod-lipami-logo.png" srcset="/wp-content/uploads/2023/02/pod-lipami-logo.png 1x, /wp-content/uploads/2023/02/pod-lipami-logo@2x.png 2x" class="custom-logo" alt="Przychodnia Weterynaryjna Pod Lipami"></a></div>` +
    `<nav id="primary-site-navigation" class="main-header-bar-navigation" aria-label="Menu główne"><ul id="ast-hf-menu-1" class="main-header-menu ast-nav-menu">${MENU.map(([href, label]) => `<li class="menu-item${href === p.path ? ' current-menu-item' : ''}"><a href="${href === '/' ? '/' : `${href}/`}" class="menu-link">${esc(label)}</a></li>`).join('')}<li class="menu-item menu-item-portal"><a href="/panel-klienta/" class="menu-link">Panel klienta</a></li></ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap"><div class="ast-builder-grid-row">` +
    `<div class="site-footer-section site-footer-section-1"><h2 class="widget-title">Przychodnia Weterynaryjna Pod Lipami</h2><p>ul. Jana Henryka Dąbrowskiego 88<br>60-577 Poznań<br>NIP 781-190-44-27</p></div>` +
    `<div class="site-footer-section site-footer-section-2"><h2 class="widget-title">Godziny otwarcia</h2><p>pon.–pt. 8:00–20:00<br>sob. 9:00–14:00<br>niedziele i święta: dyżur telefoniczny</p></div>` +
    `<div class="site-footer-section site-footer-section-3"><h2 class="widget-title">Rejestracja</h2><p>tel. ${tel('+48 61 847 32 10')}<br>${mailto(`rejestracja@${HOST}`)}</p></div>` +
    `</div></div><div class="site-below-footer-wrap"><div class="ast-footer-copyright"><p>Copyright © 2025 Przychodnia Weterynaryjna Pod Lipami | <a href="/polityka-prywatnosci/">Polityka prywatności</a></p></div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

const section = (title: string, html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">${esc(title)}</h1></div>${html}</div></div></section></div>`;

type Vet = { shown: string; name: string; title: string; local: string; bio: string; encode?: boolean; honorific?: boolean; img: string };
const TEAM: Vet[] = [
  { shown: 'lek. wet. Marta Wiśniewska', name: 'Marta Wiśniewska', title: 'Lekarz weterynarii, kierownik przychodni', local: 'marta.wisniewska', honorific: true, img: 'wisniewska', bio: 'Chirurgia tkanek miękkich, ultrasonografia. W przychodni od jej otwarcia w 2011 roku.' },
  { shown: 'dr n. wet. Piotr Zieliński', name: 'Piotr Zieliński', title: 'Lekarz weterynarii – kardiologia', local: 'piotr.zielinski', honorific: true, img: 'zielinski', bio: 'Echokardiografia i EKG, członek Polskiego Towarzystwa Kardiologii Weterynaryjnej.' },
  { shown: 'lek. wet. Agnieszka Kaczmarek', name: 'Agnieszka Kaczmarek', title: 'Lekarz weterynarii – dermatologia', local: 'agnieszka.kaczmarek', honorific: true, encode: true, img: 'kaczmarek', bio: 'Alergie, choroby skóry i uszu psów i kotów.' },
  { shown: 'lek. wet. Tomasz Wójcik', name: 'Tomasz Wójcik', title: 'Lekarz weterynarii – stomatologia', local: 'tomasz.wojcik', honorific: true, encode: true, img: 'wojcik', bio: 'Scaling, ekstrakcje, RTG stomatologiczne. Przyjmuje we wtorki i czwartki.' },
  { shown: 'Karolina Lewandowska', name: 'Karolina Lewandowska', title: 'Technik weterynarii', local: 'karolina.lewandowska', img: 'lewandowska', bio: 'Asystuje przy zabiegach, prowadzi zajęcia z pielęgnacji szczeniąt.' },
  { shown: 'Natalia Szymańska', name: 'Natalia Szymańska', title: 'Koordynatorka rejestracji', local: 'natalia.szymanska', img: 'szymanska', bio: 'Umawia wizyty, przypomina o szczepieniach, odpowiada na pytania o cennik.' },
];

const card = (v: Vet): string => {
  const address = `${v.local}@${HOST}`;
  const link = v.encode ? `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>` : mailto(address);
  return (
    `<div class="elementor-column elementor-col-33"><div class="elementor-widget elementor-widget-image-box team-card"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/05/zespol-${v.img}-400x400.jpg" alt="${esc(v.shown)}" width="400" height="400"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(v.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(v.title)}</strong><br>${esc(v.bio)}<br><span class="team-mail">${link}</span></p></div></div></div></div>`
  );
};

export function przychodniaPodLipami(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Weterynarz Poznań Jeżyce',
    description: 'Przychodnia weterynaryjna dla psów, kotów i małych zwierząt na poznańskich Jeżycach.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        '@id': `${ORIGIN}/#organization`,
        name: 'Przychodnia Weterynaryjna Pod Lipami',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/pod-lipami-logo.png`,
        telephone: '+48 61 847 32 10',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Jana Henryka Dąbrowskiego 88', postalCode: '60-577', addressLocality: 'Poznań', addressCountry: 'PL' },
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '14:00' },
        ],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+48 61 847 32 10', email: `rejestracja@${HOST}`, availableLanguage: ['pl', 'en'] },
      },
    ],
    main: section(
      'Zdrowie Twojego pupila w dobrych rękach',
      `<div class="elementor-widget elementor-widget-text-editor"><p>Od 2011 roku leczymy psy, koty, króliki i gryzonie. Mamy własny gabinet RTG, USG, pracownię stomatologiczną i salę zabiegową z monitoringiem anestezjologicznym.</p>` +
        `<p><a class="elementor-button" href="/kontakt/">Umów wizytę</a></p></div>` +
        `<div class="elementor-widget elementor-widget-text-editor"><h2>Aktualności</h2><ul><li><a href="/2025/03/nowy-aparat-rtg/">Nowy cyfrowy aparat RTG</a></li><li><a href="/2025/01/godziny-otwarcia-ferie/">Godziny otwarcia w ferie zimowe</a></li></ul></div>`,
    ),
  });

  pages['/o-przychodni'] = page({
    path: '/o-przychodni',
    title: 'O przychodni',
    main: section(
      'O przychodni',
      `<div class="elementor-widget elementor-widget-text-editor"><p>Przychodnia Pod Lipami powstała z inicjatywy dwojga lekarzy, którzy po latach pracy w klinice uniwersyteckiej chcieli stworzyć miejsce spokojne dla zwierząt i ich opiekunów. Jesteśmy certyfikowaną przychodnią przyjazną kotom (Cat Friendly Clinic, poziom srebrny).</p>` +
        `<p>Badania laboratoryjne wykonujemy na miejscu, a badania specjalistyczne zlecamy do Laboratorium VetLab Wielkopolska (wyniki wysyłane są z adresu wyniki@vetlab-wielkopolska.test).</p></div>`,
    ),
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    main: section(
      'Usługi',
      `<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items"><li>Profilaktyka: szczepienia, odrobaczanie, czipowanie i paszporty</li><li>Chirurgia tkanek miękkich i kastracje</li><li>Kardiologia – echo serca, EKG, holter</li><li>Dermatologia i alergologia</li><li>Stomatologia i RTG zębów</li><li>Diagnostyka obrazowa: RTG cyfrowe, USG</li></ul></div>`,
    ),
  });

  pages['/nasz-zespol'] = page({
    path: '/nasz-zespol',
    title: 'Nasz zespół',
    main: section(
      'Nasz zespół',
      `<div class="elementor-widget elementor-widget-text-editor"><p>Poznaj lekarzy i techników, którzy zajmą się Twoim zwierzakiem. Wizyty u specjalistów umawiamy przez rejestrację.</p></div>` +
        `<div class="elementor-row team-grid">${TEAM.map(card).join('')}</div>`,
    ),
  });

  pages['/cennik'] = page({
    path: '/cennik',
    title: 'Cennik',
    main: section(
      'Cennik',
      `<table class="cennik"><thead><tr><th>Usługa</th><th>Cena</th></tr></thead><tbody><tr><td>Wizyta lekarska (pies, kot)</td><td>110 zł</td></tr><tr><td>Szczepienie przeciw wściekliźnie</td><td>70 zł</td></tr><tr><td>Czipowanie z rejestracją w SAFE-ANIMAL</td><td>90 zł</td></tr><tr><td>Echo serca</td><td>od 280 zł</td></tr><tr><td>Kastracja kota</td><td>od 320 zł</td></tr></tbody></table><p>Ceny brutto, obowiązują od 1 lutego 2025 r.</p>`,
    ),
  });

  pages['/aktualnosci'] = page({
    path: '/aktualnosci',
    title: 'Aktualności',
    main: section(
      'Aktualności',
      `<article class="post"><h2 class="entry-title"><a href="/2025/03/nowy-aparat-rtg/">Nowy cyfrowy aparat RTG</a></h2><p class="entry-meta">12 marca 2025</p><p>Od marca wykonujemy zdjęcia RTG w technologii cyfrowej – wynik jest gotowy w kilka minut.</p></article>` +
        `<article class="post"><h2 class="entry-title"><a href="/2025/01/godziny-otwarcia-ferie/">Godziny otwarcia w ferie zimowe</a></h2><p class="entry-meta">20 stycznia 2025</p><p>W ferie przyjmujemy bez zmian, w sobotę 1 lutego do 12:00.</p></article>` +
        `<nav class="navigation pagination"><span class="page-numbers current">1</span></nav>`,
    ),
  });

  pages['/2025/03/nowy-aparat-rtg'] = page({
    path: '/2025/03/nowy-aparat-rtg',
    title: 'Nowy cyfrowy aparat RTG',
    main: section('Nowy cyfrowy aparat RTG', `<p>Dzięki nowemu aparatowi ograniczamy czas sedacji i dawkę promieniowania. Na badanie RTG nie trzeba się osobno umawiać – decyzję podejmuje lekarz w trakcie wizyty.</p>`),
  });

  pages['/2025/01/godziny-otwarcia-ferie'] = page({
    path: '/2025/01/godziny-otwarcia-ferie',
    title: 'Godziny otwarcia w ferie zimowe',
    main: section('Godziny otwarcia w ferie zimowe', `<p>W czasie ferii zimowych przyjmujemy bez zmian. W sobotę 1 lutego przychodnia będzie czynna do 12:00.</p>`),
  });

  // An older post: no longer on the news list, still in Yoast's post sitemap.
  pages['/2024/10/program-kot-senior'] = page({
    path: '/2024/10/program-kot-senior',
    title: 'Program „Kot Senior” – bezpłatna konsultacja',
    main: section(
      'Program „Kot Senior” – bezpłatna konsultacja',
      `<p class="entry-meta">Opublikowano 4 października 2024</p>` +
        `<p>Koty po 10. roku życia zapraszamy na bezpłatną konsultację z badaniem ciśnienia i oceną nerek. Program prowadzi lek. wet. Ewa Duda, lekarz weterynarii z certyfikatem ISFM w zakresie medycyny kotów; pytania o program można kierować bezpośrednio do niej na adres ${mailto(`ewa.duda@${HOST}`)}.</p>` +
        `<p>Liczba miejsc w miesiącu jest ograniczona, zapisy przez rejestrację.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<div class="elementor-widget elementor-widget-text-editor"><p><strong>Przychodnia Weterynaryjna Pod Lipami</strong><br>ul. Jana Henryka Dąbrowskiego 88, 60-577 Poznań (wejście od podwórza, parking dla klientów)</p>` +
        `<p>Rejestracja: ${tel('+48 61 847 32 10')}, ${mailto(`rejestracja@${HOST}`)}<br>Telefon alarmowy (całodobowo): ${tel('+48 601 220 417')}</p>` +
        `<p>Sprawy administracyjne i faktury: Bartosz Kowalczyk, kierownik administracyjny, tel. ${tel('+48 61 847 32 14')}, ${mailto(`bartosz.kowalczyk@${HOST}`)}</p></div>` +
        `<div class="elementor-widget elementor-widget-form"><form class="elementor-form" method="post" name="Formularz kontaktowy"><label for="form-field-name">Imię i nazwisko</label><input type="text" id="form-field-name" name="form_fields[name]" placeholder="Jan Kowalski"><label for="form-field-email">E-mail</label><input type="email" id="form-field-email" name="form_fields[email]" placeholder="jan.kowalski@przyklad.pl" required><label for="form-field-message">Wiadomość</label><textarea id="form-field-message" name="form_fields[message]" rows="5"></textarea><button type="submit" class="elementor-button">Wyślij</button></form></div>` +
        `<div class="elementor-widget elementor-widget-google_maps"><iframe loading="lazy" src="https://maps.google.com/maps?q=D%C4%85browskiego%2088%20Pozna%C5%84&amp;t=m&amp;z=15&amp;output=embed" title="Mapa"></iframe></div>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: section('Polityka prywatności', `<p>Administratorem danych osobowych jest Przychodnia Weterynaryjna Pod Lipami s.c., ul. Jana Henryka Dąbrowskiego 88, 60-577 Poznań. Z administratorem można się skontaktować pisemnie na adres siedziby.</p>`),
  });

  pages['/panel-klienta'] = page({
    path: '/panel-klienta',
    title: 'Panel klienta',
    main: section('Panel klienta', `<p>Zaloguj się, aby zobaczyć historię wizyt i wyniki badań swojego zwierzęcia. Problem z logowaniem? Napisz na ${mailto(`panel@${HOST}`)}.</p><form method="post" action="/panel-klienta/"><input type="text" name="login"><input type="password" name="haslo"><button type="submit">Zaloguj</button></form>`),
  });

  const pagePaths = ['/', '/o-przychodni', '/uslugi', '/nasz-zespol', '/cennik', '/aktualnosci', '/kontakt', '/polityka-prywatnosci'];
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, pagePaths.map((p) => (p === '/' ? '/' : `${p}/`)), '2025-03-12'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/nowy-aparat-rtg/', '/2025/01/godziny-otwarcia-ferie/', '/2024/10/program-kot-senior/'], '2025-03-12'));
  const index = sitemapIndex(HOST, ['/post-sitemap.xml', '/page-sitemap.xml'], '2025-03-12');
  pages['/sitemap_index.xml'] = xmlPage(index);

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /panel-klienta\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: index,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['pl'],
      addresses: [
        { address: `rejestracja@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/nasz-zespol'],
          cases: ['card', v.encode ? 'entities' : 'plain', ln, ...(v.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `ewa.duda@${HOST}`, name: 'Ewa Duda', title: 'lekarz weterynarii', pages: ['/2024/10/program-kot-senior'], cases: ['prose', 'honorific', 'sitemap-index', 'plain'] },
        { address: `bartosz.kowalczyk@${HOST}`, name: 'Bartosz Kowalczyk', title: 'kierownik administracyjny', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/panel-klienta'],
      nonAddresses: [
        { text: `panel@${HOST}`, kind: 'disallowed' },
        { text: 'wyniki@vetlab-wielkopolska.test', kind: 'other-company' },
        { text: 'pod-lipami-logo@2x.png', kind: 'retina' },
        { text: 'jan.kowalski@przyklad.pl', kind: 'placeholder' },
      ],
    },
  };
}
