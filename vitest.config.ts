import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig.json's `paths` for @actions/artifact's own modules (src/adapters/github/artifact-client.ts).
  resolve: {
    alias: [
      {
        find: /^@actions\/artifact\/internal\/(.*)$/,
        replacement: fileURLToPath(
          new URL('./node_modules/@actions/artifact/lib/internal/$1', import.meta.url),
        ),
      },
    ],
  },
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
