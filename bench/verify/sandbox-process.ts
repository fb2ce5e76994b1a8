/**
 * The bench world's mail servers in a process of their own (they stand for remote servers, so
 * they must not share the verifier's event loop). Prints {dnsServer, smtpPort} as one JSON line.
 */
import { startSandbox } from '../../src/sandbox/index.js';
import { generateBenchWorld } from '../../src/sandbox/world/index.js';

const [domains, perDomain, latency] = process.argv.slice(2).map(Number);
const sandbox = await startSandbox({
  world: generateBenchWorld(domains ?? 200, perDomain ?? 50, { ownHostPerDomain: true }),
  replyLatencyMs: latency ?? 50,
});
process.stdout.write(JSON.stringify({ dnsServer: sandbox.dnsServer, smtpPort: sandbox.smtpPort }) + '\n');
process.on('message', (msg) => {
  if (msg === 'stats') {
    const cpu = process.cpuUsage();
    process.send?.({ connections: sandbox.smtp.stats().connections, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
  }
  if (msg === 'reset') {
    sandbox.smtp.resetStats();
    process.send?.('reset');
  }
});
process.once('SIGTERM', () => {
  void sandbox.stop().then(() => process.exit(0));
});
