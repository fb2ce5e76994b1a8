/**
 * Clearbit's wire shapes, and the one mapping from the spec's Person and Company to them.
 *
 * Clearbit's Enrichment API answers the record itself at the top level (no `{data, meta}`):
 * `GET person.clearbit.com/v2/people/find` a person, `company.clearbit.com/v2/companies/find` a
 * company, `person.clearbit.com/v2/combined/find` `{person, company}`; Hunter answers the same with
 * `clearbit_format=true`. The fields are those of Clearbit's v2 objects as its clients read them
 * (the typed clients @agentic/clearbit and clearbit-go, `dashboard.clearbit.com/docs#enrichment-api`),
 * under Clearbit's own key names whatever WIRE_KEYS says. Where the spec's record and Clearbit's
 * object differ:
 * - `emailProvider` is Clearbit's boolean "is this domain a free email provider" (the email's
 *   domain for a person, the company's domain for a company), from the maintained webmail list
 *   the verifier uses; the spec's `emailProvider` (who runs the domain's mail) has no place here;
 * - `metrics.employees` is Clearbit's head count (the record's `employeesCount`), and
 *   `metrics.employeesRange` its range (the spec's `metrics.employees`);
 * - `indexedAt` is Clearbit's timestamp: the record's index date at 00:00 UTC;
 * - the spec's fields Clearbit has not (`socialD`, `companyType`, `fundingRounds`) are left out,
 *   and Clearbit's fields the index has not (`identifiers.usCIK`) are null.
 * Money amounts are served as they were imported.
 *
 * Errors are Clearbit's `{"error": {"type", "message"}}` (see `clearbitError` in api/errors.ts).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { CompanyCategorySchema, CompanyGeoSchema, CompanySchema, PersonGeoSchema, PersonSchema, type Company, type Person } from './schemas.js';
import { isWebmailDomain } from '../core/mail/domain-lists.js';

function nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}
const NString = nullable(Type.String());
const NInteger = nullable(Type.Integer());
const NNumber = nullable(Type.Number());
const NBoolean = nullable(Type.Boolean());
const NOpen = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
const StringArray = Type.Array(Type.String());
const Handle = Type.Object({ handle: NString });


export const ClearbitPersonSchema = Type.Object({
  id: Type.String(),
  name: Type.Object({ fullName: NString, givenName: NString, familyName: NString }),
  email: Type.String(),
  location: NString,
  timeZone: NString,
  utcOffset: NNumber,
  geo: PersonGeoSchema,
  bio: NString,
  site: NString,
  avatar: NString,
  employment: Type.Object({ domain: NString, name: NString, title: NString, role: NString, subRole: NString, seniority: NString }),
  facebook: Handle,
  github: Type.Object({ handle: NString, id: NOpen, avatar: NString, company: NString, blog: NString, followers: NInteger, following: NInteger }),
  // The same objects as the spec's, under Clearbit's names.
  twitter: PersonSchema.properties.socialB,
  linkedin: Handle,
  googleplus: Handle,
  gravatar: Type.Object({ handle: NString, urls: Type.Array(Type.Unknown()), avatar: NString, avatars: Type.Array(Type.Unknown()) }),
  fuzzy: Type.Boolean(),
  emailProvider: NBoolean,
  indexedAt: NString,
  phone: NString,
  activeAt: NString,
  inactiveAt: NString,
});
export type ClearbitPerson = Static<typeof ClearbitPersonSchema>;

export const ClearbitCompanySchema = Type.Object({
  id: Type.String(),
  name: NString,
  legalName: NString,
  domain: Type.String(),
  domainAliases: StringArray,
  site: Type.Object({ phoneNumbers: StringArray, emailAddresses: StringArray }),
  category: CompanyCategorySchema,
  tags: StringArray,
  description: NString,
  foundedYear: NInteger,
  location: NString,
  timeZone: NString,
  utcOffset: NNumber,
  geo: CompanyGeoSchema,
  logo: NString,
  facebook: Type.Object({ handle: NString, likes: NInteger }),
  linkedin: Handle,
  twitter: CompanySchema.properties.socialB,
  crunchbase: Handle,
  emailProvider: NBoolean,
  type: NString,
  ticker: NString,
  identifiers: Type.Object({ usEIN: NString, usCIK: NString }),
  phone: NString,
  metrics: Type.Object({
    alexaUsRank: NInteger,
    alexaGlobalRank: NInteger,
    trafficRank: NString,
    employees: NInteger,
    employeesRange: NString,
    marketCap: NOpen,
    raised: NOpen,
    annualRevenue: NOpen,
    estimatedAnnualRevenue: NOpen,
    fiscalYearEnd: NOpen,
  }),
  indexedAt: NString,
  tech: StringArray,
  techCategories: StringArray,
  parent: Type.Object({ domain: NString }),
  ultimateParent: Type.Object({ domain: NString }),
});
export type ClearbitCompany = Static<typeof ClearbitCompanySchema>;

export const ClearbitCombinedSchema = Type.Object({ person: ClearbitPersonSchema, company: Type.Union([ClearbitCompanySchema, Type.Null()]) });

/** Clearbit's Name To Domain answer (`company.clearbit.com/v1/domains/find?name=`). */
export const ClearbitNameToDomainSchema = Type.Object({ domain: Type.String(), logo: NString, name: NString });

export const ClearbitErrorSchema = Type.Object({ error: Type.Object({ type: Type.String(), message: Type.String() }) });
export type ClearbitErrorBody = Static<typeof ClearbitErrorSchema>;

/** A date (YYYY-MM-DD) as Clearbit's ISO 8601 timestamp, at 00:00 UTC; anything else as it is. */
function timestampOf(date: string | null | undefined): string | null {
  if (!date) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date;
}

function freeMailDomain(domain: string | null | undefined): boolean | null {
  return domain ? isWebmailDomain(domain) : null;
}

export function clearbitPerson(p: Person): ClearbitPerson {
  return {
    id: p.id,
    name: { ...p.name },
    email: p.email,
    location: p.location,
    timeZone: p.timeZone,
    utcOffset: p.utcOffset,
    geo: { ...p.geo },
    bio: p.bio,
    site: p.site,
    avatar: p.avatar,
    employment: { ...p.employment },
    facebook: { handle: p.socialA.handle },
    github: { ...p.codeHost },
    twitter: { ...p.socialB },
    linkedin: { handle: p.proNetwork.handle },
    googleplus: { handle: p.socialC.handle },
    gravatar: { ...p.avatarService },
    fuzzy: p.fuzzy,
    emailProvider: freeMailDomain(p.email.slice(p.email.lastIndexOf('@') + 1)),
    indexedAt: timestampOf(p.indexedAt),
    phone: p.phone,
    activeAt: timestampOf(p.activeAt),
    inactiveAt: timestampOf(p.inactiveAt),
  };
}

export function clearbitCompany(c: Company): ClearbitCompany {
  const m = c.metrics;
  return {
    id: c.id,
    name: c.name,
    legalName: c.legalName,
    domain: c.domain,
    domainAliases: [...c.domainAliases],
    site: { phoneNumbers: [...c.site.phoneNumbers], emailAddresses: [...c.site.emailAddresses] },
    category: {
      sector: c.category.sector,
      industryGroup: c.category.industryGroup,
      industry: c.category.industry,
      subIndustry: c.category.subIndustry,
      gicsCode: c.category.gicsCode,
      sicCode: c.category.sicCode,
      sic4Codes: [...c.category.sic4Codes],
      naicsCode: c.category.naicsCode,
      naics6Codes: [...c.category.naics6Codes],
      naics6Codes2022: [...c.category.naics6Codes2022],
    },
    tags: [...c.tags],
    description: c.description,
    foundedYear: c.foundedYear,
    location: c.location,
    timeZone: c.timeZone,
    utcOffset: c.utcOffset,
    geo: { ...c.geo },
    logo: c.logo,
    facebook: { handle: c.socialA.handle, likes: c.socialA.likes },
    linkedin: { handle: c.proNetwork.handle },
    twitter: { ...c.socialB },
    crunchbase: { handle: c.fundingDb.handle },
    emailProvider: freeMailDomain(c.domain),
    type: c.type,
    ticker: c.ticker,
    identifiers: { usEIN: c.identifiers.usEIN, usCIK: null },
    phone: c.phone,
    metrics: {
      alexaUsRank: m.rankerUsRank,
      alexaGlobalRank: m.rankerGlobalRank,
      trafficRank: m.trafficRank,
      employees: m.employeesCount ?? null,
      employeesRange: m.employees,
      marketCap: m.marketCap,
      raised: m.raised,
      annualRevenue: m.annualRevenue,
      estimatedAnnualRevenue: m.estimatedAnnualRevenue,
      fiscalYearEnd: m.fiscalYearEnd,
    },
    indexedAt: timestampOf(c.indexedAt),
    tech: [...c.tech],
    techCategories: [...c.techCategories],
    parent: { domain: c.parent.domain },
    ultimateParent: { domain: c.ultimateParent.domain },
  };
}

export function clearbitCombined(combined: { person: Person; company: Company | null }): Static<typeof ClearbitCombinedSchema> {
  return { person: clearbitPerson(combined.person), company: combined.company ? clearbitCompany(combined.company) : null };
}

export function clearbitErrorBody(type: string, message: string): ClearbitErrorBody {
  return { error: { type, message } };
}
