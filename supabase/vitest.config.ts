import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // PGlite starts a whole Postgres in WebAssembly; give the first query time on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
