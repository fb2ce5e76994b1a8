#!/usr/bin/env node
/**
 * The command line: `serve` runs the API; `import` loads the index from the user's files and
 * `export` writes it back in the same formats; `keys` manages API keys.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig, type Config } from './config.js';
import { INDEX_KINDS, type IndexKind } from './core/index-records.js';
import { openGraph, openServiceDatabase, type Services } from './composition/index.js';
import type { Database } from './store/pg/database.js';
import { KEY_ROLES, checkTeamName, type KeyRole } from './core/access/api-keys.js';
import { IndexRepository } from './store/index-repository.js';
import { IndexImporter, type ImportSummary } from './importer/index-importer.js';
import { exportIndex } from './importer/index-exporter.js';
import { runProcess } from './server.js';
import { runDemo } from './demo/demo-run.js';
import { startSandbox } from './sandbox/index.js';
import { BULK_KINDS } from './core/bulk/kinds/index.js';
import { INPUT_FIELDS, isInputField } from './core/bulk/kind.js';
import { createLogger } from './logger.js';
import { startWorker } from './worker.js';
import { runBulkFile, summaryTable } from './demo/bulk-runner.js';
import { JobName } from './pipeline/job-names.js';
import { SERVICE_VERSION } from './version.js';
import { compileTools, serveStdio } from './mcp/index.js';
import { createUsageCounter } from './api/usage.js';
import { HttpError } from './api/errors.js';

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

/** The services for one command (the composition root's graph), closed afterwards. */
async function withServices<T>(cfg: Config, fn: (services: Services) => Promise<T>): Promise<T> {
  const graph = await openGraph(cfg, createLogger('silent'));
  try {
    return await fn(graph.services);
  } finally {
    await graph.shutdown();
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
  .description('run a worker only (any number of them can share one Redis, or one PostgreSQL without Redis)')
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
  .command('demo')
  .description('the offline demo: sandbox world, a throw-away embedded PostgreSQL (queues included; REDIS_URL: Redis for them), worker and API; a bulk enrichment of examples/contacts.csv')
  .option('--keep', 'keep serving after the bulk')
  .action(async (opts: { keep?: boolean }) => {
    await runDemo(config(), Boolean(opts.keep));
  });

program
  .command('sandbox')
  .description('run the offline sandbox world (DNS, SMTP and websites on 127.0.0.0/8) until Ctrl-C')
  .option('--smtp-port <port>', 'port of every sandbox mail host (default: a free one)', (v) => Number(v))
  .option('--dns-port <port>', 'port of the sandbox DNS server (default: a free one)', (v) => Number(v))
  .option('--latency <ms>', 'delay before each SMTP reply', (v) => Number(v))
  .action(async (opts: { smtpPort?: number; dnsPort?: number; latency?: number }) => {
    const sandbox = await startSandbox({ smtpPort: opts.smtpPort, dnsPort: opts.dnsPort, replyLatencyMs: opts.latency });
    process.stdout.write(
      `sandbox world: ${sandbox.world.domains.length} domains, ${sandbox.world.hosts.length} mail hosts\n` +
        `  DNS_SERVERS=${sandbox.dnsServer} SMTP_PORT=${sandbox.smtpPort} FETCH_HTTP_PORT=${sandbox.webPort} FETCH_ALLOW_CIDRS=127.0.0.0/8\n` +
        `Point the service at it with those variables. Ctrl-C stops it.\n`,
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
    const skipped = await withServices(cfg, async ({ index }) => {
      const importer = new IndexImporter(index);
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
    await withServices(cfg, async ({ index }) => {
      await index.clearCompanySecondaryKeys();
      let n = 0;
      for await (const batch of index.scanCompanies()) {
        await Promise.all(batch.map((c) => index.putCompany(c, null)));
        n += batch.length;
      }
      process.stdout.write(`reindexed ${n} companies\n`);
    });
  });

function collectMapping(value: string, previous: Record<string, string>): Record<string, string> {
  const m = /^([a-z_]+)=(.+)$/.exec(value);
  if (!m || !isInputField(m[1]!)) throw new InvalidArgumentError(`use FIELD=COLUMN, e.g. email="Work email" (fields: ${INPUT_FIELDS.join(', ')})`);
  return { ...previous, [m[1]!]: m[2]! };
}

for (const kind of BULK_KINDS) {
  program
    .command(kind)
    .description(`${kind} every row of a CSV file and write it back with the appended columns`)
    .argument('<file>', 'the CSV file')
    .option('--column <field=column>', 'map an input field to a column name or 0-based index (repeatable)', collectMapping, {})
    .option('--out <file>', 'where to write the result (default: <file>.<kind>.csv)')
    .option('--to-list <name>', 'store the rows as leads in this list (created when missing) instead of writing a file')
    .option('--no-header', 'the file has no header row')
    .option('--delimiter <char>', 'one of , ; tab | (default: detected)')
    .option('--concurrency <n>', 'jobs this process runs at once', (v) => Number(v))
    .action(async (file: string, opts: { column: Record<string, string>; out?: string; toList?: string; header: boolean; delimiter?: string; concurrency?: number }) => {
      const cfg = config();
      const logger = createLogger(cfg.logLevel === 'info' ? 'warn' : cfg.logLevel);
      const graph = await openGraph(cfg, logger);
      const worker = await startWorker(cfg, graph, logger, opts.concurrency);
      try {
        const mapping = Object.fromEntries(Object.entries(opts.column).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));
        const out = opts.toList ? null : (opts.out ?? file.replace(/(\.csv)?$/i, `.${kind}.csv`));
        const done = await runBulkFile(worker.pipeline.bulks, {
          file,
          kind,
          out,
          toList: opts.toList ?? null,
          header: opts.header === false ? false : undefined,
          delimiter: opts.delimiter === 'tab' ? '\t' : opts.delimiter,
          mapping,
          progress: process.stderr.isTTY === true,
          maxUploadBytes: cfg.bulk.maxUploadBytes,
        });
        if (done.state !== 'completed') {
          process.stderr.write(`bulk ${done.state}${done.error ? `: ${done.error}` : ''}\n`);
          process.exitCode = 1;
        } else {
          process.stdout.write(`${summaryTable(done)}\n${out ? `written to ${out}` : `stored as leads in "${opts.toList}" (list ${done.leadsListId})`}\n`);
        }
      } catch (err) {
        process.stderr.write(`${(err as Error).message}\n`);
        process.exitCode = 1;
      } finally {
        await worker.close();
        await graph.shutdown();
      }
    });
}

/** What a re-verification run changed, from its chunks' results: checked, changed, and by status now. */
export function reverifySummary(chunks: readonly { leads: number; changed: number; statuses?: Record<string, number> }[]): string {
  const statuses: Record<string, number> = {};
  let checked = 0;
  let changed = 0;
  for (const c of chunks) {
    checked += c.leads;
    changed += c.changed;
    for (const [k, n] of Object.entries(c.statuses ?? {})) statuses[k] = (statuses[k] ?? 0) + n;
  }
  const rows = Object.entries(statuses).sort((a, b) => b[1] - a[1]);
  const width = Math.max(14, ...rows.map(([k]) => k.length + 2));
  return [
    `${'checked'.padEnd(width)} ${checked}`,
    `${'changed status'.padEnd(width)} ${changed}`,
    ...(rows.length > 0 ? ['by status now:', ...rows.map(([k, n]) => `${`  ${k}`.padEnd(width)} ${n}`)] : []),
  ].join('\n');
}

program
  .command('reverify')
  .description('queue re-verification of leads whose verification is older than REVERIFY_AFTER_DAYS, and run it')
  .option('--days <n>', 'older than this many days (default REVERIFY_AFTER_DAYS)', (v) => Number(v))
  .action(async (opts: { days?: number }) => {
    const cfg = config();
    const logger = createLogger(cfg.logLevel === 'info' ? 'warn' : cfg.logLevel);
    const graph = await openGraph(cfg, logger);
    const worker = await startWorker(cfg, graph, logger);
    try {
      const started = Date.now();
      const scan = (await worker.pipeline.queue.runNow(JobName.ReverifyScan, { olderThanDays: opts.days })) as { leads: number; before: string };
      process.stdout.write(`Leads verified before ${scan.before.slice(0, 10)}: ${scan.leads}, queued for re-verification.\n`);
      await worker.pipeline.queue.drained(['verify']);
      const chunks = (await worker.pipeline.queue.completedSince(JobName.ReverifyChunk, started)) as { leads: number; changed: number; statuses?: Record<string, number> }[];
      process.stdout.write(`${reverifySummary(chunks)}\n`);
    } finally {
      await worker.close();
      await graph.shutdown();
    }
  });

program
  .command('export')
  .description('write the index in the import formats (companies/people/emails/domains.jsonl) into DIR, for `import` elsewhere')
  .argument('<dir>', 'folder to write into (created when missing; existing export files are not overwritten)')
  .action(async (dir: string) => {
    const cfg = config();
    mkdirSync(dir, { recursive: true });
    try {
      await withServices(cfg, async ({ index }) => {
        for (const s of await exportIndex(index, dir)) process.stdout.write(`${s.kind}: ${s.records} records -> ${s.file}\n`);
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      process.stderr.write(`${(err as NodeJS.ErrnoException).path ?? dir} exists: export into an empty folder\n`);
      process.exitCode = 1;
    }
  });

const keys = program.command('keys').description('manage API keys (stored hashed)');
keys
  .command('create')
  .description('create a key and print it once (only its SHA-256 is stored)')
  .option('--name <name>', 'a label for the key', 'default')
  .option('--admin', 'an operator key: opens the queue board and the deployment-wide parts of /v2/status and /metrics')
  .option('--team <team>', "the key's team: it sees that team's leads, lists and campaigns only (default: the deployment's shared team)")
  .action(async (opts: { name: string; admin?: boolean; team?: string }) => {
    const cfg = config();
    let team: string | null = null;
    try {
      team = opts.team ? checkTeamName(opts.team) : null;
    } catch (err) {
      process.stderr.write(`${(err as Error).message}\n`);
      process.exit(2);
    }
    await withServices(cfg, async ({ keys }) => {
      const { plain, key } = await keys.create({ name: opts.name, role: opts.admin ? 'admin' : 'user', team });
      process.stdout.write(`${plain}\n`);
      process.stderr.write(`key ${key.id} "${key.name}" (${key.role}${key.team ? `, team ${key.team}` : ''}) created; the key above is shown only once\n`);
    });
  });
keys
  .command('list')
  .description('id, name, role, team, creation date and state of every key (never the keys themselves)')
  .action(async () => {
    const cfg = config();
    await withServices(cfg, async ({ keys }) => {
      for (const k of await keys.list()) {
        process.stdout.write(`${k.id}\t${k.name}\t${k.role}\t${k.team ?? '-'}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}\n`);
      }
    });
  });
keys
  .command('role')
  .description('make a key an operator (admin) or an ordinary key (user)')
  .argument('<id>')
  .argument('<role>', 'admin or user', (v: string) => {
    if (!(KEY_ROLES as readonly string[]).includes(v)) throw new InvalidArgumentError(`expected ${KEY_ROLES.join('|')}`);
    return v as KeyRole;
  })
  .action(async (id: string, role: KeyRole) => {
    const cfg = config();
    await withServices(cfg, async ({ keys }) => {
      const ok = await keys.setRole(id, role);
      process.stdout.write(ok ? `key ${id} is now ${role}\n` : `no key ${id}\n`);
      process.exitCode = ok ? 0 : 1;
    });
  });
keys
  .command('revoke')
  .description('revoke a key: the API and the queue board refuse it from its next request')
  .argument('<id>')
  .action(async (id: string) => {
    const cfg = config();
    await withServices(cfg, async ({ keys }) => {
      const ok = await keys.revoke(id);
      process.stdout.write(ok ? `key ${id} revoked\n` : `no key ${id}\n`);
      process.exitCode = ok ? 0 : 1;
    });
  });

program
  .command('mcp')
  .description('serve the MCP tools over stdio for a desktop agent, as the key in API_KEY (or --api-key): its rate limits, usage and records')
  .option('--api-key <key>', 'the API key (default: the API_KEY environment variable)')
  .action(async (opts: { apiKey?: string }) => {
    const cfg = config();
    const plain = opts.apiKey ?? cfg.apiKey;
    if (!plain) {
      process.stderr.write('cli mcp needs an API key: set API_KEY or pass --api-key (create one with `cli keys create`)\n');
      process.exit(2);
    }
    // stdout carries the protocol: every log line goes to stderr.
    const logger = createLogger(cfg.logLevel === 'info' ? 'warn' : cfg.logLevel, 'cds-mcp', process.stderr);
    const graph = await openGraph(cfg, logger);
    const usage = createUsageCounter(graph.services.keys, (err) => logger.warn({ err }, 'could not count answered tool calls in the key usage'));
    try {
      await serveStdio({ config: cfg, logger, services: graph.services, pipeline: graph.pipeline, usage }, plain, compileTools(cfg.wireKeys));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      process.stderr.write(`${err.details}\n`);
      process.exitCode = 1;
    } finally {
      await usage.flush();
      await graph.shutdown();
    }
  });

program
  .command('migrate')
  .description('apply the PostgreSQL schema migrations (DATABASE_URL, else the embedded cluster in EMBEDDED_PG_DIR); the API and the worker also do it at start-up')
  .action(async () => {
    const cfg = config();
    const db = await openServiceDatabase(cfg, null);
    try {
      const where = cfg.databaseUrl ? 'DATABASE_URL' : `the embedded cluster in ${cfg.embeddedDataDir}`;
      process.stdout.write(db.applied.length > 0 ? `applied to ${where}: ${db.applied.join(', ')}\n` : `the schema of ${where} is up to date\n`);
    } finally {
      await db.close();
    }
  });

program.parseAsync(process.argv);
