/**
 * bench/verify tarpit scenario: unknown addresses at one domain whose mail server has Postfix's
 * default error limits (smtpd_soft_error_limit 10, smtpd_error_sleep_time 1 s,
 * smtpd_hard_error_limit 20), probed with 2 connections and 500 ms between connection starts.
 * Addresses/s of the pace-reading prober against the bound that politeness and the soft limit
 * set (connection starts per second x errors a session may make before the slowdown), and
 * against the prober as it was before (`adaptive: false`: sessions kept open through the
 * sleeps), in the same run. Every answer must be "rejected" (550 5.1.1).
 *
 *   npm run bench:verify:tarpit [-- --addresses 5000 --baseline 500]
 */
import { HostGate } from '../../src/core/mail/host-gate.js';
import { HostPace, MemoryPaceStore } from '../../src/core/mail/host-pace.js';
import { createResolver, MailDns } from '../../src/core/mail/mail-dns.js';
import { SmtpProber } from '../../src/core/mail/smtp-prober.js';
import { directConnect } from '../../src/core/mail/smtp-session.js';
import { startSandboxProcess } from './sandbox-client.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const count = arg('addresses', 5000);
const baselineCount = arg('baseline', 500);
const perHost = 2;
const politenessMs = 500;
const softLimit = 10;
const domain = 'tarpit-bench.sandbox.test';

const sandbox = await startSandboxProcess(['errortarpit']);
const sandboxCall = <T>(msg: 'stats' | 'reset'): Promise<T> => sandbox.call<T>(msg);

const dns = new MailDns(createResolver([sandbox.dnsServer], 2000));
function prober(adaptive: boolean): SmtpProber {
  const options = { port: sandbox.smtpPort, helo: 'bench.sandbox.test', mailFrom: 'probe@bench.sandbox.test', connectTimeoutMs: 5000, commandTimeoutMs: 10_000, recipientsPerSession: 100, parallelSessions: perHost };
  const pace = new HostPace(new MemoryPaceStore(), { perHost, spacingMs: politenessMs, commandTimeoutMs: options.commandTimeoutMs });
  return new SmtpProber(dns, directConnect, new HostGate(perHost, politenessMs), { ...options, pace, adaptive });
}

async function run(name: string, adaptive: boolean, n: number) {
  const addresses = Array.from({ length: n }, (_, i) => `nobody${i}@${domain}`);
  await sandboxCall('reset');
  const started = performance.now();
  const probe = await prober(adaptive).probe(domain, addresses, Date.now() + 3_600_000, { checkAcceptAll: false });
  const seconds = (performance.now() - started) / 1000;
  const right = [...probe.addresses.values()].filter((a) => a.verdict === 'rejected').length;
  const stats = await sandboxCall<{ connections: number; defenses: Record<string, number> }>('stats');
  return { name, n, seconds, perSecond: n / seconds, right, connections: stats.connections, sleeps: stats.defenses.error_sleep ?? 0, closes: stats.defenses.error_close ?? 0 };
}

const before = await run('before (adaptive: false)', false, baselineCount);
const paced = await run('pace read from the server', true, count);
const bound = (1000 / politenessMs) * softLimit;

console.log(`\nbench/verify tarpit: unknown addresses at one domain, Postfix default error limits (${softLimit} errors, then 1 s per reply; close at 20), ${perHost} connections, ${politenessMs} ms between connection starts, node ${process.version}\n`);
console.log('run                              addresses   seconds   addresses/s   right      connections   slept replies   closes');
for (const r of [before, paced]) {
  console.log(
    `${r.name.padEnd(32)} ${String(r.n).padStart(9)}  ${r.seconds.toFixed(1).padStart(8)}  ${r.perSecond.toFixed(1).padStart(12)}   ${`${r.right}/${r.n}`.padEnd(10)} ${String(r.connections).padStart(11)}   ${String(r.sleeps).padStart(13)}   ${String(r.closes).padStart(6)}`,
  );
}
console.log(`\nbound: ${bound} addresses/s (${1000 / politenessMs} connection starts/s x ${softLimit} errors before the slowdown); paced reaches ${(paced.perSecond / bound).toFixed(2)} of it (goal >= 0.5)`);
console.log(`paced vs before: ${(paced.perSecond / before.perSecond).toFixed(1)}x (goal >= 5x); every status right: ${paced.right === paced.n && before.right === before.n ? 'yes' : 'NO'}`);

await sandbox.stop();
