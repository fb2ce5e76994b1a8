/**
 * Server-sent event streams (WHATWG HTML, "Server-sent events"; `text/event-stream`) of the
 * snapshot kind: every event carries the whole state, so a stream that cannot write (its client
 * reads slowly) keeps only the latest one to write when the socket drains, never a queue. One
 * timer per process writes the heartbeats of every open stream (a comment line every
 * HEARTBEAT_MS: proxies and load balancers close connections that stay silent, commonly after
 * 30 to 60 seconds); the streams close when the server does.
 */
import type { ServerResponse } from 'node:http';

/** What a stream sends: an id (for Last-Event-ID), and the whole event, ready to write. */
export interface StreamEvent {
  id: string;
  /** The last event of the stream: it is written, then the stream ends. */
  type: string;
  frame: string;
}

export const HEARTBEAT_MS = 15_000;
/** How long a client's EventSource waits before it reconnects after a drop (the `retry` field). */
const RETRY_MS = 3_000;

export class EventStream {
  private open = false;
  private ended = false;
  /** The latest event not written yet (the stream was not open, or its socket was full). */
  private waiting: StreamEvent | null = null;

  constructor(
    private readonly raw: ServerResponse,
    /** The id of the last event the client has (its Last-Event-ID), or of the last one sent. */
    private lastId: string | null,
    private readonly endType: string,
    private readonly onClose: () => void,
  ) {
    raw.on('drain', () => this.flush());
    raw.on('close', () => this.close());
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Sends the status line and headers; events told before are written now. */
  start(headers: Record<string, string>): void {
    if (this.ended) return;
    this.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // Not cached, not transformed (compressed or buffered) by a proxy on the way
      // (RFC 9111 5.2.2.6); X-Accel-Buffering: nginx's switch for its response buffering.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    this.raw.write(`retry: ${RETRY_MS}\n\n`);
    this.open = true;
    this.flush();
  }

  /** An event, or null to end the stream without one. */
  send(event: StreamEvent | null): void {
    if (this.ended) return;
    if (event === null) {
      this.end();
      return;
    }
    this.waiting = event;
    this.flush();
  }

  heartbeat(): void {
    if (this.open && !this.ended && !this.raw.writableNeedDrain) this.raw.write(': keep-alive\n\n');
  }

  /** Ends the stream (the server closes). */
  end(): void {
    if (this.ended) return;
    if (this.open) this.raw.end();
    else this.raw.destroy();
    this.close();
  }

  private flush(): void {
    const event = this.waiting;
    if (!event || !this.open || this.ended || this.raw.writableNeedDrain) return;
    this.waiting = null;
    const last = event.type === this.endType;
    // The client has this one already (a reconnect with its id, or a repeat): only the last is
    // always written, so a client that reconnects after the end hears it and stops.
    if (event.id !== this.lastId || last) {
      this.lastId = event.id;
      this.raw.write(event.frame);
    }
    if (last) this.end();
  }

  private close(): void {
    if (this.ended) {
      return;
    }
    this.ended = true;
    this.onClose();
  }
}

/** The open streams of a process, with their one heartbeat timer. */
export class EventStreams {
  private readonly streams = new Set<EventStream>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  get size(): number {
    return this.streams.size;
  }

  add(stream: EventStream): void {
    this.streams.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => {
        for (const s of this.streams) s.heartbeat();
      }, this.heartbeatMs);
      this.timer.unref();
    }
  }

  delete(stream: EventStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Ends every stream (the server is closing: an open stream would hold it open). */
  endAll(): void {
    for (const s of [...this.streams]) s.end();
  }
}
