/**
 * `npm run example`: the service on its example index, offline. Starts a private Redis, imports
 * examples/index/, creates an API key, serves the API and prints what a few lookups found.
 * With --keep it goes on serving until Ctrl-C.
 */
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { createRedis } from '../redis.js';
import { buildApp } from '../api/app.js';
import { ApiKeyRepository } from '../store/api-key-repository.js';
import { IndexRepository } from '../store/index-repository.js';
import { IndexImporter } from '../importer/index-importer.js';
import { importExampleIndex } from '../importer/example-index.js';
import { startPrivateRedis } from './private-redis.js';

export async function runExample(config: Config, keep: boolean): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const redisServer = await startPrivateRedis();
  const redis = createRedis(redisServer.url);
  const cfg: Config = { ...config, redisUrl: redisServer.url };
  const app = await buildApp({ config: cfg, redis, logger: createLogger(keep ? config.logLevel : 'warn') });
  try {
    const index = new IndexRepository(redis, cfg.redisPrefix);
    out('Importing the example index (examples/index/) into a private Redis...');
    for (const s of await importExampleIndex(new IndexImporter(index))) {
      out(`  ${s.kind.padEnd(9)} ${String(s.loaded).padStart(3)} loaded, ${s.skipped} skipped  (${s.file.split('/').slice(-2).join('/')})`);
    }
    const { plain } = await new ApiKeyRepository(redis, cfg.redisPrefix).create('example');
    const base = await app.listen({ host: cfg.host, port: cfg.port });
    out(`\nAPI on ${base}  (docs: ${base}/v2/docs)\nAPI key: ${plain}\n`);

    const ask = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers: { 'x-api-key': plain } });
      return { status: res.status, body: (await res.json()) as { data: any; meta: any } };
    };
    const company = await ask('/v2/companies/find?domain=northwind-robotics.test&locale=ja');
    out(`GET /v2/companies/find?domain=northwind-robotics.test&locale=ja -> ${company.status}`);
    const c = company.body.data;
    out(`  ${c.name} (${c.legalName}), ${c.location}; ${c.category.industry}; ${c.metrics.employees} employees; time zone ${c.timeZone} (UTC${c.utcOffset >= 0 ? '+' : ''}${c.utcOffset})`);

    const person = await ask('/v2/combined/find?email=anne-sophie.delatour@northwind-robotics.test');
    out(`GET /v2/combined/find?email=anne-sophie.delatour@northwind-robotics.test -> ${person.status}`);
    const p = person.body.data.person;
    out(`  ${p.name.fullName}: ${p.employment.title} at ${p.employment.name} (role ${p.employment.role}, seniority ${p.employment.seniority}), ${p.location}`);

    const search = await ask('/v2/domain-search?domain=sakura-biolabs.test&seniority=executive&limit=5');
    out(`GET /v2/domain-search?domain=sakura-biolabs.test&seniority=executive -> ${search.status}`);
    out(`  ${search.body.meta.results} executive address(es) of ${search.body.data.organization}; pattern ${search.body.data.pattern}`);
    for (const e of search.body.data.emails) {
      out(`    ${e.value}  ${e.position ?? ''}  confidence ${e.confidence}, ${e.sources.length} source(s)`);
    }

    const miss = await ask('/v2/companies/find?domain=unknown-company.test');
    out(`GET /v2/companies/find?domain=unknown-company.test -> ${miss.status} ${JSON.stringify(miss.body)}`);

    out(`\nTry: curl -s '${base}/v2/companies/find?domain=kranich-analytics.test&locale=fr' -H 'X-API-KEY: ${plain}'`);
    if (keep) {
      out('Serving until Ctrl-C.');
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
    }
  } finally {
    await app.close();
    redis.disconnect();
    await redisServer.stop();
  }
}
