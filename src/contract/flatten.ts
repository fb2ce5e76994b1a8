/**
 * Flattened column names for CSV output, from the same schemas as the API: nested fields become
 * dotted names (`company.geo.city`), arrays one cell of JSON.
 */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
}

export function flatPaths(schema: unknown, prefix: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  const walk = (node: Node, path: string) => {
    if (node.properties) {
      for (const [k, child] of Object.entries(node.properties)) {
        const p = path ? `${path}.${k}` : k;
        if (!exclude.has(p)) walk(child, p);
      }
      return;
    }
    out.push(path);
  };
  walk(schema as Node, prefix);
  return out;
}

export type Cell = string | number | boolean | null;

/** Each column list's paths split into their parts once (bulks flatten millions of results). */
const splitPaths = new WeakMap<readonly string[], Map<string, string[][]>>();

function partsOf(paths: readonly string[], prefix: string): string[][] {
  let byPrefix = splitPaths.get(paths);
  if (!byPrefix) splitPaths.set(paths, (byPrefix = new Map()));
  let parts = byPrefix.get(prefix);
  if (!parts) byPrefix.set(prefix, (parts = paths.map((path) => path.slice(prefix.length + 1).split('.'))));
  return parts;
}

/** The value at each dotted path of `value` (relative to `prefix`); arrays as JSON text, absent as null. */
export function flatValues(value: unknown, paths: readonly string[], prefix: string): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  const parts = partsOf(paths, prefix);
  for (let n = 0; n < paths.length; n++) {
    let cur: unknown = value;
    for (const part of parts[n]!) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
    const path = paths[n]!;
    if (cur === undefined || cur === null) out[path] = null;
    else if (typeof cur === 'object') out[path] = JSON.stringify(cur);
    else out[path] = cur as Cell;
  }
  return out;
}
