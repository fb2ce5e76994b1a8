/**
 * The tools, one per capability, named after Hunter's own MCP server where it has the capability
 * (Domain-Search, Email-Finder, Email-Verifier, Email-Count, the enrichments, discover,
 * Get-Account-Details) and beyond it (the bulks). Each calls the function its route calls; its arguments
 * are the route's query or body schema and its answer the route's `{data, meta}`.
 */
import { Type } from 'typebox';
import { CombinedAnswer, CompanyAnswer, CompanyQuery, PersonAnswer, PersonQuery, findCombined, findCompany, findPerson } from '../api/routes/lookups.js';
import { DomainSearchAnswer, DomainSearchBody, searchDomain } from '../api/routes/domain-search.js';
import { FinderAnswer, FinderQuery, VerifierAnswer, VerifierQuery, findEmail, verifyEmail, type MailRouteDeps } from '../api/routes/mail.js';
import { DiscoverAnswer, DiscoverBody, discoverCompanies } from '../api/routes/discover.js';
import { AccountAnswer, EmailCountAnswer, EmailCountQuery, accountOf, countEmails } from '../api/routes/account.js';
import { BulkStatusSchema, KindSchema, cancelBulk, createStaged, finishedBulk, ownedBulk, stageBytes } from '../api/routes/bulks.js';
import { HttpError } from '../api/errors.js';
import { ANNOTATIONS, type Answer, type ToolCall, type ToolDef } from './tool.js';
import { leadTools } from './lead-tools.js';
import { argumentsOf } from './arguments.js';

/** Largest CSV text Start-Bulk takes (the tool's argument travels whole in one JSON-RPC message). */
export const MCP_MAX_CSV_BYTES = 1024 * 1024;
/** Rows Get-Bulk-Results returns at most. */
const MAX_RESULT_ROWS = 100;

const mail = (call: ToolCall): MailRouteDeps => ({ ...call.deps.services, verifyBudgetMs: call.deps.config.mail.verifyBudgetMs });
const misses = (call: ToolCall) => call.deps.pipeline.crawlRequests;
const wrap = async (data: unknown): Promise<Answer> => ({ data, meta: {} });

const BulkId = Type.Object({ id: Type.String({ format: 'uuid', description: 'The bulk id Start-Bulk answered.' }) }, { additionalProperties: false });

const BulkStartArgs = Type.Object(
  {
    csv: Type.String({ minLength: 1, maxLength: MCP_MAX_CSV_BYTES, description: `The CSV file's text (at most ${MCP_MAX_CSV_BYTES} bytes; larger files: POST /v2/bulks).` }),
    kind: KindSchema,
    mapping: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer({ minimum: 0 })]), {
        description: 'Input field (email, domain, first_name, last_name, full_name, company) -> column name or 0-based index, overriding detection.',
      }),
    ),
    header: Type.Optional(Type.Boolean({ description: 'Whether the first line is a header (detected when not given).' })),
    delimiter: Type.Optional(Type.String({ maxLength: 2 })),
    filename: Type.Optional(Type.String({ maxLength: 200 })),
    webhook_url: Type.Optional(Type.String({ maxLength: 2048, description: 'Called when the bulk ends.' })),
  },
  { additionalProperties: false },
);

const BulkStartAnswer = Type.Object({ data: Type.Object({ ...BulkStatusSchema.properties, webhook_secret: Type.Unsafe<string | null>({ type: ['string', 'null'] }) }), meta: Type.Object({}) });
const BulkStatusAnswer = Type.Object({ data: BulkStatusSchema, meta: Type.Object({}) });
const BulkResultsAnswer = Type.Object({
  data: Type.Object({
    rows: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'The first rows in upload order, as GET .../results?format=json gives them.' }),
    download_url: Type.String({ description: 'Every row: GET it with the key (CSV; ?format=json for JSON Lines).' }),
  }),
  meta: Type.Object({ count: Type.Integer(), limit: Type.Integer(), more: Type.Boolean() }),
});

export const TOOLS: readonly ToolDef[] = [
  {
    name: 'Domain-Search',
    title: 'Domain Search',
    description:
      'Every email address the index knows for a domain (or a company name), with the people behind them, filtered (type, seniority, department, required fields, verification status, job titles, location) and paged. A domain the index does not know yet is crawled: the answer then says so and when to ask again.',
    input: argumentsOf(DomainSearchBody),
    answer: DomainSearchAnswer,
    annotations: ANNOTATIONS.readOrCrawl,
    usage: 'searches',
    run: (args, call) => searchDomain(call.deps.services.lookups, misses(call), args, true),
  },
  {
    name: 'Email-Finder',
    title: 'Email Finder',
    description: "A person's professional email address from their name (first and last, or full) and their company's domain or name, or their professional-network handle; with a confidence score and its sources. May check candidates over SMTP within max_duration.",
    input: argumentsOf(FinderQuery),
    answer: FinderAnswer,
    annotations: ANNOTATIONS.mail,
    usage: 'searches',
    run: (args, call) => findEmail(mail(call), args, false),
  },
  {
    name: 'Email-Verifier',
    title: 'Email Verifier',
    description: "Whether an email address is deliverable: syntax, disposable and webmail lists, the domain's MX records and an SMTP check of the mailbox. A check that takes longer than the budget goes on: the answer then says to ask again.",
    input: argumentsOf(VerifierQuery),
    answer: VerifierAnswer,
    annotations: ANNOTATIONS.mail,
    usage: 'verifications',
    run: (args, call) => verifyEmail(mail(call), args as { email: string }, (err) => call.deps.logger.error({ err }, 'background verification failed')),
  },
  {
    name: 'Email-Count',
    title: 'Email Count',
    description: 'How many email addresses the index holds for a domain (or company name), by type, department and seniority. Free.',
    input: argumentsOf(EmailCountQuery),
    answer: EmailCountAnswer,
    annotations: ANNOTATIONS.read,
    run: (args, call) => countEmails(call.deps.services.lookups, args),
  },
  {
    name: 'Person-Enrichment',
    title: 'Person Enrichment',
    description: 'The person behind an email address (or a professional-network handle): name, employment, location, time zone and social handles, from the index.',
    input: argumentsOf(PersonQuery, ['clearbit_format', 'webhook_url']),
    answer: PersonAnswer,
    annotations: ANNOTATIONS.read,
    usage: 'searches',
    run: (args, call) => findPerson(call.deps.services.lookups, args),
  },
  {
    name: 'Company-Enrichment',
    title: 'Company Enrichment',
    description: 'A company by its domain: name, description, industry, size, location, technologies, funding and social handles. A domain the index does not know yet is crawled: the answer then says so and when to ask again.',
    input: argumentsOf(CompanyQuery, ['clearbit_format']),
    answer: CompanyAnswer,
    annotations: ANNOTATIONS.readOrCrawl,
    usage: 'searches',
    run: (args, call) => findCompany(call.deps.services.lookups, misses(call), args as { domain: string }),
  },
  {
    name: 'Combined-Enrichment',
    title: 'Combined Enrichment',
    description: 'The person behind an email address and their company in one call (the company may be crawled first: the answer then says to ask again).',
    input: argumentsOf(PersonQuery, ['clearbit_format']),
    answer: CombinedAnswer,
    annotations: ANNOTATIONS.readOrCrawl,
    usage: 'searches',
    run: (args, call) => findCombined(call.deps.services.lookups, misses(call), args),
  },
  {
    name: 'Find-Companies',
    title: 'Discover',
    description: 'Companies matching filters (headquarters location, industry, headcount, company type, technology, keywords, founding year, funding, similar companies) and/or a plain-language query. Free.',
    input: argumentsOf(DiscoverBody),
    answer: DiscoverAnswer,
    annotations: ANNOTATIONS.read,
    run: (args, call) => discoverCompanies(call.deps.services.discover, args),
  },
  {
    name: 'Get-Account-Details',
    title: 'Account Information',
    description: "The calling key's account: this month's searches, verifications and calls, its team, role and rate limits. Free.",
    input: Type.Object({}, { additionalProperties: false }),
    answer: AccountAnswer,
    annotations: ANNOTATIONS.read,
    run: (_args, call) => accountOf(call.deps.services.keys, call.deps.config.rateLimit, call.key),
  },
  ...leadTools,
  {
    name: 'Start-Bulk',
    title: 'Start a Bulk',
    description: `Starts a bulk over the rows of a CSV given as text (at most ${MCP_MAX_CSV_BYTES} bytes): kind verify (an email column), enrich (email or domain), find (names and a domain or company), domain-search or crawl (a domain). Answers at once with the queued bulk; follow it with Get-Bulk. Its rows are not counted in the key's usage, as POST /v2/bulks's are not.`,
    input: BulkStartArgs,
    answer: BulkStartAnswer,
    annotations: ANNOTATIONS.createOpen,
    async run(args, call) {
      const a = args as { csv: string; kind: string; mapping?: Record<string, string | number>; header?: boolean; delimiter?: string; filename?: string; webhook_url?: string };
      const bytes = Buffer.from(a.csv, 'utf8');
      if (bytes.length > MCP_MAX_CSV_BYTES) throw new HttpError('upload_too_large', `The csv argument is larger than ${MCP_MAX_CSV_BYTES} bytes: upload the file with POST /v2/bulks.`);
      const bulks = call.deps.pipeline.bulks;
      const staged = await stageBytes(bulks, call.key, a.kind, bytes);
      // The route's parameters, as the query string would carry them.
      const q: Record<string, unknown> = { kind: a.kind, header: a.header, delimiter: a.delimiter, webhook_url: a.webhook_url, mapping: a.mapping ? JSON.stringify(a.mapping) : undefined };
      return wrap(await createStaged(bulks, call.key, staged, a.filename ?? null, q, {}));
    },
  },
  {
    name: 'Get-Bulk',
    title: 'Bulk Status',
    description: "A bulk of the caller's: its state, rows processed and pending, counts by status, rate, ETA and its first row errors. Free.",
    input: BulkId,
    answer: BulkStatusAnswer,
    annotations: ANNOTATIONS.read,
    run: async (args, call) => wrap(call.deps.pipeline.bulks.status(await ownedBulk(call.deps.pipeline.bulks, call.key, args.id as string))),
  },
  {
    name: 'Get-Bulk-Results',
    title: 'Bulk Results',
    description: `The first rows (up to ${MAX_RESULT_ROWS}) of a finished bulk's results, each row's original cells and appended columns, and the URL that downloads them all. Free.`,
    input: Type.Object({ ...BulkId.properties, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULT_ROWS, description: `1-${MAX_RESULT_ROWS} (default 20)` })) }, { additionalProperties: false }),
    answer: BulkResultsAnswer,
    annotations: ANNOTATIONS.read,
    async run(args, call) {
      const bulks = call.deps.pipeline.bulks;
      const bulk = await finishedBulk(bulks, call.key, args.id as string);
      const limit = (args.limit as number | undefined) ?? 20;
      const rows: Record<string, unknown>[] = [];
      let more = false;
      let rest = '';
      const source = bulks.results(bulk, 'json');
      outer: for await (const piece of source) {
        rest += piece;
        let end: number;
        while ((end = rest.indexOf('\n')) >= 0) {
          const line = rest.slice(0, end);
          rest = rest.slice(end + 1);
          if (line.trim() === '') continue;
          if (rows.length === limit) {
            more = true;
            break outer;
          }
          rows.push(JSON.parse(line) as Record<string, unknown>);
        }
      }
      if (!more && rest.trim() !== '' && rows.length < limit) rows.push(JSON.parse(rest) as Record<string, unknown>);
      else if (!more && rest.trim() !== '') more = true;
      await source.return(undefined);
      return { data: { rows, download_url: `/v2/bulks/${bulk.id}/results` }, meta: { count: rows.length, limit, more } };
    },
  },
  {
    name: 'Cancel-Bulk',
    title: 'Cancel a Bulk',
    description: "Cancels a bulk of the caller's: its waiting rows are dropped, the rows done stay downloadable. A cancelled bulk answers the same again; a completed or failed one is an error (bulk_finished).",
    input: BulkId,
    answer: BulkStatusAnswer,
    annotations: ANNOTATIONS.remove,
    run: (args, call) => cancelBulk(call.deps.pipeline.bulks, call.key, args.id as string),
  },
];
