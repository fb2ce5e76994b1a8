/**
 * The API as the app calls it: the key from sessionStorage in the X-API-KEY header (never in a
 * URL), the service's error bodies ({errors: [{id, code, details}]}) as ApiError, uploads through
 * XMLHttpRequest (fetch reports no upload progress), and a bulk's progress from its event stream
 * when the server has one, else by polling.
 */

const KEY = 'cds.apiKey';

export const session = {
  key: (): string | null => sessionStorage.getItem(KEY),
  set: (key: string): void => sessionStorage.setItem(KEY, key),
  clear: (): void => sessionStorage.removeItem(KEY),
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
  }
}

/** Called when the key is refused (revoked while signed in): the shell signs out. */
let onUnauthorized: (message: string) => void = () => {};
export function whenUnauthorized(handler: (message: string) => void): void {
  onUnauthorized = handler;
}

function errorOf(status: number, body: unknown, fallback: string): ApiError {
  const first = (body as { errors?: { id?: string; details?: string }[] } | null)?.errors?.[0];
  return new ApiError(status, first?.id ?? 'http_error', first?.details ?? fallback);
}

async function failure(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON: the status line says enough
  }
  const error = errorOf(res.status, body, `The service answered ${res.status} ${res.statusText}.`);
  if (res.status === 401) onUnauthorized(error.message);
  return error;
}

function headers(key = session.key(), extra: Record<string, string> = {}): Record<string, string> {
  return key ? { 'x-api-key': key, ...extra } : extra;
}

export async function request(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { ...headers(init.key), ...(init.headers as Record<string, string> | undefined) } });
  } catch {
    throw new ApiError(0, 'network', 'The service cannot be reached (network error). Is it running?');
  }
  if (!res.ok) throw await failure(res);
  return res;
}

export async function getJson<T>(path: string, init: RequestInit & { key?: string } = {}): Promise<T> {
  return (await (await request(path, init)).json()) as T;
}

/** A query string from the defined values (arrays repeat the name). */
export function query(params: Record<string, string | number | boolean | undefined | null | readonly string[]>): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) q.append(name, v);
    else q.set(name, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

// ---- shapes the app reads (the API's JSON) ----

export interface Account {
  key: { id: string; name: string; role: 'user' | 'admin'; team: string | null };
}
export interface BulkKindInfo {
  name: string;
  needs: { groups: string[][]; text: string };
  columns: string[];
}
export interface Preview {
  delimiter: string;
  has_header: boolean;
  encoding: string;
  header: string[];
  mapping: Partial<Record<string, number>>;
  mapped_by: Partial<Record<string, string>>;
  rows: string[][];
  problem: string | null;
}
export interface BulkStatus {
  id: string;
  kind: string;
  state: string;
  output: string;
  leads_list_id: number | null;
  filename: string | null;
  total: number | null;
  processed: number;
  pending: number;
  counts: Record<string, number>;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  rows_per_second: number | null;
  eta_seconds: number | null;
  error: string | null;
  results_url: string;
}
export interface RowError {
  row: number;
  status: string;
  error: string | null;
  cells: string[];
}
export interface LeadsList {
  id: number;
  name: string;
  leads_count: number;
  created_at: string;
}
export interface Lead {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  company: string | null;
  verification: { date: string | null; status: string | null };
  created_at: string;
}

export const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/** Sends a form with upload progress (0..1); resolves with the status and the parsed body. */
export function upload(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const key = session.key();
    if (key) xhr.setRequestHeader('x-api-key', key);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload was cut off (network error).'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ status: xhr.status, body });
      const error = errorOf(xhr.status, body, `The service answered ${xhr.status}.`);
      if (xhr.status === 401) onUnauthorized(error.message);
      reject(error);
    };
    xhr.send(form);
  });
}

/** The status in an event or a response: the API's `{data: status}`, or the status alone. */
function statusIn(value: unknown): BulkStatus | null {
  const v = value as { data?: BulkStatus; id?: string } | null;
  if (v?.data && typeof v.data.id === 'string') return v.data;
  if (v && typeof v.id === 'string') return v as BulkStatus;
  return null;
}

export type Transport = 'events' | 'polling';

/**
 * Follows a bulk until it ends: its server-sent events (GET /v2/bulks/{id}/events, read with
 * fetch so the key goes in a header, which EventSource cannot send), else, when that route
 * answers 404 or the stream breaks, GET /v2/bulks/{id} every `pollMs`. Returns a stop function.
 */
export function watchBulk(
  id: string,
  on: { update: (s: BulkStatus, via: Transport) => void; error: (e: ApiError) => void },
  pollMs = 1000,
): () => void {
  const abort = new AbortController();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    abort.abort();
    clearTimeout(timer);
  };

  const poll = async () => {
    if (stopped) return;
    try {
      const s = statusIn(await getJson(`/v2/bulks/${encodeURIComponent(id)}`, { signal: abort.signal }));
      if (s) on.update(s, 'polling');
      if (s && TERMINAL.has(s.state)) return;
    } catch (e) {
      if (stopped) return;
      on.error(e as ApiError);
      if ((e as ApiError).status === 401 || (e as ApiError).status === 404) return;
    }
    timer = setTimeout(() => void poll(), pollMs);
  };

  const stream = async () => {
    let res: Response;
    try {
      res = await fetch(`/v2/bulks/${encodeURIComponent(id)}/events`, { headers: headers(session.key(), { accept: 'text/event-stream' }), signal: abort.signal });
    } catch {
      return poll();
    }
    if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // 404: this server has no event stream (or a 401/other answer): polling says what is wrong.
      void res.body?.cancel();
      return poll();
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let last: BulkStatus | null = null;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        // Events end with a blank line (WHATWG HTML, "Server-sent events": event stream interpretation).
        let end: number;
        while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
          const data = block
            .split(/\r?\n/)
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).replace(/^ /, ''))
            .join('\n');
          if (!data) continue;
          try {
            const s = statusIn(JSON.parse(data));
            if (s) {
              last = s;
              on.update(s, 'events');
            }
          } catch {
            // an event that is not a status: not ours to show
          }
        }
      }
    } catch {
      if (stopped) return;
    }
    // The stream ends when the bulk does; if it ended early, polling takes over.
    if (!stopped && !(last && TERMINAL.has(last.state))) void poll();
  };

  void stream();
  return stop;
}
