import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { assertLoopbackAddress } from './loopback.js';
import { RawSmtpHost } from './raw-smtp-host.js';
import { RecipientPolicy } from './recipient-policy.js';
import { SmtpStatsRecorder, type SandboxSmtpStats } from './smtp-stats.js';
import { WorldIndex } from './world-index.js';
import type { ConnectionBehaviour, SandboxMailHost, SandboxWorld } from './world/types.js';

export interface SandboxSmtpServerOptions {
  /** The port every host listens on; 0 or absent: a free one, chosen by the first host. */
  port?: number;
  /**
   * Delay in ms before the greeting and the replies to MAIL FROM and RCPT TO of 'normal' hosts
   * (the replies a verifier waits on), to stand in for a remote server's round trip in benchmarks.
   * smtp-server has no hook before EHLO, RSET, NOOP or QUIT replies, so those come at once.
   */
  replyLatencyMs?: number;
  /** Text after "220 <host> ESMTP" in the greeting of 'normal' hosts. */
  banner?: string;
  /** The SIZE a 'normal' host advertises in its EHLO reply (RFC 1870). */
  size?: number;
}

type SmtpError = Error & { responseCode: number };

const PORT_ATTEMPTS = 5;

/**
 * The sandbox's mail hosts: one listener per loopback address named by the world, all on one port,
 * the way a verifier reaches MX hosts (the address differs, port 25 does not). Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so 127.0.0.2 and up need no configuration.
 */
export class SandboxSmtpServer {
  private readonly index: WorldIndex;
  private readonly policy: RecipientPolicy;
  private readonly recorder = new SmtpStatsRecorder();
  private readonly options: SandboxSmtpServerOptions;
  private readonly listeners = new Map<string, { behaviour: ConnectionBehaviour; host: SandboxMailHost | undefined }>();
  private smtpServers: SMTPServer[] = [];
  private rawHosts: RawSmtpHost[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private boundPort = 0;

  constructor(world: SandboxWorld, options: SandboxSmtpServerOptions = {}) {
    this.index = new WorldIndex(world);
    this.policy = new RecipientPolicy(this.index);
    this.options = options;
    for (const ip of this.index.mailAddresses()) {
      assertLoopbackAddress(ip, 'SMTP listen address');
      const hosts = this.index.hostsAt(ip);
      const behaviours = new Set(hosts.map((h) => h.behaviour ?? 'normal'));
      // The behaviour is the listener's, so two hosts on one address must agree on it.
      if (behaviours.size > 1) throw new Error(`sandbox world: hosts on ${ip} disagree on their behaviour`);
      const behaviour = [...behaviours][0] ?? 'normal';
      this.listeners.set(ip, { behaviour, host: hosts[0] });
    }
  }

  get port(): number {
    if (this.boundPort === 0) throw new Error('SandboxSmtpServer: not started');
    return this.boundPort;
  }

  /** Listens on every address; resolves to the shared port. */
  async start(): Promise<number> {
    if (this.boundPort !== 0) return this.boundPort;
    const fixed = this.options.port ?? 0;
    let lastError: unknown;
    // With port 0 the first host's free port may be taken on another address already: retry.
    for (let attempt = 0; attempt < (fixed === 0 ? PORT_ATTEMPTS : 1); attempt++) {
      try {
        let port = fixed;
        for (const [ip, listener] of this.listeners) port = await this.listenOne(ip, listener.behaviour, listener.host, port);
        this.boundPort = port;
        return port;
      } catch (err) {
        lastError = err;
        await this.closeAll();
      }
    }
    throw lastError;
  }

  async stop(): Promise<void> {
    await this.closeAll();
    this.boundPort = 0;
  }

  stats(): SandboxSmtpStats {
    return this.recorder.snapshot();
  }

  resetStats(): void {
    this.recorder.reset();
  }

  /** Forgets every greylisting first try, so the next RCPT of each pair is deferred again. */
  resetGreylist(): void {
    this.policy.resetGreylist();
  }

  private async listenOne(
    ip: string,
    behaviour: ConnectionBehaviour,
    host: SandboxMailHost | undefined,
    port: number,
  ): Promise<number> {
    const name = host?.host ?? `mail.${ip.replaceAll('.', '-')}.sandbox.test`;
    if (behaviour !== 'normal') {
      const raw = new RawSmtpHost({
        ip,
        behaviour,
        name,
        ...(host?.tarpitSeconds !== undefined ? { tarpitSeconds: host.tarpitSeconds } : {}),
        ...(host?.defenses !== undefined ? { defenses: host.defenses } : {}),
        policy: this.policy,
        stats: this.recorder,
      });
      this.rawHosts.push(raw);
      return raw.listen(port);
    }
    const server = this.createSmtpServer(name);
    this.smtpServers.push(server);
    return new Promise<number>((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      server.once('error', onError);
      server.listen(port, ip, () => {
        server.off('error', onError);
        // Errors after listening (a client resetting mid-reply) must not crash the process.
        server.on('error', () => undefined);
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  private createSmtpServer(name: string): SMTPServer {
    const latency = this.options.replyLatencyMs ?? 0;
    const later = (fn: () => void): void => {
      if (latency <= 0) return fn();
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        fn();
      }, latency);
      this.timers.add(timer);
    };
    const server = new SMTPServer({
      name,
      banner: this.options.banner ?? 'sandbox mail host (accepts no mail)',
      size: this.options.size ?? 25 * 1024 * 1024,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // The default reverse lookup of the client would ask the machine's resolver, which may be
      // off this host: the sandbox never leaves loopback.
      disableReverseLookup: true,
      closeTimeout: 200,
      onConnect: (session, callback) => {
        this.recorder.connectionOpened(session.localAddress);
        later(() => callback());
      },
      onClose: (session) => {
        this.recorder.connectionClosed(session.localAddress);
      },
      onMailFrom: (_address, _session, callback) => {
        // RFC 5321 3.3 lets a server refuse a sender; the sandbox takes any, as the null
        // reverse-path (<>) many verifiers use.
        this.recorder.mailFromSeen();
        later(() => callback());
      },
      onRcptTo: (address, session, callback) => {
        const reply = this.policy.decide(session.remoteAddress, address.address, session.envelope.rcptTo.length);
        this.recorder.rcptTo(address.address, reply.code);
        later(() => callback(reply.code === 250 ? null : smtpError(reply.code, reply.text)));
      },
      onData: (stream, _session, callback) => {
        // smtp-server has already sent 354; the refusal comes once the message is read (RFC 5321
        // 4.2.5: a 554 after the final dot means the transaction failed).
        this.recorder.dataSeen();
        stream.on('end', () => callback(smtpError(554, '5.7.1 This sandbox accepts no mail')));
        stream.resume();
      },
    });
    // Tracked so that stop() can cut live sessions at once instead of smtp-server's grace period.
    server.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  private async closeAll(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const servers = this.smtpServers;
    const raws = this.rawHosts;
    this.smtpServers = [];
    this.rawHosts = [];
    const closing = servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.server.listening) return resolve();
          server.close(() => resolve());
        }),
    );
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await Promise.all([...closing, ...raws.map((raw) => raw.close())]);
  }
}

function smtpError(code: number, text: string): SmtpError {
  const err = new Error(text) as SmtpError;
  err.responseCode = code;
  return err;
}
