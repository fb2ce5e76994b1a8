/** The app's shell: sign-in with an API key, the navigation, and the page for the path. */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, session, whenUnauthorized, type Account } from './api';
import { Link, navigate, usePath } from './router';
import { ErrorNote, PageTitle } from './ui';
import { NewBulkPage } from './pages/new-bulk';
import { BulkPage } from './pages/bulk';
import { BulksPage } from './pages/bulks';
import { LeadsPage } from './pages/leads';
import { HealthPage } from './pages/health';
import './style.css';

const NAV = [
  ['/', 'New bulk'],
  ['/bulks', 'Bulks'],
  ['/leads', 'Leads'],
  ['/health', 'Health'],
] as const;

function SignIn(props: { onSignedIn: (a: Account) => void; reason: string | null }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(props.reason);
  const [busy, setBusy] = useState(false);
  async function submit(e: Event) {
    e.preventDefault();
    const given = key.trim();
    if (!given) return setError('Enter an API key.');
    setBusy(true);
    setError(null);
    try {
      const account = await getJson<{ data: Account }>('/v2/account', { key: given });
      session.set(given);
      props.onSignedIn(account.data);
    } catch (err) {
      const e = err as ApiError;
      setError(
        e.status === 401
          ? `This API key was refused (401 unauthorized): ${e.message} Check the key, or create one with "npx tsx src/cli.ts keys create".`
          : e.message,
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <main id="main" class="signin">
      <PageTitle>Sign in</PageTitle>
      <p>Sign in with an API key of this service. It is kept in this browser tab only (session storage) and sent in the X-API-KEY header.</p>
      <form onSubmit={submit}>
        <label for="api-key">API key</label>
        <input id="api-key" name="api-key" type="password" autocomplete="off" spellcheck={false} value={key} onInput={(e) => setKey(e.currentTarget.value)} aria-describedby={error ? 'signin-error' : undefined} />
        <button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </form>
      <div id="signin-error">
        <ErrorNote error={error} />
      </div>
    </main>
  );
}

function Page(props: { path: string; account: Account }) {
  const p = props.path.replace(/\/+$/, '') || '/';
  let m: RegExpMatchArray | null;
  if (p === '/' || p === '/new') return <NewBulkPage />;
  if (p === '/bulks') return <BulksPage />;
  if ((m = p.match(/^\/bulks\/([0-9a-f-]{36})$/i))) return <BulkPage key={m[1]} id={m[1]!} />;
  if (p === '/leads') return <LeadsPage key="all" listId={null} />;
  if ((m = p.match(/^\/leads\/(\d+)$/))) return <LeadsPage key={m[1]} listId={Number(m[1])} />;
  if (p === '/health') return <HealthPage admin={props.account.key.role === 'admin'} />;
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>
        There is no page at {p}. <Link href="/">Start a new bulk</Link>.
      </p>
    </>
  );
}

function App() {
  const path = usePath();
  const [account, setAccount] = useState<Account | null>(null);
  const [checking, setChecking] = useState(session.key() !== null);
  const [reason, setReason] = useState<string | null>(null);

  useEffect(() => {
    whenUnauthorized((message) => {
      session.clear();
      setAccount(null);
      setReason(`Signed out: the service refused the key (401 unauthorized): ${message}`);
    });
    if (session.key() === null) return;
    getJson<{ data: Account }>('/v2/account')
      .then((a) => setAccount(a.data))
      .catch((e: ApiError) => {
        if (e.status !== 401) setReason(e.message);
      })
      .finally(() => setChecking(false));
  }, []);

  const signOut = () => {
    session.clear();
    setAccount(null);
    setReason(null);
    navigate('/');
  };

  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Contact data service</span>
        {account ? (
          <nav aria-label="Pages">
            <ul>
              {NAV.map(([href, label]) => {
                const active = href === '/' ? path === '/' || path === '/new' : path.startsWith(href);
                return (
                  <li key={href}>
                    <Link href={href} aria-current={active ? 'page' : undefined}>
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {account ? (
          <span class="who">
            {account.key.name} ({account.key.role === 'admin' ? 'operator' : 'user'} key){' '}
            <button type="button" class="link" onClick={signOut}>
              Sign out
            </button>
          </span>
        ) : null}
      </header>
      {checking && !account ? (
        <main id="main">
          <p role="status">Checking the saved key…</p>
        </main>
      ) : account ? (
        <main id="main">
          <Page path={path} account={account} />
        </main>
      ) : (
        <SignIn onSignedIn={(a) => (setReason(null), setAccount(a))} reason={reason} />
      )}
    </>
  );
}

render(<App />, document.getElementById('root')!);
