/**
 * A minimal SMTP client session for probing (RFC 5321): read the greeting, EHLO (HELO when EHLO
 * is refused, section 4.1.1.1), MAIL FROM, RCPT TO, RSET, QUIT. It never sends DATA. Every wait
 * is bounded by the command timeout and by the caller's deadline, so a tarpit cannot hold a
 * request past its budget. Everything said both ways goes into a transcript.
 */
import { connect as netConnect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { SocksClient } from 'socks';

export interface SmtpReply {
  code: number;
  /** RFC 3463 enhanced status code ("5.1.1") when the server gave one. */
  enhanced: string | null;
  /** The reply's text, lines joined with a space. */
  text: string;
}

export interface TranscriptLine {
  /** Milliseconds since the session started. */
  t: number;
  dir: 'C' | 'S' | '-';
  line: string;
}

/** 'paced': not tried, because the politeness owed to the server would pass the deadline. */
export type SmtpFailureKind = 'connect' | 'timeout' | 'closed' | 'garbage' | 'paced';

export class SmtpFailure extends Error {
  constructor(
    readonly kind: SmtpFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'SmtpFailure';
  }
}

/** Opens a byte stream to ip:port: a plain TCP connection, or one through a SOCKS5 proxy. */
export type SocketFactory = (ip: string, port: number, timeoutMs: number) => Promise<Duplex>;

export function directConnect(ip: string, port: number, timeoutMs: number): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const socket: Socket = netConnect({ host: ip, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SmtpFailure('timeout', `connect to ${ip}:${port} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(new SmtpFailure('connect', `connect to ${ip}:${port} failed: ${(err as NodeJS.ErrnoException).code ?? err.message}`));
    });
  });
}

/** Port 25 is blocked outbound on many networks; a SOCKS5 proxy on a host that may use it is the way out. */
export function socksConnect(proxyUrl: string): SocketFactory {
  const proxy = new URL(proxyUrl);
  return async (ip, port, timeoutMs) => {
    try {
      const { socket } = await SocksClient.createConnection({
        proxy: { host: proxy.hostname, port: Number(proxy.port), type: 5, userId: proxy.username || undefined, password: proxy.password || undefined },
        destination: { host: ip, port },
        command: 'connect',
        timeout: timeoutMs,
      });
      return socket;
    } catch (err) {
      throw new SmtpFailure('connect', `connect to ${ip}:${port} through the proxy failed: ${(err as Error).message}`);
    }
  };
}

const MAX_TRANSCRIPT_LINES = 400;
const MAX_LINE = 2000;
/** A reply longer than this many lines, or this many unread lines, is an attack, not SMTP. */
const MAX_REPLY_LINES = 100;
const MAX_PENDING_LINES = 1000;

export interface SessionOptions {
  ip: string;
  port: number;
  connect: SocketFactory;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  /** How long to wait for the greeting (default: the command timeout); slow greeters get more. */
  greetingTimeoutMs?: number;
  /** Epoch ms after which no wait may continue. */
  deadline: number;
  /** Shared transcript (several sessions of one verification append to the same one). */
  transcript?: TranscriptLine[];
  startedAt?: number;
}

export class SmtpSession {
  private buffer = '';
  private pendingLines: string[] = [];
  private waiter: ((err?: Error) => void) | null = null;
  private closedWith: SmtpFailure | null = null;
  readonly transcript: TranscriptLine[];
  private readonly startedAt: number;

  private constructor(
    private readonly socket: Duplex,
    private readonly opts: SessionOptions,
  ) {
    this.transcript = opts.transcript ?? [];
    this.startedAt = opts.startedAt ?? Date.now();
    socket.setEncoding?.('latin1');
    socket.on('data', (chunk: string | Buffer) => this.onData(typeof chunk === 'string' ? chunk : chunk.toString('latin1')));
    socket.on('error', (err) => this.fail(new SmtpFailure('closed', `connection error: ${(err as Error).message}`)));
    socket.on('close', () => this.fail(new SmtpFailure('closed', 'the server closed the connection')));
  }

  /** Connects and reads the greeting. The greeting may be a refusal (e.g. 554): the caller decides. */
  static async open(opts: SessionOptions): Promise<{ session: SmtpSession; greeting: SmtpReply }> {
    const remaining = opts.deadline - Date.now();
    if (remaining <= 0) throw new SmtpFailure('timeout', 'no time left to connect');
    const socket = await opts.connect(opts.ip, opts.port, Math.min(opts.connectTimeoutMs, remaining));
    const session = new SmtpSession(socket, opts);
    session.note(`connected to ${opts.ip}:${opts.port}`);
    try {
      const greeting = await session.readReply(opts.greetingTimeoutMs);
      return { session, greeting };
    } catch (err) {
      session.destroy();
      throw err;
    }
  }

  private note(line: string): void {
    this.log('-', line);
  }

  private log(dir: TranscriptLine['dir'], line: string): void {
    if (this.transcript.length < MAX_TRANSCRIPT_LINES) {
      this.transcript.push({ t: Date.now() - this.startedAt, dir, line: line.slice(0, MAX_LINE) });
    }
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    if (this.buffer.length > 64 * 1024) {
      this.fail(new SmtpFailure('garbage', 'the server sent more than 64 KiB without a line end'));
      return;
    }
    let i: number;
    while ((i = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, i).replace(/\r$/, '');
      this.buffer = this.buffer.slice(i + 1);
      this.pendingLines.push(line);
      if (this.pendingLines.length > MAX_PENDING_LINES) {
        this.fail(new SmtpFailure('garbage', `the server sent more than ${MAX_PENDING_LINES} unread lines`));
        this.socket.destroy();
        return;
      }
    }
    this.wake();
  }

  private wake(err?: Error): void {
    const w = this.waiter;
    this.waiter = null;
    w?.(err);
  }

  private fail(err: SmtpFailure): void {
    if (!this.closedWith) {
      this.closedWith = err;
      this.note(err.message);
    }
    this.wake(err);
  }

  /** Reads one (possibly multi-line, RFC 5321 4.2.1) reply within the command timeout and the deadline. */
  private async readReply(timeoutMs = this.opts.commandTimeoutMs): Promise<SmtpReply> {
    const lines: string[] = [];
    let firstCode: string | null = null;
    const until = Math.min(Date.now() + timeoutMs, this.opts.deadline);
    for (;;) {
      while (this.pendingLines.length > 0) {
        const line = this.pendingLines.shift()!;
        this.log('S', line);
        // RFC 5321 4.2: a code, then a space (last line), a hyphen (more to come) or nothing;
        // every line of one reply carries the same code.
        const m = /^(\d{3})(?:([ -])(.*))?$/.exec(line);
        if (!m) throw new SmtpFailure('garbage', `not an SMTP reply: ${JSON.stringify(line.slice(0, 80))}`);
        if (firstCode !== null && m[1] !== firstCode) throw new SmtpFailure('garbage', `reply lines with different codes (${firstCode}, ${m[1]})`);
        firstCode = m[1]!;
        lines.push(m[3] ?? '');
        if (lines.length > MAX_REPLY_LINES) throw new SmtpFailure('garbage', `a reply of more than ${MAX_REPLY_LINES} lines`);
        if (m[2] !== '-') {
          const code = Number(m[1]);
          const text = lines.join(' ').trim();
          const enhanced = /^([245]\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1] ?? null;
          return { code, enhanced, text };
        }
      }
      if (this.closedWith) throw this.closedWith;
      const wait = until - Date.now();
      if (wait <= 0) throw new SmtpFailure('timeout', 'the server did not answer in time');
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.waiter = null;
          resolve();
        }, wait);
        this.waiter = (err) => {
          clearTimeout(timer);
          if (err) reject(err);
          else resolve();
        };
      });
    }
  }

  async command(line: string): Promise<SmtpReply> {
    if (this.closedWith) throw this.closedWith;
    // A line nobody asked for would be read as this command's reply and shift every later
    // verdict onto the wrong address: refuse to go on.
    if (this.pendingLines.length > 0) throw new SmtpFailure('garbage', `the server sent an unrequested line: ${JSON.stringify(this.pendingLines[0]!.slice(0, 80))}`);
    this.log('C', line);
    this.socket.write(`${line}\r\n`);
    return this.readReply();
  }

  /** EHLO, or HELO when the server does not know EHLO (RFC 5321 4.1.1.1). */
  async hello(name: string): Promise<SmtpReply> {
    const ehlo = await this.command(`EHLO ${name}`);
    if (ehlo.code >= 500 && ehlo.code <= 504) return this.command(`HELO ${name}`);
    return ehlo;
  }

  /** Says QUIT (when there is time) without waiting long for the answer, then closes. */
  async close(): Promise<void> {
    if (!this.closedWith && this.opts.deadline - Date.now() > 200) {
      let timer: NodeJS.Timeout | undefined;
      try {
        this.log('C', 'QUIT');
        this.socket.write('QUIT\r\n');
        await Promise.race([this.readReply().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 200)))]);
      } catch {
        // the connection is going away either way
      } finally {
        clearTimeout(timer);
      }
    }
    this.destroy();
  }

  destroy(): void {
    this.closedWith ??= new SmtpFailure('closed', 'closed by the client');
    this.socket.destroy();
  }
}
