// After `vite build` and the prerendering: writes a brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy beside every script, stylesheet and other text file of dist, so the server sends
// them compressed once, at the best ratio, instead of compressing them again on every request
// (ADR 026). HTML is left out: the server answers pages from its own copy of it, read at start-up.
// Run: node build/precompress.ts [folder]   (default: apps/web/dist)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text (images, fonts and archives are compressed already), not HTML. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/** The extensions `@fastify/static` (`preCompressed`) looks for, best first. */
const codings = {
  br: {
    extension: '.br',
    compress: (bytes: Buffer) =>
      promisify(brotliCompress)(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  gzip: {
    extension: '.gz',
    compress: (bytes: Buffer) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
  },
} as const;

export type Coding = keyof typeof codings;
export type PrecompressSummary = { files: number; bytes: number } & Record<Coding, number>;

/** The text files under `folder` (hidden ones, such as Vite's manifest, left out). */
async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        TEXT_FILE.test(entry.name) &&
        !path.relative(folder, entry.parentPath).split(path.sep).concat(entry.name).some(isHidden),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isHidden = (name: string) => name.startsWith('.');

/**
 * Writes `file.br` and `file.gz` beside each text file under `folder`, each only when it is
 * smaller than the file itself (the server then sends the file as it is). Compressions run on
 * libuv's thread pool, several at once.
 */
export async function precompress(folder: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    (await textFiles(folder)).map(async (file) => {
      const bytes = await readFile(file);
      summary.files += 1;
      summary.bytes += bytes.length;
      for (const [coding, { extension, compress }] of Object.entries(codings)) {
        const compressed = await compress(bytes);
        const kept = compressed.length < bytes.length;
        if (kept) await writeFile(`${file}${extension}`, compressed);
        summary[coding as Coding] += kept ? compressed.length : bytes.length;
      }
    }),
  );
  return summary;
}

if (import.meta.main) {
  const folder = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)),
  );
  const started = performance.now();
  const { files, bytes, br, gzip: gzipped } = await precompress(folder);
  const kb = (count: number) => `${(count / 1024).toFixed(1)} KB`;
  console.log(
    `Precompressed ${files} files (${kb(bytes)}): brotli ${kb(br)}, gzip ${kb(gzipped)} in ${Math.round(performance.now() - started)} ms`,
  );
}
