import { describe, expect, it } from 'vitest';
import { looksLikeDomain, looksLikeEmail } from './cells.js';

describe('detection rules', () => {
  it('recognises emails and domains by their shape', () => {
    expect(looksLikeEmail(' ada@lovelace.example ')).toBe(true);
    expect(looksLikeEmail('ada at lovelace')).toBe(false);
    for (const domain of ['acme.com', 'https://www.acme.com/about', 'www.acme.co.uk', 'acme.test', 'HTTP://ACME.IO']) {
      expect(looksLikeDomain(domain), domain).toBe(true);
    }
    for (const other of ['John.Smith', 'a@acme.com', '3.14', 'Acme Inc.', '192.168.1.1', '']) {
      expect(looksLikeDomain(other), other).toBe(false);
    }
  });
});
