import { normalizeDomainName } from './world-index.js';

/** What the sandbox SMTP hosts saw since start or the last reset, for tests and benchmarks. */
export interface SandboxSmtpStats {
  /** Connections accepted, all hosts together. */
  connections: number;
  /** Connections accepted per listening address (the host the client reached). */
  connectionsByIp: Map<string, number>;
  /** Connections open now. */
  openConnections: number;
  /** The most connections open at once on one address: what a per-host concurrency cap bounds. */
  maxOpenByIp: Map<string, number>;
  /** RCPT TO commands per recipient address (lower case, domain as A-label), whatever the reply. */
  rcpt: Map<string, number>;
  rcptTotal: number;
  /** RCPT TO replies per reply code. */
  rcptReplies: Map<number, number>;
  mailFrom: number;
  /** DATA commands that reached the message stage (all refused). */
  dataAttempts: number;
  /**
   * How often a defended host's defenses acted: 'error_sleep' (a reply slept past the soft error
   * limit), 'error_close' (421 at the hard limit), 'connection_refused' (421 for a connection
   * count or rate), 'rcpt_rate' (a RCPT answered with the rate limit's 45x).
   */
  defenses: Map<DefenseKind, number>;
}

export type DefenseKind = 'error_sleep' | 'error_close' | 'connection_refused' | 'rcpt_rate';

export class SmtpStatsRecorder {
  private connections = 0;
  private connectionsByIp = new Map<string, number>();
  private openByIp = new Map<string, number>();
  private maxOpenByIp = new Map<string, number>();
  private rcpt = new Map<string, number>();
  private rcptTotal = 0;
  private rcptReplies = new Map<number, number>();
  private mailFrom = 0;
  private dataAttempts = 0;
  private defenses = new Map<DefenseKind, number>();

  defended(kind: DefenseKind): void {
    increment(this.defenses, kind);
  }

  connectionOpened(ip: string): void {
    this.connections++;
    increment(this.connectionsByIp, ip);
    const open = increment(this.openByIp, ip);
    if (open > (this.maxOpenByIp.get(ip) ?? 0)) this.maxOpenByIp.set(ip, open);
  }

  connectionClosed(ip: string): void {
    const open = this.openByIp.get(ip) ?? 0;
    // Never below zero, even if a host reports one close twice.
    if (open > 0) this.openByIp.set(ip, open - 1);
  }

  rcptTo(address: string, code: number): void {
    this.rcptTotal++;
    const at = address.lastIndexOf('@');
    const key = at < 0 ? address.toLowerCase() : `${address.slice(0, at).toLowerCase()}@${normalizeDomainName(address.slice(at + 1))}`;
    increment(this.rcpt, key);
    increment(this.rcptReplies, code);
  }

  mailFromSeen(): void {
    this.mailFrom++;
  }

  dataSeen(): void {
    this.dataAttempts++;
  }

  snapshot(): SandboxSmtpStats {
    let open = 0;
    for (const n of this.openByIp.values()) open += n;
    return {
      connections: this.connections,
      connectionsByIp: new Map(this.connectionsByIp),
      openConnections: open,
      maxOpenByIp: new Map(this.maxOpenByIp),
      rcpt: new Map(this.rcpt),
      rcptTotal: this.rcptTotal,
      rcptReplies: new Map(this.rcptReplies),
      mailFrom: this.mailFrom,
      dataAttempts: this.dataAttempts,
      defenses: new Map(this.defenses),
    };
  }

  /** Clears the counters; connections open now stay counted as open. */
  reset(): void {
    this.connections = 0;
    this.connectionsByIp.clear();
    this.maxOpenByIp = new Map(this.openByIp);
    this.rcpt.clear();
    this.rcptTotal = 0;
    this.rcptReplies.clear();
    this.mailFrom = 0;
    this.dataAttempts = 0;
    this.defenses.clear();
  }
}

function increment<K>(map: Map<K, number>, key: K): number {
  const next = (map.get(key) ?? 0) + 1;
  map.set(key, next);
  return next;
}
