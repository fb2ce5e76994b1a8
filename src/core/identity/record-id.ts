import { v5 as uuidv5 } from 'uuid';

/**
 * Enrichment record ids are name-based UUIDs (RFC 9562 version 5) of the record's normalized
 * natural key, so the same company or person has the same id on every lookup, on every machine,
 * and after a re-import.
 */
const NAMESPACE = uuidv5('contact-data-service', uuidv5.URL);

export type RecordKind = 'company' | 'person';

export function recordId(kind: RecordKind, naturalKey: string): string {
  return uuidv5(`${kind}:${naturalKey}`, NAMESPACE);
}
