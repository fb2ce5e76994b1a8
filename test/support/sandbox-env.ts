/**
 * The settings that point the service at a running sandbox: its DNS server and SMTP port, the
 * loopback range its servers live on (outgoing connections refuse it by default), a sender of
 * our own, and timeouts short enough for tests. `extra` overrides or adds.
 */
import type { RunningSandbox } from '../../src/sandbox/index.js';

export function sandboxEnv(sandbox: RunningSandbox, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DNS_SERVERS: sandbox.dnsServer,
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    DNS_TIMEOUT_MS: '1000',
    SMTP_PORT: String(sandbox.smtpPort),
    SMTP_HELO: 'verifier.sandbox.test',
    SMTP_MAIL_FROM: 'probe@verifier.sandbox.test',
    SMTP_CONNECT_TIMEOUT_MS: '1500',
    SMTP_COMMAND_TIMEOUT_MS: '1500',
    ...extra,
  };
}
