/**
 * `cli import`: good files load, bad rows are reported with their line and skipped, and a
 * re-import changes nothing (not even indexedAt).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexImporter } from '../src/importer/index-importer.js';
import { EXAMPLE_INDEX, startHarness, type Harness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'cds-import-'));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('index import', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await h.close();
  });

  it('loads the example index, and a second import changes nothing', async () => {
    const first = new IndexImporter(h.index, () => new Date('2026-01-01T00:00:00Z'));
    const s1 = await first.importFile('companies', EXAMPLE_INDEX + 'companies.jsonl');
    expect(s1).toMatchObject({ skipped: 0, created: s1.read, updated: 0, unchanged: 0 });
    expect(s1.loaded).toBeGreaterThanOrEqual(8);
    const before = await h.index.getCompany('northwind-robotics.test');
    expect(before?.indexedAt).toBe('2026-01-01');

    const second = new IndexImporter(h.index, () => new Date('2026-02-01T00:00:00Z'));
    const s2 = await second.importFile('companies', EXAMPLE_INDEX + 'companies.jsonl');
    expect(s2).toMatchObject({ skipped: 0, created: 0, updated: 0, unchanged: s1.loaded });
    expect(await h.index.getCompany('northwind-robotics.test')).toEqual(before);

    for (const [kind, name] of [['people', 'people.csv'], ['emails', 'emails.jsonl'], ['domains', 'domains.jsonl']] as const) {
      const a = await first.importFile(kind, EXAMPLE_INDEX + name);
      expect(a.skipped, name).toBe(0);
      expect(a.created, name).toBe(a.read);
      const b = await second.importFile(kind, EXAMPLE_INDEX + name);
      expect(b.unchanged, name).toBe(a.loaded);
    }
    expect(await h.index.countDomainEmails('northwind-robotics.test')).toBeGreaterThan(0);
  });

  it('reports bad CSV rows with their line number and reason, and loads the rest', async () => {
    const csv = file(
      'companies.csv',
      [
        'domain,name,geo.city,geo.countryCode,foundedYear,tags,metrics.employeesCount,shoeSize',
        'good-one.test,Good One,Lyon,FR,2001,Robotics|B2B,40,44',
        'not a domain,Broken,,,,,,',
        'good-two.test,"Good, Two",Berlin,DE,1999,,,',
        'bad-year.test,Bad Year,,,nineteen,,,',
        ',Missing Domain,,,,,,',
        'too-many.test,A,B,C,D,E,F,G,H,I',
        'good-three.test,Good Three,,,,"[""json"",""list""]",,',
      ].join('\n'),
    );
    const s = await new IndexImporter(h.index).importFile('companies', csv);
    expect(s.loaded).toBe(3);
    expect(s.skipped).toBe(4);
    expect(s.problems.map((p) => p.line)).toEqual([3, 5, 6, 7]);
    expect(s.problems[0]!.reason).toMatch(/domain/);
    expect(s.problems[1]!.reason).toMatch(/foundedYear/);
    expect(s.problems[3]!.reason).toMatch(/cells/);
    expect(s.ignoredFields).toEqual({ shoeSize: 1 });
    const one = await h.index.getCompany('good-one.test');
    expect(one).toMatchObject({ name: 'Good One', geo: { city: 'Lyon', countryCode: 'FR' }, foundedYear: 2001, tags: ['Robotics', 'B2B'] });
    expect(one?.metrics?.employeesCount).toBe(40);
    expect((await h.index.getCompany('good-two.test'))?.name).toBe('Good, Two');
    expect((await h.index.getCompany('good-three.test'))?.tags).toEqual(['json', 'list']);
  });

  it('reports bad JSON Lines with their line number and reason', async () => {
    const jsonl = file(
      'emails.jsonl',
      [
        JSON.stringify({ value: 'ok.person@good-one.test', type: 'personal', confidence: 80, first_name: 'Ok', last_name: 'Person', position: 'Chief Financial Officer', sources: [{ uri: 'http://good-one.test/team', extracted_on: '2026-01-02', last_seen_on: '2026-03-04', still_on_page: true }] }),
        '{not json',
        JSON.stringify({ value: 'no-at-sign.test' }),
        '',
        JSON.stringify({ value: 'a@good-one.test', confidence: 140 }),
        JSON.stringify({ value: 'b@good-one.test', sources: [{ uri: 'not a url', extracted_on: '2026-01-01', last_seen_on: '2026-01-01', still_on_page: true }] }),
        JSON.stringify({ value: 'c@good-one.test', sources: [{ uri: 'http://x.test/', extracted_on: '2026-05-01', last_seen_on: '2026-01-01', still_on_page: true }] }),
        '[1,2]',
      ].join('\n'),
    );
    const s = await new IndexImporter(h.index).importFile('emails', jsonl);
    expect(s.loaded).toBe(1);
    expect(s.problems.map((p) => p.line)).toEqual([2, 3, 5, 6, 7, 8]);
    expect(s.problems[1]!.reason).toMatch(/value/);
    expect(s.problems[2]!.reason).toMatch(/confidence/);
    expect(s.problems[3]!.reason).toMatch(/uri/);
    expect(s.problems[4]!.reason).toMatch(/extracted_on/);
    const rec = await h.index.getEmailRecord('ok.person@good-one.test');
    // seniority and department come from the title rules when the row does not give them
    expect(rec).toMatchObject({ seniority: 'executive', department: 'finance', domain: 'good-one.test' });
    expect(rec?.sources[0]!.domain).toBe('good-one.test');
  });

  it('merges sources by URI and updates indexedAt only when content changes', async () => {
    const importer = (day: string) => new IndexImporter(h.index, () => new Date(`${day}T12:00:00Z`));
    const row = (src: object, extra: object = {}) =>
      file('merge.jsonl', JSON.stringify({ value: 'merge@good-one.test', confidence: 50, sources: [src], ...extra }) + '\n');
    await importer('2026-03-01').importFile('emails', row({ uri: 'http://good-one.test/a', extracted_on: '2026-02-01', last_seen_on: '2026-02-10', still_on_page: true }));
    await importer('2026-03-02').importFile('emails', row({ uri: 'http://good-one.test/b', extracted_on: '2026-02-05', last_seen_on: '2026-02-06', still_on_page: true }));
    const s = await importer('2026-03-03').importFile('emails', row({ uri: 'http://good-one.test/a', extracted_on: '2026-01-15', last_seen_on: '2026-02-20', still_on_page: false }));
    expect(s.updated).toBe(1);
    const rec = await h.index.getEmailRecord('merge@good-one.test');
    expect(rec?.indexedAt).toBe('2026-03-03');
    expect(rec?.sources).toEqual([
      { domain: 'good-one.test', uri: 'http://good-one.test/a', extracted_on: '2026-01-15', last_seen_on: '2026-02-20', still_on_page: false },
      { domain: 'good-one.test', uri: 'http://good-one.test/b', extracted_on: '2026-02-05', last_seen_on: '2026-02-06', still_on_page: true },
    ]);
    const again = await importer('2026-03-09').importFile('emails', row({ uri: 'http://good-one.test/a', extracted_on: '2026-01-15', last_seen_on: '2026-02-20', still_on_page: false }));
    expect(again.unchanged).toBe(1);
    expect((await h.index.getEmailRecord('merge@good-one.test'))?.indexedAt).toBe('2026-03-03');
    // a field left out keeps its value; an explicit null clears it
    await importer('2026-03-10').importFile('emails', file('m2.jsonl', JSON.stringify({ value: 'merge@good-one.test', phone_number: '+33 1 99 00 00 01' })));
    expect((await h.index.getEmailRecord('merge@good-one.test'))?.confidence).toBe(50);
    await importer('2026-03-11').importFile('emails', file('m3.jsonl', JSON.stringify({ value: 'merge@good-one.test', phone_number: null })));
    const cleared = await h.index.getEmailRecord('merge@good-one.test');
    expect(cleared?.phone_number).toBeNull();
    expect(cleared?.indexedAt).toBe('2026-03-11');
  });

  it('moves an email between filter sets when its position changes', async () => {
    const imp = new IndexImporter(h.index);
    await imp.importFile('emails', file('p1.jsonl', JSON.stringify({ value: 'mover@good-one.test', position: 'Junior Designer' })));
    const juniors = () => h.index.searchDomainEmails('good-one.test', { seniority: ['junior'] }, 100, 0);
    const execs = () => h.index.searchDomainEmails('good-one.test', { seniority: ['executive'] }, 100, 0);
    expect((await juniors()).records.map((r) => r.value)).toContain('mover@good-one.test');
    await imp.importFile('emails', file('p2.jsonl', JSON.stringify({ value: 'mover@good-one.test', position: 'Chief Design Officer' })));
    expect((await juniors()).records.map((r) => r.value)).not.toContain('mover@good-one.test');
    expect((await execs()).records.map((r) => r.value)).toContain('mover@good-one.test');
  });
});
