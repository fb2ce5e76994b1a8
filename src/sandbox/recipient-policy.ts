import { normalizeDomainName, type WorldIndex } from './world-index.js';

/** One RCPT TO reply: `code` 250 accepts; the text carries the RFC 3463 enhanced status code. */
export interface RcptReply {
  code: number;
  text: string;
}

const DEFAULT_GREYLIST_SECONDS = 2;

/**
 * How the sandbox answers RCPT TO, shared by the smtp-server hosts and the hand-written tarpit so
 * that a recipient gets the same answer whichever host the client reached.
 */
export class RecipientPolicy {
  private readonly index: WorldIndex;
  /** First try of each (client ip, recipient) pair, in ms since the epoch. */
  private readonly greylistFirstSeen = new Map<string, number>();

  constructor(index: WorldIndex) {
    this.index = index;
  }

  /**
   * @param clientIp the address the client connected from (greylisting keys on it, RFC 6647 2.1)
   * @param acceptedSoFar recipients already accepted in this transaction (RSET starts a new one)
   */
  decide(clientIp: string, address: string, acceptedSoFar: number, now = Date.now()): RcptReply {
    const at = address.lastIndexOf('@');
    if (at <= 0 || at === address.length - 1) return { code: 501, text: '5.1.3 Bad recipient address syntax' };
    const local = address.slice(0, at).toLowerCase();
    const domainName = normalizeDomainName(address.slice(at + 1));
    const domain = this.index.domain(domainName);
    // A host that is not the destination for a domain refuses to relay for it (RFC 5321 3.6.2);
    // X.1.2 is "bad destination system address" (RFC 3463).
    if (!domain) return { code: 550, text: `5.1.2 Domain ${domainName} is not served here; relay denied` };

    // RFC 5321 4.5.3.1.10: 452 is the reply for "too many recipients", and the client is expected
    // to send the remaining ones in a later transaction.
    if (domain.recipientLimit !== undefined && acceptedSoFar >= domain.recipientLimit) {
      return { code: 452, text: '4.5.3 Too many recipients' };
    }

    const behaviour = domain.smtp ?? 'normal';
    if (behaviour === 'catch_all') return accepted();
    if (behaviour === 'greylist') {
      // RFC 6647 2.1-2.2: the triplet is usually (client ip, sender, recipient); the sandbox keys on
      // (client ip, recipient) because a verifier's MAIL FROM may vary between retries. Every
      // recipient, known or not, is deferred on its first try, which is what hides the real answer.
      const key = `${clientIp}|${local}@${domainName}`;
      const first = this.greylistFirstSeen.get(key);
      const waitMs = (domain.greylistSeconds ?? DEFAULT_GREYLIST_SECONDS) * 1000;
      if (first === undefined) this.greylistFirstSeen.set(key, now);
      if (first === undefined || now - first < waitMs) {
        return { code: 451, text: '4.7.1 Greylisted, please try again later' };
      }
      // Past the delay a greylisting domain with listed mailboxes answers like a normal one; one
      // without a list accepts everyone.
      if (!domain.mailboxes) return accepted();
    }

    switch (domain.mailboxes?.[local]) {
      case 'exists':
        return accepted();
      case 'full':
        return { code: 552, text: '5.2.2 Mailbox full' };
      case 'disabled':
        return { code: 550, text: '5.2.1 Mailbox disabled, not accepting messages' };
      default:
        return { code: 550, text: '5.1.1 User unknown' };
    }
  }

  resetGreylist(): void {
    this.greylistFirstSeen.clear();
  }
}

function accepted(): RcptReply {
  return { code: 250, text: '2.1.5 Recipient OK' };
}
