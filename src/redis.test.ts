/**
 * A Sentinel connection that is reconnecting when the sentinels announce the failover
 * (+switch-master) keeps reconnecting: it reaches the promoted master instead of ending for good.
 * Deterministic, on fakes: a sentinel and two masters spoken to over RESP by small servers, the
 * sentinel holding its answer to the reconnect's question until the announcement is out.
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from './redis.js';

type Reply = string | number | null | Reply[] | { status: string };

function encode(r: Reply): string {
  if (r === null) return '$-1\r\n';
  if (typeof r === 'number') return `:${r}\r\n`;
  if (typeof r === 'string') return `$${Buffer.byteLength(r)}\r\n${r}\r\n`;
  if (Array.isArray(r)) return `*${r.length}\r\n${r.map(encode).join('')}`;
  return `+${r.status}\r\n`;
}

/** The commands in `buf` (arrays of bulk strings, as clients send them); the rest stays for later. */
function parse(buf: string): { commands: string[][]; rest: string } {
  const commands: string[][] = [];
  let at = 0;
  for (;;) {
    const start = at;
    if (buf[at] !== '*') break;
    let eol = buf.indexOf('\r\n', at);
    if (eol < 0) break;
    const n = Number(buf.slice(at + 1, eol));
    at = eol + 2;
    const args: string[] = [];
    for (let i = 0; i < n; i++) {
      eol = buf.indexOf('\r\n', at);
      if (eol < 0) return { commands, rest: buf.slice(start) };
      const len = Number(buf.slice(at + 1, eol));
      if (buf.length < eol + 2 + len + 2) return { commands, rest: buf.slice(start) };
      args.push(buf.slice(eol + 2, eol + 2 + len));
      at = eol + 2 + len + 2;
    }
    commands.push(args);
  }
  return { commands, rest: buf.slice(at) };
}

/** A RESP server answering each command with `answer` (undefined: no answer now). */
async function fakeServer(answer: (args: string[], socket: Socket) => Reply | undefined): Promise<{ server: Server; port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let pending = '';
    socket.on('data', (d: Buffer) => {
      const { commands, rest } = parse(pending + d.toString('latin1'));
      pending = rest;
      for (const args of commands) {
        const r = answer(args, socket);
        if (r !== undefined) socket.write(encode(r));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as { port: number }).port, sockets };
}

/** A master: INFO says so, PING answers PONG, anything else OK. */
const master = () => fakeServer(([cmd]) => (cmd!.toUpperCase() === 'INFO' ? 'role:master\r\nloading:0\r\n' : cmd!.toUpperCase() === 'PING' ? { status: 'PONG' } : { status: 'OK' }));

describe('a Sentinel connection (connectRedis)', () => {
  const servers: { server: Server; sockets: Set<Socket> }[] = [];
  let client: Redis | null = null;

  afterEach(() => {
    client?.disconnect();
    client = null;
    for (const { server, sockets } of servers.splice(0)) {
      server.close();
      for (const s of sockets) s.destroy();
    }
  });

  it('reaches the promoted master when +switch-master arrives while it asks the sentinels again', async () => {
    const first = await master();
    const second = await master();
    servers.push(first, second);
    let masterPort = first.port;
    /** Set while the sentinel holds its answers: the reply to send once released. */
    const held: { socket: Socket; reply: () => Reply }[] = [];
    let holding = false;
    const subscribers = new Set<Socket>();
    let asked = () => {};
    const sentinel = await fakeServer((args, socket) => {
      const [cmd, sub] = [args[0]!.toUpperCase(), (args[1] ?? '').toLowerCase()];
      if (cmd === 'SUBSCRIBE') {
        subscribers.add(socket);
        socket.on('close', () => subscribers.delete(socket));
        return ['subscribe', args[1]!, 1];
      }
      if (cmd === 'SENTINEL' && sub === 'get-master-addr-by-name') {
        const reply = () => ['127.0.0.1', String(masterPort)];
        if (!holding) return reply();
        held.push({ socket, reply });
        asked();
        return undefined;
      }
      if (cmd === 'SENTINEL' && sub === 'sentinels') return [];
      return { status: 'OK' };
    });
    servers.push(sentinel);

    client = connectRedis({ kind: 'sentinel', sentinels: [{ host: '127.0.0.1', port: sentinel.port }], name: 'cds' });
    client.on('error', () => {});
    await once(client, 'ready');
    // The connection's failover detector has subscribed to the sentinel.
    while (subscribers.size === 0) await new Promise((r) => setTimeout(r, 10));

    // The master goes away: the client reconnects and asks the sentinel, which holds its answer.
    holding = true;
    const questionOut = new Promise<void>((r) => (asked = r));
    first.server.close();
    for (const s of first.sockets) s.destroy();
    await questionOut;

    // The sentinels announce the failover while the question is out; whatever detector still
    // listens hears it (and lets go of its sentinel connections).
    masterPort = second.port;
    const listening = [...subscribers];
    for (const s of listening) s.write(encode(['message', '+switch-master', `cds 127.0.0.1 ${first.port} 127.0.0.1 ${second.port}`]));
    await Promise.all(listening.map((s) => (s.destroyed ? undefined : once(s, 'close'))));

    // The sentinel answers: the promoted master.
    const outcome = new Promise<string>((resolve) => {
      client!.once('ready', () => resolve('ready'));
      client!.once('end', () => resolve('end'));
    });
    holding = false;
    for (const { socket, reply } of held.splice(0)) socket.write(encode(reply()));
    expect(await outcome).toBe('ready');
    expect(await client.ping()).toBe('PONG');
    expect(second.sockets.size).toBeGreaterThan(0);
  });
});
