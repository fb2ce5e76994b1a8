import { readCsv } from './src/pipeline/csv-input.js';
const total = 1_000_000;
let produced = 0;
async function* generated() {
  yield 'email,first_name,last_name,company,website,note\n';
  let batch = '';
  for (let i = 0; i < total; i++) {
    batch += `user${i}@company${i % 977}.example,First${i},Last${i},"Company ${i}, Inc",https://www.company${i % 977}.example/about,a note for row ${i}\n`;
    if (batch.length > 64 * 1024) { produced += batch.length; yield batch; batch = ''; }
  }
  produced += batch.length; yield batch;
}
const start = Date.now();
const base = process.memoryUsage();
let peakHeap = 0, peakRss = 0, count = 0;
const { rows } = await readCsv(generated(), { kind: 'find', maxBytes: 1 << 30 });
for await (const row of rows) {
  count++;
  if (count % 50_000 === 0) { const m = process.memoryUsage(); peakHeap = Math.max(peakHeap, m.heapUsed); peakRss = Math.max(peakRss, m.rss); }
}
const mb = (n: number) => (n / 1048576).toFixed(1);
console.log({ count, bytesMB: mb(produced), seconds: (Date.now() - start) / 1000, baseHeapMB: mb(base.heapUsed), peakHeapMB: mb(peakHeap), baseRssMB: mb(base.rss), peakRssMB: mb(peakRss) });
