/**
 * The Redis + PostgreSQL shape on a Redis Sentinel group started by the test
 * (test/support/redis-topology.ts: a master, its replica, three sentinels with quorum 2): a verify
 * bulk survives a worker killed with SIGKILL, and it survives the master killed with SIGKILL, the
 * sentinels promoting the replica (down-after-milliseconds 1 s), with nothing lost or doubled.
 * Slow: real processes, a real failover. The failover's figures are reported as a test annotation
 * (`npx vitest run test/redis-sentinel.test.ts --reporter=verbose` prints them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisToolsMissing, startSentinelGroup, type TestSentinelGroup } from './support/redis-topology.js';
import { ReplicaWaitError, waitForReplicas } from '../src/store/replica-wait.js';
import { bulkCsv, expectEveryRowOnce, killDuringBulk, killWorkerMidBulk, openBulkStack, ROWS, type BulkStack } from './support/crash-bulk.js';

describe.skipIf(redisToolsMissing !== null)(`a Redis Sentinel group (master, replica, three sentinels)${redisToolsMissing ? ` (skipped: ${redisToolsMissing})` : ''}`, () => {
  let group: TestSentinelGroup;
  const stacks: BulkStack[] = [];

  beforeAll(async () => {
    group = await startSentinelGroup({ name: 'cds', downAfterMs: 1000 });
  }, 90_000);

  afterAll(async () => {
    for (const s of stacks) await s.close().catch(() => undefined);
    await group?.stop();
  }, 60_000);

  async function stack(prefix: string): Promise<BulkStack> {
    const s = await openBulkStack({ REDIS_SENTINELS: group.sentinels, REDIS_SENTINEL_NAME: group.name, REDIS_WAIT_REPLICAS: '1', REDIS_WAIT_TIMEOUT_MS: '1000' }, prefix);
    stacks.push(s);
    return s;
  }

  it('connects to the master the sentinels name', async () => {
    const s = await stack('sentinel-connect:');
    await s.redis!.set('sentinel-connect:probe', 'x');
    // ROLE from the connection itself: it is the master (writes go nowhere else).
    expect(((await s.redis!.role()) as unknown[])[0]).toBe('master');
    expect(await s.redis!.del('sentinel-connect:probe')).toBe(1);
  });

  it('waits for the replica after a write that must survive, and says so when it does not answer in time', async () => {
    const s = await stack('sentinel-wait:');
    const master = await group.master();
    const replica = group.dataPorts.find((p) => p !== master)!;
    const key = 'sentinel-wait:probe';
    await s.redis!.set(key, '1');
    await expect(waitForReplicas(s.redis!, key)).resolves.toBeUndefined();
    // A frozen replica stays connected (the master still lists it) but acknowledges nothing.
    group.signal(replica, 'SIGSTOP');
    try {
      await s.redis!.set(key, '2');
      await expect(waitForReplicas(s.redis!, key)).rejects.toThrow(ReplicaWaitError);
    } finally {
      group.signal(replica, 'SIGCONT');
    }
    await expect(waitForReplicas(s.redis!, key)).resolves.toBeUndefined();
    await s.redis!.del(key);
  });

  it('completes a verify bulk with every row once after a worker is killed with SIGKILL mid-bulk', async () => {
    const s = await stack('sentinel-worker-kill:');
    const { id } = await s.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] });
    await killWorkerMidBulk(s, id);
    await expectEveryRowOnce(s.pipeline, id);
  }, 400_000);

  it('completes a verify bulk with nothing lost or doubled when the master is killed with SIGKILL mid-bulk and the sentinels promote its replica', async ({ annotate }) => {
    const s = await stack('sentinel-failover:');
    const master = await group.master();
    const { id } = await s.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] });
    const { killed, processedAtKill, completedMs, rows } = await killDuringBulk(s, id, async (killedAt) => {
      await group.kill(master);
      return group.promoted(master, killedAt);
    });
    const { promotedMs, port } = killed;
    expect(port).not.toBe(master);
    await annotate(
      `sentinel failover: master SIGKILLed at ${processedAtKill} of ${ROWS} rows; replica promoted (every sentinel names it, it answers ROLE master) after ${(promotedMs / 1000).toFixed(1)} s ` +
        `(down-after-milliseconds ${group.downAfterMs}); bulk completed ${(completedMs / 1000).toFixed(1)} s after the kill; rows lost ${rows.lost}, doubled ${rows.doubled}, misplaced ${rows.misplaced}`,
    );
    await expectEveryRowOnce(s.pipeline, id);
  }, 500_000);
});
