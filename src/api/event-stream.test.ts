import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream, EventStreams, HEARTBEAT_MS, type StreamEvent } from './event-stream.js';

/** A response that records what is written, and whose socket can be made full. */
class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  written: string[] = [];
  writableNeedDrain = false;
  ended = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  write(chunk: string) {
    this.written.push(chunk);
    return !this.writableNeedDrain;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

const event = (id: string, type = 'status'): StreamEvent => ({ id, type, frame: `id: ${id}\nevent: ${type}\ndata: {}\n\n` });

function open(lastId: string | null = null) {
  const raw = new FakeResponse();
  const onClose = vi.fn();
  const stream = new EventStream(raw as unknown as ServerResponse, lastId, 'end', onClose);
  return { raw, stream, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EventStream', () => {
  it('holds the latest event until it starts, then writes the retry field and it', () => {
    const { raw, stream } = open();
    stream.send(event('a'));
    stream.send(event('b'));
    expect(raw.written).toEqual([]);
    stream.start({ 'x-request-id': 'r1' });
    expect(raw.status).toBe(200);
    expect(raw.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-request-id': 'r1' });
    expect(raw.written).toEqual(['retry: 3000\n\n', event('b').frame]);
  });

  it('keeps only the latest event while the socket is full, and writes it when it drains', () => {
    const { raw, stream } = open();
    stream.start({});
    raw.writableNeedDrain = true;
    stream.send(event('a'));
    stream.send(event('b'));
    stream.heartbeat();
    expect(raw.written).toEqual(['retry: 3000\n\n']);
    raw.writableNeedDrain = false;
    raw.emit('drain');
    expect(raw.written.slice(1)).toEqual([event('b').frame]);
  });

  it('skips an event the client has (Last-Event-ID), always writes the end, then closes once', () => {
    const { raw, stream, onClose } = open('a');
    stream.start({});
    stream.send(event('a'));
    stream.send(event('b'));
    stream.send(event('b'));
    stream.send(event('b', 'end'));
    stream.send(event('c'));
    expect(raw.written.slice(1)).toEqual([event('b').frame, event('b', 'end').frame]);
    expect(raw.ended).toBe(true);
    expect(stream.isEnded).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes without an event when told null (the bulk is gone), and when the client leaves', () => {
    const gone = open();
    gone.stream.start({});
    gone.stream.send(null);
    expect(gone.raw.ended).toBe(true);
    expect(gone.onClose).toHaveBeenCalledTimes(1);

    const left = open();
    left.stream.start({});
    left.raw.emit('close');
    expect(left.stream.isEnded).toBe(true);
    expect(left.onClose).toHaveBeenCalledTimes(1);
    left.stream.send(event('x'));
    expect(left.raw.written).toEqual(['retry: 3000\n\n']);
  });
});

describe('EventStreams', () => {
  it('writes a heartbeat comment to every open stream on one timer, and ends them all', () => {
    vi.useFakeTimers();
    const streams = new EventStreams();
    const a = open();
    const b = open();
    for (const s of [a, b]) {
      s.stream.start({});
      streams.add(s.stream);
    }
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(a.raw.written.at(-1)).toBe(': keep-alive\n\n');
    expect(b.raw.written.at(-1)).toBe(': keep-alive\n\n');
    expect(vi.getTimerCount()).toBe(1);
    streams.delete(a.stream);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(a.raw.written.filter((w) => w.startsWith(':'))).toHaveLength(1);
    expect(b.raw.written.filter((w) => w.startsWith(':'))).toHaveLength(2);
    streams.endAll();
    expect(b.raw.ended).toBe(true);
    streams.delete(b.stream);
    expect(vi.getTimerCount()).toBe(0);
  });
});
