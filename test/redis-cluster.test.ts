/**
 * The Redis + PostgreSQL shape on a Redis Cluster of 3 masters and 3 replicas started by the test
 * (test/support/redis-topology.ts): the Redis store contracts pass on it (every script call and
 * MULTI in one slot, SCAN on every master), a verify bulk survives a worker killed with SIGKILL,
 * and it survives the master of the queues' slot killed with SIGKILL, its replica promoted by the
 * cluster's own failover (cluster-node-timeout 2 s), with nothing lost or doubled. Slow: real
 * processes, real failovers. The failover's figures are reported as test annotations
 * (`npx vitest run test/redis-cluster.test.ts --reporter=verbose` prints them).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisKeys } from '../src/store/redis-keys.js';
import { redisToolsMissing, startCluster, type TestCluster } from './support/redis-topology.js';
import { bulkCsv, expectEveryRowOnce, killDuringBulk, killWorkerMidBulk, openBulkStack, ROWS, type BulkStack } from './support/crash-bulk.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The store contracts with a Redis implementation (their suites on redis). */
const CONTRACTS = ['api-key', 'bulk', 'client-rate-limit', 'crawl-state', 'mail-cache', 'pace'].map((s) => `src/store/${s}-repository.test.ts`);

/** Lua script calls a node has run (EVAL and EVALSHA), from INFO commandstats. */
function scriptCalls(info: string): number {
  let n = 0;
  for (const m of info.matchAll(/^cmdstat_(?:eval|evalsha):calls=(\d+)/gm)) n += Number(m[1]);
  return n;
}

describe.skipIf(redisToolsMissing !== null)(`a Redis Cluster of 3 masters and 3 replicas${redisToolsMissing ? ` (skipped: ${redisToolsMissing})` : ''}`, () => {
  let cluster: TestCluster;
  const stacks: BulkStack[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ masters: 3, nodeTimeoutMs: 2000 });
  }, 90_000);

  afterAll(async () => {
    for (const s of stacks) await s.close().catch(() => undefined);
    await cluster?.stop();
  }, 60_000);

  const redisEnv = () => ({ REDIS_CLUSTER_NODES: cluster.nodes, REDIS_WAIT_REPLICAS: '1', REDIS_WAIT_TIMEOUT_MS: '1000' });

  async function stack(prefix: string): Promise<BulkStack> {
    const s = await openBulkStack(redisEnv(), prefix);
    stacks.push(s);
    return s;
  }

  it('passes the Redis store contracts, with script calls on every master', async () => {
    const masters = await cluster.masters();
    const before = await Promise.all(masters.map(async (p) => scriptCalls(await cluster.info(p, 'commandstats'))));
    const out = mkdtempSync(join(tmpdir(), 'cds-cluster-contracts-'));
    try {
      const report = join(out, 'report.json');
      // A run of its own, whose store contracts' Redis side is this cluster (test/support/store-shapes.ts).
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
      const child = spawn(
        process.execPath,
        [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'redis', ...CONTRACTS, '-t', "on '?redis", '--reporter=json', `--outputFile=${report}`],
        { cwd: ROOT, env: { ...env, TEST_REDIS_CLUSTER_NODES: cluster.nodes }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      const result = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[] };
      const failed = result.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${a.fullName}: ${a.failureMessages.join(' ').slice(0, 500)}`));
      expect(failed, stderr.slice(-2000)).toEqual([]);
      expect(code).toBe(0);
      expect(result.numPassedTests).toBeGreaterThan(60);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    // The contracts' keys spread over the masters: each ran some of their scripts.
    const after = await Promise.all(masters.map(async (p) => scriptCalls(await cluster.info(p, 'commandstats'))));
    masters.forEach((_, i) => expect(after[i]! - before[i]!, `master ${i}`).toBeGreaterThan(0));
  }, 600_000);

  it('completes a verify bulk with every row once after a worker is killed with SIGKILL mid-bulk', async () => {
    const s = await stack('cluster-worker-kill:');
    const { id } = await s.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] });
    await killWorkerMidBulk(s, id);
    await expectEveryRowOnce(s.pipeline, id);
  }, 400_000);

  it("completes a verify bulk with nothing lost or doubled when the master of the queues' slot is killed with SIGKILL mid-bulk", async ({ annotate }) => {
    const prefix = 'cluster-failover:';
    const s = await stack(prefix);
    const queueShard = await cluster.shardOf(new RedisKeys(prefix).bull());
    expect(queueShard.replicas).toHaveLength(1);
    const { id } = await s.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] });
    const { killed, processedAtKill, completedMs, rows } = await killDuringBulk(s, id, async (killedAt) => {
      await cluster.kill(queueShard.master);
      return cluster.promoted(queueShard.replicas[0]!, killedAt);
    });
    const { promotedMs, clusterOkMs } = killed;
    const bulkShard = await cluster.shardOf(new RedisKeys(prefix).bulk(id));
    await annotate(
      `cluster failover: master of the {bull} slot SIGKILLed at ${processedAtKill} of ${ROWS} rows; replica promoted after ${(promotedMs / 1000).toFixed(1)} s, ` +
        `cluster_state ok after ${(clusterOkMs / 1000).toFixed(1)} s (cluster-node-timeout ${cluster.nodeTimeoutMs} ms); bulk completed ${(completedMs / 1000).toFixed(1)} s after the kill; ` +
        `rows lost ${rows.lost}, doubled ${rows.doubled}, misplaced ${rows.misplaced}; the bulk's own keys on ${bulkShard.master === queueShard.replicas[0] ? 'the same (now promoted) shard' : 'another shard'}`,
    );
    await expectEveryRowOnce(s.pipeline, id);
  }, 500_000);
});
