/**
 * People the page declares: JSON-LD `Person` nodes (through extractJsonLd, so @graph/@id
 * references are resolved), microdata `Person` items and microformats h-cards (and classic
 * vcards). See index.ts for what each reads.
 */
import { parseMailto } from '../emails.js';
import type { PersonData } from '../json-ld.js';
import { networkOfHost } from '../socials.js';
import {
  attr, classTokens, firstAllowedEmail, isElement, isPersonProfile, person, safeDecode, tagOf, textOf, type Candidate, type Node, type Page,
} from './page.js';
import { ownsAddress, startsWithGivenName } from './names.js';
import { collapse, fold } from './text.js';

/**
 * The address an item (a microdata Person, an h-card) shows without marking it as its email
 * (Joomla's contact page: the Person item's address is a cloaked script's output, no itemprop):
 * the one address at an allowed domain written inside the item and outside any item nested in it,
 * when it could be the person's own (names.ts ownsAddress), so that an assistant's or a desk's
 * mailbox written in a person's item is not given to that person.
 */
function soleOwnAddress(page: Page, root: Node, name: string, nestedRoot: (el: Node) => boolean): string | null {
  const from = page.pos(root);
  const to = page.end.get(root) ?? -1;
  const inside = page.occurrences.filter((o) => o.key >= from && o.key <= to && page.allowedAddress(o.address));
  if (inside.length === 0) return null;
  const nested = page.descendants(root).filter(nestedRoot);
  const found = new Set<string>();
  for (const o of inside) if (!nested.some((n) => page.within(o.text?.node ?? o.node, n))) found.add(o.address);
  const [only] = [...found];
  if (found.size !== 1 || only === undefined) return null;
  return ownsAddress(only.slice(0, only.lastIndexOf('@')), name) ? only : null;
}

// ---------------------------------------------------------------------------------------------
// 1. JSON-LD
// ---------------------------------------------------------------------------------------------

export function fromJsonLd(people: readonly PersonData[], page: Page): Candidate[] {
  const out: Candidate[] = [];
  people.forEach((p, i) => {
    const name = p.name ?? ([p.givenName, p.familyName].filter((x) => x !== undefined).join(' ') || undefined);
    // A blog post's author set to the site itself ("author": {"@type": "Person", "name": "Acme"})
    // is no person; a person's own site named after them ("Anna Weber Fotografie") keeps its Person.
    if (name === undefined || (page.isOrgName(name) && !startsWithGivenName(name))) return;
    out.push({
      person: person({
        name,
        givenName: p.givenName ?? null,
        familyName: p.familyName ?? null,
        title: p.jobTitle ?? null,
        email: firstAllowedEmail(page, p.email ?? []),
        phone: p.telephone?.[0] ?? null,
        sameAs: p.sameAs ?? [],
        via: 'json-ld',
      }),
      declared: p.givenName !== undefined || p.familyName !== undefined,
      pos: -1_000_000 + i,
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. Microdata
// ---------------------------------------------------------------------------------------------

const PERSON_ITEMTYPE_RE = /^https?:\/\/(?:www\.)?schema\.org\/Person$/i;

function microdataValue(page: Page, el: Node): string | null {
  const tag = tagOf(el);
  let raw: string | undefined;
  if (tag === 'meta') raw = attr(el, 'content');
  else if (['a', 'area', 'link'].includes(tag)) return page.absolute(attr(el, 'href')) ?? (collapse(attr(el, 'href') ?? '') || null);
  else if (['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video'].includes(tag)) return page.absolute(attr(el, 'src'));
  else if (tag === 'object') return page.absolute(attr(el, 'data'));
  else if (tag === 'data' || tag === 'meter') raw = attr(el, 'value');
  else if (tag === 'time') raw = attr(el, 'datetime') ?? textOf(el);
  else raw = textOf(el);
  const s = collapse(raw ?? '');
  return s === '' ? null : s;
}

/** Properties of one microdata item: name -> values, nested items kept as their elements. */
function microdataProps(page: Page, item: Node): Map<string, Node[]> {
  const props = new Map<string, Node[]>();
  const visit = (el: Node, isRoot: boolean): void => {
    if (!isRoot) {
      for (const name of (attr(el, 'itemprop') ?? '').split(/\s+/).filter((x) => x !== '')) {
        const list = props.get(name) ?? [];
        list.push(el);
        props.set(name, list);
      }
      if (attr(el, 'itemscope') !== undefined) return;
    }
    for (const child of el.children ?? []) if (isElement(child)) visit(child, false);
  };
  visit(item, true);
  for (const id of (attr(item, 'itemref') ?? '').split(/\s+/).filter((x) => x !== '')) {
    const target = page.elements.find((el) => attr(el, 'id') === id);
    if (target !== undefined) visit({ type: 'tag', name: 'div', attribs: {}, children: [target] }, true);
  }
  return props;
}

/** The person's own postal address and contact point are theirs; any other item nested in a Person is someone else's. */
const OWN_ITEMTYPE_RE = /^https?:\/\/(?:www\.)?schema\.org\/(?:PostalAddress|ContactPoint)$/i;

function isOthersItem(el: Node): boolean {
  return attr(el, 'itemscope') !== undefined && !(attr(el, 'itemtype') ?? '').split(/\s+/).some((t) => OWN_ITEMTYPE_RE.test(t));
}

/** A property's values in the person's own nested items (the telephone of their PostalAddress or ContactPoint). */
function ownItemValues(page: Page, props: Map<string, Node[]>, name: string): string[] {
  const out: string[] = [];
  for (const list of props.values())
    for (const el of list) {
      if (attr(el, 'itemscope') === undefined || isOthersItem(el)) continue;
      for (const p of microdataProps(page, el).get(name) ?? []) {
        const v = microdataValue(page, p);
        if (v !== null) out.push(v);
      }
    }
  return out;
}

export function fromMicrodata(page: Page): Candidate[] {
  const out: Candidate[] = [];
  for (const el of page.elements) {
    if (attr(el, 'itemscope') === undefined) continue;
    const types = (attr(el, 'itemtype') ?? '').split(/\s+/);
    if (!types.some((t) => PERSON_ITEMTYPE_RE.test(t))) continue;
    const props = microdataProps(page, el);
    const values = (name: string): string[] => {
      const list: string[] = [];
      for (const p of props.get(name) ?? []) {
        let v: string | null;
        if (attr(p, 'itemscope') !== undefined) {
          const nested = microdataProps(page, p).get('name')?.[0];
          v = nested === undefined ? null : microdataValue(page, nested);
        } else v = microdataValue(page, p);
        if (v !== null && !list.includes(v)) list.push(v);
      }
      return list;
    };
    const given = values('givenName')[0] ?? null;
    const family = values('familyName')[0] ?? null;
    const name = values('name')[0] ?? ([given, family].filter((x) => x !== null).join(' ') || null);
    // An item that marks no name (a theme's team member declared a Person without its props) is
    // read as the visible page shows it.
    if (name === null) continue;
    page.structured.push(el);
    const sameAs = [...values('sameAs'), ...values('url').filter((u) => isPersonProfile(u))].filter(
      (u, i, all) => /^https?:/i.test(u) && all.indexOf(u) === i,
    );
    out.push({
      person: person({
        name,
        givenName: given,
        familyName: family,
        title: values('jobTitle')[0] ?? null,
        email: firstAllowedEmail(page, values('email')) ?? soleOwnAddress(page, el, name, isOthersItem),
        phone: [...values('telephone'), ...ownItemValues(page, props, 'telephone')].map((t) => collapse(t.replace(/^tel:/i, '')))[0] ?? null,
        sameAs,
        via: 'microdata',
      }),
      declared: given !== null || family !== null,
      pos: page.pos(el),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. h-card
// ---------------------------------------------------------------------------------------------

/** Classic (microformats 1) vcard class names -> mf2 property names. */
const VCARD_PROPS: Record<string, string> = {
  fn: 'p-name', 'given-name': 'p-given-name', 'family-name': 'p-family-name', title: 'p-job-title', role: 'p-role',
  email: 'u-email', tel: 'p-tel', url: 'u-url', org: 'p-org',
};

function isMf2Root(el: Node): boolean {
  return classTokens(el).some((c) => /^h-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c));
}

function isVcardRoot(el: Node): boolean {
  return !isMf2Root(el) && classTokens(el).includes('vcard');
}

function hcardProps(root: Node, classic: boolean): Map<string, Node[]> {
  const props = new Map<string, Node[]>();
  const visit = (el: Node): void => {
    for (const c of classTokens(el)) {
      const prop = classic ? VCARD_PROPS[c] : /^(?:p|u|dt|e)-[a-z0-9-]+$/.test(c) ? c : undefined;
      if (prop === undefined) continue;
      const list = props.get(prop) ?? [];
      list.push(el);
      props.set(prop, list);
    }
    if (isMf2Root(el) || isVcardRoot(el)) return;
    for (const child of el.children ?? []) if (isElement(child)) visit(child);
  };
  for (const child of root.children ?? []) if (isElement(child)) visit(child);
  return props;
}

function pValue(el: Node): string | null {
  const tag = tagOf(el);
  const raw =
    tag === 'abbr' && attr(el, 'title') !== undefined ? attr(el, 'title')
    : (tag === 'data' || tag === 'input') && attr(el, 'value') !== undefined ? attr(el, 'value')
    : (tag === 'img' || tag === 'area') && attr(el, 'alt') !== undefined ? attr(el, 'alt')
    : textOf(el);
  const s = collapse(raw ?? '');
  return s === '' ? null : s;
}

function uValue(page: Page, el: Node): string | null {
  const tag = tagOf(el);
  if (['a', 'area', 'link'].includes(tag) && attr(el, 'href') !== undefined) return collapse(attr(el, 'href') ?? '') || null;
  if (['img', 'audio', 'video', 'source', 'iframe'].includes(tag) && attr(el, 'src') !== undefined) return page.absolute(attr(el, 'src'));
  if (tag === 'object' && attr(el, 'data') !== undefined) return page.absolute(attr(el, 'data'));
  return pValue(el);
}

export function fromHCards(page: Page): Candidate[] {
  const out: Candidate[] = [];
  for (const root of page.elements) {
    const classic = isVcardRoot(root);
    if (!classic && !classTokens(root).includes('h-card')) continue;
    const props = hcardProps(root, classic);
    const p = (name: string): string | null => {
      for (const el of props.get(name) ?? []) {
        const v = pValue(el);
        if (v !== null) return v;
      }
      return null;
    };
    const u = (name: string): string[] => (props.get(name) ?? []).map((el) => uValue(page, el)).filter((v): v is string => v !== null);
    // Links that belong to this card, not to a card nested in it.
    const own = page.descendants(root).filter((el) => {
      for (let a = el.parent; a && a !== root; a = a.parent) if (isMf2Root(a) || isVcardRoot(a)) return false;
      return true;
    });

    const given = p('p-given-name');
    const family = p('p-family-name');
    const hasP = [...props.keys()].some((k) => k.startsWith('p-') || k.startsWith('e-'));
    const nested = own.length !== page.descendants(root).length;
    // hCard 1.0 requires its fn, and the microformats2 parsing rules imply no property for such a
    // backcompat root: a `vcard` class without one (a TYPO3 theme's card) is no structured name,
    // so the card is read as the page shows it.
    const implied = !classic && !hasP && !nested ? pValue(root) : null;
    const name = p('p-name') ?? implied ?? ([given, family].filter((x) => x !== null).join(' ') || null);
    if (name === null && classic) continue;
    page.structured.push(root);
    if (name === null || name.length > 100) continue;
    // An organization: its p-name is its p-org, it is the p-org of a card around it, or it is the site.
    const org = p('p-org');
    if ((org !== null && fold(org) === fold(name)) || classTokens(root).includes('p-org') || page.isOrgName(name)) continue;

    const mailtos = own.map((el) => attr(el, 'href') ?? '').filter((h) => /^\s*mailto:/i.test(h)).flatMap(parseMailto);
    const tels = own.map((el) => attr(el, 'href') ?? '').filter((h) => /^\s*tel:/i.test(h));
    const urls = [...u('u-url'), ...(tagOf(root) === 'a' && attr(root, 'href') !== undefined ? [attr(root, 'href') ?? ''] : [])];
    const sameAs: string[] = [];
    for (const raw of urls) {
      const abs = page.absolute(raw);
      if (abs !== null && networkOfHost(new URL(abs).hostname) !== undefined && !sameAs.includes(abs)) sameAs.push(abs);
    }
    const phone = p('p-tel') ?? u('u-tel')[0] ?? tels[0] ?? null;
    out.push({
      person: person({
        name,
        givenName: given,
        familyName: family,
        title: p('p-job-title') ?? p('p-role'),
        email: firstAllowedEmail(page, [...u('u-email'), ...mailtos]) ?? soleOwnAddress(page, root, name, (n) => isMf2Root(n) || isVcardRoot(n)),
        phone: phone === null ? null : collapse(safeDecode(phone.replace(/^\s*tel:/i, ''))),
        sameAs,
        via: 'h-card',
      }),
      declared: given !== null || family !== null,
      pos: page.pos(root),
    });
  }
  return out;
}
