/** verify: an email -> `verification.*` (the Verification result). */
import type { StoredVerification } from '../../mail/email-verifier.js';
import { fail, norm, type BulkKindSpec, type KindOutcome } from '../kind.js';
import { askAgain, leadVerification, verificationColumns, verifications, VERIFICATION_COLUMNS } from './verification-columns.js';

export const verify: BulkKindSpec<StoredVerification> = {
  needs: { groups: [['email']], text: 'an email column' },
  concurrency: 1,
  key: (inputs, row) => (inputs.email ? `e:${norm(inputs.email)}` : `row:${row}`),
  columns: VERIFICATION_COLUMNS,
  async process(items, run) {
    const withEmail = items.filter((i) => i.inputs.email);
    const results = await verifications(withEmail.map((i) => i.inputs.email!), run);
    const byKey = new Map(withEmail.map((item, n) => [item.key, results[n]!]));
    return items.map((item): KindOutcome<StoredVerification> => {
      const v = byKey.get(item.key);
      if (!v) return fail('invalid_input', 'no email in this row');
      return { tally: v.status, status: 'ok', error: null, results: [v], ...askAgain(v) };
    });
  },
  flatten: verificationColumns,
  lead: (v) => (v.regexp && v.email ? { input: { email: v.email }, verification: leadVerification(v.status, null) } : null),
};
