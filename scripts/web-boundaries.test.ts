import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web app's import boundaries (ADR 022) are Biome rules in apps/web/biome.json: a feature
// imports only itself, components/ and lib/ (its tests also test/ and locales/), components/ and
// lib/ import no feature and not app/, and no two modules import each other, types included.
// Here the repository's own two Biome configurations lint a small copy of the web app's layout
// with one file per case, so a change to the rules that lets a crossing through fails a test.

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

/** One module per case, at its path under apps/web/src: what it imports is what is judged. */
const FILES: Record<string, string> = {
  // Allowed.
  'features/home/components/idea-form.tsx': `import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { readDraft } from '../review-draft.ts';
export const form = [Button, cn, readDraft];`,
  'features/home/review-draft.ts': `import { useAuth } from '../../lib/use-auth.ts';
export const readDraft = useAuth;`,
  'features/home/components/idea-form.test.tsx': `import { renderApp } from '../../../test/render-app.tsx';
import en from '../../../locales/en-US/home.json' with { type: 'json' };
import { form } from './idea-form.tsx';
export const seen = [renderApp, en, form];`,
  'app/routes/home-page.tsx': `import { form } from '../../features/home/components/idea-form.tsx';
import { section } from '../../features/report/components/demo-report-section.tsx';
export const page = [form, section];`,
  // Not allowed.
  'features/home/components/cross-feature.tsx': `import { section } from '../../report/components/demo-report-section.tsx';
export const crossing = section;`,
  'features/report/components/full-report/deep-cross-feature.tsx': `import { form } from '../../../home/components/idea-form.tsx';
export const crossing = form;`,
  'features/home/uses-app.ts': `import { PAGES } from '../../app/pages.ts';
export const crossing = PAGES;`,
  'features/home/lazy-cross-feature.ts': `export const crossing = () => import('../report/demo-data.ts');`,
  'features/home/uses-test-helpers.ts': `import { renderApp } from '../../test/render-app.tsx';
export const crossing = renderApp;`,
  'lib/uses-feature.ts': `import { form } from '../features/home/components/idea-form.tsx';
export const crossing = form;`,
  'components/ui/uses-app.tsx': `import { PAGES } from '../../app/pages.ts';
export const crossing = PAGES;`,
  'lib/cycle-a.ts': `import type { B } from './cycle-b.ts';
export type A = { b: B };`,
  'lib/cycle-b.ts': `import type { A } from './cycle-a.ts';
export type B = { a?: A };`,
};

/** Biome's diagnostics, as `<path under apps/web/src> <rule>`. */
async function lint(project: string): Promise<string[]> {
  const output = await new Promise<string>((resolve) => {
    execFile(
      process.execPath,
      // Not a Git repository: the configuration's ignore file is not read.
      [
        biome,
        'lint',
        '--vcs-enabled=false',
        '--reporter=json',
        '--max-diagnostics=none',
        'apps/web/src',
      ],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
      // Biome exits with 1 on the errors this project is made of; its report is on stdout, after
      // a line saying the JSON reporter is experimental.
      (_error, stdout, stderr) =>
        resolve(stdout.includes('{') ? stdout.slice(stdout.indexOf('{')) : `ERR ${stderr}`),
    );
  });
  if (output.startsWith('ERR')) throw new Error(output);
  const report = JSON.parse(output) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category.startsWith('lint/'))
    .map(
      (diagnostic) =>
        `${diagnostic.location.path.replace(/^.*apps\/web\/src\//, '')} ${diagnostic.category}`,
    )
    .sort();
}

let project = '';
let found: string[] = [];

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'idealens-boundaries-'));
  await mkdir(path.join(project, 'apps/web/src'), { recursive: true });
  // Nested configurations are found inside a project: a package.json marks each.
  await writeFile(path.join(project, 'package.json'), '{ "private": true }\n');
  await writeFile(path.join(project, 'apps/web/package.json'), '{ "private": true }\n');
  await copyFile(path.join(root, 'biome.json'), path.join(project, 'biome.json'));
  await copyFile(path.join(root, 'apps/web/biome.json'), path.join(project, 'apps/web/biome.json'));
  for (const [file, code] of Object.entries(FILES)) {
    const target = path.join(project, 'apps/web/src', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, `${code}\n`);
  }
  found = await lint(project);
});

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the web app’s import boundaries', () => {
  it('let a feature import itself, components/ and lib/, its tests test/ and locales/, and app/ compose features', () => {
    for (const file of [
      'features/home/components/idea-form.tsx',
      'features/home/review-draft.ts',
      'features/home/components/idea-form.test.tsx',
      'app/routes/home-page.tsx',
    ]) {
      expect(found.filter((line) => line.startsWith(`${file} `))).toEqual([]);
    }
  });

  it('fail lint for another feature, app/ or test helpers imported by a feature, statically or lazily, at any depth', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'features/home/components/cross-feature.tsx lint/style/noRestrictedImports',
        'features/report/components/full-report/deep-cross-feature.tsx lint/style/noRestrictedImports',
        'features/home/uses-app.ts lint/style/noRestrictedImports',
        'features/home/lazy-cross-feature.ts lint/style/noRestrictedImports',
        'features/home/uses-test-helpers.ts lint/style/noRestrictedImports',
      ]),
    );
  });

  it('fail lint for lib/ or components/ importing a feature or app/', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'lib/uses-feature.ts lint/style/noRestrictedImports',
        'components/ui/uses-app.tsx lint/style/noRestrictedImports',
      ]),
    );
  });

  it('fail lint for an import cycle, even of types only', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'lib/cycle-a.ts lint/suspicious/noImportCycles',
        'lib/cycle-b.ts lint/suspicious/noImportCycles',
      ]),
    );
  });
});
