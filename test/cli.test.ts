/**
 * The CLI's bulk commands write their own output file, and import reports bad rows.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { cleanUpPrefix, shapeEnv } from './support/harness.js';
import { freshSchema, schemaUrl } from './support/postgres.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const prefix = `test:${randomUUID()}:`;
const database = await freshSchema(1);
const env = { ...process.env, DATABASE_URL: schemaUrl(database.schema), ...shapeEnv(), REDIS_PREFIX: prefix, BULK_NETWORK_CHECKS: 'false', LOG_LEVEL: 'silent', REVERIFY_CRON: '0 0 1 1 *' };
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env, timeout: 60_000 });

afterAll(async () => {
  await cleanUpPrefix(prefix);
  await database.drop();
});

describe('cli', () => {
  it('verify FILE --out writes every row with the appended columns and prints a summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cds-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const input = join(dir, 'in.csv');
    writeFileSync(input, 'Email;Note\njane@gmail.com;a\nbroken;=2+2\nx@mailinator.com;c\n');
    const out = join(dir, 'out.csv');
    const { stdout } = await cli('verify', input, '--out', out);
    expect(stdout).toMatch(/webmail\s+1/);
    expect(stdout).toMatch(/total\s+3/);
    const rows = parse(readFileSync(out), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Email)).toEqual(['jane@gmail.com', 'broken', 'x@mailinator.com']);
    expect(rows.map((r) => r['verification.status'])).toEqual(['webmail', 'invalid', 'disposable']);
    expect(rows[1]!.Note).toBe("'=2+2");
  }, 60_000);

  it('reverify prints what it checked and changed, by status, not raw JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cds-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const input = join(dir, 'leads.csv');
    writeFileSync(input, 'email\njane@gmail.com\nx@mailinator.com\nbroken@\n');
    const stored = await cli('verify', input, '--to-list', 'Reverify me');
    expect(stored.stdout).toMatch(/stored as leads in "Reverify me"/);
    // --days 0: every lead verified before now is due.
    const { stdout } = await cli('reverify', '--days', '0');
    expect(stdout).toMatch(/^Leads verified before \d{4}-\d{2}-\d{2}: \d+, queued for re-verification\.$/m);
    // Two leads were stored (the malformed row was not); re-verification asks DNS again, so what
    // changed depends on this machine's resolver: the counts must add up, whatever they are.
    expect(stdout).toMatch(/^checked\s+2$/m);
    const changed = Number(/^changed status\s+(\d+)$/m.exec(stdout)?.[1]);
    expect(changed).toBeGreaterThanOrEqual(0);
    expect(changed).toBeLessThanOrEqual(2);
    expect(stdout).toMatch(/^by status now:$/m);
    const byStatus = [...stdout.matchAll(/^ {2}(deliverable|undeliverable|risky|unknown)\s+(\d+)$/gm)].map((m) => Number(m[2]));
    expect(byStatus.reduce((a, b) => a + b, 0)).toBe(2);
    expect(stdout).not.toMatch(/[{}]/);
  }, 90_000);

  it('import reports bad rows with their line numbers and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cds-cli-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'companies.csv');
    writeFileSync(file, 'domain,name\ngood.test,Good\nnot a domain,Bad\n');
    const err = await cli('import', 'companies', file).catch((e: { code: number; stdout: string }) => e);
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stdout: string }).stdout).toMatch(/1 loaded .* 1 skipped[\s\S]*line 3: domain/);
  }, 60_000);
});
