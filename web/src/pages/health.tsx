/** The service's health and, with an operator key, its queues and workers (GET /v2/status). */
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson } from '../api';
import { count, duration } from '../format';
import { ErrorNote, Loading, PageTitle } from '../ui';

interface Queue {
  name: string;
  counts: { waiting: number; active: number; delayed: number; failed: number; completed: number };
  workers: number;
  // null where the queues are in PostgreSQL (BullMQ cannot tell a window there): shown as "?".
  throughput: { last_minute: number | null; last_hour: number | null };
  oldest_waiting_seconds: number | null;
}
interface Status {
  status: 'ok' | 'degraded';
  version: string;
  queues?: Queue[];
  redis?: { version: string | null; used_memory_bytes: number | null; maxmemory_policy: string | null; aof_enabled: boolean | null };
  uptime_seconds?: number;
}

export function HealthPage(props: { admin: boolean }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [at, setAt] = useState<Date | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const load = () =>
      getJson<{ data: Status }>('/v2/status')
        .then((r) => (setStatus(r.data), setError(null), setAt(new Date())))
        .catch(setError)
        .finally(() => {
          if (live) timer = setTimeout(load, 10_000);
        });
    void load();
    return () => ((live = false), clearTimeout(timer));
  }, []);

  return (
    <>
      <PageTitle>Health</PageTitle>
      <ErrorNote error={error} title="The status could not be read" />
      {!status && !error ? <Loading what="the status" /> : null}
      {status ? (
        <>
          <p role="status">
            Service <span class={`state ${status.status === 'ok' ? 'completed' : 'failed'}`}>{status.status}</span>, version {status.version}
            {status.uptime_seconds !== undefined ? `, up ${duration(status.uptime_seconds)}` : ''}
            {at ? ` (read at ${at.toLocaleTimeString('en-GB')}, every 10 s)` : ''}.
          </p>
          {status.queues ? (
            <div class="scroll">
              <table>
                <caption>Queues and workers</caption>
                <thead>
                  <tr>
                    <th scope="col">Queue</th>
                    <th scope="col">Workers</th>
                    <th scope="col">Waiting</th>
                    <th scope="col">Active</th>
                    <th scope="col">Delayed</th>
                    <th scope="col">Failed</th>
                    <th scope="col">Done, last minute</th>
                    <th scope="col">Done, last hour</th>
                    <th scope="col">Oldest waiting</th>
                  </tr>
                </thead>
                <tbody>
                  {status.queues.map((q) => (
                    <tr key={q.name}>
                      <th scope="row">{q.name}</th>
                      <td>{q.workers}</td>
                      <td>{count(q.counts.waiting)}</td>
                      <td>{count(q.counts.active)}</td>
                      <td>{count(q.counts.delayed)}</td>
                      <td>{count(q.counts.failed)}</td>
                      <td>{count(q.throughput.last_minute)}</td>
                      <td>{count(q.throughput.last_hour)}</td>
                      <td>{q.oldest_waiting_seconds === null ? 'none waiting' : duration(q.oldest_waiting_seconds)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p class="note">
              Queues and workers are shown to operator keys only{props.admin ? '' : ' (this key is an ordinary one)'}.
            </p>
          )}
          {status.redis ? (
            <p class="muted">
              Redis {status.redis.version ?? '?'}, memory policy {status.redis.maxmemory_policy ?? '?'} (the queues need noeviction), append-only file{' '}
              {status.redis.aof_enabled === null ? 'unknown' : status.redis.aof_enabled ? 'on' : 'off'}.
            </p>
          ) : null}
        </>
      ) : null}
      <p>
        The queue board, with every job: <a href="/admin/queues">/admin/queues</a> (operator keys).
      </p>
    </>
  );
}
