import { describe, expect, it } from 'vitest';
import { splitFullName } from '../../../core/mail/address-patterns.js';
import { foldText, scoreCrawl, sumScores, type CrawlObservation, type ObservedEmail } from './score.js';
import { tuningSites } from './tuning/index.js';
import type { CrawlWorldSite } from './types.js';

function site(host: string): CrawlWorldSite {
  const found = tuningSites().find((w) => w.site.host === host);
  if (!found) throw new Error(host);
  return found;
}

/** What a crawler that read the site perfectly would leave in domain-search. */
function perfect(world: CrawlWorldSite): CrawlObservation {
  const emails: ObservedEmail[] = world.truth.addresses.map((a) => {
    const split = a.name ? splitFullName(a.name) : null;
    return { value: a.address, first_name: split?.first ?? null, last_name: split?.last ?? null, position: a.title };
  });
  return { emails, companyEmails: [], pattern: world.truth.pattern, requests: ['/robots.txt', '/sitemap.xml', '/', ...new Set(world.truth.addresses.flatMap((a) => a.pages))] };
}

describe('scoreCrawl', () => {
  it('gives a perfect crawl full marks', () => {
    const world = site('kessler-maschinenbau.test');
    const score = scoreCrawl(world, perfect(world));
    expect(score.found).toHaveLength(world.truth.addresses.length);
    expect(score.missed).toEqual([]);
    expect(score.wrong).toEqual([]);
    expect(score.names).toEqual({ expected: 10, right: 10, wrong: [], missing: [] });
    expect(score.titles).toEqual({ expected: 10, right: 10, wrong: [], missing: [] });
    expect(score.pattern).toEqual({ expected: '{first}.{last}', found: '{first}.{last}', right: true });
    expect(score.disallowedRequests).toEqual([]);
    expect(score.cases.table).toEqual({ addresses: 3, found: 3, named: 3, namesRight: 3, titled: 3, titlesRight: 3 });
  });

  it('counts what a flawed crawl missed, got wrong and asked for', () => {
    const world = site('kessler-maschinenbau.test');
    const obs = perfect(world);
    const kessler = 'markus.kessler@kessler-maschinenbau.test';
    const roth = 'sabine.roth@kessler-maschinenbau.test';
    obs.emails = obs.emails
      // Missed entirely; and one only in the company profile.
      .filter((e) => e.value !== 'thomas.berger@kessler-maschinenbau.test' && e.value !== 'sales@kessler-maschinenbau.test')
      // The honorific kept in the name, a title from the wrong line, a name on a role mailbox.
      .map((e) => (e.value === kessler ? { ...e, first_name: 'Dipl.-Ing. Markus' } : e))
      .map((e) => (e.value === roth ? { ...e, position: 'Technische Leiterin, Tel. +49 7121 90 88 20' } : e))
      .map((e) => (e.value === 'datenschutz@kessler-maschinenbau.test' ? { ...e, first_name: 'Klaus', last_name: 'Peters' } : e))
      // Found without a name or title.
      .map((e) => (e.value === 'jonas.weber@kessler-maschinenbau.test' ? { ...e, first_name: null, last_name: null, position: null } : e));
    obs.emails.push({ value: 'vorname.nachname@kessler-maschinenbau.test', first_name: null, last_name: null, position: null });
    obs.companyEmails = ['sales@kessler-maschinenbau.test', 'info@kessler-maschinenbau.test', 'noreply@kessler-maschinenbau.test'];
    obs.pattern = null;
    obs.requests.push('/intern/telefonliste', '/wp-admin/admin-ajax.php', '/wp-admin/options.php?x=1');

    const score = scoreCrawl(world, obs);
    expect(score.found).toHaveLength(13);
    expect(score.companyOnly).toEqual(['sales@kessler-maschinenbau.test']);
    expect(score.missed.map((m) => m.address)).toEqual(['thomas.berger@kessler-maschinenbau.test']);
    expect(score.wrong).toEqual([
      { address: 'noreply@kessler-maschinenbau.test', kind: null, where: 'company-profile' },
      { address: 'vorname.nachname@kessler-maschinenbau.test', kind: 'scheme', where: 'domain-search' },
    ]);
    expect(score.names.expected).toBe(10);
    expect(score.names.right).toBe(7);
    expect(score.names.missing).toEqual([{ address: 'jonas.weber@kessler-maschinenbau.test', expected: 'Jonas Weber' }]);
    expect(score.names.wrong).toEqual([
      { address: kessler, expected: 'Markus Kessler', got: 'Dipl.-Ing. Markus Kessler' },
      { address: 'datenschutz@kessler-maschinenbau.test', expected: null, got: 'Klaus Peters' },
    ]);
    expect(score.titles.right).toBe(7);
    expect(score.titles.missing).toEqual([{ address: 'jonas.weber@kessler-maschinenbau.test', expected: 'Teamleiter Service' }]);
    expect(score.titles.wrong).toEqual([{ address: roth, expected: 'Technische Leiterin', got: 'Technische Leiterin, Tel. +49 7121 90 88 20' }]);
    expect(score.pattern).toEqual({ expected: '{first}.{last}', found: null, right: false });
    // Allow: /wp-admin/admin-ajax.php is more specific than Disallow: /wp-admin/ (RFC 9309 2.2.2).
    expect(score.disallowedRequests).toEqual(['/intern/telefonliste', '/wp-admin/options.php?x=1']);
    expect(score.cases['deep-page']).toMatchObject({ addresses: 3, found: 1 });
  });

  it('accepts a title in another of the site’s languages', () => {
    const world = site('torrefaccio-garriga.test');
    const obs = perfect(world);
    obs.emails = obs.emails.map((e) => (e.value === 'montse@torrefaccio-garriga.test' ? { ...e, position: 'gerente' } : e));
    expect(scoreCrawl(world, obs).titles.wrong).toEqual([]);
  });

  it('expects the given name first on a site that writes names family name first', () => {
    const world = site('kessler-maschinenbau.test');
    world.truth.nameOrder = 'family-first';
    // As written on such a site, "Thomas Kessler" is family name Thomas, given name Kessler.
    const asWritten = perfect(world);
    const named = world.truth.addresses.filter((a) => a.name !== null).length;
    expect(scoreCrawl(world, asWritten).names.right).toBe(0);
    const givenFirst = { ...asWritten, emails: asWritten.emails.map((e) => ({ ...e, first_name: e.last_name, last_name: e.first_name })) };
    expect(scoreCrawl(world, givenFirst).names).toEqual({ expected: named, right: named, wrong: [], missing: [] });
  });

  it('reads a Hungarian married name in -né with the maiden family name as the family name', () => {
    const world = site('kessler-maschinenbau.test');
    world.truth.nameOrder = 'family-first';
    const target = world.truth.addresses.find((a) => a.name !== null) as (typeof world.truth.addresses)[number];
    target.name = 'Horváthné Kiss Anna';
    const obs = perfect(world);
    const named = (first: string, last: string) => (obs.emails = obs.emails.map((e) => (e.value === target.address ? { ...e, first_name: first, last_name: last } : e)));
    const wrong = () => scoreCrawl(world, obs).names.wrong.filter((w) => w.address === target.address);
    named('Anna', 'Horváthné Kiss');
    expect(wrong()).toEqual([]);
    named('Kiss Anna', 'Horváthné');
    expect(wrong()).toHaveLength(1);
  });

  it('sums sites into a set', () => {
    const a = site('kessler-maschinenbau.test');
    const b = site('maplegrove-dental.test');
    const obsB = perfect(b);
    obsB.emails = obsB.emails.slice(1);
    obsB.pattern = '{first}';
    const total = sumScores([scoreCrawl(a, perfect(a)), scoreCrawl(b, obsB)]);
    expect(total).toMatchObject({
      sites: 2,
      reachable: a.truth.addresses.length + b.truth.addresses.length,
      found: a.truth.addresses.length + b.truth.addresses.length - 1,
      wrong: 0,
      patternsExpected: 2,
      patternsRight: 1,
      patternsWrong: 1,
      disallowedRequests: 0,
    });
  });

  it('folds text for comparison', () => {
    expect(foldText('  Leiterin   Unternehmenskommunikation, ')).toBe('leiterin unternehmenskommunikation');
    expect(foldText('Hélène')).toBe(foldText('He\u0301le\u0300ne'));
  });
});
