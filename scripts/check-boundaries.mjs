#!/usr/bin/env node
// The architecture's boundaries as a check (see ../shared/ARCHITECTURE.md): only src/config.ts
// reads process.env; core/ imports no api/, pipeline/, jobs/ or store/; only pipeline/ and jobs/ import
// bullmq; api/ goes through services, never store/; one composition root (src/composition/) is the
// only place that constructs repositories or builds the service graph; no catch-all utils module.
// Exits 1 with one line per violation.
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
  if (rel.startsWith('src/api/') && /from\s+['"](\.\.\/)+store\//.test(text)) {
    problems.push(`${rel}: api/ imports store/ (routes go through services)`);
  }
  if (rel.startsWith('src/mcp/') && /from\s+['"](\.\.\/)+store\//.test(text)) {
    problems.push(`${rel}: mcp/ imports store/ (tools call the routes' functions and the services)`);
  }
  if (!rel.startsWith('src/composition/')) {
    if (/new\s+[A-Z]\w*Repository\(/.test(text)) problems.push(`${rel}: constructs a repository outside src/composition/`);
    if (/\b(buildServices|buildPipeline)\(/.test(text)) problems.push(`${rel}: builds the service graph outside src/composition/`);
  }
  // Redis keys are built by store/redis-keys.ts only: a template that glues the prefix to a name is a key.
  if (rel !== 'src/store/redis-keys.ts' && /`\$\{[^}`]*prefix[^}`]*\}[\w:]/i.test(text)) {
    problems.push(`${rel}: builds a Redis key from the prefix (use store/redis-keys.ts)`);
  }
  if (/defineCommand\([^)]*lua:\s*(?!\s|luaScript\()/.test(text)) problems.push(`${rel}: inline Lua (scripts live in src/store/lua/*.lua)`);
  if (/(^|\/)utils?\.ts$/.test(rel)) problems.push(`${rel}: a catch-all utils module; name it for what it holds`);
}
// Lua: every key through KEYS; a script never assembles one (a concatenation in a key argument).
const luaDir = join(root, 'src', 'store', 'lua');
let luaFiles = [];
try {
  luaFiles = readdirSync(luaDir).filter((n) => n.endsWith('.lua'));
} catch {
  // no scripts yet
}
for (const name of luaFiles) {
  const text = readFileSync(join(luaDir, name), 'utf8');
  text.split('\n').forEach((line, n) => {
    if (/redis\.call\(\s*'[A-Za-z]+'\s*,\s*[^,)]*\.\./.test(line)) problems.push(`src/store/lua/${name}:${n + 1}: builds a key inside Lua (pass it through KEYS)`);
  });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`boundaries ok (${files.length} files)`);
