/**
 * Reads a crawled site into what the index can learn from it: the company's profile fields, the
 * addresses at the company's domains (with the pages each was found on) and the people named
 * next to them. Pure: the crawl and the DNS answers come in, findings go out; nothing here is
 * guessed, each value is something a page, a header or a DNS record stated.
 */
import type { CrawlResult, CrawledPage } from './crawl/index.js';
import { extractAddresses, isAllowedAddress } from './extract/emails.js';
import { isSchemeLocal } from './extract/address-scheme.js';
import { extractJsonLd, type OrgData, type PersonData } from './extract/json-ld.js';
import { extractPeople, namedAfterJob, namedAfterWholeJob, ownsAddress, splitName, stripHonorifics, type ExtractedPerson } from './extract/people/index.js';
import { extractPageMeta } from './extract/page-meta.js';
import { extractSocialHandles, socialLinks, type SocialHandles } from './extract/socials.js';
import { detectTechnologies } from './extract/technologies.js';
import { pageDocument } from './extract/dom.js';
import { classifyTitle } from '../enrich/title-rules.js';
import { isRoleAddress } from '../mail/role-address.js';
import { registrableDomain } from '../identity/domain-name.js';
import type { AddressPattern } from '../mail/address-patterns.js';

/** The DNS answers of the crawled domain that feed the profile. */
export interface SiteDns {
  /** MX hosts, best preference first. */
  mx: readonly string[];
  txt: readonly string[];
}

/** A profile field's dotted path (as in the Company shape) and the value the site stated. */
export type CompanyFindings = Record<string, unknown>;

export interface FoundPerson {
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  phone: string | null;
  /** Professional-network handle (in/...) from the person's profile links. */
  proNetwork: string | null;
  /** Short-message network handle from the person's profile links. */
  socialB: string | null;
  seniority: string | null;
  department: string | null;
}

export interface FoundAddress {
  address: string;
  /** The address's domain (the part after "@"). */
  domain: string;
  type: 'personal' | 'generic';
  /** The pages it was found on, in crawl order. */
  pages: string[];
  person: FoundPerson | null;
}

/** A page stating the domain's address scheme ("vorname.nachname@domain"): the pattern it states. */
export interface StatedPattern {
  /** The company's domain or one of its aliases. */
  domain: string;
  pattern: AddressPattern;
  /** The page that states it. */
  uri: string;
  /** The scheme text as written. */
  text: string;
}

export interface SiteFindings {
  domain: string;
  aliases: string[];
  /** Patterns the site states for its domains, in crawl order. */
  statedPatterns: StatedPattern[];
  /** Every page fetched this time: an address missing from one of these is no longer on it. */
  pagesFetched: string[];
  company: CompanyFindings;
  addresses: FoundAddress[];
  /** The newest Last-Modified among the pages, when any page declared one. */
  lastModified: Date | null;
}

/**
 * Hunter's social columns from profile URLs; `proNetwork` keeps the `company/` or `in/` part.
 */
function handlesOf(urls: readonly string[]): SocialHandles {
  return extractSocialHandles(urls);
}

function header(page: CrawledPage, name: string): string | undefined {
  const v = page.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The organization that describes the crawled domain: the one whose url is on it, else the first. */
function mainOrganization(orgs: readonly OrgData[], domains: readonly string[]): OrgData | undefined {
  const onSite = orgs.find((o) => {
    if (!o.url) return false;
    try {
      const host = new URL(o.url).hostname.toLowerCase().replace(/^www\./, '');
      return domains.includes(host);
    } catch {
      return false;
    }
  });
  return onSite ?? orgs[0];
}

function uniq<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Person fields from the richest extraction of one address (JSON-LD over microdata over cards). */
function foundPerson(p: ExtractedPerson): FoundPerson {
  const handles = handlesOf(p.sameAs);
  const cls = classifyTitle(p.title);
  return {
    fullName: p.name,
    firstName: p.givenName,
    lastName: p.familyName,
    title: p.title,
    phone: p.phone,
    proNetwork: handles.proNetwork?.startsWith('in/') ? handles.proNetwork : null,
    socialB: handles.socialB ?? null,
    seniority: cls.seniority,
    department: cls.department,
  };
}

/**
 * Person fields from the schema.org Person structured data gives an address to. The name is read
 * without the honorifics the node states apart (`honorificPrefix`/`honorificSuffix`) or writes in
 * the name itself (stripHonorifics).
 */
function ownerPerson(o: PersonData): ExtractedPerson | null {
  let name = (o.name ?? [o.givenName, o.familyName].filter(Boolean).join(' ')).trim();
  if (o.honorificPrefix && name.startsWith(`${o.honorificPrefix} `)) name = name.slice(o.honorificPrefix.length + 1).trim();
  if (o.honorificSuffix && name.endsWith(o.honorificSuffix)) {
    name = name.slice(0, -o.honorificSuffix.length);
    let end = name.length;
    while (end > 0 && (name[end - 1] === ',' || /\s/.test(name[end - 1]!))) end--;
    name = name.slice(0, end);
  }
  // The same honorifics and post-nominals the people extractor drops from visible names
  // ("Mag.a Eva Gruber", "Marta Kowalczyk, PhD"), when the node writes them inside `name`.
  name = stripHonorifics(name);
  if (name === '' || /[@\d]/.test(name)) return null;
  // Split as the people extractor splits a visible name: particles and the Catalan "i" joining
  // two family names stay with the family name ("Montserrat" / "Vila i Casals").
  const split = splitName(name);
  return {
    name,
    givenName: o.givenName ?? split.givenName ?? (name.includes(' ') ? null : name),
    familyName: o.familyName ?? split.familyName ?? null,
    title: o.jobTitle ?? null,
    email: null,
    phone: o.telephone?.[0] ?? null,
    sameAs: o.sameAs ?? [],
    via: 'json-ld',
  };
}

/**
 * Whether the Person structured data, or the person's own card or staff table row (one name, one
 * address: the people extractor gives a role mailbox to those only), gives the role address
 * `local` to one who holds the job it is named after (names.ts namedAfterJob; for a row, the whole
 * job: namedAfterWholeJob).
 */
function structuredOwn(person: ExtractedPerson, stated: boolean, local: string): boolean {
  if (person.via === 'table') return namedAfterWholeJob(local, person.title);
  return (stated || person.via === 'json-ld' || person.via === 'microdata' || person.via === 'card') && namedAfterJob(local, person.title);
}

export function readSite(crawl: CrawlResult, dns: SiteDns): SiteFindings {
  const domains = uniq([crawl.domain, ...crawl.aliases]);
  const company: CompanyFindings = {};
  const addresses = new Map<string, FoundAddress>();
  // Addresses whose person was read from running text only, so far.
  const proseRead = new Set<string>();
  const orgs: OrgData[] = [];
  const profileLinks: string[] = [];
  const statedPatterns: StatedPattern[] = [];
  let lastModified: Date | null = null;

  for (const page of crawl.pages) {
    const modified = header(page, 'last-modified');
    if (modified) {
      const d = new Date(modified);
      if (!Number.isNaN(d.getTime()) && (!lastModified || d > lastModified)) lastModified = d;
    }
    // The crawler's parse of the page (kept with it as it read the page's links), or one parse
    // now: every extractor below reads this one document.
    pageDocument(page);
    orgs.push(...extractJsonLd(page.html, page.url).organizations);
    profileLinks.push(...socialLinks(page.html, page.url));
    const people = extractPeople(page.html, page.url, domains);
    const byAddress = new Map(people.filter((p) => p.email).map((p) => [p.email!.toLowerCase(), p]));
    const read = extractAddresses(page.html, page.url, domains);
    for (const s of read.schemes) {
      if (s.pattern !== null && domains.includes(s.domain)) statedPatterns.push({ domain: s.domain, pattern: s.pattern, uri: page.url, text: s.text });
    }
    for (const found of read.emails) {
      const address = found.address.toLowerCase();
      const at = address.lastIndexOf('@');
      const entry = addresses.get(address) ?? {
        address,
        domain: address.slice(at + 1),
        type: isRoleAddress(address.slice(0, at)) ? 'generic' : 'personal',
        pages: [],
        person: null,
      };
      if (!entry.pages.includes(page.url)) entry.pages.push(page.url);
      // The person structured data ties to the address, read by the people extractor when it
      // read it (it cleans names), else as the structured data states it (RDFa, for one).
      const listed = byAddress.get(address);
      const owner = found.owner ? ownerPerson(found.owner) : null;
      // Both read from one structured node: the cleaner name (the one the other contains) wins.
      const structured = listed?.via === 'json-ld' || listed?.via === 'microdata';
      const chosen = !owner
        ? listed
        : !listed || !structured || (listed.name !== owner.name && listed.name.includes(owner.name))
          ? owner
          : listed;
      // Structured data naming the person the page names too: the page's reading splits the name
      // as the page's language writes it (Hungarian family name first), and gives the job the page
      // writes beside it when the structured data has none (an RDFa Person in a <dd>, its <dt> the title).
      const person =
        chosen && chosen === owner && listed && listed.name === owner.name
          ? {
              ...owner,
              // (Unless the structured data states the parts itself: givenName, familyName.)
              givenName: found.owner?.givenName ?? listed.givenName ?? owner.givenName,
              familyName: found.owner?.familyName ?? listed.familyName ?? owner.familyName,
              title: owner.title ?? listed.title,
            }
          : chosen;
      // A role address (info@, press@) belongs to no one even when it sits in someone's card;
      // unless structured data states it as a Person's own, or it is alone on that person's card,
      // and it is named after that person's job ("export@" of the exportfelelős, "marketing@" of
      // the "címketervező és marketing"): then it is that job's one person's mailbox.
      // A local part on the role lists that is the person's initials or name ("pm@" in Peter
      // Mikkelsen's row, "sam@" of Sam Lee) is theirs: a personal address.
      if (entry.type === 'generic' && person && ownsAddress(address.slice(0, at), person.name)) entry.type = 'personal';
      const owned = entry.type === 'personal' || (person !== undefined && person !== null && structuredOwn(person, found.owner !== undefined, address.slice(0, at)));
      // (A later page's reading replaces one from running text when a card, a line, a list, a
      // table or structured data gives the same person there: the Belgian practice's team page over
      // its English page's sentence.)
      const stronger = person !== undefined && person !== null && entry.person !== null && proseRead.has(address) && person.via !== 'prose' && person.title !== null && person.name.toLowerCase() === entry.person.fullName.toLowerCase();
      if (person && owned && (!entry.person || (!entry.person.title && person.title) || stronger)) {
        entry.person = foundPerson(person);
        if (person.via === 'prose') proseRead.add(address);
        else proseRead.delete(address);
      }
      addresses.set(address, entry);
    }
  }

  // Company facts: JSON-LD Organization first (what the site says about itself), then the home
  // page's meta and Open Graph tags.
  const org = mainOrganization(orgs, domains);
  const home = crawl.pages[0];
  if (home) pageDocument(home);
  const meta = home ? extractPageMeta(home.html, home.url) : null;
  const set = (path: string, value: unknown): void => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return;
    if (company[path] === undefined) company[path] = value;
  };
  set('name', org?.name ?? meta?.siteName);
  set('legalName', org?.legalName);
  set('description', org?.description ?? meta?.description);
  set('logo', org?.logo ?? meta?.logo);
  set('foundedYear', org?.foundedYear);
  const a = org?.address;
  if (a) {
    set('geo.streetAddress', a.streetAddress);
    set('geo.city', a.city);
    set('geo.postalCode', a.postalCode);
    set('geo.state', a.state);
    set('geo.countryCode', a.countryCode);
    set('geo.country', a.country);
  }
  set('phone', org?.telephone?.[0] ?? org?.contactTelephones?.[0]);
  set('site.phoneNumbers', uniq([...(org?.telephone ?? []), ...(org?.contactTelephones ?? [])]));
  const generic = [...addresses.values()].filter((e) => e.type === 'generic').map((e) => e.address);
  // Only the company's own addresses are its addresses; scheme text is none.
  const orgEmails = (org?.email ?? []).map((e) => e.toLowerCase()).filter((e) => isAllowedAddress(e, domains) && !isSchemeLocal(e.slice(0, e.lastIndexOf('@'))));
  set('site.emailAddresses', uniq([...orgEmails, ...generic]));
  const employees = org?.numberOfEmployees;
  if (typeof employees === 'number') set('metrics.employeesCount', employees);
  else if (employees && employees.min !== undefined && employees.max !== undefined) set('metrics.employees', `${employees.min}-${employees.max}`);
  // schema.org naics is the NAICS code the organization states; its first two digits are the sector.
  if (org?.naics && /^\d{2,6}$/.test(org.naics)) {
    set('category.naicsCode', org.naics.slice(0, 2));
    if (org.naics.length === 6) set('category.naics6Codes', [org.naics]);
  }
  const handles = handlesOf([...(org?.sameAs ?? []), ...profileLinks]);
  set('socialA.handle', handles.socialA);
  set('socialB.handle', handles.socialB);
  set('socialD.handle', handles.socialD);
  set('proNetwork.handle', handles.proNetwork?.startsWith('company/') ? handles.proNetwork : undefined);
  set('fundingDb.handle', handles.fundingDb);
  // Fingerprints are read from the home page (and the domain's DNS) only: a site's pages share
  // its templates and server, and matching a page against ~7,500 fingerprints costs about as
  // much as all the other extractors together (bench/crawl, part 2).
  const tech = home ? detectTechnologies([{ url: home.url, headers: home.headers, html: home.html, dns: { mx: dns.mx, txt: dns.txt } }]) : { tech: [], techCategories: [] };
  set('tech', tech.tech);
  set('techCategories', tech.techCategories);
  // The mail provider is whoever runs the best-preference MX host: its registrable domain.
  const mx = dns.mx[0];
  if (mx) set('emailProvider', registrableDomain(mx));
  if (crawl.aliases.length > 0) set('domainAliases', uniq(crawl.aliases));

  return {
    domain: crawl.domain,
    aliases: crawl.aliases,
    statedPatterns,
    pagesFetched: crawl.pages.map((p) => p.url),
    company,
    addresses: [...addresses.values()],
    lastModified,
  };
}
