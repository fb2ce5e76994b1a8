/**
 * The README's error table lists every error id the service can emit, with its status, so a
 * client author can rely on it (an id added to the code without a row fails here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../package-root.js';
import { clearbitError, HttpError, NoRouteError, type ErrorId } from './errors.js';

const IDS: Record<ErrorId, true> = {
  wrong_params: true,
  pagination_error: true,
  unauthorized: true,
  forbidden: true,
  not_found: true,
  validation_failed: true,
  too_many_requests: true,
  payload_too_large: true,
  upload_too_large: true,
  too_many_rows: true,
  storage_full: true,
  unsupported_media_type: true,
  internal_error: true,
  service_unavailable: true,
  bulk_in_progress: true,
  bulk_finished: true,
  queued: true,
};

describe('the README error table', () => {
  it('names every error id with the status the service answers it with', () => {
    const readme = readFileSync(`${PACKAGE_ROOT}/README.md`, 'utf8');
    const table = new Map([...readme.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1]!, Number(m[2])]));
    // 202 answers are described in the text under the table (they are not failures).
    const missing = (Object.keys(IDS) as ErrorId[]).filter((id) => id !== 'queued' && table.get(id) !== new HttpError(id, '').status);
    expect(missing).toEqual([]);
    expect(readme).toMatch(/"id":"queued","code":202/);
  });
});

describe("the README's table of Clearbit's error types", () => {
  it('names every type a request to a Clearbit host can get, with its statuses', () => {
    const readme = readFileSync(`${PACKAGE_ROOT}/README.md`, 'utf8');
    const section = readme.slice(readme.indexOf("### Clearbit's clients"));
    const rows = new Map([...section.matchAll(/^\| `([a-z_]+)` \| ([\d, ]+) \|/gm)].map((m) => [m[1]!, m[2]!.split(', ').map(Number)]));
    const answers = [...(Object.keys(IDS) as ErrorId[]).flatMap((id) => [new HttpError(id, ''), new HttpError(id, '', {}, 'x', true)]), new NoRouteError('GET', '/x')].map(clearbitError);
    const missing = answers.filter(({ type, status }) => !rows.get(type)?.includes(status)).map(({ type, status }) => `${type} ${status}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("maps a missing parameter to 400 and an invalid one to 422 (Clearbit's statuses)", () => {
    expect(clearbitError(new HttpError('wrong_params', 'x', {}, 'email', true))).toEqual({ status: 400, type: 'params_invalid' });
    expect(clearbitError(new HttpError('wrong_params', 'x', {}, 'email'))).toEqual({ status: 422, type: 'params_invalid' });
    expect(clearbitError(new HttpError('not_found', 'x'))).toEqual({ status: 404, type: 'unknown_record' });
    expect(clearbitError(new NoRouteError('GET', '/x'))).toEqual({ status: 404, type: 'unknown_route' });
  });
});
