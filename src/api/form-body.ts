/**
 * Which request bodies came from a form (`application/x-www-form-urlencoded`): their values are
 * text, so validation coerces them to the schema's types as it does a query string's, while a
 * JSON body stays strict. The mark is a symbol, invisible to validation and serialization.
 */
const FORM_BODY = Symbol('form body');

export function markFormBody<T extends object>(body: T): T {
  Object.defineProperty(body, FORM_BODY, { value: true, enumerable: false });
  return body;
}

export function isFormBody(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && (data as Record<symbol, unknown>)[FORM_BODY] === true;
}
