/**
 * A verification as bulk output columns and as a lead's status: shared by the kinds that verify
 * (verify, enrich).
 */
import { VerificationResultSchema } from '../../../contract/schemas.js';
import { flatPaths, flatValues, type Cell } from '../../../contract/flatten.js';
import type { StoredVerification } from '../../mail/email-verifier.js';
import { leadVerificationStatus } from '../../leads/lead-service.js';
import type { KindRun } from '../kind.js';

export const VERIFICATION_COLUMNS = flatPaths(VerificationResultSchema, 'verification', new Set(['verification.sources']));

export function verificationColumns(v: StoredVerification): Record<string, Cell> {
  const { checked_at: _c, reason: _r, retryable: _x, retryAt: _a, transcript: _t, ...fields } = v;
  return flatValues(fields, VERIFICATION_COLUMNS, 'verification');
}

/** The verifications of these addresses: from the mail servers, or offline checks only. */
export function verifications(emails: readonly string[], run: KindRun): Promise<StoredVerification[]> {
  // No retries scheduled by the verifier: a bulk's chunk asks its waiting rows again itself.
  const { deps, fresh } = run;
  return deps.networkChecks ? deps.verifier.verifyMany(emails, { fresh, scheduleRetries: false }) : Promise.resolve(emails.map((e) => deps.verifier.offline(e)));
}

/** A verification whose answer may still come: when to ask again. */
export function askAgain(v: StoredVerification): { askAgainAt?: number } {
  return v.status === 'unknown' && v.retryable ? { askAgainAt: v.retryAt ?? 0 } : {};
}

/** A lead's verification (dated now when the result has no date of its own). */
export function leadVerification(status: string | null | undefined, date: string | null | undefined): { date: string; status: string } | null {
  return status ? { date: date || new Date().toISOString(), status: leadVerificationStatus(status) } : null;
}
