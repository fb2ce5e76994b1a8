import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this file: the same answer whether
 * the code runs from src/ (tsx) or from dist/src/ (built).
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();

/** The web app's build (web/, built by `npm run build:web`), served at /app. */
export const WEB_APP_DIR = join(PACKAGE_ROOT, 'dist', 'web');
