/**
 * The server side of bench/mcp: the real app (the /v2 routes and /mcp on one Fastify instance)
 * over a private store holding the example index. Prints its URL, key and pid as one JSON line.
 */
import { createLogger } from '../../src/logger.js';
import { buildApp } from '../../src/api/app.js';
import { startBenchStack } from '../support/bench-stack.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';

const stack = await startBenchStack('mcp');
const { config, services } = stack;
await importExampleIndex(new IndexImporter(services.index));
const { plain } = await services.keys.create({ name: 'bench' });
const app = await buildApp({ config, logger: createLogger('silent'), ...stack.graph });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url, key: plain, pid: process.pid }) + '\n');

process.once('SIGTERM', async () => {
  await app.close();
  await stack.close();
  process.exit(0);
});
