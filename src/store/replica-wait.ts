/**
 * Redis replicates asynchronously: a master that dies may take its last writes with it, and the
 * replica promoted in its place (by Sentinel, or by the Cluster's own failover) never had them.
 * A job that wrote its results and then reported itself done on the new master would be done with
 * its results gone. So writes that must survive a failover (a chunk's results, a bulk's state, a
 * queued job) are followed by WAIT (https://redis.io/docs/latest/commands/wait/) on the same
 * connection: it returns once that many replicas acknowledged every write the connection made.
 * This makes a loss on failover unlikely, not impossible (WAIT's own page: a replica that acked
 * may still not be the one promoted); what it buys is that work reported done is on a replica.
 *
 * The policy (REDIS_WAIT_REPLICAS, REDIS_WAIT_TIMEOUT_MS) travels with the connection
 * (src/redis.ts); on a connection without one this is a no-op. A master with fewer replicas
 * connected than asked for waits for those it has: with none there is nothing to fail over to,
 * and WAIT would only block until its timeout on every write.
 */
import { isCluster, replicaWaitPolicy, type Redis } from '../redis.js';

/** Fewer replicas than asked acknowledged the writes in time: the caller's work should be retried. */
export class ReplicaWaitError extends Error {
  constructor(
    readonly acknowledged: number,
    readonly wanted: number,
    timeoutMs: number,
  ) {
    super(`${acknowledged} of ${wanted} Redis replicas acknowledged the writes within ${timeoutMs} ms`);
    this.name = 'ReplicaWaitError';
  }
}

/** Runs commands on the master that holds `key`: on a Cluster, a pipeline goes to its keys' slot. */
async function onMasterOf<T>(client: Redis, key: string, command: (c: Redis) => Promise<T>, clusterCommand: (p: ReturnType<Redis['pipeline']>) => void): Promise<T> {
  if (!isCluster(client)) return command(client);
  // EXISTS only routes the pipeline to the slot's master: WAIT and ROLE have no key of their own.
  const pipeline = client.pipeline().exists(key);
  clusterCommand(pipeline);
  const res = (await pipeline.exec()) ?? [];
  for (const [err] of res) if (err) throw err;
  return res[1]![1] as T;
}

/**
 * Waits until the connection's writes so far are on the replicas the policy asks for (of the
 * master holding `key`); throws ReplicaWaitError when they are not within the timeout.
 */
export async function waitForReplicas(client: Redis, key: string): Promise<void> {
  const policy = replicaWaitPolicy(client);
  if (!policy) return;
  // ROLE on a master: ['master', offset, [[ip, port, offset], ...]], the replicas connected now.
  const role = await onMasterOf(client, key, (c) => c.role(), (p) => p.role());
  const connected = Array.isArray(role[2]) ? role[2].length : 0;
  const wanted = Math.min(policy.replicas, connected);
  if (wanted === 0) return;
  const acknowledged = await onMasterOf(client, key, (c) => c.wait(wanted, policy.timeoutMs), (p) => p.wait(wanted, policy.timeoutMs));
  if (acknowledged < wanted) throw new ReplicaWaitError(acknowledged, wanted, policy.timeoutMs);
}
