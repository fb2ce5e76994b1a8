/**
 * The shape check of a bulk's webhook URL when the bulk is created: http(s), no credentials,
 * bounded length. Where it may connect (public addresses only) is checked when it is called,
 * by the safe fetcher (core/web/safe-fetch.ts).
 */

export function checkWebhookUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http or https';
  if (url.username || url.password) return 'must not carry credentials';
  if (raw.length > 2048) return 'is longer than 2048 characters';
  return null;
}
