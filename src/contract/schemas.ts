/**
 * Wire shapes of the spec (`shared/spec/contact-data-service.md`), written once as JSON Schema.
 * The same objects validate requests, drive Fastify's serializer and become the OpenAPI
 * document, so the three cannot drift apart.
 *
 * Nullability: the spec marks some fields `string|null`; it gives others a plain type. The
 * service never invents a value, so any field it does not know is null; the schemas therefore
 * allow null wherever a value can be unknown, and the contract test checks the non-null type.
 */
import { Type, type Static, type TSchema } from 'typebox';

/**
 * `{type: [T, 'null']}` rather than `anyOf`: fast-json-stringify compiles a type array into a
 * plain branch, while anyOf makes it validate every value at serialization time.
 */
function nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

const NString = nullable(Type.String());
const NInteger = nullable(Type.Integer());
const NNumber = nullable(Type.Number());
const NDate = nullable(Type.String({ format: 'date' }));
/** Fields whose non-null type the spec leaves open ("not shown"): money amounts and the like. */
const NOpen = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
const StringArray = Type.Array(Type.String());

export const SourceSchema = Type.Object(
  {
    domain: Type.String(),
    uri: Type.String(),
    extracted_on: Type.String({ format: 'date' }),
    last_seen_on: Type.String({ format: 'date' }),
    still_on_page: Type.Boolean(),
  },
);
export type Source = Static<typeof SourceSchema>;

/** The place fields a person's and a company's geo share. */
const GEO_PLACE = {
  city: NString,
  state: NString,
  stateCode: NString,
  country: NString,
  countryCode: NString,
  lat: NNumber,
  lng: NNumber,
};

export const PersonGeoSchema = Type.Object(GEO_PLACE);

export const PersonSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.Object({ fullName: NString, givenName: NString, familyName: NString }),
    email: Type.String(),
    location: NString,
    timeZone: NString,
    utcOffset: NNumber,
    geo: PersonGeoSchema,
    bio: NString,
    site: NString,
    avatar: NString,
    employment: Type.Object({
      domain: NString,
      name: NString,
      title: NString,
      role: NString,
      subRole: NString,
      seniority: NString,
    }),
    socialA: Type.Object({ handle: NString }),
    codeHost: Type.Object({
      handle: NString,
      id: NOpen,
      avatar: NString,
      company: NString,
      blog: NString,
      followers: NInteger,
      following: NInteger,
    }),
    socialB: Type.Object({
      handle: NString,
      id: NOpen,
      bio: NString,
      followers: NInteger,
      following: NInteger,
      statuses: NInteger,
      favorites: NInteger,
      location: NString,
      site: NString,
      avatar: NString,
    }),
    proNetwork: Type.Object({ handle: NString }),
    socialC: Type.Object({ handle: NString }),
    avatarService: Type.Object({
      handle: NString,
      urls: Type.Array(Type.Unknown()),
      avatar: NString,
      avatars: Type.Array(Type.Unknown()),
    }),
    fuzzy: Type.Boolean(),
    emailProvider: NString,
    indexedAt: Type.String({ format: 'date' }),
    phone: NString,
    activeAt: NDate,
    inactiveAt: NDate,
  },
);
export type Person = Static<typeof PersonSchema>;

export const CompanyGeoSchema = Type.Object({
  streetNumber: NString,
  streetName: NString,
  subPremise: NString,
  streetAddress: NString,
  postalCode: NString,
  ...GEO_PLACE,
});

export const CompanyCategorySchema = Type.Object({
  sector: NString,
  industryGroup: NString,
  industry: NString,
  subIndustry: NString,
  gicsCode: NString,
  sicCode: NString,
  naicsCode: NString,
  sic4Codes: StringArray,
  naics6Codes: StringArray,
  naics6Codes2022: StringArray,
});

export const CompanyMetricsSchema = Type.Object({
  rankerUsRank: NInteger,
  rankerGlobalRank: NInteger,
  trafficRank: NString,
  employees: NString,
  /** The spec: "present in some responses and absent in others": absent when unknown. */
  employeesCount: Type.Optional(Type.Integer()),
  marketCap: NOpen,
  raised: NOpen,
  annualRevenue: NOpen,
  estimatedAnnualRevenue: NOpen,
  fiscalYearEnd: NOpen,
});

export const FundingRoundSchema = Type.Object({
  date: NDate,
  type: NString,
  amount: NString,
  investors: StringArray,
});

export const CompanySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
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
    socialA: Type.Object({ handle: NString, likes: NInteger }),
    proNetwork: Type.Object({ handle: NString }),
    socialB: Type.Object({
      handle: NString,
      id: NOpen,
      bio: NString,
      followers: NInteger,
      following: NInteger,
      location: NString,
      site: NString,
      avatar: NString,
    }),
    fundingDb: Type.Object({ handle: NString }),
    socialD: Type.Object({ handle: NString }),
    emailProvider: NString,
    type: NString,
    companyType: NString,
    ticker: NString,
    identifiers: Type.Object({ usEIN: NString }),
    phone: NString,
    metrics: CompanyMetricsSchema,
    indexedAt: Type.String({ format: 'date' }),
    tech: StringArray,
    techCategories: StringArray,
    fundingRounds: Type.Array(FundingRoundSchema),
    parent: Type.Object({ domain: NString }),
    ultimateParent: Type.Object({ domain: NString }),
  },
);
export type Company = Static<typeof CompanySchema>;

export const EmailVerificationSchema = Type.Object({ date: NDate, status: NString });

export const EmailRecordSchema = Type.Object(
  {
    value: Type.String(),
    type: NString,
    confidence: NInteger,
    sources: Type.Array(SourceSchema),
    first_name: NString,
    last_name: NString,
    position: NString,
    position_raw: NString,
    seniority: NString,
    department: NString,
    proNetwork: NString,
    socialB: NString,
    phone_number: NString,
    verification: EmailVerificationSchema,
  },
);
export type EmailRecord = Static<typeof EmailRecordSchema>;

export const DomainSearchResultSchema = Type.Object(
  {
    domain: Type.String(),
    disposable: Type.Boolean(),
    webmail: Type.Boolean(),
    /** Known only once the domain's mail server has been probed or the user imported it. */
    accept_all: nullable(Type.Boolean()),
    pattern: NString,
    organization: NString,
    // The company's own fields, as Hunter's domain search gives them (from the index; null: unknown).
    description: NString,
    industry: NString,
    socialB: NString,
    socialA: NString,
    proNetwork: NString,
    socialD: NString,
    youtube: NString,
    technologies: StringArray,
    country: NString,
    state: NString,
    city: NString,
    postal_code: NString,
    street: NString,
    headcount: NString,
    company_type: NString,
    emails: Type.Array(EmailRecordSchema),
    linked_domains: StringArray,
  },
);
export type DomainSearchResult = Static<typeof DomainSearchResultSchema>;

export const ErrorBodySchema = Type.Object(
  {
    errors: Type.Array(
      Type.Object({
        id: Type.String(),
        code: Type.Integer(),
        details: Type.String(),
      }),
    ),
  },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** `YYYY-MM-DD HH:MM:SS UTC`, the spec's format for lead timestamps. */
export const UtcTimestamp = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC$' });
const NUtcTimestamp = Type.Unsafe<string | null>({ type: ['string', 'null'] });

export const LeadsListRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), leads_count: Type.Integer() });

export const LeadSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: NString,
  last_name: NString,
  position: NString,
  company: NString,
  company_industry: NString,
  company_size: NString,
  confidence_score: NInteger,
  website: NString,
  country_code: NString,
  source: NString,
  proNetwork_url: NString,
  phone_number: NString,
  socialB: NString,
  sync_status: NString,
  notes: NString,
  sending_status: NString,
  last_activity_at: NUtcTimestamp,
  last_contacted_at: NUtcTimestamp,
  verification: Type.Object({ date: NUtcTimestamp, status: NString }),
  leads_list: LeadsListRefSchema,
  created_at: UtcTimestamp,
});
export type Lead = Static<typeof LeadSchema>;

export const LeadsListSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  leads_count: Type.Integer(),
  created_at: UtcTimestamp,
});
export type LeadsList = Static<typeof LeadsListSchema>;

export const RecipientSchema = Type.Object({
  email: Type.String(),
  first_name: NString,
  last_name: NString,
  position: NString,
  company: NString,
  website: NString,
  sending_status: Type.String(),
  lead_id: Type.Integer(),
});
export type Recipient = Static<typeof RecipientSchema>;

export const CampaignSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  recipients_count: Type.Integer(),
  // Hunter's; see CampaignService.toWire for why they hold what they hold here.
  editable: Type.Boolean(),
  started: Type.Boolean(),
  archived: Type.Boolean(),
  paused: Type.Boolean(),
  created_at: UtcTimestamp,
});
export type Campaign = Static<typeof CampaignSchema>;

export const DiscoverResultSchema = Type.Object({
  domain: Type.String(),
  organization: NString,
  emails_count: Type.Object({ personal: Type.Integer(), generic: Type.Integer(), total: Type.Integer() }),
});
export type DiscoverResult = Static<typeof DiscoverResultSchema>;

export const VerificationResultSchema = Type.Object({
  status: Type.String(),
  score: Type.Integer(),
  email: Type.String(),
  regexp: Type.Boolean(),
  gibberish: Type.Boolean(),
  disposable: Type.Boolean(),
  webmail: Type.Boolean(),
  mx_records: Type.Boolean(),
  smtp_server: Type.Boolean(),
  smtp_check: Type.Boolean(),
  accept_all: Type.Boolean(),
  block: Type.Boolean(),
  sources: Type.Array(SourceSchema),
});
export type VerificationResult = Static<typeof VerificationResultSchema>;

export const TranscriptLineSchema = Type.Object({ t: Type.Integer(), dir: Type.String(), line: Type.String() });
