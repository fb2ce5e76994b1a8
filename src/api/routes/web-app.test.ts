import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

let dir: string;
let built: FastifyInstance;
let missing: FastifyInstance;
/** What the app instance logged at warn and above (Fastify warns of a second answer to a request). */
const warnings: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cds-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
  await writeFile(join(dir, 'assets', 'index-abc.js.gz'), gzipSync('console.log("app")'));
  await writeFile(join(dir, '..', `${dir.split('/').pop()}-secret.txt`), 'not served');
  built = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
  registerWebApp(built, dir);
  missing = Fastify();
  registerWebApp(missing, join(dir, 'nothing-here'));
});

afterAll(async () => {
  await built.close();
  await missing.close();
  await rm(`${dir}-secret.txt`, { force: true });
  await rm(dir, { recursive: true, force: true });
});

describe('the web app at /app', () => {
  it('serves index.html at /app and for any path the app routes, revalidated each time, under a strict CSP', async () => {
    for (const url of ['/app', '/app/', '/app/bulks/0f8fad5b-d9cb-469f-a165-70867728950e', '/app/leads/3']) {
      const res = await built.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toBe('<!doctype html><title>app</title>');
    }
  });

  it('serves hashed assets as immutable, gzipped to a client that accepts it; a missing asset is a 404', async () => {
    const plain = await built.inject({ url: '/app/assets/index-abc.js' });
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    const zipped = await built.inject({ url: '/app/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log("app")');
    const gone = await built.inject({ url: '/app/assets/index-old.js' });
    expect(gone.statusCode).toBe(404);
  });

  it('answers each request once (no second reply attempted after the file was sent)', async () => {
    warnings.length = 0;
    for (const url of ['/app', '/app/leads/3', '/app/assets/index-abc.js']) expect((await built.inject({ url })).statusCode, url).toBe(200);
    expect(warnings).toEqual([]);
  });

  it('serves no file outside its folder', async () => {
    const name = `${dir.split('/').pop()}-secret.txt`;
    for (const url of [`/app/../${name}`, `/app/%2e%2e/${name}`, `/app/assets/..%2f..%2f${name}`]) {
      const res = await built.inject({ url });
      expect(res.body, url).not.toContain('not served');
    }
  });

  it('answers 503 with what to run when the app is not built', async () => {
    const res = await missing.inject({ url: '/app/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('npm run build');
  });
});
