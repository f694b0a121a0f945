import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstScreen } from './build/first-screen.ts';
import { localeFileOf, SHELL_NAMESPACES } from './src/lib/locale-files.ts';

const apiOrigin = `http://localhost:${process.env.PORT ?? 3000}`;

/** The web app's sources. */
const SRC = fileURLToPath(new URL('src/', import.meta.url));

/** The app's code, which the first module (src/main.tsx) imports once it has run. */
const APP_MODULE = /src[\\/]app\.tsx$/;

// Chunks are grouped by folder (and by what a module imports), never by naming files: renaming
// or adding a file cannot quietly move it to or from what the home page loads (ADR 022).

/**
 * The pieces several pages share: UI pieces (src/components), helpers and API hooks (src/lib),
 * icons, and react-query's mutations; the contract's modules that need no zod join them.
 */
const SHARED_FOLDERS =
  /src[\\/](components|lib)[\\/]|node_modules[\\/]lucide-react[\\/]|@tanstack[\\/](query-core|react-query)[\\/].*[mM]utation/;
/** The contract shared with the server (packages/shared/src). */
const CONTRACT = /packages[\\/]shared[\\/]src[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** Radix, but for its dialogs' own code (their focus trap and scroll lock). */
const RADIX =
  /node_modules[\\/](radix-ui|@radix-ui[\\/](?!react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)[\\/]))/;
/** Radix's dialogs' own code. */
const RADIX_DIALOG =
  /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/;
/** The report's folder, and the result page's (app/routes/analysis-result) beside it. */
const REPORT_FOLDERS = /src[\\/](features[\\/]report|app[\\/]routes[\\/]analysis-result)[\\/]/;
/** The requests of the pages that read reports and tasks from the API. */
const REPORT_API_FOLDERS = /src[\\/]features[\\/](report|tasks)[\\/]api[\\/]/;

/** Whether a module is one the home page's first screen runs (bench:web measures what it loads). */
const onFirstScreen = firstScreen(
  ['src/main.tsx', 'src/app.tsx', 'src/app/routes/home-page.tsx'].map((file) =>
    fileURLToPath(new URL(file, import.meta.url)),
  ),
);

type ChunkingContext = Parameters<typeof onFirstScreen>[1];

/** Per build: whether loading a module runs zod (see loadsZod). */
const zodLoads = new WeakMap<ChunkingContext, Map<string, boolean>>();

/**
 * Whether loading a module runs zod: it or a module it imports statically, all the way down,
 * imports zod (the schemas a request imports with it, by import(), do not count).
 */
function loadsZod(id: string, context: ChunkingContext): boolean {
  const known = zodLoads.get(context) ?? new Map<string, boolean>();
  zodLoads.set(context, known);
  const visit = (module: string): boolean => {
    const found = known.get(module);
    if (found !== undefined) return found;
    known.set(module, false); // an import cycle decides nothing
    const loads =
      ZOD.test(module) || (context.getModuleInfo(module)?.importedIds ?? []).some(visit);
    known.set(module, loads);
    return loads;
  };
  return visit(id);
}

/**
 * Which Radix chunk a UI piece of ours built on Radix goes with, read from what it imports of
 * 'radix-ui': the dialogs' (a Dialog) or the rest of Radix's; null for the other pieces.
 */
function radixPart(id: string, context: ChunkingContext): 'radix' | 'radix-dialog' | null {
  if (!/src[\\/]components[\\/]/.test(id)) return null;
  const code = context.getModuleInfo(id)?.code ?? '';
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)].flatMap(
    ([, list = '']) => list.split(',').map((name) => name.trim().split(/\s+/)[0] ?? ''),
  );
  if (names.length === 0) return null;
  return names.some((name) => name.endsWith('Dialog')) ? 'radix-dialog' : 'radix';
}

/**
 * A piece several pages share, free of zod (or zod would come with every page): what is in the
 * shared folders, and the contract's modules that need no zod. Not one built on Radix, which goes
 * with Radix.
 */
function isSharedPiece(id: string, context: ChunkingContext): boolean {
  if (radixPart(id, context)) return false;
  return (SHARED_FOLDERS.test(id) || CONTRACT.test(id)) && !loadsZod(id, context);
}

/**
 * index.html preloads the app's code (the chunk holding APP_MODULE and the chunks it imports),
 * so that it downloads with the page, beside the first page's code that main.tsx asks for,
 * instead of after main.tsx has run.
 */
function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'idealens:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_MODULE.test(id)));
        if (!app) throw new Error('idealens:preload-app: no chunk holds src/app.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (file === entry?.fileName || files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) {
            visit(imported);
          }
        };
        visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Fails the build when a module of src loaded lazily has a path that sorts before the app's
 * (src/app.tsx). Rolldown takes such modules in the order of their paths to order the modules of a
 * chunk, so that module would reorder the app's chunk, which compresses best (by about 1 KB,
 * bench:web's / budget) in the app's own import order.
 */
function appComesFirst(): Plugin {
  return {
    name: 'idealens:app-comes-first',
    apply: 'build',
    generateBundle() {
      const ids = [...this.getModuleIds()].filter(
        (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      const app = ids.find((id) => APP_MODULE.test(id));
      if (!app) throw new Error('idealens:app-comes-first: src/app.tsx is not loaded lazily');
      const before = ids.filter((id) => id.includes(SRC) && id < app);
      if (before.length > 0) {
        throw new Error(
          `idealens:app-comes-first: ${before.join(', ')} sort(s) before ${app}; rename so that src/app.tsx comes first`,
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadApp(), appComesFirst()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module (read by bench/web.ts).
    manifest: true,
    // Every browser the product supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first module (src/main.tsx) and the little it imports: it starts the first
            // page's downloads, so it must not wait for anything else.
            { name: 'boot', tags: ['$initial'], priority: 4 },
            // The app: React, the router, translations, the layout… everything every page needs,
            // with the pieces several pages share that the home page's first screen runs (src/
            // components, src/lib, icons…: bench:web measures what / loads), in one file
            // (preloaded by index.html) instead of a dozen small ones. Every page loads it.
            {
              name: (id, context) =>
                APP_MODULE.test(id) || (isSharedPiece(id, context) && onFirstScreen(id, context))
                  ? 'app'
                  : null,
              priority: 3,
            },
            // Translations: per language, the shell's namespaces in one file, every other
            // namespace in a file of its own.
            {
              name: (id) => {
                const file = localeFileOf(id);
                if (!file) return null;
                const { language, namespace } = file;
                return `locale-${language}-${SHELL_NAMESPACES.includes(namespace) ? 'shell' : namespace}`;
              },
              priority: 2,
            },
            // zod stays in its own file, for the pages that validate API responses.
            { name: 'zod', test: ZOD, priority: 1 },
            // Radix, with our UI pieces built on it (tabs, toasts), for the pages that use them;
            // taken first, so the pieces that dialogs share with the rest stay here…
            {
              name: (id, context) =>
                RADIX.test(id) || radixPart(id, context) === 'radix' ? 'radix' : null,
              minShareCount: 2,
              priority: 2,
            },
            // …and the dialogs' own code, with our dialogs, is loaded only by the pages that
            // confirm something: not by the pricing page's radio group, say.
            {
              name: (id, context) =>
                RADIX_DIALOG.test(id) || radixPart(id, context) === 'radix-dialog'
                  ? 'radix-dialog'
                  : null,
              minShareCount: 2,
              priority: 1,
            },
            // The other pieces the pages share, in one file rather than a dozen round trips, which
            // a visitor to the home page does not download (bench:web says which pages load zod).
            {
              name: (id, context) => (isSharedPiece(id, context) ? 'page-ui' : null),
              minShareCount: 2,
              priority: 0,
            },
            // What the pages reading reports and tasks from the API share (the visitor's results,
            // the Analysis Center): the report's and the tasks' requests that validate their
            // answers as they load (in their api/ folders), with what they import that no group
            // above took: the contract's schemas and the task events' stream. A file of its own:
            // the demo report shows without any of it (and zod has a file of its own).
            {
              name: (id, context) =>
                REPORT_API_FOLDERS.test(id) && loadsZod(id, context) ? 'report-api' : null,
              minShareCount: 2,
              priority: 1,
            },
            // What the report pages share (the result page, the Analysis Center, the demo on the
            // home page): the report's folder and the result page's, in one file, without what
            // loads zod: the demo report shows without it (ADR 014). After the app and 'page-ui',
            // so the shared pieces stay there for the pages without reports.
            {
              name: (id, context) =>
                REPORT_FOLDERS.test(id) && !loadsZod(id, context) ? 'report' : null,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/oidc': apiOrigin, // and /oidc-assets
      // The sandbox's hosted checkout pages and their assets.
      '/payment': apiOrigin,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // `.only` fails the run (Vitest's default allows it outside CI); npm test refuses it too.
    allowOnly: false,
    // At least two files at a time (Vitest's default leaves one CPU idle: none in parallel on two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Globals a test replaces (print, IntersectionObserver…) come back after it.
    unstubGlobals: true,
    // A test renders whole pages, whose code is compiled on first import: on a busy two-core
    // machine that alone has taken over 5 s (Vitest's default). A timeout is for a hung test.
    testTimeout: 20_000,
    setupFiles: ['./src/lib/i18n-test-setup.ts', './src/test/setup.ts'],
  },
});
