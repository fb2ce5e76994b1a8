/** Small helpers the held-out-87 sites share: a theme from a menu, and page maps. */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, type PageSpec, type Theme } from '../kit.js';

export function simpleTheme(host: string, siteName: string, head: string[], menu: [string, string][], cls: string, footerHtml: string, bodyEnd: string[] = []): Theme {
  return {
    host,
    siteName,
    head,
    header: () =>
      `<header class="${cls}-header"><a class="${cls}-logo" href="/">${esc(siteName)}</a><nav class="${cls}-nav"><ul>${menu.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
    footer: () => `<footer class="${cls}-footer">${footerHtml}</footer>`,
    bodyEnd,
  };
}

export function render(theme: Theme, specs: PageSpec[]): Record<string, SandboxPage> {
  const pages: Record<string, SandboxPage> = {};
  for (const s of specs) pages[s.path] = renderPage(theme, s);
  return pages;
}
