/**
 * bench/verify: 10,000 addresses over 200 sandbox domains (each with its own mail server on a
 * loopback address), every SMTP reply delayed 50 ms. Addresses/s of the verifier with session
 * reuse (one domain's addresses share sessions: MAIL FROM, RCPT, RCPT, ...) against the same
 * verifier with reuse off (one connection per address), in the same run, and against the bound
 * the per-server politeness settings allow.
 *
 *   npm run bench:verify [-- --domains 200 --per-domain 50 --latency 50]
 */
import { loadConfig } from '../../src/config.js';
import { createRedis } from '../../src/redis.js';
import { buildServices, openSharedState } from '../../src/composition/index.js';
import { createLogger } from '../../src/logger.js';
import { benchDatabase } from '../support/database.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { startSandboxProcess } from './sandbox-client.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const domains = arg('domains', 200);
const perDomain = arg('per-domain', 50);
const latencyMs = arg('latency', 50);
const perHost = 2;
const politenessMs = 500;

// The sandbox's mail servers stand for remote machines: they run in a process of their own.
const sandbox = await startSandboxProcess([String(domains), String(perDomain), String(latencyMs)]);
const sandboxCall = <T>(msg: 'stats' | 'reset'): Promise<T> => sandbox.call<T>(msg);
const redisServer = await startPrivateRedis();
const redis = createRedis(redisServer.url);
const database = await benchDatabase('verify');

function services(prefix: string) {
  const config = loadConfig({
    ...database.env,
    REDIS_URL: redisServer.url,
    REDIS_PREFIX: prefix,
    DNS_SERVERS: sandbox.dnsServer,
    // The sandbox's mail hosts are on 127.0.0.0/8, which outgoing connections refuse by default.
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    SMTP_PORT: String(sandbox.smtpPort),
    SMTP_HELO: 'bench.sandbox.test',
    SMTP_CONNECTIONS_PER_HOST: String(perHost),
    SMTP_POLITENESS_MS: String(politenessMs),
    SMTP_COMMAND_TIMEOUT_MS: '10000',
    PROBE_BUDGET_MS: '600000',
    GREYLIST_RETRIES: '0',
  });
  return buildServices(config, openSharedState(config, database.db, createLogger('silent'), { redis }), database.db);
}

const addresses: string[] = [];
for (let i = 1; i <= domains; i++) for (let j = 1; j <= perDomain; j++) addresses.push(`user${j}@bench-${i}.sandbox.test`);

async function run(name: string, prefix: string, go: (s: ReturnType<typeof services>) => Promise<{ status: string }[]>) {
  const s = services(prefix);
  await sandboxCall('reset');
  const before = await sandboxCall<{ cpuSeconds: number }>('stats');
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const results = await go(s);
  const seconds = (performance.now() - started) / 1000;
  s.retries.stop();
  const valid = results.filter((r) => r.status === 'valid').length;
  const { connections, cpuSeconds } = await sandboxCall<{ connections: number; cpuSeconds: number }>('stats');
  const own = process.cpuUsage(ownCpu);
  return {
    name,
    seconds,
    perSecond: addresses.length / seconds,
    valid,
    connections,
    verifierCpu: (own.user + own.system) / 1e6 / seconds,
    serversCpu: (cpuSeconds - before.cpuSeconds) / seconds,
  };
}

const reuse = await run('session reuse on', 'bench:on:', (s) => s.verifier.verifyMany(addresses));
const single = process.argv.includes('--skip-off')
  ? reuse
  : await run('reuse off (one connection per address)', 'bench:off:', (s) => Promise.all(addresses.map((a) => s.verifier.verify(a))));

// The politeness bound for one domain: `perHost` sessions, the k-th starting k x politeness
// later, each needing a greeting and a MAIL FROM (2 replies) before its RCPTs at one reply each.
const L = latencyMs / 1000;
const spacing = politenessMs / 1000;
const boundSeconds = (perDomain * L + perHost * 2 * L + (spacing * perHost * (perHost - 1)) / 2) / perHost;
const boundPerSecond = addresses.length / boundSeconds;

console.log(`\nbench/verify: ${addresses.length} addresses, ${domains} domains x ${perDomain}, ${latencyMs} ms per SMTP reply, ${perHost} connections and ${politenessMs} ms between connections per mail server, node ${process.version}\n`);
console.log('run                                       seconds   addresses/s   valid   connections   CPU verifier / sandbox servers');
for (const r of [reuse, single]) {
  console.log(
    `${r.name.padEnd(40)} ${r.seconds.toFixed(2).padStart(8)}  ${r.perSecond.toFixed(0).padStart(12)}  ${String(r.valid).padStart(6)}  ${String(r.connections).padStart(12)}   ${(r.verifierCpu * 100).toFixed(0).padStart(5)}% / ${(r.serversCpu * 100).toFixed(0)}%`,
  );
}
console.log(`\nreuse speed-up: ${(reuse.perSecond / single.perSecond).toFixed(1)}x (goal >= 10x)`);
console.log(`politeness bound: ${boundPerSecond.toFixed(0)} addresses/s (${boundSeconds.toFixed(2)} s per domain, domains in parallel); reuse reaches ${(reuse.perSecond / boundPerSecond).toFixed(2)} of it (goal >= 0.5)`);

redis.disconnect();
await database.close();
await redisServer.stop();
await sandbox.stop();
