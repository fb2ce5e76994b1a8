/**
 * Parses stored JSON once per distinct stored value. The cache is keyed by the raw string the store
 * returned, so it can never serve a stale record: a changed record is a different string. The
 * parsed objects are frozen, which also lets callers memoize work on them by identity.
 */
export class ParsedRecordCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly maxEntries = 20_000) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
  }

  parse<T>(raw: string | null): T | null {
    if (raw === null) return null;
    const hit = this.entries.get(raw);
    if (hit !== undefined) return hit as T;
    const value = deepFreeze(JSON.parse(raw) as object);
    // Oldest-first eviction: Map iteration order is insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(raw, value);
    return value as T;
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value)) {
    if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) deepFreeze(v as object);
  }
  return Object.freeze(value);
}
