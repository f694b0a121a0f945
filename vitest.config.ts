import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment
// (node for server and packages, jsdom for the web app; scripts/ holds npm test's runner tests).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'scripts'],
  },
});
