/**
 * Reads that arrive together go to PostgreSQL as one statement.
 *
 * Under load, many requests reach the same read in one turn of the event loop (their earlier
 * awaits, the Redis replies of the API key and rate-limit checks, resolve together). Each
 * statement costs the Node process a round trip of its own: a socket write, the pool's checkout,
 * the protocol's messages and row descriptions to parse; measured on companies/find, about
 * 125 µs of the API process's CPU per request (bench/RESULTS.md, issue 12). One statement for
 * the batch pays that once.
 *
 * Batching is DataLoader's: loads made before the next `setImmediate` (after the event loop has
 * run the I/O callbacks that were ready) form one batch. Nothing is cached between batches: every
 * load is answered by a statement sent after it was made, so a reader sees every write that
 * finished before its read began, as with one statement per read. Equal keys in one batch are
 * read once.
 */
import DataLoader from 'dataloader';

export type Batched<K, V> = (key: K) => Promise<V>;

/**
 * @param run answers distinct keys, one value per key in their order.
 * @param identity the key's identity (equal identities are read once per batch).
 * @param maxBatch the most keys in one statement.
 */
export function readBatcher<K, V>(run: (keys: readonly K[]) => Promise<readonly V[]>, identity: (key: K) => string, maxBatch = 100): Batched<K, V> {
  const loader = new DataLoader<K, V, string>(
    async (keys) => {
      const distinct = new Map<string, number>();
      const unique: K[] = [];
      const slots = keys.map((k) => {
        const id = identity(k);
        let slot = distinct.get(id);
        if (slot === undefined) {
          slot = unique.push(k) - 1;
          distinct.set(id, slot);
        }
        return slot;
      });
      const values = await run(unique);
      if (values.length !== unique.length) throw new Error(`a batched read answered ${values.length} of ${unique.length} keys`);
      return slots.map((slot) => values[slot]!);
    },
    { cache: false, maxBatchSize: maxBatch, batchScheduleFn: (callback) => setImmediate(callback) },
  );
  return (key) => loader.load(key);
}
