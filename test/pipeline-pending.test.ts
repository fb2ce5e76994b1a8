/**
 * In a bulk, slow is not unknown: rows whose mail server greylists or paces us wait (the chunk
 * job sleeps in the delayed set, the bulk shows them as pending) and get their final status when
 * the server answers; only past VERIFY_PENDING_MAX_SECONDS does a row end `unknown`, with the
 * reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { buildSandboxWorld, SANDBOX_IPS } from '../src/sandbox/world/index.js';
import { resultsCsv, startPipelineHarness, uploadCsv, type PipelineHarness } from './support/pipeline.js';
import { sandboxEnv } from './support/sandbox-env.js';

let sandbox: RunningSandbox;

function env(sandbox: RunningSandbox, extra: Record<string, string>): Record<string, string> {
  return sandboxEnv(sandbox, {
    LOG_LEVEL: 'error',
    SMTP_POLITENESS_MS: '50',
    SMTP_BACKOFF_MS: '1000',
    PROBE_BUDGET_MS: '2500',
    GREYLIST_RETRY_SECONDS: '1',
    GREYLIST_RETRIES: '0',
    BULK_CHUNK_SIZE: '100',
    ...extra,
  });
}

/** Polls the bulk until it ends, keeping every status seen on the way. */
async function follow(h: PipelineHarness, id: string, timeoutMs: number): Promise<{ final: any; seen: any[] }> {
  const seen: any[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const data = (await h.app.inject({ url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } })).json().data;
    seen.push(data);
    if (data.state === 'completed' || data.state === 'failed') return { final: data, seen };
    if (Date.now() > until) throw new Error(`bulk ${id} still ${data.state} (${data.processed}/${data.total}, ${data.pending} pending)`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  const world = buildSandboxWorld();
  for (const d of world.domains) if (d.domain === 'greylist.sandbox.test') d.greylistSeconds = 1;
  world.hosts.find((h) => h.ip === SANDBOX_IPS.recipientRate)!.defenses = { recipientRate: { max: 10, windowMs: 3000, code: 450 } };
  world.hosts.find((h) => h.ip === SANDBOX_IPS.tarpit)!.tarpitSeconds = 60;
  sandbox = await startSandbox({ world });
});
afterAll(async () => {
  await sandbox.stop();
});

describe('bulk rows that wait for a pacing or greylisting server', () => {
  let h: PipelineHarness;
  beforeAll(async () => {
    h = await startPipelineHarness(env(sandbox, {}));
  });
  afterAll(() => h.close());

  it('shows them as pending, asks again later, and ends with every status right', async () => {
    const rows = [
      ['alice@greylist.sandbox.test', 'valid'],
      ['nobody@greylist.sandbox.test', 'invalid'],
      ...['alice', 'bob', 'carol'].map((n) => [`${n}@rcptrate.sandbox.test`, 'valid']),
      ...Array.from({ length: 15 }, (_, i) => [`nobody${i}@rcptrate.sandbox.test`, 'invalid']),
      ['alice@mailbox.sandbox.test', 'valid'],
    ];
    const csv = ['email', ...rows.map(([email]) => email)].join('\n');
    const up = await uploadCsv(h, csv, 'kind=verify');
    expect(up.status).toBe(202);
    const { final, seen } = await follow(h, up.body.data.id, 60_000);
    expect(final).toMatchObject({ state: 'completed', total: rows.length, processed: rows.length, pending: 0 });
    // While they waited, the bulk said so: pending rows, not done ones.
    const waiting = seen.filter((s) => s.pending > 0);
    expect(waiting.length).toBeGreaterThan(0);
    for (const s of waiting) expect(s.state).toBe('running');
    expect(final.counts.unknown ?? 0).toBe(0);

    const out = await resultsCsv(h, up.body.data.id);
    expect(out.map((r) => [r.email, r['verification.status']])).toEqual(rows);
    for (const r of out) expect(r['bulk.error']).toBe('');
    expect(sandbox.smtp.stats().defenses.get('rcpt_rate') ?? 0).toBeGreaterThan(0);
  }, 90_000);
});

describe('a server that never answers in the pending time', () => {
  let h: PipelineHarness;
  beforeAll(async () => {
    h = await startPipelineHarness(env(sandbox, { VERIFY_PENDING_MAX_SECONDS: '3' }));
  });
  afterAll(() => h.close());

  it('ends the row unknown with the reason once the pending time is over, and the rest right', async () => {
    const up = await uploadCsv(h, 'email\nx@tarpit.sandbox.test\nbob@mailbox.sandbox.test\n', 'kind=verify');
    expect(up.status).toBe(202);
    const { final } = await follow(h, up.body.data.id, 30_000);
    expect(final).toMatchObject({ state: 'completed', processed: 2, pending: 0 });
    const out = await resultsCsv(h, up.body.data.id);
    expect(out[0]).toMatchObject({ email: 'x@tarpit.sandbox.test', 'verification.status': 'unknown' });
    expect(out[0]!['bulk.error']).toMatch(/no final answer from the mail server within 3 s/);
    expect(out[1]).toMatchObject({ email: 'bob@mailbox.sandbox.test', 'verification.status': 'valid', 'bulk.error': '' });
  }, 60_000);
});
