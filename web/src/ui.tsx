/** Small pieces every page uses: the page heading (focused on arrival), notes, a loading line. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ApiError } from './api';

/** The page's h1; focused when the page opens, so keyboard and screen-reader users land on it. */
export function PageTitle(props: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${props.children} · Contact data service`;
    ref.current?.focus();
  }, [props.children]);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {props.children}
    </h1>
  );
}

export function ErrorNote(props: { error: ApiError | Error | string | null | undefined; title?: string }) {
  if (!props.error) return null;
  const message = typeof props.error === 'string' ? props.error : props.error.message;
  return (
    <div class="note error" role="alert">
      {props.title ? <strong>{props.title}: </strong> : null}
      {message}
    </div>
  );
}

export function Note(props: { children: ComponentChildren }) {
  return <p class="note">{props.children}</p>;
}

export function Loading(props: { what: string }) {
  return (
    <p class="muted" role="status">
      Loading {props.what}…
    </p>
  );
}
