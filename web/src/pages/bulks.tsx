/** The key's bulks, newest first (GET /v2/bulks), with their state and counts. */
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, type BulkStatus } from '../api';
import { count, when } from '../format';
import { Link } from '../router';
import { ErrorNote, Loading, PageTitle } from '../ui';

const PAGE = 25;

export function BulksPage() {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ bulks: BulkStatus[]; total: number } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    setError(null);
    getJson<{ data: { bulks: BulkStatus[] }; meta: { total: number } }>(`/v2/bulks?limit=${PAGE}&offset=${offset}`)
      .then((r) => setPage({ bulks: r.data.bulks, total: r.meta.total }))
      .catch(setError);
  }, [offset]);

  return (
    <>
      <PageTitle>Bulks</PageTitle>
      <ErrorNote error={error} title="The bulks could not be loaded" />
      {!page && !error ? <Loading what="the bulks" /> : null}
      {page && page.total === 0 ? (
        <p>
          This key has no bulks yet. <Link href="/">Start one</Link>.
        </p>
      ) : null}
      {page && page.bulks.length > 0 ? (
        <>
          <div class="scroll">
            <table>
              <caption>
                Bulks {offset + 1}–{offset + page.bulks.length} of {page.total}, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">File</th>
                  <th scope="col">Kind</th>
                  <th scope="col">State</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Counts</th>
                </tr>
              </thead>
              <tbody>
                {page.bulks.map((b) => (
                  <tr key={b.id}>
                    <td>
                      <Link href={`/bulks/${b.id}`}>{when(b.created_at)}</Link>
                    </td>
                    <td>{b.filename ?? '(no name)'}</td>
                    <td>{b.kind}</td>
                    <td>
                      <span class={`state ${b.state}`}>{b.state}</span>
                    </td>
                    <td>
                      {count(b.processed)} / {count(b.total)}
                    </td>
                    <td>
                      {Object.entries(b.counts)
                        .sort((x, y) => y[1] - x[1])
                        .map(([k, v]) => `${k} ${v}`)
                        .join(', ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Bulk pages" class="pager">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Newer
            </button>
            <button type="button" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
              Older
            </button>
          </nav>
        </>
      ) : null}
    </>
  );
}
