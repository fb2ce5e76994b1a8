/**
 * What the truth world's sites share, as sites built on one CMS share a theme's skeleton: the
 * document (head with meta, Open Graph, hreflang alternates and JSON-LD; header; cookie banner;
 * main; footer), sitemaps (urlset, sitemap index, gzip), robots.txt, and the encodings small
 * sites use to hide an address from harvesters. Each site brings its own header, footer, styles
 * and scripts, so the sites do not all look alike.
 */
import type { SandboxPage } from '../websites.js';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<a href="mailto:…">…</a>`, the label defaulting to the address. */
export function mailto(address: string, label: string = address, attrs = ''): string {
  return `<a href="mailto:${address}"${attrs ? ` ${attrs}` : ''}>${esc(label)}</a>`;
}

/** `tel:` link with the number as written. */
export function tel(number: string): string {
  return `<a href="tel:${number.replace(/[^+\d]/g, '')}">${esc(number)}</a>`;
}

export interface Theme {
  host: string;
  siteName: string;
  /** Tags in every page's head (generator, stylesheets, analytics). */
  head: string[];
  /** The page header (logo, navigation), per page (the current language's menu). */
  header(page: PageSpec): string;
  footer(page: PageSpec): string;
  /** Where the cookie banner's "more" link points, per language; absent: no banner. */
  privacyPath?: Record<string, string>;
  /** Tags at the end of every body (chat widgets, consent scripts). */
  bodyEnd?: string[];
}

export interface PageSpec {
  /** As served (no trailing slash except '/'); links may add one. */
  path: string;
  title: string;
  lang: string;
  description?: string;
  /** hreflang -> path of the same page in other languages (this page included, as sites do). */
  alternates?: Record<string, string>;
  /** JSON-LD blocks of this page. */
  jsonLd?: unknown[];
  main: string;
  /** Extra head tags of this page. */
  head?: string[];
}

/** A `<script type="application/ld+json">` block ("</" escaped as JSON allows). */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">\n${JSON.stringify(data, null, 2).replace(/<\//g, '<\\/')}\n</script>`;
}

const COOKIE_TEXT: Record<string, { text: string; accept: string; reject: string; more: string }> = {
  en: { text: 'We use cookies to make this site work and, with your consent, to understand how it is used.', accept: 'Accept all', reject: 'Necessary only', more: 'Privacy policy' },
  de: { text: 'Wir verwenden Cookies, damit diese Website funktioniert, und – mit Ihrer Einwilligung – um zu verstehen, wie sie genutzt wird.', accept: 'Alle akzeptieren', reject: 'Nur notwendige', more: 'Datenschutzerklärung' },
  fr: { text: 'Nous utilisons des cookies pour le bon fonctionnement du site et, avec votre accord, pour mesurer son audience.', accept: 'Tout accepter', reject: 'Continuer sans accepter', more: 'Politique de confidentialité' },
  es: { text: 'Utilizamos cookies propias y de terceros para el funcionamiento de la web y, con tu consentimiento, con fines analíticos.', accept: 'Aceptar todas', reject: 'Rechazar', more: 'Política de cookies' },
  ca: { text: 'Utilitzem galetes pròpies i de tercers per al funcionament del web i, amb el teu consentiment, amb finalitats analítiques.', accept: 'Accepta-les totes', reject: 'Rebutja', more: 'Política de galetes' },
  no: { text: 'Vi bruker informasjonskapsler for at nettstedet skal fungere og, med ditt samtykke, til statistikk.', accept: 'Godta alle', reject: 'Kun nødvendige', more: 'Personvernerklæring' },
  da: { text: 'Vi bruger cookies for at hjemmesiden kan fungere og, med dit samtykke, til statistik.', accept: 'Accepter alle', reject: 'Kun nødvendige', more: 'Privatlivspolitik' },
  sv: { text: 'Vi använder kakor för att webbplatsen ska fungera och, med ditt samtycke, för statistik.', accept: 'Godkänn alla', reject: 'Endast nödvändiga', more: 'Integritetspolicy' },
  nl: { text: 'Wij gebruiken cookies om deze website goed te laten werken en, met uw toestemming, voor statistieken.', accept: 'Alles accepteren', reject: 'Alleen noodzakelijke', more: 'Privacyverklaring' },
  it: { text: 'Questo sito utilizza cookie tecnici e, previo consenso, cookie analitici di terze parti.', accept: 'Accetta tutti', reject: 'Rifiuta', more: 'Informativa privacy' },
  pt: { text: 'Utilizamos cookies para o funcionamento do site e, com o seu consentimento, para fins estatísticos.', accept: 'Aceitar todos', reject: 'Apenas necessários', more: 'Política de privacidade' },
  pl: { text: 'Używamy plików cookie, aby strona działała poprawnie, a za Twoją zgodą – do celów statystycznych.', accept: 'Akceptuję wszystkie', reject: 'Tylko niezbędne', more: 'Polityka prywatności' },
};

function cookieBanner(lang: string, privacyPath: string): string {
  const t = COOKIE_TEXT[lang.slice(0, 2)] ?? COOKIE_TEXT.en!;
  return (
    `<div id="cookie-consent" class="cookie-banner" role="dialog" aria-modal="false" aria-label="Cookies" hidden>\n` +
    `  <p>${esc(t.text)} <a href="${privacyPath}">${esc(t.more)}</a></p>\n` +
    `  <div class="cookie-actions"><button type="button" data-consent="all">${esc(t.accept)}</button> <button type="button" data-consent="necessary">${esc(t.reject)}</button></div>\n` +
    `</div>\n` +
    `<script>(function(){if(!document.cookie.match(/consent=/)){document.getElementById('cookie-consent').hidden=false;}document.querySelectorAll('[data-consent]').forEach(function(b){b.addEventListener('click',function(){document.cookie='consent='+b.getAttribute('data-consent')+';path=/;max-age=31536000';document.getElementById('cookie-consent').hidden=true;});});})();</script>`
  );
}

/** The whole document of one page. */
export function renderPage(theme: Theme, spec: PageSpec): SandboxPage {
  const origin = `http://${theme.host}`;
  const fullTitle = spec.path === '/' || /^\/[a-z]{2}$/.test(spec.path) ? `${theme.siteName} – ${spec.title}` : `${spec.title} | ${theme.siteName}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(fullTitle)}</title>`,
    ...(spec.description ? [`<meta name="description" content="${esc(spec.description)}">`] : []),
    `<link rel="canonical" href="${origin}${spec.path === '/' ? '/' : spec.path}">`,
    ...Object.entries(spec.alternates ?? {}).map(([lang, path]) => `<link rel="alternate" hreflang="${lang}" href="${origin}${path}">`),
    `<meta property="og:site_name" content="${esc(theme.siteName)}">`,
    `<meta property="og:title" content="${esc(spec.title)}">`,
    `<meta property="og:url" content="${origin}${spec.path}">`,
    `<meta property="og:locale" content="${esc(spec.lang.replace('-', '_'))}">`,
    ...theme.head,
    ...(spec.head ?? []),
    ...(spec.jsonLd ?? []).map(jsonLdScript),
  ];
  const privacy = theme.privacyPath?.[spec.lang.slice(0, 2)] ?? Object.values(theme.privacyPath ?? {})[0];
  const body = [
    theme.header(spec),
    `<main id="content">\n${spec.main}\n</main>`,
    theme.footer(spec),
    ...(privacy ? [cookieBanner(spec.lang, privacy)] : []),
    ...(theme.bodyEnd ?? []),
  ];
  return { body: `<!DOCTYPE html>\n<html lang="${spec.lang}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n` };
}

/** A sitemaps.org urlset of the site's paths. */
export function urlset(host: string, paths: readonly string[], lastmod = '2025-03-14'): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url>\n    <loc>http://${host}${p}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`).join('\n') +
    `\n</urlset>\n`
  );
}

/** A sitemaps.org sitemap index naming the site's sitemaps (paths). */
export function sitemapIndex(host: string, paths: readonly string[], lastmod = '2025-03-14'): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <sitemap>\n    <loc>http://${host}${p}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </sitemap>`).join('\n') +
    `\n</sitemapindex>\n`
  );
}

/** An XML page (a sitemap at a path of its own). */
export function xmlPage(xml: string): SandboxPage {
  return { body: xml, contentType: 'application/xml; charset=utf-8' };
}

/** A gzip-compressed sitemap file, as a CMS writes `sitemap.xml.gz`. */
export function gzipXmlPage(xml: string): SandboxPage {
  return { body: xml, contentType: 'application/x-gzip', gzip: true };
}

/** The comma list of UTF-16 code units `String.fromCharCode` turns back into `text`. */
export function charCodes(text: string): string {
  return [...text].map((c) => c.charCodeAt(0)).join(',');
}

export function reversed(text: string): string {
  return [...text].reverse().join('');
}

/** Text as decimal and hexadecimal character references, as WordPress e-mail encoder plugins write it. */
export function entities(text: string): string {
  return [...text].map((c, i) => (i % 2 === 0 ? `&#${c.charCodeAt(0)};` : `&#x${c.charCodeAt(0).toString(16)};`)).join('');
}
