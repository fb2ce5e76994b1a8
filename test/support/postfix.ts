/**
 * A throwaway Postfix for tests: a real MTA on a loopback port, with virtual mailboxes and
 * Postfix's default defenses (error limits, anvil), so a test can see how the verifier fares
 * against the real thing.
 *
 * How it runs, and why this way:
 * - Everything lives in one fresh temporary folder: the configuration (main.cf, master.cf, the
 *   mailbox table), the queue, the data directory, the mailboxes and the log file.
 * - The master daemon is started directly (`master -c DIR -d`) as a child of the test process,
 *   in a session and process group of its own, not through `postfix start`. (`postfix -c DIR`
 *   would be allowed: the `alternate_config_directories` rule binds only the set-group-ID
 *   commands, postdrop and postqueue, run by other users than root. But postfix-script
 *   daemonizes the master, so it could outlive a crashed test, and its checks warn about folders
 *   outside /var.) Nothing under /etc is changed, and the default instance's main.cf is not read
 *   (every process of the instance gets MAIL_CONFIG=DIR/etc, and inherits it).
 * - stop() signals the master's process group (the master's SIGTERM handler terminates its
 *   children too), then makes sure: every process whose environment names this instance's
 *   MAIL_CONFIG is killed. A test process that exits without stop() kills the group on its way
 *   out. Then the folder is removed.
 * - Nothing can leave: no relayhost, every transport but `virtual` is `error:`, no relaying, no
 *   pickup service, no SMTP client in master.cf.
 * - The error limits (smtpd_soft_error_limit, smtpd_error_sleep_time, smtpd_hard_error_limit)
 *   and anvil's client limits are left unset, so Postfix's defaults apply; `postconf()` tells
 *   what is in force.
 * - mynetworks is empty, so the test client is a stranger like any verifier on the internet:
 *   no relay permission, no exception from anvil's limits.
 * - Reverse DNS of the client is off (smtpd_peername_lookup = no): the machine may have no
 *   resolver, and a lookup that waits for a timeout would only make the test slow.
 * - Postfix listens with SO_REUSEPORT, so two instances can share a port without an error and
 *   the kernel would deal connections between them. After the start, no other listener may be
 *   on the port, and the greeting must carry this instance's tag; else it starts again on
 *   another port.
 *
 * Needs root (the daemons switch to the `postfix` user) and Linux (processes are found in /proc).
 * Otherwise, or when anything fails on the way, the result is `{ skipped: reason }`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export interface PostfixOptions {
  /** The virtual mailbox domain. */
  domain: string;
  /** Local parts (or full addresses at `domain`) that have a mailbox. */
  mailboxes: string[];
  /** A loopback address to listen on; default 127.0.0.1. */
  listenIp?: string;
  /** More main.cf settings (they override the ones here). */
  extraMainCf?: Record<string, string>;
}

export interface PostfixInstance {
  ip: string;
  port: number;
  /** The instance's configuration folder (for `postconf -c`). */
  configDir: string;
  /** Values in force, as `postconf -x -c configDir` prints them (defaults included). */
  postconf(...names: string[]): Promise<Record<string, string>>;
  /** Stops every process of the instance and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
  /** The instance's mail log so far. */
  log(): Promise<string>;
}

export type PostfixStart = PostfixInstance | { skipped: string };

const STARTUP_MS = 15_000;
const PORT_ATTEMPTS = 5;
const TAIL_LINES = 15;
const ENV = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' };

function run(file: string, args: string[], timeout = 10_000): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { env: ENV, timeout }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) || (err && !stdout ? err.message : '') });
    });
  });
}

function tail(text: string, lines = TAIL_LINES): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nobody listens on now (it may be taken before Postfix binds it: callers check). */
function freePort(ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, ip, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Connects and reads the first line; null when nothing answers (yet). */
function greeting(ip: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: ip, port });
    let buffer = '';
    let settled = false;
    const done = (line: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (line !== null) socket.end('QUIT\r\n');
      socket.destroy();
      resolve(line);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const i = buffer.indexOf('\n');
      if (i >= 0) done(buffer.slice(0, i).replace(/\r$/, ''));
    });
    socket.on('error', () => done(null));
    socket.on('close', () => done(null));
  });
}

/** Every /proc process id. */
function pids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .map(Number);
  } catch {
    return [];
  }
}

/** A process's state letter (Z: ended, not yet reaped) and process group, or null when gone. */
function procStat(pid: number): { state: string; pgrp: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', pgrp: Number(fields[2]) };
  } catch {
    return null;
  }
}

/**
 * The processes of one instance: its master's process group, and whatever carries its
 * MAIL_CONFIG (every Postfix process inherits it), zombies only when asked.
 */
function instanceProcesses(pgid: number | undefined, configDir: string, zombies = false): number[] {
  const marker = `\0MAIL_CONFIG=${configDir}\0`;
  const out: number[] = [];
  for (const pid of pids()) {
    if (pid === process.pid) continue;
    const stat = procStat(pid);
    if (!stat || (stat.state === 'Z' && !zombies)) continue;
    if (pgid !== undefined && stat.pgrp === pgid) {
      out.push(pid);
      continue;
    }
    try {
      if (`\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(marker)) out.push(pid);
    } catch {
      // gone, or a zombie (no environment to read)
    }
  }
  return out;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Inodes of the TCP sockets listening on ip:port (from /proc/net/tcp). */
function listeners(ip: string, port: number): Set<string> {
  const local = `${ip
    .split('.')
    .reverse()
    .map((b) => Number(b).toString(16).padStart(2, '0'))
    .join('')}:${port.toString(16).padStart(4, '0')}`.toUpperCase();
  const out = new Set<string>();
  try {
    for (const line of readFileSync('/proc/net/tcp', 'latin1').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // sl local rem st tx:rx tr:when retr uid timeout inode; st 0A = LISTEN
      if (f[1] === local && f[3] === '0A' && f[9]) out.add(f[9]);
    }
  } catch {
    // no /proc/net/tcp: nothing to compare
  }
  return out;
}

/** Socket inodes a process holds open. */
function socketsOf(pid: number): Set<string> {
  const out = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) out.add(m[1]!);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    // gone
  }
  return out;
}

/** `getent passwd|group name`: uid and gid of a user, or gid (twice) of a group; null when absent. */
async function lookup(db: 'passwd' | 'group', name: string): Promise<{ uid: number; gid: number } | null> {
  const { code, stdout } = await run('getent', [db, name]);
  if (code !== 0) return null;
  const fields = stdout.trim().split(':');
  if (!fields[2]) return null;
  const id = Number(fields[2]);
  const gid = db === 'passwd' ? Number(fields[3]) : id;
  return Number.isInteger(id) && Number.isInteger(gid) ? { uid: id, gid } : null;
}

function mainCf(dir: string, o: { domain: string; ip: string; uid: number; gid: number; tag: string; extra: Record<string, string> }): string {
  const settings: Record<string, string> = {
    compatibility_level: '3.6',
    queue_directory: join(dir, 'queue'),
    data_directory: join(dir, 'data'),
    // Our own tag in every log line, and our own log file (written by postlogd).
    syslog_name: o.tag,
    maillog_file: join(dir, 'maillog'),
    maillog_file_prefixes: dir,
    myhostname: `mta.${o.domain}`,
    mydomain: o.domain,
    myorigin: '$myhostname',
    // The tag tells this instance's greeting from another's on a shared (SO_REUSEPORT) port.
    smtpd_banner: `$myhostname ESMTP $mail_name (${o.tag})`,
    inet_interfaces: o.ip,
    inet_protocols: 'ipv4',
    smtpd_peername_lookup: 'no',
    biff: 'no',
    // Mail for the test domain only, into virtual mailboxes; nothing local, nothing relayed.
    mydestination: '',
    local_recipient_maps: '',
    alias_maps: '',
    alias_database: '',
    relay_domains: '',
    relayhost: '',
    mynetworks: '',
    smtpd_relay_restrictions: 'reject_unauth_destination',
    virtual_mailbox_domains: o.domain,
    virtual_mailbox_maps: `texthash:${join(dir, 'etc', 'vmailbox')}`,
    virtual_mailbox_base: join(dir, 'mail'),
    virtual_minimum_uid: String(Math.min(o.uid, 100)),
    virtual_uid_maps: `static:${o.uid}`,
    virtual_gid_maps: `static:${o.gid}`,
    // No mail ever leaves this instance, bounces included.
    default_transport: 'error:outbound mail is disabled in this test instance',
    relay_transport: 'error:outbound mail is disabled in this test instance',
    local_transport: 'error:local delivery is disabled in this test instance',
    fallback_transport: '',
    ...o.extra,
  };
  return `${Object.entries(settings)
    .map(([k, v]) => `${k} = ${v}`)
    .join('\n')}\n`;
}

function masterCf(ip: string, port: number): string {
  // service type private unpriv chroot wakeup maxproc command: nothing chrooted, no SMTP client,
  // no pickup (nothing is submitted locally); postlog writes maillog_file.
  return `${[
    `${ip}:${port} inet n - n - - smtpd`,
    'cleanup unix n - n - 0 cleanup',
    'qmgr unix n - n 300 1 qmgr',
    'rewrite unix - - n - - trivial-rewrite',
    'bounce unix - - n - 0 bounce',
    'defer unix - - n - 0 bounce',
    'trace unix - - n - 0 bounce',
    'verify unix - - n - 1 verify',
    'flush unix n - n 1000? 0 flush',
    'proxymap unix - - n - - proxymap',
    'showq unix n - n - - showq',
    'error unix - - n - - error',
    'retry unix - - n - - error',
    'discard unix - - n - - discard',
    'virtual unix - n n - - virtual',
    'anvil unix - - n - 1 anvil',
    'scache unix - - n - 1 scache',
    'postlog unix-dgram n - n - 1 postlogd',
  ].join('\n')}\n`;
}

/** The queue layout of postfix-files ($queue_directory entries), owners and modes included. */
function makeQueue(queue: string, owner: number, setgidGroup: number): void {
  mkdirSync(queue, { mode: 0o755 });
  chmodSync(queue, 0o755);
  for (const name of ['active', 'bounce', 'corrupt', 'defer', 'deferred', 'flush', 'hold', 'incoming', 'private', 'saved', 'trace']) {
    const d = join(queue, name);
    mkdirSync(d, { mode: 0o700 });
    chownSync(d, owner, 0);
  }
  for (const [name, mode] of [
    ['maildrop', 0o730],
    ['public', 0o710],
  ] as const) {
    const d = join(queue, name);
    mkdirSync(d);
    chownSync(d, owner, setgidGroup);
    chmodSync(d, mode);
  }
  mkdirSync(join(queue, 'pid'), { mode: 0o755 });
}

interface System {
  masterBin: string;
  version: string;
  uid: number;
  gid: number;
  setgidGid: number;
}

export async function startPostfix(options: PostfixOptions): Promise<PostfixStart> {
  const ip = options.listenIp ?? '127.0.0.1';
  if (process.platform !== 'linux') return { skipped: `Postfix tests need Linux (this is ${process.platform})` };
  if (process.getuid?.() !== 0) return { skipped: 'Postfix tests need root (the Postfix daemons switch to the postfix user)' };
  if (!/^127\.\d+\.\d+\.\d+$/.test(ip)) return { skipped: `listenIp must be an IPv4 loopback address, not ${ip}` };

  const defaults = await run('postconf', ['-d', '-h', 'daemon_directory', 'mail_owner', 'setgid_group', 'mail_version']);
  if (defaults.code !== 0) return { skipped: `Postfix is not installed (postconf: ${tail(defaults.stderr, 2) || `exit ${defaults.code}`})` };
  const [daemonDir = '', ownerName = '', setgidName = '', version = ''] = defaults.stdout.trim().split('\n').map((l) => l.trim());
  const masterBin = join(daemonDir, 'master');
  if (!existsSync(masterBin)) return { skipped: `Postfix is not installed (no ${masterBin})` };
  const owner = await lookup('passwd', ownerName);
  const setgid = await lookup('group', setgidName);
  if (!owner || !setgid) return { skipped: `Postfix's user "${ownerName}" or group "${setgidName}" does not exist` };

  const system: System = { masterBin, version, uid: owner.uid, gid: owner.gid, setgidGid: setgid.gid };
  let problem = '';
  for (let attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
    const started = await startOnce({ ...options, ip }, system);
    if ('ip' in started) return started;
    problem = started.problem;
    if (!started.portTaken) break;
  }
  return { skipped: `Postfix ${version} could not start: ${problem}` };
}

async function startOnce(options: PostfixOptions & { ip: string }, sys: System): Promise<PostfixInstance | { problem: string; portTaken: boolean }> {
  const { ip, domain } = options;
  const dir = mkdtempSync(join(tmpdir(), 'postfix-test-'));
  const tag = basename(dir);
  const configDir = join(dir, 'etc');
  const maillog = join(dir, 'maillog');
  const readLog = () => readFile(maillog, 'utf8').catch(() => '');
  let child: ChildProcess | null = null;
  let exited = false;
  let spawnError = '';

  // The test process going away without stop() (a crash, a killed worker) leaves no mail server.
  const onExit = () => {
    for (const pid of instanceProcesses(child?.pid, configDir)) signal(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      const pgid = child?.pid;
      const alive = () => !exited || instanceProcesses(pgid, configDir).length > 0;
      // The master's SIGTERM handler terminates its process group, then the master exits.
      if (pgid && !exited) signal(-pgid, 'SIGTERM');
      for (let i = 0; i < 50 && alive(); i++) await sleep(100);
      if (alive()) {
        if (pgid) signal(-pgid, 'SIGKILL');
        for (const pid of instanceProcesses(pgid, configDir)) signal(pid, 'SIGKILL');
        for (let i = 0; i < 30 && alive(); i++) await sleep(100);
      }
      // Children that outlived the master are reaped by init: give it a moment, so a check for
      // leftover processes right after stop() finds none.
      for (let i = 0; i < 40 && instanceProcesses(pgid, configDir, true).length > 0; i++) await sleep(50);
      process.removeListener('exit', onExit);
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    })();
    return stopped;
  };
  const fail = async (problem: string, portTaken = false) => {
    await stop();
    return { problem, portTaken };
  };

  try {
    chmodSync(dir, 0o755);
    mkdirSync(configDir, { mode: 0o755 });
    for (const name of ['data', 'mail']) {
      mkdirSync(join(dir, name), { mode: 0o700 });
      chownSync(join(dir, name), sys.uid, sys.gid);
    }
    makeQueue(join(dir, 'queue'), sys.uid, sys.setgidGid);
    const boxes = options.mailboxes.map((m) => (m.includes('@') ? m : `${m}@${domain}`).toLowerCase());
    writeFileSync(join(configDir, 'vmailbox'), boxes.map((a) => `${a} ${domain}/${a.split('@')[0]}/\n`).join(''), { mode: 0o644 });
    const extra = options.extraMainCf ?? {};
    writeFileSync(join(configDir, 'main.cf'), mainCf(dir, { domain, ip, uid: sys.uid, gid: sys.gid, tag, extra }), { mode: 0o644 });
    const port = await freePort(ip);
    writeFileSync(join(configDir, 'master.cf'), masterCf(ip, port), { mode: 0o644 });

    // Postfix re-reads a file whose mtime is within the last second ("being edited"), 300 ms a
    // time: files made just now would cost every process that reads them over a second.
    const past = new Date(Date.now() - 60_000);
    for (const f of ['main.cf', 'master.cf', 'vmailbox']) utimesSync(join(configDir, f), past, past);

    const check = await run('postconf', ['-c', configDir, '-n']);
    if (check.code !== 0 || /fatal/i.test(check.stderr)) return await fail(`postconf refuses the configuration: ${tail(check.stderr)}`);

    // -d: stay in the foreground, our child. detached: a session and process group of its own,
    // which the master's SIGTERM handler and stop() signal as a whole. Unref'd: a forgotten
    // instance does not keep the test process alive (the exit handler then kills it).
    child = spawn(sys.masterBin, ['-c', configDir, '-d'], { detached: true, stdio: 'ignore', env: { ...ENV, MAIL_CONFIG: configDir } });
    process.on('exit', onExit);
    child.unref();
    child.once('exit', () => (exited = true));
    child.once('error', (err) => {
      exited = true;
      spawnError = err.message;
    });

    // The master binds the port at once; another listener there means the port is shared.
    const until = Date.now() + STARTUP_MS;
    let ours = new Set<string>();
    while (Date.now() < until && !exited && child.pid) {
      const mine = socketsOf(child.pid);
      ours = new Set([...listeners(ip, port)].filter((inode) => mine.has(inode)));
      if (ours.size > 0) break;
      await sleep(25);
    }
    const shared = () => [...listeners(ip, port)].some((inode) => !ours.has(inode));
    if (ours.size > 0 && shared()) return await fail(`another process listens on ${ip}:${port} too`, true);

    let banner: string | null = null;
    while (Date.now() < until && !exited) {
      banner = await greeting(ip, port, Math.min(2000, until - Date.now()));
      if (banner !== null) break;
      await sleep(100);
    }
    if (banner === null) {
      await sleep(300); // postlogd may still be writing why the master gave up
      const why = tail(spawnError || (await readLog())) || (exited ? await diagnose(configDir, extra) : 'nothing in its log');
      return await fail(`no SMTP greeting on ${ip}:${port} within ${STARTUP_MS} ms: ${why}`, /address already in use/i.test(why));
    }
    if (!banner.startsWith('220') || !banner.includes(`(${tag})`)) {
      return await fail(`the greeting on ${ip}:${port} is not this instance's: "${banner}"`, banner.startsWith('220'));
    }
    if (shared()) return await fail(`another process listens on ${ip}:${port} too`, true);

    return {
      ip,
      port,
      configDir,
      stop,
      log: readLog,
      async postconf(...names: string[]) {
        const out = await run('postconf', ['-x', '-c', configDir, ...names]);
        const values: Record<string, string> = {};
        for (const line of out.stdout.split('\n')) {
          const m = /^(\S+) = ?(.*)$/.exec(line);
          if (m) values[m[1]!] = m[2]!;
        }
        return values;
      },
    };
  } catch (err) {
    return await fail(`${(err as Error).message}${spawnError ? ` (${spawnError})` : ''}`);
  }
}

/**
 * Why the master exited before its log service ran: it reports such errors (a bad main.cf, an
 * unknown user) to syslog, or to a terminal. `postfix check` on a pseudo-terminal (script(1))
 * says it. Only when every folder the check may create is inside the instance's own folder.
 */
async function diagnose(configDir: string, extra: Record<string, string>): Promise<string> {
  const exited = 'the master daemon exited';
  if (Object.keys(extra).some((k) => k.endsWith('_directory'))) return exited;
  const script = await run('script', ['-qefc', `postfix -c '${configDir}' check`, '/dev/null'], 15_000);
  const said = script.stdout
    .replace(/\r/g, '')
    .split('\n')
    .filter((l) => /fatal|error|warning: .*(unknown|invalid|bad)/i.test(l));
  return said.length > 0 ? `${exited}; postfix check says:\n${tail(said.join('\n'), 5)}` : exited;
}
