import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeFileOf, SHELL_NAMESPACES } from './src/lib/locale-files.ts';

const apiOrigin = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module (read by bench/web.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs, in one file instead of a dozen small ones.
            { name: 'app', tags: ['$initial'], priority: 3 },
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
            // Radix, with the UI pieces built on it (tabs, dialogs), for the pages that use them.
            {
              name: 'radix',
              test: /node_modules[\\/](radix-ui|@radix-ui)[\\/]|src[\\/]components[\\/]ui[\\/](tabs|confirm-dialog)\.tsx$/,
              minShareCount: 2,
              priority: 1,
            },
            // The small UI pieces and icons the pages share: one file, not thirty.
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/]|node_modules[\\/]lucide-react[\\/]/,
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
    // At least two files at a time (Vitest's default leaves one CPU idle: none in parallel on two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./src/lib/i18n-test-setup.ts', './src/test/setup.ts'],
  },
});
