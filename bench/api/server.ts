/**
 * The server side of bench/api: the real app over a private Redis and PostgreSQL (DATABASE_URL,
 * else a throw-away embedded cluster) holding the example index,
 * plus generated companies and addresses for the spread routes (bench/api/spread.ts), plus a hello-world route on the same Fastify instance as the baseline. Prints its URL and key
 * as one JSON line on stdout.
 */
import { createLogger } from '../../src/logger.js';
import { buildApp } from '../../src/api/app.js';
import { startBenchStack } from '../support/bench-stack.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { loadCompanies } from '../discover/generate.js';
import { SPREAD_COMPANIES, SPREAD_SEARCH_DOMAINS, spreadEmailRecords } from './spread.js';

const stack = await startBenchStack('api');
const { config, db, services } = stack;
await importExampleIndex(new IndexImporter(services.index));
// The spread routes ask for a different domain on most requests (bench/api/spread.ts).
const repository = new IndexRepository(db.pool);
await loadCompanies(repository, SPREAD_COMPANIES);
for (let from = 0; from < SPREAD_SEARCH_DOMAINS; from += 100) await repository.putEmailRecords(spreadEmailRecords(from, from + 100));
await db.pool.query('VACUUM ANALYZE');
const { plain } = await services.keys.create({ name: 'bench' });
const app = await buildApp({ config, logger: createLogger('silent'), ...stack.graph });
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url, key: plain }) + '\n');

process.once('SIGTERM', async () => {
  await app.close();
  await stack.close();
  process.exit(0);
});
