import { describe, expect, it } from 'vitest';
import { classifyRcpt, paceAnswer } from './smtp-prober.js';
import type { SmtpReply } from './smtp-session.js';

const reply = (code: number, text: string): SmtpReply => ({ code, enhanced: /^([245]\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1] ?? null, text });

describe('paceAnswer: the server asks us to slow down, or answers about a recipient', () => {
  it.each([
    // Postfix anvil and error limits, Exim ratelimit, common provider texts.
    [421, '4.7.0 mx.example Error: too many connections from 192.0.2.1', 'connections'],
    [421, '4.3.2 Service not available, closing transmission channel', 'rate'],
    [450, '4.7.1 Error: too many recipients from [192.0.2.1]', 'rate'],
    [451, '4.7.1 Rate limit exceeded, try again later', 'rate'],
    [452, '4.7.1 Too many recipients received this hour', 'rate'],
    [450, 'Too many connections, slow down', 'connections'],
  ] as const)('%i %s -> %s', (code, text, kind) => {
    expect(paceAnswer(reply(code, text))).toBe(kind);
  });

  it.each([
    [451, '4.7.1 Greylisted, please try again later'],
    [450, '4.2.0 <a@x.test>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/help/x.test.html'],
    [452, '4.5.3 Error: too many recipients'],
    [452, 'Too many recipients'],
    [452, '4.2.2 Mailbox full, try again later'],
    [450, '4.1.1 <a@x.test>: Recipient address rejected: unverified address'],
    [421, '4.7.0 mx.example Error: too many errors'],
    // A plain "try later" or "exceeded" is about one recipient or greylisting, not our pace.
    [451, 'Temporary local problem - please try later'],
    [451, 'Temporary failure, please try again later'],
    [452, 'Mailbox quota exceeded'],
    [550, '5.1.1 User unknown'],
    [250, '2.1.5 Ok'],
  ] as const)('%i %s -> not a pace answer', (code, text) => {
    expect(paceAnswer(reply(code, text))).toBeNull();
  });

  it('never reads a pace answer as a refused mailbox', () => {
    for (const text of ['4.7.1 Error: too many recipients from [192.0.2.1]', '4.7.0 too many connections']) {
      expect(classifyRcpt(reply(450, text))).toBe('temporary');
      expect(classifyRcpt(reply(421, text))).toBe('temporary');
    }
  });
});
