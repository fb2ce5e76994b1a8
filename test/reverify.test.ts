/**
 * Scheduled re-verification: only leads whose verification is stale (or missing) are picked,
 * from the sorted verification-date index; they are re-verified on the sandbox, their
 * verification updated, and a status change recorded and shown on GET /v2/leads/{id}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { JobName } from '../src/pipeline/job-names.js';
import { startPipelineHarness, type PipelineHarness } from './support/pipeline.js';

let sandbox: RunningSandbox;
let h: PipelineHarness;

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startPipelineHarness({
    DNS_SERVERS: sandbox.dnsServer,
    // The sandbox's mail hosts are on 127.0.0.0/8, which outgoing connections refuse by default.
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    SMTP_PORT: String(sandbox.smtpPort),
    SMTP_POLITENESS_MS: '0',
    SMTP_COMMAND_TIMEOUT_MS: '1500',
    GREYLIST_RETRIES: '0',
    REVERIFY_AFTER_DAYS: '30',
  });
}, 30_000);
afterAll(async () => {
  await h.close();
  await sandbox.stop();
});

describe('re-verification of leads', () => {
  it('re-verifies only stale leads and records status changes', async () => {
    const leads = h.services.leads;
    const list = (await leads.createList('Reverify')).list.id;
    const old = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    // stale and now invalid: was "deliverable" 90 days ago
    const gone = await leads.upsertFromBulk(list, { email: 'nobody-any-more@mailbox.sandbox.test' }, { date: old, status: 'deliverable' });
    // stale and still valid
    const stays = await leads.upsertFromBulk(list, { email: 'alice@mailbox.sandbox.test' }, { date: old, status: 'deliverable' });
    // never verified
    const never = await leads.upsertFromBulk(list, { email: 'bob@mailbox.sandbox.test' }, null);
    // fresh: must not be touched
    const fresh = await leads.upsertFromBulk(list, { email: 'carol@mailbox.sandbox.test' }, { date: recent, status: 'undeliverable' });
    expect([gone, stays, never, fresh].every((o) => o.ok)).toBe(true);
    const id = (o: typeof gone) => (o.ok ? o.lead.id : -1);

    const picked = await leads.staleLeads(new Date(Date.now() - 30 * 86_400_000), 100, 0);
    expect(picked.sort()).toEqual([id(gone), id(stays), id(never)].sort());

    const scan = (await h.worker.pipeline.queue.runNow(JobName.ReverifyScan, {})) as { leads: number };
    expect(scan.leads).toBe(3);
    await h.worker.pipeline.queue.drained(['verify']);

    const get = async (leadId: number) => (await h.app.inject({ url: `/v2/leads/${leadId}`, headers: { 'x-api-key': h.key } })).json();
    const goneNow = await get(id(gone));
    expect(goneNow.data.verification.status).toBe('undeliverable');
    expect(goneNow.meta.last_verification_change).toMatchObject({ from: 'deliverable', to: 'undeliverable' });
    const staysNow = await get(id(stays));
    expect(staysNow.data.verification.status).toBe('deliverable');
    expect(staysNow.meta.last_verification_change).toBeNull();
    expect(staysNow.data.verification.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const neverNow = await get(id(never));
    expect(neverNow.meta.last_verification_change).toMatchObject({ from: null, to: 'deliverable' });
    const freshNow = await get(id(fresh));
    expect(freshNow.data.verification.status).toBe('undeliverable');
    expect(sandbox.smtp.stats().rcpt.get('carol@mailbox.sandbox.test') ?? 0).toBe(0);
    // nothing is stale any more
    expect(await leads.staleLeads(new Date(Date.now() - 30 * 86_400_000), 100, 0)).toEqual([]);
  }, 30_000);
});
