/**
 * schema.org JSON-LD extraction (pure, no I/O).
 *
 * Every `<script type="application/ld+json">` is parsed (on JSON.parse failure the text is repaired
 * with `jsonrepair`; what still fails is skipped). Top-level arrays and `@graph` arrays are flattened,
 * nodes are indexed by `@id` (several definitions of one id are merged, first value wins) and a
 * reference such as `{ "@id": "#org" }` is resolved against that index wherever a property is read.
 * Every typed node anywhere in the data is considered, so an Organization nested as `publisher` of a
 * WebPage, or a Person nested as `founder`, is found too; a node with an `@id` is reported once.
 *
 * Organization types: any type whose local name ends in `Organization` or `Business` (Organization,
 * LocalBusiness, OnlineBusiness, EducationalOrganization, MedicalBusiness, ...), any ending in `Store`,
 * and the explicit list {@link EXTRA_ORGANIZATION_TYPES}. Person: `Person`. `@type` may be a string or an
 * array, plain (`Organization`) or an IRI (`https://schema.org/Organization`, `schema:Organization`).
 *
 * Values that are absent or unusable are `undefined`; nothing is invented or derived beyond the
 * documented conversions (foundingDate -> year, addressCountry -> 2-letter code or name, ...).
 */
import type { CheerioAPI } from 'cheerio';
import { jsonrepair } from 'jsonrepair';
import { loadHtml, resolveUrl } from './dom.js';
import { parseMailto } from './mail-values.js';

export interface PostalAddressData {
  streetAddress?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2, upper-cased, when `addressCountry` is two letters. */
  countryCode?: string;
  /** `addressCountry` (or Country.name) when it is not a two-letter code. */
  country?: string;
}

export type EmployeeCount = number | { min?: number; max?: number };

export interface OrgData {
  /** The node's schema.org types (local names), as declared. */
  types: string[];
  id?: string;
  name?: string;
  legalName?: string;
  description?: string;
  url?: string;
  logo?: string;
  foundedYear?: number;
  address?: PostalAddressData;
  /** `telephone`, string or array, normalised to an array (without `tel:`). */
  telephone?: string[];
  /** `email` without `mailto:` (percent-decoded), normalised to an array. */
  email?: string[];
  /** Telephones of the organization's `contactPoint`s (sales, support, ...), in order. */
  contactTelephones?: string[];
  numberOfEmployees?: EmployeeCount;
  sameAs?: string[];
  naics?: string;
  isicV4?: string;
}

export interface PersonData {
  id?: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  /** `honorificPrefix` / `honorificSuffix` ("Dr.", "PhD") as stated. */
  honorificPrefix?: string;
  honorificSuffix?: string;
  jobTitle?: string;
  email?: string[];
  telephone?: string[];
  sameAs?: string[];
  /** Name of the `worksFor` organization (resolved through `@id` references). */
  worksFor?: string;
}

export interface JsonLdResult {
  organizations: OrgData[];
  people: PersonData[];
}

/** Organization (sub)types whose names do not end in Organization/Business/Store. */
export const EXTRA_ORGANIZATION_TYPES: ReadonlySet<string> = new Set([
  'Corporation', 'NGO', 'Airline', 'Consortium', 'Cooperative', 'LibrarySystem', 'FundingScheme',
  'Project', 'ResearchProject', 'FundingAgency', 'SportsTeam', 'MedicalClinic', 'Hospital', 'Pharmacy',
  'Dentist', 'Physician', 'Optician', 'Restaurant', 'Bakery', 'BarOrPub', 'Brewery', 'Winery', 'Distillery',
  'CafeOrCoffeeShop', 'FoodEstablishment', 'Hotel', 'Motel', 'Hostel', 'Resort', 'ProfessionalService',
  'LegalService', 'Attorney', 'Notary', 'FinancialService', 'AccountingService', 'BankOrCreditUnion',
  'InsuranceAgency', 'RealEstateAgent', 'TravelAgency', 'EmploymentAgency', 'AutoDealer', 'AutoRepair',
  'Library', 'School', 'CollegeOrUniversity', 'HighSchool', 'MiddleSchool', 'ElementarySchool', 'Preschool',
  'HVACBusiness', 'Electrician', 'Plumber', 'GeneralContractor', 'RoofingContractor', 'Locksmith',
  'MovingCompany', 'HousePainter',
  // clubs, venues and groups a small organisation's site names itself as
  'SportsClub', 'SportsActivityLocation', 'HealthClub', 'ExerciseGym', 'GolfCourse', 'Museum', 'ArtGallery',
  'PlaceOfWorship', 'Church', 'GovernmentOffice', 'VeterinaryCare', 'PerformingGroup', 'MusicGroup', 'TheaterGroup',
  'DanceGroup', 'BedAndBreakfast', 'DaySpa', 'BeautySalon', 'HairSalon', 'Florist', 'ChildCare',
  'TouristInformationCenter', 'Campground', 'Zoo', 'Aquarium',
]);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function localName(type: string): string {
  const t = type.trim();
  const cut = Math.max(t.lastIndexOf('/'), t.lastIndexOf('#'), t.lastIndexOf(':'));
  return cut >= 0 ? t.slice(cut + 1) : t;
}

function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map(localName);
}

export function isOrganizationType(type: string): boolean {
  const t = localName(type);
  return /(Organization|Business|Store)$/.test(t) || EXTRA_ORGANIZATION_TYPES.has(t);
}

/** Parse one script's text leniently; undefined when it cannot be parsed or repaired. */
export function parseLenient(text: string): Json | undefined {
  const body = text
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>\s*$/, '')
    .trim();
  if (body === '') return undefined;
  try {
    return JSON.parse(body) as Json;
  } catch {
    try {
      return JSON.parse(jsonrepair(body)) as Json;
    } catch {
      return undefined;
    }
  }
}

class Graph {
  readonly byId = new Map<string, JsonObject>();

  constructor(readonly roots: readonly Json[]) {
    const visit = (v: Json): void => {
      if (Array.isArray(v)) {
        for (const x of v) visit(x);
        return;
      }
      if (!isObject(v)) return;
      const id = v['@id'];
      if (typeof id === 'string' && Object.keys(v).length > 1) {
        const prev = this.byId.get(id);
        this.byId.set(id, prev === undefined ? v : { ...v, ...prev });
      }
      for (const [k, child] of Object.entries(v)) if (k !== '@context') visit(child);
    };
    for (const r of roots) visit(r);
  }

  /** The full node for an `@id` reference, or the value itself. */
  deref(v: Json | undefined): Json | undefined {
    if (isObject(v) && typeof v['@id'] === 'string') return this.byId.get(v['@id']) ?? v;
    return v;
  }

  /** Every typed node, once per `@id` (merged definition) or per anonymous object. */
  typedNodes(roots: readonly Json[]): JsonObject[] {
    const out: JsonObject[] = [];
    const seenIds = new Set<string>();
    const visit = (v: Json): void => {
      if (Array.isArray(v)) {
        for (const x of v) visit(x);
        return;
      }
      if (!isObject(v)) return;
      const id = v['@id'];
      if (typeof id === 'string') {
        const full = this.byId.get(id);
        if (full !== undefined && !seenIds.has(id) && typesOf(full).length > 0) {
          seenIds.add(id);
          out.push(full);
        }
      } else if (typesOf(v).length > 0) {
        out.push(v);
      }
      for (const [k, child] of Object.entries(v)) if (k !== '@context') visit(child);
    };
    for (const r of roots) visit(r);
    return out;
  }
}

/** Text of a literal: string, number, `{ "@value": ... }`, or the first usable array element. */
function text(v: Json | undefined): string | undefined {
  if (typeof v === 'string') {
    const s = v.replace(/\s+/g, ' ').trim();
    return s === '' ? undefined : s;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) {
    for (const x of v) {
      const t = text(x);
      if (t !== undefined) return t;
    }
    return undefined;
  }
  if (isObject(v) && '@value' in v) return text(v['@value']);
  return undefined;
}

function texts(v: Json | undefined): string[] {
  const list = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const x of list) {
    const t = text(x);
    if (t !== undefined && !out.includes(t)) out.push(t);
  }
  return out;
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

function absoluteUrl(s: string | undefined, base: string | undefined): string | undefined {
  if (s === undefined || /\s/.test(s)) return undefined;
  const u = resolveUrl(s, base);
  if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) return base === undefined ? s : undefined;
  return u.href;
}

function pruneUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

/**
 * Per parsed page (dom.ts shares one parse among the extractors): its JSON-LD blocks, parsed once
 * for readSite, the people extractor and the address extractor's structured data; and the reading
 * of them per page URL. Both are only read by their users, never changed.
 */
const rootsOf = new WeakMap<CheerioAPI, Json[]>();
const readOf = new WeakMap<CheerioAPI, Map<string | undefined, JsonLdResult>>();

/** The parsed `<script type="application/ld+json">` blocks of a page. */
function scriptRoots($: CheerioAPI): Json[] {
  const known = rootsOf.get($);
  if (known !== undefined) return known;
  const roots: Json[] = [];
  rootsOf.set($, roots);
  $('script[type]').each((_, el) => {
    const type = ($(el).attr('type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') return;
    const parsed = parseLenient($(el).text());
    if (parsed !== undefined) roots.push(parsed);
  });
  return roots;
}

/** Addresses of an `email` value: strings with or without `mailto:` (percent-decoded), `@value`, `@id`. */
function emailValues(v: Json | undefined): string[] {
  const out: string[] = [];
  for (const x of Array.isArray(v) ? v : [v]) {
    const raw = typeof x === 'string' ? x : isObject(x) ? (typeof x['@value'] === 'string' ? x['@value'] : typeof x['@id'] === 'string' ? x['@id'] : undefined) : undefined;
    if (raw === undefined) continue;
    for (const e of parseMailto(raw.trim())) if (e.includes('@') && !out.includes(e)) out.push(e);
  }
  return out;
}

/** A `telephone` value as written, without a `tel:` scheme (percent-decoded). */
function telephoneText(s: string): string {
  if (!/^tel:/i.test(s)) return s;
  const body = s.slice(4);
  try {
    return decodeURIComponent(body).trim();
  } catch {
    return body.trim();
  }
}

/**
 * The title schema.org's Role pattern gives a Person: a Role node (`OrganizationRole`,
 * `EmployeeRole`, `Role`...) with a `roleName` wraps the Person it is about
 * (`"member": {"@type": "OrganizationRole", "roleName": "Partner", "member": {Person}}`), or is
 * the value of the Person's own `worksFor`/`memberOf`/`affiliation`. Only a Role about exactly one
 * Person gives it, and only a Person given exactly one roleName takes it.
 */
function roleTitles(g: Graph): Map<JsonObject, string> {
  const found = new Map<JsonObject, Set<string>>();
  const give = (p: JsonObject, title: string): void => {
    const set = found.get(p) ?? new Set<string>();
    set.add(title);
    found.set(p, set);
  };
  const roleName = (node: JsonObject): string | undefined => {
    if (!typesOf(node).some((t) => /Role$/.test(t))) return undefined;
    const v = g.deref(Array.isArray(node['roleName']) ? node['roleName'][0] : node['roleName']);
    return isObject(v) ? text(v['name']) : text(v);
  };
  const valuesOf = (v: Json | undefined): JsonObject[] => (Array.isArray(v) ? v : [v]).map((x) => g.deref(x)).filter(isObject);
  const isPerson = (n: JsonObject): boolean => typesOf(n).includes('Person');
  const visit = (v: Json): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    if (!isObject(v)) return;
    const node = g.deref(v) as JsonObject;
    const title = roleName(node);
    if (title !== undefined) {
      const persons = Object.entries(node)
        .filter(([k]) => !k.startsWith('@') && localName(k) !== 'roleName')
        .flatMap(([, x]) => valuesOf(x).filter(isPerson));
      if (persons.length === 1) give(persons[0]!, title);
    }
    if (isPerson(node)) {
      for (const key of ['worksFor', 'memberOf', 'affiliation']) {
        for (const r of valuesOf(node[key])) {
          const t = roleName(r);
          if (t !== undefined) give(node, t);
        }
      }
    }
    for (const [k, child] of Object.entries(v)) if (k !== '@context') visit(child);
  };
  for (const r of g.roots) visit(r);
  const out = new Map<JsonObject, string>();
  for (const [p, titles] of found) if (titles.size === 1) out.set(p, [...titles][0]!);
  return out;
}

/** Readers of a graph's property values (references resolved, URLs made absolute against the page). */
function readers(g: Graph, pageUrl: string | undefined) {
  const str = (v: Json | undefined): string | undefined => text(g.deref(v));
  const name = (v: Json | undefined): string | undefined => {
    const d = g.deref(Array.isArray(v) ? v[0] : v);
    return isObject(d) ? text(d['name']) : text(d);
  };
  const url = (v: Json | undefined): string | undefined => {
    const first = g.deref(Array.isArray(v) ? v[0] : v);
    const raw = isObject(first) ? text(first['url']) ?? text(first['contentUrl']) ?? text(first['@id']) : text(first);
    return absoluteUrl(raw, pageUrl);
  };
  const urls = (v: Json | undefined): string[] | undefined => {
    const out: string[] = [];
    for (const x of Array.isArray(v) ? v : [v]) {
      const u = url(x);
      if (u !== undefined && !out.includes(u)) out.push(u);
    }
    return nonEmpty(out);
  };
  const emails = (v: Json | undefined): string[] | undefined => nonEmpty(emailValues(v));
  const telephones = (v: Json | undefined): string[] | undefined => nonEmpty([...new Set(texts(v).map(telephoneText).filter((t) => t !== ''))]);
  const roles = roleTitles(g);
  const person = (node: JsonObject): PersonData =>
    pruneUndefined<PersonData>({
      id: typeof node['@id'] === 'string' ? node['@id'] : undefined,
      name: str(node['name']),
      givenName: str(node['givenName']),
      familyName: str(node['familyName']),
      honorificPrefix: str(node['honorificPrefix']),
      honorificSuffix: str(node['honorificSuffix']),
      jobTitle: name(node['jobTitle']) ?? roles.get(node),
      email: emails(node['email']),
      telephone: telephones(node['telephone']),
      sameAs: urls(node['sameAs']),
      worksFor: name(node['worksFor']),
    });
  return { str, name, url, urls, emails, telephones, person };
}

export function extractJsonLd(html: string, pageUrl?: string): JsonLdResult {
  const $ = loadHtml(html);
  let byUrl = readOf.get($);
  if (byUrl === undefined) readOf.set($, (byUrl = new Map()));
  const known = byUrl.get(pageUrl);
  if (known !== undefined) return known;
  const result = readJsonLd(scriptRoots($), pageUrl);
  byUrl.set(pageUrl, result);
  return result;
}

function readJsonLd(roots: readonly Json[], pageUrl: string | undefined): JsonLdResult {
  const g = new Graph(roots);
  const { str, url, urls, emails, telephones, person } = readers(g, pageUrl);

  const address = (v: Json | undefined): PostalAddressData | undefined => {
    for (const raw of Array.isArray(v) ? v : [v]) {
      const a = g.deref(raw);
      let out: PostalAddressData | undefined;
      if (typeof a === 'string') {
        const s = text(a);
        out = s === undefined ? undefined : { streetAddress: s };
      } else if (isObject(a)) {
        const country = g.deref(a['addressCountry']);
        const c = isObject(country) ? text(country['name']) ?? text(country['identifier']) : text(country);
        const isCode = c !== undefined && /^[A-Za-z]{2}$/.test(c);
        out = pruneUndefined<PostalAddressData>({
          streetAddress: str(a['streetAddress']),
          city: str(a['addressLocality']),
          state: str(a['addressRegion']),
          postalCode: str(a['postalCode']),
          countryCode: isCode ? c.toUpperCase() : undefined,
          country: isCode ? undefined : c,
        });
      }
      if (out !== undefined && Object.keys(out).length > 0) return out;
    }
    return undefined;
  };
  // `contactPoints` is the property's older (superseded) spelling; sites still write it.
  const contactTelephones = (node: JsonObject): string[] | undefined => {
    const out: string[] = [];
    for (const key of ['contactPoint', 'contactPoints']) {
      const v = node[key];
      for (const raw of Array.isArray(v) ? v : [v]) {
        const cp = g.deref(raw);
        if (isObject(cp)) for (const t of telephones(cp['telephone']) ?? []) if (!out.includes(t)) out.push(t);
      }
    }
    return nonEmpty(out);
  };

  const organizations: OrgData[] = [];
  const people: PersonData[] = [];
  const seen = new Set<string>();
  const push = <T>(list: T[], item: T): void => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return;
    seen.add(key);
    list.push(item);
  };

  for (const node of g.typedNodes(roots)) {
    const types = typesOf(node);
    const id = typeof node['@id'] === 'string' ? node['@id'] : undefined;
    if (types.some(isOrganizationType)) {
      push(
        organizations,
        pruneUndefined<OrgData>({
          types,
          id,
          name: str(node['name']),
          legalName: str(node['legalName']),
          description: str(node['description']),
          url: url(node['url']),
          logo: url(node['logo']),
          foundedYear: foundedYear(str(node['foundingDate'])),
          address: address(node['address']),
          telephone: telephones(node['telephone']),
          email: emails(node['email']),
          contactTelephones: contactTelephones(node),
          numberOfEmployees: employees(g.deref(node['numberOfEmployees'])),
          sameAs: urls(node['sameAs']),
          naics: str(node['naics']),
          isicV4: str(node['isicV4']),
        }),
      );
    }
    if (types.includes('Person')) push(people, person(node));
  }
  return { organizations, people };
}

/** One address stated in a page's JSON-LD, and the Person it belongs to (null: no person's). */
export interface JsonLdEmail {
  /** As written, without `mailto:`, percent-decoded; not validated. */
  address: string;
  owner: PersonData | null;
}

/**
 * Every address in the page's JSON-LD, at any depth: on any node (`@graph`, arrays, an
 * Organization's `email`, its `contactPoint`s, a `founder`/`employee`/`member`/`author` Person, a
 * department's employee, untyped objects), under the property `email` written plain, as
 * `schema:email` or as a full schema.org IRI.
 *
 * An address belongs to a Person only when it is that Person node's own `email` (or the `email`
 * of one of that Person's `contactPoint`s): an address on the organization, or on another Person
 * beside it, is never given to it. A node defined in parts (several objects with one `@id`) is
 * read as the merged node.
 */
export function extractJsonLdEmails($: CheerioAPI, pageUrl?: string): JsonLdEmail[] {
  const roots = scriptRoots($);
  if (roots.length === 0) return [];
  const g = new Graph(roots);
  const { person } = readers(g, pageUrl);
  const out: JsonLdEmail[] = [];
  const seen = new Set<string>();
  const visit = (v: Json, contactOf: JsonObject | null): void => {
    if (Array.isArray(v)) {
      for (const x of v) visit(x, contactOf);
      return;
    }
    if (!isObject(v)) return;
    const id = v['@id'];
    const node = typeof id === 'string' ? (g.byId.get(id) ?? v) : v;
    const isPerson = typesOf(node).includes('Person');
    const ownerNode = isPerson ? node : contactOf;
    for (const [k, child] of Object.entries(v)) {
      if (k === '@context') continue;
      const key = localName(k);
      if (key === 'email') {
        const owner = ownerNode === null ? null : person(ownerNode);
        for (const address of emailValues(child)) {
          const dedupe = `${address}\u0000${owner === null ? '' : JSON.stringify(owner)}`;
          if (seen.has(dedupe)) continue;
          seen.add(dedupe);
          out.push({ address, owner });
        }
        continue;
      }
      // A Person's contact points carry that Person's addresses; any other property leads to a node of its own.
      visit(child, isPerson && (key === 'contactPoint' || key === 'contactPoints') ? node : null);
    }
  };
  for (const r of roots) visit(r, null);
  return out;
}

/** Year of a foundingDate such as `2010`, `2010-05-01`, `May 2010`; undefined otherwise. */
export function foundedYear(date: string | undefined): number | undefined {
  if (date === undefined) return undefined;
  const m = /(?:^|\D)(\d{4})(?:\D|$)/.exec(date);
  if (m?.[1] === undefined) return undefined;
  const year = Number(m[1]);
  return year >= 1000 && year <= 2100 ? year : undefined;
}

function toNumber(v: Json | undefined): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : undefined;
  if (typeof v === 'string') {
    const s = v.replace(/[,\s]/g, '');
    return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
  }
  return undefined;
}

/** numberOfEmployees: a number, a numeric string, a `11-50` range or a QuantitativeValue. */
export function employees(v: Json | undefined): EmployeeCount | undefined {
  const direct = toNumber(v);
  if (direct !== undefined) return direct;
  if (typeof v === 'string') {
    const range = /^\s*([\d,]+)\s*(?:-|–|to)\s*([\d,]+)\s*$/.exec(v);
    if (range) {
      const min = toNumber(range[1]);
      const max = toNumber(range[2]);
      if (min !== undefined && max !== undefined) return { min, max };
    }
    return undefined;
  }
  if (!isObject(v)) return undefined;
  const value = toNumber(v['value']);
  if (value !== undefined) return value;
  if (typeof v['value'] === 'string') {
    const r = employees(v['value']);
    if (r !== undefined) return r;
  }
  const min = toNumber(v['minValue']);
  const max = toNumber(v['maxValue']);
  if (min === undefined && max === undefined) return undefined;
  return pruneUndefined({ min, max });
}
