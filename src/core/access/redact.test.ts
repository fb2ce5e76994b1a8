import { describe, expect, it } from 'vitest';
import { isSecretParam, redactText, redactUrl, redactValue } from './redact.js';

const KEY = `cds_${'A1b2-_'.repeat(7)}x`;

describe('redactUrl', () => {
  it.each([
    [`/v2/domain-search?domain=a.test&api_key=${KEY}`, '/v2/domain-search?domain=a.test&api_key=[redacted]'],
    ['/v2/x?API_KEY=a&api%5Fkey=b&api_key[]=c&Api-Key=d', '/v2/x?API_KEY=[redacted]&api%5Fkey=[redacted]&api_key[]=[redacted]&Api-Key=[redacted]'],
    ['/v2/x?webhook_url=https%3A%2F%2Fhooks.test%2Fservices%2FT1%2FB2%2Fsecret&limit=5', '/v2/x?webhook_url=[redacted]&limit=5'],
    ['/v2/x?access_token=a&client_secret=b&password=c&sig=d&token=e', '/v2/x?access_token=[redacted]&client_secret=[redacted]&password=[redacted]&sig=[redacted]&token=[redacted]'],
    ['https://user:pass@hooks.test/in?token=t#frag', 'https://[redacted]@hooks.test/in?token=[redacted]#frag'],
    [`/v2/x/${KEY}/y`, '/v2/x/[redacted]/y'],
    ['/v2/x?%E0%A4%A=broken&api_key=z', '/v2/x?%E0%A4%A=broken&api_key=[redacted]'],
  ])('%s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it('leaves ordinary parameters alone, names that merely contain a secret word included', () => {
    const url = '/v2/leads?domain=monkey.test&keyword=token&limit=10&company=Passage';
    expect(redactUrl(url)).toBe(url);
    for (const name of ['domain', 'keyword', 'monkey', 'passage', 'keys_total', 'limit']) expect(isSecretParam(name), name).toBe(false);
  });
});

describe('redactText and redactValue', () => {
  it('replaces service keys and credential pairs inside free text', () => {
    expect(redactText(`refused ${KEY} at https://h.test/?token=abc&x=1`)).toBe('refused [redacted] at https://h.test/?token=[redacted]&x=1');
    expect(redactText('nothing to see')).toBe('nothing to see');
  });

  it('replaces credential fields and URLs inside job data', () => {
    expect(redactValue({ domain: 'a.test', url: 'https://h.test/in?secret=s', nested: [{ apiKey: 'k', webhookSecret: 'w' }], n: 3 })).toEqual({
      domain: 'a.test',
      url: 'https://h.test/in?secret=[redacted]',
      nested: [{ apiKey: '[redacted]', webhookSecret: '[redacted]' }],
      n: 3,
    });
  });
});
