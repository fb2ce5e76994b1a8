/**
 * Leads lists and their leads (GET /v2/leads_lists, GET /v2/leads) with their verification status
 * and its date (the last verification or re-verification), filtered by status, email and company.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, query, type Lead, type LeadsList } from '../api';
import { count, when } from '../format';
import { Link } from '../router';
import { ErrorNote, Loading, PageTitle } from '../ui';

const PAGE = 50;
/** The values GET /v2/leads's verification_status filter takes for leads (pending: not verified yet). */
const STATUSES = ['deliverable', 'risky', 'undeliverable', 'unknown', 'pending'];

export function LeadsPage(props: { listId: number | null }) {
  const [lists, setLists] = useState<LeadsList[] | null>(null);
  const [listsError, setListsError] = useState<ApiError | null>(null);
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [applied, setApplied] = useState({ status: '', email: '', company: '' });
  const [offset, setOffset] = useState(0);
  const [leads, setLeads] = useState<{ leads: Lead[]; total: number } | null>(null);
  const [leadsError, setLeadsError] = useState<ApiError | null>(null);

  useEffect(() => {
    getJson<{ data: { leads_lists: LeadsList[] } }>('/v2/leads_lists?limit=100')
      .then((r) => setLists(r.data.leads_lists))
      .catch(setListsError);
  }, []);

  useEffect(() => {
    let live = true;
    setLeads(null);
    setLeadsError(null);
    getJson<{ data: { leads: Lead[] }; meta: { total: number } }>(
      `/v2/leads${query({ leads_list_id: props.listId, verification_status: applied.status, email: applied.email, company: applied.company, limit: PAGE, offset })}`,
    )
      .then((r) => live && setLeads({ leads: r.data.leads, total: r.meta.total }))
      .catch((e: ApiError) => live && setLeadsError(e));
    return () => void (live = false);
  }, [props.listId, applied, offset]);

  const list = lists?.find((l) => l.id === props.listId);
  const filtered = applied.status || applied.email || applied.company;

  return (
    <>
      <PageTitle>{props.listId === null ? 'Leads' : `Leads: ${list?.name ?? `list ${props.listId}`}`}</PageTitle>
      <div class="split">
        <nav aria-labelledby="lists-h" class="lists">
          <h2 id="lists-h">Lists</h2>
          <ErrorNote error={listsError} title="The lists could not be loaded" />
          {!lists && !listsError ? <Loading what="the lists" /> : null}
          {lists && lists.length === 0 ? <p>No leads lists yet. A bulk with the output "a leads list" makes one.</p> : null}
          <ul>
            <li>
              <Link href="/leads" aria-current={props.listId === null ? 'page' : undefined}>
                All leads
              </Link>
            </li>
            {(lists ?? []).map((l) => (
              <li key={l.id}>
                <Link href={`/leads/${l.id}`} aria-current={l.id === props.listId ? 'page' : undefined}>
                  {l.name}
                </Link>{' '}
                <span class="muted">({count(l.leads_count)})</span>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="leads-h">
          <h2 id="leads-h">{list ? list.name : props.listId === null ? 'All leads' : `List ${props.listId}`}</h2>
          <form
            class="filters"
            onSubmit={(e) => {
              e.preventDefault();
              setApplied({ status, email: email.trim(), company: company.trim() });
              setOffset(0);
            }}
          >
            <div>
              <label for="f-status">Verification</label>
              <select id="f-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
                <option value="">Any</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'pending' ? 'not verified yet' : s}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label for="f-email">Email contains</label>
              <input id="f-email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
            </div>
            <div>
              <label for="f-company">Company contains</label>
              <input id="f-company" value={company} onInput={(e) => setCompany(e.currentTarget.value)} />
            </div>
            <button type="submit">Filter</button>
          </form>
          <ErrorNote error={leadsError} title="The leads could not be loaded" />
          {!leads && !leadsError ? <Loading what="the leads" /> : null}
          {leads && leads.total === 0 ? <p>{filtered ? 'No lead matches these filters.' : 'No leads here yet.'}</p> : null}
          {leads && leads.leads.length > 0 ? (
            <>
              <div class="scroll">
                <table>
                  <caption>
                    Leads {offset + 1}–{offset + leads.leads.length} of {count(leads.total)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Name</th>
                      <th scope="col">Company</th>
                      <th scope="col">Position</th>
                      <th scope="col">Verification</th>
                      <th scope="col">Verified</th>
                    </tr>
                  </thead>
                  <tbody>
                    {leads.leads.map((l) => (
                      <tr key={l.id}>
                        <td>{l.email}</td>
                        <td>{[l.first_name, l.last_name].filter(Boolean).join(' ') || '—'}</td>
                        <td>{l.company ?? '—'}</td>
                        <td>{l.position ?? '—'}</td>
                        <td>
                          <span class={`state v-${l.verification.status ?? 'none'}`}>{l.verification.status ?? 'not verified'}</span>
                        </td>
                        <td>{when(l.verification.date)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav aria-label="Lead pages" class="pager">
                <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                  Previous
                </button>
                <button type="button" disabled={offset + PAGE >= leads.total} onClick={() => setOffset(offset + PAGE)}>
                  Next
                </button>
              </nav>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
