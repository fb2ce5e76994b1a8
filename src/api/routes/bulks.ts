/**
 * Bulks over HTTP: upload a CSV (multipart or a text/csv body), follow its progress (polled, or
 * as server-sent events), cancel it, download the rows with their appended columns. A key sees
 * only its own bulks: another key's bulk is 404, as one that does not exist.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { BulkEnded, BulkInputError, UploadRefused, type BulkService, type CreateBulk, type StagedUpload } from '../../pipeline/bulk-service.js';
import type { UploadAdmission } from '../../core/bulk/admission.js';
import type { ApiKeyInfo } from '../../core/access/api-keys.js';
import type { BulkEvents } from '../../pipeline/bulk-events.js';
import { mappingProblem } from '../../core/bulk/kind.js';
import { BULK_KINDS } from '../../core/bulk/kinds/index.js';
import { BULK_STATES, isFinal } from '../../core/bulk/bulk-state.js';
import { HttpError, storageFull } from '../errors.js';
import { EventStream, EventStreams } from '../event-stream.js';
import { ApiKeyQuery, LocaleQuery, pagingQuery, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const NNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });

const OUTPUTS = ['csv', 'leads'] as const;
export const KindSchema = Type.Unsafe<string>({ type: 'string', enum: [...BULK_KINDS], description: 'What each row gets: verify (an email column), enrich (email or domain), find (names and a domain or company), domain-search (a domain), crawl (a domain).' });
// No schema default: a query default would fill the query in and win over a multipart field.
const OutputSchema = Type.Unsafe<string>({ type: 'string', enum: [...OUTPUTS], description: 'csv (when not given): the rows with appended columns (GET .../results); leads: every row becomes a lead in leads_list_id or leads_list_name.' });

const RowErrorSchema = Type.Object({
  row: Type.Integer({ description: '1-based among the data rows (the header not counted)' }),
  status: Type.Unsafe<string>({ type: 'string', enum: ['error', 'invalid_input'] }),
  error: Type.String(),
});

export const BulkStatusSchema = Type.Object({
  id: Type.String(),
  kind: KindSchema,
  state: Type.Unsafe<string>({ type: 'string', enum: [...BULK_STATES] }),
  output: Type.Unsafe<string>({ type: 'string', enum: [...OUTPUTS] }),
  leads_list_id: NInteger,
  filename: NString,
  total: NInteger,
  processed: Type.Integer(),
  pending: Type.Integer(),
  counts: Type.Record(Type.String(), Type.Integer()),
  created_at: Type.String(),
  started_at: NString,
  finished_at: NString,
  rows_per_second: NNumber,
  eta_seconds: NInteger,
  error: NString,
  row_errors: Type.Array(RowErrorSchema, { description: 'The first 10 rows (by row number) whose bulk.status is error or invalid_input' }),
  results_url: Type.String(),
});

/** A bulk as GET /v2/bulks/{id} shows it, for the document's examples. */
const STATUS_EXAMPLE = {
  id: '0b7e2d3c-5f1a-4c52-9a57-3b1e8f4d2a10',
  kind: 'verify',
  state: 'running',
  output: 'csv',
  leads_list_id: null,
  filename: 'contacts.csv',
  total: 1200,
  processed: 450,
  pending: 12,
  counts: { valid: 301, invalid: 96, accept_all: 40, invalid_input: 13 },
  created_at: '2026-11-24T10:00:00.000Z',
  started_at: '2026-11-24T10:00:01.000Z',
  finished_at: null,
  rows_per_second: 37.5,
  eta_seconds: 20,
  error: null,
  row_errors: [{ row: 7, status: 'invalid_input', error: 'no email in this row' }],
  results_url: '/v2/bulks/0b7e2d3c-5f1a-4c52-9a57-3b1e8f4d2a10/results',
};

const StatusBody = Type.Object({ data: BulkStatusSchema, meta: Type.Object({}) }, { examples: [{ data: STATUS_EXAMPLE, meta: {} }] });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const NotFound = Type.Object(ErrorBodySchema.properties, { description: 'No bulk with this id for this key (`not_found`): another key\'s bulk is not found either' });

const UploadQuery = Type.Object({
  kind: Type.Optional(KindSchema),
  output: Type.Optional(OutputSchema),
  leads_list_id: Type.Optional(Type.Integer({ minimum: 1 })),
  leads_list_name: Type.Optional(Type.String({ maxLength: 200, pattern: '\\S' })),
  webhook_url: Type.Optional(Type.String({ maxLength: 2048 })),
  header: Type.Optional(Type.Boolean()),
  delimiter: Type.Optional(Type.String({ maxLength: 2 })),
  mapping: Type.Optional(
    Type.String({ maxLength: 2000, description: 'JSON object: input field (email, domain, first_name, last_name, full_name, company) -> column name or 0-based index, overriding detection, e.g. {"email":"Work email"}' }),
  ),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

/**
 * The body as the document shows it. The multipart form lists the file, kind and output; the
 * other parameters are taken as fields too, but are shown as query parameters only: the docs page
 * fills every listed form field with a sample value ("string") and sends it, where an unset query
 * parameter is not sent.
 */
const UploadBody = {
  description:
    'The CSV: a multipart upload (its `file` part; `kind`, `output` and any other parameter as further fields, or in the query string, which wins) or the file as the whole body (text/csv, the parameters in the query string). An empty field counts as absent.',
  content: {
    'multipart/form-data': {
      schema: Type.Object({ file: Type.String({ format: 'binary', description: 'The CSV file' }), kind: Type.Optional(KindSchema), output: Type.Optional(OutputSchema) }),
    },
    'text/csv': { schema: Type.String({ format: 'binary', examples: ['email\nmathieu.lefevre@northwind-robotics.test\n'] }) },
  },
};

/** Longest value of each parameter when it comes as a multipart field (as UploadQuery says). */
const FIELD_LIMITS: Readonly<Record<string, number>> = {
  kind: 32,
  output: 16,
  leads_list_id: 20,
  leads_list_name: 200,
  webhook_url: 2048,
  header: 5,
  delimiter: 2,
  mapping: 2000,
  locale: 255,
};


function parseMapping(raw: string | undefined): CreateBulk['mapping'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError('wrong_params', 'The mapping parameter is not JSON.');
  }
  const problem = mappingProblem(parsed);
  if (problem) throw new HttpError('wrong_params', problem);
  return parsed as CreateBulk['mapping'];
}

/**
 * The upload's parameters, from the query string or, for a multipart upload, from its fields
 * (the query wins); a field gets the same limits as its query parameter (UploadQuery).
 */
export function uploadParams(q: Record<string, unknown>, given: Record<string, string>): Omit<CreateBulk, 'keyId' | 'team' | 'upload' | 'filename'> {
  // An empty field is an absent one: an HTML form (or the docs page) sends every field it has.
  const fields = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''));
  for (const [name, value] of Object.entries(fields)) {
    const max = FIELD_LIMITS[name];
    if (max !== undefined && value.length > max) throw new HttpError('wrong_params', `The ${name} field is longer than ${max} characters.`);
  }
  if (fields.leads_list_name !== undefined && !/\S/.test(fields.leads_list_name)) throw new HttpError('wrong_params', 'The leads_list_name field is blank.');
  const pick = (name: string) => (q[name] !== undefined ? q[name] : fields[name]) as string | boolean | number | undefined;
  const kind = pick('kind') as string | undefined;
  if (!kind) throw new HttpError('wrong_params', 'You are missing the kind parameter (verify, enrich, find or domain-search).');
  const headerRaw = pick('header');
  const listIdRaw = pick('leads_list_id');
  const listId = listIdRaw === undefined ? null : Number(listIdRaw);
  if (listId !== null && (!Number.isInteger(listId) || listId < 1)) throw new HttpError('wrong_params', 'The leads_list_id parameter must be a positive integer.');
  return {
    kind,
    header: headerRaw === undefined ? undefined : headerRaw === true || headerRaw === 'true',
    delimiter: (pick('delimiter') as string | undefined)?.replace('\\t', '\t'),
    mapping: parseMapping(pick('mapping') as string | undefined),
    output: pick('output') as string | undefined,
    leadsListId: listId,
    leadsListName: (pick('leads_list_name') as string | undefined) ?? null,
    webhookUrl: (pick('webhook_url') as string | undefined) ?? null,
  };
}

/** An upload refused by its admission (core/bulk/admission.ts), as the API answers it. */
export function refusal(err: UploadRefused): HttpError {
  if (err.reason === 'storage_full') return storageFull(err.message, true);
  if (err.reason === 'too_many_rows') return new HttpError('too_many_rows', err.message, { 'retry-after': '60' });
  return new HttpError('upload_too_large', err.message);
}

export interface BulkRouteLimits {
  maxUploadBytes: number;
  /** Uploads this process receives at once (BULK_MAX_CONCURRENT_UPLOADS). */
  maxConcurrentUploads: number;
}

/**
 * A staged upload made a bulk of the key's (the route's upload and the MCP tool's CSV text): its
 * parameters from the query (or the tool's arguments) and a multipart body's fields. The upload is
 * discarded when its parameters are refused.
 */
export async function createStaged(
  bulks: BulkService,
  key: ApiKeyInfo,
  staged: StagedUpload,
  filename: string | null,
  q: Record<string, unknown>,
  fields: Record<string, string>,
) {
  let params: ReturnType<typeof uploadParams>;
  try {
    params = uploadParams(q, fields);
  } catch (err) {
    await bulks.discard(staged);
    throw err;
  }
  try {
    const record = await bulks.create({ keyId: key.id, team: key.team, upload: staged, filename, ...params });
    return { ...bulks.status(record), webhook_secret: record.webhookSecret };
  } catch (err) {
    if (err instanceof UploadRefused) throw refusal(err);
    if (!(err instanceof BulkInputError)) throw err;
    throw new HttpError(err.reason === 'bad_param' ? 'wrong_params' : 'validation_failed', err.message);
  }
}

/** An upload given whole (the MCP tool's CSV text), stored under the same admission as a streamed one. */
export async function stageBytes(bulks: BulkService, key: ApiKeyInfo, kind: string | null, bytes: Buffer): Promise<StagedUpload> {
  try {
    const admission = await bulks.admit(key.id, kind, bytes.length);
    return await bulks.stage([bytes], admission);
  } catch (err) {
    if (err instanceof UploadRefused) throw refusal(err);
    throw err;
  }
}

/** A bulk of the key's: another key's bulk is not found, as one that does not exist. */
export async function ownedBulk(bulks: BulkService, key: ApiKeyInfo, id: string) {
  const bulk = await bulks.get(id);
  if (!bulk || bulk.keyId !== key.id) throw new HttpError('not_found', `No bulk with id ${id}.`);
  return bulk;
}

/** A bulk of the key's whose results can be read: completed or cancelled (409 while it runs, 422 failed). */
export async function finishedBulk(bulks: BulkService, key: ApiKeyInfo, id: string) {
  const bulk = await ownedBulk(bulks, key, id);
  if (bulk.state === 'failed') throw new HttpError('validation_failed', `The bulk failed: ${bulk.error ?? 'unknown reason'}.`);
  if (!isFinal(bulk.state)) throw new HttpError('bulk_in_progress', `The bulk is ${bulk.state}: ${bulk.processed} of ${bulk.total ?? '?'} rows done.`);
  return bulk;
}

/** `DELETE /v2/bulks/{id}` (and the MCP tool): cancelled again is the same answer; ended is 409. */
export async function cancelBulk(bulks: BulkService, key: ApiKeyInfo, id: string) {
  const bulk = await ownedBulk(bulks, key, id);
  try {
    return { data: bulks.status(await bulks.cancel(bulk)), meta: {} };
  } catch (err) {
    if (err instanceof BulkEnded) throw new HttpError('bulk_finished', err.message);
    throw err;
  }
}

export function registerBulkRoutes(app: FastifyInstance, bulks: BulkService, events: BulkEvents, limits: BulkRouteLimits): void {
  const { maxUploadBytes } = limits;
  // Uploads being received by this process: each holds at most a piece (1 MiB) and a socket's
  // buffers, so a bound on their number bounds the memory they take.
  let receiving = 0;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // The open event streams, with their one heartbeat timer; ended when the server closes.
  const streams = new EventStreams();
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });
  void app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  // The body is not read here: the upload is stored piece by piece as it arrives (BulkService.stage),
  // which also enforces the size limit, so no upload is ever whole in memory.
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/csv'], (_req, payload, done) => done(null, payload));

  /**
   * Stores the upload as it arrives, under its admission (its size, its key's rows, the store's
   * room: refused before a byte is read when its Content-Length cannot fit); a multipart body's
   * other fields are the parameters.
   */
  async function readUpload(request: FastifyRequest): Promise<{ staged: StagedUpload; fields: Record<string, string>; filename: string | null }> {
    const announced = Number(request.headers['content-length']);
    const kind = (request.query as { kind?: string }).kind ?? null;
    let admission: UploadAdmission;
    try {
      admission = await bulks.admit(request.apiKey!.id, kind, Number.isFinite(announced) && announced > 0 ? announced : null);
    } catch (err) {
      if (err instanceof UploadRefused) throw refusal(err);
      throw err;
    }
    if (!request.isMultipart()) {
      const body = request.body as (AsyncIterable<Buffer> & { pipe?: unknown }) | undefined;
      if (!body || typeof body.pipe !== 'function') throw new HttpError('unsupported_media_type', 'Send the CSV as multipart/form-data (a file part) or as a text/csv body.');
      return { staged: await stageOrRefuse(body, admission), fields: {}, filename: null };
    }
    const fields: Record<string, string> = {};
    let staged: StagedUpload | null = null;
    let filename: string | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (staged) throw new HttpError('wrong_params', 'Send one file.');
          staged = await stageOrRefuse(part.file, admission);
          if (part.file.truncated) throw new HttpError('upload_too_large', `The file is larger than ${maxUploadBytes} bytes (BULK_MAX_UPLOAD_BYTES).`);
          filename = part.filename || null;
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      if (staged) await bulks.discard(staged);
      // A body without its boundary, or cut before the closing one, is the client's fault.
      const status = (err as { statusCode?: unknown }).statusCode;
      if (err instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
      throw new HttpError('wrong_params', 'The multipart body could not be read (a missing boundary, or a body cut short).');
    }
    if (!staged) throw new HttpError('wrong_params', 'The multipart body has no file part.');
    return { staged, fields, filename };
  }

  async function stageOrRefuse(source: AsyncIterable<Buffer>, admission: UploadAdmission): Promise<StagedUpload> {
    try {
      return await bulks.stage(source, admission);
    } catch (err) {
      if (err instanceof UploadRefused) throw refusal(err);
      // A client that hung up mid-upload: its request, not a fault of the service.
      const code = (err as { code?: unknown }).code;
      if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (err as Error).message === 'aborted') {
        throw new HttpError('wrong_params', 'The upload was cut off before its end.');
      }
      throw err;
    }
  }

  r.post(
    '/v2/bulks',
    {
      bodyLimit: maxUploadBytes,
      schema: {
        summary: 'Upload a CSV for bulk verify, enrich, find, domain-search or crawl',
        description: 'Answers 202 at once with the bulk (queued) and a Location to follow; the workers do the rest. `kind` is required, as a query parameter or a multipart field.',
        tags: ['bulks'],
        querystring: UploadQuery,
        documentedBody: UploadBody,
        response: {
          202: Type.Object(
            { data: Type.Object({ ...BulkStatusSchema.properties, webhook_secret: NString }), meta: Type.Object({}) },
            { description: 'The bulk is queued: follow it at the Location (GET /v2/bulks/{id}, or its /events)', examples: [{ data: { ...STATUS_EXAMPLE, state: 'queued', total: null, processed: 0, pending: 0, counts: {}, started_at: null, rows_per_second: null, eta_seconds: null, row_errors: [], webhook_secret: null }, meta: {} }] },
          ),
          413: Type.Object(ErrorBodySchema.properties, { description: 'The file is larger than BULK_MAX_UPLOAD_BYTES (`upload_too_large`)' }),
          415: ErrorBodySchema,
          422: Type.Object(ErrorBodySchema.properties, { description: 'An empty, binary, header-only or unmappable file, or output=leads with a leads_list_id that does not exist (`validation_failed`)' }),
          429: Type.Object(ErrorBodySchema.properties, { description: "The key's rate limit (`too_many_requests`), or its bulks that have not ended would hold more than BULK_MAX_ROWS_PER_KEY rows with this file (`too_many_rows`); see Retry-After" }),
          503: Type.Object(ErrorBodySchema.properties, { description: 'This API process already receives BULK_MAX_CONCURRENT_UPLOADS uploads (`service_unavailable`); see Retry-After' }),
          507: Type.Object(ErrorBodySchema.properties, { description: 'The store has no room for this file (`storage_full`): nothing of it was kept; see Retry-After' }),
        },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      if (receiving >= limits.maxConcurrentUploads) {
        throw new HttpError('service_unavailable', `This server is receiving ${limits.maxConcurrentUploads} uploads already; send it again in a few seconds.`, { 'retry-after': '5' });
      }
      receiving++;
      try {
        return await receiveBulk(request, reply);
      } finally {
        receiving--;
      }
    },
  );

  async function receiveBulk(request: FastifyRequest, reply: FastifyReply) {
    const upload = await readUpload(request);
    const data = await createStaged(bulks, request.apiKey!, upload.staged, upload.filename, request.query as Record<string, unknown>, upload.fields);
    reply.code(202).header('location', `/v2/bulks/${data.id}`);
    return { data, meta: {} };
  }

  const owned = (request: FastifyRequest, id: string) => ownedBulk(bulks, request.apiKey!, id);

  r.get(
    '/v2/bulks',
    {
      schema: {
        summary: "The key's bulks, newest first",
        tags: ['bulks'],
        querystring: Type.Object({ ...pagingQuery(20, 100), ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: Type.Object({
            data: Type.Object({ bulks: Type.Array(BulkStatusSchema) }),
            meta: Type.Object({ count: Type.Integer(), total: Type.Integer(), params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }) }),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      resolveLocale(q.locale);
      const { total, bulks: list } = await bulks.list(request.apiKey!.id, q.limit, q.offset);
      return { data: { bulks: list }, meta: { count: list.length, total, params: { limit: q.limit, offset: q.offset } } };
    },
  );

  r.get(
    '/v2/bulks/:id',
    {
      schema: {
        summary: 'A bulk: state, progress, counts by status, rate, ETA and the first row errors',
        tags: ['bulks'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: StatusBody, 404: NotFound },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      return { data: bulks.status(await owned(request, request.params.id)), meta: {} };
    },
  );

  r.get(
    '/v2/bulks/:id/results',
    {
      schema: {
        summary: 'The rows in upload order with appended columns (CSV or JSON Lines)',
        description: 'A completed bulk gives every row; a cancelled one the rows done before it was cancelled.',
        tags: ['bulks'],
        params: IdParams,
        querystring: Type.Object({ format: Type.Optional(Type.Unsafe<'csv' | 'json'>({ type: 'string', enum: ['csv', 'json'], default: 'csv' })), ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: {
            description: 'The rows: the original columns, then the appended ones (CSV), or one JSON object per line (format=json)',
            content: {
              'text/csv': { schema: Type.String({ examples: ['email,verification.status,...,bulk.status,bulk.error\nmathieu.lefevre@northwind-robotics.test,valid,...,ok,\n'] }) },
              'application/x-ndjson': { schema: Type.String() },
            },
          },
          404: NotFound,
          409: Type.Object(ErrorBodySchema.properties, { description: 'The bulk has not finished yet (`bulk_in_progress`)' }),
          422: Type.Object(ErrorBodySchema.properties, { description: 'The bulk failed (`validation_failed`): its error says why' }),
        },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const bulk = await finishedBulk(bulks, request.apiKey!, request.params.id);
      const format = request.query.format ?? 'csv';
      reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="bulk-${bulk.id}.${format === 'csv' ? 'csv' : 'jsonl'}"`);
      return reply.send(Readable.from(bulks.results(bulk, format)) as never);
    },
  );

  r.delete(
    '/v2/bulks/:id',
    {
      schema: {
        summary: 'Cancel a bulk: its waiting jobs are removed, the rows done stay downloadable',
        description: 'Cancelling a cancelled bulk answers the same again; a completed or failed one is 409 `bulk_finished`.',
        tags: ['bulks'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: Type.Object(StatusBody.properties, { description: 'The bulk, cancelled', examples: [{ data: { ...STATUS_EXAMPLE, state: 'cancelled', finished_at: '2026-11-24T10:00:13.000Z', eta_seconds: null }, meta: {} }] }),
          404: NotFound,
          409: Type.Object(ErrorBodySchema.properties, { description: 'The bulk has completed or failed (`bulk_finished`)' }),
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      return cancelBulk(bulks, request.apiKey!, request.params.id);
    },
  );

  r.get(
    '/v2/bulks/:id/events',
    {
      schema: {
        summary: "A bulk's progress as server-sent events, until it ends",
        description:
          'text/event-stream: an `event: status` each time what GET /v2/bulks/{id} shows changes (its `data` is the same JSON body), then an `event: end` with the final state (completed, failed, cancelled), and the stream closes. Each event has an `id`; a client that reconnects with `Last-Event-ID` is not sent again the state it has. A comment line every 15 s keeps proxies from closing it. Send the key in the X-API-KEY header (a browser: fetch with a streamed body), not in the URL.',
        tags: ['bulks'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: {
            description: 'The stream of events',
            content: {
              'text/event-stream': {
                schema: Type.String({
                  examples: [`retry: 3000\n\nid: Jx2m0cVbq1W3a9Zk\nevent: status\ndata: {"data":{"id":"0b7e...","state":"running","processed":450,...},"meta":{}}\n\n: keep-alive\n\nid: 8fQw1nVd0kPz3LmA\nevent: end\ndata: {"data":{"id":"0b7e...","state":"completed",...},"meta":{}}\n\n`],
                }),
              },
            },
          },
          404: NotFound,
        },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const bulk = await owned(request, request.params.id);
      const given = request.headers['last-event-id'];
      const lastEventId = typeof given === 'string' && given.length <= 64 ? given : null;
      let stop: (() => void) | null = null;
      const stream = new EventStream(reply.raw, lastEventId, 'end', () => {
        streams.delete(stream);
        stop?.();
      });
      if (isFinal(bulk.state)) {
        // It has ended: its end, and nothing to follow.
        stream.send(events.eventOf(bulk));
      } else {
        // Told before the headers go out: the stream keeps the latest event until it starts.
        stop = await events.follow(bulk.id, (event) => stream.send(event));
      }
      // The client may have left while the bulk was read.
      if (stream.isEnded) stop?.();
      else streams.add(stream);
      // From here the stream is written by hand (Fastify sends nothing more for this request).
      reply.hijack();
      stream.start(reply.getHeaders() as Record<string, string>);
      return reply;
    },
  );
}
