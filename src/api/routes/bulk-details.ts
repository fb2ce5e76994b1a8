/**
 * What an upload page needs around the bulks routes: the kinds and what each must have mapped,
 * the layout the service reads from the head of a file before it is sent (the same reader as an
 * upload), and a bulk's first rows in error. The web app (/app) uses them; any client may.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { INPUT_FIELDS, mappingProblem } from '../../core/bulk/kind.js';
import { BulkInputError, type BulkService, type CreateBulk } from '../../pipeline/bulk-service.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, resolveLocale } from '../params.js';

/** The service reads a file's layout from its first 64 KiB; a little more covers a BOM and a last line. */
export const PREVIEW_MAX_BYTES = 128 * 1024;

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const FieldMap = (values: ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>) =>
  Type.Object(Object.fromEntries(INPUT_FIELDS.map((f) => [f, Type.Optional(values)])));

export function registerBulkDetailRoutes(app: FastifyInstance, bulks: BulkService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/v2/bulks/kinds',
    {
      schema: {
        summary: 'The bulk kinds: the input fields each needs mapped (any one group), and the columns each appends',
        tags: ['bulks'],
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: Type.Object({
            data: Type.Object({
              kinds: Type.Array(Type.Object({ name: Type.String(), needs: Type.Object({ groups: Type.Array(Type.Array(Type.String())), text: Type.String() }), columns: Type.Array(Type.String()) })),
              input_fields: Type.Array(Type.String()),
              outputs: Type.Array(Type.String()),
            }),
            meta: Type.Object({}),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      return { data: { kinds: bulks.kinds(), input_fields: [...INPUT_FIELDS], outputs: ['csv', 'leads'] }, meta: {} };
    },
  );

  r.post(
    '/v2/bulks/preview',
    {
      schema: {
        summary: 'The layout the service reads from the head of a CSV (send at most 128 KiB as text/csv): delimiter, header, column mapping, first rows',
        tags: ['bulks'],
        querystring: Type.Object({
          kind: Type.String({ maxLength: 32 }),
          header: Type.Optional(Type.Boolean()),
          delimiter: Type.Optional(Type.String({ maxLength: 2 })),
          mapping: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON object: field -> column name or 0-based index' })),
          rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
          ...LocaleQuery,
          ...ApiKeyQuery,
        }),
        response: {
          200: Type.Object({
            data: Type.Object({
              delimiter: Type.String(),
              has_header: Type.Boolean(),
              encoding: Type.String(),
              header: Type.Array(Type.String()),
              mapping: FieldMap(Type.Integer()),
              mapped_by: FieldMap(Type.String()),
              rows: Type.Array(Type.Array(Type.String())),
              problem: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'What the kind still needs mapped (an upload would be refused), else null.' }),
            }),
            meta: Type.Object({}),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query;
      resolveLocale(q.locale);
      const body = request.body as (AsyncIterable<Buffer> & { pipe?: unknown }) | undefined;
      if (!body || typeof body.pipe !== 'function') throw new HttpError('unsupported_media_type', 'Send the head of the CSV as a text/csv body.');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body) {
        size += chunk.length;
        if (size > PREVIEW_MAX_BYTES) throw new HttpError('payload_too_large', `Send at most the first ${PREVIEW_MAX_BYTES} bytes of the file.`);
        chunks.push(chunk);
      }
      let mapping: CreateBulk['mapping'];
      if (q.mapping !== undefined && q.mapping.trim() !== '') {
        try {
          mapping = JSON.parse(q.mapping) as CreateBulk['mapping'];
        } catch {
          throw new HttpError('wrong_params', 'The mapping parameter is not JSON.');
        }
        const problem = mappingProblem(mapping);
        if (problem) throw new HttpError('wrong_params', problem);
      }
      try {
        const preview = await bulks.preview(Buffer.concat(chunks, size), { kind: q.kind, header: q.header, delimiter: q.delimiter?.replace('\\t', '\t'), mapping }, q.rows ?? 10);
        return { data: preview, meta: {} };
      } catch (err) {
        if (err instanceof BulkInputError) throw new HttpError(err.reason === 'bad_param' ? 'wrong_params' : 'validation_failed', err.message);
        throw err;
      }
    },
  );

  r.get(
    '/v2/bulks/:id/errors',
    {
      schema: {
        summary: "A bulk's first rows whose result is an error or invalid input (row: data rows counted from 1), so far while it runs",
        tags: ['bulks'],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })), ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: Type.Object({
            data: Type.Object({
              errors: Type.Array(Type.Object({ row: Type.Integer(), status: Type.String(), error: Type.Unsafe<string | null>({ type: ['string', 'null'] }), cells: Type.Array(Type.String()) })),
              bulk_error: Type.Unsafe<string | null>({ type: ['string', 'null'], description: "Why the bulk failed (its state is failed), else null." }),
            }),
            meta: Type.Object({ params: Type.Object({ limit: Type.Integer() }) }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      const bulk = await bulks.get(request.params.id);
      if (!bulk || bulk.keyId !== request.apiKey?.id) throw new HttpError('not_found', `No bulk with id ${request.params.id}.`);
      const limit = request.query.limit ?? 10;
      return { data: { errors: await bulks.rowErrors(bulk, limit), bulk_error: bulk.error }, meta: { params: { limit } } };
    },
  );
}
