/**
 * Cutting grouped work into chunks so that a group (a domain's items: one SMTP session serves
 * them) stays in one chunk where it fits: the bulk split and the re-verification scan both do it.
 */

/**
 * Groups packed in order into chunks of at most `size`: a group that does not fit in what is left
 * starts a new chunk. A group larger than a chunk fills chunks of its own when `splitLarge`, or
 * stays whole in one chunk (larger than `size`) when not.
 */
export function packGroups<T>(groups: Iterable<readonly T[]>, size: number, splitLarge: boolean): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const group of groups) {
    if (current.length > 0 && current.length + group.length > size) {
      chunks.push(current);
      current = [];
    }
    for (const item of group) {
      current.push(item);
      if (splitLarge && current.length >= size) {
        chunks.push(current);
        current = [];
      }
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
