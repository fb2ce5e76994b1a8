/**
 * The index in Redis: companies by domain, people by email, email records by address, and
 * per-domain metadata. Records are JSON strings; secondary keys (per-domain email lists and
 * their filter sets, company names, alias domains, professional-network handles) are written in
 * the same MULTI as the record so a reader never sees one without the other.
 */
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import { ParsedRecordCache } from './parsed-record-cache.js';
import { companyFacets, resolveExpr, type CompanyFacet, type CompanySetExpr } from './company-facets.js';

/** Facets whose values a plain-language discover query is matched against. */
const VOCABULARY_FACETS = ['industry', 'tech', 'type', 'city'] as const satisfies readonly CompanyFacet[];
import type {
  CompanyRecord,
  DomainEmailFilters,
  DomainMetaRecord,
  EmailRecordEntry,
  IndexKind,
  PersonRecord,
  RecordOf,
  RequiredField,
} from '../core/index-records.js';

/** Lower-cased, accent-folded, single-spaced: how company names are matched. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normalizeHandle(handle: string): string {
  // `(?<!\/)`: trailing slashes are matched from where their run starts (linear on a long run).
  return handle.trim().toLowerCase().replace(/^\/+|(?<!\/)\/+$/g, '');
}

// One page of a domain's addresses in ranking order, with the total that match and each one's
// record, in one round trip whatever the domain's size. With filter groups, an address is kept
// when it is in at least one set of every group. Record keys are built from ARGV[1] (the email
// key prefix), so this script assumes one Redis node, not a cluster.
const DOMAIN_PAGE_SCRIPT = `
local prefix = ARGV[1]
local limit = tonumber(ARGV[2])
local offset = tonumber(ARGV[3])
local ngroups = tonumber(ARGV[4])
local total = 0
local page = {}
if ngroups == 0 then
  total = redis.call('ZCARD', KEYS[1])
  page = redis.call('ZRANGE', KEYS[1], offset, offset + limit - 1)
else
  local groups = {}
  local ki = 2
  for g = 1, ngroups do
    local n = tonumber(ARGV[4 + g])
    local ks = {}
    for i = 1, n do ks[i] = KEYS[ki]; ki = ki + 1 end
    groups[g] = ks
  end
  local members = redis.call('ZRANGE', KEYS[1], 0, -1)
  for _, m in ipairs(members) do
    local ok = true
    for g = 1, ngroups do
      local any = false
      for _, k in ipairs(groups[g]) do
        if redis.call('SISMEMBER', k, m) == 1 then any = true; break end
      end
      if not any then ok = false; break end
    end
    if ok then
      total = total + 1
      if total > offset and #page < limit then page[#page + 1] = m end
    end
  end
end
local records = {}
for i, m in ipairs(page) do records[i] = redis.call('GET', prefix .. m) or false end
return {total, records}
`;

// Evaluates a discover expression (store/company-facets.ts, ResolvedExpr) inside Redis. It walks
// the smallest set the expression must draw from (the "driver": for an intersection, its
// smallest part) and tests each member against the rest with SISMEMBER, so the cost follows the
// driver's size, not the index's. A bare facet is paged by SORT directly. Returns the number of
// matches and one page in domain order. Keys come in ARGV: one Redis node, not a cluster.
const DISCOVER_SCRIPT = `
local expr = cjson.decode(ARGV[1])
local limit, offset = tonumber(ARGV[2]), tonumber(ARGV[3])

local function size(e)
  if e.k then return redis.call('SCARD', e.k) end
  if e.d then return #e.d end
  if e.f then return size(e.f) end
  local parts = e.u or e.i
  local total, smallest = 0, nil
  for _, p in ipairs(parts) do
    local n = size(p)
    total = total + n
    if not smallest or n < smallest then smallest = n end
  end
  if e.u then return total end
  return smallest or 0
end

local function contains(e, m)
  if e.k then return redis.call('SISMEMBER', e.k, m) == 1 end
  if e.d then
    for _, x in ipairs(e.d) do if x == m then return true end end
    return false
  end
  if e.u then
    for _, p in ipairs(e.u) do if contains(p, m) then return true end end
    return false
  end
  if e.i then
    for _, p in ipairs(e.i) do if not contains(p, m) then return false end end
    return true
  end
  if not contains(e.f, m) then return false end
  for _, x in ipairs(e.m) do if contains(x, m) then return false end end
  return true
end

-- Calls visit(m) once for every member of e.
local function each(e, visit)
  if e.k then
    for _, m in ipairs(redis.call('SMEMBERS', e.k)) do visit(m) end
  elseif e.d then
    local seen = {}
    for _, m in ipairs(e.d) do
      if not seen[m] then seen[m] = true; visit(m) end
    end
  elseif e.u then
    local seen = {}
    for _, p in ipairs(e.u) do
      each(p, function(m) if not seen[m] then seen[m] = true; visit(m) end end)
    end
  elseif e.i then
    local driver, best = nil, nil
    for idx, p in ipairs(e.i) do
      local n = size(p)
      if not best or n < best then driver, best = idx, n end
    end
    each(e.i[driver], function(m)
      for idx, p in ipairs(e.i) do
        if idx ~= driver and not contains(p, m) then return end
      end
      visit(m)
    end)
  else
    each(e.f, function(m)
      for _, x in ipairs(e.m) do if contains(x, m) then return end end
      visit(m)
    end)
  end
end

if expr.k then
  return {redis.call('SCARD', expr.k), redis.call('SORT', expr.k, 'ALPHA', 'LIMIT', offset, limit)}
end
local matched = {}
each(expr, function(m) matched[#matched + 1] = m end)
table.sort(matched)
local page = {}
for idx = offset + 1, math.min(offset + limit, #matched) do page[#page + 1] = matched[idx] end
return {#matched, page}
`;

// Deletes a hash field only while it still points at this record: two companies may have held
// the same name, and renaming one must not unlink the other.
const HDEL_IF_SCRIPT = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0
`;

// KEYS: record, domain ranking, old filter sets..., new filter sets...
// ARGV: record JSON, address, ranking score, number of old filter sets.
const PUT_EMAIL_RECORD_SCRIPT = `
local nOld = tonumber(ARGV[4])
redis.call('SET', KEYS[1], ARGV[1])
for i = 3, 2 + nOld do redis.call('SREM', KEYS[i], ARGV[2]) end
for i = 3 + nOld, #KEYS do redis.call('SADD', KEYS[i], ARGV[2]) end
redis.call('ZADD', KEYS[2], tonumber(ARGV[3]), ARGV[2])
return 1
`;

type FacetName = 'type' | 'seniority' | 'department' | 'has';

export interface EmailPage {
  total: number;
  records: EmailRecordEntry[];
}

export interface WriteOutcome {
  status: 'created' | 'updated' | 'unchanged';
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsPutEmailRecord(numKeys: number, ...args: (string | number)[]): Result<number, Context>;
    cdsHdelIf(key: string, field: string, expected: string): Result<number, Context>;
    cdsDiscover(numKeys: 0, ...args: (string | number)[]): Result<[number, string[]], Context>;
    cdsDomainPage(numKeys: number, ...args: (string | number)[]): Result<[number, (string | null)[]], Context>;
  }
}

export class IndexRepository {
  private readonly records = new ParsedRecordCache();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!redis.cdsDomainPage) redis.defineCommand('cdsDomainPage', { lua: DOMAIN_PAGE_SCRIPT });
    if (!redis.cdsDiscover) redis.defineCommand('cdsDiscover', { lua: DISCOVER_SCRIPT });
    if (!redis.cdsPutEmailRecord) redis.defineCommand('cdsPutEmailRecord', { lua: PUT_EMAIL_RECORD_SCRIPT });
    if (!redis.cdsHdelIf) redis.defineCommand('cdsHdelIf', { lua: HDEL_IF_SCRIPT, numberOfKeys: 1 });
  }

  // --- keys: built here and nowhere else -------------------------------------------------------
  private companyKey(domain: string) {
    return `${this.prefix}idx:company:${domain}`;
  }
  private personKey(email: string) {
    return `${this.prefix}idx:person:${email}`;
  }
  private emailKey(address: string) {
    return `${this.prefix}idx:email:${address}`;
  }
  private domainMetaKey(domain: string) {
    return `${this.prefix}idx:domain:${domain}`;
  }
  private domainEmailsKey(domain: string) {
    return `${this.prefix}idx:domain-emails:${domain}`;
  }
  private facetKey(domain: string, facet: FacetName, value: string) {
    return `${this.prefix}idx:domain-emails:${domain}:${facet}:${value}`;
  }
  private get companyNamesKey() {
    return `${this.prefix}idx:company-names`;
  }
  private get companyAliasesKey() {
    return `${this.prefix}idx:company-aliases`;
  }
  private get proHandlesKey() {
    return `${this.prefix}idx:person-pro-handles`;
  }
  private companyFacetKey(facet: CompanyFacet, value: string) {
    return `${this.prefix}idx:disc:${facet}:${value}`;
  }
  private get allCompaniesKey() {
    return `${this.prefix}idx:disc:all`;
  }
  private vocabularyKey(facet: CompanyFacet) {
    return `${this.prefix}idx:disc:vocab:${facet}`;
  }

  // --- reads ----------------------------------------------------------------------------------
  async getCompany(domain: string): Promise<CompanyRecord | null> {
    return this.records.parse<CompanyRecord>(await this.redis.get(this.companyKey(domain)));
  }

  /** The company for a domain, following alias domains (e.g. an old brand's domain). */
  async findCompany(domain: string): Promise<CompanyRecord | null> {
    const direct = await this.getCompany(domain);
    if (direct) return direct;
    const canonical = await this.redis.hget(this.companyAliasesKey, domain);
    return canonical ? this.getCompany(canonical) : null;
  }

  async getPerson(email: string): Promise<PersonRecord | null> {
    return this.records.parse<PersonRecord>(await this.redis.get(this.personKey(email)));
  }

  async getEmailRecord(address: string): Promise<EmailRecordEntry | null> {
    return this.records.parse<EmailRecordEntry>(await this.redis.get(this.emailKey(address)));
  }

  /** Person and email record of one address in one round trip. */
  async getPersonAndEmailRecord(email: string): Promise<[PersonRecord | null, EmailRecordEntry | null]> {
    const [person, record] = await this.redis.mget(this.personKey(email), this.emailKey(email));
    return [this.records.parse<PersonRecord>(person ?? null), this.records.parse<EmailRecordEntry>(record ?? null)];
  }

  async getDomainMeta(domain: string): Promise<DomainMetaRecord | null> {
    return this.records.parse<DomainMetaRecord>(await this.redis.get(this.domainMetaKey(domain)));
  }

  async domainForCompanyName(name: string): Promise<string | null> {
    return this.redis.hget(this.companyNamesKey, normalizeCompanyName(name));
  }

  async emailForProHandle(handle: string): Promise<string | null> {
    return this.redis.hget(this.proHandlesKey, normalizeHandle(handle));
  }

  /** Every address the index holds at a domain (a company's whole list; crawls merge into it). */
  async domainAddresses(domain: string): Promise<string[]> {
    return this.redis.zrange(this.domainEmailsKey(domain), 0, -1);
  }

  async countDomainEmails(domain: string): Promise<number> {
    return this.redis.zcard(this.domainEmailsKey(domain));
  }

  /** How many of a domain's addresses carry each value of a facet, plus the total, in one round trip. */
  async countDomainFacets(
    domain: string,
    facets: { type: readonly string[]; department: readonly string[]; seniority: readonly string[] },
  ): Promise<{ total: number; type: Record<string, number>; department: Record<string, number>; seniority: Record<string, number> }> {
    const tx = this.redis.multi().zcard(this.domainEmailsKey(domain));
    const order: [keyof typeof facets, string][] = [];
    for (const name of ['type', 'department', 'seniority'] as const) {
      for (const value of facets[name]) {
        order.push([name, value]);
        tx.scard(this.facetKey(domain, name, value));
      }
    }
    const res = (await tx.exec()) ?? [];
    const out = { total: Number(res[0]?.[1] ?? 0), type: {}, department: {}, seniority: {} } as {
      total: number;
      type: Record<string, number>;
      department: Record<string, number>;
      seniority: Record<string, number>;
    };
    order.forEach(([name, value], i) => {
      out[name][value] = Number(res[i + 1]?.[1] ?? 0);
    });
    return out;
  }

  /** One page of a domain's email records, best confidence first, with the total that match. */
  async searchDomainEmails(domain: string, filters: DomainEmailFilters, limit: number, offset: number): Promise<EmailPage> {
    const groups: string[][] = [];
    const facet = (name: FacetName, values: readonly string[] | undefined) => {
      if (values && values.length > 0) groups.push(values.map((v) => this.facetKey(domain, name, v)));
    };
    facet('type', filters.type);
    facet('seniority', filters.seniority);
    facet('department', filters.department);
    for (const field of filters.requiredFields ?? []) groups.push([this.facetKey(domain, 'has', field)]);

    const keys = [this.domainEmailsKey(domain), ...groups.flat()];
    const [total, raws] = await this.redis.cdsDomainPage(
      keys.length,
      ...keys,
      this.emailKey(''),
      limit,
      offset,
      groups.length,
      ...groups.map((g) => g.length),
    );
    const records = raws
      .map((r) => this.records.parse<EmailRecordEntry>(r ?? null))
      .filter((r): r is EmailRecordEntry => r !== null);
    return { total, records };
  }

  // --- writes ---------------------------------------------------------------------------------
  async putCompany(record: CompanyRecord, previous: CompanyRecord | null): Promise<void> {
    const tx = this.redis.multi().set(this.companyKey(record.domain), JSON.stringify(record));
    if (previous?.name && previous.name !== record.name) {
      tx.cdsHdelIf(this.companyNamesKey, normalizeCompanyName(previous.name), record.domain);
    }
    if (record.name) tx.hset(this.companyNamesKey, normalizeCompanyName(record.name), record.domain);
    for (const alias of previous?.domainAliases ?? []) {
      if (!(record.domainAliases ?? []).includes(alias)) tx.cdsHdelIf(this.companyAliasesKey, alias, record.domain);
    }
    for (const alias of record.domainAliases ?? []) {
      if (alias !== record.domain) tx.hset(this.companyAliasesKey, alias, record.domain);
    }
    const facets = companyFacets(record);
    for (const [facet, value] of previous ? companyFacets(previous) : []) {
      if (!facets.some(([f, v]) => f === facet && v === value)) tx.srem(this.companyFacetKey(facet, value), record.domain);
    }
    for (const [facet, value, shown] of facets) {
      tx.sadd(this.companyFacetKey(facet, value), record.domain);
      if ((VOCABULARY_FACETS as readonly CompanyFacet[]).includes(facet)) tx.hset(this.vocabularyKey(facet), value, shown);
    }
    tx.sadd(this.allCompaniesKey, record.domain);
    await exec(tx);
  }

  /** The values the index holds for the facets a plain-language query can name. */
  async discoverVocabulary(): Promise<Record<(typeof VOCABULARY_FACETS)[number], string[]>> {
    const res = (await VOCABULARY_FACETS.reduce((tx, f) => tx.hvals(this.vocabularyKey(f)), this.redis.multi()).exec()) ?? [];
    const values = (i: number) => ((res[i]?.[1] as string[] | undefined) ?? []).sort();
    return { industry: values(0), tech: values(1), type: values(2), city: values(3) };
  }

  /** Companies matching a set expression: how many, and one page of their domains in order. */
  async searchCompanies(expr: CompanySetExpr, limit: number, offset: number): Promise<{ total: number; domains: string[] }> {
    const resolved = resolveExpr(expr, (f, v) => this.companyFacetKey(f, v), this.allCompaniesKey);
    const [total, domains] = await this.redis.cdsDiscover(0, JSON.stringify(resolved), limit, offset);
    return { total: Number(total), domains };
  }

  /**
   * Deletes every company secondary key (names, aliases, discover sets and vocabularies) so a
   * reindex rebuilds them from the records alone. Lookups by name and discover see nothing
   * until the rebuild has passed: run it when the service is idle.
   */
  async clearCompanySecondaryKeys(): Promise<number> {
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}idx:disc:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await this.redis.unlink(...keys);
    } while (cursor !== '0');
    removed += await this.redis.unlink(this.companyNamesKey, this.companyAliasesKey);
    return removed;
  }

  /** Every company record, in batches (SCAN: no long-running command on a large index). */
  scanCompanies(batch = 500): AsyncGenerator<CompanyRecord[]> {
    return this.scanRecords('companies', batch);
  }

  /** Every record of a kind, in batches (SCAN, then one MGET a batch). */
  async *scanRecords<K extends IndexKind>(kind: K, batch = 500): AsyncGenerator<RecordOf<K>[]> {
    const prefix = { companies: this.companyKey(''), people: this.personKey(''), emails: this.emailKey(''), domains: this.domainMetaKey('') }[kind];
    let cursor = '0';
    do {
      // The pattern ends in ':' + '*', so the kind's side keys (idx:company-names, idx:domain-emails:...) never match.
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', batch);
      cursor = next;
      if (keys.length > 0) {
        const raws = await this.redis.mget(keys);
        yield raws.map((r) => this.records.parse<RecordOf<K>>(r ?? null)).filter((r): r is RecordOf<K> => r !== null);
      }
    } while (cursor !== '0');
  }

  /** Company records of several domains in one round trip (null where there is none). */
  async getCompanies(domains: readonly string[]): Promise<(CompanyRecord | null)[]> {
    if (domains.length === 0) return [];
    const raws = await this.redis.mget(domains.map((d) => this.companyKey(d)));
    return raws.map((r) => this.records.parse<CompanyRecord>(r ?? null));
  }

  async putPerson(record: PersonRecord, previous: PersonRecord | null): Promise<void> {
    const tx = this.redis.multi().set(this.personKey(record.email), JSON.stringify(record));
    const oldHandle = previous?.proNetwork?.handle;
    const newHandle = record.proNetwork?.handle;
    if (oldHandle && oldHandle !== newHandle) tx.cdsHdelIf(this.proHandlesKey, normalizeHandle(oldHandle), record.email);
    if (newHandle) tx.hset(this.proHandlesKey, normalizeHandle(newHandle), record.email);
    await exec(tx);
  }

  /**
   * Writes an email record with its filter sets and its place in the domain's ranking, as one
   * script: atomic, and one command per record (bulk verification writes thousands).
   */
  async putEmailRecord(record: EmailRecordEntry, previous: EmailRecordEntry | null): Promise<void> {
    const oldKeys = previous ? this.facetKeysOf(previous) : [];
    const newKeys = this.facetKeysOf(record);
    await this.redis.cdsPutEmailRecord(
      2 + oldKeys.length + newKeys.length,
      this.emailKey(record.value),
      this.domainEmailsKey(record.domain),
      ...oldKeys,
      ...newKeys,
      JSON.stringify(record),
      record.value,
      // Ascending score = descending confidence; ties fall back to the address, so paging is stable.
      -(record.confidence ?? 0),
      oldKeys.length,
    );
  }

  /** Email records of several addresses in one round trip (null where there is none). */
  async getEmailRecords(addresses: readonly string[]): Promise<(EmailRecordEntry | null)[]> {
    if (addresses.length === 0) return [];
    const raws = await this.redis.mget(addresses.map((a) => this.emailKey(a)));
    return raws.map((r) => this.records.parse<EmailRecordEntry>(r ?? null));
  }

  async putDomainMeta(record: DomainMetaRecord): Promise<void> {
    await this.redis.set(this.domainMetaKey(record.domain), JSON.stringify(record));
  }

  private facetKeysOf(record: EmailRecordEntry): string[] {
    const keys: string[] = [];
    const d = record.domain;
    if (record.type) keys.push(this.facetKey(d, 'type', record.type));
    if (record.seniority) keys.push(this.facetKey(d, 'seniority', record.seniority));
    if (record.department) keys.push(this.facetKey(d, 'department', record.department));
    const has: Record<RequiredField, boolean> = {
      full_name: Boolean(record.first_name && record.last_name),
      position: Boolean(record.position),
      phone_number: Boolean(record.phone_number),
    };
    for (const [field, present] of Object.entries(has)) {
      if (present) keys.push(this.facetKey(d, 'has', field));
    }
    return keys;
  }
}

async function exec(tx: ReturnType<Redis['multi']>): Promise<void> {
  const results = await tx.exec();
  const failed = results?.find(([err]) => err);
  if (failed?.[0]) throw failed[0];
}
