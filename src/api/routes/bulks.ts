/**
 * Bulks over HTTP: upload a CSV (multipart or a text/csv body), follow its progress, download the
 * rows with their appended columns. A key sees only its own bulks.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { BulkInputError, type BulkService, type CreateBulk, type StagedUpload } from '../../pipeline/bulk-service.js';
import { mappingProblem } from '../../core/bulk/kind.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, pagingQuery, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const NNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });

const BulkStatusSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  state: Type.String(),
  output: Type.String(),
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
  results_url: Type.String(),
});

const UploadQuery = Type.Object({
  kind: Type.Optional(Type.String()),
  output: Type.Optional(Type.String()),
  leads_list_id: Type.Optional(Type.Integer({ minimum: 1 })),
  leads_list_name: Type.Optional(Type.String({ maxLength: 200, pattern: '\\S' })),
  webhook_url: Type.Optional(Type.String({ maxLength: 2048 })),
  header: Type.Optional(Type.Boolean()),
  delimiter: Type.Optional(Type.String({ maxLength: 2 })),
  mapping: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON object: field -> column name or index, e.g. {"email":"Work email"}' })),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };

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
function uploadParams(q: Record<string, unknown>, fields: Record<string, string>): Omit<CreateBulk, 'keyId' | 'team' | 'upload' | 'filename'> {
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

export function registerBulkRoutes(app: FastifyInstance, bulks: BulkService, maxUploadBytes: number): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  void app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  // The body is not read here: the upload is stored piece by piece as it arrives (BulkService.stage),
  // which also enforces the size limit, so no upload is ever whole in memory.
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/csv'], (_req, payload, done) => done(null, payload));

  /** Stores the upload as it arrives; a multipart body's other fields are the parameters. */
  async function readUpload(request: FastifyRequest): Promise<{ staged: StagedUpload; fields: Record<string, string>; filename: string | null }> {
    if (!request.isMultipart()) {
      const body = request.body as (AsyncIterable<Buffer> & { pipe?: unknown }) | undefined;
      if (!body || typeof body.pipe !== 'function') throw new HttpError('unsupported_media_type', 'Send the CSV as multipart/form-data (a file part) or as a text/csv body.');
      return { staged: await stageOrRefuse(body), fields: {}, filename: null };
    }
    const fields: Record<string, string> = {};
    let staged: StagedUpload | null = null;
    let filename: string | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (staged) throw new HttpError('wrong_params', 'Send one file.');
          staged = await stageOrRefuse(part.file);
          if (part.file.truncated) throw new HttpError('payload_too_large', `The file is larger than ${maxUploadBytes} bytes.`);
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

  async function stageOrRefuse(source: AsyncIterable<Buffer>): Promise<StagedUpload> {
    try {
      return await bulks.stage(source);
    } catch (err) {
      if (err instanceof BulkInputError && err.reason === 'too_large') throw new HttpError('payload_too_large', err.message);
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
        summary: 'Upload a CSV for bulk verify, enrich, find or domain-search',
        tags: ['bulks'],
        querystring: UploadQuery,
        response: { 202: Type.Object({ data: Type.Object({ ...BulkStatusSchema.properties, webhook_secret: NString }), meta: Type.Object({}) }), ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const upload = await readUpload(request);
      let params: ReturnType<typeof uploadParams>;
      try {
        params = uploadParams(request.query, upload.fields);
      } catch (err) {
        await bulks.discard(upload.staged);
        throw err;
      }
      try {
        const record = await bulks.create({ keyId: request.apiKey!.id, team: request.apiKey!.team, upload: upload.staged, filename: upload.filename, ...params });
        reply.code(202).header('location', `/v2/bulks/${record.id}`);
        return { data: { ...bulks.status(record), webhook_secret: record.webhookSecret }, meta: {} };
      } catch (err) {
        if (!(err instanceof BulkInputError)) throw err;
        throw new HttpError(err.reason === 'too_large' ? 'payload_too_large' : err.reason === 'bad_param' ? 'wrong_params' : 'validation_failed', err.message);
      }
    },
  );

  async function owned(request: FastifyRequest, id: string) {
    const bulk = await bulks.get(id);
    if (!bulk || bulk.keyId !== request.apiKey?.id) throw new HttpError('not_found', `No bulk with id ${id}.`);
    return bulk;
  }

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
          ...errors,
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
        summary: 'A bulk: state, progress, counts by status, rate and ETA',
        tags: ['bulks'],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: Type.Object({ data: BulkStatusSchema, meta: Type.Object({}) }), ...errors },
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
        tags: ['bulks'],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')])), ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const bulk = await owned(request, request.params.id);
      if (bulk.state === 'failed') throw new HttpError('validation_failed', `The bulk failed: ${bulk.error ?? 'unknown reason'}.`);
      if (bulk.state !== 'completed') throw new HttpError('bulk_in_progress', `The bulk is ${bulk.state}: ${bulk.processed} of ${bulk.total ?? '?'} rows done.`);
      const format = request.query.format ?? 'csv';
      reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="bulk-${bulk.id}.${format === 'csv' ? 'csv' : 'jsonl'}"`);
      return reply.send(Readable.from(bulks.results(bulk, format)) as never);
    },
  );
}
