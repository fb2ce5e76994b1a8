/**
 * mulberry32: a small seeded PRNG (public domain, Tommy Ettinger), so generated data, splits and
 * fuzz inputs are the same on every run with the same seed. For the benchmarks and the tests;
 * never for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
