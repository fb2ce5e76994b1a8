/**
 * The sandbox world: domains, their DNS, their mail servers' behaviour and their mailboxes. It is
 * data, shared by the tests, the demo and the benchmarks, and served only on 127.0.0.0/8.
 */

/** How one mailbox answers RCPT TO. */
export type MailboxState =
  | 'exists' // 250
  | 'full' // 552 5.2.2 mailbox full
  | 'disabled'; // 550 5.2.1 mailbox disabled

/** How a domain answers RCPT TO (decided per recipient domain). */
export type RecipientBehaviour =
  | 'normal' // mailboxes as listed; unknown users 550 5.1.1
  | 'catch_all' // every RCPT at the domain is accepted
  | 'greylist'; // 451 4.7.1 for a (client, recipient) pair until greylistSeconds have passed since its first try

/** How a mail host behaves for the whole connection (decided by the address the client reached). */
export type ConnectionBehaviour =
  | 'normal'
  | 'tarpit' // every reply (greeting included) comes after tarpitSeconds
  | 'drop' // the connection is closed right after it is accepted, before a greeting
  | 'garbage' // the server answers lines that are not SMTP replies
  | 'block' // 554 5.7.1 with a blocklist text (e.g. "listed at zen.spamhaus.org") as its greeting
  | 'defended'; // a real MTA's defenses against harvesting, as set in `defenses` (MtaDefenses)

/**
 * How real MTAs defend themselves against address harvesting and floods, with the settings each
 * stands for. Counted per client address, as Postfix's anvil and Exim's ratelimit do.
 */
export interface MtaDefenses {
  /**
   * Postfix `smtpd_soft_error_limit` (10), `smtpd_error_sleep_time` (1 s), `smtpd_hard_error_limit`
   * (20): once a session has `soft` errors every reply waits `sleepMs`; at `hard` the next command
   * gets "421 4.7.0 Error: too many errors" and the connection is closed.
   */
  errorLimits?: { soft: number; sleepMs: number; hard: number };
  /** Postfix `smtpd_client_connection_rate_limit`, Exim `ratelimit` on connections: past `max` per window, 421 and close. */
  connectionRate?: { max: number; windowMs: number };
  /** Postfix `smtpd_client_connection_count_limit`, Exim `smtp_accept_max_per_host`: past it, 421 and close. */
  maxConnections?: number;
  /** Postfix `smtpd_client_recipient_rate_limit` (450 4.7.1), Exim `ratelimit` with defer (451/452): past `max` RCPTs per window. */
  recipientRate?: { max: number; windowMs: number; code: 450 | 451 | 452 };
  /** The greeting comes this late (Exim `delay` in the connect ACL, greet-pause tarpits). */
  greetingDelayMs?: number;
  /** Every reply comes this much later: the round trip to a remote server. */
  replyLatencyMs?: number;
}

export type DnsBehaviour =
  | 'normal'
  | 'nxdomain' // every query for the domain answers NXDOMAIN
  | 'servfail' // every query answers SERVFAIL
  | 'slow'; // answers after dnsDelayMs

export interface SandboxDomain {
  /** ASCII (A-label) domain name. */
  domain: string;
  dns?: DnsBehaviour;
  dnsDelayMs?: number;
  /**
   * MX records. Absent: no MX record (RFC 5321 5.1: mail then goes to the domain's own A/AAAA).
   * `[{ host: '.', priority: 0 }]` is the RFC 7505 null MX ("this domain accepts no mail").
   */
  mx?: { host: string; priority: number }[];
  /** The domain's own addresses (used for the A/AAAA fallback and for its website). */
  a?: string[];
  aaaa?: string[];
  txt?: string[];
  smtp?: RecipientBehaviour;
  /** Local parts (lower case) and how each answers; others are unknown users (550 5.1.1). */
  mailboxes?: Record<string, MailboxState>;
  greylistSeconds?: number;
  /** RCPTs accepted per session before 452 4.5.3 "too many recipients". */
  recipientLimit?: number;
}

/**
 * A mail host: a name the DNS answers with a 127.0.0.0/8 address where a sandbox SMTP server
 * listens (all hosts share one port). Connection behaviours belong to the host, so a domain that
 * tarpits gets a host of its own.
 */
export interface SandboxMailHost {
  host: string;
  ip: string;
  behaviour?: ConnectionBehaviour;
  tarpitSeconds?: number;
  /** For behaviour 'defended'. */
  defenses?: MtaDefenses;
}

export interface SandboxWorld {
  domains: SandboxDomain[];
  /** Every MX host named by a domain, with the loopback address its server listens on. */
  hosts: SandboxMailHost[];
}
