import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // End-to-end tests start processes and local servers; no test asserts wall-clock time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
    // @actions/workflow-parser imports its schema JSON without an import attribute, which plain Node
    // refuses (actions/languageservices#387); inlining lets vite load it, as esbuild does for dist/.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
