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

/** The value at each dotted path of `value` (relative to `prefix`); arrays as JSON text, absent as null. */
export function flatValues(value: unknown, paths: readonly string[], prefix: string): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const path of paths) {
    const rel = path.slice(prefix.length + 1).split('.');
    let cur: unknown = value;
    for (const part of rel) cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[part] : undefined;
    if (cur === undefined || cur === null) out[path] = null;
    else if (Array.isArray(cur) || typeof cur === 'object') out[path] = JSON.stringify(cur);
    else out[path] = cur as Cell;
  }
  return out;
}
