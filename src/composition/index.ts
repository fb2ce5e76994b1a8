/**
 * The composition root: the one place the service graph is built. Every process (the API, the
 * worker, both in one for `start`, the demo, the CLI) opens its database and its shared state
 * (Redis or PostgreSQL: ./shared-state.ts), calls `compose` once, and takes what it runs from the graph, so one process never holds two graphs
 * (two SMTP gates would each let a mail server see its own share of connections).
 */
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { openSharedState, type SharedState, type SharedStateOptions } from './shared-state.js';
import { openDatabase, type Database } from '../store/pg/database.js';
import { QueueRetries } from '../pipeline/queue-retries.js';
import { buildServices, type ServiceOverrides, type Services } from './services.js';
import { buildPipeline, createQueue, type Pipeline } from './pipeline.js';

export type { Pipeline, ServiceOverrides, Services, SharedState, SharedStateOptions };
export { openSharedState };
/**
 * The parts alone, for tests and benches that drive the core without a worker (the boundary
 * check keeps every module of src/ and jobs/ to `compose`).
 */
export { buildServices, buildPipeline };

export interface ServiceGraph {
  services: Services;
  pipeline: Pipeline;
  /** Stops retry timers and closes the queue's connections; the database and the shared state stay the caller's. */
  close(): Promise<void>;
}

/**
 * The graph over one database and one shared state. Greylisting retries go through the
 * queue (they survive restarts and run on any worker), unless `overrides.retries` says otherwise.
 */
export function compose(config: Config, state: SharedState, db: Database, logger: Logger, overrides: ServiceOverrides = {}): ServiceGraph {
  const queue = createQueue(state, logger);
  const services = buildServices(config, state, db, { retries: new QueueRetries(queue, logger), ...overrides });
  const pipeline = buildPipeline(config, state, services, logger, queue);
  return {
    services,
    pipeline,
    async close() {
      services.retries.stop();
      await pipeline.close();
    },
  };
}

/**
 * The configured database: DATABASE_URL (and DATABASE_READ_URL), else the embedded server on
 * EMBEDDED_PG_DIR; migrated before it is returned. `temporary`: a throw-away embedded cluster
 * instead (the demo), when no DATABASE_URL is set. `replicaRetryMs`: how long lookups stay on the
 * primary after the replica failed (store/pg/read-pool.ts; tests shorten it).
 */
export function openServiceDatabase(
  config: Config,
  logger: Logger | null,
  options: { temporary?: boolean; schema?: string; replicaRetryMs?: number } = {},
): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    embeddedDataDir: options.temporary ? null : config.embeddedDataDir,
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.replicaRetryMs !== undefined ? { replicaRetryMs: options.replicaRetryMs } : {}),
    onError: (err) => logger?.error({ err: { message: err.message } }, 'postgres connection error'),
    onReplica: (event) =>
      event.state === 'down'
        ? logger?.warn({ err: { message: event.error.message } }, 'read replica unreachable: lookups read the primary')
        : logger?.info('read replica answers again: lookups read it'),
  });
}


/** A process's whole graph with what it stands on: the database and the shared state it opened. */
export interface OpenGraph extends ServiceGraph {
  db: Database;
  state: SharedState;
  /** Closes the graph, then the shared state, then the database. */
  shutdown(): Promise<void>;
}

/**
 * Opens the configured database (openServiceDatabase's options), the shared state over it
 * (Redis or PostgreSQL, by config.queueBackend) and the graph: what every process entry point does.
 */
export async function openGraph(
  config: Config,
  logger: Logger,
  options: { temporary?: boolean; schema?: string; state?: SharedStateOptions; overrides?: ServiceOverrides } = {},
): Promise<OpenGraph> {
  const db = await openServiceDatabase(config, logger, { ...(options.temporary ? { temporary: true } : {}), ...(options.schema ? { schema: options.schema } : {}) });
  const state = openSharedState(config, db, logger, options.state);
  const graph = compose(config, state, db, logger, options.overrides);
  return {
    ...graph,
    db,
    state,
    async shutdown() {
      await graph.close();
      await state.close();
      await db.close();
    },
  };
}
