/**
 * One bulk, live: processed / total, rate, ETA, counts by status as a bar, the first rows in
 * error (GET /v2/bulks/{id}/errors), the download when done (fetched with the key in its header,
 * then handed to the browser as a blob link), and cancel (DELETE /v2/bulks/{id}, where the
 * server has it).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getJson, request, TERMINAL, watchBulk, type BulkStatus, type RowError, type Transport } from '../api';
import { count, duration, when } from '../format';
import { Link } from '../router';
import { ErrorNote, Loading, PageTitle } from '../ui';

/** The tallies that are failures of a row (the rest are answers: valid, invalid, not_found…). */
const ERROR_TALLIES = ['error', 'invalid_input'];
const errorCount = (s: BulkStatus) => ERROR_TALLIES.reduce((n, t) => n + (s.counts[t] ?? 0), 0);

export function BulkPage(props: { id: string }) {
  const [bulk, setBulk] = useState<BulkStatus | null>(null);
  const [via, setVia] = useState<Transport | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[] | null>(null);
  const [download, setDownload] = useState<{ url: string; name: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<ApiError | null>(null);
  const [cancel, setCancel] = useState<{ state: 'idle' | 'confirm' | 'busy' | 'unavailable'; message?: string }>({ state: 'idle' });
  const errorsKey = useRef('');

  useEffect(() => {
    setBulk(null);
    errorsKey.current = '';
    setRowErrors(null);
    return watchBulk(props.id, {
      update: (s, how) => {
        setBulk(s);
        setVia(how);
        setError(null);
      },
      error: setError,
    });
  }, [props.id]);

  // The rows in error, asked again when their count moves and once at the end (not again while
  // running once ten are shown: the first ten rarely change).
  useEffect(() => {
    if (!bulk) return;
    const n = errorCount(bulk);
    const ended = TERMINAL.has(bulk.state);
    const key = `${n}:${ended}`;
    if (key === errorsKey.current || (n === 0 && !ended) || (!ended && (rowErrors?.length ?? 0) >= 10)) return;
    errorsKey.current = key;
    getJson<{ data: { errors: RowError[] } }>(`/v2/bulks/${props.id}/errors?limit=10`)
      .then((r) => setRowErrors(r.data.errors))
      .catch(() => setRowErrors(null));
  }, [bulk]);

  useEffect(() => () => void (download && URL.revokeObjectURL(download.url)), [download]);

  async function fetchResults() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const res = await request(`/v2/bulks/${props.id}/results?format=csv`);
      const blob = await res.blob();
      const name = `${(bulk?.filename ?? 'bulk').replace(/\.(csv|tsv|txt)$/i, '')}.${bulk?.kind ?? 'result'}.csv`;
      const url = URL.createObjectURL(blob);
      setDownload({ url, name });
      // Start the download at once; the link stays for another go.
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      setDownloadError(e as ApiError);
    } finally {
      setDownloading(false);
    }
  }

  async function cancelBulk() {
    setCancel({ state: 'busy' });
    try {
      const res = await request(`/v2/bulks/${props.id}`, { method: 'DELETE' });
      const body = (await res.json().catch(() => null)) as { data?: BulkStatus } | null;
      if (body?.data?.id) setBulk(body.data);
      setCancel({ state: 'idle' });
    } catch (e) {
      const err = e as ApiError;
      // The bulk was just read, so a 404 (or 405) means this server has no cancel route.
      if (err.status === 404 || err.status === 405) setCancel({ state: 'unavailable', message: 'This server cannot cancel a bulk (DELETE /v2/bulks/{id} is not available on it).' });
      else setCancel({ state: 'idle', message: err.message });
    }
  }

  if (!bulk) {
    return (
      <>
        <PageTitle>Bulk</PageTitle>
        {error ? <ErrorNote error={error} title="The bulk could not be read" /> : <Loading what="the bulk" />}
      </>
    );
  }
  const total = bulk.total;
  const fraction = total ? bulk.processed / total : bulk.state === 'completed' ? 1 : 0;
  const percent = Math.floor(fraction * 100);
  const ended = TERMINAL.has(bulk.state);
  const counts = Object.entries(bulk.counts).sort((a, b) => b[1] - a[1]);
  const counted = counts.reduce((n, [, v]) => n + v, 0);

  return (
    <>
      <PageTitle>{`Bulk ${bulk.filename ?? bulk.id.slice(0, 8)}`}</PageTitle>
      <dl class="facts">
        <dt>Kind</dt>
        <dd>{bulk.kind}</dd>
        <dt>State</dt>
        <dd>
          <span class={`state ${bulk.state}`}>{bulk.state}</span>
        </dd>
        <dt>Output</dt>
        <dd>{bulk.output === 'leads' && bulk.leads_list_id !== null ? <Link href={`/leads/${bulk.leads_list_id}`}>leads list {bulk.leads_list_id}</Link> : 'CSV'}</dd>
        <dt>Created</dt>
        <dd>{when(bulk.created_at)}</dd>
        <dt>Id</dt>
        <dd>
          <code>{bulk.id}</code>
        </dd>
      </dl>

      <section aria-labelledby="progress-h">
        <h2 id="progress-h">Progress</h2>
        <progress id="bulk-progress" max={1} value={fraction} aria-label="Rows processed" aria-valuetext={`${percent}%`} />
        <p aria-live="polite" aria-atomic="true" class="progress-text">
          {total === null
            ? `${count(bulk.processed)} rows processed; the total is ${ended ? 'not known' : 'still being counted'}`
            : `${count(bulk.processed)} of ${count(total)} rows processed (${percent}%)`}
          {bulk.pending > 0 ? `, ${count(bulk.pending)} waiting for a mail server to answer again` : ''}
          {ended ? `: ${bulk.state}.` : '.'}
        </p>
        <p class="muted">
          {bulk.rows_per_second !== null ? `${bulk.rows_per_second} rows per second` : 'Rate not known yet'}
          {!ended ? `; about ${duration(bulk.eta_seconds)} left` : bulk.finished_at ? `; finished ${when(bulk.finished_at)}` : ''}
          {via ? ` · updates by ${via === 'events' ? 'server-sent events' : 'polling'}` : ''}
        </p>
        {error ? <ErrorNote error={error} title="Updates stopped" /> : null}
      </section>

      {counted > 0 ? (
        <section aria-labelledby="counts-h">
          <h2 id="counts-h">By status</h2>
          <div class="bar" aria-hidden="true">
            {counts.map(([name, n]) => (
              <span key={name} class={`seg s-${name}`} style={{ width: `${(n / counted) * 100}%` }} title={`${name}: ${n}`} />
            ))}
          </div>
          <ul class="legend">
            {counts.map(([name, n]) => (
              <li key={name}>
                <span class={`swatch s-${name}`} aria-hidden="true" /> {name}: {count(n)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {bulk.state === 'failed' || bulk.error ? (
        <section aria-labelledby="failed-h">
          <h2 id="failed-h">Why it failed</h2>
          <div class="note error" role="alert">
            {bulk.error ?? 'The service gave no reason.'}
          </div>
        </section>
      ) : null}

      {rowErrors && rowErrors.length > 0 ? (
        <section aria-labelledby="errors-h">
          <h2 id="errors-h">First rows in error</h2>
          <div class="scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Status</th>
                  <th scope="col">Error</th>
                  <th scope="col">Cells</th>
                </tr>
              </thead>
              <tbody>
                {rowErrors.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>{r.status}</td>
                    <td>{r.error ?? ''}</td>
                    <td>{r.cells.join(' | ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p class="muted">Row numbers count the data rows from 1 (the header row is not counted).</p>
        </section>
      ) : null}

      <section aria-labelledby="actions-h">
        <h2 id="actions-h">Actions</h2>
        {bulk.state === 'completed' ? (
          <p>
            <button type="button" onClick={fetchResults} disabled={downloading}>
              {downloading ? 'Downloading…' : 'Download the results (CSV)'}
            </button>{' '}
            {download ? (
              <a href={download.url} download={download.name}>
                Save {download.name} again
              </a>
            ) : null}
          </p>
        ) : ended ? (
          <p class="muted">This bulk has no results to download ({bulk.state}).</p>
        ) : (
          <p class="muted">The download is offered when the bulk completes.</p>
        )}
        <ErrorNote error={downloadError} title="The download failed" />
        {!ended && (cancel.state === 'idle' || cancel.state === 'busy') ? (
          <p>
            <button type="button" class="danger" onClick={() => setCancel({ state: 'confirm' })} disabled={cancel.state === 'busy'}>
              {cancel.state === 'busy' ? 'Cancelling…' : 'Cancel the bulk'}
            </button>
          </p>
        ) : null}
        {!ended && cancel.state === 'confirm' ? (
          <div role="group" aria-labelledby="cancel-q" class="row">
            <span id="cancel-q">Cancel it? Rows not done yet will not be processed.</span>
            <button type="button" class="danger" onClick={cancelBulk} ref={(b) => b?.focus()}>
              Yes, cancel the bulk
            </button>
            <button type="button" onClick={() => setCancel({ state: 'idle' })}>
              No, keep it running
            </button>
          </div>
        ) : null}
        {cancel.message ? <p class="note" role="status">{cancel.message}</p> : null}
      </section>
      <p>
        <Link href="/bulks">All bulks</Link>
      </p>
    </>
  );
}
