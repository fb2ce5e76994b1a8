/**
 * bench/crawl/profile.ts: the crawl service alone over the sandbox's sites (served by a child
 * process, as in bench/crawl), N rounds of every domain, `concurrency` at once, for a CPU profile
 * of the crawling process:
 *
 *   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/crawl/profile.ts [--rounds 20 --concurrency 4]
 *   npx tsx bench/crawl/profile-summary.ts /tmp/prof/<file>.cpuprofile
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { startCrawlStack } from '../support/crawl-stack.js';
import { companySiteHosts } from '../../src/sandbox/world/websites.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const rounds = arg('rounds', 20);
const concurrency = arg('concurrency', 4);
const DOMAINS = companySiteHosts();
// The sandbox process of bench/crawl (index.ts --sandbox-process), without a profile of its own.
const child = fork(fileURLToPath(new URL('./index.ts', import.meta.url)), ['--sandbox-process'], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
const sandbox = JSON.parse(line) as { dnsServer: string; webPort: number };
const { services, close } = await startCrawlStack('crawlprof', sandbox, 1000);
const limit = pLimit(concurrency);
let pages = 0;
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  const counts = await Promise.all(DOMAINS.map((d) => limit(async () => (await services.crawler.crawl(d)).pages.length)));
  pages += counts.reduce((a, b) => a + b, 0);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${pages} pages in ${seconds.toFixed(2)} s: ${(pages / seconds).toFixed(0)} pages/s (${rounds} rounds of ${DOMAINS.length} domains, ${concurrency} at once)\n`);
await close();
child.kill('SIGTERM');
await once(child, 'exit');
