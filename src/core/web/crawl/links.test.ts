import { describe, expect, it } from 'vitest';
import { KIND_SCORE } from './link-kinds.js';
import { pageLinks, type PageContext } from './links.js';

const SITE = new Set(['acme.test', 'acme-alias.test']);
const context = (over: Partial<PageContext> = {}): PageContext => ({
  url: 'http://acme.test/de/seite',
  hub: false,
  kind: 'other',
  score: KIND_SCORE.other,
  onSite: (url) => (SITE.has(url.hostname.replace(/^www\./, '')) ? new URL(`${url.pathname}${url.search}`, 'http://acme.test') : null),
  ...over,
});

describe('pageLinks', () => {
  it('reads anchors by text, image alt, title and aria-label; only the site\'s own pages, in its origin\'s form', () => {
    const html = `<base href="http://acme.test/de/">
      <a href="kontakt">Kontakt</a>
      <a href="/x1"><img src="t.png" alt="Unser Team"></a>
      <a href="/x2" title="Impressum">§</a>
      <a href="/x3" aria-label="Über uns"><svg></svg></a>
      <a href="https://www.acme-alias.test/presse#top">Presse</a>
      <a href="http://other.test/kontakt">Kontakt elsewhere</a>
      <a href="mailto:info@acme.test">Mail</a> <a href="tel:+49">Call</a> <a href="javascript:void(0)">Menu</a>
      <a href="/login">Anmelden</a>`;
    expect(pageLinks(html, context())).toEqual([
      { url: 'http://acme.test/de/kontakt', kind: 'contact', score: KIND_SCORE.contact },
      { url: 'http://acme.test/x1', kind: 'team', score: KIND_SCORE.team },
      { url: 'http://acme.test/x2', kind: 'imprint', score: KIND_SCORE.imprint },
      { url: 'http://acme.test/x3', kind: 'about', score: KIND_SCORE.about },
      { url: 'http://acme.test/presse', kind: 'press', score: KIND_SCORE.press },
    ]);
  });

  it('keeps the best reading of a URL linked twice', () => {
    expect(pageLinks('<a href="/p">Mehr</a> <a href="/p">Ansprechpartner</a>', context())).toEqual([{ url: 'http://acme.test/p', kind: 'contact', score: KIND_SCORE.contact }]);
  });

  it("a hub's hreflang alternates are language homes; another page's alternates keep its kind", () => {
    const head = '<link rel="alternate" hreflang="en" href="http://acme.test/english"><link rel="alternate" hreflang="fr" href="http://acme.test/fr/contact">';
    expect(pageLinks(head, context({ hub: true }))).toEqual([
      { url: 'http://acme.test/english', kind: 'home', score: KIND_SCORE.home },
      { url: 'http://acme.test/fr/contact', kind: 'home', score: KIND_SCORE.home },
    ]);
    expect(pageLinks(head, context({ kind: 'team', score: KIND_SCORE.team }))).toEqual([
      { url: 'http://acme.test/english', kind: 'team', score: KIND_SCORE.team },
      { url: 'http://acme.test/fr/contact', kind: 'contact', score: KIND_SCORE.contact },
    ]);
    expect(pageLinks(head, context())[0]).toEqual({ url: 'http://acme.test/english', kind: 'other', score: KIND_SCORE.other });
  });
});
