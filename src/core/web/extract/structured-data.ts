/**
 * Addresses a page states in schema.org structured data, with the Person each belongs to (pure,
 * no I/O): JSON-LD (through {@link extractJsonLdEmails}), microdata (`itemscope`/`itemprop`) and
 * RDFa (`vocab`/`typeof`/`property`, RDFa Lite 1.1).
 *
 * - Microdata: every `itemprop="email"` (also a full schema.org IRI) in any item. Its value follows
 *   the microdata rules (meta@content, a/area/link@href, ..., else the text; a `content` attribute
 *   wins, as pages put it on spans too). The item it belongs to is its nearest `itemscope`
 *   ancestor; when that item's `itemtype` is schema.org Person, the address is that Person's, with
 *   the item's own name/givenName/familyName/jobTitle/telephone/sameAs (props of items nested
 *   inside it are theirs, not its).
 * - RDFa: every `property` naming schema.org `email` (`email` under a schema.org `vocab`,
 *   `schema:email`, or the full IRI). Value: `content`, else `href`/`resource`/`src`, else the
 *   text. Its subject is the nearest ancestor with `typeof`; a Person subject owns it, with that
 *   subject's own properties as above.
 * Values may be written `mailto:...` (percent-decoded). Nothing here checks the address's domain or
 * syntax: the caller does.
 */
import type { CheerioAPI, Cheerio } from 'cheerio';
import { extractJsonLdEmails, type PersonData } from './json-ld.js';
import { parseMailto } from './mail-values.js';

/** An element as cheerio's selections hold it (domhandler's Element; cheerio does not re-export the type). */
type Element = NonNullable<ReturnType<ReturnType<CheerioAPI['root']>['children']>[number]>;
type AnyNode = Element;

export type StructuredVia = 'json-ld' | 'microdata' | 'rdfa';

export interface StructuredEmail {
  /** As written, without `mailto:`; not validated. */
  address: string;
  via: StructuredVia;
  /** The schema.org Person the address belongs to; null when it is no Person's. */
  owner: PersonData | null;
}

const PERSON_PROPS = ['name', 'givenName', 'familyName', 'honorificPrefix', 'honorificSuffix', 'jobTitle', 'telephone', 'sameAs'] as const;
type PersonProp = (typeof PERSON_PROPS)[number];

/** The schema.org term a property token names: `email` from `email`, `schema:email`, `https://schema.org/email`. */
function schemaTerm(token: string, bareIsSchema: boolean): string | undefined {
  const m = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)([A-Za-z]+)$/.exec(token);
  if (m) return m[1];
  if (/^[A-Za-z]+$/.test(token) && bareIsSchema) return token;
  return undefined;
}

function isSchemaPersonType(types: string): boolean {
  return types
    .split(/\s+/)
    .some((t) => /^(?:(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)?Person)$/.test(t));
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function emailsOf(value: string | undefined): string[] {
  if (value === undefined) return [];
  return parseMailto(value).filter((e) => e.includes('@'));
}

function telephoneOf(value: string): string {
  if (!/^tel:/i.test(value)) return value;
  try {
    return decodeURIComponent(value.slice(4)).trim();
  } catch {
    return value.slice(4).trim();
  }
}

/** A Person's fields from its own properties (values already read), in the JSON-LD reader's shape. */
function personOf(props: Map<PersonProp, string[]>): PersonData {
  const first = (k: PersonProp): string | undefined => props.get(k)?.find((v) => v !== '');
  const out: PersonData = {};
  const name = first('name');
  if (name) out.name = name;
  const given = first('givenName');
  if (given) out.givenName = given;
  const family = first('familyName');
  if (family) out.familyName = family;
  const prefix = first('honorificPrefix');
  if (prefix) out.honorificPrefix = prefix;
  const suffix = first('honorificSuffix');
  if (suffix) out.honorificSuffix = suffix;
  const title = first('jobTitle');
  if (title) out.jobTitle = title;
  const phones = [...new Set((props.get('telephone') ?? []).map(telephoneOf).filter((t) => t !== ''))];
  if (phones.length > 0) out.telephone = phones;
  const same = (props.get('sameAs') ?? []).filter((u) => /^https?:\/\//i.test(u));
  if (same.length > 0) out.sameAs = [...new Set(same)];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Microdata (HTML Living Standard, "Microdata")
// ---------------------------------------------------------------------------------------------

const SRC_ELEMENTS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF_ELEMENTS = new Set(['a', 'area', 'link']);

function microdataValue(el: Cheerio<Element>): string {
  const tag = (el[0]?.tagName ?? '').toLowerCase();
  const content = el.attr('content');
  if (content !== undefined) return collapse(content);
  if (SRC_ELEMENTS.has(tag)) return el.attr('src') ?? '';
  if (HREF_ELEMENTS.has(tag)) return el.attr('href') ?? '';
  if (tag === 'object') return el.attr('data') ?? '';
  if (tag === 'data' || tag === 'meter') return el.attr('value') ?? '';
  if (tag === 'time') return el.attr('datetime') ?? collapse(el.text());
  return collapse(el.text());
}

function microdataTerms(el: Cheerio<Element>): string[] {
  return (el.attr('itemprop') ?? '')
    .split(/\s+/)
    .map((t) => schemaTerm(t, true))
    .filter((t): t is string => t !== undefined);
}

/** The item an itemprop element belongs to: its nearest itemscope ancestor (itself, when it has itemscope, is a value). */
function itemOf($: CheerioAPI, el: AnyNode): Element | undefined {
  return $(el).parent().closest('[itemscope]')[0] as Element | undefined;
}

function microdataPerson($: CheerioAPI, item: Element): PersonData | null {
  if (!isSchemaPersonType($(item).attr('itemtype') ?? '')) return null;
  const props = new Map<PersonProp, string[]>();
  $(item)
    .find('[itemprop]')
    .each((_, el) => {
      if (itemOf($, el) !== item) return;
      const $el = $(el);
      for (const term of microdataTerms($el)) {
        if (!(PERSON_PROPS as readonly string[]).includes(term)) continue;
        // A nested item as a value (a jobTitle DefinedTerm) gives its name.
        const value = $el.is('[itemscope]') ? collapse($el.find('[itemprop~="name"]').first().text()) : microdataValue($el);
        props.set(term as PersonProp, [...(props.get(term as PersonProp) ?? []), value]);
      }
    });
  return personOf(props);
}

function microdataEmails($: CheerioAPI): StructuredEmail[] {
  const out: StructuredEmail[] = [];
  $('[itemprop]').each((_, el) => {
    const $el = $(el);
    if (!microdataTerms($el).includes('email')) return;
    const item = itemOf($, el);
    if (item === undefined) return;
    const owner = microdataPerson($, item);
    for (const address of emailsOf(microdataValue($el))) out.push({ address, via: 'microdata', owner });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// RDFa Lite 1.1 (W3C Recommendation)
// ---------------------------------------------------------------------------------------------

function rdfaTerms($: CheerioAPI, el: Cheerio<Element>): string[] {
  const vocab = el.closest('[vocab]').attr('vocab') ?? '';
  const bareIsSchema = /^https?:\/\/(?:www\.)?schema\.org\/?$/.test(vocab.trim());
  return (el.attr('property') ?? '')
    .split(/\s+/)
    .map((t) => schemaTerm(t, bareIsSchema))
    .filter((t): t is string => t !== undefined);
}

function rdfaValue(el: Cheerio<Element>): string {
  const v = el.attr('content') ?? el.attr('href') ?? el.attr('resource') ?? el.attr('src');
  return v !== undefined ? collapse(v) : collapse(el.text());
}

/** The subject a property element speaks of: its nearest ancestor with `typeof`. */
function subjectOf($: CheerioAPI, el: AnyNode): Element | undefined {
  return $(el).parent().closest('[typeof]')[0] as Element | undefined;
}

function rdfaPerson($: CheerioAPI, subject: Element): PersonData | null {
  if (!isSchemaPersonType($(subject).attr('typeof') ?? '')) return null;
  const props = new Map<PersonProp, string[]>();
  $(subject)
    .find('[property]')
    .each((_, el) => {
      if (subjectOf($, el) !== subject) return;
      const $el = $(el);
      for (const term of rdfaTerms($, $el)) {
        if (!(PERSON_PROPS as readonly string[]).includes(term)) continue;
        // A property that starts a typed node of its own (a DefinedTerm job title) gives its name.
        const value = $el.is('[typeof]') ? collapse($el.find('[property~="name"]').first().text()) : rdfaValue($el);
        props.set(term as PersonProp, [...(props.get(term as PersonProp) ?? []), value]);
      }
    });
  return personOf(props);
}

function rdfaEmails($: CheerioAPI): StructuredEmail[] {
  const out: StructuredEmail[] = [];
  $('[property]').each((_, el) => {
    const $el = $(el);
    if (!rdfaTerms($, $el).includes('email')) return;
    const subject = subjectOf($, el);
    const owner = subject === undefined ? null : rdfaPerson($, subject);
    for (const address of emailsOf(rdfaValue($el))) out.push({ address, via: 'rdfa', owner });
  });
  return out;
}

/** Every address the page's structured data states, JSON-LD first, with its owner. */
export function structuredEmails($: CheerioAPI, pageUrl?: string): StructuredEmail[] {
  return [
    ...extractJsonLdEmails($, pageUrl).map((e) => ({ address: e.address, via: 'json-ld' as const, owner: e.owner })),
    ...microdataEmails($),
    ...rdfaEmails($),
  ];
}
