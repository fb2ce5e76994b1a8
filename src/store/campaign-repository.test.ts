/**
 * CampaignRepository against a real PostgreSQL: campaigns per team, recipients added once in
 * arrival order, cancellation statuses, paging, and exact counts under concurrent calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/support/postgres.js';
import type { Recipient } from '../contract/schemas.js';
import { migrate, readMigrations } from './pg/migrator.js';
import { CampaignRepository } from './campaign-repository.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  await migrate(db.pool, readMigrations());
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

const NOW = new Date('2026-03-01T12:00:00.000Z');
let teams = 0;
function fresh(): { repo: CampaignRepository; team: string } {
  const team = `c${++teams}`;
  return { repo: new CampaignRepository(db.pool, team), team };
}

function recipient(email: string, extra: Partial<Recipient> = {}): Recipient {
  return { email, first_name: null, last_name: null, position: null, company: null, website: null, sending_status: 'pending', lead_id: 1, ...extra };
}

async function emailsOf(repo: CampaignRepository, id: number): Promise<string[]> {
  return (await repo.recipients(id, 1000, 0)).recipients.map((r) => r.email);
}

describe('CampaignRepository', () => {
  it('creates campaigns with ids from 1, reads and pages them', async () => {
    const { repo } = fresh();
    expect(await repo.create('Launch', NOW)).toEqual({ id: 1, name: 'Launch', created_at: '2026-03-01T12:00:00.000Z', recipients_count: 0 });
    expect((await repo.create('Second', NOW)).id).toBe(2);
    expect((await repo.create('Nul \0 name', NOW)).id).toBe(3);
    expect(await repo.get(1)).toEqual({ id: 1, name: 'Launch', created_at: '2026-03-01T12:00:00.000Z', recipients_count: 0 });
    expect((await repo.get(3))?.name).toBe('Nul \0 name');
    expect(await repo.get(4)).toBeNull();
    expect(await repo.get(Number.NaN)).toBeNull();
    expect(await repo.list(2, 0)).toMatchObject({ total: 3, campaigns: [{ id: 1 }, { id: 2 }] });
    expect(await repo.list(2, 2)).toMatchObject({ total: 3, campaigns: [{ id: 3 }] });
    expect(await repo.list(2, 3)).toEqual({ total: 3, campaigns: [] });
  });

  it('adds recipients once, in the order given, and pages them in arrival order', async () => {
    const { repo } = fresh();
    const { id } = await repo.create('C', NOW);
    const kim = recipient('kim@acme.test', { first_name: 'Kim', position: 'CEO', company: 'Acme', website: 'http://acme.test', lead_id: 7 });
    expect(await repo.addRecipients(id, [kim, recipient('b@acme.test'), recipient('a@acme.test')])).toEqual(['kim@acme.test', 'b@acme.test', 'a@acme.test']);
    // already present, and twice in one call: added once, the first entry kept
    expect(await repo.addRecipients(id, [recipient('a@acme.test', { lead_id: 99 }), recipient('z@acme.test', { lead_id: 1 }), recipient('z@acme.test', { lead_id: 2 })])).toEqual([
      'z@acme.test',
    ]);
    expect(await repo.addRecipients(id, [])).toEqual([]);
    expect(await emailsOf(repo, id)).toEqual(['kim@acme.test', 'b@acme.test', 'a@acme.test', 'z@acme.test']);
    const page = await repo.recipients(id, 2, 0);
    expect(page.total).toBe(4);
    expect(page.recipients[0]).toEqual(kim);
    expect(await repo.recipients(id, 2, 2)).toMatchObject({ total: 4, recipients: [{ email: 'a@acme.test', lead_id: 1 }, { email: 'z@acme.test', lead_id: 1 }] });
    expect(await repo.recipients(id, 2, 10)).toEqual({ total: 4, recipients: [] });
    expect((await repo.get(id))?.recipients_count).toBe(4);
    // no such campaign
    expect(await repo.addRecipients(999, [recipient('x@acme.test')])).toBeNull();
    expect(await repo.addRecipients(999, [])).toBeNull();
    expect(await repo.recipients(999, 10, 0)).toEqual({ total: 0, recipients: [] });
  });

  it('keeps a recipient document exactly, NUL and all', async () => {
    const { repo } = fresh();
    const { id } = await repo.create('C', NOW);
    const odd = recipient('a\0b@acme.test', { first_name: 'N\0L \u{1F600}' });
    expect(await repo.addRecipients(id, [odd])).toEqual(['a\0b@acme.test']);
    expect((await repo.recipients(id, 10, 0)).recipients).toEqual([odd]);
    expect(await repo.cancelRecipients(id, ['a\0b@acme.test'])).toEqual(new Map([['a\0b@acme.test', 'cancelled']]));
  });

  it('cancels pending recipients only, and says why for the others', async () => {
    const { repo } = fresh();
    const { id } = await repo.create('C', NOW);
    await repo.addRecipients(id, [recipient('p1@x.test'), recipient('sent@x.test', { sending_status: 'sent' }), recipient('p2@x.test'), recipient('p3@x.test')]);
    const cases: { emails: string[]; expect: [string, string][]; left: string[] }[] = [
      { emails: ['p1@x.test'], expect: [['p1@x.test', 'cancelled']], left: ['sent@x.test', 'p2@x.test', 'p3@x.test'] },
      { emails: ['p1@x.test', 'sent@x.test', 'nobody@x.test'], expect: [['p1@x.test', 'absent'], ['sent@x.test', 'not_pending'], ['nobody@x.test', 'absent']], left: ['sent@x.test', 'p2@x.test', 'p3@x.test'] },
      // an address given twice: cancelled the first time, absent the second (the map keeps the last)
      { emails: ['p2@x.test', 'p2@x.test'], expect: [['p2@x.test', 'absent']], left: ['sent@x.test', 'p3@x.test'] },
      { emails: [], expect: [], left: ['sent@x.test', 'p3@x.test'] },
    ];
    for (const c of cases) {
      expect([...(await repo.cancelRecipients(id, c.emails))!]).toEqual(c.expect);
      expect(await emailsOf(repo, id)).toEqual(c.left);
      expect((await repo.get(id))?.recipients_count).toBe(c.left.length);
    }
    // a cancelled address added again arrives last
    expect(await repo.addRecipients(id, [recipient('p1@x.test')])).toEqual(['p1@x.test']);
    expect(await emailsOf(repo, id)).toEqual(['sent@x.test', 'p3@x.test', 'p1@x.test']);
    expect(await repo.cancelRecipients(999, ['p1@x.test'])).toBeNull();
  });

  it('keeps teams apart: ids from 1 in each, neither sees the other’s campaigns or recipients', async () => {
    const home = new CampaignRepository(db.pool, null);
    const acme = new CampaignRepository(db.pool, 'acme');
    expect((await home.create('Home', NOW)).id).toBe(1);
    expect((await acme.create('Acme', NOW)).id).toBe(1);
    expect((await acme.create('Acme 2', NOW)).id).toBe(2);
    await acme.addRecipients(1, [recipient('a@acme.test')]);
    expect(await home.get(2)).toBeNull();
    expect((await home.get(1))?.name).toBe('Home');
    expect(await home.list(10, 0)).toMatchObject({ total: 1, campaigns: [{ id: 1, name: 'Home', recipients_count: 0 }] });
    expect(await home.recipients(1, 10, 0)).toEqual({ total: 0, recipients: [] });
    expect(await home.cancelRecipients(1, ['a@acme.test'])).toEqual(new Map([['a@acme.test', 'absent']]));
    expect(await home.addRecipients(2, [recipient('x@acme.test')])).toBeNull();
    expect(await home.addRecipients(1, [recipient('a@acme.test')])).toEqual(['a@acme.test']);
    expect(await emailsOf(acme, 1)).toEqual(['a@acme.test']);
    expect((await acme.get(1))?.recipients_count).toBe(1);
    expect(() => new CampaignRepository(db.pool, 'Bad Team')).toThrow(RangeError);
  });

  it('adds each address once and keeps the count exact under concurrent calls', async () => {
    const { repo, team } = fresh();
    const { id } = await repo.create('Race', NOW);
    // 20 calls of 10 addresses each, overlapping: 50 distinct addresses in all
    const calls = Array.from({ length: 20 }, (_, c) => Array.from({ length: 10 }, (_, i) => recipient(`r${(c * 5 + i) % 50}@x.test`)));
    const added = await Promise.all(calls.map((rs) => repo.addRecipients(id, rs)));
    const all = added.flatMap((a) => a ?? []);
    expect(all).toHaveLength(50);
    expect(new Set(all).size).toBe(50);
    expect((await repo.get(id))?.recipients_count).toBe(50);
    // each call's additions are contiguous in arrival order (calls take turns on the campaign)
    const order = await emailsOf(repo, id);
    for (const a of added) {
      const at = a!.map((e) => order.indexOf(e));
      expect(at).toEqual(at.map((_, i) => at[0]! + i));
    }
    // cancel and add racing: the count matches the rows
    await Promise.all([
      repo.cancelRecipients(id, ['r1@x.test', 'r2@x.test', 'r3@x.test']),
      repo.addRecipients(id, [recipient('r1@x.test'), recipient('new@x.test')]),
      repo.cancelRecipients(id, ['r2@x.test', 'new@x.test']),
    ]);
    const rows = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM campaign_recipients WHERE team = $1 AND campaign_id = $2', [team, id]);
    expect((await repo.get(id))?.recipients_count).toBe(Number(rows.rows[0]!.n));
    expect((await repo.recipients(id, 1, 0)).total).toBe(Number(rows.rows[0]!.n));
  });

  it('holds its invariants in the schema: counts match, no dangling recipient, counts not writable', async () => {
    const drift = await db.pool.query(
      `SELECT c.team, c.id FROM campaigns c
        WHERE c.recipients_count <> (SELECT count(*) FROM campaign_recipients WHERE team = c.team AND campaign_id = c.id)`,
    );
    expect(drift.rows).toEqual([]);
    await expect(db.pool.query("UPDATE campaigns SET recipients_count = recipients_count + 1 WHERE team = 'acme'")).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.pool.query("INSERT INTO campaign_recipients (team, campaign_id, email, recipient) VALUES ('acme', 77, 'x@x.test', '{}')"),
    ).rejects.toMatchObject({ code: '23503' });
    // deleting a campaign (no API does yet) takes its recipients with it
    await db.pool.query("DELETE FROM campaigns WHERE team = 'acme' AND id = 1");
    const left = await db.pool.query("SELECT 1 FROM campaign_recipients WHERE team = 'acme' AND campaign_id = 1");
    expect(left.rowCount).toBe(0);
  });
});
