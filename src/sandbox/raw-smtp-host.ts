import { createServer, type Server, type Socket } from 'node:net';
import type { RecipientPolicy } from './recipient-policy.js';
import type { SmtpStatsRecorder } from './smtp-stats.js';
import type { ConnectionBehaviour, MtaDefenses } from './world/types.js';

export interface RawSmtpHostOptions {
  ip: string;
  /** Every behaviour but 'normal', which smtp-server serves. */
  behaviour: Exclude<ConnectionBehaviour, 'normal'>;
  /** Greeting name. */
  name: string;
  tarpitSeconds?: number;
  defenses?: MtaDefenses;
  policy: RecipientPolicy;
  stats: SmtpStatsRecorder;
}

const DEFAULT_TARPIT_SECONDS = 30;
/** Longer than any tarpit delay in the world, short enough that a forgotten client goes away. */
const IDLE_TIMEOUT_MS = 120_000;
const GARBAGE_LINES_BEFORE_CLOSE = 3;

/**
 * A mail host that misbehaves at the connection level, written on plain `net` because smtp-server
 * cannot be made to drop, babble or stall. One instance listens on one loopback address.
 */
export class RawSmtpHost {
  private readonly options: RawSmtpHostOptions;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Per client address (as anvil counts): connection starts and RCPTs, in ms since the epoch. */
  private readonly connectionStarts = new Map<string, number[]>();
  private readonly recipientTimes = new Map<string, number[]>();
  private readonly openConnections = new Map<string, number>();

  constructor(options: RawSmtpHostOptions) {
    this.options = options;
    this.server = createServer((socket) => this.accept(socket));
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, this.options.ip, () => {
        this.server.off('error', onError);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    return new Promise((resolve) => {
      if (!this.server.listening) return resolve();
      this.server.close(() => resolve());
    });
  }

  private accept(socket: Socket): void {
    const { ip, stats } = this.options;
    this.sockets.add(socket);
    stats.connectionOpened(ip);
    socket.once('close', () => {
      this.sockets.delete(socket);
      stats.connectionClosed(ip);
    });
    // A client that resets the connection must not crash the sandbox.
    socket.on('error', () => socket.destroy());
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    switch (this.options.behaviour) {
      case 'drop':
        socket.destroy();
        return;
      case 'garbage':
        this.babble(socket);
        return;
      case 'block':
        this.block(socket);
        return;
      case 'tarpit':
        this.tarpit(socket);
        return;
      case 'defended':
        this.defended(socket);
        return;
    }
  }

  /** A service on the wrong port, or a broken proxy: nothing it says parses as an RFC 5321 reply. */
  private babble(socket: Socket): void {
    socket.write('* OK [CAPABILITY IMAP4rev1] sandbox garbage host: this is not an SMTP server\r\n');
    let lines = 0;
    onLines(socket, (line) => {
      lines++;
      if (/^quit\b/i.test(line) || lines >= GARBAGE_LINES_BEFORE_CLOSE) {
        socket.end('* BYE\r\n');
        return;
      }
      socket.write(Buffer.concat([Buffer.from([0x00, 0xff, 0xfe]), Buffer.from(` ?? ${lines} BAD unrecognised input\r\n`)]));
    });
  }

  /**
   * A 554 greeting (RFC 5321 3.1 and 4.2.5): the server will not talk to this client. It must then
   * wait for QUIT and answer anything else with 503, which is what real blocklisting MTAs do.
   */
  private block(socket: Socket): void {
    const { ip } = this.options;
    socket.write(
      `554 5.7.1 Service unavailable; Client host [${socket.remoteAddress ?? ip}] blocked using zen.spamhaus.org; ` +
        `https://www.spamhaus.org/query/ip/${socket.remoteAddress ?? ip}\r\n`,
    );
    onLines(socket, (line) => {
      if (/^quit\b/i.test(line)) socket.end('221 2.0.0 Bye\r\n');
      else socket.write('503 5.5.1 Bad sequence of commands\r\n');
    });
  }

  /**
   * Every reply, the greeting included, comes tarpitSeconds after it was due: the stall some hosts
   * use against address harvesting, which RFC 5321 4.5.3.2 timeouts (5 minutes for the greeting)
   * would still wait out.
   */
  private tarpit(socket: Socket): void {
    const delayMs = (this.options.tarpitSeconds ?? DEFAULT_TARPIT_SECONDS) * 1000;
    this.serve(socket, { greetingDelayMs: delayMs, replyDelayMs: () => delayMs, label: 'tarpit' });
  }

  /**
   * A real MTA's defenses (MtaDefenses, each with the Postfix or Exim setting it stands for):
   * connection count and rate limits answered with 421 at the greeting, a slow greeting, an error
   * tarpit (sleep per reply past the soft limit, 421 and close at the hard limit), and a
   * recipient rate limit answered with 450/451/452.
   */
  private defended(socket: Socket): void {
    const d = this.options.defenses ?? {};
    const client = socket.remoteAddress ?? '';
    const now = Date.now();
    const open = (this.openConnections.get(client) ?? 0) + 1;
    this.openConnections.set(client, open);
    socket.once('close', () => this.openConnections.set(client, (this.openConnections.get(client) ?? 1) - 1));
    const starts = recent(this.connectionStarts, client, now, d.connectionRate?.windowMs ?? 0);
    starts.push(now);
    // Postfix anvil: "421 4.7.0 <host> Error: too many connections from <ip>" (count and rate).
    if ((d.maxConnections !== undefined && open > d.maxConnections) || (d.connectionRate && starts.length > d.connectionRate.max)) {
      this.options.stats.defended('connection_refused');
      socket.end(`421 4.7.0 ${this.options.name} Error: too many connections from ${client}\r\n`);
      return;
    }
    let errors = 0;
    this.serve(socket, {
      greetingDelayMs: d.greetingDelayMs ?? 0,
      label: 'defended',
      // Postfix smtpd_chat_reply: once the session's errors reach the soft limit, every reply sleeps.
      replyDelayMs: (verb) => {
        const latency = d.replyLatencyMs ?? 0;
        if (!d.errorLimits || errors < d.errorLimits.soft) return latency;
        // Counted where a client waits for the reply: a client that says QUIT need not.
        if (verb !== 'QUIT') this.options.stats.defended('error_sleep');
        return latency + d.errorLimits.sleepMs;
      },
      // Postfix checks the hard limit before each command: 421 and close.
      refuse: () => {
        if (!d.errorLimits || errors < d.errorLimits.hard) return null;
        this.options.stats.defended('error_close');
        return `421 4.7.0 ${this.options.name} Error: too many errors`;
      },
      onReply: (code) => {
        if (code >= 400) errors++;
      },
      rcptGate: () => {
        if (!d.recipientRate) return null;
        const times = recent(this.recipientTimes, client, Date.now(), d.recipientRate.windowMs);
        if (times.length >= d.recipientRate.max) {
          this.options.stats.defended('rcpt_rate');
          return `${d.recipientRate.code} 4.7.1 Error: too many recipients from ${client}`;
        }
        times.push(Date.now());
        return null;
      },
    });
  }

  /**
   * A minimal RFC 5321 server with the world's recipient answers. Replies keep their order; each
   * waits `replyDelayMs()` (decided when the command arrives); `refuse` ends the session with
   * its reply before a command is served; `rcptGate` may answer a RCPT before the mailbox is looked up.
   */
  private serve(
    socket: Socket,
    how: {
      greetingDelayMs: number;
      replyDelayMs: (verb: string) => number;
      label: string;
      refuse?: () => string | null;
      onReply?: (code: number) => void;
      rcptGate?: () => string | null;
    },
  ): void {
    const { name, policy, stats } = this.options;
    const clientIp = socket.remoteAddress ?? '';
    let chain: Promise<void> = Promise.resolve();
    const pending = new Set<NodeJS.Timeout>();
    socket.once('close', () => {
      for (const timer of pending) {
        clearTimeout(timer);
        this.timers.delete(timer);
      }
    });
    const reply = (text: string, delayMs: number, then?: () => void): void => {
      how.onReply?.(Number(text.slice(0, 3)));
      chain = chain.then(
        () =>
          new Promise<void>((resolve) => {
            const send = (): void => {
              if (!socket.destroyed && !socket.writableEnded) socket.write(text + '\r\n');
              then?.();
              resolve();
            };
            if (delayMs <= 0) return send();
            const timer = setTimeout(() => {
              pending.delete(timer);
              this.timers.delete(timer);
              send();
            }, delayMs);
            pending.add(timer);
            this.timers.add(timer);
          }),
      );
    };
    let mailFrom = false;
    let accepted = 0;
    reply(`220 ${name} ESMTP sandbox (${how.label})`, how.greetingDelayMs);
    onLines(socket, (line) => {
      const refusal = how.refuse?.();
      if (refusal) {
        reply(refusal, 0, () => socket.end());
        return;
      }
      const verb = (line.split(/[\s:]/)[0] ?? '').toUpperCase();
      const later = how.replyDelayMs(verb);
      switch (verb) {
        case 'EHLO':
        case 'HELO':
          mailFrom = false;
          accepted = 0;
          reply(`250 ${name}`, later);
          return;
        case 'MAIL':
          stats.mailFromSeen();
          mailFrom = true;
          accepted = 0;
          reply('250 2.1.0 Sender OK', later);
          return;
        case 'RCPT': {
          if (!mailFrom) return reply('503 5.5.1 Error: need MAIL command', later);
          const address = /<([^>]*)>/.exec(line)?.[1] ?? line.replace(/^rcpt\s+to:\s*/i, '').trim();
          const gated = how.rcptGate?.();
          if (gated) {
            stats.rcptTo(address, Number(gated.slice(0, 3)));
            return reply(gated, later);
          }
          const answer = policy.decide(clientIp, address, accepted);
          stats.rcptTo(address, answer.code);
          if (answer.code === 250) accepted++;
          reply(`${answer.code} ${answer.text}`, later);
          return;
        }
        case 'RSET':
          mailFrom = false;
          accepted = 0;
          reply('250 2.0.0 Flushed', later);
          return;
        case 'NOOP':
          reply('250 2.0.0 OK', later);
          return;
        case 'DATA':
          stats.dataSeen();
          reply('554 5.7.1 This sandbox accepts no mail', later);
          return;
        case 'QUIT':
          reply('221 2.0.0 Bye', later, () => socket.end());
          return;
        default:
          reply('500 5.5.2 Syntax error, command unrecognized', later);
      }
    });
  }
}

/** The times in `map` for `key` within the last `windowMs` (the array is kept and pruned in place). */
function recent(map: Map<string, number[]>, key: string, now: number, windowMs: number): number[] {
  const times = map.get(key) ?? [];
  map.set(key, times);
  while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
  return times;
}

/** Calls `handle` with each CRLF- (or LF-) terminated line the client sends. */
function onLines(socket: Socket, handle: (line: string) => void): void {
  let buffered = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      if (!socket.destroyed && !socket.writableEnded) handle(line);
    }
    // A client that never sends a line end gets cut off rather than buffered without bound.
    if (buffered.length > 4096) socket.destroy();
  });
}
