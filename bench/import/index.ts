/**
 * bench/import: `cli import people` of generated people (default 1,000,000) into an empty index,
 * as rows/s against a plain COPY of the same file into a one-column table, in the same run and
 * on the same server (DATABASE_URL, else a throw-away embedded cluster). COPY is the floor of
 * what loading the file can cost: no parsing, checking, merging or secondary columns.
 *
 *   npm run bench:import [-- --people 1000000]
 *
 * The file is JSON lines, written to a temporary folder (removed at the end). Generated data
 * only: deterministic (seeded), never shipped or served.
 */
import { chmodSync, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { benchDatabase } from '../support/database.js';
import { mulberry32 } from '../support/prng.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const people = arg('people', 1_000_000);

const GIVEN = ['Anna', 'Ben', 'Chloé', 'David', 'Emma', 'Farid', 'Greta', 'Hiro', 'Inès', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Omar', 'Priya'];
const FAMILY = ['Smith', 'Müller', 'García', 'Rossi', 'Dubois', 'Kowalski', 'Tanaka', 'Okafor', 'Nguyen', 'Silva', 'Johansson', 'Haddad'];
const TITLES = ['CEO', 'Head of Sales', 'Software Engineer', 'Marketing Manager', 'CFO', 'Account Executive', 'Data Analyst', 'HR Business Partner'];
const CITIES: [string, string, string][] = [['Paris', 'France', 'FR'], ['Berlin', 'Germany', 'DE'], ['Austin', 'United States', 'US'], ['Lagos', 'Nigeria', 'NG'], ['Tokyo', 'Japan', 'JP']];

const dir = mkdtempSync(join(tmpdir(), 'cds-bench-import-'));
// The server reads the file for its COPY, possibly as another user (postgres, or nobody for the embedded one).
chmodSync(dir, 0o755);
const file = join(dir, 'people.jsonl');
const database = await benchDatabase('import');
try {
  const rand = mulberry32(12);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const out = createWriteStream(file);
  for (let i = 0; i < people; i++) {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    const [city, country, countryCode] = pick(CITIES);
    const domain = `company-${i % 100_000}.test`;
    const row = {
      email: `${given.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${i}@${domain}`,
      name: { givenName: given, familyName: family, fullName: `${given} ${family}` },
      employment: { domain, title: pick(TITLES) },
      geo: { city, country, countryCode },
      proNetwork: { handle: `in/person-${i}` },
    };
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const megabytes = statSync(file).size / 1048576;
  const pool = database.db.pool;

  // Baseline: the file's lines COPYed as they are. CSV with quote and delimiter bytes that JSON
  // text never holds, so every line arrives verbatim as one value.
  await pool.query('CREATE TABLE bench_copy_lines (line json)');
  let t0 = performance.now();
  await pool.query(`COPY bench_copy_lines FROM '${file}' WITH (FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02')`);
  const copySeconds = (performance.now() - t0) / 1000;
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM bench_copy_lines');
  if (Number(rows[0]!.n) !== people) throw new Error(`COPY loaded ${rows[0]!.n} lines, expected ${people}`);
  await pool.query('DROP TABLE bench_copy_lines');

  const importer = new IndexImporter(new IndexRepository(pool));
  t0 = performance.now();
  const first = await importer.importFile('people', file);
  const importSeconds = (performance.now() - t0) / 1000;
  if (first.created !== people || first.skipped !== 0) throw new Error(`import: ${JSON.stringify({ ...first, problems: first.problems.slice(0, 3) })}`);
  t0 = performance.now();
  const again = await importer.importFile('people', file);
  const againSeconds = (performance.now() - t0) / 1000;
  if (again.unchanged !== people) throw new Error(`re-import changed rows: ${JSON.stringify({ ...again, problems: [] })}`);

  const rate = (s: number) => Math.round(people / s).toLocaleString('en-US');
  console.log(`\nbench/import: ${people.toLocaleString('en-US')} people (${megabytes.toFixed(0)} MB of JSON lines), ${database.db.server} PostgreSQL, node ${process.version}\n`);
  console.log('run                                   seconds      rows/s   vs COPY');
  console.log(`COPY of the file (baseline)          ${copySeconds.toFixed(1).padStart(8)}  ${rate(copySeconds).padStart(10)}      1.00`);
  console.log(`cli import people, empty index       ${importSeconds.toFixed(1).padStart(8)}  ${rate(importSeconds).padStart(10)}  ${(copySeconds / importSeconds).toFixed(2).padStart(8)}`);
  console.log(`cli import people again (unchanged)  ${againSeconds.toFixed(1).padStart(8)}  ${rate(againSeconds).padStart(10)}  ${(copySeconds / againSeconds).toFixed(2).padStart(8)}`);
  console.log(`\nservice RSS after the imports: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
