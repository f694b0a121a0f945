import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstScreen } from './build/first-screen.ts';
import { localeFileOf, SHELL_NAMESPACES } from './src/lib/locale-files.ts';

const apiOrigin = `http://localhost:${process.env.PORT ?? 3000}`;

/** The app's code, which the first module (src/main.tsx) imports once it has run. */
const APP_MODULE = /src[\\/]app[\\/]start\.tsx$/;

/** Whether a module is one the home page's first screen runs (bench:web measures what it loads). */
const onFirstScreen = firstScreen(
  ['src/main.tsx', 'src/app/start.tsx', 'src/app/routes/home-page.tsx'].map((file) =>
    fileURLToPath(new URL(file, import.meta.url)),
  ),
);

/** UI pieces, icons, and the helpers and API hooks that several pages share. */
const SHARED_PIECES =
  /src[\\/]components[\\/]ui[\\/]|node_modules[\\/]lucide-react[\\/]|src[\\/]lib[\\/](analytics|format|anonymous-tasks|user-points|user-profile|tasks-query-key)\.ts$|src[\\/]features[\\/]tasks[\\/]api[\\/]get-tasks\.ts$|shared[\\/]src[\\/](analysis-limits|payment-codes|full-report-terms)\.ts$|@tanstack[\\/](query-core|react-query)[\\/].*[mM]utation/;

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
        if (!app) throw new Error('idealens:preload-app: no chunk holds src/app/start.tsx');
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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadApp()],
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
            // The app: React, the router, translations, the layout… everything every page
            // needs, in one file (preloaded by index.html) instead of a dozen small ones.
            { name: 'app', test: APP_MODULE, priority: 3 },
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
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Radix, with the UI pieces built on it (tabs), for the pages that use them; taken
            // first, so the pieces that dialogs share with the rest stay here…
            {
              name: 'radix',
              test: /node_modules[\\/](radix-ui|@radix-ui[\\/](?!react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)[\\/]))|src[\\/]components[\\/]ui[\\/]tabs\.tsx$/,
              minShareCount: 2,
              priority: 2,
            },
            // …and the dialogs' own code (their focus trap and scroll lock) is loaded only by the
            // pages that confirm something: not by the pricing page's radio group, say.
            {
              name: 'radix-dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]|src[\\/]components[\\/]ui[\\/]confirm-dialog\.tsx$/,
              minShareCount: 2,
              priority: 1,
            },
            // The small pieces the pages share, in two files rather than a dozen round trips:
            // those the home page's first screen runs ('ui'), and the others ('page-ui'), which
            // a visitor to the home page does not download. Both stay free of zod (the schemas
            // are imported with the request), or zod would come with every page: bench:web says
            // which pages load it.
            // (A group takes what its modules import along with them: 'ui' goes first, so the
            // first screen's pieces that other pieces import stay there.)
            {
              name: (id, context) =>
                SHARED_PIECES.test(id) && onFirstScreen(id, context) ? 'ui' : null,
              minShareCount: 2,
              priority: 1,
            },
            { name: 'page-ui', test: SHARED_PIECES, minShareCount: 2, priority: 0 },
            // What the pages reading reports from the API share (the visitor's results, the
            // Analysis Center): the contract's report schemas (the brief's among them) and the
            // requests validated with them, and the task events' stream; with zod. A file of its own: the demo report
            // shows without any of it. (Only the modules the test names, not what they import:
            // zod has a file of its own, and the report's terms stay with the UI pieces.)
            {
              name: 'report-api',
              test: /packages[\\/]shared[\\/]src[\\/](analysis|brief|full-report|simple-report|reports)\.ts$|src[\\/]features[\\/]tasks[\\/]api[\\/](claim-anonymous-tasks|get-task-status|watch-task-events|delete-report)\.ts$|src[\\/]features[\\/]report[\\/](api[\\/]get-report\.ts$|read-brief\.ts$|read-report-meta\.ts$|saved-report\.ts$)|src[\\/]lib[\\/]report-list\.ts$|src[\\/]lib[\\/]event-stream\.ts$|node_modules[\\/]eventsource-parser[\\/]/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // What the report pages share (the result page, the Analysis Center, the demo on the
            // home page): the report's pieces, in one file. After 'ui', so the UI pieces stay
            // there for the pages without reports.
            {
              name: 'report',
              test: /packages[\\/]shared[\\/]src[\\/]simple-report-shapes\.ts$|src[\\/](features[\\/]report|app[\\/]routes[\\/]analysis-result)[\\/]|src[\\/]lib[\\/]report-storage\.ts$|src[\\/]features[\\/]tasks[\\/](api[\\/]claim-anonymous-tasks\.ts|components[\\/]anonymous-task-claim\.tsx)$/,
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
    setupFiles: ['./src/lib/i18n-test-setup.ts', './src/test/setup.ts'],
  },
});
