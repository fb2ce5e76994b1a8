/**
 * Verified results feed the index: a confirmed (valid) address becomes an email record, and an
 * address the index already holds gets its verification {date, status} updated. The record's
 * other fields are left as they were; a new record has only what the check established.
 */
import type { Source } from '../../contract/schemas.js';
import type { EmailRecordEntry } from '../index-records.js';
import type { StoredVerification, VerificationSink } from './email-verifier.js';
import { isRoleAddress } from './role-address.js';

export interface EmailRecordStore {
  getEmailRecord(address: string): Promise<EmailRecordEntry | null>;
  getEmailRecords(addresses: readonly string[]): Promise<(EmailRecordEntry | null)[]>;
  putEmailRecord(record: EmailRecordEntry, previous: EmailRecordEntry | null): Promise<void>;
}

export class IndexVerificationSink implements VerificationSink {
  constructor(private readonly index: EmailRecordStore) {}

  async recordVerifications(items: readonly { address: string; domain: string; result: StoredVerification }[]): Promise<void> {
    const previous = await this.index.getEmailRecords(items.map((i) => i.address));
    await Promise.all(items.map((item, i) => this.write(item.address, item.domain, item.result, previous[i] ?? null)));
  }

  async recordVerification(address: string, domain: string, result: StoredVerification): Promise<void> {
    await this.write(address, domain, result, await this.index.getEmailRecord(address));
  }

  private async write(address: string, domain: string, result: StoredVerification, previous: EmailRecordEntry | null): Promise<void> {
    if (!previous && result.status !== 'valid') return;
    const date = result.checked_at.slice(0, 10);
    const verification = { date, status: result.status };
    if (previous && previous.verification?.date === date && previous.verification?.status === result.status) return;
    const record: EmailRecordEntry = previous
      ? { ...previous, verification, indexedAt: date }
      : {
          value: address,
          domain,
          type: isRoleAddress(address.slice(0, address.lastIndexOf('@'))) ? 'generic' : 'personal',
          sources: [],
          verification,
          indexedAt: date,
        };
    await this.index.putEmailRecord(record, previous);
  }

  async sourcesOf(address: string): Promise<Source[]> {
    return [...((await this.index.getEmailRecord(address))?.sources ?? [])];
  }
}
