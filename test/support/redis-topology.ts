/**
 * Redis deployments of several processes, started by the tests on free loopback ports in a
 * temporary folder, and torn down (every process killed, the folder removed) by `stop`:
 * - a Cluster of 3 masters and 3 replicas (`redis-server --cluster-enabled yes`, then
 *   `redis-cli --cluster create ... --cluster-replicas 1`), with a short cluster-node-timeout so a
 *   dead master's replica takes over in seconds;
 * - a Sentinel group: a master, its replica and three sentinels (quorum 2), with a short
 *   down-after-milliseconds.
 * Both need redis-server and redis-cli (Debian: redis-server, redis-tools); `redisToolsMissing`
 * says which is missing, for a skip that names it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { RedisNode } from '../../src/redis.js';

function onPath(bin: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, bin), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** null when redis-server and redis-cli are both on the PATH, else what is missing (for the skip). */
export const redisToolsMissing: string | null = (() => {
  const missing = ['redis-server', 'redis-cli'].filter((b) => !onPath(b));
  return missing.length > 0 ? `${missing.join(' and ')} not on the PATH (Debian: redis-server, redis-tools)` : null;
})();

/** Ports no one listens on now (the OS's pick; a server started right after takes them). */
async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: n }, () => new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
      const s = createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => resolve(s));
    })),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** One command to one node on a connection of its own (no retries: a dead node fails at once). */
async function ask(port: number, ...args: (string | number)[]): Promise<unknown> {
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no such port: ${port}`);
  const client = new RedisNode({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.call(String(args[0]), ...args.slice(1).map(String));
  } finally {
    client.disconnect();
  }
}

function infoField(info: unknown, field: string): string | null {
  const m = new RegExp(`^${field}:(.*)$`, 'm').exec(String(info));
  return m ? m[1]!.trim() : null;
}

class Processes {
  readonly dir = mkdtempSync(join(tmpdir(), 'cds-redis-topology-'));
  readonly byPort = new Map<number, ChildProcess>();

  async start(port: number, args: string[]): Promise<void> {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.byPort.set(port, child);
    await until(`redis-server on port ${port}`, 15_000, async () => (child.exitCode === null ? (await ask(port, 'PING')) === 'PONG' : Promise.reject(new Error('exited'))));
  }

  alive(port: number): boolean {
    const child = this.byPort.get(port);
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** SIGKILL: the process has no chance to hand anything over. */
  async kill(port: number): Promise<void> {
    const child = this.byPort.get(port);
    if (!child || !this.alive(port)) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGSTOP / SIGCONT: a node that stops answering without closing its connections. */
  signal(port: number, signal: 'SIGSTOP' | 'SIGCONT'): void {
    if (this.alive(port)) this.byPort.get(port)!.kill(signal);
  }

  async stop(): Promise<void> {
    // A stopped process would not act on SIGKILL's exit until continued.
    for (const port of this.byPort.keys()) this.signal(port, 'SIGCONT');
    await Promise.all([...this.byPort.keys()].map((p) => this.kill(p)));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface TestCluster {
  /** host:port of every node, comma-separated (REDIS_CLUSTER_NODES). */
  readonly nodes: string;
  readonly ports: readonly number[];
  readonly nodeTimeoutMs: number;
  /** The port of the master serving `key`'s slot now, and of its replicas. */
  shardOf(key: string): Promise<{ master: number; replicas: number[] }>;
  /** Masters now (ports). */
  masters(): Promise<number[]>;
  /** INFO of one node (a section, or the default ones). */
  info(port: number, section?: string): Promise<string>;
  kill(port: number): Promise<void>;
  /** Waits until `replica` is a master and the cluster reports state ok; ms since `since`. */
  promoted(replica: number, since: number): Promise<{ promotedMs: number; clusterOkMs: number }>;
  stop(): Promise<void>;
}

/** A Cluster of `masters` masters with one replica each. */
export async function startCluster(options: { masters?: number; nodeTimeoutMs?: number } = {}): Promise<TestCluster> {
  const masters = options.masters ?? 3;
  const nodeTimeoutMs = options.nodeTimeoutMs ?? 2000;
  const procs = new Processes();
  try {
    const all = await freePorts(masters * 4);
    const ports = all.slice(0, masters * 2);
    const busPorts = all.slice(masters * 2);
    await Promise.all(
      ports.map((port, i) => {
        const dir = join(procs.dir, String(port));
        mkdirSync(dir);
        return procs.start(port, [
          '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
          '--cluster-enabled', 'yes', '--cluster-config-file', join(dir, 'nodes.conf'),
          '--cluster-port', String(busPorts[i]), '--cluster-node-timeout', String(nodeTimeoutMs),
          '--save', '', '--appendonly', 'no',
        ]);
      }),
    );
    const create = spawn('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    create.stdout.on('data', (d: Buffer) => (output += d.toString()));
    create.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((r) => create.once('exit', r));
    if (code !== 0) throw new Error(`redis-cli --cluster create failed (${code}): ${output.slice(-2000)}`);
    const shards = async () => (await ask(ports[0]!, 'CLUSTER', 'SLOTS')) as [number, number, [string, number, string], ...[string, number, string][]][];
    // Every node sees the cluster ok, and every master has its replica attached and in sync.
    await until('the cluster to be ok with a replica per master', 30_000, async () => {
      for (const p of ports) if (infoField(await ask(p, 'CLUSTER', 'INFO'), 'cluster_state') !== 'ok') return false;
      const slots = await shards();
      const masterPorts = new Set(slots.map((s) => s[2][1]));
      if (masterPorts.size !== masters) return false;
      for (const m of masterPorts) {
        const role = (await ask(m, 'ROLE')) as [string, number, [string, string, string][]];
        if (role[0] !== 'master' || role[2].length < 1) return false;
      }
      for (const p of ports.filter((p) => !masterPorts.has(p))) {
        if (infoField(await ask(p, 'INFO', 'replication'), 'master_link_status') !== 'up') return false;
      }
      return true;
    });
    return {
      nodes: ports.map((p) => `127.0.0.1:${p}`).join(','),
      ports,
      nodeTimeoutMs,
      async shardOf(key) {
        const alive = ports.filter((p) => procs.alive(p));
        const slot = Number(await ask(alive[0]!, 'CLUSTER', 'KEYSLOT', key));
        const range = ((await ask(alive[0]!, 'CLUSTER', 'SLOTS')) as [number, number, [string, number, string], ...[string, number, string][]][]).find((s) => s[0] <= slot && slot <= s[1]);
        if (!range) throw new Error(`no node serves slot ${slot}`);
        const master = range[2][1];
        // The master's own word on its replicas (ROLE), not a node's view of the slot map.
        const role = (await ask(master, 'ROLE')) as [string, number, [string, string, string][]];
        return { master, replicas: role[2].map((r) => Number(r[1])) };
      },
      async masters() {
        const alive = ports.filter((p) => procs.alive(p));
        const slots = (await ask(alive[0]!, 'CLUSTER', 'SLOTS')) as [number, number, [string, number, string]][];
        return [...new Set(slots.map((s) => s[2][1]))].sort((a, b) => a - b);
      },
      info: async (port, section) => String(section ? await ask(port, 'INFO', section) : await ask(port, 'INFO')),
      kill: (port) => procs.kill(port),
      async promoted(replica, since) {
        await until(`port ${replica} to be promoted`, 60_000, async () => ((await ask(replica, 'ROLE')) as string[])[0] === 'master');
        const promotedMs = Date.now() - since;
        await until('the cluster to be ok again', 60_000, async () => infoField(await ask(replica, 'CLUSTER', 'INFO'), 'cluster_state') === 'ok');
        return { promotedMs, clusterOkMs: Date.now() - since };
      },
      stop: () => procs.stop(),
    };
  } catch (err) {
    await procs.stop();
    throw err;
  }
}

export interface TestSentinelGroup {
  /** host:port of the three sentinels, comma-separated (REDIS_SENTINELS). */
  readonly sentinels: string;
  readonly name: string;
  readonly downAfterMs: number;
  /** The master's port as the sentinels name it now. */
  master(): Promise<number>;
  /** The data nodes (master and replica at the start). */
  readonly dataPorts: readonly number[];
  kill(port: number): Promise<void>;
  /** Freezes a node (SIGSTOP) or lets it go on (SIGCONT). */
  signal(port: number, signal: 'SIGSTOP' | 'SIGCONT'): void;
  /** Waits until the sentinels name another master than `old` and it answers as one; ms since `since`. */
  promoted(old: number, since: number): Promise<{ promotedMs: number; port: number }>;
  stop(): Promise<void>;
}

/** A master, one replica and three sentinels watching them as `name`. */
export async function startSentinelGroup(options: { name?: string; downAfterMs?: number } = {}): Promise<TestSentinelGroup> {
  const name = options.name ?? 'mymaster';
  const downAfterMs = options.downAfterMs ?? 1000;
  const procs = new Processes();
  try {
    const [masterPort, replicaPort, ...sentinelPorts] = await freePorts(5);
    const data = [masterPort!, replicaPort!];
    for (const port of data) {
      const dir = join(procs.dir, String(port));
      mkdirSync(dir);
      await procs.start(port, [
        '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no',
        ...(port === replicaPort ? ['--replicaof', '127.0.0.1', String(masterPort)] : []),
      ]);
    }
    await until('the replica to be in sync', 30_000, async () => infoField(await ask(replicaPort!, 'INFO', 'replication'), 'master_link_status') === 'up');
    for (const port of sentinelPorts) {
      const dir = join(procs.dir, `sentinel-${port}`);
      mkdirSync(dir);
      // Sentinel rewrites its configuration file as it learns the group: it must be writable.
      const conf = join(dir, 'sentinel.conf');
      writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${name} 127.0.0.1 ${masterPort} 2`,
          `sentinel down-after-milliseconds ${name} ${downAfterMs}`,
          `sentinel failover-timeout ${name} 10000`,
          `sentinel parallel-syncs ${name} 1`,
          '',
        ].join('\n'),
      );
      await procs.start(port, [conf, '--sentinel']);
    }
    // Each sentinel knows the replica and the two other sentinels (learned through the master's
    // hello channel every 2 s): only then can they agree on a failover.
    await until('the sentinels to know each other and the replica', 30_000, async () => {
      for (const port of sentinelPorts) {
        const others = (await ask(port, 'SENTINEL', 'SENTINELS', name)) as unknown[];
        const replicas = (await ask(port, 'SENTINEL', 'REPLICAS', name)) as string[][];
        if (others.length < 2 || replicas.length < 1) return false;
        if (!replicas.every((r) => String(r[r.indexOf('flags') + 1]) === 'slave')) return false;
      }
      return true;
    });
    const master = async () => Number(((await ask(sentinelPorts[0]!, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name)) as string[])[1]);
    return {
      sentinels: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','),
      name,
      downAfterMs,
      dataPorts: data,
      master,
      kill: (port) => procs.kill(port),
      signal: (port, signal) => procs.signal(port, signal),
      async promoted(old, since) {
        const port = await until('the sentinels to name a new master', 60_000, async () => {
          for (const s of sentinelPorts) {
            const p = Number(((await ask(s, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name)) as string[])[1]);
            if (p === old) return false;
          }
          const p = await master();
          return ((await ask(p, 'ROLE')) as string[])[0] === 'master' ? p : false;
        });
        return { promotedMs: Date.now() - since, port };
      },
      stop: () => procs.stop(),
    };
  } catch (err) {
    await procs.stop();
    throw err;
  }
}
