/**
 * What grew between two V8 heap snapshots (`node --heapsnapshot-signal`, `--heapsnapshot-near-heap-limit`),
 * for bench/RESULTS.md: objects counted and their self sizes summed per constructor (or per kind
 * for strings, arrays, closures and system objects), the largest growth first.
 *
 *   npx tsx bench/support/heap-snapshot-top.ts DIR [--top 20]   (the two oldest .heapsnapshot files of DIR)
 *   npx tsx bench/support/heap-snapshot-top.ts BEFORE AFTER [--top 20]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** count and self bytes per class name. */
export function classes(file: string): Map<string, { count: number; bytes: number }> {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = s.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = s.snapshot.meta.node_types[0];
  const out = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < s.nodes.length; i += width) {
    const type = types[s.nodes[i + typeAt]!]!;
    // Objects by their constructor; everything else by its kind (one string's text is no class).
    const name = type === 'object' || type === 'native' ? s.strings[s.nodes[i + nameAt]!]! : `(${type})`;
    const entry = out.get(name) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += s.nodes[i + sizeAt]!;
    out.set(name, entry);
  }
  return out;
}

const args = process.argv.slice(2).filter((a, i, all) => a !== '--top' && all[i - 1] !== '--top');
const topArg = process.argv.indexOf('--top');
const top = topArg > 0 ? Number(process.argv[topArg + 1]) : 20;
let [before, after] = args;
if (args.length === 1 && statSync(args[0]!).isDirectory()) {
  const files = readdirSync(args[0]!).filter((f) => f.endsWith('.heapsnapshot')).map((f) => join(args[0]!, f));
  files.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  [before, after] = files;
}
if (!before || !after) throw new Error('two snapshots, or a folder that holds them');
const a = classes(before);
const b = classes(after);
const rows = [...b.entries()]
  .map(([name, x]) => ({ name, count: x.count - (a.get(name)?.count ?? 0), bytes: x.bytes - (a.get(name)?.bytes ?? 0) }))
  .sort((x, y) => y.bytes - x.bytes);
const totalOf = (m: Map<string, { bytes: number }>) => [...m.values()].reduce((n, x) => n + x.bytes, 0);
console.log(`heap ${(totalOf(a) / 1048576).toFixed(1)} MB -> ${(totalOf(b) / 1048576).toFixed(1)} MB (self sizes of every object)`);
console.log('growth KB   objects   class');
for (const r of rows.slice(0, top)) console.log(`${(r.bytes / 1024).toFixed(0).padStart(9)}   ${String(r.count).padStart(7)}   ${r.name.slice(0, 80)}`);
