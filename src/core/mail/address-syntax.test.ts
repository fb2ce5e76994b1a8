/**
 * checkAddressSyntax: (a) our own table; (b) every public is_email test vector (Dominic Sayers, BSD 3-Clause;
 * test/fixtures/isemail-tests.xml = upstream test/tests.xml v3.05, 164 vectors, and
 * test/fixtures/isemail-tests-original.xml = upstream test/tests-original.xml v3.04, 279 vectors).
 *
 * Each vector's expected verdict comes from its category: ISEMAIL_VALID_CATEGORY, ISEMAIL_DNSWARN and
 * ISEMAIL_RFC5321 -> valid; ISEMAIL_CFWS, ISEMAIL_DEPREC, ISEMAIL_RFC5322 and ISEMAIL_ERR -> invalid.
 * DEVIATIONS lists, vector by vector, where our rules (documented in address-syntax.ts) give the other verdict,
 * with the reason we return; each is asserted as a deviation, so every vector is checked and any change of
 * verdict (or of a deviation's reason) fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAddressSyntax, type SyntaxResult } from './address-syntax.js';

// ---------------------------------------------------------------------------------------------------------
// (a) our own cases

interface Case {
  input: string;
  valid: boolean;
  reason?: string;
  address?: string;
  local?: string;
  domain?: string;
  unicodeDomain?: string;
}

const label = (ch: string, n: number): string => ch.repeat(n);
const D189 = `${label('a', 63)}.${label('b', 63)}.${label('c', 57)}.com`; // 189 octets

const CASES: Case[] = [
  // valid, with normalization
  { input: 'john.smith@example.com', valid: true, address: 'john.smith@example.com', local: 'john.smith', domain: 'example.com', unicodeDomain: 'example.com' },
  { input: '  John.Smith@Example.COM \r\n', valid: true, address: 'John.Smith@example.com', local: 'John.Smith', domain: 'example.com' },
  { input: 'user+tag@sub.example.co.uk', valid: true, address: 'user+tag@sub.example.co.uk' },
  { input: "o'brien@example.ie", valid: true, address: "o'brien@example.ie" },
  { input: "!#$%&'*+-/=?^_`{|}~@example.com", valid: true },
  { input: 'first_last@sub-domain.example.org', valid: true },
  { input: '1234@123.com', valid: true, domain: '123.com' },
  { input: 'a@b.co', valid: true },
  { input: 'a@a.b.c.d.e', valid: true, domain: 'a.b.c.d.e' },
  { input: 'test@c--n.com', valid: true, domain: 'c--n.com' },
  { input: '"john smith"@example.com', valid: true, local: '"john smith"', address: '"john smith"@example.com' },
  { input: '"a@b"@example.com', valid: true, local: '"a@b"' },
  { input: '"\\"quoted\\""@example.com', valid: true, local: '"\\"quoted\\""' },
  { input: '""@example.com', valid: true, local: '""' },
  { input: 'jürgen@bücher.de', valid: true, address: 'jürgen@xn--bcher-kva.de', local: 'jürgen', domain: 'xn--bcher-kva.de', unicodeDomain: 'bücher.de' },
  { input: 'Info@BÜCHER.DE', valid: true, address: 'Info@xn--bcher-kva.de', unicodeDomain: 'bücher.de' },
  { input: '用户@例子.广告', valid: true, address: '用户@xn--fsqu00a.xn--4rr70v', domain: 'xn--fsqu00a.xn--4rr70v', unicodeDomain: '例子.广告' },
  { input: 'Δοκιμή@παράδειγμα.δοκιμή', valid: true, domain: 'xn--hxajbheg2az3al.xn--jxalpdlp', unicodeDomain: 'παράδειγμα.δοκιμή' },
  { input: 'ñandú@example.es', valid: true, local: 'ñandú' },
  { input: '"ünïcode"@example.com', valid: true },
  { input: 'x@ｅｘａｍｐｌｅ.com', valid: true, address: 'x@example.com', unicodeDomain: 'example.com' },
  { input: 'a@ü。com', valid: true, domain: 'xn--tda.com', unicodeDomain: 'ü.com' },
  { input: 'test@xn--bcher-kva.de', valid: true, domain: 'xn--bcher-kva.de', unicodeDomain: 'xn--bcher-kva.de' },
  { input: `${label('a', 64)}@example.com`, valid: true },
  { input: `x@${label('a', 63)}.com`, valid: true },
  { input: `${label('l', 64)}@${D189}`, valid: true }, // 254 octets
  // invalid: form
  { input: '', valid: false, reason: 'empty address' },
  { input: '  \t ', valid: false, reason: 'empty address' },
  { input: 'plainaddress', valid: false, reason: 'missing @' },
  { input: '@example.com', valid: false, reason: 'empty local part' },
  { input: 'john@', valid: false, reason: 'missing domain' },
  { input: 'john@@example.com', valid: false, reason: 'more than one @' },
  { input: 'john@doe@example.com', valid: false, reason: 'more than one @' },
  { input: 'Jane Doe <jane@example.com>', valid: false, reason: 'display name or angle brackets not allowed' },
  { input: '"Jane Doe" <jane@example.com>', valid: false, reason: 'display name or angle brackets not allowed' },
  { input: '<jane@example.com>', valid: false, reason: 'display name or angle brackets not allowed' },
  // invalid: local part
  { input: '.john@example.com', valid: false, reason: 'leading or trailing dot' },
  { input: 'john.@example.com', valid: false, reason: 'leading or trailing dot' },
  { input: 'john..smith@example.com', valid: false, reason: 'consecutive dots' },
  { input: 'john smith@example.com', valid: false, reason: 'invalid character in local part' },
  { input: 'john(comment)@example.com', valid: false, reason: 'invalid character in local part' },
  { input: 'jo\u0000hn@example.com', valid: false, reason: 'invalid character in local part' },
  { input: 'jo\u00a0hn@example.com', valid: false, reason: 'invalid character in local part' },
  { input: 'a\\@b@example.com', valid: false, reason: 'invalid character in local part' },
  { input: '"unclosed@example.com', valid: false, reason: 'unclosed quoted string' },
  { input: '"a"b@example.com', valid: false, reason: 'invalid character in local part' },
  { input: '"a".b@example.com', valid: false, reason: 'invalid character in local part' },
  { input: '"tab\there"@example.com', valid: false, reason: 'invalid character in local part' },
  { input: '"x\\©"@example.com', valid: false, reason: 'invalid character in local part' },
  { input: `${label('a', 65)}@example.com`, valid: false, reason: 'local part longer than 64 octets' },
  { input: `${label('ü', 33)}@example.com`, valid: false, reason: 'local part longer than 64 octets' }, // 66 octets
  // invalid: domain
  { input: 'john@example..com', valid: false, reason: 'consecutive dots' },
  { input: 'john@.example.com', valid: false, reason: 'leading or trailing dot' },
  { input: 'john@example.com.', valid: false, reason: 'leading or trailing dot' },
  { input: 'john@localhost', valid: false, reason: 'domain has no dot' },
  { input: 'a@日本', valid: false, reason: 'domain has no dot' },
  { input: 'john@-example.com', valid: false, reason: 'domain label starts or ends with a hyphen' },
  { input: 'john@example-.com', valid: false, reason: 'domain label starts or ends with a hyphen' },
  { input: 'a@ü-.com', valid: false, reason: 'domain label starts or ends with a hyphen' },
  { input: 'john@exa_mple.com', valid: false, reason: 'invalid character in domain' },
  { input: 'john@exa mple.com', valid: false, reason: 'invalid character in domain' },
  { input: 'john@bücher/x.de', valid: false, reason: 'invalid character in domain' },
  { input: 'john@bü cher.de', valid: false, reason: 'invalid character in domain' },
  { input: 'a@xn--ü.com', valid: false, reason: 'invalid domain' },
  { input: 'a@ü\u200d.com', valid: false, reason: 'invalid domain' },
  { input: 'john@192.168.0.1', valid: false, reason: 'top-level domain is all-numeric' },
  { input: 'john@[192.168.0.1]', valid: false, reason: 'domain is an IP literal' },
  { input: 'john@[IPv6:2001:db8::1]', valid: false, reason: 'domain is an IP literal' },
  { input: 'john@[not-an-ip]', valid: false, reason: 'invalid domain literal' },
  { input: 'john@[IPv6:fe80::1%eth0]', valid: false, reason: 'invalid domain literal' },
  { input: `x@${label('a', 64)}.com`, valid: false, reason: 'domain label too long' },
  { input: `a@${[label('a', 63), label('b', 63), label('c', 63), label('d', 62)].join('.')}`, valid: false, reason: 'domain longer than 253 octets' },
  { input: `a@${[label('a', 63), label('b', 63), label('c', 63), label('d', 61)].join('.')}`, valid: false, reason: 'address longer than 254 octets' },
  { input: `${label('l', 64)}@${D189}x`, valid: false, reason: 'address longer than 254 octets' }, // 255 octets
];

describe('checkAddressSyntax: own cases', () => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$input', (c) => {
    const r: SyntaxResult = checkAddressSyntax(c.input);
    expect(r.valid).toBe(c.valid);
    if (c.valid) {
      expect(r.reason).toBeNull();
      expect(r.address).toBe(`${r.local}@${r.domain}`);
      if (c.address !== undefined) expect(r.address).toBe(c.address);
      if (c.local !== undefined) expect(r.local).toBe(c.local);
      if (c.domain !== undefined) expect(r.domain).toBe(c.domain);
      if (c.unicodeDomain !== undefined) expect(r.unicodeDomain).toBe(c.unicodeDomain);
      else if (!/[^\x00-\x7f]/.test(c.input.split('@').pop() ?? '')) expect(r.unicodeDomain).toBe(r.domain);
    } else {
      expect(r.reason).toBe(c.reason);
      expect(r.address).toBeNull();
      expect(r.local).toBeNull();
      expect(r.domain).toBeNull();
      expect(r.unicodeDomain).toBeNull();
    }
  });

  it('never throws on odd input', () => {
    for (const input of ['@', '"', '"\\', '[', 'a@[', 'a@]', '\ud800@x.com', 'a@\ud800.com', 'a@b.c\u0000']) {
      expect(checkAddressSyntax(input).valid).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// (b) the is_email test vectors

type SetName = 'tests' | 'original';

interface Vector {
  set: SetName;
  id: number;
  address: string;
  category: string;
  diagnosis: string;
}

/** XML character data -> string; U+2400..U+241F stand for control characters 0..31 (the fixtures' Note 1). */
function decodeXmlText(text: string): string {
  return text.replace(/&#x([0-9a-fA-F]+);|&#([0-9]+);|&(amp|lt|gt|quot|apos);/g, (_m, hex?: string, dec?: string, named?: string) => {
    if (hex !== undefined || dec !== undefined) {
      const cp = hex !== undefined ? parseInt(hex, 16) : parseInt(dec!, 10);
      return String.fromCodePoint(cp >= 0x2400 && cp <= 0x241f ? cp - 0x2400 : cp);
    }
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named as 'amp' | 'lt' | 'gt' | 'quot' | 'apos'];
  });
}

function loadVectors(set: SetName, file: string): Vector[] {
  const xml = readFileSync(new URL(`../../../test/fixtures/${file}`, import.meta.url), 'utf8');
  const vectors: Vector[] = [];
  for (const m of xml.matchAll(/<test id="(\d+)">([\s\S]*?)<\/test>/g)) {
    const body = m[2]!;
    const address = /<address\/>/.test(body) ? '' : /<address>([\s\S]*?)<\/address>/.exec(body)?.[1];
    const category = /<category>(\w+)<\/category>/.exec(body)?.[1];
    const diagnosis = /<diagnosis>(\w+)<\/diagnosis>/.exec(body)?.[1];
    if (address === undefined || category === undefined || diagnosis === undefined) throw new Error(`${file}: malformed test ${m[1]}`);
    vectors.push({ set, id: Number(m[1]), address: decodeXmlText(address), category, diagnosis });
  }
  return vectors;
}

const VECTORS: Vector[] = [
  ...loadVectors('tests', 'isemail-tests.xml'),
  ...loadVectors('original', 'isemail-tests-original.xml'),
];

const VALID_CATEGORIES = new Set(['ISEMAIL_VALID_CATEGORY', 'ISEMAIL_DNSWARN', 'ISEMAIL_RFC5321']);
const INVALID_CATEGORIES = new Set(['ISEMAIL_CFWS', 'ISEMAIL_DEPREC', 'ISEMAIL_RFC5322', 'ISEMAIL_ERR']);

/** Our result on a deviating vector: the invalid reason we return, or TRIMMED (we say valid). */
const NO_DOT = 'domain has no dot';
const NUMERIC_TLD = 'top-level domain is all-numeric';
const IP_LITERAL = 'domain is an IP literal';
const TRIMMED = 'valid after trimming';
type Ours = typeof NO_DOT | typeof NUMERIC_TLD | typeof IP_LITERAL | typeof TRIMMED;

/** Why each kind of deviation is intended (rule numbers of address-syntax.ts). */
const WHY: Record<Ours, string> = {
  [NO_DOT]:
    'rule 5: isemail rates a TLD-only domain (ISEMAIL_RFC5321_TLD) valid RFC 5321 syntax; a dotless domain is not a deliverable Internet mail domain (RFC 7085)',
  [NUMERIC_TLD]:
    'rule 5: an all-numeric top-level label (ISEMAIL_RFC5321_TLDNUMERIC) is not a host name (RFC 3696 2); a.b.c.d is an IP address without brackets',
  [IP_LITERAL]:
    'rule 7: an address literal (ISEMAIL_RFC5321_ADDRESSLITERAL / IPV6DEPRECATED) is valid SMTP syntax but not a business mailbox domain',
  [TRIMMED]:
    'rule 1: input is trimmed, so white space, CR and LF around the address (isemail FWS / CFWS / CR / LF findings) are not part of it; the rest is valid',
};

/** [set, id, address as in the fixture (decoded), our result]. */
const DEVIATIONS: [SetName, number, string, Ours][] = [
  ['tests', 5, "test@io", NO_DOT],
  ['tests', 23, "test@iana.123", NUMERIC_TLD],
  ['tests', 24, "test@255.255.255.255", NUMERIC_TLD],
  ['tests', 61, "test@[255.255.255.255]", IP_LITERAL],
  ['tests', 68, "test@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888]", IP_LITERAL],
  ['tests', 72, "test@[IPv6:1111:2222:3333:4444:5555::8888]", IP_LITERAL],
  ['tests', 75, "test@[IPv6:::3333:4444:5555:6666:7777:8888]", IP_LITERAL],
  ['tests', 77, "test@[IPv6:::]", IP_LITERAL],
  ['tests', 79, "test@[IPv6:1111:2222:3333:4444:5555:6666:255.255.255.255]", IP_LITERAL],
  ['tests', 81, "test@[IPv6:1111:2222:3333:4444::255.255.255.255]", IP_LITERAL],
  ['tests', 88, "\r\n test@iana.org", TRIMMED],
  ['tests', 89, "\r\n \r\n test@iana.org", TRIMMED],
  ['tests', 99, "test@iana.org\n", TRIMMED],
  ['tests', 127, "test@iana.org\r", TRIMMED],
  ['tests', 128, "\rtest@iana.org", TRIMMED],
  ['tests', 132, "\ntest@iana.org", TRIMMED],
  ['tests', 141, "\r\ntest@iana.org", TRIMMED],
  ['tests', 142, "\r\n \r\ntest@iana.org", TRIMMED],
  ['tests', 143, " \r\ntest@iana.org", TRIMMED],
  ['tests', 144, " \r\n test@iana.org", TRIMMED],
  ['tests', 145, " \r\n \r\ntest@iana.org", TRIMMED],
  ['tests', 146, " \r\n\r\ntest@iana.org", TRIMMED],
  ['tests', 147, " \r\n\r\n test@iana.org", TRIMMED],
  ['tests', 148, "test@iana.org\r\n ", TRIMMED],
  ['tests', 149, "test@iana.org\r\n \r\n ", TRIMMED],
  ['tests', 150, "test@iana.org\r\n", TRIMMED],
  ['tests', 151, "test@iana.org\r\n \r\n", TRIMMED],
  ['tests', 152, "test@iana.org \r\n", TRIMMED],
  ['tests', 153, "test@iana.org \r\n ", TRIMMED],
  ['tests', 154, "test@iana.org \r\n \r\n", TRIMMED],
  ['tests', 155, "test@iana.org \r\n\r\n", TRIMMED],
  ['tests', 156, "test@iana.org \r\n\r\n ", TRIMMED],
  ['tests', 157, " test@iana.org", TRIMMED],
  ['tests', 158, "test@iana.org ", TRIMMED],
  ['tests', 166, "test@org", NO_DOT],
  ['original', 10, "first.last@[12.34.56.78]", IP_LITERAL],
  ['original', 11, "first.last@[IPv6:::12.34.56.78]", IP_LITERAL],
  ['original', 12, "first.last@[IPv6:1111:2222:3333::4444:12.34.56.78]", IP_LITERAL],
  ['original', 13, "first.last@[IPv6:1111:2222:3333:4444:5555:6666:12.34.56.78]", IP_LITERAL],
  ['original', 14, "first.last@[IPv6:::1111:2222:3333:4444:5555:6666]", IP_LITERAL],
  ['original', 15, "first.last@[IPv6:1111:2222:3333::4444:5555:6666]", IP_LITERAL],
  ['original', 16, "first.last@[IPv6:1111:2222:3333:4444:5555:6666::]", IP_LITERAL],
  ['original', 17, "first.last@[IPv6:1111:2222:3333:4444:5555:6666:7777:8888]", IP_LITERAL],
  ['original', 39, "first.last@[IPv6:1111:2222:3333::4444:5555:12.34.56.78]", IP_LITERAL],
  ['original', 45, "first.last@[IPv6:1111:2222:3333::4444:5555:6666:7777]", IP_LITERAL],
  ['original', 48, "first.last@example.123", NUMERIC_TLD],
  ['original', 49, "first.last@com", NO_DOT],
  ['original', 97, "test@123.123.123.123", NUMERIC_TLD],
  ['original', 98, "test@[123.123.123.123]", IP_LITERAL],
  ['original', 116, "test@example", NO_DOT],
  ['original', 190, "a@b", NO_DOT],
  ['original', 197, "aaa@[123.123.123.123]", IP_LITERAL],
  ['original', 201, "a@bar", NO_DOT],
  ['original', 216, "foobar@192.168.0.1", NUMERIC_TLD],
  ['original', 230, "first.last@[IPv6:::a2:a3:a4:b1:b2:b3:b4]", IP_LITERAL],
  ['original', 231, "first.last@[IPv6:a1:a2:a3:a4:b1:b2:b3::]", IP_LITERAL],
  ['original', 233, "first.last@[IPv6:::]", IP_LITERAL],
  ['original', 236, "first.last@[IPv6:::b4]", IP_LITERAL],
  ['original', 239, "first.last@[IPv6:::b3:b4]", IP_LITERAL],
  ['original', 241, "first.last@[IPv6:a1::b4]", IP_LITERAL],
  ['original', 244, "first.last@[IPv6:a1::]", IP_LITERAL],
  ['original', 247, "first.last@[IPv6:a1:a2::]", IP_LITERAL],
  ['original', 249, "first.last@[IPv6:0123:4567:89ab:cdef::]", IP_LITERAL],
  ['original', 250, "first.last@[IPv6:0123:4567:89ab:CDEF::]", IP_LITERAL],
  ['original', 251, "first.last@[IPv6:::a3:a4:b1:ffff:11.22.33.44]", IP_LITERAL],
  ['original', 252, "first.last@[IPv6:::a2:a3:a4:b1:ffff:11.22.33.44]", IP_LITERAL],
  ['original', 253, "first.last@[IPv6:a1:a2:a3:a4::11.22.33.44]", IP_LITERAL],
  ['original', 254, "first.last@[IPv6:a1:a2:a3:a4:b1::11.22.33.44]", IP_LITERAL],
  ['original', 258, "first.last@[IPv6:a1::11.22.33.44]", IP_LITERAL],
  ['original', 260, "first.last@[IPv6:a1:a2::11.22.33.44]", IP_LITERAL],
  ['original', 262, "first.last@[IPv6:0123:4567:89ab:cdef::11.22.33.44]", IP_LITERAL],
  ['original', 264, "first.last@[IPv6:0123:4567:89ab:CDEF::11.22.33.44]", IP_LITERAL],
  ['original', 270, "first.last@[IPv6:a1::b2:11.22.33.44]", IP_LITERAL],
  ['original', 278, "test@example.com\n", TRIMMED],
];

describe('checkAddressSyntax: is_email test vectors', () => {
  it('loads every vector of both sets, with known categories', () => {
    const count = (set: SetName): number => VECTORS.filter((v) => v.set === set).length;
    expect(count('tests')).toBe(164);
    expect(count('original')).toBe(279);
    const keys = VECTORS.map((v) => `${v.set}#${v.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const v of VECTORS) expect(VALID_CATEGORIES.has(v.category) || INVALID_CATEGORIES.has(v.category)).toBe(true);
  });

  it('every deviation names a real vector, once, with its exact address', () => {
    const byKey = new Map(VECTORS.map((v) => [`${v.set}#${v.id}`, v]));
    const seen = new Set<string>();
    for (const [set, id, address] of DEVIATIONS) {
      const key = `${set}#${id}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(byKey.get(key)?.address, key).toBe(address);
    }
  });

  it('gives the category verdict for every vector, except the listed deviations', () => {
    const deviations = new Map(DEVIATIONS.map(([set, id, , ours]) => [`${set}#${id}`, ours]));
    const failures: string[] = [];
    const tally = new Map<string, { agree: number; deviate: number }>();
    for (const v of VECTORS) {
      const key = `${v.set}#${v.id}`;
      const categoryValid = VALID_CATEGORIES.has(v.category);
      const r = checkAddressSyntax(v.address);
      const ours = deviations.get(key);
      const t = tally.get(v.category) ?? { agree: 0, deviate: 0 };
      tally.set(v.category, t);
      if (ours === undefined) {
        t.agree += 1;
        if (r.valid !== categoryValid) {
          failures.push(`${key} ${JSON.stringify(v.address)} ${v.diagnosis}: expected ${categoryValid ? 'valid' : 'invalid'}, got ${r.valid ? 'valid' : `invalid (${r.reason})`}`);
        }
      } else {
        t.deviate += 1;
        const expectValid = ours === TRIMMED;
        if (expectValid === categoryValid) failures.push(`${key}: listed as a deviation but the category already says ${categoryValid ? 'valid' : 'invalid'}`);
        if (r.valid !== expectValid || (!expectValid && r.reason !== ours)) {
          failures.push(`${key} ${JSON.stringify(v.address)} ${v.diagnosis}: documented deviation "${ours}", got ${r.valid ? 'valid' : `invalid (${r.reason})`}`);
        }
      }
    }
    const summary = [...tally].map(([c, t]) => `${c}: ${t.agree} as categorized, ${t.deviate} deviations`).join('; ');
    console.log(`is_email vectors: ${VECTORS.length} checked, ${DEVIATIONS.length} documented deviations. ${summary}`);
    expect(failures).toEqual([]);
  });

  it('documents a reason for every kind of deviation', () => {
    for (const [, , , ours] of DEVIATIONS) expect(WHY[ours].length).toBeGreaterThan(20);
  });
});
