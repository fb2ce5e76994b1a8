import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpFailure, SmtpSession, directConnect } from './smtp-session.js';

let server: Server | null = null;
afterEach(() => server?.close());

/** A scripted server: answers each line the client sends with the next scripted text. */
async function scripted(greeting: string, replies: string[]): Promise<number> {
  server = createServer((socket: Socket) => {
    socket.write(greeting);
    let n = 0;
    socket.on('data', () => {
      const reply = replies[n++];
      if (reply !== undefined) socket.write(reply);
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server!.address() as { port: number }).port;
}

const open = (port: number, deadlineMs = 2000) =>
  SmtpSession.open({ ip: '127.0.0.1', port, connect: directConnect, connectTimeoutMs: 1000, commandTimeoutMs: 1000, deadline: Date.now() + deadlineMs });

async function kind(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SmtpFailure) return err.kind;
    throw err;
  }
  return 'ok';
}

describe('SmtpSession', () => {
  it('reads multi-line replies and enhanced codes', async () => {
    const port = await scripted('220-first\r\n220 ready\r\n', ['250-hello\r\n250-PIPELINING\r\n250 SIZE 1000\r\n', '550 5.1.1 User unknown\r\n']);
    const { session, greeting } = await open(port);
    expect(greeting).toEqual({ code: 220, enhanced: null, text: 'first ready' });
    expect((await session.hello('me.test')).code).toBe(250);
    expect(await session.command('RCPT TO:<x@y.test>')).toEqual({ code: 550, enhanced: '5.1.1', text: '5.1.1 User unknown' });
    session.destroy();
  });

  it('refuses replies that are not SMTP: mixed codes, 4-digit codes, endless replies, stray lines', async () => {
    expect(await kind((async () => (await open(await scripted('220 ok\r\n', ['250-a\r\n251 b\r\n']))).session.command('NOOP'))())).toBe('garbage');
    server?.close();
    expect(await kind((async () => (await open(await scripted('220 ok\r\n', ['2500 x\r\n']))).session.command('NOOP'))())).toBe('garbage');
    server?.close();
    expect(await kind((async () => (await open(await scripted('220 ok\r\n', ['250-x\r\n'.repeat(150) + '250 end\r\n']))).session.command('NOOP'))())).toBe('garbage');
    server?.close();
    const port = await scripted('220 ok\r\n250 stray\r\n', ['250 late\r\n']);
    const { session } = await open(port);
    await new Promise((r) => setTimeout(r, 50));
    expect(await kind(session.command('NOOP'))).toBe('garbage');
    session.destroy();
  });

  it('stops waiting at the deadline', async () => {
    const port = await scripted('220 ok\r\n', []);
    const { session } = await open(port, 300);
    const started = Date.now();
    expect(await kind(session.command('NOOP'))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(600);
    await session.close();
  });
});
