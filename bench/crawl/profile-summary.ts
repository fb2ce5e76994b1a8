/**
 * Self time by function (and by file) of a V8 .cpuprofile (node --cpu-prof), top N:
 *   npx tsx bench/crawl/profile-summary.ts <file.cpuprofile> [N]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const [file, nArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const n = Number(nArg ?? 25);
const hits = new Map<number, number>();
profile.samples.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...hits.values()].reduce((a, b) => a + b, 0);
const short = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, 'nm:').replace(/^.*\/(src|bench)\//, '$1/');
const byFn = new Map<string, number>();
const byFile = new Map<string, number>();
for (const node of profile.nodes) {
  const us = hits.get(node.id) ?? 0;
  if (us === 0) continue;
  const f = node.callFrame;
  const where = f.url ? short(f.url) : '(native)';
  const key = `${f.functionName || '(anonymous)'}  ${where}:${f.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  const pkg = where.startsWith('nm:') ? where.split('/').slice(0, where.startsWith('nm:@') ? 2 : 1).join('/') : where;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>) => {
  process.stdout.write(`\n${title} (total ${(total / 1000).toFixed(0)} ms)\n`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) process.stdout.write(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}\n`);
};
// Inclusive time of the functions of this project's web core (each sample counted once per function on its stack).
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const nodeById = new Map(profile.nodes.map((x) => [x.id, x]));
const inclusive = new Map<string, number>();
for (const [id, us] of hits) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const f = nodeById.get(at)!.callFrame;
    if (!/\/src\//.test(f.url) || !f.functionName) continue;
    const key = `${f.functionName}  ${short(f.url)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
show('self time by function', byFn);
show('self time by file or package', byFile);
show("inclusive time, the project's named functions", inclusive);
