/**
 * The store's Redis scripts, each in a `.lua` file of this folder (read once at start-up). Every
 * key a script touches comes through KEYS, never built inside the script, so the keys' shape
 * (and any hash tag a cluster needs) is decided in TypeScript by the repository that owns them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';

const DIR = join(PACKAGE_ROOT, 'src', 'store', 'lua');

type ScriptName = 'bulk-move' | 'bulk-complete-chunk' | 'bulk-finish-split' | 'api-key-authorize' | 'api-key-cache-put' | 'crawl-claim' | 'client-rate-limit';

/** Lua has no include: a script that uses a shared function gets its file prepended. */
const PRELUDE: Partial<Record<ScriptName, string>> = { 'api-key-authorize': 'api-key-put', 'api-key-cache-put': 'api-key-put' };

/**
 * A script's text, its prelude (if any) after its shebang line: Redis 7 reads script flags
 * (`#!lua flags=allow-oom`) only from the first line.
 */
export function luaScript(name: ScriptName): string {
  const read = (file: string) => readFileSync(join(DIR, `${file}.lua`), 'utf8');
  const prelude = PRELUDE[name];
  const text = read(name);
  if (!prelude) return text;
  const shebang = text.startsWith('#!') ? text.slice(0, text.indexOf('\n') + 1) : '';
  return `${shebang}${read(prelude)}\n${text.slice(shebang.length)}`;
}
