/**
 * Builds the web app (web/ into dist/web/, what `npm run build:web` does) when its build is
 * missing or older than its sources: the demo and the browser tests call it so a fresh checkout
 * shows the app without a separate step. Vite is a development dependency; where it is not
 * installed (a production image, which is built with `npm run build` instead) nothing is built.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PACKAGE_ROOT, WEB_APP_DIR } from '../package-root.js';

export const WEB_SOURCE = join(PACKAGE_ROOT, 'web');

function newestSource(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    newest = Math.max(newest, s.isDirectory() ? newestSource(path) : s.mtimeMs);
  }
  return newest;
}

/** 'present': the build is there and current; 'built': it was (re)built now; 'unavailable': no web/ or no Vite. */
export async function ensureWebBuild(): Promise<'present' | 'built' | 'unavailable'> {
  if (!existsSync(WEB_SOURCE)) return 'unavailable';
  const index = join(WEB_APP_DIR, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource(WEB_SOURCE)) return 'present';
  let vite: string;
  try {
    vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    return 'unavailable';
  }
  await promisify(execFile)(process.execPath, [vite, 'build', '--config', join(WEB_SOURCE, 'vite.config.ts')], { cwd: PACKAGE_ROOT });
  return 'built';
}
