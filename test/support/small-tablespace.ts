/**
 * A PostgreSQL tablespace on a small file system of the test's own, for tests of what the
 * service does when the database's disk fills: a tmpfs of a few megabytes mounted on a temporary
 * folder (root only), owned by the server's OS account, with `CREATE TABLESPACE` on it (superuser
 * only). A table moved into it (`ALTER TABLE ... SET TABLESPACE`, which moves the table and its
 * TOAST table, and `ALTER INDEX ... SET TABLESPACE` for its indexes) gets PostgreSQL's own answer
 * once the file system is full: ERROR 53100 disk_full, "could not extend file ...: No space left
 * on device" (PostgreSQL docs, Appendix A; md.c mdextend).
 *
 * `smallTablespaceSkip()` says why one cannot be made here (not root, mount refused, not a
 * superuser, a server on another machine), for the test's skip reason. `drop()` undoes everything
 * (the tablespace must be empty by then: drop what was put in it first), and may be called twice.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmdirSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface SmallTablespace {
  readonly name: string;
  readonly dir: string;
  /** Bytes free on its file system (statfs, as `df` shows). */
  freeBytes(): number;
  /** Moves tables, with their TOAST tables and indexes, into it (`pool` must see them by name). */
  moveTables(pool: pg.Pool, tables: readonly string[]): Promise<void>;
  /** Drops the (empty) tablespace, unmounts the file system and removes the folder. */
  drop(): Promise<void>;
}

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function message(err: unknown): string {
  const e = err as { stderr?: Buffer; message?: string };
  return (e.stderr?.toString().trim() || e.message || String(err)).split('\n')[0]!;
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Where the server keeps its data (a superuser may read `data_directory`), if this machine has
 * that folder: its owner is the account the server runs as, which must own the tablespace's folder
 * (CREATE TABLESPACE: "The directory must be empty and must be owned by the PostgreSQL system user").
 */
async function serverAccount(url: string): Promise<{ uid: number; gid: number } | string> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ rolsuper: boolean; dir: string | null }>(
      "SELECT rolsuper, CASE WHEN rolsuper THEN current_setting('data_directory') END AS dir FROM pg_roles WHERE rolname = current_user",
    );
    const row = rows[0];
    if (!row?.rolsuper) return 'the database user is not a superuser (CREATE TABLESPACE needs one)';
    try {
      const st = statSync(row.dir!);
      return { uid: st.uid, gid: st.gid };
    } catch {
      return `the PostgreSQL server is not on this machine (no ${row.dir} here): a tablespace needs a folder on the server's own file system`;
    }
  });
}

/** Why no small tablespace can be made here, or null when one can (a mount is tried and undone). */
export async function smallTablespaceSkip(url: string): Promise<string | null> {
  if (process.platform !== 'linux') return `mounting a tmpfs needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'mounting a size-limited file system needs root';
  const dir = mkdtempSync(join(tmpdir(), 'cds-tablespace-probe-'));
  try {
    run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    run('umount', [dir]);
  } catch (err) {
    return `mount -t tmpfs is not permitted here (${message(err)})`;
  } finally {
    rmdirSync(dir);
  }
  try {
    const account = await serverAccount(url);
    return typeof account === 'string' ? account : null;
  } catch (err) {
    return `the database could not be asked (${message(err)})`;
  }
}

/** A tablespace on a fresh tmpfs of `sizeMb` megabytes, for the server `url` reaches (a superuser). */
export async function createSmallTablespace(url: string, sizeMb: number): Promise<SmallTablespace> {
  const account = await serverAccount(url);
  if (typeof account === 'string') throw new Error(account);
  const name = `cds_full_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'cds-tablespace-'));
  let mounted = false;
  let created = false;
  let removed = false;
  const drop = async () => {
    if (created) {
      // DROP TABLESPACE checkpoints by itself when files of dropped tables are still waiting to
      // be unlinked, and makes every backend close its files in it (PostgreSQL 15 and later), so
      // the file system can be unmounted right after.
      await withClient(url, (c) => c.query(`DROP TABLESPACE IF EXISTS ${name}`));
      created = false;
    }
    if (mounted) {
      for (let attempt = 1; ; attempt++) {
        try {
          run('umount', [dir]);
          break;
        } catch (err) {
          if (attempt >= 20) throw new Error(`umount ${dir}: ${message(err)}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      mounted = false;
    }
    if (!removed) {
      rmdirSync(dir);
      removed = true;
    }
  };
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir]);
    mounted = true;
    run('chown', [`${account.uid}:${account.gid}`, dir]);
    await withClient(url, (c) => c.query(`CREATE TABLESPACE ${name} LOCATION '${dir}'`));
    created = true;
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
  return {
    name,
    dir,
    freeBytes() {
      const fs = statfsSync(dir);
      return fs.bavail * fs.bsize;
    },
    async moveTables(pool, tables) {
      for (const table of tables) {
        await pool.query(`ALTER TABLE ${table} SET TABLESPACE ${name}`);
        const { rows } = await pool.query<{ index: string }>('SELECT indexrelid::regclass::text AS index FROM pg_index WHERE indrelid = $1::regclass', [table]);
        for (const { index } of rows) await pool.query(`ALTER INDEX ${index} SET TABLESPACE ${name}`);
      }
    },
    drop,
  };
}
