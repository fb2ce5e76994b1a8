#!/usr/bin/env node
/**
 * The command line: `serve` runs the API; `import` loads the index from the user's files;
 * `keys` manages API keys.
 */
import { accessSync, constants } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig, type Config } from './config.js';
import { INDEX_KINDS, type IndexKind } from './core/index-records.js';
import { createRedis } from './redis.js';
import { ApiKeyRepository } from './store/api-key-repository.js';
import { IndexRepository } from './store/index-repository.js';
import { IndexImporter, type ImportSummary } from './importer/index-importer.js';
import { runProcess } from './server.js';
import { runExample } from './demo/example-run.js';
import { startSandbox } from './sandbox/index.js';
import { SERVICE_VERSION } from './version.js';

function config(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}

async function withRedis<T>(cfg: Config, fn: (redis: ReturnType<typeof createRedis>) => Promise<T>): Promise<T> {
  const redis = createRedis(cfg.redisUrl, { maxRetriesPerRequest: 2 });
  try {
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

function printSummary(s: ImportSummary): void {
  const out = process.stdout;
  out.write(
    `${s.kind} from ${s.file}: ${s.loaded} loaded (${s.created} new, ${s.updated} updated, ${s.unchanged} unchanged), ${s.skipped} skipped\n`,
  );
  for (const p of s.problems) out.write(`  line ${p.line}: ${p.reason}\n`);
  for (const [field, rows] of Object.entries(s.ignoredFields)) out.write(`  ignored unknown field ${field} (${rows} rows)\n`);
}

const program = new Command()
  .name('cds')
  .description('Contact and company data service')
  .version(SERVICE_VERSION);

program
  .command('serve')
  .description('run the /v2 API only')
  .action(async () => {
    await runProcess(config(), { api: true, worker: false });
  });

program
  .command('work')
  .description('run a worker only (any number of them can share one Redis)')
  .option('--concurrency <n>', 'jobs per queue at once (default WORKER_CONCURRENCY)', (v) => Number(v))
  .action(async (opts: { concurrency?: number }) => {
    await runProcess(config(), { api: false, worker: true, concurrency: opts.concurrency });
  });

program
  .command('start')
  .description('run the API and a worker in one process (one machine)')
  .action(async () => {
    await runProcess(config(), { api: true, worker: true });
  });

program
  .command('example')
  .description('serve the example index on a private Redis and print a few lookups')
  .option('--keep', 'keep serving after the lookups')
  .action(async (opts: { keep?: boolean }) => {
    await runExample(config(), Boolean(opts.keep));
  });

program
  .command('sandbox')
  .description('run the offline sandbox world (DNS and SMTP on 127.0.0.0/8) until Ctrl-C')
  .option('--smtp-port <port>', 'port of every sandbox mail host (default: a free one)', (v) => Number(v))
  .option('--dns-port <port>', 'port of the sandbox DNS server (default: a free one)', (v) => Number(v))
  .option('--latency <ms>', 'delay before each SMTP reply', (v) => Number(v))
  .action(async (opts: { smtpPort?: number; dnsPort?: number; latency?: number }) => {
    const sandbox = await startSandbox({ smtpPort: opts.smtpPort, dnsPort: opts.dnsPort, replyLatencyMs: opts.latency });
    process.stdout.write(
      `sandbox world: ${sandbox.world.domains.length} domains, ${sandbox.world.hosts.length} mail hosts\n` +
        `  DNS_SERVERS=${sandbox.dnsServer} SMTP_PORT=${sandbox.smtpPort}\n` +
        `Point the service at it with those two variables. Ctrl-C stops it.\n`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await sandbox.stop();
  });

program
  .command('import')
  .description('load records into the index (CSV with dotted column names, or JSON Lines)')
  .argument('<kind>', `one of ${INDEX_KINDS.join(', ')}`, (v: string) => {
    if (!(INDEX_KINDS as readonly string[]).includes(v)) throw new InvalidArgumentError(`expected ${INDEX_KINDS.join('|')}`);
    return v as IndexKind;
  })
  .argument('<files...>', 'files to load, in order')
  .action(async (kind: IndexKind, files: string[]) => {
    const cfg = config();
    for (const file of files) {
      try {
        accessSync(file, constants.R_OK);
      } catch (err) {
        process.stderr.write(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}\n`);
        process.exit(2);
      }
    }
    const skipped = await withRedis(cfg, async (redis) => {
      const importer = new IndexImporter(new IndexRepository(redis, cfg.redisPrefix));
      let total = 0;
      for (const file of files) {
        const summary = await importer.importFile(kind, file);
        printSummary(summary);
        total += summary.skipped;
      }
      return total;
    });
    process.exitCode = skipped > 0 ? 1 : 0;
  });

program
  .command('reindex')
  .description("rebuild the companies' secondary keys (names, aliases, discover sets) from the stored records; run it while the service is idle")
  .action(async () => {
    const cfg = config();
    await withRedis(cfg, async (redis) => {
      const index = new IndexRepository(redis, cfg.redisPrefix);
      await index.clearCompanySecondaryKeys();
      let n = 0;
      for await (const batch of index.scanCompanies()) {
        await Promise.all(batch.map((c) => index.putCompany(c, null)));
        n += batch.length;
      }
      process.stdout.write(`reindexed ${n} companies\n`);
    });
  });

const keys = program.command('keys').description('manage API keys (stored hashed)');
keys
  .command('create')
  .option('--name <name>', 'a label for the key', 'default')
  .action(async (opts: { name: string }) => {
    const cfg = config();
    await withRedis(cfg, async (redis) => {
      const { plain, key } = await new ApiKeyRepository(redis, cfg.redisPrefix).create(opts.name);
      process.stdout.write(`${plain}\n`);
      process.stderr.write(`key ${key.id} "${key.name}" created; the key above is shown only once\n`);
    });
  });
keys.command('list').action(async () => {
  const cfg = config();
  await withRedis(cfg, async (redis) => {
    for (const k of await new ApiKeyRepository(redis, cfg.redisPrefix).list()) {
      process.stdout.write(`${k.id}\t${k.name}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}\n`);
    }
  });
});
keys
  .command('revoke')
  .argument('<id>')
  .action(async (id: string) => {
    const cfg = config();
    await withRedis(cfg, async (redis) => {
      const ok = await new ApiKeyRepository(redis, cfg.redisPrefix).revoke(id);
      process.stdout.write(ok ? `key ${id} revoked\n` : `no key ${id}\n`);
      process.exitCode = ok ? 0 : 1;
    });
  });

await program.parseAsync(process.argv);
