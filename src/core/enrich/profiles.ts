/**
 * Builds the spec's Person, Company and Email record shapes from what the index holds. The only
 * values computed here are the documented derivations (README, "Derived fields"):
 * - location, timeZone, utcOffset from geo (utcOffset for the current date);
 * - employment.role / subRole / seniority from the title (title-rules.ts) when not imported;
 * - employment.name from the company record; name.fullName from given + family name;
 * - a person's emailProvider from their company's, when the address is at the company's domain;
 * - activeAt: imported, else the latest date the address was seen on a source page.
 * Everything else is what was imported or learned, and null when nothing was.
 */
import { CompanySchema, EmailRecordSchema, PersonSchema } from '../../contract/schemas.js';
import type { Company, EmailRecord, Person } from '../../contract/schemas.js';
import { fillToSchema } from '../../contract/fill.js';
import { composeLocation, renderCountry } from '../../contract/locale.js';
import type { CompanyRecord, EmailRecordEntry, PersonRecord } from '../index-records.js';
import { recordId } from '../identity/record-id.js';
import { classifyTitle } from './title-rules.js';
import { timeZoneOf, utcOffsetHours } from './time-zone.js';

export interface RenderOptions {
  /** Canonical BCP 47 tag, or null for the stored names. */
  readonly locale: string | null;
  readonly now?: Date;
}

interface PlaceFields {
  geo: Record<string, unknown>;
  location: string | null;
  timeZone: string | null;
  utcOffset: number | null;
}

function place(
  geo: Record<string, unknown> | null | undefined,
  stored: { location?: string | null; timeZone?: string | null },
  opts: RenderOptions,
): PlaceFields {
  const g = { ...(geo ?? {}) } as {
    city?: string | null;
    state?: string | null;
    country?: string | null;
    countryCode?: string | null;
    lat?: number | null;
    lng?: number | null;
  };
  const country = renderCountry(g, opts.locale);
  const renderedGeo = { ...g, country };
  const location = composeLocation(g, country) ?? stored.location ?? null;
  const timeZone = stored.timeZone ?? timeZoneOf(g);
  const utcOffset = timeZone ? utcOffsetHours(timeZone, opts.now ?? new Date()) : null;
  return { geo: renderedGeo, location, timeZone, utcOffset };
}

export function companyProfile(record: CompanyRecord, opts: RenderOptions): Company {
  const p = place(record.geo as Record<string, unknown> | null, record, opts);
  return fillToSchema<Company>(CompanySchema, {
    ...record,
    id: recordId('company', record.domain),
    geo: p.geo,
    location: p.location,
    timeZone: p.timeZone,
    utcOffset: p.utcOffset,
  });
}

function latestSeen(entry: EmailRecordEntry | null): string | null {
  let latest: string | null = null;
  for (const s of entry?.sources ?? []) {
    if (!latest || s.last_seen_on > latest) latest = s.last_seen_on;
  }
  return latest;
}

/**
 * A person from their person record, or, when only an email record is known, from the names,
 * position and handles on that record. At least one of the two must be given.
 */
export function personProfile(
  person: PersonRecord | null,
  entry: EmailRecordEntry | null,
  company: CompanyRecord | null,
  opts: RenderOptions,
): Person {
  const email = person?.email ?? entry?.value;
  if (!email) throw new Error('personProfile needs a person or an email record');
  const emailDomain = email.slice(email.lastIndexOf('@') + 1);

  const givenName = person?.name?.givenName ?? entry?.first_name ?? null;
  const familyName = person?.name?.familyName ?? entry?.last_name ?? null;
  const fullName = person?.name?.fullName ?? (givenName && familyName ? `${givenName} ${familyName}` : null);

  const title = person?.employment?.title ?? entry?.position ?? null;
  const derived = classifyTitle(title);
  // The company found wins (an alias domain in the person's record names the same company, and
  // spec rule 2 wants employment.domain to be the returned company's); an address's own domain
  // is not an employer (jane@gmail.com does not work at gmail.com).
  const employmentDomain = company?.domain ?? person?.employment?.domain ?? null;
  const employment = {
    domain: employmentDomain,
    name: company?.name ?? person?.employment?.name ?? null,
    title,
    role: person?.employment?.role ?? derived.role,
    subRole: person?.employment?.subRole ?? derived.subRole,
    seniority: person?.employment?.seniority ?? derived.seniority,
  };

  const p = place(person?.geo as Record<string, unknown> | null, person ?? {}, opts);
  const companyMailsThisDomain = company && (company.domain === emailDomain || (company.domainAliases ?? []).includes(emailDomain));

  return fillToSchema<Person>(PersonSchema, {
    ...(person ?? {}),
    id: recordId('person', email),
    email,
    name: { fullName, givenName, familyName },
    geo: p.geo,
    location: p.location,
    timeZone: p.timeZone,
    utcOffset: p.utcOffset,
    employment,
    proNetwork: { handle: person?.proNetwork?.handle ?? entry?.proNetwork ?? null },
    socialB: { ...(person?.socialB ?? {}), handle: person?.socialB?.handle ?? entry?.socialB ?? null },
    phone: person?.phone ?? entry?.phone_number ?? null,
    fuzzy: false,
    emailProvider: person?.emailProvider ?? (companyMailsThisDomain ? (company.emailProvider ?? null) : null),
    indexedAt: person?.indexedAt ?? entry?.indexedAt,
    activeAt: person?.activeAt ?? latestSeen(entry),
  });
}

export function emailRecordView(entry: EmailRecordEntry): EmailRecord {
  return fillToSchema<EmailRecord>(EmailRecordSchema, entry);
}
