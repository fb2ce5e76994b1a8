/**
 * For the npm clients of Hunter and Clearbit, driven against the in-process app: the app listens
 * on 127.0.0.1 (a real HTTP server, as a client meets it), and for the clients that hard-code
 * `https://api.hunter.io` or `https://{api}.clearbit.com`, Node's global HTTPS agent is replaced
 * by one whose connections go to that server in plain HTTP. The request keeps its Host header
 * (`person.clearbit.com`, ...), as it would through a proxy; no name is resolved and nothing
 * leaves the machine. Every connection the agent made is recorded, so a test can show the
 * client went through it.
 */
import https from 'node:https';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function listenLocally(app: FastifyInstance): Promise<{ port: number; baseUrl: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
  return { port: address.port, baseUrl: `http://127.0.0.1:${address.port}` };
}

export interface LocalHttps {
  /** `host:port` of every HTTPS request the clients made, in order. */
  readonly requested: string[];
  restore(): void;
}

/** Sends every `https.request` that uses the global agent to the app on `port`, until restore(). */
export function httpsToLocal(port: number): LocalHttps {
  const requested: string[] = [];
  class LocalAgent extends https.Agent {
    override createConnection(options: { host?: string | null; port?: number | string | null }): net.Socket {
      requested.push(`${options.host ?? ''}:${options.port ?? ''}`);
      return net.connect(port, '127.0.0.1');
    }
  }
  const original = https.globalAgent;
  https.globalAgent = new LocalAgent({ keepAlive: false });
  return {
    requested,
    restore() {
      https.globalAgent.destroy();
      https.globalAgent = original;
    },
  };
}
