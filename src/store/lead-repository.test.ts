/**
 * LeadRepository against a real PostgreSQL: round trips, every write outcome, filters
 * (table-driven), lists, teams, the stale-leads scan, status history, and the invariants under
 * concurrent writers (exact counts, one lead per email and list, nothing dangling).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/support/postgres.js';
import type { LeadFilter, LeadFilterField, LeadQuery, LeadWriteResult, StoredLead } from '../core/leads/lead-records.js';
import { LeadService } from '../core/leads/lead-service.js';
import { migrate, readMigrations } from './pg/migrator.js';
import { LeadRepository } from './lead-repository.js';
import { fromDbText, toDbText } from './pg/sql-text.js';

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
/** A repository over a team no other test uses (ids start at 1 in each). */
function fresh(): { repo: LeadRepository; team: string } {
  const team = `t${++teams}`;
  return { repo: new LeadRepository(db.pool, team), team };
}
function freshRepo(): LeadRepository {
  return fresh().repo;
}

function lead(email: string, listId: number, extra: Record<string, unknown> = {}): StoredLead {
  return { email, list_id: listId, created_at: NOW.toISOString(), ...extra };
}

async function create(repo: LeadRepository, l: StoredLead): Promise<number> {
  const res = await repo.writeLead(l, null);
  if (res.kind !== 'ok') throw new Error(`create ${l.email}: ${res.kind}`);
  return res.id;
}

/** Resolves once some statement of this database waits for a lock (polled; 5 s at most). */
async function waitForLockWait(): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no statement came to wait for a lock');
}

async function current(repo: LeadRepository, id: number) {
  const got = await repo.getLead(id);
  if (!got) throw new Error(`lead ${id} is missing`);
  return { id, ...got };
}

describe('NUL escaping for text columns', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a\0b', 'a\uE0000b'],
    ['\uE000', '\uE000\uE000'],
    ['\uE0000', '\uE000\uE0000'],
    ['\0\uE000\0', '\uE0000\uE000\uE000\uE0000'],
  ])('%j is stored as %j and reads back', (text, stored) => {
    expect(toDbText(text)).toBe(stored);
    expect(fromDbText(stored)).toBe(text);
  });
});

describe('LeadRepository', () => {
  it('rejects a team name that keys could not have', () => {
    expect(() => new LeadRepository(db.pool, 'Not A Team')).toThrow(RangeError);
  });

  it('creates a list once per name (case and blanks ignored) and reads it back', async () => {
    const repo = freshRepo();
    expect(await repo.ensureList('  Fairs 2026 ', NOW)).toEqual({ id: 1, created: true });
    expect(await repo.ensureList('fairs 2026', new Date('2027-01-01T00:00:00Z'))).toEqual({ id: 1, created: false });
    expect(await repo.ensureList('Other', NOW)).toEqual({ id: 2, created: true });
    expect(await repo.getList(1)).toEqual({ id: 1, name: 'Fairs 2026', created_at: '2026-03-01T12:00:00.000Z', leads_count: 0 });
    expect(await repo.getList(3)).toBeNull();
    expect(await repo.getList(1.5)).toBeNull();
    expect(await repo.listIdByName(' FAIRS 2026')).toBe(1);
    expect(await repo.listIdByName('nope')).toBeNull();
    const lists = await repo.getLists([2, 1, 2, 99]);
    expect([...lists.keys()].sort()).toEqual([1, 2]);
    expect(lists.get(2)?.name).toBe('Other');
    expect((await repo.getLists([])).size).toBe(0);
  });

  it('round-trips a lead exactly, raw included, and reads many in the order asked', async () => {
    const repo = freshRepo();
    const list = (await repo.ensureList('L', NOW)).id;
    const ana = lead('ana@ipe.test', list, { first_name: 'Ana', confidence_score: 88, notes: 'nul \0 and \u{1F600}', nested: { a: [1, null] } });
    const anaId = await create(repo, ana);
    const bo = await create(repo, lead('bo@ipe.test', list));
    expect([anaId, bo]).toEqual([1, 2]);
    const got = await repo.getLead(anaId);
    expect(got?.lead).toEqual(ana);
    expect(got?.raw).toBe(JSON.stringify(ana));
    expect(await repo.getLead(999)).toBeNull();
    expect(await repo.getLead(Number.NaN)).toBeNull();
    const rows = await repo.getLeads([bo, 999, anaId, bo]);
    expect(rows.map((r) => r.id)).toEqual([bo, anaId, bo]);
    expect(rows[1]!.lead).toEqual(ana);
    expect(await repo.getLeads([])).toEqual([]);
  });

  it('stores an address with a NUL in it and keeps it unique per list', async () => {
    const repo = freshRepo();
    const list = (await repo.ensureList('Odd \0 name', NOW)).id;
    expect((await repo.getList(list))?.name).toBe('Odd \0 name');
    expect(await repo.listIdByName('odd \0 NAME')).toBe(list);
    const id = await create(repo, lead('a\0b@x.test', list, { first_name: 'N\0L' }));
    expect((await repo.getLead(id))?.lead.email).toBe('a\0b@x.test');
    expect(await repo.writeLead(lead('a\0b@x.test', list), null)).toEqual({ kind: 'duplicate', existingId: id });
    expect((await repo.findLeadIds({ fields: { first_name: { op: 'contains', value: 'n\0l' } } }, 10, 0)).ids).toEqual([id]);
    expect(await repo.leadIdByEmail('A\0B@x.test')).toBe(id);
  });

  it('returns every write outcome in the order the Redis store checked them', async () => {
    const repo = freshRepo();
    const a = (await repo.ensureList('A', NOW)).id;
    const b = (await repo.ensureList('B', NOW)).id;
    const first = await repo.writeLead(lead('dup@acme.test', a), null);
    expect(first).toEqual({ kind: 'ok', id: 1 });
    // duplicate in the same list, allowed in another
    expect(await repo.writeLead(lead('dup@acme.test', a, { first_name: 'x' }), null)).toEqual({ kind: 'duplicate', existingId: 1 });
    expect(await repo.writeLead(lead('dup@acme.test', b), null)).toEqual({ kind: 'ok', id: 2 });
    // a refused create takes no id
    expect(await repo.writeLead(lead('next@acme.test', a), null)).toEqual({ kind: 'ok', id: 3 });
    // no such list (for creates and updates; before anything else)
    expect(await repo.writeLead(lead('x@acme.test', 99), null)).toEqual({ kind: 'no_list' });
    const one = await current(repo, 1);
    expect(await repo.writeLead({ ...one.lead, list_id: 99 }, { ...one, id: 12345 })).toEqual({ kind: 'no_list' });
    // not found
    expect(await repo.writeLead({ ...one.lead, first_name: 'Z' }, { ...one, id: 12345 })).toEqual({ kind: 'not_found' });
    // update lands on the raw that was read, then the same raw is stale
    expect(await repo.writeLead({ ...one.lead, first_name: 'Zed' }, one)).toEqual({ kind: 'ok', id: 1 });
    expect(await repo.writeLead({ ...one.lead, first_name: 'Old' }, one)).toEqual({ kind: 'conflict' });
    expect((await repo.getLead(1))?.lead.first_name).toBe('Zed');
    // moving into a list where the address is taken, or renaming onto a taken address
    const now1 = await current(repo, 1);
    expect(await repo.writeLead({ ...now1.lead, list_id: b }, now1)).toEqual({ kind: 'duplicate', existingId: 2 });
    expect(await repo.writeLead({ ...now1.lead, email: 'next@acme.test' }, now1)).toEqual({ kind: 'duplicate', existingId: 3 });
    // an update keeping its own address is no duplicate of itself
    expect(await repo.writeLead({ ...now1.lead, position: 'CEO' }, now1)).toEqual({ kind: 'ok', id: 1 });
    // a stray `_ix` (the Redis store's bookkeeping) is not stored
    const now2 = await current(repo, 1);
    expect(await repo.writeLead({ ...now2.lead, _ix: ['x'] } as StoredLead, now2)).toEqual({ kind: 'ok', id: 1 });
    expect((await repo.getLead(1))?.lead).not.toHaveProperty('_ix');
    expect((await repo.getList(a))?.leads_count).toBe(2);
    expect((await repo.getList(b))?.leads_count).toBe(1);
  });

  it('moves a lead between lists and deletes it, keeping both counts exact', async () => {
    const repo = freshRepo();
    const a = (await repo.ensureList('A', NOW)).id;
    const b = (await repo.ensureList('B', NOW)).id;
    const id = await create(repo, lead('move@acme.test', a, { phone_number: '+1 555 0100' }));
    await create(repo, lead('stay@acme.test', a));
    const cur = await current(repo, id);
    expect(await repo.writeLead({ ...cur.lead, list_id: b, email: 'moved@acme.test' }, cur)).toEqual({ kind: 'ok', id });
    expect((await repo.getList(a))?.leads_count).toBe(1);
    expect((await repo.getList(b))?.leads_count).toBe(1);
    expect((await repo.findLeadIds({ listId: b }, 10, 0)).ids).toEqual([id]);
    // the old address's slot in the old list is free again
    expect(await repo.writeLead(lead('move@acme.test', a), null)).toMatchObject({ kind: 'ok' });
    expect((await repo.findLeadIds({ email: 'move@acme.test' }, 10, 0)).total).toBe(1);
    expect(await repo.deleteLead(id)).toBe(true);
    expect(await repo.deleteLead(id)).toBe(false);
    expect(await repo.getLead(id)).toBeNull();
    expect((await repo.getList(b))?.leads_count).toBe(0);
    expect((await repo.getList(a))?.leads_count).toBe(2);
  });

  describe('findLeadIds', () => {
    let live: LeadRepository;
    const ids: Record<string, number> = {};
    let fairs = 0;
    let other = 0;

    beforeAll(async () => {
      live = new LeadRepository(db.pool, 'filters');
      fairs = (await live.ensureList('Fairs', NOW)).id;
      other = (await live.ensureList('Other', NOW)).id;
      const seed: [string, StoredLead][] = [
        [
          'ana',
          lead('ana@ipe.test', fairs, {
            first_name: 'Ana',
            last_name: 'Lima',
            position: 'Head of Finance',
            company: 'Ipê Pagamentos',
            phone_number: '+55 11 5555',
            socialB: 'analima',
            verification: { date: '2026-01-02T00:00:00Z', status: 'deliverable' },
          }),
        ],
        ['ana2', lead('ana@ipe.test', other, { first_name: 'ANA ', last_name: 'Souza', company: 'ipê pagamentos', website: 'https://ipe-pagamentos.test' })],
        ['bo', lead('bo@acme.test', fairs, { first_name: 'Bo', last_name: 'Lima', position: 'CEO', company: 'Acme', verification: { date: null, status: 'risky' } })],
        ['cy', lead('cy@acme.test', fairs, { first_name: 'Cy', company: 'Acme Corp', phone_number: 5551234 })],
        ['blank', lead('blank@acme.test', other, { first_name: '   ', company: null, source: 'C:\\imports', last_activity_at: '2026-02-01T00:00:00Z' })],
      ];
      for (const [name, l] of seed) ids[name] = await create(live, l);
    });

    const has = (value: string): LeadFilter => ({ op: 'contains', value });
    const cases: { name: string; filters: () => LeadQuery; expect: string[] }[] = [
      { name: 'no filter: every lead of the team', filters: () => ({}), expect: ['ana', 'ana2', 'bo', 'cy', 'blank'] },
      { name: 'a list', filters: () => ({ listId: fairs }), expect: ['ana', 'bo', 'cy'] },
      { name: 'a list that does not exist', filters: () => ({ listId: 999 }), expect: [] },
      { name: 'the exact address, any case and blanks', filters: () => ({ email: '  ANA@ipe.test ' }), expect: ['ana', 'ana2'] },
      { name: 'the exact address within a list', filters: () => ({ listId: other, email: 'ana@ipe.test' }), expect: ['ana2'] },
      { name: 'the exact address is not a part of one', filters: () => ({ email: 'ana@ipe' }), expect: [] },
      { name: 'email contains, any case', filters: () => ({ fields: { email: has('IPE.TEST') } }), expect: ['ana', 'ana2'] },
      { name: 'first name contains (stored with a trailing blank)', filters: () => ({ fields: { first_name: has('an') } }), expect: ['ana', 'ana2'] },
      { name: 'last name, any case', filters: () => ({ fields: { last_name: has('LIMA') } }), expect: ['ana', 'bo'] },
      { name: 'company with a non-ASCII letter, any case', filters: () => ({ fields: { company: has('PÊ PAG') } }), expect: ['ana', 'ana2'] },
      { name: 'company contains: Acme is in Acme Corp', filters: () => ({ fields: { company: has('acme') } }), expect: ['bo', 'cy'] },
      { name: 'LIKE wildcards stand for themselves', filters: () => ({ fields: { first_name: has('_'), company: has('%') } }), expect: [] },
      { name: 'a backslash stands for itself', filters: () => ({ fields: { source: has(':\\') } }), expect: ['blank'] },
      { name: 'phone number (a string)', filters: () => ({ fields: { phone_number: has('5555') } }), expect: ['ana'] },
      { name: 'a number in a text field is no text', filters: () => ({ fields: { phone_number: has('5551234') } }), expect: [] },
      { name: 'a blank value matches nothing', filters: () => ({ fields: { first_name: has('   ') } }), expect: [] },
      { name: 'any value (*), blanks are none', filters: () => ({ fields: { first_name: { op: 'set' } } }), expect: ['ana', 'ana2', 'bo', 'cy'] },
      { name: 'no value (~): null, blank or absent', filters: () => ({ fields: { company: { op: 'unset' } } }), expect: ['blank'] },
      { name: 'position contains', filters: () => ({ fields: { position: has('fin') } }), expect: ['ana'] },
      { name: 'website: the default one (the address domain) counts', filters: () => ({ fields: { website: has('http://acme.test') } }), expect: ['bo', 'cy', 'blank'] },
      { name: 'website: a lead\'s own', filters: () => ({ fields: { website: has('https://') } }), expect: ['ana2'] },
      { name: 'a handle is set', filters: () => ({ fields: { socialB: { op: 'set' } } }), expect: ['ana'] },
      { name: 'verification status, one of', filters: () => ({ fields: { verification_status: { op: 'one_of', values: ['DELIVERABLE'], orUnset: false } } }), expect: ['ana'] },
      { name: 'verification status, one of or none', filters: () => ({ fields: { verification_status: { op: 'one_of', values: ['risky'], orUnset: true } } }), expect: ['ana2', 'bo', 'cy', 'blank'] },
      { name: 'a sending status no lead has', filters: () => ({ fields: { sending_status: { op: 'one_of', values: ['pending'], orUnset: false } } }), expect: [] },
      { name: 'a date is set', filters: () => ({ fields: { last_activity_at: { op: 'set' } } }), expect: ['blank'] },
      { name: 'query: first name, last name or email', filters: () => ({ query: 'LIMA' }), expect: ['ana', 'bo'] },
      { name: 'query: in an address', filters: () => ({ query: 'an' }), expect: ['ana', 'ana2', 'blank'] },
      { name: 'every filter must match', filters: () => ({ fields: { company: has('acme'), last_name: has('lima') } }), expect: ['bo'] },
      { name: 'filters that exclude each other', filters: () => ({ fields: { company: has('acme'), first_name: has('ana') } }), expect: [] },
      { name: 'list, fields and query', filters: () => ({ listId: fairs, fields: { last_name: has('lima') }, query: 'ana' }), expect: ['ana'] },
      { name: 'undefined fields are ignored', filters: () => ({ listId: fairs, fields: { email: undefined } }), expect: ['ana', 'bo', 'cy'] },
      // The last two answer without a statement.
      { name: 'a field without a filter key matches nothing', filters: () => ({ fields: { notes: has('x') } as never }), expect: [] },
      { name: 'a name from Object.prototype matches nothing', filters: () => ({ fields: { constructor: has('x') } as never }), expect: [] },
    ];

    it.each(cases)('$name', async (c) => {
      const res = await live.findLeadIds(c.filters(), 100, 0);
      const want = c.expect.map((n) => ids[n]!);
      expect(res).toEqual({ total: want.length, ids: want });
    });

    it.each([
      { limit: 2, offset: 0, page: ['ana', 'ana2'] },
      { limit: 2, offset: 2, page: ['bo', 'cy'] },
      { limit: 2, offset: 4, page: ['blank'] },
      { limit: 2, offset: 9, page: [] },
    ])('pages in id order with the full total (limit $limit, offset $offset)', async ({ limit, offset, page }) => {
      expect(await live.findLeadIds({}, limit, offset)).toEqual({ total: 5, ids: page.map((n) => ids[n]!) });
    });

    it('pages a list and a filter with the full total', async () => {
      expect(await live.findLeadIds({ listId: fairs }, 1, 1)).toEqual({ total: 3, ids: [ids.bo] });
      expect(await live.findLeadIds({ email: 'ana@ipe.test' }, 1, 1)).toEqual({ total: 2, ids: [ids.ana2] });
    });

    it('finds the lowest-id lead with an address, in any list', async () => {
      expect(await live.leadIdByEmail('ANA@ipe.test')).toBe(ids.ana);
      expect(await live.leadIdByEmail('nobody@ipe.test')).toBeNull();
    });

    it('answers every filter from an index (no sequential scan)', async () => {
      // Record the statements the repository sends, then EXPLAIN each with sequential scans
      // priced out: a predicate no index can serve still shows a Seq Scan.
      const sent: { text: string; values: unknown[] }[] = [];
      const recording = {
        query: (text: string, values: unknown[]) => {
          sent.push({ text, values });
          return db.pool.query(text, values);
        },
      } as unknown as pg.Pool;
      const spy = new LeadRepository(recording, 'filters');
      for (const c of cases.slice(0, -2)) await spy.findLeadIds(c.filters(), 10, 0);
      await spy.staleLeadIds(1_000_000_000, 10, 0);
      await spy.getLeads([ids.ana!, ids.bo!]);
      await spy.listLists(10, 0);
      await spy.getLists([fairs, other]);
      await spy.listIdByName('fairs');
      expect(sent.length).toBe(cases.length - 2 + 5);
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        for (const q of sent) {
          const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values);
          const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
          expect({ sql: q.text, seqScan: plan.includes('"Seq Scan"') }).toEqual({ sql: q.text, seqScan: false });
        }
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });
  });

  it('lists the stale leads, never-verified first, oldest first, exclusive of the date', async () => {
    const repo = freshRepo();
    const list = (await repo.ensureList('L', NOW)).id;
    const v = (date: string | null) => ({ verification: { date, status: 'deliverable' } });
    const fresh = await create(repo, lead('fresh@x.test', list, v('2026-02-20T00:00:00Z')));
    const old = await create(repo, lead('old@x.test', list, v('2025-06-01T00:00:00Z')));
    const never = await create(repo, lead('never@x.test', list));
    const older = await create(repo, lead('older@x.test', list, v('2024-01-01T00:00:00Z')));
    const nullDate = await create(repo, lead('null@x.test', list, v(null)));
    const junk = await create(repo, lead('junk@x.test', list, v('not a date')));
    const edge = await create(repo, lead('edge@x.test', list, v('2026-01-01T00:00:00.900Z')));
    const cutoff = Date.UTC(2026, 0, 1) / 1000;
    expect(await repo.staleLeadIds(cutoff, 100, 0)).toEqual([never, nullDate, junk, older, old]);
    expect(await repo.staleLeadIds(cutoff + 1, 100, 0)).toEqual([never, nullDate, junk, older, old, edge]);
    // seconds are whole: verified at cutoff + 0.9 s counts as cutoff, which is before cutoff + 0.5
    expect(await repo.staleLeadIds(cutoff + 0.5, 100, 0)).toEqual([never, nullDate, junk, older, old, edge]);
    expect(await repo.staleLeadIds(cutoff, 2, 3)).toEqual([older, old]);
    expect(await repo.staleLeadIds(Infinity, 100, 0)).toContain(fresh);
    expect(await repo.staleLeadIds(0, 100, 0)).toEqual([]);
    // re-verified: leaves the stale end
    const cur = await current(repo, old);
    await repo.writeLead({ ...cur.lead, verification: { date: '2026-02-28T00:00:00Z', status: 'deliverable' } }, cur);
    expect(await repo.staleLeadIds(cutoff, 100, 0)).toEqual([never, nullDate, junk, older]);
  });

  it('keeps a lead’s status changes, newest first, the 100 newest only, and drops them with the lead', async () => {
    const { repo, team } = fresh();
    const list = (await repo.ensureList('L', NOW)).id;
    const id = await create(repo, lead('h@x.test', list));
    expect(await repo.lastStatusChange(id)).toBeNull();
    await repo.recordStatusChange(id, { date: '2026-01-01T00:00:00.000Z', from: null, to: 'deliverable' });
    expect(await repo.lastStatusChange(id)).toEqual({ date: '2026-01-01T00:00:00.000Z', from: null, to: 'deliverable' });
    for (let i = 0; i < 104; i++) await repo.recordStatusChange(id, { date: `2026-02-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`, from: 'a', to: `s${i}` });
    expect(await repo.lastStatusChange(id)).toEqual({ date: '2026-02-01T00:00:43.000Z', from: 'a', to: 's103' });
    const kept = await db.pool.query<{ to_status: string }>('SELECT to_status FROM lead_status_changes WHERE team = $1 AND lead_id = $2 ORDER BY seq', [
      team,
      id,
    ]);
    expect(kept.rows.map((r) => r.to_status)).toEqual(Array.from({ length: 100 }, (_, i) => `s${i + 4}`));
    // for a lead that is gone nothing is recorded, and the history went with the lead
    expect(await repo.deleteLead(id)).toBe(true);
    await repo.recordStatusChange(id, { date: '2026-03-01T00:00:00.000Z', from: 'a', to: 'b' });
    expect(await repo.lastStatusChange(id)).toBeNull();
    const left = await db.pool.query('SELECT 1 FROM lead_status_changes WHERE team = $1 AND lead_id = $2', [team, id]);
    expect(left.rowCount).toBe(0);
  });

  it('lists, renames and deletes lists (deleting their leads, freeing the name)', async () => {
    const repo = freshRepo();
    for (const name of ['One', 'Two', 'Three']) await repo.ensureList(name, NOW);
    expect(await repo.listLists(2, 0)).toMatchObject({ total: 3, lists: [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }] });
    expect(await repo.listLists(2, 2)).toMatchObject({ total: 3, lists: [{ id: 3, name: 'Three' }] });
    expect(await repo.listLists(2, 5)).toEqual({ total: 3, lists: [] });

    expect(await repo.renameList(1, '  Uno ')).toBe('ok');
    expect(await repo.getList(1)).toMatchObject({ name: 'Uno' });
    expect(await repo.listIdByName('one')).toBeNull();
    expect(await repo.listIdByName('UNO')).toBe(1);
    expect(await repo.renameList(1, 'UNO')).toBe('ok'); // its own name in another case
    expect(await repo.getList(1)).toMatchObject({ name: 'UNO' });
    expect(await repo.renameList(1, 'two')).toBe('name_taken');
    expect(await repo.renameList(99, 'Whatever')).toBe('not_found');
    expect(await repo.renameList(99, 'two')).toBe('not_found');

    const two = 2;
    const leadIds = [await create(repo, lead('a@x.test', two)), await create(repo, lead('b@x.test', two))];
    const elsewhere = await create(repo, lead('a@x.test', 3));
    await repo.recordStatusChange(leadIds[0]!, { date: '2026-01-01T00:00:00Z', from: null, to: 'risky' });
    expect(await repo.deleteList(two)).toBe(2);
    expect(await repo.getList(two)).toBeNull();
    expect(await repo.getLeads(leadIds)).toEqual([]);
    expect(await repo.leadIdByEmail('a@x.test')).toBe(elsewhere);
    expect(await repo.deleteList(two)).toBeNull();
    expect(await repo.deleteList(3)).toBe(1);
    // the name is free again; ids are not reused
    expect(await repo.ensureList('Two', NOW)).toEqual({ id: 4, created: true });
    expect(await repo.listLists(10, 0)).toMatchObject({ total: 2, lists: [{ id: 1 }, { id: 4, leads_count: 0 }] });
  });

  it('keeps teams apart: same list name, ids from 1 in each, neither sees the other', async () => {
    const home = new LeadRepository(db.pool, null);
    const acme = new LeadRepository(db.pool, 'acme');
    expect(await home.ensureList('My leads', NOW)).toEqual({ id: 1, created: true });
    expect(await acme.ensureList('My leads', NOW)).toEqual({ id: 1, created: true });
    expect(await home.writeLead(lead('same@x.test', 1, { first_name: 'Home', verification: { date: null } }), null)).toEqual({ kind: 'ok', id: 1 });
    expect(await acme.writeLead(lead('same@x.test', 1, { first_name: 'Acme', verification: { date: null } }), null)).toEqual({ kind: 'ok', id: 1 });
    expect(await acme.writeLead(lead('only-acme@x.test', 1), null)).toEqual({ kind: 'ok', id: 2 });
    expect(await acme.ensureList('Acme only', NOW)).toEqual({ id: 2, created: true });

    expect((await home.getLead(1))?.lead.first_name).toBe('Home');
    expect((await acme.getLead(1))?.lead.first_name).toBe('Acme');
    expect(await home.getLead(2)).toBeNull();
    expect(await home.getLeads([1, 2])).toHaveLength(1);
    expect(await home.getList(2)).toBeNull();
    expect(await home.listIdByName('acme only')).toBeNull();
    expect(await home.listLists(10, 0)).toMatchObject({ total: 1, lists: [{ id: 1, leads_count: 1 }] });
    expect(await acme.listLists(10, 0)).toMatchObject({ total: 2, lists: [{ id: 1, leads_count: 2 }, { id: 2 }] });
    expect(await home.findLeadIds({}, 10, 0)).toEqual({ total: 1, ids: [1] });
    expect(await home.findLeadIds({ email: 'only-acme@x.test' }, 10, 0)).toEqual({ total: 0, ids: [] });
    expect(await home.leadIdByEmail('only-acme@x.test')).toBeNull();
    expect(await home.staleLeadIds(2_000_000_000, 10, 0)).toEqual([1]);
    // a write into a list id only the other team has is 'no_list'
    expect(await home.writeLead(lead('x@x.test', 2), null)).toEqual({ kind: 'no_list' });
    // a stale read of the other team's lead cannot overwrite it
    const theirs = await current(acme, 2);
    expect(await home.writeLead(theirs.lead, theirs)).toEqual({ kind: 'not_found' });
    await home.recordStatusChange(2, { date: '2026-01-01T00:00:00Z', from: null, to: 'x' });
    expect(await acme.lastStatusChange(2)).toBeNull();
    // deleting in one team leaves the other's
    expect(await home.deleteLead(2)).toBe(false);
    expect(await home.renameList(2, 'Mine now')).toBe('not_found');
    expect(await home.deleteList(1)).toBe(1);
    expect(await acme.getList(1)).toMatchObject({ name: 'My leads', leads_count: 2 });
    expect(await acme.getLead(1)).not.toBeNull();
  });

  it('keeps an exact count and one lead per address under concurrent creates into one list', async () => {
    const repo = freshRepo();
    const list = (await repo.ensureList('Concurrent', NOW)).id;
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => repo.writeLead(lead(`c${i}@concurrent.test`, list), null)));
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const ids = results.map((r) => (r.kind === 'ok' ? r.id : 0)).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await repo.getList(list))?.leads_count).toBe(100);
    expect((await repo.findLeadIds({ listId: list, email: 'c7@concurrent.test' }, 10, 0)).total).toBe(1);

    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => repo.writeLead(lead('race@concurrent.test', list, { n: i }), null)));
    const won = racers.filter((r) => r.kind === 'ok');
    expect(won).toHaveLength(1);
    const winner = (won[0] as { id: number }).id;
    expect(racers.filter((r) => r.kind === 'duplicate')).toEqual(Array.from({ length: 19 }, () => ({ kind: 'duplicate', existingId: winner })));
    expect((await repo.getList(list))?.leads_count).toBe(101);
    expect(await repo.findLeadIds({ email: 'race@concurrent.test' }, 10, 0)).toEqual({ total: 1, ids: [winner] });
    // the losers took no id
    expect(await repo.writeLead(lead('after@concurrent.test', list), null)).toEqual({ kind: 'ok', id: 102 });
  });

  it('turns a unique violation into "duplicate" with the winner’s id when the check could not see it', async () => {
    const { repo, team } = fresh();
    const list = (await repo.ensureList('L', NOW)).id;
    expect(await repo.writeLead(lead('first@x.test', list), null)).toEqual({ kind: 'ok', id: 1 });
    // Another writer holds the address in the list, not committed yet: the repository's check
    // cannot see it, its insert waits on the unique index, then fails when the other commits.
    const other = await db.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query("INSERT INTO leads (team, id, list_id, email, doc) VALUES ($1, 9000, $2, 'held@x.test', '{}')", [team, list]);
      const pending = repo.writeLead(lead('held@x.test', list), null);
      await waitForLockWait();
      await other.query('COMMIT');
      expect(await pending).toEqual({ kind: 'duplicate', existingId: 9000 });
    } finally {
      other.release();
    }
    // The same for an update onto the address.
    const mover = await create(repo, lead('mover@x.test', list));
    const other2 = await db.pool.connect();
    try {
      await other2.query('BEGIN');
      await other2.query("INSERT INTO leads (team, id, list_id, email, doc) VALUES ($1, 9001, $2, 'held2@x.test', '{}')", [team, list]);
      const cur = await current(repo, mover);
      const pending = repo.writeLead({ ...cur.lead, email: 'held2@x.test' }, cur);
      await waitForLockWait();
      await other2.query('COMMIT');
      expect(await pending).toEqual({ kind: 'duplicate', existingId: 9001 });
    } finally {
      other2.release();
    }
    expect((await repo.getLead(mover))?.lead.email).toBe('mover@x.test');
    // the failed create gave its id back
    expect(await repo.writeLead(lead('next@x.test', list), null)).toEqual({ kind: 'ok', id: 3 });
    expect((await repo.getList(list))?.leads_count).toBe(5);
  });

  it('lets one of two leads racing onto the same address in a list win', async () => {
    const repo = freshRepo();
    const list = (await repo.ensureList('L', NOW)).id;
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => create(repo, lead(`r${i}@x.test`, list))));
    const res = await Promise.all(
      ids.map(async (id) => {
        const cur = await current(repo, id);
        return repo.writeLead({ ...cur.lead, email: 'taken@x.test' }, cur);
      }),
    );
    const won = res.filter((r) => r.kind === 'ok');
    expect(won).toHaveLength(1);
    const winner = (won[0] as { id: number }).id;
    expect(res.filter((r) => r.kind === 'duplicate')).toEqual(Array.from({ length: 5 }, () => ({ kind: 'duplicate', existingId: winner })));
    expect(await repo.findLeadIds({ email: 'taken@x.test' }, 10, 0)).toEqual({ total: 1, ids: [winner] });
    expect((await repo.getList(list))?.leads_count).toBe(6);
  });

  it('creates a list once when many ask for it at the same time', async () => {
    const repo = freshRepo();
    const res = await Promise.all(Array.from({ length: 12 }, (_, i) => repo.ensureList(i % 2 ? 'My leads' : 'MY LEADS ', NOW)));
    expect(res.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(res.map((r) => r.id))).toEqual(new Set([1]));
    expect(await repo.ensureList('Next', NOW)).toEqual({ id: 2, created: true });
  });

  it('applies concurrent partial updates one after another (compare-and-set through LeadService)', async () => {
    const repo = freshRepo();
    const service = new LeadService(repo, () => NOW);
    const created = await service.create({ email: 'cas@x.test' });
    if (!created.ok) throw new Error(created.details);
    const fields = ['first_name', 'last_name', 'position', 'company', 'notes', 'source', 'phone_number', 'website'] as const;
    const res = await Promise.all(fields.map((f) => service.update(created.lead.id, { [f]: `v-${f}` })));
    expect(res.every((r) => r.ok)).toBe(true);
    const stored = (await repo.getLead(created.lead.id))!.lead;
    for (const f of fields) expect(stored[f]).toBe(`v-${f}`);
    expect((await repo.findLeadIds({ fields: { company: { op: 'contains', value: 'V-COMPANY' } } }, 10, 0)).ids).toEqual([created.lead.id]);
  });

  it('leaves nothing dangling when a list is deleted while leads are written into and out of it', async () => {
    const { repo, team } = fresh();
    const doomed = (await repo.ensureList('Doomed', NOW)).id;
    const keep = (await repo.ensureList('Keep', NOW)).id;
    const movers: number[] = [];
    for (let i = 0; i < 10; i++) movers.push(await create(repo, lead(`m${i}@x.test`, doomed)));
    const moves = movers.map(async (id): Promise<LeadWriteResult> => {
      const got = await repo.getLead(id);
      if (!got) return { kind: 'not_found' }; // the deletion got there first
      return repo.writeLead({ ...got.lead, list_id: keep }, { id, ...got });
    });
    const creates = Array.from({ length: 20 }, (_, i) => repo.writeLead(lead(`n${i}@x.test`, i % 2 ? doomed : keep), null));
    const deleted = repo.deleteList(doomed);
    const [moved, made, removed] = await Promise.all([Promise.all(moves), Promise.all(creates), deleted]);
    expect(typeof removed).toBe('number');
    for (const r of [...moved, ...made]) expect(['ok', 'no_list', 'not_found']).toContain(r.kind);
    const movedOut = moved.filter((r) => r.kind === 'ok').length;
    const createdIn = made.filter((r, i) => r.kind === 'ok' && i % 2 === 1).length;
    // what the deletion removed is what was in the list when it ran
    expect(removed).toBe(10 - movedOut + createdIn);
    const dangling = await db.pool.query('SELECT id FROM leads WHERE team = $1 AND list_id = $2', [team, doomed]);
    expect(dangling.rowCount).toBe(0);
    const inKeep = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE team = $1 AND list_id = $2', [team, keep]);
    expect(inKeep.rows[0]!.n).toBe(String(movedOut + made.filter((r, i) => r.kind === 'ok' && i % 2 === 0).length));
    expect((await repo.getList(keep))?.leads_count).toBe(Number(inKeep.rows[0]!.n));
  });

  it('holds its invariants in the schema: counts match, no dangling lead, counts not writable', async () => {
    const drift = await db.pool.query(
      `SELECT l.team, l.id, l.leads_count, (SELECT count(*) FROM leads WHERE team = l.team AND list_id = l.id) AS actual
         FROM leads_lists l WHERE l.leads_count <> (SELECT count(*) FROM leads WHERE team = l.team AND list_id = l.id)`,
    );
    expect(drift.rows).toEqual([]);
    const dangling = await db.pool.query('SELECT 1 FROM leads d WHERE NOT EXISTS (SELECT 1 FROM leads_lists l WHERE l.team = d.team AND l.id = d.list_id)');
    expect(dangling.rowCount).toBe(0);
    await expect(db.pool.query("UPDATE leads_lists SET leads_count = leads_count + 1 WHERE team = 'acme'")).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.pool.query("INSERT INTO leads_lists (team, id, name, name_key, created_at, leads_count) VALUES ('acme', 50, 'x', 'x', now(), 7)"),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.pool.query("INSERT INTO leads (team, id, list_id, email, doc) VALUES ('acme', 500, 77, 'x@x.test', '{}')")).rejects.toMatchObject({
      code: '23503',
    });
    await expect(db.pool.query("INSERT INTO leads (team, id, list_id, email, doc) VALUES ('acme', 500, 1, 'same@x.test', '{}')")).rejects.toMatchObject({
      code: '23505',
    });
  });
});

describe('migration 0008 (the filters of every field)', () => {
  it('gives the leads written before it their keys, NUL and all, as a write now would', async () => {
    const old = await freshDatabase();
    try {
      const migrations = readMigrations();
      const at = migrations.findIndex((m) => m.name.startsWith('0008_lead'));
      await migrate(old.pool, migrations.slice(0, at));
      await old.pool.query("INSERT INTO leads_lists (team, id, name, name_key, created_at) VALUES ('', 1, 'L', 'l', now())");
      const docs: StoredLead[] = [
        lead('ana@ipe.test', 1, { first_name: ' Ana\u00a0', position: 'Head of Finance', company: 'IPÊ', verification: { date: null, status: 'deliverable' } }),
        lead('n@x.test', 1, { first_name: 'N\0L', notes: 'a\\u0000 \uE000 \\\0', website: 'HTTP://Shop.test', phone_number: 555, socialB: '\0\0x' }),
      ];
      // As the repository wrote them before 0008: the document and the email column.
      for (const [i, d] of docs.entries()) {
        await old.pool.query("INSERT INTO leads (team, id, list_id, email, doc) VALUES ('', $1, 1, $2, $3)", [i + 1, toDbText(d.email), JSON.stringify(d)]);
      }
      await migrate(old.pool, migrations);
      const repo = new LeadRepository(old.pool, null);
      const find = async (field: LeadFilterField, filter: LeadFilter) => (await repo.findLeadIds({ fields: { [field]: filter } }, 10, 0)).ids;
      expect(await find('first_name', { op: 'contains', value: 'ANA' })).toEqual([1]);
      expect(await find('first_name', { op: 'contains', value: 'n\0l' })).toEqual([2]);
      expect(await find('position', { op: 'contains', value: 'finance' })).toEqual([1]);
      expect(await find('company', { op: 'contains', value: 'ipê' })).toEqual([1]);
      expect(await find('website', { op: 'contains', value: 'http://ipe.test' })).toEqual([1]);
      expect(await find('website', { op: 'contains', value: 'shop' })).toEqual([2]);
      expect(await find('phone_number', { op: 'set' })).toEqual([]);
      expect(await find('socialB', { op: 'contains', value: '\0x' })).toEqual([2]);
      expect(await find('verification_status', { op: 'one_of', values: ['deliverable'], orUnset: false })).toEqual([1]);
      expect(await repo.leadIdByEmail('N@X.test')).toBe(2);
      // The keys equal the ones a write computes now.
      const before = await old.pool.query('SELECT * FROM leads ORDER BY id');
      for (const [i, d] of docs.entries()) {
        const cur = await current(repo, i + 1);
        expect(await repo.writeLead({ ...d }, cur)).toEqual({ kind: 'ok', id: i + 1 });
      }
      const after = await old.pool.query('SELECT * FROM leads ORDER BY id');
      expect(after.rows.map(({ verified_at: _v, ...keys }) => keys)).toEqual(before.rows.map(({ verified_at: _v, ...keys }) => keys));
    } finally {
      await old.drop();
    }
  }, 60_000);
});
