/**
 * Spec endpoints 4 and 5: the email finder and the email verifier, over DNS and SMTP.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema, SourceSchema, TranscriptLineSchema, VerificationResultSchema } from '../../contract/schemas.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import type { LookupService } from '../../core/enrich/lookups.js';
import type { EmailFinder } from '../../core/mail/email-finder.js';
import type { EmailVerifier, StoredVerification } from '../../core/mail/email-verifier.js';
import { isFinderInputProblem, resolveFinderSearch } from '../../core/enrich/finder-search.js';
import { errorBody, HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

const FinderResultSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  score: Type.Integer(),
  domain: Type.String(),
  accept_all: Type.Boolean(),
  position: NString,
  socialB: NString,
  proNetwork_url: NString,
  phone_number: NString,
  company: NString,
  sources: Type.Array(SourceSchema),
  verification: Type.Object({ date: NString, status: NString }),
});

/** The verification's fields after `status` (Hunter's `result` goes between them). */
const { status: _status, ...VERIFICATION_AFTER_STATUS } = VerificationResultSchema.properties;

const MIN_DURATION = 3;
const MAX_DURATION = 20;
/** What the answer itself needs after the search stops (index writes, serialization). */
const ANSWER_MARGIN_MS = 250;

export interface MailRouteDeps {
  verifier: EmailVerifier;
  finder: EmailFinder;
  lookups: LookupService;
  verifyBudgetMs: number;
}

export const VerifierQuery = Type.Object({
  email: Type.String({ description: 'The address to verify.' }),
  debug: Type.Optional(Type.Boolean({ description: 'Include the SMTP transcript.' })),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

export const VerifierAnswer = Type.Object({
  data: Type.Object({
    status: VerificationResultSchema.properties.status,
    result: Type.Union([Type.Literal('deliverable'), Type.Literal('undeliverable'), Type.Literal('risky')], {
      description: "Hunter's deprecated field, from status: valid -> deliverable, invalid -> undeliverable, any other -> risky.",
    }),
    ...VERIFICATION_AFTER_STATUS,
    transcript: Type.Optional(Type.Array(TranscriptLineSchema)),
  }),
  meta: Type.Object({ params: Type.Object({ email: Type.String() }) }),
});

export const FinderQuery = Type.Object({
  domain: Type.Optional(Type.String()),
  company: Type.Optional(Type.String()),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  full_name: Type.Optional(Type.String({ maxLength: 200 })),
  linkedin_handle: Type.Optional(Type.String({ maxLength: 200 })),
  max_duration: Type.Optional(
    Type.Integer({ minimum: MIN_DURATION, maximum: MAX_DURATION, description: 'Seconds (3-20, default 10): the answer always comes within it.' }),
  ),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

export const FinderAnswer = Type.Object({
  data: FinderResultSchema,
  meta: Type.Object({
    params: Type.Object({
      first_name: NString,
      last_name: NString,
      full_name: NString,
      domain: NString,
      company: NString,
      max_duration: NInteger,
      linkedin_handle: NString,
    }),
  }),
});

/** A verification still running when the answer is due: the API's 202, the MCP tool's "ask again". */
export interface PendingAnswer {
  pending: { id: 'verification_in_progress'; details: string; retry_after_seconds: number };
}

/**
 * `GET /v2/email-verifier` (and the MCP tool): the verification, or pending when it outlasts the
 * budget (the probe goes on; its result lands in the cache and a repeat call returns it).
 */
export async function verifyEmail(
  deps: MailRouteDeps,
  q: { email: string; debug?: boolean; locale?: string },
  onBackgroundError: (err: unknown) => void,
): Promise<{ data: Awaited<ReturnType<EmailVerifier['present']>>; meta: { params: { email: string } } } | PendingAnswer> {
  resolveLocale(q.locale);
  const email = q.email.trim();
  // Malformed input is refused; a well-formed request for an address that fails the syntax
  // check is answered 200 with status "invalid", as Hunter does.
  if (email === '' || email.length > 320 || !email.includes('@')) {
    throw new HttpError('wrong_params', 'The email parameter is not an email address.', {}, 'email');
  }
  const work = deps.verifier.verify(email);
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race<StoredVerification | 'pending'>([
    work,
    new Promise<'pending'>((resolve) => {
      timer = setTimeout(() => resolve('pending'), deps.verifyBudgetMs);
    }),
  ]).finally(() => clearTimeout(timer));
  if (result === 'pending') {
    work.catch(onBackgroundError);
    return { pending: { id: 'verification_in_progress', details: `The verification of ${email} is still running; ask again in a few seconds.`, retry_after_seconds: 5 } };
  }
  return { data: await deps.verifier.present(result, q.debug === true), meta: { params: { email } } };
}

type FinderParams = {
  domain?: string;
  company?: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  linkedin_handle?: string;
  max_duration?: number;
  locale?: string;
};

/** `GET /v2/email-finder` and `/found` (indexOnly: no candidates, no SMTP), and the MCP tool. */
export async function findEmail(deps: MailRouteDeps, q: FinderParams, indexOnly: boolean) {
  const started = Date.now();
  resolveLocale(q.locale);
  const maxDuration = q.max_duration ?? 10;
  const deadline = started + maxDuration * 1000 - ANSWER_MARGIN_MS;

  const search = await resolveFinderSearch(q, deps.lookups);
  if (isFinderInputProblem(search)) throw new HttpError(search.problem === 'invalid' ? 'wrong_params' : 'not_found', search.message, {}, search.field ?? null);
  const { company, ...query } = search;
  const outcome = await deps.finder.find({ ...query, deadline, indexOnly }, company);
  if (!outcome.found) throw new HttpError('not_found', outcome.details);
  return {
    data: outcome.result,
    meta: {
      params: {
        first_name: q.first_name ?? null,
        last_name: q.last_name ?? null,
        full_name: q.full_name ?? null,
        domain: q.domain ?? null,
        company: q.company ?? null,
        max_duration: q.max_duration ?? null,
        linkedin_handle: q.linkedin_handle ?? null,
      },
    },
  };
}

export function registerMailRoutes(app: FastifyInstance, deps: MailRouteDeps, wire: WireKeys): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/v2/email-verifier',
    {
      config: { usage: 'verifications' },
      schema: {
        summary: 'Verify an email address over DNS and SMTP',
        tags: ['mail'],
        querystring: VerifierQuery,
        response: {
          200: VerifierAnswer,
          202: ErrorBodySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await verifyEmail(deps, request.query, (err) => request.log.error({ err }, 'background verification failed'));
      if ('pending' in answer) return reply.code(202).send(errorBody(answer.pending.id, 202, answer.pending.details));
      return wire.payload(answer);
    },
  );

  for (const [path, indexOnly] of [
    ['/v2/email-finder', false],
    ['/v2/email-finder/found', true],
  ] as const) {
    r.get(
      path,
      {
        config: { usage: 'searches' },
        schema: {
          summary: indexOnly
            ? 'The address the index already holds for a person (no candidates, no SMTP: 404 when none)'
            : "Find a person's professional address from their name and company",
          tags: ['mail'],
          querystring: FinderQuery,
          response: wire.schema({
            200: FinderAnswer,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          }),
        },
      },
      async (request) => wire.payload(await findEmail(deps, request.query, indexOnly)),
    );
  }
}
