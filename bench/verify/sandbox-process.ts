/**
 * The bench world's mail servers in a process of their own (they stand for remote servers, so
 * they must not share the verifier's event loop). Prints {dnsServer, smtpPort} as one JSON line.
 */
import { startSandbox } from '../../src/sandbox/index.js';
import { generateBenchWorld, type SandboxWorld } from '../../src/sandbox/world/index.js';

/**
 * `errortarpit`: one domain whose mail server has Postfix's default error limits (10 errors, then
 * 1 s per reply; 421 and close at 20), no mailboxes. Otherwise: domains, per-domain, latency.
 */
function errorTarpitWorld(): SandboxWorld {
  const host = 'mx.tarpit-bench.sandbox.test';
  return {
    hosts: [{ host, ip: '127.0.2.1', behaviour: 'defended', defenses: { errorLimits: { soft: 10, sleepMs: 1000, hard: 20 } } }],
    domains: [{ domain: 'tarpit-bench.sandbox.test', mx: [{ host, priority: 10 }], smtp: 'normal', mailboxes: {} }],
  };
}

const tarpit = process.argv[2] === 'errortarpit';
const [domains, perDomain, latency] = process.argv.slice(2).map(Number);
const sandbox = await startSandbox({
  world: tarpit ? errorTarpitWorld() : generateBenchWorld(domains ?? 200, perDomain ?? 50, { ownHostPerDomain: true }),
  replyLatencyMs: tarpit ? 0 : (latency ?? 50),
});
process.stdout.write(JSON.stringify({ dnsServer: sandbox.dnsServer, smtpPort: sandbox.smtpPort }) + '\n');
process.on('message', (msg) => {
  if (msg === 'stats') {
    const cpu = process.cpuUsage();
    const stats = sandbox.smtp.stats();
    process.send?.({ connections: stats.connections, cpuSeconds: (cpu.user + cpu.system) / 1e6, defenses: Object.fromEntries(stats.defenses) });
  }
  if (msg === 'reset') {
    sandbox.smtp.resetStats();
    process.send?.('reset');
  }
});
process.once('SIGTERM', () => {
  void sandbox.stop().then(() => process.exit(0));
});
