/**
 * Text and errors between the service and PostgreSQL.
 */

// PostgreSQL text cannot hold NUL, which a JSON body can carry (and an address's local part may).
// User text bound for a text column is escaped with a private-use character: U+E000 doubles, NUL
// becomes U+E000 '0'. Text without either (all real text) is stored as it is; the mapping is
// one-to-one, so equality and uniqueness hold on the escaped form.
const ESC = '\uE000';

export function toDbText(s: string): string {
  return s.includes('\0') || s.includes(ESC) ? s.replace(/[\uE000\0]/g, (c) => (c === ESC ? ESC + ESC : `${ESC}0`)) : s;
}

export function fromDbText(s: string): string {
  return s.includes(ESC) ? s.replace(/\uE000([\uE0000])/g, (_, c: string) => (c === '0' ? '\0' : ESC)) : s;
}

/** The SQLSTATE of a PostgreSQL error, if it is one. */
export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string' ? (err as { code: string }).code : undefined;
}
