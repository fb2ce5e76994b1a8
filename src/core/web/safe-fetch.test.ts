import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailure, SafeFetcher, type SafeFetchOptions } from './safe-fetch.js';

let server: Server;
let port: number;
let lastUserAgent = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUserAgent = String(req.headers['user-agent']);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect-private') return res.writeHead(302, { location: `http://127.0.0.2:${port}/ok` }).end();
    if (url.pathname === '/redirect-ok') return res.writeHead(301, { location: '/ok' }).end();
    if (url.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/big') return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(200_000));
    if (url.pathname === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 2000);
    if (url.pathname === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>ok</p>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

const names: Record<string, string[]> = {
  'sandbox-site.test': ['127.0.0.1'],
  'evil.test': ['127.0.0.1'],
  'mixed.test': ['93.184.216.34', '10.1.2.3'],
};

function fetcher(allowCidrs: string[], extra: Partial<SafeFetchOptions> = {}): SafeFetcher {
  return new SafeFetcher({
    resolve: async (host) => {
      const found = names[host];
      if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return found;
    },
    allowCidrs,
    userAgent: 'cds-test/1.0 (+https://example.test/bot)',
    timeoutMs: 1000,
    maxBytes: 100_000,
    maxRedirects: 5,
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof FetchFailure) return err.kind;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('SafeFetcher', () => {
  it('fetches an allow-listed address, pinned, with its User-Agent', async () => {
    const res = await fetcher(['127.0.0.1/32']).fetch(`http://sandbox-site.test:${port}/page`, { accept: ['text/html'] });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<p>ok</p>');
    expect(res.address).toBe('127.0.0.1');
    expect(lastUserAgent).toBe('cds-test/1.0 (+https://example.test/bot)');
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost.test/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::127.0.0.1]/',
    'http://evil.test/',
    'http://mixed.test/',
  ])('refuses %s', async (url) => {
    expect(['blocked_address', 'dns']).toContain(await failure(fetcher([]).fetch(url)));
  });

  it('refuses a name that resolves to loopback outside the allowlist', async () => {
    expect(await failure(fetcher([]).fetch(`http://evil.test:${port}/`))).toBe('blocked_address');
  });

  it('checks every redirect hop', async () => {
    expect(await failure(fetcher(['127.0.0.1/32']).fetch(`http://127.0.0.1:${port}/redirect-private`))).toBe('blocked_address');
    const ok = await fetcher(['127.0.0.1/32']).fetch(`http://127.0.0.1:${port}/redirect-ok`);
    expect(ok.chain).toEqual([`http://127.0.0.1:${port}/redirect-ok`, `http://127.0.0.1:${port}/ok`]);
    expect(await failure(fetcher(['127.0.0.1/32']).fetch(`http://127.0.0.1:${port}/loop`))).toBe('too_many_redirects');
  });

  it('caps size and time, checks the content type, and refuses other schemes', async () => {
    const f = fetcher(['127.0.0.0/8']);
    expect(await failure(f.fetch(`http://127.0.0.1:${port}/big`))).toBe('too_large');
    expect(await failure(f.fetch(`http://127.0.0.1:${port}/slow`))).toBe('timeout');
    expect(await failure(f.fetch(`http://127.0.0.1:${port}/json`, { accept: ['text/html'] }))).toBe('content_type');
    expect(await failure(f.fetch('ftp://127.0.0.1/'))).toBe('bad_url');
    expect(await failure(f.fetch(`http://user:pw@127.0.0.1:${port}/`))).toBe('bad_url');
    expect(await failure(f.fetch('not a url'))).toBe('bad_url');
  });
});
