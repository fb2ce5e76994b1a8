import { connect, type Socket } from 'node:net';

/** One reply: `code` is null when the first line is not an RFC 5321 reply line. */
export interface RawSmtpReply {
  code: number | null;
  lines: string[];
  /** The lines joined with '\n'. */
  text: string;
}

/**
 * A bare SMTP client over node:net for tests: it sends exactly what it is told and reads replies
 * line by line, so it can look at what a real client library would hide (a greeting that never
 * comes, bytes that are not SMTP, a close before the greeting).
 */
export class RawSmtpClient {
  private readonly socket: Socket;
  private buffered = '';
  private readonly lines: string[] = [];
  private waiter: (() => void) | null = null;
  private ended = false;
  readonly closed: Promise<void>;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffered += chunk;
      let newline: number;
      while ((newline = this.buffered.indexOf('\n')) >= 0) {
        this.lines.push(this.buffered.slice(0, newline).replace(/\r$/, ''));
        this.buffered = this.buffered.slice(newline + 1);
      }
      this.wake();
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.ended = true;
        this.wake();
        resolve();
      }),
    );
  }

  static connect(host: string, port: number, timeoutMs = 2000): Promise<RawSmtpClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connect to ${host}:${port} timed out`));
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(new RawSmtpClient(socket));
      });
      socket.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  /**
   * The next reply: lines "ddd-..." continue it and "ddd ..." ends it (RFC 5321 4.2.1). A first line
   * that is no reply line comes back alone with code null. Rejects on timeout or on a close before
   * any line.
   */
  async reply(timeoutMs = 2000): Promise<RawSmtpReply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.nextLine(timeoutMs);
      lines.push(line);
      const match = /^(\d{3})([ -])/.exec(line) ?? /^(\d{3})$/.exec(line);
      if (!match) return { code: null, lines, text: lines.join('\n') };
      if (match[2] !== '-') return { code: Number(match[1]), lines, text: lines.join('\n') };
    }
  }

  /** Sends one command line and reads its reply. */
  async command(line: string, timeoutMs = 2000): Promise<RawSmtpReply> {
    this.socket.write(line + '\r\n');
    return this.reply(timeoutMs);
  }

  write(data: string): void {
    this.socket.write(data);
  }

  /** Resolves true if the server closes the connection within timeoutMs. */
  async waitClosed(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const result = await Promise.race([this.closed.then(() => true), timedOut]);
    clearTimeout(timer);
    return result;
  }

  close(): void {
    this.socket.destroy();
  }

  private async nextLine(timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return line;
      if (this.ended) throw new Error('connection closed before a reply line');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no reply line within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.waiter = null;
          resolve();
        }, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
  }

  private wake(): void {
    this.waiter?.();
  }
}
