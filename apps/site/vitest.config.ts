import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { imagePipeline } from './image-pipeline.ts';
import { siteDefine } from './site-env.ts';

/**
 * Component tests (jsdom) for app/** and build-output checks (node) for test/built-*.test.ts.
 * The React Router Vite plugin is left out: tests render route modules through createRoutesStub.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), ...imagePipeline()],
  define: siteDefine(),
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: true,
    // One module graph per worker instead of one per file: the files clean up after themselves (Testing Library's
    // cleanup, stubbed globals undone below), and the run no longer re-imports React, the theme and every module for
    // each file.
    isolate: false,
    unstubGlobals: true,
    // Time for the first render of a route, which imports its content modules; a loaded 2-core CI machine is slow.
    testTimeout: 30_000,
  },
});
