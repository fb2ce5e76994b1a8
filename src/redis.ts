import { Cluster, Redis as RedisNode, SentinelConnector, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { RedisConnectionConfig, ReplicaWaitPolicy } from './config.js';

/**
 * A connection to the deployment's Redis: one node (also when Sentinel picked it) or a Cluster.
 * Both run the commands the stores use (ordinary commands, scripts defined with defineCommand,
 * MULTI and pipelines whose keys share a slot); what differs (SCAN, a subscriber connection, where
 * a WAIT goes) is handled where it matters, by `isCluster`.
 */
export type Redis = RedisNode | Cluster;
export { Cluster, RedisNode };

/** Options for the node connections (a Cluster's too) and, for a Cluster, its own. */
export interface ConnectOptions extends RedisOptions {
  cluster?: Omit<ClusterOptions, 'redisOptions'>;
}

// The replica-wait policy each connection was opened with (src/store/replica-wait.ts reads it):
// the stores and the queue get it with the connection they write on, not through their constructors.
const waitPolicies = new WeakMap<object, ReplicaWaitPolicy>();

export function replicaWaitPolicy(client: Redis): ReplicaWaitPolicy | null {
  return waitPolicies.get(client) ?? null;
}

export function isCluster(client: Redis): client is Cluster {
  return (client as { isCluster?: boolean }).isCluster === true;
}

/**
 * Opens a connection to the configured Redis. `unix:///path/to.sock` URLs are accepted as
 * well as redis:// ones, so tests can run a private server on a socket.
 */
export function createRedis(url: string, options: RedisOptions = {}): RedisNode {
  // Auto-pipelining sends the commands of concurrent requests in one write: under load this
  // saves a syscall and a Redis wake-up per command, with no change to any command's meaning.
  const opts: RedisOptions = { enableAutoPipelining: true, ...options };
  if (url.startsWith('unix:')) {
    const parsed = new URL(url);
    return new RedisNode({ path: decodeURIComponent(parsed.pathname), ...opts });
  }
  return new RedisNode(url, opts);
}

/**
 * ioredis' Sentinel connector with its failover detector tied to the connection it was started
 * for. The detector (failoverDetector: true) subscribes to the sentinels' +switch-master when a
 * connection to the master opens, and on that message disconnects the connector. ioredis leaves
 * it subscribed after that connection closes; when the master dies the client then reconnects,
 * asking the sentinels for the master again and again until they promote the replica, and if the
 * +switch-master arrives while one of those questions is out, the disconnect makes the pending
 * connect fail ("Connection is closed.") and ioredis ends the client for good (status `end`: every
 * later command fails and nothing reconnects it). A worker whose store or queue connection ended
 * so failed every job it took, and a bulk never completed. Here a new connect retires the old
 * detector first: a connect asks the sentinels anyway, and the connection it opens gets a
 * detector of its own. Passed as the `Connector` option, so ioredis' duplicate() (BullMQ's
 * blocking connections) keeps it.
 */
export class SentinelConnection extends SentinelConnector {
  override connect(eventEmitter: Parameters<SentinelConnector['connect']>[0]): ReturnType<SentinelConnector['connect']> {
    const self = this as unknown as { failoverDetector: { cleanup(): void } | null };
    self.failoverDetector?.cleanup();
    self.failoverDetector = null;
    return super.connect(eventEmitter);
  }
}

/**
 * Connects to the deployment as configured: one node, the master a Sentinel group names (ioredis
 * asks the sentinels and follows a failover: https://github.com/redis/ioredis#sentinel), or a
 * Cluster (commands go to the master of their keys' slot and follow MOVED after a failover:
 * https://github.com/redis/ioredis#cluster). `options` apply to every node connection.
 */
export function connectRedis(conn: RedisConnectionConfig, options: ConnectOptions = {}): Redis {
  const { cluster: clusterOptions, ...nodeOptions } = options;
  let client: Redis;
  if (conn.kind === 'single') {
    client = createRedis(conn.url, nodeOptions);
  } else if (conn.kind === 'sentinel') {
    client = new RedisNode({
      enableAutoPipelining: true,
      sentinels: conn.sentinels.map((n) => ({ host: n.host, port: n.port })),
      name: conn.name,
      ...(conn.password !== undefined ? { password: conn.password } : {}),
      ...(conn.sentinelPassword !== undefined ? { sentinelPassword: conn.sentinelPassword } : {}),
      // Hears the sentinels' +switch-master and moves at once, instead of when the old master's
      // connection fails (ioredis SentinelConnector).
      failoverDetector: true,
      // ... with the detector retired when its connection is (SentinelConnection above).
      Connector: SentinelConnection as NonNullable<RedisOptions['Connector']>,
      ...nodeOptions,
    });
  } else {
    const { enableAutoPipelining = true, ...redisOptions } = nodeOptions;
    client = new Cluster(
      conn.nodes.map((n) => ({ host: n.host, port: n.port })),
      {
        enableAutoPipelining,
        // Reads and writes go to masters: a replica may not have a write yet (asynchronous replication).
        scaleReads: 'master',
        // During a failover the dead master's slots answer nothing until a replica takes them over
        // (cluster-node-timeout plus an election): retry for that long instead of failing at once.
        retryDelayOnFailover: 300,
        retryDelayOnClusterDown: 300,
        maxRedirections: 64,
        ...clusterOptions,
        redisOptions: { ...(conn.password !== undefined ? { password: conn.password } : {}), ...redisOptions },
      },
    );
  }
  if (conn.replicaWait && conn.replicaWait.replicas > 0) waitPolicies.set(client, conn.replicaWait);
  return client;
}

/**
 * The keys matching `pattern`, a batch at a time. A Cluster spreads its keys over its masters and
 * SCAN walks one node, so every master is scanned (https://redis.io/docs/latest/commands/scan/).
 */
export async function* scanKeys(client: Redis, pattern: string, count = 1000): AsyncGenerator<string[]> {
  const nodes: RedisNode[] = isCluster(client) ? client.nodes('master') : [client];
  for (const node of nodes) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', count);
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0');
  }
}
