/**
 * The store's Redis scripts, each in a `.lua` file of this folder (read once at start-up). Every
 * key a script touches comes through KEYS, never built inside the script, so the keys' shape
 * (and any hash tag a cluster needs) is decided in TypeScript by the repository that owns them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';

const DIR = join(PACKAGE_ROOT, 'src', 'store', 'lua');

export function luaScript(name: 'bulk-move' | 'bulk-complete-chunk' | 'bulk-finish-split'): string {
  return readFileSync(join(DIR, `${name}.lua`), 'utf8');
}
