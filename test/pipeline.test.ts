/**
 * The batch pipeline end to end on the sandbox: upload, chunk jobs through a worker, results in
 * upload order with appended columns, leads output, webhooks, refusals.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { startPipelineHarness, resultsCsv, uploadCsv, waitForBulk, type PipelineHarness } from './support/pipeline.js';
import { sandboxEnv } from './support/sandbox-env.js';
import { BulkService } from '../src/pipeline/bulk-service.js';

let sandbox: RunningSandbox;
let h: PipelineHarness;

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startPipelineHarness(sandboxEnv(sandbox, {
    LOG_LEVEL: 'error',
    SMTP_POLITENESS_MS: '0',
    GREYLIST_RETRIES: '0',
    BULK_CHUNK_SIZE: '2',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    BULK_MAX_UPLOAD_BYTES: '200000',
    BULK_MAX_ROWS: '100',
  }));
  await h.importExamples();
}, 30_000);
afterAll(async () => {
  await h.close();
  await sandbox.stop();
});

describe('bulk verify', () => {
  it('verifies every row, keeps upload order and the original columns, and fans out duplicates', async () => {
    const csv = [
      'Name,Work Email,Notes',
      'Alice,alice@mailbox.sandbox.test,first',
      'Nobody,nobody@mailbox.sandbox.test,"multi\nline"',
      'Catch,who@catchall.sandbox.test,=1+2',
      'Temp,x@mailinator.com,',
      'Web,someone@gmail.com,',
      'Broken,not-an-email,',
      'Empty,,',
      'Alice again,ALICE@mailbox.sandbox.test,dup',
      'Bob,bob@mailbox.sandbox.test,',
      'Null,x@nullmx.sandbox.test,',
    ].join('\n');
    const up = await uploadCsv(h, csv, 'kind=verify');
    expect(up.status).toBe(202);
    expect(up.location).toBe(`/v2/bulks/${up.body.data.id}`);
    expect(up.body.data).toMatchObject({ kind: 'verify', state: 'queued', output: 'csv' });
    const done = await waitForBulk(h, up.body.data.id);
    expect(done).toMatchObject({ state: 'completed', total: 10, processed: 10 });
    expect(done.counts).toMatchObject({ valid: 3, invalid: 3, accept_all: 1, disposable: 1, webmail: 1, invalid_input: 1 });
    expect(done.rows_per_second).toBeGreaterThan(0);
    expect(done.eta_seconds).toBe(0);

    const rows = await resultsCsv(h, up.body.data.id);
    expect(rows.map((r) => r.Name)).toEqual(['Alice', 'Nobody', 'Catch', 'Temp', 'Web', 'Broken', 'Empty', 'Alice again', 'Bob', 'Null']);
    expect(rows.map((r) => r['verification.status'])).toEqual(['valid', 'invalid', 'accept_all', 'disposable', 'webmail', 'invalid', '', 'valid', 'valid', 'invalid']);
    expect(rows[1]!.Notes).toBe('multi\nline');
    expect(rows[2]!.Notes).toBe("'=1+2");
    expect(rows[6]).toMatchObject({ 'bulk.status': 'invalid_input', 'bulk.error': 'no email in this row' });
    expect(rows[0]).toMatchObject({ 'bulk.status': 'ok', 'bulk.error': '', 'verification.smtp_check': 'true', 'verification.score': '100' });
    // the duplicate was asked once
    expect(sandbox.smtp.stats().rcpt.get('alice@mailbox.sandbox.test')).toBe(1);

    const json = await h.app.inject({ url: `/v2/bulks/${up.body.data.id}/results?format=json`, headers: { 'x-api-key': h.key } });
    const lines = json.body.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatchObject({ Name: 'Alice', 'verification.status': 'valid', 'verification.score': 100 });
  });

  it('lists the key\'s bulks and hides them from other keys', async () => {
    const list = (await h.app.inject({ url: '/v2/bulks', headers: { 'x-api-key': h.key } })).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
    const id = list.data.bulks[0].id;
    const { plain } = await h.keys.create({ name: 'other' });
    expect((await h.app.inject({ url: `/v2/bulks/${id}`, headers: { 'x-api-key': plain } })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/v2/bulks', headers: { 'x-api-key': plain } })).json().meta.total).toBe(0);
  });
});

describe('bulk enrich, find and domain-search', () => {
  it('enriches emails with person, company and verification columns', async () => {
    const up = await uploadCsv(h, 'email\nanne-sophie.delatour@northwind-robotics.test\nunknown.person@kranich-analytics.test\n', 'kind=enrich');
    await waitForBulk(h, up.body.data.id);
    const [anne, unknown] = await resultsCsv(h, up.body.data.id);
    expect(anne).toMatchObject({
      'person.name.fullName': 'Anne-Sophie de la Tour',
      'person.employment.title': 'Head of Sales',
      'company.name': 'Northwind Robotics',
      'company.geo.countryCode': 'FR',
      'verification.status': 'valid',
    });
    expect(unknown!['person.name.fullName']).toBe('');
    expect(unknown!['company.name']).toBe('Kranich Analytics');
    expect(unknown!['verification.status']).toBe('invalid');
  });

  it('enriches a domain column with company columns', async () => {
    const up = await uploadCsv(h, 'website\nhttps://www.sakura-biolabs.test/about\nnowhere.test\n', 'kind=enrich');
    await waitForBulk(h, up.body.data.id);
    const [sakura, nowhere] = await resultsCsv(h, up.body.data.id);
    expect(sakura!['company.name']).toBe('Sakura BioLabs');
    expect(nowhere).toMatchObject({ 'bulk.status': 'not_found' });
  });

  it('finds addresses from names and domains', async () => {
    const csv = 'first name,last name,company domain\nMathieu,Lefèvre,northwind-robotics.test\nZed,Nobody,mailbox.sandbox.test\n';
    const up = await uploadCsv(h, csv, 'kind=find');
    await waitForBulk(h, up.body.data.id, 60_000);
    const [found, missing] = await resultsCsv(h, up.body.data.id);
    expect(found!['email_finder.email']).toBe('mathieu.lefevre@northwind-robotics.test');
    expect(missing).toMatchObject({ 'bulk.status': 'not_found', 'email_finder.email': '' });
  });

  it('finds from a company column that holds names, domains or URLs (the same resolution as GET /v2/email-finder)', async () => {
    const csv = 'first name,last name,company\nMathieu,Lefèvre,Northwind Robotics\nMathieu,Lefèvre,northwind-robotics.test\nMathieu,Lefèvre,https://www.northwind-robotics.test/team\nMathieu,Lefèvre,Nowhere Holdings\n';
    const up = await uploadCsv(h, csv, 'kind=find');
    await waitForBulk(h, up.body.data.id, 60_000);
    const [byName, byDomain, byUrl, unknown] = await resultsCsv(h, up.body.data.id);
    for (const row of [byName, byDomain, byUrl]) {
      expect(row).toMatchObject({ 'bulk.status': 'ok', 'email_finder.email': 'mathieu.lefevre@northwind-robotics.test', 'email_finder.company': 'Northwind Robotics' });
    }
    expect(unknown).toMatchObject({ 'bulk.status': 'not_found', 'email_finder.email': '' });
    expect(unknown!['bulk.error']).toMatch(/Nowhere Holdings/);
  });

  it('gives one output row per address for domain-search', async () => {
    const up = await uploadCsv(h, 'domain\nolivaro-foods.test\nnowhere.test\n', 'kind=domain-search');
    await waitForBulk(h, up.body.data.id);
    const rows = await resultsCsv(h, up.body.data.id);
    const olivaro = rows.filter((r) => r.domain === 'olivaro-foods.test');
    expect(olivaro.length).toBeGreaterThan(3);
    expect(olivaro.every((r) => r['email.value']!.endsWith('@olivaro-foods.test'))).toBe(true);
    expect(rows[rows.length - 1]).toMatchObject({ domain: 'nowhere.test', 'bulk.status': 'not_found' });
  });
});

describe('bulk output to leads, webhooks, refusals', () => {
  it('upserts one lead per row into a named list, with the verification', async () => {
    const up = await uploadCsv(h, 'email\nalice@mailbox.sandbox.test\nnobody@mailbox.sandbox.test\nnot-an-email\n', 'kind=verify&output=leads&leads_list_name=From%20bulk');
    const done = await waitForBulk(h, up.body.data.id);
    const listId = done.leads_list_id;
    const leads = (await h.app.inject({ url: `/v2/leads?leads_list_id=${listId}`, headers: { 'x-api-key': h.key } })).json();
    expect(leads.data.leads.map((l: { email: string }) => l.email).sort()).toEqual(['alice@mailbox.sandbox.test', 'nobody@mailbox.sandbox.test']);
    const alice = leads.data.leads.find((l: { email: string }) => l.email.startsWith('alice'));
    expect(alice.verification.status).toBe('deliverable');
    expect(alice.verification.date).toMatch(/UTC$/);
    expect(alice.leads_list).toMatchObject({ name: 'From bulk', leads_count: 2 });
  });

  it('makes leads of a domain search (one per address) and of an enrichment, with their names and company', async () => {
    const search = await uploadCsv(h, 'domain\nnorthwind-robotics.test\n', 'kind=domain-search&output=leads&leads_list_name=Northwind');
    const listId = (await waitForBulk(h, search.body.data.id)).leads_list_id;
    const leads = (await h.app.inject({ url: `/v2/leads?leads_list_id=${listId}&limit=100`, headers: { 'x-api-key': h.key } })).json().data.leads as Record<string, unknown>[];
    expect(leads).toHaveLength(8);
    expect(leads.find((l) => l.email === 'mathieu.lefevre@northwind-robotics.test')).toMatchObject({
      first_name: 'Mathieu',
      last_name: 'Lefèvre',
      position: 'CEO',
      confidence_score: 91,
      source: 'bulk domain search',
    });
    const enrich = await uploadCsv(h, 'email\nmathieu.lefevre@northwind-robotics.test\n', 'kind=enrich&output=leads&leads_list_name=Enriched');
    const enrichedList = (await waitForBulk(h, enrich.body.data.id)).leads_list_id;
    const [lead] = (await h.app.inject({ url: `/v2/leads?leads_list_id=${enrichedList}`, headers: { 'x-api-key': h.key } })).json().data.leads;
    expect(lead).toMatchObject({ email: 'mathieu.lefevre@northwind-robotics.test', first_name: 'Mathieu', last_name: 'Lefèvre', source: 'bulk enrichment' });
    expect(lead.company).toEqual(expect.any(String));
    expect(lead.website).toBe('http://northwind-robotics.test');
  });

  it('calls the webhook once, signed with the bulk\'s secret', async () => {
    const calls: { body: string; signature: string; v2: string; timestamp: string }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        calls.push({ body, signature: String(req.headers['x-signature']), v2: String(req.headers['x-signature-v2']), timestamp: String(req.headers['x-signature-timestamp']) });
        res.writeHead(calls.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const up = await uploadCsv(h, 'email\nbob@mailbox.sandbox.test\n', `kind=verify&webhook_url=${encodeURIComponent(`http://127.0.0.1:${port}/hook`)}`);
      const secret = up.body.data.webhook_secret;
      expect(secret).toEqual(expect.any(String));
      await waitForBulk(h, up.body.data.id);
      const until = Date.now() + 20_000;
      while (calls.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(calls).toHaveLength(2); // the first answered 500, so it was retried once
      const last = calls[1]!;
      expect(last.signature).toBe(`sha256=${createHmac('sha256', secret).update(last.body).digest('hex')}`);
      // The timestamped signature: bound to this delivery's time, so a replay is recognisable.
      const ts = Number(last.timestamp);
      expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);
      expect(last.v2).toBe(`t=${ts},sha256=${createHmac('sha256', secret).update(`${ts}.${last.body}`).digest('hex')}`);
      expect(calls[0]!.v2).not.toBe(''); // every attempt is signed
      expect(JSON.parse(last.body)).toMatchObject({ event: 'bulk.finished', data: { id: up.body.data.id, state: 'completed', total: 1 } });
      await new Promise((r) => setTimeout(r, 500));
      expect(calls).toHaveLength(2);
    } finally {
      server.close();
    }
  }, 30_000);

  it('fails a bulk whose rows pass the row limit, saying why', async () => {
    const up = await uploadCsv(h, 'email\n' + Array.from({ length: 120 }, (_, i) => `p${i}@mailbox.sandbox.test`).join('\n'), 'kind=verify');
    expect(up.status).toBe(202);
    const done = await waitForBulk(h, up.body.data.id);
    expect(done.state).toBe('failed');
    expect(done.error).toMatch(/100/);
    const res = await h.app.inject({ url: `/v2/bulks/${up.body.data.id}/results`, headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(422);
  });

  /** A service with a larger size limit than the harness's, so an upload spans several pieces. */
  const largeUploads = () =>
    new BulkService(
      h.worker.pipeline.bulkRepo,
      h.worker.pipeline.queue,
      h.services.teams,
      { allowPrivateWebhooks: false, maxUploadBytes: 8 * 1024 * 1024, maxRowsPerKey: 1_000_000 },
      h.state.headroom,
    );

  it('stores an upload piece by piece as it arrives, and drops the pieces when its client hangs up halfway', async () => {
    const service = largeUploads();
    let storedBeforeHangUp = 0;
    async function* upload(): AsyncGenerator<Buffer> {
      yield Buffer.from('email\n' + 'someone@example.test\n'.repeat(60_000)); // 1.26 MB
      yield Buffer.from('someone@example.test\n'.repeat(60_000));
      storedBeforeHangUp = await h.storedUploadPieces();
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    }
    await expect(service.create({ keyId: 'test', kind: 'verify', upload: upload() })).rejects.toThrow('aborted');
    expect(storedBeforeHangUp).toBe(2);
    expect(await h.storedUploadPieces()).toBe(0);
  });

  it('stores every byte of an upload once, in order, whatever sizes its chunks arrive in (one piece buffer reused)', async () => {
    const service = largeUploads();
    // 3.5 MiB of distinct rows, in chunks of odd sizes that straddle the 1 MiB pieces.
    const file = Buffer.from('email\n' + Array.from({ length: 150_000 }, (_, i) => `p${i}@e${i % 97}.test\n`).join(''));
    const sizes = [1, 65_536, 1_048_575, 2, 1_048_576, 300_001];
    function* chunks(): Generator<Buffer> {
      for (let at = 0, n = 0; at < file.length; n++) {
        const next = Math.min(file.length, at + sizes[n % sizes.length]!);
        // A copy, as a socket gives: the source's bytes are its own.
        yield Buffer.from(file.subarray(at, next));
        at = next;
      }
    }
    const staged = await service.stage(chunks(), await service.admit('test', 'verify'));
    expect(staged.pieces).toBe(Math.ceil(file.length / (1024 * 1024)));
    const back: Buffer[] = [];
    for await (const piece of h.worker.pipeline.bulkRepo.upload(staged.id, staged.pieces)) back.push(Buffer.from(piece));
    expect(back.slice(0, -1).every((p) => p.length === 1024 * 1024)).toBe(true);
    expect(Buffer.concat(back).equals(file)).toBe(true);
    await service.discard(staged);
    expect(await h.storedUploadPieces()).toBe(0);
  });

  it('refuses bad uploads at once with a clear error', async () => {
    const bad = async (csv: string, query: string, status: number, pattern: RegExp) => {
      const res = await uploadCsv(h, csv, query);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.errors[0].details).toMatch(pattern);
    };
    await bad('email\na@b.test\n', 'kind=paint', 400, /kind/);
    await bad('email\na@b.test\n', '', 400, /kind/);
    await bad('', 'kind=verify', 422, /empty/i);
    await bad('email\n', 'kind=verify', 422, /no data rows|header/i);
    await bad('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'kind=verify', 422, /binary|NUL/i);
    await bad('first,last\nA,B\n', 'kind=find', 422, /domain|company/i);
    await bad('email\na@b.test\n', 'kind=verify&output=leads', 400, /leads_list/);
    await bad('email\na@b.test\n', 'kind=verify&webhook_url=ftp://x', 400, /webhook_url/);
    await bad('email\n' + 'someone@example.test\n'.repeat(20_000), 'kind=verify', 413, /large|bytes/i);
    const json = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': h.key, 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(415);
    // The same file too large as a multipart part, with a field after it.
    const boundary = '----cdsbound';
    const big = 'email\n' + 'someone@example.test\n'.repeat(20_000);
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${big}\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nverify\r\n--${boundary}--\r\n`;
    const tooLarge = await h.app.inject({ method: 'POST', url: '/v2/bulks', headers: { 'x-api-key': h.key, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart });
    expect(tooLarge.statusCode).toBe(413);
    // Uploads are stored piece by piece as they arrive: every refused one is dropped again.
    expect(await h.storedUploadPieces()).toBe(0);
  });

  it("takes a multipart upload's output and list fields (no query default overrides them)", async () => {
    const boundary = '----cdsfields';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${field('kind', 'verify')}${field('output', 'leads')}${field('leads_list_name', 'Multipart list')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail\njane@gmail.com\r\n--${boundary}--\r\n`;
    const res = await h.app.inject({ method: 'POST', url: '/v2/bulks', headers: { 'x-api-key': h.key, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ kind: 'verify', output: 'leads' });
    expect(res.json().data.leads_list_id).toEqual(expect.any(Number));
  });
});
