import { SandboxDnsServer } from './dns-server.js';
import { SandboxSmtpServer } from './smtp-server.js';
import { buildSandboxWorld } from './world/index.js';
import type { SandboxWorld } from './world/types.js';

export { SandboxDnsServer, type SandboxDnsServerOptions } from './dns-server.js';
export { SandboxSmtpServer, type SandboxSmtpServerOptions } from './smtp-server.js';
export type { SandboxSmtpStats } from './smtp-stats.js';
export { buildSandboxWorld, generateBenchWorld, SANDBOX_IPS } from './world/index.js';
export type * from './world/types.js';

export interface StartSandboxOptions {
  /** Default: buildSandboxWorld(). */
  world?: SandboxWorld;
  /** The one port all SMTP hosts share; default a free one. */
  smtpPort?: number;
  /** Default a free one. */
  dnsPort?: number;
  /** See SandboxSmtpServerOptions.replyLatencyMs. */
  replyLatencyMs?: number;
}

export interface RunningSandbox {
  world: SandboxWorld;
  /** '127.0.0.1:port': give it to dns.Resolver#setServers (or DNS_SERVERS). */
  dnsServer: string;
  /** The port every sandbox mail host listens on, in place of 25. */
  smtpPort: number;
  dns: SandboxDnsServer;
  smtp: SandboxSmtpServer;
  /** Closes every socket and timer, so the process can exit. */
  stop(): Promise<void>;
}

/** Starts the sandbox's DNS server and mail hosts, all on loopback. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const world = options.world ?? buildSandboxWorld();
  const dns = new SandboxDnsServer(world, options.dnsPort !== undefined ? { port: options.dnsPort } : {});
  const smtp = new SandboxSmtpServer(world, {
    ...(options.smtpPort !== undefined ? { port: options.smtpPort } : {}),
    ...(options.replyLatencyMs !== undefined ? { replyLatencyMs: options.replyLatencyMs } : {}),
  });
  const stopBoth = async (): Promise<void> => {
    await Promise.all([dns.stop(), smtp.stop()]);
  };
  const started = await Promise.allSettled([dns.start(), smtp.start()]);
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopBoth();
    throw failed.reason;
  }
  return { world, dnsServer: dns.address, smtpPort: smtp.port, dns, smtp, stop: stopBoth };
}
