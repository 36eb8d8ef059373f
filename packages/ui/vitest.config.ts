import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: true,
    // One module graph per worker instead of one per file: the files clean up after themselves (Testing Library's
    // cleanup, stubbed globals undone below), and the run no longer re-imports React, the theme and every module for
    // each file.
    isolate: false,
    unstubGlobals: true,
    // axe and full renders on a loaded 2-core machine can pass vitest's 5 s default; as in the other packages.
    testTimeout: 30_000,
  },
});
