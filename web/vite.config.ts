/**
 * The web app's build (`npm run build:web`, part of `npm run build`): web/ into dist/web/, served
 * by the API at /app (src/api/routes/web-app.ts). Each output file also gets a gzip twin, which
 * the server sends to browsers that accept gzip.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(here, '..', 'dist', 'web');

function gzipTwins(): Plugin {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'gzip-twins',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (/\.(html|js|css|svg|json)$/.test(file)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: here,
  base: '/app/',
  // No public folder: everything the page loads is built from src/.
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  plugins: [gzipTwins()],
  logLevel: 'warn',
});
