/**
 * Disposable and webmail domains from maintained list packages, not hand-kept tables:
 * - disposable: disposable-email-domains-js (the community disposable-email-domains list, CC0);
 * - webmail: email-providers (free and paid mailbox providers), less the disposable ones, so a
 *   domain is never both.
 */
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import emailProviders from 'email-providers';

const disposable: ReadonlySet<string> = disposableEmailBlocklistSet();
const webmail: ReadonlySet<string> = new Set((emailProviders as string[]).filter((d) => !disposable.has(d)));

export function isDisposableDomain(domain: string): boolean {
  return disposable.has(domain.toLowerCase());
}

export function isWebmailDomain(domain: string): boolean {
  return webmail.has(domain.toLowerCase());
}
