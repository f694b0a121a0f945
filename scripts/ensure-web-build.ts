// Builds the web app when apps/web/dist is missing or older than its sources, so `npm start`
// and the browser tests always serve what the working tree says. Staleness is decided by a hash
// of the inputs (file times are unreliable after a fresh clone).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-hash');
const inputs = ['apps/web', 'packages/shared/src', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', '.vite']);

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (skipped.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
}
const digest = hash.digest('hex');

const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (current === digest && existsSync(path.join(dist, 'index.html'))) process.exit(0);

console.log(current ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@idealens/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('The web app build failed; see the errors above.');
  process.exit(build.status ?? 1);
}
writeFileSync(stampFile, `${digest}\n`);
