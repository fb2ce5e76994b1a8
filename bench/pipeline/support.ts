/**
 * What both bench/pipeline scripts share: the generated email file, and one bulk run end to end
 * through a running API (upload, the status polled until completed, the enriched CSV downloaded).
 */
import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';

export function generate(rows: number, file: string, domains = 2000): number {
  const out: string[] = ['email,first_name,company'];
  for (let i = 0; i < rows; i++) out.push(`person.${i}@company-${i % domains}.test,Name${i % 500},Company ${i % domains}`);
  writeFileSync(file, out.join('\n') + '\n');
  return statSync(file).size;
}

export interface Phases {
  /** Seconds from the start: upload answered, split done (total known), completed, downloaded. */
  upload: number;
  split: number;
  completed: number;
  download: number;
}

export async function runBulk(stack: { base: string; key: string }, file: string, kind: string): Promise<{ seconds: number; rows: number; phases: Phases }> {
  const started = performance.now();
  const at = () => (performance.now() - started) / 1000;
  const up = await fetch(`${stack.base}/v2/bulks?kind=${kind}`, {
    method: 'POST',
    headers: { 'x-api-key': stack.key, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const created = (await up.json()) as { data: { id: string } };
  if (up.status !== 202) throw new Error(`upload: ${up.status} ${JSON.stringify(created)}`);
  const phases: Phases = { upload: at(), split: 0, completed: 0, download: 0 };
  for (;;) {
    const s = (await (await fetch(`${stack.base}/v2/bulks/${created.data.id}`, { headers: { 'x-api-key': stack.key } })).json()) as { data: { state: string; total: number | null } };
    if (!phases.split && s.data.total !== null) phases.split = at();
    if (s.data.state === 'completed') break;
    if (s.data.state === 'failed') throw new Error('bulk failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  phases.completed = at();
  const res = await fetch(`${stack.base}/v2/bulks/${created.data.id}/results?format=csv`, { headers: { 'x-api-key': stack.key } });
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) for (const b of chunk) if (b === 10) lines++;
  phases.download = at();
  return { seconds: phases.download, rows: lines - 1, phases };
}
