import { describe, expect, it } from 'vitest';
import { Frontier, urlKey, type Candidate } from './frontier.js';

const page = (url: string, score: number, depth = 1): Candidate => ({ url: `http://s.test${url}`, type: 'page', kind: 'other', score, depth });

describe('urlKey', () => {
  it('one page whatever the scheme, www., trailing slash, fragment or tracking parameters', () => {
    const key = urlKey('http://s.test/en');
    for (const u of ['https://s.test/en/', 'http://www.s.test/en#top', 'http://S.TEST/en?utm_source=x&fbclid=1']) expect(urlKey(u), u).toBe(key);
    expect(urlKey('http://s.test/en?lang=de')).not.toBe(key);
    expect(urlKey('http://s.test/')).toBe('s.test/');
  });
});

describe('Frontier', () => {
  it('gives the best score first, then the shallower, then the first found', () => {
    const f = new Frontier(100);
    f.offer(page('/blog', 3));
    f.offer(page('/deep-contact', 100, 3));
    f.offer(page('/about', 80));
    f.offer(page('/contact', 100, 1));
    f.offer(page('/other-a', 10));
    f.offer(page('/other-b', 10));
    expect([...Array(6)].map(() => new URL(f.pop()!.url).pathname)).toEqual(['/contact', '/deep-contact', '/about', '/other-a', '/other-b', '/blog']);
    expect(f.pop()).toBeUndefined();
  });

  it('a URL found again keeps its better score and shallower depth; once taken or settled it is never offered again', () => {
    const f = new Frontier(100);
    f.offer(page('/kontakt', 10, 3));
    f.offer({ ...page('/kontakt/', 100, 1), kind: 'contact' });
    expect(f.size).toBe(1);
    expect(f.pop()).toMatchObject({ score: 100, depth: 1, kind: 'contact' });
    expect(f.offer(page('/kontakt', 100))).toBe(false);
    expect(f.settle('http://s.test/intern')).toBe(true);
    expect(f.settle('http://s.test/intern/')).toBe(false);
    expect(f.offer(page('/intern', 100))).toBe(false);
    expect(f.knows('https://www.s.test/intern')).toBe(true);
  });

  it('holds at most `max` candidates, dropping the worst', () => {
    const f = new Frontier(3);
    f.offer(page('/a', 10));
    f.offer(page('/b', 50));
    f.offer(page('/c', 30));
    expect(f.offer(page('/d', 5))).toBe(false);
    expect(f.offer(page('/e', 90))).toBe(true);
    expect(f.remaining().map((c) => new URL(c.url).pathname)).toEqual(['/e', '/b', '/c']);
  });
});
