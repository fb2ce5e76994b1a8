/**
 * The top self-time functions of V8 CPU profiles (`node --cpu-prof`), for bench/RESULTS.md:
 *
 *   npx tsx bench/support/cpu-profile-top.ts DIR_OR_FILE [--top 15]
 *
 * Self time is summed per function (name, file, line) over all samples of a profile; each file
 * of the folder is one process and is printed apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const ROOT = new URL('../..', import.meta.url).pathname;

export function topSelf(profile: Profile, top: number): { total: number; rows: { name: string; ms: number; share: number }[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const f = byId.get(id)!.callFrame;
    const where = f.url ? `${relative(ROOT, f.url.replace(/^file:\/\//, ''))}:${f.lineNumber + 1}` : '';
    const name = `${f.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + dt);
  });
  const rows = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / total }));
  return { total, rows };
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: cpu-profile-top.ts DIR_OR_FILE [--top N]');
  const i = process.argv.indexOf('--top');
  const top = i > 0 ? Number(process.argv[i + 1]) : 15;
  const files = statSync(target).isDirectory() ? readdirSync(target).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(target, f)) : [target];
  for (const file of files) {
    const { total, rows } = topSelf(JSON.parse(readFileSync(file, 'utf8')) as Profile, top);
    console.log(`\n${basename(file)}: ${(total / 1000).toFixed(1)} s sampled`);
    for (const r of rows) console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  }
}
