/** What the held-out-82 sites share: a small theme maker, each site passing its own CMS markup. */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, type PageSpec, type Theme } from '../kit.js';

export interface SiteLook {
  host: string;
  siteName: string;
  head: string[];
  /** lang prefix -> menu [href, label]. */
  menus: Record<string, [string, string][]>;
  navOpen: string;
  navClose: string;
  item: (href: string, label: string) => string;
  footer: (lang: string) => string;
  privacyPath?: Record<string, string>;
  bodyEnd?: string[];
}

export function makeTheme(look: SiteLook): Theme {
  const menuOf = (lang: string) => look.menus[lang.slice(0, 2)] ?? Object.values(look.menus)[0]!;
  return {
    host: look.host,
    siteName: look.siteName,
    head: look.head,
    header: (p: PageSpec) => `${look.navOpen}${menuOf(p.lang).map(([h, l]) => look.item(h, l)).join('')}${look.navClose}`,
    footer: (p: PageSpec) => look.footer(p.lang.slice(0, 2)),
    ...(look.privacyPath ? { privacyPath: look.privacyPath } : {}),
    ...(look.bodyEnd ? { bodyEnd: look.bodyEnd } : {}),
  };
}

export function pager(theme: Theme, defaultLang: string) {
  return (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? defaultLang });
}

export { esc };
