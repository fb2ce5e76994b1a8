/** Paths under /app, moved between with the History API (the server answers index.html for each). */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export const BASE = '/app';

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((l) => l()));

/** The path after /app ("/" for the app's root). */
export function currentPath(): string {
  const p = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : location.pathname;
  return p === '' ? '/' : p;
}

export function navigate(path: string): void {
  history.pushState(null, '', BASE + path);
  listeners.forEach((l) => l());
}

export function usePath(): string {
  const [path, setPath] = useState(currentPath());
  useEffect(() => {
    const l = () => setPath(currentPath());
    listeners.add(l);
    return () => void listeners.delete(l);
  }, []);
  return path;
}

/** A link within the app: a real <a href> (open in a new tab works), moved in place on a plain click. */
export function Link(props: { href: string; children: ComponentChildren; class?: string; 'aria-current'?: 'page' | undefined }) {
  return (
    <a
      href={BASE + props.href}
      class={props.class}
      aria-current={props['aria-current']}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
