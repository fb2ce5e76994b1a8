#!/usr/bin/env node
// The architecture's boundaries as a check (see ../shared/ARCHITECTURE.md): only src/config.ts
// reads process.env; core/ imports no api/, pipeline/, jobs/ or store/; only pipeline/ and jobs/ import
// bullmq; no catch-all utils module. Exits 1 with one line per violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(path);
  }
}
for (const top of ['src', 'jobs']) {
  try {
    walk(join(root, top));
  } catch {
    // a folder that does not exist yet has nothing to check
  }
}

const problems = [];
for (const path of files) {
  const rel = relative(root, path);
  const text = readFileSync(path, 'utf8');
  if (/process\.env/.test(text) && rel !== 'src/config.ts') problems.push(`${rel}: reads process.env (only src/config.ts may)`);
  if (rel.startsWith('src/core/') && /from\s+['"](\.\.\/)+(api|pipeline|jobs|store)\//.test(text)) {
    problems.push(`${rel}: core/ imports api/, pipeline/, jobs/ or store/ (core states its needs as interfaces)`);
  }
  if (/from\s+['"]bullmq['"]/.test(text) && !rel.startsWith('src/pipeline/') && !rel.startsWith('jobs/')) {
    problems.push(`${rel}: imports bullmq outside pipeline/ and jobs/`);
  }
  if (/(^|\/)utils?\.ts$/.test(rel)) problems.push(`${rel}: a catch-all utils module; name it for what it holds`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`boundaries ok (${files.length} files)`);
