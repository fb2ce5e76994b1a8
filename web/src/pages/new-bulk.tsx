/**
 * New bulk: a CSV dropped or picked, its kind, the columns the service reads from it (the
 * service's own reader, through POST /v2/bulks/preview on the file's first 64 KiB, the part it
 * detects the layout from), the mapping changed in place, CSV or a leads list out, and the upload
 * with its progress.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getJson, query, request, upload, type BulkKindInfo, type LeadsList, type Preview } from '../api';
import { bytes } from '../format';
import { navigate } from '../router';
import { ErrorNote, Loading, PageTitle } from '../ui';

/** The service detects a file's layout from its first 64 KiB (src/pipeline/csv-input/limits.ts). */
const HEAD_BYTES = 64 * 1024;

/** The file's first 64 KiB, cut after its last whole line so no record is cut in two. */
async function headOf(file: File): Promise<Blob> {
  if (file.size <= HEAD_BYTES) return file;
  const buf = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  let cut = buf.lastIndexOf(0x0a);
  if (cut < 0) return file.slice(0, HEAD_BYTES);
  if (buf[0] === 0xff && buf[1] === 0xfe) cut += 1; // UTF-16 LE: the line feed is 0A 00
  return file.slice(0, cut + 1);
}

const HOW: Record<string, string> = { explicit: 'chosen here', header: 'by its header', content: 'by its content' };
const HOW_SHORT: Record<string, string> = { header: 'header', content: 'content' };
const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

export function NewBulkPage() {
  const [kinds, setKinds] = useState<BulkKindInfo[] | null>(null);
  const [fields, setFields] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState('');
  const [headerMode, setHeaderMode] = useState<'auto' | 'yes' | 'no'>('auto');
  const [explicit, setExplicit] = useState<Record<string, number>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<ApiError | null>(null);
  const [output, setOutput] = useState<'csv' | 'leads'>('csv');
  const [lists, setLists] = useState<LeadsList[] | null>(null);
  const [listChoice, setListChoice] = useState('new');
  const [listName, setListName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<ApiError | string | null>(null);
  const [dragging, setDragging] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    getJson<{ data: { kinds: BulkKindInfo[]; input_fields: string[] } }>('/v2/bulks/kinds')
      .then((r) => {
        setKinds(r.data.kinds);
        setFields(r.data.input_fields);
        setKind((k) => k || (r.data.kinds.find((x) => x.name === 'enrich') ?? r.data.kinds[0])?.name || '');
      })
      .catch(setLoadError);
  }, []);

  useEffect(() => {
    if (output !== 'leads' || lists !== null) return;
    getJson<{ data: { leads_lists: LeadsList[] } }>('/v2/leads_lists?limit=100')
      .then((r) => setLists(r.data.leads_lists))
      .catch(() => setLists([]));
  }, [output]);

  // The preview follows the file, the kind, the header choice and the mapping.
  useEffect(() => {
    if (!file || !kind) return;
    const mine = ++seq.current;
    setPreviewError(null);
    void (async () => {
      try {
        const head = await headOf(file);
        const res = await request(
          `/v2/bulks/preview${query({ kind, header: headerMode === 'auto' ? undefined : headerMode === 'yes', mapping: Object.keys(explicit).length ? JSON.stringify(explicit) : undefined })}`,
          { method: 'POST', body: head, headers: { 'content-type': 'text/csv' } },
        );
        const body = (await res.json()) as { data: Preview };
        if (mine === seq.current) setPreview(body.data);
      } catch (e) {
        if (mine === seq.current) {
          setPreview(null);
          setPreviewError(e as ApiError);
        }
      }
    })();
  }, [file, kind, headerMode, explicit]);

  function choose(f: File | null | undefined) {
    if (!f) return;
    setFile(f);
    setExplicit({});
    setPreview(null);
    setUploadError(null);
    setProgress(null);
  }

  async function start(e: Event) {
    e.preventDefault();
    if (!file || !kind) return;
    if (output === 'leads' && listChoice === 'new' && !listName.trim()) return setUploadError('Name the new leads list, or choose an existing one.');
    const form = new FormData();
    form.append('kind', kind);
    form.append('output', output);
    if (headerMode !== 'auto') form.append('header', String(headerMode === 'yes'));
    if (Object.keys(explicit).length) form.append('mapping', JSON.stringify(explicit));
    if (output === 'leads') {
      if (listChoice === 'new') form.append('leads_list_name', listName.trim());
      else form.append('leads_list_id', listChoice);
    }
    form.append('file', file, file.name);
    setUploadError(null);
    setProgress(0);
    try {
      const { body } = await upload('/v2/bulks', form, setProgress);
      navigate(`/bulks/${(body as { data: { id: string } }).data.id}`);
    } catch (err) {
      setProgress(null);
      setUploadError(err as ApiError);
    }
  }

  if (loadError) return <><PageTitle>New bulk</PageTitle><ErrorNote error={loadError} title="The kinds could not be loaded" /></>;
  if (!kinds) return <><PageTitle>New bulk</PageTitle><Loading what="the bulk kinds" /></>;
  const spec = kinds.find((k) => k.name === kind);
  // One group: each of its fields is needed (with several, any one group will do: the text says it).
  const needed = new Set(spec?.needs.groups.length === 1 ? spec.needs.groups[0] : []);
  const uploading = progress !== null;

  return (
    <>
      <PageTitle>New bulk</PageTitle>
      <form onSubmit={start} class="stack">
        <section aria-labelledby="file-h">
          <h2 id="file-h">1. The file</h2>
          <label
            class={`drop${dragging ? ' over' : ''}`}
            for="csv-file"
            onDragOver={(e) => (e.preventDefault(), setDragging(true))}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              choose(e.dataTransfer?.files[0]);
            }}
          >
            <span>Drop a CSV file here, or choose one</span>
            <input id="csv-file" type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" onChange={(e) => choose(e.currentTarget.files?.[0])} />
          </label>
          {file ? (
            <p>
              {file.name}, {bytes(file.size)}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="kind-h">
          <h2 id="kind-h">2. What to do with each row</h2>
          <label for="kind">Kind</label>
          <select id="kind" value={kind} onChange={(e) => (setKind(e.currentTarget.value), setExplicit({}))} aria-describedby="kind-needs">
            {kinds.map((k) => (
              <option key={k.name} value={k.name}>
                {k.name}
              </option>
            ))}
          </select>
          {spec ? (
            <>
              <p id="kind-needs">Needs {spec.needs.text}.</p>
              <details>
                <summary>The {spec.columns.length} columns it adds</summary>
                <p class="muted">{spec.columns.join(', ')}</p>
              </details>
            </>
          ) : null}
        </section>

        {file ? (
          <section aria-labelledby="columns-h">
            <h2 id="columns-h">3. The columns</h2>
            <ErrorNote error={previewError} title="The file cannot be read as the service would read it" />
            {preview ? <Columns preview={preview} fields={fields} needed={needed} explicit={explicit} setExplicit={setExplicit} headerMode={headerMode} setHeaderMode={setHeaderMode} /> : previewError ? null : <Loading what="the columns" />}
          </section>
        ) : null}

        <section aria-labelledby="output-h">
          <h2 id="output-h">{file ? 4 : 3}. The result</h2>
          <fieldset>
            <legend>Output</legend>
            <label class="inline">
              <input type="radio" name="output" value="csv" checked={output === 'csv'} onChange={() => setOutput('csv')} /> A CSV file: the rows with the added columns
            </label>
            <label class="inline">
              <input type="radio" name="output" value="leads" checked={output === 'leads'} onChange={() => setOutput('leads')} /> A leads list
            </label>
          </fieldset>
          {output === 'leads' ? (
            <div class="row">
              <div>
                <label for="list">Leads list</label>
                <select id="list" value={listChoice} onChange={(e) => setListChoice(e.currentTarget.value)}>
                  <option value="new">A new list…</option>
                  {(lists ?? []).map((l) => (
                    <option key={l.id} value={String(l.id)}>
                      {l.name} ({l.leads_count} leads)
                    </option>
                  ))}
                </select>
              </div>
              {listChoice === 'new' ? (
                <div>
                  <label for="list-name">Name of the new list</label>
                  <input id="list-name" maxLength={200} value={listName} onInput={(e) => setListName(e.currentTarget.value)} />
                </div>
              ) : null}
            </div>
          ) : null}
        </section>

        <div>
          <button type="submit" disabled={!file || uploading || (preview?.problem ?? null) !== null || previewError !== null}>
            Start the bulk
          </button>
          {!file ? <span class="muted"> Choose a file first.</span> : preview?.problem ? <span class="muted"> Map the columns the kind needs first.</span> : null}
        </div>
        {uploading ? (
          <div>
            <label for="upload-progress">Uploading {file?.name}</label>
            <progress id="upload-progress" max={1} value={progress ?? 0} aria-valuetext={`${Math.round((progress ?? 0) * 100)}%`} />
            <span aria-live="polite"> {Math.round((progress ?? 0) * 100)}%</span>
          </div>
        ) : null}
        <ErrorNote error={uploadError} title="The upload was refused" />
      </form>
    </>
  );
}

function Columns(props: {
  preview: Preview;
  fields: string[];
  needed: Set<string>;
  explicit: Record<string, number>;
  setExplicit: (m: Record<string, number>) => void;
  headerMode: 'auto' | 'yes' | 'no';
  setHeaderMode: (m: 'auto' | 'yes' | 'no') => void;
}) {
  const { preview: p } = props;
  const fieldOf = (column: number) => props.fields.filter((f) => p.mapping[f] === column);
  return (
    <>
      <p>
        The service reads this file as {DELIMITER_NAMES[p.delimiter] ?? p.delimiter}-separated, {p.encoding}, {p.has_header ? 'with a header row' : 'without a header row'}.
      </p>
      <label for="header-mode">First row</label>
      <select id="header-mode" value={props.headerMode} onChange={(e) => props.setHeaderMode(e.currentTarget.value as 'auto')}>
        <option value="auto">Detect (now: {p.has_header ? 'a header' : 'data'})</option>
        <option value="yes">Is a header</option>
        <option value="no">Is data</option>
      </select>
      {p.problem ? <div class="note error" role="alert">{p.problem}</div> : <p class="note ok" role="status">The columns the kind needs are mapped.</p>}
      <fieldset>
        <legend>Mapping: which column holds each input</legend>
        <div class="grid">
          {props.fields.map((f) => {
            const column = p.mapping[f];
            const how = p.mapped_by[f];
            return (
              <div key={f}>
                <label for={`map-${f}`}>
                  {f}
                  {props.needed.has(f) ? ' (needed)' : ''}
                </label>
                <select
                  id={`map-${f}`}
                  value={props.explicit[f] === undefined ? 'auto' : String(props.explicit[f])}
                  onChange={(e) => {
                    const next = { ...props.explicit };
                    const v = e.currentTarget.value;
                    if (v === 'auto') delete next[f];
                    else next[f] = Number(v);
                    props.setExplicit(next);
                  }}
                >
                  <option value="auto">{how === 'explicit' ? 'Detect' : column === undefined ? 'Detect (none found)' : `Detect: ${p.header[column]} (${HOW_SHORT[how ?? ''] ?? how})`}</option>
                  {p.header.map((name, i) => (
                    <option key={i} value={String(i)}>
                      Column {i + 1}: {name}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div class="scroll" tabIndex={0} role="region" aria-labelledby="rows-caption">
        <table>
          <caption id="rows-caption">The first {p.rows.length} rows, as the service reads them</caption>
          <thead>
            <tr>
              {p.header.map((name, i) => (
                <th key={i} scope="col">
                  {name}
                  {fieldOf(i).map((f) => (
                    <span key={f} class="tag">
                      {f} ({HOW[p.mapped_by[f] ?? ''] ?? p.mapped_by[f]})
                    </span>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.rows.map((cells, r) => (
              <tr key={r}>
                {p.header.map((_, i) => (
                  <td key={i}>{cells[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
