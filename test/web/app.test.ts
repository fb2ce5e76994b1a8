/**
 * The web app in a real browser: Debian's Chromium (/usr/bin/chromium) driven by playwright-core,
 * headless, against the harness's app listening on 127.0.0.1 with a worker, so bulks run. A
 * screenshot of each page goes to test-artifacts/web/ (emptied at the start of the run; not
 * committed). Without Chromium the file says so and skips (.ci/run installs it).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../src/demo/web-build.js';
import { PACKAGE_ROOT } from '../../src/package-root.js';
import { startPipelineHarness, uploadCsv, waitForBulk, type PipelineHarness } from '../support/pipeline.js';

const CHROMIUM = '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) console.warn(`test/web/app.test.ts: skipped, no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);

const ARTIFACTS = join(PACKAGE_ROOT, 'test-artifacts', 'web');
const CONTACTS = join(PACKAGE_ROOT, 'examples', 'contacts.csv');
/** Data rows of examples/contacts.csv. */
const CONTACT_ROWS = 22;
const MAX_ROWS = 30;

let h: PipelineHarness;
let base: string;
let profile: string;
let context: BrowserContext;
let page: Page;
/** The bulk of examples/contacts.csv started from the page. */
let contactsBulk: string;
/** Every URL the browser asked for: a key must never be in one. */
const requested: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
const bulkIdOf = (url: string) => /\/app\/bulks\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? '';

describe.skipIf(!HAS_CHROMIUM)('the web app in Chromium', () => {
  beforeAll(async () => {
    await rm(ARTIFACTS, { recursive: true, force: true });
    await mkdir(ARTIFACTS, { recursive: true });
    await ensureWebBuild();
    h = await startPipelineHarness({ BULK_NETWORK_CHECKS: 'false', CRAWL_ON_MISS: 'false', BULK_MAX_ROWS: String(MAX_ROWS) });
    await h.importExamples();
    base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    profile = await mkdtemp(join(tmpdir(), 'cds-chromium-'));
    // Chromium's own temporary files (its singleton socket folder) go inside the profile too, so
    // removing the profile leaves nothing behind.
    await mkdir(join(profile, 'tmp'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      downloadsPath: join(profile, 'downloads'),
      env: { ...process.env, TMPDIR: join(profile, 'tmp') },
    });
    page = context.pages()[0] ?? (await context.newPage());
    context.on('request', (r) => void requested.push(r.url()));
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
    await h?.close();
  });

  it('loads its first page in under 200 KB, compressed', async () => {
    const loaded: { path: string; encoding: string | null; bytes: number }[] = [];
    const record = async (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/app')) {
        loaded.push({ path: url.pathname, encoding: await response.headerValue('content-encoding'), bytes: Number(await response.headerValue('content-length')) });
      }
    };
    page.on('response', record);
    await page.goto(`${base}/app/`, { waitUntil: 'networkidle' });
    page.off('response', record);
    // index.html, one script, one stylesheet: every one sent gzipped (the build's twins).
    expect(loaded.map((r) => r.path.replace(/-[\w-]{8}\./, '-HASH.')).sort()).toEqual(['/app/', '/app/assets/index-HASH.css', '/app/assets/index-HASH.js']);
    expect(loaded.every((r) => r.encoding === 'gzip' && r.bytes > 0)).toBe(true);
    expect(loaded.reduce((n, r) => n + r.bytes, 0)).toBeLessThan(200 * 1024);
  }, 30_000);

  it('refuses a wrong key with a clear message, and signs in with a good one', async () => {
    await page.goto(`${base}/app/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await page.getByLabel('API key').fill('not-a-key-of-this-service');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/This API key was refused \(401 unauthorized\)/);
    expect(page.url()).not.toContain('not-a-key');
    await shot('sign-in-wrong-key');

    await page.getByLabel('API key').fill(h.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    expect(await page.evaluate("sessionStorage.getItem('cds.apiKey')")).toBe(h.key);
    expect(page.url()).not.toContain(h.key);
  }, 30_000);

  it('uploads examples/contacts.csv with a changed mapping and follows it to 100%', async () => {
    await page.getByRole('heading', { name: 'New bulk', level: 1 }).waitFor();
    await page.getByLabel('Kind').selectOption('enrich');
    await page.setInputFiles('#csv-file', CONTACTS);
    // The columns as the service reads them: email and name found by their headers.
    await page.getByRole('table').getByText('email (by its header)').waitFor();
    expect(await page.getByRole('table').getByText('full_name (by its header)').count()).toBe(1);
    expect(await page.locator('tbody tr').count()).toBe(10);
    // Change a mapping: company from the "notes" column (not detected: no header names it).
    await page.locator('#map-company').selectOption({ label: 'Column 4: notes' });
    await page.getByRole('table').getByText('company (chosen here)').waitFor();
    await shot('new-bulk');

    await page.getByRole('button', { name: 'Start the bulk' }).click();
    await page.waitForURL(/\/app\/bulks\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    contactsBulk = bulkIdOf(page.url());
    // The mapping chosen in the page is the one the service stored for the bulk.
    expect((await h.graph.pipeline.bulks.get(contactsBulk))?.options.mapping).toEqual({ company: 3 });

    await page.getByText(`${CONTACT_ROWS} of ${CONTACT_ROWS} rows processed (100%): completed.`).waitFor({ timeout: 30_000 });
    expect(await page.locator('#bulk-progress').evaluate((el) => (el as unknown as { value: number }).value)).toBe(1);
    // The counts bar's legend says what the API's counts say.
    const status = (await h.app.inject({ url: `/v2/bulks/${contactsBulk}`, headers: { 'x-api-key': h.key } })).json().data;
    for (const [name, n] of Object.entries(status.counts as Record<string, number>)) {
      expect(await page.locator('.legend').textContent()).toContain(`${name}: ${n}`);
    }
    // The first rows in error, with their row numbers, as GET /v2/bulks/{id}/errors gives them.
    const errors = (await h.app.inject({ url: `/v2/bulks/${contactsBulk}/errors?limit=10`, headers: { 'x-api-key': h.key } })).json().data.errors;
    expect(errors.length).toBeGreaterThan(0);
    const section = page.getByRole('region', { name: 'First rows in error' });
    await section.waitFor();
    expect(await section.locator('tbody tr td:first-child').allTextContents()).toEqual(errors.map((e: { row: number }) => String(e.row)));
    await shot('bulk-completed');
  }, 60_000);

  it('downloads the result, the same bytes as GET /v2/bulks/{id}/results', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the results (CSV)' }).click()]);
    const saved = await readFile(await download.path());
    const api = await h.app.inject({ url: `/v2/bulks/${contactsBulk}/results?format=csv`, headers: { 'x-api-key': h.key } });
    expect(api.statusCode).toBe(200);
    expect(saved.toString('utf8')).toBe(api.body);
    expect(download.suggestedFilename()).toBe('contacts.enrich.csv');
  }, 30_000);

  // The events stream and cancel are routes of their own (GET /v2/bulks/{id}/events, DELETE
  // /v2/bulks/{id}); here the page's side of them is checked with answers the browser is given.
  it('follows a bulk by its server-sent events where the server has them', async () => {
    const real = (await h.app.inject({ url: `/v2/bulks/${contactsBulk}`, headers: { 'x-api-key': h.key } })).json().data;
    const halfway = { ...real, state: 'running', processed: 11, finished_at: null };
    await page.route(`**/v2/bulks/${contactsBulk}/events`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: `: open\n\nevent: progress\ndata: ${JSON.stringify({ data: halfway, meta: {} })}\n\nevent: progress\ndata: ${JSON.stringify(real)}\n\n`,
      }),
    );
    try {
      await page.goto(`${base}/app/bulks/${contactsBulk}`);
      await page.getByText(`${CONTACT_ROWS} of ${CONTACT_ROWS} rows processed (100%): completed.`).waitFor();
      expect(await page.getByText('updates by server-sent events').count()).toBe(1);
    } finally {
      await page.unroute(`**/v2/bulks/${contactsBulk}/events`);
    }
  }, 30_000);

  it('cancels a running bulk where the server can, and says so where it cannot', async () => {
    const real = (await h.app.inject({ url: `/v2/bulks/${contactsBulk}`, headers: { 'x-api-key': h.key } })).json().data;
    const running = { ...real, state: 'running', processed: 5, finished_at: null, eta_seconds: 3 };
    let deleteAnswer = { status: 405, body: { errors: [{ id: 'method_not_allowed', code: 405, details: 'no such method' }] } as unknown };
    let deletes = 0;
    let cancelled = false;
    const keysSent: (string | undefined)[] = [];
    // The page follows the bulk by its event stream when the server has one: answer 404 there, so
    // it polls the faked status below.
    await page.route(`**/v2/bulks/${contactsBulk}/events`, (route) => route.fulfill({ status: 404, json: { errors: [{ id: 'not_found', code: 404, details: 'no stream' }] } }));
    await page.route(`**/v2/bulks/${contactsBulk}`, (route) => {
      if (route.request().method() === 'DELETE') {
        deletes++;
        keysSent.push(route.request().headers()['x-api-key']);
        cancelled = deleteAnswer.status === 200;
        return route.fulfill({ status: deleteAnswer.status, json: deleteAnswer.body });
      }
      return route.fulfill({ json: { data: cancelled ? { ...running, state: 'cancelled' } : running, meta: {} } });
    });
    try {
      await page.goto(`${base}/app/bulks/${contactsBulk}`);
      await page.getByRole('button', { name: 'Cancel the bulk' }).click({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Yes, cancel the bulk' }).click();
      await page.getByText('This server cannot cancel a bulk (DELETE /v2/bulks/{id} is not available on it).').waitFor({ timeout: 10_000 });
      expect(await page.getByRole('button', { name: 'Cancel the bulk' }).count()).toBe(0);

      deleteAnswer = { status: 200, body: { data: { ...running, state: 'cancelled' }, meta: {} } };
      await page.reload();
      await page.getByRole('button', { name: 'Cancel the bulk' }).click();
      await page.getByRole('button', { name: 'Yes, cancel the bulk' }).click();
      await page.locator('.state', { hasText: 'cancelled' }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('button', { name: 'Cancel the bulk' }).count()).toBe(0);
      expect(deletes).toBe(2);
      expect(keysSent).toEqual([h.key, h.key]);
    } finally {
      await page.unroute(`**/v2/bulks/${contactsBulk}`);
      await page.unroute(`**/v2/bulks/${contactsBulk}/events`);
    }
  }, 30_000);

  it('starts a bulk into a new leads list and opens the list with its leads and filters', async () => {
    await page.getByRole('link', { name: 'New bulk' }).click();
    await page.getByLabel('Kind').selectOption('verify');
    await page.setInputFiles('#csv-file', CONTACTS);
    await page.getByRole('table').getByText('email (by its header)').waitFor();
    await page.getByLabel('A leads list').check();
    await page.getByLabel('Name of the new list').fill('Web app test list');
    await page.getByRole('button', { name: 'Start the bulk' }).click();
    await page.waitForURL(/\/app\/bulks\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByText(/rows processed \(100%\): completed\./).waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: /^leads list \d+$/ }).click();
    await page.getByRole('heading', { name: 'Leads: Web app test list', level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    const emails = await table.locator('tbody tr td:first-child').allTextContents();
    expect(emails).toContain('mathieu.lefevre@northwind-robotics.test');
    // Each lead shows the verification the bulk gave it.
    const api = (await h.app.inject({ url: '/v2/leads?email=mathieu.lefevre@northwind-robotics.test', headers: { 'x-api-key': h.key } })).json().data.leads[0];
    const row = table.locator('tbody tr', { hasText: 'mathieu.lefevre@northwind-robotics.test' });
    expect(await row.locator('td').nth(4).textContent()).toBe(api.verification.status ?? 'not verified');
    await shot('leads');

    await page.getByLabel('Email contains').fill('northwind');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText(/^Leads 1–\d+ of \d+$/).waitFor();
    await expect.poll(async () => (await table.locator('tbody tr td:first-child').allTextContents()).every((e) => e.includes('northwind'))).toBe(true);
    expect(await table.locator('tbody tr').count()).toBeLessThan(emails.length);
  }, 60_000);

  it("shows a failed bulk's reason, and the bulks newest first", async () => {
    const csv = 'email\n' + Array.from({ length: MAX_ROWS + 10 }, (_, i) => `p${i}@mailbox.example`).join('\n') + '\n';
    const up = await uploadCsv(h, csv, 'kind=verify');
    expect(up.status).toBe(202);
    const failed = await waitForBulk(h, up.body.data.id);
    expect(failed.state).toBe('failed');
    await page.goto(`${base}/app/bulks/${failed.id}`);
    const reason = page.getByRole('region', { name: 'Why it failed' }).getByRole('alert');
    await reason.waitFor();
    expect(await reason.textContent()).toBe(failed.error);
    expect(await page.getByText('This bulk has no results to download (failed).').count()).toBe(1);
    await shot('bulk-failed');

    await page.getByRole('link', { name: 'Bulks', exact: true }).click();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.locator('.state').allTextContents()).toEqual(['failed', 'completed', 'completed']);
    await shot('bulks');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('bulks-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('shows health to a user key, and queues and workers to an operator key', async () => {
    await page.getByRole('link', { name: 'Health' }).click();
    await page.getByText('Queues and workers are shown to operator keys only (this key is an ordinary one).').waitFor();
    expect(await page.getByRole('link', { name: '/admin/queues' }).getAttribute('href')).toBe('/admin/queues');

    await page.getByRole('button', { name: 'Sign out' }).click();
    expect(await page.evaluate("sessionStorage.getItem('cds.apiKey')")).toBeNull();
    await page.getByLabel('API key').fill(h.adminKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Health' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const status = (await h.app.inject({ url: '/v2/status', headers: { 'x-api-key': h.adminKey } })).json().data;
    expect(await table.locator('tbody th').allTextContents()).toEqual(status.queues.map((q: { name: string }) => q.name));
    await shot('health');
    // The keys went in headers only, never in a URL the browser asked for.
    expect(requested.length).toBeGreaterThan(20);
    expect(requested.filter((url) => url.includes(h.key) || url.includes(h.adminKey))).toEqual([]);
  }, 30_000);
});
