/**
 * bench/crawl-truth: the crawler against the crawl truth world (src/sandbox/world/crawl-world/,
 * issue 17). Every truth-world site is crawled end to end through the crawl service
 * (`services.crawler.crawl`: fetch, read, merge into the index; a private redis-server and the
 * bench database, the sandbox's DNS, web and mail servers in this process, all on 127.0.0.1),
 * then scored (crawl-world/score.ts) from what the service shows afterwards:
 *
 *   - recall: truth addresses /v2/domain-search lists (`lookups.domainSearch`) over the addresses a
 *     polite crawler can reach; "+company" counts those only the company profile
 *     (/v2/companies/find `site.emailAddresses`) lists;
 *   - wrong: addresses either view lists that the truth does not (each named, with the kind of
 *     planted non-address it is: scheme text, a comment, a disallowed page, a clone URL, ...);
 *   - names / titles right: of the truth addresses with a name (a title), how many domain-search
 *     gives with that name (first + last) and title; a name or title where the truth has none
 *     (a role mailbox, a neighbour's name) is counted wrong;
 *   - pattern: domain-search's pattern against the expected one;
 *   - disallowed requests: requests the site's web server received for paths its robots.txt
 *     disallows (the web server's request log).
 *
 * Per set (TRUTH_SETS: tuning, held-out, held-out-2 ...) and per site, then by case kind. The held-out sets' sites
 * are shown as numbers only, without their domains, addresses or per-site details, unless
 * --reveal-held-out is given (developers tuning the extractors must not look at them).
 *
 * The page budget is the service's (CRAWL_MAX_PAGES, default 20); politeness is 0 (it changes how
 * long a crawl takes, not what it fetches).
 *
 *   npm run bench:crawl-truth [-- --set tuning|held-out|held-out-N --reveal-held-out --json FILE]
 */
import { writeFileSync } from 'node:fs';
import { startSandbox } from '../../src/sandbox/index.js';
import { scoreCrawl, sumScores, type SetScore, type SiteScore } from '../../src/sandbox/world/crawl-world/index.js';
import { TRUTH_SETS, type CaseKind, type CrawlWorldSite, type TruthSet } from '../../src/sandbox/world/crawl-world/types.js';
import { startCrawlStack } from '../support/crawl-stack.js';
import { observeCrawl } from '../../src/sandbox/world/crawl-world/observe.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const reveal = process.argv.includes('--reveal-held-out');
const onlySet = option('set') as TruthSet | undefined;
const jsonOut = option('json');
const out = (s = '') => process.stdout.write(`${s}\n`);
const pct = (n: number, d: number) => (d === 0 ? '   -' : `${((100 * n) / d).toFixed(0).padStart(3)}%`);
const frac = (n: number, d: number) => `${n}/${d}`.padStart(7) + ` ${pct(n, d)}`;

const sandbox = await startSandbox();
const { config, redis, services, close } = await startCrawlStack('crawltruth', sandbox, 2000);

const worlds = sandbox.crawlWorld.filter((w) => onlySet === undefined || w.truth.set === onlySet);
interface Row {
  world: CrawlWorldSite;
  score: SiteScore;
  pages: number;
  skipped: number;
  ms: number;
}
const rows: Row[] = [];
try {
  out(
    `\nbench/crawl-truth: ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${worlds.length} truth-world sites, CRAWL_MAX_PAGES=${config.crawl.maxPages}, CRAWL_POLITENESS_MS=0, through services.crawler.crawl`,
  );
  for (const world of worlds) {
    const domain = world.truth.domain;
    sandbox.web.clearRequests();
    const started = performance.now();
    const outcome = await services.crawler.crawl(domain);
    const ms = performance.now() - started;
    const observation = await observeCrawl(services.lookups, domain, sandbox.web.requests());
    rows.push({ world, score: scoreCrawl(world, observation), pages: outcome.pages.length, skipped: outcome.skipped.length, ms });
  }

  const report: Record<string, unknown> = {};
  for (const set of TRUTH_SETS) {
    const setRows = rows.filter((r) => r.world.truth.set === set);
    if (setRows.length === 0) continue;
    const hidden = set !== 'tuning' && !reveal;
    const total = sumScores(setRows.map((r) => r.score));
    out(`\n${set} set: ${setRows.length} sites, ${total.reachable} reachable addresses${hidden ? ' (sites shown by number only; --reveal-held-out shows them)' : ''}`);
    out('site                          pages   found/reachable   +company   wrong   names right       titles right      pattern found / expected         disallowed');
    setRows.forEach((r, i) => {
      const s = r.score;
      const label = hidden ? `${set} #${i + 1}` : s.domain;
      const pattern = hidden ? (s.pattern.right ? 'right' : s.pattern.found === null ? 'none found' : 'wrong') : `${s.pattern.found ?? '-'} / ${s.pattern.expected ?? '-'}${s.pattern.right ? '' : ' ✗'}`;
      out(
        `${label.padEnd(28)} ${String(r.pages).padStart(5)}   ${frac(s.found.length, s.reachable)}      ${String(s.companyOnly.length).padStart(5)}   ${String(s.wrong.length).padStart(5)}   ${frac(s.names.right, s.names.expected)}${s.names.wrong.length ? ` -${s.names.wrong.length}` : '   '}   ${frac(s.titles.right, s.titles.expected)}${s.titles.wrong.length ? ` -${s.titles.wrong.length}` : '   '}   ${pattern.padEnd(32)} ${String(s.disallowedRequests.length).padStart(5)}`,
      );
    });
    out(totalLine(total));
    if (!hidden) {
      out(`\ndetails (${set}):`);
      for (const { score: s } of setRows) details(s);
    }
    out(`\nby case kind (${set}): addresses found, and of those with a name (title) in the truth, names (titles) right`);
    caseTable(total);
    if (hidden) {
      const wrongKinds = new Map<string, number>();
      for (const { score: s } of setRows) for (const w of s.wrong) wrongKinds.set(w.kind ?? 'unplanted', (wrongKinds.get(w.kind ?? 'unplanted') ?? 0) + 1);
      out(`wrong addresses by kind: ${[...wrongKinds].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
    }
    out(
      `names given to role or unowned addresses: ${setRows.reduce((n, r) => n + r.score.names.wrong.filter((w) => w.expected === null).length, 0)}; other wrong names: ${setRows.reduce((n, r) => n + r.score.names.wrong.filter((w) => w.expected !== null).length, 0)}; found without their name: ${setRows.reduce((n, r) => n + r.score.names.missing.length, 0)}`,
    );
    report[set] = { total, sites: hidden ? setRows.map((r) => ({ reachable: r.score.reachable, found: r.score.found.length })) : setRows.map((r) => r.score) };
  }
  const all = sumScores(rows.map((r) => r.score));
  out(`\nall sets: ${totalLine(all).trim()}`);
  out(`crawl time: ${(rows.reduce((n, r) => n + r.ms, 0) / 1000).toFixed(1)} s for ${rows.length} sites, ${rows.reduce((n, r) => n + r.pages, 0)} pages fetched`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 1)}\n`);
} finally {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await close();
  await sandbox.stop();
}

function totalLine(t: SetScore): string {
  return (
    `${'total'.padEnd(28)} ${''.padStart(5)}   ${frac(t.found, t.reachable)}      ${String(t.companyOnly).padStart(5)}   ${String(t.wrong).padStart(5)}   ${frac(t.namesRight, t.namesExpected)}${t.namesWrong ? ` -${t.namesWrong}` : '   '}   ${frac(t.titlesRight, t.titlesExpected)}${t.titlesWrong ? ` -${t.titlesWrong}` : '   '}   ` +
    `${`${t.patternsRight}/${t.patternsExpected} right${t.patternsWrong ? `, ${t.patternsWrong} wrong` : ''}`.padEnd(32)} ${String(t.disallowedRequests).padStart(5)}`
  );
}

function details(s: SiteScore): void {
  out(`  ${s.domain}`);
  for (const m of s.missed) out(`    missed  ${m.address}  [${m.cases.join(', ')}]`);
  for (const a of s.companyOnly) out(`    company profile only  ${a}`);
  for (const w of s.wrong) out(`    wrong   ${w.address}  (${w.kind ?? 'not planted'}; ${w.where})`);
  for (const n of s.names.wrong) out(`    name    ${n.address}: "${n.got}", expected ${n.expected === null ? 'none' : `"${n.expected}"`}`);
  for (const n of s.names.missing) out(`    no name ${n.address}, expected "${n.expected}"`);
  for (const t of s.titles.wrong) out(`    title   ${t.address}: "${t.got}", expected ${t.expected === null ? 'none' : `"${t.expected}"`}`);
  for (const t of s.titles.missing) out(`    no title ${t.address}, expected "${t.expected}"`);
  if (!s.pattern.right) out(`    pattern ${s.pattern.found ?? 'none'}, expected ${s.pattern.expected ?? 'none'}`);
  for (const r of s.disallowedRequests) out(`    disallowed request  ${r}`);
}

function caseTable(t: SetScore): void {
  out('  case kind                 found            names right       titles right');
  for (const [kind, c] of (Object.entries(t.cases) as [CaseKind, NonNullable<SetScore['cases'][CaseKind]>][]).sort((a, b) => a[0].localeCompare(b[0]))) {
    out(`  ${kind.padEnd(24)} ${frac(c.found, c.addresses)}   ${c.named ? frac(c.namesRight, c.named) : '      -     '}   ${c.titled ? frac(c.titlesRight, c.titled) : '      -'}`);
  }
}
